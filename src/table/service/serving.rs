//! How a serving process (`ribs serve`) gets its table service: the service opens the
//! database, takes the leases of the process's shards where several processes share it,
//! and only then resumes the tables. The front end holds the leases it is handed
//! ([`ShardLeases`]) to gate what it sends and to stop when they are lost; it never
//! touches the store.

use std::ops::Range;
use std::time::Duration;

use tokio::sync::{mpsc, watch};

use super::TableService;
use crate::store::{Leases, Store, StoreError, process_name};
use crate::table::{AnyUpdate, TableConfig};

/// The shards a serving process runs, of the bot's count, and how it holds them on a
/// shared (PostgreSQL) database.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShardClaim {
    /// The shards this process runs (all of them, `0..1` of 1, when it autoshards).
    pub shards: Range<u32>,
    /// How many shards the bot has in all.
    pub total: u32,
    /// How long a lease lasts unrenewed: a process paused longer loses its shards.
    pub lease: Duration,
    /// How long to wait for another process's lease on one of these shards to expire
    /// (a predecessor that was killed) before giving up.
    pub wait: Duration,
}

/// The leases a serving process holds, renewed in the background until released or
/// dropped.
#[derive(Debug)]
pub struct ShardLeases(Leases);

impl ShardLeases {
    /// The shards held.
    pub fn shards(&self) -> Range<u32> {
        self.0.shards()
    }

    /// Whether the leases are surely still held now: false from the moment they may have
    /// run out, even before a failed renewal says so.
    pub fn valid(&self) -> bool {
        self.0.valid()
    }

    /// A check of [`ShardLeases::valid`] that others may keep (a front end asks it before
    /// every call it makes, so nothing is sent once the leases may have run out).
    pub fn validity(&self) -> impl Fn() -> bool + Send + Sync + 'static {
        self.0.validity()
    }

    /// Becomes true once a renewal finds a lease gone (taken by another process after it
    /// expired): this process may no longer act for those shards.
    pub fn lost(&self) -> watch::Receiver<bool> {
        self.0.lost()
    }

    /// Gives the leases up (a clean shutdown, every table's state saved): the process that
    /// runs these shards next need not wait for them to expire.
    pub async fn release(self) {
        self.0.release().await;
    }
}

/// A serving process's table service, its stream of updates, and the leases it holds
/// (`None` on SQLite, which one process owns whole).
pub struct Serving {
    pub service: TableService,
    pub updates: mpsc::UnboundedReceiver<AnyUpdate>,
    pub leases: Option<ShardLeases>,
}

impl TableService {
    /// Opens the database at `database_url` for a serving process and starts the service
    /// on it. On PostgreSQL, shared by several processes, it first takes the leases of
    /// `claim`'s shards for this process (waiting up to `claim.wait` for a predecessor's to
    /// expire): from then on every table write is fenced by its shard's lease, and only
    /// then are the tables resumed (those `config.resume` names). On SQLite no lease is
    /// taken: the file is this process's alone.
    ///
    /// # Errors
    /// A database that cannot be opened, read or migrated (with what to do about it), one
    /// that belongs to `ribs play`; a shard still held by another process after the wait,
    /// or held under another shard count.
    pub async fn serve(
        database_url: &str,
        claim: &ShardClaim,
        config: TableConfig,
    ) -> Result<Serving, StoreError> {
        let store = Store::open(database_url).await?;
        let leases = if store.is_sqlite() {
            None
        } else {
            let taken = store
                .take_leases(
                    &process_name(),
                    claim.shards.clone(),
                    claim.total,
                    claim.lease,
                    claim.wait,
                )
                .await;
            match taken {
                Ok(leases) => Some(ShardLeases(leases)),
                Err(e) => {
                    store.close().await;
                    return Err(e);
                }
            }
        };
        let (service, updates) = TableService::with_store(store, config).await?;
        Ok(Serving {
            service,
            updates,
            leases,
        })
    }
}
