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
        let hand = s.hand();
        let line = if prompt.contains("open the bidding") {
            "bid".to_string()
        } else if prompt.contains("or pass") {
            if prompts % 3 == 0 { "bid" } else { "pass" }.to_string()
        } else if prompt.contains("fold two") && prompts % 5 == 0 {
            format!("fold {} {}", hand[0], hand[1])
        } else {
            // Ribs or a face-up play: the last two cards, named as shown (with suits).
            format!("{} {}", hand[hand.len() - 2], hand[hand.len() - 1])
        };
        s.answer(&line);
    }
    let (code, out) = s.finish(deadline);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("wins the match") || out.contains("You win the match"),
        "{out}"
    );
    assert!(out.contains("Hand 1 goes to"), "{out}");
    assert!(out.contains("The ribs of"), "tricks are revealed: {out}");
    assert!(refused >= 2);
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
