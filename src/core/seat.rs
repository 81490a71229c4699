//! Seats in clockwise order, and a fixed-capacity map from seat to value: shared by every
//! game of the host.

use std::fmt;
use std::ops::{Index, IndexMut};

use serde::ser::SerializeSeq;
use serde::{Deserialize, Serialize, Serializer};

/// Most players any game of the host seats (Ribs and Crazy Eights: 10).
pub const MAX_SEATS: u8 = 10;

/// A seat at the table, 0-based, clockwise. `Display` shows it 1-based, as people count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat `k` places to the left (clockwise) of this one at a table of `seats`
    /// (`k` at most `seats`). No division: this runs in every loop of the engine.
    #[inline]
    pub const fn left(self, k: u8, seats: u8) -> Seat {
        debug_assert!(self.0 < seats && k <= seats);
        // Branch-free wrap: which seat comes next is random in play, so a branch here
        // is mispredicted half the time.
        let s = self.0 + k;
        Seat(s - seats * (s >= seats) as u8)
    }

    /// Every seat at a table of `seats`, from seat 0.
    pub fn all(seats: u8) -> impl Iterator<Item = Seat> + Clone {
        (0..seats).map(Seat)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0 + 1)
    }
}

/// One value per seat of a table of up to [`MAX_SEATS`], stored inline so that the
/// engine's state is a plain `Copy` value. Serializes as a list of `len` values.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PerSeat<T> {
    len: u8,
    items: [T; MAX_SEATS as usize],
}

impl<T: Copy + Default> PerSeat<T> {
    pub fn new(seats: u8) -> Self {
        debug_assert!(seats <= MAX_SEATS);
        PerSeat {
            len: seats,
            items: [T::default(); MAX_SEATS as usize],
        }
    }

    pub fn from_fn(seats: u8, mut f: impl FnMut(Seat) -> T) -> Self {
        let mut map = Self::new(seats);
        for seat in Seat::all(seats) {
            map[seat] = f(seat);
        }
        map
    }
}

impl<T> PerSeat<T> {
    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn as_slice(&self) -> &[T] {
        &self.items[..self.len as usize]
    }

    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.as_slice()
            .iter()
            .enumerate()
            .map(|(i, t)| (Seat(i as u8), t))
    }
}

impl<T> Index<Seat> for PerSeat<T> {
    type Output = T;
    #[inline]
    fn index(&self, seat: Seat) -> &T {
        &self.items[seat.index()]
    }
}

impl<T> IndexMut<Seat> for PerSeat<T> {
    #[inline]
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.items[seat.index()]
    }
}

impl<T: fmt::Debug> fmt::Debug for PerSeat<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<T: Serialize> Serialize for PerSeat<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(self.len()))?;
        for item in self.as_slice() {
            seq.serialize_element(item)?;
        }
        seq.end()
    }
}

impl<'de, T: Copy + Default + Deserialize<'de>> Deserialize<'de> for PerSeat<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let items = Vec::<T>::deserialize(d)?;
        if items.len() > MAX_SEATS as usize {
            return Err(serde::de::Error::custom("more than 10 seats"));
        }
        let mut map = PerSeat::new(items.len() as u8);
        for (i, item) in items.into_iter().enumerate() {
            map.items[i] = item;
        }
        Ok(map)
    }
}
