//! A player's private panel: their hand and, on their turn, the controls to act. Rendered
//! from that player's own view and only ever sent to them, ephemerally.

use std::fmt::Write as _;

use super::{
    Face, Rendered, Row, Select, SelectOption, Style, and_list, button, cards, pair, points_word,
    who,
};
use crate::discord::custom_id::{Control, CustomId, PlayKind};
use crate::game::{Action, Card, CardSet, Choice, Phase, SeenTrick};
use crate::table::{PlayerView, TableInfo, TableStatus};
use crate::words;

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
    if v.phase != Phase::Over {
        let _ = writeln!(
            d,
            "Hand {} · trick {} of {}",
            v.hand + 1,
            v.trick + 1,
            v.tricks_per_hand
        );
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
        None if v.match_winner.is_some() => {
            let _ = writeln!(d, "The match is over.");
        }
        None => {
            // Who the table waits for is on the table message; saying it here would
            // change the panel at every move.
            let _ = writeln!(d, "Waiting for your turn.");
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
                Choice::Ribs { face_up, .. } => (
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
            let refusal = match choice {
                Choice::Play { fold: Err(why) } => Some(why),
                _ => None,
            };
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
                        face: Some(Face::of(*c)),
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
                    // Cards that go face down show a card's back.
                    let face_down = kind == PlayKind::Fold
                        || (kind == PlayKind::Ribs
                            && matches!(choice, Choice::Ribs { face_up: false, .. }));
                    b.face = face_down.then_some(Face::Back);
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

/// The line a live panel shows when a new hand is dealt: who took the last one.
pub fn new_hand_notice(p: &PlayerView) -> String {
    let v = &p.view;
    let last = v.previous_hand.as_ref().map(|h| {
        let won: Vec<String> = h
            .winners
            .iter()
            .filter(|(_, w)| **w)
            .map(|(s, _)| who(&p.info, s))
            .collect();
        let verb = if won.len() > 1 { "tie for" } else { "takes" };
        format!(" {} {verb} hand {}.", and_list(&won), h.hand + 1)
    });
    format!(
        "🃏 **New hand** (hand {}).{}",
        v.hand + 1,
        last.unwrap_or_default()
    )
}

/// The line a live panel shows when a trick is over: how it went, and for the player.
pub fn trick_notice(p: &PlayerView, t: &SeenTrick) -> String {
    let info = &p.info;
    let me = p.seat;
    let how = words::verdict(t, |s| {
        if s == me {
            "you".to_string()
        } else {
            who(info, s)
        }
    });
    // The verdict already tells the bidder's and the cracker's own part.
    let mine = if t.bidder == me || t.cracked_by == Some(me) {
        String::new()
    } else {
        format!(
            "; your play: {}",
            words::outcome(t.outcomes[me], t.bid_made)
        )
    };
    let took = t.captured[me].points();
    let took = if took > 0 {
        format!(" You took {}.", points_word(took))
    } else {
        String::new()
    };
    format!("🂠 Trick {}: {how}{mine}.{took}", t.trick + 1)
}

/// An action in a few words, as the player would say it.
/// What a player is told in their panel once their own action is taken.
pub fn you_did(action: Action) -> String {
    match action {
        Action::Bid(n) => format!("✅ You bid {n}."),
        Action::Pass => "✅ You passed.".into(),
        Action::Ribs(c) => format!("✅ You laid your ribs: {}.", cards(&c)),
        Action::FaceUp(c) => format!("✅ You played {} face up.", cards(&c)),
        Action::Fold(c) => format!("✅ You folded {}.", cards(&c)),
    }
}

pub fn action_words(action: Action) -> String {
    match action {
        Action::Bid(n) => format!("a bid of {n}"),
        Action::Pass => "a pass".into(),
        Action::Ribs(c) => format!("the ribs {}", pair(c)),
        Action::FaceUp(c) => format!("{} face up", pair(c)),
        Action::Fold(c) => format!("a fold of {}", pair(c)),
    }
}

/// The panel's line when the turn timer ran out and the autopilot acted for its player.
pub fn acted_for_you(action: Action) -> String {
    format!(
        "⏱ Your time ran out: the autopilot played {} for you.",
        action_words(action)
    )
}

/// The panel's line when another player handed its player's seat to the autopilot.
pub fn taken_over_from_you(by: &str, after: std::time::Duration) -> String {
    format!(
        "⏳ {by} handed your seat to the autopilot: you held your turn for {}. \
         Take it back with /ribs autopilot.",
        super::table::held(after)
    )
}

/// An older panel, once the player opened a newer one.
pub fn panel_replaced() -> Rendered {
    Rendered {
        content: "This panel is replaced by your newer one.".into(),
        ..Rendered::default()
    }
}

/// A panel whose token is about to expire: no buttons that would not work.
pub fn panel_expired() -> Rendered {
    Rendered {
        content: "⏳ This panel stops updating now: Discord keeps it live for 15 minutes. \
                  Press **Your hand** on the table message to open a fresh one."
            .into(),
        ..Rendered::default()
    }
}

/// A panel once its table is closed.
pub fn panel_closed(info: &TableInfo) -> Rendered {
    let content = match info.status {
        TableStatus::Finished => "🏁 The match is over: see the table for the result.",
        _ => "The table is closed.",
    };
    Rendered {
        content: content.into(),
        ..Rendered::default()
    }
}
