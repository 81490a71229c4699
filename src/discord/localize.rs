//! The `/ribs` commands in every language Ribs speaks: descriptions from the message files
//! (English the default), and each command's, option's and choice's name and description
//! localized as Discord allows (`name_localizations`, `description_localizations`, a
//! choice's `name_localizations`). An interaction still arrives with the default names, so
//! the code reads the English ones.
//!
//! Message ids: `cmd-<command>-name`, `cmd-<command>-description`,
//! `cmd-<command>-<option>-name`, `cmd-<command>-<option>-description`,
//! `cmd-<command>-<option>-choice-<n>` (the n-th choice, from 0).

use std::borrow::Cow;

use super::{Data, Error};
use crate::text::{Lang, message};

type Command = poise::Command<Data, Error>;

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

/// `/ribs` with every name and description localized, and its English descriptions read
/// from the message files.
pub fn localized(mut ribs: Command) -> Command {
    ribs.description = Some(message(Lang::En, "cmd-ribs-description", &[]).into());
    ribs.description_localizations = localizations("cmd-ribs-description");
    for sub in &mut ribs.subcommands {
        let key = format!("cmd-{}", sub.name);
        sub.name_localizations = localizations(&format!("{key}-name"));
        sub.description = Some(message(Lang::En, &format!("{key}-description"), &[]).into());
        sub.description_localizations = localizations(&format!("{key}-description"));
        for option in &mut sub.parameters {
            let key = format!("{key}-{}", option.name);
            option.name_localizations = localizations(&format!("{key}-name"));
            option.description = Some(message(Lang::En, &format!("{key}-description"), &[]).into());
            option.description_localizations = localizations(&format!("{key}-description"));
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
    ribs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::message;

    /// Discord's rule for a command or option name in any language.
    fn fits_a_name(name: &str) -> bool {
        let ok = regex::Regex::new(r"^[-_\p{L}\p{N}]{1,32}$").unwrap();
        ok.is_match(name) && name.to_lowercase() == name
    }

    #[test]
    fn every_name_and_description_fits_discords_limits_in_every_language() {
        let ribs = localized(super::super::commands::ribs());
        let description = |d: &str| !d.is_empty() && d.chars().count() <= 100;
        for lang in Lang::ALL {
            let word = |id: &str| message(lang, id, &[]);
            assert!(description(&word("cmd-ribs-description")));
            let mut names = std::collections::HashSet::new();
            for sub in &ribs.subcommands {
                let key = format!("cmd-{}", sub.name);
                let name = word(&format!("{key}-name"));
                assert!(fits_a_name(&name), "{}: {name:?}", lang.code());
                assert!(names.insert(name.clone()), "{}: {name} twice", lang.code());
                assert!(description(&word(&format!("{key}-description"))), "{key}");
                let mut options = std::collections::HashSet::new();
                for option in &sub.parameters {
                    let key = format!("{key}-{}", option.name);
                    let name = word(&format!("{key}-name"));
                    assert!(fits_a_name(&name), "{}: {name:?}", lang.code());
                    assert!(
                        options.insert(name.clone()),
                        "{}: {name} twice",
                        lang.code()
                    );
                    assert!(description(&word(&format!("{key}-description"))), "{key}");
                    for n in 0..option.choices.len() {
                        let choice = word(&format!("{key}-choice-{n}"));
                        assert!(!choice.is_empty() && choice.chars().count() <= 100);
                    }
                }
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
        let ribs = localized(super::super::commands::ribs());
        for sub in &ribs.subcommands {
            let key = format!("cmd-{}", sub.name);
            assert_eq!(message(Lang::En, &format!("{key}-name"), &[]), sub.name);
            for option in &sub.parameters {
                let name = message(Lang::En, &format!("{key}-{}-name", option.name), &[]);
                assert_eq!(name, option.name);
            }
        }
    }
}
