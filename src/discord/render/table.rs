//! The public table message: one per hand, edited as the hand goes.

use std::fmt::Write as _;

use super::{
    Embed, GREEN, Rendered, Row, Style, button, lobby, options_line, pair, plural, points_word,
    seat_name, who,
};
use crate::discord::custom_id::Control;
use crate::game::{Call, Phase, Seat, SeenPlay, ViewSnapshot};
use std::time::Duration;

use crate::table::{TableInfo, TableStatus, UserId};

/// What the seat on turn is doing, in words.
fn turn_words(v: &ViewSnapshot) -> Option<String> {
    match v.phase {
        // The opener may not pass: the engine's next bid is the opening bid.
        Phase::Bidding => Some(match (v.may_pass, v.next_bid) {
            (false, Some(opening)) => format!("to open the bidding at {opening}"),
            _ => "to bid or pass".into(),
        }),
        Phase::Ribs => Some("to lay the ribs".into()),
        Phase::Play => Some("to play two cards".into()),
        Phase::Over => None,
    }
}

/// The public table message: the hand as it goes, one line per seat (a phone shows it
/// whole even at ten seats), and the controls of the seat on turn. Its content pings the
/// player on turn; whether the ping notifies is the publisher's to decide.
pub fn table(info: &TableInfo) -> Rendered {
    let Some(v) = info.public.as_ref() else {
        return lobby(info, &[]);
    };
    let t = info.id;
    let mut d = String::new();
    let _ = writeln!(d, "Dealer {} · {}", who(info, v.dealer), options_line(info));
    let _ = writeln!(d);
    for (seat, _) in v.hand_wins.iter() {
        let _ = writeln!(d, "{}", seat_line(info, v, seat));
    }
    let title = if v.phase == Phase::Over || info.status != TableStatus::Playing {
        format!("Ribs · hand {}", v.hand + 1)
    } else {
        format!(
            "Ribs · hand {} · trick {} of {}",
            v.hand + 1,
            v.trick + 1,
            v.tricks_per_hand
        )
    };

    let mut content = String::new();
    let mut mentions = Vec::new();
    if let (TableStatus::Playing, Some(seat), Some(words)) =
        (info.status, info.to_act, turn_words(v))
    {
        let s = &info.seats[seat.index()];
        match s.occupant.user() {
            Some(user) if !s.on_autopilot => {
                content = format!("<@{}>, your turn {words}.", user.0);
                mentions.push(user);
            }
            _ => content = format!("{} is {words}…", seat_name(info, seat)),
        }
    }
    let mut buttons = vec![button(
        t,
        Control::Hand {
            step: Some(info.step),
        },
        "Your hand",
        Style::Primary,
    )];
    if let (TableStatus::Playing, Phase::Bidding, Some(_)) = (info.status, v.phase, info.to_act) {
        if let Some(amount) = v.next_bid {
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
        if v.may_pass {
            buttons.push(button(
                t,
                Control::Pass { step: info.step },
                "Pass",
                Style::Secondary,
            ));
        }
    }
    if info.status == TableStatus::Playing && info.cannot_save {
        let _ = write!(
            d,
            "\n⚠️ The bot cannot save this table right now (its database refuses writes): the match waits, and carries on by itself once it can."
        );
    }
    // A person who holds their turn past the hold limit (no timer) can be passed over:
    // the others see why, and the button that does it.
    if let (TableStatus::Playing, Some(overdue)) = (info.status, info.overdue) {
        let seat = overdue.seat;
        let _ = write!(
            d,
            "\n⏳ {} has held the turn for {}: anyone else at the table may hand the seat to the autopilot.",
            who(info, seat),
            held(overdue.after)
        );
        buttons.push(button(
            t,
            Control::TakeOver { step: info.step },
            format!("Autopilot for {}", info.name(seat))
                .chars()
                .take(80)
                .collect::<String>(),
            Style::Danger,
        ));
    }
    let rows = if info.status == TableStatus::Playing {
        vec![Row::Buttons(buttons)]
    } else {
        Vec::new()
    };
    Rendered {
        content,
        embed: Some(Embed {
            title,
            description: d.trim_end().to_string(),
            colour: GREEN,
            footer: None,
        }),
        rows,
        mentions,
        picture: super::table_picture(info).map(Box::new),
    }
}

/// The line said once in the channel when another player hands an overdue seat to the
/// autopilot.
pub fn taken_over(info: &TableInfo, seat: Seat, by: UserId, after: Duration) -> Option<String> {
    let by = who(info, info.seat_of(by)?);
    Some(format!(
        "⏳ {by} handed {}'s seat to the autopilot: the turn was held for {}. \
         They can take it back with /ribs autopilot.",
        who(info, seat),
        held(after)
    ))
}

/// How long a turn was held: `10 minutes`, `1 minute`, `30 seconds`.
pub fn held(after: Duration) -> String {
    let seconds = after.as_secs();
    if seconds >= 60 && seconds.is_multiple_of(60) {
        plural(seconds / 60, "minute", "minutes")
    } else {
        plural(seconds, "second", "seconds")
    }
}

/// One seat's line: on turn or not, this trick's call or play, points this hand, hand wins.
fn seat_line(info: &TableInfo, v: &ViewSnapshot, seat: Seat) -> String {
    let on_turn = info.status == TableStatus::Playing && info.to_act == Some(seat);
    let name = seat_name(info, seat);
    let mut parts = vec![if on_turn {
        format!("▶ **{name}**")
    } else {
        name
    }];
    if v.phase != Phase::Over && info.status == TableStatus::Playing {
        match (v.bidder, v.phase) {
            (Some(bidder), _) if bidder == seat => {
                let bid = v.high_bid.map_or(0, |(_, b)| b);
                parts.push(format!("**bidder at {bid}**"));
                parts.push(match (v.ribs_down, v.ribs) {
                    (true, Some(r)) => format!("ribs face up {}", pair(r)),
                    (true, None) => "ribs down".into(),
                    (false, _) => "laying the ribs".into(),
                });
            }
            (Some(_), _) => match v.plays[seat] {
                Some(SeenPlay::FaceUp(c)) => parts.push(pair(c)),
                Some(SeenPlay::Folded(_)) => parts.push("folded".into()),
                None => {}
            },
            (None, Phase::Bidding) => match v.calls[seat] {
                Call::Bid(b) => parts.push(format!("bid {b}")),
                Call::Pass => parts.push("passed".into()),
                Call::None => {}
            },
            (None, _) => {}
        }
        let folded_now = matches!(v.plays[seat], Some(SeenPlay::Folded(_)));
        if v.folded[seat] && !folded_now {
            parts.push("fold used".into());
        }
    }
    if !v.tricks.is_empty() || v.phase == Phase::Over {
        parts.push(points_word(v.scores[seat]));
    }
    parts.push(plural(v.hand_wins[seat], "win", "wins"));
    parts.join(" · ")
}
