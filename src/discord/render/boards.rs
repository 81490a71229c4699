//! Leaderboards and a player's stats.

use std::fmt::Write as _;

use super::{Embed, GOLD, GREEN, Rendered, points_word};
use crate::table::{HistoryRow, Ranking, StandingRow};

pub fn leaderboard(
    rows: &[StandingRow],
    scope: &str,
    ranking: Ranking,
    min_matches: u32,
) -> Rendered {
    let mut d = String::new();
    if rows.is_empty() {
        d.push_str("No finished matches yet.");
    }
    for (i, r) in rows.iter().enumerate() {
        let _ = writeln!(
            d,
            "{}. **{}** — {} wins / {} matches ({:.0}%) · {} hands won",
            i + 1,
            r.name,
            r.wins,
            r.matches,
            100.0 * r.win_rate(),
            r.hands_won
        );
    }
    let by = match ranking {
        Ranking::Wins => "matches won".to_string(),
        Ranking::WinRate => format!("win rate (at least {min_matches} matches)"),
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

pub fn stats(
    name: &str,
    scope: &str,
    row: Option<&StandingRow>,
    history: &[HistoryRow],
) -> Rendered {
    let mut d = String::new();
    match row {
        None => d.push_str("No finished matches yet."),
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
                "#{} · {} players · {} · {} hand wins · {}",
                h.table,
                h.players,
                if h.won { "**won**" } else { "lost" },
                h.hands_won,
                points_word(h.points)
            );
        }
    }
    Rendered {
        embed: Some(Embed {
            title: format!("{name} · Ribs stats · {scope}"),
            description: d.trim_end().to_string(),
            colour: GREEN,
            footer: None,
        }),
        ..Rendered::default()
    }
}
