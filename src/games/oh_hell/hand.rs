//! One hand of Oh Hell!: the deal, the bidding (with the hook, without, or all at once),
//! the tricks and the hand's scores. The referee rules a hand from a given deal
//! ([`Hand::from_deal`]); a game deals each of its hands from its seed ([`Hand::deal`]).
//! Every rule is checked in [`Hand::check`] before [`Hand::apply_to`] changes anything.

use serde::Serialize;

use super::card::{Card, Cards, Suit};
use super::event::{Action, Event, Refusal};
use super::options::{Bidding, FirstLead, Options, Scoring, Trumps, ZeroBid};
use crate::core::rng::{Stream, rng_for, shuffle};
use crate::core::{PerSeat, Seat, SeatSet, ToAct, Told};

/// Most players at a table.
pub const MAX_SEATS: u8 = 7;
/// Fewest players at a table.
pub const MIN_SEATS: u8 = 3;

/// What a hand is played by: the table's rules that matter within one hand, and what its
/// deal decided (the dealer, the size, the trumps).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct HandRules {
    pub seats: u8,
    pub dealer: Seat,
    /// Cards dealt to each, c.
    pub cards: u8,
    /// The turned card, when one was turned.
    pub turned: Option<Card>,
    pub trump: Option<Suit>,
    pub bidding: Bidding,
    pub first_lead: FirstLead,
    pub must_trump: bool,
    pub scoring: Scoring,
    pub zero_bid: ZeroBid,
    /// Each holder's cards hidden from them (the forehead hand).
    pub forehead: bool,
}

impl HandRules {
    /// The rules of a hand of `cards` each at a table of `options`, trumps still to
    /// decide.
    pub fn new(options: Options, seats: u8, dealer: Seat, cards: u8) -> HandRules {
        HandRules {
            seats,
            dealer,
            cards,
            turned: None,
            trump: None,
            bidding: options.bidding,
            first_lead: options.first_lead,
            must_trump: options.must_trump,
            scoring: options.scoring,
            zero_bid: options.zero_bid,
            forehead: false,
        }
    }

    /// The seat that leads the first trick.
    pub fn leader(&self) -> Seat {
        match self.first_lead {
            FirstLead::LeftOfDealer => self.dealer.left(1, self.seats),
            FirstLead::Dealer => self.dealer,
        }
    }

    /// What bid `bid` with `won` tricks scores.
    pub fn score(&self, bid: u8, won: u8) -> i32 {
        let (b, t) = (i32::from(bid), i32::from(won));
        let miss = (t - b).abs();
        if miss == 0 && bid == 0 {
            match self.zero_bid {
                ZeroBid::Standard => {}
                ZeroBid::Five => return 5,
                ZeroBid::FivePlusCards => return 5 + i32::from(self.cards),
            }
        }
        let made = miss == 0;
        match self.scoring {
            Scoring::TricksBonus => t + if made { 10 } else { 0 },
            Scoring::ExactOnly if made => 10 + b,
            Scoring::ExactOnly => 0,
            Scoring::TenPerTrick if made => 10 * b.max(1),
            Scoring::TenPerTrick => -10 * miss,
            Scoring::FiveTen if made => 5 + 10 * t,
            Scoring::FiveTen => -5 - 5 * miss,
            Scoring::Squares if made => 10 + b * b,
            Scoring::Squares => -miss * miss,
        }
    }
}

/// The trumps of hand `number` (from 1) under `trumps`, given the card turned (if any).
pub fn trump_of(trumps: Trumps, turned: Option<Card>, number: u32) -> Option<Suit> {
    const CYCLE: [Suit; 4] = [Suit::Hearts, Suit::Diamonds, Suit::Clubs, Suit::Spades];
    let k = number.saturating_sub(1) as usize;
    match trumps {
        Trumps::TurnUp => turned.map(Card::suit),
        // A turned 2 to 6 means no trumps; a joker counts as high.
        Trumps::TurnUpHigh => turned
            .filter(|c| c.is_joker() || c.rank_index() >= 5)
            .map(Card::suit),
        Trumps::Spades => Some(Suit::Spades),
        Trumps::Cycle => Some(CYCLE[k % 4]),
        Trumps::CycleNoTrumps => CYCLE.get(k % 5).copied(),
    }
}

/// Whether `trumps` turns a card after the deal.
pub fn turns_a_card(trumps: Trumps) -> bool {
    matches!(trumps, Trumps::TurnUp | Trumps::TurnUpHigh)
}

/// Where a hand stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Bidding,
    Play,
    /// Every trick taken.
    Over,
}

/// A trick: who led, the cards in playing order from the leader, who took it.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Trick {
    pub leader: Seat,
    len: u8,
    cards: [Card; MAX_SEATS as usize],
    pub winner: Option<Seat>,
}

impl Trick {
    pub fn new(leader: Seat) -> Trick {
        Trick {
            leader,
            len: 0,
            cards: [Card::LITTLE_JOKER; MAX_SEATS as usize],
            winner: None,
        }
    }

    /// The cards played, in order from the leader.
    pub fn cards(&self) -> &[Card] {
        &self.cards[..usize::from(self.len)]
    }

    /// Each card with who played it, in order.
    pub fn plays(&self, seats: u8) -> impl Iterator<Item = (Seat, Card)> + '_ {
        self.cards()
            .iter()
            .enumerate()
            .map(move |(i, &c)| (self.leader.left(i as u8, seats), c))
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The suit led, once a card is down.
    pub fn led(&self) -> Option<Suit> {
        self.cards().first().map(|c| c.suit())
    }

    /// Who is winning so far: the highest trump, else the highest card of the suit led.
    pub fn winning(&self, trump: Option<Suit>, seats: u8) -> Option<(Seat, Card)> {
        let led = self.led()?;
        let key = |c: Card| {
            let rank = c.rank_index() as i32;
            if Some(c.suit()) == trump {
                100 + rank
            } else if c.suit() == led {
                rank
            } else {
                -1
            }
        };
        self.plays(seats).max_by_key(|&(_, c)| key(c))
    }

    fn push(&mut self, card: Card) {
        self.cards[usize::from(self.len)] = card;
        self.len += 1;
    }
}

impl std::fmt::Debug for Trick {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Trick")
            .field("leader", &self.leader)
            .field("cards", &self.cards())
            .field("winner", &self.winner)
            .finish()
    }
}

impl Serialize for Trick {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Trick", 3)?;
        st.serialize_field("leader", &self.leader)?;
        st.serialize_field("cards", self.cards())?;
        st.serialize_field("winner", &self.winner)?;
        st.end()
    }
}

/// One hand being played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hand {
    rules: HandRules,
    dealt: PerSeat<Cards>,
    held: PerSeat<Cards>,
    bids: PerSeat<Option<u8>>,
    phase: Phase,
    /// The seat to bid or play (in simultaneous bidding, unused until the play).
    turn: Seat,
    /// In turn bidding: the seat that bid last, which may change its bid until `turn` bids.
    changeable: Option<Seat>,
    trick: Trick,
    tricks: Vec<Trick>,
    won: PerSeat<u8>,
}

impl Hand {
    /// A hand from a given deal (the referee's): every hand of `rules.cards` cards, none
    /// shared, the turned card in none (the caller checks).
    pub fn from_deal(rules: HandRules, hands: PerSeat<Cards>) -> Hand {
        let first = match rules.bidding {
            Bidding::Simultaneous => rules.leader(),
            _ => rules.dealer.left(1, rules.seats),
        };
        Hand {
            rules,
            dealt: hands,
            held: hands,
            bids: PerSeat::new(rules.seats),
            phase: Phase::Bidding,
            turn: first,
            changeable: None,
            trick: Trick::new(rules.leader()),
            tricks: Vec::with_capacity(usize::from(rules.cards)),
            won: PerSeat::new(rules.seats),
        }
    }

    /// Hand `number` (from 1) of a game dealt from `seed`: the pack shuffled for it, dealt
    /// one card at a time clockwise from the dealer's left, then the next card turned for
    /// trumps where the table turns one and a card is left.
    pub fn deal(options: Options, seats: u8, dealer: Seat, number: u32, seed: u64) -> Hand {
        let cards = options.cards_in_hand(seats, number);
        let mut pack: Vec<Card> = Cards::pack(options.jokers).iter().collect();
        shuffle(
            &mut pack,
            &mut rng_for(seed, Stream::Deal, u64::from(number - 1)),
        );
        let mut hands = PerSeat::<Cards>::new(seats);
        for i in 0..usize::from(cards) * usize::from(seats) {
            let seat = dealer.left(1 + (i % usize::from(seats)) as u8, seats);
            if let Some(card) = pack.pop() {
                hands[seat].insert(card);
            }
        }
        let mut rules = HandRules::new(options, seats, dealer, cards);
        rules.turned = turns_a_card(options.trumps).then(|| pack.pop()).flatten();
        rules.trump = trump_of(options.trumps, rules.turned, number);
        rules.forehead = options.forehead(seats, number);
        Hand::from_deal(rules, hands)
    }

    pub fn rules(&self) -> &HandRules {
        &self.rules
    }

    pub fn seats(&self) -> u8 {
        self.rules.seats
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn held(&self, seat: Seat) -> Cards {
        self.held[seat]
    }

    /// Each seat's cards as dealt.
    pub fn dealt(&self) -> &PerSeat<Cards> {
        &self.dealt
    }

    pub fn bids(&self) -> &PerSeat<Option<u8>> {
        &self.bids
    }

    pub fn won(&self) -> &PerSeat<u8> {
        &self.won
    }

    /// The trick in progress (empty between tricks and in the bidding).
    pub fn trick(&self) -> &Trick {
        &self.trick
    }

    /// The tricks taken so far, in order.
    pub fn tricks(&self) -> &[Trick] {
        &self.tricks
    }

    /// The seat that may still change its bid, in turn bidding.
    pub fn changeable(&self) -> Option<Seat> {
        self.changeable
    }

    /// The seat on turn (in the bidding: the next to bid in turn).
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// Who the hand waits for.
    pub fn to_act(&self) -> ToAct {
        match (self.phase, self.rules.bidding) {
            (Phase::Over, _) => ToAct::Nobody,
            (Phase::Bidding, Bidding::Simultaneous) => ToAct::Several(self.yet_to_bid()),
            _ => ToAct::One(self.turn),
        }
    }

    /// The seats that have not bid.
    pub fn yet_to_bid(&self) -> SeatSet {
        Seat::all(self.seats())
            .filter(|&s| self.bids[s].is_none())
            .fold(SeatSet::EMPTY, SeatSet::with)
    }

    /// The bids made so far, added up.
    pub fn bid_total(&self) -> u32 {
        self.bids
            .as_slice()
            .iter()
            .flatten()
            .map(|&b| u32::from(b))
            .sum()
    }

    /// The number the dealer may not bid, while the hook applies and the dealer has yet
    /// to bid: the one that makes the bids add up to the cards (none when it is out of
    /// 0..c).
    pub fn hooked(&self) -> Option<u8> {
        if self.rules.bidding != Bidding::Hook
            || self.phase != Phase::Bidding
            || self.bids[self.rules.dealer].is_some()
        {
            return None;
        }
        let others: u32 = Seat::all(self.seats())
            .filter(|&s| s != self.rules.dealer)
            .filter_map(|s| self.bids[s])
            .map(u32::from)
            .sum();
        u32::from(self.rules.cards)
            .checked_sub(others)
            .map(|n| n as u8)
    }

    /// The cards `seat` may play now (all it holds when leading or unable to follow).
    pub fn playable(&self, seat: Seat) -> Cards {
        let held = self.held[seat];
        let Some(led) = self.trick.led() else {
            return held;
        };
        let follow = held.in_suit(led);
        if !follow.is_empty() {
            return follow;
        }
        match self.rules.trump {
            Some(trump) if self.rules.must_trump && !held.in_suit(trump).is_empty() => {
                held.in_suit(trump)
            }
            _ => held,
        }
    }

    /// The actions `seat` may take now: its bids (the dealer's hooked number left out; a
    /// change of the bid just made), or the cards it may play (a blind play in the forehead
    /// hand).
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if seat.0 >= self.seats() {
            return Vec::new();
        }
        match self.phase {
            Phase::Bidding => (0..=self.rules.cards)
                .map(Action::Bid)
                .filter(|&a| self.check(seat, a).is_ok())
                .collect(),
            Phase::Play if seat != self.turn => Vec::new(),
            Phase::Play if self.rules.forehead => vec![Action::Blind],
            Phase::Play => self.playable(seat).iter().map(Action::Card).collect(),
            Phase::Over => Vec::new(),
        }
    }

    /// # Errors
    /// Why `seat` may not take `action` now.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), Refusal> {
        if seat.0 >= self.seats() {
            return Err(Refusal::NoSuchSeat(seat));
        }
        match (self.phase, action) {
            (Phase::Over, _) => Err(Refusal::GameOver),
            (Phase::Bidding, Action::Bid(bid)) => self.check_bid(seat, bid),
            (Phase::Bidding, Action::Card(_) | Action::Blind) => Err(Refusal::StillBidding),
            (Phase::Play, Action::Bid(_)) => Err(Refusal::BiddingOver),
            (Phase::Play, _) if seat != self.turn => Err(Refusal::NotYourTurn {
                waiting_for: self.turn,
            }),
            (Phase::Play, Action::Blind) if !self.rules.forehead => Err(Refusal::NotBlind),
            (Phase::Play, Action::Blind) => Ok(()),
            (Phase::Play, Action::Card(card)) => self.check_card(seat, card),
        }
    }

    fn check_bid(&self, seat: Seat, bid: u8) -> Result<(), Refusal> {
        let simultaneous = self.rules.bidding == Bidding::Simultaneous;
        if simultaneous && self.bids[seat].is_some() {
            return Err(Refusal::AlreadyBid);
        }
        let in_turn = simultaneous || seat == self.turn;
        if !in_turn && Some(seat) != self.changeable {
            return Err(if self.bids[seat].is_some() {
                Refusal::BidFinal
            } else {
                Refusal::NotYourTurn {
                    waiting_for: self.turn,
                }
            });
        }
        if bid > self.rules.cards {
            return Err(Refusal::BidTooHigh {
                bid,
                cards: self.rules.cards,
            });
        }
        if in_turn && seat == self.rules.dealer && self.hooked() == Some(bid) {
            return Err(Refusal::Hooked { bid });
        }
        Ok(())
    }

    fn check_card(&self, seat: Seat, card: Card) -> Result<(), Refusal> {
        let held = self.held[seat];
        if !held.contains(card) {
            return Err(Refusal::NotHeld(card));
        }
        if self.playable(seat).contains(card) {
            return Ok(());
        }
        match (self.trick.led(), self.rules.trump) {
            (Some(led), _) if !held.in_suit(led).is_empty() => {
                Err(Refusal::MustFollow { suit: led })
            }
            (_, Some(trump)) => Err(Refusal::MustTrump { trump }),
            // Unreachable: a card held is playable unless one of the above holds.
            _ => Err(Refusal::NotHeld(card)),
        }
    }

    /// Applies an action, its events pushed to `told`; nothing changes when refused.
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
            Action::Bid(bid) => self.bid(seat, bid, told),
            Action::Card(card) => self.play(seat, card, told),
            Action::Blind => {
                if let Some(card) = self.held[seat].lowest() {
                    self.play(seat, card, told);
                }
            }
        }
        Ok(())
    }

    fn bid(&mut self, seat: Seat, bid: u8, told: &mut Vec<Told<Event>>) {
        if self.rules.bidding == Bidding::Simultaneous {
            self.bids[seat] = Some(bid);
            told.push(Told::seat(seat, Event::SecretBid { seat, bid }));
            told.push(Told::table(Event::BidChosen { seat }));
            if self.yet_to_bid().is_empty() {
                let bids = PerSeat::from_fn(self.seats(), |s| self.bids[s].unwrap_or(0));
                told.push(Told::table(Event::BidsShown { bids }));
                self.begin_play(told);
            }
            return;
        }
        let changed = seat != self.turn;
        self.bids[seat] = Some(bid);
        told.push(Told::table(Event::Bid { seat, bid, changed }));
        if changed {
            return;
        }
        if seat == self.rules.dealer {
            self.changeable = None;
            self.begin_play(told);
        } else {
            self.changeable = Some(seat);
            self.turn = seat.left(1, self.seats());
        }
    }

    fn begin_play(&mut self, told: &mut Vec<Told<Event>>) {
        self.phase = Phase::Play;
        self.turn = self.rules.leader();
        self.trick = Trick::new(self.turn);
        told.push(Told::table(Event::PlayBegan { leader: self.turn }));
    }

    fn play(&mut self, seat: Seat, card: Card, told: &mut Vec<Told<Event>>) {
        self.held[seat].remove(card);
        self.trick.push(card);
        told.push(Told::table(Event::Played { seat, card }));
        if self.trick.len < self.seats() {
            self.turn = seat.left(1, self.seats());
            return;
        }
        let (winner, _) = self
            .trick
            .winning(self.rules.trump, self.seats())
            .unwrap_or((seat, card));
        self.trick.winner = Some(winner);
        self.won[winner] += 1;
        self.tricks.push(self.trick);
        told.push(Told::table(Event::TrickTaken {
            number: self.tricks.len() as u8,
            trick: self.trick,
        }));
        self.trick = Trick::new(winner);
        self.turn = winner;
        if self.tricks.len() == usize::from(self.rules.cards) {
            self.phase = Phase::Over;
        }
    }

    /// Each seat's score for the hand, once it is over (bids missing count as 0).
    pub fn scores(&self) -> PerSeat<i32> {
        PerSeat::from_fn(self.seats(), |s| {
            self.rules.score(self.bids[s].unwrap_or(0), self.won[s])
        })
    }

    /// Every card the hand has put in sight of everyone: those played, and the turned one.
    pub fn seen(&self) -> Cards {
        let mut seen: Cards = self
            .tricks
            .iter()
            .flat_map(|t| t.cards().iter().copied())
            .collect();
        seen = seen.union(self.trick.cards().iter().copied().collect());
        if let Some(card) = self.rules.turned {
            seen.insert(card);
        }
        seen
    }
}
