//! What the fake holds: the seeded guild, users, channels and threads, messages (with their
//! history), interactions and their answers, registered commands, every REST call, every
//! notification and gateway event, and the fake's clock.

mod interactions;
mod messages;
mod reads;

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde::de::DeserializeOwned;
use serde_json::Value;
use serenity::all::Timestamp;

use super::gateway::GatewayState;
use super::ratelimit::Limiter;
use super::{
    APP_ID, ApiError, AppEmoji, CHANNEL_ID, Call, FORUM_CHANNEL_ID, FailRule, FakeOptions,
    FakeUser, GUILD_ID, GatewayEvent, Notification, OTHER_CHANNEL_ID, OWNER_ID, Origin,
    RecordedMessage, RegisteredCommand, limits,
};
use super::{attachments, places};

/// Discord's epoch (2015-01-01), the zero of snowflake timestamps.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// A server (guild) the bot is in: the seeded one, and any a test adds
/// ([`super::FakeDiscord::add_guild`]).
#[derive(Clone, Debug)]
pub(super) struct GuildRec {
    pub id: u64,
    pub name: String,
    /// Its language (`guild_locale` of its interactions, `guild.locale`).
    pub locale: String,
    /// Whether the bot is still a member.
    pub bot_in: bool,
}

/// A channel or thread.
#[derive(Clone, Debug)]
pub(super) struct ChannelRec {
    pub id: u64,
    /// Its guild (a thread's is its parent's); 0 for a DM.
    pub guild: u64,
    /// 0 text, 1 DM, 15 forum; 11 public thread, 12 private thread.
    pub kind: u8,
    pub name: String,
    pub parent_id: Option<u64>,
    pub position: u64,
    pub last_message_id: Option<u64>,
    pub message_count: u64,
    pub thread: Option<ThreadRec>,
    /// The bot's member overwrite here: the permissions it denies (threads have none).
    pub bot_denied: Option<u64>,
    /// Deleted by [`super::FakeDiscord::delete_channel`]: unknown to every route since.
    pub deleted: bool,
    /// A DM's other user.
    pub recipient: Option<u64>,
}

impl ChannelRec {
    pub(super) fn new(id: u64, guild: u64, kind: u8, name: &str) -> Self {
        ChannelRec {
            id,
            guild,
            kind,
            name: name.to_owned(),
            parent_id: None,
            position: 0,
            last_message_id: None,
            message_count: 0,
            thread: None,
            bot_denied: None,
            deleted: false,
            recipient: None,
        }
    }
}

#[derive(Clone, Debug)]
pub(super) struct ThreadRec {
    pub archived: bool,
    pub locked: bool,
    pub auto_archive_duration: u64,
    pub created: String,
    /// When it was last archived or unarchived.
    pub archive_timestamp: String,
    pub from_message: Option<u64>,
}

/// An injected interaction and what the bot did with it.
#[derive(Clone, Debug)]
pub(super) struct InteractionRec {
    pub id: u64,
    pub token: String,
    /// 2 application command, 3 component, 5 modal submit.
    pub kind: u8,
    pub user: u64,
    pub channel_id: u64,
    /// For a component (or a modal shown for one): the message clicked.
    pub clicked: Option<u64>,
    /// For latencies: real time.
    pub injected_at: Instant,
    /// On the fake's clock: the token's birth.
    pub created: Duration,
    pub callback: Option<Callback>,
    /// Callbacks refused with 40060.
    pub refused: u32,
    /// The message `@original` designates once the callback came.
    pub original: Option<u64>,
    /// A deferral (type 5) whose placeholder is not filled yet.
    pub placeholder_pending: bool,
    pub followups: Vec<u64>,
}

#[derive(Clone, Debug)]
pub(super) struct Callback {
    pub kind: u8,
    pub data: Value,
    pub at: Instant,
    pub ephemeral: bool,
}

/// A file of a multipart body.
#[derive(Clone, Debug)]
pub(super) struct FileInfo {
    /// The form field's name, e.g. `files[0]`.
    pub field: String,
    /// The `filename` of its `Content-Disposition` (the field's name if it had none).
    pub name: String,
    /// Its `Content-Type`, if it had one.
    pub content_type: Option<String>,
    pub bytes: Arc<[u8]>,
}

impl FileInfo {
    pub(super) fn size(&self) -> usize {
        self.bytes.len()
    }

    /// The `n` of a `files[n]` field: the placeholder id `attachments` refers to it by.
    pub(super) fn placeholder(&self) -> Option<u64> {
        self.field
            .strip_prefix("files[")?
            .strip_suffix(']')?
            .parse()
            .ok()
    }
}

/// An entry of `payload_json.attachments`.
#[derive(Clone, Debug)]
pub(super) struct AttachmentRef {
    /// Its place in the list (for error paths).
    pub index: usize,
    /// A new file's placeholder `n` (of `files[n]`), or an existing attachment's id.
    pub id: u64,
    pub filename: Option<String>,
    pub description: Option<String>,
}

/// The message fields of a create or edit body. `None`: the field was absent (an edit keeps
/// the old value); a JSON `null` clears it.
#[derive(Clone, Debug, Default)]
pub(super) struct MessageBody {
    pub content: Option<String>,
    pub embeds: Option<Vec<Value>>,
    pub components: Option<Vec<Value>>,
    pub flags: Option<u64>,
    pub allowed_mentions: Option<Value>,
    /// `attachments`: the attachments the message is to have (on an edit, those not listed
    /// go); `None` when absent (an edit keeps every attachment).
    pub attachments: Option<Vec<AttachmentRef>>,
    pub files: Vec<FileInfo>,
    /// A creation's `nonce` (a string of up to 25 characters, or an integer).
    pub nonce: Option<Value>,
    /// Whether the nonce must make the creation idempotent.
    pub enforce_nonce: bool,
}

impl MessageBody {
    /// Reads and checks a message body; `usable_emoji` tells whether the bot may show a
    /// custom emoji (by id) on a component.
    pub(super) fn parse(
        body: &Value,
        files: &[FileInfo],
        usable_emoji: &dyn Fn(u64) -> bool,
    ) -> Result<Self, ApiError> {
        let mut errors = limits::FormErrors::default();
        let object = match body {
            Value::Object(object) => object.clone(),
            Value::Null => serde_json::Map::new(),
            _ => {
                errors.push("", "MODEL_TYPE_CONVERT", "Expected an object.");
                return Err(errors.into_error());
            }
        };
        let mut parsed = MessageBody {
            files: files.to_vec(),
            ..MessageBody::default()
        };
        if let Some(content) = object.get("content") {
            match content {
                Value::String(text) => parsed.content = Some(text.clone()),
                Value::Null => parsed.content = Some(String::new()),
                _ => errors.push("content", "BASE_TYPE_STRING", "Must be a string."),
            }
        }
        for (key, slot) in [
            ("embeds", &mut parsed.embeds),
            ("components", &mut parsed.components),
        ] {
            match object.get(key) {
                None => {}
                Some(Value::Array(items)) => *slot = Some(items.clone()),
                Some(Value::Null) => *slot = Some(Vec::new()),
                Some(_) => errors.push(key, "BASE_TYPE_ARRAY", "Must be an array."),
            }
        }
        match object.get("flags") {
            None | Some(Value::Null) => {}
            Some(flags) => match flags.as_u64() {
                Some(flags) => parsed.flags = Some(flags),
                None => errors.push("flags", "NUMBER_TYPE_COERCE", "Must be an integer."),
            },
        }
        parsed.allowed_mentions = object.get("allowed_mentions").cloned();
        match object.get("nonce") {
            None | Some(Value::Null) => {}
            Some(Value::String(nonce)) if nonce.chars().count() > 25 => errors.push(
                "nonce",
                "BASE_TYPE_MAX_LENGTH",
                "Must be 25 or fewer in length.",
            ),
            Some(nonce @ (Value::String(_) | Value::Number(_))) => {
                parsed.nonce = Some(nonce.clone());
            }
            Some(_) => errors.push("nonce", "BASE_TYPE_STRING", "Must be a string."),
        }
        match object.get("enforce_nonce") {
            None | Some(Value::Null) => {}
            Some(Value::Bool(enforce)) => parsed.enforce_nonce = *enforce,
            Some(_) => errors.push("enforce_nonce", "BASE_TYPE_BOOLEAN", "Must be a boolean."),
        }
        parsed.attachments = attachments::parse_refs(object.get("attachments"), &mut errors);
        limits::check_message(&parsed, &mut errors, usable_emoji);
        if errors.is_empty() {
            Ok(parsed)
        } else {
            Err(errors.into_error())
        }
    }
}

/// The guild a gateway event concerns (0 for a DM's), which decides its shard.
fn guild_of_event(kind: &str, data: &Value) -> u64 {
    match kind {
        "GUILD_CREATE" | "GUILD_DELETE" => snowflake_of(&data["id"]),
        _ => snowflake_of(&data["guild_id"]),
    }
    .unwrap_or(0)
}

/// A snowflake sent as a string or a number.
pub(super) fn snowflake_of(value: &Value) -> Option<u64> {
    match value {
        Value::String(s) => s.parse().ok(),
        Value::Number(n) => n.as_u64(),
        _ => None,
    }
}

/// How a new message is created.
pub(super) struct NewMessage {
    /// The id it must take (a forum post's first message takes its thread's); `None`: a
    /// fresh one.
    pub id: Option<u64>,
    pub channel_id: u64,
    pub origin: Origin,
    pub owner: Option<u64>,
    pub interaction_id: Option<u64>,
    pub ephemeral: bool,
    pub message_type: u8,
    /// A deferral's empty placeholder.
    pub placeholder: bool,
}

impl NewMessage {
    /// A plain message the bot posts in a channel.
    pub(super) fn in_channel(channel_id: u64) -> Self {
        NewMessage {
            id: None,
            channel_id,
            origin: Origin::Channel,
            owner: None,
            interaction_id: None,
            ephemeral: false,
            message_type: 0,
            placeholder: false,
        }
    }
}

/// Everything the fake knows. Tests read it through [`super::FakeDiscord::wait_until`] and
/// [`super::FakeDiscord::wait_for`].
pub struct State {
    pub(super) base: String,
    pub(super) options: FakeOptions,
    /// The real instant the fake started; with `clock_offset`, the fake's clock.
    pub(super) started: Instant,
    /// How far tests moved the clock ([`super::FakeDiscord::advance_clock`]).
    pub(super) clock_offset: Duration,
    /// Unix milliseconds when the fake started, to turn the fake's clock into dates.
    wall_start_ms: u64,
    pub(super) joined_at: String,
    pub(super) bot: FakeUser,
    pub(super) owner: FakeUser,
    pub(super) users: BTreeMap<u64, FakeUser>,
    /// Permissions a member is denied everywhere (a member overwrite on every channel):
    /// see [`super::FakeDiscord::deny_member`].
    pub(super) member_denies: BTreeMap<u64, u64>,
    pub(super) channels: Vec<ChannelRec>,
    pub(super) messages: Vec<RecordedMessage>,
    pub(super) interactions: Vec<InteractionRec>,
    pub(super) commands: Vec<RegisteredCommand>,
    pub(super) calls: Vec<Call>,
    pub(super) gateway: GatewayState,
    pub(super) failures: Vec<FailRule>,
    pub(super) problems: Vec<String>,
    /// The servers: the seeded one first.
    pub(super) guilds: Vec<GuildRec>,
    pub(super) notifications: Vec<Notification>,
    /// Every event the fake produced for the gateway, sent or not.
    pub(super) events: Vec<GatewayEvent>,
    pub(super) ack_deadline: Duration,
    pub(super) limiter: Limiter,
    /// [`super::FakeDiscord::reject_token`]: every REST call answered 401, IDENTIFY closed
    /// with 4004.
    pub(super) token_rejected: bool,
    /// REST calls arrived and not answered yet; of them, those whose effect is still to come
    /// (held back by a [`super::FailRule`] before the fact).
    pub(super) in_flight: usize,
    pub(super) held_before_effect: usize,
    /// The application's emojis, and how many the bot created over the fake's life.
    pub(super) emojis: Vec<AppEmoji>,
    pub(super) emoji_creations: u64,
    last_id: u64,
}

/// An RFC 3339 time for Unix milliseconds.
fn rfc3339_of(unix_ms: u64) -> String {
    Timestamp::from_millis(i64::try_from(unix_ms).unwrap_or(i64::MAX))
        .unwrap_or_else(|_| Timestamp::now())
        .to_string()
}

impl State {
    pub(super) fn new(base: String, options: FakeOptions) -> State {
        let bot = FakeUser {
            id: APP_ID,
            name: "Ribs".to_owned(),
            nick: None,
            roles: Vec::new(),
            bot: true,
            locale: "en-US".to_owned(),
        };
        let owner = FakeUser {
            id: OWNER_ID,
            name: "server-owner".to_owned(),
            nick: None,
            roles: Vec::new(),
            bot: false,
            locale: "en-US".to_owned(),
        };
        let users = [bot.clone(), owner.clone()]
            .into_iter()
            .map(|u| (u.id, u))
            .collect();
        let seeded = |id, kind, name: &str, position| ChannelRec {
            position,
            ..ChannelRec::new(id, GUILD_ID, kind, name)
        };
        let wall_start_ms = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX));
        State {
            base,
            options,
            started: Instant::now(),
            clock_offset: Duration::ZERO,
            wall_start_ms,
            joined_at: rfc3339_of(wall_start_ms),
            bot,
            owner,
            users,
            member_denies: BTreeMap::new(),
            channels: vec![
                seeded(CHANNEL_ID, places::TEXT, "ribs", 0),
                seeded(OTHER_CHANNEL_ID, places::TEXT, "general", 1),
                seeded(FORUM_CHANNEL_ID, places::FORUM, "ribs-forum", 2),
            ],
            messages: Vec::new(),
            interactions: Vec::new(),
            commands: Vec::new(),
            calls: Vec::new(),
            gateway: GatewayState::default(),
            failures: Vec::new(),
            problems: Vec::new(),
            guilds: vec![GuildRec {
                id: GUILD_ID,
                name: "Ribs Test Server".to_owned(),
                locale: "en-US".to_owned(),
                bot_in: true,
            }],
            notifications: Vec::new(),
            events: Vec::new(),
            // Discord: an interaction must be acknowledged within 3 seconds.
            ack_deadline: Duration::from_secs(3),
            limiter: Limiter::default(),
            token_rejected: false,
            in_flight: 0,
            held_before_effect: 0,
            emojis: Vec::new(),
            emoji_creations: 0,
            last_id: 0,
        }
    }

    pub(super) fn gateway_url(&self) -> String {
        format!("{}/ws", self.base.replacen("http", "ws", 1))
    }

    /// The fake's clock: real time since it started, plus however far tests moved it. Every
    /// age the fake judges (interaction tokens, messages, rate limit windows, nonces) and
    /// every date it hands out reads this clock.
    pub fn clock(&self) -> Duration {
        self.started.elapsed() + self.clock_offset
    }

    /// The fake's clock as Unix milliseconds.
    pub(super) fn unix_ms(&self) -> u64 {
        self.wall_start_ms + u64::try_from(self.clock().as_millis()).unwrap_or(u64::MAX)
    }

    /// The fake's clock as an RFC 3339 date, as in message timestamps.
    pub(super) fn now_rfc3339(&self) -> String {
        rfc3339_of(self.unix_ms())
    }

    /// A fresh snowflake: milliseconds since Discord's epoch (on the fake's clock) in the
    /// high bits, so ids grow with time like Discord's; strictly increasing.
    pub(super) fn next_id(&mut self) -> u64 {
        let from_clock = self.unix_ms().saturating_sub(DISCORD_EPOCH_MS) << 22;
        self.last_id = (self.last_id + 1).max(from_clock);
        self.last_id
    }

    /// Checks that serenity can read a payload the fake is about to hand out; records a
    /// problem (and prints it) if not, since serenity would drop it silently.
    pub(super) fn check<T: DeserializeOwned>(&mut self, what: &str, value: &Value) {
        if let Err(error) = serde_json::from_value::<T>(value.clone()) {
            let problem = format!("serenity cannot read the fake's {what}: {error}");
            eprintln!("fake Discord: {problem}");
            self.problems.push(problem);
        }
    }

    /// Reads a message body as Discord does: a file over the upload limit is refused first
    /// (413, 40005), then the body is checked, its components' emojis against the emojis the
    /// application may use.
    pub(super) fn parse_body(
        &self,
        body: &Value,
        files: &[FileInfo],
    ) -> Result<MessageBody, ApiError> {
        State::check_upload_sizes(files)?;
        MessageBody::parse(body, files, &|id| self.emoji_usable(id))
    }

    /// Sends an event the bot receives only with `intent` (GUILDS for channel and thread
    /// events, GUILD_MESSAGES for message events...), as Discord does; records it either way.
    pub(super) fn dispatch_for(&mut self, intent: u64, kind: &str, data: Value) {
        if self.gateway.intents(guild_of_event(kind, &data)) & intent != 0 {
            self.dispatch(kind, data);
        } else {
            self.events.push(GatewayEvent {
                kind: kind.to_owned(),
                data,
                at: self.clock(),
                sent: false,
            });
        }
    }

    /// Sends an event on the gateway after checking that serenity can read it: serenity
    /// turns an event it cannot parse into an "unknown event" and drops it silently.
    pub(super) fn dispatch(&mut self, kind: &str, data: Value) {
        self.events.push(GatewayEvent {
            kind: kind.to_owned(),
            data: data.clone(),
            at: self.clock(),
            sent: true,
        });
        match kind {
            "INTERACTION_CREATE" => self.check::<serenity::all::Interaction>(kind, &data),
            "THREAD_CREATE" | "THREAD_UPDATE" | "CHANNEL_DELETE" => {
                self.check::<serenity::all::GuildChannel>(kind, &data);
            }
            "CHANNEL_UPDATE" => self.check::<serenity::all::Channel>(kind, &data),
            "READY" => self.check::<serenity::model::gateway::Ready>(kind, &data),
            "GUILD_CREATE" => self.check::<serenity::model::event::GuildCreateEvent>(kind, &data),
            _ => {}
        }
        let event = serde_json::json!({"t": kind, "d": data});
        if let Ok(serenity::all::Event::Unknown(_)) | Err(_) =
            serde_json::from_value::<serenity::all::Event>(event)
        {
            let problem = format!("serenity would drop the fake's {kind} as an unknown event");
            eprintln!("fake Discord: {problem}");
            self.problems.push(problem);
        }
        // Discord sends a guild's events to the shard that has the guild; DMs to shard 0.
        let guild = guild_of_event(kind, &data);
        self.gateway.dispatch(guild, kind, data);
    }

    pub(super) fn guild(&self, id: u64) -> Option<&GuildRec> {
        self.guilds.iter().find(|g| g.id == id)
    }

    /// The guild of a channel or thread: 0 for a DM; the seeded guild for a channel the
    /// fake does not know (an interaction a test forges there).
    pub(super) fn guild_of(&self, channel: u64) -> u64 {
        self.channel(channel).map_or(GUILD_ID, |c| c.guild)
    }

    /// Whether the bot is a member of the guild (never of an unknown one).
    pub(super) fn bot_in(&self, guild: u64) -> bool {
        self.guild(guild).is_some_and(|g| g.bot_in)
    }

    pub(super) fn channel(&self, id: u64) -> Option<&ChannelRec> {
        self.channels.iter().find(|c| c.id == id)
    }

    pub(super) fn message_index(&self, id: u64) -> Option<usize> {
        self.messages.iter().position(|m| m.id == id)
    }

    pub(super) fn interaction_index(&self, id: u64) -> Option<usize> {
        self.interactions.iter().position(|i| i.id == id)
    }

    pub(super) fn interaction_by_token(&self, token: &str) -> Option<usize> {
        self.interactions.iter().position(|i| i.token == token)
    }
}
