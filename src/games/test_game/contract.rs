//! The drill under the host's game contract: a thin layer over [`Drill`]'s own methods.

use std::ops::RangeInclusive;

use crate::core::{Outcome, Progress, Seat, ToAct, Told};
use crate::games::{CatalogEntry, Game, GameKind};

use super::options::SCHEMA;
use super::{
    Action, Drill, DrillEvent, DrillOptions, DrillView, Phase, Refusal, SEAT_COUNT, SetupError,
    Team,
};

/// The drill in the host's catalog (test builds only).
pub static CATALOG: CatalogEntry = CatalogEntry {
    kind: GameKind::TestGame,
    name: "Drill",
    seats: SEAT_COUNT..=SEAT_COUNT,
    minutes: 1..=5,
    options: SCHEMA,
};

impl Game for Drill {
    const KIND: GameKind = GameKind::TestGame;
    type Options = DrillOptions;
    type Action = Action;
    type Event = DrillEvent;
    type Refusal = Refusal;
    type SetupError = SetupError;
    type View = DrillView;

    fn seats_allowed() -> RangeInclusive<u8> {
        SEAT_COUNT..=SEAT_COUNT
    }

    fn start(options: DrillOptions, seats: u8, seed: u64) -> Result<Self, SetupError> {
        if seats != SEAT_COUNT {
            return Err(SetupError::Seats(seats));
        }
        Ok(Drill::new(options, seed))
    }

    fn options(&self) -> DrillOptions {
        self.options
    }

    fn seats(&self) -> u8 {
        SEAT_COUNT
    }

    fn seed(&self) -> u64 {
        self.seed
    }

    fn step(&self) -> u64 {
        self.step
    }

    fn to_act(&self) -> ToAct {
        Drill::to_act(self)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        Drill::legal_actions(self, seat)
    }

    fn check(&self, seat: Seat, action: Action) -> Result<(), Refusal> {
        Drill::check(self, seat, action)
    }

    fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Told<DrillEvent>>, Refusal> {
        Drill::apply(self, seat, action)
    }

    /// The first round's deal: the leader for the table, each seat its own cards.
    fn opening_events(&self) -> Vec<Told<DrillEvent>> {
        let deal = self.options.deal();
        let (_, hands) = Drill::dealt(self.seed, 0, deal);
        Drill::deal_events(0, deal, &hands)
    }

    fn view(&self, seat: Option<Seat>) -> DrillView {
        Drill::view(self, seat)
    }

    fn progress(&self) -> Progress {
        Progress {
            rounds_complete: self.round,
            rounds: Some(self.options.rounds().into()),
        }
    }

    /// The team with more points first (place 0), the other second (place 1); equal points
    /// place all four first. A seat's score is its team's points.
    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| self.standing(None))
    }

    /// The resigning seat's team second, the other first, whatever the points.
    fn resigned(&self, seat: Seat) -> Outcome {
        self.standing(Some(Team::of(seat)))
    }

    /// Each round's reveal, alone: the draws and choices show on the table message, and the
    /// match's end is the table's closing.
    fn announced(events: &[DrillEvent]) -> Vec<Vec<DrillEvent>> {
        events
            .iter()
            .filter(|event| matches!(event, DrillEvent::Revealed(_)))
            .map(|event| vec![*event])
            .collect()
    }
}
