//! What cards score, in the play and in the show: pure functions of the cards, used by the
//! engine, the referee's ruling and the computer players alike. Ace is low (A = 1 for the
//! count, and below the 2 in a run); J Q K count 10.

use serde::{Serialize, Serializer};

use crate::cards::{Card, CardSet, Rank, Suit};

/// The rank's place in a run, ace low: A = 1 .. K = 13.
#[inline]
pub const fn order(rank: Rank) -> u8 {
    match rank {
        Rank::Ace => 1,
        r => r as u8 + 2,
    }
}

/// What a card counts toward 15 and 31: A = 1, 2..10 their face, J Q K 10.
#[inline]
pub const fn pips(card: Card) -> u8 {
    let o = order(card.rank);
    if o > 10 { 10 } else { o }
}

/// Why points are scored: each the words the referee writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Why {
    /// A count of 15 (play) or a set of cards totalling 15 (show).
    Fifteen,
    /// Two cards of a rank.
    Pair,
    /// Three cards of a rank in a row (play).
    PairRoyal,
    /// Four cards of a rank in a row (play).
    DoublePairRoyal,
    /// A run of this many cards.
    Run(u8),
    /// A count of exactly 31.
    ThirtyOne,
    /// The last card of a sequence nobody else could add to.
    Go,
    /// The last card of the play.
    LastCard,
    /// A jack turned as the starter, to the dealer.
    HisHeels,
    /// Four or five cards of one suit in the show.
    Flush,
    /// The jack of the starter's suit in the show.
    HisNobs,
    /// A muggins owner's claim for a hand.
    Claim,
    /// An opponent's points for a claim that missed the true count.
    Muggins,
}

impl Why {
    /// The words of the referee's contract: "fifteen", "run of 3", "31", "his heels".
    pub fn words(self) -> String {
        match self {
            Why::Fifteen => "fifteen".into(),
            Why::Pair => "pair".into(),
            Why::PairRoyal => "pair royal".into(),
            Why::DoublePairRoyal => "double pair royal".into(),
            Why::Run(n) => format!("run of {n}"),
            Why::ThirtyOne => "31".into(),
            Why::Go => "go".into(),
            Why::LastCard => "last card".into(),
            Why::HisHeels => "his heels".into(),
            Why::Flush => "flush".into(),
            Why::HisNobs => "his nobs".into(),
            Why::Claim => "claim".into(),
            Why::Muggins => "muggins".into(),
        }
    }
}

impl Serialize for Why {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.words())
    }
}

/// One scoring combination: why, how much, and the cards that make it (none for a go).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Combo {
    pub why: Why,
    pub points: u8,
    pub cards: CardSet,
}

/// The points of the card just laid, the last of `sequence` (cards since the count was
/// last 0, in the order laid), whose count is `count`: fifteen, pairs, the longest run and
/// 31, each given to `f`.
pub fn pegging(sequence: &[Card], count: u8, mut f: impl FnMut(Combo)) {
    let Some(&last) = sequence.last() else {
        return;
    };
    let all = |cards: &[Card]| cards.iter().copied().collect::<CardSet>();
    if count == 15 {
        f(Combo {
            why: Why::Fifteen,
            points: 2,
            cards: all(sequence),
        });
    }
    let same = sequence
        .iter()
        .rev()
        .take_while(|c| c.rank == last.rank)
        .count();
    let pair = match same {
        2 => Some((Why::Pair, 2)),
        3 => Some((Why::PairRoyal, 6)),
        4 => Some((Why::DoublePairRoyal, 12)),
        _ => None,
    };
    if let Some((why, points)) = pair {
        let cards = all(&sequence[sequence.len() - same..]);
        f(Combo { why, points, cards });
    }
    if let Some(n) = run_at_end(sequence) {
        let cards = all(&sequence[sequence.len() - n..]);
        f(Combo {
            why: Why::Run(n as u8),
            points: n as u8,
            cards,
        });
    }
    if count == 31 {
        f(Combo {
            why: Why::ThirtyOne,
            points: 2,
            cards: all(sequence),
        });
    }
}

/// The longest N ≥ 3 such that the last N cards are N distinct ranks in a row.
fn run_at_end(sequence: &[Card]) -> Option<usize> {
    (3..=sequence.len()).rev().find(|&n| {
        let mut ranks = 0u16;
        let (mut low, mut high) = (u8::MAX, 0);
        for card in &sequence[sequence.len() - n..] {
            let o = order(card.rank);
            if ranks & (1 << o) != 0 {
                return false;
            }
            ranks |= 1 << o;
            low = low.min(o);
            high = high.max(o);
        }
        usize::from(high - low) + 1 == n
    })
}

/// Every combination of a hand (or crib, `crib`) of 4 shown with `starter`, each given to
/// `f`: fifteens, pairs, runs of the longest length, the flush, his nobs.
pub fn show(hand: CardSet, starter: Card, crib: bool, mut f: impl FnMut(Combo)) {
    let mut five = [starter; 5];
    for (slot, card) in five.iter_mut().zip(hand.iter()) {
        *slot = card;
    }
    let n = hand.len() as usize + 1;
    sets(&five[..n], &mut f);
    flush(hand, starter, crib, &mut f);
    let nob = Card::new(Rank::Jack, starter.suit);
    if hand.contains(nob) {
        f(Combo {
            why: Why::HisNobs,
            points: 1,
            cards: CardSet::of(nob),
        });
    }
}

/// What cards are worth alone, before the starter is known (fifteens, pairs, runs, a
/// four-card flush outside a crib): what a player weighs when laying away.
pub fn alone(cards: CardSet, crib: bool) -> u8 {
    let list: Vec<Card> = cards.iter().collect();
    let mut points = 0;
    sets(&list, &mut |c: Combo| points += c.points);
    let suited = cards
        .first()
        .is_some_and(|c| cards.in_suit(c.suit) == cards);
    if !crib && cards.len() == 4 && suited {
        points += 4;
    }
    points
}

/// The fifteens, pairs and longest runs among `cards`.
fn sets(cards: &[Card], f: &mut impl FnMut(Combo)) {
    let n = cards.len();
    let subset = |mask: u32| -> CardSet {
        (0..n)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| cards[i])
            .collect()
    };
    for mask in 1u32..(1 << n) {
        let total: u32 = (0..n)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| u32::from(pips(cards[i])))
            .sum();
        if total == 15 {
            f(Combo {
                why: Why::Fifteen,
                points: 2,
                cards: subset(mask),
            });
        }
        if mask.count_ones() == 2 {
            let (a, b) = (
                mask.trailing_zeros() as usize,
                31 - mask.leading_zeros() as usize,
            );
            if cards[a].rank == cards[b].rank {
                f(Combo {
                    why: Why::Pair,
                    points: 2,
                    cards: subset(mask),
                });
            }
        }
    }
    runs(cards, f);
}

/// Each set of cards forming a run of the longest length N ≥ 3 present.
fn runs(five: &[Card], f: &mut impl FnMut(Combo)) {
    let n = five.len();
    for len in (3..=n).rev() {
        let mut found = false;
        for mask in 1u32..(1 << n) {
            if mask.count_ones() as usize != len {
                continue;
            }
            let mut ranks = 0u16;
            let mut cards = CardSet::EMPTY;
            for (i, card) in five.iter().enumerate() {
                if mask & (1 << i) != 0 {
                    ranks |= 1 << order(card.rank);
                    cards.insert(*card);
                }
            }
            let low = ranks.trailing_zeros();
            if ranks.count_ones() as usize == len && ranks >> low == (1 << len) - 1 {
                found = true;
                f(Combo {
                    why: Why::Run(len as u8),
                    points: len as u8,
                    cards,
                });
            }
        }
        if found {
            return;
        }
    }
}

/// Four hand cards of a suit (not in a crib), or five with the starter.
fn flush(hand: CardSet, starter: Card, crib: bool, f: &mut impl FnMut(Combo)) {
    let Some(first) = hand.first() else {
        return;
    };
    let suit: Suit = first.suit;
    if hand.len() < 4 || hand.in_suit(suit) != hand {
        return;
    }
    if starter.suit == suit {
        f(Combo {
            why: Why::Flush,
            points: 5,
            cards: hand.union(CardSet::of(starter)),
        });
    } else if !crib {
        f(Combo {
            why: Why::Flush,
            points: 4,
            cards: hand,
        });
    }
}

/// The true count of a hand (or crib) with its starter.
pub fn show_points(hand: CardSet, starter: Card, crib: bool) -> u8 {
    let mut points = 0;
    show(hand, starter, crib, |combo| points += combo.points);
    points
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(codes: &str) -> Vec<Card> {
        codes.split(' ').map(|c| c.parse().unwrap()).collect()
    }

    fn set(codes: &str) -> CardSet {
        cards(codes).into_iter().collect()
    }

    fn counted(hand: &str, starter: &str, crib: bool) -> u8 {
        show_points(set(hand), starter.parse().unwrap(), crib)
    }

    #[test]
    fn the_perfect_hand_counts_29() {
        assert_eq!(counted("5c 5d 5h Js", "5s", false), 29);
    }

    #[test]
    fn a_double_run_counts_each_run_and_the_pair() {
        // 3 4 4 5 + K: runs 3-4-5 twice (6), pair (2), 4+K? no; 5+K fifteen (2).
        assert_eq!(counted("3c 4d 4h 5s", "Kc", false), 10);
    }

    #[test]
    fn a_crib_scores_only_the_five_card_flush() {
        assert_eq!(counted("2h 4h 6h 8h", "Kc", true), 0);
        assert_eq!(counted("2h 4h 6h 8h", "Kc", false), 4);
        assert_eq!(counted("2h 4h 6h 8h", "Kh", true), 5);
    }

    #[test]
    fn his_nobs_is_the_jack_of_the_starters_suit() {
        assert_eq!(counted("Jh 2c 4d 6s", "8h", false), 1);
        assert_eq!(counted("Jh 2c 4d 6s", "8c", false), 0);
    }

    #[test]
    fn ace_is_low_so_queen_king_ace_is_no_run() {
        assert_eq!(counted("Qc Kd Ah 2s", "9d", false), 0);
    }

    #[test]
    fn pegging_scores_the_pair_royal_and_runs_in_any_order() {
        let mut got = Vec::new();
        let seq = cards("4c 4d 4h");
        pegging(&seq, 12, |c| got.push((c.why, c.points)));
        assert_eq!(got, [(Why::PairRoyal, 6)]);
        got.clear();
        pegging(&cards("2c 4d 3h"), 9, |c| got.push((c.why, c.points)));
        assert_eq!(got, [(Why::Run(3), 3)]);
        got.clear();
        pegging(&cards("2c 3d 3h 4s"), 12, |c| got.push((c.why, c.points)));
        assert_eq!(got, [], "a repeated rank breaks a run");
    }
}
