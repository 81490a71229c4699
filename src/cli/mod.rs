//! The `ribs` command line: `play`, `referee` and `sim` (and, with its issue, `serve`).

pub mod play;
pub mod referee;
pub mod sim;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Debug, Parser)]
#[command(
    name = "ribs",
    version,
    about = "Ribs, the card game: play in the terminal, referee, simulations and more"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Play a match in the terminal against computer players.
    Play(play::PlayArgs),
    /// Rule one trick or one whole hand: a JSON document on stdin, the ruling on stdout.
    Referee,
    /// Computer players play many hands or matches: statistics, strength, the benchmark.
    Sim(sim::SimArgs),
}

/// Runs the command line; the process exit status is the returned code.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Play(args) => match play::main(&args) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("ribs play: {e:#}");
                ExitCode::from(2)
            }
        },
        Command::Referee => referee::main(),
        Command::Sim(args) => match sim::main(&args) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("ribs sim: {e:#}");
                ExitCode::from(2)
            }
        },
    }
}
