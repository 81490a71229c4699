//! Lobbies (seating, starting, cancelling) and the actions the service refuses or applies once.

use ribs::ai::Level;
use ribs::games::ribs::{Action, ActionError, Options};
use ribs::store::{MatchId, PlaceId, UserId};
use ribs::table::{AnyUpdate, TableError, TableService, TableSettings, TableStatus, UpdateKind};
use tokio::sync::mpsc::UnboundedReceiver;

use super::{SERVER, open_and_start, player, scripted, spawn_app, temp_db};

#[tokio::test]
async fn the_lobby_seats_players_in_order_and_only_the_host_starts_or_cancels() {
    let (_dir, path) = temp_db();
    let mut app = spawn_app(&path).await;
    let s = &app.service;
    let t = a_full_lobby_seated_in_order(s).await;
    // The host leaves: the next player hosts.
    let info = s
        .leave::<ribs::games::ribs::Match>(t, UserId(1))
        .await
        .unwrap();
    assert_eq!(info.host, UserId(2));
    assert_eq!(info.seats[0].occupant.user(), Some(UserId(2)));
    assert!(matches!(
        s.view::<ribs::games::ribs::Match>(t, UserId(2)).await,
        Err(TableError::NotStarted)
    ));
    a_started_match_is_stopped_by_the_host_or_an_admin_only(s, t).await;
    // The place is free again; a cancelled lobby frees it too.
    let again = s
        .create(
            PlaceId(1),
            SERVER,
            player(1),
            TableSettings::<ribs::games::ribs::Match>::default(),
        )
        .await
        .unwrap();
    s.cancel::<ribs::games::ribs::Match>(again.id, UserId(1))
        .await
        .unwrap();
    assert_eq!(s.table_at(PlaceId(1)), None);
    let kinds = update_kinds(&mut app.updates);
    assert_eq!(kinds.first(), Some(&"lobby"));
    assert!(kinds.contains(&"started") && kinds.iter().filter(|k| **k == "closed").count() == 2);
    app.stop().await;
}

/// A lobby at place 1 opened by player 1 and seated in order: one lobby per place, one
/// seat per person, computers named in order, only the host starting, cancelling or
/// removing a computer, nobody past a full table; player 1's computer removed after.
async fn a_full_lobby_seated_in_order(s: &TableService) -> MatchId {
    let info = s
        .create(
            PlaceId(1),
            SERVER,
            player(1),
            TableSettings::<ribs::games::ribs::Match>::default(),
        )
        .await
        .unwrap();
    let t = info.id;
    assert!(matches!(
        s.create(
            PlaceId(1),
            SERVER,
            player(2),
            TableSettings::<ribs::games::ribs::Match>::default()
        )
        .await,
        Err(TableError::TableExists)
    ));
    s.join::<ribs::games::ribs::Match>(t, player(2))
        .await
        .unwrap();
    assert!(matches!(
        s.join::<ribs::games::ribs::Match>(t, player(2)).await,
        Err(TableError::AlreadySeated)
    ));
    assert!(matches!(
        s.start::<ribs::games::ribs::Match>(t, UserId(1)).await,
        Err(TableError::Players(2))
    ));
    s.add_computer::<ribs::games::ribs::Match>(t, UserId(2), Level::Easy)
        .await
        .unwrap();
    let info = s
        .add_computer::<ribs::games::ribs::Match>(t, UserId(1), Level::Hard)
        .await
        .unwrap();
    let names: Vec<&str> = info.seats.iter().map(|s| s.occupant.name()).collect();
    assert_eq!(names, ["Player 1", "Player 2", "Ada", "Bram"]);
    assert!(matches!(
        s.add_computer::<ribs::games::ribs::Match>(t, UserId(9), Level::Easy)
            .await,
        Err(TableError::NotSeated)
    ));
    assert!(matches!(
        s.remove_computer::<ribs::games::ribs::Match>(t, UserId(2))
            .await,
        Err(TableError::NotHost(_))
    ));
    assert!(matches!(
        s.start::<ribs::games::ribs::Match>(t, UserId(2)).await,
        Err(TableError::NotHost(_))
    ));
    assert!(matches!(
        s.cancel::<ribs::games::ribs::Match>(t, UserId(2)).await,
        Err(TableError::NotHost(_))
    ));
    for u in 3..=8 {
        s.join::<ribs::games::ribs::Match>(t, player(u))
            .await
            .unwrap();
    }
    assert!(matches!(
        s.join::<ribs::games::ribs::Match>(t, player(11)).await,
        Err(TableError::Full(_))
    ));
    s.remove_computer::<ribs::games::ribs::Match>(t, UserId(1))
        .await
        .unwrap();
    t
}

/// Player 2 starts lobby `t`: nobody joins or leaves a match, and only the host (or an
/// admin) stops it, which closes it.
async fn a_started_match_is_stopped_by_the_host_or_an_admin_only(s: &TableService, t: MatchId) {
    let info = s
        .start::<ribs::games::ribs::Match>(t, UserId(2))
        .await
        .unwrap();
    assert_eq!(info.status, TableStatus::Playing);
    assert!(matches!(
        s.join::<ribs::games::ribs::Match>(t, player(20)).await,
        Err(TableError::Started)
    ));
    assert!(matches!(
        s.leave::<ribs::games::ribs::Match>(t, UserId(3)).await,
        Err(TableError::CannotLeave)
    ));
    // Only the host (or an admin) stops a match.
    assert!(matches!(
        s.stop::<ribs::games::ribs::Match>(t, UserId(3), false)
            .await,
        Err(TableError::NotHost(_))
    ));
    let info = s
        .stop::<ribs::games::ribs::Match>(t, UserId(3), true)
        .await
        .unwrap();
    assert_eq!(info.status, TableStatus::Stopped);
    assert!(matches!(
        s.info::<ribs::games::ribs::Match>(t).await,
        Err(TableError::Over)
    ));
}

/// The kinds of the updates published so far, in order, by one word each.
fn update_kinds(updates: &mut UnboundedReceiver<AnyUpdate>) -> Vec<&'static str> {
    std::iter::from_fn(|| updates.try_recv().ok())
        .map(|u| {
            match u
                .of::<ribs::games::ribs::Match>()
                .expect("a Ribs table")
                .kind
            {
                UpdateKind::Lobby { .. } => "lobby",
                UpdateKind::Started { .. } => "started",
                UpdateKind::Closed { .. } => "closed",
                _ => "other",
            }
        })
        .collect()
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
    let refusal = s
        .act::<ribs::games::ribs::Match>(t, other, step, Action::Bid(2))
        .await
        .unwrap_err();
    let TableError::Rule(refused) = &refusal else {
        panic!("{refusal:?}");
    };
    let Some(rule @ ActionError::NotYourTurn { waiting_for }) =
        refused.of::<ribs::games::ribs::Match>().copied()
    else {
        panic!("{refusal:?}");
    };
    assert_eq!(waiting_for, on_turn);
    assert_eq!(
        ribs::text::ribs::action_error(ribs::text::Lang::En, &rule, &|seat| info
            .name(seat)
            .to_string()),
        format!("it is not your turn: waiting for Player {}", user.0)
    );
    assert!(matches!(
        s.act::<ribs::games::ribs::Match>(t, UserId(999), step, Action::Bid(2))
            .await,
        Err(TableError::NotSeated)
    ));
    assert!(matches!(
        s.act::<ribs::games::ribs::Match>(t, user, step, Action::Pass).await,
        Err(TableError::Rule(r)) if r.of::<ribs::games::ribs::Match>() == Some(&ActionError::MustOpen(2))
    ));
    assert!(matches!(
        s.act::<ribs::games::ribs::Match>(t, user, step + 1, Action::Bid(2))
            .await,
        Err(TableError::Stale)
    ));
    s.act::<ribs::games::ribs::Match>(t, user, step, Action::Bid(2))
        .await
        .unwrap();
    // The same button again: the table has moved on.
    assert!(matches!(
        s.act::<ribs::games::ribs::Match>(t, user, step, Action::Bid(2))
            .await,
        Err(TableError::Stale)
    ));
    assert_eq!(app.store.actions(t).await.unwrap().len(), 1);
    // A button of a match that is over.
    s.stop::<ribs::games::ribs::Match>(t, UserId(1), false)
        .await
        .unwrap();
    let late = s
        .act::<ribs::games::ribs::Match>(t, user, step + 1, Action::Pass)
        .await
        .unwrap_err();
    assert_eq!(
        late.to_string(),
        "that match is over: the table has moved on"
    );
    assert!(matches!(
        s.act::<ribs::games::ribs::Match>(MatchId(4242), user, 0, Action::Pass)
            .await,
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
        let info = s.info::<ribs::games::ribs::Match>(info.id).await.unwrap();
        let seat = info.to_act.unwrap();
        let user = info.seats[seat.index()].occupant.user().unwrap();
        let view = s
            .view::<ribs::games::ribs::Match>(info.id, user)
            .await
            .unwrap();
        let action = scripted(&view.view, info.step, round);
        let (a, b) = tokio::join!(
            s.act::<ribs::games::ribs::Match>(info.id, user, info.step, action),
            s.act::<ribs::games::ribs::Match>(info.id, user, info.step, action)
        );
        assert!(a.is_ok() != b.is_ok(), "exactly one applies: {a:?} {b:?}");
        assert!(matches!(a.err().or(b.err()), Some(TableError::Stale)));
        let log = app.store.actions(info.id).await.unwrap();
        assert_eq!(log.len() as u64, info.step + 1, "one entry per step");
    }
    app.stop().await;
}

/// Once a table's end is stored its place is free, even before the table's task has wound
/// down: a host who opens the next lobby the moment the last one ends is never told the
/// channel already has a table.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_place_is_free_the_moment_its_table_is_over() {
    let (_dir, path) = temp_db();
    let app = spawn_app(&path).await;
    let s = &app.service;
    let open = || {
        s.create::<ribs::games::ribs::Match>(
            PlaceId(5),
            SERVER,
            player(1),
            TableSettings::<ribs::games::ribs::Match>::default(),
        )
    };
    let mut table = open().await.unwrap().id;
    for _ in 0..40 {
        let over = s
            .cancel::<ribs::games::ribs::Match>(table, UserId(1))
            .await
            .unwrap();
        assert_eq!(over.status, TableStatus::Cancelled);
        table = open().await.expect("the place is free").id;
    }
    // An open table still holds its place.
    assert!(matches!(open().await, Err(TableError::TableExists)));
    app.stop().await;
}

/// The table, not a front end, decides how many computer players fit: more than the seats
/// beside the host is refused (nothing opened), all of them is a full table.
#[tokio::test]
async fn a_table_asked_for_more_computers_than_it_seats_is_refused_and_not_opened() {
    let (_dir, path) = temp_db();
    let app = spawn_app(&path).await;
    let s = &app.service;
    let computers = |n: usize| TableSettings::<ribs::games::ribs::Match> {
        computers: vec![Level::Easy; n],
        ..TableSettings::<ribs::games::ribs::Match>::default()
    };
    assert!(matches!(
        s.create(PlaceId(6), SERVER, player(1), computers(10)).await,
        Err(TableError::TooManyComputers { asked: 10, room: 9 })
    ));
    assert_eq!(s.table_at(PlaceId(6)), None);
    let info = s
        .create(PlaceId(6), SERVER, player(1), computers(9))
        .await
        .expect("nine computers and the host fill a table");
    assert_eq!(info.seats.len(), 10);
    app.stop().await;
}

/// The host sets the game's options in the lobby, one at a time, as the game's schema has
/// them: checked by the game's own options, stored before the lobby is shown again, kept
/// across a restart, and the match plays by them; nobody else may, and not once it plays.
#[tokio::test]
async fn the_host_sets_the_games_options_in_the_lobby_and_the_match_plays_by_them() {
    use ribs::games::GameOptions as _;
    use ribs::games::ribs::BeatRule;
    use ribs::table::UpdateKind;
    let (_dir, path) = temp_db();
    let mut app = spawn_app(&path).await;
    let s = &app.service;
    let t = s
        .create(
            PlaceId(8),
            SERVER,
            player(1),
            TableSettings::<ribs::games::ribs::Match>::default(),
        )
        .await
        .unwrap()
        .id;
    s.join::<ribs::games::ribs::Match>(t, player(2))
        .await
        .unwrap();
    assert!(matches!(
        s.set_option::<ribs::games::ribs::Match>(t, UserId(2), "target", "3")
            .await,
        Err(TableError::NotHost(_))
    ));
    for (key, value) in [
        ("target", "21"),
        ("target", "x"),
        ("colour", "red"),
        ("", ""),
    ] {
        assert!(
            matches!(
                s.set_option::<ribs::games::ribs::Match>(t, UserId(1), key, value)
                    .await,
                Err(TableError::BadOption { .. })
            ),
            "{key}={value}"
        );
    }
    while app.updates.try_recv().is_ok() {}
    let info = s
        .set_option::<ribs::games::ribs::Match>(t, UserId(1), "target", "3")
        .await
        .unwrap();
    assert_eq!(info.options.value("target").as_deref(), Some("3"));
    // The lobby is shown again with it, once stored.
    let stored = app.store.open_table(t).await.unwrap().unwrap();
    assert_eq!(stored.options, serde_json::to_value(info.options).unwrap());
    let shown = app
        .updates
        .try_recv()
        .expect("the lobby is shown again")
        .of::<ribs::games::ribs::Match>()
        .expect("a Ribs table");
    assert!(
        matches!(&shown.kind, UpdateKind::Lobby { info: i } if i.options == info.options),
        "{shown:?}"
    );
    // Setting what already is changes nothing, and shows nothing again.
    s.set_option::<ribs::games::ribs::Match>(t, UserId(1), "target", "3")
        .await
        .unwrap();
    assert!(app.updates.try_recv().is_err());
    s.set_option::<ribs::games::ribs::Match>(t, UserId(1), "beat_rule", "both_higher")
        .await
        .unwrap();
    let expected = Options::default()
        .with_target(3)
        .unwrap()
        .with_beat_rule(BeatRule::BothHigher);
    let app = app.restart().await;
    let s = &app.service;
    assert_eq!(
        s.info::<ribs::games::ribs::Match>(t).await.unwrap().options,
        expected
    );
    for u in 3..=4 {
        s.join::<ribs::games::ribs::Match>(t, player(u))
            .await
            .unwrap();
    }
    let info = s
        .start::<ribs::games::ribs::Match>(t, UserId(1))
        .await
        .unwrap();
    assert_eq!(info.options, expected);
    assert_eq!(
        s.view::<ribs::games::ribs::Match>(t, UserId(2))
            .await
            .unwrap()
            .view
            .options,
        expected,
        "the match plays by them"
    );
    assert!(matches!(
        s.set_option::<ribs::games::ribs::Match>(t, UserId(1), "target", "5")
            .await,
        Err(TableError::Started)
    ));
    app.stop().await;
}

/// A table of every game of the catalog opens as that game's, named so on its match.
#[tokio::test]
async fn a_table_of_every_game_of_the_catalog_opens_as_that_games() {
    let (_dir, path) = temp_db();
    let app = spawn_app(&path).await;
    for (i, &game) in ribs::games::GameKind::ALL.iter().enumerate() {
        let place = PlaceId(900 + i as u64);
        let (id, named) = match game {
            ribs::games::GameKind::Ribs => opened::<ribs::games::ribs::Match>(&app, place).await,
            ribs::games::GameKind::OhHell => {
                opened::<ribs::games::oh_hell::OhHell>(&app, place).await
            }
            ribs::games::GameKind::CrazyEights => {
                opened::<ribs::games::crazy_eights::CrazyEights>(&app, place).await
            }
            ribs::games::GameKind::GinRummy => {
                opened::<ribs::games::gin_rummy::GinRummy>(&app, place).await
            }
            ribs::games::GameKind::Cribbage => {
                opened::<ribs::games::cribbage::Cribbage>(&app, place).await
            }
            ribs::games::GameKind::TestGame => {
                opened::<ribs::games::test_game::Drill>(&app, place).await
            }
        };
        assert_eq!(named, game);
        let stored = app.store.open_table(id).await.unwrap().unwrap();
        assert_eq!(stored.game, game);
    }
    app.stop().await;
}

/// A table of game `G` opened at `place`: its id, and the game its info names.
async fn opened<G: ribs::table::Hosted>(
    app: &super::App,
    place: PlaceId,
) -> (MatchId, ribs::games::GameKind) {
    let info = app
        .service
        .create(place, SERVER, player(1), TableSettings::<G>::default())
        .await
        .unwrap();
    (info.id, info.game)
}
