//! Cribbage's computer players, deciding from one seat's view only:
//!
//! - `easy`: a random discard, a random card that fits (go when none does);
//! - `normal`: the rule player ([`rules`]): keeps the four cards worth most alone (its
//!   discards' worth added for its own crib, taken off for another's), lays the card that
//!   scores most now, avoiding counts of 5 and 21;
//! - `hard`: lays away by expected value over every possible starter plus the crib's
//!   expected value ([`rules::discard_by_expectation`]), and plays by the search
//!   ([`search`]): the unseen cards dealt afresh, each card played out by the rule player.
//!
//! With muggins every level claims its count exactly.

pub mod rules;
pub mod search;

use rand::Rng;

use super::{DecisionSeed, Level, policy_rng};
use crate::cards::CardSet;
use crate::core::rng::below;
use crate::games::cribbage::{Action, CribbageView, Phase, deal_sizes, discards, score};

pub use search::CribbageSearch;

/// What a computer player of `level` does in `view`, its randomness fixed by `seed`;
/// `None` when the seat has nothing to decide.
pub fn decide(level: Level, view: &CribbageView, seed: DecisionSeed) -> Option<Action> {
    let me = view.seat?;
    if view.over || !view.to_act.includes(me) {
        return None;
    }
    let mut rng = policy_rng(seed.seed, seed.index);
    decide_with(level, view, &mut rng)
}

/// [`decide`] with the caller's randomness (a simulation's own stream).
pub fn decide_with<R: Rng>(level: Level, view: &CribbageView, rng: &mut R) -> Option<Action> {
    let legal = legal_of(view);
    if view.phase == Phase::Show {
        return rules::exact_claim(view).map(Action::Claim);
    }
    match level {
        Level::Easy => {
            let n = u32::try_from(legal.len()).ok().filter(|&n| n > 0)?;
            legal.get(below(rng, n) as usize).copied()
        }
        Level::Normal => rules::decide(view, &legal),
        Level::Hard if view.phase == Phase::Discard => {
            rules::discard_by_expectation(view, rng).map(Action::Discard)
        }
        Level::Hard => crate::ai::search::choose(&CribbageSearch, view, search::BUDGET, rng),
    }
}

/// The legal actions of the view's seat, as its view shows them.
pub fn legal_of(view: &CribbageView) -> Vec<Action> {
    let (Some(me), Some(hand)) = (view.seat, view.hand) else {
        return Vec::new();
    };
    if view.over || !view.to_act.includes(me) {
        return Vec::new();
    }
    match view.phase {
        Phase::Discard => {
            let lay = deal_sizes(&view.options, view.seats).2;
            discards(hand, lay).map(Action::Discard).collect()
        }
        Phase::Play => {
            let fits: CardSet = hand
                .iter()
                .filter(|&c| view.count + score::pips(c) <= 31)
                .collect();
            if fits.is_empty() {
                vec![Action::Go]
            } else {
                fits.iter().map(Action::Play).collect()
            }
        }
        Phase::Show => (0..=crate::games::cribbage::MAX_CLAIM)
            .map(Action::Claim)
            .collect(),
        Phase::Over => Vec::new(),
    }
}
