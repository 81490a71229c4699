//! What `ribs sim` reports: tallies per seat and per policy, shares with intervals that
//! count each group of rotated deals as one sample, and the printed report.

use serde::Serialize;

use super::{Plan, SimArgs};
use crate::games::ribs::{Hand, MAX_SEATS, PerSeat, Played};

/// What a simulation measured.
#[derive(Clone, Debug, Default, Serialize)]
pub struct SimReport {
    pub players: u8,
    pub hands: u64,
    /// Matches played (only with `--matches`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub matches: Option<u64>,
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
    /// Whether the policies were rotated through the seats (duplicate deals).
    pub rotated: bool,
    /// Per seat. With rotation every policy sat in every seat in turn, so these are the
    /// statistics of the seat, whoever played it (`policy` is then "rotated").
    pub seats: Vec<SeatReport>,
    /// Per policy, over every seat it played.
    pub policies: Vec<PolicyReport>,
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
    /// Matches this seat won (only with `--matches`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub match_wins: Option<u64>,
}

#[derive(Clone, Debug, Default, Serialize)]
pub struct PolicyReport {
    pub policy: String,
    /// How many seats it held at the table.
    pub seats: u32,
    /// Hands it played, counted once per seat it held.
    pub hands: u64,
    /// Hands it won (a tie counts as a win for every tied seat).
    pub hand_wins: u64,
    pub hand_win_share: f64,
    /// 95% confidence interval of `hand_win_share`, `[low, high]`.
    pub hand_win_ci95: [f64; 2],
    /// Matches it played, counted once per seat it held (0 without `--matches`).
    pub matches: u64,
    pub match_wins: u64,
    /// Share of its matches it won (`null` without `--matches`).
    pub match_win_share: Option<f64>,
    pub match_win_ci95: Option<[f64; 2]>,
    /// Average points per hand it played.
    pub avg_points: f64,
    /// Decisions timed: those with more than one legal action.
    pub decisions: u64,
    pub decision_ms_p50: f64,
    pub decision_ms_p99: f64,
    pub decision_ms_max: f64,
}

/// Counts of the games as a whole, gathered by one thread.
#[derive(Clone, Debug, Default)]
pub(super) struct Tally {
    pub(super) hands: u64,
    pub(super) matches: u64,
    pub(super) tricks: u64,
    pub(super) bids_made: u64,
    pub(super) cracks: u64,
    pub(super) plays: u64,
    pub(super) folds: u64,
    pub(super) violations: u64,
    pub(super) illegal: u64,
    pub(super) first_violation: Option<String>,
    pub(super) hand_wins: [u64; MAX_SEATS as usize],
    pub(super) points: [u64; MAX_SEATS as usize],
    pub(super) match_wins: [u64; MAX_SEATS as usize],
}

impl Tally {
    pub(super) fn add(&mut self, other: &Tally) {
        self.hands += other.hands;
        self.matches += other.matches;
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
            self.match_wins[i] += other.match_wins[i];
        }
    }

    /// Counts a finished hand: its tricks, its invariants, and its winners and points by
    /// seat. Returns each seat's (won, points).
    pub(super) fn hand(&mut self, hand: &Hand) -> PerSeat<(bool, u32)> {
        if let Err(e) = hand.check_invariants() {
            self.violations += 1;
            self.first_violation.get_or_insert(e);
        }
        self.hands += 1;
        for trick in hand.tricks() {
            self.tricks += 1;
            self.bids_made += u64::from(trick.bid_made);
            self.cracks += u64::from(trick.cracked_by.is_some());
            for (_, play) in trick.plays_in_order() {
                self.plays += 1;
                self.folds += u64::from(matches!(play, Played::Folded(_)));
            }
        }
        let (scores, leaders) = (hand.scores(), hand.leaders());
        PerSeat::from_fn(hand.seats(), |seat| {
            let (won, score) = (leaders[seat], scores[seat]);
            self.points[seat.index()] += u64::from(score);
            self.hand_wins[seat.index()] += u64::from(won);
            (won, score)
        })
    }
}

/// Sums for a share estimated from groups of games (ratio of wins to chances), enough for
/// its cluster-robust standard error: the groups are independent, the games in one group
/// are not.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Clustered {
    pub(super) groups: u64,
    pub(super) x: f64,
    pub(super) y: f64,
    pub(super) xx: f64,
    pub(super) xy: f64,
    pub(super) yy: f64,
}

impl Clustered {
    /// One group with `x` wins out of `y` chances.
    pub(super) fn group(&mut self, x: f64, y: f64) {
        if y == 0.0 {
            return;
        }
        self.groups += 1;
        self.x += x;
        self.y += y;
        self.xx += x * x;
        self.xy += x * y;
        self.yy += y * y;
    }

    pub(super) fn add(&mut self, o: &Clustered) {
        self.groups += o.groups;
        self.x += o.x;
        self.y += o.y;
        self.xx += o.xx;
        self.xy += o.xy;
        self.yy += o.yy;
    }

    pub(super) fn share(&self) -> f64 {
        if self.y == 0.0 { 0.0 } else { self.x / self.y }
    }

    /// The 95% interval `share ± 1.96 × SE`, with the ratio estimator's cluster-robust
    /// variance `G/(G-1) × Σ(x_g - p y_g)² / (Σ y_g)²`, clamped to `[0, 1]`.
    pub(super) fn ci95(&self) -> [f64; 2] {
        if self.groups < 2 {
            return [0.0, 1.0];
        }
        let p = self.share();
        let g = self.groups as f64;
        let spread = (self.xx - 2.0 * p * self.xy + p * p * self.yy).max(0.0);
        let se = (g / (g - 1.0) * spread).sqrt() / self.y;
        [(p - 1.96 * se).max(0.0), (p + 1.96 * se).min(1.0)]
    }
}

impl Clustered {
    /// The 95% interval of a mean (`x` a sum of values over `y` counts), like
    /// [`Clustered::ci95`] but not clamped to a share's `[0, 1]`.
    pub(super) fn mean_ci95(&self) -> [f64; 2] {
        if self.groups < 2 {
            return [f64::NEG_INFINITY, f64::INFINITY];
        }
        let p = self.share();
        let g = self.groups as f64;
        let spread = (self.xx - 2.0 * p * self.xy + p * p * self.yy).max(0.0);
        let se = (g / (g - 1.0) * spread).sqrt() / self.y;
        [p - 1.96 * se, p + 1.96 * se]
    }
}

/// What one policy did, gathered by one thread.
#[derive(Clone, Debug, Default)]
pub(super) struct PolicyTally {
    pub(super) seat_hands: u64,
    pub(super) hand_wins: u64,
    pub(super) points: u64,
    pub(super) seat_matches: u64,
    pub(super) match_wins: u64,
    pub(super) hand_share: Clustered,
    pub(super) match_share: Clustered,
    /// Microseconds per real decision.
    pub(super) times: Vec<u32>,
}

impl PolicyTally {
    pub(super) fn add(&mut self, o: &PolicyTally) {
        self.seat_hands += o.seat_hands;
        self.hand_wins += o.hand_wins;
        self.points += o.points;
        self.seat_matches += o.seat_matches;
        self.match_wins += o.match_wins;
        self.hand_share.add(&o.hand_share);
        self.match_share.add(&o.match_share);
        self.times.extend_from_slice(&o.times);
    }
}

pub(super) fn report(
    plan: &Plan,
    args: &SimArgs,
    threads: u32,
    seconds: f64,
    total: &Tally,
    per_policy: &mut [PolicyTally],
) -> SimReport {
    let n = plan.n;
    let hands = total.hands.max(1) as f64;
    let ratio = |a: u64, b: u64| if b == 0 { 0.0 } else { a as f64 / b as f64 };
    let rotated = plan.rotations > 1;
    SimReport {
        players: n,
        hands: total.hands,
        matches: plan.matches.then_some(total.matches),
        threads,
        seed: args.seed,
        options: plan.options.to_string(),
        seconds,
        hands_per_sec: total.hands as f64 / seconds.max(1e-9),
        tricks: total.tricks,
        bid_made_rate: ratio(total.bids_made, total.tricks),
        crack_rate: ratio(total.cracks, total.tricks),
        fold_rate: ratio(total.folds, total.plays),
        invariant_violations: total.violations,
        illegal_actions: total.illegal,
        rotated,
        seats: (0..n)
            .map(|s| SeatReport {
                seat: s + 1,
                policy: if rotated {
                    "rotated".to_string()
                } else {
                    plan.names[usize::from(s)].clone()
                },
                hand_wins: total.hand_wins[usize::from(s)],
                hand_win_share: total.hand_wins[usize::from(s)] as f64 / hands,
                avg_points: total.points[usize::from(s)] as f64 / hands,
                match_wins: plan.matches.then_some(total.match_wins[usize::from(s)]),
            })
            .collect(),
        policies: plan
            .distinct
            .iter()
            .zip(per_policy.iter_mut())
            .enumerate()
            .map(|(i, (name, t))| {
                t.times.sort_unstable();
                let quantile = |q: f64| {
                    if t.times.is_empty() {
                        return 0.0;
                    }
                    let k = ((t.times.len() - 1) as f64 * q).round() as usize;
                    f64::from(t.times[k]) / 1000.0
                };
                PolicyReport {
                    policy: name.clone(),
                    seats: plan.index_of.iter().filter(|&&j| j == i).count() as u32,
                    hands: t.seat_hands,
                    hand_wins: t.hand_wins,
                    hand_win_share: t.hand_share.share(),
                    hand_win_ci95: t.hand_share.ci95(),
                    matches: t.seat_matches,
                    match_wins: t.match_wins,
                    match_win_share: plan.matches.then(|| t.match_share.share()),
                    match_win_ci95: plan.matches.then(|| t.match_share.ci95()),
                    avg_points: ratio(t.points, t.seat_hands),
                    decisions: t.times.len() as u64,
                    decision_ms_p50: quantile(0.5),
                    decision_ms_p99: quantile(0.99),
                    decision_ms_max: quantile(1.0),
                }
            })
            .collect(),
    }
}

pub(super) fn print_report(r: &SimReport) {
    let what = match r.matches {
        Some(m) => format!("{m} matches ({} hands)", r.hands),
        None => format!("{} hands", r.hands),
    };
    println!(
        "ribs sim: {what}, {} players, {} thread(s), seed {}, options {}",
        r.players, r.threads, r.seed, r.options
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
    if r.rotated {
        println!("  (policies rotated through the seats; every deal played once per rotation)");
    }
    println!(
        "  {:<10} {:>5} {:>16} {:>16} {:>7} {:>18}",
        "policy", "seats", "hand-win share", "match-win share", "points", "decision ms p50/99"
    );
    for p in &r.policies {
        let hands = format!(
            "{:.1}% ±{:.1}",
            100.0 * p.hand_win_share,
            50.0 * (p.hand_win_ci95[1] - p.hand_win_ci95[0])
        );
        let matches = match (p.match_win_share, p.match_win_ci95) {
            (Some(s), Some([lo, hi])) => format!("{:.1}% ±{:.1}", 100.0 * s, 50.0 * (hi - lo)),
            _ => "-".to_string(),
        };
        let times = if p.decisions == 0 {
            "-".to_string()
        } else {
            format!("{:.2}/{:.2}", p.decision_ms_p50, p.decision_ms_p99)
        };
        println!(
            "  {:<10} {:>5} {:>16} {:>16} {:>7.2} {:>18}",
            p.policy, p.seats, hands, matches, p.avg_points, times
        );
    }
}
