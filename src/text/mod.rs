//! Every sentence the bot and `ribs play` say, in the player's own language.
//!
//! The sentences live in Project Fluent message files, `locales/<lang>/*.ftl` at the top of
//! the repository, embedded in the binary at build time; a front end asks for a message by
//! its id with the language of whoever reads it ([`Lang`]) and the values it needs
//! (names, numbers, cards). English is the fallback for anything a language lacks. Names
//! stay as written and card symbols stay symbols: they are values, never translated.
//!
//! `games/` stays free of language: its errors are typed values that front ends word here.
//! The referee's JSON is a machine interface and stays English.

use std::borrow::Cow;
use std::collections::HashMap;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader, langid, static_loader};

static_loader! {
    static LOCALES = {
        locales: "./locales",
        fallback_language: "en",
        // No invisible isolation marks around names: Discord's markdown must see them.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// A language Ribs speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    De,
    Fr,
    Es,
    PtBr,
    Pl,
    /// For tests only: English with every message wrapped in `⟦…⟧` and lengthened by a
    /// third, so that a sentence the code writes itself, or one too long for Discord's
    /// limits, shows.
    Pseudo,
}

/// A locale Discord never sends: the pseudo-locale's, for the tests that look through a
/// whole match for text outside the message files.
pub const PSEUDO_LOCALE: &str = "x-pseudo";

static EN: LanguageIdentifier = langid!("en");
static DE: LanguageIdentifier = langid!("de");
static FR: LanguageIdentifier = langid!("fr");
static ES: LanguageIdentifier = langid!("es-ES");
static PT_BR: LanguageIdentifier = langid!("pt-BR");
static PL: LanguageIdentifier = langid!("pl");

impl Lang {
    /// The languages with message files.
    pub const ALL: [Lang; 6] = [Lang::En, Lang::De, Lang::Fr, Lang::Es, Lang::PtBr, Lang::Pl];

    /// The language's folder under `locales/`, and Discord's locale for it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En | Lang::Pseudo => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Es => "es-ES",
            Lang::PtBr => "pt-BR",
            Lang::Pl => "pl",
        }
    }

    fn id(self) -> &'static LanguageIdentifier {
        match self {
            Lang::En | Lang::Pseudo => &EN,
            Lang::De => &DE,
            Lang::Fr => &FR,
            Lang::Es => &ES,
            Lang::PtBr => &PT_BR,
            Lang::Pl => &PL,
        }
    }

    /// The language of a Discord locale (`de`, `fr`, `es-ES`, `pt-BR`, `pl`, `en-US`...):
    /// English for any Ribs does not speak.
    pub fn of_discord(locale: &str) -> Lang {
        match locale {
            "de" => Lang::De,
            "fr" => Lang::Fr,
            "es-ES" | "es-419" => Lang::Es,
            "pt-BR" => Lang::PtBr,
            "pl" => Lang::Pl,
            PSEUDO_LOCALE => Lang::Pseudo,
            _ => Lang::En,
        }
    }

    /// The Discord locale the bot saves for this language, which [`Lang::of_discord`]
    /// reads back.
    pub fn discord_locale(self) -> &'static str {
        match self {
            Lang::Pseudo => PSEUDO_LOCALE,
            other => other.code(),
        }
    }

    /// The language of a POSIX locale (`LANG`, `LC_ALL`: `de_DE.UTF-8`, `pt_BR`, `C`...),
    /// or of a language code given by hand (`--lang de`): English for any other.
    pub fn of_posix(value: &str) -> Lang {
        let code = value.split(['.', '@']).next().unwrap_or_default();
        let mut parts = code.split(['_', '-']);
        let language = parts.next().unwrap_or_default().to_ascii_lowercase();
        let region = parts.next().unwrap_or_default().to_ascii_uppercase();
        match (language.as_str(), region.as_str()) {
            ("de", _) => Lang::De,
            ("fr", _) => Lang::Fr,
            ("es", _) => Lang::Es,
            ("pt", _) => Lang::PtBr,
            ("pl", _) => Lang::Pl,
            _ => Lang::En,
        }
    }

    /// The language of the terminal: `LC_ALL`, then `LC_MESSAGES`, then `LANG`.
    pub fn of_environment() -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .find_map(|name| std::env::var(name).ok().filter(|v| !v.is_empty()))
            .map_or(Lang::En, |v| Lang::of_posix(&v))
    }
}

/// A value a message takes: a name or card (as written) or a number (for plurals).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Text(String),
    Number(i64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(u8, u16, u32, usize, i32, i64);

/// A u64 is a count, or an id (a Discord snowflake, past 2^53): Fluent's numbers are
/// floating point, which would change an id's last digits, so a large one is text.
impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        if n < 1 << 53 {
            Arg::Number(n as i64)
        } else {
            Arg::Text(n.to_string())
        }
    }
}

/// The message `id` in `lang`, with its values. A message a language lacks is English; a
/// message nobody has (a bug the tests catch) is its id, logged.
pub fn message(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    let values: HashMap<Cow<'static, str>, FluentValue<'_>> = args
        .iter()
        .map(|(name, value)| {
            let value = match value {
                Arg::Text(text) => FluentValue::from(text.as_str()),
                Arg::Number(n) => FluentValue::from(*n),
            };
            (Cow::Owned((*name).to_string()), value)
        })
        .collect();
    let said = LOCALES
        .try_lookup_with_args(lang.id(), id, &values)
        .unwrap_or_else(|| {
            tracing::error!(id, "a message nobody has");
            id.to_string()
        });
    match lang {
        Lang::Pseudo => pseudo(&said),
        _ => said,
    }
}

/// A message wrapped in markers and lengthened by a third (see [`Lang::Pseudo`]).
fn pseudo(text: &str) -> String {
    let extra = text.chars().count().div_ceil(3);
    format!("⟦{text}{}⟧", "~".repeat(extra))
}

/// `t!(lang, "message-id")` or `t!(lang, "message-id", name = value, count = n)`: the
/// message in `lang` (see [`message`]).
#[macro_export]
macro_rules! t {
    ($lang:expr, $id:expr) => {
        $crate::text::message($lang, $id, &[])
    };
    ($lang:expr, $id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::text::message(
            $lang,
            $id,
            &[$((stringify!($name), $crate::text::Arg::from($value))),+],
        )
    };
}

/// What [`seat_label`] adds to a name: ` (seat 3)` where another seat shares it (ignoring
/// case), else nothing; for a front end that escapes the name first.
pub fn seat_mark(lang: Lang, names: &[&str], index: usize) -> String {
    let folded = |n: &str| n.trim().to_lowercase();
    let name = names.get(index).map_or_else(String::new, |n| folded(n));
    let shared = names
        .iter()
        .enumerate()
        .any(|(i, other)| i != index && folded(other) == name);
    if shared {
        format!(" {}", t!(lang, "seat-mark", seat = index + 1))
    } else {
        String::new()
    }
}

/// How seat `index` of a table is named: its occupant's name, with its seat number where
/// another seat has the same name, so that a copied nickname cannot pass for another.
pub fn seat_label(lang: Lang, names: &[&str], index: usize) -> String {
    let name = names.get(index).map_or("?", |n| n.trim());
    format!("{name}{}", seat_mark(lang, names, index))
}

/// How many players `game` seats, from its catalog: "Ribs needs 4 to 10 players".
pub fn players_needed(lang: Lang, game: crate::games::GameKind) -> String {
    let entry = game.entry();
    let (min, max) = (*entry.seats.start(), *entry.seats.end());
    if min == max {
        t!(
            lang,
            "players-needed-exactly",
            game = entry.name,
            seats = min
        )
    } else {
        t!(
            lang,
            "players-needed",
            game = entry.name,
            min = min,
            max = max
        )
    }
}

pub mod crazy_eights;
pub mod cribbage;
pub mod gin_rummy;
pub mod oh_hell;
pub mod ribs;

#[cfg(test)]
mod tests;
