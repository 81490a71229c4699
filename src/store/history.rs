//! Reads of finished matches and ratings: the rating board, a rater's rating, rank and last
//! changes, a match's rating changes, and the recent matches of a server.

use serde::Serialize;
use sqlx::Row;
use sqlx::sqlite::SqliteRow;

use super::{MatchId, ServerId, Store, StoreError, UserId, sql_id};
use crate::rating::{Rater, Rating};

/// A rater's line on the rating board.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RatingRow {
    #[serde(skip)]
    pub rater: Rater,
    /// The person's name (`None` for a computer level).
    pub name: Option<String>,
    #[serde(skip)]
    pub rating: Rating,
}

/// One rating change of a rater: a match, before and after.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingChange {
    pub table: MatchId,
    pub seat: u8,
    pub rater: Rater,
    pub before: Rating,
    pub after: Rating,
}

/// A finished match as a history lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MatchSummary {
    pub table: MatchId,
    pub server: ServerId,
    pub ended_at_ms: i64,
    /// Each seat's name, in seat order, and whether a computer sits there.
    pub seats: Vec<(String, bool)>,
    pub winner: u8,
    pub hand_wins: Vec<u32>,
}

fn rating_of(row: &SqliteRow, prefix: &str) -> Result<Rating, StoreError> {
    Ok(Rating {
        mu: row.try_get(format!("mu{prefix}").as_str())?,
        sigma: row.try_get(format!("sigma{prefix}").as_str())?,
        matches: row
            .try_get::<i64, _>(format!("matches{prefix}").as_str())?
            .max(0) as u32,
    })
}

impl Store {
    /// The best `limit` raters of a scope (`ServerId::NONE`: everywhere) by their
    /// conservative rating, computer levels among them; forgotten players are not.
    ///
    /// # Errors
    /// Database errors.
    pub async fn rating_board(
        &self,
        scope: ServerId,
        limit: u32,
    ) -> Result<Vec<RatingRow>, StoreError> {
        sqlx::query(
            "SELECT r.rater, r.mu, r.sigma, r.matches, p.name FROM ratings r
             LEFT JOIN players p ON p.id = r.rater
             WHERE r.server = ? AND NOT coalesce(p.forgotten, 0) ORDER BY (r.mu - 3 * r.sigma) DESC, r.matches DESC, r.rater LIMIT ?",
        )
        .bind(sql_id(scope.0))
        .bind(i64::from(limit))
        .fetch_all(&self.reads)
        .await?
        .iter()
        .map(|row| {
            Ok(RatingRow {
                rater: Rater(row.try_get("rater")?),
                name: row.try_get("name")?,
                rating: rating_of(row, "")?,
            })
        })
        .collect()
    }

    /// A rater's rating in a scope, and their rank on its board (1: the best) as the board
    /// shows it: one more than the raters whose shown figure is higher, so raters showing
    /// the same figure share a rank; `None` before their first rated match there. Forgotten
    /// players, on no board, count for no one's rank.
    ///
    /// # Errors
    /// Database errors.
    pub async fn rating(
        &self,
        scope: ServerId,
        rater: Rater,
    ) -> Result<Option<(Rating, u32)>, StoreError> {
        let row =
            sqlx::query("SELECT mu, sigma, matches FROM ratings WHERE server = ? AND rater = ?")
                .bind(sql_id(scope.0))
                .bind(rater.0)
                .fetch_optional(&self.reads)
                .await?;
        let Some(row) = row else { return Ok(None) };
        let rating = rating_of(&row, "")?;
        // Those possibly above (a margin for the rounding of the shown figure), counted
        // by the figure they show.
        let near_or_above = sqlx::query(
            "SELECT mu, sigma, matches FROM ratings
             WHERE server = ? AND (mu - 3 * sigma) > ? - 1.0
               AND rater NOT IN (SELECT id FROM players WHERE forgotten)",
        )
        .bind(sql_id(scope.0))
        .bind(rating.mu - 3.0 * rating.sigma)
        .fetch_all(&self.reads)
        .await?;
        let mut above = 0;
        for other in &near_or_above {
            if rating_of(other, "")?.shown() > rating.shown() {
                above += 1;
            }
        }
        Ok(Some((rating, above + 1)))
    }

    /// A rater's last `limit` rating changes in a scope, newest first.
    ///
    /// # Errors
    /// Database errors.
    pub async fn rating_changes_of(
        &self,
        scope: ServerId,
        rater: Rater,
        limit: u32,
    ) -> Result<Vec<RatingChange>, StoreError> {
        sqlx::query(
            "SELECT * FROM rating_changes WHERE server = ? AND rater = ?
             ORDER BY match_id DESC, seat LIMIT ?",
        )
        .bind(sql_id(scope.0))
        .bind(rater.0)
        .bind(i64::from(limit))
        .fetch_all(&self.reads)
        .await?
        .iter()
        .map(change_of)
        .collect()
    }

    /// The rating changes a match made in a scope, by seat.
    ///
    /// # Errors
    /// Database errors.
    pub async fn match_rating_changes(
        &self,
        table: MatchId,
        scope: ServerId,
    ) -> Result<Vec<RatingChange>, StoreError> {
        sqlx::query("SELECT * FROM rating_changes WHERE match_id = ? AND server = ? ORDER BY seat")
            .bind(table.0)
            .bind(sql_id(scope.0))
            .fetch_all(&self.reads)
            .await?
            .iter()
            .map(change_of)
            .collect()
    }

    /// The last `limit` matches finished on a server (all of them for `ServerId::NONE`),
    /// newest first; only those `player` sat in, if given.
    ///
    /// # Errors
    /// Database errors.
    pub async fn recent_matches(
        &self,
        server: ServerId,
        player: Option<UserId>,
        limit: u32,
    ) -> Result<Vec<MatchSummary>, StoreError> {
        let ids: Vec<(i64, i64, Option<i64>)> = sqlx::query_as(
            "SELECT m.id, m.server, m.ended_at FROM matches m
             WHERE m.status = 'finished' AND (? = 0 OR m.server = ?)
               AND (? IS NULL OR EXISTS (SELECT 1 FROM seats s WHERE s.match_id = m.id AND s.user_id = ?))
             ORDER BY m.ended_at DESC, m.id DESC LIMIT ?",
        )
        .bind(sql_id(server.0))
        .bind(sql_id(server.0))
        .bind(player.map(|p| sql_id(p.0)))
        .bind(player.map(|p| sql_id(p.0)))
        .bind(i64::from(limit))
        .fetch_all(&self.reads)
        .await?;
        let mut summaries = Vec::with_capacity(ids.len());
        for (id, server, ended) in ids {
            let rows = sqlx::query(
                "SELECT s.name, s.computer, r.won, r.hands_won FROM seats s
                 JOIN results r ON r.match_id = s.match_id AND r.seat = s.seat
                 WHERE s.match_id = ? ORDER BY s.seat",
            )
            .bind(id)
            .fetch_all(&self.reads)
            .await?;
            let mut winner = 0;
            let mut seats = Vec::with_capacity(rows.len());
            let mut hand_wins = Vec::with_capacity(rows.len());
            for (i, row) in rows.iter().enumerate() {
                let computer: Option<String> = row.try_get("computer")?;
                seats.push((row.try_get("name")?, computer.is_some()));
                hand_wins.push(row.try_get::<i64, _>("hands_won")?.max(0) as u32);
                if row.try_get::<bool, _>("won")? {
                    winner = i as u8;
                }
            }
            summaries.push(MatchSummary {
                table: MatchId(id),
                server: ServerId(server as u64),
                ended_at_ms: ended.unwrap_or(0),
                seats,
                winner,
                hand_wins,
            });
        }
        Ok(summaries)
    }
}

fn change_of(row: &SqliteRow) -> Result<RatingChange, StoreError> {
    let before = Rating {
        mu: row.try_get("mu_before")?,
        sigma: row.try_get("sigma_before")?,
        matches: row.try_get::<i64, _>("matches_before")?.max(0) as u32,
    };
    Ok(RatingChange {
        table: MatchId(row.try_get("match_id")?),
        seat: row.try_get::<i64, _>("seat")? as u8,
        rater: Rater(row.try_get("rater")?),
        before,
        after: Rating {
            mu: row.try_get("mu_after")?,
            sigma: row.try_get("sigma_after")?,
            matches: before.matches + 1,
        },
    })
}
