//! Crazy Eights through the table service and its store: a whole match of computer players
//! (the host's seat on autopilot), each seat told its own cards and draws alone, the table
//! only counts, the result kept with its places and penalty totals, and the log replaying
//! to the same end.

use ribs::core::{Recipients, ToAct};
use ribs::games::crazy_eights::{Action, CrazyEights, Event, Options};
use ribs::games::{Game, GameKind, GameOptions};
use ribs::table::{AnyUpdate, Audience, UpdateKind};

use super::*;

/// Every update the service sent so far, as Crazy Eights'.
fn drain(app: &mut App) -> Vec<ribs::table::Update<CrazyEights>> {
    std::iter::from_fn(|| app.updates.try_recv().ok())
        .map(|u: AnyUpdate| {
            u.of::<CrazyEights>()
                .expect("a Crazy Eights table's update")
        })
        .collect()
}

/// Follows the table's updates to its closing, checking that only the person is told
/// anything privately (their own cards and draws) and the table no card of a hand:
/// (hands over, private events).
async fn watch(app: &mut App) -> (usize, usize) {
    let deadline = std::time::Instant::now() + Duration::from_secs(240);
    let (mut hands_over, mut private) = (0, 0);
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
                                    | Event::Drawn { seat: Seat(0), .. }
                            ),
                            "{event:?}"
                        );
                        private += 1;
                    }
                }
                (Audience::Table, UpdateKind::Played { events, .. }) => {
                    for event in &events {
                        assert!(
                            !matches!(event, Event::Dealt { .. } | Event::Drawn { .. }),
                            "a seat's cards told to the table: {event:?}"
                        );
                        hands_over += usize::from(matches!(event, Event::HandOver(_)));
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
    (hands_over, private)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn computers_play_a_match_of_crazy_eights_through_and_the_store_keeps_its_places() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("crazy-eights.db");
    let mut app = spawn_app(&path).await;
    let options = Options::default()
        .with("target", "40")
        .and_then(|o| o.with("draw_two", "true"))
        .unwrap();
    let settings = TableSettings::<CrazyEights> {
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
    assert_eq!(info.game, GameKind::CrazyEights);
    let table = info.id;
    app.service
        .start::<CrazyEights>(table, UserId(1))
        .await
        .unwrap();
    app.service
        .autopilot::<CrazyEights>(table, UserId(1), true)
        .await
        .unwrap();
    let (hands_over, private) = watch(&mut app).await;
    assert!(hands_over >= 1);
    assert!(private >= hands_over, "the person was told each hand dealt");

    let stored = app.store.table(table).await.unwrap().unwrap();
    assert_eq!(stored.status, TableStatus::Finished);
    assert_eq!(stored.game, GameKind::CrazyEights);
    let kept: Options = serde_json::from_value(stored.options.clone()).unwrap();
    assert_eq!(kept, options);
    // The log replays to the same end, every hand's cards and draws told to their seat.
    let mut game = CrazyEights::new(kept, 4, stored.seed).unwrap();
    for action in &stored.actions {
        let a: Action = serde_json::from_value(action.action.clone()).unwrap();
        let told = game.apply(Seat(action.seat), a).unwrap();
        assert!(told.iter().all(|t| match t.event {
            Event::Dealt { seat, .. } | Event::Drawn { seat, .. } => t.to == Recipients::seat(seat),
            _ => true,
        }));
    }
    assert_eq!(Game::to_act(&game), ToAct::Nobody);
    let outcome = Game::outcome(&game).unwrap();
    assert!(outcome.scores.as_slice().iter().any(|&t| t >= 40));
    assert_eq!(
        outcome.scores,
        *game.totals(),
        "the scores are the penalty totals"
    );

    // The result as kept: the winner (lowest total), and the person's line.
    let summaries = app
        .store
        .recent_matches(GameKind::CrazyEights, ServerId::NONE, None, 10)
        .await
        .unwrap();
    assert_eq!(summaries.len(), 1, "{summaries:?}");
    let winner = Seat(summaries[0].winner);
    assert_eq!(outcome.places[winner], 0, "the stored winner is first");
    assert!(Seat::all(4).all(|s| game.totals()[s] >= game.totals()[winner]));
    let history = app
        .store
        .history(GameKind::CrazyEights, ServerId::NONE, UserId(1), 10)
        .await
        .unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!(history[0].won, outcome.places[Seat(0)] == 0);
    assert!(
        app.store
            .recent_matches(GameKind::OhHell, ServerId::NONE, None, 10)
            .await
            .unwrap()
            .is_empty(),
        "a Crazy Eights match is not an Oh Hell! game"
    );
    app.stop().await;
}
