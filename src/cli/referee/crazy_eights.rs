//! `ribs referee --game crazy-eights`: one hand of Crazy Eights in the common envelope, the
//! ruling out (the contract of `shared/games/crazy-eights.md`).
//!
//! Input is untrusted: the document is read key by key from JSON, so that every error
//! names the part at fault (`deal.hands.Bob[2]`, `options.skip`, `reshuffles[0]`,
//! `actions[7]`), and then its actions are replayed through the engine ([`Hand`]), whose
//! refusals are said about the player who tried, in English from the message files. Every
//! rule is the engine's.

use serde_json::{Map, Value, json};

use super::{Referee, RefereeError, err};
use crate::cards::{Card, CardSet, Suit};
use crate::core::{PerSeat, Seat};
use crate::games::crazy_eights::{
    Action, ApplyError, Cards, End, Hand, HandRules, Options, Restock, RestockFault, Stage,
    match_winner,
};
use crate::games::{GameOptions, OptionValues};
use crate::text::Lang;

/// Crazy Eights' referee: one hand in the common envelope (`crazy-eights.md`).
pub struct CrazyEightsReferee;

impl Referee for CrazyEightsReferee {
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
        return Err(err("", "expected a JSON object: one hand of Crazy Eights"));
    };
    let table = Table::read(&doc)?;
    let mut hand = table.hand.clone();
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
    for (k, action) in actions.iter().enumerate() {
        table.act(&mut hand, action, &format!("actions[{k}]"))?;
    }
    let left = hand.restocks_left();
    if left > 0 {
        let index = table.reshuffles - left;
        return Err(err(
            format!("reshuffles[{index}]"),
            "unused: the stock never ran out for it",
        ));
    }
    Ok(table.ruling(&hand))
}

const KEYS: [&str; 8] = [
    "game",
    "players",
    "dealer",
    "options",
    "deal",
    "reshuffles",
    "scores_before",
    "actions",
];

/// What the document's envelope sets up: the seats, the options, the deal.
struct Table {
    names: Vec<String>,
    options: Options,
    hand: Hand,
    reshuffles: usize,
    scores_before: Option<PerSeat<i64>>,
}

impl Table {
    fn read(doc: &Map<String, Value>) -> Result<Table, RefereeError> {
        if let Some(key) = doc.keys().find(|k| !KEYS.contains(&k.as_str())) {
            return Err(err(key.as_str(), "unknown key"));
        }
        match doc.get("game") {
            None | Some(Value::Null) => {}
            Some(Value::String(game)) if game == "crazy-eights" => {}
            Some(other) => {
                return Err(err(
                    "game",
                    format!("expected \"crazy-eights\", not {other}"),
                ));
            }
        }
        let names =
            super::players_of::<crate::games::crazy_eights::CrazyEights>(doc.get("players"))?;
        let seats = names.len() as u8;
        let dealer = match doc.get("dealer") {
            Some(Value::String(name)) => seat_of(&names, name)
                .ok_or_else(|| err("dealer", format!("{name} is not one of the players")))?,
            Some(_) => return Err(err("dealer", "expected a player's name")),
            None => return Err(err("", "missing key \"dealer\"")),
        };
        let options = options(doc.get("options"), seats)?;
        let (hands, starter, stock) = dealt(doc.get("deal"), &names, options)?;
        let stocks = reshuffles(doc.get("reshuffles"), options)?;
        let reshuffles = stocks.len();
        let scores_before = scores_before(doc.get("scores_before"), &names)?;
        let rules = HandRules {
            seats,
            dealer,
            options,
        };
        let restock = Restock::Given { stocks, used: 0 };
        let mut hand = Hand::from_deal(rules, hands, starter, &stock, restock);
        hand.open();
        Ok(Table {
            names,
            options,
            hand,
            reshuffles,
            scores_before,
        })
    }

    fn name(&self, seat: Seat) -> String {
        self.names[seat.index()].clone()
    }

    /// One action of the document, at `path`, applied or refused.
    fn act(&self, hand: &mut Hand, value: &Value, path: &str) -> Result<(), RefereeError> {
        let (seat, action) = self.read_action(value, path)?;
        if let Some(end) = hand.end() {
            let why = match end {
                End::Out(seat) => format!("the hand is over: {} went out", self.name(seat)),
                End::Blocked => "the hand is over: it is blocked".to_string(),
            };
            return Err(err(path, why));
        }
        let mut told = Vec::new();
        match hand.apply_to(seat, action, &mut told) {
            Ok(()) => Ok(()),
            Err(ApplyError::Refused(refusal)) => {
                let name = |s: Seat| self.name(s);
                let said =
                    crate::text::crazy_eights::refusal_about(Lang::En, &refusal, seat, &name);
                let at = match refusal {
                    crate::games::crazy_eights::Refusal::NoLastCard => format!("{path}.last_card"),
                    _ => path.to_string(),
                };
                Err(err(at, said))
            }
            Err(ApplyError::Restock(RestockFault::Missing { index })) => Err(err(
                "reshuffles",
                format!(
                    "reshuffle {index} is due at {path} and none is given",
                    index = index + 1
                ),
            )),
            Err(ApplyError::Restock(RestockFault::Wrong { index, expected })) => {
                let codes: Vec<String> = expected.iter().map(|c| c.code()).collect();
                Err(err(
                    format!("reshuffles[{index}]"),
                    format!(
                        "expected exactly the {} cards under the top card at {path}: {}",
                        expected.len(),
                        codes.join(", ")
                    ),
                ))
            }
        }
    }

    /// An action's JSON, read into the seat and the engine's action.
    fn read_action(&self, value: &Value, path: &str) -> Result<(Seat, Action), RefereeError> {
        let Value::Object(action) = value else {
            return Err(err(
                path,
                "expected an action: {\"player\", and \"play\", \"nominate\", \"draw\" or \"pass\"}",
            ));
        };
        const ACTION_KEYS: [&str; 6] = ["player", "play", "last_card", "nominate", "draw", "pass"];
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
        let kinds: Vec<&str> = ["play", "nominate", "draw", "pass"]
            .into_iter()
            .filter(|k| action.contains_key(*k))
            .collect();
        let [kind] = kinds[..] else {
            return Err(err(
                path,
                "give exactly one of \"play\", \"nominate\", \"draw\" or \"pass\"",
            ));
        };
        let at = format!("{path}.{kind}");
        let last_card = match action.get("last_card") {
            None => false,
            Some(_) if kind != "play" => {
                return Err(err(format!("{path}.last_card"), "goes only with \"play\""));
            }
            Some(Value::Bool(b)) => *b,
            Some(_) => return Err(err(format!("{path}.last_card"), "expected true or false")),
        };
        let action = match (kind, &action[kind]) {
            ("play", Value::String(code)) => Action::Play {
                card: code.parse::<Card>().map_err(|e| err(&at, e.to_string()))?,
                last_card,
            },
            ("play", _) => return Err(err(at, "expected a card code such as \"Qh\"")),
            ("nominate", Value::String(suit)) => {
                Action::Nominate(suit.parse::<Suit>().map_err(|e| err(&at, e.to_string()))?)
            }
            ("nominate", _) => return Err(err(at, "expected a suit: s, h, d or c")),
            ("draw", Value::Bool(true)) => Action::Draw,
            ("pass", Value::Bool(true)) => Action::Pass,
            _ => return Err(err(at, "expected true")),
        };
        Ok((seat, action))
    }

    /// The ruling: the whole hand's, or how far it got with who is to act and how.
    fn ruling(&self, hand: &Hand) -> Value {
        let seats = Seat::all(self.names.len() as u8);
        let map = |f: &dyn Fn(Seat) -> Value| -> Value {
            Value::Object(seats.clone().map(|s| (self.name(s), f(s))).collect())
        };
        let codes = |cards: Cards| -> Value { cards.iter().map(|c| json!(c.code())).collect() };
        let mut result = Map::new();
        let out = match hand.end() {
            Some(End::Out(seat)) => json!(self.name(seat)),
            _ => Value::Null,
        };
        result.insert("out".into(), out);
        result.insert("blocked".into(), json!(hand.end() == Some(End::Blocked)));
        result.insert("hands".into(), map(&|s| codes(hand.held(s))));
        result.insert("top".into(), json!(hand.top().code()));
        let suit = (hand.stage() != Stage::Naming || hand.is_over())
            .then(|| hand.follow().letter().to_string());
        result.insert("suit".into(), json!(suit));
        result.insert("stock_left".into(), json!(hand.stock_left()));
        result.insert("direction".into(), json!(hand.direction().word()));
        result.insert("pending_draw".into(), json!(hand.pending()));
        let scores = hand.is_over().then(|| hand.scores());
        if let Some(before) = &self.scores_before {
            let totals = PerSeat::from_fn(before.len() as u8, |s| {
                before[s].saturating_add(scores.map_or(0, |sc| i64::from(sc[s])))
            });
            result.insert("totals".into(), map(&|s| json!(totals[s])));
            let clipped = PerSeat::from_fn(totals.len() as u8, |s| {
                totals[s].clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32
            });
            let winner = scores
                .and_then(|_| match_winner(&clipped, self.options.target))
                .map(|s| self.name(s));
            result.insert("match_over".into(), json!(winner.is_some()));
            result.insert(
                "winners".into(),
                json!(winner.into_iter().collect::<Vec<_>>()),
            );
        }
        match scores {
            Some(scores) => json!({ "result": result, "scores": map(&|s| json!(scores[s])) }),
            None => {
                let seat = hand.turn();
                let who = self.name(seat);
                let legal: Vec<Value> = hand
                    .legal_actions(seat)
                    .into_iter()
                    .map(|a| action_json(&who, a))
                    .collect();
                json!({ "to_act": who, "legal": legal, "result": result })
            }
        }
    }
}

/// An action as the contract writes it.
fn action_json(who: &str, action: Action) -> Value {
    match action {
        Action::Play {
            card,
            last_card: true,
        } => json!({ "player": who, "play": card.code(), "last_card": true }),
        Action::Play { card, .. } => json!({ "player": who, "play": card.code() }),
        Action::Nominate(suit) => json!({ "player": who, "nominate": suit.letter().to_string() }),
        Action::Draw => json!({ "player": who, "draw": true }),
        Action::Pass => json!({ "player": who, "pass": true }),
    }
}

fn seat_of(names: &[String], name: &str) -> Option<Seat> {
    names.iter().position(|n| n == name).map(|i| Seat(i as u8))
}

/// The table's options, key by key in the document's order, each of the type the schema
/// gives it (a rank may be written as a number: `8`).
fn options(value: Option<&Value>, seats: u8) -> Result<Options, RefereeError> {
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
            (OptionValues::Number { .. }, Value::Number(n)) => n.to_string(),
            (OptionValues::Number { .. }, _) => return Err(err(&path, "expected a whole number")),
            (OptionValues::OneOf(_), Value::String(word)) => word.clone(),
            (OptionValues::OneOf(_), Value::Number(n)) => n.to_string(),
            (OptionValues::OneOf(words), _) => {
                return Err(err(&path, format!("expected one of {}", words.join(", "))));
            }
        };
        options = options
            .with(key, &text)
            .map_err(|e| err(&path, e.to_string()))?;
    }
    if !options.fits(seats) {
        return Err(err(
            "options.hand_size",
            crate::text::crazy_eights::setup_error(
                Lang::En,
                &crate::games::crazy_eights::SetupError::HandSize {
                    size: options.hand_size_for(seats),
                    players: seats,
                },
            ),
        ));
    }
    Ok(options)
}

/// A list of cards at `path`, each read at `path[j]`.
fn card_list(value: &Value, path: &str) -> Result<Vec<Card>, RefereeError> {
    let Value::Array(list) = value else {
        return Err(err(path, "expected a list of cards"));
    };
    list.iter()
        .enumerate()
        .map(|(j, v)| read_card(v, &format!("{path}[{j}]")))
        .collect()
}

fn read_card(value: &Value, path: &str) -> Result<Card, RefereeError> {
    let Value::String(code) = value else {
        return Err(err(path, "expected a card code such as \"Qh\""));
    };
    code.parse::<Card>().map_err(|e| err(path, e.to_string()))
}

/// The deal: every hand of the deal's size, the starter (never wild) and the stock, all
/// together exactly the pack(s).
fn dealt(
    value: Option<&Value>,
    names: &[String],
    options: Options,
) -> Result<(PerSeat<Cards>, Card, Vec<Card>), RefereeError> {
    let deal = match value {
        Some(Value::Object(deal)) => deal,
        Some(_) => {
            return Err(err(
                "deal",
                "expected an object with \"hands\", \"starter\" and \"stock\"",
            ));
        }
        None => return Err(err("", "missing key \"deal\"")),
    };
    if let Some(key) = deal
        .keys()
        .find(|k| !["hands", "starter", "stock"].contains(&k.as_str()))
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
    let seats = names.len() as u8;
    let size = usize::from(options.hand_size_for(seats));
    let mut pack = Pack::new(Options::packs(seats));
    let mut held = PerSeat::<Cards>::new(seats);
    for (i, name) in names.iter().enumerate() {
        let path = format!("deal.hands.{name}");
        let value = hands
            .get(name)
            .ok_or_else(|| err("deal.hands", format!("no hand for {name}")))?;
        let cards = card_list(value, &path)?;
        for (j, &card) in cards.iter().enumerate() {
            pack.take(card, &format!("{path}[{j}]"))?;
            held[Seat(i as u8)].insert(card);
        }
        if cards.len() != size {
            return Err(err(
                &path,
                format!("{} cards, but a hand is {size} at this table", cards.len()),
            ));
        }
    }
    let starter = read_card(
        deal.get("starter")
            .ok_or_else(|| err("deal", "missing key \"starter\""))?,
        "deal.starter",
    )?;
    pack.take(starter, "deal.starter")?;
    if starter.rank == options.wild_rank {
        return Err(err(
            "deal.starter",
            format!(
                "{} is wild: a wild starter is buried, never left turned",
                starter.code()
            ),
        ));
    }
    let stock = card_list(
        deal.get("stock")
            .ok_or_else(|| err("deal", "missing key \"stock\""))?,
        "deal.stock",
    )?;
    for (j, &card) in stock.iter().enumerate() {
        pack.take(card, &format!("deal.stock[{j}]"))?;
    }
    pack.complete()?;
    Ok((held, starter, stock))
}

/// The cards of the pack(s) not yet seen in the document.
struct Pack {
    left: Cards,
    packs: u8,
}

impl Pack {
    fn new(packs: u8) -> Pack {
        let mut left = Cards::EMPTY;
        for _ in 0..packs {
            for card in CardSet::FULL {
                left.insert(card);
            }
        }
        Pack { left, packs }
    }

    fn take(&mut self, card: Card, path: &str) -> Result<(), RefereeError> {
        if self.left.remove(card) {
            return Ok(());
        }
        let packs = if self.packs == 1 {
            "the pack holds one".to_string()
        } else {
            format!("the {} packs hold {}", self.packs, self.packs)
        };
        Err(err(
            path,
            format!("{} is dealt too often: {packs}", card.code()),
        ))
    }

    fn complete(&self) -> Result<(), RefereeError> {
        if self.left.is_empty() {
            return Ok(());
        }
        let codes: Vec<String> = self.left.iter().map(Card::code).collect();
        Err(err(
            "deal",
            format!("missing from the deal: {}", codes.join(", ")),
        ))
    }
}

/// The new stocks, in order, top first: only with the `reshuffle` option.
fn reshuffles(value: Option<&Value>, options: Options) -> Result<Vec<Vec<Card>>, RefereeError> {
    let list = match value {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(_) if !options.reshuffle => {
            return Err(err("reshuffles", "allowed only with the reshuffle option"));
        }
        Some(Value::Array(list)) => list,
        Some(_) => return Err(err("reshuffles", "expected a list of stocks")),
    };
    list.iter()
        .enumerate()
        .map(|(i, stock)| card_list(stock, &format!("reshuffles[{i}]")))
        .collect()
}

fn scores_before(
    value: Option<&Value>,
    names: &[String],
) -> Result<Option<PerSeat<i64>>, RefereeError> {
    let object = match value {
        None | Some(Value::Null) => return Ok(None),
        Some(Value::Object(object)) => object,
        Some(_) => return Err(err("scores_before", "expected an object: player → total")),
    };
    if let Some(stranger) = object.keys().find(|k| !names.contains(k)) {
        return Err(err(
            format!("scores_before.{stranger}"),
            format!("{stranger} is not one of the players"),
        ));
    }
    let mut scores = PerSeat::<i64>::new(names.len() as u8);
    for (i, name) in names.iter().enumerate() {
        let score = object
            .get(name)
            .ok_or_else(|| err("scores_before", format!("no total for {name}")))?;
        scores[Seat(i as u8)] = score.as_i64().filter(|&s| s >= 0).ok_or_else(|| {
            err(
                format!("scores_before.{name}"),
                format!("expected a whole number of penalty points (0 or more), not {score}"),
            )
        })?;
    }
    Ok(Some(scores))
}

#[cfg(test)]
mod tests;
