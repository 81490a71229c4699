//! The rule player (`normal`, and the playouts of `hard`): sheds its costliest ordinary
//! card (a suit it holds more of first among equals), keeps its wild cards for when
//! nothing else plays, names its longest suit, and stacks twos and plays skips when the
//! next player is low on cards. Draws only when nothing plays.

use crate::cards::{Card, Rank};
use crate::core::Seat;
use crate::games::crazy_eights::{Action, Cards, CrazyEightsView, Direction, penalty};

use super::{announced_plays, longest_suit};

/// A seat with this many cards or fewer is "low": worth a two or a skip.
const LOW: u8 = 2;

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
            next_shuns: view.shunned[next],
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

/// What the rule player reads of the table besides its hand.
pub struct Table {
    pub wild: Rank,
    pub skip: Option<Rank>,
    pub draw_two: bool,
    /// Cards the next player holds.
    pub next_holds: u8,
    /// Suits the next player drew or passed against (bit `suit`).
    pub next_shuns: u8,
}

/// The rule player's choice from its hand and its legal actions: the shared core of
/// [`decide`] and the search's playouts.
pub fn choose(hand: Cards, legal: &[Action], table: &Table) -> Option<Action> {
    let &Table {
        wild,
        skip,
        draw_two,
        next_holds,
        next_shuns,
    } = table;
    if legal.iter().any(|a| matches!(a, Action::Nominate(_))) {
        return Some(Action::Nominate(longest_suit(hand, wild)));
    }
    let plays = announced_plays(legal);
    let card_of = |a: &Action| match a {
        Action::Play { card, .. } => Some(*card),
        _ => None,
    };
    let attack = |c: Card| Some(c.rank) == skip || (draw_two && c.rank == Rank::Two);
    // What it could play on its own card next time: the cards of its suit or rank it
    // keeps (wild cards aside, which play anyway).
    let suit_len = |c: Card| {
        hand.iter()
            .filter(|h| h.rank != wild && (h.suit == c.suit || h.rank == c.rank))
            .count()
    };
    let ordinary = plays
        .iter()
        .filter(|a| card_of(a).is_some_and(|c| c.rank != wild))
        .max_by_key(|a| {
            let c = card_of(a).unwrap_or(Card::new(Rank::Two, crate::cards::Suit::Clubs));
            let pressing = next_holds <= LOW && attack(c);
            // The costliest first, a card of a suit it keeps more of breaking near ties:
            // the suit it leaves is the one it can follow next time.
            // A suit the next player drew against is likely one it lacks.
            let shunned = next_shuns & (1 << c.suit as u8) != 0;
            (
                pressing,
                suit_len(c) + 2 * usize::from(shunned),
                penalty(c, wild),
            )
        });
    if let Some(&play) = ordinary {
        return Some(play);
    }
    if let Some(&wild_play) = plays.first() {
        return Some(wild_play);
    }
    [Action::Draw, Action::Pass]
        .into_iter()
        .find(|a| legal.contains(a))
}
