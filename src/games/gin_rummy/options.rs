//! Gin Rummy's table options: every variation of the rules file. One pair of them depends
//! on the other (`return_discard: last_chance` needs `last_chance: true`), so that pair is
//! checked when a game starts ([`super::SetupError::ReturnDiscardNeedsLastChance`]).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::games::{GameOptions, OptionSpec, OptionValues};

/// How a hand begins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Start {
    /// Ten cards each and an upcard, offered first to the non-dealer.
    #[default]
    Upcard,
    /// Eleven cards to the non-dealer, ten to the dealer, no upcard: the non-dealer's
    /// first turn is a discard (or a knock) without drawing.
    Eleven,
}

/// When the card just taken from the discard pile may go straight back (or be the knock
/// card).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReturnDiscard {
    #[default]
    Never,
    /// The Gin Rummy Association's rule.
    Always,
    /// Game Colony's: only at the last chance.
    LastChance,
}

/// What a shutout (the loser scoring nothing all game) does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Shutout {
    /// The game bonus is 200 instead of 100.
    #[default]
    DoubleBonus,
    /// The game bonus stays 100; the winner's whole total after bonuses is doubled.
    DoubleScore,
}

/// The options a game of Gin Rummy plays by. The knock limit (10) is fixed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    pub start: Start,
    /// After the discard that leaves two stock cards, the other player may take it only
    /// to knock, or pass (a dead hand).
    pub last_chance: bool,
    pub return_discard: ReturnDiscard,
    pub gin_bonus: u8,
    pub undercut_bonus: u8,
    /// Per hand won, added at the game's end.
    pub box_bonus: u8,
    pub shutout: Shutout,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            start: Start::Upcard,
            last_chance: false,
            return_discard: ReturnDiscard::Never,
            gin_bonus: 20,
            undercut_bonus: 10,
            box_bonus: 20,
            shutout: Shutout::DoubleBonus,
        }
    }
}

/// The most deadwood a knocker may have.
pub const KNOCK_LIMIT: u8 = 10;
/// The points that win a game.
pub const GAME_POINTS: u32 = 100;
/// The game bonus (doubled by a shutout with `double_bonus`).
pub const GAME_BONUS: u32 = 100;

const GIN_BONUSES: &[&str] = &["20", "25"];
const UNDERCUT_BONUSES: &[&str] = &["10", "20", "25"];
const BOX_BONUSES: &[&str] = &["20", "25"];

/// Every option, in the order of the rules file.
pub(super) const SCHEMA: &[OptionSpec] = &[
    OptionSpec {
        key: "start",
        values: OptionValues::OneOf(&["upcard", "eleven"]),
    },
    OptionSpec {
        key: "last_chance",
        values: OptionValues::Switch,
    },
    OptionSpec {
        key: "return_discard",
        values: OptionValues::OneOf(&["never", "always", "last_chance"]),
    },
    OptionSpec {
        key: "gin_bonus",
        values: OptionValues::OneOf(GIN_BONUSES),
    },
    OptionSpec {
        key: "undercut_bonus",
        values: OptionValues::OneOf(UNDERCUT_BONUSES),
    },
    OptionSpec {
        key: "box_bonus",
        values: OptionValues::OneOf(BOX_BONUSES),
    },
    OptionSpec {
        key: "shutout",
        values: OptionValues::OneOf(&["double_bonus", "double_score"]),
    },
];

/// Why a table option was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionsError {
    /// No option of that name.
    Unknown(String),
    /// A value the option does not take: the key and the value, as given.
    BadValue { key: &'static str, value: String },
    /// Text that is not `key=value`.
    NotKeyValue(String),
}

impl std::error::Error for OptionsError {}

impl Options {
    /// Whether these options can be played: `return_discard: last_chance` needs
    /// `last_chance: true`.
    pub fn consistent(self) -> bool {
        self.return_discard != ReturnDiscard::LastChance || self.last_chance
    }

    /// Whether the card just taken from the discard pile may be discarded (or knocked
    /// with) straight away, at the last chance or in an ordinary turn.
    pub fn may_return(self, last_chance: bool) -> bool {
        match self.return_discard {
            ReturnDiscard::Never => false,
            ReturnDiscard::Always => true,
            ReturnDiscard::LastChance => last_chance,
        }
    }
}

/// The word a unit variant serializes to.
fn word_of<T: Serialize>(value: T) -> String {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(word)) => word,
        _ => String::new(),
    }
}

/// The variant a word names.
fn from_word<T: for<'de> Deserialize<'de>>(
    key: &'static str,
    value: &str,
) -> Result<T, OptionsError> {
    serde_json::from_value(serde_json::Value::String(value.to_string())).map_err(|_| {
        OptionsError::BadValue {
            key,
            value: value.to_string(),
        }
    })
}

fn number(key: &'static str, value: &str, allowed: &[&str]) -> Result<u8, OptionsError> {
    allowed
        .contains(&value)
        .then(|| value.parse().ok())
        .flatten()
        .ok_or_else(|| OptionsError::BadValue {
            key,
            value: value.to_string(),
        })
}

impl GameOptions for Options {
    type Error = OptionsError;

    fn schema() -> &'static [OptionSpec] {
        SCHEMA
    }

    fn value(&self, key: &str) -> Option<String> {
        let text = match key {
            "start" => word_of(self.start),
            "last_chance" => self.last_chance.to_string(),
            "return_discard" => word_of(self.return_discard),
            "gin_bonus" => self.gin_bonus.to_string(),
            "undercut_bonus" => self.undercut_bonus.to_string(),
            "box_bonus" => self.box_bonus.to_string(),
            "shutout" => word_of(self.shutout),
            _ => return None,
        };
        Some(text)
    }

    fn with(mut self, key: &str, value: &str) -> Result<Self, OptionsError> {
        let value = value.trim();
        match key.trim() {
            "start" => self.start = from_word("start", value)?,
            "last_chance" => {
                self.last_chance = match value {
                    "true" => true,
                    "false" => false,
                    _ => {
                        return Err(OptionsError::BadValue {
                            key: "last_chance",
                            value: value.to_string(),
                        });
                    }
                }
            }
            "return_discard" => self.return_discard = from_word("return_discard", value)?,
            "gin_bonus" => self.gin_bonus = number("gin_bonus", value, GIN_BONUSES)?,
            "undercut_bonus" => {
                self.undercut_bonus = number("undercut_bonus", value, UNDERCUT_BONUSES)?;
            }
            "box_bonus" => self.box_bonus = number("box_bonus", value, BOX_BONUSES)?,
            "shutout" => self.shutout = from_word("shutout", value)?,
            other => return Err(OptionsError::Unknown(other.to_string())),
        }
        Ok(self)
    }
}

impl FromStr for Options {
    type Err = OptionsError;

    /// `key=value,key=value`, from the defaults; an empty string is the defaults.
    fn from_str(s: &str) -> Result<Self, OptionsError> {
        crate::games::options_from_pairs(s, OptionsError::NotKeyValue)
    }
}

impl fmt::Display for Options {
    /// Every option as `key=value`, comma-separated, in the schema's order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::games::write_pairs(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_option_of_the_schema_reads_back_as_set() {
        for spec in Options::schema() {
            for value in spec.values.listed() {
                let options = Options::default().with(spec.key, &value).unwrap();
                assert_eq!(options.value(spec.key), Some(value), "{}", spec.key);
                assert_eq!(options.to_string().parse(), Ok(options));
                let json = serde_json::to_string(&options).unwrap();
                assert_eq!(serde_json::from_str::<Options>(&json).unwrap(), options);
            }
        }
        assert_eq!(Options::default().value("speed"), None);
        assert!(Options::default().with("gin_bonus", "30").is_err());
        assert!(Options::default().with("start", "twelve").is_err());
        assert!(
            !Options::default()
                .with("return_discard", "last_chance")
                .unwrap()
                .consistent()
        );
    }
}
