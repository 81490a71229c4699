//! Application emojis: their routes, Discord's checks, their own rate limit, seeding and
//! failures, and emojis on buttons and select options.

use crate::support::fake_discord::{
    CHANNEL_ID, ComponentEmoji, EMOJI_LIMIT, EMOJI_WINDOW, FailRule, FakeDiscord, FakeOptions,
};
use base64::Engine as _;
use poise::serenity_prelude as serenity;
use serde_json::json;

use super::{Raw, discord_code, form_errors, header, http, http_status, png, unlimited_fake};

/// An image as Discord's emoji routes take it: a data URI.
fn data_uri(png: &[u8]) -> String {
    let data = base64::engine::general_purpose::STANDARD.encode(png);
    format!("data:image/png;base64,{data}")
}

fn emojis_path(fake: &FakeDiscord) -> String {
    format!("/applications/{}/emojis", fake.app_id())
}

#[tokio::test]
async fn application_emojis_are_created_listed_renamed_and_deleted_as_discord_does() {
    let fake = unlimited_fake().await;
    let http = http(&fake);
    let raw = Raw::new(&fake);
    let ace = png(128, 128, 200);
    let created = http
        .create_application_emoji(&json!({"name": "card_AS", "image": data_uri(&ace)}))
        .await
        .unwrap();
    assert_eq!(created.name, "card_AS");
    assert_eq!(
        created.user.as_ref().map(|u| u.id.get()),
        Some(fake.bot_user_id())
    );
    let listed = http.get_application_emojis().await.unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].id, created.id);
    let (status, _, list) = raw
        .send(reqwest::Method::GET, &emojis_path(&fake), None)
        .await;
    assert_eq!(status, 200);
    assert_eq!(
        list["items"][0]["name"], "card_AS",
        "the list comes under items"
    );
    assert_eq!(list["items"][0]["roles"], json!([]));
    assert_eq!(list["items"][0]["available"], true);
    let stored = fake.emojis();
    assert_eq!((stored[0].width, stored[0].height), (Some(128), Some(128)));
    assert_eq!(&stored[0].image[..], &ace[..]);
    assert!(stored[0].by_bot);
    assert_eq!(fake.emoji_creations(), 1);

    // Discord's checks: a taken name, names of the wrong length or characters, images that
    // are no data URI or over 256 KiB.
    let refused = |name: &str, image: String| {
        let raw = &raw;
        let path = emojis_path(&fake);
        let body = json!({"name": name, "image": image});
        async move { raw.send(reqwest::Method::POST, &path, Some(body)).await }
    };
    let (status, _, body) = refused("card_AS", data_uri(&ace)).await;
    assert_eq!((status, body["code"].clone()), (400, json!(50035)));
    assert_eq!(
        form_errors(&body, "name"),
        ["APPLICATION_EMOJI_NAME_ALREADY_TAKEN"]
    );
    for name in ["x", "card-AS", "card AS", &"c".repeat(33)] {
        let (status, _, body) = refused(name, data_uri(&ace)).await;
        assert_eq!(status, 400, "{name}");
        assert_eq!(form_errors(&body, "name").len(), 1, "{name}: {body}");
    }
    let (status, _, body) = refused("card_KS", "https://example.com/k.png".to_owned()).await;
    assert_eq!(status, 400);
    assert_eq!(form_errors(&body, "image"), ["IMAGE_INVALID"]);
    let mut heavy = png(128, 128, 1);
    heavy.resize(256 * 1024 + 1, 0);
    let (status, _, body) = refused("card_KS", data_uri(&heavy)).await;
    assert_eq!(status, 400);
    assert_eq!(form_errors(&body, "image"), ["BINARY_TYPE_MAX_SIZE"]);
    assert_eq!(fake.emojis().len(), 1, "nothing refused was created");
    assert_eq!(fake.emoji_creations(), 1);

    // Renamed, fetched, deleted; then unknown.
    let renamed = http
        .edit_application_emoji(created.id, &json!({"name": "ace_of_spades"}))
        .await
        .unwrap();
    assert_eq!(renamed.name, "ace_of_spades");
    assert_eq!(
        http.get_application_emoji(created.id).await.unwrap().name,
        "ace_of_spades"
    );
    http.delete_application_emoji(created.id).await.unwrap();
    assert!(fake.emojis().is_empty());
    let gone = http.get_application_emoji(created.id).await.unwrap_err();
    assert_eq!(discord_code(&gone), Some(10014));
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
}

#[tokio::test]
async fn emoji_routes_have_a_stricter_rate_limit_of_their_own_per_application() {
    let fake = FakeDiscord::start().await;
    let raw = Raw::new(&fake);
    let path = emojis_path(&fake);
    let create = |i: u32| {
        let body = json!({"name": format!("card_{i}"), "image": data_uri(&png(8, 8, 0))});
        raw.send(reqwest::Method::POST, &path, Some(body))
    };
    for i in 0..EMOJI_LIMIT {
        let (status, headers, _) = create(i).await;
        assert_eq!(status, 201);
        assert_eq!(
            header(&headers, "x-ratelimit-limit"),
            EMOJI_LIMIT.to_string()
        );
    }
    let (status, headers, body) = create(EMOJI_LIMIT).await;
    assert_eq!(status, 429);
    assert_eq!(header(&headers, "x-ratelimit-scope"), "user");
    let retry_after = body["retry_after"].as_f64().unwrap();
    assert!(retry_after > 0.0 && retry_after <= EMOJI_WINDOW.as_secs_f64());
    let emoji_bucket = header(&headers, "x-ratelimit-bucket").to_owned();
    // Listing counts in the same bucket; channel writes do not.
    let (status, _, _) = raw
        .send(reqwest::Method::GET, &emojis_path(&fake), None)
        .await;
    assert_eq!(status, 429);
    let (status, headers, _) = raw.post(CHANNEL_ID, "the game goes on").await;
    assert_eq!(status, 200);
    assert_ne!(header(&headers, "x-ratelimit-bucket"), emoji_bucket);
    fake.advance_clock(EMOJI_WINDOW);
    assert_eq!(create(EMOJI_LIMIT).await.0, 201);
    assert_eq!(fake.emoji_creations(), u64::from(EMOJI_LIMIT) + 1);

    // Scaled like every other bucket.
    let fast = FakeDiscord::start_with(FakeOptions {
        rate_limit_scale: 10,
        ..FakeOptions::default()
    })
    .await;
    let raw = Raw::new(&fast);
    for i in 0..=EMOJI_LIMIT {
        let body = json!({"name": format!("card_{i}"), "image": data_uri(&png(8, 8, 0))});
        let (status, _, body) = raw
            .send(reqwest::Method::POST, &emojis_path(&fast), Some(body))
            .await;
        if i == EMOJI_LIMIT {
            assert_eq!(status, 429);
            let window = EMOJI_WINDOW / 10;
            assert!(body["retry_after"].as_f64().unwrap() <= window.as_secs_f64());
        } else {
            assert_eq!(status, 201);
        }
    }
}

#[tokio::test]
async fn seeded_emojis_are_there_at_start_and_emoji_failures_can_be_injected() {
    let fake = unlimited_fake().await;
    let http = http(&fake);
    let king = fake.seed_emoji("card_KH", &png(128, 128, 50));
    assert_eq!(
        fake.emoji_creations(),
        0,
        "seeding is not the bot's creation"
    );
    let listed = http.get_application_emojis().await.unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].id.get(), king);
    assert_ne!(
        listed[0].user.as_ref().map(|u| u.id.get()),
        Some(fake.bot_user_id()),
        "uploaded from the portal, not by the bot"
    );

    let create = |name: &str| json!({"name": name, "image": data_uri(&png(8, 8, 0))});
    fake.fail_requests(
        FailRule::new(
            "POST",
            "/applications/*/emojis",
            403,
            50013,
            "Missing Permissions",
        )
        .times(1),
    );
    let refused = http
        .create_application_emoji(&create("card_QH"))
        .await
        .unwrap_err();
    assert_eq!(http_status(&refused), Some(403));
    assert_eq!(fake.emojis().len(), 1);
    assert_eq!(fake.emoji_creations(), 0);
    // A 500 after the fact: the emoji exists although the bot was told it failed.
    fake.fail_requests(
        FailRule::server_error("POST", "/applications/*/emojis", 500)
            .after_effect()
            .times(1),
    );
    let failed = http
        .create_application_emoji(&create("card_QH"))
        .await
        .unwrap_err();
    assert_eq!(http_status(&failed), Some(500));
    assert_eq!(fake.emoji_creations(), 1);
    // So the retry finds the name taken, as on Discord.
    let retried = http
        .create_application_emoji(&create("card_QH"))
        .await
        .unwrap_err();
    assert_eq!(discord_code(&retried), Some(50035));
    assert_eq!(
        fake.emojis()
            .iter()
            .map(|e| e.name.as_str())
            .collect::<Vec<_>>(),
        ["card_KH", "card_QH"]
    );
}

#[tokio::test]
async fn emojis_on_buttons_and_options_must_be_usable_and_are_recorded() {
    let fake = unlimited_fake().await;
    let http = http(&fake);
    let raw = Raw::new(&fake);
    let ace = fake.seed_emoji("card_AS", &png(128, 128, 1));
    let custom = |id: u64, name: &str| serenity::ReactionType::Custom {
        animated: false,
        id: serenity::EmojiId::new(id),
        name: Some(name.to_owned()),
    };
    let options = vec![
        serenity::CreateSelectMenuOption::new("A♠", "AS").emoji(custom(ace, "card_AS")),
        serenity::CreateSelectMenuOption::new("K♥", "KH")
            .emoji(serenity::ReactionType::Unicode("♥️".to_owned())),
    ];
    let hand = serenity::CreateMessage::new()
        .content("your hand")
        .button(
            serenity::CreateButton::new("ribs:1:play")
                .label("Play")
                .emoji(custom(ace, "card_AS")),
        )
        .select_menu(serenity::CreateSelectMenu::new(
            "ribs:1:card",
            serenity::CreateSelectMenuKind::String { options },
        ));
    let sent = serenity::ChannelId::new(CHANNEL_ID)
        .send_message(&http, hand)
        .await
        .unwrap();
    let recorded = fake.message(sent.id.get()).unwrap();
    let ace_emoji = ComponentEmoji {
        id: Some(ace),
        name: Some("card_AS".to_owned()),
        animated: false,
    };
    assert_eq!(
        recorded.button("Play").unwrap().emoji,
        Some(ace_emoji.clone())
    );
    let options = recorded.select("ribs:1:card").unwrap().options;
    assert_eq!(options[0].emoji, Some(ace_emoji));
    assert_eq!(
        options[1].emoji.as_ref().and_then(|e| e.name.as_deref()),
        Some("♥️")
    );
    assert!(options.iter().all(|o| o.emoji.is_some()));

    // An id the application does not own, a name that is no unicode emoji.
    let path = format!("/channels/{CHANNEL_ID}/messages");
    let payload = json!({
        "content": "your hand",
        "components": [
            {"type": 1, "components": [
                {"type": 2, "style": 1, "custom_id": "a", "label": "Play", "emoji": {"id": "123456789012345678", "name": "card_AS"}},
            ]},
            {"type": 1, "components": [
                {"type": 3, "custom_id": "b", "options": [
                    {"label": "A♠", "value": "AS", "emoji": {"name": "spades"}},
                ]},
            ]},
        ],
    });
    let (status, _, body) = raw.send(reqwest::Method::POST, &path, Some(payload)).await;
    assert_eq!((status, body["code"].clone()), (400, json!(50035)));
    assert_eq!(
        form_errors(&body, "components.0.components.0.emoji.id"),
        ["BUTTON_COMPONENT_INVALID_EMOJI"]
    );
    assert_eq!(
        form_errors(&body, "components.1.components.0.options.0.emoji.name"),
        ["BUTTON_COMPONENT_INVALID_EMOJI"]
    );

    // Once deleted, an emoji can no longer be shown; an interaction's answer is checked too.
    http.delete_application_emoji(serenity::EmojiId::new(ace))
        .await
        .unwrap();
    let alice = fake.user(1001, "alice");
    let interaction = fake.slash(&alice, CHANNEL_ID, "anything", json!([]));
    let answer = serenity::CreateInteractionResponse::Message(
        serenity::CreateInteractionResponseMessage::new()
            .content("your hand")
            .button(serenity::CreateButton::new("play").emoji(custom(ace, "card_AS")))
            .ephemeral(true),
    );
    let refused = http
        .create_interaction_response(
            interaction.id.into(),
            &interaction.token,
            &answer,
            Vec::new(),
        )
        .await
        .unwrap_err();
    assert_eq!(discord_code(&refused), Some(50035));
    let call = fake.log().pop().unwrap();
    assert_eq!(
        form_errors(&call.response, "data.components.0.components.0.emoji.id"),
        ["BUTTON_COMPONENT_INVALID_EMOJI"]
    );
}

#[tokio::test]
async fn the_bots_86_card_faces_pass_discords_emoji_checks_in_one_pass() {
    use ribs::discord::faces::emoji_name;
    use ribs::discord::render::Face;

    let fake = unlimited_fake().await;
    let http = http(&fake);
    let faces: Vec<Face> = Face::all().collect();
    assert_eq!(
        faces.len(),
        33 + 53,
        "Ribs' 33 faces and the 52-card deck's 53"
    );
    // A face of each deck and each back, drawn as the bot draws them; the others with a
    // small stand-in picture (the names are what Discord checks here).
    let drawn = |svg: String| ribs::picture::png_transparent(&svg).unwrap();
    let queen: ribs::cards::Card = "Qh".parse().unwrap();
    for face in &faces {
        let image = match face {
            Face::Back => drawn(ribs::picture::back_svg()),
            Face::DeckBack => drawn(ribs::picture::deck_back_svg()),
            Face::Deck(card) if *card == queen => drawn(ribs::picture::deck_face_svg(queen)),
            _ => png(8, 8, 0),
        };
        let body = json!({"name": emoji_name(*face), "image": data_uri(&image)});
        http.create_application_emoji(&body).await.unwrap();
    }
    assert_eq!(fake.emoji_creations(), 86);
    let listed = http.get_application_emojis().await.unwrap();
    assert_eq!(listed.len(), 86);
    let names: Vec<String> = listed.iter().map(|e| e.name.clone()).collect();
    assert!(names.contains(&"c52_Qh".to_owned()) && names.contains(&"ribs_back".to_owned()));
    let stored = fake.emojis();
    assert!(stored.iter().filter(|e| e.width == Some(128)).count() >= 3);
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
}
