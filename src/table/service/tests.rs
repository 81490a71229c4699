//! The service's panic guard, with a panic injected into a table's task.

use super::*;
use crate::games::ribs::{Action, Match};
use crate::table::{Player, TableSettings};

/// A started table of four players at place 5, on a fresh database.
async fn started() -> (
    tempfile::TempDir,
    TableService,
    mpsc::UnboundedReceiver<AnyUpdate>,
    MatchId,
) {
    let dir = tempfile::tempdir().unwrap();
    let (service, updates) =
        TableService::open_file(&dir.path().join("t.db"), TableConfig::default())
            .await
            .unwrap();
    let host = Player::new(11, "Ann");
    let info = service
        .create(
            PlaceId(5),
            ServerId(1),
            host,
            TableSettings::<Match>::default(),
        )
        .await
        .unwrap();
    for (id, name) in [(12, "Bob"), (13, "Cat"), (14, "Dan")] {
        service
            .join::<crate::games::ribs::Match>(info.id, Player::new(id, name))
            .await
            .unwrap();
    }
    service
        .start::<crate::games::ribs::Match>(info.id, UserId(11))
        .await
        .unwrap();
    (dir, service, updates, info.id)
}

/// Waits until the registry has `table` at place 5 (or, with `None`, nothing there).
async fn until_place_holds(service: &TableService, table: Option<MatchId>) {
    for _ in 0..500 {
        if service.table_at(PlaceId(5)) == table {
            return;
        }
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    panic!("place 5 never held {table:?}");
}

/// Waits until `table` answers again after its `failure`th panic; what it answers.
async fn until_answering(service: &TableService, table: MatchId, failure: usize) -> TableInfo {
    let mut last = None;
    for _ in 0..500 {
        match service.info::<crate::games::ribs::Match>(table).await {
            Ok(info) => return info,
            Err(e) => last = Some(e),
        }
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    panic!("table {table} was not rebuilt after failure {failure}: {last:?}");
}

#[tokio::test]
async fn a_table_whose_task_panics_is_rebuilt_from_its_log_and_plays_on() {
    let (_dir, service, _updates, table) = started().await;
    let before = service
        .info::<crate::games::ribs::Match>(table)
        .await
        .unwrap();
    let opener = before.to_act.unwrap();
    let user = before.seats[opener.index()].occupant.user().unwrap();
    service
        .act::<crate::games::ribs::Match>(table, user, 0, Action::Bid(2))
        .await
        .unwrap();

    service.inject_panic(table).await;
    until_place_holds(&service, Some(table)).await;
    let after = until_answering(&service, table, 1).await;
    assert_eq!(after.step, 1, "rebuilt with the action it had taken");
    assert_eq!(after.status, TableStatus::Playing);
    let next = after.to_act.unwrap();
    let user = after.seats[next.index()].occupant.user().unwrap();
    service
        .act::<crate::games::ribs::Match>(table, user, 1, Action::Pass)
        .await
        .unwrap();
    assert_eq!(
        service
            .info::<crate::games::ribs::Match>(table)
            .await
            .unwrap()
            .step,
        2
    );
    service.close().await;
}

#[tokio::test]
async fn a_table_that_keeps_failing_is_stopped_and_frees_its_place() {
    let (_dir, service, mut updates, table) = started().await;
    for failure in 1..MAX_FAILURES {
        service.inject_panic(table).await;
        // Rebuilt: the table answers again once its new task is registered.
        until_answering(&service, table, failure).await;
    }
    service.inject_panic(table).await;
    until_place_holds(&service, None).await;
    let closed = loop {
        let update = updates.recv().await.expect("the service says so");
        let update = update.of::<Match>().expect("a Ribs table");
        if let UpdateKind::Closed { info, why } = update.kind {
            break (info, why);
        }
    };
    assert_eq!(closed.1, Closing::Failed);
    assert_eq!(closed.0.status, TableStatus::Stopped);
    assert_eq!(
        service.status(table).await.unwrap(),
        Some(TableStatus::Stopped)
    );
    assert!(matches!(
        service.info::<crate::games::ribs::Match>(table).await,
        Err(TableError::Over)
    ));
    // The place is free for a new table.
    service
        .create::<crate::games::ribs::Match>(
            PlaceId(5),
            ServerId(1),
            Player::new(11, "Ann"),
            TableSettings::<Match>::default(),
        )
        .await
        .unwrap();
    service.close().await;
}

#[tokio::test]
async fn a_turn_resumed_after_downtime_is_not_charged_for_it() {
    use sqlx::Connection;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let config = TableConfig::default();
    let (service, _updates) = TableService::open_file(&path, config.clone())
        .await
        .unwrap();
    let settings = TableSettings::<crate::games::ribs::Match> {
        turn_timer: Some(Duration::from_secs(120)),
        ..TableSettings::<Match>::default()
    };
    let info = service
        .create(PlaceId(5), ServerId(1), Player::new(11, "Ann"), settings)
        .await
        .unwrap();
    for (id, name) in [(12, "Bob"), (13, "Cat"), (14, "Dan")] {
        service
            .join::<crate::games::ribs::Match>(info.id, Player::new(id, name))
            .await
            .unwrap();
    }
    service
        .start::<crate::games::ribs::Match>(info.id, UserId(11))
        .await
        .unwrap();
    let opener = service
        .info::<crate::games::ribs::Match>(info.id)
        .await
        .unwrap()
        .to_act
        .unwrap();
    service
        .act::<crate::games::ribs::Match>(
            info.id,
            UserId(11 + u64::from(opener.0)),
            0,
            Action::Bid(2),
        )
        .await
        .unwrap();
    service.close().await;
    // The bot was down for an hour after that action.
    let options = sqlx::sqlite::SqliteConnectOptions::new().filename(&path);
    let mut conn = sqlx::SqliteConnection::connect_with(&options)
        .await
        .unwrap();
    sqlx::query("UPDATE actions SET at = at - 3600000")
        .execute(&mut conn)
        .await
        .unwrap();
    conn.close().await.unwrap();

    let (service, mut updates) = TableService::open_file(&path, config).await.unwrap();
    // On the paused clock, which moves only when told or when the runtime idles (then to
    // the next timer, also while only SQLite's thread works): the test never idles below.
    tokio::time::pause();
    // The seat on turn has its whole two minutes again, not an hour overdrawn: nothing is
    // done for them two seconds short of it (the turn restarted as the service opened,
    // just before the clock was paused), and the autopilot acts once it has run out.
    tokio::time::advance(Duration::from_secs(118)).await;
    for _ in 0..10 {
        tokio::task::yield_now().await; // every task the clock woke has its turn
    }
    assert_eq!(
        service
            .info::<crate::games::ribs::Match>(info.id)
            .await
            .unwrap()
            .step,
        1,
        "nothing acted for the player yet"
    );
    tokio::time::advance(Duration::from_secs(3)).await;
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    let acted = loop {
        match updates.try_recv() {
            Ok(update) => {
                let update = update.of::<Match>().expect("a Ribs table");
                if matches!(update.kind, UpdateKind::ActedForYou { .. }) {
                    break update;
                }
            }
            Err(_) if std::time::Instant::now() < deadline => tokio::task::yield_now().await,
            Err(e) => panic!("the autopilot did not act within a minute: {e}"),
        }
    };
    assert_eq!(acted.table, info.id);
    service.close().await;
}

/// Makes every write of a table's seats fail, as a full disk would, until `lift`.
async fn refuse_seat_writes(path: &std::path::Path, lift: bool) {
    use sqlx::Connection;
    let mut conn = sqlx::SqliteConnection::connect(&format!("sqlite://{}", path.display()))
        .await
        .unwrap();
    let sql = if lift {
        "DROP TRIGGER refuse_seats"
    } else {
        "CREATE TRIGGER refuse_seats BEFORE DELETE ON seats BEGIN SELECT RAISE(ABORT, 'disk full'); END"
    };
    sqlx::query(sql).execute(&mut conn).await.unwrap();
    conn.close().await.unwrap();
}

#[tokio::test]
async fn an_autopilot_the_store_could_not_save_changes_nothing() {
    let (dir, service, _updates, table) = started().await;
    let path = dir.path().join("t.db");
    refuse_seat_writes(&path, false).await;
    let refused = service
        .autopilot::<crate::games::ribs::Match>(table, UserId(12), true)
        .await;
    assert!(matches!(refused, Err(TableError::Store(_))), "{refused:?}");
    let info = service
        .info::<crate::games::ribs::Match>(table)
        .await
        .unwrap();
    assert!(
        !info.seats[1].handed_over && !info.seats[1].on_autopilot,
        "the seat is as it was"
    );
    refuse_seat_writes(&path, true).await;
    let info = service
        .autopilot::<crate::games::ribs::Match>(table, UserId(12), true)
        .await
        .unwrap();
    assert!(info.seats[1].handed_over);
    service.close().await;
}

/// Makes every write of an action fail, as a full disk would, until `lift`.
async fn refuse_moves(path: &std::path::Path, lift: bool) {
    use sqlx::Connection;
    let mut conn = sqlx::SqliteConnection::connect(&format!("sqlite://{}", path.display()))
        .await
        .unwrap();
    let sql = if lift {
        "DROP TRIGGER refuse_moves"
    } else {
        "CREATE TRIGGER refuse_moves BEFORE INSERT ON actions BEGIN SELECT RAISE(ABORT, 'disk full'); END"
    };
    sqlx::query(sql).execute(&mut conn).await.unwrap();
    conn.close().await.unwrap();
}

#[tokio::test]
async fn a_table_whose_writes_fail_waits_says_so_once_and_plays_on_once_they_succeed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let config = TableConfig {
        computer_pause: Duration::ZERO,
        retry_write: Duration::from_millis(20),
        ..TableConfig::default()
    };
    let (service, mut updates) = TableService::open_file(&path, config).await.unwrap();
    let host = Player::new(11, "Ann");
    let settings = TableSettings::<crate::games::ribs::Match> {
        computers: vec![crate::ai::Level::Easy; 3],
        ..TableSettings::<Match>::default()
    };
    let table = service
        .create(PlaceId(5), ServerId(1), host, settings)
        .await
        .unwrap()
        .id;
    service
        .start::<crate::games::ribs::Match>(table, UserId(11))
        .await
        .unwrap();
    service
        .autopilot::<crate::games::ribs::Match>(table, UserId(11), true)
        .await
        .unwrap();
    refuse_moves(&path, false).await;
    // The table says so, once, and stops where it is.
    let said = |update: AnyUpdate| match update.of::<Match>().expect("a Ribs table").kind {
        UpdateKind::Saving { info } => Some(info.cannot_save),
        _ => None,
    };
    let first = loop {
        let update = updates.recv().await.unwrap();
        if let Some(cannot) = said(update) {
            break cannot;
        }
    };
    assert!(first, "the table says it cannot save");
    let stuck = service.steps(table).await.unwrap();
    // A while of retries (20 ms apart), then the disk has room again.
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert_eq!(
        service.steps(table).await.unwrap(),
        stuck,
        "nothing was played unsaved"
    );
    assert!(
        service
            .info::<crate::games::ribs::Match>(table)
            .await
            .unwrap()
            .cannot_save
    );
    refuse_moves(&path, true).await;
    let mut notices = Vec::new();
    loop {
        let update = updates.recv().await.unwrap();
        if let Some(cannot) = said(update) {
            notices.push(cannot);
            if !cannot {
                break;
            }
        }
    }
    assert_eq!(
        notices,
        [false],
        "told once that it could not save, once that it can"
    );
    // It plays on by itself.
    let deadline = Instant::now() + Duration::from_secs(60);
    while service.steps(table).await.unwrap() <= stuck + 3 {
        assert!(Instant::now() < deadline, "the table never played on");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    assert!(
        !service
            .info::<crate::games::ribs::Match>(table)
            .await
            .unwrap()
            .cannot_save
    );
    service.close().await;
}

/// A process that runs some of the bot's shards resumes, and owes announcements for, the
/// open tables of its own servers only: the others are another process's.
#[tokio::test]
async fn a_service_resumes_and_owes_only_the_tables_of_the_servers_it_serves() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let (service, _updates) = TableService::open_file(&path, TableConfig::default())
        .await
        .unwrap();
    let mut tables = Vec::new();
    for (place, server) in [(5, 1), (6, 2)] {
        let host = Player::new(10 + place, "Ann");
        let info = service
            .create(
                PlaceId(place),
                ServerId(server),
                host,
                TableSettings::<Match>::default(),
            )
            .await
            .unwrap();
        tables.push(info.id);
    }
    service.close().await;
    let config = TableConfig {
        resume: crate::table::Resume::only(|server| server == ServerId(2)),
        ..TableConfig::default()
    };
    let (service, _updates) = TableService::open_file(&path, config).await.unwrap();
    assert_eq!(service.open_tables(), 1, "only server 2's lobby is resumed");
    assert_eq!(service.tables_owing().await.unwrap(), vec![tables[1]]);
    assert!(
        service
            .info::<crate::games::ribs::Match>(tables[1])
            .await
            .is_ok()
    );
    assert!(
        service
            .info::<crate::games::ribs::Match>(tables[0])
            .await
            .is_err(),
        "another process's table"
    );
    service.close().await;
}
