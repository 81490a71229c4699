//! The table service: a registry of table tasks, the door front ends knock on, and the
//! guard that keeps a failing table task from leaving its place taken.

use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::sync::{mpsc, oneshot};
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use super::actor;
use super::{
    Announcement, Closing, Command, HistoryRow, MatchId, Owed, PlaceId, Player, PlayerView,
    Ranking, Reply, ServerId, StandingRow, TableConfig, TableError, TableInfo, TableSettings,
    TableStatus, Update, UpdateKind, UserId,
};
use crate::ai::Level;
use crate::game::{Action, Event, Seat};
use crate::store::{Store, StoreError, now_ms};

/// The open tables: which task owns each, and which table each place has.
///
/// A `std` mutex, not tokio's: it is held for a map lookup or insert and never across an
/// `.await`, so it cannot stall the runtime, and it is cheaper than an async lock.
#[derive(Default)]
struct Registry {
    tables: HashMap<MatchId, mpsc::Sender<Command>>,
    places: HashMap<PlaceId, MatchId>,
}

struct Shared {
    store: Store,
    config: TableConfig,
    updates: mpsc::UnboundedSender<Update>,
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
    /// Opens the database at a `sqlite://` URL (created and migrated if need be) and starts
    /// the service on it: see [`TableService::with_store`].
    ///
    /// # Errors
    /// A database that cannot be opened, read or migrated (with what to do about it), or
    /// one that belongs to `ribs play`.
    pub async fn open(
        database_url: &str,
        config: TableConfig,
    ) -> Result<(TableService, mpsc::UnboundedReceiver<Update>), StoreError> {
        TableService::with_store(Store::open(database_url).await?, config).await
    }

    /// [`TableService::open`] on a database file, whatever characters its name has.
    ///
    /// # Errors
    /// As [`TableService::open`].
    pub async fn open_file(
        path: &Path,
        config: TableConfig,
    ) -> Result<(TableService, mpsc::UnboundedReceiver<Update>), StoreError> {
        TableService::with_store(Store::open_file(path).await?, config).await
    }

    /// Starts the service on a store, resuming every table the store has open (lobbies as
    /// they were, matches replayed from their action logs, timers running again).
    /// Updates for front ends arrive on the returned receiver.
    ///
    /// # Errors
    /// When the store cannot be read, or holds `ribs play` matches. A stored match that
    /// does not replay is stopped (and logged), so that its place is free.
    pub async fn with_store(
        store: Store,
        config: TableConfig,
    ) -> Result<(TableService, mpsc::UnboundedReceiver<Update>), StoreError> {
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
            let id = stored.id;
            let place = stored.place;
            match actor::Actor::resume(stored, service.actor_context()) {
                Ok(actor) => service.spawn(id, place, actor),
                Err(e) => {
                    // Stopped, so that its place is free for a new table.
                    tracing::error!(table = %id, error = %e, "a stored table does not replay; stopped");
                    store
                        .end_table(id, TableStatus::Stopped, now_ms(), Some(failed()))
                        .await?;
                }
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

    fn actor_context(&self) -> actor::Context {
        actor::Context {
            store: self.shared.store.clone(),
            config: self.shared.config.clone(),
            updates: self.shared.updates.clone(),
            shutdown: self.shared.shutdown.clone(),
        }
    }

    /// Runs a table's task, registered under its id and place. A guard outlives it: when the
    /// task ends its place is freed, and when it panicked the table is rebuilt from its log
    /// (or stopped, after [`MAX_FAILURES`]), so that a bug never leaves a channel taken by a
    /// table nobody can reach.
    fn spawn(&self, id: MatchId, place: PlaceId, actor: actor::Actor) {
        let (tx, rx) = mpsc::channel(MAILBOX);
        {
            let mut registry = self.shared.registry.lock().expect("registry lock");
            registry.tables.insert(id, tx);
            registry.places.insert(place, id);
        }
        let task = tokio::spawn(actor.run(rx));
        let service = self.clone();
        self.shared.tracker.spawn(async move {
            let ended = task.await;
            service.unregister(id, place);
            if let Err(e) = ended
                && e.is_panic()
            {
                service.recover(id, place).await;
            }
        });
    }

    fn unregister(&self, id: MatchId, place: PlaceId) {
        let mut registry = self.shared.registry.lock().expect("registry lock");
        registry.tables.remove(&id);
        if registry.places.get(&place) == Some(&id) {
            registry.places.remove(&place);
        }
    }

    /// After a table's task panicked: rebuild it from the store, unless it has failed too
    /// often lately; then stop it (recorded as stopped, nobody credited) and say so.
    async fn recover(&self, id: MatchId, place: PlaceId) {
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
        match actor::Actor::resume(stored, self.actor_context()) {
            Ok(actor) if failures < MAX_FAILURES => {
                tracing::error!(table = %id, failures, "a table's task panicked; rebuilt from its log");
                self.spawn(id, place, actor);
            }
            rebuilt => {
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
                if let Ok(actor) = rebuilt {
                    let mut info = actor.info();
                    info.status = TableStatus::Stopped;
                    let _ = self.shared.updates.send(Update {
                        table: id,
                        place,
                        audience: super::Audience::Table,
                        kind: UpdateKind::Closed {
                            info,
                            why: Closing::Failed,
                        },
                    });
                }
            }
        }
    }

    /// The open table at a place, if any.
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
    /// [`TableError::TableExists`] when the place has an open table; store errors.
    pub async fn create(
        &self,
        place: PlaceId,
        server: ServerId,
        host: Player,
        settings: TableSettings,
    ) -> Result<TableInfo, TableError> {
        if self.shared.shutdown.is_cancelled() {
            return Err(TableError::ShuttingDown);
        }
        if self.table_at(place).is_some() {
            return Err(TableError::TableExists);
        }
        let (actor, info) =
            actor::Actor::create(place, server, host, settings, self.actor_context()).await?;
        self.spawn(info.id, place, actor);
        Ok(info)
    }

    async fn ask<T>(
        &self,
        table: MatchId,
        command: impl FnOnce(Reply<T>) -> Command,
    ) -> Result<T, TableError> {
        let sender = self
            .shared
            .registry
            .lock()
            .expect("registry lock")
            .tables
            .get(&table)
            .cloned();
        let Some(sender) = sender else {
            return Err(self.closed_table(table).await);
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
    pub async fn join(&self, table: MatchId, player: Player) -> Result<TableInfo, TableError> {
        self.ask(table, |r| Command::Join(player, r)).await
    }

    /// Leaves the lobby (the host's leaving passes the table to the next player, or
    /// cancels it when nobody is left).
    ///
    /// # Errors
    /// Not seated; the match has started.
    pub async fn leave(&self, table: MatchId, user: UserId) -> Result<TableInfo, TableError> {
        self.ask(table, |r| Command::Leave(user, r)).await
    }

    /// # Errors
    /// Not seated; not in the lobby; full.
    pub async fn add_computer(
        &self,
        table: MatchId,
        by: UserId,
        level: Level,
    ) -> Result<TableInfo, TableError> {
        self.ask(table, |r| Command::AddComputer(by, level, r))
            .await
    }

    /// Removes the last computer player seated (host only).
    ///
    /// # Errors
    /// Not the host; no computer seated; not in the lobby.
    pub async fn remove_computer(
        &self,
        table: MatchId,
        by: UserId,
    ) -> Result<TableInfo, TableError> {
        self.ask(table, |r| Command::RemoveComputer(by, r)).await
    }

    /// Starts the match (host only, 4 to 10 seats).
    ///
    /// # Errors
    /// Not the host; too few or too many players; already started.
    pub async fn start(&self, table: MatchId, by: UserId) -> Result<TableInfo, TableError> {
        self.ask(table, |r| Command::Start(by, r)).await
    }

    /// Cancels the lobby (host only).
    ///
    /// # Errors
    /// Not the host; the match has started.
    pub async fn cancel(&self, table: MatchId, by: UserId) -> Result<TableInfo, TableError> {
        self.ask(table, |r| Command::Cancel(by, r)).await
    }

    /// Stops the match: by the host, or by anyone the front end vouches for as an admin.
    ///
    /// # Errors
    /// Neither host nor admin.
    pub async fn stop(
        &self,
        table: MatchId,
        by: UserId,
        admin: bool,
    ) -> Result<TableInfo, TableError> {
        self.ask(table, |r| Command::Stop {
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
    pub async fn act(
        &self,
        table: MatchId,
        user: UserId,
        step: u64,
        action: Action,
    ) -> Result<(), TableError> {
        self.ask(table, |reply| Command::Act {
            user,
            step,
            action,
            reply,
        })
        .await
    }

    /// Hands one's seat to a computer player (`on`) or takes it back.
    ///
    /// # Errors
    /// Not seated; not started.
    pub async fn autopilot(
        &self,
        table: MatchId,
        user: UserId,
        on: bool,
    ) -> Result<TableInfo, TableError> {
        self.ask(table, |r| Command::Autopilot(user, on, r)).await
    }

    /// The table's public state.
    ///
    /// # Errors
    /// No such open table.
    pub async fn info(&self, table: MatchId) -> Result<TableInfo, TableError> {
        self.ask(table, Command::Info).await
    }

    /// What a seated player may see now.
    ///
    /// # Errors
    /// Not seated; not started.
    pub async fn view(&self, table: MatchId, user: UserId) -> Result<PlayerView, TableError> {
        self.ask(table, |r| Command::View(user, r)).await
    }

    /// Saves the front end's own state for a table; it comes back in [`TableInfo`], also
    /// after a restart.
    ///
    /// # Errors
    /// No such open table; store errors.
    pub async fn set_frontend(&self, table: MatchId, state: String) -> Result<(), TableError> {
        self.ask(table, |r| Command::Frontend(state, r)).await
    }

    // ----- What the store keeps, for front ends -----

    /// The top `limit` players of a scope (`ServerId::NONE`: everywhere). For
    /// [`Ranking::WinRate`], only players with at least `min_matches` matches count.
    ///
    /// # Errors
    /// Store errors.
    pub async fn leaderboard(
        &self,
        scope: ServerId,
        ranking: Ranking,
        min_matches: u32,
        limit: u32,
    ) -> Result<Vec<StandingRow>, TableError> {
        Ok(self
            .shared
            .store
            .leaderboard(scope, ranking, min_matches, limit)
            .await?)
    }

    /// One player's standing in a scope (`None` before their first finished match there).
    ///
    /// # Errors
    /// Store errors.
    pub async fn stats(
        &self,
        scope: ServerId,
        user: UserId,
    ) -> Result<Option<StandingRow>, TableError> {
        Ok(self.shared.store.player_stats(scope, user).await?)
    }

    /// A player's last `limit` finished matches, newest first.
    ///
    /// # Errors
    /// Store errors.
    pub async fn history(&self, user: UserId, limit: u32) -> Result<Vec<HistoryRow>, TableError> {
        Ok(self.shared.store.history(user, limit).await?)
    }

    /// A match's actions so far, in order (open or finished).
    ///
    /// # Errors
    /// Store errors.
    pub async fn log(&self, table: MatchId) -> Result<Vec<(Seat, Action)>, TableError> {
        let actions = self.shared.store.actions(table).await?;
        Ok(actions
            .into_iter()
            .map(|a| (Seat(a.seat), a.action))
            .collect())
    }

    /// A table's status as stored (`None` for a table that never existed).
    ///
    /// # Errors
    /// Store errors.
    pub async fn status(&self, table: MatchId) -> Result<Option<TableStatus>, TableError> {
        Ok(self.shared.store.table_status(table).await?)
    }

    // ----- What front ends owe the players -----

    /// The front end found that the table's place is gone (its channel deleted, the bot
    /// removed or refused there): the match stops, recorded as stopped, nobody credited,
    /// and the place is free.
    ///
    /// # Errors
    /// No such open table; store errors.
    pub async fn lose_place(&self, table: MatchId) -> Result<TableInfo, TableError> {
        self.ask(table, Command::LosePlace).await
    }

    /// The tables a front end may owe something, to go through after a restart: every
    /// open table, and every closed one whose closing is not announced yet.
    ///
    /// # Errors
    /// Store errors.
    pub async fn tables_owing(&self) -> Result<Vec<MatchId>, TableError> {
        Ok(self.shared.store.tables_owing().await?)
    }

    /// The open tables of a server (a front end that leaves a server stops them).
    pub async fn tables_in(&self, server: ServerId) -> Vec<MatchId> {
        let mut found = Vec::new();
        for table in self.open_table_ids() {
            if let Ok(info) = self.info(table).await
                && info.server == server
            {
                found.push(table);
            }
        }
        found
    }

    /// What a front end owes the players of `table`, derived from the committed log: the
    /// announcements of every action after the last one it announced, and the closing if
    /// the table is closed and that is not announced yet.
    ///
    /// # Errors
    /// No such table; a stored table that does not replay; store errors.
    pub async fn owed(&self, table: MatchId) -> Result<Owed, TableError> {
        let stored = self
            .shared
            .store
            .table(table)
            .await?
            .ok_or(TableError::NoTable)?;
        let announced = stored.announced;
        let closing = match (stored.status, stored.closing.as_deref()) {
            (status, _) if status.is_open() || stored.closing_announced => None,
            (TableStatus::Finished, _) => Some(Closing::Won),
            (_, Some(json)) => Some(serde_json::from_str(json).unwrap_or(Closing::Failed)),
            (_, None) => Some(Closing::Failed),
        };
        let mut announcements = Vec::new();
        if stored.started_at_ms.is_some() {
            let log = stored.actions.iter().map(|a| (Seat(a.seat), a.action));
            let mut ply = 0u64;
            crate::game::Match::replay(
                stored.options,
                stored.seats.len() as u8,
                stored.seed,
                log,
                |_, events| {
                    let owed: Vec<Event> = events
                        .iter()
                        .filter(|e| Announcement::is_announced(e))
                        .copied()
                        .collect();
                    if ply >= announced && !owed.is_empty() {
                        announcements.push(Announcement { ply, events: owed });
                    }
                    ply += 1;
                },
            )
            .map_err(|e| {
                tracing::error!(%table, error = %e, "a stored table does not replay");
                TableError::Interrupted
            })?;
        }
        let info = if stored.status.is_open() {
            self.info(table).await?
        } else {
            let actor = actor::Actor::resume(stored, self.actor_context()).map_err(|e| {
                tracing::error!(%table, error = %e, "a stored table does not rebuild");
                TableError::Interrupted
            })?;
            actor.info()
        };
        Ok(Owed {
            info,
            announced,
            announcements,
            closing,
        })
    }

    /// Records what the front end has announced of a table: the first `announced` actions
    /// of its log, and (once it is closed) whether its closing is.
    ///
    /// # Errors
    /// Store errors.
    pub async fn set_announced(
        &self,
        table: MatchId,
        announced: u64,
        closing_announced: bool,
    ) -> Result<(), TableError> {
        Ok(self
            .shared
            .store
            .set_announced(table, announced, closing_announced)
            .await?)
    }

    /// Makes a table's task panic, for the tests of the guard.
    #[cfg(test)]
    pub(crate) async fn inject_panic(&self, table: MatchId) {
        let sender = self
            .shared
            .registry
            .lock()
            .expect("registry lock")
            .tables
            .get(&table)
            .cloned();
        if let Some(sender) = sender {
            let _ = sender.send(Command::Panic).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{Player, TableSettings};

    /// A started table of four players at place 5, on a fresh database.
    async fn started() -> (
        tempfile::TempDir,
        TableService,
        mpsc::UnboundedReceiver<Update>,
        MatchId,
    ) {
        let dir = tempfile::tempdir().unwrap();
        let (service, updates) =
            TableService::open_file(&dir.path().join("t.db"), TableConfig::default())
                .await
                .unwrap();
        let host = Player::new(11, "Ann");
        let info = service
            .create(PlaceId(5), ServerId(1), host, TableSettings::default())
            .await
            .unwrap();
        for (id, name) in [(12, "Bob"), (13, "Cat"), (14, "Dan")] {
            service.join(info.id, Player::new(id, name)).await.unwrap();
        }
        service.start(info.id, UserId(11)).await.unwrap();
        (dir, service, updates, info.id)
    }

    /// Waits until the registry has `table` at place 5 (or, with `None`, nothing there).
    async fn until_place_holds(service: &TableService, table: Option<MatchId>) {
        for _ in 0..500 {
            if service.table_at(PlaceId(5)) == table {
                return;
            }
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
        panic!("place 5 never held {table:?}");
    }

    #[tokio::test]
    async fn a_table_whose_task_panics_is_rebuilt_from_its_log_and_plays_on() {
        let (_dir, service, _updates, table) = started().await;
        let before = service.info(table).await.unwrap();
        let opener = before.to_act.unwrap();
        let user = before.seats[opener.index()].occupant.user().unwrap();
        service.act(table, user, 0, Action::Bid(2)).await.unwrap();

        service.inject_panic(table).await;
        until_place_holds(&service, Some(table)).await;
        let after = loop {
            match service.info(table).await {
                Ok(info) => break info,
                Err(TableError::Interrupted | TableError::Over) => tokio::task::yield_now().await,
                Err(e) => panic!("{e}"),
            }
        };
        assert_eq!(after.step, 1, "rebuilt with the action it had taken");
        assert_eq!(after.status, TableStatus::Playing);
        let next = after.to_act.unwrap();
        let user = after.seats[next.index()].occupant.user().unwrap();
        service.act(table, user, 1, Action::Pass).await.unwrap();
        assert_eq!(service.info(table).await.unwrap().step, 2);
        service.close().await;
    }

    #[tokio::test]
    async fn a_table_that_keeps_failing_is_stopped_and_frees_its_place() {
        let (_dir, service, mut updates, table) = started().await;
        for _ in 0..MAX_FAILURES - 1 {
            service.inject_panic(table).await;
            // Rebuilt: the place holds the table again once its new task is registered.
            for _ in 0..500 {
                if service.info(table).await.is_ok() {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(2)).await;
            }
        }
        service.inject_panic(table).await;
        until_place_holds(&service, None).await;
        let closed = loop {
            let update = updates.recv().await.expect("the service says so");
            if let UpdateKind::Closed { info, why } = update.kind {
                break (info, why);
            }
        };
        assert_eq!(closed.1, Closing::Failed);
        assert_eq!(closed.0.status, TableStatus::Stopped);
        assert_eq!(
            service.status(table).await.unwrap(),
            Some(TableStatus::Stopped)
        );
        assert!(matches!(service.info(table).await, Err(TableError::Over)));
        // The place is free for a new table.
        service
            .create(
                PlaceId(5),
                ServerId(1),
                Player::new(11, "Ann"),
                TableSettings::default(),
            )
            .await
            .unwrap();
        service.close().await;
    }
}
