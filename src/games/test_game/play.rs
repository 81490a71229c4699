//! The drill's vocabulary: a seat's actions, the events they cause, the refusals, and the
//! record of a round's reveal.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::cards::{Card, CardSet};
use crate::core::Seat;

use super::{SEATS, Team};

/// One decision of one seat. Serialized compactly for the action log: `"draw"`, `"stand"`,
/// `{"show":"Qh"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Take the top card of the stock, and stay on turn.
    Draw,
    /// Draw no more this round: the turn passes on.
    Stand,
    /// Lay this card of the hand face down, to be shown when all four have chosen.
    Show(Card),
}

/// What an action caused. Which seats may read each one is said beside it (a
/// [`crate::core::Told`]): the events naming a card a seat holds in secret go to that seat
/// alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum DrillEvent {
    /// A round was dealt (rounds are 0-based); `leader` draws first. Public.
    RoundDealt { round: u32, leader: Seat, deal: u8 },
    /// The cards dealt to `seat`: to that seat alone.
    Dealt { seat: Seat, hand: CardSet },
    /// `seat` drew a card, `stock` are left: public, naming no card.
    Drew { seat: Seat, stock: u32 },
    /// The card `seat` drew: to that seat alone.
    DrewCard { seat: Seat, card: Card },
    /// `seat` draws no more this round. Public.
    Stood { seat: Seat },
    /// All four have stood: each now chooses a card to show, at once and in secret. Public.
    ChoosingBegan { round: u32 },
    /// `seat` has chosen its card: public, naming no card.
    Chose { seat: Seat },
    /// The card `seat` chose: to that seat alone until the reveal.
    ChoseCard { seat: Seat, card: Card },
    /// All four have chosen: the cards, face up. Public.
    Revealed(Reveal),
    /// The match is over, with each team's points. Public.
    MatchEnded { points: [u32; 2] },
}

/// A round's reveal: the card each seat showed, who won it, and the standings after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Reveal {
    pub round: u32,
    /// Seat by seat.
    pub cards: [Card; SEATS],
    /// The seat that showed the highest card.
    pub winner: Seat,
    /// The winner's team, and what the round gave it: 1, or 2 when both its cards beat both
    /// of the other team's.
    pub team: Team,
    pub points: u32,
    /// Each team's points after the round.
    pub standings: [u32; 2],
}

/// An action the drill does not allow now; nothing changes when one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum Refusal {
    #[error("the match is over")]
    MatchOver,
    #[error("there is no {0} at a drill (it seats four)")]
    NoSuchSeat(Seat),
    #[error("it is {turn}'s turn to draw or stand")]
    NotYourTurn { turn: Seat },
    #[error("the stock is empty: stand")]
    StockEmpty,
    #[error("you do not hold {0}")]
    NotHeld(Card),
    #[error("you have already chosen your card this round")]
    AlreadyChosen,
    #[error("the drawing is over: choose a card to show")]
    DrawingOver,
    #[error("the drawing is not over: draw or stand")]
    StillDrawing,
}

/// A drill that cannot be set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("a drill is played by exactly 4 seats, not {0}")]
    Seats(u8),
}
