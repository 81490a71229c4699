//! Property tests of the engine's invariants over random seeds, 4 to 10 players, every
//! option combination and random legal play.

use proptest::prelude::*;
use rand::Rng;
use ribs::games::ribs::deal::{Stream, below, rng_for};
use ribs::games::ribs::{
    Action, Card, CardSet, Event, Hand, Match, Options, Phase, Played, Seat, View,
};
use serde_json::Value;

/// Random legal play of a whole match; calls `each_step` before every action.
fn play_match(
    game: &mut Match,
    seed: u64,
    mut each_step: impl FnMut(&Match, Seat, &[Action], &mut rand_chacha::ChaCha8Rng),
) -> (Vec<(Seat, Action)>, Vec<Event>) {
    let mut rng = rng_for(seed, Stream::Play, 77);
    let mut actions = Vec::new();
    let mut events = game.opening_events();
    while let Some(seat) = game.to_act() {
        let legal = game.legal_actions(seat);
        assert!(
            !legal.is_empty(),
            "the seat on turn always has a legal action"
        );
        each_step(game, seat, &legal, &mut rng);
        let action = legal[below(&mut rng, legal.len() as u32) as usize];
        game.apply_to(seat, action, &mut events).unwrap();
        actions.push((seat, action));
        assert!(actions.len() < 100_000, "a match must end");
    }
    (actions, events)
}

fn new_match(players: u8, variant: usize, target: u8, seed: u64) -> Match {
    let options = Options::all_variants()[variant]
        .with_target(target)
        .unwrap();
    Match::new(options, players, seed).unwrap()
}

/// Every card code mentioned anywhere in a serialized view.
fn cards_in(value: &Value, out: &mut CardSet) {
    match value {
        Value::String(s) => {
            if let Ok(card) = Card::from_code(s) {
                out.insert(card);
            }
        }
        Value::Array(items) => items.iter().for_each(|v| cards_in(v, out)),
        Value::Object(map) => map.values().for_each(|v| cards_in(v, out)),
        _ => {}
    }
}

/// The cards `viewer` may know the place of, computed from the full state and RULES.md
/// "What each player may know", independently of the view code.
fn allowed(game: &Match, viewer: Option<Seat>) -> CardSet {
    let hand = game.hand();
    let over = hand.is_over();
    let mut ok = CardSet::EMPTY;
    if let Some(seat) = viewer {
        ok = ok.union(hand.held(seat));
    }
    let mine = |s: Seat| viewer == Some(s);
    for record in hand.tricks() {
        ok = ok.union(CardSet::from_cards(record.ribs));
        for (seat, play) in record.plays_in_order() {
            if !play.is_fold() || over || mine(seat) {
                ok = ok.union(CardSet::from_cards(play.cards()));
            }
        }
    }
    let view = View::of_hand(hand, None);
    if hand.phase() == Phase::Play {
        // The current trick: face-up plays; the ribs for their bidder or a face-up trick.
        let bidder = game.view(Seat(0)).bidder().unwrap();
        let spectator_ribs = view.ribs();
        if let Some(r) = spectator_ribs {
            ok = ok.union(CardSet::from_cards(r));
        }
        if mine(bidder) {
            ok = ok.union(CardSet::from_cards(game.view(bidder).ribs().unwrap()));
        }
        for (seat, play) in game.spectator_view().plays().iter() {
            if let Some(p) = play {
                match p {
                    ribs::games::ribs::SeenPlay::FaceUp(c) => {
                        ok = ok.union(CardSet::from_cards(*c))
                    }
                    ribs::games::ribs::SeenPlay::Folded(_) if mine(seat) => {
                        let (_, c) = game.view(seat).my_fold().unwrap();
                        ok = ok.union(CardSet::from_cards(c));
                    }
                    ribs::games::ribs::SeenPlay::Folded(_) => {}
                }
            }
        }
    }
    if let Some((_, c)) = viewer.and_then(|s| game.view(s).my_fold()) {
        ok = ok.union(CardSet::from_cards(c));
    }
    ok
}

/// Every action worth trying at this point: the legal ones, and many illegal ones.
fn candidates(game: &Match, rng: &mut impl Rng) -> Vec<Action> {
    let n = game.seats();
    let mut out = Vec::new();
    for bid in 0..12 {
        out.push(Action::Bid(bid));
    }
    out.push(Action::Pass);
    let pack: Vec<Card> = CardSet::pack(n).to_vec();
    for _ in 0..24 {
        let a = pack[below(rng, pack.len() as u32) as usize];
        let b = pack[below(rng, pack.len() as u32) as usize];
        out.extend([
            Action::Ribs([a, b]),
            Action::FaceUp([a, b]),
            Action::Fold([a, b]),
        ]);
    }
    // Pairs from the seat's own hand, where most legal plays live.
    if let Some(seat) = game.to_act() {
        let held: Vec<Card> = game.hand().held(seat).to_vec();
        for _ in 0..8 {
            let a = held[below(rng, held.len() as u32) as usize];
            let b = held[below(rng, held.len() as u32) as usize];
            out.extend([
                Action::Ribs([a, b]),
                Action::FaceUp([a, b]),
                Action::Fold([a, b]),
            ]);
        }
    }
    out
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 48,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn every_card_stays_in_exactly_one_place(
        seed in any::<u64>(), players in 4u8..=10, variant in 0usize..16, target in 1u8..=2,
    ) {
        let mut game = new_match(players, variant, target, seed);
        let mut hands_seen = 0;
        play_match(&mut game, seed, |g, _, _, _| {
            g.hand().check_invariants().unwrap();
            if let Some(prev) = g.previous_hand() {
                prev.check_invariants().unwrap();
                hands_seen = hands_seen.max(prev.number() + 1);
            }
        });
        game.hand().check_invariants().unwrap();
        let total = game.hand().scores().as_slice().iter().sum::<u32>() + game.hand().discard().points();
        prop_assert_eq!(total, 10 * u32::from(players));
    }

    #[test]
    fn views_never_show_a_card_the_viewer_may_not_know(
        seed in any::<u64>(), players in 4u8..=10, variant in 0usize..16,
    ) {
        let mut game = new_match(players, variant, 1, seed);
        play_match(&mut game, seed, |g, _, _, _| {
            let viewers = Seat::all(players).map(Some).chain([None]);
            for viewer in viewers {
                let view = match viewer {
                    Some(s) => g.view(s),
                    None => g.spectator_view(),
                };
                let snapshot = view.snapshot();
                // Last hand's summary shows everything (that hand is over) and reuses the
                // pack's identities, so it is checked apart: it must be of a finished hand.
                let mut json = serde_json::to_value(&snapshot).unwrap();
                let previous = json.as_object_mut().unwrap().remove("previous_hand").unwrap();
                if let Some(prev) = g.previous_hand() {
                    assert!(prev.is_over());
                    assert_eq!(previous["hand"], serde_json::json!(prev.number()));
                } else {
                    assert!(previous.is_null());
                }
                let mut shown = CardSet::EMPTY;
                cards_in(&json, &mut shown);
                let leak = shown.difference(allowed(g, viewer));
                assert!(leak.is_empty(), "{viewer:?} sees {leak} in {snapshot:#?}");
                if let Some(seat) = viewer {
                    assert_eq!(CardSet::from_cards(snapshot.my_hand.iter().copied()), g.hand().held(seat));
                    // Nothing of another seat's hand, ever.
                    for other in Seat::all(players).filter(|o| *o != seat) {
                        let theirs = g.hand().held(other).intersection(shown);
                        assert!(theirs.is_empty(), "{seat} sees {other}'s {theirs}");
                    }
                } else {
                    assert!(snapshot.my_hand.is_empty());
                }
            }
        });
    }

    #[test]
    fn listed_actions_are_accepted_and_all_others_refused(
        seed in any::<u64>(), players in 4u8..=10, variant in 0usize..16,
    ) {
        let mut game = new_match(players, variant, 1, seed);
        play_match(&mut game, seed, |g, seat, legal, rng| {
            for action in legal {
                assert_eq!(action.canonical(), *action, "listed actions are canonical");
                let mut copy = g.clone();
                assert!(copy.apply(seat, *action).is_ok(), "{action} is listed but refused");
                if let Some([a, b]) = action.cards() {
                    // The same two cards in the other order are the same action.
                    let swapped = match action {
                        Action::Ribs(_) => Action::Ribs([b, a]),
                        Action::FaceUp(_) => Action::FaceUp([b, a]),
                        _ => Action::Fold([b, a]),
                    };
                    let mut other = g.clone();
                    other.apply(seat, swapped).unwrap();
                    assert_eq!(other, copy, "{swapped} and {action} differ");
                }
            }
            for action in candidates(g, rng) {
                let listed = legal.contains(&action.canonical());
                let mut copy = g.clone();
                let result = copy.apply(seat, action);
                assert_eq!(result.is_ok(), listed, "{action}: listed {listed}, got {result:?}");
                assert_eq!(g.check(seat, action).is_ok(), listed);
                if result.is_err() {
                    assert_eq!(&copy, g, "a refused action changed the match");
                }
                for other in Seat::all(players).filter(|o| *o != seat) {
                    assert!(g.legal_actions(other).is_empty());
                    assert!(g.clone().apply(other, action).is_err(), "{other} acted out of turn");
                }
            }
        });
    }

    #[test]
    fn the_same_seed_and_actions_replay_to_the_same_match(
        seed in any::<u64>(), players in 4u8..=10, variant in 0usize..16, target in 1u8..=3,
    ) {
        let mut game = new_match(players, variant, target, seed);
        let (actions, events) = play_match(&mut game, seed, |_, _, _, _| {});
        let mut replay = new_match(players, variant, target, seed);
        let mut replayed = replay.opening_events();
        for (seat, action) in &actions {
            replay.apply_to(*seat, *action, &mut replayed).unwrap();
        }
        prop_assert_eq!(&replay, &game);
        prop_assert_eq!(replayed, events);
        prop_assert!(game.is_over());
    }
}

#[test]
fn folded_cards_never_reach_a_capture_pile() {
    for seed in 0..200u64 {
        let mut hand = Hand::deal(Options::default(), 5, Seat(0), 0, seed).unwrap();
        let mut rng = rng_for(seed, Stream::Play, 0);
        while let Some(seat) = hand.to_act() {
            let legal = hand.legal_actions(seat);
            hand.apply(seat, legal[below(&mut rng, legal.len() as u32) as usize])
                .unwrap();
        }
        for record in hand.tricks() {
            for (_, play) in record.plays_in_order() {
                if let Played::Folded(cards) = play {
                    for seat in Seat::all(5) {
                        assert!(cards.iter().all(|c| !record.captured(seat).contains(*c)));
                    }
                }
            }
        }
        assert_eq!(hand.tricks().count(), 4);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// The fast random playout takes only legal actions and reaches exactly the state that
    /// applying those actions one by one (with validation) reaches; and its capture
    /// routing agrees with each trick's own account of who captured what.
    #[test]
    fn a_playout_equals_its_actions_applied_one_by_one(
        seed in any::<u64>(), players in 4u8..=10, variant in 0usize..16, dealer in 0u8..10,
    ) {
        let options = Options::all_variants()[variant];
        let dealer = Seat(dealer % players);
        let start = Hand::deal(options, players, dealer, 3, seed).unwrap();
        let mut fast = start.clone();
        let mut actions = Vec::new();
        let mut fast_events = Vec::new();
        fast.playout(&mut rng_for(seed, Stream::Play, 1), &mut fast_events, |s, a| actions.push((s, a)));
        prop_assert!(fast.is_over());
        let mut slow = start;
        let mut slow_events = Vec::new();
        for (seat, action) in &actions {
            prop_assert_eq!(slow.legal_actions(*seat).contains(action), true, "{} not listed", action);
            slow.apply_to(*seat, *action, &mut slow_events).unwrap();
        }
        prop_assert_eq!(&fast, &slow);
        prop_assert_eq!(fast_events, slow_events);
        fast.check_invariants().unwrap();
        let mut discard = CardSet::EMPTY;
        for seat in Seat::all(players) {
            let by_trick = fast.tricks().fold(CardSet::EMPTY, |acc, t| acc.union(t.captured(seat)));
            prop_assert_eq!(by_trick, fast.captured(seat));
        }
        for t in fast.tricks() {
            discard = discard.union(t.discarded());
        }
        prop_assert_eq!(discard, fast.discard());
    }
}
