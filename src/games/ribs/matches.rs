//! A match: hands dealt in turn until one player alone leads with `target` hand wins.

use super::deal::{self, Stream};
use super::error::{ActionError, ReplayError, SetupError};
use super::event::{Event, EventSink};
use super::hand::{Action, Choice, Hand, OPENING_BID};
use super::options::Options;
use super::seat::{MAX_SEATS, MIN_SEATS, PerSeat, Seat};
use super::view::View;

/// A whole match. Everything it does follows from its options, seat count, seed and the
/// actions applied, so the same inputs always replay to the same match.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Match {
    options: Options,
    seed: u64,
    hand: Hand,
    /// The hand before this one, kept so players can read its summary.
    previous: Option<Hand>,
    hand_wins: PerSeat<u32>,
    /// Points taken in every complete hand, added up: what breaks a tie of hand wins when
    /// the host resigns.
    points: PerSeat<u32>,
    winner: Option<Seat>,
    /// Actions applied so far: a step counter that front ends use to spot stale input.
    step: u64,
}

impl Match {
    /// A new match; the first dealer is drawn from the seed.
    ///
    /// # Errors
    /// When `seats` is not 4..=10.
    ///
    /// # Example
    /// ```
    /// use ribs::games::ribs::{Match, Options};
    /// let game = Match::new(Options::default(), 4, 7).unwrap();
    /// let seat = game.to_act().unwrap();
    /// assert_eq!(seat, game.hand().dealer(), "the dealer opens the first bidding");
    /// assert_eq!(game.legal_actions(seat).len(), 1, "and must bid 2");
    /// ```
    pub fn new(options: Options, seats: u8, seed: u64) -> Result<Match, SetupError> {
        if !(MIN_SEATS..=MAX_SEATS).contains(&seats) {
            return Err(SetupError::Players(seats.into()));
        }
        let mut rng = deal::rng_for(seed, Stream::FirstDealer, 0);
        let dealer = Seat(deal::below(&mut rng, seats.into()) as u8);
        Self::with_first_dealer(options, seats, seed, dealer)
    }

    /// A new match of this table with `log` applied in order: how a stored match is
    /// rebuilt. `each` sees the match after every action, with the events it caused.
    ///
    /// # Errors
    /// When the table cannot be set up, or an action of the log is illegal where it stands.
    pub fn replay(
        options: Options,
        seats: u8,
        seed: u64,
        log: impl IntoIterator<Item = (Seat, Action)>,
        mut each: impl FnMut(&Match, &[Event]),
    ) -> Result<Match, ReplayError> {
        let mut game = Match::new(options, seats, seed)?;
        let mut events = Vec::new();
        for (index, (seat, action)) in log.into_iter().enumerate() {
            events.clear();
            game.apply_to(seat, action, &mut events)
                .map_err(|error| ReplayError::Illegal {
                    index,
                    seat,
                    action,
                    error,
                })?;
            each(&game, &events);
        }
        Ok(game)
    }

    /// A new match with a chosen first dealer.
    ///
    /// # Errors
    /// When `seats` is not 4..=10 or the dealer is not one of them.
    pub fn with_first_dealer(
        options: Options,
        seats: u8,
        seed: u64,
        dealer: Seat,
    ) -> Result<Match, SetupError> {
        let hand = Hand::deal(options, seats, dealer, 0, seed)?;
        Ok(Match {
            options,
            seed,
            hand,
            previous: None,
            hand_wins: PerSeat::new(seats),
            points: PerSeat::new(seats),
            winner: None,
            step: 0,
        })
    }

    /// The events that open the match, for front ends to narrate the first deal.
    pub fn opening_events(&self) -> Vec<Event> {
        vec![
            Event::HandDealt {
                hand: self.hand.number(),
                dealer: self.hand.dealer(),
            },
            Event::BiddingOpened {
                trick: 0,
                opener: self.hand.dealer(),
                bid: OPENING_BID,
            },
        ]
    }

    pub fn options(&self) -> Options {
        self.options
    }
    pub fn seats(&self) -> u8 {
        self.hand.seats()
    }
    pub fn seed(&self) -> u64 {
        self.seed
    }
    /// The hand being played (the last one, once the match is over).
    pub fn hand(&self) -> &Hand {
        &self.hand
    }
    pub fn previous_hand(&self) -> Option<&Hand> {
        self.previous.as_ref()
    }
    pub fn hand_wins(&self) -> PerSeat<u32> {
        self.hand_wins
    }
    /// Points taken in the complete hands, added up.
    pub fn points(&self) -> PerSeat<u32> {
        self.points
    }
    pub fn winner(&self) -> Option<Seat> {
        self.winner
    }
    pub fn is_over(&self) -> bool {
        self.winner.is_some()
    }
    /// How many actions have been applied.
    pub fn step(&self) -> u64 {
        self.step
    }
    pub fn to_act(&self) -> Option<Seat> {
        if self.is_over() {
            None
        } else {
            self.hand.to_act()
        }
    }

    pub fn choice(&self, seat: Seat) -> Option<Choice> {
        if self.is_over() {
            None
        } else {
            self.hand.choice(seat)
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
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), ActionError> {
        if self.is_over() {
            return Err(ActionError::MatchOver);
        }
        self.hand.check(seat, action)
    }

    /// `seat`'s view: exactly what that player may know.
    pub fn view(&self, seat: Seat) -> View<'_> {
        View::of_match(self, Some(seat))
    }

    /// What someone watching the table, holding no cards, may know.
    pub fn spectator_view(&self) -> View<'_> {
        View::of_match(self, None)
    }

    /// Applies an action; when it ends a hand, scores it, and either declares the match
    /// won or deals the next hand with the deal passed to the left.
    ///
    /// # Errors
    /// When the action is illegal now; the match is then unchanged.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, ActionError> {
        let mut events = Vec::new();
        self.apply_to(seat, action, &mut events)?;
        Ok(events)
    }

    /// [`Match::apply`] with events sent to `sink`.
    ///
    /// # Errors
    /// When the action is illegal now; nothing changes and nothing is emitted.
    pub fn apply_to<S: EventSink>(
        &mut self,
        seat: Seat,
        action: Action,
        sink: &mut S,
    ) -> Result<(), ActionError> {
        if self.is_over() {
            return Err(ActionError::MatchOver);
        }
        self.hand.apply_to(seat, action, sink)?;
        self.step += 1;
        if self.hand.is_over() {
            self.finish_hand(sink);
        }
        Ok(())
    }

    fn finish_hand<S: EventSink>(&mut self, sink: &mut S) {
        let seats = self.seats();
        let winners = self.hand.leaders();
        let scores = self.hand.scores();
        for seat in Seat::all(seats) {
            self.points[seat] += scores[seat];
            if winners[seat] {
                self.hand_wins[seat] += 1;
            }
        }
        sink.emit(Event::Standings {
            hand_wins: self.hand_wins,
            target: self.options.target(),
        });
        if let Some(winner) = self.match_winner() {
            self.winner = Some(winner);
            sink.emit(Event::MatchWon {
                seat: winner,
                hand_wins: self.hand_wins,
            });
            return;
        }
        let dealer = self.hand.dealer().left(1, seats);
        let number = self.hand.number() + 1;
        let next = Hand::deal(self.options, seats, dealer, number, self.seed)
            .expect("the table was valid when the match began");
        self.previous = Some(std::mem::replace(&mut self.hand, next));
        sink.emit(Event::HandDealt {
            hand: number,
            dealer,
        });
        sink.emit(Event::BiddingOpened {
            trick: 0,
            opener: dealer,
            bid: OPENING_BID,
        });
    }

    /// The winner, when one player alone has the most hand wins and has reached the target.
    /// Players level on the most wins at or past the target play on, all of them, until
    /// one is ahead.
    fn match_winner(&self) -> Option<Seat> {
        let wins = self.hand_wins.as_slice();
        let top = *wins.iter().max()?;
        if top < u32::from(self.options.target()) {
            return None;
        }
        let mut leaders = self.hand_wins.iter().filter(|(_, w)| **w == top);
        let (first, _) = leaders.next()?;
        leaders.next().is_none().then_some(first)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pass when allowed, else the first legal action: bidding always ends.
    fn simple(game: &Match, seat: Seat) -> Action {
        let legal = game.legal_actions(seat);
        if legal.contains(&Action::Pass) {
            Action::Pass
        } else {
            legal[0]
        }
    }

    fn wins(game: &mut Match, wins: &[u32]) {
        for (i, w) in wins.iter().enumerate() {
            game.hand_wins[Seat(i as u8)] = *w;
        }
    }

    #[test]
    fn the_first_player_alone_at_the_target_wins_the_match() {
        let mut game = Match::new(Options::default(), 4, 1).unwrap();
        wins(&mut game, &[4, 3, 4, 2]);
        assert_eq!(game.match_winner(), None);
        wins(&mut game, &[5, 3, 4, 2]);
        assert_eq!(game.match_winner(), Some(Seat(0)));
    }

    #[test]
    fn players_level_at_the_target_play_on_until_one_leads() {
        let mut game = Match::new(Options::default(), 5, 1).unwrap();
        wins(&mut game, &[5, 5, 4, 0, 0]);
        assert_eq!(game.match_winner(), None, "level at the target: play on");
        wins(&mut game, &[6, 6, 5, 0, 0]);
        assert_eq!(game.match_winner(), None, "still level");
        wins(&mut game, &[6, 7, 6, 0, 0]);
        assert_eq!(game.match_winner(), Some(Seat(1)));
    }

    #[test]
    fn the_deal_passes_to_the_left_after_each_hand() {
        let mut game = Match::with_first_dealer(Options::default(), 4, 3, Seat(2)).unwrap();
        let mut dealers = vec![game.hand().dealer()];
        while dealers.len() < 5 && !game.is_over() {
            let seat = game.to_act().unwrap();
            let action = simple(&game, seat);
            let events = game.apply(seat, action).unwrap();
            for e in events {
                if let Event::HandDealt { dealer, .. } = e {
                    dealers.push(dealer);
                }
            }
        }
        assert_eq!(dealers, [2, 3, 0, 1, 2].map(Seat));
    }

    #[test]
    fn a_match_is_played_to_its_end_and_then_refuses_actions() {
        let options = Options::default().with_target(2).unwrap();
        let mut game = Match::new(options, 6, 99).unwrap();
        let mut last = Vec::new();
        while let Some(seat) = game.to_act() {
            let action = simple(&game, seat);
            last = game.apply(seat, action).unwrap();
        }
        let winner = game.winner().unwrap();
        assert!(matches!(last.last(), Some(Event::MatchWon { seat, .. }) if *seat == winner));
        assert!(game.hand_wins()[winner] >= 2);
        assert_eq!(
            game.apply(Seat(0), Action::Pass),
            Err(ActionError::MatchOver)
        );
        assert!(game.legal_actions(Seat(0)).is_empty());
    }

    #[test]
    fn the_first_dealer_comes_from_the_seed() {
        let dealers: std::collections::HashSet<Seat> = (0..40)
            .map(|seed| {
                Match::new(Options::default(), 4, seed)
                    .unwrap()
                    .hand()
                    .dealer()
            })
            .collect();
        assert_eq!(dealers.len(), 4, "every seat deals first for some seed");
        assert_eq!(
            Match::new(Options::default(), 4, 5).unwrap(),
            Match::new(Options::default(), 4, 5).unwrap()
        );
    }
}
