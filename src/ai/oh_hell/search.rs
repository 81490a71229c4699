//! Oh Hell!'s search player (`hard`): the shared search ([`crate::ai::search::choose`])
//! over one hand. It deals the cards its seat cannot see afresh, consistently with its
//! view (a seat that showed out of a suit holds none of it; with `must_trump`, one that
//! showed out without trumping holds no trump), plays each candidate out to the end of the
//! hand with the rule player on every seat (each seeing only its own cards), and keeps the
//! candidate with the best mean score for the hand, its own less the others' mean.

use rand::Rng;

use super::rules::{self, Sight};
use crate::ai::search::{Budget, Searchable};
use crate::core::rng::shuffle;
use crate::core::{PerSeat, Seat, ToAct, Told};
use crate::games::oh_hell::{
    Action, Bidding, Card, Cards, Event, Hand, OhHellView, Phase, Refusal,
};

/// The hard level's budget: playouts per decision, candidates searched.
pub const BUDGET: Budget = Budget {
    playouts: 160,
    candidates: 6,
    time_cap: Some(std::time::Duration::from_millis(60)),
};

/// The search over one seat's view of an Oh Hell! hand.
pub struct OhHellSearch;

/// What each seat is known to lack: suits it showed out of.
fn voids(view: &OhHellView) -> PerSeat<Cards> {
    let mut lacks = PerSeat::<Cards>::new(view.seats);
    let trump = view.trump;
    let tricks = view.tricks.iter().chain(std::iter::once(&view.trick));
    for trick in tricks {
        let Some(led) = trick.led() else { continue };
        for (seat, card) in trick.plays(view.seats) {
            if card.suit() != led {
                lacks[seat] = lacks[seat].union(Cards::of_suit(led));
                let trumped = Some(card.suit()) == trump;
                if view.options.must_trump
                    && !trumped
                    && let Some(t) = trump
                {
                    lacks[seat] = lacks[seat].union(Cards::of_suit(t));
                }
            }
        }
    }
    lacks
}

/// Deals `unknown` to the seats that need cards (`need[s]` each), none getting a card of
/// what it lacks where that can be honoured; the rest stays undealt.
fn deal_unknown<R: Rng>(
    unknown: Cards,
    need: &PerSeat<u8>,
    lacks: &PerSeat<Cards>,
    rng: &mut R,
) -> PerSeat<Cards> {
    let seats = need.len() as u8;
    let mut order: Vec<Seat> = Seat::all(seats).filter(|&s| need[s] > 0).collect();
    // The most constrained first.
    order.sort_by_key(|&s| std::cmp::Reverse(lacks[s].len()));
    for attempt in 0..20 {
        let honour = attempt < 19;
        let mut pool: Vec<Card> = unknown.iter().collect();
        shuffle(&mut pool, rng);
        let mut dealt = PerSeat::<Cards>::new(seats);
        let mut ok = true;
        for &seat in &order {
            for _ in 0..need[seat] {
                let pick = pool
                    .iter()
                    .position(|&c| !honour || !lacks[seat].contains(c));
                match pick {
                    Some(i) => {
                        dealt[seat].insert(pool.swap_remove(i));
                    }
                    None => ok = false,
                }
            }
        }
        if ok {
            return dealt;
        }
    }
    PerSeat::new(seats)
}

impl Searchable for OhHellSearch {
    type View<'v> = OhHellView;
    type State = Hand;
    type Action = Action;
    type Refusal = Refusal;
    type Memory = Vec<Told<Event>>;

    fn seat(&self, view: &OhHellView) -> Option<Seat> {
        view.seat
    }

    /// The rule player's choice first, then the rest nearest to it (bids) or strongest
    /// first (cards).
    fn candidates(&self, view: &OhHellView) -> Option<Vec<Action>> {
        let me = view.seat?;
        if !view.to_act.includes(me) || view.over {
            return None;
        }
        let sight = Sight::of_view(view)?;
        let mut legal = legal_of(view, me);
        let first = rules::decide(&sight, &legal)?;
        legal.sort_by_key(|a| match (a, first) {
            (Action::Bid(b), Action::Bid(f)) => (u8::from(*a != first), b.abs_diff(f)),
            (Action::Card(c), _) => (u8::from(*a != first), 60 - c.index() as u8),
            _ => (1, 0),
        });
        Some(legal)
    }

    fn memory(&self, _view: &OhHellView) -> Vec<Told<Event>> {
        Vec::new()
    }

    fn sample<R: Rng>(&self, view: &OhHellView, rng: &mut R) -> Hand {
        let me = view.seat.unwrap_or(Seat(0));
        let rules = rules::rules_of(view);
        let pack = Cards::pack(view.options.jokers);
        let mut known = Cards::EMPTY;
        for trick in view.tricks.iter().chain(std::iter::once(&view.trick)) {
            known = known.union(trick.cards().iter().copied().collect());
        }
        if let Some(card) = view.turned {
            known.insert(card);
        }
        let mut held = PerSeat::<Cards>::new(view.seats);
        let mut need = view.held;
        if let Some(mine) = view.hand {
            held[me] = mine;
            need[me] = 0;
        }
        for (seat, card) in view.foreheads.iter() {
            if let Some(card) = card {
                held[seat] = Cards::of(*card);
                need[seat] = 0;
            }
        }
        for cards in held.as_slice() {
            known = known.union(*cards);
        }
        let dealt = deal_unknown(pack.difference(known), &need, &voids(view), rng);
        for seat in Seat::all(view.seats) {
            held[seat] = held[seat].union(dealt[seat]);
        }
        rebuild(view, rules, held)
    }

    fn apply(&self, hand: &mut Hand, seat: Seat, action: Action) -> Result<(), Refusal> {
        let mut told = Vec::new();
        hand.apply_to(seat, action, &mut told)
    }

    fn play_out(&self, hand: &mut Hand, told: &mut Vec<Told<Event>>) -> Result<(), Refusal> {
        while hand.phase() != Phase::Over {
            let seat = match hand.to_act() {
                ToAct::One(seat) => seat,
                ToAct::Several(seats) => seats.iter().next().unwrap_or(Seat(0)),
                ToAct::Nobody => break,
            };
            // The rule player's choice without listing the legal actions: its bid is
            // always one (it moves off the hooked number), its card one of the playable.
            let sight = Sight::of_hand(hand, seat);
            let action = if hand.phase() == Phase::Bidding {
                Action::Bid(rules::bid(&sight))
            } else if hand.rules().forehead {
                Action::Blind
            } else {
                rules::card(&sight, hand.playable(seat)).map_or(Action::Blind, Action::Card)
            };
            told.clear();
            hand.apply_to(seat, action, told)?;
        }
        Ok(())
    }

    /// The seat's score for the hand, less the others' mean: a point taken from a rival
    /// is worth as much as one made.
    fn score(&self, hand: &Hand, seat: Seat) -> f64 {
        let scores = hand.scores();
        let n = f64::from(hand.seats());
        let all: i32 = scores.as_slice().iter().sum();
        let mine = f64::from(scores[seat]);
        mine - (f64::from(all) - mine) / (n - 1.0)
    }
}

/// The legal actions of `me` as its view shows them.
pub fn legal_of(view: &OhHellView, me: Seat) -> Vec<Action> {
    let hand = rebuild(view, rules::rules_of(view), known_hands(view));
    hand.legal_actions(me)
}

/// The cards the view shows in hands: the seat's own, and in the forehead hand the others'.
fn known_hands(view: &OhHellView) -> PerSeat<Cards> {
    let mut held = PerSeat::<Cards>::new(view.seats);
    if let (Some(me), Some(mine)) = (view.seat, view.hand) {
        held[me] = mine;
    }
    for (seat, card) in view.foreheads.iter() {
        if let Some(card) = card {
            held[seat] = Cards::of(*card);
        }
    }
    held
}

/// The view's hand rebuilt on `held` (what each seat holds now): each seat dealt what it
/// holds and what it played, then the bids and the plays so far made again.
fn rebuild(
    view: &OhHellView,
    rules: crate::games::oh_hell::HandRules,
    held: PerSeat<Cards>,
) -> Hand {
    let mut dealt = held;
    let tricks = view.tricks.iter().chain(std::iter::once(&view.trick));
    for trick in tricks.clone() {
        for (seat, card) in trick.plays(view.seats) {
            dealt[seat].insert(card);
        }
    }
    let mut hand = Hand::from_deal(rules, dealt);
    let mut told = Vec::new();
    let first = match rules.bidding {
        Bidding::Simultaneous => rules.leader(),
        _ => rules.dealer.left(1, rules.seats),
    };
    for k in 0..rules.seats {
        let seat = first.left(k, rules.seats);
        if let Some(bid) = view.bids[seat] {
            let _ = hand.apply_to(seat, Action::Bid(bid), &mut told);
        }
    }
    for trick in tricks {
        for (seat, card) in trick.plays(view.seats) {
            let _ = hand.apply_to(seat, Action::Card(card), &mut told);
        }
    }
    hand
}
