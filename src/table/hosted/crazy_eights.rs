//! Crazy Eights at the table service: per seat, the penalty points of each hand (the
//! outcome's scores carry the totals) and the hands it won (went out; in a blocked hand,
//! the lowest penalty, every tied seat); computer players from `ai::crazy_eights`.

use crate::ai::{self, DecisionSeed, Level};
use crate::core::Seat;
use crate::games::crazy_eights::{Action, CrazyEights, Event};
use crate::store::{HandRecord, SeatTally};

use super::Hosted;

impl Hosted for CrazyEights {
    type Totals = Vec<SeatTally>;

    fn no_totals(seats: u8) -> Vec<SeatTally> {
        vec![SeatTally::default(); seats.into()]
    }

    fn count(totals: &mut Vec<SeatTally>, _after: &Self, events: &[Event]) -> Option<HandRecord> {
        let summary = events.iter().find_map(|e| match e {
            Event::HandOver(summary) => Some(**summary),
            _ => None,
        })?;
        let low = summary.scores.as_slice().iter().copied().min().unwrap_or(0);
        let seats: Vec<SeatTally> = summary
            .scores
            .iter()
            .map(|(seat, &score)| SeatTally {
                points: u32::try_from(score).unwrap_or(0),
                hands_won: u32::from(match summary.out {
                    Some(out) => out == seat,
                    None => score == low,
                }),
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

    fn decide(&self, level: Level, seat: Seat, seed: DecisionSeed) -> Option<Action> {
        ai::crazy_eights::decide(level, &self.view(Some(seat)), seed)
    }

    /// Drawing card after card, or naming the suit of the wild card just played, is one
    /// turn: its player is not pinged again.
    fn continues_turn(action: &Action) -> bool {
        matches!(action, Action::Draw | Action::Play { .. })
    }
}
