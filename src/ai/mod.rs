//! Computer players. They decide from a seat's [`View`] only, never from hidden state.

mod random;

pub use random::{RandomPolicy, policy_rng};

use crate::game::{Action, View};

/// A computer player's way of choosing actions.
pub trait Policy: Send {
    /// A short name for reports (`random`, `normal`, ...).
    fn name(&self) -> &str;

    /// The action to take in `view`, or `None` when the viewer has no decision to make.
    /// The action is always legal.
    fn decide(&mut self, view: &View<'_>) -> Option<Action>;
}

/// How strong a computer player is.
///
/// Until the rule-based and search players land, every level plays uniformly random legal
/// actions.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    Easy,
    #[default]
    Normal,
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

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::str::FromStr for Level {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "easy" => Ok(Level::Easy),
            "normal" => Ok(Level::Normal),
            "hard" => Ok(Level::Hard),
            other => Err(format!("{other:?} is not a level (easy, normal, hard)")),
        }
    }
}

/// A computer player of `level` whose choices are fixed by `seed` and `index`.
pub fn computer(level: Level, seed: u64, index: u64) -> Box<dyn Policy> {
    let _ = level;
    Box::new(RandomPolicy::new(seed, index))
}
