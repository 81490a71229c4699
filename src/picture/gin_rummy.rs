//! A Gin Rummy table, drawn from its public view (`TableInfo<GinRummy>::public`): the two
//! players facing each other, each with their points, hands won and cards held; the
//! stock face down with its size and the up card face up between them; the knock, once
//! there is one, in words at the foot. The alt text says the same in words. The view
//! holds neither hand, the stock's cards nor the knock card, so none can be drawn.

use super::plate::{Plate, seat_plate};
use super::svg::{Anchor, CardSize, Svg, colour};
use super::{PictureError, SeatFace, alt_text, check_seats, drawn_names, spoken_names};
use crate::core::Seat;
use crate::games::gin_rummy::{GinView, Phase, SEATS};
use crate::t;
use crate::text::{Lang, gin_rummy as words};

const WIDTH: i32 = 800;
const HEIGHT: i32 = 480;
const PLATE_W: i32 = 300;
const PLATE_H: i32 = 64;
const CARD: CardSize = CardSize::new(70);
/// The piles' top edge, and the stock's and the discard pile's left edges.
const PILES_Y: i32 = 160;
const STOCK_X: i32 = WIDTH / 2 - CARD.w - 40;
const DISCARD_X: i32 = WIDTH / 2 + 40;
/// The height of a pile's word under it.
const WORD_H: i32 = 26;

/// A Gin Rummy table as everyone may see it, and who sits where.
#[derive(Clone, Copy, Debug)]
pub struct GinRummyPicture<'a> {
    seats: &'a [SeatFace],
    view: &'a GinView,
    lang: Lang,
}

impl<'a> GinRummyPicture<'a> {
    /// The picture of `view` with `seats[i]` in seat `i`.
    ///
    /// # Errors
    /// When `view` is a seat's own (it holds its cards: a public picture takes the
    /// spectator's view), or when there is not one face per seat.
    pub fn new(
        seats: &'a [SeatFace],
        view: &'a GinView,
    ) -> Result<GinRummyPicture<'a>, PictureError> {
        if let Some(seat) = view.seat {
            return Err(PictureError::NotPublic { seat });
        }
        check_seats(seats.len(), SEATS)?;
        Ok(GinRummyPicture {
            seats,
            view,
            lang: Lang::En,
        })
    }

    /// The picture with its words, and its alt text, in `lang` (English by default).
    #[must_use]
    pub fn in_lang(self, lang: Lang) -> GinRummyPicture<'a> {
        GinRummyPicture { lang, ..self }
    }
}

/// The top left of seat `s`'s plate: seat 1 at the top, seat 0 at the foot.
fn plate_at(s: Seat) -> (i32, i32) {
    let x = (WIDTH - PLATE_W) / 2;
    if s.0 == 0 {
        (x, HEIGHT - 44 - PLATE_H)
    } else {
        (x, 56)
    }
}

/// The words at the foot: the knock on the table, else whose turn it is.
fn foot(lang: Lang, v: &GinView, name: &dyn Fn(Seat) -> String) -> String {
    if let (Some(knock), false) = (&v.knock, v.over) {
        let id = if knock.gin {
            "gin-rummy-pic-gin"
        } else {
            "gin-rummy-pic-knock"
        };
        return t!(
            lang,
            id,
            who = name(knock.seat),
            melds = words::melds(lang, &knock.melds),
            count = knock.count
        );
    }
    let (seat, id) = match v.phase {
        Phase::Offer { seat } => (seat, "gin-rummy-pic-turn-offer"),
        Phase::FirstDraw { seat } | Phase::Draw { seat } => (seat, "gin-rummy-pic-turn-draw"),
        Phase::Discard { seat, .. } => (seat, "gin-rummy-pic-turn-discard"),
        Phase::LastChance { seat } => (seat, "gin-rummy-pic-turn-last-chance"),
        Phase::Spread { seat } => (seat, "gin-rummy-pic-turn-spread"),
        Phase::Over => return String::new(),
    };
    if v.over {
        return String::new();
    }
    t!(lang, id, who = name(seat))
}

/// The picture as SVG.
pub fn gin_rummy_svg(picture: &GinRummyPicture<'_>) -> String {
    let (v, lang) = (picture.view, picture.lang);
    let names = drawn_names(lang, picture.seats);
    let spoken = spoken_names(lang, picture.seats);
    let mut svg = Svg::new(WIDTH, HEIGHT);
    svg.comment("header");
    let title = t!(lang, "gin-rummy-pic-title", number = v.number);
    svg.text(
        WIDTH / 2,
        36,
        24,
        true,
        colour::LIGHT,
        Anchor::Middle,
        &title,
    );
    svg.comment("table");
    svg.rect(
        40,
        136,
        WIDTH - 80,
        PILES_Y + CARD.h + WORD_H + 16 - 136,
        24,
        colour::FELT,
        Some((colour::FELT_EDGE, 8)),
    );
    svg.comment("stock");
    if v.stock > 0 {
        svg.back_in(STOCK_X, PILES_Y, CARD, super::svg::BackColours::DECK);
    }
    let stock = t!(lang, "gin-rummy-pic-stock", stock = v.stock);
    let below = PILES_Y + CARD.h + 20;
    svg.text(
        STOCK_X + CARD.w / 2,
        below,
        16,
        false,
        colour::LIGHT,
        Anchor::Middle,
        &stock,
    );
    svg.comment("discard pile");
    if let Some(top) = v.top_discard() {
        svg.deck_card(DISCARD_X, PILES_Y, CARD, top);
    }
    let pile = t!(lang, "gin-rummy-pic-pile", cards = v.pile.len());
    svg.text(
        DISCARD_X + CARD.w / 2,
        below,
        16,
        false,
        colour::LIGHT,
        Anchor::Middle,
        &pile,
    );
    for seat in Seat::all(SEATS) {
        if let Some(label) = names.get(seat.index()) {
            plate(&mut svg, lang, v, seat, label);
        }
    }
    svg.comment("foot");
    let name = |s: Seat| spoken.get(s.index()).cloned().unwrap_or_default();
    let foot = foot(lang, v, &name);
    svg.text(
        WIDTH / 2,
        HEIGHT - 14,
        16,
        false,
        colour::LIGHT,
        Anchor::Middle,
        &foot,
    );
    svg.finish()
}

/// A seat's plate: its name (the dealer marked), its points, hands won and cards held.
fn plate(svg: &mut Svg, lang: Lang, v: &GinView, seat: Seat, label: &super::Label) {
    let line = t!(
        lang,
        "gin-rummy-pic-plate",
        points = v.points[seat],
        hands = v.hands_won[seat],
        held = v.held[seat]
    );
    let plate = Plate {
        at: plate_at(seat),
        size: (PLATE_W, PLATE_H),
        on_turn: !v.over && v.to_act.seats().any(|s| s == seat),
        dealer: seat == v.dealer,
        indent: 0,
        small: false,
        line: &line,
    };
    seat_plate(svg, lang, seat, &plate, label);
}

/// The picture in words: the hand, the dealer, each seat's points, the piles, the knock
/// or the turn.
pub fn gin_rummy_alt(picture: &GinRummyPicture<'_>) -> String {
    let (v, lang) = (picture.view, picture.lang);
    let names = spoken_names(lang, picture.seats);
    let name = |s: Seat| names.get(s.index()).cloned().unwrap_or_default();
    let mut sentences = vec![t!(lang, "gin-rummy-pic-alt-head", number = v.number)];
    sentences.push(t!(lang, "pic-alt-deals", who = name(v.dealer)));
    for seat in Seat::all(SEATS) {
        sentences.push(t!(
            lang,
            "gin-rummy-pic-alt-seat",
            who = name(seat),
            points = v.points[seat],
            hands = v.hands_won[seat],
            held = v.held[seat]
        ));
    }
    sentences.push(match v.top_discard() {
        Some(card) => t!(
            lang,
            "gin-rummy-pic-alt-piles",
            card = card.to_string(),
            stock = v.stock
        ),
        None => t!(lang, "gin-rummy-pic-alt-no-pile", stock = v.stock),
    });
    sentences.push(foot(lang, v, &name));
    alt_text(&sentences)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Game;
    use crate::games::gin_rummy::{GinRummy, Options};
    use crate::picture::png;

    fn faces() -> Vec<SeatFace> {
        vec![SeatFace::person("Ann"), SeatFace::person("Bob <b>&")]
    }

    /// A game `actions` actions in, each the first legal one.
    fn played(actions: usize) -> GinRummy {
        let mut game = GinRummy::new(Options::default(), 2, 3).unwrap();
        for _ in 0..actions {
            let Some(seat) = game.to_act().single() else {
                break;
            };
            let action = game.legal_actions(seat)[0];
            game.apply(seat, action).unwrap();
        }
        game
    }

    #[test]
    fn the_picture_renders_to_png_and_its_alt_names_both_players_in_every_language() {
        for actions in [0, 3, 9] {
            let game = played(actions);
            let view = Game::view(&game, None);
            let faces = faces();
            for lang in Lang::ALL {
                let picture = GinRummyPicture::new(&faces, &view).unwrap().in_lang(lang);
                let svg = gin_rummy_svg(&picture);
                assert!(png(&svg).unwrap().starts_with(b"\x89PNG"));
                assert!(svg.contains("Bob &lt;b&gt;&amp;"), "names are escaped");
                let top = view.top_discard().unwrap();
                assert!(svg.contains(&format!("data-card=\"{}\"", top.code())));
                let alt = gin_rummy_alt(&picture);
                for face in &faces {
                    assert!(alt.contains(&face.name), "{lang:?}: {} in {alt}", face.name);
                }
                for seat in Seat::all(SEATS) {
                    for card in game.hand().held(seat) - view.taken[seat] {
                        let drawn = format!("data-card=\"{}\"", card.code());
                        assert!(!svg.contains(&drawn), "{card:?} of {seat:?} drawn");
                        assert!(!alt.contains(&format!(" {card}")), "{card:?} in {alt}");
                    }
                }
            }
        }
    }

    /// Writes a picture to look at: `GIN_PNG=/tmp/g.png cargo test --lib gin_rummy_sample`.
    #[test]
    fn gin_rummy_sample_when_asked() {
        let Ok(path) = std::env::var("GIN_PNG") else {
            return;
        };
        let game = played(5);
        let view = Game::view(&game, None);
        let faces = faces();
        let picture = GinRummyPicture::new(&faces, &view).unwrap();
        std::fs::write(path, png(&gin_rummy_svg(&picture)).unwrap()).unwrap();
    }

    /// A rectangle: left, top, right, bottom.
    type Rect = (i32, i32, i32, i32);

    fn apart(a: Rect, b: Rect) -> bool {
        a.2 <= b.0 || b.2 <= a.0 || a.3 <= b.1 || b.3 <= a.1
    }

    /// At the game's one table size (two seats) the plates, the piles with their words,
    /// the header and the foot keep clear of one another and of the edges.
    #[test]
    fn nothing_drawn_overlaps_at_two_seats() {
        let header: Rect = (0, 0, WIDTH, 44);
        let footer: Rect = (0, HEIGHT - 34, WIDTH, HEIGHT);
        let pile = |x: i32| (x, PILES_Y, x + CARD.w, PILES_Y + CARD.h + WORD_H);
        let mut all = vec![header, footer, pile(STOCK_X), pile(DISCARD_X)];
        for seat in Seat::all(SEATS) {
            let (x, y) = plate_at(seat);
            all.push((x, y, x + PLATE_W, y + PLATE_H));
        }
        for (i, &a) in all.iter().enumerate() {
            assert!(
                a.0 >= 0 && a.1 >= 0 && a.2 <= WIDTH && a.3 <= HEIGHT,
                "{a:?} off the picture"
            );
            for (j, &b) in all.iter().enumerate() {
                assert!(i == j || apart(a, b), "{a:?} over {b:?}");
            }
        }
    }

    #[test]
    fn a_seats_own_view_is_refused() {
        let game = played(0);
        let view = Game::view(&game, Some(Seat(1)));
        assert!(GinRummyPicture::new(&faces(), &view).is_err());
        let public = Game::view(&game, None);
        assert!(GinRummyPicture::new(&faces()[..1], &public).is_err());
    }
}
