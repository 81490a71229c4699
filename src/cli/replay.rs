//! `ribs replay --db PATH_OR_URL [MATCH]`: a finished match told hand by hand and trick by trick,
//! every card shown (the match is over); without MATCH, the recent finished matches.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;

use crate::games::ribs::{Call, Seat, SeenPlay};
use crate::table::archive::Archive;
use crate::table::replay::Replay;
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
    /// (`hand1-trick1.png`, ...), into this directory.
    #[arg(long, value_name = "DIR", requires = "table")]
    pub png: Option<PathBuf>,
}

pub fn main(args: &ReplayArgs) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    if let Some(id) = args.table {
        let replay = super::export::finished_match(&args.db, id)?;
        narrate(&replay, &mut out)?;
        if let Some(dir) = &args.png {
            for path in pictures(&replay, dir)? {
                writeln!(out, "wrote {}", path.display())?;
            }
        }
        return Ok(());
    }
    let runtime = tokio::runtime::Runtime::new()?;
    let (recent, name) = runtime.block_on(async {
        let archive = Archive::open_at(&args.db).await?;
        let recent = archive.recent(20).await;
        let name = archive.name();
        archive.close().await;
        anyhow::Ok((recent?, name))
    })?;
    if recent.is_empty() {
        writeln!(out, "No finished match in {name}.")?;
    }
    for m in recent {
        let names: Vec<&str> = m.seats.iter().map(|(name, _)| name.as_str()).collect();
        let label = |i: usize| text::seat_label(Lang::En, &names, i);
        let seats: Vec<String> = m
            .hand_wins
            .iter()
            .enumerate()
            .map(|(i, wins)| format!("{} {wins}", label(i)))
            .collect();
        writeln!(
            out,
            "match {}: {} won · hand wins {}",
            m.table,
            label(usize::from(m.winner)),
            seats.join(" · ")
        )?;
    }
    Ok(())
}

/// Writes each trick's reveal picture into `dir` (made if missing); the files written.
fn pictures(r: &Replay, dir: &std::path::Path) -> anyhow::Result<Vec<PathBuf>> {
    use crate::picture::{RevealPicture, SeatFace, png, reveal_svg};
    use crate::table::Occupant;
    use anyhow::Context as _;
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
pub fn narrate(r: &Replay, out: &mut impl Write) -> std::io::Result<()> {
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
