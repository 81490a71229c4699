//! How Ribs looks on Discord: pure functions from the table service's public data (and,
//! for a player's own panel, that player's view) to messages.
//!
//! Public messages are rendered only from [`TableInfo::public`] (a spectator's view) and
//! engine events, which are public by construction; a panel is rendered from one
//! player's [`PlayerView`] and only ever sent to that player, ephemerally.

use std::fmt::Write as _;

use crate::game::{
    Call, Card, CardSet, Choice, Event, Outcome, PerSeat, Phase, Seat, SeenPlay, SeenTrick,
    ViewSnapshot,
};
use crate::store::{HistoryRow, MatchId, Ranking, StandingRow, UserId};
use crate::table::{Occupant, PlayerView, TableInfo, TableStatus};

use super::custom_id::{Control, CustomId, PlayKind};

/// A message as Ribs sends it, before it becomes a Discord payload.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rendered {
    pub content: String,
    pub embed: Option<Embed>,
    pub rows: Vec<Row>,
    /// The one user this message may ping (the player on turn); nobody else is pinged.
    pub mention: Option<UserId>,
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
}

const GREEN: u32 = 0x002e_7d32;
const GOLD: u32 = 0x00c9_a227;
const GREY: u32 = 0x0075_7575;
const RED: u32 = 0x00b7_1c1c;

/// A refusal of the table service, as a Discord user reads it: with the command that
/// helps where there is one.
pub fn refusal(e: &crate::table::TableError) -> String {
    use crate::table::TableError;
    match e {
        TableError::NoTable => "⚠️ there is no table here: open one with /ribs new".to_string(),
        TableError::CannotLeave => {
            "⚠️ during a match you cannot leave; hand your seat to a computer player with /ribs autopilot"
                .to_string()
        }
        other => format!("⚠️ {other}"),
    }
}

fn button(table: MatchId, control: Control, label: impl Into<String>, style: Style) -> Button {
    Button {
        id: CustomId::new(table, control).to_string(),
        label: label.into(),
        style,
        disabled: false,
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

fn pair(c: [Card; 2]) -> String {
    cards(&c)
}

fn points_word(n: u32) -> String {
    if n == 1 {
        "1 pt".into()
    } else {
        format!("{n} pts")
    }
}

/// `Ann 2 · Bob 0 · ...` over every seat.
fn per_seat(info: &TableInfo, values: &PerSeat<u32>) -> String {
    values
        .iter()
        .map(|(s, v)| format!("{} {v}", info.name(s)))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// A seat's name, marked when a computer plays it for its player.
fn seat_name(info: &TableInfo, seat: Seat) -> String {
    let s = &info.seats[seat.index()];
    match (&s.occupant, s.on_autopilot) {
        (Occupant::Human { name, .. }, true) => format!("{name} (autopilot)"),
        (occupant, _) => occupant.name().to_string(),
    }
}

fn options_line(info: &TableInfo) -> String {
    let o = info.options;
    let mut parts = vec![format!("first to {} hand wins", o.target())];
    if o.bid_step() == 2 {
        parts.push("bids go up by 2".into());
    }
    if o.beat_rule() == crate::game::BeatRule::BothHigher {
        parts.push("to beat, both cards must top the ribs".into());
    }
    if o.folding() == crate::game::Folding::Never {
        parts.push("no folding".into());
    }
    if o.last_trick_face_up() {
        parts.push("last trick face up".into());
    }
    match info.turn_timer {
        Some(t) => parts.push(format!("{} s per turn", t.as_secs())),
        None => parts.push("no turn timer".into()),
    }
    parts.join(" · ")
}

// ----- The lobby -----

pub fn lobby(info: &TableInfo) -> Rendered {
    let t = info.id;
    let mut d = String::new();
    for s in &info.seats {
        let host = if s.occupant.user() == Some(info.host) {
            " (host)"
        } else {
            ""
        };
        let _ = writeln!(d, "{}. {}{host}", s.seat.0 + 1, s.occupant.name());
    }
    let n = info.seats.len();
    let _ = writeln!(d, "\n{}", options_line(info));
    let ready = if (4..=10).contains(&n) {
        format!("{n} seated: the host can start.")
    } else {
        format!("{n} seated: Ribs needs 4 to 10 players.")
    };
    let _ = write!(d, "{ready}");
    Rendered {
        embed: Some(Embed {
            title: "Ribs · a table is open".into(),
            description: d,
            colour: GREEN,
            footer: Some(
                "Seats play clockwise in this order; the first dealer is drawn at random.".into(),
            ),
        }),
        rows: vec![Row::Buttons(vec![
            button(t, Control::Join, "Join", Style::Success),
            button(t, Control::Leave, "Leave", Style::Secondary),
            button(t, Control::AddComputer, "Add computer", Style::Secondary),
            button(t, Control::Start, "Start", Style::Primary),
            button(t, Control::Cancel, "Cancel", Style::Danger),
        ])],
        ..Rendered::default()
    }
}

/// The lobby message once the table has left the lobby.
pub fn lobby_closed(info: &TableInfo, note: &str) -> Rendered {
    let names: Vec<&str> = info.seats.iter().map(|s| s.occupant.name()).collect();
    Rendered {
        embed: Some(Embed {
            title: "Ribs · table closed to new players".into(),
            description: format!("{}\n{note}", names.join(" · ")),
            colour: GREY,
            footer: None,
        }),
        ..Rendered::default()
    }
}

// ----- The table message -----

fn public(info: &TableInfo) -> Option<&ViewSnapshot> {
    info.public.as_ref()
}

/// What the seat on turn is doing, in words.
fn turn_words(v: &ViewSnapshot) -> Option<&'static str> {
    match v.phase {
        Phase::Bidding if v.high_bid.is_none() => Some("to open the bidding at 2"),
        Phase::Bidding => Some("to bid or pass"),
        Phase::Ribs => Some("to lay the ribs"),
        Phase::Play => Some("to play two cards"),
        Phase::Over => None,
    }
}

/// The public table message: one per hand, edited as the hand goes.
pub fn table(info: &TableInfo) -> Rendered {
    let Some(v) = public(info) else {
        return lobby(info);
    };
    let n = info.seats.len() as u8;
    let t = info.id;
    let mut d = String::new();
    let _ = writeln!(
        d,
        "Dealer **{}** · {}",
        info.name(v.dealer),
        options_line(info)
    );
    if v.phase != Phase::Over {
        let _ = writeln!(d, "\n**Trick {} of 4**", v.trick + 1);
        // The bidding, from its opener, in order.
        let mut calls = Vec::new();
        for k in 0..n {
            let seat = opener_of(v).left(k, n);
            let text = match v.calls[seat] {
                Call::Bid(b) => b.to_string(),
                Call::Pass => "pass".into(),
                Call::None => "–".into(),
            };
            calls.push(format!("{} {text}", info.name(seat)));
        }
        let _ = writeln!(d, "Bids: {}", calls.join(" · "));
        if let Some(bidder) = v.bidder {
            let bid = v.high_bid.map_or(0, |(_, b)| b);
            let ribs = match (v.ribs_down, v.ribs) {
                (true, Some(r)) => format!("ribs face up: **{}**", pair(r)),
                (true, None) => "ribs are down".into(),
                (false, _) => "ribs not laid yet".into(),
            };
            let _ = writeln!(d, "**{}** bid **{bid}** · {ribs}", info.name(bidder));
            let mut plays = Vec::new();
            for k in 1..n {
                let seat = bidder.left(k, n);
                let text = match v.plays[seat] {
                    Some(SeenPlay::FaceUp(c)) => pair(c),
                    Some(SeenPlay::Folded(_)) => "folded".into(),
                    None => "…".into(),
                };
                plays.push(format!("{} {text}", info.name(seat)));
            }
            let _ = writeln!(d, "Plays: {}", plays.join(" · "));
        } else if let Some((seat, bid)) = v.high_bid {
            let _ = writeln!(d, "High bid: **{}** {bid}", info.name(seat));
        }
        let folded: Vec<&str> = v
            .folded
            .iter()
            .filter(|(_, f)| **f)
            .map(|(s, _)| info.name(s))
            .collect();
        if !folded.is_empty() {
            let _ = writeln!(d, "Folded this hand: {}", folded.join(", "));
        }
    }
    if !v.tricks.is_empty() {
        let _ = writeln!(d, "\nPoints this hand: {}", per_seat(info, &v.scores));
    }
    let _ = writeln!(d, "Hand wins: {}", per_seat(info, &v.hand_wins));

    let mut content = String::new();
    let mut mention = None;
    if let (Some(seat), Some(words)) = (info.to_act, turn_words(v)) {
        let s = &info.seats[seat.index()];
        match s.occupant.user() {
            Some(user) if !s.on_autopilot => {
                content = format!("<@{}>, your turn {words}.", user.0);
                mention = Some(user);
            }
            _ => {
                content = format!(
                    "{} is {words}…",
                    seat_name(info, seat).trim_end_matches('.')
                )
            }
        }
    }
    let mut buttons = vec![button(t, Control::Hand, "Your hand", Style::Primary)];
    if let (TableStatus::Playing, Phase::Bidding, Some(_)) = (info.status, v.phase, info.to_act) {
        let next = match v.high_bid {
            None => Some(2),
            Some((_, b)) => b.checked_add(u32::from(info.options.bid_step())),
        };
        if let Some(amount) = next {
            buttons.push(button(
                t,
                Control::Bid {
                    step: info.step,
                    amount,
                },
                format!("Bid {amount}"),
                Style::Success,
            ));
        }
        if v.high_bid.is_some() {
            buttons.push(button(
                t,
                Control::Pass { step: info.step },
                "Pass",
                Style::Secondary,
            ));
        }
    }
    let rows = if info.status == TableStatus::Playing {
        vec![Row::Buttons(buttons)]
    } else {
        Vec::new()
    };
    Rendered {
        content,
        embed: Some(Embed {
            title: format!("Ribs · hand {}", v.hand + 1),
            description: d.trim_end().to_string(),
            colour: GREEN,
            footer: Some(format!("Step {}", info.step)),
        }),
        rows,
        mention,
    }
}

/// A table message whose hand is over.
/// A table message that is no longer the live one: its hand is over, or (`reposted`) the
/// table was posted again below.
pub fn hand_retired(hand: u32, reposted: bool) -> Rendered {
    let (title, description) = if reposted {
        (
            format!("Ribs · hand {}", hand + 1),
            "The table has moved: it is posted again below.",
        )
    } else {
        (
            format!("Ribs · hand {} (over)", hand + 1),
            "This hand is over: its tricks and summary are below, and the next hand has its own message.",
        )
    };
    Rendered {
        embed: Some(Embed {
            title,
            description: description.into(),
            colour: GREY,
            footer: None,
        }),
        ..Rendered::default()
    }
}

/// Who opened this trick's bidding: the dealer in the first trick, else the last bidder.
fn opener_of(v: &ViewSnapshot) -> Seat {
    v.tricks.last().map_or(v.dealer, |t| t.bidder)
}

// ----- Reveals and summaries -----

/// A trick's reveal: the ribs, each play's outcome, the defeated value against the bid,
/// and who captured what. Folded cards are not shown (the trick is public; folds stay
/// hidden until the hand is over).
pub fn trick(info: &TableInfo, t: &SeenTrick) -> Rendered {
    let mut d = String::new();
    let _ = writeln!(d, "Ribs: **{}**", pair(t.ribs));
    for (seat, play) in t.plays_in_order() {
        let outcome = match t.outcomes[seat] {
            Outcome::Beat => "beat the ribs",
            Outcome::Defeated => "defeated",
            Outcome::Folded => "folded",
            Outcome::Cracked => "**cracked the ribs**",
            Outcome::CrackedToo => "cracked too (too late)",
            Outcome::LostToCrack => "lost to the crack",
        };
        let shown = match play {
            SeenPlay::FaceUp(c) => pair(c),
            SeenPlay::Folded(_) => "two cards face down".into(),
        };
        let _ = writeln!(d, "{}: {shown} — {outcome}", info.name(seat));
    }
    let bidder = info.name(t.bidder);
    match t.cracked_by {
        Some(cracker) => {
            let won = t.captured[cracker];
            let _ = writeln!(
                d,
                "\n**{}** cracked {bidder}'s ribs and takes every face-up card: {} cards, {}.",
                info.name(cracker),
                won.len(),
                points_word(won.points())
            );
        }
        None if t.bid_made => {
            let _ = writeln!(
                d,
                "\nDefeated cards are worth {} against a bid of {}: **bid made**. {bidder} takes {}.",
                t.defeated_value,
                t.bid,
                points_word(t.captured[t.bidder].points())
            );
        }
        None => {
            let _ = writeln!(
                d,
                "\nDefeated cards are worth {} against a bid of {}: **bid lost**. The ribs are discarded.",
                t.defeated_value, t.bid
            );
        }
    }
    let captures: Vec<String> = t
        .captured
        .iter()
        .filter(|(_, c)| !c.is_empty())
        .map(|(s, c)| format!("{} {} ({})", info.name(s), c, points_word(c.points())))
        .collect();
    if !captures.is_empty() {
        let _ = writeln!(d, "Captured: {}", captures.join(" · "));
    }
    Rendered {
        embed: Some(Embed {
            title: format!("Trick {} · {bidder} bid {}", t.trick + 1, t.bid),
            description: d.trim_end().to_string(),
            colour: if t.cracked_by.is_some() { RED } else { GOLD },
            footer: None,
        }),
        ..Rendered::default()
    }
}

/// The end of a hand: points, winners, the folded cards now revealed, and standings.
pub fn hand_over(info: &TableInfo, events: &[Event]) -> Option<Rendered> {
    let (hand, scores, winners, folds) = events.iter().find_map(|e| match e {
        Event::HandScored {
            hand,
            scores,
            winners,
            folds,
        } => Some((*hand, scores, winners, folds)),
        _ => None,
    })?;
    let standings = events.iter().find_map(|e| match e {
        Event::Standings { hand_wins, target } => Some((hand_wins, *target)),
        _ => None,
    });
    let mut d = String::new();
    let _ = writeln!(d, "Points: {}", per_seat(info, scores));
    let won: Vec<&str> = winners
        .iter()
        .filter(|(_, w)| **w)
        .map(|(s, _)| info.name(s))
        .collect();
    let verb = if won.len() > 1 { "tie and win" } else { "wins" };
    let _ = writeln!(d, "**{}** {verb} the hand.", won.join(", "));
    let folded: Vec<String> = folds
        .iter()
        .filter_map(|(s, f)| {
            f.map(|(trick, c)| format!("{} {} (trick {})", info.name(s), pair(c), trick + 1))
        })
        .collect();
    if !folded.is_empty() {
        let _ = writeln!(d, "Folded cards: {}", folded.join(" · "));
    }
    if let Some((wins, target)) = standings {
        let _ = writeln!(d, "Hand wins (first to {target}): {}", per_seat(info, wins));
    }
    Some(Rendered {
        embed: Some(Embed {
            title: format!("Hand {} is over", hand + 1),
            description: d.trim_end().to_string(),
            colour: GOLD,
            footer: None,
        }),
        ..Rendered::default()
    })
}

/// The end of the table: the match won (with final standings), cancelled or stopped.
pub fn closed(info: &TableInfo, by: Option<UserId>) -> Rendered {
    let by_name = by
        .and_then(|u| info.seat_of(u).map(|s| info.name(s).to_string()))
        .unwrap_or_else(|| "a server manager".into());
    let (title, description, colour) = match info.status {
        TableStatus::Finished => {
            let v = public(info);
            let winner = v.and_then(|v| v.match_winner).map_or("?", |s| info.name(s));
            let standings = v.map(|v| per_seat(info, &v.hand_wins)).unwrap_or_default();
            (
                format!("🏆 {winner} wins the match"),
                format!(
                    "Final hand wins: {standings}\nThe result is recorded: see /ribs leaderboard."
                ),
                GOLD,
            )
        }
        TableStatus::Cancelled => (
            "Table cancelled".into(),
            format!("Cancelled by {by_name}."),
            GREY,
        ),
        _ => (
            "Match stopped".into(),
            format!("Stopped by {by_name}. It is not recorded as played."),
            GREY,
        ),
    };
    Rendered {
        embed: Some(Embed {
            title,
            description,
            colour,
            footer: None,
        }),
        ..Rendered::default()
    }
}

// ----- A player's private panel -----

/// Why the player may not fold now, if they may not.
fn fold_refusal(v: &ViewSnapshot) -> Option<&'static str> {
    if v.options.folding() == crate::game::Folding::Never {
        Some("folding is off at this table")
    } else if v.my_fold.is_some() {
        Some("you already folded this hand")
    } else if v.options.last_trick_face_up() && v.trick == 3 {
        Some("nobody may fold in the last trick")
    } else {
        None
    }
}

/// The panel a player opens with "Your hand": their cards and, on their turn, the
/// controls to act. `picked` are the two cards chosen in the select menu so far.
pub fn panel(p: &PlayerView, picked: Option<[Card; 2]>, notice: Option<&str>) -> Rendered {
    let v = &p.view;
    let info = &p.info;
    let t = info.id;
    let step = info.step;
    let hand = CardSet::from_cards(v.my_hand.iter().copied());
    let mut d = String::new();
    if let Some(n) = notice {
        let _ = writeln!(d, "{n}\n");
    }
    let _ = writeln!(
        d,
        "Your hand: **{}** ({})",
        if v.my_hand.is_empty() {
            "no cards left".to_string()
        } else {
            cards(&v.my_hand)
        },
        points_word(hand.points())
    );
    if let Some((trick, c)) = v.my_fold {
        let _ = writeln!(d, "You folded {} in trick {}.", pair(c), trick + 1);
    }
    if let (Some(r), true) = (v.ribs, v.bidder == Some(p.seat)) {
        let _ = writeln!(d, "Your ribs: {}", pair(r));
    }
    let mut rows = Vec::new();
    match v.choice {
        None => {
            let waiting = info
                .to_act
                .map_or_else(|| "the table".to_string(), |s| seat_name(info, s));
            let _ = writeln!(d, "Waiting for {waiting}.");
        }
        Some(Choice::Bid { next, can_pass }) => {
            let _ = writeln!(d, "**Your turn to bid.**");
            let mut buttons = Vec::new();
            if let Some(amount) = next {
                buttons.push(button(
                    t,
                    Control::Bid { step, amount },
                    format!("Bid {amount}"),
                    Style::Success,
                ));
            }
            if can_pass {
                buttons.push(button(t, Control::Pass { step }, "Pass", Style::Secondary));
            }
            rows.push(Row::Buttons(buttons));
        }
        Some(choice) => {
            let (verb, kinds): (&str, Vec<(PlayKind, &str, Style)>) = match choice {
                Choice::Ribs { face_up } => (
                    if face_up {
                        "Lay your ribs (face up: last trick)"
                    } else {
                        "Lay your ribs face down"
                    },
                    vec![(PlayKind::Ribs, "Lay ribs", Style::Primary)],
                ),
                _ => (
                    "Play two cards face up, or fold them",
                    vec![
                        (PlayKind::FaceUp, "Play face up", Style::Primary),
                        (PlayKind::Fold, "Fold", Style::Danger),
                    ],
                ),
            };
            let _ = writeln!(d, "**Your turn.** {verb}: pick exactly two cards.");
            let refusal = fold_refusal(v).filter(|_| matches!(choice, Choice::Play { .. }));
            if let Some(why) = refusal {
                let _ = writeln!(d, "Fold is not available: {why}.");
            }
            if let Some(c) = picked {
                let _ = writeln!(d, "Picked: **{}**", pair(c));
            }
            rows.push(Row::Select(Select {
                id: CustomId::new(t, Control::Pick { step }).to_string(),
                placeholder: "Pick two cards".into(),
                options: v
                    .my_hand
                    .iter()
                    .map(|c| SelectOption {
                        value: c.code(),
                        label: c.to_string(),
                        description: points_word(c.value()),
                        default: picked.is_some_and(|p| p.contains(c)),
                    })
                    .collect(),
                min: 2,
                max: 2,
            }));
            // Disabled until two cards are picked; their ids then carry the pick.
            let shown = picked.unwrap_or([v.my_hand[0], v.my_hand[1]]);
            let buttons = kinds
                .into_iter()
                .map(|(kind, label, style)| {
                    let mut b = button(
                        t,
                        Control::Play {
                            step,
                            kind,
                            cards: shown,
                        },
                        label,
                        style,
                    );
                    b.disabled = picked.is_none() || (kind == PlayKind::Fold && refusal.is_some());
                    b
                })
                .collect();
            rows.push(Row::Buttons(buttons));
        }
    }
    Rendered {
        content: d.trim_end().to_string(),
        rows,
        ..Rendered::default()
    }
}

// ----- Leaderboards, stats, rules -----

pub fn leaderboard(
    rows: &[StandingRow],
    scope: &str,
    ranking: Ranking,
    min_matches: u32,
) -> Rendered {
    let mut d = String::new();
    if rows.is_empty() {
        d.push_str("No finished matches yet.");
    }
    for (i, r) in rows.iter().enumerate() {
        let _ = writeln!(
            d,
            "{}. **{}** — {} wins / {} matches ({:.0}%) · {} hands won",
            i + 1,
            r.name,
            r.wins,
            r.matches,
            100.0 * r.win_rate(),
            r.hands_won
        );
    }
    let by = match ranking {
        Ranking::Wins => "matches won".to_string(),
        Ranking::WinRate => format!("win rate (at least {min_matches} matches)"),
        Ranking::Hands => "hands won".to_string(),
    };
    Rendered {
        embed: Some(Embed {
            title: format!("Ribs leaderboard · {scope} · by {by}"),
            description: d.trim_end().to_string(),
            colour: GOLD,
            footer: None,
        }),
        ..Rendered::default()
    }
}

pub fn stats(
    name: &str,
    scope: &str,
    row: Option<&StandingRow>,
    history: &[HistoryRow],
) -> Rendered {
    let mut d = String::new();
    match row {
        None => d.push_str("No finished matches yet."),
        Some(r) => {
            let _ = writeln!(
                d,
                "Matches: {} played, {} won ({:.0}%)\nHands won: {}\nPoints captured: {}\nBids: {} made, {} lost\nCracks: {} · Folds: {}",
                r.matches,
                r.wins,
                100.0 * r.win_rate(),
                r.hands_won,
                r.points,
                r.bids_made,
                r.bids_lost,
                r.cracks,
                r.folds
            );
        }
    }
    if !history.is_empty() {
        let _ = writeln!(d, "\nLast matches:");
        for h in history {
            let _ = writeln!(
                d,
                "#{} · {} players · {} · {} hand wins · {}",
                h.table,
                h.players,
                if h.won { "**won**" } else { "lost" },
                h.hands_won,
                points_word(h.points)
            );
        }
    }
    Rendered {
        embed: Some(Embed {
            title: format!("{name} · Ribs stats · {scope}"),
            description: d.trim_end().to_string(),
            colour: GREEN,
            footer: None,
        }),
        ..Rendered::default()
    }
}

/// The pages of `/ribs rules`: RULES.md in brief, with its examples.
pub const RULES: [(&str, &str); 5] = [
    (
        "Ribs in brief",
        "4 to 10 players, 8 cards each: one copy of A K Q J 10 9 8 7 per player. Suits don't \
         matter. Values: **A 0 · K Q J 2 · 10 9 8 7 1** (10 points per player).\n\n\
         A hand is four **tricks**. Before each trick there is a round of bidding; the high \
         bidder lays two cards face down (the **ribs**), everyone else plays two cards face up \
         or **folds** them (once per hand). Most points captured wins the hand; first to 5 hand \
         wins takes the match.",
    ),
    (
        "Bidding",
        "The first trick's bidding starts with the dealer, later ones with the last bidder. The \
         opener **must bid 2**. Then, clockwise, each player still in passes or bids exactly one \
         more (no jump bids). Passing is final for the trick. It ends when one bidder is left.\n\n\
         Example (A..F, A first): A 2, B 3, C pass, D pass, E 4, F pass, A pass, B 5, E 6, B pass: \
         **E is the bidder at 6**.",
    ),
    (
        "Play",
        "The bidder lays the ribs face down. Then each other player, clockwise from the bidder's \
         left, plays two cards **face up** (everyone sees them at once) or **folds** them face \
         down: allowed once per hand, never for the bidder. Folded cards are discarded and \
         captured by nobody; nobody sees them until the hand is over.",
    ),
    (
        "Cracking, beating, defeating",
        "The ribs are turned up. A play with the **same two ranks** as the ribs **cracks** them: \
         the first cracker in playing order takes every face-up card, ribs included.\n\
         Otherwise a play that **matches** neither rib and has a card **above both ribs** \
         **beats** them: its player keeps it. Everything else is **defeated**.\n\n\
         Ribs Q-9: K-7 beats (K tops both, 7 matches nothing); K-9, J-10, Q-J and A-Q are \
         defeated. Ribs J-9: A-J is defeated (the jacks match).",
    ),
    (
        "Bids made and lost; winning",
        "If the defeated cards are worth **at least the bid**, the bidder takes them and the \
         ribs; otherwise each defeated player keeps their own cards and the ribs are discarded. \
         The ribs' own value never counts toward the bid. Ribs worth 3 and defeated cards worth \
         6: bid 6 takes 9 points; bid 7 takes nothing.\n\n\
         Most points wins the hand (ties all win). First to the target of hand wins takes the \
         match; level leaders play on until one is ahead. Table options: target, bid step 2, \
         both-higher beating, no folding, last trick face up.",
    ),
];

pub fn rules(page: u8) -> Rendered {
    let i = usize::from(page).min(RULES.len() - 1);
    let (title, text) = RULES[i];
    let mut buttons = Vec::new();
    if i > 0 {
        buttons.push(button(
            MatchId(0),
            Control::Rules {
                page: (i - 1) as u8,
            },
            "◀ Previous",
            Style::Secondary,
        ));
    }
    if i + 1 < RULES.len() {
        buttons.push(button(
            MatchId(0),
            Control::Rules {
                page: (i + 1) as u8,
            },
            "Next ▶",
            Style::Secondary,
        ));
    }
    Rendered {
        embed: Some(Embed {
            title: format!("Rules · {title}"),
            description: text.to_string(),
            colour: GREEN,
            footer: Some(format!("Page {} of {}", i + 1, RULES.len())),
        }),
        rows: if buttons.is_empty() {
            Vec::new()
        } else {
            vec![Row::Buttons(buttons)]
        },
        ..Rendered::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Action, Match, Options};
    use crate::store::{PlaceId, ServerId};
    use crate::table::SeatInfo;

    /// A table of four humans (users 11..14) around a real match.
    fn info_of(game: &Match) -> TableInfo {
        TableInfo {
            id: MatchId(7),
            place: PlaceId(1),
            server: ServerId(2),
            host: UserId(11),
            status: TableStatus::Playing,
            options: game.options(),
            turn_timer: None,
            seats: (0..4)
                .map(|i| SeatInfo {
                    seat: Seat(i),
                    occupant: Occupant::Human {
                        user: UserId(11 + u64::from(i)),
                        name: ["Ann", "Bob", "Cat", "Dan"][usize::from(i)].into(),
                    },
                    handed_over: false,
                    timeouts: 0,
                    on_autopilot: false,
                })
                .collect(),
            step: game.ply(),
            to_act: game.to_act(),
            public: Some(game.spectator_view().snapshot()),
            frontend: None,
        }
    }

    fn all_text(r: &Rendered) -> String {
        let mut t = r.content.clone();
        if let Some(e) = &r.embed {
            t.push_str(&e.title);
            t.push_str(&e.description);
        }
        for row in &r.rows {
            match row {
                Row::Buttons(b) => b.iter().for_each(|b| t.push_str(&b.label)),
                Row::Select(s) => s.options.iter().for_each(|o| t.push_str(&o.label)),
            }
        }
        t
    }

    #[test]
    fn the_table_message_pings_only_the_player_on_turn_and_offers_their_bid() {
        let mut game = Match::with_first_dealer(Options::default(), 4, 5, Seat(1)).unwrap();
        game.apply(Seat(1), Action::Bid(2)).unwrap();
        let info = info_of(&game);
        let r = table(&info);
        assert_eq!(r.mention, Some(UserId(13)), "Cat is on turn");
        assert!(r.content.starts_with("<@13>"));
        let Row::Buttons(buttons) = &r.rows[0] else {
            panic!()
        };
        let labels: Vec<&str> = buttons.iter().map(|b| b.label.as_str()).collect();
        assert_eq!(labels, ["Your hand", "Bid 3", "Pass"]);
        assert_eq!(buttons[1].id, format!("ribs:7:bid:{}:3", info.step));
        assert!(all_text(&r).contains("Bob 2"), "{}", all_text(&r));
    }

    #[test]
    fn public_messages_show_no_card_before_it_is_played_face_up() {
        let mut game = Match::with_first_dealer(Options::default(), 4, 9, Seat(0)).unwrap();
        // Ann opens and everyone passes; Ann lays ribs; Bob folds, Cat plays face up.
        let dealt: Vec<Vec<Card>> = (0..4).map(|s| game.hand().held(Seat(s)).to_vec()).collect();
        game.apply(Seat(0), Action::Bid(2)).unwrap();
        for s in 1..4 {
            game.apply(Seat(s), Action::Pass).unwrap();
        }
        let ribs = [dealt[0][0], dealt[0][1]];
        game.apply(Seat(0), Action::Ribs(ribs)).unwrap();
        let folded = [dealt[1][0], dealt[1][1]];
        game.apply(Seat(1), Action::Fold(folded)).unwrap();
        let shown = [dealt[2][0], dealt[2][1]];
        game.apply(Seat(2), Action::FaceUp(shown)).unwrap();
        let text = all_text(&table(&info_of(&game)));
        assert!(text.contains(&pair(shown)), "{text}");
        assert!(text.contains("Bob folded"));
        // With four players every card's name is unique: none of the hidden ones appears.
        let hidden = ribs
            .iter()
            .chain(&folded)
            .chain(&dealt[3])
            .chain(&dealt[0][2..]);
        for card in hidden {
            assert!(!text.contains(&card.to_string()), "{card} leaked: {text}");
        }
        // The reveal names the fold but not its cards.
        let last = game
            .apply(Seat(3), Action::FaceUp([dealt[3][0], dealt[3][1]]))
            .unwrap();
        let seen = last.iter().find_map(|e| match e {
            Event::TrickResolved { trick } => Some(*trick),
            _ => None,
        });
        let reveal = all_text(&trick(&info_of(&game), &seen.unwrap()));
        assert!(
            reveal.contains("Bob: two cards face down — folded"),
            "{reveal}"
        );
        assert!(
            reveal.contains(&pair(ribs)),
            "the ribs are revealed: {reveal}"
        );
    }

    #[test]
    fn a_panel_offers_exactly_the_players_cards_and_says_why_fold_is_off() {
        let mut game = Match::with_first_dealer(Options::default(), 4, 3, Seat(0)).unwrap();
        game.apply(Seat(0), Action::Bid(2)).unwrap();
        for s in 1..4 {
            game.apply(Seat(s), Action::Pass).unwrap();
        }
        let h0 = game.hand().held(Seat(0)).to_vec();
        game.apply(Seat(0), Action::Ribs([h0[0], h0[1]])).unwrap();
        let view = PlayerView {
            info: info_of(&game),
            seat: Seat(1),
            view: game.view(Seat(1)).snapshot(),
        };
        let r = panel(&view, None, None);
        let Row::Select(select) = &r.rows[0] else {
            panic!("{r:?}")
        };
        let offered: Vec<String> = select.options.iter().map(|o| o.value.clone()).collect();
        let held: Vec<String> = game.hand().held(Seat(1)).iter().map(|c| c.code()).collect();
        assert_eq!(offered, held);
        let Row::Buttons(buttons) = &r.rows[1] else {
            panic!()
        };
        assert!(buttons.iter().all(|b| b.disabled), "nothing picked yet");
        let picked = [
            game.hand().held(Seat(1)).to_vec()[0],
            game.hand().held(Seat(1)).to_vec()[1],
        ];
        let r = panel(&view, Some(picked), None);
        let Row::Buttons(buttons) = &r.rows[1] else {
            panic!()
        };
        assert!(buttons.iter().all(|b| !b.disabled));
        assert!(
            buttons[0]
                .id
                .starts_with(&format!("ribs:7:up:{}:", view.info.step))
        );
        // After folding once, the fold button stays off, with the reason.
        let mut later = view.clone();
        later.view.my_fold = Some((0, picked));
        let r = panel(&later, Some(picked), None);
        let Row::Buttons(buttons) = &r.rows[1] else {
            panic!()
        };
        assert!(buttons[1].disabled && buttons[1].label == "Fold");
        assert!(r.content.contains("you already folded this hand"));
    }

    #[test]
    fn every_rules_page_fits_in_an_embed_and_links_its_neighbours() {
        for page in 0..RULES.len() as u8 {
            let r = rules(page);
            let e = r.embed.as_ref().unwrap();
            assert!(e.description.len() < 4096 && e.title.len() < 256);
            let Row::Buttons(b) = &r.rows[0] else {
                panic!()
            };
            assert_eq!(b.len(), if page == 0 || page == 4 { 1 } else { 2 });
        }
    }
}
