//! The pictures of the public messages: the table and a trick's reveal, drawn from the
//! same public data as their text (a spectator's view, a trick's public record).

use std::hash::{DefaultHasher, Hash, Hasher};

use super::Picture;
use crate::games::ribs::SeenTrick;
use crate::picture::{
    RevealPicture, SeatFace, TablePicture, reveal_alt, reveal_svg, table_alt, table_svg,
};
use crate::table::{Occupant, TableInfo};
use crate::text::Lang;

/// Who sits where, as the pictures show them.
pub(crate) fn faces<G: crate::games::Game>(info: &TableInfo<G>) -> Vec<SeatFace> {
    info.seats
        .iter()
        .map(|s| SeatFace {
            name: s.occupant.name().to_string(),
            computer: matches!(s.occupant, Occupant::Computer { .. }),
            autopilot: matches!(s.occupant, Occupant::Human { .. }) && s.on_autopilot,
        })
        .collect()
}

/// A name for a drawing that changes when the drawing does, and only then: an edit whose
/// picture keeps its name sends no file again.
pub(crate) fn name_of(kind: &str, svg: &str) -> String {
    let mut hasher = DefaultHasher::new();
    svg.hash(&mut hasher);
    format!("{kind}-{:016x}.png", hasher.finish())
}

/// The table as everyone sees it, once a match is dealt (a lobby has no picture).
pub fn table_picture(lang: Lang, info: &TableInfo) -> Option<Picture> {
    let view = info.public.as_ref()?;
    let seats = faces(info);
    let picture = TablePicture::new(&seats, view)
        .map(|p| p.in_lang(lang))
        .inspect_err(|e| tracing::warn!(table = %info.id, error = %e, "no table picture"))
        .ok()?;
    let svg = table_svg(&picture);
    Some(Picture {
        name: name_of("table", &svg),
        alt: table_alt(&picture),
        svg,
    })
}

/// A trick turned over: the ribs, every play and its outcome.
pub fn reveal_picture(lang: Lang, info: &TableInfo, trick: &SeenTrick) -> Option<Picture> {
    let seats = faces(info);
    let picture = RevealPicture::new(&seats, trick)
        .map(|p| p.in_lang(lang))
        .inspect_err(|e| tracing::warn!(table = %info.id, error = %e, "no reveal picture"))
        .ok()?;
    let svg = reveal_svg(&picture);
    Some(Picture {
        name: name_of("trick", &svg),
        alt: reveal_alt(&picture),
        svg,
    })
}
