//! `ribs load`: the table service's benchmark. Many tables play at once through the real
//! service and SQLite store; it reports sustained actions per second, the time from an
//! action to its acknowledgement (which comes only after the write-ahead commit), and the
//! memory an open table costs. At the end it checks that every acknowledged action of every
//! table is in that table's log (and fails if one is not).

use std::time::{Duration, Instant};

use anyhow::Context;
use clap::Args;
use serde::Serialize;

use crate::core::rng::{Stream, below, rng_for};
use crate::core::{Seat, ToAct};
use crate::games::Game;
use crate::table::{Hosted, PlaceId, ServerId, UserId};
use crate::table::{MatchId, Player, TableConfig, TableError, TableService, TableSettings};

#[derive(Debug, Args)]
pub struct LoadArgs {
    #[command(flatten)]
    pub game: crate::cli::GameArg,
    /// Tables playing at once (four players each, or the nearest count the game seats).
    #[arg(long, default_value_t = 1000)]
    pub tables: u32,
    /// How long to play, in seconds.
    #[arg(long, default_value_t = 10)]
    pub seconds: u64,
    #[command(flatten)]
    pub database: super::Playground,
    /// The channel id of the first table (the others follow): apart for each process that
    /// shares a database.
    #[arg(long, default_value_t = 1_000_000)]
    pub first_place: u64,
    /// The game's table options, `key=value,...` (Ribs: a match to 20 points unless
    /// given).
    #[arg(long, default_value = "")]
    pub options: String,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Serialize)]
pub struct LoadReport {
    pub game: &'static str,
    pub tables: u32,
    pub seconds: f64,
    pub actions: u64,
    pub actions_per_sec: f64,
    /// Action sent to acknowledged (after the write-ahead commit), milliseconds.
    pub ack_ms_p50: f64,
    pub ack_ms_p99: f64,
    pub ack_ms_max: f64,
    /// Resident memory added per open table (lobby + match + task), bytes.
    pub bytes_per_table: f64,
    /// Acknowledged actions missing from their table's log (must be 0).
    pub unlogged_actions: u64,
}

pub fn main(args: &LoadArgs) -> anyhow::Result<()> {
    crate::games::with_game!(args.game.game, G => <G as crate::cli::Tools>::load(args))
}

/// `ribs load` for game `G`: its tables played with its `options`.
///
/// # Errors
/// The store cannot be opened; a table refuses an action it should take.
pub(crate) fn main_for<G: Hosted>(args: &LoadArgs, options: G::Options) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Runtime::new()?;
    let report = runtime.block_on(run::<G>(args, options))?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        println!(
            "ribs load --game {}: {} tables, {} actions in {:.1} s: {:.0} actions/s",
            report.game, report.tables, report.actions, report.seconds, report.actions_per_sec
        );
        println!(
            "  action -> acknowledged after commit: p50 {:.2} ms, p99 {:.2} ms, max {:.1} ms",
            report.ack_ms_p50, report.ack_ms_p99, report.ack_ms_max
        );
        println!(
            "  memory per open table: {:.1} KiB",
            report.bytes_per_table / 1024.0
        );
        println!(
            "  every acknowledged action is in its table's log: {}",
            if report.unlogged_actions == 0 {
                "yes".to_string()
            } else {
                format!("NO, {} missing", report.unlogged_actions)
            }
        );
    }
    Ok(())
}

/// `--options` read as game `G`'s, or `default` when none are given.
///
/// # Errors
/// Options the game does not take.
pub(crate) fn options_of<G: Game>(
    args: &LoadArgs,
    default: G::Options,
) -> anyhow::Result<G::Options> {
    if args.options.trim().is_empty() {
        return Ok(default);
    }
    args.options
        .parse()
        .map_err(|e| anyhow::anyhow!("--options: {e}"))
}

async fn run<G: Hosted>(args: &LoadArgs, options: G::Options) -> anyhow::Result<LoadReport> {
    // A benchmark's few hosts open many tables at once: no caps (and no lobby waits long).
    let config = TableConfig {
        caps: crate::table::Caps::NONE,
        ..TableConfig::default()
    };
    let (_scratch, service, mut updates) = args.database.open("load.db", config).await?;
    // Nobody renders updates here; drain them so they do not pile up.
    tokio::spawn(async move { while updates.recv().await.is_some() {} });

    let seats = 4u8.clamp(*G::seats_allowed().start(), *G::seats_allowed().end());
    let before = resident_bytes();
    let mut tables = Vec::new();
    for t in 0..args.tables {
        let place = PlaceId(args.first_place + u64::from(t));
        let first = 10 * u64::from(t) + 1;
        let settings = TableSettings::<G> {
            options,
            seed: Some(u64::from(t)),
            ..TableSettings::default()
        };
        let info = service
            .create(place, ServerId(1), Player::new(first, "p"), settings)
            .await?;
        for u in first + 1..first + u64::from(seats) {
            service.join::<G>(info.id, Player::new(u, "p")).await?;
        }
        let info = service.start::<G>(info.id, UserId(first)).await?;
        let users: Vec<UserId> = info
            .seats
            .iter()
            .map(|s| s.occupant.user().unwrap_or(UserId(first)))
            .collect();
        let mirror = G::start(options, seats, u64::from(t))
            .map_err(|e| anyhow::anyhow!("table {}: {e}", info.id))?;
        tables.push((info.id, users, mirror));
    }
    let after = resident_bytes();
    let bytes_per_table = after.saturating_sub(before) as f64 / f64::from(args.tables.max(1));

    let deadline = Instant::now() + Duration::from_secs(args.seconds);
    let started = Instant::now();
    let mut drivers = Vec::new();
    for (i, (table, users, mirror)) in tables.into_iter().enumerate() {
        let service = service.clone();
        drivers.push(tokio::spawn(drive(
            service, table, users, mirror, i as u64, deadline,
        )));
    }
    let mut latencies = Vec::new();
    let mut acknowledged = Vec::new();
    for driver in drivers {
        let (table, acked) = driver.await.context("a driver failed")??;
        acknowledged.push((table, acked.len() as u64));
        latencies.extend(acked);
    }
    let seconds = started.elapsed().as_secs_f64();
    let mut unlogged_actions = 0;
    for (table, acked) in acknowledged {
        let logged = service.steps(table).await?;
        unlogged_actions += acked.saturating_sub(logged);
    }
    service.close().await;
    if unlogged_actions > 0 {
        anyhow::bail!("{unlogged_actions} acknowledged actions are missing from the logs");
    }

    latencies.sort_unstable();
    let at = |q: f64| {
        latencies
            .get(((latencies.len() as f64 - 1.0) * q).round() as usize)
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    Ok(LoadReport {
        game: G::KIND.id(),
        tables: args.tables,
        seconds,
        actions: latencies.len() as u64,
        actions_per_sec: latencies.len() as f64 / seconds,
        ack_ms_p50: at(0.5),
        ack_ms_p99: at(0.99),
        ack_ms_max: at(1.0),
        bytes_per_table,
        unlogged_actions,
    })
}

/// Plays one table until the deadline or its end: random legal actions of the seat the
/// game waits for, as that seat's person, each applied to a copy of the game once the
/// table acknowledged it. The latencies of the acknowledged actions.
async fn drive<G: Hosted>(
    service: TableService,
    table: MatchId,
    users: Vec<UserId>,
    mut mirror: G,
    seed: u64,
    deadline: Instant,
) -> anyhow::Result<(MatchId, Vec<Duration>)> {
    let mut rng = rng_for(seed, Stream::Play, 0);
    let mut latencies = Vec::new();
    while Instant::now() < deadline {
        let seat: Seat = match mirror.to_act() {
            ToAct::One(seat) => seat,
            ToAct::Several(seats) => match seats.iter().next() {
                Some(seat) => seat,
                None => break,
            },
            ToAct::Nobody => break,
        };
        let legal = mirror.legal_actions(seat);
        let Some(&action) = legal.get(below(&mut rng, legal.len().max(1) as u32) as usize) else {
            break;
        };
        let sent = Instant::now();
        let user = users[seat.index()];
        match service.act::<G>(table, user, mirror.step(), action).await {
            Ok(()) => latencies.push(sent.elapsed()),
            Err(TableError::Over) => break,
            Err(e) => return Err(anyhow::anyhow!("table {table}: {e}")),
        }
        mirror
            .apply(seat, action)
            .map_err(|e| anyhow::anyhow!("table {table}: the copy refused {action:?}: {e}"))?;
    }
    Ok((table, latencies))
}

/// The process's resident memory, from /proc (0 where there is none).
fn resident_bytes() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse::<u64>().ok())
        })
        .map_or(0, |kib| kib * 1024)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;

    /// A short load run of `game`'s tables, in a temporary database.
    fn loaded<G: Hosted>(options: G::Options) -> LoadReport {
        let args = LoadArgs {
            game: crate::cli::GameArg { game: G::KIND },
            tables: 3,
            seconds: 1,
            database: crate::cli::Playground {
                db: None,
                database_url: None,
                throwaway_postgres: false,
            },
            first_place: 1_000_000,
            options: String::new(),
            json: true,
        };
        let runtime = tokio::runtime::Runtime::new().unwrap();
        runtime.block_on(run::<G>(&args, options)).unwrap()
    }

    #[test]
    fn every_game_plays_its_tables_under_load_and_logs_every_acknowledged_action() {
        for &kind in GameKind::ALL {
            let report = crate::games::with_game!(kind, G => loaded::<G>(Default::default()));
            assert_eq!(report.game, kind.id());
            assert!(report.actions > 0, "{kind}: no action acknowledged");
            assert_eq!(report.unlogged_actions, 0, "{kind}");
        }
    }
}
