//! A match in the terminal (`ribs play --db PATH`), kept in the SQLite store as it goes
//! and resumed by the next `ribs play --db PATH`.
//!
//! The terminal plays its match itself, synchronously (one player, no timers); this is
//! only its writing to the store, done exactly as a table's (the same schema, every action
//! written ahead with the hand and match records it completes, before it is shown), at the
//! place [`PlaceId::TERMINAL`] with you as player 1. So one database file holds at most
//! one match in progress, and your standings over every match finished in it.

use std::path::{Path, PathBuf};

use thiserror::Error;

use super::tally::Totals;
use crate::ai::Level;
use crate::games::GameKind;
use crate::games::ribs::{Action, Event, MAX_SEATS, MIN_SEATS, Match, Options, ReplayError, Seat};
use crate::store::{
    ActedBy, ActionRecord, Autopilot, MatchId, NewTable, PlaceId, SeatRow, ServerId, StandingRow,
    Store, StoreError, StoredTable, TableStatus, UserId, now_ms,
};

/// Your seat.
pub const YOU: Seat = Seat(0);

/// You, in the store: Discord user ids are never this small.
pub const YOU_ID: UserId = UserId(1);

/// The table of a terminal match: you in seat 1, computer players of one level.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TerminalTable {
    pub players: u8,
    pub level: Level,
    pub options: Options,
    pub seed: u64,
}

/// Why a terminal match cannot be saved or resumed.
#[derive(Debug, Error)]
pub enum TerminalError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("cannot start the database runtime: {0}")]
    Runtime(#[from] std::io::Error),
    #[error(
        "{path} holds {count} match(es) of the Discord bot; give `ribs play --db` a file of its own"
    )]
    BotTables { path: PathBuf, count: u64 },
    #[error("the match saved in {path} {why}")]
    NotTerminal { path: PathBuf, why: String },
    #[error("the match saved in {path} does not replay: {error}")]
    Replay { path: PathBuf, error: ReplayError },
}

/// A terminal match being saved.
pub struct Saved {
    runtime: tokio::runtime::Runtime,
    store: Store,
    path: PathBuf,
    table: MatchId,
    totals: Totals,
}

/// What [`Saved::open`] found.
pub struct Opened {
    pub saved: Saved,
    pub table: TerminalTable,
    /// The actions of the match so far (none for a new match).
    pub log: Vec<(Seat, Action)>,
    /// Whether this is a match in progress read back from the file (else it is the new
    /// match asked for).
    pub resumed: bool,
}

impl Saved {
    /// Opens the database at `path` (creating it if missing): resumes the match in
    /// progress there, or else stores `fresh` as a new one, its seats named `names`.
    ///
    /// # Errors
    /// When the file cannot be opened as a Ribs database (said by the store, with what to
    /// do), holds a Discord bot's open tables, or its match does not replay.
    pub fn open(
        path: &Path,
        fresh: TerminalTable,
        names: &[String],
    ) -> Result<Opened, TerminalError> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?;
        let store = runtime.block_on(Store::open_file(path))?;
        // A database file belongs to one front end (see `TableService::open`).
        let bot = runtime.block_on(store.count_matches_elsewhere(PlaceId::TERMINAL))?;
        if bot > 0 {
            return Err(TerminalError::BotTables {
                path: path.to_path_buf(),
                count: bot,
            });
        }
        let open = runtime.block_on(store.open_tables())?;
        let terminal = open.into_iter().filter(|t| t.place == PlaceId::TERMINAL);
        let mut saved = Saved {
            runtime,
            store,
            path: path.to_path_buf(),
            table: MatchId(0),
            totals: Totals::default(),
        };
        match terminal.into_iter().next() {
            Some(stored) => {
                let (table, log) = saved.resume(stored)?;
                Ok(Opened {
                    saved,
                    table,
                    log,
                    resumed: true,
                })
            }
            None => {
                saved.create(&fresh, names)?;
                Ok(Opened {
                    saved,
                    table: fresh,
                    log: Vec::new(),
                    resumed: false,
                })
            }
        }
    }

    /// Stores a new match: its lobby, then its start, as the table service would.
    fn create(&mut self, record: &TerminalTable, names: &[String]) -> Result<(), TerminalError> {
        let seats = seat_rows(record, names);
        let table = NewTable {
            game: GameKind::Ribs,
            caps: crate::store::Caps::NONE,
            rematch_of: None,
            place: PlaceId::TERMINAL,
            server: ServerId::NONE,
            host: YOU_ID,
            host_name: seats[0].name.clone(),
            options: serde_json::to_value(record.options).expect("options serialize"),
            turn_timer: None,
            seed: record.seed,
            seats: seats.clone(),
            frontend: None,
        };
        self.table = self.runtime.block_on(self.store.create_table(table))?;
        self.runtime
            .block_on(self.store.start_match(self.table, seats, now_ms()))?;
        self.totals = Totals::new(record.players.into());
        Ok(())
    }

    /// The table and log of a stored match, its totals counted again from its log.
    fn resume(
        &mut self,
        stored: StoredTable,
    ) -> Result<(TerminalTable, Vec<(Seat, Action)>), TerminalError> {
        let not = |why: &str| TerminalError::NotTerminal {
            path: self.path.clone(),
            why: why.to_string(),
        };
        let players = u8::try_from(stored.seats.len()).unwrap_or(u8::MAX);
        if !(MIN_SEATS..=MAX_SEATS).contains(&players) {
            return Err(not(&format!(
                "has {players} seats: {}",
                crate::text::ribs::players_needed(crate::text::Lang::En)
            )));
        }
        if stored.seats[0].user != Some(YOU_ID) {
            return Err(not("does not have you in seat 1"));
        }
        let mut levels = stored.seats[1..]
            .iter()
            .map(|s| s.computer.as_deref().and_then(|l| l.parse::<Level>().ok()));
        let level = levels.next().flatten();
        let Some(level) = level.filter(|l| levels.all(|other| other == Some(*l))) else {
            return Err(not("has other seats than computer players of one level"));
        };
        if stored.status == TableStatus::Lobby {
            // Stopped between storing the lobby and the start: start it now.
            self.runtime.block_on(self.store.start_match(
                stored.id,
                stored.seats.clone(),
                now_ms(),
            ))?;
        }
        let options = serde_json::from_value(stored.options.clone())
            .map_err(|e| not(&format!("has options that are not Ribs': {e}")))?;
        let table = TerminalTable {
            players,
            level,
            options,
            seed: stored.seed,
        };
        let log = stored
            .actions
            .iter()
            .map(|a| {
                Ok((
                    Seat(a.seat),
                    serde_json::from_value::<Action>(a.action.clone())?,
                ))
            })
            .collect::<Result<Vec<_>, serde_json::Error>>()
            .map_err(|e| not(&format!("has an action that is not Ribs': {e}")))?;
        let (_, totals) = Totals::replay(table.options, players, table.seed, log.iter().copied())
            .map_err(|error| TerminalError::Replay {
            path: self.path.clone(),
            error,
        })?;
        self.table = stored.id;
        self.totals = totals;
        Ok((table, log))
    }

    /// Writes an action, applied to make `after` and causing `events`, before it is shown:
    /// with the hand it finished and the result of the match it ended.
    ///
    /// # Errors
    /// When the write fails; the action must then not be taken.
    pub fn record(
        &mut self,
        step: usize,
        (seat, action): (Seat, Action),
        after: &Match,
        events: &[Event],
    ) -> Result<(), StoreError> {
        let (totals, hand, result) = self.totals.after(
            after,
            events,
            ServerId::NONE,
            Seat::all(after.seats()).map(|s| (s == YOU).then_some(YOU_ID)),
        );
        let by = if seat == YOU {
            ActedBy::Player
        } else {
            ActedBy::Computer
        };
        self.runtime
            .block_on(self.store.record_action(ActionRecord {
                table: self.table,
                step: step as u64,
                seat: seat.0,
                action: serde_json::to_value(action).expect("actions serialize"),
                by,
                at_ms: now_ms(),
                hand,
                result,
            }))?;
        self.totals = totals;
        Ok(())
    }

    /// Your standings over the matches finished in this file.
    ///
    /// # Errors
    /// Database errors.
    pub fn standings(&self) -> Result<Option<StandingRow>, StoreError> {
        self.runtime.block_on(
            self.store
                .player_stats(GameKind::Ribs, ServerId::NONE, YOU_ID),
        )
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Waits for the writer to finish and closes the file.
    pub fn close(self) {
        let Saved { runtime, store, .. } = self;
        runtime.block_on(store.close());
    }
}

/// The seats of a terminal match: you, then computer players of its level; named
/// `names` (by seat).
fn seat_rows(table: &TerminalTable, names: &[String]) -> Vec<SeatRow> {
    Seat::all(table.players)
        .map(|s| {
            let name = names
                .get(s.index())
                .cloned()
                .unwrap_or_else(|| s.to_string());
            SeatRow {
                user: (s == YOU).then_some(YOU_ID),
                computer: (s != YOU).then(|| table.level.as_str().to_string()),
                display: (s == YOU).then(|| name.clone()),
                name,
                autopilot: Autopilot::Off,
            }
        })
        .collect()
}
