//! The engine against `shared/games/cribbage.md`: each worked example and settled point as
//! a test named after it, and property tests of the invariants over random matches.

use proptest::prelude::*;

use super::*;
use crate::cards::{CardSet, Suit};
use crate::core::rng::{Stream, below, rng_for};

fn card(code: &str) -> Card {
    code.parse().unwrap()
}

fn set(codes: &str) -> CardSet {
    codes.split_whitespace().map(card).collect()
}

/// A hand from a deal: `hands` in seat order, the crib's dealt cards, the starter, each
/// side's points before.
fn hand(
    options: Options,
    dealer: u8,
    hands: &[&str],
    crib: &str,
    starter: &str,
    before: &[u16],
) -> Hand {
    let seats = hands.len() as u8;
    let rules = HandRules {
        options,
        seats,
        dealer: Seat(dealer),
    };
    let dealt = PerSeat::from_fn(seats, |s| set(hands[s.index()]));
    let mut totals = [0; MAX_SIDES];
    totals[..before.len()].copy_from_slice(before);
    Hand::from_deal(rules, dealt, set(crib), card(starter), totals)
}

/// Applies `(seat, action)`s, each accepted, and returns every event.
fn run(hand: &mut Hand, actions: &[(u8, Action)]) -> Vec<Event> {
    let mut told = Vec::new();
    for &(seat, action) in actions {
        hand.apply_to(Seat(seat), action, &mut told)
            .unwrap_or_else(|e| panic!("{action:?} by {seat}: {e}"));
    }
    told.into_iter().map(|t| t.event).collect()
}

fn pegs(hand: &Hand) -> Vec<(u8, u8, String)> {
    hand.pegs()
        .iter()
        .map(|p| (p.seat.0, p.points, p.why.words()))
        .collect()
}

fn play(code: &str) -> Action {
    Action::Play(card(code))
}

fn discard(codes: &str) -> Action {
    Action::Discard(set(codes))
}

/// Example 1: Ann (seat 0) deals to Bob; Pagat's pegging example; Bob pegs out in the
/// show with his first hand counted, Ann skunked.
fn example_one() -> Hand {
    hand(
        Options::default(),
        0,
        &["9c 8d 7h 6s Qc Jd", "Kh Ks 2c 2d 5h 10d"],
        "",
        "4c",
        &[80, 115],
    )
}

fn example_one_actions() -> Vec<(u8, Action)> {
    vec![
        (0, discard("Qc Jd")),
        (1, discard("5h 10d")),
        (1, play("Kh")),
        (0, play("6s")),
        (1, play("Ks")),
        (0, Action::Go),
        (1, play("2c")),
        (1, play("2d")),
        (0, play("8d")),
        (0, play("7h")),
        (0, play("9c")),
    ]
}

#[test]
fn example_one_pagats_pegging_and_bob_pegs_out_in_the_show() {
    let mut h = example_one();
    run(&mut h, &example_one_actions());
    let want: Vec<(u8, u8, String)> = [
        (1, 2, "pair"),
        (1, 1, "go"),
        (0, 2, "fifteen"),
        (0, 3, "run of 3"),
        (0, 1, "last card"),
        (1, 2, "pair"),
        (1, 2, "pair"),
    ]
    .iter()
    .map(|&(s, p, w)| (s, p, w.to_string()))
    .collect();
    assert_eq!(pegs(&h), want);
    assert_eq!(h.totals(), [86, 122]);
    assert_eq!(h.winner(), Some(1));
    assert_eq!(h.phase(), Phase::Over);
    assert_eq!(
        h.shown().len(),
        1,
        "Ann's hand and the crib are never counted"
    );
    assert_eq!(Options::default().stake(86), 2, "Ann is skunked");
}

#[test]
fn example_two_three_handed_stopped_during_the_play() {
    let mut h = hand(
        Options::default(),
        2,
        &["5c 5d 9h Kc 2s", "10d 4h 8s 3c Jh", "5h Qc 7d 6d As"],
        "Qs",
        "8d",
        &[119, 70, 95],
    );
    run(
        &mut h,
        &[
            (0, discard("2s")),
            (1, discard("Jh")),
            (2, discard("As")),
            (0, play("5c")),
            (1, play("10d")),
        ],
    );
    assert_eq!(pegs(&h), [(1, 2, "fifteen".to_string())]);
    assert_eq!(h.to_act(), ToAct::One(Seat(2)));
    assert_eq!(h.legal_actions(Seat(2)).len(), 4);
    assert_eq!(h.totals(), [119, 72, 95]);
}

#[test]
fn discards_are_simultaneous_and_final() {
    let mut h = example_one();
    assert_eq!(h.to_act(), ToAct::Several(SeatSet::all(2)));
    assert_eq!(h.legal_actions(Seat(1)).len(), 15, "6 choose 2");
    run(&mut h, &[(1, discard("5h 10d"))]);
    assert_eq!(h.to_act(), ToAct::Several(SeatSet::of(Seat(0))));
    assert_eq!(
        h.check(Seat(1), discard("Kh Ks")),
        Err(Refusal::AlreadyDiscarded)
    );
    assert_eq!(h.check(Seat(1), play("Kh")), Err(Refusal::StillDiscarding));
    assert_eq!(h.starter(), None, "the starter waits for the last discard");
    assert_eq!(
        h.check(Seat(0), discard("Qc")),
        Err(Refusal::DiscardCount {
            given: 1,
            wanted: 2
        })
    );
}

#[test]
fn a_jack_turned_gives_the_dealer_his_heels_and_can_win_the_game() {
    let mut h = hand(
        Options::default(),
        0,
        &["9c 8d 7h 6s Qc Jd", "Kh Ks 2c 2d 5h 10d"],
        "",
        "Js",
        &[119, 0],
    );
    run(&mut h, &[(0, discard("Qc Jd")), (1, discard("5h 10d"))]);
    assert_eq!(pegs(&h), [(0, 2, "his heels".to_string())]);
    assert_eq!(h.winner(), Some(0));
    assert_eq!(h.to_act(), ToAct::Nobody);
}

#[test]
fn thirty_one_scores_two_and_no_go_point() {
    // Bob 10, Ann 10 (pair), Bob 5 (25), Ann 6 → 31.
    let mut h = hand(
        Options::default(),
        0,
        &["10c 6s 2c 3c Ad Jd", "10d 5h Kc Kd 9h 9s"],
        "",
        "4h",
        &[0, 0],
    );
    run(
        &mut h,
        &[
            (0, discard("Ad Jd")),
            (1, discard("9h 9s")),
            (1, play("10d")),
            (0, play("10c")),
            (1, play("5h")),
            (0, play("6s")),
        ],
    );
    assert_eq!(
        pegs(&h),
        [(0, 2, "pair".to_string()), (0, 2, "31".to_string())]
    );
    assert_eq!(h.count(), 0, "a new sequence");
    assert_eq!(h.turn(), Seat(1), "the player after the last card's leads");
}

#[test]
fn go_is_only_said_while_someone_else_can_play() {
    let mut h = example_one();
    run(&mut h, &example_one_actions()[..5]);
    // Ann at 26 holds 9 8 7: none fits, Bob can play, so Ann must say go.
    assert_eq!(h.legal_actions(Seat(0)), [Action::Go]);
    assert_eq!(
        h.check(Seat(0), play("7h")).unwrap_err(),
        Refusal::PastThirtyOne {
            card: card("7h"),
            count: 26
        }
    );
    run(&mut h, &example_one_actions()[5..6]);
    assert_eq!(h.to_act(), ToAct::One(Seat(1)));
    assert_eq!(h.check(Seat(1), Action::Go), Err(Refusal::CardFits));
}

#[test]
fn muggins_the_owner_scores_the_claim_up_to_the_count_and_the_left_the_difference() {
    let options = Options {
        muggins: true,
        ..Options::default()
    };
    let mut h = hand(
        options,
        0,
        &["9c 8d 7h 6s Qc Jd", "Kh Ks 2c 2d 5h 10d"],
        "",
        "4c",
        &[0, 0],
    );
    run(&mut h, &example_one_actions());
    assert_eq!(h.phase(), Phase::Show);
    assert_eq!(h.to_act(), ToAct::One(Seat(1)));
    // Bob's hand is worth 4: he claims 2, Ann takes 2 more.
    run(&mut h, &[(1, Action::Claim(2))]);
    // Ann's 9 8 7 6 + 4c: fifteens 9+6, 8+7 (4), run of 4 (4), = 8; she claims 10.
    run(&mut h, &[(0, Action::Claim(10))]);
    assert_eq!(
        h.to_act(),
        ToAct::One(Seat(0)),
        "the dealer claims the crib too"
    );
    run(&mut h, &[(0, Action::Claim(0))]);
    let show: Vec<_> = pegs(&h).into_iter().skip(5).collect();
    assert_eq!(
        show,
        [
            (1, 2, "claim".to_string()),
            (0, 2, "muggins".to_string()),
            (0, 8, "claim".to_string()),
            (1, 2, "muggins".to_string()),
        ]
        .into_iter()
        .chain(muggins_crib(&h))
        .collect::<Vec<_>>()
    );
    assert_eq!(h.phase(), Phase::Over);
}

/// The crib's muggins after a claim of 0: its whole count to the pone, if any.
fn muggins_crib(h: &Hand) -> Option<(u8, u8, String)> {
    let points = score::show_points(set("Qc Jd 5h 10d"), card("4c"), true);
    (points > 0)
        .then(|| (1, points, "muggins".to_string()))
        .filter(|_| h.rules().options.muggins)
}

#[test]
fn a_claim_is_refused_without_muggins_and_over_29() {
    let mut h = example_one();
    run(&mut h, &example_one_actions()[..2]);
    assert_eq!(h.check(Seat(1), Action::Claim(3)), Err(Refusal::NoMuggins));
}

#[test]
fn four_players_peg_for_their_partnership() {
    let mut h = hand(
        Options::default(),
        3,
        &[
            "5c 5d 9h Kc 2s",
            "10d 4h 8s 3c Jh",
            "5h Qc 7d 6d As",
            "Ah 2h 3h 4s 6c",
        ],
        "",
        "8d",
        &[10, 20],
    );
    run(
        &mut h,
        &[
            (0, discard("2s")),
            (1, discard("Jh")),
            (2, discard("As")),
            (3, discard("6c")),
            (0, play("5c")),
            (1, play("10d")),
        ],
    );
    assert_eq!(h.totals(), [10, 22], "Bob's fifteen is side B's");
    assert_eq!(side_of(Seat(2), 4), 0);
}

#[test]
fn ace_low_runs_and_the_deal_sizes_follow_the_table() {
    assert_eq!(deal_sizes(&Options::default(), 2), (6, 0, 2));
    let five = Options {
        two_hand_deal: TwoHandDeal::Five,
        ..Options::default()
    };
    assert_eq!(deal_sizes(&five, 2), (5, 2, 1));
    assert_eq!(deal_sizes(&five, 3), (5, 1, 1));
    assert_eq!(deal_sizes(&five, 4), (5, 0, 1));
}

#[test]
fn the_first_dealer_holds_the_lowest_card_drawn() {
    for seed in 0..50 {
        let game = Cribbage::new(Options::default(), 3, seed).unwrap();
        let Event::DrawnForDeal { rounds, dealer } = &game.opening()[0].event else {
            panic!("no draw")
        };
        let last = rounds.last().unwrap();
        let low = |s: Seat| last[s].map(|c| score::order(c.rank));
        let drawn: Vec<Seat> = Seat::all(3).filter(|&s| last[s].is_some()).collect();
        assert!(drawn.iter().all(|&s| s == *dealer || low(s) > low(*dealer)));
    }
}

/// A random legal action of whoever is to act (the lowest of several).
fn random_step(game: &Cribbage, rng: &mut impl rand::Rng) -> Option<(Seat, Action)> {
    let seat = game.to_act().seats().next()?;
    let legal = game.legal_actions(seat);
    let pick = below(rng, legal.len() as u32) as usize;
    Some((seat, legal[pick]))
}

/// The whole deck is always somewhere: hands, crib, starter, laid, or undealt.
fn cards_are_conserved(game: &Cribbage) {
    let h = game.hand();
    let mut seen = CardSet::EMPTY;
    let mut count = 0;
    for seat in Seat::all(game.seats()) {
        seen = seen.union(h.held(seat));
        count += h.held(seat).len();
    }
    for &(_, c) in h.laid() {
        seen.insert(c);
        count += 1;
    }
    seen = seen.union(h.crib());
    count += h.crib().len();
    assert_eq!(seen.len(), count, "a card in two places");
    assert!(!seen.contains(h.starter_dealt()));
    let (each, crib, lay) = deal_sizes(&game.options(), game.seats());
    let dealt = u32::from(game.seats()) * u32::from(each) + u32::from(crib);
    assert_eq!(count, dealt);
    let _ = lay;
}

/// No view shows a card its seat may not know.
fn views_hide(game: &Cribbage) {
    let h = game.hand();
    for viewer in Seat::all(game.seats()).map(Some).chain([None]) {
        let view = game.view(viewer);
        let json = serde_json::to_string(&view).unwrap();
        for seat in Seat::all(game.seats()) {
            if Some(seat) == viewer {
                continue;
            }
            let laid: CardSet = h.laid().iter().map(|&(_, c)| c).collect();
            let shown: CardSet = h
                .shown()
                .iter()
                .fold(CardSet::EMPTY, |a, s| a.union(s.cards));
            // A discard is secret until the crib is turned up to be counted.
            let discard = h.discard(seat).filter(|_| view.crib.is_none());
            let secret = h
                .held(seat)
                .union(discard.unwrap_or_default())
                .difference(shown);
            for c in secret.difference(laid) {
                assert!(
                    !json.contains(&format!("\"{}\"", c.code())),
                    "{c:?} shown to {viewer:?}"
                );
            }
        }
        if h.phase() == Phase::Discard {
            assert_eq!(view.starter, None);
        }
        let counting_crib = h.shown().iter().any(|s| s.pile == Pile::Crib)
            || (h.phase() == Phase::Show && matches!(h.next_box(), Some((_, Pile::Crib))));
        assert_eq!(view.crib.is_some(), counting_crib, "the crib is hidden until counted");
    }
}

fn random_match(options: Options, seats: u8, seed: u64) -> Cribbage {
    let mut game = Cribbage::new(options, seats, seed).unwrap();
    let mut rng = rng_for(seed, Stream::Play, 0);
    let mut steps = 0;
    while let Some((seat, action)) = random_step(&game, &mut rng) {
        let before = game.hand().totals().to_vec();
        let told = game.apply(seat, action).unwrap();
        cards_are_conserved(&game);
        views_hide(&game);
        // The points told add up to the totals.
        let pegged: u32 = told
            .iter()
            .filter_map(|t| match &t.event {
                Event::Pegged(p) => Some(u32::from(p.points)),
                _ => None,
            })
            .sum();
        let new_game = told.iter().any(|t| matches!(t.event, Event::GameOver(_)));
        if !new_game {
            let after: u32 = game.hand().totals().iter().map(|&t| u32::from(t)).sum();
            let was: u32 = before.iter().map(|&t| u32::from(t)).sum();
            assert_eq!(after, was + pegged);
        }
        for t in &told {
            if let Event::Dealt { seat, .. } | Event::LaidAway { seat, .. } = t.event {
                assert_eq!(
                    t.to,
                    crate::core::Recipients::seat(seat),
                    "private to its seat"
                );
            }
        }
        steps += 1;
        assert!(steps < 100_000, "a match that never ends");
    }
    game
}

fn options_strategy() -> impl Strategy<Value = Options> {
    (
        prop_oneof![Just(61u16), Just(91), Just(121)],
        any::<bool>(),
        0..4usize,
        any::<bool>(),
        any::<bool>(),
        1..4u8,
    )
        .prop_map(
            |(target, five, skunk, muggins, alternate, match_to)| Options {
                target,
                two_hand_deal: if five {
                    TwoHandDeal::Five
                } else {
                    TwoHandDeal::Six
                },
                skunk: [Skunk::None, Skunk::Skunk, Skunk::DoubleSkunk, Skunk::Lurch][skunk],
                muggins,
                next_first_dealer: if alternate {
                    NextFirstDealer::Alternate
                } else {
                    NextFirstDealer::Loser
                },
                match_to,
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_matches_conserve_cards_hide_what_they_must_and_add_up(
        options in options_strategy(), seats in 2u8..=4, seed in any::<u64>()
    ) {
        let game = random_match(options, seats, seed);
        let outcome = game.outcome().unwrap();
        let points = game.match_points();
        prop_assert!(points.iter().any(|&p| p >= options.match_to));
        let winners: Vec<Seat> = outcome.winners().collect();
        prop_assert!(!winners.is_empty());
        if seats == 4 {
            prop_assert_eq!(winners.len(), 2, "partners share the win");
        }
        // The same seed replays the same match.
        prop_assert_eq!(random_match(options, seats, seed), game);
    }

    #[test]
    fn the_play_goes_clockwise_skipping_only_who_is_out_or_gone(seed in any::<u64>(), seats in 2u8..=4) {
        let mut game = Cribbage::new(Options::default(), seats, seed).unwrap();
        let mut rng = rng_for(seed, Stream::Play, 1);
        while game.hand().phase() != Phase::Over && game.number() == 1 {
            let Some((seat, action)) = random_step(&game, &mut rng) else { break };
            let h = game.hand().clone();
            game.apply(seat, action).unwrap();
            let after = game.hand();
            if game.number() != 1 || after.phase() != Phase::Play || h.phase() != Phase::Play {
                continue;
            }
            if after.count() == 0 {
                continue;
            }
            // Every seat passed over between seat and the next to act is out or gone.
            let next = after.turn();
            let mut s = seat.left(1, seats);
            while s != next {
                prop_assert!(after.held(s).is_empty() || after.gone().contains(s));
                s = s.left(1, seats);
            }
        }
    }

    #[test]
    fn a_hands_show_matches_a_count_by_brute_force(
        cards in proptest::sample::subsequence((0..52usize).collect::<Vec<_>>(), 5),
        crib in any::<bool>()
    ) {
        let cards: Vec<Card> = cards.into_iter().filter_map(Card::from_index).collect();
        let starter = cards[4];
        let hand: CardSet = cards[..4].iter().copied().collect();
        prop_assert_eq!(u32::from(score::show_points(hand, starter, crib)), brute(&cards, crib));
    }
}

/// The show counted by the book, apart from [`score::show`].
fn brute(five: &[Card], crib: bool) -> u32 {
    let v = |c: &Card| u32::from(score::pips(*c));
    let o = |c: &Card| u32::from(score::order(c.rank));
    let mut points = 0;
    for mask in 1u32..32 {
        let pick: Vec<&Card> = (0..5)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| &five[i])
            .collect();
        if pick.iter().map(|c| v(c)).sum::<u32>() == 15 {
            points += 2;
        }
        if pick.len() == 2 && pick[0].rank == pick[1].rank {
            points += 2;
        }
    }
    for len in [5, 4, 3] {
        let mut runs = 0;
        for mask in 1u32..32 {
            if mask.count_ones() != len {
                continue;
            }
            let mut ranks: Vec<u32> = (0..5)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| o(&five[i]))
                .collect();
            ranks.sort_unstable();
            if ranks.windows(2).all(|w| w[1] == w[0] + 1) {
                runs += 1;
            }
        }
        if runs > 0 {
            points += runs * len;
            break;
        }
    }
    let suit: Suit = five[0].suit;
    if five[..4].iter().all(|c| c.suit == suit) {
        if five[4].suit == suit {
            points += 5;
        } else if !crib {
            points += 4;
        }
    }
    if five[..4]
        .iter()
        .any(|c| c.rank == crate::cards::Rank::Jack && c.suit == five[4].suit)
    {
        points += 1;
    }
    points
}

