//! What the terminal tools do with each game. Every tool reads `--game` and hands the work
//! to the game's [`Tools`]; a game implements the tools it has, and a tool it lacks says
//! so (the defaults). A new game adds one `impl Tools` in its own module.

mod crazy_eights;

use std::process::ExitCode;

use serde_json::json;

use super::load::LoadArgs;
use super::play::PlayArgs;
use super::replay::Retold;
use super::season::SeasonArgs;
use super::sim::SimArgs;
use crate::games::Game;
use crate::table::Hosted;

mod cribbage;
mod gin_rummy;
mod oh_hell;
mod ribs;
#[cfg(feature = "test-game")]
mod test_game;

/// A game's terminal tools (`ribs referee|sim|play|season|load --game ID`); `replay` and
/// `export` tell it through [`Retold`].
pub trait Tools: Hosted + Retold {
    /// `ribs referee`: reads stdin, prints the ruling; the exit status.
    fn referee() -> ExitCode {
        println!("{}", json!({ "error": lacks::<Self>("referee") }));
        ExitCode::from(2)
    }

    /// `ribs sim`.
    ///
    /// # Errors
    /// Bad arguments; an illegal action by a computer player.
    fn sim(_args: &SimArgs) -> anyhow::Result<()> {
        anyhow::bail!(lacks::<Self>("sim"))
    }

    /// `ribs play`.
    ///
    /// # Errors
    /// Bad arguments; the terminal fails.
    fn play(_args: &PlayArgs) -> anyhow::Result<()> {
        anyhow::bail!(lacks::<Self>("play"))
    }

    /// `ribs season`: the game's tables at `--options`.
    ///
    /// # Errors
    /// Bad arguments; the store fails.
    fn season(args: &SeasonArgs) -> anyhow::Result<()> {
        super::season::main_any::<Self>(args)
    }

    /// `ribs load`: the game's tables at their default options unless `--options` says.
    ///
    /// # Errors
    /// Bad arguments; the store fails.
    fn load(args: &LoadArgs) -> anyhow::Result<()> {
        let options = super::load::options_of::<Self>(args, Default::default())?;
        super::load::main_for::<Self>(args, options)
    }
}

/// What a tool says to a game it does not serve.
fn lacks<G: Game>(tool: &str) -> String {
    format!("`ribs {tool}` does not play {} yet", G::KIND)
}
