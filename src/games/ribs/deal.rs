//! The shuffle and the deal of Ribs' pack.
//!
//! The seeded generator, the bounded draw and the shuffle are the house's
//! ([`crate::core::rng`]), re-exported here unchanged: Ribs' deals come out bit for bit as
//! they always have (pinned by `the_deal_is_stable_across_platforms_and_versions`).

use rand::Rng;

pub use crate::core::rng::{Stream, below, below_from, rng_for, shuffle};

use super::card::{Card, CardSet, Rank};
use super::seat::{PerSeat, Seat};

/// The pack for each table size, high rank first and copies in order: `PACKS[n][..8 * n]`.
static PACKS: [[Card; 80]; 11] = {
    let mut packs = [[Card::new(Rank::Ace, 0); 80]; 11];
    let mut n = 1;
    while n <= 10 {
        let mut i = 0;
        let mut r = 0;
        while r < 8 {
            let mut copy = 0;
            while copy < n {
                packs[n][i] = Card::new(Rank::ALL[r], copy as u8);
                i += 1;
                copy += 1;
            }
            r += 1;
        }
        n += 1;
    }
    packs
};

/// Shuffles the pack for `seats` players and deals it two cards at a time, clockwise from
/// the dealer's left, until every seat holds eight.
pub fn deal(seats: u8, dealer: Seat, rng: &mut impl Rng) -> PerSeat<CardSet> {
    let size = 8 * seats as usize;
    let mut pack = PACKS[seats as usize];
    shuffle(&mut pack[..size], rng);
    let mut hands = PerSeat::<CardSet>::new(seats);
    let mut next = 0;
    for _round in 0..4 {
        let mut seat = dealer;
        for _ in 0..seats {
            seat = seat.left(1, seats);
            hands[seat].insert(pack[next]);
            hands[seat].insert(pack[next + 1]);
            next += 2;
        }
    }
    hands
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_seat_gets_eight_cards_and_the_pack_is_dealt_out() {
        for seats in 4..=10 {
            let hands = deal(seats, Seat(seats - 1), &mut rng_for(7, Stream::Deal, 0));
            let mut all = CardSet::EMPTY;
            for (_, h) in hands.iter() {
                assert_eq!(h.len(), 8);
                assert_eq!(all.intersection(*h), CardSet::EMPTY);
                all = all.union(*h);
            }
            assert_eq!(all, CardSet::pack(seats));
        }
    }

    #[test]
    fn the_same_seed_deals_the_same_cards_and_another_seed_does_not() {
        let a = deal(6, Seat(2), &mut rng_for(42, Stream::Deal, 3));
        let b = deal(6, Seat(2), &mut rng_for(42, Stream::Deal, 3));
        let c = deal(6, Seat(2), &mut rng_for(42, Stream::Deal, 4));
        assert_eq!(a, b);
        assert_ne!(a, c);
    }

    #[test]
    fn the_deal_is_stable_across_platforms_and_versions() {
        // Recorded when the shuffle was written: if this changes, every stored match would
        // replay with different cards.
        let hands = deal(4, Seat(0), &mut rng_for(1, Stream::Deal, 0));
        let text: Vec<String> = hands.iter().map(|(_, h)| h.to_string()).collect();
        assert_eq!(
            text.join(" | "),
            "A♠ A♥ K♦ K♣ Q♣ 10♣ 9♠ 8♣ | Q♠ Q♦ 9♦ 9♣ 8♦ 7♠ 7♥ 7♣ | \
             A♣ K♠ K♥ Q♥ J♥ J♦ J♣ 8♥ | A♦ J♠ 10♠ 10♥ 10♦ 9♥ 8♠ 7♦"
        );
    }
}
