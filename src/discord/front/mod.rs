//! How each game looks on Discord: its front.
//!
//! The publisher, the panels' life, the lobby, the interactions' checks, REST pacing,
//! shards and leases know no game: where they need to draw a table, a panel or an
//! announcement, or to read a click as a move, they ask the table's game through
//! [`Front`]. A game Discord can host is one with a front; [`with_front!`] is the one
//! place a table's [`GameKind`] becomes its front's type.

pub mod controls;
mod crazy_eights;
mod cribbage;
mod gin_rummy;
mod oh_hell;
pub mod retold;
mod ribs;
#[cfg(feature = "test-game")]
mod test_game;

use crate::core::Seat;
use crate::discord::render::Rendered;
use crate::table::{Announcement, Closing, Hosted, PlayerView, StandingRow, TableInfo};
use crate::text::Lang;

/// What Discord needs of a game, beside the game itself: every message it draws of it.
/// Each is pure (a view in, a message out), so a front is tested without Discord.
pub trait Front: Hosted {
    /// The public table message of a match begun (and its last state once over): what
    /// everyone may see, who is to act (mentioned, to be pinged), the controls for all.
    fn table(lang: Lang, info: &TableInfo<Self>) -> Rendered;

    /// The message one announcement makes in the channel (`None`: nothing to post).
    fn announcement(
        lang: Lang,
        info: &TableInfo<Self>,
        said: &Announcement<Self>,
    ) -> Option<Rendered>;

    /// A recorded match's closing, the title and the lines of how it ended (the winners,
    /// the final standings); the host adds the rating changes and the rematch.
    fn result(
        lang: Lang,
        info: &TableInfo<Self>,
        why: Closing,
        name: &dyn Fn(crate::table::UserId) -> String,
    ) -> (String, String);

    /// A player's private panel: their hand and, when they are asked, the legal actions
    /// only; `notice` is a line on top (what just happened to them).
    fn panel(lang: Lang, view: &PlayerView<Self>, notice: Option<&str>) -> Rendered;

    /// The panel after `action`, taken from it, was refused (`notice` says why): as
    /// [`Front::panel`], or keeping what the player had chosen so far, so they need not
    /// choose it all again.
    fn panel_refused(
        lang: Lang,
        view: &PlayerView<Self>,
        _action: Self::Action,
        notice: &str,
    ) -> Rendered {
        Self::panel(lang, view, Some(notice))
    }

    /// Where a player stands, as the panel remembers it between showings (Ribs: the hand
    /// and the tricks seen): a new mark is news for [`Front::panel_news`].
    fn panel_mark(view: &PlayerView<Self>) -> (u32, usize);

    /// The panel's line for what happened since it showed `before` (a new hand dealt, a
    /// trick taken), if anything did.
    fn panel_news(lang: Lang, view: &PlayerView<Self>, before: (u32, usize)) -> Option<String>;

    /// The panel's line for the events the game addressed to this player alone (what
    /// they drew, what they chose), if they say anything.
    fn told(
        lang: Lang,
        info: &TableInfo<Self>,
        seat: Seat,
        events: &[Self::Event],
    ) -> Option<String>;

    /// What a player is told in their panel once their own action is taken.
    fn you_did(lang: Lang, action: Self::Action) -> String;

    /// An action in a few words, as the player would say it (the autopilot's note).
    fn action_words(lang: Lang, action: Self::Action) -> String;

    /// Why the game refused an action, in the reader's words, players named by `name`.
    fn refusal(lang: Lang, rule: &Self::Refusal, name: &dyn Fn(Seat) -> String) -> String;

    /// The game's own rules pages (`/games rules`), each a title and its text; the host
    /// adds its page on fair play after them.
    fn rules(lang: Lang) -> Vec<(String, String)>;

    /// A player's record at the game (`/games stats`), in the game's own measures; by
    /// default the games played and won.
    fn record(lang: Lang, r: &StandingRow) -> String {
        crate::t!(
            lang,
            "stats-record",
            matches = r.matches,
            wins = r.wins,
            rate = (100.0 * r.win_rate()).round() as i64
        )
    }

    /// The action a move control names (`None`: not one of this game's). Ribs keeps the
    /// controls it always had; every other game's panel uses the one move control,
    /// whose code is this game's to choose.
    fn move_of(code: &str) -> Option<Self::Action>;

    /// The code of an action on a move control: at most
    /// [`crate::discord::custom_id::MoveCode::MAX`] characters of `A-Z a-z 0-9 . _ -`.
    fn move_code(action: Self::Action) -> String;
}

/// The step a seat's move controls name: the table's, except for a seat choosing at the
/// same time as others (the game waits for several, this one among them), whose controls
/// name the step its turn began, so that the others' choices move the table on without
/// changing its panel, nor editing it under a click (the table takes any step since then
/// from it, until it has chosen).
pub(crate) fn control_step<G: crate::games::Game>(info: &TableInfo<G>, seat: Seat) -> u64 {
    if info.to_act.is_none() && info.waiting.contains(seat) {
        info.seats
            .get(seat.index())
            .and_then(|s| s.turn_began)
            .unwrap_or(info.step)
    } else {
        info.step
    }
}

/// Runs `$body` with `$G` the front of game `$kind`, or `$none` for a game Discord cannot
/// draw (none in a release today: Ribs and Oh Hell! have theirs; a game is added here
/// with its front). A macro, not a trait, so that the body may await.
macro_rules! with_front {
    ($kind:expr, $G:ident => $body:expr, else $none:expr) => {{
        #[allow(unreachable_patterns)]
        match $kind {
            $crate::games::GameKind::Ribs => {
                type $G = $crate::games::ribs::Match;
                $body
            }
            $crate::games::GameKind::OhHell => {
                type $G = $crate::games::oh_hell::OhHell;
                $body
            }
            $crate::games::GameKind::CrazyEights => {
                type $G = $crate::games::crazy_eights::CrazyEights;
                $body
            }
            $crate::games::GameKind::GinRummy => {
                type $G = $crate::games::gin_rummy::GinRummy;
                $body
            }
            $crate::games::GameKind::Cribbage => {
                type $G = $crate::games::cribbage::Cribbage;
                $body
            }
            #[cfg(feature = "test-game")]
            $crate::games::GameKind::TestGame => {
                type $G = $crate::games::test_game::Drill;
                $body
            }
            _ => $none,
        }
    }};
}
pub(crate) use with_front;
