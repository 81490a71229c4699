//! `ribs sim --game crazy-eights`: the engine's speed on random hands, and the computer
//! players' strength over single hands.
//!
//! - **Random play on every seat** (the default): the benchmark. Each thread deals hands
//!   and plays them with random legal actions.
//! - **Players** (`--seats` naming each seat's player: random, easy, normal, hard or
//!   hard:N): hands in groups, one per rotation of the players through the seats where they
//!   differ (duplicate deals: every player gets every seat's cards). Per player it reports
//!   its share of hands won (went out; in a blocked hand the lowest penalty, a k-way tie
//!   counting 1/k each, as `crazy-eights.md` asks), with a 95 % interval that counts each
//!   group as one sample, its average penalty and the time its real decisions took.

use std::time::Instant;

use anyhow::{Context, bail};
use rand::Rng;
use serde::Serialize;

use super::SimArgs;
use super::report::Clustered;
use crate::ai::search::Budget;
use crate::ai::{Level, policy_rng};
use crate::core::rng::{Stream, below, rng_for};
use crate::core::{Seat, ToAct};
use crate::games::crazy_eights::{
    Action, CrazyEights, CrazyEightsView, End, Hand, MAX_SEATS, MIN_SEATS, Options,
};

/// `ribs sim --game crazy-eights`: runs and reports.
///
/// # Errors
/// Bad arguments; an illegal action by a computer player.
pub(crate) fn main(args: &SimArgs) -> anyhow::Result<()> {
    let report = run(args)?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        print(&report);
    }
    if report.illegal_actions > 0 {
        bail!("{} illegal actions", report.illegal_actions);
    }
    Ok(())
}

/// One seat's player in a simulation.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Player {
    /// Random legal actions.
    Random,
    Level(Level),
    /// The search player with this many playouts a decision.
    Search(u32),
}

impl Player {
    fn by_name(name: &str) -> anyhow::Result<Player> {
        if let Some(n) = name.strip_prefix("hard:") {
            let playouts: u32 = n
                .parse()
                .ok()
                .filter(|&p| p > 0)
                .with_context(|| format!("player {name:?}: expected hard:PLAYOUTS"))?;
            return Ok(Player::Search(playouts));
        }
        match name {
            "random" => Ok(Player::Random),
            other => other.parse::<Level>().map(Player::Level).map_err(|_| {
                anyhow::anyhow!(
                    "unknown player {other:?} (known: random, easy, normal, hard, hard:N)"
                )
            }),
        }
    }

    fn decide<R: Rng>(
        self,
        view: &CrazyEightsView,
        legal: &[Action],
        rng: &mut R,
    ) -> Option<Action> {
        match self {
            Player::Random => {
                let n = u32::try_from(legal.len()).ok().filter(|&n| n > 0)?;
                legal.get(below(rng, n) as usize).copied()
            }
            Player::Level(level) => crate::ai::crazy_eights::decide_with(level, view, rng),
            Player::Search(playouts) => {
                let budget = Budget {
                    playouts,
                    ..crate::ai::crazy_eights::search::BUDGET
                };
                let search = crate::ai::crazy_eights::CrazyEightsSearch;
                crate::ai::search::choose(&search, view, budget, rng)
            }
        }
    }
}

/// What a run measured.
#[derive(Clone, Debug, Default, Serialize)]
pub struct CrazyEightsReport {
    pub game: &'static str,
    pub players: u8,
    pub hands: u64,
    pub threads: u32,
    pub seed: u64,
    pub options: String,
    pub seconds: f64,
    pub hands_per_sec: f64,
    /// Actions a player chose that the engine refused (always 0 for correct players).
    pub illegal_actions: u64,
    /// Whether the players were rotated through the seats (duplicate deals).
    pub rotated: bool,
    pub policies: Vec<PlayerReport>,
}

/// One player's results, over every seat it held.
#[derive(Clone, Debug, Default, Serialize)]
pub struct PlayerReport {
    pub policy: String,
    pub seats: u32,
    /// Hands it played, once per seat it held.
    pub hands: u64,
    /// Hands it won, a k-way tie for the lowest penalty of a blocked hand counting 1/k.
    pub hand_wins: f64,
    pub hand_win_share: f64,
    pub hand_win_ci95: [f64; 2],
    /// Its average penalty a hand.
    pub avg_penalty: f64,
    pub decisions: u64,
    pub decision_ms_p50: f64,
    pub decision_ms_p99: f64,
}

/// One player's counts, gathered by one thread.
#[derive(Clone, Debug, Default)]
struct Tally {
    hands: u64,
    wins: f64,
    penalty: i64,
    share: Clustered,
    micros: Vec<u32>,
}

impl Tally {
    fn add(&mut self, o: &Tally) {
        self.hands += o.hands;
        self.wins += o.wins;
        self.penalty += o.penalty;
        self.share.add(&o.share);
        self.micros.extend_from_slice(&o.micros);
    }
}

/// The run the arguments describe, checked.
struct Plan {
    n: u8,
    options: Options,
    players: Vec<Player>,
    distinct: Vec<String>,
    index_of: Vec<usize>,
    rotations: u64,
    groups: u64,
    seed: u64,
}

impl Plan {
    fn of(args: &SimArgs) -> anyhow::Result<Plan> {
        let n = match (args.players, args.seats.len()) {
            (Some(n), 0) => n,
            (None, 0) => 4,
            (None, k) => u8::try_from(k).unwrap_or(u8::MAX),
            (Some(n), k) if usize::from(n) == k => n,
            (Some(n), k) => bail!("--seats names {k} players for {n} seats"),
        };
        if !(MIN_SEATS..=MAX_SEATS).contains(&n) {
            bail!(
                "{}, not {n}",
                crate::text::crazy_eights::players_needed(crate::text::Lang::En)
            );
        }
        if args.matches.is_some() {
            bail!("crazy-eights' sim plays single hands: give --hands");
        }
        let options: Options = args.options.parse().context("--options")?;
        CrazyEights::new(options, n, 0).map_err(|e| anyhow::anyhow!("--options: {e}"))?;
        let names: Vec<String> = if args.seats.is_empty() {
            vec!["random".to_string(); n.into()]
        } else {
            args.seats.iter().map(|s| s.trim().to_string()).collect()
        };
        let players = names
            .iter()
            .map(|n| Player::by_name(n))
            .collect::<anyhow::Result<Vec<_>>>()?;
        let mut distinct: Vec<String> = Vec::new();
        let mut index_of = Vec::new();
        for name in &names {
            let i = distinct.iter().position(|d| d == name).unwrap_or_else(|| {
                distinct.push(name.clone());
                distinct.len() - 1
            });
            index_of.push(i);
        }
        let rotations = if distinct.len() > 1 { u64::from(n) } else { 1 };
        let default = if distinct == ["random"] {
            100_000
        } else {
            2_000
        };
        Ok(Plan {
            n,
            options,
            players,
            distinct,
            index_of,
            rotations,
            groups: args.hands.unwrap_or(default).div_ceil(rotations),
            seed: args.seed,
        })
    }
}

/// Runs the simulation the arguments describe.
///
/// # Errors
/// On a bad player count, option or player name.
pub fn run(args: &SimArgs) -> anyhow::Result<CrazyEightsReport> {
    let plan = Plan::of(args)?;
    let threads = args.threads.max(1);
    let started = Instant::now();
    let results: Vec<(Vec<Tally>, u64, u64)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let plan = &plan;
                scope.spawn(move || play_groups(plan, t, threads))
            })
            .collect();
        handles.into_iter().filter_map(|h| h.join().ok()).collect()
    });
    if results.len() != threads as usize {
        bail!("a simulation thread panicked");
    }
    let seconds = started.elapsed().as_secs_f64();
    let mut tallies = vec![Tally::default(); plan.distinct.len()];
    let (mut hands, mut illegal) = (0, 0);
    for (part, h, i) in &results {
        for (sum, t) in tallies.iter_mut().zip(part) {
            sum.add(t);
        }
        hands += h;
        illegal += i;
    }
    Ok(report(
        &plan,
        threads,
        seconds,
        hands,
        illegal,
        &mut tallies,
    ))
}

/// One thread's groups of hands: every `threads`-th group from `thread`, each dealt once
/// and played once per rotation of the players.
fn play_groups(plan: &Plan, thread: u32, threads: u32) -> (Vec<Tally>, u64, u64) {
    let n = usize::from(plan.n);
    let mut tallies = vec![Tally::default(); plan.distinct.len()];
    let (mut hands, mut illegal) = (0, 0);
    let mut g = u64::from(thread);
    while g < plan.groups {
        let group_seed = rng_for(plan.seed, Stream::Play, g).next_u64();
        let mut group = vec![Tally::default(); plan.distinct.len()];
        for k in 0..plan.rotations {
            // Seat s is played by the player listed k places after it.
            let seat_player: Vec<usize> = (0..n).map(|s| (s + k as usize) % n).collect();
            let mut rng = policy_rng(group_seed, k);
            let dealer = Seat((g % u64::from(plan.n)) as u8);
            let hand = Hand::deal(plan.options, plan.n, dealer, 1, group_seed);
            illegal += play_hand(plan, hand, &seat_player, &mut rng, &mut group);
            hands += 1;
        }
        for (sum, t) in tallies.iter_mut().zip(&group) {
            let mut t = t.clone();
            t.share.group(t.wins, t.hands as f64);
            sum.add(&t);
        }
        g += u64::from(threads);
    }
    (tallies, hands, illegal)
}

/// Plays one hand to its end, its seats played by the players `seat_player` lists; counts
/// into `tallies`. Returns the illegal actions (0 or 1: an illegal action ends the hand).
fn play_hand<R: Rng>(
    plan: &Plan,
    mut hand: Hand,
    seat_player: &[usize],
    rng: &mut R,
    tallies: &mut [Tally],
) -> u64 {
    let tally_of = |seat: Seat| plan.index_of[seat_player[seat.index()]];
    let mut told = Vec::new();
    let mut game_view = Viewer::new(plan);
    hand.open();
    // A hand that goes on for ever (the stock refilled without end) is judged where it is.
    for _ in 0..5_000 {
        let ToAct::One(seat) = hand.to_act() else {
            break;
        };
        let legal = hand.legal_actions(seat);
        let player = plan.players[seat_player[seat.index()]];
        let started = Instant::now();
        let chosen = if player == Player::Random {
            player.decide_random(&legal, rng)
        } else {
            player.decide(&game_view.of(&hand, seat), &legal, rng)
        };
        if legal.len() > 1 && player != Player::Random {
            let micros = started.elapsed().as_micros().min(u128::from(u32::MAX)) as u32;
            tallies[tally_of(seat)].micros.push(micros);
        }
        let Some(action) = chosen else { return 1 };
        told.clear();
        if hand.apply_to(seat, action, &mut told).is_err() {
            return 1;
        }
    }
    let scores = hand.scores();
    let low = scores.as_slice().iter().copied().min().unwrap_or(0);
    let tied = scores.as_slice().iter().filter(|&&s| s == low).count() as f64;
    for s in Seat::all(plan.n) {
        let t = &mut tallies[tally_of(s)];
        t.hands += 1;
        t.penalty += i64::from(scores[s]);
        t.wins += match hand.end() {
            Some(End::Out(out)) => f64::from(u8::from(out == s)),
            _ if scores[s] == low => 1.0 / tied,
            _ => 0.0,
        };
    }
    0
}

impl Player {
    fn decide_random<R: Rng>(self, legal: &[Action], rng: &mut R) -> Option<Action> {
        let n = u32::try_from(legal.len()).ok().filter(|&n| n > 0)?;
        legal.get(below(rng, n) as usize).copied()
    }
}

/// Builds a seat's view of a lone hand: a match around it, so that computer players see
/// exactly what they see at a table.
struct Viewer {
    options: Options,
    seats: u8,
}

impl Viewer {
    fn new(plan: &Plan) -> Viewer {
        Viewer {
            options: plan.options,
            seats: plan.n,
        }
    }

    fn of(&mut self, hand: &Hand, seat: Seat) -> CrazyEightsView {
        CrazyEights::view_of_hand(self.options, self.seats, hand, Some(seat))
    }
}

fn report(
    plan: &Plan,
    threads: u32,
    seconds: f64,
    hands: u64,
    illegal: u64,
    tallies: &mut [Tally],
) -> CrazyEightsReport {
    let ratio = |a: f64, b: f64| if b == 0.0 { 0.0 } else { a / b };
    CrazyEightsReport {
        game: "crazy-eights",
        players: plan.n,
        hands,
        threads,
        seed: plan.seed,
        options: plan.options.to_string(),
        seconds,
        hands_per_sec: hands as f64 / seconds.max(1e-9),
        illegal_actions: illegal,
        rotated: plan.rotations > 1,
        policies: plan
            .distinct
            .iter()
            .zip(tallies.iter_mut())
            .enumerate()
            .map(|(i, (name, t))| {
                t.micros.sort_unstable();
                let quantile = |q: f64| {
                    let k = ((t.micros.len().max(1) - 1) as f64 * q).round() as usize;
                    t.micros.get(k).map_or(0.0, |&m| f64::from(m) / 1000.0)
                };
                PlayerReport {
                    policy: name.clone(),
                    seats: plan.index_of.iter().filter(|&&j| j == i).count() as u32,
                    hands: t.hands,
                    hand_wins: t.wins,
                    hand_win_share: t.share.share(),
                    hand_win_ci95: t.share.ci95(),
                    avg_penalty: ratio(t.penalty as f64, t.hands as f64),
                    decisions: t.micros.len() as u64,
                    decision_ms_p50: quantile(0.5),
                    decision_ms_p99: quantile(0.99),
                }
            })
            .collect(),
    }
}

/// The report as a table.
pub fn print(r: &CrazyEightsReport) {
    println!(
        "ribs sim --game crazy-eights: {} hands, {} players, {} thread(s), seed {}",
        r.hands, r.players, r.threads, r.seed
    );
    println!("  options {}", r.options);
    println!(
        "  {:.3} s, {:.0} hands/s, illegal actions: {}",
        r.seconds, r.hands_per_sec, r.illegal_actions
    );
    if r.rotated {
        println!("  (players rotated through the seats; every deal played once per rotation)");
    }
    println!(
        "  {:<10} {:>5} {:>18} {:>11} {:>14}",
        "player", "seats", "hand-win share", "avg penalty", "ms p50/p99"
    );
    for p in &r.policies {
        let [lo, hi] = p.hand_win_ci95;
        println!(
            "  {:<10} {:>5} {:>18} {:>11.1} {:>14}",
            p.policy,
            p.seats,
            format!("{:.1}% ±{:.1}", 100.0 * p.hand_win_share, 50.0 * (hi - lo)),
            p.avg_penalty,
            format!("{:.2}/{:.2}", p.decision_ms_p50, p.decision_ms_p99)
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(seats: &str, hands: u64) -> SimArgs {
        SimArgs {
            game: crate::cli::GameArg {
                game: crate::games::GameKind::CrazyEights,
            },
            players: None,
            hands: Some(hands),
            matches: None,
            seed: 3,
            options: String::new(),
            seats: if seats.is_empty() {
                Vec::new()
            } else {
                seats.split(',').map(str::to_string).collect()
            },
            threads: 2,
            json: true,
        }
    }

    #[test]
    fn random_hands_are_the_benchmark_and_break_no_rule() {
        let report = run(&args("", 300)).unwrap();
        assert_eq!((report.hands, report.illegal_actions), (300, 0));
        let wins: f64 = report.policies.iter().map(|p| p.hand_wins).sum();
        assert!((wins - 300.0).abs() < 1e-6, "one win a hand: {wins}");
    }

    #[test]
    fn levels_rotate_through_the_seats_and_the_run_is_the_same_whatever_the_threads() {
        let mut a = args("normal,easy,easy,easy", 16);
        let one = run(&a).unwrap();
        a.threads = 1;
        let two = run(&a).unwrap();
        assert!(one.rotated);
        assert_eq!((one.hands, one.illegal_actions), (16, 0));
        for (x, y) in one.policies.iter().zip(&two.policies) {
            assert_eq!(x.hand_wins, y.hand_wins);
        }
        assert_eq!((one.policies[0].hands, one.policies[1].hands), (16, 48));
    }

    #[test]
    fn bad_tables_and_players_are_refused() {
        assert!(run(&args("random", 1)).is_err());
        assert!(run(&args("random,wizard", 1)).is_err());
        let mut a = args("", 1);
        a.options = "skip=8".into();
        assert!(run(&a).is_err());
        assert!(Player::by_name("hard:0").is_err());
    }
}
