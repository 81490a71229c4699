//! Oh Hell!'s computer players, deciding from one seat's view only:
//!
//! - `easy`: a random legal bid or card;
//! - `normal`: the rule player ([`rules`]): bids its likely winners off the hooked
//!   number, wins cheaply while short of its bid, ducks once it has it;
//! - `hard`: the search player ([`search`]): samples the hidden hands from its view,
//!   plays each choice out with the rule player, keeps the best mean score.

pub mod rules;
pub mod search;

use rand::Rng;

use super::{DecisionSeed, Level, policy_rng};
use crate::core::rng::below;
use crate::games::oh_hell::{Action, OhHellView};

pub use search::OhHellSearch;

/// What a computer player of `level` does in `view`, its randomness fixed by `seed`;
/// `None` when the seat has nothing to decide.
pub fn decide(level: Level, view: &OhHellView, seed: DecisionSeed) -> Option<Action> {
    let me = view.seat?;
    if view.over || !view.to_act.includes(me) {
        return None;
    }
    let mut rng = policy_rng(seed.seed, seed.index);
    decide_with(level, view, &mut rng)
}

/// [`decide`] with the caller's randomness (a simulation's own stream).
pub fn decide_with<R: Rng>(level: Level, view: &OhHellView, rng: &mut R) -> Option<Action> {
    let me = view.seat?;
    let legal = search::legal_of(view, me);
    match level {
        Level::Easy => {
            let n = u32::try_from(legal.len()).ok().filter(|&n| n > 0)?;
            legal.get(below(rng, n) as usize).copied()
        }
        Level::Normal => rules::decide(&rules::Sight::of_view(view)?, &legal),
        Level::Hard => crate::ai::search::choose(&OhHellSearch, view, search::BUDGET, rng),
    }
}
