//! Gin Rummy's computer players, deciding from one seat's view only:
//!
//! - `easy`: takes a discard only to complete a meld, throws its highest deadwood, knocks
//!   at once;
//! - `normal`: draws and discards to keep its count least, knocks as soon as it may,
//!   spreads its best. Its count is judged over the draws left ([`count`]): a pair or a
//!   two-card run kept may still become a meld, a lone card of the same value will not;
//! - `hard` ([`hard`]): as `normal`, and pictures the other hand from what it took and
//!   what is still unseen, weighs each discard by what it may give that hand, knocks or
//!   plays on by the undercut it risks and the stock left, and declares the knock, of
//!   every arrangement and knock card, that leaves least to lay off.
//!
//! Every level reads the table only through [`GinView`]: the other hand before a knock
//! and the stock's order are not in it.

mod count;
mod hard;
#[cfg(test)]
mod tests;

use rand::Rng;

use super::{DecisionSeed, Level, policy_rng};
use crate::cards::{Card, CardSet};
use crate::core::Seat;
use crate::games::gin_rummy::meld;
use crate::games::gin_rummy::{Action, GinView, KNOCK_LIMIT, Phase, Pile, other};

/// What a computer player of `level` does in `view`, its randomness fixed by `seed`;
/// `None` when the seat has nothing to decide.
pub fn decide(level: Level, view: &GinView, seed: DecisionSeed) -> Option<Action> {
    let me = view.seat?;
    if view.over || !view.to_act.includes(me) {
        return None;
    }
    let mut rng = policy_rng(seed.seed, seed.index);
    decide_with(level, view, &mut rng)
}

/// [`decide`] with the caller's randomness (a simulation's own stream).
pub fn decide_with<R: Rng>(level: Level, view: &GinView, rng: &mut R) -> Option<Action> {
    let me = view.seat?;
    let hand = view.hand?;
    let sight = Sight::of(view, me, hand);
    match view.phase {
        Phase::Offer { .. } | Phase::Draw { .. } => Some(match (view.phase, sight.takes(level)) {
            (Phase::Offer { .. }, false) => Action::Pass,
            (_, true) => Action::Draw(Pile::Discard),
            (_, false) => Action::Draw(Pile::Stock),
        }),
        Phase::FirstDraw { .. } => Some(Action::Draw(Pile::Stock)),
        Phase::LastChance { .. } => {
            let top = view.top_discard()?;
            let with = hand | CardSet::of(top);
            let knockable = sight.knocks(with, Some(top), true);
            Some(if knockable.is_empty() {
                Action::Pass
            } else {
                Action::Draw(Pile::Discard)
            })
        }
        Phase::Discard {
            taken, last_chance, ..
        } => match level {
            Level::Hard => hard::Plan::new(&sight, rng).end_turn(taken, last_chance),
            _ => sight.end_turn(level, taken, last_chance, rng.next_u32()),
        },
        Phase::Spread { .. } => {
            let knock = view.knock?;
            let (melds, lay_offs) = meld::best_spread(hand, &knock.melds, knock.gin);
            Some(Action::Spread { melds, lay_offs })
        }
        Phase::Over => None,
    }
}

/// What a seat reads off its view.
struct Sight<'a> {
    view: &'a GinView,
    me: Seat,
    hand: CardSet,
    /// Cards the other player took from the pile and has not thrown again: in its hand.
    theirs: CardSet,
    /// Cards this seat cannot see and does not know where they are: the rest of the
    /// other hand, and the stock.
    unseen: CardSet,
}

impl<'a> Sight<'a> {
    fn of(view: &'a GinView, me: Seat, hand: CardSet) -> Sight<'a> {
        let pile: CardSet = view.pile.iter().copied().collect();
        let theirs = view.taken[other(me)] - pile - hand;
        Sight {
            view,
            me,
            hand,
            theirs,
            unseen: view.unseen() - theirs,
        }
    }

    /// Whether to take the top discard (or the upcard): `easy` to meld it, the others when
    /// the hand it leaves beats what a stock draw may bring (`hard` judges this as
    /// `normal` does).
    fn takes(&self, level: Level) -> bool {
        let Some(top) = self.view.top_discard() else {
            return false;
        };
        let with = self.hand | CardSet::of(top);
        match level {
            Level::Easy => !meld::best(with).deadwood.contains(top),
            Level::Normal | Level::Hard => {
                let draws = self.draws_left();
                let barred = self.barred(Some(top), false);
                count::take_beats_stock(self.hand, top, barred, self.unseen, draws)
            }
        }
    }

    /// About how many more draws this seat has before the stock runs out.
    fn draws_left(&self) -> u32 {
        u32::from(self.view.stock).div_ceil(2)
    }

    /// The cards this seat may knock with from `hand` (each leaving 10 or less).
    fn knocks(&self, hand: CardSet, taken: Option<Card>, last_chance: bool) -> CardSet {
        let barred = self.barred(taken, last_chance);
        (hand - barred)
            .iter()
            .filter(|&c| meld::least_count(hand - CardSet::of(c)) <= KNOCK_LIMIT)
            .collect()
    }

    /// The card that may not be thrown this turn: the one just taken, by the table's rule.
    fn barred(&self, taken: Option<Card>, last_chance: bool) -> CardSet {
        match taken {
            Some(card) if !self.view.options.may_return(last_chance) => CardSet::of(card),
            _ => CardSet::EMPTY,
        }
    }

    /// The knock of least count (of equal ones, the highest card thrown), if any.
    fn least_knock(&self, knockable: CardSet) -> Option<(u8, Card)> {
        knockable
            .iter()
            .map(|c| (meld::least_count(self.hand - CardSet::of(c)), c))
            .min_by_key(|&(count, c)| (count, u8::MAX - meld::value(c)))
    }

    /// `easy`'s or `normal`'s discard, or their knock as soon as one is allowed.
    fn end_turn(
        &self,
        level: Level,
        taken: Option<Card>,
        last_chance: bool,
        jitter: u32,
    ) -> Option<Action> {
        let hand = self.hand;
        if let Some((_, card)) = self.least_knock(self.knocks(hand, taken, last_chance)) {
            return Some(Action::Knock {
                card,
                melds: meld::best(hand - CardSet::of(card)).melds,
            });
        }
        let allowed = hand - self.barred(taken, last_chance);
        let choice = match level {
            Level::Easy => {
                let deadwood = meld::best(hand).deadwood & allowed;
                let pool = if deadwood.is_empty() {
                    allowed
                } else {
                    deadwood
                };
                pool.iter()
                    .max_by_key(|&c| (meld::value(c), c.index() as u32 ^ jitter))
            }
            Level::Normal | Level::Hard => {
                let draws = self.draws_left();
                allowed.iter().min_by_key(|&d| {
                    let kept = hand - CardSet::of(d);
                    (
                        count::worth(kept, self.unseen, draws, 10),
                        d.index() as u32 ^ jitter,
                    )
                })
            }
        };
        choice.map(Action::Discard)
    }
}
