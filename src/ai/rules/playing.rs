//! Plays: each pair face up or folded, weighed against the ribs the bidder probably laid.

use super::*;

/// What the bidder probably laid, as a probability per rank pair.
pub(super) fn ribs_belief(
    style: &Temper,
    view: &View<'_>,
    reading: &Reading,
    bidder: Seat,
) -> [f32; PAIRS] {
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

pub(super) fn play_options(
    style: &Temper,
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
