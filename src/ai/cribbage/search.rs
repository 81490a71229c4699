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
    Action, CribbageView, Event, Hand, HandRules, MAX_SEATS, MAX_SIDES, Phase, Refusal, Stage,
    score, side_of, sides,
};

/// The hard level's budget: playouts per decision, candidates searched.
pub const BUDGET: Budget = Budget {
    playouts: 240,
    candidates: 4,
    time_cap: Some(std::time::Duration::from_millis(60)),
};

/// What pegging out in a playout is worth, against points pegged.
const GAME: f64 = 60.0;

/// A count under way goes on only while someone holds a card that fits it, so when the
/// seat to act holds none, another who has not said go holds one: if the deal gave none
/// of them one, the first of them swaps a card for a fitting one from the rest of the
/// pool (the sample stays a deal the seat cannot tell from the one that happened).
fn keep_the_count_alive(view: &CribbageView, held: &mut PerSeat<CardSet>, pool: &mut [Card]) {
    let fits = |c: Card| view.count + score::pips(c) <= 31;
    let (Some(me), false) = (view.seat, view.sequence.is_empty()) else {
        return;
    };
    let live: Vec<Seat> = Seat::all(view.seats)
        .filter(|&s| !view.gone.contains(s) && !held[s].is_empty())
        .collect();
    if live.iter().any(|&s| held[s].iter().any(fits)) {
        return;
    }
    let (Some(&seat), Some(at)) = (
        live.iter().find(|&&s| s != me),
        pool.iter().position(|&c| fits(c)),
    ) else {
        return;
    };
    if let Some(out) = held[seat].first() {
        held[seat].remove(out);
        held[seat].insert(pool[at]);
        pool[at] = out;
    }
}

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
        // A seat that said go in this sequence holds no card that fits the count: those
        // seats are dealt first, from the cards that do not fit (the deal that happened is
        // one such, so there are enough); a sample where one fitted would have the play
        // wait for a seat it skips.
        let others = Seat::all(view.seats).filter(|&s| s != me);
        let (gone, free): (Vec<Seat>, Vec<Seat>) = others.partition(|&s| view.gone.contains(s));
        for seat in gone.into_iter().chain(free) {
            let said_go = view.gone.contains(seat);
            for _ in 0..view.held[seat] {
                let at = pool
                    .iter()
                    .position(|&c| !said_go || view.count + score::pips(c) > 31);
                if let Some(at) = at {
                    held[seat].insert(pool.swap_remove(at));
                }
            }
        }
        keep_the_count_alive(view, &mut held, &mut pool);
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
        // A play lasts at most a card and a go a card of every hand: past that, a sample
        // the engine cannot finish stops where it is rather than spin.
        let mut steps = 2 * 4 * usize::from(MAX_SEATS) + 8;
        while hand.phase() == Phase::Play && steps > 0 {
            steps -= 1;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::rng::{Stream, below, rng_for};
    use crate::games::cribbage::{Cribbage, Options};

    /// Views in the play where a seat other than the one to act has said go (the samples
    /// must deal it no card that fits, and leave someone a card that does), from random
    /// two- and three-handed games.
    fn after_a_go() -> Vec<CribbageView> {
        let mut found = Vec::new();
        for seed in 0..40u64 {
            let seats = 2 + (seed % 2) as u8;
            let mut game = Cribbage::new(Options::default(), seats, seed).unwrap();
            let mut rng = rng_for(seed, Stream::Play, 0);
            while let Some(seat) = game.to_act().seats().next() {
                let view = game.view(Some(seat));
                if view.phase == Phase::Play && !view.gone.without(seat).is_empty() {
                    found.push(view);
                }
                let legal = game.legal_actions(seat);
                let action = legal[below(&mut rng, legal.len() as u32) as usize];
                if game.apply(seat, action).is_err() || game.view(None).over {
                    break;
                }
            }
        }
        found
    }

    #[test]
    fn samples_after_a_go_agree_with_the_play_and_their_play_out_ends() {
        let views = after_a_go();
        assert!(views.len() > 20, "{} views after a go", views.len());
        let mut rng = rng_for(7, Stream::Play, 1);
        for view in &views {
            for _ in 0..20 {
                let mut hand = CribbageSearch.sample(view, &mut rng);
                for seat in view.gone.iter() {
                    let held = hand.held(seat);
                    let fits = held.iter().any(|c| view.count + score::pips(c) <= 31);
                    assert!(!fits, "{seat:?} said go at {} yet holds {held}", view.count);
                }
                let before = format!("{:?} {:?} {:?}", hand.to_act(), hand.gone(), view);
                CribbageSearch.play_out(&mut hand, &mut Vec::new()).unwrap();
                assert_ne!(hand.phase(), Phase::Play, "the play out ends: {before}");
            }
            let chosen = crate::ai::search::choose(&CribbageSearch, view, BUDGET, &mut rng);
            assert!(chosen.is_some());
        }
    }
}
