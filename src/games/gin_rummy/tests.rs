//! Gin Rummy's rules, one test per worked example and settled point of `gin-rummy.md`, and
//! property tests of its invariants over random games.

use proptest::prelude::*;

use super::*;
use crate::cards::{Card, CardSet};
use crate::core::{Recipients, ToAct};
use crate::games::{Game, GameOptions};

fn card(code: &str) -> Card {
    code.parse().unwrap()
}

fn set(codes: &[&str]) -> CardSet {
    codes.iter().map(|c| card(c)).collect()
}

fn melds(list: &[&[&str]]) -> Melds {
    let sets: Vec<CardSet> = list.iter().map(|m| set(m)).collect();
    Melds::from_slice(&sets).unwrap()
}

fn act(hand: &mut Hand, seat: u8, action: Action) -> Result<Vec<Told<Event>>, Refusal> {
    let mut told = Vec::new();
    hand.apply_to(Seat(seat), action, &mut told).map(|()| told)
}

/// Seat 0 is Ann, seat 1 Bob.
fn deal(
    options: Options,
    dealer: u8,
    ann: &[&str],
    bob: &[&str],
    up: Option<&str>,
    stock: &[&str],
) -> Hand {
    let stock: Vec<Card> = stock.iter().map(|c| card(c)).collect();
    Hand::from_deal(
        options,
        Seat(dealer),
        [set(ann), set(bob)],
        up.map(card),
        &stock,
    )
    .unwrap()
}

const STOCK_ONE: [&str; 31] = [
    "As", "Ad", "2d", "2c", "3h", "3c", "4h", "4d", "4c", "5h", "5c", "6h", "6d", "6c", "7s", "8s",
    "8h", "8d", "9s", "9h", "9d", "10s", "10h", "10d", "Js", "Jh", "Jd", "Qh", "Qd", "Qc", "Ks",
];

fn example_one() -> Hand {
    deal(
        Options::default(),
        1,
        &["2s", "3s", "4s", "7h", "7d", "7c", "9c", "10c", "Jc", "5d"],
        &["5s", "6s", "Kh", "Kd", "Kc", "8c", "2h", "3d", "Qs", "Ac"],
        Some("Ah"),
        &STOCK_ONE,
    )
}

#[test]
fn example_one_a_knock_on_the_first_turn_with_chained_lay_offs() {
    let mut h = example_one();
    assert_eq!(
        h.legal_actions(Seat(0)),
        [Action::Pass, Action::Draw(Pile::Discard)]
    );
    act(&mut h, 0, Action::Draw(Pile::Discard)).unwrap();
    let knock = melds(&[
        &["2s", "3s", "4s"],
        &["7h", "7d", "7c"],
        &["9c", "10c", "Jc"],
    ]);
    act(
        &mut h,
        0,
        Action::Knock {
            card: card("5d"),
            melds: knock,
        },
    )
    .unwrap();
    assert_eq!(h.layable(Seat(1)), set(&["5s", "6s", "8c"]));
    let spread = Action::Spread {
        melds: melds(&[&["Kh", "Kd", "Kc"]]),
        lay_offs: set(&["5s", "6s", "8c"]),
    };
    assert_eq!(h.legal_actions(Seat(1)), [spread]);
    act(&mut h, 1, spread).unwrap();
    let result = *h.result().unwrap();
    assert_eq!(result.ending, Ending::Knock);
    assert_eq!(
        (result.winner, result.points, result.bonus),
        (Some(Seat(0)), 15, 0)
    );
    assert_eq!(result.counts.unwrap().as_slice(), [1, 16]);
    assert_eq!(
        result.deadwood.unwrap()[Seat(1)],
        set(&["Ac", "2h", "3d", "Qs"])
    );
    let standing = settle(
        Options::default(),
        1,
        Seat(1),
        (PerSeat::new(2), PerSeat::new(2)),
        &result,
    );
    assert_eq!(standing.points.as_slice(), [15, 0]);
    assert_eq!(standing.next_dealer, Some(Seat(0)));
    assert!(!standing.over);
}

#[test]
fn example_two_an_undercut_ends_the_game_with_its_bonuses() {
    let options = Options::default();
    let mut h = deal(
        options,
        0,
        &["3h", "7h", "8h", "10d", "As", "Ad", "Ac", "2c", "2d", "2h"],
        &["4h", "5h", "6h", "8s", "8d", "8c", "Jd", "Qd", "Kd", "3c"],
        Some("9s"),
        &[
            "2s", "Ah", "3s", "3d", "4s", "4d", "4c", "5s", "5d", "5c", "6s", "6d", "6c", "7s",
            "7d", "7c", "9h", "9d", "9c", "10s", "10h", "10c", "Js", "Jh", "Jc", "Qs", "Qh", "Qc",
            "Ks", "Kh", "Kc",
        ],
    );
    act(&mut h, 1, Action::Pass).unwrap();
    act(&mut h, 0, Action::Pass).unwrap();
    assert_eq!(
        h.check(Seat(1), Action::Draw(Pile::Discard)),
        Err(Refusal::UpcardPassed)
    );
    act(&mut h, 1, Action::Draw(Pile::Stock)).unwrap();
    let knock = melds(&[
        &["4h", "5h", "6h"],
        &["8s", "8d", "8c"],
        &["Jd", "Qd", "Kd"],
    ]);
    act(
        &mut h,
        1,
        Action::Knock {
            card: card("3c"),
            melds: knock,
        },
    )
    .unwrap();
    let spread = Action::Spread {
        melds: melds(&[&["As", "Ad", "Ac"], &["2h", "2d", "2c"]]),
        lay_offs: set(&["3h", "7h", "8h", "10d"]),
    };
    act(&mut h, 0, spread).unwrap();
    let result = *h.result().unwrap();
    assert_eq!(result.ending, Ending::Undercut);
    assert_eq!(
        (result.winner, result.points, result.bonus),
        (Some(Seat(0)), 12, 10)
    );
    let before = (
        PerSeat::from_fn(2, |s| [95, 88][s.index()]),
        PerSeat::from_fn(2, |s| [4, 3][s.index()]),
    );
    let standing = settle(options, 1, Seat(0), before, &result);
    let s = standing.settlement.unwrap();
    assert_eq!(standing.points.as_slice(), [107, 88]);
    assert_eq!(standing.hands_won.as_slice(), [5, 3]);
    assert_eq!((s.winner, s.shutout, s.game_bonus), (Seat(0), false, 100));
    assert_eq!(s.box_bonuses.as_slice(), [100, 60]);
    assert_eq!(s.totals.as_slice(), [307, 148]);
    assert_eq!(s.margin, 159);
    assert_eq!(standing.next_dealer, None);
}

#[test]
fn a_shutout_doubles_the_game_bonus_or_the_whole_score() {
    let result = HandResult {
        ending: Ending::Gin,
        knocker: Some(Seat(1)),
        winner: Some(Seat(1)),
        points: 30,
        bonus: 20,
        melds: None,
        lay_offs: CardSet::EMPTY,
        deadwood: None,
        counts: None,
    };
    let before = (
        PerSeat::from_fn(2, |s| [0, 80][s.index()]),
        PerSeat::from_fn(2, |s| [0, 2][s.index()]),
    );
    let bonus = settle(Options::default(), 4, Seat(0), before, &result)
        .settlement
        .unwrap();
    assert!(bonus.shutout);
    assert_eq!(bonus.game_bonus, 200);
    assert_eq!(bonus.totals.as_slice(), [0, 110 + 60 + 200]);
    let options = Options {
        shutout: Shutout::DoubleScore,
        box_bonus: 25,
        ..Options::default()
    };
    let score = settle(options, 4, Seat(0), before, &result)
        .settlement
        .unwrap();
    assert_eq!(score.game_bonus, 100);
    assert_eq!(score.totals.as_slice(), [0, 2 * (110 + 75 + 100)]);
    assert_eq!(score.margin, 570);
}

/// The stock of a deal: every card not in `dealt`, in the pack's order.
fn rest(dealt: &[&str]) -> Vec<&'static str> {
    let dealt = set(dealt);
    (CardSet::FULL - dealt)
        .iter()
        .map(|c| &*Box::leak(c.code().into_boxed_str()))
        .collect()
}

#[test]
fn gin_scores_its_bonus_and_is_never_undercut_nor_laid_off_on() {
    let ann = ["2s", "3s", "4s", "7h", "7d", "7c", "9c", "10c", "Jc", "Kd"];
    // Bob has no deadwood at all, and 5♠ would lay off on Ann's run: neither counts.
    let bob = ["5s", "Ks", "Kh", "Kc", "2h", "3h", "4h", "8s", "9s", "10s"];
    let mut dealt: Vec<&str> = ann.iter().chain(&bob).copied().collect();
    dealt.push("Qc");
    let options = Options {
        gin_bonus: 25,
        ..Options::default()
    };
    let mut h = deal(options, 1, &ann, &bob, Some("Qc"), &rest(&dealt));
    act(&mut h, 0, Action::Draw(Pile::Discard)).unwrap();
    let knock = melds(&[
        &["2s", "3s", "4s"],
        &["7h", "7d", "7c"],
        &["9c", "10c", "Jc", "Qc"],
    ]);
    act(
        &mut h,
        0,
        Action::Knock {
            card: card("Kd"),
            melds: knock,
        },
    )
    .unwrap();
    assert!(h.knock().unwrap().gin);
    assert_eq!(h.layable(Seat(1)), CardSet::EMPTY);
    let laying = Action::Spread {
        melds: melds(&[&["Ks", "Kh", "Kc"], &["8s", "9s", "10s"]]),
        lay_offs: set(&["5s"]),
    };
    assert_eq!(h.check(Seat(1), laying), Err(Refusal::LayOffAfterGin));
    let spread = h.legal_actions(Seat(1))[0];
    act(&mut h, 1, spread).unwrap();
    let result = *h.result().unwrap();
    assert_eq!(result.ending, Ending::Gin);
    assert_eq!(
        result.counts.unwrap()[Seat(1)],
        5,
        "5♠ stays deadwood: nothing lays off on gin"
    );
    assert_eq!(
        (result.winner, result.points, result.bonus),
        (Some(Seat(0)), 30, 25)
    );
}

#[test]
fn the_card_just_taken_may_not_go_back_unless_the_table_allows_it() {
    let mut h = example_one();
    act(&mut h, 0, Action::Draw(Pile::Discard)).unwrap();
    assert_eq!(
        h.check(Seat(0), Action::Discard(card("Ah"))),
        Err(Refusal::JustTaken(card("Ah")))
    );
    let knock = melds(&[
        &["2s", "3s", "4s"],
        &["7h", "7d", "7c"],
        &["9c", "10c", "Jc"],
    ]);
    assert_eq!(
        h.check(
            Seat(0),
            Action::Knock {
                card: card("Ah"),
                melds: knock
            }
        ),
        Err(Refusal::JustTaken(card("Ah")))
    );
    let always = Options {
        return_discard: ReturnDiscard::Always,
        ..Options::default()
    };
    let mut h = deal(
        always,
        1,
        &["2s", "3s", "4s", "7h", "7d", "7c", "9c", "10c", "Jc", "5d"],
        &["5s", "6s", "Kh", "Kd", "Kc", "8c", "2h", "3d", "Qs", "Ac"],
        Some("Ah"),
        &STOCK_ONE,
    );
    act(&mut h, 0, Action::Draw(Pile::Discard)).unwrap();
    assert_eq!(h.check(Seat(0), Action::Discard(card("Ah"))), Ok(()));
    assert_eq!(
        h.check(
            Seat(0),
            Action::Knock {
                card: card("Ah"),
                melds: knock
            }
        ),
        Ok(())
    );
}

#[test]
fn the_first_turn_offers_the_upcard_to_the_non_dealer_then_the_dealer() {
    let mut h = example_one();
    assert_eq!(
        h.check(Seat(0), Action::Draw(Pile::Stock)),
        Err(Refusal::StockBeforePasses)
    );
    assert_eq!(
        h.check(Seat(1), Action::Pass),
        Err(Refusal::NotYourTurn {
            waiting_for: Seat(0)
        })
    );
    assert_eq!(
        h.check(Seat(0), Action::Discard(card("5d"))),
        Err(Refusal::DrawFirst)
    );
    act(&mut h, 0, Action::Pass).unwrap();
    assert_eq!(
        h.legal_actions(Seat(1)),
        [Action::Pass, Action::Draw(Pile::Discard)]
    );
    act(&mut h, 1, Action::Draw(Pile::Discard)).unwrap();
    assert_eq!(h.check(Seat(1), Action::Pass), Err(Refusal::NoPass));
    assert_eq!(
        h.check(Seat(1), Action::Draw(Pile::Stock)),
        Err(Refusal::AlreadyDrew)
    );
    act(&mut h, 1, Action::Discard(card("Qs"))).unwrap();
    // Then the non-dealer plays an ordinary turn.
    assert_eq!(h.phase(), Phase::Draw { seat: Seat(0) });
}

#[test]
fn a_knock_must_declare_real_melds_that_leave_ten_or_less() {
    let mut h = example_one();
    act(&mut h, 0, Action::Draw(Pile::Discard)).unwrap();
    let knock = |code: &str, m: Melds| Action::Knock {
        card: card(code),
        melds: m,
    };
    let bad = melds(&[&["2s", "3s", "5d"]]);
    assert_eq!(
        h.check(Seat(0), knock("Jc", bad)),
        Err(Refusal::Meld(MeldFault::NotAMeld { index: 0 }))
    );
    let with_card = melds(&[&["9c", "10c", "Jc"]]);
    assert_eq!(
        h.check(Seat(0), knock("Jc", with_card)),
        Err(Refusal::KnockCardMelded(card("Jc")))
    );
    let not_held = melds(&[&["Jc", "Qc", "Kc"]]);
    assert_eq!(
        h.check(Seat(0), knock("5d", not_held)),
        Err(Refusal::Meld(MeldFault::NotHeld {
            index: 0,
            card: card("Qc")
        }))
    );
    let weak = melds(&[&["2s", "3s", "4s"], &["7h", "7d", "7c"]]);
    assert_eq!(
        h.check(Seat(0), knock("5d", weak)),
        Err(Refusal::CountOver { count: 30 })
    );
    assert_eq!(
        h.check(Seat(0), knock("9c", Melds::NONE)),
        Err(Refusal::CountOver { count: 56 })
    );
    // A weaker arrangement within the limit is allowed: it only costs the knocker.
    let twice = melds(&[
        &["2s", "3s", "4s"],
        &["7h", "7d", "7c"],
        &["9c", "10c", "Jc"],
    ]);
    assert_eq!(
        h.check(Seat(0), knock("Ah", twice)),
        Err(Refusal::JustTaken(card("Ah")))
    );
}

#[test]
fn a_dead_hand_ends_when_a_discard_leaves_two_stock_cards() {
    let mut game = GinRummy::new(Options::default(), 2, 11).unwrap();
    let dealer = game.hand().dealer();
    let number = game.number();
    // Both always draw from the stock and throw what they drew, until the hand ends.
    while game.number() == number {
        let ToAct::One(seat) = game.to_act() else {
            panic!()
        };
        let action = match game.hand().phase() {
            Phase::Offer { .. } => Action::Pass,
            Phase::FirstDraw { .. } | Phase::Draw { .. } => Action::Draw(Pile::Stock),
            Phase::Discard { .. } => Action::Discard(game.hand().drawn().unwrap()),
            other => panic!("{other:?}"),
        };
        if game.hand().stock_len() == 3 && matches!(action, Action::Discard(_)) {
            assert_eq!(game.hand().stock_len(), 3);
        }
        game.apply(seat, action).unwrap();
    }
    let (result, standing) = game.last_hand().unwrap();
    assert_eq!(result.ending, Ending::Dead);
    assert_eq!(result.points, 0);
    assert_eq!(
        standing.next_dealer,
        Some(dealer),
        "the same dealer deals again"
    );
    assert_eq!(game.hand().dealer(), dealer);
    assert_eq!(game.points().as_slice(), [0, 0]);
}

#[test]
fn the_last_chance_lets_the_other_player_take_the_discard_only_to_knock() {
    let options = Options {
        last_chance: true,
        ..Options::default()
    };
    let mut game = GinRummy::new(options, 2, 11).unwrap();
    loop {
        let ToAct::One(seat) = game.to_act() else {
            panic!()
        };
        if let Phase::LastChance { .. } = game.hand().phase() {
            let legal = game.legal_actions(seat);
            assert!(legal.contains(&Action::Pass));
            assert_eq!(
                game.check(seat, Action::Draw(Pile::Stock)),
                Err(Refusal::LastChanceStock)
            );
            assert_eq!(game.hand().stock_len(), 2);
            let can = legal.contains(&Action::Draw(Pile::Discard));
            if !can {
                assert_eq!(
                    game.check(seat, Action::Draw(Pile::Discard)),
                    Err(Refusal::NoKnockPossible)
                );
            }
            game.apply(seat, Action::Pass).unwrap();
            assert_eq!(game.last_hand().unwrap().0.ending, Ending::Dead);
            break;
        }
        let action = match game.hand().phase() {
            Phase::Offer { .. } => Action::Pass,
            Phase::FirstDraw { .. } | Phase::Draw { .. } => Action::Draw(Pile::Stock),
            Phase::Discard { .. } => Action::Discard(game.hand().drawn().unwrap()),
            other => panic!("{other:?}"),
        };
        game.apply(seat, action).unwrap();
    }
}

#[test]
fn eleven_cards_to_the_non_dealer_and_a_first_discard_without_drawing() {
    let options = Options {
        start: Start::Eleven,
        ..Options::default()
    };
    let game = GinRummy::new(options, 2, 5).unwrap();
    let h = game.hand();
    let first = other(h.dealer());
    assert_eq!((h.held(first).len(), h.held(h.dealer()).len()), (11, 10));
    assert_eq!(h.upcard(), None);
    assert_eq!(h.stock_len(), 31);
    assert_eq!(
        game.check(first, Action::Draw(Pile::Stock)),
        Err(Refusal::NoDrawOnEleven)
    );
    assert!(
        game.legal_actions(first)
            .iter()
            .all(|a| matches!(a, Action::Discard(_) | Action::Knock { .. }))
    );
}

#[test]
fn options_that_do_not_go_together_refuse_the_table() {
    let options = Options {
        return_discard: ReturnDiscard::LastChance,
        ..Options::default()
    };
    assert_eq!(
        GinRummy::new(options, 2, 1),
        Err(SetupError::ReturnDiscardNeedsLastChance)
    );
    assert_eq!(
        GinRummy::new(Options::default(), 3, 1),
        Err(SetupError::Seats(3))
    );
    assert_eq!(Options::default().value("gin_bonus").as_deref(), Some("20"));
}

/// Plays random legal actions from `picks`, checking the invariants after each.
fn random_game(options: Options, seed: u64, picks: &[u16]) -> GinRummy {
    let mut game = GinRummy::new(options, 2, seed).unwrap();
    for &pick in picks {
        let ToAct::One(seat) = game.to_act() else {
            break;
        };
        let legal = game.legal_actions(seat);
        assert!(!legal.is_empty());
        let action = legal[usize::from(pick) % legal.len()];
        let before = game.clone();
        let told = game.apply(seat, action).unwrap();
        check_conserved(&game);
        check_told(&before, seat, action, &told);
        check_views(&game);
    }
    game
}

fn check_conserved(game: &GinRummy) {
    let h = game.hand();
    let mut all = CardSet::EMPTY;
    let mut n = 0;
    let parts = [
        h.held(Seat(0)),
        h.held(Seat(1)),
        h.pile().iter().copied().collect(),
        h.stock().collect(),
        h.knock_card().map_or(CardSet::EMPTY, CardSet::of),
    ];
    for part in parts {
        n += part.len();
        all = all | part;
    }
    assert_eq!((n, all), (52, CardSet::FULL), "every card once");
}

fn check_told(before: &GinRummy, seat: Seat, action: Action, told: &[Told<Event>]) {
    for t in told {
        match (&t.event, t.to) {
            (
                Event::Dealt { seat, .. }
                | Event::Drew { seat, .. }
                | Event::KnockCard { seat, .. },
                to,
            ) => {
                assert_eq!(
                    to,
                    Recipients::seat(*seat),
                    "a private card reaches its seat alone"
                );
            }
            (_, to) => assert_eq!(to, Recipients::Table),
        }
    }
    if let Action::Draw(Pile::Stock) = action {
        assert!(
            told.iter()
                .any(|t| matches!(t.event, Event::DrewStock { seat: s, .. } if s == seat))
        );
    }
    // Only the seat on turn acted.
    assert_eq!(before.to_act(), ToAct::One(seat));
}

fn check_views(game: &GinRummy) {
    let h = game.hand();
    for seat in [Some(Seat(0)), Some(Seat(1)), None] {
        let mut view = game.view(seat);
        // The last hand's result shows that hand's cards, dealt again since.
        view.last_hand = None;
        let json = serde_json::to_string(&view).unwrap();
        let other_hand = match seat {
            Some(s) => h.held(other(s)),
            None => h.held(Seat(0)) | h.held(Seat(1)),
        };
        // What the seat may know of the other hand: what it took from the pile, and
        // what a knock or spread showed.
        let shown = view.taken[Seat(0)]
            | view.taken[Seat(1)]
            | view
                .knock
                .map_or(CardSet::EMPTY, |k| k.melds.cards() | k.deadwood)
            | view.spread.map_or(CardSet::EMPTY, |s| {
                s.melds.cards() | s.lay_offs | s.deadwood
            });
        for c in other_hand - shown - view.hand.unwrap_or_default() {
            assert!(
                !json.contains(&format!("\"{}\"", c.code())),
                "{c:?} leaks into {seat:?}"
            );
        }
        if let Some(k) = h.knock_card().filter(|_| seat != h.knock().map(|k| k.seat)) {
            // A card the knocker took from the pile was seen taken; any other stays secret.
            let seen = view.taken[Seat(0)] | view.taken[Seat(1)];
            assert!(
                !json.contains(&format!("\"{}\"", k.code())) || seen.contains(k),
                "the knock card leaks"
            );
        }
        for c in h.stock() {
            assert!(
                !json.contains(&format!("\"{}\"", c.code())),
                "a stock card leaks"
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_card_hide_what_they_must_and_score_what_they_say(
        seed in any::<u64>(),
        picks in proptest::collection::vec(any::<u16>(), 600),
        start in prop_oneof![Just(Start::Upcard), Just(Start::Eleven)],
        last_chance in any::<bool>(),
    ) {
        let options = Options { start, last_chance, ..Options::default() };
        let game = random_game(options, seed, &picks);
        // Scores add up: each hand's points went to its winner alone.
        let won: u32 = game.hands_won().as_slice().iter().sum();
        prop_assert!(won <= game.number());
        if let Some(s) = game.settlement() {
            prop_assert!(game.points()[s.winner] >= GAME_POINTS);
            prop_assert!(game.points()[other(s.winner)] < GAME_POINTS);
            let sum: u32 = s.totals.as_slice().iter().sum();
            let expected = game.points().as_slice().iter().sum::<u32>() + s.box_bonuses.as_slice().iter().sum::<u32>() + s.game_bonus;
            prop_assert!(sum >= expected);
            prop_assert_eq!(game.outcome().unwrap().places[s.winner], 0);
        }
    }

    #[test]
    fn a_hand_s_best_arrangement_is_no_worse_than_any_other(codes in proptest::sample::subsequence((0..52usize).collect::<Vec<_>>(), 10)) {
        let hand: CardSet = codes.iter().map(|&i| Card::from_index(i).unwrap()).collect();
        let best = meld::best(hand);
        prop_assert!(best.melds.check_in(hand).is_ok());
        prop_assert_eq!(best.count, meld::count(hand - best.melds.cards()));
        let mut least = u8::MAX;
        meld::each_arrangement(hand, &mut |m| least = least.min(meld::count(hand - m.cards())));
        prop_assert_eq!(best.count, least);
    }
}
