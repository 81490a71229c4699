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

use crate::game::{Action, Card, CardSet, Choice, Rank, Seat, SeenPlay, View};

use super::Policy;
use super::policy_rng;
use super::reading::{
    BEAT, CRACK, Counts, PAIRS, Reading, against, buckets, none_of, pair_index, pair_odds,
    pair_ranks, pair_value, playable_pairs,
};

/// The rule-based player's dispositions: how it weighs what it estimates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
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

impl Style {
    /// The normal level.
    pub const NORMAL: Style = Style {
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
    pub const EASY: Style = Style {
        temperature: 1.5,
        ..Style::NORMAL
    };
}

impl Style {
    /// This style with the dispositions named in `overrides` changed: `key=value` pairs
    /// separated by `/` (for experiments: `ribs sim --seats normal:care=0.8/fold_rate=0.2,...`).
    ///
    /// # Errors
    /// On an unknown key or a value that is not a number.
    pub fn with_overrides(mut self, overrides: &str) -> Result<Style, StyleError> {
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
    style: Style,
    name: &'static str,
    rng: Pcg64Mcg,
    notes: Notes,
}

impl RulePolicy {
    /// A rule-based player with `style`; `seed` and `index` fix its random choices (only
    /// used with a temperature above zero).
    pub fn new(style: Style, name: &'static str, seed: u64, index: u64) -> RulePolicy {
        RulePolicy {
            style,
            name,
            rng: policy_rng(seed, index),
            notes: Notes::default(),
        }
    }

    /// The normal level.
    pub fn normal(seed: u64, index: u64) -> RulePolicy {
        RulePolicy::new(Style::NORMAL, "normal", seed, index)
    }

    /// The easy level.
    pub fn easy(seed: u64, index: u64) -> RulePolicy {
        RulePolicy::new(Style::EASY, "easy", seed, index)
    }

    pub fn style(&self) -> Style {
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
pub fn options(style: &Style, view: &View<'_>) -> Option<Vec<(Action, f32)>> {
    options_with(style, view, &mut Notes::default())
}

/// [`options`], remembering in `notes` what later decisions of the same trick reuse.
pub fn options_with(
    style: &Style,
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
        Choice::Ribs { .. } => {
            let reading = Reading::of(view);
            let bid = view.high_bid().map_or(2, |(_, b)| b);
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
pub fn best(style: &Style, view: &View<'_>) -> Option<Action> {
    best_with(style, view, &mut Notes::default())
}

/// [`best`] with [`Notes`].
pub fn best_with(style: &Style, view: &View<'_>, notes: &mut Notes) -> Option<Action> {
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
fn keep(style: &Style, rank: Rank) -> f32 {
    match rank {
        Rank::Ace => style.ace_keep,
        Rank::King | Rank::Queen | Rank::Jack => style.court_keep,
        _ => style.number_keep,
    }
}

/// Worth of keeping the two cards of pair `i` (nothing once no trick is left after this).
fn keep_pair(style: &Style, reading: &Reading, i: usize) -> f32 {
    if reading.tricks_after == 0 {
        return 0.0;
    }
    let [a, b] = pair_ranks(i);
    keep(style, a) + keep(style, b)
}

/// Largest sum of defeated values tracked; sums above it are lumped with it.
const MAX_SUM: usize = 47;

/// A distribution of a sum of defeated values, capped at [`MAX_SUM`].
#[derive(Clone, Copy)]
struct SumDist {
    p: [f32; MAX_SUM + 1],
    /// Highest index with mass.
    top: usize,
}

impl SumDist {
    fn zero() -> SumDist {
        let mut p = [0.0; MAX_SUM + 1];
        p[0] = 1.0;
        SumDist { p, top: 0 }
    }

    /// Adds an independent contribution with distribution `c` over 0..=4 (in place, from
    /// the top down, so each sum reads only smaller sums not yet overwritten).
    fn add(&mut self, c: &[f32; 5]) {
        let top = (self.top + 4).min(MAX_SUM);
        for s in (0..=top).rev() {
            let mut acc = 0.0;
            for (v, &pv) in c.iter().enumerate() {
                if v <= s && s - v <= self.top {
                    acc += self.p[s - v] * pv;
                }
            }
            self.p[s] = acc;
        }
        // Sums past the cap were dropped above; lump their mass into the cap.
        if self.top + 4 > MAX_SUM {
            let total: f32 = self.p[..=top].iter().sum();
            self.p[MAX_SUM] += (1.0 - total).max(0.0);
        }
        self.top = top;
    }

    fn mean(&self) -> f32 {
        (0..=self.top).map(|s| s as f32 * self.p[s]).sum()
    }

    /// `P(sum >= k)` for every `k`, to look up many times.
    fn tails(&self) -> Tails {
        let mut t = [0.0f32; MAX_SUM + 2];
        for k in (0..=self.top).rev() {
            t[k] = t[k + 1] + self.p[k];
        }
        Tails(t)
    }
}

/// `P(sum >= k)` of a [`SumDist`] by `k`.
struct Tails([f32; MAX_SUM + 2]);

impl Tails {
    #[inline]
    fn at_least(&self, k: i64) -> f32 {
        if k <= 0 {
            1.0
        } else {
            self.0[(k as usize).min(MAX_SUM + 1)]
        }
    }
}

/// A play's expected effect on a trick: the distribution of the defeated value it adds
/// (`0..=4`) and the chance that it cracks the ribs.
type Estimate = ([f32; 5], f32);

/// What one other player is expected to put against the ribs, from what a random pair
/// does (`base`, from [`against`]): a careful player (share `style.care`) plays the
/// cheapest of `draws` random pairs; one who may fold folds at `style.fold_rate`. Returns
/// the distribution of the defeated value (0 for an escape or a fold) and the chance of a
/// crack.
fn contribution(style: &Style, base: Estimate, draws: u32, may_fold: bool) -> Estimate {
    let (dist, crack) = base;
    let rest = (1.0 - crack).max(1e-6);
    // The cheapest of `draws` (given no crack): P(min <= v) = 1 - P(all > v).
    let mut careful = [0.0f32; 5];
    let (mut below, mut prev) = (0.0f32, 0.0f32);
    for v in 0..5 {
        below += dist[v] / rest;
        let above = (1.0 - below).clamp(0.0, 1.0);
        let mut all_above = above;
        for _ in 1..draws {
            all_above *= above;
        }
        let at_most = 1.0 - all_above;
        careful[v] = (at_most - prev).max(0.0) * rest;
        prev = at_most;
    }
    let fold = if may_fold { style.fold_rate } else { 0.0 };
    let mut out = [0.0f32; 5];
    for v in 0..5 {
        out[v] = (1.0 - fold) * (style.care * careful[v] + (1.0 - style.care) * dist[v]);
    }
    out[0] += fold;
    (out, (1.0 - fold) * crack)
}

/// How many pairs a careful player picks the cheapest from, holding `held` cards.
fn draws_for(held: u32) -> u32 {
    (held / 2).max(1)
}

/// The counts with the two ranks of pair `i` taken out (as far as they are there).
fn without_pair(counts: &Counts, i: usize) -> Counts {
    let mut out = *counts;
    for r in pair_ranks(i) {
        out[r.index()] = out[r.index()].saturating_sub(1);
    }
    out
}

/// Whether the player `reading` describes would raise to `bid` (being the bidder there is
/// worth more to it than letting the trick go). For the search player, to tell which deals
/// of the hidden cards agree with the raises and passes it saw; it stops at the first
/// ribs that justify the raise.
pub fn would_raise(style: &Style, reading: &Reading, bid: u32) -> bool {
    let at = (bid as usize).min(MAX_SUM + 1);
    ribs_candidates(reading).any(|(i, _)| {
        bidder_worths(style, reading, i)[at] - keep_pair(style, reading, i) > style.pass_worth
    })
}

/// The ribs (as two cards of its hand) that the player `reading` describes lays at `bid`.
pub fn chosen_ribs(style: &Style, reading: &Reading, bid: u32) -> Option<[Card; 2]> {
    let mut best: Option<([Card; 2], f32)> = None;
    for (action, worth) in ribs_options(style, reading, bid) {
        if let Action::Ribs(cards) = action
            && best.is_none_or(|(_, w)| worth > w)
        {
            best = Some((cards, worth));
        }
    }
    best.map(|(cards, _)| cards)
}

/// What the other players are expected to put against ribs `ribs` in all: the
/// distribution of the defeated value, and the chance that nobody cracks.
fn against_all(style: &Style, reading: &Reading, ribs: usize) -> (SumDist, f32) {
    let me = reading.me;
    let n = reading.seats;
    let base = against(reading.rule, &reading.unseen, ribs);
    let held = &reading.held;
    let mut sum = SumDist::zero();
    let mut no_crack = 1.0f32;
    // Seats alike in cards held and in the fold share one estimate.
    let mut last: Option<((u32, bool), Estimate)> = None;
    for k in 1..n {
        let seat = me.left(k, n);
        let key = (draws_for(held[seat]), reading.may_fold(seat));
        let (c, crack) = match last {
            Some((k, value)) if k == key => value,
            _ => {
                let value = contribution(style, base, key.0, key.1);
                last = Some((key, value));
                value
            }
        };
        sum.add(&c);
        no_crack *= 1.0 - crack;
    }
    (sum, no_crack)
}

/// As bidder with ribs `ribs`, the worth of the trick at every bid (points expected in,
/// less what a crack would hand a rival), before the cost of spending the ribs.
fn bidder_worths(style: &Style, reading: &Reading, ribs: usize) -> BidTable {
    let (sum, no_crack) = against_all(style, reading, ribs);
    let ribs_value = pair_value(ribs) as f32;
    let pot = ribs_value + sum.mean() + 1.0;
    let crack_cost = (1.0 - no_crack) * style.rivalry * pot;
    // From the top down: P(sum >= b) and E[sum; sum >= b].
    let mut out = [-crack_cost; MAX_SUM + 2];
    let (mut made, mut mean) = (0.0f32, 0.0f32);
    for b in (0..=sum.top).rev() {
        made += sum.p[b];
        mean += b as f32 * sum.p[b];
        out[b] = no_crack * (mean + made * ribs_value) - crack_cost;
    }
    out
}

/// The ribs the bidder may consider: those whose higher card is one of the hand's two
/// highest ranks (lower ribs let through whatever those would have stopped).
fn ribs_candidates(reading: &Reading) -> impl Iterator<Item = (usize, [Card; 2])> {
    let mut ranks = Rank::ALL
        .into_iter()
        .filter(|r| reading.mine[r.index()] > 0);
    let (top, second) = (ranks.next(), ranks.next());
    playable_pairs(reading.hand)
        .into_iter()
        .filter(move |(i, _)| {
            let hi = Some(pair_ranks(*i)[0]);
            hi == top || hi == second
        })
}

/// The bidder's worth at every bid, with the best ribs for each.
fn bid_table(style: &Style, reading: &Reading) -> BidTable {
    let mut table = [f32::MIN; MAX_SUM + 2];
    for (i, _) in ribs_candidates(reading) {
        let spent = keep_pair(style, reading, i);
        for (best, worth) in table.iter_mut().zip(bidder_worths(style, reading, i)) {
            *best = best.max(worth - spent);
        }
    }
    table
}

fn ribs_options(style: &Style, reading: &Reading, bid: u32) -> Vec<(Action, f32)> {
    let at = (bid as usize).min(MAX_SUM + 1);
    ribs_candidates(reading)
        .map(|(i, cards)| {
            let worth = bidder_worths(style, reading, i)[at] - keep_pair(style, reading, i);
            (Action::Ribs(cards), worth)
        })
        .collect()
}

/// What the bidder probably laid, as a probability per rank pair.
fn ribs_belief(style: &Style, view: &View<'_>, reading: &Reading, bidder: Seat) -> [f32; PAIRS] {
    let mut belief = [0.0f32; PAIRS];
    if let Some(ribs) = view.ribs() {
        belief[pair_index(ribs[0].rank, ribs[1].rank)] = 1.0;
        return belief;
    }
    let u = &reading.unseen;
    let total = reading.unseen_total;
    let ace = Rank::Ace.index();
    // The bidder chose among its cards then: what it holds now and the two ribs.
    let k = reading.held[bidder] + 2;
    let has_ace = 1.0 - none_of(total, u[ace], k);
    let lead_ace = has_ace * style.ace_lead;
    // Ace ribs: the ace with any other unseen card.
    let mut others = *u;
    others[ace] = others[ace].saturating_sub(1);
    let others_total: u32 = others.iter().sum();
    if u[ace] > 0 && others_total > 0 {
        for r in Rank::ALL {
            let i = pair_index(Rank::Ace, r);
            belief[i] += lead_ace * others[r.index()] as f32 / others_total as f32;
        }
    }
    // Otherwise two cards without an ace, the higher the likelier.
    let mut plain = *u;
    plain[ace] = 0;
    let odds = pair_odds(&plain);
    let mut weights = [0.0f32; PAIRS];
    let mut sum = 0.0;
    for (i, w) in weights.iter_mut().enumerate() {
        let hi = pair_ranks(i)[0].index() as f32;
        *w = odds[i] * (1.0 + 0.25 * hi);
        sum += *w;
    }
    let rest = if u[ace] > 0 && others_total > 0 {
        1.0 - lead_ace
    } else {
        1.0
    };
    if sum > 0.0 {
        for (b, w) in belief.iter_mut().zip(weights) {
            *b += rest * w / sum;
        }
    }
    belief
}

fn play_options(
    style: &Style,
    view: &View<'_>,
    reading: &Reading,
    may_fold: bool,
) -> Vec<(Action, f32)> {
    let me = reading.me;
    let n = reading.seats;
    let (bidder, bid) = view.high_bid().expect("plays follow the bidding");
    let bid = i64::from(bid);
    let plays = view.plays();
    // Earlier face-up plays (in playing order) and the seats still to play after me.
    let mut earlier: Vec<usize> = Vec::new();
    let mut later: Vec<Seat> = Vec::new();
    let mut past_me = false;
    for k in 1..n {
        let seat = bidder.left(k, n);
        if seat == me {
            past_me = true;
        } else if past_me {
            later.push(seat);
        } else if let Some(SeenPlay::FaceUp(c)) = plays[seat] {
            earlier.push(pair_index(c[0].rank, c[1].rank));
        }
    }
    let earlier_points: u32 = earlier.iter().map(|&i| pair_value(i)).sum();
    // Everyone who has not played yet holds as many cards as the viewer.
    let later_draws = draws_for(reading.hand.len());
    let later_up = later.len() as f32 * 2.5 * (1.0 - style.fold_rate);

    let mine = playable_pairs(reading.hand);
    let mine_index: Vec<usize> = mine.iter().map(|(i, _)| *i).collect();
    let mine_value: Vec<usize> = mine_index.iter().map(|&i| pair_value(i) as usize).collect();
    let mut worth_up = vec![0.0f32; mine.len()];
    let mut worth_fold = 0.0f32;
    let later_folding = later.iter().filter(|s| reading.may_fold(**s)).count();
    let belief = ribs_belief(style, view, reading, bidder);
    // Ribs too unlikely to change the choice are skipped (the weights need not add up to
    // one: only the comparison of the options matters).
    for (ribs, &w) in belief.iter().enumerate() {
        if w < 0.004 {
            continue;
        }
        let buckets = buckets(reading.rule, ribs);
        let ribs_value = pair_value(ribs) as f32;
        if earlier.contains(&ribs) {
            // An earlier play cracked: face-up cards go to the cracker, folds to nobody.
            for (worth, v) in worth_up.iter_mut().zip(&mine_value) {
                *worth -= w * style.rivalry * *v as f32;
            }
            continue;
        }
        let defeated_before: u32 = earlier
            .iter()
            .map(|&i| u32::from(buckets[i]) * u32::from(buckets[i] < BEAT))
            .sum();
        let mut later_sum = SumDist::zero();
        let mut later_clean = 1.0f32;
        if !later.is_empty() {
            let pool = without_pair(&reading.unseen, ribs);
            let base = against(reading.rule, &pool, ribs);
            for (count, may_fold) in [(later_folding, true), (later.len() - later_folding, false)] {
                if count == 0 {
                    continue;
                }
                let (c, crack) = contribution(style, base, later_draws, may_fold);
                for _ in 0..count {
                    later_sum.add(&c);
                    later_clean *= 1.0 - crack;
                }
            }
        }
        let later_mean = later_sum.mean();
        let tails = later_sum.tails();
        let need = bid - i64::from(defeated_before);
        // The bidder's take when the bid is made, with `mine` defeated points of mine.
        let take = |mine: f32| defeated_before as f32 + mine + later_mean + ribs_value;
        let made_without_me = tails.at_least(need);
        let rival = style.rivalry;
        // What a play is worth here depends only on its bucket and its value: work each
        // out once (`table[5 × bucket + value]`), then look it up for every pair in hand.
        let mut table = [0.0f32; 35];
        for v in 0..5 {
            let value = v as f32;
            let lost_to_later_crack = (1.0 - later_clean) * rival * value;
            let made = tails.at_least(need - v as i64);
            table[5 * v + v] = later_clean * ((1.0 - made) * value - rival * made * take(value))
                - lost_to_later_crack;
            table[5 * usize::from(BEAT) + v] =
                later_clean * (value - rival * made_without_me * take(0.0)) - lost_to_later_crack;
            table[5 * usize::from(CRACK) + v] =
                value + ribs_value + earlier_points as f32 + later_up;
        }
        worth_fold -= w * rival * later_clean * made_without_me * take(0.0);
        for ((worth, &i), &v) in worth_up.iter_mut().zip(&mine_index).zip(&mine_value) {
            *worth += w * table[5 * usize::from(buckets[i]) + v];
        }
    }
    let mut out = Vec::with_capacity(2 * mine.len());
    let fold_cost = if may_fold {
        style.fold_keep * f32::from(reading.tricks_after)
    } else {
        0.0
    };
    for (j, (i, cards)) in mine.iter().enumerate() {
        let spent = keep_pair(style, reading, *i);
        out.push((Action::FaceUp(*cards), worth_up[j] - spent));
        if may_fold {
            out.push((Action::Fold(*cards), worth_fold - spent - fold_cost));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Hand, Options};

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
