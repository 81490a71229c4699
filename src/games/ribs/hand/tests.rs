//! The rules of one hand, example by example (RULES.md).

use super::*;
use crate::games::ribs::{BeatRule, Outcome, Rank, View};

fn options(text: &str) -> Options {
    text.parse().unwrap()
}

/// A hand of `seats` dealt from a fixed seed, dealer in seat 0.
fn hand(seats: u8, opts: &str) -> Hand {
    Hand::deal(options(opts), seats, Seat(0), 0, 11).unwrap()
}

/// The simplest legal action: pass when allowed, else the first listed that is not a
/// fold (so bidding always ends).
fn simple(hand: &Hand, seat: Seat) -> Action {
    let legal = hand.legal_actions(seat);
    if legal.contains(&Action::Pass) {
        return Action::Pass;
    }
    legal
        .into_iter()
        .find(|a| !matches!(a, Action::Fold(_)))
        .unwrap()
}

/// Plays on with [`simple`] actions until `stop` says so.
fn play_until(hand: &mut Hand, stop: impl Fn(&Hand) -> bool) {
    while !stop(hand) {
        let seat = hand.to_act().expect("the hand ended before the stop");
        hand.apply(seat, simple(hand, seat)).unwrap();
    }
}

/// Bids the opening 2 for the opener and passes for everyone else.
fn quick_bidding(hand: &mut Hand) {
    let opener = hand.to_act().unwrap();
    hand.apply(opener, Action::Bid(2)).unwrap();
    while hand.phase() == Phase::Bidding {
        hand.apply(hand.to_act().unwrap(), Action::Pass).unwrap();
    }
}

fn two_held(hand: &Hand, seat: Seat) -> [Card; 2] {
    let cards = hand.held(seat).to_vec();
    [cards[0], cards[1]]
}

#[test]
fn the_six_player_bidding_example_ends_with_e_the_bidder_at_6() {
    // A..F are seats 0..5; A (the dealer) opens.
    let mut h = hand(6, "");
    let [a, b, c, d, e, f] = [0, 1, 2, 3, 4, 5].map(Seat);
    let script = [
        (a, Action::Bid(2)),
        (b, Action::Bid(3)),
        (c, Action::Pass),
        (d, Action::Pass),
        (e, Action::Bid(4)),
        (f, Action::Pass),
        (a, Action::Pass),
        (b, Action::Bid(5)),
        (e, Action::Bid(6)),
    ];
    for (seat, action) in script {
        assert_eq!(h.to_act(), Some(seat), "before {seat} {action}");
        h.apply(seat, action).unwrap();
    }
    // C and D passed already, and so did F and A: B is next.
    assert_eq!(h.to_act(), Some(b));
    let events = h.apply(b, Action::Pass).unwrap();
    assert_eq!(events.last(), Some(&Event::BiddingWon { seat: e, bid: 6 }));
    assert_eq!(h.phase(), Phase::Ribs);
    assert_eq!(h.to_act(), Some(e));
}

#[test]
fn the_opener_must_bid_two_and_can_neither_pass_nor_play_cards() {
    let mut h = hand(4, "");
    assert_eq!(
        h.choice(Seat(0)),
        Some(Choice::Bid {
            next: Some(2),
            can_pass: false
        })
    );
    assert_eq!(
        h.apply(Seat(0), Action::Pass),
        Err(ActionError::MustOpen(2))
    );
    assert_eq!(
        h.apply(Seat(0), Action::Bid(3)),
        Err(ActionError::MustOpen(2))
    );
    let cards = two_held(&h, Seat(0));
    assert_eq!(
        h.apply(Seat(0), Action::FaceUp(cards)),
        Err(ActionError::MustOpen(2))
    );
    assert_eq!(h.legal_actions(Seat(0)), [Action::Bid(2)]);
    h.apply(Seat(0), Action::Bid(2)).unwrap();
    assert_eq!(
        h.apply(Seat(1), Action::FaceUp(two_held(&h, Seat(1)))),
        Err(ActionError::StillBidding { next: 3 })
    );
}

#[test]
fn each_trick_opens_at_the_bid_its_opener_is_asked_for_and_the_bidder_lays_ribs_at_its_bid() {
    let mut h = hand(5, "bid_step=2");
    let mut opened = 0;
    while let Some(seat) = h.to_act() {
        if let Some(Choice::Ribs { bid, .. }) = h.choice(seat) {
            assert_eq!(h.high_bid(), Some((seat, bid)));
        }
        for event in h.apply(seat, simple(&h, seat)).unwrap() {
            if let Event::BiddingOpened { opener, bid, .. } = event {
                let asked = Choice::Bid {
                    next: Some(bid),
                    can_pass: false,
                };
                assert_eq!(h.choice(opener), Some(asked));
                opened += 1;
            }
        }
    }
    assert_eq!(opened, TRICKS - 1, "every trick after the first");
}

#[test]
fn jump_bids_are_refused() {
    let mut h = hand(4, "");
    h.apply(Seat(0), Action::Bid(2)).unwrap();
    assert_eq!(
        h.apply(Seat(1), Action::Bid(4)),
        Err(ActionError::WrongBid { expected: 3 })
    );
    assert_eq!(
        h.apply(Seat(1), Action::Bid(2)),
        Err(ActionError::WrongBid { expected: 3 })
    );
}

#[test]
fn with_bid_step_2_bids_go_2_4_6() {
    let mut h = hand(4, "bid_step=2");
    h.apply(Seat(0), Action::Bid(2)).unwrap();
    assert_eq!(
        h.apply(Seat(1), Action::Bid(3)),
        Err(ActionError::WrongBid { expected: 4 })
    );
    h.apply(Seat(1), Action::Bid(4)).unwrap();
    assert_eq!(h.legal_actions(Seat(2)), [Action::Bid(6), Action::Pass]);
}

#[test]
fn a_player_who_passed_cannot_bid_again_in_the_trick() {
    let mut h = hand(4, "");
    h.apply(Seat(0), Action::Bid(2)).unwrap();
    h.apply(Seat(1), Action::Pass).unwrap();
    h.apply(Seat(2), Action::Bid(3)).unwrap();
    h.apply(Seat(3), Action::Pass).unwrap();
    // Seat 1 is skipped: seat 0 is asked next, then seat 2.
    assert_eq!(h.to_act(), Some(Seat(0)));
    h.apply(Seat(0), Action::Bid(4)).unwrap();
    assert_eq!(h.to_act(), Some(Seat(2)));
    assert_eq!(
        h.apply(Seat(1), Action::Bid(5)),
        Err(ActionError::AlreadyPassed)
    );
    assert_eq!(
        h.apply(Seat(3), Action::Bid(5)),
        Err(ActionError::AlreadyPassed)
    );
}

#[test]
fn out_of_turn_actions_are_refused_and_change_nothing() {
    let mut h = hand(5, "");
    let before = h.clone();
    assert_eq!(
        h.apply(Seat(2), Action::Bid(2)),
        Err(ActionError::NotYourTurn {
            waiting_for: Seat(0)
        })
    );
    assert_eq!(
        h.apply(Seat(7), Action::Bid(2)),
        Err(ActionError::NoSuchSeat(Seat(7)))
    );
    assert_eq!(h, before);
}

#[test]
fn the_bidder_lays_ribs_and_others_play_clockwise_from_the_bidders_left() {
    let mut h = hand(4, "");
    h.apply(Seat(0), Action::Bid(2)).unwrap();
    h.apply(Seat(1), Action::Bid(3)).unwrap();
    for s in [2, 3, 0] {
        h.apply(Seat(s), Action::Pass).unwrap();
    }
    assert_eq!(h.to_act(), Some(Seat(1)));
    let bid = h.apply(Seat(1), Action::Bid(4));
    let over = ActionError::BiddingOver {
        bidder: Seat(1),
        bid: 3,
    };
    assert_eq!(bid, Err(over));
    let fold = h.apply(Seat(1), Action::Fold(two_held(&h, Seat(1))));
    assert_eq!(fold, Err(ActionError::BidderCannotFold));
    h.apply(Seat(1), Action::Ribs(two_held(&h, Seat(1))))
        .unwrap();
    assert_eq!(h.to_act(), Some(Seat(2)));
    let ribs = h.apply(Seat(2), Action::Ribs(two_held(&h, Seat(2))));
    assert_eq!(ribs, Err(ActionError::NotTheBidder));
    for s in [2, 3, 0] {
        assert_eq!(h.to_act(), Some(Seat(s)));
        h.apply(Seat(s), Action::FaceUp(two_held(&h, Seat(s))))
            .unwrap();
    }
    // Whatever happened, the bidder opens the next trick's bidding.
    assert_eq!(h.trick(), 1);
    assert_eq!(h.to_act(), Some(Seat(1)));
    assert_eq!(
        h.choice(Seat(1)),
        Some(Choice::Bid {
            next: Some(2),
            can_pass: false
        })
    );
}

#[test]
fn a_card_not_held_or_named_twice_is_refused() {
    let mut h = hand(4, "");
    quick_bidding(&mut h);
    let mine = two_held(&h, Seat(0));
    let theirs = two_held(&h, Seat(1));
    assert_eq!(
        h.apply(Seat(0), Action::Ribs([mine[0], theirs[0]])),
        Err(ActionError::NotHeld(theirs[0]))
    );
    assert_eq!(
        h.apply(Seat(0), Action::Ribs([mine[0], mine[0]])),
        Err(ActionError::SameCardTwice)
    );
}

#[test]
fn a_second_fold_in_the_same_hand_is_refused() {
    let mut h = hand(4, "");
    quick_bidding(&mut h);
    h.apply(Seat(0), Action::Ribs(two_held(&h, Seat(0))))
        .unwrap();
    h.apply(Seat(1), Action::Fold(two_held(&h, Seat(1))))
        .unwrap();
    play_until(&mut h, |h| {
        h.trick() == 1 && h.phase() == Phase::Play && h.to_act() == Some(Seat(1))
    });
    assert_eq!(
        h.choice(Seat(1)),
        Some(Choice::Play {
            fold: Err(ActionError::AlreadyFolded)
        })
    );
    assert_eq!(
        h.apply(Seat(1), Action::Fold(two_held(&h, Seat(1)))),
        Err(ActionError::AlreadyFolded)
    );
    h.apply(Seat(1), Action::FaceUp(two_held(&h, Seat(1))))
        .unwrap();
}

#[test]
fn leading_the_ribs_does_not_use_up_the_bidders_fold() {
    let mut h = hand(4, "");
    quick_bidding(&mut h);
    h.apply(Seat(0), Action::Ribs(two_held(&h, Seat(0))))
        .unwrap();
    // Next trick: seat 1 wins the bidding, so seat 0 plays and may still fold.
    play_until(&mut h, |h| h.trick() == 1);
    h.apply(Seat(0), Action::Bid(2)).unwrap();
    h.apply(Seat(1), Action::Bid(3)).unwrap();
    for s in [2, 3, 0] {
        h.apply(Seat(s), Action::Pass).unwrap();
    }
    play_until(&mut h, |h| h.to_act() == Some(Seat(0)));
    assert_eq!(h.choice(Seat(0)), Some(Choice::Play { fold: Ok(()) }));
}

#[test]
fn with_folding_off_nobody_may_fold() {
    let mut h = hand(4, "folding=never");
    quick_bidding(&mut h);
    h.apply(Seat(0), Action::Ribs(two_held(&h, Seat(0))))
        .unwrap();
    assert_eq!(
        h.choice(Seat(1)),
        Some(Choice::Play {
            fold: Err(ActionError::FoldingOff)
        })
    );
    assert_eq!(
        h.apply(Seat(1), Action::Fold(two_held(&h, Seat(1)))),
        Err(ActionError::FoldingOff)
    );
}

#[test]
fn in_a_face_up_last_trick_the_ribs_show_and_nobody_folds() {
    let mut h = hand(4, "last_trick_face_up=true");
    play_until(&mut h, |h| h.trick() == 3 && h.phase() == Phase::Ribs);
    let bidder = h.to_act().unwrap();
    let (_, bid) = h.high_bid().unwrap();
    assert_eq!(h.choice(bidder), Some(Choice::Ribs { face_up: true, bid }));
    let ribs = two_held(&h, bidder);
    let events = h.apply(bidder, Action::Ribs(ribs)).unwrap();
    assert_eq!(
        events,
        [Event::RibsLaid {
            seat: bidder,
            face_up: Some(ribs)
        }]
    );
    let next = h.to_act().unwrap();
    assert_eq!(View::of_hand(&h, Some(next)).ribs(), Some(ribs));
    assert_eq!(View::of_hand(&h, None).ribs(), Some(ribs));
    assert_eq!(
        h.apply(next, Action::Fold(two_held(&h, next))),
        Err(ActionError::LastTrickFaceUp)
    );
}

#[test]
fn before_the_last_trick_only_the_bidder_sees_the_ribs() {
    let mut h = hand(4, "last_trick_face_up=true");
    quick_bidding(&mut h);
    let ribs = two_held(&h, Seat(0));
    let events = h.apply(Seat(0), Action::Ribs(ribs)).unwrap();
    assert_eq!(
        events,
        [Event::RibsLaid {
            seat: Seat(0),
            face_up: None
        }]
    );
    assert_eq!(View::of_hand(&h, Some(Seat(0))).ribs(), Some(ribs));
    assert_eq!(View::of_hand(&h, Some(Seat(1))).ribs(), None);
    assert_eq!(View::of_hand(&h, None).ribs(), None);
    assert!(View::of_hand(&h, Some(Seat(1))).ribs_down());
}

#[test]
fn a_whole_hand_conserves_every_card_and_scores_the_leaders() {
    for seats in 4..=10 {
        let mut h = hand(seats, "");
        let mut events = Vec::new();
        while let Some(seat) = h.to_act() {
            let action = simple(&h, seat);
            h.apply_to(seat, action, &mut events).unwrap();
            h.check_invariants().unwrap();
        }
        assert!(h.is_over());
        let scores = h.scores();
        let total: u32 = scores.as_slice().iter().sum::<u32>() + h.discard().points();
        assert_eq!(total, 10 * u32::from(seats));
        let Some(Event::HandScored {
            winners, scores: s, ..
        }) = events.last()
        else {
            panic!("the hand ends with its score");
        };
        assert_eq!(*s, scores);
        let top = scores.as_slice().iter().max().unwrap();
        for seat in Seat::all(seats) {
            assert_eq!(winners[seat], scores[seat] == *top);
        }
        assert_eq!(h.apply(Seat(0), Action::Pass), Err(ActionError::HandOver));
    }
}

#[test]
fn a_hand_replays_from_its_deal() {
    let mut h = hand(5, "beat_rule=both_higher");
    let start = h.clone();
    play_until(&mut h, Hand::is_over);
    let held = PerSeat::from_fn(5, |s| start.held(s));
    let again = Hand::from_deal(options("beat_rule=both_higher"), Seat(0), 0, held).unwrap();
    assert_eq!(again, start);
    assert_eq!(start.options().beat_rule(), BeatRule::BothHigher);
}

#[test]
fn a_deal_that_is_not_a_pack_is_refused() {
    let mut held = PerSeat::from_fn(4, |s| hand(4, "").held(s));
    let king = held[Seat(0)]
        .lowest_of(Rank::King)
        .or(held[Seat(0)].lowest_of(Rank::Ace));
    let card = king.unwrap_or_else(|| held[Seat(0)].nth(0).unwrap());
    held[Seat(1)].insert(card);
    assert!(Hand::from_deal(Options::default(), Seat(0), 0, held).is_err());
    let three = PerSeat::from_fn(3, |_| CardSet::EMPTY);
    assert_eq!(
        Hand::from_deal(Options::default(), Seat(0), 0, three),
        Err(SetupError::Players(3))
    );
}

#[test]
fn folds_are_discarded_and_hidden_until_the_hand_is_over() {
    let mut h = hand(4, "");
    quick_bidding(&mut h);
    h.apply(Seat(0), Action::Ribs(two_held(&h, Seat(0))))
        .unwrap();
    let folded = two_held(&h, Seat(1));
    h.apply(Seat(1), Action::Fold(folded)).unwrap();
    let other = View::of_hand(&h, Some(Seat(2)));
    assert_eq!(
        other.plays()[Seat(1)],
        Some(crate::games::ribs::SeenPlay::Folded(None))
    );
    assert!(other.folded()[Seat(1)]);
    let own = View::of_hand(&h, Some(Seat(1)));
    assert_eq!(
        own.plays()[Seat(1)],
        Some(crate::games::ribs::SeenPlay::Folded(Some(folded)))
    );
    play_until(&mut h, |h| h.trick() == 1);
    let record = h.tricks().next().unwrap();
    assert_eq!(record.outcomes[Seat(1)], Outcome::Folded);
    assert!(folded.iter().all(|c| record.discarded().contains(*c)));
    let seen = View::of_hand(&h, Some(Seat(3))).tricks().next().unwrap();
    assert!(folded.iter().all(|c| !seen.discarded.contains(*c)));
    play_until(&mut h, Hand::is_over);
    let summary = View::of_hand(&h, Some(Seat(3))).hand_summary().unwrap();
    assert_eq!(summary.folds[Seat(1)], Some((0, folded)));
}
