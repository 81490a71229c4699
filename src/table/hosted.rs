//! What the table service needs of a game beyond its rules: its computer players, and what
//! the store keeps of its rounds besides the outcome. One impl per game; the service, its
//! actor and the updates it sends are generic over [`Hosted`] (static dispatch), and
//! where tables of every game meet (the registry, the stream of updates) a game's values
//! travel boxed with their [`GameKind`], taken out by the game that knows their type.

use std::any::Any;

use crate::ai::{DecisionSeed, Level};
use crate::core::Seat;
use crate::games::{Game, GameKind};
use crate::store::{HandRecord, SeatTally};

use super::Update;

mod crazy_eights;
mod cribbage;
mod gin_rummy;
mod oh_hell;
mod ribs;
#[cfg(feature = "test-game")]
mod test_game;

/// A game the table service can host.
pub trait Hosted: Game {
    /// The running totals of a match that the store keeps beside its outcome (Ribs: each
    /// finished hand's line per seat, behind its standings and leaderboards).
    type Totals: Clone + std::fmt::Debug + Send + Sync;

    /// No totals yet, for a table of `seats`.
    fn no_totals(seats: u8) -> Self::Totals;

    /// Counts what `events` (just caused in `after`, public ones) finished, and returns
    /// the record of a finished round to store with the action, if any.
    fn count(totals: &mut Self::Totals, after: &Self, events: &[Self::Event])
    -> Option<HandRecord>;

    /// Each seat's totals for the result's line (zero for measures the game lacks).
    fn seat_tallies(totals: &Self::Totals, seats: u8) -> Vec<SeatTally>;

    /// What a computer player of `level` in `seat` does now, seeing only that seat's view;
    /// `None` when it has nothing to say (the table then takes the first legal action).
    fn decide(&self, level: Level, seat: Seat, seed: DecisionSeed) -> Option<Self::Action>;

    /// Whether a seat asked again, alone, right after taking `action` is still on the same
    /// turn (drawing card after card), so that its person is not pinged again. By default
    /// every decision is a turn of its own (Ribs: its player is told each time).
    fn continues_turn(_action: &Self::Action) -> bool {
        false
    }
}

/// An update of a table of any game, as the service's one stream carries it: the table
/// and its game in the open, the game's own [`Update`] inside.
#[derive(Debug)]
pub struct AnyUpdate {
    pub table: super::MatchId,
    pub game: GameKind,
    update: Box<dyn Any + Send>,
}

impl AnyUpdate {
    pub(crate) fn new<G: Hosted>(update: Update<G>) -> AnyUpdate {
        AnyUpdate {
            table: update.table,
            game: G::KIND,
            update: Box::new(update),
        }
    }

    /// The update, when it is of a table of game `G` (else itself back).
    ///
    /// # Errors
    /// An update of another game's table.
    pub fn of<G: Hosted>(self) -> Result<Update<G>, AnyUpdate> {
        if self.game != G::KIND {
            return Err(self);
        }
        match self.update.downcast::<Update<G>>() {
            Ok(update) => Ok(*update),
            Err(update) => Err(AnyUpdate { update, ..self }),
        }
    }
}

/// Why the rules refused an action, of whichever game: front ends read it as their game's
/// ([`Refusal::of`]); its `Display` is the game's English reason (logs, the referee).
#[derive(Debug)]
pub struct Refusal {
    pub game: GameKind,
    refusal: Box<dyn std::error::Error + Send + Sync>,
}

impl Refusal {
    pub fn new<G: Game>(refusal: G::Refusal) -> Refusal {
        Refusal {
            game: G::KIND,
            refusal: Box::new(refusal),
        }
    }

    /// The refusal, as game `G`'s.
    pub fn of<G: Game>(&self) -> Option<&G::Refusal> {
        (self.game == G::KIND)
            .then(|| self.refusal.downcast_ref::<G::Refusal>())
            .flatten()
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.refusal.fmt(f)
    }
}

impl From<crate::games::ribs::ActionError> for Refusal {
    fn from(refusal: crate::games::ribs::ActionError) -> Refusal {
        Refusal::new::<crate::games::ribs::Match>(refusal)
    }
}

/// Work to do with a table's game as a type, when only its [`GameKind`] is known (a table
/// read back from the store): [`for_game`] runs it with the game's type.
pub(crate) trait ForGame {
    type Out;
    fn run<G: Hosted>(self) -> Self::Out;
}

/// Runs `work` with the type of game `kind`: the one place the table service turns the
/// closed list of games into types.
pub(crate) fn for_game<W: ForGame>(kind: GameKind, work: W) -> W::Out {
    crate::games::with_game!(kind, G => work.run::<G>())
}
