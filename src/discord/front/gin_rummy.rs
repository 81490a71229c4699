//! Gin Rummy on Discord: a table message with the up card, the stock's size, whose turn it
//! is, what each took from the discard pile and the game score; a panel with the player's
//! melds and deadwood as they stand and the legal actions only (take the up card or pass,
//! draw from the stock or take the discard, the discards allowed, a knock or gin per card
//! it may go with, each with the arrangement it lays down, the defender's best spread);
//! one announcement at a knock, one with the spread and the score. Everything drawn here
//! comes from the game's views: the other hand, the stock and the knock card cannot show.

use std::fmt::Write as _;

use super::Front;
use super::controls::{MENU, ROWS, card_rows, hand_row, move_button, turn_call};
use crate::cards::{Card, CardSet};
use crate::core::{Seat, ToAct};
use crate::discord::custom_id::{Control, CustomId};
use crate::discord::render::{
    Embed, Face, Picture, Rendered, Row, Select, SelectOption, Style, faces, name_of, seat_name,
    who,
};
use crate::games::gin_rummy::{
    Action, Ending, Event, GinRummy, GinView, HandResult, KNOCK_LIMIT, Melds, Phase, Pile, Refusal,
    SEATS, Settlement, Standing, meld,
};
use crate::picture::{GinRummyPicture, gin_rummy_alt, gin_rummy_svg};
use crate::t;
use crate::table::{Announcement, Closing, PlayerView, TableInfo, UserId};
use crate::text::{Lang, gin_rummy as words};

const TABLE_COLOUR: u32 = 0x0014_5a32;
const KNOCK_COLOUR: u32 = 0x0075_7575;
const HAND_COLOUR: u32 = 0x00c9_a227;

/// Knock buttons beside the discards before they become a menu (one row).
const KNOCK_BUTTONS: usize = 5;

/// The menu index of the knock menu (the suits' menus of [`card_rows`] are 0 to 3).
const KNOCK_MENU: u8 = 4;

/// The menu index of the other arrangements a knock or a spread may declare.
const OTHER_MENU: u8 = 5;

/// What a seat may do now, read from its view alone (the game's `legal_actions`, in its
/// order, which the tests hold this to).
pub(crate) fn legal(v: &GinView) -> Vec<Action> {
    let Some(seat) = v.seat.filter(|s| s.0 < SEATS) else {
        return Vec::new();
    };
    if v.over || v.to_act != ToAct::One(seat) {
        return Vec::new();
    }
    let hand = v.hand.unwrap_or_default();
    match v.phase {
        Phase::Offer { .. } => vec![Action::Pass, Action::Draw(Pile::Discard)],
        Phase::FirstDraw { .. } => vec![Action::Draw(Pile::Stock)],
        Phase::Draw { .. } => vec![Action::Draw(Pile::Stock), Action::Draw(Pile::Discard)],
        Phase::LastChance { .. } => {
            let mut legal = vec![Action::Pass];
            let top = v.top_discard();
            if top.is_some_and(|top| {
                !knock_cards(v, hand | CardSet::of(top), Some(top), true).is_empty()
            }) {
                legal.push(Action::Draw(Pile::Discard));
            }
            legal
        }
        Phase::Discard {
            taken, last_chance, ..
        } => {
            let mut legal = Vec::with_capacity(24);
            if !last_chance {
                let barred = taken.filter(|_| !v.options.may_return(false));
                legal.extend(
                    hand.iter()
                        .filter(|&c| Some(c) != barred)
                        .map(Action::Discard),
                );
            }
            for card in knock_cards(v, hand, taken, last_chance) {
                let melds = meld::best(hand - CardSet::of(card)).melds;
                legal.push(Action::Knock { card, melds });
            }
            legal
        }
        Phase::Spread { .. } => {
            let (melds, lay_offs) = match v.knock {
                Some(knock) => meld::best_spread(hand, &knock.melds, knock.gin),
                None => (meld::best(hand).melds, CardSet::EMPTY),
            };
            vec![Action::Spread { melds, lay_offs }]
        }
        Phase::Over => Vec::new(),
    }
}

/// The cards of `hand` a knock may go with: those leaving 10 or less, the card just
/// taken barred unless the table lets it go straight back.
fn knock_cards(v: &GinView, hand: CardSet, taken: Option<Card>, last_chance: bool) -> CardSet {
    let barred = match taken {
        Some(card) if !v.options.may_return(last_chance) => CardSet::of(card),
        _ => CardSet::EMPTY,
    };
    (hand - barred)
        .iter()
        .filter(|&c| meld::least_count(hand - CardSet::of(c)) <= KNOCK_LIMIT)
        .collect()
}

/// Whether two declarations name the same melds, in whatever order.
fn same_melds(a: &Melds, b: &Melds) -> bool {
    a.len() == b.len() && a.as_slice().iter().all(|m| b.as_slice().contains(m))
}

/// The knocks a seat may declare besides those proposed (one per knock card, its
/// least-deadwood melds): every other arrangement worth declaring that leaves 10 or
/// less, least deadwood first. A knocker may want one to give the defender less to lay
/// off.
pub(crate) fn other_knocks(hand: CardSet, proposed: &[Action]) -> Vec<(Action, meld::Arrangement)> {
    let mut others = Vec::new();
    for action in proposed {
        let &Action::Knock { card, melds } = action else {
            continue;
        };
        for a in meld::arrangements(hand - CardSet::of(card)) {
            if a.count <= KNOCK_LIMIT && !same_melds(&a.melds, &melds) {
                others.push((
                    Action::Knock {
                        card,
                        melds: a.melds,
                    },
                    a,
                ));
            }
        }
    }
    others.sort_by_key(|(_, a)| a.count);
    others
}

/// The spreads a defender may declare besides the one proposed: every other
/// arrangement worth declaring, each with all it lays off (nothing after gin), least
/// deadwood left first.
pub(crate) fn other_spreads(
    hand: CardSet,
    knock: &Melds,
    gin: bool,
    proposed: &Melds,
) -> Vec<(Action, u8)> {
    let mut others: Vec<(Action, u8)> = meld::arrangements(hand)
        .into_iter()
        .filter(|a| !same_melds(&a.melds, proposed))
        .map(|a| {
            let lay_offs = if gin {
                CardSet::EMPTY
            } else {
                meld::laid_off(knock, a.deadwood)
            };
            let left = meld::count(a.deadwood - lay_offs);
            (
                Action::Spread {
                    melds: a.melds,
                    lay_offs,
                },
                left,
            )
        })
        .collect();
    others.sort_by_key(|&(_, left)| left);
    others
}

/// A menu of knocks or spreads (`options`: the move, its label, its arrangement, the
/// knock card), the `menu`th of the panel.
fn declarations_menu(
    info: &TableInfo<GinRummy>,
    step: u64,
    menu: u8,
    placeholder: String,
    options: Vec<(Action, String, String, Option<Card>)>,
) -> Row {
    Row::Select(Select {
        id: CustomId::new(info.id, Control::Moves { step, menu }).to_string(),
        placeholder,
        options: options
            .into_iter()
            .take(MENU)
            .map(|(a, label, laid, card)| SelectOption {
                value: GinRummy::move_code(a),
                label: label.chars().take(100).collect(),
                description: laid.chars().take(100).collect(),
                default: false,
                face: card.map(Face::of_deck),
            })
            .collect(),
        min: 1,
        max: 1,
    })
}

/// "[2♠ 3♠ 4♠] [7♥ 7♦ 7♣] · deadwood A♥ 5♦ (6)": melds and what they leave.
fn arrangement(lang: Lang, melds: &Melds, deadwood: CardSet) -> String {
    t!(
        lang,
        "gin-rummy-d-arrangement",
        melds = words::melds(lang, melds),
        deadwood = if deadwood.is_empty() {
            t!(lang, "gin-rummy-d-no-deadwood")
        } else {
            words::cards(deadwood)
        },
        count = meld::count(deadwood)
    )
}

/// What the seat on turn is doing, in words: "Ann to draw".
fn turn_line(lang: Lang, info: &TableInfo<GinRummy>, v: &GinView) -> Option<String> {
    let (seat, id) = match v.phase {
        Phase::Offer { seat } => (seat, "gin-rummy-d-turn-offer"),
        Phase::FirstDraw { seat } | Phase::Draw { seat } => (seat, "gin-rummy-d-turn-draw"),
        Phase::Discard { seat, .. } => (seat, "gin-rummy-d-turn-discard"),
        Phase::LastChance { seat } => (seat, "gin-rummy-d-turn-last-chance"),
        Phase::Spread { seat } => (seat, "gin-rummy-d-turn-spread"),
        Phase::Over => return None,
    };
    (!v.over).then(|| t!(lang, id, who = who(lang, info, seat)))
}

/// Each seat's line: name (the dealer and the seat to act marked), cards held, points,
/// hands won, the cards it took from the discard pile this hand.
fn seat_line(lang: Lang, info: &TableInfo<GinRummy>, v: &GinView, seat: Seat) -> String {
    let mark = if info.waiting.contains(seat) && !v.over {
        "▶ "
    } else {
        ""
    };
    let name = seat_name(lang, info, seat);
    let name = if seat == v.dealer {
        t!(lang, "gin-rummy-d-dealer-mark", who = name)
    } else {
        name
    };
    let mut line = t!(
        lang,
        "gin-rummy-d-seat-line",
        who = name,
        points = v.points[seat],
        hands = v.hands_won[seat],
        held = v.held[seat]
    );
    if !v.taken[seat].is_empty() {
        let _ = write!(
            line,
            " · {}",
            t!(
                lang,
                "gin-rummy-d-took",
                cards = words::cards(v.taken[seat])
            )
        );
    }
    if v.passed[seat] && matches!(v.phase, Phase::Offer { .. } | Phase::FirstDraw { .. }) {
        let _ = write!(line, " · {}", t!(lang, "gin-rummy-d-passed"));
    }
    format!("{mark}{line}")
}

/// The piles: the up card (the top of the discard pile) and the stock's size.
fn piles_line(lang: Lang, v: &GinView) -> String {
    match v.top_discard() {
        Some(card) => t!(
            lang,
            "gin-rummy-d-piles",
            card = card.to_string(),
            stock = v.stock
        ),
        None => t!(lang, "gin-rummy-d-piles-empty", stock = v.stock),
    }
}

/// The table's picture, drawn from its public view, with the same in words.
fn picture(lang: Lang, info: &TableInfo<GinRummy>, v: &GinView) -> Option<Picture> {
    let seats = faces(info);
    let picture = GinRummyPicture::new(&seats, v)
        .map(|p| p.in_lang(lang))
        .inspect_err(|e| tracing::warn!(table = %info.id, error = %e, "no table picture"))
        .ok()?;
    let svg = gin_rummy_svg(&picture);
    Some(Picture {
        name: name_of("table", &svg),
        alt: gin_rummy_alt(&picture),
        svg,
    })
}

/// A knock as the table sees it: the knocker's melds and deadwood.
fn knock_line(
    lang: Lang,
    info: &TableInfo<GinRummy>,
    seat: Seat,
    melds: &Melds,
    deadwood: CardSet,
    gin: bool,
) -> String {
    let id = if gin {
        "gin-rummy-d-gin-by"
    } else {
        "gin-rummy-d-knock-by"
    };
    t!(
        lang,
        id,
        who = who(lang, info, seat),
        arrangement = arrangement(lang, melds, deadwood)
    )
}

/// A finished hand in lines: each hand's melds, deadwood and count, the lay-offs, the
/// score with its bonus, and the game after it.
fn result_lines(
    lang: Lang,
    info: &TableInfo<GinRummy>,
    result: &HandResult,
    standing: &Standing,
) -> String {
    let mut d = String::new();
    if let (Some(melds), Some(deadwood), Some(knocker)) =
        (result.melds, result.deadwood, result.knocker)
    {
        for seat in [knocker, crate::games::gin_rummy::other(knocker)] {
            let _ = writeln!(
                d,
                "{}",
                t!(
                    lang,
                    "gin-rummy-d-result-hand",
                    who = who(lang, info, seat),
                    arrangement = arrangement(lang, &melds[seat], deadwood[seat])
                )
            );
        }
        if !result.lay_offs.is_empty() {
            let _ = writeln!(
                d,
                "{}",
                t!(
                    lang,
                    "gin-rummy-d-lay-offs",
                    cards = words::cards(result.lay_offs)
                )
            );
        }
    }
    if let Some(winner) = result.winner {
        let _ = writeln!(
            d,
            "{}",
            t!(
                lang,
                "gin-rummy-d-scores",
                who = who(lang, info, winner),
                points = result.points,
                bonus = result.bonus,
                ending = words::ending(lang, result.ending)
            )
        );
    }
    let _ = write!(d, "{}", game_line(lang, info, standing));
    d
}

/// "Game: Ann 35 (2 hands) · Bob 12 (1 hand)".
fn game_line(lang: Lang, info: &TableInfo<GinRummy>, standing: &Standing) -> String {
    let each: Vec<String> = Seat::all(SEATS)
        .map(|s| {
            t!(
                lang,
                "gin-rummy-d-game-seat",
                who = who(lang, info, s),
                points = standing.points[s],
                hands = standing.hands_won[s]
            )
        })
        .collect();
    t!(lang, "gin-rummy-d-game", seats = each.join(" · "))
}

/// A finished game's lines: each player's points, box bonus, game bonus, total; the
/// margin.
fn settlement_lines(lang: Lang, info: &TableInfo<GinRummy>, v: &GinView, s: &Settlement) -> String {
    let mut seats: Vec<Seat> = Seat::all(SEATS).collect();
    seats.sort_by_key(|&seat| std::cmp::Reverse(s.totals[seat]));
    let mut d = String::new();
    for (place, &seat) in seats.iter().enumerate() {
        let bonus = if seat == s.winner { s.game_bonus } else { 0 };
        let _ = writeln!(
            d,
            "{}",
            t!(
                lang,
                "gin-rummy-d-settlement-line",
                place = place + 1,
                who = who(lang, info, seat),
                points = v.points[seat],
                hands = v.hands_won[seat],
                boxes = s.box_bonuses[seat],
                game = bonus,
                total = s.totals[seat]
            )
        );
    }
    if s.shutout {
        let _ = writeln!(d, "{}", t!(lang, "gin-rummy-d-shutout"));
    }
    let _ = write!(
        d,
        "{}",
        t!(
            lang,
            "gin-rummy-d-margin",
            who = who(lang, info, crate::games::gin_rummy::other(s.winner)),
            margin = s.margin
        )
    );
    d
}

/// The top of a panel: the hand as it stands (best arrangement), the card just drawn, the
/// piles and the score.
fn panel_hand(lang: Lang, view: &PlayerView<GinRummy>, d: &mut String) {
    let v = &view.view;
    let hand = v.hand.unwrap_or_default();
    if hand.is_empty() {
        let _ = writeln!(d, "{}", t!(lang, "panel-no-cards"));
    } else {
        let best = meld::best(hand);
        let _ = writeln!(
            d,
            "{}",
            t!(
                lang,
                "gin-rummy-d-your-hand",
                arrangement = arrangement(lang, &best.melds, best.deadwood)
            )
        );
    }
    if let Some(card) = v.drawn {
        let _ = writeln!(
            d,
            "{}",
            t!(lang, "gin-rummy-d-you-drew", card = card.to_string())
        );
    }
    let _ = writeln!(d, "{}", piles_line(lang, v));
    let other = crate::games::gin_rummy::other(view.seat);
    let _ = writeln!(
        d,
        "{}",
        t!(
            lang,
            "gin-rummy-d-panel-score",
            mine = v.points[view.seat],
            who = who(lang, &view.info, other),
            theirs = v.points[other]
        )
    );
}

/// The panel's controls and the lines above them, for the seat asked to act.
fn panel_controls(lang: Lang, view: &PlayerView<GinRummy>, d: &mut String) -> Vec<Row> {
    let v = &view.view;
    let info = &view.info;
    let actions = if info.status.is_open() {
        legal(v)
    } else {
        Vec::new()
    };
    let step = super::control_step(info, view.seat);
    if actions.is_empty() {
        let _ = writeln!(d, "{}", t!(lang, "panel-waiting"));
        return Vec::new();
    }
    let top = v.top_discard().map(|c| c.to_string()).unwrap_or_default();
    let button = |action: Action, label: String, style: Style| {
        let mut b = move_button(info, step, action, label, style);
        if let (Action::Draw(Pile::Discard), Some(card)) = (action, v.top_discard()) {
            b.face = Some(Face::of_deck(card));
        }
        b
    };
    match v.phase {
        Phase::Offer { .. } | Phase::FirstDraw { .. } | Phase::Draw { .. } => {
            let id = match v.phase {
                Phase::Offer { .. } => "gin-rummy-d-prompt-offer",
                Phase::FirstDraw { .. } => "gin-rummy-d-prompt-first-draw",
                _ => "gin-rummy-d-prompt-draw",
            };
            let _ = writeln!(d, "{}", t!(lang, id, card = top.clone()));
            let buttons = actions
                .iter()
                .map(|&a| match a {
                    Action::Draw(Pile::Stock) => button(
                        a,
                        t!(lang, "gin-rummy-d-button-stock", stock = v.stock),
                        Style::Primary,
                    ),
                    Action::Draw(Pile::Discard) => button(
                        a,
                        t!(lang, "gin-rummy-d-button-take", card = top.clone()),
                        Style::Success,
                    ),
                    _ => button(a, t!(lang, "gin-rummy-d-button-pass"), Style::Secondary),
                })
                .collect();
            vec![Row::Buttons(buttons)]
        }
        Phase::LastChance { .. } => {
            let _ = writeln!(
                d,
                "{}",
                t!(lang, "gin-rummy-d-prompt-last-chance", card = top.clone())
            );
            let buttons = actions
                .iter()
                .map(|&a| match a {
                    Action::Draw(_) => button(
                        a,
                        t!(lang, "gin-rummy-d-button-take-knock", card = top.clone()),
                        Style::Success,
                    ),
                    _ => button(a, t!(lang, "gin-rummy-d-button-pass"), Style::Secondary),
                })
                .collect();
            vec![Row::Buttons(buttons)]
        }
        Phase::Discard { .. } => discard_controls(lang, view, step, &actions, d),
        Phase::Spread { .. } => spread_controls(lang, view, step, &actions, d),
        Phase::Over => Vec::new(),
    }
}

/// The discards allowed (a button each) and the knocks (a button each while they fit in
/// a row, else a menu), each knock's arrangement in the lines above.
fn discard_controls(
    lang: Lang,
    view: &PlayerView<GinRummy>,
    step: u64,
    actions: &[Action],
    d: &mut String,
) -> Vec<Row> {
    let info = &view.info;
    let hand = view.view.hand.unwrap_or_default();
    let discards: Vec<(Action, Card)> = actions
        .iter()
        .filter_map(|&a| match a {
            Action::Discard(card) => Some((a, card)),
            _ => None,
        })
        .collect();
    let knocks: Vec<(Action, Card, Melds)> = actions
        .iter()
        .filter_map(|&a| match a {
            Action::Knock { card, melds } => Some((a, card, melds)),
            _ => None,
        })
        .collect();
    let prompt = match (discards.is_empty(), knocks.is_empty()) {
        (true, _) => "gin-rummy-d-prompt-must-knock",
        (false, true) => "gin-rummy-d-prompt-discard",
        (false, false) => "gin-rummy-d-prompt-discard-or-knock",
    };
    let _ = writeln!(d, "{}", t!(lang, prompt));
    let knock_word = |card: Card, melds: &Melds| {
        let gin = (hand - CardSet::of(card) - melds.cards()).is_empty();
        let id = if gin {
            "gin-rummy-d-button-gin"
        } else {
            "gin-rummy-d-button-knock"
        };
        t!(lang, id, card = card.to_string())
    };
    let described: Vec<(Action, Card, String, String)> = knocks
        .iter()
        .map(|&(a, card, melds)| {
            let deadwood = hand - CardSet::of(card) - melds.cards();
            (
                a,
                card,
                knock_word(card, &melds),
                arrangement(lang, &melds, deadwood),
            )
        })
        .collect();
    for (_, _, label, laid) in &described {
        let _ = writeln!(
            d,
            "{}",
            t!(
                lang,
                "gin-rummy-d-knock-line",
                knock = label.clone(),
                arrangement = laid.clone()
            )
        );
    }
    let mut rows = if described.len() <= KNOCK_BUTTONS {
        let extra = described
            .iter()
            .map(|(a, card, label, _)| {
                let mut b = move_button(info, step, *a, label.clone(), Style::Danger);
                b.face = Some(Face::of_deck(*card));
                b
            })
            .collect();
        card_rows(lang, info, step, &discards, extra)
    } else {
        knock_menu_rows(lang, info, step, &discards, &described)
    };
    let others: Vec<(Action, String, String, Option<Card>)> = other_knocks(hand, actions)
        .into_iter()
        .filter_map(|(a, laid)| match a {
            Action::Knock { card, melds } => Some((
                a,
                knock_word(card, &melds),
                arrangement(lang, &melds, laid.deadwood),
                Some(card),
            )),
            _ => None,
        })
        .collect();
    if !others.is_empty() && rows.len() < ROWS {
        let placeholder = t!(lang, "gin-rummy-d-other-knocks", count = others.len());
        rows.push(declarations_menu(
            info,
            step,
            OTHER_MENU,
            placeholder,
            others,
        ));
    }
    rows
}

/// The discards and, above them, a menu of the knocks (too many for a row of buttons).
fn knock_menu_rows(
    lang: Lang,
    info: &TableInfo<GinRummy>,
    step: u64,
    discards: &[(Action, Card)],
    described: &[(Action, Card, String, String)],
) -> Vec<Row> {
    let mut rows = card_rows(lang, info, step, discards, Vec::new());
    let options = described
        .iter()
        .map(|(a, card, label, laid)| (*a, label.clone(), laid.clone(), Some(*card)))
        .collect();
    let placeholder = t!(lang, "gin-rummy-d-knock-menu", count = described.len());
    rows.insert(
        0,
        declarations_menu(info, step, KNOCK_MENU, placeholder, options),
    );
    rows
}

/// The knock to answer and the spread proposed: its melds, lay-offs and what is left.
fn spread_controls(
    lang: Lang,
    view: &PlayerView<GinRummy>,
    step: u64,
    actions: &[Action],
    d: &mut String,
) -> Vec<Row> {
    let v = &view.view;
    let info = &view.info;
    if let Some(knock) = &v.knock {
        let _ = writeln!(
            d,
            "{}",
            knock_line(
                lang,
                info,
                knock.seat,
                &knock.melds,
                knock.deadwood,
                knock.gin
            )
        );
    }
    let hand = v.hand.unwrap_or_default();
    let Some(&proposed @ Action::Spread { melds, lay_offs }) =
        actions.iter().find(|a| matches!(a, Action::Spread { .. }))
    else {
        return Vec::new();
    };
    let deadwood = hand - melds.cards() - lay_offs;
    let _ = writeln!(
        d,
        "{}",
        t!(
            lang,
            "gin-rummy-d-prompt-spread",
            arrangement = arrangement(lang, &melds, deadwood),
            lay_offs = lay_offs_words(lang, lay_offs)
        )
    );
    let mut rows = vec![Row::Buttons(vec![move_button(
        info,
        step,
        proposed,
        t!(lang, "gin-rummy-d-button-spread"),
        Style::Success,
    )])];
    let Some(knock) = &v.knock else {
        return rows;
    };
    let others: Vec<(Action, String, String, Option<Card>)> =
        other_spreads(hand, &knock.melds, knock.gin, &melds)
            .into_iter()
            .filter_map(|(a, left)| match a {
                Action::Spread { melds, lay_offs } => Some((
                    a,
                    t!(lang, "gin-rummy-d-spread-option", count = left),
                    t!(
                        lang,
                        "gin-rummy-d-spread-laid",
                        arrangement = arrangement(lang, &melds, hand - melds.cards() - lay_offs),
                        lay_offs = lay_offs_words(lang, lay_offs)
                    ),
                    None,
                )),
                _ => None,
            })
            .collect();
    if !others.is_empty() {
        let placeholder = t!(lang, "gin-rummy-d-other-spreads", count = others.len());
        rows.push(declarations_menu(
            info,
            step,
            OTHER_MENU,
            placeholder,
            others,
        ));
    }
    rows
}

/// The cards laid off, or "none".
fn lay_offs_words(lang: Lang, lay_offs: CardSet) -> String {
    if lay_offs.is_empty() {
        t!(lang, "gin-rummy-d-no-lay-offs")
    } else {
        words::cards(lay_offs)
    }
}

/// The table's embed text: the seats, the piles, the knock being answered, the last hand.
fn table_description(lang: Lang, info: &TableInfo<GinRummy>, v: &GinView) -> String {
    let mut d = String::new();
    for seat in Seat::all(SEATS) {
        let _ = writeln!(d, "{}", seat_line(lang, info, v, seat));
    }
    let _ = writeln!(d, "\n{}", piles_line(lang, v));
    if let Some(line) = turn_line(lang, info, v) {
        let _ = writeln!(d, "{line}");
    }
    if let (Some(knock), Phase::Spread { .. }) = (&v.knock, v.phase) {
        let _ = writeln!(
            d,
            "{}",
            knock_line(
                lang,
                info,
                knock.seat,
                &knock.melds,
                knock.deadwood,
                knock.gin
            )
        );
    }
    if let Some((result, standing)) = &v.last_hand {
        let last = match result.winner {
            Some(winner) => t!(
                lang,
                "gin-rummy-d-last-hand",
                number = standing.number,
                who = who(lang, info, winner),
                points = result.points,
                ending = words::ending(lang, result.ending)
            ),
            None => t!(lang, "gin-rummy-d-last-hand-dead", number = standing.number),
        };
        let _ = writeln!(d, "{last}");
    }
    d
}

impl Front for GinRummy {
    fn table(lang: Lang, info: &TableInfo<Self>) -> Rendered {
        let Some(v) = info.public.as_ref() else {
            return Rendered::default();
        };
        let (content, waiting) = turn_call(lang, info, "gin-rummy-d-your-turn");
        let rows = hand_row(lang, info);
        Rendered {
            content,
            embed: Some(Embed {
                title: t!(lang, "gin-rummy-d-title", number = v.number),
                description: table_description(lang, info, v).trim_end().to_string(),
                colour: TABLE_COLOUR,
                footer: None,
            }),
            rows,
            mentions: waiting,
            picture: picture(lang, info, v).map(Box::new),
        }
    }

    /// A knock alone (the defender is thinking), or the hand's end: the spread and the
    /// score with the game after it (a dead hand alone).
    fn announcement(
        lang: Lang,
        info: &TableInfo<Self>,
        said: &Announcement<Self>,
    ) -> Option<Rendered> {
        let scored = said.events.iter().find_map(|e| match e {
            Event::HandScored { result, standing } => Some((result, standing)),
            _ => None,
        });
        let (title, description, colour) = match scored {
            Some((result, standing)) => {
                let title = match result.winner {
                    Some(winner) if result.ending != Ending::Dead => t!(
                        lang,
                        "gin-rummy-d-hand-won",
                        number = standing.number,
                        who = who(lang, info, winner),
                        points = result.points,
                        ending = words::ending(lang, result.ending)
                    ),
                    _ => t!(lang, "gin-rummy-d-hand-dead", number = standing.number),
                };
                (
                    title,
                    result_lines(lang, info, result, standing),
                    HAND_COLOUR,
                )
            }
            None => {
                let Event::Knocked {
                    seat,
                    melds,
                    deadwood,
                    gin,
                    ..
                } = said
                    .events
                    .iter()
                    .find(|e| matches!(e, Event::Knocked { .. }))?
                else {
                    return None;
                };
                let id = if *gin {
                    "gin-rummy-d-gin-title"
                } else {
                    "gin-rummy-d-knock-title"
                };
                (
                    t!(lang, id, who = who(lang, info, *seat)),
                    knock_line(lang, info, *seat, melds, *deadwood, *gin),
                    KNOCK_COLOUR,
                )
            }
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
        let lines = match &v.settlement {
            Some(s) => settlement_lines(lang, info, v, s),
            None => {
                let standing = Standing {
                    number: v.number,
                    points: v.points,
                    hands_won: v.hands_won,
                    over: v.over,
                    next_dealer: None,
                    settlement: None,
                };
                game_line(lang, info, &standing)
            }
        };
        let title = match (why, &v.settlement) {
            (Closing::Resigned { by, winner }, _) => t!(
                lang,
                "closed-resigned-title",
                who = name(by),
                winner = who(lang, info, winner)
            ),
            (_, Some(s)) => t!(lang, "gin-rummy-d-winner", who = who(lang, info, s.winner)),
            (_, None) => t!(lang, "gin-rummy-d-unfinished"),
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

    /// The hand's number, and whether a knock is on the table.
    fn panel_mark(view: &PlayerView<Self>) -> (u32, usize) {
        (view.view.number, usize::from(view.view.knock.is_some()))
    }

    fn panel_news(lang: Lang, view: &PlayerView<Self>, before: (u32, usize)) -> Option<String> {
        let v = &view.view;
        if v.over {
            return None;
        }
        if v.number != before.0 {
            return Some(t!(lang, "gin-rummy-d-new-hand", number = v.number));
        }
        let knock = v.knock.filter(|_| before.1 == 0)?;
        Some(knock_line(
            lang,
            &view.info,
            knock.seat,
            &knock.melds,
            knock.deadwood,
            knock.gin,
        ))
    }

    fn told(lang: Lang, _: &TableInfo<Self>, seat: Seat, events: &[Event]) -> Option<String> {
        events.iter().rev().find_map(|e| match *e {
            Event::Drew { seat: s, card } if s == seat => {
                Some(t!(lang, "gin-rummy-d-you-drew", card = card.to_string()))
            }
            Event::KnockCard { seat: s, card } if s == seat => {
                Some(t!(lang, "gin-rummy-d-knock-card", card = card.to_string()))
            }
            Event::Dealt { seat: s, hand } if s == seat => {
                Some(t!(lang, "gin-rummy-d-dealt", cards = words::cards(hand)))
            }
            _ => None,
        })
    }

    fn you_did(lang: Lang, action: Action) -> String {
        match action {
            Action::Pass => t!(lang, "gin-rummy-d-you-passed"),
            Action::Draw(Pile::Stock) => t!(lang, "gin-rummy-d-you-drew-stock"),
            Action::Draw(Pile::Discard) => t!(lang, "gin-rummy-d-you-took"),
            Action::Discard(card) => {
                t!(lang, "gin-rummy-d-you-discarded", card = card.to_string())
            }
            Action::Knock { card, .. } => {
                t!(lang, "gin-rummy-d-knock-card", card = card.to_string())
            }
            Action::Spread { .. } => t!(lang, "gin-rummy-d-you-spread"),
        }
    }

    fn action_words(lang: Lang, action: Action) -> String {
        match action {
            Action::Pass => t!(lang, "gin-rummy-d-action-pass"),
            Action::Draw(Pile::Stock) => t!(lang, "gin-rummy-d-action-stock"),
            Action::Draw(Pile::Discard) => t!(lang, "gin-rummy-d-action-take"),
            Action::Discard(card) => {
                t!(lang, "gin-rummy-d-action-discard", card = card.to_string())
            }
            Action::Knock { .. } => t!(lang, "gin-rummy-d-action-knock"),
            Action::Spread { .. } => t!(lang, "gin-rummy-d-action-spread"),
        }
    }

    fn refusal(lang: Lang, rule: &Refusal, name: &dyn Fn(Seat) -> String) -> String {
        words::refusal(lang, rule, name)
    }

    fn rules(lang: Lang) -> Vec<(String, String)> {
        words::rules(lang)
    }

    /// Games played and won, hands won and points scored in them.
    fn record(lang: Lang, r: &crate::table::StandingRow) -> String {
        t!(
            lang,
            "gin-rummy-d-stats-record",
            matches = r.matches,
            wins = r.wins,
            rate = (100.0 * r.win_rate()).round() as i64,
            hands = r.hands_won,
            points = r.points
        )
    }

    /// `pass`, `stock`, `take`, `discard.Kc`, `knock.Kc.2s3s4s-7h7d7c` (the melds
    /// declared), `spread.KhKdKc.5s6s` (melds, then the lay-offs).
    fn move_of(code: &str) -> Option<Action> {
        let mut parts = code.split('.');
        let action = match (parts.next()?, parts.next(), parts.next()) {
            ("pass", None, None) => Action::Pass,
            ("stock", None, None) => Action::Draw(Pile::Stock),
            ("take", None, None) => Action::Draw(Pile::Discard),
            ("discard", Some(card), None) => Action::Discard(card.parse().ok()?),
            ("knock", Some(card), Some(melds)) => {
                let card = card.parse().ok()?;
                let melds = meld::melds_of(melds)?;
                (!melds.cards().contains(card)).then_some(Action::Knock { card, melds })?
            }
            ("spread", Some(melds), Some(lay_offs)) => Action::Spread {
                melds: meld::melds_of(melds)?,
                lay_offs: meld::cards_of(lay_offs)?,
            },
            _ => return None,
        };
        parts.next().is_none().then_some(action)
    }

    fn move_code(action: Action) -> String {
        match action {
            Action::Pass => "pass".into(),
            Action::Draw(Pile::Stock) => "stock".into(),
            Action::Draw(Pile::Discard) => "take".into(),
            Action::Discard(card) => format!("discard.{}", card.code()),
            Action::Knock { card, melds } => {
                format!("knock.{}.{}", card.code(), meld::melds_code(&melds))
            }
            Action::Spread { melds, lay_offs } => {
                format!(
                    "spread.{}.{}",
                    meld::melds_code(&melds),
                    meld::cards_code(lay_offs)
                )
            }
        }
    }
}

#[cfg(test)]
mod tests;
