//! Crazy Eights through the real bot and the fake Discord: opened with `/games new`, the
//! target and the draw-two rule set by the host from the lobby's menus, two people and a
//! computer playing the match out, the people from their phones' panels (the game's own
//! move controls). Each panel offers exactly the engine's legal actions, cards with their
//! faces; a card drawn reaches only its drawer's panel while the table hears "Ann drew a
//! card"; no public message, picture or alt text shows a card still in a hand; each
//! person is pinged once per turn; the bot restarts in the middle of a turn; the hand's
//! end gives each penalty and total, and the match closes with the places.

use std::collections::HashMap;
use std::time::Duration;

use super::{
    PATIENCE, fake, in_place, set_option, silently, start_bot, start_bot_with_faces, step_on,
    temp_db,
};
use crate::support::fake_discord::{
    CHANNEL_ID, DEFAULT_WAIT, FakeDiscord, FakeUser, RecordedMessage,
};
use ribs::cards::Card;
use ribs::core::Seat;
use ribs::discord::Bot;
use ribs::games::crazy_eights::{Action, CrazyEights, HandSummary, Options, StageView};
use ribs::store::Store;
use ribs::table::{MatchId, PlaceId, TableInfo, TableStatus};

struct Table {
    id: MatchId,
    people: [FakeUser; 2],
    /// Each person's live panel, as they last saw it.
    panels: HashMap<u64, u64>,
}

async fn info(bot: &Bot, id: MatchId) -> Option<TableInfo<CrazyEights>> {
    bot.service().info::<CrazyEights>(id).await.ok()
}

/// `/games new game:"Crazy Eights" computers:1` by Ann, the target of 10 and the twos
/// set in the lobby, Bob joining, Ann starting.
async fn opened(fake: &FakeDiscord, bot: &Bot, people: [FakeUser; 2]) -> Table {
    let [ann, bob] = &people;
    let name = ribs::games::GameKind::CrazyEights.entry().name;
    let command = format!("/games new game:\"{name}\" computers:1");
    let answer = fake.ask(ann, CHANNEL_ID, &command).await;
    assert!(
        answer.ephemeral && answer.text().contains("Your table is open"),
        "{}",
        answer.text()
    );
    let id = bot
        .service()
        .table_at(PlaceId(CHANNEL_ID))
        .expect("a table");
    let target = "**Penalty total that ends the match:** 10";
    set_option(fake, ann, id, "target", "10", target).await;
    let twos = "**Twos make the next player draw two:** yes";
    set_option(fake, ann, id, "draw_two", "true", twos).await;
    let join = format!("ribs:{id}:join");
    let lobby = fake
        .wait_channel_message(CHANNEL_ID, |m| m.custom_ids().contains(&join), DEFAULT_WAIT)
        .await
        .unwrap();
    assert!(lobby.text().contains("Crazy Eights"), "{}", lobby.text());
    silently(fake.click(bob, &lobby, &join), "a Join").await;
    let lobby_id = lobby.id;
    fake.wait_until(
        move |s| {
            s.message(lobby_id)
                .is_some_and(|m| m.text().contains("\n3. "))
        },
        DEFAULT_WAIT,
    )
    .await
    .expect("the lobby shows all three");
    let lobby = fake.message(lobby_id).unwrap();
    silently(
        fake.click(ann, &lobby, &format!("ribs:{id}:start")),
        "Start",
    )
    .await;
    let options = info(bot, id).await.expect("the table").options;
    let expected = Options {
        target: 10,
        draw_two: true,
        ..Options::default()
    };
    assert_eq!(options, expected);
    Table {
        id,
        people,
        panels: HashMap::new(),
    }
}

impl Table {
    /// The person's panel with this step's controls: their live one once the bot brought
    /// it up to date, else a new one from the table message's "Your hand".
    async fn panel(&mut self, fake: &FakeDiscord, user: &FakeUser, step: u64) -> RecordedMessage {
        if let Some(&id) = self.panels.get(&user.id) {
            let live = fake
                .wait_for(
                    move |s| s.message(id).filter(|m| step_on(m) == Some(step)).cloned(),
                    Duration::from_secs(3),
                )
                .await;
            if let Ok(panel) = live {
                return panel;
            }
        }
        let hand = format!("ribs:{}:hand:{step}", self.id);
        let table = fake
            .wait_channel_message(CHANNEL_ID, |m| m.custom_ids().contains(&hand), DEFAULT_WAIT)
            .await
            .expect("the table message of this step");
        let opened = fake
            .click(user, &table, &hand)
            .wait_response(DEFAULT_WAIT)
            .await
            .expect("the panel opens");
        assert!(opened.ephemeral, "a panel is private");
        let panel = opened.original.clone().expect("the panel");
        self.panels.insert(user.id, panel.id);
        panel
    }
}

/// The game as the store holds it now, replayed by the engine.
async fn game_of(store: &Store, id: MatchId) -> CrazyEights {
    let stored = store.open_table(id).await.unwrap().expect("the open table");
    let options: Options = serde_json::from_value(stored.options).unwrap();
    let log = stored.actions.iter().map(|a| {
        (
            Seat(a.seat),
            serde_json::from_value::<Action>(a.action.clone()).unwrap(),
        )
    });
    CrazyEights::replay(options, stored.seats.len() as u8, stored.seed, log).unwrap()
}

/// The code a move control carries, as the panel's buttons and menus name it.
fn code(action: Action) -> String {
    match action {
        Action::Play {
            card,
            last_card: false,
        } => format!("play.{}", card.code()),
        Action::Play { card, .. } => format!("last.{}", card.code()),
        Action::Nominate(suit) => format!("name.{}", suit.letter()),
        Action::Draw => "draw".into(),
        Action::Pass => "pass".into(),
    }
}

/// Whether `text` shows `card` ("10♥" is not "0♥").
fn shows(text: &str, card: Card) -> bool {
    let shown = card.to_string();
    text.match_indices(&shown)
        .any(|(at, _)| !(shown.starts_with('0') && text[..at].ends_with('1')))
}

/// A message's words with its picture's alt text.
fn words_of(m: &RecordedMessage) -> String {
    let alt: Vec<String> = m
        .attachments
        .iter()
        .filter_map(|a| a.description.clone())
        .collect();
    format!("{}\n{}", m.text(), alt.join("\n"))
}

/// No message of the channel posted since the hand began (`marker`), and not the table
/// message once it shows this step, shows a card still in a hand (a hand's end shows the
/// hands just scored, not these).
fn assert_no_hand_shown(fake: &FakeDiscord, game: &CrazyEights, marker: u64) {
    let table = fake.newest_bot_message(CHANNEL_ID).map(|m| m.id);
    for m in fake.channel_messages(CHANNEL_ID) {
        let current = m.id > marker || (Some(m.id) == table && step_on(&m) == Some(game.step()));
        let text = words_of(&m);
        if m.ephemeral || !current || text.contains("went out") || text.contains("is blocked") {
            continue;
        }
        for seat in Seat::all(game.seats()) {
            for card in game.hand().held(seat).iter() {
                assert!(
                    !shows(&text, card),
                    "{card:?} of {seat:?} shown in {}: {text}",
                    m.id
                );
            }
        }
    }
}

/// Every move control of a panel: its code and where it is (a button, or the menu).
fn controls(panel: &RecordedMessage, prefix: &str, menus: &str) -> Vec<(String, Option<String>)> {
    let mut found: Vec<(String, Option<String>)> = panel
        .buttons()
        .into_iter()
        .filter(|b| b.custom_id.starts_with(prefix) && !b.disabled)
        .map(|b| (b.custom_id[prefix.len()..].to_string(), None))
        .collect();
    for menu in panel.selects() {
        if menu.custom_id.starts_with(menus) {
            for o in &menu.options {
                found.push((o.value.clone(), Some(menu.custom_id.clone())));
            }
        }
    }
    found
}

/// The person on turn acts from their panel, which offers exactly the legal actions: a
/// draw on their first turn, then the first card that plays (a suit after a wild card).
/// Returns the action.
async fn act_from_panel(
    fake: &FakeDiscord,
    store: &Store,
    table: &mut Table,
    info: &TableInfo<CrazyEights>,
    seat: Seat,
    turn: usize,
) -> Action {
    let game = game_of(store, table.id).await;
    assert_eq!(game.step(), info.step);
    let legal = game.legal_actions(seat);
    let user_id = info.seats[seat.index()]
        .occupant
        .user()
        .expect("a person")
        .0;
    let user = table
        .people
        .iter()
        .find(|u| u.id == user_id)
        .unwrap()
        .clone();
    let panel = table.panel(fake, &user, info.step).await;
    let prefix = format!("ribs:{}:mv:{}:", table.id, info.step);
    let menus = format!("ribs:{}:mvs:{}:", table.id, info.step);
    let offered = controls(&panel, &prefix, &menus);
    let mut live: Vec<String> = offered.iter().map(|(c, _)| c.clone()).collect();
    let mut expected: Vec<String> = legal.iter().map(|&a| code(a)).collect();
    live.sort();
    expected.sort();
    assert_eq!(live, expected, "{}", panel.text());
    for b in panel.buttons() {
        if b.custom_id.contains(":play.") {
            assert!(b.emoji.is_some(), "{} shows its face", b.custom_id);
        }
    }
    let playing = legal.iter().copied().find(|a| {
        matches!(
            a,
            Action::Play {
                last_card: false,
                ..
            } | Action::Nominate(_)
        )
    });
    let action = match playing {
        Some(_) if turn == 0 && legal.contains(&Action::Draw) => Action::Draw,
        Some(a) => a,
        None => legal[0],
    };
    let said = match action {
        Action::Play { card, .. } => format!("You played {card}."),
        Action::Nominate(suit) => format!(
            "You named {}.",
            ribs::text::crazy_eights::suit(ribs::text::Lang::En, suit)
        ),
        Action::Draw => "You drew from the stock.".into(),
        Action::Pass => "You passed.".into(),
    };
    let wanted = code(action);
    let where_ = offered
        .iter()
        .find(|(c, _)| *c == wanted)
        .unwrap()
        .1
        .clone();
    let click = match where_ {
        None => fake.click(&user, &panel, &format!("{prefix}{wanted}")),
        Some(menu) => fake.select(&user, &panel, &menu, &[wanted.as_str()]),
    };
    in_place(
        click,
        &panel,
        |m| m.text().contains(&said),
        "an action from the panel",
    )
    .await;
    action
}

/// After `drawer` drew from their panel: their panel says which card, the table only that
/// they drew, and the other person's panel nothing of it.
async fn a_draw_stays_private(
    fake: &FakeDiscord,
    store: &Store,
    table: &Table,
    drawer: &FakeUser,
    seat: Seat,
) {
    let game = game_of(store, table.id).await;
    let panel = fake
        .message(table.panels[&drawer.id])
        .expect("the drawer's panel");
    let drawn = fake
        .wait_channel_message(
            CHANNEL_ID,
            |m| m.text().contains(&format!("{} drew", drawer.name)),
            DEFAULT_WAIT,
        )
        .await
        .expect("the table hears of the draw");
    let held = game.hand().held(seat);
    assert!(
        held.iter().all(|c| shows(&panel.text(), c)),
        "the drawer's panel shows their whole hand: {}",
        panel.text()
    );
    assert!(
        panel
            .text()
            .contains(&format!("Your hand ({})", held.len())),
        "{}",
        panel.text()
    );
    for card in game.hand().held(seat).iter() {
        assert!(
            !shows(&words_of(&drawn), card),
            "{card:?} in {}",
            drawn.text()
        );
        for other in table.people.iter().filter(|p| p.id != drawer.id) {
            if let Some(theirs) = table.panels.get(&other.id).and_then(|&id| fake.message(id)) {
                assert!(
                    !shows(&theirs.text(), card),
                    "{card:?} in {}",
                    theirs.text()
                );
            }
        }
    }
}

/// Waits until the table moves past `step` (the computer's turns) or closes.
async fn moved_on(bot: &Bot, id: MatchId, step: u64) {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    while tokio::time::Instant::now() < deadline {
        match info(bot, id).await {
            Some(now) if now.status == TableStatus::Playing && now.step == step => {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            _ => return,
        }
    }
    panic!("the table stayed at step {step}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_and_a_computer_play_crazy_eights_from_their_panels_across_a_restart() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let mut bot = start_bot_with_faces(&fake, &db).await;
    // Discord allows one identify per 5 s: the restart waits for its turn.
    let identified = tokio::time::Instant::now();
    let people = [fake.user(70, "Ann"), fake.user(71, "Bob")];
    let mut table = opened(&fake, &bot, people).await;
    let store = crate::support::database::reader(&db).await;
    let (mut hand, mut marker) = (0, 0);
    let (mut turns, mut restarted) = (HashMap::<u64, usize>::new(), false);
    loop {
        let Some(now) = info(&bot, table.id).await else {
            break; // over: the service keeps no open table
        };
        if now.status != TableStatus::Playing {
            break;
        }
        let v = now.public.clone().expect("a game under way");
        if v.number != hand {
            hand = v.number;
            marker = fake.all_messages().iter().map(|m| m.id).max().unwrap_or(0);
        }
        let person = now
            .waiting
            .iter()
            .find(|s| now.seats[s.index()].occupant.user().is_some());
        let Some(seat) = person else {
            moved_on(&bot, table.id, now.step).await;
            continue;
        };
        let game = game_of(&store, table.id).await;
        assert_no_hand_shown(&fake, &game, marker);
        let total: usize = turns.values().sum();
        if !restarted && total >= 2 {
            bot.shutdown().await;
            tokio::time::sleep_until(identified + Duration::from_secs(6)).await;
            bot = start_bot(&fake, &db).await;
            table.panels.clear();
            restarted = true;
            continue;
        }
        let user = now.seats[seat.index()].occupant.user().unwrap().0;
        let first = turns.get(&user).copied().unwrap_or(0);
        if v.stage == StageView::Open {
            *turns.entry(user).or_default() += 1;
        }
        let action = act_from_panel(&fake, &store, &mut table, &now, seat, first).await;
        if action == Action::Draw {
            let drawer = table.people.iter().find(|p| p.id == user).unwrap().clone();
            a_draw_stays_private(&fake, &store, &table, &drawer, seat).await;
        }
    }
    assert!(restarted, "the bot restarted mid-hand");
    let over = fake
        .wait_channel_message(
            CHANNEL_ID,
            |m| m.text().contains("went out") || m.text().contains("is blocked"),
            DEFAULT_WAIT,
        )
        .await
        .expect("the hand's end announced");
    assert_eq!(over.text().matches("total").count(), 3, "{}", over.text());
    let closing = fake
        .wait_channel_message(
            CHANNEL_ID,
            |m| m.text().contains("wins the match") || m.text().contains("share the win"),
            DEFAULT_WAIT,
        )
        .await
        .expect("the match's closing");
    assert!(closing.text().contains("1. "), "{}", closing.text());
    // Each person was pinged, once a turn at most (the restart may ping again).
    for user in &table.people {
        let pings: Vec<u64> = fake
            .notifications_for(user)
            .iter()
            .filter(|n| !n.silent)
            .map(|n| n.message_id)
            .collect();
        let mine = turns.get(&user.id).copied().unwrap_or(0);
        assert!(!pings.is_empty(), "{} pinged", user.name);
        assert!(
            pings.len() <= mine + 1,
            "{} pinged {} times in {mine} turns",
            user.name,
            pings.len()
        );
    }
    store.close().await;
    bot.shutdown().await;
}

/// Every version of a message, each as a message of its own (its words and pictures then).
fn versions_of(m: &RecordedMessage) -> Vec<RecordedMessage> {
    m.versions()
        .into_iter()
        .map(|v| RecordedMessage {
            content: v.content,
            embeds: v.embeds,
            components: v.components,
            attachments: v.attachments,
            ..m.clone()
        })
        .collect()
}

/// The hand a table message shows ("Crazy Eights · hand 9 · to 150").
fn hand_named(text: &str) -> Option<u32> {
    let (_, after) = text.split_once("· hand ")?;
    after
        .split(|c: char| !c.is_ascii_digit())
        .next()?
        .parse()
        .ok()
}

/// The match's hands as the engine played them from the stored log: each hand's summary
/// (every hand as it ended, each penalty and total).
async fn hands_played(store: &Store, id: MatchId) -> Vec<HandSummary> {
    let stored = store.table(id).await.unwrap().expect("the table");
    let options: Options = serde_json::from_value(stored.options).unwrap();
    let seats = store.seats(id).await.unwrap().len() as u8;
    let mut game = CrazyEights::new(options, seats, stored.seed).unwrap();
    let mut hands = Vec::new();
    for a in store.actions(id).await.unwrap() {
        let action: Action = serde_json::from_value(a.action).unwrap();
        for told in game.apply(Seat(a.seat), action).unwrap() {
            if let ribs::games::crazy_eights::Event::HandOver(summary) = told.event {
                hands.push(*summary);
            }
        }
    }
    assert!(game.is_over(), "the log plays the match to its end");
    hands
}

/// Each hand's end as the table heard it, in order: who went out or that it was blocked,
/// every seat's running total as the engine counts it. Returns the messages' ids.
fn hand_ends(public: &[RecordedMessage], hands: &[HandSummary], names: &[String]) -> Vec<u64> {
    let mut ends: Vec<u64> = Vec::new();
    for summary in hands {
        let number = summary.number;
        let end = public
            .iter()
            .find(|m| {
                m.text().contains(&format!("Hand {number}: "))
                    && (m.text().contains("went out") || m.text().contains("is blocked"))
            })
            .unwrap_or_else(|| panic!("hand {number}'s end announced"));
        let text = end.text();
        for seat in Seat::all(names.len() as u8) {
            let line = format!("{}:", names[seat.index()]);
            let total = format!("total {}", summary.totals[seat]);
            assert!(
                text.lines()
                    .any(|l| l.contains(&line) && l.contains(&total)),
                "hand {number}: {line} {total} in {text}"
            );
        }
        ends.push(end.id);
    }
    assert!(
        ends.windows(2).all(|w| w[0] < w[1]),
        "the hands' ends in order"
    );
    ends
}

/// No version of a public message shows a card still held when the hand it was made in
/// ended: the hand it names (the table message, edited from hand to hand), else the one
/// under way when it was posted; a hand's end, which shows the hands it scores, aside. No
/// draw names its card.
fn assert_no_held_card_shown(public: &[RecordedMessage], ends: &[u64], hands: &[HandSummary]) {
    for m in public {
        let posted_in = ends.iter().position(|&end| m.id <= end);
        for version in versions_of(m) {
            let words = words_of(&version);
            if words.contains("went out") || words.contains("is blocked") {
                continue; // a hand's end shows the hands it scores
            }
            let Some(k) = hand_named(&words).map(|n| n as usize - 1).or(posted_in) else {
                continue; // the result, after the last hand
            };
            // An eight turned up at the deal is shown to all as it is buried in the stock
            // (crazy-eights.md): whoever draws it later holds a card everyone saw go.
            let checked: Vec<&str> = words
                .lines()
                .filter(|l| !l.contains("turned and buried"))
                .collect();
            let checked = checked.join("\n");
            for card in Seat::all(hands[k].hands.len() as u8).flat_map(|s| hands[k].hands[s].iter())
            {
                assert!(
                    !shows(&checked, card),
                    "{card:?} held in hand {}: {words}",
                    k + 1
                );
            }
            for line in words.lines().filter(|l| l.contains(" drew ")) {
                assert!(
                    ribs::cards::CardSet::FULL.iter().all(|c| !shows(line, c)),
                    "a draw names no card: {line}"
                );
            }
        }
    }
}

/// One person and three computers, the person's seat on autopilot from the first turn: a
/// match to 550 runs over several hands by itself (the whole deck counts 508, so no hand
/// alone can end it). After each hand the table hears who went
/// out (or that it was blocked), each hand's penalty and each running total, as the engine
/// counts them; the match closes with its winner after the last hand. No public message
/// of a hand shows a card still held when that hand ended, and no draw names its card.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_of_several_hands_announces_the_totals_after_each_and_the_winner() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let ann = fake.user(72, "Ann");
    let name = ribs::games::GameKind::CrazyEights.entry().name;
    let command = format!("/games new game:\"{name}\" computers:3");
    let answer = fake.ask(&ann, CHANNEL_ID, &command).await;
    assert!(
        answer.text().contains("Your table is open"),
        "{}",
        answer.text()
    );
    let id = bot
        .service()
        .table_at(PlaceId(CHANNEL_ID))
        .expect("a table");
    let target = "**Penalty total that ends the match:** 550";
    set_option(&fake, &ann, id, "target", "550", target).await;
    let start = format!("ribs:{id}:start");
    let lobby = fake
        .wait_channel_message(
            CHANNEL_ID,
            |m| m.custom_ids().contains(&start),
            DEFAULT_WAIT,
        )
        .await
        .unwrap();
    silently(fake.click(&ann, &lobby, &start), "Start").await;
    let on = fake.ask(&ann, CHANNEL_ID, "/ribs autopilot on:true").await;
    assert!(
        on.content().starts_with("A computer player"),
        "{}",
        on.content()
    );
    let closing = fake
        .wait_channel_message(
            CHANNEL_ID,
            |m| m.text().contains("wins the match") || m.text().contains("share the win"),
            PATIENCE,
        )
        .await
        .expect("the match's closing, however many announcements it waited behind");
    let store = crate::support::database::reader(&db).await;
    let hands = hands_played(&store, id).await;
    let names: Vec<String> = store
        .seats(id)
        .await
        .unwrap()
        .into_iter()
        .map(|s| s.name)
        .collect();
    store.close().await;
    assert!(hands.len() >= 2, "a match of {} hand(s)", hands.len());
    let public: Vec<RecordedMessage> = fake
        .channel_messages(CHANNEL_ID)
        .into_iter()
        .filter(|m| !m.ephemeral)
        .collect();
    let ends = hand_ends(&public, &hands, &names);
    assert_no_held_card_shown(&public, &ends, &hands);
    let since = ends.last().copied().unwrap_or(0);
    assert!(closing.id > since, "the result comes after the last hand");
    assert!(closing.text().contains("1. "), "{}", closing.text());
    bot.shutdown().await;
}
