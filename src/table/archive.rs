//! Finished matches read from a database without hosting its tables: `ribs replay`
//! and `ribs export` read the bot's database or `ribs play`'s through it (the table
//! service would resume their open tables, and refuses `ribs play`'s file).

use std::path::Path;

use super::{MatchId, MatchSummary, Occupant, Replay, ServerId, TableError, TableStatus};
use crate::games::GameKind;
use crate::games::ribs::{Action, Seat};
use crate::store::{Store, StoreError};

/// A database file's finished matches, read only.
pub struct Archive {
    store: Store,
}

impl Archive {
    /// Opens the database at `path`, which must exist, read-only: the file is left as it
    /// was, even while a bot serves from it.
    ///
    /// # Errors
    /// A missing file, one that is not a Ribs database, or one an older ribs wrote that
    /// would need migrating first.
    pub async fn open(path: &Path) -> Result<Archive, StoreError> {
        Ok(Archive {
            store: Store::open_read_only(path).await?,
        })
    }

    /// [`Archive::open`] for a database named by a file's path or a `sqlite:` URL, or the
    /// bots' PostgreSQL database by its `postgres://` URL (read in read-only sessions).
    ///
    /// # Errors
    /// As [`Archive::open`]; a server that cannot be reached.
    pub async fn open_at(target: &str) -> Result<Archive, StoreError> {
        Ok(Archive {
            store: Store::open_read_only_at(target).await?,
        })
    }

    /// The database, as messages name it (a URL's password hidden).
    pub fn name(&self) -> String {
        self.store.path().display().to_string()
    }

    /// The last `limit` finished matches, newest first.
    ///
    /// # Errors
    /// Store errors.
    pub async fn recent(&self, limit: u32) -> Result<Vec<MatchSummary>, TableError> {
        Ok(self
            .store
            .recent_matches(GameKind::Ribs, ServerId::NONE, None, limit)
            .await?)
    }

    /// A finished match, whole.
    ///
    /// # Errors
    /// As [`crate::table::TableService::replay`].
    pub async fn replay(&self, table: MatchId) -> Result<Replay, TableError> {
        replay_of(&self.store, table).await
    }

    /// Writes a consistent copy of the database to `to`, even while a bot serves from it;
    /// see [`Store::backup_to`].
    ///
    /// # Errors
    /// As [`Store::backup_to`].
    pub async fn backup_to(&self, to: &Path) -> Result<crate::store::Backup, StoreError> {
        self.store.backup_to(to).await
    }

    pub async fn close(self) {
        self.store.close().await;
    }
}

/// A finished match, whole, from the store: refused while it is being played (that would
/// show hidden cards) and for a match never finished.
///
/// # Errors
/// [`TableError::NoTable`], [`TableError::NotFinished`]; a match whose log does not
/// replay; store errors.
pub(crate) async fn replay_of(store: &Store, table: MatchId) -> Result<Replay, TableError> {
    let stored = store.table(table).await?.ok_or(TableError::NoTable)?;
    if stored.status != TableStatus::Finished {
        return Err(if stored.status.is_open() {
            TableError::NotFinished
        } else {
            TableError::NoTable
        });
    }
    let seats = stored
        .seats
        .iter()
        .enumerate()
        .map(|(i, row)| Occupant::of_row(i, row))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| {
            tracing::error!(%table, error = %e, "a finished match's seats do not read");
            TableError::Interrupted
        })?;
    // A replay is drawn as Ribs draws its matches.
    if stored.game != GameKind::Ribs {
        return Err(TableError::OtherGame);
    }
    let unreadable = |e: serde_json::Error| {
        tracing::error!(%table, error = %e, "a finished match's log does not read");
        TableError::Interrupted
    };
    let log = stored
        .actions
        .iter()
        .map(|a| {
            Ok((
                Seat(a.seat),
                serde_json::from_value::<Action>(a.action.clone())?,
            ))
        })
        .collect::<Result<Vec<_>, serde_json::Error>>()
        .map_err(unreadable)?;
    let options = serde_json::from_value(stored.options.clone()).map_err(unreadable)?;
    Replay::build(table, stored.server, options, seats, stored.seed, &log).map_err(|e| {
        tracing::error!(%table, error = %e, "a finished match does not replay");
        TableError::Interrupted
    })
}
