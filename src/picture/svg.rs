//! A small SVG writer: the shapes both pictures are made of (text, boxes, pills, cards and
//! card backs), written as plain text.
//!
//! Coordinates are whole pixels, so that the same position writes the same bytes on every
//! machine (the golden files compare them byte for byte). Every card face is drawn by
//! [`Svg::card`] alone, which tags it with `data-card="<code>"`: the tests read those tags
//! to check that a picture shows no card its viewer may not see.

use std::fmt::Write as _;

use super::font;
use crate::games::ribs::{Card, Suit};

/// Colours, named for what they paint.
pub(super) mod colour {
    pub const BACKGROUND: &str = "#20252d";
    pub const FELT: &str = "#1e6b3c";
    pub const FELT_EDGE: &str = "#5b3a1e";
    pub const PLATE: &str = "#f6f2e7";
    pub const PLATE_EDGE: &str = "#b9b09a";
    pub const INK: &str = "#1b1b1b";
    pub const MUTED: &str = "#5a5a5a";
    pub const LIGHT: &str = "#eef3ee";
    pub const TURN: &str = "#f5c542";
    pub const RED_SUIT: &str = "#c8102e";
    pub const BLACK_SUIT: &str = "#111111";
    pub const BACK: &str = "#1f3f8f";
    pub const BACK_LIGHT: &str = "#4f78d0";
    pub const DECK_BACK: &str = "#8e1b2b";
    pub const DECK_BACK_LIGHT: &str = "#d4505f";
    pub const GOOD: &str = "#2e7d32";
    pub const BAD: &str = "#b3261e";
    pub const NEUTRAL: &str = "#546e7a";
    pub const FOLD: &str = "#37474f";
    pub const CRACK: &str = "#8e24aa";
}

/// How a piece of text sits on its x coordinate.
#[derive(Clone, Copy)]
pub(super) enum Anchor {
    Start,
    Middle,
    End,
}

/// A card's width and height at one size; its text scales with it.
#[derive(Clone, Copy)]
pub(super) struct CardSize {
    pub w: i32,
    pub h: i32,
}

impl CardSize {
    pub const fn new(w: i32) -> CardSize {
        CardSize { w, h: w * 7 / 5 }
    }

    /// The width of two cards side by side.
    pub const fn pair(self) -> i32 {
        2 * self.w + PAIR_GAP
    }
}

/// The space between the two cards of a pair.
pub(super) const PAIR_GAP: i32 = 4;

/// Text with `&`, `<`, `>` and quotes escaped for XML.
pub(super) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out
}

/// What a face shows: its code (the `data-card` tag), its rank, its suit (with any mark
/// after it) and its colour.
struct FaceMarks<'a> {
    code: &'a str,
    rank: &'a str,
    suit: &'a str,
    red: bool,
}

/// A back's colours: its field and the lattice of diamonds on it.
#[derive(Clone, Copy)]
pub(super) struct BackColours {
    pub field: &'static str,
    pub lattice: &'static str,
}

impl BackColours {
    /// Ribs' pack: blue.
    pub const RIBS: BackColours = BackColours {
        field: colour::BACK,
        lattice: colour::BACK_LIGHT,
    };
    /// The standard 52-card deck: red, so that the two decks' backs are told apart.
    pub const DECK: BackColours = BackColours {
        field: colour::DECK_BACK,
        lattice: colour::DECK_BACK_LIGHT,
    };
}

/// An SVG document being written.
pub(super) struct Svg {
    out: String,
    /// The outlines drawn so far, defined once at the end of the document.
    outlines: Vec<&'static font::Outline>,
}

impl Svg {
    /// A document of `w`×`h` pixels on the dark background.
    pub fn new(w: i32, h: i32) -> Svg {
        let mut out = String::with_capacity(16 * 1024);
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
             viewBox=\"0 0 {w} {h}\" font-family=\"{}\">",
            font::FAMILY
        );
        let _ = writeln!(
            out,
            "<rect width=\"{w}\" height=\"{h}\" fill=\"{}\" shape-rendering=\"crispEdges\"/>",
            colour::BACKGROUND
        );
        Svg {
            out,
            outlines: Vec::new(),
        }
    }

    /// A document of `w`×`h` pixels with nothing behind what is drawn (a card face shown
    /// as an emoji).
    pub fn transparent(w: i32, h: i32) -> Svg {
        let mut out = String::with_capacity(4 * 1024);
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
             viewBox=\"0 0 {w} {h}\" font-family=\"{}\">",
            font::FAMILY
        );
        Svg {
            out,
            outlines: Vec::new(),
        }
    }

    pub fn finish(mut self) -> String {
        if !self.outlines.is_empty() {
            self.out.push_str("<defs>\n");
            for o in &self.outlines {
                let _ = writeln!(self.out, "<path id=\"{}\" d=\"{}\"/>", o.id, o.d);
            }
            self.out.push_str("</defs>\n");
        }
        self.out.push_str("</svg>\n");
        self.out
    }

    /// A comment naming the part that follows, so a golden file's diff says what moved.
    pub fn comment(&mut self, what: &str) {
        let safe = what.replace("--", "- -");
        let _ = writeln!(self.out, "<!-- {safe} -->");
    }

    /// A filled box with rounded corners and an optional outline `(colour, width)`.
    #[allow(clippy::too_many_arguments)]
    pub fn rect(
        &mut self,
        x: i32,
        y: i32,
        w: i32,
        h: i32,
        r: i32,
        fill: &str,
        stroke: Option<(&str, i32)>,
    ) {
        let _ = write!(
            self.out,
            "<rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" rx=\"{r}\" fill=\"{fill}\""
        );
        if let Some((colour, width)) = stroke {
            let _ = write!(self.out, " stroke=\"{colour}\" stroke-width=\"{width}\"");
        }
        self.out.push_str("/>\n");
    }

    pub fn ellipse(&mut self, cx: i32, cy: i32, rx: i32, ry: i32, fill: &str, stroke: (&str, i32)) {
        let _ = writeln!(
            self.out,
            "<ellipse cx=\"{cx}\" cy=\"{cy}\" rx=\"{rx}\" ry=\"{ry}\" fill=\"{fill}\" \
             stroke=\"{}\" stroke-width=\"{}\"/>",
            stroke.0, stroke.1
        );
    }

    pub fn circle(&mut self, cx: i32, cy: i32, r: i32, fill: &str, stroke: (&str, i32)) {
        let _ = writeln!(
            self.out,
            "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"{r}\" fill=\"{fill}\" stroke=\"{}\" \
             stroke-width=\"{}\"/>",
            stroke.0, stroke.1
        );
    }

    /// One line of text; `y` is its baseline.
    #[allow(clippy::too_many_arguments)]
    pub fn text(
        &mut self,
        x: i32,
        y: i32,
        size: i32,
        bold: bool,
        fill: &str,
        anchor: Anchor,
        text: &str,
    ) {
        let anchor = match anchor {
            Anchor::Start => "",
            Anchor::Middle => " text-anchor=\"middle\"",
            Anchor::End => " text-anchor=\"end\"",
        };
        let weight = if bold { " font-weight=\"bold\"" } else { "" };
        let _ = writeln!(
            self.out,
            "<text x=\"{x}\" y=\"{y}\" font-size=\"{size}\"{weight} fill=\"{fill}\"{anchor}>{}</text>",
            escape(text)
        );
    }

    /// A word in a rounded box of colour `fill`, centred on `cx`, with its top at `y`; the
    /// box is as wide as the word needs.
    pub fn pill(&mut self, cx: i32, y: i32, size: i32, fill: &str, ink: &str, word: &str) {
        let w = pill_width(size, word);
        let h = size + size / 2 + 2;
        self.rect(cx - w / 2, y, w, h, h / 2, fill, None);
        self.text(
            cx,
            y + size + size / 6,
            size,
            true,
            ink,
            Anchor::Middle,
            word,
        );
    }

    /// A card face up, its top left corner at (`x`, `y`): the rank, and under it the suit
    /// with the pack's superscript from the fifth copy of a rank on, exactly as the text
    /// shows the card (`K♥²`). Red and black suits, but the suit's shape tells it first.
    pub fn card(&mut self, x: i32, y: i32, size: CardSize, card: Card) {
        let text = card.to_string();
        let rank = card.rank.symbol();
        let red = matches!(card.suit(), Suit::Hearts | Suit::Diamonds);
        let marks = FaceMarks {
            code: &card.code(),
            rank,
            suit: &text[rank.len()..],
            red,
        };
        self.face(x, y, size, &marks);
    }

    /// A card of the standard 52-card deck face up, drawn as [`Svg::card`] draws Ribs'
    /// (`10♥`, tagged `data-card="10h"`).
    pub fn deck_card(&mut self, x: i32, y: i32, size: CardSize, card: crate::cards::Card) {
        let mut suit = [0; 4];
        let marks = FaceMarks {
            code: &card.code(),
            rank: card.rank.symbol(),
            suit: card.suit.symbol().encode_utf8(&mut suit),
            red: card.suit.is_red(),
        };
        self.face(x, y, size, &marks);
    }

    /// A face of any deck: its rank over its suit, tagged with its code.
    fn face(&mut self, x: i32, y: i32, size: CardSize, marks: &FaceMarks<'_>) {
        let CardSize { w, h } = size;
        let ink = if marks.red {
            colour::RED_SUIT
        } else {
            colour::BLACK_SUIT
        };
        let rank = marks.rank;
        let rank_size = if rank.len() > 1 { w * 9 / 20 } else { w / 2 };
        let _ = writeln!(self.out, "<g data-card=\"{}\">", escape(marks.code));
        self.rect(x, y, w, h, w / 9, "#ffffff", Some(("#3b3b3b", 1)));
        let cx = x + w / 2;
        self.outlined(cx, y + h * 2 / 5, rank_size, true, ink, rank);
        self.outlined(cx, y + h * 17 / 20, w / 2, false, ink, marks.suit);
        self.out.push_str("</g>\n");
    }

    /// A card face's `text` centred on `cx`, its baseline at `y`, drawn from the font's
    /// outlines ([`font::outline`]); as plain text should a character have none.
    fn outlined(&mut self, cx: i32, y: i32, size: i32, bold: bool, fill: &str, text: &str) {
        let shapes: Option<Vec<&'static font::Outline>> =
            text.chars().map(|c| font::outline(c, bold)).collect();
        let Some(shapes) = shapes else {
            self.text(cx, y, size, bold, fill, Anchor::Middle, text);
            return;
        };
        let size = size as f32;
        let scale = size / font::units_per_em();
        let mut pen = cx as f32 - shapes.iter().map(|o| o.advance).sum::<f32>() * size / 2.0;
        let _ = write!(self.out, "<g fill=\"{fill}\">");
        for o in shapes {
            let _ = write!(
                self.out,
                "<use href=\"#{}\" transform=\"translate({pen:.1} {y}) scale({scale:.5})\"/>",
                o.id
            );
            pen += o.advance * size;
            if !self.outlines.iter().any(|u| u.id == o.id) {
                self.outlines.push(o);
            }
        }
        self.out.push_str("</g>\n");
    }

    /// A card face down: a white border around a blue back with a lattice of diamonds.
    ///
    /// The lattice is one path of small diamonds rather than an SVG `<pattern>`, which resvg
    /// renders into a tile and resamples for every back (several times the cost).
    pub fn back(&mut self, x: i32, y: i32, size: CardSize) {
        self.back_in(x, y, size, BackColours::RIBS);
    }

    /// [`Svg::back`] in other colours (each deck has its own back).
    pub fn back_in(&mut self, x: i32, y: i32, size: CardSize, colours: BackColours) {
        let CardSize { w, h } = size;
        self.rect(x, y, w, h, w / 9, "#ffffff", Some(("#3b3b3b", 1)));
        let inset = (w / 12).max(3);
        let (ix, iy, iw, ih) = (x + inset, y + inset, w - 2 * inset, h - 2 * inset);
        self.rect(ix, iy, iw, ih, w / 14, colours.field, None);
        // Diamonds of half-width 3 on an 8-pixel grid, centred in the inner box, each whole.
        let (cols, rows) = ((iw - 2) / 8, (ih - 2) / 8);
        let left = ix + (iw - (cols - 1) * 8) / 2;
        let top = iy + (ih - (rows - 1) * 8) / 2;
        let mut d = String::new();
        for r in 0..rows {
            for c in 0..cols {
                let (cx, cy) = (left + c * 8, top + r * 8);
                let _ = write!(d, "M{} {cy}l3 -3l3 3l-3 3z", cx - 3);
            }
        }
        let _ = writeln!(self.out, "<path d=\"{d}\" fill=\"{}\"/>", colours.lattice);
    }

    /// Two cards side by side, face up.
    pub fn pair(&mut self, x: i32, y: i32, size: CardSize, cards: [Card; 2]) {
        self.card(x, y, size, cards[0]);
        self.card(x + size.w + PAIR_GAP, y, size, cards[1]);
    }

    /// Two cards side by side, face down.
    pub fn backs(&mut self, x: i32, y: i32, size: CardSize) {
        self.back(x, y, size);
        self.back(x + size.w + PAIR_GAP, y, size);
    }

    /// A small robot's head, `s` pixels high, its top left corner at (`x`, `y`): the mark
    /// of a seat a computer plays (the text front ends use 🤖, which the font lacks).
    pub fn robot(&mut self, x: i32, y: i32, s: i32, fill: &str) {
        let head_y = y + s / 5;
        let head_h = s - s / 5;
        let _ = writeln!(
            self.out,
            "<g><rect x=\"{}\" y=\"{y}\" width=\"{}\" height=\"{}\" fill=\"{fill}\"/>\
             <circle cx=\"{}\" cy=\"{y}\" r=\"{}\" fill=\"{fill}\"/>",
            x + s / 2 - 1,
            2,
            s / 5,
            x + s / 2,
            (s / 9).max(2),
        );
        self.rect(x, head_y, s, head_h, s / 5, fill, None);
        let eye = (s / 8).max(2);
        let eye_y = head_y + head_h * 2 / 5;
        let _ = writeln!(
            self.out,
            "<circle cx=\"{}\" cy=\"{eye_y}\" r=\"{eye}\" fill=\"#ffffff\"/>\
             <circle cx=\"{}\" cy=\"{eye_y}\" r=\"{eye}\" fill=\"#ffffff\"/>\
             <rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#ffffff\"/></g>",
            x + s * 3 / 10,
            x + s * 7 / 10,
            x + s * 3 / 10,
            head_y + head_h * 7 / 10,
            s * 2 / 5,
            (s / 10).max(2),
        );
    }
}

/// The width of the box [`Svg::pill`] draws around `word`.
pub(super) fn pill_width(size: i32, word: &str) -> i32 {
    font::width(word, size as f32, true).ceil() as i32 + size
}
