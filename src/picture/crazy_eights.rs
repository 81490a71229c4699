//! A Crazy Eights table, drawn from its public view (`TableInfo<CrazyEights>::public`):
//! the seats around an oval in playing order, each with its name, how many cards it holds
//! and its total; in the middle the stock face down with its size, the discard pile with
//! the up card on top, and the suit to follow (the suit named after a wild card), the
//! direction and the pending draw. The alt text says the same in words. No hand is in
//! the public view, and a card just drawn is its drawer's alone: neither can be drawn.

use super::plate::{Plate, seat_plate};
use super::svg::{Anchor, BackColours, CardSize, Svg, colour};
use super::{PictureError, SeatFace, alt_text, check_seats, drawn_names, spoken_names};
use crate::core::Seat;
use crate::games::crazy_eights::{CrazyEightsView, Direction};
use crate::t;
use crate::text::{Lang, crazy_eights as words};

const WIDTH: i32 = 900;
const HEIGHT: i32 = 660;
const PLATE_W: i32 = 150;
const PLATE_H: i32 = 60;
const CARD: CardSize = CardSize::new(64);
/// The middle of the oval.
const CX: i32 = WIDTH / 2;
const CY: i32 = 340;
/// The oval the plates sit on.
const RX: i32 = WIDTH / 2 - PLATE_W / 2 - 14;
const RY: i32 = 238;
/// The discards shown under the up card, fanned to the left.
const UNDER: usize = 3;
const FAN: i32 = 16;
/// The stock's top left and the up card's.
const STOCK_X: i32 = CX - CARD.w - 24;
const UP_X: i32 = CX + 24;
const PILES_Y: i32 = CY - 70;

/// A Crazy Eights table as everyone may see it, and who sits where.
#[derive(Clone, Copy, Debug)]
pub struct CrazyEightsPicture<'a> {
    seats: &'a [SeatFace],
    view: &'a CrazyEightsView,
    lang: Lang,
}

impl<'a> CrazyEightsPicture<'a> {
    /// The picture of `view` with `seats[i]` in seat `i`.
    ///
    /// # Errors
    /// When `view` is a seat's own (it holds its cards: a public picture takes the
    /// spectator's view), or when there is not one face per seat.
    pub fn new(
        seats: &'a [SeatFace],
        view: &'a CrazyEightsView,
    ) -> Result<CrazyEightsPicture<'a>, PictureError> {
        if let Some(seat) = view.seat {
            return Err(PictureError::NotPublic { seat });
        }
        check_seats(seats.len(), view.seats)?;
        Ok(CrazyEightsPicture {
            seats,
            view,
            lang: Lang::En,
        })
    }

    /// The picture with its words, and its alt text, in `lang` (English by default).
    #[must_use]
    pub fn in_lang(self, lang: Lang) -> CrazyEightsPicture<'a> {
        CrazyEightsPicture { lang, ..self }
    }
}

/// The centre of seat `s`'s plate: seat 1 at the top, then clockwise.
fn plate_at(seats: u8, s: Seat) -> (i32, i32) {
    let step = std::f64::consts::TAU / f64::from(seats.max(1));
    let a = -std::f64::consts::FRAC_PI_2 + step * f64::from(s.0);
    (
        CX + (f64::from(RX) * a.cos()).round() as i32,
        CY + (f64::from(RY) * a.sin()).round() as i32,
    )
}

/// The line under the piles: the suit to follow (or named), and with the special cards
/// the direction and the pending draw.
fn state_words(lang: Lang, v: &CrazyEightsView) -> Vec<String> {
    let mut lines = vec![match v.named {
        Some(suit) => t!(
            lang,
            "crazy-eights-pic-named",
            suit = words::suit(lang, suit)
        ),
        None => t!(
            lang,
            "crazy-eights-pic-follow",
            suit = words::suit(lang, v.follow)
        ),
    }];
    if v.options.reverse.is_some() || v.options.skip.is_some() {
        lines.push(match v.direction {
            Direction::Clockwise => t!(lang, "crazy-eights-clockwise"),
            Direction::Counterclockwise => t!(lang, "crazy-eights-counterclockwise"),
        });
    }
    if v.pending > 0 {
        lines.push(t!(lang, "crazy-eights-pending", count = v.pending));
    }
    lines
}

/// The picture as SVG.
pub fn crazy_eights_svg(picture: &CrazyEightsPicture<'_>) -> String {
    let (v, lang) = (picture.view, picture.lang);
    let names = drawn_names(lang, picture.seats);
    let mut svg = Svg::new(WIDTH, HEIGHT);
    svg.comment("header");
    let title = t!(
        lang,
        "crazy-eights-title",
        number = v.number,
        target = v.options.target
    );
    svg.text(CX, 32, 22, true, colour::LIGHT, Anchor::Middle, &title);
    svg.comment("table");
    svg.ellipse(
        CX,
        CY,
        RX - 40,
        RY - 50,
        colour::FELT,
        (colour::FELT_EDGE, 12),
    );
    svg.comment("stock");
    if v.stock > 0 {
        svg.back_in(STOCK_X, PILES_Y, CARD, BackColours::DECK);
    } else {
        svg.rect(
            STOCK_X,
            PILES_Y,
            CARD.w,
            CARD.h,
            CARD.w / 9,
            colour::FELT,
            Some((colour::FELT_EDGE, 2)),
        );
    }
    let stock = t!(lang, "crazy-eights-stock", count = v.stock);
    let below = PILES_Y + CARD.h + 22;
    svg.text(
        STOCK_X + CARD.w / 2,
        below,
        16,
        false,
        colour::LIGHT,
        Anchor::Middle,
        &stock,
    );
    svg.comment("discards");
    let under: Vec<_> = v
        .discards
        .iter()
        .rev()
        .skip(1)
        .take(UNDER)
        .rev()
        .copied()
        .collect();
    let fanned = under.len() as i32;
    for (k, &card) in under.iter().enumerate() {
        svg.deck_card(UP_X + k as i32 * FAN, PILES_Y, CARD, card);
    }
    svg.deck_card(UP_X + fanned * FAN, PILES_Y, CARD, v.top);
    for (k, line) in state_words(lang, v).iter().enumerate() {
        let y = below + 24 + 22 * k as i32;
        svg.text(CX, y, 17, k == 0, colour::LIGHT, Anchor::Middle, line);
    }
    for seat in Seat::all(v.seats) {
        let Some(label) = names.get(seat.index()) else {
            continue;
        };
        plate(&mut svg, lang, v, seat, label);
    }
    svg.finish()
}

/// A seat's plate: its name (the dealer marked), its cards held and its total.
fn plate(svg: &mut Svg, lang: Lang, v: &CrazyEightsView, seat: Seat, label: &super::Label) {
    let (cx, cy) = plate_at(v.seats, seat);
    let line = t!(
        lang,
        "crazy-eights-pic-plate",
        cards = v.held[seat],
        total = v.totals[seat]
    );
    let plate = Plate {
        at: (cx - PLATE_W / 2, cy - PLATE_H / 2),
        size: (PLATE_W, PLATE_H),
        on_turn: !v.over && v.to_act.seats().any(|s| s == seat),
        dealer: seat == v.dealer,
        indent: 0,
        small: true,
        line: &line,
    };
    seat_plate(svg, lang, seat, &plate, label);
}

/// The picture in words: the hand, the up card and what to follow, the stock, each seat's
/// cards held and total.
pub fn crazy_eights_alt(picture: &CrazyEightsPicture<'_>) -> String {
    let (v, lang) = (picture.view, picture.lang);
    let names = spoken_names(lang, picture.seats);
    let name = |s: Seat| names.get(s.index()).map_or("", String::as_str);
    let mut sentences = vec![t!(
        lang,
        "crazy-eights-pic-alt-head",
        number = v.number,
        card = v.top.to_string(),
        stock = v.stock
    )];
    sentences.extend(state_words(lang, v));
    sentences.push(t!(lang, "pic-alt-deals", who = name(v.dealer)));
    for seat in Seat::all(v.seats) {
        sentences.push(t!(
            lang,
            "crazy-eights-pic-alt-seat",
            who = name(seat),
            cards = v.held[seat],
            total = v.totals[seat]
        ));
    }
    alt_text(&sentences)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::crazy_eights::{CrazyEights, Options};
    use crate::picture::png;

    fn faces(n: u8) -> Vec<SeatFace> {
        [
            "Ann", "Bob <b>&", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo",
        ][..usize::from(n)]
            .iter()
            .map(|n| SeatFace::person(n))
            .collect()
    }

    /// A game a few actions in, with the special cards on.
    fn played(seats: u8, actions: usize) -> CrazyEights {
        let options = Options {
            draw_two: true,
            reverse: Some(crate::cards::Rank::Ace),
            ..Options::default()
        };
        let mut game = CrazyEights::new(options, seats, 3).unwrap();
        for _ in 0..actions {
            let Some(seat) = game.to_act().seats().next() else {
                break;
            };
            let action = game.legal_actions(seat)[0];
            game.apply(seat, action).unwrap();
        }
        game
    }

    #[test]
    fn the_picture_renders_to_png_and_its_alt_names_every_seat_in_every_language() {
        for seats in 2..=10 {
            let game = played(seats, usize::from(seats) + 2);
            let view = game.view(None);
            let faces = faces(seats);
            for lang in Lang::ALL {
                let picture = CrazyEightsPicture::new(&faces, &view)
                    .unwrap()
                    .in_lang(lang);
                let svg = crazy_eights_svg(&picture);
                assert!(png(&svg).unwrap().starts_with(b"\x89PNG"));
                assert!(svg.contains("Bob &lt;b&gt;&amp;"), "names are escaped");
                let up = format!("data-card=\"{}\"", view.top.code());
                assert!(svg.contains(&up), "the up card is drawn");
                let alt = crazy_eights_alt(&picture);
                for face in &faces {
                    assert!(alt.contains(&face.name), "{lang:?}: {} in {alt}", face.name);
                }
                assert!(alt.contains(&view.top.to_string()), "{alt}");
            }
        }
    }

    /// Writes a picture to look at: `CRAZY_EIGHTS_PNG=/tmp/t.png CRAZY_EIGHTS_SEATS=7
    /// cargo test --lib crazy_eights::tests::write_a_sample`.
    #[test]
    fn write_a_sample_when_asked() {
        let Ok(path) = std::env::var("CRAZY_EIGHTS_PNG") else {
            return;
        };
        let seats = std::env::var("CRAZY_EIGHTS_SEATS")
            .ok()
            .and_then(|n| n.parse().ok())
            .filter(|n| (2..=10).contains(n))
            .unwrap_or(4);
        let game = played(seats, usize::from(seats) * 3);
        let view = game.view(None);
        let faces = faces(seats);
        let picture = CrazyEightsPicture::new(&faces, &view).unwrap();
        std::fs::write(path, png(&crazy_eights_svg(&picture)).unwrap()).unwrap();
    }

    /// A rectangle: left, top, right, bottom.
    type Rect = (i32, i32, i32, i32);

    fn apart(a: Rect, b: Rect) -> bool {
        a.2 <= b.0 || b.2 <= a.0 || a.3 <= b.1 || b.3 <= a.1
    }

    /// At every table size the plates keep clear of one another, of the edges, of the
    /// header and of the middle (the piles with their words and the state lines).
    #[test]
    fn nothing_drawn_overlaps_at_two_to_ten_seats() {
        let header: Rect = (0, 0, WIDTH, 40);
        let below = PILES_Y + CARD.h + 22;
        // The piles, the stock's words and three state lines at most (about 260 wide).
        let middle: Rect = (CX - 140, PILES_Y, CX + 140, below + 24 + 22 * 2 + 6);
        let fan = UP_X + UNDER as i32 * FAN + CARD.w;
        assert!(
            fan <= middle.2 && STOCK_X >= middle.0,
            "the piles fit the middle"
        );
        for seats in 2..=10u8 {
            let plates: Vec<Rect> = Seat::all(seats)
                .map(|s| {
                    let (x, y) = plate_at(seats, s);
                    let (l, t) = (x - PLATE_W / 2, y - PLATE_H / 2);
                    (l, t, l + PLATE_W, t + PLATE_H)
                })
                .collect();
            for (i, &a) in plates.iter().enumerate() {
                assert!(
                    a.0 >= 0 && a.1 >= 0 && a.2 <= WIDTH && a.3 <= HEIGHT,
                    "{seats} seats: {a:?} off the picture"
                );
                for fixed in [header, middle] {
                    assert!(apart(a, fixed), "{seats} seats: {a:?} over {fixed:?}");
                }
                for (j, &b) in plates.iter().enumerate() {
                    assert!(i == j || apart(a, b), "{seats} seats: {a:?} over {b:?}");
                }
            }
        }
    }

    #[test]
    fn a_seats_own_view_is_refused() {
        let game = played(4, 0);
        let view = game.view(Some(Seat(1)));
        assert!(CrazyEightsPicture::new(&faces(4), &view).is_err());
        let public = game.view(None);
        assert!(CrazyEightsPicture::new(&faces(3), &public).is_err());
    }
}
