//! `ribs referee --game cribbage` as a user runs it: every worked example, settled point
//! and error case of `cribbage.md` as a golden file (`fixtures/cribbage/`), compared with
//! the order the contract leaves free set aside; input that is not a document at all; and
//! random and mutated documents, never a panic, never a hang.

use std::path::Path;

use proptest::prelude::*;
use ribs::cli::referee::{CribbageReferee, Referee};
use serde_json::{Value, json};

/// Runs `ribs referee --game cribbage` with `input` on stdin: (exit code, parsed stdout).
fn referee(input: &[u8]) -> (i32, Value) {
    crate::support::referee::run("cribbage", input)
}

/// A ruling with the orders the contract leaves free put in one order: the cards of any
/// list, the legal actions, and the events within one action's (or one box's) group.
fn canonical(value: &Value) -> Value {
    match value {
        Value::Object(map) => {
            let mut out = serde_json::Map::new();
            for (key, v) in map {
                let v = match (key.as_str(), v) {
                    ("legal", Value::Array(items)) => sorted(items.iter().map(canonical)),
                    ("events", Value::Array(items)) => events(items),
                    _ => canonical(v),
                };
                out.insert(key.clone(), v);
            }
            Value::Object(out)
        }
        Value::Array(items) if items.iter().all(Value::is_string) => sorted(items.iter().cloned()),
        Value::Array(items) => Value::Array(items.iter().map(canonical).collect()),
        other => other.clone(),
    }
}

fn sorted(items: impl Iterator<Item = Value>) -> Value {
    let mut items: Vec<Value> = items.collect();
    items.sort_by_key(Value::to_string);
    Value::Array(items)
}

/// Events in order, each run of one action's (or one counted box's) events sorted.
fn events(items: &[Value]) -> Value {
    let group = |e: &Value| {
        (
            e["phase"].clone(),
            e["at"].clone(),
            e["box"].clone(),
            if e["box"].is_null() {
                Value::Null
            } else {
                e["player"].clone()
            },
        )
    };
    let mut out: Vec<Value> = Vec::new();
    let mut run: Vec<Value> = Vec::new();
    for e in items.iter().map(canonical) {
        if run.last().is_some_and(|last| group(last) != group(&e)) {
            out.extend(sorted(run.drain(..)).as_array().unwrap().iter().cloned());
        }
        run.push(e);
    }
    out.extend(sorted(run.drain(..)).as_array().unwrap().iter().cloned());
    Value::Array(out)
}

#[test]
fn every_example_settled_point_and_error_case_is_ruled_as_its_golden_file_says() {
    let cases = crate::support::referee::golden_cases("cribbage", 60);
    for case in cases {
        let expected_path = case.with_extension("expected.json");
        let expected: Value =
            serde_json::from_str(&std::fs::read_to_string(&expected_path).unwrap()).unwrap();
        let (code, out) = referee(&std::fs::read(&case).unwrap());
        assert_eq!(canonical(&out), canonical(&expected), "{}", case.display());
        let wanted = if expected.get("error").is_some() {
            2
        } else {
            0
        };
        assert_eq!(code, wanted, "{}", case.display());
        if let Some(error) = expected["error"].as_str() {
            let name = case.file_name().unwrap().to_string_lossy();
            let top_level = ["e01", "e02", "e03", "e05"]
                .iter()
                .any(|p| name.starts_with(p));
            assert!(
                top_level || error.contains(": "),
                "{name}: an error names its path: {error}"
            );
        }
    }
}

#[test]
fn input_that_is_not_a_document_is_refused_with_exit_2() {
    crate::support::referee::refuses_what_is_no_document("cribbage");
}

fn example() -> Value {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(
        "tests/it/fixtures/cribbage/01-example-1-pagats-pegging-bob-pegs-out-in-the-show.json",
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Every place of a document (as JSON pointers), to mutate one.
fn pointers(value: &Value, at: String, out: &mut Vec<String>) {
    out.push(at.clone());
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                pointers(v, format!("{at}/{k}"), out);
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                pointers(v, format!("{at}/{i}"), out);
            }
        }
        _ => {}
    }
}

fn replacement() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(|n| json!(n)),
        (0u64..200).prop_map(|n| json!(n)),
        "[A-Za-z0-9♥ ]{0,4}".prop_map(Value::String),
        Just(json!("Ann")),
        Just(json!("Kh")),
        Just(json!([])),
        Just(json!({})),
        Just(json!({"player": "Bob", "go": true})),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// One part of the example replaced by anything, or the text cut anywhere: a ruling or
    /// an error, never a panic.
    #[test]
    fn a_mutated_document_is_ruled_or_refused_never_a_panic(
        pick in any::<prop::sample::Index>(), with in replacement(), cut in any::<prop::sample::Index>(),
    ) {
        let doc = example();
        let mut places = Vec::new();
        pointers(&doc, String::new(), &mut places);
        let place = pick.get(&places[1..]);
        let mut mutated = doc.clone();
        *mutated.pointer_mut(place).unwrap() = with;
        let _ = CribbageReferee::rule(&mutated.to_string());
        let text = doc.to_string();
        let end = cut.index(text.len());
        if text.is_char_boundary(end) {
            prop_assert!(CribbageReferee::rule(&text[..end]).is_err() || end == text.len());
        }
    }

    /// Random bytes: never a panic.
    #[test]
    fn random_text_is_refused_never_a_panic(text in ".{0,64}") {
        prop_assert!(CribbageReferee::rule(&text).is_err());
    }
}

/// Random hands dealt and played from a reading of the rules written here, apart from the
/// engine (cards as rank 1..13 and a suit letter, the count, go and the sequence's end,
/// every pegging and show combination counted by brute force), ruled by the referee: both
/// agree on every score, every total and the winner.
mod oracle {
    use proptest::prelude::*;
    use ribs::cli::referee::{CribbageReferee, Referee};
    use serde_json::{Value, json};

    const RANKS: [&str; 13] = [
        "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
    ];
    const SUITS: [char; 4] = ['c', 'd', 'h', 's'];
    /// A card: (rank 1..=13, suit index).
    type Card = (u8, usize);
    const NAMES: [&str; 3] = ["Ann", "Bob", "Cat"];

    fn code((rank, suit): Card) -> String {
        format!("{}{}", RANKS[usize::from(rank) - 1], SUITS[suit])
    }

    fn value(c: Card) -> u8 {
        c.0.min(10)
    }

    /// SplitMix64: the test's own randomness.
    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            ((z ^ (z >> 31)) % n as u64) as usize
        }
    }

    /// The points of the last card of `seq` at `count`: (points, why) each.
    fn pegging(seq: &[Card], count: u8) -> Vec<(u8, String)> {
        let mut out = Vec::new();
        if count == 15 {
            out.push((2, "fifteen".to_string()));
        }
        let last = seq[seq.len() - 1].0;
        let same = seq.iter().rev().take_while(|c| c.0 == last).count();
        match same {
            2 => out.push((2, "pair".into())),
            3 => out.push((6, "pair royal".into())),
            4 => out.push((12, "double pair royal".into())),
            _ => {}
        }
        for n in (3..=seq.len()).rev() {
            let mut ranks: Vec<u8> = seq[seq.len() - n..].iter().map(|c| c.0).collect();
            ranks.sort_unstable();
            if ranks.windows(2).all(|w| w[1] == w[0] + 1) {
                out.push((n as u8, format!("run of {n}")));
                break;
            }
        }
        if count == 31 {
            out.push((2, "31".into()));
        }
        out
    }

    /// A box's count with the starter, by the book.
    fn show(hand: &[Card], starter: Card, crib: bool) -> u8 {
        let five: Vec<Card> = hand.iter().copied().chain([starter]).collect();
        let mut points = 0;
        for mask in 1u32..32 {
            let pick: Vec<Card> = (0..5)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| five[i])
                .collect();
            if pick.iter().map(|&c| u32::from(value(c))).sum::<u32>() == 15 {
                points += 2;
            }
            if pick.len() == 2 && pick[0].0 == pick[1].0 {
                points += 2;
            }
        }
        for len in [5u32, 4, 3] {
            let runs = (1u32..32)
                .filter(|m| m.count_ones() == len)
                .filter(|m| {
                    let mut r: Vec<u8> = (0..5)
                        .filter(|i| m & (1 << i) != 0)
                        .map(|i| five[i].0)
                        .collect();
                    r.sort_unstable();
                    r.windows(2).all(|w| w[1] == w[0] + 1)
                })
                .count() as u8;
            if runs > 0 {
                points += runs * len as u8;
                break;
            }
        }
        if hand.iter().all(|c| c.1 == hand[0].1) {
            if starter.1 == hand[0].1 {
                points += 5;
            } else if !crib {
                points += 4;
            }
        }
        if hand.iter().any(|&c| c.0 == 11 && c.1 == starter.1) {
            points += 1;
        }
        points
    }

    /// One hand: the document, and what the rules say it scores: (totals, winner, each
    /// score as (player, points, why), sorted).
    #[allow(clippy::type_complexity)]
    fn hand(
        seed: u64,
        n: usize,
        before: &[u16],
    ) -> (Value, Vec<u16>, Option<usize>, Vec<(String, u8, String)>) {
        let mut rng = Rng(seed);
        let mut deck: Vec<Card> = (1..=13).flat_map(|r| (0..4).map(move |s| (r, s))).collect();
        for i in (1..deck.len()).rev() {
            deck.swap(i, rng.below(i + 1));
        }
        let each = if n == 2 { 6 } else { 5 };
        let dealer = rng.below(n);
        let mut hands: Vec<Vec<Card>> = (0..n)
            .map(|p| deck[p * each..(p + 1) * each].to_vec())
            .collect();
        let mut crib: Vec<Card> = if n == 3 { vec![deck[n * each]] } else { vec![] };
        let starter = deck[n * each + crib.len()];
        let lay = if n == 2 { 2 } else { 1 };
        let mut actions = Vec::new();
        for (p, hand) in hands.iter_mut().enumerate() {
            let mut laid = Vec::new();
            for _ in 0..lay {
                laid.push(hand.remove(rng.below(hand.len())));
            }
            actions.push(json!({"player": NAMES[p], "discard": laid.iter().map(|&c| code(c)).collect::<Vec<_>>()}));
            crib.extend(laid);
        }
        let doc_hands: serde_json::Map<String, Value> = (0..n)
            .map(|p| {
                (
                    NAMES[p].to_string(),
                    json!(
                        deck[p * each..(p + 1) * each]
                            .iter()
                            .map(|&c| code(c))
                            .collect::<Vec<_>>()
                    ),
                )
            })
            .collect();
        let kept = hands.clone();
        let mut score = Score {
            totals: before.to_vec(),
            scores: Vec::new(),
            won: None,
        };
        let over = starter.0 == 11 && score.peg(dealer, 2, "his heels");
        if !over && !play(&mut hands, dealer, &mut rng, &mut actions, &mut score) {
            let order = (1..=n).map(|k| ((dealer + k) % n, false));
            for (p, is_crib) in order.chain([(dealer, true)]) {
                let cards = if is_crib { &crib } else { &kept[p] };
                let points = show(cards, starter, is_crib);
                if points > 0 && score.peg(p, points, "show") {
                    break;
                }
            }
        }
        let mut deal = json!({"hands": doc_hands, "starter": code(starter)});
        if n == 3 {
            deal["crib"] = json!([code(deck[n * each])]);
        }
        let before_doc: serde_json::Map<String, Value> = (0..n)
            .map(|p| (NAMES[p].to_string(), json!(before[p])))
            .collect();
        let doc = json!({"game": "cribbage", "players": NAMES[..n], "dealer": NAMES[dealer],
            "deal": deal, "scores_before": before_doc, "actions": actions});
        score.scores.sort();
        (doc, score.totals, score.won, score.scores)
    }

    /// Each side's points, every score, and who reached the target.
    struct Score {
        totals: Vec<u16>,
        scores: Vec<(String, u8, String)>,
        won: Option<usize>,
    }

    impl Score {
        /// Pegs points for `p`: whether that wins the game.
        fn peg(&mut self, p: usize, points: u8, why: &str) -> bool {
            self.scores
                .push((NAMES[p].to_string(), points, why.to_string()));
            self.totals[p] += u16::from(points);
            if self.totals[p] >= 121 {
                self.won = Some(p);
            }
            self.won.is_some()
        }
    }

    /// The play to 31 with random cards that fit, go where none does: whether the game
    /// was won in it.
    fn play(
        hands: &mut [Vec<Card>],
        dealer: usize,
        rng: &mut Rng,
        actions: &mut Vec<Value>,
        score: &mut Score,
    ) -> bool {
        let n = hands.len();
        let (mut count, mut seq, mut gone) = (0u8, Vec::<Card>::new(), vec![false; n]);
        let mut turn = (dealer + 1) % n;
        let fits = |h: &Vec<Card>, count: u8| h.iter().any(|&c| count + value(c) <= 31);
        while hands.iter().any(|h| !h.is_empty()) {
            let p = turn;
            let next = |hands: &[Vec<Card>], gone: &[bool]| {
                (1..=n)
                    .map(|k| (p + k) % n)
                    .find(|&q| !hands[q].is_empty() && !gone[q])
            };
            let playable: Vec<usize> = (0..hands[p].len())
                .filter(|&i| count + value(hands[p][i]) <= 31)
                .collect();
            if playable.is_empty() {
                actions.push(json!({"player": NAMES[p], "go": true}));
                gone[p] = true;
                turn = next(hands, &gone).unwrap();
                continue;
            }
            let card = hands[p].remove(playable[rng.below(playable.len())]);
            actions.push(json!({"player": NAMES[p], "play": code(card)}));
            count += value(card);
            seq.push(card);
            // A card's own points are scored together, the game checked after them all.
            let own: Vec<(u8, String)> = pegging(&seq, count);
            let won = own.iter().fold(false, |won, (points, why)| {
                score.peg(p, *points, why) || won
            });
            if won {
                return true;
            }
            if count < 31 && hands.iter().any(|h| fits(h, count)) {
                turn = next(hands, &gone).unwrap();
                continue;
            }
            if count < 31 {
                let last = hands.iter().all(Vec::is_empty);
                if score.peg(p, 1, if last { "last card" } else { "go" }) {
                    return true;
                }
            }
            count = 0;
            seq.clear();
            gone = vec![false; n];
            if let Some(q) = (1..=n).map(|k| (p + k) % n).find(|&q| !hands[q].is_empty()) {
                turn = q;
            }
        }
        false
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn the_referee_scores_random_hands_as_the_rules_read_apart_say(
            seed in any::<u64>(), three in any::<bool>(), a in 0u16..121, b in 0u16..121, c in 0u16..121,
        ) {
            let n = if three { 3 } else { 2 };
            let (doc, totals, won, mut want) = hand(seed, n, &[a, b, c][..n]);
            let out = CribbageReferee::rule(&doc.to_string()).map_err(|e| TestCaseError::fail(format!("{e}: {doc}")))?;
            let result = &out["result"];
            for (p, total) in totals.iter().enumerate() {
                prop_assert_eq!(&result["totals"][NAMES[p]], &json!(total), "{}", doc);
            }
            prop_assert_eq!(&result["winner"], &json!(won.map(|p| NAMES[p])), "{}", doc);
            // The show's combinations summed per box, to compare with the brute-force count.
            let mut got: Vec<(String, u8, String)> = Vec::new();
            let mut shows: std::collections::BTreeMap<(String, String), u8> = Default::default();
            for e in result["events"].as_array().unwrap() {
                let player = e["player"].as_str().unwrap().to_string();
                let points = e["points"].as_u64().unwrap() as u8;
                if e["phase"] == "show" {
                    *shows.entry((player, e["box"].as_str().unwrap().to_string())).or_default() += points;
                } else {
                    got.push((player, points, e["why"].as_str().unwrap().to_string()));
                }
            }
            for ((player, _), points) in shows {
                got.push((player, points, "show".into()));
            }
            got.sort();
            want.sort();
            prop_assert_eq!(got, want, "{}", doc);
            prop_assert!(out.get("scores").is_some(), "a whole hand is scored");
        }
    }
}
