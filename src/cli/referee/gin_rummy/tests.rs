//! The referee against the rules file: its two examples, error cases with the path of the
//! part at fault, and random documents (never a panic, never a hang).

use proptest::prelude::*;
use serde_json::{Value, json};

use super::rule;

pub(crate) fn example_one() -> Value {
    json!({"players": ["Ann","Bob"], "dealer": "Bob", "deal": {"hands": {
      "Ann": ["2s","3s","4s","7h","7d","7c","9c","10c","Jc","5d"],
      "Bob": ["5s","6s","Kh","Kd","Kc","8c","2h","3d","Qs","Ac"]}, "upcard": "Ah",
      "stock": ["As","Ad","2d","2c","3h","3c","4h","4d","4c","5h","5c","6h","6d","6c","7s","8s",
       "8h","8d","9s","9h","9d","10s","10h","10d","Js","Jh","Jd","Qh","Qd","Qc","Ks"]},
     "actions": [{"player": "Ann", "draw": "discard"},
      {"player": "Ann", "knock": "5d", "melds": [["2s","3s","4s"],["7h","7d","7c"],["9c","10c","Jc"]]},
      {"player": "Bob", "spread": {"melds": [["Kh","Kd","Kc"]], "lay_offs": ["5s","6s","8c"]}}]})
}

fn ruled(doc: &Value) -> Result<Value, String> {
    rule(&doc.to_string()).map_err(|e| e.to_string())
}

fn with(edit: impl FnOnce(&mut Value)) -> Value {
    let mut doc = example_one();
    edit(&mut doc);
    doc
}

fn cut(doc: &mut Value, n: usize) {
    doc["actions"].as_array_mut().unwrap().truncate(n);
}

#[test]
fn example_one_is_ruled_as_the_rules_file_says() {
    let expected = json!({"result": {"outcome": "knock", "knocker": "Ann", "winner": "Ann", "points": 15, "bonus": 0,
      "melds": {"Ann": [["2s","3s","4s"],["7h","7d","7c"],["9c","10c","Jc"]], "Bob": [["Kh","Kd","Kc"]]},
      "lay_offs": ["5s","6s","8c"], "deadwood": {"Ann": ["Ah"], "Bob": ["Ac","2h","3d","Qs"]},
      "counts": {"Ann": 1, "Bob": 16},
      "game": {"points": {"Ann": 15, "Bob": 0}, "hands_won": {"Ann": 1, "Bob": 0}, "over": false,
       "next_dealer": "Ann", "winner": null, "shutout": null, "game_bonus": null,
       "box_bonuses": null, "totals": null, "margin": null}},
     "scores": {"Ann": 15, "Bob": 0}});
    assert_eq!(ruled(&example_one()), Ok(expected));
}

#[test]
fn a_partial_hand_says_who_acts_and_what_is_legal() {
    let start = with(|d| cut(d, 0));
    assert_eq!(
        ruled(&start),
        Ok(json!({"to_act": "Ann", "legal": [{"pass": true}, {"draw": "discard"}]}))
    );
    let knocked = ruled(&with(|d| cut(d, 2))).unwrap();
    assert_eq!(knocked["to_act"], "Bob");
    assert_eq!(
        knocked["legal"],
        json!([{"spread": {"lay_offs": ["5s", "6s", "8c"]}}])
    );
    let drawn = ruled(&with(|d| cut(d, 1))).unwrap();
    let legal = drawn["legal"].as_array().unwrap();
    assert!(
        !legal.contains(&json!({"discard": "Ah"})),
        "the card just taken"
    );
    assert!(legal.contains(&json!({"knock": "5d"})));
    assert!(legal.contains(&json!({"discard": "5d"})));
}

/// Documents each wrong in one place, and the start of what the referee says of it.
fn error_cases() -> Vec<(Value, &'static str)> {
    vec![
        (with(|d| d["colour"] = json!(1)), "colour: unknown key"),
        (with(|d| d["game"] = json!("oh-hell")), "game: "),
        (
            with(|d| d["players"] = json!(["Ann", "Ann"])),
            "players[1]: ",
        ),
        (with(|d| d["players"] = json!(["Ann"])), "players: "),
        (with(|d| d["dealer"] = json!("Cat")), "dealer: "),
        (
            with(|d| d["options"] = json!({"gin_bonus": 30})),
            "options.gin_bonus: ",
        ),
        (
            with(|d| d["options"] = json!({"speed": 1})),
            "options.speed: ",
        ),
        (
            with(|d| d["options"] = json!({"return_discard": "last_chance"})),
            "options.return_discard: ",
        ),
        (
            with(|d| d["deal"]["hands"]["Ann"][0] = json!("Zz")),
            "deal.hands.Ann[0]: ",
        ),
        (
            with(|d| d["deal"]["hands"]["Ann"][0] = json!("Ah")),
            "deal.upcard: ",
        ),
        (
            with(|d| {
                d["deal"]["stock"].as_array_mut().unwrap().pop();
            }),
            "deal.stock: ",
        ),
        (
            with(|d| {
                d["deal"].as_object_mut().unwrap().remove("upcard");
            }),
            "deal",
        ),
        (
            with(|d| d["scores_before"] = json!({"Ann": 100})),
            "scores_before.Ann: ",
        ),
        (
            with(|d| d["hands_won_before"] = json!({"Ann": 1})),
            "hands_won_before.Ann: ",
        ),
        (
            with(|d| {
                d.as_object_mut().unwrap().remove("actions");
            }),
            "missing key \"actions\"",
        ),
        (
            with(|d| d["actions"][0] = json!({"player": "Bob", "pass": true})),
            "actions[0]: Bob",
        ),
        (
            with(|d| d["actions"][0] = json!({"player": "Ann", "draw": "stock"})),
            "actions[0]: ",
        ),
        (
            with(|d| d["actions"][0] = json!({"player": "Ann", "pass": true, "draw": "stock"})),
            "actions[0]: ",
        ),
        (
            with(|d| d["actions"][1]["knock"] = json!("Ah")),
            "actions[1]: ",
        ),
        (
            with(|d| d["actions"][1]["melds"][0] = json!(["2s", "3s", "5d"])),
            "actions[1].melds",
        ),
        (
            with(|d| d["actions"][1]["melds"] = json!([["2s", "3s", "4s"], ["7h", "7d", "7c"]])),
            "actions[1].melds: ",
        ),
        (
            with(|d| d["actions"][2]["spread"]["lay_offs"] = json!(["Qs"])),
            "actions[2].spread.lay_offs: ",
        ),
        (
            with(|d| d["actions"][2]["spread"]["lay_offs"] = json!(["Kh"])),
            "actions[2].spread.lay_offs: ",
        ),
        (
            with(|d| {
                d["actions"]
                    .as_array_mut()
                    .unwrap()
                    .push(json!({"player": "Ann", "pass": true}));
            }),
            "actions[3]: ",
        ),
    ]
}

#[test]
fn each_error_names_the_part_at_fault() {
    for (doc, wanted) in error_cases() {
        let e = ruled(&doc).expect_err(wanted);
        assert!(e.starts_with(wanted), "{e:?} for {wanted:?}");
    }
}

fn arb_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(|n| json!(n)),
        prop::sample::select(vec![
            "Ann",
            "Bob",
            "stock",
            "discard",
            "Ah",
            "5d",
            "10c",
            "Kh",
            "upcard",
            "eleven",
            "gin-rummy",
        ])
        .prop_map(|s| json!(s)),
    ];
    leaf.prop_recursive(4, 24, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::btree_map(
                prop::sample::select(vec![
                    "players",
                    "dealer",
                    "deal",
                    "hands",
                    "stock",
                    "upcard",
                    "actions",
                    "player",
                    "pass",
                    "draw",
                    "discard",
                    "knock",
                    "melds",
                    "spread",
                    "lay_offs",
                    "options",
                    "scores_before",
                    "hands_won_before",
                    "Ann",
                    "Bob",
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
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn any_json_is_ruled_or_refused_without_a_panic(doc in arb_json()) {
        let _ = rule(&doc.to_string());
    }

    #[test]
    fn a_damaged_example_is_ruled_or_refused_without_a_panic(
        path in prop::collection::vec(0usize..40, 0..5),
        part in arb_json(),
    ) {
        let mut doc = example_one();
        graft(&mut doc, &path, part);
        match rule(&doc.to_string()) {
            Ok(out) => prop_assert!(out.get("result").is_some() || out.get("to_act").is_some()),
            Err(e) => prop_assert!(!e.message.is_empty()),
        }
    }

    #[test]
    fn any_text_is_refused_or_ruled_without_a_panic(text in "\\PC{0,60}") {
        let _ = rule(&text);
    }
}
