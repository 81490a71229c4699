//! `ribs replay --db PATH_OR_URL [MATCH]`: a finished match told again from its first deal
//! to its end, every card shown, in its own game's way (the game is the match's); without
//! MATCH, the recent finished matches of every game.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::Context as _;
use clap::Args;
use serde_json::{Value, json};

use super::export::{Work, ribs_documents, seat_names, with_finished};
use crate::core::{Recipients, Told};
use crate::games::ribs::{Call, Seat, SeenPlay};
use crate::games::{Game, GameKind, GameOptions};
use crate::table::MatchSummary;
use crate::table::archive::Archive;
use crate::table::replay::{Finished, Replay};
use crate::text::{self, Lang};

#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The database: a file (the bot's, or `ribs play --db`'s), or the bots' PostgreSQL
    /// database by its postgres:// URL.
    #[arg(long, value_name = "PATH_OR_URL")]
    pub db: String,
    /// The match's number; without it, the recent finished matches are listed.
    #[arg(value_name = "MATCH")]
    pub table: Option<i64>,
    /// Also write each trick's reveal as the bot draws it, one PNG per trick
    /// (`hand1-trick1.png`, ...), into this directory (Ribs matches).
    #[arg(long, value_name = "DIR", requires = "table")]
    pub png: Option<PathBuf>,
}

/// How the terminal tells a finished match of one game again (`ribs replay`) and exports it
/// (`ribs export`): the one part of these tools each game may write for itself. What a game
/// leaves out is done through the contract alone, its actions and events in the game's own
/// JSON.
pub trait Retold: Game {
    /// The match told from its first deal to its end, every card shown.
    ///
    /// # Errors
    /// Writing fails; the match does not replay as the game's own kind of record.
    fn narrate(finished: &Finished<Self>, out: &mut dyn Write) -> anyhow::Result<()> {
        narrate_any(finished, out)
    }

    /// The match as JSON documents, one a line: by default one document, the match whole
    /// (options, players, seed, every action, the outcome: enough to play it again).
    ///
    /// # Errors
    /// `hand` in a game that does not export hand by hand, or one the match does not have.
    fn documents(finished: &Finished<Self>, hand: Option<u32>) -> anyhow::Result<Vec<Value>> {
        if hand.is_some() {
            anyhow::bail!(
                "--hand picks a hand of a Ribs match; a {} match is exported whole",
                finished.game
            );
        }
        Ok(vec![whole_document(finished)])
    }

    /// Its pictures, written into `dir`: the files written.
    ///
    /// # Errors
    /// By default: the game has no pictures for the terminal.
    fn pictures(finished: &Finished<Self>, dir: &Path) -> anyhow::Result<Vec<PathBuf>> {
        let _ = dir;
        anyhow::bail!(
            "--png draws Ribs' reveals; a {} match has no pictures",
            finished.game
        )
    }

    /// Its line in the list of finished matches.
    fn listed(finished: &Finished<Self>) -> String {
        let names = seat_names(&finished.seats);
        format!(
            "match {} ({}): {} · places {}",
            finished.id,
            crate::t!(Lang::En, finished.game.id()),
            winners_won(finished, &names),
            per_seat(&names, finished.outcome.places.as_slice(), |p| p + 1)
        )
    }
}

impl Retold for crate::games::ribs::Match {
    fn narrate(finished: &Finished<Self>, out: &mut dyn Write) -> anyhow::Result<()> {
        Ok(narrate(&ribs_replay(finished)?, out)?)
    }

    fn documents(finished: &Finished<Self>, hand: Option<u32>) -> anyhow::Result<Vec<Value>> {
        ribs_documents(&ribs_replay(finished)?, hand)
    }

    fn pictures(finished: &Finished<Self>, dir: &Path) -> anyhow::Result<Vec<PathBuf>> {
        pictures(&ribs_replay(finished)?, dir)
    }
}

/// A finished Ribs match, hand by hand and trick by trick.
fn ribs_replay(finished: &Finished<crate::games::ribs::Match>) -> anyhow::Result<Replay> {
    Replay::build(
        finished.id,
        finished.server,
        finished.options,
        finished.seats.clone(),
        finished.seed,
        &finished.log(),
    )
    .with_context(|| format!("match {}", finished.id))
}

/// Telling a finished match again (and drawing it, with `--png`).
struct Tell<'a> {
    out: &'a mut dyn Write,
    png: Option<&'a Path>,
}

impl Work for Tell<'_> {
    type Out = anyhow::Result<()>;

    fn run<G: Retold>(self, finished: Finished<G>) -> Self::Out {
        G::narrate(&finished, self.out)?;
        if let Some(dir) = self.png {
            for path in G::pictures(&finished, dir)? {
                writeln!(self.out, "wrote {}", path.display())?;
            }
        }
        Ok(())
    }
}

/// A finished match's line in the list.
struct Listed;

impl Work for Listed {
    type Out = String;

    fn run<G: Retold>(self, finished: Finished<G>) -> String {
        G::listed(&finished)
    }
}

pub fn main(args: &ReplayArgs) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    if let Some(id) = args.table {
        let tell = Tell {
            out: &mut out,
            png: args.png.as_deref(),
        };
        return with_finished(&args.db, id, tell)?;
    }
    let runtime = tokio::runtime::Runtime::new()?;
    let (recent, name) = runtime.block_on(async {
        let archive = Archive::open_at(&args.db).await?;
        let recent = recent(&archive, 20).await;
        let name = archive.name();
        archive.close().await;
        anyhow::Ok((recent?, name))
    })?;
    if recent.is_empty() {
        writeln!(out, "No finished match in {name}.")?;
    }
    for line in recent {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

/// The lines of the last `limit` finished matches of every game, newest first.
async fn recent(archive: &Archive, limit: u32) -> anyhow::Result<Vec<String>> {
    let mut recent: Vec<(GameKind, MatchSummary)> = Vec::new();
    for &game in GameKind::ALL {
        let matches = archive.recent_of(game, limit).await?;
        recent.extend(matches.into_iter().map(|m| (game, m)));
    }
    recent.sort_by_key(|(_, m)| std::cmp::Reverse((m.ended_at_ms, m.table)));
    recent.truncate(limit as usize);
    let mut lines = Vec::with_capacity(recent.len());
    for (game, m) in recent {
        // Ribs' line is its history's; another game's is read through its contract.
        let line = if game == GameKind::Ribs {
            ribs_line(&m)
        } else {
            super::export::read_as(archive, m.table, game, Listed)
                .await
                .with_context(|| format!("match {}", m.table))?
        };
        lines.push(line);
    }
    Ok(lines)
}

/// A finished Ribs match's line: its winner and every seat's hand wins.
fn ribs_line(m: &MatchSummary) -> String {
    let names: Vec<&str> = m.seats.iter().map(|(name, _)| name.as_str()).collect();
    let label = |i: usize| text::seat_label(Lang::En, &names, i);
    let seats: Vec<String> = m
        .hand_wins
        .iter()
        .enumerate()
        .map(|(i, wins)| format!("{} {wins}", label(i)))
        .collect();
    format!(
        "match {}: {} won · hand wins {}",
        m.table,
        label(usize::from(m.winner)),
        seats.join(" · ")
    )
}

/// `Ann 1 · Bob 3 · ...`: a value per seat, by name.
fn per_seat<T: Copy, S: std::fmt::Display>(
    names: &[String],
    values: &[T],
    shown: impl Fn(T) -> S,
) -> String {
    let each: Vec<String> = names
        .iter()
        .zip(values)
        .map(|(name, v)| format!("{name} {}", shown(*v)))
        .collect();
    each.join(" · ")
}

/// `Ann and Cat won`: the seats in first place.
fn winners_won<G: Game>(finished: &Finished<G>, names: &[String]) -> String {
    let first: Vec<&str> = finished
        .outcome
        .winners()
        .map(|seat| names[seat.index()].as_str())
        .collect();
    format!("{} won", first.join(" and "))
}

/// Who an event was told to: the table, or the seats by name.
fn told_to(to: Recipients, names: &[String]) -> String {
    match to {
        Recipients::Table => "table".into(),
        Recipients::Seats(seats) => {
            let named: Vec<&str> = seats.iter().map(|s| names[s.index()].as_str()).collect();
            named.join("+")
        }
    }
}

fn write_events<E: serde::Serialize>(
    out: &mut dyn Write,
    indent: &str,
    events: &[Told<E>],
    names: &[String],
) -> anyhow::Result<()> {
    for told in events {
        let event = serde_json::to_string(&told.event)?;
        writeln!(out, "{indent}{}: {event}", told_to(told.to, names))?;
    }
    Ok(())
}

/// A finished match of any game, through the contract: the opening, then each action
/// (the game's JSON) with every event it caused and who was told it, then the outcome.
fn narrate_any<G: Game>(finished: &Finished<G>, out: &mut dyn Write) -> anyhow::Result<()> {
    let names = seat_names(&finished.seats);
    writeln!(
        out,
        "Match {} ({}): {} · {}.",
        finished.id,
        crate::t!(Lang::En, finished.game.id()),
        names.join(", "),
        options_line(finished.game, &finished.options)
    )?;
    write_events(out, "  ", &finished.opening, &names)?;
    for (i, step) in finished.steps.iter().enumerate() {
        let action = serde_json::to_string(&step.action)?;
        writeln!(out, "{}. {}: {action}", i + 1, names[step.seat.index()])?;
        write_events(out, "    ", &step.events, &names)?;
    }
    let outcome = &finished.outcome;
    writeln!(out, "\n{}.", winners_won(finished, &names))?;
    writeln!(
        out,
        "Places: {}",
        per_seat(&names, outcome.places.as_slice(), |p| p + 1)
    )?;
    if let Some(teams) = &outcome.teams {
        writeln!(
            out,
            "Teams: {}",
            per_seat(&names, teams.as_slice(), |t| t + 1)
        )?;
    }
    writeln!(
        out,
        "Scores: {}",
        per_seat(&names, outcome.scores.as_slice(), |s| s)
    )?;
    Ok(())
}

/// A game's options as `name value, ...`, in its schema's order, each named in the game's
/// own words (`<game>-option-<key>`, as the lobby names them).
fn options_line<O: GameOptions>(game: GameKind, options: &O) -> String {
    let each: Vec<String> = O::schema()
        .iter()
        .filter_map(|spec| {
            let name = crate::t!(Lang::En, &format!("{}-option-{}", game.id(), spec.key));
            Some(format!("{name} {}", options.value(spec.key)?))
        })
        .collect();
    each.join(", ")
}

/// The match whole, as a document: enough to play it again through the game's contract.
fn whole_document<G: Game>(finished: &Finished<G>) -> Value {
    let names = seat_names(&finished.seats);
    let actions: Vec<Value> = finished
        .steps
        .iter()
        .map(|s| json!({"player": names[s.seat.index()], "action": s.action}))
        .collect();
    json!({
        "game": finished.game,
        "match": finished.id.0,
        "players": names,
        "options": finished.options,
        "seed": finished.seed,
        "actions": actions,
        "outcome": finished.outcome,
    })
}

/// Writes each trick's reveal picture into `dir` (made if missing); the files written.
fn pictures(r: &Replay, dir: &Path) -> anyhow::Result<Vec<PathBuf>> {
    use crate::picture::{RevealPicture, SeatFace, png, reveal_svg};
    use crate::table::Occupant;
    std::fs::create_dir_all(dir).with_context(|| format!("cannot make {}", dir.display()))?;
    let seats: Vec<SeatFace> = r
        .seats
        .iter()
        .map(|o| match o {
            Occupant::Human { name, .. } => SeatFace::person(name),
            Occupant::Computer { name, .. } => SeatFace::computer(name),
        })
        .collect();
    let mut written = Vec::new();
    for h in &r.hands {
        for (i, t) in h.tricks.iter().enumerate() {
            let picture = RevealPicture::new(&seats, &t.trick)?;
            let path = dir.join(format!("hand{}-trick{}.png", h.number + 1, i + 1));
            std::fs::write(&path, png(&reveal_svg(&picture))?)
                .with_context(|| format!("cannot write {}", path.display()))?;
            written.push(path);
        }
    }
    Ok(written)
}

/// The whole match, as `ribs play` tells a match: deals, bidding, plays, reveals, results.
pub fn narrate(r: &Replay, out: &mut (impl Write + ?Sized)) -> std::io::Result<()> {
    let names = super::export::names(r);
    let name = |s: Seat| names[s.index()].clone();
    writeln!(
        out,
        "Match {}: {} · {}.",
        r.id,
        names.join(", "),
        text::ribs::options(Lang::En, &r.options).join(", ")
    )?;
    for h in &r.hands {
        writeln!(
            out,
            "\n── Hand {} · dealer: {} ──",
            h.number + 1,
            name(h.dealer)
        )?;
        for (seat, cards) in h.dealt.iter() {
            writeln!(out, "  {:<12} {cards}", name(seat))?;
        }
        for (i, t) in h.tricks.iter().enumerate() {
            let calls: Vec<String> = t
                .calls
                .iter()
                .map(|(s, c)| match c {
                    Call::Bid(b) => format!("{} {b}", name(*s)),
                    Call::Pass => format!("{} passes", name(*s)),
                    Call::None => String::new(),
                })
                .collect();
            let s = &t.trick;
            writeln!(out, "Trick {}. Bidding: {}.", i + 1, calls.join(", "))?;
            writeln!(
                out,
                "  {} bids {} and lays the ribs {} {}",
                name(s.bidder),
                s.bid,
                s.ribs[0],
                s.ribs[1]
            )?;
            for (seat, play) in s.plays_in_order() {
                let shown = match play {
                    SeenPlay::FaceUp(c) => format!("{} {}", c[0], c[1]),
                    SeenPlay::Folded(Some(c)) => format!("{} {} face down", c[0], c[1]),
                    SeenPlay::Folded(None) => "face down".into(),
                };
                let outcome = text::ribs::outcome(Lang::En, s.outcomes[seat], s.bid_made);
                writeln!(out, "    {:<12} {shown:<16} {outcome}", name(seat))?;
            }
            let verdict = text::ribs::verdict(Lang::En, s, name);
            let points: Vec<String> = t
                .scores
                .iter()
                .map(|(seat, p)| format!("{} {p}", name(seat)))
                .collect();
            writeln!(out, "  {verdict}. Points: {}", points.join(" · "))?;
        }
        let won: Vec<String> = h
            .winners
            .iter()
            .filter(|(_, w)| **w)
            .map(|(s, _)| name(s))
            .collect();
        let wins: Vec<String> = h
            .hand_wins
            .iter()
            .map(|(seat, w)| format!("{} {w}", name(seat)))
            .collect();
        writeln!(
            out,
            "Hand {} goes to {}. Hand wins: {}",
            h.number + 1,
            won.join(" and "),
            wins.join(" · ")
        )?;
    }
    writeln!(out, "\n{} wins the match.", name(r.winner))
}
