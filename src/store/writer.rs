//! What the writer task is asked (every change to the database, group-committed: the
//! task itself is `sql/writer.rs`, one per backend).

use tokio::sync::oneshot;

use super::{
    ActionRecord, Forgotten, MatchId, MatchResult, NewTable, PlaceId, SeatRow, ServerId,
    StoreError, TableStatus, UserId,
};

/// Most writes in one transaction: bounds the latency one commit adds to the last write.
pub(crate) const MAX_BATCH: usize = 256;

pub(crate) enum Write {
    CreateTable(Box<NewTable>),
    Seats {
        table: MatchId,
        seats: Vec<SeatRow>,
        /// A person joining, and how many open tables they may be at.
        joining: Option<(UserId, u32)>,
    },
    Start {
        table: MatchId,
        seats: Vec<SeatRow>,
        at_ms: i64,
    },
    Action(Box<ActionRecord>),
    End {
        table: MatchId,
        status: TableStatus,
        at_ms: i64,
        closing: Option<String>,
    },
    Announced {
        table: MatchId,
        announced: u64,
        closing_announced: bool,
    },
    Frontend {
        table: MatchId,
        state: String,
    },
    Thread {
        table: MatchId,
        thread: PlaceId,
    },
    /// A lobby's options, as their JSON (refused once the lobby has closed).
    Options {
        table: MatchId,
        options: String,
    },
    /// The match ends as its host resigns: recorded (and rated) with `result`.
    Resign {
        table: MatchId,
        at_ms: i64,
        closing: String,
        result: Box<MatchResult>,
    },
    /// Forgets a person (see `store::forget`).
    Forget(UserId),
}

impl Write {
    /// The table the write is for (`Err`: a new table, by its server); `None` for a write
    /// about no one table.
    pub(crate) fn table(&self) -> Option<Result<MatchId, ServerId>> {
        match self {
            Write::CreateTable(t) => Some(Err(t.server)),
            Write::Seats { table, .. }
            | Write::Start { table, .. }
            | Write::End { table, .. }
            | Write::Announced { table, .. }
            | Write::Frontend { table, .. }
            | Write::Thread { table, .. }
            | Write::Options { table, .. }
            | Write::Resign { table, .. } => Some(Ok(*table)),
            Write::Action(record) => Some(Ok(record.table)),
            Write::Forget(_) => None,
        }
    }

    /// Whether the write records a match's result (and so rates it).
    pub(crate) fn records_result(&self) -> bool {
        match self {
            Write::Action(record) => record.result.is_some(),
            Write::Resign { .. } => true,
            _ => false,
        }
    }
}

pub(crate) enum Written {
    Done,
    Id(i64),
    Forgotten(Forgotten),
}

pub(crate) struct Job {
    pub(crate) write: Option<Write>,
    pub(crate) reply: Waiter,
}

pub(crate) enum Waiter {
    Write(oneshot::Sender<Result<Written, StoreError>>),
    Close(oneshot::Sender<()>),
}

impl Job {
    pub(crate) fn new(write: Write, reply: oneshot::Sender<Result<Written, StoreError>>) -> Job {
        Job {
            write: Some(write),
            reply: Waiter::Write(reply),
        }
    }

    pub(crate) fn close(done: oneshot::Sender<()>) -> Job {
        Job {
            write: None,
            reply: Waiter::Close(done),
        }
    }
}
