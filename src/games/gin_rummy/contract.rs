//! Gin Rummy under the host's game contract: a thin layer over [`GinRummy`]'s own methods.

use std::ops::RangeInclusive;

use crate::core::{Outcome, Progress, Seat, ToAct, Told};
use crate::games::{CatalogEntry, Game, GameKind};

use super::options::SCHEMA;
use super::{Action, Event, GinRummy, GinView, Options, Refusal, SEATS, SetupError};

/// Gin Rummy in the host's catalog.
pub static CATALOG: CatalogEntry = CatalogEntry {
    kind: GameKind::GinRummy,
    name: "Gin Rummy",
    seats: SEATS..=SEATS,
    minutes: 20..=45,
    options: SCHEMA,
};

impl Game for GinRummy {
    const KIND: GameKind = GameKind::GinRummy;
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type Refusal = Refusal;
    type SetupError = SetupError;
    type View = GinView;

    fn seats_allowed() -> RangeInclusive<u8> {
        SEATS..=SEATS
    }

    fn start(options: Options, seats: u8, seed: u64) -> Result<Self, SetupError> {
        GinRummy::new(options, seats, seed)
    }

    fn options(&self) -> Options {
        self.options
    }

    fn seats(&self) -> u8 {
        SEATS
    }

    fn seed(&self) -> u64 {
        self.seed
    }

    fn step(&self) -> u64 {
        self.step
    }

    fn to_act(&self) -> ToAct {
        GinRummy::to_act(self)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        GinRummy::legal_actions(self, seat)
    }

    fn check(&self, seat: Seat, action: Action) -> Result<(), Refusal> {
        GinRummy::check(self, seat, action)
    }

    fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Told<Event>>, Refusal> {
        GinRummy::apply(self, seat, action)
    }

    /// The first hand's deal: the upcard and the stock for the table, each seat its cards.
    fn opening_events(&self) -> Vec<Told<Event>> {
        if self.step == 0 {
            self.deal_events()
        } else {
            Vec::new()
        }
    }

    fn view(&self, seat: Option<Seat>) -> GinView {
        GinRummy::view(self, seat)
    }

    /// Hands finished (dead ones too); a game has no fixed number of them.
    fn progress(&self) -> Progress {
        Progress {
            rounds_complete: self.number - 1 + u32::from(self.is_over()),
            rounds: None,
        }
    }

    /// The winner first; the scores are the final totals, bonuses included.
    fn outcome(&self) -> Option<Outcome> {
        self.is_over().then(|| self.standing(None))
    }

    /// The resigning seat last, the other first; the scores are the points so far.
    fn resigned(&self, seat: Seat) -> Outcome {
        self.standing(Some(seat))
    }

    /// A knock with its spread and score as one message (a dead hand alone). Draws and
    /// discards show on the table message.
    fn announced(events: &[Event]) -> Vec<Vec<Event>> {
        let shown: Vec<Event> = events
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    Event::Knocked { .. } | Event::Spread { .. } | Event::HandScored { .. }
                )
            })
            .cloned()
            .collect();
        let mut groups = Vec::new();
        if shown.iter().any(|e| matches!(e, Event::Knocked { .. })) {
            // The knock alone while the defender thinks; its spread and score next time.
            if !shown.iter().any(|e| matches!(e, Event::HandScored { .. })) {
                groups.push(shown);
                return groups;
            }
        }
        if !shown.is_empty() {
            groups.push(shown);
        }
        groups
    }
}
