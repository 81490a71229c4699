//! What the bot remembers of a table on Discord, kept with the table in the store so that it
//! survives a restart: which messages are the live ones, and the live panels. (Where the
//! match is played, its thread, is the table service's: [`crate::table::TableInfo::thread`].)

use serde::{Deserialize, Serialize};

use crate::ai::Level;

/// The Discord side of a table. Unknown or damaged state reads as the default (the bot then
/// posts afresh), so an old or hand-edited row never stops a table.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Frontend {
    /// The server's language when the table was opened (its Discord locale): what the
    /// table's public messages speak.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
    /// The host asked for a thread for the match.
    #[serde(default)]
    pub want_thread: bool,
    /// The level the host chose for computer players (the lobby's Add computer adds one).
    #[serde(default)]
    pub level: Option<Level>,
    #[serde(default)]
    pub lobby_message: Option<u64>,
    /// The lobby message shows its last state (the match began, or the table was
    /// cancelled): it is not edited again.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lobby_closed: bool,
    /// The live table message, when it was posted (Unix ms: edits of messages older than
    /// an hour are capped, so an old one is posted afresh), and the step whose player it
    /// pinged (a turn pings its player once).
    #[serde(default)]
    pub table_message: Option<u64>,
    #[serde(default)]
    pub table_posted_ms: Option<i64>,
    #[serde(default)]
    pub pinged_step: Option<u64>,
    /// The nonce of a table message being posted, saved before the post: after a crash (or
    /// a post whose outcome is unknown) posting with it again finds the message if it was
    /// made, so it is not left behind with live buttons.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub posting: Option<String>,
    /// Earlier table messages still to delete (saved with the message that replaces them,
    /// so a crash before the delete does not leave two live table messages).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub retired: Vec<u64>,
    /// A rematch's lobby: the people of the last match, asked (and pinged, once, as the
    /// lobby is posted) to join until they have.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub invited: Vec<u64>,
    /// The players' live panels, so that they go on updating after a restart. A panel's
    /// token lets the bot edit that one private message, for 15 minutes after the player's
    /// click; older ones are dropped as the state is read back.
    #[serde(
        default,
        skip_serializing_if = "Vec::is_empty",
        deserialize_with = "readable_panels"
    )]
    pub panels: Vec<SavedPanel>,
}

/// The saved panels that still read as panels: a damaged one is dropped (its player
/// reopens their panel) rather than taking the table's whole state with it.
fn readable_panels<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Vec<SavedPanel>, D::Error> {
    let saved = serde_json::Value::deserialize(deserializer)?;
    Ok(saved
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|panel| SavedPanel::deserialize(panel).ok())
        .collect())
}

/// A live panel as saved with the table (see [`Frontend::panels`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedPanel {
    pub user: u64,
    pub token: String,
    /// The player's language (their Discord locale): what their panel speaks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
    /// When the interaction behind `token` arrived (Unix ms).
    pub opened_ms: i64,
    /// The hand and the number of finished tricks the panel last told the player about.
    #[serde(default)]
    pub seen: Option<(u32, usize)>,
    /// The line at the panel's top.
    #[serde(default)]
    pub notice: Option<String>,
}

impl Frontend {
    pub fn parse(text: Option<&str>) -> Frontend {
        text.and_then(|t| serde_json::from_str(t).ok())
            .unwrap_or_default()
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("frontend state serializes")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_panel_is_dropped_and_the_rest_of_the_state_kept() {
        let text = r#"{"lobby_message": 5, "table_message": 9, "panels": [
            {"user": 1, "token": "t", "opened_ms": 10},
            {"user": "not a number"},
            7
        ]}"#;
        let state = Frontend::parse(Some(text));
        assert_eq!(
            (state.lobby_message, state.table_message),
            (Some(5), Some(9))
        );
        assert_eq!(state.panels.len(), 1);
        assert_eq!(state.panels[0].token, "t");
        let odd = Frontend::parse(Some(r#"{"table_message": 9, "panels": "x"}"#));
        assert_eq!((odd.table_message, odd.panels.len()), (Some(9), 0));
    }
}
