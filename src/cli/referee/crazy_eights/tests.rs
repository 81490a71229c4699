//! The referee against the rules file: its two examples, each error case with the path of
//! the part at fault, and random documents (never a panic, never a hang).

use proptest::prelude::*;
use serde_json::{Value, json};

use super::rule;

pub(crate) fn example_one() -> Value {
    json!({"game":"crazy-eights","players":["Ann","Bob","Cat"],"dealer":"Ann","options":{},
     "deal":{"hands":{"Ann":["2c","6d","10s","Ad","7s"],"Bob":["9h","Kh","4h","8d","Qh"],
      "Cat":["Jc","3c","5s","7d","Ks"]},"starter":"9c","stock":["4c","Jd","6h","3s","Qc","8s",
      "4s","6c","5h","Ac","5d","Kd","3h","9s","10c","5c","4d","10d","10h","2h","Js","2d","9d",
      "7c","Ah","2s","3d","8h","7h","Jh","Qs","As","Qd","8c","Kc","6s"]},
     "actions":[{"player":"Bob","play":"9h"},{"player":"Cat","draw":true},
      {"player":"Ann","draw":true},{"player":"Bob","play":"Kh"},{"player":"Cat","play":"Ks"},
      {"player":"Ann","play":"10s"},{"player":"Bob","play":"8d"},{"player":"Bob","nominate":"h"},
      {"player":"Cat","draw":true},{"player":"Ann","draw":true},{"player":"Bob","play":"4h"},
      {"player":"Cat","play":"6h"},{"player":"Ann","draw":true},{"player":"Bob","play":"Qh"}]})
}

pub(crate) fn example_two() -> Value {
    json!({"players":["Ann","Bob","Cat","Dan"],"dealer":"Ann",
     "options":{"skip":"Q","reverse":"A","draw_two":true},
     "deal":{"hands":{"Ann":["9c","4c","5h","9d","Jc"],"Bob":["2h","7c","Kc","4s","5c"],
      "Cat":["2s","Jd","3d","9h","5d"],"Dan":["2d","9s","3s","Kh","6c"]},"starter":"7h",
      "stock":["Ac","10d","Qs","6h","Ah","Kd","10h","5s","Ks","2c","7d","10s","3h","8s","Jh",
      "As","8h","4d","7s","Qh","8c","Js","10c","6s","3c","6d","Qc","8d","Ad","4h","Qd"]},
     "actions":[{"player":"Bob","play":"2h"},{"player":"Cat","play":"2s"}]})
}

fn ruled(doc: &Value) -> Result<Value, String> {
    rule(&doc.to_string()).map_err(|e| e.to_string())
}

/// Hands and legal actions sorted: their order is not significant.
pub(crate) fn normalized(mut v: Value) -> Value {
    if let Some(hands) = v
        .pointer_mut("/result/hands")
        .and_then(Value::as_object_mut)
    {
        for cards in hands.values_mut() {
            if let Some(list) = cards.as_array_mut() {
                list.sort_by_key(ToString::to_string);
            }
        }
    }
    if let Some(legal) = v.get_mut("legal").and_then(Value::as_array_mut) {
        legal.sort_by_key(ToString::to_string);
    }
    v
}

fn with(mut doc: Value, edit: impl FnOnce(&mut Value)) -> Value {
    edit(&mut doc);
    doc
}
fn push(doc: &mut Value, action: Value) {
    doc["actions"].as_array_mut().unwrap().push(action);
}

#[test]
fn example_one_bob_goes_out() {
    let expected = json!({"result":{"out":"Bob","blocked":false,"hands":{"Ann":["2c","6d","Ad","7s","Jd","3s","Qc"],
     "Bob":[],"Cat":["Jc","3c","5s","7d","4c"]},"top":"Qh","suit":"h","stock_left":31,
     "direction":"clockwise","pending_draw":0},"scores":{"Ann":39,"Bob":0,"Cat":29}});
    assert_eq!(
        normalized(ruled(&example_one()).unwrap()),
        normalized(expected)
    );
}

#[test]
fn example_two_cut_after_two_stacked_twos() {
    let expected = json!({"to_act":"Dan","legal":[{"player":"Dan","play":"2d"},{"player":"Dan","draw":true}],
     "result":{"out":null,"blocked":false,"hands":{"Ann":["9c","4c","5h","9d","Jc"],
     "Bob":["7c","Kc","4s","5c"],"Cat":["Jd","3d","9h","5d"],"Dan":["2d","9s","3s","Kh","6c"]},
     "top":"2s","suit":"s","stock_left":31,"direction":"clockwise","pending_draw":4}});
    assert_eq!(
        normalized(ruled(&example_two()).unwrap()),
        normalized(expected)
    );
}

#[test]
fn example_two_dan_may_not_play_a_nine_against_four_to_draw() {
    let doc = with(example_two(), |d| {
        push(d, json!({"player":"Dan","play":"9s"}))
    });
    assert_eq!(
        ruled(&doc),
        Err("actions[2]: Dan must draw 4 cards or play a two".into())
    );
}

#[test]
fn scores_before_add_totals_and_the_winner_once_a_total_reaches_the_target() {
    let doc = with(example_one(), |d| {
        d["scores_before"] = json!({"Ann": 70, "Bob": 20, "Cat": 50})
    });
    let out = ruled(&doc).unwrap();
    assert_eq!(
        out["result"]["totals"],
        json!({"Ann": 109, "Bob": 20, "Cat": 79})
    );
    assert_eq!(out["result"]["match_over"], json!(true));
    assert_eq!(out["result"]["winners"], json!(["Bob"]));
    let doc = with(example_one(), |d| {
        d["scores_before"] = json!({"Ann": 10, "Bob": 20, "Cat": 50})
    });
    let out = ruled(&doc).unwrap();
    assert_eq!(
        (&out["result"]["match_over"], &out["result"]["winners"]),
        (&json!(false), &json!([]))
    );
}

/// Error cases of example 1: a JSON pointer, the value put there (`-` removes it, a
/// pointer ending `/+` appends), and how the error begins.
const ERRORS: &[(&str, &str, &str)] = &[
    ("/game", r#""ribs""#, "game: "),
    ("/colour", "1", "colour: unknown key"),
    ("/actions", "-", "missing key \"actions\""),
    ("/players", r#"["Ann"]"#, "players: "),
    (
        "/players",
        r#"["Ann","Ann","Cat"]"#,
        "players[1]: Ann is seated twice",
    ),
    (
        "/dealer",
        r#""Zed""#,
        "dealer: Zed is not one of the players",
    ),
    ("/options", r#"{"target":5}"#, "options.target: "),
    (
        "/options",
        r#"{"speed":5}"#,
        "options.speed: unknown option",
    ),
    (
        "/options",
        r#"{"skip":"8"}"#,
        "options.skip: skip cannot be 8",
    ),
    ("/deal/hands/Ann/0", r#""1x""#, "deal.hands.Ann[0]: "),
    (
        "/deal/hands/Ann/0",
        r#""6d""#,
        "deal.hands.Ann[1]: 6d is dealt too often",
    ),
    ("/deal/stock/35", "-", "deal: missing from the deal: 6s"),
    (
        "/deal/hands/Zed",
        "[]",
        "deal.hands.Zed: Zed is not one of the players",
    ),
    ("/deal/hands/Cat", "-", "deal.hands: no hand for Cat"),
    (
        "/reshuffles",
        "[]",
        "reshuffles: allowed only with the reshuffle option",
    ),
    (
        "/scores_before",
        r#"{"Ann":1}"#,
        "scores_before: no total for Bob",
    ),
    (
        "/scores_before",
        r#"{"Ann":1,"Bob":-2,"Cat":0}"#,
        "scores_before.Bob: ",
    ),
    ("/actions/0", "3", "actions[0]: expected an action"),
    (
        "/actions/0",
        r#"{"player":"Zed","play":"9h"}"#,
        "actions[0].player: Zed is not",
    ),
    (
        "/actions/0",
        r#"{"player":"Bob","play":"9h","draw":true}"#,
        "actions[0]: give exactly one",
    ),
    (
        "/actions/0",
        r#"{"player":"Bob","play":"9z"}"#,
        "actions[0].play: ",
    ),
    (
        "/actions/0",
        r#"{"player":"Bob","draw":false}"#,
        "actions[0].draw: expected true",
    ),
    (
        "/actions/0",
        r#"{"player":"Bob","hop":true}"#,
        "actions[0].hop: unknown key",
    ),
    (
        "/actions/0",
        r#"{"player":"Cat","play":"Ks"}"#,
        "actions[0]: it is Bob's turn, not Cat's",
    ),
    (
        "/actions/0",
        r#"{"player":"Bob","play":"2c"}"#,
        "actions[0]: Bob does not hold 2c",
    ),
    (
        "/actions/0",
        r#"{"player":"Bob","play":"4h"}"#,
        "actions[0]: Bob cannot play 4h",
    ),
    (
        "/actions/0",
        r#"{"player":"Bob","nominate":"h"}"#,
        "actions[0]: Bob has no suit to name",
    ),
    (
        "/actions/7",
        r#"{"player":"Bob","play":"4h"}"#,
        "actions[7]: Bob must name a suit",
    ),
    (
        "/actions/7",
        r#"{"player":"Bob","nominate":"x"}"#,
        "actions[7].nominate: ",
    ),
    (
        "/actions/0",
        r#"{"player":"Bob","pass":true}"#,
        "actions[0]: Bob must draw before",
    ),
    (
        "/actions/0",
        r#"{"player":"Bob","play":"9h","last_card":true}"#,
        "actions[0].last_card: ",
    ),
    (
        "/actions/+",
        r#"{"player":"Cat","draw":true}"#,
        "actions[14]: the hand is over: Bob went out",
    ),
];

#[test]
fn every_error_case_names_the_part_at_fault() {
    for &(pointer, value, wanted) in ERRORS {
        let mut doc = example_one();
        let (parent, key) = pointer.rsplit_once('/').unwrap();
        let target = doc.pointer_mut(parent).unwrap();
        match (target, key, value) {
            (Value::Array(list), "+", v) => list.push(serde_json::from_str(v).unwrap()),
            (Value::Array(list), i, "-") => {
                list.remove(i.parse().unwrap());
            }
            (Value::Array(list), i, v) => {
                list[i.parse::<usize>().unwrap()] = serde_json::from_str(v).unwrap()
            }
            (Value::Object(map), k, "-") => {
                map.remove(k);
            }
            (Value::Object(map), k, v) => {
                map.insert(k.to_string(), serde_json::from_str(v).unwrap());
            }
            _ => panic!("{pointer}"),
        }
        let said = ruled(&doc).unwrap_err();
        assert!(said.starts_with(wanted), "{said:?} should start {wanted:?}");
    }
}

/// Five players of ten cards, one card left in the stock: Bob (the dealer's left) plays 9d
/// on the starter 9h, Cat draws the last card and the pile but its top (9h) becomes the
/// stock.
pub(crate) fn reshuffling(reshuffles: Value) -> Value {
    let names = ["Ann", "Bob", "Cat", "Dan", "Eve"];
    let mut rest: Vec<String> = crate::cards::CardSet::FULL
        .iter()
        .map(|c| c.code())
        .filter(|c| !["9h", "Kc", "9d"].contains(&c.as_str()))
        .collect();
    rest.insert(10, "9d".into());
    let hands: serde_json::Map<String, Value> = names
        .iter()
        .enumerate()
        .map(|(i, n)| (n.to_string(), json!(rest[i * 10..i * 10 + 10])))
        .collect();
    json!({"players": names, "dealer": "Ann", "options": {"reshuffle": true, "hand_size": 10},
      "deal": {"hands": hands, "starter": "9h", "stock": ["Kc"]},
      "reshuffles": reshuffles,
      "actions": [{"player": "Bob", "play": "9d"}, {"player": "Cat", "draw": true}]})
}

#[test]
fn the_stock_given_for_a_reshuffle_is_the_pile_but_its_top() {
    let out = ruled(&reshuffling(json!([["9h"]]))).unwrap();
    assert_eq!(out["result"]["stock_left"], json!(1));
    assert_eq!(out["to_act"], json!("Dan"));
}

#[test]
fn a_wrong_missing_or_unused_reshuffle_is_refused() {
    let wrong = ruled(&reshuffling(json!([["9d"]]))).unwrap_err();
    assert!(
        wrong.starts_with(
            "reshuffles[0]: expected exactly the 1 cards under the top card at actions[1]: 9h"
        ),
        "{wrong}"
    );
    let missing = ruled(&reshuffling(json!([]))).unwrap_err();
    assert!(
        missing.starts_with("reshuffles: reshuffle 1 is due at actions[1]"),
        "{missing}"
    );
    let unused = ruled(&reshuffling(json!([["9h"], ["9h"]]))).unwrap_err();
    assert!(unused.starts_with("reshuffles[1]: unused"), "{unused}");
    let bad = ruled(&reshuffling(json!([["9x"]]))).unwrap_err();
    assert!(bad.starts_with("reshuffles[0][0]: "), "{bad}");
}

fn mutate(v: &mut Value, picks: &[u16], depth: usize) {
    let Some((&pick, rest)) = picks.split_first() else {
        return;
    };
    match v {
        Value::Object(map) if depth < 6 && !map.is_empty() => {
            let i = usize::from(pick) % map.len();
            let key = map.keys().nth(i).cloned().unwrap();
            if pick % 7 == 0 {
                map.remove(&key);
            } else {
                mutate(map.get_mut(&key).unwrap(), rest, depth + 1);
            }
        }
        Value::Array(list) if depth < 6 && !list.is_empty() => {
            let i = usize::from(pick) % list.len();
            if pick % 5 == 0 {
                list.swap(0, i);
            } else {
                mutate(&mut list[i], rest, depth + 1);
            }
        }
        _ => {
            *v = match pick % 8 {
                0 => json!(null),
                1 => json!(true),
                2 => json!(-1),
                3 => json!("8s"),
                4 => json!("Bob"),
                5 => json!([]),
                6 => json!({}),
                _ => json!(1e300),
            };
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn mutated_documents_are_ruled_or_refused_never_a_panic(
        which in any::<bool>(),
        picks in proptest::collection::vec(any::<u16>(), 1..12),
    ) {
        let mut doc = if which { example_one() } else { example_two() };
        mutate(&mut doc, &picks, 0);
        let _ = rule(&doc.to_string());
    }

    #[test]
    fn any_text_is_ruled_or_refused_never_a_panic(text in ".{0,200}") {
        let _ = rule(&text);
    }
}
