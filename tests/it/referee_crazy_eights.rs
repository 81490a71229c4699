//! `ribs referee --game crazy-eights` as a user runs it: every worked example, settled
//! point and error case of `crazy-eights.md` as a golden file (`fixtures/crazy-eights/`),
//! and input that is not a document at all (exit 2, one JSON error, never a panic).

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::Value;

/// Runs `ribs referee --game crazy-eights` with `input` on stdin: (exit code, parsed stdout).
fn referee(input: &[u8]) -> (i32, Value) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ribs"))
        .args(["referee", "--game", "crazy-eights"])
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

/// Hands and legal actions sorted: the contract says their order is not significant.
fn normalized(mut v: Value) -> Value {
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

#[test]
fn every_example_settled_point_and_error_case_is_ruled_as_its_golden_file_says() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/fixtures/crazy-eights");
    let mut cases: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.ends_with(".json") && !name.ends_with(".expected.json")
        })
        .collect();
    cases.sort();
    assert!(cases.len() >= 70, "{} cases", cases.len());
    for case in cases {
        let expected_path = case.with_extension("expected.json");
        let expected: Value =
            serde_json::from_str(&std::fs::read_to_string(&expected_path).unwrap()).unwrap();
        let (code, out) = referee(&std::fs::read(&case).unwrap());
        assert_eq!(
            normalized(out),
            normalized(expected.clone()),
            "{}",
            case.display()
        );
        let wanted = if expected.get("error").is_some() {
            2
        } else {
            0
        };
        assert_eq!(code, wanted, "{}", case.display());
    }
}

/// The two examples' answers exactly as the rules file prints them (hands in its order).
#[test]
fn the_rules_files_two_examples_are_answered_as_printed() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/fixtures/crazy-eights");
    let one: Value = serde_json::from_str(
        r#"{"result":{"out":"Bob","blocked":false,"hands":{"Ann":["2c","6d","Ad","7s","Jd","3s","Qc"],
 "Bob":[],"Cat":["Jc","3c","5s","7d","4c"]},"top":"Qh","suit":"h","stock_left":31,
 "direction":"clockwise","pending_draw":0},"scores":{"Ann":39,"Bob":0,"Cat":29}}"#,
    )
    .unwrap();
    let two: Value = serde_json::from_str(
        r#"{"to_act":"Dan","legal":[{"player":"Dan","play":"2d"},{"player":"Dan","draw":true}],
 "result":{"out":null,"blocked":false,"hands":{"Ann":["9c","4c","5h","9d","Jc"],
 "Bob":["7c","Kc","4s","5c"],"Cat":["Jd","3d","9h","5d"],"Dan":["2d","9s","3s","Kh","6c"]},
 "top":"2s","suit":"s","stock_left":31,"direction":"clockwise","pending_draw":4}}"#,
    )
    .unwrap();
    for (file, printed) in [
        ("01-example-1-bob-goes-out.json", one),
        ("02-example-2-cut-after-two-stacked-twos.json", two),
    ] {
        let (code, out) = referee(&std::fs::read(dir.join(file)).unwrap());
        assert_eq!(code, 0);
        assert_eq!(normalized(out), normalized(printed), "{file}");
    }
}

#[test]
fn input_that_is_not_a_document_is_refused_with_exit_2() {
    for input in [
        &b""[..],
        b"   ",
        b"{",
        b"[1]",
        b"\"crazy-eights\"",
        b"{} {}",
        b"\xff\xfe{}",
        "[".repeat(5000).as_bytes(),
        "{\"a\":".repeat(5000).as_bytes(),
    ] {
        let (code, out) = referee(input);
        assert_eq!(code, 2, "{input:?}");
        assert!(out["error"].is_string(), "{out}");
    }
}
