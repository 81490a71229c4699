//! A cribbage table, drawn from its public view (`TableInfo<Cribbage>::public`): the board,
//! a track of holes to the target for each player or partnership with its two pegs (the
//! front at the side's points, the back where it stood before its last score); the starter;
//! the cards in play since the count was last 0 (or, in the show, the box last counted);
//! a plate for each seat (dealer and seat to act marked, cards held or laid away). The alt
//! text says the same in words. Nothing a hand holds is in the view, so none can be drawn.

use super::plate::{Plate, seat_plate};
use super::svg::{Anchor, CardSize, Svg, colour};
use super::{PictureError, SeatFace, alt_text, check_seats, drawn_names, spoken_names};
use crate::cards::Card;
use crate::core::Seat;
use crate::games::cribbage::{CribbageView, Phase, side_of};
use crate::t;
use crate::text::{Lang, cribbage as words};

const WIDTH: i32 = 800;
const HEIGHT: i32 = 560;
const CARD: CardSize = CardSize::new(52);
/// The board: its box and where its tracks run.
const BOARD: (i32, i32, i32, i32) = (20, 56, 780, 250);
const TRACK_X0: i32 = 40;
const TRACK_X1: i32 = 760;
/// The board's margin above its first lane and below its last.
const BOARD_PAD: i32 = 10;
/// The cards row: the starter and the cards in play.
const CARDS_Y: i32 = 300;
const STARTER_X: i32 = 40;
const PLAY_X: i32 = 170;
/// The seats' plates along the bottom.
const PLATE_Y: i32 = 470;
const PLATE_W: i32 = 180;
const PLATE_H: i32 = 64;
const PEG_COLOURS: [&str; 3] = ["#d32f2f", "#1e88e5", "#fbc02d"];

/// A cribbage table as everyone may see it, and who sits where.
#[derive(Clone, Copy, Debug)]
pub struct CribbagePicture<'a> {
    seats: &'a [SeatFace],
    view: &'a CribbageView,
    lang: Lang,
}

impl<'a> CribbagePicture<'a> {
    /// The picture of `view` with `seats[i]` in seat `i`.
    ///
    /// # Errors
    /// When `view` is a seat's own (it holds its cards: a public picture takes the
    /// spectator's view), or when there is not one face per seat.
    pub fn new(
        seats: &'a [SeatFace],
        view: &'a CribbageView,
    ) -> Result<CribbagePicture<'a>, PictureError> {
        if let Some(seat) = view.seat {
            return Err(PictureError::NotPublic { seat });
        }
        check_seats(seats.len(), view.seats)?;
        Ok(CribbagePicture {
            seats,
            view,
            lang: Lang::En,
        })
    }

    /// The picture with its words, and its alt text, in `lang` (English by default).
    #[must_use]
    pub fn in_lang(self, lang: Lang) -> CribbagePicture<'a> {
        CribbagePicture { lang, ..self }
    }
}

/// Where hole `points` (0 = the start) of a track to `target` lies along it.
fn hole_x(points: u16, target: u16) -> i32 {
    let span = TRACK_X1 - TRACK_X0;
    TRACK_X0 + span * i32::from(points.min(target)) / i32::from(target.max(1))
}

/// How track `side` of `sides` is drawn: the board's height shared evenly between the
/// sides' lanes (two sides get taller lanes, not a third of the board left bare), and
/// the sizes that follow from a lane's height.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Track {
    /// The line the holes and pegs stand on.
    y: i32,
    /// The front peg's radius (the back peg's is 2 less); the groove is a little wider.
    peg: i32,
    /// The size of the side's name and points, written above the groove.
    font: i32,
}

impl Track {
    fn of(side: u8, sides: u8) -> Track {
        let (_, top, _, bottom) = BOARD;
        let lane = (bottom - top - 2 * BOARD_PAD) / i32::from(sides.max(1));
        let lane_top = top + BOARD_PAD + lane * i32::from(side);
        let font = if lane >= 80 { 20 } else { 16 };
        Track {
            y: lane_top + lane * 2 / 3,
            peg: (lane / 7).clamp(6, 12),
            font,
        }
    }

    /// Where the side's name and points are written (their baseline).
    fn label_y(self) -> i32 {
        self.y - self.peg - 10
    }
}

/// Where card `i` of `n` in play sits: side by side, fanned over one another when a long
/// sequence would run past the edge.
fn play_x(i: usize, n: usize) -> i32 {
    let room = WIDTH - 20 - PLAY_X - CARD.w;
    let step = match n {
        0 | 1 => 0,
        n => room / (n as i32 - 1),
    };
    PLAY_X + step.min(CARD.w + 8) * i as i32
}

/// The centre of seat `s`'s plate.
fn plate_x(seats: u8, s: Seat) -> i32 {
    let gap = (WIDTH - PLATE_W * i32::from(seats)) / (i32::from(seats) + 1);
    gap + (gap + PLATE_W) * i32::from(s.0) + PLATE_W / 2
}

/// Where a side's back peg stands: its points before its last score of the hand.
fn back_peg(v: &CribbageView, side: u8) -> Option<u16> {
    v.pegs
        .iter()
        .rev()
        .find(|p| p.side == side)
        .map(|p| p.total.saturating_sub(u16::from(p.points)))
}

/// The cards the middle shows: those laid since the count was last 0 in the play, the
/// box last counted in the show.
fn in_play(v: &CribbageView) -> Vec<Card> {
    match v.phase {
        Phase::Play => v.sequence.iter().map(|&(_, c)| c).collect(),
        _ => v
            .shown
            .last()
            .map(|s| s.cards.iter().collect())
            .unwrap_or_default(),
    }
}

/// A track's words: the side's name(s).
fn side_label(lang: Lang, v: &CribbageView, side: u8, names: &[String]) -> String {
    let name = |s: Seat| names.get(s.index()).cloned().unwrap_or_default();
    if v.seats == 4 {
        let members: Vec<String> = Seat::all(4)
            .filter(|&s| side_of(s, 4) == side)
            .map(name)
            .collect();
        format!(
            "{} · {}",
            words::side(lang, 4, side, &name),
            members.join(" & ")
        )
    } else {
        name(Seat(side))
    }
}

/// The board: a lane per side sharing its height, each a groove with a hole a point
/// (every fifth larger), the side's name and points above it, and its two pegs.
fn board(svg: &mut Svg, v: &CribbageView, labels: &[String]) {
    let (l, t, r, b) = BOARD;
    svg.comment("board");
    svg.rect(l, t, r - l, b - t, 14, "#8d5a2b", Some(("#5b3a1e", 4)));
    let target = v.options.target;
    for side in 0..v.sides {
        let track = Track::of(side, v.sides);
        let (y, label_y) = (track.y, track.label_y());
        let label = labels.get(usize::from(side)).map_or("", String::as_str);
        svg.text(
            TRACK_X0,
            label_y,
            track.font,
            true,
            colour::LIGHT,
            Anchor::Start,
            label,
        );
        let points = v.totals.get(usize::from(side)).copied().unwrap_or(0);
        svg.text(
            TRACK_X1,
            label_y,
            track.font,
            true,
            colour::LIGHT,
            Anchor::End,
            &format!("{points} / {target}"),
        );
        let groove = track.peg + 3;
        svg.rect(
            TRACK_X0 - groove,
            y - groove,
            TRACK_X1 - TRACK_X0 + 2 * groove,
            2 * groove,
            groove,
            "#6e4521",
            None,
        );
        for hole in 0..=target {
            let r = if hole % 5 == 0 { 2 } else { 1 };
            svg.circle(hole_x(hole, target), y, r, "#2e1b0c", ("#2e1b0c", 0));
        }
        let peg = PEG_COLOURS[usize::from(side) % PEG_COLOURS.len()];
        if let Some(back) = back_peg(v, side) {
            svg.circle(hole_x(back, target), y, track.peg - 2, peg, ("#ffffff", 1));
        }
        svg.comment(&format!("side {side} front peg at {points}"));
        svg.circle(hole_x(points, target), y, track.peg, peg, ("#1b1b1b", 2));
    }
}

/// The picture as SVG.
pub fn cribbage_svg(picture: &CribbagePicture<'_>) -> String {
    let (v, lang) = (picture.view, picture.lang);
    let names = drawn_names(lang, picture.seats);
    let plain: Vec<String> = names.iter().map(ToString::to_string).collect();
    let mut svg = Svg::new(WIDTH, HEIGHT);
    svg.comment("header");
    let title = t!(
        lang,
        "cribbage-pic-title",
        game = v.game,
        number = v.number,
        target = v.options.target
    );
    svg.text(
        WIDTH / 2,
        36,
        24,
        true,
        colour::LIGHT,
        Anchor::Middle,
        &title,
    );
    let labels: Vec<String> = (0..v.sides)
        .map(|s| side_label(lang, v, s, &plain))
        .collect();
    board(&mut svg, v, &labels);
    svg.comment("starter");
    let word = t!(lang, "cribbage-pic-starter");
    svg.text(
        STARTER_X + CARD.w / 2,
        CARDS_Y - 10,
        16,
        false,
        colour::LIGHT,
        Anchor::Middle,
        &word,
    );
    match v.starter {
        Some(card) => svg.deck_card(STARTER_X, CARDS_Y, CARD, card),
        None => svg.back_in(STARTER_X, CARDS_Y, CARD, super::svg::BackColours::DECK),
    }
    svg.comment("in play");
    let cards = in_play(v);
    let caption = if v.phase == Phase::Play {
        t!(lang, "cribbage-pic-count", count = v.count)
    } else {
        v.shown
            .last()
            .map(|s| words::pile(lang, s.pile))
            .unwrap_or_default()
    };
    svg.text(
        PLAY_X,
        CARDS_Y - 10,
        16,
        false,
        colour::LIGHT,
        Anchor::Start,
        &caption,
    );
    for (i, &card) in cards.iter().enumerate() {
        svg.deck_card(play_x(i, cards.len()), CARDS_Y, CARD, card);
    }
    for seat in Seat::all(v.seats) {
        if let Some(label) = names.get(seat.index()) {
            plate(&mut svg, lang, v, seat, label);
        }
    }
    svg.finish()
}

/// A seat's plate: its name (the dealer marked), and where it stands in the hand.
fn plate(svg: &mut Svg, lang: Lang, v: &CribbageView, seat: Seat, label: &super::Label) {
    let x = plate_x(v.seats, seat) - PLATE_W / 2;
    let line = seat_state(lang, v, seat);
    let plate = Plate {
        at: (x, PLATE_Y),
        size: (PLATE_W, PLATE_H),
        on_turn: !v.over && v.to_act.includes(seat),
        dealer: seat == v.dealer,
        indent: 18,
        small: false,
        line: &line,
    };
    seat_plate(svg, lang, seat, &plate, label);
    // The side's peg colour, left of the name.
    let peg = PEG_COLOURS[usize::from(side_of(seat, v.seats)) % PEG_COLOURS.len()];
    svg.circle(x + 14, PLATE_Y + 20, 6, peg, ("#1b1b1b", 1));
}

/// "laid away", "choosing", "3 cards": where a seat stands in the hand.
fn seat_state(lang: Lang, v: &CribbageView, seat: Seat) -> String {
    match v.phase {
        Phase::Discard if v.discarded.contains(seat) => t!(lang, "cribbage-pic-laid-away"),
        Phase::Discard => t!(lang, "cribbage-pic-choosing"),
        Phase::Play => t!(lang, "cribbage-pic-held", cards = v.held[seat]),
        _ => String::new(),
    }
}

/// The picture in words: the game and hand, each side's points, the starter, the cards in
/// play, each seat.
pub fn cribbage_alt(picture: &CribbagePicture<'_>) -> String {
    let (v, lang) = (picture.view, picture.lang);
    let names = spoken_names(lang, picture.seats);
    let name = |s: Seat| names.get(s.index()).map_or("", String::as_str);
    let mut sentences = vec![t!(
        lang,
        "cribbage-pic-alt-head",
        game = v.game,
        number = v.number,
        target = v.options.target
    )];
    sentences.push(t!(lang, "pic-alt-deals", who = name(v.dealer)));
    for side in 0..v.sides {
        sentences.push(t!(
            lang,
            "cribbage-pic-alt-side",
            side = side_label(lang, v, side, &names),
            points = v.totals.get(usize::from(side)).copied().unwrap_or(0)
        ));
    }
    sentences.push(match v.starter {
        Some(card) => t!(lang, "cribbage-pic-alt-starter", card = card.to_string()),
        None => t!(lang, "cribbage-pic-alt-no-starter"),
    });
    let cards: Vec<String> = in_play(v).iter().map(ToString::to_string).collect();
    if v.phase == Phase::Play && !cards.is_empty() {
        sentences.push(t!(
            lang,
            "cribbage-pic-alt-cards",
            count = v.count,
            cards = cards.join(" ")
        ));
    } else if let Some(shown) = v.shown.last().filter(|_| v.phase != Phase::Play) {
        sentences.push(t!(
            lang,
            "cribbage-pic-alt-shown",
            who = name(shown.seat),
            pile = words::pile(lang, shown.pile),
            cards = cards.join(" "),
            points = shown.points
        ));
    }
    for seat in Seat::all(v.seats) {
        let state = seat_state(lang, v, seat);
        if !state.is_empty() {
            sentences.push(format!("{}: {state}.", name(seat)));
        }
    }
    alt_text(&sentences)
}

#[cfg(test)]
mod tests;
