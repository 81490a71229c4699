//! Leaderboards and a player's stats.

use std::fmt::Write as _;

use super::{Embed, GOLD, GREEN, Rendered, escape, level_word, points_word};
use crate::games::GameKind;
use crate::rating::PROVISIONAL_MATCHES;
use crate::t;
use crate::table::{HistoryRow, Ranking, StandingRow};
use crate::table::{Rating, RatingChange, RatingRow};
use crate::text::Lang;

/// A leaderboard: players in the order of `ranking` (the store breaks ties by the next
/// measures: wins by fewer matches then hands won, win rate by more matches, hands by wins),
/// and players level on every measure share a rank, shown as such (`=2.`). `played_any`
/// tells an empty board why it is empty.
pub fn leaderboard(
    lang: Lang,
    game: GameKind,
    rows: &[StandingRow],
    everywhere: bool,
    ranking: Ranking,
    (min_matches, played_any): (u32, bool),
) -> Rendered {
    let mut d = String::new();
    if rows.is_empty() {
        d.push_str(&if !played_any {
            t!(lang, "board-empty", here = where_(lang, everywhere))
        } else {
            t!(lang, "board-rate-empty", min = min_matches)
        });
    }
    let key = |r: &StandingRow| match ranking {
        Ranking::Wins => (
            u64::from(r.wins),
            u64::MAX - u64::from(r.matches),
            u64::from(r.hands_won),
        ),
        Ranking::WinRate => ((r.win_rate() * 1e9) as u64, u64::from(r.matches), 0),
        Ranking::Hands => (u64::from(r.hands_won), u64::from(r.wins), 0),
    };
    let keys: Vec<_> = rows.iter().map(key).collect();
    for (r, rank) in rows.iter().zip(ranks(&keys)) {
        let _ = writeln!(
            d,
            "{}",
            t!(
                lang,
                "board-row",
                rank = rank,
                who = escape(&r.name),
                wins = r.wins,
                matches = r.matches,
                rate = (100.0 * r.win_rate()).round() as i64,
                hands = r.hands_won
            )
        );
    }
    let by = match ranking {
        Ranking::Wins => t!(lang, "board-by-wins"),
        Ranking::WinRate => t!(lang, "board-by-rate", min = min_matches),
        Ranking::Hands => t!(lang, "board-by-hands"),
    };
    Rendered {
        embed: Some(Embed {
            title: t!(
                lang,
                "board-title",
                game = game.entry().name,
                scope = scope(lang, everywhere),
                by = by
            ),
            description: d.trim_end().to_string(),
            colour: GOLD,
            footer: None,
        }),
        ..Rendered::default()
    }
}

/// A rating as players read it: the conservative figure, `?` while provisional.
pub fn rating_text(r: &Rating) -> String {
    let mark = if r.is_provisional() { "?" } else { "" };
    format!("{}{mark}", r.shown())
}

/// A change of rating: `1512 → 1538 (+26)`.
pub fn change_text(before: &Rating, after: &Rating) -> String {
    let delta = after.shown() - before.shown();
    format!(
        "{} → {} ({}{delta})",
        rating_text(before),
        rating_text(after),
        if delta >= 0 { "+" } else { "" }
    )
}

/// A rater's name on a board: a person's name, or the computer level (🤖).
fn rater_name(lang: Lang, row: &RatingRow) -> String {
    match (row.rater.level(), &row.name) {
        (Some(level), _) => t!(lang, "rater-computer", level = level_word(lang, level)),
        (None, Some(name)) => escape(name),
        (None, None) => "?".into(),
    }
}

/// The ranks of rows in board order, as shown: `1`, `=2`, `=2`, `4`. Rows with equal keys
/// share the rank of the first of them, marked `=`.
fn ranks<K: PartialEq>(keys: &[K]) -> Vec<String> {
    let mut rank = 0;
    (0..keys.len())
        .map(|i| {
            let with_previous = i > 0 && keys[i - 1] == keys[i];
            let with_next = keys.get(i + 1).is_some_and(|k| *k == keys[i]);
            if !with_previous {
                rank = i + 1;
            }
            let mark = if with_previous || with_next { "=" } else { "" };
            format!("{mark}{rank}")
        })
        .collect()
}

/// The rating board of a scope: raters by conservative rating (provisional ones marked),
/// computer levels among them so people see where each stands; equal figures share a rank.
pub fn rating_board(lang: Lang, game: GameKind, rows: &[RatingRow], everywhere: bool) -> Rendered {
    let mut d = String::new();
    if rows.is_empty() {
        d.push_str(&t!(lang, "rating-empty", here = where_(lang, everywhere)));
    }
    let keys: Vec<i64> = rows.iter().map(|r| r.rating.shown()).collect();
    for (r, rank) in rows.iter().zip(ranks(&keys)) {
        let _ = writeln!(
            d,
            "{}",
            t!(
                lang,
                "rating-row",
                rank = rank,
                who = rater_name(lang, r),
                rating = rating_text(&r.rating),
                matches = r.rating.matches
            )
        );
    }
    Rendered {
        embed: Some(Embed {
            title: t!(
                lang,
                "board-title",
                game = game.entry().name,
                scope = scope(lang, everywhere),
                by = t!(lang, "board-by-rating")
            ),
            description: d.trim_end().to_string(),
            colour: GOLD,
            footer: Some(t!(lang, "rating-footer", matches = PROVISIONAL_MATCHES)),
        }),
        ..Rendered::default()
    }
}

/// A player's stats at a game on this server: their rating (with rank and last changes),
/// record and last matches.
pub fn stats(
    lang: Lang,
    game: GameKind,
    name: &str,
    rating: Option<&(Rating, u32, Vec<RatingChange>)>,
    row: Option<&StandingRow>,
    history: &[HistoryRow],
) -> Rendered {
    let mut d = String::new();
    let here = where_(lang, false);
    if let Some((r, rank, changes)) = rating {
        let _ = writeln!(
            d,
            "{}",
            t!(
                lang,
                "stats-rating",
                rating = rating_text(r),
                rank = *rank,
                here = here.as_str()
            )
        );
        if !changes.is_empty() {
            let deltas: Vec<String> = changes
                .iter()
                .map(|c| {
                    let delta = c.after.shown() - c.before.shown();
                    t!(
                        lang,
                        "stats-change",
                        delta = format!("{}{delta}", if delta >= 0 { "+" } else { "" }),
                        number = c.table.0
                    )
                })
                .collect();
            let _ = writeln!(
                d,
                "{}",
                t!(lang, "stats-changes", changes = deltas.join(", "))
            );
        }
    }
    match row {
        None => d.push_str(&t!(lang, "stats-none", here = here.as_str())),
        Some(r) => {
            let _ = writeln!(d, "{}", record(lang, game, r));
        }
    }
    if !history.is_empty() {
        let _ = writeln!(d, "\n{}", t!(lang, "stats-last"));
        for h in history {
            let _ = writeln!(
                d,
                "{}",
                t!(
                    lang,
                    "stats-match",
                    number = h.table.0,
                    players = h.players,
                    result = t!(lang, if h.won { "stats-won" } else { "stats-lost" }),
                    hands = h.hands_won,
                    points = points_word(lang, h.points)
                )
            );
        }
    }
    Rendered {
        embed: Some(Embed {
            title: t!(
                lang,
                "stats-title",
                game = game.entry().name,
                who = escape(name),
                scope = scope(lang, false)
            ),
            description: d.trim_end().to_string(),
            colour: GREEN,
            footer: None,
        }),
        ..Rendered::default()
    }
}

/// A player's record at a game, in the game's own measures.
fn record(lang: Lang, game: GameKind, r: &StandingRow) -> String {
    use crate::discord::front::{Front, with_front};
    with_front!(game, G => <G as Front>::record(lang, r), else format!("{}/{}", r.wins, r.matches))
}

/// A scope, as a board's title names it.
fn scope(lang: Lang, everywhere: bool) -> String {
    t!(
        lang,
        if everywhere {
            "scope-everywhere"
        } else {
            "scope-server"
        }
    )
}

/// A scope as the end of a sentence: "on this server", "anywhere".
fn where_(lang: Lang, everywhere: bool) -> String {
    t!(
        lang,
        if everywhere {
            "where-everywhere"
        } else {
            "where-server"
        }
    )
}
#[cfg(test)]
mod tests {
    #[test]
    fn equal_figures_share_the_rank_of_the_first_and_the_next_skips() {
        assert_eq!(
            super::ranks(&[9, 7, 7, 5, 5, 5, 1]),
            ["1", "=2", "=2", "=4", "=4", "=4", "7"]
        );
        assert!(super::ranks::<u8>(&[]).is_empty());
    }
}
