//! Several `ribs serve` processes sharing one PostgreSQL database by shard, against a fake
//! Discord with a server on each of 4 shards. Each process's REST calls reach the fake
//! through a base of its own ([`FakeDiscord::api_base_for`]), so every call names its
//! process ([`Call::via`]).

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use ribs::games::ribs::{Match, Seat};
use ribs::store::{Store, TableStatus};
use ribs::table::MatchId;

use super::{Served, ended, serve_command, signal};
use crate::discord::{PATIENCE, fake, step_of, temp_db};
use crate::support::database;
use crate::support::fake_discord::{
    CHANNEL_ID, Call, DEFAULT_WAIT, FakeDiscord, GUILD_ID, IDENTIFY_SPACING, RecordedMessage,
};

const SHARDS: u64 = 4;

/// How long a step of the test may take on a busy machine before it fails: a process
/// starting (its token checked, the database opened, the leases taken once their last
/// holder's have expired), its shards identifying at Discord's pace (one IDENTIFY per
/// [`IDENTIFY_SPACING`] across the bot, one too soon refused and tried again), and the
/// computers playing on. Only a failing test waits that long.
fn patience() -> Duration {
    PATIENCE + IDENTIFY_SPACING * 2 * SHARDS as u32
}

/// One server's table: its match, its channel, and the shard of its server.
#[derive(Clone, Copy, Debug)]
struct Table {
    id: MatchId,
    channel: u64,
    shard: u64,
}

/// The processes that may speak for a shard: those started on its range (the first, then
/// its successor).
fn owners(shard: u64) -> [&'static str; 2] {
    if shard < 2 { ["a", "a2"] } else { ["b", "b2"] }
}

/// How many actions each table has in the database.
async fn played(store: &Store, tables: &[Table]) -> Vec<u64> {
    let mut counts = Vec::with_capacity(tables.len());
    for table in tables {
        counts.push(store.count_actions(table.id).await.unwrap());
    }
    counts
}

/// Waits until every table has more actions than `than` says; how long that took.
async fn until_past(store: &Store, tables: &[Table], than: &[u64], within: Duration) -> Duration {
    let started = Instant::now();
    loop {
        let now = played(store, tables).await;
        if now.iter().zip(than).all(|(now, than)| now > than) {
            return started.elapsed();
        }
        assert!(
            started.elapsed() < within,
            "{tables:?} did not get past {than:?} actions within {within:?}: {now:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The step the table's live message shows: how many actions its players were told of.
fn announced(fake: &FakeDiscord, table: &Table) -> u64 {
    fake.channel_messages(table.channel)
        .iter()
        .rev()
        .find_map(|m: &RecordedMessage| step_of(&m.components))
        .unwrap_or(0)
}

/// Four servers, one on each of 4 shards, and two `ribs serve` on one PostgreSQL database
/// with shards 0..2 and 2..4. Each table is served by its shard's process only: every call
/// about its channel comes from there, and commands are registered by the 0..2 processes
/// alone. `kill -9` of the 2..4 process: the 0..2 tables play on while it is down, and its
/// successor resumes its tables where their logs end, nothing a message announced lost.
/// SIGSTOP of the 0..2 process past its lease: a standby on its range carries its tables on
/// while the 2..4 tables never stop; woken, the paused process exits having called Discord
/// no more. The four matches finish in both processes, each rated once, in one contiguous
/// order that rating the results again agrees with.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_serve_four_servers_by_shard_through_a_kill_and_a_pause() {
    let fake = fake().await;
    let url = ribs::store::throwaway::fresh_database().await.unwrap();
    let (_dir, db) = temp_db();
    let servers = a_server_on_each_shard(&fake);
    let on = |range: &str, name: &str| {
        let mut command = serve_command(&fake, &db, "warn");
        command
            .env("DATABASE_URL", &url)
            .env("DISCORD_API_BASE", fake.api_base_for(name))
            // Commands for every server, as a bot in many servers registers them.
            .env_remove("DEV_GUILD_ID")
            .env("RIBS_SHARDS", range)
            .env("RIBS_SHARD_TOTAL", SHARDS.to_string())
            .env("RIBS_LEASE_SECS", "3")
            .env("RIBS_COMPUTER_PAUSE_MS", "100");
        Served::spawn(&mut command)
    };
    let a = on("0..2", "a");
    fake.wait_ready(patience()).await.unwrap();
    let b = on("2..4", "b");
    let guilds: Vec<u64> = servers.iter().map(|s| s.1).collect();
    fake.wait_until(|s| guilds.iter().all(|g| s.serves(*g)), patience())
        .await
        .unwrap();

    let store = Store::open(&url).await.unwrap();
    let tables = a_self_playing_table_in_each_server(&fake, &store, &servers).await;
    let (first, second): (Vec<Table>, Vec<Table>) = tables.iter().partition(|t| t.shard < 2);
    until_past(&store, &tables, &[5; 4], patience()).await;

    // kill -9 of the 2..4 process: its tables wait, the 0..2 tables play on.
    let mut b = b;
    b.kill().unwrap();
    b.wait().unwrap();
    let killed = Instant::now();
    let told: Vec<u64> = second.iter().map(|t| announced(&fake, t)).collect();
    let second_at_kill = played(&store, &second).await;
    let first_at_kill = played(&store, &first).await;
    until_past(&store, &first, &first_at_kill, patience()).await;
    // Its successor takes the leases once they expire and resumes where the logs end.
    let b2 = on("2..4", "b2");
    until_past(&store, &second, &second_at_kill, patience()).await;
    let failover = killed.elapsed();
    for (table, told) in second.iter().zip(&told) {
        let kept = store.count_actions(table.id).await.unwrap();
        assert!(
            kept >= *told,
            "match {}: {told} actions announced before the kill, {kept} kept",
            table.id
        );
    }

    // SIGSTOP of the 0..2 process past its lease: a standby on its range carries on.
    let pid = a.id();
    signal("-STOP", pid);
    let first_at_pause = played(&store, &first).await;
    let second_at_pause = played(&store, &second).await;
    let a2 = on("0..2", "a2");
    let took_over = until_past(&store, &first, &first_at_pause, patience()).await;
    // The 2..4 tables never stopped.
    until_past(&store, &second, &second_at_pause, patience()).await;
    // Woken, the paused process may not act: it exits, saying why.
    signal("-CONT", pid);
    let woken = fake.clock();
    let (code, said) = tokio::task::spawn_blocking(move || ended(a, patience()))
        .await
        .unwrap();
    assert_ne!(code, Some(0), "{said}");
    assert!(said.contains("lost its shard leases"), "{said}");

    // Every match plays to its end, in both processes at once.
    until_every_match_is_over_replaying_one_action_a_step(&store, &tables).await;
    assert_rated_once_each_in_one_order(&url, &store).await;

    // The paused process said nothing once woken.
    let log = fake.log();
    let spoke = calls_by_shard_and_process(&log, &tables);
    let after_waking: Vec<String> = log
        .iter()
        .filter(|c| c.via.as_deref() == Some("a") && c.at > woken)
        .map(Call::to_string)
        .collect();
    assert!(after_waking.is_empty(), "{after_waking:#?}");
    let registered: Vec<Option<&str>> = log
        .iter()
        .filter(|c| c.method == "PUT" && c.path.ends_with("/commands"))
        .map(|c| c.via.as_deref())
        .collect();
    assert_eq!(
        registered,
        [Some("a"), Some("a2")],
        "commands: once per start of shard 0"
    );
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    if std::env::var_os("RIBS_TRANSCRIPT").is_some() {
        eprintln!(
            "lease 3 s: after kill -9, the successor's tables moved {failover:?} later; after \
             SIGSTOP, the standby's {took_over:?} later; calls by process and shard: {spoke:?}"
        );
    }
    store.close().await;
    drop((a2, b2));
}

/// A table in each of the `servers` (shard, server, channel), its host's seat on
/// autopilot: computers play it through. Match `i + 1` is server `i`'s. Two hand wins to
/// take the match: some 160 actions at least, where the kill and the pause are over by
/// about 40 (at three, the matches' last hands took two thirds of the test).
async fn a_self_playing_table_in_each_server(
    fake: &FakeDiscord,
    store: &Store,
    servers: &[(u64, u64, u64)],
) -> Vec<Table> {
    let mut tables = Vec::new();
    for (i, &(shard, _, channel)) in servers.iter().enumerate() {
        let host = fake.user(71 + i as u64, &format!("Host{i}"));
        fake.ask(&host, channel, "/ribs new computers:3 target:2")
            .await;
        let lobby = fake
            .wait_channel_message(channel, |m| m.text().contains("4 seated"), DEFAULT_WAIT)
            .await
            .unwrap();
        fake.press(&host, &lobby, "Start").await;
        let autopilot = fake.ask(&host, channel, "/ribs autopilot on:true").await;
        assert!(
            autopilot.content().starts_with("A computer player"),
            "{}",
            autopilot.content()
        );
        let id = MatchId(i as i64 + 1);
        let stored = store.table(id).await.unwrap().unwrap();
        assert_eq!(
            stored.place.0, channel,
            "match {id} is the table of server {i}"
        );
        tables.push(Table { id, channel, shard });
    }
    tables
}

/// Waits (up to 4 minutes) until every match is finished, each replaying to its end from
/// its log of one action a step.
async fn until_every_match_is_over_replaying_one_action_a_step(store: &Store, tables: &[Table]) {
    let deadline = Instant::now() + Duration::from_secs(240);
    for table in tables {
        loop {
            let stored = store.table(table.id).await.unwrap().unwrap();
            if stored.status == TableStatus::Finished {
                let log = stored.actions.iter().map(|a| {
                    (
                        Seat(a.seat),
                        serde_json::from_value(a.action.clone()).unwrap(),
                    )
                });
                let game = Match::replay(
                    serde_json::from_value(stored.options).unwrap(),
                    stored.seats.len() as u8,
                    stored.seed,
                    log,
                    |_, _| {},
                )
                .unwrap();
                assert!(game.is_over(), "match {} replays to its end", table.id);
                for (i, action) in stored.actions.iter().enumerate() {
                    assert_eq!(
                        action.step, i as u64,
                        "match {}: one action a step",
                        table.id
                    );
                }
                break;
            }
            assert!(
                Instant::now() < deadline,
                "match {} is still {:?}",
                table.id,
                stored.status
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
}

/// Who said what: every call about a table came from a process of its shard's range,
/// and each of the four processes spoke for its tables. Returns the calls counted by
/// shard and process.
fn calls_by_shard_and_process<'a>(
    log: &'a [Call],
    tables: &[Table],
) -> BTreeMap<(u64, &'a str), usize> {
    let shard_of: BTreeMap<u64, u64> = tables.iter().map(|t| (t.channel, t.shard)).collect();
    let mut spoke: BTreeMap<(u64, &str), usize> = BTreeMap::new();
    for call in log {
        let Some(&shard) = call.channel_id.and_then(|c| shard_of.get(&c)) else {
            continue;
        };
        let via = call.via.as_deref().unwrap_or("(no process)");
        let owner = owners(shard).into_iter().find(|o| *o == via);
        assert!(
            owner.is_some(),
            "a call about shard {shard}'s table came from {via}: {call}"
        );
        *spoke.entry((shard, owner.unwrap())).or_default() += 1;
    }
    for shard in 0..SHARDS {
        for owner in owners(shard) {
            assert!(
                spoke.contains_key(&(shard, owner)),
                "{owner} made no call for shard {shard}'s table: {spoke:?}"
            );
        }
    }
    spoke
}

/// The seeded server (on shard 0) and one added on each other shard: (shard, server,
/// channel) of each.
fn a_server_on_each_shard(fake: &FakeDiscord) -> Vec<(u64, u64, u64)> {
    assert_eq!(
        (GUILD_ID >> 22) % SHARDS,
        0,
        "the seeded server is on shard 0"
    );
    let mut servers = vec![(0, GUILD_ID, CHANNEL_ID)];
    for (shard, name) in [(1, "Two"), (2, "Three"), (3, "Four")] {
        let added = fake.add_guild(name, shard, SHARDS);
        servers.push((shard, added.id, added.channel));
    }
    servers
}

/// The four matches are rated once each, in one contiguous order, the same seats in each
/// (the hosts on autopilot are not rated), and the ratings are the results rated again.
async fn assert_rated_once_each_in_one_order(url: &str, store: &Store) {
    let (order, changes) = database::rated(url).await;
    assert_eq!(order, vec![1, 2, 3, 4]);
    assert_eq!(changes.len(), 4, "{changes:?}");
    assert!(
        changes.iter().all(|&n| n == changes[0] && n > 0),
        "{changes:?}"
    );
    let (stored, recomputed) = store.ratings_recomputed().await.unwrap();
    assert_eq!(stored, recomputed);
}
