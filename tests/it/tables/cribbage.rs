//! Cribbage through the table service and its store: a whole match of two partnerships of
//! computer players (the host's seat on autopilot), each seat told its own cards and its
//! own discard alone, the result kept with places shared by partners and rated as two
//! teams, and the log replaying to the same end.

use ribs::core::{Recipients, ToAct};
use ribs::games::cribbage::{Action, Cribbage, Event, Options};
use ribs::games::{Game, GameKind, GameOptions};
use ribs::table::{AnyUpdate, Audience, UpdateKind};

use super::*;

/// Every update the service sent so far, as cribbage's.
fn drain(app: &mut App) -> Vec<ribs::table::Update<Cribbage>> {
    std::iter::from_fn(|| app.updates.try_recv().ok())
        .map(|u: AnyUpdate| u.of::<Cribbage>().expect("a cribbage table's update"))
        .collect()
}

/// Follows the table's updates to its closing, checking that only the person is told
/// anything privately (their own cards and discard) and the table nothing secret:
/// (hands over, private events).
async fn watch(app: &mut App) -> (usize, usize) {
    let deadline = std::time::Instant::now() + Duration::from_secs(240);
    let (mut hands, mut private) = (0, 0);
    'play: loop {
        for update in drain(app) {
            match (update.audience, update.kind) {
                (Audience::Player(user), UpdateKind::Told { seat, events, .. }) => {
                    assert_eq!((user, seat), (UserId(1), Seat(0)), "only a person is told");
                    for event in events {
                        assert!(
                            matches!(
                                event,
                                Event::Dealt { seat: Seat(0), .. }
                                    | Event::LaidAway { seat: Seat(0), .. }
                            ),
                            "{event:?}"
                        );
                        private += 1;
                    }
                }
                (Audience::Table, UpdateKind::Played { events, .. }) => {
                    for event in &events {
                        assert!(
                            !matches!(event, Event::Dealt { .. } | Event::LaidAway { .. }),
                            "a seat's secret told to the table: {event:?}"
                        );
                        hands += usize::from(matches!(event, Event::HandOver { .. }));
                    }
                }
                (_, UpdateKind::Closed { .. }) => break 'play,
                _ => {}
            }
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the match did not end in four minutes"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    (hands, private)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_partnerships_of_computers_play_a_match_through_and_are_rated_as_teams() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cribbage.db");
    let mut app = spawn_app(&path).await;
    let options = Options::default().with("target", "61").unwrap();
    let settings = TableSettings::<Cribbage> {
        options,
        computers: vec![Level::Easy, Level::Normal, Level::Hard],
        seed: Some(2026),
        ..TableSettings::default()
    };
    let info = app
        .service
        .create(PlaceId(41), SERVER, player(1), settings)
        .await
        .unwrap();
    assert_eq!(info.game, GameKind::Cribbage);
    let table = info.id;
    app.service
        .start::<Cribbage>(table, UserId(1))
        .await
        .unwrap();
    app.service
        .autopilot::<Cribbage>(table, UserId(1), true)
        .await
        .unwrap();
    let (hands, private) = watch(&mut app).await;
    assert!(hands >= 2, "a game to 61 takes hands: {hands}");
    assert!(
        private >= 2 * hands,
        "the person was told each deal and discard"
    );

    let stored = app.store.table(table).await.unwrap().unwrap();
    assert_eq!(stored.status, TableStatus::Finished);
    assert_eq!(stored.game, GameKind::Cribbage);
    let options: Options = serde_json::from_value(stored.options.clone()).unwrap();
    assert_eq!(options.target, 61);
    // The log replays to the same end, every private event to its own seat.
    let mut game = Cribbage::new(options, 4, stored.seed).unwrap();
    for action in &stored.actions {
        let a: Action = serde_json::from_value(action.action.clone()).unwrap();
        let told = game.apply(Seat(action.seat), a).unwrap();
        assert!(told.iter().all(|t| match t.event {
            Event::Dealt { seat, .. } | Event::LaidAway { seat, .. } => {
                t.to == Recipients::seat(seat)
            }
            _ => true,
        }));
    }
    assert_eq!(Game::to_act(&game), ToAct::Nobody);
    let outcome = Game::outcome(&game).unwrap();
    assert_eq!(
        outcome.places[Seat(0)],
        outcome.places[Seat(2)],
        "partners share"
    );
    assert_eq!(
        outcome.places[Seat(1)],
        outcome.places[Seat(3)],
        "partners share"
    );
    assert_ne!(outcome.places[Seat(0)], outcome.places[Seat(1)]);

    let summaries = app
        .store
        .recent_matches(GameKind::Cribbage, ServerId::NONE, None, 10)
        .await
        .unwrap();
    assert_eq!(summaries.len(), 1, "{summaries:?}");
    assert_eq!(outcome.places[Seat(summaries[0].winner)], 0);
    let history = app
        .store
        .history(GameKind::Cribbage, ServerId::NONE, UserId(1), 10)
        .await
        .unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!(history[0].won, outcome.places[Seat(0)] == 0);

    rated_as_teams(&app, table, &outcome).await;
    assert!(
        app.store
            .recent_matches(GameKind::OhHell, ServerId::NONE, None, 10)
            .await
            .unwrap()
            .is_empty(),
        "a cribbage match is no other game's"
    );
    app.stop().await;
}

/// Rated as two teams: partners move together (the person, on autopilot all along, is not
/// rated; the computers are).
async fn rated_as_teams(app: &App, table: MatchId, outcome: &ribs::core::Outcome) {
    let changes = app.store.match_rating_changes(table, SERVER).await.unwrap();
    let by_seat = |seat: u8| {
        changes
            .iter()
            .find(|c| c.seat == seat)
            .map(|c| c.after.mu - c.before.mu)
    };
    for (a, b) in [(0, 2), (1, 3)] {
        if let (Some(x), Some(y)) = (by_seat(a), by_seat(b)) {
            assert!(
                (x - y).abs() < 1e-9,
                "partners {a} and {b} move together: {changes:?}"
            );
        }
    }
    // The computers are rated (the person, on autopilot all along, is not).
    let gained = by_seat(2).expect("seat 2 is rated");
    assert_eq!(gained > 0.0, outcome.places[Seat(2)] == 0, "{changes:?}");
    assert!(by_seat(1).is_some() && by_seat(3).is_some(), "{changes:?}");
}
