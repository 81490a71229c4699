//! Rate limits, server errors and answers held back.

use std::time::Duration;

use crate::support::fake_discord::{CHANNEL_ID, FailRule, FakeDiscord, FakeUser, OTHER_CHANNEL_ID};
use poise::serenity_prelude as serenity;
use serde_json::json;

use super::{Raw, TOKEN, WAIT, header, http, http_status, unlimited_fake};

#[tokio::test]
async fn rate_limits_are_sent_in_headers_and_enforced_per_channel_per_token_and_globally() {
    let fake = FakeDiscord::start().await;
    let raw = Raw::new(&fake);

    assert_writes_are_limited_per_channel(&fake, &raw).await;

    // An interaction's token: 5 calls per 2 s; its callback is exempt.
    let alice = fake.user(1001, "alice");
    let interaction = fake.slash(&alice, CHANNEL_ID, "anything", json!([]));
    let callback = format!(
        "/interactions/{}/{}/callback",
        interaction.id, interaction.token
    );
    let (status, _, _) = raw
        .send(reqwest::Method::POST, &callback, Some(json!({"type": 5})))
        .await;
    assert_eq!(status, 204);
    let webhook = format!("/webhooks/{}/{}", fake.app_id(), interaction.token);
    let statuses: Vec<u16> = {
        let mut statuses = Vec::new();
        for i in 0..6 {
            let body = json!({"content": format!("follow-up {i}")});
            statuses.push(
                raw.send(reqwest::Method::POST, &webhook, Some(body))
                    .await
                    .0,
            );
        }
        statuses
    };
    assert_eq!(statuses, [200, 200, 200, 200, 200, 429]);

    assert_the_global_limit_lets_50_a_second_through_but_callbacks(&fake, &raw, &alice).await;

    // Without rate limits: neither headers nor 429s.
    let fake = unlimited_fake().await;
    let raw = Raw::new(&fake);
    for i in 0..8 {
        let (status, headers, _) = raw.post(CHANNEL_ID, &format!("message {i}")).await;
        assert_eq!(status, 200);
        assert!(!headers.contains_key("x-ratelimit-limit"));
    }
}

#[tokio::test]
async fn server_errors_come_before_or_after_the_effect_and_answers_can_be_held_back() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let channel = serenity::ChannelId::new(CHANNEL_ID);
    let messages = || -> Vec<String> {
        fake.channel_messages(CHANNEL_ID)
            .into_iter()
            .map(|m| m.content)
            .collect()
    };

    // A 502 after the fact: the message exists, the bot is told it failed.
    fake.fail_requests(
        FailRule::server_error("POST", "/channels/*/messages", 502)
            .after_effect()
            .times(1),
    );
    let failed = channel.say(&http, "sent once").await.unwrap_err();
    assert_eq!(http_status(&failed), Some(502));
    assert_eq!(messages(), ["sent once"]);
    let call = fake.log().pop().unwrap();
    assert!(call.failed_after_effect);
    assert_eq!(call.response["message"], "502: Bad Gateway");
    // A 503 before the fact: nothing happened.
    fake.fail_requests(FailRule::server_error("POST", "/channels/*/messages", 503).times(1));
    assert_eq!(
        http_status(&channel.say(&http, "lost").await.unwrap_err()),
        Some(503)
    );
    assert_eq!(messages(), ["sent once"]);

    // An answer held back past the client's timeout, the message created at once.
    fake.fail_requests(
        FailRule::slow("POST", "/channels/*/messages", Duration::from_millis(500))
            .after_effect()
            .times(1),
    );
    let impatient = reqwest::Client::builder()
        .user_agent(super::USER_AGENT)
        .timeout(Duration::from_millis(100))
        .build()
        .unwrap();
    let timed_out = impatient
        .post(format!(
            "{}/api/v10/channels/{CHANNEL_ID}/messages",
            fake.api_base()
        ))
        .header("Authorization", format!("Bot {TOKEN}"))
        .json(&json!({"content": "timed out"}))
        .send()
        .await
        .unwrap_err();
    assert!(timed_out.is_timeout());
    assert_eq!(messages(), ["sent once", "timed out"]);
    // Held back before the fact: the message comes with the answer, not before it.
    fake.fail_requests(
        FailRule::slow("POST", "/channels/*/messages", Duration::from_millis(300)).times(1),
    );
    let slow = {
        let http = super::http(&fake);
        tokio::spawn(async move { channel.say(&http, "slow").await })
    };
    fake.wait_until(
        |s| {
            let made = s
                .channel_messages(CHANNEL_ID)
                .iter()
                .any(|m| m.content == "slow");
            s.held_before_effect() == 1 && !made
        },
        WAIT,
    )
    .await
    .expect("the post held back, and no message yet");
    slow.await.unwrap().unwrap();
    let call = fake.log().pop().unwrap();
    assert_eq!(call.delayed, Duration::from_millis(300));
    assert_eq!(messages(), ["sent once", "timed out", "slow"]);
}

#[tokio::test]
async fn interaction_endpoints_do_not_count_against_the_global_limit_while_channel_writes_do() {
    let fake = FakeDiscord::start().await;
    let raw = Raw::new(&fake);
    // Twelve private panels, answered through their callbacks (exempt from every limit).
    let mut tokens = Vec::new();
    for i in 0..12 {
        let user = fake.user(2000 + i, &format!("player{i}"));
        let interaction = fake.slash(&user, CHANNEL_ID, "anything", json!([]));
        let callback = format!(
            "/interactions/{}/{}/callback",
            interaction.id, interaction.token
        );
        let answer = json!({"type": 4, "data": {"content": "your panel", "flags": 64}});
        let (status, _, _) = raw
            .send(reqwest::Method::POST, &callback, Some(answer))
            .await;
        assert_eq!(status, 204);
        tokens.push(interaction.token);
    }
    // Sixty DM channels: sixty channel buckets, so only the global limit can refuse a post.
    let dms: Vec<u64> = (0..60)
        .map(|i| fake.dm_channel(&fake.user(3000 + i, &format!("reader{i}"))))
        .collect();
    // A fresh global window, then everything at once: 60 token edits (5 per token, the most
    // each token's own bucket takes) and 60 channel posts.
    fake.advance_clock(Duration::from_secs(2));
    let mut burst = tokio::task::JoinSet::new();
    for token in &tokens {
        for i in 0..5 {
            let path = format!("/webhooks/{}/{token}/messages/@original", fake.app_id());
            let request = raw
                .request(reqwest::Method::PATCH, &path)
                .json(&json!({"content": format!("your panel, edit {i}")}));
            burst.spawn(async move { ("edit", request.send().await.map(|r| r.status())) });
        }
    }
    for dm in &dms {
        let path = format!("/channels/{dm}/messages");
        let request = raw
            .request(reqwest::Method::POST, &path)
            .json(&json!({"content": "a turn"}));
        burst.spawn(async move { ("post", request.send().await.map(|r| r.status())) });
    }
    let answers = burst.join_all().await;
    let count = |kind: &str, status: u16| {
        answers
            .iter()
            .filter(|(k, s)| *k == kind && s.as_ref().is_ok_and(|s| s.as_u16() == status))
            .count()
    };
    assert_eq!(count("edit", 200), 60, "no token edit is refused");
    assert_eq!(count("post", 200), 50, "50 channel writes a second in all");
    assert_eq!(count("post", 429), 10);
    let refused = fake.rate_limited_calls();
    assert!(
        refused
            .iter()
            .all(|c| c.response["global"] == true && c.path.starts_with("/channels/")),
        "only channel posts are refused, by the global limit: {refused:?}"
    );
}

/// Five writes per five seconds in a channel, the headers counting them down; the sixth
/// is a 429 that takes no effect; another channel has a bucket of its own; trying again at
/// once is premature, and after the window writes pass again.
async fn assert_writes_are_limited_per_channel(fake: &FakeDiscord, raw: &Raw) {
    for i in 0..5 {
        let (status, headers, _) = raw.post(CHANNEL_ID, &format!("message {i}")).await;
        assert_eq!(status, 200);
        assert_eq!(header(&headers, "x-ratelimit-limit"), "5");
        assert_eq!(
            header(&headers, "x-ratelimit-remaining"),
            (4 - i).to_string()
        );
        let reset_after: f64 = header(&headers, "x-ratelimit-reset-after").parse().unwrap();
        assert!(reset_after > 0.0 && reset_after <= 5.0, "{reset_after}");
        let reset: f64 = header(&headers, "x-ratelimit-reset").parse().unwrap();
        assert!(reset > 1.7e9, "{reset}");
        assert!(!header(&headers, "x-ratelimit-bucket").is_empty());
    }
    let (status, headers, body) = raw.post(CHANNEL_ID, "one too many").await;
    assert_eq!(status, 429);
    assert_eq!(body["message"], "You are being rate limited.");
    assert_eq!(body["global"], false);
    assert!(
        body.get("code").is_none(),
        "no code in a rate limit's body: {body}"
    );
    let retry_after = body["retry_after"].as_f64().unwrap();
    assert!(retry_after > 0.0 && retry_after <= 5.0, "{retry_after}");
    assert_eq!(header(&headers, "x-ratelimit-scope"), "user");
    assert_eq!(header(&headers, "x-ratelimit-remaining"), "0");
    assert!(!header(&headers, "retry-after").is_empty());
    assert_eq!(
        fake.channel_messages(CHANNEL_ID).len(),
        5,
        "a 429 takes no effect"
    );
    // Another channel has a bucket of its own.
    assert_eq!(raw.post(OTHER_CHANNEL_ID, "elsewhere").await.0, 200);
    // Trying again at once is premature; after the window, writes pass again.
    assert_eq!(raw.post(CHANNEL_ID, "again").await.0, 429);
    assert_eq!(fake.premature_retries().len(), 1);
    fake.advance_clock(Duration::from_secs(5));
    assert_eq!(raw.post(CHANNEL_ID, "later").await.0, 200);
    assert_eq!(fake.premature_retries().len(), 1);
    assert_eq!(fake.channel_writes(CHANNEL_ID).len(), 8);
    assert_eq!(fake.rate_limited_calls().len(), 2);
    assert_eq!(fake.invalid_requests().len(), 2);
}

/// 50 requests per second in all, then a global 429; callbacks are exempt. (At once, so
/// that the burst fits in one second even on a loaded machine.)
async fn assert_the_global_limit_lets_50_a_second_through_but_callbacks(
    fake: &FakeDiscord,
    raw: &Raw,
    alice: &FakeUser,
) {
    fake.advance_clock(Duration::from_secs(1));
    let mut burst = tokio::task::JoinSet::new();
    for _ in 0..60 {
        let request = raw.request(reqwest::Method::GET, "/users/@me");
        burst.spawn(async move {
            let response = request.send().await.expect("the fake answers");
            let status = response.status().as_u16();
            let headers = response.headers().clone();
            let body: serde_json::Value = response.json().await.unwrap_or_default();
            (status, headers, body)
        });
    }
    let answers = burst.join_all().await;
    let passed = answers
        .iter()
        .filter(|(status, _, _)| *status == 200)
        .count();
    assert_eq!(passed, 50, "the global limit lets 50 a second through");
    let (_, headers, body) = answers
        .iter()
        .find(|(status, _, _)| *status == 429)
        .unwrap();
    assert_eq!(body["global"], true);
    assert_eq!(header(headers, "x-ratelimit-global"), "true");
    assert_eq!(header(headers, "x-ratelimit-scope"), "global");
    let late = fake.slash(alice, CHANNEL_ID, "anything", json!([]));
    let callback = format!("/interactions/{}/{}/callback", late.id, late.token);
    let (status, headers, _) = raw
        .send(reqwest::Method::POST, &callback, Some(json!({"type": 5})))
        .await;
    assert_eq!(status, 204);
    assert!(headers.contains_key("x-ratelimit-bucket"));
}
