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
use crate::discord::payload::{create_message, edit_message, edit_response};
use crate::discord::render;
use crate::table::{
    MatchId, PlaceId, RatingChange, ServerId, TableError, TableStatus, Update, UpdateKind, UserId,
    now_ms,
};

/// The most calls one showing makes: a bound on a plan that would not settle (none does;
/// this keeps a bug from looping).
const MOST_CALLS: usize = 64;

/// What a worker is asked to do.
pub(super) enum Work {
    /// Show the live step (at a start: what the log owes is read as the worker starts).
    Recover,
    Update(Box<Update>),
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

pub(super) struct TableWorker {
    links: Arc<Links>,
    table: MatchId,
}

impl TableWorker {
    pub fn new(links: Arc<Links>, table: MatchId) -> TableWorker {
        TableWorker { links, table }
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
                            self.show(&mut desk, &stop).await;
                        }
                    }
                    None => {
                        // Finishing: deliver what is owed now, then end.
                        self.show(&mut desk, &stop).await;
                        return;
                    }
                },
                () = sleep_until(wake.unwrap_or_else(Instant::now)), if wake.is_some() => {
                    self.show(&mut desk, &stop).await;
                }
                () = finish.cancelled(), if desk.due.is_some() => self.show(&mut desk, &stop).await,
            }
        }
    }

    /// The desk of the table as the store has it; `None` for a table that never existed.
    async fn load(&self) -> Option<Desk> {
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
    async fn take(&self, desk: &mut Desk, work: Work) -> bool {
        let now = now();
        match work {
            Work::Recover => desk.due = Some(now.at),
            Work::Update(update) => {
                let changes = match &update.kind {
                    UpdateKind::Closed { info, why } if why.is_recorded() => {
                        self.changes(info.server).await
                    }
                    _ => Vec::new(),
                };
                desk.update(*update, changes, now);
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

    /// Makes the calls the desk plans, one at a time, until it plans none.
    async fn show(&self, desk: &mut Desk, stop: &CancellationToken) {
        desk.due = None;
        let views = self.views(desk).await;
        for _ in 0..MOST_CALLS {
            if stop.is_cancelled() {
                return;
            }
            let now = now();
            let Some(call) = desk.plan(now, &views).into_iter().next() else {
                return;
            };
            let answer = self.call(desk, &call).await;
            if let Heard::Failed(e) = &answer {
                tracing::info!(table = %self.table, call = call.name(), error = %e, "a call failed");
            }
            desk.answered(call, answer, now);
        }
        tracing::error!(table = %self.table, "a showing did not settle; the rest waits");
    }

    /// What each player with a live panel may see now (only while the match is played).
    async fn views(&self, desk: &Desk) -> BTreeMap<UserId, PanelView> {
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

    /// Makes one call.
    async fn call(&self, desk: &Desk, call: &Errand) -> Heard {
        let rest = &self.links.rest;
        let done = |r: Result<(), crate::discord::rest::RestError>| match r {
            Ok(()) => Heard::Done,
            Err(e) => Heard::Failed(e),
        };
        let made = |r: Result<u64, crate::discord::rest::RestError>| match r {
            Ok(id) => Heard::Made(id),
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
            } => made(
                rest.create_message(*channel, &create_message(rendered), nonce)
                    .await,
            ),
            Errand::Announce {
                channel,
                rendered,
                nonce,
            } => match rendered {
                Some(rendered) => made(
                    rest.create_message(*channel, &create_message(rendered), nonce)
                        .await,
                ),
                None => Heard::Done,
            },
            Errand::EditLobby {
                channel,
                id,
                rendered,
                ..
            }
            | Errand::FinalTable {
                channel,
                id,
                rendered,
            }
            | Errand::EditTable {
                channel,
                id,
                rendered,
            } => done(
                rest.edit_message(*channel, *id, &edit_message(rendered))
                    .await,
            ),
            Errand::OpenThread {
                channel,
                message,
                name,
            } => match rest.start_thread(*channel, *message, name).await {
                Ok(thread) => match service.play_in_thread(self.table, PlaceId(thread)).await {
                    Ok(_) => Heard::Made(thread),
                    Err(e) => {
                        tracing::warn!(table = %self.table, error = %e, "the thread could not be kept; playing in the channel");
                        Heard::Done
                    }
                },
                Err(e) => Heard::Failed(e),
            },
            Errand::Search { channel, after } => {
                match rest
                    .own_messages(*channel, *after, self.links.application)
                    .await
                {
                    Ok(listed) => Heard::Found(
                        listed
                            .into_iter()
                            .filter(|m| {
                                m.custom_ids.iter().any(|id| {
                                    id.parse::<CustomId>().is_ok_and(|id| {
                                        id.table == self.table
                                            && matches!(id.control, Control::Hand { .. })
                                    })
                                })
                            })
                            .map(|m| m.id)
                            .filter(|id| !desk.is_live(*id))
                            .collect(),
                    ),
                    Err(e) => Heard::Failed(e),
                }
            }
            Errand::Delete { channel, id } => done(rest.delete_message(*channel, *id).await),
            Errand::EditPanel { token, edit, .. } => {
                let rendered = match edit {
                    PanelEdit::Show(showing) => &showing.rendered,
                    PanelEdit::Last(rendered) => rendered,
                };
                done(
                    rest.edit_original(self.links.application, token, &edit_response(rendered))
                        .await,
                )
            }
            Errand::ReplacePanel { token } => done(
                rest.edit_original(
                    self.links.application,
                    token,
                    &edit_response(&render::panel_replaced()),
                )
                .await,
            ),
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
                match service.lose_place(self.table).await {
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
                Heard::Done
            }
        }
    }
}
