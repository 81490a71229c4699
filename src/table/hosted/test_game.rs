//! The host's test game at the table service (tests only).

use super::Hosted;
use crate::ai::{DecisionSeed, Level};
use crate::core::Seat;
use crate::games::Game;
use crate::store::{HandRecord, SeatTally};

/// The host's test game: nothing kept beside its outcome, and computer players that
/// draw to a hand of six and show their best card.
impl Hosted for crate::games::test_game::Drill {
    type Totals = ();

    /// A seat draws card after card on one turn.
    fn continues_turn(action: &Self::Action) -> bool {
        matches!(action, crate::games::test_game::Action::Draw)
    }

    fn no_totals(_seats: u8) {}

    fn count(_totals: &mut (), _after: &Self, _events: &[Self::Event]) -> Option<HandRecord> {
        None
    }

    fn seat_tallies(_totals: &(), seats: u8) -> Vec<SeatTally> {
        vec![SeatTally::default(); seats.into()]
    }

    fn decide(&self, _level: Level, seat: Seat, _seed: DecisionSeed) -> Option<Self::Action> {
        use crate::games::test_game::Action;
        let view = Game::view(self, Some(seat));
        let legal = self.legal_actions(seat);
        let held = view.hand.map_or(0, |hand| hand.len());
        if legal.contains(&Action::Draw) {
            return Some(if held < 6 {
                Action::Draw
            } else {
                Action::Stand
            });
        }
        legal.into_iter().max_by_key(|action| match action {
            Action::Show(card) => Some((card.rank, card.suit)),
            _ => None,
        })
    }
}
