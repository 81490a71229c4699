//! The writer task: every change to the database, group-committed.

use std::sync::{Arc, OnceLock};

use sqlx::{Connection as _, Executor};
use tokio::sync::mpsc;

use super::{Connection, Db, QueryResult};
use crate::store::leases::{Fence, IDLE_LIMIT, idle_limit};
use crate::store::writer::{Job, MAX_BATCH, Waiter, Write, Written};
use crate::store::{
    ActionRecord, MatchId, MatchResult, NewTable, PlaceId, SeatRow, SeatTally, ServerId,
    StoreError, TableStatus, UserId, now_ms, sql_id,
};

/// Starts the writer on `conn`; it holds `hold` (the database's lock, see
/// [`crate::store::Store::open`]) until it stops.
pub(crate) fn spawn(
    conn: Connection,
    fence: Arc<OnceLock<Fence>>,
    hold: Box<dyn Send>,
) -> mpsc::Sender<Job> {
    let (tx, rx) = mpsc::channel(4096);
    tokio::spawn(async move {
        run(conn, &fence, rx).await;
        drop(hold);
    });
    tx
}

async fn run(mut conn: Connection, fence: &OnceLock<Fence>, mut jobs: mpsc::Receiver<Job>) {
    let mut batch: Vec<Job> = Vec::with_capacity(MAX_BATCH);
    let mut closing = None;
    while let Some(first) = jobs.recv().await {
        batch.push(first);
        while batch.len() < MAX_BATCH {
            match jobs.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        let mut outcomes = Vec::with_capacity(batch.len());
        let committed = commit_batch(&mut conn, fence.get(), &mut batch, &mut outcomes).await;
        // A batch that failed part-way has fewer outcomes than jobs; each job still answers.
        outcomes.resize_with(batch.len(), || Err(StoreError::Closed));
        for (job, outcome) in batch.drain(..).zip(outcomes) {
            match job.reply {
                Waiter::Write(reply) => {
                    let answer = match &committed {
                        Ok(()) => outcome,
                        Err(e) => Err(StoreError::NotSaved(e.to_string())),
                    };
                    // The asker may have gone away; the write stands either way.
                    let _ = reply.send(answer);
                }
                Waiter::Close(done) => closing = Some(done),
            }
        }
        if let Err(e) = committed {
            tracing::error!(error = %e, "a batch of writes failed to commit");
        }
        if closing.is_some() {
            break;
        }
    }
    let _ = conn.close().await;
    if let Some(done) = closing {
        let _ = done.send(());
    }
}

/// Runs the batch in one transaction; `outcomes` gets one entry per job. Writes seldom
/// fail, so the batch first runs straight through; if one fails, it is rolled back and run
/// again with a savepoint around each write, so only the failing ones are refused. The
/// result is the commit's.
async fn commit_batch(
    conn: &mut Connection,
    fence: Option<&Fence>,
    batch: &mut [Job],
    outcomes: &mut Vec<Result<Written, StoreError>>,
) -> Result<(), sqlx::Error> {
    let mut tx = conn.begin().await?;
    idle_limited(&mut tx, fence).await?;
    results_in_order(&mut tx, batch).await?;
    let mut failed = false;
    for job in batch.iter() {
        match &job.write {
            None => outcomes.push(Ok(Written::Done)),
            Some(write) => match fenced(&mut tx, fence, write).await {
                Ok(written) => outcomes.push(Ok(written)),
                Err(_) => {
                    failed = true;
                    break;
                }
            },
        }
    }
    if !failed {
        return tx.commit().await;
    }
    tx.rollback().await?;
    outcomes.clear();
    let mut tx = conn.begin().await?;
    idle_limited(&mut tx, fence).await?;
    results_in_order(&mut tx, batch).await?;
    for job in batch.iter() {
        let Some(write) = &job.write else {
            outcomes.push(Ok(Written::Done));
            continue;
        };
        let mut savepoint = tx.begin().await?;
        match fenced(&mut savepoint, fence, write).await {
            Ok(written) => {
                savepoint.commit().await?;
                outcomes.push(Ok(written));
            }
            Err(e) => {
                savepoint.rollback().await?;
                outcomes.push(Err(e));
            }
        }
    }
    tx.commit().await
}

/// With shard leases, the transaction may not sit idle longer than a lease (see
/// [`crate::store::leases::IDLE_LIMIT`]): a process paused while it holds its lease row's
/// share lock, or the ratings' lock, must not keep the others from taking its shards over.
async fn idle_limited(conn: &mut Connection, fence: Option<&Fence>) -> Result<(), sqlx::Error> {
    if let Some(fence) = fence {
        sqlx::query(IDLE_LIMIT)
            .bind(idle_limit(fence.lease))
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

/// Ratings are a function of every result in one order: a batch that records a result
/// first takes the backend's lock for it (PostgreSQL, where several processes write; a
/// SQLite file has one writer), held until it commits, so results are rated one
/// transaction at a time, each reading the ratings the one before it committed.
pub(crate) async fn results_in_order(
    conn: &mut Connection,
    batch: &[Job],
) -> Result<(), sqlx::Error> {
    if let Some(lock) = super::RESULTS_IN_ORDER
        && batch
            .iter()
            .any(|job| job.write.as_ref().is_some_and(Write::records_result))
    {
        sqlx::query(lock).execute(&mut *conn).await?;
    }
    Ok(())
}

/// A write, once the fence lets it through: with shard leases (PostgreSQL, several
/// processes; the text below runs there only), a write for a table goes only while this
/// process holds the lease of the table's shard, checked in the same transaction against
/// the clock of the moment (`clock_timestamp()`: `now()` is when the transaction began,
/// perhaps before a wait for the ratings' lock), and the lease row is share-locked until
/// the commit, so that another process cannot take the lease over before this write is in.
async fn fenced(
    conn: &mut Connection,
    fence: Option<&Fence>,
    write: &Write,
) -> Result<Written, StoreError> {
    if let Some(fence) = fence {
        let held: Option<i64> =
            match write.table() {
                Some(Err(server)) => sqlx::query_scalar(
                    "SELECT CAST(1 AS BIGINT) FROM shard_leases WHERE shard_total = $1 AND shard = ($2 >> 22) % $1
                       AND owner = $3 AND expires_at > clock_timestamp()
                     FOR SHARE",
                )
                .bind(i64::from(fence.total))
                .bind(sql_id(server.0))
                .bind(&fence.owner)
                .fetch_optional(&mut *conn)
                .await?,
                Some(Ok(table)) => {
                    sqlx::query_scalar(
                        "SELECT CAST(1 AS BIGINT) FROM matches m JOIN shard_leases l
                       ON l.shard_total = $1 AND l.shard = (m.server >> 22) % $1
                     WHERE m.id = $2 AND l.owner = $3 AND l.expires_at > clock_timestamp()
                     FOR SHARE OF l",
                    )
                    .bind(i64::from(fence.total))
                    .bind(table.0)
                    .bind(&fence.owner)
                    .fetch_optional(&mut *conn)
                    .await?
                }
                None => Some(1),
            };
        if held.is_none() {
            return Err(StoreError::LeaseLost {
                table: write.table().and_then(Result::ok).unwrap_or(MatchId(0)),
            });
        }
    }
    apply(conn, write).await
}

/// One write, in the writer's transaction: each kind by a function of its own.
async fn apply(conn: &mut Connection, write: &Write) -> Result<Written, StoreError> {
    match write {
        Write::CreateTable(t) => create_table(conn, t).await.map(Written::Id),
        Write::Seats {
            table,
            seats,
            joining,
        } => {
            if let Some((user, cap)) = joining {
                at_cap(&mut *conn, *user, *cap).await?;
            }
            write_seats(conn, *table, seats, now_ms()).await?;
            Ok(Written::Done)
        }
        Write::Start {
            table,
            seats,
            at_ms,
        } => start(conn, *table, seats, *at_ms).await.map(done),
        Write::Action(record) => write_action(conn, record).await.map(done),
        Write::End {
            table,
            status,
            at_ms,
            closing,
        } => end(conn, *table, *status, *at_ms, closing.as_deref())
            .await
            .map(done),
        Write::Announced {
            table,
            announced,
            closing_announced,
        } => set_announced(conn, *table, *announced, *closing_announced)
            .await
            .map(done),
        Write::Resign {
            table,
            at_ms,
            closing,
            result,
        } => {
            write_result(conn, *table, *at_ms, result).await?;
            sqlx::query("UPDATE matches SET closing = $1 WHERE id = $2")
                .bind(closing.as_str())
                .bind(table.0)
                .execute(&mut *conn)
                .await?;
            Ok(Written::Done)
        }
        Write::Thread { table, thread } => set_thread(conn, *table, *thread).await.map(done),
        Write::Options { table, options } => {
            let updated =
                sqlx::query("UPDATE matches SET options = $1 WHERE id = $2 AND status = 'lobby'")
                    .bind(options.as_str())
                    .bind(table.0)
                    .execute(&mut *conn)
                    .await?;
            expect_one(updated, StoreError::NotInLobby { table: *table }).map(done)
        }
        Write::Frontend { table, state } => {
            sqlx::query("UPDATE matches SET frontend = $1 WHERE id = $2")
                .bind(state.as_str())
                .bind(table.0)
                .execute(&mut *conn)
                .await?;
            Ok(Written::Done)
        }
        Write::Forget(user) => Ok(Written::Forgotten(
            super::forget::forget(conn, *user).await?,
        )),
    }
}

/// What a write that answers nothing but its success answers.
fn done((): ()) -> Written {
    Written::Done
}

/// Opens a lobby, within the caps, and claims the rematch of the match it follows, if any:
/// its new id.
async fn create_table(conn: &mut Connection, t: &NewTable) -> Result<i64, StoreError> {
    let now = now_ms();
    let open: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM matches WHERE server = $1 AND status IN ('lobby', 'playing')",
    )
    .bind(sql_id(t.server.0))
    .fetch_one(&mut *conn)
    .await?;
    if open >= i64::from(t.caps.per_server) {
        return Err(StoreError::ServerAtCap {
            server: t.server,
            limit: t.caps.per_server,
        });
    }
    at_cap(&mut *conn, t.host, t.caps.per_person).await?;
    upsert_player(&mut *conn, t.host.0, Some(&t.host_name), &t.host_name, now).await?;
    let options = serde_json::to_string(&t.options).expect("options serialize");
    let timer = t.turn_timer.map_or(0, |d| d.as_millis() as i64);
    let inserted: Result<i64, _> = sqlx::query_scalar(
        "INSERT INTO matches (game, place, server, host, options, turn_timer_ms, seed, status, frontend, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'lobby', $8, $9) RETURNING id",
    )
    .bind(t.game.id())
    .bind(sql_id(t.place.0))
    .bind(sql_id(t.server.0))
    .bind(sql_id(t.host.0))
    .bind(options)
    .bind(timer)
    .bind(t.seed as i64)
    .bind(t.frontend.as_deref())
    .bind(now)
    .fetch_one(&mut *conn)
    .await;
    let id = match inserted {
        Ok(id) => id,
        Err(e) if is_unique_violation(&e) => {
            return Err(StoreError::PlaceTaken { place: t.place });
        }
        Err(e) => return Err(e.into()),
    };
    write_seats(conn, MatchId(id), &t.seats, now).await?;
    if let Some(old) = t.rematch_of {
        // At most one rematch a match: a second is refused with this lobby undone.
        let claimed =
            sqlx::query("UPDATE matches SET rematch = $1 WHERE id = $2 AND rematch IS NULL")
                .bind(id)
                .bind(old.0)
                .execute(&mut *conn)
                .await?;
        if claimed.rows_affected() != 1 {
            return Err(StoreError::RematchTaken { table: old });
        }
    }
    Ok(id)
}

/// Starts a lobby's match with its final seats.
async fn start(
    conn: &mut Connection,
    table: MatchId,
    seats: &[SeatRow],
    at_ms: i64,
) -> Result<(), StoreError> {
    write_seats(conn, table, seats, at_ms).await?;
    let done = sqlx::query(
        "UPDATE matches SET status = 'playing', started_at = $1 WHERE id = $2 AND status = 'lobby'",
    )
    .bind(at_ms)
    .bind(table.0)
    .execute(&mut *conn)
    .await?;
    expect_one(done, StoreError::NotInLobby { table })
}

/// Closes an open table without a result.
async fn end(
    conn: &mut Connection,
    table: MatchId,
    status: TableStatus,
    at_ms: i64,
    closing: Option<&str>,
) -> Result<(), StoreError> {
    let done = sqlx::query(
        "UPDATE matches SET status = $1, ended_at = $2, closing = $3 WHERE id = $4 AND status IN ('lobby', 'playing')",
    )
    .bind(status.as_str())
    .bind(at_ms)
    .bind(closing)
    .bind(table.0)
    .execute(&mut *conn)
    .await?;
    expect_one(done, StoreError::AlreadyClosed { table })
}

/// Records what the front end has announced: never backwards, as announcements are
/// delivered in order, once.
async fn set_announced(
    conn: &mut Connection,
    table: MatchId,
    announced: u64,
    closing_announced: bool,
) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE matches SET
            announced = CASE WHEN announced < $1 THEN $1 ELSE announced END,
            closing_announced = CASE WHEN closing_announced < $2 THEN $2 ELSE closing_announced END
         WHERE id = $3",
    )
    .bind(announced as i64)
    .bind(i64::from(closing_announced))
    .bind(table.0)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Records the thread a table is played in: refused where another open table plays.
async fn set_thread(
    conn: &mut Connection,
    table: MatchId,
    thread: PlaceId,
) -> Result<(), StoreError> {
    let done = sqlx::query("UPDATE matches SET thread = $1 WHERE id = $2")
        .bind(sql_id(thread.0))
        .bind(table.0)
        .execute(&mut *conn)
        .await;
    match done {
        Ok(_) => Ok(()),
        Err(e) if is_unique_violation(&e) => Err(StoreError::PlaceTaken { place: thread }),
        Err(e) => Err(e.into()),
    }
}

/// Refuses a person who already hosts or sits at `cap` open tables.
async fn at_cap(conn: &mut Connection, user: UserId, cap: u32) -> Result<(), StoreError> {
    let open: i64 = sqlx::query_scalar(
        "SELECT count(DISTINCT s.match_id) FROM seats s JOIN matches m ON m.id = s.match_id
         WHERE s.user_id = $1 AND m.status IN ('lobby', 'playing')",
    )
    .bind(sql_id(user.0))
    .fetch_one(&mut *conn)
    .await?;
    if open >= i64::from(cap) {
        return Err(StoreError::PersonAtCap { user, limit: cap });
    }
    Ok(())
}

async fn write_action(conn: &mut Connection, r: &ActionRecord) -> Result<(), StoreError> {
    let action = serde_json::to_string(&r.action).expect("actions serialize");
    let inserted = sqlx::query(
        "INSERT INTO actions (match_id, step, seat, action, by, at) VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(r.table.0)
    .bind(r.step as i64)
    .bind(i64::from(r.seat))
    .bind(action)
    .bind(r.by.as_str())
    .bind(r.at_ms)
    .execute(&mut *conn)
    .await;
    match inserted {
        Ok(_) => {}
        Err(e) if is_unique_violation(&e) => {
            return Err(StoreError::StepRecorded {
                table: r.table,
                step: r.step,
            });
        }
        Err(e) => return Err(e.into()),
    }
    if let Some(hand) = &r.hand {
        for (seat, t) in hand.seats.iter().enumerate() {
            sqlx::query(
                "INSERT INTO hands (match_id, hand, seat, points, won, bids_made, bids_lost, cracks, folds)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            )
            .bind(r.table.0)
            .bind(i64::from(hand.hand))
            .bind(seat as i64)
            .bind(i64::from(t.points))
            .bind(i64::from(t.hands_won))
            .bind(i64::from(t.bids_made))
            .bind(i64::from(t.bids_lost))
            .bind(i64::from(t.cracks))
            .bind(i64::from(t.folds))
            .execute(&mut *conn)
            .await?;
        }
    }
    if let Some(result) = &r.result {
        write_result(conn, r.table, r.at_ms, result).await?;
    }
    Ok(())
}

/// Records a match's result as it ends (won, or resigned): its status, each seat's line,
/// the standings of its game, and its ratings, all in the writer's transaction.
async fn write_result(
    conn: &mut Connection,
    table: MatchId,
    at_ms: i64,
    result: &MatchResult,
) -> Result<(), StoreError> {
    let game: Option<String> = sqlx::query_scalar(
        "UPDATE matches SET status = 'finished', winner_seat = $1, ended_at = $2 WHERE id = $3 AND status = 'playing'
         RETURNING game",
    )
    .bind(i64::from(result.winner))
    .bind(at_ms)
    .bind(table.0)
    .fetch_optional(&mut *conn)
    .await?;
    let game = game.ok_or(StoreError::NotPlaying { table })?;
    for (seat, (user, t)) in result.seats.iter().enumerate() {
        // Every seat in first place won (partners win together).
        let won = i64::from(result.places.get(seat) == Some(&0));
        let rated = !result.unrated.contains(&(seat as u8));
        let resigned = result.resigned == Some(seat as u8);
        let team = result
            .teams
            .as_ref()
            .and_then(|teams| teams.get(seat).copied());
        // Ribs: its score is its hand wins, its own tally in its own columns (no JSON).
        let insert = sqlx::query(
            "INSERT INTO results (match_id, seat, user_id, won, rated, resigned, place, team, score, tally, hands_won, points, bids_made, bids_lost, cracks, folds)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, NULL, $10, $11, $12, $13, $14, $15)",
        )
        .bind(table.0)
        .bind(seat as i64)
        .bind(user.map(|u| sql_id(u.0)))
        .bind(won)
        .bind(i64::from(rated))
        .bind(i64::from(resigned))
        .bind(i64::from(result.places.get(seat).copied().unwrap_or_default()) + 1)
        .bind(team.map(i64::from))
        .bind(i64::from(result.scores.get(seat).copied().unwrap_or_default()));
        bind_tally(insert, t).execute(&mut *conn).await?;
        if let Some(user) = user {
            add_to_standings(conn, &game, result.server, *user, won, t).await?;
        }
    }
    super::ratings::rate_match(conn, table).await?;
    Ok(())
}

/// Adds a person's line of a finished match to their standings in its game, in its server
/// and everywhere (server 0).
async fn add_to_standings(
    conn: &mut Connection,
    game: &str,
    server: ServerId,
    user: UserId,
    won: i64,
    t: &SeatTally,
) -> Result<(), StoreError> {
    let mut scopes = vec![ServerId::NONE];
    if server != ServerId::NONE {
        scopes.push(server);
    }
    for server in scopes {
        let upsert = sqlx::query(
            "INSERT INTO standings (game, server, user_id, matches, wins, score, tally, hands_won, points, bids_made, bids_lost, cracks, folds)
             VALUES ($1, $2, $3, 1, $4, $5, NULL, $6, $7, $8, $9, $10, $11)
             ON CONFLICT (game, server, user_id) DO UPDATE SET
                matches = standings.matches + 1, wins = standings.wins + excluded.wins,
                score = standings.score + excluded.score,
                hands_won = standings.hands_won + excluded.hands_won,
                points = standings.points + excluded.points,
                bids_made = standings.bids_made + excluded.bids_made,
                bids_lost = standings.bids_lost + excluded.bids_lost,
                cracks = standings.cracks + excluded.cracks, folds = standings.folds + excluded.folds",
        )
        .bind(game)
        .bind(sql_id(server.0))
        .bind(sql_id(user.0))
        .bind(won)
        .bind(i64::from(t.hands_won));
        bind_tally(upsert, t).execute(&mut *conn).await?;
    }
    Ok(())
}

type Query<'q> = sqlx::query::Query<'q, Db, <Db as sqlx::Database>::Arguments>;

/// Binds a tally's columns in the order the tables list them: hands won, points, bids made
/// and lost, cracks, folds.
fn bind_tally<'q>(query: Query<'q>, t: &SeatTally) -> Query<'q> {
    query
        .bind(i64::from(t.hands_won))
        .bind(i64::from(t.points))
        .bind(i64::from(t.bids_made))
        .bind(i64::from(t.bids_lost))
        .bind(i64::from(t.cracks))
        .bind(i64::from(t.folds))
}

async fn write_seats(
    conn: &mut Connection,
    table: MatchId,
    seats: &[SeatRow],
    now: i64,
) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM seats WHERE match_id = $1")
        .bind(table.0)
        .execute(&mut *conn)
        .await?;
    for (i, seat) in seats.iter().enumerate() {
        if let Some(user) = seat.user {
            upsert_player(&mut *conn, user.0, seat.display.as_deref(), &seat.name, now).await?;
        }
        sqlx::query(
            "INSERT INTO seats (match_id, seat, user_id, computer, name, autopilot) VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(table.0)
        .bind(i as i64)
        .bind(seat.user.map(|u| sql_id(u.0)))
        .bind(seat.computer.as_deref())
        .bind(&seat.name)
        .bind(seat.autopilot.code())
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

/// Records a person: their `display` name (the one boards show, everywhere) when it is
/// known, else keeps the stored one (`seat_name` names a newcomer).
async fn upsert_player(
    conn: impl Executor<'_, Database = Db>,
    id: u64,
    display: Option<&str>,
    seat_name: &str,
    now: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO players (id, name, updated_at) VALUES ($1, coalesce($2, $3), $4)
         ON CONFLICT (id) DO UPDATE SET name = coalesce($2, players.name), updated_at = excluded.updated_at",
    )
    .bind(sql_id(id))
    .bind(display)
    .bind(seat_name)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}

/// One row changed, or `otherwise`: the row was not in the state the write expects.
fn expect_one(done: QueryResult, otherwise: StoreError) -> Result<(), StoreError> {
    if done.rows_affected() == 1 {
        Ok(())
    } else {
        Err(otherwise)
    }
}

fn is_unique_violation(e: &sqlx::Error) -> bool {
    e.as_database_error()
        .is_some_and(|d| d.is_unique_violation())
}

#[cfg(test)]
mod tests {
    use tokio::sync::oneshot;

    use super::*;
    use crate::games::ribs::Options;
    use crate::store::{NewTable, PlaceId, UserId};

    fn new_table(place: u64) -> Write {
        Write::CreateTable(Box::new(NewTable {
            game: crate::games::GameKind::Ribs,
            caps: crate::store::Caps::NONE,
            rematch_of: None,
            place: PlaceId(place),
            server: ServerId(1),
            host: UserId(7),
            host_name: "Ann".into(),
            options: serde_json::to_value(Options::default()).expect("options serialize"),
            turn_timer: None,
            seed: 1,
            seats: vec![],
            frontend: None,
        }))
    }

    #[tokio::test]
    async fn a_failing_write_is_refused_alone_while_the_rest_of_its_batch_commits() {
        // On each backend: a database of its own, migrated, and a connection to it.
        let (mut conn, _database) = super::super::super::test_connection().await;
        // One batch: three new tables, the middle one at a place the first one takes.
        let mut answers = Vec::new();
        let mut batch: Vec<Job> = [1, 1, 2]
            .into_iter()
            .map(|place| {
                let (reply, answer) = oneshot::channel();
                answers.push(answer);
                Job::new(new_table(place), reply)
            })
            .collect();
        let mut outcomes = Vec::new();
        commit_batch(&mut conn, None, &mut batch, &mut outcomes)
            .await
            .expect("the batch commits");
        assert!(matches!(outcomes[0], Ok(Written::Id(_))));
        assert!(matches!(
            outcomes[1],
            Err(StoreError::PlaceTaken { place: PlaceId(1) })
        ));
        assert!(matches!(outcomes[2], Ok(Written::Id(_))));
        let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM matches")
            .fetch_one(&mut conn)
            .await
            .unwrap();
        assert_eq!(stored, 2, "both good writes of the batch are committed");
        conn.close().await.unwrap();
    }
}
