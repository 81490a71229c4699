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
