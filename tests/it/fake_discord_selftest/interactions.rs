//! Interactions: every kind a poise bot answers, malformed requests, DMs and forged clicks,
//! and a wait condition that calls the fake.

use std::time::Duration;

use crate::support::fake_discord::{
    CHANNEL_ID, FakeDiscord, FakeUser, ForgedClick, Interaction, OTHER_CHANNEL_ID, Origin,
    RecordedMessage, opt, percentile,
};
use poise::serenity_prelude as serenity;
use serde_json::json;

use super::{Bot, TOKEN, WAIT, answered_privately, discord_code, http, last_event};

#[tokio::test]
async fn a_poise_bot_registers_its_commands_and_answers_every_kind_of_interaction() {
    let fake = FakeDiscord::start().await;
    let bot = Bot::start(&fake).await;
    fake.wait_ready(WAIT).await.unwrap();

    let identify = &fake.identifies()[0];
    assert_eq!(identify.token, format!("Bot {TOKEN}"));
    let commands = fake.commands();
    assert_eq!(commands.len(), 1);
    assert_eq!(commands[0].name, "selftest");
    assert_eq!(commands[0].guild_id, Some(fake.guild_id()));
    let subcommands: Vec<&str> = commands[0]
        .options
        .iter()
        .filter_map(|o| o["name"].as_str())
        .collect();
    assert_eq!(subcommands, ["secret", "post", "slow"]);

    let alice = fake.user(1001, "alice");
    let bob = fake.user(1002, "bob");
    let channel = fake.channel_id();

    // An ephemeral reply: seen by its user only.
    let secret = fake.slash(&alice, channel, "selftest", opt::sub("secret", []));
    let reply = secret.wait_response(WAIT).await.unwrap();
    assert_eq!(reply.kind, 4);
    assert!(reply.ephemeral);
    assert_eq!(reply.content(), "only you can see this");
    assert_eq!(seen(&fake, &alice), ["only you can see this"]);
    assert!(seen(&fake, &bob).is_empty());
    assert!(fake.channel_messages(channel).is_empty());

    // A channel message with a button and a select menu, typed as a user would.
    let posted = fake.command(&bob, channel, "/selftest post seats:4");
    assert_eq!(
        posted.wait_response(WAIT).await.unwrap().content(),
        "posted"
    );
    let lobby = fake
        .last_channel_message(channel)
        .expect("the lobby is posted");
    assert_eq!(lobby.origin, Origin::Channel);
    assert_eq!(lobby.content, "Lobby: 4 seats");
    assert_eq!(
        lobby.custom_ids(),
        ["selftest:join", "selftest:name", "selftest:pick"]
    );
    assert_eq!(lobby.button("Jo").unwrap().custom_id, "selftest:join");
    let menu = lobby.select("selftest:pick").unwrap();
    assert_eq!((menu.min_values, menu.max_values), (2, 2));
    assert_eq!(menu.options[1].label, "K♥");
    assert!(lobby.text().contains("K♥"));

    let click = a_click_a_select_and_a_modal_are_answered(&fake, &alice, &bob, &lobby).await;

    // A deferral (5) then an edit of @original; a deferral then poise's follow-up.
    let edited = fake.slash(&alice, channel, "selftest", opt::sub("slow", []));
    let answer = edited.wait_reply(WAIT).await.unwrap();
    assert_eq!(answer.kind, 5);
    assert_eq!(answer.content(), "done by edit");
    assert!(answer.followups.is_empty());
    let followed = fake.command(&alice, channel, "/selftest slow followup:true");
    let answer = followed.wait_reply(WAIT).await.unwrap();
    assert_eq!(answer.content(), "done by follow-up");
    assert!(
        answer.followups.is_empty(),
        "the first follow-up fills the placeholder"
    );
    assert!(!answer.original.unwrap().is_loading());

    let lobby_id = lobby.id;
    a_second_or_late_callback_is_refused_and_a_thread_announced(
        &fake, &alice, &click, channel, lobby_id,
    )
    .await;

    // Everything the bot did is logged, with whose interaction it answered.
    let log = fake.log();
    let callbacks: Vec<_> = log
        .iter()
        .filter(|c| c.path.ends_with("/callback") && c.status == 204)
        .collect();
    assert_eq!(callbacks.len(), 8);
    assert_eq!(callbacks[0].user, Some(alice.id));
    assert_eq!(callbacks[0].ephemeral, Some(true));
    // Each was acknowledged in time by the fake's own 3 s rule (a late one is refused with
    // 10062, not counted above); how fast is a figure for notes.
    let latencies = fake.ack_latencies();
    assert_eq!(latencies.len(), 8);
    eprintln!(
        "acknowledged within {:?} (99th percentile)",
        percentile(&latencies, 0.99)
    );
    assert!(
        fake.unknown_calls().is_empty(),
        "{:?}",
        fake.unknown_calls()
    );
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    bot.stop().await;
}

/// On the posted `lobby`: a click answered by an update of the clicked message (7) and an
/// ephemeral follow-up; a select answered by a deferred update (6) and an edit of
/// @original; a modal (9), and its submission answered. Returns the click.
async fn a_click_a_select_and_a_modal_are_answered(
    fake: &FakeDiscord,
    alice: &FakeUser,
    bob: &FakeUser,
    lobby: &RecordedMessage,
) -> Interaction {
    let click = fake.click(alice, lobby, "Join");
    let answer = click
        .wait_response_where(|r| r.followups.len() == 1, WAIT)
        .await
        .unwrap();
    assert_eq!(answer.kind, 7);
    assert!(!answer.ephemeral);
    let updated = answer.original.as_ref().unwrap();
    assert_eq!(updated.id, lobby.id);
    assert_eq!(updated.content, "Lobby: alice joined");
    assert_eq!(updated.edits, 1);
    assert_eq!(updated.revisions[0].content, "Lobby: 4 seats");
    assert!(answer.followups[0].ephemeral);
    assert_eq!(answer.followups[0].content, "you joined");
    assert!(seen(fake, alice).contains(&"you joined".to_owned()));
    assert!(!seen(fake, bob).contains(&"you joined".to_owned()));
    assert_eq!(seen(fake, bob), ["Lobby: alice joined", "posted"]);

    // A select answered by a deferred update (6) and an edit of @original: the clicked message.
    let lobby = fake.message(lobby.id).unwrap();
    let pick = fake.select(bob, &lobby, "selftest:pick", &["A♠", "9♣"]);
    fake.wait_until(
        |s| {
            s.message(lobby.id)
                .is_some_and(|m| m.content == "Lobby: picked A♠ 9♣")
        },
        WAIT,
    )
    .await
    .unwrap();
    assert_eq!(pick.wait_response(WAIT).await.unwrap().kind, 6);

    // A modal (9), and its submission answered.
    let lobby = fake.message(lobby.id).unwrap();
    let ask = fake.click(bob, &lobby, "Name");
    let modal = ask.wait_response(WAIT).await.unwrap();
    assert_eq!(modal.kind, 9);
    assert_eq!(modal.content(), "Your name");
    let submitted = fake.submit_modal(&ask, &[("name", "Bobby")]);
    let answer = submitted.wait_response(WAIT).await.unwrap();
    assert_eq!(answer.content(), "hello Bobby");
    assert!(answer.ephemeral);

    click
}

/// Discord refuses a second callback for one interaction (the `click`'s), and a late one;
/// a thread created while a bot is connected (from the message `lobby`) is announced with
/// THREAD_CREATE.
async fn a_second_or_late_callback_is_refused_and_a_thread_announced(
    fake: &FakeDiscord,
    alice: &FakeUser,
    click: &Interaction,
    channel: u64,
    lobby: u64,
) {
    let http = http(fake);
    let again = serenity::CreateInteractionResponse::Acknowledge;
    let refused = http
        .create_interaction_response(click.id.into(), &click.token, &again, Vec::new())
        .await
        .unwrap_err();
    assert_eq!(discord_code(&refused), Some(40060));
    assert!(
        fake.failed_calls()
            .iter()
            .any(|c| c.response["code"] == 40060)
    );
    fake.set_ack_deadline(Duration::from_millis(20));
    let ignored = fake.slash(alice, channel, "unknown-to-the-bot", json!([]));
    // Past the deadline on the fake's clock, without waiting for it.
    fake.advance_clock(Duration::from_millis(40));
    let late = http
        .create_interaction_response(ignored.id.into(), &ignored.token, &again, Vec::new())
        .await
        .unwrap_err();
    assert_eq!(discord_code(&late), Some(10062));

    // A thread created while a bot is connected is announced with THREAD_CREATE.
    let thread = serenity::ChannelId::new(channel)
        .create_thread_from_message(
            &http,
            serenity::MessageId::new(lobby),
            serenity::CreateThread::new("Match"),
        )
        .await
        .unwrap();
    assert_eq!(thread.id.get(), lobby);
}

/// The contents of the messages `user` sees.
fn seen(fake: &FakeDiscord, user: &FakeUser) -> Vec<String> {
    fake.messages_seen_by(user)
        .iter()
        .map(|m| m.content.clone())
        .collect()
}

#[tokio::test]
#[should_panic(expected = "read the `&State` it is given instead")]
async fn calling_the_fake_inside_a_wait_condition_panics_instead_of_deadlocking() {
    let fake = FakeDiscord::start().await;
    let _ = fake
        .wait_until(|_| fake.channel_messages(CHANNEL_ID).is_empty(), WAIT)
        .await;
}

#[tokio::test]
async fn malformed_requests_are_answered_with_errors_and_recorded() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let channel = serenity::ChannelId::new(CHANNEL_ID);

    let garbage = json!({"content": 7, "embeds": [1], "components": [{"type": 2}]});
    let refused = http
        .send_message(channel, Vec::new(), &garbage)
        .await
        .unwrap_err();
    assert_eq!(discord_code(&refused), Some(50035));
    let call = fake.failed_calls().pop().unwrap();
    let errors = &call.response["errors"];
    assert!(errors["content"]["_errors"].is_array(), "{errors}");
    assert!(errors["embeds"]["0"]["_errors"].is_array(), "{errors}");

    let missing = http
        .edit_message(
            channel,
            serenity::MessageId::new(42),
            &json!({"content": "x"}),
            Vec::new(),
        )
        .await
        .unwrap_err();
    assert_eq!(discord_code(&missing), Some(10008));
    let nowhere = serenity::ChannelId::new(42)
        .say(&http, "x")
        .await
        .unwrap_err();
    assert_eq!(discord_code(&nowhere), Some(10003));

    let alice = fake.user(1001, "alice");
    let interaction = fake.slash(&alice, CHANNEL_ID, "nothing", json!([]));
    let odd = http
        .create_interaction_response(
            interaction.id.into(),
            &interaction.token,
            &json!({"type": 42}),
            Vec::new(),
        )
        .await
        .unwrap_err();
    assert_eq!(discord_code(&odd), Some(50035));
    let update = http
        .create_interaction_response(
            interaction.id.into(),
            &interaction.token,
            &json!({"type": 7, "data": {"content": "no message to update"}}),
            Vec::new(),
        )
        .await
        .unwrap_err();
    assert_eq!(
        discord_code(&update),
        Some(50035),
        "7 is for components only"
    );
    assert!(
        interaction.response().is_none(),
        "a refused callback acknowledges nothing"
    );

    // Files travel as multipart: `payload_json` and `files[n]`.
    let file = serenity::CreateAttachment::bytes(b"A K Q".to_vec(), "hand.txt");
    let with_file = channel
        .send_message(&http, serenity::CreateMessage::new().add_file(file))
        .await
        .unwrap();
    assert_eq!(with_file.attachments[0].filename, "hand.txt");
    let recorded = fake.message(with_file.id.get()).unwrap();
    assert_eq!(recorded.attachments[0].size, 5);
    assert_eq!(fake.log().last().unwrap().files, ["hand.txt"]);
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
}

#[tokio::test]
async fn dms_and_forged_clicks_reach_the_bot_as_a_client_could_send_them() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let (alice, bob) = (fake.user(1001, "alice"), fake.user(1002, "bob"));

    // The bot opens a DM and writes there: only its user sees it, and is notified.
    let dm = http
        .create_private_channel(&json!({"recipient_id": alice.id.to_string()}))
        .await
        .unwrap();
    assert_eq!(dm.id.get(), fake.dm_channel(&alice));
    let hand = serenity::CreateMessage::new()
        .content("your hand")
        .button(serenity::CreateButton::new("ribs:1:hand").label("Hand"));
    let sent = dm.id.send_message(&http, hand).await.unwrap();
    assert_eq!(fake.messages_seen_by(&alice).len(), 1);
    assert!(fake.messages_seen_by(&bob).is_empty());
    assert_eq!(fake.notifications_for(&alice)[0].message_id, sent.id.get());

    // A click on it comes from the DM: no guild, `user` instead of `member`.
    let recorded = fake.message(sent.id.get()).unwrap();
    fake.click(&alice, &recorded, "Hand");
    let click = last_event(&fake, "INTERACTION_CREATE").data;
    assert!(click.get("guild_id").is_none() && click.get("member").is_none());
    assert_eq!(click["channel"]["type"], 1);
    let parsed: serenity::Interaction = serde_json::from_value(click).unwrap();
    let component = parsed.message_component().unwrap();
    assert_eq!(
        (component.guild_id, component.user.id.get()),
        (None, alice.id)
    );
    // A slash command typed in the DM.
    fake.slash(&alice, dm.id.get(), "selftest", opt::sub("secret", []));
    let command = last_event(&fake, "INTERACTION_CREATE").data;
    assert!(command.get("guild_id").is_none() && command["data"].get("guild_id").is_none());
    assert_eq!(command["user"]["id"], alice.id.to_string());

    // Forged clicks: a panel's custom id on a public message claimed ephemeral, from another
    // channel; the same from a DM; an ephemeral message claimed public.
    let table = serenity::ChannelId::new(CHANNEL_ID)
        .say(&http, "table")
        .await
        .unwrap();
    let forged = ForgedClick::new(table.id.get(), "ribs:1:play")
        .ephemeral(true)
        .in_channel(OTHER_CHANNEL_ID);
    let interaction = fake.forge_click(&bob, forged);
    let event = last_event(&fake, "INTERACTION_CREATE").data;
    assert_eq!(event["id"], interaction.id.to_string());
    assert_eq!(event["data"]["custom_id"], "ribs:1:play");
    assert_eq!(event["channel_id"], OTHER_CHANNEL_ID.to_string());
    assert_eq!(event["message"]["flags"].as_u64().unwrap() & 64, 64);
    assert_eq!(event["guild_id"], fake.guild_id().to_string());
    fake.forge_click(
        &bob,
        ForgedClick::new(table.id.get(), "ribs:1:play").in_dm(),
    );
    let event = last_event(&fake, "INTERACTION_CREATE").data;
    assert!(event.get("guild_id").is_none());
    assert_eq!(event["channel_id"], fake.dm_channel(&bob).to_string());
    let secret = answered_privately(&fake, &http, &alice, "panel").await;
    let panel = secret.response().unwrap().original.unwrap();
    fake.forge_click(
        &bob,
        ForgedClick::new(panel.id, "ribs:1:select")
            .select(&["A♠"])
            .ephemeral(false),
    );
    let event = last_event(&fake, "INTERACTION_CREATE").data;
    assert_eq!(event["message"]["flags"].as_u64().unwrap() & 64, 0);
    assert_eq!(event["data"]["values"], json!(["A♠"]));
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
}

/// Discord holds a command's names and descriptions in other locales to the limits of the
/// default ones, and refuses the whole registration otherwise: so does the fake.
#[tokio::test]
async fn a_localized_name_or_description_out_of_limits_refuses_the_commands() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let long = "x".repeat(101);
    for (command, field) in [
        (
            serenity::CreateCommand::new("selftest")
                .description("Fine in English")
                .description_localized("fr", &long),
            "description_localizations",
        ),
        (
            serenity::CreateCommand::new("selftest")
                .description("Fine in English")
                .name_localized("de", "Großbuchstaben"),
            "name_localizations",
        ),
        (
            serenity::CreateCommand::new("selftest")
                .description("Fine in English")
                .add_option(
                    serenity::CreateCommandOption::new(
                        serenity::CommandOptionType::String,
                        "word",
                        "A word",
                    )
                    .description_localized("pl", ""),
                ),
            "description_localizations",
        ),
    ] {
        let refused = serenity::Command::set_global_commands(&http, vec![command])
            .await
            .unwrap_err();
        assert_eq!(discord_code(&refused), Some(50035), "{field}");
        let call = fake.failed_calls().pop().unwrap();
        assert!(
            call.response["errors"].to_string().contains(field),
            "{}",
            call.response
        );
    }
    assert!(fake.commands().is_empty(), "nothing registered");
    // Within the limits in every locale: registered.
    let fine = serenity::CreateCommand::new("selftest")
        .description("Fine in English")
        .name_localized("de", "selbsttest")
        .description_localized("fr", "Bien en français");
    serenity::Command::set_global_commands(&http, vec![fine])
        .await
        .unwrap();
    assert_eq!(fake.commands().len(), 1);
}
