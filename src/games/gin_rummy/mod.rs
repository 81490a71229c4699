//! Gin Rummy (`gin-rummy`), two players: a game of hands to 100 points. Each hand, draw
//! from the stock or take the top discard, lay one card away, form sets and runs (ace
//! low); knock with 10 or less deadwood, the defender spreads and lays off, an undercut
//! scores a bonus; gin scores one too. The rules and every variation are
//! `shared/games/gin-rummy.md`; each variation is a table option ([`Options`]).
//!
//! [`Hand`] is one deal (the referee rules one from a given deal); [`GinRummy`] a whole
//! game, each hand dealt from its seed, the deal alternating (the same dealer again after
//! a dead hand). [`meld`] finds a hand's least-deadwood arrangement and what lays off.
//! Pure, deterministic and synchronous, like every game of the host.
//!
//! ```
//! use ribs::games::gin_rummy::{Action, GinRummy, Options};
//! use ribs::core::ToAct;
//! let mut game = GinRummy::new(Options::default(), 2, 7).unwrap();
//! let ToAct::One(seat) = game.to_act() else { unreachable!() };
//! assert!(game.legal_actions(seat).contains(&Action::Pass));
//! game.apply(seat, Action::Pass).unwrap();
//! ```

mod contract;
mod event;
mod hand;
pub mod meld;
mod options;
mod view;

#[cfg(test)]
mod tests;

pub use contract::CATALOG;
pub use event::{
    Action, Ending, Event, HandResult, Pile, Refusal, Settlement, SetupError, Standing,
};
pub use hand::{DealError, HAND_SIZE, Hand, Knock, Phase, STOCK_SIZE, Spread, other};
pub use meld::{Arrangement, MeldFault, MeldKind, Melds};
pub use options::{
    GAME_BONUS, GAME_POINTS, KNOCK_LIMIT, Options, OptionsError, ReturnDiscard, Shutout, Start,
};
pub use view::GinView;

use crate::core::rng::{Stream, below, rng_for};
use crate::core::{Outcome, PerSeat, Seat, ToAct, Told};

/// Gin Rummy is for two.
pub const SEATS: u8 = 2;

/// A game of Gin Rummy, to 100 points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GinRummy {
    options: Options,
    seed: u64,
    step: u64,
    /// The hand being played (the last once over), from 1; dead hands count.
    number: u32,
    hand: Hand,
    points: PerSeat<u32>,
    hands_won: PerSeat<u32>,
    /// The last finished hand and the game after it.
    last: Option<(HandResult, Standing)>,
    settlement: Option<Settlement>,
}

impl GinRummy {
    /// A new game, its first hand dealt by a random seat.
    ///
    /// # Errors
    /// For any number of players but two, or options that do not go together.
    pub fn new(options: Options, seats: u8, seed: u64) -> Result<GinRummy, SetupError> {
        if seats != SEATS {
            return Err(SetupError::Seats(seats));
        }
        if !options.consistent() {
            return Err(SetupError::ReturnDiscardNeedsLastChance);
        }
        let dealer = Seat(below(&mut rng_for(seed, Stream::FirstDealer, 0), 2) as u8);
        Ok(GinRummy {
            options,
            seed,
            step: 0,
            number: 1,
            hand: Hand::deal(options, dealer, seed, 1),
            points: PerSeat::new(SEATS),
            hands_won: PerSeat::new(SEATS),
            last: None,
            settlement: None,
        })
    }

    /// A game rebuilt from its log.
    ///
    /// # Errors
    /// The setup's, or the first action of the log the rules refuse, with its index.
    pub fn replay(
        options: Options,
        seed: u64,
        log: impl IntoIterator<Item = (Seat, Action)>,
    ) -> Result<GinRummy, ReplayError> {
        let mut game = GinRummy::new(options, SEATS, seed).map_err(ReplayError::Setup)?;
        for (index, (seat, action)) in log.into_iter().enumerate() {
            game.apply(seat, action)
                .map_err(|refusal| ReplayError::Illegal { index, refusal })?;
        }
        Ok(game)
    }

    pub fn options(&self) -> Options {
        self.options
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

    pub fn points(&self) -> &PerSeat<u32> {
        &self.points
    }

    pub fn hands_won(&self) -> &PerSeat<u32> {
        &self.hands_won
    }

    pub fn last_hand(&self) -> Option<&(HandResult, Standing)> {
        self.last.as_ref()
    }

    pub fn settlement(&self) -> Option<&Settlement> {
        self.settlement.as_ref()
    }

    pub fn is_over(&self) -> bool {
        self.settlement.is_some()
    }

    pub fn to_act(&self) -> ToAct {
        match self.hand.turn() {
            Some(seat) if !self.is_over() => ToAct::One(seat),
            _ => ToAct::Nobody,
        }
    }

    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.is_over() {
            Vec::new()
        } else {
            self.hand.legal_actions(seat)
        }
    }

    /// # Errors
    /// Why `seat` may not take `action` now.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), Refusal> {
        if self.is_over() {
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

    /// [`GinRummy::apply`] into a vector the caller keeps (a simulation's playouts).
    ///
    /// # Errors
    /// Why `seat` may not take `action` now.
    pub fn apply_to(
        &mut self,
        seat: Seat,
        action: Action,
        told: &mut Vec<Told<Event>>,
    ) -> Result<(), Refusal> {
        if self.is_over() {
            return Err(Refusal::GameOver);
        }
        self.hand.apply_to(seat, action, told)?;
        self.step += 1;
        if let Some(result) = self.hand.result().copied() {
            self.finish_hand(result, told);
        }
        Ok(())
    }

    /// Scores the hand just over, then deals the next or ends the game.
    fn finish_hand(&mut self, result: HandResult, told: &mut Vec<Told<Event>>) {
        let standing = settle(
            self.options,
            self.number,
            self.hand.dealer(),
            (self.points, self.hands_won),
            &result,
        );
        self.points = standing.points;
        self.hands_won = standing.hands_won;
        self.last = Some((result, standing));
        told.push(Told::table(Event::HandScored { result, standing }));
        match (standing.settlement, standing.next_dealer) {
            (Some(settlement), _) => {
                self.settlement = Some(settlement);
                told.push(Told::table(Event::GameOver { settlement }));
            }
            (None, Some(dealer)) => {
                self.number += 1;
                self.hand = Hand::deal(self.options, dealer, self.seed, self.number.into());
                told.extend(self.deal_events());
            }
            (None, None) => {}
        }
    }

    /// The current hand's deal as told: the table learns the dealer, the upcard and the
    /// stock's size, each seat its own cards.
    pub fn deal_events(&self) -> Vec<Told<Event>> {
        let mut told = vec![Told::table(Event::HandDealt {
            number: self.number,
            dealer: self.hand.dealer(),
            upcard: self.hand.upcard(),
            stock: self.hand.stock_len() as u8,
        })];
        for seat in Seat::all(SEATS) {
            told.push(Told::seat(
                seat,
                Event::Dealt {
                    seat,
                    hand: self.hand.held(seat),
                },
            ));
        }
        told
    }

    /// Places by the final totals (while playing, by points), `resigned` last.
    fn standing(&self, resigned: Option<Seat>) -> Outcome {
        let scores = match &self.settlement {
            Some(s) => PerSeat::from_fn(SEATS, |seat| s.totals[seat] as i32),
            None => PerSeat::from_fn(SEATS, |seat| self.points[seat] as i32),
        };
        let key = |s: Seat| (Some(s) != resigned, scores[s]);
        let places = PerSeat::from_fn(SEATS, |seat| {
            Seat::all(SEATS).filter(|&o| key(o) > key(seat)).count() as u8
        });
        Outcome {
            places,
            teams: None,
            scores,
        }
    }
}

/// The game after a hand with `result`, from the points and hands won before it: who
/// deals next, and the settlement once someone reaches 100.
pub fn settle(
    options: Options,
    number: u32,
    dealer: Seat,
    (mut points, mut hands_won): (PerSeat<u32>, PerSeat<u32>),
    result: &HandResult,
) -> Standing {
    if let Some(winner) = result.winner {
        points[winner] += result.points;
        hands_won[winner] += 1;
    }
    let winner = Seat::all(SEATS).find(|&s| points[s] >= GAME_POINTS);
    let next_dealer = match (winner, result.ending) {
        (Some(_), _) => None,
        (None, Ending::Dead) => Some(dealer),
        (None, _) => Some(other(dealer)),
    };
    let settlement = winner.map(|winner| {
        let loser = other(winner);
        let shutout = points[loser] == 0;
        let game_bonus = match options.shutout {
            Shutout::DoubleBonus if shutout => 2 * GAME_BONUS,
            _ => GAME_BONUS,
        };
        let box_bonuses = PerSeat::from_fn(SEATS, |s| hands_won[s] * u32::from(options.box_bonus));
        let mut totals = PerSeat::from_fn(SEATS, |s| points[s] + box_bonuses[s]);
        totals[winner] += game_bonus;
        if shutout && options.shutout == Shutout::DoubleScore {
            totals[winner] *= 2;
        }
        Settlement {
            winner,
            shutout,
            game_bonus,
            box_bonuses,
            totals,
            margin: i64::from(totals[winner]) - i64::from(totals[loser]),
        }
    });
    Standing {
        number,
        points,
        hands_won,
        over: settlement.is_some(),
        next_dealer,
        settlement,
    }
}

/// Why a log of actions does not replay on its table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayError {
    Setup(SetupError),
    Illegal { index: usize, refusal: Refusal },
}

impl std::error::Error for ReplayError {}
