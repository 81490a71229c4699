//! The table, drawn: the seats around an oval table in playing order (clockwise from the
//! top), each with its name, its marks (dealer, computer, autopilot, on turn), this trick's
//! call or play in front of it, and its points and hand wins; the hand and trick above,
//! the bid in the middle, and who is on turn below. The same facts as the text table
//! message (`discord::render::table`), read from the same public view.

use super::svg::{Anchor, CardSize, Svg, colour, pill_width};
use super::{Label, SeatFace, TablePicture, alt_text, drawn_names, font, spoken_names};
use crate::games::ribs::trick::in_playing_order;
use crate::games::ribs::{Call, OPENING_BID, Phase, Seat, SeenPlay, ViewSnapshot};
use crate::t;
use crate::text::Lang;

/// The picture's width: Discord shows it at about half that on a phone, and every text is
/// sized to be read there.
pub(super) const WIDTH: i32 = 800;
/// The band at the top with the hand and trick.
const HEADER: i32 = 52;
/// The band at the bottom saying who is on turn.
const FOOTER: i32 = 48;

/// A seat's name plate.
const PLATE_W: i32 = 180;
const PLATE_H: i32 = 84;
/// Cards on the table.
const CARD: CardSize = CardSize::new(46);
/// How far the word on a pair of backs ("RIBS", "FOLD") hangs below the cards.
const PILL_BELOW: i32 = 15;
/// The least space between a plate and its cards.
const GAP: i32 = 10;
/// How far the dealer's disc and the autopilot's word stick out of the top of a plate.
const OVERHANG: i32 = 12;
/// The middle's one line: how wide it may be, and how high (checked to clear the cards).
const MIDDLE_W: i32 = 160;
#[cfg(test)]
const MIDDLE_H: i32 = 44;

/// The height of the picture of a table of `seats`: 780 pixels, 860 from nine seats on
/// (their plates need a taller oval to stay apart).
pub(super) fn height(seats: u8) -> i32 {
    HEADER + stage(seats) + FOOTER
}

/// The height of the oval's stage, between the header and the footer.
fn stage(seats: u8) -> i32 {
    if seats >= 9 { 760 } else { 680 }
}

/// A box on the picture, for the layout's own checks.
#[cfg(test)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Rect {
    x: i32,
    y: i32,
    w: i32,
    h: i32,
}

#[cfg(test)]
impl Rect {
    fn around(cx: i32, cy: i32, w: i32, h: i32) -> Rect {
        Rect {
            x: cx - w / 2,
            y: cy - h / 2,
            w,
            h,
        }
    }

    fn overlaps(&self, other: &Rect, gap: i32) -> bool {
        self.x < other.x + other.w + gap
            && other.x < self.x + self.w + gap
            && self.y < other.y + other.h + gap
            && other.y < self.y + self.h + gap
    }
}

/// Where the parts of a table of `n` seats go: the plates on an ellipse around the table,
/// each seat's cards just clear of its plate towards the middle, and the middle's line.
/// A test checks that, at every size of table, none of these overlap or leave the picture.
struct Layout {
    cx: i32,
    cy: i32,
    /// Each seat's plate, and the place in front of it for its call or cards (centres).
    plates: Vec<(i32, i32)>,
    slots: Vec<(i32, i32)>,
    /// The felt's radii.
    table_rx: i32,
    table_ry: i32,
}

impl Layout {
    fn of(n: u8) -> Layout {
        let stage = stage(n);
        let (cx, cy) = (WIDTH / 2, HEADER + stage / 2);
        let rx = f64::from(WIDTH / 2 - PLATE_W / 2 - OVERHANG);
        // The plates' ellipse sits half an overhang lower than the table, so that what
        // sticks out of the top plates' tops stays on the stage.
        let ry = f64::from(stage / 2 - PLATE_H / 2 - OVERHANG / 2 - 2);
        let plates_cy = cy + OVERHANG / 2;
        // Seat 1 at the top, then clockwise, turned by part of a step where that keeps the
        // plates apart and no seat's cards level with the middle's line (the checked
        // layouts of the test below).
        let step = std::f64::consts::TAU / f64::from(n);
        let turn = match n {
            4 | 6 | 10 => 0.5,
            9 => 0.25,
            _ => 0.0,
        };
        let start = -std::f64::consts::FRAC_PI_2 - step * turn;
        let plates: Vec<(i32, i32)> = (0..n)
            .map(|k| {
                let a = start + step * f64::from(k);
                (
                    cx + (rx * a.cos()).round() as i32,
                    plates_cy + (ry * a.sin()).round() as i32,
                )
            })
            .collect();
        // A seat's cards go from its plate towards the middle, just far enough to clear
        // the plate whichever way that is (the word under a pair of backs hangs below the
        // cards, and the dealer's disc above the plate).
        let slots = plates
            .iter()
            .map(|&(px, py)| {
                let (dx, dy) = (f64::from(cx - px), f64::from(cy - py));
                let len = dx.hypot(dy).max(1.0);
                let (ux, uy) = (dx / len, dy / len);
                let clear_x = f64::from(PLATE_W / 2 + CARD.pair() / 2 + GAP);
                let below = if uy < 0.0 { PILL_BELOW + OVERHANG } else { 0 };
                let clear_y = f64::from(PLATE_H / 2 + CARD.h / 2 + below + GAP);
                let d = (clear_x / ux.abs().max(1e-6)).min(clear_y / uy.abs().max(1e-6));
                (px + (ux * d).round() as i32, py + (uy * d).round() as i32)
            })
            .collect();
        Layout {
            cx,
            cy,
            plates,
            slots,
            table_rx: rx as i32 - 16,
            table_ry: ry as i32 - 30,
        }
    }

    /// The centre of seat `s`'s plate.
    fn plate(&self, s: Seat) -> (i32, i32) {
        self.plates
            .get(s.index())
            .copied()
            .unwrap_or((self.cx, self.cy))
    }

    /// The centre of the place in front of seat `s` where its call or cards go.
    fn slot(&self, s: Seat) -> (i32, i32) {
        self.slots
            .get(s.index())
            .copied()
            .unwrap_or((self.cx, self.cy))
    }

    /// Whether seat `s`'s plate is on the left: its dealer's disc goes on its outer top
    /// corner, the autopilot's word on the other.
    fn on_left(&self, s: Seat) -> bool {
        self.plate(s).0 <= self.cx
    }

    /// The box of seat `s`'s plate, with the dealer's disc and the autopilot's word that
    /// stick out of it.
    #[cfg(test)]
    fn plate_box(&self, s: Seat) -> Rect {
        let (x, y) = self.plate(s);
        let r = Rect::around(x, y, PLATE_W, PLATE_H);
        Rect {
            x: r.x - if self.on_left(s) { OVERHANG } else { 0 },
            y: r.y - OVERHANG,
            w: r.w + OVERHANG,
            h: r.h + OVERHANG,
        }
    }

    /// The box of what lies in front of seat `s`: two cards and the word under them.
    #[cfg(test)]
    fn slot_box(&self, s: Seat) -> Rect {
        let (x, y) = self.slot(s);
        let r = Rect::around(x, y, CARD.pair(), CARD.h);
        Rect {
            h: r.h + PILL_BELOW,
            ..r
        }
    }

    /// The box of the middle's line.
    #[cfg(test)]
    fn middle_box(&self) -> Rect {
        Rect::around(self.cx, self.cy, MIDDLE_W, MIDDLE_H)
    }
}

/// What the seat on turn is doing: the last part of its messages' ids (`pic-footer-`,
/// `pic-alt-turn-`), and the bid it names.
fn turn_of(v: &ViewSnapshot) -> Option<(&'static str, u32)> {
    match v.phase {
        Phase::Bidding if !v.may_pass => Some(("open", v.next_bid.unwrap_or(OPENING_BID))),
        Phase::Bidding => Some(match v.next_bid {
            Some(bid) => ("bid", bid),
            None => ("pass", 0),
        }),
        Phase::Ribs => Some(("ribs", 0)),
        Phase::Play => Some(("play", 0)),
        Phase::Over => None,
    }
}

/// What the seat on turn is doing, in the fewest words, for its plate.
fn turn_word(lang: Lang, v: &ViewSnapshot) -> String {
    match v.phase {
        Phase::Bidding if !v.may_pass => t!(lang, "ribs-pic-state-open"),
        Phase::Bidding => t!(lang, "ribs-pic-state-bid"),
        Phase::Ribs => t!(lang, "ribs-pic-state-ribs"),
        Phase::Play | Phase::Over => t!(lang, "ribs-pic-state-play"),
    }
}

/// The seat on turn, while the match goes on.
fn on_turn(v: &ViewSnapshot) -> Option<Seat> {
    if v.phase == Phase::Over || v.match_winner.is_some() {
        None
    } else {
        v.to_act
    }
}

/// The table as an SVG 800 pixels wide and 780 high (860 from nine seats on). It draws
/// only what a spectator's view shows: face-up plays, and the ribs only in a face-up last trick;
/// folds and face-down ribs are two card backs.
pub fn table_svg(picture: &TablePicture<'_>) -> String {
    let (v, lang) = (picture.view, picture.lang);
    let n = v.seats;
    let names = drawn_names(lang, picture.seats);
    let layout = Layout::of(n);
    let mut svg = Svg::new(WIDTH, height(n));
    header(&mut svg, lang, v);
    svg.comment("table");
    svg.ellipse(
        layout.cx,
        layout.cy,
        layout.table_rx,
        layout.table_ry,
        colour::FELT,
        (colour::FELT_EDGE, 12),
    );
    if v.phase != Phase::Over {
        for seat in Seat::all(n) {
            slot(&mut svg, lang, &layout, v, seat);
        }
    }
    middle(&mut svg, lang, &layout, v);
    for (seat, face) in Seat::all(n).zip(picture.seats) {
        if let Some(label) = names.get(seat.index()) {
            plate(&mut svg, lang, &layout, v, (seat, face, label));
        }
    }
    footer(&mut svg, lang, v, &names);
    svg.finish()
}

fn header(svg: &mut Svg, lang: Lang, v: &ViewSnapshot) {
    svg.comment("header");
    let title = if v.phase == Phase::Over {
        t!(lang, "ribs-pic-title-over", hand = v.hand + 1)
    } else {
        t!(
            lang,
            "ribs-pic-title",
            hand = v.hand + 1,
            trick = v.trick + 1,
            tricks = v.tricks_per_hand
        )
    };
    let target = crate::text::ribs::target(lang, &v.options);
    let room = (WIDTH - 48) as f32 - font::width(&target, 20.0, false) - 24.0;
    svg.text(
        24,
        36,
        26,
        true,
        colour::LIGHT,
        Anchor::Start,
        &font::fit(&title, 26.0, true, room),
    );
    svg.text(
        WIDTH - 24,
        36,
        20,
        false,
        colour::LIGHT,
        Anchor::End,
        &target,
    );
}

/// What lies in front of a seat: its call while the bidding goes on, then the ribs (the
/// bidder's) or its play.
fn slot(svg: &mut Svg, lang: Lang, layout: &Layout, v: &ViewSnapshot, seat: Seat) {
    let (x, y) = layout.slot(seat);
    let left = x - CARD.pair() / 2;
    let top = y - CARD.h / 2;
    let word_top = top + CARD.h + PILL_BELOW - 27;
    match v.phase {
        Phase::Bidding => {
            let high = v.high_bid.map(|(s, _)| s) == Some(seat);
            let (word, fill, ink) = match v.calls[seat] {
                Call::Bid(b) if high => (
                    t!(lang, "ribs-pic-call-bid", bid = b),
                    colour::TURN,
                    colour::INK,
                ),
                Call::Bid(b) => (
                    t!(lang, "ribs-pic-call-bid", bid = b),
                    colour::PLATE,
                    colour::INK,
                ),
                Call::Pass => (t!(lang, "ribs-pic-call-pass"), colour::FOLD, colour::LIGHT),
                Call::None => return,
            };
            svg.comment(&format!("seat {} call", seat.0 + 1));
            svg.pill(x, y - 18, 23, fill, ink, &word);
        }
        Phase::Ribs | Phase::Play if v.bidder == Some(seat) => {
            if !v.ribs_down {
                return;
            }
            svg.comment(&format!("seat {} ribs", seat.0 + 1));
            match v.ribs {
                Some(ribs) => svg.pair(left, top, CARD, ribs),
                None => svg.backs(left, top, CARD),
            }
            svg.pill(
                x,
                word_top,
                17,
                colour::BAD,
                "#ffffff",
                &t!(lang, "ribs-pic-mark-ribs"),
            );
        }
        Phase::Ribs | Phase::Play => match v.plays[seat] {
            Some(SeenPlay::FaceUp(cards)) => {
                svg.comment(&format!("seat {} plays", seat.0 + 1));
                svg.pair(left, top, CARD, cards);
            }
            Some(SeenPlay::Folded(_)) => {
                svg.comment(&format!("seat {} folds", seat.0 + 1));
                svg.backs(left, top, CARD);
                svg.pill(
                    x,
                    word_top,
                    17,
                    colour::FOLD,
                    "#ffffff",
                    &t!(lang, "ribs-pic-mark-fold"),
                );
            }
            None => {}
        },
        Phase::Over => {}
    }
}

/// The middle of the table: the bidding, the bid, or the match over.
fn middle(svg: &mut Svg, lang: Lang, layout: &Layout, v: &ViewSnapshot) {
    let title = match (v.phase, v.match_winner, v.high_bid) {
        (_, Some(_), _) => t!(lang, "ribs-pic-middle-match-over"),
        (Phase::Over, None, _) => t!(lang, "ribs-pic-middle-hand-over"),
        (Phase::Bidding, None, _) => t!(lang, "ribs-pic-middle-bidding"),
        (Phase::Ribs | Phase::Play, None, Some((_, bid))) => {
            t!(lang, "ribs-pic-middle-bid", bid = bid)
        }
        (Phase::Ribs | Phase::Play, None, None) => return,
    };
    svg.comment("middle");
    // The cards are off the table once the hand is over, so the line may be wider then.
    let max = if v.phase == Phase::Over {
        2 * layout.table_rx - 40
    } else {
        MIDDLE_W
    };
    svg.text(
        layout.cx,
        layout.cy + 10,
        28,
        true,
        colour::LIGHT,
        Anchor::Middle,
        &font::fit(&title, 28.0, true, max as f32),
    );
}

/// The footer: who is on turn and what to do, or who won the match.
fn footer(svg: &mut Svg, lang: Lang, v: &ViewSnapshot, names: &[Label]) {
    let y = height(v.seats) - 16;
    let max = (WIDTH - 48) as f32;
    // The sentence with the seat's name cut to leave room for the rest of it.
    let said = |s: Seat, id: &str, bid: u32| {
        let label = names.get(s.index()).cloned().unwrap_or(Label {
            name: "?".into(),
            mark: String::new(),
        });
        let rest = t!(lang, id, who = "", bid = bid);
        let room = max - font::width(&rest, 22.0, true);
        let who = label.fit(&[22.0], true, room).0;
        font::fit(&t!(lang, id, who = who, bid = bid), 22.0, true, max)
    };
    let (text, ink) = match (v.match_winner, on_turn(v), turn_of(v)) {
        (Some(w), _, _) => (said(w, "ribs-pic-footer-wins", 0), colour::LIGHT),
        (None, Some(s), Some((turn, bid))) => (
            said(s, &format!("ribs-pic-footer-{turn}"), bid),
            colour::TURN,
        ),
        _ => return,
    };
    svg.comment("footer");
    svg.text(WIDTH / 2, y, 22, true, ink, Anchor::Middle, &text);
}

/// A seat's plate: marks, name, state in this trick, points and hand wins.
fn plate(
    svg: &mut Svg,
    lang: Lang,
    layout: &Layout,
    v: &ViewSnapshot,
    (seat, face, label): (Seat, &SeatFace, &Label),
) {
    let (cx, cy) = layout.plate(seat);
    let (x, y) = (cx - PLATE_W / 2, cy - PLATE_H / 2);
    let turn = on_turn(v) == Some(seat);
    svg.comment(&format!("seat {} plate", seat.0 + 1));
    if turn {
        svg.rect(
            x,
            y,
            PLATE_W,
            PLATE_H,
            10,
            "#fff4c4",
            Some((colour::TURN, 5)),
        );
    } else {
        svg.rect(
            x,
            y,
            PLATE_W,
            PLATE_H,
            10,
            colour::PLATE,
            Some((colour::PLATE_EDGE, 2)),
        );
    }
    // The name, after a robot's head for a seat a computer plays.
    let mut name_x = x + 12;
    if face.computer || face.autopilot {
        svg.robot(name_x, y + 11, 20, colour::NEUTRAL);
        name_x += 26;
    }
    let room = (x + PLATE_W - 8 - name_x) as f32;
    let (name, size) = label.fit(&[21.0, 18.0], true, room);
    svg.text(
        name_x,
        y + 29,
        size as i32,
        true,
        colour::INK,
        Anchor::Start,
        &name,
    );
    let state = state_words(lang, v, seat);
    if !state.is_empty() {
        let ink = if turn { colour::INK } else { colour::MUTED };
        svg.text(
            x + 12,
            y + 54,
            18,
            turn,
            ink,
            Anchor::Start,
            &font::fit(&state, 18.0, turn, (PLATE_W - 20) as f32),
        );
    }
    let tally = t!(
        lang,
        "ribs-pic-tally",
        points = v.scores[seat],
        wins = v.hand_wins[seat]
    );
    svg.text(
        x + 12,
        y + 77,
        18,
        false,
        colour::INK,
        Anchor::Start,
        &font::fit(&tally, 18.0, false, (PLATE_W - 20) as f32),
    );
    // The dealer's disc on the plate's outer top corner; the autopilot's word on the
    // other top corner.
    let left = layout.on_left(seat);
    if v.dealer == seat {
        let disc_x = if left { x + 2 } else { x + PLATE_W - 2 };
        svg.circle(disc_x, y + 2, 14, "#ffffff", (colour::INK, 2));
        svg.text(
            disc_x,
            y + 9,
            19,
            true,
            colour::INK,
            Anchor::Middle,
            &t!(lang, "pic-dealer"),
        );
    }
    if face.autopilot && !face.computer {
        let word = t!(lang, "pic-autopilot");
        let word = word.as_str();
        let pw = pill_width(15, word);
        let pill_x = if left {
            x + PLATE_W - pw / 2 - 8
        } else {
            x + pw / 2 + 8
        };
        svg.pill(pill_x, y - OVERHANG, 15, colour::NEUTRAL, "#ffffff", word);
    }
}

/// A seat's state in this trick, in a few words: on turn, the bidder, folded, or the fold
/// already used this hand.
fn state_words(lang: Lang, v: &ViewSnapshot, seat: Seat) -> String {
    if on_turn(v) == Some(seat) {
        return turn_word(lang, v);
    }
    if v.phase == Phase::Over {
        return String::new();
    }
    if v.bidder == Some(seat) {
        return t!(
            lang,
            "ribs-pic-state-bidder",
            bid = v.high_bid.map_or(0, |(_, b)| b)
        );
    }
    match v.plays[seat] {
        Some(SeenPlay::Folded(_)) => t!(lang, "ribs-pic-state-folded"),
        _ if v.folded[seat] => t!(lang, "ribs-pic-state-fold-used"),
        _ => String::new(),
    }
}

/// What [`table_svg`] shows, in a few plain sentences (at most
/// [`super::ALT_MAX_CHARS`] characters): the hand and trick, the dealer, the bidding or
/// the bid and the plays so far, who is on turn, points and hand wins.
pub fn table_alt(picture: &TablePicture<'_>) -> String {
    let (v, lang) = (picture.view, picture.lang);
    let names = spoken_names(lang, picture.seats);
    let name = |s: Seat| names.get(s.index()).map_or("?", String::as_str);
    let mut sentences = vec![alt_headline(lang, v, &name)];
    let rules = crate::text::ribs::option_rules(lang, &v.options);
    if !rules.is_empty() {
        sentences.push(t!(lang, "ribs-pic-alt-rules", rules = rules.join("; ")));
    }
    sentences.push(t!(lang, "pic-alt-deals", who = name(v.dealer)));
    match v.phase {
        Phase::Bidding => sentences.push(alt_bidding(lang, v, &name)),
        Phase::Ribs | Phase::Play => sentences.extend(alt_bid_and_plays(lang, v, &name)),
        Phase::Over => {}
    }
    if let (Some(seat), Some((turn, bid))) = (on_turn(v), turn_of(v)) {
        sentences.push(t!(
            lang,
            &format!("ribs-pic-alt-turn-{turn}"),
            who = name(seat),
            bid = bid
        ));
    }
    sentences.extend(alt_seats(picture, &name));
    alt_text(&sentences)
}

/// The alt text's first sentence: who won the match, which hand is over, or which hand
/// and trick of which match is on the table.
fn alt_headline<'n>(lang: Lang, v: &ViewSnapshot, name: &dyn Fn(Seat) -> &'n str) -> String {
    let n = v.seats;
    match v.match_winner {
        Some(w) => t!(lang, "ribs-pic-alt-match-over", players = n, who = name(w)),
        None if v.phase == Phase::Over => t!(
            lang,
            "ribs-pic-alt-hand-over",
            players = n,
            hand = v.hand + 1
        ),
        None => t!(
            lang,
            "ribs-pic-alt-table",
            players = n,
            hand = v.hand + 1,
            trick = v.trick + 1,
            tricks = v.tricks_per_hand,
            target = crate::text::ribs::target(lang, &v.options)
        ),
    }
}

/// The calls of this trick's bidding so far, from the opener round the table.
fn alt_bidding<'n>(lang: Lang, v: &ViewSnapshot, name: &dyn Fn(Seat) -> &'n str) -> String {
    let n = v.seats;
    let calls: Vec<String> = (0..n)
        .map(|k| v.opener.left(k, n))
        .filter_map(|s| match v.calls[s] {
            Call::Bid(b) => Some(t!(lang, "ribs-pic-alt-call-bid", who = name(s), bid = b)),
            Call::Pass => Some(t!(lang, "ribs-pic-alt-call-pass", who = name(s))),
            Call::None => None,
        })
        .collect();
    if calls.is_empty() {
        t!(lang, "ribs-pic-alt-no-bids")
    } else {
        t!(lang, "ribs-pic-alt-bidding", calls = calls.join(", "))
    }
}

/// Once bidding is over: who holds the bid (and the ribs, when they lie face up), then
/// the plays so far in playing order.
fn alt_bid_and_plays<'n>(
    lang: Lang,
    v: &ViewSnapshot,
    name: &dyn Fn(Seat) -> &'n str,
) -> Vec<String> {
    let Some((bidder, bid)) = v.high_bid else {
        return Vec::new();
    };
    let who = name(bidder);
    let mut sentences = vec![match (v.ribs_down, v.ribs) {
        (true, Some([a, b])) => t!(
            lang,
            "ribs-pic-alt-bidder-up",
            who = who,
            bid = bid,
            cards = format!("{a} {b}")
        ),
        (true, None) => t!(lang, "ribs-pic-alt-bidder-down", who = who, bid = bid),
        (false, _) => t!(lang, "ribs-pic-alt-bidder", who = who, bid = bid),
    }];
    let plays: Vec<String> = in_playing_order(bidder, v.seats)
        .filter_map(|s| match v.plays[s] {
            Some(SeenPlay::FaceUp([a, b])) => Some(t!(
                lang,
                "ribs-pic-alt-play",
                who = name(s),
                cards = format!("{a} {b}")
            )),
            Some(SeenPlay::Folded(_)) => Some(t!(lang, "ribs-pic-alt-play-folded", who = name(s))),
            None => None,
        })
        .collect();
    if !plays.is_empty() {
        sentences.push(t!(lang, "ribs-pic-alt-played", plays = plays.join(", ")));
    }
    sentences
}

/// The seats' standing: points and hand wins, then who is a computer, who is on
/// autopilot, and (while the hand goes on) who has used the fold.
fn alt_seats<'n>(picture: &TablePicture<'_>, name: &dyn Fn(Seat) -> &'n str) -> Vec<String> {
    let (v, lang) = (picture.view, picture.lang);
    let n = v.seats;
    let per_seat = |values: &crate::games::ribs::PerSeat<u32>| {
        Seat::all(n)
            .map(|s| format!("{} {}", name(s), values[s]))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut sentences = vec![
        t!(lang, "ribs-pic-alt-points", line = per_seat(&v.scores)),
        t!(
            lang,
            "ribs-pic-alt-hand-wins",
            line = per_seat(&v.hand_wins)
        ),
    ];
    let who = |keep: &dyn Fn(&SeatFace) -> bool| {
        Seat::all(n)
            .zip(picture.seats)
            .filter(|(_, f)| keep(f))
            .map(|(s, _)| name(s).to_string())
            .collect::<Vec<_>>()
    };
    let computers = who(&|f| f.computer);
    if !computers.is_empty() {
        sentences.push(t!(lang, "pic-alt-computers", names = computers.join(", ")));
    }
    let autopilot = who(&|f| f.autopilot && !f.computer);
    if !autopilot.is_empty() {
        sentences.push(t!(lang, "pic-alt-autopilot", names = autopilot.join(", ")));
    }
    if v.phase != Phase::Over {
        let folded: Vec<String> = Seat::all(n)
            .filter(|s| v.folded[*s])
            .map(|s| name(s).to_string())
            .collect();
        if !folded.is_empty() {
            sentences.push(t!(lang, "ribs-pic-alt-folded", names = folded.join(", ")));
        }
    }
    sentences
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_two_parts_of_the_table_overlap_at_any_number_of_seats() {
        let mut clashes = Vec::new();
        for n in crate::games::ribs::MIN_SEATS..=crate::games::ribs::MAX_SEATS {
            let layout = Layout::of(n);
            let canvas = Rect {
                x: 0,
                y: HEADER,
                w: WIDTH,
                h: stage(n),
            };
            let mut boxes = vec![("middle".to_string(), layout.middle_box())];
            for s in Seat::all(n) {
                boxes.push((format!("plate {}", s.0 + 1), layout.plate_box(s)));
                boxes.push((format!("cards {}", s.0 + 1), layout.slot_box(s)));
            }
            for (i, (a, ra)) in boxes.iter().enumerate() {
                let inside = ra.x >= canvas.x
                    && ra.y >= canvas.y
                    && ra.x + ra.w <= canvas.x + canvas.w
                    && ra.y + ra.h <= canvas.y + canvas.h;
                if !inside {
                    clashes.push(format!("{n} seats: {a} leaves the stage: {ra:?}"));
                }
                for (b, rb) in &boxes[i + 1..] {
                    if ra.overlaps(rb, 4) {
                        clashes.push(format!("{n} seats: {a} {ra:?} overlaps {b} {rb:?}"));
                    }
                }
            }
        }
        assert!(clashes.is_empty(), "{}", clashes.join("\n"));
    }
}
