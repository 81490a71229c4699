//! A trick's reveal, drawn: the bid and its verdict on top, then one row per seat in
//! playing order (the bidder first, with the ribs turned over), each with its two cards,
//! its outcome in the game's own words, and what it captured. The same facts as the text
//! reveal (`discord::render::reveal`).

use super::svg::{Anchor, CardSize, Svg, colour, pill_width};
use super::{Label, RevealPicture, alt_text, drawn_names, font, spoken_names};
use crate::games::ribs::trick::in_playing_order;
use crate::games::ribs::{Outcome, Seat, SeenPlay, SeenTrick};
use crate::t;
use crate::text::Lang;

const WIDTH: i32 = 800;
/// The title, the verdict and the column heads.
const TOP: i32 = 128;
const ROW_H: i32 = 72;
const BOTTOM: i32 = 14;
const CARD: CardSize = CardSize::new(44);

/// Where each column starts.
const NAME_X: i32 = 24;
const CARDS_X: i32 = 276;
const OUTCOME_X: i32 = 392;
const CAPTURED_X: i32 = 612;

/// The height of the reveal of a trick of `seats`: one row a seat.
pub(super) fn height(seats: u8) -> i32 {
    TOP + i32::from(seats) * ROW_H + BOTTOM
}

/// An outcome as the reveal names it, in a word or two (`pic-outcome-` and the engine's
/// name of it, `Outcome::as_str`).
fn outcome_word(lang: Lang, outcome: Outcome) -> String {
    t!(
        lang,
        &format!("ribs-pic-outcome-{}", outcome.as_str().replace('_', "-"))
    )
}

fn outcome_fill(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Beat => colour::GOOD,
        Outcome::Defeated => colour::NEUTRAL,
        Outcome::Folded => colour::FOLD,
        Outcome::Cracked => colour::CRACK,
        Outcome::CrackedToo | Outcome::LostToCrack => colour::BAD,
    }
}

/// The verdict for the bidder: made, lost, or cracked.
fn verdict(lang: Lang, t: &SeenTrick) -> (String, &'static str) {
    match (t.cracked_by, t.bid_made) {
        (Some(_), _) => (t!(lang, "ribs-pic-verdict-cracked"), colour::CRACK),
        (None, true) => (t!(lang, "ribs-pic-verdict-made"), colour::GOOD),
        (None, false) => (t!(lang, "ribs-pic-verdict-lost"), colour::BAD),
    }
}

/// A trick's reveal as an SVG 800 pixels wide and as high as its seats need (a row each:
/// 430 for four seats, 862 for ten). The ribs and the face-up plays are turned over; a fold stays
/// two card backs, whatever the trick knows of it.
pub fn reveal_svg(picture: &RevealPicture<'_>) -> String {
    let (t, lang) = (picture.trick, picture.lang);
    let n = t.seats();
    let names = drawn_names(lang, picture.seats);
    let unknown = Label {
        name: "?".into(),
        mark: String::new(),
    };
    let label = |s: Seat| names.get(s.index()).unwrap_or(&unknown);
    // A name cut to leave `rest` room on a line of `max` pixels.
    let named = |s: Seat, rest: &str, size: f32, bold: bool, max: f32| {
        let room = max - font::width(rest, size, bold);
        label(s).fit(&[size], bold, room).0
    };
    let mut svg = Svg::new(WIDTH, height(n));
    svg.comment("title");
    let max = (WIDTH - 2 * NAME_X) as f32;
    let title = |who: &str| {
        t!(
            lang,
            "ribs-pic-reveal-title",
            trick = t.trick + 1,
            who = who,
            bid = t.bid
        )
    };
    let title = title(&named(t.bidder, &title(""), 28.0, true, max));
    svg.text(
        NAME_X,
        42,
        28,
        true,
        colour::LIGHT,
        Anchor::Start,
        &font::fit(&title, 28.0, true, max),
    );
    let (word, fill) = verdict(lang, t);
    let pw = pill_width(19, &word);
    svg.pill(NAME_X + pw / 2, 58, 19, fill, "#ffffff", &word);
    let because_x = NAME_X + pw + 12;
    let room = (WIDTH - NAME_X - because_x) as f32;
    let because = match t.cracked_by {
        Some(c) => {
            let rest = t!(lang, "ribs-pic-takes-all", who = "");
            t!(
                lang,
                "ribs-pic-takes-all",
                who = named(c, &rest, 21.0, false, room)
            )
        }
        None => t!(
            lang,
            "ribs-pic-worth",
            worth = t.defeated_value,
            bid = t.bid
        ),
    };
    svg.text(
        because_x,
        80,
        21,
        false,
        colour::LIGHT,
        Anchor::Start,
        &font::fit(&because, 21.0, false, room),
    );
    svg.comment("column heads");
    for (x, head, next) in [
        (NAME_X, "ribs-pic-head-player", CARDS_X),
        (CARDS_X, "ribs-pic-head-played", OUTCOME_X),
        (OUTCOME_X, "ribs-pic-head-outcome", CAPTURED_X),
        (CAPTURED_X, "ribs-pic-head-captured", WIDTH - 12),
    ] {
        let head = font::fit(&t!(lang, head), 17.0, false, (next - x - 8) as f32);
        svg.text(x, TOP - 10, 17, false, "#aab4be", Anchor::Start, &head);
    }
    let rows = std::iter::once(t.bidder).chain(in_playing_order(t.bidder, n));
    for (i, seat) in rows.enumerate() {
        let face = picture.seats.get(seat.index());
        let robot = face.is_some_and(|f| f.computer || f.autopilot);
        row(&mut svg, lang, t, (i as i32, seat), label(seat), robot);
    }
    svg.finish()
}

/// One seat's row: name, cards, outcome, captures.
fn row(
    svg: &mut Svg,
    lang: Lang,
    t: &SeenTrick,
    (i, seat): (i32, Seat),
    label: &Label,
    robot: bool,
) {
    let y = TOP + i * ROW_H;
    let bidder = seat == t.bidder;
    svg.comment(&format!("seat {} row", seat.0 + 1));
    let stripe = if bidder {
        "#33402f"
    } else if i % 2 == 0 {
        "#2a313b"
    } else {
        "#262c35"
    };
    svg.rect(12, y + 3, WIDTH - 24, ROW_H - 6, 10, stripe, None);
    let mut name_x = NAME_X;
    if robot {
        svg.robot(name_x, y + 16, 20, "#aab4be");
        name_x += 26;
    }
    let room = (CARDS_X - 12 - name_x) as f32;
    let name_y = if bidder { y + 33 } else { y + 43 };
    let (name, size) = label.fit(&[22.0, 19.0], true, room);
    svg.text(
        name_x,
        name_y,
        size as i32,
        true,
        colour::LIGHT,
        Anchor::Start,
        &name,
    );
    if bidder {
        svg.text(
            NAME_X,
            y + 58,
            18,
            false,
            "#aab4be",
            Anchor::Start,
            &font::fit(
                &t!(lang, "ribs-pic-bidder-ribs"),
                18.0,
                false,
                (CARDS_X - 12 - NAME_X) as f32,
            ),
        );
    }
    let card_y = y + (ROW_H - CARD.h) / 2;
    let (word, fill) = if bidder {
        svg.pair(CARDS_X, card_y, CARD, t.ribs);
        verdict(lang, t)
    } else {
        match t.plays[seat] {
            Some(SeenPlay::FaceUp(cards)) => svg.pair(CARDS_X, card_y, CARD, cards),
            // A fold is never turned over in a reveal, even where the trick knows it.
            Some(SeenPlay::Folded(_)) | None => svg.backs(CARDS_X, card_y, CARD),
        }
        let outcome = t.outcomes[seat];
        (outcome_word(lang, outcome), outcome_fill(outcome))
    };
    let word = font::fit(&word, 20.0, true, (CAPTURED_X - OUTCOME_X - 30) as f32);
    let pw = pill_width(20, &word);
    svg.pill(OUTCOME_X + pw / 2, y + 20, 20, fill, "#ffffff", &word);
    let won = t.captured[seat];
    if won.is_empty() {
        svg.text(
            CAPTURED_X,
            y + 43,
            20,
            false,
            "#8d99a6",
            Anchor::Start,
            &t!(lang, "ribs-pic-nothing"),
        );
    } else {
        svg.text(
            CAPTURED_X,
            y + 33,
            22,
            true,
            colour::LIGHT,
            Anchor::Start,
            &t!(lang, "ribs-pic-won-points", points = won.points()),
        );
        svg.text(
            CAPTURED_X,
            y + 58,
            18,
            false,
            "#aab4be",
            Anchor::Start,
            &t!(lang, "ribs-pic-won-cards", cards = won.len()),
        );
    }
}

/// What [`reveal_svg`] shows, in a few plain sentences (at most
/// [`super::ALT_MAX_CHARS`] characters): the bid and the ribs, each play and its outcome,
/// the verdict, and who captured what.
pub fn reveal_alt(picture: &RevealPicture<'_>) -> String {
    let (t, lang) = (picture.trick, picture.lang);
    let n = t.seats();
    let names = spoken_names(lang, picture.seats);
    let name = |s: Seat| names.get(s.index()).map_or("?", String::as_str);
    let [r1, r2] = t.ribs;
    let mut sentences = vec![t!(
        lang,
        "ribs-pic-alt-reveal",
        trick = t.trick + 1,
        who = name(t.bidder),
        bid = t.bid,
        cards = format!("{r1} {r2}")
    )];
    let plays: Vec<String> = in_playing_order(t.bidder, n)
        .filter_map(|s| match t.plays[s]? {
            SeenPlay::FaceUp([a, b]) => Some(t!(
                lang,
                "ribs-pic-alt-reveal-play",
                who = name(s),
                cards = format!("{a} {b}"),
                outcome = outcome_word(lang, t.outcomes[s])
            )),
            SeenPlay::Folded(_) => Some(t!(lang, "ribs-pic-alt-reveal-fold", who = name(s))),
        })
        .collect();
    if !plays.is_empty() {
        sentences.push(format!("{}.", plays.join("; ")));
    }
    sentences.push(match t.cracked_by {
        Some(c) => t!(lang, "ribs-pic-alt-cracked", who = name(c)),
        None if t.bid_made => t!(
            lang,
            "ribs-pic-alt-made",
            worth = t.defeated_value,
            bid = t.bid
        ),
        None => t!(
            lang,
            "ribs-pic-alt-lost",
            worth = t.defeated_value,
            bid = t.bid
        ),
    });
    let captures: Vec<String> = Seat::all(n)
        .filter(|s| !t.captured[*s].is_empty())
        .map(|s| {
            let won = t.captured[s];
            t!(
                lang,
                "ribs-pic-alt-capture",
                who = name(s),
                cards = won.len(),
                points = won.points()
            )
        })
        .collect();
    if captures.is_empty() {
        sentences.push(t!(lang, "ribs-pic-alt-nobody"));
    } else {
        sentences.push(t!(
            lang,
            "ribs-pic-alt-captured",
            captures = captures.join(", ")
        ));
    }
    alt_text(&sentences)
}
