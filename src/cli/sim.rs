//! `ribs sim`: computer players play many hands; statistics and the engine benchmark.

use std::time::Instant;

use anyhow::{Context, bail};
use clap::Args;
use serde::Serialize;

use crate::ai::{Policy, RandomPolicy, policy_rng};
use crate::game::deal::{Stream, rng_for};
use crate::game::{Hand, MAX_SEATS, MIN_SEATS, Options, Played, Seat, View};

#[derive(Debug, Args)]
pub struct SimArgs {
    /// Players at the table (4 to 10).
    #[arg(long, default_value_t = 4)]
    pub players: u8,
    /// Hands to play.
    #[arg(long, default_value_t = 100_000)]
    pub hands: u64,
    /// Seed of the deals and of the computer players' choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Table options, `key=value,...` (target, bid_step, beat_rule, folding,
    /// last_trick_face_up).
    #[arg(long, default_value = "")]
    pub options: String,
    /// The policy of each seat, comma-separated (default: random on every seat).
    #[arg(long, value_delimiter = ',')]
    pub seats: Vec<String>,
    /// Threads to spread the hands over (the speed goals are for one).
    #[arg(long, default_value_t = 1)]
    pub threads: u32,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
}

/// What a simulation measured.
#[derive(Clone, Debug, Default, Serialize)]
pub struct SimReport {
    pub players: u8,
    pub hands: u64,
    pub threads: u32,
    pub seed: u64,
    pub options: String,
    pub seconds: f64,
    pub hands_per_sec: f64,
    pub tricks: u64,
    /// Share of tricks whose bid was made (a cracked trick's bid is not made).
    pub bid_made_rate: f64,
    /// Share of tricks whose ribs were cracked.
    pub crack_rate: f64,
    /// Share of non-bidder plays that were folds.
    pub fold_rate: f64,
    /// Hands that broke an invariant (card conservation, values, one place per card).
    pub invariant_violations: u64,
    /// Actions a policy chose that the engine refused (always 0 for a correct policy).
    pub illegal_actions: u64,
    pub seats: Vec<SeatReport>,
}

#[derive(Clone, Debug, Default, Serialize)]
pub struct SeatReport {
    /// 1-based, as players count seats.
    pub seat: u8,
    pub policy: String,
    /// Hands this seat won (ties count as a win for every tied seat).
    pub hand_wins: u64,
    pub hand_win_share: f64,
    pub avg_points: f64,
}

/// Counts gathered by one thread.
#[derive(Clone, Debug, Default)]
struct Tally {
    hands: u64,
    tricks: u64,
    bids_made: u64,
    cracks: u64,
    plays: u64,
    folds: u64,
    violations: u64,
    illegal: u64,
    first_violation: Option<String>,
    hand_wins: [u64; MAX_SEATS as usize],
    points: [u64; MAX_SEATS as usize],
}

impl Tally {
    fn add(&mut self, other: &Tally) {
        self.hands += other.hands;
        self.tricks += other.tricks;
        self.bids_made += other.bids_made;
        self.cracks += other.cracks;
        self.plays += other.plays;
        self.folds += other.folds;
        self.violations += other.violations;
        self.illegal += other.illegal;
        if self.first_violation.is_none() {
            self.first_violation.clone_from(&other.first_violation);
        }
        for i in 0..MAX_SEATS as usize {
            self.hand_wins[i] += other.hand_wins[i];
            self.points[i] += other.points[i];
        }
    }
}

/// Builds the policy named `name` for a seat.
///
/// # Errors
/// When no policy has that name.
pub fn policy_by_name(name: &str, seed: u64, index: u64) -> anyhow::Result<Box<dyn Policy>> {
    match name {
        "random" => Ok(Box::new(RandomPolicy::new(seed, index))),
        other => bail!("unknown policy {other:?} (known: random)"),
    }
}

pub fn main(args: &SimArgs) -> anyhow::Result<()> {
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

/// Runs the simulation the arguments describe.
///
/// # Errors
/// On a bad player count, option, policy name or thread count.
pub fn run(args: &SimArgs) -> anyhow::Result<SimReport> {
    let n = args.players;
    if !(MIN_SEATS..=MAX_SEATS).contains(&n) {
        bail!("--players must be 4 to 10, not {n}");
    }
    let options: Options = args.options.parse().context("--options")?;
    let names: Vec<String> = if args.seats.is_empty() {
        vec!["random".to_string(); n.into()]
    } else if args.seats.len() == usize::from(n) {
        args.seats.clone()
    } else {
        bail!(
            "--seats names {} policies for {n} players",
            args.seats.len()
        );
    };
    for name in &names {
        policy_by_name(name, 0, 0)?;
    }
    let threads = args.threads.max(1);

    let started = Instant::now();
    let tallies: Vec<anyhow::Result<Tally>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let share = args.hands / u64::from(threads)
                    + u64::from(u64::from(t) < args.hands % u64::from(threads));
                let names = &names;
                scope.spawn(move || play_hands(options, n, names, args.seed, t, share))
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
    for tally in tallies {
        total.add(&tally?);
    }
    if let Some(first) = &total.first_violation {
        eprintln!("ribs sim: first invariant violation: {first}");
    }

    let hands = total.hands.max(1) as f64;
    let ratio = |a: u64, b: u64| if b == 0 { 0.0 } else { a as f64 / b as f64 };
    Ok(SimReport {
        players: n,
        hands: total.hands,
        threads,
        seed: args.seed,
        options: options.to_string(),
        seconds,
        hands_per_sec: total.hands as f64 / seconds.max(1e-9),
        tricks: total.tricks,
        bid_made_rate: ratio(total.bids_made, total.tricks),
        crack_rate: ratio(total.cracks, total.tricks),
        fold_rate: ratio(total.folds, total.plays),
        invariant_violations: total.violations,
        illegal_actions: total.illegal,
        seats: (0..n)
            .map(|s| SeatReport {
                seat: s + 1,
                policy: names[usize::from(s)].clone(),
                hand_wins: total.hand_wins[usize::from(s)],
                hand_win_share: total.hand_wins[usize::from(s)] as f64 / hands,
                avg_points: total.points[usize::from(s)] as f64 / hands,
            })
            .collect(),
    })
}

/// One thread's share of the hands: its own deal and policy streams, so a run is fixed by
/// the seed and the thread count.
fn play_hands(
    options: Options,
    n: u8,
    names: &[String],
    seed: u64,
    thread: u32,
    hands: u64,
) -> anyhow::Result<Tally> {
    let mut policies: Vec<Box<dyn Policy>> = names
        .iter()
        .enumerate()
        .map(|(s, name)| policy_by_name(name, seed, (u64::from(thread) << 8) | s as u64))
        .collect::<anyhow::Result<_>>()?;
    let mut deal_rng = rng_for(seed, Stream::Deal, thread.into());
    // With random play on every seat the engine's own playout plays the hand; otherwise
    // each seat's policy decides from its view.
    let all_random = names.iter().all(|name| name == "random");
    let mut playout_rng = policy_rng(seed, (u64::from(thread) << 8) | 0xFF);
    let mut tally = Tally::default();
    for h in 0..hands {
        let dealer = Seat((h % u64::from(n)) as u8);
        let mut hand = Hand::deal_with(options, n, dealer, h as u32, &mut deal_rng);
        if all_random {
            hand.playout(&mut playout_rng, &mut (), |_, _| {});
        }
        while let Some(seat) = hand.to_act() {
            let view = View::of_hand(&hand, Some(seat));
            let Some(action) = policies[seat.index()].decide(&view) else {
                tally.illegal += 1;
                break;
            };
            if hand.apply_to(seat, action, &mut ()).is_err() {
                tally.illegal += 1;
                break;
            }
        }
        if let Err(e) = hand.check_invariants() {
            tally.violations += 1;
            tally.first_violation.get_or_insert(e);
        }
        tally.hands += 1;
        for trick in hand.tricks() {
            tally.tricks += 1;
            tally.bids_made += u64::from(trick.bid_made);
            tally.cracks += u64::from(trick.cracked_by.is_some());
            for (_, play) in trick.plays_in_order() {
                tally.plays += 1;
                tally.folds += u64::from(matches!(play, Played::Folded(_)));
            }
        }
        let scores = hand.scores();
        let top = scores.as_slice().iter().copied().max().unwrap_or(0);
        for (seat, &score) in scores.iter() {
            tally.points[seat.index()] += u64::from(score);
            tally.hand_wins[seat.index()] += u64::from(score == top);
        }
    }
    Ok(tally)
}

fn print_report(r: &SimReport) {
    println!(
        "ribs sim: {} hands, {} players, {} thread(s), seed {}, options {}",
        r.hands, r.players, r.threads, r.seed, r.options
    );
    println!("  {:.3} s, {:.0} hands/s", r.seconds, r.hands_per_sec);
    println!(
        "  bids made in {:.1}% of tricks, ribs cracked in {:.1}%, {:.1}% of plays folded",
        100.0 * r.bid_made_rate,
        100.0 * r.crack_rate,
        100.0 * r.fold_rate
    );
    println!(
        "  invariant violations: {}, illegal actions: {}",
        r.invariant_violations, r.illegal_actions
    );
    println!(
        "  {:>4}  {:<10} {:>10} {:>7} {:>10}",
        "seat", "policy", "hand wins", "share", "avg points"
    );
    for s in &r.seats {
        println!(
            "  {:>4}  {:<10} {:>10} {:>6.1}% {:>10.2}",
            s.seat,
            s.policy,
            s.hand_wins,
            100.0 * s.hand_win_share,
            s.avg_points
        );
    }
}
