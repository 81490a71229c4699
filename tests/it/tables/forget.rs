//! A person's data is theirs: forgetting them through the table service leaves neither
//! their id nor any name they played under in any table or column, keeps everyone else's
//! results, standings and ratings exactly as they were (the ratings still recompute from
//! the results), takes them off every board, and waits while they sit at an open table.
//! Also: the boards show a person's display name, never a server's nickname, and a
//! person's history is per server.

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

use ribs::ai::Level;
use ribs::games::ribs::Options;
use ribs::rating::Rater;
use ribs::store::{MatchId, PlaceId, Ranking, ServerId, Store, UserId};
use ribs::table::{FORMER_PLAYER, Player, TableError, TableService, TableSettings, TableStatus};
use sqlx::{Connection, Row};

use super::{App, SERVER, drive, player, spawn_app, temp_db};
use crate::support::database;
use crate::support::scan::{every_cell, found};

/// The person who asks to be forgotten: a real snowflake, so that a scan for its digits
/// finds nothing by chance.
const ZED: u64 = 987_654_321_012_345_678;
/// Another person forgotten, for the anonymous players' being distinct.
const YAN: u64 = 876_543_210_987_654_321;
const ZED_NICK: &str = "Zephyrine of Here";
const ZED_NICK_ELSEWHERE: &str = "Zephyrine of There";
const ZED_DISPLAY: &str = "Zephyrine Quill";
const OTHER_SERVER: ServerId = ServerId(78);

fn zed(nick: &str) -> Player {
    Player::named(ZED, nick, ZED_DISPLAY)
}

/// A one-hand match at `place` on `server`: `host` and `others`, one normal computer,
/// played to the end.
async fn play(
    service: &TableService,
    server: ServerId,
    place: u64,
    host: Player,
    others: &[Player],
) -> MatchId {
    let settings = TableSettings::<ribs::games::ribs::Match> {
        options: Options::default().with_target(1).unwrap(),
        computers: vec![Level::Normal],
        seed: Some(place),
        ..TableSettings::<ribs::games::ribs::Match>::default()
    };
    let host_id = host.id;
    let info = service
        .create(PlaceId(place), server, host, settings)
        .await
        .unwrap();
    for p in others {
        service
            .join::<ribs::games::ribs::Match>(info.id, p.clone())
            .await
            .unwrap();
    }
    service
        .start::<ribs::games::ribs::Match>(info.id, host_id)
        .await
        .unwrap();
    drive(service, info.id, place, None).await;
    assert_eq!(
        service.status(info.id).await.unwrap(),
        Some(TableStatus::Finished)
    );
    info.id
}

/// Every row of `table` as text, in order, with the rows that name one of `people` in
/// `column` left out: what forgetting them must leave exactly as it was.
async fn rows_of_others(path: &Path, table: &str, column: &str, people: &[i64]) -> Vec<String> {
    let excluded = people
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    if database::on_postgres() {
        // Each row as JSON: PostgreSQL writes floats in their shortest exact form.
        let mut conn = sqlx::PgConnection::connect(&database::url_for(path))
            .await
            .unwrap();
        let sql = format!(
            "SELECT row_to_json(t)::text AS line FROM \"{table}\" t WHERE \"{column}\" IS NULL OR \"{column}\" NOT IN ({excluded}) ORDER BY line"
        );
        let rows = sqlx::query(sqlx::AssertSqlSafe(sql))
            .fetch_all(&mut conn)
            .await
            .unwrap();
        conn.close().await.unwrap();
        return rows.iter().map(|r| r.get::<String, _>("line")).collect();
    }
    let url = format!("sqlite://{}?mode=ro", path.display());
    let mut conn = sqlx::SqliteConnection::connect(&url).await.unwrap();
    let columns: Vec<String> = sqlx::query_scalar("SELECT name FROM pragma_table_info(?)")
        .bind(table)
        .fetch_all(&mut conn)
        .await
        .unwrap();
    // REAL columns at full precision: bit for bit.
    let cells: Vec<String> = columns
        .iter()
        .map(|c| format!("CASE typeof(\"{c}\") WHEN 'real' THEN printf('%!.20e', \"{c}\") ELSE quote(\"{c}\") END"))
        .collect();
    let sql = format!(
        "SELECT {} AS line FROM \"{table}\" WHERE \"{column}\" IS NULL OR \"{column}\" NOT IN ({excluded}) ORDER BY line",
        cells.join(" || '|' || ")
    );
    let rows = sqlx::query(sqlx::AssertSqlSafe(sql))
        .fetch_all(&mut conn)
        .await
        .unwrap();
    conn.close().await.unwrap();
    rows.iter().map(|r| r.get::<String, _>("line")).collect()
}

/// The ratings of everyone but `people`, exactly, by scope and rater.
async fn ratings_of_others(store: &Store, people: &[i64]) -> BTreeMap<(i64, i64), (u64, u64, u32)> {
    let (stored, recomputed) = store.ratings_recomputed().await.unwrap();
    assert_eq!(stored, recomputed, "ratings are the results rated again");
    stored
        .into_iter()
        .filter(|((_, _, rater), _)| !people.contains(&rater.0))
        .map(|((_, scope, rater), r)| {
            (
                (scope, rater.0),
                (r.mu.to_bits(), r.sigma.to_bits(), r.matches),
            )
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forgotten_person_leaves_no_trace_and_everyone_elses_record_stands() {
    let (_dir, path) = temp_db();
    let app = spawn_app(&path).await;
    let service = &app.service;
    let people: Vec<Player> = (1..=4).map(player).collect();
    let zeds = zeds_record(service, &people).await;
    assert_zed_is_stored_and_boarded_under_the_display_name(service, &path).await;
    assert_forgetting_waits_for_open_tables(service, &path, &people).await;

    // Everyone else's record, exactly, before.
    let forgotten_ids = [ZED as i64, YAN as i64];
    let before = OthersRecord::read(&app, &forgotten_ids).await;
    let everywhere = service
        .rating_board(ribs::games::GameKind::Ribs, ServerId::NONE, 50)
        .await
        .unwrap();

    let anonymous = forget_zed_and_yan(service).await;
    assert_nothing_of_them_is_left(&path).await;
    assert_the_front_end_state_keeps_only_the_others(service, zeds[0]).await;

    // Everyone else's results, standings, rating changes and ratings are exactly as they
    // were, and every rating is still the results rated again.
    assert_eq!(OthersRecord::read(&app, &anonymous).await, before);
    let recomputed = app.store.ratings_recomputed().await.unwrap();
    assert_eq!(recomputed.0, recomputed.1);
    assert!(
        recomputed.0.keys().any(|(_, _, r)| r.0 == anonymous[0]),
        "Zed's results still rate"
    );

    // The matches still read, a former player in Zed's seats.
    let recent = service
        .recent_matches(ribs::games::GameKind::Ribs, SERVER, None, 50)
        .await
        .unwrap();
    let first = recent.iter().find(|m| m.table == zeds[0]).unwrap();
    assert_eq!(first.seats[0], (FORMER_PLAYER.to_string(), false));
    service
        .replay(zeds[1])
        .await
        .expect("a match Zed played still replays");

    assert_no_board_shows_a_former_player(service, &anonymous).await;
    let after: Vec<Rater> = service
        .rating_board(ribs::games::GameKind::Ribs, ServerId::NONE, 50)
        .await
        .unwrap()
        .iter()
        .map(|r| r.rater)
        .collect();
    let before: Vec<Rater> = everywhere
        .iter()
        .map(|r| r.rater)
        .filter(|r| !forgotten_ids.contains(&r.0))
        .collect();
    assert_eq!(
        after, before,
        "the others keep their places in the same order"
    );
    assert_ranks_count_only_those_on_the_board(service).await;
    assert_zed_finds_nothing(service).await;

    // Zed may play again, with a fresh record; and everything survives a restart.
    let app = app.restart().await;
    play(&app.service, SERVER, 609, zed(ZED_NICK), &people[..2]).await;
    let stats = app
        .service
        .stats(ribs::games::GameKind::Ribs, SERVER, UserId(ZED))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(stats.matches, 1);
    let (stored, recomputed) = app.store.ratings_recomputed().await.unwrap();
    assert_eq!(stored, recomputed);
    app.stop().await;
}

/// Zed's record, and the others': Zed plays here (under one nickname) and on another
/// server (under another), with Yan and the others; two matches without Zed (one with
/// Yan); a lobby Zed opened and cancelled; a match of others Zed stopped as a server
/// manager; and a front end's state of Zed's first match that names Zed. Returns the
/// three matches Zed played.
async fn zeds_record(service: &TableService, people: &[Player]) -> [MatchId; 3] {
    let yan = || Player::new(YAN, "Yan Ytterbium");
    let zeds = [
        play(service, SERVER, 600, zed(ZED_NICK), &people[..2]).await,
        play(
            service,
            SERVER,
            601,
            people[0].clone(),
            &[zed(ZED_NICK), yan()],
        )
        .await,
        play(
            service,
            OTHER_SERVER,
            602,
            zed(ZED_NICK_ELSEWHERE),
            &people[2..],
        )
        .await,
    ];
    play(
        service,
        SERVER,
        603,
        people[1].clone(),
        &[people[2].clone(), yan()],
    )
    .await;
    play(service, SERVER, 604, people[0].clone(), &people[1..3]).await;
    let lobby = service
        .create(
            PlaceId(605),
            SERVER,
            zed(ZED_NICK),
            TableSettings::<ribs::games::ribs::Match>::default(),
        )
        .await
        .unwrap();
    service
        .cancel::<ribs::games::ribs::Match>(lobby.id, UserId(ZED))
        .await
        .unwrap();
    let stopped = service
        .create(
            PlaceId(606),
            SERVER,
            people[3].clone(),
            TableSettings::<ribs::games::ribs::Match> {
                computers: vec![Level::Easy; 3],
                ..TableSettings::<ribs::games::ribs::Match>::default()
            },
        )
        .await
        .unwrap();
    service
        .start::<ribs::games::ribs::Match>(stopped.id, people[3].id)
        .await
        .unwrap();
    service
        .stop::<ribs::games::ribs::Match>(stopped.id, UserId(ZED), true)
        .await
        .unwrap();
    // A front end's state of a closed table: a live panel of Zed's with its interaction
    // token, a rematch invitation, and messages whose ids are nobody's.
    let state = format!(
        r#"{{"table_message":1041,"retired":[1042],"invited":[{ZED},2],"panels":[{{"user":{ZED},"token":"zed-secret-token","opened_ms":1}},{{"user":2,"token":"two","opened_ms":1}}]}}"#
    );
    service.set_frontend(zeds[0], state).await.unwrap();
    zeds
}

/// Where Zed is before: on the boards, under the display name only; every name and the
/// panel's token stored, a nickname only in its seats.
async fn assert_zed_is_stored_and_boarded_under_the_display_name(
    service: &TableService,
    path: &Path,
) {
    let board = service
        .leaderboard(
            ribs::games::GameKind::Ribs,
            ServerId::NONE,
            Ranking::Wins,
            1,
            50,
        )
        .await
        .unwrap();
    let row = board
        .iter()
        .find(|r| r.user == UserId(ZED))
        .expect("Zed is on the board");
    assert_eq!(
        row.name, ZED_DISPLAY,
        "the everywhere board shows the display name"
    );
    let rated = service
        .rating_board(ribs::games::GameKind::Ribs, SERVER, 50)
        .await
        .unwrap();
    assert!(
        rated
            .iter()
            .any(|r| r.rater == Rater::person(ZED) && r.name.as_deref() == Some(ZED_DISPLAY))
    );
    let cells = every_cell(path).await;
    for needle in [
        ZED.to_string(),
        ZED_NICK.into(),
        ZED_NICK_ELSEWHERE.into(),
        ZED_DISPLAY.into(),
        "zed-secret-token".into(),
    ] {
        assert!(
            !found(&cells, &needle).is_empty(),
            "{needle} is stored before"
        );
    }
    // A nickname is never a board's name, nor stored beyond its seats.
    assert!(
        found(&cells, ZED_NICK)
            .iter()
            .all(|(t, c, _)| (t.as_str(), c.as_str()) == ("seats", "name"))
    );
}

/// Refused while Zed sits at an open table (joined, not hosting), and while a lobby asks
/// Zed back: nothing is changed. Both tables are cancelled after.
async fn assert_forgetting_waits_for_open_tables(
    service: &TableService,
    path: &Path,
    people: &[Player],
) {
    let open = service
        .create(
            PlaceId(607),
            SERVER,
            people[0].clone(),
            TableSettings::<ribs::games::ribs::Match>::default(),
        )
        .await
        .unwrap();
    service
        .join::<ribs::games::ribs::Match>(open.id, zed(ZED_NICK))
        .await
        .unwrap();
    let stored = every_cell(path).await;
    match service.forget(UserId(ZED)).await {
        Err(TableError::AtOpenTable {
            table,
            place,
            invited: false,
        }) => {
            assert_eq!((table, place), (open.id, PlaceId(607)));
        }
        other => panic!("forgetting a seated person: {other:?}"),
    }
    assert_eq!(every_cell(path).await, stored, "a refusal changes nothing");
    service
        .leave::<ribs::games::ribs::Match>(open.id, UserId(ZED))
        .await
        .unwrap();
    let asking = service
        .create(
            PlaceId(608),
            SERVER,
            people[1].clone(),
            TableSettings::<ribs::games::ribs::Match> {
                frontend: Some(format!(r#"{{"invited":[{ZED}]}}"#)),
                ..TableSettings::<ribs::games::ribs::Match>::default()
            },
        )
        .await
        .unwrap();
    let stored = every_cell(path).await;
    let refused = service.forget(UserId(ZED)).await;
    assert!(
        matches!(refused, Err(TableError::AtOpenTable { table, invited: true, .. }) if table == asking.id),
        "{refused:?}"
    );
    assert!(refused.unwrap_err().to_string().contains("once it is over"));
    assert_eq!(every_cell(path).await, stored, "a refusal changes nothing");
    service
        .cancel::<ribs::games::ribs::Match>(asking.id, people[1].id)
        .await
        .unwrap();
    service
        .cancel::<ribs::games::ribs::Match>(open.id, people[0].id)
        .await
        .unwrap();
}

/// Everyone's record but some people's, exactly: what forgetting them must leave as it
/// was.
#[derive(Debug, PartialEq)]
struct OthersRecord {
    results: Vec<String>,
    standings: Vec<String>,
    rating_changes: Vec<String>,
    ratings: BTreeMap<(i64, i64), (u64, u64, u32)>,
}

impl OthersRecord {
    /// The record of everyone but `people`, from the app's database.
    async fn read(app: &App, people: &[i64]) -> OthersRecord {
        let path = &app.path;
        OthersRecord {
            results: rows_of_others(path, "results", "user_id", people).await,
            standings: rows_of_others(path, "standings", "user_id", people).await,
            rating_changes: rows_of_others(path, "rating_changes", "rater", people).await,
            ratings: ratings_of_others(&app.store, people).await,
        }
    }
}

/// Forgets Zed, then Yan: each becomes a former player of their own, whose anonymous id
/// is no Discord id. Returns those ids, Zed's first.
async fn forget_zed_and_yan(service: &TableService) -> [i64; 2] {
    let done = service.forget(UserId(ZED)).await.unwrap();
    assert_eq!(
        done.matches, 4,
        "three matches played and a cancelled lobby"
    );
    let zed_anonymous = done.anonymous.expect("Zed had a record");
    let yan = service.forget(UserId(YAN)).await.unwrap();
    let yan_anonymous = yan.anonymous.unwrap();
    assert_ne!(
        zed_anonymous, yan_anonymous,
        "each former player is a rater of their own"
    );
    for anonymous in [zed_anonymous, yan_anonymous] {
        assert!(
            anonymous.0 > i64::MAX as u64,
            "anonymous ids are no Discord id"
        );
    }
    [zed_anonymous.0 as i64, yan_anonymous.0 as i64]
}

/// Nothing of Zed or Yan is left, in any table or column: not the id (as a number or as
/// text), not a name, not the panel's token.
async fn assert_nothing_of_them_is_left(path: &Path) {
    let cells = every_cell(path).await;
    for needle in [
        ZED.to_string(),
        YAN.to_string(),
        ZED_NICK.into(),
        ZED_NICK_ELSEWHERE.into(),
        ZED_DISPLAY.into(),
        "Yan Ytterbium".into(),
        "zed-secret-token".into(),
    ] {
        let left = found(&cells, &needle);
        assert!(left.is_empty(), "{needle} is still stored: {left:?}");
    }
}

/// The messages of the table and the others' panels and invitations stay in the front
/// end's state of `table`.
async fn assert_the_front_end_state_keeps_only_the_others(service: &TableService, table: MatchId) {
    let state = service.frontend(table).await.unwrap().unwrap();
    let state: serde_json::Value = serde_json::from_str(&state).unwrap();
    assert_eq!(state["table_message"], 1041);
    assert_eq!(state["invited"], serde_json::json!([2]));
    assert_eq!(state["panels"].as_array().unwrap().len(), 1);
}

/// No board of any scope or ranking shows a former player.
async fn assert_no_board_shows_a_former_player(service: &TableService, anonymous: &[i64]) {
    for scope in [SERVER, OTHER_SERVER, ServerId::NONE] {
        for ranking in [Ranking::Wins, Ranking::WinRate, Ranking::Hands] {
            let board = service
                .leaderboard(ribs::games::GameKind::Ribs, scope, ranking, 1, 50)
                .await
                .unwrap();
            assert!(
                board
                    .iter()
                    .all(|r| r.name != FORMER_PLAYER && !anonymous.contains(&(r.user.0 as i64)))
            );
        }
        let board = service
            .rating_board(ribs::games::GameKind::Ribs, scope, 50)
            .await
            .unwrap();
        assert!(
            board.iter().all(|r| !anonymous.contains(&r.rater.0)),
            "{board:?}"
        );
    }
}

/// A rank counts only those on the board: one more than the raters shown above.
async fn assert_ranks_count_only_those_on_the_board(service: &TableService) {
    let board = service
        .rating_board(ribs::games::GameKind::Ribs, ServerId::NONE, 50)
        .await
        .unwrap();
    for row in &board {
        let (_, rank, _) = service
            .rating(ribs::games::GameKind::Ribs, ServerId::NONE, row.rater, 0)
            .await
            .unwrap()
            .unwrap();
        let above = board
            .iter()
            .filter(|o| o.rating.shown() > row.rating.shown())
            .count();
        assert_eq!(rank as usize, above + 1, "{:?}", row.rater);
    }
}

/// Zed asking for stats, history or a rating finds nothing; forgetting again finds
/// nothing.
async fn assert_zed_finds_nothing(service: &TableService) {
    assert!(
        service
            .stats(ribs::games::GameKind::Ribs, SERVER, UserId(ZED))
            .await
            .unwrap()
            .is_none()
    );
    assert!(
        service
            .history(ribs::games::GameKind::Ribs, ServerId::NONE, UserId(ZED), 50)
            .await
            .unwrap()
            .is_empty()
    );
    assert!(
        service
            .rating(ribs::games::GameKind::Ribs, SERVER, Rater::person(ZED), 5)
            .await
            .unwrap()
            .is_none()
    );
    let again = service.forget(UserId(ZED)).await.unwrap();
    assert_eq!((again.anonymous, again.matches), (None, 0));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_persons_history_is_of_one_server_and_boards_show_their_display_name() {
    let (_dir, path) = temp_db();
    let app = spawn_app(&path).await;
    let service = &app.service;
    let here = play(service, SERVER, 700, zed(ZED_NICK), &[player(1), player(2)]).await;
    let there = play(
        service,
        OTHER_SERVER,
        701,
        zed(ZED_NICK_ELSEWHERE),
        &[player(3), player(4)],
    )
    .await;

    let tables = |rows: Vec<ribs::table::HistoryRow>| -> Vec<MatchId> {
        rows.iter().map(|r| r.table).collect()
    };
    assert_eq!(
        tables(
            service
                .history(ribs::games::GameKind::Ribs, SERVER, UserId(ZED), 10)
                .await
                .unwrap()
        ),
        vec![here]
    );
    assert_eq!(
        tables(
            service
                .history(ribs::games::GameKind::Ribs, OTHER_SERVER, UserId(ZED), 10)
                .await
                .unwrap()
        ),
        vec![there]
    );
    assert_eq!(
        tables(
            service
                .history(ribs::games::GameKind::Ribs, ServerId::NONE, UserId(ZED), 10)
                .await
                .unwrap()
        ),
        vec![there, here]
    );
    let players = |server| async move {
        service
            .recent_matches(ribs::games::GameKind::Ribs, server, Some(UserId(ZED)), 10)
            .await
            .unwrap()
            .iter()
            .map(|m| m.table)
            .collect::<Vec<_>>()
    };
    assert_eq!(players(SERVER).await, vec![here]);
    assert_eq!(players(OTHER_SERVER).await, vec![there]);

    // Seats show the nickname of their server; every board the display name.
    let seats: HashMap<MatchId, String> = service
        .recent_matches(
            ribs::games::GameKind::Ribs,
            ServerId::NONE,
            Some(UserId(ZED)),
            10,
        )
        .await
        .unwrap()
        .into_iter()
        .map(|m| (m.table, m.seats[0].0.clone()))
        .collect();
    assert_eq!(seats[&here], ZED_NICK);
    assert_eq!(seats[&there], ZED_NICK_ELSEWHERE);
    for scope in [SERVER, OTHER_SERVER, ServerId::NONE] {
        let row = service
            .stats(ribs::games::GameKind::Ribs, scope, UserId(ZED))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(row.name, ZED_DISPLAY, "{scope:?}");
        let board = service
            .leaderboard(ribs::games::GameKind::Ribs, scope, Ranking::Wins, 1, 10)
            .await
            .unwrap();
        assert!(board.iter().any(|r| r.name == ZED_DISPLAY));
        assert!(board.iter().all(|r| !r.name.contains("Zephyrine of")));
        let rated = service
            .rating_board(ribs::games::GameKind::Ribs, scope, 10)
            .await
            .unwrap();
        assert!(rated.iter().any(|r| r.name.as_deref() == Some(ZED_DISPLAY)));
    }
    app.stop().await;
}
