//! Why an action or a setup was refused, in words a player understands.

use thiserror::Error;

use super::card::Card;
use super::seat::Seat;

/// An action the rules do not allow now. The state is unchanged when one is returned.
///
/// Every sentence that explains one is written here, in [`ActionError::describe`] (to the
/// player who tried, as front ends say it) and [`ActionError::describe_about`] (about them,
/// as the referee rules); `Display` is the first with seats named "seat 3".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Error)]
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

impl ActionError {
    /// The error as a sentence to the player who tried, with seats named by `name`.
    pub fn describe(&self, name: impl Fn(Seat) -> String) -> String {
        self.sentence(None, &name)
    }

    /// The error as a sentence about `actor`, the seat that tried, for someone ruling on a
    /// game from outside it ("Bob already passed"), with seats named by `name`. A fold is
    /// refused with the table option behind it, as the option is spelled in a document.
    pub fn describe_about(&self, actor: Seat, name: impl Fn(Seat) -> String) -> String {
        self.sentence(Some(&name(actor)), &name)
    }

    /// Both wordings, variant by variant: `who` names the actor for the third person, or is
    /// `None` to speak to them.
    fn sentence(&self, who: Option<&str>, name: &dyn Fn(Seat) -> String) -> String {
        use ActionError::*;
        match (*self, who) {
            (NotYourTurn { waiting_for }, None) => {
                format!("it is not your turn: waiting for {}", name(waiting_for))
            }
            (NotYourTurn { waiting_for }, Some(who)) => {
                format!("it is {}'s turn, not {who}'s", name(waiting_for))
            }
            (AlreadyPassed, None) => "you already passed in this trick's bidding".into(),
            (AlreadyPassed, Some(who)) => format!("{who} already passed"),
            (MustOpen(bid), None) => format!("the first bid must be {bid}"),
            (MustOpen(bid), Some(who)) => format!("{who} opens the bidding and must bid {bid}"),
            (WrongBid { expected }, who) => {
                let whose = who.map_or_else(|| "your".to_string(), |who| format!("{who}'s"));
                format!(
                    "{whose} bid must be {expected} (one step above the last bid; no jump bids)"
                )
            }
            (BiddingOver { .. }, None) => "the bidding is over for this trick".into(),
            (BiddingOver { bidder, bid }, Some(_)) => {
                format!("the bidding is over: {} won it at {bid}", name(bidder))
            }
            (AlreadyFolded, None) => "you already folded this hand".into(),
            (AlreadyFolded, Some(who)) => format!("{who} already folded this hand"),
            (FoldingOff, None) => "folding is off at this table".into(),
            (FoldingOff, Some(who)) => {
                format!("{who} folds, but folding is off (variant folding = never)")
            }
            (LastTrickFaceUp, None) => {
                "nobody may fold in the last trick: it is played face up".into()
            }
            (LastTrickFaceUp, Some(who)) => format!(
                "{who} folds, but the last trick is played face up (variant last_trick_face_up)"
            ),
            (NoSuchSeat(seat), None) => format!("there is no {} at this table", name(seat)),
            (MatchOver, None) => "the match is over".into(),
            (HandOver, None) => "the hand is over".into(),
            (BidTooHigh, None) => "bids cannot go higher".into(),
            (BelowOpening { bid, opening }, None) => format!("bids start at {opening}, not {bid}"),
            (OffStep { bid, step, opening }, None) => {
                format!("bids go up by {step} from {opening}: {bid} is not one of them")
            }
            (StillBidding { next }, None) => format!("the bidding is not over: bid {next} or pass"),
            (MustLayRibs, None) => "you are the bidder: lay two cards as your ribs".into(),
            (NotTheBidder, None) => "only the bidder lays ribs".into(),
            (BidderCannotFold, None) => "the bidder cannot fold".into(),
            (NotHeld(card), None) => format!("you do not hold {card}"),
            (SameCardTwice, None) => "pick two different cards".into(),
            // The rest are told about a player as they would be told to them.
            (other, Some(who)) => format!("{who}: {}", other.sentence(None, name)),
        }
    }
}

/// `seat 3` for every seat: the sentence a player reads when no names are known.
impl std::fmt::Display for ActionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe(|seat| seat.to_string()))
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
    #[error("{needed}, not {0}", needed = super::seat::players_needed())]
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ribs::{MAX_SEATS, MIN_SEATS};

    fn name(seat: Seat) -> String {
        ["Ann", "Bob", "Cat"][seat.index()].to_string()
    }

    #[test]
    fn a_table_of_the_wrong_size_is_told_the_range_from_the_seat_limits() {
        assert_eq!(
            SetupError::Players(3).to_string(),
            format!("Ribs needs {MIN_SEATS} to {MAX_SEATS} players, not 3")
        );
    }

    #[test]
    fn a_refusal_is_told_to_the_player_or_about_them_by_name() {
        let turn = ActionError::NotYourTurn {
            waiting_for: Seat(2),
        };
        assert_eq!(turn.to_string(), "it is not your turn: waiting for seat 3");
        assert_eq!(turn.describe(name), "it is not your turn: waiting for Cat");
        assert_eq!(
            turn.describe_about(Seat(1), name),
            "it is Cat's turn, not Bob's"
        );
        let jump = ActionError::WrongBid { expected: 3 };
        assert_eq!(
            jump.describe(name),
            "your bid must be 3 (one step above the last bid; no jump bids)"
        );
        assert_eq!(
            jump.describe_about(Seat(1), name),
            "Bob's bid must be 3 (one step above the last bid; no jump bids)"
        );
        let over = ActionError::BiddingOver {
            bidder: Seat(0),
            bid: 4,
        };
        assert_eq!(over.describe(name), "the bidding is over for this trick");
        assert_eq!(
            over.describe_about(Seat(2), name),
            "the bidding is over: Ann won it at 4"
        );
        assert_eq!(
            ActionError::BidderCannotFold.describe_about(Seat(0), name),
            "Ann: the bidder cannot fold"
        );
    }
}
