//! The test game lives in the host's tests: no terminal tool plays it, and its matches
//! are told through the contract alone.

use std::process::ExitCode;

use crate::cli::load::LoadArgs;
use crate::cli::play::PlayArgs;
use crate::cli::season::SeasonArgs;
use crate::cli::sim::SimArgs;

/// What a terminal tool says to `--game test-game`.
const NO_TOOL: &str =
    "the test game is played by the host's own tests only, not by the terminal tools";

impl super::Tools for crate::games::test_game::Drill {
    fn referee() -> ExitCode {
        println!("{}", serde_json::json!({ "error": NO_TOOL }));
        ExitCode::from(2)
    }

    fn sim(_args: &SimArgs) -> anyhow::Result<()> {
        anyhow::bail!(NO_TOOL)
    }

    fn play(_args: &PlayArgs) -> anyhow::Result<()> {
        anyhow::bail!(NO_TOOL)
    }

    fn season(_args: &SeasonArgs) -> anyhow::Result<()> {
        anyhow::bail!(NO_TOOL)
    }

    fn load(_args: &LoadArgs) -> anyhow::Result<()> {
        anyhow::bail!(NO_TOOL)
    }
}

impl crate::cli::replay::Retold for crate::games::test_game::Drill {}
