//! Builders for slash command options, as Discord sends them in `data.options`.

use super::FakeUser;
use serde_json::{Value, json};

/// A subcommand (type 1) with its options.
pub fn sub(name: &str, options: impl IntoIterator<Item = Value>) -> Value {
    json!({"type": 1, "name": name, "options": options.into_iter().collect::<Vec<_>>()})
}

/// A subcommand group (type 2) with its subcommands.
pub fn group(name: &str, subcommands: impl IntoIterator<Item = Value>) -> Value {
    json!({"type": 2, "name": name, "options": subcommands.into_iter().collect::<Vec<_>>()})
}

/// A string option (type 3).
pub fn string(name: &str, value: &str) -> Value {
    json!({"type": 3, "name": name, "value": value})
}

/// An integer option (type 4).
pub fn int(name: &str, value: i64) -> Value {
    json!({"type": 4, "name": name, "value": value})
}

/// A boolean option (type 5).
pub fn boolean(name: &str, value: bool) -> Value {
    json!({"type": 5, "name": name, "value": value})
}

/// A user option (type 6); the fake adds the `resolved` user and member.
pub fn user(name: &str, user: &FakeUser) -> Value {
    json!({"type": 6, "name": name, "value": user.id.to_string()})
}

/// A channel option (type 7).
pub fn channel(name: &str, channel_id: u64) -> Value {
    json!({"type": 7, "name": name, "value": channel_id.to_string()})
}

/// A number option (type 10).
pub fn number(name: &str, value: f64) -> Value {
    json!({"type": 10, "name": name, "value": value})
}
