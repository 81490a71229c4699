//! Seeded, portable randomness for every game: a generator per `(seed, stream, index)`, a
//! bounded draw and a shuffle.
//!
//! A stored match is replayed from its seed, so the same seed must give the same deal on
//! every platform and after every dependency upgrade. ChaCha8 is a fixed algorithm; the
//! bounded draw and the shuffle are written here (a few lines each) rather than taken from
//! `rand`, whose sampling algorithms are not promised to stay value-stable across versions.
//! Ribs' deals (its golden files, every stored match) are made with exactly these
//! functions: changing one bit of their output changes every replay, and the tests of
//! `games::ribs::deal` and `cards::deck` pin it.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// What a derived random stream is for, so that streams of one seed never overlap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u64)]
pub enum Stream {
    /// The deal of hand `index`.
    Deal = 1,
    /// The choice of the first dealer.
    FirstDealer = 2,
    /// Random play in simulations (`index` = the hand or match).
    Play = 3,
    /// Computer players' private randomness (`index` = seat, decision, ...).
    Policy = 4,
}

/// A ChaCha8 generator for `(seed, stream, index)`: the key is the three numbers in
/// little-endian order, so it is the same everywhere.
pub fn rng_for(seed: u64, stream: Stream, index: u64) -> ChaCha8Rng {
    let mut key = [0u8; 32];
    key[..8].copy_from_slice(&seed.to_le_bytes());
    key[8..16].copy_from_slice(&(stream as u64).to_le_bytes());
    key[16..24].copy_from_slice(&index.to_le_bytes());
    ChaCha8Rng::from_seed(key)
}

/// A uniform number in `0..n` (Lemire's multiply-and-reject; unbiased, portable).
///
/// # Panics
/// In debug builds, when `n == 0`.
#[inline]
pub fn below(rng: &mut impl Rng, n: u32) -> u32 {
    let first = rng.next_u32();
    below_from(first, n, rng)
}

/// [`below`] starting from a random word already drawn (`first`): lets a caller draw 64 bits
/// once and take two numbers from them. Draws more only in the rare rejection case.
#[inline]
pub fn below_from(first: u32, n: u32, rng: &mut impl Rng) -> u32 {
    debug_assert!(n > 0);
    let mut m = u64::from(first) * u64::from(n);
    if (m as u32) < n {
        let threshold = n.wrapping_neg() % n;
        while (m as u32) < threshold {
            m = u64::from(rng.next_u32()) * u64::from(n);
        }
    }
    (m >> 32) as u32
}

/// Fisher–Yates, taking two draws from each 64-bit word of the generator.
pub fn shuffle<T>(items: &mut [T], rng: &mut impl Rng) {
    let mut i = items.len();
    while i > 1 {
        let word = rng.next_u64();
        let j = below_from(word as u32, i as u32, rng) as usize;
        items.swap(i - 1, j);
        i -= 1;
        if i > 1 {
            let j = below_from((word >> 32) as u32, i as u32, rng) as usize;
            items.swap(i - 1, j);
            i -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_is_uniform_enough_and_in_range() {
        let mut rng = rng_for(9, Stream::Play, 0);
        let mut counts = [0u32; 7];
        for _ in 0..70_000 {
            counts[below(&mut rng, 7) as usize] += 1;
        }
        for c in counts {
            assert!((9_000..11_000).contains(&c), "{counts:?}");
        }
    }

    #[test]
    fn a_shuffle_keeps_every_item_and_the_same_seed_gives_the_same_order() {
        let shuffled = |seed| {
            let mut items: Vec<u32> = (0..100).collect();
            shuffle(&mut items, &mut rng_for(seed, Stream::Deal, 0));
            items
        };
        let mut sorted = shuffled(5);
        assert_eq!(sorted, shuffled(5));
        assert_ne!(sorted, shuffled(6));
        sorted.sort_unstable();
        assert_eq!(sorted, (0..100).collect::<Vec<u32>>());
    }
}
