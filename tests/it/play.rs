//! `ribs play` as a script drives it: the real binary, its standard input and output piped.

use std::io::{Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// The binary running `ribs play` with `args`, its output read by a thread into a channel.
struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    output: Receiver<Vec<u8>>,
    /// Everything printed so far.
    seen: String,
    /// How much of `seen` there was when the last answer went in: a prompt counts only
    /// after it.
    answered: usize,
}

impl Session {
    fn start(args: &[&str]) -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ribs"))
            .arg("play")
            .args(args)
            .env("NO_COLOR", "1")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("ribs runs");
        let mut stdout = child.stdout.take().unwrap();
        let (send, output) = channel();
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = stdout.read(&mut buf) {
                if n == 0 || send.send(buf[..n].to_vec()).is_err() {
                    break;
                }
            }
        });
        let stdin = child.stdin.take();
        Session {
            child,
            stdin,
            output,
            seen: String::new(),
            answered: 0,
        }
    }

    /// Reads until the program waits at a prompt (`Some(prompt line)`) or ends (`None`).
    fn next_prompt(&mut self, deadline: Instant) -> Option<String> {
        loop {
            if self.seen.len() > self.answered && self.seen.ends_with("> ") {
                let line = self.seen.rsplit('\n').next().unwrap().to_string();
                return Some(line);
            }
            let left = deadline.saturating_duration_since(Instant::now());
            match self.output.recv_timeout(left) {
                Ok(bytes) => self.seen.push_str(&String::from_utf8_lossy(&bytes)),
                Err(RecvTimeoutError::Disconnected) => return None,
                Err(RecvTimeoutError::Timeout) => {
                    let _ = self.child.kill();
                    panic!("ribs play stalled; output so far:\n{}", self.seen);
                }
            }
        }
    }

    fn answer(&mut self, line: &str) {
        self.answered = self.seen.len();
        let stdin = self.stdin.as_mut().expect("input open");
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// Closes the input and waits for the exit status.
    fn finish(mut self, deadline: Instant) -> (i32, String) {
        drop(self.stdin.take());
        self.answered = self.seen.len();
        while self.next_prompt(deadline).is_some() {
            // A prompt after the input closed is answered by the end of the input.
            self.answered = self.seen.len();
        }
        let status = self.child.wait().unwrap();
        let mut err = String::new();
        if let Some(mut e) = self.child.stderr.take() {
            e.read_to_string(&mut err).unwrap();
        }
        assert!(err.is_empty(), "stderr: {err}");
        (status.code().unwrap_or(-1), self.seen)
    }

    /// The cards of the latest "Your hand:" line, as printed (with suits).
    fn hand(&self) -> Vec<String> {
        let line = self
            .seen
            .lines()
            .rev()
            .find(|l| l.starts_with("Your hand:"))
            .expect("the hand is shown before each decision");
        line["Your hand:".len()..]
            .split_whitespace()
            .map(str::to_string)
            .collect()
    }
}

/// A legal answer to `prompt` (the `n`th), from the cards of the hand as shown.
fn answer_for(prompt: &str, hand: &[String], n: usize) -> String {
    if prompt.contains("open the bidding") {
        "bid".to_string()
    } else if prompt.contains("or pass") {
        if n.is_multiple_of(3) { "bid" } else { "pass" }.to_string()
    } else if prompt.contains("fold two") && n.is_multiple_of(5) {
        format!("fold {} {}", hand[0], hand[1])
    } else {
        // Ribs or a face-up play: the last two cards, named as shown (with suits).
        format!("{} {}", hand[hand.len() - 2], hand[hand.len() - 1])
    }
}

/// Plays `session` by [`answer_for`] from its `n`th prompt, for at most `prompts` more
/// (all of them if `None`); returns how many prompts were answered in all.
fn play_along(s: &mut Session, deadline: Instant, mut n: usize, prompts: Option<usize>) -> usize {
    let stop = prompts.map_or(usize::MAX, |p| n + p);
    while n < stop {
        let Some(prompt) = s.next_prompt(deadline) else {
            break;
        };
        n += 1;
        assert!(n < 500, "too many prompts:\n{}", s.seen);
        let line = answer_for(&prompt, &s.hand(), n);
        s.answer(&line);
    }
    n
}

/// The lines that tell what happened at the table (not the prompts, status or menus).
fn narration(out: &str) -> Vec<String> {
    out.lines()
        .filter(|l| l.starts_with("  ") || l.contains(" goes to ") || l.contains("the match"))
        .filter(|l| {
            !l.contains("stops here") && !l.contains("saved in") && !l.starts_with("First to")
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn a_script_plays_a_whole_match_through_piped_input() {
    let deadline = Instant::now() + Duration::from_secs(120);
    let mut s = Session::start(&["--players", "4", "--options", "target=1", "--seed", "11"]);
    let mut prompts = 0;
    let mut refused = 0;
    while let Some(prompt) = s.next_prompt(deadline) {
        prompts += 1;
        assert!(prompts < 500, "too many prompts:\n{}", s.seen);
        // Now and then a bad answer first: it must get a reason and the prompt again.
        if prompts % 4 == 1 {
            let before = s.seen.len();
            s.answer("fold X Y");
            let again = s.next_prompt(deadline).expect("a new prompt");
            assert_eq!(again, prompt, "the same question again");
            let reply = &s.seen[before..];
            assert!(reply.contains("✗ "), "a reason for the refusal: {reply}");
            refused += 1;
        }
        let line = answer_for(&prompt, &s.hand(), prompts);
        s.answer(&line);
    }
    let (code, out) = s.finish(deadline);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("wins the match") || out.contains("You win the match"),
        "{out}"
    );
    assert!(out.contains("Hand 1 goes to"), "{out}");
    assert!(out.contains("Ribs ("), "tricks are revealed: {out}");
    assert!(refused >= 2);
}

#[test]
fn at_ten_players_no_two_cards_look_alike_and_each_is_typed_as_it_is_shown() {
    let deadline = Instant::now() + Duration::from_secs(120);
    let mut s = Session::start(&["--players", "10", "--options", "target=1", "--seed", "5"]);
    // Answers name the cards exactly as printed, marks of the later packs included.
    play_along(&mut s, deadline, 0, None);
    let (code, out) = s.finish(deadline);
    assert_eq!(code, 0, "{out}");
    let mut marked = 0;
    for line in out.lines().filter(|l| l.starts_with("Your hand:")) {
        let cards: Vec<&str> = line["Your hand:".len()..].split_whitespace().collect();
        let distinct: std::collections::HashSet<&&str> = cards.iter().collect();
        assert_eq!(distinct.len(), cards.len(), "two cards look alike: {line}");
        marked += cards.iter().filter(|c| c.ends_with(['²', '³'])).count();
    }
    assert!(marked > 0, "the later packs' cards wear their mark");
    assert!(
        !out.contains('✗'),
        "every card typed as shown was taken: {out}"
    );
}

#[test]
fn bad_answers_get_one_line_reasons_and_the_end_of_input_ends_cleanly() {
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut s = Session::start(&["--options", "target=1", "--seed", "3", "--level", "easy"]);
    let answers = [
        "dance", "bid 99", "K", "fold", "Q Q Q", "bid 2 3", "ribs A K", "help", "hand", "table",
        "scores", "hint",
    ];
    let mut reasons = 0;
    for answer in answers {
        s.next_prompt(deadline).expect("a prompt");
        let before = s.seen.len();
        s.answer(answer);
        s.next_prompt(deadline).expect("the prompt again");
        let reply = s.seen[before..].to_string();
        if reply.contains("✗ ") {
            reasons += 1;
            let lines: Vec<&str> = reply.lines().filter(|l| l.contains("✗")).collect();
            assert_eq!(lines.len(), 1, "one line per refusal: {reply}");
        }
    }
    assert!(reasons >= 6, "{}", s.seen);
    let (code, out) = s.finish(deadline);
    assert_eq!(code, 0);
    assert!(out.contains("The input ended"), "{out}");
    assert!(out.contains("Commands:"), "help was shown: {out}");
}

#[test]
fn quit_leaves_the_table() {
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut s = Session::start(&["--seed", "5"]);
    s.next_prompt(deadline).expect("a prompt");
    s.answer("quit");
    let (code, out) = s.finish(deadline);
    assert_eq!(code, 0);
    assert!(out.contains("You leave the table"), "{out}");
    assert!(out.contains("seed 5"), "{out}");
}

#[test]
fn a_table_that_cannot_be_is_refused_with_a_reason() {
    for args in [
        &["--players", "3"][..],
        &["--options", "target=0"][..],
        &["--level", "wizard"][..],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_ribs"))
            .arg("play")
            .args(args)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.is_empty(), "{args:?}");
    }
}

#[test]
fn a_match_saved_with_db_resumes_where_it_stopped_and_goes_on_as_if_never_stopped() {
    let deadline = Instant::now() + Duration::from_secs(180);
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("my matches.db");
    let db = db.to_str().unwrap();
    let table = ["--options", "target=2", "--seed", "21", "--level", "easy"];

    // The same answers, uninterrupted and without a file.
    let mut whole = Session::start(&table);
    let all = play_along(&mut whole, deadline, 0, None);
    let (code, whole) = whole.finish(deadline);
    assert_eq!(code, 0, "{whole}");

    // Stopped after 9 answers by the end of the input, then resumed twice: once with
    // other settings (the saved table's own apply), once after `quit`.
    let mut first = Session::start(&[&table[..], &["--db", db]].concat());
    let n = play_along(&mut first, deadline, 0, Some(9));
    let (code, first) = first.finish(deadline);
    assert_eq!(code, 0, "{first}");
    assert!(first.contains("It is saved in"), "{first}");

    let mut second = Session::start(&["--db", db, "--players", "6", "--seed", "5"]);
    let n = play_along(&mut second, deadline, n, Some(4));
    s_quit(&mut second, deadline);
    let (code, second) = second.finish(deadline);
    assert_eq!(code, 0, "{second}");
    assert!(
        second.starts_with("Resuming the match saved in"),
        "{second}"
    );
    assert!(
        second.contains("against Ada, Bram, Cleo (3 computer"),
        "{second}"
    );

    let mut third = Session::start(&["--db", db]);
    let n = play_along(&mut third, deadline, n, None);
    let (code, third) = third.finish(deadline);
    assert_eq!(code, 0, "{third}");
    assert_eq!(n, all, "as many decisions as the uninterrupted match");

    let resumed: Vec<String> = [&first, &second, &third]
        .iter()
        .flat_map(|out| narration(out))
        .collect();
    assert_eq!(
        resumed,
        narration(&whole),
        "the same match, told the same way"
    );
    assert!(
        third.contains("Your record in") && third.contains(" won of 1 match, "),
        "{third}"
    );

    // The match is over: the next `--db` run starts a new one.
    let mut fourth = Session::start(&["--db", db, "--seed", "8"]);
    fourth.next_prompt(deadline).expect("a prompt");
    let (code, fourth) = fourth.finish(deadline);
    assert_eq!(code, 0);
    assert!(!fourth.contains("Resuming"), "{fourth}");
    assert!(fourth.contains("Seed 8"), "{fourth}");
}

/// Answers the next prompt with `quit`.
fn s_quit(s: &mut Session, deadline: Instant) {
    s.next_prompt(deadline).expect("a prompt");
    s.answer("quit");
}

#[test]
fn a_db_that_is_not_a_ribs_database_is_refused_and_left_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("notes.db");
    std::fs::write(&path, "shopping: eggs, milk\n".repeat(200)).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_ribs"))
        .args(["play", "--db", path.to_str().unwrap()])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("not a Ribs SQLite database"), "{err}");
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "shopping: eggs, milk\n".repeat(200)
    );
}
