//! Button and select-menu ids: `ribs:<match>:<control>[:<step>[:<arg>]]` (every game's
//! controls too: `ribs:` is the bot's prefix, not the game's).
//!
//! Every component is routed by its id through the global interaction handler (never a
//! collector, which would die with a restart). The id carries the match, the control and
//! the step it answers, and is untrusted input: it is parsed into a [`CustomId`] or
//! refused.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::games::GameKind;
use crate::games::ribs::Card;
use crate::table::MatchId;

/// Discord's limit on a `custom_id`.
pub const MAX_LEN: usize = 100;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CustomId {
    /// The match the control belongs to (0 for controls outside any table).
    pub table: MatchId,
    pub control: Control,
}

/// What a control does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Control {
    // The lobby.
    Join,
    Leave,
    AddComputer,
    /// Remove the last computer player seated (host only).
    RemoveComputer,
    Start,
    Cancel,
    /// The lobby's menu of the game's options (the host picks one to change); `page`
    /// tells the menus of a long schema apart.
    Options {
        page: u8,
    },
    /// A menu of one option's values: the host sets it (on the private menu the lobby's
    /// [`Control::Options`] opens).
    SetOption {
        key: OptionKey,
    },
    // The public table message.
    /// Open one's private panel (the step of the table message it was on, if any).
    Hand {
        step: Option<u64>,
    },
    Bid {
        step: u64,
        amount: u32,
    },
    Pass {
        step: u64,
    },
    /// Hand the overdue seat on turn to the autopilot (a table with no timer).
    TakeOver {
        step: u64,
    },
    // The private panel.
    /// The select menu of two cards.
    Pick {
        step: u64,
    },
    /// A button for the two cards picked.
    Play {
        step: u64,
        kind: PlayKind,
        cards: [Card; 2],
    },
    /// Any game's move on a panel: the action its game names by `code` (a button).
    Move {
        step: u64,
        code: MoveCode,
    },
    /// A menu of moves on a panel, each option's value a move code; `menu` tells the
    /// menus of one panel apart (a hand of more than 25 cards takes several).
    Moves {
        step: u64,
        menu: u8,
    },
    // Outside any table.
    /// A page of a game's rules (`/ribs rules`, `/games rules`).
    Rules {
        game: GameKind,
        page: u8,
    },
    // A finished match.
    /// A page of `/ribs replay`: a hand of the match and a trick of it, or (`None`) its
    /// start. The hand buttons and the trick buttons can lead to the same page, and a
    /// message's custom ids must differ, so the hand buttons say `None`.
    Replay {
        hand: u16,
        trick: Option<u8>,
    },
    /// A new lobby like the finished match's.
    Rematch,
    // A person's data.
    /// `/ribs forget`'s confirmation: forget the person who clicks (on a private message
    /// only they see).
    ForgetMe,
    /// `/ribs forget` called off: nothing is removed.
    KeepMe,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayKind {
    Ribs,
    FaceUp,
    Fold,
}

impl PlayKind {
    fn code(self) -> &'static str {
        match self {
            PlayKind::Ribs => "ribs",
            PlayKind::FaceUp => "up",
            PlayKind::Fold => "fold",
        }
    }
}

impl CustomId {
    pub fn new(table: MatchId, control: Control) -> CustomId {
        CustomId { table, control }
    }
}

impl Control {
    /// What the control does, in a word: for the logs, which never show its cards.
    pub fn name(self) -> &'static str {
        match self {
            Control::Join => "join",
            Control::Leave => "leave",
            Control::AddComputer => "add computer",
            Control::RemoveComputer => "remove computer",
            Control::Start => "start",
            Control::Cancel => "cancel",
            Control::Options { .. } => "options",
            Control::SetOption { .. } => "set option",
            Control::Hand { .. } => "hand",
            Control::Bid { .. } => "bid",
            Control::Pass { .. } => "pass",
            Control::TakeOver { .. } => "take over",
            Control::Pick { .. } => "pick",
            Control::Play {
                kind: PlayKind::Ribs,
                ..
            } => "lay ribs",
            Control::Play {
                kind: PlayKind::FaceUp,
                ..
            } => "play face up",
            Control::Play {
                kind: PlayKind::Fold,
                ..
            } => "fold",
            Control::Move { .. } | Control::Moves { .. } => "move",
            Control::Rules { .. } => "rules",
            Control::Replay { .. } => "replay",
            Control::Rematch => "rematch",
            Control::ForgetMe => "forget me",
            Control::KeepMe => "keep me",
        }
    }

    /// The step of the match the control answers, if it names one.
    pub fn step(self) -> Option<u64> {
        match self {
            Control::Hand { step } => step,
            Control::Bid { step, .. }
            | Control::Pass { step }
            | Control::TakeOver { step }
            | Control::Pick { step }
            | Control::Play { step, .. }
            | Control::Move { step, .. }
            | Control::Moves { step, .. } => Some(step),
            _ => None,
        }
    }
}

impl fmt::Display for CustomId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = self.table;
        match self.control {
            Control::Join => write!(f, "ribs:{t}:join"),
            Control::Leave => write!(f, "ribs:{t}:leave"),
            Control::AddComputer => write!(f, "ribs:{t}:cpu"),
            Control::RemoveComputer => write!(f, "ribs:{t}:nocpu"),
            Control::Start => write!(f, "ribs:{t}:start"),
            Control::Cancel => write!(f, "ribs:{t}:cancel"),
            Control::Options { page } => write!(f, "ribs:{t}:opts:{page}"),
            Control::SetOption { key } => write!(f, "ribs:{t}:opt:{key}"),
            Control::Hand { step: None } => write!(f, "ribs:{t}:hand"),
            Control::Hand { step: Some(step) } => write!(f, "ribs:{t}:hand:{step}"),
            Control::Bid { step, amount } => write!(f, "ribs:{t}:bid:{step}:{amount}"),
            Control::Pass { step } => write!(f, "ribs:{t}:pass:{step}"),
            Control::TakeOver { step } => write!(f, "ribs:{t}:take:{step}"),
            Control::Pick { step } => write!(f, "ribs:{t}:pick:{step}"),
            Control::Play { step, kind, cards } => write!(
                f,
                "ribs:{t}:{}:{step}:{}.{}",
                kind.code(),
                cards[0].code(),
                cards[1].code()
            ),
            Control::Move { step, code } => write!(f, "ribs:{t}:mv:{step}:{code}"),
            Control::Moves { step, menu } => write!(f, "ribs:{t}:mvs:{step}:{menu}"),
            Control::Rules { game, page } => write!(f, "ribs:{t}:rules:{page}:{game}"),
            Control::Replay {
                hand,
                trick: Some(trick),
            } => write!(f, "ribs:{t}:replay:{hand}:{trick}"),
            Control::Replay { hand, trick: None } => write!(f, "ribs:{t}:replay:{hand}"),
            Control::Rematch => write!(f, "ribs:{t}:rematch"),
            Control::ForgetMe => write!(f, "ribs:{t}:forget"),
            Control::KeepMe => write!(f, "ribs:{t}:keep"),
        }
    }
}

/// The key of a game's table option as a control names it (`target`, `bid_step`): 1 to
/// [`OptionKey::MAX`] lowercase letters, digits or `_`, held inline so that a control stays
/// `Copy`. Whether the table's game has that option is the game's to say.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct OptionKey {
    len: u8,
    bytes: [u8; OptionKey::MAX],
}

impl OptionKey {
    /// The longest key a control names.
    pub const MAX: usize = 32;

    /// The key, if it is one a control may name.
    pub fn new(key: &str) -> Option<OptionKey> {
        let fits = (1..=Self::MAX).contains(&key.len())
            && key
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
        if !fits {
            return None;
        }
        let mut bytes = [0; Self::MAX];
        bytes[..key.len()].copy_from_slice(key.as_bytes());
        Some(OptionKey {
            len: key.len() as u8,
            bytes,
        })
    }

    pub fn as_str(&self) -> &str {
        // Only ASCII is ever stored (see `new`).
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or_default()
    }
}

impl fmt::Debug for OptionKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "OptionKey({:?})", self.as_str())
    }
}

impl fmt::Display for OptionKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A move as a control names it: 1 to [`MoveCode::MAX`] characters of `A-Z a-z 0-9 . _ -`
/// (a game's own code for one of its actions: `draw`, `show.Qh`), held inline so that a
/// control stays `Copy`. Whether it names an action of the table's game is the game's to
/// say.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct MoveCode {
    len: u8,
    bytes: [u8; MoveCode::MAX],
}

impl MoveCode {
    /// The longest code a control names: room for the prefix, a match and a step within
    /// Discord's 100 characters.
    pub const MAX: usize = 48;

    /// The code, if it is one a control may name.
    pub fn new(code: &str) -> Option<MoveCode> {
        let fits = (1..=Self::MAX).contains(&code.len())
            && code
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'));
        if !fits {
            return None;
        }
        let mut bytes = [0; Self::MAX];
        bytes[..code.len()].copy_from_slice(code.as_bytes());
        Some(MoveCode {
            len: code.len() as u8,
            bytes,
        })
    }

    pub fn as_str(&self) -> &str {
        // Only ASCII is ever stored (see `new`).
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or_default()
    }
}

impl fmt::Debug for MoveCode {
    /// A move's code can name a card laid face down: the logs never show it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("MoveCode(..)")
    }
}

impl fmt::Display for MoveCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A `custom_id` that is not one of ours, or is damaged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown control {0:?}")]
pub struct BadCustomId(pub String);

impl FromStr for CustomId {
    type Err = BadCustomId;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || BadCustomId(s.chars().take(MAX_LEN).collect());
        if s.len() > MAX_LEN {
            return Err(bad());
        }
        let mut parts = s.split(':');
        if parts.next() != Some("ribs") {
            return Err(bad());
        }
        let (Some(table), Some(control)) = (parts.next(), parts.next()) else {
            return Err(bad());
        };
        let rest: Vec<&str> = parts.collect();
        let table = MatchId(table.parse::<i64>().map_err(|_| bad())?);
        if table.0 < 0 {
            return Err(bad());
        }
        let control = Control::parse(control, &rest).ok_or_else(bad)?;
        Ok(CustomId { table, control })
    }
}

/// Parsing a control from its name and the fields after it: every failure is the same
/// "not ours" (the caller turns `None` into [`BadCustomId`]), so these speak `Option`.
impl Control {
    fn parse(name: &str, rest: &[&str]) -> Option<Control> {
        let arity = |n: usize| (rest.len() == n).then_some(());
        let step = || -> Option<u64> { rest.first()?.parse().ok() };
        Some(match name {
            "opts" => {
                arity(1)?;
                Control::Options {
                    page: rest[0].parse().ok()?,
                }
            }
            "opt" => {
                arity(1)?;
                Control::SetOption {
                    key: OptionKey::new(rest[0])?,
                }
            }
            "hand" if rest.is_empty() => Control::Hand { step: None },
            "hand" => {
                arity(1)?;
                Control::Hand {
                    step: Some(step()?),
                }
            }
            "bid" => {
                arity(2)?;
                let amount = rest[1].parse().ok()?;
                Control::Bid {
                    step: step()?,
                    amount,
                }
            }
            "pass" => {
                arity(1)?;
                Control::Pass { step: step()? }
            }
            "pick" => {
                arity(1)?;
                Control::Pick { step: step()? }
            }
            "take" => {
                arity(1)?;
                Control::TakeOver { step: step()? }
            }
            "ribs" | "up" | "fold" => Self::parse_play(name, rest)?,
            "mv" => {
                arity(2)?;
                Control::Move {
                    step: step()?,
                    code: MoveCode::new(rest[1])?,
                }
            }
            "mvs" => {
                arity(2)?;
                Control::Moves {
                    step: step()?,
                    menu: rest[1].parse().ok()?,
                }
            }
            "replay" => Self::parse_replay(rest)?,
            "rules" => Self::parse_rules(rest)?,
            _ => {
                arity(0)?;
                Self::bare(name)?
            }
        })
    }

    /// The controls that carry nothing but their name.
    fn bare(name: &str) -> Option<Control> {
        Some(match name {
            "join" => Control::Join,
            "leave" => Control::Leave,
            "cpu" => Control::AddComputer,
            "nocpu" => Control::RemoveComputer,
            "start" => Control::Start,
            "cancel" => Control::Cancel,
            "rematch" => Control::Rematch,
            "forget" => Control::ForgetMe,
            "keep" => Control::KeepMe,
            _ => return None,
        })
    }

    /// `ribs`, `up` or `fold`: a step and two cards as `a.b`.
    fn parse_play(name: &str, rest: &[&str]) -> Option<Control> {
        let [step, cards] = rest else {
            return None;
        };
        let kind = match name {
            "ribs" => PlayKind::Ribs,
            "up" => PlayKind::FaceUp,
            _ => PlayKind::Fold,
        };
        let (a, b) = cards.split_once('.')?;
        let cards = [Card::from_code(a).ok()?, Card::from_code(b).ok()?];
        Some(Control::Play {
            step: step.parse().ok()?,
            kind,
            cards,
        })
    }

    /// `replay`: a hand, and a trick within it if one is named.
    fn parse_replay(rest: &[&str]) -> Option<Control> {
        if rest.len() > 2 {
            return None;
        }
        Some(Control::Replay {
            hand: rest.first()?.parse().ok()?,
            trick: match rest.get(1) {
                Some(t) => Some(t.parse().ok()?),
                None => None,
            },
        })
    }

    /// `rules`: a page, and the game since the bot hosted several.
    fn parse_rules(rest: &[&str]) -> Option<Control> {
        let game = match rest.len() {
            // Pages posted before the bot hosted several games are Ribs'.
            1 => GameKind::Ribs,
            2 => rest[1].parse().ok()?,
            _ => return None,
        };
        Some(Control::Rules {
            game,
            page: rest[0].parse().ok()?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ribs::Rank;

    #[test]
    fn every_control_round_trips_through_its_text_within_discords_limit() {
        let cards = [Card::new(Rank::Ten, 9), Card::new(Rank::King, 1)];
        let t = MatchId(9_007_199_254_740_993);
        let controls = [
            Control::Join,
            Control::Leave,
            Control::AddComputer,
            Control::RemoveComputer,
            Control::Start,
            Control::Cancel,
            Control::Hand { step: None },
            Control::Hand { step: Some(12) },
            Control::Bid {
                step: 123_456_789,
                amount: 4_000_000_000,
            },
            Control::Pass { step: 0 },
            Control::Pick { step: 7 },
            Control::Play {
                step: u64::MAX,
                kind: PlayKind::Ribs,
                cards,
            },
            Control::Play {
                step: 1,
                kind: PlayKind::FaceUp,
                cards,
            },
            Control::Play {
                step: 1,
                kind: PlayKind::Fold,
                cards,
            },
            Control::Rules {
                game: GameKind::ALL[0],
                page: 3,
            },
            Control::Options { page: 2 },
            Control::SetOption {
                key: OptionKey::new(&"k".repeat(OptionKey::MAX)).unwrap(),
            },
            Control::Replay {
                hand: 700,
                trick: Some(3),
            },
            Control::Replay {
                hand: 2,
                trick: None,
            },
            Control::Rematch,
            Control::ForgetMe,
            Control::KeepMe,
            Control::TakeOver { step: u64::MAX },
        ];
        for control in controls {
            let id = CustomId::new(t, control);
            let text = id.to_string();
            assert!(text.len() <= MAX_LEN, "{text}");
            assert_eq!(text.parse::<CustomId>(), Ok(id), "{text}");
        }
    }

    #[test]
    fn damaged_or_foreign_ids_are_refused() {
        for text in [
            "",
            "ribs",
            "ribs:1",
            "other:1:join",
            "ribs:x:join",
            "ribs:-1:join",
            "ribs:1:join:extra",
            "ribs:1:bid:2",
            "ribs:1:bid:2:x",
            "ribs:1:up:3:Kh",
            "ribs:1:up:3:Kh.Zz",
            "ribs:1:up:x:Kh.9c",
            "ribs:1:explode",
            "ribs:1:rules:999",
            "ribs:0:forget:1",
            "ribs:0:keep:x",
            "ribs:0:rules:1:chess",
            "ribs:0:rules:1:ribs:2",
            "ribs:1:opts",
            "ribs:1:opts:x",
            "ribs:1:opt",
            "ribs:1:opt:Target",
            "ribs:1:opt:bid-step",
            "ribs:1:opt:a:b",
        ] {
            assert!(
                text.parse::<CustomId>().is_err(),
                "{text:?} should be refused"
            );
        }
        let long = format!("ribs:1:join{}", " ".repeat(200));
        assert!(long.parse::<CustomId>().is_err());
    }

    #[test]
    fn a_rules_page_posted_before_games_were_named_is_ribs_and_every_option_key_fits() {
        assert_eq!(
            "ribs:0:rules:2".parse::<CustomId>(),
            Ok(CustomId::new(
                MatchId(0),
                Control::Rules {
                    game: GameKind::Ribs,
                    page: 2
                }
            ))
        );
        for game in GameKind::ALL {
            for spec in game.entry().options {
                let key = OptionKey::new(spec.key).expect(spec.key);
                assert_eq!(key.as_str(), spec.key);
            }
        }
    }

    fn control() -> impl proptest::strategy::Strategy<Value = Control> {
        use proptest::prelude::*;
        let card = (0..8usize, 0..crate::games::ribs::card::MAX_COPIES)
            .prop_map(|(r, c)| Card::new(Rank::from_index(r), c));
        let kind = prop_oneof![
            Just(PlayKind::Ribs),
            Just(PlayKind::FaceUp),
            Just(PlayKind::Fold)
        ];
        prop_oneof![
            Just(Control::Join),
            Just(Control::Leave),
            Just(Control::AddComputer),
            Just(Control::RemoveComputer),
            Just(Control::Start),
            Just(Control::Cancel),
            Just(Control::Rematch),
            Just(Control::ForgetMe),
            Just(Control::KeepMe),
            proptest::option::of(any::<u64>()).prop_map(|step| Control::Hand { step }),
            (any::<u64>(), any::<u32>()).prop_map(|(step, amount)| Control::Bid { step, amount }),
            any::<u64>().prop_map(|step| Control::Pass { step }),
            any::<u64>().prop_map(|step| Control::Pick { step }),
            any::<u64>().prop_map(|step| Control::TakeOver { step }),
            (any::<u64>(), kind, card.clone(), card).prop_map(|(step, kind, a, b)| Control::Play {
                step,
                kind,
                cards: [a, b]
            }),
            (1..=5u8, proptest::sample::select(GameKind::ALL.to_vec()))
                .prop_map(|(page, game)| Control::Rules { game, page }),
            any::<u8>().prop_map(|page| Control::Options { page }),
            "[a-z0-9_]{1,32}".prop_map(|key| Control::SetOption {
                key: OptionKey::new(&key).unwrap()
            }),
            (any::<u16>(), proptest::option::of(0..4u8))
                .prop_map(|(hand, trick)| Control::Replay { hand, trick }),
        ]
    }

    proptest::proptest! {
        /// A custom id is whatever a client sends: a real one, or one damaged or forged a
        /// character at a time, is read back as written or refused, never with a panic, and
        /// what is read is an id the bot could have written.
        #[test]
        fn any_id_damaged_or_not_is_read_back_or_refused(
            table in 0..=i64::MAX,
            control in control(),
            damage in proptest::option::of((0..3u8, proptest::prelude::any::<usize>(), proptest::prelude::any::<char>())),
        ) {
            let id = CustomId::new(MatchId(table), control);
            let mut text: Vec<char> = id.to_string().chars().collect();
            if let Some((how, at, c)) = damage {
                let at = at % (text.len() + 1);
                match how {
                    0 if at < text.len() => { text.remove(at); }
                    1 => text.insert(at, c),
                    _ if at < text.len() => text[at] = c,
                    _ => text.push(c),
                }
            }
            let text: String = text.into_iter().collect();
            match text.parse::<CustomId>() {
                Ok(read) => {
                    if damage.is_none() {
                        proptest::prop_assert_eq!(read, id);
                    }
                    let written = read.to_string();
                    proptest::prop_assert!(written.len() <= MAX_LEN);
                    proptest::prop_assert_eq!(written.parse::<CustomId>(), Ok(read));
                }
                Err(_) => proptest::prop_assert!(damage.is_some(), "{} refused", text),
            }
        }
    }
}
