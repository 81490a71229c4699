//! After the match, on Discord: rating changes and a Rematch button on the match-over
//! message, the rating board with the computer levels, ratings in /ribs stats, /ribs
//! history, /ribs replay stepping through a match (refused while it is played, for another
//! server's match and for a match that does not exist), and a rematch lobby.

use std::time::Duration;

use ribs::ai::Level;
use ribs::games::ribs::Options;
use ribs::table::{
    PlaceId, Player, ServerId, TableConfig, TableService, TableSettings, TableStatus, UserId,
};

use ribs::discord::Bot;
use ribs::table::MatchId;

use super::{Table, fake, open_table, settle, start_bot, temp_db};
use crate::support::fake_discord::{CHANNEL_ID, FakeDiscord, FakeUser, GUILD_ID, RecordedMessage};
use ribs::games::gin_rummy::GinRummy;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ratings_history_replays_and_a_rematch_after_the_match() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    // The database also holds a match played on another server.
    let elsewhere = other_servers_match(&db).await;
    let bot = start_bot(&fake, &db).await;
    let ann = fake.user(41, "Ann");
    let bob = fake.user(42, "Bob");
    let table = open_table(
        &fake,
        &bot,
        &db,
        &ann,
        &[&bob],
        "/ribs new target:1 computers:2 level:hard",
    )
    .await;
    replay_is_refused_while_the_match_is_played(&fake, &bob, &table).await;

    // Ann and Bob play their own turns: a seat the autopilot plays for most of its
    // decisions is not rated.
    super::Players::new(&fake, &bot, &table)
        .play(usize::MAX)
        .await;
    let over = fake
        .wait_channel_message(
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
    match_over_shows_rating_changes_and_a_rematch_button(&over);
    rating_board_and_stats_show_the_ratings(&fake, &ann, &bob).await;
    history_names_the_match_and_the_replay_steps_through_it(&fake, &bob, &table).await;
    replays_of_other_servers_and_unknown_matches_are_refused(&fake, &ann, elsewhere).await;
    a_rematch_opens_a_lobby_with_the_same_computers(&fake, &bot, &table, &ann, &bob, &over).await;
    assert!(fake.rate_limited_calls().is_empty());
    bot.shutdown().await;
}

async fn replay_is_refused_while_the_match_is_played(
    fake: &FakeDiscord,
    bob: &FakeUser,
    table: &Table,
) {
    // While the match is played, nobody may look at its hands.
    let early = fake
        .ask(bob, CHANNEL_ID, &format!("/ribs replay match:{}", table.id))
        .await;
    assert!(early.ephemeral);
    assert!(
        early.text().contains("still being played"),
        "{}",
        early.text()
    );
}

fn match_over_shows_rating_changes_and_a_rematch_button(over: &RecordedMessage) {
    // The match-over message: each seat's rating change, and a Rematch button.
    let text = over.text();
    let ratings = text
        .lines()
        .find(|l| l.starts_with("Ratings:"))
        .unwrap_or_else(|| panic!("no ratings line: {text}"));
    for name in ["Ann", "Bob"] {
        assert!(ratings.contains(name), "{ratings}");
    }
    assert_eq!(ratings.matches('→').count(), 4, "four seats: {ratings}");
    assert!(over.button("Rematch").is_some());
}

async fn rating_board_and_stats_show_the_ratings(
    fake: &FakeDiscord,
    ann: &FakeUser,
    bob: &FakeUser,
) {
    // The rating board is the default leaderboard; the hard computer is on it.
    let board = fake.ask(ann, CHANNEL_ID, "/ribs leaderboard").await;
    let text = board.text();
    assert!(!board.ephemeral);
    assert!(text.contains("by rating"), "{text}");
    for name in ["Ann", "Bob", "🤖 hard computer"] {
        assert!(text.contains(name), "{name}: {text}");
    }
    assert!(text.contains("1 rated match"), "{text}");
    let stats = fake.ask(bob, CHANNEL_ID, "/ribs stats").await;
    assert!(stats.text().contains("Rating: **"), "{}", stats.text());
}

async fn history_names_the_match_and_the_replay_steps_through_it(
    fake: &FakeDiscord,
    bob: &FakeUser,
    table: &Table,
) {
    // The history names the match; the replay steps through it, privately.
    let history = fake.ask(bob, CHANNEL_ID, "/ribs history").await;
    assert!(history.ephemeral);
    assert!(
        history.text().contains(&format!("**match {}**", table.id)),
        "{}",
        history.text()
    );
    let replay = fake
        .ask(bob, CHANNEL_ID, &format!("/ribs replay match:{}", table.id))
        .await;
    assert!(replay.ephemeral);
    let first = replay.text();
    // A first hand won by both humans at once does not end a match to 1 (RULES.md: level
    // leaders play on), so the count of hands is not always 1.
    let heading = first.lines().next().unwrap_or_default();
    assert!(
        heading.starts_with(&format!("Match {} · hand 1 of ", table.id))
            && heading.ends_with(" · trick 1 of 4"),
        "{first}"
    );
    // Every hand as dealt, hidden cards and all, now that it is over.
    assert!(first.contains("The hands as dealt"), "{first}");
    let page = replay.original.clone().unwrap();
    assert!(page.button("◀ Trick").unwrap().disabled);
    let turn = |m: &RecordedMessage| m.text().contains("trick 2 of 4");
    super::in_place(fake.click(bob, &page, "Trick ▶"), &page, turn, "the page").await;
}

async fn replays_of_other_servers_and_unknown_matches_are_refused(
    fake: &FakeDiscord,
    ann: &FakeUser,
    elsewhere: MatchId,
) {
    // Refusals: a match of another server, a number never given, zero.
    for (line, said) in [
        (
            format!("/ribs replay match:{elsewhere}"),
            "played on another server",
        ),
        (
            "/ribs replay match:9999".to_string(),
            "no finished match 9999",
        ),
        ("/ribs replay match:0".to_string(), "start at 1"),
    ] {
        let answer = fake.ask(ann, CHANNEL_ID, &line).await;
        assert!(answer.ephemeral, "{line}");
        assert!(answer.text().contains(said), "{line}: {}", answer.text());
    }
}

/// Bob asks for a rematch: a new lobby with the same computers, Bob hosting, asking Ann
/// back; a second click on the old Rematch finds the channel taken.
async fn a_rematch_opens_a_lobby_with_the_same_computers(
    fake: &FakeDiscord,
    bot: &Bot,
    table: &Table,
    ann: &FakeUser,
    bob: &FakeUser,
    over: &RecordedMessage,
) {
    let rematch = fake.press(bob, over, "Rematch").await;
    assert!(!rematch.ephemeral, "{}", rematch.text());
    let again = bot
        .service()
        .table_at(PlaceId(CHANNEL_ID))
        .expect("a new table in the channel");
    assert_ne!(again, table.id);
    let info = bot
        .service()
        .info::<ribs::games::ribs::Match>(again)
        .await
        .unwrap();
    assert_eq!(info.host, UserId(42));
    assert_eq!(info.status, TableStatus::Lobby);
    let levels: Vec<Level> = info
        .seats
        .iter()
        .filter_map(|s| s.occupant.level())
        .collect();
    assert_eq!(levels, vec![Level::Hard, Level::Hard]);
    let join = format!("ribs:{again}:join");
    let lobby = fake
        .wait_channel_message(CHANNEL_ID, |m| m.custom_ids().contains(&join), settle())
        .await
        .unwrap();
    // The rematch's lobby asks Ann back, pinging her (and only her) once.
    assert!(
        lobby.content.contains("<@41>") && !lobby.content.contains("<@42>"),
        "{}",
        lobby.content
    );
    let pinged: Vec<u64> = fake
        .notifications()
        .iter()
        .filter(|n| n.message_id == lobby.id)
        .map(|n| n.user)
        .collect();
    assert_eq!(pinged, vec![41]);
    super::silently(fake.click(ann, &lobby, "Join"), "a Join").await;
    // Once she has joined, the invitation is gone from the lobby.
    let lobby_id = lobby.id;
    fake.wait_until(
        move |s| {
            s.message(lobby_id)
                .is_some_and(|m| m.text().contains("4 seated") && m.content.is_empty())
        },
        settle(),
    )
    .await
    .unwrap();
    // A second click on the old Rematch finds the channel taken, and says so privately.
    let twice = fake.press(ann, over, "Rematch").await;
    assert!(twice.ephemeral);
    assert!(
        twice.text().contains("already has a table"),
        "{}",
        twice.text()
    );
}

/// A match played to the end on another server, straight through the table service, in
/// the database the bot will use.
async fn other_servers_match(db: &std::path::Path) -> ribs::table::MatchId {
    let settings = TableSettings::<ribs::games::ribs::Match> {
        options: Options::default().with_target(1).unwrap(),
        computers: vec![Level::Easy; 3],
        seed: Some(3),
        ..TableSettings::<ribs::games::ribs::Match>::default()
    };
    finished_match(db, ServerId(999), settings).await
}

/// A match of `G` played to the end on `server` by Zed (on autopilot) and computers,
/// straight through the table service, in the database the bot will use.
async fn finished_match<G: ribs::table::Hosted>(
    db: &std::path::Path,
    server: ServerId,
    settings: TableSettings<G>,
) -> ribs::table::MatchId {
    let config = TableConfig {
        computer_pause: Duration::ZERO,
        ..TableConfig::default()
    };
    let (service, _updates) = TableService::open(&crate::support::database::url_for(db), config)
        .await
        .unwrap();
    let info = service
        .create(PlaceId(7), server, Player::new(77, "Zed"), settings)
        .await
        .unwrap();
    service.start::<G>(info.id, UserId(77)).await.unwrap();
    service
        .autopilot::<G>(info.id, UserId(77), true)
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

/// Any game's finished match is told again hand by hand: `/games history` says how,
/// `/games replay` (and `/ribs replay`, by the match's number) shows the first hand's
/// announcements privately, and the buttons step from hand to hand.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gin_rummy_match_is_told_again_hand_by_hand() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let settings = TableSettings::<GinRummy> {
        computers: vec![Level::Normal],
        seed: Some(5),
        ..TableSettings::<GinRummy>::default()
    };
    let id = finished_match(&db, ServerId(GUILD_ID), settings).await;
    let bot = start_bot(&fake, &db).await;
    let ann = fake.user(41, "Ann");
    let history = fake
        .ask(&ann, CHANNEL_ID, "/games history game:\"Gin Rummy\"")
        .await;
    assert!(history.ephemeral);
    let listed = history.text();
    assert!(listed.contains(&format!("**match {id}**")), "{listed}");
    assert!(listed.contains("/games replay match:<number>"), "{listed}");
    for command in ["/games replay", "/ribs replay"] {
        let replay = fake
            .ask(&ann, CHANNEL_ID, &format!("{command} match:{id}"))
            .await;
        assert!(replay.ephemeral, "{command}");
        let first = replay.text();
        let heading = format!("Gin Rummy · Match {id} · Hand 1 of ");
        assert!(first.starts_with(&heading), "{command}: {first}");
        // The hand as the table heard it: a knock or gin with its melds, or a dead hand.
        assert!(
            ["knocks", "goes gin", "dead"]
                .iter()
                .any(|w| first.contains(w)),
            "{first}"
        );
        let page = replay.original.clone().unwrap();
        assert!(page.button("◀◀ Hand").unwrap().disabled);
        assert!(page.button("◀").unwrap().disabled);
    }
    // Hand by hand to the last, which ends with the result.
    let replay = fake
        .ask(&ann, CHANNEL_ID, &format!("/games replay match:{id}"))
        .await;
    let mut page = replay.original.clone().unwrap();
    let hands: usize = page
        .text()
        .lines()
        .next()
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|n| n.parse().ok())
        .expect("the count of hands in the title");
    for hand in 2..=hands.min(4) {
        let shows = move |m: &RecordedMessage| m.text().contains(&format!("Hand {hand} of"));
        super::in_place(
            fake.click(&ann, &page, "Hand ▶▶"),
            &page,
            shows,
            "the next hand",
        )
        .await;
        page = fake.message(page.id).unwrap();
    }
    assert!(!page.button("◀◀ Hand").unwrap().disabled);
    bot.shutdown().await;
}
