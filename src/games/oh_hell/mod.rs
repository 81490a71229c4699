//! Oh Hell! (`oh-hell`), 3 to 7 players: a series of hands, each dealt c cards (down to
//! one and up again by default), a trump turned after the deal, everyone bidding the exact
//! number of tricks they will take, the dealer barred from making the bids add up (the
//! hook). The rules and every variation are `shared/games/oh-hell.md`; each variation is a
//! table option ([`Options`]).
//!
//! [`Hand`] is one deal (the referee rules one from a given deal); [`OhHell`] a whole game,
//! each hand dealt from its seed, the deal passing to the left. Pure, deterministic and
//! synchronous, like every game of the host.
//!
//! ```
//! use ribs::games::oh_hell::{Action, OhHell, Options};
//! use ribs::core::ToAct;
//! let mut game = OhHell::new(Options::default(), 4, 7).unwrap();
//! let ToAct::One(seat) = game.to_act() else { unreachable!() };
//! let bid = game.legal_actions(seat)[0];
//! assert!(matches!(bid, Action::Bid(0)));
//! game.apply(seat, bid).unwrap();
//! ```

mod card;
mod contract;
mod event;
mod hand;
mod options;
mod view;

#[cfg(test)]
mod tests;

pub use card::{Card, Cards, Suit};
pub use contract::CATALOG;
pub use event::{Action, Event, HandSummary, Refusal, SetupError};
pub use hand::{Hand, HandRules, MAX_SEATS, MIN_SEATS, Phase, Trick, trump_of, turns_a_card};
pub use options::{
    Bidding, FirstLead, MAX_CARDS_LIMIT, Options, OptionsError, Scoring, Sequence, Tie, Trumps,
    ZeroBid,
};
pub use view::OhHellView;

use crate::core::rng::{Stream, below, rng_for};
use crate::core::{Outcome, PerSeat, Seat, SeatSet, ToAct, Told};

/// A game of Oh Hell!.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OhHell {
    options: Options,
    seats: u8,
    seed: u64,
    step: u64,
    first_dealer: Seat,
    /// The hand being played (the last one once the game is over), from 1.
    number: u32,
    hand: Hand,
    /// Each seat's total over the finished hands.
    totals: PerSeat<i32>,
    /// The last finished hand.
    last: Option<HandSummary>,
    over: bool,
}

impl OhHell {
    /// A new game, its first hand dealt by a random seat.
    ///
    /// # Errors
    /// Outside 3 to 7 players, or a `max_cards` the pack cannot deal to them.
    pub fn new(options: Options, seats: u8, seed: u64) -> Result<OhHell, SetupError> {
        if !(MIN_SEATS..=MAX_SEATS).contains(&seats) {
            return Err(SetupError::Seats(seats));
        }
        let limit = options.max_cards_limit(seats);
        if let Some(max) = options.max_cards.filter(|&m| m > limit) {
            return Err(SetupError::MaxCards { max, limit });
        }
        let first_dealer =
            Seat(below(&mut rng_for(seed, Stream::FirstDealer, 0), seats.into()) as u8);
        Ok(OhHell {
            options,
            seats,
            seed,
            step: 0,
            first_dealer,
            number: 1,
            hand: Hand::deal(options, seats, first_dealer, 1, seed),
            totals: PerSeat::new(seats),
            last: None,
            over: false,
        })
    }

    /// A game rebuilt from its log.
    ///
    /// # Errors
    /// The setup's, or the first action of the log the rules refuse, with its index.
    pub fn replay(
        options: Options,
        seats: u8,
        seed: u64,
        log: impl IntoIterator<Item = (Seat, Action)>,
    ) -> Result<OhHell, ReplayError> {
        let mut game = OhHell::new(options, seats, seed).map_err(ReplayError::Setup)?;
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

    /// The hands of the sequence (a play-off goes past them).
    pub fn hands(&self) -> u32 {
        self.options.hands_for(self.seats)
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

    /// The seats with the highest total.
    pub fn leaders(&self) -> SeatSet {
        let best = self.totals.as_slice().iter().copied().max().unwrap_or(0);
        Seat::all(self.seats)
            .filter(|&s| self.totals[s] == best)
            .fold(SeatSet::EMPTY, SeatSet::with)
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

    /// [`OhHell::apply`] into a vector the caller keeps (a search's playouts).
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
        self.hand.apply_to(seat, action, told)?;
        self.step += 1;
        if self.hand.phase() == Phase::Over {
            self.finish_hand(told);
        }
        Ok(())
    }

    /// Scores the hand just over, then deals the next or ends the game.
    fn finish_hand(&mut self, told: &mut Vec<Told<Event>>) {
        let scores = self.hand.scores();
        for seat in Seat::all(self.seats) {
            self.totals[seat] += scores[seat];
        }
        let rules = self.hand.rules();
        let summary = HandSummary {
            number: self.number,
            cards: rules.cards,
            dealer: rules.dealer,
            trump: rules.trump,
            bids: PerSeat::from_fn(self.seats, |s| self.hand.bids()[s].unwrap_or(0)),
            won: *self.hand.won(),
            scores,
            totals: self.totals,
        };
        self.last = Some(summary);
        told.push(Told::table(Event::HandScored(summary)));
        let leaders = self.leaders();
        let decided = self.options.tie == Tie::Shared || leaders.len() == 1;
        if self.number >= self.hands() && decided {
            self.over = true;
            told.push(Told::table(Event::GameOver {
                totals: self.totals,
                winners: leaders,
            }));
            return;
        }
        self.number += 1;
        let dealer = self.dealer_of(self.number);
        self.hand = Hand::deal(self.options, self.seats, dealer, self.number, self.seed);
        told.extend(self.deal_events());
    }

    /// The dealer of hand `number`: the deal passes to the left.
    fn dealer_of(&self, number: u32) -> Seat {
        let k = ((number - 1) % u32::from(self.seats)) as u8;
        self.first_dealer.left(k, self.seats)
    }

    /// The current hand's deal as told: the table learns its size and trumps, each seat
    /// its own cards (in the forehead hand, every other seat's instead).
    pub fn deal_events(&self) -> Vec<Told<Event>> {
        let rules = self.hand.rules();
        let mut told = vec![Told::table(Event::HandDealt {
            number: self.number,
            hands: self.hands(),
            dealer: rules.dealer,
            cards: rules.cards,
            turned: rules.turned,
            trump: rules.trump,
            play_off: self.number > self.hands(),
        })];
        for seat in Seat::all(self.seats) {
            let event = Event::Dealt {
                seat,
                hand: self.hand.dealt()[seat],
            };
            let to = if rules.forehead {
                crate::core::Recipients::Seats(SeatSet::all(self.seats).without(seat))
            } else {
                crate::core::Recipients::seat(seat)
            };
            told.push(Told { to, event });
        }
        told
    }

    /// Places by total (ties share), `resigned` last whatever its total.
    fn standing(&self, resigned: Option<Seat>) -> Outcome {
        let scores = self.totals;
        let key = |s: Seat| (Some(s) != resigned, scores[s]);
        let places = PerSeat::from_fn(self.seats, |seat| {
            Seat::all(self.seats)
                .filter(|&other| key(other) > key(seat))
                .count() as u8
        });
        Outcome {
            places,
            teams: None,
            scores,
        }
    }

    /// The final standings: each total minus the average total (the source's settlement,
    /// for a game played for money), in tenths to stay whole.
    pub fn settlement(totals: &PerSeat<i32>) -> PerSeat<i64> {
        let n = totals.len() as i64;
        let sum: i64 = totals.as_slice().iter().map(|&t| i64::from(t)).sum();
        PerSeat::from_fn(totals.len() as u8, |s| {
            let exact = 10 * (i64::from(totals[s]) * n - sum);
            // Rounded to the nearest tenth, halves away from zero.
            (exact + exact.signum() * n / 2) / n
        })
    }
}

/// Why a log of actions does not replay on its table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayError {
    Setup(SetupError),
    Illegal { index: usize, refusal: Refusal },
}

impl std::error::Error for ReplayError {}
