//! Gin Rummy's terminal tools: the referee of `gin-rummy.md`; replay and export tell a
//! match through the contract's JSON.

use crate::cli::replay::Retold;
use crate::cli::tools::Tools;
use crate::games::gin_rummy::GinRummy;

impl Tools for GinRummy {
    fn referee() -> std::process::ExitCode {
        crate::cli::referee::referee::<crate::cli::referee::GinRummyReferee>()
    }

    fn sim(args: &crate::cli::sim::SimArgs) -> anyhow::Result<()> {
        crate::cli::sim::game::main::<Self>(args)
    }

    fn play(args: &crate::cli::play::PlayArgs) -> anyhow::Result<()> {
        crate::cli::play::terminal::main::<Self>(args)
    }
}

/// Gin Rummy's matches told as the game's own JSON, action by action.
impl Retold for GinRummy {}
