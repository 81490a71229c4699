//! The public table message: one per hand, edited as the hand goes.

use std::fmt::Write as _;

use super::{
    Button, Embed, GREEN, Rendered, Row, Style, button, lobby, options_line, pair, points_word,
    seat_name, who,
};
use crate::discord::custom_id::Control;
use crate::games::ribs::{Call, Phase, Seat, SeenPlay, ViewSnapshot};
use crate::t;
use crate::text::Lang;
use std::time::Duration;

use crate::table::{TableInfo, TableStatus, UserId};

/// What the seat on turn is doing: the last part of its messages' ids
/// (`table-your-turn-`, `table-turn-`), and the bid it names.
fn turn_of(v: &ViewSnapshot) -> Option<(&'static str, u32)> {
    match v.phase {
        // The opener may not pass: the engine's next bid is the opening bid.
        Phase::Bidding => Some(match (v.may_pass, v.next_bid) {
            (false, Some(opening)) => ("open", opening),
            _ => ("bid", 0),
        }),
        Phase::Ribs => Some(("ribs", 0)),
        Phase::Play => Some(("play", 0)),
        Phase::Over => None,
    }
}

/// The public table message (in `lang`, the server's): the hand as it goes, one line per
/// seat (a phone shows it whole even at ten seats), and the controls of the seat on turn.
/// Its content pings the player on turn; whether the ping notifies is the publisher's to
/// decide.
pub fn table(lang: Lang, info: &TableInfo) -> Rendered {
    let Some(v) = info.public.as_ref() else {
        return lobby(lang, info, &[]);
    };
    let t = info.id;
    let mut d = String::new();
    let _ = writeln!(
        d,
        "{}",
        t!(
            lang,
            "ribs-table-dealer",
            who = who(lang, info, v.dealer),
            options = options_line(lang, info)
        )
    );
    let _ = writeln!(d);
    for (seat, _) in v.hand_wins.iter() {
        let _ = writeln!(d, "{}", seat_line(lang, info, v, seat));
    }
    let title = title_of(lang, info, v);

    let (content, mentions) = turn_call(lang, info, v);
    let mut buttons = vec![button(
        t,
        Control::Hand {
            step: Some(info.step),
        },
        t!(lang, "button-your-hand"),
        Style::Primary,
    )];
    bidding_buttons(lang, info, v, &mut buttons);
    if info.status == TableStatus::Playing && info.cannot_save {
        let _ = write!(d, "\n{}", t!(lang, "table-cannot-save"));
    }
    // A person who holds their turn past the hold limit (no timer) can be passed over:
    // the others see why, and the button that does it.
    if let (TableStatus::Playing, Some(overdue)) = (info.status, info.overdue) {
        let seat = overdue.seat;
        let _ = write!(
            d,
            "\n{}",
            t!(
                lang,
                "table-overdue",
                who = who(lang, info, seat),
                held = held(lang, overdue.after)
            )
        );
        buttons.push(button(
            t,
            Control::TakeOver { step: info.step },
            t!(lang, "button-take-over", who = info.name(seat))
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
        picture: super::table_picture(lang, info).map(Box::new),
    }
}

/// The table message's title: the hand and trick in play, or the hand alone once over.
fn title_of(lang: Lang, info: &TableInfo, v: &ViewSnapshot) -> String {
    if v.phase == Phase::Over || info.status != TableStatus::Playing {
        t!(lang, "ribs-table-title-hand", hand = v.hand + 1)
    } else {
        t!(
            lang,
            "ribs-table-title",
            hand = v.hand + 1,
            trick = v.trick + 1,
            tricks = v.tricks_per_hand
        )
    }
}

/// Who is to act, said in the channel: to them by mention (who are then pinged), or about
/// them where a computer or the autopilot plays the seat.
fn turn_call(lang: Lang, info: &TableInfo, v: &ViewSnapshot) -> (String, Vec<UserId>) {
    let mut content = String::new();
    let mut mentions = Vec::new();
    if let (TableStatus::Playing, Some(seat), Some((turn, bid))) =
        (info.status, info.to_act, turn_of(v))
    {
        let s = &info.seats[seat.index()];
        match s.occupant.user() {
            Some(user) if !s.on_autopilot => {
                content = t!(
                    lang,
                    &format!("ribs-table-your-turn-{turn}"),
                    user = user.0,
                    bid = bid
                );
                mentions.push(user);
            }
            _ => {
                content = t!(
                    lang,
                    &format!("ribs-table-turn-{turn}"),
                    who = seat_name(lang, info, seat),
                    bid = bid
                );
            }
        }
    }
    (content, mentions)
}

/// The bid and pass buttons while the bidding is on.
fn bidding_buttons(lang: Lang, info: &TableInfo, v: &ViewSnapshot, buttons: &mut Vec<Button>) {
    let t = info.id;
    if let (TableStatus::Playing, Phase::Bidding, Some(_)) = (info.status, v.phase, info.to_act) {
        if let Some(amount) = v.next_bid {
            buttons.push(button(
                t,
                Control::Bid {
                    step: info.step,
                    amount,
                },
                t!(lang, "ribs-button-bid", bid = amount),
                Style::Success,
            ));
        }
        if v.may_pass {
            buttons.push(button(
                t,
                Control::Pass { step: info.step },
                t!(lang, "ribs-button-pass"),
                Style::Secondary,
            ));
        }
    }
}

/// The line said once in the channel when another player hands an overdue seat to the
/// autopilot.
pub fn taken_over<G: crate::games::Game>(
    lang: Lang,
    info: &TableInfo<G>,
    seat: Seat,
    by: UserId,
    after: Duration,
) -> Option<String> {
    let by = who(lang, info, info.seat_of(by)?);
    Some(t!(
        lang,
        "table-taken-over",
        by = by,
        who = who(lang, info, seat),
        held = held(lang, after)
    ))
}

/// How long a turn was held: `10 minutes`, `1 minute`, `30 seconds`.
pub fn held(lang: Lang, after: Duration) -> String {
    let seconds = after.as_secs();
    if seconds >= 60 && seconds.is_multiple_of(60) {
        t!(lang, "held-minutes", minutes = seconds / 60)
    } else {
        t!(lang, "held-seconds", seconds = seconds)
    }
}

/// One seat's line: on turn or not, this trick's call or play, points this hand, hand wins.
fn seat_line(lang: Lang, info: &TableInfo, v: &ViewSnapshot, seat: Seat) -> String {
    let on_turn = info.status == TableStatus::Playing && info.to_act == Some(seat);
    let name = seat_name(lang, info, seat);
    let mut parts = vec![if on_turn {
        format!("▶ **{name}**")
    } else {
        name
    }];
    if v.phase != Phase::Over && info.status == TableStatus::Playing {
        match (v.bidder, v.phase) {
            (Some(bidder), _) if bidder == seat => {
                let bid = v.high_bid.map_or(0, |(_, b)| b);
                parts.push(t!(lang, "ribs-seat-bidder", bid = bid));
                parts.push(match (v.ribs_down, v.ribs) {
                    (true, Some(r)) => t!(lang, "ribs-seat-ribs-up", cards = pair(r)),
                    (true, None) => t!(lang, "ribs-seat-ribs-down"),
                    (false, _) => t!(lang, "ribs-seat-laying-ribs"),
                });
            }
            (Some(_), _) => match v.plays[seat] {
                Some(SeenPlay::FaceUp(c)) => parts.push(pair(c)),
                Some(SeenPlay::Folded(_)) => parts.push(t!(lang, "ribs-seat-folded")),
                None => {}
            },
            (None, Phase::Bidding) => match v.calls[seat] {
                Call::Bid(b) => parts.push(t!(lang, "ribs-seat-bid", bid = b)),
                Call::Pass => parts.push(t!(lang, "ribs-seat-passed")),
                Call::None => {}
            },
            (None, _) => {}
        }
        let folded_now = matches!(v.plays[seat], Some(SeenPlay::Folded(_)));
        if v.folded[seat] && !folded_now {
            parts.push(t!(lang, "ribs-seat-fold-used"));
        }
    }
    if !v.tricks.is_empty() || v.phase == Phase::Over {
        parts.push(points_word(lang, v.scores[seat]));
    }
    parts.push(t!(lang, "hand-wins-count", wins = v.hand_wins[seat]));
    parts.join(" · ")
}
