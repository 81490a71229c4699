//! Why an action or a setup was refused: typed values, worded by the front ends
//! (`crate::text::ribs`, which also gives them their `Display`, in English).

use super::card::Card;
use super::seat::Seat;

/// An action the rules do not allow now. The state is unchanged when one is returned.
///
/// Its sentences, to the player who tried and about them (as the referee rules), are the
/// message files' (`crate::text::ribs::action_error`, `action_error_about`); `Display` is
/// the first in English with seats named "seat 3".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ActionError {
    MatchOver,
    HandOver,
    NoSuchSeat(Seat),
    NotYourTurn {
        waiting_for: Seat,
    },
    AlreadyPassed,
    MustOpen(u32),
    WrongBid {
        expected: u32,
    },
    BidTooHigh,
    BelowOpening {
        bid: u32,
        opening: u32,
    },
    OffStep {
        bid: u32,
        step: u8,
        opening: u32,
    },
    StillBidding {
        next: u32,
    },
    /// A call after the bidding ended, which `bidder` won at `bid`.
    BiddingOver {
        bidder: Seat,
        bid: u32,
    },
    MustLayRibs,
    NotTheBidder,
    BidderCannotFold,
    AlreadyFolded,
    FoldingOff,
    LastTrickFaceUp,
    NotHeld(Card),
    SameCardTwice,
}

impl std::error::Error for ActionError {}

/// A table that cannot be set up as asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A table of this many seats, outside `MIN_SEATS..=MAX_SEATS`.
    Players(usize),
    /// A seat dealt other than `CARDS_PER_SEAT` cards.
    HandSize {
        seat: Seat,
        count: u32,
    },
    DealtTwice {
        card: Card,
    },
    NotInPack {
        card: Card,
        players: u8,
    },
    /// A dealer who is not one of the seats.
    Dealer,
}

impl std::error::Error for SetupError {}

/// Why a log of actions does not replay on its table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    Setup(SetupError),
    Illegal {
        index: usize,
        seat: Seat,
        action: super::hand::Action,
        error: ActionError,
    },
    /// The log ends before the match does.
    Unfinished,
}

impl std::error::Error for ReplayError {}

impl From<SetupError> for ReplayError {
    fn from(error: SetupError) -> Self {
        ReplayError::Setup(error)
    }
}
