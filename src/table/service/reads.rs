//! What the table service reads for front ends: leaderboards, stats, histories and match
//! logs from the store, and what a front end owes the players of a table.

use super::*;
use crate::core::Seat;
use crate::games::GameKind;
use crate::table::{MatchSummary, Rater, Rating, RatingChange, RatingRow, Replay};

impl TableService {
    // ----- What the store keeps, for front ends -----

    /// The top `limit` players of a game in a scope (`ServerId::NONE`: everywhere). For
    /// [`Ranking::WinRate`], only players with at least `min_matches` matches count.
    ///
    /// # Errors
    /// Store errors.
    pub async fn leaderboard(
        &self,
        game: GameKind,
        scope: ServerId,
        ranking: Ranking,
        min_matches: u32,
        limit: u32,
    ) -> Result<Vec<StandingRow>, TableError> {
        Ok(self
            .shared
            .store
            .leaderboard(game, scope, ranking, min_matches, limit)
            .await?)
    }

    /// One player's standing at a game in a scope (`None` before their first finished match
    /// of it there).
    ///
    /// # Errors
    /// Store errors.
    pub async fn stats(
        &self,
        game: GameKind,
        scope: ServerId,
        user: UserId,
    ) -> Result<Option<StandingRow>, TableError> {
        Ok(self.shared.store.player_stats(game, scope, user).await?)
    }

    /// A player's last `limit` finished matches of a game in a scope (a server's only, or
    /// `ServerId::NONE`: everywhere), newest first.
    ///
    /// # Errors
    /// Store errors.
    pub async fn history(
        &self,
        game: GameKind,
        scope: ServerId,
        user: UserId,
        limit: u32,
    ) -> Result<Vec<HistoryRow>, TableError> {
        Ok(self.shared.store.history(game, scope, user, limit).await?)
    }

    /// A closed match's actions, in order. An open match's log holds its players' hidden
    /// cards (the ribs, the folds) and is refused, as its replay is.
    ///
    /// # Errors
    /// [`TableError::NotFinished`] while the table is open; [`TableError::NoTable`];
    /// store errors.
    pub async fn log<G: Hosted>(
        &self,
        table: MatchId,
    ) -> Result<Vec<(Seat, G::Action)>, TableError> {
        match self.shared.store.table_status(table).await? {
            None => return Err(TableError::NoTable),
            Some(status) if status.is_open() => return Err(TableError::NotFinished),
            Some(_) => {}
        }
        let actions = self.shared.store.actions(table).await?;
        actions
            .into_iter()
            .map(|a| {
                let action = serde_json::from_value(a.action).map_err(|e| {
                    tracing::error!(%table, step = a.step, error = %e, "a stored action does not read");
                    TableError::Interrupted
                })?;
                Ok((Seat(a.seat), action))
            })
            .collect()
    }

    /// How many actions a match's log holds: its step as stored (open or closed).
    ///
    /// # Errors
    /// Store errors.
    pub async fn steps(&self, table: MatchId) -> Result<u64, TableError> {
        Ok(self.shared.store.count_actions(table).await?)
    }

    /// A table's status as stored (`None` for a table that never existed).
    ///
    /// # Errors
    /// Store errors.
    pub async fn status(&self, table: MatchId) -> Result<Option<TableStatus>, TableError> {
        Ok(self.shared.store.table_status(table).await?)
    }

    // ----- What front ends owe the players -----

    /// The front end found that the table's place is gone (its channel deleted, the bot
    /// removed or refused there): the match stops, recorded as stopped, nobody credited,
    /// and the place is free.
    ///
    /// # Errors
    /// No such open table; store errors.
    pub async fn lose_place<G: Hosted>(&self, table: MatchId) -> Result<TableInfo<G>, TableError> {
        self.ask(table, Request::LosePlace).await
    }

    /// The tables a front end may owe something, to go through after a restart: every
    /// open table, and every closed one whose closing is not announced yet, of the
    /// servers this service resumes ([`crate::table::TableConfig::resume`]).
    ///
    /// # Errors
    /// Store errors.
    pub async fn tables_owing(&self) -> Result<Vec<MatchId>, TableError> {
        let resume = &self.shared.config.resume;
        Ok(self
            .shared
            .store
            .tables_owing()
            .await?
            .into_iter()
            .filter(|(_, server)| resume.takes(*server))
            .map(|(id, _)| id)
            .collect())
    }

    /// The open tables of a server (a front end that leaves a server stops them).
    pub async fn tables_in(&self, server: ServerId) -> Vec<MatchId> {
        let registry = self.shared.registry.lock().expect("registry lock");
        registry
            .tables
            .iter()
            .filter(|(_, entry)| entry.server == server)
            .map(|(id, _)| *id)
            .collect()
    }

    /// The game played at a table, open or closed (`NoTable` for a table that never was).
    pub async fn game(&self, table: MatchId) -> Result<crate::games::GameKind, TableError> {
        if let Some(game) = self.game_of(table) {
            return Ok(game);
        }
        let stored = self.shared.store.table(table).await?;
        Ok(stored.ok_or(TableError::NoTable)?.game)
    }

    /// What a front end owes the players of `table`, derived from the committed log: the
    /// announcements of every action after the last one it announced, and the closing if
    /// the table is closed and that is not announced yet.
    ///
    /// # Errors
    /// No such table; a stored table that does not replay; store errors.
    pub async fn owed<G: Hosted>(&self, table: MatchId) -> Result<Owed<G>, TableError> {
        let stored = self
            .shared
            .store
            .table(table)
            .await?
            .ok_or(TableError::NoTable)?;
        let announced = stored.announced;
        let frontend = stored.frontend.clone();
        let closing = match (stored.status, stored.closing.as_deref()) {
            (status, _) if status.is_open() || stored.closing_announced => None,
            // A won match is recorded with its last action (no account); a resigned one
            // with its account.
            (TableStatus::Finished, json) => Some(
                json.and_then(|j| serde_json::from_str(j).ok())
                    .unwrap_or(Closing::Won),
            ),
            (_, Some(json)) => Some(serde_json::from_str(json).unwrap_or(Closing::Failed)),
            (_, None) => Some(Closing::Failed),
        };
        let mut announcements = Vec::new();
        if stored.started_at_ms.is_some() {
            let options = serde_json::from_value(stored.options.clone()).map_err(|e| {
                tracing::error!(%table, error = %e, "a stored table's options do not read");
                TableError::Interrupted
            })?;
            let _ = actor::rebuild::<G>(
                options,
                stored.seats.len() as u8,
                stored.seed,
                &stored.actions,
                |step, events| {
                    if step >= announced {
                        announcements.extend(Announcement::<G>::of_step(step, events));
                    }
                },
            )
            .map_err(|e| {
                tracing::error!(%table, error = %e, "a stored table does not replay");
                TableError::Interrupted
            })?;
        }
        let info = if stored.status.is_open() {
            self.info(table).await?
        } else {
            let actor = actor::Actor::<G>::resume(stored, self.wiring()).map_err(|e| {
                tracing::error!(%table, error = %e, "a stored table does not rebuild");
                TableError::Interrupted
            })?;
            actor.info()
        };
        Ok(Owed {
            info,
            frontend,
            announced,
            announcements,
            closing,
        })
    }

    /// Records what the front end has announced of a table: the first `announced` actions
    /// of its log, and (once it is closed) whether its closing is.
    ///
    /// # Errors
    /// Store errors.
    pub async fn set_announced(
        &self,
        table: MatchId,
        announced: u64,
        closing_announced: bool,
    ) -> Result<(), TableError> {
        Ok(self
            .shared
            .store
            .set_announced(table, announced, closing_announced)
            .await?)
    }

    /// Makes a table's task panic, for the tests of the guard.
    #[cfg(test)]
    pub(crate) async fn inject_panic(&self, table: MatchId) {
        if let Some(Ok(sender)) = self.sender::<crate::games::ribs::Match>(table) {
            let _ = sender.send(Request::Panic).await;
        }
    }

    // ----- Ratings, history, replays -----

    /// The best `limit` raters of a game in a scope by conservative rating, computer levels
    /// among them.
    ///
    /// # Errors
    /// Store errors.
    pub async fn rating_board(
        &self,
        game: GameKind,
        scope: ServerId,
        limit: u32,
    ) -> Result<Vec<RatingRow>, TableError> {
        Ok(self.shared.store.rating_board(game, scope, limit).await?)
    }

    /// A rater's rating at a game in a scope and their rank there (`None` before their
    /// first rated match of it), with their last `changes` rating changes.
    ///
    /// # Errors
    /// Store errors.
    pub async fn rating(
        &self,
        game: GameKind,
        scope: ServerId,
        rater: Rater,
        changes: u32,
    ) -> Result<Option<(Rating, u32, Vec<RatingChange>)>, TableError> {
        let store = &self.shared.store;
        let Some((rating, rank)) = store.rating(game, scope, rater).await? else {
            return Ok(None);
        };
        let last = store.rating_changes_of(game, scope, rater, changes).await?;
        Ok(Some((rating, rank, last)))
    }

    /// The rating changes a finished match made in a scope, by seat.
    ///
    /// # Errors
    /// Store errors.
    pub async fn match_rating_changes(
        &self,
        table: MatchId,
        scope: ServerId,
    ) -> Result<Vec<RatingChange>, TableError> {
        Ok(self.shared.store.match_rating_changes(table, scope).await?)
    }

    /// The last `limit` matches of a game finished on a server, newest first; only those
    /// `player` sat in, if given.
    ///
    /// # Errors
    /// Store errors.
    pub async fn recent_matches(
        &self,
        game: GameKind,
        server: ServerId,
        player: Option<UserId>,
        limit: u32,
    ) -> Result<Vec<MatchSummary>, TableError> {
        Ok(self
            .shared
            .store
            .recent_matches(game, server, player, limit)
            .await?)
    }

    /// A finished match, whole, for a replay: refused while it is being played (that would
    /// show hidden cards) and for a match never finished.
    ///
    /// # Errors
    /// [`TableError::NoTable`], [`TableError::NotFinished`]; a match whose log does not
    /// replay; store errors.
    pub async fn replay(&self, table: MatchId) -> Result<Replay, TableError> {
        crate::table::archive::replay_of(&self.shared.store, table).await
    }

    /// The game a finished match was played in.
    ///
    /// # Errors
    /// As [`TableService::replay`].
    pub async fn finished_game(&self, table: MatchId) -> Result<GameKind, TableError> {
        crate::table::archive::game_of(&self.shared.store, table).await
    }

    /// A finished match of game `G`, played again action by action (every card of it:
    /// refused, as [`TableService::replay`], until it is over).
    ///
    /// # Errors
    /// As [`TableService::replay`]; [`TableError::OtherGame`] for another game's match.
    pub async fn finished<G: crate::games::Game>(
        &self,
        table: MatchId,
    ) -> Result<crate::table::replay::Finished<G>, TableError> {
        crate::table::archive::finished_of(&self.shared.store, table).await
    }

    /// A new lobby where a finished match was played, with its options, turn timer and
    /// computer players (at their levels): `by`, who played it, hosts it; the others re-join
    /// with a click. `frontend` makes the front end's state for the new table from the old
    /// one's and the people who played the old one. A match has one rematch at most, so its
    /// people are asked back (and pinged) once.
    ///
    /// # Errors
    /// The match is not finished; [`TableError::NotAPlayer`] for someone who did not play
    /// it; [`TableError::RematchTaken`] once it had its rematch; its place has a table
    /// again; the caps; store errors.
    pub async fn rematch<G: Hosted>(
        &self,
        table: MatchId,
        by: Player,
        frontend: impl FnOnce(Option<&str>, &[UserId]) -> Option<String>,
    ) -> Result<TableInfo<G>, TableError> {
        let stored = self
            .shared
            .store
            .table(table)
            .await?
            .ok_or(TableError::NoTable)?;
        if stored.status.is_open() {
            return Err(TableError::NotFinished);
        }
        if stored.game != G::KIND {
            return Err(TableError::OtherGame);
        }
        let options = serde_json::from_value(stored.options.clone()).map_err(|e| {
            tracing::error!(%table, error = %e, "a stored table's options do not read");
            TableError::Interrupted
        })?;
        let people: Vec<UserId> = stored.seats.iter().filter_map(|row| row.user).collect();
        if !people.contains(&by.id) {
            return Err(TableError::NotAPlayer);
        }
        let computers = stored
            .seats
            .iter()
            .filter_map(|row| row.computer.as_deref()?.parse().ok())
            .collect();
        let settings = TableSettings::<G> {
            options,
            turn_timer: stored.turn_timer,
            computers,
            seed: None,
            frontend: frontend(stored.frontend.as_deref(), &people),
            rematch_of: Some(table),
        };
        self.create(stored.place, stored.server, by, settings).await
    }
}
