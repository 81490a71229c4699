//! The engine's fast path: a hand played to its end with random legal choices, through the
//! same transitions as [`Hand::apply_to`].

use super::{Action, Hand, Phase};
use crate::games::ribs::event::EventSink;
use crate::games::ribs::seat::Seat;

impl Hand {
    /// Plays the hand to its end with uniformly random legal choices: every raise or pass
    /// with equal odds, any two cards of the hand, and face up or folded with equal odds
    /// when folding is allowed (the distribution the random computer player draws from).
    ///
    /// This is the engine's fast path for simulations and search rollouts: it goes through
    /// the same transitions as [`Hand::apply_to`], skipping only the validation of choices
    /// it makes itself from the legal ones. `observe` sees every action taken (pass
    /// `|_, _| {}` when not needed); events go to `sink`.
    pub fn playout<R: rand::Rng, S: EventSink>(
        &mut self,
        rng: &mut R,
        sink: &mut S,
        mut observe: impl FnMut(Seat, Action),
    ) {
        let mut coins = Coins::default();
        // One trick per round of this loop; bidding and plays run as tight inner loops,
        // so the only unpredictable branches are the random choices themselves.
        while self.phase != Phase::Over {
            while self.phase == Phase::Bidding {
                let seat = self.to_act;
                // The opener must bid; bids that cannot go higher must pass.
                let next = self.next_bid();
                let raise = self.bid == 0 || (next.is_some() && coins.flip(rng));
                observe(
                    seat,
                    if raise {
                        Action::Bid(next.unwrap_or(0))
                    } else {
                        Action::Pass
                    },
                );
                self.call(seat, raise, sink);
            }
            let bidder = self.to_act;
            let ribs = self.held[bidder].random_pair(rng);
            observe(bidder, Action::Ribs(ribs));
            self.lay_ribs(bidder, ribs, sink);
            while self.phase == Phase::Play {
                let seat = self.to_act;
                let cards = self.held[seat].random_pair(rng);
                let folded = self.may_fold(seat) && coins.flip(rng);
                observe(
                    seat,
                    if folded {
                        Action::Fold(cards)
                    } else {
                        Action::FaceUp(cards)
                    },
                );
                self.play(seat, cards, folded, sink);
            }
        }
    }
}

/// Fair coin flips drawn 64 at a time from a generator.
#[derive(Clone, Copy, Debug, Default)]
pub struct Coins {
    bits: u64,
    left: u32,
}

impl Coins {
    #[inline]
    pub fn flip(&mut self, rng: &mut impl rand::Rng) -> bool {
        if self.left == 0 {
            self.bits = rng.next_u64();
            self.left = 64;
        }
        let heads = self.bits & 1 == 1;
        self.bits >>= 1;
        self.left -= 1;
        heads
    }
}
