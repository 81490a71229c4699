//! What a seat, or someone watching, may know of a match of Crazy Eights: the only way out
//! of the game. Built field by field, so another seat's hand, a card drawn by someone else
//! and the stock's order have nowhere to appear.

use serde::Serialize;

use super::CrazyEights;
use super::cards::Cards;
use super::event::{Direction, HandSummary, suit_letter};
use super::hand::{End, Stage};
use super::options::Options;
use crate::cards::{Card, Suit};
use crate::core::{PerSeat, Seat, ToAct};

/// Where the turn stands, as anyone may see it: the card a player drew is theirs alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "stage")]
pub enum StageView {
    Open,
    Naming,
    /// The player to act has drawn `draws` cards this turn; `drawn` the last, shown to that
    /// player only.
    Drawn {
        draws: u8,
        drawn: Option<Card>,
    },
}

/// One seat's view (or a spectator's).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CrazyEightsView {
    /// Whose view this is (`None`: a spectator).
    pub seat: Option<Seat>,
    pub seats: u8,
    pub options: Options,
    /// The hand being played, from 1.
    pub number: u32,
    pub dealer: Seat,
    pub over: bool,
    pub to_act: ToAct,
    pub stage: StageView,
    pub top: Card,
    /// The suit to follow.
    #[serde(serialize_with = "suit_letter::serialize")]
    pub follow: Suit,
    /// The suit named for the wild card on top.
    #[serde(serialize_with = "suit_letter::option")]
    pub named: Option<Suit>,
    pub direction: Direction,
    pub pending: u8,
    pub stock: u8,
    /// The discard pile, bottom first: every card on it was played (or turned) in sight
    /// of all.
    pub discards: Vec<Card>,
    /// The wild cards turned and buried before the starter.
    pub buried: Vec<Card>,
    pub starter: Card,
    /// How the hand ended, while its end shows.
    pub end: Option<End>,
    /// Passes in a row with the stock empty (the hand is blocked at one per player).
    pub passes: u8,
    /// Per seat, the suits (bit `suit`) it drew or passed against since it last played
    /// one: what everyone saw.
    pub shunned: PerSeat<u8>,
    /// How many cards each seat holds.
    pub held: PerSeat<u8>,
    /// The seat's own cards (`None` for a spectator).
    pub hand: Option<Cards>,
    pub totals: PerSeat<i32>,
    pub last_hand: Option<HandSummary>,
}

impl CrazyEights {
    /// What `seat` may know (`None`: a spectator).
    pub fn view(&self, seat: Option<Seat>) -> CrazyEightsView {
        let mut view = CrazyEights::view_of_hand(self.options, self.seats, &self.hand, seat);
        view.number = self.number;
        view.over = self.over;
        view.totals = self.totals;
        view.last_hand = self.last;
        if self.over {
            view.to_act = ToAct::Nobody;
        }
        view
    }

    /// What `seat` may know of a lone hand (the first of a match, no totals): what a
    /// simulation of single hands shows its players.
    pub fn view_of_hand(
        options: Options,
        seats: u8,
        hand: &super::Hand,
        seat: Option<Seat>,
    ) -> CrazyEightsView {
        let own = seat.filter(|s| s.0 < seats);
        let stage = match hand.stage() {
            Stage::Open => StageView::Open,
            Stage::Naming => StageView::Naming,
            Stage::Drawn { draws, drawn } => StageView::Drawn {
                draws,
                drawn: (own == Some(hand.turn())).then_some(drawn),
            },
        };
        CrazyEightsView {
            seat,
            seats,
            options,
            number: 1,
            dealer: hand.rules().dealer,
            over: false,
            to_act: hand.to_act(),
            stage,
            top: hand.top(),
            follow: hand.follow(),
            named: hand.named(),
            direction: hand.direction(),
            pending: hand.pending(),
            stock: hand.stock_left() as u8,
            discards: hand.pile().to_vec(),
            buried: hand.buried().to_vec(),
            starter: hand.starter(),
            end: hand.end(),
            passes: hand.passes(),
            shunned: *hand.shunned(),
            held: PerSeat::from_fn(seats, |s| hand.held(s).len() as u8),
            hand: own.map(|s| hand.held(s)),
            totals: PerSeat::new(seats),
            last_hand: None,
        }
    }
}
