//! Reads of finished matches and ratings: the rating board, a rater's rating, rank and last
//! changes, a match's rating changes, and the recent matches of a server.

use sqlx::Row as _;

use super::{Reads, Row, flag};
use crate::games::GameKind;
use crate::rating::{Rater, Rating};
use crate::store::history::{MatchSummary, RatingChange, RatingRow};
use crate::store::{MatchId, ServerId, StoreError, UserId, sql_id};

fn rating_of(row: &Row, prefix: &str) -> Result<Rating, StoreError> {
    Ok(Rating {
        mu: row.try_get(format!("mu{prefix}").as_str())?,
        sigma: row.try_get(format!("sigma{prefix}").as_str())?,
        matches: row
            .try_get::<i64, _>(format!("matches{prefix}").as_str())?
            .max(0) as u32,
    })
}

impl Reads {
    pub async fn rating_board(
        &self,
        game: GameKind,
        scope: ServerId,
        limit: u32,
    ) -> Result<Vec<RatingRow>, StoreError> {
        sqlx::query(
            "SELECT r.rater, r.mu, r.sigma, r.matches, p.name FROM ratings r
             LEFT JOIN players p ON p.id = r.rater
             WHERE r.game = $1 AND r.server = $2 AND coalesce(p.forgotten, 0) = 0
             ORDER BY (r.mu - 3 * r.sigma) DESC, r.matches DESC, r.rater LIMIT $3",
        )
        .bind(game.id())
        .bind(sql_id(scope.0))
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
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

    pub async fn rating(
        &self,
        game: GameKind,
        scope: ServerId,
        rater: Rater,
    ) -> Result<Option<(Rating, u32)>, StoreError> {
        let row = sqlx::query(
            "SELECT mu, sigma, matches FROM ratings WHERE game = $1 AND server = $2 AND rater = $3",
        )
        .bind(game.id())
        .bind(sql_id(scope.0))
        .bind(rater.0)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else { return Ok(None) };
        let rating = rating_of(&row, "")?;
        // Those possibly above (a margin for the rounding of the shown figure), counted
        // by the figure they show.
        let near_or_above = sqlx::query(
            "SELECT mu, sigma, matches FROM ratings
             WHERE game = $1 AND server = $2 AND (mu - 3 * sigma) > $3 - 1.0
               AND rater NOT IN (SELECT id FROM players WHERE forgotten = 1)",
        )
        .bind(game.id())
        .bind(sql_id(scope.0))
        .bind(rating.mu - 3.0 * rating.sigma)
        .fetch_all(&self.pool)
        .await?;
        let mut above = 0;
        for other in &near_or_above {
            if rating_of(other, "")?.shown() > rating.shown() {
                above += 1;
            }
        }
        Ok(Some((rating, above + 1)))
    }

    pub async fn rating_changes_of(
        &self,
        game: GameKind,
        scope: ServerId,
        rater: Rater,
        limit: u32,
    ) -> Result<Vec<RatingChange>, StoreError> {
        sqlx::query(
            "SELECT * FROM rating_changes WHERE game = $1 AND server = $2 AND rater = $3
             ORDER BY match_id DESC, seat LIMIT $4",
        )
        .bind(game.id())
        .bind(sql_id(scope.0))
        .bind(rater.0)
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(change_of)
        .collect()
    }

    pub async fn match_rating_changes(
        &self,
        table: MatchId,
        scope: ServerId,
    ) -> Result<Vec<RatingChange>, StoreError> {
        sqlx::query(
            "SELECT * FROM rating_changes WHERE match_id = $1 AND server = $2 ORDER BY seat",
        )
        .bind(table.0)
        .bind(sql_id(scope.0))
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(change_of)
        .collect()
    }

    pub async fn recent_matches(
        &self,
        game: GameKind,
        server: ServerId,
        player: Option<UserId>,
        limit: u32,
    ) -> Result<Vec<MatchSummary>, StoreError> {
        let ids: Vec<(i64, i64, Option<i64>)> = sqlx::query_as(
            "SELECT m.id, m.server, m.ended_at FROM matches m
             WHERE m.game = $6 AND m.status = 'finished' AND ($1 = 0 OR m.server = $2)
               AND ($3 IS NULL OR EXISTS (SELECT 1 FROM seats s WHERE s.match_id = m.id AND s.user_id = $4))
             ORDER BY m.ended_at DESC, m.id DESC LIMIT $5",
        )
        .bind(sql_id(server.0))
        .bind(sql_id(server.0))
        .bind(player.map(|p| sql_id(p.0)))
        .bind(player.map(|p| sql_id(p.0)))
        .bind(i64::from(limit))
        .bind(game.id())
        .fetch_all(&self.pool)
        .await?;
        let mut summaries = Vec::with_capacity(ids.len());
        for (id, server, ended) in ids {
            let rows = sqlx::query(
                "SELECT s.name, s.computer, r.won, r.hands_won FROM seats s
                 JOIN results r ON r.match_id = s.match_id AND r.seat = s.seat
                 WHERE s.match_id = $1 ORDER BY s.seat",
            )
            .bind(id)
            .fetch_all(&self.pool)
            .await?;
            let mut winner = 0;
            let mut seats = Vec::with_capacity(rows.len());
            let mut hand_wins = Vec::with_capacity(rows.len());
            for (i, row) in rows.iter().enumerate() {
                let computer: Option<String> = row.try_get("computer")?;
                seats.push((row.try_get("name")?, computer.is_some()));
                hand_wins.push(row.try_get::<i64, _>("hands_won")?.max(0) as u32);
                if flag(row, "won")? {
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

fn change_of(row: &Row) -> Result<RatingChange, StoreError> {
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
