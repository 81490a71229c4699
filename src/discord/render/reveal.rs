//! What the table is told when a trick, a hand or the match ends.

use std::fmt::Write as _;

use super::{
    Embed, GOLD, GREY, RED, Rendered, Row, Style, and_list, button, change_text, pair, per_seat,
    points_word, who,
};
use crate::discord::custom_id::Control;
use crate::game::{Event, Outcome, Seat, SeenPlay, SeenTrick};
use crate::table::{Closing, RatingChange, TableInfo, UserId};
use crate::words;

/// A trick's reveal: the ribs, each play's outcome, the defeated value against the bid,
/// and who captured what. Folded cards are not shown (the trick is public; folds stay
/// hidden until the hand is over).
pub fn trick(info: &TableInfo, t: &SeenTrick) -> Rendered {
    let d = ruling(t, &|seat| who(info, seat));
    let bidder = who(info, t.bidder);
    Rendered {
        embed: Some(Embed {
            title: format!("Trick {} · {bidder} bid {}", t.trick + 1, t.bid),
            description: d.trim_end().to_string(),
            colour: if t.cracked_by.is_some() { RED } else { GOLD },
            footer: None,
        }),
        picture: super::reveal_picture(info, t).map(Box::new),
        ..Rendered::default()
    }
}

/// A trick's ruling in words, for its reveal and for replays: the ribs, each play and its
/// outcome, the verdict and who captured what. A fold shows its cards only where the
/// trick carries them (a replay, once the hand is over).
pub(super) fn ruling(t: &SeenTrick, name: &dyn Fn(Seat) -> String) -> String {
    let mut d = String::new();
    let _ = writeln!(d, "Ribs: **{}**", pair(t.ribs));
    for (seat, play) in t.plays_in_order() {
        let outcome = t.outcomes[seat];
        let said = words::outcome(outcome, t.bid_made);
        let said = if outcome == Outcome::Cracked {
            format!("**{said}**")
        } else {
            said.to_string()
        };
        let shown = match play {
            SeenPlay::FaceUp(c) => pair(c),
            SeenPlay::Folded(Some(c)) => format!("{} face down", pair(c)),
            SeenPlay::Folded(None) => "two cards face down".into(),
        };
        let _ = writeln!(d, "{}: {shown} — {said}", name(seat));
    }
    let lost = t.cracked_by.is_none() && !t.bid_made;
    let _ = writeln!(
        d,
        "\n**{}**.{}",
        words::verdict(t, name),
        if lost { " The ribs are discarded." } else { "" }
    );
    let captures: Vec<String> = t
        .captured
        .iter()
        .filter(|(_, c)| !c.is_empty())
        .map(|(s, c)| format!("{} {} ({})", name(s), c, points_word(c.points())))
        .collect();
    if !captures.is_empty() {
        let _ = writeln!(d, "Captured: {}", captures.join(" · "));
    }
    d
}

/// The end of a hand: points, winners, the folded cards now revealed, and standings.
pub fn hand_over(info: &TableInfo, events: &[Event]) -> Option<Rendered> {
    let (hand, scores, winners, folds) = events.iter().find_map(|e| match e {
        Event::HandScored {
            hand,
            scores,
            winners,
            folds,
        } => Some((*hand, scores, winners, folds)),
        _ => None,
    })?;
    let standings = events.iter().find_map(|e| match e {
        Event::Standings { hand_wins, target } => Some((hand_wins, *target)),
        _ => None,
    });
    let mut d = String::new();
    let _ = writeln!(d, "Points: {}", per_seat(info, scores));
    let won: Vec<String> = winners
        .iter()
        .filter(|(_, w)| **w)
        .map(|(s, _)| who(info, s))
        .collect();
    let verb = if won.len() > 1 { "tie and win" } else { "wins" };
    let _ = writeln!(d, "**{}** {verb} the hand.", and_list(&won));
    let folded: Vec<String> = folds
        .iter()
        .filter_map(|(s, f)| {
            f.map(|(trick, c)| format!("{} {} (trick {})", who(info, s), pair(c), trick + 1))
        })
        .collect();
    if !folded.is_empty() {
        let _ = writeln!(d, "Folded cards: {}", folded.join(" · "));
    }
    if let Some((wins, target)) = standings {
        let _ = writeln!(d, "Hand wins (first to {target}): {}", per_seat(info, wins));
    }
    Some(Rendered {
        embed: Some(Embed {
            title: format!("Hand {} is over", hand + 1),
            description: d.trim_end().to_string(),
            colour: GOLD,
            footer: None,
        }),
        ..Rendered::default()
    })
}

/// The end of the table: the match won (with final standings, each seat's rating change on
/// this server, and a Rematch button), cancelled or stopped, and by whom or why.
pub fn closed(info: &TableInfo, why: Closing, changes: &[RatingChange]) -> Rendered {
    let name = |user: UserId| {
        info.seat_of(user)
            .map_or_else(|| "a server manager".to_string(), |s| who(info, s))
    };
    let (title, description, colour) = match why {
        Closing::Won | Closing::Resigned { .. } => {
            let v = info.public.as_ref();
            let winner = match why {
                Closing::Resigned { winner, .. } => Some(winner),
                _ => v.and_then(|v| v.match_winner),
            };
            let winner = winner.map_or_else(|| "?".to_string(), |s| who(info, s));
            let standings = v.map(|v| per_seat(info, &v.hand_wins)).unwrap_or_default();
            let (title, how) = match why {
                Closing::Resigned { by, .. } => (
                    format!("🏳 {} resigned: {winner} takes the match", name(by)),
                    format!(
                        "{} stopped the match once a hand was complete, which counts as resigning: it is recorded with them last.\nHand wins when it stopped: {standings}",
                        name(by)
                    ),
                ),
                _ => (
                    format!("🏆 {winner} wins the match"),
                    format!("Final hand wins: {standings}"),
                ),
            };
            (
                title,
                {
                    let mut d = how;
                    let lines: Vec<String> = changes
                        .iter()
                        .map(|c| format!("{} {}", who(info, Seat(c.seat)), change_text(&c.before, &c.after)))
                        .collect();
                    if !lines.is_empty() {
                        d.push_str(&format!("\nRatings: {}", lines.join(" · ")));
                    }
                    d.push_str("\nThe result is recorded: see /ribs leaderboard and /ribs history.");
                    d
                },
                GOLD,
            )
        }
        Closing::Expired { after_secs } => (
            "Table closed".into(),
            format!(
                "Nobody started this table within {}, so it is closed. Open a new one with /ribs new.",
                super::table::held(std::time::Duration::from_secs(after_secs))
            ),
            GREY,
        ),
        Closing::Cancelled { by } => (
            "Table cancelled".into(),
            format!("Cancelled by {}.", name(by)),
            GREY,
        ),
        Closing::Stopped { by, admin } => {
            let who = if admin {
                format!("{} (a server manager)", name(by))
            } else {
                name(by)
            };
            (
                "Match stopped".into(),
                format!("Stopped by {who}. It is not recorded as played."),
                GREY,
            )
        }
        Closing::Failed => (
            "Match stopped".into(),
            "The table ran into a problem it could not get past, so the match is stopped. It is not recorded as played; sorry. Open a new table with /ribs new.".into(),
            GREY,
        ),
        Closing::PlaceLost => (
            "Match stopped".into(),
            "This table's channel is no longer available to the bot, so the match is stopped. It is not recorded as played.".into(),
            GREY,
        ),
    };
    let rows = if why.is_recorded() {
        vec![Row::Buttons(vec![button(
            info.id,
            Control::Rematch,
            "Rematch",
            Style::Success,
        )])]
    } else {
        Vec::new()
    };
    Rendered {
        embed: Some(Embed {
            title,
            description,
            colour,
            footer: None,
        }),
        rows,
        ..Rendered::default()
    }
}
