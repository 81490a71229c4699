//! A finished match looked at again: `/ribs history` lists them, `/ribs replay` steps
//! through one, trick by trick, with every card shown (the match is over).

use std::fmt::Write as _;

use super::{
    Button, Embed, GOLD, GREEN, Rendered, Row, Style, and_list, button, escape, labelled, plural,
    points_word,
};
use crate::discord::custom_id::Control;
use crate::game::{Call, Seat};
use crate::table::{MatchSummary, Occupant, Replay};

/// Why a match of another server is not shown here, from `/ribs replay` or a replay's
/// buttons.
pub const OTHER_SERVER: &str = "That match was played on another server.";

/// A seat of a replay, safe to show, computers marked.
fn name(r: &Replay, seat: Seat) -> String {
    let names: Vec<&str> = r.seats.iter().map(Occupant::name).collect();
    let computer = matches!(r.seats.get(seat.index()), Some(Occupant::Computer { .. }));
    labelled(&names, seat.index(), computer)
}

/// The recent finished matches of a server (or one player's), each with the number
/// `/ribs replay` takes.
pub fn history(rows: &[MatchSummary], whose: Option<&str>) -> Rendered {
    let mut d = String::new();
    if rows.is_empty() {
        d.push_str(match whose {
            Some(_) => "No finished matches of theirs on this server yet.",
            None => "No finished matches on this server yet.",
        });
    }
    for m in rows {
        let names: Vec<&str> = m.seats.iter().map(|(name, _)| name.as_str()).collect();
        let seat_name = |i: usize| labelled(&names, i, m.seats[i].1);
        let wins: Vec<String> = (0..m.seats.len())
            .map(|i| format!("{} {}", seat_name(i), m.hand_wins[i]))
            .collect();
        let _ = writeln!(
            d,
            "**match {}** · <t:{}:d> · {} won · hand wins {}",
            m.table,
            m.ended_at_ms / 1000,
            seat_name(usize::from(m.winner)),
            wins.join(" · ")
        );
    }
    let title = match whose {
        Some(player) => format!("Ribs · {}'s last matches", escape(player)),
        None => "Ribs · the last matches on this server".into(),
    };
    Rendered {
        embed: Some(Embed {
            title,
            description: d.trim_end().to_string(),
            colour: GREEN,
            footer: Some("/ribs replay match:<number> steps through one, trick by trick.".into()),
        }),
        ..Rendered::default()
    }
}

/// One page of a replay: hand `hand`, trick `trick` (both 0-based, brought within range):
/// the hand as dealt, the trick's bidding, ribs, plays and ruling, the points so far, and
/// the hand's result after its last trick.
pub fn replay(r: &Replay, hand: usize, trick: usize) -> Rendered {
    let hand = hand.min(r.hands.len().saturating_sub(1));
    let Some(h) = r.hands.get(hand) else {
        return Rendered {
            content: "That match has no hand to show.".into(),
            ..Rendered::default()
        };
    };
    let trick = trick.min(h.tricks.len().saturating_sub(1));
    let mut d = String::new();
    let _ = writeln!(d, "Dealt by {}. The hands as dealt:", name(r, h.dealer));
    for (seat, cards) in h.dealt.iter() {
        let _ = writeln!(d, "{}: {}", name(r, seat), cards);
    }
    if let Some(t) = h.tricks.get(trick) {
        let calls: Vec<String> = t
            .calls
            .iter()
            .map(|(seat, call)| match call {
                Call::Bid(b) => format!("{} {b}", name(r, *seat)),
                Call::Pass => format!("{} pass", name(r, *seat)),
                Call::None => String::new(),
            })
            .collect();
        let s = &t.trick;
        let _ = writeln!(d, "\nBids: {}", calls.join(" · "));
        let _ = writeln!(d, "**{}** won the bidding at {}.", name(r, s.bidder), s.bid);
        d.push_str(&super::reveal::ruling(s, &|seat| name(r, seat)));
        let points: Vec<String> = t
            .scores
            .iter()
            .map(|(seat, p)| format!("{} {p}", name(r, seat)))
            .collect();
        let _ = writeln!(d, "Points so far: {}", points.join(" · "));
    }
    if trick + 1 == h.tricks.len() {
        let won: Vec<String> = h
            .winners
            .iter()
            .filter(|(_, w)| **w)
            .map(|(s, _)| name(r, s))
            .collect();
        let _ = writeln!(
            d,
            "\n**{}** {} the hand with {}.",
            and_list(&won),
            if won.len() > 1 { "tie for" } else { "takes" },
            points_word(h.scores.as_slice().iter().copied().max().unwrap_or(0))
        );
        if hand + 1 == r.hands.len() {
            let _ = writeln!(
                d,
                "🏆 **{}** wins the match with {}.",
                name(r, r.winner),
                plural(r.hand_wins[r.winner], "hand win", "hand wins")
            );
        }
    }
    let at = |hand: usize, trick: usize| Control::Replay {
        hand: hand as u16,
        trick: Some(trick as u8),
    };
    let start = |hand: usize| Control::Replay {
        hand: hand as u16,
        trick: None,
    };
    let last_hand = r.hands.len() - 1;
    let nav = |label: &str, control: Control, enabled: bool| Button {
        disabled: !enabled,
        ..button(r.id, control, label, Style::Secondary)
    };
    let (prev, next) = (
        if trick > 0 {
            at(hand, trick - 1)
        } else {
            let before = hand.saturating_sub(1);
            at(before, r.hands[before].tricks.len().saturating_sub(1))
        },
        if trick + 1 < h.tricks.len() {
            at(hand, trick + 1)
        } else {
            at(hand + 1, 0)
        },
    );
    let rows = vec![Row::Buttons(vec![
        nav("◀◀ Hand", start(hand.saturating_sub(1)), hand > 0),
        nav("◀ Trick", prev, hand > 0 || trick > 0),
        nav(
            "Trick ▶",
            next,
            hand < last_hand || trick + 1 < h.tricks.len(),
        ),
        nav("Hand ▶▶", start(hand + 1), hand < last_hand),
    ])];
    Rendered {
        embed: Some(Embed {
            title: format!(
                "Match {} · hand {} of {} · trick {} of {}",
                r.id,
                hand + 1,
                r.hands.len(),
                trick + 1,
                h.tricks.len()
            ),
            description: d.trim_end().to_string(),
            colour: GOLD,
            footer: None,
        }),
        rows,
        ..Rendered::default()
    }
}
