//! `ribs referee --game oh-hell`: one hand of Oh Hell! in the common envelope, the ruling
//! out (the contract of `shared/games/oh-hell.md`).
//!
//! Input is untrusted: the document is read key by key from JSON, so that every error
//! names the part at fault (`deal.hands.Bob[2]`, `options.scoring`, `actions[7]`), and
//! then its actions are replayed through the engine ([`Hand`]), whose refusals are said
//! about the player who tried, in English from the message files. Every rule is the
//! engine's.

use serde_json::{Map, Value, json};

use super::{RefereeError, err};
use crate::core::{PerSeat, Seat};
use crate::games::oh_hell::{
    Action, Bidding, Card, Cards, Hand, HandRules, Options, Phase, Tie, Trick, Trumps, trump_of,
    turns_a_card,
};
use crate::games::{GameOptions, OptionValues};
use crate::text::Lang;

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
        return Err(err("", "expected a JSON object: one hand of Oh Hell!"));
    };
    let table = Table::read(&doc)?;
    let mut hand = Hand::from_deal(table.rules, table.hands);
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
    Ok(table.ruling(&hand))
}

const KEYS: [&str; 8] = [
    "game",
    "players",
    "dealer",
    "options",
    "deal",
    "actions",
    "hand_number",
    "scores_before",
];

/// What the document's envelope sets up: the seats, the options, the deal.
struct Table {
    names: Vec<String>,
    rules: HandRules,
    hands: PerSeat<Cards>,
    scores_before: Option<PerSeat<i64>>,
}

impl Table {
    fn read(doc: &Map<String, Value>) -> Result<Table, RefereeError> {
        if let Some(key) = doc.keys().find(|k| !KEYS.contains(&k.as_str())) {
            return Err(err(key.as_str(), "unknown key"));
        }
        match doc.get("game") {
            Some(Value::String(game)) if game == "oh-hell" => {}
            Some(other) => {
                return Err(err("game", format!("expected \"oh-hell\", not {other}")));
            }
            None => return Err(err("", "missing key \"game\" (\"oh-hell\")")),
        }
        let names = super::players_of::<crate::games::oh_hell::OhHell>(doc.get("players"))?;
        let seats = names.len() as u8;
        let seat_of = |name: &str| names.iter().position(|n| n == name).map(|i| Seat(i as u8));
        let dealer = match doc.get("dealer") {
            Some(Value::String(name)) => seat_of(name)
                .ok_or_else(|| err("dealer", format!("{name} is not one of the players")))?,
            Some(_) => return Err(err("dealer", "expected a player's name")),
            None => return Err(err("", "missing key \"dealer\"")),
        };
        let options = options(doc.get("options"), seats)?;
        let number = hand_number(doc.get("hand_number"), options, seats)?;
        let deal = match doc.get("deal") {
            Some(Value::Object(deal)) => deal,
            Some(_) => return Err(err("deal", "expected an object with \"hands\"")),
            None => return Err(err("", "missing key \"deal\"")),
        };
        let (hands, cards) = dealt(deal, &names, options, number)?;
        let mut rules = HandRules::new(options, seats, dealer, cards);
        rules.turned = trump_card(deal, hands, options, seats, cards)?;
        rules.trump = trump_of(options.trumps, rules.turned, number.unwrap_or(1));
        rules.forehead = number.is_some_and(|k| options.forehead(seats, k));
        let scores_before = scores_before(doc.get("scores_before"), &names)?;
        Ok(Table {
            names,
            rules,
            hands,
            scores_before,
        })
    }

    fn name(&self, seat: Seat) -> String {
        self.names[seat.index()].clone()
    }

    /// One action of the document, at `path`, applied or refused.
    fn act(&self, hand: &mut Hand, value: &Value, path: &str) -> Result<(), RefereeError> {
        let Value::Object(action) = value else {
            return Err(err(
                path,
                "expected an action: {\"player\", \"bid\"} or {\"player\", \"card\"}",
            ));
        };
        if let Some(key) = action
            .keys()
            .find(|k| !["player", "bid", "card"].contains(&k.as_str()))
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
        if hand.phase() == Phase::Over {
            return Err(err(path, "the hand is over: every trick has been played"));
        }
        let action = match (action.get("bid"), action.get("card")) {
            (Some(bid), None) => {
                let cards = self.rules.cards;
                let bid = bid
                    .as_u64()
                    .and_then(|b| u8::try_from(b).ok())
                    .ok_or_else(|| {
                        err(
                            format!("{path}.bid"),
                            format!("a bid is a whole number from 0 to {cards}, not {bid}"),
                        )
                    })?;
                self.check_bid_order(hand, seat, path)?;
                Action::Bid(bid)
            }
            (None, Some(Value::String(code))) => {
                let card = code
                    .parse::<Card>()
                    .map_err(|e| err(format!("{path}.card"), e.to_string()))?;
                Action::Card(card)
            }
            (None, Some(_)) => {
                return Err(err(
                    format!("{path}.card"),
                    "expected a card code such as \"Qh\"",
                ));
            }
            (None, None) => return Err(err(path, "give \"bid\" or \"card\"")),
            (Some(_), Some(_)) => return Err(err(path, "give \"bid\" or \"card\", not both")),
        };
        let mut told = Vec::new();
        hand.apply_to(seat, action, &mut told).map_err(|refusal| {
            let name = |s: Seat| self.name(s);
            err(
                path,
                crate::text::oh_hell::refusal_about(Lang::En, &refusal, seat, &name),
            )
        })
    }

    /// Simultaneous bids are listed in seat order from the dealer's left: one out of that
    /// order is out of turn (a second one is the engine's to refuse: no changes).
    fn check_bid_order(&self, hand: &Hand, seat: Seat, path: &str) -> Result<(), RefereeError> {
        if self.rules.bidding != Bidding::Simultaneous
            || hand.phase() != Phase::Bidding
            || hand.bids()[seat].is_some()
        {
            return Ok(());
        }
        match next_secret_bidder(hand) {
            Some(next) if next != seat => {
                let refusal = crate::games::oh_hell::Refusal::NotYourTurn { waiting_for: next };
                let name = |s: Seat| self.name(s);
                Err(err(
                    path,
                    crate::text::oh_hell::refusal_about(Lang::En, &refusal, seat, &name),
                ))
            }
            _ => Ok(()),
        }
    }

    /// The ruling: the whole hand's, or how far it got with who is to act and how.
    fn ruling(&self, hand: &Hand) -> Value {
        let seats = Seat::all(self.rules.seats);
        let map = |f: &dyn Fn(Seat) -> Option<Value>| -> Value {
            let mut m = Map::new();
            for seat in seats.clone() {
                if let Some(v) = f(seat) {
                    m.insert(self.name(seat), v);
                }
            }
            Value::Object(m)
        };
        let tricks: Vec<Value> = hand.tricks().iter().map(|t| self.trick(t)).collect();
        let mut result = Map::new();
        result.insert("cards".into(), json!(self.rules.cards));
        result.insert("trump".into(), json!(self.rules.trump.map(|s| s.name())));
        result.insert("bids".into(), map(&|s| hand.bids()[s].map(|b| json!(b))));
        result.insert("tricks".into(), Value::Array(tricks));
        result.insert("won".into(), map(&|s| Some(json!(hand.won()[s]))));
        if hand.phase() != Phase::Over {
            let (to_act, legal) = self.next(hand);
            return json!({ "result": result, "to_act": to_act, "legal": legal });
        }
        let scores = hand.scores();
        let made = |s: Seat| hand.bids()[s] == Some(hand.won()[s]);
        result.insert("made".into(), map(&|s| Some(json!(made(s)))));
        let before = |s: Seat| self.scores_before.as_ref().map_or(0, |b| b[s]);
        let total = |s: Seat| before(s).saturating_add(i64::from(scores[s]));
        result.insert("totals".into(), map(&|s| Some(json!(total(s)))));
        json!({ "result": result, "scores": map(&|s| Some(json!(scores[s]))) })
    }

    fn trick(&self, trick: &Trick) -> Value {
        let cards: Vec<String> = trick.cards().iter().map(|c| c.code()).collect();
        json!({
            "leader": self.name(trick.leader),
            "cards": cards,
            "winner": trick.winner.map(|s| self.name(s)),
        })
    }

    /// Who is to act and their legal actions: bids ascending, or the cards they may play.
    fn next(&self, hand: &Hand) -> (String, Vec<Value>) {
        let seat = match hand.phase() {
            Phase::Bidding if self.rules.bidding == Bidding::Simultaneous => {
                next_secret_bidder(hand).unwrap_or(hand.turn())
            }
            _ => hand.turn(),
        };
        let who = self.name(seat);
        let legal = match hand.phase() {
            Phase::Bidding => (0..=self.rules.cards)
                .filter(|&b| hand.check(seat, Action::Bid(b)).is_ok())
                .map(|b| json!({ "player": who, "bid": b }))
                .collect(),
            _ => hand
                .playable(seat)
                .iter()
                .map(|c| json!({ "player": who, "card": c.code() }))
                .collect(),
        };
        (who, legal)
    }
}

/// With simultaneous bidding, the next to bid in the document's order: the first of those
/// yet to bid from the dealer's left.
fn next_secret_bidder(hand: &Hand) -> Option<Seat> {
    let rules = hand.rules();
    (1..=rules.seats)
        .map(|k| rules.dealer.left(k, rules.seats))
        .find(|&s| hand.bids()[s].is_none())
}

/// The table's options, key by key, each of the type the schema gives it.
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
            (_, Value::Number(n)) if key == "max_cards" => n.to_string(),
            (_, _) if key == "max_cards" => return Err(err(&path, "expected a whole number")),
            (OptionValues::OneOf(words), Value::String(word)) if words.contains(&word.as_str()) => {
                word.clone()
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
    let limit = options.max_cards_limit(seats);
    if let Some(max) = options.max_cards.filter(|&m| m > limit) {
        return Err(err(
            "options.max_cards",
            format!("at most {limit} cards each can be dealt to {seats} players, not {max}"),
        ));
    }
    Ok(options)
}

/// The hand's place in the game, checked against the sequence; required with cycles.
fn hand_number(
    value: Option<&Value>,
    options: Options,
    seats: u8,
) -> Result<Option<u32>, RefereeError> {
    let number = match value {
        None | Some(Value::Null) => None,
        Some(v) => Some(
            v.as_u64()
                .and_then(|n| u32::try_from(n).ok())
                .filter(|&n| n >= 1)
                .ok_or_else(|| {
                    err(
                        "hand_number",
                        format!("expected a whole number from 1, not {v}"),
                    )
                })?,
        ),
    };
    let cycles = matches!(options.trumps, Trumps::Cycle | Trumps::CycleNoTrumps);
    if cycles && number.is_none() {
        return Err(err(
            "hand_number",
            "required with trumps that cycle by hand",
        ));
    }
    let hands = options.hands_for(seats);
    if let Some(n) = number.filter(|&n| n > hands && options.tie != Tie::PlayOff) {
        return Err(err(
            "hand_number",
            format!(
                "the sequence ends at hand {hands}: no hand {n} (only a play-off goes past it)"
            ),
        ));
    }
    Ok(number)
}

/// Every player's hand, all of one size c that the options allow; no card twice.
fn dealt(
    deal: &Map<String, Value>,
    names: &[String],
    options: Options,
    number: Option<u32>,
) -> Result<(PerSeat<Cards>, u8), RefereeError> {
    if let Some(key) = deal
        .keys()
        .find(|k| !["hands", "trump_card"].contains(&k.as_str()))
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
    let pack = Cards::pack(options.jokers);
    let seats = names.len() as u8;
    let mut held = PerSeat::<Cards>::new(seats);
    let mut all = Cards::EMPTY;
    let mut size = None;
    for (i, name) in names.iter().enumerate() {
        let path = format!("deal.hands.{name}");
        let cards = match hands.get(name) {
            Some(Value::Array(cards)) => cards,
            Some(_) => return Err(err(&path, "expected a list of cards")),
            None => return Err(err("deal.hands", format!("no hand for {name}"))),
        };
        for (j, card) in cards.iter().enumerate() {
            let card = read_card(card, &format!("{path}[{j}]"), pack)?;
            if !all.insert(card) {
                return Err(err(
                    format!("{path}[{j}]"),
                    format!("{} is dealt twice", card.code()),
                ));
            }
            held[Seat(i as u8)].insert(card);
        }
        match size {
            None => size = Some(cards.len()),
            Some(c) if c != cards.len() => {
                return Err(err(
                    &path,
                    format!(
                        "{} cards, but {} holds {c}: every hand is the same size",
                        cards.len(),
                        names[0]
                    ),
                ));
            }
            Some(_) => {}
        }
    }
    let c = size.unwrap_or(0);
    let max = usize::from(options.max_cards_for(seats));
    if c == 0 || c > max {
        return Err(err(
            "deal.hands",
            format!("a hand is 1 to {max} cards (max_cards), not {c}"),
        ));
    }
    if let Some(k) = number {
        let wanted = usize::from(options.cards_in_hand(seats, k));
        if c != wanted {
            return Err(err(
                "deal.hands",
                format!("hand {k} of the sequence is {wanted} cards each, not {c}"),
            ));
        }
    }
    Ok((held, c as u8))
}

fn read_card(value: &Value, path: &str, pack: Cards) -> Result<Card, RefereeError> {
    let Value::String(code) = value else {
        return Err(err(path, "expected a card code such as \"Qh\""));
    };
    let card = code.parse::<Card>().map_err(|e| err(path, e.to_string()))?;
    if !pack.contains(card) {
        return Err(err(
            path,
            format!("{} is not in the pack (jokers are off)", card.code()),
        ));
    }
    Ok(card)
}

/// The turned card: required where the table turns one and cards are left, else absent.
fn trump_card(
    deal: &Map<String, Value>,
    hands: PerSeat<Cards>,
    options: Options,
    seats: u8,
    cards: u8,
) -> Result<Option<Card>, RefereeError> {
    let left = u32::from(options.pack_size()) > u32::from(seats) * u32::from(cards);
    let wanted = turns_a_card(options.trumps) && left;
    let given = deal.get("trump_card").filter(|v| !v.is_null());
    match (wanted, given) {
        (true, None) => Err(err(
            "deal",
            "missing key \"trump_card\": a card is turned for trumps",
        )),
        (false, Some(_)) => {
            let why = if left {
                "these trumps turn no card"
            } else {
                "every card is dealt: no card is turned"
            };
            Err(err("deal.trump_card", format!("not allowed: {why}")))
        }
        (false, None) => Ok(None),
        (true, Some(value)) => {
            let card = read_card(value, "deal.trump_card", Cards::pack(options.jokers))?;
            let dealt = hands.as_slice().iter().any(|h| h.contains(card));
            if dealt {
                return Err(err(
                    "deal.trump_card",
                    format!("{} is dealt twice", card.code()),
                ));
            }
            Ok(Some(card))
        }
    }
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
        scores[Seat(i as u8)] = score.as_i64().ok_or_else(|| {
            err(
                format!("scores_before.{name}"),
                format!("expected a whole number, not {score}"),
            )
        })?;
    }
    Ok(Some(scores))
}

#[cfg(test)]
mod tests;
