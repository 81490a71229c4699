//! The SQLite backend (the default): one file, owned by one process, which holds its lock
//! (`<file>-lock`) while it writes. The store's SQL is compiled for it in `sql`.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use sqlx::sqlite::{
    SqliteConnectOptions, SqliteConnection, SqliteJournalMode, SqlitePool, SqlitePoolOptions,
    SqliteSynchronous,
};
use sqlx::{ConnectOptions, Connection as _};

use super::{Backup, Reads, Store, StoreError};

pub(crate) type Db = sqlx::Sqlite;
pub(crate) type Connection = sqlx::SqliteConnection;
pub(crate) type Row = sqlx::sqlite::SqliteRow;
pub(crate) type QueryResult = sqlx::sqlite::SqliteQueryResult;
/// The win-rate board's query: `REAL` is SQLite's 64-bit float, as its index spells it.
pub(crate) const WIN_RATE_ORDER: &str =
    "SELECT s.*, p.name FROM standings s JOIN players p ON p.id = s.user_id
     WHERE s.game = $1 AND s.server = $2 AND s.matches >= $3 AND p.forgotten = 0
     ORDER BY CAST(s.wins AS REAL) / s.matches DESC, s.matches DESC, p.name, s.user_id LIMIT $4";
/// One process writes a SQLite file: its results are in one order already.
pub(crate) const RESULTS_IN_ORDER: Option<&str> = None;

// The same SQL, compiled for this backend (and again for the other one): on purpose.
#[allow(clippy::duplicate_mod)]
#[path = "sql/mod.rs"]
pub(crate) mod sql;

/// Opens (creating if missing) the file `path` with `options`, takes its lock, migrates it
/// and starts its writer.
pub(crate) async fn open(
    options: SqliteConnectOptions,
    path: PathBuf,
) -> Result<Store, StoreError> {
    inspect(&path).await?;
    let lock = lock(&path)?;
    let options = options
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Full)
        .foreign_keys(true)
        .busy_timeout(Duration::from_secs(10))
        .log_statements(tracing::log::LevelFilter::Trace);

    let mut conn = SqliteConnection::connect_with(&options)
        .await
        .map_err(|e| classify(&path, e))?;
    // The first read of a file that is not a database fails here, not at connect.
    sqlx::query("SELECT count(*) FROM sqlite_master")
        .execute(&mut conn)
        .await
        .map_err(|e| classify(&path, e))?;
    migrate(&mut conn, &path).await?;
    // Matches finished before ratings existed are rated now, in the order they ended.
    let rated = sql::rate_unrated(&mut conn).await?;
    if rated > 0 {
        tracing::info!(rated, "rated the matches finished before ratings existed");
    }

    let reads = SqlitePoolOptions::new()
        .max_connections(4)
        .connect_with(options.clone().create_if_missing(false))
        .await
        .map_err(|e| classify(&path, e))?;
    let fence = Arc::default();
    let writer = sql::writer::spawn(conn, Arc::clone(&fence), Box::new(lock));
    Ok(Store {
        reads: Reads::Sqlite(sql::Reads::new(reads)),
        writer: Some(writer),
        path,
        fence,
    })
}

/// See [`Store::open_read_only`].
pub(crate) async fn open_read_only(path: &std::path::Path) -> Result<Store, StoreError> {
    if !path.exists() {
        return Err(StoreError::Open {
            path: path.to_path_buf(),
            reason: "there is no such file".into(),
        });
    }
    inspect(path).await?;
    // With no write-ahead log beside it, nobody writes the file now: read it as the
    // immutable file it is, so that not even SQLite's side files (-shm, -wal) appear.
    // With one, a writer may be at work (or crashed): read through the log.
    let mut wal = path.as_os_str().to_owned();
    wal.push("-wal");
    let immutable = !std::path::Path::new(&wal).exists();
    let options = SqliteConnectOptions::new()
        .filename(path)
        .read_only(true)
        .immutable(immutable)
        .create_if_missing(false)
        .busy_timeout(Duration::from_secs(10))
        .log_statements(tracing::log::LevelFilter::Trace);
    let reads = SqlitePoolOptions::new()
        .max_connections(2)
        .connect_with(options)
        .await
        .map_err(|e| classify(path, e))?;
    let applied: Vec<i64> =
        sqlx::query_scalar("SELECT version FROM _sqlx_migrations WHERE success ORDER BY version")
            .fetch_all(&reads)
            .await
            .map_err(|e| classify(path, e))?;
    super::schema_as_built(&applied, &sqlx::migrate!("./migrations/sqlite"), path)?;
    Ok(Store {
        reads: Reads::Sqlite(sql::Reads::new(reads)),
        writer: None,
        path: path.to_path_buf(),
        fence: Arc::default(),
    })
}

/// Writes a consistent copy of the database to `to` (a new file), while others go on
/// writing it: SQLite's `VACUUM INTO` copies one read transaction's view, every commit
/// before it included and none after, WAL or not. The copy is then checked
/// (`PRAGMA integrity_check`) and counted.
///
/// # Errors
/// `to` exists or cannot be written; the copy fails its check; database errors.
pub(crate) async fn backup(reads: &SqlitePool, to: &std::path::Path) -> Result<Backup, StoreError> {
    if to.exists() {
        return Err(StoreError::Open {
            path: to.to_path_buf(),
            reason: "it exists already: back up to a new file".into(),
        });
    }
    let target = to.to_str().ok_or_else(|| StoreError::Open {
        path: to.to_path_buf(),
        reason: "its name is not UTF-8".into(),
    })?;
    sqlx::query("VACUUM INTO ?")
        .bind(target)
        .execute(reads)
        .await
        .map_err(|e| classify(to, e))?;
    let copy = open_read_only(to).await?;
    let Reads::Sqlite(copy_reads) = &copy.reads else {
        unreachable!("a file opens on SQLite")
    };
    let copy_pool = copy_reads.pool().clone();
    let check: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(&copy_pool)
        .await?;
    let matches: i64 = sqlx::query_scalar("SELECT count(*) FROM matches")
        .fetch_one(&copy_pool)
        .await?;
    let actions: i64 = sqlx::query_scalar("SELECT count(*) FROM actions")
        .fetch_one(&copy_pool)
        .await?;
    copy.close().await;
    if check != "ok" {
        return Err(StoreError::Corrupt(format!(
            "the copy at {} fails its integrity check: {check}",
            to.display()
        )));
    }
    Ok(Backup {
        matches: matches.max(0) as u64,
        actions: actions.max(0) as u64,
        bytes: std::fs::metadata(to).map_or(0, |m| m.len()),
    })
}

/// Takes the database's lock: one process writes a database, and holds `<file>-lock` (a
/// lock the operating system drops with the process, crash or not) while it does. A read-only
/// reader takes none.
///
/// # Errors
/// [`StoreError::InUse`] when another process holds it; [`StoreError::Open`] when the lock
/// file cannot be made.
fn lock(path: &std::path::Path) -> Result<std::fs::File, StoreError> {
    let mut name = path.as_os_str().to_owned();
    name.push("-lock");
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&name)
        .map_err(|e| StoreError::Open {
            path: path.to_path_buf(),
            reason: format!("its lock file cannot be made: {e}"),
        })?;
    match file.try_lock() {
        Ok(()) => Ok(file),
        Err(std::fs::TryLockError::WouldBlock) => Err(StoreError::InUse {
            path: path.to_path_buf(),
        }),
        Err(std::fs::TryLockError::Error(e)) => Err(StoreError::Open {
            path: path.to_path_buf(),
            reason: format!("its lock file cannot be locked: {e}"),
        }),
    }
}

/// Looks at an existing file before anything is written to it: opened immutable and read
/// only, so that SQLite makes no journal or WAL file beside it. A file that is not a
/// database, or is another application's (tables, but no Ribs migration history), is
/// refused and left exactly as it was.
async fn inspect(path: &std::path::Path) -> Result<(), StoreError> {
    let existing = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
    if existing == 0 {
        return Ok(());
    }
    let options = SqliteConnectOptions::new()
        .filename(path)
        .read_only(true)
        .immutable(true);
    let mut conn = SqliteConnection::connect_with(&options)
        .await
        .map_err(|e| classify(path, e))?;
    let tables: Result<Vec<String>, _> =
        sqlx::query_scalar("SELECT name FROM sqlite_master WHERE type = 'table'")
            .fetch_all(&mut conn)
            .await;
    let _ = conn.close().await;
    let tables = tables.map_err(|e| classify(path, e))?;
    if !tables.is_empty() && !tables.iter().any(|t| t == "_sqlx_migrations") {
        return Err(StoreError::Foreign {
            path: path.to_path_buf(),
            tables: tables.len(),
        });
    }
    Ok(())
}

async fn migrate(conn: &mut SqliteConnection, path: &std::path::Path) -> Result<(), StoreError> {
    let migrator = sqlx::migrate!("./migrations/sqlite");
    migrator.run(conn).await.map_err(|e| match e {
        sqlx::migrate::MigrateError::VersionMissing(version) => StoreError::NewerSchema {
            path: path.to_path_buf(),
            version,
        },
        sqlx::migrate::MigrateError::Execute(e) => classify(path, e),
        other => StoreError::Migrate {
            path: path.to_path_buf(),
            reason: other.to_string(),
        },
    })
}

/// SQLite's primary result codes that say what is wrong with a file
/// (<https://www.sqlite.org/rescode.html>).
mod code {
    pub const PERM: i64 = 3;
    pub const READONLY: i64 = 8;
    pub const IOERR: i64 = 10;
    pub const CORRUPT: i64 = 11;
    pub const FULL: i64 = 13;
    pub const CANTOPEN: i64 = 14;
    pub const NOTADB: i64 = 26;
}

/// The primary SQLite result code of an error, if SQLite gave one (sqlx reports the
/// extended code, whose low byte is the primary one).
fn sqlite_code(error: &sqlx::Error) -> Option<i64> {
    let code = error.as_database_error()?.code()?;
    code.parse::<i64>().ok().map(|c| c & 0xff)
}

/// Turns SQLite's errors at open time into ones that say what is wrong with the file, by
/// SQLite's result codes.
fn classify(path: &std::path::Path, error: sqlx::Error) -> StoreError {
    let path = path.to_path_buf();
    match (sqlite_code(&error), &error) {
        (Some(code::NOTADB | code::CORRUPT), _) => StoreError::NotADatabase {
            path,
            reason: error.to_string(),
        },
        (Some(code::CANTOPEN | code::READONLY | code::PERM | code::IOERR | code::FULL), _)
        | (None, sqlx::Error::Io(_)) => StoreError::Open {
            path,
            reason: format!("{error} (is the directory there and writable?)"),
        },
        _ => StoreError::Sql(error),
    }
}

/// A migrated database of its own for a test of the SQL, and a connection to it (the
/// directory it lives in goes with the second value).
#[cfg(test)]
pub(crate) async fn test_connection() -> (Connection, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("test.db");
    Store::open_file(&path).await.unwrap().close().await;
    let options = SqliteConnectOptions::new().filename(&path);
    (SqliteConnection::connect_with(&options).await.unwrap(), dir)
}
