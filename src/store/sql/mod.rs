//! The store's SQL, written once and compiled once for each backend: `store::sqlite` and
//! `store::postgres` both mount this module, each with its own `Db`, `Connection` and
//! `Row`. So every query is one text that both databases run: `$1, $2, ...` placeholders
//! (SQLite binds `$N` to the N-th value too), `RETURNING` for new ids, `CASE` rather than
//! the two-argument `max`/`min` SQLite has and PostgreSQL calls `GREATEST`/`LEAST`, and
//! flags stored as integers (0/1) on both, read with [`flag`].
//!
//! What differs between the two (opening, migrating, locking, backups) lives in the
//! backend's own module.

mod forget;
mod history;
mod ratings;
mod reads;
pub(crate) mod writer;

use sqlx::Row as _;

pub(crate) use super::{Connection, Db, QueryResult, RESULTS_IN_ORDER, Row, WIN_RATE_ORDER};
use crate::store::StoreError;

/// The pool reads go through, with the read queries as its methods.
#[derive(Clone, Debug)]
pub(crate) struct Reads {
    pool: sqlx::Pool<Db>,
}

impl Reads {
    pub(crate) fn new(pool: sqlx::Pool<Db>) -> Reads {
        Reads { pool }
    }

    pub(crate) fn pool(&self) -> &sqlx::Pool<Db> {
        &self.pool
    }

    pub(crate) async fn close(&self) {
        self.pool.close().await;
    }
}

/// A flag column (0 or 1 on both backends).
fn flag(row: &Row, column: &str) -> Result<bool, StoreError> {
    Ok(row.try_get::<i64, _>(column)? != 0)
}

/// Rates the matches finished before ratings existed (see `ratings::rate_unrated`).
pub(crate) async fn rate_unrated(conn: &mut Connection) -> Result<usize, StoreError> {
    ratings::rate_unrated(conn).await
}

impl Reads {
    pub(crate) async fn ratings_recomputed(
        &self,
    ) -> Result<(crate::store::Ratings, crate::store::Ratings), StoreError> {
        let mut conn = self.pool.acquire().await?;
        let stored = ratings::stored(&mut conn).await?;
        let recomputed = ratings::recompute(&mut conn).await?;
        Ok((stored, recomputed))
    }

    pub(crate) async fn forget_refusal(
        &self,
        user: crate::store::UserId,
    ) -> Result<(), StoreError> {
        let mut conn = self.pool.acquire().await?;
        forget::refusal(&mut conn, user).await
    }
}
