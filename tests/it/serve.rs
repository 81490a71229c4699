//! `ribs serve` as the process an operator runs, against the fake Discord: a token Discord
//! refuses, a gateway that closes for good, SIGKILL and SIGTERM at the worst moment.

use std::io::Read;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use ribs::game::{Choice, Match, Seat};
use ribs::store::Store;
use ribs::table::MatchId;

use crate::discord::{TOKEN, custom_ids, fake, scale, settle, step_of, temp_db};
use crate::support::fake_discord::{
    CHANNEL_ID, DEFAULT_WAIT, FakeDiscord, FakeUser, GUILD_ID, RecordedMessage,
};

/// A `ribs serve` process, killed when dropped, so that a failing test leaves none behind.
struct Served(Child);

impl std::ops::Deref for Served {
    type Target = Child;
    fn deref(&self) -> &Child {
        &self.0
    }
}

impl std::ops::DerefMut for Served {
    fn deref_mut(&mut self) -> &mut Child {
        &mut self.0
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        if let Ok(None) = self.0.try_wait() {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }
}

/// `ribs serve` against the fake, in a directory of its own (so no `.env` is read).
fn serve(fake: &FakeDiscord, db: &Path) -> Served {
    let child = Command::new(env!("CARGO_BIN_EXE_ribs"))
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
        .env("RUST_LOG", "warn")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ribs serve starts");
    Served(child)
}

/// Waits for the process to end; its exit code and what it said on stderr.
fn ended(mut child: Served, within: Duration) -> (Option<i32>, String) {
    let deadline = Instant::now() + within;
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            let mut said = String::new();
            child
                .stderr
                .take()
                .unwrap()
                .read_to_string(&mut said)
                .unwrap();
            return (status.code(), said);
        }
        if Instant::now() > deadline {
            child.kill().unwrap();
            panic!("ribs serve did not end within {within:?}");
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
    assert!(!db.exists(), "no database file was made");
    assert_eq!(fake.log().len(), 1, "one call: the token's check");
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
            s.newest_bot_message(CHANNEL_ID)
                .and_then(|m| step_of(&m.components))
                .is_some_and(|step| step >= 4)
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
        let log = stored.actions.iter().map(|a| (Seat(a.seat), a.action));
        Match::replay(
            stored.options,
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
    let store = Store::open_file(db).await.unwrap();
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
    assert!(step > game.step(), "the acknowledged click is stored");

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
    let status = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let (code, said) = tokio::task::spawn_blocking(move || ended(child, Duration::from_secs(20)))
        .await
        .unwrap();
    assert_eq!(code, Some(0), "a clean stop: {said}");
    assert_eq!(reveals_since(&fake, from), 1);
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
    let status = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
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
