//! Oh Hell! under the host's game contract: a thin layer over [`OhHell`]'s own methods.

use std::ops::RangeInclusive;

use crate::core::{Outcome, Progress, Seat, ToAct, Told};
use crate::games::{CatalogEntry, Game, GameKind};

use super::options::SCHEMA;
use super::{
    Action, Event, MAX_SEATS, MIN_SEATS, OhHell, OhHellView, Options, Refusal, SetupError,
};

/// Oh Hell! in the host's catalog.
pub static CATALOG: CatalogEntry = CatalogEntry {
    kind: GameKind::OhHell,
    name: "Oh Hell!",
    seats: MIN_SEATS..=MAX_SEATS,
    minutes: 30..=60,
    options: SCHEMA,
};

impl Game for OhHell {
    const KIND: GameKind = GameKind::OhHell;
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type Refusal = Refusal;
    type SetupError = SetupError;
    type View = OhHellView;

    fn seats_allowed() -> RangeInclusive<u8> {
        MIN_SEATS..=MAX_SEATS
    }

    fn start(options: Options, seats: u8, seed: u64) -> Result<Self, SetupError> {
        OhHell::new(options, seats, seed)
    }

    fn options(&self) -> Options {
        self.options
    }

    fn seats(&self) -> u8 {
        self.seats
    }

    fn seed(&self) -> u64 {
        self.seed
    }

    fn step(&self) -> u64 {
        self.step
    }

    fn to_act(&self) -> ToAct {
        OhHell::to_act(self)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        OhHell::legal_actions(self, seat)
    }

    fn check(&self, seat: Seat, action: Action) -> Result<(), Refusal> {
        OhHell::check(self, seat, action)
    }

    fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Told<Event>>, Refusal> {
        OhHell::apply(self, seat, action)
    }

    /// The first hand's deal: its size and trumps for the table, each seat its cards.
    fn opening_events(&self) -> Vec<Told<Event>> {
        if self.step == 0 {
            self.deal_events()
        } else {
            Vec::new()
        }
    }

    fn view(&self, seat: Option<Seat>) -> OhHellView {
        OhHell::view(self, seat)
    }

    /// Hands finished, of the sequence's (a play-off adds hands past them).
    fn progress(&self) -> Progress {
        Progress {
            rounds_complete: self.number - 1 + u32::from(self.over),
            rounds: Some(self.hands()),
        }
    }

    /// Places by total, everyone tied for highest first; the score is the total.
    fn outcome(&self) -> Option<Outcome> {
        self.over.then(|| self.standing(None))
    }

    /// The resigning seat last, the others by their totals.
    fn resigned(&self, seat: Seat) -> Outcome {
        self.standing(Some(seat))
    }

    /// Each trick taken, alone; a hand's score with its totals. Bids and cards show on the
    /// table message.
    fn announced(events: &[Event]) -> Vec<Vec<Event>> {
        events
            .iter()
            .filter(|e| matches!(e, Event::TrickTaken { .. } | Event::HandScored(_)))
            .map(|e| vec![e.clone()])
            .collect()
    }
}
