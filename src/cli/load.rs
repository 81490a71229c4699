//! `ribs load`: the table service's benchmark. Many tables play at once through the real
//! service and SQLite store; it reports sustained actions per second, the time from an
//! action to its acknowledgement (which comes only after the write-ahead commit), and the
//! memory an open table costs. At the end it checks that every acknowledged action of every
//! table is in that table's log (and fails if one is not).

use crate::games::ribs::Match;
use std::time::{Duration, Instant};

use anyhow::Context;
use clap::Args;
use serde::Serialize;

use crate::games::ribs::deal::{Stream, below, rng_for};
use crate::games::ribs::{Action, Choice, Options, ViewSnapshot};
use crate::table::{PlaceId, ServerId, UserId};
use crate::table::{Player, TableConfig, TableError, TableSettings, TableStatus};

#[derive(Debug, Args)]
pub struct LoadArgs {
    #[command(flatten)]
    pub game: crate::cli::GameArg,
    /// Tables playing at once (four players each).
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
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Serialize)]
pub struct LoadReport {
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

/// `ribs load` for Ribs.
pub(crate) fn ribs_main(args: &LoadArgs) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Runtime::new()?;
    let report = runtime.block_on(run(args))?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        println!(
            "ribs load: {} tables, {} actions in {:.1} s: {:.0} actions/s",
            report.tables, report.actions, report.seconds, report.actions_per_sec
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

async fn run(args: &LoadArgs) -> anyhow::Result<LoadReport> {
    // A benchmark's few hosts open many tables at once: no caps (and no lobby waits long).
    let config = TableConfig {
        caps: crate::table::Caps::NONE,
        ..TableConfig::default()
    };
    let (_scratch, service, mut updates) = args.database.open("load.db", config).await?;
    // Nobody renders updates here; drain them so they do not pile up.
    tokio::spawn(async move { while updates.recv().await.is_some() {} });

    let before = resident_bytes();
    let mut tables = Vec::new();
    for t in 0..args.tables {
        let place = PlaceId(args.first_place + u64::from(t));
        let first = 10 * u64::from(t) + 1;
        let settings = TableSettings::<Match> {
            options: Options::default().with_target(20)?,
            seed: Some(u64::from(t)),
            ..TableSettings::default()
        };
        let info = service
            .create(place, ServerId(1), Player::new(first, "p"), settings)
            .await?;
        for u in first + 1..first + 4 {
            service.join::<Match>(info.id, Player::new(u, "p")).await?;
        }
        service.start::<Match>(info.id, UserId(first)).await?;
        tables.push(info.id);
    }
    let after = resident_bytes();
    let bytes_per_table = after.saturating_sub(before) as f64 / f64::from(args.tables.max(1));

    let deadline = Instant::now() + Duration::from_secs(args.seconds);
    let started = Instant::now();
    let mut drivers = Vec::new();
    for (i, table) in tables.into_iter().enumerate() {
        let service = service.clone();
        drivers.push(tokio::spawn(async move {
            let mut latencies = Vec::new();
            let mut step_seed = i as u64;
            while Instant::now() < deadline {
                let Ok(info) = service.info::<Match>(table).await else {
                    break;
                };
                if info.status != TableStatus::Playing {
                    break;
                }
                let Some(seat) = info.to_act else { break };
                let Some(user) = info.seats[seat.index()].occupant.user() else {
                    break;
                };
                let Ok(view) = service.view::<Match>(table, user).await else {
                    break;
                };
                step_seed = step_seed.wrapping_add(1);
                let action = any_legal(&view.view, step_seed);
                let sent = Instant::now();
                match service.act::<Match>(table, user, info.step, action).await {
                    Ok(()) => latencies.push(sent.elapsed()),
                    Err(TableError::Over) => break,
                    Err(e) => return Err(anyhow::anyhow!("table {table}: {e}")),
                }
            }
            Ok((table, latencies))
        }));
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

/// A legal action from a player's view: bid or pass at random, two random cards face up.
fn any_legal(view: &ViewSnapshot, seed: u64) -> Action {
    let mut rng = rng_for(seed, Stream::Play, 0);
    let hand = &view.my_hand;
    let mut two = || {
        let i = below(&mut rng, hand.len() as u32) as usize;
        let j = (i + 1 + below(&mut rng, hand.len() as u32 - 1) as usize) % hand.len();
        [hand[i], hand[j]]
    };
    match view.choice {
        Some(Choice::Bid {
            next: Some(bid),
            can_pass,
        }) if !can_pass || seed.is_multiple_of(2) => Action::Bid(bid),
        Some(Choice::Bid { .. }) => Action::Pass,
        Some(Choice::Ribs { .. }) => Action::Ribs(two()),
        Some(Choice::Play { .. }) | None => Action::FaceUp(two()),
    }
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
