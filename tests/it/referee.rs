//! `ribs referee` as a user runs it: a document on stdin, a ruling (or an error and exit
//! status 2) on stdout.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use proptest::prelude::*;
use serde_json::{Value, json};

/// Runs the real binary with `input` on stdin; returns (exit code, parsed stdout).
fn referee(input: &str) -> (i32, Value) {
    let (code, stdout, _) = referee_with(&[], input);
    let value = serde_json::from_str(&stdout)
        .unwrap_or_else(|e| panic!("stdout is not one JSON document ({e}): {stdout:?}"));
    (code, value)
}

/// Runs `ribs referee ARGS` with `input` on stdin; returns (exit code, stdout, stderr).
fn referee_with(args: &[&str], input: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ribs"))
        .arg("referee")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ribs runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// `--game ribs` is the default spelled out: every rule case is ruled byte for byte as
/// without it.
#[test]
fn game_ribs_rules_every_rule_case_byte_for_byte_as_the_default() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/fixtures/rules");
    let mut compared = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !name.ends_with(".json") || name.ends_with(".expected.json") {
            continue;
        }
        let input = std::fs::read_to_string(&path).unwrap();
        let plain = referee_with(&[], &input);
        let named = referee_with(&["--game", "ribs"], &input);
        assert_eq!(plain, named, "{name}");
        compared += 1;
    }
    assert!(compared >= 30, "the rule cases: {compared}");
}

/// A game the host does not run is refused before any input is read, naming the games.
#[test]
fn an_unknown_game_is_refused_with_the_list_of_games() {
    let (code, stdout, stderr) = referee_with(&["--game", "chess"], "{}");
    assert_eq!(code, 2);
    assert!(stdout.is_empty(), "{stdout}");
    let games: Vec<&str> = ribs::games::GameKind::ALL.iter().map(|g| g.id()).collect();
    assert!(
        stderr.contains(&format!("no game \"chess\" (games: {})", games.join(", "))),
        "{stderr}"
    );
}

/// Sorts the card lists under "captured" and "discarded" so rulings compare regardless of
/// card order, which the contract says is not significant.
fn normalized(mut v: Value) -> Value {
    fn sort_captured(t: &mut Value) {
        if let Some(Value::Object(c)) = t.get_mut("captured") {
            for list in c.values_mut() {
                if let Value::Array(items) = list {
                    items.sort_by_key(|x| x.to_string());
                }
            }
        }
        if let Some(Value::Array(items)) = t.get_mut("discarded") {
            items.sort_by_key(|x| x.to_string());
        }
    }
    if let Some(Value::Array(tricks)) = v.get_mut("tricks") {
        tricks.iter_mut().for_each(sort_captured);
    } else {
        sort_captured(&mut v);
    }
    v
}

fn error_of(input: &str) -> String {
    let (code, out) = referee(input);
    assert_eq!(code, 2, "expected a refusal, got {out}");
    let obj = out.as_object().expect("an object");
    assert_eq!(obj.len(), 1, "only the error key: {out}");
    obj["error"].as_str().expect("a string error").to_string()
}

fn hand_doc() -> Value {
    serde_json::from_str(include_str!("fixtures/hand-4p.json")).unwrap()
}

/// The golden hand with one value set (or added) at a JSON pointer.
fn hand_with(pointer: &str, value: Value) -> String {
    let mut doc = hand_doc();
    match doc.pointer_mut(pointer) {
        Some(slot) => *slot = value,
        None => {
            let (parent, key) = pointer.rsplit_once('/').unwrap();
            doc.pointer_mut(parent).unwrap()[key] = value;
        }
    }
    doc.to_string()
}

#[test]
fn a_whole_hand_is_ruled_trick_by_trick_as_worked_out_by_hand() {
    let (code, out) = referee(include_str!("fixtures/hand-4p.json"));
    assert_eq!(code, 0, "{out}");
    let expected: Value =
        serde_json::from_str(include_str!("fixtures/hand-4p.expected.json")).unwrap();
    assert_eq!(normalized(out), normalized(expected));
}

/// The rule cases of RULES.md as golden files (`fixtures/rules/`, each named in its README
/// with the rule it shows): every document is ruled by the real binary, and the ruling,
/// printed as [`golden_text`] does in the referee's own key order, must equal its `.expected.json` byte for
/// byte. `RIBS_BLESS=1` writes the rulings instead, to be checked by hand against RULES.md
/// before they are committed.
#[test]
fn every_rule_case_of_rules_md_is_ruled_as_its_golden_file_says() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/fixtures/rules");
    let bless = std::env::var_os("RIBS_BLESS").is_some_and(|v| v == "1");
    let readme = std::fs::read_to_string(dir.join("README.md")).expect("the folder's README");
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.ends_with(".json") && !name.ends_with(".expected.json")
        })
        .collect();
    inputs.sort();
    assert!(inputs.len() >= 30, "the rule cases: {inputs:?}");
    let mut wrong = Vec::new();
    for input in &inputs {
        let case = input.file_stem().unwrap().to_string_lossy().into_owned();
        assert!(
            readme.contains(&format!("`{case}`")),
            "{case} is described in fixtures/rules/README.md"
        );
        let (code, ruling) = referee(&std::fs::read_to_string(input).unwrap());
        assert_eq!(
            code == 0,
            ruling.get("error").is_none(),
            "{case}: exit status {code} for {ruling}"
        );
        if let Some(scores) = ruling.get("scores") {
            assert_eq!(
                hand_points(&ruling, scores),
                10 * scores.as_object().unwrap().len() as u64,
                "{case}: captured plus discarded values are 10 per player"
            );
        }
        let text = golden_text(&ruling, 0) + "\n";
        let golden = dir.join(format!("{case}.expected.json"));
        if bless {
            std::fs::write(&golden, &text).unwrap();
            continue;
        }
        match std::fs::read_to_string(&golden) {
            Ok(expected) if expected == text => {}
            Ok(expected) => wrong.push(format!("{case}: ruled\n{text}but expected\n{expected}")),
            Err(e) => wrong.push(format!(
                "{case}: no {case}.expected.json ({e}); RIBS_BLESS=1 writes it"
            )),
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {} rule cases ruled otherwise:\n{}",
        wrong.len(),
        inputs.len(),
        wrong.join("\n")
    );
}

/// JSON as the golden files hold it: one key per line, a list of cards on one line.
fn golden_text(value: &Value, indent: usize) -> String {
    let pad = |n: usize| "  ".repeat(n);
    let scalar = |v: &Value| !v.is_array() && !v.is_object();
    match value {
        Value::Array(items) if items.iter().all(scalar) => {
            let items: Vec<String> = items.iter().map(Value::to_string).collect();
            format!("[{}]", items.join(", "))
        }
        Value::Array(items) => {
            let items: Vec<String> = items
                .iter()
                .map(|v| format!("{}{}", pad(indent + 1), golden_text(v, indent + 1)))
                .collect();
            format!("[\n{}\n{}]", items.join(",\n"), pad(indent))
        }
        Value::Object(map) if map.is_empty() => "{}".to_string(),
        Value::Object(map) => {
            let items: Vec<String> = map
                .iter()
                .map(|(k, v)| {
                    let key = Value::from(k.as_str());
                    format!("{}{key}: {}", pad(indent + 1), golden_text(v, indent + 1))
                })
                .collect();
            format!("{{\n{}\n{}}}", items.join(",\n"), pad(indent))
        }
        scalar => scalar.to_string(),
    }
}

/// A hand's scores plus the value of every discarded card.
fn hand_points(ruling: &Value, scores: &Value) -> u64 {
    let value = |rank: &Value| match rank.as_str().unwrap() {
        "A" => 0,
        "K" | "Q" | "J" => 2,
        _ => 1,
    };
    let scored: u64 = scores
        .as_object()
        .unwrap()
        .values()
        .map(|s| s.as_u64().unwrap())
        .sum();
    let discarded: u64 = ruling["tricks"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|t| t["discarded"].as_array().unwrap())
        .map(value)
        .sum();
    scored + discarded
}

#[test]
fn the_rules_example_trick_beat_and_folded_with_the_bid_lost() {
    // RULES.md's example, with a fourth player so the table is legal.
    let doc = json!({"bidder": "Eve", "bid": 6, "ribs": ["Q","9"], "plays": [
        {"player": "Fay", "cards": ["K","7"]},
        {"player": "Gus", "fold": ["A","A"]},
        {"player": "Hal", "cards": ["8","7"]}]});
    let (code, out) = referee(&doc.to_string());
    assert_eq!(code, 0, "{out}");
    assert_eq!(
        normalized(out),
        normalized(
            json!({"bidder": "Eve", "bid": 6, "ribs": ["Q","9"], "cracked_by": null,
            "outcomes": {"Fay": "beat", "Gus": "folded", "Hal": "defeated"},
            "defeated_value": 2, "bid_made": false,
            "captured": {"Fay": ["K","7"], "Hal": ["8","7"]},
            "discarded": ["Q","9","A","A"]})
        )
    );
}

#[test]
fn ribs_q9_against_k7_k9_j10_qj_and_a_q() {
    let doc = json!({"bidder": "R", "bid": 2, "ribs": ["Q","9"], "plays": [
        {"player": "a", "cards": ["K","7"]}, {"player": "b", "cards": ["K","9"]},
        {"player": "c", "cards": ["J","10"]}, {"player": "d", "cards": ["Q","J"]},
        {"player": "e", "cards": ["A","Q"]}]});
    let (code, out) = referee(&doc.to_string());
    assert_eq!(code, 0, "{out}");
    assert_eq!(
        out["outcomes"],
        json!({"a": "beat", "b": "defeated", "c": "defeated", "d": "defeated", "e": "defeated"})
    );
    // K-9 (3) + J-10 (3) + Q-J (4) + A-Q (2) = 12 defeated, bid 2 made: 12 + ribs 3.
    assert_eq!(out["defeated_value"], 12);
    assert_eq!(out["bid_made"], true);
    assert_eq!(out["captured"]["R"].as_array().unwrap().len(), 10);
}

#[test]
fn ribs_j9_defeat_a_j_and_the_beat_rule_variant_is_honoured() {
    let doc = |rule: &str| {
        json!({"bidder": "R", "bid": 2, "ribs": ["J","9"], "variant": {"beat_rule": rule},
        "plays": [{"player": "a", "cards": ["A","J"]}, {"player": "b", "cards": ["K","7"]},
                  {"player": "c", "cards": ["A","K"]}]})
        .to_string()
    };
    let (_, one) = referee(&doc("one_higher"));
    assert_eq!(
        one["outcomes"],
        json!({"a": "defeated", "b": "beat", "c": "beat"})
    );
    let (_, both) = referee(&doc("both_higher"));
    assert_eq!(
        both["outcomes"],
        json!({"a": "defeated", "b": "defeated", "c": "beat"})
    );
}

#[test]
fn bid_6_is_made_with_6_defeated_and_bid_7_is_lost() {
    let doc = |bid: u32| {
        json!({"bidder": "R", "bid": bid, "ribs": ["Q","9"], "plays": [
            {"player": "a", "cards": ["J","9"]}, {"player": "b", "cards": ["Q","8"]},
            {"player": "c", "cards": ["A","K"]}]})
        .to_string()
    };
    let (_, made) = referee(&doc(6));
    assert_eq!(
        (made["defeated_value"].clone(), made["bid_made"].clone()),
        (json!(6), json!(true))
    );
    let points: usize = made["captured"]["R"].as_array().unwrap().len();
    assert_eq!(
        points, 6,
        "the ribs and the four defeated cards: 9 points in 6 cards"
    );
    let (_, lost) = referee(&doc(7));
    assert_eq!(lost["bid_made"], false);
    assert!(
        lost["captured"].get("R").is_none(),
        "the bidder captures nothing"
    );
    assert_eq!(lost["discarded"], json!(["Q", "9"]));
}

#[test]
fn the_first_cracker_takes_everything_and_later_crackers_lose() {
    let doc = json!({"bidder": "R", "bid": 9, "ribs": ["K","8"], "plays": [
        {"player": "a", "cards": ["A","Q"]}, {"player": "b", "cards": ["8","K"]},
        {"player": "c", "fold": ["J","J"]}, {"player": "d", "cards": ["K","8"]}]});
    let (code, out) = referee(&doc.to_string());
    assert_eq!(code, 0);
    assert_eq!(out["cracked_by"], "b");
    assert_eq!(
        out["outcomes"],
        json!({"a": "lost_to_crack", "b": "cracked", "c": "folded", "d": "cracked_too"})
    );
    assert_eq!(out["defeated_value"], Value::Null);
    assert_eq!(out["bid_made"], Value::Null);
    assert_eq!(out["captured"]["b"].as_array().unwrap().len(), 8);
    assert_eq!(out["discarded"], json!(["J", "J"]));
}

#[test]
fn input_that_is_not_json_is_refused() {
    assert!(error_of("{").starts_with("not JSON"));
    assert!(error_of("").contains("no document"));
    assert!(error_of("[1, 2]").contains("JSON object"));
    assert!(error_of(r#"{"colour": "red"}"#).contains("expected a trick"));
}

#[test]
fn wrong_types_are_refused_with_their_place() {
    let e = error_of(r#"{"bidder": "R", "bid": "six", "ribs": ["Q","9"], "plays": []}"#);
    assert!(e.starts_with("bid: invalid type"), "{e}");
    let e = error_of(&hand_with("/tricks/1/bids/3/bid", json!(-3)));
    assert!(e.starts_with("tricks[1].bids[3].bid: invalid value"), "{e}");
    let e = error_of(&hand_with("/tricks/0/plays/0/cards/1", json!("Z")));
    assert!(e.starts_with("tricks[0].plays[0].cards[1]:"), "{e}");
    assert!(e.contains("not a card"), "{e}");
    let e = error_of(&hand_with("/hands/Cat/2", json!(12)));
    assert!(e.starts_with("hands.Cat[2]: invalid type"), "{e}");
    let e = error_of(&hand_with("/variant", json!({"bid_step": 3})));
    assert!(e.contains("bid_step must be 1 or 2"), "{e}");
}

#[test]
fn five_aces_among_four_players_is_not_a_trick() {
    let e = error_of(
        &json!({"bidder": "R", "bid": 2, "ribs": ["A","A"], "plays": [
            {"player": "a", "cards": ["A","7"]}, {"player": "b", "cards": ["A","8"]},
            {"player": "c", "cards": ["A","9"]}]})
        .to_string(),
    );
    assert_eq!(
        e,
        "plays[2].cards[0]: one A too many: a pack for 4 players has 4 of each rank"
    );
    let e = error_of(&hand_with("/hands/Dan/7", json!("A")));
    assert_eq!(
        e,
        "hands.Dan[7]: one A too many: a pack for 4 players has 4 of each rank"
    );
}

#[test]
fn too_few_or_too_many_players_are_refused() {
    let e = error_of(
        r#"{"bidder": "R", "bid": 2, "ribs": ["Q","9"], "plays": [{"player": "a", "cards": ["K","7"]}]}"#,
    );
    assert!(e.contains("4 to 10 players"), "{e}");
    let mut doc = hand_doc();
    doc["players"] = json!(["Ann", "Bob", "Cat"]);
    assert!(error_of(&doc.to_string()).contains("4 to 10 players"));
}

#[test]
fn a_jump_bid_is_refused() {
    let e = error_of(&hand_with("/tricks/0/bids/1/bid", json!(4)));
    assert_eq!(
        e,
        "tricks[0].bids[1]: Bob's bid must be 3 (one step above the last bid; no jump bids)"
    );
}

#[test]
fn the_opening_bid_must_be_2() {
    let e = error_of(&hand_with(
        "/tricks/0/bids/0",
        json!({"player": "Ann", "pass": true}),
    ));
    assert_eq!(e, "tricks[0].bids[0]: Ann opens the bidding and must bid 2");
}

#[test]
fn a_one_trick_bid_must_be_one_the_table_could_reach() {
    let trick = |bid: u32, variant: Value| {
        json!({"bidder": "Eve", "bid": bid, "ribs": ["Q", "9"], "variant": variant,
               "plays": [{"player": "Fay", "cards": ["K", "7"]}, {"player": "Gus", "cards": ["A", "A"]},
                         {"player": "Hal", "fold": ["J", "9"]}]})
        .to_string()
    };
    assert_eq!(
        error_of(&trick(1, json!({}))),
        "bid: bids start at 2, not 1"
    );
    assert_eq!(
        error_of(&trick(5, json!({"bid_step": 2}))),
        "bid: bids go up by 2 from 2: 5 is not one of them"
    );
    assert_eq!(referee(&trick(6, json!({"bid_step": 2}))).0, 0);
    assert_eq!(
        error_of(&trick(3, json!({"folding": "never"}))),
        "plays[2]: Hal folds, but folding is off (variant folding = never)"
    );
}

#[test]
fn a_player_who_passed_cannot_bid_again() {
    // Trick 3: Bob passed, then bids instead of Cat.
    let e = error_of(&hand_with(
        "/tricks/2/bids/3",
        json!({"player": "Bob", "bid": 4}),
    ));
    assert_eq!(e, "tricks[2].bids[3]: Bob already passed");
}

#[test]
fn a_second_fold_in_a_hand_is_refused() {
    // Ann folded in trick 3; in trick 4 she folds again.
    let e = error_of(&hand_with(
        "/tricks/3/plays/1",
        json!({"player": "Ann", "fold": ["8", "7"]}),
    ));
    assert_eq!(e, "tricks[3].plays[1]: Ann already folded this hand");
}

#[test]
fn a_fold_is_refused_when_folding_is_off() {
    let e = error_of(&hand_with("/variant", json!({"folding": "never"})));
    assert_eq!(
        e,
        "tricks[0].plays[1]: Dan folds, but folding is off (variant folding = never)"
    );
}

#[test]
fn playing_a_card_not_held_is_refused() {
    let e = error_of(&hand_with("/tricks/3/plays/1/cards/0", json!("K")));
    assert_eq!(e, "tricks[3].plays[1].cards[0]: Ann does not hold a K");
    let e = error_of(&hand_with("/tricks/0/ribs", json!(["A", "A"])));
    assert_eq!(e, "tricks[0].ribs[1]: Bob holds only one A");
}

#[test]
fn playing_out_of_turn_is_refused() {
    let mut doc = hand_doc();
    let plays = doc["tricks"][0]["plays"].as_array_mut().unwrap();
    plays.swap(0, 1);
    let e = error_of(&doc.to_string());
    assert_eq!(e, "tricks[0].plays[0]: it is Cat's turn, not Dan's");
    let e = error_of(&hand_with("/tricks/0/bids/2/player", json!("Dan")));
    assert_eq!(e, "tricks[0].bids[2]: it is Cat's turn, not Dan's");
}

#[test]
fn unfinished_or_overlong_hands_are_refused() {
    let mut doc = hand_doc();
    doc["tricks"].as_array_mut().unwrap().pop();
    assert_eq!(
        error_of(&doc.to_string()),
        "tricks: a hand has 4 tricks, this one 3"
    );
    let mut doc = hand_doc();
    doc["tricks"][0]["bids"].as_array_mut().unwrap().pop();
    assert_eq!(
        error_of(&doc.to_string()),
        "tricks[0].bids: the bidding is not finished: Ann has yet to bid or pass"
    );
    let mut doc = hand_doc();
    doc["tricks"][0]["plays"].as_array_mut().unwrap().pop();
    assert_eq!(
        error_of(&doc.to_string()),
        "tricks[0].plays: the trick is not finished: Ann has not played"
    );
    let mut doc = hand_doc();
    let fourth = doc["tricks"][3].clone();
    doc["tricks"].as_array_mut().unwrap().push(fourth);
    assert_eq!(
        error_of(&doc.to_string()),
        "tricks[4]: a hand has only 4 tricks"
    );
    let mut doc = hand_doc();
    doc["hands"]["Ann"].as_array_mut().unwrap().pop();
    assert_eq!(
        error_of(&doc.to_string()),
        "hands.Ann: a hand is 8 cards, not 7"
    );
    let mut doc = hand_doc();
    let extra = json!({"player": "Cat", "pass": true});
    doc["tricks"][0]["bids"].as_array_mut().unwrap().push(extra);
    assert_eq!(
        error_of(&doc.to_string()),
        "tricks[0].bids[5]: the bidding is over: Bob won it at 3"
    );
}

#[test]
fn names_must_be_players() {
    assert_eq!(
        error_of(&hand_with("/dealer", json!("Zed"))),
        "dealer: Zed is not one of the players"
    );
    let mut doc = hand_doc();
    doc["hands"]["Zed"] = json!(["A"]);
    assert_eq!(
        error_of(&doc.to_string()),
        "hands.Zed: Zed is not one of the players"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    /// Whatever the document, the referee answers with a ruling or an error, never a panic.
    #[test]
    fn the_referee_never_panics(text in any::<String>(), pointer_pick in any::<u64>(), value_pick in 0usize..8) {
        let _ = ribs::cli::referee::rule(&text);
        // Also mutate the golden hand at a random place with a random kind of value.
        let mut doc = hand_doc();
        let mut pointers = Vec::new();
        collect_pointers(&doc, String::new(), &mut pointers);
        let pointer = &pointers[(pointer_pick % pointers.len() as u64) as usize];
        let values = [json!(null), json!(-1), json!(4_294_967_296u64), json!("K"), json!([]),
            json!({}), json!(true), json!("Ann")];
        *doc.pointer_mut(pointer).unwrap() = values[value_pick].clone();
        let ruling = ribs::cli::referee::rule(&doc.to_string());
        if let Err(e) = ruling {
            prop_assert!(!e.message.is_empty());
        }
    }
}

fn collect_pointers(v: &Value, here: String, out: &mut Vec<String>) {
    out.push(here.clone());
    match v {
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                collect_pointers(item, format!("{here}/{i}"), out);
            }
        }
        Value::Object(map) => {
            for (k, item) in map {
                collect_pointers(item, format!("{here}/{k}"), out);
            }
        }
        _ => {}
    }
}
