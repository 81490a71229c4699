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

    /// `ribs season`.
    ///
    /// # Errors
    /// Bad arguments; the store fails.
    fn season(_args: &SeasonArgs) -> anyhow::Result<()> {
        anyhow::bail!(lacks::<Self>("season"))
    }

    /// `ribs load`.
    ///
    /// # Errors
    /// Bad arguments; the store fails.
    fn load(_args: &LoadArgs) -> anyhow::Result<()> {
        anyhow::bail!(lacks::<Self>("load"))
    }
}

/// What a tool says to a game it does not serve.
fn lacks<G: Game>(tool: &str) -> String {
    #[cfg(feature = "test-game")]
    if G::KIND == crate::games::GameKind::TestGame {
        return "the test game is played by the host's own tests only, not by the terminal tools"
            .into();
    }
    format!("`ribs {tool}` does not play {} yet", G::KIND)
}

impl Tools for crate::games::ribs::Match {
    fn referee() -> ExitCode {
        super::referee::referee::<super::referee::RibsReferee>()
    }

    fn sim(args: &SimArgs) -> anyhow::Result<()> {
        super::sim::ribs_main(args)
    }

    fn play(args: &PlayArgs) -> anyhow::Result<()> {
        super::play::ribs_main(args)
    }

    fn season(args: &SeasonArgs) -> anyhow::Result<()> {
        super::season::ribs_main(args)
    }

    fn load(args: &LoadArgs) -> anyhow::Result<()> {
        super::load::ribs_main(args)
    }
}

impl Tools for crate::games::oh_hell::OhHell {
    fn referee() -> ExitCode {
        super::referee::referee::<super::referee::OhHellReferee>()
    }

    fn sim(args: &SimArgs) -> anyhow::Result<()> {
        super::sim::game::main::<Self>(args)
    }

    fn play(args: &PlayArgs) -> anyhow::Result<()> {
        super::play::terminal::main::<Self>(args)
    }
}

/// The test game lives in the host's tests: no terminal tool plays it.
#[cfg(feature = "test-game")]
impl Tools for crate::games::test_game::Drill {}
