//! The rule player (`normal`, and the playouts of `hard`): sheds the card that leaves it
//! best placed to play again (the suit it leaves to follow is one it keeps many cards of
//! and the others few; its costliest among equals), keeps its wild cards for when nothing
//! else plays (and, holding many cards, draws rather than spend one), names its longest
//! suit, and stacks twos and plays skips when the next player is low on cards.
//!
//! Its weights were set by `ribs sim` against three easy players: the hand-win share rose
//! from 33 % to 35 % with the unseen cards counted, the wild card kept by a large hand and
//! the suit named by length alone (steering to a suit the next player drew against cost
//! about a point: it had most often drawn a card of it since).

use crate::cards::{Card, Rank, Suit};
use crate::core::Seat;
use crate::games::crazy_eights::{
    Action, Cards, CrazyEightsView, Direction, Options, StageView, penalty,
};

use super::announced_plays;

/// A seat with this many cards or fewer is "low": worth a two or a skip.
const LOW: u8 = 2;

/// What a card of the suit left to follow, kept in hand, is worth against one card of it
/// the others may hold (each of those a chance that they follow and stay in the game).
const KEPT: i32 = 4;

/// What a card of the same rank kept in hand is worth (it changes the suit to its own).
const LINKED: i32 = 4;

/// With this many cards or more in hand and only a wild card to play, the rule player
/// draws: a wild card is worth more at the end of a hand than a card less in the middle.
const HOLD_WILD_FROM: u32 = 5;

/// What the rule player does in `view`, given its legal actions.
pub fn decide(view: &CrazyEightsView, legal: &[Action]) -> Option<Action> {
    let me = view.seat?;
    let hand = view.hand?;
    let next = next_seat(view, me);
    choose(
        hand,
        legal,
        &Table {
            wild: view.options.wild_rank,
            skip: view.options.skip,
            draw_two: view.options.draw_two,
            next_holds: view.held[next],
            fresh: !matches!(view.stage, StageView::Drawn { .. }),
            unseen: unseen_by_suit(hand, &view.discards, Options::packs(view.seats)),
        },
    )
}

/// The seat after `me` in the direction of play.
pub fn next_seat(view: &CrazyEightsView, me: Seat) -> Seat {
    match view.direction {
        Direction::Clockwise => me.left(1, view.seats),
        Direction::Counterclockwise => me.left(view.seats - 1, view.seats),
    }
}

/// Per suit, the cards of it a player holding `hand` cannot see (neither held nor on the
/// pile): how many of it the others and the stock share.
pub fn unseen_by_suit(hand: Cards, pile: &[Card], packs: u8) -> [u8; 4] {
    let mut left = [13 * packs; 4];
    for card in hand.iter().chain(pile.iter().copied()) {
        let n = &mut left[card.suit.index()];
        *n = n.saturating_sub(1);
    }
    left
}

/// What the rule player reads of the table besides its hand.
pub struct Table {
    pub wild: Rank,
    pub skip: Option<Rank>,
    pub draw_two: bool,
    /// Cards the next player holds.
    pub next_holds: u8,
    /// Whether the player has not drawn yet this turn (it holds a wild card back by one
    /// draw, not by drawing on).
    pub fresh: bool,
    /// Per suit, the cards of it the player cannot see ([`unseen_by_suit`]).
    pub unseen: [u8; 4],
}

/// The plain cards (wild cards aside) of `suit` in `hand`.
fn plain_of(hand: Cards, suit: Suit, wild: Rank) -> impl Iterator<Item = Card> {
    hand.iter()
        .filter(move |c| c.suit == suit && c.rank != wild)
}

/// The rule player's choice from its hand and its legal actions: the shared core of
/// [`decide`] and the search's playouts.
pub fn choose(hand: Cards, legal: &[Action], table: &Table) -> Option<Action> {
    let wild = table.wild;
    if legal.iter().any(|a| matches!(a, Action::Nominate(_))) {
        let longest = Suit::ALL.iter().copied().max_by_key(|&s| {
            let cost: i32 = plain_of(hand, s, wild).map(|c| penalty(c, wild)).sum();
            (plain_of(hand, s, wild).count(), cost)
        });
        return longest.map(Action::Nominate);
    }
    let plays = announced_plays(legal);
    let attack = |c: Card| Some(c.rank) == table.skip || (table.draw_two && c.rank == Rank::Two);
    let ordinary = plays
        .iter()
        .filter_map(|&a| match a {
            Action::Play { card, .. } if card.rank != wild => Some((a, card)),
            _ => None,
        })
        .max_by_key(|&(_, c)| {
            let pressing = table.next_holds <= LOW && attack(c);
            let mut rest = hand;
            rest.remove(c);
            let kept = plain_of(rest, c.suit, wild).count() as i32;
            let linked = rest.iter().filter(|h| h.rank == c.rank).count() as i32;
            let worth = KEPT * kept + LINKED * linked - i32::from(table.unseen[c.suit.index()]);
            (pressing, worth, penalty(c, wild))
        });
    if let Some((play, _)) = ordinary {
        return Some(play);
    }
    if table.fresh && hand.len() >= HOLD_WILD_FROM && legal.contains(&Action::Draw) {
        return Some(Action::Draw);
    }
    plays.first().copied().or_else(|| {
        [Action::Draw, Action::Pass]
            .into_iter()
            .find(|a| legal.contains(a))
    })
}
