//! A finished match, whole, rebuilt from the stored log by its game and shown only once
//! the match is over (nothing is hidden any more then): of any game, every action with
//! what it caused and the outcome ([`Finished`]); of Ribs, every hand as dealt, every
//! trick's calls, ribs, plays and ruling, the scores as they went ([`Replay`]).

use serde::Serialize;
use thiserror::Error;

use super::{MatchId, Occupant, ServerId};
use crate::core::{Outcome, Told};
use crate::games::ribs::{
    Action, Call, CardSet, Event, Match, Options, PerSeat, ReplayError, Seat, SeenTrick,
};
use crate::games::{Game, GameKind};

/// A finished match, for replays and exports.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Replay {
    pub id: MatchId,
    pub server: ServerId,
    pub options: Options,
    /// Who sat where.
    pub seats: Vec<Occupant>,
    pub hands: Vec<ReplayHand>,
    pub winner: Seat,
    pub hand_wins: PerSeat<u32>,
}

/// One hand of a replay.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ReplayHand {
    pub number: u32,
    pub dealer: Seat,
    /// Each seat's eight cards as dealt.
    pub dealt: PerSeat<CardSet>,
    pub tricks: Vec<ReplayTrick>,
    pub scores: PerSeat<u32>,
    pub winners: PerSeat<bool>,
    /// Hand wins after this hand.
    pub hand_wins: PerSeat<u32>,
}

/// One trick of a replay: the bidding in order, then the ruling with folds shown.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ReplayTrick {
    pub calls: Vec<(Seat, Call)>,
    pub trick: SeenTrick,
    /// Points captured so far in the hand, after this trick.
    pub scores: PerSeat<u32>,
}

impl Replay {
    /// Rebuilds a finished match from its table and log.
    ///
    /// # Errors
    /// When the log does not replay on its table, or does not finish the match.
    pub fn build(
        id: MatchId,
        server: ServerId,
        options: Options,
        seats: Vec<Occupant>,
        seed: u64,
        log: &[(Seat, Action)],
    ) -> Result<Replay, ReplayError> {
        let n = seats.len() as u8;
        let mut hands: Vec<ReplayHand> = Vec::new();
        let mut calls: Vec<(Seat, Call)> = Vec::new();
        let mut trick_calls: Vec<Vec<(Seat, Call)>> = Vec::new();
        let start = Match::new(options, n, seed)?;
        let mut dealt = (0, start.hand().dealer(), held(start.hand()));
        let game = Match::replay(options, n, seed, log.iter().copied(), |game, events| {
            for event in events {
                match *event {
                    Event::Bid { seat, bid } => calls.push((seat, Call::Bid(bid))),
                    Event::Passed { seat } => calls.push((seat, Call::Pass)),
                    Event::BiddingWon { .. } => trick_calls.push(std::mem::take(&mut calls)),
                    Event::HandScored {
                        hand,
                        scores,
                        winners,
                        ..
                    } => {
                        let over = if game.hand().number() == hand {
                            game.hand()
                        } else {
                            game.previous_hand().expect("the hand just scored")
                        };
                        let mut running = PerSeat::new(n);
                        let tricks = over
                            .tricks()
                            .zip(std::mem::take(&mut trick_calls))
                            .map(|(record, calls)| {
                                let trick = record.seen(|_| true);
                                for (seat, pile) in trick.captured.iter() {
                                    running[seat] += pile.points();
                                }
                                ReplayTrick {
                                    calls,
                                    trick,
                                    scores: running,
                                }
                            })
                            .collect();
                        hands.push(ReplayHand {
                            number: hand,
                            dealer: dealt.1,
                            dealt: dealt.2,
                            tricks,
                            scores,
                            winners,
                            hand_wins: game.hand_wins(),
                        });
                    }
                    Event::HandDealt { hand, dealer } => {
                        dealt = (hand, dealer, held(game.hand()));
                    }
                    _ => {}
                }
            }
        })?;
        let Some(winner) = game.winner() else {
            return Err(ReplayError::Unfinished);
        };
        Ok(Replay {
            id,
            server,
            options,
            seats,
            hands,
            winner,
            hand_wins: game.hand_wins(),
        })
    }
}

fn held(hand: &crate::games::ribs::Hand) -> PerSeat<CardSet> {
    PerSeat::from_fn(hand.seats(), |s| hand.held(s))
}

/// A finished match of any game, read back through the game contract: its table, every
/// action of its log as the game's own, what each caused, and the outcome. Every event is
/// kept whoever it was told to: the match is over, nothing is hidden any more. Front ends
/// that know a game better (Ribs' hands and tricks: [`Replay`]) build their own from it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(bound = "")]
pub struct Finished<G: Game> {
    pub id: MatchId,
    pub game: GameKind,
    pub server: ServerId,
    pub options: G::Options,
    /// Who sat where.
    pub seats: Vec<Occupant>,
    pub seed: u64,
    /// What the match opened with (the first deal), before any action.
    pub opening: Vec<Told<G::Event>>,
    pub steps: Vec<FinishedStep<G>>,
    pub outcome: Outcome,
}

/// One action of a finished match and what it caused.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(bound = "")]
pub struct FinishedStep<G: Game> {
    pub seat: Seat,
    pub action: G::Action,
    pub events: Vec<Told<G::Event>>,
}

/// Why a stored match does not play again to its end.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReplayFailed {
    #[error("the match cannot be set up again: {0}")]
    Setup(String),
    #[error("action {step} of the log is refused: {reason}")]
    Refused { step: usize, reason: String },
    #[error("the log ends before the match does")]
    Unfinished,
}

impl<G: Game> Finished<G> {
    /// Plays a finished match again from its table and log.
    ///
    /// # Errors
    /// When the match cannot be set up, an action of the log is refused, or the log ends
    /// before the match does.
    pub fn build(
        id: MatchId,
        server: ServerId,
        options: G::Options,
        seats: Vec<Occupant>,
        seed: u64,
        log: &[(Seat, G::Action)],
    ) -> Result<Finished<G>, ReplayFailed> {
        let mut game = G::start(options, seats.len() as u8, seed)
            .map_err(|e| ReplayFailed::Setup(e.to_string()))?;
        let opening = game.opening_events();
        let mut steps = Vec::with_capacity(log.len());
        for (step, &(seat, action)) in log.iter().enumerate() {
            let events = game
                .apply(seat, action)
                .map_err(|e| ReplayFailed::Refused {
                    step,
                    reason: e.to_string(),
                })?;
            steps.push(FinishedStep {
                seat,
                action,
                events,
            });
        }
        let outcome = game.outcome().ok_or(ReplayFailed::Unfinished)?;
        Ok(Finished {
            id,
            game: G::KIND,
            server,
            options,
            seats,
            seed,
            opening,
            steps,
            outcome,
        })
    }

    /// The log, as the game's actions by seat.
    pub fn log(&self) -> Vec<(Seat, G::Action)> {
        self.steps.iter().map(|s| (s.seat, s.action)).collect()
    }
}
