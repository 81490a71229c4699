//! Oh Hell! through the table service and its store: a whole game of computer players (the
//! host's seat on autopilot), each seat told its own cards alone, the result kept with its
//! places, and the log replaying to the same end.

use ribs::core::{Recipients, ToAct};
use ribs::games::oh_hell::{Action, Event, OhHell, Options};
use ribs::games::{Game, GameKind, GameOptions};
use ribs::table::{AnyUpdate, Audience, UpdateKind};

use super::*;

/// Every update the service sent so far, as Oh Hell!'s.
fn drain(app: &mut App) -> Vec<ribs::table::Update<OhHell>> {
    std::iter::from_fn(|| app.updates.try_recv().ok())
        .map(|u: AnyUpdate| u.of::<OhHell>().expect("an Oh Hell! table's update"))
        .collect()
}

/// Follows the table's updates to its closing, checking that only the person is told
/// anything privately (their own cards) and the table nothing secret: (hands scored,
/// private events).
async fn watch(app: &mut App) -> (usize, usize) {
    let deadline = std::time::Instant::now() + Duration::from_secs(180);
    let (mut hands_scored, mut private) = (0, 0);
    'play: loop {
        for update in drain(app) {
            match (update.audience, update.kind) {
                (Audience::Player(user), UpdateKind::Told { seat, events, .. }) => {
                    assert_eq!((user, seat), (UserId(1), Seat(0)), "only a person is told");
                    for event in events {
                        assert!(
                            matches!(event, Event::Dealt { seat: Seat(0), .. }),
                            "{event:?}"
                        );
                        private += 1;
                    }
                }
                (Audience::Table, UpdateKind::Played { events, .. }) => {
                    for event in &events {
                        assert!(
                            !matches!(event, Event::Dealt { .. } | Event::SecretBid { .. }),
                            "a seat's secret told to the table: {event:?}"
                        );
                        hands_scored += usize::from(matches!(event, Event::HandScored(_)));
                    }
                }
                (_, UpdateKind::Closed { .. }) => break 'play,
                _ => {}
            }
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the game did not end in three minutes"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    (hands_scored, private)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn computers_play_a_game_of_oh_hell_through_and_the_store_keeps_its_places() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("oh-hell.db");
    let mut app = spawn_app(&path).await;
    let options = Options::default().with("max_cards", "3").unwrap();
    let settings = TableSettings::<OhHell> {
        options,
        computers: vec![Level::Easy, Level::Normal, Level::Hard],
        seed: Some(2024),
        ..TableSettings::default()
    };
    let info = app
        .service
        .create(PlaceId(40), SERVER, player(1), settings)
        .await
        .unwrap();
    assert_eq!(info.game, GameKind::OhHell);
    let table = info.id;
    app.service.start::<OhHell>(table, UserId(1)).await.unwrap();
    app.service
        .autopilot::<OhHell>(table, UserId(1), true)
        .await
        .unwrap();
    let (hands_scored, private) = watch(&mut app).await;
    assert_eq!(hands_scored, 5, "3, 2, 1, 2, 3 cards");
    assert!(
        private >= 4,
        "the person was told each hand they were dealt"
    );

    let stored = app.store.table(table).await.unwrap().unwrap();
    assert_eq!(stored.status, TableStatus::Finished);
    assert_eq!(stored.game, GameKind::OhHell);
    let options: Options = serde_json::from_value(stored.options.clone()).unwrap();
    assert_eq!(options, Options::default().with("max_cards", "3").unwrap());
    // The log replays to the same end.
    let mut game = OhHell::new(options, 4, stored.seed).unwrap();
    for action in &stored.actions {
        let a: Action = serde_json::from_value(action.action.clone()).unwrap();
        let told = game.apply(Seat(action.seat), a).unwrap();
        assert!(told.iter().all(|t| match t.event {
            Event::Dealt { seat, .. } => t.to == Recipients::seat(seat),
            _ => true,
        }));
    }
    assert_eq!(Game::to_act(&game), ToAct::Nobody);
    let outcome = Game::outcome(&game).unwrap();

    // The result as kept: the winner, and the person's line with their place.
    let summaries = app
        .store
        .recent_matches(GameKind::OhHell, ServerId::NONE, None, 10)
        .await
        .unwrap();
    assert_eq!(summaries.len(), 1, "{summaries:?}");
    assert_eq!(
        outcome.places[Seat(summaries[0].winner)],
        0,
        "the stored winner is first"
    );
    let history = app
        .store
        .history(GameKind::OhHell, ServerId::NONE, UserId(1), 10)
        .await
        .unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!(history[0].won, outcome.places[Seat(0)] == 0);
    assert!(
        app.store
            .recent_matches(GameKind::Ribs, ServerId::NONE, None, 10)
            .await
            .unwrap()
            .is_empty(),
        "an Oh Hell! game is not a Ribs match"
    );
    app.stop().await;
}
