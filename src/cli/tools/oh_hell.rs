//! Oh Hell!'s terminal tools: its referee, the host's sim and terminal table; its matches
//! told as the game's own JSON.

use std::process::ExitCode;

use super::Tools;
use crate::cli::play::PlayArgs;
use crate::cli::sim::SimArgs;

impl Tools for crate::games::oh_hell::OhHell {
    fn referee() -> ExitCode {
        crate::cli::referee::referee::<crate::cli::referee::OhHellReferee>()
    }

    fn sim(args: &SimArgs) -> anyhow::Result<()> {
        crate::cli::sim::game::main::<Self>(args)
    }

    fn play(args: &PlayArgs) -> anyhow::Result<()> {
        crate::cli::play::terminal::main::<Self>(args)
    }
}

/// Oh Hell!'s matches told as the game's own JSON, action by action, for now.
impl crate::cli::replay::Retold for crate::games::oh_hell::OhHell {}
