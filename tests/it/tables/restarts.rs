//! Restarts: a clean one, a SIGKILL between actions, and a stored match that no longer replays.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};

use ribs::ai::Level;
use ribs::games::ribs::Options;
use ribs::store::{PlaceId, Ranking};
use ribs::table::{TableSettings, TableStatus};

use super::{SERVER, drive, log_of, open_and_start, player, spawn_app, temp_db};
use crate::support::database;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_service_finishes_the_match_exactly_as_an_uninterrupted_one() {
    let options = Options::default().with_target(2).unwrap();
    let seed = 4242;
    // Uninterrupted.
    let (_d1, path1) = temp_db();
    let app = spawn_app(&path1).await;
    let whole = open_and_start(&app.service, 9, 1, 3, 2, options, seed).await;
    drive(&app.service, whole.id, seed, None).await;
    let whole_log = log_of(&app.store, whole.id).await;
    let whole_board = app
        .store
        .leaderboard(ribs::games::GameKind::Ribs, SERVER, Ranking::Wins, 1, 10)
        .await
        .unwrap();
    app.stop().await;

    // Interrupted in the middle of a trick, twice.
    let (_d2, path2) = temp_db();
    let mut app = spawn_app(&path2).await;
    let table = open_and_start(&app.service, 9, 1, 3, 2, options, seed)
        .await
        .id;
    let mut step = 0;
    for stop_after in [7, 11] {
        let info = drive(&app.service, table, seed, Some(stop_after))
            .await
            .unwrap();
        assert!(
            info.step >= step + stop_after as u64,
            "{stop_after} players' actions were taken"
        );
        step = info.step;
        app = app.restart().await;
        let resumed = app
            .service
            .info::<ribs::games::ribs::Match>(table)
            .await
            .expect("the match is back");
        assert_eq!(resumed.step, info.step);
        assert_eq!(
            resumed.public, info.public,
            "the same state after the restart"
        );
        assert_eq!(app.service.table_at(PlaceId(9)), Some(table));
    }
    drive(&app.service, table, seed, None).await;
    assert_eq!(log_of(&app.store, table).await, whole_log);
    let board = app
        .store
        .leaderboard(ribs::games::GameKind::Ribs, SERVER, Ranking::Wins, 1, 10)
        .await
        .unwrap();
    assert_eq!(board, whole_board);
    app.stop().await;
}

/// The child process of the SIGKILL test below (the same test, run again with
/// `RIBS_CHILD_DB` set): resumes (or opens) the table, takes one scripted human action per
/// line on stdin, and prints `acked <step>` once the service has acknowledged it.
async fn kill_test_child(db: &str) {
    use tokio::io::AsyncBufReadExt;
    let app = spawn_app(Path::new(db)).await;
    let table = match app.service.table_at(PlaceId(31)) {
        Some(t) => t,
        None => {
            open_and_start(&app.service, 31, 1, 2, 2, Options::default(), 31)
                .await
                .id
        }
    };
    println!("ready");
    let mut lines = tokio::io::BufReader::new(tokio::io::stdin()).lines();
    while let Ok(Some(line)) = lines.next_line().await {
        if line.trim() != "act" {
            continue;
        }
        let info = drive(&app.service, table, 31, Some(1)).await.unwrap();
        println!("acked {}", info.step);
        std::io::stdout().flush().unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_killed_between_actions_loses_nothing_acknowledged() {
    if let Ok(db) = std::env::var("RIBS_CHILD_DB") {
        return kill_test_child(&db).await;
    }
    let (_dir, path) = temp_db();
    let mut acked_steps = Vec::new();
    for _life in 0..3 {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args([
                "--exact",
                "tables::restarts::a_process_killed_between_actions_loses_nothing_acknowledged",
                "--nocapture",
                "--test-threads=1",
            ])
            .env("RIBS_CHILD_DB", &path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut input = child.stdin.take().unwrap();
        let mut output = BufReader::new(child.stdout.take().unwrap()).lines();
        // libtest's own output shares lines with the child's, so look inside each line.
        let mut next_line = || loop {
            let line = output.next().expect("the child answers").unwrap();
            if line.ends_with("ready") {
                return None;
            }
            if let Some(step) = line.split("acked ").nth(1) {
                return Some(step.trim().parse::<u64>().unwrap());
            }
        };
        assert_eq!(next_line(), None, "the child is ready");
        for _ in 0..4 {
            writeln!(input, "act").unwrap();
            acked_steps.push(next_line().expect("an acknowledgement"));
        }
        // Ask for one more and kill the process while it may be in the middle of it.
        writeln!(input, "act").unwrap();
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
    }
    let app = spawn_app(&path).await;
    let table = app
        .service
        .table_at(PlaceId(31))
        .expect("the match survived");
    let log = &app.store.actions(table).await.unwrap();
    let last_acked = *acked_steps.iter().max().unwrap();
    assert!(
        log.len() as u64 >= last_acked,
        "every acknowledged action is stored"
    );
    // ... and the match finishes from there exactly as an uninterrupted one.
    drive(&app.service, table, 31, None).await;
    let killed_log = log_of(&app.store, table).await;
    app.stop().await;
    let (_d2, path2) = temp_db();
    let clean = spawn_app(&path2).await;
    let t = open_and_start(&clean.service, 31, 1, 2, 2, Options::default(), 31)
        .await
        .id;
    drive(&clean.service, t, 31, None).await;
    assert_eq!(log_of(&clean.store, t).await, killed_log);
    clean.stop().await;
}

/// A stored match whose log no longer replays is stopped at start, with the rest of the
/// tables carrying on, and its place is free for a new table.
#[tokio::test]
async fn a_stored_match_that_does_not_replay_is_stopped_and_frees_its_place() {
    let (_dir, path) = temp_db();
    let app = spawn_app(&path).await;
    let mut ids = Vec::new();
    for place in [5, 6] {
        let settings = TableSettings::<ribs::games::ribs::Match> {
            computers: vec![Level::Normal; 3],
            seed: Some(place),
            ..TableSettings::<ribs::games::ribs::Match>::default()
        };
        let info = app
            .service
            .create(PlaceId(place), SERVER, player(place), settings)
            .await
            .unwrap();
        ids.push(info.id);
    }
    app.stop().await;
    // Table 1's lobby is started by hand with an action its dealer could never take.
    database::execute(
        &path,
        "UPDATE matches SET status = 'playing', started_at = 0 WHERE id = $1",
        &[ids[0].0],
    )
    .await;
    database::execute(
        &path,
        "INSERT INTO actions (match_id, step, seat, action, by, at) VALUES ($1, 0, 0, '\"pass\"', 'player', 0)",
        &[ids[0].0],
    )
    .await;
    let app = spawn_app(&path).await;
    assert_eq!(app.service.open_table_ids(), vec![ids[1]]);
    assert_eq!(
        app.store.table_status(ids[0]).await.unwrap(),
        Some(TableStatus::Stopped)
    );
    app.service
        .create::<ribs::games::ribs::Match>(
            PlaceId(5),
            SERVER,
            player(5),
            TableSettings::<ribs::games::ribs::Match>::default(),
        )
        .await
        .expect("the place is free again");
    app.stop().await;
}
