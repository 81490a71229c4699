//! `ribs export --db PATH_OR_URL MATCH [--game ID] [--hand N]`: a recorded match as its
//! game's documents, one JSON document a line. A Ribs match: its hands as the referee's
//! whole-hand documents (RULES.md, "The referee contract"), so that `ribs referee` can rule
//! any recorded hand again. A match of another game: the match whole, as the contract
//! replays it (options, seats, seed, every action in the game's JSON, the outcome); see
//! [`super::replay::Retold`].

use anyhow::Context;
use clap::Args;
use serde_json::{Map, Value, json};

use super::replay::Retold;
use crate::games::GameKind;
use crate::games::ribs::{Call, Card, SeenPlay};
use crate::table::archive::Archive;
use crate::table::replay::{Finished, Replay, ReplayHand};
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
    /// Only this hand (1 for the first), in a game played in hands.
    #[arg(long)]
    pub hand: Option<u32>,
    /// The game whose documents to write: a match of another game is refused.
    #[command(flatten)]
    pub game: super::GameArg,
}

pub fn main(args: &ExportArgs) -> anyhow::Result<()> {
    let documents = with_finished(
        &args.db,
        args.table,
        Export {
            game: args.game.game,
            hand: args.hand,
        },
    )??;
    for document in documents {
        println!("{document}");
    }
    Ok(())
}

/// Exporting a finished match as its game's documents.
struct Export {
    game: GameKind,
    hand: Option<u32>,
}

impl Work for Export {
    type Out = anyhow::Result<Vec<Value>>;

    fn run<G: Retold>(self, finished: Finished<G>) -> Self::Out {
        if finished.game != self.game {
            anyhow::bail!(
                "match {} is a match of {}, not {}: export it with --game {}",
                finished.id,
                finished.game,
                self.game,
                finished.game
            );
        }
        G::documents(&finished, self.hand)
    }
}

/// Work done with a finished match as its own game's (read by [`with_finished`]).
pub(crate) trait Work {
    type Out;
    fn run<G: Retold>(self, finished: Finished<G>) -> Self::Out;
}

/// Reads finished match `table` of the database at `db` as its own game's, and does `work`
/// with it, with an error that says which match and why for one that is not there or not
/// finished.
///
/// # Errors
/// The database does not open; no such finished match; its log does not replay.
pub(crate) fn with_finished<W: Work>(db: &str, table: i64, work: W) -> anyhow::Result<W::Out> {
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let archive = Archive::open_at(db).await?;
        let id = MatchId(table);
        let read = match archive.game_of(id).await {
            Ok(game) => read_as(&archive, id, game, work).await,
            Err(e) => Err(e),
        };
        let name = archive.name();
        archive.close().await;
        read.map_err(|e| refused(e, table, &name))
    })
}

/// Reads a finished match as game `game`'s and runs `work` on it: each new game adds its
/// arm here, and the compiler names it where it is missing.
pub(crate) async fn read_as<W: Work>(
    archive: &Archive,
    id: MatchId,
    game: GameKind,
    work: W,
) -> Result<W::Out, TableError> {
    Ok(crate::games::with_game!(game, G => work.run(archive.finished::<G>(id).await?)))
}

/// Why a match cannot be read, said for the terminal.
fn refused(e: TableError, table: i64, name: &str) -> anyhow::Error {
    match e {
        TableError::NoTable => anyhow::anyhow!(
            "there is no finished match {table} in {name} (`ribs replay --db {name}` lists them)"
        ),
        TableError::NotFinished => anyhow::anyhow!(
            "match {table} is still being played: it can be replayed once it is over"
        ),
        e => anyhow::Error::from(e).context(format!("match {table}")),
    }
}

/// A Ribs match's hands as the referee's documents: every hand, or hand `hand` alone (1
/// the first).
///
/// # Errors
/// `hand` is 0 or past the match's last hand.
pub fn ribs_documents(replay: &Replay, hand: Option<u32>) -> anyhow::Result<Vec<Value>> {
    let hands: Vec<&ReplayHand> = match hand {
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
                    format!("match {} has only {hands}", replay.id)
                })?;
            vec![hand]
        }
    };
    Ok(hands
        .into_iter()
        .map(|hand| hand_document(replay, hand))
        .collect())
}

/// The players' names for the referee: each seat's name, made unique where two people
/// share one.
pub fn names(replay: &Replay) -> Vec<String> {
    seat_names(&replay.seats)
}

/// Each seat's name, made unique where two people share one.
pub fn seat_names(seats: &[Occupant]) -> Vec<String> {
    let names: Vec<&str> = seats.iter().map(Occupant::name).collect();
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
