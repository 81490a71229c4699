//! Cribbage's terminal tools: the referee, the simulation, the terminal table; `replay` and `export` tell a match through the
//! contract's JSON (the defaults).

use std::process::ExitCode;

use crate::cli::replay::Retold;
use crate::cli::tools::Tools;
use crate::games::cribbage::Cribbage;

impl Tools for Cribbage {
    fn referee() -> ExitCode {
        super::super::referee::referee::<super::super::referee::CribbageReferee>()
    }

    fn sim(args: &crate::cli::sim::SimArgs) -> anyhow::Result<()> {
        crate::cli::sim::game::main::<Self>(args)
    }

    fn play(args: &crate::cli::play::PlayArgs) -> anyhow::Result<()> {
        crate::cli::play::terminal::main::<Self>(args)
    }
}

impl Retold for Cribbage {}
