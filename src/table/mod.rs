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
//! The [`TableService`] is the front ends' one door: to the tables, and to what the store
//! keeps (leaderboards, stats, histories, match logs). Front ends never open the store
//! themselves, and the ids and rows they handle are re-exported here.
//!
//! What must not live here: rules (the engine decides every one), or how anything looks
//! on a particular platform.

mod actor;
pub mod archive;
pub mod forget;
mod hosted;
pub mod replay;
mod service;
pub mod tally;
pub mod terminal;

use std::time::Duration;

use serde::{Deserialize, Serialize};
use thiserror::Error;
use tokio::sync::oneshot;

use crate::ai::{Level, ParseLevelError};
use crate::core::{MAX_SEATS, Seat, SeatSet};
use crate::games::ribs::Match;
use crate::games::{Game, GameKind};

pub use crate::rating::{Rater, Rating};
pub use crate::store::throwaway;
pub use crate::store::{
    ActedBy, Caps, Copied, DEFAULT_DATABASE_URL, FORMER_PLAYER, Forgotten, HistoryRow, MatchId,
    MatchSummary, PlaceId, Ranking, RatingChange, RatingRow, ServerId, StandingRow, Store,
    StoreError, TableStatus, UserId, copy_to_postgres, now_ms,
};
pub use hosted::{AnyUpdate, Hosted, Refusal};
pub use replay::Replay;
pub use service::{Serving, ShardClaim, ShardLeases, TableService};

/// The names computer players sit under, in the order they are seated: short, so that a
/// ten-seat table reads on a phone (front ends mark them as computers).
pub const COMPUTER_NAMES: [&str; MAX_SEATS as usize - 1] = [
    "Ada", "Bram", "Cleo", "Dax", "Edie", "Finn", "Gus", "Hana", "Ivo",
];

/// A person at the table (or wanting to be).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Player {
    pub id: UserId,
    /// The name their seat shows where the table is played (on Discord, their nickname in
    /// that server).
    pub name: String,
    /// The name the boards show them under, in every server and everywhere (on Discord,
    /// their display name, never a server's nickname).
    pub display: String,
}

impl Player {
    /// A person who goes by one name everywhere.
    pub fn new(id: u64, name: impl Into<String>) -> Player {
        let name = name.into();
        Player {
            id: UserId(id),
            display: name.clone(),
            name,
        }
    }

    /// A person seated as `name` here, shown on the boards as `display`.
    pub fn named(id: u64, name: impl Into<String>, display: impl Into<String>) -> Player {
        Player {
            id: UserId(id),
            name: name.into(),
            display: display.into(),
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

    pub fn level(&self) -> Option<Level> {
        match self {
            Occupant::Computer { level, .. } => Some(*level),
            Occupant::Human { .. } => None,
        }
    }

    /// The occupant of stored seat `seat`.
    ///
    /// # Errors
    /// A seat that is neither a player nor a computer of a known level.
    pub(crate) fn of_row(
        seat: usize,
        row: &crate::store::SeatRow,
    ) -> Result<Occupant, ResumeError> {
        match (row.user, &row.computer) {
            (Some(user), None) => Ok(Occupant::Human {
                user,
                name: row.name.clone(),
            }),
            (None, Some(level)) => Ok(Occupant::Computer {
                level: level
                    .parse()
                    .map_err(|error| ResumeError::Level { seat, error })?,
                name: row.name.clone(),
            }),
            _ => Err(ResumeError::Seat { seat }),
        }
    }

    /// Who this occupant is on the rating boards.
    pub fn rater(&self) -> crate::rating::Rater {
        match self {
            Occupant::Human { user, .. } => crate::rating::Rater::person(user.0),
            Occupant::Computer { level, .. } => {
                crate::rating::Rater::computer(level.as_str()).expect("every level is rated")
            }
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
    /// While the game waits for this seat: the step since which it has, without a break
    /// (a seat that acts and is asked again is on the same turn; among several seats
    /// choosing at once the step moves on as the others choose). A front end pings a
    /// person once per turn by it.
    pub turn_began: Option<u64>,
}

/// Everything public about a table of game `G` at one moment.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(bound = "")]
pub struct TableInfo<G: Game = Match> {
    pub id: MatchId,
    pub game: GameKind,
    /// Where the table was opened (a channel, or a thread).
    pub place: PlaceId,
    /// The thread opened for the match, if any: where it is played then.
    pub thread: Option<PlaceId>,
    pub server: ServerId,
    pub host: UserId,
    pub status: TableStatus,
    pub options: G::Options,
    pub turn_timer: Option<Duration>,
    pub seats: Vec<SeatInfo>,
    /// The step the table is at: how many actions the match has taken. Every action names
    /// the step it answers; one for a step already past is refused.
    pub step: u64,
    /// The one seat on turn, when the game waits for one seat.
    pub to_act: Option<Seat>,
    /// Every seat the game waits for: the one on turn, or several choosing at once (those
    /// who have not chosen yet).
    pub waiting: SeatSet,
    /// What a spectator sees of the match (`None` in the lobby).
    pub public: Option<G::View>,
    /// The table cannot save its moves now (the database refuses writes: a full disk, a
    /// read-only file): it waits, and carries on by itself once it can.
    pub cannot_save: bool,
    /// On a table with no turn timer: the seat on turn, once its person has held the turn
    /// past [`TableConfig::hold_limit`]; any other seated person may then hand it to the
    /// autopilot ([`TableService::take_over`]), so that nobody can hold a table hostage.
    pub overdue: Option<Overdue>,
}

/// Who handed an overdue seat to the autopilot, and the hold limit its person passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct HandedOver {
    pub by: UserId,
    pub after: Duration,
}

/// A seat that has held its turn past the hold limit (see [`TableInfo::overdue`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Overdue {
    pub seat: Seat,
    /// The hold limit it passed.
    pub after: Duration,
}

impl<G: Game> TableInfo<G> {
    /// The seat of a user, if they sit at the table.
    pub fn seat_of(&self, user: UserId) -> Option<Seat> {
        self.seats
            .iter()
            .find(|s| s.occupant.user() == Some(user))
            .map(|s| s.seat)
    }

    /// Where the match is played: its thread, else the table's own place.
    pub fn played_in(&self) -> PlaceId {
        self.thread.unwrap_or(self.place)
    }

    /// The places that are the table's: its own, and its match's thread.
    pub fn places(&self) -> impl Iterator<Item = PlaceId> + '_ {
        std::iter::once(self.place).chain(self.thread)
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
#[serde(bound = "")]
pub struct PlayerView<G: Game = Match> {
    pub info: TableInfo<G>,
    pub seat: Seat,
    pub view: G::View,
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
#[serde(bound = "")]
pub struct Update<G: Game = Match> {
    pub table: MatchId,
    pub place: PlaceId,
    pub audience: Audience,
    pub kind: UpdateKind<G>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "update", rename_all = "snake_case", bound = "")]
pub enum UpdateKind<G: Game = Match> {
    /// The lobby changed (opened, someone joined or left, computers added or removed).
    Lobby { info: TableInfo<G> },
    /// The match began: the seat order is final and the first hand is dealt; `events`
    /// are the public ones (each seat's own come to it as [`UpdateKind::Told`]).
    Started {
        info: TableInfo<G>,
        events: Vec<G::Event>,
    },
    /// An action was taken (and saved); `events` narrate it (the public ones: what only
    /// some seats may read comes to each of them as [`UpdateKind::Told`]), and
    /// `announcements` are what the table owes its players for it. `action` is the action
    /// itself, for the person who took it (a front end shows others only `events` and the
    /// views: a card laid face down is an action too); `None` for a choice made in secret
    /// with others at once (it stays the chooser's until the game reveals it).
    Played {
        info: TableInfo<G>,
        seat: Seat,
        action: Option<G::Action>,
        by: ActedBy,
        events: Vec<G::Event>,
        announcements: Vec<Announcement<G>>,
    },
    /// Private: what the game told this player's seat alone (a card drawn, a choice made in
    /// secret), at step `step`.
    Told {
        seat: Seat,
        step: u64,
        events: Vec<G::Event>,
    },
    /// A seat went on or off autopilot; `taken_by` another seated person, when the seat's
    /// person held their turn past the hold limit.
    Autopilot {
        info: TableInfo<G>,
        seat: Seat,
        taken_by: Option<HandedOver>,
    },
    /// The seat on turn has held it past the hold limit (a table with no timer): the
    /// others may now hand it to the autopilot.
    Overdue { info: TableInfo<G>, seat: Seat },
    /// The table cannot save its moves now, or (`info.cannot_save` false) can again.
    Saving { info: TableInfo<G> },
    /// The table closed, and why.
    Closed { info: TableInfo<G>, why: Closing },
    /// Private: the turn timer ran out and the autopilot acted for you.
    ActedForYou { action: G::Action, seat: Seat },
    /// Private: another seated person handed your seat to the autopilot, after you held
    /// your turn past the hold limit (`after`).
    TakenOver { by: UserId, after: Duration },
}

/// Why a table closed. Stored with the table, so that its closing can be announced after
/// a restart too.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "closing", rename_all = "snake_case")]
pub enum Closing {
    /// The match was won (recorded, with its results).
    Won,
    /// The host cancelled the lobby, or its last player left.
    Cancelled { by: UserId },
    /// The match was stopped: by its host, or by someone the front end vouched for as a
    /// server manager. Not recorded as played.
    Stopped { by: UserId, admin: bool },
    /// The table's own task failed again and again; it is stopped so that its place is
    /// free. Not recorded as played.
    Failed,
    /// The place of the table is gone (deleted, or closed to the front end); the match is
    /// stopped and not recorded as played.
    PlaceLost,
    /// Nobody started the lobby within the lobby timeout (`after_secs`).
    Expired { after_secs: u64 },
    /// The host stopped the match once a hand was complete: they resigned. The match is
    /// recorded (and rated) with them last.
    Resigned { by: UserId, winner: Seat },
}

impl Closing {
    /// Whether the match is recorded, with a result and ratings.
    pub fn is_recorded(self) -> bool {
        matches!(self, Closing::Won | Closing::Resigned { .. })
    }
}

/// How a new table of game `G` is set up.
#[derive(Clone, Debug)]
pub struct TableSettings<G: Game = Match> {
    pub options: G::Options,
    /// How long a player has for each decision before the autopilot acts for them.
    pub turn_timer: Option<Duration>,
    /// Computer players to seat at once, after the host.
    pub computers: Vec<Level>,
    /// Fix the match's seed (tests and replays); random otherwise.
    pub seed: Option<u64>,
    /// The front end's initial state for the table (see [`TableService::set_frontend`]).
    pub frontend: Option<String>,
    /// The finished match this lobby is the rematch of (each has one at most).
    pub rematch_of: Option<MatchId>,
}

/// How the service behaves.
#[derive(Clone, Debug)]
pub struct TableConfig {
    /// How long a computer seat (or autopilot) waits before acting, so humans can follow.
    pub computer_pause: Duration,
    /// On a table with no turn timer, how long a person may hold their turn before the
    /// others may hand their seat to the autopilot.
    pub hold_limit: Duration,
    /// How long a lobby waits to be started before it closes by itself.
    pub lobby_timeout: Duration,
    /// How many open tables a person may host or sit at, and a server may hold.
    pub caps: Caps,
    /// How long a table whose writes fail (a full disk) waits before trying again.
    pub retry_write: Duration,
    /// Which open tables the service resumes when it starts.
    pub resume: Resume,
}

/// Which stored open tables a service resumes at start: all of them (one process), or
/// those of the servers this process serves (one of several, each running some of the
/// bot's shards: the others are another process's to resume).
#[derive(Clone, Default)]
pub enum Resume {
    #[default]
    All,
    Only(std::sync::Arc<dyn Fn(ServerId) -> bool + Send + Sync>),
}

impl Resume {
    /// Resumes the tables of the servers `serves` says yes to.
    pub fn only(serves: impl Fn(ServerId) -> bool + Send + Sync + 'static) -> Resume {
        Resume::Only(std::sync::Arc::new(serves))
    }

    /// Whether a table of `server` is resumed.
    pub fn takes(&self, server: ServerId) -> bool {
        match self {
            Resume::All => true,
            Resume::Only(serves) => serves(server),
        }
    }
}

impl std::fmt::Debug for Resume {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Resume::All => "Resume::All",
            Resume::Only(_) => "Resume::Only(..)",
        })
    }
}

/// The hold limit: ten minutes.
pub const HOLD_LIMIT: Duration = Duration::from_secs(600);

impl Default for TableConfig {
    fn default() -> Self {
        TableConfig {
            computer_pause: Duration::from_millis(1500),
            hold_limit: HOLD_LIMIT,
            lobby_timeout: Duration::from_secs(900),
            caps: Caps {
                per_person: 3,
                per_server: 50,
            },
            retry_write: Duration::from_secs(5),
            resume: Resume::All,
        }
    }
}

/// Why the service refused something, said to the person who asked. Rule refusals carry
/// the game's refusal as a value ([`Refusal::of`]): a front end names the seats in it.
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
    #[error("the table is full ({0} seats)")]
    Full(u8),
    /// A new table asked for more computer players than it has seats beside its host.
    #[error("a table has room for {room} computer players beside its host, not {asked}")]
    TooManyComputers { asked: usize, room: usize },
    #[error("only the host can {0}")]
    NotHost(&'static str),
    /// An option the table's game does not have, or a value it does not take.
    #[error("the table has no option {key} taking {value:?}")]
    BadOption { key: String, value: String },
    #[error("{needed}; the table has {0}", needed = crate::text::ribs::players_needed(crate::text::Lang::En))]
    Players(usize),
    #[error("the match has already started")]
    Started,
    /// The person already hosts or sits at as many open tables as anyone may.
    #[error(
        "you already host or sit at {limit} open tables, the most anyone may: finish or leave one first"
    )]
    TooManyTables { limit: u32 },
    /// A rematch asked by someone who did not play the match.
    #[error("only the people who played that match can ask for its rematch")]
    NotAPlayer,
    /// The match had its rematch already (even if that lobby was cancelled).
    #[error("that match already had its rematch")]
    RematchTaken,
    /// The server already holds as many open tables as it may.
    #[error("this server already has {limit} open tables, the most it may: finish one first")]
    ServerFull { limit: u32 },
    #[error("the match has not started yet")]
    NotStarted,
    #[error("there is no computer player to remove")]
    NoComputer,
    /// `/ribs autopilot` asked for what already is.
    #[error("{}", if *on { "a computer player already plays your seat" } else { "your seat is yours already: nothing changed" })]
    AutopilotAlready { on: bool },
    /// A take-over asked for a seat that has not held its turn past the hold limit.
    #[error("that seat has not held its turn long enough to be handed to the autopilot")]
    NotOverdue,
    /// One's own seat goes to the autopilot with `/ribs autopilot`, not by a take-over.
    #[error("that is your own seat: hand it over with /ribs autopilot")]
    OwnSeat,
    #[error("during a match you cannot leave; hand your seat to a computer player instead")]
    CannotLeave,
    /// The rules refuse it, for the game's reason.
    #[error("{0}")]
    Rule(Refusal),
    /// A request meant for a table of another game (a front end's bug, or a control of
    /// one game's table pressed where another's now sits).
    #[error("that table plays another game: the table has moved on")]
    OtherGame,
    #[error("the table could not save that; please try again")]
    Store(#[source] StoreError),
    /// The table's task failed while answering; it is rebuilt from its log.
    #[error("the table was interrupted; please try again")]
    Interrupted,
    #[error("the table service is shutting down")]
    ShuttingDown,
    /// A replay of a match still being played would show its hidden cards.
    #[error("that match is still being played: it can be replayed once it is over")]
    NotFinished,
    /// A person is forgotten only once the open table they sit at (or whose lobby asks
    /// them back) is closed: the table still needs who they are.
    #[error(
        "{} an open table (match {table}): you can be forgotten once it is over",
        if *invited { "you are asked to" } else { "you sit at" }
    )]
    AtOpenTable {
        table: MatchId,
        place: PlaceId,
        invited: bool,
    },
}

impl<G: Game> Default for TableSettings<G> {
    fn default() -> Self {
        TableSettings {
            options: G::Options::default(),
            turn_timer: None,
            computers: Vec::new(),
            seed: None,
            frontend: None,
            rematch_of: None,
        }
    }
}

impl From<crate::games::ribs::ActionError> for TableError {
    fn from(refusal: crate::games::ribs::ActionError) -> Self {
        TableError::Rule(refusal.into())
    }
}

impl From<StoreError> for TableError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::PersonAtCap { limit, .. } => TableError::TooManyTables { limit },
            StoreError::ServerAtCap { limit, .. } => TableError::ServerFull { limit },
            StoreError::RematchTaken { .. } => TableError::RematchTaken,
            // Logged where it happens, once a minute at most per table (a full disk must
            // not flood the log): see the table actor.
            e => {
                tracing::debug!(error = %e, "store error");
                TableError::Store(e)
            }
        }
    }
}

/// What a front end owes the players of a table, derived from its committed log: what
/// [`TableService::owed`] answers after a restart (or at any time).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(bound = "")]
pub struct Owed<G: Game = Match> {
    /// The table now (as it closed, for a closed table).
    pub info: TableInfo<G>,
    /// The front end's own state for the table, as last saved.
    pub frontend: Option<String>,
    /// How many actions of the log are announced already.
    pub announced: u64,
    /// The announcements of the later actions, in order.
    pub announcements: Vec<Announcement<G>>,
    /// The table's closing, if it is closed and that is not announced yet.
    pub closing: Option<Closing>,
}

/// One message a table owes its players for one action: a trick's reveal, or a hand's end
/// with the standings after it (never the plays themselves, which the table message shows,
/// nor the match's end, which its closing announces). The one list of what a table
/// announces: updates carry it as it happens, and [`TableService::owed`] derives the same
/// from the committed log after a restart.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(bound = "")]
pub struct Announcement<G: Game = Match> {
    /// The action's step in the log (0-based): announced once it is delivered.
    pub step: u64,
    /// Its place among that action's announcements (a hand's last trick gives two).
    pub index: u8,
    pub events: Vec<G::Event>,
}

impl<G: Game> Announcement<G> {
    /// What the action at `step`, which caused `events` (the public ones), gives the table
    /// to announce, in order: as the game decides ([`crate::games::Game::announced`]).
    pub fn of_step(step: u64, events: &[G::Event]) -> Vec<Announcement<G>> {
        G::announced(events)
            .into_iter()
            .enumerate()
            .map(|(index, events)| Announcement {
                step,
                index: index as u8,
                events,
            })
            .collect()
    }
}

/// Why a stored table could not be rebuilt.
#[derive(Debug, Error)]
pub enum ResumeError {
    #[error("seat {seat} is neither a player nor a computer")]
    Seat { seat: usize },
    #[error("seat {seat}: {error}")]
    Level { seat: usize, error: ParseLevelError },
    /// The log does not replay on its table: the action at `step` was refused.
    #[error("step {step}: {reason}")]
    Replay { step: u64, reason: String },
    /// The stored options or an action are not the game's.
    #[error("{what} do not read as {game}'s: {reason}")]
    Unreadable {
        what: String,
        game: GameKind,
        reason: String,
    },
    /// The stored seats do not make a table of the game.
    #[error("the match cannot be set up again: {0}")]
    Setup(String),
    #[error(transparent)]
    Store(#[from] StoreError),
}

pub(crate) type Reply<T> = oneshot::Sender<Result<T, TableError>>;

/// What a front end asks of a table of game `G`.
pub(crate) enum Request<G: Game> {
    Join(Player, Reply<TableInfo<G>>),
    Leave(UserId, Reply<TableInfo<G>>),
    AddComputer(UserId, Level, Reply<TableInfo<G>>),
    RemoveComputer(UserId, Reply<TableInfo<G>>),
    Start(UserId, Reply<TableInfo<G>>),
    Cancel(UserId, Reply<TableInfo<G>>),
    Stop {
        by: UserId,
        admin: bool,
        reply: Reply<TableInfo<G>>,
    },
    Act {
        user: UserId,
        step: u64,
        action: G::Action,
        reply: Reply<()>,
    },
    Autopilot(UserId, bool, Reply<TableInfo<G>>),
    /// `by` hands the overdue seat on turn to the autopilot (answering step `step`).
    TakeOver {
        by: UserId,
        step: u64,
        reply: Reply<TableInfo<G>>,
    },
    Info(Reply<TableInfo<G>>),
    View(UserId, Reply<PlayerView<G>>),
    /// The match is played in a thread opened for it from now on.
    Thread(PlaceId, Reply<TableInfo<G>>),
    /// The host sets one of the game's options in the lobby (`key` to `value`, in their
    /// text forms).
    SetOption {
        by: UserId,
        key: String,
        value: String,
        reply: Reply<TableInfo<G>>,
    },
    /// The front end found the table's place gone: stop the match.
    LosePlace(Reply<TableInfo<G>>),
    /// Makes the table's task panic: for the tests of the service's panic guard.
    #[cfg(test)]
    Panic,
}
