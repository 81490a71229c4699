//! Oh Hell!'s front checked on random games: the panel offers exactly the legal actions,
//! every move code reads back, and the table message shows no card a hand still holds.

use super::*;
use crate::core::SeatSet;
use crate::discord::custom_id::MoveCode;
use crate::games::Game;
use crate::games::GameKind;
use crate::games::oh_hell::{Options, Sequence, Trumps};
use crate::table::{MatchId, Occupant, PlaceId, SeatInfo, ServerId, TableStatus};

const NAMES: [&str; 7] = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus"];

/// Option sets that reach every kind of panel: the hook, secret bids, must-trump,
/// jokers, the forehead hand.
fn tables() -> Vec<(Options, u8)> {
    let short = Options {
        max_cards: Some(3),
        ..Options::default()
    };
    vec![
        (short, 3),
        (
            Options {
                bidding: Bidding::Simultaneous,
                must_trump: true,
                ..short
            },
            4,
        ),
        (
            Options {
                jokers: true,
                trumps: Trumps::TurnUpHigh,
                ..short
            },
            5,
        ),
        (
            Options {
                sequence: Sequence::Down,
                forehead_last_hand: true,
                ..short
            },
            3,
        ),
        (
            Options {
                bidding: Bidding::NoHook,
                max_cards: Some(17),
                sequence: Sequence::Down,
                ..Options::default()
            },
            3,
        ),
    ]
}

/// A table of people (users 11..) around `game`, `seat`'s view of it.
fn player_view(game: &OhHell, seat: Seat) -> PlayerView<OhHell> {
    let waiting = game.to_act().seats().fold(SeatSet::EMPTY, SeatSet::with);
    let info = TableInfo {
        id: MatchId(7),
        game: GameKind::OhHell,
        waiting,
        place: PlaceId(1),
        thread: None,
        server: ServerId(2),
        host: UserId(11),
        status: TableStatus::Playing,
        options: game.options(),
        turn_timer: None,
        seats: (0..game.seats())
            .map(|i| SeatInfo {
                seat: Seat(i),
                occupant: Occupant::Human {
                    user: UserId(11 + u64::from(i)),
                    name: NAMES[usize::from(i)].into(),
                },
                handed_over: false,
                timeouts: 0,
                on_autopilot: false,
                turn_began: waiting.contains(Seat(i)).then(|| game.step()),
            })
            .collect(),
        step: game.step(),
        to_act: game.to_act().single(),
        public: Some(Game::view(game, None)),
        overdue: None,
        cannot_save: false,
    };
    PlayerView {
        info,
        seat,
        view: Game::view(game, Some(seat)),
    }
}

/// Plays every table's games to the end, each step calling `each` before the action.
fn every_state(mut each: impl FnMut(&OhHell)) {
    let mut pick: u64 = 0x9e37_79b9;
    for (options, seats) in tables() {
        for seed in 0..4 {
            let mut game = OhHell::new(options, seats, seed).unwrap();
            while !game.is_over() {
                each(&game);
                let seat = game.to_act().seats().next().unwrap();
                let legal = game.legal_actions(seat);
                pick = pick
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                let action = legal[(pick >> 33) as usize % legal.len()];
                game.apply(seat, action).unwrap();
            }
            each(&game);
        }
    }
}

/// The live move controls of a rendered panel, read back as actions, and the disabled.
fn offered(panel: &Rendered) -> (Vec<Action>, Vec<Action>) {
    let (mut live, mut off) = (Vec::new(), Vec::new());
    for row in &panel.rows {
        let Row::Buttons(buttons) = row else {
            panic!("the panel has only buttons");
        };
        for b in buttons {
            let code = b.id.rsplit(':').next().unwrap();
            let action = OhHell::move_of(code).unwrap_or_else(|| panic!("{}", b.id));
            if b.disabled { &mut off } else { &mut live }.push(action);
        }
    }
    (live, off)
}

#[test]
fn the_panel_offers_exactly_the_legal_actions_and_shows_the_barred_bid_disabled() {
    let mut hooked_seen = false;
    every_state(|game| {
        for seat in Seat::all(game.seats()) {
            let view = player_view(game, seat);
            let legal = game.legal_actions(seat);
            assert_eq!(
                super::legal(&view.view),
                legal,
                "{seat:?} at {}",
                game.step()
            );
            let (live, off) = offered(&OhHell::panel(Lang::En, &view, None));
            let mut expected = legal.clone();
            if let Some(own) = view.view.bids[seat].filter(|_| view.view.changeable == Some(seat)) {
                expected.retain(|&a| a != Action::Bid(own));
            }
            assert_eq!(live, expected, "{seat:?} at {}", game.step());
            let barred = game.hand().hooked().filter(|_| {
                seat == game.hand().rules().dealer && game.to_act().seats().any(|s| s == seat)
            });
            assert_eq!(off, barred.map(Action::Bid).into_iter().collect::<Vec<_>>());
            hooked_seen |= !off.is_empty();
            if !off.is_empty() {
                let text = OhHell::panel(Lang::En, &view, None).content;
                assert!(text.contains("(the hook)"), "{text}");
            }
        }
    });
    assert!(hooked_seen, "a dealer was barred from a bid");
}

#[test]
fn every_legal_action_reads_back_from_its_code() {
    every_state(|game| {
        for seat in Seat::all(game.seats()) {
            for action in game.legal_actions(seat) {
                let code = OhHell::move_code(action);
                assert!(MoveCode::new(&code).is_some(), "{code}");
                assert_eq!(OhHell::move_of(&code), Some(action));
            }
        }
    });
    for action in [
        Action::Card(Card::BIG_JOKER),
        Action::Card(Card::LITTLE_JOKER),
    ] {
        assert_eq!(OhHell::move_of(&OhHell::move_code(action)), Some(action));
    }
    for bad in [
        "", "bid", "bid.", "bid.x", "bid.999", "bid.-1", "card.1x", "blind.2", "draw",
    ] {
        assert_eq!(OhHell::move_of(bad), None, "{bad}");
    }
}

#[test]
fn the_table_message_shows_no_card_still_in_a_hand() {
    every_state(|game| {
        let view = player_view(game, Seat(0));
        let table = OhHell::table(Lang::En, &view.info);
        let embed = table.embed.unwrap();
        let shown = format!("{}{}{}", table.content, embed.title, embed.description);
        for seat in Seat::all(game.seats()) {
            for card in game.hand().held(seat).iter() {
                let face = format!(" {card}");
                assert!(!shown.contains(&face), "{card:?} of {seat:?} in {shown}");
            }
        }
    });
}

#[test]
fn the_table_picture_shows_no_card_still_in_a_hand() {
    every_state(|game| {
        let view = player_view(game, Seat(0));
        let table = OhHell::table(Lang::En, &view.info);
        let picture = table.picture.expect("a dealt table has a picture");
        for seat in Seat::all(game.seats()) {
            for card in game.hand().held(seat).iter() {
                let drawn = match card.as_standard() {
                    Some(_) => format!("data-card=\"{}\"", card.code()),
                    None => format!(">{}</text>", card.code()),
                };
                assert!(!picture.svg.contains(&drawn), "{card:?} of {seat:?} drawn");
                let said = format!(" {card}");
                assert!(
                    !picture.alt.contains(&said),
                    "{card:?} of {seat:?} in {}",
                    picture.alt
                );
            }
        }
    });
}

#[test]
fn the_table_shows_the_trumps_the_bids_the_trick_and_the_hand_in_the_sequence() {
    let options = Options {
        max_cards: Some(3),
        ..Options::default()
    };
    let mut game = OhHell::new(options, 3, 1).unwrap();
    let first = game.to_act().single().unwrap();
    game.apply(first, Action::Bid(1)).unwrap();
    let view = player_view(&game, first);
    let table = OhHell::table(Lang::En, &view.info);
    let embed = table.embed.unwrap();
    assert!(embed.title.contains("hand 1 of 5"), "{}", embed.title);
    assert!(embed.title.contains("3 cards"), "{}", embed.title);
    assert!(
        embed.description.contains("trumps"),
        "{}",
        embed.description
    );
    assert!(embed.description.contains("bid 1"), "{}", embed.description);
    assert!(
        embed.description.contains("Bids: 1 of 3"),
        "{}",
        embed.description
    );
    let next = game.to_act().single().unwrap();
    assert_eq!(table.mentions, vec![UserId(11 + u64::from(next.0))]);
    assert!(
        table
            .content
            .contains(&format!("<@{}>", 11 + u64::from(next.0)))
    );
    // Into the play: the trick as it is played.
    while game.hand().phase() == Phase::Bidding {
        let seat = game.to_act().single().unwrap();
        let bid = game.legal_actions(seat)[0];
        game.apply(seat, bid).unwrap();
    }
    let leader = game.to_act().single().unwrap();
    let card = game.legal_actions(leader)[0];
    game.apply(leader, card).unwrap();
    let view = player_view(&game, leader);
    let description = OhHell::table(Lang::En, &view.info)
        .embed
        .unwrap()
        .description;
    assert!(description.contains("Trick 1: Ann") || description.contains("Trick 1:"));
    let Action::Card(played) = card else {
        panic!("a card")
    };
    assert!(description.contains(&played.to_string()), "{description}");
}

#[test]
fn a_trick_and_a_hand_are_announced_and_the_result_ranks_by_total() {
    let options = Options {
        max_cards: Some(1),
        sequence: Sequence::Down,
        ..Options::default()
    };
    let mut game = OhHell::new(options, 3, 5).unwrap();
    let mut said = Vec::new();
    while !game.is_over() {
        let seat = game.to_act().single().unwrap();
        let action = game.legal_actions(seat)[0];
        let told = game.apply(seat, action).unwrap();
        let events: Vec<Event> = told.into_iter().map(|t| t.event).collect();
        said.extend(Announcement::<OhHell>::of_step(game.step() - 1, &events));
    }
    let view = player_view(&game, Seat(0));
    let shown: Vec<Rendered> = said
        .iter()
        .filter_map(|a| OhHell::announcement(Lang::En, &view.info, a))
        .collect();
    assert_eq!(shown.len(), 2, "one trick, one hand");
    let trick = shown[0].embed.as_ref().unwrap();
    assert!(trick.title.starts_with("Trick 1 to "), "{}", trick.title);
    let hand = shown[1].embed.as_ref().unwrap();
    assert!(hand.title.starts_with("Hand 1 scored"), "{}", hand.title);
    assert_eq!(hand.description.lines().count(), 3, "{}", hand.description);
    let (title, lines) = OhHell::result(Lang::En, &view.info, Closing::Won, &|u| u.0.to_string());
    assert!(
        title.contains("wins the game") || title.contains("share the win"),
        "{title}"
    );
    assert!(lines.starts_with("1. "), "{lines}");
    assert!(lines.contains("against the average"), "{lines}");
}
