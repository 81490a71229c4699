//! Uniformly random legal play: the baseline opponent, and the engine benchmark's load.

use rand_chacha::ChaCha8Rng;

use crate::game::deal::{Stream, below, rng_for};
use crate::game::{Action, Card, CardSet, Choice, View};

use super::Policy;

/// Picks uniformly among the legal actions: raise or pass with equal odds, any two cards of
/// the hand, and face up or folded with equal odds when folding is allowed.
#[derive(Clone, Debug)]
pub struct RandomPolicy {
    rng: ChaCha8Rng,
}

impl RandomPolicy {
    /// A random player whose choices are fixed by `seed` and `index` (e.g. the seat).
    pub fn new(seed: u64, index: u64) -> Self {
        RandomPolicy {
            rng: rng_for(seed, Stream::Play, index),
        }
    }

    /// Two distinct cards of `hand`, uniformly.
    #[inline]
    pub fn two_cards(&mut self, hand: CardSet) -> [Card; 2] {
        two_cards(hand, &mut self.rng)
    }
}

/// Two distinct cards of `hand`, uniformly; the hand holds at least two cards whenever a
/// seat must play.
#[inline]
pub fn two_cards(hand: CardSet, rng: &mut impl rand::Rng) -> [Card; 2] {
    let len = hand.len();
    debug_assert!(len >= 2);
    let i = below(rng, len);
    let mut j = below(rng, len - 1);
    if j >= i {
        j += 1;
    }
    let pick = |k| hand.nth(k).expect("index below the hand's size");
    [pick(i), pick(j)]
}

impl Policy for RandomPolicy {
    fn name(&self) -> &str {
        "random"
    }

    #[inline]
    fn decide(&mut self, view: &View<'_>) -> Option<Action> {
        Some(match view.choice()? {
            Choice::Bid {
                next: Some(bid),
                can_pass: false,
            } => Action::Bid(bid),
            Choice::Bid { next: None, .. } => Action::Pass,
            Choice::Bid {
                next: Some(bid),
                can_pass: true,
            } => {
                if below(&mut self.rng, 2) == 0 {
                    Action::Bid(bid)
                } else {
                    Action::Pass
                }
            }
            Choice::Ribs { .. } => Action::Ribs(self.two_cards(view.my_hand())),
            Choice::Play { may_fold } => {
                let cards = self.two_cards(view.my_hand());
                if may_fold && below(&mut self.rng, 2) == 0 {
                    Action::Fold(cards)
                } else {
                    Action::FaceUp(cards)
                }
            }
        })
    }
}
