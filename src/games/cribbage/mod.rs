//! Cribbage (`cribbage`), 2 or 3 players alone or 4 in two partnerships: everyone lays
//! cards away to the dealer's crib at once and in secret, a starter is turned, the play
//! to 31 pegs fifteens, pairs, runs and goes, the show counts each hand and the crib, and
//! the first side to the target (121 by default) wins the game, even in the middle of a
//! hand. A match goes to `match_to` match points, each game worth the losers' largest
//! stake (skunks). The rules and every variation are `shared/games/cribbage.md`; each
//! variation is a table option ([`Options`]).
//!
//! [`Hand`] is one deal (the referee rules one from a given deal); [`Cribbage`] a whole
//! match, each hand dealt from its seed, the deal passing to the left. Pure, deterministic
//! and synchronous, like every game of the host.
//!
//! ```
//! use ribs::games::cribbage::{Action, Cribbage, Options};
//! use ribs::core::{Seat, ToAct};
//! let mut game = Cribbage::new(Options::default(), 2, 7).unwrap();
//! // Both players lay away at once.
//! assert!(matches!(game.to_act(), ToAct::Several(_)));
//! let discard = game.legal_actions(Seat(0))[0];
//! assert!(matches!(discard, Action::Discard(cards) if cards.len() == 2));
//! game.apply(Seat(0), discard).unwrap();
//! ```

mod contract;
mod event;
mod hand;
mod options;
pub mod score;
mod view;

#[cfg(test)]
mod tests;

pub use contract::CATALOG;
pub use event::{Action, Event, GameSummary, Peg, Pile, Refusal, SetupError, Shown, Stage};
pub use hand::{
    Hand, HandRules, MAX_CLAIM, MAX_SEATS, MAX_SIDES, MIN_SEATS, Phase, deal_sizes, discards,
    side_of, sides,
};
pub use options::{MAX_MATCH_TO, NextFirstDealer, Options, OptionsError, Skunk, TwoHandDeal};
pub use score::Why;
pub use view::CribbageView;

use crate::cards::{Card, Deck};
use crate::core::rng::{Stream, rng_for};
use crate::core::{Outcome, PerSeat, Seat, SeatSet, ToAct, Told};

/// A match of cribbage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cribbage {
    options: Options,
    seats: u8,
    seed: u64,
    step: u64,
    /// The game being played, from 1.
    game: u32,
    /// The hand being played, from 1 over the whole match (its deal's index).
    number: u32,
    /// Hands played to their end (or to a game's winning point).
    hands_complete: u32,
    first_dealer: Seat,
    /// How the match's first dealer was drawn: each round's cards.
    draws: Vec<PerSeat<Option<Card>>>,
    hand: Hand,
    match_points: [u8; MAX_SIDES],
    last_game: Option<GameSummary>,
    over: bool,
}

impl Cribbage {
    /// A new match, its first dealer drawn (lowest rank deals, ace low).
    ///
    /// # Errors
    /// Outside 2 to 4 players.
    pub fn new(options: Options, seats: u8, seed: u64) -> Result<Cribbage, SetupError> {
        if !(MIN_SEATS..=MAX_SEATS).contains(&seats) {
            return Err(SetupError::Seats(seats));
        }
        let (draws, first_dealer) = draw_for_deal(seats, seed);
        let rules = HandRules {
            options,
            seats,
            dealer: first_dealer,
        };
        Ok(Cribbage {
            options,
            seats,
            seed,
            step: 0,
            game: 1,
            number: 1,
            hands_complete: 0,
            first_dealer,
            draws,
            hand: Hand::deal(rules, [0; MAX_SIDES], seed, 1),
            match_points: [0; MAX_SIDES],
            last_game: None,
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
    ) -> Result<Cribbage, ReplayError> {
        let mut game = Cribbage::new(options, seats, seed).map_err(ReplayError::Setup)?;
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
    pub fn hand(&self) -> &Hand {
        &self.hand
    }
    /// The game of the match being played, from 1.
    pub fn game(&self) -> u32 {
        self.game
    }
    /// The hand being played, from 1 over the match.
    pub fn number(&self) -> u32 {
        self.number
    }
    pub fn hands_complete(&self) -> u32 {
        self.hands_complete
    }
    pub fn first_dealer(&self) -> Seat {
        self.first_dealer
    }
    /// Each side's match points.
    pub fn match_points(&self) -> &[u8] {
        &self.match_points[..usize::from(sides(self.seats))]
    }
    pub fn last_game(&self) -> Option<&GameSummary> {
        self.last_game.as_ref()
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

    /// [`Cribbage::apply`] into a vector the caller keeps (a search's playouts).
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

    /// The hand just over: the game won, or the next hand dealt by the next dealer.
    fn finish_hand(&mut self, told: &mut Vec<Told<Event>>) {
        self.hands_complete += 1;
        let mut totals = [0; MAX_SIDES];
        totals[..self.hand.totals().len()].copy_from_slice(self.hand.totals());
        let mut dealer = self.hand.rules().dealer.left(1, self.seats);
        let mut pegged = PerSeat::<u16>::new(self.seats);
        for peg in self.hand.pegs() {
            pegged[peg.seat] += u16::from(peg.points);
        }
        told.push(Told::table(Event::HandOver {
            number: self.number,
            pegged,
            totals: self.hand.totals().to_vec(),
        }));
        match self.hand.winner() {
            None => {}
            Some(winner) => {
                self.finish_game(winner, told);
                if self.over {
                    return;
                }
                totals = [0; MAX_SIDES];
                dealer = self.first_dealer;
            }
        }
        self.number += 1;
        let rules = HandRules {
            options: self.options,
            seats: self.seats,
            dealer,
        };
        self.hand = Hand::deal(rules, totals, self.seed, u64::from(self.number));
        told.extend(self.deal_events());
    }

    /// A side reached the target: its stake gained, the match over or the next game's
    /// first dealer chosen.
    fn finish_game(&mut self, winner: u8, told: &mut Vec<Told<Event>>) {
        let totals = self.hand.totals().to_vec();
        let stakes: Vec<(u8, u8)> = (0..sides(self.seats))
            .filter(|&side| side != winner)
            .map(|side| (side, self.options.stake(totals[usize::from(side)])))
            .collect();
        let gained = stakes.iter().map(|&(_, s)| s).max().unwrap_or(1);
        self.match_points[usize::from(winner)] += gained;
        let summary = GameSummary {
            game: self.game,
            winner,
            stakes,
            gained,
            totals,
            match_points: self.match_points().to_vec(),
        };
        told.push(Told::table(Event::GameOver(summary.clone())));
        self.last_game = Some(summary);
        if self.match_points[usize::from(winner)] >= self.options.match_to {
            self.over = true;
            let winners = Seat::all(self.seats)
                .filter(|&s| side_of(s, self.seats) == winner)
                .fold(SeatSet::EMPTY, SeatSet::with);
            told.push(Told::table(Event::MatchOver {
                match_points: self.match_points().to_vec(),
                winners,
            }));
            return;
        }
        let pegger = self
            .hand
            .pegs()
            .last()
            .map_or(self.first_dealer, |p| p.seat);
        self.first_dealer = match self.options.next_first_dealer {
            NextFirstDealer::Loser => pegger.left(1, self.seats),
            NextFirstDealer::Alternate => self.first_dealer.left(1, self.seats),
        };
        self.game += 1;
        told.push(Told::table(Event::GameBegan {
            game: self.game,
            first_dealer: self.first_dealer,
        }));
    }

    /// The current hand's deal as told: the table learns who deals, each seat its cards.
    pub fn deal_events(&self) -> Vec<Told<Event>> {
        let mut told = vec![Told::table(Event::HandDealt {
            game: self.game,
            number: self.number,
            dealer: self.hand.rules().dealer,
        })];
        for seat in Seat::all(self.seats) {
            let hand = self.hand.dealt()[seat];
            told.push(Told::seat(seat, Event::Dealt { seat, hand }));
        }
        told
    }

    /// The match's first events: the draw for the first deal, then the first hand dealt.
    pub fn opening(&self) -> Vec<Told<Event>> {
        let mut told = vec![Told::table(Event::DrawnForDeal {
            rounds: self.draws.clone(),
            dealer: self.first_dealer,
        })];
        told.extend(self.deal_events());
        told
    }

    /// Places by match points, then by points in the last game; `resigned`'s side last.
    fn standing(&self, resigned: Option<Seat>) -> Outcome {
        let side = |s: Seat| usize::from(side_of(s, self.seats));
        let out = resigned.map(side);
        let key = |s: Seat| {
            (
                Some(side(s)) != out,
                self.match_points[side(s)],
                self.hand.totals()[side(s)],
            )
        };
        let places = PerSeat::from_fn(self.seats, |seat| {
            Seat::all(self.seats)
                .filter(|&other| side(other) != side(seat) && key(other) > key(seat))
                .count() as u8
        });
        Outcome {
            places,
            teams: (self.seats == 4).then(|| PerSeat::from_fn(4, |s| side_of(s, 4))),
            scores: PerSeat::from_fn(self.seats, |s| i32::from(self.match_points[side(s)])),
        }
    }

    /// How the match ended, once it is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.over.then(|| self.standing(None))
    }

    /// The match as it stands with `seat`'s side last.
    pub fn resigned(&self, seat: Seat) -> Outcome {
        self.standing(Some(seat))
    }
}

/// The first dealer: each player shown a random card, the lowest rank deals (ace low);
/// those tied for lowest draw again, from a fresh pack.
fn draw_for_deal(seats: u8, seed: u64) -> (Vec<PerSeat<Option<Card>>>, Seat) {
    let mut drawing: Vec<Seat> = Seat::all(seats).collect();
    let mut rounds = Vec::new();
    for round in 0u64.. {
        let mut deck = Deck::full();
        deck.shuffle(&mut rng_for(seed, Stream::FirstDealer, round));
        let mut cards = PerSeat::<Option<Card>>::new(seats);
        for &seat in &drawing {
            cards[seat] = deck.draw();
        }
        rounds.push(cards);
        let rank = |s: &Seat| cards[*s].map_or(u8::MAX, |c| score::order(c.rank));
        let lowest = drawing.iter().map(rank).min().unwrap_or(0);
        drawing.retain(|s| rank(s) == lowest);
        if drawing.len() == 1 {
            break;
        }
    }
    (rounds, drawing[0])
}

/// Why a log of actions does not replay on its table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayError {
    Setup(SetupError),
    Illegal { index: usize, refusal: Refusal },
}

impl std::error::Error for ReplayError {}
