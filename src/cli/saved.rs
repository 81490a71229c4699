//! `ribs play --db PATH`: the terminal match kept in the SQLite store as it goes, and
//! resumed by the next `ribs play --db PATH`.
//!
//! It is stored exactly as the bot stores a table (the same schema; every action written
//! ahead, with the hand and match records it completes, before it is shown), at the
//! place [`PlaceId::TERMINAL`] with you as player 1. So one database file holds at most
//! one match in progress, and your standings over every match finished in it.

use std::path::{Path, PathBuf};

use anyhow::{Context, bail};

use super::play::{NAMES, PlayRecord, YOU};
use crate::ai::Level;
use crate::game::{Action, Event, MAX_SEATS, MIN_SEATS, Match, Seat};
use crate::store::{
    ActedBy, ActionRecord, Autopilot, MatchId, NewTable, PlaceId, SeatRow, ServerId, StandingRow,
    Store, StoredTable, TableStatus, UserId, now_ms,
};
use crate::table::tally::Totals;

/// You, in the store: Discord user ids are never this small.
pub const YOU_ID: UserId = UserId(1);

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
    pub record: PlayRecord,
    /// Whether `record` is a match in progress read back from the file (else it is the
    /// new match asked for).
    pub resumed: bool,
}

impl Saved {
    /// Opens the database at `path` (creating it if missing): resumes the match in
    /// progress there, or else stores `fresh` as a new one.
    ///
    /// # Errors
    /// When the file cannot be opened as a Ribs database (said by the store, with what to
    /// do), holds a Discord bot's open tables, or its match does not replay.
    pub fn open(path: &Path, fresh: PlayRecord) -> anyhow::Result<Opened> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?;
        let store = runtime.block_on(Store::open_file(path))?;
        let open = runtime.block_on(store.open_tables())?;
        let (terminal, bot): (Vec<StoredTable>, Vec<StoredTable>) =
            open.into_iter().partition(|t| t.place == PlaceId::TERMINAL);
        if !bot.is_empty() {
            bail!(
                "{} holds {} open table(s) of the Discord bot; give `ribs play --db` a file of its own",
                path.display(),
                bot.len()
            );
        }
        let mut saved = Saved {
            runtime,
            store,
            path: path.to_path_buf(),
            table: MatchId(0),
            totals: Totals::new(fresh.players.into()),
        };
        let (record, resumed) = match terminal.into_iter().next() {
            Some(stored) => (saved.resume(stored)?, true),
            None => {
                saved.create(&fresh)?;
                (fresh, false)
            }
        };
        Ok(Opened {
            saved,
            record,
            resumed,
        })
    }

    /// Stores a new match: its lobby, then its start, as the table service would.
    fn create(&mut self, record: &PlayRecord) -> anyhow::Result<()> {
        let seats = seat_rows(record);
        let table = NewTable {
            place: PlaceId::TERMINAL,
            server: ServerId::NONE,
            host: YOU_ID,
            host_name: you_name(),
            options: record.options,
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

    /// The record of a stored match, its totals counted again from its log.
    fn resume(&mut self, stored: StoredTable) -> anyhow::Result<PlayRecord> {
        let place = || format!("the match saved in {}", self.path.display());
        let players = u8::try_from(stored.seats.len()).unwrap_or(u8::MAX);
        if !(MIN_SEATS..=MAX_SEATS).contains(&players) {
            bail!("{} has {players} seats, not 4 to 10", place());
        }
        if stored.seats[0].user != Some(YOU_ID) {
            bail!("{} does not have you in seat 1", place());
        }
        let mut levels = stored.seats[1..]
            .iter()
            .map(|s| s.computer.as_deref().and_then(|l| l.parse::<Level>().ok()));
        let level = levels.next().flatten();
        let Some(level) = level.filter(|l| levels.all(|other| other == Some(*l))) else {
            bail!(
                "{}: its other seats are not computer players of one level",
                place()
            );
        };
        if stored.status == TableStatus::Lobby {
            // Stopped between storing the lobby and the start: start it now.
            self.runtime.block_on(self.store.start_match(
                stored.id,
                stored.seats.clone(),
                now_ms(),
            ))?;
        }
        let mut record = PlayRecord::new(players, level, stored.options, stored.seed);
        record.log = stored
            .actions
            .iter()
            .map(|a| (Seat(a.seat), a.action))
            .collect();
        let mut totals = Totals::new(players.into());
        record
            .replay_each(|game, events| {
                totals.count(game, events);
            })
            .with_context(|| format!("{} does not replay", place()))?;
        self.table = stored.id;
        self.totals = totals;
        Ok(record)
    }

    /// Writes an action, applied to make `after` and causing `events`, before it is shown:
    /// with the hand it finished and the result of the match it ended.
    ///
    /// # Errors
    /// When the write fails; the action must then not be taken.
    pub fn record(
        &mut self,
        ply: usize,
        (seat, action): (Seat, Action),
        after: &Match,
        events: &[Event],
    ) -> anyhow::Result<()> {
        let mut totals = self.totals.clone();
        let hand = totals.count(after, events);
        let result = totals.result(
            after,
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
                ply: ply as u64,
                seat: seat.0,
                action,
                by,
                at_ms: now_ms(),
                hand,
                result,
            }))
            .with_context(|| format!("saving to {}", self.path.display()))?;
        self.totals = totals;
        Ok(())
    }

    /// Your standings over the matches finished in this file.
    ///
    /// # Errors
    /// Database errors.
    pub fn standings(&self) -> anyhow::Result<Option<StandingRow>> {
        Ok(self
            .runtime
            .block_on(self.store.player_stats(ServerId::NONE, YOU_ID))?)
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

/// The seats of a terminal match: you, then computer players of its level.
fn seat_rows(record: &PlayRecord) -> Vec<SeatRow> {
    Seat::all(record.players)
        .map(|s| SeatRow {
            user: (s == YOU).then_some(YOU_ID),
            computer: (s != YOU).then(|| record.level.as_str().to_string()),
            name: if s == YOU {
                you_name()
            } else {
                NAMES[s.index()].to_string()
            },
            autopilot: Autopilot::Off,
        })
        .collect()
}

/// Your name in the standings: your login name, if the system says it.
fn you_name() -> String {
    std::env::var("USER")
        .ok()
        .filter(|n| !n.trim().is_empty())
        .unwrap_or_else(|| "You".to_string())
}
