//! The rules of Ribs, and nothing else.
//!
//! Pure, deterministic and synchronous: no I/O, no clock, no global randomness (a seed goes
//! in, and the same seed with the same actions always gives the same game). A [`Match`] is a
//! series of [`Hand`]s; each lists the legal actions of a seat, applies one and returns the
//! [`Event`]s it caused or an [`ActionError`] saying why it is illegal. Every other layer
//! learns what a player may see through a [`View`], which hides the rest by construction.

pub mod card;
mod contract;
pub mod deal;
pub mod error;
pub mod event;
pub mod hand;
pub mod matches;
pub mod options;
pub mod seat;
pub mod trick;
pub mod view;

pub use card::{Card, CardName, CardSet, ParseCardError, Rank, Suit};
pub use contract::CATALOG;
pub use error::{ActionError, ReplayError, SetupError};
pub use event::{Event, EventSink};
pub use hand::{
    Action, CARDS_PER_SEAT, Call, Choice, Hand, HiddenPlaces, OPENING_BID, Phase, TRICKS,
};
pub use matches::Match;
pub use options::{BeatRule, Folding, Options, OptionsError};
pub use seat::{MAX_SEATS, MIN_SEATS, PerSeat, Seat};
pub use trick::{Outcome, Played, SeenPlay, SeenTrick, TrickRecord};
pub use view::{HandSummary, SampleError, View, ViewSnapshot};
