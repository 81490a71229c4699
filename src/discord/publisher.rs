//! Turns the table service's updates into Discord messages.
//!
//! Each table has its own queue and task, so its messages stay in order while a slow
//! channel never holds up another table (and never the game: the service does not wait
//! for us). The table message is edited in place, with edits coalesced over a short
//! window to respect Discord's rate limits; a new table message is posted for each hand
//! (Discord refuses repeated edits of messages older than an hour), and every trick's
//! reveal and every hand's summary is a message of its own.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serde::{Deserialize, Serialize};
use serenity::{ChannelId, CreateThread, Http, MessageId};
use tokio::sync::mpsc;
use tokio::time::{Instant, sleep_until};
use tokio_util::sync::CancellationToken;

use super::payload::{create_message, edit_message, text};
use super::render::{self, Rendered};
use crate::game::Event;
use crate::table::{MatchId, TableInfo, TableService, TableStatus, Update, UpdateKind};

/// How long edits of a table message are gathered before one is sent.
const COALESCE: Duration = Duration::from_millis(400);

/// What the bot remembers about a table on Discord, kept in the store with the table so
/// that it survives a restart.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Frontend {
    /// The host asked for a thread for the match.
    #[serde(default)]
    pub want_thread: bool,
    /// Where the match is played: the thread, or the table's own channel.
    #[serde(default)]
    pub channel: Option<u64>,
    #[serde(default)]
    pub lobby_message: Option<u64>,
    #[serde(default)]
    pub table_message: Option<u64>,
    /// The hand the table message shows.
    #[serde(default)]
    pub table_hand: Option<u32>,
}

impl Frontend {
    pub fn parse(text: Option<&str>) -> Frontend {
        text.and_then(|t| serde_json::from_str(t).ok())
            .unwrap_or_default()
    }
}

/// Threads opened for matches, so commands typed in a thread find their table.
pub type Threads = Arc<Mutex<HashMap<u64, MatchId>>>;

enum Work {
    Update(Box<Update>),
    /// Post a fresh table message (`/ribs table`).
    Repost,
}

/// The publisher: one router task, and a worker task per table.
#[derive(Clone)]
pub struct Publisher {
    queues: Arc<Mutex<HashMap<MatchId, mpsc::UnboundedSender<Work>>>>,
    http: Arc<Http>,
    service: TableService,
    threads: Threads,
    shutdown: CancellationToken,
}

impl Publisher {
    /// Starts publishing the service's updates; `reposts` asks for a fresh table message
    /// (`/ribs table`).
    pub fn start(
        http: Arc<Http>,
        service: TableService,
        mut updates: mpsc::UnboundedReceiver<Update>,
        mut reposts: mpsc::UnboundedReceiver<MatchId>,
        threads: Threads,
        shutdown: CancellationToken,
    ) -> tokio::task::JoinHandle<()> {
        let publisher = Publisher {
            queues: Arc::default(),
            http,
            service,
            threads,
            shutdown,
        };
        tokio::spawn(async move {
            loop {
                tokio::select! {
                    () = publisher.shutdown.cancelled() => break,
                    update = updates.recv() => match update {
                        Some(update) => publisher.route(update.table, Work::Update(Box::new(update))),
                        None => break,
                    },
                    Some(table) = reposts.recv() => publisher.route(table, Work::Repost),
                }
            }
        })
    }

    fn route(&self, table: MatchId, work: Work) {
        let mut queues = self.queues.lock().expect("publisher queues");
        let queue = queues.entry(table).or_insert_with(|| {
            let (tx, rx) = mpsc::unbounded_channel();
            let worker = TableWorker {
                http: Arc::clone(&self.http),
                service: self.service.clone(),
                threads: Arc::clone(&self.threads),
                table,
                frontend: None,
                pending: None,
                flush_at: None,
                shown: None,
                latest: None,
            };
            let queues = Arc::clone(&self.queues);
            let shutdown = self.shutdown.clone();
            tokio::spawn(async move {
                worker.run(rx, shutdown).await;
                queues.lock().expect("publisher queues").remove(&table);
            });
            tx
        });
        if queue.send(work).is_err() {
            tracing::warn!(%table, "the table's publisher has stopped");
        }
    }
}

struct TableWorker {
    http: Arc<Http>,
    service: TableService,
    threads: Threads,
    table: MatchId,
    frontend: Option<Frontend>,
    /// The latest state not yet shown on the table message.
    pending: Option<TableInfo>,
    flush_at: Option<Instant>,
    /// What the table message shows now.
    shown: Option<Rendered>,
    latest: Option<TableInfo>,
}

impl TableWorker {
    async fn run(mut self, mut queue: mpsc::UnboundedReceiver<Work>, shutdown: CancellationToken) {
        loop {
            tokio::select! {
                () = shutdown.cancelled() => break,
                work = queue.recv() => match work {
                    Some(Work::Update(update)) => {
                        if !self.handle(*update).await {
                            break;
                        }
                    }
                    Some(Work::Repost) => self.repost().await,
                    None => break,
                },
                () = sleep_until(self.flush_at.unwrap_or_else(Instant::now)), if self.flush_at.is_some() => {
                    self.flush().await;
                }
            }
        }
        self.flush().await;
    }

    fn state(&mut self, info: &TableInfo) -> &mut Frontend {
        self.frontend
            .get_or_insert_with(|| Frontend::parse(info.frontend.as_deref()))
    }

    async fn save(&self) {
        if let Some(frontend) = &self.frontend {
            let text = serde_json::to_string(frontend).expect("frontend state serializes");
            if let Err(e) = self.service.set_frontend(self.table, text).await {
                tracing::debug!(table = %self.table, error = %e, "frontend state not saved");
            }
        }
    }

    /// Where the match's messages go.
    fn channel(&mut self, info: &TableInfo) -> ChannelId {
        let place = info.place.0;
        ChannelId::new(self.state(info).channel.unwrap_or(place))
    }

    /// Handles one update; false once the table is closed.
    async fn handle(&mut self, update: Update) -> bool {
        match update.kind {
            UpdateKind::Lobby { info } => {
                self.show_lobby(&info).await;
                self.latest = Some(info);
            }
            UpdateKind::Started { info, .. } => {
                self.show_lobby_closed(&info, "The match has begun.").await;
                self.latest = Some(info.clone());
                self.new_table_message(&info).await;
            }
            UpdateKind::Played { info, events, .. } => {
                self.latest = Some(info.clone());
                // `info` is the table after the action: when it ended a hand, that is
                // already the next hand, which belongs on the next table message.
                let new_hand = events.iter().any(|e| matches!(e, Event::HandDealt { .. }));
                if !new_hand {
                    self.schedule(info.clone());
                }
                for event in &events {
                    match event {
                        Event::TrickResolved { trick } => {
                            if !new_hand {
                                self.flush().await;
                            }
                            self.post(&info, &render::trick(&info, trick)).await;
                        }
                        Event::HandScored { .. } => {
                            if let Some(summary) = render::hand_over(&info, &events) {
                                self.post(&info, &summary).await;
                            }
                        }
                        Event::HandDealt { .. } => {
                            self.retire_table_message(&info, false).await;
                            self.new_table_message(&info).await;
                        }
                        _ => {}
                    }
                }
            }
            UpdateKind::Autopilot { info, .. } => {
                self.latest = Some(info.clone());
                self.schedule(info);
            }
            UpdateKind::Closed { info, why } => {
                self.pending = None;
                self.flush_at = None;
                match self.state(&info).table_message {
                    None => {
                        // Closed in the lobby.
                        let note = render::closed(&info, why);
                        let note = note.embed.map_or_else(String::new, |e| e.description);
                        self.show_lobby_closed(&info, &note).await;
                    }
                    Some(_) => {
                        self.show_table(&info).await;
                        self.post(&info, &render::closed(&info, why)).await;
                    }
                }
                if let Some(thread) = self.frontend.as_ref().and_then(|f| f.channel) {
                    self.threads.lock().expect("threads").remove(&thread);
                }
                return false;
            }
            UpdateKind::ActedForYou { .. } => {
                // Private: there is no message to a player outside their interactions; the
                // table message shows them on autopilot, and their panel shows their hand.
            }
        }
        true
    }

    fn schedule(&mut self, info: TableInfo) {
        self.pending = Some(info);
        if self.flush_at.is_none() {
            self.flush_at = Some(Instant::now() + COALESCE);
        }
    }

    async fn flush(&mut self) {
        self.flush_at = None;
        if let Some(info) = self.pending.take() {
            self.show_table(&info).await;
        }
    }

    async fn post(&mut self, info: &TableInfo, message: &Rendered) -> Option<MessageId> {
        let channel = self.channel(info);
        match channel
            .send_message(&self.http, create_message(message))
            .await
        {
            Ok(m) => Some(m.id),
            Err(e) => {
                tracing::warn!(table = %self.table, error = %e, "a message could not be posted");
                None
            }
        }
    }

    async fn show_lobby(&mut self, info: &TableInfo) {
        let rendered = render::lobby(info);
        let place = ChannelId::new(info.place.0);
        match self.state(info).lobby_message {
            Some(id) => {
                if let Err(e) = place
                    .edit_message(&self.http, MessageId::new(id), edit_message(&rendered))
                    .await
                {
                    tracing::warn!(table = %self.table, error = %e, "the lobby could not be edited");
                }
            }
            None => {
                let posted = place
                    .send_message(&self.http, create_message(&rendered))
                    .await;
                match posted {
                    Ok(message) => {
                        self.state(info).lobby_message = Some(message.id.get());
                        if self.state(info).want_thread && self.state(info).channel.is_none() {
                            self.open_thread(info, place, message.id).await;
                        }
                        self.save().await;
                    }
                    Err(e) => {
                        tracing::warn!(table = %self.table, error = %e, "the lobby could not be posted")
                    }
                }
            }
        }
    }

    /// Opens a public thread for the match from the lobby message; on a full thread cap or
    /// a missing permission, the match stays in the channel, said in one line.
    async fn open_thread(&mut self, info: &TableInfo, place: ChannelId, lobby: MessageId) {
        let host = info.seats.first().map_or("the host", |s| s.occupant.name());
        let name = format!("Ribs · {host}'s table");
        let thread = place
            .create_thread_from_message(&self.http, lobby, CreateThread::new(name))
            .await;
        match thread {
            Ok(thread) => {
                self.state(info).channel = Some(thread.id.get());
                self.threads
                    .lock()
                    .expect("threads")
                    .insert(thread.id.get(), self.table);
            }
            Err(e) => {
                tracing::info!(table = %self.table, error = %e, "no thread; playing in the channel");
                self.state(info).channel = Some(place.get());
                let why = if e.to_string().contains("Missing Permissions") {
                    "I may not create threads here"
                } else {
                    "threads are not available here"
                };
                let note = text(format!(
                    "Could not open a thread for this table ({why}); the match is played in this channel."
                ));
                let _ = place.send_message(&self.http, create_message(&note)).await;
            }
        }
    }

    async fn show_lobby_closed(&mut self, info: &TableInfo, note: &str) {
        let Some(id) = self.state(info).lobby_message else {
            return;
        };
        let mut note = note.to_string();
        if let Some(thread) = self.state(info).channel.filter(|c| *c != info.place.0) {
            note.push_str(&format!(" Follow it in <#{thread}>."));
        }
        let rendered = render::lobby_closed(info, &note);
        let _ = ChannelId::new(info.place.0)
            .edit_message(&self.http, MessageId::new(id), edit_message(&rendered))
            .await;
    }

    async fn new_table_message(&mut self, info: &TableInfo) {
        let rendered = render::table(info);
        if let Some(id) = self.post(info, &rendered).await {
            let hand = info.public.as_ref().map(|v| v.hand);
            let state = self.state(info);
            state.table_message = Some(id.get());
            state.table_hand = hand;
            self.shown = Some(rendered);
            self.pending = None;
            self.flush_at = None;
            self.save().await;
        }
    }

    /// The previous table message loses its buttons and says why: its hand is over (what
    /// happened is in the reveals and the summary just posted), or it was `reposted`.
    async fn retire_table_message(&mut self, info: &TableInfo, reposted: bool) {
        let Some(id) = self.state(info).table_message else {
            return;
        };
        let hand = self.state(info).table_hand.unwrap_or(0);
        self.pending = None;
        self.flush_at = None;
        self.shown = None;
        let retired = render::hand_retired(hand, reposted);
        let channel = self.channel(info);
        if let Err(e) = channel
            .edit_message(&self.http, MessageId::new(id), edit_message(&retired))
            .await
        {
            tracing::info!(table = %self.table, error = %e, "the old table message could not be retired");
        }
    }

    async fn show_table(&mut self, info: &TableInfo) {
        let rendered = render::table(info);
        if self.shown.as_ref() == Some(&rendered) {
            return;
        }
        let channel = self.channel(info);
        let Some(id) = self.state(info).table_message else {
            self.new_table_message(info).await;
            return;
        };
        match channel
            .edit_message(&self.http, MessageId::new(id), edit_message(&rendered))
            .await
        {
            Ok(_) => self.shown = Some(rendered),
            Err(e) => {
                // Deleted, or too old to edit: post it afresh.
                tracing::info!(table = %self.table, error = %e, "table message not editable; reposting");
                self.new_table_message(info).await;
            }
        }
    }

    async fn repost(&mut self) {
        let info = match self.service.info(self.table).await {
            Ok(info) => info,
            Err(_) => match self.latest.clone() {
                Some(info) => info,
                None => return,
            },
        };
        if info.status == TableStatus::Lobby {
            self.state(&info).lobby_message = None;
            self.show_lobby(&info).await;
        } else {
            self.retire_table_message(&info, true).await;
            self.new_table_message(&info).await;
        }
    }
}
