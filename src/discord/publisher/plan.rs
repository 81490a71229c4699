//! The publisher's decisions, as a pure function of a table's [`Desk`]: which calls are due
//! now, in order ([`Desk::plan`]), and what each answer changes ([`Desk::answered`]). The
//! worker runs the first call, feeds its answer back and asks again, so every decision
//! (post afresh or edit, ping or not, retire which message, which panel to edit with which
//! token) is made here, and unit-tested here call by call.

use std::collections::BTreeMap;

use super::desk::{
    Desk, Life, LobbyMessage, Note, Now, Owing, PanelView, TABLE_MESSAGE_LIFE, TableMessage,
};
use super::frontend::Frontend;
use super::panels::Showing;
use crate::discord::front::Front;
use crate::discord::payload::text;
use crate::discord::render::{self, Rendered};
use crate::discord::rest::RestError;
use crate::t;
use crate::table::{TableInfo, TableStatus, UserId};

/// One thing the worker does: a call to Discord, or to the table service.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Errand {
    /// Saves the Discord side of the table; with `posting` set, a post written ahead.
    Save(Box<Frontend>),
    PostLobby {
        channel: u64,
        rendered: Rendered,
        nonce: String,
    },
    /// `last`: the lobby's last state (the match began, the table closed).
    EditLobby {
        channel: u64,
        id: u64,
        rendered: Rendered,
        last: bool,
    },
    /// Opens a thread for the match from its lobby message, and tells the table service
    /// the match is played there.
    OpenThread {
        channel: u64,
        message: u64,
        name: String,
    },
    /// A line in the channel (no thread could be opened).
    Note {
        channel: u64,
        rendered: Rendered,
        nonce: String,
    },
    /// An announcement: a trick's reveal, a hand's end, the table's closing. Nothing to
    /// post (`None`) for a lobby that closes on its own message.
    Announce {
        channel: u64,
        rendered: Option<Rendered>,
        nonce: String,
    },
    /// The table message of a closed table: its last state, without controls.
    /// `keep_picture`: the message shows this picture already (no file is sent again).
    FinalTable {
        channel: u64,
        id: u64,
        rendered: Rendered,
        keep_picture: bool,
    },
    /// Posts again, pinging nobody, with the nonce of a post whose outcome is unknown:
    /// Discord answers with the message if it made it (and makes one if not); it retires.
    Recall {
        channel: u64,
        rendered: Rendered,
        nonce: String,
    },
    /// Searches the channel for this table's messages made after `after` that nobody
    /// heard of (Discord keeps nonces for minutes only).
    Search { channel: u64, after: Option<u64> },
    /// Posts the table message afresh at the bottom; `ping`: the step whose player it
    /// notifies.
    PostTable {
        channel: u64,
        rendered: Rendered,
        nonce: String,
        ping: Option<u64>,
    },
    EditTable {
        channel: u64,
        id: u64,
        rendered: Rendered,
        keep_picture: bool,
    },
    /// Deletes a retired table message.
    Delete { channel: u64, id: u64 },
    /// Edits a player's live panel through its token.
    EditPanel {
        user: UserId,
        token: String,
        edit: PanelEdit,
    },
    /// Deletes an older panel, through its own token, once a newer one is open.
    DeletePanel { token: String },
    /// Records how far the table is announced.
    SetAnnounced { announced: u64, closing: bool },
    /// Stops the match: its place is gone.
    LosePlace,
}

/// What a panel's edit shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum PanelEdit {
    Show(Showing),
    /// Its last state (expiring, or its table closed): the panel is forgotten after it.
    Last(Rendered),
}

/// What a call answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Heard {
    Done,
    /// A message or thread was made: its id.
    Made(u64),
    /// Messages found by a search.
    Found(Vec<u64>),
    Failed(RestError),
}

/// Whether a message that shows `shown` has the picture `rendered` shows already: then an
/// edit sends no file, and Discord keeps the one it has.
fn same_picture(shown: Option<&Rendered>, rendered: &Rendered) -> bool {
    match (shown.and_then(|s| s.picture.as_ref()), &rendered.picture) {
        (Some(had), Some(has)) => had.name == has.name,
        _ => false,
    }
}

impl Errand {
    /// The errand as it went when its picture could not: the text alone, so that what the
    /// message is known to show is what it shows (the picture goes with the next edit).
    pub fn without_picture(mut self) -> Errand {
        match &mut self {
            Errand::PostTable { rendered, .. }
            | Errand::EditTable { rendered, .. }
            | Errand::FinalTable { rendered, .. }
            | Errand::Recall { rendered, .. }
            | Errand::Announce {
                rendered: Some(rendered),
                ..
            } => rendered.picture = None,
            _ => {}
        }
        self
    }

    /// The name of the picture the call's message carries, if any.
    pub fn picture_name(&self) -> Option<String> {
        match self {
            Errand::PostTable { rendered, .. }
            | Errand::EditTable { rendered, .. }
            | Errand::FinalTable { rendered, .. }
            | Errand::Recall { rendered, .. }
            | Errand::Announce {
                rendered: Some(rendered),
                ..
            } => rendered.picture.as_ref().map(|p| p.name.clone()),
            _ => None,
        }
    }

    /// The call's name, for the logs (which never show what it carries: a token, a card).
    pub fn name(&self) -> &'static str {
        match self {
            Errand::Save(_) => "save",
            Errand::PostLobby { .. } => "post lobby",
            Errand::EditLobby { .. } => "edit lobby",
            Errand::OpenThread { .. } => "open thread",
            Errand::Note { .. } => "note",
            Errand::Announce { .. } => "announce",
            Errand::FinalTable { .. } => "final table",
            Errand::Recall { .. } => "recall",
            Errand::Search { .. } => "search",
            Errand::PostTable { .. } => "post table",
            Errand::EditTable { .. } => "edit table",
            Errand::Delete { .. } => "delete",
            Errand::EditPanel { .. } => "edit panel",
            Errand::DeletePanel { .. } => "delete panel",
            Errand::SetAnnounced { .. } => "set announced",
            Errand::LosePlace => "lose place",
        }
    }

    /// Whether `error`, answering this call, says something about the table or the bot
    /// rather than the call: a dead token always does, Discord out of reach too; a place
    /// gone only for the messages the table lives by (a thread refused, a channel that
    /// cannot be searched, an old message that cannot be deleted leave the table as it is).
    fn says_of_the_table(&self, error: &RestError) -> bool {
        match error {
            RestError::PlaceGone { .. } => matches!(
                self,
                Errand::PostLobby { .. }
                    | Errand::EditLobby { .. }
                    | Errand::Announce { .. }
                    | Errand::FinalTable { .. }
                    | Errand::Recall { .. }
                    | Errand::PostTable { .. }
                    | Errand::EditTable { .. }
            ),
            _ => true,
        }
    }
}

impl<G: Front> Desk<G> {
    /// The calls due now, in the order they are to be made, if each is answered as hoped.
    /// The first is the one to make; ask again once it is answered.
    pub fn plan(&self, now: Now, views: &BTreeMap<UserId, PanelView<G>>) -> Vec<Errand> {
        let mut calls = Vec::new();
        match self.life {
            Life::Dead | Life::Gone { told: true } => return calls,
            Life::Gone { told: false } => {
                calls.push(Errand::LosePlace);
                return calls;
            }
            Life::Open | Life::Closed => {}
        }
        if self.stalled.is_some_and(|until| now.at < until) {
            return calls;
        }
        let Some(info) = &self.info else {
            return calls;
        };
        self.plan_lobby(info, &mut calls);
        self.plan_announcements(info, &mut calls);
        if info.status == TableStatus::Playing || (info.status.is_open() && self.asked) {
            self.plan_table(info, now, &mut calls);
        }
        self.plan_panels(info, now, views, &mut calls);
        if self.dirty {
            calls.push(Errand::Save(Box::new(self.saved(None, now))));
        }
        calls
    }

    fn plan_lobby(&self, info: &TableInfo<G>, calls: &mut Vec<Errand>) {
        let place = info.place.0;
        match (&self.lobby, info.status) {
            (LobbyMessage::None, TableStatus::Lobby) => calls.push(Errand::PostLobby {
                channel: place,
                rendered: self.lobby_shows(info),
                nonce: format!("l{}", self.table),
            }),
            (LobbyMessage::Shown { id, shown }, TableStatus::Lobby) => {
                let rendered = self.lobby_shows(info);
                if shown.as_ref() != Some(&rendered) {
                    calls.push(Errand::EditLobby {
                        channel: place,
                        id: *id,
                        rendered,
                        last: false,
                    });
                }
            }
            (LobbyMessage::Shown { id, .. }, _) => calls.push(Errand::EditLobby {
                channel: place,
                id: *id,
                rendered: self.lobby_shows(info),
                last: true,
            }),
            _ => {}
        }
        if let (TableStatus::Lobby, true, None, LobbyMessage::Shown { id, .. }) =
            (info.status, self.want_thread, info.thread, &self.lobby)
        {
            let host = info.seats.first().map_or("?", |s| s.occupant.name());
            calls.push(Errand::OpenThread {
                channel: place,
                message: *id,
                name: t!(
                    self.lang,
                    "thread-name",
                    game = info.game.entry().name,
                    host = host
                )
                .chars()
                .take(100)
                .collect(),
            });
        }
        if let Some(note) = self.notes.front() {
            calls.push(Errand::Note {
                channel: note.channel,
                rendered: text(note.text.clone()),
                nonce: note.nonce.clone(),
            });
        }
    }

    /// What the lobby message shows for the table as it is.
    fn lobby_shows(&self, info: &TableInfo<G>) -> Rendered {
        match info.status {
            TableStatus::Lobby => {
                let invited: Vec<UserId> = self.invited.iter().map(|u| UserId(*u)).collect();
                render::lobby(self.lang, info, &invited)
            }
            TableStatus::Cancelled => {
                let note = self.outbox.iter().find_map(|o| match o {
                    Owing::Closing { why, .. } => render::closed(self.lang, info, *why, &[]).embed,
                    Owing::Said(_) => None,
                });
                let note = note.map_or_else(|| t!(self.lang, "panel-closed"), |e| e.description);
                render::lobby_closed(self.lang, info, &note)
            }
            _ => {
                let note = match info.thread {
                    Some(thread) => t!(self.lang, "lobby-begun-in-thread", thread = thread.0),
                    None => t!(self.lang, "lobby-begun"),
                };
                render::lobby_closed(self.lang, info, &note)
            }
        }
    }

    fn plan_announcements(&self, info: &TableInfo<G>, calls: &mut Vec<Errand>) {
        let channel = info.played_in().0;
        let recorded = |calls: &mut Vec<Errand>| {
            if (self.announced, self.closing_said) != self.recorded {
                calls.push(Errand::SetAnnounced {
                    announced: self.announced,
                    closing: self.closing_said,
                });
            }
        };
        // How far the table is announced is recorded before anything more is posted.
        recorded(calls);
        let Some(front) = self.outbox.front() else {
            return;
        };
        match front {
            Owing::Said(said) => {
                let rendered = G::announcement(self.lang, info, said);
                calls.push(Errand::Announce {
                    channel,
                    rendered,
                    nonce: format!("a{}.{}.{}", self.table, said.step, said.index),
                });
            }
            Owing::Closing { why, changes } => {
                let lobby_only = info.status == TableStatus::Cancelled
                    && matches!(self.message, TableMessage::None);
                if let TableMessage::Live { id, shown, .. } = &self.message {
                    let rendered = G::table(self.lang, info);
                    calls.push(Errand::FinalTable {
                        channel,
                        id: *id,
                        keep_picture: same_picture(shown.as_ref(), &rendered),
                        rendered,
                    });
                }
                calls.push(Errand::Announce {
                    channel,
                    // A lobby closes on its own message.
                    rendered: (!lobby_only).then(|| render::closed(self.lang, info, *why, changes)),
                    nonce: format!("c{}", self.table),
                });
            }
        }
    }

    fn plan_table(&self, info: &TableInfo<G>, now: Now, calls: &mut Vec<Errand>) {
        let channel = info.played_in().0;
        let step = info.step;
        let people = self.people_on_turn();
        // A person is pinged once a turn: those whose turn began since the last ping (one
        // seat's turn, or several choosing at once, pinged as each is first waited for).
        let fresh: Vec<UserId> = people
            .iter()
            .filter(|(_, began)| self.pinged.is_none_or(|pinged| *began > pinged))
            .map(|(user, _)| *user)
            .collect();
        let ping = !fresh.is_empty();
        let mut rendered = G::table(self.lang, info);
        rendered.mentions.retain(|user| fresh.contains(user));
        if let Some(after) = self.search {
            calls.push(Errand::Search { channel, after });
            return;
        }
        let post = |calls: &mut Vec<Errand>, nonce: String| {
            calls.push(Errand::PostTable {
                channel,
                rendered: rendered.clone(),
                nonce,
                ping: ping.then_some(step),
            });
        };
        match &self.message {
            TableMessage::Final => return,
            TableMessage::Unknown { nonce, .. } => {
                calls.push(Errand::Recall {
                    channel,
                    rendered: Rendered {
                        mentions: Vec::new(),
                        ..rendered.clone()
                    },
                    nonce: nonce.clone(),
                });
                return;
            }
            TableMessage::Posting { nonce, .. } => post(calls, nonce.clone()),
            TableMessage::None | TableMessage::Live { .. } => {
                let (shown, old, buried) = match &self.message {
                    TableMessage::Live {
                        shown,
                        posted_ms,
                        buried,
                        ..
                    } => (
                        shown.as_ref(),
                        now.unix_ms - posted_ms > TABLE_MESSAGE_LIFE.as_millis() as i64,
                        *buried,
                    ),
                    _ => (None, false, false),
                };
                let repost = ping
                    || self.asked
                    || old
                    || (!people.is_empty() && buried)
                    || matches!(self.message, TableMessage::None);
                if repost {
                    // Posting the same step's ping again (after a restart, say) finds the
                    // message made then.
                    let nonce = if ping {
                        format!("t{}.{step}", self.table)
                    } else {
                        format!("t{}.{step}.{}", self.table, now.unix_ms % 100_000)
                    };
                    calls.push(Errand::Save(Box::new(self.saved(Some(&nonce), now))));
                    post(calls, nonce);
                } else if let TableMessage::Live { id, .. } = self.message
                    && shown != Some(&rendered)
                    && !self.only_missed_picture(shown, &rendered)
                {
                    calls.push(Errand::EditTable {
                        channel,
                        id,
                        keep_picture: same_picture(shown, &rendered),
                        rendered,
                    });
                }
            }
        }
        // The messages it replaced go once the new one is saved, the newest first: that is
        // the one people see.
        if self.sweep && !self.retired.is_empty() {
            if self.dirty {
                calls.push(Errand::Save(Box::new(self.saved(None, now))));
            }
            for id in self.retired.iter().rev() {
                calls.push(Errand::Delete { channel, id: *id });
            }
        }
    }

    fn plan_panels(
        &self,
        info: &TableInfo<G>,
        now: Now,
        views: &BTreeMap<UserId, PanelView<G>>,
        calls: &mut Vec<Errand>,
    ) {
        for token in &self.replaced {
            calls.push(Errand::DeletePanel {
                token: token.clone(),
            });
        }
        for (user, panel) in &self.panels {
            if panel.is_answering(now.at) {
                continue;
            }
            let last = |rendered| Errand::EditPanel {
                user: *user,
                token: panel.token.clone(),
                edit: PanelEdit::Last(rendered),
            };
            if panel.is_expiring(now.at) {
                calls.push(last(render::panel_expired(panel.lang)));
                continue;
            }
            if !info.status.is_open() {
                calls.push(last(render::panel_closed(panel.lang, info)));
                continue;
            }
            match views.get(user) {
                // The table has moved on past what this desk has taken in (an update is
                // on its way, and another showing with it): the panel waits for it, so it
                // never shows a step without the line that goes with it.
                Some(PanelView::Seated(view)) if view.info.step > info.step => {}
                // Its player's own answer shows the table as it is.
                Some(PanelView::Seated(_)) if panel.answered_at == Some(info.step) => {}
                Some(PanelView::Seated(view)) => {
                    let showing = panel.next(view);
                    if showing.rendered != panel.shown {
                        calls.push(Errand::EditPanel {
                            user: *user,
                            token: panel.token.clone(),
                            edit: PanelEdit::Show(showing),
                        });
                    }
                }
                Some(PanelView::Gone) => calls.push(last(render::panel_closed(panel.lang, info))),
                Some(PanelView::Absent) | None => {}
            }
        }
    }

    /// Takes in the answer to `call`, made at `now`.
    pub fn answered(&mut self, call: Errand, answer: Heard, now: Now) {
        if let Heard::Failed(e) = &answer
            && call.says_of_the_table(e)
            && self.failed(e, now)
        {
            self.after_failure(&call, e);
            return;
        }
        match call {
            Errand::Save(saved) => self.saved_answered(*saved),
            Errand::PostLobby { rendered, .. } => {
                self.lobby = match answer {
                    Heard::Made(id) => LobbyMessage::Shown {
                        id,
                        shown: Some(rendered),
                    },
                    _ => LobbyMessage::Refused,
                };
                self.dirty = true;
            }
            Errand::EditLobby {
                id, rendered, last, ..
            } => self.lobby_edited(id, rendered, last, &answer),
            Errand::OpenThread { .. } => self.thread_opened(answer),
            Errand::Note { .. } => {
                self.notes.pop_front();
            }
            Errand::Announce { .. } => self.delivered(),
            Errand::FinalTable { .. } => self.message = TableMessage::Final,
            Errand::Recall { .. } => self.recalled(answer),
            Errand::Search { .. } => self.searched(answer),
            Errand::PostTable { rendered, ping, .. } => {
                self.table_posted(rendered, ping, answer, now);
            }
            Errand::EditTable { rendered, .. } => self.table_edited(rendered, answer),
            Errand::Delete { id, .. } => {
                if matches!(answer, Heard::Failed(_)) {
                    // Tried again at the next post.
                    self.sweep = false;
                } else {
                    self.retired.retain(|old| *old != id);
                    self.dirty = true;
                }
            }
            Errand::EditPanel { user, edit, .. } => self.panel_edited(user, edit, &answer),
            // Deleted, or it cannot be: a token past its 15 minutes leaves the panel where
            // it is (told to reopen, without buttons), and is never tried again.
            Errand::DeletePanel { token } => self.replaced.retain(|t| *t != token),
            Errand::SetAnnounced { announced, closing } => self.recorded = (announced, closing),
            Errand::LosePlace => self.life = Life::Gone { told: true },
        }
    }

    /// The Discord side is saved; with a post written ahead, that post is under way.
    fn saved_answered(&mut self, saved: Frontend) {
        self.dirty = false;
        if let Some(nonce) = saved.posting
            && matches!(self.message, TableMessage::None | TableMessage::Live { .. })
        {
            let replacing = match self.message {
                TableMessage::Live { id, .. } => Some(id),
                _ => None,
            };
            self.message = TableMessage::Posting { nonce, replacing };
        }
    }

    fn lobby_edited(&mut self, id: u64, rendered: Rendered, last: bool, answer: &Heard) {
        let gone = matches!(
            answer,
            Heard::Failed(RestError::UnknownMessage | RestError::OldMessage)
        );
        self.lobby = match (gone, last) {
            (true, false) => LobbyMessage::None,
            (_, true) => LobbyMessage::Closed { id },
            (false, false) => LobbyMessage::Shown {
                id,
                shown: Some(rendered),
            },
        };
        self.dirty = true;
    }

    /// The match's thread is open, or could not be: then a note says why, in the channel.
    fn thread_opened(&mut self, answer: Heard) {
        match answer {
            Heard::Made(thread) => {
                if let Some(info) = self.info.as_mut() {
                    info.thread = Some(crate::table::PlaceId(thread));
                }
            }
            Heard::Failed(e) => {
                let said = match e {
                    RestError::PlaceGone { code: 50013, .. } => "note-no-thread-permission",
                    _ => "note-no-threads",
                };
                if let Some(info) = &self.info {
                    self.notes.push_back(Note {
                        channel: info.place.0,
                        text: t!(self.lang, said),
                        nonce: format!("n{}", self.table),
                    });
                }
            }
            Heard::Done | Heard::Found(_) => {}
        }
        self.want_thread = false;
        self.dirty = true;
    }

    /// A post whose outcome was unknown was made again by its nonce: whatever it made is
    /// retired, with the message it was to replace, and the channel searched for strays.
    fn recalled(&mut self, answer: Heard) {
        let replacing = match self.message {
            TableMessage::Unknown { replacing, .. } => replacing,
            _ => None,
        };
        if let Heard::Made(made) = answer {
            self.retired.push(made);
        }
        self.retired.extend(replacing);
        self.message = TableMessage::None;
        self.search = Some(replacing);
        self.dirty = true;
    }

    fn searched(&mut self, answer: Heard) {
        if let Heard::Found(found) = answer {
            for id in found {
                if !self.retired.contains(&id) {
                    self.retired.push(id);
                    self.dirty = true;
                }
            }
        }
        self.search = None;
    }

    fn table_posted(&mut self, rendered: Rendered, ping: Option<u64>, answer: Heard, now: Now) {
        let replacing = match self.message {
            TableMessage::Posting { replacing, .. } => replacing,
            _ => None,
        };
        match answer {
            Heard::Made(id) => {
                self.retired.extend(replacing);
                self.retired.retain(|old| *old != id);
                self.message = TableMessage::Live {
                    id,
                    posted_ms: now.unix_ms,
                    // As later showings render it: a ping is the post's alone.
                    shown: Some(Rendered {
                        mentions: Vec::new(),
                        ..rendered
                    }),
                    buried: false,
                };
                if ping.is_some() {
                    self.pinged = ping;
                }
                self.asked = false;
                self.sweep = true;
            }
            // Refused: the message it was to replace (if any) stays, marked to be
            // replaced at the next chance.
            _ => {
                self.message = match replacing {
                    Some(id) => TableMessage::Live {
                        id,
                        posted_ms: now.unix_ms,
                        shown: None,
                        buried: true,
                    },
                    None => TableMessage::None,
                };
                self.asked = false;
            }
        }
        self.dirty = true;
    }

    fn table_edited(&mut self, rendered: Rendered, answer: Heard) {
        match (&mut self.message, answer) {
            // Deleted by a moderator: posted afresh.
            (message, Heard::Failed(RestError::UnknownMessage)) => {
                *message = TableMessage::None;
                self.dirty = true;
            }
            // Too old to edit: posted afresh, and this one retired.
            (TableMessage::Live { posted_ms, .. }, Heard::Failed(RestError::OldMessage)) => {
                *posted_ms = 0;
            }
            (TableMessage::Live { shown, .. }, _) => *shown = Some(rendered),
            _ => {}
        }
    }

    fn panel_edited(&mut self, user: UserId, edit: PanelEdit, answer: &Heard) {
        match (edit, answer) {
            (PanelEdit::Show(showing), Heard::Done | Heard::Made(_) | Heard::Found(_)) => {
                self.panel_showed(user, showing);
            }
            // Not taken, for a reason that may pass: shown at the next change.
            (PanelEdit::Show(showing), Heard::Failed(e))
                if !matches!(e, RestError::TokenExpired | RestError::UnknownMessage) =>
            {
                self.panel_showed(user, showing);
            }
            _ => {
                self.panels.remove(&user);
                self.dirty = true;
            }
        }
    }

    /// A call failed in a way that says something about the table or the bot (see
    /// [`Desk::failed`]): what the call leaves behind.
    fn after_failure(&mut self, call: &Errand, error: &RestError) {
        if let (Errand::PostTable { .. } | Errand::Recall { .. }, RestError::Unreachable(_)) =
            (call, error)
        {
            // Made or not, nobody knows: the next post finds out by its nonce.
            if let TableMessage::Posting { nonce, replacing } = &self.message {
                self.message = TableMessage::Unknown {
                    nonce: nonce.clone(),
                    replacing: *replacing,
                };
                self.dirty = true;
            }
        }
        if let (Errand::Delete { .. }, RestError::Unreachable(_)) = (call, error) {
            self.sweep = false;
        }
    }

    /// The announcement at the front of the outbox is out (or could never be made).
    fn delivered(&mut self) {
        let Some(item) = self.outbox.pop_front() else {
            return;
        };
        match item {
            Owing::Said(said) => {
                if let TableMessage::Live { buried, .. } = &mut self.message {
                    *buried = true;
                }
                let more_of_this_action = matches!(self.outbox.front(), Some(Owing::Said(next)) if next.step == said.step);
                if !more_of_this_action {
                    self.announced = self.announced.max(said.step + 1);
                }
            }
            Owing::Closing { .. } => self.closing_said = true,
        }
    }
}

#[cfg(test)]
#[path = "plan_tests.rs"]
mod tests;
