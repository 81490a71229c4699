//! The search player's idea, written once for every game that can deal again what a seat
//! cannot see: deal the unseen cards afresh many times (the worlds), play each candidate
//! action out in every world, keep the action that scores best.
//!
//! A game takes part by implementing [`Searchable`]: from one seat's view (never the true
//! state) it samples a whole state that agrees with everything that seat knows, lists the
//! seat's candidate actions, plays a state out with a fast default policy and scores the
//! end for the seat. [`choose`] does the rest, the same for every game:
//!
//! 1. the candidates, best first by the game's own quick judgement, cut to the budget's
//!    breadth (a lone candidate is taken without searching);
//! 2. worlds sampled from the view, each on first use and kept, so that **every candidate
//!    meets the same worlds in the same order** (common random numbers: the search spends
//!    its budget on the differences between actions, not on the luck of the deal);
//! 3. the playouts shared out by sequential halving: every candidate gets the same worlds
//!    in a round, the weaker half drops out, the rest get twice the worlds; a game with two
//!    candidates gets one round, the plain mean over the worlds;
//! 4. the best mean wins (the first candidate among equals).
//!
//! The budget is a number of playouts and every random draw comes from the `rng` passed in,
//! so a decision is fixed by its seed and its view ([`crate::ai::DecisionSeed`]); the
//! wall-clock cap only guards against a slow machine (when it binds, the result depends on
//! timing).
//!
//! Static dispatch throughout: [`choose`] is generic over the game, so a game's own fast
//! paths (Ribs' `apply_to` without events, its rule-based rollouts) run as fast behind the
//! trait as without it. Ribs' instance is `RibsSearch`, in `ribs.rs` beside this file.

use std::time::{Duration, Instant};

use rand::Rng;

use crate::core::Seat;

mod ribs;

pub use ribs::{SearchConfig, SearchPolicy};

/// A game the search player can play: what [`choose`] needs of it.
///
/// Everything starts from a [`Searchable::View`]: a search is never handed the true state,
/// so it cannot learn a hidden card even by mistake. The samples it plays are
/// [`Searchable::State`]s the game deals from that view alone.
pub trait Searchable {
    /// What the searching seat may know: the only input of a search.
    type View<'v>;
    /// A whole state, every card in a place: what a sample deals and a playout plays on.
    type State: Clone;
    /// One decision of one seat.
    type Action: Copy;
    /// Why the game refused an action in a sample. It should never happen (a sample shows
    /// the seat the same legal actions as its view); if it does, that playout scores as a
    /// heavy loss rather than a panic.
    type Refusal;
    /// What the playout policy remembers between the playouts of one decision (Ribs: each
    /// seat's notes on its bidding); `()` for nothing.
    type Memory;

    /// The seat whose view this is; `None` for a spectator, who has nothing to decide.
    fn seat(&self, view: &Self::View<'_>) -> Option<Seat>;

    /// The actions worth searching, best first by a quick judgement of the game's own (the
    /// search keeps the first few, see [`Budget::candidates`]); `None` when the seat has
    /// nothing to decide. Every one must be legal.
    fn candidates(&self, view: &Self::View<'_>) -> Option<Vec<Self::Action>>;

    /// The playouts to spend on a decision in `view`, given the budget's `playouts`: where
    /// a game makes decisions cost alike (Ribs spends more on shorter playouts). By default
    /// the budget as it is.
    fn playouts(&self, _view: &Self::View<'_>, playouts: u32) -> u32 {
        playouts
    }

    /// A fresh memory for the playouts of one decision.
    fn memory(&self, view: &Self::View<'_>) -> Self::Memory;

    /// A whole state that agrees with everything `view` shows, with what the seat cannot
    /// see dealt afresh from `rng`: honouring what the seat knows (cards shown, known
    /// voids) and, as the game likes, what the others' actions suggest.
    fn sample<R: Rng>(&self, view: &Self::View<'_>, rng: &mut R) -> Self::State;

    /// Applies `seat`'s `action` to a sample.
    ///
    /// # Errors
    /// Why the game refuses it (see [`Searchable::Refusal`]).
    fn apply(
        &self,
        state: &mut Self::State,
        seat: Seat,
        action: Self::Action,
    ) -> Result<(), Self::Refusal>;

    /// Plays a sample on with the game's fast default policy, every seat deciding from its
    /// own view of the sample, to the end or to a horizon [`Searchable::score`] can judge.
    ///
    /// # Errors
    /// Why the game refused an action of its own policy (see [`Searchable::Refusal`]).
    fn play_out(
        &self,
        state: &mut Self::State,
        memory: &mut Self::Memory,
    ) -> Result<(), Self::Refusal>;

    /// What a played-out sample is worth to `seat` (higher is better).
    fn score(&self, state: &Self::State, seat: Seat) -> f64;
}

/// How much a search may spend on one decision.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Playouts in all (before [`Searchable::playouts`] adjusts them).
    pub playouts: u32,
    /// Most candidates searched: the first of [`Searchable::candidates`].
    pub candidates: usize,
    /// The wall-clock cap; `None` for none (then a decision is fixed by the seed).
    pub time_cap: Option<Duration>,
}

/// The score of a playout the game refused: worse than any real end, without overflowing a
/// sum of many.
const REFUSED: f64 = f64::MIN / 4.0;

/// The action the search takes in `view`, or `None` when the seat has nothing to decide.
/// Given the same view, budget (without a binding time cap) and `rng` state, always the
/// same action.
pub fn choose<G: Searchable, R: Rng>(
    game: &G,
    view: &G::View<'_>,
    budget: Budget,
    rng: &mut R,
) -> Option<G::Action> {
    let started = Instant::now();
    let me = game.seat(view)?;
    let mut candidates = game.candidates(view)?;
    candidates.truncate(budget.candidates.max(1));
    if candidates.len() <= 1 {
        return candidates.first().copied();
    }
    let playouts = game.playouts(view, budget.playouts);
    let mut search = Search {
        game,
        view,
        me,
        worlds: Vec::new(),
        memory: game.memory(view),
        rng,
    };
    let deadline = budget.time_cap.map(|cap| started + cap);
    Some(search.halving(&candidates, playouts, deadline))
}

/// One decision's search: the worlds dealt so far and the playouts' memory.
struct Search<'g, 'v, 'a, G: Searchable, R> {
    game: &'g G,
    view: &'v G::View<'a>,
    me: Seat,
    worlds: Vec<G::State>,
    memory: G::Memory,
    rng: &'v mut R,
}

/// A candidate in the halving: its index, the playouts done, their total score.
#[derive(Clone, Copy)]
struct Tally {
    candidate: usize,
    playouts: usize,
    total: f64,
}

impl Tally {
    fn mean(&self) -> f64 {
        if self.playouts == 0 {
            f64::MIN
        } else {
            self.total / self.playouts as f64
        }
    }
}

impl<G: Searchable, R: Rng> Search<'_, '_, '_, G, R> {
    /// Sequential halving over `candidates` with `budget` playouts in all.
    fn halving(
        &mut self,
        candidates: &[G::Action],
        budget: u32,
        deadline: Option<Instant>,
    ) -> G::Action {
        let k = candidates.len();
        let rounds = (usize::BITS - (k - 1).leading_zeros()).max(1) as usize;
        let mut alive: Vec<Tally> = (0..k)
            .map(|candidate| Tally {
                candidate,
                playouts: 0,
                total: 0.0,
            })
            .collect();
        let mut spent = 0u32;
        'rounds: for round in 0..rounds {
            let left_rounds = (rounds - round) as u32;
            let share = (budget.saturating_sub(spent) / left_rounds) as usize;
            let per = (share / alive.len()).max(1);
            for entry in &mut alive {
                let target = entry.playouts + per;
                while entry.playouts < target {
                    if deadline.is_some_and(|d| Instant::now() >= d) && entry.playouts > 0 {
                        break 'rounds;
                    }
                    let world = self.world(entry.playouts);
                    entry.total += self.playout(world, candidates[entry.candidate]);
                    entry.playouts += 1;
                    spent += 1;
                }
            }
            if alive.len() > 1 {
                alive.sort_by(|a, b| {
                    b.mean()
                        .total_cmp(&a.mean())
                        .then(a.candidate.cmp(&b.candidate))
                });
                alive.truncate(alive.len().div_ceil(2));
            }
        }
        let best = alive
            .iter()
            .max_by(|a, b| {
                a.mean()
                    .total_cmp(&b.mean())
                    .then(b.candidate.cmp(&a.candidate))
            })
            .expect("at least one candidate");
        candidates[best.candidate]
    }

    /// World `i`, dealt on first use. Every candidate meets the same worlds in order.
    fn world(&mut self, i: usize) -> G::State {
        while self.worlds.len() <= i {
            let world = self.game.sample(self.view, &mut *self.rng);
            self.worlds.push(world);
        }
        self.worlds[i].clone()
    }

    /// Plays `action` in `world` and the rest with the game's default policy; the
    /// searcher's score for the end.
    fn playout(&mut self, mut world: G::State, action: G::Action) -> f64 {
        let played = self
            .game
            .apply(&mut world, self.me, action)
            .and_then(|()| self.game.play_out(&mut world, &mut self.memory));
        match played {
            Ok(()) => self.game.score(&world, self.me),
            Err(_) => REFUSED,
        }
    }
}

#[cfg(test)]
mod tests;
