//! `ribs referee --game cribbage` as a user runs it: every worked example, settled point
//! and error case of `cribbage.md` as a golden file (`fixtures/cribbage/`), compared with
//! the order the contract leaves free set aside; input that is not a document at all; and
//! random and mutated documents, never a panic, never a hang.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use proptest::prelude::*;
use ribs::cli::referee::{CribbageReferee, Referee};
use serde_json::{Value, json};

/// Runs `ribs referee --game cribbage` with `input` on stdin: (exit code, parsed stdout).
fn referee(input: &[u8]) -> (i32, Value) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ribs"))
        .args(["referee", "--game", "cribbage"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ribs runs");
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let value = serde_json::from_str(&stdout)
        .unwrap_or_else(|e| panic!("stdout is not one JSON document ({e}): {stdout:?}"));
    (out.status.code().unwrap(), value)
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
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/fixtures/cribbage");
    let mut cases: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.ends_with(".json") && !name.ends_with(".expected.json")
        })
        .collect();
    cases.sort();
    assert!(cases.len() >= 60, "{} cases", cases.len());
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
    for input in [
        &b""[..],
        b"   ",
        b"{",
        b"[1]",
        b"\"cribbage\"",
        b"{} {}",
        b"\xff\xfe{}",
        "[".repeat(5000).as_bytes(),
    ] {
        let (code, out) = referee(input);
        assert_eq!(code, 2, "{input:?}");
        assert!(out["error"].is_string(), "{out}");
    }
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
