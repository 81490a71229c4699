//! The store's reads: each a method of [`Store`] answered by its backend's compiled SQL
//! (`sql/reads.rs`, `sql/history.rs`, written once for both backends).

use super::{
    HistoryRow, MatchId, MatchSummary, PlaceId, Ranking, RatingChange, RatingRow, Ratings, Reads,
    SeatRow, ServerId, StandingRow, Store, StoreError, StoredAction, StoredTable, TableStatus,
    UserId,
};
use crate::games::GameKind;
use crate::rating::{Rater, Rating};

/// Declares each read once: its documentation and signature become a method of [`Store`]
/// that asks the backend's `Reads`.
macro_rules! reads {
    ($($(#[$doc:meta])* pub async fn $name:ident(&self $(, $arg:ident: $ty:ty)*) -> $ret:ty;)*) => {
        impl Store {
            $(
                $(#[$doc])*
                pub async fn $name(&self $(, $arg: $ty)*) -> $ret {
                    match &self.reads {
                        Reads::Sqlite(r) => r.$name($($arg),*).await,
                        Reads::Postgres(r) => r.$name($($arg),*).await,
                    }
                }
            )*
        }
    };
}

reads! {
    /// Every table still open (in its lobby or being played), with its seats and whole
    /// action log in order: what a restart rebuilds.
    ///
    /// # Errors
    /// Database errors, or [`StoreError::Corrupt`] when a stored row does not parse.
    pub async fn open_tables(&self) -> Result<Vec<StoredTable>, StoreError>;
    /// One table if it is still open, with its seats and action log.
    ///
    /// # Errors
    /// Database errors, or [`StoreError::Corrupt`] when a stored row does not parse.
    pub async fn open_table(&self, table: MatchId) -> Result<Option<StoredTable>, StoreError>;
    /// One table whatever its status, with its seats and action log.
    ///
    /// # Errors
    /// Database errors, or [`StoreError::Corrupt`] when a stored row does not parse.
    pub async fn table(&self, table: MatchId) -> Result<Option<StoredTable>, StoreError>;
    /// The tables a front end may owe announcements: every open one (its table message
    /// shows the live step), and every closed one whose closing is not announced yet.
    /// The terminal's matches are not announced anywhere.
    ///
    /// # Errors
    /// Database errors.
    pub async fn tables_owing(&self) -> Result<Vec<(MatchId, ServerId)>, StoreError>;
    /// How many matches (of any status) were ever opened at `place`.
    ///
    /// # Errors
    /// Database errors.
    pub async fn count_matches(&self, place: PlaceId) -> Result<u64, StoreError>;
    /// How many matches (of any status) were opened anywhere but at `place`.
    ///
    /// # Errors
    /// Database errors.
    pub async fn count_matches_elsewhere(&self, place: PlaceId) -> Result<u64, StoreError>;
    /// How many actions a match's log holds.
    ///
    /// # Errors
    /// Database errors.
    pub async fn count_actions(&self, table: MatchId) -> Result<u64, StoreError>;
    /// A match's action log, in order.
    ///
    /// # Errors
    /// Database errors, or [`StoreError::Corrupt`] when the log has a gap or an action
    /// does not parse.
    pub async fn actions(&self, table: MatchId) -> Result<Vec<StoredAction>, StoreError>;
    /// A table's seats, in order (also of finished matches).
    ///
    /// # Errors
    /// Database errors.
    pub async fn seats(&self, table: MatchId) -> Result<Vec<SeatRow>, StoreError>;
    /// A table's status, if the table exists.
    ///
    /// # Errors
    /// Database errors.
    pub async fn table_status(&self, table: MatchId) -> Result<Option<TableStatus>, StoreError>;
    /// The top `limit` players of a game in a scope (`ServerId::NONE`: everywhere). For
    /// [`Ranking::WinRate`], only players with at least `min_matches` matches count.
    /// Forgotten players are on no board.
    ///
    /// # Errors
    /// Database errors.
    pub async fn leaderboard(&self, game: GameKind, scope: ServerId, ranking: Ranking, min_matches: u32, limit: u32) -> Result<Vec<StandingRow>, StoreError>;
    /// One player's standing in a game, in a scope (`None` before their first finished match).
    ///
    /// # Errors
    /// Database errors.
    pub async fn player_stats(&self, game: GameKind, scope: ServerId, user: UserId) -> Result<Option<StandingRow>, StoreError>;
    /// A player's last `limit` finished matches of a game in a scope (`ServerId::NONE`: everywhere),
    /// newest first.
    ///
    /// # Errors
    /// Database errors.
    pub async fn history(&self, game: GameKind, scope: ServerId, user: UserId, limit: u32) -> Result<Vec<HistoryRow>, StoreError>;
    /// The best `limit` raters of a game in a scope (`ServerId::NONE`: everywhere) by their
    /// conservative rating, computer levels among them; forgotten players are not.
    ///
    /// # Errors
    /// Database errors.
    pub async fn rating_board(&self, game: GameKind, scope: ServerId, limit: u32) -> Result<Vec<RatingRow>, StoreError>;
    /// A rater's rating in a game and scope, and their rank on its board (1: the best) as the board
    /// shows it: one more than the raters whose shown figure is higher, so raters showing
    /// the same figure share a rank; `None` before their first rated match there. Forgotten
    /// players, on no board, count for no one's rank.
    ///
    /// # Errors
    /// Database errors.
    pub async fn rating(&self, game: GameKind, scope: ServerId, rater: Rater) -> Result<Option<(Rating, u32)>, StoreError>;
    /// A rater's last `limit` rating changes in a game and scope, newest first.
    ///
    /// # Errors
    /// Database errors.
    pub async fn rating_changes_of(&self, game: GameKind, scope: ServerId, rater: Rater, limit: u32) -> Result<Vec<RatingChange>, StoreError>;
    /// The rating changes a match made in a scope, by seat.
    ///
    /// # Errors
    /// Database errors.
    pub async fn match_rating_changes(&self, table: MatchId, scope: ServerId) -> Result<Vec<RatingChange>, StoreError>;
    /// The last `limit` matches of a game finished on a server (all of them for `ServerId::NONE`),
    /// newest first; only those `player` sat in, if given.
    ///
    /// # Errors
    /// Database errors.
    pub async fn recent_matches(&self, game: GameKind, server: ServerId, player: Option<UserId>, limit: u32) -> Result<Vec<MatchSummary>, StoreError>;

    /// The stored ratings and the same recomputed from the results alone, in the order the
    /// matches were rated: equal, since ratings are a pure function of the results.
    ///
    /// # Errors
    /// Database errors.
    pub async fn ratings_recomputed(&self) -> Result<(Ratings, Ratings), StoreError>;
    /// Whether `user` may be forgotten now: [`StoreError::AtOpenTable`] while they sit at
    /// (or host) an open table, or an open lobby asks them back, as [`Store::forget`] would
    /// refuse. Only a read, so a front end can say so before it asks them to confirm.
    ///
    /// # Errors
    /// [`StoreError::AtOpenTable`]; database errors.
    pub async fn forget_refusal(&self, user: UserId) -> Result<(), StoreError>;
}
