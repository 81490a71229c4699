//! Gin Rummy through the table service and its store: a whole game to 100 of a person on
//! autopilot against a computer, each seat told its own cards and stock draws alone, the
//! table never a hand, a stock draw or a knock card; the result kept with its places and
//! the final totals, and the log replaying to the same end.

use ribs::core::{Recipients, ToAct};
use ribs::games::gin_rummy::{Action, Event, GAME_POINTS, GinRummy, Options};
use ribs::games::{Game, GameKind};
use ribs::table::{AnyUpdate, Audience, UpdateKind};

use super::*;

/// Every update the service sent so far, as Gin Rummy's.
fn drain(app: &mut App) -> Vec<ribs::table::Update<GinRummy>> {
    std::iter::from_fn(|| app.updates.try_recv().ok())
        .map(|u: AnyUpdate| u.of::<GinRummy>().expect("a Gin Rummy table's update"))
        .collect()
}

/// Follows the table's updates to its closing, checking that only the person is told
/// anything privately (their own cards, draws and knock card) and the table nothing
/// secret: (hands scored, private events).
async fn watch(app: &mut App) -> (usize, usize) {
    let deadline = std::time::Instant::now() + Duration::from_secs(240);
    let (mut hands_scored, mut private) = (0, 0);
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
                                    | Event::Drew { seat: Seat(0), .. }
                                    | Event::KnockCard { seat: Seat(0), .. }
                            ),
                            "{event:?}"
                        );
                        private += 1;
                    }
                }
                (Audience::Table, UpdateKind::Played { events, .. }) => {
                    for event in &events {
                        assert!(
                            !matches!(
                                event,
                                Event::Dealt { .. } | Event::Drew { .. } | Event::KnockCard { .. }
                            ),
                            "a seat's secret told to the table: {event:?}"
                        );
                        hands_scored += usize::from(matches!(event, Event::HandScored { .. }));
                    }
                }
                (_, UpdateKind::Closed { .. }) => break 'play,
                _ => {}
            }
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the game did not end in four minutes"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    (hands_scored, private)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_of_gin_rummy_is_played_through_and_the_store_keeps_its_places_and_totals() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("gin-rummy.db");
    let mut app = spawn_app(&path).await;
    let settings = TableSettings::<GinRummy> {
        options: Options::default(),
        computers: vec![Level::Hard],
        seed: Some(2026),
        ..TableSettings::default()
    };
    let info = app
        .service
        .create(PlaceId(41), SERVER, player(1), settings)
        .await
        .unwrap();
    assert_eq!(info.game, GameKind::GinRummy);
    let table = info.id;
    app.service
        .start::<GinRummy>(table, UserId(1))
        .await
        .unwrap();
    app.service
        .autopilot::<GinRummy>(table, UserId(1), true)
        .await
        .unwrap();
    let (hands_scored, private) = watch(&mut app).await;
    assert!(
        hands_scored >= 2,
        "a game to 100 takes hands: {hands_scored}"
    );
    assert!(
        private > hands_scored,
        "the person was told each deal and draw"
    );

    let stored = app.store.table(table).await.unwrap().unwrap();
    assert_eq!(stored.status, TableStatus::Finished);
    assert_eq!(stored.game, GameKind::GinRummy);
    let options: Options = serde_json::from_value(stored.options.clone()).unwrap();
    assert_eq!(options, Options::default());
    // The log replays to the same end.
    let mut game = GinRummy::new(options, 2, stored.seed).unwrap();
    for action in &stored.actions {
        let a: Action = serde_json::from_value(action.action.clone()).unwrap();
        let told = game.apply(Seat(action.seat), a).unwrap();
        assert!(told.iter().all(|t| match t.event {
            Event::Dealt { seat, .. } | Event::Drew { seat, .. } => t.to == Recipients::seat(seat),
            _ => true,
        }));
    }
    assert_eq!(Game::to_act(&game), ToAct::Nobody);
    let outcome = Game::outcome(&game).unwrap();
    let settlement = *game.settlement().unwrap();
    assert!(game.points()[settlement.winner] >= GAME_POINTS);
    assert_eq!(outcome.places[settlement.winner], 0);
    assert_eq!(
        outcome.scores[settlement.winner], settlement.totals[settlement.winner] as i32,
        "the outcome's score is the final total, bonuses in"
    );

    let summaries = app
        .store
        .recent_matches(GameKind::GinRummy, ServerId::NONE, None, 10)
        .await
        .unwrap();
    assert_eq!(summaries.len(), 1, "{summaries:?}");
    assert_eq!(
        Seat(summaries[0].winner),
        settlement.winner,
        "the stored winner"
    );
    let history = app
        .store
        .history(GameKind::GinRummy, ServerId::NONE, UserId(1), 10)
        .await
        .unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!(history[0].won, settlement.winner == Seat(0));
    assert!(
        app.store
            .recent_matches(GameKind::OhHell, ServerId::NONE, None, 10)
            .await
            .unwrap()
            .is_empty(),
        "a Gin Rummy game is not an Oh Hell! one"
    );
    app.stop().await;
}
