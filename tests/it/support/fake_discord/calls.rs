//! What the bot did: its REST calls ([`Call`]), the commands it registered, and its
//! IDENTIFYs, heartbeats and RESUMEs on the gateway.

use std::fmt;
use std::time::Duration;

use serde_json::Value;

use super::{FakeDiscord, ratelimit};

impl FakeDiscord {
    /// The registered application commands (guild and global), as the bot last set them.
    pub fn commands(&self) -> Vec<RegisteredCommand> {
        self.inner.read(|s| s.commands.clone())
    }

    /// Every REST call so far, in order.
    pub fn log(&self) -> Vec<Call> {
        self.inner.read(|s| s.calls.clone())
    }

    /// The REST calls to routes the fake does not know (answered 404): what the bot tried
    /// that this fake does not implement.
    pub fn unknown_calls(&self) -> Vec<Call> {
        self.inner
            .read(|s| s.calls.iter().filter(|c| !c.known_route).cloned().collect())
    }

    /// The REST calls answered with a status of 400 or more.
    pub fn failed_calls(&self) -> Vec<Call> {
        self.inner.read(|s| {
            s.calls
                .iter()
                .filter(|c| c.status >= 400)
                .cloned()
                .collect()
        })
    }

    /// The REST calls refused by a rate limit (429), Discord's own limits or an old message's
    /// edit cap answered as a 429.
    pub fn rate_limited_calls(&self) -> Vec<Call> {
        self.calls_where(|c| c.status == 429)
    }

    /// The REST calls sent to a bucket (or past the global limit) before the `retry_after`
    /// of its last 429 had passed ([`Call::premature_by`] says how early).
    pub fn premature_retries(&self) -> Vec<Call> {
        self.calls_where(|c| c.premature_by.is_some())
    }

    /// The answers Discord counts towards its ban of 10,000 invalid requests per 10 minutes:
    /// every 401, 403 and 429 (404s do not count). A bot should keep this near zero.
    pub fn invalid_requests(&self) -> Vec<Call> {
        self.calls_where(|c| matches!(c.status, 401 | 403 | 429))
    }

    /// The writes to `channel`'s messages (`POST/PATCH/DELETE /channels/{c}/messages...`,
    /// thread creation in it): the calls that share its bucket of 5 per 5 s, whatever their
    /// answer.
    pub fn channel_writes(&self, channel: u64) -> Vec<Call> {
        self.calls_where(|c| c.is_channel_write() && c.channel_id == Some(channel))
    }

    /// Every REST call concerning `channel` (or thread): its channel routes, and the callbacks
    /// and webhooks of interactions from it; with [`Call::status`], e.g. to count the failed
    /// calls of one table.
    pub fn calls_in(&self, channel: u64) -> Vec<Call> {
        self.calls_where(|c| c.channel_id == Some(channel))
    }

    fn calls_where(&self, keep: impl Fn(&Call) -> bool) -> Vec<Call> {
        self.inner
            .read(|s| s.calls.iter().filter(|c| keep(c)).cloned().collect())
    }

    /// Payloads the fake produced that serenity could not deserialize, and gateway frames it
    /// could not understand. Should always be empty; a non-empty list explains a silence.
    pub fn problems(&self) -> Vec<String> {
        self.inner.read(|s| s.problems.clone())
    }

    /// Every IDENTIFY received, in order.
    pub fn identifies(&self) -> Vec<Identify> {
        self.inner.read(|s| s.gateway.identifies.clone())
    }

    /// How many heartbeats (op 1) the fake answered.
    pub fn heartbeats(&self) -> u64 {
        self.inner.read(|s| s.gateway.heartbeats)
    }

    /// How many RESUMEs (op 6) the fake accepted.
    pub fn resumes(&self) -> u64 {
        self.inner.read(|s| s.gateway.resumes)
    }
}

/// One REST call the bot made.
#[derive(Clone, Debug)]
pub struct Call {
    /// `GET`, `POST`, ...
    pub method: String,
    /// The path after `/api/v10`, e.g. `/channels/3/messages`.
    pub path: String,
    /// The query string, if any.
    pub query: Option<String>,
    /// The JSON body (`payload_json` of a multipart body; `Null` if none).
    pub body: Value,
    /// Names of the files of a multipart body.
    pub files: Vec<String>,
    /// How many bytes of files the call uploaded (the sum of its files' sizes).
    pub uploaded_bytes: usize,
    /// The status answered.
    pub status: u16,
    /// The JSON answered (`Null` for 204).
    pub response: Value,
    /// For interaction callbacks and webhooks: the user whose interaction it answers.
    pub user: Option<u64>,
    /// For interaction callbacks and webhooks: whether the message concerned is ephemeral.
    pub ephemeral: Option<bool>,
    /// For interaction callbacks and webhooks: the interaction.
    pub interaction_id: Option<u64>,
    /// For interaction callbacks and webhooks: the age of the interaction's token then, on
    /// the fake's clock (Discord refuses webhooks after 15 minutes).
    pub token_age: Option<Duration>,
    /// The channel (or thread) the call concerns: the channel of a channel route; the
    /// interaction's channel for a callback or webhook.
    pub channel_id: Option<u64>,
    /// The rate limit bucket it counted against, with its major parameter, e.g.
    /// `channel-messages:300000000000000001`; `None` with rate limits off.
    pub bucket: Option<String>,
    /// Sent while its bucket (or the global limit) was still in the `retry_after` of an
    /// earlier 429: how long too early.
    pub premature_by: Option<Duration>,
    /// How long a [`FailRule`] held the answer back.
    pub delayed: Duration,
    /// Answered with a [`FailRule`]'s error although it took effect
    /// ([`FailRule::after_effect`]).
    pub failed_after_effect: bool,
    /// Whether the fake knows the route (unknown ones are answered 404).
    pub known_route: bool,
    /// When it arrived, on the fake's clock ([`FakeDiscord::clock`]).
    pub at: Duration,
    /// Which process made it, for a bot whose API base was `{api_base}/via/NAME`
    /// ([`FakeDiscord::api_base_for`]): `Some(NAME)`; `None` through the plain base.
    pub via: Option<String>,
}

impl Call {
    /// Whether the call writes to a channel's messages (and so shares its bucket).
    pub fn is_channel_write(&self) -> bool {
        let segments: Vec<&str> = self.path.split('/').filter(|s| !s.is_empty()).collect();
        ratelimit::channel_write(&self.method, &segments).is_some()
    }
}

impl fmt::Display for Call {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:>7.3}s {} {}",
            self.at.as_secs_f64(),
            self.method,
            self.path
        )?;
        if let Some(query) = &self.query {
            write!(f, "?{query}")?;
        }
        write!(f, " -> {}", self.status)?;
        if self.status >= 400 {
            write!(f, " {}", self.response)?;
        }
        if let Some(early) = self.premature_by {
            write!(f, " (a premature retry, {:.3}s early)", early.as_secs_f64())?;
        }
        if !self.delayed.is_zero() {
            write!(f, " (held back {:?})", self.delayed)?;
        }
        if !self.known_route {
            write!(f, " (unknown route)")?;
        }
        Ok(())
    }
}

/// An application command the bot registered.
#[derive(Clone, Debug)]
pub struct RegisteredCommand {
    /// The command's id (kept across re-registrations of the same name, as on Discord).
    pub id: u64,
    /// Its name.
    pub name: String,
    /// Its description.
    pub description: String,
    /// 1 slash command, 2 user, 3 message.
    pub kind: u8,
    /// The guild, for a guild command; `None` for a global one.
    pub guild_id: Option<u64>,
    /// The options as registered (subcommands are options of type 1).
    pub options: Vec<Value>,
    /// The command object the fake answered.
    pub json: Value,
}

/// An IDENTIFY (op 2) received on the gateway.
#[derive(Clone, Debug)]
pub struct Identify {
    /// The token field, as sent.
    pub token: String,
    /// The intents bit set.
    pub intents: u64,
    /// `[shard, of]`, if sent.
    pub shard: Option<(u64, u64)>,
    /// The close code the fake answered instead of READY: 4004 (token rejected), 4010
    /// (invalid shard), 4011 (sharding required).
    pub closed_with: Option<u16>,
    /// Answered with op 9 INVALID SESSION: it came within [`super::IDENTIFY_SPACING`] of the
    /// last accepted IDENTIFY of its rate-limit bucket.
    pub too_soon: bool,
    /// When, on the fake's clock.
    pub at: Duration,
}

/// An event the fake produced for the gateway ([`FakeDiscord::events`]).
#[derive(Clone, Debug)]
pub struct GatewayEvent {
    /// `INTERACTION_CREATE`, `CHANNEL_UPDATE`, `MESSAGE_DELETE`...
    pub kind: String,
    /// Its `d`.
    pub data: Value,
    /// When, on the fake's clock.
    pub at: Duration,
    /// Sent to the bot (or kept for the next one to identify); false when the bot's intents
    /// leave it out, as Discord would.
    pub sent: bool,
}
