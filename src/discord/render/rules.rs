//! `/ribs rules`: RULES.md in brief ([`crate::words::rules`]), a page at a time.

use super::{Embed, GREEN, Rendered, Row, Style, button};
use crate::discord::custom_id::Control;
use crate::table::MatchId;

/// Page `page` of `/ribs rules` (the last for any page past it), with buttons to its
/// neighbours. The pages are the shared rules in brief: Discord shows their `**` as bold.
pub fn rules(page: u8) -> Rendered {
    let pages = crate::words::rules();
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
