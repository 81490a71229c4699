//! Gin Rummy at the table service: per seat, the points it scored and the hands it won;
//! a draw and the discard (or knock) after it are one turn.

use super::Hosted;
use crate::ai::{self, DecisionSeed, Level};
use crate::core::Seat;
use crate::games::gin_rummy::{Action, Event, GinRummy};
use crate::store::{HandRecord, SeatTally};

impl Hosted for GinRummy {
    type Totals = Vec<SeatTally>;

    fn no_totals(seats: u8) -> Vec<SeatTally> {
        vec![SeatTally::default(); seats.into()]
    }

    /// A hand scored (a dead one too, with nobody's line changed): its winner's points and
    /// one hand won.
    fn count(totals: &mut Vec<SeatTally>, _after: &Self, events: &[Event]) -> Option<HandRecord> {
        let (result, standing) = events.iter().find_map(|e| match e {
            Event::HandScored { result, standing } => Some((*result, *standing)),
            _ => None,
        })?;
        let seats: Vec<SeatTally> = (0..2u8)
            .map(|s| {
                let won = result.winner == Some(Seat(s));
                SeatTally {
                    points: if won { result.points } else { 0 },
                    hands_won: u32::from(won),
                    ..SeatTally::default()
                }
            })
            .collect();
        for (total, line) in totals.iter_mut().zip(&seats) {
            total.add(line);
        }
        Some(HandRecord {
            hand: standing.number,
            seats,
        })
    }

    fn seat_tallies(totals: &Vec<SeatTally>, _seats: u8) -> Vec<SeatTally> {
        totals.clone()
    }

    fn decide(&self, level: Level, seat: Seat, seed: DecisionSeed) -> Option<Action> {
        ai::gin_rummy::decide(level, &self.view(Some(seat)), seed)
    }

    fn continues_turn(action: &Action) -> bool {
        matches!(action, Action::Draw(_))
    }
}
