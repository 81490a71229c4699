//! Cribbage at the table service: per seat, the points it pegged itself (so the boards
//! rank people even in partnerships), and the hands in which its side pegged most.

use crate::ai::{DecisionSeed, Level};
use crate::core::Seat;
use crate::games::cribbage::{Cribbage, Event, side_of};
use crate::store::{HandRecord, SeatTally};

use super::Hosted;

impl Hosted for Cribbage {
    type Totals = Vec<SeatTally>;

    fn no_totals(seats: u8) -> Vec<SeatTally> {
        vec![SeatTally::default(); seats.into()]
    }

    /// A hand's end: what each seat pegged, and `hands_won` for every seat of the side(s)
    /// that pegged most in it.
    fn count(totals: &mut Vec<SeatTally>, after: &Self, events: &[Event]) -> Option<HandRecord> {
        let (number, pegged) = events.iter().find_map(|e| match e {
            Event::HandOver { number, pegged, .. } => Some((*number, *pegged)),
            _ => None,
        })?;
        let seats = after.seats();
        let mut by_side = [0u32; 3];
        for (seat, &points) in pegged.iter() {
            by_side[usize::from(side_of(seat, seats))] += u32::from(points);
        }
        let best = by_side.iter().copied().max().unwrap_or(0);
        let lines: Vec<SeatTally> = pegged
            .iter()
            .map(|(seat, &points)| SeatTally {
                points: points.into(),
                hands_won: u32::from(by_side[usize::from(side_of(seat, seats))] == best),
                ..SeatTally::default()
            })
            .collect();
        for (total, line) in totals.iter_mut().zip(&lines) {
            total.add(line);
        }
        Some(HandRecord {
            hand: number,
            seats: lines,
        })
    }

    fn seat_tallies(totals: &Vec<SeatTally>, _seats: u8) -> Vec<SeatTally> {
        totals.clone()
    }

    fn decide(&self, level: Level, seat: Seat, seed: DecisionSeed) -> Option<Self::Action> {
        crate::ai::cribbage::decide(level, &self.view(Some(seat)), seed)
    }
}
