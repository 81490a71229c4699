//! Discord's JSON error answers, as the REST routes return them.

use serde_json::{Value, json};

/// Discord's JSON error answer.
#[derive(Clone, Debug)]
pub(crate) struct ApiError {
    pub(super) status: u16,
    pub(super) code: i64,
    pub(super) message: String,
    pub(super) errors: Option<Value>,
    /// For an error answered as a 429: how long to wait, in milliseconds (0: not a 429).
    /// Milliseconds in a `u32` so that the error stays small.
    pub(super) retry_after_ms: u32,
}

impl ApiError {
    pub(super) fn new(status: u16, code: i64, message: &str) -> Self {
        ApiError {
            status,
            code,
            message: message.to_owned(),
            errors: None,
            retry_after_ms: 0,
        }
    }

    pub(super) fn json(&self) -> Value {
        let mut body = json!({"code": self.code, "message": self.message});
        if let Some(errors) = &self.errors {
            body["errors"] = errors.clone();
        }
        if self.retry_after_ms > 0 {
            body["retry_after"] = json!(f64::from(self.retry_after_ms) / 1000.0);
            body["global"] = json!(false);
        }
        body
    }

    /// 403, code 50001: the bot cannot see the channel (or is no longer in the guild).
    pub(super) fn missing_access() -> Self {
        Self::new(403, 50001, "Missing Access")
    }

    /// 403, code 50013: the bot may see the channel but not do this there.
    pub(super) fn missing_permissions() -> Self {
        Self::new(403, 50013, "Missing Permissions")
    }

    /// 400, code 50083: a change in an archived thread.
    pub(super) fn thread_archived() -> Self {
        Self::new(400, 50083, "Thread is archived")
    }

    pub(super) fn unknown_channel() -> Self {
        Self::new(404, 10003, "Unknown Channel")
    }

    pub(super) fn unknown_message() -> Self {
        Self::new(404, 10008, "Unknown Message")
    }

    pub(super) fn unknown_webhook() -> Self {
        Self::new(404, 10015, "Unknown Webhook")
    }

    pub(super) fn unknown_interaction() -> Self {
        Self::new(404, 10062, "Unknown interaction")
    }
}
