//! The standard 52-card French deck, used by every game of the house but Ribs (whose pack
//! of copies is its own, `games::ribs::card`): [`Rank`] (2 to ace), [`Suit`] (♣ ♦ ♥ ♠),
//! [`Card`], [`CardSet`] (a 64-bit set) and [`Deck`] (an ordered pack, shuffled from a
//! seed).
//!
//! What lives here is vocabulary, not rules: which rank beats which, what a card is worth
//! (an ace 1 or 11, a face card 10) and how a hand is sorted on screen are each game's
//! own. [`Rank`] orders two low and ace high, and gives its index and its face value
//! (2..14) for the games to build on.
//!
//! # Codes
//! A card is written as its rank then its suit: `Qh`, `10s`, `Ah`, `2c`. That is what
//! [`Card::code`] gives and what serde writes (the referee contracts of
//! `shared/games/*.md`). Reading ([`FromStr`]) accepts what those contracts accept (Oh
//! Hell's is the fullest): ranks `2`..`10`, `T` for ten, `J Q K A`; suits `s h d c` or
//! `♠ ♥ ♦ ♣`, a symbol optionally followed by the emoji variation selector (U+FE0F);
//! letters in either case; no spaces. So `10h`, `Th`, `th`, `10♥` and `10♥️` are one card,
//! always written back `10h`. [`Display`](fmt::Display) shows what a player reads: `Q♥`,
//! `10♠`.
//!
//! ```
//! use ribs::cards::{Card, CardSet, Deck, Rank, Suit};
//!
//! let queen: Card = "Qh".parse().unwrap();
//! assert_eq!(queen, Card::new(Rank::Queen, Suit::Hearts));
//! assert_eq!((queen.code(), queen.to_string()), ("Qh".to_string(), "Q♥".to_string()));
//! assert_eq!("Th".parse::<Card>().unwrap().code(), "10h");
//!
//! let hand: CardSet = ["Qh", "2c", "As"].iter().map(|c| c.parse::<Card>().unwrap()).collect();
//! assert_eq!(hand.len(), 3);
//! assert_eq!(hand.in_suit(Suit::Hearts).len(), 1);
//! assert_eq!(serde_json::to_string(&hand).unwrap(), r#"["2c","Qh","As"]"#);
//!
//! let deck = Deck::shuffled(7, 0);
//! assert_eq!(deck.len(), 52);
//! assert_eq!(deck.to_set(), CardSet::FULL);
//! ```

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use thiserror::Error;

mod deck;
mod set;

pub use deck::Deck;
pub use set::{CardSet, Iter};

/// A card's rank, ordered two low to ace high (`Rank::Ace > Rank::King > Rank::Two`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Rank {
    Two = 0,
    Three = 1,
    Four = 2,
    Five = 3,
    Six = 4,
    Seven = 5,
    Eight = 6,
    Nine = 7,
    Ten = 8,
    Jack = 9,
    Queen = 10,
    King = 11,
    Ace = 12,
}

impl Rank {
    /// Every rank, two to ace: `Rank::ALL[r.index()] == r`.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// 0 for a two .. 12 for an ace: the rank's place in [`Rank::ALL`].
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rank with index `i`, if `i < 13`.
    #[inline]
    pub const fn from_index(i: usize) -> Option<Rank> {
        if i < 13 { Some(Rank::ALL[i]) } else { None }
    }

    /// The rank's face value, ace high: 2 for a two .. 10 for a ten, 11 jack, 12 queen, 13
    /// king, 14 ace. (An ace counted low, or a face card counted 10, is a game's rule.)
    #[inline]
    pub const fn value(self) -> u8 {
        self as u8 + 2
    }

    /// How the rank is written: `2`..`10`, `J`, `Q`, `K`, `A`.
    pub const fn symbol(self) -> &'static str {
        const SYMBOLS: [&str; 13] = [
            "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
        ];
        SYMBOLS[self as usize]
    }

    /// A court card: jack, queen or king.
    pub const fn is_face(self) -> bool {
        matches!(self, Rank::Jack | Rank::Queen | Rank::King)
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.symbol())
    }
}

impl FromStr for Rank {
    type Err = ParseCardError;

    /// `2`..`10`, `T` (ten), `J Q K A`, letters in either case.
    fn from_str(s: &str) -> Result<Rank, ParseCardError> {
        let rank = match s {
            "10" | "T" | "t" => Rank::Ten,
            "J" | "j" => Rank::Jack,
            "Q" | "q" => Rank::Queen,
            "K" | "k" => Rank::King,
            "A" | "a" => Rank::Ace,
            _ => match s.as_bytes() {
                [d @ b'2'..=b'9'] => Rank::ALL[usize::from(d - b'2')],
                _ => return Err(ParseCardError::Rank(s.to_string())),
            },
        };
        Ok(rank)
    }
}

/// A suit: clubs, diamonds, hearts, spades, in that (alphabetical, bridge) order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Suit {
    Clubs = 0,
    Diamonds = 1,
    Hearts = 2,
    Spades = 3,
}

impl Suit {
    /// Every suit, clubs to spades: `Suit::ALL[s.index()] == s`.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `♣ ♦ ♥ ♠`.
    pub const fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    /// The letter of its code: `c d h s`.
    pub const fn letter(self) -> char {
        match self {
            Suit::Clubs => 'c',
            Suit::Diamonds => 'd',
            Suit::Hearts => 'h',
            Suit::Spades => 's',
        }
    }

    /// Its name in the referee's JSON: `"clubs"`, `"diamonds"`, `"hearts"`, `"spades"`.
    pub const fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }

    /// Hearts and diamonds.
    pub const fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }

    /// The suit a letter (either case) or a black symbol names.
    const fn from_char(c: char) -> Option<Suit> {
        match c {
            'c' | 'C' | '♣' => Some(Suit::Clubs),
            'd' | 'D' | '♦' => Some(Suit::Diamonds),
            'h' | 'H' | '♥' => Some(Suit::Hearts),
            's' | 'S' | '♠' => Some(Suit::Spades),
            _ => None,
        }
    }
}

impl fmt::Display for Suit {
    /// The symbol, `♥`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0; 4];
        f.pad(self.symbol().encode_utf8(&mut buf))
    }
}

/// The emoji variation selector, which a phone's keyboard may put after `♥`.
const EMOJI_SELECTOR: &str = "\u{FE0F}";

impl FromStr for Suit {
    type Err = ParseCardError;

    /// `s h d c` in either case, or `♠ ♥ ♦ ♣` with or without U+FE0F after it.
    fn from_str(s: &str) -> Result<Suit, ParseCardError> {
        let mut chars = s.chars();
        let first = chars.next().unwrap_or(' ');
        match (Suit::from_char(first), chars.as_str()) {
            (Some(suit), "") => Ok(suit),
            (Some(suit), EMOJI_SELECTOR) if !first.is_ascii() => Ok(suit),
            _ => Err(ParseCardError::Suit(s.to_string())),
        }
    }
}

/// Why a piece of text is not a card, a rank or a suit. Kept apart from any game's rule
/// errors: it says what was written wrong, never what is not allowed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseCardError {
    #[error("{0:?} is not a rank (2 to 10, T, J, Q, K, A)")]
    Rank(String),
    #[error("{0:?} is not a suit (s, h, d, c or ♠ ♥ ♦ ♣)")]
    Suit(String),
    #[error("{0:?} is not a card (a rank then a suit, such as \"Qh\", \"10s\" or \"Q♥\")")]
    Card(String),
}

/// One card of the deck: a rank and a suit.
///
/// Ordered by suit, then rank (`2♣ < A♣ < 2♦`): the order a [`CardSet`] iterates in.
/// `Display` shows `Q♥`; [`Card::code`], serde and the referee write `Qh`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    // Field order is the derived order: suit first.
    pub suit: Suit,
    pub rank: Rank,
}

impl Card {
    #[inline]
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card { suit, rank }
    }

    /// 0..52, suit by suit: `13 × suit + rank`. The card's bit in a [`CardSet`].
    #[inline]
    pub const fn index(self) -> usize {
        13 * self.suit as usize + self.rank as usize
    }

    /// The card with index `i`, if `i < 52`.
    #[inline]
    pub const fn from_index(i: usize) -> Option<Card> {
        if i < 52 {
            Some(Card::new(Rank::ALL[i % 13], Suit::ALL[i / 13]))
        } else {
            None
        }
    }

    /// The card's code: `Qh`, `10s`, `Ah`.
    pub fn code(self) -> String {
        let mut code = String::with_capacity(3);
        code.push_str(self.rank.symbol());
        code.push(self.suit.letter());
        code
    }
}

impl fmt::Display for Card {
    /// What a player reads: `Q♥`, `10♠`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = [0u8; 6];
        let rank = self.rank.symbol().as_bytes();
        text[..rank.len()].copy_from_slice(rank);
        let suit = self
            .suit
            .symbol()
            .encode_utf8(&mut text[rank.len()..])
            .len();
        let text = std::str::from_utf8(&text[..rank.len() + suit]).map_err(|_| fmt::Error)?;
        f.pad(text)
    }
}

impl FromStr for Card {
    type Err = ParseCardError;

    /// A rank then a suit, no spaces: `Qh`, `10s`, `Th`, `qH`, `Q♥`, `Q♥️` (see the module's
    /// [codes](self#codes)).
    fn from_str(s: &str) -> Result<Card, ParseCardError> {
        let rank_len = if s.starts_with("10") { 2 } else { 1 };
        let parsed = s
            .get(..rank_len)
            .zip(s.get(rank_len..))
            .and_then(|(rank, suit)| Some(Card::new(rank.parse().ok()?, suit.parse().ok()?)));
        parsed.ok_or_else(|| ParseCardError::Card(s.to_string()))
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

#[cfg(test)]
mod tests;
