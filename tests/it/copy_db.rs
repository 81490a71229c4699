//! `ribs copy-db`: a bot's SQLite database moved into PostgreSQL shows the same boards and
//! resumes the same open tables; a target that is not empty, or a source that is not a
//! database, is refused with one line and nothing changed.

use std::path::Path;
use std::process::Command;

use ribs::games::ribs::Options;
use ribs::store::{PlaceId, Ranking, ServerId, Store, UserId};

use crate::support::database;

fn ribs(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_ribs"))
        .args(args)
        .output()
        .expect("ribs runs")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_copied_database_shows_the_same_boards_and_resumes_the_same_tables() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("season.db");
    // A season and a match still being played.
    database::season_with_an_open_match(&db, 20).await;
    let url = ribs::store::throwaway::fresh_database().await.unwrap();
    let copied = ribs(&["copy-db", "--from", db.to_str().unwrap(), "--to", &url]);
    let said = String::from_utf8_lossy(&copied.stdout);
    assert!(copied.status.success(), "{copied:?}");
    assert!(
        said.contains("matches") && said.contains("ratings equal"),
        "{said}"
    );

    let source = Store::open_read_only(&db).await.unwrap();
    let target = Store::open(&url).await.unwrap();
    assert_the_same_boards_and_matches(&source, &target).await;
    let open = assert_the_same_open_tables(&source, &target).await;
    source.close().await;
    // A new table takes an id after the copied ones.
    let next = target
        .create_table(ribs::store::NewTable {
            game: ribs::games::GameKind::Ribs,
            place: PlaceId(10),
            server: ServerId(5),
            host: UserId(2),
            host_name: "Bob".into(),
            options: serde_json::to_value(Options::default()).unwrap(),
            turn_timer: None,
            seed: 1,
            seats: vec![],
            frontend: None,
            caps: ribs::store::Caps::NONE,
            rematch_of: None,
        })
        .await
        .unwrap();
    assert!(next.0 > open[0].id.0, "{next:?} after {:?}", open[0].id);
    // Who sits at an open table now (the copied one, and that new one): the store
    // refuses to forget them.
    let at_open_tables: Vec<UserId> = target
        .open_tables()
        .await
        .unwrap()
        .iter()
        .flat_map(|t| std::iter::once(t.host).chain(t.seats.iter().filter_map(|s| s.user)))
        .collect();
    let people = target
        .leaderboard(
            ribs::games::GameKind::Ribs,
            ServerId::NONE,
            Ranking::Wins,
            1,
            100,
        )
        .await
        .unwrap();
    target.close().await;

    assert_the_operators_tools_read_the_copy_as_the_file(db.to_str().unwrap(), &url);
    let missing = ribs(&["export", "--db", &url, "999"]);
    let told = String::from_utf8_lossy(&missing.stderr);
    assert!(
        !missing.status.success() && told.contains("no finished match 999"),
        "{told}"
    );
    // And `ribs forget` forgets a person there: one at no open table, wherever the season
    // put them on the board (its hard computers decide by the clock on a busy machine).
    let person = people
        .iter()
        .find(|row| !at_open_tables.contains(&row.user))
        .unwrap_or_else(|| {
            panic!("everyone on {people:?} sits at an open table: {at_open_tables:?}")
        })
        .user;
    let forgot = ribs(&["forget", "--db", &url, "--user", &person.0.to_string()]);
    assert!(forgot.status.success(), "{forgot:?}");
    let target = Store::open(&url).await.unwrap();
    let after = target
        .leaderboard(
            ribs::games::GameKind::Ribs,
            ServerId::NONE,
            Ranking::Wins,
            1,
            100,
        )
        .await
        .unwrap();
    assert!(
        after.iter().all(|row| row.user != person),
        "{person:?} in {after:?}"
    );
    assert_eq!(
        after.len(),
        people.len() - 1,
        "{person:?} forgotten: {after:?}"
    );
    target.close().await;

    assert_a_copy_into_a_used_database_or_from_junk_is_refused(dir.path(), &db, &url).await;
}

/// The operator's tools read the copy by its URL as they read the `file`: the same
/// matches listed, the same match told, the same referee documents.
fn assert_the_operators_tools_read_the_copy_as_the_file(file: &str, url: &str) {
    for args in [
        ["replay", "--db", file, ""],
        ["replay", "--db", file, "3"],
        ["export", "--db", file, "3"],
    ] {
        let args: Vec<&str> = args.into_iter().filter(|a| !a.is_empty()).collect();
        let from_file = ribs(&args);
        let on_copy: Vec<&str> = args
            .iter()
            .map(|a| if *a == file { url } else { a })
            .collect();
        let from_copy = ribs(&on_copy);
        assert!(from_file.status.success(), "{from_file:?}");
        assert!(from_copy.status.success(), "{from_copy:?}");
        assert!(
            !from_copy.stdout.is_empty(),
            "{args:?} said nothing: {from_copy:?}"
        );
        assert_eq!(
            String::from_utf8_lossy(&from_file.stdout),
            String::from_utf8_lossy(&from_copy.stdout),
            "{args:?}"
        );
    }
}

/// Copying again into the same database, or from a source that is not a database, is
/// refused with one line; reading a database that holds no Ribs schema, or a server
/// that is not there, too, and nothing is made.
async fn assert_a_copy_into_a_used_database_or_from_junk_is_refused(
    dir: &Path,
    db: &Path,
    url: &str,
) {
    // Again into the same database: refused, nothing changed.
    let again = ribs(&["copy-db", "--from", db.to_str().unwrap(), "--to", url]);
    let told = String::from_utf8_lossy(&again.stderr);
    assert_eq!(again.status.code(), Some(2), "{told}");
    assert!(
        told.contains("is not empty") && told.lines().count() == 1,
        "{told}"
    );
    // A source that is not a database.
    let junk = dir.join("junk.db");
    std::fs::write(&junk, vec![0x5a; 4096]).unwrap();
    let fresh = ribs::store::throwaway::fresh_database().await.unwrap();
    let refused = ribs(&["copy-db", "--from", junk.to_str().unwrap(), "--to", &fresh]);
    let told = String::from_utf8_lossy(&refused.stderr);
    assert_eq!(refused.status.code(), Some(2), "{told}");
    assert!(!told.is_empty(), "refused without a word: {refused:?}");
    // Reading a database that holds no Ribs schema, or a server that is not there: one
    // line each, at once, and nothing made.
    for (url, says) in [
        (fresh.as_str(), "holds no Ribs database"),
        (
            "postgres://ribs:secret@127.0.0.1:1/ribs",
            "Connection refused",
        ),
    ] {
        let read = ribs(&["replay", "--db", url]);
        let told = String::from_utf8_lossy(&read.stderr);
        assert_eq!(read.status.code(), Some(2), "{told}");
        assert!(told.contains(says) && told.lines().count() == 1, "{told}");
        assert!(!told.contains("secret"), "{told}");
    }
    use sqlx::Connection as _;
    let mut conn = sqlx::PgConnection::connect(&fresh).await.unwrap();
    let tables: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM information_schema.tables WHERE table_schema = current_schema()",
    )
    .fetch_one(&mut conn)
    .await
    .unwrap();
    assert_eq!(tables, 0, "a reader makes no schema");
    conn.close().await.unwrap();
}

/// The copy's boards (by every ranking, and by rating) and recent matches are the
/// source's.
async fn assert_the_same_boards_and_matches(source: &Store, target: &Store) {
    for ranking in [Ranking::Wins, Ranking::WinRate, Ranking::Hands] {
        assert_eq!(
            source
                .leaderboard(ribs::games::GameKind::Ribs, ServerId::NONE, ranking, 1, 100)
                .await
                .unwrap(),
            target
                .leaderboard(ribs::games::GameKind::Ribs, ServerId::NONE, ranking, 1, 100)
                .await
                .unwrap(),
            "the board by {ranking:?}"
        );
    }
    let board = source
        .rating_board(ribs::games::GameKind::Ribs, ServerId::NONE, 100)
        .await
        .unwrap();
    assert!(board.len() > 5, "a rating board of a season: {board:?}");
    assert_eq!(
        board,
        target
            .rating_board(ribs::games::GameKind::Ribs, ServerId::NONE, 100)
            .await
            .unwrap()
    );
    assert_eq!(
        source
            .recent_matches(ribs::games::GameKind::Ribs, ServerId::NONE, None, 100)
            .await
            .unwrap(),
        target
            .recent_matches(ribs::games::GameKind::Ribs, ServerId::NONE, None, 100)
            .await
            .unwrap(),
        "the recent matches"
    );
}

/// The copy holds the source's one open table, to resume: the same id, place, server,
/// seed, status, actions and seats. Returns the source's open tables.
async fn assert_the_same_open_tables(
    source: &Store,
    target: &Store,
) -> Vec<ribs::store::StoredTable> {
    let open = source.open_tables().await.unwrap();
    assert_eq!(open.len(), 1, "the open tables: {open:?}");
    let resumed = target.open_tables().await.unwrap();
    let shape = |t: &ribs::store::StoredTable| {
        (
            t.id,
            t.place,
            t.server,
            t.seed,
            t.status,
            t.actions.len(),
            t.seats.len(),
        )
    };
    assert_eq!(
        open.iter().map(shape).collect::<Vec<_>>(),
        resumed.iter().map(shape).collect::<Vec<_>>(),
        "the open tables (id, place, server, seed, status, actions, seats)"
    );
    open
}

/// Ties on a board are broken by name byte by byte on both backends (SQLite's BINARY), so a
/// board reads the same on PostgreSQL, and after `ribs copy-db`, whatever collation its
/// database was created with: here ICU's English, which would put "a" before "B".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn boards_break_ties_by_name_in_byte_order_on_both_backends() {
    let dir = tempfile::tempdir().unwrap();
    let on_file = format!("sqlite://{}", dir.path().join("names.db").display());
    let fresh = ribs::store::throwaway::fresh_database().await.unwrap();
    let made = fresh
        .split('?')
        .next()
        .and_then(|u| u.rsplit('/').next())
        .unwrap()
        .to_owned();
    let english_name = format!("{made}_en");
    database::execute_at(
        &fresh,
        &format!(
            "CREATE DATABASE {english_name} TEMPLATE template0 ENCODING 'UTF8' \
             LOCALE_PROVIDER icu ICU_LOCALE 'en-US' LOCALE 'C.UTF-8'"
        ),
        &[],
    )
    .await;
    let english = fresh.replacen(&format!("/{made}"), &format!("/{english_name}"), 1);
    let names = ["b", "B", "a", "Zoë", "zed", "Émile", "_x", "a b"];
    let mut boards = Vec::new();
    for url in [&on_file, &english] {
        let store = Store::open(url).await.unwrap();
        for (i, name) in names.iter().enumerate() {
            let id = 1000 + i as i64;
            database::execute_at(
                url,
                &format!("INSERT INTO players (id, name, updated_at) VALUES ($1, '{name}', 0)"),
                &[id],
            )
            .await;
            // The same record for everyone: only the names tell them apart.
            database::execute_at(
                url,
                "INSERT INTO standings (game, server, user_id, matches, wins, score, hands_won, points, bids_made, bids_lost, cracks, folds)
                 VALUES ('ribs', 7, $1, 3, 2, 5, 5, 40, 1, 1, 2, 1)",
                &[id],
            )
            .await;
        }
        let mut orders = Vec::new();
        for ranking in [Ranking::Wins, Ranking::WinRate, Ranking::Hands] {
            let board = store
                .leaderboard(ribs::games::GameKind::Ribs, ServerId(7), ranking, 1, 50)
                .await
                .unwrap();
            orders.push(board.into_iter().map(|r| r.name).collect::<Vec<_>>());
        }
        store.close().await;
        boards.push(orders);
    }
    let bytewise = ["B", "Zoë", "_x", "a", "a b", "b", "zed", "Émile"];
    assert_eq!(boards[0], vec![bytewise; 3], "SQLite");
    assert_eq!(boards[1], boards[0], "PostgreSQL in English collation");
}
