//! The test game on Discord (tests only): as plain as a front can be while still showing
//! what Ribs' does not need: several people asked at once (each pinged once), private
//! draws told to one panel, a hand of more than 25 cards offered in several menus.

use std::fmt::Write as _;

use super::Front;
use crate::cards::{Card, CardSet};
use crate::core::Seat;
use crate::discord::custom_id::{Control, CustomId};
use crate::discord::render::{Button, Embed, Rendered, Row, Style, seat_name, who};
use crate::games::test_game::{Action, Drill, DrillEvent, DrillView, Phase, Refusal, Team};
use crate::t;
use crate::table::{Announcement, Closing, PlayerView, TableInfo, UserId};
use crate::text::Lang;

fn cards(set: CardSet) -> String {
    set.into_iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// `Ann & Cat` for a team.
fn team(lang: Lang, info: &TableInfo<Drill>, team: Team) -> String {
    let names: Vec<String> = (0..4u8)
        .map(Seat)
        .filter(|s| Team::of(*s) == team)
        .map(|s| who(lang, info, s))
        .collect();
    names.join(" & ")
}

fn button(info: &TableInfo<Drill>, control: Control, label: String, style: Style) -> Button {
    Button {
        id: CustomId::new(info.id, control).to_string(),
        label,
        style,
        disabled: false,
        face: None,
    }
}

fn move_button(info: &TableInfo<Drill>, action: Action, label: String, style: Style) -> Button {
    super::controls::move_button(info, info.step, action, label, style)
}

/// Each seat's line: name, cards held, and where it stands this round.
fn seat_line(lang: Lang, info: &TableInfo<Drill>, v: &DrillView, seat: Seat) -> String {
    let held = v.hand_sizes[seat.index()];
    let state = match v.phase {
        Phase::Drawing if v.turn == Some(seat) => t!(lang, "test-game-seat-drawing"),
        Phase::Drawing if v.stood.contains(seat) => t!(lang, "test-game-seat-stood"),
        Phase::Choosing if v.chosen.contains(seat) => t!(lang, "test-game-seat-chosen"),
        Phase::Choosing => t!(lang, "test-game-seat-choosing"),
        _ => String::new(),
    };
    let name = seat_name(lang, info, seat);
    t!(
        lang,
        "test-game-seat-line",
        who = name,
        cards = held,
        state = state
    )
}

fn reveal_lines(
    lang: Lang,
    info: &TableInfo<Drill>,
    r: &crate::games::test_game::Reveal,
) -> String {
    let mut d = String::new();
    for (i, card) in r.cards.iter().enumerate() {
        let _ = writeln!(d, "{} {card}", who(lang, info, Seat(i as u8)));
    }
    let _ = write!(
        d,
        "{}",
        t!(
            lang,
            "test-game-round-won",
            who = who(lang, info, r.winner),
            points = r.points,
            ours = r.standings[0],
            theirs = r.standings[1]
        )
    );
    d
}

impl Front for Drill {
    fn table(lang: Lang, info: &TableInfo<Self>) -> Rendered {
        let Some(v) = info.public.as_ref() else {
            return Rendered::default();
        };
        let mut d = String::new();
        for seat in (0..4u8).map(Seat) {
            let _ = writeln!(d, "{}", seat_line(lang, info, v, seat));
        }
        let _ = writeln!(
            d,
            "\n{}",
            t!(
                lang,
                "test-game-standings",
                ours = team(lang, info, Team(0)),
                theirs = team(lang, info, Team(1)),
                a = v.points[0],
                b = v.points[1],
                stock = v.stock
            )
        );
        let waiting: Vec<UserId> = info
            .waiting
            .iter()
            .filter_map(|s| info.seats.get(s.index()))
            .filter(|s| !s.on_autopilot)
            .filter_map(|s| s.occupant.user())
            .collect();
        let content = if waiting.is_empty() || !info.status.is_open() {
            String::new()
        } else {
            let people: Vec<String> = waiting.iter().map(|u| format!("<@{}>", u.0)).collect();
            t!(lang, "test-game-your-turn", people = people.join(" "))
        };
        let rows = if info.status.is_open() {
            vec![Row::Buttons(vec![button(
                info,
                Control::Hand {
                    step: Some(info.step),
                },
                t!(lang, "button-your-hand"),
                Style::Primary,
            )])]
        } else {
            Vec::new()
        };
        Rendered {
            content,
            embed: Some(Embed {
                title: t!(
                    lang,
                    "test-game-title",
                    round = (v.round + 1).min(u32::from(v.rounds)),
                    rounds = v.rounds
                ),
                description: d.trim_end().to_string(),
                colour: 0x0037_474f,
                footer: None,
            }),
            rows,
            mentions: if info.status.is_open() {
                waiting
            } else {
                Vec::new()
            },
            picture: None,
        }
    }

    fn announcement(
        lang: Lang,
        info: &TableInfo<Self>,
        said: &Announcement<Self>,
    ) -> Option<Rendered> {
        let reveal = said.events.iter().find_map(|e| match e {
            DrillEvent::Revealed(r) => Some(r),
            _ => None,
        })?;
        Some(Rendered {
            embed: Some(Embed {
                title: t!(lang, "test-game-reveal-title", round = reveal.round + 1),
                description: reveal_lines(lang, info, reveal),
                colour: 0x00c9_a227,
                footer: None,
            }),
            ..Rendered::default()
        })
    }

    fn result(
        lang: Lang,
        info: &TableInfo<Self>,
        why: Closing,
        name: &dyn Fn(UserId) -> String,
    ) -> (String, String) {
        let points = info.public.as_ref().map_or([0, 0], |v| v.points);
        let line = t!(
            lang,
            "test-game-standings-final",
            ours = team(lang, info, Team(0)),
            theirs = team(lang, info, Team(1)),
            a = points[0],
            b = points[1]
        );
        let title = match why {
            Closing::Resigned { by, winner } => t!(
                lang,
                "test-game-resigned",
                who = name(by),
                winners = team(lang, info, Team::of(winner))
            ),
            _ if points[0] == points[1] => t!(lang, "test-game-tied"),
            _ => {
                let won = if points[0] > points[1] {
                    Team(0)
                } else {
                    Team(1)
                };
                t!(lang, "test-game-won", winners = team(lang, info, won))
            }
        };
        (title, line)
    }

    fn panel(lang: Lang, view: &PlayerView<Self>, notice: Option<&str>) -> Rendered {
        let v = &view.view;
        let info = &view.info;
        let mut d = String::new();
        if let Some(n) = notice {
            let _ = writeln!(d, "{n}\n");
        }
        let hand = v.hand.unwrap_or_default();
        let _ = writeln!(
            d,
            "{}",
            t!(
                lang,
                "test-game-your-hand",
                count = hand.len(),
                cards = cards(hand)
            )
        );
        if let Some(card) = v.face_down {
            let _ = writeln!(
                d,
                "{}",
                t!(lang, "test-game-your-face-down", card = card.to_string())
            );
        }
        let asked = info.waiting.contains(view.seat) && info.status.is_open();
        let rows = match v.phase {
            _ if !asked => {
                let _ = writeln!(d, "{}", t!(lang, "panel-waiting"));
                Vec::new()
            }
            Phase::Drawing => {
                let _ = writeln!(d, "{}", t!(lang, "test-game-draw-or-stand"));
                let mut draw = move_button(
                    info,
                    Action::Draw,
                    t!(lang, "test-game-button-draw"),
                    Style::Success,
                );
                draw.disabled = v.stock == 0;
                let stand = move_button(
                    info,
                    Action::Stand,
                    t!(lang, "test-game-button-stand"),
                    Style::Secondary,
                );
                vec![Row::Buttons(vec![draw, stand])]
            }
            Phase::Choosing => {
                let _ = writeln!(d, "{}", t!(lang, "test-game-choose"));
                // The step its turn began, not the table's: the others' choices move the
                // table on without changing this panel (nor editing it under a click).
                {
                    let cards: Vec<(Action, Card)> =
                        hand.into_iter().map(|c| (Action::Show(c), c)).collect();
                    let step = super::control_step(info, view.seat);
                    super::controls::card_rows(lang, info, step, &cards, Vec::new())
                }
            }
            Phase::Over => Vec::new(),
        };
        Rendered {
            content: d.trim_end().to_string(),
            rows,
            ..Rendered::default()
        }
    }

    fn panel_mark(view: &PlayerView<Self>) -> (u32, usize) {
        (view.view.round, 0)
    }

    fn panel_news(lang: Lang, view: &PlayerView<Self>, before: (u32, usize)) -> Option<String> {
        let v = &view.view;
        (v.round != before.0 && v.phase != Phase::Over)
            .then(|| t!(lang, "test-game-new-round", round = v.round + 1))
    }

    fn told(lang: Lang, _: &TableInfo<Self>, seat: Seat, events: &[DrillEvent]) -> Option<String> {
        events.iter().rev().find_map(|e| match *e {
            DrillEvent::DrewCard { seat: s, card } if s == seat => {
                Some(t!(lang, "test-game-you-drew", card = card.to_string()))
            }
            DrillEvent::ChoseCard { seat: s, card } if s == seat => {
                Some(t!(lang, "test-game-you-showed", card = card.to_string()))
            }
            DrillEvent::Dealt { seat: s, hand } if s == seat => Some(t!(
                lang,
                "test-game-dealt",
                count = hand.len(),
                cards = cards(hand)
            )),
            _ => None,
        })
    }

    fn you_did(lang: Lang, action: Action) -> String {
        match action {
            Action::Draw => t!(lang, "test-game-you-draw"),
            Action::Stand => t!(lang, "test-game-you-stood"),
            Action::Show(card) => t!(lang, "test-game-you-showed", card = card.to_string()),
        }
    }

    fn action_words(lang: Lang, action: Action) -> String {
        match action {
            Action::Draw => t!(lang, "test-game-action-draw"),
            Action::Stand => t!(lang, "test-game-action-stand"),
            Action::Show(card) => t!(lang, "test-game-action-show", card = card.to_string()),
        }
    }

    fn refusal(lang: Lang, rule: &Refusal, name: &dyn Fn(Seat) -> String) -> String {
        match *rule {
            Refusal::MatchOver => t!(lang, "test-game-refuse-over"),
            Refusal::NoSuchSeat(_) => t!(lang, "test-game-refuse-seat"),
            Refusal::NotYourTurn { turn } => t!(lang, "test-game-refuse-turn", who = name(turn)),
            Refusal::StockEmpty => t!(lang, "test-game-refuse-stock"),
            Refusal::NotHeld(card) => {
                t!(lang, "test-game-refuse-not-held", card = card.to_string())
            }
            Refusal::AlreadyChosen => t!(lang, "test-game-refuse-chosen"),
            Refusal::DrawingOver => t!(lang, "test-game-refuse-drawing-over"),
            Refusal::StillDrawing => t!(lang, "test-game-refuse-still-drawing"),
        }
    }

    /// `draw`, `stand`, `show.Qh`.
    /// No pages of its own: the host's page alone.
    fn rules(_lang: Lang) -> Vec<(String, String)> {
        Vec::new()
    }

    fn move_of(code: &str) -> Option<Action> {
        match code.split_once('.') {
            None if code == "draw" => Some(Action::Draw),
            None if code == "stand" => Some(Action::Stand),
            Some(("show", card)) => card.parse::<Card>().ok().map(Action::Show),
            _ => None,
        }
    }

    fn move_code(action: Action) -> String {
        match action {
            Action::Draw => "draw".into(),
            Action::Stand => "stand".into(),
            Action::Show(card) => format!("show.{}", card.code()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::custom_id::MoveCode;
    use crate::games::Game;

    #[test]
    fn every_move_reads_back_from_its_code() {
        for card in CardSet::FULL {
            let action = Action::Show(card);
            let code = Drill::move_code(action);
            assert!(MoveCode::new(&code).is_some(), "{code}");
            assert_eq!(Drill::move_of(&code), Some(action));
        }
        for action in [Action::Draw, Action::Stand] {
            assert_eq!(Drill::move_of(&Drill::move_code(action)), Some(action));
        }
        for bad in ["", "show", "show.", "show.1x", "draw.Qh", "bid.5", "pass"] {
            assert_eq!(Drill::move_of(bad), None, "{bad}");
        }
        let _ = Drill::seats_allowed();
    }
}
