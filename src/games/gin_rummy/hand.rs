//! One hand of Gin Rummy: the deal, the first turn's offer of the upcard, the turns of
//! draw and discard, the knock, the defender's spread, and the hand's score. The referee
//! rules a hand from a given deal ([`Hand::from_deal`]); a game deals each hand from its
//! seed ([`Hand::deal`]). Every rule is checked in [`Hand::check`] before
//! [`Hand::apply_to`] changes anything.

use serde::Serialize;

use super::event::{Action, Ending, Event, HandResult, Pile, Refusal};
use super::meld::{self, Melds};
use super::options::{KNOCK_LIMIT, Options, Start};
use crate::cards::{Card, CardSet, Deck};
use crate::core::{PerSeat, Seat, Told};

/// Cards dealt to each player (the non-dealer gets one more with `eleven`).
pub const HAND_SIZE: usize = 10;
/// The stock after an upcard deal: 52 − 21.
pub const STOCK_SIZE: usize = 31;
/// The hand ends dead when a discard leaves this many stock cards.
pub const STOCK_LEFT: usize = 2;

/// The other player.
#[inline]
pub const fn other(seat: Seat) -> Seat {
    Seat(1 - seat.0)
}

/// Where a hand stands, and whose move it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// The first turn: the upcard is offered to `seat` (the non-dealer, then the dealer).
    Offer {
        seat: Seat,
    },
    /// Both passed the upcard: the non-dealer draws from the stock.
    FirstDraw {
        seat: Seat,
    },
    /// `seat` draws from the stock or takes the top discard.
    Draw {
        seat: Seat,
    },
    /// `seat` has drawn (`drew`; not on the first turn with `eleven`) and discards or
    /// knocks; `taken` is the card just taken from the discard pile; `last_chance`: taken
    /// at the last chance, so only a knock may follow.
    Discard {
        seat: Seat,
        drew: bool,
        taken: Option<Card>,
        last_chance: bool,
    },
    /// The discard left two stock cards: `seat` may take it only to knock, or pass.
    LastChance {
        seat: Seat,
    },
    /// `seat` answers a knock with its spread.
    Spread {
        seat: Seat,
    },
    Over,
}

/// A knock as declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Knock {
    pub seat: Seat,
    pub melds: Melds,
    pub deadwood: CardSet,
    pub count: u8,
    pub gin: bool,
}

/// The defender's answer to a knock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Spread {
    pub seat: Seat,
    pub melds: Melds,
    pub lay_offs: CardSet,
    pub deadwood: CardSet,
    pub count: u8,
}

/// One hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hand {
    options: Options,
    dealer: Seat,
    held: [CardSet; 2],
    /// Top last.
    stock: Vec<Card>,
    /// The face-up discard pile, top last.
    pile: Vec<Card>,
    upcard: Option<Card>,
    phase: Phase,
    /// Who passed the upcard.
    passed: [bool; 2],
    /// The cards each took from the discard pile this hand.
    taken: [CardSet; 2],
    /// The card the seat on turn just drew from the stock.
    drawn: Option<Card>,
    knock: Option<Knock>,
    /// The card knocked with, face down: never in a view but its knocker's events.
    knock_card: Option<Card>,
    spread: Option<Spread>,
    result: Option<HandResult>,
}

/// Why a deal given from outside (the referee's) is not one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DealError {
    /// A hand of the wrong size: the seat and its size.
    HandSize { seat: Seat, len: usize },
    /// The upcard is missing, or present with `eleven`.
    Upcard,
    /// A stock of the wrong size.
    StockSize(usize),
    /// A card dealt twice.
    Twice(Card),
}

impl Hand {
    /// A hand dealt from `(seed, index)`, one card at a time from the non-dealer.
    pub fn deal(options: Options, dealer: Seat, seed: u64, index: u64) -> Hand {
        let mut deck = Deck::shuffled(seed, index);
        let mut held = [CardSet::EMPTY; 2];
        let dealt = match options.start {
            Start::Upcard => 2 * HAND_SIZE,
            Start::Eleven => 2 * HAND_SIZE + 1,
        };
        let mut seat = other(dealer);
        for _ in 0..dealt {
            if let Some(card) = deck.draw() {
                held[seat.index()].insert(card);
            }
            seat = other(seat);
        }
        let upcard = match options.start {
            Start::Upcard => deck.draw(),
            Start::Eleven => None,
        };
        let stock: Vec<Card> = deck.iter().collect();
        Hand::start(options, dealer, held, upcard, stock)
    }

    /// A hand from a given deal: the hands, the upcard (none with `eleven`), the stock
    /// top first.
    ///
    /// # Errors
    /// When the deal is not a whole pack dealt by the rules.
    pub fn from_deal(
        options: Options,
        dealer: Seat,
        hands: [CardSet; 2],
        upcard: Option<Card>,
        stock_top_first: &[Card],
    ) -> Result<Hand, DealError> {
        let eleven = options.start == Start::Eleven;
        for seat in [other(dealer), dealer] {
            let wanted = HAND_SIZE + usize::from(eleven && seat != dealer);
            let len = hands[seat.index()].len() as usize;
            if len != wanted {
                return Err(DealError::HandSize { seat, len });
            }
        }
        if upcard.is_some() == eleven {
            return Err(DealError::Upcard);
        }
        if stock_top_first.len() != STOCK_SIZE {
            return Err(DealError::StockSize(stock_top_first.len()));
        }
        let mut all = CardSet::EMPTY;
        let cards = hands[0]
            .iter()
            .chain(hands[1].iter())
            .chain(upcard)
            .chain(stock_top_first.iter().copied());
        for card in cards {
            if !all.insert(card) {
                return Err(DealError::Twice(card));
            }
        }
        let stock = stock_top_first.iter().rev().copied().collect();
        Ok(Hand::start(options, dealer, hands, upcard, stock))
    }

    fn start(
        options: Options,
        dealer: Seat,
        held: [CardSet; 2],
        upcard: Option<Card>,
        stock: Vec<Card>,
    ) -> Hand {
        let first = other(dealer);
        let phase = match options.start {
            Start::Upcard => Phase::Offer { seat: first },
            Start::Eleven => Phase::Discard {
                seat: first,
                drew: false,
                taken: None,
                last_chance: false,
            },
        };
        Hand {
            options,
            dealer,
            held,
            stock,
            pile: upcard.into_iter().collect(),
            upcard,
            phase,
            passed: [false; 2],
            taken: [CardSet::EMPTY; 2],
            drawn: None,
            knock: None,
            knock_card: None,
            spread: None,
            result: None,
        }
    }

    pub fn options(&self) -> Options {
        self.options
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn held(&self, seat: Seat) -> CardSet {
        self.held[seat.index()]
    }

    pub fn upcard(&self) -> Option<Card> {
        self.upcard
    }

    /// The face-up pile, bottom first.
    pub fn pile(&self) -> &[Card] {
        &self.pile
    }

    pub fn top_discard(&self) -> Option<Card> {
        self.pile.last().copied()
    }

    pub fn stock_len(&self) -> usize {
        self.stock.len()
    }

    /// The stock, top first (secret: for tests and conservation checks).
    pub fn stock(&self) -> impl Iterator<Item = Card> + '_ {
        self.stock.iter().rev().copied()
    }

    pub fn passed(&self) -> [bool; 2] {
        self.passed
    }

    /// The cards `seat` took from the discard pile this hand.
    pub fn taken(&self, seat: Seat) -> CardSet {
        self.taken[seat.index()]
    }

    /// The card just drawn from the stock by the seat on turn.
    pub fn drawn(&self) -> Option<Card> {
        self.drawn
    }

    pub fn knock(&self) -> Option<&Knock> {
        self.knock.as_ref()
    }

    /// The card knocked with (secret: for tests and conservation checks).
    pub fn knock_card(&self) -> Option<Card> {
        self.knock_card
    }

    pub fn spread(&self) -> Option<&Spread> {
        self.spread.as_ref()
    }

    pub fn result(&self) -> Option<&HandResult> {
        self.result.as_ref()
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// The seat whose move it is.
    pub fn turn(&self) -> Option<Seat> {
        match self.phase {
            Phase::Offer { seat }
            | Phase::FirstDraw { seat }
            | Phase::Draw { seat }
            | Phase::Discard { seat, .. }
            | Phase::LastChance { seat }
            | Phase::Spread { seat } => Some(seat),
            Phase::Over => None,
        }
    }

    /// Whether the card taken from the discard pile may be discarded (or knocked with)
    /// straight away: at the last chance or not.
    fn may_return(&self, last_chance: bool) -> bool {
        self.options.may_return(last_chance)
    }

    /// The cards `seat` may knock with, from `hand`, `taken` barred unless it may return.
    fn knock_cards(&self, hand: CardSet, taken: Option<Card>, last_chance: bool) -> CardSet {
        let barred = match taken {
            Some(card) if !self.may_return(last_chance) => CardSet::of(card),
            _ => CardSet::EMPTY,
        };
        (hand - barred)
            .iter()
            .filter(|&c| meld::least_count(hand - CardSet::of(c)) <= KNOCK_LIMIT)
            .collect()
    }

    /// Whether taking the top discard at the last chance lets `seat` knock.
    fn last_chance_knock(&self, seat: Seat) -> bool {
        self.top_discard().is_some_and(|top| {
            !self
                .knock_cards(self.held(seat) | CardSet::of(top), Some(top), true)
                .is_empty()
        })
    }

    /// The actions `seat` may take now: every draw, every discard, one knock per card it
    /// may knock with (its least-deadwood melds declared), and the best spread.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.turn() != Some(seat) {
            return Vec::new();
        }
        match self.phase {
            Phase::Offer { .. } => vec![Action::Pass, Action::Draw(Pile::Discard)],
            Phase::FirstDraw { .. } => vec![Action::Draw(Pile::Stock)],
            Phase::Draw { .. } => vec![Action::Draw(Pile::Stock), Action::Draw(Pile::Discard)],
            Phase::LastChance { .. } => {
                let mut legal = vec![Action::Pass];
                if self.last_chance_knock(seat) {
                    legal.push(Action::Draw(Pile::Discard));
                }
                legal
            }
            Phase::Discard {
                taken, last_chance, ..
            } => {
                let hand = self.held(seat);
                let mut legal = Vec::with_capacity(24);
                if !last_chance {
                    let barred = taken.filter(|_| !self.may_return(false));
                    legal.extend(
                        hand.iter()
                            .filter(|&c| Some(c) != barred)
                            .map(Action::Discard),
                    );
                }
                for card in self.knock_cards(hand, taken, last_chance) {
                    let melds = meld::best(hand - CardSet::of(card)).melds;
                    legal.push(Action::Knock { card, melds });
                }
                legal
            }
            Phase::Spread { .. } => {
                let (melds, lay_offs) = self.best_spread(seat);
                vec![Action::Spread { melds, lay_offs }]
            }
            Phase::Over => Vec::new(),
        }
    }

    /// The defender's spread with the least deadwood: every arrangement of its melds tried,
    /// each with all it can lay off.
    pub fn best_spread(&self, seat: Seat) -> (Melds, CardSet) {
        let hand = self.held(seat);
        match self.knock {
            Some(knock) => meld::best_spread(hand, &knock.melds, knock.gin),
            None => (meld::best(hand).melds, CardSet::EMPTY),
        }
    }

    /// Every card of `seat` that some spread can lay off (none after gin).
    pub fn layable(&self, seat: Seat) -> CardSet {
        match self.knock {
            Some(knock) if !knock.gin => meld::laid_off(&knock.melds, self.held(seat)),
            _ => CardSet::EMPTY,
        }
    }

    /// # Errors
    /// Why `seat` may not take `action` now.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), Refusal> {
        if seat.0 > 1 {
            return Err(Refusal::NoSuchSeat(seat));
        }
        let turn = self.turn().ok_or(Refusal::HandOver)?;
        if seat != turn {
            return Err(Refusal::NotYourTurn { waiting_for: turn });
        }
        match self.phase {
            Phase::Offer { .. } => match action {
                Action::Pass | Action::Draw(Pile::Discard) => Ok(()),
                Action::Draw(Pile::Stock) => Err(Refusal::StockBeforePasses),
                Action::Discard(_) | Action::Knock { .. } => Err(Refusal::DrawFirst),
                Action::Spread { .. } => Err(Refusal::NoKnockToAnswer),
            },
            Phase::FirstDraw { .. } => match action {
                Action::Draw(Pile::Stock) => Ok(()),
                Action::Draw(Pile::Discard) => Err(Refusal::UpcardPassed),
                Action::Pass => Err(Refusal::NoPass),
                Action::Discard(_) | Action::Knock { .. } => Err(Refusal::DrawFirst),
                Action::Spread { .. } => Err(Refusal::NoKnockToAnswer),
            },
            Phase::Draw { .. } => match action {
                Action::Draw(_) => Ok(()),
                Action::Pass => Err(Refusal::NoPass),
                Action::Discard(_) | Action::Knock { .. } => Err(Refusal::DrawFirst),
                Action::Spread { .. } => Err(Refusal::NoKnockToAnswer),
            },
            Phase::LastChance { .. } => match action {
                Action::Pass => Ok(()),
                Action::Draw(Pile::Stock) => Err(Refusal::LastChanceStock),
                Action::Draw(Pile::Discard) if self.last_chance_knock(seat) => Ok(()),
                Action::Draw(Pile::Discard) => Err(Refusal::NoKnockPossible),
                Action::Discard(_) | Action::Knock { .. } => Err(Refusal::DrawFirst),
                Action::Spread { .. } => Err(Refusal::NoKnockToAnswer),
            },
            Phase::Discard {
                drew,
                taken,
                last_chance,
                ..
            } => self.check_discard(seat, action, drew, taken, last_chance),
            Phase::Spread { .. } => match action {
                Action::Spread { melds, lay_offs } => self.check_spread(seat, melds, lay_offs),
                _ => Err(Refusal::SpreadNow),
            },
            Phase::Over => Err(Refusal::HandOver),
        }
    }

    fn check_discard(
        &self,
        seat: Seat,
        action: Action,
        drew: bool,
        taken: Option<Card>,
        last_chance: bool,
    ) -> Result<(), Refusal> {
        let hand = self.held(seat);
        let returned = |card: Card| {
            if taken == Some(card) && !self.may_return(last_chance) {
                Err(Refusal::JustTaken(card))
            } else {
                Ok(())
            }
        };
        match action {
            Action::Pass => Err(Refusal::NoPass),
            Action::Draw(_) if drew => Err(Refusal::AlreadyDrew),
            Action::Draw(_) => Err(Refusal::NoDrawOnEleven),
            Action::Spread { .. } => Err(Refusal::NoKnockToAnswer),
            Action::Discard(_) if last_chance => Err(Refusal::MustKnock),
            Action::Discard(card) if !hand.contains(card) => Err(Refusal::NotHeld(card)),
            Action::Discard(card) => returned(card),
            Action::Knock { card, .. } if !hand.contains(card) => Err(Refusal::NotHeld(card)),
            Action::Knock { card, melds } => {
                returned(card)?;
                if melds.cards().contains(card) {
                    return Err(Refusal::KnockCardMelded(card));
                }
                let left = hand - CardSet::of(card);
                melds.check_in(left).map_err(Refusal::Meld)?;
                let count = meld::count(left - melds.cards());
                if count > KNOCK_LIMIT {
                    return Err(Refusal::CountOver { count });
                }
                Ok(())
            }
        }
    }

    fn check_spread(&self, seat: Seat, melds: Melds, lay_offs: CardSet) -> Result<(), Refusal> {
        let hand = self.held(seat);
        melds.check_in(hand).map_err(Refusal::Meld)?;
        if let Some(card) = (lay_offs - hand).first() {
            return Err(Refusal::LayOffNotHeld(card));
        }
        if let Some(card) = (lay_offs & melds.cards()).first() {
            return Err(Refusal::LayOffMelded(card));
        }
        let knock = self.knock.ok_or(Refusal::NoKnockToAnswer)?;
        if knock.gin && !lay_offs.is_empty() {
            return Err(Refusal::LayOffAfterGin);
        }
        let fits = meld::laid_off(&knock.melds, lay_offs);
        if let Some(card) = (lay_offs - fits).first() {
            return Err(Refusal::LayOffFitsNothing(card));
        }
        Ok(())
    }

    /// Applies an action, its events pushed on `told`; nothing changes when it is refused.
    ///
    /// # Errors
    /// Why `seat` may not take `action` now.
    pub fn apply_to(
        &mut self,
        seat: Seat,
        action: Action,
        told: &mut Vec<Told<Event>>,
    ) -> Result<(), Refusal> {
        self.check(seat, action)?;
        let s = seat.index();
        match action {
            Action::Pass => self.pass(seat, told),
            Action::Draw(Pile::Discard) => {
                let last_chance = matches!(self.phase, Phase::LastChance { .. });
                let Some(card) = self.pile.pop() else {
                    return Err(Refusal::NoKnockPossible);
                };
                self.held[s].insert(card);
                self.taken[s].insert(card);
                self.phase = Phase::Discard {
                    seat,
                    drew: true,
                    taken: Some(card),
                    last_chance,
                };
                told.push(Told::table(Event::TookDiscard { seat, card }));
            }
            Action::Draw(Pile::Stock) => {
                let Some(card) = self.stock.pop() else {
                    return Err(Refusal::LastChanceStock);
                };
                self.held[s].insert(card);
                self.drawn = Some(card);
                self.phase = Phase::Discard {
                    seat,
                    drew: true,
                    taken: None,
                    last_chance: false,
                };
                let stock = self.stock.len() as u8;
                told.push(Told::table(Event::DrewStock { seat, stock }));
                told.push(Told::seat(seat, Event::Drew { seat, card }));
            }
            Action::Discard(card) => self.discard(seat, card, told),
            Action::Knock { card, melds } => self.knock_with(seat, card, melds, told),
            Action::Spread { melds, lay_offs } => self.answer(seat, melds, lay_offs, told),
        }
        Ok(())
    }

    fn pass(&mut self, seat: Seat, told: &mut Vec<Told<Event>>) {
        told.push(Told::table(Event::Passed { seat }));
        match self.phase {
            Phase::LastChance { .. } => self.end_dead(),
            _ => {
                self.passed[seat.index()] = true;
                self.phase = if seat == self.dealer {
                    Phase::FirstDraw {
                        seat: other(self.dealer),
                    }
                } else {
                    Phase::Offer { seat: self.dealer }
                };
            }
        }
    }

    fn discard(&mut self, seat: Seat, card: Card, told: &mut Vec<Told<Event>>) {
        self.held[seat.index()].remove(card);
        self.pile.push(card);
        self.drawn = None;
        told.push(Told::table(Event::Discarded { seat, card }));
        let next = other(seat);
        self.phase = if self.stock.len() > STOCK_LEFT {
            Phase::Draw { seat: next }
        } else if self.options.last_chance {
            Phase::LastChance { seat: next }
        } else {
            self.end_dead();
            Phase::Over
        };
    }

    fn end_dead(&mut self) {
        self.phase = Phase::Over;
        self.drawn = None;
        self.result = Some(HandResult {
            ending: Ending::Dead,
            knocker: None,
            winner: None,
            points: 0,
            bonus: 0,
            melds: None,
            lay_offs: CardSet::EMPTY,
            deadwood: None,
            counts: None,
        });
    }

    fn knock_with(&mut self, seat: Seat, card: Card, melds: Melds, told: &mut Vec<Told<Event>>) {
        self.held[seat.index()].remove(card);
        self.drawn = None;
        let deadwood = self.held(seat) - melds.cards();
        let count = meld::count(deadwood);
        self.knock_card = Some(card);
        let knock = Knock {
            seat,
            melds,
            deadwood,
            count,
            gin: deadwood.is_empty(),
        };
        self.knock = Some(knock);
        self.phase = Phase::Spread { seat: other(seat) };
        told.push(Told::table(Event::Knocked {
            seat,
            melds,
            deadwood,
            count,
            gin: knock.gin,
        }));
        told.push(Told::seat(seat, Event::KnockCard { seat, card }));
    }

    fn answer(&mut self, seat: Seat, melds: Melds, lay_offs: CardSet, told: &mut Vec<Told<Event>>) {
        let Some(knock) = self.knock else { return };
        let deadwood = self.held(seat) - melds.cards() - lay_offs;
        let count = meld::count(deadwood);
        let spread = Spread {
            seat,
            melds,
            lay_offs,
            deadwood,
            count,
        };
        self.spread = Some(spread);
        told.push(Told::table(Event::Spread {
            seat,
            melds,
            lay_offs,
            deadwood,
            count,
        }));
        self.result = Some(score(self.options, &knock, &spread));
        self.phase = Phase::Over;
    }
}

/// A knock against its spread, scored.
fn score(options: Options, knock: &Knock, spread: &Spread) -> HandResult {
    let (kc, dc) = (u32::from(knock.count), u32::from(spread.count));
    let (ending, winner, points, bonus) = if knock.gin {
        let bonus = u32::from(options.gin_bonus);
        (Ending::Gin, knock.seat, bonus + dc, bonus)
    } else if kc < dc {
        (Ending::Knock, knock.seat, dc - kc, 0)
    } else {
        let bonus = u32::from(options.undercut_bonus);
        (Ending::Undercut, spread.seat, kc - dc + bonus, bonus)
    };
    fn by_seat<T: Copy + Default>(k: (Seat, T), d: (Seat, T)) -> PerSeat<T> {
        let mut per = PerSeat::new(2);
        per[k.0] = k.1;
        per[d.0] = d.1;
        per
    }
    let (k, d) = (knock.seat, spread.seat);
    HandResult {
        ending,
        knocker: Some(knock.seat),
        winner: Some(winner),
        points,
        bonus,
        melds: Some(by_seat((k, knock.melds), (d, spread.melds))),
        lay_offs: spread.lay_offs,
        deadwood: Some(by_seat((k, knock.deadwood), (d, spread.deadwood))),
        counts: Some(by_seat((k, knock.count), (d, spread.count))),
    }
}
