//! Sets of cards of one deck (a hand, a trick, a pile whose order does not matter) as one
//! 64-bit word.

use std::fmt;
use std::ops::{BitAnd, BitOr, Not, Sub};

use serde::de::{SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::{Card, Rank, Suit};

/// A set of cards: bit [`Card::index`] (`13 × suit + rank`) of one `u64`, so each suit is a
/// run of 13 bits (clubs lowest) and bits 52..64 are always clear.
///
/// Copy-sized, and every operation is a few instructions: `len` is a popcount, a suit's
/// cards a mask, iteration walks the set bits. It iterates in [`Card`]'s order, suit by
/// suit (♣ ♦ ♥ ♠), two to ace within a suit. One deck only: a game with two packs (Crazy
/// Eights with many players) keeps a count or a list beside it.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

/// The 13 bits of the clubs; a suit's are these shifted by `13 × suit`.
const SUIT_MASK: u64 = (1 << 13) - 1;

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);
    /// The whole deck, 52 cards.
    pub const FULL: CardSet = CardSet((1 << 52) - 1);

    /// The raw word, for compact storage. [`CardSet::from_bits`] reads it back.
    #[inline]
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// The set whose bits are `bits`, if only the deck's 52 bits are set.
    #[inline]
    pub const fn from_bits(bits: u64) -> Option<CardSet> {
        if bits & !CardSet::FULL.0 == 0 {
            Some(CardSet(bits))
        } else {
            None
        }
    }

    /// The set of one card.
    #[inline]
    pub const fn of(card: Card) -> CardSet {
        CardSet(1 << card.index())
    }

    /// All 13 cards of a suit.
    #[inline]
    pub const fn of_suit(suit: Suit) -> CardSet {
        CardSet(SUIT_MASK << (13 * suit as u32))
    }

    /// The four cards of a rank.
    #[inline]
    pub const fn of_rank(rank: Rank) -> CardSet {
        // Bit `rank` of each suit's run of 13.
        const LANES: u64 = 1 | 1 << 13 | 1 << 26 | 1 << 39;
        CardSet(LANES << rank as u32)
    }

    /// Adds a card; false if it was already there.
    #[inline]
    pub fn insert(&mut self, card: Card) -> bool {
        let bit = 1u64 << card.index();
        let fresh = self.0 & bit == 0;
        self.0 |= bit;
        fresh
    }

    /// Removes a card; false if it was not there.
    #[inline]
    pub fn remove(&mut self, card: Card) -> bool {
        let bit = 1u64 << card.index();
        let held = self.0 & bit != 0;
        self.0 &= !bit;
        held
    }

    #[inline]
    pub const fn contains(self, card: Card) -> bool {
        self.0 >> card.index() & 1 == 1
    }

    /// The number of cards (a popcount).
    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    #[must_use]
    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    #[inline]
    #[must_use]
    pub const fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// The cards of `self` that are not in `other`.
    #[inline]
    #[must_use]
    pub const fn difference(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// The cards of the deck that are not in the set.
    #[inline]
    #[must_use]
    pub const fn complement(self) -> CardSet {
        CardSet(!self.0 & CardSet::FULL.0)
    }

    #[inline]
    pub const fn is_subset(self, other: CardSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// This set's cards of one suit.
    #[inline]
    #[must_use]
    pub const fn in_suit(self, suit: Suit) -> CardSet {
        self.intersection(CardSet::of_suit(suit))
    }

    /// The ranks this set holds in `suit`, as 13 bits (bit [`Rank::index`]): runs and
    /// sequences are shifts and masks on it.
    #[inline]
    pub const fn ranks_in(self, suit: Suit) -> u16 {
        (self.0 >> (13 * suit as u32) & SUIT_MASK) as u16
    }

    /// The lowest card in the set's order (the first [`CardSet::iter`] gives).
    #[inline]
    pub const fn first(self) -> Option<Card> {
        Card::from_index(self.0.trailing_zeros() as usize)
    }

    /// The highest card in the set's order (the last [`CardSet::iter`] gives).
    #[inline]
    pub const fn last(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Card::from_index(63 - self.0.leading_zeros() as usize)
        }
    }

    /// The `n`-th card in the set's order (to pick one uniformly), if `n < len`.
    pub fn nth(self, n: u32) -> Option<Card> {
        self.iter().nth(n as usize)
    }

    /// The cards in order: suit by suit (♣ ♦ ♥ ♠), two to ace.
    #[inline]
    pub const fn iter(self) -> Iter {
        Iter(self.0)
    }

    pub fn to_vec(self) -> Vec<Card> {
        self.iter().collect()
    }
}

/// The cards of a [`CardSet`], lowest first (from either end).
#[derive(Clone, Debug)]
pub struct Iter(u64);

impl Iterator for Iter {
    type Item = Card;

    #[inline]
    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Card::from_index(index)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.0.count_ones() as usize;
        (len, Some(len))
    }
}

impl DoubleEndedIterator for Iter {
    #[inline]
    fn next_back(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let index = 63 - self.0.leading_zeros() as usize;
        self.0 &= !(1 << index);
        Card::from_index(index)
    }
}

impl ExactSizeIterator for Iter {}
impl std::iter::FusedIterator for Iter {}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = Iter;

    fn into_iter(self) -> Iter {
        self.iter()
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(cards: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in cards {
            set.insert(card);
        }
        set
    }
}

impl From<Card> for CardSet {
    fn from(card: Card) -> CardSet {
        CardSet::of(card)
    }
}

impl BitOr for CardSet {
    type Output = CardSet;
    fn bitor(self, other: CardSet) -> CardSet {
        self.union(other)
    }
}

impl BitAnd for CardSet {
    type Output = CardSet;
    fn bitand(self, other: CardSet) -> CardSet {
        self.intersection(other)
    }
}

impl Sub for CardSet {
    type Output = CardSet;
    fn sub(self, other: CardSet) -> CardSet {
        self.difference(other)
    }
}

impl Not for CardSet {
    type Output = CardSet;
    fn not(self) -> CardSet {
        self.complement()
    }
}

impl fmt::Display for CardSet {
    /// The cards as a player reads them, in order: `2♣ Q♥ A♠`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, card) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{card}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(Card::code)).finish()
    }
}

impl Serialize for CardSet {
    /// A list of codes, in the set's order: `["2c","Qh","As"]`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for CardSet {
    /// A list of codes in any order, each card once (a card listed twice is an error: a
    /// deck holds one of each).
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<CardSet, D::Error> {
        d.deserialize_seq(SetVisitor)
    }
}

struct SetVisitor;

impl<'de> Visitor<'de> for SetVisitor {
    type Value = CardSet;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a list of card codes such as [\"Qh\", \"10s\"], each card once")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<CardSet, A::Error> {
        let mut set = CardSet::EMPTY;
        while let Some(card) = seq.next_element::<Card>()? {
            if !set.insert(card) {
                return Err(serde::de::Error::custom(format_args!(
                    "{} is listed twice",
                    card.code()
                )));
            }
        }
        Ok(set)
    }
}
