//! The decisions that make each level what it is, on hands built for them.

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::decide_with;
use crate::ai::Level;
use crate::cards::{Card, CardSet};
use crate::core::Seat;
use crate::games::gin_rummy::{Action, GinRummy, GinView, Options, Phase, SEATS};

fn set(codes: &[&str]) -> CardSet {
    codes.iter().map(|c| c.parse::<Card>().unwrap()).collect()
}

fn card(code: &str) -> Card {
    code.parse().unwrap()
}

/// Seat 0's view as it discards (or knocks), holding `hand`, with `pile` face up (bottom
/// first), `stock` cards left, and the other player holding `theirs` taken from the pile.
fn discarding(hand: &[&str], pile: &[&str], stock: u8, theirs: &[&str]) -> GinView {
    let game = GinRummy::new(Options::default(), SEATS, 1).unwrap();
    let mut view = game.view(Some(Seat(0)));
    view.hand = Some(set(hand));
    view.pile = pile.iter().map(|c| card(c)).collect();
    view.stock = stock;
    view.taken[Seat(1)] = set(theirs);
    view.held[Seat(0)] = 11;
    view.held[Seat(1)] = 10;
    view.phase = Phase::Discard {
        seat: Seat(0),
        drew: true,
        taken: None,
        last_chance: false,
    };
    view
}

/// What `level` does in `view` under each of a few seeds.
fn choices(level: Level, view: &GinView) -> Vec<Action> {
    (0..8)
        .map(|seed| decide_with(level, view, &mut Pcg64Mcg::seed_from_u64(seed)).unwrap())
        .collect()
}

#[test]
fn normal_throws_a_lone_card_before_one_of_a_pair_of_the_same_value() {
    // The tens wait for one of two cards to meld; the jack and the king each for two.
    let view = discarding(
        &[
            "2h", "3h", "4h", "5c", "5d", "5s", "10h", "10d", "Jc", "Kd", "Ah",
        ],
        &["9s", "4c"],
        20,
        &[],
    );
    for action in choices(Level::Normal, &view) {
        assert!(
            matches!(action, Action::Discard(c) if c == card("Jc") || c == card("Kd")),
            "{action:?}"
        );
    }
}

#[test]
fn hard_does_not_throw_the_card_that_melds_with_what_the_other_player_took() {
    // The queen of clubs and the king of spades are both lone tens, but the other player
    // took two queens.
    let view = discarding(
        &[
            "2h", "3h", "4h", "5c", "5d", "5s", "7c", "9s", "Ad", "Qc", "Ks",
        ],
        &["3s", "6c"],
        18,
        &["Qh", "Qd"],
    );
    for action in choices(Level::Hard, &view) {
        assert_eq!(action, Action::Discard(card("Ks")));
    }
}

/// A hand that may knock with 9 (a nine of hearts left), its melds low and open to
/// lay-offs only from cards the other player took.
const NINE_TO_KNOCK: [&str; 11] = [
    "Js", "Qs", "Ks", "8c", "8d", "8s", "10d", "Jd", "Qd", "9h", "Kh",
];

#[test]
fn hard_knocks_with_nine_when_the_other_hand_is_unknown_and_the_stock_is_full() {
    let view = discarding(&NINE_TO_KNOCK, &["2c"], 25, &[]);
    for action in choices(Level::Hard, &view) {
        assert!(
            matches!(action, Action::Knock { card: c, .. } if c == card("Kh")),
            "{action:?}"
        );
    }
}

#[test]
fn hard_plays_on_late_when_the_other_player_took_low_melds_and_would_undercut() {
    // The other player took nine cards already melded, none over three: one more low card
    // and it undercuts a nine.
    let theirs = ["Ac", "2c", "3c", "Ad", "2d", "3d", "Ah", "2h", "3h"];
    let view = discarding(&NINE_TO_KNOCK, &["5s"], 6, &theirs);
    for action in choices(Level::Hard, &view) {
        assert!(matches!(action, Action::Discard(_)), "{action:?}");
    }
    // Normal knocks as soon as it may.
    for action in choices(Level::Normal, &view) {
        assert!(matches!(action, Action::Knock { .. }), "{action:?}");
    }
}

#[test]
fn hard_always_goes_gin_when_it_can() {
    let theirs = ["Ac", "2c", "3c", "Ad", "2d", "3d", "Ah", "2h", "3h"];
    let hand = [
        "Js", "Qs", "Ks", "8c", "8d", "8s", "10d", "Jd", "Qd", "Kd", "Kh",
    ];
    let view = discarding(&hand, &["5s"], 4, &theirs);
    for action in choices(Level::Hard, &view) {
        assert!(
            matches!(action, Action::Knock { card: c, .. } if c == card("Kh")),
            "{action:?}"
        );
    }
}
