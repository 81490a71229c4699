//! The drill's table options: how many rounds, how many cards dealt to each seat.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::games::{GameOptions, OptionSpec, OptionValues};

/// The options a drill plays by; every constructor validates, so a value is always legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawOptions", into = "RawOptions")]
pub struct DrillOptions {
    rounds: u8,
    deal: u8,
}

impl Default for DrillOptions {
    fn default() -> Self {
        DrillOptions { rounds: 3, deal: 5 }
    }
}

/// Why a drill option was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum OptionsError {
    #[error("{key} must be a whole number from {} to {}, not {value}", range.start(), range.end())]
    BadNumber {
        key: &'static str,
        value: String,
        range: RangeInclusive<u8>,
    },
    #[error("the drill has no option {0:?} (options: rounds, deal)")]
    Unknown(String),
    #[error("{0:?} is not key=value")]
    NotKeyValue(String),
}

impl DrillOptions {
    pub const ROUNDS: RangeInclusive<u8> = 1..=9;
    /// At most 13: four seats dealt 13 each empty the deck.
    pub const DEAL: RangeInclusive<u8> = 1..=13;

    /// How many rounds the match has.
    pub fn rounds(self) -> u8 {
        self.rounds
    }

    /// Cards dealt to each seat at the start of each round.
    pub fn deal(self) -> u8 {
        self.deal
    }

    /// # Errors
    /// When `rounds` is outside [`DrillOptions::ROUNDS`].
    pub fn with_rounds(mut self, rounds: u8) -> Result<Self, OptionsError> {
        self.rounds = in_range("rounds", i64::from(rounds), Self::ROUNDS)?;
        Ok(self)
    }

    /// # Errors
    /// When `deal` is outside [`DrillOptions::DEAL`].
    pub fn with_deal(mut self, deal: u8) -> Result<Self, OptionsError> {
        self.deal = in_range("deal", i64::from(deal), Self::DEAL)?;
        Ok(self)
    }
}

/// A number of `range` from its text form.
fn parsed(key: &'static str, text: &str, range: RangeInclusive<u8>) -> Result<u8, OptionsError> {
    match text.trim().parse::<i64>() {
        Ok(n) => in_range(key, n, range),
        Err(_) => Err(OptionsError::BadNumber {
            key,
            value: text.trim().to_string(),
            range,
        }),
    }
}

fn in_range(key: &'static str, value: i64, range: RangeInclusive<u8>) -> Result<u8, OptionsError> {
    u8::try_from(value)
        .ok()
        .filter(|n| range.contains(n))
        .ok_or_else(|| OptionsError::BadNumber {
            key,
            value: value.to_string(),
            range,
        })
}

const OPTIONS: [OptionSpec; 2] = [
    OptionSpec {
        key: "rounds",
        values: OptionValues::Number { min: 1, max: 9 },
    },
    OptionSpec {
        key: "deal",
        values: OptionValues::Number { min: 1, max: 13 },
    },
];

/// The schema, for the catalog.
pub(super) const SCHEMA: &[OptionSpec] = &OPTIONS;

impl GameOptions for DrillOptions {
    type Error = OptionsError;

    fn schema() -> &'static [OptionSpec] {
        SCHEMA
    }

    fn value(&self, key: &str) -> Option<String> {
        match key {
            "rounds" => Some(self.rounds.to_string()),
            "deal" => Some(self.deal.to_string()),
            _ => None,
        }
    }

    fn with(self, key: &str, value: &str) -> Result<Self, OptionsError> {
        match key.trim() {
            "rounds" => Ok(DrillOptions {
                rounds: parsed("rounds", value, Self::ROUNDS)?,
                ..self
            }),
            "deal" => Ok(DrillOptions {
                deal: parsed("deal", value, Self::DEAL)?,
                ..self
            }),
            other => Err(OptionsError::Unknown(other.to_string())),
        }
    }
}

impl FromStr for DrillOptions {
    type Err = OptionsError;

    /// `key=value,key=value`, starting from the defaults; an empty string is the defaults.
    fn from_str(s: &str) -> Result<Self, OptionsError> {
        crate::games::options_from_pairs(s, OptionsError::NotKeyValue)
    }
}

impl fmt::Display for DrillOptions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "rounds={},deal={}", self.rounds, self.deal)
    }
}

/// The serialized form: either key may be left out (the default fills it), no other key.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawOptions {
    #[serde(default = "default_rounds")]
    rounds: i64,
    #[serde(default = "default_deal")]
    deal: i64,
}

fn default_rounds() -> i64 {
    DrillOptions::default().rounds.into()
}

fn default_deal() -> i64 {
    DrillOptions::default().deal.into()
}

impl TryFrom<RawOptions> for DrillOptions {
    type Error = OptionsError;

    fn try_from(raw: RawOptions) -> Result<Self, OptionsError> {
        Ok(DrillOptions {
            rounds: in_range("rounds", raw.rounds, Self::ROUNDS)?,
            deal: in_range("deal", raw.deal, Self::DEAL)?,
        })
    }
}

impl From<DrillOptions> for RawOptions {
    fn from(options: DrillOptions) -> Self {
        RawOptions {
            rounds: options.rounds.into(),
            deal: options.deal.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_option_of_the_schema_reads_back_as_set() {
        for spec in DrillOptions::schema() {
            for value in spec.values.listed() {
                let options = DrillOptions::default().with(spec.key, &value).unwrap();
                assert_eq!(options.value(spec.key), Some(value), "{}", spec.key);
                assert_eq!(options.to_string().parse(), Ok(options));
            }
        }
        assert_eq!(DrillOptions::default().value("speed"), None);
    }

    #[test]
    fn options_parse_from_key_value_text_and_round_trip() {
        let options: DrillOptions = " deal=13, rounds=1".parse().unwrap();
        assert_eq!((options.rounds(), options.deal()), (1, 13));
        assert_eq!(options.to_string(), "rounds=1,deal=13");
        assert_eq!("".parse(), Ok(DrillOptions::default()));
        let json = serde_json::to_string(&options).unwrap();
        assert_eq!(json, r#"{"rounds":1,"deal":13}"#);
        assert_eq!(
            serde_json::from_str::<DrillOptions>(&json).unwrap(),
            options
        );
        let partial: DrillOptions = serde_json::from_str(r#"{"deal":2}"#).unwrap();
        assert_eq!(partial, DrillOptions::default().with_deal(2).unwrap());
    }

    #[test]
    fn bad_options_are_refused_with_the_reason() {
        let refused = |text: &str| text.parse::<DrillOptions>().unwrap_err();
        assert_eq!(
            refused("rounds=0").to_string(),
            "rounds must be a whole number from 1 to 9, not 0"
        );
        assert_eq!(
            refused("deal=14").to_string(),
            "deal must be a whole number from 1 to 13, not 14"
        );
        assert!(matches!(refused("deal=-1"), OptionsError::BadNumber { .. }));
        assert!(matches!(
            refused("deal=five"),
            OptionsError::BadNumber { .. }
        ));
        assert_eq!(refused("speed=9"), OptionsError::Unknown("speed".into()));
        assert_eq!(refused("deal"), OptionsError::NotKeyValue("deal".into()));
        assert!(serde_json::from_str::<DrillOptions>(r#"{"rounds":10}"#).is_err());
        assert!(serde_json::from_str::<DrillOptions>(r#"{"colour":"red"}"#).is_err());
        assert!(DrillOptions::default().with_rounds(0).is_err());
        assert!(DrillOptions::default().with_deal(0).is_err());
    }
}
