//! Moving a bot from its SQLite file to PostgreSQL (`ribs copy-db`): every row of every
//! table, copied in one PostgreSQL transaction into an empty database, then checked.

use std::path::Path;
use std::time::Instant;

use sqlx::postgres::PgConnection;
use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection, SqliteRow};
use sqlx::{ConnectOptions, Connection, QueryBuilder, Row};

use super::{Ratings, Store, StoreError};

/// The tables a bot's database holds, in an order that keeps every reference valid.
const TABLES: [&str; 9] = [
    "players",
    "matches",
    "seats",
    "actions",
    "hands",
    "results",
    "standings",
    "ratings",
    "rating_changes",
];

/// Rows a multi-row insert carries (within PostgreSQL's 65,535 values a statement).
const BATCH: usize = 1000;

/// What [`copy_to_postgres`] copied, table by table, and how long it took.
#[derive(Clone, Debug, PartialEq)]
pub struct Copied {
    pub tables: Vec<(&'static str, u64)>,
    pub seconds: f64,
}

/// Copies the SQLite database `from` into the empty PostgreSQL database `to`, and checks
/// the copy: the same rows in every table, and ratings that are the source's and are
/// the results rated again. On any failure nothing is left in `to`.
///
/// # Errors
/// `from` is not an up-to-date Ribs database; `to` is not PostgreSQL, cannot be reached or
/// is not empty ([`StoreError::NotEmpty`]); the check fails ([`StoreError::Corrupt`]).
pub async fn copy_to_postgres(from: &Path, to: &str) -> Result<Copied, StoreError> {
    let started = Instant::now();
    // The source: a Ribs database this build need not migrate; its ratings, to compare.
    let source = Store::open_read_only(from).await?;
    let (source_ratings, _) = source.ratings_recomputed().await?;
    source.close().await;
    // The target: PostgreSQL, its schema made by the store's own migrations.
    if !(to.starts_with("postgres://") || to.starts_with("postgresql://")) {
        return Err(StoreError::BadUrl {
            url: super::postgres::shown(to),
            reason: "copy-db copies into PostgreSQL: give a postgres:// URL".into(),
        });
    }
    Store::open(to).await?.close().await;
    let mut target = super::postgres::connect(to).await?;
    let mut reading = SqliteConnectOptions::new()
        .filename(from)
        .read_only(true)
        .connect()
        .await?;

    let mut tx = target.begin().await?;
    refuse_unless_empty(&mut tx, to).await?;
    let mut copied = Vec::new();
    for table in TABLES {
        let rows = copy_table(&mut tx, &mut reading, table).await?;
        copied.push((table, rows));
    }
    // New tables take ids after the copied ones.
    sqlx::query(
        "SELECT setval(pg_get_serial_sequence('matches', 'id'), max(id)) FROM matches HAVING count(*) > 0",
    )
    .execute(&mut *tx)
    .await?;
    check_counts(&mut tx, &copied).await?;
    tx.commit().await?;
    let _ = reading.close().await;
    let _ = target.close().await;

    check_ratings(to, &source_ratings).await?;
    Ok(Copied {
        tables: copied,
        seconds: started.elapsed().as_secs_f64(),
    })
}

/// Refuses a target that holds any row of a bot's tables.
async fn refuse_unless_empty(tx: &mut PgConnection, to: &str) -> Result<(), StoreError> {
    for table in TABLES {
        let rows: i64 =
            sqlx::query_scalar(sqlx::AssertSqlSafe(format!("SELECT count(*) FROM {table}")))
                .fetch_one(&mut *tx)
                .await?;
        if rows > 0 {
            return Err(StoreError::NotEmpty {
                url: super::postgres::shown(to),
                table: table.to_string(),
                rows: rows as u64,
            });
        }
    }
    Ok(())
}

/// Copies every row of `table`, in the target's columns (the source has the same names,
/// the game of each match among them): how many.
async fn copy_table(
    tx: &mut PgConnection,
    reading: &mut SqliteConnection,
    table: &str,
) -> Result<u64, StoreError> {
    // The target's columns and types, in its order.
    let columns: Vec<(String, String)> = sqlx::query_as(
        "SELECT column_name::text, data_type::text FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position",
    )
    .bind(table)
    .fetch_all(&mut *tx)
    .await?;
    let names: Vec<&str> = columns.iter().map(|(n, _)| n.as_str()).collect();
    let list = names.join(", ");
    let rows = sqlx::query(sqlx::AssertSqlSafe(format!("SELECT {list} FROM {table}")))
        .fetch_all(&mut *reading)
        .await?;
    for chunk in rows.chunks(BATCH) {
        insert_chunk(tx, table, &list, &columns, chunk).await?;
    }
    Ok(rows.len() as u64)
}

/// One multi-row insert of source rows into `table`, each value bound as the target's
/// column type wants it.
async fn insert_chunk(
    tx: &mut PgConnection,
    table: &str,
    list: &str,
    columns: &[(String, String)],
    chunk: &[SqliteRow],
) -> Result<(), StoreError> {
    let mut insert = QueryBuilder::new(format!("INSERT INTO {table} ({list}) "));
    let mut failed = None;
    insert.push_values(chunk, |mut values, row| {
        for (i, (name, kind)) in columns.iter().enumerate() {
            let value = match kind.as_str() {
                "bigint" => row.try_get::<Option<i64>, _>(i).map(Value::Integer),
                "double precision" => row.try_get::<Option<f64>, _>(i).map(Value::Real),
                _ => row.try_get::<Option<String>, _>(i).map(Value::Text),
            };
            match value {
                Ok(Value::Integer(v)) => values.push_bind(v),
                Ok(Value::Real(v)) => values.push_bind(v),
                Ok(Value::Text(v)) => values.push_bind(v),
                Err(e) => {
                    failed.get_or_insert(StoreError::Corrupt(format!(
                        "{table}.{name} in the source: {e}"
                    )));
                    values.push_bind(None::<i64>)
                }
            };
        }
    });
    if let Some(e) = failed {
        return Err(e);
    }
    insert.build().execute(&mut *tx).await?;
    Ok(())
}

/// Checks that every table holds as many rows as were read.
async fn check_counts(
    tx: &mut PgConnection,
    copied: &[(&'static str, u64)],
) -> Result<(), StoreError> {
    for (table, rows) in copied {
        let stored: i64 =
            sqlx::query_scalar(sqlx::AssertSqlSafe(format!("SELECT count(*) FROM {table}")))
                .fetch_one(&mut *tx)
                .await?;
        if stored as u64 != *rows {
            return Err(StoreError::Corrupt(format!(
                "{table}: {rows} rows read, {stored} written"
            )));
        }
    }
    Ok(())
}

/// Checks the copy's ratings: the source's, and the results rated again.
async fn check_ratings(to: &str, source: &Ratings) -> Result<(), StoreError> {
    let copy = Store::open(to).await?;
    let checked = copy.ratings_recomputed().await;
    copy.close().await;
    let (stored, recomputed) = checked?;
    if !same(&stored, source) || !same(&stored, &recomputed) {
        return Err(StoreError::Corrupt(
            "the copy's ratings differ from the source's or from its results rated again; \
             empty the target database before trying again"
                .into(),
        ));
    }
    Ok(())
}

/// A value on its way from one database to the other.
enum Value {
    Integer(Option<i64>),
    Real(Option<f64>),
    Text(Option<String>),
}

fn same(a: &Ratings, b: &Ratings) -> bool {
    a.len() == b.len() && a.iter().all(|(k, v)| b.get(k) == Some(v))
}
