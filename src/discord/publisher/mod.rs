//! Turns the table service's updates into Discord messages, and owes the players nothing.
//!
//! Each table has its own worker task and queue, so its messages stay in order while a
//! slow channel never holds up another table (and never the game: the service does not
//! wait for the publisher). A worker keeps, per table:
//!
//! - an **outbox** of announcements (trick reveals, hand summaries, the table's closing),
//!   delivered in order, each posted once: Discord enforces the nonce of every post, and
//!   the worker records in the store how far it has announced, so that after a crash or a
//!   restart it derives what is still owed from the committed log
//!   ([`crate::table::TableService::owed`]) and posts exactly that;
//! - the **live table message**: edited in place while computers play, posted afresh at
//!   the bottom of the channel when a person's turn starts, mentioning them (Discord
//!   notifies a mention only in a new message), and the previous one deleted;
//! - each player's **live panel** (their ephemeral "Your hand"), edited through the token of
//!   their latest interaction with it while Discord allows (15 minutes): it comes alive on
//!   their turn, tells them how each trick went and what a new hand dealt them, and says
//!   when to reopen it before its token expires.
//!
//! Every decision (post afresh or edit, ping or not, which message to retire, which panel
//! to edit with which token) is the table's [`desk::Desk`]'s, a pure state with its plan
//! (`plan.rs`, unit-tested call by call); a worker only makes the calls it plans and feeds
//! the answers back. Every call goes through [`Rest`]: paced per channel, retried on
//! transient failures, classified. A table whose channel is gone is stopped
//! ([`TableService::lose_place`]) and gets no more calls.

mod desk;
mod frontend;
mod panels;
mod plan;
mod worker;

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::mpsc;
use tokio::task::JoinSet;
use tokio_util::sync::CancellationToken;

pub use frontend::Frontend;
pub use panels::PanelAnswer;

use super::front::with_front;
use super::rest::Rest;
use crate::games::GameKind;
use crate::table::{AnyUpdate, MatchId, PlaceId, ServerId, TableService};
use worker::{TableWorker, Work};

/// What the rest of the bot tells the publisher.
#[derive(Debug)]
pub enum Notice {
    /// Post the table message afresh at the bottom (`/ribs table`).
    Repost(MatchId),
    /// A player answered an interaction with their panel: it is their live panel now,
    /// editable through `token` for 15 minutes, and shows `shown`. `fresh` when it is a new
    /// message (an older panel then stops), not an answer given in the panel itself.
    Panel {
        table: MatchId,
        answer: Box<PanelAnswer>,
    },
    /// A channel or thread is gone (deleted, or closed to the bot).
    PlaceGone(u64),
    /// A message was deleted (by a moderator, say): a table's live message is posted again.
    MessageDeleted { channel: u64, message: u64 },
    /// The bot left a server, or was removed from it.
    ServerGone(u64),
}

/// What every worker reaches Discord and the tables through.
pub(crate) struct Links {
    pub rest: Arc<Rest>,
    /// The application's id, for editing interaction responses.
    pub application: u64,
    pub service: TableService,
    /// The card faces the panels' controls show.
    pub faces: Arc<crate::discord::faces::CardFaces>,
}

/// A handle to send the publisher notices; cheap to clone.
#[derive(Clone)]
pub struct Notices(mpsc::UnboundedSender<Notice>);

impl Notices {
    pub fn send(&self, notice: Notice) {
        if self.0.send(notice).is_err() {
            tracing::debug!("the publisher has stopped");
        }
    }
}

/// The running publisher: a router task and a worker per table.
pub struct Publisher {
    router: tokio::task::JoinHandle<()>,
    /// Stopped when the deadline of a finish passes, so that calls still waiting on
    /// Discord end too.
    rest: Arc<Rest>,
    /// Asks every worker to deliver what it owes now and stop.
    finish: CancellationToken,
    /// Stops everything at once, owed or not (a dead token).
    stop: CancellationToken,
}

impl Publisher {
    /// Starts publishing the service's `updates`. First, every table that may be owed
    /// something (every open table, and closed ones whose closing was not announced) gets
    /// its worker, which delivers what the log says is owed and shows the live step.
    pub(crate) fn start(
        links: Links,
        mut updates: mpsc::UnboundedReceiver<AnyUpdate>,
    ) -> (Publisher, Notices) {
        let (notices, mut incoming) = mpsc::unbounded_channel();
        let finish = CancellationToken::new();
        let stop = CancellationToken::new();
        let links = Arc::new(links);
        let rest = Arc::clone(&links.rest);
        let mut router = Router {
            links: Arc::clone(&links),
            queues: HashMap::new(),
            workers: JoinSet::new(),
            finish: finish.clone(),
            stop: stop.clone(),
        };
        let task = tokio::spawn(async move {
            match links.service.tables_owing().await {
                Ok(tables) => {
                    for table in tables {
                        router.route(table, None, Work::Recover).await;
                    }
                }
                Err(e) => tracing::error!(error = %e, "cannot read what the tables are owed"),
            }
            loop {
                tokio::select! {
                    biased;
                    () = router.stop.cancelled() => break,
                    () = router.finish.cancelled() => break,
                    update = updates.recv() => match update {
                        Some(update) => router.update(update).await,
                        None => break,
                    },
                    Some(notice) = incoming.recv() => router.notice(notice).await,
                    Some(_) = router.workers.join_next(), if !router.workers.is_empty() => {
                        router.queues.retain(|_, q| !q.is_closed());
                    }
                }
            }
            // Finishing: whatever the service still sent is delivered too.
            if !router.stop.is_cancelled() {
                while let Ok(update) = updates.try_recv() {
                    router.update(update).await;
                }
                router.queues.clear();
            }
            while router.workers.join_next().await.is_some() {}
        });
        (
            Publisher {
                router: task,
                rest,
                finish,
                stop,
            },
            Notices(notices),
        )
    }

    /// Delivers what is owed (announcements, the last state of each table message) and
    /// stops; whatever is still undelivered after `deadline` stays owed in the store, for
    /// the next start.
    pub async fn finish(self, deadline: Duration) {
        self.finish.cancel();
        let stop = self.stop.clone();
        let mut router = self.router;
        if tokio::time::timeout(deadline, &mut router).await.is_err() {
            tracing::warn!("the publisher did not finish in time; the rest stays owed");
            stop.cancel();
            // Calls still waiting on Discord (out of reach, say) end now.
            self.rest.stop();
            let _ = router.await;
        }
    }

    /// Stops at once, making no more calls (the token is dead).
    pub async fn abort(self) {
        self.stop.cancel();
        let _ = self.router.await;
    }
}

struct Router {
    links: Arc<Links>,
    queues: HashMap<MatchId, mpsc::UnboundedSender<Work>>,
    workers: JoinSet<()>,
    finish: CancellationToken,
    stop: CancellationToken,
}

impl Router {
    /// The open table played in a channel or thread.
    fn table_in(&self, channel: u64) -> Option<MatchId> {
        self.links.service.table_at(PlaceId(channel))
    }

    /// An update of the service to its table's worker.
    async fn update(&mut self, update: AnyUpdate) {
        let (table, game) = (update.table, update.game);
        self.route(table, Some(game), Work::Update(update)).await;
    }

    /// Work for a table's worker, started (for the table's game, read from the service
    /// when not known) if it has none.
    async fn route(&mut self, table: MatchId, game: Option<GameKind>, work: Work) {
        let work = match self.queues.get(&table) {
            Some(queue) => match queue.send(work) {
                Ok(()) => return,
                // The worker ended (its table is over and announced, or gone). A new one
                // starts from what the store says of the table, and ends at once if it
                // owes nothing.
                Err(mpsc::error::SendError(work)) => {
                    self.queues.remove(&table);
                    work
                }
            },
            None => work,
        };
        let game = match game {
            Some(game) => game,
            None => match self.links.service.game(table).await {
                Ok(game) => game,
                Err(e) => {
                    tracing::warn!(table = %table, error = %e, "no game known for this table; nothing to publish");
                    return;
                }
            },
        };
        let (tx, rx) = mpsc::unbounded_channel();
        let links = Arc::clone(&self.links);
        let (finish, stop) = (self.finish.clone(), self.stop.clone());
        let span = tracing::info_span!("publisher", table = %table);
        let started = with_front!(game, G => {
            let worker = TableWorker::<G>::new(links, table);
            self.workers.spawn(tracing::Instrument::instrument(
                worker.run(rx, finish, stop),
                span,
            ));
            true
        }, else false);
        if !started {
            tracing::error!(table = %table, game = %game, "no Discord front for this game; nothing is published");
            return;
        }
        if tx.send(work).is_ok() {
            self.queues.insert(table, tx);
        }
    }

    async fn notice(&mut self, notice: Notice) {
        match notice {
            Notice::Repost(table) => self.route(table, None, Work::Repost).await,
            Notice::Panel { table, answer } => self.route(table, None, Work::Panel(answer)).await,
            Notice::PlaceGone(channel) => {
                if let Some(table) = self.table_in(channel) {
                    self.route(table, None, Work::PlaceGone).await;
                }
            }
            Notice::MessageDeleted { channel, message } => {
                if let Some(table) = self.table_in(channel) {
                    self.route(table, None, Work::MessageDeleted(message)).await;
                }
            }
            Notice::ServerGone(server) => {
                for table in self.links.service.tables_in(ServerId(server)).await {
                    self.route(table, None, Work::PlaceGone).await;
                }
            }
        }
    }
}
