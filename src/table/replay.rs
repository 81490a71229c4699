//! A finished match, whole: every hand as dealt, every trick's calls, ribs, plays and
//! ruling, the scores as they went. Rebuilt from the stored log by the engine, and shown
//! only once the match is over (nothing is hidden any more then).

use serde::Serialize;

use super::{MatchId, Occupant, ServerId};
use crate::games::ribs::{
    Action, Call, CardSet, Event, Match, Options, PerSeat, ReplayError, Seat, SeenTrick,
};

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
