//! What the table is told when a trick, a hand or the match ends.

use std::fmt::Write as _;

use super::{
    Embed, GOLD, GREY, RED, Rendered, Row, Style, and_list, button, change_text, pair, per_seat,
    points_word, who,
};
use crate::discord::custom_id::Control;
use crate::discord::front::Front;
use crate::games::ribs::{Event, Outcome, Seat, SeenPlay, SeenTrick};
use crate::t;
use crate::table::{Closing, RatingChange, TableInfo, UserId};
use crate::text::{self, Lang};

/// A trick's reveal (in `lang`, the server's): the ribs, each play's outcome, the
/// defeated value against the bid, and who captured what. Folded cards are not shown (the
/// trick is public; folds stay hidden until the hand is over).
pub fn trick(lang: Lang, info: &TableInfo, t: &SeenTrick) -> Rendered {
    let d = ruling(lang, t, &|seat| who(lang, info, seat));
    Rendered {
        embed: Some(Embed {
            title: t!(
                lang,
                "ribs-reveal-title",
                trick = t.trick + 1,
                who = who(lang, info, t.bidder),
                bid = t.bid
            ),
            description: d.trim_end().to_string(),
            colour: if t.cracked_by.is_some() { RED } else { GOLD },
            footer: None,
        }),
        picture: super::reveal_picture(lang, info, t).map(Box::new),
        ..Rendered::default()
    }
}

/// A trick's ruling in words, for its reveal and for replays: the ribs, each play and its
/// outcome, the verdict and who captured what. A fold shows its cards only where the
/// trick carries them (a replay, once the hand is over).
pub(super) fn ruling(lang: Lang, t: &SeenTrick, name: &dyn Fn(Seat) -> String) -> String {
    let mut d = String::new();
    let _ = writeln!(d, "{}", t!(lang, "ribs-reveal-ribs", cards = pair(t.ribs)));
    for (seat, play) in t.plays_in_order() {
        let outcome = t.outcomes[seat];
        let said = text::ribs::outcome(lang, outcome, t.bid_made);
        let said = if outcome == Outcome::Cracked {
            format!("**{said}**")
        } else {
            said
        };
        let shown = match play {
            SeenPlay::FaceUp(c) => pair(c),
            SeenPlay::Folded(Some(c)) => t!(lang, "ribs-reveal-face-down", cards = pair(c)),
            SeenPlay::Folded(None) => t!(lang, "ribs-reveal-two-face-down"),
        };
        let _ = writeln!(
            d,
            "{}",
            t!(
                lang,
                "ribs-reveal-play",
                who = name(seat),
                shown = shown,
                outcome = said
            )
        );
    }
    let lost = t.cracked_by.is_none() && !t.bid_made;
    let _ = writeln!(
        d,
        "\n**{}**.{}",
        text::ribs::verdict(lang, t, name),
        if lost {
            format!(" {}", t!(lang, "ribs-reveal-discarded"))
        } else {
            String::new()
        }
    );
    let captures: Vec<String> = t
        .captured
        .iter()
        .filter(|(_, c)| !c.is_empty())
        .map(|(s, c)| format!("{} {} ({})", name(s), c, points_word(lang, c.points())))
        .collect();
    if !captures.is_empty() {
        let _ = writeln!(
            d,
            "{}",
            t!(
                lang,
                "ribs-reveal-captured",
                captures = captures.join(" · ")
            )
        );
    }
    d
}

/// The end of a hand: points, winners, the folded cards now revealed, and standings.
pub fn hand_over(lang: Lang, info: &TableInfo, events: &[Event]) -> Option<Rendered> {
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
    let _ = writeln!(
        d,
        "{}",
        t!(
            lang,
            "ribs-hand-over-points",
            line = per_seat(lang, info, scores)
        )
    );
    let won: Vec<String> = winners
        .iter()
        .filter(|(_, w)| **w)
        .map(|(s, _)| who(lang, info, s))
        .collect();
    let said = if won.len() > 1 {
        "ribs-hand-over-winners"
    } else {
        "ribs-hand-over-winner"
    };
    let _ = writeln!(d, "{}", t!(lang, said, who = and_list(lang, &won)));
    let folded: Vec<String> = folds
        .iter()
        .filter_map(|(s, f)| {
            f.map(|(trick, c)| {
                t!(
                    lang,
                    "ribs-hand-over-fold",
                    who = who(lang, info, s),
                    cards = pair(c),
                    trick = trick + 1
                )
            })
        })
        .collect();
    if !folded.is_empty() {
        let _ = writeln!(
            d,
            "{}",
            t!(lang, "ribs-hand-over-folds", folds = folded.join(" · "))
        );
    }
    if let Some((wins, target)) = standings {
        let _ = writeln!(
            d,
            "{}",
            t!(
                lang,
                "ribs-hand-over-standings",
                target = target,
                line = per_seat(lang, info, wins)
            )
        );
    }
    Some(Rendered {
        embed: Some(Embed {
            title: t!(lang, "ribs-hand-over-title", hand = hand + 1),
            description: d.trim_end().to_string(),
            colour: GOLD,
            footer: None,
        }),
        ..Rendered::default()
    })
}

/// The end of the table: the match won (with final standings, each seat's rating change on
/// this server, and a Rematch button), cancelled or stopped, and by whom or why.
pub fn closed<G: Front>(
    lang: Lang,
    info: &TableInfo<G>,
    why: Closing,
    changes: &[RatingChange],
) -> Rendered {
    let name = |user: UserId| {
        info.seat_of(user)
            .map_or_else(|| t!(lang, "closed-a-manager"), |s| who(lang, info, s))
    };
    let (title, description, colour) = match why {
        Closing::Won | Closing::Resigned { .. } => {
            let (title, how) = G::result(lang, info, why, &name);
            (title, recorded(lang, info, how, changes), GOLD)
        }
        Closing::Expired { after_secs } => (
            t!(lang, "closed-expired-title"),
            t!(
                lang,
                "closed-expired",
                held = super::table::held(lang, std::time::Duration::from_secs(after_secs))
            ),
            GREY,
        ),
        Closing::Cancelled { by } => (
            t!(lang, "closed-cancelled-title"),
            t!(lang, "closed-cancelled", who = name(by)),
            GREY,
        ),
        Closing::Stopped { by, admin } => {
            let who = if admin {
                t!(lang, "closed-stopped-by-manager", who = name(by))
            } else {
                name(by)
            };
            (
                t!(lang, "closed-stopped-title"),
                t!(lang, "closed-stopped", who = who),
                GREY,
            )
        }
        Closing::Failed => (
            t!(lang, "closed-stopped-title"),
            t!(lang, "closed-failed"),
            GREY,
        ),
        Closing::PlaceLost => (
            t!(lang, "closed-stopped-title"),
            t!(lang, "closed-place-lost"),
            GREY,
        ),
    };
    let rows = if why.is_recorded() {
        vec![Row::Buttons(vec![button(
            info.id,
            Control::Rematch,
            t!(lang, "button-rematch"),
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

/// A recorded match's lines after the game's own (`how`): each seat's rating change and
/// where the result is kept.
fn recorded<G: Front>(
    lang: Lang,
    info: &TableInfo<G>,
    how: String,
    changes: &[RatingChange],
) -> String {
    let mut d = how;
    let lines: Vec<String> = changes
        .iter()
        .map(|c| {
            format!(
                "{} {}",
                who(lang, info, Seat(c.seat)),
                change_text(&c.before, &c.after)
            )
        })
        .collect();
    if !lines.is_empty() {
        d.push('\n');
        d.push_str(&t!(lang, "closed-ratings", line = lines.join(" · ")));
    }
    d.push('\n');
    d.push_str(&t!(lang, "closed-recorded"));
    d
}

/// How a match of Ribs ended, for its closing: the title naming the winner, and the final
/// standings in hand wins.
pub(crate) fn ribs_result(
    lang: Lang,
    info: &TableInfo,
    why: Closing,
    name: &dyn Fn(UserId) -> String,
) -> (String, String) {
    let v = info.public.as_ref();
    let winner = match why {
        Closing::Resigned { winner, .. } => Some(winner),
        _ => v.and_then(|v| v.match_winner),
    };
    let winner = winner.map_or_else(|| "?".to_string(), |s| who(lang, info, s));
    let standings = v
        .map(|v| per_seat(lang, info, &v.hand_wins))
        .unwrap_or_default();
    match why {
        Closing::Resigned { by, .. } => (
            t!(
                lang,
                "closed-resigned-title",
                who = name(by),
                winner = winner.as_str()
            ),
            t!(lang, "closed-resigned", who = name(by), line = standings),
        ),
        _ => (
            t!(lang, "closed-won-title", winner = winner.as_str()),
            t!(lang, "closed-won", line = standings),
        ),
    }
}
