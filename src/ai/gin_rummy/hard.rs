//! Gin Rummy's `hard` player: `normal`'s counting, with a picture of the other hand.
//!
//! The picture is a handful of guesses at that hand: the cards it took from the pile and
//! has not thrown again, the rest drawn from the unseen cards, a few more than it holds,
//! kept as a player keeping its count least would keep them (its longer look at the stock
//! makes it better than a random hand). From the guesses `hard` judges
//! - what each discard may give the other player (the count it takes off that hand), so
//!   it throws the card that costs it little and feeds little;
//! - whether to knock: the points a knock may be expected to score, after the other
//!   player lays off, and how often it is undercut; it plays on for a lower count when
//!   the undercut is likely, and knocks when the stock runs out anyway;
//! - which knock card and arrangement to declare: the one expected to score most.

use rand::Rng;

use super::{Sight, count};
use crate::cards::{Card, CardSet};
use crate::core::rng::below;
use crate::games::gin_rummy::meld::{self, Melds};
use crate::games::gin_rummy::{Action, KNOCK_LIMIT, STOCK_SIZE, other};

/// How many guesses at the other hand each decision makes.
const GUESSES: usize = 24;
/// How many times a guess that could already knock is drawn again: the other player did
/// not knock, so it most likely cannot.
const GUESS_TRIES: u32 = 5;
/// The most cards beyond those it holds a guess keeps the best of (about half the stock
/// draws the other player had).
const LOOK_MAX: u32 = 6;
/// What each point a discard takes off a guessed hand costs, in tenths of a point.
const FEED: i32 = 3;
/// A guessed hand of this count or less is within a few draws of a knock.
const NEAR: u8 = 30;
/// What each point of count kept costs, in tenths of a point per tenth of the guesses
/// near a knock: a count caught by a knock is paid, and a low one undercuts it.
const CAUGHT: i32 = 60;
/// How much `hard` counts on its meld chances, in tenths of `normal`'s: twice as much,
/// as [`CAUGHT`] keeps its count down once the other hand nears a knock.
const MELD_HOPE: i32 = 20;
/// The most guesses, in percent, that may undercut a knock before it (not gin) plays on.
const UNDERCUT_RISK: i32 = 25;

/// `hard`'s reading of the table for one decision.
pub(super) struct Plan<'s, 'a> {
    sight: &'s Sight<'a>,
    /// Hands the other player may hold, each with its least count.
    guesses: Vec<(CardSet, u8)>,
}

impl<'s, 'a> Plan<'s, 'a> {
    pub(super) fn new<R: Rng>(sight: &'s Sight<'a>, rng: &mut R) -> Plan<'s, 'a> {
        let guesses = (0..GUESSES)
            .map(|_| {
                let hand = guess(sight, rng);
                (hand, meld::least_count(hand))
            })
            .collect();
        Plan { sight, guesses }
    }

    /// The share of the guessed hands within reach of a knock, in tenths.
    fn near(&self) -> i32 {
        let near = self.guesses.iter().filter(|&&(_, c)| c <= NEAR).count();
        (10 * near / self.guesses.len()) as i32
    }

    /// A knock when it is worth it, else the discard that costs least.
    pub(super) fn end_turn(&self, taken: Option<Card>, last_chance: bool) -> Option<Action> {
        let sight = self.sight;
        let knockable = sight.knocks(sight.hand, taken, last_chance);
        if let Some(knock) = self.best_knock(knockable)
            && (last_chance || knock.count == 0 || self.worth_knocking(&knock))
        {
            return Some(Action::Knock {
                card: knock.card,
                melds: knock.melds,
            });
        }
        let allowed = sight.hand - sight.barred(taken, last_chance);
        let draws = sight.draws_left();
        let near = self.near() * CAUGHT;
        allowed
            .iter()
            .min_by_key(|&d| {
                let kept = sight.hand - CardSet::of(d);
                let caught = near * i32::from(meld::least_count(kept)) / 10;
                count::worth(kept, sight.unseen, draws, MELD_HOPE) + self.feeding(d) + caught
            })
            .map(Action::Discard)
    }

    /// What throwing `d` may give the other player, in tenths of a point: the count it
    /// takes off the guessed hands it melds in.
    fn feeding(&self, d: Card) -> i32 {
        let gain: i32 = self
            .guesses
            .iter()
            .map(|&(hand, now)| {
                let best = meld::best(hand | CardSet::of(d));
                if best.deadwood.contains(d) {
                    return 0;
                }
                let throw = best.deadwood.iter().map(meld::value).max().unwrap_or(0);
                (i32::from(now) - i32::from(best.count) + i32::from(throw)).max(0)
            })
            .sum();
        FEED * gain / self.guesses.len() as i32
    }

    /// Whether a knock (not gin) is worth making now rather than playing on.
    fn worth_knocking(&self, knock: &Judged) -> bool {
        let stock = i32::from(self.sight.view.stock);
        if stock <= 2 {
            // Not knocking now ends the hand dead.
            return knock.expected > 0;
        }
        knock.undercut * 100 <= UNDERCUT_RISK * self.guesses.len() as i32
    }

    /// Of every knock card and arrangement within the limit, the one expected to score
    /// most against the guessed hands once they lay off.
    fn best_knock(&self, knockable: CardSet) -> Option<Judged> {
        let mut best: Option<Judged> = None;
        for card in knockable {
            let left = self.sight.hand - CardSet::of(card);
            meld::each_arrangement(left, &mut |melds| {
                let count = meld::count(left - melds.cards());
                if count > KNOCK_LIMIT {
                    return;
                }
                let judged = self.judge(card, melds, count);
                if best.is_none_or(|b| judged.expected > b.expected) {
                    best = Some(judged);
                }
            });
        }
        best
    }

    /// A knock's expected points (to the knocker; an undercut counts against) over the
    /// guesses, and how many of them undercut it.
    fn judge(&self, card: Card, melds: Melds, count: u8) -> Judged {
        let options = self.sight.view.options;
        let mut expected = 0;
        let mut undercut = 0;
        for &(hand, least) in &self.guesses {
            let points = if count == 0 {
                i32::from(options.gin_bonus) + i32::from(least)
            } else {
                let (theirs, lay) = meld::best_spread(hand, &melds, false);
                let left = i32::from(meld::count(hand - theirs.cards() - lay));
                if left > i32::from(count) {
                    left - i32::from(count)
                } else {
                    undercut += 1;
                    left - i32::from(count) - i32::from(options.undercut_bonus)
                }
            };
            expected += points;
        }
        Judged {
            card,
            melds,
            count,
            expected,
            undercut,
        }
    }
}

/// A knock judged against the guesses.
#[derive(Clone, Copy)]
struct Judged {
    card: Card,
    melds: Melds,
    count: u8,
    /// The points summed over the guesses.
    expected: i32,
    /// How many guesses undercut it.
    undercut: i32,
}

/// One guess at the other hand: what it is known to hold, and the rest drawn from the
/// unseen cards with a few more besides, its worst deadwood thrown until it holds as many
/// as it does.
fn guess<R: Rng>(sight: &Sight<'_>, rng: &mut R) -> CardSet {
    let mut hand = CardSet::EMPTY;
    for _ in 0..GUESS_TRIES {
        hand = guess_once(sight, rng);
        if meld::least_count(hand) > KNOCK_LIMIT {
            break;
        }
    }
    hand
}

fn guess_once<R: Rng>(sight: &Sight<'_>, rng: &mut R) -> CardSet {
    let holds = u32::from(sight.view.held[other(sight.me)]);
    let known = sight.theirs;
    let played = (STOCK_SIZE as u32).saturating_sub(u32::from(sight.view.stock)) / 2;
    let extra = (played / 2).min(LOOK_MAX);
    let want = (holds.saturating_sub(known.len()) + extra).min(sight.unseen.len());
    let mut pool = sight.unseen;
    let mut hand = known;
    for _ in 0..want {
        if let Some(card) = pool.nth(below(rng, pool.len())) {
            pool = pool - CardSet::of(card);
            hand = hand | CardSet::of(card);
        }
    }
    while hand.len() > holds.max(known.len()) {
        let free = hand - known;
        let deadwood = meld::best(hand).deadwood & free;
        let from = if deadwood.is_empty() { free } else { deadwood };
        match from.iter().max_by_key(|&c| meld::value(c)) {
            Some(card) => hand = hand - CardSet::of(card),
            None => break,
        }
    }
    hand
}
