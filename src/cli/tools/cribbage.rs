//! Cribbage's terminal tools: the referee; `replay` and `export` tell a match through the
//! contract's JSON (the defaults).

use std::process::ExitCode;

use crate::cli::replay::Retold;
use crate::cli::tools::Tools;
use crate::games::cribbage::Cribbage;

impl Tools for Cribbage {
    fn referee() -> ExitCode {
        super::super::referee::referee::<super::super::referee::CribbageReferee>()
    }
}

impl Retold for Cribbage {}
