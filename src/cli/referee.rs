//! `ribs referee`: one trick or one whole hand as JSON in, the ruling as JSON out.
//!
//! The contract is the last section of RULES.md. Input is untrusted: it is parsed into
//! typed documents (with the path of any type error), checked against the pack, and then
//! replayed through the engine, whose errors are reported with the place they arose
//! (`tricks[1].bids[3]: Cat already passed`). Every rule is the engine's: this module maps
//! a document onto engine actions (and card identities onto its ranks), and the engine's
//! refusals back onto positions in the document, in words that name the players.

use std::collections::HashMap;
use std::io::Read;
use std::process::ExitCode;

use serde::Deserialize;
use serde_json::{Map, Value, json};
use thiserror::Error;

use crate::games::ribs::trick::resolve;
use crate::games::ribs::{
    Action, ActionError, CARDS_PER_SEAT, Card, CardName, CardSet, Hand, MAX_SEATS, MIN_SEATS,
    Options, PerSeat, Phase, Played, Rank, Seat, TRICKS, TrickRecord,
};
use crate::text::Lang;

mod crazy_eights;
mod oh_hell;

pub use crazy_eights::CrazyEightsReferee;
mod gin_rummy;

pub use gin_rummy::GinRummyReferee;
mod cribbage;

pub use cribbage::CribbageReferee;

/// Why a document could not be ruled: what is wrong, and where.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{}", if path.is_empty() { message.clone() } else { format!("{path}: {message}") })]
pub struct RefereeError {
    pub path: String,
    pub message: String,
}

fn err(path: impl Into<String>, message: impl Into<String>) -> RefereeError {
    RefereeError {
        path: path.into(),
        message: message.into(),
    }
}

/// The `players` of a document of game `G`: distinct, non-empty names, as many as the
/// game seats; each fault with its path (`players[2]: Ann is seated twice`).
pub(crate) fn players_of<G: crate::games::Game>(
    value: Option<&Value>,
) -> Result<Vec<String>, RefereeError> {
    let seats = G::seats_allowed();
    let (min, max) = (*seats.start(), *seats.end());
    let list = match value {
        Some(Value::Array(list)) => list,
        Some(_) if min == max => {
            return Err(err(
                "players",
                format!("expected a list of {min} distinct names"),
            ));
        }
        Some(_) => {
            let expected = format!("expected a list of {min} to {max} distinct names");
            return Err(err("players", expected));
        }
        None => return Err(err("", "missing key \"players\"")),
    };
    let mut names: Vec<String> = Vec::new();
    for (i, name) in list.iter().enumerate() {
        let path = format!("players[{i}]");
        let Value::String(name) = name else {
            return Err(err(path, "expected a name"));
        };
        if name.trim().is_empty() {
            return Err(err(path, "a player needs a name"));
        }
        if names.contains(name) {
            return Err(err(path, format!("{name} is seated twice")));
        }
        names.push(name.clone());
    }
    if !(usize::from(min)..=usize::from(max)).contains(&names.len()) {
        let said = crate::text::players_needed(Lang::En, G::KIND);
        let message = format!("{said}; this hand has {}", names.len());
        return Err(err("players", message));
    }
    Ok(names)
}

/// `ribs referee`'s flags.
#[derive(Debug, clap::Args)]
pub struct RefereeArgs {
    #[command(flatten)]
    pub game: crate::cli::GameArg,
}

/// A game's referee: how one document of its contract (`shared/games/<id>.md`) is ruled.
/// `main` reads the input and prints the ruling the same way for every game; each game
/// plugs in its own module.
pub trait Referee {
    /// Rules one document.
    ///
    /// # Errors
    /// What is wrong with the document, and where.
    fn rule(input: &str) -> Result<Value, RefereeError>;

    /// What is said of input that is not UTF-8.
    fn not_utf8() -> RefereeError {
        err("", "not UTF-8: a document is JSON text")
    }
}

/// Ribs' referee: one trick or one hand (RULES.md).
pub struct RibsReferee;

impl Referee for RibsReferee {
    fn rule(input: &str) -> Result<Value, RefereeError> {
        rule(input)
    }

    fn not_utf8() -> RefereeError {
        err(
            "",
            "cannot read standard input: stream did not contain valid UTF-8",
        )
    }
}

/// Oh Hell!'s referee: one hand in the common envelope (`oh-hell.md`).
pub struct OhHellReferee;

impl Referee for OhHellReferee {
    fn rule(input: &str) -> Result<Value, RefereeError> {
        oh_hell::rule(input)
    }
}

/// Reads stdin, prints the ruling (exit 0) or `{"error": ...}` (exit 2), by the contract
/// of the game of `--game`.
pub fn main(args: &RefereeArgs) -> ExitCode {
    crate::games::with_game!(args.game.game, G => <G as crate::cli::Tools>::referee())
}

/// Reads stdin and prints game `R`'s ruling of it.
pub(crate) fn referee<R: Referee>() -> ExitCode {
    let mut input = Vec::new();
    let ruling = match std::io::stdin().read_to_end(&mut input) {
        Ok(_) => match std::str::from_utf8(&input) {
            Ok(text) => R::rule(text),
            Err(_) => Err(R::not_utf8()),
        },
        Err(e) => Err(err("", format!("cannot read standard input: {e}"))),
    };
    match ruling {
        Ok(value) => {
            println!("{value}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            println!("{}", json!({ "error": e.to_string() }));
            ExitCode::from(2)
        }
    }
}

/// Rules a referee document (a trick or a hand).
///
/// # Errors
/// When the text is not JSON, not a document of the contract, or describes something the
/// rules do not allow.
pub fn rule(input: &str) -> Result<Value, RefereeError> {
    if input.trim().is_empty() {
        return Err(err(
            "",
            "no document: expected one JSON trick or hand on standard input",
        ));
    }
    let value: Value =
        serde_json::from_str(input).map_err(|e| err("", format!("not JSON: {e}")))?;
    let Value::Object(ref object) = value else {
        return Err(err(
            "",
            "expected a JSON object: a trick (with \"bidder\") or a hand (with \"players\")",
        ));
    };
    if object.contains_key("players") {
        rule_hand(&parse::<HandDoc>(value)?)
    } else if object.contains_key("bidder") {
        rule_trick(&parse::<TrickDoc>(value)?)
    } else {
        Err(err(
            "",
            "expected a trick (with \"bidder\") or a hand (with \"players\")",
        ))
    }
}

fn parse<T: for<'de> Deserialize<'de>>(value: Value) -> Result<T, RefereeError> {
    serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        let path = if path == "." { String::new() } else { path };
        err(path, e.into_inner().to_string())
    })
}

// ----- Documents -----

/// A card as the referee reads it: a rank, with any suit ignored.
#[derive(Clone, Copy, Debug)]
struct RankText(Rank);

impl<'de> Deserialize<'de> for RankText {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        text.parse::<CardName>()
            .map(|n| RankText(n.rank))
            .map_err(serde::de::Error::custom)
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct TrickDoc {
    bidder: String,
    bid: u32,
    ribs: Vec<RankText>,
    plays: Vec<PlayDoc>,
    #[serde(default)]
    variant: Option<Options>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayDoc {
    player: String,
    #[serde(default)]
    cards: Option<Vec<RankText>>,
    #[serde(default)]
    fold: Option<Vec<RankText>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct HandDoc {
    players: Vec<String>,
    dealer: String,
    #[serde(default)]
    variant: Option<Options>,
    hands: Map<String, Value>,
    tricks: Vec<HandTrickDoc>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct HandTrickDoc {
    bids: Vec<BidDoc>,
    ribs: Vec<RankText>,
    plays: Vec<PlayDoc>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct BidDoc {
    player: String,
    #[serde(default)]
    bid: Option<u32>,
    #[serde(default)]
    pass: Option<bool>,
}

/// A play's two ranks and whether they were folded.
fn play_of(doc: &PlayDoc, path: &str) -> Result<([Rank; 2], bool), RefereeError> {
    let (cards, folded, key) = match (&doc.cards, &doc.fold) {
        (Some(c), None) => (c, false, "cards"),
        (None, Some(f)) => (f, true, "fold"),
        (Some(_), Some(_)) => {
            return Err(err(
                path,
                "give either \"cards\" (face up) or \"fold\" (face down), not both",
            ));
        }
        (None, None) => {
            return Err(err(
                path,
                "missing \"cards\" (face up) or \"fold\" (face down)",
            ));
        }
    };
    Ok((two(cards, &format!("{path}.{key}"))?, folded))
}

fn two(cards: &[RankText], path: &str) -> Result<[Rank; 2], RefereeError> {
    match cards {
        [a, b] => Ok([a.0, b.0]),
        _ => Err(err(
            path,
            format!("a play is two cards, not {}", cards.len()),
        )),
    }
}

fn check_players(count: usize, path: &str, what: &str) -> Result<u8, RefereeError> {
    if !(usize::from(MIN_SEATS)..=usize::from(MAX_SEATS)).contains(&count) {
        return Err(err(
            path,
            format!(
                "{}; {what} has {count}",
                crate::text::ribs::players_needed(Lang::En)
            ),
        ));
    }
    Ok(count as u8)
}

/// Hands out card identities rank by rank, refusing more copies than the pack holds.
struct Pack {
    players: u8,
    /// Copies taken so far, by rank.
    used: [u8; Rank::ALL.len()],
}

impl Pack {
    fn new(players: u8) -> Pack {
        Pack {
            players,
            used: [0; Rank::ALL.len()],
        }
    }

    fn take(&mut self, rank: Rank, path: &str) -> Result<Card, RefereeError> {
        let used = &mut self.used[rank.index()];
        if *used >= self.players {
            return Err(err(
                path,
                format!(
                    "one {rank} too many: a pack for {} players has {} of each rank",
                    self.players, self.players
                ),
            ));
        }
        *used += 1;
        Ok(Card::new(rank, *used - 1))
    }
}

// ----- One trick -----

fn rule_trick(doc: &TrickDoc) -> Result<Value, RefereeError> {
    let options = doc.variant.unwrap_or_default();
    let seats = check_players(
        doc.plays.len() + 1,
        "plays",
        "this trick (the bidder and the plays)",
    )?;
    let mut names: Vec<&str> = vec![doc.bidder.as_str()];
    for (i, play) in doc.plays.iter().enumerate() {
        let path = format!("plays[{i}]");
        if play.player == doc.bidder {
            return Err(err(
                path,
                format!(
                    "{} is the bidder: the bidder's cards are the ribs",
                    play.player
                ),
            ));
        }
        if names.contains(&play.player.as_str()) {
            return Err(err(path, format!("{} plays twice", play.player)));
        }
        names.push(&play.player);
    }
    options
        .check_bid(doc.bid)
        .map_err(|e| err("bid", e.to_string()))?;

    let mut pack = Pack::new(seats);
    let rib_ranks = match doc.ribs.as_slice() {
        [a, b] => [a.0, b.0],
        other => {
            return Err(err(
                "ribs",
                format!("the ribs are two cards, not {}", other.len()),
            ));
        }
    };
    let ribs = [
        pack.take(rib_ranks[0], "ribs[0]")?,
        pack.take(rib_ranks[1], "ribs[1]")?,
    ];
    let mut plays = PerSeat::<Option<Played>>::new(seats);
    for (i, play) in doc.plays.iter().enumerate() {
        let path = format!("plays[{i}]");
        let seat = Seat(i as u8 + 1);
        let (ranks, folded) = play_of(play, &path)?;
        if folded {
            options
                .check_folding()
                .map_err(|e| err(&path, about(&e, seat, &|s| names[s.index()].into())))?;
        }
        let key = if folded { "fold" } else { "cards" };
        let cards = [
            pack.take(ranks[0], &format!("{path}.{key}[0]"))?,
            pack.take(ranks[1], &format!("{path}.{key}[1]"))?,
        ];
        plays[seat] = Some(if folded {
            Played::Folded(cards)
        } else {
            Played::FaceUp(cards)
        });
    }
    let record = resolve(0, Seat(0), doc.bid, ribs, plays, options.beat_rule());
    Ok(trick_json(&record, &names))
}

// ----- One hand -----

fn rule_hand(doc: &HandDoc) -> Result<Value, RefereeError> {
    let options = doc.variant.unwrap_or_default();
    let seats = check_players(doc.players.len(), "players", "this hand")?;
    let seat_of = seating(&doc.players)?;
    let names: Vec<&str> = doc.players.iter().map(String::as_str).collect();
    let seat = |name: &str, path: &str| {
        seat_of
            .get(name)
            .copied()
            .ok_or_else(|| err(path, format!("{name} is not one of the players")))
    };
    let dealer = seat(&doc.dealer, "dealer")?;

    let mut hand = deal_of(doc, &names, seats, (options, dealer), &seat)?;

    let name = |s: Seat| names[s.index()].to_string();
    let mut rulings = Vec::new();
    for (t, trick) in doc.tricks.iter().enumerate() {
        let path = format!("tricks[{t}]");
        if t >= usize::from(TRICKS) {
            return Err(err(path, format!("a hand has only {TRICKS} tricks")));
        }
        for (b, call) in trick.bids.iter().enumerate() {
            let path = format!("{path}.bids[{b}]");
            let who = seat(&call.player, &format!("{path}.player"))?;
            if let (Phase::Ribs | Phase::Play | Phase::Over, Some((bidder, bid))) =
                (hand.phase(), hand.high_bid())
            {
                // A call after the bidding ended: say who won it (as the engine would to its
                // bidder), not whose turn it is.
                let over = ActionError::BiddingOver { bidder, bid };
                return Err(err(path, about(&over, who, &name)));
            }
            let action = match (call.bid, call.pass) {
                (Some(n), None | Some(false)) => Action::Bid(n),
                (None, Some(true)) => Action::Pass,
                (None, Some(false)) | (None, None) => {
                    return Err(err(path, "a call is {\"bid\": n} or {\"pass\": true}"));
                }
                (Some(_), Some(true)) => return Err(err(path, "a call cannot both bid and pass")),
            };
            apply(&mut hand, who, action, &path, &name)?;
        }
        if hand.phase() == Phase::Bidding {
            let next = hand.to_act().map(&name).unwrap_or_default();
            return Err(err(
                format!("{path}.bids"),
                format!("the bidding is not finished: {next} has yet to bid or pass"),
            ));
        }
        let (bidder, _) = hand_bid(&hand);
        let ribs_ranks = match trick.ribs.as_slice() {
            [a, b] => [a.0, b.0],
            other => {
                return Err(err(
                    format!("{path}.ribs"),
                    format!("the ribs are two cards, not {}", other.len()),
                ));
            }
        };
        let ribs = pick(&hand, bidder, ribs_ranks, &format!("{path}.ribs"), &name)?;
        apply(
            &mut hand,
            bidder,
            Action::Ribs(ribs),
            &format!("{path}.ribs"),
            &name,
        )?;
        for (p, play) in trick.plays.iter().enumerate() {
            let path = format!("{path}.plays[{p}]");
            let who = seat(&play.player, &format!("{path}.player"))?;
            if hand.trick() as usize != t {
                return Err(err(path, "everyone has already played to this trick"));
            }
            let (ranks, folded) = play_of(play, &path)?;
            let key = if folded { "fold" } else { "cards" };
            // Out of turn: said before the cards are looked for in the wrong hand.
            if let Some(waiting_for) = hand.to_act().filter(|next| *next != who) {
                let turn = ActionError::NotYourTurn { waiting_for };
                return Err(err(path, about(&turn, who, &name)));
            }
            let cards = pick(&hand, who, ranks, &format!("{path}.{key}"), &name)?;
            let action = if folded {
                Action::Fold(cards)
            } else {
                Action::FaceUp(cards)
            };
            apply(&mut hand, who, action, &path, &name)?;
        }
        if hand.trick() as usize == t {
            let next = hand.to_act().map(&name).unwrap_or_default();
            return Err(err(
                format!("{path}.plays"),
                format!("the trick is not finished: {next} has not played"),
            ));
        }
        let record = hand.tricks().nth(t).expect("the trick was just resolved");
        rulings.push(trick_json(record, &names));
    }
    if !hand.is_over() {
        return Err(err(
            "tricks",
            format!("a hand has {TRICKS} tricks, this one {}", doc.tricks.len()),
        ));
    }
    Ok(hand_json(&hand, &names, rulings))
}

/// Each player's seat, in the order named: refused when a name is empty or given twice.
fn seating(players: &[String]) -> Result<HashMap<&str, Seat>, RefereeError> {
    let mut seat_of: HashMap<&str, Seat> = HashMap::new();
    for (i, name) in players.iter().enumerate() {
        if name.trim().is_empty() {
            return Err(err(format!("players[{i}]"), "a player needs a name"));
        }
        if seat_of.insert(name, Seat(i as u8)).is_some() {
            return Err(err(
                format!("players[{i}]"),
                format!("{name} is seated twice"),
            ));
        }
    }
    Ok(seat_of)
}

/// The ruling of a whole hand: its tricks' rulings, the scores and the winners.
fn hand_json(hand: &Hand, names: &[&str], rulings: Vec<Value>) -> Value {
    let seats = hand.seats();
    let scores = hand.scores();
    let winners = hand.leaders();
    let mut score_map = Map::new();
    for s in Seat::all(seats) {
        score_map.insert(names[s.index()].to_string(), json!(scores[s]));
    }
    let winner_names: Vec<String> = Seat::all(seats)
        .filter(|s| winners[*s])
        .map(|s| names[s.index()].to_string())
        .collect();
    json!({ "tricks": rulings, "scores": score_map, "winners": winner_names })
}

/// A hand document's deal: every player's ranks, copies numbered in the order they
/// appear, with players named by `seat`.
fn deal_of(
    doc: &HandDoc,
    names: &[&str],
    seats: u8,
    (options, dealer): (Options, Seat),
    seat: &dyn Fn(&str, &str) -> Result<Seat, RefereeError>,
) -> Result<Hand, RefereeError> {
    for name in doc.hands.keys() {
        seat(name, &format!("hands.{name}"))?;
    }
    let mut pack = Pack::new(seats);
    let mut held = PerSeat::<CardSet>::new(seats);
    for (i, name) in names.iter().enumerate() {
        let path = format!("hands.{name}");
        let value = doc
            .hands
            .get(*name)
            .ok_or_else(|| err("hands", format!("no hand for {name}")))?;
        let ranks: Vec<RankText> = parse::<Vec<RankText>>(value.clone())
            .map_err(|e| err(join(&path, &e.path), e.message))?;
        if ranks.len() != CARDS_PER_SEAT as usize {
            return Err(err(
                path,
                format!("a hand is {CARDS_PER_SEAT} cards, not {}", ranks.len()),
            ));
        }
        for (j, rank) in ranks.iter().enumerate() {
            held[Seat(i as u8)].insert(pack.take(rank.0, &format!("{path}[{j}]"))?);
        }
    }
    Hand::from_deal(options, dealer, 0, held).map_err(|e| err("hands", e.to_string()))
}

fn join(base: &str, sub: &str) -> String {
    if sub.is_empty() {
        base.to_string()
    } else if sub.starts_with('[') {
        format!("{base}{sub}")
    } else {
        format!("{base}.{sub}")
    }
}

fn hand_bid(hand: &Hand) -> (Seat, u32) {
    hand.high_bid().expect("the bidding has been opened")
}

/// Two held cards of the given ranks (two different copies for a pair).
fn pick(
    hand: &Hand,
    seat: Seat,
    ranks: [Rank; 2],
    path: &str,
    name: &impl Fn(Seat) -> String,
) -> Result<[Card; 2], RefereeError> {
    let mut held = hand.held(seat);
    let mut out = [Card::new(Rank::Ace, 0); 2];
    for (i, rank) in ranks.into_iter().enumerate() {
        let card = held.lowest_of(rank).ok_or_else(|| {
            let have = hand.held(seat).count(rank);
            let message = if have == 0 {
                format!("{} does not hold a {rank}", name(seat))
            } else {
                format!("{} holds only one {rank}", name(seat))
            };
            err(format!("{path}[{i}]"), message)
        })?;
        held.remove(card);
        out[i] = card;
    }
    Ok(out)
}

/// Applies one action, or says why the engine refused it, about the player who tried.
fn apply(
    hand: &mut Hand,
    seat: Seat,
    action: Action,
    path: &str,
    name: &impl Fn(Seat) -> String,
) -> Result<(), RefereeError> {
    hand.apply(seat, action)
        .map(drop)
        .map_err(|e| err(path, about(&e, seat, &name)))
}

/// The ruling of one trick as RULES.md spells it, players named.
fn trick_json(record: &TrickRecord, names: &[&str]) -> Value {
    let name = |s: Seat| names[s.index()].to_string();
    let ranks =
        |cards: CardSet| -> Vec<String> { cards.iter().map(|c| c.rank.to_string()).collect() };
    let mut outcomes = Map::new();
    let mut captured = Map::new();
    for (seat, _) in record.plays_in_order() {
        outcomes.insert(name(seat), json!(record.outcomes[seat].as_str()));
    }
    let mut in_order = vec![record.bidder];
    in_order.extend(record.plays_in_order().map(|(s, _)| s));
    for seat in in_order {
        if !record.captured(seat).is_empty() {
            captured.insert(name(seat), json!(ranks(record.captured(seat))));
        }
    }
    let cracked = record.cracked_by.is_some();
    // The ribs of a lost bid first, then the folds in playing order, as RULES.md shows it.
    let mut discarded: Vec<String> = Vec::new();
    if !cracked && !record.bid_made {
        discarded.extend(record.ribs.iter().map(|c| c.rank.to_string()));
    }
    for (_, play) in record.plays_in_order() {
        if let Played::Folded(cards) = play {
            discarded.extend(cards.iter().map(|c| c.rank.to_string()));
        }
    }
    debug_assert_eq!(discarded.len() as u32, record.discarded().len());
    json!({
        "bidder": name(record.bidder),
        "bid": record.bid,
        "ribs": [record.ribs[0].rank.to_string(), record.ribs[1].rank.to_string()],
        "cracked_by": record.cracked_by.map(name),
        "outcomes": outcomes,
        "defeated_value": if cracked { Value::Null } else { json!(record.defeated_value) },
        "bid_made": if cracked { Value::Null } else { json!(record.bid_made) },
        "captured": captured,
        "discarded": discarded,
    })
}

/// A refusal about `actor`, the seat that tried, as the referee rules: in English, from the
/// message files.
fn about(error: &ActionError, actor: Seat, name: &dyn Fn(Seat) -> String) -> String {
    crate::text::ribs::action_error_about(Lang::En, error, actor, name)
}
