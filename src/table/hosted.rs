//! What the table service needs of a game beyond its rules: its computer players, and what
//! the store keeps of its rounds besides the outcome. One impl per game; the service, its
//! actor and the updates it sends are generic over [`Hosted`] (static dispatch), and
//! where tables of every game meet (the registry, the stream of updates) a game's values
//! travel boxed with their [`GameKind`], taken out by the game that knows their type.

use std::any::Any;

use crate::ai::{self, DecisionSeed, Level};
use crate::core::Seat;
use crate::games::{Game, GameKind};
use crate::store::{HandRecord, SeatTally};

use super::Update;

mod cribbage;

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

impl Hosted for crate::games::ribs::Match {
    type Totals = super::tally::Totals;

    fn no_totals(seats: u8) -> Self::Totals {
        super::tally::Totals::new(seats.into())
    }

    fn count(
        totals: &mut Self::Totals,
        after: &Self,
        events: &[Self::Event],
    ) -> Option<HandRecord> {
        totals.count(after, events)
    }

    fn seat_tallies(totals: &Self::Totals, _seats: u8) -> Vec<SeatTally> {
        totals.seats().to_vec()
    }

    fn decide(&self, level: Level, seat: Seat, seed: DecisionSeed) -> Option<Self::Action> {
        ai::decide(level, &self.view(seat), seed)
    }
}

/// Oh Hell!: per seat, the tricks it took (`points`: a total may be negative, and the
/// outcome's scores carry the totals), the hands it made or missed its bid in, and the
/// hands it scored most in (`hands_won`, every tied seat).
impl Hosted for crate::games::oh_hell::OhHell {
    type Totals = Vec<SeatTally>;

    fn no_totals(seats: u8) -> Vec<SeatTally> {
        vec![SeatTally::default(); seats.into()]
    }

    fn count(
        totals: &mut Vec<SeatTally>,
        _after: &Self,
        events: &[Self::Event],
    ) -> Option<HandRecord> {
        use crate::games::oh_hell::Event;
        let summary = events.iter().find_map(|e| match e {
            Event::HandScored(summary) => Some(*summary),
            _ => None,
        })?;
        let best = summary.scores.as_slice().iter().copied().max().unwrap_or(0);
        let seats: Vec<SeatTally> = summary
            .scores
            .iter()
            .map(|(seat, &score)| SeatTally {
                points: summary.won[seat].into(),
                hands_won: u32::from(score == best),
                bids_made: u32::from(summary.made(seat)),
                bids_lost: u32::from(!summary.made(seat)),
                ..SeatTally::default()
            })
            .collect();
        for (total, line) in totals.iter_mut().zip(&seats) {
            total.add(line);
        }
        Some(HandRecord {
            hand: summary.number,
            seats,
        })
    }

    fn seat_tallies(totals: &Vec<SeatTally>, _seats: u8) -> Vec<SeatTally> {
        totals.clone()
    }

    fn decide(&self, level: Level, seat: Seat, seed: DecisionSeed) -> Option<Self::Action> {
        ai::oh_hell::decide(level, &self.view(Some(seat)), seed)
    }
}

/// The host's test game: nothing kept beside its outcome, and computer players that
/// draw to a hand of six and show their best card.
#[cfg(feature = "test-game")]
impl Hosted for crate::games::test_game::Drill {
    type Totals = ();

    /// A seat draws card after card on one turn.
    fn continues_turn(action: &Self::Action) -> bool {
        matches!(action, crate::games::test_game::Action::Draw)
    }

    fn no_totals(_seats: u8) {}

    fn count(_totals: &mut (), _after: &Self, _events: &[Self::Event]) -> Option<HandRecord> {
        None
    }

    fn seat_tallies(_totals: &(), seats: u8) -> Vec<SeatTally> {
        vec![SeatTally::default(); seats.into()]
    }

    fn decide(&self, _level: Level, seat: Seat, _seed: DecisionSeed) -> Option<Self::Action> {
        use crate::games::test_game::Action;
        let view = Game::view(self, Some(seat));
        let legal = self.legal_actions(seat);
        let held = view.hand.map_or(0, |hand| hand.len());
        if legal.contains(&Action::Draw) {
            return Some(if held < 6 {
                Action::Draw
            } else {
                Action::Stand
            });
        }
        legal.into_iter().max_by_key(|action| match action {
            Action::Show(card) => Some((card.rank, card.suit)),
            _ => None,
        })
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
