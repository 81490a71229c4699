//! Forgetting a person, in the writer's transaction: their id and every name they played
//! under leave the database, and an anonymous "former player" of their own takes their
//! place in what others' results and ratings are made of.
//!
//! Why an id of their own: ratings are a pure function of every match's results in order,
//! each rater rated as one person. One shared "former player" would merge everyone
//! forgotten into a single rater and change everyone else's ratings when they are computed
//! again; a fresh id per person changes nobody's. Anonymous ids are below
//! [`ANONYMOUS_BELOW`]: negative, so never a Discord id (positive, 63 bits), a computer
//! rater (-1 to -3) or the terminal's player (1). As a [`UserId`] (a `u64`) they are the
//! same 64 bits, in the upper half no platform id reaches.
//!
//! Two columns are opaque here: `matches.frontend` (the front end's state: message ids,
//! live panels with their interaction tokens, rematch invitations) and `matches.closing`
//! (the table service's account of why a table closed, which names who stopped it). The
//! store does not know their shapes, only that they are JSON, and takes the person out of
//! them by one rule ([`scrub`]): a list's element that is their id, or a record holding
//! their id (a live panel, token and all), is removed; any other value that is their id is
//! replaced by the anonymous one (so `{"closing": "stopped", "by": ID}` still reads). A
//! text that does not parse as JSON and names the id is dropped (front ends read a missing
//! state as a fresh one).

use serde_json::Value;

use super::UserId;

/// The name a forgotten person's seats show, in every match they played.
pub const FORMER_PLAYER: &str = "former player";

/// Every anonymous id is below this one.
pub(crate) const ANONYMOUS_BELOW: i64 = -(1 << 32);

/// What forgetting a person changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forgotten {
    /// The anonymous player in their place: `None` when nothing of them was stored.
    pub anonymous: Option<UserId>,
    /// The matches (of any status) whose seats named them, a former player's now.
    pub matches: u64,
}

/// Whether `text` names the id `user`: as a JSON value anywhere in it, or (a text that is
/// not JSON) as a number of its own, not a part of a longer one.
pub(crate) fn mentions(text: &str, user: u64) -> bool {
    match serde_json::from_str::<Value>(text) {
        Ok(value) => names(&value, user),
        Err(_) => in_text(text, &user.to_string()),
    }
}

fn names(value: &Value, user: u64) -> bool {
    match value {
        Value::Array(items) => items.iter().any(|v| names(v, user)),
        Value::Object(members) => members.values().any(|v| names(v, user)),
        other => is(other, user),
    }
}

/// Whether a JSON value is the id (a number, or a string of its digits, as Discord writes
/// ids).
fn is(value: &Value, user: u64) -> bool {
    match value {
        Value::Number(n) => n.as_u64() == Some(user),
        Value::String(s) => s.parse::<u64>().ok() == Some(user),
        _ => false,
    }
}

/// Whether `digits` occur in `text` as a number of their own.
fn in_text(text: &str, digits: &str) -> bool {
    text.match_indices(digits)
        .any(|(at, _)| whole(text, at, digits.len()))
}

/// `text` with every number of its own that is `digits` replaced by `with`.
fn replaced_in_text(text: &str, digits: &str, with: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut last = 0;
    for (at, _) in text.match_indices(digits) {
        if whole(text, at, digits.len()) {
            out.push_str(&text[last..at]);
            out.push_str(with);
            last = at + digits.len();
        }
    }
    out.push_str(&text[last..]);
    out
}

/// Whether the `len` bytes at `at` in `text` are a number of their own: no digit just
/// before or after.
fn whole(text: &str, at: usize, len: usize) -> bool {
    let before = text[..at].chars().next_back();
    let after = text[at + len..].chars().next();
    !before.is_some_and(|c| c.is_ascii_digit()) && !after.is_some_and(|c| c.is_ascii_digit())
}

/// `text` without the person, if it named them (`None`: it did not): the JSON
/// [`scrub`]bed, or no text at all for a text that is not JSON or is nothing but the id.
pub(crate) fn scrubbed(text: &str, user: u64, anonymous: u64) -> Option<Option<String>> {
    match serde_json::from_str::<Value>(text) {
        Ok(mut value) => {
            if is(&value, user) {
                return Some(None);
            }
            scrub(&mut value, user, anonymous).then(|| Some(value.to_string()))
        }
        Err(_) => in_text(text, &user.to_string()).then_some(None),
    }
}

/// Takes the person out of a JSON document: a list's element that is their id, or an
/// object holding their id as one of its values (a record about them), is removed; any
/// other value that is their id becomes `anonymous`; a string that names the id among
/// other text names `anonymous` instead. Whether anything changed.
fn scrub(value: &mut Value, user: u64, anonymous: u64) -> bool {
    let about = |v: &Value| {
        is(v, user)
            || v.as_object()
                .is_some_and(|members| members.values().any(|m| is(m, user)))
    };
    match value {
        Value::Array(items) => {
            let before = items.len();
            items.retain(|item| !about(item));
            let mut changed = items.len() != before;
            for item in items {
                changed |= scrub(item, user, anonymous);
            }
            changed
        }
        Value::Object(members) => {
            let mut changed = false;
            for member in members.values_mut() {
                if is(member, user) {
                    *member = Value::from(anonymous);
                    changed = true;
                } else {
                    changed |= scrub(member, user, anonymous);
                }
            }
            changed
        }
        Value::String(s) => {
            let digits = user.to_string();
            if !in_text(s, &digits) {
                return false;
            }
            *s = replaced_in_text(s, &digits, &anonymous.to_string());
            true
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    const ANON: u64 = u64::MAX - (1 << 32);

    #[test]
    fn a_record_about_the_person_leaves_a_list_and_their_id_leaves_every_value() {
        let mut state = json!({
            "table_message": 5,
            "invited": [41, 123456789012345678u64, 43],
            "panels": [
                {"user": 123456789012345678u64, "token": "secret", "opened_ms": 1},
                {"user": 41, "token": "other", "notice": "<@123456789012345678> played"}
            ],
            "by": 123456789012345678u64,
        });
        assert!(scrub(&mut state, 123456789012345678, ANON));
        assert_eq!(
            state,
            json!({
                "table_message": 5,
                "invited": [41, 43],
                "panels": [
                    {"user": 41, "token": "other", "notice": format!("<@{ANON}> played")}
                ],
                "by": ANON,
            })
        );
        assert!(!mentions(&state.to_string(), 123456789012345678));
    }

    #[test]
    fn a_longer_number_holding_the_digits_is_not_the_person() {
        let mut state = json!({"table_message": 1041, "retired": [410], "note": "x1041y"});
        let before = state.clone();
        assert!(!scrub(&mut state, 41, ANON));
        assert_eq!(state, before);
        assert!(!mentions(&state.to_string(), 41));
        assert!(in_text("x41y", "41") && !in_text("1041", "41"));
        assert_eq!(scrubbed(r#"{"a": 1}"#, 41, ANON), None);
        assert_eq!(scrubbed("not json 41", 41, ANON), Some(None));
        assert_eq!(scrubbed("41", 41, ANON), Some(None));
        let closing = scrubbed(r#"{"closing":"stopped","by":41,"admin":true}"#, 41, ANON);
        let closing: Value = serde_json::from_str(&closing.unwrap().unwrap()).unwrap();
        assert_eq!(
            closing,
            json!({"closing": "stopped", "by": ANON, "admin": true})
        );
    }
}
