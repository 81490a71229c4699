//! The `ribs` command line: `serve` (the Discord bot), `play`, `referee`, `sim`, `load`,
//! `replay`, `export`, `season`, `backup`, `forget` and `copy-db`.

pub mod backup;
pub mod copy_db;
pub mod export;
pub mod forget;
pub mod load;
pub mod play;
pub mod referee;
pub mod replay;
pub mod season;
pub mod sim;
mod tools;

pub use tools::Tools;

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
    command: Mode,
}

#[derive(Debug, Subcommand)]
enum Mode {
    /// Run the Discord bot (settings from the environment and .env; see .env.example).
    Serve(ServeArgs),
    /// Play a match in the terminal against computer players.
    Play(play::PlayArgs),
    /// Rule one trick or one whole hand: a JSON document on stdin, the ruling on stdout.
    Referee(referee::RefereeArgs),
    /// Computer players play many hands or matches: statistics, strength, the benchmark.
    Sim(sim::SimArgs),
    /// Benchmark the table service: many tables at once through the real SQLite store.
    Load(load::LoadArgs),
    /// Tell a finished match again, hand by hand (or list the finished matches).
    Replay(replay::ReplayArgs),
    /// Print a finished match's hands as referee documents, one JSON a line.
    Export(export::ExportArgs),
    /// Play a season of rated matches through the table service and print the ratings.
    Season(season::SeasonArgs),
    /// Copy the bot's database consistently, even while the bot serves from it.
    Backup(backup::BackupArgs),
    /// Remove a person from the database: their id and names (their results stay, anonymous).
    Forget(forget::ForgetArgs),
    /// Copy a whole bot database from SQLite into an empty PostgreSQL database, and check it.
    CopyDb(copy_db::CopyDbArgs),
}

/// Runs the command line; the process exit status is the returned code.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Mode::Serve(args) => report("serve", serve(&args)),
        Mode::Play(args) => report("play", play::main(&args)),
        Mode::Referee(args) => referee::main(&args),
        Mode::Sim(args) => report("sim", sim::main(&args)),
        Mode::Load(args) => report("load", load::main(&args)),
        Mode::Replay(args) => report("replay", replay::main(&args)),
        Mode::Export(args) => report("export", export::main(&args)),
        Mode::Season(args) => report("season", season::main(&args)),
        Mode::Backup(args) => report("backup", backup::main(&args)),
        Mode::Forget(args) => report("forget", forget::main(&args)),
        Mode::CopyDb(args) => report("copy-db", copy_db::main(&args)),
    }
}

/// Which game a terminal tool is for: `--game ID`, Ribs by default (`ribs`, `oh-hell`, ...:
/// the ids of [`GameKind`]). An id of no game is refused with the list of games.
#[derive(Clone, Copy, Debug, clap::Args)]
pub struct GameArg {
    /// The game: ribs (the default).
    #[arg(long, value_name = "ID", default_value = "ribs")]
    pub game: crate::games::GameKind,
}

/// A database file for a run that plays its own tables: `given`, which must not exist yet
/// (its open tables would be resumed and played on), or `name` in a temporary directory
/// removed when the returned guard drops.
///
/// # Errors
/// `given` exists; no temporary directory could be made.
fn fresh_db(
    given: Option<&std::path::Path>,
    name: &str,
) -> anyhow::Result<(tempfile::TempDir, std::path::PathBuf)> {
    if let Some(db) = given
        && db.exists()
    {
        anyhow::bail!("--db {} exists; give a new file", db.display());
    }
    let scratch = tempfile::tempdir()?;
    let path = given.map_or_else(|| scratch.path().join(name), std::path::Path::to_path_buf);
    Ok((scratch, path))
}

/// Where `ribs load` and `ribs season` play: a new database file (a temporary one by
/// default), an empty database by URL, or one on a throwaway PostgreSQL server.
#[derive(Debug, clap::Args)]
pub struct Playground {
    /// The database file (created; a fresh temporary one by default). Keep it to look at
    /// the matches afterwards with `ribs replay --db`.
    #[arg(long, conflicts_with_all = ["database_url", "throwaway_postgres"])]
    pub db: Option<std::path::PathBuf>,
    /// An empty database to play in instead, by URL: `postgres://...` (or `sqlite://...`).
    /// Several processes may share one PostgreSQL database (`ribs load`: give each its
    /// --first-place).
    #[arg(long, value_name = "URL", conflicts_with = "throwaway_postgres")]
    pub database_url: Option<String>,
    /// Play in a fresh database on a PostgreSQL server of its own, started from the
    /// installed binaries and gone at the end.
    #[arg(long)]
    pub throwaway_postgres: bool,
}

impl Playground {
    /// Opens the table service there; the guard of a temporary file's directory (`name` in
    /// it) to keep until the end.
    ///
    /// # Errors
    /// `--db` exists; the database does not open; the throwaway server does not start.
    pub async fn open(
        &self,
        name: &str,
        config: crate::table::TableConfig,
    ) -> anyhow::Result<(
        tempfile::TempDir,
        crate::table::TableService,
        tokio::sync::mpsc::UnboundedReceiver<crate::table::AnyUpdate>,
    )> {
        let (scratch, path) = fresh_db(self.db.as_deref(), name)?;
        let url = if self.throwaway_postgres {
            Some(
                crate::table::throwaway::fresh_database()
                    .await
                    .map_err(anyhow::Error::msg)?,
            )
        } else {
            self.database_url.clone()
        };
        let (service, updates) = match &url {
            Some(url) => crate::table::TableService::open(url, config).await?,
            None => crate::table::TableService::open_file(&path, config).await?,
        };
        Ok((scratch, service, updates))
    }
}

/// The exit status of a subcommand: 0, or 2 with the error on stderr.
fn report(command: &str, result: anyhow::Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // The reader went away (`ribs replay ... | head`): what it read is all it wanted.
        Err(e)
            if e.downcast_ref::<std::io::Error>()
                .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe) =>
        {
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("ribs {command}: {e:#}");
            ExitCode::from(2)
        }
    }
}

/// `ribs serve`'s flags, which win over their settings in the environment.
#[derive(Debug, clap::Args)]
struct ServeArgs {
    /// The shards this process runs, half-open (`0..2`), as RIBS_SHARDS; with --shard-total.
    #[arg(long, value_name = "A..B", requires = "shard_total")]
    shards: Option<String>,
    /// How many shards the bot has in all, as RIBS_SHARD_TOTAL; with --shards.
    #[arg(long, value_name = "N", requires = "shards")]
    shard_total: Option<String>,
}

/// `.env` (optional) → typed config → tracing → the bot, until Ctrl-C or SIGTERM.
fn serve(args: &ServeArgs) -> anyhow::Result<()> {
    let dotenv = dotenvy::dotenv();
    if let Some(e) = dotenv.err().filter(|e| !e.not_found()) {
        anyhow::bail!(".env could not be read: {e}");
    }
    let flags = crate::discord::Flags {
        shards: args.shards.clone(),
        shard_total: args.shard_total.clone(),
    };
    let config = crate::discord::Config::from_settings(|name| std::env::var(name).ok(), &flags)?;
    init_tracing(&config.token);
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(crate::discord::serve(config))?;
    Ok(())
}

/// Logs to stderr, filtered by `RUST_LOG` (default: info for ribs, warnings elsewhere),
/// with no secret in any line (see [`crate::discord::logs`]).
fn init_tracing(bot_token: &str) {
    use crate::discord::logs;
    let rust_log = std::env::var("RUST_LOG").ok();
    let _ = tracing_subscriber::fmt()
        .with_env_filter(logs::filter(rust_log.as_deref()))
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .with_writer(logs::Scrubbed::new(bot_token))
        .try_init();
}
