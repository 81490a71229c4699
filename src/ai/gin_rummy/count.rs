//! How good a hand of Gin Rummy is to keep: the count it may expect after its next draw
//! (a low card drawn lets a high one go), less what melding may take off it over the
//! draws after that. A pair or a two-card run still waits for a card that melds it; a lone
//! card of the same value waits for two, so the pair is worth keeping over it.

use crate::cards::{Card, CardSet};
use crate::games::gin_rummy::{KNOCK_LIMIT, meld};

/// How much the meld chances of one draw count, in tenths, over `draws` later draws:
/// the first in part, each later one less (the same card cannot meld twice, and the other
/// player may knock first).
fn later_weight(draws: u32) -> i32 {
    const STEPS: [i32; 6] = [0, 5, 8, 11, 12, 13];
    STEPS[(draws as usize).min(STEPS.len() - 1)]
}

/// What a hand that may knock after a draw is worth beyond its count, in tenths of a
/// point: a knock ends the race.
const KNOCK_READY: i32 = 100;

/// One look a draw ahead at `kept`, from the cards of `pool` (each as likely): its count
/// now, the count it may expect after drawing and throwing its highest deadwood, and what
/// melding the drawn card takes off it; the last two in tenths of a point.
struct Look {
    expected: i32,
    melding: i32,
}

fn look(kept: CardSet, pool: CardSet) -> Look {
    let now = i32::from(meld::least_count(kept));
    let n = pool.len() as i32;
    if n == 0 {
        return Look {
            expected: 10 * now,
            melding: 0,
        };
    }
    let (mut after, mut melding, mut knocks) = (0, 0, 0);
    for u in pool {
        let best = meld::best(kept | CardSet::of(u));
        let count = i32::from(best.count);
        let throw = best.deadwood.iter().map(meld::value).max().unwrap_or(0);
        let left = (count - i32::from(throw)).min(now);
        after += left;
        knocks += i32::from(left <= i32::from(KNOCK_LIMIT));
        melding += (now + i32::from(meld::value(u)) - count).max(0);
    }
    Look {
        expected: (10 * after - KNOCK_READY * knocks) / n,
        melding: 10 * melding / n,
    }
}

/// What `kept` is worth, in tenths of a point of count (lower is better), with `draws`
/// left: the count it may expect after the next, less its meld chances over the rest,
/// these weighed by `hope` (in tenths: 10 is `normal`'s).
pub(super) fn worth(kept: CardSet, pool: CardSet, draws: u32, hope: i32) -> i32 {
    let look = look(kept, pool);
    look.expected - later_weight(draws.saturating_sub(1)) * hope * look.melding / 100
}

/// Whether taking `top` beats drawing from the stock for `hand`, with `draws` left this
/// one included: the hand it leaves after its best discard (never one of `barred`) against
/// the count the stock draw may be expected to leave, both with the meld chances of the
/// draws after.
pub(super) fn take_beats_stock(
    hand: CardSet,
    top: Card,
    barred: CardSet,
    pool: CardSet,
    draws: u32,
) -> bool {
    let with = hand | CardSet::of(top);
    let later = later_weight(draws.saturating_sub(1));
    let taken = (with - barred)
        .iter()
        .map(|d| {
            let kept = with - CardSet::of(d);
            let count = meld::least_count(kept);
            let knock = if count <= KNOCK_LIMIT { KNOCK_READY } else { 0 };
            10 * i32::from(count) - knock - later * look(kept, pool).melding / 10
        })
        .min()
        .unwrap_or(i32::MAX);
    let stock = look(hand, pool);
    taken < stock.expected - later * stock.melding / 10
}
