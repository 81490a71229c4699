//! Uniformly random legal play: the baseline opponent, and the engine benchmark's load.

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

use crate::games::ribs::deal::{Stream, rng_for};
use crate::games::ribs::hand::Coins;
use crate::games::ribs::{Action, Choice, View};

use super::Policy;

/// Picks uniformly among the legal actions: raise or pass with equal odds, any two cards of
/// the hand, and face up or folded with equal odds when folding is allowed.
///
/// [`crate::games::ribs::Hand::playout`] plays the same distribution on every seat at once, much
/// faster; this policy is for tables that mix it with other players. It uses a small
/// portable generator (PCG, seeded from the ChaCha stream, hence still fixed by the seed)
/// and takes coin flips one bit at a time.
#[derive(Clone, Debug)]
pub struct RandomPolicy {
    rng: Pcg64Mcg,
    coins: Coins,
}

impl RandomPolicy {
    /// A random player whose choices are fixed by `seed` and `index` (e.g. the seat).
    pub fn new(seed: u64, index: u64) -> Self {
        RandomPolicy {
            rng: policy_rng(seed, index),
            coins: Coins::default(),
        }
    }

    fn coin(&mut self) -> bool {
        self.coins.flip(&mut self.rng)
    }
}

/// A small fast generator for a computer player, seeded from the ChaCha stream of
/// `(seed, Policy, index)` so that it is still fixed by the seed.
pub fn policy_rng(seed: u64, index: u64) -> Pcg64Mcg {
    let mut key = [0u8; 16];
    rng_for(seed, Stream::Policy, index).fill_bytes(&mut key);
    Pcg64Mcg::from_seed(key)
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
                if self.coin() {
                    Action::Bid(bid)
                } else {
                    Action::Pass
                }
            }
            Choice::Ribs { .. } => Action::Ribs(view.my_hand().random_pair(&mut self.rng)),
            Choice::Play { fold } => {
                let cards = view.my_hand().random_pair(&mut self.rng);
                if fold.is_ok() && self.coin() {
                    Action::Fold(cards)
                } else {
                    Action::FaceUp(cards)
                }
            }
        })
    }
}

/// A uniform number in `[0, 1)` from 24 random bits: written here rather than taken from
/// `rand`'s distributions, whose values may change between versions.
#[inline]
pub fn unit(rng: &mut impl Rng) -> f32 {
    (rng.next_u32() >> 8) as f32 / (1u32 << 24) as f32
}
