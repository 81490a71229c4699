//! `ribs referee --game gin-rummy` as a user runs it: every worked example and settled
//! point of `gin-rummy.md` as a golden file (`fixtures/gin-rummy/`), and input that is not a
//! document at all (exit 2, one JSON error, never a panic).

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::Value;

/// Runs `ribs referee --game gin-rummy` with `input` on stdin: (exit code, parsed stdout).
fn referee(input: &[u8]) -> (i32, Value) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ribs"))
        .args(["referee", "--game", "gin-rummy"])
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

#[test]
fn every_example_and_settled_point_of_the_rules_file_is_ruled_as_its_golden_file_says() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/fixtures/gin-rummy");
    let mut cases: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.ends_with(".json") && !name.ends_with(".expected.json")
        })
        .collect();
    cases.sort();
    assert!(cases.len() >= 45, "{} cases", cases.len());
    for case in cases {
        let expected_path = case.with_extension("expected.json");
        let expected: Value =
            serde_json::from_str(&std::fs::read_to_string(&expected_path).unwrap()).unwrap();
        let (code, out) = referee(&std::fs::read(&case).unwrap());
        assert_eq!(out, expected, "{}", case.display());
        let wanted = if expected.get("error").is_some() {
            2
        } else {
            0
        };
        assert_eq!(code, wanted, "{}", case.display());
    }
}

#[test]
fn input_that_is_not_a_document_is_refused_with_exit_2() {
    for input in [
        &b""[..],
        b"   ",
        b"{",
        b"[1]",
        b"\"gin-rummy\"",
        b"{} {}",
        b"\xff\xfe{}",
        "[".repeat(5000).as_bytes(),
    ] {
        let (code, out) = referee(input);
        assert_eq!(code, 2, "{input:?}");
        assert!(out["error"].is_string(), "{out}");
    }
}
