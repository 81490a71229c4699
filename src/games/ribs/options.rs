//! Table options: the variants of RULES.md a table may choose before a match.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::error::ActionError;
use super::hand::OPENING_BID;

/// When a face-up play beats the (uncracked, unmatched) ribs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BeatRule {
    /// At least one card higher than both rib cards (Pagat; the default).
    #[default]
    OneHigher,
    /// Both cards higher than both rib cards (Denexa's wording).
    BothHigher,
}

/// Whether players may fold (play two cards face down) once per hand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Folding {
    #[default]
    OncePerHand,
    Never,
}

/// The options a table plays by. Build one with [`Options::default`] and the setters, or
/// parse `key=value,...`; every constructor validates, so an `Options` is always legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawOptions", into = "RawOptions")]
pub struct Options {
    target: u8,
    bid_step: u8,
    beat_rule: BeatRule,
    folding: Folding,
    last_trick_face_up: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            target: 5,
            bid_step: 1,
            beat_rule: BeatRule::OneHigher,
            folding: Folding::OncePerHand,
            last_trick_face_up: false,
        }
    }
}

/// Why a table option was refused (worded by `crate::text::ribs::options_error`, which
/// gives it its English `Display`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionsError {
    /// A target outside `Options::TARGET_RANGE`.
    Target(i64),
    /// A bid step other than 1 or 2.
    BidStep(i64),
    /// An option no table has.
    Unknown(String),
    /// A value the option does not take; `expected` lists those it does.
    BadValue {
        key: &'static str,
        value: String,
        expected: &'static str,
    },
    /// Text that is not `key=value`.
    NotKeyValue(String),
}

impl std::error::Error for OptionsError {}

impl Options {
    pub const TARGET_RANGE: std::ops::RangeInclusive<u8> = 1..=20;

    /// Hand wins needed to win the match.
    pub fn target(&self) -> u8 {
        self.target
    }
    /// How much each raise adds to the bid (1, or 2 for bids of 2, 4, 6, ...).
    pub fn bid_step(&self) -> u8 {
        self.bid_step
    }
    pub fn beat_rule(&self) -> BeatRule {
        self.beat_rule
    }
    pub fn folding(&self) -> Folding {
        self.folding
    }
    /// In the fourth trick the ribs are laid face up and nobody may fold.
    pub fn last_trick_face_up(&self) -> bool {
        self.last_trick_face_up
    }

    /// # Errors
    /// When `target` is outside 1..=20.
    pub fn with_target(mut self, target: u8) -> Result<Self, OptionsError> {
        if !Self::TARGET_RANGE.contains(&target) {
            return Err(OptionsError::Target(target.into()));
        }
        self.target = target;
        Ok(self)
    }

    /// # Errors
    /// When `step` is neither 1 nor 2.
    pub fn with_bid_step(mut self, step: u8) -> Result<Self, OptionsError> {
        if !(1..=2).contains(&step) {
            return Err(OptionsError::BidStep(step.into()));
        }
        self.bid_step = step;
        Ok(self)
    }

    pub fn with_beat_rule(mut self, rule: BeatRule) -> Self {
        self.beat_rule = rule;
        self
    }

    pub fn with_folding(mut self, folding: Folding) -> Self {
        self.folding = folding;
        self
    }

    pub fn with_last_trick_face_up(mut self, on: bool) -> Self {
        self.last_trick_face_up = on;
        self
    }

    /// The bid every trick's bidding opens at, forced on its opener.
    #[inline]
    pub fn opening_bid(&self) -> u32 {
        OPENING_BID
    }

    /// The bid a raise over `bid` makes: the opening bid over none (0), else one
    /// `bid_step` more (`None` past the largest bid).
    #[inline]
    pub fn raise(&self, bid: u32) -> Option<u32> {
        if bid == 0 {
            Some(self.opening_bid())
        } else {
            bid.checked_add(self.bid_step.into())
        }
    }

    /// Whether `bid` can be bid at this table: the opening bid, or a whole number of
    /// `bid_step`s above it. (The bidding itself checks each raise against the last bid;
    /// this is for a bid met outside a bidding, as in a referee's one-trick document.)
    ///
    /// # Errors
    /// [`ActionError::BelowOpening`] or [`ActionError::OffStep`].
    pub fn check_bid(&self, bid: u32) -> Result<(), ActionError> {
        if bid < OPENING_BID {
            return Err(ActionError::BelowOpening {
                bid,
                opening: OPENING_BID,
            });
        }
        if !(bid - OPENING_BID).is_multiple_of(u32::from(self.bid_step)) {
            return Err(ActionError::OffStep {
                bid,
                step: self.bid_step,
                opening: OPENING_BID,
            });
        }
        Ok(())
    }

    /// Whether this table allows folding at all (the fold allowance of a seat in a hand is
    /// [`crate::games::ribs::Hand::fold_allowed`]).
    ///
    /// # Errors
    /// [`ActionError::FoldingOff`].
    pub fn check_folding(&self) -> Result<(), ActionError> {
        match self.folding {
            Folding::OncePerHand => Ok(()),
            Folding::Never => Err(ActionError::FoldingOff),
        }
    }

    /// Every combination of the rule options (target fixed at the default): for tests and
    /// simulations that must cover each variant.
    pub fn all_variants() -> Vec<Options> {
        let mut all = Vec::new();
        for step in [1, 2] {
            for beat in [BeatRule::OneHigher, BeatRule::BothHigher] {
                for folding in [Folding::OncePerHand, Folding::Never] {
                    for last in [false, true] {
                        all.push(Options {
                            bid_step: step,
                            beat_rule: beat,
                            folding,
                            last_trick_face_up: last,
                            ..Options::default()
                        });
                    }
                }
            }
        }
        all
    }

    /// Sets one option from its text form, as in `--options bid_step=2`.
    ///
    /// # Errors
    /// When the key is unknown or the value is not one the option takes.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), OptionsError> {
        let bad = |key, expected| OptionsError::BadValue {
            key,
            value: value.to_string(),
            expected,
        };
        match key.trim() {
            "target" => {
                let n: i64 = value.trim().parse().map_err(|_| bad("target", "1..=20"))?;
                let n = u8::try_from(n).map_err(|_| OptionsError::Target(n))?;
                *self = self.with_target(n)?;
            }
            "bid_step" => {
                let n: i64 = value.trim().parse().map_err(|_| bad("bid_step", "1, 2"))?;
                let n = u8::try_from(n).map_err(|_| OptionsError::BidStep(n))?;
                *self = self.with_bid_step(n)?;
            }
            "beat_rule" => {
                self.beat_rule = match value.trim() {
                    "one_higher" => BeatRule::OneHigher,
                    "both_higher" => BeatRule::BothHigher,
                    _ => return Err(bad("beat_rule", "one_higher, both_higher")),
                }
            }
            "folding" => {
                self.folding = match value.trim() {
                    "once_per_hand" => Folding::OncePerHand,
                    "never" => Folding::Never,
                    _ => return Err(bad("folding", "once_per_hand, never")),
                }
            }
            "last_trick_face_up" => {
                self.last_trick_face_up = match value.trim() {
                    "true" | "on" | "yes" | "1" => true,
                    "false" | "off" | "no" | "0" => false,
                    _ => return Err(bad("last_trick_face_up", "true, false")),
                }
            }
            other => return Err(OptionsError::Unknown(other.to_string())),
        }
        Ok(())
    }
}

impl FromStr for Options {
    type Err = OptionsError;

    /// `key=value,key=value`, starting from the defaults; an empty string is the defaults.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut options = Options::default();
        for pair in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (key, value) = pair
                .split_once('=')
                .ok_or_else(|| OptionsError::NotKeyValue(pair.to_string()))?;
            options.set(key, value)?;
        }
        Ok(options)
    }
}

impl fmt::Display for Options {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let beat = match self.beat_rule {
            BeatRule::OneHigher => "one_higher",
            BeatRule::BothHigher => "both_higher",
        };
        let folding = match self.folding {
            Folding::OncePerHand => "once_per_hand",
            Folding::Never => "never",
        };
        write!(
            f,
            "target={},bid_step={},beat_rule={beat},folding={folding},last_trick_face_up={}",
            self.target, self.bid_step, self.last_trick_face_up
        )
    }
}

/// The serialized form: every key optional (defaults fill the gaps), unknown keys refused.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawOptions {
    #[serde(default = "default_target")]
    target: i64,
    #[serde(default = "default_bid_step")]
    bid_step: i64,
    #[serde(default)]
    beat_rule: BeatRule,
    #[serde(default)]
    folding: Folding,
    #[serde(default)]
    last_trick_face_up: bool,
}

fn default_target() -> i64 {
    5
}
fn default_bid_step() -> i64 {
    1
}

impl TryFrom<RawOptions> for Options {
    type Error = OptionsError;

    fn try_from(raw: RawOptions) -> Result<Self, Self::Error> {
        let target = u8::try_from(raw.target).map_err(|_| OptionsError::Target(raw.target))?;
        let step = u8::try_from(raw.bid_step).map_err(|_| OptionsError::BidStep(raw.bid_step))?;
        Ok(Options::default()
            .with_target(target)?
            .with_bid_step(step)?
            .with_beat_rule(raw.beat_rule)
            .with_folding(raw.folding)
            .with_last_trick_face_up(raw.last_trick_face_up))
    }
}

impl From<Options> for RawOptions {
    fn from(o: Options) -> Self {
        RawOptions {
            target: o.target.into(),
            bid_step: o.bid_step.into(),
            beat_rule: o.beat_rule,
            folding: o.folding,
            last_trick_face_up: o.last_trick_face_up,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_parse_from_key_value_text_and_round_trip() {
        let o: Options =
            "target=3, bid_step=2,beat_rule=both_higher,folding=never,last_trick_face_up=true"
                .parse()
                .unwrap();
        assert_eq!(o.target(), 3);
        assert_eq!(o.bid_step(), 2);
        assert_eq!(o.beat_rule(), BeatRule::BothHigher);
        assert_eq!(o.folding(), Folding::Never);
        assert!(o.last_trick_face_up());
        assert_eq!(o.to_string().parse::<Options>(), Ok(o));
        assert_eq!("".parse::<Options>(), Ok(Options::default()));
    }

    #[test]
    fn bad_options_are_refused_with_the_reason() {
        assert_eq!("target=0".parse::<Options>(), Err(OptionsError::Target(0)));
        assert_eq!(
            "target=21".parse::<Options>(),
            Err(OptionsError::Target(21))
        );
        assert_eq!(
            "bid_step=3".parse::<Options>(),
            Err(OptionsError::BidStep(3))
        );
        assert!(matches!(
            "speed=9".parse::<Options>(),
            Err(OptionsError::Unknown(_))
        ));
        assert!(matches!(
            "folding".parse::<Options>(),
            Err(OptionsError::NotKeyValue(_))
        ));
        assert!(serde_json::from_str::<Options>(r#"{"bid_step": 5}"#).is_err());
        assert!(serde_json::from_str::<Options>(r#"{"colour": "red"}"#).is_err());
        let o: Options = serde_json::from_str(r#"{"beat_rule": "both_higher"}"#).unwrap();
        assert_eq!(o, Options::default().with_beat_rule(BeatRule::BothHigher));
    }

    #[test]
    fn there_are_sixteen_rule_variants() {
        let all = Options::all_variants();
        assert_eq!(all.len(), 16);
        assert_eq!(
            all.iter().collect::<std::collections::HashSet<_>>().len(),
            16
        );
    }
}
