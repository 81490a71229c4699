//! Ribs' search player: the shared search ([`super::choose`]) over Ribs' hands, with
//! rule-based playouts and worlds dealt the way the table's bidding suggests.
//!
//! For a decision it
//! 1. asks the rule-based player for its options and keeps the most promising few
//!    (the candidates);
//! 2. deals the cards it cannot see at random, consistently with its view
//!    ([`View::determinize_with`]), many times (the worlds), biased the way the table's
//!    actions suggest (see [`SearchPolicy`]);
//! 3. plays each candidate out to the end of the hand in the same worlds, with every seat
//!    (its own included) played by the rule-based player **from that seat's own view** of
//!    the world, and scores the end: a hand win, plus a little for the margin;
//! 4. narrows the candidates by sequential halving and takes the best (steps 2 to 4 are
//!    the shared search's, [`super`]).
//!
//! Perfect-information Monte Carlo is known to go wrong where it lets a player act on
//! cards it could not know ("strategy fusion"). Here no player in a rollout sees more than
//! its own view, the searcher's later decisions included, so only the root decision is
//! taken across worlds.

use std::time::Duration;

use rand::Rng;
use rand_pcg::Pcg64Mcg;

use crate::games::ribs::deal::shuffle;
use crate::games::ribs::{
    Action, ActionError, Call, Card, CardSet, Hand, PerSeat, Seat, SeenPlay, TRICKS, View,
};

use super::{Budget, Searchable, choose};
use crate::ai::reading::Reading;
use crate::ai::rules::{self, Notes, Temper};
use crate::ai::{Policy, policy_rng};

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
    pub style: Temper,
    /// Whether to deal the hidden cards the way the other players' bids and ribs suggest
    /// (see [`SearchPolicy`]), rather than uniformly.
    pub infer: bool,
}

impl Default for SearchConfig {
    /// The hard level: about 25 ms a decision on one core of a 2 GHz machine (release
    /// build), capped at 45 ms.
    fn default() -> Self {
        SearchConfig {
            rollouts: 200,
            candidates: 8,
            time_cap: Some(Duration::from_millis(45)),
            style: Temper::NORMAL,
            infer: true,
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
        let SearchConfig {
            rollouts,
            candidates,
            time_cap,
            style,
            infer,
        } = self.config;
        let budget = Budget {
            playouts: rollouts,
            candidates,
            time_cap,
        };
        choose(&RibsSearch { style, infer }, view, budget, &mut self.rng)
    }
}

/// Ribs as the search sees it: a seat's [`View`] in, whole [`Hand`]s out, played to the
/// hand's end by rule-based players of `style`.
struct RibsSearch {
    style: Temper,
    infer: bool,
}

impl Searchable for RibsSearch {
    type View<'v> = View<'v>;
    type State = Hand;
    type Action = Action;
    type Refusal = ActionError;
    /// Each seat's notes in the rollouts (they key themselves on what the seat sees, so
    /// they carry over between rollouts only where they still apply).
    type Memory = Vec<Notes>;

    fn seat(&self, view: &View<'_>) -> Option<Seat> {
        view.seat()
    }

    /// The rule player's options, best first (a stable sort keeps its order among equals).
    fn candidates(&self, view: &View<'_>) -> Option<Vec<Action>> {
        let mut options = rules::options(&self.style, view)?;
        options.sort_by(|a, b| b.1.total_cmp(&a.1));
        Some(options.into_iter().map(|(a, _)| a).collect())
    }

    fn playouts(&self, view: &View<'_>, playouts: u32) -> u32 {
        scaled_budget(playouts, view.seats(), view.trick())
    }

    fn memory(&self, view: &View<'_>) -> Vec<Notes> {
        vec![Notes::default(); usize::from(view.seats())]
    }

    fn sample<R: Rng>(&self, view: &View<'_>, rng: &mut R) -> Hand {
        deal_world(view, &self.style, self.infer, rng)
    }

    /// Through the engine's fast path: no events.
    fn apply(&self, hand: &mut Hand, seat: Seat, action: Action) -> Result<(), ActionError> {
        hand.apply_to(seat, action, &mut ())
    }

    /// The rest of the hand, every seat played by the rule-based player from its own view.
    fn play_out(&self, hand: &mut Hand, notes: &mut Vec<Notes>) -> Result<(), ActionError> {
        while let Some(seat) = hand.to_act() {
            let view = View::of_hand(hand, Some(seat));
            let action = rules::best_with(&self.style, &view, &mut notes[seat.index()])
                .expect("the seat on turn decides");
            hand.apply_to(seat, action, &mut ())?;
        }
        Ok(())
    }

    fn score(&self, hand: &Hand, me: Seat) -> f64 {
        score(hand, me)
    }
}

/// Rollouts for a decision in trick `trick` at a table of `seats`: a rollout costs about
/// the square of the players (each seat's rule player weighs the others' cards) and in
/// proportion to the tricks left to play, so every decision takes about as long as the
/// first one of a four-player hand (measured: uncapped at 200 rollouts a seat scaled only
/// linearly, the p99 grew from 29 ms at 4 players to 82 ms at 10).
fn scaled_budget(rollouts: u32, seats: u8, trick: u8) -> u32 {
    let tricks_left = u32::from(4u8.saturating_sub(trick).max(1));
    let seats = u32::from(seats);
    ((rollouts.saturating_mul(16) / (seats * seats)).saturating_mul(4) / tricks_left).max(8)
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

/// Deals tried per world before one that does not agree with the bidding is taken anyway.
const TRIES: usize = 6;

/// A world: the view's unseen cards dealt at random into its hidden places, then, when
/// `infer` is on, made to agree with what the other players did in this trick, as the
/// rule-based player would have done it (the same model the rollouts play them with): a
/// deal in which someone who raised would not have raised, or someone who passed would
/// have raised over the current bid, is dealt again (up to [`TRIES`] times); and hidden
/// ribs are the ribs their bidder would have laid from its cards.
fn deal_world(view: &View<'_>, style: &Temper, infer: bool, rng: &mut impl Rng) -> Hand {
    let unseen: Vec<Card> = view.unseen().to_vec();
    let mut cards = unseen.clone();
    for attempt in 0..TRIES {
        cards.copy_from_slice(&unseen);
        shuffle(&mut cards, rng);
        let world = view
            .determinize_with(&cards)
            .expect("a shuffle of the unseen cards is a valid sample");
        if !infer {
            return world;
        }
        if attempt + 1 < TRIES && !bidding_agrees(view, &world, style) {
            continue;
        }
        return match lay_likely_ribs(view, &world, style, &mut cards) {
            true => view
                .determinize_with(&cards)
                .expect("a reordering of a valid sample is valid"),
            false => world,
        };
    }
    unreachable!("the last try is always taken")
}

/// What `seat` knew while this trick was bid, in `world`: its cards then (what it holds,
/// what it has played in this trick, the ribs if it laid them) and the cards it could not
/// see then.
fn reading_at_bidding(view: &View<'_>, world: &Hand, seat: Seat) -> Reading {
    let theirs = View::of_hand(world, Some(seat));
    let mut hand = world.held(seat);
    let mut unseen = theirs.unseen();
    if let Some(ribs) = theirs.ribs() {
        if theirs.bidder() == Some(seat) {
            hand = hand.union(CardSet::pair(ribs));
        } else {
            // Face-up ribs of the last trick: not on the table while it was bid.
            unseen = unseen.union(CardSet::pair(ribs));
        }
    }
    let mut folded_now = PerSeat::<bool>::new(view.seats());
    for (s, play) in theirs.plays().iter() {
        match play {
            Some(SeenPlay::FaceUp(c)) if s == seat => hand = hand.union(CardSet::pair(*c)),
            Some(SeenPlay::FaceUp(c)) => unseen = unseen.union(CardSet::pair(*c)),
            Some(SeenPlay::Folded(Some(c))) => {
                hand = hand.union(CardSet::pair(*c));
                folded_now[s] = true;
            }
            Some(SeenPlay::Folded(None)) => folded_now[s] = true,
            None => {}
        }
    }
    let trick = view.trick();
    let held = PerSeat::from_fn(view.seats(), |_| {
        2 * u32::from(TRICKS - trick.min(TRICKS - 1))
    });
    // At the start of the trick, whoever folded in it was allowed to.
    let may_fold = PerSeat::from_fn(view.seats(), |s| {
        view.fold_allowed(s).is_ok() || folded_now[s]
    });
    Reading::at(
        seat,
        hand,
        unseen,
        trick,
        view.options().beat_rule(),
        held,
        may_fold,
    )
}

/// Whether every other player's calls in this trick agree with `world`: a raise (other
/// than the opener's forced 2) is one the rule-based player would make with its cards
/// there, and a pass is not followed by a bid it would have raised to.
fn bidding_agrees(view: &View<'_>, world: &Hand, style: &Temper) -> bool {
    let Some(me) = view.seat() else {
        return true;
    };
    let high = view.high_bid().map_or(0, |(_, b)| b);
    // A pass declined the raise over the high bid.
    let declined = view.options().raise(high).unwrap_or(high);
    for (seat, call) in view.calls().iter() {
        if seat == me {
            continue;
        }
        let check = match *call {
            Call::Bid(b) if !(b == view.options().opening_bid() && seat == view.opener()) => {
                Some((b, true))
            }
            Call::Pass => Some((declined, false)),
            _ => None,
        };
        if let Some((bid, raised)) = check {
            let reading = reading_at_bidding(view, world, seat);
            if rules::would_raise(style, &reading, bid) != raised {
                return false;
            }
        }
    }
    true
}

/// When the ribs are face down to the viewer, reorders `cards` (the sample of `world`) so
/// that the ribs are those their bidder would have laid from its cards; whether it did.
fn lay_likely_ribs(view: &View<'_>, world: &Hand, style: &Temper, cards: &mut [Card]) -> bool {
    let hidden = view.hidden();
    let (Some(bidder), Some((_, bid))) = (view.bidder(), view.high_bid()) else {
        return false;
    };
    if !hidden.ribs {
        return false;
    }
    let reading = reading_at_bidding(view, world, bidder);
    let Some(choice) = rules::chosen_ribs(style, &reading, bid) else {
        return false;
    };
    // The sample fills the other seats' hands in seat order, then the ribs.
    let start: u32 = hidden
        .held
        .iter()
        .filter(|(s, _)| *s < bidder)
        .map(|(_, n)| *n)
        .sum();
    let held = start as usize..(start + hidden.held[bidder]) as usize;
    let ribs_at = hidden.held.as_slice().iter().sum::<u32>() as usize;
    for (k, card) in choice.into_iter().enumerate() {
        let slot = ribs_at + k;
        let at = held
            .clone()
            .chain(ribs_at..ribs_at + 2)
            .find(|&i| cards[i] == card)
            .expect("the chosen ribs are among the bidder's cards");
        cards.swap(at, slot);
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ribs::{Options, Seat};

    #[test]
    fn a_small_search_plays_a_whole_hand_legally() {
        let config = SearchConfig {
            rollouts: 16,
            candidates: 4,
            time_cap: None,
            style: Temper::NORMAL,
            infer: true,
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
            style: Temper::NORMAL,
            infer: true,
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

    #[test]
    fn inferred_worlds_agree_with_the_view_and_give_the_bidder_its_likely_ribs() {
        let style = Temper::NORMAL;
        let mut checked = 0;
        for seed in 0..40 {
            let mut hand =
                Hand::deal(Options::default(), 4, Seat((seed % 4) as u8), 0, seed).unwrap();
            let mut rng = policy_rng(seed, 1);
            while let Some(seat) = hand.to_act() {
                let view = View::of_hand(&hand, Some(seat));
                if view.hidden().ribs {
                    let world = deal_world(&view, &style, true, &mut rng);
                    assert_eq!(
                        View::of_hand(&world, Some(seat)).snapshot(),
                        view.snapshot()
                    );
                    let bidder = view.bidder().unwrap();
                    let reading = reading_at_bidding(&view, &world, bidder);
                    let bid = view.high_bid().unwrap().1;
                    let likely = rules::chosen_ribs(&style, &reading, bid).unwrap();
                    let laid = View::of_hand(&world, Some(bidder)).ribs().unwrap();
                    assert_eq!(CardSet::pair(laid), CardSet::pair(likely));
                    checked += 1;
                }
                let action = rules::best(&style, &view).unwrap();
                hand.apply(seat, action).unwrap();
            }
        }
        assert!(checked > 50, "{checked}");
    }

    #[test]
    fn the_budget_shrinks_with_the_table_and_never_overflows() {
        assert_eq!(scaled_budget(200, 4, 0), 200);
        assert_eq!(scaled_budget(200, 10, 0), 32);
        assert!(scaled_budget(200, 4, 3) > scaled_budget(200, 4, 0));
        assert_eq!(scaled_budget(1, 10, 0), 8);
        assert!(
            scaled_budget(u32::MAX, 4, 3) > 1 << 29,
            "saturates, no overflow"
        );
    }
}
