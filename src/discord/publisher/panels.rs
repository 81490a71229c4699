//! Players' live panels: the ephemeral "Your hand" message each opened, kept up to date
//! through the token of their latest interaction with it.
//!
//! An interaction token lives 15 minutes. A panel is edited with it while it is younger
//! than [`EXPIRES_AFTER`]; then it is told to reopen and forgotten, so no edit ever uses a
//! token Discord no longer accepts and no panel is left with buttons that do nothing.

use std::time::Duration;

use tokio::time::Instant;

use super::frontend::SavedPanel;
use crate::discord::render::{self, Rendered};
use crate::game::Action;
use crate::table::{PlayerView, UserId, now_ms};

/// How long a panel's token is used: Discord accepts it for 15 minutes.
pub(super) const EXPIRES_AFTER: Duration = Duration::from_secs(14 * 60);
/// How long Discord accepts an interaction's token.
const TOKEN_LIFE: Duration = Duration::from_secs(15 * 60);

/// A player answered an interaction with their panel: it is their live panel now,
/// editable through `token` for 15 minutes, and shows `shown`.
#[derive(Debug)]
pub struct Opened {
    pub user: UserId,
    pub token: String,
    pub shown: Rendered,
    /// A new message (an older panel then stops), not an answer given in the panel itself.
    pub fresh: bool,
}

/// One player's live panel.
pub(super) struct Panel {
    pub token: String,
    /// When the interaction behind `token` arrived: on this process's clock, and as Unix
    /// ms (saved, for a restart).
    pub since: Instant,
    pub opened_ms: i64,
    /// What the panel shows now.
    pub shown: Rendered,
    /// The hand and the number of finished tricks the panel last told the player about.
    pub seen: Option<(u32, usize)>,
    /// A line for the player's next edit (the autopilot played for them).
    pub note: Option<String>,
    /// The line the panel shows at its top now.
    pub notice: Option<String>,
    /// The player just acted: their click's own answer shows the panel, so it is not
    /// edited until that answer is in (the click then renews the token), or this moment
    /// has passed (they acted elsewhere: on the table message, say).
    pub answering: Option<Instant>,
}

impl Panel {
    pub fn new(token: String, shown: Rendered) -> Panel {
        Panel {
            token,
            since: Instant::now(),
            opened_ms: now_ms(),
            shown,
            seen: None,
            note: None,
            notice: None,
            answering: None,
        }
    }

    /// The live panel after its player answered an interaction with it, taking over from
    /// the panel they had (`old`): its token and what it shows are the answer's; the line
    /// at its top stays the old panel's, which the worker keeps as news arrives (their own
    /// action among it, in the order the table took it), so an answer that arrives late
    /// never brings back an older line.
    pub fn reopened(opened: Opened, old: Option<&Panel>) -> Panel {
        let mut panel = Panel::new(opened.token, opened.shown);
        if let Some(old) = old {
            panel.seen = old.seen;
            panel.notice = old.notice.clone();
        }
        panel
    }

    /// The panel as saved with the table.
    pub fn saved(&self, user: UserId) -> SavedPanel {
        SavedPanel {
            user: user.0,
            token: self.token.clone(),
            opened_ms: self.opened_ms,
            seen: self.seen,
            notice: self.notice.clone(),
        }
    }

    /// A saved panel, live again after a restart: `None` once Discord no longer accepts
    /// its token. What it shows is unknown, so its next showing edits it.
    pub fn restored(saved: SavedPanel) -> Option<(UserId, Panel)> {
        let age = Duration::from_millis(u64::try_from(now_ms() - saved.opened_ms).ok()?);
        if age >= TOKEN_LIFE {
            return None;
        }
        let since = Instant::now().checked_sub(age)?;
        let panel = Panel {
            token: saved.token,
            since,
            opened_ms: saved.opened_ms,
            shown: Rendered::default(),
            seen: saved.seen,
            note: None,
            notice: saved.notice,
            answering: None,
        };
        Some((UserId(saved.user), panel))
    }

    pub fn expires_at(&self) -> Instant {
        self.since + EXPIRES_AFTER
    }

    /// Whether the panel waits for its player's own click to be answered.
    pub fn is_answering(&self) -> bool {
        self.answering.is_some_and(|until| Instant::now() < until)
    }

    pub fn is_expiring(&self) -> bool {
        Instant::now() >= self.expires_at()
    }

    /// The panel as it should be now for `view`, with a line about the latest thing that
    /// happened to the player (a new hand dealt, a trick finished, the autopilot acting
    /// for them), kept until something newer happens.
    pub fn render(&mut self, view: &PlayerView) -> Rendered {
        let v = &view.view;
        let now = (v.hand, v.tricks.len());
        let fresh = match self.seen {
            Some((hand, _)) if hand != now.0 => Some(render::new_hand_notice(view)),
            Some((_, tricks)) if now.1 > tricks => {
                v.tricks.last().map(|t| render::trick_notice(view, t))
            }
            _ => None,
        };
        self.seen = Some(now);
        if let Some(line) = self.note.take().or(fresh) {
            self.told(line);
        }
        render::panel(view, None, self.notice.as_deref())
    }

    /// A line for the top of the panel from now on.
    pub fn told(&mut self, line: String) {
        self.notice = Some(line);
    }

    /// Tells the player the autopilot acted for them, at the next edit.
    pub fn acted_for_you(&mut self, action: Action) {
        self.note = Some(format!(
            "⏱ Your time ran out: the autopilot played {} for you.",
            render::action_words(action)
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(line: &str) -> Opened {
        Opened {
            user: UserId(1),
            token: "new".into(),
            shown: Rendered {
                content: format!("{line}\n\nHand 1 · trick 2 of 4"),
                ..Rendered::default()
            },
            fresh: false,
        }
    }

    #[test]
    fn a_late_answer_never_brings_back_an_older_line() {
        // The player played; the worker took in their play, then the trick it ended.
        let mut old = Panel::new("old".into(), Rendered::default());
        old.told("✅ You played 10♦ 7♥ face up.".into());
        old.told("🂠 Trick 2: Dan made the bid of 5".into());
        // The click's own answer comes in only now.
        let panel = Panel::reopened(answer("✅ You played 10♦ 7♥ face up."), Some(&old));
        assert_eq!(panel.notice, old.notice, "the newest line stays");
        assert_eq!(panel.token, "new", "the answer renews the token");
        assert_eq!(
            panel.shown.content.lines().next(),
            Some("✅ You played 10♦ 7♥ face up.")
        );
    }

    #[test]
    fn a_saved_panel_comes_back_while_its_token_lasts() {
        let mut panel = Panel::new("token".into(), Rendered::default());
        panel.seen = Some((2, 3));
        panel.told("🂠 Trick 3: Dan made the bid of 5".into());
        let saved = panel.saved(UserId(7));
        let at = |minutes_ago: i64| SavedPanel {
            opened_ms: now_ms() - minutes_ago * 60_000 - 1,
            ..saved.clone()
        };
        let (user, back) = Panel::restored(at(0)).expect("a fresh token");
        assert_eq!(user, UserId(7));
        assert_eq!((back.token.as_str(), back.seen), ("token", Some((2, 3))));
        assert_eq!(back.notice, panel.notice, "its top line stays");
        assert!(!back.is_expiring());
        assert_eq!(back.shown, Rendered::default(), "its next showing edits it");
        let (_, late) = Panel::restored(at(14)).expect("Discord still takes it");
        assert!(late.is_expiring(), "told to reopen at once");
        assert!(Panel::restored(at(15)).is_none(), "Discord refuses it now");
    }

    #[tokio::test(start_paused = true)]
    async fn a_panel_is_given_up_before_discord_refuses_its_token() {
        let panel = Panel::new("token".into(), Rendered::default());
        assert!(!panel.is_expiring());
        tokio::time::advance(Duration::from_secs(13 * 60 + 59)).await;
        assert!(!panel.is_expiring());
        tokio::time::advance(Duration::from_secs(1)).await;
        assert!(
            panel.is_expiring(),
            "at 14 minutes: a minute before Discord's 15"
        );
        assert!(EXPIRES_AFTER < Duration::from_secs(15 * 60));
    }
}
