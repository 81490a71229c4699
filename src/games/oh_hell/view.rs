//! What a seat, or someone watching, may know of a game of Oh Hell!: the only way out of
//! the game. Built field by field, so another seat's hand, the undealt cards and a secret
//! bid have nowhere to appear.

use serde::Serialize;

use super::OhHell;
use super::card::{Card, Cards, Suit};
use super::event::HandSummary;
use super::hand::{Phase, Trick};
use super::options::{Bidding, Options};
use crate::core::{PerSeat, Seat, SeatSet, ToAct};

/// One seat's view (or a spectator's).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OhHellView {
    /// Whose view this is (`None`: a spectator).
    pub seat: Option<Seat>,
    pub seats: u8,
    pub options: Options,
    pub dealer: Seat,
    /// The hand being played, from 1, of `hands` in the sequence (past it in a play-off).
    pub number: u32,
    pub hands: u32,
    /// Cards dealt to each this hand, c.
    pub cards: u8,
    pub phase: Phase,
    pub over: bool,
    pub to_act: ToAct,
    pub turned: Option<Card>,
    pub trump: Option<Suit>,
    /// The bids as made (with simultaneous bidding: none but one's own until all are
    /// shown).
    pub bids: PerSeat<Option<u8>>,
    /// With simultaneous bidding: who has chosen a bid (not what).
    pub chosen: SeatSet,
    /// The bid total so far, against `cards`.
    pub bid_total: u32,
    /// The number the dealer may not bid (the hook), while the dealer has yet to bid.
    pub hooked: Option<u8>,
    /// The seat that may still change the bid it just made.
    pub changeable: Option<Seat>,
    /// The seat's own cards (`None` for a spectator, and in the forehead hand).
    pub hand: Option<Cards>,
    /// In the forehead hand: every other seat's card, as the seat sees them.
    pub foreheads: PerSeat<Option<Card>>,
    /// How many cards each seat holds.
    pub held: PerSeat<u8>,
    /// The trick being played.
    pub trick: Trick,
    /// This hand's tricks taken so far.
    pub tricks: Vec<Trick>,
    pub won: PerSeat<u8>,
    pub totals: PerSeat<i32>,
    pub last_hand: Option<HandSummary>,
}

impl OhHell {
    /// What `seat` may know (`None`: a spectator).
    pub fn view(&self, seat: Option<Seat>) -> OhHellView {
        let own = seat.filter(|s| s.0 < self.seats);
        let hand = &self.hand;
        let rules = hand.rules();
        let secret = rules.bidding == Bidding::Simultaneous && hand.phase() == Phase::Bidding;
        let bids = PerSeat::from_fn(self.seats, |s| {
            hand.bids()[s].filter(|_| !secret || Some(s) == own)
        });
        let playing = !self.over && hand.phase() != Phase::Over;
        let foreheads = PerSeat::from_fn(self.seats, |s| {
            let shown = rules.forehead && playing && own.is_some() && Some(s) != own;
            shown.then(|| hand.held(s).lowest()).flatten()
        });
        OhHellView {
            seat,
            seats: self.seats,
            options: self.options,
            dealer: rules.dealer,
            number: self.number,
            hands: self.hands(),
            cards: rules.cards,
            phase: hand.phase(),
            over: self.over,
            to_act: self.to_act(),
            turned: rules.turned,
            trump: rules.trump,
            bids,
            chosen: if secret {
                hand.yet_to_bid()
                    .iter()
                    .fold(SeatSet::all(self.seats), SeatSet::without)
            } else {
                SeatSet::EMPTY
            },
            bid_total: if secret { 0 } else { hand.bid_total() },
            hooked: hand.hooked(),
            changeable: hand.changeable(),
            hand: own.filter(|_| !rules.forehead).map(|s| hand.held(s)),
            foreheads,
            held: PerSeat::from_fn(self.seats, |s| hand.held(s).len() as u8),
            trick: *hand.trick(),
            tricks: hand.tricks().to_vec(),
            won: *hand.won(),
            totals: self.totals,
            last_hand: self.last,
        }
    }
}
