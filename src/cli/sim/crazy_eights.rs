//! `ribs sim --game crazy-eights`: Crazy Eights' players and its measure of a hand, for
//! the generic simulation ([`super::game`]): each player's share of hands won (went out;
//! in a blocked hand the lowest penalty, a k-way tie counting 1/k each, as
//! `crazy-eights.md` asks).

use rand::Rng;

use super::game::Simulated;
use crate::ai::Level;
use crate::ai::search::Budget;
use crate::core::Seat;
use crate::games::crazy_eights::{Action, CrazyEights, CrazyEightsView, Event};

impl Simulated for CrazyEights {
    const MEASURE: &'static str = "hand_wins";
    const MEASURE_IS_SHARE: bool = true;

    fn decide<R: Rng>(level: Level, view: &CrazyEightsView, rng: &mut R) -> Option<Action> {
        crate::ai::crazy_eights::decide_with(level, view, rng)
    }

    fn search<R: Rng>(playouts: u32, view: &CrazyEightsView, rng: &mut R) -> Option<Action> {
        let budget = Budget {
            playouts,
            ..crate::ai::crazy_eights::search::BUDGET
        };
        let search = crate::ai::crazy_eights::CrazyEightsSearch;
        crate::ai::search::choose(&search, view, budget, rng)
    }

    /// Each seat's win of the hand: 1 to who went out; in a blocked hand 1/k to each of
    /// the k seats with the lowest penalty.
    fn hand_measured(after: &CrazyEights, events: &[Event]) -> Option<Vec<Option<f64>>> {
        let summary = events.iter().find_map(|event| match event {
            Event::HandOver(summary) => Some(summary),
            _ => None,
        })?;
        let seats = Seat::all(after.seats());
        let low = seats.clone().map(|s| summary.scores[s]).min().unwrap_or(0);
        let tied = seats.clone().filter(|&s| summary.scores[s] == low).count() as f64;
        Some(
            seats
                .map(|s| {
                    Some(match summary.out {
                        Some(out) => f64::from(u8::from(out == s)),
                        None if summary.scores[s] == low => 1.0 / tied,
                        None => 0.0,
                    })
                })
                .collect(),
        )
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
                game: crate::games::GameKind::CrazyEights,
            },
            players: None,
            hands,
            matches,
            seed: 3,
            options: "target=50".to_string(),
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
        let report = run::<CrazyEights>(&args("", Some(300), None)).unwrap();
        assert_eq!((report.hands, report.illegal_actions), (300, 0));
        assert_eq!(report.measure, "hand_wins");
    }

    #[test]
    fn levels_rotate_through_the_seats_one_win_a_hand_whatever_the_threads() {
        let mut a = args("normal,easy,easy,easy", None, Some(8));
        let one = run::<CrazyEights>(&a).unwrap();
        a.threads = 1;
        let two = run::<CrazyEights>(&a).unwrap();
        assert!(one.rotated);
        assert_eq!(one.illegal_actions, 0);
        let wins: f64 = one.policies.iter().map(|p| p.measure_sum).sum();
        let hands = one.hands as f64;
        assert!(
            (wins - hands).abs() < 1e-6,
            "one win a hand: {wins} of {hands}"
        );
        for (x, y) in one.policies.iter().zip(&two.policies) {
            assert_eq!((x.game_wins, x.measure_sum), (y.game_wins, y.measure_sum));
        }
    }

    #[test]
    fn bad_tables_and_players_are_refused() {
        assert!(run::<CrazyEights>(&args("random", Some(1), None)).is_err());
        assert!(run::<CrazyEights>(&args("random,wizard", None, Some(1))).is_err());
        let mut a = args("", Some(1), None);
        a.options = "skip=8".into();
        assert!(run::<CrazyEights>(&a).is_err());
    }
}
