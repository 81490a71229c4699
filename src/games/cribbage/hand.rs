//! One hand of cribbage: the deal, the discards to the crib (every seat at once, in
//! secret), the starter, the play to 31 and the show, scored as it goes and stopped the
//! moment a side reaches the target. The referee rules one from a given deal; the match
//! ([`super::Cribbage`]) deals one after another.

use serde::Serialize;

use super::event::{Action, Event, Peg, Pile, Refusal, Shown, Stage};
use super::options::{Options, TwoHandDeal};
use super::score::{self, Combo, Why, pips};
use crate::cards::{Card, CardSet, Deck, Rank};
use crate::core::{PerSeat, Seat, SeatSet, ToAct, Told};

/// Fewest players.
pub const MIN_SEATS: u8 = 2;
/// Most players (two partnerships).
pub const MAX_SEATS: u8 = 4;
/// Most sides at a table: three players alone.
pub const MAX_SIDES: usize = 3;
/// The highest claim a hand can be worth (the perfect hand).
pub const MAX_CLAIM: u8 = 29;

/// How many sides play: each player alone, or two partnerships of two at 4.
pub const fn sides(seats: u8) -> u8 {
    if seats == 4 { 2 } else { seats }
}

/// A seat's side: itself, or its partnership at 4 (seats 1 and 3 are side 0, "A").
pub const fn side_of(seat: Seat, seats: u8) -> u8 {
    if seats == 4 { seat.0 % 2 } else { seat.0 }
}

/// What a table of `seats` deals: (cards to each, cards to the crib, cards each lays away).
pub const fn deal_sizes(options: &Options, seats: u8) -> (u8, u8, u8) {
    match (seats, options.two_hand_deal) {
        (2, TwoHandDeal::Six) => (6, 0, 2),
        (2, TwoHandDeal::Five) => (5, 2, 1),
        (3, _) => (5, 1, 1),
        _ => (5, 0, 1),
    }
}

/// Where a hand stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Everyone lays away to the crib, at once.
    Discard,
    /// The play to 31.
    Play,
    /// With muggins: the owners claim their counts in showing order.
    Show,
    /// Every box counted, or the game won.
    Over,
}

/// What a hand is played by: the table, its dealer, its options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandRules {
    pub options: Options,
    pub seats: u8,
    pub dealer: Seat,
}

/// One hand, from the deal to the crib's count (or to the game's winning point).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hand {
    rules: HandRules,
    dealt: PerSeat<CardSet>,
    crib_dealt: CardSet,
    starter: Card,
    discards: PerSeat<Option<CardSet>>,
    /// The four cards each keeps for the show.
    kept: PerSeat<CardSet>,
    /// The cards each still holds (in the play: not yet laid).
    held: PerSeat<CardSet>,
    crib: CardSet,
    phase: Phase,
    count: u8,
    /// Every card laid this hand, in order, and who laid it.
    laid: Vec<(Seat, Card)>,
    /// Where in `laid` the current sequence (since the count was last 0) begins.
    sequence_from: usize,
    gone: SeatSet,
    turn: Seat,
    /// Each side's points: before the hand, and now.
    before: [u16; MAX_SIDES],
    totals: [u16; MAX_SIDES],
    winner: Option<u8>,
    pegs: Vec<Peg>,
    shown: Vec<Shown>,
    /// The next box of the show: 0.. from the dealer's left, `seats` the crib.
    next_box: u8,
}

impl Hand {
    /// A hand dealt from the match's seed (`index`: which hand of the match).
    pub fn deal(rules: HandRules, totals: [u16; MAX_SIDES], seed: u64, index: u64) -> Hand {
        let (each, to_crib, _) = deal_sizes(&rules.options, rules.seats);
        let mut deck = Deck::shuffled(seed, index);
        let mut hands = PerSeat::<CardSet>::new(rules.seats);
        for _ in 0..each {
            for k in 1..=rules.seats {
                let seat = rules.dealer.left(k, rules.seats);
                if let Some(card) = deck.draw() {
                    hands[seat].insert(card);
                }
            }
        }
        let crib: CardSet = deck.draw_many(usize::from(to_crib)).into_iter().collect();
        let starter = deck
            .draw()
            .unwrap_or(Card::new(Rank::Ace, crate::cards::Suit::Spades));
        Hand::from_deal(rules, hands, crib, starter, totals)
    }

    /// A hand from a given deal (the referee's): each seat's cards, those dealt straight
    /// to the crib, the starter (turned once all have discarded), each side's points.
    pub fn from_deal(
        rules: HandRules,
        hands: PerSeat<CardSet>,
        crib: CardSet,
        starter: Card,
        totals: [u16; MAX_SIDES],
    ) -> Hand {
        Hand {
            rules,
            dealt: hands,
            crib_dealt: crib,
            starter,
            discards: PerSeat::new(rules.seats),
            kept: hands,
            held: hands,
            crib,
            phase: Phase::Discard,
            count: 0,
            laid: Vec::with_capacity(16),
            sequence_from: 0,
            gone: SeatSet::EMPTY,
            turn: rules.dealer.left(1, rules.seats),
            before: totals,
            totals,
            winner: None,
            pegs: Vec::new(),
            shown: Vec::new(),
            next_box: 0,
        }
    }

    /// A hand in the play rebuilt from one seat's sight and a guess at what it cannot see
    /// (a search's world): each seat's unplayed cards, every card laid (the last
    /// `sequence` of them since the count was 0), who said go, whose turn. Its crib is
    /// unknown and its show is left to claims, so a playout stops when the play ends.
    #[allow(clippy::too_many_arguments)]
    pub fn in_play(
        rules: HandRules,
        held: PerSeat<CardSet>,
        laid: &[(Seat, Card)],
        sequence: usize,
        gone: SeatSet,
        turn: Seat,
        starter: Card,
        totals: [u16; MAX_SIDES],
    ) -> Hand {
        let rules = HandRules {
            options: Options {
                muggins: true,
                ..rules.options
            },
            ..rules
        };
        let mut kept = held;
        for &(seat, card) in laid {
            kept[seat].insert(card);
        }
        let from = laid.len().saturating_sub(sequence);
        let mut hand = Hand::from_deal(rules, kept, CardSet::EMPTY, starter, totals);
        hand.held = held;
        hand.discards = PerSeat::from_fn(rules.seats, |_| Some(CardSet::EMPTY));
        hand.phase = Phase::Play;
        hand.laid = laid.to_vec();
        hand.sequence_from = from;
        hand.count = laid[from..].iter().map(|&(_, c)| pips(c)).sum();
        hand.gone = gone;
        hand.turn = turn;
        hand
    }

    pub fn rules(&self) -> HandRules {
        self.rules
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn dealt(&self) -> &PerSeat<CardSet> {
        &self.dealt
    }
    /// What `seat` laid away, once it has.
    pub fn discard(&self, seat: Seat) -> Option<CardSet> {
        self.discards[seat]
    }
    /// Who has laid away (not what).
    pub fn discarded(&self) -> SeatSet {
        Seat::all(self.rules.seats)
            .filter(|&s| self.discards[s].is_some())
            .fold(SeatSet::EMPTY, SeatSet::with)
    }
    /// The starter, once turned.
    pub fn starter(&self) -> Option<Card> {
        (self.phase != Phase::Discard).then_some(self.starter)
    }
    /// The starter as dealt, turned or not: the engine's and the referee's alone.
    pub fn starter_dealt(&self) -> Card {
        self.starter
    }
    pub fn held(&self, seat: Seat) -> CardSet {
        self.held[seat]
    }
    /// The four cards `seat` keeps for the show (after its discard).
    pub fn kept(&self, seat: Seat) -> CardSet {
        self.kept[seat]
    }
    /// The crib as it stands (hidden from everyone until counted).
    pub fn crib(&self) -> CardSet {
        self.crib
    }
    pub fn count(&self) -> u8 {
        self.count
    }
    pub fn laid(&self) -> &[(Seat, Card)] {
        &self.laid
    }
    /// The cards laid since the count was last 0.
    pub fn sequence(&self) -> &[(Seat, Card)] {
        &self.laid[self.sequence_from..]
    }
    /// Who said go in this sequence.
    pub fn gone(&self) -> SeatSet {
        self.gone
    }
    pub fn turn(&self) -> Seat {
        self.turn
    }
    /// Each side's points, before the hand and now.
    pub fn before(&self) -> &[u16] {
        &self.before[..usize::from(sides(self.rules.seats))]
    }
    pub fn totals(&self) -> &[u16] {
        &self.totals[..usize::from(sides(self.rules.seats))]
    }
    /// The side that reached the target in this hand.
    pub fn winner(&self) -> Option<u8> {
        self.winner
    }
    /// Every score of the hand, in order.
    pub fn pegs(&self) -> &[Peg] {
        &self.pegs
    }
    /// The boxes counted so far, in showing order.
    pub fn shown(&self) -> &[Shown] {
        &self.shown
    }

    /// How many cards each lays away.
    pub fn to_lay(&self) -> u8 {
        deal_sizes(&self.rules.options, self.rules.seats).2
    }

    /// The owner of the next box of the show, and which box it is.
    pub fn next_box(&self) -> Option<(Seat, Pile)> {
        let seats = self.rules.seats;
        match self.next_box {
            n if n < seats => Some((self.rules.dealer.left(n + 1, seats), Pile::Hand)),
            n if n == seats => Some((self.rules.dealer, Pile::Crib)),
            _ => None,
        }
    }

    /// The cards of a box: a seat's four kept, or the crib.
    pub fn box_cards(&self, seat: Seat, pile: Pile) -> CardSet {
        match pile {
            Pile::Hand => self.kept[seat],
            Pile::Crib => self.crib,
        }
    }

    pub fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Discard => ToAct::Several(
                Seat::all(self.rules.seats)
                    .filter(|&s| self.discards[s].is_none())
                    .fold(SeatSet::EMPTY, SeatSet::with),
            ),
            Phase::Play => ToAct::One(self.turn),
            Phase::Show => self
                .next_box()
                .map_or(ToAct::Nobody, |(seat, _)| ToAct::One(seat)),
            Phase::Over => ToAct::Nobody,
        }
    }

    /// Whether any card of `cards` keeps the count at 31 or less.
    fn fits(&self, cards: CardSet) -> bool {
        cards.iter().any(|c| self.count + pips(c) <= 31)
    }

    /// The cards `seat` may lay now.
    pub fn playable(&self, seat: Seat) -> CardSet {
        if self.phase != Phase::Play || self.turn != seat {
            return CardSet::EMPTY;
        }
        self.held[seat]
            .iter()
            .filter(|&c| self.count + pips(c) <= 31)
            .collect()
    }

    /// Every action `seat` may take now: each discard once, each card that fits (or go
    /// alone), each claim 0..=29.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if !self.to_act().includes(seat) {
            return Vec::new();
        }
        match self.phase {
            Phase::Discard => discards(self.held[seat], self.to_lay())
                .map(Action::Discard)
                .collect(),
            Phase::Play => {
                let cards = self.playable(seat);
                if cards.is_empty() {
                    vec![Action::Go]
                } else {
                    cards.iter().map(Action::Play).collect()
                }
            }
            Phase::Show => (0..=MAX_CLAIM).map(Action::Claim).collect(),
            Phase::Over => Vec::new(),
        }
    }

    /// # Errors
    /// Why `seat` may not take `action` now.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), Refusal> {
        if seat.0 >= self.rules.seats {
            return Err(Refusal::NoSuchSeat(seat));
        }
        if self.phase == Phase::Over {
            return Err(Refusal::HandOver);
        }
        match action {
            Action::Discard(cards) => self.check_discard(seat, cards),
            Action::Play(card) => {
                self.check_playing(seat)?;
                if !self.held[seat].contains(card) {
                    return Err(Refusal::NotHeld(card));
                }
                if self.count + pips(card) > 31 {
                    return Err(Refusal::PastThirtyOne {
                        card,
                        count: self.count,
                    });
                }
                Ok(())
            }
            Action::Go => {
                self.check_playing(seat)?;
                if self.fits(self.held[seat]) {
                    return Err(Refusal::CardFits);
                }
                Ok(())
            }
            Action::Claim(claim) => self.check_claim(seat, claim),
        }
    }

    fn check_discard(&self, seat: Seat, cards: CardSet) -> Result<(), Refusal> {
        if self.phase != Phase::Discard {
            return Err(Refusal::NotDiscarding);
        }
        if self.discards[seat].is_some() {
            return Err(Refusal::AlreadyDiscarded);
        }
        if let Some(card) = cards.difference(self.held[seat]).first() {
            return Err(Refusal::NotHeld(card));
        }
        let wanted = self.to_lay();
        if cards.len() != u32::from(wanted) {
            return Err(Refusal::DiscardCount {
                given: cards.len() as u8,
                wanted,
            });
        }
        Ok(())
    }

    fn check_playing(&self, seat: Seat) -> Result<(), Refusal> {
        match self.phase {
            Phase::Discard => Err(Refusal::StillDiscarding),
            Phase::Show => Err(Refusal::Showing),
            _ if self.turn != seat => Err(Refusal::NotYourTurn {
                waiting_for: self.turn,
            }),
            _ => Ok(()),
        }
    }

    fn check_claim(&self, seat: Seat, claim: u8) -> Result<(), Refusal> {
        if !self.rules.options.muggins {
            return Err(Refusal::NoMuggins);
        }
        match self.phase {
            Phase::Discard => return Err(Refusal::StillDiscarding),
            Phase::Play => return Err(Refusal::StillPlaying),
            _ => {}
        }
        if claim > MAX_CLAIM {
            return Err(Refusal::ClaimTooHigh(claim));
        }
        match self.next_box() {
            Some((owner, _)) if owner != seat => Err(Refusal::NotYourTurn { waiting_for: owner }),
            _ => Ok(()),
        }
    }

    /// Applies an action; nothing changes when it is refused.
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
        match action {
            Action::Discard(cards) => self.lay_away(seat, cards, told),
            Action::Play(card) => self.play(seat, card, told),
            Action::Go => {
                self.gone = self.gone.with(seat);
                told.push(Told::table(Event::Go { seat }));
                self.turn = self.next_to_play(seat).unwrap_or(seat);
            }
            Action::Claim(claim) => self.claim(seat, claim, told),
        }
        Ok(())
    }

    fn lay_away(&mut self, seat: Seat, cards: CardSet, told: &mut Vec<Told<Event>>) {
        self.discards[seat] = Some(cards);
        self.held[seat] = self.held[seat].difference(cards);
        self.kept[seat] = self.held[seat];
        self.crib = self.crib.union(cards);
        told.push(Told::table(Event::Discarded { seat }));
        told.push(Told::seat(seat, Event::LaidAway { seat, cards }));
        if self.discarded().len() < u32::from(self.rules.seats) {
            return;
        }
        self.phase = Phase::Play;
        told.push(Told::table(Event::StarterTurned {
            starter: self.starter,
        }));
        if self.starter.rank == Rank::Jack {
            let heels = Combo {
                why: Why::HisHeels,
                points: 2,
                cards: CardSet::of(self.starter),
            };
            let dealer = self.rules.dealer;
            self.peg(dealer, Stage::Cut, None, heels, told);
            self.check_won(dealer);
        }
    }

    fn play(&mut self, seat: Seat, card: Card, told: &mut Vec<Told<Event>>) {
        self.held[seat].remove(card);
        self.count += pips(card);
        self.laid.push((seat, card));
        told.push(Told::table(Event::Played {
            seat,
            card,
            count: self.count,
        }));
        let mut sequence = [card; 16];
        let n = self.laid.len() - self.sequence_from;
        for (slot, (_, c)) in sequence.iter_mut().zip(&self.laid[self.sequence_from..]) {
            *slot = *c;
        }
        let mut combos = [None; 4];
        let mut k = 0;
        score::pegging(&sequence[..n], self.count, |combo| {
            combos[k] = Some(combo);
            k += 1;
        });
        for combo in combos.into_iter().flatten() {
            self.peg(seat, Stage::Play, None, combo, told);
        }
        if self.check_won(seat) {
            return;
        }
        let anyone_fits = Seat::all(self.rules.seats).any(|s| self.fits(self.held[s]));
        if self.count < 31 && anyone_fits {
            self.turn = self.next_to_play(seat).unwrap_or(seat);
            return;
        }
        if self.count < 31 {
            let why = if self.held.as_slice().iter().all(|h| h.is_empty()) {
                Why::LastCard
            } else {
                Why::Go
            };
            let point = Combo {
                why,
                points: 1,
                cards: CardSet::EMPTY,
            };
            self.peg(seat, Stage::Play, None, point, told);
            if self.check_won(seat) {
                return;
            }
        }
        self.new_sequence(seat, told);
    }

    /// The next seat clockwise from `seat` (itself last) that holds cards and has not said
    /// go in this sequence.
    fn next_to_play(&self, seat: Seat) -> Option<Seat> {
        (1..=self.rules.seats)
            .map(|k| seat.left(k, self.rules.seats))
            .find(|&s| !self.held[s].is_empty() && !self.gone.contains(s))
    }

    /// The count back to 0 after `last`'s card: the first clockwise after it still holding
    /// cards lays next; nobody holding any ends the play.
    fn new_sequence(&mut self, last: Seat, told: &mut Vec<Told<Event>>) {
        self.count = 0;
        self.gone = SeatSet::EMPTY;
        self.sequence_from = self.laid.len();
        let next = (1..=self.rules.seats)
            .map(|k| last.left(k, self.rules.seats))
            .find(|&s| !self.held[s].is_empty());
        told.push(Told::table(Event::CountReset { next }));
        match next {
            Some(seat) => self.turn = seat,
            None => self.begin_show(told),
        }
    }

    /// The show: counted box by box by the engine, or claimed by each owner with muggins.
    fn begin_show(&mut self, told: &mut Vec<Told<Event>>) {
        self.phase = Phase::Show;
        if self.rules.options.muggins {
            return;
        }
        while let Some((seat, pile)) = self.next_box() {
            let cards = self.box_cards(seat, pile);
            let points = score::show_points(cards, self.starter, pile == Pile::Crib);
            let shown = Shown {
                seat,
                pile,
                cards,
                starter: self.starter,
                points,
                claim: None,
            };
            self.shown.push(shown);
            told.push(Told::table(Event::Counted(shown)));
            let mut combos = Vec::with_capacity(12);
            score::show(cards, self.starter, pile == Pile::Crib, |c| combos.push(c));
            for combo in combos {
                self.peg(seat, Stage::Show, Some(pile), combo, told);
            }
            self.next_box += 1;
            if self.check_won(seat) {
                return;
            }
        }
        self.phase = Phase::Over;
    }

    /// A muggins claim: the owner scores it up to the true count, the player on its left
    /// the difference either way.
    fn claim(&mut self, seat: Seat, claim: u8, told: &mut Vec<Told<Event>>) {
        let Some((_, pile)) = self.next_box() else {
            return;
        };
        let cards = self.box_cards(seat, pile);
        let points = score::show_points(cards, self.starter, pile == Pile::Crib);
        let shown = Shown {
            seat,
            pile,
            cards,
            starter: self.starter,
            points,
            claim: Some(claim),
        };
        self.shown.push(shown);
        told.push(Told::table(Event::Counted(shown)));
        self.next_box += 1;
        let owned = Combo {
            why: Why::Claim,
            points: claim.min(points),
            cards: CardSet::EMPTY,
        };
        self.peg(seat, Stage::Show, Some(pile), owned, told);
        if self.check_won(seat) {
            return;
        }
        let opponent = seat.left(1, self.rules.seats);
        let missed = Combo {
            why: Why::Muggins,
            points: claim.abs_diff(points),
            cards: CardSet::EMPTY,
        };
        self.peg(opponent, Stage::Show, Some(pile), missed, told);
        if self.check_won(opponent) {
            return;
        }
        if self.next_box().is_none() {
            self.phase = Phase::Over;
        }
    }

    /// Scores a combination for `seat`'s side (nothing for 0 points).
    fn peg(
        &mut self,
        seat: Seat,
        stage: Stage,
        pile: Option<Pile>,
        combo: Combo,
        told: &mut Vec<Told<Event>>,
    ) {
        if combo.points == 0 {
            return;
        }
        let side = side_of(seat, self.rules.seats);
        let total = &mut self.totals[usize::from(side)];
        *total += u16::from(combo.points);
        let peg = Peg {
            seat,
            side,
            stage,
            pile,
            why: combo.why,
            points: combo.points,
            cards: combo.cards,
            total: *total,
        };
        self.pegs.push(peg);
        told.push(Told::table(Event::Pegged(peg)));
    }

    /// Whether `seat`'s side has reached the target: the game is won, the hand stops.
    fn check_won(&mut self, seat: Seat) -> bool {
        let side = side_of(seat, self.rules.seats);
        if self.totals[usize::from(side)] >= self.rules.options.target {
            self.winner = Some(side);
            self.phase = Phase::Over;
            return true;
        }
        false
    }
}

/// Every way to lay `n` cards of `held` away, each once.
pub fn discards(held: CardSet, n: u8) -> impl Iterator<Item = CardSet> {
    let cards: Vec<Card> = held.iter().collect();
    let k = cards.len();
    (0u32..(1 << k))
        .filter(move |mask| mask.count_ones() == u32::from(n))
        .map(move |mask| {
            (0..k)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| cards[i])
                .collect()
        })
}
