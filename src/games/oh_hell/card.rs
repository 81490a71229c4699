//! Oh Hell!'s cards: the 52-card deck of [`crate::cards`], and with the `jokers` option two
//! jokers (big and little) forming a fifth suit of their own. A [`Card`] is its index in
//! one 64-bit [`Cards`] set: the deck's 52 bits as `crate::cards` numbers them, then the
//! little joker (bit 52) and the big one (bit 53), so the jokers compare above every other
//! card and the big above the little, as within any suit.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::cards::{self, ParseCardError};

/// A suit of Oh Hell!: the deck's four, and the jokers' own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Suit {
    Clubs = 0,
    Diamonds = 1,
    Hearts = 2,
    Spades = 3,
    /// The two jokers, with `jokers` on.
    Jokers = 4,
}

impl Suit {
    /// Every suit, clubs to jokers.
    pub const ALL: [Suit; 5] = [
        Suit::Clubs,
        Suit::Diamonds,
        Suit::Hearts,
        Suit::Spades,
        Suit::Jokers,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The deck's suit, for all but the jokers.
    pub const fn standard(self) -> Option<cards::Suit> {
        match self {
            Suit::Clubs => Some(cards::Suit::Clubs),
            Suit::Diamonds => Some(cards::Suit::Diamonds),
            Suit::Hearts => Some(cards::Suit::Hearts),
            Suit::Spades => Some(cards::Suit::Spades),
            Suit::Jokers => None,
        }
    }

    pub const fn of_standard(suit: cards::Suit) -> Suit {
        match suit {
            cards::Suit::Clubs => Suit::Clubs,
            cards::Suit::Diamonds => Suit::Diamonds,
            cards::Suit::Hearts => Suit::Hearts,
            cards::Suit::Spades => Suit::Spades,
        }
    }

    /// Its name in the referee's JSON: `"spades"` .. `"jokers"`.
    pub const fn name(self) -> &'static str {
        match self.standard() {
            Some(suit) => suit.name(),
            None => "jokers",
        }
    }

    /// `♣ ♦ ♥ ♠`, and `★` for the jokers.
    pub const fn symbol(self) -> char {
        match self.standard() {
            Some(suit) => suit.symbol(),
            None => '★',
        }
    }
}

impl Serialize for Suit {
    /// Its name: `"hearts"`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0; 4];
        f.pad(self.symbol().encode_utf8(&mut buf))
    }
}

/// One card: a card of the deck, or a joker.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    pub const LITTLE_JOKER: Card = Card(52);
    pub const BIG_JOKER: Card = Card(53);

    pub const fn standard(card: cards::Card) -> Card {
        Card(card.index() as u8)
    }

    /// The deck's card, for all but the jokers.
    pub const fn as_standard(self) -> Option<cards::Card> {
        cards::Card::from_index(self.0 as usize)
    }

    /// 0..54: its bit in a [`Cards`].
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub const fn from_index(i: usize) -> Option<Card> {
        if i < 54 { Some(Card(i as u8)) } else { None }
    }

    pub const fn suit(self) -> Suit {
        match self.as_standard() {
            Some(card) => Suit::of_standard(card.suit),
            None => Suit::Jokers,
        }
    }

    /// Its rank within its suit, 0 the lowest (a two; the little joker), for comparisons
    /// inside a suit.
    pub const fn rank_index(self) -> usize {
        match self.as_standard() {
            Some(card) => card.rank.index(),
            None => self.0 as usize - 52,
        }
    }

    pub const fn is_joker(self) -> bool {
        self.0 >= 52
    }

    /// `Qh`, `10s`, `BJ`, `LJ`: what the referee writes.
    pub fn code(self) -> String {
        match self.as_standard() {
            Some(card) => card.code(),
            None if self == Card::BIG_JOKER => "BJ".to_string(),
            None => "LJ".to_string(),
        }
    }
}

impl fmt::Display for Card {
    /// What a player reads: `Q♥`, `10♠`, `BJ`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.as_standard() {
            Some(card) => card.fmt(f),
            None => f.pad(&self.code()),
        }
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

impl FromStr for Card {
    type Err = ParseCardError;

    /// A deck card as [`crate::cards`] reads it (`Qh`, `Th`, `10♥️`), or `BJ` / `LJ` in
    /// either case.
    fn from_str(s: &str) -> Result<Card, ParseCardError> {
        match s {
            "BJ" | "Bj" | "bJ" | "bj" => Ok(Card::BIG_JOKER),
            "LJ" | "Lj" | "lJ" | "lj" => Ok(Card::LITTLE_JOKER),
            _ => s.parse::<cards::Card>().map(Card::standard),
        }
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.code())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// A set of cards (a hand, the cards played), one bit per card.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Cards(u64);

impl Cards {
    pub const EMPTY: Cards = Cards(0);
    /// The deck without jokers.
    pub const DECK: Cards = Cards((1 << 52) - 1);
    /// The deck with both jokers.
    pub const DECK_WITH_JOKERS: Cards = Cards((1 << 54) - 1);

    /// The pack a table plays with.
    pub const fn pack(jokers: bool) -> Cards {
        if jokers {
            Cards::DECK_WITH_JOKERS
        } else {
            Cards::DECK
        }
    }

    pub const fn of(card: Card) -> Cards {
        Cards(1 << card.0)
    }

    /// Every card of a suit (the jokers' two for [`Suit::Jokers`]).
    pub const fn of_suit(suit: Suit) -> Cards {
        match suit {
            Suit::Jokers => Cards(0b11 << 52),
            _ => Cards(0x1FFF << (13 * suit as u32)),
        }
    }

    pub fn insert(&mut self, card: Card) -> bool {
        let fresh = !self.contains(card);
        self.0 |= 1 << card.0;
        fresh
    }

    pub fn remove(&mut self, card: Card) -> bool {
        let held = self.contains(card);
        self.0 &= !(1 << card.0);
        held
    }

    pub const fn contains(self, card: Card) -> bool {
        self.0 >> card.0 & 1 == 1
    }

    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[must_use]
    pub const fn union(self, other: Cards) -> Cards {
        Cards(self.0 | other.0)
    }

    #[must_use]
    pub const fn intersection(self, other: Cards) -> Cards {
        Cards(self.0 & other.0)
    }

    #[must_use]
    pub const fn difference(self, other: Cards) -> Cards {
        Cards(self.0 & !other.0)
    }

    #[must_use]
    pub const fn in_suit(self, suit: Suit) -> Cards {
        self.intersection(Cards::of_suit(suit))
    }

    /// The highest card (in suit order clubs .. jokers, rank within).
    pub const fn highest(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Some(Card(63 - self.0.leading_zeros() as u8))
        }
    }

    pub const fn lowest(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Some(Card(self.0.trailing_zeros() as u8))
        }
    }

    /// The `n`-th card in order, if `n < len`.
    pub fn nth(self, n: u32) -> Option<Card> {
        self.iter().nth(n as usize)
    }

    /// Lowest first: suit by suit (♣ ♦ ♥ ♠ jokers), two to ace.
    pub fn iter(self) -> impl DoubleEndedIterator<Item = Card> + Clone {
        (0..54u8).filter(move |i| self.0 >> i & 1 == 1).map(Card)
    }

    pub fn to_vec(self) -> Vec<Card> {
        self.iter().collect()
    }

    pub const fn bits(self) -> u64 {
        self.0
    }
}

impl FromIterator<Card> for Cards {
    fn from_iter<I: IntoIterator<Item = Card>>(cards: I) -> Cards {
        let mut set = Cards::EMPTY;
        for card in cards {
            set.insert(card);
        }
        set
    }
}

impl fmt::Debug for Cards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl fmt::Display for Cards {
    /// `2♣ Q♥ BJ`.
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

impl Serialize for Cards {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Cards {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Cards, D::Error> {
        let cards = Vec::<Card>::deserialize(d)?;
        let set: Cards = cards.iter().copied().collect();
        if set.len() as usize != cards.len() {
            return Err(serde::de::Error::custom("a card is listed twice"));
        }
        Ok(set)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_in_every_spelling_and_write_back_one_way() {
        for (text, code) in [
            ("Qh", "Qh"),
            ("th", "10h"),
            ("10♥️", "10h"),
            ("bj", "BJ"),
            ("LJ", "LJ"),
        ] {
            assert_eq!(text.parse::<Card>().unwrap().code(), code);
        }
        assert!("B J".parse::<Card>().is_err());
        assert!("1h".parse::<Card>().is_err());
        assert_eq!(Card::BIG_JOKER.suit(), Suit::Jokers);
        assert!(Card::BIG_JOKER > Card::LITTLE_JOKER);
    }

    #[test]
    fn a_suit_holds_its_thirteen_cards_and_the_jokers_their_two() {
        for suit in Suit::ALL {
            let cards = Cards::of_suit(suit);
            assert!(cards.iter().all(|c| c.suit() == suit));
            assert_eq!(cards.len(), if suit == Suit::Jokers { 2 } else { 13 });
        }
        assert_eq!(Cards::DECK_WITH_JOKERS.len(), 54);
    }
}
