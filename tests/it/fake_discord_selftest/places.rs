//! Places: threads and forum posts, the bot's permission overwrites, and channels, threads,
//! guilds and messages the bot loses.

use std::time::Duration;

use crate::support::fake_discord::{
    CHANNEL_ID, FORUM_CHANNEL_ID, FailRule, FakeDiscord, OTHER_CHANNEL_ID, ThreadFailure,
};
use poise::serenity_prelude as serenity;
use serde_json::json;

use super::{Bot, Shards, WAIT, discord_code, http, http_status, last_event, unlimited_fake};

#[tokio::test]
async fn threads_can_be_created_or_made_to_fail_and_limits_are_enforced() {
    // Many writes in one channel in a row: more than its rate limit allows.
    let fake = unlimited_fake().await;
    let http = http(&fake);
    let channel = serenity::ChannelId::new(CHANNEL_ID);
    let message = channel
        .send_message(&http, serenity::CreateMessage::new().content("table"))
        .await
        .unwrap();

    // A thread from a message takes the message's id.
    let thread = channel
        .create_thread_from_message(&http, message.id, serenity::CreateThread::new("Match 1"))
        .await
        .unwrap();
    assert_eq!(thread.id.get(), message.id.get());
    assert_eq!(thread.kind, serenity::ChannelType::PublicThread);
    let in_thread = thread
        .id
        .send_message(
            &http,
            serenity::CreateMessage::new().content("hello thread"),
        )
        .await
        .unwrap();
    assert_eq!(
        fake.channel_messages(thread.id.get())[0].id,
        in_thread.id.get()
    );
    // Without a message and without a type, Discord makes a private thread.
    let private = channel
        .create_thread(&http, serenity::CreateThread::new("Match 2"))
        .await
        .unwrap();
    assert_eq!(private.kind, serenity::ChannelType::PrivateThread);

    fake.fail_threads(Some(ThreadFailure::MissingPermissions));
    let refused = channel
        .create_thread(
            &http,
            serenity::CreateThread::new("Match 3").kind(serenity::ChannelType::PublicThread),
        )
        .await
        .unwrap_err();
    assert_eq!(discord_code(&refused), Some(50013));
    fake.fail_threads(Some(ThreadFailure::MaxActiveThreads));
    let refused = channel
        .create_thread(&http, serenity::CreateThread::new("Match 3"))
        .await
        .unwrap_err();
    assert_eq!(discord_code(&refused), Some(160_006));
    fake.fail_threads(None);
    assert_eq!(fake.threads().len(), 2);

    // Any route can be made to fail a given number of times.
    fake.fail_requests(
        FailRule::new("POST", "/channels/*/messages", 403, 50001, "Missing Access").times(1),
    );
    let refused = channel.say(&http, "nope").await.unwrap_err();
    assert_eq!(discord_code(&refused), Some(50001));
    channel.say(&http, "yes").await.unwrap();

    // Discord's limits: duplicate custom ids, and components without content, are refused.
    let twice = serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new("same").label("A"),
        serenity::CreateButton::new("same").label("B"),
    ]);
    let refused = channel
        .send_message(
            &http,
            serenity::CreateMessage::new()
                .content("x")
                .components(vec![twice]),
        )
        .await
        .unwrap_err();
    assert_eq!(discord_code(&refused), Some(50035));
    let lonely =
        serenity::CreateActionRow::Buttons(vec![serenity::CreateButton::new("b").label("B")]);
    let refused = channel
        .send_message(
            &http,
            serenity::CreateMessage::new().components(vec![lonely]),
        )
        .await
        .unwrap_err();
    assert_eq!(discord_code(&refused), Some(50006));

    // Mentions ping as allowed_mentions permits (with none, Discord parses them all).
    let everyone = channel.say(&http, "<@1001> and <@1002>").await.unwrap();
    let only_one = channel
        .send_message(
            &http,
            serenity::CreateMessage::new()
                .content("<@1001> and <@1002>")
                .allowed_mentions(
                    serenity::CreateAllowedMentions::new().users([serenity::UserId::new(1002)]),
                ),
        )
        .await
        .unwrap();
    let mentions = |id: serenity::MessageId| fake.message(id.get()).unwrap().mentions;
    assert_eq!(mentions(everyone.id), [1001, 1002]);
    assert_eq!(mentions(only_one.id), [1002]);

    // A wait that runs out says what the fake saw.
    let timed_out = fake
        .wait_until(|_| false, Duration::from_millis(10))
        .await
        .unwrap_err();
    assert!(
        timed_out.to_string().contains("last REST calls"),
        "{timed_out}"
    );

    // The seeded guild answers the usual look-ups, in shapes serenity reads.
    let guild = serenity::GuildId::new(fake.guild_id());
    let carol = fake.manager(1003, "carol");
    let member = http
        .get_member(guild, serenity::UserId::new(carol.id))
        .await
        .unwrap();
    assert_eq!(member.user.name, "carol");
    assert_eq!(
        http.get_user(serenity::UserId::new(carol.id))
            .await
            .unwrap()
            .name,
        "carol"
    );
    assert_eq!(
        http.get_current_user().await.unwrap().id.get(),
        fake.bot_user_id()
    );
    let app = http.get_current_application_info().await.unwrap();
    assert_eq!(app.id.get(), fake.app_id());
    assert!(http.get_channel(channel).await.unwrap().guild().is_some());
    assert_eq!(http.get_guild_roles(guild).await.unwrap().len(), 2);
    assert_eq!(
        http.get_channels(guild).await.unwrap().len(),
        3,
        "#ribs, #general and #ribs-forum"
    );
    assert_eq!(http.get_guild(guild).await.unwrap().id, guild);

    // Unknown routes are answered 404 and recorded.
    let unknown = http
        .get_guild_webhooks(serenity::GuildId::new(fake.guild_id()))
        .await;
    assert!(unknown.is_err());
    assert_eq!(fake.unknown_calls().len(), 1);
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
}

#[tokio::test]
async fn the_bots_overwrites_decide_what_it_may_do_and_interactions_carry_its_permissions() {
    let fake = unlimited_fake().await;
    let bot = Bot::start(&fake).await;
    fake.wait_ready(WAIT).await.unwrap();
    let http = http(&fake);
    let alice = fake.user(1001, "alice");
    let channel = serenity::ChannelId::new(CHANNEL_ID);
    let mut table = channel.say(&http, "table").await.unwrap();
    let thread = channel
        .create_thread_from_message(&http, table.id, serenity::CreateThread::new("Match"))
        .await
        .unwrap();
    let all = fake.bot_permissions(CHANNEL_ID);
    assert!(all.send_messages() && all.embed_links() && all.create_public_threads());

    let denied = serenity::Permissions::SEND_MESSAGES
        | serenity::Permissions::EMBED_LINKS
        | serenity::Permissions::SEND_MESSAGES_IN_THREADS;
    fake.deny_bot(CHANNEL_ID, denied);
    let update = last_event(&fake, "CHANNEL_UPDATE");
    assert!(update.sent, "the bot asked for GUILDS");
    let overwrite = &update.data["permission_overwrites"][0];
    assert_eq!(overwrite["id"], fake.bot_user_id().to_string());
    assert_eq!(overwrite["deny"], denied.bits().to_string());
    // Posting is refused, in the channel and in its threads; editing its own message is not.
    let refused = channel.say(&http, "no").await.unwrap_err();
    assert_eq!(
        (http_status(&refused), discord_code(&refused)),
        (Some(403), Some(50013))
    );
    let refused = thread.id.say(&http, "no").await.unwrap_err();
    assert_eq!(discord_code(&refused), Some(50013));
    table
        .edit(&http, serenity::EditMessage::new().content("table, step 2"))
        .await
        .unwrap();
    let with_embed = serenity::EditMessage::new().embed(serenity::CreateEmbed::new().title("x"));
    assert_eq!(
        discord_code(&table.edit(&http, with_embed).await.unwrap_err()),
        Some(50013)
    );
    // Interactions carry what the bot may do there, overwrites applied, threads included.
    for place in [CHANNEL_ID, thread.id.get()] {
        fake.slash(&alice, place, "unknown-to-the-bot", json!([]));
        let sent = last_event(&fake, "INTERACTION_CREATE");
        let bits: u64 = sent.data["app_permissions"]
            .as_str()
            .unwrap()
            .parse()
            .unwrap();
        let permissions = serenity::Permissions::from_bits_truncate(bits);
        assert_eq!(permissions, fake.bot_permissions(place));
        assert!(!permissions.send_messages() && permissions.view_channel());
    }
    fake.slash(&alice, OTHER_CHANNEL_ID, "unknown-to-the-bot", json!([]));
    let elsewhere = last_event(&fake, "INTERACTION_CREATE");
    assert_eq!(elsewhere.data["app_permissions"], all.bits().to_string());

    // Without View Channel, every call on the channel is 403 50001.
    fake.deny_bot(CHANNEL_ID, serenity::Permissions::VIEW_CHANNEL);
    let hidden = http.get_channel(channel).await.unwrap_err();
    assert_eq!(
        (http_status(&hidden), discord_code(&hidden)),
        (Some(403), Some(50001))
    );
    let hidden = http.get_message(channel, table.id).await.unwrap_err();
    assert_eq!(discord_code(&hidden), Some(50001));
    assert_eq!(
        discord_code(&thread.id.say(&http, "x").await.unwrap_err()),
        Some(50001)
    );
    // Threads need their own permissions.
    fake.deny_bot(CHANNEL_ID, serenity::Permissions::CREATE_PUBLIC_THREADS);
    let other = channel.say(&http, "lobby").await.unwrap();
    let refused = channel
        .create_thread_from_message(&http, other.id, serenity::CreateThread::new("No"))
        .await
        .unwrap_err();
    assert_eq!(discord_code(&refused), Some(50013));
    fake.allow_bot(CHANNEL_ID);
    assert!(
        last_event(&fake, "CHANNEL_UPDATE").data["permission_overwrites"]
            .as_array()
            .unwrap()
            .is_empty()
    );
    channel.say(&http, "allowed again").await.unwrap();
    assert_eq!(fake.invalid_requests().len(), 7);
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    bot.stop().await;
}

#[tokio::test]
async fn lost_channels_threads_and_guilds_are_announced_and_refused_as_on_discord() {
    let fake = unlimited_fake().await;
    let bot = Bot::start(&fake).await;
    fake.wait_ready(WAIT).await.unwrap();
    let http = http(&fake);
    let channel = serenity::ChannelId::new(OTHER_CHANNEL_ID);
    let lobby = channel.say(&http, "lobby").await.unwrap();
    let thread = channel
        .create_thread_from_message(&http, lobby.id, serenity::CreateThread::new("Match"))
        .await
        .unwrap()
        .id;
    let mut inside = thread.say(&http, "table").await.unwrap();
    let archived = |fake: &FakeDiscord| {
        let update = last_event(fake, "THREAD_UPDATE");
        assert!(update.sent);
        (
            update.data["thread_metadata"]["archived"] == true,
            update.data["thread_metadata"]["locked"] == true,
        )
    };

    // Archived: edits are refused, a post unarchives it.
    fake.archive_thread(thread.get());
    assert_eq!(archived(&fake), (true, false));
    let edit = serenity::EditMessage::new().content("step 2");
    let refused = inside.edit(&http, edit.clone()).await.unwrap_err();
    assert_eq!(discord_code(&refused), Some(50083));
    thread.say(&http, "back").await.unwrap();
    assert_eq!(archived(&fake), (false, false));
    inside.edit(&http, edit).await.unwrap();
    // Locked: the bot's posts are refused; archived and locked: 400 50083.
    fake.lock_thread(thread.get());
    assert_eq!(archived(&fake), (false, true));
    let refused = thread.say(&http, "no").await.unwrap_err();
    assert_eq!(
        (http_status(&refused), discord_code(&refused)),
        (Some(403), Some(50013))
    );
    fake.archive_thread(thread.get());
    let refused = thread.say(&http, "no").await.unwrap_err();
    assert_eq!(
        (http_status(&refused), discord_code(&refused)),
        (Some(400), Some(50083))
    );

    // Deleted: THREAD_DELETE, CHANNEL_DELETE, then 404 10003.
    fake.delete_channel(thread.get());
    let deleted = last_event(&fake, "THREAD_DELETE");
    assert_eq!(deleted.data["parent_id"], OTHER_CHANNEL_ID.to_string());
    assert_eq!(
        discord_code(&thread.say(&http, "x").await.unwrap_err()),
        Some(10003)
    );
    fake.delete_channel(OTHER_CHANNEL_ID);
    assert_eq!(
        last_event(&fake, "CHANNEL_DELETE").data["id"],
        OTHER_CHANNEL_ID.to_string()
    );
    let gone = http.get_channel(channel).await.unwrap_err();
    assert_eq!(
        (http_status(&gone), discord_code(&gone)),
        (Some(404), Some(10003))
    );

    // A moderator deletes a message: later edits are 404 10008; without the GUILD_MESSAGES
    // intent the bot is not told, but the event is recorded.
    let main = serenity::ChannelId::new(CHANNEL_ID);
    let mut table = main.say(&http, "table").await.unwrap();
    fake.delete_message_as_moderator(table.id.get());
    let event = last_event(&fake, "MESSAGE_DELETE");
    assert!(!event.sent);
    assert_eq!(event.data["id"], table.id.get().to_string());
    assert!(fake.message(table.id.get()).unwrap().deleted_by_moderator);
    let refused = table
        .edit(&http, serenity::EditMessage::new().content("x"))
        .await
        .unwrap_err();
    assert_eq!(discord_code(&refused), Some(10008));

    // Removed from the guild: GUILD_DELETE without `unavailable`, then 403 50001.
    fake.remove_bot_from_guild();
    let left = last_event(&fake, "GUILD_DELETE");
    assert!(left.sent);
    assert!(left.data.get("unavailable").is_none());
    let refused = main.say(&http, "x").await.unwrap_err();
    assert_eq!(
        (http_status(&refused), discord_code(&refused)),
        (Some(403), Some(50001))
    );
    let guild = serenity::GuildId::new(fake.guild_id());
    assert_eq!(
        discord_code(&http.get_guild(guild).await.unwrap_err()),
        Some(50001)
    );
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    bot.stop().await;
}

#[tokio::test]
async fn a_bot_with_the_guild_messages_intent_is_told_of_a_moderators_deletion() {
    let fake = FakeDiscord::start().await;
    let intents = serenity::GatewayIntents::GUILDS | serenity::GatewayIntents::GUILD_MESSAGES;
    let bot = Bot::start_with(&fake, intents, Shards::One).await;
    fake.wait_ready(WAIT).await.unwrap();
    let table = serenity::ChannelId::new(CHANNEL_ID)
        .say(&http(&fake), "table")
        .await
        .unwrap();
    fake.delete_message_as_moderator(table.id.get());
    assert!(last_event(&fake, "MESSAGE_DELETE").sent);
    let note = format!("noticed that {} was deleted", table.id);
    fake.wait_channel_message(CHANNEL_ID, |m| m.content == note, WAIT)
        .await
        .unwrap();
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    bot.stop().await;
}

#[tokio::test]
async fn a_forum_post_starts_a_thread_with_a_first_message_that_notifies() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let ann = fake.user(1001, "ann");
    let forum = serenity::ChannelId::new(FORUM_CHANNEL_ID);
    let post = forum
        .create_forum_post(
            &http,
            serenity::CreateForumPost::new(
                "Match 1",
                serenity::CreateMessage::new()
                    .content(format!("{} opens the table", ann.mention())),
            ),
        )
        .await
        .unwrap();
    let first = &fake.channel_messages(post.id.get())[0];
    assert_eq!(
        first.id,
        post.id.get(),
        "a post's first message has the thread's id"
    );
    assert_eq!(fake.notifications_for(&ann)[0].message_id, post.id.get());
    assert_eq!(fake.threads()[0].parent_id, FORUM_CHANNEL_ID);
    // A forum has no messages of its own.
    let refused = forum.say(&http, "x").await.unwrap_err();
    assert_eq!(discord_code(&refused), Some(50008));
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
}
