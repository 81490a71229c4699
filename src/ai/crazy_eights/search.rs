//! Crazy Eights' search player (`hard`): the shared search ([`crate::ai::search::choose`])
//! over one hand. It deals the cards its seat cannot see afresh (the others' hands and the
//! stock, from the pack less its own hand and the discard pile), plays each candidate out
//! to the end of the hand with the rule player on every seat (each seeing only its own
//! cards), and keeps the candidate that wins the hand most often, its penalty breaking
//! ties.

use rand::Rng;

use super::rules;
use super::{unseen, world};
use crate::ai::search::{Budget, Searchable};
use crate::core::rng::shuffle;
use crate::core::{Seat, ToAct, Told};
use crate::games::crazy_eights::{Action, ApplyError, CrazyEightsView, End, Event, Hand, Stage};

/// The hard level's budget: playouts per decision, candidates searched.
pub const BUDGET: Budget = Budget {
    playouts: 800,
    candidates: 6,
    time_cap: Some(std::time::Duration::from_millis(60)),
};

/// Most actions a playout plays before it is judged as it stands (a hand that would go
/// on for long with the stock refilled).
const HORIZON: usize = 400;

/// What a penalty point held costs in a playout's score, where a hand won is 1: a tie
/// breaker (an eight, 50 points, weighs 2.5 % of a win).
const PENALTY_WEIGHT: f64 = 0.0005;

/// The search over one seat's view of a Crazy Eights hand.
pub struct CrazyEightsSearch;

impl Searchable for CrazyEightsSearch {
    type View<'v> = CrazyEightsView;
    type State = Hand;
    type Action = Action;
    type Refusal = ApplyError;
    type Memory = Vec<Told<Event>>;

    fn seat(&self, view: &CrazyEightsView) -> Option<Seat> {
        view.seat
    }

    /// Every distinct play (or, with none, the draw or pass), the rule player's choice
    /// first.
    fn candidates(&self, view: &CrazyEightsView) -> Option<Vec<Action>> {
        let me = view.seat?;
        if view.over || !view.to_act.includes(me) {
            return None;
        }
        let legal = super::legal_of(view, me);
        let mut candidates = super::announced_plays(&legal);
        // A voluntary draw or pass, when a card plays, is searched only when the rule
        // player would make it (holding a wild card back).
        let best = rules::decide(view, &legal);
        if candidates.is_empty() {
            candidates.extend(
                legal
                    .iter()
                    .copied()
                    .filter(|a| !matches!(a, Action::Play { .. })),
            );
        } else if let Some(best) = best
            && !candidates.contains(&best)
        {
            candidates.push(best);
        }
        if let Some(best) = best
            && let Some(i) = candidates.iter().position(|&a| a == best)
        {
            candidates.swap(0, i);
        }
        Some(candidates)
    }

    fn memory(&self, _view: &CrazyEightsView) -> Vec<Told<Event>> {
        Vec::new()
    }

    fn sample<R: Rng>(&self, view: &CrazyEightsView, rng: &mut R) -> Hand {
        let mut pool = unseen(view);
        shuffle(&mut pool, rng);
        let seed = rng.next_u64();
        match world(view, &pool, seed) {
            Some(hand) => hand,
            // A view that is not a seat's (never searched): an empty playout.
            None => world(view, &[], seed).unwrap_or_else(|| empty_hand(view, seed)),
        }
    }

    fn apply(&self, state: &mut Hand, seat: Seat, action: Action) -> Result<(), ApplyError> {
        let mut told = Vec::new();
        state.apply_to(seat, action, &mut told)
    }

    fn play_out(&self, state: &mut Hand, told: &mut Vec<Told<Event>>) -> Result<(), ApplyError> {
        let packs = crate::games::crazy_eights::Options::packs(state.rules().seats);
        for _ in 0..HORIZON {
            let ToAct::One(seat) = state.to_act() else {
                return Ok(());
            };
            let legal = state.legal_actions(seat);
            let options = state.options();
            let next = state.next(seat);
            let table = rules::Table {
                wild: options.wild_rank,
                skip: options.skip,
                draw_two: options.draw_two,
                next_holds: state.held(next).len() as u8,
                fresh: !matches!(state.stage(), Stage::Drawn { .. }),
                unseen: rules::unseen_by_suit(state.held(seat), state.pile(), packs),
            };
            let action = rules::choose(state.held(seat), &legal, &table)
                .or_else(|| legal.first().copied())
                .ok_or(ApplyError::Refused(
                    crate::games::crazy_eights::Refusal::GameOver,
                ))?;
            told.clear();
            state.apply_to(seat, action, told)?;
        }
        Ok(())
    }

    /// 1 for going out (a share of 1 for the lowest penalty of a blocked or unfinished
    /// hand), less a trifle for each penalty point held: it breaks ties between choices
    /// that win as often, never trades a win for points.
    fn score(&self, state: &Hand, seat: Seat) -> f64 {
        let scores = state.scores();
        let mine = scores[seat];
        let won = match state.end() {
            Some(End::Out(out)) => f64::from(u8::from(out == seat)),
            _ => {
                let low = scores.as_slice().iter().copied().min().unwrap_or(0);
                let tied = scores.as_slice().iter().filter(|&&s| s == low).count();
                if mine == low { 1.0 / tied as f64 } else { 0.0 }
            }
        };
        won - PENALTY_WEIGHT * f64::from(mine)
    }
}

/// A hand of nobody's: only for a view with no seat, which is never searched.
fn empty_hand(view: &CrazyEightsView, seed: u64) -> Hand {
    let held = crate::core::PerSeat::new(view.seats);
    Hand::from_view(view, held, &[], view.top, seed)
}
