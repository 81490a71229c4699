//! Leaderboards and a player's stats.

use std::fmt::Write as _;

use super::{Embed, GOLD, GREEN, Rendered, escape, plural, points_word};
use crate::rating::PROVISIONAL_MATCHES;
use crate::table::{HistoryRow, Ranking, StandingRow};
use crate::table::{Rating, RatingChange, RatingRow};

/// A leaderboard: players in the order of `ranking` (the store breaks ties by the next
/// measures: wins by fewer matches then hands won, win rate by more matches, hands by wins),
/// and players level on every measure share a rank, shown as such (`=2.`). `played_any`
/// tells an empty board why it is empty.
pub fn leaderboard(
    rows: &[StandingRow],
    scope: &str,
    ranking: Ranking,
    min_matches: u32,
    played_any: bool,
) -> Rendered {
    let mut d = String::new();
    if rows.is_empty() {
        d.push_str(&if !played_any {
            format!(
                "No finished matches yet {}: finish one to appear here.",
                where_(scope)
            )
        } else {
            format!(
                "Nobody has {} yet: the win-rate board ranks players from their {min_matches}th.",
                plural(min_matches, "finished match", "finished matches")
            )
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
            "{rank}. **{}** · {} of {} ({:.0}%) · {}",
            escape(&r.name),
            plural(r.wins, "win", "wins"),
            plural(r.matches, "match", "matches"),
            100.0 * r.win_rate(),
            plural(r.hands_won, "hand won", "hands won"),
        );
    }
    let by = match ranking {
        Ranking::Wins => "matches won".to_string(),
        Ranking::WinRate => format!("win rate (from {min_matches} matches)"),
        Ranking::Hands => "hands won".to_string(),
    };
    Rendered {
        embed: Some(Embed {
            title: format!("Ribs leaderboard · {scope} · by {by}"),
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
fn rater_name(row: &RatingRow) -> String {
    match (row.rater.level(), &row.name) {
        (Some(level), _) => format!("🤖 {level} computer"),
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
pub fn rating_board(rows: &[RatingRow], scope: &str) -> Rendered {
    let mut d = String::new();
    if rows.is_empty() {
        d.push_str(&format!(
            "No rated matches yet {}: finish one to appear here.",
            where_(scope)
        ));
    }
    let keys: Vec<i64> = rows.iter().map(|r| r.rating.shown()).collect();
    for (r, rank) in rows.iter().zip(ranks(&keys)) {
        let _ = writeln!(
            d,
            "{rank}. **{}** {} · {}",
            rater_name(r),
            rating_text(&r.rating),
            plural(r.rating.matches, "rated match", "rated matches"),
        );
    }
    Rendered {
        embed: Some(Embed {
            title: format!("Ribs leaderboard · {scope} · by rating"),
            description: d.trim_end().to_string(),
            colour: GOLD,
            footer: Some(format!(
                "Rating: the skill a player has for sure (Weng-Lin, μ − 3σ). ? until {} rated matches.",
                PROVISIONAL_MATCHES
            )),
        }),
        ..Rendered::default()
    }
}

/// A player's stats: their rating (with rank and last changes), record and last matches.
pub fn stats(
    name: &str,
    scope: &str,
    rating: Option<&(Rating, u32, Vec<RatingChange>)>,
    row: Option<&StandingRow>,
    history: &[HistoryRow],
) -> Rendered {
    let mut d = String::new();
    if let Some((r, rank, changes)) = rating {
        let _ = writeln!(
            d,
            "Rating: **{}** (rank {rank} {})",
            rating_text(r),
            where_(scope)
        );
        if !changes.is_empty() {
            let deltas: Vec<String> = changes
                .iter()
                .map(|c| {
                    let delta = c.after.shown() - c.before.shown();
                    format!(
                        "{}{delta} (match {})",
                        if delta >= 0 { "+" } else { "" },
                        c.table
                    )
                })
                .collect();
            let _ = writeln!(d, "Last changes: {}", deltas.join(", "));
        }
    }
    match row {
        None => d.push_str(&format!("No finished matches yet {}.", where_(scope))),
        Some(r) => {
            let _ = writeln!(
                d,
                "Matches: {} played, {} won ({:.0}%)\nHands won: {}\nPoints captured: {}\nBids: {} made, {} lost\nCracks: {} · Folds: {}",
                r.matches,
                r.wins,
                100.0 * r.win_rate(),
                r.hands_won,
                r.points,
                r.bids_made,
                r.bids_lost,
                r.cracks,
                r.folds
            );
        }
    }
    if !history.is_empty() {
        let _ = writeln!(d, "\nLast matches:");
        for h in history {
            let _ = writeln!(
                d,
                "match {} · {} players · {} · {} · {}",
                h.table,
                h.players,
                if h.won { "**won**" } else { "lost" },
                plural(h.hands_won, "hand won", "hands won"),
                points_word(h.points)
            );
        }
    }
    Rendered {
        embed: Some(Embed {
            title: format!("{} · Ribs stats · {scope}", escape(name)),
            description: d.trim_end().to_string(),
            colour: GREEN,
            footer: None,
        }),
        ..Rendered::default()
    }
}

/// A scope as the end of a sentence: "on this server", "anywhere".
fn where_(scope: &str) -> String {
    match scope {
        "everywhere" => "anywhere".into(),
        other => format!("on {other}"),
    }
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
