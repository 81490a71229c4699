//! Narration: the engine's events and your view, as lines of text in your language.

use std::io::Write;

use super::{Paint, Table, YOU};
use crate::games::ribs::{
    Call, Card, Event, Outcome, PerSeat, Seat, SeenPlay, SeenTrick, TRICKS, View,
};
use crate::t;
use crate::text;

impl Table {
    pub(super) fn narrate(&self, events: &[Event], out: &mut impl Write) -> std::io::Result<()> {
        for event in events {
            self.narrate_one(event, out)?;
        }
        Ok(())
    }

    /// "yes" for your own seat (the verb agrees with "You"), "no" for another's.
    fn me(seat: Seat) -> &'static str {
        if seat == YOU { "yes" } else { "no" }
    }

    pub(super) fn narrate_one(&self, event: &Event, out: &mut impl Write) -> std::io::Result<()> {
        let p = self.paint;
        let l = self.lang;
        match *event {
            Event::HandDealt { hand, dealer } => self.narrate_hand_dealt(hand, dealer, out)?,
            Event::BiddingOpened { trick, opener, bid } => {
                let of = t!(l, "ribs-play-trick-of", trick = trick + 1, tricks = TRICKS);
                let opens = t!(
                    l,
                    "ribs-play-opens",
                    me = Self::me(opener),
                    who = self.name(opener),
                    bid = bid
                );
                writeln!(out, "{} {opens}", p.dim(&of))?;
            }
            Event::Bid { seat, bid } => {
                let line = t!(
                    l,
                    "ribs-play-bids",
                    me = Self::me(seat),
                    who = self.name(seat),
                    bid = p.bid(&bid.to_string())
                );
                writeln!(out, "  {line}")?;
            }
            Event::Passed { seat } => {
                let line = t!(
                    l,
                    "ribs-play-passes",
                    me = Self::me(seat),
                    who = self.name(seat)
                );
                writeln!(out, "  {line}")?;
            }
            Event::BiddingWon { seat, bid } => {
                let line = t!(
                    l,
                    "ribs-play-bidder",
                    me = Self::me(seat),
                    who = self.name(seat),
                    bid = p.bid(&bid.to_string())
                );
                writeln!(out, "{line}")?;
            }
            Event::RibsLaid { seat, face_up } => {
                writeln!(out, "  {}", self.ribs_laid_line(seat, face_up))?;
            }
            Event::PlayedFaceUp { seat, cards } => {
                let line = t!(
                    l,
                    "ribs-play-plays",
                    me = Self::me(seat),
                    who = self.name(seat),
                    cards = p.cards(cards)
                );
                writeln!(out, "  {line}")?;
            }
            Event::Folded { seat } => writeln!(out, "  {}", self.folded_line(seat))?,
            Event::RibsRevealed { seat, ribs } => {
                let line = t!(
                    l,
                    "ribs-play-ribs-revealed",
                    who = self.name(seat),
                    cards = p.cards(ribs)
                );
                writeln!(out, "  {line}")?;
            }
            Event::TrickResolved { ref trick } => self.narrate_trick(trick, out)?,
            Event::HandScored {
                hand,
                ref scores,
                ref winners,
                ref folds,
            } => self.narrate_hand_scored(hand, scores, winners, folds, out)?,
            Event::Standings {
                ref hand_wins,
                target,
            } => self.narrate_standings(hand_wins, target, out)?,
            Event::MatchWon { seat, .. } => {
                let text = if seat == YOU {
                    t!(l, "play-you-win")
                } else {
                    t!(l, "play-wins", who = self.plain_name(seat))
                };
                writeln!(out, "\n{}", p.good(&p.bold(&text)))?;
            }
        }
        Ok(())
    }

    /// A new hand: its number and dealer, then the cards you were dealt.
    fn narrate_hand_dealt(
        &self,
        hand: u32,
        dealer: Seat,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        let p = self.paint;
        let l = self.lang;
        let view = self.game.view(YOU);
        writeln!(out)?;
        let line = t!(
            l,
            "ribs-play-hand-dealt",
            hand = hand + 1,
            dealer = self.plain_name(dealer)
        );
        writeln!(out, "{}", p.bold(&line))?;
        let cards = p.cards(view.my_hand().iter());
        writeln!(out, "{}", t!(l, "ribs-play-your-hand", cards = cards))
    }

    /// The ribs going down: shown to all if face up, to you if they are yours, else hidden.
    fn ribs_laid_line(&self, seat: Seat, face_up: Option<[Card; 2]>) -> String {
        let p = self.paint;
        let l = self.lang;
        match (face_up, seat == YOU) {
            (Some(ribs), _) => t!(
                l,
                "ribs-play-ribs-face-up",
                me = Self::me(seat),
                who = self.name(seat),
                cards = p.cards(ribs)
            ),
            (None, true) => {
                let view = self.game.view(YOU);
                let ribs = view.ribs().map(|r| p.cards(r)).unwrap_or_default();
                t!(
                    l,
                    "ribs-play-your-ribs",
                    who = self.name(seat),
                    cards = ribs
                )
            }
            (None, false) => t!(l, "ribs-play-ribs-down", who = self.name(seat)),
        }
    }

    /// A fold: you see which cards you folded, others see only that someone folded.
    fn folded_line(&self, seat: Seat) -> String {
        let p = self.paint;
        let l = self.lang;
        if seat == YOU {
            let view = self.game.view(YOU);
            let cards = view.my_fold().map(|(_, c)| p.cards(c)).unwrap_or_default();
            t!(
                l,
                "ribs-play-your-fold",
                who = self.name(seat),
                cards = cards
            )
        } else {
            t!(l, "ribs-play-folds", who = self.name(seat))
        }
    }

    /// The hand is over: the others' folds turned up, then who won it and with how much.
    fn narrate_hand_scored(
        &self,
        hand: u32,
        scores: &PerSeat<u32>,
        winners: &PerSeat<bool>,
        folds: &PerSeat<Option<(u8, [Card; 2])>>,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        let p = self.paint;
        let l = self.lang;
        let revealed: Vec<String> = folds
            .iter()
            .filter(|(s, _)| *s != YOU)
            .filter_map(|(s, f)| {
                f.map(|(trick, c)| {
                    t!(
                        l,
                        "ribs-play-fold-shown",
                        who = self.name(s),
                        cards = p.cards(c),
                        trick = trick + 1
                    )
                })
            })
            .collect();
        if !revealed.is_empty() {
            let folds = revealed.join("; ");
            writeln!(out, "{}", t!(l, "ribs-play-folds-shown", folds = folds))?;
        }
        let names: Vec<String> = winners
            .iter()
            .filter(|(_, w)| **w)
            .map(|(s, _)| self.name(s))
            .collect();
        let top = scores.as_slice().iter().max().copied().unwrap_or(0);
        let goes = t!(l, "ribs-play-hand-goes-to", hand = hand + 1);
        let won = t!(
            l,
            "ribs-play-hand-won-with",
            winners = p.good(&self.and_list(&names)),
            points = top
        );
        writeln!(out, "{} {won}", p.bold(&goes))
    }

    /// The match so far: hands won per seat, against the target.
    fn narrate_standings(
        &self,
        hand_wins: &PerSeat<u32>,
        target: u8,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        let line: Vec<String> = hand_wins
            .iter()
            .map(|(s, w)| format!("{} {w}", self.name(s)))
            .collect();
        let line = line.join(" · ");
        writeln!(
            out,
            "{}",
            t!(
                self.lang,
                "ribs-play-hand-wins",
                target = target,
                line = line
            )
        )
    }

    /// `Ann`, `Ann and Bob`, `Ann, Bob and Cat`, in your language.
    fn and_list(&self, names: &[String]) -> String {
        match names {
            [] => String::new(),
            [one] => one.clone(),
            [rest @ .., last] => t!(
                self.lang,
                "play-and",
                first = rest.join(", "),
                last = last.as_str()
            ),
        }
    }

    pub(super) fn narrate_trick(&self, t: &SeenTrick, out: &mut impl Write) -> std::io::Result<()> {
        let p = self.paint;
        let l = self.lang;
        let plain = Paint(false);
        for (seat, play) in t.plays_in_order() {
            let show = |paint: Paint| match play {
                SeenPlay::FaceUp(c) => paint.cards(c),
                SeenPlay::Folded(Some(c)) => {
                    t!(l, "ribs-play-cards-face-down", cards = paint.cards(c))
                }
                SeenPlay::Folded(None) => t!(l, "ribs-play-face-down"),
            };
            let outcome = t.outcomes[seat];
            let said = text::ribs::outcome(l, outcome, t.bid_made);
            let said = match outcome {
                Outcome::Beat => p.good(&said),
                Outcome::Cracked => p.good(&p.bold(&said)),
                Outcome::Defeated if t.bid_made => p.bad(&said),
                Outcome::Defeated => said,
                Outcome::Folded => p.dim(&said),
                Outcome::CrackedToo | Outcome::LostToCrack => p.bad(&said),
            };
            writeln!(
                out,
                "    {} {} {said}",
                pad(&self.name(seat), &self.plain_name(seat), 6),
                pad(&show(p), &show(plain), 18)
            )?;
        }
        let taken = match t.cracked_by {
            Some(cracker) => Some(cracker),
            None => t.bid_made.then_some(t.bidder),
        };
        let after = match taken {
            Some(s) => t!(
                l,
                "ribs-play-points-captured",
                points = t.captured[s].points()
            ),
            None => t!(l, "ribs-play-ribs-discarded"),
        };
        let verdict = text::ribs::verdict(l, t, |s| self.name(s));
        writeln!(out, "  {}", p.bold(&format!("{verdict}: {after}.")))?;
        let view = self.game.view(YOU);
        let line = t!(
            l,
            "ribs-play-points-this-hand",
            line = self.scores_line(&view)
        );
        writeln!(out, "  {}", p.dim(&line))
    }

    pub(super) fn scores_line(&self, view: &View<'_>) -> String {
        view.scores()
            .iter()
            .map(|(s, points)| format!("{} {points}", self.plain_name(s)))
            .collect::<Vec<_>>()
            .join(" · ")
    }

    /// The table as you see it now: the hand, the bidding or the plays so far.
    pub(super) fn status(&self, out: &mut impl Write) -> std::io::Result<()> {
        let p = self.paint;
        let l = self.lang;
        let view = self.game.view(YOU);
        let line = t!(
            l,
            "ribs-play-status-line",
            hand = view.hand_number() + 1,
            trick = (view.trick() + 1).min(TRICKS),
            tricks = TRICKS,
            dealer = self.plain_name(view.dealer())
        );
        writeln!(out, "{}", p.dim(&line))?;
        match view.bidder() {
            None => self.status_bidding(&view, out)?,
            Some(bidder) => self.status_trick(&view, bidder, out)?,
        }
        let folded: Vec<String> = view
            .folded()
            .iter()
            .filter(|(s, f)| **f && *s != YOU)
            .map(|(s, _)| self.plain_name(s))
            .collect();
        if !folded.is_empty() {
            writeln!(
                out,
                "{}",
                t!(l, "ribs-play-folded-line", names = folded.join(", "))
            )?;
        }
        let cards = p.cards(view.my_hand().iter());
        writeln!(out, "{}", t!(l, "ribs-play-your-hand", cards = cards))
    }

    /// The bidding so far, from the opener round the table, if anyone has called.
    fn status_bidding(&self, view: &View<'_>, out: &mut impl Write) -> std::io::Result<()> {
        let l = self.lang;
        let n = view.seats();
        let calls: Vec<String> = (0..n)
            .map(|k| view.opener().left(k, n))
            .filter_map(|s| match view.calls()[s] {
                Call::Bid(b) => Some(t!(
                    l,
                    "ribs-play-call-bid",
                    who = self.plain_name(s),
                    bid = b
                )),
                Call::Pass => Some(t!(l, "ribs-play-call-passed", who = self.plain_name(s))),
                Call::None => None,
            })
            .collect();
        if !calls.is_empty() {
            writeln!(
                out,
                "{}",
                t!(l, "ribs-play-bidding-line", calls = calls.join(", "))
            )?;
        }
        Ok(())
    }

    /// The trick under way: the bidder, bid and ribs, who has played and who is still to.
    fn status_trick(
        &self,
        view: &View<'_>,
        bidder: Seat,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        let p = self.paint;
        let l = self.lang;
        let n = view.seats();
        let bid = view.high_bid().map_or(0, |(_, b)| b);
        let ribs = match view.ribs() {
            Some(r) if view.ribs_down() => {
                t!(l, "ribs-play-ribs-shown", cards = p.cards(r))
            }
            _ if view.ribs_down() => t!(l, "ribs-play-ribs-face-down"),
            _ => t!(l, "ribs-play-ribs-not-laid"),
        };
        let line = t!(
            l,
            "ribs-play-bidder-line",
            who = self.name(bidder),
            bid = p.bid(&bid.to_string()),
            ribs = ribs
        );
        writeln!(out, "{line}")?;
        let plays = view.plays();
        let mut played = Vec::new();
        let mut waiting = Vec::new();
        for k in 1..n {
            let s = bidder.left(k, n);
            match plays[s] {
                Some(SeenPlay::FaceUp(c)) => {
                    played.push(format!("{} {}", self.plain_name(s), p.cards(c)));
                }
                Some(SeenPlay::Folded(_)) => {
                    played.push(t!(l, "ribs-play-played-folded", who = self.plain_name(s)));
                }
                None => waiting.push(self.plain_name(s)),
            }
        }
        if !played.is_empty() {
            writeln!(
                out,
                "{}",
                t!(l, "ribs-play-played-line", plays = played.join(" · "))
            )?;
        }
        if !waiting.is_empty() {
            writeln!(
                out,
                "{}",
                t!(l, "ribs-play-to-play-line", names = waiting.join(", "))
            )?;
        }
        Ok(())
    }

    pub(super) fn scores(&self, out: &mut impl Write) -> std::io::Result<()> {
        let l = self.lang;
        let view = self.game.view(YOU);
        let line = t!(
            l,
            "ribs-play-points-this-hand",
            line = self.scores_line(&view)
        );
        writeln!(out, "{line}")?;
        let wins: Vec<String> = view
            .hand_wins()
            .iter()
            .map(|(s, w)| format!("{} {w}", self.plain_name(s)))
            .collect();
        let line = t!(
            l,
            "ribs-play-hand-wins",
            target = view.target(),
            line = wins.join(" · ")
        );
        writeln!(out, "{line}")
    }
}

/// `painted` followed by enough spaces to fill `width` columns, counting the columns of its
/// unpainted form `plain` (colour codes take none).
pub(super) fn pad(painted: &str, plain: &str, width: usize) -> String {
    let fill = width.saturating_sub(plain.chars().count());
    format!("{painted}{}", " ".repeat(fill))
}
