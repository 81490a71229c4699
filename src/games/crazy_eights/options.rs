//! Crazy Eights' table options: every variation of the rules file, each a value always
//! legal. Two powers never share a rank (the wild rank, `skip`, `reverse`, and the two
//! under `draw_two`): setting a value that would make them is refused, so an [`Options`]
//! in hand is always playable. Whether the hand size fits the table depends on the number
//! of players and is checked when a game starts ([`super::SetupError::HandSize`]).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::cards::Rank;
use crate::games::{GameOptions, OptionSpec, OptionValues};

/// Words of an option whose values are words: each enum lists them in order.
macro_rules! worded {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident = $word:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub enum $name {
            #[default]
            $($(#[$vmeta])* $variant),+
        }

        impl $name {
            /// Every value's word, in the order the lobby lists them.
            pub const WORDS: &'static [&'static str] = &[$($word),+];
            const ALL: &'static [$name] = &[$($name::$variant),+];

            pub fn word(self) -> &'static str {
                match self {
                    $($name::$variant => $word),+
                }
            }

            pub fn from_word(word: &str) -> Option<$name> {
                $name::ALL.iter().copied().find(|v| v.word() == word)
            }
        }

        impl Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.word())
            }
        }
    };
}

worded!(
    /// What a player may do instead of playing: how drawing goes.
    Drawing {
        /// Draw one card; that ends the turn.
        One = "one",
        /// Draw one card, then play that very card if it plays, or pass.
        PlayDrawn = "play_drawn",
        /// Up to `draw_limit` draws, one by one, any playable card after any of them;
        /// after the limit, pass if you do not play.
        Limit = "limit",
        /// Draw one by one at will, play after any draw; no pass while the stock has cards.
        UntilPlay = "until_play",
    }
);

worded!(
    /// When the wild card may be played and whether it names a suit.
    WildPlay {
        /// On anything; names a suit.
        Any = "any",
        /// Only if it matches the suit to follow or the top card's rank; names a suit.
        Matching = "matching",
        /// On anything; names none (the next player follows its own suit).
        NoChange = "no_change",
        /// On anything; names a suit only if it matched the suit to follow or a wild on
        /// top (Wong's rule).
        ChangeIfMatching = "change_if_matching",
    }
);

/// The ranks the wild card may have.
pub const WILD_RANKS: &[&str] = &["8", "J", "A"];
/// `skip` and `reverse`: off or a rank.
const POWER_RANKS: &[&str] = &[
    "off", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
];
/// `hand_size`: the rules' standard or 3 to 10.
const HAND_SIZES: &[&str] = &["standard", "3", "4", "5", "6", "7", "8", "9", "10"];

/// The lowest and highest `target`.
pub const TARGET: (u16, u16) = (10, 1000);

/// The options a game of Crazy Eights plays by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// The penalty total that ends the match, after the hand in which someone reaches it.
    pub target: u16,
    /// Cards dealt to each; `None` for the standard (7 with 2 players, 5 otherwise).
    pub hand_size: Option<u8>,
    pub drawing: Drawing,
    /// The most draws in a turn under [`Drawing::Limit`].
    pub draw_limit: u8,
    /// Draw and pass only when no card plays.
    pub must_play: bool,
    /// An empty stock is refilled from the discard pile but its top card.
    pub reshuffle: bool,
    /// A play leaving one card must be announced, or the player draws a penalty.
    pub last_card: bool,
    pub last_card_penalty: u8,
    /// The rank that is wild (names a suit, scores 50).
    pub wild_rank: Rank,
    pub wild_play: WildPlay,
    /// The rank that makes the next player miss a turn.
    pub skip: Option<Rank>,
    /// The rank that turns the direction of play round.
    pub reverse: Option<Rank>,
    /// Twos make the next player draw two (or stack another two).
    pub draw_two: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            target: 100,
            hand_size: None,
            drawing: Drawing::One,
            draw_limit: 3,
            must_play: false,
            reshuffle: false,
            last_card: false,
            last_card_penalty: 2,
            wild_rank: Rank::Eight,
            wild_play: WildPlay::Any,
            skip: None,
            reverse: None,
            draw_two: false,
        }
    }
}

impl Options {
    /// How many 52-card packs a table of `players` uses: two from 6 players.
    pub fn packs(players: u8) -> u8 {
        if players >= 6 { 2 } else { 1 }
    }

    /// Cards dealt to each of `players`.
    pub fn hand_size_for(self, players: u8) -> u8 {
        self.hand_size.unwrap_or(if players == 2 { 7 } else { 5 })
    }

    /// Whether the deal fits the pack(s): every hand and a starter.
    pub fn fits(self, players: u8) -> bool {
        u32::from(players) * u32::from(self.hand_size_for(players))
            < 52 * u32::from(Self::packs(players))
    }

    /// The rank of the draw-two power, when it is on.
    pub fn two(self) -> Option<Rank> {
        self.draw_two.then_some(Rank::Two)
    }

    /// The powers and their ranks, in the schema's order.
    fn powers(self) -> [(&'static str, Option<Rank>); 4] {
        [
            ("wild_rank", Some(self.wild_rank)),
            ("skip", self.skip),
            ("reverse", self.reverse),
            ("draw_two", self.two()),
        ]
    }

    /// The first two powers on one rank, if any.
    fn clash(self) -> Option<(&'static str, &'static str, Rank)> {
        let powers = self.powers();
        for (i, &(a, ra)) in powers.iter().enumerate() {
            for &(b, rb) in &powers[i + 1..] {
                if let (Some(x), Some(y)) = (ra, rb)
                    && x == y
                {
                    return Some((a, b, x));
                }
            }
        }
        None
    }

    /// These options as a JSON object, each value of its natural type (numbers, booleans,
    /// words): the store's form and the referee's.
    pub fn to_json(self) -> Map<String, Value> {
        SCHEMA
            .iter()
            .map(|spec| {
                let text = self.value(spec.key).unwrap_or_default();
                let value = match spec.values {
                    OptionValues::Switch => Value::Bool(text == "true"),
                    _ => text.parse::<u64>().map_or(Value::String(text), Value::from),
                };
                (spec.key.to_string(), value)
            })
            .collect()
    }

    /// Options from a JSON object of some keys (the rest default), read in the object's
    /// order.
    ///
    /// # Errors
    /// The first key unknown or of a value the option does not take.
    pub fn from_json(object: &Map<String, Value>) -> Result<Options, OptionsError> {
        object
            .iter()
            .try_fold(Options::default(), |options, (key, value)| {
                let text = match value {
                    Value::Bool(b) => b.to_string(),
                    Value::Number(n) => n.to_string(),
                    Value::String(s) => s.clone(),
                    other => other.to_string(),
                };
                options.with(key, &text)
            })
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
    /// `key` set to a rank another power (`other`) already has.
    SameRank {
        key: &'static str,
        other: &'static str,
        rank: Rank,
    },
}

impl std::error::Error for OptionsError {}

const SWITCH: OptionValues = OptionValues::Switch;

/// Every option, in the order of the rules file.
pub(super) const SCHEMA: &[OptionSpec] = &[
    OptionSpec {
        key: "target",
        values: OptionValues::Number {
            min: TARGET.0 as i64,
            max: TARGET.1 as i64,
        },
    },
    OptionSpec {
        key: "hand_size",
        values: OptionValues::OneOf(HAND_SIZES),
    },
    OptionSpec {
        key: "drawing",
        values: OptionValues::OneOf(Drawing::WORDS),
    },
    OptionSpec {
        key: "draw_limit",
        values: OptionValues::Number { min: 1, max: 10 },
    },
    OptionSpec {
        key: "must_play",
        values: SWITCH,
    },
    OptionSpec {
        key: "reshuffle",
        values: SWITCH,
    },
    OptionSpec {
        key: "last_card",
        values: SWITCH,
    },
    OptionSpec {
        key: "last_card_penalty",
        values: OptionValues::Number { min: 1, max: 5 },
    },
    OptionSpec {
        key: "wild_rank",
        values: OptionValues::OneOf(WILD_RANKS),
    },
    OptionSpec {
        key: "wild_play",
        values: OptionValues::OneOf(WildPlay::WORDS),
    },
    OptionSpec {
        key: "skip",
        values: OptionValues::OneOf(POWER_RANKS),
    },
    OptionSpec {
        key: "reverse",
        values: OptionValues::OneOf(POWER_RANKS),
    },
    OptionSpec {
        key: "draw_two",
        values: SWITCH,
    },
];

fn bad(key: &'static str, value: &str) -> OptionsError {
    OptionsError::BadValue {
        key,
        value: value.to_string(),
    }
}

fn switch(key: &'static str, value: &str) -> Result<bool, OptionsError> {
    match value {
        "true" => Ok(true),
        "false" => Ok(false),
        _ => Err(bad(key, value)),
    }
}

fn number<T: TryFrom<u64>>(
    key: &'static str,
    value: &str,
    min: u64,
    max: u64,
) -> Result<T, OptionsError> {
    value
        .parse::<u64>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .and_then(|n| T::try_from(n).ok())
        .ok_or_else(|| bad(key, value))
}

/// A rank among `words` (as written there: `8`, `J`, `Q`), or `off` where allowed.
fn rank(key: &'static str, value: &str, words: &[&str]) -> Result<Option<Rank>, OptionsError> {
    if value == "off" && words.contains(&"off") {
        return Ok(None);
    }
    if !words.contains(&value) {
        return Err(bad(key, value));
    }
    value.parse::<Rank>().map(Some).map_err(|_| bad(key, value))
}

fn rank_word(rank: Option<Rank>) -> String {
    rank.map_or_else(|| "off".to_string(), |r| r.symbol().to_string())
}

impl GameOptions for Options {
    type Error = OptionsError;

    fn schema() -> &'static [OptionSpec] {
        SCHEMA
    }

    fn value(&self, key: &str) -> Option<String> {
        let text = match key {
            "target" => self.target.to_string(),
            "hand_size" => self
                .hand_size
                .map_or_else(|| "standard".to_string(), |n| n.to_string()),
            "drawing" => self.drawing.word().to_string(),
            "draw_limit" => self.draw_limit.to_string(),
            "must_play" => self.must_play.to_string(),
            "reshuffle" => self.reshuffle.to_string(),
            "last_card" => self.last_card.to_string(),
            "last_card_penalty" => self.last_card_penalty.to_string(),
            "wild_rank" => self.wild_rank.symbol().to_string(),
            "wild_play" => self.wild_play.word().to_string(),
            "skip" => rank_word(self.skip),
            "reverse" => rank_word(self.reverse),
            "draw_two" => self.draw_two.to_string(),
            _ => return None,
        };
        Some(text)
    }

    /// Refuses a rank another power already has: set the other one first.
    fn with(mut self, key: &str, value: &str) -> Result<Self, OptionsError> {
        let value = value.trim();
        let key = match SCHEMA.iter().find(|s| s.key == key.trim()) {
            Some(spec) => spec.key,
            None => return Err(OptionsError::Unknown(key.to_string())),
        };
        let (lo, hi) = (u64::from(TARGET.0), u64::from(TARGET.1));
        match key {
            "target" => self.target = number(key, value, lo, hi)?,
            "hand_size" if value == "standard" => self.hand_size = None,
            "hand_size" => self.hand_size = Some(number(key, value, 3, 10)?),
            "drawing" => self.drawing = Drawing::from_word(value).ok_or_else(|| bad(key, value))?,
            "draw_limit" => self.draw_limit = number(key, value, 1, 10)?,
            "must_play" => self.must_play = switch(key, value)?,
            "reshuffle" => self.reshuffle = switch(key, value)?,
            "last_card" => self.last_card = switch(key, value)?,
            "last_card_penalty" => self.last_card_penalty = number(key, value, 1, 5)?,
            "wild_rank" => {
                self.wild_rank = rank(key, value, WILD_RANKS)?.ok_or_else(|| bad(key, value))?;
            }
            "wild_play" => {
                self.wild_play = WildPlay::from_word(value).ok_or_else(|| bad(key, value))?;
            }
            "skip" => self.skip = rank(key, value, POWER_RANKS)?,
            "reverse" => self.reverse = rank(key, value, POWER_RANKS)?,
            _ => self.draw_two = switch(key, value)?,
        }
        match self.clash() {
            Some((a, b, rank)) => Err(OptionsError::SameRank {
                key,
                other: if a == key { b } else { a },
                rank,
            }),
            None => Ok(self),
        }
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

impl Serialize for Options {
    /// Every option, as [`Options::to_json`] writes them.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.to_json().serialize(s)
    }
}

impl<'de> Deserialize<'de> for Options {
    /// Any of the options (the rest default), no other key.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Options, D::Error> {
        let object = Map::<String, Value>::deserialize(d)?;
        Options::from_json(&object).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_option_of_the_schema_reads_back_as_set() {
        for spec in Options::schema() {
            for value in spec.values.listed() {
                let Ok(options) = Options::default().with(spec.key, &value) else {
                    // Only a rank the wild eight has is refused from the defaults.
                    assert!(["skip", "reverse"].contains(&spec.key) && value == "8");
                    continue;
                };
                assert_eq!(options.value(spec.key), Some(value), "{}", spec.key);
                assert_eq!(options.to_string().parse(), Ok(options));
                let json = serde_json::to_string(&options).unwrap();
                assert_eq!(serde_json::from_str::<Options>(&json).unwrap(), options);
            }
        }
        assert_eq!(Options::default().value("speed"), None);
        assert!(Options::default().with("target", "9").is_err());
        assert!(Options::default().with("wild_rank", "Q").is_err());
    }

    #[test]
    fn two_powers_on_one_rank_are_refused() {
        let o = Options::default();
        assert!(matches!(
            o.with("skip", "8"),
            Err(OptionsError::SameRank {
                key: "skip",
                other: "wild_rank",
                ..
            })
        ));
        let twos = o.with("draw_two", "true").unwrap();
        assert!(twos.with("reverse", "2").is_err());
        let skip_q = o.with("skip", "Q").unwrap();
        assert!(skip_q.with("reverse", "Q").is_err());
        assert!(skip_q.with("reverse", "A").is_ok());
        let wild_j = o.with("wild_rank", "J").unwrap();
        assert!(
            wild_j.with("skip", "8").is_ok(),
            "eights are plain once jacks are wild"
        );
    }

    #[test]
    fn the_standard_hand_is_seven_for_two_and_five_for_more_and_must_fit() {
        let o = Options::default();
        assert_eq!((o.hand_size_for(2), o.hand_size_for(3)), (7, 5));
        let ten = o.with("hand_size", "10").unwrap();
        assert!(ten.fits(5), "50 cards and a starter out of 52");
        assert!(ten.fits(10), "100 and a starter out of 104");
        assert_eq!((Options::packs(5), Options::packs(6)), (1, 2));
    }
}
