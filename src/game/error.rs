//! Why an action or a setup was refused, in words a player understands.

use thiserror::Error;

use super::card::Card;
use super::seat::Seat;

/// An action the rules do not allow now. The state is unchanged when one is returned.
///
/// `Display` names seats as "seat 3"; front ends that know players' names use
/// [`ActionError::describe`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Error)]
pub enum ActionError {
    #[error("the match is over")]
    MatchOver,
    #[error("the hand is over")]
    HandOver,
    #[error("there is no {0} at this table")]
    NoSuchSeat(Seat),
    #[error("it is not your turn: waiting for {waiting_for}")]
    NotYourTurn { waiting_for: Seat },
    #[error("you already passed in this trick's bidding")]
    AlreadyPassed,
    #[error("the first bid must be {0}")]
    MustOpen(u32),
    #[error("bid must be {expected}")]
    WrongBid { expected: u32 },
    #[error("bids cannot go higher")]
    BidTooHigh,
    #[error("bids start at {opening}, not {bid}")]
    BelowOpening { bid: u32, opening: u32 },
    #[error("bids go up by {step} from {opening}: {bid} is not one of them")]
    OffStep { bid: u32, step: u8, opening: u32 },
    #[error("the bidding is not over: bid {next} or pass")]
    StillBidding { next: u32 },
    #[error("the bidding is over for this trick")]
    BiddingOver,
    #[error("you are the bidder: lay two cards as your ribs")]
    MustLayRibs,
    #[error("only the bidder lays ribs")]
    NotTheBidder,
    #[error("the bidder cannot fold")]
    BidderCannotFold,
    #[error("you already folded this hand")]
    AlreadyFolded,
    #[error("folding is off at this table")]
    FoldingOff,
    #[error("nobody may fold in the last trick: it is played face up")]
    LastTrickFaceUp,
    #[error("you do not hold {0}")]
    NotHeld(Card),
    #[error("pick two different cards")]
    SameCardTwice,
}

impl ActionError {
    /// The error as a sentence, with seats named by `name` instead of "seat N".
    pub fn describe(&self, name: impl Fn(Seat) -> String) -> String {
        match self {
            ActionError::NotYourTurn { waiting_for } => {
                format!("it is not your turn: waiting for {}", name(*waiting_for))
            }
            ActionError::NoSuchSeat(seat) => format!("there is no {} at this table", name(*seat)),
            other => other.to_string(),
        }
    }
}

/// Serialized as the sentence a player reads (front ends that name seats use
/// [`ActionError::describe`]).
impl serde::Serialize for ActionError {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// A table that cannot be set up as asked.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("Ribs needs 4 to 10 players, not {0}")]
    Players(usize),
    #[error(
        "{seat} must be dealt {} cards, not {count}",
        super::hand::CARDS_PER_SEAT
    )]
    HandSize { seat: Seat, count: u32 },
    #[error("{card} is dealt twice")]
    DealtTwice { card: Card },
    #[error("{card} is not in a pack for {players} players")]
    NotInPack { card: Card, players: u8 },
    #[error("the dealer must be one of the seats")]
    Dealer,
}

/// Why a log of actions does not replay on its table.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReplayError {
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("action {index} ({seat} {action}) is illegal: {error}")]
    Illegal {
        index: usize,
        seat: Seat,
        action: super::hand::Action,
        error: ActionError,
    },
    #[error("the log ends before the match does")]
    Unfinished,
}
