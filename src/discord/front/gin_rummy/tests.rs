//! Gin Rummy's front checked on random games: the panel offers exactly the legal actions,
//! every move code reads back, no public message shows a card the other player cannot
//! see, and every message fits Discord's limits.

use super::*;
use crate::core::SeatSet;
use crate::discord::custom_id::MoveCode;
use crate::games::Game;
use crate::games::GameKind;
use crate::games::gin_rummy::{Options, ReturnDiscard, Start};
use crate::table::Hosted as _;
use crate::table::{MatchId, Occupant, PlaceId, SeatInfo, ServerId, TableStatus};

const NAMES: [&str; 2] = ["Ann", "Bob"];

/// Option sets that reach every kind of panel: the up card, eleven cards, the last
/// chance, a discard that may go straight back.
fn tables() -> Vec<Options> {
    vec![
        Options::default(),
        Options {
            start: Start::Eleven,
            ..Options::default()
        },
        Options {
            last_chance: true,
            return_discard: ReturnDiscard::LastChance,
            ..Options::default()
        },
        Options {
            last_chance: true,
            return_discard: ReturnDiscard::Always,
            ..Options::default()
        },
    ]
}

/// A table of people (users 11 and 12) around `game`, `seat`'s view of it.
fn player_view(game: &GinRummy, seat: Seat) -> PlayerView<GinRummy> {
    let waiting = game.to_act().seats().fold(SeatSet::EMPTY, SeatSet::with);
    let info = TableInfo {
        id: MatchId(7),
        game: GameKind::GinRummy,
        waiting,
        place: PlaceId(1),
        thread: None,
        server: ServerId(2),
        host: UserId(11),
        status: TableStatus::Playing,
        options: game.options(),
        turn_timer: None,
        seats: (0..SEATS)
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

/// Plays games of every table to the end, each step calling `each` before the action
/// with the events of the action before; the players mostly play as the computer does
/// (so hands reach knocks, gin and undercuts), now and then at random.
fn every_state(mut each: impl FnMut(&GinRummy, &[Event])) {
    let mut pick: u64 = 0x9e37_79b9;
    for options in tables() {
        for seed in 0..3 {
            let mut game = GinRummy::new(options, 2, seed).unwrap();
            let mut events: Vec<Event> = game.deal_events().into_iter().map(|t| t.event).collect();
            while !game.is_over() {
                each(&game, &events);
                let seat = game.to_act().single().unwrap();
                let legal = game.legal_actions(seat);
                pick = pick
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                let action = if (pick >> 60) < 3 {
                    legal[(pick >> 33) as usize % legal.len()]
                } else {
                    let seed = crate::ai::DecisionSeed::at(seed, game.step(), seat);
                    game.decide(crate::ai::Level::Normal, seat, seed)
                        .unwrap_or(legal[0])
                };
                let told = game.apply(seat, action).unwrap();
                events = told.into_iter().map(|t| t.event).collect();
            }
            each(&game, &events);
        }
    }
}

/// Whether a row is the menu of other knocks or spreads than those proposed.
fn is_others(row: &Row) -> bool {
    matches!(row, Row::Select(menu) if menu.id.ends_with(&format!(":{OTHER_MENU}")))
}

/// The moves of the menu of other declarations, if the panel has one.
fn others(panel: &Rendered) -> Vec<Action> {
    panel
        .rows
        .iter()
        .filter(|r| is_others(r))
        .flat_map(|r| match r {
            Row::Select(menu) => menu
                .options
                .iter()
                .map(|o| GinRummy::move_of(&o.value).unwrap())
                .collect(),
            Row::Buttons(_) => Vec::new(),
        })
        .collect()
}

/// The live move controls of a rendered panel, read back as actions (the menu of other
/// declarations aside: see [`others`]).
fn offered(panel: &Rendered) -> Vec<Action> {
    let mut live = Vec::new();
    for row in panel.rows.iter().filter(|r| !is_others(r)) {
        match row {
            Row::Buttons(buttons) => {
                for b in buttons {
                    assert!(!b.disabled, "{}", b.id);
                    let code = b.id.rsplit(':').next().unwrap();
                    live.push(GinRummy::move_of(code).unwrap_or_else(|| panic!("{}", b.id)));
                }
            }
            Row::Select(menu) => {
                for o in &menu.options {
                    live.push(GinRummy::move_of(&o.value).unwrap_or_else(|| panic!("{}", o.value)));
                }
            }
        }
    }
    live
}

/// Discord's limits on one message.
fn fits(r: &Rendered) {
    assert!(r.content.chars().count() <= 2000, "{}", r.content);
    assert!(r.rows.len() <= 5, "{} rows", r.rows.len());
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
                    assert!(o.value.len() <= 100);
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
fn the_panel_offers_exactly_the_legal_actions_within_discords_limits() {
    let (mut knocks, mut menus, mut spreads) = (0, 0, 0);
    every_state(|game, _| {
        for seat in Seat::all(SEATS) {
            let view = player_view(game, seat);
            let legal = game.legal_actions(seat);
            assert_eq!(
                super::legal(&view.view),
                legal,
                "{seat:?} at {}",
                game.step()
            );
            for lang in Lang::ALL {
                let panel = GinRummy::panel(lang, &view, Some("notice"));
                fits(&panel);
                let mut live = offered(&panel);
                let mut expected = legal.clone();
                live.sort_by_key(|a| GinRummy::move_code(*a));
                expected.sort_by_key(|a| GinRummy::move_code(*a));
                assert_eq!(live, expected, "{seat:?} at {}", game.step());
            }
            knocks += legal
                .iter()
                .filter(|a| matches!(a, Action::Knock { .. }))
                .count();
            spreads += usize::from(legal.iter().any(|a| matches!(a, Action::Spread { .. })));
            let panel = GinRummy::panel(Lang::En, &view, None);
            menus += panel
                .rows
                .iter()
                .filter(|r| matches!(r, Row::Select(_)))
                .count();
        }
    });
    assert!(
        knocks > 0 && spreads > 0,
        "knocks {knocks}, spreads {spreads}"
    );
    let _ = menus;
}

#[test]
fn other_knocks_and_spreads_are_offered_and_each_is_accepted() {
    let (mut knocks, mut spreads) = (0, 0);
    every_state(|game, _| {
        for seat in Seat::all(SEATS) {
            let view = player_view(game, seat);
            let panel = GinRummy::panel(Lang::En, &view, None);
            let legal = game.legal_actions(seat);
            for action in others(&panel) {
                assert!(!legal.contains(&action), "{action:?} is proposed already");
                let mut after = game.clone();
                assert!(after.apply(seat, action).is_ok(), "{action:?} refused");
                match action {
                    Action::Knock { .. } => knocks += 1,
                    Action::Spread { .. } => spreads += 1,
                    _ => panic!("{action:?} in the menu of other melds"),
                }
            }
        }
    });
    assert!(
        knocks > 0 && spreads > 0,
        "knocks {knocks}, spreads {spreads}"
    );
}

#[test]
fn a_knocker_may_declare_other_melds_than_the_least_deadwood_ones() {
    // 7♥ 8♥ 9♥ 10♥ and the sevens 7♠ 7♦ 7♣, A♦ 2♣ 3♦ left, K♠ to knock with. Proposed:
    // the run of four and the three other sevens (deadwood 6); also offered: 7♥ with the
    // sevens and 8♥ 9♥ 10♥ as the run, the same count, on which a 6♥ of the defender's
    // no longer lays off: the knocker's choice.
    let hand: CardSet = [
        "7h", "8h", "9h", "10h", "7s", "7d", "7c", "2c", "3d", "Ks", "Ad",
    ]
    .iter()
    .map(|c| c.parse::<Card>().unwrap())
    .collect();
    let proposed = vec![Action::Knock {
        card: "Ks".parse().unwrap(),
        melds: meld::best(hand - CardSet::of("Ks".parse().unwrap())).melds,
    }];
    let others = super::other_knocks(hand, &proposed);
    assert!(!others.is_empty());
    for (action, a) in &others {
        let Action::Knock { card, melds } = action else {
            panic!()
        };
        assert_eq!(melds.cards() | a.deadwood | CardSet::of(*card), hand);
        assert!(a.count <= KNOCK_LIMIT);
        assert!(!super::same_melds(
            melds,
            &meld::best(hand - CardSet::of(*card)).melds
        ));
    }
    let counts: Vec<u8> = others.iter().map(|(_, a)| a.count).collect();
    assert!(
        counts.windows(2).all(|w| w[0] <= w[1]),
        "least deadwood first"
    );
}

#[test]
fn every_legal_action_reads_back_from_its_code() {
    let mut longest = 0;
    every_state(|game, _| {
        for seat in Seat::all(SEATS) {
            for action in game.legal_actions(seat) {
                let code = GinRummy::move_code(action);
                assert!(MoveCode::new(&code).is_some(), "{code}");
                longest = longest.max(code.len());
                assert_eq!(GinRummy::move_of(&code), Some(action), "{code}");
            }
        }
    });
    assert!(longest <= 48);
    // The longest knock there can be: four tens among its melds.
    let set =
        |codes: &[&str]| -> CardSet { codes.iter().map(|c| c.parse::<Card>().unwrap()).collect() };
    let melds = Melds::from_slice(&[
        set(&["10s", "10h", "10d", "10c"]),
        set(&["Js", "Jh", "Jd"]),
        set(&["Qs", "Qh", "Qd"]),
    ])
    .unwrap();
    for action in [
        Action::Knock {
            card: "10c".parse().unwrap(),
            melds: Melds::NONE,
        },
        Action::Knock {
            card: "Kc".parse().unwrap(),
            melds,
        },
        Action::Spread {
            melds,
            lay_offs: CardSet::EMPTY,
        },
        Action::Spread {
            melds: Melds::NONE,
            lay_offs: set(&["Ah", "2h"]),
        },
    ] {
        let code = GinRummy::move_code(action);
        assert!(MoveCode::new(&code).is_some(), "{code}");
        assert_eq!(GinRummy::move_of(&code), Some(action), "{code}");
    }
    for bad in [
        "",
        "pass.",
        "stock.1",
        "take.Kc",
        "discard",
        "discard.1x",
        "discard.Kc.Kc",
        "knock.Kc",
        "knock.Kc.KhKdKc",
        "knock.Kc.2s3s4s-",
        "knock.Kc.2s3s4sx",
        "spread.2s2s2s.",
        "spread..x",
        "draw",
    ] {
        assert_eq!(GinRummy::move_of(bad), None, "{bad}");
    }
}

/// The cards the table must never show: those of each hand its opponent has not seen
/// taken from the pile (the drawn ones, the dealt ones), until a knock lays them down,
/// and the knock card.
fn secret(game: &GinRummy) -> Vec<Card> {
    let v = Game::view(game, None);
    let mut hidden = Vec::new();
    for seat in Seat::all(SEATS) {
        let shown = v.taken[seat]
            | v.knock
                .map_or(CardSet::EMPTY, |k| k.melds.cards() | k.deadwood)
            | v.spread.map_or(CardSet::EMPTY, |s| {
                s.melds.cards() | s.lay_offs | s.deadwood
            });
        hidden.extend((game.hand().held(seat) - shown).iter());
    }
    // A knock card taken from the pile that turn (where the table allows it) was seen
    // taken: only a knock card from the stock or the hand stays unknown.
    let taken = v.taken[Seat(0)] | v.taken[Seat(1)];
    hidden.extend(game.hand().knock_card().filter(|&c| !taken.contains(c)));
    hidden.extend(game.hand().stock());
    hidden
}

#[test]
fn no_public_message_shows_a_card_its_players_have_not_seen() {
    let mut before: Option<GinRummy> = None;
    every_state(|game, events| {
        let view = player_view(game, Seat(0));
        let table = GinRummy::table(Lang::En, &view.info);
        fits(&table);
        let embed = table.embed.as_ref().unwrap();
        let shown = format!("{} {} {}", table.content, embed.title, embed.description);
        for card in secret(game) {
            assert!(!shown.contains(&format!(" {card}")), "{card:?} in {shown}");
        }
        // The announcements of the action just taken: never the stock nor the knock card
        // of the state it was taken in, nor the hands of a dead hand.
        let prev = before
            .replace(game.clone())
            .filter(|p| p.seed() == game.seed());
        let Some(prev) = prev else { return };
        let mut hidden: Vec<Card> = prev.hand().stock().collect();
        hidden.extend(prev.hand().knock_card());
        let dead = events.iter().any(
            |e| matches!(e, Event::HandScored { result, .. } if result.ending == Ending::Dead),
        );
        if dead {
            for seat in Seat::all(SEATS) {
                hidden.extend(prev.hand().held(seat).iter());
            }
        }
        for said in Announcement::<GinRummy>::of_step(prev.step(), events) {
            if let Some(r) = GinRummy::announcement(Lang::En, &view.info, &said) {
                fits(&r);
                let e = r.embed.unwrap();
                let text = format!(" {} {}", e.title, e.description);
                for card in &hidden {
                    assert!(!text.contains(&format!(" {card}")), "{card:?} in {text}");
                }
            }
        }
    });
}

#[test]
fn the_table_shows_the_up_card_the_stock_the_turn_and_the_score() {
    let mut game = GinRummy::new(Options::default(), 2, 3).unwrap();
    let first = game.to_act().single().unwrap();
    let view = player_view(&game, first);
    let table = GinRummy::table(Lang::En, &view.info);
    let d = table.embed.unwrap().description;
    let up = game.hand().upcard().unwrap();
    assert!(d.contains(&format!("Up card: {up}")), "{d}");
    assert!(d.contains("stock: 31 cards"), "{d}");
    assert!(d.contains("may take the up card or pass"), "{d}");
    assert!(d.contains("0 points"), "{d}");
    assert_eq!(table.mentions, vec![UserId(11 + u64::from(first.0))]);
    // The panel: take or pass, the hand arranged.
    let panel = GinRummy::panel(Lang::En, &view, None);
    assert!(
        panel.content.starts_with("Your hand: "),
        "{}",
        panel.content
    );
    assert!(panel.content.contains("deadwood"), "{}", panel.content);
    // A stock draw: the panel tells the card, the table does not.
    game.apply(first, Action::Pass).unwrap();
    let dealer = game.to_act().single().unwrap();
    game.apply(dealer, Action::Pass).unwrap();
    let told = game.apply(first, Action::Draw(Pile::Stock)).unwrap();
    let drawn = game.hand().drawn().unwrap();
    let view = player_view(&game, first);
    let events: Vec<Event> = told.into_iter().map(|t| t.event).collect();
    let line = GinRummy::told(Lang::En, &view.info, first, &events).unwrap();
    assert!(line.contains(&drawn.to_string()), "{line}");
    let panel = GinRummy::panel(Lang::En, &view, None);
    assert!(panel.content.contains(&format!("You drew {drawn}")));
    let table = GinRummy::table(Lang::En, &view.info);
    let d = table.embed.unwrap().description;
    assert!(d.contains("stock: 30 cards"), "{d}");
    assert!(!d.contains(&drawn.to_string()), "{d}");
}

#[test]
fn a_knock_and_the_hand_are_announced_and_the_result_shows_the_bonuses() {
    let mut said = Vec::new();
    let mut game = GinRummy::new(Options::default(), 2, 11).unwrap();
    while !game.is_over() {
        let seat = game.to_act().single().unwrap();
        let seed = crate::ai::DecisionSeed::at(11, game.step(), seat);
        let action = game.decide(crate::ai::Level::Normal, seat, seed).unwrap();
        let told = game.apply(seat, action).unwrap();
        let events: Vec<Event> = told.into_iter().map(|t| t.event).collect();
        said.extend(Announcement::<GinRummy>::of_step(game.step() - 1, &events));
    }
    let view = player_view(&game, Seat(0));
    let shown: Vec<Embed> = said
        .iter()
        .filter_map(|a| GinRummy::announcement(Lang::En, &view.info, a))
        .filter_map(|r| r.embed)
        .collect();
    assert!(
        shown
            .iter()
            .any(|e| e.title.contains("knocks") || e.title.contains("gin"))
    );
    let scored: Vec<&Embed> = shown
        .iter()
        .filter(|e| e.title.starts_with("Hand "))
        .collect();
    assert!(!scored.is_empty());
    for e in &scored {
        assert!(e.description.contains("Game: Ann"), "{}", e.description);
        if !e.title.contains("dead") {
            assert!(e.description.contains("deadwood"), "{}", e.description);
        }
    }
    let (title, lines) = GinRummy::result(Lang::En, &view.info, Closing::Won, &|u| u.0.to_string());
    assert!(title.contains("wins the game"), "{title}");
    assert!(lines.starts_with("1. "), "{lines}");
    assert!(lines.contains("game bonus"), "{lines}");
    assert!(lines.contains("pays the margin"), "{lines}");
}
