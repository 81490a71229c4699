//! Ribs' table sizes; seats themselves are the host's ([`crate::core::seat`]).

pub use crate::core::seat::{MAX_SEATS, PerSeat, Seat};

/// Fewest players a table may start with.
pub const MIN_SEATS: u8 = 4;
