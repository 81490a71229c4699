//! Whole matches: every option combination, many tables at once, standings and leaderboards
//! against the action logs, and idle players covered by the autopilot.

use std::collections::HashMap;
use std::time::Duration;

use ribs::ai::Level;
use ribs::games::ribs::{Event, Match, Options, Seat};
use ribs::store::{ActedBy, MatchId, PlaceId, Ranking, ServerId, Store, UserId};
use ribs::table::{
    TableConfig, TableError, TableInfo, TableService, TableSettings, TableStatus, UpdateKind,
};
use tokio::sync::mpsc::UnboundedReceiver;
use tokio::sync::mpsc::error::TryRecvError;

use super::{
    SERVER, database, drive, log_of, open_and_start, player, replay, scripted, spawn_app, temp_db,
};

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
            let settings = TableSettings::<ribs::games::ribs::Match> {
                options,
                computers: vec![Level::Normal; 2],
                seed: Some(t),
                ..TableSettings::<ribs::games::ribs::Match>::default()
            };
            let info = service
                .create(PlaceId(10_000 + t), SERVER, player(first), settings)
                .await
                .unwrap();
            service
                .join::<ribs::games::ribs::Match>(info.id, player(second))
                .await
                .unwrap();
            service
                .start::<ribs::games::ribs::Match>(info.id, UserId(first))
                .await
                .unwrap();
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
        .leaderboard(ribs::games::GameKind::Ribs, SERVER, Ranking::Wins, 1, 100)
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
        .leaderboard(
            ribs::games::GameKind::Ribs,
            ServerId::NONE,
            Ranking::Wins,
            1,
            100,
        )
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
        tables.push(PlayedTable {
            id: info.id,
            seed: 900 + t,
            users: info
                .seats
                .iter()
                .map(|s| s.occupant.user())
                .collect::<Vec<_>>(),
        });
    }
    let store = &app.store;
    let mut sums: HashMap<UserId, [u64; 8]> = HashMap::new();
    for table in &tables {
        add_sums_from_the_log(store, options, table, &mut sums).await;
    }
    for (user, s) in &sums {
        let row = store
            .player_stats(ribs::games::GameKind::Ribs, SERVER, *user)
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
        let history = store
            .history(ribs::games::GameKind::Ribs, SERVER, *user, 3)
            .await
            .unwrap();
        assert_eq!(history.len(), 3.min(s[0] as usize));
        assert!(
            history.windows(2).all(|w| w[0].table > w[1].table),
            "newest first"
        );
    }
    assert_every_board_is_ordered(store).await;
    assert!(
        store
            .player_stats(ribs::games::GameKind::Ribs, SERVER, UserId(999))
            .await
            .unwrap()
            .is_none()
    );
    app.stop().await;
}

/// A match played to the end: its table, its seed, and who sat where.
struct PlayedTable {
    id: MatchId,
    seed: u64,
    users: Vec<Option<UserId>>,
}

/// Adds to `sums`, independently of the store, what `table`'s action log says of each
/// person: matches, wins, hands won, points, bids made and lost, cracks, folds.
async fn add_sums_from_the_log(
    store: &Store,
    options: Options,
    table: &PlayedTable,
    sums: &mut HashMap<UserId, [u64; 8]>,
) {
    let log = log_of(store, table.id).await;
    let mut game = Match::new(options, 4, table.seed).unwrap();
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
    for (seat, user) in table.users.iter().enumerate() {
        let Some(user) = user else { continue };
        let seat = Seat(seat as u8);
        let s = sums.entry(*user).or_default();
        s[0] += 1;
        s[1] += u64::from(game.winner() == Some(seat));
        for hand in &finished_hands {
            s[2] += u64::from(hand.leaders()[seat]);
            s[3] += u64::from(hand.scores()[seat]);
            for t in hand.tricks() {
                if t.bidder == seat {
                    s[4] += u64::from(t.bid_made);
                    s[5] += u64::from(!t.bid_made);
                }
                s[6] += u64::from(t.cracked_by == Some(seat));
                s[7] += u64::from(matches!(
                    t.plays[seat],
                    Some(ribs::games::ribs::Played::Folded(_))
                ));
            }
        }
    }
}

/// Every ranking's board is in its order, the win rate's only of those with three
/// matches or more.
async fn assert_every_board_is_ordered(store: &Store) {
    for ranking in [Ranking::Wins, Ranking::WinRate, Ranking::Hands] {
        let board = store
            .leaderboard(ribs::games::GameKind::Ribs, SERVER, ranking, 3, 10)
            .await
            .unwrap();
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
}

/// On tokio's paused clock: two-minute turn timers run out in no time, and exactly. The
/// paused clock moves only when told ([`tokio::time::advance`]) or when the runtime idles,
/// when it jumps to the next timer: also while only SQLite's own thread is at work, which
/// would fire the table's timers ahead of their time. So while paused the test never idles
/// with a table timer pending: it waits for the table by yielding ([`next_update`]), speaks
/// only to the table (whose writes have no timer), and opens the database before and reads
/// it after, on real time (a read's 30 s pool timeout would fire at once otherwise).
#[tokio::test]
async fn an_idle_player_is_covered_by_the_autopilot_and_comes_back_by_acting() {
    let (_dir, path) = temp_db();
    let store = Store::open(&database(&path).await).await.unwrap();
    let (service, mut updates) = TableService::with_store(store.clone(), TableConfig::default())
        .await
        .unwrap();
    let timer = Duration::from_secs(120);
    let settings = TableSettings::<ribs::games::ribs::Match> {
        turn_timer: Some(timer),
        computers: vec![Level::Normal; 3],
        seed: Some(1),
        ..TableSettings::<ribs::games::ribs::Match>::default()
    };
    let table = service
        .create(PlaceId(3), SERVER, player(1), settings)
        .await
        .unwrap()
        .id;
    let mut now = service
        .start::<ribs::games::ribs::Match>(table, UserId(1))
        .await
        .unwrap();
    // Paused once the match runs: a paused clock idling through the lobby's writes
    // would jump to the lobby's own deadline.
    tokio::time::pause();
    // Player 1 never acts: at each of their turns nothing is done for them a second before
    // their timer runs out, and the autopilot acts once it has. Two timeouts put the seat
    // on autopilot. (The computers' turns pass as their pauses run out.)
    for timeout in 1..=2 {
        while now.to_act != Some(Seat(0)) {
            now = after_computer(&mut updates, now.step).await;
        }
        tokio::time::advance(timer - Duration::from_secs(1)).await;
        assert_eq!(
            step_after_woken_tasks(&service, table).await,
            now.step,
            "timeout {timeout}: nothing was done for the idle player a second before the timer ran out"
        );
        tokio::time::advance(Duration::from_secs(1) + TICK).await;
        let (audience, seat) = next_update(&mut updates, |kind| match kind {
            UpdateKind::ActedForYou { seat, .. } => Some(seat),
            _ => None,
        })
        .await;
        assert_eq!(
            (audience, seat),
            (ribs::table::Audience::Player(UserId(1)), Seat(0)),
            "timeout {timeout}: the autopilot acted for player 1 once the timer ran out, and told them"
        );
        now = service
            .info::<ribs::games::ribs::Match>(table)
            .await
            .unwrap();
    }
    assert!(now.seats[0].on_autopilot);
    assert_eq!(now.seats[0].timeouts, 2);
    // On autopilot, the seat's turn comes again: acting before the autopilot's pause is
    // over takes the seat back.
    let turn = loop {
        if now.to_act == Some(Seat(0)) {
            break now;
        }
        now = after_computer(&mut updates, now.step).await;
    };
    let view = service
        .view::<ribs::games::ribs::Match>(table, UserId(1))
        .await
        .unwrap();
    let action = scripted(&view.view, turn.step, 1);
    service
        .act::<ribs::games::ribs::Match>(table, UserId(1), turn.step, action)
        .await
        .expect("the player acts before the autopilot");
    let back = service
        .info::<ribs::games::ribs::Match>(table)
        .await
        .unwrap();
    assert!(!back.seats[0].on_autopilot && back.seats[0].timeouts == 0);
    // Handing over and taking back.
    let on = service
        .autopilot::<ribs::games::ribs::Match>(table, UserId(1), true)
        .await
        .unwrap();
    assert!(on.seats[0].handed_over && on.seats[0].on_autopilot);
    let off = service
        .autopilot::<ribs::games::ribs::Match>(table, UserId(1), false)
        .await
        .unwrap();
    assert!(!off.seats[0].on_autopilot && off.seats[0].timeouts == 0);
    assert!(matches!(
        service
            .autopilot::<ribs::games::ribs::Match>(table, UserId(5), true)
            .await,
        Err(TableError::NotSeated)
    ));
    tokio::time::resume();
    // The log: the autopilot's moves are marked as such, and the player's own move after.
    let log = store.actions(table).await.unwrap();
    let (before, after) = log.split_at(turn.step as usize);
    let covered = before.iter().filter(|a| a.by == ActedBy::Autopilot).count();
    assert!(
        covered >= 2,
        "the autopilot's moves are logged as such: {covered}"
    );
    assert!(before.iter().all(|a| a.by != ActedBy::Player));
    assert_eq!(after[0].by, ActedBy::Player);
    service.close().await;
}

/// tokio rounds a timer's deadline up to its next millisecond: moving the paused clock to
/// a deadline takes this much more.
const TICK: Duration = Duration::from_millis(1);

/// The first of the table's updates `pick` takes (with who it was for), waited for by
/// yielding: the runtime never idles, so the paused clock stays where the test put it.
/// Fails after a minute of real time.
async fn next_update<T>(
    updates: &mut UnboundedReceiver<ribs::table::AnyUpdate>,
    mut pick: impl FnMut(UpdateKind) -> Option<T>,
) -> (ribs::table::Audience, T) {
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    loop {
        match updates.try_recv() {
            Ok(update) => {
                let update = update
                    .of::<ribs::games::ribs::Match>()
                    .expect("a Ribs table");
                let audience = update.audience;
                if let Some(found) = pick(update.kind) {
                    return (audience, found);
                }
            }
            Err(TryRecvError::Empty) => {
                if std::time::Instant::now() >= deadline {
                    panic!("the table did not say it within a minute");
                }
                tokio::task::yield_now().await;
            }
            Err(TryRecvError::Disconnected) => panic!("the service is gone"),
        }
    }
}

/// The table after the action taken when the computer (or autopilot) on turn at `step`
/// has waited out its pause.
async fn after_computer(
    updates: &mut UnboundedReceiver<ribs::table::AnyUpdate>,
    step: u64,
) -> TableInfo {
    tokio::time::advance(TableConfig::default().computer_pause + TICK).await;
    let (_, info) = next_update(updates, |kind| match kind {
        UpdateKind::Played { info, .. } if info.step > step => Some(info),
        _ => None,
    })
    .await;
    info
}

/// The table's step once every task the clock's last move woke has had its turn (the
/// table's included: one woken by its timer is then acting, and answers only once it has).
async fn step_after_woken_tasks(service: &TableService, table: MatchId) -> u64 {
    for _ in 0..10 {
        tokio::task::yield_now().await;
    }
    service
        .info::<ribs::games::ribs::Match>(table)
        .await
        .unwrap()
        .step
}

/// On tokio's paused clock (as above): a computer takes its turn once the table's computer
/// pause (there so that people can follow) is over, and not a moment before.
#[tokio::test]
async fn a_computer_takes_its_turn_only_once_its_pause_is_over() {
    let (_dir, path) = temp_db();
    let store = Store::open(&database(&path).await).await.unwrap();
    let pause = Duration::from_millis(1500);
    let config = TableConfig {
        computer_pause: pause,
        ..TableConfig::default()
    };
    let (service, mut updates) = TableService::with_store(store, config).await.unwrap();
    let settings = TableSettings::<ribs::games::ribs::Match> {
        computers: vec![Level::Easy; 3],
        seed: Some(2),
        ..TableSettings::<ribs::games::ribs::Match>::default()
    };
    let table = service
        .create(PlaceId(4), SERVER, player(1), settings)
        .await
        .unwrap()
        .id;
    let mut now = service
        .start::<ribs::games::ribs::Match>(table, UserId(1))
        .await
        .unwrap();
    // Paused once the match runs: a paused clock idling through the lobby's writes
    // would jump to the lobby's own deadline.
    tokio::time::pause();
    let mut computer_turns = 0;
    while computer_turns < 12 {
        let step = now.step;
        match now.to_act.expect("the match goes on") {
            Seat(0) => {
                let view = service
                    .view::<ribs::games::ribs::Match>(table, UserId(1))
                    .await
                    .unwrap();
                let action = scripted(&view.view, step, 2);
                service
                    .act::<ribs::games::ribs::Match>(table, UserId(1), step, action)
                    .await
                    .unwrap();
            }
            seat => {
                tokio::time::advance(pause - Duration::from_millis(1)).await;
                assert_eq!(
                    step_after_woken_tasks(&service, table).await,
                    step,
                    "seat {} acted before its pause was over",
                    seat.0
                );
                tokio::time::advance(Duration::from_millis(1) + TICK).await;
                computer_turns += 1;
            }
        }
        (_, now) = next_update(&mut updates, |kind| match kind {
            UpdateKind::Played { info, .. } if info.step > step => Some(info),
            _ => None,
        })
        .await;
    }
    service.close().await;
}

/// On tokio's paused clock (as above): asking for the autopilot state one already has
/// changes nothing, above all not the turn clock; run every 110 s it used to hold a timed
/// table forever.
#[tokio::test]
async fn asking_to_take_back_a_seat_one_plays_changes_nothing_and_not_the_turn_clock() {
    let (_dir, path) = temp_db();
    let store = Store::open(&database(&path).await).await.unwrap();
    let (service, mut updates) = TableService::with_store(store, TableConfig::default())
        .await
        .unwrap();
    let timer = Duration::from_secs(120);
    let settings = TableSettings::<ribs::games::ribs::Match> {
        turn_timer: Some(timer),
        computers: vec![Level::Normal; 3],
        seed: Some(1),
        ..TableSettings::<ribs::games::ribs::Match>::default()
    };
    let table = service
        .create(PlaceId(5), SERVER, player(1), settings)
        .await
        .unwrap()
        .id;
    let mut now = service
        .start::<ribs::games::ribs::Match>(table, UserId(1))
        .await
        .unwrap();
    // Paused once the match runs: a paused clock idling through the lobby's writes
    // would jump to the lobby's own deadline.
    tokio::time::pause();
    while now.to_act != Some(Seat(0)) {
        now = after_computer(&mut updates, now.step).await;
    }
    tokio::time::advance(Duration::from_secs(110)).await;
    assert!(matches!(
        service
            .autopilot::<ribs::games::ribs::Match>(table, UserId(1), false)
            .await,
        Err(TableError::AutopilotAlready { on: false })
    ));
    // The timer runs on from the turn's start: the autopilot acts at 120 s, not 230 s.
    tokio::time::advance(Duration::from_secs(10) + TICK).await;
    let (audience, _) = next_update(&mut updates, |kind| match kind {
        UpdateKind::ActedForYou { seat, .. } => Some(seat),
        _ => None,
    })
    .await;
    assert_eq!(audience, ribs::table::Audience::Player(UserId(1)));
    // Handing over twice: the second changes nothing either.
    service
        .autopilot::<ribs::games::ribs::Match>(table, UserId(1), true)
        .await
        .unwrap();
    assert!(matches!(
        service
            .autopilot::<ribs::games::ribs::Match>(table, UserId(1), true)
            .await,
        Err(TableError::AutopilotAlready { on: true })
    ));
    tokio::time::resume();
    service.close().await;
}

/// On tokio's paused clock (as above): on a table with no timer, a person who holds their
/// turn past the hold limit can be handed to the autopilot by anyone else seated, and is
/// told why; before the limit nobody can.
#[tokio::test]
async fn a_turn_held_past_the_hold_limit_without_a_timer_can_be_handed_over_by_the_others() {
    let (_dir, path) = temp_db();
    let store = Store::open(&database(&path).await).await.unwrap();
    let limit = TableConfig::default().hold_limit;
    let (service, mut updates) = TableService::with_store(store, TableConfig::default())
        .await
        .unwrap();
    let settings = TableSettings::<ribs::games::ribs::Match> {
        turn_timer: None,
        computers: vec![Level::Normal; 2],
        seed: Some(3),
        ..TableSettings::<ribs::games::ribs::Match>::default()
    };
    let table = service
        .create(PlaceId(6), SERVER, player(1), settings)
        .await
        .unwrap()
        .id;
    service
        .join::<ribs::games::ribs::Match>(table, player(2))
        .await
        .unwrap();
    let now = service
        .start::<ribs::games::ribs::Match>(table, UserId(1))
        .await
        .unwrap();
    // Paused once the match runs: a paused clock idling through the lobby's writes
    // would jump to the lobby's own deadline.
    tokio::time::pause();
    let step = until_player_1s_turn(&service, table, &mut updates, now)
        .await
        .step;
    tokio::time::advance(limit - Duration::from_secs(1)).await;
    assert_eq!(step_after_woken_tasks(&service, table).await, step);
    assert!(
        service
            .info::<ribs::games::ribs::Match>(table)
            .await
            .unwrap()
            .overdue
            .is_none()
    );
    assert!(matches!(
        service
            .take_over::<ribs::games::ribs::Match>(table, UserId(2), step)
            .await,
        Err(TableError::NotOverdue)
    ));
    tokio::time::advance(Duration::from_secs(1) + TICK).await;
    let (_, overdue) = next_update(&mut updates, |kind| match kind {
        UpdateKind::Overdue { info, seat } => Some((info, seat)),
        _ => None,
    })
    .await;
    assert_eq!(overdue.1, Seat(0));
    assert_eq!(
        overdue.0.overdue.map(|o| (o.seat, o.after)),
        Some((Seat(0), limit)),
        "the table says who holds it, and for how long"
    );
    // Not one's own seat, not an old step, not a stranger.
    assert!(matches!(
        service
            .take_over::<ribs::games::ribs::Match>(table, UserId(1), step)
            .await,
        Err(TableError::OwnSeat)
    ));
    assert!(matches!(
        service
            .take_over::<ribs::games::ribs::Match>(table, UserId(2), step + 1)
            .await,
        Err(TableError::Stale)
    ));
    assert!(matches!(
        service
            .take_over::<ribs::games::ribs::Match>(table, UserId(9), step)
            .await,
        Err(TableError::NotSeated)
    ));
    let info = service
        .take_over::<ribs::games::ribs::Match>(table, UserId(2), step)
        .await
        .unwrap();
    assert!(info.seats[0].handed_over && info.seats[0].on_autopilot);
    let (audience, by) = next_update(&mut updates, |kind| match kind {
        UpdateKind::TakenOver { by, .. } => Some(by),
        _ => None,
    })
    .await;
    assert_eq!(
        (audience, by),
        (ribs::table::Audience::Player(UserId(1)), UserId(2)),
        "player 1 is told who handed their seat over"
    );
    // The autopilot plays the seat after its pause.
    let after = after_computer(&mut updates, step).await;
    assert!(after.step > step);
    tokio::time::resume();
    service.close().await;
}

/// The table once it is player 1's turn, from `now`: the computers' turns pass as their
/// pauses run out, and player 2 (seat 3) plays their own turns at once.
async fn until_player_1s_turn(
    service: &TableService,
    table: MatchId,
    updates: &mut UnboundedReceiver<ribs::table::AnyUpdate>,
    mut now: TableInfo,
) -> TableInfo {
    while now.to_act != Some(Seat(0)) {
        let step = now.step;
        if now.to_act == Some(Seat(3)) {
            let view = service
                .view::<ribs::games::ribs::Match>(table, UserId(2))
                .await
                .unwrap();
            let action = scripted(&view.view, step, 4);
            service
                .act::<ribs::games::ribs::Match>(table, UserId(2), step, action)
                .await
                .unwrap();
            (_, now) = next_update(updates, |kind| match kind {
                UpdateKind::Played { info, .. } if info.step > step => Some(info),
                _ => None,
            })
            .await;
        } else {
            now = after_computer(updates, step).await;
        }
    }
    now
}
