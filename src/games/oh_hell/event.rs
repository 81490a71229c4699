//! Oh Hell!'s vocabulary: a seat's actions, what they cause, why one is refused.
//! Refusals are worded by the front ends (`crate::text::oh_hell`, which also gives them
//! their English `Display`).

use serde::{Deserialize, Serialize};

use super::card::{Card, Cards, Suit};
use super::hand::Trick;
use crate::core::{PerSeat, Seat, SeatSet};

/// One decision of one seat. Serialized for the action log: `{"bid":2}`, `{"card":"Qh"}`,
/// `"blind"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Bid this many tricks (or change the bid just made, while the next player has not
    /// bid).
    Bid(u8),
    /// Play this card.
    Card(Card),
    /// Play the one card held without seeing it: the last hand with `forehead_last_hand`,
    /// where a player's own card is hidden from them.
    Blind,
}

/// What an action caused. Who may read each is said beside it ([`crate::core::Told`]): a
/// hand's cards go to its holder alone (with `forehead_last_hand`, to everyone else), a
/// secret bid to its bidder until all are shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A hand was dealt. `number` from 1, of `hands` in the sequence (a play-off hand is
    /// past it); `cards` each; the turned card, if one was turned, and the trumps.
    HandDealt {
        number: u32,
        hands: u32,
        dealer: Seat,
        cards: u8,
        turned: Option<Card>,
        trump: Option<Suit>,
        play_off: bool,
    },
    /// `seat`'s cards: to that seat alone (with `forehead_last_hand`'s last hand, to every
    /// other seat instead).
    Dealt { seat: Seat, hand: Cards },
    /// `seat` bid in turn (`changed`: replacing the bid it had just made). Public.
    Bid { seat: Seat, bid: u8, changed: bool },
    /// `seat` has chosen its secret bid: public, naming no number.
    BidChosen { seat: Seat },
    /// The number `seat` chose in secret: to that seat alone until the bids are shown.
    SecretBid { seat: Seat, bid: u8 },
    /// Every secret bid, shown at once. Public.
    BidsShown { bids: PerSeat<u8> },
    /// The bidding is over; `leader` leads. Public.
    PlayBegan { leader: Seat },
    /// `seat` played `card`. Public.
    Played { seat: Seat, card: Card },
    /// A trick was taken (`number` from 1). Public.
    TrickTaken { number: u8, trick: Trick },
    /// A hand was scored: each seat's bid, tricks, points this hand and total after it.
    HandScored(HandSummary),
    /// The game is over: its final totals and winners (several when they share it).
    GameOver {
        totals: PerSeat<i32>,
        winners: SeatSet,
    },
}

/// A finished hand in brief: what the table announces and keeps showing until the next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct HandSummary {
    pub number: u32,
    pub cards: u8,
    pub dealer: Seat,
    pub trump: Option<Suit>,
    pub bids: PerSeat<u8>,
    pub won: PerSeat<u8>,
    pub scores: PerSeat<i32>,
    pub totals: PerSeat<i32>,
}

impl HandSummary {
    /// Whether `seat` took exactly what it bid.
    pub fn made(&self, seat: Seat) -> bool {
        self.bids[seat] == self.won[seat]
    }
}

/// An action the rules do not allow now; nothing changes when one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// The game is over.
    GameOver,
    NoSuchSeat(Seat),
    NotYourTurn {
        waiting_for: Seat,
    },
    /// A bid once the play has begun.
    BiddingOver,
    /// A card before the bidding is over.
    StillBidding,
    /// A bid over the cards dealt.
    BidTooHigh {
        bid: u8,
        cards: u8,
    },
    /// The dealer's bid that would make the bids add up to the cards dealt.
    Hooked {
        bid: u8,
    },
    /// A change of bid after the next player has bid.
    BidFinal,
    /// A second bid with simultaneous bidding: no changes.
    AlreadyBid,
    NotHeld(Card),
    /// A card off the suit led by a player who holds that suit.
    MustFollow {
        suit: Suit,
    },
    /// With `must_trump`: a card off the trumps by a player who cannot follow but holds a
    /// trump.
    MustTrump {
        trump: Suit,
    },
    /// A blind play outside the forehead hand.
    NotBlind,
}

impl std::error::Error for Refusal {}

/// A game that cannot be set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A table outside 3 to 7 players.
    Seats(u8),
    /// `max_cards` over the pack shared out among the players.
    MaxCards { max: u8, limit: u8 },
}

impl std::error::Error for SetupError {}
