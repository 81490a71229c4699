//! `ribs export --db PATH_OR_URL MATCH [--hand N]`: a recorded match's hands as the referee's
//! whole-hand documents (RULES.md, "The referee contract"), one JSON document a line, so that
//! `ribs referee` can rule any recorded hand again.

use anyhow::Context;
use clap::Args;
use serde_json::{Map, Value, json};

use crate::games::ribs::{Call, Card, SeenPlay};
use crate::table::archive::Archive;
use crate::table::replay::{Replay, ReplayHand};
use crate::table::{MatchId, Occupant, TableError};

#[derive(Debug, Args)]
pub struct ExportArgs {
    /// The database: a file (the bot's, or `ribs play --db`'s), or the bots' PostgreSQL
    /// database by its postgres:// URL.
    #[arg(long, value_name = "PATH_OR_URL")]
    pub db: String,
    /// The match's number (`ribs replay --db PATH_OR_URL` lists them).
    #[arg(value_name = "MATCH")]
    pub table: i64,
    /// Only this hand (1 for the first).
    #[arg(long)]
    pub hand: Option<u32>,
}

pub fn main(args: &ExportArgs) -> anyhow::Result<()> {
    let replay = finished_match(&args.db, args.table)?;
    let hands: Vec<&ReplayHand> = match args.hand {
        None => replay.hands.iter().collect(),
        Some(n) => {
            let hand = replay
                .hands
                .get(n.checked_sub(1).context("--hand counts from 1")? as usize)
                .with_context(|| {
                    let hands = crate::t!(
                        crate::text::Lang::En,
                        "count-hands",
                        count = replay.hands.len()
                    );
                    format!("match {} has only {hands}", args.table)
                })?;
            vec![hand]
        }
    };
    for hand in hands {
        println!("{}", hand_document(&replay, hand));
    }
    Ok(())
}

/// A finished match of the database at `db`, whole, with an error that says which match
/// and why for one that is not there or not finished.
///
/// # Errors
/// The file does not open; no such finished match; its log does not replay.
pub fn finished_match(db: &str, table: i64) -> anyhow::Result<Replay> {
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let archive = Archive::open_at(db).await?;
        let replay = archive.replay(MatchId(table)).await;
        let name = archive.name();
        archive.close().await;
        match replay {
            Ok(replay) => Ok(replay),
            Err(TableError::NoTable) => anyhow::bail!(
                "there is no finished match {table} in {name} (`ribs replay --db {name}` lists them)"
            ),
            Err(TableError::NotFinished) => anyhow::bail!(
                "match {table} is still being played: it can be replayed once it is over"
            ),
            Err(e) => Err(anyhow::Error::from(e).context(format!("match {table}"))),
        }
    })
}

/// The players' names for the referee: each seat's name, made unique where two people
/// share one.
pub fn names(replay: &Replay) -> Vec<String> {
    let names: Vec<&str> = replay.seats.iter().map(Occupant::name).collect();
    (0..names.len())
        .map(|i| crate::text::seat_label(crate::text::Lang::En, &names, i))
        .collect()
}

fn ranks(cards: impl IntoIterator<Item = Card>) -> Value {
    cards
        .into_iter()
        .map(|c| json!(c.rank.to_string()))
        .collect()
}

/// One hand of a match as the referee's whole-hand document.
pub fn hand_document(replay: &Replay, hand: &ReplayHand) -> Value {
    let names = names(replay);
    let name = |seat: crate::games::ribs::Seat| json!(names[seat.index()]);
    let mut hands = Map::new();
    for (seat, cards) in hand.dealt.iter() {
        hands.insert(names[seat.index()].clone(), ranks(cards.iter()));
    }
    let tricks: Vec<Value> = hand
        .tricks
        .iter()
        .map(|t| {
            let bids: Vec<Value> = t
                .calls
                .iter()
                .filter_map(|(seat, call)| match call {
                    Call::Bid(n) => Some(json!({"player": name(*seat), "bid": n})),
                    Call::Pass => Some(json!({"player": name(*seat), "pass": true})),
                    Call::None => None,
                })
                .collect();
            let plays: Vec<Value> = t
                .trick
                .plays_in_order()
                .map(|(seat, play)| match play {
                    SeenPlay::FaceUp(c) => json!({"player": name(seat), "cards": ranks(c)}),
                    SeenPlay::Folded(Some(c)) => json!({"player": name(seat), "fold": ranks(c)}),
                    SeenPlay::Folded(None) => json!({"player": name(seat), "fold": []}),
                })
                .collect();
            json!({"bids": bids, "ribs": ranks(t.trick.ribs), "plays": plays})
        })
        .collect();
    json!({
        "players": names,
        "dealer": name(hand.dealer),
        "variant": replay.options,
        "hands": hands,
        "tricks": tricks,
    })
}
