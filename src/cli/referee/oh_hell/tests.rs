//! The referee against the rules file: its two examples, each error case with the path of
//! the part at fault, and random documents (never a panic, never a hang).

use proptest::prelude::*;
use serde_json::{Value, json};

use super::rule;

fn example() -> Value {
    json!({"game": "oh-hell", "players": ["Ann", "Bob", "Cat"], "dealer": "Ann", "options": {},
     "deal": {"hands": {"Ann": ["Qs", "7h", "2d"], "Bob": ["As", "Jd", "5h"], "Cat": ["Ks", "9h", "3c"]},
              "trump_card": "8h"},
     "actions": [{"player": "Bob", "bid": 2}, {"player": "Cat", "bid": 1}, {"player": "Ann", "bid": 1},
       {"player": "Bob", "card": "As"}, {"player": "Cat", "card": "Ks"}, {"player": "Ann", "card": "Qs"},
       {"player": "Bob", "card": "Jd"}, {"player": "Cat", "card": "9h"}, {"player": "Ann", "card": "2d"},
       {"player": "Cat", "card": "3c"}, {"player": "Ann", "card": "7h"}, {"player": "Bob", "card": "5h"}]})
}

fn ruled(doc: &Value) -> Result<Value, String> {
    rule(&doc.to_string()).map_err(|e| e.to_string())
}

/// The example with `edit` applied.
fn with(edit: impl FnOnce(&mut Value)) -> Value {
    let mut doc = example();
    edit(&mut doc);
    doc
}

fn cut(doc: &mut Value, n: usize) {
    doc["actions"].as_array_mut().unwrap().truncate(n);
}

#[test]
fn example_one_a_whole_hand() {
    let expected = json!({"result": {"cards": 3, "trump": "hearts", "bids": {"Ann": 1, "Bob": 2, "Cat": 1},
      "tricks": [{"leader": "Bob", "cards": ["As", "Ks", "Qs"], "winner": "Bob"},
                 {"leader": "Bob", "cards": ["Jd", "9h", "2d"], "winner": "Cat"},
                 {"leader": "Cat", "cards": ["3c", "7h", "5h"], "winner": "Ann"}],
      "won": {"Ann": 1, "Bob": 1, "Cat": 1}, "made": {"Ann": true, "Bob": false, "Cat": true},
      "totals": {"Ann": 11, "Bob": 1, "Cat": 11}},
     "scores": {"Ann": 11, "Bob": 1, "Cat": 11}});
    assert_eq!(ruled(&example()).unwrap(), expected);
}

#[test]
fn example_two_cut_after_two_bids_and_the_hooked_bid() {
    let doc = with(|d| cut(d, 2));
    let expected = json!({"result": {"cards": 3, "trump": "hearts", "bids": {"Bob": 2, "Cat": 1}, "tricks": [],
      "won": {"Ann": 0, "Bob": 0, "Cat": 0}},
     "to_act": "Ann", "legal": [{"player": "Ann", "bid": 1}, {"player": "Ann", "bid": 2}, {"player": "Ann", "bid": 3}]});
    assert_eq!(ruled(&doc).unwrap(), expected);
    let hooked = with(|d| {
        cut(d, 2);
        d["actions"]
            .as_array_mut()
            .unwrap()
            .push(json!({"player": "Ann", "bid": 0}));
    });
    assert_eq!(
        ruled(&hooked).unwrap_err(),
        "actions[2]: Ann deals and may not bid 0 (the hook)"
    );
}

#[test]
fn scores_before_add_into_the_totals_and_a_cut_hand_shows_the_cards_to_play() {
    let doc = with(|d| d["scores_before"] = json!({"Ann": 5, "Bob": -3, "Cat": 0}));
    let out = ruled(&doc).unwrap();
    assert_eq!(
        out["result"]["totals"],
        json!({"Ann": 16, "Bob": -2, "Cat": 11})
    );
    assert_eq!(out["scores"], json!({"Ann": 11, "Bob": 1, "Cat": 11}));
    let doc = with(|d| cut(d, 4));
    let out = ruled(&doc).unwrap();
    assert_eq!(out["to_act"], "Cat");
    assert_eq!(
        out["legal"],
        json!([{"player": "Cat", "card": "Ks"}]),
        "Cat must follow spades"
    );
}

#[test]
fn a_late_bid_replaces_the_last_until_the_next_player_bids() {
    let doc = with(|d| {
        let a = d["actions"].as_array_mut().unwrap();
        a.insert(1, json!({"player": "Bob", "bid": 0}));
        a.truncate(3);
    });
    let out = ruled(&doc).unwrap();
    assert_eq!(out["result"]["bids"], json!({"Bob": 0, "Cat": 1}));
    // 0 + 1: Ann may not bid 2.
    assert!(
        !out["legal"]
            .as_array()
            .unwrap()
            .contains(&json!({"player": "Ann", "bid": 2}))
    );
    let late = with(|d| {
        let a = d["actions"].as_array_mut().unwrap();
        a.insert(2, json!({"player": "Bob", "bid": 0}));
    });
    assert!(
        ruled(&late)
            .unwrap_err()
            .starts_with("actions[2]: Bob may not change")
    );
}

#[test]
fn simultaneous_bids_go_in_seat_order_from_the_dealers_left_and_never_change() {
    let doc = |bids: Value| {
        with(|d| {
            d["options"] = json!({"bidding": "simultaneous"});
            d["actions"] = bids;
        })
    };
    let out = ruled(&doc(json!([{"player": "Bob", "bid": 3}]))).unwrap();
    assert_eq!(out["to_act"], "Cat");
    assert_eq!(out["legal"].as_array().unwrap().len(), 4, "no hook");
    let e = ruled(&doc(json!([{"player": "Cat", "bid": 1}]))).unwrap_err();
    assert!(e.starts_with("actions[0]: it is Bob's turn"), "{e}");
    let e = ruled(&doc(
        json!([{"player": "Bob", "bid": 1}, {"player": "Bob", "bid": 2}]),
    ))
    .unwrap_err();
    assert!(e.starts_with("actions[1]: Bob has bid already"), "{e}");
    let all = ruled(&doc(json!([{"player": "Bob", "bid": 1}, {"player": "Cat", "bid": 1}, {"player": "Ann", "bid": 1}]))).unwrap();
    assert_eq!(all["to_act"], "Bob", "the play begins");
}

#[test]
fn four_players_dealt_thirteen_have_no_trump_card_and_no_trumps() {
    let suits = ["c", "d", "h", "s"];
    let ranks = [
        "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A",
    ];
    let hand = |s: &str| -> Vec<String> { ranks.iter().map(|r| format!("{r}{s}")).collect() };
    let doc = json!({"game": "oh-hell", "players": ["A", "B", "C", "D"], "dealer": "A",
        "options": {"max_cards": 13},
        "deal": {"hands": {"A": hand(suits[0]), "B": hand(suits[1]), "C": hand(suits[2]), "D": hand(suits[3])}},
        "actions": []});
    let out = ruled(&doc).unwrap();
    assert_eq!(out["result"]["trump"], Value::Null);
    let mut turned = doc.clone();
    turned["deal"]["trump_card"] = json!("2c");
    assert!(
        ruled(&turned)
            .unwrap_err()
            .starts_with("deal.trump_card: not allowed")
    );
}

#[test]
fn every_error_of_the_envelope_names_the_part_at_fault() {
    let cases: Vec<(Value, &str)> = vec![
        (with(|d| d["game"] = json!("ribs")), "game:"),
        (with(|d| d["colour"] = json!(1)), "colour:"),
        (with(|d| d["players"] = json!(["Ann", "Bob"])), "players:"),
        (
            with(|d| d["players"] = json!(["Ann", "Bob", "Ann"])),
            "players[2]:",
        ),
        (
            with(|d| d["players"] = json!(["Ann", "Bob", ""])),
            "players[2]:",
        ),
        (with(|d| d["dealer"] = json!("Dan")), "dealer:"),
        (
            with(|d| d["options"] = json!({"speed": 1})),
            "options.speed:",
        ),
        (
            with(|d| d["options"] = json!({"scoring": "golf"})),
            "options.scoring:",
        ),
        (
            with(|d| d["options"] = json!({"jokers": "yes"})),
            "options.jokers:",
        ),
        (
            with(|d| d["options"] = json!({"max_cards": 18})),
            "options.max_cards:",
        ),
        (
            with(|d| d["options"] = json!({"max_cards": 2})),
            "deal.hands:",
        ),
        (
            with(|d| d["deal"]["hands"]["Bob"][2] = json!("Zq")),
            "deal.hands.Bob[2]:",
        ),
        (
            with(|d| d["deal"]["hands"]["Bob"][2] = json!("Qs")),
            "deal.hands.Bob[2]:",
        ),
        (
            with(|d| d["deal"]["hands"]["Bob"][2] = json!("BJ")),
            "deal.hands.Bob[2]:",
        ),
        (
            with(|d| d["deal"]["hands"]["Dan"] = json!([])),
            "deal.hands.Dan:",
        ),
        (
            with(|d| {
                d["deal"]["hands"].as_object_mut().unwrap().remove("Cat");
            }),
            "deal.hands:",
        ),
        (
            with(|d| {
                d["deal"]["hands"]["Cat"].as_array_mut().unwrap().pop();
            }),
            "deal.hands.Cat:",
        ),
        (
            with(|d| d["deal"]["trump_card"] = json!("Qs")),
            "deal.trump_card:",
        ),
        (
            with(|d| {
                d["deal"].as_object_mut().unwrap().remove("trump_card");
            }),
            "deal:",
        ),
        (with(|d| d["deal"]["extra"] = json!(1)), "deal.extra:"),
        (with(|d| d["hand_number"] = json!(0)), "hand_number:"),
        (with(|d| d["hand_number"] = json!(2)), "deal.hands:"),
        (
            with(|d| d["options"] = json!({"trumps": "cycle"})),
            "hand_number:",
        ),
        (
            with(|d| d["scores_before"] = json!({"Ann": 1, "Bob": 2})),
            "scores_before:",
        ),
        (
            with(|d| d["scores_before"] = json!({"Ann": 1, "Bob": 2, "Cat": 1.5})),
            "scores_before.Cat:",
        ),
    ];
    for (doc, path) in cases {
        let e = ruled(&doc).expect_err(path);
        assert!(e.starts_with(path), "{path}: {e}");
    }
    for text in ["", "  ", "{", "[]", "{} {}", "null", &"[".repeat(200)] {
        assert!(rule(text).is_err(), "{text:?}");
    }
}

#[test]
fn every_error_of_an_action_names_the_action_at_fault() {
    let cases: Vec<(Value, &str)> = vec![
        (with(|d| d["actions"][0] = json!(5)), "actions[0]:"),
        (with(|d| d["actions"][0]["x"] = json!(5)), "actions[0].x:"),
        (
            with(|d| {
                d["actions"][0].as_object_mut().unwrap().remove("player");
            }),
            "actions[0]:",
        ),
        (
            with(|d| d["actions"][0] = json!({"player": "Bob"})),
            "actions[0]:",
        ),
        (
            with(|d| d["actions"][0]["card"] = json!("As")),
            "actions[0]:",
        ),
        (
            with(|d| d["actions"][0]["player"] = json!("Dan")),
            "actions[0].player:",
        ),
        (
            with(|d| {
                d["actions"]
                    .as_array_mut()
                    .unwrap()
                    .push(json!({"player": "Cat", "card": "3c"}))
            }),
            "actions[12]:",
        ),
        (
            with(|d| d["actions"][3] = json!({"player": "Bob", "bid": 1})),
            "actions[3]:",
        ),
        (
            with(|d| d["actions"][0] = json!({"player": "Cat", "bid": 1})),
            "actions[0]:",
        ),
        (
            with(|d| d["actions"][0] = json!({"player": "Bob", "bid": 4})),
            "actions[0]:",
        ),
        (
            with(|d| d["actions"][0] = json!({"player": "Bob", "bid": -1})),
            "actions[0].bid:",
        ),
        (
            with(|d| d["actions"][0] = json!({"player": "Bob", "bid": 1.5})),
            "actions[0].bid:",
        ),
        (
            with(|d| d["actions"][0] = json!({"player": "Bob", "card": "As"})),
            "actions[0]:",
        ),
        (
            with(|d| d["actions"][3] = json!({"player": "Cat", "card": "Ks"})),
            "actions[3]:",
        ),
        (
            with(|d| d["actions"][3] = json!({"player": "Bob", "card": "Ks"})),
            "actions[3]:",
        ),
        (
            with(|d| d["actions"][3] = json!({"player": "Bob", "card": "X"})),
            "actions[3].card:",
        ),
        (
            with(|d| d["actions"][4] = json!({"player": "Cat", "card": "9h"})),
            "actions[4]:",
        ),
    ];
    for (doc, path) in cases {
        let e = ruled(&doc).expect_err(path);
        assert!(e.starts_with(path), "{path}: {e}");
    }
}

#[test]
fn must_trump_is_refused_by_name() {
    let doc = json!({"game": "oh-hell", "players": ["A", "B", "C"], "dealer": "A",
        "options": {"must_trump": true},
        "deal": {"hands": {"A": ["2h", "3c"], "B": ["As", "4c"], "C": ["3h", "5c"]}, "trump_card": "8h"},
        "actions": [{"player": "B", "bid": 1}, {"player": "C", "bid": 0}, {"player": "A", "bid": 0},
                    {"player": "B", "card": "As"}, {"player": "C", "card": "5c"}]});
    let e = ruled(&doc).unwrap_err();
    assert_eq!(
        e,
        "actions[4]: C cannot follow suit and must trump (hearts)"
    );
}

#[test]
fn card_codes_read_in_every_spelling_and_write_back_one_way() {
    let doc = with(|d| {
        d["deal"]["hands"]["Bob"] = json!(["as", "J♦️", "5♥"]);
        d["actions"][3]["card"] = json!("A♠");
        d["deal"]["trump_card"] = json!("8H");
    });
    assert_eq!(ruled(&doc).unwrap(), ruled(&example()).unwrap());
    let tens = with(|d| d["deal"]["hands"]["Ann"][0] = json!("Th"));
    assert!(ruled(&tens).is_err(), "Th is not Qs: Ann would not follow");
}

fn arb_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        (-3i64..20).prop_map(Value::from),
        "[a-zA-Z0-9♥]{0,4}".prop_map(Value::from),
        prop::sample::select(vec![
            "Ann", "Bob", "Cat", "oh-hell", "Qs", "BJ", "10h", "bid", "card"
        ])
        .prop_map(Value::from),
    ];
    leaf.prop_recursive(4, 40, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::btree_map(
                prop::sample::select(vec![
                    "game",
                    "players",
                    "dealer",
                    "options",
                    "deal",
                    "hands",
                    "actions",
                    "player",
                    "bid",
                    "card",
                    "trump_card",
                    "hand_number",
                    "scores_before",
                    "max_cards",
                    "Ann",
                    "Bob"
                ])
                .prop_map(String::from),
                inner,
                0..6
            )
            .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// Replaces one part of the example (at a path of keys and indexes) with `part`.
fn graft(doc: &mut Value, path: &[usize], part: Value) {
    let Some((&step, rest)) = path.split_first() else {
        *doc = part;
        return;
    };
    match doc {
        Value::Object(m) if !m.is_empty() => {
            let key = m.keys().nth(step % m.len()).unwrap().clone();
            graft(m.get_mut(&key).unwrap(), rest, part);
        }
        Value::Array(a) if !a.is_empty() => {
            let i = step % a.len();
            graft(&mut a[i], rest, part);
        }
        _ => *doc = part,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn any_json_is_ruled_or_refused_without_a_panic(doc in arb_json()) {
        let _ = rule(&doc.to_string());
    }

    #[test]
    fn a_damaged_example_is_ruled_or_refused_without_a_panic(
        path in prop::collection::vec(0usize..20, 0..5),
        part in arb_json(),
    ) {
        let mut doc = example();
        graft(&mut doc, &path, part);
        match rule(&doc.to_string()) {
            Ok(out) => prop_assert!(out.get("result").is_some()),
            Err(e) => prop_assert!(!e.message.is_empty()),
        }
    }

    #[test]
    fn any_text_is_refused_or_ruled_without_a_panic(text in "\\PC{0,60}") {
        let _ = rule(&text);
    }
}
