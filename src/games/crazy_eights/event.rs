//! Crazy Eights' vocabulary: a seat's actions, what they cause, why one is refused.
//! Refusals are worded by the front ends (`crate::text::crazy_eights`, which also gives
//! them their English `Display`).


use serde::{Deserialize, Serialize};

use super::cards::Cards;
use crate::cards::{Card, Suit};
use crate::core::{PerSeat, Seat};

/// One decision of one seat. Serialized for the action log: `{"play":{"card":"Qh"}}`,
/// `{"nominate":"h"}`, `"draw"`, `"pass"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Play this card; `last_card`: the announcement of the last-card rule, made with the
    /// play that leaves one card.
    Play {
        card: Card,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        last_card: bool,
    },
    /// Name the suit to follow after a wild card.
    Nominate(#[serde(with = "suit_letter")] Suit),
    /// Draw from the stock (facing a pending draw, all of it).
    Draw,
    Pass,
}

impl Action {
    /// A play without the last-card announcement.
    pub fn play(card: Card) -> Action {
        Action::Play {
            card,
            last_card: false,
        }
    }
}

/// A suit as its letter in the action log (`"h"`).
pub(super) mod suit_letter {
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::cards::Suit;

    pub fn serialize<S: Serializer>(suit: &Suit, s: S) -> Result<S::Ok, S::Error> {
        let mut buf = [0; 4];
        s.serialize_str(suit.letter().encode_utf8(&mut buf))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Suit, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }

    /// A suit that may be absent: its letter, or `null`.
    pub fn option<S: Serializer>(suit: &Option<Suit>, s: S) -> Result<S::Ok, S::Error> {
        match suit {
            Some(suit) => serialize(suit, s),
            None => s.serialize_none(),
        }
    }
}

/// Which way play goes round the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    #[default]
    Clockwise,
    Counterclockwise,
}

impl Direction {
    #[must_use]
    pub fn reversed(self) -> Direction {
        match self {
            Direction::Clockwise => Direction::Counterclockwise,
            Direction::Counterclockwise => Direction::Clockwise,
        }
    }

    /// The word of the referee's JSON: `clockwise`, `counterclockwise`.
    pub fn word(self) -> &'static str {
        match self {
            Direction::Clockwise => "clockwise",
            Direction::Counterclockwise => "counterclockwise",
        }
    }
}

/// Why cards were drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawCause {
    /// A draw of the player's own choosing.
    Turn,
    /// The pending draw of a run of twos.
    Twos,
    /// The last-card penalty.
    LastCard,
}

/// What an action caused. Who may read each is said beside it ([`crate::core::Told`]):
/// the cards of a hand or a draw go to their holder alone; everything else is public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A hand was dealt (`number` from 1): the starter turned, the wild cards buried
    /// before it, the stock left, who plays first. Public.
    HandDealt {
        number: u32,
        dealer: Seat,
        starter: Card,
        buried: Vec<Card>,
        stock: u8,
        first: Seat,
    },
    /// `seat`'s cards: to that seat alone.
    Dealt { seat: Seat, hand: Cards },
    /// `seat` played `card` (`last_card`: announcing it). Public.
    Played {
        seat: Seat,
        card: Card,
        last_card: bool,
    },
    /// `seat` named the suit to follow. Public.
    Named {
        seat: Seat,
        #[serde(serialize_with = "suit_letter::serialize")]
        suit: Suit,
    },
    /// `seat` drew `count` cards, and why. Public: never which.
    Drew {
        seat: Seat,
        count: u8,
        cause: DrawCause,
    },
    /// The cards `seat` drew: to that seat alone.
    Drawn { seat: Seat, cards: Vec<Card> },
    /// `seat` passed. Public.
    Passed { seat: Seat },
    /// `seat` misses its turn. Public.
    Skipped { seat: Seat },
    /// Play goes the other way now. Public.
    Reversed { direction: Direction },
    /// A two: `seat` faces a draw of `pending`. Public.
    DrawPending { seat: Seat, pending: u8 },
    /// `seat` played the card that leaves one without announcing it. Public.
    LastCardMissed { seat: Seat },
    /// The discard pile but its top card became the stock, of `stock` cards. Public.
    Reshuffled { stock: u8 },
    /// The hand is over: who went out or that it was blocked, every hand. Public.
    HandOver(Box<HandSummary>),
    /// The match is over: the final totals and the winner (lowest). Public.
    MatchOver { totals: PerSeat<i32>, winner: Seat },
}

/// A finished hand: what the table announces and keeps showing until the next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct HandSummary {
    pub number: u32,
    pub dealer: Seat,
    /// Who went out (`None`: the hand was blocked).
    pub out: Option<Seat>,
    /// Every hand as it ended.
    pub hands: PerSeat<Cards>,
    /// Each seat's penalty this hand.
    pub scores: PerSeat<i32>,
    /// Each seat's total after it.
    pub totals: PerSeat<i32>,
}

/// An action the rules do not allow now; nothing changes when one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// The match is over.
    GameOver,
    NoSuchSeat(Seat),
    NotYourTurn {
        waiting_for: Seat,
    },
    NotHeld(Card),
    /// A card matching neither the suit to follow nor the top card's rank.
    NotMatching {
        card: Card,
        suit: Suit,
        top: Card,
    },
    /// A card or a draw other than a suit, after a wild card.
    SuitDue,
    /// A suit when none is to be named.
    NoSuitDue,
    /// Anything but a two or the draw, facing a pending draw of `pending`.
    DrawOrTwo {
        pending: u8,
    },
    /// Another card than the one just drawn (`play_drawn`).
    OnlyDrawn {
        drawn: Card,
    },
    /// A draw from an empty stock.
    StockEmpty,
    /// A draw past the turn's limit (1 under `one` and `play_drawn`).
    DrawLimit {
        limit: u8,
    },
    /// A draw or pass under `must_play` while a card plays.
    MustPlay,
    /// A pass while the stock has cards and the rules want a draw first.
    MustDraw,
    /// The last-card announcement on a play that does not leave one card, or without the
    /// rule.
    NoLastCard,
}

impl std::error::Error for Refusal {}

/// A game that cannot be set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A table outside 2 to 10 players.
    Seats(u8),
    /// Hands of `size` and a starter do not fit the pack(s) at a table of `players`.
    HandSize { size: u8, players: u8 },
}

impl std::error::Error for SetupError {}

