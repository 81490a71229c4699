//! One hand of Ribs: the deal, then four tricks of bidding, ribs, plays and resolution.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::card::{Card, CardSet, in_hand_order};
use super::deal::{self, Stream};
use super::error::{ActionError, SetupError};
use super::event::{Event, EventSink};
use super::options::{Folding, Options};
use super::seat::{MAX_SEATS, MIN_SEATS, PerSeat, Seat};
use super::trick::{Played, TrickRecord, resolve_into};

/// Tricks in a hand: eight cards each, two a trick.
pub const TRICKS: u8 = 4;
/// The forced opening bid of every trick.
pub const OPENING_BID: u32 = 2;

/// Where a hand stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Bidding,
    /// The bidder is to lay the ribs.
    Ribs,
    /// The others play in turn, clockwise from the bidder's left.
    Play,
    /// All four tricks are played.
    Over,
}

/// A seat's latest call in the current trick's bidding.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Call {
    #[default]
    None,
    Bid(u32),
    Pass,
}

/// Something a seat does. Cards name exact copies; the rules only look at their ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Bid exactly this much: the opening 2, or one `bid_step` above the current bid.
    Bid(u32),
    Pass,
    /// The bidder lays two cards face down.
    Ribs([Card; 2]),
    /// Play two cards face up.
    FaceUp([Card; 2]),
    /// Play two cards face down (once per hand).
    Fold([Card; 2]),
}

impl Action {
    /// The same action with its two cards in hand order (high rank first, then by copy):
    /// the order of a pair does not matter, so the engine stores and lists this form.
    #[inline]
    pub fn canonical(self) -> Action {
        let order = in_hand_order;
        match self {
            Action::Ribs(c) => Action::Ribs(order(c)),
            Action::FaceUp(c) => Action::FaceUp(order(c)),
            Action::Fold(c) => Action::Fold(order(c)),
            other => other,
        }
    }

    /// The two cards of a play, if this is one.
    pub fn cards(self) -> Option<[Card; 2]> {
        match self {
            Action::Ribs(c) | Action::FaceUp(c) | Action::Fold(c) => Some(c),
            Action::Bid(_) | Action::Pass => None,
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Bid(n) => write!(f, "bid {n}"),
            Action::Pass => write!(f, "pass"),
            Action::Ribs([a, b]) => write!(f, "ribs {a} {b}"),
            Action::FaceUp([a, b]) => write!(f, "{a} {b}"),
            Action::Fold([a, b]) => write!(f, "fold {a} {b}"),
        }
    }
}

/// The decision a seat faces now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "choice", rename_all = "snake_case")]
pub enum Choice {
    /// Bid `next` (when bids can still go up), or pass when `can_pass`. The opener of a
    /// trick must bid 2 and may not pass.
    Bid { next: Option<u32>, can_pass: bool },
    /// Lay two cards as the ribs (face up in a face-up last trick).
    Ribs { face_up: bool },
    /// Play two cards face up, or fold them when `may_fold`.
    Play { may_fold: bool },
}

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
    /// When a seat does not hold exactly 8 cards, a card is dealt twice, or a card is not in
    /// the pack for this many players.
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
            if cards.len() != 8 {
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

    /// The bid a raise would make now: the opening 2, or one step above the high bid
    /// (`None` once bids cannot go higher).
    #[inline]
    fn next_bid(&self) -> Option<u32> {
        if self.bid == 0 {
            Some(OPENING_BID)
        } else {
            self.bid.checked_add(self.options.bid_step().into())
        }
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
            Phase::Bidding if self.bid == 0 => Choice::Bid {
                next: Some(OPENING_BID),
                can_pass: false,
            },
            Phase::Bidding => Choice::Bid {
                next: self.next_bid(),
                can_pass: true,
            },
            Phase::Ribs => Choice::Ribs {
                face_up: self.is_face_up_trick(),
            },
            Phase::Play => Choice::Play {
                may_fold: self.may_fold(seat),
            },
            Phase::Over => unreachable!("handled above"),
        })
    }

    #[inline]
    fn may_fold(&self, seat: Seat) -> bool {
        self.options.folding() == Folding::OncePerHand
            && self.folds[seat].is_none()
            && !self.is_face_up_trick()
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
            Choice::Play { may_fold } => {
                for pair in pairs() {
                    actions.push(Action::FaceUp(pair));
                    if may_fold {
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
                let expected = if self.bid == 0 {
                    OPENING_BID
                } else {
                    self.bid
                        .checked_add(self.options.bid_step().into())
                        .ok_or(ActionError::BidTooHigh)?
                };
                if amount != expected {
                    return Err(if self.bid == 0 {
                        ActionError::MustOpen(OPENING_BID)
                    } else {
                        ActionError::WrongBid { expected }
                    });
                }
                Ok(())
            }
            (Phase::Bidding, Action::Pass) if self.bid == 0 => {
                Err(ActionError::MustOpen(OPENING_BID))
            }
            (Phase::Bidding, Action::Pass) => Ok(()),
            (Phase::Bidding, _) => Err(ActionError::StillBidding {
                next: if self.bid == 0 {
                    OPENING_BID
                } else {
                    self.bid.saturating_add(self.options.bid_step().into())
                },
            }),
            (Phase::Ribs, Action::Ribs(cards)) => self.check_cards(seat, cards),
            (Phase::Ribs, Action::Fold(_)) => Err(ActionError::BidderCannotFold),
            (Phase::Ribs, Action::FaceUp(_)) => Err(ActionError::MustLayRibs),
            (Phase::Play, Action::Ribs(_)) => Err(ActionError::NotTheBidder),
            (Phase::Play, Action::FaceUp(cards)) => self.check_cards(seat, cards),
            (Phase::Play, Action::Fold(cards)) => {
                if self.options.folding() == Folding::Never {
                    return Err(ActionError::FoldingOff);
                }
                if self.is_face_up_trick() {
                    return Err(ActionError::LastTrickFaceUp);
                }
                if self.folds[seat].is_some() {
                    return Err(ActionError::AlreadyFolded);
                }
                self.check_cards(seat, cards)
            }
            (Phase::Ribs | Phase::Play, Action::Bid(_) | Action::Pass) => {
                Err(ActionError::BiddingOver)
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
    /// use ribs::game::{Action, Event, Hand, Options, Seat};
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

    // ----- Determinization: computer players' searches -----

    /// The places whose cards `viewer` cannot see, and how many cards each holds (`None`
    /// views as a spectator, from whom every hand is hidden).
    pub(crate) fn hidden_places(&self, viewer: Option<Seat>) -> HiddenPlaces {
        let other = |s: Seat| viewer != Some(s);
        let over = self.phase == Phase::Over;
        HiddenPlaces {
            held: PerSeat::from_fn(
                self.seats,
                |s| {
                    if other(s) { self.held[s].len() } else { 0 }
                },
            ),
            ribs: self.phase == Phase::Play
                && self.ribs.is_some()
                && other(self.high_bidder)
                && !self.is_face_up_trick(),
            folds: PerSeat::from_fn(self.seats, |s| other(s) && !over && self.folds[s].is_some()),
        }
    }

    /// A copy of this hand in which **every** piece `viewer` cannot see is replaced by
    /// `cards`, dealt into the hidden places in the order of [`Hand::hidden_places`]: the
    /// other seats' hands, hidden ribs, and the other seats' folds (in the fold record, the
    /// trick's plays and the discard pile alike). What the viewer sees is unchanged, and what
    /// was hidden is overwritten in full, so the result depends only on the viewer's
    /// knowledge and on `cards` ([`crate::game::View::determinize`] passes the unseen cards
    /// shuffled).
    ///
    /// # Panics
    /// When `cards` does not hold one card per hidden place: a bug in the caller.
    pub(crate) fn redeal_hidden(&self, viewer: Option<Seat>, cards: &[Card]) -> Hand {
        let places = self.hidden_places(viewer);
        assert_eq!(
            cards.len() as u32,
            places.total(),
            "a redeal needs one card per hidden place"
        );
        let HiddenPlaces {
            held,
            ribs: ribs_hidden,
            folds,
        } = places;
        let mut out = self.clone();
        let mut cursor = 0usize;
        for seat in Seat::all(self.seats) {
            let count = held[seat] as usize;
            if count > 0 {
                out.held[seat] = cards[cursor..cursor + count].iter().copied().collect();
                cursor += count;
            }
        }
        let mut rest = cards[cursor..]
            .chunks_exact(2)
            .map(|c| in_hand_order([c[0], c[1]]));
        if ribs_hidden {
            out.ribs = rest.next();
        }
        // Take every hidden fold out of the discard pile before putting any new one in,
        // so that a card of one old fold that is dealt into another new fold stays.
        for seat in Seat::all(self.seats).filter(|s| folds[*s]) {
            let (_, old) = self.folds[seat].expect("only seats that folded");
            out.discard = out.discard.difference(CardSet::pair(old));
        }
        for seat in Seat::all(self.seats) {
            if !folds[seat] {
                continue;
            }
            let (trick, _) = self.folds[seat].expect("only seats that folded");
            let new = rest.next().expect("counted above");
            out.folds[seat] = Some((trick, new));
            if trick == self.trick {
                // Folded in the current trick: still on the table, not yet discarded.
                out.plays[seat] = Some(Played::Folded(new));
            } else {
                out.discard = out.discard.union(CardSet::pair(new));
                if let Some(record) = out.tricks[trick as usize].as_mut() {
                    record.plays[seat] = Some(Played::Folded(new));
                }
            }
        }
        out
    }

    // ----- Random playout -----

    /// Plays the hand to its end with uniformly random legal choices: every raise or pass
    /// with equal odds, any two cards of the hand, and face up or folded with equal odds
    /// when folding is allowed (the same distribution as [`crate::ai::RandomPolicy`]).
    ///
    /// This is the engine's fast path for simulations and search rollouts: it goes through
    /// the same transitions as [`Hand::apply_to`], skipping only the validation of choices
    /// it makes itself from the legal ones. `observe` sees every action taken (pass
    /// `|_, _| {}` when not needed); events go to `sink`.
    pub fn playout<R: rand::Rng, S: EventSink>(
        &mut self,
        rng: &mut R,
        sink: &mut S,
        mut observe: impl FnMut(Seat, Action),
    ) {
        let mut coins = Coins::default();
        // One trick per round of this loop; bidding and plays run as tight inner loops,
        // so the only unpredictable branches are the random choices themselves.
        while self.phase != Phase::Over {
            while self.phase == Phase::Bidding {
                let seat = self.to_act;
                // The opener must bid; bids that cannot go higher must pass.
                let next = self.next_bid();
                let raise = self.bid == 0 || (next.is_some() && coins.flip(rng));
                observe(
                    seat,
                    if raise {
                        Action::Bid(next.unwrap_or(0))
                    } else {
                        Action::Pass
                    },
                );
                self.call(seat, raise, sink);
            }
            let bidder = self.to_act;
            let ribs = self.held[bidder].random_pair(rng);
            observe(bidder, Action::Ribs(ribs));
            self.lay_ribs(bidder, ribs, sink);
            while self.phase == Phase::Play {
                let seat = self.to_act;
                let cards = self.held[seat].random_pair(rng);
                let folded = self.may_fold(seat) && coins.flip(rng);
                observe(
                    seat,
                    if folded {
                        Action::Fold(cards)
                    } else {
                        Action::FaceUp(cards)
                    },
                );
                self.play(seat, cards, folded, sink);
            }
        }
    }

    // ----- Invariants -----

    /// Checks that every card of the pack is in exactly one place (a hand, the table, a
    /// capture pile or the discard pile) and, once the hand is over, that captured plus
    /// discarded values make 10 per player.
    ///
    /// # Errors
    /// A description of the first broken invariant.
    pub fn check_invariants(&self) -> Result<(), String> {
        let n = self.seats;
        let mut seen = CardSet::EMPTY;
        let mut place_of = |place: Place, cards: CardSet| {
            let twice = seen.intersection(cards);
            seen = seen.union(cards);
            if twice.is_empty() {
                Ok(())
            } else {
                Err(format!("{twice} found twice (again in {place})"))
            }
        };
        for seat in Seat::all(n) {
            place_of(Place::Hand(seat), self.held[seat])?;
            place_of(Place::Captures(seat), self.captured[seat])?;
            if let Some(p) = self.plays[seat] {
                place_of(Place::Play(seat), CardSet::pair(p.cards()))?;
            }
        }
        place_of(Place::Discard, self.discard)?;
        if let Some(ribs) = self.ribs {
            place_of(Place::Ribs, CardSet::pair(ribs))?;
        }
        let pack = CardSet::pack(n);
        if seen != pack {
            return Err(format!(
                "cards missing: [{}]; cards not in the pack: [{}]",
                pack.difference(seen),
                seen.difference(pack)
            ));
        }
        // Everyone holds two cards per trick still to come, less what they have just played.
        for seat in Seat::all(n) {
            let laid_ribs = self.ribs.is_some() && seat == self.high_bidder;
            let played_now = u32::from(self.plays[seat].is_some() || laid_ribs) * 2;
            let expected = 2 * u32::from(TRICKS - self.trick) - played_now;
            if self.held[seat].len() != expected {
                return Err(format!(
                    "{seat} holds {} cards, not {expected}",
                    self.held[seat].len()
                ));
            }
        }
        if self.phase == Phase::Over {
            let captured: u32 = self.captured.as_slice().iter().map(CardSet::points).sum();
            let total = captured + self.discard.points();
            if total != 10 * u32::from(n) {
                return Err(format!(
                    "captured plus discarded is {total}, not {}",
                    10 * u32::from(n)
                ));
            }
        }
        Ok(())
    }
}

/// Where a card can be, for invariant reports.
#[derive(Clone, Copy)]
enum Place {
    Hand(Seat),
    Captures(Seat),
    Play(Seat),
    Discard,
    Ribs,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Hand(s) => write!(f, "{s}'s hand"),
            Place::Captures(s) => write!(f, "{s}'s captures"),
            Place::Play(s) => write!(f, "{s}'s play"),
            Place::Discard => write!(f, "the discard pile"),
            Place::Ribs => write!(f, "the ribs"),
        }
    }
}

/// The places of a hand whose cards one viewer cannot see, in the order in which a
/// determinization fills them: every other seat's hand (seat order), the ribs when they are
/// hidden from the viewer, then every other seat's fold of this hand (seat order).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HiddenPlaces {
    /// Cards held by each seat, as far as they are hidden (0 for the viewer's own seat).
    pub held: PerSeat<u32>,
    /// Whether the ribs on the table are face down to the viewer (two cards).
    pub ribs: bool,
    /// Which seats' folds of this hand are hidden (two cards each).
    pub folds: PerSeat<bool>,
}

impl HiddenPlaces {
    /// How many cards are hidden in all.
    pub fn total(&self) -> u32 {
        self.held.as_slice().iter().sum::<u32>()
            + 2 * u32::from(self.ribs)
            + 2 * self.folds.as_slice().iter().filter(|f| **f).count() as u32
    }
}

/// Fair coin flips drawn 64 at a time from a generator.
#[derive(Clone, Copy, Debug, Default)]
pub struct Coins {
    bits: u64,
    left: u32,
}

impl Coins {
    #[inline]
    pub fn flip(&mut self, rng: &mut impl rand::Rng) -> bool {
        if self.left == 0 {
            self.bits = rng.next_u64();
            self.left = 64;
        }
        let heads = self.bits & 1 == 1;
        self.bits >>= 1;
        self.left -= 1;
        heads
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
mod tests {
    use super::*;
    use crate::game::{BeatRule, Outcome, Rank, View};

    fn options(text: &str) -> Options {
        text.parse().unwrap()
    }

    /// A hand of `seats` dealt from a fixed seed, dealer in seat 0.
    fn hand(seats: u8, opts: &str) -> Hand {
        Hand::deal(options(opts), seats, Seat(0), 0, 11).unwrap()
    }

    /// The simplest legal action: pass when allowed, else the first listed that is not a
    /// fold (so bidding always ends).
    fn simple(hand: &Hand, seat: Seat) -> Action {
        let legal = hand.legal_actions(seat);
        if legal.contains(&Action::Pass) {
            return Action::Pass;
        }
        legal
            .into_iter()
            .find(|a| !matches!(a, Action::Fold(_)))
            .unwrap()
    }

    /// Plays on with [`simple`] actions until `stop` says so.
    fn play_until(hand: &mut Hand, stop: impl Fn(&Hand) -> bool) {
        while !stop(hand) {
            let seat = hand.to_act().expect("the hand ended before the stop");
            hand.apply(seat, simple(hand, seat)).unwrap();
        }
    }

    /// Bids the opening 2 for the opener and passes for everyone else.
    fn quick_bidding(hand: &mut Hand) {
        let opener = hand.to_act().unwrap();
        hand.apply(opener, Action::Bid(2)).unwrap();
        while hand.phase() == Phase::Bidding {
            hand.apply(hand.to_act().unwrap(), Action::Pass).unwrap();
        }
    }

    fn two_held(hand: &Hand, seat: Seat) -> [Card; 2] {
        let cards = hand.held(seat).to_vec();
        [cards[0], cards[1]]
    }

    #[test]
    fn the_six_player_bidding_example_ends_with_e_the_bidder_at_6() {
        // A..F are seats 0..5; A (the dealer) opens.
        let mut h = hand(6, "");
        let [a, b, c, d, e, f] = [0, 1, 2, 3, 4, 5].map(Seat);
        let script = [
            (a, Action::Bid(2)),
            (b, Action::Bid(3)),
            (c, Action::Pass),
            (d, Action::Pass),
            (e, Action::Bid(4)),
            (f, Action::Pass),
            (a, Action::Pass),
            (b, Action::Bid(5)),
            (e, Action::Bid(6)),
        ];
        for (seat, action) in script {
            assert_eq!(h.to_act(), Some(seat), "before {seat} {action}");
            h.apply(seat, action).unwrap();
        }
        // C and D passed already, and so did F and A: B is next.
        assert_eq!(h.to_act(), Some(b));
        let events = h.apply(b, Action::Pass).unwrap();
        assert_eq!(events.last(), Some(&Event::BiddingWon { seat: e, bid: 6 }));
        assert_eq!(h.phase(), Phase::Ribs);
        assert_eq!(h.to_act(), Some(e));
    }

    #[test]
    fn the_opener_must_bid_two_and_cannot_pass() {
        let mut h = hand(4, "");
        assert_eq!(
            h.choice(Seat(0)),
            Some(Choice::Bid {
                next: Some(2),
                can_pass: false
            })
        );
        assert_eq!(
            h.apply(Seat(0), Action::Pass),
            Err(ActionError::MustOpen(2))
        );
        assert_eq!(
            h.apply(Seat(0), Action::Bid(3)),
            Err(ActionError::MustOpen(2))
        );
        assert_eq!(h.legal_actions(Seat(0)), [Action::Bid(2)]);
    }

    #[test]
    fn jump_bids_are_refused() {
        let mut h = hand(4, "");
        h.apply(Seat(0), Action::Bid(2)).unwrap();
        assert_eq!(
            h.apply(Seat(1), Action::Bid(4)),
            Err(ActionError::WrongBid { expected: 3 })
        );
        assert_eq!(
            h.apply(Seat(1), Action::Bid(2)),
            Err(ActionError::WrongBid { expected: 3 })
        );
    }

    #[test]
    fn with_bid_step_2_bids_go_2_4_6() {
        let mut h = hand(4, "bid_step=2");
        h.apply(Seat(0), Action::Bid(2)).unwrap();
        assert_eq!(
            h.apply(Seat(1), Action::Bid(3)),
            Err(ActionError::WrongBid { expected: 4 })
        );
        h.apply(Seat(1), Action::Bid(4)).unwrap();
        assert_eq!(h.legal_actions(Seat(2)), [Action::Bid(6), Action::Pass]);
    }

    #[test]
    fn a_player_who_passed_cannot_bid_again_in_the_trick() {
        let mut h = hand(4, "");
        h.apply(Seat(0), Action::Bid(2)).unwrap();
        h.apply(Seat(1), Action::Pass).unwrap();
        h.apply(Seat(2), Action::Bid(3)).unwrap();
        h.apply(Seat(3), Action::Pass).unwrap();
        // Seat 1 is skipped: seat 0 is asked next, then seat 2.
        assert_eq!(h.to_act(), Some(Seat(0)));
        h.apply(Seat(0), Action::Bid(4)).unwrap();
        assert_eq!(h.to_act(), Some(Seat(2)));
        assert_eq!(
            h.apply(Seat(1), Action::Bid(5)),
            Err(ActionError::AlreadyPassed)
        );
        assert_eq!(
            h.apply(Seat(3), Action::Bid(5)),
            Err(ActionError::AlreadyPassed)
        );
    }

    #[test]
    fn out_of_turn_actions_are_refused_and_change_nothing() {
        let mut h = hand(5, "");
        let before = h.clone();
        assert_eq!(
            h.apply(Seat(2), Action::Bid(2)),
            Err(ActionError::NotYourTurn {
                waiting_for: Seat(0)
            })
        );
        assert_eq!(
            h.apply(Seat(7), Action::Bid(2)),
            Err(ActionError::NoSuchSeat(Seat(7)))
        );
        assert_eq!(h, before);
    }

    #[test]
    fn the_bidder_lays_ribs_and_others_play_clockwise_from_the_bidders_left() {
        let mut h = hand(4, "");
        h.apply(Seat(0), Action::Bid(2)).unwrap();
        h.apply(Seat(1), Action::Bid(3)).unwrap();
        for s in [2, 3, 0] {
            h.apply(Seat(s), Action::Pass).unwrap();
        }
        assert_eq!(h.to_act(), Some(Seat(1)));
        let bid = h.apply(Seat(1), Action::Bid(4));
        assert_eq!(bid, Err(ActionError::BiddingOver));
        let fold = h.apply(Seat(1), Action::Fold(two_held(&h, Seat(1))));
        assert_eq!(fold, Err(ActionError::BidderCannotFold));
        h.apply(Seat(1), Action::Ribs(two_held(&h, Seat(1))))
            .unwrap();
        assert_eq!(h.to_act(), Some(Seat(2)));
        let ribs = h.apply(Seat(2), Action::Ribs(two_held(&h, Seat(2))));
        assert_eq!(ribs, Err(ActionError::NotTheBidder));
        for s in [2, 3, 0] {
            assert_eq!(h.to_act(), Some(Seat(s)));
            h.apply(Seat(s), Action::FaceUp(two_held(&h, Seat(s))))
                .unwrap();
        }
        // Whatever happened, the bidder opens the next trick's bidding.
        assert_eq!(h.trick(), 1);
        assert_eq!(h.to_act(), Some(Seat(1)));
        assert_eq!(
            h.choice(Seat(1)),
            Some(Choice::Bid {
                next: Some(2),
                can_pass: false
            })
        );
    }

    #[test]
    fn a_card_not_held_or_named_twice_is_refused() {
        let mut h = hand(4, "");
        quick_bidding(&mut h);
        let mine = two_held(&h, Seat(0));
        let theirs = two_held(&h, Seat(1));
        assert_eq!(
            h.apply(Seat(0), Action::Ribs([mine[0], theirs[0]])),
            Err(ActionError::NotHeld(theirs[0]))
        );
        assert_eq!(
            h.apply(Seat(0), Action::Ribs([mine[0], mine[0]])),
            Err(ActionError::SameCardTwice)
        );
    }

    #[test]
    fn a_second_fold_in_the_same_hand_is_refused() {
        let mut h = hand(4, "");
        quick_bidding(&mut h);
        h.apply(Seat(0), Action::Ribs(two_held(&h, Seat(0))))
            .unwrap();
        h.apply(Seat(1), Action::Fold(two_held(&h, Seat(1))))
            .unwrap();
        play_until(&mut h, |h| {
            h.trick() == 1 && h.phase() == Phase::Play && h.to_act() == Some(Seat(1))
        });
        assert_eq!(h.choice(Seat(1)), Some(Choice::Play { may_fold: false }));
        assert_eq!(
            h.apply(Seat(1), Action::Fold(two_held(&h, Seat(1)))),
            Err(ActionError::AlreadyFolded)
        );
        h.apply(Seat(1), Action::FaceUp(two_held(&h, Seat(1))))
            .unwrap();
    }

    #[test]
    fn leading_the_ribs_does_not_use_up_the_bidders_fold() {
        let mut h = hand(4, "");
        quick_bidding(&mut h);
        h.apply(Seat(0), Action::Ribs(two_held(&h, Seat(0))))
            .unwrap();
        // Next trick: seat 1 wins the bidding, so seat 0 plays and may still fold.
        play_until(&mut h, |h| h.trick() == 1);
        h.apply(Seat(0), Action::Bid(2)).unwrap();
        h.apply(Seat(1), Action::Bid(3)).unwrap();
        for s in [2, 3, 0] {
            h.apply(Seat(s), Action::Pass).unwrap();
        }
        play_until(&mut h, |h| h.to_act() == Some(Seat(0)));
        assert_eq!(h.choice(Seat(0)), Some(Choice::Play { may_fold: true }));
    }

    #[test]
    fn with_folding_off_nobody_may_fold() {
        let mut h = hand(4, "folding=never");
        quick_bidding(&mut h);
        h.apply(Seat(0), Action::Ribs(two_held(&h, Seat(0))))
            .unwrap();
        assert_eq!(h.choice(Seat(1)), Some(Choice::Play { may_fold: false }));
        assert_eq!(
            h.apply(Seat(1), Action::Fold(two_held(&h, Seat(1)))),
            Err(ActionError::FoldingOff)
        );
    }

    #[test]
    fn in_a_face_up_last_trick_the_ribs_show_and_nobody_folds() {
        let mut h = hand(4, "last_trick_face_up=true");
        play_until(&mut h, |h| h.trick() == 3 && h.phase() == Phase::Ribs);
        let bidder = h.to_act().unwrap();
        assert_eq!(h.choice(bidder), Some(Choice::Ribs { face_up: true }));
        let ribs = two_held(&h, bidder);
        let events = h.apply(bidder, Action::Ribs(ribs)).unwrap();
        assert_eq!(
            events,
            [Event::RibsLaid {
                seat: bidder,
                face_up: Some(ribs)
            }]
        );
        let next = h.to_act().unwrap();
        assert_eq!(View::of_hand(&h, Some(next)).ribs(), Some(ribs));
        assert_eq!(View::of_hand(&h, None).ribs(), Some(ribs));
        assert_eq!(
            h.apply(next, Action::Fold(two_held(&h, next))),
            Err(ActionError::LastTrickFaceUp)
        );
    }

    #[test]
    fn before_the_last_trick_only_the_bidder_sees_the_ribs() {
        let mut h = hand(4, "last_trick_face_up=true");
        quick_bidding(&mut h);
        let ribs = two_held(&h, Seat(0));
        let events = h.apply(Seat(0), Action::Ribs(ribs)).unwrap();
        assert_eq!(
            events,
            [Event::RibsLaid {
                seat: Seat(0),
                face_up: None
            }]
        );
        assert_eq!(View::of_hand(&h, Some(Seat(0))).ribs(), Some(ribs));
        assert_eq!(View::of_hand(&h, Some(Seat(1))).ribs(), None);
        assert_eq!(View::of_hand(&h, None).ribs(), None);
        assert!(View::of_hand(&h, Some(Seat(1))).ribs_down());
    }

    #[test]
    fn a_whole_hand_conserves_every_card_and_scores_the_leaders() {
        for seats in 4..=10 {
            let mut h = hand(seats, "");
            let mut events = Vec::new();
            while let Some(seat) = h.to_act() {
                let action = simple(&h, seat);
                h.apply_to(seat, action, &mut events).unwrap();
                h.check_invariants().unwrap();
            }
            assert!(h.is_over());
            let scores = h.scores();
            let total: u32 = scores.as_slice().iter().sum::<u32>() + h.discard().points();
            assert_eq!(total, 10 * u32::from(seats));
            let Some(Event::HandScored {
                winners, scores: s, ..
            }) = events.last()
            else {
                panic!("the hand ends with its score");
            };
            assert_eq!(*s, scores);
            let top = scores.as_slice().iter().max().unwrap();
            for seat in Seat::all(seats) {
                assert_eq!(winners[seat], scores[seat] == *top);
            }
            assert_eq!(h.apply(Seat(0), Action::Pass), Err(ActionError::HandOver));
        }
    }

    #[test]
    fn a_hand_replays_from_its_deal() {
        let mut h = hand(5, "beat_rule=both_higher");
        let start = h.clone();
        play_until(&mut h, Hand::is_over);
        let held = PerSeat::from_fn(5, |s| start.held(s));
        let again = Hand::from_deal(options("beat_rule=both_higher"), Seat(0), 0, held).unwrap();
        assert_eq!(again, start);
        assert_eq!(start.options().beat_rule(), BeatRule::BothHigher);
    }

    #[test]
    fn a_deal_that_is_not_a_pack_is_refused() {
        let mut held = PerSeat::from_fn(4, |s| hand(4, "").held(s));
        let king = held[Seat(0)]
            .lowest_of(Rank::King)
            .or(held[Seat(0)].lowest_of(Rank::Ace));
        let card = king.unwrap_or_else(|| held[Seat(0)].nth(0).unwrap());
        held[Seat(1)].insert(card);
        assert!(Hand::from_deal(Options::default(), Seat(0), 0, held).is_err());
        let three = PerSeat::from_fn(3, |_| CardSet::EMPTY);
        assert_eq!(
            Hand::from_deal(Options::default(), Seat(0), 0, three),
            Err(SetupError::Players(3))
        );
    }

    #[test]
    fn folds_are_discarded_and_hidden_until_the_hand_is_over() {
        let mut h = hand(4, "");
        quick_bidding(&mut h);
        h.apply(Seat(0), Action::Ribs(two_held(&h, Seat(0))))
            .unwrap();
        let folded = two_held(&h, Seat(1));
        h.apply(Seat(1), Action::Fold(folded)).unwrap();
        let other = View::of_hand(&h, Some(Seat(2)));
        assert_eq!(
            other.plays()[Seat(1)],
            Some(crate::game::SeenPlay::Folded(None))
        );
        assert!(other.folded()[Seat(1)]);
        let own = View::of_hand(&h, Some(Seat(1)));
        assert_eq!(
            own.plays()[Seat(1)],
            Some(crate::game::SeenPlay::Folded(Some(folded)))
        );
        play_until(&mut h, |h| h.trick() == 1);
        let record = h.tricks().next().unwrap();
        assert_eq!(record.outcomes[Seat(1)], Outcome::Folded);
        assert!(folded.iter().all(|c| record.discarded().contains(*c)));
        let seen = View::of_hand(&h, Some(Seat(3))).tricks().next().unwrap();
        assert!(folded.iter().all(|c| !seen.discarded.contains(*c)));
        play_until(&mut h, Hand::is_over);
        let summary = View::of_hand(&h, Some(Seat(3))).hand_summary().unwrap();
        assert_eq!(summary.folds[Seat(1)], Some((0, folded)));
    }
}

#[cfg(test)]
mod determinize_tests {
    //! Determinizations keep everything a viewer sees and replace everything it does not:
    //! two hands that differ only in what a viewer cannot see determinize alike.
    use super::*;
    use crate::game::View;
    use crate::game::deal::{below, rng_for};

    /// A hand of `seats` played at random for `steps` legal actions (or to its end).
    fn played(seats: u8, variant: usize, seed: u64, steps: u32) -> Hand {
        let options = Options::all_variants()[variant];
        let mut hand = Hand::deal(options, seats, Seat((seed % 4) as u8), 0, seed).unwrap();
        let mut rng = rng_for(seed, Stream::Play, 5);
        for _ in 0..steps {
            let Some(seat) = hand.to_act() else { break };
            let legal = hand.legal_actions(seat);
            let action = legal[below(&mut rng, legal.len() as u32) as usize];
            hand.apply(seat, action).unwrap();
        }
        hand
    }

    fn viewers(seats: u8) -> impl Iterator<Item = Option<Seat>> {
        Seat::all(seats).map(Some).chain([None])
    }

    /// Moves hidden cards between hidden places directly in the state, without the
    /// determinization code: a second truth that the viewer cannot tell from the first.
    fn swap_hidden(hand: &Hand, viewer: Option<Seat>, seed: u64) -> Hand {
        let mut alt = hand.clone();
        let places = hand.hidden_places(viewer);
        let holders: Vec<Seat> = Seat::all(hand.seats)
            .filter(|s| places.held[*s] > 0)
            .collect();
        let mut rng = rng_for(seed, Stream::Play, 9);
        let pick = |set: CardSet, rng: &mut rand_chacha::ChaCha8Rng| {
            set.nth(below(rng, set.len())).unwrap()
        };
        // Swap single cards between two other seats' hands, a few times.
        for _ in 0..6 {
            if holders.len() < 2 {
                break;
            }
            let a = holders[below(&mut rng, holders.len() as u32) as usize];
            let b = holders[below(&mut rng, holders.len() as u32) as usize];
            if a == b {
                continue;
            }
            let (ca, cb) = (pick(alt.held[a], &mut rng), pick(alt.held[b], &mut rng));
            alt.held[a].remove(ca);
            alt.held[b].remove(cb);
            alt.held[a].insert(cb);
            alt.held[b].insert(ca);
        }
        // Swap a hidden rib with a card of another hand.
        if let (true, Some(&h)) = (places.ribs, holders.first()) {
            let ribs = alt.ribs.unwrap();
            let theirs = pick(alt.held[h], &mut rng);
            alt.held[h].remove(theirs);
            alt.held[h].insert(ribs[0]);
            alt.ribs = Some(in_hand_order([theirs, ribs[1]]));
        }
        // Swap a hidden folded card with a card of another hand.
        for seat in Seat::all(hand.seats).filter(|s| places.folds[*s]) {
            let Some(&h) = holders.first() else { break };
            let (trick, old) = alt.folds[seat].unwrap();
            let theirs = pick(alt.held[h], &mut rng);
            alt.held[h].remove(theirs);
            alt.held[h].insert(old[0]);
            let new = in_hand_order([theirs, old[1]]);
            alt.folds[seat] = Some((trick, new));
            if trick == alt.trick {
                alt.plays[seat] = Some(Played::Folded(new));
            } else {
                alt.discard.remove(old[0]);
                alt.discard.insert(theirs);
                alt.tricks[trick as usize].as_mut().unwrap().plays[seat] =
                    Some(Played::Folded(new));
            }
        }
        alt
    }

    #[test]
    fn a_determinization_shows_the_viewer_exactly_what_it_saw_and_keeps_the_rules() {
        for seed in 0..60u64 {
            let seats = 4 + (seed % 7) as u8;
            let hand = played(seats, (seed % 16) as usize, seed, (seed * 7 % 70) as u32);
            for viewer in viewers(seats) {
                let view = View::of_hand(&hand, viewer);
                let det = view.determinize(&mut rng_for(seed, Stream::Policy, 1));
                det.check_invariants().unwrap();
                let seen_again = View::of_hand(&det, viewer);
                assert_eq!(seen_again.snapshot(), view.snapshot(), "{viewer:?}");
                assert_eq!(seen_again.unseen(), view.unseen());
                if let Some(seat) = viewer {
                    assert_eq!(det.legal_actions(seat), hand.legal_actions(seat));
                }
                assert_eq!(view.hidden().total(), view.unseen().len());
            }
        }
    }

    #[test]
    fn hands_that_differ_only_in_hidden_cards_determinize_alike() {
        let mut differed = 0;
        for seed in 0..80u64 {
            let seats = 4 + (seed % 7) as u8;
            let hand = played(seats, (seed % 16) as usize, seed, (seed * 13 % 60) as u32);
            for viewer in viewers(seats) {
                let alt = swap_hidden(&hand, viewer, seed);
                alt.check_invariants().unwrap();
                let (view, alt_view) = (View::of_hand(&hand, viewer), View::of_hand(&alt, viewer));
                assert_eq!(
                    view.snapshot(),
                    alt_view.snapshot(),
                    "the swap is invisible"
                );
                differed += usize::from(alt != hand);
                for k in 0..3 {
                    let a = view.determinize(&mut rng_for(seed, Stream::Policy, k));
                    let b = alt_view.determinize(&mut rng_for(seed, Stream::Policy, k));
                    assert_eq!(a, b, "{viewer:?} learned something hidden");
                }
            }
        }
        assert!(differed > 200, "the swaps must really change hidden cards");
    }

    #[test]
    fn hidden_ribs_and_folds_are_dealt_afresh_too() {
        // Find states with hidden ribs and a hidden fold, and check that over many
        // determinizations the real cards do not stay in their places.
        let mut checked = 0;
        for seed in 0..400u64 {
            let hand = played(4, 0, seed, 12 + (seed % 20) as u32);
            let viewer = Seat(0);
            let places = hand.hidden_places(Some(viewer));
            let fold = Seat::all(4).find(|s| places.folds[*s]);
            if !places.ribs || fold.is_none() {
                continue;
            }
            let view = View::of_hand(&hand, Some(viewer));
            let (mut same_ribs, mut same_fold) = (0, 0);
            for k in 0..50 {
                let det = view.determinize(&mut rng_for(seed, Stream::Policy, k));
                same_ribs += usize::from(det.ribs == hand.ribs);
                let fold = fold.unwrap();
                same_fold += usize::from(det.folds[fold] == hand.folds[fold]);
            }
            assert!(same_ribs < 10 && same_fold < 10, "{same_ribs} {same_fold}");
            checked += 1;
        }
        assert!(checked > 5, "found only {checked} states to check");
    }

    #[test]
    fn a_sample_that_is_not_the_unseen_cards_is_refused() {
        let hand = played(5, 0, 3, 20);
        let view = View::of_hand(&hand, Some(Seat(1)));
        let mut sample = view.unseen().to_vec();
        assert!(view.determinize_with(&sample).is_ok());
        sample.pop();
        assert!(view.determinize_with(&sample).is_err());
        let mine = view.my_hand().nth(0).unwrap();
        sample.push(mine);
        assert!(view.determinize_with(&sample).is_err());
    }
}
