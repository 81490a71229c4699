//! A hand of Crazy Eights: up to two copies of each card (two packs from six players), as
//! two 64-bit sets, and what a card left in hand costs.

use std::fmt;

use serde::{Serialize, Serializer};

use crate::cards::{Card, CardSet, Rank};

/// Cards held, each at most twice: `once` the cards held at least once, `twice` those held
/// twice (always within `once`). Copy-sized; playable cards are one mask away.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Cards {
    once: CardSet,
    twice: CardSet,
}

impl Cards {
    pub const EMPTY: Cards = Cards {
        once: CardSet::EMPTY,
        twice: CardSet::EMPTY,
    };

    /// Adds a copy; `false` (and nothing added) when two are held already.
    pub fn insert(&mut self, card: Card) -> bool {
        if !self.once.contains(card) {
            self.once.insert(card);
            true
        } else {
            self.twice.insert(card)
        }
    }

    /// Takes a copy away; `false` when none is held.
    pub fn remove(&mut self, card: Card) -> bool {
        if self.twice.remove(card) {
            true
        } else {
            self.once.remove(card)
        }
    }

    pub fn contains(self, card: Card) -> bool {
        self.once.contains(card)
    }

    /// How many copies of `card` are held.
    pub fn count(self, card: Card) -> u8 {
        u8::from(self.once.contains(card)) + u8::from(self.twice.contains(card))
    }

    /// Cards held, copies counted.
    pub fn len(self) -> u32 {
        self.once.len() + self.twice.len()
    }

    pub fn is_empty(self) -> bool {
        self.once.is_empty()
    }

    /// Each card held, once however many copies: what a menu offers.
    pub fn distinct(self) -> CardSet {
        self.once
    }

    /// Every copy, in [`Card`]'s order, copies side by side.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        self.once
            .iter()
            .flat_map(move |c| std::iter::repeat_n(c, 1 + usize::from(self.twice.contains(c))))
    }

    pub fn to_vec(self) -> Vec<Card> {
        self.iter().collect()
    }

    /// What the cards cost at a hand's end: the wild rank 50, K Q J 10, ten to two their
    /// face value, an ace 1 (when not wild).
    pub fn penalty(self, wild: Rank) -> i32 {
        self.iter().map(|c| penalty(c, wild)).sum()
    }
}

/// What one card left in hand costs (see [`Cards::penalty`]).
pub fn penalty(card: Card, wild: Rank) -> i32 {
    match card.rank {
        r if r == wild => 50,
        Rank::Ace => 1,
        r if r.is_face() => 10,
        r => i32::from(r.value()),
    }
}

impl FromIterator<Card> for Cards {
    /// Copies past the second are dropped: a caller that cares checks [`Cards::insert`].
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Cards {
        let mut cards = Cards::EMPTY;
        for card in iter {
            cards.insert(card);
        }
        cards
    }
}

impl fmt::Debug for Cards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter().map(Card::code)).finish()
    }
}

impl Serialize for Cards {
    /// A list of codes, copies repeated: `["2c","Qh","Qh"]`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(code: &str) -> Card {
        code.parse().unwrap()
    }

    #[test]
    fn two_copies_are_held_and_taken_one_at_a_time() {
        let mut cards = Cards::EMPTY;
        assert!(cards.insert(card("Qh")) && cards.insert(card("Qh")));
        assert!(!cards.insert(card("Qh")), "no third copy");
        cards.insert(card("2c"));
        assert_eq!(cards.len(), 3);
        assert_eq!(cards.distinct().len(), 2);
        assert_eq!(cards.to_vec(), [card("2c"), card("Qh"), card("Qh")]);
        assert!(cards.remove(card("Qh")) && cards.contains(card("Qh")));
        assert!(cards.remove(card("Qh")) && !cards.contains(card("Qh")));
        assert!(!cards.remove(card("Qh")));
    }

    #[test]
    fn cards_left_cost_as_the_rules_say_the_fifty_going_with_the_wild_rank() {
        let hand: Cards = ["8s", "Kd", "Qc", "Jh", "10s", "2c", "Ad"]
            .into_iter()
            .map(card)
            .collect();
        assert_eq!(hand.penalty(Rank::Eight), 50 + 30 + 10 + 2 + 1);
        assert_eq!(hand.penalty(Rank::Jack), 8 + 20 + 50 + 10 + 2 + 1);
        assert_eq!(hand.penalty(Rank::Ace), 8 + 30 + 10 + 2 + 50);
    }
}
