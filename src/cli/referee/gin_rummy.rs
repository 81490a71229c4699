//! `ribs referee --game gin-rummy`: one hand of Gin Rummy in the common envelope, the
//! ruling out (the contract of `shared/games/gin-rummy.md`).
//!
//! Input is untrusted: the document is read key by key from JSON, so that every error
//! names the part at fault (`deal.hands.Bob[2]`, `options.gin_bonus`, `actions[1].melds[0]`),
//! and then its actions are replayed through the engine ([`Hand`]), whose refusals are
//! said about the player who tried, in English from the message files. Every rule is the
//! engine's: this module reads documents and writes rulings.

use serde_json::{Map, Value, json};

use super::{Referee, RefereeError, err};
use crate::cards::{Card, CardSet};
use crate::core::{PerSeat, Seat};
use crate::games::gin_rummy::meld::sorted_codes;
use crate::games::gin_rummy::{
    Action, DealError, Hand, HandResult, Melds, Options, Pile, Refusal, SEATS, STOCK_SIZE,
    Standing, other, settle,
};
use crate::games::{GameOptions, OptionValues};
use crate::text::Lang;

/// Gin Rummy's referee: one hand in the common envelope (`gin-rummy.md`).
pub struct GinRummyReferee;

impl Referee for GinRummyReferee {
    fn rule(input: &str) -> Result<Value, RefereeError> {
        rule(input)
    }
}

/// Rules one document.
///
/// # Errors
/// When the text is not JSON, not a hand of the contract, or describes something the
/// rules do not allow.
pub fn rule(input: &str) -> Result<Value, RefereeError> {
    if input.trim().is_empty() {
        return Err(err(
            "",
            "no document: expected one JSON hand on standard input",
        ));
    }
    let value: Value =
        serde_json::from_str(input).map_err(|e| err("", format!("not JSON: {e}")))?;
    let Value::Object(doc) = value else {
        return Err(err("", "expected a JSON object: one hand of Gin Rummy"));
    };
    let table = Table::read(&doc)?;
    let actions = match doc.get("actions") {
        Some(Value::Array(actions)) => actions,
        Some(_) => return Err(err("actions", "expected a list of actions")),
        None => {
            return Err(err(
                "",
                "missing key \"actions\" (a list, which may be empty)",
            ));
        }
    };
    let mut hand = table.hand.clone();
    let mut lay_offs: Vec<Card> = Vec::new();
    for (k, action) in actions.iter().enumerate() {
        let path = format!("actions[{k}]");
        let (seat, action, order) = table.read_action(action, &path)?;
        table.apply(&mut hand, seat, action, &path)?;
        if let Some(order) = order {
            lay_offs = order;
        }
    }
    Ok(table.ruling(&hand, &lay_offs))
}

const KEYS: [&str; 8] = [
    "game",
    "players",
    "dealer",
    "options",
    "deal",
    "scores_before",
    "hands_won_before",
    "actions",
];

/// What the document's envelope sets up.
struct Table {
    names: Vec<String>,
    options: Options,
    hand: Hand,
    points: PerSeat<u32>,
    hands_won: PerSeat<u32>,
}

impl Table {
    fn read(doc: &Map<String, Value>) -> Result<Table, RefereeError> {
        if let Some(key) = doc.keys().find(|k| !KEYS.contains(&k.as_str())) {
            return Err(err(key.as_str(), "unknown key"));
        }
        match doc.get("game") {
            None | Some(Value::Null) => {}
            Some(Value::String(game)) if game == "gin-rummy" => {}
            Some(other) => return Err(err("game", format!("expected \"gin-rummy\", not {other}"))),
        }
        let names = super::players_of::<crate::games::gin_rummy::GinRummy>(doc.get("players"))?;
        let dealer = match doc.get("dealer") {
            Some(Value::String(name)) => seat_of(&names, name)
                .ok_or_else(|| err("dealer", format!("{name} is not one of the players")))?,
            Some(_) => return Err(err("dealer", "expected a player's name")),
            None => return Err(err("", "missing key \"dealer\"")),
        };
        let options = options(doc.get("options"))?;
        let hand = match doc.get("deal") {
            Some(Value::Object(deal)) => dealt(deal, &names, options, dealer)?,
            Some(_) => {
                return Err(err(
                    "deal",
                    "expected an object with \"hands\", \"upcard\" and \"stock\"",
                ));
            }
            None => return Err(err("", "missing key \"deal\"")),
        };
        let points = context(doc.get("scores_before"), "scores_before", &names, 99)?;
        let hands_won = context(
            doc.get("hands_won_before"),
            "hands_won_before",
            &names,
            1000,
        )?;
        for seat in Seat::all(SEATS) {
            let (p, h) = (points[seat], hands_won[seat]);
            if (p == 0) != (h == 0) || h > p {
                let name = &names[seat.index()];
                return Err(err(
                    format!("hands_won_before.{name}"),
                    format!(
                        "{h} hands won with {p} points: no points means no hands, and each hand won scores at least 1"
                    ),
                ));
            }
        }
        Ok(Table {
            names,
            options,
            hand,
            points,
            hands_won,
        })
    }

    fn name(&self, seat: Seat) -> String {
        self.names[seat.index()].clone()
    }

    /// One action of the document: its seat, the engine's action, and the lay-offs in the
    /// order written (a spread's).
    fn read_action(
        &self,
        value: &Value,
        path: &str,
    ) -> Result<(Seat, Action, Option<Vec<Card>>), RefereeError> {
        let Value::Object(action) = value else {
            return Err(err(
                path,
                "expected an action: {\"player\": name, and one of \"pass\", \"draw\", \"discard\", \"knock\", \"spread\"}",
            ));
        };
        const ACTION_KEYS: [&str; 7] = [
            "player", "pass", "draw", "discard", "knock", "melds", "spread",
        ];
        if let Some(key) = action.keys().find(|k| !ACTION_KEYS.contains(&k.as_str())) {
            return Err(err(format!("{path}.{key}"), "unknown key"));
        }
        let seat = match action.get("player") {
            Some(Value::String(name)) => seat_of(&self.names, name).ok_or_else(|| {
                err(
                    format!("{path}.player"),
                    format!("{name} is not one of the players"),
                )
            })?,
            Some(_) => return Err(err(format!("{path}.player"), "expected a player's name")),
            None => return Err(err(path, "missing \"player\"")),
        };
        let kinds: Vec<&str> = ["pass", "draw", "discard", "knock", "spread"]
            .into_iter()
            .filter(|k| action.contains_key(*k))
            .collect();
        let [kind] = kinds.as_slice() else {
            return Err(err(
                path,
                format!(
                    "an action is exactly one of \"pass\", \"draw\", \"discard\", \"knock\", \"spread\", not {}",
                    if kinds.is_empty() {
                        "none".to_string()
                    } else {
                        kinds.join(" and ")
                    }
                ),
            ));
        };
        if *kind != "knock" && action.contains_key("melds") {
            return Err(err(
                format!("{path}.melds"),
                "only a knock declares melds here (a spread's go inside \"spread\")",
            ));
        }
        let value = &action[*kind];
        let at = format!("{path}.{kind}");
        let read = match *kind {
            "pass" if value == &Value::Bool(true) => (Action::Pass, None),
            "pass" => return Err(err(at, "expected true")),
            "draw" => match value.as_str() {
                Some("stock") => (Action::Draw(Pile::Stock), None),
                Some("discard") => (Action::Draw(Pile::Discard), None),
                _ => return Err(err(at, "expected \"stock\" or \"discard\"")),
            },
            "discard" => (Action::Discard(card(value, &at)?), None),
            "knock" => {
                let card = card(value, &at)?;
                let melds = match action.get("melds") {
                    Some(m) => melds(m, &format!("{path}.melds"))?,
                    None => {
                        return Err(err(
                            path,
                            "missing \"melds\" (a list of melds, which may be empty)",
                        ));
                    }
                };
                (Action::Knock { card, melds }, None)
            }
            _ => {
                let (melds, lay_offs) = spread(value, &at)?;
                let set: CardSet = lay_offs.iter().copied().collect();
                (
                    Action::Spread {
                        melds,
                        lay_offs: set,
                    },
                    Some(lay_offs),
                )
            }
        };
        Ok((seat, read.0, read.1))
    }

    /// Applies one action, or says why the engine refused it, about the player who tried
    /// and at the part of the action at fault.
    fn apply(
        &self,
        hand: &mut Hand,
        seat: Seat,
        action: Action,
        path: &str,
    ) -> Result<(), RefereeError> {
        let mut told = Vec::new();
        hand.apply_to(seat, action, &mut told).map_err(|refusal| {
            let name = |s: Seat| self.name(s);
            let why = crate::text::gin_rummy::refusal(Lang::En, &refusal, &name);
            let part = match (refusal, action) {
                (Refusal::Meld(fault), Action::Knock { .. }) => {
                    format!("{path}.melds[{}]", fault_index(fault))
                }
                (Refusal::Meld(fault), _) => format!("{path}.spread.melds[{}]", fault_index(fault)),
                (Refusal::KnockCardMelded(_) | Refusal::CountOver { .. }, _) => {
                    format!("{path}.melds")
                }
                (
                    Refusal::LayOffNotHeld(_)
                    | Refusal::LayOffMelded(_)
                    | Refusal::LayOffFitsNothing(_)
                    | Refusal::LayOffAfterGin,
                    _,
                ) => format!("{path}.spread.lay_offs"),
                _ => path.to_string(),
            };
            err(part, format!("{}: {why}", self.name(seat)))
        })
    }

    /// The ruling: the hand's result, or who is to act and how.
    fn ruling(&self, hand: &Hand, lay_offs: &[Card]) -> Value {
        let Some(result) = hand.result() else {
            let seat = hand.turn().unwrap_or(Seat(0));
            return json!({ "to_act": self.name(seat), "legal": self.legal(hand, seat) });
        };
        let standing = settle(
            self.options,
            1,
            hand.dealer(),
            (self.points, self.hands_won),
            result,
        );
        let mut scores = Map::new();
        for seat in Seat::all(SEATS) {
            let points = if result.winner == Some(seat) {
                result.points
            } else {
                0
            };
            scores.insert(self.name(seat), json!(points));
        }
        json!({ "result": self.result(result, lay_offs, &standing), "scores": scores })
    }

    fn result(&self, result: &HandResult, lay_offs: &[Card], standing: &Standing) -> Value {
        let ending = serde_json::to_value(result.ending).unwrap_or(Value::Null);
        let name = |s: Option<Seat>| s.map(|s| self.name(s));
        // Per player, the knocker first (as the rules file writes it).
        let per = |f: &dyn Fn(Seat) -> Value| -> Value {
            let Some(knocker) = result.knocker else {
                return Value::Null;
            };
            let mut map = Map::new();
            for seat in [knocker, other(knocker)] {
                map.insert(self.name(seat), f(seat));
            }
            Value::Object(map)
        };
        let melds = result.melds;
        let deadwood = result.deadwood;
        let counts = result.counts;
        let lay: Vec<String> = lay_offs.iter().map(|c| c.code()).collect();
        json!({
            "outcome": ending,
            "knocker": name(result.knocker),
            "winner": name(result.winner),
            "points": result.points,
            "bonus": result.bonus,
            "melds": per(&|s| melds.map_or(Value::Null, |m| melds_json(&m[s]))),
            "lay_offs": if result.knocker.is_some() { json!(lay) } else { Value::Null },
            "deadwood": per(&|s| deadwood.map_or(Value::Null, |d| json!(sorted_codes(d[s])))),
            "counts": per(&|s| counts.map_or(Value::Null, |c| json!(c[s]))),
            "game": self.game(standing),
        })
    }

    fn game(&self, standing: &Standing) -> Value {
        let map = |f: &dyn Fn(Seat) -> Value| -> Value {
            let mut m = Map::new();
            for seat in Seat::all(SEATS) {
                m.insert(self.name(seat), f(seat));
            }
            Value::Object(m)
        };
        let s = standing.settlement;
        json!({
            "points": map(&|seat| json!(standing.points[seat])),
            "hands_won": map(&|seat| json!(standing.hands_won[seat])),
            "over": standing.over,
            "next_dealer": standing.next_dealer.map(|d| self.name(d)),
            "winner": s.map(|s| self.name(s.winner)),
            "shutout": s.map(|s| s.shutout),
            "game_bonus": s.map(|s| s.game_bonus),
            "box_bonuses": s.map_or(Value::Null, |s| map(&|seat| json!(s.box_bonuses[seat]))),
            "totals": s.map_or(Value::Null, |s| map(&|seat| json!(s.totals[seat]))),
            "margin": s.map(|s| s.margin),
        })
    }

    /// The legal entries of the contract: one knock per card, melds free; the spread as
    /// every card some spread can lay off.
    fn legal(&self, hand: &Hand, seat: Seat) -> Vec<Value> {
        let mut legal: Vec<Value> = Vec::new();
        for action in hand.legal_actions(seat) {
            let entry = match action {
                Action::Pass => json!({ "pass": true }),
                Action::Draw(Pile::Stock) => json!({ "draw": "stock" }),
                Action::Draw(Pile::Discard) => json!({ "draw": "discard" }),
                Action::Discard(card) => json!({ "discard": card.code() }),
                Action::Knock { card, .. } => json!({ "knock": card.code() }),
                Action::Spread { .. } => {
                    json!({ "spread": { "lay_offs": sorted_codes(hand.layable(seat)) } })
                }
            };
            legal.push(entry);
        }
        legal
    }
}

fn fault_index(fault: crate::games::gin_rummy::MeldFault) -> usize {
    use crate::games::gin_rummy::MeldFault::*;
    match fault {
        NotAMeld { index } | NotHeld { index, .. } | Twice { index, .. } => index,
    }
}

fn melds_json(melds: &Melds) -> Value {
    json!(
        melds
            .as_slice()
            .iter()
            .map(|&m| sorted_codes(m))
            .collect::<Vec<_>>()
    )
}

fn seat_of(names: &[String], name: &str) -> Option<Seat> {
    names.iter().position(|n| n == name).map(|i| Seat(i as u8))
}

/// The table's options, key by key, each of the type the schema gives it.
fn options(value: Option<&Value>) -> Result<Options, RefereeError> {
    let object = match value {
        None | Some(Value::Null) => return Ok(Options::default()),
        Some(Value::Object(object)) => object,
        Some(_) => return Err(err("options", "expected an object of options")),
    };
    let mut options = Options::default();
    for (key, value) in object {
        let path = format!("options.{key}");
        let spec = Options::schema()
            .iter()
            .find(|s| s.key == key)
            .ok_or_else(|| err(&path, "unknown option"))?;
        let text = match (spec.values, value) {
            (OptionValues::Switch, Value::Bool(b)) => b.to_string(),
            (OptionValues::Switch, _) => return Err(err(&path, "expected true or false")),
            (OptionValues::OneOf(words), Value::Number(n))
                if words.contains(&n.to_string().as_str()) =>
            {
                n.to_string()
            }
            (OptionValues::OneOf(words), Value::String(w))
                if words.contains(&w.as_str()) && w.parse::<u32>().is_err() =>
            {
                w.clone()
            }
            (OptionValues::OneOf(words), _) => {
                return Err(err(&path, format!("expected one of {}", words.join(", "))));
            }
            (OptionValues::Number { .. }, _) => return Err(err(&path, "expected a whole number")),
        };
        options = options
            .with(key, &text)
            .map_err(|e| err(&path, e.to_string()))?;
    }
    if !options.consistent() {
        return Err(err(
            "options.return_discard",
            "last_chance is only allowed with \"last_chance\": true",
        ));
    }
    Ok(options)
}

fn card(value: &Value, path: &str) -> Result<Card, RefereeError> {
    let Value::String(code) = value else {
        return Err(err(path, "expected a card code such as \"Qh\""));
    };
    code.parse::<Card>().map_err(|e| err(path, e.to_string()))
}

/// A list of cards, each once.
fn cards(value: &Value, path: &str) -> Result<Vec<Card>, RefereeError> {
    let Value::Array(list) = value else {
        return Err(err(path, "expected a list of cards"));
    };
    let mut seen = CardSet::EMPTY;
    let mut out = Vec::with_capacity(list.len());
    for (i, v) in list.iter().enumerate() {
        let at = format!("{path}[{i}]");
        let c = card(v, &at)?;
        if !seen.insert(c) {
            return Err(err(at, format!("{} is listed twice", c.code())));
        }
        out.push(c);
    }
    Ok(out)
}

/// Declared melds: a list of lists of cards, each card once in its meld (a card in two
/// melds is the engine's to refuse).
fn melds(value: &Value, path: &str) -> Result<Melds, RefereeError> {
    let Value::Array(list) = value else {
        return Err(err(path, "expected a list of melds, each a list of cards"));
    };
    let mut sets = Vec::with_capacity(list.len());
    for (i, meld) in list.iter().enumerate() {
        let set: CardSet = cards(meld, &format!("{path}[{i}]"))?.into_iter().collect();
        if sets.len() == crate::games::gin_rummy::meld::MAX_MELDS {
            return Err(err(
                format!("{path}[{i}]"),
                "ten cards hold at most 3 melds",
            ));
        }
        sets.push(set);
    }
    Ok(Melds::from_slice(&sets).unwrap_or_default())
}

fn spread(value: &Value, path: &str) -> Result<(Melds, Vec<Card>), RefereeError> {
    let Value::Object(spread) = value else {
        return Err(err(
            path,
            "expected {\"melds\": [...], \"lay_offs\": [...]}",
        ));
    };
    if let Some(key) = spread
        .keys()
        .find(|k| !["melds", "lay_offs"].contains(&k.as_str()))
    {
        return Err(err(format!("{path}.{key}"), "unknown key"));
    }
    let melds = match spread.get("melds") {
        Some(m) => melds(m, &format!("{path}.melds"))?,
        None => return Err(err(path, "missing \"melds\" (a list, which may be empty)")),
    };
    let lay_offs = match spread.get("lay_offs") {
        Some(l) => cards(l, &format!("{path}.lay_offs"))?,
        None => {
            return Err(err(
                path,
                "missing \"lay_offs\" (a list, which may be empty)",
            ));
        }
    };
    Ok((melds, lay_offs))
}

/// The deal: each player's hand, the upcard, the stock; all 52 cards exactly once.
fn dealt(
    deal: &Map<String, Value>,
    names: &[String],
    options: Options,
    dealer: Seat,
) -> Result<Hand, RefereeError> {
    if let Some(key) = deal
        .keys()
        .find(|k| !["hands", "upcard", "stock"].contains(&k.as_str()))
    {
        return Err(err(format!("deal.{key}"), "unknown key"));
    }
    let hands = match deal.get("hands") {
        Some(Value::Object(hands)) => hands,
        Some(_) => return Err(err("deal.hands", "expected an object: player → cards")),
        None => return Err(err("deal", "missing key \"hands\"")),
    };
    if let Some(stranger) = hands.keys().find(|k| !names.contains(k)) {
        return Err(err(
            format!("deal.hands.{stranger}"),
            format!("{stranger} is not one of the players"),
        ));
    }
    let mut held = [CardSet::EMPTY; 2];
    let mut all = CardSet::EMPTY;
    for (i, name) in names.iter().enumerate() {
        let path = format!("deal.hands.{name}");
        let list = hands
            .get(name)
            .ok_or_else(|| err("deal.hands", format!("no hand for {name}")))?;
        for (j, c) in cards(list, &path)?.into_iter().enumerate() {
            if !all.insert(c) {
                return Err(err(
                    format!("{path}[{j}]"),
                    format!("{} is dealt twice", c.code()),
                ));
            }
            held[i].insert(c);
        }
    }
    let upcard = match deal.get("upcard") {
        None | Some(Value::Null) => None,
        Some(v) => {
            let c = card(v, "deal.upcard")?;
            if !all.insert(c) {
                return Err(err("deal.upcard", format!("{} is dealt twice", c.code())));
            }
            Some(c)
        }
    };
    let stock = match deal.get("stock") {
        Some(v) => cards(v, "deal.stock")?,
        None => return Err(err("deal", "missing key \"stock\"")),
    };
    for (j, c) in stock.iter().enumerate() {
        if !all.insert(*c) {
            return Err(err(
                format!("deal.stock[{j}]"),
                format!("{} is dealt twice", c.code()),
            ));
        }
    }
    Hand::from_deal(options, dealer, held, upcard, &stock).map_err(|e| match e {
        DealError::HandSize { seat, len } => {
            let name = &names[seat.index()];
            let wanted = 10
                + usize::from(
                    options.start == crate::games::gin_rummy::Start::Eleven && seat != dealer,
                );
            err(
                format!("deal.hands.{name}"),
                format!("{name} is dealt {wanted} cards, not {len}"),
            )
        }
        DealError::Upcard if upcard.is_some() => err(
            "deal.upcard",
            "not allowed: with start eleven no card is turned up",
        ),
        DealError::Upcard => err("deal", "missing key \"upcard\": a card is turned up"),
        DealError::StockSize(n) => err(
            "deal.stock",
            format!("the stock is {STOCK_SIZE} cards, not {n}"),
        ),
        DealError::Twice(c) => err("deal", format!("{} is dealt twice", c.code())),
    })
}

/// A per-player number of the context (`scores_before`, `hands_won_before`), 0 to `max`;
/// a player left out has 0.
fn context(
    value: Option<&Value>,
    key: &str,
    names: &[String],
    max: u64,
) -> Result<PerSeat<u32>, RefereeError> {
    let mut out = PerSeat::new(SEATS);
    let object = match value {
        None | Some(Value::Null) => return Ok(out),
        Some(Value::Object(object)) => object,
        Some(_) => return Err(err(key, "expected an object: player → number")),
    };
    for (name, v) in object {
        let path = format!("{key}.{name}");
        let seat = seat_of(names, name)
            .ok_or_else(|| err(&path, format!("{name} is not one of the players")))?;
        let n = v.as_u64().filter(|&n| n <= max).ok_or_else(|| {
            err(
                &path,
                format!("expected a whole number from 0 to {max}, not {v}"),
            )
        })?;
        out[seat] = n as u32;
    }
    Ok(out)
}

#[cfg(test)]
mod tests;
