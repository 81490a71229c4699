//! Whole matches as people play them on their phones: notified once per turn, the controls
//! at the bottom of the channel, one live private panel, nothing secret shown, no card
//! that looks like another, and Discord's write budget kept.

use std::time::Duration;

use super::{
    Players, Table, fake, four_at_a_table, open_table, settle, start_bot, start_bot_with_faces,
    temp_db, versions,
};
use crate::support::fake_discord::{CHANNEL_ID, FakeDiscord, FakeUser, IDENTIFY_SPACING};

/// The figures of a played match that every test checks the same way.
fn check_the_figures(fake: &FakeDiscord, table: &Table, players: &Players<'_>) {
    let m = &players.measured;
    // Exactly one notification per person's turn, to that person, nobody else.
    let notifications = fake.notifications();
    assert_eq!(
        notifications.len(),
        m.human_turns,
        "one notification per turn of a person: {:?}",
        notifications.iter().map(|n| n.user).collect::<Vec<_>>()
    );
    for user in table.users.values() {
        assert_eq!(
            fake.notifications_for(user).len(),
            players.notified.get(&user.id).copied().unwrap_or(0),
            "{} was notified of their turns and nothing else",
            user.name
        );
    }
    assert_eq!(
        m.buried, 0,
        "at every turn the newest message had the controls"
    );
    // Discord's write budget: no 429, no retry before its time.
    assert!(
        fake.rate_limited_calls().is_empty(),
        "{:?}",
        fake.rate_limited_calls()
    );
    assert!(fake.premature_retries().is_empty());
    // No panel edit with a token Discord no longer accepts.
    for call in fake.log() {
        if let Some(age) = call.token_age {
            assert!(age < Duration::from_secs(15 * 60), "{call}");
        }
    }
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    for user in table.users.values() {
        check_panel_lines(fake, user);
    }
}

/// A panel's top line (what happened last: ✅ what you did, 🂠 how a trick went, 🃏 a new
/// hand) never goes back to an older one. Within one trick (a panel's "Hand h · trick t"
/// line) the player's actions all differ (bids rise, a pass, two cards), so the top lines
/// of its versions, repeats collapsed, never show one twice. (A late answer, or an edit
/// for a step the publisher had not taken in yet, once brought back an older line.)
fn check_panel_lines(fake: &FakeDiscord, user: &FakeUser) {
    for panel in fake.messages_ever_seen_by(user) {
        if !panel.ephemeral {
            continue;
        }
        let mut told: Vec<(String, String)> = Vec::new();
        for (text, _) in versions(&panel) {
            let Some(done) = text
                .lines()
                .next()
                .filter(|l| l.starts_with(['✅', '🂠', '🃏', '⏱']))
            else {
                continue;
            };
            let Some(trick) = text.lines().find(|l| l.starts_with("Hand ")) else {
                continue;
            };
            let line = (trick.to_string(), done.to_string());
            if told.last() == Some(&line) {
                continue;
            }
            assert!(
                !told.contains(&line),
                "{}'s panel went back to {line:?}: {told:?}",
                user.name
            );
            told.push(line);
        }
    }
}

/// The longest public message of a channel, in characters and lines, over every version.
fn longest(fake: &FakeDiscord, channel: u64) -> (usize, usize) {
    let mut most = (0, 0);
    for m in fake.channel_messages(channel) {
        for (text, _) in versions(&m) {
            most.0 = most.0.max(text.chars().count());
            most.1 = most.1.max(text.trim().lines().count());
        }
    }
    most
}

/// How many pictures the channel's messages were sent (each version's new attachments),
/// those of messages deleted since included.
fn pictures_uploaded(fake: &FakeDiscord, channel: u64) -> usize {
    let mut seen = std::collections::HashSet::new();
    for m in fake
        .all_messages()
        .iter()
        .filter(|m| m.channel_id == channel)
    {
        for v in m.versions() {
            seen.extend(v.attachments.iter().map(|a| a.id));
        }
    }
    seen.len()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_people_play_a_whole_match_on_their_phones() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot_with_faces(&fake, &db).await;
    let (table, [ann, ..]) = four_at_a_table(&fake, &bot, &db, 11, "/ribs new target:2").await;
    let mut players = Players::new(&fake, &bot, &table);
    players.faces = true;
    players.play(usize::MAX).await;
    fake.wait_channel_message(
        CHANNEL_ID,
        |m| m.text().contains("wins the match"),
        settle(),
    )
    .await
    .unwrap();
    check_the_figures(&fake, &table, &players);
    table.check_public_messages(&fake, bot.service()).await;
    let m = &players.measured;
    let hands = f64::from(m.hands);
    for user in table.users.values() {
        let created = fake.ephemeral_messages_created_for(user).len();
        assert!(
            created as f64 <= 1.25 * hands,
            "{}: {created} private messages in {hands} hands",
            user.name
        );
    }
    let writes: usize = fake.channel_writes(CHANNEL_ID).len();
    if std::env::var_os("RIBS_TRANSCRIPT").is_some() {
        let panels: usize = table
            .users
            .values()
            .map(|u| fake.ephemeral_messages_created_for(u).len())
            .sum();
        eprintln!(
            "4 people, {} hands: {} turns, {} notifications, {} panels created ({:.2} per player per hand), {} channel writes ({:.2} per decision), {} 429s, {} pictures uploaded",
            m.hands,
            m.human_turns,
            fake.notifications().len(),
            panels,
            panels as f64 / 4.0 / hands,
            writes,
            writes as f64 / m.decisions as f64,
            fake.rate_limited_calls().len(),
            pictures_uploaded(&fake, CHANNEL_ID)
        );
        super::print_seen_by(&fake, &ann);
    }
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ten_seats_with_one_person_in_a_thread_read_well_on_a_phone() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let ann = fake.user(2001, "Ann");
    let table = open_table(
        &fake,
        &bot,
        &db,
        &ann,
        &[],
        "/ribs new target:1 computers:9 level:easy thread:true",
    )
    .await;
    assert_eq!(table.seats, 10);
    assert_ne!(table.channel, CHANNEL_ID, "the match has its thread");
    let mut players = Players::new(&fake, &bot, &table);
    players.play(usize::MAX).await;
    fake.wait_channel_message(
        table.channel,
        |m| m.text().contains("wins the match"),
        settle(),
    )
    .await
    .unwrap();
    check_the_figures(&fake, &table, &players);
    // Ten copies of each rank, yet no public message showed a card still secret, and none
    // showed two that look alike.
    table.check_public_messages(&fake, bot.service()).await;
    let (chars, lines) = longest(&fake, table.channel);
    assert!(
        chars < 1500 && lines <= 25,
        "{chars} characters, {lines} lines"
    );
    if std::env::var_os("RIBS_TRANSCRIPT").is_some() {
        eprintln!(
            "10 seats: longest public message {chars} characters, {lines} lines; {} channel writes, {} 429s, {} pictures uploaded",
            fake.channel_writes(table.channel).len(),
            fake.rate_limited_calls().len(),
            pictures_uploaded(&fake, table.channel)
        );
    }
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_restarted_in_the_middle_of_a_hand_shows_the_live_step_and_finishes() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    // The card faces are there before the match (made across the restart, the second
    // start's first emoji call would meet the first one's spent window: a 429).
    let bot = start_bot_with_faces(&fake, &db).await;
    let (table, _people) = four_at_a_table(&fake, &bot, &db, 21, "/ribs new target:1").await;
    let mut players = Players::new(&fake, &bot, &table);
    players.play(13).await;
    let notified = players.notified.clone();
    let measured = std::mem::take(&mut players.measured);
    let panels = players.panels.clone();
    assert!(!panels.is_empty(), "someone opened their panel");
    let private = |fake: &crate::support::fake_discord::FakeDiscord| -> Vec<(u64, usize)> {
        let mut counts: Vec<_> = table
            .users
            .values()
            .filter(|u| panels.contains_key(&u.id))
            .map(|u| (u.id, fake.ephemeral_messages_created_for(u).len()))
            .collect();
        counts.sort_unstable();
        counts
    };
    let before_restart = private(&fake);
    drop(players);
    let before = bot
        .service()
        .info::<ribs::games::ribs::Match>(table.id)
        .await
        .unwrap();
    bot.shutdown().await;

    // Discord takes one IDENTIFY per 5 s from a bot: the restart comes later than that, on
    // the fake's clock (moved on, not waited for).
    fake.advance_clock(IDENTIFY_SPACING);
    let bot = start_bot(&fake, &db).await;
    let after = bot
        .service()
        .info::<ribs::games::ribs::Match>(table.id)
        .await
        .expect("the match is back");
    assert_eq!((after.step, &after.public), (before.step, &before.public));
    // The table message shows the live step before anyone acts: nothing but the restart
    // can have brought it (every seat is a person's, and nobody acts until it shows).
    let step = after.step;
    let channel = table.channel;
    fake.wait_until(
        move |s| {
            s.newest_bot_message(channel)
                .is_some_and(|m| super::step_of(&m.components) == Some(step))
        },
        settle(),
    )
    .await
    .expect("the live step, shown by the restarted bot itself");
    assert_eq!(
        bot.service()
            .info::<ribs::games::ribs::Match>(table.id)
            .await
            .unwrap()
            .step,
        step,
        "shown before any further action"
    );
    let mut players = Players::new(&fake, &bot, &table);
    players.notified = notified;
    players.measured = measured;
    players.panels = panels.clone();
    players.play(usize::MAX).await;
    fake.wait_channel_message(channel, |m| m.text().contains("wins the match"), settle())
        .await
        .unwrap();
    // The panels people had open came alive again at their turns: nobody needed a new one.
    assert_eq!(
        private(&fake),
        before_restart,
        "no new panel after the restart"
    );
    // A person's turn is announced once even across the restart, and every trick once.
    check_the_figures(&fake, &table, &players);
    table.check_public_messages(&fake, bot.service()).await;
    bot.shutdown().await;
}
