//! Cribbage's table options: every variation of `shared/games/cribbage.md`, each a value
//! always legal (the two-hand deal is ignored at 3 and 4 players, as the file says).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::games::{GameOptions, OptionSpec, OptionValues};

/// How two players are dealt.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TwoHandDeal {
    /// Six each, two laid away each (the modern game).
    #[default]
    Six,
    /// Five each and two to the crib, one laid away each (ACC's alternative).
    Five,
}

/// What a losing side owes, by how far behind it stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Skunk {
    /// Always 1.
    None,
    /// 2 below target − 30, else 1 (ACC).
    #[default]
    Skunk,
    /// 4 below target − 60, 2 below target − 30, else 1 (ACC free play).
    DoubleSkunk,
    /// 2 below half the target, else 1 (Pagat).
    Lurch,
}

/// Who deals first in the next game of a match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum NextFirstDealer {
    /// The player left of the one who pegged out (ACC).
    #[default]
    Loser,
    /// The player left of the previous game's first dealer (Pagat).
    Alternate,
}

impl TwoHandDeal {
    pub const WORDS: &'static [&'static str] = &["six", "five"];
    pub fn word(self) -> &'static str {
        Self::WORDS[self as usize]
    }
    fn from_word(word: &str) -> Option<Self> {
        [Self::Six, Self::Five]
            .into_iter()
            .find(|v| v.word() == word)
    }
}

impl Skunk {
    pub const WORDS: &'static [&'static str] = &["none", "skunk", "double_skunk", "lurch"];
    pub fn word(self) -> &'static str {
        Self::WORDS[self as usize]
    }
    fn from_word(word: &str) -> Option<Self> {
        [Self::None, Self::Skunk, Self::DoubleSkunk, Self::Lurch]
            .into_iter()
            .find(|v| v.word() == word)
    }
}

impl NextFirstDealer {
    pub const WORDS: &'static [&'static str] = &["loser", "alternate"];
    pub fn word(self) -> &'static str {
        Self::WORDS[self as usize]
    }
    fn from_word(word: &str) -> Option<Self> {
        [Self::Loser, Self::Alternate]
            .into_iter()
            .find(|v| v.word() == word)
    }
}

/// The targets a game may go to.
pub const TARGETS: &[&str] = &["121", "91", "61"];
/// The most match points a match may go to.
pub const MAX_MATCH_TO: u8 = 15;

/// The options a match of cribbage plays by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawOptions", into = "RawOptions")]
pub struct Options {
    /// Points a game goes to: 121, 91 or 61.
    pub target: u16,
    pub two_hand_deal: TwoHandDeal,
    pub skunk: Skunk,
    /// Players claim their show counts; an opponent scores what they miss or over-claim.
    pub muggins: bool,
    pub next_first_dealer: NextFirstDealer,
    /// Match points a match goes to, 1 to 15.
    pub match_to: u8,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            target: 121,
            two_hand_deal: TwoHandDeal::Six,
            skunk: Skunk::Skunk,
            muggins: false,
            next_first_dealer: NextFirstDealer::Loser,
            match_to: 1,
        }
    }
}

impl Options {
    /// What a side that lost with `points` owes the winner.
    pub fn stake(self, points: u16) -> u8 {
        let target = i32::from(self.target);
        let points = i32::from(points);
        match self.skunk {
            Skunk::None => 1,
            Skunk::Skunk if points < target - 30 => 2,
            Skunk::DoubleSkunk if points < target - 60 => 4,
            Skunk::DoubleSkunk if points < target - 30 => 2,
            Skunk::Lurch if points < (target + 1) / 2 => 2,
            _ => 1,
        }
    }
}

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

/// Every option, in the order of the rules file.
pub(super) const SCHEMA: &[OptionSpec] = &[
    OptionSpec {
        key: "target",
        values: OptionValues::OneOf(TARGETS),
    },
    OptionSpec {
        key: "two_hand_deal",
        values: OptionValues::OneOf(TwoHandDeal::WORDS),
    },
    OptionSpec {
        key: "skunk",
        values: OptionValues::OneOf(Skunk::WORDS),
    },
    OptionSpec {
        key: "muggins",
        values: OptionValues::Switch,
    },
    OptionSpec {
        key: "next_first_dealer",
        values: OptionValues::OneOf(NextFirstDealer::WORDS),
    },
    OptionSpec {
        key: "match_to",
        values: OptionValues::Number {
            min: 1,
            max: MAX_MATCH_TO as i64,
        },
    },
];

fn bad(key: &'static str, value: &str) -> OptionsError {
    OptionsError::BadValue {
        key,
        value: value.to_string(),
    }
}

impl GameOptions for Options {
    type Error = OptionsError;

    fn schema() -> &'static [OptionSpec] {
        SCHEMA
    }

    fn value(&self, key: &str) -> Option<String> {
        let text = match key {
            "target" => self.target.to_string(),
            "two_hand_deal" => self.two_hand_deal.word().to_string(),
            "skunk" => self.skunk.word().to_string(),
            "muggins" => self.muggins.to_string(),
            "next_first_dealer" => self.next_first_dealer.word().to_string(),
            "match_to" => self.match_to.to_string(),
            _ => return None,
        };
        Some(text)
    }

    fn with(mut self, key: &str, value: &str) -> Result<Self, OptionsError> {
        let value = value.trim();
        match key.trim() {
            "target" => {
                self.target = TARGETS
                    .contains(&value)
                    .then(|| value.parse().ok())
                    .flatten()
                    .ok_or_else(|| bad("target", value))?;
            }
            "two_hand_deal" => {
                self.two_hand_deal =
                    TwoHandDeal::from_word(value).ok_or_else(|| bad("two_hand_deal", value))?;
            }
            "skunk" => self.skunk = Skunk::from_word(value).ok_or_else(|| bad("skunk", value))?,
            "muggins" => {
                self.muggins = match value {
                    "true" => true,
                    "false" => false,
                    _ => return Err(bad("muggins", value)),
                };
            }
            "next_first_dealer" => {
                self.next_first_dealer = NextFirstDealer::from_word(value)
                    .ok_or_else(|| bad("next_first_dealer", value))?;
            }
            "match_to" => {
                self.match_to = value
                    .parse::<u8>()
                    .ok()
                    .filter(|n| (1..=MAX_MATCH_TO).contains(n))
                    .ok_or_else(|| bad("match_to", value))?;
            }
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

/// The serialized form (the store's, the referee's): every key optional, no other key;
/// numbers as numbers, words as strings, the switch a boolean.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawOptions {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    target: Option<u16>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    two_hand_deal: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    skunk: Option<String>,
    #[serde(default)]
    muggins: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    next_first_dealer: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    match_to: Option<u8>,
}

impl TryFrom<RawOptions> for Options {
    type Error = OptionsError;

    fn try_from(raw: RawOptions) -> Result<Self, OptionsError> {
        let mut options = Options {
            muggins: raw.muggins,
            ..Options::default()
        };
        let pairs = [
            ("target", raw.target.map(|t| t.to_string())),
            ("two_hand_deal", raw.two_hand_deal),
            ("skunk", raw.skunk),
            ("next_first_dealer", raw.next_first_dealer),
            ("match_to", raw.match_to.map(|m| m.to_string())),
        ];
        for (key, value) in pairs {
            if let Some(value) = value {
                options = options.with(key, &value)?;
            }
        }
        Ok(options)
    }
}

impl From<Options> for RawOptions {
    fn from(o: Options) -> Self {
        RawOptions {
            target: Some(o.target),
            two_hand_deal: Some(o.two_hand_deal.word().to_string()),
            skunk: Some(o.skunk.word().to_string()),
            muggins: o.muggins,
            next_first_dealer: Some(o.next_first_dealer.word().to_string()),
            match_to: Some(o.match_to),
        }
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
        assert!(Options::default().with("target", "100").is_err());
        assert!(Options::default().with("match_to", "16").is_err());
        assert!(Options::default().with("match_to", "0").is_err());
    }

    #[test]
    fn the_stakes_follow_the_lines_of_the_target() {
        let with = |skunk, target| Options {
            skunk,
            target,
            ..Options::default()
        };
        let o = with(Skunk::Skunk, 121);
        assert_eq!((o.stake(90), o.stake(91)), (2, 1));
        let o = with(Skunk::DoubleSkunk, 121);
        assert_eq!((o.stake(60), o.stake(61), o.stake(91)), (4, 2, 1));
        let o = with(Skunk::Lurch, 121);
        assert_eq!((o.stake(60), o.stake(61)), (2, 1));
        let o = with(Skunk::Lurch, 61);
        assert_eq!((o.stake(30), o.stake(31)), (2, 1));
        assert_eq!(with(Skunk::None, 121).stake(0), 1);
        let o = with(Skunk::Skunk, 61);
        assert_eq!((o.stake(30), o.stake(31)), (2, 1));
    }
}
