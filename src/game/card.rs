//! Ranks, suits, cards and sets of cards.
//!
//! The rules compare **ranks only**; suits exist so that every copy of a rank has an
//! identity a player can name (`K♥`) and pick. A [`CardSet`] keeps those identities in
//! eight 16-bit masks (one per rank, one bit per copy), so the hot path of the engine works
//! on rank counts (`popcount`) while the display still knows which king is which.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use thiserror::Error;

/// The most copies of a rank in a pack: one per player, and at most 10 players.
pub const MAX_COPIES: u8 = 10;

/// A card's rank. Ordered low to high, so `Rank::Ace > Rank::King`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Rank {
    Seven = 0,
    Eight = 1,
    Nine = 2,
    Ten = 3,
    Jack = 4,
    Queen = 5,
    King = 6,
    Ace = 7,
}

impl Rank {
    /// Every rank, high to low: the order of a hand on screen.
    pub const ALL: [Rank; 8] = [
        Rank::Ace,
        Rank::King,
        Rank::Queen,
        Rank::Jack,
        Rank::Ten,
        Rank::Nine,
        Rank::Eight,
        Rank::Seven,
    ];

    /// The rank with index `i` (0 = seven .. 7 = ace).
    ///
    /// # Panics
    /// If `i > 7`; callers index with values they produced from a `Rank`.
    pub const fn from_index(i: usize) -> Rank {
        match i {
            0 => Rank::Seven,
            1 => Rank::Eight,
            2 => Rank::Nine,
            3 => Rank::Ten,
            4 => Rank::Jack,
            5 => Rank::Queen,
            6 => Rank::King,
            7 => Rank::Ace,
            _ => panic!("rank index out of range"),
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    /// Points a card of this rank is worth: A 0, K Q J 2, 10 9 8 7 1.
    pub const fn value(self) -> u32 {
        match self {
            Rank::Ace => 0,
            Rank::King | Rank::Queen | Rank::Jack => 2,
            _ => 1,
        }
    }

    pub const fn symbol(self) -> &'static str {
        match self {
            Rank::Ace => "A",
            Rank::King => "K",
            Rank::Queen => "Q",
            Rank::Jack => "J",
            Rank::Ten => "10",
            Rank::Nine => "9",
            Rank::Eight => "8",
            Rank::Seven => "7",
        }
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.symbol())
    }
}

/// Why a piece of text is not a card.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseCardError {
    #[error("{0:?} is not a card (ranks are A K Q J 10 9 8 7, e.g. \"K\", \"10\", \"K♥\", \"Kh\")")]
    NotACard(String),
}

impl FromStr for Rank {
    type Err = ParseCardError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_uppercase().as_str() {
            "A" => Ok(Rank::Ace),
            "K" => Ok(Rank::King),
            "Q" => Ok(Rank::Queen),
            "J" => Ok(Rank::Jack),
            "10" | "T" => Ok(Rank::Ten),
            "9" => Ok(Rank::Nine),
            "8" => Ok(Rank::Eight),
            "7" => Ok(Rank::Seven),
            _ => Err(ParseCardError::NotACard(s.to_string())),
        }
    }
}

/// A display suit. Copy `c` of a rank wears suit `c % 4`: ♠ ♥ ♦ ♣, then ♠ again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Suit {
    Spades,
    Hearts,
    Diamonds,
    Clubs,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    pub const fn of_copy(copy: u8) -> Suit {
        Suit::ALL[(copy % 4) as usize]
    }

    pub const fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Clubs => '♣',
        }
    }

    pub const fn letter(self) -> char {
        match self {
            Suit::Spades => 's',
            Suit::Hearts => 'h',
            Suit::Diamonds => 'd',
            Suit::Clubs => 'c',
        }
    }

    fn from_char(c: char) -> Option<Suit> {
        match c {
            '♠' | '♤' | 's' | 'S' => Some(Suit::Spades),
            '♥' | '♡' | 'h' | 'H' => Some(Suit::Hearts),
            '♦' | '♢' | 'd' | 'D' => Some(Suit::Diamonds),
            '♣' | '♧' | 'c' | 'C' => Some(Suit::Clubs),
            _ => None,
        }
    }
}

/// One physical card: a rank and which copy of that rank (0-based).
///
/// `Display` shows what a player sees (`K♥`); with five or more players two copies share a
/// suit, so the serialized form (`Kh`, `Kh2` for the second pack) is the unambiguous one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    pub rank: Rank,
    pub copy: u8,
}

impl Card {
    pub const fn new(rank: Rank, copy: u8) -> Card {
        Card { rank, copy }
    }

    pub const fn suit(self) -> Suit {
        Suit::of_copy(self.copy)
    }

    pub const fn value(self) -> u32 {
        self.rank.value()
    }

    /// The unambiguous code of this card: rank, suit letter and, from the second pack on,
    /// the pack number (`Kh`, `10s`, `Kh2`).
    pub fn code(self) -> String {
        let pack = self.copy / 4 + 1;
        if pack == 1 {
            format!("{}{}", self.rank, self.suit().letter())
        } else {
            format!("{}{}{}", self.rank, self.suit().letter(), pack)
        }
    }

    /// Parses the form produced by [`Card::code`].
    ///
    /// # Errors
    /// When the text is not a rank followed by a suit letter and an optional pack number.
    pub fn from_code(s: &str) -> Result<Card, ParseCardError> {
        let bad = || ParseCardError::NotACard(s.to_string());
        let rank_len = if s.starts_with("10") {
            2
        } else {
            s.chars().next().map_or(0, char::len_utf8)
        };
        let rank: Rank = s.get(..rank_len).ok_or_else(bad)?.parse()?;
        let mut rest = s[rank_len..].chars();
        let suit = rest.next().and_then(Suit::from_char).ok_or_else(bad)?;
        let pack: u8 = match rest.as_str() {
            "" => 1,
            digits => digits.parse().map_err(|_| bad())?,
        };
        let copy = u32::from(pack)
            .checked_sub(1)
            .map(|p| p * 4 + suit as u32)
            .filter(|&c| c < u32::from(MAX_COPIES))
            .ok_or_else(bad)?;
        Ok(Card::new(rank, copy as u8))
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = format!("{}{}", self.rank, self.suit().symbol());
        f.pad(&text)
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.code())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Card::from_code(&text).map_err(serde::de::Error::custom)
    }
}

/// A card as a person names it: a rank, perhaps with a suit (`K`, `10`, `T`, `K♥`, `Kh`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CardName {
    pub rank: Rank,
    pub suit: Option<Suit>,
}

impl CardName {
    pub fn matches(self, card: Card) -> bool {
        card.rank == self.rank && self.suit.is_none_or(|s| s == card.suit())
    }
}

impl From<Rank> for CardName {
    fn from(rank: Rank) -> Self {
        CardName { rank, suit: None }
    }
}

impl From<Card> for CardName {
    fn from(card: Card) -> Self {
        CardName {
            rank: card.rank,
            suit: Some(card.suit()),
        }
    }
}

impl fmt::Display for CardName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.suit {
            Some(s) => write!(f, "{}{}", self.rank, s.symbol()),
            None => write!(f, "{}", self.rank),
        }
    }
}

impl FromStr for CardName {
    type Err = ParseCardError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let trimmed = s.trim();
        let bad = || ParseCardError::NotACard(s.to_string());
        let last = trimmed.chars().last().ok_or_else(bad)?;
        let (rank_text, suit) = match Suit::from_char(last) {
            // "c"/"d"/"h"/"s" alone are not cards; a suit needs a rank before it.
            Some(suit) if trimmed.len() > last.len_utf8() => {
                (&trimmed[..trimmed.len() - last.len_utf8()], Some(suit))
            }
            _ => (trimmed, None),
        };
        let rank = rank_text.parse().map_err(|_| bad())?;
        Ok(CardName { rank, suit })
    }
}

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
        let i = crate::game::deal::below_from(word as u32, len, rng);
        let mut j = crate::game::deal::below_from((word >> 32) as u32, len - 1, rng);
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

    #[test]
    fn ranks_order_high_to_low_with_the_published_values() {
        assert!(Rank::Ace > Rank::King && Rank::Ten > Rank::Nine && Rank::Eight > Rank::Seven);
        let values: Vec<u32> = Rank::ALL.iter().map(|r| r.value()).collect();
        assert_eq!(values, [0, 2, 2, 2, 1, 1, 1, 1]);
        assert_eq!(CardSet::pack(4).points(), 40);
        assert_eq!(CardSet::pack(10).points(), 100);
    }

    #[test]
    fn card_names_parse_in_every_accepted_spelling() {
        for (text, rank, suit) in [
            ("K", Rank::King, None),
            ("10", Rank::Ten, None),
            ("T", Rank::Ten, None),
            ("t", Rank::Ten, None),
            ("K♥", Rank::King, Some(Suit::Hearts)),
            ("Kh", Rank::King, Some(Suit::Hearts)),
            ("10♣", Rank::Ten, Some(Suit::Clubs)),
            ("as", Rank::Ace, Some(Suit::Spades)),
            (" 7d ", Rank::Seven, Some(Suit::Diamonds)),
        ] {
            assert_eq!(
                text.parse::<CardName>(),
                Ok(CardName { rank, suit }),
                "{text}"
            );
        }
        for bad in ["", "1", "6", "11", "h", "Kx", "KK", "♥"] {
            assert!(bad.parse::<CardName>().is_err(), "{bad:?} should not parse");
        }
    }

    #[test]
    fn copies_wear_cycling_suits_and_codes_are_unambiguous() {
        assert_eq!(Card::new(Rank::King, 1).to_string(), "K♥");
        assert_eq!(Card::new(Rank::King, 4).to_string(), "K♠");
        for rank in Rank::ALL {
            for copy in 0..MAX_COPIES {
                let card = Card::new(rank, copy);
                assert_eq!(Card::from_code(&card.code()), Ok(card), "{}", card.code());
            }
        }
        assert_eq!(Card::new(Rank::Ten, 5).code(), "10h2");
        assert!(Card::from_code("Kh0").is_err());
        assert!(Card::from_code("Ks3").is_ok());
        assert_eq!(Card::from_code("Kh3"), Ok(Card::new(Rank::King, 9)));
        assert!(Card::from_code("Kd3").is_err(), "copy 10 does not exist");
        assert!(Card::from_code("K").is_err(), "a code names its suit");
    }

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
