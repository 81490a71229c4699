//! The one font every picture is drawn in, embedded in the binary: DejaVu Sans (regular and
//! bold, from Debian's `fonts-dejavu-core`; licence in `assets/fonts/LICENSE-DejaVu.txt`).
//!
//! A picture must look the same on every machine and must never read the system's fonts,
//! so the font database that usvg shapes text with is filled here, once, from these bytes
//! alone. The same bytes answer the two questions the layout asks before it writes any
//! text: can the font draw this character (a name in a script it lacks falls back), and
//! how wide is this text (a long name is cut to fit its seat). They also give the outlines
//! of the few characters on a card's face, which the pictures draw as shapes (see
//! [`outline`]).

use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::{Arc, LazyLock};

use resvg::usvg::fontdb;
use skrifa::charmap::Charmap;
use skrifa::instance::{LocationRef, Size};
use skrifa::metrics::GlyphMetrics;
use skrifa::outline::{DrawSettings, OutlinePen};
use skrifa::raw::TableProvider as _;
use skrifa::{FontRef, MetadataProvider};

/// The family name both faces declare, as the SVG asks for it.
pub(super) const FAMILY: &str = "DejaVu Sans";

static REGULAR_TTF: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
static BOLD_TTF: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

/// The font database usvg shapes text with: the two embedded faces and nothing else (no
/// `load_system_fonts`). Built on first use and shared, since building it copies the
/// fonts.
pub(super) static FONTS: LazyLock<Arc<fontdb::Database>> = LazyLock::new(|| {
    let mut db = fontdb::Database::new();
    db.load_font_data(REGULAR_TTF.to_vec());
    db.load_font_data(BOLD_TTF.to_vec());
    db.set_sans_serif_family(FAMILY);
    Arc::new(db)
});

/// One face's character map and advance widths, read from the embedded bytes.
struct Face {
    font: FontRef<'static>,
    charmap: Charmap<'static>,
    metrics: GlyphMetrics<'static>,
    units_per_em: f32,
}

impl Face {
    /// # Panics
    /// When the embedded bytes are not a font: impossible for the files shipped in
    /// `assets/fonts/`, and the tests load both faces.
    fn load(data: &'static [u8]) -> Face {
        let font = FontRef::new(data).expect("the embedded DejaVu Sans is a valid font");
        let metrics = font.glyph_metrics(Size::unscaled(), LocationRef::default());
        let units_per_em = f32::from(font.head().map_or(2048, |h| h.units_per_em()));
        Face {
            font: font.clone(),
            charmap: font.charmap(),
            metrics,
            units_per_em,
        }
    }

    fn has(&self, c: char) -> bool {
        self.charmap.map(c).is_some()
    }

    /// The advance of `c` in ems; a character the face lacks counts as a wide one.
    fn advance(&self, c: char) -> f32 {
        self.charmap
            .map(c)
            .and_then(|g| self.metrics.advance_width(g))
            .map_or(1.0, |w| w / self.units_per_em)
    }
}

/// The characters of a card's face: the ranks of both decks, A to 2 (bold), and the suits
/// with Ribs' packs' marks (plain).
pub(super) const CARD_RANKS: &str = "AKQJ1098765432";
pub(super) const CARD_SUITS: &str = "♠♥♦♣²³";

/// One character's outline, for drawing it as a shape: SVG path data in font units, y
/// down, its origin on the baseline, so that `scale(size / units_per_em)` draws it
/// `size` pixels high.
pub(super) struct Outline {
    /// The id its `<path>` has in a picture's `<defs>`.
    pub id: String,
    pub d: String,
    /// Its advance, in ems.
    pub advance: f32,
}

/// The size of both faces' em, in font units.
pub(super) fn units_per_em() -> f32 {
    REGULAR.units_per_em
}

/// The outline of `c` on a card's face (one of [`CARD_RANKS`] in bold, or of
/// [`CARD_SUITS`] plain), or `None` for any other character.
///
/// Why shapes: usvg shapes every `<text>` afresh, building the font's shaping tables each
/// time, and a ten-seat picture holds some forty card faces. Drawn as `<use>` of outlines
/// read once, the same faces cost a fraction, look the same, and need no shaping (ranks
/// and suits never kern or join).
pub(super) fn outline(c: char, bold: bool) -> Option<&'static Outline> {
    OUTLINES.get(&(c, bold))
}

static OUTLINES: LazyLock<HashMap<(char, bool), Outline>> = LazyLock::new(|| {
    let mut all = HashMap::new();
    let wanted = CARD_RANKS
        .chars()
        .map(|c| (c, true))
        .chain(CARD_SUITS.chars().map(|c| (c, false)));
    for (c, bold) in wanted {
        let face: &Face = if bold { &BOLD } else { &REGULAR };
        let Some(glyph) = face.charmap.map(c) else {
            continue;
        };
        let Some(shape) = face.font.outline_glyphs().get(glyph) else {
            continue;
        };
        let mut pen = SvgPen(String::new());
        let settings = DrawSettings::unhinted(Size::unscaled(), LocationRef::default());
        if shape.draw(settings, &mut pen).is_err() {
            continue;
        }
        let id = format!("{}{:x}", if bold { "gb" } else { "gr" }, c as u32);
        all.insert(
            (c, bold),
            Outline {
                id,
                d: pen.0.trim_end().to_string(),
                advance: face.advance(c),
            },
        );
    }
    all
});

/// Writes an outline as SVG path data, y flipped (fonts count up, SVG down); DejaVu's
/// outlines lie on whole font units, so they are written whole.
struct SvgPen(String);

impl OutlinePen for SvgPen {
    fn move_to(&mut self, x: f32, y: f32) {
        let _ = write!(self.0, "M{} {} ", x.round(), -y.round());
    }
    fn line_to(&mut self, x: f32, y: f32) {
        let _ = write!(self.0, "L{} {} ", x.round(), -y.round());
    }
    fn quad_to(&mut self, cx0: f32, cy0: f32, x: f32, y: f32) {
        let _ = write!(
            self.0,
            "Q{} {} {} {} ",
            cx0.round(),
            -cy0.round(),
            x.round(),
            -y.round()
        );
    }
    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        let _ = write!(
            self.0,
            "C{} {} {} {} {} {} ",
            cx0.round(),
            -cy0.round(),
            cx1.round(),
            -cy1.round(),
            x.round(),
            -y.round()
        );
    }
    fn close(&mut self) {
        self.0.push_str("Z ");
    }
}

static REGULAR: LazyLock<Face> = LazyLock::new(|| Face::load(REGULAR_TTF));
static BOLD: LazyLock<Face> = LazyLock::new(|| Face::load(BOLD_TTF));

/// Whether both faces can draw `c` (names are drawn bold and plain). Control characters
/// never can: they are not text.
pub(super) fn drawable(c: char) -> bool {
    !c.is_control() && REGULAR.has(c) && BOLD.has(c)
}

/// The width of `text` at `size` pixels, without kerning (which only narrows DejaVu's
/// pairs a little, so a text measured to fit does fit).
pub(super) fn width(text: &str, size: f32, bold: bool) -> f32 {
    let face: &Face = if bold { &BOLD } else { &REGULAR };
    text.chars().map(|c| face.advance(c)).sum::<f32>() * size
}

/// `text` if it fits in `max` pixels at `size`, else as much of it as fits followed by an
/// ellipsis (in one pass, so that even an absurdly long name costs little).
pub(super) fn fit(text: &str, size: f32, bold: bool, max: f32) -> String {
    if width(text, size, bold) <= max {
        return text.to_string();
    }
    let face: &Face = if bold { &BOLD } else { &REGULAR };
    let room = max - width("…", size, bold);
    let mut used = 0.0;
    let mut kept = String::new();
    for c in text.chars() {
        used += face.advance(c) * size;
        if used > room {
            break;
        }
        kept.push(c);
    }
    format!("{}…", kept.trim_end())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_embedded_faces_load_and_share_one_family() {
        let db = &*FONTS;
        assert_eq!(db.len(), 2);
        for face in db.faces() {
            assert!(
                face.families.iter().any(|(name, _)| name == FAMILY),
                "{:?}",
                face.families
            );
        }
        assert!(REGULAR.units_per_em > 0.0 && BOLD.units_per_em > 0.0);
    }

    #[test]
    fn the_font_draws_every_symbol_the_pictures_use() {
        for c in "♠♥♦♣²³…·▶—–≥<AKQJ1098765432 abcdefghijklmnopqrstuvwxyzÉéüßØøçñ".chars()
        {
            assert!(drawable(c), "{c:?} ({:04X}) is not in the font", c as u32);
        }
    }

    #[test]
    fn every_character_of_a_card_face_has_an_outline() {
        for c in CARD_RANKS.chars() {
            let o = outline(c, true).unwrap_or_else(|| panic!("{c}"));
            assert!(
                o.d.starts_with('M') && o.d.ends_with('Z') && o.advance > 0.3,
                "{c}"
            );
        }
        for c in CARD_SUITS.chars() {
            assert!(outline(c, false).is_some(), "{c}");
        }
        assert!(outline('x', true).is_none() && outline('A', false).is_none());
        assert_eq!(units_per_em(), 2048.0);
    }

    #[test]
    fn characters_the_font_lacks_are_not_drawable() {
        for c in ['李', '🔥', '\u{0}', '\n', '\u{7}'] {
            assert!(!drawable(c), "{c:?}");
        }
    }

    #[test]
    fn a_long_text_is_cut_with_an_ellipsis_to_fit() {
        let long = "Bartholomew Featherstonehaugh";
        let cut = fit(long, 20.0, true, 150.0);
        assert!(cut.ends_with('…') && cut.len() < long.len(), "{cut}");
        assert!(width(&cut, 20.0, true) <= 150.0);
        assert_eq!(fit("Ann", 20.0, true, 150.0), "Ann");
        assert_eq!(fit("Ann", 20.0, true, 5.0), "…");
        let huge = "W".repeat(100_000);
        assert!(fit(&huge, 20.0, true, 150.0).chars().count() < 20);
        assert!(width("WWW", 20.0, true) > width("iii", 20.0, true));
    }
}
