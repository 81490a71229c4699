//! What an action caused, for front ends to narrate.
//!
//! Every event is **public**: it holds nothing a player at the table may not know. The one
//! exception by design is [`Event::HandScored`], which reveals the folded cards because the
//! hand is over. What only one player may see (their hand, their own ribs or fold) is read
//! from that player's [`crate::games::ribs::View`].

use serde::Serialize;

use super::card::Card;
use super::seat::{PerSeat, Seat};
use super::trick::SeenTrick;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A new hand was dealt (hands are 0-based).
    HandDealt {
        hand: u32,
        dealer: Seat,
    },
    /// A trick's bidding begins; `opener` must open it at `bid`.
    BiddingOpened {
        trick: u8,
        opener: Seat,
        bid: u32,
    },
    Bid {
        seat: Seat,
        bid: u32,
    },
    Passed {
        seat: Seat,
    },
    /// All but one passed: `seat` is the bidder at `bid`.
    BiddingWon {
        seat: Seat,
        bid: u32,
    },
    /// The ribs are down; `face_up` shows them only in a face-up last trick.
    RibsLaid {
        seat: Seat,
        face_up: Option<[Card; 2]>,
    },
    PlayedFaceUp {
        seat: Seat,
        cards: [Card; 2],
    },
    /// `seat` folded; which cards stays hidden until the hand is over.
    Folded {
        seat: Seat,
    },
    /// Everyone has played: the ribs are turned face up.
    RibsRevealed {
        seat: Seat,
        ribs: [Card; 2],
    },
    /// The trick's ruling: crack, each play's outcome, captures, bid made or lost; folds
    /// without their cards.
    TrickResolved {
        trick: SeenTrick,
    },
    /// Four tricks played: each seat's points, the hand's winners, and the folds revealed.
    HandScored {
        hand: u32,
        scores: PerSeat<u32>,
        winners: PerSeat<bool>,
        /// Each seat's fold of this hand, if any: (trick, cards).
        folds: PerSeat<Option<(u8, [Card; 2])>>,
    },
    /// Match standings after a hand: hand wins per seat, and the target.
    Standings {
        hand_wins: PerSeat<u32>,
        target: u8,
    },
    MatchWon {
        seat: Seat,
        hand_wins: PerSeat<u32>,
    },
}

/// Where an action's events go. The engine is generic over it so that simulations can pass
/// `()` and pay nothing for narration: it only builds events when `WANTS_EVENTS` is true.
pub trait EventSink {
    const WANTS_EVENTS: bool = true;
    fn emit(&mut self, event: Event);
}

impl EventSink for Vec<Event> {
    #[inline]
    fn emit(&mut self, event: Event) {
        self.push(event);
    }
}

impl EventSink for () {
    const WANTS_EVENTS: bool = false;
    #[inline(always)]
    fn emit(&mut self, _event: Event) {}
}
