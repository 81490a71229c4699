//! What a seat does and decides: actions, calls, choices, and where a hand stands.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::games::ribs::card::{Card, in_hand_order};
use crate::games::ribs::error::ActionError;

/// Tricks in a hand: each seat plays two of its cards in every one.
pub const TRICKS: u8 = 4;
/// Cards dealt to each seat: two for each trick.
pub const CARDS_PER_SEAT: u32 = 2 * TRICKS as u32;
/// The forced opening bid of every trick.
pub const OPENING_BID: u32 = 2;

/// Where a hand stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Bidding,
    /// The bidder is to lay the ribs.
    Ribs,
    /// The others play in turn, clockwise from the bidder's left.
    Play,
    /// All four tricks are played.
    Over,
}

/// A seat's latest call in the current trick's bidding.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Call {
    #[default]
    None,
    Bid(u32),
    Pass,
}

/// Something a seat does. Cards name exact copies; the rules only look at their ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Bid exactly this much: the opening 2, or one `bid_step` above the current bid.
    Bid(u32),
    Pass,
    /// The bidder lays two cards face down.
    Ribs([Card; 2]),
    /// Play two cards face up.
    FaceUp([Card; 2]),
    /// Play two cards face down (once per hand).
    Fold([Card; 2]),
}

impl Action {
    /// The same action with its two cards in hand order (high rank first, then by copy):
    /// the order of a pair does not matter, so the engine stores and lists this form.
    #[inline]
    pub fn canonical(self) -> Action {
        let order = in_hand_order;
        match self {
            Action::Ribs(c) => Action::Ribs(order(c)),
            Action::FaceUp(c) => Action::FaceUp(order(c)),
            Action::Fold(c) => Action::Fold(order(c)),
            other => other,
        }
    }

    /// The two cards of a play, if this is one.
    pub fn cards(self) -> Option<[Card; 2]> {
        match self {
            Action::Ribs(c) | Action::FaceUp(c) | Action::Fold(c) => Some(c),
            Action::Bid(_) | Action::Pass => None,
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Bid(n) => write!(f, "bid {n}"),
            Action::Pass => write!(f, "pass"),
            Action::Ribs([a, b]) => write!(f, "ribs {a} {b}"),
            Action::FaceUp([a, b]) => write!(f, "{a} {b}"),
            Action::Fold([a, b]) => write!(f, "fold {a} {b}"),
        }
    }
}

/// The decision a seat faces now: everything a front end needs to word it, decided here so
/// that no front end works a rule out for itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "choice", rename_all = "snake_case")]
pub enum Choice {
    /// Bid `next` (when bids can still go up), or pass when `can_pass`. The opener of a
    /// trick must bid [`OPENING_BID`] and may not pass.
    Bid { next: Option<u32>, can_pass: bool },
    /// Lay two cards as the ribs (face up in a face-up last trick), having won the bidding
    /// at `bid`.
    Ribs { face_up: bool, bid: u32 },
    /// Play two cards face up, or fold them when `fold` is `Ok`; otherwise it says why not.
    Play { fold: Result<(), ActionError> },
}

impl Choice {
    /// Whether this decision is about two cards (the ribs, or a play).
    pub fn wants_cards(&self) -> bool {
        matches!(self, Choice::Ribs { .. } | Choice::Play { .. })
    }

    /// Whether folding is one of the options.
    pub fn may_fold(&self) -> bool {
        matches!(self, Choice::Play { fold: Ok(()) })
    }
}
