//! Crazy Eights (`crazy-eights`), 2 to 10 players: a shedding game. Match the suit or the
//! rank of the top card of the discard pile, play a wild eight on anything and name the
//! suit to follow, draw when you cannot (or will not) play; the first to shed every card
//! ends the hand and the others score what they hold. Hands follow one another until a
//! total reaches the target; the lowest total wins. The rules and every variation are
//! `shared/games/crazy-eights.md`; each variation is a table option ([`Options`]).
//!
//! [`Hand`] is one deal (the referee rules one from a given deal); [`CrazyEights`] a whole
//! match, each hand dealt from its seed, the deal passing to the left. Pure, deterministic
//! and synchronous, like every game of the host.
//!
//! ```
//! use ribs::games::crazy_eights::{Action, CrazyEights, Options};
//! use ribs::core::ToAct;
//! let mut game = CrazyEights::new(Options::default(), 3, 7).unwrap();
//! let ToAct::One(seat) = game.to_act() else { unreachable!() };
//! let action = game.legal_actions(seat)[0];
//! game.apply(seat, action).unwrap();
//! assert_eq!(game.step(), 1);
//! ```

mod cards;
mod contract;
mod event;
mod hand;
mod options;
mod view;

#[cfg(test)]
mod tests;

pub use cards::{Cards, penalty};
pub use contract::CATALOG;
pub use event::{Action, Direction, DrawCause, Event, HandSummary, Refusal, SetupError};
pub use hand::{
    ApplyError, End, Hand, HandRules, MAX_SEATS, MIN_SEATS, Restock, RestockFault, Stage,
};
pub use options::{Drawing, Options, OptionsError, TARGET, WildPlay};
pub use view::{CrazyEightsView, StageView};

use crate::core::rng::{Stream, below, rng_for};
use crate::core::{Outcome, PerSeat, Seat, ToAct, Told};

/// A match of Crazy Eights.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrazyEights {
    options: Options,
    seats: u8,
    seed: u64,
    step: u64,
    first_dealer: Seat,
    /// The hand being played (the last one once the match is over), from 1.
    number: u32,
    hand: Hand,
    /// The events the current hand's deal caused (its starter's).
    opening: Vec<Told<Event>>,
    /// Each seat's penalty total over the finished hands.
    totals: PerSeat<i32>,
    /// The last finished hand.
    last: Option<HandSummary>,
    over: bool,
}

impl CrazyEights {
    /// A new match, its first hand dealt by a random seat.
    ///
    /// # Errors
    /// Outside 2 to 10 players, or hands the pack cannot deal to them.
    pub fn new(options: Options, seats: u8, seed: u64) -> Result<CrazyEights, SetupError> {
        if !(MIN_SEATS..=MAX_SEATS).contains(&seats) {
            return Err(SetupError::Seats(seats));
        }
        if !options.fits(seats) {
            return Err(SetupError::HandSize {
                size: options.hand_size_for(seats),
                players: seats,
            });
        }
        let first_dealer =
            Seat(below(&mut rng_for(seed, Stream::FirstDealer, 0), seats.into()) as u8);
        let mut hand = Hand::deal(options, seats, first_dealer, 1, seed);
        let opening = hand.open();
        Ok(CrazyEights {
            options,
            seats,
            seed,
            step: 0,
            first_dealer,
            number: 1,
            hand,
            opening,
            totals: PerSeat::new(seats),
            last: None,
            over: false,
        })
    }

    /// A match rebuilt from its log.
    ///
    /// # Errors
    /// The setup's, or the first action of the log the rules refuse, with its index.
    pub fn replay(
        options: Options,
        seats: u8,
        seed: u64,
        log: impl IntoIterator<Item = (Seat, Action)>,
    ) -> Result<CrazyEights, ReplayError> {
        let mut game = CrazyEights::new(options, seats, seed).map_err(ReplayError::Setup)?;
        for (index, (seat, action)) in log.into_iter().enumerate() {
            game.apply(seat, action)
                .map_err(|refusal| ReplayError::Illegal { index, refusal })?;
        }
        Ok(game)
    }

    pub fn options(&self) -> Options {
        self.options
    }

    pub fn seats(&self) -> u8 {
        self.seats
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn step(&self) -> u64 {
        self.step
    }

    /// The hand being played (the last, once over).
    pub fn hand(&self) -> &Hand {
        &self.hand
    }

    /// Its number, from 1.
    pub fn number(&self) -> u32 {
        self.number
    }

    pub fn totals(&self) -> &PerSeat<i32> {
        &self.totals
    }

    pub fn last_hand(&self) -> Option<&HandSummary> {
        self.last.as_ref()
    }

    pub fn is_over(&self) -> bool {
        self.over
    }

    pub fn to_act(&self) -> ToAct {
        if self.over {
            ToAct::Nobody
        } else {
            self.hand.to_act()
        }
    }

    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.over {
            Vec::new()
        } else {
            self.hand.legal_actions(seat)
        }
    }

    /// # Errors
    /// Why `seat` may not take `action` now.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), Refusal> {
        if self.over {
            return Err(Refusal::GameOver);
        }
        self.hand.check(seat, action)
    }

    /// Applies an action; nothing changes when it is refused.
    ///
    /// # Errors
    /// Why `seat` may not take `action` now.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Told<Event>>, Refusal> {
        let mut told = Vec::new();
        self.apply_to(seat, action, &mut told)?;
        Ok(told)
    }

    /// [`CrazyEights::apply`] into a vector the caller keeps (a search's playouts).
    ///
    /// # Errors
    /// Why `seat` may not take `action` now.
    pub fn apply_to(
        &mut self,
        seat: Seat,
        action: Action,
        told: &mut Vec<Told<Event>>,
    ) -> Result<(), Refusal> {
        if self.over {
            return Err(Refusal::GameOver);
        }
        match self.hand.apply_to(seat, action, told) {
            Ok(()) => {}
            Err(ApplyError::Refused(refusal)) => return Err(refusal),
            // A match's stocks are shuffled from its seed, never given: no fault is
            // possible, and the stock being empty is the nearest truth.
            Err(ApplyError::Restock(_)) => return Err(Refusal::StockEmpty),
        }
        self.step += 1;
        if self.hand.is_over() {
            self.finish_hand(told);
        }
        Ok(())
    }

    /// Scores the hand just over, then deals the next or ends the match.
    fn finish_hand(&mut self, told: &mut Vec<Told<Event>>) {
        let scores = self.hand.scores();
        for seat in Seat::all(self.seats) {
            self.totals[seat] += scores[seat];
        }
        let summary = HandSummary {
            number: self.number,
            dealer: self.hand.rules().dealer,
            out: match self.hand.end() {
                Some(End::Out(seat)) => Some(seat),
                _ => None,
            },
            hands: *self.hand.all_held(),
            scores,
            totals: self.totals,
        };
        self.last = Some(summary);
        told.push(Told::table(Event::HandOver(Box::new(summary))));
        if let Some(winner) = match_winner(&self.totals, self.options.target) {
            self.over = true;
            told.push(Told::table(Event::MatchOver {
                totals: self.totals,
                winner,
            }));
            return;
        }
        self.number += 1;
        let dealer = self.dealer_of(self.number);
        self.hand = Hand::deal(self.options, self.seats, dealer, self.number, self.seed);
        self.opening = self.hand.open();
        told.extend(self.deal_events());
    }

    /// The dealer of hand `number`: the deal passes to the left.
    fn dealer_of(&self, number: u32) -> Seat {
        let k = ((number - 1) % u32::from(self.seats)) as u8;
        self.first_dealer.left(k, self.seats)
    }

    /// The current hand's deal as told: the table learns the starter and who plays first,
    /// each seat its own cards; then what the starter did.
    pub fn deal_events(&self) -> Vec<Told<Event>> {
        let hand = &self.hand;
        let mut told = vec![Told::table(Event::HandDealt {
            number: self.number,
            dealer: hand.rules().dealer,
            starter: hand.starter(),
            buried: hand.buried().to_vec(),
            stock: hand.stock_left() as u8,
            first: hand.turn(),
        })];
        for seat in Seat::all(self.seats) {
            told.push(Told::seat(
                seat,
                Event::Dealt {
                    seat,
                    hand: hand.held(seat),
                },
            ));
        }
        told.extend(self.opening.iter().cloned());
        told
    }

    /// Places by total, lowest first (ties share), `resigned` last whatever its total.
    fn standing(&self, resigned: Option<Seat>) -> Outcome {
        let scores = self.totals;
        let key = |s: Seat| (Some(s) == resigned, scores[s]);
        let places = PerSeat::from_fn(self.seats, |seat| {
            Seat::all(self.seats)
                .filter(|&other| key(other) < key(seat))
                .count() as u8
        });
        Outcome {
            places,
            teams: None,
            scores,
        }
    }
}

/// The winner once a match is decided: a total has reached `target` and one seat alone
/// has the lowest.
pub fn match_winner(totals: &PerSeat<i32>, target: u16) -> Option<Seat> {
    let totals = totals.as_slice();
    let high = totals.iter().copied().max()?;
    let low = totals.iter().copied().min()?;
    let lowest = totals.iter().filter(|&&t| t == low).count();
    (high >= i32::from(target) && lowest == 1)
        .then(|| totals.iter().position(|&t| t == low))
        .flatten()
        .map(|i| Seat(i as u8))
}

/// Why a log of actions does not replay on its table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayError {
    Setup(SetupError),
    Illegal { index: usize, refusal: Refusal },
}

impl std::error::Error for ReplayError {}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayError::Setup(e) => e.fmt(f),
            ReplayError::Illegal { index, refusal } => write!(f, "action {index}: {refusal}"),
        }
    }
}
