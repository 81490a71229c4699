//! Ratings through the real service and store: every finished match rated once, in order,
//! in its server and everywhere; the stored ratings are the results rated again; they
//! survive a restart; matches recorded before ratings existed are rated when the store
//! opens.

use std::collections::HashMap;

use ribs::ai::Level;
use ribs::games::ribs::Options;
use ribs::rating::{Rater, Rating};
use ribs::store::{MatchId, PlaceId, ServerId, UserId};
use ribs::table::{TableService, TableSettings, TableStatus};

use super::{SERVER, drive, player, spawn_app, temp_db};
use crate::support::database;

/// Plays `count` one-hand matches on SERVER among people 1..=5 (three a table, the
/// lineup turning) and a computer of each level in turn; returns the matches in the
/// order they finished, with who sat in them.
async fn play_season(service: &TableService, count: u64) -> Vec<(MatchId, Vec<u64>)> {
    let mut played = Vec::new();
    for m in 0..count {
        let people: Vec<u64> = (0..3).map(|k| 1 + (m + k) % 5).collect();
        let settings = TableSettings::<ribs::games::ribs::Match> {
            options: Options::default().with_target(1).unwrap(),
            computers: vec![Level::ALL[(m % 3) as usize]],
            seed: Some(100 + m),
            ..TableSettings::<ribs::games::ribs::Match>::default()
        };
        let info = service
            .create(PlaceId(500 + m), SERVER, player(people[0]), settings)
            .await
            .unwrap();
        for &p in &people[1..] {
            service
                .join::<ribs::games::ribs::Match>(info.id, player(p))
                .await
                .unwrap();
        }
        service
            .start::<ribs::games::ribs::Match>(info.id, UserId(people[0]))
            .await
            .unwrap();
        drive(service, info.id, m, None).await;
        assert_eq!(
            service.status(info.id).await.unwrap(),
            Some(TableStatus::Finished)
        );
        played.push((info.id, people));
    }
    played
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_finished_match_is_rated_once_in_its_server_and_everywhere() {
    let (_dir, path) = temp_db();
    let app = spawn_app(&path).await;
    let played = play_season(&app.service, 6).await;

    // Each match changed the rating of each of its four seats, in both scopes, and the
    // match's winner gained.
    for (table, _) in &played {
        for scope in [SERVER, ServerId::NONE] {
            let changes = app
                .service
                .match_rating_changes(*table, scope)
                .await
                .unwrap();
            assert_eq!(changes.len(), 4, "{table} in {scope:?}");
            let summary = &app
                .service
                .recent_matches(ribs::games::GameKind::Ribs, SERVER, None, 50)
                .await
                .unwrap()
                .into_iter()
                .find(|s| s.table == *table)
                .expect("the match is in the server's history");
            let winner = &changes[usize::from(summary.winner)];
            assert!(
                winner.after.mu > winner.before.mu,
                "{table}: the winner's skill estimate rises"
            );
            for c in &changes {
                assert!(c.after.sigma < c.before.sigma, "every match narrows σ");
                assert_eq!(c.after.matches, c.before.matches + 1);
            }
        }
    }

    // A person's rating counts their matches, and each change starts where the last
    // one ended.
    for person in 1..=5u64 {
        let sat = played.iter().filter(|(_, p)| p.contains(&person)).count();
        let (rating, rank, changes) = app
            .service
            .rating(
                ribs::games::GameKind::Ribs,
                SERVER,
                Rater::person(person),
                100,
            )
            .await
            .unwrap()
            .expect("every person played");
        assert_eq!(rating.matches as usize, sat);
        assert_eq!(changes.len(), sat);
        assert!((1..=8).contains(&rank));
        assert_eq!(changes[0].after, rating, "the newest change is the rating");
        for pair in changes.windows(2) {
            assert_eq!(pair[0].before, pair[1].after, "changes chain, newest first");
        }
        assert_eq!(changes.last().unwrap().before, Rating::default());
    }
    // Each computer level sat in two matches.
    let board = app
        .service
        .rating_board(ribs::games::GameKind::Ribs, SERVER, 50)
        .await
        .unwrap();
    for (name, rater) in Rater::COMPUTERS {
        let row = board.iter().find(|r| r.rater == rater).expect(name);
        assert_eq!(row.rating.matches, 2, "{name}");
        assert_eq!(row.name, None);
    }
    // The board: everyone, best conservative rating first.
    assert_eq!(board.len(), 5 + 3);
    assert!(
        board
            .windows(2)
            .all(|w| w[0].rating.shown() >= w[1].rating.shown())
    );

    // A rater's rank is the board's: one more than those showing a higher figure.
    for row in &board {
        let (_, rank, _) = app
            .service
            .rating(ribs::games::GameKind::Ribs, SERVER, row.rater, 0)
            .await
            .unwrap()
            .unwrap();
        let above = board
            .iter()
            .filter(|o| o.rating.shown() > row.rating.shown())
            .count();
        assert_eq!(rank as usize, above + 1, "{:?}", row.rater);
    }

    // Ratings are a pure function of the results in order.
    let (stored, recomputed) = app.store.ratings_recomputed().await.unwrap();
    assert_eq!(stored.len(), 2 * 8, "eight raters in each of two scopes");
    assert_eq!(stored, recomputed);

    // And they survive a restart.
    let app = app.restart().await;
    assert_eq!(
        app.service
            .rating_board(ribs::games::GameKind::Ribs, SERVER, 50)
            .await
            .unwrap(),
        board
    );
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn matches_recorded_before_ratings_existed_are_rated_when_the_store_opens() {
    let (_dir, path) = temp_db();
    let app = spawn_app(&path).await;
    play_season(&app.service, 4).await;
    let board = app
        .service
        .rating_board(ribs::games::GameKind::Ribs, SERVER, 50)
        .await
        .unwrap();
    let everywhere = app
        .service
        .rating_board(ribs::games::GameKind::Ribs, ServerId::NONE, 50)
        .await
        .unwrap();
    app.stop().await;

    // The database as a bot before ratings left it: results, no ratings.
    for sql in [
        "DELETE FROM rating_changes",
        "DELETE FROM ratings",
        "UPDATE matches SET rated_seq = NULL",
    ] {
        database::execute(&path, sql, &[]).await;
    }

    let app = spawn_app(&path).await;
    assert_eq!(
        app.service
            .rating_board(ribs::games::GameKind::Ribs, SERVER, 50)
            .await
            .unwrap(),
        board
    );
    assert_eq!(
        app.service
            .rating_board(ribs::games::GameKind::Ribs, ServerId::NONE, 50)
            .await
            .unwrap(),
        everywhere
    );
    let (stored, recomputed) = app.store.ratings_recomputed().await.unwrap();
    assert_eq!(stored, recomputed);
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ratings_are_kept_per_server_and_everywhere() {
    let (_dir, path) = temp_db();
    let app = spawn_app(&path).await;
    played_on(&app.service, ServerId(1), 900, 1).await;
    played_on(&app.service, ServerId(2), 901, 2).await;

    let one = app
        .service
        .rating_board(ribs::games::GameKind::Ribs, ServerId(1), 50)
        .await
        .unwrap();
    let two = app
        .service
        .rating_board(ribs::games::GameKind::Ribs, ServerId(2), 50)
        .await
        .unwrap();
    let everywhere = app
        .service
        .rating_board(ribs::games::GameKind::Ribs, ServerId::NONE, 50)
        .await
        .unwrap();
    let matches = |board: &[ribs::store::RatingRow]| -> HashMap<Rater, u32> {
        board.iter().map(|r| (r.rater, r.rating.matches)).collect()
    };
    // Person 1 played once on each server: once in each, twice everywhere.
    assert_eq!(matches(&one)[&Rater::person(1)], 1);
    assert_eq!(matches(&two)[&Rater::person(1)], 1);
    assert_eq!(matches(&everywhere)[&Rater::person(1)], 2);
    // Nobody from server 2 alone shows on server 1's board.
    assert!(!matches(&one).contains_key(&Rater::person(4)));
    assert!(matches(&two).contains_key(&Rater::person(4)));
    app.stop().await;
}

/// One four-person one-hand match on `server`: person 1 with 2 and 3 (`variant` 1), or
/// with 4 and 5 (`variant` 2), and a normal computer.
async fn played_on(service: &TableService, server: ServerId, place: u64, variant: u64) {
    let people = if variant == 1 { [1, 2, 3] } else { [1, 4, 5] };
    let settings = TableSettings::<ribs::games::ribs::Match> {
        options: Options::default().with_target(1).unwrap(),
        computers: vec![Level::Normal],
        seed: Some(place),
        ..TableSettings::<ribs::games::ribs::Match>::default()
    };
    let info = service
        .create(PlaceId(place), server, player(people[0]), settings)
        .await
        .unwrap();
    for p in &people[1..] {
        service
            .join::<ribs::games::ribs::Match>(info.id, player(*p))
            .await
            .unwrap();
    }
    service
        .start::<ribs::games::ribs::Match>(info.id, UserId(people[0]))
        .await
        .unwrap();
    drive(service, info.id, place, None).await;
}

/// Plays people 1 (host) and 2 with two computers until `hands` hands are complete.
async fn until_hands(service: &TableService, place: u64, seed: u64, hands: u32) -> MatchId {
    let settings = TableSettings::<ribs::games::ribs::Match> {
        options: Options::default().with_target(9).unwrap(),
        computers: vec![Level::Normal; 2],
        seed: Some(seed),
        ..TableSettings::<ribs::games::ribs::Match>::default()
    };
    let info = service
        .create(PlaceId(place), SERVER, player(1), settings)
        .await
        .unwrap();
    service
        .join::<ribs::games::ribs::Match>(info.id, player(2))
        .await
        .unwrap();
    service
        .start::<ribs::games::ribs::Match>(info.id, UserId(1))
        .await
        .unwrap();
    loop {
        let now = service
            .info::<ribs::games::ribs::Match>(info.id)
            .await
            .unwrap();
        if now.public.as_ref().is_some_and(|v| v.hand >= hands) {
            return info.id;
        }
        drive(service, info.id, seed, Some(1)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_host_who_stops_after_a_complete_hand_resigns_and_is_recorded_last() {
    let (_dir, path) = temp_db();
    let app = spawn_app(&path).await;
    // Before a hand is complete a stop records nothing.
    let early = until_hands(&app.service, 700, 1, 0).await;
    app.service
        .stop::<ribs::games::ribs::Match>(early, UserId(1), false)
        .await
        .unwrap();
    assert_eq!(
        app.service.status(early).await.unwrap(),
        Some(TableStatus::Stopped)
    );
    assert!(
        app.service
            .match_rating_changes(early, SERVER)
            .await
            .unwrap()
            .is_empty()
    );
    // After one, the host's stop is a resignation: recorded, rated, host last.
    let table = until_hands(&app.service, 701, 2, 1).await;
    let closed = app
        .service
        .stop::<ribs::games::ribs::Match>(table, UserId(1), false)
        .await
        .unwrap();
    assert_eq!(closed.status, TableStatus::Finished);
    let changes = app
        .service
        .match_rating_changes(table, SERVER)
        .await
        .unwrap();
    assert_eq!(changes.len(), 4, "every seat rated");
    let host = &changes[0];
    assert!(host.after.mu < host.before.mu, "the host lost: {host:?}");
    let worst = changes
        .iter()
        .map(|c| c.after.mu - c.before.mu)
        .fold(f64::INFINITY, f64::min);
    assert_eq!(host.after.mu - host.before.mu, worst, "the host is last");
    let summary = app
        .service
        .recent_matches(ribs::games::GameKind::Ribs, SERVER, None, 10)
        .await
        .unwrap()
        .into_iter()
        .find(|m| m.table == table)
        .expect("the resigned match is in the history");
    assert_ne!(summary.winner, 0, "someone else takes the match");
    // A server manager's stop still rates nobody.
    let managed = until_hands(&app.service, 702, 3, 1).await;
    app.service
        .stop::<ribs::games::ribs::Match>(managed, UserId(99), true)
        .await
        .unwrap();
    assert_eq!(
        app.service.status(managed).await.unwrap(),
        Some(TableStatus::Stopped)
    );
    let (stored, recomputed) = app.store.ratings_recomputed().await.unwrap();
    assert_eq!(
        stored, recomputed,
        "ratings are still the results rated again"
    );
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_the_autopilot_played_for_most_of_its_decisions_is_not_rated() {
    let (_dir, path) = temp_db();
    let app = spawn_app(&path).await;
    let settings = TableSettings::<ribs::games::ribs::Match> {
        options: Options::default().with_target(1).unwrap(),
        computers: vec![Level::Normal; 2],
        seed: Some(7),
        ..TableSettings::<ribs::games::ribs::Match>::default()
    };
    let info = app
        .service
        .create(PlaceId(710), SERVER, player(1), settings)
        .await
        .unwrap();
    app.service
        .join::<ribs::games::ribs::Match>(info.id, player(2))
        .await
        .unwrap();
    app.service
        .start::<ribs::games::ribs::Match>(info.id, UserId(1))
        .await
        .unwrap();
    // Player 2 hands their seat over at once: the autopilot makes all their decisions.
    app.service
        .autopilot::<ribs::games::ribs::Match>(info.id, UserId(2), true)
        .await
        .unwrap();
    drive(&app.service, info.id, 7, None).await;
    assert_eq!(
        app.service.status(info.id).await.unwrap(),
        Some(TableStatus::Finished)
    );
    let changes = app
        .service
        .match_rating_changes(info.id, SERVER)
        .await
        .unwrap();
    let seats: Vec<u8> = changes.iter().map(|c| c.seat).collect();
    // Seats: player 1, the two computers, then player 2 (who joined).
    assert!(
        !seats.contains(&3),
        "player 2 (seat 4) is not rated: {seats:?}"
    );
    assert_eq!(changes.len(), 3, "the others are");
    assert!(
        app.service
            .rating(ribs::games::GameKind::Ribs, SERVER, Rater::person(2), 1)
            .await
            .unwrap()
            .is_none(),
        "player 2 has no rating from it"
    );
    let (stored, recomputed) = app.store.ratings_recomputed().await.unwrap();
    assert_eq!(stored, recomputed);
    app.stop().await;
}
