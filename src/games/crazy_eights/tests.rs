//! Crazy Eights' rules, one test per worked example and settled point of
//! `crazy-eights.md`, and property tests of its invariants over random matches.

use proptest::prelude::*;

use super::*;
use crate::cards::{Card, CardSet, Suit};
use crate::core::{Recipients, ToAct};
use crate::games::{Game, GameOptions};

fn card(code: &str) -> Card {
    code.parse().unwrap()
}

fn cards(codes: &[&str]) -> Cards {
    codes.iter().map(|c| card(c)).collect()
}

fn opts(text: &str) -> Options {
    text.parse().unwrap()
}

/// A hand of `codes` per seat dealt by `dealer`, with `options`, the starter and the stock
/// (top first); the starter acts as the dealer's play.
fn hand(options: Options, dealer: u8, deal: &[&[&str]], starter: &str, stock: &[&str]) -> Hand {
    let seats = deal.len() as u8;
    let rules = HandRules {
        seats,
        dealer: Seat(dealer),
        options,
    };
    let hands = PerSeat::from_fn(seats, |s| cards(deal[s.index()]));
    let stock: Vec<Card> = stock.iter().map(|c| card(c)).collect();
    let mut h = Hand::from_deal(
        rules,
        hands,
        card(starter),
        &stock,
        Restock::Seeded { seed: 1, number: 1 },
    );
    h.open();
    h
}

fn act(h: &mut Hand, seat: u8, action: Action) -> Result<Vec<Told<Event>>, Refusal> {
    let mut told = Vec::new();
    match h.apply_to(Seat(seat), action, &mut told) {
        Ok(()) => Ok(told),
        Err(ApplyError::Refused(r)) => Err(r),
        Err(e) => panic!("{e:?}"),
    }
}

fn play(code: &str) -> Action {
    Action::play(card(code))
}

const STOCK_1: &[&str] = &[
    "4c", "Jd", "6h", "3s", "Qc", "8s", "4s", "6c", "5h", "Ac", "5d", "Kd", "3h", "9s", "10c",
    "5c", "4d", "10d", "10h", "2h", "Js", "2d", "9d", "7c", "Ah", "2s", "3d", "8h", "7h", "Jh",
    "Qs", "As", "Qd", "8c", "Kc", "6s",
];

fn example_one() -> Hand {
    hand(
        Options::default(),
        0,
        &[
            &["2c", "6d", "10s", "Ad", "7s"],
            &["9h", "Kh", "4h", "8d", "Qh"],
            &["Jc", "3c", "5s", "7d", "Ks"],
        ],
        "9c",
        STOCK_1,
    )
}

#[test]
fn example_one_bob_goes_out_and_the_others_score_what_they_hold() {
    let mut h = example_one();
    let (a, b, c) = (0, 1, 2);
    act(&mut h, b, play("9h")).unwrap();
    act(&mut h, c, Action::Draw).unwrap();
    act(&mut h, a, Action::Draw).unwrap();
    act(&mut h, b, play("Kh")).unwrap();
    act(&mut h, c, play("Ks")).unwrap();
    act(&mut h, a, play("10s")).unwrap();
    act(&mut h, b, play("8d")).unwrap();
    assert_eq!(h.stage(), Stage::Naming);
    act(&mut h, b, Action::Nominate(Suit::Hearts)).unwrap();
    act(&mut h, c, Action::Draw).unwrap();
    act(&mut h, a, Action::Draw).unwrap();
    act(&mut h, b, play("4h")).unwrap();
    act(&mut h, c, play("6h")).unwrap();
    act(&mut h, a, Action::Draw).unwrap();
    act(&mut h, b, play("Qh")).unwrap();
    assert_eq!(h.end(), Some(End::Out(Seat(1))));
    assert_eq!(h.scores().as_slice(), [39, 0, 29]);
    assert_eq!(h.stock_left(), 31);
    assert_eq!(
        h.held(Seat(0)),
        cards(&["2c", "6d", "Ad", "7s", "Jd", "3s", "Qc"])
    );
    assert_eq!(h.held(Seat(2)), cards(&["Jc", "3c", "5s", "7d", "4c"]));
    assert_eq!((h.top(), h.follow()), (card("Qh"), Suit::Hearts));
}

fn example_two() -> Hand {
    hand(
        opts("skip=Q,reverse=A,draw_two=true"),
        0,
        &[
            &["9c", "4c", "5h", "9d", "Jc"],
            &["2h", "7c", "Kc", "4s", "5c"],
            &["2s", "Jd", "3d", "9h", "5d"],
            &["2d", "9s", "3s", "Kh", "6c"],
        ],
        "7h",
        &[
            "Ac", "10d", "Qs", "6h", "Ah", "Kd", "10h", "5s", "Ks", "2c", "7d", "10s", "3h", "8s",
            "Jh", "As", "8h", "4d", "7s", "Qh", "8c", "Js", "10c", "6s", "3c", "6d", "Qc", "8d",
            "Ad", "4h", "Qd",
        ],
    )
}

#[test]
fn example_two_stacked_twos_leave_dan_a_draw_of_four_or_a_two() {
    let mut h = example_two();
    act(&mut h, 1, play("2h")).unwrap();
    act(&mut h, 2, play("2s")).unwrap();
    assert_eq!(h.pending(), 4);
    assert_eq!(h.turn(), Seat(3));
    assert_eq!(h.legal_actions(Seat(3)), [play("2d"), Action::Draw]);
    assert_eq!(
        act(&mut h, 3, play("9s")),
        Err(Refusal::DrawOrTwo { pending: 4 })
    );
    let told = act(&mut h, 3, Action::Draw).unwrap();
    assert!(told.iter().any(|t| t.event
        == Event::Drew {
            seat: Seat(3),
            count: 4,
            cause: DrawCause::Twos
        }));
    assert_eq!(h.held(Seat(3)).len(), 9);
    assert_eq!(
        (h.turn(), h.pending()),
        (Seat(0), 0),
        "the drawer's turn ends"
    );
}

#[test]
fn facing_a_pending_draw_an_eight_is_refused_and_must_play_does_not_force_a_two() {
    let mut h = hand(
        opts("draw_two=true,must_play=true"),
        0,
        &[&["2c", "8s", "3h"], &["2h", "8d", "4h"]],
        "5h",
        &["Kc", "Kd", "Kh"],
    );
    act(&mut h, 1, play("2h")).unwrap();
    assert_eq!(
        act(&mut h, 0, play("8s")),
        Err(Refusal::DrawOrTwo { pending: 2 })
    );
    assert!(
        h.check(Seat(0), Action::Draw).is_ok(),
        "a draw, though a two plays"
    );
    assert_eq!(
        act(&mut h, 0, Action::Pass),
        Err(Refusal::DrawOrTwo { pending: 2 })
    );
}

#[test]
fn whoever_draws_the_penalty_takes_less_when_the_stock_runs_out() {
    let mut h = hand(
        opts("draw_two=true"),
        0,
        &[
            &["2c", "2s", "3h"],
            &["2h", "8d", "4h"],
            &["5d", "6d", "7d"],
        ],
        "5h",
        &["Kc", "Kd", "Ks"],
    );
    act(&mut h, 1, play("2h")).unwrap();
    act(&mut h, 2, Action::Draw).unwrap();
    assert_eq!(h.held(Seat(2)).len(), 5);
    assert_eq!(h.stock_left(), 1);
    act(&mut h, 0, play("2c")).unwrap();
    assert_eq!(h.pending(), 2);
    act(&mut h, 1, Action::Draw).unwrap();
    assert_eq!(h.held(Seat(1)).len(), 3, "one card was left to draw");
}

#[test]
fn a_two_adds_nothing_once_the_stock_is_empty() {
    let mut h = hand(
        opts("draw_two=true"),
        0,
        &[&["2c", "3c", "3h"], &["2h", "8d", "4h"]],
        "5h",
        &[],
    );
    act(&mut h, 1, play("2h")).unwrap();
    assert_eq!(h.pending(), 0);
    assert!(h.check(Seat(0), Action::Pass).is_ok());
}

#[test]
fn a_wild_starter_is_buried_and_the_next_card_turned() {
    for seed in 0..400 {
        let h = Hand::deal(Options::default(), 3, Seat(0), 1, seed);
        assert_ne!(h.starter().rank, crate::cards::Rank::Eight);
        if !h.buried().is_empty() {
            assert!(
                h.buried()
                    .iter()
                    .all(|c| c.rank == crate::cards::Rank::Eight)
            );
            assert_eq!(h.stock_left() + 15 + 1, 52);
            return;
        }
    }
    panic!("no deal turned an eight");
}

#[test]
fn the_deal_is_seven_each_for_two_five_for_more_and_two_packs_from_six() {
    let two = Hand::deal(Options::default(), 2, Seat(0), 1, 3);
    assert_eq!(
        (two.held(Seat(0)).len(), two.stock_left()),
        (7, 52 - 14 - 1)
    );
    let five = Hand::deal(Options::default(), 5, Seat(0), 1, 3);
    assert_eq!(five.stock_left(), 52 - 25 - 1);
    let six = Hand::deal(Options::default(), 6, Seat(0), 1, 3);
    assert_eq!(six.stock_left(), 104 - 30 - 1);
    let ten = Hand::deal(opts("hand_size=10"), 10, Seat(4), 1, 3);
    assert_eq!(ten.stock_left(), 3);
}

#[test]
fn a_skip_starter_passes_over_the_dealers_left() {
    let h = hand(
        opts("skip=Q"),
        0,
        &[&["3c"], &["4c"], &["5c"]],
        "Qh",
        &["Kc"],
    );
    assert_eq!(h.turn(), Seat(2));
    let two = hand(opts("skip=Q"), 0, &[&["3c"], &["4c"]], "Qh", &["Kc"]);
    assert_eq!(two.turn(), Seat(0), "with two players the dealer starts");
}

#[test]
fn a_reverse_starter_starts_from_the_dealers_right_counterclockwise() {
    let h = hand(
        opts("reverse=A"),
        0,
        &[&["3c"], &["4c"], &["5c"]],
        "Ah",
        &["Kc"],
    );
    assert_eq!(
        (h.turn(), h.direction()),
        (Seat(2), Direction::Counterclockwise)
    );
}

#[test]
fn a_two_starter_makes_the_first_player_face_a_draw_of_two() {
    let h = hand(
        opts("draw_two=true"),
        0,
        &[&["3c"], &["4c"], &["5c"]],
        "2h",
        &["Kc"],
    );
    assert_eq!((h.turn(), h.pending()), (Seat(1), 2));
}

#[test]
fn a_skip_with_two_players_gives_the_same_player_another_turn() {
    let mut h = hand(
        opts("skip=Q"),
        0,
        &[&["3c", "Qc", "4c"], &["Qh", "5d", "Kd"]],
        "9h",
        &["Kc"],
    );
    act(&mut h, 1, play("Qh")).unwrap();
    assert_eq!(h.turn(), Seat(1));
    let mut three = hand(
        opts("skip=Q"),
        0,
        &[&["3c", "4c"], &["Qh", "5d"], &["2s", "3s"]],
        "9h",
        &["Kc"],
    );
    let told = act(&mut three, 1, play("Qh")).unwrap();
    assert!(
        told.iter()
            .any(|t| t.event == Event::Skipped { seat: Seat(2) })
    );
    assert_eq!(three.turn(), Seat(0));
}

#[test]
fn a_reverse_turns_play_round_and_with_two_players_changes_nothing_visible() {
    let mut three = hand(
        opts("reverse=A"),
        0,
        &[&["3c", "4c"], &["Ah", "5d"], &["2s", "3s"]],
        "9h",
        &["Kc"],
    );
    act(&mut three, 1, play("Ah")).unwrap();
    assert_eq!(
        (three.turn(), three.direction()),
        (Seat(0), Direction::Counterclockwise)
    );
    let mut two = hand(
        opts("reverse=A"),
        0,
        &[&["3c", "4c"], &["Ah", "5d"]],
        "9h",
        &["Kc"],
    );
    act(&mut two, 1, play("Ah")).unwrap();
    assert_eq!(two.turn(), Seat(0));
}

#[test]
fn drawing_one_ends_the_turn_and_is_allowed_even_holding_a_playable_card() {
    let mut h = example_one();
    assert!(h.playable(Seat(1)).contains(card("9h")));
    act(&mut h, 1, Action::Draw).unwrap();
    assert_eq!(h.turn(), Seat(2));
}

#[test]
fn play_drawn_lets_only_the_drawn_card_be_played_or_a_pass() {
    let mut h = hand(
        opts("drawing=play_drawn"),
        0,
        &[&["3c", "4c"], &["9d", "5d"]],
        "9h",
        &["Kh", "Kc"],
    );
    act(&mut h, 1, Action::Draw).unwrap();
    assert_eq!(
        act(&mut h, 1, play("9d")),
        Err(Refusal::OnlyDrawn { drawn: card("Kh") })
    );
    assert_eq!(
        act(&mut h, 1, Action::Draw),
        Err(Refusal::DrawLimit { limit: 1 })
    );
    assert_eq!(h.legal_actions(Seat(1)), [play("Kh"), Action::Pass]);
    act(&mut h, 1, Action::Pass).unwrap();
    assert_eq!(h.turn(), Seat(0));
}

#[test]
fn limit_draws_one_by_one_up_to_the_limit_then_a_pass() {
    let mut h = hand(
        opts("drawing=limit,draw_limit=2"),
        0,
        &[&["3c", "4c"], &["5d", "6d"]],
        "9h",
        &["Kc", "Qc", "Jc"],
    );
    act(&mut h, 1, Action::Draw).unwrap();
    assert_eq!(act(&mut h, 1, Action::Pass), Err(Refusal::MustDraw));
    act(&mut h, 1, Action::Draw).unwrap();
    assert_eq!(
        act(&mut h, 1, Action::Draw),
        Err(Refusal::DrawLimit { limit: 2 })
    );
    act(&mut h, 1, Action::Pass).unwrap();
}

#[test]
fn until_play_draws_at_will_and_allows_no_pass_while_the_stock_has_cards() {
    let mut h = hand(
        opts("drawing=until_play"),
        0,
        &[&["3c", "4c"], &["5d", "6d"]],
        "9h",
        &["Kc", "Qh"],
    );
    assert_eq!(act(&mut h, 1, Action::Pass), Err(Refusal::MustDraw));
    act(&mut h, 1, Action::Draw).unwrap();
    assert_eq!(act(&mut h, 1, Action::Pass), Err(Refusal::MustDraw));
    act(&mut h, 1, Action::Draw).unwrap();
    assert_eq!(h.stock_left(), 0);
    act(&mut h, 1, play("Qh")).unwrap();
}

#[test]
fn must_play_allows_drawing_and_passing_only_when_no_card_plays() {
    let mut h = hand(
        opts("must_play=true"),
        0,
        &[&["3c", "4c"], &["9d", "5d"]],
        "9h",
        &["Kc"],
    );
    assert_eq!(act(&mut h, 1, Action::Draw), Err(Refusal::MustPlay));
    let mut stuck = hand(
        opts("must_play=true"),
        0,
        &[&["3c", "4c"], &["6d", "5d"]],
        "9h",
        &["Kc"],
    );
    act(&mut stuck, 1, Action::Draw).unwrap();
}

#[test]
fn a_pass_is_allowed_on_an_empty_stock_even_holding_a_playable_card() {
    let mut h = hand(
        Options::default(),
        0,
        &[&["3c", "4c"], &["9d", "5d"]],
        "9h",
        &[],
    );
    act(&mut h, 1, Action::Pass).unwrap();
    assert_eq!(act(&mut h, 0, Action::Draw), Err(Refusal::StockEmpty));
}

#[test]
fn a_pass_by_every_player_in_turn_on_an_empty_stock_blocks_the_hand_and_all_score() {
    let mut h = hand(
        Options::default(),
        0,
        &[&["3c", "4c"], &["9d", "8d"], &["Kc", "Ac"]],
        "9h",
        &[],
    );
    act(&mut h, 1, Action::Pass).unwrap();
    act(&mut h, 2, Action::Pass).unwrap();
    assert!(!h.is_over());
    act(&mut h, 0, Action::Pass).unwrap();
    assert_eq!(h.end(), Some(End::Blocked));
    assert_eq!(h.scores().as_slice(), [7, 59, 11]);
}

#[test]
fn reshuffle_turns_the_discards_but_the_top_into_a_new_stock_the_moment_it_empties() {
    let mut h = hand(
        opts("reshuffle=true"),
        0,
        &[&["9c", "4c"], &["9d", "5d"]],
        "9h",
        &["Kc"],
    );
    act(&mut h, 1, play("9d")).unwrap();
    act(&mut h, 0, play("9c")).unwrap();
    let told = act(&mut h, 1, Action::Draw).unwrap();
    assert!(
        told.iter()
            .any(|t| t.event == Event::Reshuffled { stock: 2 })
    );
    assert_eq!(
        (h.stock_left(), h.pile(), h.top()),
        (2, &[card("9c")][..], card("9c"))
    );
}

#[test]
fn a_play_onto_an_empty_stock_reshuffles_under_the_reshuffle_rule() {
    let mut h = hand(
        opts("reshuffle=true"),
        0,
        &[&["9c", "4c"], &["9d", "5d"]],
        "9h",
        &[],
    );
    act(&mut h, 1, play("9d")).unwrap();
    assert_eq!((h.stock_left(), h.top()), (1, card("9d")));
}

#[test]
fn a_missed_last_card_call_draws_the_penalty_then_the_card_acts() {
    let mut h = hand(
        opts("last_card=true,skip=Q"),
        0,
        &[&["3c", "4c"], &["Qh", "5d"], &["2s", "3s"]],
        "9h",
        &["Kc", "Kd", "Ks"],
    );
    assert!(h.legal_actions(Seat(1)).contains(&Action::Play {
        card: card("Qh"),
        last_card: true
    }));
    let told = act(&mut h, 1, play("Qh")).unwrap();
    assert!(
        told.iter()
            .any(|t| t.event == Event::LastCardMissed { seat: Seat(1) })
    );
    assert_eq!(h.held(Seat(1)).len(), 3);
    assert_eq!(h.turn(), Seat(0), "the queen still skips Cat");
    let mut called = hand(
        opts("last_card=true"),
        0,
        &[&["3c", "4c"], &["9d", "5d"]],
        "9h",
        &["Kc"],
    );
    act(
        &mut called,
        1,
        Action::Play {
            card: card("9d"),
            last_card: true,
        },
    )
    .unwrap();
    assert_eq!(called.held(Seat(1)).len(), 1);
}

#[test]
fn the_last_card_call_is_refused_where_it_does_not_apply() {
    let mut off = hand(
        Options::default(),
        0,
        &[&["3c", "4c"], &["9d", "5d"]],
        "9h",
        &["Kc"],
    );
    assert_eq!(
        act(
            &mut off,
            1,
            Action::Play {
                card: card("9d"),
                last_card: true
            }
        ),
        Err(Refusal::NoLastCard)
    );
    let mut three = hand(
        opts("last_card=true"),
        0,
        &[&["3c", "4c"], &["9d", "5d", "6d"]],
        "9h",
        &["Kc"],
    );
    assert_eq!(
        act(
            &mut three,
            1,
            Action::Play {
                card: card("9d"),
                last_card: true
            }
        ),
        Err(Refusal::NoLastCard)
    );
}

#[test]
fn going_out_on_an_eight_names_no_suit_and_a_last_special_card_does_nothing() {
    let mut h = hand(
        Options::default(),
        0,
        &[&["3c", "4c"], &["8d"]],
        "9h",
        &["Kc"],
    );
    act(&mut h, 1, play("8d")).unwrap();
    assert_eq!(h.end(), Some(End::Out(Seat(1))));
    let mut two = hand(
        opts("draw_two=true"),
        0,
        &[&["3c", "4c"], &["2h"]],
        "9h",
        &["Kc"],
    );
    act(&mut two, 1, play("2h")).unwrap();
    assert_eq!((two.end(), two.pending()), (Some(End::Out(Seat(1))), 0));
}

#[test]
fn an_eight_plays_on_anything_and_its_suit_may_be_its_own() {
    let mut h = example_one();
    act(&mut h, 1, play("8d")).unwrap();
    assert_eq!(act(&mut h, 1, play("9h")), Err(Refusal::SuitDue));
    act(&mut h, 1, Action::Nominate(Suit::Diamonds)).unwrap();
    assert_eq!(
        (h.follow(), h.named()),
        (Suit::Diamonds, Some(Suit::Diamonds))
    );
    assert_eq!(
        act(&mut h, 2, Action::Nominate(Suit::Clubs)),
        Err(Refusal::NoSuitDue)
    );
    assert!(h.playable(Seat(2)).contains(card("7d")));
    assert!(!h.playable(Seat(2)).contains(card("Ks")));
}

#[test]
fn wild_play_matching_allows_an_eight_only_when_it_matches() {
    let mut h = hand(
        opts("wild_play=matching"),
        0,
        &[&["3c", "4c"], &["8d", "8h", "5s"]],
        "9h",
        &["Kc"],
    );
    assert!(matches!(
        act(&mut h, 1, play("8d")),
        Err(Refusal::NotMatching { .. })
    ));
    act(&mut h, 1, play("8h")).unwrap();
    assert_eq!(h.stage(), Stage::Naming);
}

#[test]
fn wild_play_no_change_names_nothing_and_the_eights_suit_is_followed() {
    let mut h = hand(
        opts("wild_play=no_change"),
        0,
        &[&["3c", "4c"], &["8d", "5s"]],
        "9h",
        &["Kc"],
    );
    act(&mut h, 1, play("8d")).unwrap();
    assert_eq!(
        (h.turn(), h.follow(), h.named()),
        (Seat(0), Suit::Diamonds, None)
    );
}

#[test]
fn wild_play_change_if_matching_names_a_suit_only_after_a_matching_eight() {
    let o = opts("wild_play=change_if_matching");
    let mut off = hand(o, 0, &[&["3c", "4c"], &["8d", "5s"]], "9h", &["Kc"]);
    act(&mut off, 1, play("8d")).unwrap();
    assert_eq!((off.turn(), off.follow()), (Seat(0), Suit::Diamonds));
    let mut on = hand(o, 0, &[&["3c", "4c"], &["8h", "5s"]], "9h", &["Kc"]);
    act(&mut on, 1, play("8h")).unwrap();
    assert_eq!(on.stage(), Stage::Naming);
    let mut on_wild = hand(o, 0, &[&["3c", "8c", "4d"], &["8h", "5s"]], "9h", &["Kc"]);
    act(&mut on_wild, 1, play("8h")).unwrap();
    act(&mut on_wild, 1, Action::Nominate(Suit::Spades)).unwrap();
    act(&mut on_wild, 0, play("8c")).unwrap();
    assert_eq!(
        on_wild.stage(),
        Stage::Naming,
        "an eight on a wild card matched"
    );
}

#[test]
fn with_jacks_wild_jacks_count_fifty_and_eights_eight() {
    let mut h = hand(
        opts("wild_rank=J"),
        0,
        &[&["3c", "Jc", "8c"], &["Jd", "5s"]],
        "9h",
        &["Kc"],
    );
    act(&mut h, 1, play("Jd")).unwrap();
    assert_eq!(h.stage(), Stage::Naming);
    act(&mut h, 1, Action::Nominate(Suit::Spades)).unwrap();
    act(&mut h, 0, play("Jc")).unwrap();
    act(&mut h, 0, Action::Nominate(Suit::Clubs)).unwrap();
    act(&mut h, 1, Action::Draw).unwrap();
    assert_eq!(h.held(Seat(0)).penalty(crate::cards::Rank::Jack), 3 + 8);
}

#[test]
fn the_lowest_total_wins_after_a_hand_in_which_a_total_reaches_the_target() {
    let totals = |t: [i32; 3]| PerSeat::from_fn(3, |s| t[s.index()]);
    assert_eq!(match_winner(&totals([99, 40, 50]), 100), None);
    assert_eq!(match_winner(&totals([100, 40, 50]), 100), Some(Seat(1)));
    assert_eq!(
        match_winner(&totals([120, 40, 40]), 100),
        None,
        "a tie for lowest plays on"
    );
}

#[test]
fn a_match_ends_with_the_lowest_total_first_and_a_resigner_last() {
    let mut game = CrazyEights::new(opts("target=10"), 3, 9).unwrap();
    while let Some(seat) = game.to_act().single() {
        let action = game.legal_actions(seat)[0];
        game.apply(seat, action).unwrap();
    }
    let outcome = game.outcome().unwrap();
    let winner = outcome.winners().next().unwrap();
    assert!(Seat::all(3).all(|s| game.totals()[s] >= game.totals()[winner]));
    assert_eq!(outcome.scores, *game.totals());
    let resigned = game.resigned(winner);
    assert_eq!(resigned.places[winner], 2);
}

#[test]
fn the_referees_reshuffles_are_taken_in_order_and_checked() {
    let rules = HandRules {
        seats: 2,
        dealer: Seat(0),
        options: opts("reshuffle=true"),
    };
    let deal = |stocks: Vec<Vec<Card>>| {
        let hands = PerSeat::from_fn(2, |s| cards([&["9c", "4c"][..], &["9d", "5d"]][s.index()]));
        let mut h = Hand::from_deal(
            rules,
            hands,
            card("9h"),
            &[card("Kc")],
            Restock::Given { stocks, used: 0 },
        );
        h.open();
        h
    };
    let mut told = Vec::new();
    let mut good = deal(vec![vec![card("9h")]]);
    good.apply_to(Seat(1), play("9d"), &mut told).unwrap();
    good.apply_to(Seat(0), Action::Draw, &mut told).unwrap();
    assert_eq!((good.restocks_left(), good.stock_left()), (0, 1));
    let mut wrong = deal(vec![vec![card("9d")]]);
    wrong.apply_to(Seat(1), play("9d"), &mut told).unwrap();
    let before = wrong.clone();
    let err = wrong
        .apply_to(Seat(0), Action::Draw, &mut told)
        .unwrap_err();
    assert!(matches!(
        err,
        ApplyError::Restock(RestockFault::Wrong { index: 0, .. })
    ));
    assert_eq!(wrong, before, "nothing changed");
}

/// Every card of the pack(s) in one place: hands, stock and pile.
fn conserved(h: &Hand, seats: u8) -> bool {
    let mut all: Vec<Card> = Seat::all(seats).flat_map(|s| h.held(s).iter()).collect();
    all.extend(h.stock_top_first());
    all.extend(h.pile().iter().copied());
    all.sort_unstable();
    let mut pack: Vec<Card> = (0..Options::packs(seats))
        .flat_map(|_| CardSet::FULL.iter())
        .collect();
    pack.sort_unstable();
    all == pack
}

fn options_strategy() -> impl Strategy<Value = Options> {
    (
        0..4usize,
        0..4usize,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        0..3usize,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        1..=4u8,
    )
        .prop_map(
            |(drawing, wild_play, must, reshuffle, last, wild, skip, reverse, two, limit)| {
                let mut o = Options {
                    target: 60,
                    draw_limit: limit,
                    must_play: must,
                    reshuffle,
                    last_card: last,
                    draw_two: two,
                    ..Options::default()
                };
                o = o.with("drawing", Drawing::WORDS[drawing]).unwrap();
                o = o.with("wild_play", WildPlay::WORDS[wild_play]).unwrap();
                o = o.with("wild_rank", options::WILD_RANKS[wild]).unwrap();
                if skip {
                    o = o.with("skip", "Q").unwrap();
                }
                if reverse {
                    o = o.with("reverse", "K").unwrap();
                }
                o
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn random_matches_keep_every_invariant(
        options in options_strategy(),
        seats in 2..=10u8,
        seed in any::<u64>(),
        picks in proptest::collection::vec(any::<u16>(), 256),
    ) {
        let mut game = CrazyEights::new(options, seats, seed).unwrap();
        let mut hand_scores = PerSeat::<i32>::new(seats);
        for step in 0..3000usize {
            let ToAct::One(seat) = game.to_act() else { break };
            prop_assert!(conserved(game.hand(), seats));
            let legal = game.legal_actions(seat);
            prop_assert!(!legal.is_empty(), "a seat on turn always has an action");
            for other in Seat::all(seats).filter(|&s| s != seat) {
                prop_assert!(game.legal_actions(other).is_empty());
            }
            let action = legal[usize::from(picks[step % picks.len()]) % legal.len()];
            prop_assert_eq!(game.check(seat, action), Ok(()));
            let before = game.clone();
            let told = game.apply(seat, action).unwrap();
            // Turn order: the next seat is the one after, but for what the rules say.
            if let (ToAct::One(next), false) = (game.to_act(), game.number() != before.number()) {
                let h = before.hand();
                let after = game.hand();
                let same_turn = matches!(action, Action::Draw) && after.stage() != Stage::Open
                    || after.stage() == Stage::Naming
                    || matches!(action, Action::Play { .. }) && next == seat;
                if !same_turn {
                    let one = after.next(seat);
                    let two = after.next(one);
                    prop_assert!(next == one || next == two, "{:?} after {:?} ({:?})", next, seat, h.turn());
                }
            }
            for t in &told {
                match (&t.event, t.to) {
                    (Event::Dealt { seat: s, .. } | Event::Drawn { seat: s, .. }, Recipients::Seats(set)) => {
                        prop_assert_eq!(set.iter().collect::<Vec<_>>(), vec![*s]);
                    }
                    (Event::Dealt { .. } | Event::Drawn { .. }, Recipients::Table) => {
                        prop_assert!(false, "a hand's cards told to the table");
                    }
                    (Event::HandOver(summary), _) => {
                        for s in Seat::all(seats) {
                            hand_scores[s] += summary.scores[s];
                            prop_assert_eq!(summary.scores[s], summary.hands[s].penalty(options.wild_rank));
                        }
                        if let Some(out) = summary.out {
                            prop_assert_eq!(summary.scores[out], 0);
                        }
                        prop_assert_eq!(summary.totals, hand_scores);
                    }
                    _ => {}
                }
            }
            // Views: a seat sees its own hand and counts of the others, a spectator none.
            let spectator = game.view(None);
            prop_assert!(spectator.hand.is_none());
            for s in Seat::all(seats) {
                let view = game.view(Some(s));
                prop_assert_eq!(view.hand, Some(game.hand().held(s)));
                if let StageView::Drawn { drawn: Some(_), .. } = view.stage {
                    prop_assert_eq!(Some(s), game.to_act().single());
                }
                let json = serde_json::to_value(&view).unwrap();
                prop_assert!(json.get("stock_order").is_none());
            }
        }
        prop_assert_eq!(*game.totals(), hand_scores);
    }
}

#[test]
fn the_views_json_shows_no_other_hand() {
    let game = CrazyEights::new(Options::default(), 4, 3).unwrap();
    let json = serde_json::to_string(&game.view(Some(Seat(0)))).unwrap();
    for s in 1..4 {
        let other = game.hand().held(Seat(s));
        let mine = game.hand().held(Seat(0));
        let discards = game.hand().pile();
        for c in other
            .iter()
            .filter(|c| !mine.contains(*c) && !discards.contains(c))
        {
            assert!(!json.contains(&format!("\"{}\"", c.code())), "{c:?} shows");
        }
    }
    let _ = <CrazyEights as Game>::announced(&[]);
}
