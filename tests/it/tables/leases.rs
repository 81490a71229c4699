//! Shard leases on PostgreSQL (several processes, one database): a process acts only for
//! the shards whose leases it holds; one paused past its lease is fenced (its writes are
//! refused, its clock says it may not act) while another takes the lease over.

use std::time::{Duration, Instant};

use crate::support::database;
use ribs::games::ribs::Options;
use ribs::store::{Caps, NewTable, PlaceId, ServerId, Store, StoreError, UserId};
use ribs::table::{TableConfig, TableService, TableSettings};

/// Servers whose events come on shard 0 and shard 1 of 2 (Discord's rule: `id >> 22 % 2`).
const ON_SHARD_0: ServerId = ServerId(2 << 22);
const ON_SHARD_1: ServerId = ServerId(3 << 22);
const LEASE: Duration = Duration::from_secs(2);

fn table_at(place: u64, server: ServerId) -> NewTable {
    NewTable {
        game: ribs::games::GameKind::Ribs,
        place: PlaceId(place),
        server,
        host: UserId(7),
        host_name: "Ann".into(),
        options: serde_json::to_value(Options::default()).unwrap(),
        turn_timer: None,
        seed: 1,
        seats: vec![],
        frontend: None,
        caps: Caps::NONE,
        rematch_of: None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_paused_past_its_lease_is_fenced_while_another_takes_its_shard_over() {
    let url = ribs::store::throwaway::fresh_database().await.unwrap();
    let a = Store::open(&url).await.unwrap();
    let b = Store::open(&url).await.unwrap();
    let leases_a = a
        .take_leases("A", 0..1, 2, LEASE, Duration::ZERO)
        .await
        .unwrap();
    let leases_b = b
        .take_leases("B", 1..2, 2, LEASE, Duration::ZERO)
        .await
        .unwrap();
    assert!(leases_a.valid());
    // Each acts for its own shard's servers only.
    let table = a.create_table(table_at(1, ON_SHARD_0)).await.unwrap();
    assert!(matches!(
        a.create_table(table_at(2, ON_SHARD_1)).await,
        Err(StoreError::LeaseLost { .. })
    ));
    b.create_table(table_at(2, ON_SHARD_1)).await.unwrap();
    // A third process on a range that is held is refused (once it has waited), told who.
    let c = Store::open(&url).await.unwrap();
    match c.take_leases("C", 0..1, 2, LEASE, Duration::ZERO).await {
        Err(StoreError::LeaseHeld {
            shard: 0, owner, ..
        }) => assert_eq!(owner, "A"),
        other => panic!("{other:?}"),
    }
    // A is paused: its renewals stop (dropped without giving the lease up).
    let may_act = leases_a.validity();
    drop(leases_a);
    let paused = Instant::now();
    let leases_c = c
        .take_leases("C", 0..1, 2, LEASE, Duration::from_secs(20))
        .await
        .unwrap();
    let waited = paused.elapsed();
    assert!(waited <= LEASE + Duration::from_secs(2), "{waited:?}");
    // A wakes: its own clock says it may not act, and the database refuses its writes.
    assert!(!may_act());
    assert!(matches!(
        a.set_frontend(table, "{}".into()).await,
        Err(StoreError::LeaseLost { table: t }) if t == table
    ));
    // C carries the table on.
    c.set_frontend(table, "{\"by\":\"C\"}".into())
        .await
        .unwrap();
    let stored = c.table(table).await.unwrap().unwrap();
    assert_eq!(stored.frontend.as_deref(), Some("{\"by\":\"C\"}"));
    // A clean stop gives the leases up: the next process need not wait for them.
    leases_c.release().await;
    let d = Store::open(&url).await.unwrap();
    let started = Instant::now();
    d.take_leases("D", 0..1, 2, LEASE, Duration::ZERO)
        .await
        .unwrap();
    assert!(started.elapsed() < LEASE);
    // B is paused too, and E takes its shard over on leases shorter than it waited for
    // B's to expire: they run from the moment E took them, so E may act at once (not
    // only after its first renewal).
    drop(leases_b);
    let e = Store::open(&url).await.unwrap();
    let paused = Instant::now();
    let leases_e = e
        .take_leases("E", 1..2, 2, LEASE / 2, Duration::from_secs(20))
        .await
        .unwrap();
    let waited = paused.elapsed();
    assert!(
        leases_e.valid(),
        "E's leases of {:?}, taken after a wait of {waited:?}, are not valid",
        LEASE / 2
    );
    for store in [a, b, c, d, e] {
        store.close().await;
    }
}

/// The shard count changes only once every process of the old count has stopped: Discord
/// would send a server's events to sessions of both counts. A process of another count
/// waits, then is refused, told the count that runs and who runs it; once the old
/// processes stop, it starts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn processes_of_two_shard_counts_never_run_at_once() {
    let url = ribs::store::throwaway::fresh_database().await.unwrap();
    let old = Store::open(&url).await.unwrap();
    let leases = old
        .take_leases("A", 0..2, 2, LEASE, Duration::ZERO)
        .await
        .unwrap();
    let new = Store::open(&url).await.unwrap();
    // Another range of the new count, where no lease of it is held: refused all the same.
    match new
        .take_leases("N", 2..4, 4, LEASE, Duration::from_millis(300))
        .await
    {
        Err(error @ StoreError::OtherShardCount { .. }) => {
            let said = error.to_string();
            assert!(
                said.contains("runs with 2 shards")
                    && said.contains("(A holds shard")
                    && said.contains("RIBS_SHARD_TOTAL=4"),
                "{said}"
            );
        }
        other => panic!("{other:?}"),
    }
    leases.release().await;
    new.take_leases("N", 0..4, 4, LEASE, Duration::ZERO)
        .await
        .expect("the old count stopped");
    // And now the old count may not come back while the new one runs.
    assert!(matches!(
        old.take_leases("A", 0..2, 2, LEASE, Duration::ZERO).await,
        Err(StoreError::OtherShardCount {
            running: 4,
            asked: 2,
            ..
        })
    ));
    old.close().await;
    new.close().await;
}

/// The process that runs shard 0 watches that every shard has a process: one no process
/// has run for two leases' time is reported (its servers' events reach nobody), and no
/// longer once a process takes it. The other processes do not watch.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shard_no_process_runs_is_reported_by_the_process_that_runs_shard_0() {
    let url = ribs::store::throwaway::fresh_database().await.unwrap();
    let a = Store::open(&url).await.unwrap();
    let leases_a = a
        .take_leases("A", 0..1, 2, LEASE, Duration::ZERO)
        .await
        .unwrap();
    let started = Instant::now();
    // Not at once: processes started one after another get two leases' time.
    assert!(leases_a.uncovered().is_empty());
    while leases_a.uncovered().is_empty() {
        assert!(started.elapsed() < LEASE * 5, "shard 1 never reported");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(started.elapsed() >= LEASE * 2, "{:?}", started.elapsed());
    assert_eq!(leases_a.uncovered(), [1]);
    let b = Store::open(&url).await.unwrap();
    let leases_b = b
        .take_leases("B", 1..2, 2, LEASE, Duration::ZERO)
        .await
        .unwrap();
    let taken = Instant::now();
    while !leases_a.uncovered().is_empty() {
        assert!(taken.elapsed() < LEASE * 5, "shard 1 still reported");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(leases_b.uncovered().is_empty());
    drop((leases_a, leases_b));
    a.close().await;
    b.close().await;
}

#[tokio::test]
async fn a_sqlite_store_takes_no_leases() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open_file(&dir.path().join("one.db")).await.unwrap();
    assert!(matches!(
        store.take_leases("A", 0..1, 1, LEASE, Duration::ZERO).await,
        Err(StoreError::BadUrl { .. })
    ));
    store.close().await;
}

/// Two processes (two services, two stores, one database), each holding the lease of its
/// shard, finish matches at the same moments with the same people: every match is rated
/// once, in one contiguous order, and the stored ratings are the results rated again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn matches_finishing_at_once_in_two_processes_are_rated_once_each_in_one_order() {
    let url = ribs::store::throwaway::fresh_database().await.unwrap();
    let mut processes = Vec::new();
    for (name, shard) in [("A", 0), ("B", 1)] {
        let store = Store::open(&url).await.unwrap();
        let leases = store
            .take_leases(name, shard..shard + 1, 2, LEASE * 5, Duration::ZERO)
            .await
            .unwrap();
        let config = TableConfig {
            computer_pause: Duration::ZERO,
            caps: ribs::table::Caps::NONE,
            ..TableConfig::default()
        };
        let (service, _updates) = TableService::with_store(store, config).await.unwrap();
        processes.push((service, leases, _updates));
    }
    let server_of = [ON_SHARD_0, ON_SHARD_1];
    let mut playing = Vec::new();
    for round in 0..8u64 {
        for (p, (service, _, _)) in processes.iter().enumerate() {
            let service = service.clone();
            let server = server_of[p];
            playing.push(tokio::spawn(async move {
                let place = PlaceId(100 * (p as u64 + 1) + round);
                let settings = TableSettings::<ribs::games::ribs::Match> {
                    options: Options::default().with_target(1).unwrap(),
                    seed: Some(round * 2 + p as u64),
                    ..TableSettings::<ribs::games::ribs::Match>::default()
                };
                // The same four people in both processes' matches.
                let info = service
                    .create(place, server, super::player(1), settings)
                    .await
                    .unwrap();
                for u in 2..=4 {
                    service
                        .join::<ribs::games::ribs::Match>(info.id, super::player(u))
                        .await
                        .unwrap();
                }
                service
                    .start::<ribs::games::ribs::Match>(info.id, UserId(1))
                    .await
                    .unwrap();
                super::drive(&service, info.id, round, None).await;
                info.id
            }));
        }
    }
    let mut tables = Vec::new();
    for match_ in playing {
        tables.push(match_.await.unwrap());
    }
    let (order, changes) = database::rated(&url).await;
    assert_eq!(order, (1..=tables.len() as i64).collect::<Vec<_>>());
    // Four seats, in the match's server and everywhere: once each.
    assert_eq!(changes, vec![8; tables.len()]);
    let reader = Store::open(&url).await.unwrap();
    let (stored, recomputed) = reader.ratings_recomputed().await.unwrap();
    assert_eq!(stored, recomputed);
    reader.close().await;
    for (service, leases, _) in processes {
        service.shutdown().await;
        leases.release().await;
        service.close().await;
    }
}

/// A serving process asks the table service for its database and its shards' leases.
fn claim(shards: std::ops::Range<u32>) -> ribs::table::ShardClaim {
    ribs::table::ShardClaim {
        shards,
        total: 2,
        lease: LEASE * 5,
        wait: Duration::ZERO,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_table_service_opens_a_shared_database_with_its_shards_leases_taken() {
    let url = ribs::store::throwaway::fresh_database().await.unwrap();
    let serving = TableService::serve(&url, &claim(0..1), TableConfig::default())
        .await
        .unwrap();
    let leases = serving.leases.expect("leases on PostgreSQL");
    assert_eq!(leases.shards(), 0..1);
    assert!(leases.valid() && (leases.validity())());
    assert!(!*leases.lost().borrow());
    // The service acts for its own shard's servers only: the other's writes are fenced.
    let settings = || TableSettings::<ribs::games::ribs::Match>::default();
    let service = serving.service;
    service
        .create(PlaceId(1), ON_SHARD_0, super::player(1), settings())
        .await
        .unwrap();
    let fenced = service
        .create(PlaceId(2), ON_SHARD_1, super::player(1), settings())
        .await;
    assert!(
        matches!(
            fenced,
            Err(ribs::table::TableError::Store(StoreError::LeaseLost { .. }))
        ),
        "{fenced:?}"
    );
    // Another process finds the shard held, until the service's process gives it up.
    let other = Store::open(&url).await.unwrap();
    assert!(matches!(
        other.take_leases("B", 0..1, 2, LEASE, Duration::ZERO).await,
        Err(StoreError::LeaseHeld { shard: 0, .. })
    ));
    // And a second serving process on the same shard gives up once its wait is over.
    assert!(matches!(
        TableService::serve(&url, &claim(0..1), TableConfig::default()).await,
        Err(StoreError::LeaseHeld { shard: 0, .. })
    ));
    service.shutdown().await;
    leases.release().await;
    service.close().await;
    let taken = other.take_leases("B", 0..1, 2, LEASE, Duration::ZERO).await;
    assert_eq!(taken.unwrap().shards(), 0..1);
    other.close().await;
}

#[tokio::test]
async fn the_table_service_opens_a_sqlite_file_with_no_leases() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("one.db").display());
    let serving = TableService::serve(&url, &claim(0..1), TableConfig::default())
        .await
        .unwrap();
    assert!(serving.leases.is_none(), "one process owns the file");
    serving.service.close().await;
}
