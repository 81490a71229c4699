//! The commands around a match: threads, autopilot, the table posted again, leaderboards,
//! stats and the rules.

use std::time::Duration;

use super::{fake, open_table, start_bot, temp_db};
use crate::support::fake_discord::{
    CHANNEL_ID, DEFAULT_WAIT, FakeUser, RecordedMessage, ThreadFailure,
};
use ribs::games::ribs::Options;
use ribs::table::TableStatus;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_thread_is_opened_or_the_channel_is_used_with_a_notice() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let users: Vec<FakeUser> = (0..4)
        .map(|i| fake.user(30 + i, &format!("T{i}")))
        .collect();
    let others = [&users[1], &users[2], &users[3]];
    let table = open_table(
        &fake,
        &bot,
        &db,
        &users[0],
        &others,
        "/ribs new thread:true",
    )
    .await;
    assert_ne!(table.channel, CHANNEL_ID, "a thread for the match");
    assert_eq!(fake.threads().len(), 1);
    // The lobby, left in the channel, points to the thread.
    fake.wait_channel_message(
        CHANNEL_ID,
        |m| m.text().contains(&format!("<#{}>", table.channel)),
        DEFAULT_WAIT,
    )
    .await
    .unwrap();
    // Commands typed in the thread find the table.
    let answer = fake.ask(&users[1], table.channel, "/ribs hand").await;
    assert!(
        answer.ephemeral && answer.text().contains("Your hand"),
        "{}",
        answer.text()
    );
    let stop = fake.ask(&users[0], table.channel, "/ribs stop").await;
    assert_eq!(stop.content(), "The match is stopped.");
    fake.wait_channel_message(
        table.channel,
        |m| m.text().contains("Match stopped"),
        DEFAULT_WAIT,
    )
    .await
    .unwrap();

    // Threads unavailable: the match is played in the channel, said in one line.
    fake.fail_threads(Some(ThreadFailure::MaxActiveThreads));
    let table = open_table(
        &fake,
        &bot,
        &db,
        &users[0],
        &others,
        "/ribs new thread:true",
    )
    .await;
    assert_eq!(table.channel, CHANNEL_ID);
    fake.wait_channel_message(
        CHANNEL_ID,
        |m| m.content.starts_with("Could not open a thread"),
        DEFAULT_WAIT,
    )
    .await
    .unwrap();
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn leaderboard_stats_rules_autopilot_and_the_table_posted_again() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let ann = fake.user(41, "Ann");
    let bob = fake.user(42, "Bob");
    // Empty boards say why, whichever the order.
    for (line, said) in [
        ("/ribs leaderboard", "No rated matches yet on this server"),
        (
            "/ribs leaderboard by:\"matches won\"",
            "No finished matches yet on this server",
        ),
    ] {
        let answer = fake.ask(&ann, CHANNEL_ID, line).await;
        assert!(answer.text().contains(said), "{line}: {}", answer.text());
    }
    // A match of two people and two computers, played on autopilot.
    let table = open_table(
        &fake,
        &bot,
        &db,
        &ann,
        &[&bob],
        "/ribs new target:1 computers:2",
    )
    .await;
    // The engine's defaults, but for the option given.
    assert_eq!(table.options, Options::default().with_target(1).unwrap());
    let on = fake.ask(&ann, CHANNEL_ID, "/ribs autopilot on:true").await;
    assert!(
        on.content()
            .starts_with("A computer player plays your seat now"),
        "{}",
        on.content()
    );
    // The table posted again: the one live table message is the newest, the old one gone.
    let before = fake.newest_bot_message(CHANNEL_ID).unwrap();
    fake.ask(&bob, CHANNEL_ID, "/ribs table").await;
    let old = before.id;
    fake.wait_until(
        move |s| {
            s.message(old).is_none_or(|m| m.deleted)
                && s.newest_bot_message(CHANNEL_ID)
                    .is_some_and(|m| m.button("Your hand").is_some())
        },
        DEFAULT_WAIT,
    )
    .await
    .unwrap();
    fake.ask(&bob, CHANNEL_ID, "/ribs autopilot on:true").await;
    fake.wait_channel_message(
        CHANNEL_ID,
        |m| m.text().contains("wins the match"),
        Duration::from_secs(60),
    )
    .await
    .unwrap();
    let live: Vec<_> = fake
        .channel_messages(CHANNEL_ID)
        .into_iter()
        .filter(|m| !m.deleted && m.button("Your hand").is_some())
        .collect();
    assert!(
        live.is_empty(),
        "no live controls are left once the match is over"
    );
    assert_eq!(
        bot.service().status(table.id).await.unwrap(),
        Some(TableStatus::Finished)
    );
    let board = fake
        .ask(&ann, CHANNEL_ID, "/ribs leaderboard by:\"hands won\"")
        .await;
    assert!(!board.ephemeral);
    let text = board.text();
    assert!(text.contains("Ann") && text.contains("Bob"), "{text}");
    assert!(text.contains("of 1 match"), "plurals: {text}");
    let rate = fake
        .ask(&ann, CHANNEL_ID, "/ribs leaderboard by:\"win rate\"")
        .await;
    assert!(
        rate.text().contains("once they have finished 5 matches"),
        "{}",
        rate.text()
    );
    let stats = fake.ask(&bob, CHANNEL_ID, "/ribs stats").await;
    assert!(
        stats.text().contains("Matches: 1 played"),
        "{}",
        stats.text()
    );
    assert!(
        stats.text().contains(&format!("match {}", table.id)) && !stats.text().contains('#'),
        "{}",
        stats.text()
    );
    let rules = fake.ask(&bob, CHANNEL_ID, "/ribs rules").await;
    assert!(rules.ephemeral && rules.text().contains("Page 1 of 6"));
    let page = rules.original.clone().unwrap();
    let turned = |m: &RecordedMessage| m.text().contains("E is the bidder at 6");
    super::in_place(fake.click(&bob, &page, "Next ▶"), &page, turned, "the page").await;
    assert!(fake.rate_limited_calls().is_empty());
    bot.shutdown().await;
}
