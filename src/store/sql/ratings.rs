//! Rating finished matches, in the writer's transaction: each match once, in one order
//! (`matches.rated_seq`), in its game: in its server and everywhere. See [`crate::rating`].

use std::collections::HashMap;

use sqlx::{Connection as _, Row as _};

use super::{Connection, flag};
use crate::games::GameKind;
use crate::rating::{Rater, Rating, rate};
use crate::store::ratings::{Ratings, Seated, placed};
use crate::store::{MatchId, ServerId, StoreError};

/// A finished match's seats as rating reads them: who sits there, their place and team in
/// the outcome, and whether the seat is rated at all.
async fn seated(conn: &mut Connection, table: MatchId) -> Result<Vec<Seated>, StoreError> {
    let rows = sqlx::query(
        "SELECT s.seat, s.user_id, s.computer, r.place, r.team, r.rated
         FROM seats s JOIN results r ON r.match_id = s.match_id AND r.seat = s.seat
         WHERE s.match_id = $1 ORDER BY s.seat",
    )
    .bind(table.0)
    .fetch_all(&mut *conn)
    .await?;
    let mut seats = Vec::with_capacity(rows.len());
    for (i, row) in rows.iter().enumerate() {
        let user: Option<i64> = row.try_get("user_id")?;
        let computer: Option<String> = row.try_get("computer")?;
        let rater = match (user, computer.as_deref()) {
            (Some(user), _) => Rater(user),
            (None, Some(level)) => Rater::computer(level).ok_or_else(|| {
                StoreError::Corrupt(format!("match {table} seat {i}: unknown level {level:?}"))
            })?,
            (None, None) => {
                return Err(StoreError::Corrupt(format!(
                    "match {table} seat {i}: nobody"
                )));
            }
        };
        let place: i64 = row.try_get("place")?;
        let team = match row.try_get::<Option<i64>, _>("team")? {
            None => None,
            Some(team) => Some(u8::try_from(team).map_err(|_| {
                StoreError::Corrupt(format!("match {table} seat {i}: team {team}"))
            })?),
        };
        seats.push(Seated {
            rater,
            place: usize::try_from(place).unwrap_or(0),
            team,
            rated: flag(row, "rated")?,
        });
    }
    if !seats.iter().any(|s| s.place == 1) {
        return Err(StoreError::Corrupt(format!(
            "match {table} has no seat in first place"
        )));
    }
    Ok(seats)
}

/// A stored game id, parsed.
pub(crate) fn game_of(id: &str) -> Result<GameKind, StoreError> {
    id.parse()
        .map_err(|e| StoreError::Corrupt(format!("the game of a match: {e}")))
}

/// Rates a finished match (its results are written): every rated seat's rating in the
/// match's game, in its server and everywhere, and the changes, in the order the match is
/// rated.
pub(crate) async fn rate_match(conn: &mut Connection, table: MatchId) -> Result<(), StoreError> {
    let (game, server): (String, i64) =
        sqlx::query_as("SELECT game, server FROM matches WHERE id = $1")
            .bind(table.0)
            .fetch_one(&mut *conn)
            .await?;
    let mut placed = placed(&seated(conn, table).await?);
    let mut scopes = vec![ServerId::NONE.0 as i64];
    if server != 0 {
        scopes.push(server);
    }
    for scope in scopes {
        for (_, seat) in &mut placed {
            seat.before = load(conn, &game, scope, seat.rater).await?;
        }
        let seats: Vec<_> = placed.iter().map(|(_, s)| *s).collect();
        let after = rate(&seats);
        let mut saved = HashMap::new();
        for ((seat, rated), (rater, new)) in placed.iter().zip(&after) {
            let old = rated.before;
            sqlx::query(
                "INSERT INTO rating_changes (match_id, game, server, seat, rater, mu_before, sigma_before, matches_before, mu_after, sigma_after)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
            )
            .bind(table.0)
            .bind(&game)
            .bind(scope)
            .bind(*seat as i64)
            .bind(rater.0)
            .bind(old.mu)
            .bind(old.sigma)
            .bind(i64::from(old.matches))
            .bind(new.mu)
            .bind(new.sigma)
            .execute(&mut *conn)
            .await?;
            saved.insert(*rater, *new);
        }
        for (rater, new) in saved {
            sqlx::query(
                "INSERT INTO ratings (game, server, rater, mu, sigma, matches) VALUES ($1, $2, $3, $4, $5, $6)
                 ON CONFLICT (game, server, rater) DO UPDATE SET
                    mu = excluded.mu, sigma = excluded.sigma, matches = excluded.matches",
            )
            .bind(&game)
            .bind(scope)
            .bind(rater.0)
            .bind(new.mu)
            .bind(new.sigma)
            .bind(i64::from(new.matches))
            .execute(&mut *conn)
            .await?;
        }
    }
    sqlx::query(
        "UPDATE matches SET rated_seq = (SELECT coalesce(max(rated_seq), 0) + 1 FROM matches) WHERE id = $1",
    )
    .bind(table.0)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

async fn load(
    conn: &mut Connection,
    game: &str,
    scope: i64,
    rater: Rater,
) -> Result<Rating, StoreError> {
    let row = sqlx::query(
        "SELECT mu, sigma, matches FROM ratings WHERE game = $1 AND server = $2 AND rater = $3",
    )
    .bind(game)
    .bind(scope)
    .bind(rater.0)
    .fetch_optional(&mut *conn)
    .await?;
    Ok(match row {
        Some(row) => Rating {
            mu: row.try_get("mu")?,
            sigma: row.try_get("sigma")?,
            matches: row.try_get::<i64, _>("matches")?.max(0) as u32,
        },
        None => Rating::default(),
    })
}

/// Rates the finished matches not rated yet (those recorded before ratings existed), in
/// the order they ended: run when the store opens.
pub(crate) async fn rate_unrated(conn: &mut Connection) -> Result<usize, StoreError> {
    let ids: Vec<i64> = sqlx::query_scalar(
        "SELECT id FROM matches WHERE status = 'finished' AND rated_seq IS NULL ORDER BY ended_at, id",
    )
    .fetch_all(&mut *conn)
    .await?;
    if ids.is_empty() {
        return Ok(0);
    }
    let mut tx = conn.begin().await?;
    for id in &ids {
        rate_match(&mut tx, MatchId(*id)).await?;
    }
    tx.commit().await?;
    Ok(ids.len())
}

/// Every rating recomputed from the results alone, in the order the matches were rated: a
/// check that the stored ratings are the pure function of the results they claim to be.
pub(crate) async fn recompute(conn: &mut Connection) -> Result<Ratings, StoreError> {
    let matches = sqlx::query(
        "SELECT id, game, server FROM matches WHERE rated_seq IS NOT NULL ORDER BY rated_seq",
    )
    .fetch_all(&mut *conn)
    .await?;
    let mut ratings = Ratings::new();
    for m in matches {
        let id: i64 = m.try_get("id")?;
        let server: i64 = m.try_get("server")?;
        let game = game_of(&m.try_get::<String, _>("game")?)?;
        let placed = placed(&seated(conn, MatchId(id)).await?);
        let mut scopes = vec![0];
        if server != 0 {
            scopes.push(server);
        }
        for scope in scopes {
            let seats: Vec<_> = placed
                .iter()
                .map(|(_, seat)| {
                    let before = ratings.get(&(game, scope, seat.rater)).copied();
                    let before = before.unwrap_or_default();
                    crate::rating::RatedSeat { before, ..*seat }
                })
                .collect();
            for (rater, new) in rate(&seats) {
                ratings.insert((game, scope, rater), new);
            }
        }
    }
    Ok(ratings)
}

/// The stored ratings, by game, scope and rater.
pub(crate) async fn stored(conn: &mut Connection) -> Result<Ratings, StoreError> {
    let rows = sqlx::query("SELECT game, server, rater, mu, sigma, matches FROM ratings")
        .fetch_all(&mut *conn)
        .await?;
    let mut all = HashMap::new();
    for row in rows {
        all.insert(
            (
                game_of(&row.try_get::<String, _>("game")?)?,
                row.try_get::<i64, _>("server")?,
                Rater(row.try_get("rater")?),
            ),
            Rating {
                mu: row.try_get("mu")?,
                sigma: row.try_get("sigma")?,
                matches: row.try_get::<i64, _>("matches")? as u32,
            },
        );
    }
    Ok(all)
}
