//! `/ribs forget`: what forgetting removes and what stays, the confirmation, and what was
//! done. Always private: only the person it is about sees it.

use super::{Embed, GREY, RED, Rendered, Row, Style, button, escape};
use crate::discord::custom_id::Control;
use crate::table::{FORMER_PLAYER, Forgotten, MatchId};

/// The question `/ribs forget` asks, privately: exactly what goes and what stays, with a
/// red **Forget me** and a **Cancel**.
pub fn forget_asked(name: &str) -> Rendered {
    let description = format!(
        "**Forget me** removes you, {}, from Ribs' records on every server:\n\
         • your Discord id, and every name you played under (your display name, your server \
         nicknames), are deleted;\n\
         • in every match you played, your seat shows \"{FORMER_PLAYER}\": the results stay, \
         belonging to no one, so that the other players' results and ratings stand exactly as \
         they were;\n\
         • you leave every leaderboard and rating board, and /ribs stats and /ribs history \
         no longer know you;\n\
         • what the bot kept to update your private panels (their interaction tokens) and \
         any rematch invitation of yours go too.\n\n\
         It cannot be undone: should you play again, you start with a fresh record. It is \
         refused while you sit at an open table.",
        escape(name)
    );
    Rendered {
        embed: Some(Embed {
            title: "Forget me?".into(),
            description,
            colour: RED,
            footer: Some("Only you can see this, and only you can confirm it.".into()),
        }),
        rows: vec![Row::Buttons(vec![
            button(MatchId(0), Control::ForgetMe, "Forget me", Style::Danger),
            button(MatchId(0), Control::KeepMe, "Cancel", Style::Secondary),
        ])],
        ..Rendered::default()
    }
}

/// What forgetting did, said to the person forgotten.
pub fn forgotten(done: &Forgotten) -> Rendered {
    let description = match (done.anonymous, done.matches) {
        (None, _) => "Done: Ribs had nothing stored about you, and has nothing now.".to_string(),
        (Some(_), 0) => "Done: your Discord id and names are gone from Ribs' records.".to_string(),
        (Some(_), matches) => format!(
            "Done: your Discord id and every name you played under are gone from Ribs' \
             records. {} \"{FORMER_PLAYER}\" in your seat, and no board shows you.",
            if matches == 1 {
                "The match you played shows".to_string()
            } else {
                format!("The {matches} matches you played show")
            }
        ),
    };
    Rendered {
        embed: Some(Embed {
            title: "Forgotten".into(),
            description,
            colour: GREY,
            footer: None,
        }),
        ..Rendered::default()
    }
}

/// `/ribs forget` called off.
pub fn forget_cancelled() -> Rendered {
    Rendered {
        content: "Nothing was removed: Ribs keeps your record.".into(),
        ..Rendered::default()
    }
}
