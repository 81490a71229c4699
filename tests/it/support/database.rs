//! Which database a test's file stands for: that SQLite file, or, with
//! `RIBS_TEST_DATABASE=postgres`, a fresh PostgreSQL database of its own (the same one for
//! the same file, so a restart finds what it left), on a throwaway server or on
//! `RIBS_TEST_POSTGRES_URL`'s. `scripts/test` runs the table service's and the Discord
//! bot's tests both ways.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{LazyLock, Mutex};

use ribs::store::Store;

/// Whether this run keeps the tests' databases in PostgreSQL.
pub fn on_postgres() -> bool {
    std::env::var("RIBS_TEST_DATABASE").as_deref() == Ok("postgres")
}

/// The `DATABASE_URL` for a test's database file.
pub fn url_for(path: &Path) -> String {
    static ON_POSTGRES: LazyLock<Mutex<HashMap<PathBuf, String>>> = LazyLock::new(Default::default);
    if !on_postgres() {
        return format!("sqlite://{}", path.display());
    }
    if let Some(url) = ON_POSTGRES.lock().unwrap().get(path) {
        return url.clone();
    }
    // A thread and a runtime of its own: callable from sync code and any runtime.
    let url = std::thread::spawn(|| {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap()
            .block_on(ribs::store::throwaway::fresh_database())
    })
    .join()
    .unwrap()
    .expect("a PostgreSQL database for the test");
    ON_POSTGRES
        .lock()
        .unwrap()
        .insert(path.to_path_buf(), url.clone());
    url
}

/// A store to read what a running bot wrote: the SQLite file opened read-only (the bot
/// holds its lock), or the PostgreSQL database opened beside the bot's processes.
pub async fn reader(path: &Path) -> Store {
    if on_postgres() {
        Store::open(&url_for(path)).await.unwrap()
    } else {
        Store::open_read_only(path).await.unwrap()
    }
}

/// Runs a statement on a test's database, `$1`, `$2`... bound to `binds`, on either
/// backend: for a test that must make what the bot never writes itself (a database an
/// older bot left, a log tampered with).
pub async fn execute(path: &Path, sql: &str, binds: &[i64]) {
    execute_at(&url_for(path), sql, binds).await;
}

/// Connects to the database at `url` (`postgres://...` or `sqlite://...`), runs `$body`
/// with the connection as `$conn`, closes it: the same code for either backend's type.
macro_rules! on_either {
    ($url:expr, |$conn:ident| $body:expr) => {{
        use sqlx::Connection as _;
        if $url.starts_with("postgres") {
            let mut $conn = sqlx::PgConnection::connect($url).await.unwrap();
            let out = $body;
            $conn.close().await.unwrap();
            out
        } else {
            let mut $conn = sqlx::SqliteConnection::connect($url).await.unwrap();
            let out = $body;
            $conn.close().await.unwrap();
            out
        }
    }};
}

/// [`execute`] on the database at `url` (`sqlite://` or `postgres://`).
pub async fn execute_at(url: &str, sql: &str, binds: &[i64]) {
    on_either!(url, |conn| {
        let query = binds.iter().fold(
            sqlx::query(sqlx::AssertSqlSafe(sql.to_owned())),
            |query, bind| query.bind(*bind),
        );
        query.execute(&mut conn).await.unwrap();
    });
}

/// The rows a query of whole numbers reads from a test's database, on either backend.
pub async fn integers(path: &Path, sql: &str, binds: &[i64]) -> Vec<Vec<i64>> {
    use sqlx::Row as _;
    on_either!(&url_for(path), |conn| {
        let query = binds.iter().fold(
            sqlx::query(sqlx::AssertSqlSafe(sql.to_owned())),
            |query, bind| query.bind(*bind),
        );
        let rows = query.fetch_all(&mut conn).await.unwrap();
        rows.iter()
            .map(|r| (0..r.len()).map(|i| r.get::<i64, _>(i)).collect())
            .collect()
    })
}

/// How the finished matches of the database at `url` were rated: their `rated_seq` in
/// order, and how many rating changes each match made (by match).
pub async fn rated(url: &str) -> (Vec<i64>, Vec<i64>) {
    on_either!(url, |conn| {
        let order: Vec<i64> = sqlx::query_scalar(
            "SELECT rated_seq FROM matches WHERE status = 'finished' ORDER BY rated_seq",
        )
        .fetch_all(&mut conn)
        .await
        .unwrap();
        let changes: Vec<i64> = sqlx::query_scalar(
            "SELECT count(*) FROM rating_changes GROUP BY match_id ORDER BY match_id",
        )
        .fetch_all(&mut conn)
        .await
        .unwrap();
        (order, changes)
    })
}

/// A SQLite file at `path` played as a bot's database is: a season of `matches` rated
/// matches (`ribs season`, server 1) and one match still being played (Ann and three easy
/// computers at place 9 of server 5).
pub async fn season_with_an_open_match(path: &Path, matches: u32) {
    use ribs::store::{PlaceId, ServerId, UserId};
    use ribs::table::{Player, TableConfig, TableService, TableSettings};
    let season = std::process::Command::new(env!("CARGO_BIN_EXE_ribs"))
        .args([
            "season",
            "--matches",
            &matches.to_string(),
            "--target",
            "1",
            "--db",
        ])
        .arg(path)
        .output()
        .expect("ribs runs");
    assert!(season.status.success(), "{season:?}");
    let (service, _updates) = TableService::open_file(path, TableConfig::default())
        .await
        .unwrap();
    let settings = TableSettings::<ribs::games::ribs::Match> {
        computers: vec![ribs::ai::Level::Easy; 3],
        ..TableSettings::<ribs::games::ribs::Match>::default()
    };
    let info = service
        .create(PlaceId(9), ServerId(5), Player::new(1, "Ann"), settings)
        .await
        .unwrap();
    service
        .start::<ribs::games::ribs::Match>(info.id, UserId(1))
        .await
        .unwrap();
    service.close().await;
}
