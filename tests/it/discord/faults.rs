//! What the real Discord throws at a bot in its first week, each injected into the fake and
//! met by the real bot: registration failing, a channel that refuses the bot or is deleted,
//! a server that removes it, locked and archived threads, a server error after a post took
//! effect, edits of old messages capped, a moderator deleting the table message, and a
//! database that belongs to someone else.

use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::{
    PATIENCE, Players, Table, config, fake, four_at_a_table, open_table, settle, start_bot,
    start_bot_with, temp_db,
};
use crate::support::fake_discord::{
    CHANNEL_ID, DEFAULT_WAIT, FailRule, FakeDiscord, FakeOptions, OldMessageEdits, RecordedMessage,
    State,
};
use ribs::discord::{Bot, Config, StartError};
use ribs::table::{PlaceId, TableStatus};

/// A table of one person (on autopilot) and three computers, playing by itself.
async fn self_playing(fake: &FakeDiscord, bot: &Bot, db: &std::path::Path, line: &str) -> Table {
    let ann = fake.user(61, "Ann");
    let table = open_table(fake, bot, db, &ann, &[], line).await;
    let on = fake
        .ask(&ann, table.channel, "/ribs autopilot on:true")
        .await;
    assert!(
        on.content().starts_with("A computer player"),
        "{}",
        on.content()
    );
    table
}

/// Waits until the table is closed, and says how.
async fn until_closed(bot: &Bot, table: &Table) -> TableStatus {
    let deadline = std::time::Instant::now() + PATIENCE;
    while std::time::Instant::now() < deadline {
        match bot.service().status(table.id).await.unwrap() {
            Some(status) if !status.is_open() => return status,
            _ => tokio::time::sleep(Duration::from_millis(5)).await,
        }
    }
    panic!("the table never closed");
}

/// Waits until the match has taken at least `steps` actions.
async fn until_step(bot: &Bot, table: &Table, steps: u64) {
    let deadline = std::time::Instant::now() + PATIENCE;
    while std::time::Instant::now() < deadline {
        if bot.service().steps(table.id).await.unwrap() >= steps {
            return;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    panic!("the match never reached step {steps}");
}

/// Waits until the table's place is free (the registry lets go of it once the table's task
/// has wound down).
async fn until_free(bot: &Bot, place: u64) {
    let deadline = std::time::Instant::now() + PATIENCE;
    while bot.service().table_at(PlaceId(place)).is_some() {
        if std::time::Instant::now() >= deadline {
            panic!("the place was not freed within {PATIENCE:?}");
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

/// The number of actions stored for the table, read after the bot is gone.
async fn stored_steps(db: &std::path::Path, table: &Table) -> u64 {
    let store = crate::support::database::reader(db).await;
    let steps = store.count_actions(table.id).await.unwrap();
    store.close().await;
    steps
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_whose_registration_fails_once_are_registered_on_the_next_try() {
    let fake = fake().await;
    fake.fail_requests(
        FailRule::server_error("PUT", "/applications/*/guilds/*/commands", 500).times(1),
    );
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let puts: Vec<u16> = fake
        .log()
        .into_iter()
        .filter(|c| c.method == "PUT" && c.path.ends_with("/commands"))
        .map(|c| c.status)
        .collect();
    assert_eq!(puts, [500, 200]);
    assert_eq!(fake.commands().len(), 2, "/ribs and /games");
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_that_refuses_the_bot_stops_its_table_after_a_handful_of_calls() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let table = self_playing(&fake, &bot, &db, "/ribs new computers:3 target:5").await;
    until_step(&bot, &table, 20).await;
    let from = fake.clock();
    fake.deny_bot(CHANNEL_ID, serenity::Permissions::SEND_MESSAGES);
    assert_eq!(until_closed(&bot, &table).await, TableStatus::Stopped);
    // The place is free (a new table may open there already).
    until_free(&bot, CHANNEL_ID).await;
    let steps = bot.service().steps(table.id).await.unwrap();
    let board = bot
        .service()
        .leaderboard(
            ribs::games::GameKind::Ribs,
            ribs::table::ServerId(crate::support::fake_discord::GUILD_ID),
            ribs::table::Ranking::Wins,
            1,
            10,
        )
        .await
        .unwrap();
    assert!(
        board.is_empty(),
        "a stopped match is not recorded as played"
    );
    // A clean shutdown ends every table task and every publisher worker: after it nothing
    // more is played or called, and the store and the fake's log are the whole story.
    bot.shutdown().await;
    assert_eq!(stored_steps(&db, &table).await, steps, "nobody plays on");
    let after: Vec<_> = fake
        .calls_in(CHANNEL_ID)
        .into_iter()
        .filter(|c| c.at >= from)
        .collect();
    let failed = after.iter().filter(|c| c.status >= 400).count();
    if std::env::var_os("RIBS_TRANSCRIPT").is_some() {
        eprintln!("403 50013: {failed} failed calls");
    }
    // Discord still lets the bot edit its own messages without Send Messages: an edit of
    // the table message sent as the permission went is no failure.
    let others = after
        .iter()
        .filter(|c| c.status < 400 && c.method != "PATCH")
        .count();
    assert!(
        (1..=3).contains(&failed) && others == 0,
        "a handful of failed calls, not one per action, and nothing posted there: {}",
        after
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_deleted_mid_match_stops_its_table_without_calling_it_again() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let table = self_playing(&fake, &bot, &db, "/ribs new computers:3 target:5").await;
    until_step(&bot, &table, 20).await;
    let from = fake.clock();
    fake.delete_channel(CHANNEL_ID);
    assert_eq!(until_closed(&bot, &table).await, TableStatus::Stopped);
    // After a clean shutdown no worker is left to call the channel: the log is complete.
    bot.shutdown().await;
    let failed = fake
        .calls_in(CHANNEL_ID)
        .into_iter()
        .filter(|c| c.at >= from && c.status >= 400)
        .count();
    if std::env::var_os("RIBS_TRANSCRIPT").is_some() {
        eprintln!("deleted channel: {failed} failed calls");
    }
    assert!(failed <= 2, "{failed} calls to a deleted channel");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_removes_the_bot_or_a_locked_thread_stops_the_tables_there() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    // A locked thread refuses the bot's posts: its match stops.
    let table = self_playing(
        &fake,
        &bot,
        &db,
        "/ribs new computers:3 target:5 thread:true",
    )
    .await;
    assert_ne!(table.channel, CHANNEL_ID);
    until_step(&bot, &table, 10).await;
    fake.lock_thread(table.channel);
    assert_eq!(until_closed(&bot, &table).await, TableStatus::Stopped);
    // An archived thread reopens with the next post: its match goes on.
    let table = self_playing(
        &fake,
        &bot,
        &db,
        "/ribs new computers:3 target:1 thread:true",
    )
    .await;
    until_step(&bot, &table, 5).await;
    fake.archive_thread(table.channel);
    assert_eq!(until_closed(&bot, &table).await, TableStatus::Finished);
    // The bot removed from the server: every table there stops.
    let table = self_playing(&fake, &bot, &db, "/ribs new computers:3 target:5").await;
    until_step(&bot, &table, 5).await;
    fake.remove_bot_from_guild();
    assert_eq!(until_closed(&bot, &table).await, TableStatus::Stopped);
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reveal_whose_post_answered_502_after_it_was_made_is_posted_once() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let (table, _people) = four_at_a_table(&fake, &bot, &db, 71, "/ribs new target:1").await;
    let mut players = Players::new(&fake, &bot, &table);
    let reveals = reveal_with_fault(
        &fake,
        &bot,
        &table,
        &mut players,
        FailRule::server_error("POST", "/channels/*/messages", 502)
            .times(1)
            .after_effect(),
    )
    .await;
    assert_eq!(reveals, 1);
    assert!(
        fake.log()
            .iter()
            .any(|c| c.status == 502 && c.failed_after_effect),
        "the 502 came after the post took effect"
    );
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reveal_whose_post_timed_out_is_posted_once() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let (table, _people) = four_at_a_table(&fake, &bot, &db, 73, "/ribs new target:1").await;
    let mut players = Players::new(&fake, &bot, &table);
    // Discord holds the post past the bot's timeout, then makes it anyway; the bot,
    // having given up on it, posts again with the same nonce.
    let timeout = ribs::discord::rest::Pace::scaled(super::scale()).timeout();
    let held = timeout + Duration::from_secs(1);
    let reveals = reveal_with_fault(
        &fake,
        &bot,
        &table,
        &mut players,
        FailRule::slow("POST", "/channels/*/messages", held).times(1),
    )
    .await;
    assert_eq!(reveals, 1, "posted once although sent twice");
    let log = fake.log();
    let held_call = log
        .iter()
        .find(|c| c.delayed == held)
        .expect("a post held back");
    let nonce = &held_call.body["nonce"];
    assert!(nonce.is_string(), "{held_call}");
    assert!(
        log.iter()
            .filter(|c| c.method == "POST" && c.body["nonce"] == *nonce)
            .count()
            >= 2,
        "the bot gave up on the held post after {timeout:?} and sent it again"
    );
    bot.shutdown().await;
}

/// Plays until the last play of a trick is due, makes the fake fail by `rule`, plays it
/// and says how many times its reveal was posted (once it has been).
async fn reveal_with_fault(
    fake: &FakeDiscord,
    bot: &Bot,
    table: &Table,
    players: &mut Players<'_>,
    rule: FailRule,
) -> usize {
    loop {
        let info = bot
            .service()
            .info::<ribs::games::ribs::Match>(table.id)
            .await
            .unwrap();
        let v = info.public.as_ref().unwrap();
        if let (Some(seat), Some(bidder)) = (info.to_act, v.bidder)
            && v.ribs_down
            && seat.left(1, 4) == bidder
        {
            break;
        }
        players.turn().await.expect("the match goes on");
    }
    let from = fake.clock();
    fake.fail_requests(rule);
    players.turn().await.expect("the last play of the trick");
    let reveals = move |s: &State| -> Vec<RecordedMessage> {
        s.channel_messages(CHANNEL_ID)
            .into_iter()
            .filter(|m| m.created_at >= from && m.text().contains("Ribs:"))
            .collect()
    };
    // A duplicate could still come from the bot (posting the reveal again) or from the fake
    // (a post held back takes effect before it answers). Neither can once the table's
    // worker, which makes one call at a time, has made a later write than the reveal's
    // posts (they carry its nonce), and no call is left in flight at the fake.
    let done = fake
        .wait_for(
            move |s| {
                let first = reveals(s).into_iter().next()?;
                let moved_on = s.calls().iter().any(|c| {
                    c.is_channel_write()
                        && c.at > first.created_at
                        && c.body.get("nonce") != first.nonce.as_ref()
                });
                (moved_on && s.in_flight() == 0).then(|| reveals(s).len())
            },
            settle() + Duration::from_secs(5),
        )
        .await;
    done.expect("the reveal was posted and the bot went on to its next write")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_message_whose_post_was_never_confirmed_is_found_and_retired() {
    unconfirmed_table_message(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_message_never_confirmed_is_found_after_discord_forgot_its_nonce() {
    unconfirmed_table_message(true).await;
}

/// The next post is the next player's table message: Discord makes it, but every attempt
/// is answered 502, so the bot never learns its id (as after a crash). The next post finds
/// it, by its nonce or (once Discord has forgotten the nonce, after 5 minutes: `forgotten`)
/// in the channel's listing, and deletes it.
async fn unconfirmed_table_message(forgotten: bool) {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let (table, _people) = four_at_a_table(&fake, &bot, &db, 61, "/ribs new target:1").await;
    let mut players = Players::new(&fake, &bot, &table);
    players.play(1).await;
    // Once the next person's turn is posted, the post after it is the one to fail.
    let step = bot
        .service()
        .info::<ribs::games::ribs::Match>(table.id)
        .await
        .unwrap()
        .step;
    fake.wait_until(
        move |s| {
            s.newest_bot_message(CHANNEL_ID)
                .is_some_and(|m| super::step_of(&m.components) == Some(step))
        },
        settle(),
    )
    .await
    .unwrap();
    fake.fail_requests(
        FailRule::server_error("POST", "/channels/*/messages", 502)
            .times(5)
            .after_effect(),
    );
    let unconfirmed = |s: &crate::support::fake_discord::State| {
        s.calls()
            .iter()
            .filter(|c| c.status == 502 && c.failed_after_effect)
            .count()
            == 5
    };
    if forgotten {
        // The next person's turn is posted (and refused); before the bot posts again (at
        // the next action), Discord forgets the nonce.
        players.play(1).await;
        fake.wait_until(unconfirmed, settle()).await.unwrap();
        fake.advance_clock(Duration::from_secs(6 * 60));
    }
    players.play(usize::MAX).await;
    assert_eq!(
        bot.service().status(table.id).await.unwrap(),
        Some(TableStatus::Finished)
    );
    fake.wait_until(unconfirmed, DEFAULT_WAIT)
        .await
        .expect("the post was made and never confirmed");
    // No message is left with live controls: the unconfirmed one was found at the next
    // post and deleted.
    let live = |s: &crate::support::fake_discord::State| {
        s.channel_messages(CHANNEL_ID)
            .iter()
            .filter(|m| !m.deleted && m.custom_ids().iter().any(|id| id.contains(":hand")))
            .count()
    };
    let none = fake.wait_until(move |s| live(s) == 0, settle()).await;
    assert!(
        none.is_ok(),
        "a message is left with live controls: {none:?}"
    );
    let log = fake.log();
    let listed = log
        .iter()
        .any(|c| c.method == "GET" && c.path.ends_with("/messages"));
    assert!(listed, "the channel was searched");
    // The unconfirmed post's nonce made one message while Discord kept it, two once it
    // had forgotten it (the repost could not find the first: the search did).
    let nonce = log
        .iter()
        .find(|c| c.failed_after_effect)
        .map(|c| c.body["nonce"].clone())
        .unwrap();
    let made = fake
        .all_messages()
        .into_iter()
        .filter(|m| m.nonce.as_ref() == Some(&nonce))
        .count();
    assert_eq!(
        made,
        if forgotten { 2 } else { 1 },
        "messages made with {nonce}"
    );
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_message_past_an_hour_or_deleted_by_a_moderator_is_posted_afresh() {
    for old in [
        OldMessageEdits::BadRequest,
        OldMessageEdits::RateLimited {
            retry_after: Duration::from_secs(60),
        },
    ] {
        let fake = FakeDiscord::start_with(FakeOptions {
            rate_limit_scale: super::scale(),
            old_message_edits: old,
            ..FakeOptions::default()
        })
        .await;
        let (_dir, db) = temp_db();
        // Computers at the pace people can follow (Discord's 1.5 s, scaled like the fake).
        let bot = start_bot_with(
            &fake,
            Config {
                computer_pause: Duration::from_millis(150),
                ..config(&fake, &db)
            },
        )
        .await;
        let table = self_playing(&fake, &bot, &db, "/ribs new computers:3 target:20").await;
        until_step(&bot, &table, 10).await;
        // A moderator deletes the live table message: it comes back, at the bottom. (While
        // only computers play it may be above a reveal.)
        let live = fake
            .channel_messages(CHANNEL_ID)
            .into_iter()
            .rev()
            .find(|m| m.button("Your hand").is_some())
            .expect("the live table message");
        fake.delete_message_as_moderator(live.id);
        let gone = live.id;
        fake.wait_until(
            move |s| {
                s.channel_messages(CHANNEL_ID)
                    .iter()
                    .any(|m| m.id > gone && m.button("Your hand").is_some())
            },
            DEFAULT_WAIT,
        )
        .await
        .expect("the table message is posted again");
        // An hour later, its edits are capped: it is posted afresh, never stalled.
        fake.advance_clock(Duration::from_secs(61 * 60));
        fake.wait_until(
            |s| s.calls().iter().any(|c| c.response["code"] == 30046),
            DEFAULT_WAIT,
        )
        .await
        .expect("an edit of the old table message");
        let steps = bot.service().steps(table.id).await.unwrap();
        until_step(&bot, &table, steps + 20).await;
        // A clean shutdown delivers the last state of the table message and ends every
        // worker: what the fake has seen then is all the bot ever did with the old message.
        bot.shutdown().await;
        let capped = fake
            .log()
            .iter()
            .filter(|c| c.response["code"] == 30046)
            .count();
        assert!(capped >= 1, "{old:?}: an old message's edit was refused");
        assert!(
            capped <= 2,
            "{old:?}: one refusal, then a fresh message ({capped})"
        );
        let live: Vec<_> = fake
            .channel_messages(CHANNEL_ID)
            .into_iter()
            .filter(|m| !m.deleted && m.button("Your hand").is_some())
            .collect();
        assert_eq!(live.len(), 1, "{old:?}: one live table message");
    }
}

#[tokio::test]
async fn a_database_of_another_application_is_refused_and_left_as_it_was() {
    let fake = fake().await;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("theirs.db");
    {
        use sqlx::Connection;
        let options = sqlx::sqlite::SqliteConnectOptions::new()
            .filename(&path)
            .create_if_missing(true);
        let mut conn = sqlx::SqliteConnection::connect_with(&options)
            .await
            .unwrap();
        sqlx::query("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total INTEGER)")
            .execute(&mut conn)
            .await
            .unwrap();
        sqlx::query("INSERT INTO invoices (total) VALUES (42)")
            .execute(&mut conn)
            .await
            .unwrap();
        conn.close().await.unwrap();
    }
    let before = std::fs::read(&path).unwrap();
    let listing = || {
        let mut names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    let files = listing();
    let refused = Bot::start(config(&fake, &path)).await;
    let Err(StartError::Store(e)) = refused else {
        panic!("the bot started on another application's database");
    };
    assert!(
        e.to_string().contains("belongs to another application"),
        "{e}"
    );
    assert_eq!(std::fs::read(&path).unwrap(), before, "byte for byte");
    assert_eq!(listing(), files, "no journal or WAL file beside it");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gateway_closed_for_good_while_a_reveal_waits_is_followed_by_no_call_at_all() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    // The card faces found first: their calls would otherwise race the revoked token (a
    // call already on its way when the token goes is the token's 401, not the bot's doing).
    let bot = super::start_bot_with_faces(&fake, &db).await;
    let table = self_playing(&fake, &bot, &db, "/ribs new computers:3 target:5").await;
    until_step(&bot, &table, 4).await;
    // The next announcement meets a 429 that holds the channel for 5 s: it waits, queued.
    fake.fail_requests(
        FailRule::rate_limited("POST", "/channels/*/messages", Duration::from_secs(5)).times(1),
    );
    fake.wait_until(
        |s| {
            s.calls()
                .iter()
                .any(|c| c.status == 429 && c.method == "POST")
        },
        PATIENCE,
    )
    .await
    .expect("an announcement meets the 429");
    // Let the announcement get back to waiting out the 429 (not still on its way): well
    // inside the 5 s, so it is queued when the gateway closes.
    tokio::time::sleep(Duration::from_millis(500)).await;
    // The token is revoked: the gateway closes with 4004 (and REST would answer 401).
    let closed_at = fake.clock();
    fake.reject_token();
    fake.close_gateway(4004);
    let why = tokio::time::timeout(PATIENCE, bot.ended())
        .await
        .expect("the bot hears of the close");
    assert_eq!(why, ribs::discord::Ended::BadToken);
    bot.abort().await;
    // Once `abort` returns every task that could call is over: what was not called by
    // then never is.
    let after: Vec<String> = fake
        .log()
        .iter()
        .filter(|c| c.at >= closed_at)
        .map(ToString::to_string)
        .collect();
    assert!(after.is_empty(), "calls after the close: {after:#?}");
    // The reveal stays owed, for a start with a good token.
    let store = crate::support::database::reader(&db).await;
    let stored = store.table(table.id).await.unwrap().unwrap();
    assert!(
        stored.announced < stored.actions.len() as u64,
        "announced {} of {} steps",
        stored.announced,
        stored.actions.len()
    );
    store.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_401_stops_every_call_waiting_for_its_bucket_at_once() {
    let fake = fake().await;
    let rest = std::sync::Arc::new(ribs::discord::rest::Rest::new(
        ribs::discord::rest::http_client(),
        Some(&fake.api_base()),
        super::TOKEN,
        ribs::discord::rest::Pace::scaled(super::scale()),
    ));
    let message = serenity::CreateMessage::new().content("hello");
    // The channel's budget is spent: the next calls wait for its window.
    for i in 0..ribs::discord::rest::CHANNEL_WRITES {
        rest.create_message(CHANNEL_ID, &message, &format!("n{i}"), None)
            .await
            .unwrap();
    }
    let waiting: Vec<_> = (0..3)
        .map(|i| {
            let rest = rest.clone();
            let message = message.clone();
            tokio::spawn(async move {
                rest.create_message(CHANNEL_ID, &message, &format!("w{i}"), None)
                    .await
            })
        })
        .collect();
    // Another call, in a bucket of its own, is answered 401.
    fake.reject_token();
    let refused = rest
        .edit_message(
            CHANNEL_ID + 1,
            1,
            &serenity::EditMessage::new(),
            ribs::discord::rest::Attach::Keep,
        )
        .await;
    assert_eq!(refused, Err(ribs::discord::rest::RestError::Unauthorized));
    for call in waiting {
        assert_eq!(
            call.await.unwrap(),
            Err(ribs::discord::rest::RestError::Unauthorized)
        );
    }
    let made = fake.log().len();
    assert_eq!(
        made,
        ribs::discord::rest::CHANNEL_WRITES + 1,
        "the waiting calls never reached Discord"
    );
}
