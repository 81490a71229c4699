//! `ribs referee --game cribbage`: one hand of cribbage in the common envelope, the ruling
//! out (the contract of `shared/games/cribbage.md`).
//!
//! Input is untrusted: the document is read key by key from JSON, so that every error
//! names the part at fault (`deal.hands.Bob[2]`, `options.skunk`, `actions[7].claim`), and
//! then its actions are replayed through the engine ([`Hand`]), whose refusals are said
//! about the player who tried, in English from the message files. Every rule is the
//! engine's; this module only reads the document and writes the ruling.

use serde_json::{Map, Value, json};

use super::{Referee, RefereeError, err};
use crate::cards::{Card, CardSet};
use crate::core::{PerSeat, Seat};
use crate::games::cribbage::{
    Action, Event, Hand, HandRules, MAX_CLAIM, MAX_SIDES, Options, Peg, Phase, Refusal, Stage,
    deal_sizes, sides,
};
use crate::games::{GameOptions, OptionValues};
use crate::text::Lang;

/// Cribbage's referee: one hand in the common envelope (`cribbage.md`).
pub struct CribbageReferee;

impl Referee for CribbageReferee {
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
        return Err(err("", "expected a JSON object: one hand of cribbage"));
    };
    let table = Table::read(&doc)?;
    let mut hand = Hand::from_deal(
        table.rules,
        table.hands,
        table.crib,
        table.starter,
        table.before,
    );
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
    let mut events = Vec::new();
    for (k, action) in actions.iter().enumerate() {
        let path = format!("actions[{k}]");
        let (seat, action) = table.read_action(action, &path)?;
        table.act(&hand, seat, action, &path)?;
        let mut told = Vec::new();
        hand.apply_to(seat, action, &mut told)
            .map_err(|refusal| table.refused(&refusal, seat, &path))?;
        for t in told {
            if let Event::Pegged(peg) = t.event {
                events.push(table.event(&peg, k));
            }
        }
    }
    Ok(table.ruling(&hand, events))
}

const KEYS: [&str; 7] = [
    "game",
    "players",
    "dealer",
    "options",
    "deal",
    "actions",
    "scores_before",
];

/// What the document's envelope sets up: the seats, the options, the deal.
struct Table {
    names: Vec<String>,
    rules: HandRules,
    hands: PerSeat<CardSet>,
    crib: CardSet,
    starter: Card,
    before: [u16; MAX_SIDES],
}

impl Table {
    fn read(doc: &Map<String, Value>) -> Result<Table, RefereeError> {
        if let Some(key) = doc.keys().find(|k| !KEYS.contains(&k.as_str())) {
            return Err(err(key.as_str(), "unknown key"));
        }
        match doc.get("game") {
            Some(Value::String(game)) if game == "cribbage" => {}
            Some(other) => {
                return Err(err("game", format!("expected \"cribbage\", not {other}")));
            }
            None => return Err(err("", "missing key \"game\" (\"cribbage\")")),
        }
        let names = super::players_of::<crate::games::cribbage::Cribbage>(doc.get("players"))?;
        let seats = names.len() as u8;
        let dealer = match doc.get("dealer") {
            Some(Value::String(name)) => names
                .iter()
                .position(|n| n == name)
                .map(|i| Seat(i as u8))
                .ok_or_else(|| err("dealer", format!("{name} is not one of the players")))?,
            Some(_) => return Err(err("dealer", "expected a player's name")),
            None => return Err(err("", "missing key \"dealer\"")),
        };
        let options = options(doc.get("options"))?;
        let deal = match doc.get("deal") {
            Some(Value::Object(deal)) => deal,
            Some(_) => {
                return Err(err(
                    "deal",
                    "expected an object with \"hands\" and \"starter\"",
                ));
            }
            None => return Err(err("", "missing key \"deal\"")),
        };
        let (hands, crib, starter) = dealt(deal, &names, options)?;
        let before = scores_before(doc.get("scores_before"), &names, options)?;
        Ok(Table {
            names,
            rules: HandRules {
                options,
                seats,
                dealer,
            },
            hands,
            crib,
            starter,
            before,
        })
    }

    fn name(&self, seat: Seat) -> String {
        self.names[seat.index()].clone()
    }

    /// A side's key: a player's name, or "A" / "B" for partnerships.
    fn side_key(&self, side: u8) -> String {
        match (self.rules.seats, side) {
            (4, 0) => "A".into(),
            (4, _) => "B".into(),
            _ => self.name(Seat(side)),
        }
    }

    /// One action of the document, read: its player and what it does.
    fn read_action(&self, value: &Value, path: &str) -> Result<(Seat, Action), RefereeError> {
        let Value::Object(action) = value else {
            return Err(err(
                path,
                "expected an action: {\"player\"} with \"discard\", \"play\", \"go\" or \"claim\"",
            ));
        };
        const KINDS: [&str; 4] = ["discard", "play", "go", "claim"];
        if let Some(key) = action
            .keys()
            .find(|k| k.as_str() != "player" && !KINDS.contains(&k.as_str()))
        {
            return Err(err(format!("{path}.{key}"), "unknown key"));
        }
        let seat = match action.get("player") {
            Some(Value::String(name)) => self
                .names
                .iter()
                .position(|n| n == name)
                .map(|i| Seat(i as u8))
                .ok_or_else(|| {
                    err(
                        format!("{path}.player"),
                        format!("{name} is not one of the players"),
                    )
                })?,
            Some(_) => return Err(err(format!("{path}.player"), "expected a player's name")),
            None => return Err(err(path, "missing \"player\"")),
        };
        let kinds: Vec<&str> = KINDS
            .iter()
            .copied()
            .filter(|k| action.contains_key(*k))
            .collect();
        let kind = match kinds.as_slice() {
            [one] => *one,
            [] => {
                return Err(err(
                    path,
                    "give one of \"discard\", \"play\", \"go\", \"claim\"",
                ));
            }
            _ => {
                return Err(err(
                    path,
                    format!("give one kind of action, not {}", kinds.join(" and ")),
                ));
            }
        };
        let at = format!("{path}.{kind}");
        let value = &action[kind];
        let action = match kind {
            "discard" => {
                let Value::Array(cards) = value else {
                    return Err(err(at, "expected a list of cards"));
                };
                let mut set = CardSet::EMPTY;
                for (i, card) in cards.iter().enumerate() {
                    let path = format!("{at}[{i}]");
                    let card = read_card(card, &path)?;
                    if !set.insert(card) {
                        return Err(err(path, format!("{} is listed twice", card.code())));
                    }
                }
                Action::Discard(set)
            }
            "play" => Action::Play(read_card(value, &at)?),
            "go" if value == &Value::Bool(true) => Action::Go,
            "go" => return Err(err(at, "expected true")),
            _ => {
                let claim = value
                    .as_u64()
                    .filter(|&n| n <= u64::from(MAX_CLAIM))
                    .ok_or_else(|| {
                        err(
                            &at,
                            format!("a claim is a whole number from 0 to 29, not {value}"),
                        )
                    })?;
                Action::Claim(claim as u8)
            }
        };
        Ok((seat, action))
    }

    /// What the document's conventions add to the engine's rules: discards listed in
    /// `players` order, and nothing after the hand or the game is over.
    fn act(&self, hand: &Hand, seat: Seat, action: Action, path: &str) -> Result<(), RefereeError> {
        if hand.phase() == Phase::Over {
            let why = match hand.winner() {
                Some(side) => format!(
                    "the game is over: {} reached {}",
                    self.side_key(side),
                    self.rules.options.target
                ),
                None => "the hand is over: every hand and the crib are counted".into(),
            };
            return Err(err(path, why));
        }
        if let (Phase::Discard, Action::Discard(_)) = (hand.phase(), action) {
            let next = Seat::all(self.rules.seats).find(|&s| hand.discard(s).is_none());
            if let Some(next) = next.filter(|&n| n != seat && hand.discard(seat).is_none()) {
                let refusal = Refusal::NotYourTurn { waiting_for: next };
                return Err(self.refused(&refusal, seat, path));
            }
        }
        Ok(())
    }

    fn refused(&self, refusal: &Refusal, seat: Seat, path: &str) -> RefereeError {
        let name = |s: Seat| self.name(s);
        err(
            path,
            crate::text::cribbage::refusal_about(Lang::En, refusal, seat, &name),
        )
    }

    /// One scoring event as the contract writes it.
    fn event(&self, peg: &Peg, at: usize) -> Value {
        let mut event = Map::new();
        event.insert("phase".into(), json!(peg.stage.word()));
        let claimed = self.rules.options.muggins;
        if peg.stage == Stage::Play || (peg.stage == Stage::Show && claimed) {
            event.insert("at".into(), json!(at));
        }
        event.insert("player".into(), json!(self.name(peg.seat)));
        event.insert("points".into(), json!(peg.points));
        event.insert("why".into(), json!(peg.why.words()));
        if let Some(pile) = peg.pile {
            event.insert("box".into(), json!(pile.word()));
            if !peg.cards.is_empty() {
                event.insert("cards".into(), json!(peg.cards));
            }
        }
        Value::Object(event)
    }

    /// The ruling: the whole hand's, or how far it got with who is to act and how.
    fn ruling(&self, hand: &Hand, events: Vec<Value>) -> Value {
        let sides = sides(self.rules.seats);
        let by_side = |f: &dyn Fn(u8) -> Value| -> Value {
            let mut m = Map::new();
            for side in 0..sides {
                m.insert(self.side_key(side), f(side));
            }
            Value::Object(m)
        };
        let show: Vec<Value> = hand
            .shown()
            .iter()
            .map(|s| {
                let mut shown = json!({"player": self.name(s.seat), "box": s.pile.word(),
                    "cards": s.cards, "points": s.points});
                if let Some(claim) = s.claim {
                    shown["claim"] = json!(claim);
                }
                shown
            })
            .collect();
        let totals = hand.totals();
        let stakes = hand.winner().map(|winner| {
            let mut m = Map::new();
            for side in (0..sides).filter(|&s| s != winner) {
                let stake = self.rules.options.stake(totals[usize::from(side)]);
                m.insert(self.side_key(side), json!(stake));
            }
            Value::Object(m)
        });
        let result = json!({
            "events": events,
            "show": show,
            "totals": by_side(&|s| json!(totals[usize::from(s)])),
            "winner": hand.winner().map(|s| self.side_key(s)),
            "stakes": stakes,
        });
        let mut out = Map::new();
        out.insert("result".into(), result);
        if hand.phase() == Phase::Over {
            let before = hand.before();
            out.insert(
                "scores".into(),
                by_side(&|s| json!(totals[usize::from(s)] - before[usize::from(s)])),
            );
        } else {
            let (to_act, legal) = self.next(hand);
            out.insert("to_act".into(), json!(self.name(to_act)));
            out.insert("legal".into(), Value::Array(legal));
        }
        if self.rules.seats == 4 {
            out.insert(
                "teams".into(),
                json!({"A": [self.name(Seat(0)), self.name(Seat(2))],
                       "B": [self.name(Seat(1)), self.name(Seat(3))]}),
            );
        }
        Value::Object(out)
    }

    /// Who is to act (in discards: the first in `players` order yet to lay away) and their
    /// legal actions, whole.
    fn next(&self, hand: &Hand) -> (Seat, Vec<Value>) {
        let seat = hand.to_act().seats().next().unwrap_or(self.rules.dealer);
        let who = self.name(seat);
        let legal = hand
            .legal_actions(seat)
            .into_iter()
            .map(|action| match action {
                Action::Discard(cards) => json!({"player": who, "discard": cards}),
                Action::Play(card) => json!({"player": who, "play": card}),
                Action::Go => json!({"player": who, "go": true}),
                Action::Claim(n) => json!({"player": who, "claim": n}),
            })
            .collect();
        (seat, legal)
    }
}

/// The table's options, key by key, each of the type the schema gives it (numbers for
/// `target` and `match_to`).
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
        let numeric = key == "target" || key == "match_to";
        let text = match (spec.values, value) {
            (OptionValues::Switch, Value::Bool(b)) => b.to_string(),
            (OptionValues::Switch, _) => return Err(err(&path, "expected true or false")),
            (_, Value::Number(n)) if numeric => n.to_string(),
            (OptionValues::OneOf(words), Value::String(word))
                if !numeric && words.contains(&word.as_str()) =>
            {
                word.clone()
            }
            (values, _) => {
                return Err(err(
                    &path,
                    format!("expected one of {}", values.listed().join(", ")),
                ));
            }
        };
        options = options
            .with(key, &text)
            .map_err(|e| err(&path, e.to_string()))?;
    }
    Ok(options)
}

fn read_card(value: &Value, path: &str) -> Result<Card, RefereeError> {
    let Value::String(code) = value else {
        return Err(err(path, "expected a card code such as \"Qh\""));
    };
    code.parse::<Card>().map_err(|e| err(path, e.to_string()))
}

/// The deal: every player's hand of the table's size, the crib's dealt cards, the
/// starter; no card twice.
fn dealt(
    deal: &Map<String, Value>,
    names: &[String],
    options: Options,
) -> Result<(PerSeat<CardSet>, CardSet, Card), RefereeError> {
    if let Some(key) = deal
        .keys()
        .find(|k| !["hands", "crib", "starter"].contains(&k.as_str()))
    {
        return Err(err(format!("deal.{key}"), "unknown key"));
    }
    let seats = names.len() as u8;
    let (each, to_crib, _) = deal_sizes(&options, seats);
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
    let mut all = CardSet::EMPTY;
    let mut take = |value: &Value, path: &str| -> Result<Card, RefereeError> {
        let card = read_card(value, path)?;
        if !all.insert(card) {
            return Err(err(path, format!("{} is dealt twice", card.code())));
        }
        Ok(card)
    };
    let mut held = PerSeat::<CardSet>::new(seats);
    for (i, name) in names.iter().enumerate() {
        let path = format!("deal.hands.{name}");
        let cards = match hands.get(name) {
            Some(Value::Array(cards)) => cards,
            Some(_) => return Err(err(&path, "expected a list of cards")),
            None => return Err(err("deal.hands", format!("no hand for {name}"))),
        };
        for (j, card) in cards.iter().enumerate() {
            held[Seat(i as u8)].insert(take(card, &format!("{path}[{j}]"))?);
        }
        if cards.len() != usize::from(each) {
            return Err(err(
                &path,
                format!(
                    "{seats} players are dealt {each} cards each, not {}",
                    cards.len()
                ),
            ));
        }
    }
    let crib_cards: &[Value] = match deal.get("crib") {
        None | Some(Value::Null) => &[],
        Some(Value::Array(cards)) => cards,
        Some(_) => return Err(err("deal.crib", "expected a list of cards")),
    };
    let mut crib = CardSet::EMPTY;
    for (j, card) in crib_cards.iter().enumerate() {
        crib.insert(take(card, &format!("deal.crib[{j}]"))?);
    }
    if crib_cards.len() != usize::from(to_crib) {
        return Err(err(
            "deal.crib",
            format!(
                "this table deals {to_crib} cards to the crib, not {}",
                crib_cards.len()
            ),
        ));
    }
    let starter = match deal.get("starter") {
        Some(value) => take(value, "deal.starter")?,
        None => return Err(err("deal", "missing key \"starter\"")),
    };
    Ok((held, crib, starter))
}

/// Each side's points before the hand: players' names (or "A" / "B" with partners), each
/// 0 to target − 1; a side left out has 0.
fn scores_before(
    value: Option<&Value>,
    names: &[String],
    options: Options,
) -> Result<[u16; MAX_SIDES], RefereeError> {
    let mut before = [0; MAX_SIDES];
    let object = match value {
        None | Some(Value::Null) => return Ok(before),
        Some(Value::Object(object)) => object,
        Some(_) => return Err(err("scores_before", "expected an object: side → points")),
    };
    let seats = names.len() as u8;
    let keys: Vec<String> = if seats == 4 {
        vec!["A".into(), "B".into()]
    } else {
        names.to_vec()
    };
    for (key, value) in object {
        let path = format!("scores_before.{key}");
        let side = keys.iter().position(|k| k == key).ok_or_else(|| {
            let sides = keys.join(", ");
            err(&path, format!("not a side of this table (sides: {sides})"))
        })?;
        let max = options.target - 1;
        let points = value
            .as_u64()
            .filter(|&p| p <= u64::from(max))
            .ok_or_else(|| {
                err(
                    &path,
                    format!("expected a whole number from 0 to {max}, not {value}"),
                )
            })?;
        before[side] = points as u16;
    }
    Ok(before)
}
