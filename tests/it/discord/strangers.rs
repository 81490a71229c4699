//! A public bot among strangers (issue 17), through the real bot and the fake Discord:
//! rematches only for a match's players and once, lobbies that expire, caps on open tables,
//! a thread only for a member who could make one, reposts on request at most every 30 s,
//! a turn held hostage handed to the autopilot by the others, and one person's burst of
//! clicks beside another table's turn.

use std::time::Duration;

use poise::serenity_prelude as serenity;
use ribs::discord::Limits;
use ribs::table::{PlaceId, TableStatus};

use super::{config, fake, settle, start_bot_with, temp_db};
use crate::support::fake_discord::{CHANNEL_ID, DEFAULT_WAIT, OTHER_CHANNEL_ID, RecordedMessage};

/// How long a test waits for the bot to get somewhere: generous, for a busy machine.
const PATIENCE: Duration = Duration::from_secs(60);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_is_asked_by_the_players_only_and_pings_each_of_them_once() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot_with(&fake, config(&fake, &db)).await;
    let ann = fake.user(41, "Ann");
    let bob = fake.user(42, "Bob");
    let eve = fake.user(45, "Eve");
    let table = super::open_table(
        &fake,
        &bot,
        &db,
        &ann,
        &[&bob],
        "/ribs new target:1 computers:2",
    )
    .await;
    for user in [&ann, &bob] {
        fake.ask(user, table.channel, "/ribs autopilot on:true")
            .await;
    }
    let over = fake
        .wait_channel_message(
            table.channel,
            |m| m.text().contains("wins the match"),
            PATIENCE,
        )
        .await
        .unwrap();
    // Someone who did not play cannot ask the players back.
    let stranger = fake.press(&eve, &over, "Rematch").await;
    assert!(stranger.ephemeral);
    assert!(
        stranger.text().contains("only the people who played"),
        "{}",
        stranger.text()
    );
    assert!(bot.service().table_at(PlaceId(CHANNEL_ID)).is_none());
    // Bob asks: a lobby that pings Ann, once. He cancels it.
    fake.press(&bob, &over, "Rematch").await;
    let again = bot.service().table_at(PlaceId(CHANNEL_ID)).unwrap();
    let cancel = format!("ribs:{again}:cancel");
    let lobby = fake
        .wait_channel_message(CHANNEL_ID, |m| m.custom_ids().contains(&cancel), settle())
        .await
        .unwrap();
    super::silently(fake.click(&bob, &lobby, "Cancel"), "Cancel").await;
    let deadline = std::time::Instant::now() + PATIENCE;
    while bot.service().table_at(PlaceId(CHANNEL_ID)).is_some() {
        assert!(
            std::time::Instant::now() < deadline,
            "the lobby never closed"
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    // Asked again (by Ann now): refused privately; nobody is pinged again.
    let twice = fake.press(&ann, &over, "Rematch").await;
    assert!(twice.ephemeral);
    assert!(
        twice.text().contains("already had its rematch"),
        "{}",
        twice.text()
    );
    assert!(bot.service().table_at(PlaceId(CHANNEL_ID)).is_none());
    bot.shutdown().await;
    let after_over = |user: u64| {
        fake.notifications()
            .iter()
            .filter(|n| n.user == user && n.at > over.created_at)
            .count()
    };
    if std::env::var_os("RIBS_TRANSCRIPT").is_some() {
        eprintln!(
            "notifications after the match, across Rematch/Cancel/Rematch: Ann {}, Bob {}, Eve {}",
            after_over(41),
            after_over(42),
            after_over(45)
        );
    }
    assert_eq!(after_over(41), 1, "Ann, invited back, is pinged once");
    assert_eq!(after_over(42), 0, "Bob asked: he is not pinged");
    assert_eq!(after_over(45), 0, "nobody else is");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lobby_nobody_starts_closes_by_itself_and_frees_its_channel() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let mut config = config(&fake, &db);
    config.limits = Limits {
        lobby_timeout: Duration::from_secs(2),
        ..Limits::default()
    };
    let bot = start_bot_with(&fake, config).await;
    let ann = fake.user(41, "Ann");
    fake.ask(&ann, CHANNEL_ID, "/ribs new").await;
    let table = bot.service().table_at(PlaceId(CHANNEL_ID)).unwrap();
    let join = format!("ribs:{table}:join");
    let lobby = fake
        .wait_channel_message(CHANNEL_ID, |m| m.custom_ids().contains(&join), settle())
        .await
        .unwrap();
    let id = lobby.id;
    fake.wait_until(
        move |s| {
            s.message(id).is_some_and(|m| {
                m.components.is_empty() && m.text().contains("Nobody started this table")
            })
        },
        PATIENCE,
    )
    .await
    .expect("the lobby says it closed, and its controls go");
    assert_eq!(
        bot.service().status(table).await.unwrap(),
        Some(TableStatus::Cancelled)
    );
    // Its channel is free again.
    let again = fake.ask(&ann, CHANNEL_ID, "/ribs new").await;
    assert!(
        again.text().contains("Your table is open"),
        "{}",
        again.text()
    );
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tables_beyond_a_persons_cap_are_refused_saying_the_limit() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let mut config = config(&fake, &db);
    config.limits = Limits {
        tables_per_person: 1,
        ..Limits::default()
    };
    let bot = start_bot_with(&fake, config).await;
    let ann = fake.user(41, "Ann");
    let bob = fake.user(42, "Bob");
    fake.ask(&ann, CHANNEL_ID, "/ribs new").await;
    let first = bot.service().table_at(PlaceId(CHANNEL_ID)).unwrap();
    // Ann may not open a second table anywhere.
    let second = fake.ask(&ann, OTHER_CHANNEL_ID, "/ribs new").await;
    assert!(second.ephemeral);
    assert!(
        second.text().contains("1 open tables, the most anyone may"),
        "{}",
        second.text()
    );
    assert!(bot.service().table_at(PlaceId(OTHER_CHANNEL_ID)).is_none());
    // Bob opens one there; then he may not join Ann's.
    fake.ask(&bob, OTHER_CHANNEL_ID, "/ribs new").await;
    assert!(bot.service().table_at(PlaceId(OTHER_CHANNEL_ID)).is_some());
    let join = format!("ribs:{first}:join");
    let lobby = fake
        .wait_channel_message(CHANNEL_ID, |m| m.custom_ids().contains(&join), settle())
        .await
        .unwrap();
    let refused = fake.press(&bob, &lobby, "Join").await;
    assert!(refused.ephemeral);
    assert!(
        refused.text().contains("the most anyone may"),
        "{}",
        refused.text()
    );
    assert_eq!(
        bot.service()
            .info::<ribs::games::ribs::Match>(first)
            .await
            .unwrap()
            .seats
            .len(),
        1
    );
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_beyond_the_servers_cap_is_refused_saying_the_limit() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let mut config = config(&fake, &db);
    config.limits = Limits {
        tables_per_server: 1,
        ..Limits::default()
    };
    let bot = start_bot_with(&fake, config).await;
    let ann = fake.user(41, "Ann");
    let bob = fake.user(42, "Bob");
    fake.ask(&ann, CHANNEL_ID, "/ribs new").await;
    let refused = fake.ask(&bob, OTHER_CHANNEL_ID, "/ribs new").await;
    assert!(refused.ephemeral);
    assert!(
        refused
            .text()
            .contains("this server already has 1 open tables"),
        "{}",
        refused.text()
    );
    assert!(bot.service().table_at(PlaceId(OTHER_CHANNEL_ID)).is_none());
    assert!(
        fake.channel_messages(OTHER_CHANNEL_ID).is_empty(),
        "nothing posted"
    );
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_who_may_not_make_threads_cannot_have_the_bot_make_one() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot_with(&fake, config(&fake, &db)).await;
    let ann = fake.user(41, "Ann");
    fake.deny_member(&ann, serenity::Permissions::CREATE_PUBLIC_THREADS);
    let refused = fake.ask(&ann, CHANNEL_ID, "/ribs new thread:true").await;
    assert!(refused.ephemeral);
    assert!(
        refused.text().contains("needs Create Public Threads"),
        "{}",
        refused.text()
    );
    assert!(bot.service().table_at(PlaceId(CHANNEL_ID)).is_none());
    assert!(
        fake.channel_messages(CHANNEL_ID).is_empty(),
        "nothing posted"
    );
    // Without a thread, she may.
    let plain = fake.ask(&ann, CHANNEL_ID, "/ribs new").await;
    assert!(
        plain.text().contains("Your table is open"),
        "{}",
        plain.text()
    );
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_table_is_reposted_on_request_at_most_every_thirty_seconds() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot_with(&fake, config(&fake, &db)).await;
    let ann = fake.user(41, "Ann");
    let table = super::open_table(&fake, &bot, &db, &ann, &[], "/ribs new computers:3").await;
    fake.ask(&ann, table.channel, "/ribs autopilot on:true")
        .await;
    let first = fake.ask(&ann, table.channel, "/ribs table").await;
    assert!(
        first.text().contains("posted again below"),
        "{}",
        first.text()
    );
    let writes = fake.channel_writes(table.channel).len();
    let second = fake.ask(&ann, table.channel, "/ribs table").await;
    assert!(second.ephemeral);
    assert!(
        second.text().contains("posted again moments ago"),
        "{}",
        second.text()
    );
    assert!(
        second.text().contains("https://discord.com/channels/")
            || second.text().contains("just above"),
        "{}",
        second.text()
    );
    // The second asked for nothing: the channel's writes are the first repost's and the
    // match's own (no second post-and-delete in its wake).
    let reposts = |calls: &[crate::support::fake_discord::Call]| {
        calls
            .iter()
            .filter(|c| c.method == "POST" && c.body["content"].as_str() == Some(""))
            .count()
    };
    let later = fake.channel_writes(table.channel);
    assert!(later.len() >= writes);
    assert!(reposts(&later[writes..]) <= 1, "{:#?}", &later[writes..]);
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_held_past_the_hold_limit_is_handed_to_the_autopilot_by_another_player() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let mut config = config(&fake, &db);
    config.limits = Limits {
        hold_limit: Duration::from_secs(2),
        ..Limits::default()
    };
    let bot = start_bot_with(&fake, config).await;
    let ann = fake.user(41, "Ann");
    let bob = fake.user(42, "Bob");
    let table = super::open_table(
        &fake,
        &bot,
        &db,
        &ann,
        &[&bob],
        "/ribs new computers:2 turn_timer:0",
    )
    .await;
    // Bob hands his own seat over, so that the table waits for Ann alone.
    fake.ask(&bob, table.channel, "/ribs autopilot on:true")
        .await;
    let button = |m: &RecordedMessage| m.button("Autopilot for Ann").is_some();
    let live = fake
        .wait_channel_message(table.channel, button, PATIENCE)
        .await
        .expect("once Ann has held her turn, the table offers to hand it over");
    assert!(
        live.text().contains("Ann has held the turn for 2 seconds"),
        "{}",
        live.text()
    );
    // Ann cannot use it on herself.
    let own = fake.press(&ann, &live, "Autopilot for Ann").await;
    assert!(own.ephemeral);
    assert!(own.text().contains("your own seat"), "{}", own.text());
    super::silently(
        fake.click(&bob, &live, "Autopilot for Ann"),
        "the hand-over",
    )
    .await;
    fake.wait_channel_message(
        table.channel,
        |m| m.text().contains("Bob handed Ann's seat to the autopilot"),
        settle(),
    )
    .await
    .expect("the channel is told who and why");
    let info = bot
        .service()
        .info::<ribs::games::ribs::Match>(table.id)
        .await
        .unwrap();
    assert!(info.seats[0].handed_over, "Ann's seat plays on by itself");
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_clicks_is_answered_in_time_without_holding_up_another_tables_ping() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot_with(&fake, config(&fake, &db)).await;
    let ann = fake.user(41, "Ann");
    let bob = fake.user(42, "Bob");
    // Ann's table in one channel, Bob's in the other.
    let mine = super::open_table(&fake, &bot, &db, &ann, &[], "/ribs new computers:3").await;
    fake.ask(&bob, OTHER_CHANNEL_ID, "/ribs new computers:3")
        .await;
    let other = bot.service().table_at(PlaceId(OTHER_CHANNEL_ID)).unwrap();
    let start = format!("ribs:{other}:start");
    let lobby = fake
        .wait_channel_message(
            OTHER_CHANNEL_ID,
            |m| m.custom_ids().contains(&start),
            DEFAULT_WAIT,
        )
        .await
        .unwrap();
    let live = fake
        .wait_channel_message(mine.channel, |m| m.button("Your hand").is_some(), settle())
        .await
        .unwrap();
    // Ann presses Your hand 60 times in 2 s; a second in, Bob's match begins.
    let pings_before = fake.notifications_for(&bob).len();
    let burst = async {
        let mut clicks = Vec::new();
        for _ in 0..60 {
            clicks.push(fake.click(&ann, &live, "Your hand"));
            tokio::time::sleep(Duration::from_millis(33)).await;
        }
        for click in clicks {
            // The fake refuses a first answer after Discord's 3 s (10062).
            click.wait_response(Duration::from_secs(3)).await.unwrap();
        }
    };
    let start = async {
        tokio::time::sleep(Duration::from_secs(1)).await;
        let started = fake.clock();
        fake.press(&bob, &lobby, "Start").await;
        started
    };
    let ((), started) = tokio::join!(burst, start);
    // Bob's turn comes (the computers play until it does) and pings him.
    let ping = fake
        .wait_for(
            |s| s.notifications_for(42).get(pings_before).cloned(),
            PATIENCE,
        )
        .await
        .expect("Bob's turn pings him");
    assert!(ping.at > started);
    let late: Vec<_> = fake
        .log()
        .into_iter()
        .filter(|c| c.path.ends_with("/callback") && c.status == 404)
        .collect();
    assert!(late.is_empty(), "callbacks too late: {late:#?}");
    assert!(fake.rate_limited_calls().is_empty());
    // The figure for the notes: how long after Bob pressed Start, mid-burst, his turn's
    // ping came (his first turn comes at once or after the computers' instant moves).
    if std::env::var_os("RIBS_TRANSCRIPT").is_some() {
        let answered = fake
            .log()
            .iter()
            .filter(|c| c.path.ends_with("/callback") && c.user == Some(41))
            .count();
        eprintln!(
            "60 clicks in 2 s ({answered} answered in time); Bob pinged {:?} after pressing Start mid-burst",
            ping.at - started
        );
    }
    bot.shutdown().await;
}
