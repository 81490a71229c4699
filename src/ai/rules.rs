//! The rule-based player: quick estimates from card counting, no search.
//!
//! It reasons in rank pairs (see [`super::reading`]) about the cards it cannot see:
//!
//! - **Ribs and bids.** For each pair it could lay as ribs, it estimates what the other
//!   players will put on the table against it: each plays a random pair of the unseen
//!   cards, the more careful ones the cheaper of two (against the ribs, a pair that escapes
//!   costs nothing), some fold. From that it gets the chance that the defeated cards reach
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

use crate::game::{Action, BeatRule, Choice, Folding, Rank, Seat, SeenPlay, View};

use super::Policy;
use super::policy_rng;
use super::reading::{
    BEAT, CRACK, Counts, Fate, PAIRS, Reading, buckets, fate, none_of, pair_odds, pair_ranks,
    pair_value, playable_pairs,
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
    /// How often it expects another player to play the cheaper of two pairs.
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
}

impl RulePolicy {
    /// A rule-based player with `style`; `seed` and `index` fix its random choices (only
    /// used with a temperature above zero).
    pub fn new(style: Style, name: &'static str, seed: u64, index: u64) -> RulePolicy {
        RulePolicy {
            style,
            name,
            rng: policy_rng(seed, index),
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
        let options = options(&self.style, view)?;
        Some(pick(&options, self.style.temperature, &mut self.rng))
    }
}

/// Every legal action worth considering in `view`, with its estimated worth (higher is
/// better); `None` when the viewer has nothing to decide. Every listed action is legal.
pub fn options(style: &Style, view: &View<'_>) -> Option<Vec<(Action, f32)>> {
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
            let reading = Reading::of(view);
            let worth = best_ribs(style, view, &reading, bid).map_or(f32::MIN, |(_, w)| w);
            vec![
                (Action::Bid(bid), worth - style.pass_worth),
                (Action::Pass, 0.0),
            ]
        }
        Choice::Ribs { .. } => {
            let reading = Reading::of(view);
            let bid = view.high_bid().map_or(2, |(_, b)| b);
            ribs_options(style, view, &reading, bid)
        }
        Choice::Play { may_fold } => {
            let reading = Reading::of(view);
            play_options(style, view, &reading, may_fold)
        }
    })
}

/// The option `style` judges best in `view` (the first of equals): the rule-based player
/// at temperature 0, as the search player's rollouts use it.
pub fn best(style: &Style, view: &View<'_>) -> Option<Action> {
    let options = options(style, view)?;
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

    /// P(sum >= k).
    fn at_least(&self, k: i64) -> f32 {
        if k <= 0 {
            return 1.0;
        }
        let k = k as usize;
        if k > self.top {
            return 0.0;
        }
        self.p[k..=self.top].iter().sum()
    }

    /// E[sum; sum >= k] (the sum counted only when it reaches k).
    fn mean_from(&self, k: i64) -> f32 {
        let k = k.max(0) as usize;
        (k..=self.top).map(|s| s as f32 * self.p[s]).sum()
    }

    fn mean(&self) -> f32 {
        self.mean_from(0)
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

/// What a random face-up pair drawn with `odds` does against ribs `ribs`: the
/// distribution of its defeated value (an escape counts 0) and the chance it cracks.
fn against(rule: BeatRule, odds: &[f32; PAIRS], ribs: usize) -> Estimate {
    let buckets = buckets(rule, ribs);
    let mut acc = [0.0f32; 8];
    for (b, p) in buckets.iter().zip(odds) {
        acc[usize::from(*b)] += p;
    }
    (
        [
            acc[0] + acc[usize::from(BEAT)],
            acc[1],
            acc[2],
            acc[3],
            acc[4],
        ],
        acc[usize::from(CRACK)],
    )
}

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

/// Who may fold among the seats that still play in this trick, in playing order from
/// the bidder's left, excluding the viewer.
fn may_fold_seat(view: &View<'_>, seat: Seat) -> bool {
    view.options().folding() == Folding::OncePerHand
        && !view.is_face_up_trick()
        && !view.folded()[seat]
}

/// The counts with the two ranks of pair `i` taken out (as far as they are there).
fn without_pair(counts: &Counts, i: usize) -> Counts {
    let mut out = *counts;
    for r in pair_ranks(i) {
        out[r.index()] = out[r.index()].saturating_sub(1);
    }
    out
}

/// As bidder at `bid` with ribs `ribs`: the worth of the trick (points expected in, less
/// what a crack would hand a rival), before the cost of spending the ribs. `odds` are the
/// rank-pair odds of the unseen cards.
fn bidder_worth(
    style: &Style,
    view: &View<'_>,
    reading: &Reading,
    odds: &[f32; PAIRS],
    ribs: usize,
    bid: u32,
) -> f32 {
    let me = view.seat().expect("a seated viewer");
    let n = reading.seats;
    let base = against(reading.rule, odds, ribs);
    let held = view.cards_held();
    let mut sum = SumDist::zero();
    let mut no_crack = 1.0f32;
    // Seats alike in cards held and in the fold share one estimate.
    let mut last: Option<((u32, bool), Estimate)> = None;
    for k in 1..n {
        let seat = me.left(k, n);
        let key = (draws_for(held[seat]), may_fold_seat(view, seat));
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
    let ribs_value = pair_value(ribs) as f32;
    let made = sum.at_least(bid.into());
    let won = sum.mean_from(bid.into()) + made * ribs_value;
    let pot = ribs_value + sum.mean() + 1.0;
    no_crack * won - (1.0 - no_crack) * style.rivalry * pot
}

/// The best ribs to lay at `bid`, with their worth net of the cards they spend.
fn best_ribs(style: &Style, view: &View<'_>, reading: &Reading, bid: u32) -> Option<(usize, f32)> {
    ribs_pairs(style, view, reading, bid)
        .into_iter()
        .max_by(|a, b| a.1.total_cmp(&b.1))
}

fn ribs_pairs(style: &Style, view: &View<'_>, reading: &Reading, bid: u32) -> Vec<(usize, f32)> {
    let odds = pair_odds(&reading.unseen);
    // Ribs whose higher card is below the hand's two highest ranks let through whatever
    // those would have stopped: they are not considered.
    let mut ranks = Rank::ALL
        .into_iter()
        .filter(|r| reading.mine[r.index()] > 0);
    let (top, second) = (ranks.next(), ranks.next());
    playable_pairs(reading.hand)
        .into_iter()
        .filter(|(i, _)| {
            let hi = Some(pair_ranks(*i)[0]);
            hi == top || hi == second
        })
        .map(|(i, _)| {
            let worth = bidder_worth(style, view, reading, &odds, i, bid);
            (i, worth - keep_pair(style, reading, i))
        })
        .collect()
}

fn ribs_options(style: &Style, view: &View<'_>, reading: &Reading, bid: u32) -> Vec<(Action, f32)> {
    let pairs = playable_pairs(reading.hand);
    ribs_pairs(style, view, reading, bid)
        .into_iter()
        .map(|(i, w)| {
            let cards = pairs.iter().find(|(j, _)| *j == i).expect("listed").1;
            (Action::Ribs(cards), w)
        })
        .collect()
}

/// What the bidder probably laid, as a probability per rank pair.
fn ribs_belief(style: &Style, view: &View<'_>, reading: &Reading, bidder: Seat) -> [f32; PAIRS] {
    let mut belief = [0.0f32; PAIRS];
    if let Some(ribs) = view.ribs() {
        belief[super::reading::pair_index(ribs[0].rank, ribs[1].rank)] = 1.0;
        return belief;
    }
    let u = &reading.unseen;
    let total = reading.unseen_total;
    let ace = Rank::Ace.index();
    // The bidder chose among its cards then: what it holds now and the two ribs.
    let k = view.cards_held()[bidder] + 2;
    let has_ace = 1.0 - none_of(total, u[ace], k);
    let lead_ace = has_ace * style.ace_lead;
    // Ace ribs: the ace with any other unseen card.
    let mut others = *u;
    others[ace] = others[ace].saturating_sub(1);
    let others_total: u32 = others.iter().sum();
    if u[ace] > 0 && others_total > 0 {
        for r in Rank::ALL {
            let i = super::reading::pair_index(Rank::Ace, r);
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
    let me = view.seat().expect("a seated viewer");
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
            earlier.push(super::reading::pair_index(c[0].rank, c[1].rank));
        }
    }
    let earlier_points: u32 = earlier.iter().map(|&i| pair_value(i)).sum();
    // Everyone who has not played yet holds as many cards as the viewer.
    let later_draws = draws_for(reading.hand.len());

    let mine = playable_pairs(reading.hand);
    let mut worth_up = vec![0.0f32; mine.len()];
    let mut worth_fold = 0.0f32;
    let belief = ribs_belief(style, view, reading, bidder);
    // Ribs too unlikely to change the choice are skipped (the weights need not add up to
    // one: only the comparison of the options matters).
    for (ribs, &w) in belief.iter().enumerate() {
        if w < 0.004 {
            continue;
        }
        let ribs_value = pair_value(ribs) as f32;
        let cracked_before = earlier.contains(&ribs);
        let defeated_before: u32 = earlier
            .iter()
            .filter(|&&i| fate(reading.rule, i, ribs) == Fate::Defeated)
            .map(|&i| pair_value(i))
            .sum();
        let mut later_sum = SumDist::zero();
        let mut later_clean = 1.0f32;
        if !later.is_empty() {
            let pool = without_pair(&reading.unseen, ribs);
            let base = against(reading.rule, &pair_odds(&pool), ribs);
            for &seat in &later {
                let (c, crack) = contribution(style, base, later_draws, may_fold_seat(view, seat));
                later_sum.add(&c);
                later_clean *= 1.0 - crack;
            }
        }
        let later_mean = later_sum.mean();
        let later_tails = later_sum.tails();
        let need = bid - i64::from(defeated_before);
        // The bidder's take when the bid is made, with `mine` defeated points of mine.
        let take = |mine: u32| defeated_before as f32 + mine as f32 + later_mean + ribs_value;
        if cracked_before {
            // An earlier play cracked: face-up cards go to the cracker, folds to nobody.
            for (j, (i, _)) in mine.iter().enumerate() {
                worth_up[j] -= w * style.rivalry * pair_value(*i) as f32;
            }
            continue;
        }
        let fold_made = later_tails.at_least(need);
        worth_fold -= w * style.rivalry * later_clean * fold_made * take(0);
        for (j, (i, _)) in mine.iter().enumerate() {
            let v = pair_value(*i);
            let worth = match fate(reading.rule, *i, ribs) {
                Fate::Crack => {
                    let later_up = later.len() as f32 * 2.5 * (1.0 - style.fold_rate);
                    v as f32 + ribs_value + earlier_points as f32 + later_up
                }
                Fate::Beat => {
                    let made = later_tails.at_least(need);
                    later_clean * (v as f32 - style.rivalry * made * take(0))
                        - (1.0 - later_clean) * style.rivalry * v as f32
                }
                Fate::Defeated => {
                    let made = later_tails.at_least(need - i64::from(v));
                    later_clean * ((1.0 - made) * v as f32 - style.rivalry * made * take(v))
                        - (1.0 - later_clean) * style.rivalry * v as f32
                }
            };
            worth_up[j] += w * worth;
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
