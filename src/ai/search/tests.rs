//! The shared search on a game small enough to judge by hand: one-card poker.
//!
//! Nine cards, 1 to 9, one to each of two seats. Seat 0 checks (the higher card takes 1),
//! bets, or gives up (half a point to seat 1). After a bet seat 1 calls with a 3 or more
//! (the higher card takes 2) and folds otherwise (seat 0 takes 1). Seat 0 sees its own
//! card only, so its best move is the one best on average over the eight cards seat 1 may
//! hold, which is not always the best against the card seat 1 really holds.

use std::cell::RefCell;
use std::time::Duration;

use rand::Rng;

use super::*;
use crate::ai::policy_rng;
use crate::core::rng::below;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Move {
    Check,
    Bet,
    GiveUp,
    Call,
    Fold,
}

/// The true state: both cards, and the moves so far.
#[derive(Clone, Debug, PartialEq)]
struct Table {
    cards: [u8; 2],
    moves: Vec<Move>,
}

/// What one seat sees: its own card. There is no field for the other card, so nothing
/// built from a `Sight` can know it.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Sight {
    seat: Seat,
    card: u8,
}

impl Table {
    fn sight(&self, seat: Seat) -> Sight {
        Sight {
            seat,
            card: self.cards[seat.index()],
        }
    }

    /// Seat 0's points at the end (seat 1 gets the opposite).
    fn points(&self) -> f64 {
        let showdown = |stake: f64| {
            if self.cards[0] > self.cards[1] {
                stake
            } else {
                -stake
            }
        };
        match self.moves.as_slice() {
            [Move::GiveUp] => -0.5,
            [Move::Check] => showdown(1.0),
            [Move::Bet, Move::Fold] => 1.0,
            [Move::Bet, Move::Call] => showdown(2.0),
            other => panic!("not over: {other:?}"),
        }
    }
}

/// One-card poker for the search, recording what the search asked of it.
#[derive(Default)]
struct Poker {
    /// The other card of every sample dealt, in order.
    dealt: RefCell<Vec<u8>>,
    /// Every root action the search tried, with the other card of its world.
    tried: RefCell<Vec<(Move, u8)>>,
    /// The candidates in the order the game offers them.
    order: Vec<Move>,
}

impl Poker {
    fn new() -> Poker {
        Poker {
            order: vec![Move::GiveUp, Move::Check, Move::Bet],
            ..Poker::default()
        }
    }
}

#[derive(Debug)]
struct NotNow;

impl Searchable for Poker {
    type View<'v> = Sight;
    type State = Table;
    type Action = Move;
    type Refusal = NotNow;
    type Memory = ();

    fn seat(&self, view: &Sight) -> Option<Seat> {
        Some(view.seat)
    }

    fn candidates(&self, view: &Sight) -> Option<Vec<Move>> {
        (view.seat == Seat(0)).then(|| self.order.clone())
    }

    fn memory(&self, _view: &Sight) {}

    /// The other card, uniformly among the eight the seat does not hold.
    fn sample<R: Rng>(&self, view: &Sight, rng: &mut R) -> Table {
        let others: Vec<u8> = (1..=9).filter(|c| *c != view.card).collect();
        let other = others[below(rng, others.len() as u32) as usize];
        self.dealt.borrow_mut().push(other);
        let mut cards = [0; 2];
        cards[view.seat.index()] = view.card;
        cards[1 - view.seat.index()] = other;
        Table {
            cards,
            moves: Vec::new(),
        }
    }

    fn apply(&self, table: &mut Table, seat: Seat, action: Move) -> Result<(), NotNow> {
        if seat != Seat(0) || !table.moves.is_empty() {
            return Err(NotNow);
        }
        self.tried.borrow_mut().push((action, table.cards[1]));
        table.moves.push(action);
        Ok(())
    }

    /// Seat 1 answers a bet: a call with a 3 or more.
    fn play_out(&self, table: &mut Table, _memory: &mut ()) -> Result<(), NotNow> {
        if table.moves == [Move::Bet] {
            let answer = if table.cards[1] >= 3 {
                Move::Call
            } else {
                Move::Fold
            };
            table.moves.push(answer);
        }
        Ok(())
    }

    fn score(&self, table: &Table, seat: Seat) -> f64 {
        if seat == Seat(0) {
            table.points()
        } else {
            -table.points()
        }
    }
}

/// A budget big enough to tell the moves apart, with no clock.
const BUDGET: Budget = Budget {
    playouts: 1200,
    candidates: 8,
    time_cap: None,
};

/// What `action` is worth to seat 0 holding `card`, exactly: the mean over every card
/// seat 1 may hold, played by the game's own rules.
fn worth(card: u8, action: Move) -> f64 {
    let game = Poker::new();
    let others: Vec<u8> = (1..=9).filter(|c| *c != card).collect();
    let total: f64 = others
        .iter()
        .map(|&other| {
            let mut table = Table {
                cards: [card, other],
                moves: Vec::new(),
            };
            game.apply(&mut table, Seat(0), action).unwrap();
            game.play_out(&mut table, &mut ()).unwrap();
            game.score(&table, Seat(0))
        })
        .sum();
    total / others.len() as f64
}

fn search(game: &Poker, sight: Sight, seed: u64) -> Option<Move> {
    choose(game, &sight, BUDGET, &mut policy_rng(seed, 0))
}

#[test]
fn the_search_takes_the_move_best_on_what_the_seat_knows() {
    let mut judged = 0;
    for card in 1..=9 {
        let mut worths: Vec<(Move, f64)> = Poker::new()
            .order
            .iter()
            .map(|&m| (m, worth(card, m)))
            .collect();
        worths.sort_by(|a, b| b.1.total_cmp(&a.1));
        if worths[0].1 - worths[1].1 < 0.2 {
            continue; // Two moves as good: either is right.
        }
        let sight = Sight {
            seat: Seat(0),
            card,
        };
        for seed in 0..3 {
            let chosen = search(&Poker::new(), sight, seed);
            assert_eq!(chosen, Some(worths[0].0), "holding {card}: {worths:?}");
        }
        judged += 1;
    }
    assert_eq!(judged, 7, "the cards with one best move: all but 3 and 6");
}

#[test]
fn the_search_never_learns_the_hidden_card() {
    // Holding an 8, a bet is best on average (1.25 against 0.75 for a check). Against a 9
    // it is the worst move (-2, a check -1, giving up -0.5): a search that peeked would
    // give up. It is handed seat 0's sight alone, which has no place for the other card,
    // so whatever that card is the search sees the same and bets.
    for other in (1..=9).filter(|c| *c != 8) {
        let truth = Table {
            cards: [8, other],
            moves: Vec::new(),
        };
        let chosen = search(&Poker::new(), truth.sight(Seat(0)), 5);
        assert_eq!(chosen, Some(Move::Bet), "against a {other}");
    }
}

#[test]
fn every_candidate_meets_the_same_deals_in_the_same_order() {
    let game = Poker::new();
    let sight = Sight {
        seat: Seat(0),
        card: 7,
    };
    search(&game, sight, 11).unwrap();
    let dealt = game.dealt.borrow();
    let tried = game.tried.borrow();
    for candidate in &game.order {
        let met: Vec<u8> = tried
            .iter()
            .filter(|(m, _)| m == candidate)
            .map(|(_, other)| *other)
            .collect();
        assert!(!met.is_empty(), "{candidate:?} was tried");
        assert_eq!(met, dealt[..met.len()], "{candidate:?}");
    }
    // Sequential halving: a deal per playout of the most tried candidate, no more, and
    // more playouts for the survivors than for the move dropped after the first round.
    let most = game
        .order
        .iter()
        .map(|c| tried.iter().filter(|(m, _)| m == c).count())
        .max()
        .unwrap();
    assert_eq!(dealt.len(), most);
    assert!(tried.len() > dealt.len() * 2);
    assert!(tried.len() <= BUDGET.playouts as usize);
}

#[test]
fn the_same_seed_and_view_make_the_same_choice() {
    // With a budget too small to be sure, so that the samples decide.
    let budget = Budget {
        playouts: 6,
        ..BUDGET
    };
    for card in 1..=9 {
        let sight = Sight {
            seat: Seat(0),
            card,
        };
        for seed in 0..20 {
            let a = Poker::new();
            let b = Poker::new();
            let first = choose(&a, &sight, budget, &mut policy_rng(seed, 3));
            let again = choose(&b, &sight, budget, &mut policy_rng(seed, 3));
            assert_eq!(first, again);
            assert_eq!(*a.dealt.borrow(), *b.dealt.borrow());
        }
    }
}

#[test]
fn a_lone_candidate_is_taken_without_dealing_and_a_seat_with_nothing_to_decide_gets_none() {
    let game = Poker::new();
    let sight = Sight {
        seat: Seat(0),
        card: 9,
    };
    let narrow = Budget {
        candidates: 1,
        ..BUDGET
    };
    let chosen = choose(&game, &sight, narrow, &mut policy_rng(1, 0));
    assert_eq!(chosen, Some(Move::GiveUp), "the first the game offers");
    assert!(game.dealt.borrow().is_empty());
    let other = Sight {
        seat: Seat(1),
        card: 9,
    };
    assert_eq!(search(&game, other, 1), None);
}

#[test]
fn a_clock_that_binds_at_once_leaves_the_first_candidate_after_one_playout() {
    let game = Poker::new();
    let sight = Sight {
        seat: Seat(0),
        card: 8,
    };
    let capped = Budget {
        playouts: u32::MAX / 2,
        time_cap: Some(Duration::ZERO),
        ..BUDGET
    };
    let chosen = choose(&game, &sight, capped, &mut policy_rng(1, 0));
    assert_eq!(
        chosen,
        Some(Move::GiveUp),
        "the game's own first choice stands"
    );
    assert_eq!(game.tried.borrow().len(), 1);
}
