//! One hand of Ribs: the deal, then four tricks of bidding, ribs, plays and resolution.
//!
//! `mod.rs` holds the state, the questions anyone may ask of it, the legal actions and
//! their checks, and the transitions (the only code that changes a hand). The fast random
//! [`playout`] of simulations, the [`determinize`]-ations of computer players' searches
//! and the [`invariants`] checked in tests and simulations live beside it.

mod action;
pub mod determinize;
mod invariants;
pub mod playout;

use super::card::{Card, CardSet};
use super::deal::{self, Stream};
use super::error::{ActionError, SetupError};
use super::event::{Event, EventSink};
use super::options::{Folding, Options};
use super::seat::{MAX_SEATS, MIN_SEATS, PerSeat, Seat};
use super::trick::{Played, TrickRecord, resolve_into};

pub use action::{Action, CARDS_PER_SEAT, Call, Choice, OPENING_BID, Phase, TRICKS};
pub use determinize::HiddenPlaces;
pub use playout::Coins;

/// One hand in progress. A plain value: cloning it is a memcpy, so searches can copy it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Hand {
    options: Options,
    seats: u8,
    dealer: Seat,
    number: u32,
    phase: Phase,
    /// The current trick, 0-based (`TRICKS` once the hand is over).
    trick: u8,
    to_act: Seat,
    held: PerSeat<CardSet>,
    captured: PerSeat<CardSet>,
    discard: CardSet,
    /// Each seat's fold of this hand: (trick, cards).
    folds: PerSeat<Option<(u8, [Card; 2])>>,
    // The current trick's bidding.
    opener: Seat,
    /// Seats that have passed in this trick, one bit each.
    passed: u16,
    /// Each seat's latest bid in this trick (0: none yet).
    bids: PerSeat<u32>,
    /// The high bid so far (0 before the opening bid).
    bid: u32,
    high_bidder: Seat,
    // The current trick's play.
    ribs: Option<[Card; 2]>,
    plays: PerSeat<Option<Played>>,
    tricks: [Option<TrickRecord>; TRICKS as usize],
}

impl Hand {
    /// Deals hand number `number` from `seed` (the same seed and number always deal the
    /// same cards) and opens the first trick's bidding with the dealer.
    ///
    /// # Errors
    /// When `seats` is not 4..=10 or the dealer is not a seat.
    pub fn deal(
        options: Options,
        seats: u8,
        dealer: Seat,
        number: u32,
        seed: u64,
    ) -> Result<Hand, SetupError> {
        check_table(seats, dealer)?;
        let mut rng = deal::rng_for(seed, Stream::Deal, number.into());
        let held = deal::deal(seats, dealer, &mut rng);
        Ok(Hand::start(options, seats, dealer, number, held))
    }

    /// Starts a hand from a given deal, as `ribs referee` and replays of old games do.
    ///
    /// # Errors
    /// When a seat does not hold exactly [`CARDS_PER_SEAT`] cards, a card is dealt twice, or a
    /// card is not in the pack for this many players.
    pub fn from_deal(
        options: Options,
        dealer: Seat,
        number: u32,
        held: PerSeat<CardSet>,
    ) -> Result<Hand, SetupError> {
        let seats = held.len() as u8;
        check_table(seats, dealer)?;
        let pack = CardSet::pack(seats);
        let mut seen = CardSet::EMPTY;
        for (seat, cards) in held.iter() {
            for card in cards.iter() {
                if !pack.contains(card) {
                    return Err(SetupError::NotInPack {
                        card,
                        players: seats,
                    });
                }
                if !seen.insert(card) {
                    return Err(SetupError::DealtTwice { card });
                }
            }
            if cards.len() != CARDS_PER_SEAT {
                return Err(SetupError::HandSize {
                    seat,
                    count: cards.len(),
                });
            }
        }
        Ok(Hand::start(options, seats, dealer, number, held))
    }

    /// Deals with a caller's generator: the fast path of simulations.
    pub fn deal_with(
        options: Options,
        seats: u8,
        dealer: Seat,
        number: u32,
        rng: &mut impl rand::Rng,
    ) -> Hand {
        debug_assert!(check_table(seats, dealer).is_ok());
        let held = deal::deal(seats, dealer, rng);
        Hand::start(options, seats, dealer, number, held)
    }

    fn start(
        options: Options,
        seats: u8,
        dealer: Seat,
        number: u32,
        held: PerSeat<CardSet>,
    ) -> Hand {
        let mut hand = Hand {
            options,
            seats,
            dealer,
            number,
            phase: Phase::Bidding,
            trick: 0,
            to_act: dealer,
            held,
            captured: PerSeat::new(seats),
            discard: CardSet::EMPTY,
            folds: PerSeat::new(seats),
            opener: dealer,
            passed: 0,
            bids: PerSeat::new(seats),
            bid: 0,
            high_bidder: dealer,
            ribs: None,
            plays: PerSeat::new(seats),
            tricks: [None; TRICKS as usize],
        };
        hand.open_bidding(dealer);
        hand
    }

    fn open_bidding(&mut self, opener: Seat) {
        self.phase = Phase::Bidding;
        self.opener = opener;
        self.to_act = opener;
        self.passed = 0;
        self.bids = PerSeat::new(self.seats);
        self.bid = 0;
        self.high_bidder = opener;
        self.ribs = None;
        self.plays = PerSeat::new(self.seats);
    }

    // ----- What anyone may ask -----

    pub fn options(&self) -> Options {
        self.options
    }
    pub fn seats(&self) -> u8 {
        self.seats
    }
    pub fn dealer(&self) -> Seat {
        self.dealer
    }
    /// Which hand of the match this is, 0-based.
    pub fn number(&self) -> u32 {
        self.number
    }
    #[inline]
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// The current trick, 0-based; `TRICKS` once the hand is over.
    #[inline]
    pub fn trick(&self) -> u8 {
        self.trick
    }
    #[inline]
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
    /// Whose turn it is; `None` once the hand is over.
    #[inline]
    pub fn to_act(&self) -> Option<Seat> {
        (self.phase != Phase::Over).then_some(self.to_act)
    }
    /// Whether the current trick is the face-up last trick of that variant.
    #[inline]
    pub fn is_face_up_trick(&self) -> bool {
        self.options.last_trick_face_up() && self.trick == TRICKS - 1
    }

    // ----- The full state: for the engine's own layers, not for players -----

    /// The cards `seat` holds. Hidden information: players learn it only from views.
    #[inline]
    pub fn held(&self, seat: Seat) -> CardSet {
        self.held[seat]
    }

    /// How many cards `seat` holds (public: everyone plays two a trick).
    pub fn held_count(&self, seat: Seat) -> u32 {
        self.held[seat].len()
    }
    pub fn captured(&self, seat: Seat) -> CardSet {
        self.captured[seat]
    }
    pub fn discard(&self) -> CardSet {
        self.discard
    }
    pub(crate) fn ribs_laid(&self) -> Option<[Card; 2]> {
        self.ribs
    }
    pub(crate) fn current_plays(&self) -> &PerSeat<Option<Played>> {
        &self.plays
    }
    pub(crate) fn fold_of(&self, seat: Seat) -> Option<(u8, [Card; 2])> {
        self.folds[seat]
    }
    pub(crate) fn folds(&self) -> PerSeat<Option<(u8, [Card; 2])>> {
        self.folds
    }
    /// Each seat's latest call in this trick's bidding.
    pub(crate) fn calls(&self) -> PerSeat<Call> {
        PerSeat::from_fn(self.seats, |s| {
            if self.has_passed(s) {
                Call::Pass
            } else if self.bids[s] > 0 {
                Call::Bid(self.bids[s])
            } else {
                Call::None
            }
        })
    }

    #[inline]
    fn has_passed(&self, seat: Seat) -> bool {
        self.passed >> seat.0 & 1 == 1
    }

    /// The bid a raise would make now: the opening bid, or one step above the high bid
    /// (`None` once bids cannot go higher). Meaningful while the bidding goes on.
    #[inline]
    pub fn next_bid(&self) -> Option<u32> {
        self.options.raise(self.bid)
    }

    /// Whether the seat on turn in the bidding may pass: everyone but the opener, who must
    /// open.
    #[inline]
    pub fn may_pass(&self) -> bool {
        self.phase == Phase::Bidding && self.bid > 0
    }
    pub(crate) fn opener(&self) -> Seat {
        self.opener
    }
    /// The high bid and its bidder so far in this trick (the bidder once bidding is over).
    pub(crate) fn high_bid(&self) -> Option<(Seat, u32)> {
        (self.bid > 0 && self.phase != Phase::Over).then_some((self.high_bidder, self.bid))
    }
    /// The finished tricks of this hand, in order.
    pub fn tricks(&self) -> impl Iterator<Item = &TrickRecord> {
        self.tricks.iter().flatten()
    }

    /// Points captured so far by each seat.
    pub fn scores(&self) -> PerSeat<u32> {
        PerSeat::from_fn(self.seats, |s| self.captured[s].points())
    }

    /// The seats with the most points: the hand's winners once it is over (all tied seats
    /// win, even on 0).
    pub fn leaders(&self) -> PerSeat<bool> {
        let scores = self.scores();
        let top = scores.as_slice().iter().copied().max().unwrap_or(0);
        PerSeat::from_fn(self.seats, |s| scores[s] == top)
    }

    // ----- Legal actions -----

    /// The decision `seat` faces now, or `None` when it is not their turn.
    #[inline]
    pub fn choice(&self, seat: Seat) -> Option<Choice> {
        if self.phase == Phase::Over || seat != self.to_act {
            return None;
        }
        Some(match self.phase {
            Phase::Bidding => Choice::Bid {
                next: self.next_bid(),
                can_pass: self.may_pass(),
            },
            Phase::Ribs => Choice::Ribs {
                face_up: self.is_face_up_trick(),
                bid: self.bid,
            },
            Phase::Play => Choice::Play {
                fold: self.fold_allowed(seat),
            },
            Phase::Over => unreachable!("handled above"),
        })
    }

    /// Whether `seat` may fold in this trick, and if not, why: folding is on, this is not
    /// the face-up last trick, and the seat has not folded yet this hand. The one place the
    /// fold allowance is decided (the bidder, who lays the ribs instead, is refused by
    /// [`Hand::check`]).
    ///
    /// # Errors
    /// [`ActionError::FoldingOff`], [`ActionError::LastTrickFaceUp`] or
    /// [`ActionError::AlreadyFolded`].
    #[inline]
    pub fn fold_allowed(&self, seat: Seat) -> Result<(), ActionError> {
        if self.options.folding() == Folding::Never {
            Err(ActionError::FoldingOff)
        } else if self.is_face_up_trick() {
            Err(ActionError::LastTrickFaceUp)
        } else if self.folds[seat].is_some() {
            Err(ActionError::AlreadyFolded)
        } else {
            Ok(())
        }
    }

    #[inline]
    fn may_fold(&self, seat: Seat) -> bool {
        self.fold_allowed(seat).is_ok()
    }

    /// Every action `seat` may take now, each pair of cards listed once, in
    /// [`Action::canonical`] form.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let Some(choice) = self.choice(seat) else {
            return Vec::new();
        };
        let mut actions = Vec::new();
        let pairs = || {
            let cards = self.held[seat].to_vec();
            let mut pairs = Vec::with_capacity(28);
            for i in 0..cards.len() {
                for j in i + 1..cards.len() {
                    pairs.push([cards[i], cards[j]]);
                }
            }
            pairs
        };
        match choice {
            Choice::Bid { next, can_pass } => {
                actions.extend(next.map(Action::Bid));
                if can_pass {
                    actions.push(Action::Pass);
                }
            }
            Choice::Ribs { .. } => actions.extend(pairs().into_iter().map(Action::Ribs)),
            Choice::Play { fold } => {
                for pair in pairs() {
                    actions.push(Action::FaceUp(pair));
                    if fold.is_ok() {
                        actions.push(Action::Fold(pair));
                    }
                }
            }
        }
        actions
    }

    /// Whether `seat` may take `action` now, and if not, why.
    ///
    /// # Errors
    /// The reason the action is illegal; see [`ActionError`].
    #[inline]
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), ActionError> {
        if self.phase == Phase::Over {
            return Err(ActionError::HandOver);
        }
        if seat.0 >= self.seats {
            return Err(ActionError::NoSuchSeat(seat));
        }
        if seat != self.to_act {
            if self.phase == Phase::Bidding && self.has_passed(seat) {
                return Err(ActionError::AlreadyPassed);
            }
            return Err(ActionError::NotYourTurn {
                waiting_for: self.to_act,
            });
        }
        match (self.phase, action) {
            (Phase::Bidding, Action::Bid(amount)) => {
                let expected = self.next_bid().ok_or(ActionError::BidTooHigh)?;
                if amount != expected {
                    return Err(if self.bid == 0 {
                        ActionError::MustOpen(OPENING_BID)
                    } else {
                        ActionError::WrongBid { expected }
                    });
                }
                Ok(())
            }
            // The opener's one call is the opening bid: neither a pass nor cards.
            (Phase::Bidding, _) if self.bid == 0 => Err(ActionError::MustOpen(OPENING_BID)),
            (Phase::Bidding, Action::Pass) => Ok(()),
            (Phase::Bidding, _) => Err(ActionError::StillBidding {
                next: self.next_bid().unwrap_or(self.bid),
            }),
            (Phase::Ribs, Action::Ribs(cards)) => self.check_cards(seat, cards),
            (Phase::Ribs, Action::Fold(_)) => Err(ActionError::BidderCannotFold),
            (Phase::Ribs, Action::FaceUp(_)) => Err(ActionError::MustLayRibs),
            (Phase::Play, Action::Ribs(_)) => Err(ActionError::NotTheBidder),
            (Phase::Play, Action::FaceUp(cards)) => self.check_cards(seat, cards),
            (Phase::Play, Action::Fold(cards)) => {
                self.fold_allowed(seat)?;
                self.check_cards(seat, cards)
            }
            (Phase::Ribs | Phase::Play, Action::Bid(_) | Action::Pass) => {
                Err(ActionError::BiddingOver {
                    bidder: self.high_bidder,
                    bid: self.bid,
                })
            }
            (Phase::Over, _) => Err(ActionError::HandOver),
        }
    }

    #[inline]
    fn check_cards(&self, seat: Seat, [a, b]: [Card; 2]) -> Result<(), ActionError> {
        if a == b {
            return Err(ActionError::SameCardTwice);
        }
        for card in [a, b] {
            if !self.held[seat].contains(card) {
                return Err(ActionError::NotHeld(card));
            }
        }
        Ok(())
    }

    // ----- Applying actions -----

    /// Applies `seat`'s action and returns the events it caused.
    ///
    /// # Errors
    /// When the action is illegal now; the hand is then unchanged.
    ///
    /// # Example
    /// ```
    /// use ribs::games::ribs::{Action, Event, Hand, Options, Seat};
    /// let mut hand = Hand::deal(Options::default(), 4, Seat(0), 0, 42).unwrap();
    /// // The dealer opens the first trick's bidding at 2; passing is not allowed.
    /// assert!(hand.apply(Seat(0), Action::Pass).is_err());
    /// let events = hand.apply(Seat(0), Action::Bid(2)).unwrap();
    /// assert_eq!(events, [Event::Bid { seat: Seat(0), bid: 2 }]);
    /// ```
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, ActionError> {
        let mut events = Vec::new();
        self.apply_to(seat, action, &mut events)?;
        Ok(events)
    }

    /// [`Hand::apply`], sending the events to `sink` (pass `&mut ()` to drop them).
    ///
    /// # Errors
    /// When the action is illegal now; the hand is then unchanged and nothing is emitted.
    #[inline]
    pub fn apply_to<S: EventSink>(
        &mut self,
        seat: Seat,
        action: Action,
        sink: &mut S,
    ) -> Result<(), ActionError> {
        self.check(seat, action)?;
        match action.canonical() {
            Action::Bid(_) => self.call(seat, true, sink),
            Action::Pass => self.call(seat, false, sink),
            Action::Ribs(cards) => self.lay_ribs(seat, cards, sink),
            Action::FaceUp(cards) => self.play(seat, cards, false, sink),
            Action::Fold(cards) => self.play(seat, cards, true, sink),
        }
        Ok(())
    }

    // ----- Transitions: the only code that changes a hand, shared by `apply_to` (which
    // validates first) and `playout` (whose random choices are legal by construction). -----

    /// A bidding call by the seat on turn: raise to the next bid (the opener's 2) or pass.
    /// Written with selects rather than branches: in simulations the choice is a coin flip.
    #[inline]
    fn call<S: EventSink>(&mut self, seat: Seat, raise: bool, sink: &mut S) {
        let amount = self.next_bid().unwrap_or(self.bid);
        if S::WANTS_EVENTS {
            sink.emit(if raise {
                Event::Bid { seat, bid: amount }
            } else {
                Event::Passed { seat }
            });
        }
        self.bid = if raise { amount } else { self.bid };
        self.high_bidder = if raise { seat } else { self.high_bidder };
        self.bids[seat] = if raise { amount } else { self.bids[seat] };
        self.passed |= u16::from(!raise) << seat.0;
        if self.passed.count_ones() + 1 == u32::from(self.seats) {
            self.phase = Phase::Ribs;
            self.to_act = self.high_bidder;
            sink.emit(Event::BiddingWon {
                seat: self.high_bidder,
                bid: self.bid,
            });
            return;
        }
        // The next seat clockwise that has not passed: the lowest live seat above this
        // one, else the lowest live seat.
        let live = ((1u32 << self.seats) - 1) & !u32::from(self.passed);
        let above = live & !((2u32 << seat.0) - 1);
        let next = if above != 0 { above } else { live };
        self.to_act = Seat(next.trailing_zeros() as u8);
    }

    #[inline]
    fn lay_ribs<S: EventSink>(&mut self, seat: Seat, cards: [Card; 2], sink: &mut S) {
        self.take(seat, cards);
        self.ribs = Some(cards);
        sink.emit(Event::RibsLaid {
            seat,
            face_up: self.is_face_up_trick().then_some(cards),
        });
        self.phase = Phase::Play;
        self.to_act = seat.left(1, self.seats);
    }

    #[inline]
    fn play<S: EventSink>(&mut self, seat: Seat, cards: [Card; 2], folded: bool, sink: &mut S) {
        self.take(seat, cards);
        if folded {
            self.plays[seat] = Some(Played::Folded(cards));
            self.folds[seat] = Some((self.trick, cards));
            sink.emit(Event::Folded { seat });
        } else {
            self.plays[seat] = Some(Played::FaceUp(cards));
            sink.emit(Event::PlayedFaceUp { seat, cards });
        }
        self.next_player(seat, sink);
    }

    #[inline]
    fn take(&mut self, seat: Seat, cards: [Card; 2]) {
        self.held[seat].remove(cards[0]);
        self.held[seat].remove(cards[1]);
    }

    fn next_player<S: EventSink>(&mut self, seat: Seat, sink: &mut S) {
        let bidder = self.high_bidder;
        if seat != bidder.left(self.seats - 1, self.seats) {
            self.to_act = seat.left(1, self.seats);
            return;
        }
        let ribs = self.ribs.expect("the ribs are laid before anyone plays");
        let record = resolve_into(
            self.trick,
            bidder,
            self.bid,
            ribs,
            self.plays,
            self.options.beat_rule(),
            &mut self.captured,
            &mut self.discard,
        );
        sink.emit(Event::RibsRevealed { seat: bidder, ribs });
        self.tricks[self.trick as usize] = Some(record);
        if S::WANTS_EVENTS {
            sink.emit(Event::TrickResolved {
                trick: record.seen(|_| false),
            });
        }
        self.trick += 1;
        if self.trick < TRICKS {
            self.open_bidding(bidder);
            sink.emit(Event::BiddingOpened {
                trick: self.trick,
                opener: bidder,
                bid: OPENING_BID,
            });
        } else {
            self.phase = Phase::Over;
            self.ribs = None;
            self.plays = PerSeat::new(self.seats);
            if S::WANTS_EVENTS {
                sink.emit(Event::HandScored {
                    hand: self.number,
                    scores: self.scores(),
                    winners: self.leaders(),
                    folds: self.folds,
                });
            }
        }
    }
}

fn check_table(seats: u8, dealer: Seat) -> Result<(), SetupError> {
    if !(MIN_SEATS..=MAX_SEATS).contains(&seats) {
        return Err(SetupError::Players(seats.into()));
    }
    if dealer.0 >= seats {
        return Err(SetupError::Dealer);
    }
    Ok(())
}

#[cfg(test)]
mod tests;
