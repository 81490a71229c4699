//! The rule-based Oh Hell! player (`normal`): it bids its likely winners (aces, guarded
//! kings, high and long trumps), moved off the dealer's hooked number; in play it wins as
//! cheaply as it can while short of its bid, and once it has its bid ducks with its highest
//! losing card.
//!
//! It decides from a [`Sight`]: what one seat sees of a hand, read from its view (or, in a
//! search's playouts, from a sampled hand, each seat seeing only its own cards).

use crate::core::{PerSeat, Seat};
use crate::games::oh_hell::{Action, Card, Cards, Hand, HandRules, OhHellView, Phase, Suit, Trick};

/// What one seat sees of a hand, enough to decide.
#[derive(Clone, Copy, Debug)]
pub struct Sight<'a> {
    pub me: Seat,
    pub rules: HandRules,
    pub phase: Phase,
    /// Its own cards (in the forehead hand: none it can see).
    pub held: Cards,
    pub trick: &'a Trick,
    pub bids: &'a PerSeat<Option<u8>>,
    pub won: &'a PerSeat<u8>,
    pub hooked: Option<u8>,
    /// May this seat act on a bid now (its turn, or a bid still to choose)?
    pub to_bid: bool,
}

impl<'a> Sight<'a> {
    /// A seat's sight from its view; `None` for a spectator or once over.
    pub fn of_view(view: &'a OhHellView) -> Option<Sight<'a>> {
        let me = view.seat?;
        let rules = rules_of(view);
        Some(Sight {
            me,
            rules,
            phase: view.phase,
            held: view.hand.unwrap_or_default(),
            trick: &view.trick,
            bids: &view.bids,
            won: &view.won,
            hooked: view.hooked,
            to_bid: view.to_act.includes(me),
        })
    }

    /// A seat's sight of a whole hand (a search's sample): only its own cards.
    pub fn of_hand(hand: &'a Hand, me: Seat) -> Sight<'a> {
        Sight {
            me,
            rules: *hand.rules(),
            phase: hand.phase(),
            held: if hand.rules().forehead {
                Cards::EMPTY
            } else {
                hand.held(me)
            },
            trick: hand.trick(),
            bids: hand.bids(),
            won: hand.won(),
            hooked: hand.hooked(),
            to_bid: hand.to_act().includes(me),
        }
    }
}

/// The rules of the view's hand, as the engine keeps them.
pub fn rules_of(view: &OhHellView) -> HandRules {
    let options = view.options;
    let mut rules = HandRules::new(options, view.seats, view.dealer, view.cards);
    rules.turned = view.turned;
    rules.trump = view.trump;
    rules.forehead = options.forehead(view.seats, view.number);
    rules
}

/// How many tricks a hand of `held` is likely to take with `trump`, in tenths.
fn winners(held: Cards, rules: &HandRules) -> u32 {
    let mut tenths = 0;
    for suit in Suit::ALL {
        let cards = held.in_suit(suit);
        let len = cards.len();
        if Some(suit) == rules.trump {
            for card in cards.iter() {
                let from_top = top_rank(suit) - card.rank_index();
                tenths += match from_top {
                    0 => 10,
                    1 => 8,
                    2 => 6,
                    3 => 4,
                    _ => 2,
                };
            }
            tenths += 3 * len.saturating_sub(3);
        } else {
            for card in cards.iter().rev().take(2) {
                let from_top = top_rank(suit) - card.rank_index();
                tenths += match (from_top, len) {
                    (0, 1..=4) => 9,
                    (0, _) => 7,
                    (1, 2..=3) => 6,
                    (1, 4) => 4,
                    (1, _) => 2,
                    (2, 3) => 3,
                    _ => 0,
                };
            }
            // A void or a singleton beside trumps may ruff.
            if rules
                .trump
                .is_some_and(|t| held.in_suit(t).len() >= 2 && len <= 1)
            {
                tenths += 3;
            }
        }
    }
    tenths
}

/// The index of a suit's top card: an ace, or the big joker.
fn top_rank(suit: Suit) -> usize {
    if suit == Suit::Jokers { 1 } else { 12 }
}

/// The bid the rule player makes: its likely winners, scaled down for a small hand among
/// many, moved off the hooked number.
pub fn bid(sight: &Sight<'_>) -> u8 {
    let cards = sight.rules.cards;
    let raw = f64::from(winners(sight.held, &sight.rules)) / 10.0;
    let estimate = raw.round().clamp(0.0, f64::from(cards)) as u8;
    match sight.hooked {
        Some(barred) if barred == estimate && sight.me == sight.rules.dealer => {
            if f64::from(estimate) < raw && estimate < cards || estimate == 0 {
                estimate + 1
            } else {
                estimate - 1
            }
        }
        _ => estimate,
    }
}

/// Whether `card` would take the trick as it stands.
fn beats(trick: &Trick, card: Card, trump: Option<Suit>, seats: u8) -> bool {
    let Some((_, best)) = trick.winning(trump, seats) else {
        return true;
    };
    let key = |c: Card, led: Suit| {
        if Some(c.suit()) == trump {
            100 + c.rank_index() as i32
        } else if c.suit() == led {
            c.rank_index() as i32
        } else {
            -1
        }
    };
    let led = trick.led().unwrap_or(card.suit());
    key(card, led) > key(best, led)
}

/// A card's strength for leading and discarding: trumps above the rest, rank within.
fn strength(card: Card, trump: Option<Suit>) -> usize {
    card.rank_index() + if Some(card.suit()) == trump { 20 } else { 0 }
}

/// The card the rule player plays from `playable`.
pub fn card(sight: &Sight<'_>, playable: Cards) -> Option<Card> {
    let trump = sight.rules.trump;
    let seats = sight.rules.seats;
    let wants = sight.bids[sight.me].unwrap_or(0) > sight.won[sight.me];
    let by_strength = |cards: Cards| {
        let mut v = cards.to_vec();
        v.sort_by_key(|&c| (strength(c, trump), c));
        v
    };
    let ordered = by_strength(playable);
    if sight.trick.is_empty() {
        // Lead a winner while short, else the weakest card.
        return if wants {
            ordered.last()
        } else {
            ordered.first()
        }
        .copied();
    }
    let (winning, losing): (Vec<Card>, Vec<Card>) = ordered
        .iter()
        .partition(|&&c| beats(sight.trick, c, trump, seats));
    if wants {
        winning.first().or(ordered.first()).copied()
    } else {
        losing.last().or(ordered.first()).copied()
    }
}

/// The rule player's action for a seat: a bid, or a card (a blind play when that is all).
pub fn decide(sight: &Sight<'_>, legal: &[Action]) -> Option<Action> {
    match legal {
        [] => None,
        [only] => Some(*only),
        _ if sight.phase == Phase::Bidding => {
            let want = bid(sight);
            legal.iter().copied().min_by_key(|a| match a {
                Action::Bid(b) => (b.abs_diff(want), *b),
                _ => (u8::MAX, 0),
            })
        }
        _ => {
            let playable: Cards = legal
                .iter()
                .filter_map(|a| match a {
                    Action::Card(c) => Some(*c),
                    _ => None,
                })
                .collect();
            card(sight, playable).map(Action::Card)
        }
    }
}
