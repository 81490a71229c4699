//! A finished match looked at again: `/ribs history` lists them, `/ribs replay` steps
//! through one, trick by trick, with every card shown (the match is over).

use std::fmt::Write as _;

use super::{
    Button, Embed, GOLD, GREEN, Rendered, Row, Style, and_list, button, escape, labelled,
    points_word,
};
use crate::discord::custom_id::Control;
use crate::games::GameKind;
use crate::games::ribs::{Call, Seat};
use crate::t;
use crate::table::replay::ReplayTrick;
use crate::table::{MatchSummary, Occupant, Replay};
use crate::text::Lang;

/// Why a match of another server is not shown here, from `/ribs replay` or a replay's
/// buttons.
pub fn other_server(lang: Lang) -> String {
    t!(lang, "other-server")
}

/// A seat of a replay, safe to show, computers marked.
fn name(lang: Lang, r: &Replay, seat: Seat) -> String {
    let names: Vec<&str> = r.seats.iter().map(Occupant::name).collect();
    let computer = matches!(r.seats.get(seat.index()), Some(Occupant::Computer { .. }));
    labelled(lang, &names, seat.index(), computer)
}

/// The recent finished matches of a game on a server (or one player's), each with the
/// number `/ribs replay` takes.
pub fn history(lang: Lang, game: GameKind, rows: &[MatchSummary], whose: Option<&str>) -> Rendered {
    let mut d = String::new();
    if rows.is_empty() {
        d.push_str(&t!(
            lang,
            match whose {
                Some(_) => "history-none-theirs",
                None => "history-none",
            }
        ));
    }
    for m in rows {
        let names: Vec<&str> = m.seats.iter().map(|(name, _)| name.as_str()).collect();
        let seat_name = |i: usize| labelled(lang, &names, i, m.seats[i].1);
        let wins: Vec<String> = (0..m.seats.len())
            .map(|i| format!("{} {}", seat_name(i), m.hand_wins[i]))
            .collect();
        let _ = writeln!(
            d,
            "{}",
            t!(
                lang,
                "history-row",
                number = m.table.0,
                date = format!("<t:{}:d>", m.ended_at_ms / 1000),
                who = seat_name(usize::from(m.winner)),
                line = wins.join(" · ")
            )
        );
    }
    let title = match whose {
        Some(player) => t!(
            lang,
            "history-title-theirs",
            game = game.entry().name,
            who = escape(player)
        ),
        None => t!(lang, "history-title", game = game.entry().name),
    };
    Rendered {
        embed: Some(Embed {
            title,
            description: d.trim_end().to_string(),
            colour: GREEN,
            // `/ribs replay` steps through Ribs' matches trick by trick, `/games replay`
            // any game's hand by hand.
            footer: Some(t!(
                lang,
                if game == GameKind::Ribs {
                    "history-footer"
                } else {
                    "history-footer-hands"
                }
            )),
        }),
        ..Rendered::default()
    }
}

/// One page of a replay: hand `hand`, trick `trick` (both 0-based, brought within range):
/// the hand as dealt, the trick's bidding, ribs, plays and ruling, the points so far, and
/// the hand's result after its last trick.
pub fn replay(lang: Lang, r: &Replay, hand: usize, trick: usize) -> Rendered {
    let name = |seat: Seat| name(lang, r, seat);
    let hand = hand.min(r.hands.len().saturating_sub(1));
    let Some(h) = r.hands.get(hand) else {
        return Rendered {
            content: t!(lang, "ribs-replay-nothing"),
            ..Rendered::default()
        };
    };
    let trick = trick.min(h.tricks.len().saturating_sub(1));
    let mut d = String::new();
    let _ = writeln!(d, "{}", t!(lang, "ribs-replay-dealt", who = name(h.dealer)));
    for (seat, cards) in h.dealt.iter() {
        let _ = writeln!(d, "{}: {}", name(seat), cards);
    }
    if let Some(t) = h.tricks.get(trick) {
        describe_trick(lang, r, t, &mut d);
    }
    if trick + 1 == h.tricks.len() {
        describe_hand_result(lang, r, hand, &mut d);
    }
    let rows = vec![nav_buttons(lang, r, hand, trick)];
    Rendered {
        embed: Some(Embed {
            title: t!(
                lang,
                "ribs-replay-title",
                number = r.id.0,
                hand = hand + 1,
                hands = r.hands.len(),
                trick = trick + 1,
                tricks = h.tricks.len()
            ),
            description: d.trim_end().to_string(),
            colour: GOLD,
            footer: None,
        }),
        rows,
        ..Rendered::default()
    }
}

/// A trick of a replay: the bidding in order, the bidder, the ruling, the points so far.
fn describe_trick(lang: Lang, r: &Replay, t: &ReplayTrick, d: &mut String) {
    let name = |seat: Seat| name(lang, r, seat);
    let calls: Vec<String> = t
        .calls
        .iter()
        .map(|(seat, call)| match call {
            Call::Bid(b) => format!("{} {b}", name(*seat)),
            Call::Pass => t!(lang, "ribs-replay-call-pass", who = name(*seat)),
            Call::None => String::new(),
        })
        .collect();
    let s = &t.trick;
    let _ = writeln!(
        d,
        "\n{}",
        t!(lang, "ribs-replay-bids", calls = calls.join(" · "))
    );
    let _ = writeln!(
        d,
        "{}",
        t!(
            lang,
            "ribs-replay-bidder",
            who = name(s.bidder),
            bid = s.bid
        )
    );
    d.push_str(&super::reveal::ruling(lang, s, &name));
    let points: Vec<String> = t
        .scores
        .iter()
        .map(|(seat, p)| format!("{} {p}", name(seat)))
        .collect();
    let _ = writeln!(
        d,
        "{}",
        t!(lang, "ribs-replay-points", line = points.join(" · "))
    );
}

/// After a hand's last trick: who won the hand, and after the last hand, the match.
fn describe_hand_result(lang: Lang, r: &Replay, hand: usize, d: &mut String) {
    let name = |seat: Seat| name(lang, r, seat);
    let h = &r.hands[hand];
    let won: Vec<String> = h
        .winners
        .iter()
        .filter(|(_, w)| **w)
        .map(|(s, _)| name(s))
        .collect();
    let said = if won.len() > 1 {
        "ribs-replay-hand-tied"
    } else {
        "ribs-replay-hand-won"
    };
    let best = h.scores.as_slice().iter().copied().max().unwrap_or(0);
    let _ = writeln!(
        d,
        "\n{}",
        t!(
            lang,
            said,
            who = and_list(lang, &won),
            points = points_word(lang, best)
        )
    );
    if hand + 1 == r.hands.len() {
        let _ = writeln!(
            d,
            "{}",
            t!(
                lang,
                "ribs-replay-match-won",
                who = name(r.winner),
                wins = r.hand_wins[r.winner]
            )
        );
    }
}

/// Previous and next hand and trick, each disabled at the replay's ends. `hand` and
/// `trick` are already within range.
fn nav_buttons(lang: Lang, r: &Replay, hand: usize, trick: usize) -> Row {
    let h = &r.hands[hand];
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
        ..button(r.id, control, t!(lang, label), Style::Secondary)
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
    Row::Buttons(vec![
        nav(
            "ribs-button-prev-hand",
            start(hand.saturating_sub(1)),
            hand > 0,
        ),
        nav("ribs-button-prev-trick", prev, hand > 0 || trick > 0),
        nav(
            "ribs-button-next-trick",
            next,
            hand < last_hand || trick + 1 < h.tricks.len(),
        ),
        nav("ribs-button-next-hand", start(hand + 1), hand < last_hand),
    ])
}
