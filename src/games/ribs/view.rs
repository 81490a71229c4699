//! Views: what one seat (or a spectator) may know, and nothing more.
//!
//! A [`View`] borrows the engine's state and answers only questions RULES.md allows that
//! seat to ask: its own hand, the public table, revealed tricks, scores and standings. It
//! never yields another player's cards, the ribs before the reveal (unless the face-up last
//! trick applies, or the viewer is the bidder), or folded cards before the hand is over.
//! Computer players decide from a `View`; front ends render its [`ViewSnapshot`].

use serde::Serialize;
use thiserror::Error;

use super::card::{Card, CardSet};
use super::deal;
use super::hand::{Action, Call, Choice, Hand, HiddenPlaces, Phase, TRICKS};
use super::matches::Match;
use super::options::Options;
use super::seat::{PerSeat, Seat};
use super::trick::{Played, SeenPlay, SeenTrick};

/// One seat's window on a hand (and its match, when there is one).
#[derive(Clone, Copy, Debug)]
pub struct View<'a> {
    hand: &'a Hand,
    game: Option<&'a Match>,
    seat: Option<Seat>,
}

impl<'a> View<'a> {
    /// The view of a lone hand (no match around it), as simulations of single hands use.
    #[inline]
    pub fn of_hand(hand: &'a Hand, seat: Option<Seat>) -> View<'a> {
        View {
            hand,
            game: None,
            seat,
        }
    }

    pub(crate) fn of_match(game: &'a Match, seat: Option<Seat>) -> View<'a> {
        View {
            hand: game.hand(),
            game: Some(game),
            seat,
        }
    }

    /// The viewer's seat; `None` for a spectator.
    #[inline]
    pub fn seat(&self) -> Option<Seat> {
        self.seat
    }
    pub fn seats(&self) -> u8 {
        self.hand.seats()
    }
    pub fn options(&self) -> Options {
        self.hand.options()
    }
    pub fn dealer(&self) -> Seat {
        self.hand.dealer()
    }
    pub fn hand_number(&self) -> u32 {
        self.hand.number()
    }
    /// The current trick, 0-based (4 once the hand is over).
    pub fn trick(&self) -> u8 {
        self.hand.trick()
    }
    pub fn phase(&self) -> Phase {
        self.hand.phase()
    }
    #[inline]
    pub fn to_act(&self) -> Option<Seat> {
        match self.game {
            Some(g) => g.to_act(),
            None => self.hand.to_act(),
        }
    }
    pub fn is_face_up_trick(&self) -> bool {
        self.hand.is_face_up_trick()
    }

    /// The viewer's own cards (none for a spectator).
    #[inline]
    pub fn my_hand(&self) -> CardSet {
        self.seat.map_or(CardSet::EMPTY, |s| self.hand.held(s))
    }

    /// The decision the viewer faces now, if it is their turn.
    #[inline]
    pub fn choice(&self) -> Option<Choice> {
        let seat = self.seat?;
        match self.game {
            Some(g) => g.choice(seat),
            None => self.hand.choice(seat),
        }
    }

    /// Every action the viewer may take now.
    pub fn legal_actions(&self) -> Vec<Action> {
        match (self.seat, self.game) {
            (Some(s), Some(g)) => g.legal_actions(s),
            (Some(s), None) => self.hand.legal_actions(s),
            (None, _) => Vec::new(),
        }
    }

    /// The bid a raise makes now, while the bidding goes on: the opening bid, or one step
    /// above the high bid (`None` outside the bidding, or when bids cannot go higher).
    pub fn next_bid(&self) -> Option<u32> {
        (self.phase() == Phase::Bidding)
            .then(|| self.hand.next_bid())
            .flatten()
    }

    /// Whether the seat on turn in the bidding may pass (everyone but the opener).
    pub fn may_pass(&self) -> bool {
        self.hand.may_pass()
    }

    /// Whether `seat` may fold in this trick, and if not, the engine's reason. Public:
    /// everyone sees who has folded, and the table's options.
    ///
    /// # Errors
    /// Why `seat` may not fold now (folding off, the face-up last trick, folded already).
    pub fn fold_allowed(&self, seat: Seat) -> Result<(), crate::games::ribs::ActionError> {
        self.hand.fold_allowed(seat)
    }

    /// How many tricks a hand has.
    pub fn tricks_per_hand(&self) -> u8 {
        TRICKS
    }

    /// Each seat's latest call in this trick's bidding.
    pub fn calls(&self) -> PerSeat<Call> {
        self.hand.calls()
    }
    /// Who opened (or opens) this trick's bidding.
    pub fn opener(&self) -> Seat {
        self.hand.opener()
    }
    /// The high bid so far in this trick and who holds it.
    pub fn high_bid(&self) -> Option<(Seat, u32)> {
        self.hand.high_bid()
    }
    /// The bidder of this trick, once the bidding is over.
    pub fn bidder(&self) -> Option<Seat> {
        match self.phase() {
            Phase::Ribs | Phase::Play => self.hand.high_bid().map(|(s, _)| s),
            _ => None,
        }
    }
    /// Whether the ribs of this trick are on the table.
    pub fn ribs_down(&self) -> bool {
        self.phase() == Phase::Play
    }
    /// The ribs on the table, when the viewer may see them: the bidder always, everyone in
    /// a face-up last trick.
    pub fn ribs(&self) -> Option<[Card; 2]> {
        let ribs = self.hand.ribs_laid()?;
        let mine = self.seat.is_some() && self.seat == self.bidder();
        (mine || self.is_face_up_trick()).then_some(ribs)
    }

    fn reveals_fold_of(&self, seat: Seat) -> bool {
        self.hand.is_over() || self.seat == Some(seat)
    }

    /// This trick's plays so far; folds show their cards only to their own player.
    pub fn plays(&self) -> PerSeat<Option<SeenPlay>> {
        let plays = self.hand.current_plays();
        PerSeat::from_fn(self.seats(), |s| {
            plays[s].map(|p| p.seen(self.reveals_fold_of(s)))
        })
    }

    /// The finished tricks of this hand, as the viewer may see them.
    pub fn tricks(&self) -> impl Iterator<Item = SeenTrick> + '_ {
        self.hand
            .tricks()
            .map(move |t| t.seen(|s| self.reveals_fold_of(s)))
    }

    /// Points captured so far in this hand by each seat (public: captures are face up).
    pub fn scores(&self) -> PerSeat<u32> {
        self.hand.scores()
    }

    /// Which seats have folded in this hand.
    pub fn folded(&self) -> PerSeat<bool> {
        let folds = self.hand.folds();
        PerSeat::from_fn(self.seats(), |s| folds[s].is_some())
    }

    /// The viewer's own fold of this hand: (trick, cards).
    pub fn my_fold(&self) -> Option<(u8, [Card; 2])> {
        self.hand.fold_of(self.seat?)
    }

    /// How many cards each seat holds (public: everyone plays two a trick).
    pub fn cards_held(&self) -> PerSeat<u32> {
        PerSeat::from_fn(self.seats(), |s| self.hand.held_count(s))
    }

    /// Hand wins so far (all zero for a lone hand).
    pub fn hand_wins(&self) -> PerSeat<u32> {
        self.game
            .map_or_else(|| PerSeat::new(self.seats()), Match::hand_wins)
    }
    pub fn target(&self) -> u8 {
        self.options().target()
    }
    pub fn match_winner(&self) -> Option<Seat> {
        self.game.and_then(Match::winner)
    }

    /// The summary of the hand before this one, folds revealed.
    pub fn previous_hand(&self) -> Option<HandSummary> {
        self.game?.previous_hand().map(HandSummary::of)
    }

    /// This hand's summary once it is over (folds revealed); `None` while it is played.
    pub fn hand_summary(&self) -> Option<HandSummary> {
        self.hand.is_over().then(|| HandSummary::of(self.hand))
    }

    /// The cards of the pack whose place the viewer cannot see: other players' hands,
    /// hidden ribs, and other players' folds of this hand. A computer player samples these.
    pub fn unseen(&self) -> CardSet {
        // Read from the engine's records directly (not through `plays()` and `tricks()`,
        // which build more than this needs): computer players ask on every decision.
        let mut seen = self.my_hand();
        if let Some(ribs) = self.ribs() {
            seen = seen.union(CardSet::pair(ribs));
        }
        let shown = |seat: Seat, play: Played| !play.is_fold() || self.reveals_fold_of(seat);
        for (seat, play) in self.hand.current_plays().iter() {
            if let Some(p) = *play
                && shown(seat, p)
            {
                seen = seen.union(CardSet::pair(p.cards()));
            }
        }
        for trick in self.hand.tricks() {
            seen = seen.union(CardSet::pair(trick.ribs));
            for (seat, p) in trick.plays_in_order() {
                if shown(seat, p) {
                    seen = seen.union(CardSet::pair(p.cards()));
                }
            }
        }
        CardSet::pack(self.seats()).difference(seen)
    }

    /// The places whose cards the viewer cannot see, and how many cards each holds: what a
    /// sample for [`View::determinize_with`] must fill, in that order.
    pub fn hidden(&self) -> HiddenPlaces {
        self.hand.hidden_places(self.seat)
    }

    /// A whole hand that agrees with everything this viewer knows, with every card the
    /// viewer cannot see ([`View::unseen`]) dealt afresh at random into the hidden places:
    /// the other seats' hands, ribs still face down, and the other seats' folds. The result
    /// depends only on what the viewer knows and on `rng`; no hidden card of the real hand
    /// survives in it except by the chance of the shuffle. Computer players search such
    /// hands ("determinizations").
    pub fn determinize(&self, rng: &mut impl rand::Rng) -> Hand {
        let mut cards = self.unseen().to_vec();
        deal::shuffle(&mut cards, rng);
        self.hand.redeal_hidden(self.seat, &cards)
    }

    /// [`View::determinize`] with a chosen sample: `sample` must hold exactly the viewer's
    /// [`View::unseen`] cards, in the order they fill the places of [`View::hidden`]. Lets a
    /// player deal the hidden cards with its own beliefs (say, that a high bidder holds an
    /// ace) while still learning nothing it may not know.
    ///
    /// # Errors
    /// When `sample` is not an ordering of the unseen cards.
    pub fn determinize_with(&self, sample: &[Card]) -> Result<Hand, SampleError> {
        let unseen = self.unseen();
        let given: CardSet = sample.iter().copied().collect();
        if given != unseen || sample.len() != unseen.len() as usize {
            return Err(SampleError::NotTheUnseenCards {
                expected: unseen.len(),
                got: sample.len(),
            });
        }
        Ok(self.hand.redeal_hidden(self.seat, sample))
    }

    /// An owned copy of everything in this view, for front ends and tests.
    pub fn snapshot(&self) -> ViewSnapshot {
        ViewSnapshot {
            seat: self.seat,
            seats: self.seats(),
            options: self.options(),
            hand: self.hand_number(),
            dealer: self.dealer(),
            trick: self.trick(),
            phase: self.phase(),
            to_act: self.to_act(),
            choice: self.choice(),
            my_hand: self.my_hand().to_vec(),
            calls: self.calls(),
            opener: self.opener(),
            next_bid: self.next_bid(),
            may_pass: self.may_pass(),
            tricks_per_hand: self.tricks_per_hand(),
            high_bid: self.high_bid(),
            bidder: self.bidder(),
            ribs_down: self.ribs_down(),
            ribs: self.ribs(),
            plays: self.plays(),
            tricks: self.tricks().collect(),
            scores: self.scores(),
            folded: self.folded(),
            my_fold: self.my_fold(),
            cards_held: self.cards_held(),
            hand_wins: self.hand_wins(),
            target: self.target(),
            match_winner: self.match_winner(),
            hand_summary: self.hand_summary(),
            previous_hand: self.previous_hand(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ribs::deal::{Stream, below, rng_for};

    /// The unseen cards the long way: everything the view shows, taken from the pack.
    fn unseen_from_what_is_shown(view: &View<'_>) -> CardSet {
        let mut seen = view.my_hand();
        let mut plays: Vec<SeenPlay> = view.plays().as_slice().iter().flatten().copied().collect();
        for trick in view.tricks() {
            plays.extend(trick.plays_in_order().map(|(_, p)| p));
            seen = seen.union(CardSet::pair(trick.ribs));
        }
        for play in plays {
            if let SeenPlay::FaceUp(c) | SeenPlay::Folded(Some(c)) = play {
                seen = seen.union(CardSet::pair(c));
            }
        }
        if let Some(ribs) = view.ribs() {
            seen = seen.union(CardSet::pair(ribs));
        }
        CardSet::pack(view.seats()).difference(seen)
    }

    #[test]
    fn the_unseen_cards_are_the_pack_less_everything_the_view_shows() {
        for seed in 0..40u64 {
            let seats = 4 + (seed % 7) as u8;
            let options = Options::all_variants()[(seed % 16) as usize];
            let mut hand = Hand::deal(options, seats, Seat(0), 0, seed).unwrap();
            let mut rng = rng_for(seed, Stream::Play, 0);
            loop {
                for viewer in Seat::all(seats).map(Some).chain([None]) {
                    let view = View::of_hand(&hand, viewer);
                    assert_eq!(view.unseen(), unseen_from_what_is_shown(&view));
                }
                let Some(seat) = hand.to_act() else { break };
                let legal = hand.legal_actions(seat);
                hand.apply(seat, legal[below(&mut rng, legal.len() as u32) as usize])
                    .unwrap();
            }
        }
    }
}

/// Why a sample cannot fill a view's hidden places.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SampleError {
    #[error("a sample must hold each of the {expected} unseen cards once (got {got} cards)")]
    NotTheUnseenCards { expected: u32, got: usize },
}

/// A finished hand with nothing hidden any more.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HandSummary {
    pub hand: u32,
    pub dealer: Seat,
    pub tricks: Vec<SeenTrick>,
    pub scores: PerSeat<u32>,
    pub winners: PerSeat<bool>,
    /// Each seat's fold: (trick, cards).
    pub folds: PerSeat<Option<(u8, [Card; 2])>>,
}

impl HandSummary {
    fn of(hand: &Hand) -> HandSummary {
        HandSummary {
            hand: hand.number(),
            dealer: hand.dealer(),
            tricks: hand.tricks().map(|t| t.seen(|_| true)).collect(),
            scores: hand.scores(),
            winners: hand.leaders(),
            folds: hand.folds(),
        }
    }
}

/// Everything a [`View`] shows, owned and serializable.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ViewSnapshot {
    pub seat: Option<Seat>,
    pub seats: u8,
    pub options: Options,
    pub hand: u32,
    pub dealer: Seat,
    pub trick: u8,
    pub phase: Phase,
    pub to_act: Option<Seat>,
    pub choice: Option<Choice>,
    pub my_hand: Vec<Card>,
    pub calls: PerSeat<Call>,
    /// Who opened (or opens) this trick's bidding.
    pub opener: Seat,
    /// The bid a raise makes now (only while the bidding goes on).
    pub next_bid: Option<u32>,
    /// Whether the seat on turn in the bidding may pass.
    pub may_pass: bool,
    pub tricks_per_hand: u8,
    pub high_bid: Option<(Seat, u32)>,
    pub bidder: Option<Seat>,
    pub ribs_down: bool,
    pub ribs: Option<[Card; 2]>,
    pub plays: PerSeat<Option<SeenPlay>>,
    pub tricks: Vec<SeenTrick>,
    pub scores: PerSeat<u32>,
    pub folded: PerSeat<bool>,
    pub my_fold: Option<(u8, [Card; 2])>,
    pub cards_held: PerSeat<u32>,
    pub hand_wins: PerSeat<u32>,
    pub target: u8,
    pub match_winner: Option<Seat>,
    pub hand_summary: Option<HandSummary>,
    pub previous_hand: Option<HandSummary>,
}
