//! One table's worker: its outbox of announcements, its live table message and its
//! players' live panels, kept in step with the table service's updates.

use std::collections::{HashMap, VecDeque};
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::mpsc;
use tokio::time::{Instant, sleep_until};
use tokio_util::sync::CancellationToken;

mod lobby;
mod panels;
mod table;

use super::Shared;
use super::frontend::Frontend;
use super::panels::{Opened, Panel};
use crate::discord::payload::create_message;
use crate::discord::render::{self, Rendered};
use crate::discord::rest::RestError;
use crate::game::Event;
use crate::table::{
    Audience, Closing, MatchId, TableError, TableInfo, TableStatus, Update, UpdateKind, UserId,
};

/// How long changes to a table are gathered before they are shown: a computer's move and
/// the next come a second or more apart, a person's click and its effects at once.
const COALESCE: Duration = Duration::from_millis(400);
/// How long a player's own click may take to answer their panel before the panel is
/// edited anyway.
const ANSWERING: Duration = Duration::from_millis(1500);
/// How long before an undeliverable announcement is tried again.
const RETRY: Duration = Duration::from_secs(5);
/// A table message older than this is posted afresh rather than edited: Discord caps the
/// edits of messages older than an hour.
const TABLE_MESSAGE_LIFE: Duration = Duration::from_secs(50 * 60);

/// What a worker is asked to do.
pub(super) enum Work {
    /// Deliver what the committed log says is owed, and show the live step (at start).
    Recover,
    Update(Box<Update>),
    /// Post the table message afresh (`/ribs table`).
    Repost,
    /// A player's live panel, after they answered an interaction with it.
    Panel(Box<Opened>),
    /// The table's channel is gone: stop the match, make no more calls.
    PlaceGone,
    /// A message of the table's channel was deleted.
    MessageDeleted(u64),
}

/// An announcement waiting to be posted.
#[derive(Clone, Debug)]
enum Owing {
    /// Something an action caused, the `index`-th of that action's announcements.
    Event {
        ply: u64,
        index: u8,
        events: Vec<Event>,
    },
    /// The table closed.
    Closing(Closing),
}

pub(super) struct TableWorker {
    shared: Arc<Shared>,
    table: MatchId,
    frontend: Option<Frontend>,
    latest: Option<TableInfo>,
    outbox: VecDeque<Owing>,
    /// Actions of the log whose announcements are delivered.
    announced: u64,
    /// What the table message shows now.
    shown: Option<Rendered>,
    /// Something was posted below the table message since it was.
    buried: bool,
    /// The next flush must post the table message afresh.
    repost: bool,
    /// The lobby message needs showing.
    lobby_due: bool,
    panels: HashMap<UserId, Panel>,
    flush_at: Option<Instant>,
    /// The table's place is gone: nothing more is sent.
    gone: bool,
    /// The table closed and its closing is owed or delivered: the worker ends once it is.
    closed: bool,
}

impl TableWorker {
    pub fn new(shared: Arc<Shared>, table: MatchId) -> TableWorker {
        TableWorker {
            shared,
            table,
            frontend: None,
            latest: None,
            outbox: VecDeque::new(),
            announced: 0,
            shown: None,
            buried: false,
            repost: false,
            lobby_due: false,
            panels: HashMap::new(),
            flush_at: None,
            gone: false,
            closed: false,
        }
    }

    /// Works until the table is closed and announced, its queue ends (after delivering what
    /// it owes), or `stop`.
    pub async fn run(
        mut self,
        mut queue: mpsc::UnboundedReceiver<Work>,
        finish: CancellationToken,
        stop: CancellationToken,
    ) {
        loop {
            if self.closed && self.outbox.is_empty() && self.flush_at.is_none() {
                break;
            }
            let wake = self.next_wake();
            tokio::select! {
                biased;
                () = stop.cancelled() => return,
                work = queue.recv() => match work {
                    Some(work) => self.take(work).await,
                    None => {
                        // Finishing: deliver what is owed now, then end.
                        self.flush().await;
                        return;
                    }
                },
                () = sleep_until(wake.unwrap_or_else(Instant::now)), if wake.is_some() => {
                    self.flush().await;
                }
                () = finish.cancelled(), if self.flush_at.is_some() => self.flush().await,
            }
        }
    }

    /// The next moment something is due: a gathered change, or a panel about to expire.
    fn next_wake(&self) -> Option<Instant> {
        let expiry = self.panels.values().map(Panel::expires_at).min();
        match (self.flush_at, expiry) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    fn soon(&mut self) {
        if self.flush_at.is_none() {
            self.flush_at = Some(Instant::now() + COALESCE);
        }
    }

    fn state(&mut self) -> &mut Frontend {
        if self.frontend.is_none() {
            let text = self.latest.as_ref().and_then(|i| i.frontend.clone());
            self.frontend = Some(Frontend::parse(text.as_deref()));
        }
        self.frontend.as_mut().expect("set above")
    }

    /// Saves the Discord side of the table, the live panels with it. (Not before the table
    /// was read: a default state would overwrite the stored one.)
    async fn save(&mut self) {
        if self.latest.is_none() {
            return;
        }
        let panels = self
            .panels
            .iter()
            .filter(|(_, panel)| !panel.is_expiring())
            .map(|(user, panel)| panel.saved(*user))
            .collect();
        self.state().panels = panels;
        let text = self.state().to_json();
        if let Err(e) = self.shared.service.set_frontend(self.table, text).await {
            tracing::debug!(table = %self.table, error = %e, "frontend state not saved");
        }
    }

    /// Where the match's messages go: its thread, or its channel.
    fn channel(&mut self) -> u64 {
        let place = self.latest.as_ref().map_or(0, |i| i.place.0);
        self.state().channel.unwrap_or(place)
    }

    async fn take(&mut self, work: Work) {
        match work {
            Work::Recover => self.recover().await,
            Work::Update(update) => self.update(*update),
            Work::Repost => {
                self.repost = true;
                self.soon();
            }
            Work::Panel(opened) => self.panel_opened(*opened).await,
            Work::PlaceGone => self.lose_place().await,
            Work::MessageDeleted(message) => {
                if self.state().table_message == Some(message) {
                    self.state().table_message = None;
                    self.repost = true;
                    self.soon();
                } else if self.state().lobby_message == Some(message)
                    && self
                        .latest
                        .as_ref()
                        .is_some_and(|i| i.status == TableStatus::Lobby)
                {
                    self.state().lobby_message = None;
                    self.lobby_due = true;
                    self.soon();
                }
            }
        }
    }

    /// After a start: what the log says is owed, and the live step.
    async fn recover(&mut self) {
        let owed = match self.shared.service.owed(self.table).await {
            Ok(owed) => owed,
            Err(e) => {
                tracing::warn!(table = %self.table, error = %e, "nothing to recover");
                return;
            }
        };
        self.announced = self.announced.max(owed.announced);
        self.latest = Some(owed.info);
        for announcement in owed.announcements {
            self.owe(announcement.ply, &announcement.events);
        }
        if let Some(closing) = owed.closing {
            self.outbox.push_back(Owing::Closing(closing));
            self.closed = true;
        }
        if let Some(info) = self.latest.clone() {
            if let Some(thread) = self.state().channel.filter(|c| *c != info.place.0) {
                self.shared
                    .threads
                    .lock()
                    .expect("threads")
                    .insert(thread, self.table);
            }
            self.lobby_due = info.status == TableStatus::Lobby;
        }
        // The panels players had open go on updating, while their tokens last.
        for saved in std::mem::take(&mut self.state().panels) {
            if let Some((user, panel)) = Panel::restored(saved) {
                self.panels.entry(user).or_insert(panel);
            }
        }
        // Show the live step at once: a restart should not wait for the next move.
        self.flush_at = Some(Instant::now());
    }

    /// Queues the announcements of the action at `ply` (unless already delivered).
    fn owe(&mut self, ply: u64, events: &[Event]) {
        if ply < self.announced {
            return;
        }
        let mut index = 0;
        for event in events {
            let owed = match event {
                Event::TrickResolved { .. } => vec![*event],
                // A hand's summary reads its standings too.
                Event::HandScored { .. } => events
                    .iter()
                    .filter(|e| matches!(e, Event::HandScored { .. } | Event::Standings { .. }))
                    .copied()
                    .collect(),
                _ => continue,
            };
            self.outbox.push_back(Owing::Event {
                ply,
                index,
                events: owed,
            });
            index += 1;
        }
    }

    fn update(&mut self, update: Update) {
        if let Audience::Player(user) = update.audience {
            if let UpdateKind::ActedForYou { action, .. } = update.kind
                && let Some(panel) = self.panels.get_mut(&user)
            {
                panel.acted_for_you(action);
                self.soon();
            }
            return;
        }
        match update.kind {
            UpdateKind::Lobby { info } => {
                self.latest = Some(info);
                self.lobby_due = true;
            }
            UpdateKind::Started { info, .. } => {
                self.latest = Some(info);
                self.lobby_due = true;
            }
            UpdateKind::Played {
                info,
                events,
                seat,
                action,
                by,
            } => {
                let ply = info.step.saturating_sub(1);
                if by == crate::table::ActedBy::Player
                    && let Some(user) = info.seats[seat.index()].occupant.user()
                    && let Some(panel) = self.panels.get_mut(&user)
                {
                    // Their click's answer shows the panel; should it be slow, the panel's
                    // own edits already say what they did.
                    panel.answering = Some(Instant::now() + ANSWERING);
                    panel.told(render::you_did(action));
                }
                self.latest = Some(info);
                self.owe(ply, &events);
            }
            UpdateKind::Autopilot { info, .. } => self.latest = Some(info),
            UpdateKind::Closed { info, why } => {
                let lobby = self.state().table_message.is_none()
                    && matches!(why, Closing::Cancelled { .. });
                self.latest = Some(info);
                self.closed = true;
                if lobby {
                    self.lobby_due = true;
                }
                self.outbox.push_back(Owing::Closing(why));
            }
            UpdateKind::ActedForYou { .. } => {}
        }
        // A person's turn is told at once (the table waits for them); the rest is gathered.
        let person_on_turn = self.latest.as_ref().is_some_and(|info| {
            info.status == TableStatus::Playing
                && info.to_act.is_some_and(|s| {
                    let seat = &info.seats[s.index()];
                    seat.occupant.user().is_some() && !seat.on_autopilot
                })
        });
        if person_on_turn {
            self.flush_at = Some(Instant::now());
        } else {
            self.soon();
        }
    }

    // ----- Showing -----

    async fn flush(&mut self) {
        self.flush_at = None;
        if self.gone {
            self.outbox.clear();
            return;
        }
        let Some(info) = self.latest.clone() else {
            return;
        };
        if self.lobby_due {
            self.lobby_due = false;
            if !self.show_lobby(&info).await {
                return;
            }
        }
        while let Some(item) = self.outbox.front().cloned() {
            match self.announce(&info, &item).await {
                Ok(()) => {
                    self.outbox.pop_front();
                    self.delivered(&item).await;
                }
                Err(RestError::PlaceGone { .. }) => return self.lose_place().await,
                Err(RestError::Unauthorized) => return,
                Err(RestError::Unreachable(why)) => {
                    tracing::warn!(table = %self.table, %why, "an announcement waits for Discord");
                    self.flush_at = Some(Instant::now() + RETRY);
                    return;
                }
                Err(e) => {
                    tracing::error!(table = %self.table, error = %e, "an announcement could not be made");
                    self.outbox.pop_front();
                    self.delivered(&item).await;
                }
            }
        }
        if info.status == TableStatus::Playing || (info.status.is_open() && self.repost) {
            self.show_table(&info).await;
        }
        if !self.gone {
            self.show_panels(&info).await;
        }
    }

    /// Records an announcement as delivered: the store learns how far the table is
    /// announced once every announcement of an action is out.
    async fn delivered(&mut self, item: &Owing) {
        let (ply, closing) = match item {
            Owing::Event { ply, .. } => (*ply, false),
            Owing::Closing(_) => (self.announced, true),
        };
        let more_of_this_action =
            matches!(self.outbox.front(), Some(Owing::Event { ply: next, .. }) if *next == ply);
        if closing || !more_of_this_action {
            self.announced = self.announced.max(ply + u64::from(!closing));
            if let Err(e) = self
                .shared
                .service
                .set_announced(self.table, self.announced, closing)
                .await
            {
                tracing::warn!(table = %self.table, error = %e, "announcement not recorded");
            }
        }
    }

    /// Posts one announcement, with a nonce of its own so that it is posted once.
    async fn announce(&mut self, info: &TableInfo, item: &Owing) -> Result<(), RestError> {
        let (message, nonce) = match item {
            Owing::Event { ply, index, events } => {
                let message = match events.first() {
                    Some(Event::TrickResolved { trick }) => render::trick(info, trick),
                    _ => match render::hand_over(info, events) {
                        Some(message) => message,
                        None => return Ok(()),
                    },
                };
                (message, format!("a{}.{ply}.{index}", self.table))
            }
            Owing::Closing(why) => {
                if info.status == TableStatus::Cancelled && self.state().table_message.is_none() {
                    // A lobby closes on its own message.
                    return Ok(());
                }
                self.retire_table(info).await?;
                let changes = match why {
                    Closing::Won => self
                        .shared
                        .service
                        .match_rating_changes(self.table, info.server)
                        .await
                        .unwrap_or_default(),
                    _ => Vec::new(),
                };
                (
                    render::closed(info, *why, &changes),
                    format!("c{}", self.table),
                )
            }
        };
        let channel = self.channel();
        self.shared
            .rest
            .create_message(channel, &create_message(&message), &nonce)
            .await?;
        self.buried = true;
        Ok(())
    }

    // ----- A place that is gone -----

    /// The table's channel is gone or closed to the bot: the match stops, and nothing more
    /// is sent there (its closing cannot be said where nobody can read it).
    async fn lose_place(&mut self) {
        if self.gone {
            return;
        }
        self.gone = true;
        self.outbox.clear();
        self.flush_at = None;
        tracing::warn!(table = %self.table, "the table's place is gone; the match stops");
        match self.shared.service.lose_place(self.table).await {
            Ok(_) | Err(TableError::Over | TableError::NoTable) => {}
            Err(e) => {
                tracing::error!(table = %self.table, error = %e, "the table could not be stopped")
            }
        }
        if let Err(e) = self
            .shared
            .service
            .set_announced(self.table, self.announced, true)
            .await
        {
            tracing::warn!(table = %self.table, error = %e, "closing not recorded");
        }
        if let Some(thread) = self.state().channel {
            self.shared.threads.lock().expect("threads").remove(&thread);
        }
        self.closed = true;
        self.panels.clear();
    }
}
