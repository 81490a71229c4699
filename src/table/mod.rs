//! The service that hosts tables, independent of any chat platform.
//!
//! A table sits in a place (a channel or thread), starts as a lobby (join, leave, add and
//! remove computer players, start, cancel) and becomes a match. **One task owns each
//! table** (an actor with a mailbox): commands are applied one at a time, in order, so a
//! table needs no lock and a slow table never holds up another. The actor asks the engine
//! what is legal, writes every accepted action to the store *before* anyone is told of it,
//! lets computer seats and the autopilot of idle players act on timers, and turns engine
//! events into [`Update`]s for front ends, each marked public or private.
//!
//! What must not live here: rules (the engine decides every one), or how anything looks
//! on a particular platform.

mod actor;
pub mod tally;
pub mod terminal;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde::Serialize;
use thiserror::Error;
use tokio::sync::{mpsc, oneshot};
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use crate::ai::Level;
use crate::game::{Action, Event, Options, Seat, ViewSnapshot};
pub use crate::store::{ActedBy, MatchId, PlaceId, ServerId, TableStatus, UserId};
use crate::store::{Store, StoreError, now_ms};

/// A person at the table (or wanting to be).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Player {
    pub id: UserId,
    pub name: String,
}

impl Player {
    pub fn new(id: u64, name: impl Into<String>) -> Player {
        Player {
            id: UserId(id),
            name: name.into(),
        }
    }
}

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Occupant {
    Human { user: UserId, name: String },
    Computer { level: Level, name: String },
}

impl Occupant {
    pub fn name(&self) -> &str {
        match self {
            Occupant::Human { name, .. } | Occupant::Computer { name, .. } => name,
        }
    }

    pub fn user(&self) -> Option<UserId> {
        match self {
            Occupant::Human { user, .. } => Some(*user),
            Occupant::Computer { .. } => None,
        }
    }
}

/// A seat as front ends see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatInfo {
    pub seat: Seat,
    pub occupant: Occupant,
    /// The player handed the seat to a computer player (`/ribs autopilot`).
    pub handed_over: bool,
    /// Turns in a row the player let the timer run out.
    pub timeouts: u8,
    /// Whether a computer player acts for this seat now (a computer seat, a handed-over
    /// seat, or a player who timed out twice in a row).
    pub on_autopilot: bool,
}

/// Everything public about a table at one moment.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TableInfo {
    pub id: MatchId,
    pub place: PlaceId,
    pub server: ServerId,
    pub host: UserId,
    pub status: TableStatus,
    pub options: Options,
    pub turn_timer: Option<Duration>,
    pub seats: Vec<SeatInfo>,
    /// The step the table is at: how many actions the match has taken. Every action names
    /// the step it answers; one for a step already past is refused.
    pub step: u64,
    pub to_act: Option<Seat>,
    /// What a spectator sees of the match (`None` in the lobby).
    pub public: Option<ViewSnapshot>,
    /// The front end's own state for this table (message ids and the like).
    pub frontend: Option<String>,
}

impl TableInfo {
    /// The seat of a user, if they sit at the table.
    pub fn seat_of(&self, user: UserId) -> Option<Seat> {
        self.seats
            .iter()
            .find(|s| s.occupant.user() == Some(user))
            .map(|s| s.seat)
    }

    /// The name of whoever sits in `seat`.
    pub fn name(&self, seat: Seat) -> &str {
        self.seats
            .get(seat.index())
            .map_or("?", |s| s.occupant.name())
    }
}

/// What one seated player may see now: their view of the match and the step to answer.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayerView {
    pub info: TableInfo,
    pub seat: Seat,
    pub view: ViewSnapshot,
}

/// Who an update is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Audience {
    /// Everyone at the table and watching it.
    Table,
    /// One player only.
    Player(UserId),
}

/// Something a front end should show.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Update {
    pub table: MatchId,
    pub place: PlaceId,
    pub audience: Audience,
    pub kind: UpdateKind,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "update", rename_all = "snake_case")]
pub enum UpdateKind {
    /// The lobby changed (opened, someone joined or left, computers added or removed).
    Lobby { info: TableInfo },
    /// The match began: the seat order is final and the first hand is dealt.
    Started { info: TableInfo, events: Vec<Event> },
    /// An action was taken (and saved); `events` narrate it (all public).
    Played {
        info: TableInfo,
        seat: Seat,
        by: ActedBy,
        events: Vec<Event>,
    },
    /// A seat went on or off autopilot.
    Autopilot { info: TableInfo, seat: Seat },
    /// The table closed: finished (with a winner), cancelled in the lobby, or stopped.
    Closed { info: TableInfo, by: Option<UserId> },
    /// Private: the turn timer ran out and the autopilot acted for you.
    ActedForYou { action: Action, seat: Seat },
}

/// How a new table is set up.
#[derive(Clone, Debug, Default)]
pub struct TableSettings {
    pub options: Options,
    /// How long a player has for each decision before the autopilot acts for them.
    pub turn_timer: Option<Duration>,
    /// Computer players to seat at once, after the host.
    pub computers: Vec<Level>,
    /// Fix the match's seed (tests and replays); random otherwise.
    pub seed: Option<u64>,
    /// The front end's initial state for the table (see [`TableInfo::frontend`]).
    pub frontend: Option<String>,
}

/// How the service behaves.
#[derive(Clone, Debug)]
pub struct TableConfig {
    /// How long a computer seat (or autopilot) waits before acting, so humans can follow.
    pub computer_pause: Duration,
}

impl Default for TableConfig {
    fn default() -> Self {
        TableConfig {
            computer_pause: Duration::from_millis(1500),
        }
    }
}

/// Why the service refused something, said to the person who asked.
#[derive(Debug, Error)]
pub enum TableError {
    #[error("there is no table here: open one first")]
    NoTable,
    #[error("this channel already has a table")]
    TableExists,
    #[error("that match is over: the table has moved on")]
    Over,
    #[error("the table has moved on: that button is from an earlier step")]
    Stale,
    #[error("you are not seated at this table")]
    NotSeated,
    #[error("you are already seated at this table")]
    AlreadySeated,
    #[error("the table is full ({} seats)", crate::game::MAX_SEATS)]
    Full,
    #[error("only the host can {0}")]
    NotHost(&'static str),
    #[error(
        "Ribs needs {min} to {max} players; the table has {0}",
        min = crate::game::MIN_SEATS,
        max = crate::game::MAX_SEATS
    )]
    Players(usize),
    #[error("the match has already started")]
    Started,
    #[error("the match has not started yet")]
    NotStarted,
    #[error("there is no computer player to remove")]
    NoComputer,
    #[error("during a match you cannot leave; hand your seat to a computer player instead")]
    CannotLeave,
    #[error("{0}")]
    NotYourTurn(String),
    #[error("{0}")]
    Illegal(String),
    #[error("the table could not save that; please try again")]
    Store(#[source] StoreError),
    #[error("the table service is shutting down")]
    ShuttingDown,
}

impl From<StoreError> for TableError {
    fn from(e: StoreError) -> Self {
        tracing::error!(error = %e, "store error");
        TableError::Store(e)
    }
}

pub(crate) type Reply<T> = oneshot::Sender<Result<T, TableError>>;

/// What a front end asks of a table.
pub(crate) enum Command {
    Join(Player, Reply<TableInfo>),
    Leave(UserId, Reply<TableInfo>),
    AddComputer(UserId, Level, Reply<TableInfo>),
    RemoveComputer(UserId, Reply<TableInfo>),
    Start(UserId, Reply<TableInfo>),
    Cancel(UserId, Reply<TableInfo>),
    Stop {
        by: UserId,
        admin: bool,
        reply: Reply<TableInfo>,
    },
    Act {
        user: UserId,
        step: u64,
        action: Action,
        reply: Reply<()>,
    },
    Autopilot(UserId, bool, Reply<TableInfo>),
    Info(Reply<TableInfo>),
    View(UserId, Reply<PlayerView>),
    Frontend(String, Reply<()>),
}

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
    tracker: TaskTracker,
    shutdown: CancellationToken,
}

/// A handle on the table service. Cheap to clone; every clone talks to the same tables.
#[derive(Clone)]
pub struct TableService {
    shared: Arc<Shared>,
}

/// Mailbox size per table: a burst of clicks waits here; more than this and the sender
/// waits too (only senders to that table).
const MAILBOX: usize = 64;

impl TableService {
    /// Starts the service on a store, resuming every table the store has open (lobbies as
    /// they were, matches replayed from their action logs, timers running again).
    /// Updates for front ends arrive on the returned receiver.
    ///
    /// # Errors
    /// When the store cannot be read or a stored match does not replay.
    pub async fn open(
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
                tracker: TaskTracker::new(),
                shutdown: CancellationToken::new(),
            }),
        };
        // A database file belongs to one front end: the bot's leaderboards must not mix
        // in the terminal's player, nor the bot take over a terminal match.
        if store.count_matches(PlaceId::TERMINAL).await? > 0 {
            return Err(StoreError::Conflict(format!(
                "the database at {} holds `ribs play` matches; give the bot a DATABASE_URL of its own",
                store.path().display()
            )));
        }
        for stored in store.open_tables().await? {
            let id = stored.id;
            let place = stored.place;
            match actor::Actor::resume(stored, service.actor_context()) {
                Ok(actor) => service.spawn(id, place, actor),
                Err(e) => {
                    // Stopped, so that its place is free for a new table.
                    tracing::error!(table = %id, error = %e, "a stored table does not replay; stopped");
                    store.end_table(id, TableStatus::Stopped, now_ms()).await?;
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

    /// The store behind the service (for leaderboards and stats).
    pub fn store(&self) -> &Store {
        &self.shared.store
    }

    fn actor_context(&self) -> actor::Context {
        actor::Context {
            store: self.shared.store.clone(),
            config: self.shared.config.clone(),
            updates: self.shared.updates.clone(),
            shutdown: self.shared.shutdown.clone(),
        }
    }

    fn spawn(&self, id: MatchId, place: PlaceId, actor: actor::Actor) {
        let (tx, rx) = mpsc::channel(MAILBOX);
        {
            let mut registry = self.shared.registry.lock().expect("registry lock");
            registry.tables.insert(id, tx);
            registry.places.insert(place, id);
        }
        let shared = Arc::clone(&self.shared);
        self.shared.tracker.spawn(async move {
            actor.run(rx).await;
            let mut registry = shared.registry.lock().expect("registry lock");
            registry.tables.remove(&id);
            if registry.places.get(&place) == Some(&id) {
                registry.places.remove(&place);
            }
        });
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

    /// Why a table has no task: it is over, it never existed, or the service is stopping.
    async fn closed_table(&self, table: MatchId) -> TableError {
        if self.shared.shutdown.is_cancelled() {
            return TableError::ShuttingDown;
        }
        match self.shared.store.table_status(table).await {
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
}
