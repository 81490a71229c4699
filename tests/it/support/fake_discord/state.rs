//! What the fake holds: the seeded guild, users, channels and threads, messages (with their
//! history), interactions and their answers, registered commands, every REST call, every
//! notification and gateway event, and the fake's clock.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde::de::DeserializeOwned;
use serde_json::Value;
use serenity::all::Timestamp;

use super::gateway::GatewayState;
use super::payload::{FLAG_EPHEMERAL, FLAG_LOADING, FLAG_SILENT, SETTABLE_FLAGS};
use super::places;
use super::ratelimit::Limiter;
use super::{
    APP_ID, ApiError, AttachmentInfo, CHANNEL_ID, Call, FORUM_CHANNEL_ID, FailRule, FakeOptions,
    FakeUser, ForgedClick, GatewayEvent, Notification, OTHER_CHANNEL_ID, OWNER_ID, Origin,
    RecordedMessage, RegisteredCommand, Response, Revision, ThreadInfo, limits,
};

/// Discord's epoch (2015-01-01), the zero of snowflake timestamps.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// How long Discord remembers a nonce for `enforce_nonce`.
const NONCE_WINDOW: Duration = Duration::from_secs(5 * 60);

/// A channel or thread.
#[derive(Clone, Debug)]
pub(super) struct ChannelRec {
    pub id: u64,
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
    pub(super) fn new(id: u64, kind: u8, name: &str) -> Self {
        ChannelRec {
            id,
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
    pub name: String,
    pub size: usize,
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
    /// The ids of the attachments an edit keeps.
    pub keep_attachments: Option<Vec<u64>>,
    pub files: Vec<FileInfo>,
    /// A creation's `nonce` (a string of up to 25 characters, or an integer).
    pub nonce: Option<Value>,
    /// Whether the nonce must make the creation idempotent.
    pub enforce_nonce: bool,
}

impl MessageBody {
    pub(super) fn parse(body: &Value, files: &[FileInfo]) -> Result<Self, ApiError> {
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
        if let Some(Value::Array(kept)) = object.get("attachments") {
            parsed.keep_attachments =
                Some(kept.iter().filter_map(|a| snowflake_of(&a["id"])).collect());
        }
        limits::check_message(&parsed, &mut errors);
        if errors.is_empty() {
            Ok(parsed)
        } else {
            Err(errors.into_error())
        }
    }
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
    pub(super) channels: Vec<ChannelRec>,
    pub(super) messages: Vec<RecordedMessage>,
    pub(super) interactions: Vec<InteractionRec>,
    pub(super) commands: Vec<RegisteredCommand>,
    pub(super) calls: Vec<Call>,
    pub(super) gateway: GatewayState,
    pub(super) failures: Vec<FailRule>,
    pub(super) problems: Vec<String>,
    pub(super) notifications: Vec<Notification>,
    /// Every event the fake produced for the gateway, sent or not.
    pub(super) events: Vec<GatewayEvent>,
    /// Whether the bot is still a member of the seeded guild.
    pub(super) bot_in_guild: bool,
    pub(super) ack_deadline: Duration,
    pub(super) limiter: Limiter,
    /// [`super::FakeDiscord::reject_token`]: every REST call answered 401, IDENTIFY closed
    /// with 4004.
    pub(super) token_rejected: bool,
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
            roles: Vec::new(),
            bot: true,
        };
        let owner = FakeUser {
            id: OWNER_ID,
            name: "server-owner".to_owned(),
            roles: Vec::new(),
            bot: false,
        };
        let users = [bot.clone(), owner.clone()]
            .into_iter()
            .map(|u| (u.id, u))
            .collect();
        let seeded = |id, kind, name: &str, position| ChannelRec {
            position,
            ..ChannelRec::new(id, kind, name)
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
            notifications: Vec::new(),
            events: Vec::new(),
            bot_in_guild: true,
            // Discord: an interaction must be acknowledged within 3 seconds.
            ack_deadline: Duration::from_secs(3),
            limiter: Limiter::default(),
            token_rejected: false,
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

    /// Sends an event the bot receives only with `intent` (GUILDS for channel and thread
    /// events, GUILD_MESSAGES for message events...), as Discord does; records it either way.
    pub(super) fn dispatch_for(&mut self, intent: u64, kind: &str, data: Value) {
        if self.gateway.intents() & intent != 0 {
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
        let guild = match kind {
            "GUILD_DELETE" => snowflake_of(&data["id"]),
            _ => snowflake_of(&data["guild_id"]),
        }
        .unwrap_or(0);
        self.gateway.dispatch(guild, kind, data);
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

    // ---- what tests read ----

    /// Every message of `channel` visible to everyone now, in order of creation.
    pub fn channel_messages(&self, channel: u64) -> Vec<RecordedMessage> {
        self.messages
            .iter()
            .filter(|m| m.channel_id == channel && !m.deleted && !m.ephemeral)
            .cloned()
            .collect()
    }

    /// The last message of `channel` visible to everyone.
    pub fn last_channel_message(&self, channel: u64) -> Option<&RecordedMessage> {
        self.messages
            .iter()
            .rev()
            .find(|m| m.channel_id == channel && !m.deleted && !m.ephemeral)
    }

    /// Every message `user` can see now.
    pub fn messages_seen_by(&self, user: &FakeUser) -> Vec<RecordedMessage> {
        self.messages
            .iter()
            .filter(|m| m.is_visible_to(user))
            .cloned()
            .collect()
    }

    /// Every message `user` could see at some point, deleted ones included.
    pub fn messages_ever_seen_by(&self, user: &FakeUser) -> Vec<RecordedMessage> {
        self.messages
            .iter()
            .filter(|m| {
                (!m.ephemeral || m.owner == Some(user.id)) && m.dm_with.is_none_or(|u| u == user.id)
            })
            .cloned()
            .collect()
    }

    /// One message's current state (deleted ones too).
    pub fn message(&self, id: u64) -> Option<&RecordedMessage> {
        self.messages.iter().find(|m| m.id == id)
    }

    /// Every message ever recorded.
    pub fn all_messages(&self) -> &[RecordedMessage] {
        &self.messages
    }

    /// The newest message of `channel` the bot posted that everyone sees now (every message
    /// the fake records is the bot's).
    pub fn newest_bot_message(&self, channel: u64) -> Option<&RecordedMessage> {
        self.messages
            .iter()
            .filter(|m| m.channel_id == channel && !m.deleted && !m.ephemeral)
            .max_by_key(|m| m.id)
    }

    /// The ephemeral messages created for `user` (replies, deferrals and follow-ups flagged
    /// 64), deleted ones included; edits do not count.
    pub fn ephemeral_messages_created_for(&self, user: u64) -> Vec<RecordedMessage> {
        self.messages
            .iter()
            .filter(|m| m.ephemeral && m.owner == Some(user))
            .cloned()
            .collect()
    }

    /// Every notification given so far.
    pub fn notifications(&self) -> &[Notification] {
        &self.notifications
    }

    /// The notifications given to `user`.
    pub fn notifications_for(&self, user: u64) -> Vec<Notification> {
        self.notifications
            .iter()
            .filter(|n| n.user == user)
            .cloned()
            .collect()
    }

    /// Every REST call so far.
    pub fn calls(&self) -> &[Call] {
        &self.calls
    }

    /// The registered commands.
    pub fn commands(&self) -> &[RegisteredCommand] {
        &self.commands
    }

    /// Payloads serenity could not read, and gateway frames the fake could not read.
    pub fn problems(&self) -> &[String] {
        &self.problems
    }

    /// Whether a bot is connected, identified, and registered its commands since.
    pub fn is_ready(&self) -> bool {
        self.gateway.is_live()
            && !self.gateway.identifies.is_empty()
            && self.gateway.registrations >= self.gateway.starts()
    }

    /// The answer to one interaction, if it was acknowledged.
    pub fn response(&self, interaction_id: u64) -> Option<Response> {
        let interaction = self.interactions.iter().find(|i| i.id == interaction_id)?;
        let callback = interaction.callback.as_ref()?;
        Some(Response {
            interaction_id,
            user_id: interaction.user,
            kind: callback.kind,
            data: callback.data.clone(),
            ephemeral: callback.ephemeral,
            latency: callback.at.duration_since(interaction.injected_at),
            original: interaction
                .original
                .and_then(|id| self.message(id))
                .cloned(),
            followups: interaction
                .followups
                .iter()
                .filter_map(|id| self.message(*id))
                .cloned()
                .collect(),
            pending: interaction.placeholder_pending,
            refused_callbacks: interaction.refused,
        })
    }

    /// The threads created so far.
    pub fn threads(&self) -> Vec<ThreadInfo> {
        self.channels
            .iter()
            .filter_map(|c| {
                let thread = c.thread.as_ref()?;
                Some(ThreadInfo {
                    id: c.id,
                    parent_id: c.parent_id.unwrap_or_default(),
                    name: c.name.clone(),
                    kind: c.kind,
                    from_message: thread.from_message,
                })
            })
            .collect()
    }

    /// From injection to callback, for every acknowledged interaction.
    pub fn ack_latencies(&self) -> Vec<Duration> {
        self.interactions
            .iter()
            .filter_map(|i| {
                i.callback
                    .as_ref()
                    .map(|c| c.at.duration_since(i.injected_at))
            })
            .collect()
    }

    /// A summary for a failed wait: the gateway, the commands, the last REST calls, the
    /// problems.
    pub fn diagnostics(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "gateway: {}", self.gateway.summary());
        let names: Vec<&str> = self.commands.iter().map(|c| c.name.as_str()).collect();
        let _ = writeln!(out, "registered commands: {names:?}");
        let answered = self
            .interactions
            .iter()
            .filter(|i| i.callback.is_some())
            .count();
        let _ = writeln!(
            out,
            "interactions: {} injected, {answered} acknowledged",
            self.interactions.len()
        );
        let skip = self.calls.len().saturating_sub(20);
        let _ = writeln!(out, "last REST calls ({} in all):", self.calls.len());
        for call in &self.calls[skip..] {
            let _ = writeln!(out, "  {call}");
        }
        if self.problems.is_empty() {
            let _ = writeln!(out, "problems: none");
        } else {
            let _ = writeln!(out, "problems:");
            for problem in &self.problems {
                let _ = writeln!(out, "  {problem}");
            }
        }
        out.push_str(
            "(run with RUST_LOG=warn,serenity::client::dispatch=debug to see events serenity \
             dropped)",
        );
        out
    }

    // ---- messages ----

    pub(super) fn create_message(
        &mut self,
        new: NewMessage,
        body: &MessageBody,
    ) -> Result<u64, ApiError> {
        let content = body.content.clone().unwrap_or_default();
        let embeds = body.embeds.clone().unwrap_or_default();
        let components = body.components.clone().unwrap_or_default();
        if !new.placeholder
            && content.trim().is_empty()
            && embeds.is_empty()
            && body.files.is_empty()
        {
            // Components alone do not make a message.
            return Err(ApiError::new(400, 50006, "Cannot send an empty message"));
        }
        let id = match new.id {
            Some(id) => id,
            None => self.next_id(),
        };
        let attachments = self.new_attachments(&body.files);
        let mut flags = body.flags.unwrap_or(0) & SETTABLE_FLAGS;
        if new.ephemeral {
            flags |= FLAG_EPHEMERAL;
        }
        if new.placeholder {
            flags |= FLAG_LOADING;
        }
        let mentions = pinged_users(&content, body.allowed_mentions.as_ref());
        let dm_with = self
            .channel(new.channel_id)
            .filter(|c| c.kind == places::DM)
            .and_then(|c| c.recipient);
        if !new.ephemeral && !new.placeholder {
            // In a DM every message notifies the other user, mentioned or not.
            let mut pinged = mentions.clone();
            pinged.extend(dm_with.filter(|u| !mentions.contains(u)));
            self.notify(id, new.channel_id, &pinged, flags & FLAG_SILENT != 0);
        }
        self.messages.push(RecordedMessage {
            id,
            channel_id: new.channel_id,
            content,
            embeds,
            components,
            flags,
            ephemeral: new.ephemeral,
            origin: new.origin,
            owner: new.owner,
            interaction_id: new.interaction_id,
            mentions,
            allowed_mentions: body.allowed_mentions.clone(),
            attachments,
            edits: 0,
            deleted: false,
            revisions: Vec::new(),
            timestamp: self.now_rfc3339(),
            created_at: self.clock(),
            edited_timestamp: None,
            message_type: new.message_type,
            thread_id: None,
            nonce: body.nonce.clone(),
            deleted_by_moderator: false,
            dm_with,
        });
        if let Some(channel) = self.channels.iter_mut().find(|c| c.id == new.channel_id) {
            channel.last_message_id = Some(id);
            channel.message_count += 1;
        }
        Ok(id)
    }

    /// Discord notifies a user when a message that pings them is *created* (never when an
    /// edit adds the mention): one notification per pinged user, the bot itself apart.
    fn notify(&mut self, message_id: u64, channel_id: u64, pinged: &[u64], silent: bool) {
        let at = self.clock();
        for &user in pinged.iter().filter(|&&u| u != self.bot.id) {
            self.notifications.push(Notification {
                user,
                message_id,
                channel_id,
                at,
                silent,
            });
        }
    }

    /// A message `POST /channels/{c}/messages` created in the last 5 minutes with the same
    /// nonce: Discord answers it instead of creating another when `enforce_nonce` is set.
    pub(super) fn message_by_nonce(&self, channel: u64, nonce: &Value) -> Option<u64> {
        let now = self.clock();
        self.messages
            .iter()
            .rev()
            .find(|m| {
                m.channel_id == channel
                    && m.origin == Origin::Channel
                    && !m.deleted
                    && m.nonce.as_ref() == Some(nonce)
                    && now.saturating_sub(m.created_at) <= NONCE_WINDOW
            })
            .map(|m| m.id)
    }

    fn new_attachments(&mut self, files: &[FileInfo]) -> Vec<AttachmentInfo> {
        files
            .iter()
            .map(|f| AttachmentInfo {
                id: self.next_id(),
                filename: f.name.clone(),
                size: f.size,
            })
            .collect()
    }

    /// Applies an edit. `fill`: this fills a deferral's placeholder, which is the answer
    /// itself rather than an edit of it.
    pub(super) fn edit_message(
        &mut self,
        index: usize,
        body: &MessageBody,
        fill: bool,
    ) -> Result<(), ApiError> {
        let new_attachments = self.new_attachments(&body.files);
        let message = &self.messages[index];
        let content = body
            .content
            .clone()
            .unwrap_or_else(|| message.content.clone());
        let embeds = body
            .embeds
            .clone()
            .unwrap_or_else(|| message.embeds.clone());
        let components = body
            .components
            .clone()
            .unwrap_or_else(|| message.components.clone());
        let mut attachments = message.attachments.clone();
        if let Some(kept) = &body.keep_attachments {
            attachments.retain(|a| kept.contains(&a.id));
        }
        attachments.extend(new_attachments);
        if content.trim().is_empty() && embeds.is_empty() && attachments.is_empty() {
            return Err(ApiError::new(400, 50006, "Cannot send an empty message"));
        }
        let allowed_mentions = body
            .allowed_mentions
            .clone()
            .or_else(|| message.allowed_mentions.clone());
        let edited_at = self.now_rfc3339();
        let message = &mut self.messages[index];
        if fill {
            message.flags &= !FLAG_LOADING;
        } else {
            message.revisions.push(Revision {
                content: message.content.clone(),
                embeds: message.embeds.clone(),
                components: message.components.clone(),
            });
            message.edits += 1;
            message.edited_timestamp = Some(edited_at);
        }
        if let Some(flags) = body.flags {
            // Only "suppress embeds" can change after creation.
            message.flags = (message.flags & !4) | (flags & 4);
        }
        message.mentions = pinged_users(&content, allowed_mentions.as_ref());
        message.allowed_mentions = allowed_mentions;
        message.content = content;
        message.embeds = embeds;
        message.components = components;
        message.attachments = attachments;
        Ok(())
    }

    // ---- interactions ----

    fn remember_user(&mut self, user: &FakeUser) {
        self.users.entry(user.id).or_insert_with(|| user.clone());
    }

    pub(super) fn inject_command(
        &mut self,
        user: &FakeUser,
        channel: u64,
        name: &str,
        options: Vec<Value>,
    ) -> (u64, String) {
        self.remember_user(user);
        let id = self.next_id();
        let token = interaction_token(id);
        let registered = self.commands.iter().find(|c| c.name == name).map(|c| c.id);
        let command_id = match registered {
            Some(command_id) => command_id,
            None => self.next_id(),
        };
        let payload =
            self.command_interaction_json(id, &token, user, channel, name, command_id, options);
        self.push_interaction(id, &token, 2, user, channel, None);
        self.dispatch("INTERACTION_CREATE", payload);
        (id, token)
    }

    pub(super) fn inject_click(
        &mut self,
        user: &FakeUser,
        message_id: u64,
        button: &str,
    ) -> Result<(u64, String), String> {
        let message = self.visible_message(user, message_id)?;
        let Some(found) = message.button(button) else {
            return Err(format!(
                "message {message_id} has no button `{button}`; its buttons: {:?}",
                message
                    .buttons()
                    .iter()
                    .map(|b| format!("{} ({})", b.label.as_deref().unwrap_or(""), b.custom_id))
                    .collect::<Vec<_>>()
            ));
        };
        if found.disabled {
            return Err(format!("the button `{button}` is disabled"));
        }
        if found.custom_id.is_empty() {
            return Err(format!(
                "`{button}` is a link button: clicking it sends nothing"
            ));
        }
        self.inject_component(user, message_id, &found.custom_id, 2, Vec::new())
    }

    pub(super) fn inject_select(
        &mut self,
        user: &FakeUser,
        message_id: u64,
        custom_id: &str,
        values: Vec<String>,
    ) -> Result<(u64, String), String> {
        let message = self.visible_message(user, message_id)?;
        let Some(menu) = message.select(custom_id) else {
            return Err(format!(
                "message {message_id} has no select menu `{custom_id}`; its components: {:?}",
                message.custom_ids()
            ));
        };
        if menu.disabled {
            return Err(format!("the select menu `{custom_id}` is disabled"));
        }
        if menu.kind == 3
            && let Some(bad) = values
                .iter()
                .find(|v| !menu.options.iter().any(|o| &o.value == *v))
        {
            return Err(format!("`{bad}` is not an option of `{}`", menu.custom_id));
        }
        let count = values.len() as u64;
        if count < menu.min_values || count > menu.max_values {
            return Err(format!(
                "{count} values chosen; `{}` takes {} to {}",
                menu.custom_id, menu.min_values, menu.max_values
            ));
        }
        self.inject_component(user, message_id, &menu.custom_id, menu.kind, values)
    }

    fn visible_message(&self, user: &FakeUser, message_id: u64) -> Result<RecordedMessage, String> {
        let message = self
            .message(message_id)
            .ok_or_else(|| format!("message {message_id} was never recorded"))?;
        if message.deleted {
            return Err(format!("message {message_id} was deleted"));
        }
        if !message.is_visible_to(user) {
            return Err(format!(
                "message {message_id} is someone else's ephemeral message"
            ));
        }
        Ok(message.clone())
    }

    pub(super) fn inject_component(
        &mut self,
        user: &FakeUser,
        message_id: u64,
        custom_id: &str,
        component_type: u8,
        values: Vec<String>,
    ) -> Result<(u64, String), String> {
        let click = ForgedClick {
            component_type,
            values,
            ..ForgedClick::new(message_id, custom_id)
        };
        self.inject_forged(user, &click)
    }

    /// A component interaction carrying a recorded message, from wherever `click` claims.
    pub(super) fn inject_forged(
        &mut self,
        user: &FakeUser,
        click: &ForgedClick,
    ) -> Result<(u64, String), String> {
        let message = self
            .message(click.message_id)
            .cloned()
            .ok_or_else(|| format!("message {} was never recorded", click.message_id))?;
        self.remember_user(user);
        let channel = if click.dm {
            self.dm_channel(user)
        } else {
            click.channel.unwrap_or(message.channel_id)
        };
        let id = self.next_id();
        let token = interaction_token(id);
        let mut payload = self.component_interaction_json(
            id,
            &token,
            user,
            channel,
            &message,
            &click.custom_id,
            click.component_type,
            &click.values,
        );
        payload["message"]["channel_id"] = serde_json::json!(channel.to_string());
        if let Some(ephemeral) = click.ephemeral {
            let flags = payload["message"]["flags"].as_u64().unwrap_or(0);
            let flags = if ephemeral {
                flags | FLAG_EPHEMERAL
            } else {
                flags & !FLAG_EPHEMERAL
            };
            payload["message"]["flags"] = serde_json::json!(flags);
        }
        self.push_interaction(id, &token, 3, user, channel, Some(click.message_id));
        self.dispatch("INTERACTION_CREATE", payload);
        Ok((id, token))
    }

    /// The submission of the modal the bot showed in answer to interaction `shown`.
    pub(super) fn inject_modal_submit(
        &mut self,
        shown: u64,
        values: &[(&str, &str)],
    ) -> Result<(u64, String), String> {
        let index = self
            .interaction_index(shown)
            .ok_or_else(|| format!("interaction {shown} was never injected"))?;
        let shown = self.interactions[index].clone();
        let modal = match &shown.callback {
            Some(callback) if callback.kind == 9 => callback.data.clone(),
            _ => {
                return Err(format!(
                    "interaction {} was not answered with a modal",
                    shown.id
                ));
            }
        };
        let mut rows = Vec::new();
        let mut used = 0;
        for row in modal["components"].as_array().into_iter().flatten() {
            for input in row["components"].as_array().into_iter().flatten() {
                let custom_id = input["custom_id"].as_str().unwrap_or_default();
                let value = values
                    .iter()
                    .find(|(id, _)| *id == custom_id)
                    .map(|(_, v)| *v);
                used += usize::from(value.is_some());
                if value.is_none() && input["required"].as_bool().unwrap_or(true) {
                    return Err(format!("the text input `{custom_id}` is required"));
                }
                rows.push(serde_json::json!({"type": 1, "components": [
                    {"type": 4, "custom_id": custom_id, "value": value.unwrap_or_default()}
                ]}));
            }
        }
        if used != values.len() {
            return Err("a value names no text input of the modal".to_owned());
        }
        let user = self
            .users
            .get(&shown.user)
            .cloned()
            .ok_or("the user is unknown")?;
        let id = self.next_id();
        let token = interaction_token(id);
        let mut payload = self.modal_submit_json(id, &token, &user, shown.channel_id);
        payload["data"] = serde_json::json!({"custom_id": modal["custom_id"], "components": rows});
        if let Some(message) = shown.clicked.and_then(|m| self.message(m)) {
            payload["message"] = self.message_json(message);
        }
        self.push_interaction(id, &token, 5, &user, shown.channel_id, shown.clicked);
        self.dispatch("INTERACTION_CREATE", payload);
        Ok((id, token))
    }

    fn push_interaction(
        &mut self,
        id: u64,
        token: &str,
        kind: u8,
        user: &FakeUser,
        channel_id: u64,
        clicked: Option<u64>,
    ) {
        self.interactions.push(InteractionRec {
            id,
            token: token.to_owned(),
            kind,
            user: user.id,
            channel_id,
            clicked,
            injected_at: Instant::now(),
            created: self.clock(),
            callback: None,
            refused: 0,
            original: None,
            placeholder_pending: false,
            followups: Vec::new(),
        });
    }
}

fn interaction_token(id: u64) -> String {
    format!("fake-interaction-token-{id}")
}

/// The users a message pings: its `<@id>` mentions, as `allowed_mentions` permits. With no
/// `allowed_mentions` Discord parses every mention; with one, only `parse: ["users"]` or the
/// ids listed in `users` ping.
fn pinged_users(content: &str, allowed: Option<&Value>) -> Vec<u64> {
    let mut mentioned = Vec::new();
    let mut rest = content;
    while let Some(start) = rest.find("<@") {
        rest = &rest[start + 2..];
        let digits = rest.strip_prefix('!').unwrap_or(rest);
        let end = digits.find('>').unwrap_or(0);
        if let Ok(id) = digits[..end].parse::<u64>()
            && !mentioned.contains(&id)
        {
            mentioned.push(id);
        }
    }
    let Some(allowed) = allowed else {
        return mentioned;
    };
    let parses_users = allowed["parse"]
        .as_array()
        .is_some_and(|p| p.iter().any(|v| v == "users"));
    if parses_users {
        return mentioned;
    }
    let listed: Vec<u64> = allowed["users"]
        .as_array()
        .map(|users| users.iter().filter_map(snowflake_of).collect())
        .unwrap_or_default();
    mentioned.retain(|id| listed.contains(id));
    mentioned
}
