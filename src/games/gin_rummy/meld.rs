//! Melds and deadwood: what a card counts, which cards form a set or a run (ace low), a
//! hand's least-deadwood arrangement, and which cards lay off on a knocker's melds.
//!
//! Everything works on [`CardSet`] words: a suit's ranks are 13 bits, turned here so that
//! the ace is the lowest bit ([`low_ranks`]), and a run is a block of set bits in them.

use std::fmt;

use serde::ser::SerializeSeq;
use serde::{Serialize, Serializer};

use crate::cards::{Card, CardSet, Rank, Suit};

/// The most melds ten or eleven cards hold (each meld is 3 cards or more).
pub const MAX_MELDS: usize = 3;

/// What a card counts as deadwood: ace 1, two to ten their pips, court cards 10.
#[inline]
pub const fn value(card: Card) -> u8 {
    match card.rank {
        Rank::Ace => 1,
        Rank::Jack | Rank::Queen | Rank::King => 10,
        rank => rank.value(),
    }
}

/// The count of a set of cards: the sum of their values.
#[inline]
pub fn count(cards: CardSet) -> u8 {
    cards.iter().map(value).sum()
}

/// A card's place in a suit with the ace low: ace 0, two 1, …, king 12.
#[inline]
pub const fn low_place(rank: Rank) -> u32 {
    (rank.index() as u32 + 1) % 13
}

/// The ranks of `cards` in `suit` as 13 bits with the ace low (bit [`low_place`]).
#[inline]
pub const fn low_ranks(cards: CardSet, suit: Suit) -> u16 {
    let bits = cards.ranks_in(suit);
    ((bits << 1) | (bits >> 12)) & 0x1FFF
}

/// The cards of `suit` whose ace-low places are the bits of `low`.
#[inline]
fn from_low(low: u16, suit: Suit) -> CardSet {
    let high = ((low >> 1) | (low << 12)) & 0x1FFF;
    CardSet::from_bits(u64::from(high) << (13 * suit.index() as u32)).unwrap_or_default()
}

/// What kind of meld a set of cards is, if any: 3 or 4 of a rank, or 3 or more of a suit
/// in sequence, ace low.
pub fn kind(meld: CardSet) -> Option<MeldKind> {
    let len = meld.len();
    if len < 3 {
        return None;
    }
    let first = meld.first()?;
    if meld.is_subset(CardSet::of_rank(first.rank)) {
        return Some(MeldKind::Set);
    }
    if !meld.is_subset(CardSet::of_suit(first.suit)) {
        return None;
    }
    let low = low_ranks(meld, first.suit);
    // One block of set bits: shifted to bit 0 it is 2^len − 1.
    let block = low >> low.trailing_zeros();
    (u32::from(block) == (1 << len) - 1).then_some(MeldKind::Run)
}

/// Whether a set of cards is one meld.
#[inline]
pub fn is_meld(cards: CardSet) -> bool {
    kind(cards).is_some()
}

/// A set (same rank) or a run (same suit in sequence).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MeldKind {
    Set,
    Run,
}

/// Melds as declared, in order: at most [`MAX_MELDS`], a plain `Copy` value (an action
/// carries it). Serializes as a list of lists of codes, each sorted by rank then suit.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Melds {
    list: [CardSet; MAX_MELDS],
    len: u8,
}

impl Melds {
    pub const NONE: Melds = Melds {
        list: [CardSet::EMPTY; MAX_MELDS],
        len: 0,
    };

    /// Melds from a list; `None` when there are more than [`MAX_MELDS`] (more than ten
    /// cards could hold).
    pub fn from_slice(melds: &[CardSet]) -> Option<Melds> {
        if melds.len() > MAX_MELDS {
            return None;
        }
        let mut out = Melds::NONE;
        for &meld in melds {
            out.push(meld);
        }
        Some(out)
    }

    fn push(&mut self, meld: CardSet) {
        self.list[usize::from(self.len)] = meld;
        self.len += 1;
    }

    pub fn as_slice(&self) -> &[CardSet] {
        &self.list[..usize::from(self.len)]
    }

    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Every card of every meld.
    pub fn cards(&self) -> CardSet {
        self.as_slice()
            .iter()
            .fold(CardSet::EMPTY, |all, &m| all | m)
    }

    /// Checks the melds as a hand's declaration: each a meld, each card held, none twice.
    ///
    /// # Errors
    /// The first fault, with the meld's index.
    pub fn check_in(&self, held: CardSet) -> Result<(), MeldFault> {
        let mut used = CardSet::EMPTY;
        for (index, &meld) in self.as_slice().iter().enumerate() {
            if let Some(card) = (meld - held).first() {
                return Err(MeldFault::NotHeld { index, card });
            }
            if let Some(card) = (meld & used).first() {
                return Err(MeldFault::Twice { index, card });
            }
            if !is_meld(meld) {
                return Err(MeldFault::NotAMeld { index });
            }
            used = used | meld;
        }
        Ok(())
    }
}

impl fmt::Debug for Melds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl Serialize for Melds {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(self.len()))?;
        for &meld in self.as_slice() {
            seq.serialize_element(&sorted_codes(meld))?;
        }
        seq.end()
    }
}

impl<'de> serde::Deserialize<'de> for Melds {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Melds, D::Error> {
        let list = Vec::<CardSet>::deserialize(d)?;
        Melds::from_slice(&list).ok_or_else(|| serde::de::Error::custom("more than 3 melds"))
    }
}

/// Cards in the order the rules file writes them: by rank (ace low) then suit, s h d c.
pub fn sorted(cards: CardSet) -> Vec<Card> {
    let mut list = cards.to_vec();
    list.sort_by_key(|c| (low_place(c.rank), 3 - c.suit.index()));
    list
}

/// [`sorted`] as codes.
pub fn sorted_codes(cards: CardSet) -> Vec<String> {
    sorted(cards).into_iter().map(Card::code).collect()
}

/// Cards written as one word (the notation of a front end's move code, a typed meld): each card's code run together (`2s3s10s`), read back by its
/// suit letter closing each card.
pub fn cards_code(cards: CardSet) -> String {
    cards.iter().map(Card::code).collect()
}

pub fn cards_of(code: &str) -> Option<CardSet> {
    let mut set = CardSet::EMPTY;
    let mut start = 0;
    for (i, b) in code.bytes().enumerate() {
        if matches!(b, b's' | b'h' | b'd' | b'c') {
            let card: Card = code.get(start..=i)?.parse().ok()?;
            if !set.insert(card) {
                return None;
            }
            start = i + 1;
        }
    }
    (start == code.len()).then_some(set)
}

/// Melds in a move code: each meld's cards, melds joined by `-` (empty: none).
pub fn melds_code(melds: &Melds) -> String {
    melds
        .as_slice()
        .iter()
        .map(|&m| cards_code(m))
        .collect::<Vec<_>>()
        .join("-")
}

pub fn melds_of(code: &str) -> Option<Melds> {
    if code.is_empty() {
        return Some(Melds::NONE);
    }
    let list = code
        .split('-')
        .map(|m| cards_of(m).filter(|s| !s.is_empty()))
        .collect::<Option<Vec<CardSet>>>()?;
    Melds::from_slice(&list)
}

/// Why a declaration of melds is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MeldFault {
    /// Meld `index` is neither a set nor a run.
    NotAMeld { index: usize },
    /// Meld `index` has a card its declarer does not hold.
    NotHeld { index: usize, card: Card },
    /// Meld `index` has a card an earlier meld already used.
    Twice { index: usize, card: Card },
}

/// Every meld that can be made from `hand`: each set of 3 or 4 (and each 3 of a 4), and
/// each run of 3 or more inside a longer one. At most a few dozen for 11 cards.
pub fn candidates(hand: CardSet, out: &mut Vec<CardSet>) {
    out.clear();
    for rank in Rank::ALL {
        let same = hand & CardSet::of_rank(rank);
        match same.len() {
            3 => out.push(same),
            4 => {
                out.push(same);
                for card in same {
                    out.push(same - CardSet::of(card));
                }
            }
            _ => {}
        }
    }
    for suit in Suit::ALL {
        let low = low_ranks(hand, suit);
        for start in 0..13u32 {
            let mut end = start;
            while end < 13 && low >> end & 1 == 1 {
                end += 1;
                if end - start >= 3 {
                    let block = ((1u32 << (end - start)) - 1) << start;
                    out.push(from_low(block as u16, suit));
                }
            }
        }
    }
}

/// A hand's least-deadwood arrangement: its melds and its deadwood.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Arrangement {
    pub melds: Melds,
    pub deadwood: CardSet,
    pub count: u8,
}

/// The arrangement of `hand` with the least deadwood (of equal ones, the first found).
pub fn best(hand: CardSet) -> Arrangement {
    let mut cands = Vec::with_capacity(32);
    candidates(hand, &mut cands);
    let meldable = cands.iter().fold(CardSet::EMPTY, |all, &m| all | m);
    let mut search = Search {
        cands: &cands,
        best_value: 0,
        best: Melds::NONE,
        current: Melds::NONE,
    };
    search.run(meldable, 0);
    let deadwood = hand - search.best.cards();
    Arrangement {
        melds: search.best,
        deadwood,
        count: count(deadwood),
    }
}

/// The least deadwood count of `hand` (what [`best`] finds, without the melds).
pub fn least_count(hand: CardSet) -> u8 {
    best(hand).count
}

/// A depth-first search over disjoint melds: the lowest meldable card left is either
/// deadwood or in one of the candidates that hold it.
struct Search<'a> {
    cands: &'a [CardSet],
    best_value: u32,
    best: Melds,
    current: Melds,
}

impl Search<'_> {
    fn run(&mut self, left: CardSet, value: u32) {
        let Some(card) = left.first() else {
            if value > self.best_value || (value == self.best_value && self.best.is_empty()) {
                self.best_value = value;
                self.best = self.current;
            }
            return;
        };
        // An upper bound: every card left melded.
        if value + u32::from(count(left)) <= self.best_value && !self.best.is_empty() {
            return;
        }
        for &meld in self.cands {
            if meld.contains(card) && meld.is_subset(left) && self.current.len() < MAX_MELDS {
                let saved = self.current;
                self.current.push(meld);
                self.run(left - meld, value + u32::from(count(meld)));
                self.current = saved;
            }
        }
        self.run(left - CardSet::of(card), value);
    }
}

/// Visits every arrangement of `hand` (each choice of disjoint melds, none included).
pub fn each_arrangement(hand: CardSet, visit: &mut dyn FnMut(Melds)) {
    let mut cands = Vec::with_capacity(32);
    candidates(hand, &mut cands);
    let meldable = cands.iter().fold(CardSet::EMPTY, |all, &m| all | m);
    walk(&cands, meldable, Melds::NONE, visit);
}

fn walk(cands: &[CardSet], left: CardSet, current: Melds, visit: &mut dyn FnMut(Melds)) {
    let Some(card) = left.first() else {
        visit(current);
        return;
    };
    for &meld in cands {
        if meld.contains(card) && meld.is_subset(left) && current.len() < MAX_MELDS {
            let mut next = current;
            next.push(meld);
            walk(cands, left - meld, next, visit);
        }
    }
    walk(cands, left - CardSet::of(card), current, visit);
}

/// Every arrangement of `hand` worth declaring, least deadwood first (of equal counts,
/// fewer melds first): those its deadwood cannot add to, neither by a meld of its own
/// nor by a card extending one of its melds. What a player chooses from when the best
/// arrangement is not the one they want (a knocker limiting lay-offs, for one).
pub fn arrangements(hand: CardSet) -> Vec<Arrangement> {
    let mut cands = Vec::with_capacity(32);
    candidates(hand, &mut cands);
    let mut out = Vec::new();
    each_arrangement(hand, &mut |melds| {
        let deadwood = hand - melds.cards();
        let grows = cands.iter().any(|&m| m.is_subset(deadwood))
            || !laid_off(&melds, deadwood).is_empty();
        if !grows {
            out.push(Arrangement {
                melds,
                deadwood,
                count: count(deadwood),
            });
        }
    });
    out.sort_by_key(|a| (a.count, a.melds.len()));
    out
}

/// The spread of `hand` against a knock's melds with the least deadwood: every
/// arrangement of its melds tried, each with all it can lay off (nothing on `gin`).
pub fn best_spread(hand: CardSet, knock: &Melds, gin: bool) -> (Melds, CardSet) {
    let mut best = (u8::MAX, Melds::NONE, CardSet::EMPTY);
    each_arrangement(hand, &mut |melds| {
        let left = hand - melds.cards();
        let lay = if gin {
            CardSet::EMPTY
        } else {
            laid_off(knock, left)
        };
        let count = count(left - lay);
        if count < best.0 {
            best = (count, melds, lay);
        }
    });
    (best.1, best.2)
}

/// The cards of `offered` that lay off on `melds` together: runs extended at either end,
/// the cards laid off extending them further, then the fourth card of a set of three.
/// Runs go first: a card that fits both a run and a set may let more cards follow on the
/// run, and a set takes only that one card anyway.
pub fn laid_off(melds: &Melds, offered: CardSet) -> CardSet {
    let mut placed = CardSet::EMPTY;
    for &meld in melds.as_slice() {
        if kind(meld) != Some(MeldKind::Run) {
            continue;
        }
        let Some(first) = meld.first() else { continue };
        let suit = first.suit;
        let mut run = low_ranks(meld, suit);
        let free = low_ranks(offered - placed, suit);
        loop {
            let grown = (run | (run << 1) | (run >> 1)) & 0x1FFF & (run | free);
            if grown == run {
                break;
            }
            run = grown;
        }
        placed = placed | (from_low(run, suit) - meld);
    }
    for &meld in melds.as_slice() {
        if kind(meld) == Some(MeldKind::Set) && meld.len() == 3 {
            let Some(first) = meld.first() else { continue };
            let fourth = CardSet::of_rank(first.rank) - meld;
            placed = placed | (fourth & (offered - placed));
        }
    }
    placed
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(codes: &[&str]) -> CardSet {
        codes.iter().map(|c| c.parse::<Card>().unwrap()).collect()
    }

    #[test]
    fn values_count_the_ace_one_and_court_cards_ten() {
        assert_eq!(count(set(&["Ah", "10s", "Kd", "Jc", "Qh", "7c"])), 48);
    }

    #[test]
    fn the_ace_is_low_only() {
        assert!(is_meld(set(&["Ah", "2h", "3h"])));
        assert!(!is_meld(set(&["Qh", "Kh", "Ah"])));
        assert!(!is_meld(set(&["Kh", "Ah", "2h"])));
        assert!(is_meld(set(&["9c", "10c", "Jc", "Qc", "Kc"])));
        assert!(is_meld(set(&["7h", "7d", "7c", "7s"])));
        assert!(!is_meld(set(&["7h", "7d"])));
        assert!(!is_meld(set(&["7h", "8h", "10h"])));
        assert!(!is_meld(set(&["7h", "8h", "9d"])));
    }

    #[test]
    fn the_best_arrangement_may_split_a_set_from_a_run() {
        // 7♥ in the run 5-6-7♥ or the set of sevens: either way one card is left.
        let hand = set(&["5h", "6h", "7h", "7d", "7c", "7s", "Kc", "Kd", "Ks", "2c"]);
        let best = best(hand);
        assert_eq!(best.count, 2);
        assert_eq!(best.deadwood, set(&["2c"]));
    }

    #[test]
    fn arrangements_worth_declaring_are_the_maximal_ones_least_deadwood_first() {
        // 7♥ goes to the run or to the sevens; the sevens may also be 3 of 4 beside the run.
        let hand = set(&["5h", "6h", "7h", "7d", "7c", "7s", "Kc", "Kd", "Ks", "2c"]);
        let all = arrangements(hand);
        assert_eq!(all[0].count, 2);
        assert_eq!(all[0].melds.cards(), hand - set(&["2c"]));
        // Each is maximal: nothing left could form or extend a meld.
        for a in &all {
            let mut inside = Vec::new();
            candidates(a.deadwood, &mut inside);
            assert!(inside.is_empty(), "{a:?}");
            assert!(laid_off(&a.melds, a.deadwood).is_empty(), "{a:?}");
        }
        // The run 5-6-7♥ with 7♦ 7♣ 7♠, or the four sevens leaving 5♥ 6♥: both kept.
        assert!(all.iter().any(|a| a.deadwood == set(&["5h", "6h", "2c"])));
        // No arrangement drops the kings: they always form a set.
        assert!(all.iter().all(|a| set(&["Kc", "Kd", "Ks"]).is_subset(a.melds.cards())));
        let counts: Vec<u8> = all.iter().map(|a| a.count).collect();
        assert!(counts.windows(2).all(|w| w[0] <= w[1]));
        assert_eq!(all.first().map(|a| a.count), Some(best(hand).count));
    }

    #[test]
    fn run_lay_offs_chain_and_prefer_runs_to_sets() {
        let melds =
            Melds::from_slice(&[set(&["4h", "5h", "6h"]), set(&["7s", "7d", "7c"])]).unwrap();
        assert_eq!(laid_off(&melds, set(&["8h", "7h"])), set(&["8h", "7h"]));
        assert_eq!(laid_off(&melds, set(&["8h", "3d"])), CardSet::EMPTY);
        assert_eq!(
            laid_off(&melds, set(&["Ah", "2h", "3h"])),
            set(&["Ah", "2h", "3h"])
        );
    }
}
