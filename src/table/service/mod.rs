//! The table service: a registry of table tasks, the door front ends knock on, and the
//! guard that keeps a failing table task from leaving its place taken.

use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::sync::{mpsc, oneshot};
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

mod reads;
mod serving;

pub use serving::{Serving, ShardClaim, ShardLeases};

use super::actor;
use super::hosted::{ForGame, for_game};
use super::{
    Announcement, AnyUpdate, Closing, HistoryRow, Hosted, MatchId, Owed, PlaceId, Player,
    PlayerView, Ranking, Reply, Request, ServerId, StandingRow, TableConfig, TableError, TableInfo,
    TableSettings, TableStatus, Update, UpdateKind, UserId,
};
use crate::ai::Level;
use crate::games::GameKind;
use crate::store::{Store, StoreError, StoredTable, now_ms};

/// The open tables: which task owns each, and where each is played. A table's places are
/// its channel (or the thread it was opened in) and the thread opened for its match: both
/// find the table, both are freed when it ends, and a restart rebuilds both from the store.
///
/// A `std` mutex, not tokio's: it is held for a map lookup or insert and never across an
/// `.await`, so it cannot stall the runtime, and it is cheaper than an async lock.
#[derive(Default)]
struct Registry {
    tables: HashMap<MatchId, Entry>,
    places: HashMap<PlaceId, MatchId>,
}

/// An open table's task: its game, its mailbox (an `mpsc::Sender<Request<G>>` of its
/// game `G`, taken out by [`TableService::sender`]), and the places it holds.
struct Entry {
    game: GameKind,
    server: ServerId,
    mailbox: Box<dyn std::any::Any + Send + Sync>,
    places: Vec<PlaceId>,
}

impl Registry {
    fn hold(&mut self, table: MatchId, place: PlaceId) {
        self.places.insert(place, table);
        if let Some(entry) = self.tables.get_mut(&table)
            && !entry.places.contains(&place)
        {
            entry.places.push(place);
        }
    }

    /// Frees every place of a table that ended.
    fn free(&mut self, table: MatchId) {
        if let Some(entry) = self.tables.remove(&table) {
            for place in entry.places {
                if self.places.get(&place) == Some(&table) {
                    self.places.remove(&place);
                }
            }
        }
    }
}

struct Shared {
    store: Store,
    config: TableConfig,
    updates: mpsc::UnboundedSender<AnyUpdate>,
    registry: Mutex<Registry>,
    /// Recent failures of each table's task, for the panic guard.
    failures: Mutex<HashMap<MatchId, Vec<Instant>>>,
    tracker: TaskTracker,
    shutdown: CancellationToken,
}

/// The stored account of a table stopped because it failed.
fn failed() -> String {
    serde_json::to_string(&Closing::Failed).expect("a closing serializes")
}

/// A table whose task fails this many times within [`FAILURE_WINDOW`] is stopped rather
/// than rebuilt again: a failure that its own log reproduces would otherwise loop.
const MAX_FAILURES: usize = 3;
const FAILURE_WINDOW: Duration = Duration::from_secs(600);

/// A handle on the table service. Cheap to clone; every clone talks to the same tables.
#[derive(Clone)]
pub struct TableService {
    shared: Arc<Shared>,
}

/// Mailbox size per table: a burst of clicks waits here; more than this and the sender
/// waits too (only senders to that table).
const MAILBOX: usize = 64;

impl TableService {
    /// Opens the database at `database_url` (a `sqlite://` file, created if missing, or a
    /// `postgres://` database; migrated if need be) and starts the service on it: see
    /// [`TableService::with_store`]. A serving process that may share its database with
    /// others opens it with [`TableService::serve`], which takes its shards' leases first.
    ///
    /// # Errors
    /// A database that cannot be opened, read or migrated (with what to do about it), or
    /// one that belongs to `ribs play`.
    pub async fn open(
        database_url: &str,
        config: TableConfig,
    ) -> Result<(TableService, mpsc::UnboundedReceiver<AnyUpdate>), StoreError> {
        TableService::with_store(Store::open(database_url).await?, config).await
    }

    /// [`TableService::open`] on a database file, whatever characters its name has.
    ///
    /// # Errors
    /// As [`TableService::open`].
    pub async fn open_file(
        path: &Path,
        config: TableConfig,
    ) -> Result<(TableService, mpsc::UnboundedReceiver<AnyUpdate>), StoreError> {
        TableService::with_store(Store::open_file(path).await?, config).await
    }

    /// Starts the service on a store, resuming every table the store has open (lobbies as
    /// they were, matches replayed from their action logs, timers running again), or those
    /// of the servers [`TableConfig::resume`] names.
    /// Updates for front ends arrive on the returned receiver.
    ///
    /// # Errors
    /// When the store cannot be read, or holds `ribs play` matches. A stored match that
    /// does not replay is stopped (and logged), so that its place is free.
    pub async fn with_store(
        store: Store,
        config: TableConfig,
    ) -> Result<(TableService, mpsc::UnboundedReceiver<AnyUpdate>), StoreError> {
        let (updates, receiver) = mpsc::unbounded_channel();
        let service = TableService {
            shared: Arc::new(Shared {
                store: store.clone(),
                config,
                updates,
                registry: Mutex::new(Registry::default()),
                failures: Mutex::default(),
                tracker: TaskTracker::new(),
                shutdown: CancellationToken::new(),
            }),
        };
        // A database file belongs to one front end: the bot's leaderboards must not mix
        // in the terminal's player, nor the bot take over a terminal match.
        if store.count_matches(PlaceId::TERMINAL).await? > 0 {
            return Err(StoreError::TerminalMatches {
                path: store.path().to_path_buf(),
            });
        }
        for stored in store.open_tables().await? {
            // Another process's shard: its table is that process's to resume.
            if !service.shared.config.resume.takes(stored.server) {
                continue;
            }
            let id = stored.id;
            let resumed = for_game(
                stored.game,
                Resume {
                    service: &service,
                    stored,
                    failures: 0,
                },
            );
            if resumed.is_err() {
                // Stopped, so that its place is free for a new table (the reason is logged).
                tracing::error!(table = %id, "a stored table is stopped");
                store
                    .end_table(id, TableStatus::Stopped, now_ms(), Some(failed()))
                    .await?;
            }
        }
        Ok((service, receiver))
    }

    /// Stops every table task (their state is all in the store) and waits for them.
    pub async fn shutdown(&self) {
        self.shared.shutdown.cancel();
        self.shared.tracker.close();
        self.shared.tracker.wait().await;
    }

    /// Stops every table task, then waits for pending writes and closes the database.
    pub async fn close(self) {
        self.shutdown().await;
        self.shared.store.clone().close().await;
    }

    fn wiring(&self) -> actor::Wiring {
        actor::Wiring {
            store: self.shared.store.clone(),
            config: self.shared.config.clone(),
            updates: self.shared.updates.clone(),
            shutdown: self.shared.shutdown.clone(),
        }
    }

    /// Runs a table's task, registered under its id and places. A guard outlives it: when
    /// the task ends its places are freed, and when it panicked the table is rebuilt from its
    /// log (or stopped, after [`MAX_FAILURES`]), so that a bug never leaves a channel taken
    /// by a table nobody can reach.
    fn spawn<G: Hosted>(&self, id: MatchId, places: Vec<PlaceId>, actor: actor::Actor<G>) {
        let (tx, rx) = mpsc::channel::<Request<G>>(MAILBOX);
        {
            let mut registry = self.shared.registry.lock().expect("registry lock");
            registry.tables.insert(
                id,
                Entry {
                    game: G::KIND,
                    server: actor.server(),
                    mailbox: Box::new(tx),
                    places: Vec::new(),
                },
            );
            for place in places {
                registry.hold(id, place);
            }
        }
        // Every line the table's task logs names the table.
        let span = tracing::info_span!("table", id = %id);
        let task = tokio::spawn(tracing::Instrument::instrument(actor.run(rx), span));
        let service = self.clone();
        self.shared.tracker.spawn(async move {
            let ended = task.await;
            service
                .shared
                .registry
                .lock()
                .expect("registry lock")
                .free(id);
            if let Err(e) = ended
                && e.is_panic()
            {
                service.recover(id).await;
            }
        });
    }

    /// After a table's task panicked: rebuild it from the store, unless it has failed too
    /// often lately; then stop it (recorded as stopped, nobody credited) and say so.
    async fn recover(&self, id: MatchId) {
        if self.shared.shutdown.is_cancelled() {
            return; // Its state is in the store; the next start rebuilds it.
        }
        let failures = {
            let mut all = self.shared.failures.lock().expect("failures lock");
            let recent = all.entry(id).or_default();
            recent.retain(|at| at.elapsed() < FAILURE_WINDOW);
            recent.push(Instant::now());
            recent.len()
        };
        let stored = match self.shared.store.open_table(id).await {
            Ok(Some(stored)) => stored,
            Ok(None) => return, // It had closed before it failed.
            Err(e) => {
                tracing::error!(table = %id, error = %e, "a failed table could not be read back");
                return;
            }
        };
        let resumed = for_game(
            stored.game,
            Resume {
                service: self,
                stored,
                failures,
            },
        );
        if resumed.is_ok() {
            tracing::error!(table = %id, failures, "a table's task panicked; rebuilt from its log");
            return;
        }
        tracing::error!(table = %id, failures, "a table's task keeps failing; stopped");
        if let Err(e) = self
            .shared
            .store
            .end_table(id, TableStatus::Stopped, now_ms(), Some(failed()))
            .await
        {
            tracing::error!(table = %id, error = %e, "a failed table could not be stopped");
            return;
        }
        if let Err(Some(closed)) = resumed {
            let _ = self.shared.updates.send(closed);
        }
    }

    /// The open table at a place (its channel, or its match's thread), if any.
    pub fn table_at(&self, place: PlaceId) -> Option<MatchId> {
        self.shared
            .registry
            .lock()
            .expect("registry lock")
            .places
            .get(&place)
            .copied()
    }

    /// The open tables.
    pub fn open_table_ids(&self) -> Vec<MatchId> {
        let registry = self.shared.registry.lock().expect("registry lock");
        registry.tables.keys().copied().collect()
    }

    /// How many tables are open.
    pub fn open_tables(&self) -> usize {
        self.shared
            .registry
            .lock()
            .expect("registry lock")
            .tables
            .len()
    }

    /// Opens a table at `place` with `host` seated first (and any computer players asked
    /// for).
    ///
    /// # Errors
    /// [`TableError::TableExists`] when the place has an open table;
    /// [`TableError::TooManyComputers`] when the computers asked for do not fit beside the
    /// host; store errors.
    pub async fn create<G: Hosted>(
        &self,
        place: PlaceId,
        server: ServerId,
        host: Player,
        settings: TableSettings<G>,
    ) -> Result<TableInfo<G>, TableError> {
        if self.shared.shutdown.is_cancelled() {
            return Err(TableError::ShuttingDown);
        }
        // A table whose closing is stored but whose task has not ended yet no longer holds
        // the place (the store, which refuses a second open table in a place, decides).
        if let Some(old) = self.table_at(place)
            && self
                .shared
                .store
                .table_status(old)
                .await?
                .is_none_or(TableStatus::is_open)
        {
            return Err(TableError::TableExists);
        }
        let (actor, info) =
            actor::Actor::create(place, server, host, settings, self.wiring()).await?;
        self.spawn(info.id, vec![place], actor);
        Ok(info)
    }

    /// The game of an open table.
    pub fn game_of(&self, table: MatchId) -> Option<GameKind> {
        let registry = self.shared.registry.lock().expect("registry lock");
        registry.tables.get(&table).map(|entry| entry.game)
    }

    /// The mailbox of an open table's task, a table of game `G` (`Some(Err)`: of another).
    fn sender<G: Hosted>(&self, table: MatchId) -> Option<Result<mpsc::Sender<Request<G>>, ()>> {
        let registry = self.shared.registry.lock().expect("registry lock");
        registry.tables.get(&table).map(|entry| {
            entry
                .mailbox
                .downcast_ref::<mpsc::Sender<Request<G>>>()
                .cloned()
                .ok_or(())
        })
    }

    async fn ask<G: Hosted, T>(
        &self,
        table: MatchId,
        command: impl FnOnce(Reply<T>) -> Request<G>,
    ) -> Result<T, TableError> {
        let sender = match self.sender::<G>(table) {
            Some(Ok(sender)) => sender,
            Some(Err(())) => return Err(TableError::OtherGame),
            None => return Err(self.closed_table(table).await),
        };
        let (reply, answer) = oneshot::channel();
        if sender.send(command(reply)).await.is_err() {
            return Err(self.closed_table(table).await);
        }
        match answer.await {
            Ok(result) => result,
            Err(_) => Err(self.closed_table(table).await),
        }
    }

    /// Why a table has no task: it is over, it never existed, the service is stopping, or
    /// its task failed while answering (it is still open in the store, being rebuilt).
    async fn closed_table(&self, table: MatchId) -> TableError {
        if self.shared.shutdown.is_cancelled() {
            return TableError::ShuttingDown;
        }
        match self.shared.store.table_status(table).await {
            Ok(Some(status)) if status.is_open() => TableError::Interrupted,
            Ok(Some(_)) => TableError::Over,
            Ok(None) => TableError::NoTable,
            Err(e) => e.into(),
        }
    }

    /// # Errors
    /// Not in the lobby, already seated, full.
    pub async fn join<G: Hosted>(
        &self,
        table: MatchId,
        player: Player,
    ) -> Result<TableInfo<G>, TableError> {
        self.ask(table, |r| Request::Join(player, r)).await
    }

    /// Leaves the lobby (the host's leaving passes the table to the next player, or
    /// cancels it when nobody is left).
    ///
    /// # Errors
    /// Not seated; the match has started.
    pub async fn leave<G: Hosted>(
        &self,
        table: MatchId,
        user: UserId,
    ) -> Result<TableInfo<G>, TableError> {
        self.ask(table, |r| Request::Leave(user, r)).await
    }

    /// # Errors
    /// Not seated; not in the lobby; full.
    pub async fn add_computer<G: Hosted>(
        &self,
        table: MatchId,
        by: UserId,
        level: Level,
    ) -> Result<TableInfo<G>, TableError> {
        self.ask(table, |r| Request::AddComputer(by, level, r))
            .await
    }

    /// Removes the last computer player seated (host only).
    ///
    /// # Errors
    /// Not the host; no computer seated; not in the lobby.
    pub async fn remove_computer<G: Hosted>(
        &self,
        table: MatchId,
        by: UserId,
    ) -> Result<TableInfo<G>, TableError> {
        self.ask(table, |r| Request::RemoveComputer(by, r)).await
    }

    /// The host sets one of the game's table options in the lobby: `key` to `value`, in
    /// their text forms ([`crate::games::GameOptions::with`] checks them). The lobby is
    /// shown again with it.
    ///
    /// # Errors
    /// Not the host; the match has started; [`TableError::BadOption`]; store errors.
    pub async fn set_option<G: Hosted>(
        &self,
        table: MatchId,
        by: UserId,
        key: &str,
        value: &str,
    ) -> Result<TableInfo<G>, TableError> {
        let (key, value) = (key.to_string(), value.to_string());
        self.ask(table, |reply| Request::<G>::SetOption {
            by,
            key,
            value,
            reply,
        })
        .await
    }

    /// Starts the match (host only, 4 to 10 seats).
    ///
    /// # Errors
    /// Not the host; too few or too many players; already started.
    pub async fn start<G: Hosted>(
        &self,
        table: MatchId,
        by: UserId,
    ) -> Result<TableInfo<G>, TableError> {
        self.ask(table, |r| Request::Start(by, r)).await
    }

    /// Cancels the lobby (host only).
    ///
    /// # Errors
    /// Not the host; the match has started.
    pub async fn cancel<G: Hosted>(
        &self,
        table: MatchId,
        by: UserId,
    ) -> Result<TableInfo<G>, TableError> {
        self.ask(table, |r| Request::Cancel(by, r)).await
    }

    /// Stops the match: by the host, or by anyone the front end vouches for as an admin.
    ///
    /// # Errors
    /// Neither host nor admin.
    pub async fn stop<G: Hosted>(
        &self,
        table: MatchId,
        by: UserId,
        admin: bool,
    ) -> Result<TableInfo<G>, TableError> {
        self.ask(table, |r| Request::Stop {
            by,
            admin,
            reply: r,
        })
        .await
    }

    /// A player's action, answering step `step` of the match.
    ///
    /// # Errors
    /// Not seated; not on turn; a step already past ([`TableError::Stale`]); illegal by
    /// the rules (with the engine's reason); the store could not save it.
    pub async fn act<G: Hosted>(
        &self,
        table: MatchId,
        user: UserId,
        step: u64,
        action: G::Action,
    ) -> Result<(), TableError> {
        self.ask(table, |reply| Request::<G>::Act {
            user,
            step,
            action,
            reply,
        })
        .await
    }

    /// Hands one's seat to a computer player (`on`) or takes it back. Only a change moves
    /// the turn clock: asking for what already is changes nothing.
    ///
    /// # Errors
    /// Not seated; not started; [`TableError::AutopilotAlready`].
    pub async fn autopilot<G: Hosted>(
        &self,
        table: MatchId,
        user: UserId,
        on: bool,
    ) -> Result<TableInfo<G>, TableError> {
        self.ask(table, |r| Request::Autopilot(user, on, r)).await
    }

    /// On a table with no turn timer, hands the seat on turn to the autopilot once its
    /// person has held the turn past the hold limit ([`TableInfo::overdue`]): `by`, another
    /// seated person, answering step `step`.
    ///
    /// # Errors
    /// Not seated; a step already past; [`TableError::NotOverdue`]; [`TableError::OwnSeat`];
    /// store errors.
    pub async fn take_over<G: Hosted>(
        &self,
        table: MatchId,
        by: UserId,
        step: u64,
    ) -> Result<TableInfo<G>, TableError> {
        self.ask(table, |reply| Request::TakeOver { by, step, reply })
            .await
    }

    /// The table's public state.
    ///
    /// # Errors
    /// No such open table.
    pub async fn info<G: Hosted>(&self, table: MatchId) -> Result<TableInfo<G>, TableError> {
        self.ask(table, Request::Info).await
    }

    /// What a seated player may see now.
    ///
    /// # Errors
    /// Not seated; not started.
    pub async fn view<G: Hosted>(
        &self,
        table: MatchId,
        user: UserId,
    ) -> Result<PlayerView<G>, TableError> {
        self.ask(table, |r| Request::View(user, r)).await
    }

    /// The match of `table` is played in `thread` (opened for it by the front end) from now
    /// on: a place of the table's, as its channel is, until the table ends.
    ///
    /// # Errors
    /// No such open table; [`TableError::TableExists`] when another open table is played
    /// there; store errors.
    pub async fn play_in_thread<G: Hosted>(
        &self,
        table: MatchId,
        thread: PlaceId,
    ) -> Result<TableInfo<G>, TableError> {
        let info = self.ask(table, |r| Request::Thread(thread, r)).await?;
        let mut registry = self.shared.registry.lock().expect("registry lock");
        // Held only while the table is: it may have ended since it answered.
        if registry.tables.contains_key(&table) {
            registry.hold(table, thread);
        }
        Ok(info)
    }

    /// Saves the front end's own state for a table (message ids and the like); it comes
    /// back with what the table is owed ([`Owed::frontend`]) and from
    /// [`TableService::frontend`], also after a restart. Written straight to the store, so
    /// that a front end finishing its work as the service shuts down still saves it.
    ///
    /// # Errors
    /// Store errors.
    pub async fn set_frontend(&self, table: MatchId, state: String) -> Result<(), TableError> {
        Ok(self.shared.store.set_frontend(table, state).await?)
    }

    /// Forgets a person: their id and every name they played under leave the database,
    /// an anonymous "former player" of their own taking their place in the matches they
    /// played, so that everyone else's results and ratings stay exactly as they were; no
    /// board shows them again.
    ///
    /// # Errors
    /// [`TableError::AtOpenTable`] while they sit at an open table, or its lobby asks them
    /// back; store errors.
    pub async fn forget(&self, user: UserId) -> Result<super::Forgotten, TableError> {
        super::forget::forget(&self.shared.store, user).await
    }

    /// Whether a person may be forgotten now, without forgetting them: asked before they
    /// are asked to confirm, so that one who would be refused is told at once.
    ///
    /// # Errors
    /// [`TableError::AtOpenTable`] as [`TableService::forget`] would refuse; store errors.
    pub async fn may_forget(&self, user: UserId) -> Result<(), TableError> {
        super::forget::may_forget(&self.shared.store, user).await
    }

    /// The front end's own state for a table, as last saved.
    ///
    /// # Errors
    /// [`TableError::NoTable`]; store errors.
    pub async fn frontend(&self, table: MatchId) -> Result<Option<String>, TableError> {
        let stored = self.shared.store.table(table).await?;
        Ok(stored.ok_or(TableError::NoTable)?.frontend)
    }
}

/// Rebuilds a stored table of game `G` and runs it (see [`for_game`]); when it cannot be,
/// the closing a front end owes its players, if the table could at least be shown.
struct Resume<'a> {
    service: &'a TableService,
    stored: StoredTable,
    /// How often the table's task failed lately: at [`MAX_FAILURES`] it is not run again.
    failures: usize,
}

impl ForGame for Resume<'_> {
    type Out = Result<(), Option<AnyUpdate>>;

    fn run<G: Hosted>(self) -> Self::Out {
        let Resume {
            service,
            stored,
            failures,
        } = self;
        let id = stored.id;
        let place = stored.place;
        let places: Vec<PlaceId> = std::iter::once(stored.place).chain(stored.thread).collect();
        match actor::Actor::<G>::resume(stored, service.wiring()) {
            Ok(actor) if failures < MAX_FAILURES => {
                service.spawn(id, places, actor);
                Ok(())
            }
            Ok(actor) => {
                let mut info = actor.info();
                info.status = TableStatus::Stopped;
                Err(Some(AnyUpdate::new(Update {
                    table: id,
                    place,
                    audience: super::Audience::Table,
                    kind: UpdateKind::Closed {
                        info,
                        why: Closing::Failed,
                    },
                })))
            }
            Err(e) => {
                tracing::error!(table = %id, error = %e, "a stored table does not replay");
                Err(None)
            }
        }
    }
}

#[cfg(test)]
mod tests;
