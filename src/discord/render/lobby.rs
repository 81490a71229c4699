//! The lobby message, while a table waits for its players.

use std::fmt::Write as _;

use super::{Button, Embed, GREEN, GREY, Rendered, Row, Style, button, options_line, who};
use crate::discord::custom_id::Control;
use crate::game::{MAX_SEATS, MIN_SEATS, players_needed};
use crate::table::{TableInfo, UserId};

/// The lobby: who sits where, the options, and the controls to join, leave, add or remove
/// computer players (the host removes them), start and cancel.
pub fn lobby(info: &TableInfo, invited: &[UserId]) -> Rendered {
    let t = info.id;
    // A rematch asks the last match's people back, until they have joined.
    let waiting: Vec<UserId> = invited
        .iter()
        .copied()
        .filter(|u| info.seat_of(*u).is_none())
        .collect();
    let content = if waiting.is_empty() {
        String::new()
    } else {
        let names: Vec<String> = waiting.iter().map(|u| format!("<@{}>", u.0)).collect();
        format!("Rematch! {}: join with one click.", names.join(" "))
    };
    let has_computer = info.seats.iter().any(|s| s.occupant.level().is_some());
    let mut d = String::new();
    for s in &info.seats {
        let host = if s.occupant.user() == Some(info.host) {
            " (host)"
        } else {
            ""
        };
        let level = s
            .occupant
            .level()
            .map(|l| format!(" ({l})"))
            .unwrap_or_default();
        let _ = writeln!(d, "{}. {}{level}{host}", s.seat.0 + 1, who(info, s.seat));
    }
    let n = info.seats.len();
    let _ = writeln!(d, "\n{}", options_line(info));
    let ready = if (usize::from(MIN_SEATS)..=usize::from(MAX_SEATS)).contains(&n) {
        format!("{n} seated: the host can start.")
    } else {
        format!("{n} seated: {}.", players_needed())
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
        rows: vec![
            Row::Buttons(vec![
                button(t, Control::Join, "Join", Style::Success),
                button(t, Control::Leave, "Leave", Style::Secondary),
                button(t, Control::Start, "Start", Style::Primary),
                button(t, Control::Cancel, "Cancel", Style::Danger),
            ]),
            Row::Buttons(vec![
                button(t, Control::AddComputer, "Add computer", Style::Secondary),
                Button {
                    disabled: !has_computer,
                    ..button(
                        t,
                        Control::RemoveComputer,
                        "Remove computer",
                        Style::Secondary,
                    )
                },
            ]),
        ],
        content,
        mentions: waiting,
        picture: None,
    }
}

/// The lobby message once the table has left the lobby.
pub fn lobby_closed(info: &TableInfo, note: &str) -> Rendered {
    let names: Vec<String> = info.seats.iter().map(|s| who(info, s.seat)).collect();
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
