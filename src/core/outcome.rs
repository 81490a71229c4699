//! How a match ended (places with ties, teams, scores) and how far one has come: what the
//! host needs to rate a match and to judge a stop, whatever the game.

use serde::Serialize;

use super::seat::{PerSeat, Seat};

/// A finished match: a place per seat (0 the first; seats level share a place, and the
/// next place after a tie skips as many), the team of each seat where the game has
/// partners (seats of one team share their place), and each seat's score in the game's
/// own unit (hand wins, points, or penalty points where fewer is better).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Outcome {
    pub places: PerSeat<u8>,
    pub teams: Option<PerSeat<u8>>,
    pub scores: PerSeat<i32>,
}

impl Outcome {
    /// Places from scores where more is better, ties sharing a place ("competition
    /// ranking": 1, 2, 2, 4).
    pub fn ranked_by(scores: PerSeat<i32>) -> Outcome {
        let places = PerSeat::from_fn(scores.len() as u8, |seat| {
            scores
                .as_slice()
                .iter()
                .filter(|&&s| s > scores[seat])
                .count() as u8
        });
        Outcome {
            places,
            teams: None,
            scores,
        }
    }

    /// The seats in first place.
    pub fn winners(&self) -> impl Iterator<Item = Seat> + '_ {
        self.places.iter().filter(|(_, p)| **p == 0).map(|(s, _)| s)
    }
}

/// How far a match has come.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Progress {
    /// Deals (hands, rounds) played to their end.
    pub rounds_complete: u32,
    /// How many deals the match has, where the game fixes it (Oh Hell!'s sequence).
    pub rounds: Option<u32>,
}

impl Progress {
    /// Whether a stop by the host now is a resignation (recorded and rated with them last)
    /// rather than a match called off: once a round is complete.
    pub fn stop_is_resignation(self) -> bool {
        self.rounds_complete > 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_level_on_score_share_a_place_and_the_next_place_skips() {
        let scores = PerSeat::from_fn(4, |s| [7, 9, 7, 3][s.index()]);
        let outcome = Outcome::ranked_by(scores);
        assert_eq!(outcome.places.as_slice(), [1, 0, 1, 3]);
        assert_eq!(outcome.winners().collect::<Vec<_>>(), [Seat(1)]);
    }
}
