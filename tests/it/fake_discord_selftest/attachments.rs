//! Files on messages: multipart uploads with alt text, edits that keep, replace or drop
//! them, embeds that show them, and Discord's refusals.

use crate::support::fake_discord::CHANNEL_ID;
use poise::serenity_prelude as serenity;
use serde_json::json;

use super::{Raw, Upload, form_errors, http, png, unlimited_fake};

const TABLE_ALT: &str = "The table: north has bid 3, east to play";

/// The ids of a message's attachments now.
fn attachment_ids(fake: &crate::support::fake_discord::FakeDiscord, message: u64) -> Vec<u64> {
    let message = fake.message(message).expect("the message exists");
    message.attachments.iter().map(|a| a.id).collect()
}

fn messages_path() -> String {
    format!("/channels/{CHANNEL_ID}/messages")
}

/// A table message as the bot will post it: an embed showing `table.png`, with alt text.
fn table_payload(alt: &str) -> serde_json::Value {
    json!({
        "content": "Table 1",
        "embeds": [{"title": "Table 1", "image": {"url": "attachment://table.png"}}],
        "attachments": [{"id": 0, "filename": "table.png", "description": alt}],
    })
}

#[tokio::test]
async fn a_picture_posted_with_alt_text_is_stored_and_answered_as_discord_answers_it() {
    let fake = unlimited_fake().await;
    let raw = Raw::new(&fake);
    let picture = png(64, 48, 10);
    let (status, answer) = raw
        .multipart(
            reqwest::Method::POST,
            &messages_path(),
            &table_payload(TABLE_ALT),
            vec![Upload::png(0, "table.png", picture.clone())],
        )
        .await;
    assert_eq!(status, 200, "{answer}");

    let attachment = &answer["attachments"][0];
    assert_eq!(attachment["filename"], "table.png");
    assert_eq!(attachment["description"], TABLE_ALT);
    assert_eq!(attachment["size"], picture.len());
    assert_eq!(attachment["content_type"], "image/png");
    assert_eq!(
        (attachment["width"].clone(), attachment["height"].clone()),
        (json!(64), json!(48))
    );
    let url = attachment["url"].as_str().unwrap();
    assert_eq!(attachment["proxy_url"], url);
    // The embed shows it: Discord swaps `attachment://table.png` for the attachment's URL.
    assert_eq!(answer["embeds"][0]["image"]["url"], url);
    assert_eq!(answer["embeds"][0]["image"]["width"], 64);

    let id: u64 = answer["id"].as_str().unwrap().parse().unwrap();
    let message = fake.message(id).unwrap();
    let stored = &message.attachments[0];
    assert_eq!(stored.id.to_string(), attachment["id"].as_str().unwrap());
    assert_eq!(stored.description.as_deref(), Some(TABLE_ALT));
    assert_eq!(&stored.bytes[..], &picture[..]);
    assert!(stored.is_image());
    assert_eq!(message.embed_image().map(|a| a.id), Some(stored.id));
    let call = fake.log().pop().unwrap();
    assert_eq!(call.files, ["table.png"]);
    assert_eq!(call.uploaded_bytes, picture.len());
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());

    // A file that is no picture has neither size in pixels nor a place in an embed.
    let notes = Upload::new(0, "notes.txt", "text/plain", b"A K Q".to_vec());
    let payload = json!({"embeds": [{"image": {"url": "attachment://notes.txt"}}]});
    let (status, answer) = raw
        .multipart(
            reqwest::Method::POST,
            &messages_path(),
            &payload,
            vec![notes],
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(answer["attachments"][0]["content_type"], "text/plain");
    assert!(answer["attachments"][0].get("width").is_none());
    assert_eq!(fake.problems().len(), 1, "{:?}", fake.problems());
}

#[tokio::test]
async fn an_edit_keeps_replaces_or_drops_attachments_as_its_attachments_list_says() {
    let fake = unlimited_fake().await;
    let raw = Raw::new(&fake);
    let (status, answer) = raw
        .multipart(
            reqwest::Method::POST,
            &messages_path(),
            &table_payload("first deal"),
            vec![Upload::png(0, "table.png", png(40, 30, 1))],
        )
        .await;
    assert_eq!(status, 200);
    let id: u64 = answer["id"].as_str().unwrap().parse().unwrap();
    let path = format!("{}/{id}", messages_path());
    let first = fake.message(id).unwrap().attachments[0].clone();

    // Without `attachments`, an edit keeps every attachment.
    let (status, _, _) = raw
        .send(
            reqwest::Method::PATCH,
            &path,
            Some(json!({"content": "Table 1, north to bid"})),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(attachment_ids(&fake, id), [first.id]);

    // A new picture under placeholder 0, the old one not listed: replaced.
    let (status, answer) = raw
        .multipart(
            reqwest::Method::PATCH,
            &path,
            &table_payload("second deal"),
            vec![Upload::png(0, "table.png", png(50, 30, 2))],
        )
        .await;
    assert_eq!(status, 200, "{answer}");
    let message = fake.message(id).unwrap();
    assert_eq!(message.attachments.len(), 1);
    let second = message.attachments[0].clone();
    assert_ne!(second.id, first.id);
    assert_eq!(second.description.as_deref(), Some("second deal"));
    assert_eq!(second.width, Some(50));
    assert_eq!(message.embed_image().map(|a| a.id), Some(second.id));

    // Kept by its id, with a new file beside it.
    let payload = json!({"attachments": [{"id": second.id.to_string()}, {"id": 0, "filename": "trick.png", "description": "the trick"}]});
    let (status, _) = raw
        .multipart(
            reqwest::Method::PATCH,
            &path,
            &payload,
            vec![Upload::png(0, "trick.png", png(20, 20, 3))],
        )
        .await;
    assert_eq!(status, 200);
    let names: Vec<String> = fake
        .message(id)
        .unwrap()
        .attachments
        .iter()
        .map(|a| a.filename.clone())
        .collect();
    assert_eq!(names, ["table.png", "trick.png"]);

    // Left out of `attachments`: dropped.
    let payload = json!({"attachments": [{"id": second.id}]});
    let (status, _, _) = raw.send(reqwest::Method::PATCH, &path, Some(payload)).await;
    assert_eq!(status, 200);
    assert_eq!(attachment_ids(&fake, id), [second.id]);

    // An id that is neither a file of the request nor an attachment of the message.
    let payload = json!({"content": "lost", "attachments": [{"id": first.id.to_string()}]});
    let (status, _, body) = raw.send(reqwest::Method::PATCH, &path, Some(payload)).await;
    assert_eq!(status, 400);
    assert_eq!(body["code"], 50035);
    assert_eq!(
        form_errors(&body, "attachments.0"),
        ["ATTACHMENT_NOT_FOUND"]
    );
    assert_ne!(
        fake.message(id).unwrap().content,
        "lost",
        "a refused edit changes nothing"
    );

    // Every version showed a picture, and each version keeps the attachments it had.
    let message = fake.message(id).unwrap();
    let versions = message.versions();
    assert_eq!(versions.len(), 5);
    assert!(versions.iter().all(|v| v.embed_image().is_some()));
    let shown: Vec<u64> = versions
        .iter()
        .filter_map(|v| v.embed_image())
        .map(|a| a.id)
        .collect();
    assert_eq!(shown, [first.id, first.id, second.id, second.id, second.id]);

    // An edit that lists no attachment removes them all: the embed then shows nothing, which
    // the fake reports.
    let payload = json!({"attachments": []});
    let (status, _, _) = raw.send(reqwest::Method::PATCH, &path, Some(payload)).await;
    assert_eq!(status, 200);
    let message = fake.message(id).unwrap();
    assert!(message.attachments.is_empty());
    assert!(message.embed_image().is_none());
    assert!(
        fake.problems().iter().any(|p| p.contains("no longer has")),
        "{:?}",
        fake.problems()
    );
}

#[tokio::test]
async fn alt_text_over_1024_characters_and_files_over_10_mib_are_refused() {
    let fake = unlimited_fake().await;
    let raw = Raw::new(&fake);
    let (status, body) = raw
        .multipart(
            reqwest::Method::POST,
            &messages_path(),
            &table_payload(&"x".repeat(1025)),
            vec![Upload::png(0, "table.png", png(8, 8, 0))],
        )
        .await;
    assert_eq!(status, 400);
    assert_eq!(body["code"], 50035);
    assert_eq!(
        form_errors(&body, "attachments.0.description"),
        ["BASE_TYPE_MAX_LENGTH"]
    );
    // 1,024 characters are fine.
    let (status, _) = raw
        .multipart(
            reqwest::Method::POST,
            &messages_path(),
            &table_payload(&"é".repeat(1024)),
            vec![Upload::png(0, "table.png", png(8, 8, 0))],
        )
        .await;
    assert_eq!(status, 200);

    let huge = vec![0u8; 10 * 1024 * 1024 + 1];
    let (status, body) = raw
        .multipart(
            reqwest::Method::POST,
            &messages_path(),
            &json!({"content": "a huge file"}),
            vec![Upload::new(0, "huge.bin", "application/octet-stream", huge)],
        )
        .await;
    assert_eq!(status, 413);
    assert_eq!(body["code"], 40005);

    // A placeholder with no `files[n]`.
    let (status, body) = raw
        .multipart(
            reqwest::Method::POST,
            &messages_path(),
            &table_payload(TABLE_ALT),
            vec![Upload::png(1, "table.png", png(8, 8, 0))],
        )
        .await;
    assert_eq!(status, 400);
    assert_eq!(
        form_errors(&body, "attachments.0"),
        ["ATTACHMENT_NOT_FOUND"]
    );
    assert_eq!(fake.channel_messages(CHANNEL_ID).len(), 1);
}

#[tokio::test]
async fn an_embed_naming_no_attachment_of_its_message_is_reported_as_a_problem() {
    let fake = unlimited_fake().await;
    let raw = Raw::new(&fake);
    let payload = json!({
        "embeds": [{"image": {"url": "attachment://reveal.png"}}],
        "attachments": [{"id": 0, "filename": "table.png", "description": TABLE_ALT}],
    });
    let (status, answer) = raw
        .multipart(
            reqwest::Method::POST,
            &messages_path(),
            &payload,
            vec![Upload::png(0, "table.png", png(8, 8, 0))],
        )
        .await;
    assert_eq!(status, 200, "Discord takes it, and shows no picture");
    let id: u64 = answer["id"].as_str().unwrap().parse().unwrap();
    assert!(fake.message(id).unwrap().embed_image().is_none());
    let problems = fake.problems();
    assert_eq!(problems.len(), 1);
    assert!(
        problems[0].contains("attachment://reveal.png"),
        "{problems:?}"
    );
}

#[tokio::test]
async fn a_nonce_makes_a_multipart_post_idempotent() {
    let fake = unlimited_fake().await;
    let raw = Raw::new(&fake);
    let mut payload = table_payload(TABLE_ALT);
    payload["nonce"] = json!("table-1-deal-1");
    payload["enforce_nonce"] = json!(true);
    let mut ids = Vec::new();
    for _ in 0..2 {
        let (status, answer) = raw
            .multipart(
                reqwest::Method::POST,
                &messages_path(),
                &payload,
                vec![Upload::png(0, "table.png", png(8, 8, 0))],
            )
            .await;
        assert_eq!(status, 200);
        ids.push(answer["id"].clone());
    }
    assert_eq!(ids[0], ids[1]);
    let messages = fake.channel_messages(CHANNEL_ID);
    assert_eq!(messages.len(), 1);
    assert_eq!(messages[0].attachments.len(), 1);
}

#[tokio::test]
async fn serenity_files_and_interaction_answers_carry_attachments_the_same_way() {
    let fake = unlimited_fake().await;
    let http = http(&fake);
    let channel = serenity::ChannelId::new(CHANNEL_ID);
    let table =
        serenity::CreateAttachment::bytes(png(16, 16, 1), "table.png").description(TABLE_ALT);
    let embed = serenity::CreateEmbed::new().image("attachment://table.png");
    let sent = channel
        .send_message(
            &http,
            serenity::CreateMessage::new().embed(embed).add_file(table),
        )
        .await
        .unwrap();
    assert_eq!(sent.attachments[0].description.as_deref(), Some(TABLE_ALT));
    assert_eq!(sent.attachments[0].width, Some(16));
    // serenity's edit with a new attachment lists it alone: the old one goes (and the embed
    // is sent again to show the new one).
    let next = serenity::CreateAttachment::bytes(png(24, 16, 2), "table.png");
    let embed = serenity::CreateEmbed::new().image("attachment://table.png");
    let edit = serenity::EditMessage::new()
        .embed(embed)
        .new_attachment(next);
    let edited = channel.edit_message(&http, sent.id, edit).await.unwrap();
    assert_eq!(edited.attachments.len(), 1);
    assert_ne!(edited.attachments[0].id, sent.attachments[0].id);
    assert_eq!(edited.attachments[0].width, Some(24));
    let message = fake.message(sent.id.get()).unwrap();
    assert_eq!(
        message.embed_image().map(|a| a.id),
        Some(edited.attachments[0].id.get())
    );

    // An interaction's answer with a file and alt text.
    let alice = fake.user(1001, "alice");
    let interaction = fake.slash(&alice, CHANNEL_ID, "anything", json!([]));
    let reveal = serenity::CreateAttachment::bytes(png(8, 8, 3), "reveal.png")
        .description("the trick's four cards");
    let answer = serenity::CreateInteractionResponse::Message(
        serenity::CreateInteractionResponseMessage::new()
            .content("the trick")
            .add_file(reveal),
    );
    // As serenity sends it: the builder takes its files out into `files[n]` parts.
    serenity::Builder::execute(answer, &http, (interaction.id.into(), &interaction.token))
        .await
        .unwrap();
    let original = interaction.response().unwrap().original.unwrap();
    assert_eq!(
        original.attachments[0].description.as_deref(),
        Some("the trick's four cards")
    );
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
}

#[tokio::test]
async fn a_click_answered_with_serenitys_update_message_drops_the_pictures_of_the_clicked_message()
{
    let fake = unlimited_fake().await;
    let http = http(&fake);
    let table =
        serenity::CreateAttachment::bytes(png(16, 16, 1), "table.png").description(TABLE_ALT);
    let post = serenity::CreateMessage::new()
        .embed(serenity::CreateEmbed::new().image("attachment://table.png"))
        .add_file(table)
        .button(serenity::CreateButton::new("ribs:1:bid").label("Bid"));
    let sent = serenity::ChannelId::new(CHANNEL_ID)
        .send_message(&http, post)
        .await
        .unwrap();
    let alice = fake.user(1001, "alice");
    let message = fake.message(sent.id.get()).unwrap();

    // serenity's `CreateInteractionResponseMessage` always sends `attachments` (empty here):
    // Discord then keeps none, and the embed has no picture left.
    let click = fake.click(&alice, &message, "Bid");
    let update = serenity::CreateInteractionResponse::UpdateMessage(
        serenity::CreateInteractionResponseMessage::new().content("alice bid"),
    );
    serenity::Builder::execute(update, &http, (click.id.into(), &click.token))
        .await
        .unwrap();
    assert_eq!(
        fake.log().pop().unwrap().body["data"]["attachments"],
        json!([])
    );
    let message = fake.message(sent.id.get()).unwrap();
    assert!(message.attachments.is_empty());
    assert!(message.embed_image().is_none());
    assert!(
        fake.problems().iter().any(|p| p.contains("no longer has")),
        "{:?}",
        fake.problems()
    );

    // Raw JSON that lists the attachment to keep (or no `attachments` at all) keeps it.
    let table = serenity::CreateAttachment::bytes(png(16, 16, 2), "table.png");
    let post = serenity::CreateMessage::new()
        .embed(serenity::CreateEmbed::new().image("attachment://table.png"))
        .add_file(table)
        .button(serenity::CreateButton::new("ribs:1:bid").label("Bid"));
    let sent = serenity::ChannelId::new(CHANNEL_ID)
        .send_message(&http, post)
        .await
        .unwrap();
    let message = fake.message(sent.id.get()).unwrap();
    let kept = message.attachments[0].id;
    let click = fake.click(&alice, &message, "Bid");
    let update = json!({"type": 7, "data": {
        "content": "alice bid",
        "attachments": [{"id": kept.to_string()}],
    }});
    http.create_interaction_response(click.id.into(), &click.token, &update, Vec::new())
        .await
        .unwrap();
    let message = fake.message(sent.id.get()).unwrap();
    assert_eq!(message.content, "alice bid");
    assert_eq!(message.embed_image().map(|a| a.id), Some(kept));
}
