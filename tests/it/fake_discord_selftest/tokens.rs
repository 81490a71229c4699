//! The fake's clock, interaction tokens that expire, and a rejected bot token.

use std::time::Duration;

use crate::support::fake_discord::{CHANNEL_ID, FakeDiscord};
use poise::serenity_prelude as serenity;

use super::{Bot, WAIT, answered_privately, discord_code, http, http_status};

#[tokio::test]
async fn the_clock_moves_when_the_test_says_and_dates_and_ids_follow_it() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let channel = serenity::ChannelId::new(CHANNEL_ID);
    let before = channel.say(&http, "before").await.unwrap();
    fake.advance_clock(Duration::from_secs(3600));
    assert!(fake.clock() >= Duration::from_secs(3600));
    let after = channel.say(&http, "after").await.unwrap();
    let gap = after.timestamp.unix_timestamp() - before.timestamp.unix_timestamp();
    assert!((3600..3610).contains(&gap), "{gap}");
    let id_gap = after.id.created_at().unix_timestamp() - before.id.created_at().unix_timestamp();
    assert!((3600..3610).contains(&id_gap), "{id_gap}");
    assert!(fake.message(after.id.get()).unwrap().created_at >= Duration::from_secs(3600));
    assert!(fake.log().last().unwrap().at >= Duration::from_secs(3600));
}

#[tokio::test]
async fn interaction_tokens_expire_fifteen_minutes_after_the_interaction() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let alice = fake.user(1001, "alice");
    let interaction = answered_privately(&fake, &http, &alice, "panel").await;
    fake.advance_clock(Duration::from_secs(14 * 60));
    let edit = serenity::EditInteractionResponse::new().content("still mine to edit");
    http.edit_original_interaction_response(&interaction.token, &edit, Vec::new())
        .await
        .unwrap();

    fake.advance_clock(Duration::from_secs(61));
    let expired = http
        .edit_original_interaction_response(&interaction.token, &edit, Vec::new())
        .await
        .unwrap_err();
    assert_eq!(http_status(&expired), Some(401));
    assert_eq!(discord_code(&expired), Some(50027));
    let followup = serenity::CreateInteractionResponseFollowup::new().content("late");
    let expired = http
        .create_followup_message(&interaction.token, &followup, Vec::new())
        .await
        .unwrap_err();
    assert_eq!(discord_code(&expired), Some(50027));
    assert_eq!(
        fake.message(interaction.response().unwrap().original.unwrap().id)
            .unwrap()
            .content,
        "still mine to edit"
    );

    // Each call says how old its token was: a test can assert none was used past 15 minutes.
    let ages: Vec<(u16, Duration)> = fake
        .log()
        .iter()
        .filter_map(|c| Some((c.status, c.token_age?)))
        .collect();
    assert_eq!(ages.len(), 4);
    let fifteen = Duration::from_secs(15 * 60);
    assert!(
        ages.iter()
            .filter(|(s, _)| *s < 400)
            .all(|(_, age)| *age <= fifteen)
    );
    assert!(
        ages.iter()
            .filter(|(s, _)| *s == 401)
            .all(|(_, age)| *age > fifteen)
    );
    assert_eq!(
        fake.invalid_requests().len(),
        2,
        "401s count as invalid requests"
    );
}

#[tokio::test]
async fn a_rejected_token_gets_401_on_every_call_and_4004_on_the_gateway() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    assert_eq!(
        http.get_current_user().await.unwrap().id.get(),
        fake.bot_user_id(),
        "a bot checks its token with GET /users/@me"
    );
    fake.reject_token();
    let refused = http.get_current_user().await.unwrap_err();
    assert_eq!(
        (http_status(&refused), discord_code(&refused)),
        (Some(401), Some(0))
    );
    let call = fake.log().pop().unwrap();
    assert_eq!(call.response["message"], "401: Unauthorized");
    // The gateway closes with 4004, which ends serenity's `start` with an error.
    let bot = Bot::start(&fake).await;
    let ended = tokio::time::timeout(WAIT, bot.task)
        .await
        .expect("start() returns after 4004")
        .unwrap();
    assert!(
        matches!(
            ended,
            Err(serenity::Error::Gateway(
                serenity::GatewayError::InvalidAuthentication
            ))
        ),
        "{ended:?}"
    );
    assert_eq!(fake.identifies()[0].closed_with, Some(4004));
    assert!(!fake.invalid_requests().is_empty());
    fake.accept_token();
    http.get_current_user().await.unwrap();

    // A token revoked while the bot runs: its next RESUME is closed with 4004 too.
    let bot = Bot::start(&fake).await;
    fake.wait_ready(WAIT).await.unwrap();
    fake.reject_token();
    fake.restart_gateway();
    let ended = tokio::time::timeout(WAIT, bot.task)
        .await
        .expect("start() returns after 4004 on a RESUME")
        .unwrap();
    assert!(ended.is_err(), "{ended:?}");
    assert_eq!(fake.resumes(), 0);
}

#[tokio::test]
async fn a_request_without_a_discord_bot_user_agent_is_refused_with_403() {
    let fake = FakeDiscord::start().await;
    let url = format!("{}/api/v10/users/@me", fake.api_base());
    let ask = |agent: Option<&'static str>| {
        let url = url.clone();
        async move {
            // reqwest sends no User-Agent unless told.
            let mut request = reqwest::Client::new()
                .get(url)
                .header("Authorization", format!("Bot {}", super::TOKEN));
            if let Some(agent) = agent {
                request = request.header("User-Agent", agent);
            }
            let response = request.send().await.expect("the fake answers");
            let status = response.status().as_u16();
            let body: serde_json::Value = response.json().await.unwrap_or_default();
            (status, body["code"].as_i64())
        }
    };
    assert_eq!(ask(None).await, (403, Some(40333)), "no User-Agent");
    assert_eq!(
        ask(Some("reqwest/0.12")).await,
        (403, Some(40333)),
        "not DiscordBot (...)"
    );
    assert_eq!(ask(Some(super::USER_AGENT)).await.0, 200);
    // The refusals count towards Discord's ban on invalid requests.
    assert_eq!(fake.invalid_requests().len(), 2);

    // serenity's calls carry its own; the bot's own client carries the bot's, whatever
    // HTTP client it is given.
    http(&fake).get_current_user().await.unwrap();
    let rest = ribs::discord::rest::Rest::new(
        reqwest::Client::new(),
        Some(&fake.api_base()),
        super::TOKEN,
        ribs::discord::rest::Pace::default(),
    );
    let message = serenity::CreateMessage::new().content("said with a User-Agent");
    rest.create_message(CHANNEL_ID, &message, "ua", None)
        .await
        .unwrap();
    assert!(ribs::discord::rest::USER_AGENT.starts_with("DiscordBot (https://"));
    assert_eq!(fake.invalid_requests().len(), 2);
}
