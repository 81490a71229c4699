//! `ribs sim --game cribbage`: cribbage's players and its measure of a hand, for the
//! generic simulation ([`super::game`]): each seat's crib-discard value, what its discard
//! left it: its kept hand's count plus the crib's count when the crib is its side's, less
//! it when the crib is another's (hands the game ends before the show are not measured).

use rand::Rng;

use super::game::Simulated;
use crate::ai::Level;
use crate::ai::search::Budget;
use crate::core::Seat;
use crate::games::cribbage::{Action, Cribbage, CribbageView, Event, Pile, side_of};

impl Simulated for Cribbage {
    const MEASURE: &'static str = "crib_discard_value";
    const MEASURE_IS_SHARE: bool = false;

    fn decide<R: Rng>(level: Level, view: &CribbageView, rng: &mut R) -> Option<Action> {
        crate::ai::cribbage::decide_with(level, view, rng)
    }

    fn search<R: Rng>(playouts: u32, view: &CribbageView, rng: &mut R) -> Option<Action> {
        if view.phase != crate::games::cribbage::Phase::Play {
            return crate::ai::cribbage::decide_with(Level::Hard, view, rng);
        }
        let budget = Budget {
            playouts,
            ..crate::ai::cribbage::search::BUDGET
        };
        crate::ai::search::choose(&crate::ai::cribbage::CribbageSearch, view, budget, rng)
    }

    fn hand_measured(after: &Cribbage, events: &[Event]) -> Option<Vec<Option<f64>>> {
        events
            .iter()
            .any(|e| matches!(e, Event::HandOver { .. }))
            .then(|| discard_values(after.seats(), events))
    }
}

/// Each seat's hand count ± the crib's, from a show counted whole in `events`.
fn discard_values(seats: u8, events: &[Event]) -> Vec<Option<f64>> {
    let counted: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::Counted(shown) => Some(*shown),
            _ => None,
        })
        .collect();
    let crib = counted.iter().find(|s| s.pile == Pile::Crib);
    let Some(crib) = crib.filter(|_| counted.len() == usize::from(seats) + 1) else {
        return vec![None; seats.into()];
    };
    let dealer_side = side_of(crib.seat, seats);
    Seat::all(seats)
        .map(|seat| {
            let hand = counted
                .iter()
                .find(|s| s.seat == seat && s.pile == Pile::Hand)?;
            let sign = if side_of(seat, seats) == dealer_side {
                1.0
            } else {
                -1.0
            };
            Some(f64::from(hand.points) + sign * f64::from(crib.points))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::SimArgs;
    use super::super::game::run;
    use super::*;

    fn args(seats: &str, hands: Option<u64>, matches: Option<u64>) -> SimArgs {
        SimArgs {
            game: crate::cli::GameArg {
                game: crate::games::GameKind::Cribbage,
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
        let report = run::<Cribbage>(&args("", Some(200), None)).unwrap();
        assert_eq!((report.hands, report.illegal_actions), (200, 0));
        assert_eq!(report.measure, "crib_discard_value");
    }

    #[test]
    fn games_rotate_the_players_and_each_has_one_winner() {
        let one = run::<Cribbage>(&args("normal,easy", None, Some(6))).unwrap();
        assert_eq!(one.games, Some(6));
        assert_eq!(one.illegal_actions, 0);
        let wins: f64 = one.policies.iter().map(|p| p.game_wins).sum();
        assert!((wins - 6.0).abs() < 1e-9, "one win a game: {wins}");
    }
}
