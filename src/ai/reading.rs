//! What a seat can read from its view: the cards it cannot see, counted by rank, and the
//! probabilities the rule-based player reasons with.
//!
//! The rules compare ranks only, so the players think in **rank pairs**: the 36 unordered
//! pairs of the eight ranks (`A-K`, `Q-Q`, ...). A few fixed tables give each pair's value
//! and the outcome of any face-up pair against any ribs; the rest is counting.

use crate::games::ribs::{BeatRule, Card, CardSet, PerSeat, Rank, Seat, TRICKS, View};

/// Unordered rank pairs: `hi >= lo`, by rank index (0 = seven .. 7 = ace).
pub const PAIRS: usize = 36;

/// The index of the pair of ranks `a`, `b` (in either order).
#[inline]
pub fn pair_index(a: Rank, b: Rank) -> usize {
    let (hi, lo) = if a >= b { (a, b) } else { (b, a) };
    let (hi, lo) = (hi.index(), lo.index());
    hi * (hi + 1) / 2 + lo
}

/// The two ranks of pair `i`, high first.
#[inline]
pub fn pair_ranks(i: usize) -> [Rank; 2] {
    PAIR_RANKS[i]
}

/// Points of the two cards of pair `i`.
#[inline]
pub fn pair_value(i: usize) -> u32 {
    let [a, b] = PAIR_RANKS[i];
    a.value() + b.value()
}

static PAIR_RANKS: [[Rank; 2]; PAIRS] = {
    let mut out = [[Rank::Seven; 2]; PAIRS];
    let mut hi = 0;
    while hi < 8 {
        let mut lo = 0;
        while lo <= hi {
            out[hi * (hi + 1) / 2 + lo] = [Rank::from_index(hi), Rank::from_index(lo)];
            lo += 1;
        }
        hi += 1;
    }
    out
};

/// How a face-up pair fares against ribs (ignoring other players' cracks).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fate {
    Defeated,
    Beat,
    Crack,
}

/// `fate(rule, play, ribs)`: the fate of face-up pair `play` against ribs `ribs`.
#[inline]
pub fn fate(rule: BeatRule, play: usize, ribs: usize) -> Fate {
    match BUCKETS[rule_index(rule)][ribs][play] {
        CRACK => Fate::Crack,
        BEAT => Fate::Beat,
        _ => Fate::Defeated,
    }
}

/// Where a face-up pair lands against given ribs, as [`buckets`] sorts it: its value
/// `0..=4` when defeated, else [`BEAT`] or [`CRACK`].
pub const BEAT: u8 = 5;
pub const CRACK: u8 = 6;

/// For ribs `ribs`: the bucket of every face-up pair (see [`BEAT`]). Lets the players add
/// up what a random play is worth against the ribs in one pass without branches.
#[inline]
pub fn buckets(rule: BeatRule, ribs: usize) -> &'static [u8; PAIRS] {
    &BUCKETS[rule_index(rule)][ribs]
}

const fn rule_index(rule: BeatRule) -> usize {
    match rule {
        BeatRule::OneHigher => 0,
        BeatRule::BothHigher => 1,
    }
}

/// The rules of a trick's resolution (RULES.md) restated on rank indices so that the
/// table is built at compile time; a test checks it against the engine's own `judge`.
static BUCKETS: [[[u8; PAIRS]; PAIRS]; 2] = {
    let mut out = [[[0u8; PAIRS]; PAIRS]; 2];
    let mut rule = 0;
    while rule < 2 {
        let mut ribs = 0;
        while ribs < PAIRS {
            let (rhi, rlo) = (PAIR_RANKS[ribs][0] as u8, PAIR_RANKS[ribs][1] as u8);
            let mut play = 0;
            while play < PAIRS {
                let (hi, lo) = (PAIR_RANKS[play][0] as u8, PAIR_RANKS[play][1] as u8);
                let matches = hi == rhi || hi == rlo || lo == rhi || lo == rlo;
                let above = if rule == 0 { hi > rhi } else { lo > rhi };
                out[rule][ribs][play] = if play == ribs {
                    CRACK
                } else if !matches && above {
                    BEAT
                } else {
                    (PAIR_RANKS[play][0].value() + PAIR_RANKS[play][1].value()) as u8
                };
                play += 1;
            }
            ribs += 1;
        }
        rule += 1;
    }
    out
};

/// Cards counted by rank.
pub type Counts = [u32; 8];

pub fn counts(set: CardSet) -> Counts {
    set.rank_counts().map(u32::from)
}

/// The probability of each rank pair for two cards drawn at random from `counts`.
pub fn pair_odds(counts: &Counts) -> [f32; PAIRS] {
    let total: u32 = counts.iter().sum();
    let mut out = [0.0; PAIRS];
    if total < 2 {
        return out;
    }
    let ways = (total * (total - 1) / 2) as f32;
    for hi in 0..8 {
        for lo in 0..=hi {
            let n = if hi == lo {
                counts[hi] * counts[hi].saturating_sub(1) / 2
            } else {
                counts[hi] * counts[lo]
            };
            out[hi * (hi + 1) / 2 + lo] = n as f32 / ways;
        }
    }
    out
}

/// Pairs of cards from a pool by their value (0..=4 points), from how many cards of the
/// pool are worth 0 (aces), 1 (number cards) and 2 (court cards).
fn pairs_by_value(n: [u32; 3]) -> [u32; 5] {
    let two = |k: u32| k * k.saturating_sub(1) / 2;
    [
        two(n[0]),
        n[0] * n[1],
        two(n[1]) + n[0] * n[2],
        n[1] * n[2],
        two(n[2]),
    ]
}

/// How many cards of `counts` are worth 0, 1 and 2 points, among the ranks `keep` allows.
fn by_worth(counts: &Counts, keep: impl Fn(Rank) -> bool) -> [u32; 3] {
    let mut n = [0u32; 3];
    for r in Rank::ALL {
        if keep(r) {
            n[r.value() as usize] += counts[r.index()];
        }
    }
    n
}

/// What two cards drawn at random from `pool` do against ribs `ribs`: the distribution of
/// the value they leave defeated (an escape leaves 0), and the chance that they crack.
/// Counted by point value in a few steps rather than pair by pair: the computer players ask
/// this for every ribs they consider, on every decision.
pub fn against(rule: BeatRule, pool: &Counts, ribs: usize) -> ([f32; 5], f32) {
    let total: u32 = pool.iter().sum();
    if total < 2 {
        return ([1.0, 0.0, 0.0, 0.0, 0.0], 0.0);
    }
    let ways = (total * (total - 1) / 2) as f32;
    let [hi, lo] = pair_ranks(ribs);
    let all = pairs_by_value(by_worth(pool, |_| true));
    // Escapes: neither card matches a rib, and one card (or both, by the rule) is above
    // the higher rib.
    let clear = |r: Rank| r != hi && r != lo;
    let escapes = match rule {
        BeatRule::OneHigher => {
            let clear_all = pairs_by_value(by_worth(pool, clear));
            let clear_low = pairs_by_value(by_worth(pool, |r| clear(r) && r < hi));
            std::array::from_fn::<u32, 5, _>(|v| clear_all[v] - clear_low[v])
        }
        BeatRule::BothHigher => pairs_by_value(by_worth(pool, |r| r > hi)),
    };
    let cracks = if hi == lo {
        pool[hi.index()] * pool[hi.index()].saturating_sub(1) / 2
    } else {
        pool[hi.index()] * pool[lo.index()]
    };
    let crack_value = pair_value(ribs) as usize;
    let mut dist = [0.0f32; 5];
    let mut escaped = 0;
    for v in 0..5 {
        let cracked = if v == crack_value { cracks } else { 0 };
        dist[v] = (all[v] - escapes[v] - cracked) as f32 / ways;
        escaped += escapes[v];
    }
    dist[0] += escaped as f32 / ways;
    (dist, cracks as f32 / ways)
}

/// The chance that `k` cards drawn from `total` cards, `special` of them of one kind,
/// include none of that kind.
pub fn none_of(total: u32, special: u32, k: u32) -> f32 {
    let mut p = 1.0f32;
    for i in 0..k.min(total) {
        let left = total - i;
        let plain = total.saturating_sub(special).saturating_sub(i);
        p *= plain as f32 / left as f32;
    }
    p
}

/// The distinct rank pairs a hand can play, each with the two cards that play it (lowest
/// copies), in no particular order.
pub fn playable_pairs(hand: CardSet) -> Vec<(usize, [Card; 2])> {
    let mut out = Vec::with_capacity(28);
    for hi in Rank::ALL {
        let Some(first) = hand.lowest_of(hi) else {
            continue;
        };
        for lo in Rank::ALL.into_iter().filter(|r| *r <= hi) {
            let second = if lo == hi {
                let mut rest = hand;
                rest.remove(first);
                rest.lowest_of(hi)
            } else {
                hand.lowest_of(lo)
            };
            if let Some(second) = second {
                out.push((pair_index(hi, lo), [first, second]));
            }
        }
    }
    out
}

/// A seat's reading of the table, computed once per decision.
#[derive(Clone, Debug)]
pub struct Reading {
    /// The reader's seat.
    pub me: Seat,
    pub seats: u8,
    pub hand: CardSet,
    /// The viewer's cards by rank.
    pub mine: Counts,
    /// The cards the viewer cannot see, by rank.
    pub unseen: Counts,
    pub unseen_total: u32,
    /// Tricks still to come after the current one.
    pub tricks_after: u8,
    pub rule: BeatRule,
    /// Cards each seat holds.
    pub held: PerSeat<u32>,
    /// Seats that may still fold in this trick, one bit each.
    may_fold: u16,
}

impl Reading {
    pub fn of(view: &View<'_>) -> Reading {
        let unseen = view.unseen();
        let hand = view.my_hand();
        let may_fold = Seat::all(view.seats()).fold(0u16, |bits, s| {
            bits | (u16::from(view.fold_allowed(s).is_ok()) << s.0)
        });
        Reading {
            me: view.seat().unwrap_or(Seat(0)),
            held: view.cards_held(),
            may_fold,
            seats: view.seats(),
            hand,
            mine: counts(hand),
            unseen: counts(unseen),
            unseen_total: unseen.len(),
            tricks_after: (TRICKS - 1).saturating_sub(view.trick()),
            rule: view.options().beat_rule(),
        }
    }

    /// The reading of a player `me` who holds `hand`, cannot see `unseen`, in trick
    /// `trick` of a table with `rule`, where every seat holds `held` cards and `may_fold`
    /// tells who may still fold: for a player's knowledge at an earlier moment, which no
    /// view shows any more.
    #[allow(clippy::too_many_arguments)]
    pub fn at(
        me: Seat,
        hand: CardSet,
        unseen: CardSet,
        trick: u8,
        rule: BeatRule,
        held: PerSeat<u32>,
        may_fold: PerSeat<bool>,
    ) -> Reading {
        Reading {
            me,
            seats: held.len() as u8,
            hand,
            mine: counts(hand),
            unseen: counts(unseen),
            unseen_total: unseen.len(),
            tricks_after: (TRICKS - 1).saturating_sub(trick),
            rule,
            held,
            may_fold: may_fold
                .iter()
                .fold(0u16, |bits, (s, f)| bits | (u16::from(*f) << s.0)),
        }
    }

    /// Whether `seat` may fold in this trick (folding on, not the face-up last trick, and
    /// not folded yet this hand).
    #[inline]
    pub fn may_fold(&self, seat: Seat) -> bool {
        self.may_fold >> seat.0 & 1 == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rank_pair_has_one_index_and_its_value() {
        let mut seen = [false; PAIRS];
        for a in Rank::ALL {
            for b in Rank::ALL {
                let i = pair_index(a, b);
                assert_eq!(i, pair_index(b, a));
                let [hi, lo] = pair_ranks(i);
                assert!((hi == a && lo == b) || (hi == b && lo == a));
                assert_eq!(pair_value(i), a.value() + b.value());
                seen[i] = true;
            }
        }
        assert!(seen.iter().all(|s| *s));
    }

    #[test]
    fn fates_follow_the_rules_examples() {
        let p = |a, b| pair_index(a, b);
        let ribs = p(Rank::Queen, Rank::Nine);
        let rule = BeatRule::OneHigher;
        assert_eq!(fate(rule, p(Rank::King, Rank::Seven), ribs), Fate::Beat);
        assert_eq!(fate(rule, p(Rank::King, Rank::Nine), ribs), Fate::Defeated);
        assert_eq!(fate(rule, p(Rank::Nine, Rank::Queen), ribs), Fate::Crack);
        let both = BeatRule::BothHigher;
        assert_eq!(fate(both, p(Rank::King, Rank::Seven), ribs), Fate::Defeated);
        assert_eq!(fate(both, p(Rank::Ace, Rank::King), ribs), Fate::Beat);
    }

    #[test]
    fn the_fate_table_agrees_with_the_engine() {
        use crate::games::ribs::{Outcome, trick::judge};
        for rule in [BeatRule::OneHigher, BeatRule::BothHigher] {
            for play in 0..PAIRS {
                for ribs in 0..PAIRS {
                    let [a, b] = pair_ranks(play);
                    let cards = [Card::new(a, 0), Card::new(b, 1)];
                    let expected = if play == ribs {
                        Fate::Crack
                    } else if judge(cards, pair_ranks(ribs), rule) == Outcome::Beat {
                        Fate::Beat
                    } else {
                        Fate::Defeated
                    };
                    assert_eq!(fate(rule, play, ribs), expected, "{a}-{b} vs {ribs}");
                }
            }
        }
    }

    #[test]
    fn counting_by_value_agrees_with_counting_pair_by_pair() {
        let mut rng =
            crate::games::ribs::deal::rng_for(4, crate::games::ribs::deal::Stream::Play, 0);
        for _ in 0..300 {
            let pool: Counts =
                std::array::from_fn(|_| crate::games::ribs::deal::below(&mut rng, 6));
            for rule in [BeatRule::OneHigher, BeatRule::BothHigher] {
                for ribs in 0..PAIRS {
                    let odds = pair_odds(&pool);
                    let mut dist = [0.0f32; 5];
                    let mut crack = 0.0;
                    for (play, p) in odds.iter().enumerate() {
                        match fate(rule, play, ribs) {
                            Fate::Crack => crack += p,
                            Fate::Beat => dist[0] += p,
                            Fate::Defeated => dist[pair_value(play) as usize] += p,
                        }
                    }
                    let (fast, fast_crack) = against(rule, &pool, ribs);
                    assert!((fast_crack - crack).abs() < 1e-5);
                    for v in 0..5 {
                        assert!((fast[v] - dist[v]).abs() < 1e-5, "{pool:?} {ribs} {v}");
                    }
                }
            }
        }
    }

    #[test]
    fn pair_odds_add_up_to_one() {
        let counts = [4, 4, 4, 4, 3, 2, 1, 2];
        let total: f32 = pair_odds(&counts).iter().sum();
        assert!((total - 1.0).abs() < 1e-5);
        assert!((none_of(24, 4, 8) - 125_970.0 / 735_471.0).abs() < 1e-5);
    }

    #[test]
    fn playable_pairs_list_each_rank_pair_once_with_held_cards() {
        let hand: CardSet = [
            Card::new(Rank::Ace, 0),
            Card::new(Rank::Ace, 2),
            Card::new(Rank::King, 1),
            Card::new(Rank::Seven, 3),
        ]
        .into_iter()
        .collect();
        let pairs = playable_pairs(hand);
        // A-A, A-K, A-7, K-7: four rank pairs (no K-K, no 7-7).
        assert_eq!(pairs.len(), 4);
        for (i, [a, b]) in pairs {
            assert_ne!(a, b);
            assert!(hand.contains(a) && hand.contains(b));
            assert_eq!(i, pair_index(a.rank, b.rank));
        }
    }
}
