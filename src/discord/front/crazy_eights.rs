//! Crazy Eights on Discord: a table message with the up card and the suit to follow (the
//! suit named after a wild card), each player's card count, the stock, the direction and
//! the pending draw where the special cards are on, the totals against the target; a
//! panel with the whole hand by suit and only the legal actions (the playable cards, each
//! once, in menus per suit when they do not fit as buttons; draw and pass as the rules
//! allow; four suits after a wild card); one announcement per event the game announces.
//! Everything drawn here comes from the game's views: a drawn card reaches its drawer's
//! panel alone, the table sees only how many.

use std::fmt::Write as _;

use super::Front;
use super::controls::{card_rows, hand_row, move_button, turn_call};
use crate::cards::{Card, Suit};
use crate::core::{Seat, ToAct};
use crate::discord::render::{
    Embed, Picture, Rendered, Row, Style, faces, name_of, seat_name, who,
};
use crate::games::crazy_eights::{
    Action, Cards, CrazyEights, CrazyEightsView, Direction, DrawCause, Event, HandSummary, Refusal,
    StageView,
};
use crate::picture::{CrazyEightsPicture, crazy_eights_alt, crazy_eights_svg};
use crate::t;
use crate::table::{Announcement, Closing, PlayerView, StandingRow, TableInfo, UserId};
use crate::text::{Lang, crazy_eights as words};

const TABLE_COLOUR: u32 = 0x0014_5a32;
const EVENT_COLOUR: u32 = 0x0075_7575;
const HAND_COLOUR: u32 = 0x00c9_a227;

/// What a seat may do now, read from its view alone (the game's `legal_actions`, which
/// the tests hold this to): what is legal depends only on what the seat sees.
pub(crate) fn legal(v: &CrazyEightsView) -> Vec<Action> {
    let Some(seat) = v.seat.filter(|s| s.0 < v.seats) else {
        return Vec::new();
    };
    if v.over || v.to_act != ToAct::One(seat) {
        return Vec::new();
    }
    crate::ai::crazy_eights::legal_of(v, seat)
}

/// `2♣ 5♣ J♣ · 4♥ Q♥`: a hand by suit, copies side by side.
fn by_suit(hand: Cards) -> String {
    Suit::ALL
        .into_iter()
        .filter_map(|suit| {
            let cards: Vec<String> = hand
                .iter()
                .filter(|c| c.suit == suit)
                .map(|c| c.to_string())
                .collect();
            (!cards.is_empty()).then(|| cards.join(" "))
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// "Up card Q♥" and the suit to follow, or the suit named on a wild card.
fn up_card(lang: Lang, v: &CrazyEightsView) -> String {
    match v.named {
        Some(suit) => t!(
            lang,
            "crazy-eights-up-named",
            card = v.top.to_string(),
            suit = words::suit(lang, suit)
        ),
        None => t!(
            lang,
            "crazy-eights-up-card",
            card = v.top.to_string(),
            suit = words::suit(lang, v.follow)
        ),
    }
}

/// The stock, and with the special cards the direction and the pending draw.
fn state_line(lang: Lang, v: &CrazyEightsView) -> String {
    let mut parts = vec![t!(lang, "crazy-eights-stock", count = v.stock)];
    if v.options.reverse.is_some() || v.options.skip.is_some() {
        let key = match v.direction {
            Direction::Clockwise => "crazy-eights-clockwise",
            Direction::Counterclockwise => "crazy-eights-counterclockwise",
        };
        parts.push(t!(lang, key));
    }
    if v.options.draw_two || v.pending > 0 {
        parts.push(if v.pending > 0 {
            t!(lang, "crazy-eights-pending", count = v.pending)
        } else {
            t!(lang, "crazy-eights-no-pending")
        });
    }
    parts.join(" · ")
}

/// Each seat's line: name (the dealer and the seat to act marked), cards held, total.
fn seat_line(lang: Lang, info: &TableInfo<CrazyEights>, v: &CrazyEightsView, seat: Seat) -> String {
    let mark = if v.to_act == ToAct::One(seat) && !v.over {
        "▶ "
    } else {
        ""
    };
    let name = seat_name(lang, info, seat);
    let name = if seat == v.dealer {
        t!(lang, "crazy-eights-dealer-mark", who = name)
    } else {
        name
    };
    let line = t!(
        lang,
        "crazy-eights-seat-line",
        who = name,
        cards = v.held[seat],
        total = v.totals[seat]
    );
    format!("{mark}{line}")
}

/// Where the turn stands, if it says more than whose it is: drawing (how many, never
/// which), naming a suit.
fn turn_line(lang: Lang, info: &TableInfo<CrazyEights>, v: &CrazyEightsView) -> Option<String> {
    let ToAct::One(seat) = v.to_act else {
        return None;
    };
    let name = who(lang, info, seat);
    match v.stage {
        StageView::Naming => Some(t!(lang, "crazy-eights-naming", who = name)),
        StageView::Drawn { draws, .. } => {
            Some(t!(lang, "crazy-eights-drawing", who = name, count = draws))
        }
        StageView::Open if v.pending > 0 => Some(t!(
            lang,
            "crazy-eights-facing",
            who = name,
            count = v.pending
        )),
        StageView::Open => None,
    }
}

/// A hand's end, seat by seat: the cards left (public now: they make the score), the
/// penalty and the running total.
fn hand_over_lines(lang: Lang, info: &TableInfo<CrazyEights>, summary: &HandSummary) -> String {
    let mut d = String::new();
    for (seat, &points) in summary.scores.iter() {
        let cards = summary.hands[seat];
        let left = if cards.is_empty() {
            t!(lang, "crazy-eights-out-mark")
        } else {
            by_suit(cards)
        };
        let _ = writeln!(
            d,
            "{}",
            t!(
                lang,
                "crazy-eights-score-line",
                who = who(lang, info, seat),
                cards = left,
                points = points,
                total = summary.totals[seat]
            )
        );
    }
    d.trim_end().to_string()
}

/// Places by total, lowest first (ties share a place).
fn standings(lang: Lang, info: &TableInfo<CrazyEights>, v: &CrazyEightsView) -> String {
    let mut seats: Vec<Seat> = Seat::all(v.seats).collect();
    seats.sort_by_key(|&s| v.totals[s]);
    seats
        .iter()
        .map(|&s| {
            let place = 1 + seats.iter().filter(|&&o| v.totals[o] < v.totals[s]).count();
            t!(
                lang,
                "crazy-eights-standing-line",
                place = place,
                who = who(lang, info, s),
                total = v.totals[s]
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// An announcement's title and text for one public event (`None`: not announced).
fn said(lang: Lang, info: &TableInfo<CrazyEights>, event: &Event) -> Option<(String, String)> {
    let name = |s: Seat| who(lang, info, s);
    let title = match event {
        Event::HandDealt {
            number,
            starter,
            buried,
            ..
        } if !buried.is_empty() => t!(
            lang,
            "crazy-eights-said-buried",
            number = *number,
            buried = cards_line(buried),
            starter = starter.to_string()
        ),
        Event::Played {
            seat,
            last_card: true,
            ..
        } => t!(lang, "crazy-eights-said-last-card", who = name(*seat)),
        Event::Named { seat, suit } => t!(
            lang,
            "crazy-eights-said-named",
            who = name(*seat),
            suit = words::suit(lang, *suit)
        ),
        Event::Drew { seat, count, cause } => {
            let key = match cause {
                DrawCause::Turn => "crazy-eights-said-drew",
                DrawCause::Twos => "crazy-eights-said-drew-twos",
                DrawCause::LastCard => "crazy-eights-said-drew-penalty",
            };
            t!(lang, key, who = name(*seat), count = *count)
        }
        Event::Passed { seat } => t!(lang, "crazy-eights-said-passed", who = name(*seat)),
        Event::Skipped { seat } => t!(lang, "crazy-eights-said-skipped", who = name(*seat)),
        Event::Reversed { direction } => match direction {
            Direction::Clockwise => t!(lang, "crazy-eights-said-reversed-clockwise"),
            Direction::Counterclockwise => t!(lang, "crazy-eights-said-reversed-counter"),
        },
        Event::DrawPending { seat, pending } => t!(
            lang,
            "crazy-eights-said-pending",
            who = name(*seat),
            count = *pending
        ),
        Event::LastCardMissed { seat } => {
            t!(
                lang,
                "crazy-eights-said-last-card-missed",
                who = name(*seat)
            )
        }
        Event::Reshuffled { stock } => t!(lang, "crazy-eights-said-reshuffled", count = *stock),
        Event::HandOver(summary) => {
            let title = match summary.out {
                Some(out) => t!(
                    lang,
                    "crazy-eights-said-out",
                    number = summary.number,
                    who = name(out)
                ),
                None => t!(lang, "crazy-eights-said-blocked", number = summary.number),
            };
            return Some((title, hand_over_lines(lang, info, summary)));
        }
        _ => return None,
    };
    Some((title, String::new()))
}

/// Cards in a row: `8♠ 8♥`.
fn cards_line(cards: &[Card]) -> String {
    cards
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The top of a panel: the player's hand by suit and what it must match.
fn panel_hand(lang: Lang, view: &PlayerView<CrazyEights>, d: &mut String) {
    let v = &view.view;
    let hand = v.hand.unwrap_or_default();
    let cards = if hand.is_empty() {
        t!(lang, "panel-no-cards")
    } else {
        by_suit(hand)
    };
    let _ = writeln!(
        d,
        "{}",
        t!(
            lang,
            "crazy-eights-your-hand",
            count = hand.len(),
            cards = cards
        )
    );
    let _ = writeln!(d, "{} · {}", up_card(lang, v), state_line(lang, v));
}

/// The line above the controls: what the player is asked.
fn prompt(lang: Lang, v: &CrazyEightsView, actions: &[Action]) -> String {
    let can_play = actions.iter().any(|a| matches!(a, Action::Play { .. }));
    let can_draw = actions.contains(&Action::Draw);
    if let StageView::Drawn {
        drawn: Some(card), ..
    } = v.stage
    {
        let drew = t!(lang, "crazy-eights-you-drew", cards = card.to_string());
        let then = match (can_play, can_draw) {
            (true, true) => t!(lang, "crazy-eights-prompt-play-or-draw"),
            (true, false) => t!(lang, "crazy-eights-prompt-play-or-pass"),
            (false, true) => t!(lang, "crazy-eights-prompt-draw-again"),
            (false, false) => t!(lang, "crazy-eights-prompt-pass"),
        };
        return format!("{drew} {then}");
    }
    if matches!(actions.first(), Some(Action::Nominate(_))) {
        return t!(lang, "crazy-eights-prompt-name");
    }
    if v.pending > 0 {
        return t!(lang, "crazy-eights-prompt-pending", count = v.pending);
    }
    match (can_play, can_draw) {
        (true, true) => t!(lang, "crazy-eights-prompt-play-or-draw"),
        (true, false) => t!(lang, "crazy-eights-prompt-play-or-pass"),
        (false, true) => t!(lang, "crazy-eights-prompt-draw"),
        (false, false) => t!(lang, "crazy-eights-prompt-pass"),
    }
}

/// The panel's controls and the line above them.
fn panel_controls(lang: Lang, view: &PlayerView<CrazyEights>, d: &mut String) -> Vec<Row> {
    let v = &view.view;
    let info = &view.info;
    let actions = if info.status.is_open() {
        legal(v)
    } else {
        Vec::new()
    };
    if actions.is_empty() {
        let _ = writeln!(d, "{}", t!(lang, "panel-waiting"));
        return Vec::new();
    }
    let _ = writeln!(d, "{}", prompt(lang, v, &actions));
    let step = super::control_step(info, view.seat);
    if matches!(actions[0], Action::Nominate(_)) {
        let buttons = actions
            .iter()
            .filter_map(|&a| match a {
                Action::Nominate(suit) => {
                    let label = format!("{} {}", suit.symbol(), words::suit(lang, suit));
                    Some(move_button(info, step, a, label, Style::Primary))
                }
                _ => None,
            })
            .collect();
        return vec![Row::Buttons(buttons)];
    }
    let mut cards = Vec::new();
    let mut extra = Vec::new();
    for &action in &actions {
        match action {
            Action::Play {
                card,
                last_card: false,
            } => cards.push((action, card)),
            Action::Play {
                card,
                last_card: true,
            } => {
                let label = t!(
                    lang,
                    "crazy-eights-button-last-card",
                    card = card.to_string()
                );
                let mut b = move_button(info, step, action, label, Style::Success);
                b.face = Some(crate::discord::render::Face::of_deck(card));
                extra.push(b);
            }
            Action::Draw => {
                let label = if v.pending > 0 {
                    t!(lang, "crazy-eights-button-draw-pending", count = v.pending)
                } else {
                    t!(lang, "crazy-eights-button-draw")
                };
                extra.push(move_button(info, step, action, label, Style::Primary));
            }
            Action::Pass => {
                let label = t!(lang, "crazy-eights-button-pass");
                extra.push(move_button(info, step, action, label, Style::Danger));
            }
            Action::Nominate(_) => {}
        }
    }
    card_rows(lang, info, step, &cards, extra)
}

/// The table drawn from its public view, with the same in words.
fn picture(lang: Lang, info: &TableInfo<CrazyEights>, v: &CrazyEightsView) -> Option<Picture> {
    let seats = faces(info);
    let picture = CrazyEightsPicture::new(&seats, v)
        .map(|p| p.in_lang(lang))
        .inspect_err(|e| tracing::warn!(table = %info.id, error = %e, "no table picture"))
        .ok()?;
    let svg = crazy_eights_svg(&picture);
    Some(Picture {
        name: name_of("table", &svg),
        alt: crazy_eights_alt(&picture),
        svg,
    })
}

/// The table message's text: the up card, the stock and the rest, every seat, the turn.
fn table_text(lang: Lang, info: &TableInfo<CrazyEights>, v: &CrazyEightsView) -> String {
    let mut d = String::new();
    let _ = writeln!(d, "{}", up_card(lang, v));
    let _ = writeln!(d, "{}\n", state_line(lang, v));
    for seat in Seat::all(v.seats) {
        let _ = writeln!(d, "{}", seat_line(lang, info, v, seat));
    }
    if let Some(line) = turn_line(lang, info, v).filter(|_| !v.over) {
        let _ = writeln!(d, "\n{line}");
    }
    d.trim_end().to_string()
}

impl Front for CrazyEights {
    fn table(lang: Lang, info: &TableInfo<Self>) -> Rendered {
        let Some(v) = info.public.as_ref() else {
            return Rendered::default();
        };
        let (content, waiting) = turn_call(lang, info, "crazy-eights-your-turn");
        let rows = hand_row(lang, info);
        Rendered {
            content,
            embed: Some(Embed {
                title: t!(
                    lang,
                    "crazy-eights-title",
                    number = v.number,
                    target = v.options.target
                ),
                description: table_text(lang, info, v),
                colour: TABLE_COLOUR,
                footer: None,
            }),
            rows,
            mentions: waiting,
            picture: picture(lang, info, v).map(Box::new),
        }
    }

    fn announcement(
        lang: Lang,
        info: &TableInfo<Self>,
        said_now: &Announcement<Self>,
    ) -> Option<Rendered> {
        let event = said_now.events.first()?;
        let (title, description) = said(lang, info, event)?;
        let colour = if matches!(event, Event::HandOver(_)) {
            HAND_COLOUR
        } else {
            EVENT_COLOUR
        };
        Some(Rendered {
            embed: Some(Embed {
                title,
                description,
                colour,
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
        let Some(v) = info.public.as_ref() else {
            return (String::new(), String::new());
        };
        let lines = standings(lang, info, v);
        let title = match why {
            Closing::Resigned { by, winner } => t!(
                lang,
                "closed-resigned-title",
                who = name(by),
                winner = who(lang, info, winner)
            ),
            _ => {
                let low = v.totals.as_slice().iter().copied().min().unwrap_or(0);
                let winners: Vec<String> = Seat::all(v.seats)
                    .filter(|&s| v.totals[s] == low)
                    .map(|s| who(lang, info, s))
                    .collect();
                t!(
                    lang,
                    "crazy-eights-winners",
                    count = winners.len(),
                    who = crate::discord::render::and_list(lang, &winners),
                    total = low
                )
            }
        };
        (title, lines)
    }

    fn panel(lang: Lang, view: &PlayerView<Self>, notice: Option<&str>) -> Rendered {
        let mut d = String::new();
        if let Some(n) = notice {
            let _ = writeln!(d, "{n}\n");
        }
        panel_hand(lang, view, &mut d);
        let rows = panel_controls(lang, view, &mut d);
        Rendered {
            content: d.trim_end().to_string(),
            rows,
            ..Rendered::default()
        }
    }

    /// The hand's number: a new one is news.
    fn panel_mark(view: &PlayerView<Self>) -> (u32, usize) {
        (view.view.number, 0)
    }

    fn panel_news(lang: Lang, view: &PlayerView<Self>, before: (u32, usize)) -> Option<String> {
        let v = &view.view;
        (!v.over && v.number != before.0).then(|| {
            t!(
                lang,
                "crazy-eights-new-hand",
                number = v.number,
                card = v.top.to_string()
            )
        })
    }

    /// The cards dealt or drawn, to their holder alone.
    fn told(lang: Lang, _: &TableInfo<Self>, seat: Seat, events: &[Event]) -> Option<String> {
        events.iter().rev().find_map(|e| match e {
            Event::Drawn { seat: s, cards } if *s == seat => {
                Some(t!(lang, "crazy-eights-you-drew", cards = cards_line(cards)))
            }
            Event::Dealt { seat: s, hand } if *s == seat => {
                Some(t!(lang, "crazy-eights-dealt", cards = by_suit(*hand)))
            }
            _ => None,
        })
    }

    fn you_did(lang: Lang, action: Action) -> String {
        match action {
            Action::Play {
                card,
                last_card: false,
            } => t!(lang, "crazy-eights-you-played", card = card.to_string()),
            Action::Play {
                card,
                last_card: true,
            } => t!(
                lang,
                "crazy-eights-you-played-last",
                card = card.to_string()
            ),
            Action::Nominate(suit) => {
                t!(
                    lang,
                    "crazy-eights-you-named",
                    suit = words::suit(lang, suit)
                )
            }
            Action::Draw => t!(lang, "crazy-eights-you-draw"),
            Action::Pass => t!(lang, "crazy-eights-you-passed"),
        }
    }

    fn action_words(lang: Lang, action: Action) -> String {
        match action {
            Action::Play { card, .. } => {
                t!(lang, "crazy-eights-action-play", card = card.to_string())
            }
            Action::Nominate(suit) => t!(
                lang,
                "crazy-eights-action-name",
                suit = words::suit(lang, suit)
            ),
            Action::Draw => t!(lang, "crazy-eights-action-draw"),
            Action::Pass => t!(lang, "crazy-eights-action-pass"),
        }
    }

    fn refusal(lang: Lang, rule: &Refusal, name: &dyn Fn(Seat) -> String) -> String {
        words::refusal(lang, rule, name)
    }

    fn rules(lang: Lang) -> Vec<(String, String)> {
        words::rules(lang)
    }

    /// Games played and won, hands won (went out, or lowest in a blocked hand) and the
    /// penalty points taken.
    fn record(lang: Lang, r: &StandingRow) -> String {
        let played = t!(
            lang,
            "stats-record",
            matches = r.matches,
            wins = r.wins,
            rate = (100.0 * r.win_rate()).round() as i64
        );
        let measures = t!(
            lang,
            "crazy-eights-stats-record",
            hands = r.hands_won,
            points = r.points
        );
        format!("{played} · {measures}")
    }

    /// `play.Qh`, `last.Qh` (with the last-card call), `name.h`, `draw`, `pass`.
    fn move_of(code: &str) -> Option<Action> {
        match code.split_once('.') {
            None if code == "draw" => Some(Action::Draw),
            None if code == "pass" => Some(Action::Pass),
            Some(("play", card)) => card.parse::<Card>().ok().map(Action::play),
            Some(("last", card)) => card.parse::<Card>().ok().map(|card| Action::Play {
                card,
                last_card: true,
            }),
            Some(("name", suit)) if suit.len() == 1 => {
                suit.parse::<Suit>().ok().map(Action::Nominate)
            }
            _ => None,
        }
    }

    fn move_code(action: Action) -> String {
        match action {
            Action::Play {
                card,
                last_card: false,
            } => format!("play.{}", card.code()),
            Action::Play {
                card,
                last_card: true,
            } => format!("last.{}", card.code()),
            Action::Nominate(suit) => format!("name.{}", suit.letter()),
            Action::Draw => "draw".into(),
            Action::Pass => "pass".into(),
        }
    }
}

#[cfg(test)]
mod tests;
