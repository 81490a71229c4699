//! `ribs serve` as the process an operator runs, against the fake Discord: a token Discord
//! refuses, a gateway that closes for good, SIGKILL and SIGTERM at the worst moment; and
//! several processes sharing one PostgreSQL database by shard ([`shards`]).

mod shards;

use std::io::Read;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use ribs::games::ribs::{Choice, Match, Seat};
use ribs::store::{Store, StoredTable};
use ribs::table::MatchId;

use crate::discord::{TOKEN, custom_ids, fake, scale, settle, step_of, temp_db};
use crate::support::fake_discord::{
    CHANNEL_ID, DEFAULT_WAIT, FakeDiscord, FakeUser, GUILD_ID, RecordedMessage,
};

/// A `ribs serve` process, killed when dropped, so that a failing test leaves none behind.
/// What it says on stderr is read as it comes, by a thread of its own: a process whose
/// unread pipe filled up would block on its next log line, and never end.
struct Served {
    child: Child,
    said: Option<std::thread::JoinHandle<String>>,
}

impl Served {
    fn spawn(command: &mut Command) -> Served {
        let mut child = command.spawn().expect("ribs serve starts");
        let said = child.stderr.take().map(|mut stderr| {
            std::thread::spawn(move || {
                let mut said = Vec::new();
                let _ = stderr.read_to_end(&mut said);
                String::from_utf8_lossy(&said).into_owned()
            })
        });
        Served { child, said }
    }

    /// Everything it said on stderr, once it has ended (its pipe closed).
    fn said(&mut self) -> String {
        self.said
            .take()
            .map(|reader| reader.join().unwrap_or_default())
            .unwrap_or_default()
    }
}

impl std::ops::Deref for Served {
    type Target = Child;
    fn deref(&self) -> &Child {
        &self.child
    }
}

impl std::ops::DerefMut for Served {
    fn deref_mut(&mut self) -> &mut Child {
        &mut self.child
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// `ribs serve` against the fake, in a directory of its own (so no `.env` is read).
fn serve(fake: &FakeDiscord, db: &Path) -> Served {
    serve_logging(fake, db, "warn")
}

/// [`serve`], logging at `rust_log`.
fn serve_logging(fake: &FakeDiscord, db: &Path, rust_log: &str) -> Served {
    Served::spawn(&mut serve_command(fake, db, rust_log))
}

/// `ribs serve` as [`serve`] runs it, to add to before it is spawned.
fn serve_command(fake: &FakeDiscord, db: &Path, rust_log: &str) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_ribs"));
    command
        .arg("serve")
        .current_dir(db.parent().unwrap())
        .env_clear()
        .env("DISCORD_TOKEN", TOKEN)
        .env("DATABASE_URL", format!("sqlite://{}", db.display()))
        .env("DISCORD_API_BASE", fake.api_base())
        .env("RIBS_PACE_SCALE", scale().to_string())
        .env("DEV_GUILD_ID", GUILD_ID.to_string())
        .env("RIBS_TURN_TIMER", "0")
        .env("RIBS_COMPUTER_PAUSE_MS", "50")
        .env("RUST_LOG", rust_log)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    command
}

/// Sends `which` (`-TERM`, `-STOP`...) to process `pid`.
fn signal(which: &str, pid: u32) {
    let sent = Command::new("kill")
        .args([which, &pid.to_string()])
        .status()
        .unwrap();
    assert!(sent.success(), "kill {which} {pid}: {sent}");
}

/// Waits for the process to end; its exit code and what it said on stderr. One still
/// running after `within` is killed, and the test fails with what it had said.
fn ended(mut child: Served, within: Duration) -> (Option<i32>, String) {
    let deadline = Instant::now() + within;
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return (status.code(), child.said());
        }
        if Instant::now() > deadline {
            child.kill().unwrap();
            child.wait().unwrap();
            let said = child.said();
            let last: Vec<&str> = said.lines().rev().take(40).collect();
            panic!(
                "ribs serve did not end within {within:?}; the last it said:\n{}",
                last.into_iter().rev().collect::<Vec<_>>().join("\n")
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_discord_refuses_stops_serve_before_any_database_file_exists() {
    let fake = fake().await;
    fake.reject_token();
    let (_dir, db) = temp_db();
    let child = serve(&fake, &db);
    let (code, said) = tokio::task::spawn_blocking(move || ended(child, Duration::from_secs(20)))
        .await
        .unwrap();
    assert_eq!(code, Some(2), "{said}");
    assert!(said.contains("DISCORD_TOKEN was refused"), "{said}");
    assert_eq!(said.trim().lines().count(), 1, "one line: {said}");
    assert!(!db.exists(), "a database file was made: {}", db.display());
    assert_eq!(
        fake.log().len(),
        1,
        "one call, the token's check: {:#?}",
        fake.log()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn part_of_the_shards_is_refused_on_sqlite_and_all_of_them_are_run() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    // One process owns a SQLite file: it runs every shard, or none.
    let mut part = serve_command(&fake, &db, "warn");
    part.args(["--shards", "0..2", "--shard-total", "4"]);
    let child = Served::spawn(&mut part);
    let (code, said) = tokio::task::spawn_blocking(move || ended(child, Duration::from_secs(20)))
        .await
        .unwrap();
    assert_eq!(code, Some(2), "{said}");
    assert!(
        said.contains("0..2 of 4") && said.contains("SQLite") && said.contains("0..4"),
        "{said}"
    );
    assert!(!db.exists(), "a database file was made: {}", db.display());
    assert!(fake.log().is_empty(), "calls to Discord: {:#?}", fake.log());
    // The whole range, given as settings: the bot connects on it and serves.
    let mut whole = serve_command(&fake, &db, "warn");
    whole
        .env("RIBS_SHARDS", "0..1")
        .env("RIBS_SHARD_TOTAL", "1");
    let mut child = Served::spawn(&mut whole);
    fake.wait_ready(Duration::from_secs(20)).await.unwrap();
    let ann = fake.user(81, "Ann");
    let opened = fake.ask(&ann, CHANNEL_ID, "/ribs new computers:3").await;
    assert!(
        opened.text().contains("Your table is open"),
        "{}",
        opened.text()
    );
    child.kill().unwrap();
    child.wait().unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gateway_closed_for_a_bad_token_ends_serve_with_no_call_after() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let child = serve(&fake, &db);
    fake.wait_ready(Duration::from_secs(20)).await.unwrap();
    // A table plays by itself meanwhile: computers keep acting unless the bot stops.
    let ann = fake.user(81, "Ann");
    fake.ask(&ann, CHANNEL_ID, "/ribs new computers:3 target:20")
        .await;
    let lobby = fake
        .wait_channel_message(CHANNEL_ID, |m| m.button("Start").is_some(), DEFAULT_WAIT)
        .await
        .unwrap();
    fake.press(&ann, &lobby, "Start").await;
    fake.ask(&ann, CHANNEL_ID, "/ribs autopilot on:true").await;
    // Under way: the table message has shown a few steps.
    fake.wait_until(
        |s| {
            s.channel_messages(CHANNEL_ID)
                .iter()
                .filter_map(|m| step_of(&m.components))
                .any(|step| step >= 4)
        },
        Duration::from_secs(20),
    )
    .await
    .expect("the table plays by itself");
    // The token is revoked: every call answers 401, the gateway closes with 4004.
    fake.reject_token();
    fake.restart_gateway();
    let (code, said) = tokio::task::spawn_blocking(move || ended(child, Duration::from_secs(30)))
        .await
        .unwrap();
    assert_ne!(code, Some(0), "{said}");
    assert!(said.contains("4004"), "{said}");
    assert!(said.contains("DISCORD_TOKEN"), "{said}");
    let refused = fake.log().iter().filter(|c| c.status == 401).count();
    assert!(
        refused <= 3,
        "{refused} calls answered 401: the bot stops calling at the first"
    );
}

/// A match of Ann and three computers, through the running process: the table's state is
/// read from the store the process writes (WAL: readers see every commit).
struct Remote<'a> {
    fake: &'a FakeDiscord,
    ann: FakeUser,
    store: Store,
    table: MatchId,
}

impl Remote<'_> {
    async fn game(&self) -> Match {
        let stored = self.store.table(self.table).await.unwrap().unwrap();
        let log = stored.actions.iter().map(|a| {
            (
                Seat(a.seat),
                serde_json::from_value(a.action.clone()).unwrap(),
            )
        });
        Match::replay(
            serde_json::from_value(stored.options).unwrap(),
            stored.seats.len() as u8,
            stored.seed,
            log,
            |_, _| {},
        )
        .unwrap()
    }

    /// Waits until Ann is on turn; whether her play would end the trick.
    async fn until_ann(&self) -> (Match, bool) {
        // Bounded generously: computers play at the bot's pace, slower on a busy machine.
        let deadline = std::time::Instant::now() + Duration::from_secs(120);
        while std::time::Instant::now() < deadline {
            let game = self.game().await;
            if game.to_act() == Some(Seat(0)) {
                let v = game.view(Seat(0));
                let last = v.ribs_down() && v.bidder() == Some(Seat(0).left(1, 4));
                return (game, last);
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        panic!("Ann's turn never came");
    }

    /// Plays Ann's turns until her next play would end a trick; that turn, not played.
    async fn until_anns_play_ends_a_trick(&self) -> Match {
        loop {
            let (game, last) = self.until_ann().await;
            if last {
                return game;
            }
            self.act(&game).await;
        }
    }

    /// Ann acts through her panel, opened from the live table message.
    async fn act(&self, game: &Match) {
        let step = game.step();
        let channel = CHANNEL_ID;
        let table = self
            .fake
            .wait_for(
                move |s| {
                    s.newest_bot_message(channel)
                        .filter(|m| step_of(&m.components) == Some(step))
                        .cloned()
                },
                Duration::from_secs(20),
            )
            .await
            .expect("the live table message");
        let opened = self.fake.press(&self.ann, &table, "Your hand").await;
        let panel = opened.original.clone().unwrap();
        match game.view(Seat(0)).choice().unwrap() {
            Choice::Bid { .. } => {
                let label = if panel.button("Pass").is_some() {
                    "Pass"
                } else {
                    "Bid"
                };
                self.fake.press(&self.ann, &panel, label).await;
            }
            choice => {
                let select = panel.selects().into_iter().next().unwrap();
                let values = [
                    select.options[0].value.as_str(),
                    select.options[1].value.as_str(),
                ];
                self.fake
                    .select(&self.ann, &panel, &select.custom_id, &values)
                    .wait_response(DEFAULT_WAIT)
                    .await
                    .unwrap();
                let panel = self.fake.message(panel.id).unwrap();
                let label = if matches!(choice, Choice::Ribs { .. }) {
                    "Lay ribs"
                } else {
                    "Play face up"
                };
                let done = self.fake.press(&self.ann, &panel, label).await;
                assert!(done.text().contains('✅'), "{}", done.text());
            }
        }
    }
}

/// Starts a match of Ann and three computers in a running `ribs serve`.
async fn remote<'a>(fake: &'a FakeDiscord, db: &Path) -> Remote<'a> {
    let ann = fake.user(91, "Ann");
    // A whole match to 5: a trick that Ann's play ends comes up long before it is over
    // (a hand alone has none in about a third of deals).
    fake.ask(&ann, CHANNEL_ID, "/ribs new computers:3").await;
    let lobby = fake
        .wait_channel_message(CHANNEL_ID, |m| m.text().contains("4 seated"), DEFAULT_WAIT)
        .await
        .unwrap();
    fake.press(&ann, &lobby, "Start").await;
    let store = Store::open_read_only(db).await.unwrap();
    Remote {
        fake,
        ann,
        store,
        table: MatchId(1),
    }
}

/// The reveals posted for the trick the log's last action ended, at `step`.
fn reveals_since(fake: &FakeDiscord, from: Duration) -> usize {
    fake.channel_messages(CHANNEL_ID)
        .into_iter()
        .filter(|m| m.created_at >= from && m.text().contains("Ribs:"))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_killed_right_after_a_click_owes_nothing_once_restarted() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let mut child = serve(&fake, &db);
    fake.wait_ready(Duration::from_secs(20)).await.unwrap();
    let remote = remote(&fake, &db).await;
    // Play on until Ann's play ends a trick; then click it and kill the process at once.
    let game = remote.until_anns_play_ends_a_trick().await;
    let from = fake.clock();
    remote.act(&game).await;
    child.kill().unwrap(); // SIGKILL, right after the click was acknowledged
    child.wait().unwrap();
    let step = remote.game().await.step();
    assert!(
        step > game.step(),
        "the acknowledged click at step {} is not stored: step {step}",
        game.step()
    );

    let child = serve(&fake, &db);
    fake.wait_ready(Duration::from_secs(20)).await.unwrap();
    // The restarted process shows the live step (or the end of the match) by itself: Ann
    // does not act, and the computers cannot finish a trick without her. (How long it took
    // is a figure for notes, not an assertion.)
    let restarted = Instant::now();
    fake.wait_for(
        move |s| {
            s.channel_messages(CHANNEL_ID)
                .into_iter()
                .rev()
                .find_map(|m| {
                    let live = !m.deleted && step_of(&m.components).is_some_and(|at| at >= step);
                    let over = m.text().contains("wins the match");
                    (live || over).then_some(())
                })
        },
        Duration::from_secs(10),
    )
    .await
    .expect("the live step, shown by the restarted process");
    if std::env::var_os("RIBS_TRANSCRIPT").is_some() {
        eprintln!(
            "live step shown {:?} after the restart",
            restarted.elapsed()
        );
    }
    // The reveal the click caused is posted, crash or not.
    fake.wait_until(
        move |s| {
            s.channel_messages(CHANNEL_ID)
                .iter()
                .any(|m| m.created_at >= from && m.text().contains("Ribs:"))
        },
        Duration::from_secs(10),
    )
    .await
    .unwrap();
    // One live table message: the one the restarted bot posted, or the one the killed
    // process posted (whose deletion waits for the channel's budget, spent by the restart).
    let is_live = |m: &RecordedMessage| {
        !m.deleted
            && custom_ids(&m.components)
                .iter()
                .any(|id| id.contains(":hand"))
    };
    let live = move |s: &crate::support::fake_discord::State| {
        s.channel_messages(CHANNEL_ID)
            .iter()
            .filter(|m| is_live(m))
            .count()
    };
    let one = fake.wait_until(move |s| live(s) <= 1, settle()).await;
    assert!(
        one.is_ok(),
        "live table messages: {:#?}",
        fake.channel_messages(CHANNEL_ID)
            .iter()
            .filter(|m| is_live(m))
            .map(|m| (m.id, m.created_at, m.text()))
            .collect::<Vec<_>>()
    );
    // Stopped cleanly (SIGTERM: what is owed is delivered, then the process exits), the
    // process can post nothing more: the reveal was posted exactly once, and no more than
    // one table message is live.
    signal("-TERM", child.id());
    let (code, said) = tokio::task::spawn_blocking(move || ended(child, Duration::from_secs(20)))
        .await
        .unwrap();
    assert_eq!(code, Some(0), "a clean stop: {said}");
    assert_eq!(
        reveals_since(&fake, from),
        1,
        "reveals posted since the click"
    );
    let still_live = fake
        .channel_messages(CHANNEL_ID)
        .iter()
        .filter(|m| is_live(m))
        .count();
    assert!(still_live <= 1, "{still_live} live table messages");
    remote.store.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_right_after_the_click_that_ends_a_trick_delivers_its_reveal_before_exit() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let child = serve(&fake, &db);
    fake.wait_ready(Duration::from_secs(20)).await.unwrap();
    let remote = remote(&fake, &db).await;
    let game = remote.until_anns_play_ends_a_trick().await;
    let from = fake.clock();
    remote.act(&game).await;
    signal("-TERM", child.id());
    let (code, said) = tokio::task::spawn_blocking(move || ended(child, Duration::from_secs(20)))
        .await
        .unwrap();
    assert_eq!(code, Some(0), "a clean stop: {said}");
    assert_eq!(
        reveals_since(&fake, from),
        1,
        "the reveal was posted before the process ended"
    );
    remote.store.close().await;
}

/// The DELETEs of the channel's messages the fake saw, with their answers.
fn deletes(fake: &FakeDiscord) -> Vec<(String, u16)> {
    fake.log()
        .into_iter()
        .filter(|c| c.method == "DELETE" && c.path.starts_with("/channels/"))
        .map(|c| (c.path, c.status))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_right_after_the_table_message_is_replaced_deletes_nothing_twice_after_a_restart() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let child = serve(&fake, &db);
    fake.wait_ready(Duration::from_secs(20)).await.unwrap();
    let remote = remote(&fake, &db).await;
    // Ann's turns come: each posts the table message afresh, pinging her, and deletes the
    // one before it (her first turn may be the match's first message).
    let (game, _) = remote.until_ann().await;
    remote.act(&game).await;
    let (game, _) = remote.until_ann().await;
    fake.wait_until(
        |s| s.calls().iter().any(|c| c.method == "DELETE"),
        Duration::from_secs(60),
    )
    .await
    .expect("the replaced table message is deleted");
    signal("-TERM", child.id());
    let (code, said) = tokio::task::spawn_blocking(move || ended(child, Duration::from_secs(20)))
        .await
        .unwrap();
    assert_eq!(code, Some(0), "a clean stop: {said}");
    let before = deletes(&fake);

    let child = serve(&fake, &db);
    fake.wait_ready(Duration::from_secs(20)).await.unwrap();
    // Ann plays on: her next turn replaces the table message again.
    remote.act(&game).await;
    let seen = before.len();
    fake.wait_until(
        move |s| {
            s.calls()
                .iter()
                .filter(|c| c.method == "DELETE" && c.path.starts_with("/channels/"))
                .count()
                > seen
        },
        Duration::from_secs(60),
    )
    .await
    .expect("a table message replaced after the restart");
    // A clean stop: whatever the bot meant to delete, it deletes before it exits.
    signal("-TERM", child.id());
    let (code, said) = tokio::task::spawn_blocking(move || ended(child, Duration::from_secs(20)))
        .await
        .unwrap();
    assert_eq!(code, Some(0), "a clean stop: {said}");
    let all = deletes(&fake);
    let mut paths: Vec<&String> = all.iter().map(|(path, _)| path).collect();
    paths.sort();
    paths.dedup();
    assert_eq!(paths.len(), all.len(), "a message deleted twice: {all:#?}");
    assert!(all.iter().all(|(_, status)| *status == 204), "{all:#?}");
    remote.store.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn at_trace_level_with_faults_no_log_line_holds_a_token_or_a_hidden_card() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    // Its trace is read as it comes (see `Served`).
    let child = serve_logging(&fake, &db, "trace");
    fake.wait_ready(Duration::from_secs(20)).await.unwrap();
    // Panel edits meet 429s and server errors along the way.
    let panel = "/webhooks/*/*/messages/@original";
    fake.fail_requests(
        crate::support::fake_discord::FailRule::rate_limited(
            "PATCH",
            panel,
            Duration::from_millis(300),
        )
        .times(3),
    );
    fake.fail_requests(
        crate::support::fake_discord::FailRule::server_error("PATCH", panel, 500).times(3),
    );
    let ann = fake.user(91, "Ann");
    fake.ask(&ann, CHANNEL_ID, "/ribs new computers:3 target:1")
        .await;
    let lobby = fake
        .wait_channel_message(CHANNEL_ID, |m| m.text().contains("4 seated"), DEFAULT_WAIT)
        .await
        .unwrap();
    fake.press(&ann, &lobby, "Start").await;
    let remote = Remote {
        fake: &fake,
        ann,
        store: Store::open_read_only(&db).await.unwrap(),
        table: MatchId(1),
    };
    // Ann plays through her panel until the match is over.
    let deadline = Instant::now() + Duration::from_secs(240);
    loop {
        let stored = remote.store.table(remote.table).await.unwrap().unwrap();
        if !stored.status.is_open() {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the match never ended: {:?} after {} actions",
            stored.status,
            stored.actions.len()
        );
        let game = remote.game().await;
        if game.to_act() == Some(Seat(0)) {
            remote.act(&game).await;
        } else {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }
    let stored = remote.store.table(remote.table).await.unwrap().unwrap();
    remote.store.close().await;
    signal("-TERM", child.id());
    let (code, said) = tokio::task::spawn_blocking(move || ended(child, Duration::from_secs(20)))
        .await
        .unwrap();
    assert_eq!(code, Some(0), "a clean stop");
    let lines: Vec<&str> = said.lines().collect();
    assert!(
        lines.len() > 100,
        "a trace of the match: {} lines",
        lines.len()
    );
    let faults = fake
        .log()
        .iter()
        .filter(|c| c.method == "PATCH" && c.path.ends_with("@original") && c.status >= 400)
        .count();
    assert!(faults >= 2, "panel edits met their faults: {faults}");
    let tokens = interaction_tokens(&fake);
    // No line may name a card laid face down or folded in the match as such.
    let hidden = hidden_cards(&stored);
    let custom_id_with_cards = regex::Regex::new(r"ribs:\d+:(ribs|fold):\d+:[A-Za-z0-9]").unwrap();
    for line in &lines {
        assert!(!line.contains(TOKEN), "the bot token: {line}");
        for token in &tokens {
            assert!(
                !line.contains(token.as_str()),
                "an interaction token: {line}"
            );
        }
        assert!(
            !custom_id_with_cards.is_match(line),
            "a hidden pick: {line}"
        );
        for cards in &hidden {
            assert!(
                !line.contains(cards.as_str()),
                "hidden cards {cards}: {line}"
            );
        }
    }
    eprintln!("{} log lines at trace, none with a secret", lines.len());
}

/// Every interaction token the fake handed out, from the paths of the bot's calls.
fn interaction_tokens(fake: &FakeDiscord) -> Vec<String> {
    let tokens: Vec<String> = fake
        .log()
        .iter()
        .filter_map(|c| {
            let parts: Vec<&str> = c.path.split('/').collect();
            match parts.as_slice() {
                ["", "interactions", _, token, ..] | ["", "webhooks", _, token, ..] => {
                    Some((*token).to_string())
                }
                _ => None,
            }
        })
        .collect();
    assert!(
        !tokens.is_empty(),
        "no interaction token in {:#?}",
        fake.log()
    );
    tokens
}

/// Every pair of cards laid face down or folded in the match, as a log line could name
/// them: their codes (`Ks.Kh`) and their debug form.
fn hidden_cards(stored: &StoredTable) -> Vec<String> {
    let mut hidden = Vec::new();
    for action in &stored.actions {
        if let ribs::games::ribs::Action::Ribs(cards) | ribs::games::ribs::Action::Fold(cards) =
            serde_json::from_value(action.action.clone()).unwrap()
        {
            hidden.push(format!("{}.{}", cards[0].code(), cards[1].code()));
            hidden.push(format!("{cards:?}"));
        }
    }
    assert!(
        !hidden.is_empty(),
        "no ribs laid nor folds in {:?}",
        stored.actions
    );
    hidden
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_while_discord_does_not_answer_ends_serve_within_docker_stops_ten_seconds() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let child = serve(&fake, &db);
    fake.wait_ready(Duration::from_secs(20)).await.unwrap();
    let ann = fake.user(91, "Ann");
    fake.ask(&ann, CHANNEL_ID, "/ribs new computers:3 target:20")
        .await;
    let lobby = fake
        .wait_channel_message(CHANNEL_ID, |m| m.text().contains("4 seated"), DEFAULT_WAIT)
        .await
        .unwrap();
    fake.press(&ann, &lobby, "Start").await;
    fake.ask(&ann, CHANNEL_ID, "/ribs autopilot on:true").await;
    // Discord stops answering the table's writes: they hang until the bot gives up.
    for path in ["/channels/*/messages", "/channels/*/messages/*"] {
        fake.fail_requests(crate::support::fake_discord::FailRule::slow(
            "*",
            path,
            Duration::from_secs(600),
        ));
    }
    // The computers play on while the writes hang, so that announcements are owed.
    let store = Store::open_read_only(&db).await.unwrap();
    let steps = |store: &Store| {
        let store = store.clone();
        async move { store.count_actions(MatchId(1)).await.unwrap() }
    };
    let from = steps(&store).await;
    let deadline = Instant::now() + Duration::from_secs(60);
    while steps(&store).await < from + 8 {
        assert!(Instant::now() < deadline, "the computers stopped playing");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    signal("-TERM", child.id());
    let (code, said) = tokio::task::spawn_blocking(move || ended(child, Duration::from_secs(10)))
        .await
        .unwrap();
    assert_eq!(code, Some(0), "a clean stop: {said}");
    // What it could not deliver stays owed.
    let stored = store.table(MatchId(1)).await.unwrap().unwrap();
    assert!(
        stored.status.is_open(),
        "the match goes on after a restart: {:?}",
        stored.status
    );
    assert!(
        stored.announced < stored.actions.len() as u64,
        "nothing owed: {} of {} actions announced",
        stored.announced,
        stored.actions.len()
    );
    store.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_serve_on_a_database_in_use_is_refused_and_the_first_serves_on() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let first = serve(&fake, &db);
    fake.wait_ready(Duration::from_secs(20)).await.unwrap();
    let second = serve(&fake, &db);
    let (code, said) = tokio::task::spawn_blocking(move || ended(second, Duration::from_secs(20)))
        .await
        .unwrap();
    assert_eq!(code, Some(2), "{said}");
    assert!(said.contains("in use by another ribs process"), "{said}");
    assert_eq!(said.trim().lines().count(), 1, "one line: {said}");
    // The first goes on as if nothing happened.
    let ann = fake.user(91, "Ann");
    let answer = fake.ask(&ann, CHANNEL_ID, "/ribs new computers:3").await;
    assert!(answer.ephemeral, "{}", answer.text());
    fake.wait_channel_message(CHANNEL_ID, |m| m.text().contains("4 seated"), DEFAULT_WAIT)
        .await
        .expect("the first serves the lobby");
    drop(first);
}
