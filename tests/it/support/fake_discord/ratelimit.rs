//! Discord's rate limits, as it reports them. Each route counts against a bucket (a fixed
//! window opened by its first request); every answer carries the bucket's `X-RateLimit-*`
//! headers, and a request over budget is refused with 429, `retry_after` in the body and
//! `Retry-After` in the headers, without taking effect. The budgets are Discord's own for
//! what a bot does most:
//!
//! - message writes (`POST/PATCH/DELETE /channels/{c}/messages...`, thread creation in `c`):
//!   5 per 5 s per channel, shared by every such route, as Discord's per-channel bucket is;
//! - an interaction's webhook (`/webhooks/{app}/{token}...`): 5 per 2 s per token;
//! - application emojis (`/applications/{app}/emojis...`, every method): a bucket of their
//!   own per application, [`EMOJI_LIMIT`] per [`EMOJI_WINDOW`] (Discord: "routes for
//!   controlling emojis do not follow the normal rate limit conventions", stricter, with no
//!   figure published);
//! - everything but the interaction endpoints: 50 per second in all (the global limit,
//!   answered with `X-RateLimit-Global` and scope `global`). Discord: "Interaction endpoints
//!   are not bound to the bot's Global Rate Limit": neither the callbacks nor the webhook
//!   routes an interaction's token opens (follow-ups, edits of `@original`) count;
//! - interaction callbacks: exempt from every limit (they still carry headers).
//!
//! A request sent to a bucket before the `retry_after` of its last 429 has passed is a
//! premature retry: serenity's own rate limiter never makes one, a hand-written retry loop
//! does, and Discord counts it towards the invalid requests that end in a ban.

use std::collections::HashMap;
use std::time::Duration;

use serde_json::{Value, json};

/// The global limit: requests per second outside the interaction endpoints.
const GLOBAL_LIMIT: u32 = 50;
const GLOBAL_WINDOW: Duration = Duration::from_secs(1);

/// Calls to an application's emoji routes per [`EMOJI_WINDOW`] (at `rate_limit_scale` 1).
pub const EMOJI_LIMIT: u32 = 5;
/// The window of the emoji routes' bucket (divided by `rate_limit_scale`).
pub const EMOJI_WINDOW: Duration = Duration::from_secs(10);

/// A bucket's window: opened by its first request, closed `per` later.
#[derive(Debug)]
struct Window {
    opened: Duration,
    count: u32,
    /// When the `retry_after` of the last 429 answered for it ends.
    blocked_until: Option<Duration>,
}

impl Window {
    fn new(now: Duration) -> Self {
        Window {
            opened: now,
            count: 0,
            blocked_until: None,
        }
    }

    /// Opens a new window if the last one has closed.
    fn roll(&mut self, now: Duration, per: Duration) {
        if now >= self.opened + per {
            self.opened = now;
            self.count = 0;
        }
    }

    fn reset_after(&self, now: Duration, per: Duration) -> Duration {
        (self.opened + per).saturating_sub(now)
    }

    fn premature_by(&self, now: Duration) -> Option<Duration> {
        self.blocked_until
            .filter(|&until| until > now)
            .map(|until| until - now)
    }
}

/// The bucket a route counts against.
pub(super) struct Bucket {
    /// The bucket with its major parameter (channel, token...): the key of its window.
    pub key: String,
    /// What Discord sends in `X-RateLimit-Bucket`: one opaque id per kind of bucket, the
    /// same for every channel (the major parameter tells the windows apart).
    hash: String,
    limit: u32,
    per: Duration,
    /// Interaction callbacks: counted, never refused.
    exempt: bool,
    /// Whether it counts against the global limit (every route but the interaction
    /// endpoints: callbacks and an interaction token's webhook routes).
    global: bool,
}

/// Which bucket `(method, segments)` counts against (segments after `/api/v10`).
///
/// `scale` speeds Discord's windows up (`per / scale`) for tests that play many turns; 1 is
/// Discord's own pace.
pub(super) fn bucket_of(method: &str, segments: &[&str], scale: u32) -> Bucket {
    let make = |kind: &str, major: &str, limit, per: Duration| Bucket {
        key: format!("{kind}:{major}"),
        hash: opaque_id(kind),
        limit,
        per: per / scale.max(1),
        exempt: false,
        global: true,
    };
    match (method, segments) {
        ("POST", ["interactions", id, _, "callback"]) => Bucket {
            exempt: true,
            global: false,
            ..make("interaction-callback", id, 5, Duration::from_secs(1))
        },
        (_, ["webhooks", _, token, ..]) => Bucket {
            global: false,
            ..make("interaction-webhook", token, 5, Duration::from_secs(2))
        },
        (_, ["applications", app, "emojis", ..]) => {
            make("application-emojis", app, EMOJI_LIMIT, EMOJI_WINDOW)
        }
        _ if channel_write(method, segments).is_some() => {
            make("channel-messages", segments[1], 5, Duration::from_secs(5))
        }
        _ => {
            // Any other route: its own bucket per major parameter, as generous as the
            // global limit, so only the global limit ever refuses it.
            let major = match segments {
                ["channels" | "guilds", id, ..] => (*id).to_owned(),
                _ => String::new(),
            };
            let template: Vec<&str> = segments
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    if i > 0 && s.chars().all(|c| c.is_ascii_digit()) {
                        "{id}"
                    } else {
                        s
                    }
                })
                .collect();
            let kind = format!("{method} /{}", template.join("/"));
            make(&kind, &major, GLOBAL_LIMIT, GLOBAL_WINDOW)
        }
    }
}

/// The channel whose message bucket a write counts against: `POST/PATCH/DELETE` under
/// `/channels/{c}/messages` (reactions apart: Discord limits them on their own) and thread
/// creation in `c`.
pub(super) fn channel_write(method: &str, segments: &[&str]) -> Option<u64> {
    let write = matches!(method, "POST" | "PATCH" | "DELETE");
    let in_messages = match segments {
        ["channels", _, "messages", rest @ ..] => !rest.contains(&"reactions"),
        ["channels", _, "threads"] => method == "POST",
        _ => false,
    };
    if write && in_messages {
        segments[1].parse().ok()
    } else {
        None
    }
}

/// A stable hex id for a kind of bucket (FNV-1a), shaped like Discord's bucket hashes.
fn opaque_id(kind: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in kind.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

/// The limiter's answer to one request.
pub(super) struct Verdict {
    /// The `X-RateLimit-*` headers (and `Retry-After` for a refusal).
    pub headers: Vec<(&'static str, String)>,
    /// The 429 body, if refused.
    pub refused: Option<Value>,
    /// Sent while its bucket or the global limit was still in a 429's `retry_after`.
    pub premature_by: Option<Duration>,
}

/// Every bucket's window, and the global one.
#[derive(Default)]
pub(super) struct Limiter {
    windows: HashMap<String, Window>,
    global: Option<Window>,
    /// How much faster than Discord's the windows run (see [`bucket_of`]); 0 or 1: as fast.
    pub scale: u32,
}

/// Seconds as Discord writes them in headers and bodies: a float with millisecond precision.
fn secs(duration: Duration) -> String {
    format!("{:.3}", duration.as_secs_f64())
}

fn secs_json(duration: Duration) -> Value {
    json!((duration.as_secs_f64() * 1000.0).round() / 1000.0)
}

/// `Retry-After` as a header: whole seconds, rounded up, as HTTP has it (the body's
/// `retry_after` has the precise value).
fn retry_after_header(duration: Duration) -> String {
    let whole = duration.as_secs() + u64::from(duration.subsec_nanos() > 0);
    whole.max(1).to_string()
}

/// The body and headers of a 429, given the headers the bucket already sets.
pub(super) fn rate_limited(
    retry_after: Duration,
    global: bool,
    headers: &mut Vec<(&'static str, String)>,
) -> Value {
    headers.push(("Retry-After", retry_after_header(retry_after)));
    headers.push((
        "X-RateLimit-Scope",
        (if global { "global" } else { "user" }).to_owned(),
    ));
    if global {
        headers.push(("X-RateLimit-Global", "true".to_owned()));
    }
    // As on Discord: no `code` field in a rate limit's body.
    json!({
        "message": "You are being rate limited.",
        "retry_after": secs_json(retry_after),
        "global": global,
    })
}

impl Limiter {
    /// Counts a request at `now` (the fake's clock; `unix_now` the same as Unix time) against
    /// its bucket and the global limit, or refuses it.
    pub(super) fn admit(&mut self, bucket: &Bucket, now: Duration, unix_now: Duration) -> Verdict {
        let window = self
            .windows
            .entry(bucket.key.clone())
            .or_insert_with(|| Window::new(now));
        window.roll(now, bucket.per);
        let global_window = GLOBAL_WINDOW / self.scale.max(1);
        let global = self.global.get_or_insert_with(|| Window::new(now));
        global.roll(now, global_window);
        let mut premature_by = window.premature_by(now);
        if bucket.global {
            premature_by = premature_by.max(global.premature_by(now));
        }

        if bucket.global && global.count >= GLOBAL_LIMIT {
            let retry_after = global.reset_after(now, global_window);
            global.blocked_until = Some(now + retry_after);
            let mut headers = Vec::new();
            let body = rate_limited(retry_after, true, &mut headers);
            return Verdict {
                headers,
                refused: Some(body),
                premature_by,
            };
        }
        let over = !bucket.exempt && window.count >= bucket.limit;
        if !over {
            window.count += 1;
            if bucket.global {
                global.count += 1;
            }
        }
        let reset_after = window.reset_after(now, bucket.per);
        let mut headers = vec![
            ("X-RateLimit-Limit", bucket.limit.to_string()),
            (
                "X-RateLimit-Remaining",
                bucket.limit.saturating_sub(window.count).to_string(),
            ),
            ("X-RateLimit-Reset", secs(unix_now + reset_after)),
            ("X-RateLimit-Reset-After", secs(reset_after)),
            ("X-RateLimit-Bucket", bucket.hash.clone()),
        ];
        let refused = over.then(|| {
            window.blocked_until = Some(now + reset_after);
            rate_limited(reset_after, false, &mut headers)
        });
        Verdict {
            headers,
            refused,
            premature_by,
        }
    }

    /// Marks a bucket as refused until `now + retry_after`, for a 429 answered by a route
    /// itself (an edit of an old message).
    pub(super) fn block(&mut self, key: &str, now: Duration, retry_after: Duration) {
        let window = self
            .windows
            .entry(key.to_owned())
            .or_insert_with(|| Window::new(now));
        window.blocked_until = Some(now + retry_after);
    }
}
