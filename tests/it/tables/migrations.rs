//! The store per game (SQLite migration 9, PostgreSQL 3) and teams (SQLite 10, PostgreSQL
//! 4): a database of the version before each opens with this build and keeps every match,
//! rating and board as it was; and after all migrations the two backends' schemas agree.
//!
//! The database of before is made from matches played with the service: a season written
//! to a file by this build, carried column by column into a database migrated only up to
//! the version before (the columns that version has, every row). Opened with this build, it
//! must then hold, row for row and column for column, what this build wrote itself (the new
//! columns filled as the writer fills them), and read the same through every read.

use std::collections::BTreeMap;
use std::path::Path;

use ribs::games::GameKind;

use ribs::store::{MatchId, Ranking, ServerId, Store, UserId};
use sqlx::{Connection as _, PgConnection, QueryBuilder, Row as _, SqliteConnection};

use crate::support::database;

/// A version of the schema, as the last migration of each backend: (SQLite, PostgreSQL).
type Version = (i64, i64);

/// The last migrations before the store per game.
const BEFORE_GAMES: Version = (8, 2);
/// The last migrations before teams (results.team).
const BEFORE_TEAMS: Version = (9, 3);

/// A bot's tables, in an order that keeps every reference valid, each with the columns
/// that order its rows.
const TABLES: [(&str, &str); 9] = [
    ("players", "id"),
    ("matches", "id"),
    ("seats", "match_id, seat"),
    ("actions", "match_id, step"),
    ("hands", "match_id, hand, seat"),
    ("results", "match_id, seat"),
    ("standings", "server, user_id"),
    ("ratings", "server, rater"),
    ("rating_changes", "match_id, server, seat"),
];

/// One value of a row, whatever its backend: integers, floats (by their bits) and texts.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Value {
    Integer(Option<i64>),
    Real(Option<u64>),
    Text(Option<String>),
}

/// How a column's declared type is read.
fn kind_of(declared: &str) -> u8 {
    let declared = declared.to_ascii_lowercase();
    if declared.contains("int") {
        0
    } else if declared.contains("real") || declared.contains("double") {
        1
    } else {
        2
    }
}

macro_rules! read_rows {
    ($conn:expr, $table:expr, $order:expr, $columns:expr) => {{
        let list: Vec<&str> = $columns.iter().map(|(n, _)| n.as_str()).collect();
        let sql = format!(
            "SELECT {} FROM {} ORDER BY {}",
            list.join(", "),
            $table,
            $order
        );
        let rows = sqlx::query(sqlx::AssertSqlSafe(sql))
            .fetch_all(&mut *$conn)
            .await
            .unwrap();
        rows.iter()
            .map(|row| {
                $columns
                    .iter()
                    .enumerate()
                    .map(|(i, (_, declared))| match kind_of(declared) {
                        0 => Value::Integer(row.try_get(i).unwrap()),
                        1 => {
                            Value::Real(row.try_get::<Option<f64>, _>(i).unwrap().map(f64::to_bits))
                        }
                        _ => Value::Text(row.try_get(i).unwrap()),
                    })
                    .collect::<Vec<Value>>()
            })
            .collect::<Vec<_>>()
    }};
}

macro_rules! insert_rows {
    ($conn:expr, $table:expr, $columns:expr, $rows:expr) => {{
        let list: Vec<&str> = $columns.iter().map(|(n, _)| n.as_str()).collect();
        for row in $rows {
            let mut insert =
                QueryBuilder::new(format!("INSERT INTO {} ({}) ", $table, list.join(", ")));
            insert.push_values([row], |mut values, row| {
                for value in row {
                    match value {
                        Value::Integer(v) => values.push_bind(*v),
                        Value::Real(v) => values.push_bind(v.map(f64::from_bits)),
                        Value::Text(v) => values.push_bind(v.clone()),
                    };
                }
            });
            insert.build().execute(&mut *$conn).await.unwrap();
        }
    }};
}

type Rows = BTreeMap<&'static str, Vec<Vec<Value>>>;

/// Every row of every table of a SQLite file, in the columns `columns` names per table.
async fn sqlite_rows(path: &Path, columns: &BTreeMap<&str, Vec<(String, String)>>) -> Rows {
    let url = format!("sqlite://{}?mode=ro", path.display());
    let mut conn = SqliteConnection::connect(&url).await.unwrap();
    let mut all = Rows::new();
    for (table, order) in TABLES {
        all.insert(table, read_rows!(&mut conn, table, order, &columns[table]));
    }
    conn.close().await.unwrap();
    all
}

/// Each table's columns (name, declared type) in the database at `url`.
async fn columns_at(url: &str) -> BTreeMap<&'static str, Vec<(String, String)>> {
    let mut all = BTreeMap::new();
    if url.starts_with("postgres") {
        let mut conn = PgConnection::connect(url).await.unwrap();
        for (table, _) in TABLES {
            let columns: Vec<(String, String)> = sqlx::query_as(
                "SELECT column_name::text, data_type::text FROM information_schema.columns
                 WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position",
            )
            .bind(table)
            .fetch_all(&mut conn)
            .await
            .unwrap();
            all.insert(table, columns);
        }
        conn.close().await.unwrap();
    } else {
        let mut conn = SqliteConnection::connect(url).await.unwrap();
        for (table, _) in TABLES {
            let columns: Vec<(String, String)> =
                sqlx::query_as("SELECT name, type FROM pragma_table_info($1) ORDER BY cid")
                    .bind(table)
                    .fetch_all(&mut conn)
                    .await
                    .unwrap();
            all.insert(table, columns);
        }
        conn.close().await.unwrap();
    }
    all
}

/// Makes the database at `url` as version `before` left it: migrated up to it; its
/// columns.
async fn database_of_before(
    url: &str,
    before: Version,
) -> BTreeMap<&'static str, Vec<(String, String)>> {
    if url.starts_with("postgres") {
        let mut conn = PgConnection::connect(url).await.unwrap();
        sqlx::migrate!("./migrations/postgres")
            .run_to(before.1, &mut conn)
            .await
            .unwrap();
        conn.close().await.unwrap();
    } else {
        let mut conn = SqliteConnection::connect(&format!("{url}?mode=rwc"))
            .await
            .unwrap();
        sqlx::migrate!("./migrations/sqlite")
            .run_to(before.0, &mut conn)
            .await
            .unwrap();
        conn.close().await.unwrap();
    }
    columns_at(url).await
}

async fn fill(url: &str, columns: &BTreeMap<&str, Vec<(String, String)>>, from: &Path) {
    // The source's rows in the old columns, read as the source declares them.
    let source_columns = columns_at(&format!("sqlite://{}", from.display())).await;
    let kept: BTreeMap<&str, Vec<(String, String)>> = columns
        .iter()
        .map(|(table, old)| {
            let declared = old
                .iter()
                .map(|(name, _)| {
                    let (_, kind) = source_columns[table]
                        .iter()
                        .find(|(n, _)| n == name)
                        .unwrap_or_else(|| panic!("{table}.{name} is no longer there"));
                    (name.clone(), kind.clone())
                })
                .collect();
            (*table, declared)
        })
        .collect();
    let rows = sqlite_rows(from, &kept).await;
    if url.starts_with("postgres") {
        let mut conn = PgConnection::connect(url).await.unwrap();
        for (table, _) in TABLES {
            insert_rows!(&mut conn, table, &kept[table], &rows[table]);
        }
        conn.close().await.unwrap();
    } else {
        let mut conn = SqliteConnection::connect(url).await.unwrap();
        for (table, _) in TABLES {
            insert_rows!(&mut conn, table, &kept[table], &rows[table]);
        }
        conn.close().await.unwrap();
    }
}

/// Every row of every table at `url`, in `columns` (declared as the source declares them).
async fn rows_at(url: &str, columns: &BTreeMap<&str, Vec<(String, String)>>) -> Rows {
    let order = |table: &str| match table {
        "standings" => "game, server, user_id",
        "ratings" => "game, server, rater",
        _ => TABLES.iter().find(|(t, _)| *t == table).unwrap().1,
    };
    let mut all = Rows::new();
    if url.starts_with("postgres") {
        let mut conn = PgConnection::connect(url).await.unwrap();
        for (table, _) in TABLES {
            all.insert(
                table,
                read_rows!(&mut conn, table, order(table), &columns[table]),
            );
        }
        conn.close().await.unwrap();
    } else {
        let mut conn = SqliteConnection::connect(url).await.unwrap();
        for (table, _) in TABLES {
            all.insert(
                table,
                read_rows!(&mut conn, table, order(table), &columns[table]),
            );
        }
        conn.close().await.unwrap();
    }
    all
}

/// Everything the boards, ratings and histories read, through the store's own reads.
async fn reads(store: &Store, matches: &[MatchId]) -> Vec<String> {
    let game = GameKind::Ribs;
    let mut said = Vec::new();
    for scope in [ServerId::NONE, ServerId(1), ServerId(5)] {
        for ranking in [Ranking::Wins, Ranking::WinRate, Ranking::Hands] {
            let board = store.leaderboard(game, scope, ranking, 1, 1000).await;
            said.push(format!("{scope:?} {ranking:?} {:?}", board.unwrap()));
        }
        let board = store.rating_board(game, scope, 1000).await.unwrap();
        said.push(format!("{scope:?} rating board {board:?}"));
        for row in &board {
            let rating = store.rating(game, scope, row.rater).await.unwrap();
            let changes = store.rating_changes_of(game, scope, row.rater, 1000).await;
            said.push(format!("{:?} {rating:?} {:?}", row.rater, changes.unwrap()));
            let user = UserId(row.rater.0 as u64);
            let stats = store.player_stats(game, scope, user).await.unwrap();
            let history = store.history(game, scope, user, 1000).await.unwrap();
            said.push(format!("{user:?} {stats:?} {history:?}"));
        }
        let recent = store.recent_matches(game, scope, None, 1000).await;
        said.push(format!("{scope:?} recent {:?}", recent.unwrap()));
        for table in matches {
            let changes = store.match_rating_changes(*table, scope).await.unwrap();
            said.push(format!("{table} {scope:?} {changes:?}"));
        }
    }
    for table in matches {
        let stored = store.table(*table).await.unwrap().unwrap();
        said.push(format!(
            "{table} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {}",
            stored.game,
            stored.status,
            stored.server,
            stored.seed,
            stored.seats,
            stored.actions,
            stored.closing,
            stored.announced
        ));
    }
    said
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_of_the_version_before_games_keeps_every_match_rating_and_board() {
    a_database_of(BEFORE_GAMES, "game").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_of_the_version_before_teams_keeps_every_match_rating_and_board() {
    a_database_of(BEFORE_TEAMS, "team").await;
}

/// A database of version `before` (which lacks the column `missing` of `matches` or
/// `results`), filled with a season this build played, opened by this build: every row as
/// this build writes it, every read the same, every rating the results rated again.
async fn a_database_of(before: Version, missing: &str) {
    let dir = tempfile::tempdir().unwrap();
    // Matches played by this build: a season (server 1) and one match still being played
    // (server 5).
    let played = dir.path().join("played.db");
    crate::support::database::season_with_an_open_match(&played, 12).await;

    // The same rows in a database of the version before, on this run's backend.
    let old = dir.path().join("before.db");
    let url = database::url_for(&old);
    let old_columns = database_of_before(&url, before).await;
    assert!(
        !has_column(&old_columns, "matches", missing)
            && !has_column(&old_columns, "results", missing),
        "migrated only up to the version before {missing}"
    );
    assert!(
        before == BEFORE_GAMES || has_column(&old_columns, "results", "place"),
        "a version after the store per game"
    );
    fill(&url, &old_columns, &played).await;

    // Opened by this build: migrated, and holding what this build writes itself.
    let migrated = Store::open(&url).await.unwrap();
    let source = Store::open_read_only(&played).await.unwrap();
    let columns = columns_at(&format!("sqlite://{}", played.display())).await;
    assert_eq!(
        rows_at(&url, &columns).await,
        sqlite_rows_in_order(&played, &columns).await,
        "every row, old columns and new, as this build writes them"
    );
    let matches: Vec<MatchId> = source
        .recent_matches(GameKind::Ribs, ServerId::NONE, None, 1000)
        .await
        .unwrap()
        .iter()
        .map(|m| m.table)
        .chain(source.open_tables().await.unwrap().iter().map(|t| t.id))
        .collect();
    assert_eq!(matches.len(), 13, "{matches:?}");
    assert_eq!(
        reads(&migrated, &matches).await,
        reads(&source, &matches).await
    );
    let (stored, recomputed) = migrated.ratings_recomputed().await.unwrap();
    assert_eq!(stored, recomputed);
    assert_eq!(stored, source.ratings_recomputed().await.unwrap().0);
    assert!(stored.keys().all(|(game, _, _)| *game == GameKind::Ribs));
    let open = migrated.open_tables().await.unwrap();
    assert_eq!(open.len(), 1);
    assert_eq!(open[0].game, GameKind::Ribs);
    source.close().await;
    migrated.close().await;
}

fn has_column(columns: &BTreeMap<&str, Vec<(String, String)>>, table: &str, column: &str) -> bool {
    columns[table].iter().any(|(n, _)| n == column)
}

/// [`sqlite_rows`] ordered as [`rows_at`] orders them (by game first where it keys).
async fn sqlite_rows_in_order(
    path: &Path,
    columns: &BTreeMap<&str, Vec<(String, String)>>,
) -> Rows {
    rows_at(&format!("sqlite://{}?mode=ro", path.display()), columns).await
}

/// A backend's schema: per table, its columns (name, type as the other backend would say
/// it, not null), its primary key, and its indexes (name, unique, key columns, an
/// expression as `(expression)`).
#[derive(Debug, PartialEq, Eq)]
struct Schema {
    tables: BTreeMap<String, Table>,
}

#[derive(Debug, PartialEq, Eq)]
struct Table {
    columns: BTreeMap<String, (String, bool)>,
    primary_key: Vec<String>,
    indexes: BTreeMap<String, (bool, Vec<String>)>,
}

/// A key of an index as written by `pg_get_indexdef`, or SQLite's column name: an
/// expression for anything but a plain name.
fn key(text: Option<String>) -> String {
    match text {
        Some(name) if name.chars().all(|c| c.is_ascii_lowercase() || c == '_') => name,
        _ => "(expression)".into(),
    }
}

async fn sqlite_schema(path: &Path) -> Schema {
    let mut conn = SqliteConnection::connect(&format!("sqlite://{}?mode=ro", path.display()))
        .await
        .unwrap();
    let names: Vec<String> = sqlx::query_scalar(
        "SELECT name FROM sqlite_master WHERE type = 'table'
         AND name NOT LIKE 'sqlite_%' AND name != '_sqlx_migrations'",
    )
    .fetch_all(&mut conn)
    .await
    .unwrap();
    let mut tables = BTreeMap::new();
    for name in names {
        let rows: Vec<(String, String, i64, i64)> = sqlx::query_as(
            "SELECT name, type, \"notnull\", pk FROM pragma_table_info($1) ORDER BY cid",
        )
        .bind(&name)
        .fetch_all(&mut conn)
        .await
        .unwrap();
        let columns = rows
            .iter()
            .map(|(column, declared, not_null, pk)| {
                let kind = match declared.as_str() {
                    "INTEGER" => "bigint",
                    "REAL" => "double precision",
                    "TEXT" => "text",
                    other => other,
                };
                (
                    column.clone(),
                    (kind.to_string(), *not_null == 1 || *pk > 0),
                )
            })
            .collect();
        let mut primary: Vec<(i64, String)> = rows
            .iter()
            .filter(|(_, _, _, pk)| *pk > 0)
            .map(|(column, _, _, pk)| (*pk, column.clone()))
            .collect();
        primary.sort();
        let list: Vec<(String, i64)> =
            sqlx::query_as("SELECT name, \"unique\" FROM pragma_index_list($1) WHERE origin = 'c'")
                .bind(&name)
                .fetch_all(&mut conn)
                .await
                .unwrap();
        let mut indexes = BTreeMap::new();
        for (index, unique) in list {
            let keys: Vec<Option<String>> = sqlx::query_scalar(
                "SELECT name FROM pragma_index_xinfo($1) WHERE key = 1 ORDER BY seqno",
            )
            .bind(&index)
            .fetch_all(&mut conn)
            .await
            .unwrap();
            indexes.insert(index, (unique == 1, keys.into_iter().map(key).collect()));
        }
        tables.insert(
            name,
            Table {
                columns,
                primary_key: primary.into_iter().map(|(_, c)| c).collect(),
                indexes,
            },
        );
    }
    conn.close().await.unwrap();
    Schema { tables }
}

async fn postgres_schema(url: &str) -> Schema {
    let mut conn = PgConnection::connect(url).await.unwrap();
    let names: Vec<String> = sqlx::query_scalar(
        "SELECT table_name::text FROM information_schema.tables
         WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
           AND table_name != '_sqlx_migrations'",
    )
    .fetch_all(&mut conn)
    .await
    .unwrap();
    let mut tables = BTreeMap::new();
    for name in names {
        let rows: Vec<(String, String, String)> = sqlx::query_as(
            "SELECT column_name::text, data_type::text, is_nullable::text FROM information_schema.columns
             WHERE table_schema = current_schema() AND table_name = $1",
        )
        .bind(&name)
        .fetch_all(&mut conn)
        .await
        .unwrap();
        let columns = rows
            .into_iter()
            .map(|(column, kind, nullable)| (column, (kind, nullable == "NO")))
            .collect();
        let index_rows: Vec<(String, bool, bool, i64, i16)> = sqlx::query_as(
            "SELECT i.relname::text, x.indisunique, x.indisprimary, x.indexrelid::oid::bigint, x.indnkeyatts
             FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
             WHERE t.relname = $1 AND t.relnamespace = current_schema()::regnamespace",
        )
        .bind(&name)
        .fetch_all(&mut conn)
        .await
        .unwrap();
        let mut primary_key = Vec::new();
        let mut indexes = BTreeMap::new();
        for (index, unique, primary, oid, keys) in index_rows {
            let mut columns = Vec::new();
            for k in 1..=i32::from(keys) {
                let text: Option<String> =
                    sqlx::query_scalar("SELECT pg_get_indexdef($1::bigint::oid, $2, true)")
                        .bind(oid)
                        .bind(k)
                        .fetch_one(&mut conn)
                        .await
                        .unwrap();
                columns.push(key(text));
            }
            if primary {
                primary_key = columns;
            } else {
                indexes.insert(index, (unique, columns));
            }
        }
        tables.insert(
            name,
            Table {
                columns,
                primary_key,
                indexes,
            },
        );
    }
    conn.close().await.unwrap();
    Schema { tables }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_sqlite_and_postgresql_schemas_agree_after_all_migrations() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("schema.db");
    Store::open_file(&file).await.unwrap().close().await;
    let url = ribs::store::throwaway::fresh_database().await.unwrap();
    Store::open(&url).await.unwrap().close().await;

    let sqlite = sqlite_schema(&file).await;
    let mut postgres = postgres_schema(&url).await;
    // Shard leases are for several processes sharing one server: PostgreSQL's alone.
    let leases = postgres.tables.remove("shard_leases");
    assert!(leases.is_some(), "{:?}", postgres.tables.keys());
    assert!(sqlite.tables.contains_key("standings"));
    for (name, table) in &sqlite.tables {
        let other = postgres
            .tables
            .get(name)
            .unwrap_or_else(|| panic!("{name} is not on PostgreSQL"));
        assert_eq!(table.columns, other.columns, "the columns of {name}");
        assert_eq!(table.primary_key, other.primary_key, "the key of {name}");
        assert_eq!(table.indexes, other.indexes, "the indexes of {name}");
    }
    assert_eq!(
        sqlite.tables.keys().collect::<Vec<_>>(),
        postgres.tables.keys().collect::<Vec<_>>()
    );
}
