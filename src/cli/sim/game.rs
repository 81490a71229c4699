//! `ribs sim --game ID` for every game but Ribs: the engine's speed under random play, and
//! computer players' strength over whole games, through the game contract alone. A game
//! plugs in by [`Simulated`]: how its players decide, and what it measures each hand.
//!
//! - **Random play on every seat** (the default, no `--matches`): the benchmark. Each
//!   thread plays whole games with random legal actions until its share of hands is done.
//! - **Whole games** (`--matches N`, `--seats` naming each seat's player: random, easy,
//!   normal, hard or hard:N): games in groups, one per rotation of the players through the
//!   seats where they differ (duplicate deals: every player gets every seat's cards). Per
//!   player it reports its share of game wins (a k-way tie for first counts 1/k to each)
//!   and the game's own measure of a hand, with 95 % intervals that count each group as one
//!   sample, its average final score, and the time its real decisions took.

use std::time::Instant;

use anyhow::{Context, bail};
use rand::Rng;
use serde::Serialize;

use super::SimArgs;
use super::report::Clustered;
use crate::ai::{Level, policy_rng};
use crate::core::rng::{Stream, below, rng_for};
use crate::core::{Seat, ToAct};
use crate::games::Game;

/// What `ribs sim` needs of a game beyond its rules.
pub trait Simulated: Game {
    /// What [`Simulated::hand_measured`] measures, as the report names it (`exact_bids`).
    const MEASURE: &'static str;
    /// Whether the measure is a share (each value 0 or 1: an interval within 0..1) rather
    /// than an average of any values.
    const MEASURE_IS_SHARE: bool;

    /// What a computer player of `level` does, seeing only its view.
    fn decide<R: Rng>(level: Level, view: &Self::View, rng: &mut R) -> Option<Self::Action>;

    /// What the search player does with `playouts` playouts a decision (`hard:N`); by
    /// default the hard player as it is.
    fn search<R: Rng>(playouts: u32, view: &Self::View, rng: &mut R) -> Option<Self::Action> {
        let _ = playouts;
        Self::decide(Level::Hard, view, rng)
    }

    /// When `events` (one action's, public and private) end a hand: each seat's measure of
    /// it (`None`: nothing measured for that seat this hand). `None` when no hand ended.
    fn hand_measured(after: &Self, events: &[Self::Event]) -> Option<Vec<Option<f64>>>;
}

/// One seat's player in a simulation.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Player {
    /// Uniformly random legal actions.
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

    fn decide<G: Simulated, R: Rng>(self, game: &G, seat: Seat, rng: &mut R) -> Option<G::Action> {
        match self {
            Player::Random => random_action(game, seat, rng),
            Player::Level(level) => G::decide(level, &game.view(Some(seat)), rng),
            Player::Search(playouts) => G::search(playouts, &game.view(Some(seat)), rng),
        }
    }
}

fn random_action<G: Game, R: Rng>(game: &G, seat: Seat, rng: &mut R) -> Option<G::Action> {
    let legal = game.legal_actions(seat);
    let n = u32::try_from(legal.len()).ok().filter(|&n| n > 0)?;
    legal.get(below(rng, n) as usize).copied()
}

/// What a run measured.
#[derive(Clone, Debug, Default, Serialize)]
pub struct GameReport {
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
    /// What each player's `measure` is (the game's own: `exact_bids`, `hand_wins`, ...).
    pub measure: &'static str,
    /// Whether the measure is a share (shown as a percentage) or an average.
    pub measure_is_share: bool,
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
    /// Hands it was measured in, and the measure's sum, mean and 95 % interval.
    pub hands: u64,
    pub measure_sum: f64,
    pub measure_mean: f64,
    pub measure_ci95: [f64; 2],
    /// Its average final score a game.
    pub avg_score: f64,
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
    measured: f64,
    scores: i64,
    win_share: Clustered,
    measure: Clustered,
    micros: Vec<u32>,
}

impl Tally {
    fn add(&mut self, o: &Tally) {
        self.games += o.games;
        self.wins += o.wins;
        self.hands += o.hands;
        self.measured += o.measured;
        self.scores += o.scores;
        self.win_share.add(&o.win_share);
        self.measure.add(&o.measure);
        self.micros.extend_from_slice(&o.micros);
    }
}

/// The run the arguments describe, checked.
struct Plan<G: Game> {
    n: u8,
    options: G::Options,
    players: Vec<Player>,
    distinct: Vec<String>,
    index_of: Vec<usize>,
    rotations: u64,
    groups: u64,
    games: bool,
    seed: u64,
}

impl<G: Game> Plan<G> {
    fn of(args: &SimArgs) -> anyhow::Result<Plan<G>> {
        let allowed = G::seats_allowed();
        let n = match (args.players, args.seats.len()) {
            (Some(n), 0) => n,
            (None, 0) => (*allowed.start()).max(4.min(*allowed.end())),
            (None, k) => u8::try_from(k).unwrap_or(u8::MAX),
            (Some(n), k) if usize::from(n) == k => n,
            (Some(n), k) => bail!("--seats names {k} players for {n} seats"),
        };
        if !allowed.contains(&n) {
            let needed = crate::text::players_needed(crate::text::Lang::En, G::KIND);
            bail!("{needed}, not {n}");
        }
        let options: G::Options = args
            .options
            .parse()
            .map_err(|e| anyhow::anyhow!("--options: {e}"))?;
        G::start(options, n, 0).map_err(|e| anyhow::anyhow!("--options: {e}"))?;
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
        let groups = if games {
            count.div_ceil(rotations)
        } else {
            count
        };
        Ok(Plan {
            n,
            options,
            players,
            distinct,
            index_of,
            rotations,
            groups,
            games,
            seed: args.seed,
        })
    }
}

/// Runs the simulation the arguments describe.
///
/// # Errors
/// On a bad player count, option or player name.
pub fn run<G: Simulated>(args: &SimArgs) -> anyhow::Result<GameReport> {
    let plan = Plan::<G>::of(args)?;
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
    let totals = Totals {
        threads,
        seconds,
        hands,
        illegal,
    };
    Ok(report(&plan, &totals, &mut tallies))
}

/// The benchmark: one thread's share of the hands (`groups` in all), played in whole
/// games of random legal actions.
fn random_hands<G: Simulated>(plan: &Plan<G>, thread: u32, threads: u32) -> (Vec<Tally>, u64, u64) {
    let share = plan.groups / u64::from(threads)
        + u64::from(u64::from(thread) < plan.groups % u64::from(threads));
    let mut rng = policy_rng(plan.seed, (u64::from(thread) << 8) | 0xFF);
    let (mut hands, mut illegal) = (0, 0);
    let mut g = u64::from(thread);
    while hands < share {
        let seed = rng_for(plan.seed, Stream::Play, g).next_u64();
        let Ok(mut game) = G::start(plan.options, plan.n, seed) else {
            return (Vec::new(), hands, illegal + 1);
        };
        while hands < share {
            let Some(seat) = acting(&game) else { break };
            let Some(action) = random_action(&game, seat, &mut rng) else {
                illegal += 1;
                break;
            };
            match game.apply(seat, action) {
                Ok(told) => {
                    let events: Vec<G::Event> = told.into_iter().map(|t| t.event).collect();
                    hands += u64::from(G::hand_measured(&game, &events).is_some());
                }
                Err(_) => {
                    illegal += 1;
                    break;
                }
            }
        }
        g += u64::from(threads);
    }
    (vec![Tally::default(); plan.distinct.len()], hands, illegal)
}

/// The seat the simulation asks next: the one to act, or the first of several.
fn acting<G: Game>(game: &G) -> Option<Seat> {
    match game.to_act() {
        ToAct::One(seat) => Some(seat),
        ToAct::Several(seats) => seats.iter().next(),
        ToAct::Nobody => None,
    }
}

/// One thread's groups of whole games: every `threads`-th group from `thread`.
fn play_groups<G: Simulated>(plan: &Plan<G>, thread: u32, threads: u32) -> (Vec<Tally>, u64, u64) {
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
            t.measure.group(t.measured, t.hands as f64);
            sum.add(&t);
        }
        g += u64::from(threads);
    }
    (tallies, hands, illegal)
}

/// Plays one game, its seats played by the players `seat_player` lists; counts into
/// `tallies`. Returns (hands played, illegal actions).
fn play_game<G: Simulated, R: Rng>(
    plan: &Plan<G>,
    seed: u64,
    seat_player: &[usize],
    rng: &mut R,
    tallies: &mut [Tally],
) -> (u64, u64) {
    let Ok(mut game) = G::start(plan.options, plan.n, seed) else {
        return (0, 1);
    };
    let tally_of = |seat: Seat| plan.index_of[seat_player[seat.index()]];
    let mut hands = 0;
    while let Some(seat) = acting(&game) {
        let forced = game.legal_actions(seat).len() <= 1;
        let started = Instant::now();
        let chosen = plan.players[seat_player[seat.index()]].decide(&game, seat, rng);
        if !forced {
            let micros = started.elapsed().as_micros().min(u128::from(u32::MAX)) as u32;
            tallies[tally_of(seat)].micros.push(micros);
        }
        let Some(action) = chosen else {
            return (hands, 1);
        };
        let Ok(told) = game.apply(seat, action) else {
            return (hands, 1);
        };
        let events: Vec<G::Event> = told.into_iter().map(|t| t.event).collect();
        if let Some(measured) = G::hand_measured(&game, &events) {
            hands += 1;
            for (s, value) in measured.iter().enumerate() {
                if let (Some(value), Some(&player)) = (value, seat_player.get(s)) {
                    let t = &mut tallies[plan.index_of[player]];
                    t.hands += 1;
                    t.measured += value;
                }
            }
        }
    }
    let Some(outcome) = game.outcome() else {
        return (hands, 1);
    };
    let winners: Vec<Seat> = outcome.winners().collect();
    for s in Seat::all(plan.n) {
        let t = &mut tallies[tally_of(s)];
        t.games += 1;
        t.scores += i64::from(outcome.scores[s]);
        if winners.contains(&s) {
            t.wins += 1.0 / winners.len() as f64;
        }
    }
    (hands, 0)
}

/// A run's totals over its threads.
struct Totals {
    threads: u32,
    seconds: f64,
    hands: u64,
    illegal: u64,
}

fn report<G: Simulated>(plan: &Plan<G>, totals: &Totals, tallies: &mut [Tally]) -> GameReport {
    let ratio = |a: f64, b: f64| if b == 0.0 { 0.0 } else { a / b };
    GameReport {
        game: G::KIND.id(),
        players: plan.n,
        hands: totals.hands,
        games: plan.games.then_some(plan.groups * plan.rotations),
        threads: totals.threads,
        seed: plan.seed,
        options: plan.options.to_string(),
        seconds: totals.seconds,
        hands_per_sec: totals.hands as f64 / totals.seconds.max(1e-9),
        illegal_actions: totals.illegal,
        rotated: plan.rotations > 1,
        measure: G::MEASURE,
        measure_is_share: G::MEASURE_IS_SHARE,
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
                    measure_sum: t.measured,
                    measure_mean: t.measure.share(),
                    measure_ci95: if G::MEASURE_IS_SHARE {
                        t.measure.ci95()
                    } else {
                        t.measure.mean_ci95()
                    },
                    avg_score: ratio(t.scores as f64, t.games as f64),
                    decisions: t.micros.len() as u64,
                    decision_ms_p50: quantile(0.5),
                    decision_ms_p99: quantile(0.99),
                }
            })
            .collect(),
    }
}

/// The report as a table.
pub fn print(r: &GameReport) {
    let what = match r.games {
        Some(g) => format!("{g} games ({} hands)", r.hands),
        None => format!("{} random hands", r.hands),
    };
    println!(
        "ribs sim --game {}: {what}, {} players, {} thread(s), seed {}",
        r.game, r.players, r.threads, r.seed
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
    let measure = r.measure.replace('_', " ");
    println!(
        "  {:<10} {:>5} {:>18} {:>18} {:>9} {:>14}",
        "player", "seats", "game-win share", measure, "avg score", "ms p50/p99"
    );
    let share = r.measure_is_share;
    for p in &r.policies {
        let pm = |value: f64, [lo, hi]: [f64; 2], percent: bool| {
            let k = if percent { 100.0 } else { 1.0 };
            let unit = if percent { "%" } else { "" };
            format!("{:.1}{unit} ±{:.1}", k * value, k * (hi - lo) / 2.0)
        };
        let wins = match (p.game_win_share, p.game_win_ci95) {
            (Some(s), Some(ci)) => pm(s, ci, true),
            _ => "-".to_string(),
        };
        println!(
            "  {:<10} {:>5} {:>18} {:>18} {:>9.1} {:>14}",
            p.policy,
            p.seats,
            wins,
            pm(p.measure_mean, p.measure_ci95, share),
            p.avg_score,
            format!("{:.2}/{:.2}", p.decision_ms_p50, p.decision_ms_p99)
        );
    }
}

/// `ribs sim --game ID` for a game of this module: runs, prints, and fails on an illegal
/// action.
///
/// # Errors
/// Bad arguments; a computer player's illegal action.
pub fn main<G: Simulated>(args: &SimArgs) -> anyhow::Result<()> {
    let report = run::<G>(args)?;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_are_read_strictly() {
        assert!(Player::by_name("hard:0").is_err());
        assert!(Player::by_name("wizard").is_err());
        assert_eq!(Player::by_name("hard:40").unwrap(), Player::Search(40));
        assert_eq!(Player::by_name("random").unwrap(), Player::Random);
        assert_eq!(
            Player::by_name("normal").unwrap(),
            Player::Level(Level::Normal)
        );
    }

    #[test]
    fn a_mean_interval_is_not_clamped_to_a_share() {
        let mut c = Clustered::default();
        for (x, y) in [(30.0, 4.0), (10.0, 4.0), (22.0, 4.0)] {
            c.group(x, y);
        }
        let [lo, hi] = c.mean_ci95();
        assert!((c.share() - 62.0 / 12.0).abs() < 1e-9);
        assert!(lo < c.share() && c.share() < hi && hi > 1.0);
    }
}
