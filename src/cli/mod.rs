//! The `ribs` command line: `referee` and `sim` (and, with their issues, `play`, `serve`).

pub mod load;
pub mod referee;
pub mod sim;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Debug, Parser)]
#[command(
    name = "ribs",
    version,
    about = "Ribs, the card game: referee, simulations and more"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Rule one trick or one whole hand: a JSON document on stdin, the ruling on stdout.
    Referee,
    /// Play many hands with computer players and print statistics (the engine benchmark).
    Sim(sim::SimArgs),
    /// Benchmark the table service: many tables at once through the real SQLite store.
    Load(load::LoadArgs),
}

/// Runs the command line; the process exit status is the returned code.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Referee => referee::main(),
        Command::Sim(args) => report("sim", sim::main(&args)),
        Command::Load(args) => report("load", load::main(&args)),
    }
}

/// The exit status of a subcommand: 0, or 2 with the error on stderr.
fn report(command: &str, result: anyhow::Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("ribs {command}: {e:#}");
            ExitCode::from(2)
        }
    }
}
