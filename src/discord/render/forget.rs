//! `/ribs forget`: what forgetting removes and what stays, the confirmation, and what was
//! done. Always private: only the person it is about sees it.

use super::{Embed, GREY, RED, Rendered, Row, Style, button, escape};
use crate::discord::custom_id::Control;
use crate::t;
use crate::table::{FORMER_PLAYER, Forgotten, MatchId};
use crate::text::Lang;

/// The question `/ribs forget` asks, privately: exactly what goes and what stays, with a
/// red **Forget me** and a **Cancel**.
pub fn forget_asked(lang: Lang, name: &str) -> Rendered {
    Rendered {
        embed: Some(Embed {
            title: t!(lang, "forget-title"),
            description: t!(
                lang,
                "forget-asked",
                who = escape(name),
                former = FORMER_PLAYER
            ),
            colour: RED,
            footer: Some(t!(lang, "forget-footer")),
        }),
        rows: vec![Row::Buttons(vec![
            button(
                MatchId(0),
                Control::ForgetMe,
                t!(lang, "button-forget-me"),
                Style::Danger,
            ),
            button(
                MatchId(0),
                Control::KeepMe,
                t!(lang, "button-cancel"),
                Style::Secondary,
            ),
        ])],
        ..Rendered::default()
    }
}

/// What forgetting did, said to the person forgotten.
pub fn forgotten(lang: Lang, done: &Forgotten) -> Rendered {
    let description = match (done.anonymous, done.matches) {
        (None, _) => t!(lang, "forgotten-nothing"),
        (Some(_), 0) => t!(lang, "forgotten-names"),
        (Some(_), matches) => t!(
            lang,
            "forgotten-matches",
            matches = matches,
            former = FORMER_PLAYER
        ),
    };
    Rendered {
        embed: Some(Embed {
            title: t!(lang, "forgotten-title"),
            description,
            colour: GREY,
            footer: None,
        }),
        ..Rendered::default()
    }
}

/// `/ribs forget` called off.
pub fn forget_cancelled(lang: Lang) -> Rendered {
    Rendered {
        content: t!(lang, "forget-cancelled"),
        ..Rendered::default()
    }
}
