//! `ribs season`: a season of rated matches played through the table service and the real
//! SQLite store, as the bot plays them, to see what the ratings make of players whose
//! strength is known. Its "people" are seated like people (they join, and act through
//! [`TableService::act`] naming the step they answer) but decide as a computer level does;
//! computer seats are added too, so the computer levels are rated among them. At the end it
//! prints the rating board, each level's mean rating, how often a stronger person is
//! ranked above a weaker one, and how σ (the uncertainty) shrinks with matches played: the
//! figures behind [`crate::rating::PROVISIONAL_MATCHES`].

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Instant;

use anyhow::Context;
use clap::Args;
use serde::Serialize;
use tokio::sync::{Notify, Semaphore};

use crate::ai::{DecisionSeed, Level};
use crate::core::Seat;
use crate::core::rng::{Stream, below, rng_for};
use crate::games::{Game, GameKind};
use crate::rating::{PROVISIONAL_MATCHES, Rater};
use crate::table::{
    Hosted, MatchId, PlaceId, Player, ServerId, TableConfig, TableError, TableInfo,
};
use crate::table::{TableService, TableSettings, TableStatus, UpdateKind, UserId};

/// The server the season is played on (its ratings are also the global ones).
const SERVER: ServerId = ServerId(1);

#[derive(Debug, Args)]
pub struct SeasonArgs {
    #[command(flatten)]
    pub game: crate::cli::GameArg,
    /// Matches to play.
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u32).range(1..))]
    pub matches: u32,
    /// People in the season, their levels taken in turn: easy, normal, hard, easy, ...
    #[arg(long, default_value_t = 12, value_parser = clap::value_parser!(u64).range(2..=300))]
    pub people: u64,
    /// Seats at each table, as the game seats (Ribs 4 to 10; default 4, or the nearest
    /// count the game seats).
    #[arg(long, value_parser = clap::value_parser!(u8).range(2..=10))]
    pub seats: Option<u8>,
    /// Computer seats at each table (of a random level each), the rest people.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(0..=9))]
    pub computers: u8,
    /// Ribs: hand wins that take a match (default 5).
    #[arg(long)]
    pub target: Option<u8>,
    /// The game's table options, `key=value,...` (other games than Ribs).
    #[arg(long, default_value = "")]
    pub options: String,
    /// Tables playing at once.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub tables: u32,
    /// Seed of who meets whom, the deals and every decision.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[command(flatten)]
    pub database: super::Playground,
    /// Print one JSON object instead of tables.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Serialize)]
pub struct SeasonReport {
    pub matches: u32,
    pub seconds: f64,
    pub board: Vec<BoardRow>,
    /// Each level's mean shown rating over its people (computers apart).
    pub level_means: Vec<(String, f64)>,
    /// Of the pairs of people at different levels, the share where the stronger level is
    /// ranked above.
    pub pairs_in_order: f64,
    /// People's mean σ after their n-th rated match, for n = 1, 2, 5, 10, 20, 40.
    pub sigma_after: Vec<(u32, f64)>,
    /// People's mean move of the shown rating at their n-th match, absolute, for the same n.
    pub shown_move_at: Vec<(u32, f64)>,
}

#[derive(Debug, Serialize)]
pub struct BoardRow {
    pub rank: u32,
    pub name: String,
    pub level: String,
    pub computer: bool,
    pub matches: u32,
    pub mu: f64,
    pub sigma: f64,
    pub shown: i64,
}

pub fn main(args: &SeasonArgs) -> anyhow::Result<()> {
    crate::games::with_game!(args.game.game, G => <G as crate::cli::Tools>::season(args))
}

/// `ribs season` for Ribs: matches to `--target` hand wins (5 by default).
pub(crate) fn ribs_main(args: &SeasonArgs) -> anyhow::Result<()> {
    if !args.options.trim().is_empty() {
        anyhow::bail!("--options: Ribs' season sets its matches' length with --target");
    }
    let options = crate::games::ribs::Options::default()
        .with_target(args.target.unwrap_or(5))
        .context("--target")?;
    main_for::<crate::games::ribs::Match>(args, options)
}

/// `ribs season` for any game but Ribs: its tables at `--options`.
pub(crate) fn main_any<G: Hosted>(args: &SeasonArgs) -> anyhow::Result<()> {
    if args.target.is_some() {
        anyhow::bail!(
            "--target is Ribs'; set {}'s options with --options",
            G::KIND
        );
    }
    let options: G::Options = args
        .options
        .parse()
        .map_err(|e| anyhow::anyhow!("--options: {e}"))?;
    main_for::<G>(args, options)
}

/// Checks the table the arguments ask for, plays the season and prints its report.
fn main_for<G: Hosted>(args: &SeasonArgs, options: G::Options) -> anyhow::Result<()> {
    let allowed = G::seats_allowed();
    let seats = args
        .seats
        .unwrap_or_else(|| 4u8.clamp(*allowed.start(), *allowed.end()));
    if !allowed.contains(&seats) {
        let needed = crate::text::players_needed(crate::text::Lang::En, G::KIND);
        anyhow::bail!("--seats: {needed}, not {seats}");
    }
    if args.computers >= seats {
        anyhow::bail!("--computers must leave at least one seat for people");
    }
    if u64::from(seats - args.computers) > args.people {
        anyhow::bail!("--people must fill the people's seats of a table");
    }
    G::start(options, seats, 0).map_err(|e| anyhow::anyhow!("--options: {e}"))?;
    let runtime = tokio::runtime::Runtime::new()?;
    let report = runtime.block_on(run::<G>(args, seats, options))?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        print(args, seats, G::KIND, &report);
    }
    Ok(())
}

/// A person of the season: an id, a name and the level they decide at.
#[derive(Clone, Copy, Debug)]
struct Person {
    id: u64,
    level: Level,
}

impl Person {
    fn name(&self) -> String {
        format!("{}-{}", self.level, self.id)
    }
}

fn people(count: u64) -> Vec<Person> {
    (1..=count)
        .map(|id| Person {
            id,
            level: Level::ALL[((id - 1) % 3) as usize],
        })
        .collect()
}

async fn run<G: Hosted>(
    args: &SeasonArgs,
    seats: u8,
    options: G::Options,
) -> anyhow::Result<SeasonReport> {
    let config = TableConfig {
        computer_pause: std::time::Duration::ZERO,
        // The season's people play at many tables at once.
        caps: crate::table::Caps::NONE,
        ..TableConfig::default()
    };
    let (_scratch, service, mut updates) = args.database.open("season.db", config).await?;
    // Every update of a table wakes whoever drives it, with the actions it tells of.
    let wakers: Wakers<G> = Arc::default();
    let forward = wakers.clone();
    tokio::spawn(async move {
        while let Some(update) = updates.recv().await {
            let Ok(update) = update.of::<G>() else {
                continue;
            };
            let driven = forward.lock().expect("wakers").get(&update.table).cloned();
            if let Some(driven) = driven {
                if let UpdateKind::Played {
                    seat,
                    action: Some(action),
                    ..
                } = update.kind
                {
                    driven.played.lock().expect("played").push((seat, action));
                }
                driven.woken.notify_one();
            }
        }
    });

    let everyone = people(args.people);
    let started = Instant::now();
    let room = Arc::new(Semaphore::new(args.tables as usize));
    let mut matches = tokio::task::JoinSet::new();
    for number in 0..args.matches {
        let permit = room.clone().acquire_owned().await?;
        let lineup = lineup(args, seats, &everyone, number);
        let service = service.clone();
        let wakers = wakers.clone();
        let seed = args.seed;
        matches.spawn(async move {
            let played = play_match(&service, &wakers, number, seed, options, lineup).await;
            drop(permit);
            played.with_context(|| format!("match {}", number + 1))
        });
        while let Some(done) = matches.try_join_next() {
            done??;
        }
    }
    while let Some(done) = matches.join_next().await {
        done??;
    }
    let seconds = started.elapsed().as_secs_f64();
    let report = report(&service, G::KIND, &everyone, args.matches, seconds).await;
    service.close().await;
    report
}

/// Who plays match `number`: people drawn at random from everyone, and computer levels.
fn lineup(
    args: &SeasonArgs,
    seats: u8,
    everyone: &[Person],
    number: u32,
) -> (Vec<Person>, Vec<Level>) {
    let mut rng = rng_for(args.seed, Stream::Deal, u64::from(number) + (1 << 32));
    let mut pool = everyone.to_vec();
    let mut seated = Vec::new();
    for _ in 0..seats - args.computers {
        let at = below(&mut rng, pool.len() as u32) as usize;
        seated.push(pool.swap_remove(at));
    }
    let computers = (0..args.computers)
        .map(|_| Level::ALL[below(&mut rng, 3) as usize])
        .collect();
    (seated, computers)
}

/// A match being played by the season: woken by each of its table's updates, and the
/// actions they told of, in order.
struct Driven<G: Game> {
    woken: Notify,
    played: std::sync::Mutex<Vec<(Seat, G::Action)>>,
}

impl<G: Game> Default for Driven<G> {
    fn default() -> Self {
        Driven {
            woken: Notify::new(),
            played: std::sync::Mutex::default(),
        }
    }
}

/// The matches being played, by table.
type Wakers<G> = Arc<std::sync::Mutex<HashMap<MatchId, Arc<Driven<G>>>>>;

/// Opens a table for a match, seats its people and computers, and plays it to the end:
/// each person's turn is decided by their level from a copy of the match kept in step with
/// the actions the table announced (a front end's updates: the table never hands out an
/// open match's log).
async fn play_match<G: Hosted>(
    service: &TableService,
    wakers: &std::sync::Mutex<HashMap<MatchId, Arc<Driven<G>>>>,
    number: u32,
    season_seed: u64,
    options: G::Options,
    (seated, computers): (Vec<Person>, Vec<Level>),
) -> anyhow::Result<()> {
    let seed = season_seed
        .wrapping_mul(1_000_003)
        .wrapping_add(u64::from(number));
    let host = seated[0];
    let settings = TableSettings::<G> {
        options,
        computers,
        seed: Some(seed),
        ..TableSettings::default()
    };
    let place = PlaceId(1 + u64::from(number));
    let info = service
        .create(place, SERVER, Player::new(host.id, host.name()), settings)
        .await?;
    let table = info.id;
    let driven = Arc::new(Driven::default());
    wakers.lock().expect("wakers").insert(table, driven.clone());
    for person in &seated[1..] {
        service
            .join::<G>(table, Player::new(person.id, person.name()))
            .await?;
    }
    let info = service.start::<G>(table, UserId(host.id)).await?;
    let levels: HashMap<UserId, Level> = seated.iter().map(|p| (UserId(p.id), p.level)).collect();
    let mut mirror = G::start(options, info.seats.len() as u8, seed)
        .map_err(|e| anyhow::anyhow!("table {table}: {e}"))?;
    let mut applied = 0;
    loop {
        // Armed before the table is read, so an update in between is not missed.
        let woken = driven.woken.notified();
        let info = match service.info::<G>(table).await {
            Ok(info) => info,
            Err(TableError::NoTable | TableError::Over) => break,
            Err(e) => return Err(e.into()),
        };
        if info.status != TableStatus::Playing {
            break;
        }
        if let Some((seat, user, level)) = person_to_act(&info, &levels) {
            let played = driven.played.lock().expect("played")[applied..].to_vec();
            for (by, action) in played {
                mirror
                    .apply(by, action)
                    .map_err(|e| anyhow::anyhow!("table {table}: {e}"))?;
                applied += 1;
            }
            // Decided only from the table's own step: until the updates up to it are in
            // (the person's own last action among them), the copy lags behind, and the
            // same seat may be on turn there for another decision.
            if mirror.step() != info.step || !mirror.to_act().includes(seat) {
                woken.await;
                continue;
            }
            let decider = mirror.clone();
            let step = info.step;
            let action = tokio::task::spawn_blocking(move || {
                decider.decide(level, seat, DecisionSeed::at(seed, step, seat))
            })
            .await?
            .context("a person on turn had nothing to do")?;
            match service.act::<G>(table, user, step, action).await {
                Ok(()) | Err(TableError::Stale) => continue,
                Err(TableError::Over) => break,
                Err(e) => return Err(e.into()),
            }
        }
        woken.await;
    }
    wakers.lock().expect("wakers").remove(&table);
    match service.status(table).await? {
        Some(TableStatus::Finished) => Ok(()),
        other => anyhow::bail!("table {table} ended {other:?}, not finished"),
    }
}

/// A person the table waits for (the first of several choosing at once), if it is one of
/// the season's people.
fn person_to_act<G: Game>(
    info: &TableInfo<G>,
    levels: &HashMap<UserId, Level>,
) -> Option<(Seat, UserId, Level)> {
    info.waiting.iter().find_map(|seat| {
        let user = info.seats[seat.index()].occupant.user()?;
        Some((seat, user, *levels.get(&user)?))
    })
}

const MILESTONES: [u32; 6] = [1, 2, 5, 10, 20, 40];

async fn report(
    service: &TableService,
    game: GameKind,
    everyone: &[Person],
    matches: u32,
    seconds: f64,
) -> anyhow::Result<SeasonReport> {
    let rows = service.rating_board(game, SERVER, 1000).await?;
    let level_of: HashMap<Rater, Level> = everyone
        .iter()
        .map(|p| (Rater::person(p.id), p.level))
        .collect();
    let mut board = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let (level, computer) = match row.rater.level() {
            Some(level) => (level.to_string(), true),
            None => (
                level_of
                    .get(&row.rater)
                    .map_or_else(|| "?".into(), ToString::to_string),
                false,
            ),
        };
        board.push(BoardRow {
            rank: i as u32 + 1,
            name: row
                .name
                .clone()
                .unwrap_or_else(|| format!("computer ({level})")),
            level,
            computer,
            matches: row.rating.matches,
            mu: row.rating.mu,
            sigma: row.rating.sigma,
            shown: row.rating.shown(),
        });
    }
    let level_means = Level::ALL
        .iter()
        .map(|level| {
            let shown: Vec<f64> = board
                .iter()
                .filter(|r| !r.computer && r.level == level.to_string())
                .map(|r| r.shown as f64)
                .collect();
            (level.to_string(), mean(&shown))
        })
        .collect();
    let strength = |r: &BoardRow| Level::ALL.iter().position(|l| l.to_string() == r.level);
    let (mut pairs, mut in_order) = (0u32, 0u32);
    let people_rows: Vec<&BoardRow> = board.iter().filter(|r| !r.computer).collect();
    for (i, a) in people_rows.iter().enumerate() {
        for b in &people_rows[i + 1..] {
            // `a` is ranked above `b`.
            if strength(a) != strength(b) {
                pairs += 1;
                in_order += u32::from(strength(a) > strength(b));
            }
        }
    }
    // Each person's changes, oldest first, give σ and the shown move at each milestone.
    let mut sigmas: Vec<Vec<f64>> = vec![Vec::new(); MILESTONES.len()];
    let mut moves: Vec<Vec<f64>> = vec![Vec::new(); MILESTONES.len()];
    for person in everyone {
        let Some((_, _, mut changes)) = service
            .rating(game, SERVER, Rater::person(person.id), 10_000)
            .await?
        else {
            continue;
        };
        changes.reverse();
        for (k, &n) in MILESTONES.iter().enumerate() {
            if let Some(change) = changes.get(n as usize - 1) {
                sigmas[k].push(change.after.sigma);
                moves[k].push((change.after.shown() - change.before.shown()).abs() as f64);
            }
        }
    }
    let at = |values: Vec<Vec<f64>>| -> Vec<(u32, f64)> {
        MILESTONES
            .iter()
            .zip(values)
            .filter(|(_, v)| !v.is_empty())
            .map(|(&n, v)| (n, mean(&v)))
            .collect()
    };
    Ok(SeasonReport {
        matches,
        seconds,
        board,
        level_means,
        pairs_in_order: if pairs == 0 {
            0.0
        } else {
            f64::from(in_order) / f64::from(pairs)
        },
        sigma_after: at(sigmas),
        shown_move_at: at(moves),
    })
}

fn mean(values: &[f64]) -> f64 {
    if values.is_empty() {
        0.0
    } else {
        values.iter().sum::<f64>() / values.len() as f64
    }
}

fn print(args: &SeasonArgs, seats: u8, game: GameKind, report: &SeasonReport) {
    let what = if game == GameKind::Ribs {
        String::new()
    } else {
        format!(" --game {game}")
    };
    println!(
        "ribs season{what}: {} matches of {seats} seats ({} computer) among {} people, seed {}, in {:.1} s",
        report.matches, args.computers, args.people, args.seed, report.seconds
    );
    println!();
    println!(
        "{:>4}  {:<18} {:>7} {:>7} {:>6} {:>6}",
        "rank", "player", "matches", "rating", "mu", "sigma"
    );
    for row in &report.board {
        let mark = if row.matches < PROVISIONAL_MATCHES {
            "?"
        } else {
            " "
        };
        println!(
            "{:>4}  {:<18} {:>7} {:>6}{mark} {:>6.2} {:>6.2}",
            row.rank, row.name, row.matches, row.shown, row.mu, row.sigma
        );
    }
    println!();
    let means: Vec<String> = report
        .level_means
        .iter()
        .map(|(level, m)| format!("{level} {m:.0}"))
        .collect();
    println!("people's mean rating by level: {}", means.join(", "));
    println!(
        "pairs of people at different levels ranked stronger first: {:.1}%",
        100.0 * report.pairs_in_order
    );
    let sigma: Vec<String> = report
        .sigma_after
        .iter()
        .map(|(n, s)| format!("{n}: {s:.2}"))
        .collect();
    println!("people's mean sigma after n matches: {}", sigma.join(", "));
    let moves: Vec<String> = report
        .shown_move_at
        .iter()
        .map(|(n, m)| format!("{n}: {m:.0}"))
        .collect();
    println!(
        "people's mean rating move at their n-th match: {}",
        moves.join(", ")
    );
}
