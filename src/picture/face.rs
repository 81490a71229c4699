//! One card alone, as the controls show it: the face of a rank and suit, or the back, on a
//! transparent square the size of a Discord emoji (128 px), drawn as the table draws them.
//! Two decks: Ribs' pack (ranks 7 to A, a blue back) and the standard 52-card deck of
//! [`crate::cards`] (ranks 2 to A, a red back), which every other game uses.

use super::svg::{BackColours, CardSize, Svg};
use crate::cards;
use crate::games::ribs::{Card, Rank, Suit};

/// An emoji's side in pixels (Discord shows them smaller and keeps 128).
pub const FACE_SIDE: i32 = 128;

/// The card size that fills the square's height.
const SIZE: CardSize = CardSize::new(FACE_SIDE * 5 / 7);

/// A card's face, by rank and suit: the same picture for every pack (a control's label
/// keeps the pack's superscript, `K♥²`).
pub fn face_svg(rank: Rank, suit: Suit) -> String {
    let card = Card::new(rank, suit_copy(suit));
    centred(|svg, x, y| svg.card(x, y, SIZE, card))
}

/// The back of a card.
pub fn back_svg() -> String {
    centred(|svg, x, y| svg.back(x, y, SIZE))
}

/// A face of the standard 52-card deck (`10♥`, tagged `data-card="10h"`).
pub fn deck_face_svg(card: cards::Card) -> String {
    centred(|svg, x, y| svg.deck_card(x, y, SIZE, card))
}

/// The back of the standard 52-card deck: Ribs' lattice in red.
pub fn deck_back_svg() -> String {
    centred(|svg, x, y| svg.back_in(x, y, SIZE, BackColours::DECK))
}

/// One card drawn by `draw` at the middle of a transparent emoji square.
fn centred(draw: impl FnOnce(&mut Svg, i32, i32)) -> String {
    let mut svg = Svg::transparent(FACE_SIDE, FACE_SIDE);
    draw(&mut svg, (FACE_SIDE - SIZE.w) / 2, (FACE_SIDE - SIZE.h) / 2);
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
    fn every_face_of_the_52_card_deck_and_its_back_render_as_a_128_pixel_square_of_their_own() {
        let mut seen = std::collections::HashSet::new();
        let mut svgs: Vec<String> = cards::CardSet::FULL.iter().map(deck_face_svg).collect();
        svgs.push(deck_back_svg());
        assert_eq!(svgs.len(), 53);
        for svg in &svgs {
            let png = png_transparent(svg).expect("renders");
            assert_eq!(&png[16..24], &[0, 0, 0, 128, 0, 0, 0, 128], "128×128");
            assert_eq!(png[25], 6, "RGBA: the corners stay transparent");
            assert!(png.len() < 256 * 1024, "within Discord's emoji size");
            assert!(seen.insert(png), "each face is its own picture");
        }
        let ribs_back = png_transparent(&back_svg()).unwrap();
        assert!(!seen.contains(&ribs_back), "the two decks' backs differ");
    }

    #[test]
    fn a_52_card_face_shows_its_rank_and_suit_as_shapes_tagged_with_its_code() {
        for card in cards::CardSet::FULL {
            let svg = deck_face_svg(card);
            assert!(
                svg.contains(&format!("data-card=\"{}\"", card.code())),
                "{svg}"
            );
            assert!(
                !svg.contains("<text"),
                "{card}: every mark drawn from an outline"
            );
            let red = svg.contains(super::super::svg::colour::RED_SUIT);
            assert_eq!(red, card.suit.is_red(), "{card}");
        }
    }

    #[test]
    fn a_face_shows_its_rank_and_suit_as_the_table_does() {
        let svg = face_svg(Rank::King, Suit::Hearts);
        assert!(svg.contains("data-card=\"Kh\""), "{svg}");
        assert!(!svg.contains("<rect width=\"128\""), "no background");
    }
}
