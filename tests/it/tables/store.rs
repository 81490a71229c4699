//! The SQLite store: broken databases, concurrent writes for one place, and files that belong
//! to the bot or to the terminal.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use ribs::games::ribs::Options;
use ribs::store::{PlaceId, Store, StoreError, UserId};
use ribs::table::{TableConfig, TableService, TableSettings};

use super::{SERVER, db_url, player, spawn_app, temp_db};

#[tokio::test]
async fn a_broken_database_is_reported_clearly_at_start() {
    let dir = tempfile::tempdir().unwrap();
    // A directory that does not exist (a file stands where it should be).
    let file = dir.path().join("file");
    std::fs::write(&file, b"x").unwrap();
    let e = Store::open(&db_url(&file.join("ribs.db")))
        .await
        .unwrap_err();
    assert!(matches!(e, StoreError::Open { .. }), "{e}");
    assert!(e.to_string().contains("cannot open the database"), "{e}");
    // A file that is not a database.
    let junk = dir.path().join("junk.db");
    std::fs::write(&junk, vec![0x5a; 8192]).unwrap();
    let e = Store::open(&db_url(&junk)).await.unwrap_err();
    assert!(matches!(e, StoreError::NotADatabase { .. }), "{e}");
    // A database from a newer ribs.
    let newer = dir.path().join("newer.db");
    Store::open(&db_url(&newer)).await.unwrap().close().await;
    {
        use sqlx::Connection;
        let mut conn = sqlx::SqliteConnection::connect(&db_url(&newer))
            .await
            .unwrap();
        sqlx::query(
            "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time)
             VALUES (9999, 'from the future', 1, x'00', 0)",
        )
        .execute(&mut conn)
        .await
        .unwrap();
    }
    let e = Store::open(&db_url(&newer)).await.unwrap_err();
    assert!(
        matches!(e, StoreError::NewerSchema { version: 9999, .. }),
        "{e}"
    );
    // Neither SQLite nor PostgreSQL, a PostgreSQL server that is not there, and an
    // in-memory database.
    assert!(matches!(
        Store::open("mysql://x").await,
        Err(StoreError::BadUrl { .. })
    ));
    let e = Store::open("postgres://ribs@/ribs?host=/nonexistent&port=5432")
        .await
        .unwrap_err();
    assert!(matches!(e, StoreError::Open { .. }), "{e}");
    assert!(e.to_string().contains("is the server running"), "{e}");
    assert!(matches!(
        Store::open("sqlite::memory:").await,
        Err(StoreError::BadUrl { .. })
    ));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_writes_for_one_place_refuse_exactly_one_and_store_the_rest() {
    let (_dir, path) = temp_db();
    let store = Store::open(&db_url(&path)).await.unwrap();
    let new = |place: u64, host: u64| ribs::store::NewTable {
        game: ribs::games::GameKind::Ribs,
        caps: ribs::store::Caps::NONE,
        rematch_of: None,
        place: PlaceId(place),
        server: SERVER,
        host: UserId(host),
        host_name: format!("Host {host}"),
        options: serde_json::to_value(Options::default()).unwrap(),
        turn_timer: None,
        seed: 1,
        seats: vec![],
        frontend: None,
    };
    // Many writes queued at once, two of them for the same place: they share batches, and
    // exactly one of the pair is refused.
    let mut writes = Vec::new();
    for i in 0..50u64 {
        let store = store.clone();
        writes.push(tokio::spawn(async move {
            store.create_table(new(i % 49, i)).await
        }));
    }
    let mut refused = 0;
    for w in writes {
        match w.await.unwrap() {
            Ok(_) => {}
            Err(StoreError::PlaceTaken { place }) => {
                refused += 1;
                assert_eq!(place, PlaceId(0), "the one place asked for twice");
            }
            Err(e) => panic!("{e}"),
        }
    }
    assert_eq!(refused, 1);
    assert_eq!(store.open_tables().await.unwrap().len(), 49);
    store.close().await;
}

/// A database file belongs to one front end: the bot refuses a file with `ribs play`
/// matches, and `ribs play --db` a file with the bot's, so neither takes over the other's
/// match nor mixes the terminal's player into the bot's leaderboards.
#[tokio::test]
async fn a_database_file_belongs_to_the_bot_or_to_the_terminal() {
    let (_dir, terminal) = temp_db();
    let play = |path: &Path| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ribs"))
            .args(["play", "--db", path.to_str().unwrap(), "--seed", "4"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Two bids' worth of answers, then the end of the input: saved mid-hand.
        let mut input = child.stdin.take().unwrap();
        input.write_all(b"bid\npass\n").unwrap();
        drop(input);
        child.wait_with_output().unwrap()
    };
    let out = play(&terminal);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("It is saved in"));

    let store = Store::open_file(&terminal).await.unwrap();
    let refused = TableService::with_store(store.clone(), TableConfig::default()).await;
    match refused {
        Err(e @ StoreError::TerminalMatches { .. }) => {
            assert!(e.to_string().contains("holds `ribs play` matches"), "{e}")
        }
        Err(e) => panic!("{e}"),
        Ok(_) => panic!("the bot took a terminal file"),
    }
    store.close().await;

    // The bot's file, even with every table finished or cancelled, is refused to play.
    let (_dir2, bot) = temp_db();
    let app = spawn_app(&bot).await;
    let info = app
        .service
        .create(
            PlaceId(77),
            SERVER,
            player(1),
            TableSettings::<ribs::games::ribs::Match>::default(),
        )
        .await
        .unwrap();
    app.service
        .cancel::<ribs::games::ribs::Match>(info.id, UserId(1))
        .await
        .unwrap();
    app.stop().await;
    let out = play(&bot);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("1 match(es) of the Discord bot"), "{err}");
}

#[tokio::test]
async fn one_process_writes_a_database_and_readers_leave_it_as_it_was() {
    let (_dir, path) = temp_db();
    let first = Store::open(&db_url(&path)).await.unwrap();
    // A second writer (a second ribs serve) is refused, saying why.
    let second = Store::open(&db_url(&path)).await.unwrap_err();
    assert!(matches!(second, StoreError::InUse { .. }), "{second}");
    assert!(
        second.to_string().contains("in use by another ribs"),
        "{second}"
    );
    // A reader is welcome, and writes nothing.
    let reader = Store::open_read_only(&path).await.unwrap();
    assert!(reader.open_tables().await.unwrap().is_empty());
    assert!(matches!(
        reader.set_announced(ribs::store::MatchId(1), 1, true).await,
        Err(StoreError::ReadOnly { .. })
    ));
    reader.close().await;
    first.close().await;
    // Once the first has closed, the next may write.
    Store::open(&db_url(&path)).await.unwrap().close().await;
}

#[tokio::test]
async fn a_reader_refuses_a_database_an_older_ribs_wrote_rather_than_migrate_it() {
    let (_dir, path) = temp_db();
    Store::open(&db_url(&path)).await.unwrap().close().await;
    {
        use sqlx::Connection;
        let mut conn = sqlx::SqliteConnection::connect(&db_url(&path))
            .await
            .unwrap();
        sqlx::query("DELETE FROM _sqlx_migrations WHERE version = (SELECT max(version) FROM _sqlx_migrations)")
            .execute(&mut conn)
            .await
            .unwrap();
        conn.close().await.unwrap();
    }
    let before = std::fs::read(&path).unwrap();
    let e = Store::open_read_only(&path).await.unwrap_err();
    assert!(matches!(e, StoreError::NeedsMigrating { .. }), "{e}");
    assert!(e.to_string().contains("run `ribs serve` on it once"), "{e}");
    assert_eq!(std::fs::read(&path).unwrap(), before, "left as it was");
}
