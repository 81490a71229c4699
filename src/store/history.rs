//! Reads of finished matches and ratings: the rating board, a rater's rating, rank and last
//! changes, a match's rating changes, and the recent matches of a server.

use serde::Serialize;

use super::{MatchId, ServerId};
use crate::rating::{Rater, Rating};

/// A rater's line on the rating board.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RatingRow {
    #[serde(skip)]
    pub rater: Rater,
    /// The person's name (`None` for a computer level).
    pub name: Option<String>,
    #[serde(skip)]
    pub rating: Rating,
}

/// One rating change of a rater: a match, before and after.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingChange {
    pub table: MatchId,
    pub seat: u8,
    pub rater: Rater,
    pub before: Rating,
    pub after: Rating,
}

/// A finished match as a history lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MatchSummary {
    pub table: MatchId,
    pub server: ServerId,
    pub ended_at_ms: i64,
    /// Each seat's name, in seat order, and whether a computer sits there.
    pub seats: Vec<(String, bool)>,
    pub winner: u8,
    pub hand_wins: Vec<u32>,
}
