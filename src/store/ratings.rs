//! Rating finished matches, in the writer's transaction: each match once, in one order
//! (`matches.rated_seq`), in its game, in its server and everywhere. See [`crate::rating`].

use std::collections::HashMap;

use crate::games::GameKind;
use crate::rating::{Finish, Rater, Rating, rated_places};

/// Every rating in the store, by game, scope (server id, 0 for everywhere) and rater.
pub type Ratings = HashMap<(GameKind, i64, Rater), Rating>;

/// The rated seats of a match with their raters and places among themselves.
pub(crate) fn placed(seats: &[(Rater, Finish, bool)]) -> Vec<(usize, Rater, usize)> {
    let finishes: Vec<Finish> = seats.iter().map(|(_, f, _)| *f).collect();
    let rated: Vec<bool> = seats.iter().map(|(_, _, r)| *r).collect();
    rated_places(&finishes, &rated)
        .into_iter()
        .map(|(seat, place)| (seat, seats[seat].0, place))
        .collect()
}
