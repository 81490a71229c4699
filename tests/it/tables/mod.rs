//! The table service and its SQLite store, end to end: lobbies, whole matches, refusals,
//! races, restarts (clean and SIGKILL), a thousand concurrent tables, standings checked
//! against the action logs, and broken databases.

mod crazy_eights;
mod cribbage;
mod drill;
mod forget;
mod gin_rummy;
mod leases;
mod lobby;
mod matches;
mod migrations;
mod oh_hell;
mod ratings;
mod replays;
mod restarts;
mod store;

use std::path::{Path, PathBuf};
use std::time::Duration;

use ribs::ai::Level;
use ribs::games::ribs::deal::{Stream, below, rng_for};
use ribs::games::ribs::{Action, Choice, Event, Match, Options, Seat, ViewSnapshot};
use ribs::store::{MatchId, PlaceId, ServerId, Store, UserId};
use ribs::table::{
    Player, TableConfig, TableError, TableInfo, TableService, TableSettings, TableStatus,
};
use tokio::sync::mpsc::UnboundedReceiver;

const SERVER: ServerId = ServerId(77);

struct App {
    service: TableService,
    /// The test's own handle on the service's store, to check what it holds.
    store: Store,
    updates: UnboundedReceiver<ribs::table::AnyUpdate>,
    path: PathBuf,
}

fn db_url(path: &Path) -> String {
    format!("sqlite://{}", path.display())
}

/// The database a test's `path` stands for (see `support::database`).
async fn database(path: &Path) -> String {
    crate::support::database::url_for(path)
}

/// Starts the real service on a database file (created if missing), computers instant.
async fn spawn_app(path: &Path) -> App {
    let store = Store::open(&database(path).await)
        .await
        .expect("the store opens");
    // The same few people play at many tables at once here: no caps.
    let config = TableConfig {
        computer_pause: Duration::ZERO,
        caps: ribs::table::Caps::NONE,
        ..TableConfig::default()
    };
    let (service, updates) = TableService::with_store(store.clone(), config)
        .await
        .expect("the service starts");
    App {
        service,
        store,
        updates,
        path: path.to_path_buf(),
    }
}

impl App {
    async fn stop(self) {
        self.service.close().await;
    }

    async fn restart(self) -> App {
        let path = self.path.clone();
        self.stop().await;
        spawn_app(&path).await
    }
}

fn player(id: u64) -> Player {
    Player::new(id, format!("Player {id}"))
}

/// A scripted human's choice from what they see: pass when they may, otherwise bid; two
/// cards at random from their hand, folding now and then. Fixed by `seed` and the step.
fn scripted(view: &ViewSnapshot, step: u64, seed: u64) -> Action {
    let mut rng = rng_for(seed, Stream::Play, step);
    let hand = &view.my_hand;
    let mut two = || {
        let i = below(&mut rng, hand.len() as u32) as usize;
        let mut j = below(&mut rng, hand.len() as u32 - 1) as usize;
        if j >= i {
            j += 1;
        }
        [hand[i], hand[j]]
    };
    match view.choice.expect("the seat on turn has a choice") {
        Choice::Bid {
            next: Some(bid),
            can_pass,
        } => {
            if !can_pass || below(&mut rng_for(seed, Stream::Policy, step), 3) == 0 {
                Action::Bid(bid)
            } else {
                Action::Pass
            }
        }
        Choice::Bid { next: None, .. } => Action::Pass,
        Choice::Ribs { .. } => Action::Ribs(two()),
        Choice::Play { fold } => {
            let cards = two();
            if fold.is_ok() && below(&mut rng, 4) == 0 {
                Action::Fold(cards)
            } else {
                Action::FaceUp(cards)
            }
        }
    }
}

/// How long the table may stand still at one step while computers are on turn before
/// [`drive`] gives up: generous, for a busy machine (they act in milliseconds).
const PATIENCE: Duration = Duration::from_secs(60);

/// Plays the table until it closes or `stop_after` human actions were taken: humans act
/// by script, computer seats by themselves. Returns the last info seen. Fails if the
/// computers hold the turn at one step for [`PATIENCE`].
async fn drive(
    service: &TableService,
    table: MatchId,
    seed: u64,
    stop_after: Option<usize>,
) -> Option<TableInfo> {
    let mut taken = 0;
    let mut standing: Option<(u64, std::time::Instant)> = None;
    loop {
        let info = match service.info::<ribs::games::ribs::Match>(table).await {
            Ok(info) => info,
            Err(TableError::Over) => return None,
            Err(e) => panic!("info: {e}"),
        };
        if info.status != TableStatus::Playing {
            return Some(info);
        }
        let Some(seat) = info.to_act else {
            return Some(info);
        };
        let seat_info = &info.seats[seat.index()];
        match seat_info.occupant.user() {
            Some(user) if !seat_info.on_autopilot => {
                if stop_after == Some(taken) {
                    return Some(info);
                }
                let view = service
                    .view::<ribs::games::ribs::Match>(table, user)
                    .await
                    .expect("a seated player sees");
                let action = scripted(&view.view, info.step, seed);
                service
                    .act::<ribs::games::ribs::Match>(table, user, info.step, action)
                    .await
                    .unwrap_or_else(|e| panic!("{action} at step {}: {e}", info.step));
                taken += 1;
            }
            _ => {
                match standing {
                    Some((step, since)) if step == info.step => {
                        if since.elapsed() >= PATIENCE {
                            panic!("the computers held the turn at step {step} for {PATIENCE:?}");
                        }
                    }
                    _ => standing = Some((info.step, std::time::Instant::now())),
                }
                tokio::time::sleep(Duration::from_millis(1)).await;
            }
        }
    }
}

/// Opens a table with `humans` players (ids from `first_user`) and `computers` computers,
/// and starts it.
async fn open_and_start(
    service: &TableService,
    place: u64,
    first_user: u64,
    humans: u64,
    computers: usize,
    options: Options,
    seed: u64,
) -> TableInfo {
    let settings = TableSettings::<ribs::games::ribs::Match> {
        options,
        computers: vec![Level::Normal; computers],
        seed: Some(seed),
        ..TableSettings::<ribs::games::ribs::Match>::default()
    };
    let info = service
        .create(PlaceId(place), SERVER, player(first_user), settings)
        .await
        .expect("a table opens");
    for u in first_user + 1..first_user + humans {
        service
            .join::<ribs::games::ribs::Match>(info.id, player(u))
            .await
            .expect("joins");
    }
    service
        .start::<ribs::games::ribs::Match>(info.id, UserId(first_user))
        .await
        .expect("starts")
}

/// The match a stored action log replays to, with each finished hand's winners.
fn replay(
    options: Options,
    seats: u8,
    seed: u64,
    actions: &[(Seat, Action)],
) -> (Match, Vec<Vec<bool>>) {
    let mut game = Match::new(options, seats, seed).unwrap();
    let mut hand_winners = Vec::new();
    for (seat, action) in actions {
        let events = game.apply(*seat, *action).expect("the stored log is legal");
        for e in events {
            if let Event::HandScored { winners, .. } = e {
                hand_winners.push(winners.as_slice().to_vec());
            }
        }
    }
    (game, hand_winners)
}

async fn log_of(store: &Store, table: MatchId) -> Vec<(Seat, Action)> {
    store
        .actions(table)
        .await
        .unwrap()
        .into_iter()
        .map(|a| (Seat(a.seat), serde_json::from_value(a.action).unwrap()))
        .collect()
}

fn temp_db() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ribs.db");
    (dir, path)
}
