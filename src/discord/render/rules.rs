//! `/ribs rules`: RULES.md in brief ([`crate::text::ribs::rules`]), a page at a time.

use super::{Embed, GREEN, Rendered, Row, Style, button};
use crate::discord::custom_id::Control;
use crate::t;
use crate::table::MatchId;
use crate::text::Lang;

/// Page `page` of `/ribs rules` (the last for any page past it), with buttons to its
/// neighbours: the rules in brief ([`crate::text::ribs::rules`]; Discord shows their `**`
/// as bold), then how the bot keeps a table fair among strangers.
pub fn rules(lang: Lang, page: u8) -> Rendered {
    let mut pages = crate::text::ribs::rules(lang);
    pages.push((t!(lang, "rules-fair-title"), t!(lang, "rules-fair")));
    let i = usize::from(page).min(pages.len() - 1);
    let (title, text) = &pages[i];
    let mut buttons = Vec::new();
    if i > 0 {
        buttons.push(button(
            MatchId(0),
            Control::Rules {
                page: (i - 1) as u8,
            },
            t!(lang, "button-previous"),
            Style::Secondary,
        ));
    }
    if i + 1 < pages.len() {
        buttons.push(button(
            MatchId(0),
            Control::Rules {
                page: (i + 1) as u8,
            },
            t!(lang, "button-next"),
            Style::Secondary,
        ));
    }
    Rendered {
        embed: Some(Embed {
            title: t!(lang, "rules-title", title = title.as_str()),
            description: text.clone(),
            colour: GREEN,
            footer: Some(t!(lang, "rules-page", page = i + 1, pages = pages.len())),
        }),
        rows: if buttons.is_empty() {
            Vec::new()
        } else {
            vec![Row::Buttons(buttons)]
        },
        ..Rendered::default()
    }
}
