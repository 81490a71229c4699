//! Resolution of one trick: cracking, beating, defeating, and who captures what.
//!
//! This is the rules' heart as a pure function of the ribs, the plays in playing order, the
//! bid and the beat rule, so the engine and `ribs referee` rule every trick the same way.

use serde::Serialize;

use super::card::{Card, CardSet, Rank, ranks_of};
use super::options::BeatRule;
use super::seat::{PerSeat, Seat};

/// Two cards a non-bidder played to a trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Played {
    /// Face up: everyone saw them at once.
    FaceUp([Card; 2]),
    /// Folded face down: they go to the discard pile unseen until the hand is over.
    Folded([Card; 2]),
}

impl Played {
    pub fn cards(self) -> [Card; 2] {
        match self {
            Played::FaceUp(c) | Played::Folded(c) => c,
        }
    }

    pub fn is_fold(self) -> bool {
        matches!(self, Played::Folded(_))
    }
}

/// What became of one non-bidder's play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// No card matches a rib and (per the beat rule) the play is above both ribs: its
    /// player captures their own two cards.
    Beat,
    /// Matched or below the ribs: the cards go to the bidder if the bid is made, else back
    /// to their player.
    #[default]
    Defeated,
    /// Folded face down: discarded, captured by nobody.
    Folded,
    /// The first exact match of the ribs' ranks: captures every face-up card in the trick.
    Cracked,
    /// A later exact match: loses its cards to the first cracker.
    CrackedToo,
    /// Any other face-up play of a cracked trick: lost to the cracker.
    LostToCrack,
}

impl Outcome {
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Beat => "beat",
            Outcome::Defeated => "defeated",
            Outcome::Folded => "folded",
            Outcome::Cracked => "cracked",
            Outcome::CrackedToo => "cracked_too",
            Outcome::LostToCrack => "lost_to_crack",
        }
    }
}

/// A finished trick, everything included (folded cards too): the engine's own record.
/// Players see it through a [`crate::games::ribs::View`], which hides what they may not know.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct TrickRecord {
    /// Which trick of the hand, 0-based.
    pub trick: u8,
    pub bidder: Seat,
    pub bid: u32,
    pub ribs: [Card; 2],
    /// Each non-bidder's play (`None` for the bidder).
    pub plays: PerSeat<Option<Played>>,
    /// Each non-bidder's outcome (meaningless for the bidder).
    pub outcomes: PerSeat<Outcome>,
    pub cracked_by: Option<Seat>,
    /// Value of the defeated cards; 0 when cracked.
    pub defeated_value: u32,
    /// Whether the defeated value reached the bid; false when cracked (not evaluated).
    pub bid_made: bool,
}

impl TrickRecord {
    /// What `seat` captured in this trick. Derived from the outcomes rather than stored, so
    /// that a record stays small enough to copy freely in simulations.
    pub fn captured(&self, seat: Seat) -> CardSet {
        let pair = |cards: [Card; 2]| CardSet::from_cards(cards);
        if let Some(cracker) = self.cracked_by {
            if seat != cracker {
                return CardSet::EMPTY;
            }
            let mut all = pair(self.ribs);
            for (_, play) in self.plays_in_order() {
                if let Played::FaceUp(c) = play {
                    all = all.union(pair(c));
                }
            }
            return all;
        }
        if seat == self.bidder {
            if !self.bid_made {
                return CardSet::EMPTY;
            }
            let mut won = pair(self.ribs);
            for (s, play) in self.plays_in_order() {
                if let (Played::FaceUp(c), Outcome::Defeated) = (play, self.outcomes[s]) {
                    won = won.union(pair(c));
                }
            }
            return won;
        }
        match (self.plays[seat], self.outcomes[seat]) {
            (Some(Played::FaceUp(c)), Outcome::Beat) => pair(c),
            (Some(Played::FaceUp(c)), Outcome::Defeated) if !self.bid_made => pair(c),
            _ => CardSet::EMPTY,
        }
    }

    /// The cards nobody captured: the folds, and the ribs when the bid was lost.
    pub fn discarded(&self) -> CardSet {
        let mut out = CardSet::EMPTY;
        if self.cracked_by.is_none() && !self.bid_made {
            out = CardSet::from_cards(self.ribs);
        }
        for (_, play) in self.plays_in_order() {
            if let Played::Folded(c) = play {
                out = out.union(CardSet::from_cards(c));
            }
        }
        out
    }

    pub fn seats(&self) -> u8 {
        self.plays.len() as u8
    }

    /// Non-bidders in playing order (clockwise from the bidder's left) with their plays.
    pub fn plays_in_order(&self) -> impl Iterator<Item = (Seat, Played)> + '_ {
        in_playing_order(self.bidder, self.seats()).filter_map(|s| self.plays[s].map(|p| (s, p)))
    }
}

/// A play as one viewer sees it: folds show their cards only to their own player, and to
/// everyone once the hand is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SeenPlay {
    FaceUp([Card; 2]),
    Folded(Option<[Card; 2]>),
}

/// A finished trick as one viewer may see it: a [`TrickRecord`] whose folded cards are
/// hidden unless revealed to that viewer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct SeenTrick {
    pub trick: u8,
    pub bidder: Seat,
    pub bid: u32,
    pub ribs: [Card; 2],
    pub plays: PerSeat<Option<SeenPlay>>,
    pub outcomes: PerSeat<Outcome>,
    pub cracked_by: Option<Seat>,
    pub defeated_value: u32,
    pub bid_made: bool,
    pub captured: PerSeat<CardSet>,
    /// The discarded cards the viewer may see (the ribs of a lost bid, revealed folds).
    pub discarded: CardSet,
    /// How many cards went to the discard pile in all, seen or not.
    pub discarded_count: u32,
}

impl SeenTrick {
    pub fn seats(&self) -> u8 {
        self.plays.len() as u8
    }

    /// Non-bidders in playing order (clockwise from the bidder's left) with their plays.
    pub fn plays_in_order(&self) -> impl Iterator<Item = (Seat, SeenPlay)> + '_ {
        in_playing_order(self.bidder, self.seats()).filter_map(|s| self.plays[s].map(|p| (s, p)))
    }
}

impl Played {
    /// This play as seen by a viewer; `reveal` says whether its fold may be shown.
    pub fn seen(self, reveal: bool) -> SeenPlay {
        match self {
            Played::FaceUp(c) => SeenPlay::FaceUp(c),
            Played::Folded(c) => SeenPlay::Folded(reveal.then_some(c)),
        }
    }
}

impl TrickRecord {
    /// The trick as seen by a viewer; `reveal(seat)` says whether that seat's fold may be
    /// shown (its own player, or anyone once the hand is over).
    pub fn seen(&self, reveal: impl Fn(Seat) -> bool) -> SeenTrick {
        let n = self.seats();
        let mut plays = PerSeat::<Option<SeenPlay>>::new(n);
        let all_discarded = self.discarded();
        let mut discarded = all_discarded;
        for seat in Seat::all(n) {
            if let Some(p) = self.plays[seat] {
                let show = reveal(seat);
                plays[seat] = Some(p.seen(show));
                if p.is_fold() && !show {
                    for c in p.cards() {
                        discarded.remove(c);
                    }
                }
            }
        }
        SeenTrick {
            trick: self.trick,
            bidder: self.bidder,
            bid: self.bid,
            ribs: self.ribs,
            plays,
            outcomes: self.outcomes,
            cracked_by: self.cracked_by,
            defeated_value: self.defeated_value,
            bid_made: self.bid_made,
            captured: PerSeat::from_fn(n, |s| self.captured(s)),
            discarded,
            discarded_count: all_discarded.len(),
        }
    }
}

/// The seats that play to a trick, in order: clockwise from the bidder's left.
pub fn in_playing_order(bidder: Seat, seats: u8) -> impl Iterator<Item = Seat> + Clone {
    (1..seats).map(move |k| bidder.left(k, seats))
}

/// Rules a trick. `plays` holds every non-bidder's play; playing order is clockwise from
/// the bidder's left, which decides who cracks first.
pub fn resolve(
    trick: u8,
    bidder: Seat,
    bid: u32,
    ribs: [Card; 2],
    plays: PerSeat<Option<Played>>,
    beat_rule: BeatRule,
) -> TrickRecord {
    let n = plays.len() as u8;
    let mut captured = PerSeat::new(n);
    let mut discard = CardSet::EMPTY;
    resolve_into(
        trick,
        bidder,
        bid,
        ribs,
        plays,
        beat_rule,
        &mut captured,
        &mut discard,
    )
}

/// [`resolve`], also adding the trick's cards to the capture piles and the discard pile
/// (as [`TrickRecord::captured`] and [`TrickRecord::discarded`] describe them): the engine's
/// own path, which sees each play once.
#[allow(clippy::too_many_arguments)]
#[inline]
pub fn resolve_into(
    trick: u8,
    bidder: Seat,
    bid: u32,
    ribs: [Card; 2],
    plays: PerSeat<Option<Played>>,
    beat_rule: BeatRule,
    captured: &mut PerSeat<CardSet>,
    discard: &mut CardSet,
) -> TrickRecord {
    let n = plays.len() as u8;
    let rib_ranks = ranks_of(ribs);
    let rib_set = CardSet::pair(ribs);
    let mut outcomes = PerSeat::<Outcome>::new(n);
    let mut sets = PerSeat::<CardSet>::new(n);
    let mut cracked_by = None;
    let mut defeated = CardSet::EMPTY;
    let mut face_up = rib_set;
    let mut folds = CardSet::EMPTY;
    let mut seat = bidder;
    for _ in 1..n {
        seat = seat.left(1, n);
        let Some(play) = plays[seat] else {
            outcomes[seat] = Outcome::Folded;
            continue;
        };
        let set = CardSet::pair(play.cards());
        sets[seat] = set;
        outcomes[seat] = match play {
            Played::Folded(_) => {
                folds = folds.union(set);
                Outcome::Folded
            }
            Played::FaceUp(cards) => {
                face_up = face_up.union(set);
                if ranks_of(cards) == rib_ranks {
                    if cracked_by.is_none() {
                        cracked_by = Some(seat);
                        Outcome::Cracked
                    } else {
                        Outcome::CrackedToo
                    }
                } else {
                    let outcome = judge(cards, rib_ranks, beat_rule);
                    defeated = defeated.union(set.only_if(outcome == Outcome::Defeated));
                    outcome
                }
            }
        };
    }
    *discard = discard.union(folds);
    let bid_made;
    let defeated_value;
    if let Some(cracker) = cracked_by {
        // The first cracker takes every face-up card; every other play is lost to it.
        let mut seat = bidder;
        for _ in 1..n {
            seat = seat.left(1, n);
            if matches!(outcomes[seat], Outcome::Beat | Outcome::Defeated) {
                outcomes[seat] = Outcome::LostToCrack;
            }
        }
        captured[cracker] = captured[cracker].union(face_up);
        bid_made = false;
        defeated_value = 0;
    } else {
        defeated_value = defeated.points();
        bid_made = defeated_value >= bid;
        // Beaters keep their cards; so do the defeated when the bid is lost (with masks:
        // outcomes are random in simulations).
        let mut seat = bidder;
        for _ in 1..n {
            seat = seat.left(1, n);
            let outcome = outcomes[seat];
            let kept = outcome == Outcome::Beat || (outcome == Outcome::Defeated && !bid_made);
            captured[seat] = captured[seat].union(sets[seat].only_if(kept));
        }
        if bid_made {
            captured[bidder] = captured[bidder].union(defeated.union(rib_set));
        } else {
            *discard = discard.union(rib_set);
        }
    }
    TrickRecord {
        trick,
        bidder,
        bid,
        ribs,
        plays,
        outcomes,
        cracked_by,
        defeated_value,
        bid_made,
    }
}

/// Beat or defeated, for a face-up play that did not crack.
#[inline]
pub fn judge(cards: [Card; 2], rib_ranks: [Rank; 2], beat_rule: BeatRule) -> Outcome {
    let [hi, lo] = ranks_of(cards);
    let [rib_hi, rib_lo] = rib_ranks;
    let matches = |r: Rank| r == rib_hi || r == rib_lo;
    if matches(hi) || matches(lo) {
        return Outcome::Defeated;
    }
    let above = match beat_rule {
        BeatRule::OneHigher => hi > rib_hi,
        BeatRule::BothHigher => lo > rib_hi,
    };
    if above {
        Outcome::Beat
    } else {
        Outcome::Defeated
    }
}

#[cfg(test)]
mod tests {
    //! Every trick example of RULES.md.
    use super::*;
    use crate::games::ribs::card::CardName;

    fn ranks(text: &str) -> [Rank; 2] {
        let v: Vec<Rank> = text
            .split('-')
            .map(|t| t.parse::<CardName>().unwrap().rank)
            .collect();
        ranks_of([Card::new(v[0], 0), Card::new(v[1], 1)])
    }

    /// Two cards of the given ranks, each a copy not handed out before by `used`.
    fn card_pair(text: &str, used: &mut [u8; 8]) -> [Card; 2] {
        ranks(text).map(|r| {
            used[r.index()] += 1;
            Card::new(r, used[r.index()] - 1)
        })
    }

    /// A trick with the bidder in seat 0 and the given plays, in order, from seat 1.
    fn trick(ribs: &str, bid: u32, plays: &[&str], rule: BeatRule) -> TrickRecord {
        let n = (plays.len() + 1) as u8;
        let mut used = [0u8; 8];
        let ribs = card_pair(ribs, &mut used);
        let mut map = PerSeat::<Option<Played>>::new(n);
        for (i, p) in plays.iter().enumerate() {
            map[Seat(i as u8 + 1)] = Some(match p.strip_prefix("fold ") {
                Some(c) => Played::Folded(card_pair(c, &mut used)),
                None => Played::FaceUp(card_pair(p, &mut used)),
            });
        }
        resolve(0, Seat(0), bid, ribs, map, rule)
    }

    #[test]
    fn against_ribs_q9_k7_beats_and_k9_j10_qj_aq_are_defeated() {
        let rib = ranks("Q-9");
        assert_eq!(
            judge(card_pair("K-7", &mut [0; 8]), rib, BeatRule::OneHigher),
            Outcome::Beat
        );
        for play in ["K-9", "J-10", "Q-J", "A-Q"] {
            assert_eq!(
                judge(card_pair(play, &mut [0; 8]), rib, BeatRule::OneHigher),
                Outcome::Defeated,
                "{play}"
            );
        }
    }

    #[test]
    fn against_ribs_j9_a_j_is_defeated_because_the_jacks_match() {
        for rule in [BeatRule::OneHigher, BeatRule::BothHigher] {
            assert_eq!(
                judge(card_pair("A-J", &mut [0; 8]), ranks("J-9"), rule),
                Outcome::Defeated
            );
        }
    }

    #[test]
    fn under_both_higher_both_cards_must_top_both_ribs() {
        let rib = ranks("Q-9");
        assert_eq!(
            judge(card_pair("K-7", &mut [0; 8]), rib, BeatRule::BothHigher),
            Outcome::Defeated
        );
        assert_eq!(
            judge(card_pair("A-K", &mut [0; 8]), rib, BeatRule::BothHigher),
            Outcome::Beat
        );
        assert_eq!(
            judge(card_pair("K-K", &mut [0; 8]), rib, BeatRule::BothHigher),
            Outcome::Beat
        );
    }

    #[test]
    fn ribs_worth_3_with_6_defeated_capture_9_at_bid_6_and_nothing_at_bid_7() {
        // Ribs Q-9 are worth 3. J-9 and Q-8 match the ribs: 6 points defeated. A-K beats.
        let plays = ["J-9", "Q-8", "A-K"];
        let made = trick("Q-9", 6, &plays, BeatRule::OneHigher);
        assert_eq!(made.defeated_value, 6);
        assert!(made.bid_made);
        assert_eq!(made.captured(Seat(0)).points(), 9);
        assert_eq!(
            made.captured(Seat(3)).points(),
            2,
            "A-K beat and keeps itself"
        );

        let lost = trick("Q-9", 7, &plays, BeatRule::OneHigher);
        assert!(!lost.bid_made);
        assert_eq!(lost.captured(Seat(0)).points(), 0);
        assert_eq!(
            lost.captured(Seat(1)).points(),
            3,
            "defeated players take their own cards"
        );
        assert_eq!(lost.captured(Seat(2)).points(), 3);
        assert_eq!(
            lost.discarded().points(),
            3,
            "the ribs go to the discard pile"
        );
    }

    #[test]
    fn the_first_cracker_in_playing_order_takes_every_face_up_card() {
        // Ribs K-8; seat 1 beats with A-Q, seat 2 cracks with 8-K, seat 3 folds,
        // seat 4 cracks too with K-8, seat 5 plays 7-7.
        let t = trick(
            "K-8",
            3,
            &["A-Q", "8-K", "fold J-J", "K-8", "7-7"],
            BeatRule::OneHigher,
        );
        assert_eq!(t.cracked_by, Some(Seat(2)));
        assert_eq!(t.outcomes[Seat(1)], Outcome::LostToCrack);
        assert_eq!(t.outcomes[Seat(2)], Outcome::Cracked);
        assert_eq!(t.outcomes[Seat(3)], Outcome::Folded);
        assert_eq!(t.outcomes[Seat(4)], Outcome::CrackedToo);
        assert_eq!(t.outcomes[Seat(5)], Outcome::LostToCrack);
        // Ribs 3 + A-Q 2 + 8-K 3 + K-8 3 + 7-7 2 = 13; the folded jacks are discarded.
        assert_eq!(t.captured(Seat(2)).len(), 10);
        assert_eq!(t.captured(Seat(2)).points(), 13);
        assert_eq!(
            t.captured(Seat(0)),
            CardSet::EMPTY,
            "the bidder captures nothing"
        );
        assert_eq!(t.discarded().points(), 4);
        assert!(!t.bid_made);
    }

    #[test]
    fn a_pair_of_ribs_is_cracked_only_by_the_same_pair() {
        let t = trick("Q-Q", 2, &["Q-K", "Q-Q", "7-8"], BeatRule::OneHigher);
        assert_eq!(t.cracked_by, Some(Seat(2)));
        assert_eq!(t.outcomes[Seat(1)], Outcome::LostToCrack);
    }

    #[test]
    fn cards_are_conserved_in_every_trick() {
        let t = trick(
            "10-7",
            4,
            &["A-K", "fold 9-9", "10-8", "J-Q"],
            BeatRule::OneHigher,
        );
        let mut all = t.discarded();
        for seat in Seat::all(5) {
            let c = t.captured(seat);
            assert_eq!(all.intersection(c), CardSet::EMPTY);
            all = all.union(c);
        }
        assert_eq!(all.len(), 10);
    }
}
