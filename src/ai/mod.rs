//! Computer players. They decide from a seat's [`View`] only, never from hidden state.
//!
//! - [`RandomPolicy`]: uniformly random legal play, the baseline.
//! - [`RulePolicy`]: the rule-based player (card counting and quick estimates), at two
//!   temperatures: [`Level::Easy`] and [`Level::Normal`].
//! - [`SearchPolicy`]: the search player ([`Level::Hard`]): it deals the cards it cannot
//!   see at random many times, plays each candidate action out with rule-based players,
//!   and keeps the action that wins most. The search itself is written once for every
//!   game that can deal again what a seat cannot see ([`search::Searchable`],
//!   [`search::choose`]); Ribs is its first instance.
//!
//! This layer imports only `game`; its randomness comes from seeds.

pub mod crazy_eights;
pub mod cribbage;
pub mod gin_rummy;
pub mod oh_hell;
mod random;
pub mod reading;
pub mod rules;
pub mod search;

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

pub use random::{RandomPolicy, policy_rng};
pub use rules::{RulePolicy, Temper};
pub use search::{SearchConfig, SearchPolicy};

use crate::games::ribs::{Action, Seat, View};

/// A computer player's way of choosing actions.
pub trait Policy: Send {
    /// A short name for reports (`random`, `normal`, ...).
    fn name(&self) -> &str;

    /// The action to take in `view`, or `None` when the viewer has no decision to make.
    /// The action is always legal.
    fn decide(&mut self, view: &View<'_>) -> Option<Action>;
}

/// How strong a computer player is: what users pick when they add one to a table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// The rule-based player with a dose of randomness: it often settles for a lesser play.
    Easy,
    /// The rule-based player, always taking what it judges best. Also the autopilot of
    /// idle players.
    #[default]
    Normal,
    /// The search player: many simulated deals of the unseen cards per decision.
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    pub fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

/// A level name that is not one of `easy`, `normal`, `hard`.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{0:?} is not a level (levels: easy, normal, hard)")]
pub struct ParseLevelError(pub String);

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "easy" => Ok(Level::Easy),
            "normal" => Ok(Level::Normal),
            "hard" => Ok(Level::Hard),
            _ => Err(ParseLevelError(s.to_string())),
        }
    }
}

/// A computer player of `level`, its choices fixed by `seed` and `index` (say, the seat).
///
/// # Example
/// ```
/// use ribs::ai::{Level, computer};
/// use ribs::games::ribs::{Match, Options};
/// let mut game = Match::new(Options::default(), 4, 7).unwrap();
/// let mut players: Vec<_> = (0..4).map(|s| computer(Level::Normal, 7, s)).collect();
/// let seat = game.to_act().unwrap();
/// let action = players[seat.index()].decide(&game.view(seat)).unwrap();
/// game.apply(seat, action).unwrap();
/// ```
pub fn computer(level: Level, seed: u64, index: u64) -> Box<dyn Policy> {
    match level {
        Level::Easy => Box::new(RulePolicy::easy(seed, index)),
        Level::Normal => Box::new(RulePolicy::normal(seed, index)),
        Level::Hard => Box::new(SearchPolicy::new(SearchConfig::default(), seed, index)),
    }
}

/// The randomness of one computer decision, fixed by the match's seed, the step and the
/// seat: a match rebuilt from its log (after a restart, or resumed with `ribs play --db`)
/// goes on exactly as it would have. One caveat: `hard` stops searching at a wall-clock cap
/// ([`SearchConfig::time_cap`]) that only a slow or overloaded machine reaches; when it
/// does, that decision depends on timing and a rebuilt match may go another way from there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DecisionSeed {
    seed: u64,
    index: u64,
}

impl DecisionSeed {
    /// The seed of `seat`'s decision at `step` of a match dealt from `match_seed`.
    pub fn at(match_seed: u64, step: u64, seat: Seat) -> DecisionSeed {
        DecisionSeed {
            seed: match_seed,
            index: (step << 8) | u64::from(seat.0),
        }
    }
}

/// What a computer player of `level` does in `view`, with the randomness of `seed`. It is
/// given the seat's view and nothing else, so it cannot learn a hidden card even by
/// mistake.
pub fn decide(level: Level, view: &View<'_>, seed: DecisionSeed) -> Option<Action> {
    computer(level, seed.seed, seed.index).decide(view)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_read_and_print_in_snake_case() {
        for level in Level::ALL {
            assert_eq!(level.to_string().parse::<Level>(), Ok(level));
            let json = serde_json::to_string(&level).unwrap();
            assert_eq!(json, format!("\"{level}\""));
            assert_eq!(serde_json::from_str::<Level>(&json).unwrap(), level);
        }
        assert_eq!(" Hard ".parse::<Level>(), Ok(Level::Hard));
        assert!("expert".parse::<Level>().is_err());
    }
}
