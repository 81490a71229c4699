//! Reads: open tables to resume, leaderboards, a player's stats and match history.
//!
//! Every row is parsed into validated types here, so that damaged data fails on load with
//! a [`StoreError::Corrupt`] that says what is wrong, not three calls later.

use std::time::Duration;

use serde::Serialize;
use sqlx::Row;
use sqlx::sqlite::SqliteRow;

use super::{
    ActedBy, MatchId, PlaceId, SeatRow, ServerId, Store, StoreError, StoredAction, StoredTable,
    TableStatus, UserId, sql_id,
};
use crate::game::{Action, Options};

/// The columns of a stored table, for [`Store::open_tables`] and [`Store::open_table`] (a
/// macro, so that each query stays one literal).
macro_rules! select_table {
    ($where:literal) => {
        concat!(
            "SELECT id, place, server, host, options, turn_timer_ms, seed, status, thread, frontend, created_at, started_at, announced, closing, closing_announced FROM matches ",
            $where
        )
    };
}

/// How a leaderboard is ordered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Ranking {
    /// Most matches won.
    Wins,
    /// Best share of matches won, among players with at least the minimum matches.
    WinRate,
    /// Most hands won.
    Hands,
}

/// A player's standing in one scope (a server, or everywhere).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StandingRow {
    pub user: UserId,
    pub name: String,
    pub matches: u32,
    pub wins: u32,
    pub hands_won: u32,
    pub points: u64,
    pub bids_made: u32,
    pub bids_lost: u32,
    pub cracks: u32,
    pub folds: u32,
}

impl StandingRow {
    /// Matches won per match played.
    pub fn win_rate(&self) -> f64 {
        if self.matches == 0 {
            0.0
        } else {
            f64::from(self.wins) / f64::from(self.matches)
        }
    }
}

/// One finished match from a player's point of view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HistoryRow {
    pub table: MatchId,
    pub server: ServerId,
    pub ended_at_ms: i64,
    pub players: u32,
    pub seat: u8,
    pub won: bool,
    pub hands_won: u32,
    pub points: u32,
}

fn corrupt(what: &str, e: impl std::fmt::Display) -> StoreError {
    StoreError::Corrupt(format!("{what}: {e}"))
}

fn u32_of(row: &SqliteRow, column: &str) -> Result<u32, StoreError> {
    let v: i64 = row.try_get(column)?;
    u32::try_from(v).map_err(|_| corrupt(column, format!("{v} out of range")))
}

fn seat_row(row: &SqliteRow) -> Result<SeatRow, StoreError> {
    let user: Option<i64> = row.try_get("user_id")?;
    Ok(SeatRow {
        user: user.map(|u| UserId(u as u64)),
        computer: row.try_get("computer")?,
        name: row.try_get("name")?,
        autopilot: super::Autopilot::from_code(row.try_get("autopilot")?)?,
        display: None,
    })
}

impl Store {
    /// Every table still open (in its lobby or being played), with its seats and whole
    /// action log in order: what a restart rebuilds.
    ///
    /// # Errors
    /// Database errors, or [`StoreError::Corrupt`] when a stored row does not parse.
    pub async fn open_tables(&self) -> Result<Vec<StoredTable>, StoreError> {
        let rows = sqlx::query(select_table!(
            "WHERE status IN ('lobby', 'playing') ORDER BY id"
        ))
        .fetch_all(&self.reads)
        .await?;
        let mut tables = Vec::with_capacity(rows.len());
        for row in rows {
            tables.push(self.stored_table(&row).await?);
        }
        Ok(tables)
    }

    /// One table if it is still open, with its seats and action log.
    ///
    /// # Errors
    /// Database errors, or [`StoreError::Corrupt`] when a stored row does not parse.
    pub async fn open_table(&self, table: MatchId) -> Result<Option<StoredTable>, StoreError> {
        let row = sqlx::query(select_table!(
            "WHERE id = ? AND status IN ('lobby', 'playing')"
        ))
        .bind(table.0)
        .fetch_optional(&self.reads)
        .await?;
        self.stored_table_of(row).await
    }

    /// One table whatever its status, with its seats and action log.
    ///
    /// # Errors
    /// Database errors, or [`StoreError::Corrupt`] when a stored row does not parse.
    pub async fn table(&self, table: MatchId) -> Result<Option<StoredTable>, StoreError> {
        let row = sqlx::query(select_table!("WHERE id = ?"))
            .bind(table.0)
            .fetch_optional(&self.reads)
            .await?;
        self.stored_table_of(row).await
    }

    /// The tables a front end may owe announcements: every open one (its table message
    /// shows the live step), and every closed one whose closing is not announced yet.
    /// The terminal's matches are not announced anywhere.
    ///
    /// # Errors
    /// Database errors.
    pub async fn tables_owing(&self) -> Result<Vec<MatchId>, StoreError> {
        let ids: Vec<i64> = sqlx::query_scalar(
            "SELECT id FROM matches WHERE place != 0 AND (status IN ('lobby', 'playing') OR closing_announced = 0) ORDER BY id",
        )
        .fetch_all(&self.reads)
        .await?;
        Ok(ids.into_iter().map(MatchId).collect())
    }

    async fn stored_table_of(
        &self,
        row: Option<SqliteRow>,
    ) -> Result<Option<StoredTable>, StoreError> {
        match row {
            Some(row) => Ok(Some(self.stored_table(&row).await?)),
            None => Ok(None),
        }
    }

    async fn stored_table(&self, row: &SqliteRow) -> Result<StoredTable, StoreError> {
        let id = MatchId(row.try_get("id")?);
        let options: String = row.try_get("options")?;
        let options: Options = serde_json::from_str(&options)
            .map_err(|e| corrupt(&format!("options of table {id}"), e))?;
        let timer: i64 = row.try_get("turn_timer_ms")?;
        let status: String = row.try_get("status")?;
        Ok(StoredTable {
            id,
            place: PlaceId(row.try_get::<i64, _>("place")? as u64),
            server: ServerId(row.try_get::<i64, _>("server")? as u64),
            host: UserId(row.try_get::<i64, _>("host")? as u64),
            options,
            turn_timer: (timer > 0).then(|| Duration::from_millis(timer as u64)),
            seed: row.try_get::<i64, _>("seed")? as u64,
            status: TableStatus::parse(&status)?,
            thread: row
                .try_get::<Option<i64>, _>("thread")?
                .map(|t| PlaceId(t as u64)),
            frontend: row.try_get("frontend")?,
            seats: self.seats(id).await?,
            actions: self.actions(id).await?,
            created_at_ms: row.try_get("created_at")?,
            started_at_ms: row.try_get("started_at")?,
            announced: row.try_get::<i64, _>("announced")?.max(0) as u64,
            closing: row.try_get("closing")?,
            closing_announced: row.try_get("closing_announced")?,
        })
    }

    /// How many matches (of any status) were ever opened at `place`.
    ///
    /// # Errors
    /// Database errors.
    pub async fn count_matches(&self, place: PlaceId) -> Result<u64, StoreError> {
        let n: i64 = sqlx::query_scalar("SELECT count(*) FROM matches WHERE place = ?")
            .bind(sql_id(place.0))
            .fetch_one(&self.reads)
            .await?;
        Ok(n as u64)
    }

    /// How many matches (of any status) were opened anywhere but at `place`.
    ///
    /// # Errors
    /// Database errors.
    pub async fn count_matches_elsewhere(&self, place: PlaceId) -> Result<u64, StoreError> {
        let n: i64 = sqlx::query_scalar("SELECT count(*) FROM matches WHERE place != ?")
            .bind(sql_id(place.0))
            .fetch_one(&self.reads)
            .await?;
        Ok(n as u64)
    }

    /// How many actions a match's log holds.
    ///
    /// # Errors
    /// Database errors.
    pub async fn count_actions(&self, table: MatchId) -> Result<u64, StoreError> {
        let n: i64 = sqlx::query_scalar("SELECT count(*) FROM actions WHERE match_id = ?")
            .bind(table.0)
            .fetch_one(&self.reads)
            .await?;
        Ok(n.max(0) as u64)
    }

    /// A match's action log, in order.
    ///
    /// # Errors
    /// Database errors, or [`StoreError::Corrupt`] when the log has a gap or an action
    /// does not parse.
    pub async fn actions(&self, table: MatchId) -> Result<Vec<StoredAction>, StoreError> {
        let rows = sqlx::query(
            "SELECT step, seat, action, by, at FROM actions WHERE match_id = ? ORDER BY step",
        )
        .bind(table.0)
        .fetch_all(&self.reads)
        .await?;
        let mut actions = Vec::with_capacity(rows.len());
        for (i, row) in rows.iter().enumerate() {
            let step = row.try_get::<i64, _>("step")? as u64;
            if step != i as u64 {
                return Err(corrupt(
                    &format!("action log of match {table}"),
                    format!("step {i} is missing"),
                ));
            }
            let text: String = row.try_get("action")?;
            let action: Action = serde_json::from_str(&text)
                .map_err(|e| corrupt(&format!("match {table} step {step}"), e))?;
            let seat = u8::try_from(row.try_get::<i64, _>("seat")?)
                .map_err(|e| corrupt(&format!("match {table} step {step} seat"), e))?;
            let by: String = row.try_get("by")?;
            actions.push(StoredAction {
                step,
                seat,
                action,
                by: ActedBy::parse(&by)?,
                at_ms: row.try_get("at")?,
            });
        }
        Ok(actions)
    }

    /// A table's seats, in order (also of finished matches).
    ///
    /// # Errors
    /// Database errors.
    pub async fn seats(&self, table: MatchId) -> Result<Vec<SeatRow>, StoreError> {
        sqlx::query(
            "SELECT user_id, computer, name, autopilot FROM seats WHERE match_id = ? ORDER BY seat",
        )
        .bind(table.0)
        .fetch_all(&self.reads)
        .await?
        .iter()
        .map(seat_row)
        .collect()
    }

    /// A table's status, if the table exists.
    ///
    /// # Errors
    /// Database errors.
    pub async fn table_status(&self, table: MatchId) -> Result<Option<TableStatus>, StoreError> {
        let row = sqlx::query("SELECT status FROM matches WHERE id = ?")
            .bind(table.0)
            .fetch_optional(&self.reads)
            .await?;
        match row {
            Some(row) => Ok(Some(TableStatus::parse(
                &row.try_get::<String, _>("status")?,
            )?)),
            None => Ok(None),
        }
    }

    /// The top `limit` players of a scope (`ServerId::NONE`: everywhere). For
    /// [`Ranking::WinRate`], only players with at least `min_matches` matches count.
    /// Forgotten players are on no board.
    ///
    /// # Errors
    /// Database errors.
    pub async fn leaderboard(
        &self,
        scope: ServerId,
        ranking: Ranking,
        min_matches: u32,
        limit: u32,
    ) -> Result<Vec<StandingRow>, StoreError> {
        // Each order matches one of the standings indexes.
        let sql = match ranking {
            // Ties broken by the next measures; players level on all of them share a rank
            // (the front end shows it), listed by name.
            Ranking::Wins => {
                "SELECT s.*, p.name FROM standings s JOIN players p ON p.id = s.user_id
                 WHERE s.server = ? AND s.matches >= ? AND NOT p.forgotten
                 ORDER BY s.wins DESC, s.matches ASC, s.hands_won DESC, p.name, s.user_id LIMIT ?"
            }
            Ranking::WinRate => {
                "SELECT s.*, p.name FROM standings s JOIN players p ON p.id = s.user_id
                 WHERE s.server = ? AND s.matches >= ? AND NOT p.forgotten
                 ORDER BY CAST(s.wins AS REAL) / s.matches DESC, s.matches DESC, p.name, s.user_id LIMIT ?"
            }
            Ranking::Hands => {
                "SELECT s.*, p.name FROM standings s JOIN players p ON p.id = s.user_id
                 WHERE s.server = ? AND s.matches >= ? AND NOT p.forgotten
                 ORDER BY s.hands_won DESC, s.wins DESC, p.name, s.user_id LIMIT ?"
            }
        };
        let min = if ranking == Ranking::WinRate {
            min_matches.max(1)
        } else {
            1
        };
        sqlx::query(sql)
            .bind(sql_id(scope.0))
            .bind(i64::from(min))
            .bind(i64::from(limit))
            .fetch_all(&self.reads)
            .await?
            .iter()
            .map(standing_row)
            .collect()
    }

    /// One player's standing in a scope (`None` before their first finished match).
    ///
    /// # Errors
    /// Database errors.
    pub async fn player_stats(
        &self,
        scope: ServerId,
        user: UserId,
    ) -> Result<Option<StandingRow>, StoreError> {
        let row = sqlx::query(
            "SELECT s.*, p.name FROM standings s JOIN players p ON p.id = s.user_id
             WHERE s.server = ? AND s.user_id = ? AND NOT p.forgotten",
        )
        .bind(sql_id(scope.0))
        .bind(sql_id(user.0))
        .fetch_optional(&self.reads)
        .await?;
        row.as_ref().map(standing_row).transpose()
    }

    /// A player's last `limit` finished matches in a scope (`ServerId::NONE`: everywhere),
    /// newest first.
    ///
    /// # Errors
    /// Database errors.
    pub async fn history(
        &self,
        scope: ServerId,
        user: UserId,
        limit: u32,
    ) -> Result<Vec<HistoryRow>, StoreError> {
        sqlx::query(
            "SELECT r.match_id, r.seat, r.won, r.hands_won, r.points, m.server, m.ended_at,
                    (SELECT count(*) FROM seats s WHERE s.match_id = r.match_id) AS players
             FROM results r JOIN matches m ON m.id = r.match_id
             WHERE r.user_id = ?1 AND (?2 = 0 OR m.server = ?2)
             ORDER BY r.match_id DESC LIMIT ?3",
        )
        .bind(sql_id(user.0))
        .bind(sql_id(scope.0))
        .bind(i64::from(limit))
        .fetch_all(&self.reads)
        .await?
        .iter()
        .map(|row| {
            Ok(HistoryRow {
                table: MatchId(row.try_get("match_id")?),
                server: ServerId(row.try_get::<i64, _>("server")? as u64),
                ended_at_ms: row.try_get::<Option<i64>, _>("ended_at")?.unwrap_or(0),
                players: u32_of(row, "players")?,
                seat: u8::try_from(row.try_get::<i64, _>("seat")?)
                    .map_err(|e| corrupt("seat", e))?,
                won: row.try_get("won")?,
                hands_won: u32_of(row, "hands_won")?,
                points: u32_of(row, "points")?,
            })
        })
        .collect()
    }
}

fn standing_row(row: &SqliteRow) -> Result<StandingRow, StoreError> {
    Ok(StandingRow {
        user: UserId(row.try_get::<i64, _>("user_id")? as u64),
        name: row.try_get("name")?,
        matches: u32_of(row, "matches")?,
        wins: u32_of(row, "wins")?,
        hands_won: u32_of(row, "hands_won")?,
        points: row.try_get::<i64, _>("points")? as u64,
        bids_made: u32_of(row, "bids_made")?,
        bids_lost: u32_of(row, "bids_lost")?,
        cracks: u32_of(row, "cracks")?,
        folds: u32_of(row, "folds")?,
    })
}
