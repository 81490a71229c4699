//! Crazy Eights' front checked on random games of every kind of table: the panel offers
//! exactly the legal actions, every move code reads back, no public message, picture or
//! alt text shows a card still in a hand (a drawn card included), every message keeps to
//! Discord's limits, and a hand of 40 cards still offers every playable card.

use super::*;
use crate::cards::Rank;
use crate::core::SeatSet;
use crate::discord::custom_id::MoveCode;
use crate::discord::front::controls::{MENU, ROW, ROWS};
use crate::games::Game;
use crate::games::GameKind;
use crate::games::crazy_eights::{Drawing, Options, WildPlay};
use crate::table::{MatchId, Occupant, PlaceId, SeatInfo, ServerId, TableStatus};

const NAMES: [&str; 10] = [
    "Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo",
];

/// Option sets that reach every kind of panel: each way of drawing, must-play, the
/// last-card rule, the special cards, reshuffles, two packs.
fn tables() -> Vec<(Options, u8)> {
    let short = Options {
        target: 30,
        ..Options::default()
    };
    vec![
        (short, 2),
        (
            Options {
                drawing: Drawing::PlayDrawn,
                last_card: true,
                skip: Some(Rank::Queen),
                reverse: Some(Rank::Ace),
                draw_two: true,
                ..short
            },
            4,
        ),
        (
            Options {
                drawing: Drawing::Limit,
                must_play: true,
                reshuffle: true,
                wild_play: WildPlay::Matching,
                ..short
            },
            3,
        ),
        (
            Options {
                drawing: Drawing::UntilPlay,
                draw_two: true,
                wild_rank: Rank::Jack,
                wild_play: WildPlay::ChangeIfMatching,
                ..short
            },
            7,
        ),
        (
            Options {
                wild_play: WildPlay::NoChange,
                last_card: true,
                ..short
            },
            10,
        ),
    ]
}

/// A table of people (users 11..) around `game`, `seat`'s view of it.
fn player_view(game: &CrazyEights, seat: Seat) -> PlayerView<CrazyEights> {
    let waiting = game.to_act().seats().fold(SeatSet::EMPTY, SeatSet::with);
    let info = TableInfo {
        id: MatchId(7),
        game: GameKind::CrazyEights,
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

/// A cheap random pick.
fn next(pick: &mut u64) -> usize {
    *pick = pick
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    (*pick >> 33) as usize
}

/// Plays every table's games to the end, each step calling `each` before the action
/// with what the action's step announced.
fn every_state(mut each: impl FnMut(&CrazyEights, &[Announcement<CrazyEights>])) {
    let mut pick: u64 = 0x9e37_79b9;
    for (options, seats) in tables() {
        for seed in 0..2 {
            let mut game = CrazyEights::new(options, seats, seed).unwrap();
            let mut said = Vec::new();
            while !game.is_over() {
                each(&game, &said);
                let seat = game.to_act().single().unwrap();
                let legal = game.legal_actions(seat);
                // Drawing less often than playing, so that hands end.
                let plays: Vec<Action> = legal
                    .iter()
                    .copied()
                    .filter(|a| !matches!(a, Action::Draw))
                    .collect();
                let action = if plays.is_empty() || next(&mut pick).is_multiple_of(5) {
                    legal[next(&mut pick) % legal.len()]
                } else {
                    plays[next(&mut pick) % plays.len()]
                };
                let told = game.apply(seat, action).unwrap();
                let public: Vec<Event> = told
                    .into_iter()
                    .filter(|t| matches!(t.to, crate::core::Recipients::Table))
                    .map(|t| t.event)
                    .collect();
                said = Announcement::of_step(game.step() - 1, &public);
            }
            each(&game, &said);
        }
    }
}

/// The live move controls of a rendered panel, read back as actions.
fn offered(panel: &Rendered) -> Vec<Action> {
    let mut live = Vec::new();
    for row in &panel.rows {
        match row {
            Row::Buttons(buttons) => {
                for b in buttons {
                    let code = b.id.rsplit(':').next().unwrap();
                    live.push(CrazyEights::move_of(code).unwrap_or_else(|| panic!("{}", b.id)));
                }
            }
            Row::Select(menu) => {
                for o in &menu.options {
                    live.push(CrazyEights::move_of(&o.value).unwrap());
                }
            }
        }
    }
    live
}

fn sorted(mut actions: Vec<Action>) -> Vec<String> {
    let mut codes: Vec<String> = actions.drain(..).map(CrazyEights::move_code).collect();
    codes.sort();
    codes
}

/// Discord's limits on one message.
fn within_limits(r: &Rendered) {
    assert!(r.content.chars().count() <= 2000, "{}", r.content);
    if let Some(e) = &r.embed {
        assert!(e.title.chars().count() <= 256, "{}", e.title);
        assert!(e.description.chars().count() <= 4096);
    }
    assert!(r.rows.len() <= ROWS);
    for row in &r.rows {
        match row {
            Row::Buttons(b) => {
                assert!(b.len() <= ROW);
                assert!(b.iter().all(|b| b.label.chars().count() <= 80));
            }
            Row::Select(s) => {
                assert!(s.options.len() <= MENU);
                assert!(s.options.iter().all(|o| o.label.chars().count() <= 100));
            }
        }
    }
}

#[test]
fn the_panel_offers_exactly_the_legal_actions() {
    let (mut named, mut drawn, mut last) = (false, false, false);
    every_state(|game, _| {
        for seat in Seat::all(game.seats()) {
            let view = player_view(game, seat);
            let legal = game.legal_actions(seat);
            assert_eq!(
                sorted(super::legal(&view.view)),
                sorted(legal.clone()),
                "{seat:?} at {}",
                game.step()
            );
            let panel = CrazyEights::panel(Lang::En, &view, None);
            within_limits(&panel);
            assert_eq!(sorted(offered(&panel)), sorted(legal.clone()));
            named |= legal.iter().any(|a| matches!(a, Action::Nominate(_)));
            last |= legal.iter().any(|a| {
                matches!(
                    a,
                    Action::Play {
                        last_card: true,
                        ..
                    }
                )
            });
            if let StageView::Drawn {
                drawn: Some(card), ..
            } = view.view.stage
            {
                drawn = true;
                assert!(panel.content.contains(&format!("You drew {card}")));
            }
        }
    });
    assert!(
        named && drawn && last,
        "suits {named}, a drawn card {drawn}, last card {last}"
    );
}

#[test]
fn every_legal_action_reads_back_from_its_code() {
    every_state(|game, _| {
        for seat in Seat::all(game.seats()) {
            for action in game.legal_actions(seat) {
                let code = CrazyEights::move_code(action);
                assert!(MoveCode::new(&code).is_some(), "{code}");
                assert_eq!(CrazyEights::move_of(&code), Some(action));
            }
        }
    });
    for bad in [
        "", "play", "play.", "play.1x", "last.Zz", "name.x", "name.hh", "draw.1", "pass.", "bid.1",
    ] {
        assert_eq!(CrazyEights::move_of(bad), None, "{bad}");
    }
}

/// Whether `text` shows `card` ("10♥" is not "0♥").
fn shows(text: &str, card: Card) -> bool {
    let shown = card.to_string();
    text.match_indices(&shown)
        .any(|(at, _)| !(shown.starts_with('0') && text[..at].ends_with('1')))
}

/// The cards no one but their holder may see: in a hand and not also face up (two packs
/// hold two of each card).
fn hidden(game: &CrazyEights) -> Vec<Card> {
    let v = game.view(None);
    Seat::all(game.seats())
        .flat_map(|s| game.hand().held(s).iter())
        .filter(|c| *c != v.top && !v.discards.contains(c) && !v.buried.contains(c))
        .collect()
}

#[test]
fn no_public_message_picture_or_alt_text_shows_a_card_in_a_hand() {
    every_state(|game, said| {
        let view = player_view(game, Seat(0));
        let table = CrazyEights::table(Lang::En, &view.info);
        within_limits(&table);
        let embed = table.embed.clone().unwrap();
        let picture = table.picture.expect("a dealt table has a picture");
        let mut shown = format!(
            "{}{}{}{}",
            table.content, embed.title, embed.description, picture.alt
        );
        for a in said {
            // A hand's end shows every hand: the hand just over's, not this one's.
            if let Some(r) = CrazyEights::announcement(Lang::En, &view.info, a) {
                within_limits(&r);
                if !matches!(a.events[0], Event::HandOver(_)) {
                    let e = r.embed.unwrap();
                    shown.push_str(&format!("{}{}", e.title, e.description));
                }
            }
        }
        for card in hidden(game) {
            assert!(!shows(&shown, card), "{card:?} in {shown}");
            let drawn = format!("data-card=\"{}\"", card.code());
            let under = view.view.discards.iter().rev().take(4).any(|&c| c == card);
            assert!(under || !picture.svg.contains(&drawn), "{card:?} drawn");
        }
    });
}

#[test]
fn the_table_shows_the_up_card_the_counts_the_stock_the_direction_and_the_draw() {
    let options = Options {
        draw_two: true,
        reverse: Some(Rank::Ace),
        ..Options::default()
    };
    let mut seen_named = false;
    let mut seen_pending = false;
    for seed in 0..40 {
        let mut game = CrazyEights::new(options, 4, seed).unwrap();
        for _ in 0..30 {
            let Some(seat) = game.to_act().single() else {
                break;
            };
            let view = player_view(&game, seat);
            let d = CrazyEights::table(Lang::En, &view.info)
                .embed
                .unwrap()
                .description;
            let v = &view.view;
            assert!(d.contains(&format!("Up card: **{}**", v.top)), "{d}");
            assert!(d.contains("Stock"), "{d}");
            assert!(d.contains("clockwise"), "{d}");
            assert!(d.contains("pending"), "{d}");
            for s in Seat::all(4) {
                let count = format!(": {} card", v.held[s]);
                let line = d.lines().find(|l| l.contains(NAMES[s.index()])).unwrap();
                assert!(line.contains(&count), "{count} in {d}");
            }
            if let Some(suit) = v.named {
                seen_named = true;
                let named = format!("**{}** named", words::suit(Lang::En, suit));
                assert!(d.contains(&named), "{d}");
            }
            if v.pending > 0 {
                seen_pending = true;
                assert!(
                    d.contains(&format!("Draw pending: {} cards", v.pending)),
                    "{d}"
                );
            }
            let legal = game.legal_actions(seat);
            let action = legal
                .iter()
                .copied()
                .find(|a| matches!(a, Action::Play { card, .. } if card.rank == Rank::Eight || card.rank == Rank::Two))
                .unwrap_or(legal[0]);
            game.apply(seat, action).unwrap();
        }
    }
    assert!(seen_named && seen_pending);
}

#[test]
fn the_events_are_announced_and_a_hand_end_gives_each_penalty_and_total() {
    let info = player_view(
        &CrazyEights::new(Options::default(), 3, 1).unwrap(),
        Seat(0),
    )
    .info;
    let say = |e: Event| {
        let a = Announcement {
            step: 1,
            index: 0,
            events: vec![e],
        };
        let r = CrazyEights::announcement(Lang::En, &info, &a).expect("announced");
        let e = r.embed.unwrap();
        format!("{}\n{}", e.title, e.description)
    };
    let bob = Seat(1);
    assert_eq!(
        say(Event::Named {
            seat: bob,
            suit: Suit::Hearts
        })
        .trim(),
        "Bob named hearts"
    );
    assert!(say(Event::Skipped { seat: bob }).contains("Bob misses a turn"));
    assert!(
        say(Event::Reversed {
            direction: Direction::Counterclockwise
        })
        .contains("counterclockwise")
    );
    assert!(
        say(Event::DrawPending {
            seat: bob,
            pending: 4
        })
        .contains("Bob must draw 4")
    );
    let drew = say(Event::Drew {
        seat: Seat(0),
        count: 2,
        cause: DrawCause::Turn,
    });
    assert!(drew.contains("Ann drew 2 cards"), "{drew}");
    let twos = say(Event::Drew {
        seat: bob,
        count: 4,
        cause: DrawCause::Twos,
    });
    assert!(twos.contains("Bob drew 4 cards for the twos"), "{twos}");
    let mut game = CrazyEights::new(Options::default(), 3, 1).unwrap();
    let summary = loop {
        let seat = game.to_act().single().unwrap();
        let action = game.legal_actions(seat)[0];
        let told = game.apply(seat, action).unwrap();
        if let Some(s) = told.iter().find_map(|t| match &t.event {
            Event::HandOver(s) => Some(**s),
            _ => None,
        }) {
            break s;
        }
    };
    let over = say(Event::HandOver(Box::new(summary)));
    assert_eq!(over.lines().count(), 4, "{over}");
    for s in Seat::all(3) {
        let line = format!("→ {} · total {}", summary.scores[s], summary.totals[s]);
        assert!(over.contains(&line), "{line} in {over}");
    }
    assert!(
        CrazyEights::announcement(
            Lang::En,
            &info,
            &Announcement {
                step: 1,
                index: 0,
                events: vec![Event::Passed { seat: bob }]
            }
        )
        .is_some()
    );
}

#[test]
fn a_hand_of_forty_cards_offers_every_playable_card_within_discords_limits() {
    // Play a two-player game drawing whenever allowed until one hand holds 40 cards.
    let options = Options {
        reshuffle: true,
        drawing: Drawing::UntilPlay,
        ..Options::default()
    };
    let mut game = CrazyEights::new(options, 2, 11).unwrap();
    let seat = loop {
        let seat = game.to_act().single().unwrap();
        if game.hand().held(seat).len() >= 40 && game.legal_actions(seat).contains(&Action::Draw) {
            break seat;
        }
        let legal = game.legal_actions(seat);
        let action = if legal.contains(&Action::Draw) && game.hand().held(seat).len() < 40 {
            Action::Draw
        } else {
            legal[0]
        };
        game.apply(seat, action).unwrap();
    };
    let view = player_view(&game, seat);
    let panel = CrazyEights::panel(Lang::En, &view, None);
    within_limits(&panel);
    assert_eq!(sorted(offered(&panel)), sorted(game.legal_actions(seat)));
    assert!(
        panel.content.contains("Your hand (40)"),
        "{}",
        panel.content
    );
}
