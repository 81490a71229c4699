//! Crazy Eights' terminal tools.

use crate::games::crazy_eights::CrazyEights;

impl crate::cli::Tools for CrazyEights {}

impl crate::cli::replay::Retold for CrazyEights {}
