//! Cribbage's vocabulary: a seat's actions, what they cause, why one is refused. Refusals
//! are worded by the front ends (`crate::text::cribbage`, which also gives their English
//! `Display`).

use serde::{Deserialize, Serialize};

use super::score::Why;
use crate::cards::{Card, CardSet};
use crate::core::{PerSeat, Seat, SeatSet};

/// One decision of one seat. Serialized for the action log: `{"discard":["Qc","Jd"]}`,
/// `{"play":"Qh"}`, `"go"`, `{"claim":8}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Lay these cards away to the dealer's crib (all at once, in secret).
    Discard(CardSet),
    /// Lay this card in the play.
    Play(Card),
    /// Say go: no card keeps the count at 31 or less.
    Go,
    /// With muggins: claim this many points for the hand (or crib) being shown.
    Claim(u8),
}

/// Which of a seat's holdings is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Pile {
    Hand,
    Crib,
}

impl Pile {
    pub fn word(self) -> &'static str {
        match self {
            Pile::Hand => "hand",
            Pile::Crib => "crib",
        }
    }
}

/// When points were scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// The starter turned (his heels).
    Cut,
    Play,
    Show,
}

impl Stage {
    pub fn word(self) -> &'static str {
        match self {
            Stage::Cut => "cut",
            Stage::Play => "play",
            Stage::Show => "show",
        }
    }
}

/// Points pegged: who, for which side, when, why, and the side's total after them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Peg {
    pub seat: Seat,
    pub side: u8,
    pub stage: Stage,
    /// In the show: the hand or the crib being counted.
    pub pile: Option<Pile>,
    pub why: Why,
    pub points: u8,
    /// The cards that make the combination (none for a go, a claim or muggins).
    pub cards: CardSet,
    pub total: u16,
}

/// A hand or crib counted in the show: public once counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Shown {
    pub seat: Seat,
    pub pile: Pile,
    pub cards: CardSet,
    /// The starter it is counted with.
    pub starter: Card,
    /// The true count.
    pub points: u8,
    /// With muggins: what the owner claimed.
    pub claim: Option<u8>,
}

/// A game's end: the winning side, what each losing side owes, what the winner gains.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameSummary {
    pub game: u32,
    pub winner: u8,
    /// Each losing side and its stake.
    pub stakes: Vec<(u8, u8)>,
    /// The largest stake: the match points the winner gains.
    pub gained: u8,
    pub totals: Vec<u16>,
    pub match_points: Vec<u8>,
}

/// What an action caused. Who may read each is said beside it: a hand's cards and a
/// seat's discard go to that seat alone; everything else is public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// The first dealer of the match, drawn: each round's cards (lowest rank deals; those
    /// tied for lowest draw again). Public.
    DrawnForDeal {
        rounds: Vec<PerSeat<Option<Card>>>,
        dealer: Seat,
    },
    /// A game of the match begins (`game` from 1). Public.
    GameBegan { game: u32, first_dealer: Seat },
    /// A hand was dealt (`number` from 1 over the match). Public.
    HandDealt {
        game: u32,
        number: u32,
        dealer: Seat,
    },
    /// `seat`'s cards: to that seat alone.
    Dealt { seat: Seat, hand: CardSet },
    /// `seat` has laid away to the crib: public, naming no card.
    Discarded { seat: Seat },
    /// What `seat` laid away: to that seat alone.
    LaidAway { seat: Seat, cards: CardSet },
    /// The starter, turned once everyone has discarded. Public.
    StarterTurned { starter: Card },
    /// `seat` laid `card`; the count is now `count`. Public.
    Played { seat: Seat, card: Card, count: u8 },
    /// `seat` said go. Public.
    Go { seat: Seat },
    /// The count went back to 0; `next` lays first (none when the play is over). Public.
    CountReset { next: Option<Seat> },
    /// Points pegged. Public.
    Pegged(Peg),
    /// A hand or crib counted (with muggins: claimed). Public.
    Counted(Shown),
    /// The hand is over (every box counted, or the game won in it): hand `number`, what
    /// each seat pegged in it, each side's total. Public.
    HandOver {
        number: u32,
        pegged: PerSeat<u16>,
        totals: Vec<u16>,
    },
    /// A side reached the target. Public.
    GameOver(GameSummary),
    /// The match is over: each side's match points and the seats that won. Public.
    MatchOver {
        match_points: Vec<u8>,
        winners: SeatSet,
    },
}

/// An action the rules do not allow now; nothing changes when one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// The match is over.
    GameOver,
    /// The hand is over (a ruled hand takes no more actions).
    HandOver,
    NoSuchSeat(Seat),
    NotYourTurn {
        waiting_for: Seat,
    },
    /// A second discard: a choice is final.
    AlreadyDiscarded,
    /// A play, a go or a claim before everyone has discarded.
    StillDiscarding,
    /// A discard once the crib is complete.
    NotDiscarding,
    /// Not as many cards as the table lays away.
    DiscardCount {
        given: u8,
        wanted: u8,
    },
    NotHeld(Card),
    /// A card that takes the count past 31.
    PastThirtyOne {
        card: Card,
        count: u8,
    },
    /// Go while a card keeps the count at 31 or less.
    CardFits,
    /// A claim during the play.
    StillPlaying,
    /// A play or a go during the show.
    Showing,
    /// A claim at a table without muggins.
    NoMuggins,
    /// A claim over 29.
    ClaimTooHigh(u8),
}

impl std::error::Error for Refusal {}

/// A match that cannot be set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A table outside 2 to 4 players.
    Seats(u8),
}

impl std::error::Error for SetupError {}
