//! The one font every picture is drawn in, embedded in the binary: DejaVu Sans (regular and
//! bold, from Debian's `fonts-dejavu-core`; licence in `assets/fonts/LICENSE-DejaVu.txt`).
//!
//! A picture must look the same on every machine and must never read the system's fonts,
//! so the font database that usvg shapes text with is filled here, once, from these bytes
//! alone. The same bytes answer the two questions the layout asks before it writes any
//! text: can the font draw this character (a name in a script it lacks falls back), and
//! how wide is this text (a long name is cut to fit its seat).

use std::sync::{Arc, LazyLock};

use resvg::usvg::fontdb;
use skrifa::charmap::Charmap;
use skrifa::instance::{LocationRef, Size};
use skrifa::metrics::GlyphMetrics;
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
/// ellipsis.
pub(super) fn fit(text: &str, size: f32, bold: bool, max: f32) -> String {
    if width(text, size, bold) <= max {
        return text.to_string();
    }
    let mut out: String = text.to_string();
    while !out.is_empty() {
        out.pop();
        let trimmed = out.trim_end();
        let candidate = format!("{trimmed}…");
        if width(&candidate, size, bold) <= max {
            return candidate;
        }
    }
    "…".to_string()
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
        assert!(width("WWW", 20.0, true) > width("iii", 20.0, true));
    }
}
