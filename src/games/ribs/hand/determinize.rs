//! Determinization: a copy of a hand with every card one viewer cannot see dealt afresh,
//! for computer players' searches ([`crate::games::ribs::View::determinize`]).

use super::Hand;
use crate::games::ribs::Phase;
use crate::games::ribs::card::{Card, CardSet, in_hand_order};
use crate::games::ribs::seat::{PerSeat, Seat};
use crate::games::ribs::trick::Played;

impl Hand {
    /// The places whose cards `viewer` cannot see, and how many cards each holds (`None`
    /// views as a spectator, from whom every hand is hidden).
    pub(crate) fn hidden_places(&self, viewer: Option<Seat>) -> HiddenPlaces {
        let other = |s: Seat| viewer != Some(s);
        let over = self.phase == Phase::Over;
        HiddenPlaces {
            held: PerSeat::from_fn(
                self.seats,
                |s| {
                    if other(s) { self.held[s].len() } else { 0 }
                },
            ),
            ribs: self.phase == Phase::Play
                && self.ribs.is_some()
                && other(self.high_bidder)
                && !self.is_face_up_trick(),
            folds: PerSeat::from_fn(self.seats, |s| other(s) && !over && self.folds[s].is_some()),
        }
    }

    /// A copy of this hand in which **every** piece `viewer` cannot see is replaced by
    /// `cards`, dealt into the hidden places in the order of [`Hand::hidden_places`]: the
    /// other seats' hands, hidden ribs, and the other seats' folds (in the fold record, the
    /// trick's plays and the discard pile alike). What the viewer sees is unchanged, and what
    /// was hidden is overwritten in full, so the result depends only on the viewer's
    /// knowledge and on `cards` ([`crate::games::ribs::View::determinize`] passes the unseen cards
    /// shuffled).
    ///
    /// # Panics
    /// When `cards` does not hold one card per hidden place: a bug in the caller.
    pub(crate) fn redeal_hidden(&self, viewer: Option<Seat>, cards: &[Card]) -> Hand {
        let places = self.hidden_places(viewer);
        assert_eq!(
            cards.len() as u32,
            places.total(),
            "a redeal needs one card per hidden place"
        );
        let HiddenPlaces {
            held,
            ribs: ribs_hidden,
            folds,
        } = places;
        let mut out = self.clone();
        let mut cursor = 0usize;
        for seat in Seat::all(self.seats) {
            let count = held[seat] as usize;
            if count > 0 {
                out.held[seat] = cards[cursor..cursor + count].iter().copied().collect();
                cursor += count;
            }
        }
        let mut rest = cards[cursor..]
            .chunks_exact(2)
            .map(|c| in_hand_order([c[0], c[1]]));
        if ribs_hidden {
            out.ribs = rest.next();
        }
        // Take every hidden fold out of the discard pile before putting any new one in,
        // so that a card of one old fold that is dealt into another new fold stays.
        for seat in Seat::all(self.seats).filter(|s| folds[*s]) {
            let (_, old) = self.folds[seat].expect("only seats that folded");
            out.discard = out.discard.difference(CardSet::pair(old));
        }
        for seat in Seat::all(self.seats) {
            if !folds[seat] {
                continue;
            }
            let (trick, _) = self.folds[seat].expect("only seats that folded");
            let new = rest.next().expect("counted above");
            out.folds[seat] = Some((trick, new));
            if trick == self.trick {
                // Folded in the current trick: still on the table, not yet discarded.
                out.plays[seat] = Some(Played::Folded(new));
            } else {
                out.discard = out.discard.union(CardSet::pair(new));
                if let Some(record) = out.tricks[trick as usize].as_mut() {
                    record.plays[seat] = Some(Played::Folded(new));
                }
            }
        }
        out
    }
}

/// The places of a hand whose cards one viewer cannot see, in the order in which a
/// determinization fills them: every other seat's hand (seat order), the ribs when they are
/// hidden from the viewer, then every other seat's fold of this hand (seat order).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HiddenPlaces {
    /// Cards held by each seat, as far as they are hidden (0 for the viewer's own seat).
    pub held: PerSeat<u32>,
    /// Whether the ribs on the table are face down to the viewer (two cards).
    pub ribs: bool,
    /// Which seats' folds of this hand are hidden (two cards each).
    pub folds: PerSeat<bool>,
}

impl HiddenPlaces {
    /// How many cards are hidden in all.
    pub fn total(&self) -> u32 {
        self.held.as_slice().iter().sum::<u32>()
            + 2 * u32::from(self.ribs)
            + 2 * self.folds.as_slice().iter().filter(|f| **f).count() as u32
    }
}

#[cfg(test)]
mod tests {
    //! Determinizations keep everything a viewer sees and replace everything it does not:
    //! two hands that differ only in what a viewer cannot see determinize alike.
    use super::*;
    use crate::games::ribs::deal::{Stream, below, rng_for};
    use crate::games::ribs::{Options, View};

    /// A hand of `seats` played at random for `steps` legal actions (or to its end).
    fn played(seats: u8, variant: usize, seed: u64, steps: u32) -> Hand {
        let options = Options::all_variants()[variant];
        let mut hand = Hand::deal(options, seats, Seat((seed % 4) as u8), 0, seed).unwrap();
        let mut rng = rng_for(seed, Stream::Play, 5);
        for _ in 0..steps {
            let Some(seat) = hand.to_act() else { break };
            let legal = hand.legal_actions(seat);
            let action = legal[below(&mut rng, legal.len() as u32) as usize];
            hand.apply(seat, action).unwrap();
        }
        hand
    }

    fn viewers(seats: u8) -> impl Iterator<Item = Option<Seat>> {
        Seat::all(seats).map(Some).chain([None])
    }

    /// Moves hidden cards between hidden places directly in the state, without the
    /// determinization code: a second truth that the viewer cannot tell from the first.
    fn swap_hidden(hand: &Hand, viewer: Option<Seat>, seed: u64) -> Hand {
        let mut alt = hand.clone();
        let places = hand.hidden_places(viewer);
        let holders: Vec<Seat> = Seat::all(hand.seats)
            .filter(|s| places.held[*s] > 0)
            .collect();
        let mut rng = rng_for(seed, Stream::Play, 9);
        let pick = |set: CardSet, rng: &mut rand_chacha::ChaCha8Rng| {
            set.nth(below(rng, set.len())).unwrap()
        };
        // Swap single cards between two other seats' hands, a few times.
        for _ in 0..6 {
            if holders.len() < 2 {
                break;
            }
            let a = holders[below(&mut rng, holders.len() as u32) as usize];
            let b = holders[below(&mut rng, holders.len() as u32) as usize];
            if a == b {
                continue;
            }
            let (ca, cb) = (pick(alt.held[a], &mut rng), pick(alt.held[b], &mut rng));
            alt.held[a].remove(ca);
            alt.held[b].remove(cb);
            alt.held[a].insert(cb);
            alt.held[b].insert(ca);
        }
        // Swap a hidden rib with a card of another hand.
        if let (true, Some(&h)) = (places.ribs, holders.first()) {
            let ribs = alt.ribs.unwrap();
            let theirs = pick(alt.held[h], &mut rng);
            alt.held[h].remove(theirs);
            alt.held[h].insert(ribs[0]);
            alt.ribs = Some(in_hand_order([theirs, ribs[1]]));
        }
        // Swap a hidden folded card with a card of another hand.
        for seat in Seat::all(hand.seats).filter(|s| places.folds[*s]) {
            let Some(&h) = holders.first() else { break };
            let (trick, old) = alt.folds[seat].unwrap();
            let theirs = pick(alt.held[h], &mut rng);
            alt.held[h].remove(theirs);
            alt.held[h].insert(old[0]);
            let new = in_hand_order([theirs, old[1]]);
            alt.folds[seat] = Some((trick, new));
            if trick == alt.trick {
                alt.plays[seat] = Some(Played::Folded(new));
            } else {
                alt.discard.remove(old[0]);
                alt.discard.insert(theirs);
                alt.tricks[trick as usize].as_mut().unwrap().plays[seat] =
                    Some(Played::Folded(new));
            }
        }
        alt
    }

    #[test]
    fn a_determinization_shows_the_viewer_exactly_what_it_saw_and_keeps_the_rules() {
        for seed in 0..60u64 {
            let seats = 4 + (seed % 7) as u8;
            let hand = played(seats, (seed % 16) as usize, seed, (seed * 7 % 70) as u32);
            for viewer in viewers(seats) {
                let view = View::of_hand(&hand, viewer);
                let det = view.determinize(&mut rng_for(seed, Stream::Policy, 1));
                det.check_invariants().unwrap();
                let seen_again = View::of_hand(&det, viewer);
                assert_eq!(seen_again.snapshot(), view.snapshot(), "{viewer:?}");
                assert_eq!(seen_again.unseen(), view.unseen());
                if let Some(seat) = viewer {
                    assert_eq!(det.legal_actions(seat), hand.legal_actions(seat));
                }
                assert_eq!(view.hidden().total(), view.unseen().len());
            }
        }
    }

    #[test]
    fn hands_that_differ_only_in_hidden_cards_determinize_alike() {
        let mut differed = 0;
        for seed in 0..80u64 {
            let seats = 4 + (seed % 7) as u8;
            let hand = played(seats, (seed % 16) as usize, seed, (seed * 13 % 60) as u32);
            for viewer in viewers(seats) {
                let alt = swap_hidden(&hand, viewer, seed);
                alt.check_invariants().unwrap();
                let (view, alt_view) = (View::of_hand(&hand, viewer), View::of_hand(&alt, viewer));
                assert_eq!(
                    view.snapshot(),
                    alt_view.snapshot(),
                    "the swap is invisible"
                );
                differed += usize::from(alt != hand);
                for k in 0..3 {
                    let a = view.determinize(&mut rng_for(seed, Stream::Policy, k));
                    let b = alt_view.determinize(&mut rng_for(seed, Stream::Policy, k));
                    assert_eq!(a, b, "{viewer:?} learned something hidden");
                }
            }
        }
        assert!(differed > 200, "the swaps must really change hidden cards");
    }

    #[test]
    fn hidden_ribs_and_folds_are_dealt_afresh_too() {
        // Find states with hidden ribs and a hidden fold, and check that over many
        // determinizations the real cards do not stay in their places.
        let mut checked = 0;
        for seed in 0..400u64 {
            let hand = played(4, 0, seed, 12 + (seed % 20) as u32);
            let viewer = Seat(0);
            let places = hand.hidden_places(Some(viewer));
            let fold = Seat::all(4).find(|s| places.folds[*s]);
            if !places.ribs || fold.is_none() {
                continue;
            }
            let view = View::of_hand(&hand, Some(viewer));
            let (mut same_ribs, mut same_fold) = (0, 0);
            for k in 0..50 {
                let det = view.determinize(&mut rng_for(seed, Stream::Policy, k));
                same_ribs += usize::from(det.ribs == hand.ribs);
                let fold = fold.unwrap();
                same_fold += usize::from(det.folds[fold] == hand.folds[fold]);
            }
            assert!(same_ribs < 10 && same_fold < 10, "{same_ribs} {same_fold}");
            checked += 1;
        }
        assert!(checked > 5, "found only {checked} states to check");
    }

    #[test]
    fn a_sample_that_is_not_the_unseen_cards_is_refused() {
        let hand = played(5, 0, 3, 20);
        let view = View::of_hand(&hand, Some(Seat(1)));
        let mut sample = view.unseen().to_vec();
        assert!(view.determinize_with(&sample).is_ok());
        sample.pop();
        assert!(view.determinize_with(&sample).is_err());
        let mine = view.my_hand().nth(0).unwrap();
        sample.push(mine);
        assert!(view.determinize_with(&sample).is_err());
    }
}
