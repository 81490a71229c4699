//! The bot's commands in every language it speaks: descriptions from the message files
//! (English the default), and each command's, option's and choice's name and description
//! localized as Discord allows (`name_localizations`, `description_localizations`, a
//! choice's `name_localizations`). An interaction still arrives with the default names, so
//! the code reads the English ones.
//!
//! Message ids, for `/ribs`: `cmd-ribs-description`, `cmd-<sub>-name`,
//! `cmd-<sub>-description`, `cmd-<sub>-<option>-name`, `cmd-<sub>-<option>-description`,
//! `cmd-<sub>-<option>-choice-<n>` (the n-th choice, from 0). For any other command, its
//! name comes first (`cmd-games-name`, `cmd-games-new-description`,
//! `cmd-games-new-computers-name`...), but for what it asks as `/ribs` asks it
//! ([`SAME_AS_RIBS`]), whose words are `/ribs`' own, and for its `game` option
//! (`cmd-games-game-name`, `cmd-games-game-description`), whose choices are the games' own
//! names, the same in every language. A command named for a game (`/ribs`) is called by
//! the game's name in every language.

use std::borrow::Cow;

use super::{Data, Error};
use crate::text::{Lang, message};

type Command = poise::Command<Data, Error>;

/// The options another command asks exactly as `/ribs` does (subcommand, option): the
/// words are `/ribs`' (`cmd-<sub>-<option>-...`), said once.
const SAME_AS_RIBS: [(&str, &str); 7] = [
    ("new", "turn_timer"),
    ("new", "level"),
    ("new", "thread"),
    ("leaderboard", "scope"),
    ("leaderboard", "by"),
    ("stats", "player"),
    ("history", "player"),
];

/// The option every game's subcommand takes first: which game.
const GAME: &str = "game";

/// The start of a subcommand's message ids.
fn sub_key(command: &str, sub: &str) -> String {
    match command {
        "ribs" => format!("cmd-{sub}"),
        _ => format!("cmd-{command}-{sub}"),
    }
}

/// The start of an option's message ids.
fn option_key(command: &str, sub: &str, option: &str) -> String {
    if command == "ribs" || SAME_AS_RIBS.contains(&(sub, option)) {
        format!("cmd-{sub}-{option}")
    } else if option == GAME {
        format!("cmd-{command}-{GAME}")
    } else {
        format!("cmd-{command}-{sub}-{option}")
    }
}

/// Whether a command's name is a word of the message files (`cmd-<command>-name`), not a
/// game's own name, the same in every language.
fn name_translated(command: &str) -> bool {
    command.parse::<crate::games::GameKind>().is_err()
}

/// A message in every language but English, as Discord's localizations list them.
fn localizations(id: &str) -> Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]> {
    Lang::ALL
        .iter()
        .filter(|lang| **lang != Lang::En)
        .map(|lang| {
            (
                Cow::Borrowed(lang.code()),
                Cow::Owned(message(*lang, id, &[])),
            )
        })
        .collect::<Vec<_>>()
        .into()
}

/// A command with every name and description localized, and its English descriptions read
/// from the message files.
pub fn localized(mut command: Command) -> Command {
    let top = command.name.to_string();
    let key = format!("cmd-{top}");
    if name_translated(&top) {
        command.name_localizations = localizations(&format!("{key}-name"));
    }
    command.description = Some(message(Lang::En, &format!("{key}-description"), &[]).into());
    command.description_localizations = localizations(&format!("{key}-description"));
    for sub in &mut command.subcommands {
        let key = sub_key(&top, &sub.name);
        sub.name_localizations = localizations(&format!("{key}-name"));
        sub.description = Some(message(Lang::En, &format!("{key}-description"), &[]).into());
        sub.description_localizations = localizations(&format!("{key}-description"));
        for option in &mut sub.parameters {
            let key = option_key(&top, &sub.name, &option.name);
            option.name_localizations = localizations(&format!("{key}-name"));
            option.description = Some(message(Lang::En, &format!("{key}-description"), &[]).into());
            option.description_localizations = localizations(&format!("{key}-description"));
            if option.name == GAME {
                continue; // The games' own names.
            }
            let choices: Vec<poise::CommandParameterChoice> = option
                .choices
                .iter()
                .enumerate()
                .map(|(n, choice)| {
                    let mut choice = choice.clone();
                    let id = format!("{key}-choice-{n}");
                    choice.name = message(Lang::En, &id, &[]).into();
                    choice.localizations = localizations(&id);
                    choice
                })
                .collect();
            option.choices = choices.into();
        }
    }
    command
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::message;

    /// Discord's rule for a command or option name in any language.
    fn fits_a_name(name: &str) -> bool {
        // Compiled once: a Unicode class costs tens of milliseconds to build in a debug
        // build, and every name of every language is checked.
        static OK: std::sync::LazyLock<regex::Regex> =
            std::sync::LazyLock::new(|| regex::Regex::new(r"^[-_\p{L}\p{N}]{1,32}$").unwrap());
        OK.is_match(name) && name.to_lowercase() == name
    }

    #[test]
    fn every_name_and_description_fits_discords_limits_in_every_language() {
        let commands = super::super::commands::all();
        let description = |d: &str| !d.is_empty() && d.chars().count() <= 100;
        for lang in Lang::ALL {
            let word = |id: &str| message(lang, id, &[]);
            let mut tops = std::collections::HashSet::new();
            for command in &commands {
                let top = command.name.to_string();
                let name = if name_translated(&top) {
                    word(&format!("cmd-{top}-name"))
                } else {
                    top.clone()
                };
                assert!(fits_a_name(&name), "{}: {name:?}", lang.code());
                assert!(tops.insert(name.clone()), "{}: /{name} twice", lang.code());
                assert!(description(&word(&format!("cmd-{top}-description"))));
                let mut names = std::collections::HashSet::new();
                for sub in &command.subcommands {
                    let key = sub_key(&top, &sub.name);
                    let name = word(&format!("{key}-name"));
                    assert!(fits_a_name(&name), "{}: {name:?}", lang.code());
                    assert!(names.insert(name.clone()), "{}: {name} twice", lang.code());
                    assert!(description(&word(&format!("{key}-description"))), "{key}");
                    let mut options = std::collections::HashSet::new();
                    for option in &sub.parameters {
                        let key = option_key(&top, &sub.name, &option.name);
                        let name = word(&format!("{key}-name"));
                        assert!(fits_a_name(&name), "{}: {name:?}", lang.code());
                        assert!(
                            options.insert(name.clone()),
                            "{}: {name} twice",
                            lang.code()
                        );
                        assert!(description(&word(&format!("{key}-description"))), "{key}");
                        assert!(option.choices.len() <= 25, "{key}");
                        if option.name == GAME {
                            continue;
                        }
                        for n in 0..option.choices.len() {
                            let choice = word(&format!("{key}-choice-{n}"));
                            assert!(!choice.is_empty() && choice.chars().count() <= 100);
                        }
                    }
                }
            }
        }
    }

    /// The characters Discord counts against a command's 4,000 in one language: every
    /// name, description and choice name, of the command and all its options.
    fn counted(node: &serde_json::Value, locale: &str) -> usize {
        let text = |field: &str| {
            let localized = node[format!("{field}_localizations")][locale].as_str();
            localized
                .or(node[field].as_str())
                .map_or(0, |t| t.chars().count())
        };
        let own = text("name") + text("description");
        let choices: usize = node["choices"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|c| counted(c, locale) + c["value"].to_string().chars().count())
            .sum();
        let options: usize = node["options"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|o| counted(o, locale))
            .sum();
        own + choices + options
    }

    /// Every command as registered fits Discord's limits in every language: 25 options a
    /// level, 25 choices an option, 4,000 characters a command.
    #[test]
    fn every_command_as_registered_fits_discords_limits() {
        let registered =
            poise::builtins::create_application_commands(&super::super::commands::all());
        assert_eq!(registered.len(), 2, "/ribs and /games");
        for command in registered {
            let json = serde_json::to_value(&command).unwrap();
            fn levels(node: &serde_json::Value) {
                let options = node["options"].as_array().cloned().unwrap_or_default();
                assert!(options.len() <= 25, "{}", node["name"]);
                for option in &options {
                    let choices = option["choices"].as_array().map_or(0, Vec::len);
                    assert!(choices <= 25, "{}", option["name"]);
                    levels(option);
                }
            }
            levels(&json);
            for lang in Lang::ALL {
                let chars = counted(&json, lang.code());
                assert!(
                    chars <= 4000,
                    "/{} in {}: {chars}",
                    json["name"],
                    lang.code()
                );
            }
        }
    }

    /// A JSON value with every object's keys in order (localizations come from hash maps).
    fn sorted(value: serde_json::Value) -> serde_json::Value {
        use serde_json::Value;
        match value {
            Value::Object(map) => {
                let mut entries: Vec<(String, Value)> = map.into_iter().collect();
                entries.sort_by(|a, b| a.0.cmp(&b.0));
                Value::Object(entries.into_iter().map(|(k, v)| (k, sorted(v))).collect())
            }
            Value::Array(items) => Value::Array(items.into_iter().map(sorted).collect()),
            other => other,
        }
    }

    /// `/ribs` as Discord receives it, pinned: whatever else the bot registers beside it,
    /// its names, options, choices and every localization stay as they were
    /// (`RIBS_BLESS=1` writes the file again, for a change made on purpose).
    #[test]
    fn ribs_is_registered_exactly_as_pinned() {
        let registered = poise::builtins::create_application_commands(&[localized(
            super::super::commands::ribs(),
        )]);
        let json = sorted(serde_json::to_value(&registered[0]).unwrap());
        let text = serde_json::to_string_pretty(&json).unwrap() + "\n";
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/it/fixtures/ribs-command.json");
        if std::env::var_os("RIBS_BLESS").is_some() {
            std::fs::write(&path, &text).unwrap();
        }
        let pinned = std::fs::read_to_string(&path).unwrap();
        assert!(
            text == pinned,
            "/ribs would be registered otherwise than pinned in {}:\n{text}",
            path.display()
        );
    }

    #[test]
    fn the_english_names_are_the_codes_own() {
        for command in super::super::commands::all() {
            let top = command.name.to_string();
            if name_translated(&top) {
                assert_eq!(message(Lang::En, &format!("cmd-{top}-name"), &[]), top);
            }
            for sub in &command.subcommands {
                let key = sub_key(&top, &sub.name);
                assert_eq!(message(Lang::En, &format!("{key}-name"), &[]), sub.name);
                for option in &sub.parameters {
                    let key = option_key(&top, &sub.name, &option.name);
                    let name = message(Lang::En, &format!("{key}-name"), &[]);
                    assert_eq!(name, option.name);
                }
            }
        }
    }

    #[test]
    fn the_game_option_offers_every_game_of_the_catalog_by_its_own_name() {
        let games = super::super::commands::all().remove(1);
        for sub in &games.subcommands {
            let game = sub.parameters.iter().find(|o| o.name == GAME);
            // A list of every game, and a match found by its number whatever its game.
            if sub.name == "list" || sub.name == "replay" {
                assert!(game.is_none());
                continue;
            }
            let game = game.unwrap_or_else(|| panic!("/games {} names its game", sub.name));
            assert!(game.required, "/games {}", sub.name);
            assert_eq!(sub.parameters[0].name, GAME, "first: /games {}", sub.name);
            let names: Vec<&str> = game.choices.iter().map(|c| c.name.as_ref()).collect();
            let catalog: Vec<&str> = crate::games::GameKind::ALL
                .iter()
                .map(|g| g.entry().name)
                .collect();
            assert_eq!(names, catalog);
        }
    }
}
