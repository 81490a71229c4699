//! The PostgreSQL backend, for a bot that runs as several processes (README "Beyond one
//! machine"): the database server holds the state, and its transactions are what every
//! process's writer commits. The store's SQL is compiled for it in `sql`.

use std::path::PathBuf;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{ConnectOptions, Connection as _};

use super::{Reads, Store, StoreError};

pub(crate) type Db = sqlx::Postgres;
pub(crate) type Connection = sqlx::PgConnection;
pub(crate) type Row = sqlx::postgres::PgRow;
pub(crate) type QueryResult = sqlx::postgres::PgQueryResult;
/// The win-rate board's query: PostgreSQL's `REAL` is 32-bit, so its 64-bit float (as its
/// index spells it, and as SQLite's REAL is).
pub(crate) const WIN_RATE_ORDER: &str = "SELECT s.*, p.name FROM standings s JOIN players p ON p.id = s.user_id
     WHERE s.game = $1 AND s.server = $2 AND s.matches >= $3 AND p.forgotten = 0
     ORDER BY CAST(s.wins AS DOUBLE PRECISION) / s.matches DESC, s.matches DESC, p.name, s.user_id LIMIT $4";
/// Several processes record results: each transaction that does takes this lock first
/// (a transaction-scoped advisory lock, released at commit), so results are rated in one
/// order at READ COMMITTED. The key is Ribs's own ("RIBS" in ASCII).
pub(crate) const RESULTS_IN_ORDER: Option<&str> = Some("SELECT pg_advisory_xact_lock(1380532819)");

// The same SQL, compiled for this backend (and again for the other one): on purpose.
#[allow(clippy::duplicate_mod)]
#[path = "sql/mod.rs"]
pub(crate) mod sql;

/// Opens the database at a `postgres://` URL, brings its schema up to date and starts its
/// writer.
pub(crate) async fn open(url: &str) -> Result<Store, StoreError> {
    let options = options_of(url).map_err(|e| StoreError::BadUrl {
        url: shown(url),
        reason: e.to_string(),
    })?;
    let options = options.log_statements(tracing::log::LevelFilter::Trace);
    let path = PathBuf::from(shown(url));
    let unreachable = |e: sqlx::Error| StoreError::Open {
        path: path.clone(),
        reason: format!("{e} (is the server running, and the database created?)"),
    };
    let mut conn = sqlx::PgConnection::connect_with(&options)
        .await
        .map_err(unreachable)?;
    migrate(&mut conn, &path).await?;
    let rated = sql::rate_unrated(&mut conn).await?;
    if rated > 0 {
        tracing::info!(rated, "rated the matches finished before ratings existed");
    }
    let reads = PgPoolOptions::new()
        .max_connections(8)
        .acquire_timeout(Duration::from_secs(30))
        .connect_with(options)
        .await
        .map_err(unreachable)?;
    let fence = Arc::default();
    let writer = sql::writer::spawn(conn, Arc::clone(&fence), Box::new(()));
    Ok(Store {
        reads: Reads::Postgres(sql::Reads::new(reads)),
        writer: Some(writer),
        path,
        fence,
    })
}

/// Opens the database at a `postgres://` URL to read it only: every session read-only
/// (`default_transaction_read_only`), no schema migrated, no writer (`ribs replay`, `ribs
/// export` beside running bots).
pub(crate) async fn open_read_only(url: &str) -> Result<Store, StoreError> {
    let options = options_of(url).map_err(|e| StoreError::BadUrl {
        url: shown(url),
        reason: e.to_string(),
    })?;
    let options = options
        .options([("default_transaction_read_only", "on")])
        .log_statements(tracing::log::LevelFilter::Trace);
    let path = PathBuf::from(shown(url));
    let unreachable = |e: sqlx::Error| StoreError::Open {
        path: path.clone(),
        reason: format!("{e} (is the server running, and the database created?)"),
    };
    // One connection first: a server that is not there says so at once, where the pool
    // would keep trying until its timeout.
    sqlx::PgConnection::connect_with(&options)
        .await
        .map_err(unreachable)?
        .close()
        .await
        .map_err(unreachable)?;
    let reads = PgPoolOptions::new()
        .max_connections(2)
        .acquire_timeout(Duration::from_secs(30))
        .connect_with(options)
        .await
        .map_err(unreachable)?;
    let applied: Vec<i64> =
        sqlx::query_scalar("SELECT version FROM _sqlx_migrations WHERE success ORDER BY version")
            .fetch_all(&reads)
            .await
            .map_err(|_| StoreError::Open {
                path: path.clone(),
                reason: "it holds no Ribs database (no schema of Ribs's in it)".into(),
            })?;
    super::schema_as_built(&applied, &sqlx::migrate!("./migrations/postgres"), &path)?;
    Ok(Store {
        reads: Reads::Postgres(sql::Reads::new(reads)),
        writer: None,
        path,
        fence: Arc::default(),
    })
}

async fn migrate(conn: &mut sqlx::PgConnection, path: &std::path::Path) -> Result<(), StoreError> {
    sqlx::migrate!("./migrations/postgres")
        .run(conn)
        .await
        .map_err(|e| match e {
            sqlx::migrate::MigrateError::VersionMissing(version) => StoreError::NewerSchema {
                path: path.to_path_buf(),
                version,
            },
            other => StoreError::Migrate {
                path: path.to_path_buf(),
                reason: other.to_string(),
            },
        })
}

/// One connection to the database at `url` (libpq's URL forms too), outside the store.
pub(crate) async fn connect(url: &str) -> Result<sqlx::PgConnection, StoreError> {
    let options = options_of(url).map_err(|e| StoreError::BadUrl {
        url: shown(url),
        reason: e.to_string(),
    })?;
    sqlx::PgConnection::connect_with(&options)
        .await
        .map_err(|e| StoreError::Open {
            path: PathBuf::from(shown(url)),
            reason: format!("{e} (is the server running, and the database created?)"),
        })
}

/// The connection options of a URL, libpq's forms included: a user with no host
/// (`postgres://USER@/DB?host=/run/postgresql`, a Unix socket) is refused by the URL parser
/// sqlx uses, so the user (and password) move to the query, where sqlx reads them too.
fn options_of(url: &str) -> Result<PgConnectOptions, sqlx::Error> {
    if let Some((scheme, rest)) = url.split_once("://")
        && let Some((credentials, after)) = rest.split_once("@/")
        && !credentials.contains('/')
    {
        let (user, password) = match credentials.split_once(':') {
            Some((user, password)) => (user, Some(password)),
            None => (credentials, None),
        };
        let mut url = format!("{scheme}:///{after}");
        url.push(if after.contains('?') { '&' } else { '?' });
        url.push_str(&format!("user={user}"));
        if let Some(password) = password {
            url.push_str(&format!("&password={password}"));
        }
        return PgConnectOptions::from_str(&url);
    }
    PgConnectOptions::from_str(url)
}

/// A URL as messages and logs show it: without its password.
pub(crate) fn shown(url: &str) -> String {
    match (url.find("://"), url.find('@')) {
        (Some(scheme), Some(at)) if scheme < at => {
            let credentials = &url[scheme + 3..at];
            match credentials.split_once(':') {
                Some((user, _)) => format!("{}{user}:***{}", &url[..scheme + 3], &url[at..]),
                None => url.to_string(),
            }
        }
        _ => url.to_string(),
    }
}

/// A migrated database of its own for a test of the SQL (on the throwaway server, or on
/// `RIBS_TEST_POSTGRES_URL`'s), and a connection to it.
#[cfg(test)]
pub(crate) async fn test_connection() -> (Connection, ()) {
    let url = super::throwaway::fresh_database()
        .await
        .expect("a PostgreSQL database for the test");
    Store::open(&url).await.unwrap().close().await;
    (sqlx::PgConnection::connect(&url).await.unwrap(), ())
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use sqlx::Connection as _;
    use tokio::sync::oneshot;

    use super::{options_of, shown, sql};
    use crate::store::writer::{Job, Write};
    use crate::store::{MatchId, MatchResult, ServerId, Store};

    fn job(records_result: bool) -> Job {
        let table = MatchId(1);
        let write = if records_result {
            Write::Resign {
                table,
                at_ms: 0,
                closing: String::new(),
                result: Box::new(MatchResult {
                    server: ServerId::NONE,
                    winner: 0,
                    seats: vec![],
                    places: vec![],
                    teams: None,
                    scores: vec![],
                    resigned: None,
                    unrated: vec![],
                }),
            }
        } else {
            Write::Frontend {
                table,
                state: String::new(),
            }
        };
        Job::new(write, oneshot::channel().0)
    }

    /// Results are rated one transaction at a time: a second batch that records one waits
    /// until the first commits; a batch that records none does not wait.
    #[tokio::test]
    async fn a_batch_recording_a_result_waits_for_the_one_before_it_to_commit() {
        let url = crate::store::throwaway::fresh_database().await.unwrap();
        Store::open(&url).await.unwrap().close().await;
        let mut first = sqlx::PgConnection::connect(&url).await.unwrap();
        let mut second = sqlx::PgConnection::connect(&url).await.unwrap();
        let mut third = sqlx::PgConnection::connect(&url).await.unwrap();
        let mut held = first.begin().await.unwrap();
        sql::writer::results_in_order(&mut held, &[job(true)])
            .await
            .unwrap();
        // No result in the batch: no lock to wait for.
        let mut free = third.begin().await.unwrap();
        tokio::time::timeout(
            Duration::from_secs(5),
            sql::writer::results_in_order(&mut free, &[job(false)]),
        )
        .await
        .expect("a batch without a result does not wait")
        .unwrap();
        free.rollback().await.unwrap();
        let (committed_tx, mut committed) = oneshot::channel::<()>();
        let waiter = tokio::spawn(async move {
            let mut tx = second.begin().await.unwrap();
            sql::writer::results_in_order(&mut tx, &[job(false), job(true)])
                .await
                .unwrap();
            // It got the lock: the first must have committed by now.
            committed.try_recv().is_ok()
        });
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert!(
            !waiter.is_finished(),
            "the second batch waits for the first"
        );
        committed_tx.send(()).unwrap();
        held.commit().await.unwrap();
        assert!(waiter.await.unwrap());
    }

    #[test]
    fn a_unix_socket_url_in_libpqs_form_reads_its_user_socket_port_and_database() {
        let options = options_of("postgres://ribs:pw@/games?host=/tmp/pg&port=5433").unwrap();
        assert_eq!(options.get_username(), "ribs");
        assert_eq!(options.get_database(), Some("games"));
        assert_eq!(options.get_port(), 5433);
        assert_eq!(
            options.get_socket(),
            Some(&std::path::PathBuf::from("/tmp/pg"))
        );
        let plain = options_of("postgres://ribs@db.example:6000/games").unwrap();
        assert_eq!(plain.get_host(), "db.example");
        assert_eq!(plain.get_port(), 6000);
    }

    #[test]
    fn a_url_is_shown_without_its_password() {
        assert_eq!(
            shown("postgres://ribs:s3cret@db:5432/ribs"),
            "postgres://ribs:***@db:5432/ribs"
        );
        assert_eq!(
            shown("postgres://postgres@/ribs?host=/tmp/x&port=5"),
            "postgres://postgres@/ribs?host=/tmp/x&port=5"
        );
    }
}
