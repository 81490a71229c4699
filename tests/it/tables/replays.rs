//! Finished matches told again: a replay only once the match is over; its hands, exported
//! as referee documents, are ruled by the referee exactly as the store recorded them, in
//! every variant; the archive reads a database file the same way; a rematch opens a lobby
//! like the last one.

use std::time::Duration;

use super::{SERVER, drive, open_and_start, player, spawn_app, temp_db};
use crate::support::database;
use ribs::ai::Level;
use ribs::cli::{export, referee};
use ribs::games::ribs::Options;
use ribs::store::{MatchId, PlaceId, UserId};
use ribs::table::archive::Archive;
use ribs::table::{TableError, TableSettings, TableStatus};
use serde_json::Value;

/// Each hand's points and winning seats as the store recorded them.
async fn recorded_hands(path: &std::path::Path, table: MatchId) -> Vec<Vec<(u32, bool)>> {
    let rows = database::integers(
        path,
        "SELECT hand, seat, points, won FROM hands WHERE match_id = $1 ORDER BY hand, seat",
        &[table.0],
    )
    .await;
    // Rows come ordered by hand, then seat: a new hand number starts a new hand.
    let mut hands: Vec<Vec<(u32, bool)>> = Vec::new();
    let mut current = None;
    for row in rows {
        let [hand, _, points, won] = row[..] else {
            panic!("a hands row of four numbers: {row:?}");
        };
        if current != Some(hand) {
            current = Some(hand);
            hands.push(Vec::new());
        }
        hands.last_mut().unwrap().push((points as u32, won != 0));
    }
    hands
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_recorded_hand_rules_again_as_recorded_in_every_variant() {
    let (_dir, path) = temp_db();
    let app = spawn_app(&path).await;
    let variants = Options::all_variants();
    let mut finished = Vec::new();
    for (i, options) in variants.iter().enumerate() {
        let options = options.with_target(2).unwrap();
        let i = i as u64;
        let info = open_and_start(&app.service, 700 + i, 10 * i + 1, 4, 0, options, i).await;
        // Part-way, the match cannot be replayed: that would show the hands.
        drive(&app.service, info.id, i, Some(6)).await;
        assert!(matches!(
            app.service.replay(info.id).await,
            Err(TableError::NotFinished)
        ));
        drive(&app.service, info.id, i, None).await;
        finished.push((info.id, options));
    }
    let mut folds = 0;
    for (table, options) in &finished {
        let replay = app.service.replay(*table).await.unwrap();
        assert_eq!(replay.options, *options);
        let recorded = recorded_hands(&path, *table).await;
        assert_eq!(replay.hands.len(), recorded.len(), "{table}");
        let names = export::names(&replay);
        for (hand, stored) in replay.hands.iter().zip(&recorded) {
            // The replay's own tally is the store's.
            let tallied: Vec<(u32, bool)> = hand
                .scores
                .iter()
                .map(|(_, p)| *p)
                .zip(hand.winners.iter().map(|(_, w)| *w))
                .collect();
            assert_eq!(&tallied, stored, "{table} hand {}", hand.number);
            // And the referee rules the exported document the same.
            let document = export::hand_document(&replay, hand);
            folds += document.to_string().matches("\"fold\"").count();
            let ruling = referee::rule(&document.to_string())
                .unwrap_or_else(|e| panic!("{table} hand {}: {e}\n{document}", hand.number));
            for (seat, (points, won)) in stored.iter().enumerate() {
                assert_eq!(
                    ruling["scores"][&names[seat]],
                    Value::from(*points),
                    "{table} hand {}",
                    hand.number
                );
                let winners = ruling["winners"].as_array().unwrap();
                assert_eq!(winners.contains(&Value::from(names[seat].clone())), *won);
            }
        }
        // The winner reached the target and alone has the most hand wins.
        let best = replay.hand_wins[replay.winner];
        assert!(best >= 2, "{table}");
        assert_eq!(
            replay.hand_wins.iter().filter(|(_, w)| **w >= best).count(),
            1,
            "{table}"
        );
    }
    assert!(
        folds > 0,
        "the documents carry folds, shown now the hands are over"
    );
    app.stop().await;

    // The archive reads the same file without hosting anything.
    let archive = Archive::open_at(&database::url_for(&path)).await.unwrap();
    let recent = archive.recent(100).await.unwrap();
    assert_eq!(recent.len(), finished.len());
    let (first, _) = finished[0];
    let again = archive.replay(first).await.unwrap();
    assert_eq!(again.id, first);
    assert!(matches!(
        archive.replay(MatchId(9999)).await,
        Err(TableError::NoTable)
    ));
    archive.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_opens_a_lobby_like_the_last_one_once_it_is_over() {
    let (_dir, path) = temp_db();
    let app = spawn_app(&path).await;
    let settings = TableSettings {
        game: ribs::games::GameKind::Ribs,
        options: Options::default()
            .with_target(1)
            .unwrap()
            .with_bid_step(2)
            .unwrap(),
        turn_timer: Some(Duration::from_secs(90)),
        computers: vec![Level::Easy, Level::Hard],
        seed: Some(5),
        frontend: Some("old".into()),
        rematch_of: None,
    };
    let place = PlaceId(800);
    let info = app
        .service
        .create(place, SERVER, player(1), settings.clone())
        .await
        .unwrap();
    app.service.join(info.id, player(2)).await.unwrap();
    app.service.start(info.id, UserId(1)).await.unwrap();
    // While it is played: no rematch.
    assert!(matches!(
        app.service.rematch(info.id, player(2), |_, _| None).await,
        Err(TableError::NotFinished)
    ));
    drive(&app.service, info.id, 5, None).await;

    let (mut seen, mut people) = (None, Vec::new());
    let again = app
        .service
        .rematch(info.id, player(2), |old, those| {
            seen = old.map(str::to_string);
            people = those.to_vec();
            Some("new".into())
        })
        .await
        .unwrap();
    assert_eq!(
        seen.as_deref(),
        Some("old"),
        "the front end's state is handed on"
    );
    people.sort();
    assert_eq!(
        people,
        vec![UserId(1), UserId(2)],
        "the people of the match"
    );
    assert_ne!(again.id, info.id);
    assert_eq!(again.place, place);
    assert_eq!(again.status, TableStatus::Lobby);
    assert_eq!(again.host, UserId(2), "who asked hosts it");
    assert_eq!(again.options, settings.options);
    assert_eq!(again.turn_timer, settings.turn_timer);
    assert_eq!(
        app.service.frontend(again.id).await.unwrap().as_deref(),
        Some("new")
    );
    let levels: Vec<Level> = again
        .seats
        .iter()
        .filter_map(|s| s.occupant.level())
        .collect();
    assert_eq!(
        levels,
        vec![Level::Easy, Level::Hard],
        "the computers, in order"
    );
    // Person 1 re-joins with a click; a second rematch finds the place taken.
    app.service.join(again.id, player(1)).await.unwrap();
    assert!(matches!(
        app.service.rematch(info.id, player(1), |_, _| None).await,
        Err(TableError::TableExists)
    ));
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_is_refused_for_a_cancelled_table_and_one_never_opened() {
    let (_dir, path) = temp_db();
    let app = spawn_app(&path).await;
    let info = app
        .service
        .create(PlaceId(850), SERVER, player(1), TableSettings::default())
        .await
        .unwrap();
    assert!(matches!(
        app.service.replay(info.id).await,
        Err(TableError::NotFinished)
    ));
    app.service.cancel(info.id, UserId(1)).await.unwrap();
    assert!(matches!(
        app.service.replay(info.id).await,
        Err(TableError::NoTable)
    ));
    assert!(matches!(
        app.service.replay(MatchId(4242)).await,
        Err(TableError::NoTable)
    ));
    app.stop().await;
}
