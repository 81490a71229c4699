//! The drill: the host's own test game, built only with the `test-game` feature (every
//! test build has it, no release does).
//!
//! It exists to exercise what Ribs does not: several seats choosing at once and in secret,
//! private draws (an event to one seat, another to the table), two teams of two, and a hand
//! that grows past 25 cards (a panel must page it). Its rules are as small as that allows:
//!
//! - Four seats, seats 0 and 2 against 1 and 3. Each round a fresh deck is shuffled from
//!   the match's seed and the round's number, and `deal` cards dealt to each seat.
//! - **Drawing**: one seat at a time, from the round's leader (round mod 4), each either
//!   draws the top card of the stock (and stays on turn) or stands (the turn passes on),
//!   until all four have stood.
//! - **Choosing**: all four at once, each lays one card of its hand face down. When the
//!   last has chosen, the four are shown: the highest (rank, then ♣ < ♦ < ♥ < ♠) wins the
//!   round for its team, 1 point, 2 when both its cards beat both of the other team's.
//!   The rest is thrown in.
//! - After `rounds` rounds the team with more points wins (equal points: a tie).
//!
//! Pure, deterministic and synchronous, like every game: a seed in, the same match out.

mod contract;
mod options;
mod play;
mod view;

#[cfg(test)]
mod tests;

use serde::Serialize;

use crate::cards::{Card, CardSet, Deck};
use crate::core::{Outcome, PerSeat, Seat, SeatSet, ToAct, Told};

pub use contract::CATALOG;
pub use options::{DrillOptions, OptionsError};
pub use play::{Action, DrillEvent, Refusal, Reveal, SetupError};
pub use view::DrillView;

/// A drill seats exactly four.
pub const SEATS: usize = 4;
const SEAT_COUNT: u8 = SEATS as u8;

/// A team: seats 0 and 2 are team 0, seats 1 and 3 team 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(transparent)]
pub struct Team(pub u8);

impl Team {
    pub fn of(seat: Seat) -> Team {
        Team(seat.0 % 2)
    }

    pub fn other(self) -> Team {
        Team(1 - self.0)
    }

    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// Where a round stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// One seat at a time draws or stands.
    Drawing,
    /// All four choose a card at once, in secret.
    Choosing,
    /// The last round has been revealed.
    Over,
}

/// A drill match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drill {
    options: DrillOptions,
    seed: u64,
    step: u64,
    /// The round being played, 0-based: the number of rounds complete (`rounds` once over).
    round: u32,
    phase: Phase,
    stock: Deck,
    hands: [CardSet; SEATS],
    /// While drawing: the seat on turn.
    turn: Seat,
    /// While drawing: the seats that have stood.
    stood: SeatSet,
    /// While choosing: each seat's card laid face down (out of its hand), once chosen.
    face_down: [Option<Card>; SEATS],
    /// This round's cards shown or thrown in (after the last round: every card).
    thrown: CardSet,
    points: [u32; 2],
    last_reveal: Option<Reveal>,
}

/// The order cards are ranked in: rank first, then suit (clubs lowest).
fn strength(card: Card) -> (crate::cards::Rank, crate::cards::Suit) {
    (card.rank, card.suit)
}

impl Drill {
    /// A new match, its first round dealt.
    pub fn new(options: DrillOptions, seed: u64) -> Drill {
        let mut drill = Drill {
            options,
            seed,
            step: 0,
            round: 0,
            phase: Phase::Drawing,
            stock: Deck::full(),
            hands: [CardSet::EMPTY; SEATS],
            turn: Seat(0),
            stood: SeatSet::EMPTY,
            face_down: [None; SEATS],
            thrown: CardSet::EMPTY,
            points: [0; 2],
            last_reveal: None,
        };
        drill.deal_round(0);
        drill
    }

    /// The seat that draws first in `round`.
    pub fn leader(round: u32) -> Seat {
        Seat((round % 4) as u8)
    }

    /// The stock and the hands of `round`: a fresh deck shuffled for `(seed, round)`, dealt
    /// one card at a time from the leader.
    fn dealt(seed: u64, round: u32, deal: u8) -> (Deck, [CardSet; SEATS]) {
        let mut stock = Deck::shuffled(seed, round.into());
        let mut hands = [CardSet::EMPTY; SEATS];
        let leader = Drill::leader(round);
        for k in 0..usize::from(deal) * SEATS {
            let seat = leader.left((k % SEATS) as u8, SEAT_COUNT);
            if let Some(card) = stock.draw() {
                hands[seat.index()].insert(card);
            }
        }
        (stock, hands)
    }

    fn deal_round(&mut self, round: u32) {
        (self.stock, self.hands) = Drill::dealt(self.seed, round, self.options.deal());
        self.round = round;
        self.phase = Phase::Drawing;
        self.turn = Drill::leader(round);
        self.stood = SeatSet::EMPTY;
        self.face_down = [None; SEATS];
        self.thrown = CardSet::EMPTY;
    }

    /// A round's deal as told: the table learns who leads, each seat its own cards.
    fn deal_events(round: u32, deal: u8, hands: &[CardSet; SEATS]) -> Vec<Told<DrillEvent>> {
        let leader = Drill::leader(round);
        let mut told = vec![Told::table(DrillEvent::RoundDealt {
            round,
            leader,
            deal,
        })];
        told.extend(Seat::all(SEAT_COUNT).map(|seat| {
            let hand = hands[seat.index()];
            Told::seat(seat, DrillEvent::Dealt { seat, hand })
        }));
        told
    }

    pub fn options(&self) -> DrillOptions {
        self.options
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Each team's points.
    pub fn points(&self) -> [u32; 2] {
        self.points
    }

    /// The seats the match waits for.
    pub fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Drawing => ToAct::One(self.turn),
            Phase::Choosing => ToAct::Several(self.choosing()),
            Phase::Over => ToAct::Nobody,
        }
    }

    /// While choosing: the seats that have not chosen yet.
    fn choosing(&self) -> SeatSet {
        Seat::all(SEAT_COUNT)
            .filter(|seat| self.face_down[seat.index()].is_none())
            .fold(SeatSet::EMPTY, SeatSet::with)
    }

    /// What `seat` may do now: draw (while the stock lasts) or stand on its turn; show any
    /// card of its hand while it has not chosen; nothing otherwise.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if seat.index() >= SEATS || !self.to_act().includes(seat) {
            return Vec::new();
        }
        match self.phase {
            Phase::Drawing if self.stock.is_empty() => vec![Action::Stand],
            Phase::Drawing => vec![Action::Draw, Action::Stand],
            Phase::Choosing => self.hands[seat.index()].iter().map(Action::Show).collect(),
            Phase::Over => Vec::new(),
        }
    }

    /// # Errors
    /// Why `seat` may not take `action` now.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), Refusal> {
        if self.phase == Phase::Over {
            return Err(Refusal::MatchOver);
        }
        if seat.index() >= SEATS {
            return Err(Refusal::NoSuchSeat(seat));
        }
        match (self.phase, action) {
            (Phase::Drawing, _) if seat != self.turn => {
                Err(Refusal::NotYourTurn { turn: self.turn })
            }
            (Phase::Drawing, Action::Draw) if self.stock.is_empty() => Err(Refusal::StockEmpty),
            (Phase::Drawing, Action::Draw | Action::Stand) => Ok(()),
            (Phase::Drawing, Action::Show(_)) => Err(Refusal::StillDrawing),
            (_, _) if self.face_down[seat.index()].is_some() => Err(Refusal::AlreadyChosen),
            (_, Action::Draw | Action::Stand) => Err(Refusal::DrawingOver),
            (_, Action::Show(card)) if !self.hands[seat.index()].contains(card) => {
                Err(Refusal::NotHeld(card))
            }
            (_, Action::Show(_)) => Ok(()),
        }
    }

    /// Applies an action: checked first, nothing changes when it is refused.
    ///
    /// # Errors
    /// Why `seat` may not take `action` now.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Told<DrillEvent>>, Refusal> {
        self.check(seat, action)?;
        self.step += 1;
        Ok(match action {
            Action::Draw => self.draw(seat),
            Action::Stand => self.stand(seat),
            Action::Show(card) => self.show(seat, card),
        })
    }

    fn draw(&mut self, seat: Seat) -> Vec<Told<DrillEvent>> {
        let Some(card) = self.stock.draw() else {
            return Vec::new(); // checked: the stock is not empty
        };
        self.hands[seat.index()].insert(card);
        let stock = self.stock.len() as u32;
        vec![
            Told::seat(seat, DrillEvent::DrewCard { seat, card }),
            Told::table(DrillEvent::Drew { seat, stock }),
        ]
    }

    fn stand(&mut self, seat: Seat) -> Vec<Told<DrillEvent>> {
        self.stood = self.stood.with(seat);
        let mut told = vec![Told::table(DrillEvent::Stood { seat })];
        if self.stood.len() == u32::from(SEAT_COUNT) {
            self.phase = Phase::Choosing;
            let round = self.round;
            told.push(Told::table(DrillEvent::ChoosingBegan { round }));
        } else {
            self.turn = seat.left(1, SEAT_COUNT);
        }
        told
    }

    fn show(&mut self, seat: Seat, card: Card) -> Vec<Told<DrillEvent>> {
        self.hands[seat.index()].remove(card);
        self.face_down[seat.index()] = Some(card);
        let mut told = vec![
            Told::seat(seat, DrillEvent::ChoseCard { seat, card }),
            Told::table(DrillEvent::Chose { seat }),
        ];
        if let Some(cards) = self.all_chosen() {
            told.extend(self.reveal(cards));
        }
        told
    }

    /// The four face-down cards, once every seat has chosen.
    fn all_chosen(&self) -> Option<[Card; SEATS]> {
        let [a, b, c, d] = self.face_down;
        Some([a?, b?, c?, d?])
    }

    /// Shows the four cards, scores the round, throws the rest in, and deals the next
    /// round or ends the match.
    fn reveal(&mut self, cards: [Card; SEATS]) -> Vec<Told<DrillEvent>> {
        let reveal = self.ruling(cards);
        self.points = reveal.standings;
        self.last_reveal = Some(reveal);
        let shown: CardSet = cards.into_iter().collect();
        let held = self
            .hands
            .iter()
            .fold(CardSet::EMPTY, |all, hand| all | *hand);
        self.thrown = self.thrown | shown | held | self.stock.to_set();
        self.hands = [CardSet::EMPTY; SEATS];
        self.stock = Deck::from_top([]);
        self.face_down = [None; SEATS];
        let mut told = vec![Told::table(DrillEvent::Revealed(reveal))];
        let next = self.round + 1;
        if next < u32::from(self.options.rounds()) {
            self.deal_round(next);
            told.extend(Drill::deal_events(next, self.options.deal(), &self.hands));
        } else {
            self.round = next;
            self.phase = Phase::Over;
            let points = self.points;
            told.push(Told::table(DrillEvent::MatchEnded { points }));
        }
        told
    }

    /// Who wins the round these cards were shown in, and by how much.
    fn ruling(&self, cards: [Card; SEATS]) -> Reveal {
        let winner = Seat::all(SEAT_COUNT)
            .max_by_key(|seat| strength(cards[seat.index()]))
            .unwrap_or(Seat(0));
        let team = Team::of(winner);
        let of_team = |t: Team| [cards[t.index()], cards[t.index() + 2]].map(strength);
        let (ours, theirs) = (of_team(team), of_team(team.other()));
        let sweep = ours.iter().min() > theirs.iter().max();
        let points = if sweep { 2 } else { 1 };
        let mut standings = self.points;
        standings[team.index()] += points;
        Reveal {
            round: self.round,
            cards,
            winner,
            team,
            points,
            standings,
        }
    }

    /// The places as the points stand, `resigned`'s team last whatever its points.
    fn standing(&self, resigned: Option<Team>) -> Outcome {
        let [first, second] = self.points;
        let last = resigned.or(match first.cmp(&second) {
            std::cmp::Ordering::Greater => Some(Team(1)),
            std::cmp::Ordering::Less => Some(Team(0)),
            std::cmp::Ordering::Equal => None,
        });
        Outcome {
            // Competition ranking, as every outcome: the two seats ahead put the losers third.
            places: PerSeat::from_fn(SEAT_COUNT, |seat| {
                2 * u8::from(Some(Team::of(seat)) == last)
            }),
            teams: Some(PerSeat::from_fn(SEAT_COUNT, |seat| Team::of(seat).0)),
            scores: PerSeat::from_fn(SEAT_COUNT, |seat| {
                self.points[Team::of(seat).index()] as i32
            }),
        }
    }
}
