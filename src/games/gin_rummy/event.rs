//! Gin Rummy's vocabulary: a seat's actions, what they cause, why one is refused. Refusals
//! are worded by the front ends (`crate::text::gin_rummy`, which also gives them their
//! English `Display`).

use serde::{Deserialize, Serialize};

use super::meld::{MeldFault, Melds};
use crate::cards::{Card, CardSet};
use crate::core::{PerSeat, Seat};

/// Where a draw comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pile {
    /// The top card of the face-down stock.
    Stock,
    /// The top card of the face-up discard pile (the upcard on the first turn).
    Discard,
}

/// One decision of one seat. Serialized for the action log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Refuse the upcard on the first turn, or the last chance.
    Pass,
    Draw(Pile),
    /// End the turn with this card face up.
    Discard(Card),
    /// End the hand: `card` face down, these melds declared (what they leave is the
    /// knocker's deadwood, 10 or less; none is gin).
    Knock {
        card: Card,
        melds: Melds,
    },
    /// The defender's answer to a knock: its melds, and its cards laid off on the
    /// knocker's melds (none after gin).
    Spread {
        melds: Melds,
        lay_offs: CardSet,
    },
}

/// How a hand ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ending {
    /// The knocker's count was lower.
    Knock,
    Gin,
    /// The defender's count was equal or lower.
    Undercut,
    /// The stock ran down to two cards: no score.
    Dead,
}

/// A finished hand: how it ended, the spread, who scored what. A dead hand shows no
/// cards (its hands stay secret).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct HandResult {
    pub ending: Ending,
    pub knocker: Option<Seat>,
    pub winner: Option<Seat>,
    /// To the winner, bonus included.
    pub points: u32,
    /// The gin or undercut bonus inside `points`.
    pub bonus: u32,
    pub melds: Option<PerSeat<Melds>>,
    pub lay_offs: CardSet,
    pub deadwood: Option<PerSeat<CardSet>>,
    pub counts: Option<PerSeat<u8>>,
}

/// The game after a hand: points and hands won so far, and its settlement once over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Standing {
    /// The hand's number, from 1 (dead hands counted).
    pub number: u32,
    pub points: PerSeat<u32>,
    pub hands_won: PerSeat<u32>,
    pub over: bool,
    /// Who deals next (`None` once over).
    pub next_dealer: Option<Seat>,
    pub settlement: Option<Settlement>,
}

/// A finished game's bonuses and totals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Settlement {
    pub winner: Seat,
    /// The loser scored nothing all game.
    pub shutout: bool,
    pub game_bonus: u32,
    pub box_bonuses: PerSeat<u32>,
    pub totals: PerSeat<u32>,
    /// The winner's total less the loser's: what the loser pays.
    pub margin: i64,
}

/// What an action caused. Who may read each is said beside it ([`crate::core::Told`]).
// A hand's score is the large one, and there are a few events an action at most: boxing
// it would cost every reader a dereference for no saving worth having.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A hand was dealt: its number (from 1), dealer, upcard (none with `eleven`), stock
    /// size. Public.
    HandDealt {
        number: u32,
        dealer: Seat,
        upcard: Option<Card>,
        stock: u8,
    },
    /// `seat`'s cards: to that seat alone.
    Dealt { seat: Seat, hand: CardSet },
    /// `seat` refused the upcard (or the last chance). Public.
    Passed { seat: Seat },
    /// `seat` took `card` from the discard pile. Public.
    TookDiscard { seat: Seat, card: Card },
    /// `seat` drew from the stock, `stock` cards left. Public, naming no card.
    DrewStock { seat: Seat, stock: u8 },
    /// The card `seat` drew from the stock: to that seat alone.
    Drew { seat: Seat, card: Card },
    /// `seat` discarded `card` face up. Public.
    Discarded { seat: Seat, card: Card },
    /// `seat` knocked: its melds and deadwood (the knock card stays face down). Public.
    Knocked {
        seat: Seat,
        melds: Melds,
        deadwood: CardSet,
        count: u8,
        gin: bool,
    },
    /// The card `seat` knocked with: to that seat alone.
    KnockCard { seat: Seat, card: Card },
    /// The defender's spread: melds, lay-offs and what is left. Public.
    Spread {
        seat: Seat,
        melds: Melds,
        lay_offs: CardSet,
        deadwood: CardSet,
        count: u8,
    },
    /// The hand is scored (or dead), with the game after it. Public.
    HandScored {
        result: HandResult,
        standing: Standing,
    },
    /// The game is over. Public.
    GameOver { settlement: Settlement },
}

/// An action the rules do not allow now; nothing changes when one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    GameOver,
    /// The hand is over (a referee's document going past its end).
    HandOver,
    NoSuchSeat(Seat),
    NotYourTurn {
        waiting_for: Seat,
    },
    /// First turn: the stock before both players passed the upcard.
    StockBeforePasses,
    /// First turn: the upcard once both passed (the non-dealer draws from the stock).
    UpcardPassed,
    /// A pass anywhere but the first turn's offer or the last chance.
    NoPass,
    /// A second draw in one turn.
    AlreadyDrew,
    /// A discard or a knock before drawing.
    DrawFirst,
    /// Eleven cards dealt: the first turn is a discard, without drawing.
    NoDrawOnEleven,
    NotHeld(Card),
    /// The card just taken from the discard pile, straight back.
    JustTaken(Card),
    /// A declaration of melds that is not right.
    Meld(MeldFault),
    /// The knock card is in a declared meld.
    KnockCardMelded(Card),
    /// The declared melds leave more than 10.
    CountOver {
        count: u8,
    },
    /// The last chance: the stock is not offered.
    LastChanceStock,
    /// The last chance: taking the discard when no knock could follow.
    NoKnockPossible,
    /// The last chance: the discard was taken only to knock.
    MustKnock,
    /// A spread by a player who is not defending a knock, or before one.
    NoKnockToAnswer,
    /// After a knock, the defender's only action is the spread.
    SpreadNow,
    /// A lay-off of a card not held.
    LayOffNotHeld(Card),
    /// A lay-off of a card also declared in a meld.
    LayOffMelded(Card),
    /// A lay-off that fits none of the knocker's melds.
    LayOffFitsNothing(Card),
    /// Lay-offs on a gin hand.
    LayOffAfterGin,
}

impl std::error::Error for Refusal {}

/// A game that cannot be set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Gin Rummy is for two.
    Seats(u8),
    /// `return_discard: last_chance` without `last_chance: true`.
    ReturnDiscardNeedsLastChance,
}

impl std::error::Error for SetupError {}
