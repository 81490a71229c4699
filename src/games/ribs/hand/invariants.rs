//! The invariants of a hand: every card in exactly one place, two cards a trick, and the
//! points of the pack accounted for. Checked by tests and by every simulated hand.

use std::fmt;

use super::{Hand, Phase, TRICKS};
use crate::games::ribs::card::CardSet;
use crate::games::ribs::seat::Seat;

impl Hand {
    /// Checks that every card of the pack is in exactly one place (a hand, the table, a
    /// capture pile or the discard pile) and, once the hand is over, that captured plus
    /// discarded values make 10 per player.
    ///
    /// # Errors
    /// A description of the first broken invariant.
    pub fn check_invariants(&self) -> Result<(), String> {
        let n = self.seats;
        let mut seen = CardSet::EMPTY;
        let mut place_of = |place: Place, cards: CardSet| {
            let twice = seen.intersection(cards);
            seen = seen.union(cards);
            if twice.is_empty() {
                Ok(())
            } else {
                Err(format!("{twice} found twice (again in {place})"))
            }
        };
        for seat in Seat::all(n) {
            place_of(Place::Hand(seat), self.held[seat])?;
            place_of(Place::Captures(seat), self.captured[seat])?;
            if let Some(p) = self.plays[seat] {
                place_of(Place::Play(seat), CardSet::pair(p.cards()))?;
            }
        }
        place_of(Place::Discard, self.discard)?;
        if let Some(ribs) = self.ribs {
            place_of(Place::Ribs, CardSet::pair(ribs))?;
        }
        let pack = CardSet::pack(n);
        if seen != pack {
            return Err(format!(
                "cards missing: [{}]; cards not in the pack: [{}]",
                pack.difference(seen),
                seen.difference(pack)
            ));
        }
        // Everyone holds two cards per trick still to come, less what they have just played.
        for seat in Seat::all(n) {
            let laid_ribs = self.ribs.is_some() && seat == self.high_bidder;
            let played_now = u32::from(self.plays[seat].is_some() || laid_ribs) * 2;
            let expected = 2 * u32::from(TRICKS - self.trick) - played_now;
            if self.held[seat].len() != expected {
                return Err(format!(
                    "{seat} holds {} cards, not {expected}",
                    self.held[seat].len()
                ));
            }
        }
        if self.phase == Phase::Over {
            let captured: u32 = self.captured.as_slice().iter().map(CardSet::points).sum();
            let total = captured + self.discard.points();
            if total != 10 * u32::from(n) {
                return Err(format!(
                    "captured plus discarded is {total}, not {}",
                    10 * u32::from(n)
                ));
            }
        }
        Ok(())
    }
}

/// Where a card can be, for invariant reports.
#[derive(Clone, Copy)]
enum Place {
    Hand(Seat),
    Captures(Seat),
    Play(Seat),
    Discard,
    Ribs,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Hand(s) => write!(f, "{s}'s hand"),
            Place::Captures(s) => write!(f, "{s}'s captures"),
            Place::Play(s) => write!(f, "{s}'s play"),
            Place::Discard => write!(f, "the discard pile"),
            Place::Ribs => write!(f, "the ribs"),
        }
    }
}
