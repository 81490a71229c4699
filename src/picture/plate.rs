//! A seat's plate in the pictures of the games of the 52-card deck: the box (edged in the
//! turn colour while the seat is asked), the dealer's pill, the name fitted to the room
//! left and one line of the game's own below it.

use super::Label;
use super::svg::{Anchor, Svg, colour};
use crate::core::Seat;
use crate::t;
use crate::text::Lang;

/// Where a plate stands and what it shows besides the name.
pub(super) struct Plate<'a> {
    /// The top left corner.
    pub at: (i32, i32),
    pub size: (i32, i32),
    pub on_turn: bool,
    pub dealer: bool,
    /// Room kept left of the name for a mark of the game's own (Cribbage's peg).
    pub indent: i32,
    /// Smaller type, for tables of many seats.
    pub small: bool,
    /// The line under the name (points, cards held...).
    pub line: &'a str,
}

/// Draws `seat`'s plate.
pub(super) fn seat_plate(svg: &mut Svg, lang: Lang, seat: Seat, plate: &Plate<'_>, label: &Label) {
    let ((x, y), (w, h)) = (plate.at, plate.size);
    svg.comment(&format!("seat {} plate", seat.0 + 1));
    let edge = if plate.on_turn {
        (colour::TURN, 5)
    } else {
        (colour::PLATE_EDGE, 2)
    };
    svg.rect(x, y, w, h, 10, colour::PLATE, Some(edge));
    let mut room = w - 16 - plate.indent;
    if plate.dealer {
        let dealer = t!(lang, "pic-dealer");
        svg.pill(x + w - 20, y + 7, 14, colour::TURN, colour::INK, &dealer);
        room -= 30;
    }
    let (sizes, name_y, line_size, line_y) = if plate.small {
        (&[18.0, 15.0], 24, 15, 48)
    } else {
        (&[20.0, 16.0], 26, 16, 52)
    };
    let (name, size) = label.fit(sizes, true, room as f32);
    svg.text(
        x + 8 + plate.indent,
        y + name_y,
        size as i32,
        true,
        colour::INK,
        Anchor::Start,
        &name,
    );
    svg.text(
        x + 8,
        y + line_y,
        line_size,
        false,
        colour::MUTED,
        Anchor::Start,
        plate.line,
    );
}
