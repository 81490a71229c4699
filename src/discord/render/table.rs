//! The public table message: one per hand, edited as the hand goes.

use std::fmt::Write as _;

use super::{
    Embed, GREEN, GREY, Rendered, Row, Style, button, lobby, options_line, pair, per_seat,
    seat_name,
};
use crate::discord::custom_id::Control;
use crate::game::{Call, OPENING_BID, Phase, SeenPlay, ViewSnapshot};
use crate::table::{TableInfo, TableStatus};

/// What the seat on turn is doing, in words.
fn turn_words(v: &ViewSnapshot) -> Option<String> {
    match v.phase {
        Phase::Bidding if !v.may_pass => Some(format!(
            "to open the bidding at {}",
            v.next_bid.unwrap_or(OPENING_BID)
        )),
        Phase::Bidding => Some("to bid or pass".into()),
        Phase::Ribs => Some("to lay the ribs".into()),
        Phase::Play => Some("to play two cards".into()),
        Phase::Over => None,
    }
}

/// The public table message: one per hand, edited as the hand goes.
pub fn table(info: &TableInfo) -> Rendered {
    let Some(v) = info.public.as_ref() else {
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
        let _ = writeln!(d, "\n**Trick {} of {}**", v.trick + 1, v.tricks_per_hand);
        // The bidding, from its opener, in order.
        let mut calls = Vec::new();
        for k in 0..n {
            let seat = v.opener.left(k, n);
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
