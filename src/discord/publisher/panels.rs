//! Players' live panels: the ephemeral "Your hand" message each opened, kept up to date
//! through the token of their latest interaction with it.
//!
//! An interaction token lives 15 minutes. A panel is edited with it while it is younger
//! than [`EXPIRES_AFTER`]; then it is told to reopen and forgotten, so no edit ever uses a
//! token Discord no longer accepts and no panel is left with buttons that do nothing.
//! Everything here is pure: the moment is always passed in.

use std::time::Duration;

use tokio::time::Instant;

use super::frontend::SavedPanel;
use crate::discord::front::Front;
use crate::discord::render::Rendered;
use crate::table::{PlayerView, UserId};
use crate::text::Lang;

/// How long a panel's token is used: Discord accepts it for 15 minutes.
pub(super) const EXPIRES_AFTER: Duration = Duration::from_secs(14 * 60);
/// How long Discord accepts an interaction's token.
const TOKEN_LIFE: Duration = Duration::from_secs(15 * 60);

/// A player answered an interaction with their panel: it is their live panel now,
/// editable through `token` for 15 minutes, and shows `shown`.
#[derive(Debug)]
pub struct PanelAnswer {
    pub user: UserId,
    pub token: String,
    pub shown: Rendered,
    /// A new message (an older panel then stops), not an answer given in the panel itself.
    pub fresh: bool,
    /// The player's language, from their interaction.
    pub lang: Lang,
}

/// One player's live panel.
#[derive(Clone, Debug)]
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
    /// The step of the table when the player's latest answer showed the panel: as fresh as
    /// the table then, so it is not edited before the table moves on (an edit would wipe
    /// the two cards they just picked).
    pub answered_at: Option<u64>,
    /// The player just acted: their click's own answer shows the panel, so it is not
    /// edited until that answer is in (the click then renews the token), or this moment
    /// has passed (they acted elsewhere: on the table message, say).
    pub answering: Option<Instant>,
    /// The player's language: what their panel speaks.
    pub lang: Lang,
}

/// What a panel's next edit shows, and what it will have told the player once it is made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Showing {
    pub rendered: Rendered,
    pub seen: (u32, usize),
    pub notice: Option<String>,
}

impl Panel {
    pub fn new(token: String, shown: Rendered, now: Instant, now_ms: i64) -> Panel {
        Panel {
            token,
            since: now,
            opened_ms: now_ms,
            shown,
            seen: None,
            note: None,
            notice: None,
            answered_at: None,
            answering: None,
            lang: Lang::En,
        }
    }

    /// The live panel after its player answered an interaction with it, taking over from
    /// the panel they had (`old`): its token and what it shows are the answer's; the line
    /// at its top stays the old panel's, which the worker keeps as news arrives (their own
    /// action among it, in the order the table took it), so an answer that arrives late
    /// never brings back an older line.
    pub fn reopened(answer: PanelAnswer, old: Option<&Panel>, now: Instant, now_ms: i64) -> Panel {
        let mut panel = Panel::new(answer.token, answer.shown, now, now_ms);
        panel.lang = answer.lang;
        if let Some(old) = old {
            panel.seen = old.seen;
            panel.notice = old.notice.clone();
            panel.note = old.note.clone();
        }
        panel
    }

    /// The panel as saved with the table.
    pub fn saved(&self, user: UserId) -> SavedPanel {
        SavedPanel {
            user: user.0,
            token: self.token.clone(),
            lang: Some(self.lang.discord_locale().to_string()),
            opened_ms: self.opened_ms,
            seen: self.seen,
            notice: self.notice.clone(),
        }
    }

    /// A saved panel, live again after a restart: `None` once Discord no longer accepts
    /// its token. What it shows is unknown, so its next showing edits it.
    pub fn restored(saved: SavedPanel, now: Instant, now_ms: i64) -> Option<(UserId, Panel)> {
        let age = Duration::from_millis(u64::try_from(now_ms - saved.opened_ms).ok()?);
        if age >= TOKEN_LIFE {
            return None;
        }
        let since = now.checked_sub(age)?;
        let panel = Panel {
            token: saved.token,
            since,
            opened_ms: saved.opened_ms,
            shown: Rendered::default(),
            seen: saved.seen,
            note: None,
            notice: saved.notice,
            answered_at: None,
            answering: None,
            lang: saved.lang.as_deref().map_or(Lang::En, Lang::of_discord),
        };
        Some((UserId(saved.user), panel))
    }

    pub fn expires_at(&self) -> Instant {
        self.since + EXPIRES_AFTER
    }

    /// Whether the panel waits for its player's own click to be answered.
    pub fn is_answering(&self, now: Instant) -> bool {
        self.answering.is_some_and(|until| now < until)
    }

    pub fn is_expiring(&self, now: Instant) -> bool {
        now >= self.expires_at()
    }

    /// Whether Discord still takes the panel's token (to delete the panel, say).
    pub fn token_lives(&self, now: Instant) -> bool {
        now < self.since + TOKEN_LIFE
    }

    /// The panel as it should be now for `view`, with a line about the latest thing that
    /// happened to the player (a new hand dealt, a trick finished, the autopilot acting
    /// for them), kept until something newer happens.
    pub fn next<G: Front>(&self, view: &PlayerView<G>) -> Showing {
        let now = G::panel_mark(view);
        let fresh = self
            .seen
            .and_then(|before| G::panel_news(self.lang, view, before));
        let notice = self.note.clone().or(fresh).or_else(|| self.notice.clone());
        Showing {
            rendered: G::panel(self.lang, view, notice.as_deref()),
            seen: now,
            notice,
        }
    }

    pub fn showed(&mut self, showing: Showing) {
        self.shown = showing.rendered;
        self.seen = Some(showing.seen);
        self.notice = showing.notice;
        self.note = None;
        self.answered_at = None;
    }

    /// A line for the top of the panel from now on.
    pub fn told(&mut self, line: String) {
        self.notice = Some(line);
        self.note = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(line: &str) -> PanelAnswer {
        PanelAnswer {
            user: UserId(1),
            token: "new".into(),
            shown: Rendered {
                content: format!("{line}\n\nHand 1 · trick 2 of 4"),
                ..Rendered::default()
            },
            fresh: false,
            lang: Lang::En,
        }
    }

    #[test]
    fn a_late_answer_never_brings_back_an_older_line() {
        let now = Instant::now();
        // The player played; the worker took in their play, then the trick it ended.
        let mut old = Panel::new("old".into(), Rendered::default(), now, 0);
        old.told("✅ You played 10♦ 7♥ face up.".into());
        old.told("🂠 Trick 2: Dan made the bid of 5".into());
        // The click's own answer comes in only now.
        let panel = Panel::reopened(answer("✅ You played 10♦ 7♥ face up."), Some(&old), now, 0);
        assert_eq!(panel.notice, old.notice, "the newest line stays");
        assert_eq!(panel.token, "new", "the answer renews the token");
        assert_eq!(
            panel.shown.content.lines().next(),
            Some("✅ You played 10♦ 7♥ face up.")
        );
    }

    #[test]
    fn a_saved_panel_comes_back_while_its_token_lasts() {
        let now = Instant::now();
        let now_ms = 1_000_000_000;
        let mut panel = Panel::new("token".into(), Rendered::default(), now, now_ms);
        panel.seen = Some((2, 3));
        panel.told("🂠 Trick 3: Dan made the bid of 5".into());
        let saved = panel.saved(UserId(7));
        let at = |minutes_ago: i64| SavedPanel {
            opened_ms: now_ms - minutes_ago * 60_000 - 1,
            ..saved.clone()
        };
        let later = now + Duration::from_secs(3600);
        let (user, back) = Panel::restored(at(0), later, now_ms).expect("a fresh token");
        assert_eq!(user, UserId(7));
        assert_eq!((back.token.as_str(), back.seen), ("token", Some((2, 3))));
        assert_eq!(back.notice, panel.notice, "its top line stays");
        assert!(!back.is_expiring(later));
        assert_eq!(back.shown, Rendered::default(), "its next showing edits it");
        let (_, late) = Panel::restored(at(14), later, now_ms).expect("Discord still takes it");
        assert!(late.is_expiring(later), "told to reopen at once");
        assert!(
            Panel::restored(at(15), later, now_ms).is_none(),
            "Discord refuses it now"
        );
    }

    #[test]
    fn a_panel_is_given_up_a_minute_before_discord_refuses_its_token() {
        let now = Instant::now();
        let panel = Panel::new("token".into(), Rendered::default(), now, 0);
        assert!(!panel.is_expiring(now));
        assert!(!panel.is_expiring(now + Duration::from_secs(13 * 60 + 59)));
        assert!(panel.is_expiring(now + Duration::from_secs(14 * 60)));
        assert!(EXPIRES_AFTER < TOKEN_LIFE);
    }
}
