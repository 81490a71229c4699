//! Persistence: SQLite through sqlx. Tables, seats, every match's action log, hands,
//! results and standings.
//!
//! Every write goes through one writer task that **group-commits**: it takes whatever
//! writes are waiting, runs them in one transaction (a savepoint each, so one bad write
//! cannot spoil the others) and answers each only after the commit. With WAL and
//! `synchronous = FULL`, an answered write survives a crash or a power cut, and many
//! tables' actions share one `fsync`. Reads use a small pool of their own connections.
//!
//! What must not live here: rules (that is `games/`), or anything about who may do what
//! (that is `table/`).

mod copy;
mod forget;
mod history;
mod leases;
mod postgres;
mod queries;
mod ratings;
mod reads;
mod sqlite;
pub mod throwaway;
mod writer;

use std::path::PathBuf;
use std::str::FromStr;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use serde::{Deserialize, Serialize};
use sqlx::sqlite::SqliteConnectOptions;
use thiserror::Error;
use tokio::sync::{mpsc, oneshot};

use crate::games::GameKind;

pub use copy::{Copied, copy_to_postgres};
pub use forget::{FORMER_PLAYER, Forgotten};
pub use history::{MatchSummary, RatingChange, RatingRow};
pub use leases::{Holder, Leases, process_name};
pub use ratings::Ratings;
pub use reads::{HistoryRow, Ranking, StandingRow};

/// The default `DATABASE_URL`: a file beside the working directory, created if missing.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://ribs.db";

/// A user of the chat platform (a Discord user id; the terminal's player is 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct UserId(pub u64);

/// Where a table sits: a channel or thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PlaceId(pub u64);

impl PlaceId {
    /// The terminal of `ribs play --db`: no Discord channel has id 0, and the table
    /// service leaves the match there to `ribs play`.
    pub const TERMINAL: PlaceId = PlaceId(0);
}

/// The server (Discord guild) of a place; `ServerId::NONE` outside any server.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ServerId(pub u64);

impl ServerId {
    /// No server: direct messages and the terminal. Standings of server 0 are global.
    pub const NONE: ServerId = ServerId(0);
}

/// A table, from its lobby to the end of its match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct MatchId(pub i64);

impl std::fmt::Display for MatchId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Ids are stored as SQLite's signed integers; platform ids fit (Discord's use 63 bits).
fn sql_id(id: u64) -> i64 {
    id as i64
}

/// Where a table is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TableStatus {
    Lobby,
    Playing,
    Finished,
    Cancelled,
    Stopped,
}

impl TableStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            TableStatus::Lobby => "lobby",
            TableStatus::Playing => "playing",
            TableStatus::Finished => "finished",
            TableStatus::Cancelled => "cancelled",
            TableStatus::Stopped => "stopped",
        }
    }

    fn parse(text: &str) -> Result<TableStatus, StoreError> {
        Ok(match text {
            "lobby" => TableStatus::Lobby,
            "playing" => TableStatus::Playing,
            "finished" => TableStatus::Finished,
            "cancelled" => TableStatus::Cancelled,
            "stopped" => TableStatus::Stopped,
            other => {
                return Err(StoreError::Corrupt(format!(
                    "unknown table status {other:?}"
                )));
            }
        })
    }

    pub fn is_open(self) -> bool {
        matches!(self, TableStatus::Lobby | TableStatus::Playing)
    }
}

/// Who took an action: the seat's player, a computer seat, or the autopilot of an idle
/// (or absent) player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActedBy {
    Player,
    Computer,
    Autopilot,
}

impl ActedBy {
    fn as_str(self) -> &'static str {
        match self {
            ActedBy::Player => "player",
            ActedBy::Computer => "computer",
            ActedBy::Autopilot => "autopilot",
        }
    }

    fn parse(text: &str) -> Result<ActedBy, StoreError> {
        Ok(match text {
            "player" => ActedBy::Player,
            "computer" => ActedBy::Computer,
            "autopilot" => ActedBy::Autopilot,
            other => return Err(StoreError::Corrupt(format!("unknown actor {other:?}"))),
        })
    }
}

/// Whether a human's seat is played by a computer player, and why.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Autopilot {
    #[default]
    Off,
    /// The player handed the seat over; they take it back explicitly.
    HandedOver,
    /// The player let the timer run out twice in a row; acting again ends it.
    TimedOut,
}

impl Autopilot {
    fn code(self) -> i64 {
        match self {
            Autopilot::Off => 0,
            Autopilot::HandedOver => 1,
            Autopilot::TimedOut => 2,
        }
    }

    fn from_code(code: i64) -> Result<Autopilot, StoreError> {
        Ok(match code {
            0 => Autopilot::Off,
            1 => Autopilot::HandedOver,
            2 => Autopilot::TimedOut,
            other => return Err(StoreError::Corrupt(format!("autopilot state {other}"))),
        })
    }
}

/// A seat as stored: a human (with their autopilot state) or a computer of some level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRow {
    pub user: Option<UserId>,
    pub computer: Option<String>,
    /// The name the seat shows at its table (a person's name where the table is played).
    pub name: String,
    pub autopilot: Autopilot,
    /// For a person: the name boards show them under, everywhere (their display name on
    /// the platform, kept in `players`); `None` keeps the one stored. Not kept with the
    /// seat, so it reads back as `None`.
    pub display: Option<String>,
}

/// A new table's lobby.
#[derive(Clone, Debug)]
pub struct NewTable {
    /// The game played at the table: named on its match, and the game whose standings
    /// and ratings its result counts for.
    pub game: GameKind,
    pub place: PlaceId,
    pub server: ServerId,
    pub host: UserId,
    /// The name boards show the host under (see [`SeatRow::display`]).
    pub host_name: String,
    /// The game's options, in its own JSON form.
    pub options: serde_json::Value,
    pub turn_timer: Option<Duration>,
    pub seed: u64,
    pub seats: Vec<SeatRow>,
    /// The front end's initial state for the table.
    pub frontend: Option<String>,
    /// The caps to hold to: checked in the transaction that opens the table.
    pub caps: Caps,
    /// The finished match this lobby is the rematch of: it has at most one.
    pub rematch_of: Option<MatchId>,
}

/// How many open tables a person may host or sit at, and a server may hold. Checked in the
/// writer's transaction, so that two tables opened at once cannot both slip under a cap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Caps {
    pub per_person: u32,
    pub per_server: u32,
}

impl Caps {
    /// No caps (the terminal, simulations).
    pub const NONE: Caps = Caps {
        per_person: u32::MAX,
        per_server: u32::MAX,
    };
}

/// One accepted action and what it completed: written in one transaction, before anyone
/// hears of the action.
#[derive(Clone, Debug)]
pub struct ActionRecord {
    pub table: MatchId,
    pub step: u64,
    pub seat: u8,
    /// The game's action, in its own JSON form.
    pub action: serde_json::Value,
    pub by: ActedBy,
    pub at_ms: i64,
    /// Set when the action ended a hand.
    pub hand: Option<HandRecord>,
    /// Set when the action ended the match.
    pub result: Option<MatchResult>,
}

/// A finished hand's line for each seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandRecord {
    pub hand: u32,
    pub seats: Vec<SeatTally>,
}

/// What one seat did in a hand, or (summed) in a match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SeatTally {
    pub points: u32,
    pub hands_won: u32,
    pub bids_made: u32,
    pub bids_lost: u32,
    pub cracks: u32,
    pub folds: u32,
}

impl SeatTally {
    pub fn add(&mut self, other: &SeatTally) {
        self.points += other.points;
        self.hands_won += other.hands_won;
        self.bids_made += other.bids_made;
        self.bids_lost += other.bids_lost;
        self.cracks += other.cracks;
        self.folds += other.folds;
    }
}

/// A finished match: its outcome (a place and a score per seat, from the game), and every
/// seat's totals.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchResult {
    pub server: ServerId,
    /// A seat in first place (the one a closing names).
    pub winner: u8,
    /// Per seat: its player (`None` for a computer) and totals (Ribs' measures; zero in a
    /// game that has none of them).
    pub seats: Vec<(Option<UserId>, SeatTally)>,
    /// Per seat: its place, 0 the first, seats level sharing one (the game's outcome).
    pub places: Vec<u8>,
    /// Per seat: its team, where the game has partners (the game's outcome): a team is
    /// rated as one.
    pub teams: Option<Vec<u8>>,
    /// Per seat: its score in the game's own unit.
    pub scores: Vec<i32>,
    /// The seat whose host resigned (stopped the match once a hand was complete): last.
    pub resigned: Option<u8>,
    /// Seats not rated by this match: the autopilot played more than half their decisions.
    pub unrated: Vec<u8>,
}

/// An open table as stored, with its whole action log: enough to rebuild it after a
/// restart.
#[derive(Clone, Debug)]
pub struct StoredTable {
    pub id: MatchId,
    /// The game played at the table.
    pub game: GameKind,
    pub place: PlaceId,
    pub server: ServerId,
    pub host: UserId,
    /// The game's options, in its own JSON form (the table reads them as its game's).
    pub options: serde_json::Value,
    pub turn_timer: Option<Duration>,
    pub seed: u64,
    pub status: TableStatus,
    /// The thread the match is played in, if one was opened for it.
    pub thread: Option<PlaceId>,
    pub frontend: Option<String>,
    pub seats: Vec<SeatRow>,
    pub actions: Vec<StoredAction>,
    /// When the lobby was opened (Unix ms).
    pub created_at_ms: i64,
    pub started_at_ms: Option<i64>,
    /// How many actions of the log the front end has announced.
    pub announced: u64,
    /// Why the table closed, as the table service wrote it (for a closed table).
    pub closing: Option<String>,
    /// Whether the front end has announced the table's closing.
    pub closing_announced: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredAction {
    pub step: u64,
    pub seat: u8,
    /// The game's action, in its own JSON form (the table reads it as its game's).
    pub action: serde_json::Value,
    pub by: ActedBy,
    pub at_ms: i64,
}

/// What went wrong with the database, said so that whoever runs the bot can fix it.
#[derive(Debug, Error)]
pub enum StoreError {
    #[error(
        "DATABASE_URL {url:?} is not a database Ribs can use (sqlite://ribs.db, the default, or \
         postgres://USER:PASSWORD@HOST/DB): {reason}"
    )]
    BadUrl { url: String, reason: String },
    #[error("cannot open the database at {path}: {reason}")]
    Open { path: PathBuf, reason: String },
    #[error(
        "the database at {path} is not a Ribs SQLite database, or is damaged: {reason} \
         (move it aside to start afresh, or restore a backup)"
    )]
    NotADatabase { path: PathBuf, reason: String },
    /// A SQLite file of another application: left alone.
    #[error(
        "the database at {path} belongs to another application ({tables} tables, none of them \
         Ribs'): it is left untouched; give Ribs a DATABASE_URL of its own"
    )]
    Foreign { path: PathBuf, tables: usize },
    #[error(
        "the database at {path} was written by a newer version of ribs (it has migration \
         {version}, which this build does not know); run the newer ribs, or use another DATABASE_URL"
    )]
    NewerSchema { path: PathBuf, version: i64 },
    #[error("the database at {path} could not be migrated: {reason}")]
    Migrate { path: PathBuf, reason: String },
    #[error("stored data is damaged: {0}")]
    Corrupt(String),
    /// A place has one open table at a time.
    #[error("this place already has an open table")]
    PlaceTaken { place: PlaceId },
    /// A person hosts or sits at as many open tables as they may.
    #[error("user {user:?} already hosts or sits at {limit} open tables")]
    PersonAtCap { user: UserId, limit: u32 },
    /// The match already opened its rematch.
    #[error("match {table} already had its rematch")]
    RematchTaken { table: MatchId },
    /// A server holds as many open tables as it may.
    #[error("server {server:?} already holds {limit} open tables")]
    ServerAtCap { server: ServerId, limit: u32 },
    /// The step of the match is already recorded: the action was applied before.
    #[error("step {step} of match {table} is already recorded")]
    StepRecorded { table: MatchId, step: u64 },
    #[error("match {table} is not in its lobby")]
    NotInLobby { table: MatchId },
    #[error("match {table} is not being played")]
    NotPlaying { table: MatchId },
    #[error("match {table} is already closed")]
    AlreadyClosed { table: MatchId },
    /// A database file belongs to one front end: the bot refuses `ribs play`'s file.
    #[error(
        "the database at {path} holds `ribs play` matches; give the bot a DATABASE_URL of its own"
    )]
    TerminalMatches { path: PathBuf },
    /// The commit that carried the write failed (disk full, I/O error, ...): nothing of it
    /// is stored, and it may be tried again.
    #[error("the write was not saved: {0}")]
    NotSaved(String),
    #[error("database error: {0}")]
    Sql(#[from] sqlx::Error),
    #[error("the database writer has stopped")]
    Closed,
    /// Another process writes this database (a second `ribs serve`, say): both would
    /// resume every table and play them twice.
    #[error(
        "the database at {path} is in use by another ribs process (ribs serve or ribs play); \
         stop it first, or give this one a DATABASE_URL of its own"
    )]
    InUse { path: PathBuf },
    /// A database opened read-only is not written.
    #[error("the database at {path} is open read-only")]
    ReadOnly { path: PathBuf },
    /// A person seated at an open table (or asked to its lobby) is forgotten only once it
    /// closes: the table still needs who they are.
    #[error(
        "this person is {} open table {table}: they can be forgotten once it closes",
        if *invited { "asked to the lobby of" } else { "seated at" }
    )]
    AtOpenTable {
        table: MatchId,
        place: PlaceId,
        invited: bool,
    },
    /// A database opened read-only that this build would first have to migrate.
    #[error(
        "the database at {path} is from an older version of ribs (migration {version} is \
         missing): run `ribs serve` on it once to bring it up to date, then try again"
    )]
    NeedsMigrating { path: PathBuf, version: i64 },
    /// Another process holds a shard's lease (PostgreSQL, several processes).
    #[error(
        "shard {shard} is run by another process ({owner}); its lease expires in {expires_in_ms} ms \
         unless renewed: run each shard range in one process only"
    )]
    LeaseHeld {
        shard: u32,
        owner: String,
        expires_in_ms: u64,
    },
    /// Processes of another shard count hold leases: the count changes only once every
    /// process of the old one has stopped.
    #[error(
        "the bot runs with {running} shards now ({owner} holds shard {shard} of {running}, \
         its lease expiring in {expires_in_ms} ms unless renewed): stop every process before \
         starting them with RIBS_SHARD_TOTAL={asked}"
    )]
    OtherShardCount {
        running: u32,
        asked: u32,
        shard: u32,
        owner: String,
        expires_in_ms: u64,
    },
    /// `ribs copy-db` copies into an empty database only.
    #[error("{url} is not empty ({table} has {rows} rows): copy into a new, empty database")]
    NotEmpty {
        url: String,
        table: String,
        rows: u64,
    },
    /// A table write refused: this process no longer holds the lease of the table's shard.
    #[error("this process no longer holds the lease of the shard of table {table}")]
    LeaseLost { table: MatchId },
}

/// The database: a writer task for every change, a pool for reads. Cheap to clone.
#[derive(Clone, Debug)]
pub struct Store {
    reads: Reads,
    /// `None` for a database opened read-only ([`Store::open_read_only`]).
    writer: Option<mpsc::Sender<writer::Job>>,
    /// The file, or a PostgreSQL URL without its password: what messages name.
    path: PathBuf,
    /// Set once this process holds shard leases (PostgreSQL): its writer then checks each
    /// table write against its shard's lease.
    fence: Arc<OnceLock<leases::Fence>>,
}

/// The read pool of a store, with its backend's compiled SQL.
#[derive(Clone, Debug)]
enum Reads {
    Sqlite(sqlite::sql::Reads),
    Postgres(postgres::sql::Reads),
}

/// Checks, for a reader that migrates nothing, that a database's schema is the one this
/// build knows: `applied` are the versions its migrations table lists.
///
/// # Errors
/// [`StoreError::NewerSchema`] for a version this build does not know,
/// [`StoreError::NeedsMigrating`] for one of this build's not applied yet.
fn schema_as_built(
    applied: &[i64],
    migrator: &sqlx::migrate::Migrator,
    path: &std::path::Path,
) -> Result<(), StoreError> {
    let known: Vec<i64> = migrator.iter().map(|m| m.version).collect();
    if let Some(version) = applied.iter().find(|v| !known.contains(v)) {
        return Err(StoreError::NewerSchema {
            path: path.to_path_buf(),
            version: *version,
        });
    }
    if let Some(version) = known.iter().find(|v| !applied.contains(v)) {
        return Err(StoreError::NeedsMigrating {
            path: path.to_path_buf(),
            version: *version,
        });
    }
    Ok(())
}

/// Whether a database is named by a PostgreSQL URL.
fn is_postgres_url(target: &str) -> bool {
    target.starts_with("postgres://") || target.starts_with("postgresql://")
}

/// The file a `sqlite:` URL or a plain path names.
fn file_of(target: &str) -> Result<std::path::PathBuf, StoreError> {
    if target.starts_with("sqlite:") {
        let options = SqliteConnectOptions::from_str(target).map_err(|e| StoreError::BadUrl {
            url: target.to_string(),
            reason: e.to_string(),
        })?;
        return Ok(options.get_filename().to_path_buf());
    }
    Ok(std::path::PathBuf::from(target))
}

impl Store {
    /// Opens the database at `url` and brings its schema up to date: a `sqlite://` file
    /// (created if missing; the default) or a `postgres://` server's database (for several
    /// processes; Unix sockets as `postgres://USER@/DB?host=/run/postgresql&port=5432`).
    ///
    /// # Errors
    /// A [`StoreError`] that names the database and what to do: an unwritable path, a file
    /// that is not a SQLite database or is damaged, a server that cannot be reached, or a
    /// schema newer than this build.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        if is_postgres_url(url) {
            return postgres::open(url).await;
        }
        if !url.starts_with("sqlite:") {
            return Err(StoreError::BadUrl {
                url: url.to_string(),
                reason: "Ribs keeps its data in SQLite (sqlite://FILE, the default) or \
                         PostgreSQL (postgres://...)"
                    .into(),
            });
        }
        let options = SqliteConnectOptions::from_str(url).map_err(|e| StoreError::BadUrl {
            url: url.to_string(),
            reason: e.to_string(),
        })?;
        let path = options.get_filename().to_path_buf();
        if url.contains(":memory:") || url.contains("mode=memory") || path.as_os_str().is_empty() {
            return Err(StoreError::BadUrl {
                url: url.to_string(),
                reason: "an in-memory database would lose every match on restart; give a file"
                    .into(),
            });
        }
        sqlite::open(options, path).await
    }

    /// Whether this store keeps its data in SQLite (one process owns the file).
    pub fn is_sqlite(&self) -> bool {
        matches!(self.reads, Reads::Sqlite(_))
    }

    /// Opens (creating if missing) the database file at `path`, whatever characters its
    /// name has.
    ///
    /// # Errors
    /// As [`Store::open`].
    pub async fn open_file(path: &std::path::Path) -> Result<Store, StoreError> {
        sqlite::open(
            SqliteConnectOptions::new().filename(path),
            path.to_path_buf(),
        )
        .await
    }

    /// Opens an existing database file to read it only: nothing is written, no schema is
    /// migrated, and the file is left byte for byte as it was (`ribs replay`, `ribs
    /// export`, and any reader beside a running bot).
    ///
    /// # Errors
    /// A missing file, one that is not a Ribs database, or one whose schema this build
    /// would have to migrate first ([`StoreError::NeedsMigrating`]) or does not know
    /// ([`StoreError::NewerSchema`]).
    pub async fn open_read_only(path: &std::path::Path) -> Result<Store, StoreError> {
        sqlite::open_read_only(path).await
    }

    /// [`Store::open_read_only`] for a database named by a file's path, a `sqlite:` URL or
    /// a `postgres://` URL (read in read-only sessions, its schema not migrated).
    ///
    /// # Errors
    /// As [`Store::open_read_only`]; for PostgreSQL, a server that cannot be reached or a
    /// database with no Ribs schema.
    pub async fn open_read_only_at(target: &str) -> Result<Store, StoreError> {
        if is_postgres_url(target) {
            return postgres::open_read_only(target).await;
        }
        Store::open_read_only(&file_of(target)?).await
    }

    /// Opens an existing database to change it, named by a `sqlite:` URL or a file's path:
    /// never creates one (`ribs forget`).
    ///
    /// # Errors
    /// [`StoreError::Open`] for a missing file; otherwise as [`Store::open`].
    pub async fn open_existing(target: &str) -> Result<Store, StoreError> {
        if is_postgres_url(target) {
            // A server's database exists or the connection is refused.
            return Store::open(target).await;
        }
        let path = file_of(target)?;
        if !path.is_file() {
            return Err(StoreError::Open {
                path,
                reason: "there is no such file".into(),
            });
        }
        Store::open_file(&path).await
    }

    /// The database file.
    pub fn path(&self) -> &std::path::Path {
        &self.path
    }

    /// Waits for pending writes and closes the database.
    pub async fn close(self) {
        let Store { reads, writer, .. } = self;
        if let Some(writer) = writer {
            let (done, wait) = oneshot::channel();
            if writer.send(writer::Job::close(done)).await.is_ok() {
                let _ = wait.await;
            }
        }
        match reads {
            Reads::Sqlite(r) => r.close().await,
            Reads::Postgres(r) => r.close().await,
        }
    }

    async fn write(&self, write: writer::Write) -> Result<writer::Written, StoreError> {
        let Some(writer) = &self.writer else {
            return Err(StoreError::ReadOnly {
                path: self.path.clone(),
            });
        };
        let (reply, answer) = oneshot::channel();
        writer
            .send(writer::Job::new(write, reply))
            .await
            .map_err(|_| StoreError::Closed)?;
        answer.await.map_err(|_| StoreError::Closed)?
    }

    /// Opens a lobby. Refused if the place already has an open table.
    ///
    /// # Errors
    /// [`StoreError::PlaceTaken`] when the place has an open table; database errors.
    pub async fn create_table(&self, table: NewTable) -> Result<MatchId, StoreError> {
        match self
            .write(writer::Write::CreateTable(Box::new(table)))
            .await?
        {
            writer::Written::Id(id) => Ok(MatchId(id)),
            _ => unreachable!("creating a table answers its id"),
        }
    }

    /// Replaces a table's seats (lobby changes, autopilot flags) and records the players'
    /// current names.
    ///
    /// # Errors
    /// Database errors.
    pub async fn save_seats(&self, table: MatchId, seats: Vec<SeatRow>) -> Result<(), StoreError> {
        self.write(writer::Write::Seats {
            table,
            seats,
            joining: None,
        })
        .await
        .map(drop)
    }

    /// Seats `user` in a lobby (`seats`, them included), unless they already host or sit at
    /// `cap` open tables: checked in the same transaction.
    ///
    /// # Errors
    /// [`StoreError::PersonAtCap`]; database errors.
    pub async fn join_seats(
        &self,
        table: MatchId,
        seats: Vec<SeatRow>,
        user: UserId,
        cap: u32,
    ) -> Result<(), StoreError> {
        self.write(writer::Write::Seats {
            table,
            seats,
            joining: Some((user, cap)),
        })
        .await
        .map(drop)
    }

    /// Starts the match: final seats, status `playing`.
    ///
    /// # Errors
    /// Database errors.
    pub async fn start_match(
        &self,
        table: MatchId,
        seats: Vec<SeatRow>,
        at_ms: i64,
    ) -> Result<(), StoreError> {
        self.write(writer::Write::Start {
            table,
            seats,
            at_ms,
        })
        .await
        .map(drop)
    }

    /// Records an accepted action (and the hand or match it completed).
    ///
    /// # Errors
    /// [`StoreError::StepRecorded`] if this step of the match is already recorded (the action
    /// was applied before); database errors.
    pub async fn record_action(&self, record: ActionRecord) -> Result<(), StoreError> {
        self.write(writer::Write::Action(Box::new(record)))
            .await
            .map(drop)
    }

    /// Closes a table without a result (cancelled in the lobby, or stopped mid-match), with
    /// the table service's account of why (`closing`, opaque here).
    ///
    /// # Errors
    /// [`StoreError::AlreadyClosed`]; database errors.
    pub async fn end_table(
        &self,
        table: MatchId,
        status: TableStatus,
        at_ms: i64,
        closing: Option<String>,
    ) -> Result<(), StoreError> {
        self.write(writer::Write::End {
            table,
            status,
            at_ms,
            closing,
        })
        .await
        .map(drop)
    }

    /// Ends a match as its host resigns: recorded as finished with `result` (the host
    /// last), rated, with the table service's account (`closing`), in one transaction.
    ///
    /// # Errors
    /// [`StoreError::NotPlaying`]; database errors.
    pub async fn resign(
        &self,
        table: MatchId,
        at_ms: i64,
        closing: String,
        result: MatchResult,
    ) -> Result<(), StoreError> {
        self.write(writer::Write::Resign {
            table,
            at_ms,
            closing,
            result: Box::new(result),
        })
        .await
        .map(drop)
    }

    /// Records what the front end has announced of a table: the first `announced` actions
    /// of its log, and (once it is closed) its closing.
    ///
    /// # Errors
    /// Database errors.
    pub async fn set_announced(
        &self,
        table: MatchId,
        announced: u64,
        closing_announced: bool,
    ) -> Result<(), StoreError> {
        self.write(writer::Write::Announced {
            table,
            announced,
            closing_announced,
        })
        .await
        .map(drop)
    }

    /// Records the thread a table's match is played in: a place of the table's from now
    /// on, as its channel is.
    ///
    /// # Errors
    /// [`StoreError::PlaceTaken`] when another open table is played there; database errors.
    pub async fn set_thread(&self, table: MatchId, thread: PlaceId) -> Result<(), StoreError> {
        self.write(writer::Write::Thread { table, thread })
            .await
            .map(drop)
    }

    /// Removes a person from the database: their id and every name they played under are
    /// replaced by an anonymous "former player" of their own (in players, seats, results,
    /// standings, ratings, rating changes, hosts, and the opaque state of closed tables), so
    /// that everyone else's results and ratings stay exactly as they were; no board shows
    /// the former player. One transaction: all of it, or nothing.
    ///
    /// The front end's state (`matches.frontend`) and the table service's account of a
    /// closing (`matches.closing`) are opaque JSON here: the person is taken out of them
    /// by a rule that needs no knowledge of their shape (see `forget::scrub`).
    ///
    /// # Errors
    /// [`StoreError::AtOpenTable`] while they sit at an open table, or are asked to an
    /// open lobby; database errors.
    pub async fn forget(&self, user: UserId) -> Result<Forgotten, StoreError> {
        match self.write(writer::Write::Forget(user)).await? {
            writer::Written::Forgotten(forgotten) => Ok(forgotten),
            _ => unreachable!("forgetting answers what it did"),
        }
    }

    /// Changes a lobby's options (the host chose them there), stored as the game's options
    /// are when the table opens: the match starts with these.
    ///
    /// # Errors
    /// [`StoreError::NotInLobby`] once the lobby has closed (started, cancelled); database
    /// errors.
    pub async fn set_options(
        &self,
        table: MatchId,
        options: &impl crate::games::GameOptions,
    ) -> Result<(), StoreError> {
        let options = serde_json::to_string(options).expect("options serialize");
        self.write(writer::Write::Options { table, options })
            .await
            .map(drop)
    }

    /// Stores the front end's own state for a table (message ids and the like).
    ///
    /// # Errors
    /// Database errors.
    pub async fn set_frontend(&self, table: MatchId, state: String) -> Result<(), StoreError> {
        self.write(writer::Write::Frontend { table, state })
            .await
            .map(drop)
    }
}

/// A copy of a database made by [`Store::backup_to`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Backup {
    pub matches: u64,
    pub actions: u64,
    pub bytes: u64,
}

impl Store {
    /// Writes a consistent copy of the database to `to` (a new SQLite file), while others
    /// go on writing it; checked and counted (see `sqlite::backup`). A PostgreSQL database
    /// is backed up with the server's own tools (`pg_dump`).
    ///
    /// # Errors
    /// `to` exists or cannot be written; the copy fails its check; a PostgreSQL store;
    /// database errors.
    pub async fn backup_to(&self, to: &std::path::Path) -> Result<Backup, StoreError> {
        match &self.reads {
            Reads::Sqlite(r) => sqlite::backup(r.pool(), to).await,
            Reads::Postgres(_) => Err(StoreError::BadUrl {
                url: self.path.display().to_string(),
                reason: "a PostgreSQL database is backed up with pg_dump".into(),
            }),
        }
    }
}

/// Now, in Unix milliseconds (for timestamps; the game itself never reads the clock).
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}
