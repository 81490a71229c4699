//! The REST API: one fallback handler reads the body (JSON, or multipart with
//! `payload_json`), matches `(method, path)` after `/api/v10`, answers like Discord, and
//! records the call. It never panics on what the bot sends: anything unexpected is a 4xx.
//!
//! Each call is handled in two steps, in a task of its own: on arrival, a rejected token
//! (401), the rate limits (429) and the failure rules are decided; then the route takes
//! effect and answers. A rule's delay falls between the two steps or after the second,
//! so a slow answer can come before or after the effect, whether or not the client waits.

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::extract::{FromRequest, Multipart, Request, State as AxumState};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use serenity::all::Permissions;

use super::payload::FLAG_EPHEMERAL;
use super::state::{
    Callback, ChannelRec, FileInfo, MessageBody, NewMessage, State, ThreadRec, snowflake_of,
};
use super::{
    APP_ID, ApiError, Call, FailRule, GUILD_ID, Inner, OldMessageEdits, Origin, RegisteredCommand,
    limits, places, ratelimit,
};

/// How long an interaction's token can be used for webhooks (Discord: 15 minutes).
const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);

/// How old a message may be before Discord caps edits of it (code 30046).
const OLD_MESSAGE: Duration = Duration::from_secs(60 * 60);

/// Bodies above this are refused (Discord's upload limit without boosts is 10 MiB).
const MAX_BODY: usize = 25 * 1024 * 1024;

/// What the fake answers: a status, a JSON body (none for 204) and headers.
pub(super) struct Answer {
    status: u16,
    body: Option<Value>,
    headers: Vec<(&'static str, String)>,
}

impl Answer {
    fn json(status: u16, body: Value) -> Self {
        Answer {
            status,
            body: Some(body),
            headers: Vec::new(),
        }
    }

    fn ok(body: Value) -> Self {
        Self::json(200, body)
    }

    fn no_content() -> Self {
        Answer {
            status: 204,
            body: None,
            headers: Vec::new(),
        }
    }

    fn into_response(self) -> Response {
        let status = StatusCode::from_u16(self.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let mut response = match self.body {
            Some(body) => {
                let mut response = Response::new(Body::from(body.to_string()));
                *response.status_mut() = status;
                response.headers_mut().insert(
                    header::CONTENT_TYPE,
                    HeaderValue::from_static("application/json"),
                );
                response
            }
            None => status.into_response(),
        };
        for (name, value) in self.headers {
            if let Ok(value) = HeaderValue::from_str(&value) {
                response.headers_mut().insert(name, value);
            }
        }
        response
    }
}

impl From<ApiError> for Answer {
    fn from(error: ApiError) -> Self {
        Answer::json(error.status, error.json())
    }
}

/// Who and what a call concerns, for the log.
#[derive(Default)]
pub(super) struct CallContext {
    pub user: Option<u64>,
    pub ephemeral: Option<bool>,
    pub interaction_id: Option<u64>,
    pub token_age: Option<Duration>,
    pub channel_id: Option<u64>,
    pub known_route: bool,
}

/// A request body as read.
enum ReadBody {
    Json(Value, Vec<FileInfo>),
    Invalid(String),
}

/// What was decided when a request arrived, before it takes effect.
struct Arrival {
    at: Duration,
    /// An answer given at once: a rejected token (401) or a rate limit (429).
    early: Option<Answer>,
    /// The failure rule that matched, if any.
    rule: Option<FailRule>,
    /// The rate limit headers of its bucket.
    headers: Vec<(&'static str, String)>,
    bucket: Option<String>,
    premature_by: Option<Duration>,
}

/// An answer and how long to hold it back after the call took effect.
struct Finished {
    answer: Answer,
    delay: Duration,
}

pub(super) async fn handle(AxumState(inner): AxumState<Arc<Inner>>, request: Request) -> Response {
    let method = request.method().as_str().to_owned();
    let path = request.uri().path().to_owned();
    let query = request.uri().query().map(str::to_owned);
    let body = read_body(request).await;
    // In a task of its own: a client that gives up waiting (an HTTP timeout) does not stop
    // the call from taking effect, as on Discord.
    match tokio::spawn(process(inner, method, path, query, body)).await {
        Ok(response) => response,
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

async fn process(
    inner: Arc<Inner>,
    method: String,
    path: String,
    query: Option<String>,
    body: ReadBody,
) -> Response {
    let arrival = inner.with(|s| s.arrive(&method, &path));
    if let Some(rule) = arrival.rule.as_ref().filter(|r| !r.after_effect) {
        tokio::time::sleep(rule.delay).await;
    }
    let finished = inner.with(|s| s.answer(&method, &path, query, body, arrival));
    if !finished.delay.is_zero() {
        tokio::time::sleep(finished.delay).await;
    }
    finished.answer.into_response()
}

async fn read_body(request: Request) -> ReadBody {
    let is_multipart = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/form-data"));
    if is_multipart {
        return read_multipart(request).await;
    }
    match axum::body::to_bytes(request.into_body(), MAX_BODY).await {
        Ok(bytes) if bytes.is_empty() => ReadBody::Json(Value::Null, Vec::new()),
        Ok(bytes) => match serde_json::from_slice(&bytes) {
            Ok(json) => ReadBody::Json(json, Vec::new()),
            Err(error) => ReadBody::Invalid(format!("invalid JSON: {error}")),
        },
        Err(error) => ReadBody::Invalid(format!("unreadable body: {error}")),
    }
}

/// serenity sends files as multipart: the JSON in a `payload_json` field and each file in a
/// `files[n]` field.
async fn read_multipart(request: Request) -> ReadBody {
    let mut multipart = match Multipart::from_request(request, &()).await {
        Ok(multipart) => multipart,
        Err(error) => return ReadBody::Invalid(format!("bad multipart body: {error}")),
    };
    let mut json = Value::Null;
    let mut files = Vec::new();
    loop {
        match multipart.next_field().await {
            Ok(Some(field)) => {
                let name = field.name().unwrap_or_default().to_owned();
                let file_name = field.file_name().map(str::to_owned);
                let bytes = match field.bytes().await {
                    Ok(bytes) => bytes,
                    Err(error) => {
                        return ReadBody::Invalid(format!("bad multipart field: {error}"));
                    }
                };
                if name == "payload_json" {
                    match serde_json::from_slice(&bytes) {
                        Ok(parsed) => json = parsed,
                        Err(error) => {
                            return ReadBody::Invalid(format!("invalid payload_json: {error}"));
                        }
                    }
                } else {
                    files.push(FileInfo {
                        name: file_name.unwrap_or(name),
                        size: bytes.len(),
                    });
                }
            }
            Ok(None) => return ReadBody::Json(json, files),
            Err(error) => return ReadBody::Invalid(format!("bad multipart body: {error}")),
        }
    }
}

fn id_of(segment: &str) -> Result<u64, ApiError> {
    match segment.parse::<u64>() {
        Ok(id) if id != 0 => Ok(id),
        _ => {
            let mut errors = limits::FormErrors::default();
            errors.push(
                "",
                "NUMBER_TYPE_COERCE",
                &format!("Value \"{segment}\" is not snowflake."),
            );
            Err(errors.into_error())
        }
    }
}

fn check_app(app: &str) -> Result<(), ApiError> {
    if id_of(app)? == APP_ID {
        Ok(())
    } else {
        Err(ApiError::new(404, 10002, "Unknown Application"))
    }
}

impl State {
    /// Decides what does not depend on the route: a rejected token, the rate limits, a
    /// failure rule.
    fn arrive(&mut self, method: &str, path: &str) -> Arrival {
        let mut arrival = Arrival {
            at: self.clock(),
            early: None,
            rule: None,
            headers: Vec::new(),
            bucket: None,
            premature_by: None,
        };
        let Some(route) = path.strip_prefix("/api/v10") else {
            return arrival;
        };
        let segments: Vec<&str> = route.split('/').filter(|s| !s.is_empty()).collect();
        // `GET /gateway` needs no token on Discord; everything else does.
        if self.token_rejected && !(method == "GET" && segments == ["gateway"]) {
            arrival.early = Some(Answer::json(
                401,
                json!({"message": "401: Unauthorized", "code": 0}),
            ));
            return arrival;
        }
        if self.options.rate_limits {
            let bucket = ratelimit::bucket_of(method, &segments, self.options.rate_limit_scale);
            self.limiter.scale = self.options.rate_limit_scale;
            let unix_now = Duration::from_millis(self.unix_ms());
            let verdict = self.limiter.admit(&bucket, arrival.at, unix_now);
            arrival.bucket = Some(bucket.key);
            arrival.premature_by = verdict.premature_by;
            arrival.headers = verdict.headers;
            if let Some(body) = verdict.refused {
                arrival.early = Some(Answer::json(429, body));
                return arrival;
            }
        }
        if let Some(rule) = self
            .failures
            .iter_mut()
            .find(|rule| rule.matches(method, &segments))
        {
            if let Some(times) = &mut rule.times {
                *times -= 1;
            }
            arrival.rule = Some(rule.clone());
        }
        arrival
    }

    /// Answers a request that arrived: routes it, applies its failure rule, records it.
    fn answer(
        &mut self,
        method: &str,
        path: &str,
        query: Option<String>,
        body: ReadBody,
        arrival: Arrival,
    ) -> Finished {
        let mut context = CallContext {
            known_route: true,
            ..CallContext::default()
        };
        let route = path.strip_prefix("/api/v10");
        let segments: Vec<&str> = route
            .unwrap_or_default()
            .split('/')
            .filter(|s| !s.is_empty())
            .collect();
        if let ["channels", channel, ..] = segments.as_slice() {
            context.channel_id = channel.parse().ok();
        }
        let logged_path = route.unwrap_or(path).to_owned();
        let (body, files, readable) = match body {
            ReadBody::Json(json, files) => (json, files, true),
            ReadBody::Invalid(why) => {
                self.problems.push(format!(
                    "{method} {path}: the bot sent a body the fake cannot read: {why}"
                ));
                (Value::Null, Vec::new(), false)
            }
        };
        let mut delay = Duration::ZERO;
        let mut failed_after_effect = false;
        let mut answer = if let Some(early) = arrival.early {
            early
        } else if !readable {
            Answer::from(ApiError::new(
                400,
                50109,
                "The request body contains invalid JSON.",
            ))
        } else if route.is_none() {
            context.known_route = false;
            Answer::json(404, json!({"message": "404: Not Found", "code": 0}))
        } else {
            let rule = arrival.rule.as_ref().filter(|r| r.fails);
            match rule {
                Some(rule) if !rule.after_effect => Answer::from(rule.error()),
                _ => {
                    let answer = self
                        .route(
                            method,
                            &segments,
                            query.as_deref(),
                            &body,
                            &files,
                            &mut context,
                        )
                        .unwrap_or_else(Answer::from);
                    match rule {
                        Some(rule) => {
                            failed_after_effect = true;
                            Answer::from(rule.error())
                        }
                        None => answer,
                    }
                }
            }
        };
        if let Some(rule) = &arrival.rule
            && rule.after_effect
        {
            delay = rule.delay;
        }
        let mut headers = arrival.headers;
        if answer.status == 429
            && let Some(body) = &answer.body
            && body.get("code").is_some()
            && let Some(retry_after) = body["retry_after"].as_f64()
        {
            // A route's own 429 (an edit of an old message): its bucket waits too.
            let retry_after = Duration::from_secs_f64(retry_after);
            if let Some(bucket) = &arrival.bucket {
                self.limiter.block(bucket, arrival.at, retry_after);
            }
            let _ = ratelimit::rate_limited(retry_after, false, &mut headers);
        }
        answer.headers = headers;
        let names = files.into_iter().map(|f| f.name).collect();
        self.calls.push(Call {
            method: method.to_owned(),
            path: logged_path,
            query,
            body,
            files: names,
            status: answer.status,
            response: answer.body.clone().unwrap_or(Value::Null),
            user: context.user,
            ephemeral: context.ephemeral,
            interaction_id: context.interaction_id,
            token_age: context.token_age,
            channel_id: context.channel_id,
            bucket: arrival.bucket,
            premature_by: arrival.premature_by,
            delayed: arrival.rule.as_ref().map_or(Duration::ZERO, |r| r.delay),
            failed_after_effect,
            known_route: context.known_route,
            at: arrival.at,
        });
        Finished { answer, delay }
    }

    fn route(
        &mut self,
        method: &str,
        segments: &[&str],
        query: Option<&str>,
        body: &Value,
        files: &[FileInfo],
        context: &mut CallContext,
    ) -> Result<Answer, ApiError> {
        match (method, segments) {
            ("GET", ["gateway"]) => Ok(Answer::ok(json!({"url": self.gateway_url()}))),
            ("GET", ["gateway", "bot"]) => {
                // What `Client::start_autosharded` reads: how many shards to start.
                let used = u64::try_from(self.gateway.identifies.len()).unwrap_or(u64::MAX);
                let answer = json!({
                    "url": self.gateway_url(),
                    "shards": self.options.shards,
                    "session_start_limit": {
                        "total": 1000,
                        "remaining": 1000u64.saturating_sub(used),
                        "reset_after": 86_400_000,
                        "max_concurrency": 1,
                    },
                });
                self.check::<serenity::all::BotGateway>("gateway/bot", &answer);
                Ok(Answer::ok(answer))
            }
            ("GET", ["oauth2", "applications", "@me"] | ["applications", "@me"]) => {
                let app = self.application_json();
                self.check::<serenity::all::CurrentApplicationInfo>("application", &app);
                Ok(Answer::ok(app))
            }
            ("GET", ["users", "@me"]) => Ok(Answer::ok(super::payload::user_json(&self.bot))),
            ("POST", ["users", "@me", "channels"]) => {
                let user = snowflake_of(&body["recipient_id"])
                    .and_then(|id| self.users.get(&id).cloned())
                    .ok_or_else(|| {
                        ApiError::new(400, 50007, "Cannot send messages to this user")
                    })?;
                let channel = self.dm_channel(&user);
                let json = self.channel_json_by_id(channel);
                self.check::<serenity::all::PrivateChannel>("DM channel", &json);
                Ok(Answer::ok(json))
            }
            ("GET", ["users", user]) => {
                let user = self
                    .users
                    .get(&id_of(user)?)
                    .ok_or_else(|| ApiError::new(404, 10013, "Unknown User"))?;
                Ok(Answer::ok(super::payload::user_json(user)))
            }

            // Commands.
            ("PUT", ["applications", app, "commands"]) => {
                check_app(app)?;
                self.put_commands(None, body)
            }
            ("PUT", ["applications", app, "guilds", guild, "commands"]) => {
                check_app(app)?;
                self.check_guild(guild)?;
                self.put_commands(Some(GUILD_ID), body)
            }
            ("POST", ["applications", app, "commands"]) => {
                check_app(app)?;
                self.post_command(None, body)
            }
            ("POST", ["applications", app, "guilds", guild, "commands"]) => {
                check_app(app)?;
                self.check_guild(guild)?;
                self.post_command(Some(GUILD_ID), body)
            }
            ("GET", ["applications", app, "commands"]) => {
                check_app(app)?;
                Ok(Answer::ok(self.commands_json(None)))
            }
            ("GET", ["applications", app, "guilds", guild, "commands"]) => {
                check_app(app)?;
                self.check_guild(guild)?;
                Ok(Answer::ok(self.commands_json(Some(GUILD_ID))))
            }
            ("DELETE", ["applications", app, "commands", id])
            | ("DELETE", ["applications", app, "guilds", _, "commands", id]) => {
                check_app(app)?;
                let id = id_of(id)?;
                let before = self.commands.len();
                self.commands.retain(|c| c.id != id);
                if self.commands.len() == before {
                    return Err(ApiError::new(404, 10063, "Unknown application command"));
                }
                Ok(Answer::no_content())
            }

            // Interactions.
            ("POST", ["interactions", id, token, "callback"]) => {
                self.callback(id_of(id)?, token, body, files, context)
            }
            ("POST", ["webhooks", app, token]) => {
                check_app(app).map_err(|_| ApiError::unknown_webhook())?;
                self.followup(token, body, files, context)
            }
            ("GET" | "PATCH" | "DELETE", ["webhooks", app, token, "messages", message]) => {
                check_app(app).map_err(|_| ApiError::unknown_webhook())?;
                self.webhook_message(method, token, message, body, files, context)
            }

            // Channels and messages.
            ("GET", ["channels", channel]) => {
                let channel = self.access(id_of(channel)?)?;
                Ok(Answer::ok(self.channel_json(channel)))
            }
            ("PATCH", ["channels", channel]) => self.modify_channel(id_of(channel)?, body),
            ("GET", ["channels", channel, "messages"]) => {
                self.list_messages(id_of(channel)?, query)
            }
            ("POST", ["channels", channel, "messages"]) => {
                let channel = id_of(channel)?;
                self.access(channel)?;
                let parsed = MessageBody::parse(body, files)?;
                let embeds = parsed.embeds.as_ref().is_some_and(|e| !e.is_empty());
                self.check_post(channel, embeds, !parsed.files.is_empty())?;
                if parsed.enforce_nonce
                    && let Some(nonce) = &parsed.nonce
                    && let Some(existing) = self.message_by_nonce(channel, nonce)
                {
                    // Discord: the same nonce within 5 minutes answers the message already
                    // created, so a retry after a lost answer creates nothing twice.
                    return Ok(Answer::ok(self.message_answer(existing)));
                }
                let id = self.create_message(NewMessage::in_channel(channel), &parsed)?;
                Ok(Answer::ok(self.message_answer(id)))
            }
            ("GET" | "PATCH" | "DELETE", ["channels", channel, "messages", message]) => {
                self.channel_message(method, id_of(channel)?, id_of(message)?, body, files)
            }
            ("POST", ["channels", channel, "messages", message, "threads"]) => {
                self.start_thread(id_of(channel)?, Some(id_of(message)?), body)
            }
            ("POST", ["channels", channel, "threads"]) => {
                self.start_thread(id_of(channel)?, None, body)
            }
            ("PUT" | "DELETE", ["channels", channel, "thread-members", _]) => {
                self.access(id_of(channel)?)?;
                Ok(Answer::no_content())
            }
            ("POST", ["channels", channel, "typing"]) => {
                let channel = id_of(channel)?;
                self.access(channel)?;
                self.require(channel, Permissions::SEND_MESSAGES)?;
                Ok(Answer::no_content())
            }
            (
                "PUT" | "DELETE",
                [
                    "channels",
                    channel,
                    "messages",
                    message,
                    "reactions",
                    _,
                    "@me",
                ],
            ) => {
                let (channel, message) = (id_of(channel)?, id_of(message)?);
                self.public_message_index(channel, message)?;
                self.require(
                    channel,
                    Permissions::ADD_REACTIONS | Permissions::READ_MESSAGE_HISTORY,
                )?;
                Ok(Answer::no_content())
            }

            // The guild.
            ("GET", ["guilds", guild]) => {
                self.check_guild(guild)?;
                Ok(Answer::ok(self.guild_json(false)))
            }
            ("GET", ["guilds", guild, "channels"]) => {
                self.check_guild(guild)?;
                let channels: Vec<Value> = self
                    .guild_channels()
                    .filter(|c| c.thread.is_none())
                    .map(|c| self.channel_json(c))
                    .collect();
                Ok(Answer::ok(Value::Array(channels)))
            }
            ("GET", ["guilds", guild, "roles"]) => {
                self.check_guild(guild)?;
                Ok(Answer::ok(self.roles_json()))
            }
            ("GET", ["guilds", guild, "members", user]) => {
                self.check_guild(guild)?;
                let user = self
                    .users
                    .get(&id_of(user)?)
                    .ok_or_else(|| ApiError::new(404, 10007, "Unknown Member"))?;
                let member = self.member_json(user, false);
                self.check::<serenity::all::Member>("member", &member);
                Ok(Answer::ok(member))
            }
            _ => {
                context.known_route = false;
                Ok(Answer::json(
                    404,
                    json!({"message": "404: Not Found", "code": 0}),
                ))
            }
        }
    }

    /// The seeded guild, as long as the bot is in it (403 50001 after).
    fn check_guild(&self, guild: &str) -> Result<(), ApiError> {
        if id_of(guild)? != GUILD_ID {
            return Err(ApiError::new(404, 10004, "Unknown Guild"));
        }
        self.guild_access()
    }

    /// A message answer, checked against serenity's `Message`.
    fn message_answer(&mut self, id: u64) -> Value {
        let json = match self.message(id) {
            Some(message) => self.message_json(message),
            None => Value::Null,
        };
        self.check::<serenity::all::Message>("message", &json);
        json
    }

    // ---- commands ----

    fn command_json(&mut self, command: &Value, guild: Option<u64>) -> RegisteredCommand {
        let name = command["name"].as_str().unwrap_or_default().to_owned();
        // Discord keeps a command's id when it is registered again under the same name.
        let existing = self
            .commands
            .iter()
            .find(|c| c.name == name && c.guild_id == guild)
            .map(|c| c.id);
        let id = match existing {
            Some(id) => id,
            None => self.next_id(),
        };
        let version = self.next_id();
        let kind = command["type"].as_u64().unwrap_or(1);
        let mut json = command.clone();
        json["id"] = json!(id.to_string());
        json["application_id"] = json!(APP_ID.to_string());
        json["version"] = json!(version.to_string());
        json["type"] = json!(kind);
        json["description"] = command.get("description").cloned().unwrap_or(json!(""));
        if json.get("options").is_none_or(Value::is_null) {
            json["options"] = json!([]);
        }
        json["nsfw"] = command.get("nsfw").cloned().unwrap_or(json!(false));
        if let Some(guild) = guild {
            json["guild_id"] = json!(guild.to_string());
        }
        RegisteredCommand {
            id,
            name,
            description: json["description"].as_str().unwrap_or_default().to_owned(),
            kind: u8::try_from(kind).unwrap_or(1),
            guild_id: guild,
            options: json["options"].as_array().cloned().unwrap_or_default(),
            json,
        }
    }

    fn commands_json(&self, guild: Option<u64>) -> Value {
        self.commands
            .iter()
            .filter(|c| c.guild_id == guild)
            .map(|c| c.json.clone())
            .collect()
    }

    /// Bulk overwrite: the list replaces every command of that scope.
    fn put_commands(&mut self, guild: Option<u64>, body: &Value) -> Result<Answer, ApiError> {
        let Some(list) = body.as_array() else {
            let mut errors = limits::FormErrors::default();
            errors.push("", "BASE_TYPE_ARRAY", "Must be an array.");
            return Err(errors.into_error());
        };
        let mut errors = limits::FormErrors::default();
        if list.len() > 100 {
            errors.push(
                "",
                "BASE_TYPE_MAX_LENGTH",
                "Must be 100 or fewer in length.",
            );
        }
        for (i, command) in list.iter().enumerate() {
            limits::check_command(command, &i.to_string(), &mut errors);
        }
        if !errors.is_empty() {
            return Err(errors.into_error());
        }
        let registered: Vec<RegisteredCommand> =
            list.iter().map(|c| self.command_json(c, guild)).collect();
        self.commands.retain(|c| c.guild_id != guild);
        self.commands.extend(registered);
        self.gateway.registrations += 1;
        let answer = self.commands_json(guild);
        self.check::<Vec<serenity::all::Command>>("registered commands", &answer);
        Ok(Answer::ok(answer))
    }

    fn post_command(&mut self, guild: Option<u64>, body: &Value) -> Result<Answer, ApiError> {
        let mut errors = limits::FormErrors::default();
        limits::check_command(body, "", &mut errors);
        if !errors.is_empty() {
            return Err(errors.into_error());
        }
        let command = self.command_json(body, guild);
        let existed = self.commands.iter().any(|c| c.id == command.id);
        self.commands.retain(|c| c.id != command.id);
        let json = command.json.clone();
        self.commands.push(command);
        self.gateway.registrations += 1;
        self.check::<serenity::all::Command>("registered command", &json);
        Ok(Answer::json(if existed { 200 } else { 201 }, json))
    }

    // ---- interactions ----

    /// `POST /interactions/{id}/{token}/callback`.
    fn callback(
        &mut self,
        id: u64,
        token: &str,
        body: &Value,
        files: &[FileInfo],
        context: &mut CallContext,
    ) -> Result<Answer, ApiError> {
        let index = self
            .interaction_index(id)
            .filter(|&i| self.interactions[i].token == token)
            .ok_or_else(ApiError::unknown_interaction)?;
        let interaction = self.interactions[index].clone();
        context.user = Some(interaction.user);
        context.interaction_id = Some(id);
        context.channel_id = Some(interaction.channel_id);
        context.token_age = Some(self.clock().saturating_sub(interaction.created));
        if interaction.callback.is_some() {
            // Discord: one callback per interaction; later ones are refused.
            self.interactions[index].refused += 1;
            return Err(ApiError::new(
                400,
                40060,
                "Interaction has already been acknowledged.",
            ));
        }
        if self.clock().saturating_sub(interaction.created) > self.ack_deadline {
            // Discord forgets an interaction not acknowledged within 3 seconds.
            return Err(ApiError::unknown_interaction());
        }
        let kind = body["type"].as_u64().unwrap_or(0);
        let data = body.get("data").cloned().unwrap_or(Value::Null);
        let flags = data["flags"].as_u64().unwrap_or(0);
        let is_modal_submit = interaction.kind == 5;
        let (original, ephemeral, pending) = match kind {
            4 | 5 => {
                let ephemeral = flags & FLAG_EPHEMERAL != 0;
                let placeholder = kind == 5;
                let parsed = if placeholder {
                    MessageBody::default()
                } else {
                    if data.is_null() {
                        let mut errors = limits::FormErrors::default();
                        errors.push("data", "BASE_TYPE_REQUIRED", "This field is required");
                        return Err(errors.into_error());
                    }
                    MessageBody::parse(&data, files).map_err(|e| nest_errors(e, "data"))?
                };
                let new = NewMessage {
                    id: None,
                    channel_id: interaction.channel_id,
                    origin: Origin::InteractionResponse,
                    owner: Some(interaction.user),
                    interaction_id: Some(id),
                    ephemeral,
                    // The answer to a slash command is a CHAT_INPUT_COMMAND (20) message.
                    message_type: if interaction.kind == 2 { 20 } else { 0 },
                    placeholder,
                };
                let message = self.create_message(new, &parsed)?;
                (Some(message), ephemeral, placeholder)
            }
            6 | 7 => {
                // Only a component's interaction (or a modal shown for one) can update the
                // message the component is attached to.
                let Some(clicked) = interaction.clicked else {
                    return Err(invalid_callback_type(kind));
                };
                let index = self
                    .message_index(clicked)
                    .filter(|&i| !self.messages[i].deleted)
                    .ok_or_else(ApiError::unknown_message)?;
                if kind == 7 {
                    let parsed =
                        MessageBody::parse(&data, files).map_err(|e| nest_errors(e, "data"))?;
                    self.edit_message(index, &parsed, false)?;
                }
                (Some(clicked), self.messages[index].ephemeral, false)
            }
            // A modal cannot answer a modal's submission.
            9 if !is_modal_submit => {
                limits::check_modal(&data)?;
                (None, false, false)
            }
            _ => return Err(invalid_callback_type(kind)),
        };
        let record = &mut self.interactions[index];
        record.callback = Some(Callback {
            kind: u8::try_from(kind).unwrap_or(0),
            data,
            at: Instant::now(),
            ephemeral,
        });
        record.original = original;
        record.placeholder_pending = pending;
        context.ephemeral = Some(ephemeral);
        Ok(Answer::no_content())
    }

    fn interaction_for_webhook(
        &self,
        token: &str,
        context: &mut CallContext,
    ) -> Result<usize, ApiError> {
        let index = self
            .interaction_by_token(token)
            .ok_or_else(ApiError::unknown_webhook)?;
        let interaction = &self.interactions[index];
        let age = self.clock().saturating_sub(interaction.created);
        context.user = Some(interaction.user);
        context.interaction_id = Some(interaction.id);
        context.channel_id = Some(interaction.channel_id);
        context.token_age = Some(age);
        if age > TOKEN_LIFETIME {
            // Discord: an interaction's token is valid for 15 minutes.
            return Err(ApiError::new(401, 50027, "Invalid Webhook Token"));
        }
        // The webhook of an interaction exists once the interaction was acknowledged.
        if interaction.callback.is_none() {
            return Err(ApiError::unknown_webhook());
        }
        Ok(index)
    }

    /// `POST /webhooks/{app}/{token}`: a follow-up message. Right after a deferral (type 5)
    /// the first follow-up fills the placeholder instead, and it stays as ephemeral as the
    /// deferral said, whatever the follow-up's own flags.
    fn followup(
        &mut self,
        token: &str,
        body: &Value,
        files: &[FileInfo],
        context: &mut CallContext,
    ) -> Result<Answer, ApiError> {
        let index = self.interaction_for_webhook(token, context)?;
        let parsed = MessageBody::parse(body, files)?;
        let interaction = self.interactions[index].clone();
        if interaction.placeholder_pending
            && let Some(original) = interaction.original.and_then(|m| self.message_index(m))
        {
            self.edit_message(original, &parsed, true)?;
            self.interactions[index].placeholder_pending = false;
            context.ephemeral = Some(self.messages[original].ephemeral);
            let id = self.messages[original].id;
            return Ok(Answer::ok(self.message_answer(id)));
        }
        let ephemeral = parsed.flags.unwrap_or(0) & FLAG_EPHEMERAL != 0;
        let new = NewMessage {
            id: None,
            channel_id: interaction.channel_id,
            origin: Origin::Followup,
            owner: Some(interaction.user),
            interaction_id: Some(interaction.id),
            ephemeral,
            message_type: 0,
            placeholder: false,
        };
        let id = self.create_message(new, &parsed)?;
        self.interactions[index].followups.push(id);
        context.ephemeral = Some(ephemeral);
        Ok(Answer::ok(self.message_answer(id)))
    }

    /// `GET/PATCH/DELETE /webhooks/{app}/{token}/messages/{@original|id}`. `@original` is the
    /// answer (types 4, 5) or, after an update (6, 7), the clicked message.
    fn webhook_message(
        &mut self,
        method: &str,
        token: &str,
        message: &str,
        body: &Value,
        files: &[FileInfo],
        context: &mut CallContext,
    ) -> Result<Answer, ApiError> {
        let index = self.interaction_for_webhook(token, context)?;
        let interaction = self.interactions[index].clone();
        let is_original = message == "@original";
        let target = if is_original {
            interaction.original.ok_or_else(ApiError::unknown_message)?
        } else {
            let id = id_of(message)?;
            if Some(id) != interaction.original && !interaction.followups.contains(&id) {
                return Err(ApiError::unknown_message());
            }
            id
        };
        let message_index = self
            .message_index(target)
            .filter(|&i| !self.messages[i].deleted)
            .ok_or_else(ApiError::unknown_message)?;
        context.ephemeral = Some(self.messages[message_index].ephemeral);
        match method {
            "GET" => Ok(Answer::ok(self.message_answer(target))),
            "PATCH" => {
                let parsed = MessageBody::parse(body, files)?;
                let fill = interaction.placeholder_pending && Some(target) == interaction.original;
                self.edit_message(message_index, &parsed, fill)?;
                if fill {
                    self.interactions[index].placeholder_pending = false;
                }
                Ok(Answer::ok(self.message_answer(target)))
            }
            _ => {
                self.messages[message_index].deleted = true;
                if Some(target) == interaction.original {
                    self.interactions[index].placeholder_pending = false;
                }
                Ok(Answer::no_content())
            }
        }
    }

    // ---- channel messages ----

    /// A message of a channel that the channel routes can reach (not ephemeral, not deleted).
    fn public_message_index(&self, channel: u64, message: u64) -> Result<usize, ApiError> {
        self.access(channel)?;
        self.message_index(message)
            .filter(|&i| {
                let m = &self.messages[i];
                m.channel_id == channel && !m.deleted && !m.ephemeral
            })
            .ok_or_else(ApiError::unknown_message)
    }

    fn channel_message(
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
                let parsed = MessageBody::parse(body, files)?;
                let embeds = parsed.embeds.as_ref().is_some_and(|e| !e.is_empty());
                self.check_message_change(channel, embeds)?;
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

    /// `GET /channels/{c}/messages?limit=N`: the newest first, as Discord answers.
    fn list_messages(&mut self, channel: u64, query: Option<&str>) -> Result<Answer, ApiError> {
        self.access(channel)?;
        self.require(channel, Permissions::READ_MESSAGE_HISTORY)?;
        let limit = query
            .into_iter()
            .flat_map(|q| q.split('&'))
            .find_map(|pair| pair.strip_prefix("limit="))
            .and_then(|n| n.parse::<usize>().ok())
            .unwrap_or(50)
            .clamp(1, 100);
        let ids: Vec<u64> = self
            .channel_messages(channel)
            .iter()
            .rev()
            .take(limit)
            .map(|m| m.id)
            .collect();
        let list: Vec<Value> = ids.into_iter().map(|id| self.message_answer(id)).collect();
        Ok(Answer::ok(Value::Array(list)))
    }

    // ---- threads ----

    /// `POST /channels/{c}/messages/{m}/threads` (a thread from a message: it takes the
    /// message's id) and `POST /channels/{c}/threads` (without a message: a *private*
    /// thread unless the body's `type` says 11, since API v9; in a forum, a post: a public
    /// thread started with the body's `message`, which takes the thread's id). Answers 201
    /// with the thread and sends THREAD_CREATE on the gateway, as Discord does.
    fn start_thread(
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
        if !errors.is_empty() {
            return Err(errors.into_error());
        }
        let starter = if forum {
            let parsed =
                MessageBody::parse(&body["message"], &[]).map_err(|e| nest_errors(e, "message"))?;
            let embeds = parsed.embeds.as_ref().is_some_and(|e| !e.is_empty());
            self.require(channel, Permissions::SEND_MESSAGES)?;
            if embeds {
                self.require(channel, Permissions::EMBED_LINKS)?;
            }
            Some(parsed)
        } else {
            None
        };
        let (id, kind) = match message {
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
        };
        let now = self.now_rfc3339();
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
            ..ChannelRec::new(id, kind, body["name"].as_str().unwrap_or_default())
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

    /// `PATCH /channels/{c}`: a new name, or a thread archived or locked (THREAD_UPDATE).
    fn modify_channel(&mut self, id: u64, body: &Value) -> Result<Answer, ApiError> {
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

fn invalid_callback_type(kind: u64) -> ApiError {
    let mut errors = limits::FormErrors::default();
    errors.push(
        "type",
        "INTERACTION_CALLBACK_TYPE_INVALID",
        &format!("Interaction callback type {kind} is not valid for this interaction"),
    );
    errors.into_error()
}

/// Moves the form errors of a callback's `data` under `data`, as Discord reports them.
fn nest_errors(mut error: ApiError, under: &str) -> ApiError {
    if let Some(errors) = error.errors.take() {
        error.errors = Some(json!({ under: errors }));
    }
    error
}
