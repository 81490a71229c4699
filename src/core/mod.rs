//! What every game of the host shares and no game owns: seats and per-seat values, who is
//! to act, events addressed to their recipients, a match's progress and its outcome, and
//! the portable seeded randomness every deal is made from ([`rng`]).

pub mod outcome;
pub mod rng;
pub mod seat;

pub use outcome::{Outcome, Progress};
pub use seat::{MAX_SEATS, PerSeat, Seat};

use serde::Serialize;

/// Who a game waits for now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "to_act", content = "seats", rename_all = "snake_case")]
pub enum ToAct {
    /// The match is over (or between two steps nobody chooses).
    Nobody,
    /// One seat, as in a trick or a bidding.
    One(Seat),
    /// Several seats at once, each choosing in secret (a crib's discards): the set of
    /// those who have not chosen yet.
    Several(SeatSet),
}

impl ToAct {
    /// Whether `seat` is among those the game waits for.
    pub fn includes(self, seat: Seat) -> bool {
        match self {
            ToAct::Nobody => false,
            ToAct::One(one) => one == seat,
            ToAct::Several(set) => set.contains(seat),
        }
    }

    /// The seats the game waits for, lowest first.
    pub fn seats(self) -> impl Iterator<Item = Seat> {
        let set = match self {
            ToAct::Nobody => SeatSet::EMPTY,
            ToAct::One(seat) => SeatSet::of(seat),
            ToAct::Several(set) => set,
        };
        set.iter()
    }

    /// The one seat on turn, when exactly one is.
    pub fn single(self) -> Option<Seat> {
        match self {
            ToAct::One(seat) => Some(seat),
            ToAct::Nobody | ToAct::Several(_) => None,
        }
    }
}

/// A set of seats (bit `i` for seat `i`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(into = "Vec<Seat>")]
pub struct SeatSet(u16);

impl SeatSet {
    pub const EMPTY: SeatSet = SeatSet(0);

    pub fn of(seat: Seat) -> SeatSet {
        SeatSet(1 << seat.0)
    }

    /// Every seat of a table of `seats`.
    pub fn all(seats: u8) -> SeatSet {
        SeatSet(((1u32 << seats) - 1) as u16)
    }

    pub fn contains(self, seat: Seat) -> bool {
        self.0 & (1 << seat.0) != 0
    }

    #[must_use]
    pub fn with(self, seat: Seat) -> SeatSet {
        SeatSet(self.0 | 1 << seat.0)
    }

    #[must_use]
    pub fn without(self, seat: Seat) -> SeatSet {
        SeatSet(self.0 & !(1 << seat.0))
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..16u8).filter(move |i| self.0 & (1 << i) != 0).map(Seat)
    }
}

impl From<SeatSet> for Vec<Seat> {
    fn from(set: SeatSet) -> Vec<Seat> {
        set.iter().collect()
    }
}

/// Who may read an event: everyone at the table and watching it, or some seats alone
/// ("Ann drew a card" for the table, "you drew Q♥" for Ann).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Recipients {
    Table,
    Seats(SeatSet),
}

impl Recipients {
    pub fn seat(seat: Seat) -> Recipients {
        Recipients::Seats(SeatSet::of(seat))
    }

    /// Whether a seat (`None`: a spectator) may read it.
    pub fn reaches(self, seat: Option<Seat>) -> bool {
        match (self, seat) {
            (Recipients::Table, _) => true,
            (Recipients::Seats(set), Some(seat)) => set.contains(seat),
            (Recipients::Seats(_), None) => false,
        }
    }
}

/// An event and who may read it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Told<E> {
    pub to: Recipients,
    pub event: E,
}

impl<E> Told<E> {
    /// An event for everyone.
    pub fn table(event: E) -> Told<E> {
        Told {
            to: Recipients::Table,
            event,
        }
    }

    /// An event for one seat alone.
    pub fn seat(seat: Seat, event: E) -> Told<E> {
        Told {
            to: Recipients::seat(seat),
            event,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_set_holds_what_was_put_in_and_nothing_else() {
        let set = SeatSet::EMPTY.with(Seat(0)).with(Seat(9)).with(Seat(3));
        assert_eq!(set.iter().collect::<Vec<_>>(), [Seat(0), Seat(3), Seat(9)]);
        assert_eq!(set.without(Seat(3)).len(), 2);
        assert!(!set.contains(Seat(1)));
        assert_eq!(SeatSet::all(10).len(), 10);
    }

    #[test]
    fn several_seats_at_once_include_each_of_them_only() {
        let to_act = ToAct::Several(SeatSet::of(Seat(1)).with(Seat(2)));
        assert!(to_act.includes(Seat(2)) && !to_act.includes(Seat(0)));
        assert_eq!(to_act.single(), None);
        assert_eq!(ToAct::One(Seat(4)).seats().collect::<Vec<_>>(), [Seat(4)]);
        assert_eq!(ToAct::Nobody.seats().count(), 0);
    }

    #[test]
    fn a_private_event_reaches_its_seats_and_no_spectator() {
        let told = Told::seat(Seat(2), ());
        assert!(told.to.reaches(Some(Seat(2))));
        assert!(!told.to.reaches(Some(Seat(1))));
        assert!(!told.to.reaches(None));
        assert!(Told::table(()).to.reaches(None));
    }
}
