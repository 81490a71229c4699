//! `ribs sim --game oh-hell`: the engine's speed on random hands, and computer players'
//! strength over whole games.
//!
//! - **Random play on every seat** (the default, no `--matches`): the benchmark. Each
//!   thread deals hands of the sequence's sizes and plays them with random legal actions.
//! - **Whole games** (`--matches N`, `--seats` naming each seat's player: random, easy,
//!   normal, hard or hard:N): games in groups, one per rotation of the players through the
//!   seats where they differ (duplicate deals: every player gets every seat's cards). Per
//!   player it reports its share of game wins (a k-way tie for first counts 1/k to each),
//!   its share of exact bids, with 95 % intervals that count each group as one sample, its
//!   average total, and the time its real decisions took.

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
use crate::games::oh_hell::{
    Action, Event, Hand, MAX_SEATS, MIN_SEATS, OhHell, OhHellView, Options, Phase,
};

/// One seat's player in a simulation.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Player {
    /// Random legal actions (what `easy` plays).
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

    fn decide<R: Rng>(self, view: &OhHellView, rng: &mut R) -> Option<Action> {
        match self {
            Player::Random => crate::ai::oh_hell::decide_with(Level::Easy, view, rng),
            Player::Level(level) => crate::ai::oh_hell::decide_with(level, view, rng),
            Player::Search(playouts) => {
                let budget = Budget {
                    playouts,
                    ..crate::ai::oh_hell::search::BUDGET
                };
                crate::ai::search::choose(&crate::ai::oh_hell::OhHellSearch, view, budget, rng)
            }
        }
    }
}

/// What a run measured.
#[derive(Clone, Debug, Default, Serialize)]
pub struct OhHellReport {
    pub game: &'static str,
    pub players: u8,
    pub hands: u64,
    /// Games played (only with `--matches`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub games: Option<u64>,
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
    /// Games it played, once per seat it held.
    pub games: u64,
    /// Its game wins, a k-way tie for first counting 1/k.
    pub game_wins: f64,
    pub game_win_share: Option<f64>,
    pub game_win_ci95: Option<[f64; 2]>,
    /// Hands it bid in, and the share it took exactly its bid in.
    pub hands: u64,
    pub exact_bids: u64,
    pub exact_bid_share: f64,
    pub exact_bid_ci95: [f64; 2],
    /// Its average final total a game.
    pub avg_total: f64,
    pub decisions: u64,
    pub decision_ms_p50: f64,
    pub decision_ms_p99: f64,
}

/// One player's counts, gathered by one thread.
#[derive(Clone, Debug, Default)]
struct Tally {
    games: u64,
    wins: f64,
    hands: u64,
    exact: u64,
    totals: i64,
    win_share: Clustered,
    exact_share: Clustered,
    micros: Vec<u32>,
}

impl Tally {
    fn add(&mut self, o: &Tally) {
        self.games += o.games;
        self.wins += o.wins;
        self.hands += o.hands;
        self.exact += o.exact;
        self.totals += o.totals;
        self.win_share.add(&o.win_share);
        self.exact_share.add(&o.exact_share);
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
    games: bool,
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
                crate::text::oh_hell::players_needed(crate::text::Lang::En)
            );
        }
        let options: Options = args.options.parse().context("--options")?;
        OhHell::new(options, n, 0).map_err(|e| anyhow::anyhow!("--options: {e}"))?;
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
        let (games, count) = match (args.matches, args.hands) {
            (Some(m), _) => (true, m),
            (None, h) => (false, h.unwrap_or(100_000)),
        };
        if !games && names.iter().any(|n| n != "random") {
            bail!("players other than random play whole games: give --matches");
        }
        Ok(Plan {
            n,
            options,
            players,
            distinct,
            index_of,
            rotations,
            groups: if games {
                count.div_ceil(rotations)
            } else {
                count
            },
            games,
            seed: args.seed,
        })
    }
}

/// Runs the simulation the arguments describe.
///
/// # Errors
/// On a bad player count, option or player name.
pub fn run(args: &SimArgs) -> anyhow::Result<OhHellReport> {
    let plan = Plan::of(args)?;
    let threads = args.threads.max(1);
    let started = Instant::now();
    let results: Vec<(Vec<Tally>, u64, u64)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let plan = &plan;
                scope.spawn(move || {
                    if plan.games {
                        play_groups(plan, t, threads)
                    } else {
                        random_hands(plan, t, threads)
                    }
                })
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

/// The benchmark: one thread's share of random hands, each of a size of the sequence.
fn random_hands(plan: &Plan, thread: u32, threads: u32) -> (Vec<Tally>, u64, u64) {
    let n = plan.n;
    let sequence = plan.options.hands_for(n);
    let mut rng = policy_rng(plan.seed, (u64::from(thread) << 8) | 0xFF);
    let mut told = Vec::new();
    let (mut hands, mut illegal) = (0, 0);
    let mut h = u64::from(thread);
    while h < plan.groups {
        let number = (h % u64::from(sequence)) as u32 + 1;
        let dealer = Seat((h % u64::from(n)) as u8);
        let mut hand = Hand::deal(plan.options, n, dealer, number, plan.seed ^ h);
        while hand.phase() != Phase::Over {
            let seat = hand.to_act().seats().next().unwrap_or(Seat(0));
            let legal = hand.legal_actions(seat);
            let Some(&action) = legal.get(below(&mut rng, legal.len().max(1) as u32) as usize)
            else {
                illegal += 1;
                break;
            };
            told.clear();
            if hand.apply_to(seat, action, &mut told).is_err() {
                illegal += 1;
                break;
            }
        }
        hands += 1;
        h += u64::from(threads);
    }
    (vec![Tally::default(); plan.distinct.len()], hands, illegal)
}

/// One thread's groups of whole games: every `threads`-th group from `thread`.
fn play_groups(plan: &Plan, thread: u32, threads: u32) -> (Vec<Tally>, u64, u64) {
    let n = usize::from(plan.n);
    let mut tallies = vec![Tally::default(); plan.distinct.len()];
    let (mut hands, mut illegal) = (0, 0);
    let mut g = u64::from(thread);
    while g < plan.groups {
        let group_seed = rng_for(plan.seed, Stream::Play, g).next_u64();
        let mut group = vec![Tally::default(); plan.distinct.len()];
        for k in 0..plan.rotations {
            // Seat s plays the player listed k places after it.
            let seat_player: Vec<usize> = (0..n).map(|s| (s + k as usize) % n).collect();
            let mut rng = policy_rng(group_seed, k);
            let game = play_game(plan, group_seed, &seat_player, &mut rng, &mut group);
            hands += game.0;
            illegal += game.1;
        }
        for (sum, t) in tallies.iter_mut().zip(&group) {
            let mut t = t.clone();
            t.win_share.group(t.wins, t.games as f64);
            t.exact_share.group(t.exact as f64, t.hands as f64);
            sum.add(&t);
        }
        g += u64::from(threads);
    }
    (tallies, hands, illegal)
}

/// Plays one game, its seats played by the players `seat_player` lists; counts into
/// `tallies`. Returns (hands played, illegal actions).
fn play_game<R: Rng>(
    plan: &Plan,
    seed: u64,
    seat_player: &[usize],
    rng: &mut R,
    tallies: &mut [Tally],
) -> (u64, u64) {
    let Ok(mut game) = OhHell::new(plan.options, plan.n, seed) else {
        return (0, 1);
    };
    let tally_of = |seat: Seat| plan.index_of[seat_player[seat.index()]];
    let mut hands = 0;
    while !game.is_over() {
        let seat = match game.to_act() {
            ToAct::One(seat) => seat,
            ToAct::Several(seats) => seats.iter().next().unwrap_or(Seat(0)),
            ToAct::Nobody => break,
        };
        let view = game.view(Some(seat));
        let forced = game.legal_actions(seat).len() <= 1;
        let started = Instant::now();
        let chosen = plan.players[seat_player[seat.index()]].decide(&view, rng);
        if !forced {
            let micros = started.elapsed().as_micros().min(u128::from(u32::MAX)) as u32;
            tallies[tally_of(seat)].micros.push(micros);
        }
        let Some(action) = chosen else {
            return (hands, 1);
        };
        let Ok(events) = game.apply(seat, action) else {
            return (hands, 1);
        };
        for told in &events {
            if let Event::HandScored(summary) = &told.event {
                hands += 1;
                for s in Seat::all(plan.n) {
                    let t = &mut tallies[tally_of(s)];
                    t.hands += 1;
                    t.exact += u64::from(summary.made(s));
                }
            }
        }
    }
    let winners = game.leaders();
    for s in Seat::all(plan.n) {
        let t = &mut tallies[tally_of(s)];
        t.games += 1;
        t.totals += i64::from(game.totals()[s]);
        if winners.contains(s) {
            t.wins += 1.0 / f64::from(winners.len());
        }
    }
    (hands, 0)
}

fn report(
    plan: &Plan,
    threads: u32,
    seconds: f64,
    hands: u64,
    illegal: u64,
    tallies: &mut [Tally],
) -> OhHellReport {
    let ratio = |a: f64, b: f64| if b == 0.0 { 0.0 } else { a / b };
    OhHellReport {
        game: "oh-hell",
        players: plan.n,
        hands,
        games: plan.games.then_some(plan.groups * plan.rotations),
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
                    games: t.games,
                    game_wins: t.wins,
                    game_win_share: plan.games.then(|| t.win_share.share()),
                    game_win_ci95: plan.games.then(|| t.win_share.ci95()),
                    hands: t.hands,
                    exact_bids: t.exact,
                    exact_bid_share: t.exact_share.share(),
                    exact_bid_ci95: t.exact_share.ci95(),
                    avg_total: ratio(t.totals as f64, t.games as f64),
                    decisions: t.micros.len() as u64,
                    decision_ms_p50: quantile(0.5),
                    decision_ms_p99: quantile(0.99),
                }
            })
            .collect(),
    }
}

/// The report as a table.
pub fn print(r: &OhHellReport) {
    let what = match r.games {
        Some(g) => format!("{g} games ({} hands)", r.hands),
        None => format!("{} random hands", r.hands),
    };
    println!(
        "ribs sim --game oh-hell: {what}, {} players, {} thread(s), seed {}",
        r.players, r.threads, r.seed
    );
    println!("  options {}", r.options);
    println!(
        "  {:.3} s, {:.0} hands/s, illegal actions: {}",
        r.seconds, r.hands_per_sec, r.illegal_actions
    );
    if r.games.is_none() {
        return;
    }
    if r.rotated {
        println!("  (players rotated through the seats; every deal played once per rotation)");
    }
    println!(
        "  {:<10} {:>5} {:>18} {:>18} {:>9} {:>14}",
        "player", "seats", "game-win share", "exact bids", "avg total", "ms p50/p99"
    );
    for p in &r.policies {
        let pm = |share: f64, [lo, hi]: [f64; 2]| {
            format!("{:.1}% ±{:.1}", 100.0 * share, 50.0 * (hi - lo))
        };
        let wins = match (p.game_win_share, p.game_win_ci95) {
            (Some(s), Some(ci)) => pm(s, ci),
            _ => "-".to_string(),
        };
        println!(
            "  {:<10} {:>5} {:>18} {:>18} {:>9.1} {:>14}",
            p.policy,
            p.seats,
            wins,
            pm(p.exact_bid_share, p.exact_bid_ci95),
            p.avg_total,
            format!("{:.2}/{:.2}", p.decision_ms_p50, p.decision_ms_p99)
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(seats: &str, hands: Option<u64>, matches: Option<u64>) -> SimArgs {
        SimArgs {
            game: crate::cli::GameArg {
                game: crate::games::GameKind::OhHell,
            },
            players: None,
            hands,
            matches,
            seed: 3,
            options: "max_cards=3".to_string(),
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
        let report = run(&args("", Some(200), None)).unwrap();
        assert_eq!((report.hands, report.illegal_actions), (200, 0));
        assert!(report.games.is_none());
    }

    #[test]
    fn games_rotate_the_players_and_share_each_win_once() {
        let mut a = args("normal,easy,easy,easy", None, Some(8));
        let one = run(&a).unwrap();
        a.threads = 1;
        let two = run(&a).unwrap();
        assert!(one.rotated);
        assert_eq!(one.games, Some(8));
        assert_eq!(one.illegal_actions, 0);
        let wins: f64 = one.policies.iter().map(|p| p.game_wins).sum();
        assert!(
            (wins - 8.0).abs() < 1e-9,
            "one win a game, ties shared: {wins}"
        );
        for (x, y) in one.policies.iter().zip(&two.policies) {
            assert_eq!(
                (x.game_wins, x.exact_bids),
                (y.game_wins, y.exact_bids),
                "the same run whatever the threads"
            );
        }
        assert_eq!(one.policies[0].games, 8);
        assert_eq!(one.policies[1].games, 24);
    }

    #[test]
    fn bad_tables_and_players_are_refused() {
        assert!(run(&args("random,random", Some(1), None)).is_err());
        assert!(run(&args("random,random,wizard", None, Some(1))).is_err());
        assert!(
            run(&args("normal,normal,normal", Some(1), None)).is_err(),
            "games need --matches"
        );
        let mut a = args("", Some(1), None);
        a.options = "max_cards=14".into();
        assert!(run(&a).is_err());
        assert!(Player::by_name("hard:0").is_err());
        assert_eq!(Player::by_name("hard:40").unwrap(), Player::Search(40));
    }
}
