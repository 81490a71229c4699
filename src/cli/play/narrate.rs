//! Narration: the engine's events and your view, as lines of text.

use std::fmt::Write as _;
use std::io::Write;

use super::{NAMES, Paint, Table, YOU};
use crate::game::{Event, Outcome, SeenPlay, SeenTrick, TRICKS, View};
use crate::words;

impl Table {
    pub(super) fn narrate(&self, events: &[Event], out: &mut impl Write) -> std::io::Result<()> {
        for event in events {
            self.narrate_one(event, out)?;
        }
        Ok(())
    }

    pub(super) fn narrate_one(&self, event: &Event, out: &mut impl Write) -> std::io::Result<()> {
        let p = self.paint;
        let view = self.game.view(YOU);
        match *event {
            Event::HandDealt { hand, dealer } => {
                writeln!(out)?;
                writeln!(
                    out,
                    "{}",
                    p.bold(&format!(
                        "── Hand {} · dealer: {} ──",
                        hand + 1,
                        NAMES[dealer.index()]
                    ))
                )?;
                writeln!(out, "Your hand: {}", p.cards(view.my_hand().iter()))?;
            }
            Event::BiddingOpened { trick, opener, bid } => {
                let verb = if opener == YOU { "open" } else { "opens" };
                writeln!(
                    out,
                    "{} {} {verb} the bidding at {bid}.",
                    p.dim(&format!("Trick {} of {TRICKS}.", trick + 1)),
                    self.name(opener)
                )?;
            }
            Event::Bid { seat, bid } => {
                let verb = if seat == YOU { "bid" } else { "bids" };
                writeln!(
                    out,
                    "  {} {verb} {}",
                    self.name(seat),
                    p.bid(&bid.to_string())
                )?;
            }
            Event::Passed { seat } => {
                let verb = if seat == YOU { "pass" } else { "passes" };
                writeln!(out, "  {} {verb}", self.name(seat))?;
            }
            Event::BiddingWon { seat, bid } => {
                let who = if seat == YOU {
                    "You are".to_string()
                } else {
                    format!("{} is", self.name(seat))
                };
                writeln!(out, "{who} the bidder at {}.", p.bid(&bid.to_string()))?;
            }
            Event::RibsLaid { seat, face_up } => match (face_up, seat == YOU) {
                (Some(ribs), _) => writeln!(
                    out,
                    "  {} {} the ribs face up: {}",
                    self.name(seat),
                    if seat == YOU { "lay" } else { "lays" },
                    p.cards(ribs)
                )?,
                (None, true) => {
                    let ribs = view.ribs().map(|r| p.cards(r)).unwrap_or_default();
                    writeln!(out, "  {} lay the ribs face down: {ribs}", self.name(seat))?;
                }
                (None, false) => {
                    writeln!(out, "  {} lays the ribs face down.", self.name(seat))?;
                }
            },
            Event::PlayedFaceUp { seat, cards } => {
                let verb = if seat == YOU { "play" } else { "plays" };
                writeln!(out, "  {} {verb} {}", self.name(seat), p.cards(cards))?;
            }
            Event::Folded { seat } => {
                if seat == YOU {
                    let cards = view.my_fold().map(|(_, c)| p.cards(c)).unwrap_or_default();
                    writeln!(out, "  {} fold {cards} (face down)", self.name(seat))?;
                } else {
                    writeln!(out, "  {} folds.", self.name(seat))?;
                }
            }
            Event::RibsRevealed { seat, ribs } => {
                writeln!(out, "  The ribs of {}: {}", self.name(seat), p.cards(ribs))?;
            }
            Event::TrickResolved { ref trick } => self.narrate_trick(trick, out)?,
            Event::HandScored {
                hand,
                ref scores,
                ref winners,
                ref folds,
            } => {
                let revealed: Vec<String> = folds
                    .iter()
                    .filter(|(s, _)| *s != YOU)
                    .filter_map(|(s, f)| {
                        f.map(|(t, c)| {
                            format!("{} folded {} in trick {}", self.name(s), p.cards(c), t + 1)
                        })
                    })
                    .collect();
                if !revealed.is_empty() {
                    writeln!(out, "Folds shown: {}.", revealed.join("; "))?;
                }
                let names: Vec<String> = winners
                    .iter()
                    .filter(|(_, w)| **w)
                    .map(|(s, _)| self.name(s))
                    .collect();
                let top = scores.as_slice().iter().max().copied().unwrap_or(0);
                writeln!(
                    out,
                    "{} {} with {top} points.",
                    p.bold(&format!("Hand {} goes to", hand + 1)),
                    p.good(&names.join(" and "))
                )?;
            }
            Event::Standings {
                ref hand_wins,
                target,
            } => {
                let mut line = String::new();
                for (s, w) in hand_wins.iter() {
                    if !line.is_empty() {
                        line.push_str(" · ");
                    }
                    let _ = write!(line, "{} {w}", self.name(s));
                }
                writeln!(out, "Hand wins (first to {target}): {line}")?;
            }
            Event::MatchWon { seat, .. } => {
                let text = if seat == YOU {
                    "You win the match!".to_string()
                } else {
                    format!("{} wins the match.", NAMES[seat.index()])
                };
                writeln!(out, "\n{}", p.good(&p.bold(&text)))?;
            }
        }
        Ok(())
    }

    pub(super) fn narrate_trick(&self, t: &SeenTrick, out: &mut impl Write) -> std::io::Result<()> {
        let p = self.paint;
        let plain = Paint(false);
        for (seat, play) in t.plays_in_order() {
            let show = |paint: Paint| match play {
                SeenPlay::FaceUp(c) => paint.cards(c),
                SeenPlay::Folded(Some(c)) => format!("{} face down", paint.cards(c)),
                SeenPlay::Folded(None) => "face down".to_string(),
            };
            let outcome = t.outcomes[seat];
            let said = words::outcome(outcome, t.bid_made);
            let said = match outcome {
                Outcome::Beat => p.good(said),
                Outcome::Cracked => p.good(&p.bold(said)),
                Outcome::Defeated if t.bid_made => p.bad(said),
                Outcome::Defeated => said.to_string(),
                Outcome::Folded => p.dim(said),
                Outcome::CrackedToo | Outcome::LostToCrack => p.bad(said),
            };
            writeln!(
                out,
                "    {} {} {said}",
                pad(&self.name(seat), NAMES[seat.index()], 6),
                pad(&show(p), &show(plain), 18)
            )?;
        }
        let taken = match t.cracked_by {
            Some(cracker) => Some(cracker),
            None => t.bid_made.then_some(t.bidder),
        };
        let after = match taken {
            Some(s) => format!("{} points captured", t.captured[s].points()),
            None => "the ribs are discarded".to_string(),
        };
        let verdict = words::verdict(t, |s| self.name(s));
        writeln!(out, "  {}", p.bold(&format!("{verdict}: {after}.")))?;
        let view = self.game.view(YOU);
        writeln!(
            out,
            "  {}",
            p.dim(&format!("Points this hand: {}", self.scores_line(&view)))
        )
    }

    pub(super) fn scores_line(&self, view: &View<'_>) -> String {
        view.scores()
            .iter()
            .map(|(s, points)| format!("{} {points}", NAMES[s.index()]))
            .collect::<Vec<_>>()
            .join(" · ")
    }

    /// The table as you see it now: the hand, the bidding or the plays so far.
    pub(super) fn status(&self, out: &mut impl Write) -> std::io::Result<()> {
        let p = self.paint;
        let view = self.game.view(YOU);
        let n = view.seats();
        writeln!(
            out,
            "{}",
            p.dim(&format!(
                "Hand {} · trick {} of {TRICKS} · dealer {}",
                view.hand_number() + 1,
                (view.trick() + 1).min(TRICKS),
                NAMES[view.dealer().index()]
            ))
        )?;
        match view.bidder() {
            None => {
                let calls: Vec<String> = (0..n)
                    .map(|k| view.opener().left(k, n))
                    .filter_map(|s| match view.calls()[s] {
                        crate::game::Call::Bid(b) => Some(format!("{} {b}", NAMES[s.index()])),
                        crate::game::Call::Pass => Some(format!("{} passed", NAMES[s.index()])),
                        crate::game::Call::None => None,
                    })
                    .collect();
                if !calls.is_empty() {
                    writeln!(out, "Bidding: {}", calls.join(", "))?;
                }
            }
            Some(bidder) => {
                let bid = view.high_bid().map_or(0, |(_, b)| b);
                let ribs = match view.ribs() {
                    Some(r) if view.ribs_down() => format!("ribs {}", p.cards(r)),
                    _ if view.ribs_down() => "ribs face down".to_string(),
                    _ => "ribs not laid yet".to_string(),
                };
                writeln!(
                    out,
                    "Bidder: {} at {} · {ribs}",
                    self.name(bidder),
                    p.bid(&bid.to_string())
                )?;
                let plays = view.plays();
                let mut played = Vec::new();
                let mut waiting = Vec::new();
                for k in 1..n {
                    let s = bidder.left(k, n);
                    match plays[s] {
                        Some(SeenPlay::FaceUp(c)) => {
                            played.push(format!("{} {}", NAMES[s.index()], p.cards(c)));
                        }
                        Some(SeenPlay::Folded(_)) => {
                            played.push(format!("{} folded", NAMES[s.index()]));
                        }
                        None => waiting.push(NAMES[s.index()].to_string()),
                    }
                }
                if !played.is_empty() {
                    writeln!(out, "Played: {}", played.join(" · "))?;
                }
                if !waiting.is_empty() {
                    writeln!(out, "To play: {}", waiting.join(", "))?;
                }
            }
        }
        let folded: Vec<&str> = view
            .folded()
            .iter()
            .filter(|(s, f)| **f && *s != YOU)
            .map(|(s, _)| NAMES[s.index()])
            .collect();
        if !folded.is_empty() {
            writeln!(out, "Folded this hand: {}", folded.join(", "))?;
        }
        writeln!(out, "Your hand: {}", p.cards(view.my_hand().iter()))
    }

    pub(super) fn scores(&self, out: &mut impl Write) -> std::io::Result<()> {
        let view = self.game.view(YOU);
        writeln!(out, "Points this hand: {}", self.scores_line(&view))?;
        let wins: Vec<String> = view
            .hand_wins()
            .iter()
            .map(|(s, w)| format!("{} {w}", NAMES[s.index()]))
            .collect();
        writeln!(
            out,
            "Hand wins (first to {}): {}",
            view.target(),
            wins.join(" · ")
        )
    }
}

/// `painted` followed by enough spaces to fill `width` columns, counting the columns of its
/// unpainted form `plain` (colour codes take none).
pub(super) fn pad(painted: &str, plain: &str, width: usize) -> String {
    let fill = width.saturating_sub(plain.chars().count());
    format!("{painted}{}", " ".repeat(fill))
}
