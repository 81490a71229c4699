//! Cribbage's search player for the play (`hard`): the shared search
//! ([`crate::ai::search::choose`]) over the rest of the play. It deals the cards its seat
//! cannot see afresh (each other seat as many as it holds, from the cards neither laid, nor
//! the starter, nor its own), plays each candidate card out to the end of the play with the
//! rule player on every seat, and keeps the card with the best mean: its side's pegs less
//! the others' mean, and the game when the play pegs it out.

use rand::Rng;

use super::rules;
use crate::ai::search::{Budget, Searchable};
use crate::cards::{Card, CardSet};
use crate::core::rng::shuffle;
use crate::core::{PerSeat, Seat, ToAct, Told};
use crate::games::cribbage::{
    Action, CribbageView, Event, Hand, HandRules, MAX_SIDES, Phase, Refusal, Stage, side_of, sides,
};

/// The hard level's budget: playouts per decision, candidates searched.
pub const BUDGET: Budget = Budget {
    playouts: 240,
    candidates: 4,
    time_cap: Some(std::time::Duration::from_millis(60)),
};

/// What pegging out in a playout is worth, against points pegged.
const GAME: f64 = 60.0;

/// The search over one seat's view of the play.
pub struct CribbageSearch;

impl Searchable for CribbageSearch {
    type View<'v> = CribbageView;
    type State = Hand;
    type Action = Action;
    type Refusal = Refusal;
    type Memory = Vec<Told<Event>>;

    fn seat(&self, view: &CribbageView) -> Option<Seat> {
        view.seat
    }

    /// The rule player's order: the card it likes best first.
    fn candidates(&self, view: &CribbageView) -> Option<Vec<Action>> {
        let me = view.seat?;
        if view.over || view.phase != Phase::Play || !view.to_act.includes(me) {
            return None;
        }
        let mut legal = super::legal_of(view);
        let sequence: Vec<Card> = view.sequence.iter().map(|&(_, c)| c).collect();
        legal.sort_by_key(|a| match a {
            Action::Play(card) => {
                std::cmp::Reverse(rules::card_worth(&sequence, view.count, *card))
            }
            _ => std::cmp::Reverse((0, false, 0)),
        });
        Some(legal)
    }

    fn memory(&self, _view: &CribbageView) -> Vec<Told<Event>> {
        Vec::new()
    }

    fn sample<R: Rng>(&self, view: &CribbageView, rng: &mut R) -> Hand {
        let me = view.seat.unwrap_or(Seat(0));
        let mut known = view.hand.unwrap_or_default();
        known = known.union(view.discard.unwrap_or_default());
        for &(_, card) in &view.laid {
            known.insert(card);
        }
        if let Some(starter) = view.starter {
            known.insert(starter);
        }
        let mut pool: Vec<Card> = known.complement().iter().collect();
        shuffle(&mut pool, rng);
        let mut held = PerSeat::<CardSet>::new(view.seats);
        held[me] = view.hand.unwrap_or_default();
        let mut next = pool.into_iter();
        for seat in Seat::all(view.seats).filter(|&s| s != me) {
            for _ in 0..view.held[seat] {
                if let Some(card) = next.next() {
                    held[seat].insert(card);
                }
            }
        }
        let rules = HandRules {
            options: view.options,
            seats: view.seats,
            dealer: view.dealer,
        };
        let mut totals = [0; MAX_SIDES];
        totals[..view.totals.len()].copy_from_slice(&view.totals);
        let turn = view.to_act.single().unwrap_or(me);
        let starter = view.starter.unwrap_or(Card::new(
            crate::cards::Rank::Ace,
            crate::cards::Suit::Spades,
        ));
        Hand::in_play(
            rules,
            held,
            &view.laid,
            view.sequence.len(),
            view.gone,
            turn,
            starter,
            totals,
        )
    }

    fn apply(&self, hand: &mut Hand, seat: Seat, action: Action) -> Result<(), Refusal> {
        let mut told = Vec::new();
        hand.apply_to(seat, action, &mut told)
    }

    fn play_out(&self, hand: &mut Hand, told: &mut Vec<Told<Event>>) -> Result<(), Refusal> {
        while hand.phase() == Phase::Play {
            let ToAct::One(seat) = hand.to_act() else {
                break;
            };
            let playable = hand.playable(seat);
            let action = if playable.is_empty() {
                Action::Go
            } else {
                let sequence: Vec<Card> = hand.sequence().iter().map(|&(_, c)| c).collect();
                let count = hand.count();
                playable
                    .iter()
                    .max_by_key(|&c| rules::card_worth(&sequence, count, c))
                    .map_or(Action::Go, Action::Play)
            };
            told.clear();
            hand.apply_to(seat, action, told)?;
        }
        Ok(())
    }

    /// The side's pegs in the rest of the play less the other sides' mean, and the game
    /// when a side pegs out.
    fn score(&self, hand: &Hand, seat: Seat) -> f64 {
        let seats = hand.rules().seats;
        let mine = side_of(seat, seats);
        let n = f64::from(sides(seats));
        let mut own = 0.0;
        let mut all = 0.0;
        for peg in hand.pegs().iter().filter(|p| p.stage == Stage::Play) {
            all += f64::from(peg.points);
            if peg.side == mine {
                own += f64::from(peg.points);
            }
        }
        let game = match hand.winner() {
            Some(side) if side == mine => GAME,
            Some(_) => -GAME,
            None => 0.0,
        };
        own - (all - own) / (n - 1.0) + game
    }
}
