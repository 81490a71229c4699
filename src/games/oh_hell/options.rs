//! Oh Hell!'s table options: every variation of the rules file, each a value always legal.
//! `max_cards` also depends on the number of players, so it is checked when a game starts
//! ([`super::SetupError::MaxCards`]).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

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
    /// Which sizes the hands of a game take, from the most cards per player M.
    Sequence {
        /// M, M−1, …, 1, 2, …, M.
        DownUp = "down_up",
        /// 1, …, M, …, 1.
        UpDown = "up_down",
        /// M, …, 1.
        Down = "down",
        /// 1, …, M.
        Up = "up",
    }
);

worded!(
    /// How a hand's trumps are chosen.
    Trumps {
        /// The card after the deal is turned up: its suit.
        TurnUp = "turn_up",
        /// As `turn_up`, but a turned 2 to 6 means no trumps.
        TurnUpHigh = "turn_up_high",
        /// Always spades.
        Spades = "spades",
        /// ♥ ♦ ♣ ♠ by hand number.
        Cycle = "cycle",
        /// ♥ ♦ ♣ ♠ and no trumps, by hand number.
        CycleNoTrumps = "cycle_nt",
    }
);

worded!(
    /// How players bid.
    Bidding {
        /// In turn, the dealer barred from making the bids add up.
        Hook = "hook",
        /// In turn, no bar.
        NoHook = "no_hook",
        /// All at once, in secret, shown together.
        Simultaneous = "simultaneous",
    }
);

worded!(
    /// Who leads the first trick.
    FirstLead {
        LeftOfDealer = "left_of_dealer",
        Dealer = "dealer",
    }
);

worded!(
    /// How a hand is scored.
    Scoring {
        /// Tricks won, plus 10 for the exact bid.
        TricksBonus = "tricks_bonus",
        /// 10 + bid for the exact bid, else nothing.
        ExactOnly = "exact_only",
        /// 10 a trick bid (10 for a made 0), else −10 a trick off.
        TenPerTrick = "ten_per_trick",
        /// 5 + 10 a trick, else −5 − 5 a trick off.
        FiveTen = "five_ten",
        /// 10 + bid², else −(tricks off)².
        Squares = "squares",
    }
);

worded!(
    /// What a made bid of 0 scores.
    ZeroBid {
        /// As the scoring says.
        Standard = "standard",
        /// 5.
        Five = "five",
        /// 5 + the cards dealt to each.
        FivePlusCards = "five_plus_cards",
    }
);

worded!(
    /// What a tie for the highest total does.
    Tie {
        /// Everyone tied for highest wins.
        Shared = "shared",
        /// Further hands of M cards until one player alone is highest.
        PlayOff = "play_off",
    }
);

/// The most cards any table deals each player: 54 ÷ 3.
pub const MAX_CARDS_LIMIT: u8 = 18;

/// The options a game of Oh Hell! plays by.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawOptions", into = "RawOptions")]
pub struct Options {
    pub sequence: Sequence,
    /// The most cards dealt to each player, M; `None` for the rules' default for the table
    /// (10 with 3 to 5 players, 8 with 6, 7 with 7).
    pub max_cards: Option<u8>,
    pub trumps: Trumps,
    pub bidding: Bidding,
    pub first_lead: FirstLead,
    /// A player who cannot follow must trump if able.
    pub must_trump: bool,
    /// Two jokers, a suit of their own.
    pub jokers: bool,
    pub scoring: Scoring,
    pub zero_bid: ZeroBid,
    pub tie: Tie,
    /// A final one-card hand is played with each card seen by all but its holder.
    pub forehead_last_hand: bool,
}

impl Options {
    /// The pack's size: 52, or 54 with jokers.
    pub fn pack_size(self) -> u8 {
        if self.jokers { 54 } else { 52 }
    }

    /// The most `max_cards` may be at a table of `players`: the pack shared out.
    pub fn max_cards_limit(self, players: u8) -> u8 {
        self.pack_size() / players.max(1)
    }

    /// M at a table of `players`: the option, else the rules' default.
    pub fn max_cards_for(self, players: u8) -> u8 {
        self.max_cards.unwrap_or(match players {
            0..=5 => 10,
            6 => 8,
            _ => 7,
        })
    }

    /// How many hands the sequence has (play-off hands aside).
    pub fn hands_for(self, players: u8) -> u32 {
        let m = u32::from(self.max_cards_for(players));
        match self.sequence {
            Sequence::DownUp | Sequence::UpDown => 2 * m - 1,
            Sequence::Down | Sequence::Up => m,
        }
    }

    /// The cards dealt to each in hand `number` (from 1) at a table of `players`: the
    /// sequence's, and M for a play-off hand past its end.
    pub fn cards_in_hand(self, players: u8, number: u32) -> u8 {
        let m = u32::from(self.max_cards_for(players));
        let k = number.max(1);
        let size = match self.sequence {
            _ if k > self.hands_for(players) => m,
            Sequence::DownUp => m.abs_diff(k) + 1,
            Sequence::UpDown => m - k.abs_diff(m),
            Sequence::Down => m + 1 - k,
            Sequence::Up => k,
        };
        size as u8
    }

    /// Whether hand `number` is played with each card on its holder's forehead: the
    /// game's final hand when it has one card (the source's Devil's Bridge).
    pub fn forehead(self, players: u8, number: u32) -> bool {
        self.forehead_last_hand
            && number == self.hands_for(players)
            && self.cards_in_hand(players, number) == 1
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

/// `max_cards`' values in text: `auto` (the default for the table) or 1 to 18.
const MAX_CARDS_WORDS: &[&str] = &[
    "auto", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16",
    "17", "18",
];

const SWITCH: OptionValues = OptionValues::Switch;

/// Every option, in the order of the rules file.
pub(super) const SCHEMA: &[OptionSpec] = &[
    OptionSpec {
        key: "sequence",
        values: OptionValues::OneOf(Sequence::WORDS),
    },
    OptionSpec {
        key: "max_cards",
        values: OptionValues::OneOf(MAX_CARDS_WORDS),
    },
    OptionSpec {
        key: "trumps",
        values: OptionValues::OneOf(Trumps::WORDS),
    },
    OptionSpec {
        key: "bidding",
        values: OptionValues::OneOf(Bidding::WORDS),
    },
    OptionSpec {
        key: "first_lead",
        values: OptionValues::OneOf(FirstLead::WORDS),
    },
    OptionSpec {
        key: "must_trump",
        values: SWITCH,
    },
    OptionSpec {
        key: "jokers",
        values: SWITCH,
    },
    OptionSpec {
        key: "scoring",
        values: OptionValues::OneOf(Scoring::WORDS),
    },
    OptionSpec {
        key: "zero_bid",
        values: OptionValues::OneOf(ZeroBid::WORDS),
    },
    OptionSpec {
        key: "tie",
        values: OptionValues::OneOf(Tie::WORDS),
    },
    OptionSpec {
        key: "forehead_last_hand",
        values: SWITCH,
    },
];

fn switch(key: &'static str, value: &str) -> Result<bool, OptionsError> {
    match value {
        "true" => Ok(true),
        "false" => Ok(false),
        _ => Err(OptionsError::BadValue {
            key,
            value: value.to_string(),
        }),
    }
}

fn word<T>(key: &'static str, value: &str, read: fn(&str) -> Option<T>) -> Result<T, OptionsError> {
    read(value).ok_or_else(|| OptionsError::BadValue {
        key,
        value: value.to_string(),
    })
}

fn max_cards(value: &str) -> Result<Option<u8>, OptionsError> {
    match value {
        "auto" => Ok(None),
        _ => value
            .parse::<u8>()
            .ok()
            .filter(|n| (1..=MAX_CARDS_LIMIT).contains(n))
            .map(Some)
            .ok_or_else(|| OptionsError::BadValue {
                key: "max_cards",
                value: value.to_string(),
            }),
    }
}

impl GameOptions for Options {
    type Error = OptionsError;

    fn schema() -> &'static [OptionSpec] {
        SCHEMA
    }

    fn value(&self, key: &str) -> Option<String> {
        let text = match key {
            "sequence" => self.sequence.word().to_string(),
            "max_cards" => self
                .max_cards
                .map_or_else(|| "auto".to_string(), |m| m.to_string()),
            "trumps" => self.trumps.word().to_string(),
            "bidding" => self.bidding.word().to_string(),
            "first_lead" => self.first_lead.word().to_string(),
            "must_trump" => self.must_trump.to_string(),
            "jokers" => self.jokers.to_string(),
            "scoring" => self.scoring.word().to_string(),
            "zero_bid" => self.zero_bid.word().to_string(),
            "tie" => self.tie.word().to_string(),
            "forehead_last_hand" => self.forehead_last_hand.to_string(),
            _ => return None,
        };
        Some(text)
    }

    fn with(mut self, key: &str, value: &str) -> Result<Self, OptionsError> {
        let value = value.trim();
        match key.trim() {
            "sequence" => self.sequence = word("sequence", value, Sequence::from_word)?,
            "max_cards" => self.max_cards = max_cards(value)?,
            "trumps" => self.trumps = word("trumps", value, Trumps::from_word)?,
            "bidding" => self.bidding = word("bidding", value, Bidding::from_word)?,
            "first_lead" => self.first_lead = word("first_lead", value, FirstLead::from_word)?,
            "must_trump" => self.must_trump = switch("must_trump", value)?,
            "jokers" => self.jokers = switch("jokers", value)?,
            "scoring" => self.scoring = word("scoring", value, Scoring::from_word)?,
            "zero_bid" => self.zero_bid = word("zero_bid", value, ZeroBid::from_word)?,
            "tie" => self.tie = word("tie", value, Tie::from_word)?,
            "forehead_last_hand" => {
                self.forehead_last_hand = switch("forehead_last_hand", value)?;
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
/// words as strings, `max_cards` a number, switches booleans.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawOptions {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    sequence: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    max_cards: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    trumps: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    bidding: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    first_lead: Option<String>,
    #[serde(default)]
    must_trump: bool,
    #[serde(default)]
    jokers: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    scoring: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    zero_bid: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    tie: Option<String>,
    #[serde(default)]
    forehead_last_hand: bool,
}

impl TryFrom<RawOptions> for Options {
    type Error = OptionsError;

    fn try_from(raw: RawOptions) -> Result<Self, OptionsError> {
        let mut options = Options {
            max_cards: raw.max_cards,
            must_trump: raw.must_trump,
            jokers: raw.jokers,
            forehead_last_hand: raw.forehead_last_hand,
            ..Options::default()
        };
        if let Some(m) = raw.max_cards {
            options = options.with("max_cards", &m.to_string())?;
        }
        let words = [
            ("sequence", raw.sequence),
            ("trumps", raw.trumps),
            ("bidding", raw.bidding),
            ("first_lead", raw.first_lead),
            ("scoring", raw.scoring),
            ("zero_bid", raw.zero_bid),
            ("tie", raw.tie),
        ];
        for (key, value) in words {
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
            sequence: Some(o.sequence.word().to_string()),
            max_cards: o.max_cards,
            trumps: Some(o.trumps.word().to_string()),
            bidding: Some(o.bidding.word().to_string()),
            first_lead: Some(o.first_lead.word().to_string()),
            must_trump: o.must_trump,
            jokers: o.jokers,
            scoring: Some(o.scoring.word().to_string()),
            zero_bid: Some(o.zero_bid.word().to_string()),
            tie: Some(o.tie.word().to_string()),
            forehead_last_hand: o.forehead_last_hand,
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
        assert_eq!(Options::default().value("speed"), None);
        assert!(Options::default().with("max_cards", "19").is_err());
        assert!(Options::default().with("trumps", "clubs").is_err());
    }

    #[test]
    fn the_sequences_run_as_the_rules_say() {
        let sizes = |o: Options, n: u8| -> Vec<u8> {
            (1..=o.hands_for(n))
                .map(|k| o.cards_in_hand(n, k))
                .collect()
        };
        let d = Options::default();
        assert_eq!(sizes(d, 7), [7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7]);
        assert_eq!(d.hands_for(4), 19);
        assert_eq!(sizes(d, 6)[0], 8);
        let with = |s: Sequence| Options {
            sequence: s,
            max_cards: Some(3),
            ..d
        };
        assert_eq!(sizes(with(Sequence::UpDown), 4), [1, 2, 3, 2, 1]);
        assert_eq!(sizes(with(Sequence::Down), 4), [3, 2, 1]);
        assert_eq!(sizes(with(Sequence::Up), 4), [1, 2, 3]);
        assert_eq!(
            with(Sequence::Up).cards_in_hand(4, 9),
            3,
            "a play-off hand is M"
        );
        assert!(
            Options {
                forehead_last_hand: true,
                ..with(Sequence::Down)
            }
            .forehead(4, 3)
        );
        assert!(
            !Options {
                forehead_last_hand: true,
                ..with(Sequence::Up)
            }
            .forehead(4, 3)
        );
    }
}
