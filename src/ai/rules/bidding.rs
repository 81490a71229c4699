//! Ribs and bids: what the others will put on the table against each ribs, the chance the
//! defeated cards reach a bid, and the worth of being the bidder at each bid.

use super::*;

/// Largest sum of defeated values tracked; sums above it are lumped with it.
pub(super) const MAX_SUM: usize = 47;

/// A distribution of a sum of defeated values, capped at [`MAX_SUM`].
#[derive(Clone, Copy)]
pub(super) struct SumDist {
    p: [f32; MAX_SUM + 1],
    /// Highest index with mass.
    top: usize,
}

impl SumDist {
    pub(super) fn zero() -> SumDist {
        let mut p = [0.0; MAX_SUM + 1];
        p[0] = 1.0;
        SumDist { p, top: 0 }
    }

    /// Adds an independent contribution with distribution `c` over 0..=4 (in place, from
    /// the top down, so each sum reads only smaller sums not yet overwritten).
    pub(super) fn add(&mut self, c: &[f32; 5]) {
        let top = (self.top + 4).min(MAX_SUM);
        for s in (0..=top).rev() {
            let mut acc = 0.0;
            for (v, &pv) in c.iter().enumerate() {
                if v <= s && s - v <= self.top {
                    acc += self.p[s - v] * pv;
                }
            }
            self.p[s] = acc;
        }
        // Sums past the cap were dropped above; lump their mass into the cap.
        if self.top + 4 > MAX_SUM {
            let total: f32 = self.p[..=top].iter().sum();
            self.p[MAX_SUM] += (1.0 - total).max(0.0);
        }
        self.top = top;
    }

    pub(super) fn mean(&self) -> f32 {
        (0..=self.top).map(|s| s as f32 * self.p[s]).sum()
    }

    /// `P(sum >= k)` for every `k`, to look up many times.
    pub(super) fn tails(&self) -> Tails {
        let mut t = [0.0f32; MAX_SUM + 2];
        for k in (0..=self.top).rev() {
            t[k] = t[k + 1] + self.p[k];
        }
        Tails(t)
    }
}

/// `P(sum >= k)` of a [`SumDist`] by `k`.
pub(super) struct Tails([f32; MAX_SUM + 2]);

impl Tails {
    #[inline]
    pub(super) fn at_least(&self, k: i64) -> f32 {
        if k <= 0 {
            1.0
        } else {
            self.0[(k as usize).min(MAX_SUM + 1)]
        }
    }
}

/// A play's expected effect on a trick: the distribution of the defeated value it adds
/// (`0..=4`) and the chance that it cracks the ribs.
type Estimate = ([f32; 5], f32);

/// What one other player is expected to put against the ribs, from what a random pair
/// does (`base`, from [`against`]): a careful player (share `style.care`) plays the
/// cheapest of `draws` random pairs; one who may fold folds at `style.fold_rate`. Returns
/// the distribution of the defeated value (0 for an escape or a fold) and the chance of a
/// crack.
pub(super) fn contribution(style: &Temper, base: Estimate, draws: u32, may_fold: bool) -> Estimate {
    let (dist, crack) = base;
    let rest = (1.0 - crack).max(1e-6);
    // The cheapest of `draws` (given no crack): P(min <= v) = 1 - P(all > v).
    let mut careful = [0.0f32; 5];
    let (mut below, mut prev) = (0.0f32, 0.0f32);
    for v in 0..5 {
        below += dist[v] / rest;
        let above = (1.0 - below).clamp(0.0, 1.0);
        let mut all_above = above;
        for _ in 1..draws {
            all_above *= above;
        }
        let at_most = 1.0 - all_above;
        careful[v] = (at_most - prev).max(0.0) * rest;
        prev = at_most;
    }
    let fold = if may_fold { style.fold_rate } else { 0.0 };
    let mut out = [0.0f32; 5];
    for v in 0..5 {
        out[v] = (1.0 - fold) * (style.care * careful[v] + (1.0 - style.care) * dist[v]);
    }
    out[0] += fold;
    (out, (1.0 - fold) * crack)
}

/// How many pairs a careful player picks the cheapest from, holding `held` cards.
pub(super) fn draws_for(held: u32) -> u32 {
    (held / 2).max(1)
}

/// The counts with the two ranks of pair `i` taken out (as far as they are there).
pub(super) fn without_pair(counts: &Counts, i: usize) -> Counts {
    let mut out = *counts;
    for r in pair_ranks(i) {
        out[r.index()] = out[r.index()].saturating_sub(1);
    }
    out
}

/// Whether the player `reading` describes would raise to `bid` (being the bidder there is
/// worth more to it than letting the trick go). For the search player, to tell which deals
/// of the hidden cards agree with the raises and passes it saw; it stops at the first
/// ribs that justify the raise.
pub fn would_raise(style: &Temper, reading: &Reading, bid: u32) -> bool {
    let at = (bid as usize).min(MAX_SUM + 1);
    ribs_candidates(reading).any(|(i, _)| {
        bidder_worths(style, reading, i)[at] - keep_pair(style, reading, i) > style.pass_worth
    })
}

/// The ribs (as two cards of its hand) that the player `reading` describes lays at `bid`.
pub fn chosen_ribs(style: &Temper, reading: &Reading, bid: u32) -> Option<[Card; 2]> {
    let mut best: Option<([Card; 2], f32)> = None;
    for (action, worth) in ribs_options(style, reading, bid) {
        if let Action::Ribs(cards) = action
            && best.is_none_or(|(_, w)| worth > w)
        {
            best = Some((cards, worth));
        }
    }
    best.map(|(cards, _)| cards)
}

/// What the other players are expected to put against ribs `ribs` in all: the
/// distribution of the defeated value, and the chance that nobody cracks.
pub(super) fn against_all(style: &Temper, reading: &Reading, ribs: usize) -> (SumDist, f32) {
    let me = reading.me;
    let n = reading.seats;
    let base = against(reading.rule, &reading.unseen, ribs);
    let held = &reading.held;
    let mut sum = SumDist::zero();
    let mut no_crack = 1.0f32;
    // Seats alike in cards held and in the fold share one estimate.
    let mut last: Option<((u32, bool), Estimate)> = None;
    for k in 1..n {
        let seat = me.left(k, n);
        let key = (draws_for(held[seat]), reading.may_fold(seat));
        let (c, crack) = match last {
            Some((k, value)) if k == key => value,
            _ => {
                let value = contribution(style, base, key.0, key.1);
                last = Some((key, value));
                value
            }
        };
        sum.add(&c);
        no_crack *= 1.0 - crack;
    }
    (sum, no_crack)
}

/// As bidder with ribs `ribs`, the worth of the trick at every bid (points expected in,
/// less what a crack would hand a rival), before the cost of spending the ribs.
pub(super) fn bidder_worths(style: &Temper, reading: &Reading, ribs: usize) -> BidTable {
    let (sum, no_crack) = against_all(style, reading, ribs);
    let ribs_value = pair_value(ribs) as f32;
    let pot = ribs_value + sum.mean() + 1.0;
    let crack_cost = (1.0 - no_crack) * style.rivalry * pot;
    // From the top down: P(sum >= b) and E[sum; sum >= b].
    let mut out = [-crack_cost; MAX_SUM + 2];
    let (mut made, mut mean) = (0.0f32, 0.0f32);
    for b in (0..=sum.top).rev() {
        made += sum.p[b];
        mean += b as f32 * sum.p[b];
        out[b] = no_crack * (mean + made * ribs_value) - crack_cost;
    }
    out
}

/// The ribs the bidder may consider: those whose higher card is one of the hand's two
/// highest ranks (lower ribs let through whatever those would have stopped).
pub(super) fn ribs_candidates(reading: &Reading) -> impl Iterator<Item = (usize, [Card; 2])> {
    let mut ranks = Rank::ALL
        .into_iter()
        .filter(|r| reading.mine[r.index()] > 0);
    let (top, second) = (ranks.next(), ranks.next());
    playable_pairs(reading.hand)
        .into_iter()
        .filter(move |(i, _)| {
            let hi = Some(pair_ranks(*i)[0]);
            hi == top || hi == second
        })
}

/// The bidder's worth at every bid, with the best ribs for each.
pub(super) fn bid_table(style: &Temper, reading: &Reading) -> BidTable {
    let mut table = [f32::MIN; MAX_SUM + 2];
    for (i, _) in ribs_candidates(reading) {
        let spent = keep_pair(style, reading, i);
        for (best, worth) in table.iter_mut().zip(bidder_worths(style, reading, i)) {
            *best = best.max(worth - spent);
        }
    }
    table
}

pub(super) fn ribs_options(style: &Temper, reading: &Reading, bid: u32) -> Vec<(Action, f32)> {
    let at = (bid as usize).min(MAX_SUM + 1);
    ribs_candidates(reading)
        .map(|(i, cards)| {
            let worth = bidder_worths(style, reading, i)[at] - keep_pair(style, reading, i);
            (Action::Ribs(cards), worth)
        })
        .collect()
}
