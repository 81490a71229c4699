//! Finished matches of every game read from a database without hosting its tables: `ribs
//! replay` and `ribs export` read the bot's database or `ribs play`'s through it (the table
//! service would resume their open tables, and refuses `ribs play`'s file).

use std::path::Path;

use super::replay::Finished;
use super::{MatchId, MatchSummary, Occupant, Replay, ServerId, TableError, TableStatus};
use crate::core::Seat;
use crate::games::ribs::Match;
use crate::games::{Game, GameKind};
use crate::store::{Store, StoreError, StoredTable};

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

    /// The last `limit` finished Ribs matches, newest first.
    ///
    /// # Errors
    /// Store errors.
    pub async fn recent(&self, limit: u32) -> Result<Vec<MatchSummary>, TableError> {
        self.recent_of(GameKind::Ribs, limit).await
    }

    /// The last `limit` finished matches of `game`, newest first.
    ///
    /// # Errors
    /// Store errors.
    pub async fn recent_of(
        &self,
        game: GameKind,
        limit: u32,
    ) -> Result<Vec<MatchSummary>, TableError> {
        Ok(self
            .store
            .recent_matches(game, ServerId::NONE, None, limit)
            .await?)
    }

    /// The game a finished match was played in.
    ///
    /// # Errors
    /// As [`Archive::finished`].
    pub async fn game_of(&self, table: MatchId) -> Result<GameKind, TableError> {
        game_of(&self.store, table).await
    }

    /// A finished match of game `G`, played again through the game's contract.
    ///
    /// # Errors
    /// [`TableError::NoTable`], [`TableError::NotFinished`]; [`TableError::OtherGame`] for
    /// a match of another game; a match whose log does not replay; store errors.
    pub async fn finished<G: Game>(&self, table: MatchId) -> Result<Finished<G>, TableError> {
        finished_of(&self.store, table).await
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

/// The game a finished match was played in (see [`finished_table`]).
pub(crate) async fn game_of(store: &Store, table: MatchId) -> Result<GameKind, TableError> {
    Ok(finished_table(store, table).await?.0.game)
}

/// A finished match of game `G`, played again through the game's contract (see
/// [`finished_table`]; [`TableError::OtherGame`] for a match of another game).
pub(crate) async fn finished_of<G: Game>(
    store: &Store,
    table: MatchId,
) -> Result<Finished<G>, TableError> {
    let (stored, seats) = finished_table(store, table).await?;
    if stored.game != G::KIND {
        return Err(TableError::OtherGame);
    }
    let (options, log) = read_log::<G>(&stored)?;
    Finished::build(table, stored.server, options, seats, stored.seed, &log).map_err(|e| {
        tracing::error!(%table, error = %e, "a finished match does not replay");
        TableError::Interrupted
    })
}

/// A finished match's table and seats: refused while it is being played (that would show
/// hidden cards) and for a match never finished.
async fn finished_table(
    store: &Store,
    table: MatchId,
) -> Result<(StoredTable, Vec<Occupant>), TableError> {
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
    Ok((stored, seats))
}

/// A match's log: each action as its game's, by seat.
type Log<G> = Vec<(Seat, <G as Game>::Action)>;

/// A stored match's options and log, read as game `G`'s.
fn read_log<G: Game>(stored: &StoredTable) -> Result<(G::Options, Log<G>), TableError> {
    let table = stored.id;
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
                serde_json::from_value::<G::Action>(a.action.clone())?,
            ))
        })
        .collect::<Result<Vec<_>, serde_json::Error>>()
        .map_err(unreadable)?;
    let options = serde_json::from_value(stored.options.clone()).map_err(unreadable)?;
    Ok((options, log))
}

/// A finished Ribs match, whole, from the store (see [`finished_table`]).
///
/// # Errors
/// [`TableError::NoTable`], [`TableError::NotFinished`]; [`TableError::OtherGame`] for a
/// match of another game (a replay is drawn as Ribs draws its matches); a match whose log
/// does not replay; store errors.
pub(crate) async fn replay_of(store: &Store, table: MatchId) -> Result<Replay, TableError> {
    let (stored, seats) = finished_table(store, table).await?;
    if stored.game != GameKind::Ribs {
        return Err(TableError::OtherGame);
    }
    let (options, log) = read_log::<Match>(&stored)?;
    Replay::build(table, stored.server, options, seats, stored.seed, &log).map_err(|e| {
        tracing::error!(%table, error = %e, "a finished match does not replay");
        TableError::Interrupted
    })
}
