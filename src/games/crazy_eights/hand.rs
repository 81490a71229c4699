//! One hand of Crazy Eights: the deal and the starter, the turns (play, name a suit, draw,
//! pass), the special cards, the stock running out, going out or a blocked hand, and the
//! hand's penalties. The referee rules a hand from a given deal ([`Hand::from_deal`]); a
//! game deals each of its hands from its seed ([`Hand::deal`]). Every rule is checked in
//! [`Hand::check`] before [`Hand::apply_to`] changes anything.

use serde::Serialize;

use super::cards::Cards;
use super::event::{Action, Direction, DrawCause, Event, Refusal};
use super::options::{Drawing, Options, WildPlay};
use crate::cards::{Card, CardSet, Rank, Suit};
use crate::core::rng::{Stream, rng_for, shuffle};
use crate::core::{PerSeat, Seat, ToAct, Told};

/// Most players at a table.
pub const MAX_SEATS: u8 = 10;
/// Fewest players at a table.
pub const MIN_SEATS: u8 = 2;

/// Where the turn of the seat to act stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case", tag = "stage")]
pub enum Stage {
    /// Nothing done yet this turn.
    Open,
    /// A wild card was just played: its player names a suit.
    Naming,
    /// The player has drawn `draws` cards this turn, the last `drawn` (every drawing rule
    /// but `one`, whose draw ends the turn).
    Drawn { draws: u8, drawn: Card },
}

/// How a hand ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum End {
    /// This seat played its last card.
    Out(Seat),
    /// Every player passed in turn with the stock empty.
    Blocked,
}

/// Where new stocks come from when the stock runs out under `reshuffle`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Restock {
    /// Shuffled from the match's seed, for hand `number`.
    Seeded { seed: u64, number: u32 },
    /// Given in order, top first (the referee's `reshuffles`); `used` so far.
    Given { stocks: Vec<Vec<Card>>, used: usize },
}

/// A reshuffle the given stocks do not provide (the referee's documents only).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RestockFault {
    /// Reshuffle `index` is due and none is left.
    Missing { index: usize },
    /// Reshuffle `index` is not exactly the cards under the top card.
    Wrong { index: usize, expected: Vec<Card> },
}

/// What a hand is played by: the table's options and what its deal decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct HandRules {
    pub seats: u8,
    pub dealer: Seat,
    pub options: Options,
}

/// One hand being played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hand {
    rules: HandRules,
    held: PerSeat<Cards>,
    /// The stock, top last.
    stock: Vec<Card>,
    /// The discard pile, top last: never empty.
    pile: Vec<Card>,
    /// The suit to follow: the top card's, or the one named for a wild card on top.
    follow: Suit,
    /// The suit named for the wild card on top, if one was.
    named: Option<Suit>,
    direction: Direction,
    pending: u8,
    turn: Seat,
    stage: Stage,
    /// Passes in a row made with the stock empty.
    passes: u8,
    /// Per seat, the suits (bit `suit`) it drew or passed against since it last played one:
    /// public, since everyone saw it.
    shunned: PerSeat<u8>,
    end: Option<End>,
    /// The wild cards turned and buried before the starter.
    buried: Vec<Card>,
    starter: Card,
    restock: Restock,
    reshuffles: u32,
}

impl Hand {
    /// Hand `number` of a match, dealt from `seed`: the pack(s) shuffled, dealt one card at
    /// a time from the dealer's left, the starter turned (a wild one buried mid-stock and
    /// the next turned).
    pub fn deal(options: Options, seats: u8, dealer: Seat, number: u32, seed: u64) -> Hand {
        let packs = Options::packs(seats);
        let mut pack: Vec<Card> = (0..packs).flat_map(|_| CardSet::FULL.iter()).collect();
        shuffle(
            &mut pack,
            &mut rng_for(seed, Stream::Deal, u64::from(number)),
        );
        let size = options.hand_size_for(seats);
        let mut hands = PerSeat::<Cards>::new(seats);
        for i in 0..usize::from(size) * usize::from(seats) {
            let seat = dealer.left(1 + (i % usize::from(seats)) as u8, seats);
            hands[seat].insert(pack.pop().unwrap_or(pack_filler()));
        }
        let mut buried = Vec::new();
        let wild = options.wild_rank;
        // A wild card turned is buried in the middle of the stock; if nothing but wild
        // cards is left (a stock of a few eights), the last one stays as the starter.
        let plain = pack.iter().filter(|c| c.rank != wild).count();
        for _ in 0..pack.len() {
            if plain == 0 || pack.last().is_none_or(|c| c.rank != wild) {
                break;
            }
            let card = pack.pop().unwrap_or(pack_filler());
            pack.insert(pack.len() / 2, card);
            buried.push(card);
        }
        let starter = pack.pop().unwrap_or(pack_filler());
        let rules = HandRules {
            seats,
            dealer,
            options,
        };
        let mut hand = Hand::new(
            rules,
            hands,
            starter,
            pack,
            Restock::Seeded { seed, number },
        );
        hand.buried = buried;
        hand
    }

    /// A hand from a given deal (the referee's): `stock` top first.
    pub fn from_deal(
        rules: HandRules,
        hands: PerSeat<Cards>,
        starter: Card,
        stock_top_first: &[Card],
        restock: Restock,
    ) -> Hand {
        let stock = stock_top_first.iter().rev().copied().collect();
        Hand::new(rules, hands, starter, stock, restock)
    }

    fn new(
        rules: HandRules,
        held: PerSeat<Cards>,
        starter: Card,
        stock: Vec<Card>,
        restock: Restock,
    ) -> Hand {
        Hand {
            rules,
            held,
            stock,
            pile: vec![starter],
            follow: starter.suit,
            named: None,
            direction: Direction::Clockwise,
            pending: 0,
            turn: rules.dealer.left(1, rules.seats),
            stage: Stage::Open,
            passes: 0,
            shunned: PerSeat::new(rules.seats),
            end: None,
            buried: Vec::new(),
            starter,
            restock,
            reshuffles: 0,
        }
    }

    /// The hand `view` shows, the cards its seat cannot see placed as `held` (every seat's
    /// hand, the viewer's own as the view shows it) and `stock_top_first`: what a search
    /// plays out. `drawn` stands for a card another seat drew this turn, unseen.
    pub fn from_view(
        view: &super::CrazyEightsView,
        held: PerSeat<Cards>,
        stock_top_first: &[Card],
        drawn: Card,
        seed: u64,
    ) -> Hand {
        let rules = HandRules {
            seats: view.seats,
            dealer: view.dealer,
            options: view.options,
        };
        let turn = view.to_act.seats().next().unwrap_or(view.dealer);
        let stage = match view.stage {
            super::view::StageView::Open => Stage::Open,
            super::view::StageView::Naming => Stage::Naming,
            super::view::StageView::Drawn { draws, drawn: seen } => Stage::Drawn {
                draws,
                drawn: seen.unwrap_or(drawn),
            },
        };
        Hand {
            rules,
            held,
            stock: stock_top_first.iter().rev().copied().collect(),
            pile: view.discards.clone(),
            follow: view.follow,
            named: view.named,
            direction: view.direction,
            pending: view.pending,
            turn,
            stage,
            passes: view.passes,
            shunned: view.shunned,
            end: view.end,
            buried: view.buried.clone(),
            starter: view.starter,
            restock: Restock::Seeded {
                seed,
                number: view.number,
            },
            reshuffles: 0,
        }
    }

    /// The starter acts as if the dealer had played it: a skip passes over the dealer's
    /// left, a reverse starts from the dealer's right, a two makes the first player face a
    /// draw of two. Returns the events it causes.
    pub fn open(&mut self) -> Vec<Told<Event>> {
        let mut told = Vec::new();
        let dealer = self.rules.dealer;
        self.turn = dealer;
        self.card_acts(self.starter, &mut told);
        told
    }

    pub fn rules(&self) -> &HandRules {
        &self.rules
    }

    pub fn options(&self) -> Options {
        self.rules.options
    }

    pub fn held(&self, seat: Seat) -> Cards {
        self.held[seat]
    }

    pub fn all_held(&self) -> &PerSeat<Cards> {
        &self.held
    }

    pub fn top(&self) -> Card {
        *self.pile.last().unwrap_or(&self.starter)
    }

    pub fn follow(&self) -> Suit {
        self.follow
    }

    pub fn named(&self) -> Option<Suit> {
        self.named
    }

    pub fn direction(&self) -> Direction {
        self.direction
    }

    pub fn pending(&self) -> u8 {
        self.pending
    }

    pub fn turn(&self) -> Seat {
        self.turn
    }

    pub fn stage(&self) -> Stage {
        self.stage
    }

    pub fn end(&self) -> Option<End> {
        self.end
    }

    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    pub fn stock_left(&self) -> usize {
        self.stock.len()
    }

    /// The stock, top first (for a search that deals the unseen cards again, never for a
    /// view).
    pub fn stock_top_first(&self) -> impl Iterator<Item = Card> + '_ {
        self.stock.iter().rev().copied()
    }

    /// The discard pile, bottom first: every card on it was seen by all.
    pub fn pile(&self) -> &[Card] {
        &self.pile
    }

    pub fn starter(&self) -> Card {
        self.starter
    }

    pub fn buried(&self) -> &[Card] {
        &self.buried
    }

    /// The suits `seat` drew or passed against since it last played one (bit `suit`).
    pub fn shunned(&self) -> &PerSeat<u8> {
        &self.shunned
    }

    pub fn passes(&self) -> u8 {
        self.passes
    }

    pub fn reshuffles(&self) -> u32 {
        self.reshuffles
    }

    /// Whether the given stocks (the referee's) have all been used.
    pub fn restocks_left(&self) -> usize {
        match &self.restock {
            Restock::Seeded { .. } => 0,
            Restock::Given { stocks, used } => stocks.len() - used,
        }
    }

    /// The seat after `seat` in the direction of play.
    pub fn next(&self, seat: Seat) -> Seat {
        let n = self.rules.seats;
        match self.direction {
            Direction::Clockwise => seat.left(1, n),
            Direction::Counterclockwise => seat.left(n - 1, n),
        }
    }

    pub fn to_act(&self) -> ToAct {
        if self.end.is_some() {
            ToAct::Nobody
        } else {
            ToAct::One(self.turn)
        }
    }

    fn is_wild(&self, card: Card) -> bool {
        card.rank == self.rules.options.wild_rank
    }

    /// The cards the seat to act may play now, by the state of its turn.
    pub fn playable_mask(&self) -> CardSet {
        if self.pending > 0 {
            return CardSet::of_rank(Rank::Two);
        }
        let options = self.rules.options;
        let matching = CardSet::of_suit(self.follow) | CardSet::of_rank(self.top().rank);
        let mut mask = match options.wild_play {
            WildPlay::Matching => matching,
            _ => matching | CardSet::of_rank(options.wild_rank),
        };
        if let (Stage::Drawn { drawn, .. }, Drawing::PlayDrawn) = (self.stage, options.drawing) {
            mask = mask & CardSet::of(drawn);
        }
        mask
    }

    /// The distinct cards `seat` may play now (none when it is not to act).
    pub fn playable(&self, seat: Seat) -> CardSet {
        if self.end.is_some() || seat != self.turn || self.stage == Stage::Naming {
            return CardSet::EMPTY;
        }
        self.held[seat].distinct() & self.playable_mask()
    }

    /// Whether a play by the seat to act of a card now leaves it one card.
    fn leaves_one(&self, seat: Seat) -> bool {
        self.held[seat].len() == 2
    }

    /// The actions `seat` may take now (each distinct card once; with the last-card rule a
    /// play leaving one card both with and without the announcement).
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut actions = Vec::new();
        if self.end.is_some() || seat != self.turn {
            return actions;
        }
        if self.stage == Stage::Naming {
            actions.extend(Suit::ALL.iter().map(|&s| Action::Nominate(s)));
            return actions;
        }
        let announce = self.rules.options.last_card && self.leaves_one(seat);
        for card in self.playable(seat) {
            actions.push(Action::play(card));
            if announce {
                actions.push(Action::Play {
                    card,
                    last_card: true,
                });
            }
        }
        for action in [Action::Draw, Action::Pass] {
            if self.check(seat, action).is_ok() {
                actions.push(action);
            }
        }
        actions
    }

    /// # Errors
    /// Why `seat` may not take `action` now.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), Refusal> {
        if self.end.is_some() {
            return Err(Refusal::GameOver);
        }
        if seat.0 >= self.rules.seats {
            return Err(Refusal::NoSuchSeat(seat));
        }
        if seat != self.turn {
            return Err(Refusal::NotYourTurn {
                waiting_for: self.turn,
            });
        }
        match (self.stage, action) {
            (Stage::Naming, Action::Nominate(_)) => return Ok(()),
            (Stage::Naming, _) => return Err(Refusal::SuitDue),
            (_, Action::Nominate(_)) => return Err(Refusal::NoSuitDue),
            _ => {}
        }
        match action {
            Action::Play { card, last_card } => self.check_play(seat, card, last_card),
            Action::Draw => self.check_draw(seat),
            Action::Pass => self.check_pass(seat),
            Action::Nominate(_) => Ok(()),
        }
    }

    fn check_play(&self, seat: Seat, card: Card, last_card: bool) -> Result<(), Refusal> {
        if !self.held[seat].contains(card) {
            return Err(Refusal::NotHeld(card));
        }
        if let (Stage::Drawn { drawn, .. }, Drawing::PlayDrawn) =
            (self.stage, self.rules.options.drawing)
            && card != drawn
        {
            return Err(Refusal::OnlyDrawn { drawn });
        }
        if self.pending > 0 && card.rank != Rank::Two {
            return Err(Refusal::DrawOrTwo {
                pending: self.pending,
            });
        }
        if !self.playable_mask().contains(card) {
            return Err(Refusal::NotMatching {
                card,
                suit: self.follow,
                top: self.top(),
            });
        }
        if last_card && !(self.rules.options.last_card && self.leaves_one(seat)) {
            return Err(Refusal::NoLastCard);
        }
        Ok(())
    }

    /// Under `must_play`, draws and passes wait until no card plays (a pending draw aside).
    fn must_play(&self, seat: Seat) -> Result<(), Refusal> {
        let forced = self.rules.options.must_play && self.pending == 0;
        if forced && !(self.held[seat].distinct() & self.playable_mask()).is_empty() {
            return Err(Refusal::MustPlay);
        }
        Ok(())
    }

    fn check_draw(&self, seat: Seat) -> Result<(), Refusal> {
        if self.pending > 0 {
            return Ok(());
        }
        if self.stock.is_empty() {
            return Err(Refusal::StockEmpty);
        }
        let options = self.rules.options;
        if let Stage::Drawn { draws, .. } = self.stage {
            let limit = match options.drawing {
                Drawing::One | Drawing::PlayDrawn => Some(1),
                Drawing::Limit => Some(options.draw_limit),
                Drawing::UntilPlay => None,
            };
            if let Some(limit) = limit.filter(|&l| draws >= l) {
                return Err(Refusal::DrawLimit { limit });
            }
        }
        self.must_play(seat)
    }

    fn check_pass(&self, seat: Seat) -> Result<(), Refusal> {
        if self.pending > 0 {
            return Err(Refusal::DrawOrTwo {
                pending: self.pending,
            });
        }
        self.must_play(seat)?;
        if self.stock.is_empty() {
            return Ok(());
        }
        let options = self.rules.options;
        match (self.stage, options.drawing) {
            (Stage::Drawn { .. }, Drawing::PlayDrawn) => Ok(()),
            (Stage::Drawn { draws, .. }, Drawing::Limit) if draws >= options.draw_limit => Ok(()),
            _ => Err(Refusal::MustDraw),
        }
    }

    /// Applies an action, its events pushed onto `told`; nothing changes when it is
    /// refused.
    ///
    /// # Errors
    /// Why `seat` may not take `action` now; with given stocks (the referee's), a
    /// reshuffle they do not provide.
    pub fn apply_to(
        &mut self,
        seat: Seat,
        action: Action,
        told: &mut Vec<Told<Event>>,
    ) -> Result<(), ApplyError> {
        self.check(seat, action).map_err(ApplyError::Refused)?;
        let backup = matches!(self.restock, Restock::Given { .. }).then(|| self.clone());
        let mut fault = None;
        match action {
            Action::Play { card, last_card } => self.play(seat, card, last_card, told, &mut fault),
            Action::Nominate(suit) => {
                self.follow = suit;
                self.named = Some(suit);
                self.stage = Stage::Open;
                told.push(Told::table(Event::Named { seat, suit }));
                self.turn = self.next(seat);
            }
            Action::Draw => self.draw(seat, told, &mut fault),
            Action::Pass => self.pass(seat, told),
        }
        match (fault, backup) {
            (Some(fault), Some(backup)) => {
                *self = backup;
                Err(ApplyError::Restock(fault))
            }
            _ => Ok(()),
        }
    }

    fn play(
        &mut self,
        seat: Seat,
        card: Card,
        announced: bool,
        told: &mut Vec<Told<Event>>,
        fault: &mut Option<RestockFault>,
    ) {
        let matched = card.suit == self.follow || self.is_wild(self.top());
        self.shunned[seat] &= !(1 << card.suit as u8);
        self.held[seat].remove(card);
        self.pile.push(card);
        self.passes = 0;
        self.stage = Stage::Open;
        self.named = None;
        self.follow = card.suit;
        told.push(Told::table(Event::Played {
            seat,
            card,
            last_card: announced,
        }));
        if self.held[seat].is_empty() {
            self.end = Some(End::Out(seat));
            return;
        }
        let options = self.rules.options;
        if options.last_card && self.held[seat].len() == 1 && !announced {
            told.push(Told::table(Event::LastCardMissed { seat }));
            self.draw_cards(
                seat,
                options.last_card_penalty,
                DrawCause::LastCard,
                told,
                fault,
            );
        }
        self.restock_if_empty(told, fault);
        if self.is_wild(card) {
            let names = match options.wild_play {
                WildPlay::Any | WildPlay::Matching => true,
                WildPlay::NoChange => false,
                WildPlay::ChangeIfMatching => matched,
            };
            if names {
                self.stage = Stage::Naming;
                return;
            }
            self.turn = self.next(seat);
            return;
        }
        self.turn = seat;
        self.card_acts(card, told);
    }

    /// What a card just put on the pile does to the turn: the next player's, but for a
    /// skip, a reverse or a two (`self.turn` is who put it there).
    fn card_acts(&mut self, card: Card, told: &mut Vec<Told<Event>>) {
        let options = self.rules.options;
        let seat = self.turn;
        if Some(card.rank) == options.skip {
            let skipped = self.next(seat);
            told.push(Told::table(Event::Skipped { seat: skipped }));
            self.turn = self.next(skipped);
        } else if Some(card.rank) == options.reverse {
            self.direction = self.direction.reversed();
            told.push(Told::table(Event::Reversed {
                direction: self.direction,
            }));
            self.turn = self.next(seat);
        } else if Some(card.rank) == options.two() {
            self.turn = self.next(seat);
            // A two adds nothing once the stock is empty.
            if !self.stock.is_empty() {
                self.pending += 2;
                told.push(Told::table(Event::DrawPending {
                    seat: self.turn,
                    pending: self.pending,
                }));
            }
        } else {
            self.turn = self.next(seat);
        }
    }

    fn draw(&mut self, seat: Seat, told: &mut Vec<Told<Event>>, fault: &mut Option<RestockFault>) {
        self.passes = 0;
        if self.pending == 0 {
            self.shunned[seat] |= 1 << self.follow as u8;
        }
        if self.pending > 0 {
            let pending = std::mem::take(&mut self.pending);
            self.draw_cards(seat, pending, DrawCause::Twos, told, fault);
            self.stage = Stage::Open;
            self.turn = self.next(seat);
            return;
        }
        let drawn = self.draw_cards(seat, 1, DrawCause::Turn, told, fault);
        let Some(&drawn) = drawn.last() else {
            return;
        };
        match self.rules.options.drawing {
            Drawing::One => {
                self.stage = Stage::Open;
                self.turn = self.next(seat);
            }
            _ => {
                let draws = match self.stage {
                    Stage::Drawn { draws, .. } => draws + 1,
                    _ => 1,
                };
                self.stage = Stage::Drawn { draws, drawn };
            }
        }
    }

    /// Draws up to `count` cards into `seat`'s hand (fewer if the stock runs out for good),
    /// told to the table as a count and to the seat as cards. Returns the cards.
    fn draw_cards(
        &mut self,
        seat: Seat,
        count: u8,
        cause: DrawCause,
        told: &mut Vec<Told<Event>>,
        fault: &mut Option<RestockFault>,
    ) -> Vec<Card> {
        let mut cards = Vec::with_capacity(usize::from(count));
        for _ in 0..count {
            self.restock_if_empty(told, fault);
            let Some(card) = self.stock.pop() else { break };
            self.held[seat].insert(card);
            cards.push(card);
        }
        told.push(Told::table(Event::Drew {
            seat,
            count: cards.len() as u8,
            cause,
        }));
        told.push(Told::seat(
            seat,
            Event::Drawn {
                seat,
                cards: cards.clone(),
            },
        ));
        self.restock_if_empty(told, fault);
        cards
    }

    fn can_restock(&self) -> bool {
        self.rules.options.reshuffle && self.pile.len() > 1
    }

    /// Under `reshuffle`, an empty stock becomes the discard pile but its top card.
    fn restock_if_empty(&mut self, told: &mut Vec<Told<Event>>, fault: &mut Option<RestockFault>) {
        if !self.stock.is_empty() || !self.can_restock() || fault.is_some() {
            return;
        }
        let top = self.pile.pop().unwrap_or(self.starter);
        let mut under = std::mem::replace(&mut self.pile, vec![top]);
        let index = self.reshuffles as usize;
        match &mut self.restock {
            Restock::Seeded { seed, number } => {
                let key = (1 << 40) | (u64::from(*number) << 20) | index as u64;
                shuffle(&mut under, &mut rng_for(*seed, Stream::Deal, key));
                self.stock = under;
            }
            Restock::Given { stocks, used } => {
                let Some(given) = stocks.get(*used) else {
                    *fault = Some(RestockFault::Missing { index });
                    return;
                };
                let mut want = under.clone();
                let mut got = given.clone();
                want.sort_unstable();
                got.sort_unstable();
                if want != got {
                    *fault = Some(RestockFault::Wrong {
                        index,
                        expected: want,
                    });
                    return;
                }
                self.stock = given.iter().rev().copied().collect();
                *used += 1;
            }
        }
        self.reshuffles += 1;
        told.push(Told::table(Event::Reshuffled {
            stock: self.stock.len() as u8,
        }));
    }

    fn pass(&mut self, seat: Seat, told: &mut Vec<Told<Event>>) {
        self.shunned[seat] |= 1 << self.follow as u8;
        told.push(Told::table(Event::Passed { seat }));
        self.stage = Stage::Open;
        if self.stock.is_empty() {
            self.passes += 1;
            if self.passes >= self.rules.seats {
                self.end = Some(End::Blocked);
                return;
            }
        } else {
            self.passes = 0;
        }
        self.turn = self.next(seat);
    }

    /// Each seat's penalty for the cards it holds (0 for whoever went out).
    pub fn scores(&self) -> PerSeat<i32> {
        let wild = self.rules.options.wild_rank;
        PerSeat::from_fn(self.rules.seats, |s| self.held[s].penalty(wild))
    }
}

/// A card that is never used: the deal takes from a pack it has sized.
fn pack_filler() -> Card {
    Card::new(Rank::Two, Suit::Clubs)
}

/// Why [`Hand::apply_to`] changed nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ApplyError {
    /// The rules refuse the action.
    Refused(Refusal),
    /// A reshuffle the referee's document does not provide as due.
    Restock(RestockFault),
}
