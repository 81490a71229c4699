//! The table service and its SQLite store, end to end: lobbies, whole matches, refusals,
//! races, restarts (clean and SIGKILL), a thousand concurrent tables, standings checked
//! against the action logs, and broken databases.

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use ribs::ai::Level;
use ribs::game::deal::{Stream, below, rng_for};
use ribs::game::{Action, ActionError, Choice, Event, Match, Options, Seat, ViewSnapshot};
use ribs::store::{ActedBy, MatchId, PlaceId, Ranking, ServerId, Store, StoreError, UserId};
use ribs::table::{
    Player, TableConfig, TableError, TableInfo, TableService, TableSettings, TableStatus, Update,
    UpdateKind,
};
use tokio::sync::mpsc::UnboundedReceiver;

const SERVER: ServerId = ServerId(77);

struct App {
    service: TableService,
    /// The test's own handle on the service's store, to check what it holds.
    store: Store,
    updates: UnboundedReceiver<Update>,
    path: PathBuf,
}

fn db_url(path: &Path) -> String {
    format!("sqlite://{}", path.display())
}

/// Starts the real service on a database file (created if missing), computers instant.
async fn spawn_app(path: &Path) -> App {
    let store = Store::open(&db_url(path)).await.expect("the store opens");
    let config = TableConfig {
        computer_pause: Duration::ZERO,
    };
    let (service, updates) = TableService::with_store(store.clone(), config)
        .await
        .expect("the service starts");
    App {
        service,
        store,
        updates,
        path: path.to_path_buf(),
    }
}

impl App {
    async fn stop(self) {
        self.service.close().await;
    }

    async fn restart(self) -> App {
        let path = self.path.clone();
        self.stop().await;
        spawn_app(&path).await
    }
}

fn player(id: u64) -> Player {
    Player::new(id, format!("Player {id}"))
}

/// A scripted human's choice from what they see: pass when they may, otherwise bid; two
/// cards at random from their hand, folding now and then. Fixed by `seed` and the step.
fn scripted(view: &ViewSnapshot, step: u64, seed: u64) -> Action {
    let mut rng = rng_for(seed, Stream::Play, step);
    let hand = &view.my_hand;
    let mut two = || {
        let i = below(&mut rng, hand.len() as u32) as usize;
        let mut j = below(&mut rng, hand.len() as u32 - 1) as usize;
        if j >= i {
            j += 1;
        }
        [hand[i], hand[j]]
    };
    match view.choice.expect("the seat on turn has a choice") {
        Choice::Bid {
            next: Some(bid),
            can_pass,
        } => {
            if !can_pass || below(&mut rng_for(seed, Stream::Policy, step), 3) == 0 {
                Action::Bid(bid)
            } else {
                Action::Pass
            }
        }
        Choice::Bid { next: None, .. } => Action::Pass,
        Choice::Ribs { .. } => Action::Ribs(two()),
        Choice::Play { fold } => {
            let cards = two();
            if fold.is_ok() && below(&mut rng, 4) == 0 {
                Action::Fold(cards)
            } else {
                Action::FaceUp(cards)
            }
        }
    }
}

/// Plays the table until it closes or `stop_after` human actions were taken: humans act
/// by script, computer seats by themselves. Returns the last info seen.
async fn drive(
    service: &TableService,
    table: MatchId,
    seed: u64,
    stop_after: Option<usize>,
) -> Option<TableInfo> {
    let mut taken = 0;
    loop {
        let info = match service.info(table).await {
            Ok(info) => info,
            Err(TableError::Over) => return None,
            Err(e) => panic!("info: {e}"),
        };
        if info.status != TableStatus::Playing {
            return Some(info);
        }
        let Some(seat) = info.to_act else {
            return Some(info);
        };
        let seat_info = &info.seats[seat.index()];
        match seat_info.occupant.user() {
            Some(user) if !seat_info.on_autopilot => {
                if stop_after == Some(taken) {
                    return Some(info);
                }
                let view = service
                    .view(table, user)
                    .await
                    .expect("a seated player sees");
                let action = scripted(&view.view, info.step, seed);
                service
                    .act(table, user, info.step, action)
                    .await
                    .unwrap_or_else(|e| panic!("{action} at step {}: {e}", info.step));
                taken += 1;
            }
            _ => tokio::time::sleep(Duration::from_millis(1)).await,
        }
    }
}

/// Opens a table with `humans` players (ids from `first_user`) and `computers` computers,
/// and starts it.
async fn open_and_start(
    service: &TableService,
    place: u64,
    first_user: u64,
    humans: u64,
    computers: usize,
    options: Options,
    seed: u64,
) -> TableInfo {
    let settings = TableSettings {
        options,
        computers: vec![Level::Normal; computers],
        seed: Some(seed),
        ..TableSettings::default()
    };
    let info = service
        .create(PlaceId(place), SERVER, player(first_user), settings)
        .await
        .expect("a table opens");
    for u in first_user + 1..first_user + humans {
        service.join(info.id, player(u)).await.expect("joins");
    }
    service
        .start(info.id, UserId(first_user))
        .await
        .expect("starts")
}

/// The match a stored action log replays to, with each finished hand's winners.
fn replay(
    options: Options,
    seats: u8,
    seed: u64,
    actions: &[(Seat, Action)],
) -> (Match, Vec<Vec<bool>>) {
    let mut game = Match::new(options, seats, seed).unwrap();
    let mut hand_winners = Vec::new();
    for (seat, action) in actions {
        let events = game.apply(*seat, *action).expect("the stored log is legal");
        for e in events {
            if let Event::HandScored { winners, .. } = e {
                hand_winners.push(winners.as_slice().to_vec());
            }
        }
    }
    (game, hand_winners)
}

async fn log_of(store: &Store, table: MatchId) -> Vec<(Seat, Action)> {
    store
        .actions(table)
        .await
        .unwrap()
        .into_iter()
        .map(|a| (Seat(a.seat), a.action))
        .collect()
}

fn temp_db() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ribs.db");
    (dir, path)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn whole_matches_are_played_with_every_option_combination_at_4_and_10_seats() {
    let (_dir, path) = temp_db();
    let app = spawn_app(&path).await;
    let mut games = Vec::new();
    for (v, options) in Options::all_variants().into_iter().enumerate() {
        let options = options.with_target(1).unwrap();
        for (seats, humans) in [(4u8, 2u64), (10, 3)] {
            let place = 1000 + v as u64 * 10 + u64::from(seats);
            let first_user = place * 100;
            let seed = place;
            let service = app.service.clone();
            games.push(tokio::spawn(async move {
                let info = open_and_start(
                    &service,
                    place,
                    first_user,
                    humans,
                    usize::from(seats) - humans as usize,
                    options,
                    seed,
                )
                .await;
                assert_eq!(info.seats.len(), usize::from(seats));
                drive(&service, info.id, seed, None).await;
                (info.id, options, seats, seed)
            }));
        }
    }
    for game in games {
        let (table, options, seats, seed) = game.await.unwrap();
        let store = &app.store;
        assert_eq!(
            store.table_status(table).await.unwrap(),
            Some(TableStatus::Finished)
        );
        let log = log_of(store, table).await;
        let (game, _) = replay(options, seats, seed, &log);
        assert!(
            game.is_over(),
            "the stored log replays to the finished match"
        );
        let by: Vec<ActedBy> = store
            .actions(table)
            .await
            .unwrap()
            .iter()
            .map(|a| a.by)
            .collect();
        assert!(by.contains(&ActedBy::Player) && by.contains(&ActedBy::Computer));
    }
    assert_eq!(app.service.open_tables(), 0);
    app.stop().await;
}

#[tokio::test]
async fn the_lobby_seats_players_in_order_and_only_the_host_starts_or_cancels() {
    let (_dir, path) = temp_db();
    let mut app = spawn_app(&path).await;
    let s = &app.service;
    let info = s
        .create(PlaceId(1), SERVER, player(1), TableSettings::default())
        .await
        .unwrap();
    let t = info.id;
    assert!(matches!(
        s.create(PlaceId(1), SERVER, player(2), TableSettings::default())
            .await,
        Err(TableError::TableExists)
    ));
    s.join(t, player(2)).await.unwrap();
    assert!(matches!(
        s.join(t, player(2)).await,
        Err(TableError::AlreadySeated)
    ));
    assert!(matches!(
        s.start(t, UserId(1)).await,
        Err(TableError::Players(2))
    ));
    s.add_computer(t, UserId(2), Level::Easy).await.unwrap();
    let info = s.add_computer(t, UserId(1), Level::Hard).await.unwrap();
    let names: Vec<&str> = info.seats.iter().map(|s| s.occupant.name()).collect();
    assert_eq!(names, ["Player 1", "Player 2", "Ada", "Bram"]);
    assert!(matches!(
        s.add_computer(t, UserId(9), Level::Easy).await,
        Err(TableError::NotSeated)
    ));
    assert!(matches!(
        s.remove_computer(t, UserId(2)).await,
        Err(TableError::NotHost(_))
    ));
    assert!(matches!(
        s.start(t, UserId(2)).await,
        Err(TableError::NotHost(_))
    ));
    assert!(matches!(
        s.cancel(t, UserId(2)).await,
        Err(TableError::NotHost(_))
    ));
    for u in 3..=8 {
        s.join(t, player(u)).await.unwrap();
    }
    assert!(matches!(s.join(t, player(11)).await, Err(TableError::Full)));
    s.remove_computer(t, UserId(1)).await.unwrap();
    // The host leaves: the next player hosts.
    let info = s.leave(t, UserId(1)).await.unwrap();
    assert_eq!(info.host, UserId(2));
    assert_eq!(info.seats[0].occupant.user(), Some(UserId(2)));
    assert!(matches!(
        s.view(t, UserId(2)).await,
        Err(TableError::NotStarted)
    ));
    let info = s.start(t, UserId(2)).await.unwrap();
    assert_eq!(info.status, TableStatus::Playing);
    assert!(matches!(
        s.join(t, player(20)).await,
        Err(TableError::Started)
    ));
    assert!(matches!(
        s.leave(t, UserId(3)).await,
        Err(TableError::CannotLeave)
    ));
    // Only the host (or an admin) stops a match.
    assert!(matches!(
        s.stop(t, UserId(3), false).await,
        Err(TableError::NotHost(_))
    ));
    let info = s.stop(t, UserId(3), true).await.unwrap();
    assert_eq!(info.status, TableStatus::Stopped);
    assert!(matches!(s.info(t).await, Err(TableError::Over)));
    // The place is free again; a cancelled lobby frees it too.
    let again = s
        .create(PlaceId(1), SERVER, player(1), TableSettings::default())
        .await
        .unwrap();
    s.cancel(again.id, UserId(1)).await.unwrap();
    assert_eq!(s.table_at(PlaceId(1)), None);
    let kinds: Vec<&'static str> = std::iter::from_fn(|| app.updates.try_recv().ok())
        .map(|u| match u.kind {
            UpdateKind::Lobby { .. } => "lobby",
            UpdateKind::Started { .. } => "started",
            UpdateKind::Closed { .. } => "closed",
            _ => "other",
        })
        .collect();
    assert_eq!(kinds.first(), Some(&"lobby"));
    assert!(kinds.contains(&"started") && kinds.iter().filter(|k| **k == "closed").count() == 2);
    app.stop().await;
}

#[tokio::test]
async fn actions_out_of_turn_from_strangers_or_for_a_past_step_are_refused() {
    let (_dir, path) = temp_db();
    let app = spawn_app(&path).await;
    let s = &app.service;
    let info = open_and_start(s, 5, 1, 4, 0, Options::default(), 3).await;
    let t = info.id;
    let on_turn = info.to_act.unwrap();
    let user = info.seats[on_turn.index()].occupant.user().unwrap();
    let other = info.seats[on_turn.left(1, 4).index()]
        .occupant
        .user()
        .unwrap();
    let step = info.step;
    // The engine's reason, as a value: a front end names the seat it waits for.
    let refusal = s.act(t, other, step, Action::Bid(2)).await.unwrap_err();
    let TableError::Rule(rule @ ActionError::NotYourTurn { waiting_for }) = refusal else {
        panic!("{refusal:?}");
    };
    assert_eq!(waiting_for, on_turn);
    assert_eq!(
        rule.describe(|seat| info.name(seat).to_string()),
        format!("it is not your turn: waiting for Player {}", user.0)
    );
    assert!(matches!(
        s.act(t, UserId(999), step, Action::Bid(2)).await,
        Err(TableError::NotSeated)
    ));
    assert!(matches!(
        s.act(t, user, step, Action::Pass).await,
        Err(TableError::Rule(ActionError::MustOpen(2)))
    ));
    assert!(matches!(
        s.act(t, user, step + 1, Action::Bid(2)).await,
        Err(TableError::Stale)
    ));
    s.act(t, user, step, Action::Bid(2)).await.unwrap();
    // The same button again: the table has moved on.
    assert!(matches!(
        s.act(t, user, step, Action::Bid(2)).await,
        Err(TableError::Stale)
    ));
    assert_eq!(app.store.actions(t).await.unwrap().len(), 1);
    // A button of a match that is over.
    s.stop(t, UserId(1), false).await.unwrap();
    let late = s.act(t, user, step + 1, Action::Pass).await.unwrap_err();
    assert_eq!(
        late.to_string(),
        "that match is over: the table has moved on"
    );
    assert!(matches!(
        s.act(MatchId(4242), user, 0, Action::Pass).await,
        Err(TableError::NoTable)
    ));
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_action_sent_twice_at_once_is_applied_once() {
    let (_dir, path) = temp_db();
    let app = spawn_app(&path).await;
    let s = app.service.clone();
    let info = open_and_start(&s, 6, 1, 4, 0, Options::default(), 8).await;
    for round in 0..20 {
        let info = s.info(info.id).await.unwrap();
        let seat = info.to_act.unwrap();
        let user = info.seats[seat.index()].occupant.user().unwrap();
        let view = s.view(info.id, user).await.unwrap();
        let action = scripted(&view.view, info.step, round);
        let (a, b) = tokio::join!(
            s.act(info.id, user, info.step, action),
            s.act(info.id, user, info.step, action)
        );
        assert!(a.is_ok() != b.is_ok(), "exactly one applies: {a:?} {b:?}");
        assert!(matches!(a.err().or(b.err()), Some(TableError::Stale)));
        let log = app.store.actions(info.id).await.unwrap();
        assert_eq!(log.len() as u64, info.step + 1, "one entry per step");
    }
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_service_finishes_the_match_exactly_as_an_uninterrupted_one() {
    let options = Options::default().with_target(2).unwrap();
    let seed = 4242;
    // Uninterrupted.
    let (_d1, path1) = temp_db();
    let app = spawn_app(&path1).await;
    let whole = open_and_start(&app.service, 9, 1, 3, 2, options, seed).await;
    drive(&app.service, whole.id, seed, None).await;
    let whole_log = log_of(&app.store, whole.id).await;
    let whole_board = app
        .store
        .leaderboard(SERVER, Ranking::Wins, 1, 10)
        .await
        .unwrap();
    app.stop().await;

    // Interrupted in the middle of a trick, twice.
    let (_d2, path2) = temp_db();
    let mut app = spawn_app(&path2).await;
    let table = open_and_start(&app.service, 9, 1, 3, 2, options, seed)
        .await
        .id;
    let mut step = 0;
    for stop_after in [7, 11] {
        let info = drive(&app.service, table, seed, Some(stop_after))
            .await
            .unwrap();
        assert!(
            info.step >= step + stop_after as u64,
            "{stop_after} players' actions were taken"
        );
        step = info.step;
        app = app.restart().await;
        let resumed = app.service.info(table).await.expect("the match is back");
        assert_eq!(resumed.step, info.step);
        assert_eq!(
            resumed.public, info.public,
            "the same state after the restart"
        );
        assert_eq!(app.service.table_at(PlaceId(9)), Some(table));
    }
    drive(&app.service, table, seed, None).await;
    assert_eq!(log_of(&app.store, table).await, whole_log);
    let board = app
        .store
        .leaderboard(SERVER, Ranking::Wins, 1, 10)
        .await
        .unwrap();
    assert_eq!(board, whole_board);
    app.stop().await;
}

/// The child process of the SIGKILL test below (the same test, run again with
/// `RIBS_CHILD_DB` set): resumes (or opens) the table, takes one scripted human action per
/// line on stdin, and prints `acked <step>` once the service has acknowledged it.
async fn kill_test_child(db: &str) {
    use tokio::io::AsyncBufReadExt;
    let app = spawn_app(Path::new(db)).await;
    let table = match app.service.table_at(PlaceId(31)) {
        Some(t) => t,
        None => {
            open_and_start(&app.service, 31, 1, 2, 2, Options::default(), 31)
                .await
                .id
        }
    };
    println!("ready");
    let mut lines = tokio::io::BufReader::new(tokio::io::stdin()).lines();
    while let Ok(Some(line)) = lines.next_line().await {
        if line.trim() != "act" {
            continue;
        }
        let info = drive(&app.service, table, 31, Some(1)).await.unwrap();
        println!("acked {}", info.step);
        std::io::stdout().flush().unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_killed_between_actions_loses_nothing_acknowledged() {
    if let Ok(db) = std::env::var("RIBS_CHILD_DB") {
        return kill_test_child(&db).await;
    }
    let (_dir, path) = temp_db();
    let mut acked_steps = Vec::new();
    for _life in 0..3 {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args([
                "--exact",
                "tables::a_process_killed_between_actions_loses_nothing_acknowledged",
                "--nocapture",
                "--test-threads=1",
            ])
            .env("RIBS_CHILD_DB", &path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut input = child.stdin.take().unwrap();
        let mut output = BufReader::new(child.stdout.take().unwrap()).lines();
        // libtest's own output shares lines with the child's, so look inside each line.
        let mut next_line = || loop {
            let line = output.next().expect("the child answers").unwrap();
            if line.ends_with("ready") {
                return None;
            }
            if let Some(step) = line.split("acked ").nth(1) {
                return Some(step.trim().parse::<u64>().unwrap());
            }
        };
        assert_eq!(next_line(), None, "the child is ready");
        for _ in 0..4 {
            writeln!(input, "act").unwrap();
            acked_steps.push(next_line().expect("an acknowledgement"));
        }
        // Ask for one more and kill the process while it may be in the middle of it.
        writeln!(input, "act").unwrap();
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
    }
    let app = spawn_app(&path).await;
    let table = app
        .service
        .table_at(PlaceId(31))
        .expect("the match survived");
    let log = &app.store.actions(table).await.unwrap();
    let last_acked = *acked_steps.iter().max().unwrap();
    assert!(
        log.len() as u64 >= last_acked,
        "every acknowledged action is stored"
    );
    // ... and the match finishes from there exactly as an uninterrupted one.
    drive(&app.service, table, 31, None).await;
    let killed_log = log_of(&app.store, table).await;
    app.stop().await;
    let (_d2, path2) = temp_db();
    let clean = spawn_app(&path2).await;
    let t = open_and_start(&clean.service, 31, 1, 2, 2, Options::default(), 31)
        .await
        .id;
    drive(&clean.service, t, 31, None).await;
    assert_eq!(log_of(&clean.store, t).await, killed_log);
    clean.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_tables_play_at_once_and_standings_match_the_action_logs() {
    // Forty tables at once here; `ribs load --tables 1000` runs a thousand and checks that
    // every acknowledged action is in its log.
    const TABLES: u64 = 40;
    let (_dir, path) = temp_db();
    let app = spawn_app(&path).await;
    let options = Options::default().with_target(1).unwrap();
    let mut games = Vec::new();
    for t in 0..TABLES {
        let service = app.service.clone();
        games.push(tokio::spawn(async move {
            // Twelve regulars, two of them at each table, and two computers.
            let first = 1 + (t % 12);
            let second = 1 + ((t + 5) % 12);
            let settings = TableSettings {
                options,
                computers: vec![Level::Normal; 2],
                seed: Some(t),
                ..TableSettings::default()
            };
            let info = service
                .create(PlaceId(10_000 + t), SERVER, player(first), settings)
                .await
                .unwrap();
            service.join(info.id, player(second)).await.unwrap();
            service.start(info.id, UserId(first)).await.unwrap();
            drive(&service, info.id, t, None).await;
            (info.id, t)
        }));
    }
    let mut expected: HashMap<UserId, (u32, u32, u32)> = HashMap::new();
    let store = app.store.clone();
    for game in games {
        let (table, seed) = game.await.unwrap();
        assert_eq!(
            store.table_status(table).await.unwrap(),
            Some(TableStatus::Finished)
        );
        let log = log_of(&store, table).await;
        // Recompute the match from its log, independently of the service's tallies.
        let (game, hand_winners) = replay(options, 4, seed, &log);
        let winner = game.winner().expect("finished");
        let seats = store.seats(table).await.unwrap();
        for (seat, row) in seats.iter().enumerate() {
            let Some(user) = &row.user else { continue };
            let e = expected.entry(*user).or_default();
            e.0 += 1;
            e.1 += u32::from(winner.index() == seat);
            e.2 += hand_winners.iter().filter(|w| w[seat]).count() as u32;
        }
    }
    assert_eq!(
        app.service.open_tables(),
        0,
        "every table finished and closed"
    );
    let board = store
        .leaderboard(SERVER, Ranking::Wins, 1, 100)
        .await
        .unwrap();
    assert_eq!(board.len(), 12);
    for row in &board {
        let (matches, wins, hands) = expected[&row.user];
        assert_eq!(
            (row.matches, row.wins, row.hands_won),
            (matches, wins, hands),
            "{}",
            row.name
        );
    }
    let global = store
        .leaderboard(ServerId::NONE, Ranking::Wins, 1, 100)
        .await
        .unwrap();
    assert_eq!(global, board, "all matches were on one server");
    let total: u32 = board.iter().map(|r| r.matches).sum();
    assert_eq!(total, 2 * TABLES as u32);
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stats_history_and_every_leaderboard_agree_with_recomputed_sums() {
    let (_dir, path) = temp_db();
    let app = spawn_app(&path).await;
    let options = Options::default().with_target(2).unwrap();
    let mut tables = Vec::new();
    for t in 0..12u64 {
        let info = open_and_start(&app.service, 500 + t, 1 + (t % 3), 2, 2, options, 900 + t).await;
        drive(&app.service, info.id, t, None).await;
        tables.push((
            info.id,
            900 + t,
            info.seats
                .iter()
                .map(|s| s.occupant.user())
                .collect::<Vec<_>>(),
        ));
    }
    let store = &app.store;
    // Independent sums from the logs: points, bids made and lost, cracks, folds.
    let mut sums: HashMap<UserId, [u64; 8]> = HashMap::new();
    for (table, seed, users) in &tables {
        let log = log_of(store, *table).await;
        let mut game = Match::new(options, 4, *seed).unwrap();
        let mut finished_hands = Vec::new();
        for (seat, action) in &log {
            let events = game.apply(*seat, *action).unwrap();
            if events.iter().any(|e| matches!(e, Event::HandScored { .. })) {
                let hand = if game.is_over() {
                    game.hand().clone()
                } else {
                    game.previous_hand().unwrap().clone()
                };
                finished_hands.push(hand);
            }
        }
        for (seat, user) in users.iter().enumerate() {
            let Some(user) = user else { continue };
            let s = sums.entry(*user).or_default();
            s[0] += 1;
            s[1] += u64::from(game.winner() == Some(Seat(seat as u8)));
            for hand in &finished_hands {
                s[2] += u64::from(hand.leaders()[Seat(seat as u8)]);
                s[3] += u64::from(hand.scores()[Seat(seat as u8)]);
                for t in hand.tricks() {
                    if t.bidder == Seat(seat as u8) {
                        s[4] += u64::from(t.bid_made);
                        s[5] += u64::from(!t.bid_made);
                    }
                    s[6] += u64::from(t.cracked_by == Some(Seat(seat as u8)));
                    s[7] += u64::from(matches!(
                        t.plays[Seat(seat as u8)],
                        Some(ribs::game::Played::Folded(_))
                    ));
                }
            }
        }
    }
    for (user, s) in &sums {
        let row = store
            .player_stats(SERVER, *user)
            .await
            .unwrap()
            .expect("has stats");
        let got = [
            u64::from(row.matches),
            u64::from(row.wins),
            u64::from(row.hands_won),
            row.points,
            u64::from(row.bids_made),
            u64::from(row.bids_lost),
            u64::from(row.cracks),
            u64::from(row.folds),
        ];
        assert_eq!(&got, s, "{}", row.name);
        let history = store.history(*user, 3).await.unwrap();
        assert_eq!(history.len(), 3.min(s[0] as usize));
        assert!(
            history.windows(2).all(|w| w[0].table > w[1].table),
            "newest first"
        );
    }
    for ranking in [Ranking::Wins, Ranking::WinRate, Ranking::Hands] {
        let board = store.leaderboard(SERVER, ranking, 3, 10).await.unwrap();
        let key = |r: &ribs::store::StandingRow| match ranking {
            Ranking::Wins => f64::from(r.wins),
            Ranking::WinRate => r.win_rate(),
            Ranking::Hands => f64::from(r.hands_won),
        };
        assert!(
            board.windows(2).all(|w| key(&w[0]) >= key(&w[1])),
            "{ranking:?} is ordered"
        );
        if ranking == Ranking::WinRate {
            assert!(board.iter().all(|r| r.matches >= 3));
        }
    }
    assert!(
        store
            .player_stats(SERVER, UserId(999))
            .await
            .unwrap()
            .is_none()
    );
    app.stop().await;
}

/// On tokio's paused clock: two-minute turn timers run out in no time (the clock is paused
/// once the database is open, since opening it waits on real time).
#[tokio::test]
async fn an_idle_player_is_covered_by_the_autopilot_and_comes_back_by_acting() {
    let (_dir, path) = temp_db();
    let store = Store::open(&db_url(&path)).await.unwrap();
    let (service, mut updates) = TableService::with_store(store.clone(), TableConfig::default())
        .await
        .unwrap();
    tokio::time::pause();
    let timer = Duration::from_secs(120);
    let settings = TableSettings {
        turn_timer: Some(timer),
        computers: vec![Level::Normal; 3],
        seed: Some(1),
        ..TableSettings::default()
    };
    let info = service
        .create(PlaceId(3), SERVER, player(1), settings)
        .await
        .unwrap();
    let started = tokio::time::Instant::now();
    service.start(info.id, UserId(1)).await.unwrap();
    // Player 1 never acts: two timeouts put the seat on autopilot.
    let mut timeouts = 0;
    while timeouts < 2 {
        let update = updates.recv().await.unwrap();
        if let UpdateKind::ActedForYou { .. } = update.kind {
            assert_eq!(update.audience, ribs::table::Audience::Player(UserId(1)));
            timeouts += 1;
        }
    }
    assert!(
        started.elapsed() >= 2 * timer,
        "each timeout waited out the timer"
    );
    let info = service.info(info.id).await.unwrap();
    assert!(info.seats[0].on_autopilot);
    assert_eq!(info.seats[0].timeouts, 2);
    let log = store.actions(info.id).await.unwrap();
    let covered = log.iter().filter(|a| a.by == ActedBy::Autopilot).count();
    assert!(
        covered >= 2,
        "the autopilot's moves are logged as such: {covered}"
    );
    assert!(log.iter().all(|a| a.by != ActedBy::Player));
    // On autopilot, the seat's turn comes again: acting before the autopilot's pause is
    // over takes the seat back.
    let turn = loop {
        match updates.recv().await.unwrap().kind {
            UpdateKind::Played { info, .. } if info.to_act == Some(Seat(0)) => break info,
            _ => {}
        }
    };
    let view = service.view(turn.id, UserId(1)).await.unwrap();
    let action = scripted(&view.view, turn.step, 1);
    service
        .act(turn.id, UserId(1), turn.step, action)
        .await
        .expect("the player acts before the autopilot");
    let back = service.info(turn.id).await.unwrap();
    assert!(!back.seats[0].on_autopilot && back.seats[0].timeouts == 0);
    let log = store.actions(turn.id).await.unwrap();
    assert_eq!(log[turn.step as usize].by, ActedBy::Player);
    // Handing over and taking back.
    let on = service.autopilot(turn.id, UserId(1), true).await.unwrap();
    assert!(on.seats[0].handed_over && on.seats[0].on_autopilot);
    let off = service.autopilot(turn.id, UserId(1), false).await.unwrap();
    assert!(!off.seats[0].on_autopilot && off.seats[0].timeouts == 0);
    assert!(matches!(
        service.autopilot(turn.id, UserId(5), true).await,
        Err(TableError::NotSeated)
    ));
    service.close().await;
}

#[tokio::test]
async fn a_broken_database_is_reported_clearly_at_start() {
    let dir = tempfile::tempdir().unwrap();
    // A directory that does not exist (a file stands where it should be).
    let file = dir.path().join("file");
    std::fs::write(&file, b"x").unwrap();
    let e = Store::open(&db_url(&file.join("ribs.db")))
        .await
        .unwrap_err();
    assert!(matches!(e, StoreError::Open { .. }), "{e}");
    assert!(e.to_string().contains("cannot open the database"), "{e}");
    // A file that is not a database.
    let junk = dir.path().join("junk.db");
    std::fs::write(&junk, vec![0x5a; 8192]).unwrap();
    let e = Store::open(&db_url(&junk)).await.unwrap_err();
    assert!(matches!(e, StoreError::NotADatabase { .. }), "{e}");
    // A database from a newer ribs.
    let newer = dir.path().join("newer.db");
    Store::open(&db_url(&newer)).await.unwrap().close().await;
    {
        use sqlx::Connection;
        let mut conn = sqlx::SqliteConnection::connect(&db_url(&newer))
            .await
            .unwrap();
        sqlx::query(
            "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time)
             VALUES (9999, 'from the future', 1, x'00', 0)",
        )
        .execute(&mut conn)
        .await
        .unwrap();
    }
    let e = Store::open(&db_url(&newer)).await.unwrap_err();
    assert!(
        matches!(e, StoreError::NewerSchema { version: 9999, .. }),
        "{e}"
    );
    // Not a SQLite URL, and an in-memory database.
    assert!(matches!(
        Store::open("postgres://x").await,
        Err(StoreError::BadUrl { .. })
    ));
    assert!(matches!(
        Store::open("sqlite::memory:").await,
        Err(StoreError::BadUrl { .. })
    ));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_writes_for_one_place_refuse_exactly_one_and_store_the_rest() {
    let (_dir, path) = temp_db();
    let store = Store::open(&db_url(&path)).await.unwrap();
    let new = |place: u64, host: u64| ribs::store::NewTable {
        place: PlaceId(place),
        server: SERVER,
        host: UserId(host),
        host_name: format!("Host {host}"),
        options: Options::default(),
        turn_timer: None,
        seed: 1,
        seats: vec![],
        frontend: None,
    };
    // Many writes queued at once, two of them for the same place: they share batches, and
    // exactly one of the pair is refused.
    let mut writes = Vec::new();
    for i in 0..50u64 {
        let store = store.clone();
        writes.push(tokio::spawn(async move {
            store.create_table(new(i % 49, i)).await
        }));
    }
    let mut refused = 0;
    for w in writes {
        match w.await.unwrap() {
            Ok(_) => {}
            Err(StoreError::PlaceTaken { place }) => {
                refused += 1;
                assert_eq!(place, PlaceId(0), "the one place asked for twice");
            }
            Err(e) => panic!("{e}"),
        }
    }
    assert_eq!(refused, 1);
    assert_eq!(store.open_tables().await.unwrap().len(), 49);
    store.close().await;
}

/// A database file belongs to one front end: the bot refuses a file with `ribs play`
/// matches, and `ribs play --db` a file with the bot's, so neither takes over the other's
/// match nor mixes the terminal's player into the bot's leaderboards.
#[tokio::test]
async fn a_database_file_belongs_to_the_bot_or_to_the_terminal() {
    let (_dir, terminal) = temp_db();
    let play = |path: &Path| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ribs"))
            .args(["play", "--db", path.to_str().unwrap(), "--seed", "4"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Two bids' worth of answers, then the end of the input: saved mid-hand.
        let mut input = child.stdin.take().unwrap();
        input.write_all(b"bid\npass\n").unwrap();
        drop(input);
        child.wait_with_output().unwrap()
    };
    let out = play(&terminal);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("It is saved in"));

    let store = Store::open_file(&terminal).await.unwrap();
    let refused = TableService::with_store(store.clone(), TableConfig::default()).await;
    match refused {
        Err(e @ StoreError::TerminalMatches { .. }) => {
            assert!(e.to_string().contains("holds `ribs play` matches"), "{e}")
        }
        Err(e) => panic!("{e}"),
        Ok(_) => panic!("the bot took a terminal file"),
    }
    store.close().await;

    // The bot's file, even with every table finished or cancelled, is refused to play.
    let (_dir2, bot) = temp_db();
    let app = spawn_app(&bot).await;
    let info = app
        .service
        .create(PlaceId(77), SERVER, player(1), TableSettings::default())
        .await
        .unwrap();
    app.service.cancel(info.id, UserId(1)).await.unwrap();
    app.stop().await;
    let out = play(&bot);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("1 match(es) of the Discord bot"), "{err}");
}

/// A stored match whose log no longer replays is stopped at start, with the rest of the
/// tables carrying on, and its place is free for a new table.
#[tokio::test]
async fn a_stored_match_that_does_not_replay_is_stopped_and_frees_its_place() {
    let (_dir, path) = temp_db();
    let app = spawn_app(&path).await;
    let mut ids = Vec::new();
    for place in [5, 6] {
        let settings = TableSettings {
            computers: vec![Level::Normal; 3],
            seed: Some(place),
            ..TableSettings::default()
        };
        let info = app
            .service
            .create(PlaceId(place), SERVER, player(place), settings)
            .await
            .unwrap();
        ids.push(info.id);
    }
    app.stop().await;
    // Table 1's lobby is started by hand with an action its dealer could never take.
    {
        use sqlx::Connection;
        let mut conn = sqlx::SqliteConnection::connect(&db_url(&path))
            .await
            .unwrap();
        sqlx::query("UPDATE matches SET status = 'playing', started_at = 0 WHERE id = ?")
            .bind(ids[0].0)
            .execute(&mut conn)
            .await
            .unwrap();
        sqlx::query(
            "INSERT INTO actions (match_id, ply, seat, action, by, at) VALUES (?, 0, 0, '\"pass\"', 'player', 0)",
        )
        .bind(ids[0].0)
        .execute(&mut conn)
        .await
        .unwrap();
        conn.close().await.unwrap();
    }
    let app = spawn_app(&path).await;
    assert_eq!(app.service.open_table_ids(), vec![ids[1]]);
    assert_eq!(
        app.store.table_status(ids[0]).await.unwrap(),
        Some(TableStatus::Stopped)
    );
    app.service
        .create(PlaceId(5), SERVER, player(5), TableSettings::default())
        .await
        .expect("the place is free again");
    app.stop().await;
}
