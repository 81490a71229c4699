//! `/ribs rules`: RULES.md in brief ([`crate::words::rules`]), a page at a time.

use super::{Embed, GREEN, Rendered, Row, Style, button};
use crate::discord::custom_id::Control;
use crate::table::MatchId;

/// Page `page` of `/ribs rules` (the last for any page past it), with buttons to its
/// neighbours. The pages are the shared rules in brief: Discord shows their `**` as bold.
/// How the bot keeps a table fair among strangers: the last page of `/ribs rules`.
const FAIR_PLAY: &str = "**Ratings.** Every finished match is rated. A host who stops a match \
     once a hand is complete **resigns**: the match is recorded with them last (a stop by a \
     server manager rates nobody). A seat the autopilot played for **more than half** of \
     its decisions is not rated by that match; the others are.\n\n\
     **Nobody holds a table hostage.** With a turn timer, the autopilot plays for whoever \
     runs out of time. Without one, once a person has held their turn for ten minutes, \
     anyone else at the table may hand their seat to the autopilot (a button on the table \
     message); they take it back with /ribs autopilot.\n\n\
     **Room for everyone.** A lobby nobody starts closes by itself; one person may sit at \
     only a few open tables at once, and a server hold only so many.";

pub fn rules(page: u8) -> Rendered {
    let mut pages = crate::words::rules().to_vec();
    pages.push(("Fair play on Discord", FAIR_PLAY.into()));
    let i = usize::from(page).min(pages.len() - 1);
    let (title, text) = &pages[i];
    let mut buttons = Vec::new();
    if i > 0 {
        buttons.push(button(
            MatchId(0),
            Control::Rules {
                page: (i - 1) as u8,
            },
            "◀ Previous",
            Style::Secondary,
        ));
    }
    if i + 1 < pages.len() {
        buttons.push(button(
            MatchId(0),
            Control::Rules {
                page: (i + 1) as u8,
            },
            "Next ▶",
            Style::Secondary,
        ));
    }
    Rendered {
        embed: Some(Embed {
            title: format!("Rules · {title}"),
            description: text.clone(),
            colour: GREEN,
            footer: Some(format!("Page {} of {}", i + 1, pages.len())),
        }),
        rows: if buttons.is_empty() {
            Vec::new()
        } else {
            vec![Row::Buttons(buttons)]
        },
        ..Rendered::default()
    }
}
