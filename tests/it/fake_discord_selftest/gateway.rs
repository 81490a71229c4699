//! The gateway: a bot restarted against the same fake, autosharding, and servers on
//! several shards run by several processes.

use std::time::Duration;

use crate::support::fake_discord::{
    CHANNEL_ID, FakeDiscord, FakeOptions, GUILD_ID, IDENTIFY_SPACING, opt,
};
use poise::serenity_prelude as serenity;

use super::{Bot, Shards, WAIT, discord_code, http};

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
    // As if the restart took 5 s: Discord takes one IDENTIFY per 5 s (see below).
    fake.advance_clock(IDENTIFY_SPACING);

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

/// Discord takes one IDENTIFY per 5 s from a bot (`max_concurrency` 1), whichever process
/// sends it: a bot started again at once is answered op 9 INVALID SESSION, and serenity
/// identifies again once 5 s have passed, then answers.
#[tokio::test]
async fn an_identify_within_five_seconds_of_the_last_is_told_to_wait() {
    let fake = FakeDiscord::start().await;
    let first = Bot::start(&fake).await;
    fake.wait_ready(WAIT).await.unwrap();
    first.stop().await;
    fake.wait_until(|s| !s.is_ready(), WAIT).await.unwrap();
    let restarted = fake.clock();
    let second = Bot::start(&fake).await;
    fake.wait_ready(IDENTIFY_SPACING + WAIT).await.unwrap();
    let identifies = fake.identifies();
    let accepted: Vec<_> = identifies.iter().filter(|i| !i.too_soon).collect();
    let refused: Vec<_> = identifies.iter().filter(|i| i.too_soon).collect();
    assert_eq!(accepted.len(), 2, "{identifies:?}");
    // (Restarted within the 5 s, unless the machine was slow enough to leave none.)
    if restarted < accepted[0].at + IDENTIFY_SPACING {
        assert!(!refused.is_empty(), "{identifies:?}");
    }
    assert!(accepted[1].at - accepted[0].at >= IDENTIFY_SPACING);
    assert!(
        refused
            .iter()
            .all(|i| i.at - accepted[0].at < IDENTIFY_SPACING)
    );
    let alice = fake.user(1001, "alice");
    let answer = fake
        .command(&alice, CHANNEL_ID, "/selftest secret")
        .wait_response(WAIT)
        .await
        .unwrap();
    assert_eq!(answer.content(), "only you can see this");
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
    let bot = Bot::start_with(&fake, serenity::GatewayIntents::GUILDS, Shards::Auto).await;
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

/// A server added on shard 1 of 2 belongs to shard 1: with one process per shard, each
/// calling through its own API base, the added server's interactions reach the shard-1
/// process only and carry the server's own id, the seeded server's reach shard 0's, and
/// every call is marked with its process. READY lists each shard's servers; the guild
/// routes answer for the added server; a command registered in another server only is one
/// no client there offers.
#[tokio::test]
async fn a_server_added_on_shard_1_is_served_by_the_process_that_runs_shard_1() {
    let fake = FakeDiscord::start().await;
    let two = fake.add_guild("Two", 1, 2);
    assert_eq!((two.id >> 22) % 2, 1);
    assert_eq!((GUILD_ID >> 22) % 2, 0);
    let zero = Bot::start_with(
        &fake,
        serenity::GatewayIntents::GUILDS,
        Shards::Only(0, 2, "zero"),
    )
    .await;
    fake.wait_ready(WAIT).await.unwrap();
    // Started one after another, as Discord's one IDENTIFY per 5 s wants.
    fake.advance_clock(IDENTIFY_SPACING);
    let one = Bot::start_with(
        &fake,
        serenity::GatewayIntents::GUILDS,
        Shards::Only(1, 2, "one"),
    )
    .await;
    fake.wait_until(|s| s.serves(two.id), WAIT).await.unwrap();
    assert_each_ready_lists_its_shards_servers(&fake, two.id);
    // The commands for every server, as a bot in many servers registers them.
    let http = http(&fake);
    let command = serenity::CreateCommand::new("selftest").description("The self-test's commands");
    serenity::Command::set_global_commands(&http, vec![command])
        .await
        .unwrap();
    let alice = fake.user(1001, "alice");
    for channel in [two.channel, CHANNEL_ID] {
        let answer = fake
            .command(&alice, channel, "/selftest secret")
            .wait_response(WAIT)
            .await
            .unwrap();
        assert_eq!(answer.content(), "only you can see this");
    }
    let asked = fake.events();
    let asked: Vec<&serde_json::Value> = asked
        .iter()
        .filter(|e| e.kind == "INTERACTION_CREATE")
        .map(|e| &e.data)
        .collect();
    assert_eq!(asked[0]["guild_id"], two.id.to_string());
    assert_eq!(asked[0]["channel"]["guild_id"], two.id.to_string());
    assert_eq!(
        asked[0]["authorizing_integration_owners"]["0"],
        two.id.to_string()
    );
    assert_eq!(asked[1]["guild_id"], GUILD_ID.to_string());
    let answered_by = |channel: u64| -> Vec<Option<String>> {
        fake.log()
            .into_iter()
            .filter(|c| c.channel_id == Some(channel))
            .map(|c| c.via)
            .collect()
    };
    assert_eq!(answered_by(two.channel), [Some("one".to_owned())]);
    assert_eq!(answered_by(CHANNEL_ID), [Some("zero".to_owned())]);

    assert_the_guild_routes_answer_for_the_added_server(&http, two.id, two.channel).await;

    // A command of the seeded server only: no client in the other server offers it.
    let only_here = serenity::CreateCommand::new("herecmd").description("Here only");
    serenity::GuildId::new(GUILD_ID)
        .set_commands(&http, vec![only_here])
        .await
        .unwrap();
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    let _ = fake.slash(&alice, two.channel, "herecmd", serde_json::json!([]));
    let problems = fake.problems();
    assert!(
        problems.len() == 1 && problems[0].contains("not registered"),
        "{problems:?}"
    );
    zero.stop().await;
    one.stop().await;
}

/// READY, on each of the 2 shards, lists that shard's servers: the seeded one on shard
/// 0, the added one (`two`) on shard 1.
fn assert_each_ready_lists_its_shards_servers(fake: &FakeDiscord, two: u64) {
    let readies: Vec<(serde_json::Value, Vec<String>)> = fake
        .events()
        .iter()
        .filter(|e| e.kind == "READY")
        .map(|e| {
            let guilds = e.data["guilds"].as_array().unwrap().iter();
            let ids = guilds
                .map(|g| g["id"].as_str().unwrap().to_owned())
                .collect();
            (e.data["shard"].clone(), ids)
        })
        .collect();
    assert_eq!(
        readies,
        [
            (serde_json::json!([0, 2]), vec![GUILD_ID.to_string()]),
            (serde_json::json!([1, 2]), vec![two.to_string()]),
        ]
    );
}

/// The guild routes answer for the added server (`two`, with its one `channel`), and not
/// for a server the fake does not have.
async fn assert_the_guild_routes_answer_for_the_added_server(
    http: &serenity::Http,
    two: u64,
    channel: u64,
) {
    let guild = http.get_guild(serenity::GuildId::new(two)).await.unwrap();
    assert_eq!((guild.name.as_str(), guild.roles.len()), ("Two", 1));
    let channels = http
        .get_channels(serenity::GuildId::new(two))
        .await
        .unwrap();
    let ids: Vec<u64> = channels.iter().map(|c| c.id.get()).collect();
    assert_eq!(ids, [channel]);
    let unknown = http
        .get_guild(serenity::GuildId::new(GUILD_ID + (64 << 22)))
        .await
        .unwrap_err();
    assert_eq!(discord_code(&unknown), Some(10004));
}
