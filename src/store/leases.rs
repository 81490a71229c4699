//! Shard leases, on PostgreSQL: when several processes share one database, each holds a
//! lease on every shard it runs, so that two never act for one server's tables.
//!
//! A lease is a row of `shard_leases` (owner, epoch, expiry by the database's clock). A
//! process takes the leases of its range at start, waiting while another holds one
//! unexpired; renews them every third of their length; and is **fenced**: every write for
//! a table checks, in the writer's transaction, that this process still holds the lease
//! of the table's shard (see `sql/writer.rs`), and nothing is sent to Discord past the
//! moment the lease may have run out by the process's own clock ([`Leases::valid`]). A
//! process paused past its lease (SIGSTOP, a partition) finds on waking that it may not
//! write or post; its renewal fails, it reports the leases lost, and the bot ends so that
//! its supervisor starts it again, to wait for the leases like any newcomer.

use std::ops::Range;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::watch;
use tokio::time::Instant;

use super::{Reads, Store, StoreError};

/// Who holds a shard's lease, for a process that finds it taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Holder {
    pub shard: u32,
    /// The shard count it holds the shard of (another than the one asked for: the bot is
    /// running with another count).
    pub total: u32,
    pub owner: String,
    /// How long until it expires, by the database's clock, if it is not renewed.
    pub expires_in: Duration,
}

/// The fence a PostgreSQL writer checks every table write against: this process's
/// identity and the bot's shard count; and the lease's length, which bounds how long its
/// transactions may sit idle ([`IDLE_LIMIT`]).
#[derive(Clone, Debug)]
pub(crate) struct Fence {
    pub(crate) owner: String,
    pub(crate) total: u32,
    pub(crate) lease: Duration,
}

/// Bounds how long the transaction it runs in may sit idle, to the milliseconds bound as
/// `$1` ([`idle_limit`]): past that the server ends the session, and its locks go with it.
///
/// A transaction that fences a write share-locks its shard's lease row until it commits
/// (see `sql/writer.rs`), and one that takes leases holds [`TAKING`]. A process paused in
/// the middle of one (SIGSTOP, a stalled machine) would hold them for as long as it is
/// paused, and every other process would wait for it to wake, unable to take its shards
/// over once its leases have expired. Bounded by the lease's length, the paused process's
/// transaction is rolled back instead, nothing of it written; awake, it finds its leases
/// lost (its renewal fails) and stops.
pub(crate) const IDLE_LIMIT: &str =
    "SELECT set_config('idle_in_transaction_session_timeout', $1, true)";

/// The value [`IDLE_LIMIT`] binds for leases of length `lease`: whole milliseconds.
pub(crate) fn idle_limit(lease: Duration) -> String {
    lease.as_millis().to_string()
}

/// The leases this process holds, renewed in the background until dropped.
#[derive(Debug)]
pub struct Leases {
    owner: String,
    shards: Range<u32>,
    /// The moment the leases may have expired, by this process's clock: a renewal pushes
    /// it on by the lease's length, counted from before the renewal was asked.
    valid_until: Arc<Mutex<Instant>>,
    lost: watch::Receiver<bool>,
    uncovered: watch::Receiver<Vec<u32>>,
    renewal: tokio::task::JoinHandle<()>,
    pool: sqlx::PgPool,
}

impl Leases {
    /// This process's name in `shard_leases`.
    pub fn owner(&self) -> &str {
        &self.owner
    }

    /// The shards held.
    pub fn shards(&self) -> Range<u32> {
        self.shards.clone()
    }

    /// Whether the leases are surely still held now: false from the moment they may have
    /// run out, even before a failed renewal says so.
    pub fn valid(&self) -> bool {
        Instant::now() < *self.valid_until.lock().expect("the lease clock")
    }

    /// A check of [`Leases::valid`] that others may keep (the REST client asks it before
    /// every call).
    pub fn validity(&self) -> impl Fn() -> bool + Send + Sync + 'static {
        let until = Arc::clone(&self.valid_until);
        move || Instant::now() < *until.lock().expect("the lease clock")
    }

    /// Gives the leases up (a clean shutdown, every table's state saved): the process that
    /// runs these shards next need not wait for them to expire.
    pub async fn release(self) {
        self.renewal.abort();
        let released = sqlx::query(
            "UPDATE shard_leases SET expires_at = now() WHERE owner = $1 AND expires_at > now()",
        )
        .bind(&self.owner)
        .execute(&self.pool)
        .await;
        if let Err(e) = released {
            tracing::warn!(error = %e, "the shard leases could not be given up; they expire by themselves");
        }
    }

    /// Becomes true once a renewal finds a lease gone (taken by another process after it
    /// expired): this process may no longer act for those shards.
    pub fn lost(&self) -> watch::Receiver<bool> {
        self.lost.clone()
    }

    /// The shards of the bot's count that no process has run for two leases' time (their
    /// servers' events reach nobody), as the process that runs shard 0 watches them (and
    /// logs them); empty in the other processes.
    pub fn uncovered(&self) -> Vec<u32> {
        self.uncovered.borrow().clone()
    }
}

impl Drop for Leases {
    fn drop(&mut self) {
        self.renewal.abort();
    }
}

/// A name for this process, unique across restarts: host, process id and start time.
pub fn process_name() -> String {
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .map(|h| h.trim().to_string())
        .unwrap_or_else(|_| "host".into());
    format!(
        "{host}:{}:{}",
        std::process::id(),
        super::now_ms().rem_euclid(1_000_000_000)
    )
}

impl Store {
    /// Takes the leases of `shards` (of `total`) for `owner`, each for `lease`, waiting
    /// while another process holds one (at most `wait`), and keeps them renewed. From now
    /// on this store's writes for a table are fenced by its shard's lease.
    ///
    /// # Errors
    /// [`StoreError::LeaseHeld`] when a shard is still held by another process after
    /// `wait`; [`StoreError::BadUrl`] on SQLite (one process owns the file: no leases);
    /// database errors.
    pub async fn take_leases(
        &self,
        owner: &str,
        shards: Range<u32>,
        total: u32,
        lease: Duration,
        wait: Duration,
    ) -> Result<Leases, StoreError> {
        let Reads::Postgres(reads) = &self.reads else {
            return Err(StoreError::BadUrl {
                url: self.path.display().to_string(),
                reason: "shard leases are for PostgreSQL, which several processes share".into(),
            });
        };
        let pool = reads.pool().clone();
        let deadline = Instant::now() + wait;
        let asked = loop {
            // The leases run from the attempt that takes them, not from the first: after a
            // wait for another holder's to expire, counting from the first would find them
            // lapsed the moment they are taken (and nothing sent until the next renewal).
            let asked = Instant::now();
            match take(&pool, owner, shards.clone(), total, lease).await? {
                None => break asked,
                Some(holder) if Instant::now() >= deadline => {
                    let expires_in_ms = holder.expires_in.as_millis() as u64;
                    return Err(if holder.total == total {
                        StoreError::LeaseHeld {
                            shard: holder.shard,
                            owner: holder.owner,
                            expires_in_ms,
                        }
                    } else {
                        StoreError::OtherShardCount {
                            running: holder.total,
                            asked: total,
                            shard: holder.shard,
                            owner: holder.owner,
                            expires_in_ms,
                        }
                    });
                }
                Some(holder) => {
                    tracing::warn!(shard = holder.shard, holder = %holder.owner, expires_in_ms = holder.expires_in.as_millis() as u64, "a shard's lease is held by another process; waiting");
                    let pause = holder
                        .expires_in
                        .clamp(Duration::from_millis(100), lease / 3);
                    tokio::time::sleep(pause).await;
                }
            }
        };
        let _ = self.fence.set(Fence {
            owner: owner.to_string(),
            total,
            lease,
        });
        tracing::info!(owner, shards = ?shards, total, "shard leases taken");
        let valid_until = Arc::new(Mutex::new(asked + lease));
        let (lost_tx, lost) = watch::channel(false);
        let (uncovered_tx, uncovered) = watch::channel(Vec::new());
        let renewal = tokio::spawn(renew(Renewal {
            pool: pool.clone(),
            owner: owner.to_string(),
            shards: shards.clone(),
            total,
            lease,
            valid_until: Arc::clone(&valid_until),
            lost: lost_tx,
            uncovered: uncovered_tx,
        }));
        Ok(Leases {
            owner: owner.to_string(),
            shards,
            valid_until,
            lost,
            uncovered,
            renewal,
            pool,
        })
    }
}

/// The advisory lock every taking of leases holds for its transaction ("RIBL" in ASCII).
const TAKING: i64 = 1_380_532_812;

/// Takes every lease of `shards` that is free, expired or already `owner`'s, in one
/// transaction: all of them, or (`Some`: who holds one) none. None either while a process
/// holds a live lease of another shard count: Discord would send a server's events to
/// both counts' sessions, so two counts never run at once.
async fn take(
    pool: &sqlx::PgPool,
    owner: &str,
    shards: Range<u32>,
    total: u32,
    lease: Duration,
) -> Result<Option<Holder>, StoreError> {
    let mut tx = pool.begin().await?;
    sqlx::query(IDLE_LIMIT)
        .bind(idle_limit(lease))
        .execute(&mut *tx)
        .await?;
    // One taker at a time, so that two processes of different counts cannot both find
    // the other count's leases absent.
    sqlx::query("SELECT pg_advisory_xact_lock($1)")
        .bind(TAKING)
        .execute(&mut *tx)
        .await?;
    let other: Option<(i64, i64, String, f64)> = sqlx::query_as(
        "SELECT shard_total, shard, owner, greatest(extract(epoch FROM expires_at - now()), 0)::float8
         FROM shard_leases WHERE shard_total <> $1 AND expires_at > now()
         ORDER BY expires_at DESC LIMIT 1",
    )
    .bind(i64::from(total))
    .fetch_optional(&mut *tx)
    .await?;
    if let Some((running, shard, holder, left)) = other {
        tx.rollback().await?;
        return Ok(Some(Holder {
            shard: u32::try_from(shard).unwrap_or(u32::MAX),
            total: u32::try_from(running).unwrap_or(u32::MAX),
            owner: holder,
            expires_in: Duration::from_secs_f64(left),
        }));
    }
    for shard in shards {
        let taken: Option<i64> = sqlx::query_scalar(
            "INSERT INTO shard_leases (shard, shard_total, owner, epoch, expires_at)
             VALUES ($1, $2, $3, 1, now() + make_interval(secs => $4))
             ON CONFLICT (shard_total, shard) DO UPDATE SET
                owner = excluded.owner, epoch = shard_leases.epoch + 1,
                expires_at = excluded.expires_at
             WHERE shard_leases.expires_at < now() OR shard_leases.owner = excluded.owner
             RETURNING epoch",
        )
        .bind(i64::from(shard))
        .bind(i64::from(total))
        .bind(owner)
        .bind(lease.as_secs_f64())
        .fetch_optional(&mut *tx)
        .await?;
        if taken.is_none() {
            let (holder, left): (String, f64) = sqlx::query_as(
                "SELECT owner, greatest(extract(epoch FROM expires_at - now()), 0)::float8
                 FROM shard_leases WHERE shard_total = $1 AND shard = $2",
            )
            .bind(i64::from(total))
            .bind(i64::from(shard))
            .fetch_one(&mut *tx)
            .await?;
            tx.rollback().await?;
            return Ok(Some(Holder {
                shard,
                total,
                owner: holder,
                expires_in: Duration::from_secs_f64(left),
            }));
        }
    }
    tx.commit().await?;
    Ok(None)
}

/// What the renewal task keeps and tells.
struct Renewal {
    pool: sqlx::PgPool,
    owner: String,
    shards: Range<u32>,
    total: u32,
    lease: Duration,
    valid_until: Arc<Mutex<Instant>>,
    lost: watch::Sender<bool>,
    uncovered: watch::Sender<Vec<u32>>,
}

/// Renews the leases every third of their length while they are this process's; says
/// when one is lost, and stops. The process that runs shard 0 also watches that every
/// shard has a process.
async fn renew(renewal: Renewal) {
    let Renewal {
        pool,
        owner,
        shards,
        total,
        lease,
        valid_until,
        lost,
        uncovered,
    } = renewal;
    let mut unrun_since: Option<Instant> = None;
    let mut ticks = tokio::time::interval(lease / 3);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    ticks.tick().await;
    loop {
        ticks.tick().await;
        let asked = Instant::now();
        let renewed: Result<Vec<i64>, sqlx::Error> = sqlx::query_scalar(
            "UPDATE shard_leases SET expires_at = now() + make_interval(secs => $4)
             WHERE shard_total = $1 AND shard >= $2 AND shard < $3 AND owner = $5
               AND expires_at > now()
             RETURNING shard",
        )
        .bind(i64::from(total))
        .bind(i64::from(shards.start))
        .bind(i64::from(shards.end))
        .bind(lease.as_secs_f64())
        .bind(&owner)
        .fetch_all(&pool)
        .await;
        match renewed {
            Ok(held) if held.len() == shards.len() => {
                *valid_until.lock().expect("the lease clock") = asked + lease;
                if shards.start == 0 {
                    watch_coverage(&pool, total, lease, &mut unrun_since, &uncovered).await;
                }
            }
            Ok(held) => {
                let gone: Vec<u32> = shards
                    .clone()
                    .filter(|s| !held.contains(&i64::from(*s)))
                    .collect();
                tracing::error!(
                    ?gone,
                    "shard leases lost: another process may act for these shards now; this one stops acting"
                );
                *valid_until.lock().expect("the lease clock") = asked;
                let _ = lost.send(true);
                return;
            }
            // The database unreachable: the leases run out by themselves unless a later
            // renewal gets through in time.
            Err(e) => {
                tracing::warn!(error = %e, "the shard leases could not be renewed; trying again")
            }
        }
    }
}

/// Reports the shards no process has held a live lease of for two leases' time (processes
/// started one after another get that long): a warning when the set changes, and the set
/// on `uncovered`; a line when every shard has a process again.
async fn watch_coverage(
    pool: &sqlx::PgPool,
    total: u32,
    lease: Duration,
    unrun_since: &mut Option<Instant>,
    uncovered: &watch::Sender<Vec<u32>>,
) {
    let live: Vec<i64> = match sqlx::query_scalar(
        "SELECT shard FROM shard_leases WHERE shard_total = $1 AND expires_at > now()",
    )
    .bind(i64::from(total))
    .fetch_all(pool)
    .await
    {
        Ok(live) => live,
        Err(_) => return,
    };
    let missing: Vec<u32> = (0..total)
        .filter(|s| !live.contains(&i64::from(*s)))
        .collect();
    if missing.is_empty() {
        *unrun_since = None;
        if !uncovered.borrow().is_empty() {
            tracing::info!(total, "every shard has a process again");
            let _ = uncovered.send(Vec::new());
        }
        return;
    }
    let since = *unrun_since.get_or_insert_with(Instant::now);
    if since.elapsed() >= lease * 2 && *uncovered.borrow() != missing {
        tracing::warn!(
            shards = ?missing,
            total,
            "no process runs these shards: their servers' events reach nobody and their tables wait; start one whose RIBS_SHARDS covers them"
        );
        let _ = uncovered.send(missing);
    }
}
