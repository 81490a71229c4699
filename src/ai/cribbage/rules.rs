//! The rule-based cribbage player (`normal`), and the expected-value discard of `hard`.

use rand::Rng;

use crate::cards::{Card, CardSet};
use crate::core::rng::shuffle;
use crate::games::cribbage::{Action, CribbageView, deal_sizes, discards, score, side_of};

/// The rule player's choice among `legal` (`None` when there is none).
pub fn decide(view: &CribbageView, legal: &[Action]) -> Option<Action> {
    match legal.first()? {
        Action::Discard(_) => {
            let me = view.seat?;
            let own_crib = side_of(view.dealer, view.seats) == side_of(me, view.seats);
            legal.iter().copied().max_by_key(|a| match a {
                Action::Discard(cards) => {
                    discard_worth(view.hand.unwrap_or_default(), *cards, own_crib)
                }
                _ => i32::MIN,
            })
        }
        Action::Play(_) => {
            let sequence: Vec<Card> = view.sequence.iter().map(|&(_, c)| c).collect();
            legal.iter().copied().max_by_key(|a| match a {
                Action::Play(card) => card_worth(&sequence, view.count, *card),
                _ => (0, false, 0),
            })
        }
        other => Some(*other),
    }
}

/// What keeping `hand` less `laid` is worth alone, the discards' worth added for one's own
/// crib and taken off for another's.
fn discard_worth(hand: CardSet, laid: CardSet, own_crib: bool) -> i32 {
    let kept = i32::from(score::alone(hand.difference(laid), false));
    let crib = i32::from(score::alone(laid, true));
    if own_crib { kept + crib } else { kept - crib }
}

/// How good laying `card` is now: the points it scores, whether it avoids leaving a count
/// of 5 or 21 (a ten makes 15 or 31 of it), and its size (the higher first: low cards are
/// kept for later counts).
pub fn card_worth(sequence: &[Card], count: u8, card: Card) -> (u8, bool, u8) {
    let new_count = count + score::pips(card);
    let mut laid = sequence.to_vec();
    laid.push(card);
    let mut points = 0;
    score::pegging(&laid, new_count, |c| points += c.points);
    (points, new_count != 5 && new_count != 21, score::pips(card))
}

/// The exact count of the box being claimed (muggins): computers claim it exactly.
pub fn exact_claim(view: &CribbageView) -> Option<u8> {
    let starter = view.starter?;
    let next = view.shown.len();
    let me = view.seat?;
    let crib = next == usize::from(view.seats);
    let cards = if crib {
        view.crib?
    } else {
        let mine: CardSet = view
            .laid
            .iter()
            .filter(|&&(s, _)| s == me)
            .map(|&(_, c)| c)
            .collect();
        view.kept.unwrap_or(mine)
    };
    Some(score::show_points(cards, starter, crib))
}

/// How many crib deals of the unseen cards `hard` weighs each discard against.
const CRIB_SAMPLES: usize = 60;

/// `hard`'s discard: the kept four's mean count over every starter it cannot see, plus
/// (its own crib) or minus (another's) the crib's mean count over sampled deals of the
/// rest of the crib and the starter, the same samples for every discard.
pub fn discard_by_expectation<R: Rng>(view: &CribbageView, rng: &mut R) -> Option<CardSet> {
    let me = view.seat?;
    let hand = view.hand?;
    let lay = deal_sizes(&view.options, view.seats).2;
    let unseen: Vec<Card> = hand.complement().iter().collect();
    let mut samples: Vec<(CardSet, Card)> = Vec::with_capacity(CRIB_SAMPLES);
    let mut pool = unseen.clone();
    // The crib's other cards, whoever laid them.
    let fill = 4 - usize::from(lay);
    for _ in 0..CRIB_SAMPLES {
        shuffle(&mut pool, rng);
        let rest: CardSet = pool[..fill].iter().copied().collect();
        samples.push((rest, pool[fill]));
    }
    let own_crib = side_of(view.dealer, view.seats) == side_of(me, view.seats);
    discards(hand, lay)
        .map(|laid| {
            let kept = hand.difference(laid);
            let hand_ev: u32 = unseen
                .iter()
                .map(|&s| u32::from(score::show_points(kept, s, false)))
                .sum();
            let crib_ev: u32 = samples
                .iter()
                .map(|&(rest, s)| u32::from(score::show_points(laid.union(rest), s, true)))
                .sum();
            let hand_ev = f64::from(hand_ev) / unseen.len() as f64;
            let crib_ev = f64::from(crib_ev) / CRIB_SAMPLES as f64;
            let value = if own_crib {
                hand_ev + crib_ev
            } else {
                hand_ev - crib_ev
            };
            (laid, value)
        })
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(laid, _)| laid)
}
