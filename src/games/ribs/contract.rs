//! Ribs under the host's game contract: a thin layer over [`Match`], which keeps its own
//! faster entry points (`apply_to` with an event sink) for simulations and search.

use std::ops::RangeInclusive;

use crate::core::{Outcome, PerSeat, Progress, Seat, ToAct, Told};
use crate::games::{CatalogEntry, Game, GameKind, GameOptions, OptionSpec, OptionValues};

use super::error::{ActionError, SetupError};
use super::event::Event;
use super::hand::Action;
use super::matches::Match;
use super::options::{Options, OptionsError};
use super::seat::{MAX_SEATS, MIN_SEATS};
use super::view::ViewSnapshot;

const OPTIONS: [OptionSpec; 5] = [
    OptionSpec {
        key: "target",
        values: OptionValues::Number { min: 1, max: 20 },
    },
    OptionSpec {
        key: "bid_step",
        values: OptionValues::Number { min: 1, max: 2 },
    },
    OptionSpec {
        key: "beat_rule",
        values: OptionValues::OneOf(&["one_higher", "both_higher"]),
    },
    OptionSpec {
        key: "folding",
        values: OptionValues::OneOf(&["once_per_hand", "never"]),
    },
    OptionSpec {
        key: "last_trick_face_up",
        values: OptionValues::Switch,
    },
];

/// Ribs in the host's catalog.
pub static CATALOG: CatalogEntry = CatalogEntry {
    kind: GameKind::Ribs,
    name: "Ribs",
    seats: MIN_SEATS..=MAX_SEATS,
    minutes: 20..=40,
    options: &OPTIONS,
};

impl GameOptions for Options {
    type Error = OptionsError;

    fn schema() -> &'static [OptionSpec] {
        &OPTIONS
    }

    fn value(&self, key: &str) -> Option<String> {
        // The one text form of every option is `Display`'s `key=value,...`.
        self.to_string()
            .split(',')
            .filter_map(|pair| pair.split_once('='))
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.to_string())
    }

    fn with(mut self, key: &str, value: &str) -> Result<Self, OptionsError> {
        self.set(key, value)?;
        Ok(self)
    }
}

impl Game for Match {
    const KIND: GameKind = GameKind::Ribs;
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type Refusal = ActionError;
    type SetupError = SetupError;
    type View = ViewSnapshot;

    fn seats_allowed() -> RangeInclusive<u8> {
        MIN_SEATS..=MAX_SEATS
    }

    fn start(options: Options, seats: u8, seed: u64) -> Result<Self, SetupError> {
        Match::new(options, seats, seed)
    }

    fn options(&self) -> Options {
        Match::options(self)
    }

    fn seats(&self) -> u8 {
        Match::seats(self)
    }

    fn seed(&self) -> u64 {
        Match::seed(self)
    }

    fn step(&self) -> u64 {
        Match::step(self)
    }

    fn to_act(&self) -> ToAct {
        Match::to_act(self).map_or(ToAct::Nobody, ToAct::One)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        Match::legal_actions(self, seat)
    }

    fn check(&self, seat: Seat, action: Action) -> Result<(), ActionError> {
        Match::check(self, seat, action)
    }

    /// Every event of Ribs is public: a seat's own cards reach it through its view.
    fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Told<Event>>, ActionError> {
        let events = Match::apply(self, seat, action)?;
        Ok(events.into_iter().map(Told::table).collect())
    }

    fn opening_events(&self) -> Vec<Told<Event>> {
        Match::opening_events(self)
            .into_iter()
            .map(Told::table)
            .collect()
    }

    fn view(&self, seat: Option<Seat>) -> ViewSnapshot {
        match seat {
            Some(seat) => Match::view(self, seat).snapshot(),
            None => self.spectator_view().snapshot(),
        }
    }

    /// Hands played to their end; a match has no fixed number of them.
    fn progress(&self) -> Progress {
        Progress {
            rounds_complete: self.hand().number() + u32::from(self.is_over()),
            rounds: None,
        }
    }

    /// The winner alone first, the others by hand wins (equal hand wins share a place);
    /// the score is a seat's hand wins.
    fn outcome(&self) -> Option<Outcome> {
        let winner = self.winner()?;
        let wins = self.hand_wins();
        let places = PerSeat::from_fn(self.seats(), |seat| {
            let key = |s: Seat| (s != winner, std::cmp::Reverse(wins[s]));
            Seat::all(self.seats())
                .filter(|&other| key(other) < key(seat))
                .count() as u8
        });
        Some(Outcome {
            places,
            teams: None,
            scores: PerSeat::from_fn(self.seats(), |seat| wins[seat] as i32),
        })
    }

    /// The resigning seat last; first the best of the others by hand wins, then points
    /// (the lower seat on a tie of both); the rest by hand wins.
    fn resigned(&self, by: Seat) -> Outcome {
        let (wins, points) = (self.hand_wins(), self.points());
        let first = Seat::all(self.seats())
            .filter(|&s| s != by)
            .max_by_key(|&s| (wins[s], points[s], std::cmp::Reverse(s)));
        let places = PerSeat::from_fn(self.seats(), |seat| {
            let key = |s: Seat| (s == by, Some(s) != first, std::cmp::Reverse(wins[s]));
            Seat::all(self.seats())
                .filter(|&other| key(other) < key(seat))
                .count() as u8
        });
        Outcome {
            places,
            teams: None,
            scores: PerSeat::from_fn(self.seats(), |seat| wins[seat] as i32),
        }
    }

    /// A trick's ruling; a hand's score with the standings after it (a hand's last trick
    /// gives both, the trick first).
    fn announced(events: &[Event]) -> Vec<Vec<Event>> {
        let mut owed = Vec::new();
        for event in events {
            match event {
                Event::TrickResolved { .. } => owed.push(vec![*event]),
                Event::HandScored { .. } => owed.push(
                    events
                        .iter()
                        .filter(|e| matches!(e, Event::HandScored { .. } | Event::Standings { .. }))
                        .copied()
                        .collect(),
                ),
                _ => {}
            }
        }
        owed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rating::{Finish, finishing_places};

    fn played_out(seed: u64, target: u8) -> Match {
        let options = Options::default().with_target(target).unwrap();
        let mut game = <Match as Game>::start(options, 5, seed).unwrap();
        while let ToAct::One(seat) = Game::to_act(&game) {
            let legal = Game::legal_actions(&game, seat);
            let action = if legal.contains(&Action::Pass) {
                Action::Pass
            } else {
                legal[0]
            };
            Game::apply(&mut game, seat, action).unwrap();
        }
        game
    }

    #[test]
    fn the_outcome_places_seats_as_the_ratings_always_have() {
        for seed in 0..20 {
            let game = played_out(seed, 2);
            let outcome = Game::outcome(&game).expect("played to its end");
            let winner = game.winner().unwrap();
            let finishes: Vec<Finish> = Seat::all(5)
                .map(|s| Finish {
                    won: s == winner,
                    resigned: false,
                    hand_wins: game.hand_wins()[s],
                })
                .collect();
            let places: Vec<usize> = outcome
                .places
                .as_slice()
                .iter()
                .map(|&p| p as usize + 1)
                .collect();
            assert_eq!(places, finishing_places(&finishes), "seed {seed}");
            assert_eq!(outcome.winners().collect::<Vec<_>>(), [winner]);
        }
    }

    #[test]
    fn a_resigning_seat_is_last_and_the_match_is_not_over() {
        let game = played_out(3, 20);
        assert!(Game::outcome(&game).is_none() || game.is_over());
        let mut game = <Match as Game>::start(Options::default(), 4, 1).unwrap();
        for _ in 0..40 {
            let ToAct::One(seat) = Game::to_act(&game) else {
                break;
            };
            let action = Game::legal_actions(&game, seat)[0];
            Game::apply(&mut game, seat, action).unwrap();
        }
        let outcome = game.resigned(Seat(2));
        assert_eq!(outcome.places[Seat(2)], 3);
        assert_eq!(outcome.winners().count(), 1);
        assert!(!outcome.winners().any(|s| s == Seat(2)));
    }

    #[test]
    fn every_option_of_the_schema_reads_back_as_set() {
        for spec in Options::schema() {
            for value in spec.values.listed() {
                let options = Options::default().with(spec.key, &value).unwrap();
                assert_eq!(options.value(spec.key), Some(value), "{}", spec.key);
            }
        }
        assert!(Options::default().with("nonsense", "1").is_err());
    }
}
