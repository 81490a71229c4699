//! The games the host runs, each in a module of its own, and the contract they all keep.
//!
//! A game is pure, deterministic and synchronous: built from options, a seat count and a
//! seed, it says who is to act (nobody, one seat, or several at once), lists a seat's legal
//! actions, checks an action (a typed refusal) before applying it, and applies it into
//! events addressed to who may read them. What a seat may know leaves it only through a
//! view; once over it gives an [`Outcome`], while it runs its [`Progress`]. The host (the
//! table service, the store, the front ends) knows games only through [`Game`] and the
//! closed list [`GameKind`]; a game never imports another.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub use crate::core::{Outcome, Progress, Recipients, Seat, SeatSet, ToAct, Told};

/// The contract every game keeps. Static dispatch: the host is generic over it, so a game's
/// engine runs as fast behind it as on its own.
pub trait Game: Clone + Send + Sync + Sized + 'static {
    /// Which game this is.
    const KIND: GameKind;
    /// The table's variations, with their schema.
    type Options: GameOptions;
    /// One decision of one seat.
    type Action: Copy + fmt::Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// What an action caused, for front ends to narrate.
    type Event: Clone + fmt::Debug + PartialEq + Serialize + Send + Sync;
    /// Why an action is refused: a value, never a panic.
    type Refusal: std::error::Error + Clone + PartialEq + Send + Sync + 'static;
    /// Why a match cannot be set up (a seat count the game does not seat).
    type SetupError: std::error::Error + Send + Sync + 'static;
    /// What one seat (or a spectator) may know, owned and serializable.
    type View: Clone + fmt::Debug + PartialEq + Serialize + Send + Sync;

    /// The seat counts the game is played with.
    fn seats_allowed() -> RangeInclusive<u8>;

    /// A new match.
    ///
    /// # Errors
    /// When the game cannot be played by `seats`.
    fn start(options: Self::Options, seats: u8, seed: u64) -> Result<Self, Self::SetupError>;

    fn options(&self) -> Self::Options;
    fn seats(&self) -> u8;
    fn seed(&self) -> u64;
    /// How many actions have been applied: front ends name it on every control, so a click
    /// meant for an earlier step is refused.
    fn step(&self) -> u64;

    /// Who the game waits for.
    fn to_act(&self) -> ToAct;
    /// The actions `seat` may take now (none when it is not to act).
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;

    /// # Errors
    /// Why `seat` may not take `action` now.
    fn check(&self, seat: Seat, action: Self::Action) -> Result<(), Self::Refusal>;

    /// Applies an action; nothing changes when it is refused.
    ///
    /// # Errors
    /// Why `seat` may not take `action` now.
    fn apply(
        &mut self,
        seat: Seat,
        action: Self::Action,
    ) -> Result<Vec<Told<Self::Event>>, Self::Refusal>;

    /// The events that open the match (the first deal), for front ends to narrate.
    fn opening_events(&self) -> Vec<Told<Self::Event>>;

    /// What `seat` may know (`None`: someone watching, holding no cards).
    fn view(&self, seat: Option<Seat>) -> Self::View;

    /// How far the match has come.
    fn progress(&self) -> Progress;

    /// How the match ended, once it is over.
    fn outcome(&self) -> Option<Outcome>;

    /// How the match ranks if `seat` resigns now: last, the others as they stand.
    fn resigned(&self, seat: Seat) -> Outcome;

    /// What one action's events give the table to announce, in order: each group one
    /// message (a trick taken, a hand's end with the standings after it). The plays
    /// themselves show on the table message and are not announced; nor is the match's
    /// end, which the table's closing announces.
    fn announced(events: &[Self::Event]) -> Vec<Vec<Self::Event>>;
}

/// A game's table options: a value always legal, set one key at a time from text, with a
/// schema a lobby can offer.
pub trait GameOptions:
    Copy
    + Default
    + fmt::Debug
    + fmt::Display
    + PartialEq
    + FromStr<Err = Self::Error>
    + Serialize
    + DeserializeOwned
    + Send
    + Sync
    + 'static
{
    type Error: std::error::Error + Send + Sync + 'static;

    /// Every option the game has, in the order a lobby lists them.
    fn schema() -> &'static [OptionSpec];

    /// The value of option `key` in its text form (`None` for a key the game lacks).
    fn value(&self, key: &str) -> Option<String>;

    /// These options with `key` set from its text form.
    ///
    /// # Errors
    /// When the key is unknown or the value not one it takes.
    fn with(self, key: &str, value: &str) -> Result<Self, Self::Error>;
}

/// Options written `key=value,key=value` over the defaults (an empty text is the
/// defaults): each game's `FromStr`. `not_pair` is the game's error for a piece that is
/// not `key=value`.
///
/// # Errors
/// The first piece that is not `key=value`, or that [`GameOptions::with`] refuses.
pub fn options_from_pairs<O: GameOptions>(
    text: &str,
    not_pair: impl Fn(String) -> O::Error,
) -> Result<O, O::Error> {
    text.split(',')
        .map(str::trim)
        .filter(|pair| !pair.is_empty())
        .try_fold(O::default(), |options, pair| {
            let (key, value) = pair
                .split_once('=')
                .ok_or_else(|| not_pair(pair.to_string()))?;
            options.with(key, value)
        })
}

/// Every option as `key=value`, comma-separated, in the schema's order: each game's
/// `Display`, which [`options_from_pairs`] reads back.
///
/// # Errors
/// Writing fails.
pub fn write_pairs<O: GameOptions>(options: &O, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    for (i, spec) in O::schema().iter().enumerate() {
        if i > 0 {
            f.write_str(",")?;
        }
        let value = options.value(spec.key).unwrap_or_default();
        write!(f, "{}={value}", spec.key)?;
    }
    Ok(())
}

/// One table option: its key (as in `key=value`) and the values it takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct OptionSpec {
    pub key: &'static str,
    pub values: OptionValues,
}

/// The values an option takes, in its text form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum OptionValues {
    /// One of these words.
    OneOf(&'static [&'static str]),
    /// A whole number in this range.
    Number { min: i64, max: i64 },
    /// On or off (`true` / `false`).
    Switch,
}

impl OptionValues {
    /// Every value in its text form (a range listed number by number: the lobby's menu).
    pub fn listed(self) -> Vec<String> {
        match self {
            OptionValues::OneOf(words) => words.iter().map(ToString::to_string).collect(),
            OptionValues::Number { min, max } => (min..=max).map(|n| n.to_string()).collect(),
            OptionValues::Switch => vec!["true".into(), "false".into()],
        }
    }
}

// The games of this build, one line each: its `GameKind` variant (its doc, a `cfg` where
// it is built only sometimes), its module and type, its id. Everything that meets a table
// only by its kind goes through what this list makes, so a new game is its own modules
// and one line here (and one in the Discord fronts' list once it has a front).
games! { $
    /// Ribs, the house game ([`ribs::Match`]).
    Ribs(ribs::Match) = "ribs",
    /// Oh Hell! ([`oh_hell::OhHell`]).
    OhHell(oh_hell::OhHell) = "oh-hell",
    /// Crazy Eights ([`crazy_eights::CrazyEights`]).
    CrazyEights(crazy_eights::CrazyEights) = "crazy-eights",
    /// Gin Rummy ([`gin_rummy::GinRummy`]).
    GinRummy(gin_rummy::GinRummy) = "gin-rummy",
    /// Cribbage ([`cribbage::Cribbage`]).
    Cribbage(cribbage::Cribbage) = "cribbage",
    /// The host's own test game ([`test_game::Drill`]), built only with the `test-game`
    /// feature: in tests, never in a release.
    #[cfg(feature = "test-game")]
    TestGame(test_game::Drill) = "test-game",
}

/// Makes, from the list of games above: the games' modules, the closed list [`GameKind`]
/// (its ids, [`GameKind::ALL`], each game's catalog entry) and `with_game!`, which runs a
/// body with `$G` the type of a game known by its kind (the table service, the store's
/// readers, the terminal tools: a macro, not a trait, so that the body may await). `$d`
/// is a `$`, for the macro it writes.
macro_rules! games {
    ($d:tt $(
        $(#[doc = $doc:literal])*
        $(#[cfg($cfg:meta)])?
        $Kind:ident($module:ident :: $Type:ident) = $id:literal
    ),* $(,)?) => {
        $( $(#[cfg($cfg)])? pub mod $module; )*

        /// The closed list of the games the host runs: where a table is spawned, stored,
        /// clicked or drawn, the host matches on it once and calls the game's own code.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        pub enum GameKind {
            $(
                $(#[doc = $doc])*
                $(#[cfg($cfg)])?
                #[serde(rename = $id)]
                $Kind,
            )*
        }

        impl GameKind {
            /// Every game of this build (the test game only where the `test-game` feature
            /// is on).
            pub const ALL: &'static [GameKind] = &[$( $(#[cfg($cfg)])? GameKind::$Kind, )*];

            /// The id used in commands, the store and the referee (`ribs`, `oh-hell`, ...).
            pub const fn id(self) -> &'static str {
                match self {
                    $( $(#[cfg($cfg)])? GameKind::$Kind => $id, )*
                }
            }

            /// What a catalog says of the game.
            pub fn entry(self) -> &'static CatalogEntry {
                match self {
                    $( $(#[cfg($cfg)])? GameKind::$Kind => &$module::CATALOG, )*
                }
            }
        }

        /// Runs `$body` with `$G` the type of game `$kind`.
        macro_rules! with_game {
            ($d kind:expr, $d G:ident => $d body:expr) => {{
                match $d kind {
                    $(
                        $(#[cfg($cfg)])?
                        $crate::games::GameKind::$Kind => {
                            type $d G = $crate::games::$module::$Type;
                            $d body
                        }
                    )*
                }
            }};
        }
        pub(crate) use with_game;
    };
}
use games;

/// Ribs, the host's first game, where nothing else is said.
impl Default for GameKind {
    fn default() -> GameKind {
        GameKind::Ribs
    }
}

impl GameKind {
    /// The ids of every game, for a message that lists them: `ribs, oh-hell`.
    fn listed() -> String {
        let ids: Vec<&str> = GameKind::ALL.iter().map(|kind| kind.id()).collect();
        ids.join(", ")
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A game id that names no game of the host.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("no game {0:?} (games: {list})", list = GameKind::listed())]
pub struct UnknownGame(pub String);

impl FromStr for GameKind {
    type Err = UnknownGame;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameKind::ALL
            .iter()
            .copied()
            .find(|kind| kind.id() == s.trim())
            .ok_or_else(|| UnknownGame(s.to_string()))
    }
}

/// A game in the host's catalog: what a player wants to know before sitting down.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CatalogEntry {
    pub kind: GameKind,
    /// Its name, the same in every language (a game's own name).
    pub name: &'static str,
    pub seats: RangeInclusive<u8>,
    /// A typical match, in minutes, at the default options.
    pub minutes: RangeInclusive<u16>,
    /// The table options, in the order a lobby lists them.
    pub options: &'static [OptionSpec],
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_found_by_its_id_and_nothing_else_is() {
        for &kind in GameKind::ALL {
            assert_eq!(kind.id().parse::<GameKind>(), Ok(kind));
            assert_eq!(kind.entry().kind, kind);
        }
        let unknown = "chess".parse::<GameKind>().unwrap_err();
        let listed: Vec<&str> = GameKind::ALL.iter().map(|kind| kind.id()).collect();
        assert_eq!(
            unknown.to_string(),
            format!("no game \"chess\" (games: {})", listed.join(", "))
        );
        assert!(
            listed.starts_with(&["ribs", "oh-hell"]),
            "in the list's order"
        );
    }

    /// Cargo.toml's dev-dependency on this crate turns the feature on for every test build.
    #[test]
    fn the_tests_are_built_with_the_test_game() {
        const { assert!(cfg!(feature = "test-game")) };
        assert!(GameKind::ALL.contains(&GameKind::TestGame));
        assert_eq!("test-game".parse(), Ok(GameKind::TestGame));
    }

    #[test]
    fn a_game_kind_serializes_as_its_id() {
        for &kind in GameKind::ALL {
            let json = serde_json::to_string(&kind).unwrap();
            assert_eq!(json, format!("\"{}\"", kind.id()));
        }
    }
}
