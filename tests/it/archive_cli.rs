//! `ribs season`, `ribs replay` and `ribs export` as a user runs them: a season written to
//! a database file, its matches listed and told again, their hands exported and ruled by
//! `ribs referee`; and every bad argument refused with a clear message and status 2.

use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn ribs(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ribs"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("ribs runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).unwrap()
}

/// A database of `matches` finished matches to 1, played by `ribs season`.
fn season(db: &str, matches: u32) -> std::process::Output {
    let matches = matches.to_string();
    let played = ribs(&[
        "season",
        "--matches",
        &matches,
        "--people",
        "4",
        "--target",
        "1",
        "--db",
        db,
    ]);
    assert!(played.status.success(), "{}", stderr(&played));
    played
}

#[test]
fn a_season_is_listed_told_again_and_its_hands_ruled_again() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("season.db");
    let db = db.to_str().unwrap();
    let season = season(db, 3);
    let board = stdout(&season);
    assert!(
        board.contains("ribs season: 3 matches of 4 seats"),
        "{board}"
    );
    // Four people and at least one computer level, all provisional after three matches.
    let rows = board.lines().filter(|l| l.contains('?')).count();
    assert!(rows >= 5, "{board}");

    let list = ribs(&["replay", "--db", db]);
    assert!(list.status.success(), "{}", stderr(&list));
    let list = stdout(&list);
    assert_eq!(list.lines().count(), 3, "{list}");
    assert!(
        list.lines().all(|l| l.contains(" won · hand wins ")),
        "{list}"
    );

    let told = ribs(&["replay", "--db", db, "2"]);
    assert!(told.status.success(), "{}", stderr(&told));
    let told = stdout(&told);
    assert!(told.starts_with("Match 2:"), "{told}");
    assert!(told.contains("── Hand 1"), "{told}");
    assert!(told.trim_end().ends_with("wins the match."), "{told}");

    // The reveals as the bot draws them: one PNG per trick, each a picture.
    let pictures = dir.path().join("pictures");
    let drawn = ribs(&[
        "replay",
        "--db",
        db,
        "2",
        "--png",
        pictures.to_str().unwrap(),
    ]);
    assert!(drawn.status.success(), "{}", stderr(&drawn));
    let tricks = told.lines().filter(|l| l.starts_with("Trick ")).count();
    let files: Vec<_> = std::fs::read_dir(&pictures).unwrap().collect();
    assert_eq!(files.len(), tricks, "{}", stdout(&drawn));
    let first = std::fs::read(pictures.join("hand1-trick1.png")).unwrap();
    assert!(first.starts_with(b"\x89PNG"));

    let export = ribs(&["export", "--db", db, "2"]);
    assert!(export.status.success(), "{}", stderr(&export));
    let export = stdout(&export);
    assert!(export.lines().count() >= 1);
    for document in export.lines() {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ribs"))
            .arg("referee")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        std::io::Write::write_all(&mut child.stdin.take().unwrap(), document.as_bytes()).unwrap();
        let ruled = child.wait_with_output().unwrap();
        assert!(ruled.status.success(), "{}", stdout(&ruled));
        let ruling: Value = serde_json::from_slice(&ruled.stdout).unwrap();
        assert_eq!(ruling["tricks"].as_array().unwrap().len(), 4);
        assert!(!ruling["winners"].as_array().unwrap().is_empty());
    }
    // `--game ribs` is the default said out loud; a game of no build is refused by name.
    let named = ribs(&["export", "--db", db, "2", "--game", "ribs"]);
    assert_eq!(stdout(&named), export);
    let unknown = ribs(&["export", "--db", db, "2", "--game", "chess"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(
        stderr(&unknown).contains("no game \"chess\""),
        "{}",
        stderr(&unknown)
    );
    let one = ribs(&["export", "--db", db, "2", "--hand", "1"]);
    assert_eq!(
        stdout(&one).lines().next(),
        export.lines().next(),
        "--hand 1 is the first line"
    );
}

#[test]
fn bad_arguments_are_refused_clearly() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nowhere.db");
    let missing = missing.to_str().unwrap();
    let junk = dir.path().join("junk.db");
    std::fs::write(&junk, "not a database at all, just some words").unwrap();
    let junk = junk.to_str().unwrap();
    let db = dir.path().join("one.db");
    let db = db.to_str().unwrap();
    season(db, 1);
    // How many hands the match took is the computers' choice (the hard one searches for a
    // set time, so a busy machine plays it differently): one past its last, as exported.
    let exported = ribs(&["export", "--db", db, "1"]);
    let hands = stdout(&exported).lines().count();
    let past_the_last = (hands + 1).to_string();
    let only = if hands == 1 {
        "has only 1 hand".to_string()
    } else {
        format!("has only {hands} hands")
    };

    for (args, said) in [
        (vec!["replay", "--db", missing], "there is no such file"),
        (
            vec!["export", "--db", missing, "1"],
            "there is no such file",
        ),
        (vec!["replay", "--db", junk], "not"),
        (
            vec!["replay", "--db", db, "99"],
            "there is no finished match 99",
        ),
        (
            vec!["export", "--db", db, "1", "--hand", "0"],
            "--hand counts from 1",
        ),
        (
            vec!["export", "--db", db, "1", "--hand", &past_the_last],
            &only,
        ),
        (vec!["season", "--db", db], "exists"),
        (vec!["season", "--computers", "4"], "--computers"),
    ] {
        let out = ribs(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        let message = stderr(&out);
        assert!(message.contains(said), "{args:?}: {message}");
        assert!(!message.contains("panicked"), "{args:?}: {message}");
    }
    // The junk file is left as it was.
    assert_eq!(
        std::fs::read_to_string(junk).unwrap(),
        "not a database at all, just some words"
    );
}

#[test]
fn replay_and_export_leave_the_database_byte_for_byte_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("season.db");
    let db_str = db.to_str().unwrap();
    season(db_str, 2);
    let files = || {
        let mut names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    let (before, names) = (std::fs::read(&db).unwrap(), files());
    for args in [
        vec!["replay", "--db", db_str],
        vec!["replay", "--db", db_str, "1"],
        vec!["export", "--db", db_str, "1"],
    ] {
        let out = ribs(&args);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
    }
    assert!(
        std::fs::read(&db).unwrap() == before,
        "the file is unchanged"
    );
    assert_eq!(files(), names, "no file made beside it");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_made_while_tables_play_is_whole_and_holds_every_acknowledged_action() {
    use ribs::table::{PlaceId, Player, ServerId, TableConfig, TableService, TableSettings};
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("ribs.db");
    let (service, _updates) = TableService::open_file(
        &db,
        TableConfig {
            computer_pause: std::time::Duration::ZERO,
            ..TableConfig::default()
        },
    )
    .await
    .unwrap();
    // Tables of computers (and a host on autopilot) playing as fast as they can.
    let mut tables = Vec::new();
    for place in 1..=4u64 {
        let info = service
            .create(
                PlaceId(place),
                ServerId(1),
                Player::new(place, format!("host {place}")),
                TableSettings::<ribs::games::ribs::Match> {
                    computers: vec![ribs::ai::Level::Easy; 3],
                    ..TableSettings::<ribs::games::ribs::Match>::default()
                },
            )
            .await
            .unwrap();
        service
            .start::<ribs::games::ribs::Match>(info.id, ribs::table::UserId(place))
            .await
            .unwrap();
        service
            .autopilot::<ribs::games::ribs::Match>(info.id, ribs::table::UserId(place), true)
            .await
            .unwrap();
        tables.push(info.id);
    }
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while service.steps(tables[0]).await.unwrap() < 20 {
        assert!(
            std::time::Instant::now() < deadline,
            "the tables never played"
        );
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    // Acknowledged (stored) before the backup starts.
    let mut acknowledged = Vec::new();
    for table in &tables {
        acknowledged.push(service.steps(*table).await.unwrap());
    }
    let copy = dir.path().join("copy.db");
    let url = format!("sqlite://{}", db.display());
    let to = copy.to_str().unwrap().to_string();
    let out = tokio::task::spawn_blocking(move || ribs(&["backup", "--db", &url, "--to", &to]))
        .await
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("(integrity ok)"), "{}", stdout(&out));
    let still = service.steps(tables[0]).await.unwrap();
    assert!(still > 0);
    service.close().await;
    let copy = ribs::store::Store::open_read_only(&copy).await.unwrap();
    for (table, acked) in tables.iter().zip(acknowledged) {
        assert!(
            copy.count_actions(*table).await.unwrap() >= acked,
            "every action acknowledged before the backup is in it"
        );
    }
    copy.close().await;
    // A second backup to the same file is refused: nothing is overwritten.
    let again = ribs(&[
        "backup",
        "--db",
        db.to_str().unwrap(),
        "--to",
        dir.path().join("copy.db").to_str().unwrap(),
    ]);
    assert_eq!(again.status.code(), Some(2));
    assert!(
        stderr(&again).contains("exists already"),
        "{}",
        stderr(&again)
    );
}

/// A season of another game than Ribs: played through the table service at the options
/// given, listed, told again and exported whole as the game's own documents.
#[test]
fn a_season_of_oh_hell_is_played_listed_told_and_exported() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("oh-hell.db");
    let db = db.to_str().unwrap();
    let played = ribs(&[
        "season",
        "--game",
        "oh-hell",
        "--matches",
        "2",
        "--people",
        "3",
        "--seats",
        "3",
        "--computers",
        "1",
        "--options",
        "max_cards=2",
        "--db",
        db,
    ]);
    assert!(played.status.success(), "{}", stderr(&played));
    let board = stdout(&played);
    assert!(
        board.contains("ribs season --game oh-hell: 2 matches of 3 seats"),
        "{board}"
    );
    let list = stdout(&ribs(&["replay", "--db", db]));
    assert_eq!(list.lines().count(), 2, "{list}");
    let told = ribs(&["replay", "--db", db, "1"]);
    assert!(told.status.success(), "{}", stderr(&told));
    assert!(stdout(&told).contains("Oh Hell!"), "{}", stdout(&told));
    // Exported by naming its game (a Ribs export of it says which game it is).
    let refused = ribs(&["export", "--db", db, "1"]);
    assert!(
        stderr(&refused).contains("--game oh-hell"),
        "{}",
        stderr(&refused)
    );
    let export = stdout(&ribs(&["export", "--db", db, "1", "--game", "oh-hell"]));
    let document: Value = serde_json::from_str(export.lines().next().unwrap()).unwrap();
    assert_eq!(document["game"], "oh-hell");
    for bad in [
        vec!["season", "--game", "oh-hell", "--target", "3"],
        vec!["season", "--game", "oh-hell", "--seats", "9"],
        vec!["season", "--game", "oh-hell", "--options", "max_cards=99"],
    ] {
        let out = ribs(&bad);
        assert!(!out.status.success(), "{bad:?}");
        assert!(!stderr(&out).is_empty(), "{bad:?} says why");
    }
}
