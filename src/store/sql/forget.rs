//! Forgetting a person, in the writer's transaction (see `store::forget`).

use sqlx::Row as _;

use super::Connection;
use crate::store::forget::{ANONYMOUS_BELOW, FORMER_PLAYER, Forgotten, mentions, scrubbed};
use crate::store::{MatchId, PlaceId, StoreError, UserId, now_ms, sql_id};

/// See the module's documentation.
pub(crate) async fn forget(conn: &mut Connection, user: UserId) -> Result<Forgotten, StoreError> {
    refusal(conn, user).await?;
    let anonymous = new_former_player(conn).await?;
    let matches: i64 =
        sqlx::query_scalar("SELECT count(DISTINCT match_id) FROM seats WHERE user_id = $1")
            .bind(sql_id(user.0))
            .fetch_one(&mut *conn)
            .await?;
    let changed =
        replace_in_rows(conn, user, anonymous).await? + scrub_opaque(conn, user, anonymous).await?;
    if changed == 0 {
        // Nothing of them was stored: no former player either.
        sqlx::query("DELETE FROM players WHERE id = $1")
            .bind(anonymous)
            .execute(&mut *conn)
            .await?;
        return Ok(Forgotten {
            anonymous: None,
            matches: 0,
        });
    }
    Ok(Forgotten {
        anonymous: Some(UserId(anonymous as u64)),
        matches: matches.max(0) as u64,
    })
}

/// Refuses (with [`StoreError::AtOpenTable`]) a person who may not be forgotten now: one
/// who sits at (or hosts) an open table, or whom an open lobby asks back (a rematch: its
/// front end keeps the list in memory, and would write it again). Only reads: the front
/// end asks it before it offers the confirmation, and [`forget`] again in its transaction.
pub(crate) async fn refusal(conn: &mut Connection, user: UserId) -> Result<(), StoreError> {
    let old = sql_id(user.0);
    let seated: Option<(i64, i64)> = sqlx::query_as(
        "SELECT m.id, m.place FROM matches m
         WHERE m.status IN ('lobby', 'playing')
           AND (m.host = $1 OR EXISTS (SELECT 1 FROM seats s WHERE s.match_id = m.id AND s.user_id = $2))
         ORDER BY m.id LIMIT 1",
    )
    .bind(old)
    .bind(old)
    .fetch_optional(&mut *conn)
    .await?;
    if let Some((table, place)) = seated {
        return Err(StoreError::AtOpenTable {
            table: MatchId(table),
            place: PlaceId(place as u64),
            invited: false,
        });
    }
    let open: Vec<(i64, i64, String)> = sqlx::query_as(
        "SELECT id, place, frontend FROM matches
         WHERE status IN ('lobby', 'playing') AND frontend LIKE '%' || $1 || '%' ORDER BY id",
    )
    .bind(user.0.to_string())
    .fetch_all(&mut *conn)
    .await?;
    if let Some((table, place, _)) = open
        .into_iter()
        .find(|(_, _, state)| mentions(state, user.0))
    {
        return Err(StoreError::AtOpenTable {
            table: MatchId(table),
            place: PlaceId(place as u64),
            invited: true,
        });
    }
    Ok(())
}

/// A new anonymous player, below every other (and below [`ANONYMOUS_BELOW`]): its id.
/// Made first, so that the rows rewritten after refer to a player that exists.
async fn new_former_player(conn: &mut Connection) -> Result<i64, StoreError> {
    let anonymous: i64 = sqlx::query_scalar("SELECT CASE WHEN coalesce(min(id), 0) < $1 THEN coalesce(min(id), 0) ELSE $1 END - 1 FROM players")
        .bind(ANONYMOUS_BELOW)
        .fetch_one(&mut *conn)
        .await?;
    sqlx::query("INSERT INTO players (id, name, updated_at, forgotten) VALUES ($1, $2, $3, 1)")
        .bind(anonymous)
        .bind(FORMER_PLAYER)
        .bind(now_ms())
        .execute(&mut *conn)
        .await?;
    Ok(anonymous)
}

/// Puts the anonymous player in the person's place in every row that names them (of every
/// game), and removes the person: how many rows changed.
async fn replace_in_rows(
    conn: &mut Connection,
    user: UserId,
    anonymous: i64,
) -> Result<u64, StoreError> {
    let old = sql_id(user.0);
    let mut changed = 0;
    for sql in [
        "UPDATE seats SET user_id = $1, name = $3 WHERE user_id = $2",
        "UPDATE results SET user_id = $1 WHERE user_id = $2",
        "UPDATE standings SET user_id = $1 WHERE user_id = $2",
        "UPDATE ratings SET rater = $1 WHERE rater = $2",
        "UPDATE rating_changes SET rater = $1 WHERE rater = $2",
        "UPDATE matches SET host = $1 WHERE host = $2",
    ] {
        // Each value bound only where the text reads it (PostgreSQL counts them).
        let mut query = sqlx::query(sql).bind(anonymous).bind(old);
        if sql.contains("$3") {
            query = query.bind(FORMER_PLAYER);
        }
        changed += query.execute(&mut *conn).await?.rows_affected();
    }
    changed += sqlx::query("DELETE FROM players WHERE id = $1")
        .bind(old)
        .execute(&mut *conn)
        .await?
        .rows_affected();
    Ok(changed)
}

/// Takes the person out of the opaque JSON of every table (its front end's state, its
/// closing): how many texts changed.
async fn scrub_opaque(
    conn: &mut Connection,
    user: UserId,
    anonymous: i64,
) -> Result<u64, StoreError> {
    let opaque = sqlx::query(
        "SELECT id, frontend, closing FROM matches
         WHERE frontend LIKE '%' || $1 || '%' OR closing LIKE '%' || $1 || '%'",
    )
    .bind(user.0.to_string())
    .fetch_all(&mut *conn)
    .await?;
    let mut changed = 0;
    for row in opaque {
        let id: i64 = row.try_get("id")?;
        for (column, sql) in [
            ("frontend", "UPDATE matches SET frontend = $1 WHERE id = $2"),
            ("closing", "UPDATE matches SET closing = $1 WHERE id = $2"),
        ] {
            let Some(text) = row.try_get::<Option<String>, _>(column)? else {
                continue;
            };
            let Some(scrubbed) = scrubbed(&text, user.0, anonymous as u64) else {
                continue;
            };
            sqlx::query(sql)
                .bind(scrubbed)
                .bind(id)
                .execute(&mut *conn)
                .await?;
            changed += 1;
        }
    }
    Ok(changed)
}
