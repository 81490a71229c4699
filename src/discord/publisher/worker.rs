//! One table's worker: takes in what happens to its table, and makes the calls its
//! [`Desk`] plans, one at a time, feeding each answer back. It decides nothing itself.

use std::collections::BTreeMap;
use std::sync::Arc;

use tokio::sync::mpsc;
use tokio::time::{Instant, sleep_until};
use tokio_util::sync::CancellationToken;

use super::Links;
use super::desk::{Desk, Now, PanelView};
use super::panels::PanelAnswer;
use super::plan::{Errand, Heard, PanelEdit};
use crate::discord::custom_id::{Control, CustomId};
use crate::discord::front::Front;
use crate::discord::payload::{create_message, edit_message, edit_response};
use crate::discord::render::{Picture, Rendered};
use crate::discord::rest::{Attach, RestError, Upload};
use crate::picture::png;
use crate::table::{
    AnyUpdate, MatchId, PlaceId, RatingChange, ServerId, TableError, TableStatus, UpdateKind,
    UserId, now_ms,
};

/// The most calls one showing makes: a bound on a plan that would not settle (none does;
/// this keeps a bug from looping).
const MOST_CALLS: usize = 64;

/// What a worker is asked to do.
pub(super) enum Work {
    /// Show the live step (at a start: what the log owes is read as the worker starts).
    Recover,
    Update(AnyUpdate),
    /// Post the table message afresh (`/ribs table`).
    Repost,
    /// A player's live panel, after they answered an interaction with it.
    Panel(Box<PanelAnswer>),
    /// The table's channel is gone: stop the match, make no more calls.
    PlaceGone,
    /// A message of the table's channel was deleted.
    MessageDeleted(u64),
}

fn now() -> Now {
    Now {
        at: Instant::now(),
        unix_ms: now_ms(),
    }
}

pub(super) struct TableWorker<G: Front> {
    links: Arc<Links>,
    table: MatchId,
    /// The last picture rendered, kept for the retries and repeats of the same drawing.
    drawn: std::sync::Mutex<Option<Upload>>,
    game: std::marker::PhantomData<fn() -> G>,
}

impl<G: Front> TableWorker<G> {
    pub fn new(links: Arc<Links>, table: MatchId) -> TableWorker<G> {
        TableWorker {
            links,
            table,
            drawn: std::sync::Mutex::new(None),
            game: std::marker::PhantomData,
        }
    }

    /// A message's picture as a PNG file, rendered off the async threads (a table of ten
    /// takes some milliseconds); `None` when it cannot be drawn, and the text goes alone.
    async fn upload(&self, picture: &Picture) -> Option<Upload> {
        if let Some(drawn) = self.drawn.lock().ok()?.as_ref()
            && drawn.name == picture.name
        {
            return Some(drawn.clone());
        }
        let svg = picture.svg.clone();
        let bytes = match tokio::task::spawn_blocking(move || png(&svg)).await {
            Ok(Ok(bytes)) => bytes,
            Ok(Err(e)) => {
                tracing::error!(table = %self.table, error = %e, "a picture could not be rendered");
                return None;
            }
            Err(e) => {
                tracing::error!(table = %self.table, error = %e, "rendering a picture failed");
                return None;
            }
        };
        let upload = Upload {
            name: picture.name.clone(),
            alt: picture.alt.clone(),
            bytes,
        };
        if let Ok(mut drawn) = self.drawn.lock() {
            *drawn = Some(upload.clone());
        }
        Some(upload)
    }

    /// Posts `rendered`, with its picture when it has one. Should Discord refuse the
    /// message with its picture, the text goes alone: the answer, and whether the picture
    /// went.
    async fn post(&self, channel: u64, rendered: &Rendered, nonce: &str) -> (Heard, bool) {
        let rest = &self.links.rest;
        let faces = &self.links.faces;
        let message = create_message(rendered, faces);
        let upload = match &rendered.picture {
            Some(picture) => self.upload(picture).await,
            None => None,
        };
        if let Some(upload) = &upload {
            match rest
                .create_message(channel, &message, nonce, Some(upload))
                .await
            {
                Ok(id) => return (Heard::Made(id), true),
                Err(RestError::Refused {
                    status,
                    code,
                    message,
                }) => {
                    tracing::warn!(table = %self.table, status, code, message, "a message with its picture was refused; its text goes alone");
                }
                Err(e) => return (Heard::Failed(e), false),
            }
        }
        let bare = Rendered {
            picture: None,
            ..rendered.clone()
        };
        let answer = match rest
            .create_message(channel, &create_message(&bare, faces), nonce, None)
            .await
        {
            Ok(id) => Heard::Made(id),
            Err(e) => Heard::Failed(e),
        };
        (answer, rendered.picture.is_none())
    }

    /// Edits the message `id` to show `rendered`, sending its picture unless the message
    /// has it already (`keep_picture`); as [`TableWorker::post`], the text alone should the
    /// picture be refused.
    async fn edit(
        &self,
        channel: u64,
        id: u64,
        rendered: &Rendered,
        keep_picture: bool,
    ) -> (Heard, bool) {
        let rest = &self.links.rest;
        let faces = &self.links.faces;
        let done = |r: Result<(), RestError>| match r {
            Ok(()) => Heard::Done,
            Err(e) => Heard::Failed(e),
        };
        if keep_picture {
            let edit = edit_message(rendered, faces);
            return (
                done(rest.edit_message(channel, id, &edit, Attach::Keep).await),
                true,
            );
        }
        let upload = match &rendered.picture {
            Some(picture) => self.upload(picture).await,
            None => None,
        };
        if let Some(upload) = &upload {
            let edit = edit_message(rendered, faces);
            match rest
                .edit_message(channel, id, &edit, Attach::Only(Some(upload)))
                .await
            {
                Ok(()) => return (Heard::Done, true),
                Err(RestError::Refused {
                    status,
                    code,
                    message,
                }) => {
                    tracing::warn!(table = %self.table, status, code, message, "an edit with its picture was refused; its text goes alone");
                }
                Err(e) => return (Heard::Failed(e), false),
            }
        }
        let bare = Rendered {
            picture: None,
            ..rendered.clone()
        };
        let edit = edit_message(&bare, faces);
        (
            done(
                rest.edit_message(channel, id, &edit, Attach::Only(None))
                    .await,
            ),
            rendered.picture.is_none(),
        )
    }

    /// Works until the table is closed and everything it owed is delivered, its queue ends
    /// (after delivering what it owes), or `stop`. It starts from what the store says the
    /// table is owed, so a worker never outlives its table: one started for a table that
    /// is over and announced ends at once.
    pub async fn run(
        self,
        mut queue: mpsc::UnboundedReceiver<Work>,
        finish: CancellationToken,
        stop: CancellationToken,
    ) {
        let Some(mut desk) = self.load().await else {
            return;
        };
        loop {
            if desk.is_done() {
                tracing::debug!(table = %self.table, "the table owes nothing more");
                return;
            }
            let wake = desk.next_wake(Instant::now());
            tokio::select! {
                biased;
                () = stop.cancelled() => return,
                work = queue.recv() => match work {
                    Some(work) => {
                        if self.take(&mut desk, work).await {
                            self.show(&mut desk, &mut queue, &stop).await;
                        }
                    }
                    None => {
                        // Finishing: deliver what is owed now, then end.
                        self.show(&mut desk, &mut queue, &stop).await;
                        return;
                    }
                },
                () = sleep_until(wake.unwrap_or_else(Instant::now)), if wake.is_some() => {
                    self.show(&mut desk, &mut queue, &stop).await;
                }
                () = finish.cancelled(), if desk.due.is_some() => {
                    self.show(&mut desk, &mut queue, &stop).await;
                }
            }
        }
    }

    /// The desk of the table as the store has it; `None` for a table that never existed.
    async fn load(&self) -> Option<Desk<G>> {
        let owed = match self.links.service.owed(self.table).await {
            Ok(owed) => owed,
            Err(e) => {
                tracing::warn!(table = %self.table, error = %e, "nothing to publish");
                return None;
            }
        };
        let changes = match owed.closing {
            Some(why) if why.is_recorded() => self.changes(owed.info.server).await,
            _ => Vec::new(),
        };
        Some(Desk::recover(owed, changes, now()))
    }

    /// The rating changes of the table's recorded match, for its closing.
    async fn changes(&self, server: ServerId) -> Vec<RatingChange> {
        self.links
            .service
            .match_rating_changes(self.table, server)
            .await
            .unwrap_or_default()
    }

    /// Takes in one piece of work; true when it is to be shown at once.
    async fn take(&self, desk: &mut Desk<G>, work: Work) -> bool {
        let now = now();
        match work {
            Work::Recover => desk.due = Some(now.at),
            Work::Update(update) => {
                let update = match update.of::<G>() {
                    Ok(update) => update,
                    Err(other) => {
                        tracing::error!(table = %self.table, game = %other.game, "an update of another game's table; dropped");
                        return false;
                    }
                };
                let changes = match &update.kind {
                    UpdateKind::Closed { info, why } if why.is_recorded() => {
                        self.changes(info.server).await
                    }
                    _ => Vec::new(),
                };
                desk.update(update, changes, now);
            }
            Work::Repost => desk.repost(now),
            Work::Panel(answer) => desk.panel_opened(*answer, now),
            Work::PlaceGone => {
                tracing::warn!(table = %self.table, "the table's place is gone; the match stops");
                desk.place_gone();
                return true;
            }
            Work::MessageDeleted(message) => desk.message_deleted(message, now),
        }
        false
    }

    /// Makes the calls the desk plans, one at a time, until it plans none. What happened
    /// meanwhile is taken in between calls (a call may wait seconds for the channel's
    /// budget), and the players' views read again: a panel is never edited with a view
    /// older than its player's own click.
    async fn show(
        &self,
        desk: &mut Desk<G>,
        queue: &mut mpsc::UnboundedReceiver<Work>,
        stop: &CancellationToken,
    ) {
        desk.due = None;
        let mut views = self.views(desk).await;
        // Calls since the last news or announcement: a plan that does not settle without
        // either is a bug. A backlog of announcements (a table of computers that played a
        // whole match while one call waited) is worked through, however long.
        let mut calls = 0;
        while calls < MOST_CALLS {
            if stop.is_cancelled() {
                return;
            }
            let mut news = false;
            while let Ok(work) = queue.try_recv() {
                self.take(desk, work).await;
                news = true;
            }
            if news {
                desk.due = None;
                views = self.views(desk).await;
                calls = 0;
            }
            calls += 1;
            let now = now();
            let Some(call) = desk.plan(now, &views).into_iter().next() else {
                return;
            };
            let (answer, pictured) = self.call(desk, &call).await;
            if let Heard::Failed(e) = &answer {
                tracing::info!(table = %self.table, call = call.name(), error = %e, "a call failed");
            }
            let call = if pictured {
                call
            } else {
                if let Some(name) = call.picture_name() {
                    desk.picture_missed(name);
                }
                call.without_picture()
            };
            let announced = desk.announced;
            desk.answered(call, answer, now);
            if desk.announced > announced {
                calls = 0;
            }
        }
        tracing::error!(table = %self.table, "a showing did not settle; the rest waits");
    }

    /// What each player with a live panel may see now (only while the match is played).
    async fn views(&self, desk: &Desk<G>) -> BTreeMap<UserId, PanelView<G>> {
        let mut views = BTreeMap::new();
        let playing = desk
            .info
            .as_ref()
            .is_some_and(|i| i.status == TableStatus::Playing);
        if !playing {
            return views;
        }
        for user in desk.panels.keys() {
            let view = match self.links.service.view(self.table, *user).await {
                Ok(view) => PanelView::Seated(Box::new(view)),
                Err(TableError::NotSeated | TableError::NotStarted) => PanelView::Absent,
                Err(TableError::Over | TableError::NoTable) => PanelView::Gone,
                // Not known now (the service shutting down, the table being rebuilt): the
                // panel stays as it is, and live for the next start.
                Err(_) => continue,
            };
            views.insert(*user, view);
        }
        views
    }

    /// Makes one call; and whether the picture of its message went with it (true when it
    /// has none).
    async fn call(&self, desk: &Desk<G>, call: &Errand) -> (Heard, bool) {
        match call {
            Errand::PostLobby {
                channel,
                rendered,
                nonce,
            }
            | Errand::Note {
                channel,
                rendered,
                nonce,
            }
            | Errand::Recall {
                channel,
                rendered,
                nonce,
            }
            | Errand::PostTable {
                channel,
                rendered,
                nonce,
                ..
            }
            | Errand::Announce {
                channel,
                rendered: Some(rendered),
                nonce,
            } => self.post(*channel, rendered, nonce).await,
            Errand::FinalTable {
                channel,
                id,
                rendered,
                keep_picture,
            }
            | Errand::EditTable {
                channel,
                id,
                rendered,
                keep_picture,
            } => self.edit(*channel, *id, rendered, *keep_picture).await,
            Errand::EditLobby {
                channel,
                id,
                rendered,
                ..
            } => self.edit(*channel, *id, rendered, false).await,
            other => (self.call_service(desk, other).await, true),
        }
    }

    /// Makes one call that posts no message of the table's: the service's, threads,
    /// searches, deletions and panels.
    async fn call_service(&self, desk: &Desk<G>, call: &Errand) -> Heard {
        let rest = &self.links.rest;
        let done = |r: Result<(), RestError>| match r {
            Ok(()) => Heard::Done,
            Err(e) => Heard::Failed(e),
        };
        let service = &self.links.service;
        match call {
            Errand::Save(saved) => {
                if let Err(e) = service.set_frontend(self.table, saved.to_json()).await {
                    tracing::warn!(table = %self.table, error = %e, "the table's Discord state was not saved");
                }
                Heard::Done
            }
            Errand::Announce { rendered: None, .. } => Heard::Done,
            // Messages are made by `call`, with their pictures.
            Errand::PostLobby { .. }
            | Errand::Note { .. }
            | Errand::Recall { .. }
            | Errand::PostTable { .. }
            | Errand::Announce { .. }
            | Errand::FinalTable { .. }
            | Errand::EditTable { .. }
            | Errand::EditLobby { .. } => {
                tracing::error!(table = %self.table, call = call.name(), "a message's call went astray");
                Heard::Done
            }
            Errand::OpenThread {
                channel,
                message,
                name,
            } => match rest.start_thread(*channel, *message, name).await {
                Ok(thread) => match service
                    .play_in_thread::<G>(self.table, PlaceId(thread))
                    .await
                {
                    Ok(_) => Heard::Made(thread),
                    Err(e) => {
                        tracing::warn!(table = %self.table, error = %e, "the thread could not be kept; playing in the channel");
                        Heard::Done
                    }
                },
                Err(e) => Heard::Failed(e),
            },
            Errand::Search { channel, after } => self.search(desk, *channel, *after).await,
            Errand::Delete { channel, id } => done(rest.delete_message(*channel, *id).await),
            Errand::EditPanel { token, edit, .. } => {
                let rendered = match edit {
                    PanelEdit::Show(showing) => &showing.rendered,
                    PanelEdit::Last(rendered) => rendered,
                };
                done(
                    rest.edit_original(
                        self.links.application,
                        token,
                        &edit_response(rendered, &self.links.faces),
                    )
                    .await,
                )
            }
            Errand::DeletePanel { token } => {
                done(rest.delete_original(self.links.application, token).await)
            }
            Errand::SetAnnounced { announced, closing } => {
                if let Err(e) = service
                    .set_announced(self.table, *announced, *closing)
                    .await
                {
                    tracing::warn!(table = %self.table, error = %e, "announcement not recorded");
                }
                Heard::Done
            }
            Errand::LosePlace => {
                self.lose_place(desk).await;
                Heard::Done
            }
        }
    }

    /// The table's messages in `channel` made after `after` that are not its live one.
    async fn search(&self, desk: &Desk<G>, channel: u64, after: Option<u64>) -> Heard {
        let listed = match self
            .links
            .rest
            .own_messages(channel, after, self.links.application)
            .await
        {
            Ok(listed) => listed,
            Err(e) => return Heard::Failed(e),
        };
        let of_this_table = |id: &String| {
            id.parse::<CustomId>().is_ok_and(|id| {
                id.table == self.table && matches!(id.control, Control::Hand { .. })
            })
        };
        Heard::Found(
            listed
                .into_iter()
                .filter(|m| m.custom_ids.iter().any(of_this_table))
                .map(|m| m.id)
                .filter(|id| !desk.is_live(*id))
                .collect(),
        )
    }

    /// Stops the match whose place is gone, its closing recorded as said (nobody can read
    /// it there).
    async fn lose_place(&self, desk: &Desk<G>) {
        let service = &self.links.service;
        match service.lose_place::<G>(self.table).await {
            Ok(_) | Err(TableError::Over | TableError::NoTable) => {}
            Err(e) => {
                tracing::error!(table = %self.table, error = %e, "the table could not be stopped")
            }
        }
        if let Err(e) = service
            .set_announced(self.table, desk.announced, true)
            .await
        {
            tracing::warn!(table = %self.table, error = %e, "closing not recorded");
        }
    }
}
