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

mod set;

pub use set::{CardSet, in_hand_order, ranks_of};

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
/// `Display` shows what a player sees: the rank and its suit (`K♥`), and from the fifth
/// copy of a rank on, when the suits come round again, the pack it would come from as a
/// superscript (`K♥²`, `K♠³`), so no two cards of a pack ever look alike. The serialized
/// form is the ASCII code (`Kh`, `Kh2`). [`CardName`] reads both.
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
        let pack = self.pack();
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
        let name: CardName = s.parse()?;
        match name.copy {
            Some(copy) if s == s.trim() => Ok(Card::new(name.rank, copy)),
            _ => Err(ParseCardError::NotACard(s.to_string())),
        }
    }
}

impl Card {
    /// Which pack of four suits the copy belongs to, 1-based: copies 0-3 are pack 1.
    pub const fn pack(self) -> u8 {
        self.copy / 4 + 1
    }
}

/// The superscript a card of `pack` wears on screen (none for the first pack).
const fn pack_mark(pack: u8) -> &'static str {
    match pack {
        1 => "",
        2 => "²",
        _ => "³",
    }
}

/// The pack a superscript or digit names, if it is one.
fn pack_of(mark: &str) -> Option<u8> {
    match mark {
        "" | "1" | "¹" => Some(1),
        "2" | "²" => Some(2),
        "3" | "³" => Some(3),
        _ => None,
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = format!(
            "{}{}{}",
            self.rank,
            self.suit().symbol(),
            pack_mark(self.pack())
        );
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

/// A card as a person names it: a rank alone (`K`, `10`, `T`: any copy), or one copy by
/// its suit and pack, as [`Card`]'s display and code print it (`K♥`, `Kh`, `K♥²`, `Kh2`). A
/// suit without a pack mark names the first pack's card of that suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CardName {
    pub rank: Rank,
    /// The copy named, when a suit was given.
    pub copy: Option<u8>,
}

impl CardName {
    pub fn matches(self, card: Card) -> bool {
        card.rank == self.rank && self.copy.is_none_or(|c| c == card.copy)
    }
}

impl From<Rank> for CardName {
    fn from(rank: Rank) -> Self {
        CardName { rank, copy: None }
    }
}

impl From<Card> for CardName {
    fn from(card: Card) -> Self {
        CardName {
            rank: card.rank,
            copy: Some(card.copy),
        }
    }
}

impl fmt::Display for CardName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.copy {
            Some(copy) => write!(f, "{}", Card::new(self.rank, copy)),
            None => write!(f, "{}", self.rank),
        }
    }
}

impl FromStr for CardName {
    type Err = ParseCardError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let text = s.trim();
        let bad = || ParseCardError::NotACard(s.to_string());
        let rank_len = if text.starts_with("10") {
            2
        } else {
            text.chars().next().map_or(0, char::len_utf8)
        };
        let rank: Rank = text
            .get(..rank_len)
            .ok_or_else(bad)?
            .parse()
            .map_err(|_| bad())?;
        let mut rest = text[rank_len..].chars();
        let Some(suit) = rest.next() else {
            return Ok(CardName { rank, copy: None });
        };
        let suit = Suit::from_char(suit).ok_or_else(bad)?;
        let pack = pack_of(rest.as_str()).ok_or_else(bad)?;
        let copy = (pack - 1) * 4 + suit as u8;
        if copy >= MAX_COPIES {
            return Err(bad());
        }
        Ok(CardName {
            rank,
            copy: Some(copy),
        })
    }
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
        for (text, rank, copy) in [
            ("K", Rank::King, None),
            ("10", Rank::Ten, None),
            ("T", Rank::Ten, None),
            ("t", Rank::Ten, None),
            ("K♥", Rank::King, Some(1)),
            ("Kh", Rank::King, Some(1)),
            ("10♣", Rank::Ten, Some(3)),
            ("as", Rank::Ace, Some(0)),
            (" 7d ", Rank::Seven, Some(2)),
            ("K♥²", Rank::King, Some(5)),
            ("Kh2", Rank::King, Some(5)),
            ("10♠³", Rank::Ten, Some(8)),
            ("Q♦2", Rank::Queen, Some(6)),
        ] {
            assert_eq!(
                text.parse::<CardName>(),
                Ok(CardName { rank, copy }),
                "{text}"
            );
        }
        for bad in [
            "", "1", "6", "11", "h", "Kx", "KK", "♥", "K♥4", "K♦³", "Kh0", "K2", "K♥²²",
        ] {
            assert!(bad.parse::<CardName>().is_err(), "{bad:?} should not parse");
        }
    }

    #[test]
    fn copies_wear_cycling_suits_and_codes_are_unambiguous() {
        assert_eq!(Card::new(Rank::King, 1).to_string(), "K♥");
        assert_eq!(Card::new(Rank::King, 4).to_string(), "K♠²");
        assert_eq!(Card::new(Rank::Ten, 9).to_string(), "10♥³");
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
    fn no_two_cards_of_the_largest_pack_look_alike_and_each_reads_back() {
        let pack = CardSet::pack(MAX_COPIES);
        let shown: std::collections::HashSet<String> = pack.iter().map(|c| c.to_string()).collect();
        assert_eq!(shown.len(), pack.len() as usize);
        for card in pack.iter() {
            for text in [card.to_string(), card.code()] {
                let name: CardName = text.parse().unwrap();
                assert_eq!(name, CardName::from(card), "{text}");
                assert!(name.matches(card));
            }
        }
    }
}
