//! Reads: open tables to resume, leaderboards, a player's stats and match history.
//!
//! Every row is parsed into validated types here, so that damaged data fails on load with
//! a [`StoreError::Corrupt`] that says what is wrong, not three calls later.

use serde::Serialize;

use super::{MatchId, ServerId, StoreError, UserId};

/// How a leaderboard is ordered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Ranking {
    /// Most matches won.
    Wins,
    /// Best share of matches won, among players with at least the minimum matches.
    WinRate,
    /// Most hands won.
    Hands,
}

/// A player's standing in one scope (a server, or everywhere).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StandingRow {
    pub user: UserId,
    pub name: String,
    pub matches: u32,
    pub wins: u32,
    pub hands_won: u32,
    pub points: u64,
    pub bids_made: u32,
    pub bids_lost: u32,
    pub cracks: u32,
    pub folds: u32,
}

impl StandingRow {
    /// Matches won per match played.
    pub fn win_rate(&self) -> f64 {
        if self.matches == 0 {
            0.0
        } else {
            f64::from(self.wins) / f64::from(self.matches)
        }
    }
}

/// One finished match from a player's point of view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HistoryRow {
    pub table: MatchId,
    pub server: ServerId,
    pub ended_at_ms: i64,
    pub players: u32,
    pub seat: u8,
    pub won: bool,
    pub hands_won: u32,
    pub points: u32,
}

pub(crate) fn corrupt(what: &str, e: impl std::fmt::Display) -> StoreError {
    StoreError::Corrupt(format!("{what}: {e}"))
}
