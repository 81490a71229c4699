//! SVG to PNG: usvg reads the SVG (shaping its text in the embedded font), resvg paints it
//! with tiny-skia, and the png crate writes the pixels.

use std::sync::Arc;

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg::{self, ImageHrefResolver};

use super::{PictureError, font};

/// The longest side of a picture [`png`] renders: far more than any picture of ours needs,
/// and little enough that an SVG claiming to be huge cannot take all the memory.
pub(super) const MAX_SIDE: u32 = 4096;

/// Renders an SVG (one of [`super::table_svg`] or [`super::reveal_svg`]) as a PNG image of
/// the SVG's own size, opaque RGB.
///
/// Text is drawn in the embedded DejaVu Sans only; nothing outside the SVG is ever read
/// (images that name a file or carry data are left out), so the same SVG gives the same
/// PNG on every machine.
///
/// # Errors
/// When the SVG cannot be parsed, is bigger than 4096 pixels on a side, or the PNG cannot
/// be written.
pub fn png(svg: &str) -> Result<Vec<u8>, PictureError> {
    let pixmap = paint(svg)?;
    encode(&pixmap, false)
}

/// Renders an SVG as a PNG that keeps its transparency (RGBA): for a card face shown as an
/// emoji, which sits on whatever theme the reader uses.
///
/// # Errors
/// As [`png`].
pub fn png_transparent(svg: &str) -> Result<Vec<u8>, PictureError> {
    let pixmap = paint(svg)?;
    encode(&pixmap, true)
}

/// The SVG painted on a pixmap of its own size.
fn paint(svg: &str) -> Result<Pixmap, PictureError> {
    let options = usvg::Options {
        fontdb: Arc::clone(&font::FONTS),
        font_family: font::FAMILY.to_string(),
        image_href_resolver: ImageHrefResolver {
            resolve_data: Box::new(|_, _, _| None),
            resolve_string: Box::new(|_, _| None),
        },
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(svg, &options)?;
    let size = tree.size().to_int_size();
    let (width, height) = (size.width(), size.height());
    let too_big = PictureError::Size { width, height };
    if width > MAX_SIDE || height > MAX_SIDE {
        return Err(too_big);
    }
    let mut pixmap = Pixmap::new(width, height).ok_or(too_big)?;
    resvg::render(&tree, Transform::identity(), &mut pixmap.as_mut());
    Ok(pixmap)
}

/// The pixels as an RGB PNG. The pictures paint an opaque background first, so alpha is
/// dropped (a quarter fewer bytes to compress). tiny-skia keeps colours premultiplied, which
/// is each colour over black: so a pixel some other SVG leaves transparent shows black.
/// fdeflate's fast mode with one filter encodes in about a millisecond.
/// With `alpha`, the pixels are unpremultiplied and kept RGBA instead.
fn encode(pixmap: &Pixmap, alpha: bool) -> Result<Vec<u8>, PictureError> {
    let rgb: Vec<u8> = if alpha {
        pixmap
            .pixels()
            .iter()
            .flat_map(|p| {
                let c = p.demultiply();
                [c.red(), c.green(), c.blue(), c.alpha()]
            })
            .collect()
    } else {
        pixmap
            .data()
            .chunks_exact(4)
            .flat_map(|p| [p[0], p[1], p[2]])
            .collect()
    };
    let mut out = Vec::with_capacity(rgb.len() / 8);
    let mut encoder = ::png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(if alpha {
        ::png::ColorType::Rgba
    } else {
        ::png::ColorType::Rgb
    });
    encoder.set_depth(::png::BitDepth::Eight);
    encoder.set_compression(::png::Compression::Fast);
    // One filter for every row rather than trying all five on each (the default): Paeth
    // suits flat colours with anti-aliased edges, for a third less time and 5% more bytes.
    encoder.set_filter(::png::Filter::Paeth);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&rgb)?;
    writer.finish()?;
    Ok(out)
}
