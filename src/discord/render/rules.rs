//! A game's rules, a page at a time (`/ribs rules`, `/games rules`): the game's own rules
//! in brief, then how the bot keeps a table fair among strangers.

use super::{Embed, GREEN, Rendered, Row, Style, button};
use crate::discord::custom_id::Control;
use crate::games::GameKind;
use crate::t;
use crate::table::MatchId;
use crate::text::Lang;

/// The game's own pages, each a title and its text (Discord shows their `**` as bold).
fn game_pages(game: GameKind, lang: Lang) -> Vec<(String, String)> {
    crate::discord::front::with_front!(game, G => <G as crate::discord::front::Front>::rules(lang), else Vec::new())
}

/// Page `page` of `game`'s rules (the last for any page past it), with buttons to its
/// neighbours: the game's rules in brief, then how the bot keeps a table fair among
/// strangers.
pub fn rules(lang: Lang, game: GameKind, page: u8) -> Rendered {
    let mut pages = game_pages(game, lang);
    pages.push((t!(lang, "rules-fair-title"), t!(lang, "rules-fair")));
    let i = usize::from(page).min(pages.len() - 1);
    let (title, text) = &pages[i];
    let turn = |to: usize, label: &str| {
        button(
            MatchId(0),
            Control::Rules {
                game,
                page: to as u8,
            },
            t!(lang, label),
            Style::Secondary,
        )
    };
    let mut buttons = Vec::new();
    if i > 0 {
        buttons.push(turn(i - 1, "button-previous"));
    }
    if i + 1 < pages.len() {
        buttons.push(turn(i + 1, "button-next"));
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
