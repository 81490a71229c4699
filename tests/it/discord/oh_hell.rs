//! Oh Hell! through the real bot and the fake Discord: opened with `/games new`, a short
//! sequence (two hands: 2 cards, then 1) set by the host from the lobby's menus, two people
//! and two computers playing it, the people from their phones' panels (the game's own move
//! controls). Each panel offers exactly the engine's legal actions (the dealer's barred bid
//! shown disabled), no public message shows a card still in someone's hand, each hand is
//! announced, the game closes; and the bot restarts in the middle of a hand.

use std::collections::HashMap;
use std::time::Duration;

use super::{
    PATIENCE, fake, in_place, set_option, silently, start_bot, step_on, temp_db, wait_for_faces,
};
use crate::support::fake_discord::{
    CHANNEL_ID, DEFAULT_WAIT, FakeDiscord, FakeUser, RecordedMessage,
};
use ribs::core::Seat;
use ribs::discord::Bot;
use ribs::games::oh_hell::{Action, Card, OhHell, Options, Phase, Sequence};
use ribs::store::Store;
use ribs::table::{MatchId, PlaceId, TableInfo, TableStatus};

struct Table {
    id: MatchId,
    people: [FakeUser; 2],
    /// Each person's live panel, as they last saw it.
    panels: HashMap<u64, u64>,
}

async fn info(bot: &Bot, id: MatchId) -> Option<TableInfo<OhHell>> {
    bot.service().info::<OhHell>(id).await.ok()
}

/// `/games new game:"Oh Hell!" computers:2` by Ann, two hands set in the lobby, Bob
/// joining, Ann starting.
async fn opened(fake: &FakeDiscord, bot: &Bot, people: [FakeUser; 2]) -> Table {
    let [ann, bob] = &people;
    let name = ribs::games::GameKind::OhHell.entry().name;
    let answer = fake
        .ask(
            ann,
            CHANNEL_ID,
            &format!("/games new game:\"{name}\" computers:2"),
        )
        .await;
    assert!(
        answer.ephemeral && answer.text().contains("Your table is open"),
        "{}",
        answer.text()
    );
    let id = bot
        .service()
        .table_at(PlaceId(CHANNEL_ID))
        .expect("a table");
    set_option(fake, ann, id, "sequence", "down", "down to 1").await;
    set_option(fake, ann, id, "max_cards", "2", "**Most cards a hand:** 2").await;
    let join = format!("ribs:{id}:join");
    let lobby = fake
        .wait_channel_message(CHANNEL_ID, |m| m.custom_ids().contains(&join), DEFAULT_WAIT)
        .await
        .unwrap();
    assert!(lobby.text().contains("Oh Hell!"), "{}", lobby.text());
    silently(fake.click(bob, &lobby, &join), "a Join").await;
    let lobby_id = lobby.id;
    fake.wait_until(
        move |s| {
            s.message(lobby_id)
                .is_some_and(|m| m.text().contains("\n4. "))
        },
        DEFAULT_WAIT,
    )
    .await
    .expect("the lobby shows all four");
    let lobby = fake.message(lobby_id).unwrap();
    silently(
        fake.click(ann, &lobby, &format!("ribs:{id}:start")),
        "Start",
    )
    .await;
    let options = info(bot, id).await.expect("the table").options;
    let expected = Options {
        sequence: Sequence::Down,
        max_cards: Some(2),
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
async fn game_of(store: &Store, id: MatchId) -> OhHell {
    let stored = store.open_table(id).await.unwrap().expect("the open table");
    let options: Options = serde_json::from_value(stored.options).unwrap();
    let log = stored.actions.iter().map(|a| {
        (
            Seat(a.seat),
            serde_json::from_value::<Action>(a.action.clone()).unwrap(),
        )
    });
    OhHell::replay(options, stored.seats.len() as u8, stored.seed, log).unwrap()
}

fn code(action: Action) -> String {
    match action {
        Action::Bid(n) => format!("bid.{n}"),
        Action::Card(card) => format!("card.{}", card.code()),
        Action::Blind => "blind".into(),
    }
}

/// Whether `text` shows `card` ("10♥" is not "0♥").
fn shows(text: &str, card: Card) -> bool {
    let shown = card.to_string();
    text.match_indices(&shown)
        .any(|(at, _)| !(shown.starts_with('0') && text[..at].ends_with('1')))
}

/// No message of the channel posted since the hand began (`marker`), and not the table
/// message once it shows this step, shows a card still in a hand.
fn assert_no_hand_shown(fake: &FakeDiscord, game: &OhHell, marker: u64) {
    let table = fake.newest_bot_message(CHANNEL_ID).map(|m| m.id);
    for m in fake.channel_messages(CHANNEL_ID) {
        let current = m.id > marker || (Some(m.id) == table && step_on(&m) == Some(game.step()));
        if m.ephemeral || !current {
            continue;
        }
        for seat in Seat::all(game.seats()) {
            for card in game.hand().held(seat).iter() {
                assert!(
                    !shows(&m.text(), card),
                    "{card:?} of {seat:?} shown in {}: {}",
                    m.id,
                    m.text()
                );
            }
        }
    }
}

/// The person on turn acts from their panel, which offers exactly the legal actions.
async fn act_from_panel(
    fake: &FakeDiscord,
    store: &Store,
    table: &mut Table,
    info: &TableInfo<OhHell>,
    seat: Seat,
    turn: usize,
) {
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
    let buttons: Vec<_> = panel
        .buttons()
        .into_iter()
        .filter(|b| b.custom_id.starts_with(&prefix))
        .collect();
    let mut live: Vec<String> = buttons
        .iter()
        .filter(|b| !b.disabled)
        .map(|b| b.custom_id[prefix.len()..].to_string())
        .collect();
    let mut expected: Vec<String> = legal.iter().map(|&a| code(a)).collect();
    live.sort();
    expected.sort();
    assert_eq!(live, expected, "{}", panel.text());
    let barred: Vec<String> = buttons
        .iter()
        .filter(|b| b.disabled)
        .map(|b| b.custom_id[prefix.len()..].to_string())
        .collect();
    let hooked = game
        .hand()
        .hooked()
        .filter(|_| seat == game.hand().rules().dealer);
    assert_eq!(
        barred,
        hooked
            .map(|b| format!("bid.{b}"))
            .into_iter()
            .collect::<Vec<_>>()
    );
    if hooked.is_some() {
        assert!(panel.text().contains("(the hook)"), "{}", panel.text());
    }
    for b in &buttons {
        if let Some(card) = b.custom_id.strip_prefix(&format!("{prefix}card.")) {
            assert!(b.emoji.is_some(), "the card {card} shows its face");
        }
    }
    let action = legal[turn % legal.len()];
    let said = match action {
        Action::Bid(n) => format!("You bid {n}."),
        Action::Card(card) => format!("You played {card}."),
        Action::Blind => "You played your unseen card.".into(),
    };
    let click = fake.click(&user, &panel, &format!("{prefix}{}", code(action)));
    in_place(
        click,
        &panel,
        |m| m.text().contains(&said),
        "an action from the panel",
    )
    .await;
}

/// Waits until the table moves past `step` (the computers' turns) or closes.
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
async fn two_people_and_two_computers_play_oh_hell_from_their_panels_across_a_restart() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let mut bot = start_bot(&fake, &db).await;
    wait_for_faces(&fake).await;
    let people = [fake.user(80, "Ann"), fake.user(81, "Bob")];
    let mut table = opened(&fake, &bot, people).await;
    let store = crate::support::database::reader(&db).await;
    let (mut hand, mut marker) = (0, 0);
    let (mut turns, mut restarted) = (0, false);
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
            // The last hand's announcements, its scoring last, come before this hand's.
            let scored = format!("Hand {} scored", hand - 1);
            if hand > 1 {
                fake.wait_channel_message(CHANNEL_ID, |m| m.text().contains(&scored), PATIENCE)
                    .await
                    .expect("the last hand announced");
            }
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
        if !restarted && v.phase == Phase::Play && !v.trick.is_empty() {
            bot.shutdown().await;
            bot = start_bot(&fake, &db).await;
            table.panels.clear();
            restarted = true;
            continue;
        }
        act_from_panel(&fake, &store, &mut table, &now, seat, turns).await;
        turns += 1;
    }
    assert!(restarted, "the bot restarted mid-hand");
    assert!(turns >= 4, "the people played ({turns} turns)");
    for shown in ["Hand 1 scored", "Hand 2 scored", "Trick 1 to "] {
        fake.wait_channel_message(CHANNEL_ID, |m| m.text().contains(shown), DEFAULT_WAIT)
            .await
            .unwrap_or_else(|_| panic!("{shown} announced"));
    }
    let closing = fake
        .wait_channel_message(
            CHANNEL_ID,
            |m| m.text().contains("wins the game") || m.text().contains("share the win"),
            DEFAULT_WAIT,
        )
        .await
        .expect("the game's closing");
    assert!(
        closing.text().contains("against the average"),
        "{}",
        closing.text()
    );
    // Each person on turn was mentioned, to be pinged.
    for user in &table.people {
        assert!(
            !fake.notifications_for(user).is_empty(),
            "{} pinged",
            user.name
        );
    }
    store.close().await;
    bot.shutdown().await;
}

/// Opens a table of three people and a computer with simultaneous bids and the last hand
/// on the foreheads (two hands: 2 cards, then 1), every option set by the host in the
/// lobby.
async fn opened_simultaneous(fake: &FakeDiscord, bot: &Bot, people: &[FakeUser; 3]) -> MatchId {
    let [ann, bob, cat] = people;
    let name = ribs::games::GameKind::OhHell.entry().name;
    let command = format!("/games new game:\"{name}\" computers:1");
    let answer = fake.ask(ann, CHANNEL_ID, &command).await;
    assert!(answer.ephemeral, "{}", answer.text());
    let id = bot
        .service()
        .table_at(PlaceId(CHANNEL_ID))
        .expect("a table");
    set_option(fake, ann, id, "sequence", "down", "down to 1").await;
    set_option(fake, ann, id, "max_cards", "2", "**Most cards a hand:** 2").await;
    set_option(fake, ann, id, "bidding", "simultaneous", "at once").await;
    set_option(fake, ann, id, "forehead_last_hand", "true", "forehead").await;
    let join = format!("ribs:{id}:join");
    for person in [bob, cat] {
        let lobby = fake
            .wait_channel_message(CHANNEL_ID, |m| m.custom_ids().contains(&join), DEFAULT_WAIT)
            .await
            .unwrap();
        silently(fake.click(person, &lobby, &join), "a Join").await;
    }
    fake.wait_until(
        move |s| {
            s.channel_messages(CHANNEL_ID)
                .iter()
                .any(|m| m.custom_ids().contains(&join) && m.text().contains("\n4. "))
        },
        DEFAULT_WAIT,
    )
    .await
    .expect("the lobby shows all four");
    let lobby = fake
        .wait_channel_message(
            CHANNEL_ID,
            |m| m.custom_ids().contains(&format!("ribs:{id}:start")),
            DEFAULT_WAIT,
        )
        .await
        .unwrap();
    silently(
        fake.click(ann, &lobby, &format!("ribs:{id}:start")),
        "Start",
    )
    .await;
    let options = info(bot, id).await.expect("the table").options;
    let expected = Options {
        sequence: Sequence::Down,
        max_cards: Some(2),
        bidding: ribs::games::oh_hell::Bidding::Simultaneous,
        forehead_last_hand: true,
        ..Options::default()
    };
    assert_eq!(options, expected);
    id
}

/// Waits until the table is at a bidding phase where every person is still to bid.
async fn bidding_begins(bot: &Bot, id: MatchId, number: u32) -> TableInfo<OhHell> {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        if let Some(now) = info(bot, id).await {
            let v = now.public.clone().expect("a game under way");
            let people = now
                .waiting
                .iter()
                .filter(|s| now.seats[s.index()].occupant.user().is_some())
                .count();
            if v.number == number && v.phase == Phase::Bidding && people == 3 {
                return now;
            }
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "hand {number}'s bidding"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Each person opens a panel from the table message as it stands at `step` or later (as
/// they would when pinged, while the others' bids, the computer's among them, move the
/// table on).
async fn panels_at(
    fake: &FakeDiscord,
    id: MatchId,
    step: u64,
    people: &[FakeUser],
) -> (u64, Vec<RecordedMessage>) {
    let prefix = format!("ribs:{id}:hand:");
    let hand_of = |m: &RecordedMessage| {
        m.custom_ids()
            .into_iter()
            .find(|c| c.starts_with(&prefix) && step_on(m).is_some_and(|s| s >= step))
    };
    let (mut panels, mut asked) = (Vec::new(), 0);
    for user in people {
        let table = fake
            .wait_channel_message(CHANNEL_ID, |m| hand_of(m).is_some(), DEFAULT_WAIT)
            .await
            .expect("the table message of this step");
        asked = table.id;
        let hand = hand_of(&table).expect("its Your hand button");
        let opened = fake
            .click(user, &table, &hand)
            .wait_response(DEFAULT_WAIT)
            .await
            .expect("a panel");
        assert!(opened.ephemeral, "a panel is private");
        panels.push(opened.original.clone().expect("the panel"));
    }
    (asked, panels)
}

/// The seat a person sits in.
fn seat_of(info: &TableInfo<OhHell>, user: &FakeUser) -> Seat {
    let at = info
        .seats
        .iter()
        .position(|s| s.occupant.user().map(|u| u.0) == Some(user.id))
        .expect("seated");
    Seat(at as u8)
}

/// The three people bid one after another from the panels drawn when the bidding began
/// (Ann 0, Bob 1, Cat 0): each click names that step, the others' bids moving the table
/// on refuse none, and no bid shows anywhere but its bidder's panel until all are in.
async fn bid_at_once(
    fake: &FakeDiscord,
    bot: &Bot,
    id: MatchId,
    step: u64,
    people: &[FakeUser; 3],
) -> u64 {
    let (asked, panels) = panels_at(fake, id, step, people).await;
    let began = info(bot, id).await.expect("the table");
    for (k, (user, panel)) in people.iter().zip(&panels).enumerate() {
        // The step its turn began (the computer may have bid since): the panel stays
        // what it was while the others bid.
        let since = began.seats[seat_of(&began, user).index()]
            .turn_began
            .expect("on turn");
        assert!(since <= step);
        let bid = format!("ribs:{id}:mv:{since}:bid.{}", k % 2);
        assert!(
            panel.custom_ids().contains(&bid),
            "{} offers {bid}",
            user.name
        );
        let said = format!("You bid {}.", k % 2);
        let click = fake.click(user, panel, &bid);
        in_place(click, panel, |m| m.text().contains(&said), "a bid").await;
        if k == 2 {
            break;
        }
        let v = info(bot, id)
            .await
            .expect("the table")
            .public
            .expect("a game");
        assert!(v.bids.iter().all(|(_, b)| b.is_none()), "{:?}", v.bids);
        let table = fake.newest_bot_message(CHANNEL_ID).unwrap();
        assert!(table.text().contains("bid chosen"), "{}", table.text());
        for (j, other) in panels.iter().enumerate() {
            let now = fake.message(other.id).unwrap();
            assert!(j == k || !now.text().contains(&said), "{}", now.text());
        }
    }
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        let now = info(bot, id).await.expect("the table");
        let v = now.public.clone().expect("a game");
        let all = people.iter().all(|u| v.bids[seat_of(&now, u)].is_some());
        if all {
            for (k, user) in people.iter().enumerate() {
                assert_eq!(v.bids[seat_of(&now, user)], Some((k % 2) as u8));
            }
            return asked;
        }
        assert!(tokio::time::Instant::now() < deadline, "the bids shown");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Each person was pinged once for the bidding, by the table message that asked all three
/// (`asked`, edited in place as the bids come in), and not again for it.
fn pinged_once_for(fake: &FakeDiscord, asked: u64, people: &[FakeUser; 3]) {
    for user in people {
        let pings: Vec<u64> = fake
            .notifications_for(user)
            .iter()
            .map(|n| n.message_id)
            .filter(|&m| m >= asked)
            .collect();
        assert_eq!(pings.first(), Some(&asked), "{} pinged by it", user.name);
        // Not again for the bidding: a second ping is for the first card, its leader's.
        assert!(
            pings.len() <= 2,
            "{} pinged {} times",
            user.name,
            pings.len()
        );
    }
}

/// The people play out the hand from their panels (the first card each offers; in the
/// forehead hand the one control, the blind play) until hand `number` is over.
async fn play_out(fake: &FakeDiscord, bot: &Bot, id: MatchId, number: u32, people: &[FakeUser; 3]) {
    loop {
        let Some(now) = info(bot, id)
            .await
            .filter(|n| n.status == TableStatus::Playing)
        else {
            return;
        };
        let v = now.public.clone().expect("a game");
        if v.number != number {
            return;
        }
        let Some(user) = people
            .iter()
            .find(|u| now.waiting.contains(seat_of(&now, u)))
        else {
            moved_on(bot, id, now.step).await;
            continue;
        };
        if v.phase == Phase::Bidding {
            moved_on(bot, id, now.step).await;
            continue;
        }
        // The person's panel from the table message of this step, if the table is still
        // at it (a computer may have moved it on since it was read).
        let hand = format!("ribs:{id}:hand:{}", now.step);
        let shown = fake
            .wait_channel_message(
                CHANNEL_ID,
                |m| m.custom_ids().contains(&hand),
                Duration::from_secs(2),
            )
            .await;
        let Ok(table) = shown else {
            continue;
        };
        let opened = fake
            .click(user, &table, &hand)
            .wait_response(DEFAULT_WAIT)
            .await
            .expect("a panel");
        let Some(panel) = opened.original.clone().filter(|_| opened.ephemeral) else {
            continue;
        };
        let this_step = format!("ribs:{id}:mv:{}:", now.step);
        let moves: Vec<String> = panel
            .custom_ids()
            .into_iter()
            .filter(|c| c.contains(":mv:"))
            .collect();
        if !moves.iter().all(|c| c.starts_with(&this_step)) {
            continue; // the table moved on between the read and the panel
        }
        let blind = format!("{this_step}blind");
        if v.cards == 1 {
            assert_eq!(moves, vec![blind], "the blind play alone: {}", panel.text());
        }
        let said = if v.cards == 1 {
            "your unseen card"
        } else {
            "You played"
        };
        let Some(first) = moves.first() else {
            continue; // the table moved on between the read and the panel
        };
        let click = fake.click(user, &panel, first);
        in_place(click, &panel, |m| m.text().contains(said), "a play").await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn simultaneous_bids_stay_secret_until_shown_and_the_forehead_hand_plays_blind() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    wait_for_faces(&fake).await;
    let people = [
        fake.user(90, "Ann"),
        fake.user(91, "Bob"),
        fake.user(92, "Cat"),
    ];
    let id = opened_simultaneous(&fake, &bot, &people).await;
    let store = crate::support::database::reader(&db).await;
    for number in 1..=2 {
        let began = bidding_begins(&bot, id, number).await;
        if number == 2 {
            // The forehead hand: each sees the others' cards, never their own.
            let game = game_of(&store, id).await;
            let (_, panels) = panels_at(&fake, id, began.step, &people).await;
            for (user, panel) in people.iter().zip(&panels) {
                let seat = seat_of(&began, user);
                for other in Seat::all(game.seats()) {
                    let card = game.hand().held(other).iter().next().unwrap();
                    let seen = shows(&panel.text(), card);
                    assert_eq!(
                        seen,
                        other != seat,
                        "{other:?} on {seat:?}: {}",
                        panel.text()
                    );
                }
            }
        }
        let asked = bid_at_once(&fake, &bot, id, began.step, &people).await;
        pinged_once_for(&fake, asked, &people);
        play_out(&fake, &bot, id, number, &people).await;
    }
    fake.wait_channel_message(CHANNEL_ID, |m| m.text().contains("Hand 2 scored"), PATIENCE)
        .await
        .expect("the forehead hand scored");
    store.close().await;
    bot.shutdown().await;
}
