//! Reads: open tables to resume, leaderboards, a player's stats and match history.
//!
//! Every row is parsed into validated types here, so that damaged data fails on load with
//! a [`StoreError::Corrupt`] that says what is wrong, not three calls later.

use std::time::Duration;

use sqlx::Row as _;

use super::{Reads, Row, flag};
use crate::games::GameKind;
use crate::store::reads::{HistoryRow, Ranking, StandingRow, corrupt};
use crate::store::{
    ActedBy, MatchId, PlaceId, SeatRow, ServerId, StoreError, StoredAction, StoredTable,
    TableStatus, UserId, sql_id,
};

/// The columns of a stored table, for [`Store::open_tables`] and [`Store::open_table`] (a
/// macro, so that each query stays one literal).
macro_rules! select_table {
    ($where:literal) => {
        concat!(
            "SELECT id, game, place, server, host, options, turn_timer_ms, seed, status, thread, frontend, created_at, started_at, announced, closing, closing_announced FROM matches ",
            $where
        )
    };
}

fn u32_of(row: &Row, column: &str) -> Result<u32, StoreError> {
    let v: i64 = row.try_get(column)?;
    u32::try_from(v).map_err(|_| corrupt(column, format!("{v} out of range")))
}

fn seat_row(row: &Row) -> Result<SeatRow, StoreError> {
    let user: Option<i64> = row.try_get("user_id")?;
    Ok(SeatRow {
        user: user.map(|u| UserId(u as u64)),
        computer: row.try_get("computer")?,
        name: row.try_get("name")?,
        autopilot: crate::store::Autopilot::from_code(row.try_get("autopilot")?)?,
        display: None,
    })
}

impl Reads {
    pub async fn open_tables(&self) -> Result<Vec<StoredTable>, StoreError> {
        let rows = sqlx::query(select_table!(
            "WHERE status IN ('lobby', 'playing') ORDER BY id"
        ))
        .fetch_all(&self.pool)
        .await?;
        let mut tables = Vec::with_capacity(rows.len());
        for row in rows {
            tables.push(self.stored_table(&row).await?);
        }
        Ok(tables)
    }

    pub async fn open_table(&self, table: MatchId) -> Result<Option<StoredTable>, StoreError> {
        let row = sqlx::query(select_table!(
            "WHERE id = $1 AND status IN ('lobby', 'playing')"
        ))
        .bind(table.0)
        .fetch_optional(&self.pool)
        .await?;
        self.stored_table_of(row).await
    }

    pub async fn table(&self, table: MatchId) -> Result<Option<StoredTable>, StoreError> {
        let row = sqlx::query(select_table!("WHERE id = $1"))
            .bind(table.0)
            .fetch_optional(&self.pool)
            .await?;
        self.stored_table_of(row).await
    }

    pub async fn tables_owing(&self) -> Result<Vec<(MatchId, ServerId)>, StoreError> {
        let ids: Vec<(i64, i64)> = sqlx::query_as(
            "SELECT id, server FROM matches WHERE place != 0 AND (status IN ('lobby', 'playing') OR closing_announced = 0) ORDER BY id",
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(ids
            .into_iter()
            .map(|(id, server)| (MatchId(id), ServerId(server as u64)))
            .collect())
    }

    async fn stored_table_of(&self, row: Option<Row>) -> Result<Option<StoredTable>, StoreError> {
        match row {
            Some(row) => Ok(Some(self.stored_table(&row).await?)),
            None => Ok(None),
        }
    }

    async fn stored_table(&self, row: &Row) -> Result<StoredTable, StoreError> {
        let id = MatchId(row.try_get("id")?);
        let options: String = row.try_get("options")?;
        let options: serde_json::Value = serde_json::from_str(&options)
            .map_err(|e| corrupt(&format!("options of table {id}"), e))?;
        let timer: i64 = row.try_get("turn_timer_ms")?;
        let status: String = row.try_get("status")?;
        Ok(StoredTable {
            id,
            game: super::ratings::game_of(&row.try_get::<String, _>("game")?)?,
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
            closing_announced: flag(row, "closing_announced")?,
        })
    }

    pub async fn count_matches(&self, place: PlaceId) -> Result<u64, StoreError> {
        let n: i64 = sqlx::query_scalar("SELECT count(*) FROM matches WHERE place = $1")
            .bind(sql_id(place.0))
            .fetch_one(&self.pool)
            .await?;
        Ok(n as u64)
    }

    pub async fn count_matches_elsewhere(&self, place: PlaceId) -> Result<u64, StoreError> {
        let n: i64 = sqlx::query_scalar("SELECT count(*) FROM matches WHERE place != $1")
            .bind(sql_id(place.0))
            .fetch_one(&self.pool)
            .await?;
        Ok(n as u64)
    }

    pub async fn count_actions(&self, table: MatchId) -> Result<u64, StoreError> {
        let n: i64 = sqlx::query_scalar("SELECT count(*) FROM actions WHERE match_id = $1")
            .bind(table.0)
            .fetch_one(&self.pool)
            .await?;
        Ok(n.max(0) as u64)
    }

    pub async fn actions(&self, table: MatchId) -> Result<Vec<StoredAction>, StoreError> {
        let rows = sqlx::query(
            "SELECT step, seat, action, by, at FROM actions WHERE match_id = $1 ORDER BY step",
        )
        .bind(table.0)
        .fetch_all(&self.pool)
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
            let action: serde_json::Value = serde_json::from_str(&text)
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

    pub async fn seats(&self, table: MatchId) -> Result<Vec<SeatRow>, StoreError> {
        sqlx::query(
            "SELECT user_id, computer, name, autopilot FROM seats WHERE match_id = $1 ORDER BY seat",
        )
        .bind(table.0)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(seat_row)
        .collect()
    }

    pub async fn table_status(&self, table: MatchId) -> Result<Option<TableStatus>, StoreError> {
        let row = sqlx::query("SELECT status FROM matches WHERE id = $1")
            .bind(table.0)
            .fetch_optional(&self.pool)
            .await?;
        match row {
            Some(row) => Ok(Some(TableStatus::parse(
                &row.try_get::<String, _>("status")?,
            )?)),
            None => Ok(None),
        }
    }

    pub async fn leaderboard(
        &self,
        game: GameKind,
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
                 WHERE s.game = $1 AND s.server = $2 AND s.matches >= $3 AND p.forgotten = 0
                 ORDER BY s.wins DESC, s.matches ASC, s.hands_won DESC, p.name, s.user_id LIMIT $4"
            }
            // The backend's own 64-bit float, spelled as its standings_by_rate index has it.
            Ranking::WinRate => super::WIN_RATE_ORDER,
            Ranking::Hands => {
                "SELECT s.*, p.name FROM standings s JOIN players p ON p.id = s.user_id
                 WHERE s.game = $1 AND s.server = $2 AND s.matches >= $3 AND p.forgotten = 0
                 ORDER BY s.hands_won DESC, s.wins DESC, p.name, s.user_id LIMIT $4"
            }
        };
        let min = if ranking == Ranking::WinRate {
            min_matches.max(1)
        } else {
            1
        };
        sqlx::query(sql)
            .bind(game.id())
            .bind(sql_id(scope.0))
            .bind(i64::from(min))
            .bind(i64::from(limit))
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(standing_row)
            .collect()
    }

    pub async fn player_stats(
        &self,
        game: GameKind,
        scope: ServerId,
        user: UserId,
    ) -> Result<Option<StandingRow>, StoreError> {
        let row = sqlx::query(
            "SELECT s.*, p.name FROM standings s JOIN players p ON p.id = s.user_id
             WHERE s.game = $1 AND s.server = $2 AND s.user_id = $3 AND p.forgotten = 0",
        )
        .bind(game.id())
        .bind(sql_id(scope.0))
        .bind(sql_id(user.0))
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(standing_row).transpose()
    }

    pub async fn history(
        &self,
        game: GameKind,
        scope: ServerId,
        user: UserId,
        limit: u32,
    ) -> Result<Vec<HistoryRow>, StoreError> {
        sqlx::query(
            "SELECT r.match_id, r.seat, r.won, r.hands_won, r.points, m.server, m.ended_at,
                    (SELECT count(*) FROM seats s WHERE s.match_id = r.match_id) AS players
             FROM results r JOIN matches m ON m.id = r.match_id
             WHERE r.user_id = $1 AND ($2 = 0 OR m.server = $2) AND m.game = $4
             ORDER BY r.match_id DESC LIMIT $3",
        )
        .bind(sql_id(user.0))
        .bind(sql_id(scope.0))
        .bind(i64::from(limit))
        .bind(game.id())
        .fetch_all(&self.pool)
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
                won: flag(row, "won")?,
                hands_won: u32_of(row, "hands_won")?,
                points: u32_of(row, "points")?,
            })
        })
        .collect()
    }
}

fn standing_row(row: &Row) -> Result<StandingRow, StoreError> {
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
