//! Ribs at the table service: its finished hands' lines behind the standings and
//! leaderboards, and its computer players.

use super::Hosted;
use crate::ai::{self, DecisionSeed, Level};
use crate::core::Seat;
use crate::store::{HandRecord, SeatTally};

/// Ribs: each finished hand's line per seat (its tallies), behind its standings.
impl Hosted for crate::games::ribs::Match {
    type Totals = crate::table::tally::Totals;

    fn no_totals(seats: u8) -> Self::Totals {
        crate::table::tally::Totals::new(seats.into())
    }

    fn count(
        totals: &mut Self::Totals,
        after: &Self,
        events: &[Self::Event],
    ) -> Option<HandRecord> {
        totals.count(after, events)
    }

    fn seat_tallies(totals: &Self::Totals, _seats: u8) -> Vec<SeatTally> {
        totals.seats().to_vec()
    }

    fn decide(&self, level: Level, seat: Seat, seed: DecisionSeed) -> Option<Self::Action> {
        ai::decide(level, &self.view(seat), seed)
    }
}
