//! What a seat, or someone watching, may know of a game of Gin Rummy: the only way out of
//! the game. Built field by field, so the other hand before a knock, the stock's order and
//! the knock card have nowhere to appear.

use serde::Serialize;

use super::event::{HandResult, Settlement, Standing};
use super::hand::{Knock, Phase, Spread};
use super::options::Options;
use super::{GinRummy, SEATS};
use crate::cards::{Card, CardSet};
use crate::core::{PerSeat, Seat, ToAct};

/// One seat's view (or a spectator's).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GinView {
    /// Whose view this is (`None`: a spectator).
    pub seat: Option<Seat>,
    pub options: Options,
    /// The hand being played, from 1.
    pub number: u32,
    pub dealer: Seat,
    pub phase: Phase,
    pub to_act: ToAct,
    pub over: bool,
    /// The seat's own cards (`None` for a spectator).
    pub hand: Option<CardSet>,
    /// The card the seat just drew from the stock, this turn.
    pub drawn: Option<Card>,
    /// The card the seat took from the discard pile this turn (it may not go straight
    /// back, by the table's rule).
    pub taken_now: Option<Card>,
    /// How many cards each holds.
    pub held: PerSeat<u8>,
    /// The upcard the hand began with (none with `eleven`).
    pub upcard: Option<Card>,
    /// The face-up discard pile, bottom first.
    pub pile: Vec<Card>,
    pub stock: u8,
    /// Who passed the upcard.
    pub passed: PerSeat<bool>,
    /// The cards each took from the discard pile this hand (still in their hand unless
    /// discarded again).
    pub taken: PerSeat<CardSet>,
    pub knock: Option<Knock>,
    pub spread: Option<Spread>,
    pub points: PerSeat<u32>,
    pub hands_won: PerSeat<u32>,
    pub last_hand: Option<(HandResult, Standing)>,
    pub settlement: Option<Settlement>,
}

impl GinRummy {
    /// What `seat` may know (`None`: a spectator).
    pub fn view(&self, seat: Option<Seat>) -> GinView {
        let own = seat.filter(|s| s.0 < SEATS);
        let hand = &self.hand;
        let turn = hand.turn();
        let on_turn = own.is_some() && own == turn;
        let taken_now = match hand.phase() {
            Phase::Discard { taken, .. } if on_turn => taken,
            _ => None,
        };
        GinView {
            seat,
            options: self.options,
            number: self.number,
            dealer: hand.dealer(),
            phase: hand.phase(),
            to_act: self.to_act(),
            over: self.is_over(),
            hand: own.map(|s| hand.held(s)),
            drawn: hand.drawn().filter(|_| on_turn),
            taken_now,
            held: PerSeat::from_fn(SEATS, |s| hand.held(s).len() as u8),
            upcard: hand.upcard(),
            pile: hand.pile().to_vec(),
            stock: hand.stock_len() as u8,
            passed: PerSeat::from_fn(SEATS, |s| hand.passed()[s.index()]),
            taken: PerSeat::from_fn(SEATS, |s| hand.taken(s)),
            knock: hand.knock().copied(),
            spread: hand.spread().copied(),
            points: self.points,
            hands_won: self.hands_won,
            last_hand: self.last,
            settlement: self.settlement,
        }
    }
}

impl GinView {
    /// The top of the discard pile.
    pub fn top_discard(&self) -> Option<Card> {
        self.pile.last().copied()
    }

    /// The cards this seat cannot see: everything but its hand and the face-up pile, and
    /// what a knock or a spread showed (the other hand and the stock, in no order).
    pub fn unseen(&self) -> CardSet {
        let mut seen = self.hand.unwrap_or_default();
        seen = seen | self.pile.iter().copied().collect::<CardSet>();
        if let Some(knock) = &self.knock {
            seen = seen | knock.melds.cards() | knock.deadwood;
        }
        CardSet::FULL - seen
    }
}
