//! Cards you can see: the drawn table and reveals on the public messages, and the card
//! faces the bot makes once as application emojis and shows on every card control.

use super::{
    Players, fake, open_table, settle, start_bot, start_bot_with_faces, temp_db, wait_for_faces,
};
use crate::support::fake_discord::{FailRule, FakeDiscord};

/// One person and three computers play a one-hand match to its end.
async fn play_a_short_match(
    fake: &FakeDiscord,
    bot: &ribs::discord::Bot,
    db: &std::path::Path,
    faces: bool,
) -> super::Table {
    let ann = fake.user(2001, "Ann");
    let table = open_table(fake, bot, db, &ann, &[], "/ribs new target:1 computers:3").await;
    let mut players = Players::new(fake, bot, &table);
    players.faces = faces;
    players.play(usize::MAX).await;
    fake.wait_channel_message(
        table.channel,
        |m| m.text().contains("wins the match"),
        settle(),
    )
    .await
    .unwrap();
    table
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_card_faces_are_made_once_across_two_starts_and_shown_on_every_card_control() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    wait_for_faces(&fake).await;
    let made = fake.emojis();
    assert!(
        made.iter()
            .all(|e| e.by_bot && e.width == Some(128) && e.height == Some(128))
    );
    // Ribs' own first, then the standard deck's, each named for its deck and card.
    let names: Vec<&str> = made.iter().map(|e| e.name.as_str()).collect();
    assert!(
        names[..33].iter().all(|n| n.starts_with("ribs_")),
        "{names:?}"
    );
    assert!(
        names[33..].iter().all(|n| n.starts_with("c52_")),
        "{names:?}"
    );
    assert!(names.contains(&"c52_10h") && names.contains(&"c52_back"));
    bot.shutdown().await;

    // The second start finds them all and makes none, and its panels show them.
    let bot = start_bot(&fake, &db).await;
    let table = play_a_short_match(&fake, &bot, &db, true).await;
    assert_eq!(
        fake.emoji_creations(),
        super::FACES as u64,
        "one creation pass across two starts"
    );
    assert_eq!(fake.emojis(), made);
    table.check_public_messages(&fake, bot.service()).await;
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_plays_through_in_text_when_no_card_face_can_be_made() {
    let fake = fake().await;
    fake.fail_requests(FailRule::new(
        "POST",
        "/applications/*/emojis",
        403,
        50013,
        "Missing Permissions",
    ));
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let table = play_a_short_match(&fake, &bot, &db, false).await;
    assert!(fake.emojis().is_empty());
    let ann = fake.user(2001, "Ann");
    let panels = fake.ephemeral_messages_created_for(&ann);
    assert!(!panels.is_empty());
    for panel in &panels {
        for select in panel.selects() {
            assert!(
                select
                    .options
                    .iter()
                    .all(|o| o.emoji.is_none() && !o.label.is_empty())
            );
        }
    }
    // The pictures do not depend on the emojis.
    table.check_public_messages(&fake, bot.service()).await;
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_picture_discord_refuses_leaves_the_text_and_comes_with_the_next_edit() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot_with_faces(&fake, &db).await;
    let ann = fake.user(2001, "Ann");
    let table = open_table(
        &fake,
        &bot,
        &db,
        &ann,
        &[],
        "/ribs new target:1 computers:3",
    )
    .await;
    // The next picture sent, with a post or an edit, is refused as too large, once.
    for path in ["/channels/*/messages", "/channels/*/messages/*"] {
        fake.fail_requests(
            FailRule::new("*", path, 413, 40005, "Request entity too large")
                .with_files()
                .times(1),
        );
    }
    let mut players = Players::new(&fake, &bot, &table);
    players.play(usize::MAX).await;
    fake.wait_channel_message(
        table.channel,
        |m| m.text().contains("wins the match"),
        settle(),
    )
    .await
    .unwrap();
    // The table went without its picture at some step, and had it again at a later one.
    let mut shown: Vec<(u64, bool)> = fake
        .all_messages()
        .iter()
        .filter(|m| m.channel_id == table.channel)
        .flat_map(|m| m.versions())
        .filter_map(|v| Some((super::step_of(&v.components)?, v.embed_image().is_some())))
        .collect();
    shown.sort_unstable();
    let bare = shown.iter().position(|(_, drawn)| !drawn);
    let bare_then_drawn = bare.is_some_and(|bare| shown[bare + 1..].iter().any(|(_, d)| *d));
    assert!(bare_then_drawn, "the refusal was met: {shown:?}");
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    bot.shutdown().await;
}
