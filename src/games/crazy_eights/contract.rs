//! Crazy Eights under the host's game contract: a thin layer over [`CrazyEights`]' own
//! methods.

use std::ops::RangeInclusive;

use crate::core::{Outcome, Progress, Seat, ToAct, Told};
use crate::games::{CatalogEntry, Game, GameKind};

use super::options::SCHEMA;
use super::{
    Action, CrazyEights, CrazyEightsView, Event, MAX_SEATS, MIN_SEATS, Options, Refusal, SetupError,
};

/// Crazy Eights in the host's catalog.
pub static CATALOG: CatalogEntry = CatalogEntry {
    kind: GameKind::CrazyEights,
    name: "Crazy Eights",
    seats: MIN_SEATS..=MAX_SEATS,
    minutes: 15..=40,
    options: SCHEMA,
};

impl Game for CrazyEights {
    const KIND: GameKind = GameKind::CrazyEights;
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type Refusal = Refusal;
    type SetupError = SetupError;
    type View = CrazyEightsView;

    fn seats_allowed() -> RangeInclusive<u8> {
        MIN_SEATS..=MAX_SEATS
    }

    fn start(options: Options, seats: u8, seed: u64) -> Result<Self, SetupError> {
        CrazyEights::new(options, seats, seed)
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
        CrazyEights::to_act(self)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        CrazyEights::legal_actions(self, seat)
    }

    fn check(&self, seat: Seat, action: Action) -> Result<(), Refusal> {
        CrazyEights::check(self, seat, action)
    }

    fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Told<Event>>, Refusal> {
        CrazyEights::apply(self, seat, action)
    }

    /// The first hand's deal: the starter for the table, each seat its cards.
    fn opening_events(&self) -> Vec<Told<Event>> {
        if self.step == 0 {
            self.deal_events()
        } else {
            Vec::new()
        }
    }

    fn view(&self, seat: Option<Seat>) -> CrazyEightsView {
        CrazyEights::view(self, seat)
    }

    /// Hands finished; a match has no fixed number of them.
    fn progress(&self) -> Progress {
        Progress {
            rounds_complete: self.number - 1 + u32::from(self.over),
            rounds: None,
        }
    }

    /// Places by penalty total, lowest first; the score is the total.
    fn outcome(&self) -> Option<Outcome> {
        self.over.then(|| self.standing(None))
    }

    /// The resigning seat last, the others by their totals.
    fn resigned(&self, seat: Seat) -> Outcome {
        self.standing(Some(seat))
    }

    /// What the table hears beyond the plays on its message: named suits, skips,
    /// reversals, draws (counts only), passes, last-card calls and penalties, reshuffles,
    /// the buried starter, each hand's end. Each its own message.
    fn announced(events: &[Event]) -> Vec<Vec<Event>> {
        events
            .iter()
            .filter(|e| match e {
                Event::HandDealt { buried, .. } => !buried.is_empty(),
                Event::Dealt { .. } | Event::Drawn { .. } | Event::MatchOver { .. } => false,
                Event::Played { last_card, .. } => *last_card,
                _ => true,
            })
            .map(|e| vec![e.clone()])
            .collect()
    }
}
