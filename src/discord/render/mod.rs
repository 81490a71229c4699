//! How the host and Ribs look on Discord: pure functions from the table service's public
//! data (and, for a player's own panel, that player's view) to messages. What every game
//! shares (the lobby, closings, refusals, boards) is drawn here for any game; Ribs' own
//! table, panel and announcements too, behind its [`super::front::Front`].
//!
//! Public messages are rendered only from [`TableInfo::public`] (a spectator's view) and
//! engine events, which are public by construction; a panel is rendered from one
//! player's [`PlayerView`] and only ever sent to that player, ephemerally.

mod boards;
mod catalog;
mod forget;
mod lobby;
pub mod options;
mod panel;
mod pictures;
mod replay;
mod reveal;
mod rules;
mod table;
#[cfg(test)]
mod tests;

use super::front::Front;
use crate::games::Game;
use crate::games::ribs::{Card, PerSeat, Rank, Seat, Suit};
use crate::t;
use crate::table::{MatchId, Occupant, TableError, TableInfo, UserId};
use crate::text::Lang;

use super::custom_id::{Control, CustomId};

pub use boards::{change_text, leaderboard, rating_board, rating_text, stats};
pub use catalog::{GamesCommand, catalog};
pub use forget::{forget_asked, forget_cancelled, forgotten};
pub use lobby::{lobby, lobby_closed};
pub use panel::{
    acted_for_you, action_words, new_hand_notice, panel, panel_closed, panel_expired,
    panel_replaced, taken_over_from_you, trick_notice, you_did,
};
pub(crate) use pictures::{faces, name_of};
pub use pictures::{reveal_picture, table_picture};
pub use replay::{history, other_server, replay};
pub(crate) use reveal::ribs_result;
pub use reveal::{closed, hand_over, trick};
pub use rules::rules;
pub use table::{table, taken_over};

/// A message as Ribs sends it, before it becomes a Discord payload.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rendered {
    pub content: String,
    pub embed: Option<Embed>,
    pub rows: Vec<Row>,
    /// The users this message may ping (the player on turn; the players of the last match
    /// in a rematch's lobby); nobody else is pinged.
    pub mentions: Vec<UserId>,
    /// A picture of what the text says, shown in the embed (the text stands without it).
    pub picture: Option<Box<Picture>>,
}

/// A picture for a message: drawn as SVG here, rendered to PNG by the publisher off the
/// async threads. `name` is a function of the drawing, so an unchanged picture keeps its
/// name and is not sent again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    /// The file name, which the embed shows as `attachment://NAME`.
    pub name: String,
    /// What the picture shows, in words (the attachment's description).
    pub alt: String,
    pub svg: String,
}

/// A card's picture on a control (an application emoji, where the bot has one): a face of
/// Ribs' pack, or of the standard 52-card deck every other game plays with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Face {
    /// The face of a rank in a suit of Ribs' pack (the same for every pack).
    Card(Rank, Suit),
    /// The back of Ribs' pack: what a fold or the ribs laid face down show.
    Back,
    /// A card of the standard 52-card deck.
    Deck(crate::cards::Card),
    /// The back of the standard 52-card deck.
    DeckBack,
}

impl Face {
    pub fn of(card: Card) -> Face {
        Face::Card(card.rank, card.suit())
    }

    /// The face of a card of the standard 52-card deck.
    pub fn of_deck(card: crate::cards::Card) -> Face {
        Face::Deck(card)
    }

    /// Ribs' faces: the 32 cards of a pack, and the back.
    pub fn ribs() -> impl Iterator<Item = Face> {
        Rank::ALL
            .into_iter()
            .flat_map(|rank| {
                Suit::ALL
                    .into_iter()
                    .map(move |suit| Face::Card(rank, suit))
            })
            .chain(std::iter::once(Face::Back))
    }

    /// The standard deck's faces: its 52 cards (♣ ♦ ♥ ♠, 2 to A), and its back.
    pub fn deck() -> impl Iterator<Item = Face> {
        crate::cards::CardSet::FULL
            .into_iter()
            .map(Face::Deck)
            .chain(std::iter::once(Face::DeckBack))
    }

    /// Every face the bot makes an emoji of: Ribs' 33 first, then the standard deck's 53.
    pub fn all() -> impl Iterator<Item = Face> {
        Face::ribs().chain(Face::deck())
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Embed {
    pub title: String,
    pub description: String,
    pub colour: u32,
    pub footer: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Row {
    Buttons(Vec<Button>),
    Select(Select),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub id: String,
    pub label: String,
    pub style: Style,
    pub disabled: bool,
    pub face: Option<Face>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    Primary,
    Secondary,
    Success,
    Danger,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Select {
    pub id: String,
    pub placeholder: String,
    pub options: Vec<SelectOption>,
    pub min: u8,
    pub max: u8,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelectOption {
    pub value: String,
    pub label: String,
    pub description: String,
    pub default: bool,
    pub face: Option<Face>,
}

pub(super) const GREEN: u32 = 0x002e_7d32;
pub(super) const GOLD: u32 = 0x00c9_a227;
pub(super) const GREY: u32 = 0x0075_7575;
pub(super) const RED: u32 = 0x00b7_1c1c;

/// A refusal of the table service, as a Discord user reads it (in `lang`, theirs): with
/// the command that helps where there is one, and the engine's reasons with the players
/// named (when the table is known).
pub fn refusal<G: Front>(lang: Lang, e: &TableError, table: Option<&TableInfo<G>>) -> String {
    match e {
        TableError::NoTable => t!(lang, "refuse-no-table"),
        TableError::TableExists => t!(lang, "refuse-table-exists"),
        TableError::Over => t!(lang, "refuse-over"),
        TableError::Stale | TableError::OtherGame => t!(lang, "refuse-stale"),
        TableError::NotSeated => t!(lang, "refuse-not-seated"),
        TableError::AlreadySeated => t!(lang, "refuse-already-seated"),
        TableError::Full(seats) => t!(lang, "refuse-full", seats = *seats),
        // Said with the name of /ribs new's option.
        TableError::TooManyComputers { room, .. } => {
            t!(
                lang,
                "refuse-too-many-computers",
                room = *room,
                seats = room + 1
            )
        }
        TableError::NotHost(what) => t!(
            lang,
            match *what {
                "start the match" => "refuse-not-host-start",
                "cancel the table" => "refuse-not-host-cancel",
                "remove computer players" => "refuse-not-host-remove",
                "change the table's options" => "refuse-not-host-options",
                _ => "refuse-not-host-stop",
            }
        ),
        TableError::Players(n) => t!(
            lang,
            "refuse-players",
            needed = crate::text::players_needed(lang, G::KIND),
            players = *n
        ),
        TableError::BadOption { .. } => t!(lang, "refuse-bad-option"),
        TableError::Started => t!(lang, "refuse-started"),
        TableError::TooManyTables { limit } => t!(lang, "refuse-too-many-tables", limit = *limit),
        TableError::NotAPlayer => t!(lang, "refuse-not-a-player"),
        TableError::RematchTaken => t!(lang, "refuse-rematch-taken"),
        TableError::ServerFull { limit } => t!(lang, "refuse-server-full", limit = *limit),
        TableError::NotStarted => t!(lang, "refuse-not-started"),
        TableError::NoComputer => t!(lang, "refuse-no-computer"),
        TableError::AutopilotAlready { on: true } => t!(lang, "refuse-autopilot-on"),
        TableError::AutopilotAlready { on: false } => t!(lang, "refuse-autopilot-off"),
        TableError::NotOverdue => t!(lang, "refuse-not-overdue"),
        TableError::OwnSeat => t!(lang, "refuse-own-seat"),
        TableError::CannotLeave => t!(lang, "refuse-cannot-leave"),
        TableError::Rule(refusal) => {
            // The game's refusal in its front's words (the engine's own, should a refusal
            // of another game ever reach here).
            let Some(rule) = refusal.of::<G>() else {
                return t!(lang, "refuse-rule", why = refusal.to_string());
            };
            let why = match table {
                Some(info) => G::refusal(lang, rule, &|s| who(lang, info, s)),
                None => G::refusal(lang, rule, &|s| t!(lang, "pic-seat", seat = s.0 + 1)),
            };
            t!(lang, "refuse-rule", why = why)
        }
        TableError::Store(_) => t!(lang, "refuse-store"),
        TableError::Interrupted => t!(lang, "refuse-interrupted"),
        TableError::ShuttingDown => t!(lang, "refuse-shutting-down"),
        TableError::NotFinished => t!(lang, "refuse-not-finished"),
        // Said with the place, which Discord shows as a link.
        TableError::AtOpenTable { place, invited, .. } => t!(
            lang,
            if *invited {
                "refuse-at-open-table-invited"
            } else {
                "refuse-at-open-table"
            },
            place = place.0
        ),
    }
}

pub(super) fn button(
    table: MatchId,
    control: Control,
    label: impl Into<String>,
    style: Style,
) -> Button {
    Button {
        id: CustomId::new(table, control).to_string(),
        label: label.into(),
        style,
        disabled: false,
        face: None,
    }
}

/// `K♥ 9♣`
pub fn cards(cards: &[Card]) -> String {
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

pub(super) fn pair(c: [Card; 2]) -> String {
    cards(&c)
}

pub(super) fn points_word(lang: Lang, n: u32) -> String {
    t!(lang, "points", points = n)
}

/// `Ann`, `Ann and Bob`, `Ann, Bob and Cat`.
pub(super) fn and_list(lang: Lang, names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => t!(lang, "list-and", first = rest.join(", "), last = last),
    }
}

/// A name as players chose it, safe to show on Discord: markdown is escaped (a name like
/// `*Ann*` shows its stars) and nothing in it can mention or link anyone.
pub fn escape(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    for c in name.chars() {
        match c {
            '\\' | '*' | '_' | '~' | '`' | '|' | '>' | '#' | '[' | ']' | '(' | ')' | '<' | ':'
            | '-' => {
                out.push('\\');
                out.push(c);
            }
            // `@everyone` and `<@id>` lose their power with an invisible space after the @.
            '@' => out.push_str("@\u{200B}"),
            '\n' | '\r' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// Whoever sits in `seat`, safe to show: as [`who`], for the publisher's lines.
pub fn seat_label<G: Game>(lang: Lang, info: &TableInfo<G>, seat: Seat) -> String {
    who(lang, info, seat)
}

/// Whoever sits in `seat`, safe to show, computers marked 🤖, a name two seats share told
/// apart by seat.
pub(crate) fn who<G: Game>(lang: Lang, info: &TableInfo<G>, seat: Seat) -> String {
    let names: Vec<&str> = info.seats.iter().map(|s| s.occupant.name()).collect();
    let computer = info
        .seats
        .get(seat.index())
        .is_some_and(|s| s.occupant.level().is_some());
    labelled(lang, &names, seat.index(), computer)
}

/// Seat `index` among `names`, safe to show, marked 🤖 for a computer.
pub(super) fn labelled(lang: Lang, names: &[&str], index: usize, computer: bool) -> String {
    let name = names.get(index).map_or("?", |n| n.trim());
    let label = format!(
        "{}{}",
        escape(name),
        crate::text::seat_mark(lang, names, index)
    );
    if computer {
        format!("🤖{label}")
    } else {
        label
    }
}

/// `Ann 2 · Bob 0 · ...` over every seat.
pub(super) fn per_seat<G: Game>(lang: Lang, info: &TableInfo<G>, values: &PerSeat<u32>) -> String {
    values
        .iter()
        .map(|(s, v)| format!("{} {v}", who(lang, info, s)))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// A seat's name, marked when a computer plays it for its player.
pub(crate) fn seat_name<G: Game>(lang: Lang, info: &TableInfo<G>, seat: Seat) -> String {
    let s = &info.seats[seat.index()];
    match (&s.occupant, s.on_autopilot) {
        (Occupant::Human { .. }, true) => {
            t!(lang, "seat-on-autopilot", who = who(lang, info, seat))
        }
        _ => who(lang, info, seat),
    }
}

/// A computer level's name.
pub(super) fn level_word(lang: Lang, level: impl std::fmt::Display) -> String {
    t!(lang, &format!("level-{level}"))
}

/// The table's options and turn timer in one line: the engine's words for the options.
pub(super) fn options_line(lang: Lang, info: &TableInfo) -> String {
    let mut parts = crate::text::ribs::options(lang, &info.options);
    match info.turn_timer {
        Some(timer) => parts.push(t!(lang, "turn-timer", seconds = timer.as_secs())),
        None => parts.push(t!(lang, "no-turn-timer")),
    }
    parts.join(" · ")
}
