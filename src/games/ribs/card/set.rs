//! Sets of cards: hands, capture piles, the discard pile, as two 64-bit words.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::{Card, CardName, MAX_COPIES, Rank};

/// A set of cards as a 128-bit mask in two words, 16 bits per rank (rank `r` at bits
/// `16r..16r+16`), one bit per copy: ranks 7 to 10 in the low word, J to A in the high one.
///
/// Copy-sized, and every operation is a few instructions (single-card operations touch one
/// word; 128-bit shifts would cost three times as much), so that hands, capture piles and
/// the discard pile cost nothing to clone or combine in simulations.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet {
    words: [u64; 2],
}

/// The bits of the court cards (K, Q, J), worth 2 points each: the high word's low 48 bits.
const COURT_BITS: u64 = 0xFFFF_FFFF_FFFF;

/// The word and bit of a card.
#[inline]
const fn locate(card: Card) -> (usize, u64) {
    let index = CardSet::bit_index(card);
    ((index >> 6) as usize, 1u64 << (index & 63))
}

impl CardSet {
    pub const EMPTY: CardSet = CardSet { words: [0; 2] };

    /// The whole pack for `copies` players: `copies` cards of every rank.
    pub fn pack(copies: u8) -> CardSet {
        debug_assert!(copies <= MAX_COPIES);
        let lane = (1u64 << copies) - 1;
        let word = lane | lane << 16 | lane << 32 | lane << 48;
        CardSet { words: [word; 2] }
    }

    /// A card's bit position in the set (`16 × rank + copy`).
    #[inline]
    const fn bit_index(card: Card) -> u8 {
        16 * card.rank as u8 + card.copy
    }

    /// The set of two cards (one, if they are the same card).
    #[inline]
    pub fn pair(cards: [Card; 2]) -> CardSet {
        let mut set = CardSet::EMPTY;
        set.insert(cards[0]);
        set.insert(cards[1]);
        set
    }

    pub fn from_cards(cards: impl IntoIterator<Item = Card>) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in cards {
            set.insert(card);
        }
        set
    }

    /// Adds a card; false if it was already there.
    #[inline]
    pub fn insert(&mut self, card: Card) -> bool {
        let (w, bit) = locate(card);
        let fresh = self.words[w] & bit == 0;
        self.words[w] |= bit;
        fresh
    }

    /// Removes a card; false if it was not there.
    #[inline]
    pub fn remove(&mut self, card: Card) -> bool {
        let (w, bit) = locate(card);
        let held = self.words[w] & bit != 0;
        self.words[w] &= !bit;
        held
    }

    #[inline]
    pub fn contains(&self, card: Card) -> bool {
        let (w, bit) = locate(card);
        self.words[w] & bit != 0
    }

    #[inline]
    fn lane(&self, rank: Rank) -> u16 {
        let r = rank as u32;
        (self.words[(r >> 2) as usize] >> (16 * (r & 3))) as u16
    }

    /// How many cards of this rank the set holds.
    #[inline]
    pub fn count(&self, rank: Rank) -> u32 {
        self.lane(rank).count_ones()
    }

    #[inline]
    pub fn len(&self) -> u32 {
        self.words[0].count_ones() + self.words[1].count_ones()
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.words == [0, 0]
    }

    /// Total value of the cards in the set.
    #[inline]
    pub fn points(&self) -> u32 {
        2 * (self.words[1] & COURT_BITS).count_ones() + self.words[0].count_ones()
    }

    #[inline]
    pub fn union(self, other: CardSet) -> CardSet {
        CardSet {
            words: [
                self.words[0] | other.words[0],
                self.words[1] | other.words[1],
            ],
        }
    }

    #[inline]
    pub fn intersection(self, other: CardSet) -> CardSet {
        CardSet {
            words: [
                self.words[0] & other.words[0],
                self.words[1] & other.words[1],
            ],
        }
    }

    /// The cards of `self` that are not in `other`.
    #[inline]
    pub fn difference(self, other: CardSet) -> CardSet {
        CardSet {
            words: [
                self.words[0] & !other.words[0],
                self.words[1] & !other.words[1],
            ],
        }
    }

    /// The lowest copy of `rank` in the set.
    #[inline]
    pub fn lowest_of(&self, rank: Rank) -> Option<Card> {
        let m = self.lane(rank);
        (m != 0).then(|| Card::new(rank, m.trailing_zeros() as u8))
    }

    /// The first card (lowest copy) that answers to `name`, if the set holds one.
    pub fn find(&self, name: CardName) -> Option<Card> {
        let mut m = self.lane(name.rank);
        while m != 0 {
            let card = Card::new(name.rank, m.trailing_zeros() as u8);
            if name.matches(card) {
                return Some(card);
            }
            m &= m - 1;
        }
        None
    }

    /// The `n`-th card in ascending (rank, copy) order; used to pick a card uniformly.
    /// Branch-free past the range check: which card a random pick lands on is random.
    #[inline]
    pub fn nth(&self, n: u32) -> Option<Card> {
        (n < self.len()).then(|| self.nth_unchecked(n))
    }

    /// [`CardSet::nth`] for an `n` known to be below the set's size.
    #[inline(always)]
    fn nth_unchecked(&self, n: u32) -> Card {
        let [low, high] = self.words;
        let below = low.count_ones();
        let in_high = u32::from(n >= below);
        let word = [low, high][in_high as usize];
        let index = 64 * in_high + select(word, n - below * in_high);
        Card::new(
            Rank::ALL[7 - ((index as usize / 16) & 7)],
            (index % 16) as u8,
        )
    }

    /// A set holding `cards` when `keep` is true, else nothing: lets hot loops route cards
    /// with masks instead of branches.
    #[inline]
    pub fn only_if(self, keep: bool) -> CardSet {
        let mask = 0u64.wrapping_sub(u64::from(keep));
        CardSet {
            words: [self.words[0] & mask, self.words[1] & mask],
        }
    }

    /// Two distinct cards of the set, uniformly, from one 64-bit draw (more only on the
    /// rare rejection). The set must hold at least two cards.
    #[inline]
    pub fn random_pair(&self, rng: &mut impl rand::Rng) -> [Card; 2] {
        let len = self.len();
        debug_assert!(len >= 2, "a pair needs two cards");
        let word = rng.next_u64();
        let i = crate::games::ribs::deal::below_from(word as u32, len, rng);
        let mut j = crate::games::ribs::deal::below_from((word >> 32) as u32, len - 1, rng);
        j += u32::from(j >= i);
        // The lower index is the lower card (rank, then copy); in hand order the higher
        // rank comes first, and a pair of one rank keeps its copies ascending.
        let (first, second) = (i.min(j), i.max(j));
        let (a, b) = (self.nth_unchecked(first), self.nth_unchecked(second));
        if a.rank == b.rank { [a, b] } else { [b, a] }
    }

    /// Cards high to low (by rank, then copy), the order a hand is shown in.
    pub fn iter(&self) -> impl Iterator<Item = Card> + '_ {
        Rank::ALL.into_iter().flat_map(move |rank| {
            let mut m = self.lane(rank);
            std::iter::from_fn(move || {
                (m != 0).then(|| {
                    let copy = m.trailing_zeros() as u8;
                    m &= m - 1;
                    Card::new(rank, copy)
                })
            })
        })
    }

    /// Number of cards of each rank, indexed by [`Rank::index`].
    pub fn rank_counts(&self) -> [u8; 8] {
        std::array::from_fn(|r| self.lane(Rank::from_index(r)).count_ones() as u8)
    }

    pub fn to_vec(&self) -> Vec<Card> {
        self.iter().collect()
    }
}

/// The position of the `n`-th set bit of `word` (`n` below its popcount), without
/// branches: narrow down to a byte by halves (32, 16, 8 bits) with popcounts, then look the
/// bit up in a table. Random play picks cards here, so a data-dependent loop or branch would
/// be mispredicted on most calls.
#[inline]
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
fn select(word: u64, n: u32) -> u32 {
    // With BMI2 (x86-64-v3 builds): deposit a single bit at the n-th set bit of `word`.
    // SAFETY: the instruction exists, as the cfg above guarantees.
    unsafe { std::arch::x86_64::_pdep_u64(1u64 << n, word).trailing_zeros() }
}

#[inline]
#[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
fn select(word: u64, n: u32) -> u32 {
    let (mut word, mut n, mut base) = (word, n, 0u32);
    for width in [32u32, 16, 8] {
        let lower = (word & ((1u64 << width) - 1)).count_ones();
        let skip = u32::from(n >= lower);
        n -= lower * skip;
        base += width * skip;
        word >>= width * skip;
    }
    base + u32::from(SELECT_IN_BYTE[(word & 0xFF) as usize][(n & 7) as usize])
}

/// `SELECT_IN_BYTE[b][n]`: the position of the `n`-th set bit of byte `b` (8 if none).
#[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
static SELECT_IN_BYTE: [[u8; 8]; 256] = {
    let mut table = [[8u8; 8]; 256];
    let mut b = 0;
    while b < 256 {
        let (mut n, mut i) = (0, 0);
        while i < 8 {
            if (b >> i) & 1 == 1 {
                table[b][n] = i as u8;
                n += 1;
            }
            i += 1;
        }
        b += 1;
    }
    table
};

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        CardSet::from_cards(iter)
    }
}

impl fmt::Display for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for card in self.iter() {
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            write!(f, "{card}")?;
        }
        Ok(())
    }
}

impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(Vec::<Card>::deserialize(d)?.into_iter().collect())
    }
}

/// Two cards in the order a hand shows them: higher rank first, then lower copy. The order
/// of a pair never matters to the rules; this is its one canonical form.
#[inline]
pub fn in_hand_order([a, b]: [Card; 2]) -> [Card; 2] {
    if (std::cmp::Reverse(a.rank), a.copy) <= (std::cmp::Reverse(b.rank), b.copy) {
        [a, b]
    } else {
        [b, a]
    }
}

/// Two ranks, sorted high first, as the rules compare them.
#[inline]
pub fn ranks_of(cards: [Card; 2]) -> [Rank; 2] {
    let [a, b] = [cards[0].rank, cards[1].rank];
    if a >= b { [a, b] } else { [b, a] }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ribs::card::Rank;

    #[test]
    fn a_card_set_counts_ranks_and_finds_named_cards() {
        let set = CardSet::from_cards([
            Card::new(Rank::King, 0),
            Card::new(Rank::King, 1),
            Card::new(Rank::Seven, 3),
        ]);
        assert_eq!(set.len(), 3);
        assert_eq!(set.count(Rank::King), 2);
        assert_eq!(set.points(), 5);
        assert_eq!(
            set.find("K♥".parse().unwrap()),
            Some(Card::new(Rank::King, 1))
        );
        assert_eq!(
            set.find("K".parse().unwrap()),
            Some(Card::new(Rank::King, 0))
        );
        assert_eq!(set.find("K♣".parse().unwrap()), None);
        assert_eq!(set.to_string(), "K♠ K♥ 7♣");
        let all: Vec<Card> = (0..3).map(|i| set.nth(i).unwrap()).collect();
        assert_eq!(CardSet::from_cards(all), set);
        assert_eq!(set.nth(3), None);
    }

    #[test]
    fn select_finds_the_nth_set_bit_of_any_word() {
        let mut word = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..2000 {
            word = word.rotate_left(23) ^ word.wrapping_mul(0x2545_F491_4F6C_DD1D);
            let bits: Vec<u32> = (0..64).filter(|b| word >> b & 1 == 1).collect();
            for (n, &bit) in bits.iter().enumerate() {
                assert_eq!(select(word, n as u32), bit, "word {word:#x}, n {n}");
            }
        }
        assert_eq!(select(u64::MAX, 63), 63);
        assert_eq!(select(1 << 40, 0), 40);
    }
}
