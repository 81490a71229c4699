//! The channel routes: messages of a channel, threads, and channel edits.

use std::time::Duration;

use serde_json::{Value, json};

use serenity::all::Permissions;

use crate::support::fake_discord::state::{
    ChannelRec, FileInfo, NewMessage, State, ThreadRec, snowflake_of,
};
use crate::support::fake_discord::{ApiError, OldMessageEdits, limits, places};

use super::{Answer, nest_errors};

/// How old a message may be before Discord caps edits of it (code 30046).
const OLD_MESSAGE: Duration = Duration::from_secs(60 * 60);

impl State {
    // ---- channel messages ----

    /// A message of a channel that the channel routes can reach (not ephemeral, not deleted).
    pub(super) fn public_message_index(
        &self,
        channel: u64,
        message: u64,
    ) -> Result<usize, ApiError> {
        self.access(channel)?;
        self.message_index(message)
            .filter(|&i| {
                let m = &self.messages[i];
                m.channel_id == channel && !m.deleted && !m.ephemeral
            })
            .ok_or_else(ApiError::unknown_message)
    }

    pub(super) fn channel_message(
        &mut self,
        method: &str,
        channel: u64,
        message: u64,
        body: &Value,
        files: &[FileInfo],
    ) -> Result<Answer, ApiError> {
        let index = self.public_message_index(channel, message)?;
        match method {
            "GET" => Ok(Answer::ok(self.message_answer(message))),
            "PATCH" => {
                let parsed = self.parse_body(body, files)?;
                let embeds = parsed.embeds.as_ref().is_some_and(|e| !e.is_empty());
                self.check_message_change(channel, embeds)?;
                if !parsed.files.is_empty() {
                    self.require(channel, Permissions::ATTACH_FILES)?;
                }
                self.check_old_message_edit(index)?;
                self.edit_message(index, &parsed, false)?;
                Ok(Answer::ok(self.message_answer(message)))
            }
            _ => {
                self.check_message_change(channel, false)?;
                self.messages[index].deleted = true;
                Ok(Answer::no_content())
            }
        }
    }

    /// Discord caps the edits of a message older than an hour: code 30046, as a 400 or a 429
    /// ([`OldMessageEdits`]).
    fn check_old_message_edit(&self, index: usize) -> Result<(), ApiError> {
        let age = self.clock().saturating_sub(self.messages[index].created_at);
        if age <= OLD_MESSAGE {
            return Ok(());
        }
        let message =
            "Maximum number of edits to messages older than 1 hour reached. Try again later";
        match self.options.old_message_edits {
            OldMessageEdits::Allowed => Ok(()),
            OldMessageEdits::BadRequest => Err(ApiError::new(400, 30046, message)),
            OldMessageEdits::RateLimited { retry_after } => {
                let mut error = ApiError::new(429, 30046, message);
                error.retry_after_ms = u32::try_from(retry_after.as_millis())
                    .unwrap_or(u32::MAX)
                    .max(1);
                Err(error)
            }
        }
    }

    /// `GET /channels/{c}/messages?limit=N[&after=ID|&before=ID]`: the newest first, as
    /// Discord answers; with `after`, the `limit` oldest after it. As on Discord, a bot
    /// without Read Message History is answered an empty list (not an error), and a listed
    /// message carries no `nonce` (only a creation's answer does).
    pub(super) fn list_messages(
        &mut self,
        channel: u64,
        query: Option<&str>,
    ) -> Result<Answer, ApiError> {
        self.access(channel)?;
        if self
            .require(channel, Permissions::READ_MESSAGE_HISTORY)
            .is_err()
        {
            return Ok(Answer::ok(Value::Array(Vec::new())));
        }
        let param = |name: &str| {
            query
                .into_iter()
                .flat_map(|q| q.split('&'))
                .find_map(|pair| pair.strip_prefix(name)?.strip_prefix('='))
                .and_then(|n| n.parse::<u64>().ok())
        };
        let limit = param("limit").unwrap_or(50).clamp(1, 100) as usize;
        let messages = self.channel_messages(channel);
        let mut ids: Vec<u64> = match (param("after"), param("before")) {
            (Some(after), _) => messages
                .iter()
                .filter(|m| m.id > after)
                .take(limit)
                .map(|m| m.id)
                .collect(),
            (None, before) => messages
                .iter()
                .rev()
                .filter(|m| before.is_none_or(|b| m.id < b))
                .take(limit)
                .map(|m| m.id)
                .collect(),
        };
        ids.sort_unstable_by(|a, b| b.cmp(a));
        let list: Vec<Value> = ids
            .into_iter()
            .map(|id| {
                let mut message = self.message_answer(id);
                if let Some(fields) = message.as_object_mut() {
                    fields.remove("nonce");
                }
                message
            })
            .collect();
        Ok(Answer::ok(Value::Array(list)))
    }

    // ---- threads ----

    /// `POST /channels/{c}/messages/{m}/threads` (a thread from a message: it takes the
    /// message's id) and `POST /channels/{c}/threads` (without a message: a *private*
    /// thread unless the body's `type` says 11, since API v9; in a forum, a post: a public
    /// thread started with the body's `message`, which takes the thread's id). Answers 201
    /// with the thread and sends THREAD_CREATE on the gateway, as Discord does.
    pub(super) fn start_thread(
        &mut self,
        channel: u64,
        message: Option<u64>,
        body: &Value,
    ) -> Result<Answer, ApiError> {
        let parent_kind = self.access(channel)?.kind;
        let forum = parent_kind == places::FORUM && message.is_none();
        if parent_kind != places::TEXT && !forum {
            return Err(ApiError::new(
                400,
                50024,
                "Cannot execute action on this channel type",
            ));
        }
        let auto_archive_duration = thread_form(body, forum)?;
        let starter = if forum {
            let parsed = self
                .parse_body(&body["message"], &[])
                .map_err(|e| nest_errors(e, "message"))?;
            let embeds = parsed.embeds.as_ref().is_some_and(|e| !e.is_empty());
            self.require(channel, Permissions::SEND_MESSAGES)?;
            if embeds {
                self.require(channel, Permissions::EMBED_LINKS)?;
            }
            Some(parsed)
        } else {
            None
        };
        let (id, kind) = self.new_thread_id_and_kind(channel, message, forum, body)?;
        let now = self.now_rfc3339();
        let guild = self.guild_of(channel);
        self.channels.push(ChannelRec {
            parent_id: Some(channel),
            thread: Some(ThreadRec {
                archived: false,
                locked: false,
                auto_archive_duration,
                created: now.clone(),
                archive_timestamp: now,
                from_message: message,
            }),
            ..ChannelRec::new(id, guild, kind, body["name"].as_str().unwrap_or_default())
        });
        let mut starter_json = None;
        if let Some(parsed) = starter {
            let new = NewMessage {
                id: Some(id),
                ..NewMessage::in_channel(id)
            };
            let created = self.create_message(new, &parsed);
            match created {
                Ok(message) => starter_json = Some(self.message_answer(message)),
                Err(error) => {
                    self.channels.retain(|c| c.id != id);
                    return Err(nest_errors(error, "message"));
                }
            }
        }
        let mut thread = self.channel_json_by_id(id);
        self.check::<serenity::all::GuildChannel>("thread", &thread);
        let mut answer = thread.clone();
        if let Some(message) = starter_json {
            // A forum post's answer carries its first message.
            answer["message"] = message;
        }
        // THREAD_CREATE (GUILDS intent) tells the creator its thread is new.
        thread["newly_created"] = json!(true);
        self.dispatch_for(places::INTENT_GUILDS, "THREAD_CREATE", thread);
        Ok(Answer::json(201, answer))
    }

    /// A new thread's id and type: from a message, the message's id and a public thread
    /// (once per message); a forum post, a new id and a public thread; otherwise a new id
    /// and the body's `type` (private unless it says 11), each with its permission.
    fn new_thread_id_and_kind(
        &mut self,
        channel: u64,
        message: Option<u64>,
        forum: bool,
        body: &Value,
    ) -> Result<(u64, u8), ApiError> {
        Ok(match message {
            Some(message) => {
                self.require(channel, Permissions::CREATE_PUBLIC_THREADS)?;
                let index = self.public_message_index(channel, message)?;
                if self.messages[index].thread_id.is_some() {
                    return Err(ApiError::new(
                        400,
                        160_004,
                        "A thread has already been created for this message",
                    ));
                }
                self.messages[index].thread_id = Some(message);
                (message, 11)
            }
            None if forum => (self.next_id(), 11),
            None => {
                let kind = match snowflake_of(&body["type"]) {
                    Some(11) => 11,
                    None | Some(12) => 12,
                    Some(_) => {
                        let mut errors = limits::FormErrors::default();
                        errors.push(
                            "type",
                            "BASE_TYPE_CHOICES",
                            "Value must be one of {10, 11, 12}.",
                        );
                        return Err(errors.into_error());
                    }
                };
                self.require(
                    channel,
                    if kind == 11 {
                        Permissions::CREATE_PUBLIC_THREADS
                    } else {
                        Permissions::CREATE_PRIVATE_THREADS
                    },
                )?;
                (self.next_id(), kind)
            }
        })
    }

    /// `PATCH /channels/{c}`: a new name, or a thread archived or locked (THREAD_UPDATE).
    pub(super) fn modify_channel(&mut self, id: u64, body: &Value) -> Result<Answer, ApiError> {
        let is_thread = self.access(id)?.thread.is_some();
        if let Some(name) = body["name"].as_str()
            && let Some(channel) = self.channels.iter_mut().find(|c| c.id == id)
            && channel.name != name
        {
            channel.name = name.to_owned();
            let json = self.channel_json_by_id(id);
            let kind = if is_thread {
                "THREAD_UPDATE"
            } else {
                "CHANNEL_UPDATE"
            };
            self.dispatch_for(places::INTENT_GUILDS, kind, json);
        }
        if is_thread {
            self.set_thread_flags(id, body["archived"].as_bool(), body["locked"].as_bool());
        }
        Ok(Answer::ok(self.channel_json_by_id(id)))
    }
}

/// A new thread's form checked as Discord checks it: a name of 1 to 100 characters, an
/// archive duration Discord offers (3 days unless said), and for a forum post its first
/// message. Returns the archive duration.
fn thread_form(body: &Value, forum: bool) -> Result<u64, ApiError> {
    let mut errors = limits::FormErrors::default();
    match body["name"].as_str() {
        Some(name) if !name.is_empty() => {
            if name.chars().count() > 100 {
                errors.push(
                    "name",
                    "BASE_TYPE_MAX_LENGTH",
                    "Must be 100 or fewer in length.",
                );
            }
        }
        _ => errors.push("name", "BASE_TYPE_REQUIRED", "This field is required"),
    }
    let auto_archive_duration = body["auto_archive_duration"].as_u64().unwrap_or(4320);
    if ![60, 1440, 4320, 10080].contains(&auto_archive_duration) {
        errors.push(
            "auto_archive_duration",
            "BASE_TYPE_CHOICES",
            "Value must be one of {60, 1440, 4320, 10080}.",
        );
    }
    if forum && !body["message"].is_object() {
        errors.push("message", "BASE_TYPE_REQUIRED", "This field is required");
    }
    if errors.is_empty() {
        Ok(auto_archive_duration)
    } else {
        Err(errors.into_error())
    }
}
