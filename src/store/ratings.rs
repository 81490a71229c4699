//! Rating finished matches, in the writer's transaction: each match once, in one order
//! (`matches.rated_seq`), in its game, in its server and everywhere. See [`crate::rating`].

use std::collections::HashMap;

use crate::games::GameKind;
use crate::rating::{RatedSeat, Rater, Rating, rated_places};

/// Every rating in the store, by game, scope (server id, 0 for everywhere) and rater.
pub type Ratings = HashMap<(GameKind, i64, Rater), Rating>;

/// A finished match's seat as its results row says: who sits there, its place in the
/// outcome (1 first, ties sharing), its team (`None` in a game without partners), and
/// whether the seat is rated at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Seated {
    pub(crate) rater: Rater,
    pub(crate) place: usize,
    pub(crate) team: Option<u8>,
    pub(crate) rated: bool,
}

/// The rated seats of a match, each with its seat number, placed among themselves; their
/// ratings before it are a newcomer's until the caller reads them (per scope).
pub(crate) fn placed(seats: &[Seated]) -> Vec<(usize, RatedSeat)> {
    let places: Vec<usize> = seats.iter().map(|s| s.place).collect();
    let rated: Vec<bool> = seats.iter().map(|s| s.rated).collect();
    rated_places(&places, &rated)
        .into_iter()
        .map(|(seat, place)| {
            let s = seats[seat];
            let rated = RatedSeat {
                rater: s.rater,
                before: Rating::default(),
                place,
                team: s.team,
            };
            (seat, rated)
        })
        .collect()
}
