//! Cribbage's front checked on random games: the panel offers exactly the legal actions,
//! every move code reads back, no public message shows a card still hidden, and every
//! message keeps within Discord's limits.

use super::*;
use crate::core::SeatSet;
use crate::discord::custom_id::MoveCode;
use crate::games::Game;
use crate::games::GameKind;
use crate::games::cribbage::{Options, Skunk, TwoHandDeal};
use crate::table::{MatchId, Occupant, PlaceId, SeatInfo, ServerId, TableStatus};

const NAMES: [&str; 4] = ["Ann", "Bob", "Cat", "Dan"];

/// Option sets that reach every kind of panel: six cards and five, three and four
/// players, muggins' claims, short games that end in the middle of a hand.
fn tables() -> Vec<(Options, u8)> {
    let short = Options {
        target: 61,
        ..Options::default()
    };
    vec![
        (short, 2),
        (
            Options {
                two_hand_deal: TwoHandDeal::Five,
                muggins: true,
                ..short
            },
            2,
        ),
        (
            Options {
                skunk: Skunk::DoubleSkunk,
                match_to: 2,
                ..short
            },
            3,
        ),
        (
            Options {
                muggins: true,
                ..short
            },
            4,
        ),
    ]
}

/// A table of people (users 11..) around `game`, `seat`'s view of it.
fn player_view(game: &Cribbage, seat: Seat) -> PlayerView<Cribbage> {
    let waiting = game.to_act().seats().fold(SeatSet::EMPTY, SeatSet::with);
    let info = TableInfo {
        id: MatchId(7),
        game: GameKind::Cribbage,
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

/// Plays every table's games to the end, each step calling `each` before the action with
/// the public events of the step before.
fn every_state(mut each: impl FnMut(&Cribbage, &[Event])) {
    let mut pick: u64 = 0x9e37_79b9;
    for (options, seats) in tables() {
        for seed in 0..3 {
            let mut game = Cribbage::new(options, seats, seed).unwrap();
            let mut events = Vec::new();
            while !game.is_over() {
                each(&game, &events);
                let seat = game.to_act().seats().next().unwrap();
                let legal = game.legal_actions(seat);
                pick = pick
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                let action = legal[(pick >> 33) as usize % legal.len()];
                events = game
                    .apply(seat, action)
                    .unwrap()
                    .into_iter()
                    .filter(|t| matches!(t.to, crate::core::Recipients::Table))
                    .map(|t| t.event)
                    .collect();
            }
            each(&game, &events);
        }
    }
}

/// The live and the disabled move controls of a rendered panel, read back as actions.
fn offered(panel: &Rendered) -> (Vec<Action>, Vec<Action>) {
    let (mut live, mut off) = (Vec::new(), Vec::new());
    for row in &panel.rows {
        match row {
            Row::Buttons(buttons) => {
                for b in buttons {
                    let code = b.id.rsplit(':').next().unwrap();
                    let action = Cribbage::move_of(code).unwrap_or_else(|| panic!("{}", b.id));
                    if b.disabled { &mut off } else { &mut live }.push(action);
                }
            }
            Row::Select(menu) => {
                assert!(menu.options.len() <= 25);
                for o in &menu.options {
                    live.push(Cribbage::move_of(&o.value).unwrap());
                }
            }
        }
    }
    (live, off)
}

/// A rendered message keeps within Discord's limits.
fn within_limits(r: &Rendered) {
    assert!(r.content.chars().count() <= 2000, "{}", r.content);
    assert!(r.rows.len() <= 5);
    for row in &r.rows {
        match row {
            Row::Buttons(b) => {
                assert!(b.len() <= 5);
                assert!(b.iter().all(|b| b.label.chars().count() <= 80));
            }
            Row::Select(s) => {
                assert!(s.options.len() <= 25);
                assert!(s.placeholder.chars().count() <= 150);
                for o in &s.options {
                    assert!(o.label.chars().count() <= 100 && o.description.chars().count() <= 100);
                }
            }
        }
    }
    if let Some(e) = &r.embed {
        assert!(e.title.chars().count() <= 256, "{}", e.title);
        assert!(e.description.chars().count() <= 4096);
    }
}

#[test]
fn the_panel_offers_exactly_the_legal_actions_the_unfitting_cards_disabled() {
    let mut seen = [false; 4];
    every_state(|game, _| {
        for seat in Seat::all(game.seats()) {
            let view = player_view(game, seat);
            let legal = game.legal_actions(seat);
            assert_eq!(
                super::legal(&view.view),
                legal,
                "{seat:?} at {}",
                game.step()
            );
            for lang in [Lang::En, Lang::De] {
                let panel = Cribbage::panel(lang, &view, None);
                within_limits(&panel);
                let (live, off) = offered(&panel);
                assert_eq!(live, legal, "{seat:?} at {}", game.step());
                let unfit: Vec<Action> = match legal.first() {
                    Some(Action::Play(_) | Action::Go) => game
                        .hand()
                        .held(seat)
                        .iter()
                        .filter(|&c| !game.hand().playable(seat).contains(c))
                        .map(Action::Play)
                        .collect(),
                    _ => Vec::new(),
                };
                assert_eq!(off, unfit, "{seat:?} at {}", game.step());
            }
            match legal.first() {
                Some(Action::Discard(_)) => seen[0] = true,
                Some(Action::Play(_)) => seen[1] = true,
                Some(Action::Go) => seen[2] = true,
                Some(Action::Claim(_)) => seen[3] = true,
                None => {}
            }
        }
    });
    assert_eq!(seen, [true; 4], "every kind of panel");
}

#[test]
fn every_legal_action_reads_back_from_its_code() {
    every_state(|game, _| {
        for seat in Seat::all(game.seats()) {
            for action in game.legal_actions(seat) {
                let code = Cribbage::move_code(action);
                assert!(MoveCode::new(&code).is_some(), "{code}");
                assert_eq!(Cribbage::move_of(&code), Some(action));
            }
        }
    });
    for bad in [
        "",
        "go.1",
        "claim",
        "claim.",
        "claim.x",
        "claim.999",
        "card.1x",
        "lay",
        "lay.",
        "lay.Qh.Qh",
        "lay.Zz",
        "bid.1",
    ] {
        assert_eq!(Cribbage::move_of(bad), None, "{bad}");
    }
}

/// Whether `text` shows `card` ("10♥" is not "0♥").
fn shows(text: &str, card: Card) -> bool {
    let shown = card.to_string();
    text.match_indices(&shown)
        .any(|(at, _)| !(shown.starts_with('0') && text[..at].ends_with('1')))
}

/// The cards nobody else may see yet: each hand still held, each discard while the crib
/// is face down, the starter before it is turned.
fn hidden(game: &Cribbage) -> Vec<Card> {
    let v = Game::view(game, None);
    let mut cards = Vec::new();
    for seat in Seat::all(game.seats()) {
        cards.extend(game.hand().held(seat).iter());
        if v.crib.is_none() {
            cards.extend(game.hand().discard(seat).unwrap_or_default().iter());
        }
    }
    if v.starter.is_none() {
        cards.push(game.hand().starter_dealt());
    }
    cards
}

#[test]
fn no_public_message_shows_a_hidden_card() {
    every_state(|game, events| {
        let view = player_view(game, Seat(0));
        let table = Cribbage::table(Lang::En, &view.info);
        within_limits(&table);
        let embed = table.embed.clone().unwrap();
        let mut shown = format!("{}{}{}", table.content, embed.title, embed.description);
        let picture = table.picture.expect("a dealt table has a picture");
        shown.push_str(&picture.alt);
        // A new hand's deal: the last hand's cards, all shown by now, may be held again.
        let dealt = events.iter().any(|e| matches!(e, Event::HandDealt { .. }));
        for said in Announcement::<Cribbage>::of_step(0, events)
            .into_iter()
            .filter(|_| !dealt)
        {
            if let Some(r) = Cribbage::announcement(Lang::En, &view.info, &said) {
                within_limits(&r);
                let e = r.embed.unwrap();
                shown.push_str(&format!("{}\n{}", e.title, e.description));
            }
        }
        let v = &view.info.public.as_ref().unwrap();
        for card in hidden(game) {
            assert!(!shows(&shown, card), "{card:?} in {shown}");
            assert!(
                !picture
                    .svg
                    .contains(&format!("data-card=\"{}\"", card.code())),
                "{card:?} drawn ({:?})",
                v.phase
            );
        }
    });
}

#[test]
fn the_table_shows_who_has_laid_away_never_what_and_then_the_play() {
    let mut game = Cribbage::new(Options::default(), 2, 3).unwrap();
    let first = game.legal_actions(Seat(0))[0];
    game.apply(Seat(0), first).unwrap();
    let view = player_view(&game, Seat(1));
    let table = Cribbage::table(Lang::En, &view.info);
    let d = table.embed.unwrap().description;
    assert!(d.contains("Ann (dealer): laid away ✓"), "{d}");
    assert!(d.contains("▶ Bob: choosing"), "{d}");
    assert_eq!(table.mentions, vec![UserId(12)]);
    assert!(
        table.content.contains("lay away to the crib"),
        "{}",
        table.content
    );
    // Ann's panel shows her own discard; Bob's does not.
    let Action::Discard(laid) = first else {
        panic!("a discard")
    };
    let ann = Cribbage::panel(Lang::En, &player_view(&game, Seat(0)), None).content;
    assert!(ann.contains(&format!("You laid away: {laid}")), "{ann}");
    let bob = Cribbage::panel(Lang::En, &view, None).content;
    assert!(!bob.contains("You laid away"), "{bob}");
    let second = game.legal_actions(Seat(1))[0];
    game.apply(Seat(1), second).unwrap();
    let on = game.to_act().single().unwrap();
    let card = game.legal_actions(on)[0];
    game.apply(on, card).unwrap();
    let d = Cribbage::table(Lang::En, &player_view(&game, on).info)
        .embed
        .unwrap()
        .description;
    assert!(d.contains("Starter: "), "{d}");
    let Action::Play(card) = card else {
        panic!("a card")
    };
    assert!(d.contains(&format!("Count **{}**", pips(card))), "{d}");
    assert!(d.contains(&card.to_string()), "{d}");
}

#[test]
fn the_show_is_announced_box_by_box_the_crib_last_and_the_result_ranks_by_match_points() {
    let options = Options {
        target: 61,
        ..Options::default()
    };
    let mut game = Cribbage::new(options, 2, 5).unwrap();
    let mut said = Vec::new();
    while !game.is_over() {
        let seat = game.to_act().seats().next().unwrap();
        let action = game.legal_actions(seat)[0];
        let told = game.apply(seat, action).unwrap();
        let events: Vec<Event> = told.into_iter().map(|t| t.event).collect();
        said.extend(Announcement::<Cribbage>::of_step(game.step() - 1, &events));
        if said.len() > 40 && game.hands_complete() >= 1 {
            break;
        }
    }
    let view = player_view(&game, Seat(0));
    let titles: Vec<String> = said
        .iter()
        .filter_map(|a| Cribbage::announcement(Lang::En, &view.info, a))
        .map(|r| r.embed.unwrap().title)
        .collect();
    let boxes: Vec<&String> = titles
        .iter()
        .filter(|t| t.contains("'s hand:") || t.contains("'s crib:"))
        .collect();
    assert!(boxes.len() >= 3, "{titles:#?}");
    assert!(boxes[2].contains("'s crib:"), "{boxes:?}");
    assert!(
        titles.iter().any(|t| t.starts_with("Starter: ")),
        "{titles:#?}"
    );
}

#[test]
fn a_whole_match_closes_with_places_by_match_points() {
    let options = Options {
        target: 61,
        ..Options::default()
    };
    let mut game = Cribbage::new(options, 4, 9).unwrap();
    let mut won = None;
    while !game.is_over() {
        let seat = game.to_act().seats().next().unwrap();
        let action = game.legal_actions(seat)[0];
        for t in game.apply(seat, action).unwrap() {
            if let Event::GameOver(summary) = t.event {
                won = Some(summary);
            }
        }
    }
    let view = player_view(&game, Seat(0));
    let said = Announcement::<Cribbage> {
        step: 0,
        index: 0,
        events: vec![Event::GameOver(won.unwrap())],
    };
    let over = Cribbage::announcement(Lang::En, &view.info, &said)
        .unwrap()
        .embed
        .unwrap();
    assert!(over.title.contains("wins game 1"), "{}", over.title);
    assert!(over.title.contains("Side "), "{}", over.title);
    let (title, lines) = Cribbage::result(Lang::En, &view.info, Closing::Won, &|u| u.0.to_string());
    assert!(title.contains("wins the match"), "{title}");
    assert!(lines.starts_with("1. Side "), "{lines}");
    assert_eq!(lines.lines().count(), 2, "{lines}");
}

#[test]
fn every_panel_line_and_word_is_in_every_language() {
    for lang in Lang::ALL {
        for action in [
            Action::Go,
            Action::Claim(12),
            Action::Play("5h".parse().unwrap()),
            Action::Discard(CardSet::of("Qh".parse().unwrap())),
        ] {
            assert!(!Cribbage::you_did(lang, action).contains("cribbage-"));
            assert!(!Cribbage::action_words(lang, action).contains("cribbage-"));
        }
    }
}

#[test]
fn the_stats_record_gives_the_hands_pegged_most_and_the_points_pegged_in_every_language() {
    let row = StandingRow {
        user: UserId(11),
        name: "Ann".into(),
        matches: 4,
        wins: 3,
        hands_won: 27,
        points: 402,
        bids_made: 0,
        bids_lost: 0,
        cracks: 0,
        folds: 0,
    };
    for lang in Lang::ALL {
        let record = Cribbage::record(lang, &row);
        for figure in ["4", "3", "75", "27", "402", "101"] {
            assert!(record.contains(figure), "{lang:?}: {figure} in {record}");
        }
        assert!(!record.contains("cribbage-"), "{lang:?}: {record}");
    }
    let english = Cribbage::record(Lang::En, &row);
    assert!(
        english.contains("points pegged: 402 (101 a match)"),
        "{english}"
    );
}
