//! Cribbage on Discord: a table message with the board (each player's or side's points
//! toward the target), who has laid away to the crib (never what), the starter, the count
//! with the cards laid since it was last 0 and who laid them, the gos, and every peg of the
//! hand as it happens; a panel offering the legal actions only: the ways to lay away (all
//! at once, each player's controls naming the step its turn began), the cards that keep
//! the count at 31 or less (the others shown disabled) or go, a claim with muggins. One
//! announcement per card that pegs, per counted hand (each combination listed) and per game.
//! Everything drawn here comes from the game's views: no other hand can show.

use std::fmt::Write as _;

use super::Front;
use super::controls::{self, ROW, hand_row, turn_call};
use crate::cards::{Card, CardSet};
use crate::core::{Seat, ToAct};
use crate::discord::custom_id::{Control, CustomId};
use crate::discord::render::{
    Button, Embed, Face, Picture, Rendered, Row, Select, SelectOption, Style, and_list, faces,
    name_of, seat_name, who,
};
use crate::games::cribbage::score::pips;
use crate::games::cribbage::{
    Action, Cribbage, CribbageView, Event, GameSummary, MAX_CLAIM, Peg, Phase, Pile, Refusal,
    Shown, Stage, deal_sizes, discards, side_of,
};
use crate::picture::{CribbagePicture, cribbage_alt, cribbage_svg};
use crate::t;
use crate::table::{Announcement, Closing, PlayerView, StandingRow, TableInfo, UserId};
use crate::text::{Lang, cribbage as words};

const TABLE_COLOUR: u32 = 0x0014_5a32;
const PEG_COLOUR: u32 = 0x0075_7575;
const SHOW_COLOUR: u32 = 0x0035_6a9c;
const GAME_COLOUR: u32 = 0x00c9_a227;

/// The pegs of the hand the table message lists (the latest; a show can peg many).
const PEGS_SHOWN: usize = 12;

/// What a seat may do now, read from its view alone (the game's `legal_actions`, which
/// the tests hold this to): each way of laying away, the cards that fit (or go alone), a
/// claim of 0 to 29.
pub(crate) fn legal(v: &CribbageView) -> Vec<Action> {
    let Some(seat) = v.seat.filter(|s| s.0 < v.seats) else {
        return Vec::new();
    };
    if v.over || !v.to_act.includes(seat) {
        return Vec::new();
    }
    let held = v.hand.unwrap_or_default();
    match v.phase {
        Phase::Discard => discards(held, deal_sizes(&v.options, v.seats).2)
            .map(Action::Discard)
            .collect(),
        Phase::Play => {
            let fits = playable(v);
            if fits.is_empty() {
                vec![Action::Go]
            } else {
                fits.iter().map(Action::Play).collect()
            }
        }
        Phase::Show => (0..=MAX_CLAIM).map(Action::Claim).collect(),
        Phase::Over => Vec::new(),
    }
}

/// The cards of the seat's hand that keep the count at 31 or less.
fn playable(v: &CribbageView) -> CardSet {
    v.hand
        .unwrap_or_default()
        .iter()
        .filter(|&c| v.count + pips(c) <= 31)
        .collect()
}

/// A side's name: the player's (alone), or "Side A (Ann & Cat)" at four.
fn side_name(lang: Lang, info: &TableInfo<Cribbage>, v: &CribbageView, side: u8) -> String {
    let name = words::side(lang, v.seats, side, &|s| who(lang, info, s));
    if v.seats != 4 {
        return name;
    }
    let members: Vec<String> = Seat::all(v.seats)
        .filter(|&s| side_of(s, v.seats) == side)
        .map(|s| who(lang, info, s))
        .collect();
    t!(
        lang,
        "cribbage-partners",
        side = name,
        who = and_list(lang, &members)
    )
}

/// "Ann: 10♦, fifteen for 2": a peg as the table says it (a show's with its cards).
fn peg_line(lang: Lang, info: &TableInfo<Cribbage>, peg: &Peg) -> String {
    let why = words::why(lang, peg.why);
    let name = who(lang, info, peg.seat);
    if peg.stage == Stage::Show && !peg.cards.is_empty() {
        t!(
            lang,
            "cribbage-peg-cards",
            who = name,
            why = why,
            cards = peg.cards.to_string(),
            points = peg.points
        )
    } else {
        t!(
            lang,
            "cribbage-peg",
            who = name,
            why = why,
            points = peg.points
        )
    }
}

/// The board: each side's points toward the target (and match points in a longer match).
fn board_lines(lang: Lang, info: &TableInfo<Cribbage>, v: &CribbageView, d: &mut String) {
    for side in 0..v.sides {
        let i = usize::from(side);
        let name = side_name(lang, info, v, side);
        let points = v.totals.get(i).copied().unwrap_or(0);
        let line = if v.options.match_to > 1 {
            t!(
                lang,
                "cribbage-board-match",
                side = name,
                points = points,
                target = v.options.target,
                won = v.match_points.get(i).copied().unwrap_or(0)
            )
        } else {
            t!(
                lang,
                "cribbage-board-line",
                side = name,
                points = points,
                target = v.options.target
            )
        };
        let _ = writeln!(d, "{line}");
    }
}

/// Each seat's line: name (dealer and seat to act marked), and where it stands in the hand.
fn seat_line(lang: Lang, info: &TableInfo<Cribbage>, v: &CribbageView, seat: Seat) -> String {
    let mark = if info.waiting.contains(seat) && !v.over {
        "▶ "
    } else {
        ""
    };
    let mut name = seat_name(lang, info, seat);
    if seat == v.dealer {
        name = t!(lang, "cribbage-dealer-mark", who = name);
    }
    let line = match v.phase {
        Phase::Discard if v.discarded.contains(seat) => {
            t!(lang, "cribbage-seat-laid-away", who = name)
        }
        Phase::Discard => t!(lang, "cribbage-seat-choosing", who = name),
        Phase::Play => t!(
            lang,
            "cribbage-seat-holding",
            who = name,
            cards = v.held[seat]
        ),
        _ => name,
    };
    format!("{mark}{line}")
}

/// The play: the count and the cards since it was last 0, by who laid them; who said go.
fn play_lines(lang: Lang, info: &TableInfo<Cribbage>, v: &CribbageView, d: &mut String) {
    let laid: Vec<String> = v
        .sequence
        .iter()
        .map(|&(s, c)| format!("{} {c}", who(lang, info, s)))
        .collect();
    let _ = writeln!(
        d,
        "{}",
        t!(
            lang,
            "cribbage-count",
            count = v.count,
            laid = if laid.is_empty() {
                "—".to_string()
            } else {
                laid.join(" · ")
            }
        )
    );
    if !v.gone.is_empty() {
        let gone: Vec<String> = v.gone.iter().map(|s| who(lang, info, s)).collect();
        let _ = writeln!(d, "{}", t!(lang, "cribbage-gone", who = gone.join(", ")));
    }
}

/// A counted hand or crib: "Ann's hand: 5♣ 5♦ J♠ 10♥ + 5♥ = 12" (with the claim), with the
/// starter it was counted with (the table may have dealt again by the time it is told).
fn shown_words(lang: Lang, info: &TableInfo<Cribbage>, s: &Shown) -> String {
    let line = t!(
        lang,
        "cribbage-counted",
        who = who(lang, info, s.seat),
        pile = words::pile(lang, s.pile),
        cards = s.cards.to_string(),
        starter = s.starter.to_string(),
        points = s.points
    );
    match s.claim {
        Some(claim) => format!("{line} {}", t!(lang, "cribbage-claimed", claim = claim)),
        None => line,
    }
}

/// The hand as it stands: the starter, the play or the show, the pegs so far.
fn hand_lines(lang: Lang, info: &TableInfo<Cribbage>, v: &CribbageView, d: &mut String) {
    match v.starter {
        Some(card) => {
            let _ = writeln!(
                d,
                "{}",
                t!(lang, "cribbage-starter", card = card.to_string())
            );
        }
        None => {
            let _ = writeln!(d, "{}", t!(lang, "cribbage-starter-not-yet"));
        }
    }
    if v.phase == Phase::Play {
        play_lines(lang, info, v, d);
    }
    for s in &v.shown {
        let _ = writeln!(d, "{}", shown_words(lang, info, s));
    }
    if let Some(crib) = v
        .crib
        .filter(|_| !v.shown.iter().any(|s| s.pile == Pile::Crib))
    {
        let _ = writeln!(
            d,
            "{}",
            t!(lang, "cribbage-crib-up", cards = crib.to_string())
        );
    }
    if !v.pegs.is_empty() {
        let _ = writeln!(d, "\n{}", t!(lang, "cribbage-pegs-title"));
        let from = v.pegs.len().saturating_sub(PEGS_SHOWN);
        for peg in &v.pegs[from..] {
            let _ = writeln!(d, "{}", peg_line(lang, info, peg));
        }
    }
}

/// The table drawn from its public view, with the same in words.
fn picture(lang: Lang, info: &TableInfo<Cribbage>, v: &CribbageView) -> Option<Picture> {
    let seats = faces(info);
    let picture = CribbagePicture::new(&seats, v)
        .map(|p| p.in_lang(lang))
        .inspect_err(|e| tracing::warn!(table = %info.id, error = %e, "no table picture"))
        .ok()?;
    let svg = cribbage_svg(&picture);
    Some(Picture {
        name: name_of("table", &svg),
        alt: cribbage_alt(&picture),
        svg,
    })
}

/// A card's move button with its face.
fn card_button(
    info: &TableInfo<Cribbage>,
    step: u64,
    card: Card,
    live: bool,
) -> crate::discord::render::Button {
    let mut b = controls::move_button(
        info,
        step,
        Action::Play(card),
        card.to_string(),
        Style::Secondary,
    );
    b.face = Some(Face::of_deck(card));
    b.disabled = !live;
    b
}

/// Buttons laid out five to a row.
fn rows(buttons: Vec<Button>) -> Vec<Row> {
    buttons
        .chunks(ROW)
        .map(|chunk| Row::Buttons(chunk.to_vec()))
        .collect()
}

/// A menu of move codes (`menu` tells the panel's menus apart).
fn menu(
    info: &TableInfo<Cribbage>,
    step: u64,
    number: u8,
    placeholder: String,
    options: Vec<SelectOption>,
) -> Row {
    Row::Select(Select {
        id: CustomId::new(info.id, Control::Moves { step, menu: number }).to_string(),
        placeholder,
        options,
        min: 1,
        max: 1,
    })
}

/// The discard's controls: a button per card when one is laid away, else a menu of every
/// pair (15 of 6 cards), each saying what it keeps.
fn discard_controls(
    lang: Lang,
    view: &PlayerView<Cribbage>,
    step: u64,
    legal: &[Action],
) -> Vec<Row> {
    let info = &view.info;
    let held = view.view.hand.unwrap_or_default();
    let singles: Vec<(Action, Card)> = legal
        .iter()
        .filter_map(|&a| match a {
            Action::Discard(cards) if cards.len() == 1 => cards.iter().next().map(|c| (a, c)),
            _ => None,
        })
        .collect();
    if singles.len() == legal.len() {
        return controls::card_rows(lang, info, step, &singles, Vec::new());
    }
    let options = legal
        .iter()
        .filter_map(|&a| match a {
            Action::Discard(cards) => Some(SelectOption {
                value: Cribbage::move_code(a),
                label: cards.to_string(),
                description: t!(
                    lang,
                    "cribbage-keeping",
                    cards = (held & !cards).to_string()
                ),
                default: false,
                face: cards.iter().next().map(Face::of_deck),
            }),
            _ => None,
        })
        .collect();
    vec![menu(
        info,
        step,
        0,
        t!(lang, "cribbage-choose-discard"),
        options,
    )]
}

/// The claim's controls with muggins: two menus, 0–14 and 15–29 (a menu holds 25).
fn claim_controls(lang: Lang, info: &TableInfo<Cribbage>, step: u64) -> Vec<Row> {
    let half = MAX_CLAIM.div_ceil(2);
    [(0, half - 1), (half, MAX_CLAIM)]
        .into_iter()
        .enumerate()
        .map(|(n, (from, to))| {
            let options = (from..=to)
                .map(|points| SelectOption {
                    value: Cribbage::move_code(Action::Claim(points)),
                    label: points.to_string(),
                    description: String::new(),
                    default: false,
                    face: None,
                })
                .collect();
            let placeholder = t!(lang, "cribbage-claim-menu", from = from, to = to);
            menu(info, step, n as u8, placeholder, options)
        })
        .collect()
}

/// The panel's prompt and controls for a seat asked to act.
fn panel_controls(lang: Lang, view: &PlayerView<Cribbage>, d: &mut String) -> Vec<Row> {
    let v = &view.view;
    let info = &view.info;
    let actions = if info.status.is_open() {
        legal(v)
    } else {
        Vec::new()
    };
    if actions.is_empty() {
        if !v.over && v.phase == Phase::Discard && v.discarded.contains(view.seat) {
            let _ = writeln!(d, "{}", t!(lang, "cribbage-waiting-crib"));
        } else {
            let _ = writeln!(d, "{}", t!(lang, "panel-waiting"));
        }
        return Vec::new();
    }
    let step = super::control_step(info, view.seat);
    match actions[0] {
        Action::Discard(cards) => {
            let prompt = if view.seat == v.dealer {
                t!(lang, "cribbage-prompt-lay-away-own", count = cards.len())
            } else {
                t!(
                    lang,
                    "cribbage-prompt-lay-away",
                    count = cards.len(),
                    who = who(lang, info, v.dealer)
                )
            };
            let _ = writeln!(d, "{prompt}");
            discard_controls(lang, view, step, &actions)
        }
        Action::Play(_) => {
            let _ = writeln!(d, "{}", t!(lang, "cribbage-prompt-play", count = v.count));
            let fits = playable(v);
            let held = v.hand.unwrap_or_default();
            rows(
                held.iter()
                    .map(|c| card_button(info, step, c, fits.contains(c)))
                    .collect(),
            )
        }
        Action::Go => {
            let _ = writeln!(d, "{}", t!(lang, "cribbage-prompt-go", count = v.count));
            let go = t!(lang, "cribbage-button-go");
            let mut buttons = vec![controls::move_button(
                info,
                step,
                Action::Go,
                go,
                Style::Primary,
            )];
            let held = v.hand.unwrap_or_default();
            buttons.extend(held.iter().map(|c| card_button(info, step, c, false)));
            rows(buttons)
        }
        Action::Claim(_) => {
            let (cards, pile) = claim_box(v);
            let starter = v.starter.map_or_else(String::new, |c| c.to_string());
            let _ = writeln!(
                d,
                "{}",
                t!(
                    lang,
                    "cribbage-prompt-claim",
                    pile = words::pile(lang, pile),
                    cards = cards.to_string(),
                    starter = starter
                )
            );
            claim_controls(lang, info, step)
        }
    }
}

/// The box a seat is to claim for: the crib once it is face up, else its own hand.
fn claim_box(v: &CribbageView) -> (CardSet, Pile) {
    let own_shown = v
        .shown
        .iter()
        .any(|s| Some(s.seat) == v.seat && s.pile == Pile::Hand);
    match v.crib {
        Some(crib) if own_shown => (crib, Pile::Crib),
        _ => (v.kept.unwrap_or_default(), Pile::Hand),
    }
}

/// The top of a panel: the player's cards, what they laid away, the starter and count.
fn panel_hand(lang: Lang, view: &PlayerView<Cribbage>, d: &mut String) {
    let v = &view.view;
    if let Some(hand) = v.hand {
        let cards = if hand.is_empty() {
            t!(lang, "panel-no-cards")
        } else {
            hand.to_string()
        };
        let _ = writeln!(d, "{}", t!(lang, "cribbage-your-hand", cards = cards));
    }
    if let Some(kept) = v.kept.filter(|_| v.phase != Phase::Discard) {
        let _ = writeln!(
            d,
            "{}",
            t!(lang, "cribbage-your-kept", cards = kept.to_string())
        );
    }
    if let Some(discard) = v.discard {
        let _ = writeln!(
            d,
            "{}",
            t!(lang, "cribbage-your-discard", cards = discard.to_string())
        );
    }
    if let Some(starter) = v.starter {
        let _ = writeln!(
            d,
            "{}",
            t!(lang, "cribbage-starter", card = starter.to_string())
        );
    }
    if v.phase == Phase::Play {
        play_lines(lang, &view.info, v, d);
    }
}

/// "Ann wins game 1 (121 to 87): 2 match points", each loser's stake below.
fn game_over(
    lang: Lang,
    info: &TableInfo<Cribbage>,
    v: &CribbageView,
    g: &GameSummary,
) -> (String, String) {
    let title = t!(
        lang,
        "cribbage-game-won",
        side = side_name(lang, info, v, g.winner),
        game = g.game,
        gained = g.gained
    );
    let lines = g
        .stakes
        .iter()
        .map(|&(side, stake)| {
            t!(
                lang,
                "cribbage-stake-line",
                side = side_name(lang, info, v, side),
                points = g.totals.get(usize::from(side)).copied().unwrap_or(0),
                stake = stake
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    (title, lines)
}

/// One announcement: a card that pegged, the starter, a hand counted, a game won.
fn announced(
    lang: Lang,
    info: &TableInfo<Cribbage>,
    v: &CribbageView,
    events: &[Event],
) -> Option<(String, String, u32)> {
    let pegs: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::Pegged(peg) => Some(peg_line(lang, info, peg)),
            _ => None,
        })
        .collect();
    let lines = pegs.join("\n");
    Some(match events.first()? {
        Event::StarterTurned { starter } => (
            t!(lang, "cribbage-starter", card = starter.to_string()),
            lines,
            PEG_COLOUR,
        ),
        Event::Played { seat, card, count } => (
            t!(
                lang,
                "cribbage-laid",
                who = who(lang, info, *seat),
                card = card.to_string(),
                count = *count
            ),
            lines,
            PEG_COLOUR,
        ),
        Event::Pegged(peg) => (peg_line(lang, info, peg), pegs[1..].join("\n"), PEG_COLOUR),
        Event::Counted(shown) => {
            let lines = if pegs.is_empty() {
                t!(lang, "cribbage-nothing")
            } else {
                lines
            };
            (shown_words(lang, info, shown), lines, SHOW_COLOUR)
        }
        Event::GameOver(summary) => {
            let (title, lines) = game_over(lang, info, v, summary);
            (title, lines, GAME_COLOUR)
        }
        _ => return None,
    })
}

impl Front for Cribbage {
    fn table(lang: Lang, info: &TableInfo<Self>) -> Rendered {
        let Some(v) = info.public.as_ref() else {
            return Rendered::default();
        };
        let mut d = String::new();
        board_lines(lang, info, v, &mut d);
        let _ = writeln!(d);
        for seat in Seat::all(v.seats) {
            let _ = writeln!(d, "{}", seat_line(lang, info, v, seat));
        }
        let _ = writeln!(d);
        hand_lines(lang, info, v, &mut d);
        let id = if matches!(v.to_act, ToAct::Several(_)) {
            "cribbage-lay-away-all"
        } else {
            "cribbage-your-turn"
        };
        let (content, waiting) = turn_call(lang, info, id);
        let rows = hand_row(lang, info);
        let mut description = d.trim_end().to_string();
        if description.chars().count() > 4000 {
            description = description.chars().take(4000).collect();
        }
        Rendered {
            content,
            embed: Some(Embed {
                title: t!(lang, "cribbage-title", game = v.game, number = v.number),
                description,
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
        let v = info.public.as_ref()?;
        let (title, description, colour) = announced(lang, info, v, &said.events)?;
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
        let key = |side: u8| {
            let i = usize::from(side);
            (
                v.match_points.get(i).copied().unwrap_or(0),
                v.totals.get(i).copied().unwrap_or(0),
            )
        };
        let mut sides: Vec<u8> = (0..v.sides).collect();
        sides.sort_by_key(|&s| std::cmp::Reverse(key(s)));
        let lines = sides
            .iter()
            .map(|&s| {
                let place = 1 + sides.iter().filter(|&&o| key(o) > key(s)).count();
                t!(
                    lang,
                    "cribbage-standing-line",
                    place = place,
                    side = side_name(lang, info, v, s),
                    won = key(s).0,
                    points = key(s).1
                )
            })
            .collect::<Vec<_>>()
            .join("\n");
        let title = match why {
            Closing::Resigned { by, winner } => t!(
                lang,
                "closed-resigned-title",
                who = name(by),
                winner = who(lang, info, winner)
            ),
            _ => {
                let best = sides.first().map_or((0, 0), |&s| key(s));
                let winners: Vec<String> = sides
                    .iter()
                    .filter(|&&s| key(s) == best)
                    .map(|&s| side_name(lang, info, v, s))
                    .collect();
                t!(
                    lang,
                    "cribbage-winners",
                    count = winners.len(),
                    who = and_list(lang, &winners)
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

    /// The hand, and how far it has gone: the starter turned, each card laid, each box
    /// counted.
    fn panel_mark(view: &PlayerView<Self>) -> (u32, usize) {
        let v = &view.view;
        let turned = usize::from(v.starter.is_some());
        (v.number, turned + v.laid.len() + v.shown.len())
    }

    fn panel_news(lang: Lang, view: &PlayerView<Self>, before: (u32, usize)) -> Option<String> {
        let v = &view.view;
        if v.over {
            return None;
        }
        let info = &view.info;
        if v.number != before.0 {
            return Some(t!(
                lang,
                "cribbage-new-hand",
                number = v.number,
                who = who(lang, info, v.dealer)
            ));
        }
        if Self::panel_mark(view).1 <= before.1 {
            return None;
        }
        if let Some(shown) = v.shown.last() {
            return Some(shown_words(lang, info, shown));
        }
        match (v.laid.last(), v.starter) {
            (Some(&(seat, card)), _) => {
                let count = if v.sequence.is_empty() { 0 } else { v.count };
                Some(t!(
                    lang,
                    "cribbage-news-laid",
                    who = who(lang, info, seat),
                    card = card.to_string(),
                    count = count
                ))
            }
            (None, Some(card)) => Some(t!(lang, "cribbage-starter", card = card.to_string())),
            (None, None) => None,
        }
    }

    fn told(lang: Lang, _: &TableInfo<Self>, seat: Seat, events: &[Event]) -> Option<String> {
        events.iter().rev().find_map(|e| match *e {
            Event::LaidAway { seat: s, cards } if s == seat => Some(t!(
                lang,
                "cribbage-you-laid-away",
                cards = cards.to_string()
            )),
            Event::Dealt { seat: s, hand } if s == seat => {
                Some(t!(lang, "cribbage-dealt", cards = hand.to_string()))
            }
            _ => None,
        })
    }

    fn you_did(lang: Lang, action: Action) -> String {
        match action {
            Action::Discard(cards) => {
                t!(lang, "cribbage-you-laid-away", cards = cards.to_string())
            }
            Action::Play(card) => t!(lang, "cribbage-you-laid", card = card.to_string()),
            Action::Go => t!(lang, "cribbage-you-go"),
            Action::Claim(points) => t!(lang, "cribbage-you-claimed", points = points),
        }
    }

    fn action_words(lang: Lang, action: Action) -> String {
        match action {
            Action::Discard(cards) => {
                t!(lang, "cribbage-action-lay-away", cards = cards.to_string())
            }
            Action::Play(card) => t!(lang, "cribbage-action-card", card = card.to_string()),
            Action::Go => t!(lang, "cribbage-action-go"),
            Action::Claim(points) => t!(lang, "cribbage-action-claim", points = points),
        }
    }

    fn refusal(lang: Lang, rule: &Refusal, name: &dyn Fn(Seat) -> String) -> String {
        words::refusal(lang, rule, name)
    }

    fn rules(lang: Lang) -> Vec<(String, String)> {
        words::rules(lang)
    }

    /// Games played and won, then what the table service keeps of cribbage: the hands in
    /// which the player's side pegged most, the points they pegged themselves (so partners
    /// are told apart), and those points per match.
    fn record(lang: Lang, r: &StandingRow) -> String {
        let played = t!(
            lang,
            "stats-record",
            matches = r.matches,
            wins = r.wins,
            rate = (100.0 * r.win_rate()).round() as i64
        );
        let average = if r.matches == 0 {
            0
        } else {
            (r.points as f64 / f64::from(r.matches)).round() as i64
        };
        let measures = t!(
            lang,
            "cribbage-stats-record",
            hands = r.hands_won,
            points = r.points,
            average = average
        );
        format!("{played} · {measures}")
    }

    fn move_of(code: &str) -> Option<Action> {
        match code.split_once('.') {
            None if code == "go" => Some(Action::Go),
            Some(("claim", n)) if n.len() <= 2 && n.bytes().all(|b| b.is_ascii_digit()) => {
                n.parse().ok().map(Action::Claim)
            }
            Some(("card", card)) => card.parse::<Card>().ok().map(Action::Play),
            Some(("lay", cards)) => {
                let mut set = CardSet::EMPTY;
                for code in cards.split('.') {
                    if !set.insert(code.parse::<Card>().ok()?) {
                        return None;
                    }
                }
                (!set.is_empty()).then_some(Action::Discard(set))
            }
            _ => None,
        }
    }

    /// `lay.Qc.Jd`, `card.Qh`, `go`, `claim.12`.
    fn move_code(action: Action) -> String {
        match action {
            Action::Discard(cards) => {
                let codes: Vec<String> = cards.iter().map(|c| c.code()).collect();
                format!("lay.{}", codes.join("."))
            }
            Action::Play(card) => format!("card.{}", card.code()),
            Action::Go => "go".into(),
            Action::Claim(points) => format!("claim.{points}"),
        }
    }
}

#[cfg(test)]
mod tests;
