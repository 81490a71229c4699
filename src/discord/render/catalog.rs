//! `/games list`: every game the bot hosts, from the catalog ([`GameKind::ALL`] and each
//! game's [`crate::games::CatalogEntry`]): its players, a match's typical length, its
//! options, and links to open a table of it, read its rules and see its board.

use std::fmt::Write as _;

use super::{Embed, GREEN, Rendered};
use crate::games::GameKind;
use crate::t;
use crate::text::Lang;

/// How the catalog names the command a game is played and looked up with: `/games` and
/// its id on Discord, when known, so that each `/games ...` is a link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GamesCommand<'a> {
    pub name: &'a str,
    pub id: Option<u64>,
}

impl GamesCommand<'_> {
    /// A subcommand as a link Discord shows (`</games rules:ID>`), else as code.
    fn link(&self, sub: &str) -> String {
        match self.id {
            Some(id) => format!("</{} {sub}:{id}>", self.name),
            None => format!("`/{} {sub}`", self.name),
        }
    }
}

/// The catalog: one paragraph per game.
pub fn catalog(lang: Lang, command: GamesCommand<'_>) -> Rendered {
    let mut d = String::new();
    for game in GameKind::ALL {
        let entry = game.entry();
        let (min, max) = (*entry.seats.start(), *entry.seats.end());
        let players = if min == max {
            t!(lang, "catalog-players-exactly", count = min)
        } else {
            t!(lang, "catalog-players", min = min, max = max)
        };
        let minutes = t!(
            lang,
            "catalog-minutes",
            from = *entry.minutes.start(),
            to = *entry.minutes.end()
        );
        let _ = writeln!(
            d,
            "{}",
            t!(
                lang,
                "catalog-game",
                name = entry.name,
                players = players,
                minutes = minutes
            )
        );
        if !entry.options.is_empty() {
            let names: Vec<String> = entry
                .options
                .iter()
                .map(|o| super::options::name(lang, *game, o.key))
                .collect();
            let _ = writeln!(
                d,
                "{}",
                t!(lang, "catalog-options", options = names.join(", "))
            );
        }
        let _ = writeln!(
            d,
            "{}\n",
            t!(
                lang,
                "catalog-links",
                new = command.link("new"),
                rules = command.link("rules"),
                board = command.link("leaderboard"),
                game = format!("`{}:{}`", t!(lang, "cmd-games-game-name"), entry.name)
            )
        );
    }
    Rendered {
        embed: Some(Embed {
            title: t!(lang, "catalog-title", count = GameKind::ALL.len()),
            description: d.trim_end().to_string(),
            colour: GREEN,
            footer: Some(t!(lang, "catalog-footer")),
        }),
        ..Rendered::default()
    }
}
