//! `ribs sim --game gin-rummy`: Gin Rummy's players and its measure of a hand, for the
//! generic simulation ([`super::game`]): each player's share of the hands scored (dead
//! hands left out).

use rand::Rng;

use super::game::Simulated;
use crate::ai::Level;
use crate::core::Seat;
use crate::games::gin_rummy::{Action, Event, GinRummy, GinView, SEATS};

impl Simulated for GinRummy {
    const MEASURE: &'static str = "hands_won";
    const MEASURE_IS_SHARE: bool = true;

    fn decide<R: Rng>(level: Level, view: &GinView, rng: &mut R) -> Option<Action> {
        crate::ai::gin_rummy::decide_with(level, view, rng)
    }

    /// Each seat's hand: 1 for its winner, 0 for the other; nothing for a dead hand.
    fn hand_measured(_after: &GinRummy, events: &[Event]) -> Option<Vec<Option<f64>>> {
        events.iter().find_map(|event| match event {
            Event::HandScored { result, .. } => Some(
                Seat::all(SEATS)
                    .map(|s| result.winner.map(|w| f64::from(u8::from(w == s))))
                    .collect(),
            ),
            _ => None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::SimArgs;
    use super::super::game::run;
    use super::*;

    fn args(seats: &str, hands: Option<u64>, matches: Option<u64>) -> SimArgs {
        SimArgs {
            game: crate::cli::GameArg {
                game: crate::games::GameKind::GinRummy,
            },
            players: None,
            hands,
            matches,
            seed: 3,
            options: String::new(),
            seats: if seats.is_empty() {
                Vec::new()
            } else {
                seats.split(',').map(str::to_string).collect()
            },
            threads: 2,
            json: true,
        }
    }

    #[test]
    fn random_hands_are_the_benchmark_and_break_no_rule() {
        let report = run::<GinRummy>(&args("", Some(100), None)).unwrap();
        assert_eq!((report.hands, report.illegal_actions), (100, 0));
        assert_eq!(report.measure, "hands_won");
    }

    #[test]
    fn every_level_plays_whole_games_without_an_illegal_action() {
        for seats in ["easy,normal", "hard,normal"] {
            let report = run::<GinRummy>(&args(seats, None, Some(4))).unwrap();
            assert_eq!((report.games, report.illegal_actions), (Some(4), 0));
            let wins: f64 = report.policies.iter().map(|p| p.game_wins).sum();
            assert!((wins - 4.0).abs() < 1e-9, "one winner a game: {wins}");
        }
    }
}
