//! Crazy Eights' computer players, deciding from one seat's view only:
//!
//! - `easy`: a random playable card, drawing only when nothing plays, a random suit named;
//! - `normal`: the rule player ([`rules`]): sheds its costliest ordinary card, keeps its
//!   wild cards for last, names its longest suit, stacks twos and skips on a player low
//!   on cards;
//! - `hard`: the search player ([`search`]): deals the unseen cards afresh consistently
//!   with its view, plays each choice out with the rule player, keeps the best.

pub mod rules;
pub mod search;

use rand::Rng;

use super::{DecisionSeed, Level, policy_rng};
use crate::cards::{Card, CardSet};
use crate::core::rng::below;
use crate::core::{PerSeat, Seat};
use crate::games::crazy_eights::{Action, Cards, CrazyEightsView, Hand, Options};

pub use search::CrazyEightsSearch;

/// What a computer player of `level` does in `view`, its randomness fixed by `seed`;
/// `None` when the seat has nothing to decide.
pub fn decide(level: Level, view: &CrazyEightsView, seed: DecisionSeed) -> Option<Action> {
    let me = view.seat?;
    if view.over || !view.to_act.includes(me) {
        return None;
    }
    let mut rng = policy_rng(seed.seed, seed.index);
    decide_with(level, view, &mut rng)
}

/// [`decide`] with the caller's randomness (a simulation's own stream).
pub fn decide_with<R: Rng>(level: Level, view: &CrazyEightsView, rng: &mut R) -> Option<Action> {
    let me = view.seat?;
    let legal = legal_of(view, me);
    if legal.is_empty() {
        return None;
    }
    match level {
        Level::Easy => easy(&legal, rng),
        Level::Normal => rules::decide(view, &legal),
        Level::Hard => crate::ai::search::choose(&CrazyEightsSearch, view, search::BUDGET, rng),
    }
}

/// A random playable card (announcing a last card), else a draw, else a pass; a random
/// suit when one is due.
fn easy<R: Rng>(legal: &[Action], rng: &mut R) -> Option<Action> {
    let pick = |options: Vec<Action>, rng: &mut R| {
        let n = u32::try_from(options.len()).ok().filter(|&n| n > 0)?;
        options.get(below(rng, n) as usize).copied()
    };
    let suits: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Nominate(_)))
        .collect();
    if !suits.is_empty() {
        return pick(suits, rng);
    }
    let plays = announced_plays(legal);
    if !plays.is_empty() {
        return pick(plays, rng);
    }
    legal
        .iter()
        .copied()
        .find(|a| *a == Action::Draw)
        .or_else(|| legal.iter().copied().find(|a| *a == Action::Pass))
}

/// The plays among `legal`, each card once, with the last-card announcement where it is
/// offered (a computer never forgets it).
pub fn announced_plays(legal: &[Action]) -> Vec<Action> {
    let mut plays: Vec<Action> = Vec::new();
    for &action in legal {
        if let Action::Play { card, last_card } = action {
            match plays
                .iter_mut()
                .find(|p| matches!(p, Action::Play { card: c, .. } if *c == card))
            {
                Some(existing) => {
                    if last_card {
                        *existing = action;
                    }
                }
                None => plays.push(action),
            }
        }
    }
    plays
}

/// The cards `view`'s seat cannot see: the pack(s) but its own hand and the discard pile.
pub fn unseen(view: &CrazyEightsView) -> Vec<Card> {
    let mut left = Cards::EMPTY;
    for _ in 0..Options::packs(view.seats) {
        for card in CardSet::FULL {
            left.insert(card);
        }
    }
    for card in view
        .hand
        .unwrap_or_default()
        .iter()
        .chain(view.discards.iter().copied())
    {
        left.remove(card);
    }
    left.to_vec()
}

/// The hand `view` shows with `pool` (the unseen cards, in the order to place them) dealt
/// to the other seats as many as each holds, the rest the stock. A seat gets no card of a
/// suit it drew or passed against while the pool has others (a computer draws only when
/// nothing plays), but for one card: the one it drew may be of that suit.
pub fn world(view: &CrazyEightsView, pool: &[Card], seed: u64) -> Option<Hand> {
    let me = view.seat?;
    let mut held = PerSeat::<Cards>::new(view.seats);
    let mut left: Vec<Card> = pool.to_vec();
    for seat in Seat::all(view.seats) {
        if seat == me {
            held[seat] = view.hand?;
            continue;
        }
        let shuns = view.shunned[seat];
        for i in 0..view.held[seat] {
            // The card drawn against a suit may be of it: one card goes unchecked.
            let fits = left
                .iter()
                .position(|c| i == 0 || shuns & (1 << c.suit as u8) == 0)
                .unwrap_or(0);
            if left.is_empty() {
                return None;
            }
            held[seat].insert(left.remove(fits));
        }
    }
    let turn = view.to_act.seats().next().unwrap_or(me);
    let drawn = held[turn].iter().last().unwrap_or(view.top);
    Some(Hand::from_view(view, held, &left, drawn, seed))
}

/// The legal actions of `me` in `view`: those of any hand the view agrees with (what is
/// legal depends only on what the seat sees).
pub fn legal_of(view: &CrazyEightsView, me: Seat) -> Vec<Action> {
    world(view, &unseen(view), 0)
        .map(|hand| hand.legal_actions(me))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests;
