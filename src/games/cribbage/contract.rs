//! Cribbage under the host's game contract: a thin layer over [`Cribbage`]'s own methods.

use std::ops::RangeInclusive;

use crate::core::{Outcome, Progress, Seat, ToAct, Told};
use crate::games::{CatalogEntry, Game, GameKind};

use super::options::SCHEMA;
use super::{
    Action, Cribbage, CribbageView, Event, MAX_SEATS, MIN_SEATS, Options, Refusal, SetupError,
};

/// Cribbage in the host's catalog.
pub static CATALOG: CatalogEntry = CatalogEntry {
    kind: GameKind::Cribbage,
    name: "Cribbage",
    seats: MIN_SEATS..=MAX_SEATS,
    minutes: 20..=45,
    options: SCHEMA,
};

impl Game for Cribbage {
    const KIND: GameKind = GameKind::Cribbage;
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type Refusal = Refusal;
    type SetupError = SetupError;
    type View = CribbageView;

    fn seats_allowed() -> RangeInclusive<u8> {
        MIN_SEATS..=MAX_SEATS
    }

    fn start(options: Options, seats: u8, seed: u64) -> Result<Self, SetupError> {
        Cribbage::new(options, seats, seed)
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
        Cribbage::to_act(self)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        Cribbage::legal_actions(self, seat)
    }

    fn check(&self, seat: Seat, action: Action) -> Result<(), Refusal> {
        Cribbage::check(self, seat, action)
    }

    fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Told<Event>>, Refusal> {
        Cribbage::apply(self, seat, action)
    }

    /// The draw for the first deal, then the first hand: each seat its cards.
    fn opening_events(&self) -> Vec<Told<Event>> {
        if self.step == 0 {
            self.opening()
        } else {
            Vec::new()
        }
    }

    fn view(&self, seat: Option<Seat>) -> CribbageView {
        Cribbage::view(self, seat)
    }

    /// Hands played; a match has no fixed number of them.
    fn progress(&self) -> Progress {
        Progress {
            rounds_complete: self.hands_complete,
            rounds: None,
        }
    }

    /// Places by match points (partners share theirs); the score is the match points.
    fn outcome(&self) -> Option<Outcome> {
        Cribbage::outcome(self)
    }

    fn resigned(&self, seat: Seat) -> Outcome {
        Cribbage::resigned(self, seat)
    }

    /// The starter with his heels; each card's pegs, with its go; each counted hand with
    /// its combinations; a game's end with its stakes. The discards and the cards laid
    /// show on the table message.
    fn announced(events: &[Event]) -> Vec<Vec<Event>> {
        let mut groups: Vec<Vec<Event>> = Vec::new();
        for event in events {
            match event {
                Event::StarterTurned { .. }
                | Event::Played { .. }
                | Event::Counted(_)
                | Event::GameOver(_) => groups.push(vec![event.clone()]),
                Event::Pegged(_) => match groups.last_mut() {
                    Some(group) => group.push(event.clone()),
                    None => groups.push(vec![event.clone()]),
                },
                _ => {}
            }
        }
        groups.retain(|g| !matches!(g.as_slice(), [Event::Played { .. }]));
        groups
    }
}
