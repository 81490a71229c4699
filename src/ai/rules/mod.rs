//! The rule-based player: quick estimates from card counting, no search.
//!
//! It reasons in rank pairs (see [`super::reading`]) about the cards it cannot see:
//!
//! - **Ribs and bids.** For each pair it could lay as ribs, it estimates what the other
//!   players will put on the table against it: each plays a random pair of the unseen
//!   cards, the careful ones the cheapest of several (against the ribs, a pair that
//!   escapes costs nothing), some fold. From that it gets the chance that the defeated cards reach
//!   a bid, what the bid brings in, and the risk of a crack. It raises while being the
//!   bidder at the next bid is worth more than letting someone else have the trick (so the
//!   opening 2 is rarely let through cheaply), and stops before bids it cannot make. As
//!   bidder it lays the ribs worth most: an ace with a cheap card (nothing escapes an ace,
//!   as in the "prime rib" A-K), ranks plentiful among the unseen cards, a pair when a
//!   crack is likely.
//! - **Plays.** Against the ribs the bidder probably laid (an ace if the bidder likely holds
//!   one, else high cards), it weighs each pair it could play face up or fold: an escape
//!   above both likely ribs with no likely match keeps its points; against a high bid, low
//!   cards make the bid fail and come back; folding gives up two cards to starve a bid it
//!   cannot stop otherwise, and is worth keeping for later while tricks remain.
//! - **Keeping.** Aces (escapes and ribs later), court cards and the fold have a value for
//!   the tricks still to come, charged when they are spent.
//!
//! It decides from the [`View`] only. With a temperature above zero (the easy level) it
//! samples among its options by their estimated worth instead of always taking the best.

use rand_pcg::Pcg64Mcg;

use crate::games::ribs::{Action, Card, CardSet, Choice, Rank, Seat, SeenPlay, View};

use super::Policy;
use super::policy_rng;
use super::reading::{
    BEAT, CRACK, Counts, PAIRS, Reading, against, buckets, none_of, pair_index, pair_odds,
    pair_ranks, pair_value, playable_pairs,
};

mod bidding;
mod playing;

use bidding::{MAX_SUM, SumDist, bid_table, contribution, draws_for, ribs_options, without_pair};
pub use bidding::{chosen_ribs, would_raise};
use playing::play_options;

/// The rule-based player's dispositions: how it weighs what it estimates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Temper {
    /// How much a point the bidder (or a cracker) gains counts against the player, next to
    /// a point of its own.
    pub rivalry: f32,
    /// Worth of keeping an ace for the tricks to come.
    pub ace_keep: f32,
    /// Worth of keeping a king, queen or jack.
    pub court_keep: f32,
    /// Worth of keeping a 10, 9, 8 or 7.
    pub number_keep: f32,
    /// Worth of still having the fold, per trick still to come after this one.
    pub fold_keep: f32,
    /// What letting someone else take the trick is worth: the player raises while being
    /// the bidder is worth more than this.
    pub pass_worth: f32,
    /// How often it expects another player who may fold to fold.
    pub fold_rate: f32,
    /// How often it expects another player to play carefully: the cheapest of as many
    /// random pairs as half the cards it holds.
    pub care: f32,
    /// How often it expects a bidder holding an ace to lay it in the ribs.
    pub ace_lead: f32,
    /// Softmax temperature over the options' worth; 0 takes the best.
    pub temperature: f32,
}

impl Temper {
    /// The normal level.
    pub const NORMAL: Temper = Temper {
        rivalry: 0.5,
        ace_keep: 3.0,
        court_keep: 0.7,
        number_keep: 0.4,
        fold_keep: 0.3,
        pass_worth: 1.0,
        fold_rate: 0.35,
        care: 0.65,
        ace_lead: 0.85,
        temperature: 0.0,
    };

    /// The easy level: the same judgement, but it often settles for a lesser option.
    pub const EASY: Temper = Temper {
        temperature: 1.5,
        ..Temper::NORMAL
    };
}

impl Temper {
    /// This style with the dispositions named in `overrides` changed: `key=value` pairs
    /// separated by `/` (for experiments: `ribs sim --seats normal:care=0.8/fold_rate=0.2,...`).
    ///
    /// # Errors
    /// On an unknown key or a value that is not a number.
    pub fn with_overrides(mut self, overrides: &str) -> Result<Temper, StyleError> {
        for pair in overrides.split('/').filter(|p| !p.trim().is_empty()) {
            let (key, value) = pair
                .split_once('=')
                .ok_or_else(|| StyleError::NotKeyValue(pair.to_string()))?;
            let value: f32 = value
                .trim()
                .parse()
                .map_err(|_| StyleError::NotKeyValue(pair.to_string()))?;
            let slot = match key.trim() {
                "rivalry" => &mut self.rivalry,
                "ace_keep" => &mut self.ace_keep,
                "court_keep" => &mut self.court_keep,
                "number_keep" => &mut self.number_keep,
                "fold_keep" => &mut self.fold_keep,
                "pass_worth" => &mut self.pass_worth,
                "fold_rate" => &mut self.fold_rate,
                "care" => &mut self.care,
                "ace_lead" => &mut self.ace_lead,
                "temperature" => &mut self.temperature,
                other => return Err(StyleError::UnknownKey(other.to_string())),
            };
            *slot = value;
        }
        Ok(self)
    }
}

/// Why a style override was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StyleError {
    #[error("{0:?} is not key=number")]
    NotKeyValue(String),
    #[error("unknown style key {0:?}")]
    UnknownKey(String),
}

/// The rule-based computer player.
#[derive(Clone, Debug)]
pub struct RulePolicy {
    style: Temper,
    name: &'static str,
    rng: Pcg64Mcg,
    notes: Notes,
}

impl RulePolicy {
    /// A rule-based player with `style`; `seed` and `index` fix its random choices (only
    /// used with a temperature above zero).
    pub fn new(style: Temper, name: &'static str, seed: u64, index: u64) -> RulePolicy {
        RulePolicy {
            style,
            name,
            rng: policy_rng(seed, index),
            notes: Notes::default(),
        }
    }

    /// The normal level.
    pub fn normal(seed: u64, index: u64) -> RulePolicy {
        RulePolicy::new(Temper::NORMAL, "normal", seed, index)
    }

    /// The easy level.
    pub fn easy(seed: u64, index: u64) -> RulePolicy {
        RulePolicy::new(Temper::EASY, "easy", seed, index)
    }

    pub fn style(&self) -> Temper {
        self.style
    }
}

impl Policy for RulePolicy {
    fn name(&self) -> &str {
        self.name
    }

    fn decide(&mut self, view: &View<'_>) -> Option<Action> {
        let options = options_with(&self.style, view, &mut self.notes)?;
        Some(pick(&options, self.style.temperature, &mut self.rng))
    }
}

/// What a player remembers between its decisions in one trick's bidding, so that each
/// raise it considers costs a lookup: its worth as the bidder at every bid, which depends
/// on nothing that changes while the bidding goes round. Kept by [`RulePolicy`], and by
/// the search player for each seat of a rollout.
#[derive(Clone, Debug, Default)]
pub struct Notes {
    bids: Option<(BidKey, Box<BidTable>)>,
}

/// Everything a bid table depends on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct BidKey {
    seat: Seat,
    hand_number: u32,
    trick: u8,
    hand: CardSet,
    unseen: CardSet,
    folded: u16,
}

impl BidKey {
    fn of(view: &View<'_>, seat: Seat) -> BidKey {
        let folded = view.folded();
        BidKey {
            seat,
            hand_number: view.hand_number(),
            trick: view.trick(),
            hand: view.my_hand(),
            unseen: view.unseen(),
            folded: folded
                .iter()
                .fold(0, |bits, (s, f)| bits | (u16::from(*f) << s.0)),
        }
    }
}

/// The worth of being the bidder, by bid (with the best ribs for that bid, net of the
/// cards they spend); bids past the end are worth the last entry.
type BidTable = [f32; MAX_SUM + 2];

/// Every legal action worth considering in `view`, with its estimated worth (higher is
/// better); `None` when the viewer has nothing to decide. Every listed action is legal.
pub fn options(style: &Temper, view: &View<'_>) -> Option<Vec<(Action, f32)>> {
    options_with(style, view, &mut Notes::default())
}

/// [`options`], remembering in `notes` what later decisions of the same trick reuse.
pub fn options_with(
    style: &Temper,
    view: &View<'_>,
    notes: &mut Notes,
) -> Option<Vec<(Action, f32)>> {
    let choice = view.choice()?;
    Some(match choice {
        Choice::Bid {
            next: Some(bid),
            can_pass: false,
        } => vec![(Action::Bid(bid), 0.0)],
        Choice::Bid { next: None, .. } => vec![(Action::Pass, 0.0)],
        Choice::Bid {
            next: Some(bid),
            can_pass: true,
        } => {
            let seat = view.seat().expect("a seat on turn");
            let key = BidKey::of(view, seat);
            let table = match &notes.bids {
                Some((k, table)) if *k == key => table,
                _ => {
                    let reading = Reading::of(view);
                    let table = Box::new(bid_table(style, &reading));
                    &notes.bids.insert((key, table)).1
                }
            };
            let worth = table[(bid as usize).min(MAX_SUM + 1)];
            vec![
                (Action::Bid(bid), worth - style.pass_worth),
                (Action::Pass, 0.0),
            ]
        }
        Choice::Ribs { bid, .. } => {
            let reading = Reading::of(view);
            ribs_options(style, &reading, bid)
        }
        Choice::Play { fold } => {
            let reading = Reading::of(view);
            play_options(style, view, &reading, fold.is_ok())
        }
    })
}

/// The option `style` judges best in `view` (the first of equals): the rule-based player
/// at temperature 0, as the search player's rollouts use it.
pub fn best(style: &Temper, view: &View<'_>) -> Option<Action> {
    best_with(style, view, &mut Notes::default())
}

/// [`best`] with [`Notes`].
pub fn best_with(style: &Temper, view: &View<'_>, notes: &mut Notes) -> Option<Action> {
    let options = options_with(style, view, notes)?;
    let mut best = options[0];
    for o in &options[1..] {
        if o.1 > best.1 {
            best = *o;
        }
    }
    Some(best.0)
}

/// The best option, or with a temperature a sample weighted by `exp(worth / t)`.
fn pick(options: &[(Action, f32)], temperature: f32, rng: &mut Pcg64Mcg) -> Action {
    let best = options
        .iter()
        .copied()
        .fold(None::<(Action, f32)>, |acc, o| match acc {
            Some(a) if a.1 >= o.1 => Some(a),
            _ => Some(o),
        })
        .expect("a decision has at least one option");
    if temperature <= 0.0 || options.len() == 1 {
        return best.0;
    }
    let weights: Vec<f32> = options
        .iter()
        .map(|(_, w)| ((w - best.1) / temperature).exp())
        .collect();
    let total: f32 = weights.iter().sum();
    let mut x = super::random::unit(rng) * total;
    for ((action, _), w) in options.iter().zip(&weights) {
        if x < *w {
            return *action;
        }
        x -= w;
    }
    best.0
}

/// Worth of keeping one card of `rank` for later tricks.
fn keep(style: &Temper, rank: Rank) -> f32 {
    match rank {
        Rank::Ace => style.ace_keep,
        Rank::King | Rank::Queen | Rank::Jack => style.court_keep,
        _ => style.number_keep,
    }
}

/// Worth of keeping the two cards of pair `i` (nothing once no trick is left after this).
fn keep_pair(style: &Temper, reading: &Reading, i: usize) -> f32 {
    if reading.tricks_after == 0 {
        return 0.0;
    }
    let [a, b] = pair_ranks(i);
    keep(style, a) + keep(style, b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ribs::{Hand, Options};

    fn decide_all(seats: u8, seed: u64) {
        let mut hand = Hand::deal(Options::default(), seats, Seat(0), 0, seed).unwrap();
        let mut players: Vec<RulePolicy> = (0..seats)
            .map(|s| RulePolicy::easy(seed, s.into()))
            .collect();
        while let Some(seat) = hand.to_act() {
            let view = View::of_hand(&hand, Some(seat));
            let action = players[seat.index()].decide(&view).unwrap();
            hand.apply(seat, action).unwrap();
        }
    }

    #[test]
    fn rule_players_finish_hands_with_legal_actions() {
        for seed in 0..20 {
            decide_all(4 + (seed % 7) as u8, seed);
        }
    }

    #[test]
    fn no_bid_is_raised_past_what_the_other_players_could_lose() {
        // The defeated cards can be worth at most the points of the cards the bidder cannot
        // see: a raise beyond that cannot be made, and a rule player passes instead.
        let mut checked = 0;
        for seed in 0..60 {
            let seats = 4 + (seed % 3) as u8;
            let mut hand = Hand::deal(Options::default(), seats, Seat(0), 0, seed).unwrap();
            let mut player = RulePolicy::normal(seed, 0);
            while let Some(seat) = hand.to_act() {
                let view = View::of_hand(&hand, Some(seat));
                let action = player.decide(&view).unwrap();
                if let Some(Choice::Bid {
                    next: Some(next),
                    can_pass: true,
                }) = view.choice()
                    && next > view.unseen().points()
                {
                    assert_eq!(action, Action::Pass, "raised to {next}");
                    checked += 1;
                }
                hand.apply(seat, action).unwrap();
            }
        }
        assert!(checked > 0, "no unmakeable raise came up");
    }

    #[test]
    fn the_ribs_hold_one_of_the_bidders_two_highest_ranks() {
        for seed in 0..30 {
            let mut hand = Hand::deal(Options::default(), 5, Seat(1), 0, seed).unwrap();
            let mut player = RulePolicy::normal(seed, 0);
            while let Some(seat) = hand.to_act() {
                let view = View::of_hand(&hand, Some(seat));
                let action = player.decide(&view).unwrap();
                if let Action::Ribs(ribs) = action {
                    let mut ranks = Rank::ALL
                        .into_iter()
                        .filter(|r| view.my_hand().count(*r) > 0);
                    let top = [ranks.next(), ranks.next()];
                    let hi = ribs[0].rank.max(ribs[1].rank);
                    assert!(top.contains(&Some(hi)), "{ribs:?} from {}", view.my_hand());
                }
                hand.apply(seat, action).unwrap();
            }
        }
    }
}
