//! A player's private panel: their hand and, on their turn, the controls to act. Rendered
//! from that player's own view and only ever sent to them, ephemerally.

use std::fmt::Write as _;

use super::{
    Face, Rendered, Row, Select, SelectOption, Style, and_list, button, cards, pair, points_word,
    who,
};
use crate::discord::custom_id::{Control, CustomId, PlayKind};
use crate::games::ribs::{Action, Card, CardSet, Choice, Phase, SeenTrick};
use crate::t;
use crate::table::{PlayerView, TableInfo, TableStatus};
use crate::text::{self, Lang};

/// The panel a player opens with "Your hand": their cards and, on their turn, the
/// controls to act. `picked` are the two cards chosen in the select menu so far.
pub fn panel(
    lang: Lang,
    p: &PlayerView,
    picked: Option<[Card; 2]>,
    notice: Option<&str>,
) -> Rendered {
    let v = &p.view;
    let mut d = String::new();
    if let Some(n) = notice {
        let _ = writeln!(d, "{n}\n");
    }
    describe_holdings(lang, p, &mut d);
    let mut rows = Vec::new();
    match v.choice {
        None if v.match_winner.is_some() => {
            let _ = writeln!(d, "{}", t!(lang, "panel-match-over"));
        }
        None => {
            // Who the table waits for is on the table message; saying it here would
            // change the panel at every move.
            let _ = writeln!(d, "{}", t!(lang, "panel-waiting"));
        }
        Some(Choice::Bid { next, can_pass }) => {
            let _ = writeln!(d, "{}", t!(lang, "ribs-panel-your-bid"));
            rows.push(bid_buttons(lang, &p.info, next, can_pass));
        }
        Some(choice) => rows.extend(card_controls(lang, p, choice, picked, &mut d)),
    }
    Rendered {
        content: d.trim_end().to_string(),
        rows,
        ..Rendered::default()
    }
}

/// What the player holds: the hand and trick, their cards, and their fold and ribs if any.
fn describe_holdings(lang: Lang, p: &PlayerView, d: &mut String) {
    let v = &p.view;
    let hand = CardSet::from_cards(v.my_hand.iter().copied());
    if v.phase != Phase::Over {
        let _ = writeln!(
            d,
            "{}",
            t!(
                lang,
                "ribs-panel-hand-line",
                hand = v.hand + 1,
                trick = v.trick + 1,
                tricks = v.tricks_per_hand
            )
        );
    }
    let held = if v.my_hand.is_empty() {
        t!(lang, "panel-no-cards")
    } else {
        cards(&v.my_hand)
    };
    let _ = writeln!(
        d,
        "{}",
        t!(
            lang,
            "ribs-panel-your-hand",
            cards = held,
            points = points_word(lang, hand.points())
        )
    );
    if let Some((trick, c)) = v.my_fold {
        let _ = writeln!(
            d,
            "{}",
            t!(
                lang,
                "ribs-panel-your-fold",
                cards = pair(c),
                trick = trick + 1
            )
        );
    }
    if let (Some(r), true) = (v.ribs, v.bidder == Some(p.seat)) {
        let _ = writeln!(d, "{}", t!(lang, "ribs-panel-your-ribs", cards = pair(r)));
    }
}

/// The bidding buttons: raise to `next` when bids can still go up, pass when allowed.
fn bid_buttons(lang: Lang, info: &TableInfo, next: Option<u32>, can_pass: bool) -> Row {
    let (t, step) = (info.id, info.step);
    let mut buttons = Vec::new();
    if let Some(amount) = next {
        buttons.push(button(
            t,
            Control::Bid { step, amount },
            t!(lang, "ribs-button-bid", bid = amount),
            Style::Success,
        ));
    }
    if can_pass {
        buttons.push(button(
            t,
            Control::Pass { step },
            t!(lang, "ribs-button-pass"),
            Style::Secondary,
        ));
    }
    Row::Buttons(buttons)
}

/// A choice of two cards (the ribs, or a play): what to do, why a fold is refused, the
/// pick so far, then a select menu of the hand and the buttons that play the pick.
fn card_controls(
    lang: Lang,
    p: &PlayerView,
    choice: Choice,
    picked: Option<[Card; 2]>,
    d: &mut String,
) -> [Row; 2] {
    let (v, info) = (&p.view, &p.info);
    let (t, step) = (info.id, info.step);
    let (said, kinds): (&str, Vec<(PlayKind, String, Style)>) = match choice {
        Choice::Ribs { face_up, .. } => (
            if face_up {
                "ribs-panel-lay-ribs-up"
            } else {
                "ribs-panel-lay-ribs"
            },
            vec![(
                PlayKind::Ribs,
                t!(lang, "ribs-button-lay-ribs"),
                Style::Primary,
            )],
        ),
        _ => (
            "ribs-panel-play",
            vec![
                (
                    PlayKind::FaceUp,
                    t!(lang, "ribs-button-face-up"),
                    Style::Primary,
                ),
                (PlayKind::Fold, t!(lang, "ribs-button-fold"), Style::Danger),
            ],
        ),
    };
    let _ = writeln!(d, "{}", t!(lang, said));
    let refusal = match choice {
        Choice::Play { fold: Err(why) } => Some(why),
        _ => None,
    };
    if let Some(why) = refusal {
        let _ = writeln!(
            d,
            "{}",
            t!(
                lang,
                "ribs-panel-no-fold",
                why = text::ribs::action_error(lang, &why, &|s| who(lang, info, s))
            )
        );
    }
    if let Some(c) = picked {
        let _ = writeln!(d, "{}", t!(lang, "ribs-panel-picked", cards = pair(c)));
    }
    let select = Row::Select(Select {
        id: CustomId::new(t, Control::Pick { step }).to_string(),
        placeholder: t!(lang, "ribs-panel-pick"),
        options: v
            .my_hand
            .iter()
            .map(|c| SelectOption {
                value: c.code(),
                label: c.to_string(),
                description: points_word(lang, c.value()),
                default: picked.is_some_and(|p| p.contains(c)),
                face: Some(Face::of(*c)),
            })
            .collect(),
        min: 2,
        max: 2,
    });
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
    [select, Row::Buttons(buttons)]
}

/// The line a live panel shows when a new hand is dealt: who took the last one.
pub fn new_hand_notice(lang: Lang, p: &PlayerView) -> String {
    let v = &p.view;
    let Some(last) = v.previous_hand.as_ref() else {
        return t!(lang, "ribs-panel-new-hand", hand = v.hand + 1);
    };
    let won: Vec<String> = last
        .winners
        .iter()
        .filter(|(_, w)| **w)
        .map(|(s, _)| who(lang, &p.info, s))
        .collect();
    let said = if won.len() > 1 {
        "ribs-panel-new-hand-tied"
    } else {
        "ribs-panel-new-hand-won"
    };
    t!(
        lang,
        said,
        hand = v.hand + 1,
        who = and_list(lang, &won),
        last = last.hand + 1
    )
}

/// The line a live panel shows when a trick is over: how it went, and for the player.
pub fn trick_notice(lang: Lang, p: &PlayerView, t: &SeenTrick) -> String {
    let info = &p.info;
    let me = p.seat;
    let how = text::ribs::verdict(lang, t, |s| {
        if s == me {
            t!(lang, "panel-you")
        } else {
            who(lang, info, s)
        }
    });
    // The verdict already tells the bidder's and the cracker's own part.
    let line = if t.bidder == me || t.cracked_by == Some(me) {
        t!(lang, "ribs-panel-trick", trick = t.trick + 1, how = how)
    } else {
        t!(
            lang,
            "ribs-panel-trick-mine",
            trick = t.trick + 1,
            how = how,
            outcome = text::ribs::outcome(lang, t.outcomes[me], t.bid_made)
        )
    };
    let took = t.captured[me].points();
    if took > 0 {
        format!(
            "{line} {}",
            t!(
                lang,
                "ribs-panel-you-took",
                points = points_word(lang, took)
            )
        )
    } else {
        line
    }
}

/// What a player is told in their panel once their own action is taken.
pub fn you_did(lang: Lang, action: Action) -> String {
    match action {
        Action::Bid(n) => t!(lang, "ribs-you-bid", bid = n),
        Action::Pass => t!(lang, "ribs-you-passed"),
        Action::Ribs(c) => t!(lang, "ribs-you-laid-ribs", cards = cards(&c)),
        Action::FaceUp(c) => t!(lang, "ribs-you-played", cards = cards(&c)),
        Action::Fold(c) => t!(lang, "ribs-you-folded", cards = cards(&c)),
    }
}

/// An action in a few words, as the player would say it.
pub fn action_words(lang: Lang, action: Action) -> String {
    match action {
        Action::Bid(n) => t!(lang, "ribs-action-bid", bid = n),
        Action::Pass => t!(lang, "ribs-action-pass"),
        Action::Ribs(c) => t!(lang, "ribs-action-ribs", cards = pair(c)),
        Action::FaceUp(c) => t!(lang, "ribs-action-face-up", cards = pair(c)),
        Action::Fold(c) => t!(lang, "ribs-action-fold", cards = pair(c)),
    }
}

/// The panel's line when the turn timer ran out and the autopilot acted for its player.
pub fn acted_for_you(lang: Lang, action: Action) -> String {
    t!(lang, "acted-for-you", action = action_words(lang, action))
}

/// The panel's line when another player handed its player's seat to the autopilot.
pub fn taken_over_from_you(lang: Lang, by: &str, after: std::time::Duration) -> String {
    t!(
        lang,
        "taken-over-from-you",
        by = by,
        held = super::table::held(lang, after)
    )
}

/// An older panel, once the player opened a newer one.
pub fn panel_replaced(lang: Lang) -> Rendered {
    Rendered {
        content: t!(lang, "panel-replaced"),
        ..Rendered::default()
    }
}

/// A panel whose token is about to expire: no buttons that would not work.
pub fn panel_expired(lang: Lang) -> Rendered {
    Rendered {
        content: t!(lang, "panel-expired"),
        ..Rendered::default()
    }
}

/// A panel once its table is closed.
pub fn panel_closed<G: crate::games::Game>(lang: Lang, info: &TableInfo<G>) -> Rendered {
    let content = match info.status {
        TableStatus::Finished => t!(lang, "panel-finished"),
        _ => t!(lang, "panel-closed"),
    };
    Rendered {
        content,
        ..Rendered::default()
    }
}
