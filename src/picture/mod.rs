//! Pictures of a match: the table as the public sees it, and a trick's reveal, drawn as SVG
//! and rendered to PNG, each with an alt text saying the same in words.
//!
//! A leaf beside `text`: it imports only games' views ([`crate::games::ribs`], Oh Hell!'s)
//! and [`crate::cards`] (and
//! `text`), never the table service or a front end, so that anything that can hold a public view can draw it (the
//! Discord adapter attaches the PNGs; a replay can write them). Everything here is a pure
//! function of its input:
//!
//! - [`table_svg`] / [`table_alt`] draw a [`TablePicture`]: a **spectator's**
//!   [`ViewSnapshot`] (what `TableInfo::public` holds) with each seat's [`SeatFace`]. A
//!   seated player's view is refused when the picture is made, so a picture meant for the
//!   whole channel can never show one player's cards.
//! - [`reveal_svg`] / [`reveal_alt`] draw a [`RevealPicture`]: a finished trick
//!   ([`SeenTrick`]) with the ribs turned over and every play's
//!   [`Outcome`](crate::games::ribs::Outcome). Folds are always drawn as two card backs, even in
//!   a trick that knows their cards.
//! - [`png()`] renders any of these SVGs with resvg, in the font embedded in the binary
//!   (`font.rs`): no system fonts, no files, no network.
//!
//! What must not live here: rules (outcomes, bids and scores are read from the engine's
//! view, never worked out), and anything about a particular platform.
//!
//! ```
//! use ribs::games::ribs::{Match, Options};
//! use ribs::picture::{SeatFace, TablePicture, png, table_alt, table_svg};
//!
//! let game = Match::new(Options::default(), 4, 7).unwrap();
//! let view = game.spectator_view().snapshot();
//! let seats: Vec<SeatFace> = ["Ann", "Bob", "Cat", "Dan"].map(SeatFace::person).to_vec();
//! let picture = TablePicture::new(&seats, &view).unwrap();
//! let bytes = png(&table_svg(&picture)).unwrap();
//! assert!(bytes.starts_with(b"\x89PNG"));
//! assert!(table_alt(&picture).contains("hand 1"));
//! ```

mod crazy_eights;
mod cribbage;
mod face;
mod font;
mod gin_rummy;
mod oh_hell;
mod plate;
mod raster;
mod reveal;
mod svg;
mod table;
#[cfg(test)]
mod tests;

use thiserror::Error;

use crate::games::ribs::{Seat, SeenTrick, ViewSnapshot};
use crate::t;
use crate::text::Lang;

pub use crazy_eights::{CrazyEightsPicture, crazy_eights_alt, crazy_eights_svg};
pub use cribbage::{CribbagePicture, cribbage_alt, cribbage_svg};
pub use face::{FACE_SIDE, back_svg, deck_back_svg, deck_face_svg, face_svg};
pub use gin_rummy::{GinRummyPicture, gin_rummy_alt, gin_rummy_svg};
pub use oh_hell::{OhHellPicture, oh_hell_alt, oh_hell_svg};
pub use raster::{png, png_transparent};
pub use reveal::{reveal_alt, reveal_svg};
pub use table::{table_alt, table_svg};

/// Alt texts are at most this many characters: what Discord accepts as an attachment's
/// description.
pub const ALT_MAX_CHARS: usize = 1024;

/// Who sits in a seat, as a picture shows them: the name, and whether a computer plays the
/// seat. Filled by the caller from its own record of the table (the picture never reads
/// the table service).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatFace {
    /// The occupant's name as they chose it. A character the embedded font cannot draw is
    /// left out of the picture (the alt text keeps it); a name with no letter left is
    /// shown as "seat N".
    pub name: String,
    /// A computer player sits here.
    pub computer: bool,
    /// A person's seat that a computer plays for now (handed over, or timed out).
    pub autopilot: bool,
}

impl SeatFace {
    /// A person playing their own seat.
    pub fn person(name: &str) -> SeatFace {
        SeatFace {
            name: name.to_string(),
            computer: false,
            autopilot: false,
        }
    }

    /// A computer player's seat.
    pub fn computer(name: &str) -> SeatFace {
        SeatFace {
            name: name.to_string(),
            computer: true,
            autopilot: false,
        }
    }
}

/// The table as everyone may see it: a spectator's view of the match, and who sits where.
#[derive(Clone, Copy, Debug)]
pub struct TablePicture<'a> {
    seats: &'a [SeatFace],
    view: &'a ViewSnapshot,
    lang: Lang,
}

impl<'a> TablePicture<'a> {
    /// The picture of `view` with `seats[i]` in seat `i`.
    ///
    /// # Errors
    /// When `view` is a seated player's (it may hold their cards, or their ribs: a public
    /// picture takes a spectator's view, `TableInfo::public`), or when there is not one
    /// face per seat.
    pub fn new(
        seats: &'a [SeatFace],
        view: &'a ViewSnapshot,
    ) -> Result<TablePicture<'a>, PictureError> {
        if let Some(seat) = view.seat {
            return Err(PictureError::NotPublic { seat });
        }
        check_seats(seats.len(), view.seats)?;
        Ok(TablePicture {
            seats,
            view,
            lang: Lang::En,
        })
    }

    /// The picture with its words, and its alt text, in `lang` (English by default).
    #[must_use]
    pub fn in_lang(self, lang: Lang) -> TablePicture<'a> {
        TablePicture { lang, ..self }
    }

    pub fn view(&self) -> &ViewSnapshot {
        self.view
    }

    pub fn seats(&self) -> &[SeatFace] {
        self.seats
    }
}

/// A finished trick, turned over: the ribs, every play and its outcome, the bid made or
/// lost, and who captured what.
#[derive(Clone, Copy, Debug)]
pub struct RevealPicture<'a> {
    seats: &'a [SeatFace],
    trick: &'a SeenTrick,
    lang: Lang,
}

impl<'a> RevealPicture<'a> {
    /// The reveal of `trick` (as the engine's `TrickResolved` event or a view's tricks
    /// give it) with `seats[i]` in seat `i`.
    ///
    /// # Errors
    /// When there is not one face per seat of the trick.
    pub fn new(
        seats: &'a [SeatFace],
        trick: &'a SeenTrick,
    ) -> Result<RevealPicture<'a>, PictureError> {
        check_seats(seats.len(), trick.seats())?;
        Ok(RevealPicture {
            seats,
            trick,
            lang: Lang::En,
        })
    }

    /// The picture with its words, and its alt text, in `lang` (English by default).
    #[must_use]
    pub fn in_lang(self, lang: Lang) -> RevealPicture<'a> {
        RevealPicture { lang, ..self }
    }

    pub fn trick(&self) -> &SeenTrick {
        self.trick
    }

    pub fn seats(&self) -> &[SeatFace] {
        self.seats
    }
}

fn check_seats(faces: usize, seats: u8) -> Result<(), PictureError> {
    if faces == usize::from(seats) {
        Ok(())
    } else {
        Err(PictureError::SeatCount { faces, seats })
    }
}

/// Why a picture cannot be made.
#[derive(Debug, Error)]
pub enum PictureError {
    #[error(
        "a table picture shows only what everyone may see, but this is {seat}'s own view; \
         draw the spectator's view (TableInfo::public)"
    )]
    NotPublic { seat: Seat },
    #[error("the picture was given {faces} seat faces for a table of {seats} seats")]
    SeatCount { faces: usize, seats: u8 },
    #[error("the picture's SVG cannot be read: {0}")]
    Svg(#[from] resvg::usvg::Error),
    #[error(
        "a picture of {width}×{height} pixels cannot be rendered (at most {max}×{max})",
        max = raster::MAX_SIDE
    )]
    Size { width: u32, height: u32 },
    #[error("the picture cannot be encoded as PNG: {0}")]
    Png(#[from] ::png::EncodingError),
}

/// A seat's name as a picture draws it: the name, and the seat number that tells it apart
/// from a namesake (` (seat 3)`, as the text front ends write it). Kept apart so that a
/// name cut to fit keeps its number.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Label {
    name: String,
    mark: String,
}

impl Label {
    /// The label in one line at the first of `sizes` at which it fits `max` pixels, else
    /// at the last size with the name cut short (the mark kept). Returns the text and its
    /// size.
    fn fit(&self, sizes: &[f32], bold: bool, max: f32) -> (String, f32) {
        let whole = format!("{}{}", self.name, self.mark);
        for &size in sizes {
            if font::width(&whole, size, bold) <= max {
                return (whole, size);
            }
        }
        let size = sizes.last().copied().unwrap_or(20.0);
        let room = max - font::width(&self.mark, size, bold);
        (
            format!("{}{}", font::fit(&self.name, size, bold, room), self.mark),
            size,
        )
    }
}

impl std::fmt::Display for Label {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.name, self.mark)
    }
}

/// How each seat is named in the pictures: the name with every character the font cannot
/// draw left out, told apart by seat number from another seat of the same name (as the
/// text front ends do), or "seat N" when no letter or digit is left.
fn drawn_names(lang: Lang, seats: &[SeatFace]) -> Vec<Label> {
    let cleaned: Vec<String> = seats
        .iter()
        .map(|s| {
            let kept: String = s
                .name
                .chars()
                .map(|c| if c.is_whitespace() { ' ' } else { c })
                .filter(|c| *c == ' ' || font::drawable(*c))
                .collect();
            kept.split_whitespace().collect::<Vec<_>>().join(" ")
        })
        .collect();
    let names: Vec<&str> = cleaned.iter().map(String::as_str).collect();
    (0..seats.len())
        .map(|i| {
            if names[i].chars().any(char::is_alphanumeric) {
                Label {
                    name: names[i].to_string(),
                    mark: crate::text::seat_mark(lang, &names, i),
                }
            } else {
                Label {
                    name: t!(lang, "pic-seat", seat = i + 1),
                    mark: String::new(),
                }
            }
        })
        .collect()
}

/// How each seat is named in the alt texts: the name as chosen (a screen reader reads any
/// script), without control characters, told apart from a namesake by seat number.
fn spoken_names(lang: Lang, seats: &[SeatFace]) -> Vec<String> {
    let cleaned: Vec<String> = seats
        .iter()
        .map(|s| {
            let kept: String = s.name.chars().filter(|c| !c.is_control()).collect();
            kept.split_whitespace().collect::<Vec<_>>().join(" ")
        })
        .collect();
    let names: Vec<&str> = cleaned.iter().map(String::as_str).collect();
    (0..seats.len())
        .map(|i| {
            if names[i].is_empty() {
                t!(lang, "pic-seat", seat = i + 1)
            } else {
                crate::text::seat_label(lang, &names, i)
            }
        })
        .collect()
}

/// Sentences joined into an alt text of at most [`ALT_MAX_CHARS`] characters: the first
/// ones whole while they fit, then as much of the next as fits, cut with an ellipsis.
fn alt_text(sentences: &[String]) -> String {
    let mut out = String::new();
    for sentence in sentences.iter().filter(|s| !s.is_empty()) {
        let sep = usize::from(!out.is_empty());
        let room = ALT_MAX_CHARS - out.chars().count();
        if sentence.chars().count() + sep <= room {
            if sep == 1 {
                out.push(' ');
            }
            out.push_str(sentence);
            continue;
        }
        if room > sep + 1 {
            if sep == 1 {
                out.push(' ');
            }
            out.extend(sentence.chars().take(room - sep - 1));
            out.push('…');
        }
        break;
    }
    out
}
