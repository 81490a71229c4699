//! The REST API: one fallback handler reads the body (JSON, or multipart with
//! `payload_json`), matches `(method, path)` after `/api/v10`, answers like Discord, and
//! records the call. It never panics on what the bot sends: anything unexpected is a 4xx.
//!
//! Each call is handled in two steps, in a task of its own: on arrival, a rejected token
//! (401), the rate limits (429) and the failure rules are decided; then the route takes
//! effect and answers. A rule's delay falls between the two steps or after the second,
//! so a slow answer can come before or after the effect, whether or not the client waits.

mod channels;
mod commands;
mod interactions;

use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::{FromRequest, Multipart, Request, State as AxumState};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use serenity::all::Permissions;

use super::state::{FileInfo, NewMessage, State, snowflake_of};
use super::{APP_ID, ApiError, Call, FailRule, Inner, attachments, limits, ratelimit};

/// Bodies above this are refused with 413, 40005 "Request entity too large": room for 10
/// files of Discord's 10 MiB each (a file over 10 MiB is refused on its own).
pub(super) const MAX_BODY: usize = 101 * 1024 * 1024;

/// What the fake answers: a status, a JSON body (none for 204) and headers.
pub(super) struct Answer {
    status: u16,
    body: Option<Value>,
    headers: Vec<(&'static str, String)>,
}

impl Answer {
    pub(super) fn json(status: u16, body: Value) -> Self {
        Answer {
            status,
            body: Some(body),
            headers: Vec::new(),
        }
    }

    pub(super) fn ok(body: Value) -> Self {
        Self::json(200, body)
    }

    pub(super) fn no_content() -> Self {
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
    /// Over [`MAX_BODY`].
    TooLarge,
}

/// How Discord requires every HTTP API request to say what it is: `User-Agent:
/// DiscordBot ($url, $versionNumber)`.
pub(super) const USER_AGENT_PREFIX: &str = "DiscordBot (";

/// A request without a `User-Agent` of [`USER_AGENT_PREFIX`]'s form. Discord documents
/// that clients without one may be blocked, not how: the fake's choice is a 403 (which
/// counts, as every 403, towards the ban on invalid requests: [`Call`]s it logs) in
/// Discord's JSON shape, with 40333, the code Discord lists as "internal network error",
/// decided before anything else (the token, the rate limits, failure rules), as an edge
/// in front of the API would.
fn no_user_agent() -> ApiError {
    ApiError::new(
        403,
        40333,
        "User-Agent required: DiscordBot ($url, $versionNumber)",
    )
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
    /// The name of a `/via/NAME` prefix ([`Call::via`]).
    via: Option<String>,
}

/// An answer and how long to hold it back after the call took effect.
struct Finished {
    answer: Answer,
    delay: Duration,
}

pub(super) async fn handle(AxumState(inner): AxumState<Arc<Inner>>, request: Request) -> Response {
    let method = request.method().as_str().to_owned();
    let (via, path) = split_via(request.uri().path());
    let query = request.uri().query().map(str::to_owned);
    let agent = request
        .headers()
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let body = read_body(request).await;
    let asked = Asked {
        method,
        path,
        query,
        via,
        agent,
    };
    // In a task of its own: a client that gives up waiting (an HTTP timeout) does not stop
    // the call from taking effect, as on Discord.
    match tokio::spawn(process(inner, asked, body)).await {
        Ok(response) => response,
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

/// A base of `http://127.0.0.1:PORT/via/NAME` reaches the same API as the plain one, its
/// calls marked as NAME's: how a test tells which of several processes sharing one token
/// made a call. `/via/b/api/v10/gateway` → (`Some("b")`, `/api/v10/gateway`).
fn split_via(path: &str) -> (Option<String>, String) {
    if let Some(rest) = path.strip_prefix("/via/")
        && let Some((name, rest)) = rest.split_once('/')
    {
        return (Some(name.to_owned()), format!("/{rest}"));
    }
    (None, path.to_owned())
}

/// What a request asked, apart from its body.
struct Asked {
    method: String,
    path: String,
    query: Option<String>,
    /// The name of a `/via/NAME` prefix ([`Call::via`]).
    via: Option<String>,
    /// Its `User-Agent` header.
    agent: Option<String>,
}

async fn process(inner: Arc<Inner>, asked: Asked, body: ReadBody) -> Response {
    let Asked {
        method,
        path,
        query,
        via,
        agent,
    } = asked;
    // Counted in flight from arrival to answer, and held from arrival to effect, each
    // change made with the step it marks, so a test never sees one without the other.
    let arrival = inner.with(|s| {
        s.in_flight += 1;
        let has_files = matches!(&body, ReadBody::Json(_, files) if !files.is_empty());
        let mut arrival = s.arrive(&method, &path, has_files, agent.as_deref());
        arrival.via = via;
        if arrival.rule.as_ref().is_some_and(|r| !r.after_effect) {
            s.held_before_effect += 1;
        }
        arrival
    });
    let held = arrival
        .rule
        .as_ref()
        .filter(|r| !r.after_effect)
        .map(|r| r.delay);
    if let Some(delay) = held {
        tokio::time::sleep(delay).await;
    }
    let finished = inner.with(|s| {
        if held.is_some() {
            s.held_before_effect -= 1;
        }
        s.answer(&method, &path, query, body, arrival)
    });
    if !finished.delay.is_zero() {
        tokio::time::sleep(finished.delay).await;
    }
    inner.with(|s| s.in_flight -= 1);
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
        // The only way reading a body in memory fails short of a broken connection.
        Err(_) => ReadBody::TooLarge,
    }
}

/// Files come as multipart (Discord's "Uploading Files"): the JSON in a `payload_json` field
/// and each file in a `files[n]` field with a `filename` (and a `Content-Type`). Without
/// `payload_json`, the other text fields are the JSON's top-level strings.
async fn read_multipart(request: Request) -> ReadBody {
    let mut multipart = match Multipart::from_request(request, &()).await {
        Ok(multipart) => multipart,
        Err(error) => return ReadBody::Invalid(format!("bad multipart body: {error}")),
    };
    let mut json = None;
    let mut fields = serde_json::Map::new();
    let mut files = Vec::new();
    loop {
        match multipart.next_field().await {
            Ok(Some(field)) => {
                let name = field.name().unwrap_or_default().to_owned();
                let file_name = field.file_name().map(str::to_owned);
                let content_type = field.content_type().map(str::to_owned);
                let bytes = match field.bytes().await {
                    Ok(bytes) => bytes,
                    Err(error) if error.status() == StatusCode::PAYLOAD_TOO_LARGE => {
                        return ReadBody::TooLarge;
                    }
                    Err(error) => {
                        return ReadBody::Invalid(format!("bad multipart field: {error}"));
                    }
                };
                if name == "payload_json" {
                    match serde_json::from_slice(&bytes) {
                        Ok(parsed) => json = Some(parsed),
                        Err(error) => {
                            return ReadBody::Invalid(format!("invalid payload_json: {error}"));
                        }
                    }
                } else if let Some(file_name) = file_name {
                    files.push(FileInfo {
                        field: name,
                        name: file_name,
                        content_type,
                        bytes: Arc::from(&bytes[..]),
                    });
                } else {
                    let text = String::from_utf8_lossy(&bytes).into_owned();
                    fields.insert(name, Value::String(text));
                }
            }
            Ok(None) => {
                let json = json.unwrap_or(if fields.is_empty() {
                    Value::Null
                } else {
                    Value::Object(fields)
                });
                return ReadBody::Json(json, files);
            }
            Err(error) if error.status() == StatusCode::PAYLOAD_TOO_LARGE => {
                return ReadBody::TooLarge;
            }
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
    /// Decides what does not depend on the route: a missing `User-Agent`, a rejected token,
    /// the rate limits, a failure rule.
    fn arrive(
        &mut self,
        method: &str,
        path: &str,
        has_files: bool,
        agent: Option<&str>,
    ) -> Arrival {
        let mut arrival = Arrival {
            at: self.clock(),
            early: None,
            rule: None,
            headers: Vec::new(),
            bucket: None,
            premature_by: None,
            via: None,
        };
        let Some(route) = path.strip_prefix("/api/v10") else {
            return arrival;
        };
        let segments: Vec<&str> = route.split('/').filter(|s| !s.is_empty()).collect();
        if !agent.is_some_and(|a| a.starts_with(USER_AGENT_PREFIX)) {
            arrival.early = Some(Answer::from(no_user_agent()));
            return arrival;
        }
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
            .find(|rule| rule.matches(method, &segments, has_files))
        {
            if let Some(times) = &mut rule.times {
                *times -= 1;
            }
            arrival.rule = Some(rule.clone());
        }
        arrival
    }

    /// A request's body as the routes take it: its JSON and files; or, when the bot sent
    /// one the fake cannot read (a problem of the bot's) or one too large, nothing and the
    /// error Discord answers.
    fn read(
        &mut self,
        method: &str,
        path: &str,
        body: ReadBody,
    ) -> (Value, Vec<FileInfo>, Option<ApiError>) {
        match body {
            ReadBody::Json(json, files) => (json, files, None),
            ReadBody::Invalid(why) => {
                self.problems.push(format!(
                    "{method} {path}: the bot sent a body the fake cannot read: {why}"
                ));
                let invalid = ApiError::new(400, 50109, "The request body contains invalid JSON.");
                (Value::Null, Vec::new(), Some(invalid))
            }
            ReadBody::TooLarge => (Value::Null, Vec::new(), Some(attachments::too_large())),
        }
    }

    /// A route's own 429 (an edit of an old message) holds its whole `bucket` for its
    /// `retry_after` too, from `at`, and says so in the rate limit `headers`.
    fn hold_the_bucket_after_a_routes_own_429(
        &mut self,
        answer: &Answer,
        bucket: Option<&str>,
        at: Duration,
        headers: &mut Vec<(&'static str, String)>,
    ) {
        if answer.status == 429
            && let Some(body) = &answer.body
            && body.get("code").is_some()
            && let Some(retry_after) = body["retry_after"].as_f64()
        {
            let retry_after = Duration::from_secs_f64(retry_after);
            if let Some(bucket) = bucket {
                self.limiter.block(bucket, at, retry_after);
            }
            let _ = ratelimit::rate_limited(retry_after, false, headers);
        }
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
        let (body, files, unreadable) = self.read(method, path, body);
        let uploaded_bytes = files.iter().map(FileInfo::size).sum();
        let mut delay = Duration::ZERO;
        let mut failed_after_effect = false;
        let mut answer = if let Some(early) = arrival.early {
            early
        } else if let Some(error) = unreadable {
            Answer::from(error)
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
        self.hold_the_bucket_after_a_routes_own_429(
            &answer,
            arrival.bucket.as_deref(),
            arrival.at,
            &mut headers,
        );
        answer.headers = headers;
        let names = files.into_iter().map(|f| f.name).collect();
        self.calls.push(Call {
            method: method.to_owned(),
            path: logged_path,
            query,
            body,
            files: names,
            uploaded_bytes,
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
            via: arrival.via,
        });
        Finished { answer, delay }
    }

    /// Routes a request to its resource's routes: the session's (gateway, the bot's user
    /// and application), the application's (commands and emojis), interactions', channels'
    /// and the guild's.
    fn route(
        &mut self,
        method: &str,
        segments: &[&str],
        query: Option<&str>,
        body: &Value,
        files: &[FileInfo],
        context: &mut CallContext,
    ) -> Result<Answer, ApiError> {
        match segments {
            ["gateway", ..] | ["oauth2", ..] | ["users", ..] | ["applications", "@me"] => {
                self.session_route(method, segments, body, context)
            }
            ["applications", ..] => self.application_route(method, segments, body, context),
            ["interactions", ..] | ["webhooks", ..] => {
                self.interaction_route(method, segments, body, files, context)
            }
            ["channels", ..] => self.channel_route(method, segments, query, body, files, context),
            ["guilds", ..] => self.guild_route(method, segments, context),
            _ => Ok(unknown_route(context)),
        }
    }

    /// The gateway's address, the bot's user and application, users and DM channels.
    fn session_route(
        &mut self,
        method: &str,
        segments: &[&str],
        body: &Value,
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
            _ => Ok(unknown_route(context)),
        }
    }

    /// The application's commands (global and per guild) and emojis.
    fn application_route(
        &mut self,
        method: &str,
        segments: &[&str],
        body: &Value,
        context: &mut CallContext,
    ) -> Result<Answer, ApiError> {
        match (method, segments) {
            ("PUT", ["applications", app, "commands"]) => {
                check_app(app)?;
                self.put_commands(None, body)
            }
            ("PUT", ["applications", app, "guilds", guild, "commands"]) => {
                check_app(app)?;
                let guild = self.check_guild(guild)?;
                self.put_commands(Some(guild), body)
            }
            ("POST", ["applications", app, "commands"]) => {
                check_app(app)?;
                self.post_command(None, body)
            }
            ("POST", ["applications", app, "guilds", guild, "commands"]) => {
                check_app(app)?;
                let guild = self.check_guild(guild)?;
                self.post_command(Some(guild), body)
            }
            ("GET", ["applications", app, "commands"]) => {
                check_app(app)?;
                Ok(Answer::ok(self.commands_json(None)))
            }
            ("GET", ["applications", app, "guilds", guild, "commands"]) => {
                check_app(app)?;
                let guild = self.check_guild(guild)?;
                Ok(Answer::ok(self.commands_json(Some(guild))))
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

            // Application emojis.
            (_, ["applications", app, "emojis", rest @ ..]) if rest.len() <= 1 => {
                check_app(app)?;
                match rest.first() {
                    Some(id) => self.emoji_route(method, id_of(id)?, body),
                    None => self.emojis_route(method, body),
                }
            }
            _ => Ok(unknown_route(context)),
        }
    }

    /// Interaction callbacks, follow-ups and their webhook messages.
    fn interaction_route(
        &mut self,
        method: &str,
        segments: &[&str],
        body: &Value,
        files: &[FileInfo],
        context: &mut CallContext,
    ) -> Result<Answer, ApiError> {
        match (method, segments) {
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
            _ => Ok(unknown_route(context)),
        }
    }

    /// Channels, their messages, threads, typing and reactions.
    fn channel_route(
        &mut self,
        method: &str,
        segments: &[&str],
        query: Option<&str>,
        body: &Value,
        files: &[FileInfo],
        context: &mut CallContext,
    ) -> Result<Answer, ApiError> {
        match (method, segments) {
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
                let parsed = self.parse_body(body, files)?;
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
            _ => Ok(unknown_route(context)),
        }
    }

    /// The guild, its channels, roles and members.
    fn guild_route(
        &mut self,
        method: &str,
        segments: &[&str],
        context: &mut CallContext,
    ) -> Result<Answer, ApiError> {
        match (method, segments) {
            ("GET", ["guilds", guild]) => {
                let guild = self.check_guild(guild)?;
                Ok(Answer::ok(self.guild_json(guild, false)))
            }
            ("GET", ["guilds", guild, "channels"]) => {
                let guild = self.check_guild(guild)?;
                let channels: Vec<Value> = self
                    .guild_channels(guild)
                    .filter(|c| c.thread.is_none())
                    .map(|c| self.channel_json(c))
                    .collect();
                Ok(Answer::ok(Value::Array(channels)))
            }
            ("GET", ["guilds", guild, "roles"]) => {
                let guild = self.check_guild(guild)?;
                Ok(Answer::ok(self.roles_json(guild)))
            }
            ("GET", ["guilds", guild, "members", user]) => {
                let guild = self.check_guild(guild)?;
                let user = self
                    .users
                    .get(&id_of(user)?)
                    .ok_or_else(|| ApiError::new(404, 10007, "Unknown Member"))?;
                let member = self.member_json(user, guild, false);
                self.check::<serenity::all::Member>("member", &member);
                Ok(Answer::ok(member))
            }
            _ => Ok(unknown_route(context)),
        }
    }

    /// A guild of the fake's, as long as the bot is in it (403 50001 after): its id.
    fn check_guild(&self, guild: &str) -> Result<u64, ApiError> {
        let guild = id_of(guild)?;
        self.guild_access(guild)?;
        Ok(guild)
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
}

/// Moves the form errors of a callback's `data` under `data`, as Discord reports them.
fn nest_errors(mut error: ApiError, under: &str) -> ApiError {
    if let Some(errors) = error.errors.take() {
        error.errors = Some(json!({ under: errors }));
    }
    error
}

/// The answer to a route the fake does not know: Discord's 404, the call marked unknown.
fn unknown_route(context: &mut CallContext) -> Answer {
    context.known_route = false;
    Answer::json(404, json!({"message": "404: Not Found", "code": 0}))
}
