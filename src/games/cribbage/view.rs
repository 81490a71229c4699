//! What a seat, or someone watching, may know of a match of cribbage: the only way out of
//! the game. Built field by field, so another seat's hand, the undealt pack, a discard and
//! the crib before it is counted have nowhere to appear.

use serde::Serialize;

use super::event::Pile;
use super::event::{GameSummary, Peg, Shown};
use super::hand::{Hand, Phase, sides};
use super::{Cribbage, Options};
use crate::cards::{Card, CardSet};
use crate::core::{PerSeat, Seat, SeatSet, ToAct};

/// One seat's view (or a spectator's).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CribbageView {
    /// Whose view this is (`None`: a spectator).
    pub seat: Option<Seat>,
    pub seats: u8,
    /// Each seat's side (its own index, or its partnership's at 4).
    pub sides: u8,
    pub options: Options,
    pub game: u32,
    pub number: u32,
    pub dealer: Seat,
    pub phase: Phase,
    pub over: bool,
    pub to_act: ToAct,
    /// Who has laid away to the crib (not what).
    pub discarded: SeatSet,
    /// The seat's own discard, once made.
    pub discard: Option<CardSet>,
    /// The seat's cards still in hand (`None` for a spectator).
    pub hand: Option<CardSet>,
    /// The four cards the seat keeps for the show (once it has discarded).
    pub kept: Option<CardSet>,
    /// How many cards each seat holds.
    pub held: PerSeat<u8>,
    pub starter: Option<Card>,
    pub count: u8,
    /// The cards laid since the count was last 0, and who laid them.
    pub sequence: Vec<(Seat, Card)>,
    /// Every card laid this hand.
    pub laid: Vec<(Seat, Card)>,
    /// Who said go in this sequence.
    pub gone: SeatSet,
    /// Every score of this hand, in order.
    pub pegs: Vec<Peg>,
    /// The hands (and crib) counted so far.
    pub shown: Vec<Shown>,
    /// The crib, once turned up to be counted (with muggins: when its claim is due).
    pub crib: Option<CardSet>,
    /// Each side's points in this game.
    pub totals: Vec<u16>,
    pub match_points: Vec<u8>,
    pub last_game: Option<GameSummary>,
}

impl Cribbage {
    /// What `seat` may know (`None`: a spectator).
    pub fn view(&self, seat: Option<Seat>) -> CribbageView {
        let own = seat.filter(|s| s.0 < self.seats);
        let hand = &self.hand;
        CribbageView {
            seat,
            seats: self.seats,
            sides: sides(self.seats),
            options: self.options,
            game: self.game,
            number: self.number,
            dealer: hand.rules().dealer,
            phase: hand.phase(),
            over: self.over,
            to_act: self.to_act(),
            discarded: hand.discarded(),
            discard: own.and_then(|s| hand.discard(s)),
            hand: own.map(|s| hand.held(s)),
            kept: own
                .filter(|&s| hand.discard(s).is_some())
                .map(|s| hand.kept(s)),
            held: PerSeat::from_fn(self.seats, |s| hand.held(s).len() as u8),
            starter: hand.starter(),
            count: hand.count(),
            sequence: hand.sequence().to_vec(),
            laid: hand.laid().to_vec(),
            gone: hand.gone(),
            pegs: hand.pegs().to_vec(),
            shown: hand.shown().to_vec(),
            crib: crib_shown(hand).then(|| hand.crib()),
            totals: hand.totals().to_vec(),
            match_points: self.match_points().to_vec(),
            last_game: self.last_game.clone(),
        }
    }
}

/// Whether the crib is face up: counted, or next to be claimed.
fn crib_shown(hand: &Hand) -> bool {
    let counted = hand.shown().iter().any(|s| s.pile == Pile::Crib);
    let due = hand.phase() == Phase::Show && matches!(hand.next_box(), Some((_, Pile::Crib)));
    counted || due
}
