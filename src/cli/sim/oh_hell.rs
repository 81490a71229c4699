//! `ribs sim --game oh-hell`: Oh Hell!'s players and its measure of a hand, for the
//! generic simulation ([`super::game`]): each player's share of exact bids.

use rand::Rng;

use super::game::Simulated;
use crate::ai::Level;
use crate::ai::search::Budget;
use crate::core::Seat;
use crate::games::oh_hell::{Action, Event, OhHell, OhHellView};

impl Simulated for OhHell {
    const MEASURE: &'static str = "exact_bids";
    const MEASURE_IS_SHARE: bool = true;

    fn decide<R: Rng>(level: Level, view: &OhHellView, rng: &mut R) -> Option<Action> {
        crate::ai::oh_hell::decide_with(level, view, rng)
    }

    fn search<R: Rng>(playouts: u32, view: &OhHellView, rng: &mut R) -> Option<Action> {
        let budget = Budget {
            playouts,
            ..crate::ai::oh_hell::search::BUDGET
        };
        crate::ai::search::choose(&crate::ai::oh_hell::OhHellSearch, view, budget, rng)
    }

    /// Each seat's hand scored: 1 when it took exactly its bid.
    fn hand_measured(after: &OhHell, events: &[Event]) -> Option<Vec<Option<f64>>> {
        events.iter().find_map(|event| match event {
            Event::HandScored(summary) => Some(
                Seat::all(after.seats())
                    .map(|s| Some(f64::from(u8::from(summary.made(s)))))
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
                game: crate::games::GameKind::OhHell,
            },
            players: None,
            hands,
            matches,
            seed: 3,
            options: "max_cards=3".to_string(),
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
        let report = run::<OhHell>(&args("", Some(200), None)).unwrap();
        assert_eq!((report.hands, report.illegal_actions), (200, 0));
        assert!(report.games.is_none());
        assert_eq!(report.measure, "exact_bids");
    }

    #[test]
    fn games_rotate_the_players_and_share_each_win_once() {
        let mut a = args("normal,easy,easy,easy", None, Some(8));
        let one = run::<OhHell>(&a).unwrap();
        a.threads = 1;
        let two = run::<OhHell>(&a).unwrap();
        assert!(one.rotated);
        assert_eq!(one.games, Some(8));
        assert_eq!(one.illegal_actions, 0);
        let wins: f64 = one.policies.iter().map(|p| p.game_wins).sum();
        assert!(
            (wins - 8.0).abs() < 1e-9,
            "one win a game, ties shared: {wins}"
        );
        for (x, y) in one.policies.iter().zip(&two.policies) {
            assert_eq!(
                (x.game_wins, x.measure_sum),
                (y.game_wins, y.measure_sum),
                "the same run whatever the threads"
            );
        }
        assert_eq!(one.policies[0].games, 8);
        assert_eq!(one.policies[1].games, 24);
        let normal = &one.policies[0];
        assert!(normal.hands > 0 && normal.measure_sum <= normal.hands as f64);
        assert!((0.0..=1.0).contains(&normal.measure_mean));
    }

    #[test]
    fn bad_tables_and_players_are_refused() {
        assert!(run::<OhHell>(&args("random,random", Some(1), None)).is_err());
        assert!(run::<OhHell>(&args("random,random,wizard", None, Some(1))).is_err());
        assert!(
            run::<OhHell>(&args("normal,normal,normal", Some(1), None)).is_err(),
            "games need --matches"
        );
        let mut a = args("", Some(1), None);
        a.options = "max_cards=14".into();
        assert!(run::<OhHell>(&a).is_err());
    }
}
