//! The host's test game (`Drill`, in the tests only) through the table service and its
//! store, on whichever backend the suite runs on: what Ribs never does — four seats
//! choosing at once in secret, private draws, two teams of two, a hand past 25 cards —
//! with a restart in the middle of the secret choosing.

use ribs::core::{SeatSet, ToAct};
use ribs::games::GameKind;
use ribs::games::test_game::{Action, Drill, DrillEvent, DrillOptions, DrillView, Phase};
use ribs::table::{AnyUpdate, Audience, UpdateKind};

use super::*;

/// The person at each seat: users 1..=4 sit in seats 0..=3.
fn user_at(seat: Seat) -> UserId {
    UserId(u64::from(seat.0) + 1)
}

/// Every update the service sent so far, as the drill's.
fn drain(app: &mut App) -> Vec<ribs::table::Update<Drill>> {
    std::iter::from_fn(|| app.updates.try_recv().ok())
        .map(|u: AnyUpdate| u.of::<Drill>().expect("a drill's update"))
        .collect()
}

/// What each seat (and everyone) was told, checked as it goes: a secret event reaches its
/// own seat's person alone, and nothing the table is told names a card laid face down.
#[derive(Default)]
struct Heard {
    /// Per seat: the cards its person was told they drew, and the card they chose.
    drew: [u32; 4],
    chose: [Option<ribs::cards::Card>; 4],
    reveals: u32,
}

impl Heard {
    fn take(&mut self, updates: Vec<ribs::table::Update<Drill>>) {
        for update in updates {
            match (update.audience, update.kind) {
                (Audience::Player(user), UpdateKind::Told { seat, events, .. }) => {
                    assert_eq!(user, user_at(seat), "a seat's secrets go to its person");
                    for event in events {
                        match event {
                            DrillEvent::DrewCard { seat: s, .. } => {
                                assert_eq!(s, seat);
                                self.drew[seat.index()] += 1;
                            }
                            DrillEvent::ChoseCard { seat: s, card } => {
                                assert_eq!(s, seat);
                                self.chose[seat.index()] = Some(card);
                            }
                            DrillEvent::Dealt { seat: s, .. } => assert_eq!(s, seat),
                            other => panic!("a public event told privately: {other:?}"),
                        }
                    }
                }
                (Audience::Table, kind) => {
                    if let UpdateKind::Played { action, events, .. } = &kind {
                        if action.is_none() {
                            // A secret choice: its card is in no public event.
                            assert!(
                                events.iter().all(|e| matches!(
                                    e,
                                    DrillEvent::Chose { .. }
                                        | DrillEvent::Revealed(_)
                                        | DrillEvent::MatchEnded { .. }
                                        | DrillEvent::RoundDealt { .. }
                                        | DrillEvent::ChoosingBegan { .. }
                                )),
                                "{events:?}"
                            );
                        }
                        for event in events {
                            assert!(
                                !matches!(
                                    event,
                                    DrillEvent::DrewCard { .. }
                                        | DrillEvent::ChoseCard { .. }
                                        | DrillEvent::Dealt { .. }
                                ),
                                "a secret event told to the table: {event:?}"
                            );
                            if let DrillEvent::Revealed(reveal) = event {
                                // What each chooser was told is what the table now sees.
                                for seat in Seat::all(4) {
                                    assert_eq!(
                                        self.chose[seat.index()],
                                        Some(reveal.cards[seat.index()])
                                    );
                                }
                                self.chose = [None; 4];
                                self.reveals += 1;
                            }
                        }
                    }
                    // Before the reveal, no card chosen shows in what the table sees (the
                    // last round's reveal aside: a fresh deck repeats its cards).
                    if let UpdateKind::Played { info, events, .. } = &kind
                        && let Some(public) = &info.public
                        && public.phase == Phase::Choosing
                    {
                        let mut seen = public.clone();
                        seen.last_reveal = None;
                        let json = serde_json::to_string(&(&seen, events)).unwrap();
                        for card in self.chose.iter().flatten() {
                            let code = format!("\"{}\"", card.code());
                            assert!(!json.contains(&code), "{code} shown before the reveal");
                        }
                    }
                }
                (audience, kind) => panic!("{audience:?} was sent {kind:?}"),
            }
        }
    }
}

/// The person at `seat` acts: draws to `draws` cards more than dealt (seat 0 far past 25),
/// then stands; shows their highest card.
fn choice(view: &DrillView, seat: Seat, dealt: u32) -> Action {
    match view.phase {
        Phase::Drawing => {
            let held = view.hand.expect("a seat's own hand").len();
            let wanted = if seat == Seat(0) { 30 } else { dealt + 1 };
            if held < wanted && view.stock > 0 {
                Action::Draw
            } else {
                Action::Stand
            }
        }
        Phase::Choosing => {
            let hand = view.hand.expect("a seat's own hand");
            Action::Show(hand.iter().max_by_key(|c| (c.rank, c.suit)).unwrap())
        }
        Phase::Over => panic!("no choice once over"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_drill_of_four_people_keeps_each_secret_to_its_seat_through_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("drill.db");
    let mut app = spawn_app(&path).await;
    let options = DrillOptions::default().with_rounds(2).unwrap();
    let table = seat_four_and_start(&app, options).await;

    let mut heard = Heard::default();
    let mut restarted = false;
    let mut biggest_hand = 0;
    loop {
        heard.take(drain(&mut app));
        let info = match app.service.info::<Drill>(table).await {
            Ok(info) if info.status == TableStatus::Playing => info,
            // The last choice ended the match, and its table.
            Ok(_) | Err(TableError::Over) => break,
            Err(e) => panic!("{e}"),
        };
        let public = info.public.as_ref().unwrap();
        biggest_hand = biggest_hand.max(*public.hand_sizes.iter().max().unwrap());
        // Restart while the four choose at once, after two of them have chosen.
        if !restarted && public.phase == Phase::Choosing && public.chosen.len() == 2 {
            app = restart_keeps_the_choices_made(app, table, public.chosen, &heard).await;
            restarted = true;
            continue;
        }
        one_waiting_seat_acts(&app, &info, options).await;
    }
    heard.take(drain(&mut app));
    assert!(restarted, "the match was restarted while choosing");
    assert_eq!(heard.reveals, 2, "two rounds, two reveals");
    assert!(biggest_hand > 25, "a hand of {biggest_hand} cards");
    assert!(heard.drew[0] >= 25, "seat 1 was told each card it drew");
    the_result_is_the_drills_own_and_rated_in_teams(&app).await;
    app.stop().await;
}

/// Four people sit at a drill and start it; a fifth, and a control of another game, are
/// refused.
async fn seat_four_and_start(app: &App, options: DrillOptions) -> MatchId {
    let settings = TableSettings::<Drill> {
        options,
        ..TableSettings::default()
    };
    let info = app
        .service
        .create(PlaceId(30), SERVER, player(1), settings)
        .await
        .unwrap();
    assert_eq!(info.game, GameKind::TestGame);
    let table = info.id;
    for u in 2..=4 {
        app.service.join::<Drill>(table, player(u)).await.unwrap();
    }
    // A fifth is refused: a drill seats four.
    assert!(matches!(
        app.service.join::<Drill>(table, player(5)).await,
        Err(TableError::Full(4))
    ));
    // A control of another game's table is refused, not misread.
    assert!(matches!(
        app.service.info::<Match>(table).await,
        Err(TableError::OtherGame)
    ));
    app.service.start::<Drill>(table, UserId(1)).await.unwrap();
    table
}

/// Restarts the service mid-choosing: the choices made stand, the two others are still
/// waited for, and each chooser still sees their own card face down.
async fn restart_keeps_the_choices_made(
    app: App,
    table: MatchId,
    chosen: SeatSet,
    heard: &Heard,
) -> App {
    let app = app.restart().await;
    let again = match app.service.info::<Drill>(table).await {
        Ok(info) => info,
        Err(e) => {
            let stored = app.store.table(table).await.unwrap().unwrap();
            panic!("{e}: {:?} {:?}", stored.status, stored.closing);
        }
    };
    let public = again.public.as_ref().unwrap();
    assert_eq!(
        public.chosen, chosen,
        "the choices made stand after a restart"
    );
    assert_eq!(
        again.waiting.len(),
        2,
        "the two others are still waited for"
    );
    // Each chooser still sees their own card face down, and only theirs.
    for seat in chosen.iter() {
        let view = app
            .service
            .view::<Drill>(table, user_at(seat))
            .await
            .unwrap();
        assert_eq!(view.view.face_down, heard.chose[seat.index()]);
    }
    app
}

/// One seat of those waited for acts (while choosing, the others wait on), after another
/// seat's try at the same action is refused as the rules say.
async fn one_waiting_seat_acts(app: &App, info: &TableInfo<Drill>, options: DrillOptions) {
    let table = info.id;
    let public = info.public.as_ref().unwrap();
    assert!(!info.waiting.is_empty());
    if public.phase == Phase::Drawing {
        assert_eq!(info.waiting.len(), 1, "one seat at a time draws");
    } else {
        assert_eq!(info.to_act, None, "no one seat is on turn while all choose");
    }
    if let Some(seat) = info.waiting.iter().last() {
        let view = app
            .service
            .view::<Drill>(table, user_at(seat))
            .await
            .unwrap();
        assert!(view.view.face_down.is_none() || public.phase != Phase::Choosing);
        let action = choice(&view.view, seat, u32::from(options.deal()));
        // Another seat's choice is refused as the rules say, not taken.
        let other = Seat((seat.0 + 1) % 4);
        if !info.waiting.contains(other) {
            let refused = app
                .service
                .act::<Drill>(table, user_at(other), info.step, action)
                .await;
            assert!(
                matches!(&refused, Err(TableError::Rule(r)) if r.of::<Drill>().is_some()),
                "{refused:?}"
            );
        }
        let step = app.service.info::<Drill>(table).await.unwrap().step;
        app.service
            .act::<Drill>(table, user_at(seat), step, action)
            .await
            .unwrap();
    }
}

/// The result: the game's places (partners together), rated with teams of its own.
async fn the_result_is_the_drills_own_and_rated_in_teams(app: &App) {
    let summaries = app
        .store
        .recent_matches(GameKind::TestGame, ServerId::NONE, None, 10)
        .await
        .unwrap();
    assert_eq!(summaries.len(), 1, "{summaries:?}");
    assert!(
        app.store
            .recent_matches(GameKind::Ribs, ServerId::NONE, None, 10)
            .await
            .unwrap()
            .is_empty(),
        "a drill is not a Ribs match"
    );
    let board = app
        .store
        .rating_board(GameKind::TestGame, ServerId::NONE, 10)
        .await
        .unwrap();
    assert_eq!(board.len(), 4, "{board:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn computers_play_a_drill_through_and_each_seats_clock_runs_on_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("drill.db");
    let mut app = spawn_app(&path).await;
    let settings = TableSettings::<Drill> {
        computers: vec![Level::Easy; 3],
        ..TableSettings::default()
    };
    let info = app
        .service
        .create(PlaceId(31), SERVER, player(1), settings)
        .await
        .unwrap();
    let table = info.id;
    // The person hands their seat over: the table plays itself to its end.
    app.service.start::<Drill>(table, UserId(1)).await.unwrap();
    app.service
        .autopilot::<Drill>(table, UserId(1), true)
        .await
        .unwrap();
    let deadline = std::time::Instant::now() + Duration::from_secs(120);
    let mut several = false;
    loop {
        let updates = drain(&mut app);
        for update in &updates {
            if let UpdateKind::Played { info, .. } = &update.kind
                && info.waiting.len() > 1
            {
                several = true;
            }
        }
        if updates
            .iter()
            .any(|u| matches!(u.kind, UpdateKind::Closed { .. }))
        {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the drill did not end in two minutes"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(several, "seats were waited for at once");
    let stored = app.store.table(table).await.unwrap().unwrap();
    assert_eq!(stored.status, TableStatus::Finished);
    assert_eq!(stored.game, GameKind::TestGame);
    // The log replays to the same end.
    let mut game =
        <Drill as ribs::games::Game>::start(options_of(&stored), 4, stored.seed).unwrap();
    for action in &stored.actions {
        let a: Action = serde_json::from_value(action.action.clone()).unwrap();
        ribs::games::Game::apply(&mut game, Seat(action.seat), a).unwrap();
    }
    assert_eq!(ribs::games::Game::to_act(&game), ToAct::Nobody);
    assert!(ribs::games::Game::outcome(&game).is_some());
    app.stop().await;
}

fn options_of(stored: &ribs::store::StoredTable) -> DrillOptions {
    serde_json::from_value(stored.options.clone()).unwrap()
}

/// Four people play a one-round drill (one team takes it: no tie) to its end.
async fn one_round_played(app: &mut App, place: u64, seed: u64) -> MatchId {
    let options = DrillOptions::default().with_rounds(1).unwrap();
    let settings = TableSettings::<Drill> {
        options,
        seed: Some(seed),
        ..TableSettings::default()
    };
    let table = app
        .service
        .create(PlaceId(place), SERVER, player(1), settings)
        .await
        .unwrap()
        .id;
    for u in 2..=4 {
        app.service.join::<Drill>(table, player(u)).await.unwrap();
    }
    app.service.start::<Drill>(table, UserId(1)).await.unwrap();
    loop {
        let info = match app.service.info::<Drill>(table).await {
            Ok(info) if info.status == TableStatus::Playing => info,
            Ok(_) | Err(TableError::Over) => break,
            Err(e) => panic!("{e}"),
        };
        let seat = info.waiting.iter().last().expect("someone is waited for");
        let view = app
            .service
            .view::<Drill>(table, user_at(seat))
            .await
            .unwrap();
        let action = choice(&view.view, seat, u32::from(options.deal()));
        app.service
            .act::<Drill>(table, user_at(seat), info.step, action)
            .await
            .unwrap();
    }
    drain(app);
    table
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_drill_is_rated_as_two_teams_whose_partners_move_together() {
    use ribs::rating::{RatedSeat, Rater, Rating, rate};
    let dir = tempfile::tempdir().unwrap();
    let mut app = spawn_app(&dir.path().join("drill.db")).await;
    let table = one_round_played(&mut app, 32, 5).await;

    for scope in [SERVER, ServerId::NONE] {
        let changes = app.store.match_rating_changes(table, scope).await.unwrap();
        assert_eq!(changes.len(), 4, "{changes:?}");
        assert!(changes.iter().all(|c| c.before == Rating::default()));
        // Partners (seats 0 and 2, 1 and 3) started equal and move together: the winning
        // team's both rise by as much, the losing team's both fall by as much.
        assert_eq!(changes[0].after, changes[2].after);
        assert_eq!(changes[1].after, changes[3].after);
        let gain = |seat: usize| changes[seat].after.mu - changes[seat].before.mu;
        assert!(gain(0) * gain(1) < 0.0, "one team won: {changes:?}");
        let winners = if gain(0) > 0.0 { 0 } else { 1 };
        // Rated as two teams of two, not as a free-for-all of four seats that happen to
        // share places.
        let seats = |teams: bool| -> Vec<RatedSeat> {
            (0..4)
                .map(|seat| RatedSeat {
                    rater: Rater::person(seat as u64 + 1),
                    before: Rating::default(),
                    place: if seat % 2 == winners { 1 } else { 3 },
                    team: teams.then_some(seat as u8 % 2),
                })
                .collect()
        };
        let as_teams = rate(&seats(true));
        for (change, (_, expected)) in changes.iter().zip(&as_teams) {
            assert_eq!(change.after, *expected);
        }
        assert_ne!(rate(&seats(false))[0].1, as_teams[0].1);
    }

    // A second match of the same four: every stored rating is still the results (places
    // and teams as stored) rated again.
    one_round_played(&mut app, 33, 6).await;
    let (stored, recomputed) = app.store.ratings_recomputed().await.unwrap();
    assert_eq!(stored.len(), 2 * 4, "four people in each of two scopes");
    assert_eq!(stored, recomputed);
    assert!(
        stored
            .keys()
            .all(|(game, _, _)| *game == GameKind::TestGame)
    );
    app.stop().await;
}

/// `ribs` as a user runs it: its output, and its error output.
fn ribs_cli(args: &[&str]) -> (bool, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_ribs"))
        .args(args)
        .stdin(std::process::Stdio::null())
        .output()
        .expect("ribs runs");
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    (out.status.success(), text(out.stdout), text(out.stderr))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_recorded_drill_is_replayed_and_exported_as_its_own_game() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("drill.db");
    let mut app = spawn_app(&path).await;
    let table = one_round_played(&mut app, 34, 7).await;
    app.stop().await;
    let db = crate::support::database::url_for(&path);
    let id = table.0.to_string();

    // Listed among the finished matches, by its game's name and its winning team.
    let (ok, list, err) = ribs_cli(&["replay", "--db", &db]);
    assert!(ok, "{err}");
    assert_eq!(list.lines().count(), 1, "{list}");
    assert!(list.starts_with(&format!("match {id} (Drill): ")), "{list}");
    assert!(list.contains(" won · places "), "{list}");

    // Told again: the deal, every action and what it caused, the outcome with its teams.
    let (ok, told, err) = ribs_cli(&["replay", "--db", &db, &id]);
    assert!(ok, "{err}");
    assert!(
        told.starts_with(&format!("Match {id} (Drill): Player 1, ")),
        "{told}"
    );
    assert!(told.contains("rounds 1, cards dealt "), "{told}");
    assert!(told.contains("1. Player "), "{told}");
    assert!(told.contains(r#""event":"revealed""#), "{told}");
    assert!(told.contains("\nTeams: Player 1 1 · Player 2 2 · Player 3 1 · Player 4 2\n"));
    // A Ribs tool's option is refused for it, clearly.
    let pictures = dir.path().join("pictures");
    let (ok, _, err) = ribs_cli(&[
        "replay",
        "--db",
        &db,
        &id,
        "--png",
        pictures.to_str().unwrap(),
    ]);
    assert!(!ok && err.contains("--png draws Ribs' reveals"), "{err}");

    // Exported only as the game it is: Ribs' referee documents are not made of a drill.
    let (ok, _, err) = ribs_cli(&["export", "--db", &db, &id]);
    assert!(!ok, "exported as Ribs");
    assert!(err.contains("export it with --game test-game"), "{err}");
    let (ok, _, err) = ribs_cli(&[
        "export",
        "--db",
        &db,
        &id,
        "--game",
        "test-game",
        "--hand",
        "1",
    ]);
    assert!(!ok && err.contains("exported whole"), "{err}");
    let (ok, exported, err) = ribs_cli(&["export", "--db", &db, &id, "--game", "test-game"]);
    assert!(ok, "{err}");
    assert_eq!(exported.lines().count(), 1, "the match whole: {exported}");

    // The document plays the match again through the contract, to the same outcome.
    let document: serde_json::Value = serde_json::from_str(exported.trim()).unwrap();
    assert_eq!(document["game"], "test-game");
    assert_eq!(document["match"], table.0);
    let players: Vec<String> = serde_json::from_value(document["players"].clone()).unwrap();
    assert_eq!(players, ["Player 1", "Player 2", "Player 3", "Player 4"]);
    let options: DrillOptions = serde_json::from_value(document["options"].clone()).unwrap();
    let seed = document["seed"].as_u64().unwrap();
    let mut game = <Drill as ribs::games::Game>::start(options, 4, seed).unwrap();
    for step in document["actions"].as_array().unwrap() {
        let seat = players.iter().position(|p| *p == step["player"]).unwrap();
        let action: Action = serde_json::from_value(step["action"].clone()).unwrap();
        ribs::games::Game::apply(&mut game, Seat(seat as u8), action).unwrap();
    }
    let outcome = ribs::games::Game::outcome(&game).expect("the match is over");
    assert_eq!(document["outcome"], serde_json::to_value(outcome).unwrap());
    assert!(document["outcome"]["teams"].is_array());
}
