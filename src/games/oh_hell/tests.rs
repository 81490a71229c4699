//! Oh Hell!'s rules, one test per worked example and settled point of `oh-hell.md`, and
//! property tests of its invariants over random games.

use proptest::prelude::*;

use super::*;
use crate::core::{Recipients, ToAct};
use crate::games::{Game, GameOptions};

fn card(code: &str) -> Card {
    code.parse().unwrap()
}

fn cards(codes: &[&str]) -> Cards {
    codes.iter().map(|c| card(c)).collect()
}

/// A hand of `codes` per seat, dealt by `dealer`, with `options` and the turned card.
fn hand(options: Options, dealer: u8, deal: &[&[&str]], turned: Option<&str>, number: u32) -> Hand {
    let seats = deal.len() as u8;
    let size = deal[0].len() as u8;
    let mut rules = HandRules::new(options, seats, Seat(dealer), size);
    rules.turned = turned.map(card);
    rules.trump = trump_of(options.trumps, rules.turned, number);
    rules.forehead = options.forehead(seats, number);
    let hands = PerSeat::from_fn(seats, |s| cards(deal[s.index()]));
    Hand::from_deal(rules, hands)
}

fn act(hand: &mut Hand, seat: u8, action: Action) -> Result<Vec<Told<Event>>, Refusal> {
    let mut told = Vec::new();
    hand.apply_to(Seat(seat), action, &mut told).map(|()| told)
}

fn bid(n: u8) -> Action {
    Action::Bid(n)
}

fn play(code: &str) -> Action {
    Action::Card(card(code))
}

/// Example 1 of the rules file: Ann deals; Bob 2, Cat 1, Ann 1; the three tricks.
fn example_one() -> Hand {
    hand(
        Options::default(),
        0,
        &[
            &["Qs", "7h", "2d"],
            &["As", "Jd", "5h"],
            &["Ks", "9h", "3c"],
        ],
        Some("8h"),
        0,
    )
}

#[test]
fn example_one_a_whole_hand_scores_as_the_rules_file_says() {
    let mut h = example_one();
    assert_eq!(h.rules().trump, Some(Suit::Hearts));
    for (seat, action) in [
        (1, bid(2)),
        (2, bid(1)),
        (0, bid(1)),
        (1, play("As")),
        (2, play("Ks")),
        (0, play("Qs")),
        (1, play("Jd")),
        (2, play("9h")),
        (0, play("2d")),
        (2, play("3c")),
        (0, play("7h")),
        (1, play("5h")),
    ] {
        act(&mut h, seat, action).unwrap();
    }
    assert_eq!(h.phase(), Phase::Over);
    let winners: Vec<u8> = h.tricks().iter().map(|t| t.winner.unwrap().0).collect();
    assert_eq!(winners, [1, 2, 0]);
    assert_eq!(h.won().as_slice(), [1, 1, 1]);
    assert_eq!(h.scores().as_slice(), [11, 1, 11]);
}

#[test]
fn example_two_the_dealer_may_bid_anything_but_the_hooked_number() {
    let mut h = example_one();
    act(&mut h, 1, bid(2)).unwrap();
    act(&mut h, 2, bid(1)).unwrap();
    assert_eq!(h.hooked(), Some(0));
    assert_eq!(h.to_act(), ToAct::One(Seat(0)));
    assert_eq!(h.legal_actions(Seat(0)), [bid(1), bid(2), bid(3)]);
    assert_eq!(act(&mut h, 0, bid(0)), Err(Refusal::Hooked { bid: 0 }));
}

#[test]
fn a_bid_may_change_until_the_next_player_bids_and_the_hook_uses_it() {
    let mut h = example_one();
    act(&mut h, 1, bid(2)).unwrap();
    let told = act(&mut h, 1, bid(0)).unwrap();
    assert!(matches!(
        told[0].event,
        Event::Bid {
            changed: true,
            bid: 0,
            ..
        }
    ));
    act(&mut h, 2, bid(1)).unwrap();
    assert_eq!(act(&mut h, 1, bid(3)), Err(Refusal::BidFinal));
    // Cat may still change: Ann, the dealer, has not bid.
    act(&mut h, 2, bid(2)).unwrap();
    assert_eq!(h.hooked(), Some(1));
    assert_eq!(act(&mut h, 0, bid(1)), Err(Refusal::Hooked { bid: 1 }));
    act(&mut h, 0, bid(0)).unwrap();
    // The dealer's bid is final: the play has begun.
    assert_eq!(h.phase(), Phase::Play);
    assert_eq!(act(&mut h, 0, bid(3)), Err(Refusal::BiddingOver));
    assert_eq!(act(&mut h, 2, bid(1)), Err(Refusal::BiddingOver));
}

#[test]
fn without_the_hook_the_dealer_may_make_the_bids_add_up() {
    let options = Options {
        bidding: Bidding::NoHook,
        ..Options::default()
    };
    let mut h = hand(options, 0, &[&["Qs"], &["As"], &["Ks"]], Some("8h"), 0);
    act(&mut h, 1, bid(1)).unwrap();
    act(&mut h, 2, bid(0)).unwrap();
    assert_eq!(h.hooked(), None);
    act(&mut h, 0, bid(0)).unwrap();
}

#[test]
fn bids_are_whole_numbers_from_zero_to_the_cards_dealt_and_taken_in_turn() {
    let mut h = example_one();
    assert_eq!(
        act(&mut h, 1, bid(4)),
        Err(Refusal::BidTooHigh { bid: 4, cards: 3 })
    );
    assert_eq!(
        act(&mut h, 2, bid(1)),
        Err(Refusal::NotYourTurn {
            waiting_for: Seat(1)
        })
    );
    assert_eq!(act(&mut h, 1, play("As")), Err(Refusal::StillBidding));
}

#[test]
fn simultaneous_bids_are_secret_until_all_have_chosen_and_never_change() {
    let options = Options {
        bidding: Bidding::Simultaneous,
        ..Options::default()
    };
    let mut h = hand(options, 0, &[&["Qs"], &["As"], &["Ks"]], Some("8h"), 0);
    assert_eq!(h.to_act(), ToAct::Several(SeatSet::all(3)));
    let told = act(&mut h, 2, bid(1)).unwrap();
    assert_eq!(told[0].to, Recipients::seat(Seat(2)));
    assert!(matches!(told[1].event, Event::BidChosen { seat: Seat(2) }));
    assert_eq!(act(&mut h, 2, bid(0)), Err(Refusal::AlreadyBid));
    act(&mut h, 0, bid(1)).unwrap();
    // No hook: the bids may add up.
    let told = act(&mut h, 1, bid(1)).unwrap();
    assert!(
        told.iter()
            .any(|t| matches!(t.event, Event::BidsShown { .. }))
    );
    assert_eq!(h.phase(), Phase::Play);
}

#[test]
fn a_player_must_follow_suit_and_may_play_anything_when_void() {
    let mut h = hand(
        Options::default(),
        0,
        &[&["Qs", "7h"], &["As", "Jd"], &["2s", "9h"]],
        Some("8c"),
        0,
    );
    for (s, b) in [(1, 1), (2, 0), (0, 0)] {
        act(&mut h, s, bid(b)).unwrap();
    }
    act(&mut h, 1, play("Jd")).unwrap();
    // Ann holds no diamond: anything goes. Cat neither.
    act(&mut h, 2, play("2s")).unwrap();
    act(&mut h, 0, play("Qs")).unwrap();
    assert_eq!(
        h.tricks()[0].winner,
        Some(Seat(1)),
        "the highest of the suit led"
    );
    assert_eq!(
        act(&mut h, 1, play("Jd")),
        Err(Refusal::NotHeld(card("Jd")))
    );
    act(&mut h, 1, play("As")).unwrap();
    act(&mut h, 2, play("9h")).unwrap();
}

#[test]
fn a_held_card_of_the_suit_led_must_be_played() {
    let mut h = hand(
        Options::default(),
        0,
        &[&["Qs", "7h"], &["As", "Jd"], &["2s", "9h"]],
        Some("8c"),
        0,
    );
    for (s, b) in [(1, 1), (2, 0), (0, 0)] {
        act(&mut h, s, bid(b)).unwrap();
    }
    act(&mut h, 1, play("As")).unwrap();
    assert_eq!(
        act(&mut h, 2, play("9h")),
        Err(Refusal::MustFollow { suit: Suit::Spades })
    );
    assert_eq!(h.legal_actions(Seat(2)), [play("2s")]);
}

#[test]
fn the_highest_trump_takes_the_trick() {
    let mut h = hand(
        Options::default(),
        0,
        &[&["2h", "3c"], &["As", "4c"], &["3h", "5c"]],
        Some("8h"),
        0,
    );
    for (s, b) in [(1, 1), (2, 0), (0, 0)] {
        act(&mut h, s, bid(b)).unwrap();
    }
    act(&mut h, 1, play("As")).unwrap();
    act(&mut h, 2, play("3h")).unwrap();
    act(&mut h, 0, play("2h")).unwrap();
    assert_eq!(h.tricks()[0].winner, Some(Seat(2)));
    assert_eq!(h.turn(), Seat(2), "the winner leads next");
}

#[test]
fn with_must_trump_a_void_player_must_ruff_if_able() {
    let options = Options {
        must_trump: true,
        ..Options::default()
    };
    let mut h = hand(
        options,
        0,
        &[&["2h", "3c"], &["As", "4c"], &["3h", "5c"]],
        Some("8h"),
        0,
    );
    for (s, b) in [(1, 1), (2, 0), (0, 0)] {
        act(&mut h, s, bid(b)).unwrap();
    }
    act(&mut h, 1, play("As")).unwrap();
    assert_eq!(
        act(&mut h, 2, play("5c")),
        Err(Refusal::MustTrump {
            trump: Suit::Hearts
        })
    );
    assert_eq!(h.legal_actions(Seat(2)), [play("3h")]);
}

#[test]
fn the_dealer_leads_first_with_first_lead_dealer() {
    let options = Options {
        first_lead: FirstLead::Dealer,
        ..Options::default()
    };
    let mut h = hand(options, 0, &[&["Qs"], &["As"], &["Ks"]], Some("8h"), 0);
    for (s, b) in [(1, 1), (2, 1), (0, 0)] {
        act(&mut h, s, bid(b)).unwrap();
    }
    assert_eq!(h.to_act(), ToAct::One(Seat(0)));
}

#[test]
fn the_default_scoring_is_tricks_plus_ten_for_the_exact_bid() {
    let rules = *example_one().rules();
    assert_eq!(
        [rules.score(2, 2), rules.score(2, 1), rules.score(2, 3)],
        [12, 1, 3]
    );
    assert_eq!(rules.score(0, 0), 10);
}

#[test]
fn every_scoring_method_scores_as_the_rules_file_settles() {
    let base = *example_one().rules();
    let with = |scoring, zero_bid| HandRules {
        scoring,
        zero_bid,
        ..base
    };
    let exact = with(Scoring::ExactOnly, ZeroBid::Standard);
    assert_eq!(
        [exact.score(2, 2), exact.score(0, 0), exact.score(2, 1)],
        [12, 10, 0]
    );
    let ten = with(Scoring::TenPerTrick, ZeroBid::Standard);
    assert_eq!(
        [ten.score(3, 3), ten.score(0, 0), ten.score(3, 1)],
        [30, 10, -20]
    );
    let five_ten = with(Scoring::FiveTen, ZeroBid::Standard);
    // The 5 for being wrong and the 5 per trick both count: bid 3, won 1 is −15.
    assert_eq!([five_ten.score(2, 2), five_ten.score(3, 1)], [25, -15]);
    let squares = with(Scoring::Squares, ZeroBid::Standard);
    assert_eq!([squares.score(3, 3), squares.score(1, 4)], [19, -9]);
    // zero_bid replaces a made 0's figure only, whatever the method.
    for scoring in [Scoring::TricksBonus, Scoring::TenPerTrick, Scoring::Squares] {
        assert_eq!(with(scoring, ZeroBid::Five).score(0, 0), 5);
        assert_eq!(
            with(scoring, ZeroBid::FivePlusCards).score(0, 0),
            8,
            "c = 3"
        );
        assert_eq!(
            with(scoring, ZeroBid::Five).score(0, 1),
            with(scoring, ZeroBid::Standard).score(0, 1)
        );
    }
}

#[test]
fn cycles_run_hearts_diamonds_clubs_spades_and_no_trumps_fifth() {
    let cycle: Vec<Option<Suit>> = (1..=6).map(|k| trump_of(Trumps::Cycle, None, k)).collect();
    use Suit::*;
    assert_eq!(
        cycle,
        [
            Some(Hearts),
            Some(Diamonds),
            Some(Clubs),
            Some(Spades),
            Some(Hearts),
            Some(Diamonds)
        ]
    );
    let nt: Vec<Option<Suit>> = (1..=6)
        .map(|k| trump_of(Trumps::CycleNoTrumps, None, k))
        .collect();
    assert_eq!(
        nt,
        [
            Some(Hearts),
            Some(Diamonds),
            Some(Clubs),
            Some(Spades),
            None,
            Some(Hearts)
        ]
    );
    assert_eq!(trump_of(Trumps::Spades, None, 3), Some(Spades));
    for trumps in [Trumps::Spades, Trumps::Cycle, Trumps::CycleNoTrumps] {
        assert!(!turns_a_card(trumps), "no card turned");
        let options = Options {
            trumps,
            ..Options::default()
        };
        assert_eq!(Hand::deal(options, 4, Seat(0), 2, 9).rules().turned, None);
    }
}

#[test]
fn a_turned_two_to_six_means_no_trumps_with_turn_up_high() {
    assert_eq!(trump_of(Trumps::TurnUpHigh, Some(card("6h")), 1), None);
    assert_eq!(
        trump_of(Trumps::TurnUpHigh, Some(card("7h")), 1),
        Some(Suit::Hearts)
    );
    assert_eq!(
        trump_of(Trumps::TurnUpHigh, Some(card("LJ")), 1),
        Some(Suit::Jokers)
    );
    assert_eq!(
        trump_of(Trumps::TurnUp, Some(card("2h")), 1),
        Some(Suit::Hearts)
    );
}

#[test]
fn when_every_card_is_dealt_no_card_is_turned_and_there_are_no_trumps() {
    let options = Options {
        max_cards: Some(13),
        ..Options::default()
    };
    let h = Hand::deal(options, 4, Seat(0), 1, 5);
    assert_eq!(
        (h.rules().cards, h.rules().turned, h.rules().trump),
        (13, None, None)
    );
}

#[test]
fn a_turned_joker_makes_the_other_joker_the_only_trump() {
    let options = Options {
        jokers: true,
        ..Options::default()
    };
    let mut h = hand(
        options,
        0,
        &[&["BJ", "2c"], &["As", "3c"], &["Ks", "4c"]],
        Some("LJ"),
        0,
    );
    assert_eq!(h.rules().trump, Some(Suit::Jokers));
    for (s, b) in [(1, 1), (2, 1), (0, 1)] {
        act(&mut h, s, bid(b)).unwrap();
    }
    act(&mut h, 1, play("As")).unwrap();
    act(&mut h, 2, play("Ks")).unwrap();
    act(&mut h, 0, play("BJ")).unwrap();
    assert_eq!(h.tricks()[0].winner, Some(Seat(0)));
    // Jokers are followed like any suit: led, the holder of none plays anything.
    assert_eq!(options.max_cards_limit(3), 18);
}

#[test]
fn the_forehead_hand_is_the_final_one_card_hand_and_its_holder_plays_blind() {
    let options = Options {
        sequence: Sequence::Down,
        max_cards: Some(2),
        forehead_last_hand: true,
        ..Options::default()
    };
    let mut game = OhHell::new(options, 3, 4).unwrap();
    play_hand(&mut game);
    assert_eq!(game.number(), 2);
    assert!(game.hand().rules().forehead);
    let me = Seat(0);
    let view = game.view(Some(me));
    assert_eq!(view.hand, None, "a player's own card is hidden");
    for seat in Seat::all(3) {
        let shown = view.foreheads[seat];
        if seat == me {
            assert_eq!(shown, None);
        } else {
            assert_eq!(
                shown,
                game.hand().held(seat).lowest(),
                "the others' are shown"
            );
        }
    }
    play_hand(&mut game);
    assert!(game.is_over());
}

/// Plays the current hand: the lowest legal action everywhere (a blind play where that is
/// all there is).
fn play_hand(game: &mut OhHell) {
    let number = game.number();
    while !game.is_over() && game.number() == number {
        let seat = game.to_act().seats().next().unwrap();
        let action = game.legal_actions(seat)[0];
        game.apply(seat, action).unwrap();
    }
}

#[test]
fn the_deal_passes_to_the_left_and_the_sequence_sets_each_hands_size() {
    let options = Options {
        max_cards: Some(3),
        ..Options::default()
    };
    let mut game = OhHell::new(options, 4, 11).unwrap();
    let first = game.hand().rules().dealer;
    let mut sizes = Vec::new();
    for k in 0..5 {
        assert_eq!(game.hand().rules().dealer, first.left(k % 4, 4));
        sizes.push(game.hand().rules().cards);
        play_hand(&mut game);
    }
    assert_eq!(sizes, [3, 2, 1, 2, 3]);
    assert!(game.is_over());
    assert_eq!(Game::progress(&game).rounds_complete, 5);
}

#[test]
fn a_tie_is_shared_by_default_and_played_off_with_play_off() {
    // Find a seed whose short game ends tied, then play it again with a play-off.
    let short = Options {
        sequence: Sequence::Down,
        max_cards: Some(1),
        ..Options::default()
    };
    let tied = (0..200u64)
        .find(|&seed| {
            let mut g = OhHell::new(short, 3, seed).unwrap();
            play_hand(&mut g);
            g.leaders().len() > 1
        })
        .expect("some seed ties");
    let mut g = OhHell::new(short, 3, tied).unwrap();
    play_hand(&mut g);
    assert!(g.is_over());
    let outcome = Game::outcome(&g).unwrap();
    assert!(
        outcome.winners().count() > 1,
        "everyone tied for highest wins"
    );
    let off = Options {
        tie: Tie::PlayOff,
        ..short
    };
    let mut g = OhHell::new(off, 3, tied).unwrap();
    play_hand(&mut g);
    assert!(!g.is_over(), "a play-off hand follows");
    assert_eq!(g.hand().rules().cards, 1, "of M cards");
    let mut hands = 1;
    while !g.is_over() {
        play_hand(&mut g);
        hands += 1;
        assert!(hands < 100);
    }
    assert_eq!(g.leaders().len(), 1);
    assert_eq!(Game::outcome(&g).unwrap().winners().count(), 1);
}

#[test]
fn the_settlement_is_each_total_less_the_average() {
    let totals = PerSeat::from_fn(3, |s| [30, 20, 11][s.index()]);
    assert_eq!(
        OhHell::settlement(&totals).as_slice(),
        [97, -3, -93],
        "in tenths: 9.7, -0.3, -9.3"
    );
}

#[test]
fn max_cards_is_bounded_by_the_pack_shared_out() {
    let options = Options::default().with("max_cards", "13").unwrap();
    assert!(OhHell::new(options, 4, 1).is_ok());
    assert_eq!(
        OhHell::new(options, 5, 1),
        Err(SetupError::MaxCards { max: 13, limit: 10 })
    );
    assert_eq!(
        OhHell::new(Options::default(), 8, 1),
        Err(SetupError::Seats(8))
    );
    let jokers = options
        .with("jokers", "true")
        .unwrap()
        .with("max_cards", "18")
        .unwrap();
    assert!(OhHell::new(jokers, 3, 1).is_ok());
}

#[test]
fn a_game_replays_from_its_log_to_the_same_state() {
    let mut game = OhHell::new(Options::default().with("max_cards", "3").unwrap(), 5, 21).unwrap();
    let mut log = Vec::new();
    for _ in 0..30 {
        let seat = game.to_act().seats().next().unwrap();
        let legal = game.legal_actions(seat);
        let action = legal[legal.len() / 2];
        game.apply(seat, action).unwrap();
        log.push((seat, action));
    }
    let again = OhHell::replay(game.options(), 5, 21, log).unwrap();
    assert_eq!(again, game);
}

// ----- Properties over random games -----

fn options_strategy() -> impl Strategy<Value = Options> {
    (
        0..4usize,
        1..=4u8,
        0..5usize,
        0..3usize,
        any::<[bool; 4]>(),
        0..5usize,
        0..3usize,
    )
        .prop_map(
            |(seq, max, trumps, bidding, [lead, must, jokers, forehead], scoring, zero)| {
                let pick = |key: &str, words: &[&str], i: usize, o: Options| {
                    o.with(key, words[i]).unwrap()
                };
                let mut o = Options::default();
                o = pick("sequence", Sequence::WORDS, seq, o);
                o = pick("trumps", Trumps::WORDS, trumps, o);
                o = pick("bidding", Bidding::WORDS, bidding, o);
                o = pick("scoring", Scoring::WORDS, scoring, o);
                o = pick("zero_bid", ZeroBid::WORDS, zero, o);
                o.max_cards = Some(max);
                o.first_lead = if lead {
                    FirstLead::Dealer
                } else {
                    FirstLead::LeftOfDealer
                };
                o.must_trump = must;
                o.jokers = jokers;
                o.forehead_last_hand = forehead;
                o
            },
        )
}

/// What the properties check after each action of a random game.
fn check_invariants(game: &OhHell, hand_start_totals: &PerSeat<i32>) {
    let hand = game.hand();
    let n = game.seats();
    let played: Cards = hand
        .tricks()
        .iter()
        .chain(std::iter::once(hand.trick()))
        .flat_map(|t| t.cards().iter().copied())
        .collect();
    let mut all = Cards::EMPTY;
    for seat in Seat::all(n) {
        let dealt = hand.dealt()[seat];
        assert_eq!(dealt.len(), u32::from(hand.rules().cards));
        assert!(all.intersection(dealt).is_empty(), "a card dealt twice");
        all = all.union(dealt);
        assert!(hand.held(seat).difference(dealt).is_empty());
    }
    let held: Cards = Seat::all(n).fold(Cards::EMPTY, |a, s| a.union(hand.held(s)));
    assert_eq!(held.union(played), all, "cards conserved");
    assert!(held.intersection(played).is_empty());
    if let Some(turned) = hand.rules().turned {
        assert!(!all.contains(turned), "the turned card is in no hand");
    }
    let _ = hand_start_totals;
}

/// No view shows a card its seat may not know: another seat's held cards appear nowhere in
/// it (in the forehead hand, the seat's own), nor in a spectator's.
fn check_views(game: &OhHell) {
    let hand = game.hand();
    let n = game.seats();
    for viewer in Seat::all(n).map(Some).chain([None]) {
        let json = serde_json::to_string(&game.view(viewer)).unwrap();
        for seat in Seat::all(n) {
            let mine = Some(seat) == viewer;
            let may_see = if hand.rules().forehead && !game.is_over() && hand.phase() != Phase::Over
            {
                !mine && viewer.is_some()
            } else {
                mine
            };
            if may_see {
                continue;
            }
            for card in hand.held(seat).iter() {
                assert!(
                    !json.contains(&format!("\"{}\"", card.code())),
                    "{viewer:?} sees {card:?} of {seat:?}"
                );
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant(
        options in options_strategy(),
        seats in 3..=7u8,
        seed in any::<u64>(),
        picks in proptest::collection::vec(any::<u16>(), 400),
    ) {
        let mut game = OhHell::new(options, seats, seed).unwrap();
        let mut totals = *game.totals();
        let mut scored = PerSeat::<i32>::new(seats);
        let mut step = 0;
        while !game.is_over() {
            let to_act = game.to_act();
            let seat = to_act.seats().next().unwrap();
            let legal = game.legal_actions(seat);
            prop_assert!(!legal.is_empty());
            let hooked = game.hand().hooked().filter(|_| seat == game.hand().rules().dealer);
            if let Some(barred) = hooked {
                prop_assert!(!legal.contains(&Action::Bid(barred)), "the dealer's forbidden bid");
            }
            let action = legal[usize::from(picks[step % picks.len()]) % legal.len()];
            // Turn order: the seat on turn in play is the one after the last card.
            if let (Action::Card(_), Some(last)) = (action, game.hand().trick().plays(seats).last()) {
                prop_assert_eq!(seat, last.0.left(1, seats));
            }
            let told = game.apply(seat, action).unwrap();
            for t in &told {
                match (&t.event, t.to) {
                    (Event::Dealt { seat: s, .. }, Recipients::Seats(to)) => {
                        prop_assert!(to.contains(*s) != game.hand().rules().forehead);
                    }
                    (Event::SecretBid { seat: s, .. }, to) => prop_assert_eq!(to, Recipients::seat(*s)),
                    (Event::Dealt { .. }, Recipients::Table) => prop_assert!(false, "a hand told to the table"),
                    (_, to) => prop_assert_eq!(to, Recipients::Table),
                }
                if let Event::HandScored(summary) = &t.event {
                    let won: u32 = summary.won.as_slice().iter().map(|&w| u32::from(w)).sum();
                    prop_assert_eq!(won, u32::from(summary.cards), "every trick taken once");
                    if options.bidding == Bidding::Hook {
                        let bids: u32 = summary.bids.as_slice().iter().map(|&b| u32::from(b)).sum();
                        prop_assert_ne!(bids, u32::from(summary.cards), "the hook");
                    }
                    for s in Seat::all(seats) {
                        scored[s] += summary.scores[s];
                        prop_assert_eq!(summary.totals[s], scored[s], "totals add up");
                    }
                }
            }
            check_invariants(&game, &totals);
            check_views(&game);
            totals = *game.totals();
            step += 1;
            prop_assert!(step < 5_000);
        }
        prop_assert_eq!(*game.totals(), scored);
        let outcome = Game::outcome(&game).unwrap();
        prop_assert!(outcome.winners().all(|s| game.leaders().contains(s)));
    }
}
