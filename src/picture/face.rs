//! One card alone, as the controls show it: the face of a rank and suit, or the back, on a
//! transparent square the size of a Discord emoji (128 px), drawn as the table draws them.

use super::svg::{CardSize, Svg};
use crate::games::ribs::{Card, Rank, Suit};

/// An emoji's side in pixels (Discord shows them smaller and keeps 128).
pub const FACE_SIDE: i32 = 128;

/// The card size that fills the square's height.
const SIZE: CardSize = CardSize::new(FACE_SIDE * 5 / 7);

/// A card's face, by rank and suit: the same picture for every pack (a control's label
/// keeps the pack's superscript, `K♥²`).
pub fn face_svg(rank: Rank, suit: Suit) -> String {
    let card = Card::new(rank, suit_copy(suit));
    let mut svg = Svg::transparent(FACE_SIDE, FACE_SIDE);
    svg.card(
        (FACE_SIDE - SIZE.w) / 2,
        (FACE_SIDE - SIZE.h) / 2,
        SIZE,
        card,
    );
    svg.finish()
}

/// The back of a card.
pub fn back_svg() -> String {
    let mut svg = Svg::transparent(FACE_SIDE, FACE_SIDE);
    svg.back((FACE_SIDE - SIZE.w) / 2, (FACE_SIDE - SIZE.h) / 2, SIZE);
    svg.finish()
}

/// The first copy of a rank in `suit` (copies 0 to 3 are the first pack's four suits).
fn suit_copy(suit: Suit) -> u8 {
    (0..4)
        .find(|copy| Suit::of_copy(*copy) == suit)
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::png_transparent;

    #[test]
    fn every_face_and_the_back_render_as_a_128_pixel_square_of_their_own() {
        let mut seen = std::collections::HashSet::new();
        let mut svgs: Vec<String> = Rank::ALL
            .iter()
            .flat_map(|rank| Suit::ALL.iter().map(|suit| face_svg(*rank, *suit)))
            .collect();
        svgs.push(back_svg());
        assert_eq!(svgs.len(), 33);
        for svg in &svgs {
            let png = png_transparent(svg).expect("renders");
            assert_eq!(&png[16..24], &[0, 0, 0, 128, 0, 0, 0, 128], "128×128");
            assert_eq!(png[25], 6, "RGBA: the corners stay transparent");
            assert!(png.len() < 256 * 1024, "within Discord's emoji size");
            assert!(seen.insert(png), "each face is its own picture");
        }
    }

    #[test]
    fn a_face_shows_its_rank_and_suit_as_the_table_does() {
        let svg = face_svg(Rank::King, Suit::Hearts);
        assert!(svg.contains("data-card=\"Kh\""), "{svg}");
        assert!(!svg.contains("<rect width=\"128\""), "no background");
    }
}
