//! An Oh Hell! table, drawn from its public view (`TableInfo<OhHell>::public`): the seats
//! around an oval in playing order, each with its name, its bid and the tricks it has
//! taken; the card turned for trumps; the trick in the middle as played. The alt text says
//! the same in words. Nothing a hand holds is in the view, so nothing of it can be drawn.

use super::plate::{Plate, seat_plate};
use super::svg::{Anchor, CardSize, Svg, colour};
use super::{PictureError, SeatFace, alt_text, check_seats, drawn_names, spoken_names};
use crate::core::Seat;
use crate::games::oh_hell::{Card, OhHellView};
use crate::t;
use crate::text::{Lang, oh_hell as words};

const WIDTH: i32 = 800;
const HEIGHT: i32 = 660;
const PLATE_W: i32 = 170;
const PLATE_H: i32 = 64;
const CARD: CardSize = CardSize::new(46);
/// The middle of the oval.
const CX: i32 = WIDTH / 2;
const CY: i32 = 350;

/// An Oh Hell! table as everyone may see it, and who sits where.
#[derive(Clone, Copy, Debug)]
pub struct OhHellPicture<'a> {
    seats: &'a [SeatFace],
    view: &'a OhHellView,
    lang: Lang,
}

impl<'a> OhHellPicture<'a> {
    /// The picture of `view` with `seats[i]` in seat `i`.
    ///
    /// # Errors
    /// When `view` is a seat's own (it may hold its cards: a public picture takes the
    /// spectator's view), or when there is not one face per seat.
    pub fn new(
        seats: &'a [SeatFace],
        view: &'a OhHellView,
    ) -> Result<OhHellPicture<'a>, PictureError> {
        if let Some(seat) = view.seat {
            return Err(PictureError::NotPublic { seat });
        }
        check_seats(seats.len(), view.seats)?;
        Ok(OhHellPicture {
            seats,
            view,
            lang: Lang::En,
        })
    }

    /// The picture with its words, and its alt text, in `lang` (English by default).
    #[must_use]
    pub fn in_lang(self, lang: Lang) -> OhHellPicture<'a> {
        OhHellPicture { lang, ..self }
    }
}

/// The centre of seat `s`'s plate: seat 1 at the top, then clockwise.
fn plate_at(seats: u8, s: Seat) -> (i32, i32) {
    let step = std::f64::consts::TAU / f64::from(seats.max(1));
    let a = -std::f64::consts::FRAC_PI_2 + step * f64::from(s.0);
    let (rx, ry) = (f64::from(WIDTH / 2 - PLATE_W / 2 - 14), 230.0);
    (
        CX + (rx * a.cos()).round() as i32,
        CY + (ry * a.sin()).round() as i32,
    )
}

/// A seat's bid as the table sees it: the number, chosen in secret, or none yet.
/// `none` names the message for no bid yet (a dash drawn, words said).
fn bid_word(lang: Lang, v: &OhHellView, seat: Seat, none: &str) -> String {
    match v.bids[seat] {
        Some(bid) => bid.to_string(),
        None if v.chosen.contains(seat) => t!(lang, "oh-hell-pic-bid-secret"),
        None => t!(lang, none),
    }
}

/// A card face up, its top left at (`x`, `y`): a deck card as the controls draw it, a
/// joker as a plain card with its code.
fn card(svg: &mut Svg, x: i32, y: i32, card: Card) {
    match card.as_standard() {
        Some(c) => svg.deck_card(x, y, CARD, c),
        None => {
            svg.comment(&format!("joker {}", card.code()));
            svg.rect(
                x,
                y,
                CARD.w,
                CARD.h,
                CARD.w / 9,
                "#ffffff",
                Some(("#3b3b3b", 1)),
            );
            let y = y + CARD.h / 2 + 7;
            let code = card.code();
            svg.text(
                x + CARD.w / 2,
                y,
                18,
                true,
                colour::CRACK,
                Anchor::Middle,
                &code,
            );
        }
    }
}

/// The picture as SVG.
pub fn oh_hell_svg(picture: &OhHellPicture<'_>) -> String {
    let (v, lang) = (picture.view, picture.lang);
    let names = drawn_names(lang, picture.seats);
    let mut svg = Svg::new(WIDTH, HEIGHT);
    svg.comment("header");
    let title = t!(
        lang,
        "oh-hell-pic-title",
        number = v.number,
        cards = v.cards
    );
    svg.text(CX, 36, 24, true, colour::LIGHT, Anchor::Middle, &title);
    svg.comment("table");
    svg.ellipse(CX, CY, 250, 170, colour::FELT, (colour::FELT_EDGE, 12));
    svg.comment("trumps");
    let trumps = words::trumps(lang, v.trump, v.turned);
    svg.text(
        CX,
        HEIGHT - 16,
        18,
        false,
        colour::LIGHT,
        Anchor::Middle,
        &trumps,
    );
    if let Some(turned) = v.turned {
        card(&mut svg, 20, 20, turned);
        let word = t!(lang, "oh-hell-pic-turned");
        svg.text(
            20 + CARD.w / 2,
            20 + CARD.h + 20,
            16,
            false,
            colour::LIGHT,
            Anchor::Middle,
            &word,
        );
    }
    svg.comment("trick");
    for (seat, played) in v.trick.plays(v.seats) {
        let (px, py) = plate_at(v.seats, seat);
        let (x, y) = (CX + (px - CX) * 2 / 5, CY + (py - CY) * 2 / 5);
        card(&mut svg, x - CARD.w / 2, y - CARD.h / 2, played);
    }
    for seat in Seat::all(v.seats) {
        let Some(label) = names.get(seat.index()) else {
            continue;
        };
        plate(&mut svg, lang, v, seat, label);
    }
    svg.finish()
}

/// A seat's plate: its name (the dealer marked), its bid and its tricks.
fn plate(svg: &mut Svg, lang: Lang, v: &OhHellView, seat: Seat, label: &super::Label) {
    let (cx, cy) = plate_at(v.seats, seat);
    let line = t!(
        lang,
        "oh-hell-pic-plate",
        bid = bid_word(lang, v, seat, "oh-hell-pic-bid-none"),
        won = v.won[seat]
    );
    let plate = Plate {
        at: (cx - PLATE_W / 2, cy - PLATE_H / 2),
        size: (PLATE_W, PLATE_H),
        on_turn: !v.over && v.to_act.seats().any(|s| s == seat),
        dealer: seat == v.dealer,
        indent: 0,
        small: false,
        line: &line,
    };
    seat_plate(svg, lang, seat, &plate, label);
}

/// The picture in words: the hand and trumps, each seat's bid and tricks, the trick.
pub fn oh_hell_alt(picture: &OhHellPicture<'_>) -> String {
    let (v, lang) = (picture.view, picture.lang);
    let names = spoken_names(lang, picture.seats);
    let name = |s: Seat| names.get(s.index()).map_or("", String::as_str);
    let mut sentences = vec![t!(
        lang,
        "oh-hell-pic-alt-head",
        number = v.number,
        cards = v.cards,
        trumps = words::trumps(lang, v.trump, v.turned)
    )];
    sentences.push(t!(lang, "pic-alt-deals", who = name(v.dealer)));
    for seat in Seat::all(v.seats) {
        sentences.push(t!(
            lang,
            "oh-hell-pic-alt-seat",
            who = name(seat),
            bid = bid_word(lang, v, seat, "oh-hell-pic-alt-no-bid"),
            won = v.won[seat]
        ));
    }
    let plays: Vec<String> = v
        .trick
        .plays(v.seats)
        .map(|(s, c)| {
            t!(
                lang,
                "oh-hell-pic-alt-played",
                who = name(s),
                card = c.to_string()
            )
        })
        .collect();
    sentences.push(if plays.is_empty() {
        t!(lang, "oh-hell-pic-alt-no-trick")
    } else {
        t!(lang, "oh-hell-pic-alt-trick", plays = plays.join(", "))
    });
    alt_text(&sentences)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Game;
    use crate::games::oh_hell::{OhHell, Options};
    use crate::picture::png;

    fn faces(n: u8) -> Vec<SeatFace> {
        ["Ann", "Bob <b>&", "Cat", "Dan", "Eve", "Fay", "Gus"][..usize::from(n)]
            .iter()
            .map(|n| SeatFace::person(n))
            .collect()
    }

    /// A game a few actions in: bids made, a card or two on the table.
    fn played(seats: u8, actions: usize) -> OhHell {
        let options = Options {
            jokers: true,
            ..Options::default()
        };
        let mut game = OhHell::new(options, seats, 3).unwrap();
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
        for seats in 3..=7 {
            let game = played(seats, usize::from(seats) + 2);
            let view = Game::view(&game, None);
            let faces = faces(seats);
            for lang in Lang::ALL {
                let picture = OhHellPicture::new(&faces, &view).unwrap().in_lang(lang);
                let svg = oh_hell_svg(&picture);
                assert!(png(&svg).unwrap().starts_with(b"\x89PNG"));
                assert!(svg.contains("Bob &lt;b&gt;&amp;"), "names are escaped");
                for (_, c) in view.trick.plays(seats) {
                    let drawn = match c.as_standard() {
                        Some(_) => format!("data-card=\"{}\"", c.code()),
                        None => format!(">{}</text>", c.code()),
                    };
                    assert!(svg.contains(&drawn), "the trick's {c:?} is drawn");
                }
                let alt = oh_hell_alt(&picture);
                for face in &faces {
                    assert!(alt.contains(&face.name), "{lang:?}: {} in {alt}", face.name);
                }
            }
        }
    }

    /// Writes a picture to look at: `OH_HELL_PNG=/tmp/t.png OH_HELL_SEATS=7 cargo test --lib
    /// write_a_sample`.
    #[test]
    fn write_a_sample_when_asked() {
        let Ok(path) = std::env::var("OH_HELL_PNG") else {
            return;
        };
        let seats = std::env::var("OH_HELL_SEATS")
            .ok()
            .and_then(|n| n.parse().ok())
            .filter(|n| (3..=7).contains(n))
            .unwrap_or(5);
        let game = played(seats, usize::from(seats) + 2);
        let view = Game::view(&game, None);
        let faces = faces(seats);
        let picture = OhHellPicture::new(&faces, &view).unwrap();
        std::fs::write(path, png(&oh_hell_svg(&picture)).unwrap()).unwrap();
    }

    /// A rectangle: left, top, right, bottom.
    type Rect = (i32, i32, i32, i32);

    fn apart(a: Rect, b: Rect) -> bool {
        a.2 <= b.0 || b.2 <= a.0 || a.3 <= b.1 || b.3 <= a.1
    }

    /// At every table size the plates, the trick's cards, the turned card (with its word)
    /// and the header and footer lines keep clear of one another and of the edges.
    #[test]
    fn nothing_drawn_overlaps_at_three_to_seven_seats() {
        let turned: Rect = (20, 20, 20 + CARD.w, 20 + CARD.h + 26);
        let header: Rect = (0, 0, WIDTH, 44);
        let footer: Rect = (0, HEIGHT - 36, WIDTH, HEIGHT);
        for seats in 3..=7u8 {
            let plates: Vec<Rect> = Seat::all(seats)
                .map(|s| {
                    let (x, y) = plate_at(seats, s);
                    let (l, t) = (x - PLATE_W / 2, y - PLATE_H / 2);
                    (l, t, l + PLATE_W, t + PLATE_H)
                })
                .collect();
            let cards: Vec<Rect> = Seat::all(seats)
                .map(|s| {
                    let (px, py) = plate_at(seats, s);
                    let (x, y) = (CX + (px - CX) * 2 / 5, CY + (py - CY) * 2 / 5);
                    let (l, t) = (x - CARD.w / 2, y - CARD.h / 2);
                    (l, t, l + CARD.w, t + CARD.h)
                })
                .collect();
            for (i, &a) in plates.iter().chain(&cards).enumerate() {
                assert!(
                    a.0 >= 0 && a.1 >= 0 && a.2 <= WIDTH && a.3 <= HEIGHT,
                    "{seats} seats: {a:?} off the picture"
                );
                for fixed in [turned, header, footer] {
                    assert!(apart(a, fixed), "{seats} seats: {a:?} over {fixed:?}");
                }
                for (j, &b) in plates.iter().chain(&cards).enumerate() {
                    assert!(i == j || apart(a, b), "{seats} seats: {a:?} over {b:?}");
                }
            }
        }
    }

    #[test]
    fn a_seats_own_view_is_refused() {
        let game = played(4, 0);
        let view = Game::view(&game, Some(Seat(1)));
        assert!(OhHellPicture::new(&faces(4), &view).is_err());
        let public = Game::view(&game, None);
        assert!(OhHellPicture::new(&faces(3), &public).is_err());
    }
}
