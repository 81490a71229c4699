//! Crazy Eights' terminal tools.

use crate::games::crazy_eights::CrazyEights;

impl crate::cli::Tools for CrazyEights {
    fn referee() -> std::process::ExitCode {
        super::super::referee::referee::<super::super::referee::CrazyEightsReferee>()
    }

    fn play(args: &crate::cli::play::PlayArgs) -> anyhow::Result<()> {
        crate::cli::play::terminal::main::<Self>(args)
    }

    fn sim(args: &crate::cli::sim::SimArgs) -> anyhow::Result<()> {
        crate::cli::sim::game::main::<Self>(args)
    }
}

impl crate::cli::replay::Retold for CrazyEights {}
