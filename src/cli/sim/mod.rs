//! `ribs sim`: computer players play many hands or whole matches; statistics, strength
//! measurements and the engine benchmark.
//!
//! Two ways to run:
//! - **Random play on every seat, single hands** (the default): the engine benchmark. Each
//!   thread deals its own hands and plays them with [`Hand::playout`].
//! - **Any policies** (`--seats`), single hands (`--hands`) or whole matches (`--matches`):
//!   the games are played in **groups**. A group is one deal (a hand, or a match's seed)
//!   played once per rotation of the policies through the seats when the seats do not all
//!   play the same policy ("duplicate deals": every policy gets every seat's cards, so the
//!   luck of the deal cancels out). Every group draws its seeds from `--seed` and its own
//!   number, so a run is the same whatever the thread count.
//!
//! Per policy it reports the share of hands (and matches) won with a 95% confidence
//! interval that treats each group as one sample (the rotations of a deal are not
//! independent of each other), average points, and the time its real decisions took.

use std::time::Instant;

use anyhow::{Context, bail};
use clap::Args;
use rand::Rng;

use crate::ai::{
    Level, Policy, RandomPolicy, RulePolicy, SearchConfig, SearchPolicy, Temper, computer,
    policy_rng,
};
use crate::games::ribs::deal::{Stream, rng_for};
use crate::games::ribs::{Choice, Event, Hand, MAX_SEATS, MIN_SEATS, Match, Options, Seat, View};
use crate::text::Lang;
use crate::text::ribs::players_needed;

pub mod game;
mod oh_hell;
mod report;

pub use report::{PolicyReport, SeatReport, SimReport};
use report::{PolicyTally, Tally, print_report, report};

#[derive(Debug, Args)]
pub struct SimArgs {
    #[command(flatten)]
    pub game: crate::cli::GameArg,
    /// Players at the table, 4 to 10 (default: one per `--seats` policy, else 4).
    #[arg(long)]
    pub players: Option<u8>,
    /// Hands to play (default 100000; rounded up to whole rotations).
    #[arg(long, conflicts_with = "matches", value_parser = clap::value_parser!(u64).range(1..))]
    pub hands: Option<u64>,
    /// Play this many whole matches instead of single hands (rounded up to whole
    /// rotations).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    pub matches: Option<u64>,
    /// Seed of the deals and of the computer players' choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Table options, `key=value,...` (target, bid_step, beat_rule, folding,
    /// last_trick_face_up).
    #[arg(long, default_value = "")]
    pub options: String,
    /// The policy of each seat, comma-separated: random, easy, normal, hard, or hard:N
    /// (the search player with N rollouts per decision; add /candidates=K, /infer=0|1 or
    /// /cap=MS to change its breadth, its dealing of hidden cards or its wall-clock cap, 0
    /// for none), or normal:key=value/... (the rule player with changed dispositions).
    /// Default: random on every seat.
    #[arg(long, value_delimiter = ',')]
    pub seats: Vec<String>,
    /// Threads to spread the games over (the speed goals are for one).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    pub threads: u32,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
}

/// Builds the policy named `name` for a seat.
///
/// # Errors
/// When no policy has that name.
pub fn policy_by_name(name: &str, seed: u64, index: u64) -> anyhow::Result<Box<dyn Policy>> {
    if let Some(spec) = name.strip_prefix("hard:") {
        let mut parts = spec.split('/');
        let bad = || {
            format!("policy {name:?}: expected hard:ROLLOUTS[/candidates=K][/infer=0|1][/cap=MS]")
        };
        let rollouts: u32 = parts.next().unwrap_or_default().parse().with_context(bad)?;
        if rollouts == 0 {
            bail!(bad());
        }
        let mut config = SearchConfig {
            rollouts,
            ..SearchConfig::default()
        };
        for part in parts {
            match part.split_once('=') {
                Some(("candidates", k)) => config.candidates = k.parse().with_context(bad)?,
                Some(("infer", "0")) => config.infer = false,
                Some(("infer", "1")) => config.infer = true,
                Some(("cap", ms)) => {
                    let ms: u64 = ms.parse().with_context(bad)?;
                    config.time_cap = (ms > 0).then(|| std::time::Duration::from_millis(ms));
                }
                _ => bail!(bad()),
            }
        }
        return Ok(Box::new(SearchPolicy::new(config, seed, index)));
    }
    if let Some((level, overrides)) = name.split_once(':')
        && let Ok(level @ (Level::Easy | Level::Normal)) = level.parse::<Level>()
    {
        let base = if level == Level::Easy {
            Temper::EASY
        } else {
            Temper::NORMAL
        };
        let style = base
            .with_overrides(overrides)
            .with_context(|| format!("policy {name:?}"))?;
        return Ok(Box::new(RulePolicy::new(
            style,
            level.as_str(),
            seed,
            index,
        )));
    }
    match name {
        "random" => Ok(Box::new(RandomPolicy::new(seed, index))),
        other => match other.parse::<Level>() {
            Ok(level) => Ok(computer(level, seed, index)),
            Err(_) => bail!("unknown policy {other:?} (known: random, easy, normal, hard, hard:N)"),
        },
    }
}

pub fn main(args: &SimArgs) -> anyhow::Result<()> {
    crate::games::with_game!(args.game.game, G => <G as crate::cli::Tools>::sim(args))
}

/// `ribs sim` for Ribs.
pub(crate) fn ribs_main(args: &SimArgs) -> anyhow::Result<()> {
    let report = run(args)?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        print_report(&report);
    }
    if report.invariant_violations > 0 || report.illegal_actions > 0 {
        bail!(
            "{} invariant violations and {} illegal actions",
            report.invariant_violations,
            report.illegal_actions
        );
    }
    Ok(())
}

/// The run the arguments describe, checked.
struct Plan {
    n: u8,
    options: Options,
    names: Vec<String>,
    /// The distinct policy names, in order of first appearance.
    distinct: Vec<String>,
    /// For each entry of `names`, its index in `distinct`.
    index_of: Vec<usize>,
    /// Rotations per group: one per seat when the policies differ, else one.
    rotations: u64,
    matches: bool,
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
            (Some(n), k) => bail!("--seats names {k} policies for {n} players"),
        };
        if !(MIN_SEATS..=MAX_SEATS).contains(&n) {
            if args.players.is_some() {
                bail!("--players: {}, not {n}", players_needed(Lang::En));
            }
            bail!("--seats names {n} policies: {}", players_needed(Lang::En));
        }
        let options: Options = args.options.parse().context("--options")?;
        let names: Vec<String> = if args.seats.is_empty() {
            vec!["random".to_string(); n.into()]
        } else {
            args.seats.iter().map(|s| s.trim().to_string()).collect()
        };
        let mut distinct: Vec<String> = Vec::new();
        let mut index_of = Vec::new();
        for name in &names {
            policy_by_name(name, 0, 0)?;
            let i = match distinct.iter().position(|d| d == name) {
                Some(i) => i,
                None => {
                    distinct.push(name.clone());
                    distinct.len() - 1
                }
            };
            index_of.push(i);
        }
        let rotations = if distinct.len() > 1 { u64::from(n) } else { 1 };
        let (matches, games) = match (args.matches, args.hands) {
            (Some(m), _) => (true, m),
            (None, h) => (false, h.unwrap_or(100_000)),
        };
        Ok(Plan {
            n,
            options,
            names,
            distinct,
            index_of,
            rotations,
            matches,
            groups: games.div_ceil(rotations),
            seed: args.seed,
        })
    }

    /// Random play on every seat, single hands: the engine's own playout.
    fn is_benchmark(&self) -> bool {
        !self.matches && self.names.iter().all(|name| name == "random")
    }
}

/// Runs the simulation the arguments describe.
///
/// # Errors
/// On a bad player count, option or policy name.
pub fn run(args: &SimArgs) -> anyhow::Result<SimReport> {
    let plan = Plan::of(args)?;
    let threads = args.threads.max(1);
    let started = Instant::now();
    let results: Vec<anyhow::Result<(Tally, Vec<PolicyTally>)>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let plan = &plan;
                scope.spawn(move || {
                    if plan.is_benchmark() {
                        let hands = plan.groups / u64::from(threads)
                            + u64::from(u64::from(t) < plan.groups % u64::from(threads));
                        Ok(playouts(plan, t, hands))
                    } else {
                        play_groups(plan, t, threads)
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| bail!("a simulation thread panicked"))
            })
            .collect()
    });
    let seconds = started.elapsed().as_secs_f64();
    let mut total = Tally::default();
    let mut per_policy = vec![PolicyTally::default(); plan.distinct.len()];
    for result in results {
        let (tally, policies) = result?;
        total.add(&tally);
        for (sum, part) in per_policy.iter_mut().zip(&policies) {
            sum.add(part);
        }
    }
    if let Some(first) = &total.first_violation {
        eprintln!("ribs sim: first invariant violation: {first}");
    }
    Ok(report(
        &plan,
        args,
        threads,
        seconds,
        &total,
        &mut per_policy,
    ))
}

/// The benchmark: one thread's share of random hands, each played by the engine's playout,
/// from the thread's own deal and play streams (a run is fixed by the seed and the thread
/// count).
fn playouts(plan: &Plan, thread: u32, hands: u64) -> (Tally, Vec<PolicyTally>) {
    let n = plan.n;
    let mut deal_rng = rng_for(plan.seed, Stream::Deal, thread.into());
    let mut playout_rng = policy_rng(plan.seed, (u64::from(thread) << 8) | 0xFF);
    let mut tally = Tally::default();
    let mut random = PolicyTally::default();
    for h in 0..hands {
        let dealer = Seat((h % u64::from(n)) as u8);
        let mut hand = Hand::deal_with(plan.options, n, dealer, h as u32, &mut deal_rng);
        hand.playout(&mut playout_rng, &mut (), |_, _| {});
        let seats = tally.hand(&hand);
        let wins = seats.as_slice().iter().filter(|(won, _)| *won).count() as u64;
        random.seat_hands += u64::from(n);
        random.hand_wins += wins;
        random.points += seats
            .as_slice()
            .iter()
            .map(|(_, p)| u64::from(*p))
            .sum::<u64>();
        random.hand_share.group(wins as f64, f64::from(n));
    }
    (tally, vec![random])
}

/// A group's wins and chances per policy: (hand wins, seat-hands, match wins,
/// seat-matches).
type GroupCounts = Vec<[u64; 4]>;

/// One thread's groups: every `threads`-th group from `thread`.
fn play_groups(
    plan: &Plan,
    thread: u32,
    threads: u32,
) -> anyhow::Result<(Tally, Vec<PolicyTally>)> {
    let mut tally = Tally::default();
    let mut policies = vec![PolicyTally::default(); plan.distinct.len()];
    let mut g = u64::from(thread);
    while g < plan.groups {
        let group_seed = rng_for(plan.seed, Stream::Play, g).next_u64();
        let mut counts: GroupCounts = vec![[0; 4]; plan.distinct.len()];
        for k in 0..plan.rotations {
            // Seat s plays the policy listed `k` places after it.
            let order: Vec<usize> = (0..usize::from(plan.n))
                .map(|s| (s + k as usize) % usize::from(plan.n))
                .collect();
            let mut players: Vec<Box<dyn Policy>> = order
                .iter()
                .enumerate()
                .map(|(s, &i)| policy_by_name(&plan.names[i], group_seed, (k << 8) | s as u64))
                .collect::<anyhow::Result<_>>()?;
            let policy_of: Vec<usize> = order.iter().map(|&i| plan.index_of[i]).collect();
            let mut game = Game {
                plan,
                players: &mut players,
                policy_of: &policy_of,
                tally: &mut tally,
                policies: &mut policies,
                counts: &mut counts,
            };
            if plan.matches {
                game.play_match(group_seed);
            } else {
                let dealer = Seat((g % u64::from(plan.n)) as u8);
                let hand = Hand::deal(plan.options, plan.n, dealer, 0, group_seed)
                    .context("dealing a hand")?;
                game.play_hand(hand);
            }
        }
        for (p, [hw, sh, mw, sm]) in policies.iter_mut().zip(&counts) {
            p.hand_share.group(*hw as f64, *sh as f64);
            p.match_share.group(*mw as f64, *sm as f64);
        }
        g += u64::from(threads);
    }
    Ok((tally, policies))
}

/// One game of a group: its players and where its results go.
struct Game<'a> {
    plan: &'a Plan,
    players: &'a mut [Box<dyn Policy>],
    /// Each seat's policy, as an index into the plan's distinct policies.
    policy_of: &'a [usize],
    tally: &'a mut Tally,
    policies: &'a mut [PolicyTally],
    counts: &'a mut GroupCounts,
}

impl Game<'_> {
    /// Asks `seat`'s player to decide, timing real decisions; `None` when it fails to
    /// decide.
    fn decide(&mut self, view: &View<'_>, seat: Seat) -> Option<crate::games::ribs::Action> {
        let forced = is_forced(view);
        let started = Instant::now();
        let action = self.players[seat.index()].decide(view);
        if !forced {
            let micros = started.elapsed().as_micros().min(u128::from(u32::MAX)) as u32;
            self.policies[self.policy_of[seat.index()]]
                .times
                .push(micros);
        }
        action
    }

    fn play_hand(&mut self, mut hand: Hand) {
        while let Some(seat) = hand.to_act() {
            let view = View::of_hand(&hand, Some(seat));
            let Some(action) = self.decide(&view, seat) else {
                self.tally.illegal += 1;
                break;
            };
            if hand.apply_to(seat, action, &mut ()).is_err() {
                self.tally.illegal += 1;
                break;
            }
        }
        self.hand_over(&hand);
    }

    fn hand_over(&mut self, hand: &Hand) {
        for (s, &(won, points)) in self.tally.hand(hand).as_slice().iter().enumerate() {
            let p = self.policy_of[s];
            self.policies[p].seat_hands += 1;
            self.policies[p].hand_wins += u64::from(won);
            self.policies[p].points += u64::from(points);
            self.counts[p][0] += u64::from(won);
            self.counts[p][1] += 1;
        }
    }

    fn play_match(&mut self, seed: u64) {
        let Ok(mut game) = Match::new(self.plan.options, self.plan.n, seed) else {
            return;
        };
        // A match ends with probability 1; a runaway one is a bug worth reporting.
        let mut hands = 0;
        while let Some(seat) = game.to_act() {
            let view = game.view(seat);
            let Some(action) = self.decide(&view, seat) else {
                self.tally.illegal += 1;
                return;
            };
            let Ok(events) = game.apply(seat, action) else {
                self.tally.illegal += 1;
                return;
            };
            if events.iter().any(|e| matches!(e, Event::Standings { .. })) {
                let finished = if game.is_over() {
                    game.hand()
                } else {
                    game.previous_hand().expect("a hand just ended")
                };
                let finished = finished.clone();
                self.hand_over(&finished);
                hands += 1;
                if hands > 10_000 {
                    self.tally.violations += 1;
                    self.tally
                        .first_violation
                        .get_or_insert_with(|| "a match ran past 10,000 hands".to_string());
                    return;
                }
            }
        }
        self.tally.matches += 1;
        let winner = game.winner();
        for (s, &p) in self.policy_of.iter().enumerate() {
            let won = winner == Some(Seat(s as u8));
            self.tally.match_wins[s] += u64::from(won);
            self.policies[p].seat_matches += 1;
            self.policies[p].match_wins += u64::from(won);
            self.counts[p][2] += u64::from(won);
            self.counts[p][3] += 1;
        }
    }
}

/// Whether the viewer's decision has only one legal action (then it is not timed).
fn is_forced(view: &View<'_>) -> bool {
    match view.choice() {
        None => true,
        Some(Choice::Bid { next, can_pass }) => next.is_none() || !can_pass,
        Some(Choice::Ribs { .. }) => view.my_hand().len() <= 2,
        Some(Choice::Play { fold }) => view.my_hand().len() <= 2 && fold.is_err(),
    }
}

#[cfg(test)]
mod tests {
    use super::report::Clustered;
    use super::*;

    fn args(seats: &str, hands: Option<u64>, matches: Option<u64>) -> SimArgs {
        SimArgs {
            game: crate::cli::GameArg {
                game: crate::games::GameKind::Ribs,
            },
            players: None,
            hands,
            matches,
            seed: 3,
            options: "target=1".to_string(),
            seats: seats.split(',').map(str::to_string).collect(),
            threads: 2,
            json: true,
        }
    }

    #[test]
    fn mixed_seats_rotate_through_every_seat_on_the_same_deals() {
        let report = run(&args("normal,random,random,random", Some(8), None)).unwrap();
        assert!(report.rotated);
        assert_eq!(report.hands, 8);
        let normal = &report.policies[0];
        assert_eq!((normal.policy.as_str(), normal.seats), ("normal", 1));
        assert_eq!(normal.hands, 8, "one seat in each of 8 hands");
        assert_eq!(report.policies[1].hands, 24);
        assert_eq!(report.illegal_actions + report.invariant_violations, 0);
        assert!(normal.decisions > 0);
    }

    #[test]
    fn matches_count_one_winner_each_and_the_same_run_whatever_the_threads() {
        let mut a = args("easy,normal,random,random", None, Some(8));
        let one = run(&a).unwrap();
        a.threads = 1;
        let two = run(&a).unwrap();
        assert_eq!(one.matches, Some(8));
        let wins: u64 = one.policies.iter().map(|p| p.match_wins).sum();
        assert_eq!(wins, 8, "one winner per match");
        for (x, y) in one.policies.iter().zip(&two.policies) {
            assert_eq!((x.hand_wins, x.match_wins), (y.hand_wins, y.match_wins));
        }
        let share = one.policies[0].match_win_share.unwrap();
        let [lo, hi] = one.policies[0].match_win_ci95.unwrap();
        assert!(lo <= share && share <= hi);
    }

    #[test]
    fn a_share_from_independent_groups_has_the_binomial_interval() {
        let mut c = Clustered::default();
        for i in 0..1000 {
            c.group(f64::from(u8::from(i % 4 == 0)), 1.0);
        }
        let [lo, hi] = c.ci95();
        let se = (0.25f64 * 0.75 / 1000.0).sqrt();
        assert!((lo - (0.25 - 1.96 * se)).abs() < 1e-3, "{lo}");
        assert!((hi - (0.25 + 1.96 * se)).abs() < 1e-3, "{hi}");
    }

    #[test]
    fn a_table_that_is_not_four_to_ten_or_names_an_unknown_policy_is_refused() {
        assert!(run(&args("random,random,random", Some(1), None)).is_err());
        assert!(run(&args("random,random,random,wizard", Some(1), None)).is_err());
        let mut a = args("random,random,random,random", Some(1), None);
        a.players = Some(5);
        assert!(run(&a).is_err());
    }

    #[test]
    fn policy_specs_are_read_strictly() {
        for good in [
            "random",
            "easy",
            "normal",
            "hard",
            "hard:50",
            "hard:50/candidates=3/infer=0/cap=0",
        ] {
            assert!(policy_by_name(good, 1, 0).is_ok(), "{good}");
        }
        for bad in [
            "wizard",
            "hard:0",
            "hard:x",
            "hard:50/infer=banana",
            "hard:50/depth=3",
        ] {
            let e = policy_by_name(bad, 1, 0).err().map(|e| e.to_string());
            assert!(e.is_some_and(|e| e.contains(bad)), "{bad}");
        }
    }

    #[test]
    fn a_seat_list_of_the_wrong_size_names_the_flag_given() {
        let e = Plan::of(&args("hard", Some(4), None))
            .err()
            .unwrap()
            .to_string();
        assert!(e.contains("--seats names 1 policies"), "{e}");
    }
}
