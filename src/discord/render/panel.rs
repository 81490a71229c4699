//! A player's private panel: their hand and, on their turn, the controls to act. Rendered
//! from that player's own view and only ever sent to them, ephemerally.

use std::fmt::Write as _;

use super::{
    Rendered, Row, Select, SelectOption, Style, button, cards, pair, points_word, seat_name,
};
use crate::discord::custom_id::{Control, CustomId, PlayKind};
use crate::game::{Card, CardSet, Choice};
use crate::table::PlayerView;

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
