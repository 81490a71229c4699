//! The gateway: a bot restarted against the same fake, and autosharding.

use std::time::Duration;

use crate::support::fake_discord::{CHANNEL_ID, FakeDiscord, FakeOptions, opt};
use poise::serenity_prelude as serenity;

use super::{Bot, WAIT};

#[tokio::test]
async fn a_bot_restarted_against_the_same_fake_identifies_again_and_answers() {
    let fake = FakeDiscord::start().await;
    let alice = fake.user(1001, "alice");
    let channel = fake.channel_id();

    let first = Bot::start(&fake).await;
    fake.wait_ready(WAIT).await.unwrap();
    let posted = fake.slash(
        &alice,
        channel,
        "selftest",
        opt::sub("post", [opt::int("seats", 3)]),
    );
    posted.wait_response(WAIT).await.unwrap();
    let lobby = fake.last_channel_message(channel).unwrap();

    // Discord asks for a reconnect now and then: serenity resumes, nothing is lost.
    fake.restart_gateway();
    let click = fake.click(&alice, &lobby, "selftest:join");
    click.wait_response(WAIT).await.unwrap();
    fake.wait_until(|s| s.problems().is_empty() && s.is_ready(), WAIT)
        .await
        .unwrap();
    assert_eq!(fake.resumes(), 1);
    assert_eq!(fake.identifies().len(), 1);

    first.stop().await;
    fake.wait_until(|s| !s.is_ready(), WAIT).await.unwrap();

    // A new bot on the same fake: a second IDENTIFY gets READY again, and what was injected
    // while no bot was connected goes to it.
    let waiting = fake.slash(&alice, channel, "selftest", opt::sub("secret", []));
    let second = Bot::start(&fake).await;
    fake.wait_ready(WAIT).await.unwrap();
    assert_eq!(fake.identifies().len(), 2);
    let answer = waiting.wait_response(WAIT).await.unwrap();
    assert_eq!(answer.content(), "only you can see this");
    assert_eq!(
        fake.commands().len(),
        1,
        "re-registering replaces the commands"
    );
    let lobby = fake.message(lobby.id).unwrap();
    let click = fake.click(&alice, &lobby, "Join");
    let answer = click.wait_response(WAIT).await.unwrap();
    assert_eq!(answer.kind, 7);
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    second.stop().await;
}

#[tokio::test]
async fn start_autosharded_starts_the_recommended_shards_and_the_guild_goes_to_its_shard() {
    let fake = FakeDiscord::start_with(FakeOptions {
        shards: 2,
        ..FakeOptions::default()
    })
    .await;
    let bot = Bot::start_with(&fake, serenity::GatewayIntents::GUILDS, true).await;
    fake.wait_ready(WAIT).await.unwrap();
    let alice = fake.user(1001, "alice");
    let answer = fake
        .slash(&alice, CHANNEL_ID, "selftest", opt::sub("secret", []))
        .wait_response(WAIT)
        .await
        .unwrap();
    assert_eq!(answer.content(), "only you can see this");
    // serenity waits 5 s between two shards' IDENTIFYs.
    fake.wait_until(|s| s.is_ready() && s.problems().is_empty(), WAIT)
        .await
        .unwrap();
    let shards =
        || -> Vec<Option<(u64, u64)>> { fake.identifies().iter().map(|i| i.shard).collect() };
    tokio::time::timeout(Duration::from_secs(10), async {
        while shards().len() < 2 {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    })
    .await
    .expect("the second shard identifies");
    assert_eq!(shards(), [Some((0, 2)), Some((1, 2))]);
    // The guild's events still go to its shard (0) once shard 1 is up.
    let answer = fake
        .command(&alice, CHANNEL_ID, "/selftest secret")
        .wait_response(WAIT)
        .await
        .unwrap();
    assert!(answer.ephemeral);
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    bot.stop().await;

    // A bot that does not shard when it must is closed with 4011.
    let fake = FakeDiscord::start_with(FakeOptions {
        shards: 2,
        ..FakeOptions::default()
    })
    .await;
    let bot = Bot::start(&fake).await;
    tokio::time::timeout(WAIT, async {
        while fake.identifies().is_empty() {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await
    .expect("the bot identifies");
    assert_eq!(fake.identifies()[0].closed_with, Some(4011));
    bot.stop().await;
}
