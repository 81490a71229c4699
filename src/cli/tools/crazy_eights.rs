//! Crazy Eights' terminal tools.

use crate::games::crazy_eights::CrazyEights;

impl crate::cli::Tools for CrazyEights {
    fn referee() -> std::process::ExitCode {
        super::super::referee::referee::<super::super::referee::CrazyEightsReferee>()
    }
}

impl crate::cli::replay::Retold for CrazyEights {}
