//! What a seat, or someone watching, may know of a drill: the only way out of the game.

use serde::Serialize;

use crate::cards::{Card, CardSet};
use crate::core::{Seat, SeatSet};

use super::{Drill, Phase, Reveal, SEATS};

/// One seat's view (or a spectator's): everything public, and the seat's own cards. Built
/// field by field from the match, so another seat's cards, and a card laid face down by
/// anyone else, have nowhere to appear.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DrillView {
    /// Whose view this is (`None`: a spectator).
    pub seat: Option<Seat>,
    /// The round being played, 0-based (`rounds` once over).
    pub round: u32,
    pub rounds: u8,
    pub phase: Phase,
    /// While drawing: the seat on turn.
    pub turn: Option<Seat>,
    /// The seat's own hand, in order (none for a spectator).
    pub hand: Option<CardSet>,
    /// The card the seat has laid face down this round, once it has chosen.
    pub face_down: Option<Card>,
    /// Cards left in the stock.
    pub stock: u32,
    /// How many cards each seat holds (a card laid face down no longer counts).
    pub hand_sizes: [u32; SEATS],
    /// While drawing: the seats that have stood.
    pub stood: SeatSet,
    /// While choosing: the seats that have chosen (not what).
    pub chosen: SeatSet,
    /// Each team's points.
    pub points: [u32; 2],
    /// The last round's four cards and its result.
    pub last_reveal: Option<Reveal>,
}

impl Drill {
    /// What `seat` may know (`None`: a spectator).
    pub fn view(&self, seat: Option<Seat>) -> DrillView {
        let own = seat.filter(|s| s.index() < SEATS).map(Seat::index);
        DrillView {
            seat,
            round: self.round,
            rounds: self.options.rounds(),
            phase: self.phase,
            turn: (self.phase == Phase::Drawing).then_some(self.turn),
            hand: own.map(|i| self.hands[i]),
            face_down: own.and_then(|i| self.face_down[i]),
            stock: self.stock.len() as u32,
            hand_sizes: self.hands.map(CardSet::len),
            stood: self.stood,
            chosen: Seat::all(SEATS as u8)
                .filter(|s| self.face_down[s.index()].is_some())
                .fold(SeatSet::EMPTY, SeatSet::with),
            points: self.points,
            last_reveal: self.last_reveal,
        }
    }
}
