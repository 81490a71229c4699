//! A person's data is theirs, on Discord: the boards show a person's display name, never a
//! server nickname; `/ribs stats` and `/ribs history` show only this server's matches;
//! `/ribs forget` is refused at once (no question asked) while its asker sits at an open
//! table or lobby, otherwise asks privately, and once confirmed leaves neither their id
//! nor any name they played under in any table or column of the database; a click from
//! anyone else forgets only that someone.

use std::time::Duration;

use ribs::ai::Level;
use ribs::games::ribs::Options;
use ribs::table::{
    MatchId, PlaceId, Player, ServerId, TableConfig, TableService, TableSettings, TableStatus,
    UserId,
};

use super::{fake, open_table, settle, start_bot, temp_db};
use crate::support::fake_discord::{CHANNEL_ID, FakeDiscord, FakeUser, ForgedClick};
use crate::support::scan::{every_cell, found};

const ANN: u64 = 912_345_678_901_234_567;
const ANN_DISPLAY: &str = "Annwyn Quill";
const ANN_NICK: &str = "Annie of Here";
const ANN_NICK_THERE: &str = "Annie of There";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_forgets_themselves_and_no_one_else_can() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    // Ann also played on another server, under another nickname.
    let elsewhere = other_servers_match(&db).await;
    let bot = start_bot(&fake, &db).await;
    let ann = fake.nicknamed(ANN, ANN_DISPLAY, ANN_NICK);
    let bob = fake.user(62, "Bob");
    let cat = fake.user(63, "Cat");
    let table = open_table(
        &fake,
        &bot,
        &db,
        &ann,
        &[&bob],
        "/ribs new target:1 computers:2 level:easy",
    )
    .await;
    // At the table, Ann sits under her nickname here.
    let info = bot
        .service()
        .info::<ribs::games::ribs::Match>(table.id)
        .await
        .unwrap();
    assert_eq!(info.seats[0].occupant.name(), ANN_NICK);

    // While she sits at the open table, she is told so at once, saying where: no
    // confirmation is offered that would only be refused.
    let refused = fake.ask(&ann, CHANNEL_ID, "/ribs forget").await;
    at_open_table(&refused);
    assert!(!found(&every_cell(&db).await, &ANN.to_string()).is_empty());

    // Ann and Bob play their own turns: a seat the autopilot plays for most of its
    // decisions is not rated.
    super::Players::new(&fake, &bot, &table)
        .play(usize::MAX)
        .await;
    fake.wait_channel_message(
        CHANNEL_ID,
        |m| m.text().contains("wins the match"),
        Duration::from_secs(60) + settle(),
    )
    .await
    .unwrap();
    assert_eq!(
        bot.service().status(table.id).await.unwrap(),
        Some(TableStatus::Finished)
    );

    assert_boards_show_her_display_name_and_stats_this_servers_match(
        &fake, &ann, &bob, table.id, elsewhere,
    )
    .await;

    assert_the_question_is_private_and_cancel_removes_nothing(&fake, &ann).await;

    assert_a_strangers_click_forgets_only_the_stranger(&fake, &ann, &cat, &db).await;

    // She confirms: done, privately; nothing of her is left anywhere.
    let asked = fake.ask(&ann, CHANNEL_ID, "/ribs forget").await;
    let done = fake
        .press(&ann, asked.original.as_ref().unwrap(), "Forget me")
        .await;
    assert_eq!(done.kind, 7);
    assert!(
        done.text().contains("Done: your Discord id"),
        "{}",
        done.text()
    );
    assert!(done.text().contains("2 matches"), "{}", done.text());
    assert!(done.original.as_ref().unwrap().buttons().is_empty());
    let cells = every_cell(&db).await;
    for needle in [
        ANN.to_string(),
        ANN_NICK.into(),
        ANN_NICK_THERE.into(),
        ANN_DISPLAY.into(),
    ] {
        let left = found(&cells, &needle);
        assert!(left.is_empty(), "{needle} is still stored: {left:?}");
    }
    assert_the_boards_no_longer_know_her_and_bobs_record_stands(&fake, &bob).await;
    bot.shutdown().await;
}

/// The everywhere boards show Ann's display name, never a nickname of any server; her
/// stats and history here show this server's match (`here`), not the other one.
async fn assert_boards_show_her_display_name_and_stats_this_servers_match(
    fake: &FakeDiscord,
    ann: &FakeUser,
    bob: &FakeUser,
    table: MatchId,
    elsewhere: MatchId,
) {
    // The everywhere boards show her display name: never a nickname of any server.
    for line in [
        "/ribs leaderboard scope:everywhere",
        "/ribs leaderboard scope:everywhere by:\"matches won\"",
        "/ribs leaderboard",
    ] {
        let board = fake.ask(bob, CHANNEL_ID, line).await.text();
        assert!(board.contains(ANN_DISPLAY), "{line}: {board}");
        assert!(!board.contains("Annie of"), "{line}: {board}");
    }
    // Her stats and history here show this server's match, not the other one.
    let here = format!("match {table} ·");
    let there = format!("match {elsewhere} ·");
    let stats = fake.ask(ann, CHANNEL_ID, "/ribs stats").await.text();
    assert!(stats.contains(&here) && !stats.contains(&there), "{stats}");
    let stats = fake
        .ask(bob, CHANNEL_ID, &format!("/ribs stats player:<@{ANN}>"))
        .await
        .text();
    assert!(stats.contains(&here) && !stats.contains(&there), "{stats}");
    assert!(
        stats.contains("1 played"),
        "one match on this server: {stats}"
    );
    let history = fake
        .ask(bob, CHANNEL_ID, &format!("/ribs history player:<@{ANN}>"))
        .await
        .text();
    assert!(
        history.contains(&format!("**match {table}**"))
            && !history.contains(&format!("**match {elsewhere}**")),
        "{history}"
    );
}

/// Once the match is over, Ann's `/ribs forget` asks privately, says what goes and what
/// stays, and asks to confirm; Cancel removes nothing.
async fn assert_the_question_is_private_and_cancel_removes_nothing(
    fake: &FakeDiscord,
    ann: &FakeUser,
) {
    let asked = fake.ask(ann, CHANNEL_ID, "/ribs forget").await;
    assert!(asked.ephemeral);
    let text = asked.text();
    for said in [
        "every server",
        "former player",
        "cannot be undone",
        "ratings",
    ] {
        assert!(text.contains(said), "{said}: {text}");
    }
    let confirm = asked.original.clone().unwrap();
    assert_eq!(
        confirm.button("Forget me").expect("a confirm button").style,
        4,
        "red"
    );
    // Cancel removes nothing.
    assert!(confirm.button("Cancel").is_some());
    let kept = fake
        .press(ann, asked.original.as_ref().unwrap(), "Cancel")
        .await;
    assert!(
        kept.text().contains("Nothing was removed"),
        "{}",
        kept.text()
    );
    assert!(kept.original.as_ref().unwrap().buttons().is_empty());
}

/// Someone else's click (Cat's, of whom nothing is stored), forged onto Ann's private
/// question, forgets only the one who clicks; on a public message it is refused. Ann's
/// every name is still stored after.
async fn assert_a_strangers_click_forgets_only_the_stranger(
    fake: &FakeDiscord,
    ann: &FakeUser,
    cat: &FakeUser,
    db: &std::path::Path,
) {
    let asked = fake.ask(ann, CHANNEL_ID, "/ribs forget").await;
    let confirm = asked.original.clone().unwrap();
    let custom_id = confirm.button("Forget me").unwrap().custom_id;
    let stranger = fake
        .forge_click(cat, ForgedClick::new(confirm.id, &custom_id))
        .wait_response(settle())
        .await
        .unwrap();
    assert!(
        stranger.text().contains("nothing stored about you"),
        "{}",
        stranger.text()
    );
    let public = fake
        .newest_bot_message(CHANNEL_ID)
        .expect("the match-over message");
    let forged = fake
        .forge_click(
            cat,
            ForgedClick::new(public.id, &custom_id).ephemeral(false),
        )
        .wait_response(settle())
        .await
        .unwrap();
    assert!(forged.ephemeral, "{}", forged.text());
    assert!(forged.text().contains("private"), "{}", forged.text());
    let cells = every_cell(db).await;
    for needle in [
        ANN.to_string(),
        ANN_NICK.into(),
        ANN_NICK_THERE.into(),
        ANN_DISPLAY.into(),
    ] {
        assert!(
            !found(&cells, &needle).is_empty(),
            "{needle} is still stored"
        );
    }
}

/// Once Ann is forgotten, the boards no longer know her (not even as a former player),
/// her stats are empty, and Bob's history and record stand.
async fn assert_the_boards_no_longer_know_her_and_bobs_record_stands(
    fake: &FakeDiscord,
    bob: &FakeUser,
) {
    let board = fake
        .ask(bob, CHANNEL_ID, "/ribs leaderboard scope:everywhere")
        .await
        .text();
    assert!(
        board.contains("Bob") && !board.contains(ANN_DISPLAY),
        "{board}"
    );
    assert!(!board.contains("former player"), "{board}");
    let stats = fake
        .ask(bob, CHANNEL_ID, &format!("/ribs stats player:<@{ANN}>"))
        .await
        .text();
    assert!(stats.contains("No finished matches yet"), "{stats}");
    let history = fake.ask(bob, CHANNEL_ID, "/ribs history").await.text();
    assert!(history.contains("former player"), "{history}");
    let stats = fake.ask(bob, CHANNEL_ID, "/ribs stats").await.text();
    assert!(stats.contains("1 played"), "{stats}");
}

/// The first answer to `/ribs forget` of a person at an open table: the refusal, privately,
/// naming the table's channel, with no button to confirm.
fn at_open_table(answer: &crate::support::fake_discord::Response) {
    assert!(answer.ephemeral, "{}", answer.text());
    assert_eq!(answer.kind, 4, "the first answer: {}", answer.text());
    assert!(
        answer.text().contains("open table") && answer.text().contains(&format!("<#{CHANNEL_ID}>")),
        "{}",
        answer.text()
    );
    let shown = answer.original.as_ref().expect("a private message");
    assert!(shown.buttons().is_empty(), "no confirmation: {shown:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_in_a_lobby_is_refused_at_once_and_offered_the_question_once_out() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let ann = fake.user(71, "Ann");
    let bob = fake.user(72, "Bob");
    fake.ask(&ann, CHANNEL_ID, "/ribs new").await;
    let lobby = fake
        .wait_channel_message(CHANNEL_ID, |m| m.button("Join").is_some(), settle())
        .await
        .unwrap();
    super::silently(fake.click(&bob, &lobby, "Join"), "a Join").await;
    // The host and a person who joined are both told at once.
    at_open_table(&fake.ask(&ann, CHANNEL_ID, "/ribs forget").await);
    at_open_table(&fake.ask(&bob, CHANNEL_ID, "/ribs forget").await);
    // Out of the lobby, Bob is asked to confirm.
    super::silently(fake.click(&bob, &lobby, "Leave"), "a Leave").await;
    let asked = fake.ask(&bob, CHANNEL_ID, "/ribs forget").await;
    let confirm = asked.original.clone().unwrap();
    assert!(confirm.button("Forget me").is_some(), "{}", asked.text());
    bot.shutdown().await;
}

/// A match played to the end on another server by Ann (under another nickname) and three
/// computers, straight through the table service, in the database the bot will use.
async fn other_servers_match(db: &std::path::Path) -> MatchId {
    let config = TableConfig {
        computer_pause: Duration::ZERO,
        ..TableConfig::default()
    };
    let (service, _updates) = TableService::open(&crate::support::database::url_for(db), config)
        .await
        .unwrap();
    let settings = TableSettings::<ribs::games::ribs::Match> {
        options: Options::default().with_target(1).unwrap(),
        computers: vec![Level::Easy; 3],
        seed: Some(5),
        ..TableSettings::<ribs::games::ribs::Match>::default()
    };
    let ann = Player::named(ANN, ANN_NICK_THERE, ANN_DISPLAY);
    let info = service
        .create(PlaceId(8), ServerId(998), ann, settings)
        .await
        .unwrap();
    service
        .start::<ribs::games::ribs::Match>(info.id, UserId(ANN))
        .await
        .unwrap();
    service
        .autopilot::<ribs::games::ribs::Match>(info.id, UserId(ANN), true)
        .await
        .unwrap();
    for _ in 0..600 {
        if service.status(info.id).await.unwrap() == Some(TableStatus::Finished) {
            service.close().await;
            return info.id;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the other server's match did not finish");
}
