//! Computer players at every level: they only ever choose legal actions, and they decide
//! from what their seat may know, never from the cards it cannot see.

use proptest::prelude::*;
use ribs::ai::{Level, Policy, SearchConfig, SearchPolicy, Temper, computer};
use ribs::games::ribs::deal::{Stream, below, rng_for};
use ribs::games::ribs::{Action, Card, Hand, Match, Options, Seat, View};

/// A computer player of `level`; the search player with a budget small enough for debug
/// builds and no clock, so that its decisions are fixed by the seed.
fn player(level: Level, seed: u64, index: u64) -> Box<dyn Policy> {
    match level {
        Level::Hard => Box::new(SearchPolicy::new(
            SearchConfig {
                rollouts: 4,
                candidates: 3,
                time_cap: None,
                style: Temper::NORMAL,
                infer: true,
            },
            seed,
            index,
        )),
        other => computer(other, seed, index),
    }
}

/// Plays `steps` random legal actions into a match (or to its end).
fn random_match(players: u8, variant: usize, seed: u64, steps: u32) -> Match {
    let options = Options::all_variants()[variant].with_target(1).unwrap();
    let mut game = Match::new(options, players, seed).unwrap();
    let mut rng = rng_for(seed, Stream::Play, 3);
    for _ in 0..steps {
        let Some(seat) = game.to_act() else { break };
        let legal = game.legal_actions(seat);
        game.apply(seat, legal[below(&mut rng, legal.len() as u32) as usize])
            .unwrap();
    }
    game
}

fn assert_legal(game: &Match, seat: Seat, action: Action, who: &str) {
    let legal = game.legal_actions(seat);
    assert!(
        legal.contains(&action.canonical()),
        "{who} chose {action}, not among {legal:?}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Random states of every table size and variant: each level decides, and the action
    /// is one the engine lists.
    #[test]
    fn computer_players_never_choose_an_illegal_action(
        seed in any::<u64>(), players in 4u8..=10, variant in 0usize..16, steps in 0u32..160,
    ) {
        let game = random_match(players, variant, seed, steps);
        let Some(seat) = game.to_act() else { return Ok(()) };
        for level in Level::ALL {
            let mut p = player(level, seed, seat.0.into());
            let action = p.decide(&game.view(seat)).expect("the seat on turn decides");
            assert_legal(&game, seat, action, level.as_str());
            // Nobody else has a decision to make.
            let other = seat.left(1, players);
            prop_assert_eq!(p.decide(&game.view(other)), None);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Whole matches between computer players (one of each level, the rest easy or
    /// normal): every action they take is accepted, and the match ends.
    #[test]
    fn computer_players_play_whole_matches_legally(
        seed in any::<u64>(), players in 4u8..=10, variant in 0usize..16,
    ) {
        let options = Options::all_variants()[variant].with_target(1).unwrap();
        let mut game = Match::new(options, players, seed).unwrap();
        let mut seats: Vec<Box<dyn Policy>> = (0..players)
            .map(|s| {
                let level = match s {
                    0 => Level::Hard,
                    s if s % 2 == 1 => Level::Easy,
                    _ => Level::Normal,
                };
                player(level, seed, s.into())
            })
            .collect();
        let mut actions = 0;
        while let Some(seat) = game.to_act() {
            let action = seats[seat.index()].decide(&game.view(seat)).expect("decides");
            assert_legal(&game, seat, action, seats[seat.index()].name());
            game.apply(seat, action).unwrap();
            actions += 1;
            prop_assert!(actions < 20_000, "the match must end");
        }
        prop_assert!(game.winner().is_some());
    }
}

/// A hand played at random for `steps` legal actions.
fn random_hand(players: u8, variant: usize, seed: u64, steps: u32) -> Hand {
    let options = Options::all_variants()[variant];
    let mut hand = Hand::deal(options, players, Seat((seed % 4) as u8), 0, seed).unwrap();
    let mut rng = rng_for(seed, Stream::Play, 4);
    for _ in 0..steps {
        let Some(seat) = hand.to_act() else { break };
        let legal = hand.legal_actions(seat);
        hand.apply(seat, legal[below(&mut rng, legal.len() as u32) as usize])
            .unwrap();
    }
    hand
}

/// The same hand with the cards `seat` cannot see dealt out differently: reversed, then
/// shifted, into the same hidden places (other seats' hands, hidden ribs, others' folds).
fn with_hidden_cards_moved(hand: &Hand, seat: Seat, shift: usize) -> Hand {
    let view = View::of_hand(hand, Some(seat));
    let mut cards: Vec<Card> = view.unseen().to_vec();
    cards.reverse();
    if !cards.is_empty() {
        let k = shift % cards.len();
        cards.rotate_left(k);
    }
    view.determinize_with(&cards).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Two hands that differ only in the cards the seat on turn cannot see: every level
    /// makes the same decision in both (the same seed fixes its own randomness).
    #[test]
    fn computer_players_never_read_hidden_state(
        seed in any::<u64>(), players in 4u8..=10, variant in 0usize..16, steps in 0u32..60,
        shift in 0usize..40,
    ) {
        let real = random_hand(players, variant, seed, steps);
        let Some(seat) = real.to_act() else { return Ok(()) };
        let moved = with_hidden_cards_moved(&real, seat, shift);
        let (a, b) = (View::of_hand(&real, Some(seat)), View::of_hand(&moved, Some(seat)));
        prop_assert_eq!(a.snapshot(), b.snapshot(), "the seat sees the same table");
        for level in Level::ALL {
            let first = player(level, seed, 1).decide(&a);
            let second = player(level, seed, 1).decide(&b);
            prop_assert_eq!(first, second, "{} changed its mind", level);
        }
    }
}

#[test]
fn the_hidden_cards_really_move_in_the_test_above() {
    let mut moved = 0;
    for seed in 0..50 {
        let real = random_hand(5, 0, seed, (seed % 40) as u32);
        let Some(seat) = real.to_act() else { continue };
        let other = with_hidden_cards_moved(&real, seat, seed as usize);
        moved += usize::from(other != real);
        for s in Seat::all(5).filter(|s| *s != seat) {
            moved += usize::from(other.held(s) != real.held(s));
        }
    }
    assert!(moved > 150, "only {moved} changes");
}
