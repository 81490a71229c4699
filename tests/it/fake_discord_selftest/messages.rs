//! Messages: edits of old messages, notifications, enforced nonces, and ephemeral messages.

use std::time::Duration;

use crate::support::fake_discord::{
    CHANNEL_ID, FakeDiscord, FakeOptions, OTHER_CHANNEL_ID, OldMessageEdits,
};
use poise::serenity_prelude as serenity;
use serde_json::json;

use super::{Raw, answered_privately, discord_code, header, http, http_status, unlimited_fake};

#[tokio::test]
async fn edits_of_messages_older_than_an_hour_are_refused_with_a_400_or_a_429() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let channel = serenity::ChannelId::new(CHANNEL_ID);
    let mut table = channel.say(&http, "table").await.unwrap();
    let edit = serenity::EditMessage::new().content("step 1");
    table.edit(&http, edit.clone()).await.unwrap();
    fake.advance_clock(Duration::from_secs(3601));
    let refused = table.edit(&http, edit).await.unwrap_err();
    assert_eq!(http_status(&refused), Some(400));
    assert_eq!(discord_code(&refused), Some(30046));
    assert_eq!(fake.message(table.id.get()).unwrap().content, "step 1");

    // Discord also answers it as a rate limit: a 429 with `retry_after`.
    let fake = FakeDiscord::start_with(FakeOptions {
        old_message_edits: OldMessageEdits::RateLimited {
            retry_after: Duration::from_secs(30),
        },
        ..FakeOptions::default()
    })
    .await;
    let raw = Raw::new(&fake);
    let (_, _, posted) = raw.post(CHANNEL_ID, "table").await;
    fake.advance_clock(Duration::from_secs(3601));
    let path = format!(
        "/channels/{CHANNEL_ID}/messages/{}",
        posted["id"].as_str().unwrap()
    );
    let edit = json!({"content": "step 2"});
    let (status, headers, body) = raw
        .send(reqwest::Method::PATCH, &path, Some(edit.clone()))
        .await;
    assert_eq!(status, 429);
    assert_eq!(body["code"], 30046);
    assert_eq!(body["retry_after"], 30.0);
    assert_eq!(header(&headers, "retry-after"), "30");
    // Trying again before the 30 s are over is a premature retry.
    let (status, _, _) = raw.send(reqwest::Method::PATCH, &path, Some(edit)).await;
    assert_eq!(status, 429);
    assert_eq!(fake.premature_retries().len(), 1);
    assert_eq!(fake.rate_limited_calls().len(), 2);
}

#[tokio::test]
async fn only_created_messages_notify_the_users_they_ping_as_allowed_mentions_permit() {
    let fake = unlimited_fake().await;
    let http = http(&fake);
    let channel = serenity::ChannelId::new(CHANNEL_ID);
    let (ann, bob, cat) = (
        fake.user(1001, "ann"),
        fake.user(1002, "bob"),
        fake.user(1003, "cat"),
    );
    let notified = |user| -> Vec<u64> {
        fake.notifications_for(user)
            .iter()
            .map(|n| n.message_id)
            .collect()
    };

    // Without allowed_mentions every mention pings, in both spellings.
    let both = channel
        .say(&http, format!("{} and <@!{}>", ann.mention(), bob.id))
        .await
        .unwrap();
    assert_eq!(notified(&ann), [both.id.get()]);
    assert_eq!(notified(&bob), [both.id.get()]);
    // allowed_mentions: an empty parse pings nobody; a users list pings those only.
    let nobody = serenity::CreateMessage::new()
        .content(format!("{} {}", ann.mention(), bob.mention()))
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    channel.send_message(&http, nobody).await.unwrap();
    let only_bob = serenity::CreateMessage::new()
        .content(format!("{} {}", ann.mention(), bob.mention()))
        .allowed_mentions(serenity::CreateAllowedMentions::new().users([bob.id]));
    let to_bob = channel.send_message(&http, only_bob).await.unwrap();
    assert_eq!(notified(&ann), [both.id.get()]);
    assert_eq!(notified(&bob), [both.id.get(), to_bob.id.get()]);
    // An edit that adds a mention highlights, never notifies.
    let mut quiet = channel.say(&http, "your turn soon").await.unwrap();
    let edit = serenity::EditMessage::new().content(format!("your turn {}", cat.mention()));
    quiet.edit(&http, edit).await.unwrap();
    assert!(notified(&cat).is_empty());
    assert_eq!(fake.message(quiet.id.get()).unwrap().mentions, [cat.id]);

    // Interaction answers: a public reply and a public follow-up notify; ephemeral ones, a
    // deferral filled later and an update of the clicked message do not.
    let reply = |content: String, ephemeral: bool| {
        serenity::CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .content(content)
                .ephemeral(ephemeral),
        )
    };
    let public = fake.slash(&ann, CHANNEL_ID, "anything", json!([]));
    http.create_interaction_response(
        public.id.into(),
        &public.token,
        &reply(cat.mention(), false),
        Vec::new(),
    )
    .await
    .unwrap();
    let followup = serenity::CreateInteractionResponseFollowup::new().content(cat.mention());
    http.create_followup_message(&public.token, &followup, Vec::new())
        .await
        .unwrap();
    let hidden = followup.clone().ephemeral(true);
    http.create_followup_message(&public.token, &hidden, Vec::new())
        .await
        .unwrap();
    assert_eq!(notified(&cat).len(), 2);
    let private = fake.slash(&ann, CHANNEL_ID, "anything", json!([]));
    http.create_interaction_response(
        private.id.into(),
        &private.token,
        &reply(cat.mention(), true),
        Vec::new(),
    )
    .await
    .unwrap();
    let deferred = fake.slash(&ann, CHANNEL_ID, "anything", json!([]));
    let defer = serenity::CreateInteractionResponse::Defer(
        serenity::CreateInteractionResponseMessage::new(),
    );
    http.create_interaction_response(deferred.id.into(), &deferred.token, &defer, Vec::new())
        .await
        .unwrap();
    let fill = serenity::EditInteractionResponse::new().content(cat.mention());
    http.edit_original_interaction_response(&deferred.token, &fill, Vec::new())
        .await
        .unwrap();
    let posted = fake.last_channel_message(CHANNEL_ID).unwrap();
    let click = fake.click_raw(&ann, both.id.get(), "any", 2, &[]);
    let update = serenity::CreateInteractionResponse::UpdateMessage(
        serenity::CreateInteractionResponseMessage::new().content(cat.mention()),
    );
    http.create_interaction_response(click.id.into(), &click.token, &update, Vec::new())
        .await
        .unwrap();
    assert_eq!(posted.content, cat.mention());
    assert_eq!(notified(&cat).len(), 2);

    // A silent message still notifies, flagged as such.
    let silent = serenity::CreateMessage::new()
        .content(ann.mention())
        .flags(serenity::MessageFlags::SUPPRESS_NOTIFICATIONS);
    channel.send_message(&http, silent).await.unwrap();
    let last = fake.notifications_for(&ann).pop().unwrap();
    assert!(last.silent);
    assert_eq!(last.channel_id, CHANNEL_ID);
    assert_eq!(fake.notifications().len(), 6);
}

#[tokio::test]
async fn a_message_sent_again_with_its_enforced_nonce_is_created_once() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let channel = serenity::ChannelId::new(CHANNEL_ID);
    let once = || {
        serenity::CreateMessage::new()
            .content("table")
            .nonce(serenity::Nonce::String("table-7-step-3".into()))
            .enforce_nonce(true)
    };
    let first = channel.send_message(&http, once()).await.unwrap();
    let again = channel.send_message(&http, once()).await.unwrap();
    assert_eq!(first.id, again.id);
    assert_eq!(fake.channel_messages(CHANNEL_ID).len(), 1);
    assert_eq!(
        fake.message(first.id.get()).unwrap().nonce,
        Some(json!("table-7-step-3"))
    );
    // Not enforced, or in another channel, or 5 minutes later: a new message.
    let loose = serenity::CreateMessage::new()
        .content("table")
        .nonce(serenity::Nonce::String("table-7-step-3".into()));
    assert_ne!(
        channel.send_message(&http, loose).await.unwrap().id,
        first.id
    );
    let elsewhere = serenity::ChannelId::new(OTHER_CHANNEL_ID)
        .send_message(&http, once())
        .await
        .unwrap();
    assert_ne!(elsewhere.id, first.id);
    fake.advance_clock(Duration::from_secs(5 * 60 + 1));
    assert_ne!(
        channel.send_message(&http, once()).await.unwrap().id,
        first.id
    );
    assert_eq!(fake.channel_messages(CHANNEL_ID).len(), 3);
}

#[tokio::test]
async fn a_channel_lists_its_newest_messages_without_nonces_and_nothing_without_history() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let channel = serenity::ChannelId::new(CHANNEL_ID);
    let mut sent = Vec::new();
    for n in 0..3 {
        let message = serenity::CreateMessage::new()
            .content(format!("message {n}"))
            .nonce(serenity::Nonce::String(format!("n{n}")))
            .enforce_nonce(true);
        sent.push(channel.send_message(&http, message).await.unwrap().id);
    }
    let ids = |listed: &[serenity::Message]| listed.iter().map(|m| m.id).collect::<Vec<_>>();
    let newest = http.get_messages(channel, None, Some(2)).await.unwrap();
    assert_eq!(ids(&newest), [sent[2], sent[1]], "the newest first");
    assert!(
        newest.iter().all(|m| m.nonce.is_none()),
        "a listing has no nonces"
    );
    let after = http
        .get_messages(
            channel,
            Some(serenity::MessagePagination::After(sent[0])),
            Some(100),
        )
        .await
        .unwrap();
    assert_eq!(ids(&after), [sent[2], sent[1]]);
    // Without Read Message History, Discord answers an empty list, not an error.
    fake.deny_bot(CHANNEL_ID, serenity::Permissions::READ_MESSAGE_HISTORY);
    assert!(
        http.get_messages(channel, None, None)
            .await
            .unwrap()
            .is_empty()
    );
}

#[tokio::test]
async fn ephemeral_messages_are_invisible_to_the_channel_routes() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let alice = fake.user(1001, "alice");
    let interaction = answered_privately(&fake, &http, &alice, "your hand").await;
    let followup = serenity::CreateInteractionResponseFollowup::new()
        .content("a note")
        .ephemeral(true);
    http.create_followup_message(&interaction.token, &followup, Vec::new())
        .await
        .unwrap();
    let created = fake.ephemeral_messages_created_for(&alice);
    assert_eq!(created.len(), 2);
    let channel = serenity::ChannelId::new(CHANNEL_ID);
    for message in &created {
        let id = serenity::MessageId::new(message.id);
        let get = http.get_message(channel, id).await.unwrap_err();
        assert_eq!(discord_code(&get), Some(10008));
        let edit = http
            .edit_message(channel, id, &json!({"content": "x"}), Vec::new())
            .await
            .unwrap_err();
        assert_eq!(discord_code(&edit), Some(10008));
        let delete = http.delete_message(channel, id, None).await.unwrap_err();
        assert_eq!(discord_code(&delete), Some(10008));
    }
    // Through the interaction's token they can be edited.
    let edit = serenity::EditInteractionResponse::new().content("your new hand");
    http.edit_original_interaction_response(&interaction.token, &edit, Vec::new())
        .await
        .unwrap();
    assert_eq!(
        fake.ephemeral_messages_created_for(&alice).len(),
        2,
        "edits add none"
    );
    assert!(fake.newest_bot_message(CHANNEL_ID).is_none());
    let public = channel.say(&http, "table").await.unwrap();
    assert_eq!(
        fake.newest_bot_message(CHANNEL_ID).unwrap().id,
        public.id.get()
    );
    // Every call is counted for its channel, with its status.
    let statuses: Vec<u16> = fake.calls_in(CHANNEL_ID).iter().map(|c| c.status).collect();
    assert_eq!(statuses.iter().filter(|s| **s == 404).count(), 6);
    assert_eq!(statuses.len(), 10);
}
