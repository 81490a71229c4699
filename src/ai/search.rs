//! The search player: determinized Monte Carlo with rule-based rollouts.
//!
//! For a decision it
//! 1. asks the rule-based player for its options and keeps the most promising few
//!    (the candidates);
//! 2. deals the cards it cannot see at random, consistently with its view
//!    ([`View::determinize`]), many times (the worlds), biased the way the table's actions
//!    suggest (see [`SearchPolicy`]);
//! 3. plays each candidate out to the end of the hand in the same worlds, with every seat
//!    (its own included) played by the rule-based player **from that seat's own view** of
//!    the world, and scores the end: a hand win, plus a little for the margin;
//! 4. narrows the candidates by sequential halving (the weaker half drops out after each
//!    round, the rest get twice the worlds) and takes the best.
//!
//! Perfect-information Monte Carlo is known to go wrong where it lets a player act on
//! cards it could not know ("strategy fusion"). Here no player in a rollout sees more than
//! its own view, the searcher's later decisions included, so only the root decision is
//! taken across worlds; and the worlds are compared pairwise (every candidate meets the same
//! deals), so the search spends its budget on the differences between actions, not on the
//! luck of the deal.
//!
//! The budget is a number of rollouts, so a decision is fixed by the seed; a wall-clock cap
//! only guards against a slow machine (when it binds, the result depends on timing).

use std::time::{Duration, Instant};

use rand::Rng;
use rand_pcg::Pcg64Mcg;

use crate::game::deal::shuffle;
use crate::game::{Action, Card, Hand, Rank, Seat, View};

use super::rules::{self, Notes, Style};
use super::{Policy, policy_rng};

/// How hard the search player thinks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchConfig {
    /// Rollouts per decision in the first trick at four players; scaled down for larger
    /// tables and up for later tricks (shorter rollouts), so that decisions take about as
    /// long.
    pub rollouts: u32,
    /// Most candidate actions searched (the rule player's best ones).
    pub candidates: usize,
    /// The wall-clock cap per decision; `None` for none (then a decision is fixed by the
    /// seed).
    pub time_cap: Option<Duration>,
    /// The style of the rule-based players in the rollouts.
    pub style: Style,
}

impl Default for SearchConfig {
    /// The hard level: about 25 ms a decision on one core of a 2 GHz machine (release
    /// build), capped at 45 ms.
    fn default() -> Self {
        SearchConfig {
            rollouts: 600,
            candidates: 8,
            time_cap: Some(Duration::from_millis(45)),
            style: Style::NORMAL,
        }
    }
}

/// The search computer player.
#[derive(Clone, Debug)]
pub struct SearchPolicy {
    config: SearchConfig,
    rng: Pcg64Mcg,
}

impl SearchPolicy {
    pub fn new(config: SearchConfig, seed: u64, index: u64) -> SearchPolicy {
        SearchPolicy {
            config,
            rng: policy_rng(seed, index),
        }
    }

    pub fn config(&self) -> SearchConfig {
        self.config
    }
}

impl Policy for SearchPolicy {
    fn name(&self) -> &str {
        "hard"
    }

    fn decide(&mut self, view: &View<'_>) -> Option<Action> {
        let started = Instant::now();
        let me = view.seat()?;
        let mut options = rules::options(&self.config.style, view)?;
        if options.len() == 1 {
            return Some(options[0].0);
        }
        // Best first; a stable sort keeps the rule player's order among equals.
        options.sort_by(|a, b| b.1.total_cmp(&a.1));
        options.truncate(self.config.candidates.max(1));
        let candidates: Vec<Action> = options.iter().map(|(a, _)| *a).collect();
        if candidates.len() == 1 {
            return Some(candidates[0]);
        }
        let budget = scaled_budget(self.config.rollouts, view.seats(), view.trick());
        let mut search = Search {
            view,
            me,
            style: self.config.style,
            worlds: Vec::new(),
            notes: vec![Notes::default(); usize::from(view.seats())],
            rng: &mut self.rng,
        };
        let deadline = self.config.time_cap.map(|cap| started + cap);
        Some(search.halving(&candidates, budget, deadline))
    }
}

/// Rollouts for a decision in trick `trick` at a table of `seats`: a rollout costs about
/// in proportion to the players and to the tricks left to play, so that every decision
/// takes about as long as the first one of a four-player hand.
fn scaled_budget(rollouts: u32, seats: u8, trick: u8) -> u32 {
    let tricks_left = u32::from(4u8.saturating_sub(trick).max(1));
    (rollouts * 4 / u32::from(seats) * 4 / tricks_left).max(8)
}

struct Search<'v, 'a, R> {
    view: &'v View<'a>,
    me: Seat,
    style: Style,
    worlds: Vec<Hand>,
    /// Each seat's notes in the rollouts (they key themselves on what the seat sees, so
    /// they carry over between rollouts only where they still apply).
    notes: Vec<Notes>,
    rng: &'v mut R,
}

impl<R: Rng> Search<'_, '_, R> {
    /// Sequential halving over `candidates` with `budget` rollouts in all.
    fn halving(&mut self, candidates: &[Action], budget: u32, deadline: Option<Instant>) -> Action {
        let k = candidates.len();
        let rounds = (usize::BITS - (k - 1).leading_zeros()).max(1) as usize;
        // (index into candidates, rollouts done, total score)
        let mut alive: Vec<(usize, usize, f64)> = (0..k).map(|i| (i, 0, 0.0)).collect();
        let mut spent = 0u32;
        'rounds: for round in 0..rounds {
            let left_rounds = (rounds - round) as u32;
            let share = (budget.saturating_sub(spent) / left_rounds) as usize;
            let per = (share / alive.len()).max(1);
            for entry in alive.iter_mut() {
                let target = entry.1 + per;
                while entry.1 < target {
                    if deadline.is_some_and(|d| Instant::now() >= d) && entry.1 > 0 {
                        break 'rounds;
                    }
                    let world = self.world(entry.1);
                    entry.2 += self.rollout(world, candidates[entry.0]);
                    entry.1 += 1;
                    spent += 1;
                }
            }
            if alive.len() > 1 {
                alive.sort_by(|a, b| mean(b).total_cmp(&mean(a)).then(a.0.cmp(&b.0)));
                alive.truncate(alive.len().div_ceil(2));
            }
        }
        let best = alive
            .iter()
            .max_by(|a, b| {
                // Compare on the worlds both have seen: the first `min` rollouts are the
                // same deals; fall back to plain means.
                mean(a).total_cmp(&mean(b)).then(b.0.cmp(&a.0))
            })
            .expect("at least one candidate");
        candidates[best.0]
    }

    /// World `i`, dealt on first use. Every candidate meets the same worlds in order.
    fn world(&mut self, i: usize) -> Hand {
        while self.worlds.len() <= i {
            let world = deal_world(self.view, self.me, &mut *self.rng);
            self.worlds.push(world);
        }
        self.worlds[i].clone()
    }

    /// Plays `action` in `world` and the rest of the hand with rule-based players; the
    /// searcher's score for the end.
    fn rollout(&mut self, mut world: Hand, action: Action) -> f64 {
        if world.apply_to(self.me, action, &mut ()).is_err() {
            // Cannot happen: the world shows the searcher the same legal actions.
            return f64::MIN / 4.0;
        }
        while let Some(seat) = world.to_act() {
            let view = View::of_hand(&world, Some(seat));
            let notes = &mut self.notes[seat.index()];
            let action =
                rules::best_with(&self.style, &view, notes).expect("the seat on turn decides");
            if world.apply_to(seat, action, &mut ()).is_err() {
                return f64::MIN / 4.0;
            }
        }
        score(&world, self.me)
    }
}

fn mean(entry: &(usize, usize, f64)) -> f64 {
    if entry.1 == 0 {
        f64::MIN
    } else {
        entry.2 / entry.1 as f64
    }
}

/// The searcher's score for a finished hand: 1 for a hand win (ties win), plus a tenth of
/// the lead (or deficit) over the best other seat in tens of points.
fn score(hand: &Hand, me: Seat) -> f64 {
    let scores = hand.scores();
    let mine = scores[me];
    let best_other = scores
        .iter()
        .filter(|(s, _)| *s != me)
        .map(|(_, v)| *v)
        .max()
        .unwrap_or(0);
    let win = f64::from(u8::from(mine >= best_other));
    win + 0.1 * (f64::from(mine) - f64::from(best_other)) / 10.0
}

/// A world: the view's unseen cards dealt at random into its hidden places, nudged toward
/// what the table's actions suggest: hidden ribs hold an ace when their bidder had one
/// (as bidders mostly lead an ace).
fn deal_world(view: &View<'_>, me: Seat, rng: &mut impl Rng) -> Hand {
    let _ = me;
    let mut cards: Vec<Card> = view.unseen().to_vec();
    shuffle(&mut cards, rng);
    let hidden = view.hidden();
    if hidden.ribs
        && let Some(bidder) = view.bidder()
    {
        // The sample fills the other seats' hands in seat order, then the ribs.
        let start: u32 = hidden
            .held
            .iter()
            .filter(|(s, _)| *s < bidder)
            .map(|(_, n)| *n)
            .sum();
        let held = start as usize..(start + hidden.held[bidder]) as usize;
        let ribs_at = hidden.held.as_slice().iter().sum::<u32>() as usize;
        let ribs = ribs_at..ribs_at + 2;
        let has_ace_ribs = cards[ribs.clone()].iter().any(|c| c.rank == Rank::Ace);
        if !has_ace_ribs
            && let Some(ace) = held.clone().find(|&i| cards[i].rank == Rank::Ace)
            && super::random::unit(rng) < 0.85
        {
            let slot = ribs.start + (rng.next_u32() & 1) as usize;
            cards.swap(ace, slot);
        }
    }
    view.determinize_with(&cards)
        .expect("a shuffle of the unseen cards is a valid sample")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Options, Seat};

    #[test]
    fn a_small_search_plays_a_whole_hand_legally() {
        let config = SearchConfig {
            rollouts: 16,
            candidates: 4,
            time_cap: None,
            style: Style::NORMAL,
        };
        let mut hand = Hand::deal(Options::default(), 4, Seat(0), 0, 3).unwrap();
        let mut players: Vec<SearchPolicy> =
            (0..4).map(|s| SearchPolicy::new(config, 3, s)).collect();
        while let Some(seat) = hand.to_act() {
            let view = View::of_hand(&hand, Some(seat));
            let action = players[seat.index()].decide(&view).unwrap();
            hand.apply(seat, action).unwrap();
        }
    }

    #[test]
    fn the_same_seed_makes_the_same_decisions() {
        let config = SearchConfig {
            rollouts: 24,
            candidates: 4,
            time_cap: None,
            style: Style::NORMAL,
        };
        let mut hand = Hand::deal(Options::default(), 5, Seat(1), 0, 8).unwrap();
        while let Some(seat) = hand.to_act() {
            let view = View::of_hand(&hand, Some(seat));
            let a = SearchPolicy::new(config, 9, 0).decide(&view).unwrap();
            let b = SearchPolicy::new(config, 9, 0).decide(&view).unwrap();
            assert_eq!(a, b);
            hand.apply(seat, a).unwrap();
        }
    }
}
