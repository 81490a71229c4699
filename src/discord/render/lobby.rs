//! The lobby message, while a table waits for its players.

use std::fmt::Write as _;

use super::options::{self, TableOptions};
use super::{Button, Embed, GREEN, GREY, Rendered, Row, Style, button, level_word, who};
use crate::discord::custom_id::Control;
use crate::games::Game;
use crate::t;
use crate::table::{TableInfo, UserId};
use crate::text::{self, Lang};

/// The lobby: who sits where, the game's options and the turn timer, and the controls to
/// join, leave, add or remove computer players (the host removes them), start and cancel,
/// and the menus of the options the host changes.
pub fn lobby<G: Game>(lang: Lang, info: &TableInfo<G>, invited: &[UserId]) -> Rendered {
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
        t!(lang, "lobby-rematch", people = names.join(" "))
    };
    let has_computer = info.seats.iter().any(|s| s.occupant.level().is_some());
    let mut d = String::new();
    for s in &info.seats {
        let level = s
            .occupant
            .level()
            .map(|l| format!(" ({})", level_word(lang, l)))
            .unwrap_or_default();
        let name = format!("{}{level}", who(lang, info, s.seat));
        let name = if s.occupant.user() == Some(info.host) {
            t!(lang, "lobby-host", who = name)
        } else {
            name
        };
        let _ = writeln!(d, "{}. {name}", s.seat.0 + 1);
    }
    let n = info.seats.len();
    let shown = TableOptions::of(info.game, &info.options);
    let _ = writeln!(d);
    for line in options::lines(lang, &shown) {
        let _ = writeln!(d, "{line}");
    }
    let _ = writeln!(d, "{}\n", timer_line(lang, info));
    let seats = &info.game.entry().seats;
    let ready = if u8::try_from(n).is_ok_and(|n| seats.contains(&n)) {
        t!(lang, "lobby-ready", seated = n)
    } else {
        t!(
            lang,
            "lobby-not-ready",
            seated = n,
            needed = text::players_needed(lang, info.game)
        )
    };
    let _ = write!(d, "{ready}");
    Rendered {
        embed: Some(Embed {
            title: t!(lang, "lobby-title", game = info.game.entry().name),
            description: d,
            colour: GREEN,
            footer: Some(t!(lang, "lobby-footer")),
        }),
        rows: [
            Row::Buttons(vec![
                button(t, Control::Join, t!(lang, "button-join"), Style::Success),
                button(
                    t,
                    Control::Leave,
                    t!(lang, "button-leave"),
                    Style::Secondary,
                ),
                button(t, Control::Start, t!(lang, "button-start"), Style::Primary),
                button(t, Control::Cancel, t!(lang, "button-cancel"), Style::Danger),
            ]),
            Row::Buttons(vec![
                button(
                    t,
                    Control::AddComputer,
                    t!(lang, "button-add-computer"),
                    Style::Secondary,
                ),
                Button {
                    disabled: !has_computer,
                    ..button(
                        t,
                        Control::RemoveComputer,
                        t!(lang, "button-remove-computer"),
                        Style::Secondary,
                    )
                },
            ]),
        ]
        .into_iter()
        .chain(options::picker_rows(lang, t, &shown, OPTION_ROWS))
        .collect(),
        content,
        mentions: waiting,
        picture: None,
    }
}

/// How many menus of options a lobby has room for: a message holds 5 rows, the lobby's
/// buttons take 2.
const OPTION_ROWS: usize = 3;

/// The turn timer, in a line of its own.
fn timer_line<G: Game>(lang: Lang, info: &TableInfo<G>) -> String {
    let timer = match info.turn_timer {
        Some(timer) => t!(lang, "turn-timer", seconds = timer.as_secs()),
        None => t!(lang, "no-turn-timer"),
    };
    format!("⏱ {timer}")
}

/// The lobby message once the table has left the lobby.
pub fn lobby_closed<G: Game>(lang: Lang, info: &TableInfo<G>, note: &str) -> Rendered {
    let names: Vec<String> = info.seats.iter().map(|s| who(lang, info, s.seat)).collect();
    Rendered {
        embed: Some(Embed {
            title: t!(lang, "lobby-closed-title", game = info.game.entry().name),
            description: format!("{}\n{note}", names.join(" · ")),
            colour: GREY,
            footer: None,
        }),
        ..Rendered::default()
    }
}
