//! What a table's worker knows of the table on Discord, as plain data: the messages it
//! made and what they show, what it owes, the players' live panels. It changes only by
//! taking in what happened (an update, a notice) and the answers to its calls; what to do
//! next is [`Desk::plan`]'s to say (in `plan.rs`). No I/O and no clock here: the moment is
//! always passed in, so every decision can be tested call by call.

use std::collections::{BTreeMap, VecDeque};
use std::time::Duration;

use tokio::time::Instant;

use super::frontend::Frontend;
use super::panels::{Panel, PanelAnswer, Showing};
use crate::ai::Level;
use crate::discord::front::Front;
use crate::discord::render::{self, Rendered};
use crate::discord::rest::RestError;
use crate::games::Game;
use crate::games::ribs::Match;
use crate::table::{
    ActedBy, Announcement, Audience, Closing, MatchId, Owed, RatingChange, TableInfo, TableStatus,
    Update, UpdateKind, UserId,
};
use crate::text::Lang;

/// How long changes to a table are gathered before they are shown: a computer's move and
/// the next come a second or more apart, a person's click and its effects at once.
pub(super) const COALESCE: Duration = Duration::from_millis(400);
/// How long a player's own click may take to answer their panel before the panel is
/// edited anyway.
pub(super) const ANSWERING: Duration = Duration::from_millis(1500);
/// How long before calls Discord could not take are tried again.
pub(super) const RETRY: Duration = Duration::from_secs(5);
/// A table message older than this is posted afresh rather than edited: Discord caps the
/// edits of messages older than an hour.
pub(super) const TABLE_MESSAGE_LIFE: Duration = Duration::from_secs(50 * 60);

/// A moment, on the process's clock (for timers) and as Unix ms (for what is saved).
#[derive(Clone, Copy, Debug)]
pub(super) struct Now {
    pub at: Instant,
    pub unix_ms: i64,
}

/// An announcement waiting to be posted.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Owing<G: Game = Match> {
    /// What an action gave the table to announce.
    Said(Announcement<G>),
    /// The table closed (a won match with each seat's rating change).
    Closing {
        why: Closing,
        changes: Vec<RatingChange>,
    },
}

/// A line posted once in a channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Note {
    pub channel: u64,
    pub text: String,
    pub nonce: String,
}

/// The live table message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum TableMessage {
    /// None yet, or the last one is gone (deleted by a moderator, too old to edit).
    None,
    /// A post written ahead: its nonce is saved, the post not answered yet. `replacing` is
    /// the message it replaces.
    Posting {
        nonce: String,
        replacing: Option<u64>,
    },
    /// A post whose outcome is unknown (a crash while posting, an answer that never came):
    /// posting with its nonce again finds the message if Discord made it.
    Unknown {
        nonce: String,
        replacing: Option<u64>,
    },
    Live {
        id: u64,
        /// When it was posted (Unix ms).
        posted_ms: i64,
        /// What it shows (`None` after a restart: unknown).
        shown: Option<Rendered>,
        /// Announcements were posted below it since.
        buried: bool,
    },
    /// The table closed: the message shows its last state, without controls.
    Final,
}

/// The lobby message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum LobbyMessage {
    None,
    Shown {
        id: u64,
        shown: Option<Rendered>,
    },
    /// It shows its last state (the match began, or the table closed).
    Closed {
        id: u64,
    },
    /// Discord refused to post it: tried again after a restart.
    Refused,
}

/// Where the table is in its life, as far as Discord is concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Life {
    Open,
    /// The table closed; its closing is queued (or delivered).
    Closed,
    /// Its place is gone: the match is to be stopped (`told`: the service knows).
    Gone {
        told: bool,
    },
    /// Discord refused the bot's token: no call at all any more.
    Dead,
}

/// What a player's panel should be told once the table says how they stand.
#[derive(Clone, Debug)]
pub(super) enum PanelView<G: Game = Match> {
    Seated(Box<crate::table::PlayerView<G>>),
    /// Not seated, or the match not started: nothing to show.
    Absent,
    /// The table could not say: the panel is told it is closed.
    Gone,
}

/// The Discord side of one table.
#[derive(Clone, Debug)]
pub(super) struct Desk<G: Front = Match> {
    pub table: MatchId,
    /// What the table's public messages speak: the server's language when it was opened.
    pub lang: Lang,
    pub info: Option<TableInfo<G>>,
    pub life: Life,
    pub want_thread: bool,
    pub level: Option<Level>,
    pub invited: Vec<u64>,
    pub lobby: LobbyMessage,
    pub message: TableMessage,
    /// The latest step whose player was pinged (a turn pings its player once, whatever
    /// message carries it).
    pub pinged: Option<u64>,
    /// Someone asked for the table message afresh at the bottom (`/ribs table`, a deleted
    /// lobby).
    pub asked: bool,
    /// Earlier table messages still to delete; `sweep` once a post means to delete them.
    pub retired: Vec<u64>,
    pub sweep: bool,
    /// The table picture Discord did not take (refused, or not drawn): the message shows
    /// the text alone, and the picture goes again with the next change of the text, not
    /// at once (a picture refused for good would make every showing edit the message
    /// until the call limit, and leave the rest of the table waiting).
    pub unpictured: Option<String>,
    /// After a post whose outcome was unknown: search the channel's newer messages for
    /// table messages nobody heard of (after this message, when known).
    pub search: Option<Option<u64>>,
    pub outbox: VecDeque<Owing<G>>,
    /// Steps of the log whose announcements are delivered, and the same as recorded in the
    /// store; steps whose announcements are queued (so none is queued twice).
    pub announced: u64,
    pub recorded: (u64, bool),
    pub queued: u64,
    /// The closing is delivered.
    pub closing_said: bool,
    pub panels: BTreeMap<UserId, Panel>,
    /// Older panels to take off their people's screens (their tokens): one panel per
    /// person at a time.
    pub replaced: Vec<String>,
    /// Lines to post, once each (a thread that could not be opened, a seat handed to the
    /// autopilot by the others).
    pub notes: VecDeque<Note>,
    /// Something changed that the store should keep.
    pub dirty: bool,
    /// When the table should next be shown (gathered changes, a person's turn).
    pub due: Option<Instant>,
    /// Discord could not be reached: nothing is tried before this.
    pub stalled: Option<Instant>,
}

impl<G: Front> Desk<G> {
    /// The desk of a table from what the store says of it: what it is owed (from its
    /// committed log) and the Discord state saved with it.
    pub fn recover(owed: Owed<G>, changes: Vec<RatingChange>, now: Now) -> Desk<G> {
        let saved = Frontend::parse(owed.frontend.as_deref());
        let message = match (
            saved.posting.clone(),
            saved.table_message,
            saved.table_posted_ms,
        ) {
            (Some(nonce), replacing, _) => TableMessage::Unknown { nonce, replacing },
            (None, Some(id), posted) => TableMessage::Live {
                id,
                posted_ms: posted.unwrap_or(now.unix_ms),
                shown: None,
                buried: false,
            },
            (None, None, _) => TableMessage::None,
        };
        let lobby = match (saved.lobby_message, saved.lobby_closed) {
            (Some(id), true) => LobbyMessage::Closed { id },
            (Some(id), false) => LobbyMessage::Shown { id, shown: None },
            (None, _) => LobbyMessage::None,
        };
        let panels = saved
            .panels
            .iter()
            .cloned()
            .filter_map(|p| Panel::restored(p, now.at, now.unix_ms))
            .collect();
        let mut outbox: VecDeque<Owing<G>> =
            owed.announcements.into_iter().map(Owing::Said).collect();
        let closed = owed.closing.is_some() || !owed.info.status.is_open();
        let owed_nothing = owed.closing.is_none();
        if let Some(why) = owed.closing {
            outbox.push_back(Owing::Closing { why, changes });
        }
        Desk {
            table: owed.info.id,
            lang: saved.lang.as_deref().map_or(Lang::En, Lang::of_discord),
            queued: owed.info.step,
            life: if closed { Life::Closed } else { Life::Open },
            closing_said: closed && owed_nothing,
            info: Some(owed.info),
            want_thread: saved.want_thread,
            level: saved.level,
            invited: saved.invited,
            lobby,
            message,
            pinged: saved.pinged_step,
            asked: false,
            retired: saved.retired,
            sweep: false,
            unpictured: None,
            search: None,
            outbox,
            announced: owed.announced,
            recorded: (owed.announced, closed && owed_nothing),
            panels,
            replaced: Vec::new(),
            notes: VecDeque::new(),
            dirty: false,
            // Show the live step at once: a restart should not wait for the next move.
            due: Some(now.at),
            stalled: None,
        }
    }

    /// The Discord side as saved with the table; `posting` when a post is written ahead.
    pub fn saved(&self, posting: Option<&str>, now: Now) -> Frontend {
        let (table_message, table_posted_ms, unknown) = match &self.message {
            TableMessage::Live { id, posted_ms, .. } => (Some(*id), Some(*posted_ms), None),
            TableMessage::Posting { replacing, .. } => (*replacing, None, None),
            TableMessage::Unknown { nonce, replacing } => (*replacing, None, Some(nonce.clone())),
            TableMessage::None | TableMessage::Final => (None, None, None),
        };
        let (lobby_message, lobby_closed) = match self.lobby {
            LobbyMessage::None | LobbyMessage::Refused => (None, false),
            LobbyMessage::Shown { id, .. } => (Some(id), false),
            LobbyMessage::Closed { id } => (Some(id), true),
        };
        Frontend {
            lang: Some(self.lang.discord_locale().to_string()),
            want_thread: self.want_thread,
            level: self.level,
            lobby_message,
            lobby_closed,
            table_message,
            table_posted_ms,
            pinged_step: self.pinged,
            posting: posting.map(str::to_string).or(unknown),
            retired: self.retired.clone(),
            invited: self.invited.clone(),
            panels: self
                .panels
                .iter()
                .filter(|(_, panel)| !panel.is_expiring(now.at))
                .map(|(user, panel)| panel.saved(*user))
                .collect(),
        }
    }

    /// Whether nothing more will ever be owed: the table is closed (or its place gone, or
    /// the token dead) and everything it owed is delivered.
    pub fn is_done(&self) -> bool {
        match self.life {
            Life::Open => false,
            Life::Dead | Life::Gone { told: true } => true,
            Life::Gone { told: false } => false,
            Life::Closed => {
                self.outbox.is_empty()
                    && self.panels.is_empty()
                    && self.replaced.is_empty()
                    && !self.dirty
                    && self.recorded.1
                    && !matches!(self.lobby, LobbyMessage::Shown { .. })
            }
        }
    }

    /// The next moment something is due: gathered changes, a retry, a panel about to expire
    /// or whose player's answer is late. (Moments already past are not: the showing at that
    /// moment took them in.)
    pub fn next_wake(&self, now: Instant) -> Option<Instant> {
        if matches!(self.life, Life::Dead | Life::Gone { told: true }) {
            return None;
        }
        if let Some(until) = self.stalled.filter(|until| *until > now) {
            return Some(until);
        }
        let panels = self
            .panels
            .values()
            .flat_map(|p| std::iter::once(p.expires_at()).chain(p.answering))
            .filter(|at| *at > now);
        self.due.into_iter().chain(panels).min()
    }

    fn soon(&mut self, now: Now) {
        if self.due.is_none() {
            self.due = Some(now.at + COALESCE);
        }
    }

    // ----- Taking in what happened -----

    /// What the table told one person alone (the autopilot acted for them, another
    /// handed their seat over, the game told them what they drew): a line for their panel.
    fn told_privately(&mut self, user: UserId, kind: UpdateKind<G>, now: Now) {
        let lang = self.panels.get(&user).map_or(self.lang, |p| p.lang);
        let by_name = |by: UserId| {
            self.info
                .as_ref()
                .and_then(|info| info.seat_of(by).map(|s| render::seat_label(lang, info, s)))
                .unwrap_or_else(|| crate::t!(lang, "another-player"))
        };
        let line = match kind {
            UpdateKind::ActedForYou { action, .. } => Some(crate::t!(
                lang,
                "acted-for-you",
                action = G::action_words(lang, action)
            )),
            UpdateKind::TakenOver { by, after } => {
                Some(render::taken_over_from_you(lang, &by_name(by), after))
            }
            UpdateKind::Told { seat, events, .. } => self
                .info
                .as_ref()
                .and_then(|info| G::told(lang, info, seat, &events)),
            _ => None,
        };
        if let (Some(line), Some(panel)) = (line, self.panels.get_mut(&user)) {
            panel.note = Some(line);
            self.soon(now);
        }
    }

    /// An update of the table service's.
    pub fn update(&mut self, update: Update<G>, changes: Vec<RatingChange>, now: Now) {
        if matches!(self.life, Life::Gone { .. } | Life::Dead) {
            return;
        }
        if let Audience::Player(user) = update.audience {
            self.told_privately(user, update.kind, now);
            return;
        }
        match update.kind {
            UpdateKind::Lobby { info }
            | UpdateKind::Started { info, .. }
            | UpdateKind::Overdue { info, .. }
            | UpdateKind::Saving { info }
            | UpdateKind::Autopilot {
                info,
                taken_by: None,
                ..
            } => self.take_info(info),
            UpdateKind::Autopilot {
                info,
                seat,
                taken_by: Some(handed),
            } => {
                // Said once in the channel: who handed whose seat over, and why.
                if let Some(line) =
                    render::taken_over(self.lang, &info, seat, handed.by, handed.after)
                {
                    self.notes.push_back(Note {
                        channel: info.played_in().0,
                        text: line,
                        nonce: format!("o{}.{}", self.table, info.step),
                    });
                }
                self.take_info(info);
            }
            UpdateKind::Played {
                info,
                seat,
                action,
                by,
                announcements,
                ..
            } => {
                if by == ActedBy::Player
                    && let Some(user) = info.seats.get(seat.index()).and_then(|s| s.occupant.user())
                    && let Some(panel) = self.panels.get_mut(&user)
                {
                    // Their click's answer shows the panel; should it be slow, the panel's
                    // own edits already say what they did (a choice made in secret with
                    // others: as the game told them, privately, just before).
                    panel.answering = Some(now.at + ANSWERING);
                    if let Some(action) = action {
                        panel.told(G::you_did(panel.lang, action));
                    }
                }
                // Queued once: a start reads what the log owes, and updates of the same
                // actions may still be on their way.
                self.outbox.extend(
                    announcements
                        .into_iter()
                        .filter(|said| said.step >= self.queued)
                        .map(Owing::Said),
                );
                let step = info.step;
                self.take_info(info);
                self.queued = self.queued.max(step);
            }
            UpdateKind::Closed { info, why } => {
                self.take_info(info);
                if self.life == Life::Open {
                    self.life = Life::Closed;
                    self.outbox.push_back(Owing::Closing { why, changes });
                }
            }
            UpdateKind::ActedForYou { .. }
            | UpdateKind::TakenOver { .. }
            | UpdateKind::Told { .. } => {}
        }
        // A person's turn is told at once (the table waits for them); the rest is gathered.
        if !self.people_on_turn().is_empty() {
            self.due = Some(now.at);
        } else {
            self.soon(now);
        }
    }

    /// The newest of what the table said of itself (an update can arrive after a newer
    /// reading, at a start).
    fn take_info(&mut self, info: TableInfo<G>) {
        let older = self.info.as_ref().is_some_and(|known| {
            info.step < known.step || (!known.status.is_open() && info.status.is_open())
        });
        if !older {
            self.info = Some(info);
        }
    }

    /// Post the table message afresh at the bottom (`/ribs table`).
    pub fn repost(&mut self, now: Now) {
        self.asked = true;
        self.soon(now);
    }

    /// A player answered an interaction with their panel.
    pub fn panel_opened(&mut self, answer: PanelAnswer, now: Now) {
        let (user, fresh) = (answer.user, answer.fresh);
        let old = self.panels.remove(&user);
        let mut panel = Panel::reopened(answer, old.as_ref(), now.at, now.unix_ms);
        panel.answered_at = self.info.as_ref().map(|i| i.step);
        self.panels.insert(user, panel);
        // A new panel: the older one is deleted through its own token, so that a person
        // who opens "Your hand" at each turn keeps one panel on their screen, not one per
        // turn. (An answer in the panel itself only renews its token.) A token Discord no
        // longer takes (past its 15 minutes) cannot delete it: that panel was told to
        // reopen at its 14th minute, without buttons, and stays on their screen until
        // their client drops it (ephemeral messages do not outlive a reload).
        if let Some(old) = old
            && fresh
            && old.token_lives(now.at)
        {
            self.replaced.push(old.token);
        }
        // Its token is saved, so that a restart does not leave the panel behind: with the
        // next showing, so that a burst of clicks makes one write, not one each.
        self.dirty = true;
        self.soon(now);
    }

    /// The table's place is gone or closed to the bot: the match stops, and nothing more
    /// is sent there (its closing cannot be said where nobody can read it).
    pub fn place_gone(&mut self) {
        if !matches!(self.life, Life::Gone { .. } | Life::Dead) {
            self.life = Life::Gone { told: false };
            self.outbox.clear();
            self.panels.clear();
            self.replaced.clear();
        }
    }

    /// A message of the table's channel was deleted (by a moderator, say).
    pub fn message_deleted(&mut self, message: u64, now: Now) {
        let status = self.info.as_ref().map(|i| i.status);
        if matches!(self.message, TableMessage::Live { id, .. } if id == message) {
            self.message = TableMessage::None;
            self.dirty = true;
            self.soon(now);
        } else if matches!(self.lobby, LobbyMessage::Shown { id, .. } if id == message)
            && status == Some(TableStatus::Lobby)
        {
            self.lobby = LobbyMessage::None;
            self.dirty = true;
            self.soon(now);
        } else if self.retired.contains(&message) {
            self.retired.retain(|m| *m != message);
            self.dirty = true;
        }
    }

    /// A call's picture (named `name`) did not go with its message.
    pub fn picture_missed(&mut self, name: String) {
        self.unpictured = Some(name);
    }

    /// Whether `shown` differs from `rendered` only by a picture that did not go: then
    /// there is nothing to edit until the text changes too.
    pub fn only_missed_picture(&self, shown: Option<&Rendered>, rendered: &Rendered) -> bool {
        let (Some(shown), Some(picture)) = (shown, &rendered.picture) else {
            return false;
        };
        self.unpictured.as_deref() == Some(picture.name.as_str())
            && shown.picture.is_none()
            && *shown
                == Rendered {
                    picture: None,
                    ..rendered.clone()
                }
    }

    /// Whether `message` is the live table message.
    pub fn is_live(&self, message: u64) -> bool {
        matches!(self.message, TableMessage::Live { id, .. } if id == message)
    }

    /// The people the table waits for (not computers, not the autopilot), each with the
    /// step their turn began: one on a turn of one seat, several choosing at once.
    pub fn people_on_turn(&self) -> Vec<(UserId, u64)> {
        let Some(info) = self.info.as_ref() else {
            return Vec::new();
        };
        if info.status != TableStatus::Playing {
            return Vec::new();
        }
        info.waiting
            .iter()
            .filter_map(|seat| info.seats.get(seat.index()))
            .filter(|seat| !seat.on_autopilot)
            .filter_map(|seat| Some((seat.occupant.user()?, seat.turn_began.unwrap_or(info.step))))
            .collect()
    }

    /// A panel's next edit was made. When it tells the player something new (its top
    /// line, or the news it has told), the table's state is saved with the next showing:
    /// a restart then goes on from that line, never from an older one.
    pub fn panel_showed(&mut self, user: UserId, showing: Showing) {
        if let Some(panel) = self.panels.get_mut(&user) {
            let told = panel.notice != showing.notice || panel.seen != Some(showing.seen);
            panel.showed(showing);
            self.dirty |= told;
        }
    }

    /// The failure of a call that says something about the table or the bot rather than
    /// the call: the place is gone, the token dead, Discord out of reach. True when it was
    /// one of those.
    pub fn failed(&mut self, error: &RestError, now: Now) -> bool {
        match error {
            RestError::PlaceGone { .. } => {
                self.place_gone();
                true
            }
            RestError::Unauthorized => {
                self.life = Life::Dead;
                true
            }
            RestError::Unreachable(_) => {
                self.stalled = Some(now.at + RETRY);
                true
            }
            _ => false,
        }
    }
}
