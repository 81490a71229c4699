//! Oh Hell! on Discord: a table message with the trumps, every bid against the tricks
//! taken, the trick as it is played and where the game stands (hand k of n); a panel with
//! the legal bids only (the dealer's barred number shown disabled, with the reason) or the
//! cards the player may lead or must follow with; one announcement per trick and one per
//! hand. Everything drawn here comes from the game's views: no other hand can show.

use std::fmt::Write as _;

use super::Front;
use super::controls::{hand_row, turn_call};
use crate::core::{Seat, ToAct};
use crate::discord::render::{
    Button, Embed, Face, Picture, Rendered, Row, Style, faces, name_of, seat_name, who,
};
use crate::games::oh_hell::{
    Action, Bidding, Card, Cards, Event, HandSummary, OhHell, OhHellView, Phase, Refusal, Trick,
};
use crate::picture::{OhHellPicture, oh_hell_alt, oh_hell_svg};
use crate::t;
use crate::table::{Announcement, Closing, PlayerView, TableInfo, UserId};
use crate::text::{Lang, oh_hell as words};

/// Buttons in one row of a message (Discord's limit).
const ROW: usize = 5;

const TABLE_COLOUR: u32 = 0x0014_5a32;
const TRICK_COLOUR: u32 = 0x0075_7575;
const HAND_COLOUR: u32 = 0x00c9_a227;

/// What a seat may do now, read from its view alone (the game's `legal_actions`, which
/// the tests hold this to): its bids, the dealer's barred one left out, a change of the
/// bid just made; or the cards it may lead or must follow with; or the blind play.
pub(crate) fn legal(v: &OhHellView) -> Vec<Action> {
    let Some(seat) = v.seat.filter(|s| s.0 < v.seats) else {
        return Vec::new();
    };
    if v.over {
        return Vec::new();
    }
    let asked = match v.to_act {
        ToAct::One(s) => s == seat,
        ToAct::Several(set) => set.contains(seat),
        _ => false,
    };
    match v.phase {
        Phase::Bidding if asked || v.changeable == Some(seat) => (0..=v.cards)
            .filter(|&b| !(asked && seat == v.dealer && v.hooked == Some(b)))
            .map(Action::Bid)
            .collect(),
        Phase::Play if asked && v.hand.is_none() => vec![Action::Blind],
        Phase::Play if asked => playable(v).iter().map(Action::Card).collect(),
        _ => Vec::new(),
    }
}

/// The cards the seat may play: all it holds when leading or void in the suit led (only
/// its trumps then, with `must_trump`), else those of the suit led.
fn playable(v: &OhHellView) -> Cards {
    let held = v.hand.unwrap_or_default();
    let Some(led) = v.trick.led() else {
        return held;
    };
    let follow = held.in_suit(led);
    if !follow.is_empty() {
        return follow;
    }
    match v.trump {
        Some(trump) if v.options.must_trump && !held.in_suit(trump).is_empty() => {
            held.in_suit(trump)
        }
        _ => held,
    }
}

/// A card's face on a control: the deck's, none for a joker.
fn face(card: Card) -> Option<Face> {
    card.as_standard().map(Face::of_deck)
}

/// A move control naming `step` (see [`super::control_step`]), a card with its face.
fn move_button(
    info: &TableInfo<OhHell>,
    step: u64,
    action: Action,
    label: String,
    style: Style,
) -> Button {
    let mut button = super::controls::move_button(info, step, action, label, style);
    if let Action::Card(card) = action {
        button.face = face(card);
    }
    button
}

/// Buttons laid out five to a row.
fn rows(buttons: Vec<Button>) -> Vec<Row> {
    let mut rows = Vec::new();
    let mut buttons = buttons.into_iter().peekable();
    while buttons.peek().is_some() {
        rows.push(Row::Buttons(buttons.by_ref().take(ROW).collect()));
    }
    rows
}

/// `Ann Q♥ · Bob 3♥`: a trick's cards by who played them.
fn plays(lang: Lang, info: &TableInfo<OhHell>, trick: &Trick, seats: u8) -> String {
    trick
        .plays(seats)
        .map(|(s, card)| format!("{} {card}", who(lang, info, s)))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// "Hand 3 of 19 · 8 cards" (or a play-off hand's).
fn title(lang: Lang, v: &OhHellView) -> String {
    if v.number > v.hands {
        t!(
            lang,
            "oh-hell-title-play-off",
            number = v.number,
            cards = v.cards
        )
    } else {
        t!(
            lang,
            "oh-hell-title",
            number = v.number,
            hands = v.hands,
            cards = v.cards
        )
    }
}

/// A seat's bid as the table sees it: the number, chosen in secret, or none yet.
fn bid_word(lang: Lang, v: &OhHellView, seat: Seat) -> String {
    match v.bids[seat] {
        Some(bid) => bid.to_string(),
        None if v.chosen.contains(seat) => t!(lang, "oh-hell-bid-secret"),
        None => t!(lang, "oh-hell-play-no-bid"),
    }
}

/// Each seat's line: name (the dealer and the seat to act marked), bid, tricks, total.
fn seat_line(lang: Lang, info: &TableInfo<OhHell>, v: &OhHellView, seat: Seat) -> String {
    let mark = if info.waiting.contains(seat) && !v.over {
        "▶ "
    } else {
        ""
    };
    let name = seat_name(lang, info, seat);
    let name = if seat == v.dealer {
        t!(lang, "oh-hell-dealer-mark", who = name)
    } else {
        name
    };
    let line = t!(
        lang,
        "oh-hell-seat-line",
        who = name,
        bid = bid_word(lang, v, seat),
        won = v.won[seat],
        total = v.totals[seat]
    );
    format!("{mark}{line}")
}

/// Where the hand stands: the bids against the cards, the hook, the trick being played
/// (or the last one taken).
fn hand_lines(lang: Lang, info: &TableInfo<OhHell>, v: &OhHellView) -> String {
    let mut d = String::new();
    if v.phase == Phase::Bidding && v.options.bidding != Bidding::Simultaneous {
        let _ = writeln!(
            d,
            "{}",
            t!(
                lang,
                "oh-hell-bids-total",
                total = v.bid_total,
                cards = v.cards
            )
        );
        if let Some(bid) = v.hooked {
            let dealer = who(lang, info, v.dealer);
            let _ = writeln!(d, "{}", t!(lang, "oh-hell-hooked", who = dealer, bid = bid));
        }
    } else if v.phase == Phase::Play {
        let _ = writeln!(
            d,
            "{}",
            t!(
                lang,
                "oh-hell-bids-total",
                total = v.bid_total,
                cards = v.cards
            )
        );
    }
    if !v.trick.is_empty() {
        let number = v.tricks.len() + 1;
        let shown = plays(lang, info, &v.trick, v.seats);
        let _ = writeln!(
            d,
            "{}",
            t!(lang, "oh-hell-trick-now", number = number, plays = shown)
        );
    } else if let Some(last) = v.tricks.last() {
        let taker = last.winner.map_or_else(String::new, |s| who(lang, info, s));
        let shown = plays(lang, info, last, v.seats);
        let _ = writeln!(
            d,
            "{}",
            t!(lang, "oh-hell-trick-last", plays = shown, who = taker)
        );
    }
    d
}

/// "Ann: bid 2, took 2, made: 12 (total 30)", line by line.
fn score_lines(lang: Lang, info: &TableInfo<OhHell>, summary: &HandSummary) -> String {
    summary
        .scores
        .iter()
        .map(|(s, &points)| {
            t!(
                lang,
                "oh-hell-play-score-line",
                who = who(lang, info, s),
                bid = summary.bids[s],
                won = summary.won[s],
                made = if summary.made(s) { "yes" } else { "no" },
                points = points,
                total = summary.totals[s]
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Places by total, each with the total against the average (the source's settlement).
fn standings(lang: Lang, info: &TableInfo<OhHell>, v: &OhHellView) -> String {
    let settled = OhHell::settlement(&v.totals);
    let mut seats: Vec<Seat> = Seat::all(v.seats).collect();
    seats.sort_by_key(|&s| std::cmp::Reverse(v.totals[s]));
    seats
        .iter()
        .map(|&s| {
            let place = 1 + seats.iter().filter(|&&o| v.totals[o] > v.totals[s]).count();
            let tenths = settled[s];
            let against = format!(
                "{}{}.{}",
                if tenths < 0 { "−" } else { "+" },
                tenths.abs() / 10,
                tenths.abs() % 10
            );
            t!(
                lang,
                "oh-hell-standing-line",
                place = place,
                who = who(lang, info, s),
                total = v.totals[s],
                against = against
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The panel's controls and the line above them, for a seat asked to act (or free to
/// change the bid it just made).
fn panel_controls(lang: Lang, view: &PlayerView<OhHell>, d: &mut String) -> Vec<Row> {
    let v = &view.view;
    let info = &view.info;
    let open = info.status.is_open();
    let asked = open && info.waiting.contains(view.seat);
    let actions = if open { legal(v) } else { Vec::new() };
    let step = super::control_step(info, view.seat);
    if actions.is_empty() {
        let _ = writeln!(d, "{}", t!(lang, "panel-waiting"));
        return Vec::new();
    }
    match actions[0] {
        Action::Bid(_) => {
            let own = v.bids[view.seat];
            let prompt = match (asked, v.hooked) {
                (false, _) => t!(
                    lang,
                    "oh-hell-may-change",
                    bid = own.unwrap_or(0),
                    who = who(lang, info, view.seat.left(1, v.seats))
                ),
                (true, Some(hooked)) if view.seat == v.dealer => t!(
                    lang,
                    "oh-hell-play-prompt-bid-hooked",
                    cards = v.cards,
                    hooked = hooked
                ),
                (true, _) => t!(lang, "oh-hell-play-prompt-bid", cards = v.cards),
            };
            let _ = writeln!(d, "{prompt}");
            rows(bid_buttons(info, step, v, view.seat, asked, &actions))
        }
        Action::Card(_) => {
            let prompt = match v.trick.led() {
                Some(led) => t!(lang, "oh-hell-prompt-follow", suit = words::suit(lang, led)),
                None => t!(lang, "oh-hell-prompt-lead"),
            };
            let _ = writeln!(d, "{prompt}");
            let buttons = actions
                .iter()
                .filter_map(|&a| match a {
                    Action::Card(card) => Some(move_button(
                        info,
                        step,
                        a,
                        card.to_string(),
                        Style::Secondary,
                    )),
                    _ => None,
                })
                .collect();
            rows(buttons)
        }
        Action::Blind => {
            let _ = writeln!(d, "{}", t!(lang, "oh-hell-prompt-blind"));
            let label = t!(lang, "oh-hell-button-blind");
            rows(vec![move_button(
                info,
                step,
                Action::Blind,
                label,
                Style::Success,
            )])
        }
    }
}

/// A button per bid 0..=c: the legal ones live, the dealer's barred one shown disabled
/// (the prompt says why), a bid being changed leaving out the one already made.
fn bid_buttons(
    info: &TableInfo<OhHell>,
    step: u64,
    v: &OhHellView,
    seat: Seat,
    asked: bool,
    legal: &[Action],
) -> Vec<Button> {
    (0..=v.cards)
        .filter(|&b| asked || v.bids[seat] != Some(b))
        .filter_map(|b| {
            let action = Action::Bid(b);
            let barred = asked && seat == v.dealer && v.hooked == Some(b);
            if !barred && !legal.contains(&action) {
                return None;
            }
            let mut button = move_button(info, step, action, b.to_string(), Style::Primary);
            if barred {
                button.style = Style::Danger;
                button.disabled = true;
            }
            Some(button)
        })
        .collect()
}

/// The top of a panel: the player's cards (or, on the forehead, everyone else's) and the
/// trumps.
fn panel_hand(lang: Lang, view: &PlayerView<OhHell>, d: &mut String) {
    let v = &view.view;
    if let Some(hand) = v.hand {
        let cards = if hand.is_empty() {
            t!(lang, "panel-no-cards")
        } else {
            hand.to_string()
        };
        let _ = writeln!(d, "{}", t!(lang, "oh-hell-play-your-hand", cards = cards));
    } else if v.foreheads.iter().any(|(_, c)| c.is_some()) {
        let seen: Vec<String> = v
            .foreheads
            .iter()
            .filter_map(|(s, c)| c.map(|c| format!("{} {c}", who(lang, &view.info, s))))
            .collect();
        let _ = writeln!(
            d,
            "{}",
            t!(lang, "oh-hell-play-foreheads", cards = seen.join(" · "))
        );
    }
    let bid = v.bids[view.seat].map_or_else(|| t!(lang, "oh-hell-play-no-bid"), |b| b.to_string());
    let _ = writeln!(
        d,
        "{}",
        t!(
            lang,
            "oh-hell-panel-status",
            trumps = words::trumps(lang, v.trump, v.turned),
            bid = bid,
            won = v.won[view.seat]
        )
    );
}

/// The table drawn from its public view, with the same in words.
fn picture(lang: Lang, info: &TableInfo<OhHell>, v: &OhHellView) -> Option<Picture> {
    let seats = faces(info);
    let picture = OhHellPicture::new(&seats, v)
        .map(|p| p.in_lang(lang))
        .inspect_err(|e| tracing::warn!(table = %info.id, error = %e, "no table picture"))
        .ok()?;
    let svg = oh_hell_svg(&picture);
    Some(Picture {
        name: name_of("table", &svg),
        alt: oh_hell_alt(&picture),
        svg,
    })
}

impl Front for OhHell {
    fn table(lang: Lang, info: &TableInfo<Self>) -> Rendered {
        let Some(v) = info.public.as_ref() else {
            return Rendered::default();
        };
        let mut d = String::new();
        let _ = writeln!(d, "{}", words::trumps(lang, v.trump, v.turned));
        for seat in Seat::all(v.seats) {
            let _ = writeln!(d, "{}", seat_line(lang, info, v, seat));
        }
        let _ = write!(d, "\n{}", hand_lines(lang, info, v));
        let (content, waiting) = turn_call(lang, info, "oh-hell-your-turn");
        let rows = hand_row(lang, info);
        Rendered {
            content,
            embed: Some(Embed {
                title: title(lang, v),
                description: d.trim_end().to_string(),
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
        said: &Announcement<Self>,
    ) -> Option<Rendered> {
        let seats = u8::try_from(info.seats.len()).unwrap_or(0);
        let (title, description, colour) = match said.events.first()? {
            Event::TrickTaken { number, trick } => {
                let taker = trick
                    .winner
                    .map_or_else(String::new, |s| who(lang, info, s));
                (
                    t!(lang, "oh-hell-trick-taken", number = *number, who = taker),
                    plays(lang, info, trick, seats),
                    TRICK_COLOUR,
                )
            }
            Event::HandScored(summary) => (
                t!(
                    lang,
                    "oh-hell-hand-scored",
                    number = summary.number,
                    cards = summary.cards,
                    trumps = words::trumps(lang, summary.trump, None)
                ),
                score_lines(lang, info, summary),
                HAND_COLOUR,
            ),
            _ => return None,
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
                let best = v.totals.as_slice().iter().copied().max().unwrap_or(0);
                let winners: Vec<String> = Seat::all(v.seats)
                    .filter(|&s| v.totals[s] == best)
                    .map(|s| who(lang, info, s))
                    .collect();
                t!(
                    lang,
                    "oh-hell-play-winners",
                    count = winners.len(),
                    who = crate::discord::render::and_list(lang, &winners)
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

    fn panel_mark(view: &PlayerView<Self>) -> (u32, usize) {
        (view.view.number, view.view.tricks.len())
    }

    fn panel_news(lang: Lang, view: &PlayerView<Self>, before: (u32, usize)) -> Option<String> {
        let v = &view.view;
        if v.over {
            return None;
        }
        if v.number != before.0 {
            return Some(t!(
                lang,
                "oh-hell-new-hand",
                number = v.number,
                cards = v.cards
            ));
        }
        let trick = v.tricks.last().filter(|_| v.tricks.len() > before.1)?;
        let taker = trick
            .winner
            .map_or_else(String::new, |s| who(lang, &view.info, s));
        Some(t!(
            lang,
            "oh-hell-trick-taken",
            number = v.tricks.len(),
            who = taker
        ))
    }

    fn told(lang: Lang, _: &TableInfo<Self>, seat: Seat, events: &[Event]) -> Option<String> {
        events.iter().rev().find_map(|e| match *e {
            Event::SecretBid { seat: s, bid } if s == seat => {
                Some(t!(lang, "oh-hell-you-bid", bid = bid))
            }
            Event::Dealt { seat: s, hand } if s == seat => {
                Some(t!(lang, "oh-hell-dealt", cards = hand.to_string()))
            }
            _ => None,
        })
    }

    fn you_did(lang: Lang, action: Action) -> String {
        match action {
            Action::Bid(bid) => t!(lang, "oh-hell-you-bid", bid = bid),
            Action::Card(card) => t!(lang, "oh-hell-you-played", card = card.to_string()),
            Action::Blind => t!(lang, "oh-hell-you-played-blind"),
        }
    }

    fn action_words(lang: Lang, action: Action) -> String {
        match action {
            Action::Bid(bid) => t!(lang, "oh-hell-action-bid", bid = bid),
            Action::Card(card) => t!(lang, "oh-hell-action-card", card = card.to_string()),
            Action::Blind => t!(lang, "oh-hell-action-blind"),
        }
    }

    fn refusal(lang: Lang, rule: &Refusal, name: &dyn Fn(Seat) -> String) -> String {
        words::refusal(lang, rule, name)
    }

    /// `bid.3`, `card.Qh`, `card.BJ`, `blind`.
    fn rules(lang: Lang) -> Vec<(String, String)> {
        crate::text::oh_hell::rules(lang)
    }

    /// Games played and won, and the hands it took exactly its bid in.
    fn record(lang: Lang, r: &crate::table::StandingRow) -> String {
        t!(
            lang,
            "oh-hell-stats-record",
            matches = r.matches,
            wins = r.wins,
            rate = (100.0 * r.win_rate()).round() as i64,
            made = r.bids_made,
            bids = r.bids_made + r.bids_lost
        )
    }

    fn move_of(code: &str) -> Option<Action> {
        match code.split_once('.') {
            None if code == "blind" => Some(Action::Blind),
            Some(("bid", n)) if n.len() <= 2 && n.bytes().all(|b| b.is_ascii_digit()) => {
                n.parse().ok().map(Action::Bid)
            }
            Some(("card", card)) => card.parse::<Card>().ok().map(Action::Card),
            _ => None,
        }
    }

    fn move_code(action: Action) -> String {
        match action {
            Action::Bid(bid) => format!("bid.{bid}"),
            Action::Card(card) => format!("card.{}", card.code()),
            Action::Blind => "blind".into(),
        }
    }
}

#[cfg(test)]
mod tests;
