//! Ribs' table sizes; seats themselves are the host's ([`crate::core::seat`]).

pub use crate::core::seat::{MAX_SEATS, PerSeat, Seat};

/// Fewest players a table may start with.
pub const MIN_SEATS: u8 = 4;

/// The table size in the one sentence every refusal of a wrong one says:
/// `Ribs needs 4 to 10 players`.
pub fn players_needed() -> String {
    format!("Ribs needs {MIN_SEATS} to {MAX_SEATS} players")
}
