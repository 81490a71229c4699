//! An ordered pack: the 52 cards in a known order, shuffled from a seed, drawn from the
//! top.

use rand::Rng;

use super::{Card, CardSet};
use crate::core::rng::{Stream, rng_for, shuffle};

/// Cards in an order, top first: what is left of a shuffled deck, a stock.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Deck {
    /// Bottom first, so that drawing the top is a `pop`.
    cards: Vec<Card>,
}

impl Deck {
    /// The 52 cards in [`Card`]'s order, `2♣` on top, `A♠` at the bottom.
    pub fn full() -> Deck {
        Deck {
            cards: CardSet::FULL.iter().rev().collect(),
        }
    }

    /// The full deck shuffled for `(seed, index)` (`index`: which hand of the match), the
    /// same on every platform and every run: the generator of
    /// [`rng_for`]`(seed, Stream::Deal, index)`, as Ribs deals.
    pub fn shuffled(seed: u64, index: u64) -> Deck {
        let mut deck = Deck::full();
        deck.shuffle(&mut rng_for(seed, Stream::Deal, index));
        deck
    }

    /// These cards, `top_first[0]` on top (a stock as the referee's JSON lists it).
    pub fn from_top(top_first: impl IntoIterator<Item = Card>) -> Deck {
        let mut cards: Vec<Card> = top_first.into_iter().collect();
        cards.reverse();
        Deck { cards }
    }

    /// Shuffles what is left (Fisher–Yates on [`crate::core::rng`]'s portable draws).
    pub fn shuffle(&mut self, rng: &mut impl Rng) {
        shuffle(&mut self.cards, rng);
    }

    /// Takes the top card, if any is left.
    pub fn draw(&mut self) -> Option<Card> {
        self.cards.pop()
    }

    /// Takes the top `n` cards (fewer if fewer are left), top first.
    pub fn draw_many(&mut self, n: usize) -> Vec<Card> {
        let keep = self.cards.len().saturating_sub(n);
        let mut drawn = self.cards.split_off(keep);
        drawn.reverse();
        drawn
    }

    /// The top card, left where it is.
    pub fn top(&self) -> Option<Card> {
        self.cards.last().copied()
    }

    pub fn len(&self) -> usize {
        self.cards.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// The cards, top first.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = Card> + ExactSizeIterator + '_ {
        self.cards.iter().rev().copied()
    }

    /// The cards as a set, order forgotten.
    pub fn to_set(&self) -> CardSet {
        self.cards.iter().copied().collect()
    }
}
