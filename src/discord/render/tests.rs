//! The Discord rendering, checked on real matches.

use super::*;
use crate::games::GameKind;
use crate::games::ribs::{Action, ActionError, Card, Choice, Event, Match, Options};
use crate::table::{Occupant, PlaceId, PlayerView, SeatInfo, ServerId, TableStatus};
use crate::text::Lang;

/// A table of four humans (users 11..14) around a real match.
fn info_of(game: &Match) -> TableInfo {
    TableInfo {
        id: MatchId(7),
        game: crate::games::GameKind::Ribs,
        waiting: game
            .to_act()
            .map_or(crate::core::SeatSet::EMPTY, crate::core::SeatSet::of),
        place: PlaceId(1),
        thread: None,
        server: ServerId(2),
        host: UserId(11),
        status: TableStatus::Playing,
        options: game.options(),
        turn_timer: None,
        seats: (0..4)
            .map(|i| SeatInfo {
                seat: Seat(i),
                occupant: Occupant::Human {
                    user: UserId(11 + u64::from(i)),
                    name: ["Ann", "Bob", "Cat", "Dan"][usize::from(i)].into(),
                },
                handed_over: false,
                timeouts: 0,
                on_autopilot: false,
                turn_began: (game.to_act() == Some(Seat(i))).then(|| game.step()),
            })
            .collect(),
        step: game.step(),
        to_act: game.to_act(),
        public: Some(game.spectator_view().snapshot()),
        overdue: None,
        cannot_save: false,
    }
}

fn all_text(r: &Rendered) -> String {
    let mut t = r.content.clone();
    if let Some(e) = &r.embed {
        t.push_str(&e.title);
        t.push_str(&e.description);
    }
    for row in &r.rows {
        match row {
            Row::Buttons(b) => b.iter().for_each(|b| t.push_str(&b.label)),
            Row::Select(s) => s.options.iter().for_each(|o| t.push_str(&o.label)),
        }
    }
    t
}

#[test]
fn the_table_message_pings_only_the_player_on_turn_and_offers_their_bid() {
    let mut game = Match::with_first_dealer(Options::default(), 4, 5, Seat(1)).unwrap();
    game.apply(Seat(1), Action::Bid(2)).unwrap();
    let info = info_of(&game);
    let r = table(Lang::En, &info);
    assert_eq!(r.mentions, vec![UserId(13)], "Cat is on turn");
    assert!(r.content.starts_with("<@13>"));
    let Row::Buttons(buttons) = &r.rows[0] else {
        panic!()
    };
    let labels: Vec<&str> = buttons.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(labels, ["Your hand", "Bid 3", "Pass"]);
    assert_eq!(buttons[1].id, format!("ribs:7:bid:{}:3", info.step));
    assert!(all_text(&r).contains("Bob · bid 2"), "{}", all_text(&r));
}

#[test]
fn the_opener_is_asked_to_open_at_the_bid_the_engine_offers() {
    let game = Match::with_first_dealer(Options::default(), 4, 5, Seat(1)).unwrap();
    let r = table(Lang::En, &info_of(&game));
    let opening = game.view(Seat(1)).next_bid().unwrap();
    assert_eq!(
        r.content,
        format!("<@12>, your turn to open the bidding at {opening}.")
    );
    assert!(all_text(&r).contains(&format!("Bid {opening}")));
}

#[test]
fn two_people_with_one_name_are_told_apart_by_seat() {
    let mut game = Match::with_first_dealer(Options::default(), 4, 5, Seat(1)).unwrap();
    game.apply(Seat(1), Action::Bid(2)).unwrap();
    let mut info = info_of(&game);
    // Cat copies Bob's name (any case).
    info.seats[2].occupant = Occupant::Human {
        user: UserId(13),
        name: "BOB".into(),
    };
    let text = all_text(&table(Lang::En, &info));
    assert!(text.contains("Bob (seat 2) · bid 2"), "{text}");
    assert!(text.contains("BOB (seat 3)"), "{text}");
    assert!(
        text.contains("Ann ·"),
        "a name nobody shares stays as it is: {text}"
    );
}

#[test]
fn public_messages_show_no_card_before_it_is_played_face_up() {
    let mut game = Match::with_first_dealer(Options::default(), 4, 9, Seat(0)).unwrap();
    // Ann opens and everyone passes; Ann lays ribs; Bob folds, Cat plays face up.
    let dealt: Vec<Vec<Card>> = (0..4).map(|s| game.hand().held(Seat(s)).to_vec()).collect();
    game.apply(Seat(0), Action::Bid(2)).unwrap();
    for s in 1..4 {
        game.apply(Seat(s), Action::Pass).unwrap();
    }
    let ribs = [dealt[0][0], dealt[0][1]];
    game.apply(Seat(0), Action::Ribs(ribs)).unwrap();
    let folded = [dealt[1][0], dealt[1][1]];
    game.apply(Seat(1), Action::Fold(folded)).unwrap();
    let shown = [dealt[2][0], dealt[2][1]];
    game.apply(Seat(2), Action::FaceUp(shown)).unwrap();
    let text = all_text(&table(Lang::En, &info_of(&game)));
    assert!(text.contains(&pair(shown)), "{text}");
    assert!(text.contains("Bob · folded"), "{text}");
    // With four players every card's name is unique: none of the hidden ones appears.
    let hidden = ribs
        .iter()
        .chain(&folded)
        .chain(&dealt[3])
        .chain(&dealt[0][2..]);
    for card in hidden {
        assert!(!text.contains(&card.to_string()), "{card} leaked: {text}");
    }
    // The reveal names the fold but not its cards.
    let last = game
        .apply(Seat(3), Action::FaceUp([dealt[3][0], dealt[3][1]]))
        .unwrap();
    let seen = last.iter().find_map(|e| match e {
        Event::TrickResolved { trick } => Some(*trick),
        _ => None,
    });
    let reveal = all_text(&trick(Lang::En, &info_of(&game), &seen.unwrap()));
    assert!(
        reveal.contains("Bob: two cards face down — folded"),
        "{reveal}"
    );
    assert!(
        reveal.contains(&pair(ribs)),
        "the ribs are revealed: {reveal}"
    );
}

#[test]
fn a_panel_offers_exactly_the_players_cards_and_says_why_fold_is_off() {
    let mut game = Match::with_first_dealer(Options::default(), 4, 3, Seat(0)).unwrap();
    game.apply(Seat(0), Action::Bid(2)).unwrap();
    for s in 1..4 {
        game.apply(Seat(s), Action::Pass).unwrap();
    }
    let h0 = game.hand().held(Seat(0)).to_vec();
    game.apply(Seat(0), Action::Ribs([h0[0], h0[1]])).unwrap();
    let view = PlayerView {
        info: info_of(&game),
        seat: Seat(1),
        view: game.view(Seat(1)).snapshot(),
    };
    let r = panel(Lang::En, &view, None, None);
    let Row::Select(select) = &r.rows[0] else {
        panic!("{r:?}")
    };
    let offered: Vec<String> = select.options.iter().map(|o| o.value.clone()).collect();
    let held: Vec<String> = game.hand().held(Seat(1)).iter().map(|c| c.code()).collect();
    assert_eq!(offered, held);
    let Row::Buttons(buttons) = &r.rows[1] else {
        panic!()
    };
    assert!(buttons.iter().all(|b| b.disabled), "nothing picked yet");
    let picked = [
        game.hand().held(Seat(1)).to_vec()[0],
        game.hand().held(Seat(1)).to_vec()[1],
    ];
    let r = panel(Lang::En, &view, Some(picked), None);
    let Row::Buttons(buttons) = &r.rows[1] else {
        panic!()
    };
    assert!(buttons.iter().all(|b| !b.disabled));
    assert!(
        buttons[0]
            .id
            .starts_with(&format!("ribs:7:up:{}:", view.info.step))
    );
    // When the engine says no fold (here: folded earlier this hand), the fold button stays
    // off, with the engine's reason.
    let mut later = view.clone();
    later.view.my_fold = Some((0, picked));
    later.view.choice = Some(Choice::Play {
        fold: Err(ActionError::AlreadyFolded),
    });
    let r = panel(Lang::En, &later, Some(picked), None);
    let Row::Buttons(buttons) = &r.rows[1] else {
        panic!()
    };
    assert!(buttons[1].disabled && buttons[1].label == "Fold");
    assert!(r.content.contains("you already folded this hand"));
}

#[test]
fn every_rules_page_fits_in_an_embed_and_links_its_neighbours() {
    // The game's rules, then the page on fair play on Discord.
    let last = crate::text::ribs::rules(Lang::En).len() as u8;
    for page in 0..=last {
        let r = rules(Lang::En, GameKind::Ribs, page);
        let e = r.embed.as_ref().unwrap();
        assert!(e.description.len() < 4096 && e.title.len() < 256);
        let Row::Buttons(b) = &r.rows[0] else {
            panic!()
        };
        assert_eq!(b.len(), if page == 0 || page == last { 1 } else { 2 });
    }
    let fair = rules(Lang::En, GameKind::Ribs, last).embed.unwrap();
    assert!(fair.description.contains("resigns"), "{}", fair.description);
    assert!(
        fair.description.contains("more than half"),
        "{}",
        fair.description
    );
}

/// The labels of every button on a message, with whether each is disabled.
fn buttons_of(r: &Rendered) -> Vec<(String, bool)> {
    r.rows
        .iter()
        .flat_map(|row| match row {
            Row::Buttons(b) => b.iter().map(|b| (b.label.clone(), b.disabled)).collect(),
            Row::Select(_) => Vec::new(),
        })
        .collect()
}

#[test]
fn what_the_table_message_and_panels_offer_is_exactly_what_the_engine_allows() {
    use crate::games::ribs::deal::{Stream, below, rng_for};
    let mut checked_folds = 0;
    for seed in 0..160u64 {
        let options = Options::all_variants()[(seed % 16) as usize];
        let mut game = Match::new(options, 4, seed).unwrap();
        let mut rng = rng_for(seed, Stream::Play, 3);
        let steps = below(&mut rng, 120);
        for _ in 0..steps {
            let Some(seat) = game.to_act() else { break };
            let legal = game.legal_actions(seat);
            let pick = legal[below(&mut rng, legal.len() as u32) as usize];
            game.apply(seat, pick).unwrap();
        }
        let Some(seat) = game.to_act() else { continue };
        let info = info_of(&game);
        let view = game.view(seat);
        let choice = view.choice().unwrap();
        let public = buttons_of(&table(Lang::En, &info));
        let panel_view = PlayerView {
            info: info.clone(),
            seat,
            view: view.snapshot(),
        };
        let legal = view.legal_actions();
        match choice {
            Choice::Bid { next, can_pass } => {
                let bid = next.map(|n| format!("Bid {n}"));
                for buttons in [
                    public.clone(),
                    buttons_of(&panel(Lang::En, &panel_view, None, None)),
                ] {
                    let bids: Vec<&String> = buttons
                        .iter()
                        .map(|(l, _)| l)
                        .filter(|l| l.starts_with("Bid "))
                        .collect();
                    assert_eq!(bids.into_iter().next(), bid.as_ref(), "{seed}");
                    let pass = buttons.iter().any(|(l, _)| l == "Pass");
                    assert_eq!(pass, can_pass, "{seed}");
                    assert_eq!(pass, legal.contains(&Action::Pass));
                }
            }
            Choice::Ribs { .. } | Choice::Play { .. } => {
                assert!(
                    public
                        .iter()
                        .all(|(l, _)| !l.starts_with("Bid ") && l != "Pass"),
                    "no bidding controls outside the bidding"
                );
                let hand = view.my_hand().to_vec();
                let picked = [hand[0], hand[1]];
                let r = panel(Lang::En, &panel_view, Some(picked), None);
                let fold = buttons_of(&r).into_iter().find(|(l, _)| l == "Fold");
                let engine_allows = game.check(seat, Action::Fold(picked));
                match (choice, fold) {
                    (Choice::Ribs { .. }, fold) => assert!(fold.is_none()),
                    (Choice::Play { fold: Ok(()) }, Some((_, disabled))) => {
                        assert!(!disabled && engine_allows.is_ok(), "{seed}");
                        checked_folds += 1;
                    }
                    (Choice::Play { fold: Err(why) }, Some((_, disabled))) => {
                        assert!(disabled, "{seed}");
                        assert_eq!(engine_allows, Err(why), "{seed}");
                        assert!(r.content.contains(&why.to_string()), "{}", r.content);
                        checked_folds += 1;
                    }
                    (Choice::Play { .. }, None) => panic!("a play always shows the fold button"),
                    (Choice::Bid { .. }, _) => unreachable!("matched above"),
                }
            }
        }
    }
    assert!(checked_folds > 20, "enough plays checked: {checked_folds}");
}

/// A whole match to `target` hand wins, each seat taking a legal action by a fixed rule, as
/// a replay.
fn replayed_match(target: u8, seed: u64) -> crate::table::Replay {
    let options = Options::default().with_target(target).unwrap();
    let mut game = Match::new(options, 4, seed).unwrap();
    let mut log = Vec::new();
    let mut k = seed as usize;
    while let Some(seat) = game.to_act() {
        let legal = game.legal_actions(seat);
        k = k.wrapping_mul(31).wrapping_add(7);
        let action = legal[k % legal.len()];
        game.apply(seat, action).unwrap();
        log.push((seat, action));
    }
    let seats = (0..4)
        .map(|i| Occupant::Human {
            user: UserId(11 + i),
            name: ["Ann", "Bob", "Cat", "Dan"][i as usize].into(),
        })
        .collect();
    crate::table::Replay::build(MatchId(7), ServerId(2), options, seats, seed, &log).unwrap()
}

#[test]
fn a_replay_pages_through_every_trick_once_with_distinct_buttons() {
    use crate::discord::custom_id::{Control, CustomId};
    let r = replayed_match(3, 9);
    assert!(r.hands.len() >= 3, "a match of several hands");
    let (mut hand, mut trick) = (0usize, 0usize);
    let mut seen = Vec::new();
    loop {
        let page = replay(Lang::En, &r, hand, trick);
        let title = page.embed.as_ref().unwrap().title.clone();
        assert!(!seen.contains(&title), "{title} twice");
        seen.push(title);
        let Row::Buttons(buttons) = &page.rows[0] else {
            panic!("the page has its buttons")
        };
        // Discord refuses a message whose custom ids repeat, disabled buttons included.
        let mut ids: Vec<&str> = buttons.iter().map(|b| b.id.as_str()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), buttons.len(), "{:?}", buttons);
        let next = buttons.iter().find(|b| b.label == "Trick ▶").unwrap();
        if next.disabled {
            break;
        }
        let id: CustomId = next.id.parse().unwrap();
        let Control::Replay { hand: h, trick: t } = id.control else {
            panic!("{}", next.id)
        };
        (hand, trick) = (usize::from(h), usize::from(t.unwrap_or(0)));
    }
    let tricks: usize = r.hands.iter().map(|h| h.tricks.len()).sum();
    assert_eq!(seen.len(), tricks, "every trick of every hand, once");
    assert!(
        all_text(&replay(Lang::En, &r, hand, trick)).contains("wins the match"),
        "the last page tells who won"
    );
}

#[test]
fn a_table_that_cannot_save_says_so_on_its_message() {
    let game = Match::with_first_dealer(Options::default(), 4, 5, Seat(1)).unwrap();
    let mut info = info_of(&game);
    assert!(!all_text(&table(Lang::En, &info)).contains("cannot save"));
    info.cannot_save = true;
    let text = all_text(&table(Lang::En, &info));
    assert!(text.contains("cannot save this table right now"), "{text}");
    assert!(text.contains("carries on by itself"), "{text}");
}
