//! `ribs referee --game ID` as a user runs it, for every game's referee tests: the run
//! itself, the golden files of a game's rules file, and input that is no document at all.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde_json::Value;

/// Runs `ribs referee --game <game>` with `input` on stdin: (exit code, parsed stdout).
pub fn run(game: &str, input: &[u8]) -> (i32, Value) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ribs"))
        .args(["referee", "--game", game])
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

/// The cases of `fixtures/<game>/` (each `NAME.json` beside its `NAME.expected.json`), in
/// name order: at least `at_least` of them.
pub fn golden_cases(game: &str, at_least: usize) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/it/fixtures")
        .join(game);
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.ends_with(".json") && !name.ends_with(".expected.json")
        })
        .collect();
    cases.sort();
    assert!(cases.len() >= at_least, "{} cases", cases.len());
    cases
}

/// Input that is no document (empty, cut short, not an object, two documents, not UTF-8,
/// nested too deep) is refused with exit 2 and one JSON error, never a panic.
pub fn refuses_what_is_no_document(game: &str) {
    let quoted = format!("\"{game}\"");
    for input in [
        &b""[..],
        b"   ",
        b"{",
        b"[1]",
        quoted.as_bytes(),
        b"{} {}",
        b"\xff\xfe{}",
        "[".repeat(5000).as_bytes(),
        "{\"a\":".repeat(5000).as_bytes(),
    ] {
        let (code, out) = run(game, input);
        assert_eq!(code, 2, "{input:?}");
        assert!(out["error"].is_string(), "{out}");
    }
}
