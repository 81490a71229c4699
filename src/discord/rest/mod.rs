//! The bot's own REST calls for what it writes on its own initiative: table messages,
//! announcements, threads and the edits of players' live panels.
//!
//! - **Paced**: each channel takes at most [`CHANNEL_WRITES`] writes per [`CHANNEL_WINDOW`]
//!   (Discord's budget for a channel's messages), each interaction token 5 per 2 s, and
//!   the bot 45 requests a second in all; every `X-RateLimit-Remaining: 0` and every 429's
//!   `retry_after` is waited out before the next call to that bucket.
//! - **Retried**: server errors (5xx), timeouts and broken connections are tried again with
//!   backoff, a bounded number of times. Message creation carries a nonce that Discord
//!   enforces, so a retry after a lost answer never posts twice.
//! - **Classified**: an answer that means the channel is gone or closed to the bot, a
//!   message deleted, a token expired, or an old message's edit cap (30046, which may come
//!   as a 429) comes back as a [`RestError`] a caller can act on: never retried in a loop.
//! - **Stopped** at the first 401, or when the bot stops after a fatal gateway close: the
//!   token is dead, and every later call fails at once without reaching Discord (401s
//!   count toward Discord's ban on invalid requests), calls waiting for their bucket
//!   included: they never go.
//!
//! Why not serenity's own rate limiter: it ignores the proxy seam (so it cannot be tested
//! against a fake Discord), and it sleeps and retries in place on a 429, which on an old
//! message's edit cap would stall a table. serenity still answers interactions and
//! registers commands, over the same HTTP client (with its timeout).

use std::collections::{HashMap, VecDeque};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use reqwest::{Method, StatusCode};
use serde::Serialize;
use serde_json::Value;
use thiserror::Error;
use tokio::time::{Instant, sleep_until};
use tokio_util::sync::CancellationToken;

mod emojis;
mod files;

pub use emojis::AppEmoji;
pub use files::{Attach, Upload};
use files::{attachments, multipart};

/// Writes a channel takes per window.
pub const CHANNEL_WRITES: usize = 5;
/// The window of a channel's writes (with a little margin over Discord's 5 s).
pub const CHANNEL_WINDOW: Duration = Duration::from_millis(5_100);
/// Edits per interaction token per window.
const TOKEN_WRITES: usize = 5;
const TOKEN_WINDOW: Duration = Duration::from_millis(2_100);
/// Calls to the application's emoji routes per window (stricter than other routes).
const EMOJI_CALLS: usize = 5;
const EMOJI_WINDOW: Duration = Duration::from_millis(10_100);
/// Requests per second in all (Discord's global limit is 50).
const GLOBAL_REQUESTS: usize = 45;
const GLOBAL_WINDOW: Duration = Duration::from_secs(1);
/// Attempts of one call: the first and the retries after transient failures or 429s.
const ATTEMPTS: u32 = 5;
/// The first retry's wait after a transient failure; it doubles each time.
const BACKOFF: Duration = Duration::from_millis(400);
/// How long one HTTP request may take before it counts as failed.
pub const HTTP_TIMEOUT: Duration = Duration::from_secs(10);
/// The shortest timeout a scaled [`Pace`] gives.
const MIN_TIMEOUT: Duration = Duration::from_secs(2);
/// What every call of the bot says it is. Discord requires `DiscordBot ($url,
/// $versionNumber)` on every HTTP API request and may refuse one without it (403).
/// serenity's calls carry serenity's own (`DiscordBot (https://github.com/serenity-rs/serenity,
/// 0.12.x)`, set on each of its requests); this one is ours, from Cargo.toml's
/// `repository` and `version` (one place to change them).
pub const USER_AGENT: &str = concat!(
    "DiscordBot (",
    env!("CARGO_PKG_REPOSITORY"),
    ", ",
    env!("CARGO_PKG_VERSION"),
    ")"
);

/// Why a call did not do what it was asked.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum RestError {
    #[error("Discord refused the bot token (401 Unauthorized): check DISCORD_TOKEN")]
    Unauthorized,
    /// The channel is gone or closed to the bot: Missing Access (50001), Missing
    /// Permissions (50013), Unknown Channel (10003), or a locked, archived thread (50083).
    #[error("the channel is not available to the bot (Discord error {code}: {message})")]
    PlaceGone { code: i64, message: String },
    /// The message was deleted (10008).
    #[error("the message is gone")]
    UnknownMessage,
    /// An interaction token past its 15 minutes (50027), or its webhook gone (10015).
    #[error("the interaction token has expired")]
    TokenExpired,
    /// Edits of this message, older than an hour, are capped (30046).
    #[error("the message is too old to edit")]
    OldMessage,
    #[error("Discord answered {status} (error {code}: {message})")]
    Refused {
        status: u16,
        code: i64,
        message: String,
    },
    /// Still failing (5xx, timeouts, broken connections, 429s) after every attempt.
    #[error("Discord could not be reached: {0}")]
    Unreachable(String),
}

/// Discord's codes for an interaction token it no longer takes: past its 15 minutes
/// (50027), or its webhook gone (10015). They may come with a 401, which is then the
/// interaction's, not the bot's.
const TOKEN_EXPIRED: [i64; 2] = [50027, 10015];

impl RestError {
    fn of(method: &Method, status: StatusCode, body: &Value) -> RestError {
        let code = body["code"].as_i64().unwrap_or(0);
        let message = body["message"].as_str().unwrap_or_default().to_string();
        match (status.as_u16(), code) {
            // An interaction's token past its 15 minutes answers 401 too: not the bot's.
            (_, code) if TOKEN_EXPIRED.contains(&code) => RestError::TokenExpired,
            (401, _) => RestError::Unauthorized,
            (_, 30046) => RestError::OldMessage,
            (_, 10008) => RestError::UnknownMessage,
            // An edit in an archived thread: the message cannot change where it is, but a
            // new post reopens the thread (a locked one refuses that post: then it is gone).
            (400, 50083) if *method == Method::PATCH => RestError::OldMessage,
            (403 | 404 | 400, 50001 | 50013 | 10003 | 50083) => {
                RestError::PlaceGone { code, message }
            }
            (status, code) => RestError::Refused {
                status,
                code,
                message,
            },
        }
    }
}

/// What a call counts against: a channel's writes, an interaction token's edits, or a
/// channel's message listings (a bucket of its own on Discord).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Bucket {
    Channel(u64),
    Token(u64),
    Listing(u64),
    /// The application's emoji routes, limited on their own and more strictly.
    Emojis,
}

/// The calls made in a bucket lately, and how long it is blocked.
#[derive(Debug)]
struct Window {
    limit: usize,
    per: Duration,
    sent: VecDeque<Instant>,
    blocked_until: Option<Instant>,
}

impl Window {
    fn new(limit: usize, per: Duration) -> Window {
        Window {
            limit,
            per,
            sent: VecDeque::new(),
            blocked_until: None,
        }
    }

    /// The first moment another call may go: after a block, and no more than `limit`
    /// calls in any span of `per`.
    fn ready_at(&mut self, now: Instant) -> Instant {
        while self
            .sent
            .front()
            .is_some_and(|t| now.duration_since(*t) >= self.per)
        {
            self.sent.pop_front();
        }
        let mut at = self.blocked_until.map_or(now, |b| b.max(now));
        if self.sent.len() >= self.limit {
            let oldest = self.sent[self.sent.len() - self.limit];
            at = at.max(oldest + self.per);
        }
        at
    }

    fn block(&mut self, until: Instant) {
        self.blocked_until = Some(self.blocked_until.map_or(until, |b| b.max(until)));
    }
}

struct Limits {
    buckets: HashMap<Bucket, Window>,
    global: Window,
}

/// How fast the bot writes: at Discord's budgets (the default), or with every window
/// `scale` times shorter, for tests against a fake Discord whose windows are scaled alike
/// (and the waits before retries and the request timeout shorter too, so a fault test
/// does not wait out Discord's real seconds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pace {
    scale: u32,
    /// This process's share of the bot's global budget, as shards run out of all: N
    /// processes of one bot together never exceed it.
    share: (u32, u32),
}

impl Default for Pace {
    fn default() -> Self {
        Pace {
            scale: 1,
            share: (1, 1),
        }
    }
}

impl Pace {
    /// Windows `scale` times shorter than Discord's.
    pub fn scaled(scale: u32) -> Pace {
        Pace {
            scale: scale.max(1),
            share: (1, 1),
        }
    }

    /// The same pace for a process that runs `shards` of the bot's `total` shards: it
    /// takes that share of the global budget (at least one request a second).
    pub fn sharing(self, shards: u32, total: u32) -> Pace {
        Pace {
            share: (shards.min(total).max(1), total.max(1)),
            ..self
        }
    }

    /// This process's part of Discord's global limit of requests a second.
    fn global_requests(self) -> usize {
        let (shards, total) = self.share;
        (GLOBAL_REQUESTS * shards as usize / total as usize).max(1)
    }

    /// A window of `per` (scaled), with a margin for the time a request takes to reach
    /// Discord: a window opened there by a request that arrived late must not see the next
    /// one early.
    fn window(self, limit: usize, per: Duration) -> Window {
        Window::new(limit, per / self.scale + Duration::from_millis(40))
    }

    /// The wait before the retry after `attempt` failed: [`BACKOFF`], doubling.
    fn backoff(self, attempt: u32) -> Duration {
        BACKOFF * 2u32.pow(attempt) / self.scale
    }

    /// How long one request may take: [`HTTP_TIMEOUT`], scaled, but never so short that
    /// a busy test machine's slow answer counts as lost.
    pub fn timeout(self) -> Duration {
        (HTTP_TIMEOUT / self.scale).max(MIN_TIMEOUT)
    }
}

/// The REST client: cheap to share (`Arc`), one per bot.
pub struct Rest {
    http: reqwest::Client,
    base: String,
    auth: String,
    limits: Mutex<Limits>,
    pace: Pace,
    dead: AtomicBool,
    /// Whether this process may act now (it holds its shard leases, see
    /// `store::Leases::valid`); no gate: always.
    gate: std::sync::OnceLock<Box<dyn Fn() -> bool + Send + Sync>>,
    /// Cancelled with `dead`: wakes every call waiting for its bucket, which then gives up.
    stopped: CancellationToken,
}

/// The HTTP client of the bot (its timeout applies to every call, serenity's too, and so
/// does its [`USER_AGENT`] to any request that does not set its own).
///
/// # Panics
/// When no TLS backend can be set up (a broken build).
pub fn http_client() -> reqwest::Client {
    reqwest::Client::builder()
        .user_agent(USER_AGENT)
        .timeout(HTTP_TIMEOUT)
        .connect_timeout(Duration::from_secs(5))
        .build()
        .expect("the HTTP client builds")
}

impl Rest {
    /// A client for `token`, calling `api_base` (a test server) instead of discord.com
    /// when given.
    pub fn new(http: reqwest::Client, api_base: Option<&str>, token: &str, pace: Pace) -> Rest {
        let base = api_base
            .unwrap_or("https://discord.com")
            .trim_end_matches('/');
        Rest {
            http,
            base: format!("{base}/api/v10"),
            auth: format!("Bot {}", token.trim_start_matches("Bot ")),
            limits: Mutex::new(Limits {
                buckets: HashMap::new(),
                global: pace.window(pace.global_requests(), GLOBAL_WINDOW),
            }),
            pace,
            dead: AtomicBool::new(false),
            gate: std::sync::OnceLock::new(),
            stopped: CancellationToken::new(),
        }
    }

    /// From now on, no call is sent while `open` says no (a process whose shard leases
    /// may have run out does not act).
    pub fn gate(&self, open: impl Fn() -> bool + Send + Sync + 'static) {
        let _ = self.gate.set(Box::new(open));
    }

    /// Whether the gate lets calls through.
    fn gate_open(&self) -> bool {
        self.gate.get().is_none_or(|open| open())
    }

    /// Whether this process may call Discord now: the token is alive, the bot has not
    /// stopped, and its shard leases surely still hold. What else speaks to Discord
    /// (serenity's interaction answers) asks this before every call, as this client does.
    pub fn may_call(&self) -> bool {
        !self.is_dead() && self.gate_open()
    }

    /// Whether Discord refused the token: no call is made any more.
    pub fn is_dead(&self) -> bool {
        self.dead.load(Ordering::Relaxed)
    }

    /// Stops every later call, and every call waiting for its bucket (the bot is shutting
    /// down after a fatal error, or Discord refused the token).
    pub fn stop(&self) {
        self.dead.store(true, Ordering::Relaxed);
        self.stopped.cancel();
    }

    /// Posts a message in a channel. `nonce` (at most 25 characters) makes the post
    /// idempotent: Discord answers a repeat of it within a few minutes with the message
    /// it already made.
    ///
    /// # Errors
    /// See [`RestError`].
    pub async fn create_message(
        &self,
        channel: u64,
        message: &serenity::all::CreateMessage,
        nonce: &str,
        upload: Option<&Upload>,
    ) -> Result<u64, RestError> {
        let mut body = serde_json::to_value(message).expect("a message serializes");
        body["nonce"] = Value::String(nonce.chars().take(25).collect());
        body["enforce_nonce"] = Value::Bool(true);
        if let Some(upload) = upload {
            body["attachments"] = attachments(Some(upload));
        }
        let answer = self
            .call(
                Method::POST,
                &format!("/channels/{channel}/messages"),
                Some(&body),
                upload,
                Bucket::Channel(channel),
            )
            .await?;
        id_of(&answer)
    }

    /// Edits a message of the bot's in a channel, and its files as `attach` says.
    ///
    /// # Errors
    /// See [`RestError`].
    pub async fn edit_message(
        &self,
        channel: u64,
        message: u64,
        edit: &serenity::all::EditMessage,
        attach: Attach<'_>,
    ) -> Result<(), RestError> {
        let mut body = serde_json::to_value(edit).expect("an edit serializes");
        let upload = match attach {
            Attach::Keep => None,
            Attach::Only(upload) => {
                body["attachments"] = attachments(upload);
                upload
            }
        };
        self.call(
            Method::PATCH,
            &format!("/channels/{channel}/messages/{message}"),
            Some(&body),
            upload,
            Bucket::Channel(channel),
        )
        .await
        .map(drop)
    }

    /// Deletes a message of the bot's; one already gone counts as deleted.
    ///
    /// # Errors
    /// See [`RestError`].
    pub async fn delete_message(&self, channel: u64, message: u64) -> Result<(), RestError> {
        match self
            .call::<()>(
                Method::DELETE,
                &format!("/channels/{channel}/messages/{message}"),
                None,
                None,
                Bucket::Channel(channel),
            )
            .await
        {
            Ok(_) | Err(RestError::UnknownMessage) => Ok(()),
            Err(e) => Err(e),
        }
    }

    /// The bot's own messages among a channel's newest (up to 100 after `after`, when
    /// given), with the custom ids of their controls: how a message the bot made but never
    /// heard back about is found once Discord has forgotten its nonce. Without Read Message
    /// History, Discord lists nothing.
    ///
    /// # Errors
    /// See [`RestError`].
    pub async fn own_messages(
        &self,
        channel: u64,
        after: Option<u64>,
        bot: u64,
    ) -> Result<Vec<Listed>, RestError> {
        let query = match after {
            Some(after) => format!("?limit=100&after={after}"),
            None => "?limit=100".to_string(),
        };
        let answer = self
            .call::<()>(
                Method::GET,
                &format!("/channels/{channel}/messages{query}"),
                None,
                None,
                Bucket::Listing(channel),
            )
            .await?;
        let bot = bot.to_string();
        Ok(answer
            .as_array()
            .into_iter()
            .flatten()
            .filter(|message| message["author"]["id"].as_str() == Some(bot.as_str()))
            .filter_map(|message| {
                Some(Listed {
                    id: id_of(message).ok()?,
                    custom_ids: custom_ids(&message["components"]),
                })
            })
            .collect())
    }

    /// Opens a public thread from a message; its id.
    ///
    /// # Errors
    /// See [`RestError`].
    pub async fn start_thread(
        &self,
        channel: u64,
        message: u64,
        name: &str,
    ) -> Result<u64, RestError> {
        let body = serde_json::json!({ "name": name, "auto_archive_duration": 1440 });
        let answer = self
            .call(
                Method::POST,
                &format!("/channels/{channel}/messages/{message}/threads"),
                Some(&body),
                None,
                Bucket::Channel(channel),
            )
            .await?;
        id_of(&answer)
    }

    /// Edits the original response of an interaction (a player's ephemeral panel) through
    /// its token.
    ///
    /// # Errors
    /// See [`RestError`].
    pub async fn edit_original(
        &self,
        application: u64,
        token: &str,
        edit: &serenity::all::EditInteractionResponse,
    ) -> Result<(), RestError> {
        let mut hasher = DefaultHasher::new();
        token.hash(&mut hasher);
        self.call(
            Method::PATCH,
            &format!("/webhooks/{application}/{token}/messages/@original"),
            Some(edit),
            None,
            Bucket::Token(hasher.finish()),
        )
        .await
        .map(drop)
    }

    /// Deletes the original response of an interaction (a player's ephemeral panel)
    /// through its token: the only way to take an ephemeral message off its person's
    /// screen. One already gone counts as deleted.
    ///
    /// # Errors
    /// [`RestError::TokenExpired`] once the token is past its 15 minutes (the message then
    /// stays); see [`RestError`].
    pub async fn delete_original(&self, application: u64, token: &str) -> Result<(), RestError> {
        let mut hasher = DefaultHasher::new();
        token.hash(&mut hasher);
        match self
            .call::<()>(
                Method::DELETE,
                &format!("/webhooks/{application}/{token}/messages/@original"),
                None,
                None,
                Bucket::Token(hasher.finish()),
            )
            .await
        {
            Ok(_) | Err(RestError::UnknownMessage) => Ok(()),
            Err(e) => Err(e),
        }
    }

    /// One call, paced, retried and classified. With `upload`, the body goes as
    /// multipart: the JSON in `payload_json`, the file in `files[0]`.
    async fn call<B: Serialize + ?Sized>(
        &self,
        method: Method,
        path: &str,
        body: Option<&B>,
        upload: Option<&Upload>,
        bucket: Bucket,
    ) -> Result<Value, RestError> {
        let url = format!("{}{path}", self.base);
        let mut failure = String::new();
        for attempt in 0..ATTEMPTS {
            if self.is_dead() {
                return Err(RestError::Unauthorized);
            }
            self.wait_for(bucket).await;
            // The bot may have stopped while the call waited: then it never goes.
            if self.is_dead() {
                return Err(RestError::Unauthorized);
            }
            if !self.gate_open() {
                return Err(RestError::Unreachable(
                    "this process may not act: its shard leases may have run out".into(),
                ));
            }
            let mut request = self
                .http
                .request(method.clone(), &url)
                .timeout(self.pace.timeout())
                // On the request itself: the client may be any (a test's) and have none.
                .header(reqwest::header::USER_AGENT, USER_AGENT)
                .header(reqwest::header::AUTHORIZATION, &self.auth);
            match (body, upload) {
                (Some(body), Some(upload)) => request = request.multipart(multipart(body, upload)),
                (Some(body), None) => request = request.json(body),
                (None, _) => {}
            }
            // A stop (a shutdown's deadline, a dead token) cuts a request short: the bot
            // must end in time even when Discord does not answer.
            let sent = async {
                let response = request.send().await?;
                let status = response.status();
                let headers = response.headers().clone();
                let body: Value = response.json().await.unwrap_or(Value::Null);
                Ok::<_, reqwest::Error>((status, headers, body))
            };
            let (status, headers, body) = tokio::select! {
                sent = sent => match sent {
                    Ok(answer) => answer,
                    Err(e) => {
                        // A timeout or a broken connection: try again, later. (Without its
                        // URL: an interaction's route holds its token.)
                        failure = e.without_url().to_string();
                        self.pause(self.pace.backoff(attempt)).await;
                        continue;
                    }
                },
                () = self.stopped.cancelled() => return Err(RestError::Unauthorized),
            };
            self.note_headers(bucket, &headers);
            if status.is_success() {
                return Ok(body);
            }
            match status.as_u16() {
                401 if !body["code"]
                    .as_i64()
                    .is_some_and(|code| TOKEN_EXPIRED.contains(&code)) =>
                {
                    self.stop();
                    tracing::error!(route = %super::logs::route(path), "Discord refused the bot token; no more calls");
                    return Err(RestError::Unauthorized);
                }
                429 if body["code"].as_i64() == Some(30046) => return Err(RestError::OldMessage),
                429 => {
                    let wait = retry_after(&headers, &body);
                    let global = body["global"].as_bool().unwrap_or(false)
                        || header(&headers, "x-ratelimit-scope").as_deref() == Some("global");
                    tracing::warn!(route = %super::logs::route(path), wait_ms = wait.as_millis() as u64, global, "rate limited");
                    let until = Instant::now() + wait;
                    let mut limits = self.limits.lock().expect("limits lock");
                    if global {
                        limits.global.block(until);
                    } else {
                        limits.window(bucket, self.pace).block(until);
                    }
                    failure = "rate limited".into();
                }
                500..=599 => {
                    failure = format!("{status}");
                    self.pause(self.pace.backoff(attempt)).await;
                }
                _ => return Err(RestError::of(&method, status, &body)),
            }
        }
        Err(RestError::Unreachable(failure))
    }

    /// Waits `wait` before a retry, or until the client stops.
    async fn pause(&self, wait: Duration) {
        tokio::select! {
            () = tokio::time::sleep(wait) => {}
            () = self.stopped.cancelled() => {}
        }
    }

    /// Waits until `bucket` and the global limit allow another call, and counts it; or
    /// until the client stops.
    async fn wait_for(&self, bucket: Bucket) {
        loop {
            let ready = {
                let now = Instant::now();
                let mut limits = self.limits.lock().expect("limits lock");
                let pace = self.pace;
                limits.forget_idle(now);
                // Interaction endpoints are not bound to the bot's global limit: a burst of
                // one person's clicks never holds up another table's posts.
                let global = bucket.is_global();
                let mut at = limits.window(bucket, pace).ready_at(now);
                if global {
                    at = at.max(limits.global.ready_at(now));
                }
                if at <= now {
                    limits.window(bucket, pace).sent.push_back(now);
                    if global {
                        limits.global.sent.push_back(now);
                    }
                    return;
                }
                at
            };
            tokio::select! {
                () = sleep_until(ready) => {}
                () = self.stopped.cancelled() => return,
            }
        }
    }

    /// Honours what Discord says of a bucket: none left means waiting for its reset.
    fn note_headers(&self, bucket: Bucket, headers: &reqwest::header::HeaderMap) {
        let remaining =
            header(headers, "x-ratelimit-remaining").and_then(|v| v.parse::<u32>().ok());
        let reset_after =
            header(headers, "x-ratelimit-reset-after").and_then(|v| v.parse::<f64>().ok());
        if let (Some(0), Some(after)) = (remaining, reset_after) {
            let until = Instant::now() + Duration::from_secs_f64(after.clamp(0.0, 3600.0));
            self.limits
                .lock()
                .expect("limits lock")
                .window(bucket, self.pace)
                .block(until);
        }
    }
}

impl Bucket {
    /// Whether calls to this bucket count toward the bot's global limit: every call but
    /// the edits of interaction responses through their token.
    fn is_global(self) -> bool {
        !matches!(self, Bucket::Token(_))
    }
}

/// How many buckets are kept before the idle ones are dropped.
const IDLE_BUCKETS: usize = 64;

impl Limits {
    /// Drops the buckets with nothing in their window and no block: a new interaction token
    /// or channel makes a bucket, and a stream of them must not grow the map for ever.
    fn forget_idle(&mut self, now: Instant) {
        if self.buckets.len() <= IDLE_BUCKETS {
            return;
        }
        self.buckets.retain(|_, window| {
            window.ready_at(now);
            !window.sent.is_empty() || window.blocked_until.is_some_and(|until| until > now)
        });
    }

    /// How many buckets are kept now.
    #[cfg(test)]
    fn kept(&self) -> usize {
        self.buckets.len()
    }

    fn window(&mut self, bucket: Bucket, pace: Pace) -> &mut Window {
        self.buckets.entry(bucket).or_insert_with(|| match bucket {
            Bucket::Channel(_) | Bucket::Listing(_) => pace.window(CHANNEL_WRITES, CHANNEL_WINDOW),
            Bucket::Token(_) => pace.window(TOKEN_WRITES, TOKEN_WINDOW),
            Bucket::Emojis => pace.window(EMOJI_CALLS, EMOJI_WINDOW),
        })
    }
}

fn header(headers: &reqwest::header::HeaderMap, name: &str) -> Option<String> {
    headers.get(name)?.to_str().ok().map(str::to_string)
}

/// How long a 429 says to wait: the body's `retry_after`, else the header, else a second.
fn retry_after(headers: &reqwest::header::HeaderMap, body: &Value) -> Duration {
    let seconds = body["retry_after"]
        .as_f64()
        .or_else(|| header(headers, "retry-after")?.parse().ok())
        .unwrap_or(1.0);
    Duration::from_secs_f64(seconds.clamp(0.0, 600.0)) + Duration::from_millis(20)
}

/// A message of the bot's, as a channel's listing shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    pub id: u64,
    pub custom_ids: Vec<String>,
}

/// Every `custom_id` in a message's components, at any depth.
fn custom_ids(components: &Value) -> Vec<String> {
    match components {
        Value::Array(items) => items.iter().flat_map(custom_ids).collect(),
        Value::Object(fields) => {
            let own = fields
                .get("custom_id")
                .and_then(Value::as_str)
                .map(str::to_string);
            own.into_iter()
                .chain(
                    fields
                        .get("components")
                        .map(custom_ids)
                        .into_iter()
                        .flatten(),
                )
                .collect()
        }
        _ => Vec::new(),
    }
}

fn id_of(answer: &Value) -> Result<u64, RestError> {
    answer["id"]
        .as_str()
        .and_then(|id| id.parse().ok())
        .ok_or_else(|| RestError::Refused {
            status: 200,
            code: 0,
            message: "an answer without an id".into(),
        })
}

#[cfg(test)]
mod tests;
