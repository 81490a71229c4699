//! Gin Rummy's computer players, deciding from one seat's view only:
//!
//! - `easy`: takes a discard only to complete a meld, throws its highest deadwood, knocks
//!   at once;
//! - `normal`: draws and discards to keep its count least (the count it may expect after
//!   its next draw), knocks as soon as it may, spreads its best;
//! - `hard`: as `normal`, and reads the other hand from the discards it took (those
//!   cards are not drawn), avoids feeding it, knocks by the stock left (a low stock asks a
//!   lower count), and declares the knock, of every arrangement and knock card, that
//!   leaves least to lay off.
//!
//! Every level reads the table only through [`GinView`]: the other hand before a knock
//! and the stock's order are not in it.

use rand::Rng;

use super::{DecisionSeed, Level, policy_rng};
use crate::cards::{Card, CardSet};
use crate::core::Seat;
use crate::games::gin_rummy::meld::{self, Melds};
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
    // Only ties are broken at random: each level is otherwise a fixed rule.
    let jitter = rng.next_u32();
    match view.phase {
        Phase::Offer { .. } => Some(if sight.takes(level) {
            Action::Draw(Pile::Discard)
        } else {
            Action::Pass
        }),
        Phase::FirstDraw { .. } => Some(Action::Draw(Pile::Stock)),
        Phase::Draw { .. } => Some(Action::Draw(if sight.takes(level) {
            Pile::Discard
        } else {
            Pile::Stock
        })),
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
        } => sight.end_turn(level, taken, last_chance, jitter),
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
    hand: CardSet,
    /// Cards the other player took from the pile and has not thrown again: in its hand.
    theirs: CardSet,
    /// Cards this seat cannot see: the other hand and the stock.
    unseen: CardSet,
}

impl<'a> Sight<'a> {
    fn of(view: &'a GinView, me: Seat, hand: CardSet) -> Sight<'a> {
        let pile: CardSet = view.pile.iter().copied().collect();
        let theirs = view.taken[other(me)] - pile - hand;
        Sight {
            view,
            hand,
            theirs,
            unseen: view.unseen() - theirs,
        }
    }

    /// Whether to take the top discard (or the upcard).
    fn takes(&self, level: Level) -> bool {
        let Some(top) = self.view.top_discard() else {
            return false;
        };
        let with = self.hand | CardSet::of(top);
        let melded = !meld::best(with).deadwood.contains(top);
        match level {
            Level::Easy => melded,
            // Taking it beats the count a stock draw may be expected to leave.
            Level::Normal | Level::Hard => {
                10 * i32::from(self.least_after(with, top)) < self.expected(self.hand)
            }
        }
    }

    /// The least count after taking `top` and throwing the best other card.
    fn least_after(&self, with: CardSet, top: Card) -> u8 {
        (with - CardSet::of(top))
            .iter()
            .map(|d| meld::least_count(with - CardSet::of(d)))
            .min()
            .unwrap_or(u8::MAX)
    }

    /// The cards this seat may knock with from `hand` (each leaving 10 or less).
    fn knocks(&self, hand: CardSet, taken: Option<Card>, last_chance: bool) -> CardSet {
        let barred = self.barred(taken, last_chance);
        (hand - barred)
            .iter()
            .filter(|&c| meld::least_count(hand - CardSet::of(c)) <= KNOCK_LIMIT)
            .collect()
    }

    fn barred(&self, taken: Option<Card>, last_chance: bool) -> CardSet {
        match taken {
            Some(card) if !self.view.options.may_return(last_chance) => CardSet::of(card),
            _ => CardSet::EMPTY,
        }
    }

    /// A discard or a knock.
    fn end_turn(
        &self,
        level: Level,
        taken: Option<Card>,
        last_chance: bool,
        jitter: u32,
    ) -> Option<Action> {
        let hand = self.hand;
        let knockable = self.knocks(hand, taken, last_chance);
        let least = knockable
            .iter()
            .map(|c| (meld::least_count(hand - CardSet::of(c)), c))
            .min_by_key(|&(count, c)| (count, u8::MAX - meld::value(c)));
        if let Some((count, card)) = least {
            let knock_now = match level {
                Level::Easy | Level::Normal => true,
                Level::Hard => last_chance || count == 0 || count <= self.knock_limit(),
            };
            if knock_now {
                return Some(match level {
                    Level::Hard => self.careful_knock(knockable),
                    _ => Action::Knock {
                        card,
                        melds: meld::best(hand - CardSet::of(card)).melds,
                    },
                });
            }
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
            Level::Normal => allowed.iter().min_by_key(|&d| {
                let kept = hand - CardSet::of(d);
                (self.expected(kept), d.index() as u32 ^ jitter)
            }),
            Level::Hard => allowed
                .iter()
                .min_by_key(|&d| (self.discard_cost(d), d.index() as u32 ^ jitter)),
        };
        choice.map(Action::Discard)
    }

    /// Hard's knock limit: the whole 10 until the stock runs low, when the other hand has
    /// had time to improve and an undercut grows likelier.
    fn knock_limit(&self) -> u8 {
        if self.view.stock >= 6 { KNOCK_LIMIT } else { 6 }
    }

    /// Hard's cost of throwing `d`: the count expected after the next draw, plus what
    /// `d` may give the other player.
    fn discard_cost(&self, d: Card) -> i32 {
        let kept = self.hand - CardSet::of(d);
        let mut cost = self.expected(kept);
        if self.feeds(d) {
            cost += 10;
        }
        cost
    }

    /// The count `kept` may expect after one more card from the unseen ones and its best
    /// discard, in tenths of a point: what the next stock draw is worth to this hand.
    fn expected(&self, kept: CardSet) -> i32 {
        let now = i32::from(meld::least_count(kept));
        // The stock is among the unseen cards; those the other player took are not.
        let pool = self.unseen;
        if pool.is_empty() {
            return 10 * now;
        }
        let mut sum = 0i32;
        for u in pool {
            let best = meld::best(kept | CardSet::of(u));
            let throw = best.deadwood.iter().map(meld::value).max().unwrap_or(0);
            let after = i32::from(best.count) - i32::from(throw);
            sum += after.min(now);
        }
        10 * sum / pool.len() as i32
    }

    /// Whether `d` melds with what the other player is known to hold.
    fn feeds(&self, d: Card) -> bool {
        self.theirs.iter().any(|t| {
            t.rank == d.rank
                || (t.suit == d.suit
                    && meld::low_place(t.rank).abs_diff(meld::low_place(d.rank)) <= 2)
        })
    }

    /// Hard's knock: of every card it may knock with and every arrangement within the
    /// limit, the one whose count plus what the unseen cards may lay off is least.
    fn careful_knock(&self, knockable: CardSet) -> Action {
        let unseen = self.unseen.len().max(1) as i32;
        let mut best: Option<(i32, Card, Melds)> = None;
        for card in knockable {
            let left = self.hand - CardSet::of(card);
            meld::each_arrangement(left, &mut |melds| {
                let count = meld::count(left - melds.cards());
                if count > KNOCK_LIMIT {
                    return;
                }
                let layable = meld::laid_off(&melds, self.unseen | self.theirs);
                let risk: i32 = layable
                    .iter()
                    .map(|c| {
                        let chance = if self.theirs.contains(c) { unseen } else { 10 };
                        i32::from(meld::value(c)) * chance * 6 / unseen
                    })
                    .sum();
                let score = 10 * i32::from(count) + if count == 0 { 0 } else { risk };
                if best.is_none_or(|(b, _, _)| score < b) {
                    best = Some((score, card, melds));
                }
            });
        }
        let (_, card, melds) = best.unwrap_or((
            0,
            knockable.first().unwrap_or(Card::new(
                crate::cards::Rank::Ace,
                crate::cards::Suit::Clubs,
            )),
            Melds::NONE,
        ));
        Action::Knock { card, melds }
    }
}
