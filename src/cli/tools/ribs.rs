//! Ribs' terminal tools.

use std::process::ExitCode;

use super::Tools;
use crate::cli::load::LoadArgs;
use crate::cli::play::PlayArgs;
use crate::cli::season::SeasonArgs;
use crate::cli::sim::SimArgs;

impl Tools for crate::games::ribs::Match {
    fn referee() -> ExitCode {
        crate::cli::referee::referee::<crate::cli::referee::RibsReferee>()
    }

    fn sim(args: &SimArgs) -> anyhow::Result<()> {
        crate::cli::sim::ribs_main(args)
    }

    fn play(args: &PlayArgs) -> anyhow::Result<()> {
        crate::cli::play::ribs_main(args)
    }

    fn season(args: &SeasonArgs) -> anyhow::Result<()> {
        crate::cli::season::ribs_main(args)
    }

    /// Ribs' tables play to 20 points unless `--options` says.
    fn load(args: &LoadArgs) -> anyhow::Result<()> {
        let short = crate::games::ribs::Options::default().with_target(20)?;
        let options = crate::cli::load::options_of::<Self>(args, short)?;
        crate::cli::load::main_for::<Self>(args, options)
    }
}
