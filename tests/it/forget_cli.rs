//! `ribs forget` as the operator runs it: a person forgotten in the bot's database file
//! (given as a path or a `sqlite://` URL) leaves no trace in any table or column, the
//! ratings still recompute from the results, and a bad id, a missing file or a person
//! seated at an open table is refused with one line and status 2.

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use ribs::ai::Level;
use ribs::games::ribs::Options;
use ribs::store::Store;
use ribs::table::{
    PlaceId, Player, ServerId, TableConfig, TableService, TableSettings, TableStatus, UserId,
};

use crate::support::scan::{every_cell, found};

const ZED: u64 = 765_432_109_876_543_210;
const ZED_NICK: &str = "Zelda Nickname";
const ZED_DISPLAY: &str = "Zelda Displayname";

fn ribs(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ribs"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("ribs runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

async fn service(db: &Path) -> TableService {
    let config = TableConfig {
        computer_pause: Duration::ZERO,
        ..TableConfig::default()
    };
    TableService::open_file(db, config).await.unwrap().0
}

/// Zed and two others play a match to the end; then Zed sits in a lobby left open.
async fn zeds_database(db: &Path) -> ribs::table::MatchId {
    let service = service(db).await;
    let settings = TableSettings::<ribs::games::ribs::Match> {
        options: Options::default().with_target(1).unwrap(),
        computers: vec![Level::Easy],
        seed: Some(9),
        ..TableSettings::<ribs::games::ribs::Match>::default()
    };
    let zed = Player::named(ZED, ZED_NICK, ZED_DISPLAY);
    let info = service
        .create(PlaceId(10), ServerId(5), zed.clone(), settings)
        .await
        .unwrap();
    for other in [2, 3] {
        service
            .join::<ribs::games::ribs::Match>(
                info.id,
                Player::new(other, format!("Player {other}")),
            )
            .await
            .unwrap();
    }
    service
        .start::<ribs::games::ribs::Match>(info.id, UserId(ZED))
        .await
        .unwrap();
    for user in [ZED, 2, 3] {
        service
            .autopilot::<ribs::games::ribs::Match>(info.id, UserId(user), true)
            .await
            .unwrap();
    }
    for _ in 0..600 {
        if service.status(info.id).await.unwrap() == Some(TableStatus::Finished) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(
        service.status(info.id).await.unwrap(),
        Some(TableStatus::Finished)
    );
    let lobby = service
        .create(
            PlaceId(11),
            ServerId(5),
            Player::new(2, "Player 2"),
            TableSettings::<ribs::games::ribs::Match>::default(),
        )
        .await
        .unwrap();
    service
        .join::<ribs::games::ribs::Match>(lobby.id, zed)
        .await
        .unwrap();
    service.close().await;
    lobby.id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ribs_forget_removes_a_person_from_the_bots_database() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bot.db");
    let db = path.to_str().unwrap();
    let lobby = zeds_database(&path).await;
    let zed = ZED.to_string();

    // Seated at an open table: refused, in one line, nothing changed.
    let before = every_cell(&path).await;
    let out = ribs(&["forget", "--db", db, "--user", &zed]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    let said = text(&out.stderr);
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(
        said.contains(&format!("sits at open table {lobby}"))
            && said.contains("nothing was removed"),
        "{said}"
    );
    assert_eq!(every_cell(&path).await, before);

    // Once Zed has left it, `ribs forget` (given the bot's DATABASE_URL) does it.
    let service = service(&path).await;
    service
        .leave::<ribs::games::ribs::Match>(lobby, UserId(ZED))
        .await
        .unwrap();
    service.close().await;
    let url = format!("sqlite://{db}");
    let out = ribs(&["forget", "--db", &url, "--user", &zed]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(said.contains(&format!("user {ZED} is forgotten")), "{said}");
    assert!(said.contains("1 match"), "{said}");
    let cells = every_cell(&path).await;
    for needle in [zed.as_str(), ZED_NICK, ZED_DISPLAY] {
        let left = found(&cells, needle);
        assert!(left.is_empty(), "{needle} is still stored: {left:?}");
    }
    let store = Store::open_read_only(&path).await.unwrap();
    let (stored, recomputed) = store.ratings_recomputed().await.unwrap();
    assert_eq!(
        stored, recomputed,
        "ratings are still the results rated again"
    );
    store.close().await;

    // Again: there is nothing left to forget.
    let out = ribs(&["forget", "--db", db, "--user", &zed]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("nothing about user"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn ribs_forget_refuses_a_bad_id_or_a_missing_file_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nowhere.db");
    let missing = missing.to_str().unwrap();
    let url = format!("sqlite://{missing}");
    for (args, said) in [
        (
            vec!["forget", "--db", missing, "--user", "abc"],
            "not a user id",
        ),
        (
            vec!["forget", "--db", missing, "--user", "0"],
            "not a user id",
        ),
        (
            vec!["forget", "--db", missing, "--user", "-5"],
            "not a user id",
        ),
        (
            vec!["forget", "--db", missing, "--user", "123"],
            "there is no such file",
        ),
        (
            vec!["forget", "--db", &url, "--user", "123"],
            "there is no such file",
        ),
    ] {
        let out = ribs(&args);
        assert_eq!(
            out.status.code(),
            Some(2),
            "{args:?}: {}",
            text(&out.stderr)
        );
        let message = text(&out.stderr);
        assert_eq!(message.lines().count(), 1, "{args:?}: {message}");
        assert!(message.contains(said), "{args:?}: {message}");
    }
    assert!(!Path::new(missing).exists(), "no database is created");
}
