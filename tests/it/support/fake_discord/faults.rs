//! Fault injection: failing and slow REST calls ([`FailRule`]), thread creation refused,
//! gateway restarts and closes, places the bot loses, a rejected token.

use std::time::Duration;

use axum::http::StatusCode;

use super::{ApiError, FakeDiscord, GatewayEvent, State};

impl FakeDiscord {
    /// Makes thread creation (`POST /channels/{c}/threads` and `.../messages/{m}/threads`)
    /// fail as Discord would, until called again with `None`.
    pub fn fail_threads(&self, failure: Option<ThreadFailure>) {
        self.inner.with(|s| {
            s.failures.retain(|rule| !rule.is_thread_rule());
            if let Some(failure) = failure {
                let (status, code, message) = failure.answer();
                for path in ["/channels/*/threads", "/channels/*/messages/*/threads"] {
                    s.failures
                        .push(FailRule::new("POST", path, status, code, message));
                }
            }
        });
    }

    /// Makes matching REST calls fail (see [`FailRule`]). Rules are tried in order.
    pub fn fail_requests(&self, rule: FailRule) {
        self.inner.with(|s| s.failures.push(rule));
    }

    /// Removes every failure rule.
    pub fn clear_failures(&self) {
        self.inner.with(|s| s.failures.clear());
    }

    /// How long after injection an interaction may still be acknowledged (Discord: 3 s).
    pub fn set_ack_deadline(&self, deadline: Duration) {
        self.inner.with(|s| s.ack_deadline = deadline);
    }

    /// The heartbeat interval announced in later HELLOs (default 1 s, so that heartbeats are
    /// exercised even in short tests; Discord's is about 41 s).
    pub fn set_heartbeat_interval(&self, interval: Duration) {
        let millis = u64::try_from(interval.as_millis())
            .unwrap_or(u64::MAX)
            .max(1);
        self.inner
            .with(|s| s.gateway.heartbeat_interval_ms = millis);
    }

    /// Asks every connected bot to reconnect (op 7 RECONNECT), as Discord does now and
    /// then. serenity then resumes on a new WebSocket: events injected meanwhile are
    /// replayed after the RESUME.
    pub fn restart_gateway(&self) {
        self.inner.with(|s| s.gateway.request_reconnect());
    }

    /// Closes every gateway connection with the given close code (e.g. 4000, "unknown
    /// error, reconnect"; 1000 makes the session unresumable).
    pub fn close_gateway(&self, code: u16) {
        self.inner.with(|s| s.gateway.close_all(code));
    }
}

/// Places the bot may lose, and what it may do there.
impl FakeDiscord {
    /// Denies the bot `permissions` in `channel` with a member overwrite (replacing any
    /// earlier one), as a server admin would, and sends CHANNEL_UPDATE. The channel's
    /// threads follow it. Then REST writes it may not make answer 403 50013, every call
    /// without View Channel answers 403 50001, and interactions from the channel carry the
    /// reduced `app_permissions`.
    ///
    /// # Panics
    /// If the channel is unknown or deleted, a thread or a DM (Discord has no overwrites
    /// there).
    pub fn deny_bot(&self, channel: u64, permissions: serenity::all::Permissions) {
        let set = self
            .inner
            .with(|s| s.set_bot_overwrite(channel, Some(permissions.bits())));
        if let Err(why) = set {
            panic!("fake Discord: cannot deny the bot anything: {why}");
        }
    }

    /// Removes the bot's overwrite in `channel` (CHANNEL_UPDATE).
    ///
    /// # Panics
    /// As [`FakeDiscord::deny_bot`].
    pub fn allow_bot(&self, channel: u64) {
        let set = self.inner.with(|s| s.set_bot_overwrite(channel, None));
        if let Err(why) = set {
            panic!("fake Discord: cannot allow the bot anything: {why}");
        }
    }

    /// The bot's permissions in a channel or thread, as Discord computes them (and sends
    /// them in `app_permissions`).
    pub fn bot_permissions(&self, channel: u64) -> serenity::all::Permissions {
        serenity::all::Permissions::from_bits_truncate(
            self.inner.read(|s| s.bot_permissions_in(channel)),
        )
    }

    /// Deletes a channel or a thread, as a server admin would: CHANNEL_DELETE (THREAD_DELETE
    /// for a thread) on the gateway, and 404 10003 "Unknown Channel" for every later call
    /// on it (and on the threads of a deleted channel).
    ///
    /// # Panics
    /// If the channel is unknown, already deleted, or a DM.
    pub fn delete_channel(&self, channel: u64) {
        if let Err(why) = self.inner.with(|s| s.delete_channel(channel)) {
            panic!("fake Discord: cannot delete the channel: {why}");
        }
    }

    /// Kicks the bot from the guild: GUILD_DELETE (without `unavailable`, which would mean
    /// an outage) and 403 50001 "Missing Access" for every later call in the guild. A new
    /// IDENTIFY gets a READY without the guild.
    pub fn remove_bot_from_guild(&self) {
        self.inner.with(State::remove_bot_from_guild);
    }

    /// Archives a thread, as Discord does after its inactivity period or a moderator does:
    /// THREAD_UPDATE with `thread_metadata.archived`. The bot's next post unarchives it
    /// (THREAD_UPDATE again), unless it is also locked (400 50083); edits are refused
    /// (400 50083) while it is archived.
    ///
    /// # Panics
    /// If `thread` is not a thread.
    pub fn archive_thread(&self, thread: u64) {
        self.set_thread_flags(thread, Some(true), None);
    }

    /// Locks a thread, as a moderator does: THREAD_UPDATE with `thread_metadata.locked`.
    /// The bot's posts are then refused (403 50013).
    ///
    /// # Panics
    /// If `thread` is not a thread.
    pub fn lock_thread(&self, thread: u64) {
        self.set_thread_flags(thread, None, Some(true));
    }

    fn set_thread_flags(&self, thread: u64, archived: Option<bool>, locked: Option<bool>) {
        let is_thread = self.inner.with(|s| {
            let is_thread = s.live_channel(thread).is_some_and(|c| c.thread.is_some());
            if is_thread {
                s.set_thread_flags(thread, archived, locked);
            }
            is_thread
        });
        assert!(is_thread, "fake Discord: {thread} is not a live thread");
    }

    /// A moderator deletes one of the bot's messages: it is gone for every user and every
    /// route (later edits: 404 10008), and MESSAGE_DELETE is sent if the bot identified with
    /// the GUILD_MESSAGES intent (DIRECT_MESSAGES in a DM). [`FakeDiscord::events`] records
    /// the event either way.
    ///
    /// # Panics
    /// If the message is unknown, ephemeral or already deleted.
    pub fn delete_message_as_moderator(&self, message: u64) {
        if let Err(why) = self.inner.with(|s| s.delete_as_moderator(message)) {
            panic!("fake Discord: cannot delete the message: {why}");
        }
    }

    /// Every event the fake produced for the gateway, in order, with whether the bot's
    /// intents let it be sent ([`GatewayEvent::sent`]).
    pub fn events(&self) -> Vec<GatewayEvent> {
        self.inner.read(|s| s.events.clone())
    }

    /// From now on every REST call is answered 401 `{"message": "401: Unauthorized", "code":
    /// 0}` and every IDENTIFY or RESUME is closed with 4004 "Authentication failed", as for
    /// a revoked token. `GET /gateway` still answers: Discord does not ask a token for it.
    pub fn reject_token(&self) {
        self.inner.with(|s| s.token_rejected = true);
    }

    /// Undoes [`FakeDiscord::reject_token`].
    pub fn accept_token(&self) {
        self.inner.with(|s| s.token_rejected = false);
    }
}

/// How thread creation fails ([`FakeDiscord::fail_threads`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThreadFailure {
    /// 403, code 50013 "Missing Permissions".
    MissingPermissions,
    /// 400, code 160006 "Maximum number of active threads reached".
    MaxActiveThreads,
}

impl ThreadFailure {
    fn answer(self) -> (u16, i64, &'static str) {
        match self {
            Self::MissingPermissions => (403, 50013, "Missing Permissions"),
            Self::MaxActiveThreads => (400, 160_006, "Maximum number of active threads reached"),
        }
    }
}

/// A rule making REST calls fail or hang ([`FakeDiscord::fail_requests`]): an error answered
/// instead of the call ([`FailRule::new`]), an error answered *after* the call took effect
/// ([`FailRule::after_effect`]: the message is created, the bot is told 502), an answer held
/// back ([`FailRule::delayed`], [`FailRule::slow`]) to test HTTP timeouts.
#[derive(Clone, Debug)]
pub struct FailRule {
    /// `GET`, `POST`, ... or `*` for any.
    pub method: String,
    /// The path after `/api/v10`, where `*` stands for one segment, e.g.
    /// `/channels/*/messages`.
    pub path: String,
    /// Whether the call is answered with the error below (false: only delayed).
    pub fails: bool,
    /// The status to answer.
    pub status: u16,
    /// Discord's JSON error code.
    pub code: i64,
    /// Discord's error message.
    pub message: String,
    /// How many calls it applies to; `None` for all of them.
    pub times: Option<u32>,
    /// Whether the call takes effect before the rule applies: the error (and the delay) come
    /// after the message was created or edited, as a real 502 or timeout can.
    pub after_effect: bool,
    /// How long the answer is held back: before the call takes effect (the effect comes
    /// late, even if the client gave up), or after it with `after_effect`.
    pub delay: Duration,
    /// For a 429: the `retry_after` answered (and its bucket held that long).
    pub retry_after: Duration,
    /// Applies only to calls that upload files (multipart), e.g. a picture Discord refuses.
    pub with_files: bool,
}

impl FailRule {
    /// A rule failing every matching call with a Discord error, before it takes effect.
    pub fn new(method: &str, path: &str, status: u16, code: i64, message: &str) -> Self {
        FailRule {
            method: method.to_owned(),
            path: path.to_owned(),
            fails: true,
            status,
            code,
            message: message.to_owned(),
            times: None,
            after_effect: false,
            delay: Duration::ZERO,
            retry_after: Duration::ZERO,
            with_files: false,
        }
    }

    /// A 429 as Discord answers a bucket out of budget: `retry_after` in the body and the
    /// headers, and the bucket held that long.
    pub fn rate_limited(method: &str, path: &str, retry_after: Duration) -> Self {
        FailRule {
            retry_after,
            ..Self::new(method, path, 429, 0, "You are being rate limited.")
        }
    }

    /// A server error (500, 502, 503, 504) as Discord's API answers one:
    /// `{"message": "502: Bad Gateway", "code": 0}`.
    pub fn server_error(method: &str, path: &str, status: u16) -> Self {
        let reason = StatusCode::from_u16(status)
            .ok()
            .and_then(|s| s.canonical_reason())
            .unwrap_or("Server Error");
        Self::new(method, path, status, 0, &format!("{status}: {reason}"))
    }

    /// A rule that makes matching calls wait `delay` and then answers them normally (the
    /// call takes effect after the delay, whether or not the client still waits).
    pub fn slow(method: &str, path: &str, delay: Duration) -> Self {
        FailRule {
            fails: false,
            delay,
            ..Self::new(method, path, 200, 0, "")
        }
    }

    /// Applies to the next `n` matching calls only.
    #[must_use]
    pub fn times(mut self, n: u32) -> Self {
        self.times = Some(n);
        self
    }

    /// Applies only to calls that upload files.
    #[must_use]
    pub fn with_files(mut self) -> Self {
        self.with_files = true;
        self
    }

    /// Lets the call take effect first: the error (or the delayed answer) comes after it.
    #[must_use]
    pub fn after_effect(mut self) -> Self {
        self.after_effect = true;
        self
    }

    /// Holds the answer back by `delay`.
    #[must_use]
    pub fn delayed(mut self, delay: Duration) -> Self {
        self.delay = delay;
        self
    }

    pub(super) fn error(&self) -> ApiError {
        let mut error = ApiError::new(self.status, self.code, &self.message);
        error.retry_after_ms = u32::try_from(self.retry_after.as_millis()).unwrap_or(u32::MAX);
        error
    }

    pub(super) fn is_thread_rule(&self) -> bool {
        self.method == "POST" && self.path.ends_with("/threads")
    }

    pub(super) fn matches(&self, method: &str, segments: &[&str], has_files: bool) -> bool {
        if self.times == Some(0)
            || (self.method != "*" && self.method != method)
            || (self.with_files && !has_files)
        {
            return false;
        }
        let pattern: Vec<&str> = self.path.split('/').filter(|s| !s.is_empty()).collect();
        pattern.len() == segments.len()
            && pattern
                .iter()
                .zip(segments)
                .all(|(p, s)| *p == "*" || p == s)
    }
}
