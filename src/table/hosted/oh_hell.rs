//! Oh Hell! at the table service.

use super::Hosted;
use crate::ai::{self, DecisionSeed, Level};
use crate::core::Seat;
use crate::store::{HandRecord, SeatTally};

/// Oh Hell!: per seat, the tricks it took (`points`: a total may be negative, and the
/// outcome's scores carry the totals), the hands it made or missed its bid in, and the
/// hands it scored most in (`hands_won`, every tied seat).
impl Hosted for crate::games::oh_hell::OhHell {
    type Totals = Vec<SeatTally>;

    fn no_totals(seats: u8) -> Vec<SeatTally> {
        vec![SeatTally::default(); seats.into()]
    }

    fn count(
        totals: &mut Vec<SeatTally>,
        _after: &Self,
        events: &[Self::Event],
    ) -> Option<HandRecord> {
        use crate::games::oh_hell::Event;
        let summary = events.iter().find_map(|e| match e {
            Event::HandScored(summary) => Some(*summary),
            _ => None,
        })?;
        let best = summary.scores.as_slice().iter().copied().max().unwrap_or(0);
        let seats: Vec<SeatTally> = summary
            .scores
            .iter()
            .map(|(seat, &score)| SeatTally {
                points: summary.won[seat].into(),
                hands_won: u32::from(score == best),
                bids_made: u32::from(summary.made(seat)),
                bids_lost: u32::from(!summary.made(seat)),
                ..SeatTally::default()
            })
            .collect();
        for (total, line) in totals.iter_mut().zip(&seats) {
            total.add(line);
        }
        Some(HandRecord {
            hand: summary.number,
            seats,
        })
    }

    fn seat_tallies(totals: &Vec<SeatTally>, _seats: u8) -> Vec<SeatTally> {
        totals.clone()
    }

    fn decide(&self, level: Level, seat: Seat, seed: DecisionSeed) -> Option<Self::Action> {
        ai::oh_hell::decide(level, &self.view(Some(seat)), seed)
    }
}
