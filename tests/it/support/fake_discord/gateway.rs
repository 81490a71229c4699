//! The gateway at `/ws`: HELLO on connect; IDENTIFY answered with READY and GUILD_CREATE
//! (GUILDS intent); heartbeats answered at once; RESUME replays what the session missed;
//! injected events dispatched in order with increasing `s`.
//!
//! Sessions, as on Discord: IDENTIFY opens one; it survives a dropped connection (the bot
//! may RESUME it on a new one) but not a close with code 1000 or 1001, which serenity sends
//! on `shutdown_all`. Events go to the session that identified last. With no live session
//! (between two bots), events wait and go to the next bot that identifies.
//!
//! Shards, as on Discord: a guild's events go to shard `(guild_id >> 22) % total` of the
//! IDENTIFY's `shard: [id, total]`, DMs to shard 0; an IDENTIFY is closed with 4004 when the
//! token is rejected, 4010 for an invalid shard, 4011 when fewer shards than
//! [`super::FakeOptions::shards`] are used.

use std::sync::Arc;

use axum::extract::State as AxumState;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use serde_json::{Value, json};
use tokio::sync::mpsc;

use super::places::INTENT_GUILDS;
use super::state::State;
use super::{GUILD_ID, GatewayEvent, IDENTIFY_SPACING, Identify, Inner};

/// Whether a shard (`[id, total]` of its IDENTIFY; none: the only one) receives a guild's
/// events: Discord sends them to shard `(guild_id >> 22) % total`, and DMs (guild 0) to
/// shard 0.
pub(super) fn shard_has(shard: Option<(u64, u64)>, guild: u64) -> bool {
    match shard {
        Some((id, total)) if total > 0 => (guild >> 22) % total == id,
        _ => true,
    }
}

/// What a connection task must send.
pub(super) enum Outgoing {
    Frame(String),
    Close(u16),
}

struct Connection {
    id: u64,
    sender: mpsc::UnboundedSender<Outgoing>,
    identified: bool,
}

struct Session {
    id: String,
    /// `[id, total]` from its IDENTIFY.
    shard: Option<(u64, u64)>,
    seq: u64,
    /// Every dispatch frame of the session, for RESUME.
    history: Vec<(u64, String)>,
    connection: Option<u64>,
    valid: bool,
    intents: u64,
}

pub(super) struct GatewayState {
    pub heartbeat_interval_ms: u64,
    next_connection: u64,
    connections: Vec<Connection>,
    sessions: Vec<Session>,
    /// Events injected while no session was live: `(guild, t, d)` (guild 0 for a DM).
    pending: Vec<(u64, String, Value)>,
    pub identifies: Vec<Identify>,
    pub heartbeats: u64,
    pub resumes: u64,
    /// How many times the commands were registered (a bot registers them on every start,
    /// before or after it identifies).
    pub registrations: usize,
}

impl Default for GatewayState {
    fn default() -> Self {
        GatewayState {
            // Short, so every test longer than a second exercises heartbeats.
            heartbeat_interval_ms: 1000,
            next_connection: 0,
            connections: Vec::new(),
            sessions: Vec::new(),
            pending: Vec::new(),
            identifies: Vec::new(),
            heartbeats: 0,
            resumes: 0,
            registrations: 0,
        }
    }
}

impl GatewayState {
    fn open(&mut self, sender: mpsc::UnboundedSender<Outgoing>) -> u64 {
        self.next_connection += 1;
        let id = self.next_connection;
        let hello = json!({
            "op": 10, "s": null, "t": null,
            "d": {"heartbeat_interval": self.heartbeat_interval_ms},
        });
        let _ = sender.send(Outgoing::Frame(hello.to_string()));
        self.connections.push(Connection {
            id,
            sender,
            identified: false,
        });
        id
    }

    fn closed(&mut self, connection: u64, code: Option<u16>) {
        self.connections.retain(|c| c.id != connection);
        for session in &mut self.sessions {
            if session.connection == Some(connection) {
                session.connection = None;
                // A clean close (1000, 1001) ends the session: it cannot be resumed.
                if matches!(code, Some(1000 | 1001)) {
                    session.valid = false;
                }
            }
        }
    }

    /// The session a guild's events go to: the newest one whose shard has the guild (if it
    /// is still valid; if not, events wait for the next bot to identify).
    fn target(&self, guild: u64) -> Option<usize> {
        self.sessions
            .iter()
            .rposition(|s| shard_has(s.shard, guild))
            .filter(|&i| self.sessions[i].valid)
    }

    /// How many bots started: IDENTIFYs of shard 0 (or unsharded) that were not refused, so
    /// that a second shard identifying is not taken for a new bot.
    pub(super) fn starts(&self) -> usize {
        self.identifies
            .iter()
            .filter(|i| {
                i.shard.is_none_or(|(id, _)| id == 0) && i.closed_with.is_none() && !i.too_soon
            })
            .count()
    }

    fn send(&self, connection: u64, frame: &Value) {
        if let Some(c) = self.connections.iter().find(|c| c.id == connection) {
            let _ = c.sender.send(Outgoing::Frame(frame.to_string()));
        }
    }

    fn close(&self, connection: u64, code: u16) {
        if let Some(c) = self.connections.iter().find(|c| c.id == connection) {
            let _ = c.sender.send(Outgoing::Close(code));
        }
    }

    /// Whether the session that receives the seeded guild's events is connected.
    pub(super) fn is_live(&self) -> bool {
        self.serves(GUILD_ID)
    }

    /// Whether the session that receives a guild's events is connected.
    pub(super) fn serves(&self, guild: u64) -> bool {
        self.target(guild)
            .is_some_and(|i| self.sessions[i].connection.is_some())
    }

    /// The intents of the session that receives a guild's events (0 for DMs).
    pub(super) fn intents(&self, guild: u64) -> u64 {
        self.target(guild).map_or(0, |i| self.sessions[i].intents)
    }

    /// Sends an event of `guild` (0 for a DM) to the session whose shard has it, or keeps it
    /// for the next one.
    pub(super) fn dispatch(&mut self, guild: u64, kind: &str, data: Value) {
        match self.target(guild) {
            Some(index) => self.dispatch_to(index, kind, data),
            None => self.pending.push((guild, kind.to_owned(), data)),
        }
    }

    fn dispatch_to(&mut self, index: usize, kind: &str, data: Value) {
        let session = &mut self.sessions[index];
        session.seq += 1;
        let frame = json!({"op": 0, "s": session.seq, "t": kind, "d": data}).to_string();
        session.history.push((session.seq, frame.clone()));
        if let Some(connection) = session.connection
            && let Some(c) = self.connections.iter().find(|c| c.id == connection)
        {
            let _ = c.sender.send(Outgoing::Frame(frame));
        }
    }

    /// Op 7 RECONNECT to every identified connection: serenity resumes on a new one.
    pub(super) fn request_reconnect(&mut self) {
        let reconnect = json!({"op": 7, "s": null, "t": null, "d": null}).to_string();
        for connection in self.connections.iter().filter(|c| c.identified) {
            let _ = connection.sender.send(Outgoing::Frame(reconnect.clone()));
        }
    }

    pub(super) fn close_all(&mut self, code: u16) {
        for connection in &self.connections {
            let _ = connection.sender.send(Outgoing::Close(code));
        }
    }

    pub(super) fn summary(&self) -> String {
        format!(
            "{} connection(s), {} identify(s), {} resume(s), live session: {}, {} heartbeat(s), \
             {} event(s) waiting for a bot",
            self.connections.len(),
            self.identifies.len(),
            self.resumes,
            self.is_live(),
            self.heartbeats,
            self.pending.len()
        )
    }
}

pub(super) async fn upgrade(
    ws: WebSocketUpgrade,
    AxumState(inner): AxumState<Arc<Inner>>,
) -> Response {
    ws.on_upgrade(move |socket| run_connection(socket, inner))
}

async fn run_connection(mut socket: WebSocket, inner: Arc<Inner>) {
    let (sender, mut outgoing) = mpsc::unbounded_channel();
    let connection = inner.with(|s| s.gateway.open(sender));
    let mut close_code = None;
    loop {
        tokio::select! {
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Text(text))) => {
                    inner.with(|s| s.on_gateway_frame(connection, text.as_str()));
                }
                Some(Ok(Message::Close(frame))) => {
                    close_code = frame.map(|f| f.code);
                    // serenity waits for the close frame's echo after `shutdown_all`;
                    // tungstenite queues it and sends it on the next read.
                    let drain = async { while let Some(Ok(_)) = socket.recv().await {} };
                    let _ = tokio::time::timeout(std::time::Duration::from_secs(1), drain).await;
                    break;
                }
                // serenity sends text frames; pings are answered by axum.
                Some(Ok(_)) => {}
                Some(Err(_)) | None => break,
            },
            out = outgoing.recv() => match out {
                Some(Outgoing::Frame(text)) => {
                    if socket.send(Message::Text(text.into())).await.is_err() {
                        break;
                    }
                }
                Some(Outgoing::Close(code)) => {
                    let frame = CloseFrame { code, reason: "".into() };
                    let _ = socket.send(Message::Close(Some(frame))).await;
                    break;
                }
                None => break,
            },
        }
    }
    inner.with(|s| s.gateway.closed(connection, close_code));
}

impl State {
    /// The guilds a shard receives (READY lists them, a GUILD_CREATE follows for each):
    /// those the bot is in whose id maps to the shard.
    pub(super) fn guilds_of_shard(&self, shard: Option<(u64, u64)>) -> Vec<u64> {
        self.guilds
            .iter()
            .filter(|g| g.bot_in && shard_has(shard, g.id))
            .map(|g| g.id)
            .collect()
    }

    /// Sends an event to one session (READY and what follows it), recorded as every event is.
    fn dispatch_to_session(&mut self, session: usize, kind: &str, data: Value) {
        self.events.push(GatewayEvent {
            kind: kind.to_owned(),
            data: data.clone(),
            at: self.clock(),
            sent: true,
        });
        self.gateway.dispatch_to(session, kind, data);
    }

    fn on_gateway_frame(&mut self, connection: u64, text: &str) {
        let frame: Value = match serde_json::from_str(text) {
            Ok(frame) => frame,
            Err(error) => {
                self.problems.push(format!(
                    "gateway: the bot sent a frame that is not JSON: {error}"
                ));
                // Discord: 4002 "Decode error".
                self.gateway.close(connection, 4002);
                return;
            }
        };
        match frame["op"].as_u64() {
            Some(1) => {
                self.gateway.heartbeats += 1;
                self.gateway.send(
                    connection,
                    &json!({"op": 11, "s": null, "t": null, "d": null}),
                );
            }
            Some(2) => self.identify(connection, &frame["d"]),
            Some(6) => self.resume(connection, &frame["d"]),
            // Presence and voice updates, member and soundboard requests: nothing to answer.
            Some(3 | 4 | 8 | 31) => {}
            other => {
                self.problems
                    .push(format!("gateway: unknown opcode {other:?} in {text}"));
                // Discord: 4001 "Unknown opcode".
                self.gateway.close(connection, 4001);
            }
        }
    }

    fn identify(&mut self, connection: u64, data: &Value) {
        let Some(index) = self
            .gateway
            .connections
            .iter()
            .position(|c| c.id == connection)
        else {
            return;
        };
        if self.gateway.connections[index].identified {
            // Discord: 4005 "Already authenticated".
            self.gateway.close(connection, 4005);
            return;
        }
        self.gateway.connections[index].identified = true;
        let intents = data["intents"].as_u64().unwrap_or(0);
        let shard = data["shard"]
            .as_array()
            .and_then(|s| Some((s.first()?.as_u64()?, s.get(1)?.as_u64()?)));
        self.gateway.identifies.push(Identify {
            token: data["token"].as_str().unwrap_or_default().to_owned(),
            intents,
            shard,
            closed_with: None,
            too_soon: false,
            at: self.clock(),
        });
        let (shard_id, total) = shard.unwrap_or((0, 1));
        // Discord: one IDENTIFY per 5 s per rate-limit bucket (`shard_id % max_concurrency`,
        // and max_concurrency is 1 here), across every process of the bot; one too soon is
        // answered op 9 INVALID SESSION, not resumable (serenity identifies again later).
        let now = self.clock();
        let too_soon = self
            .gateway
            .identifies
            .iter()
            .rev()
            .skip(1)
            .find(|i| i.closed_with.is_none() && !i.too_soon)
            .is_some_and(|last| now.saturating_sub(last.at) < IDENTIFY_SPACING);
        if too_soon && !self.token_rejected {
            if let Some(identify) = self.gateway.identifies.last_mut() {
                identify.too_soon = true;
            }
            self.gateway.connections[index].identified = false;
            self.gateway.send(
                connection,
                &json!({"op": 9, "s": null, "t": null, "d": false}),
            );
            return;
        }
        let refusal = if self.token_rejected {
            // Discord: 4004 "Authentication failed"; serenity gives up (a fatal error).
            Some(4004)
        } else if total == 0 || shard_id >= total {
            // Discord: 4010 "Invalid shard".
            Some(4010)
        } else if total < self.options.shards {
            // Discord: 4011 "Sharding required" (too many guilds for this many shards).
            Some(4011)
        } else {
            None
        };
        if let Some(code) = refusal {
            if let Some(identify) = self.gateway.identifies.last_mut() {
                identify.closed_with = Some(code);
            }
            self.gateway.close(connection, code);
            return;
        }
        let session_id = format!("fake-session-{}", self.next_id());
        self.gateway.sessions.push(Session {
            id: session_id.clone(),
            shard,
            seq: 0,
            history: Vec::new(),
            connection: Some(connection),
            valid: true,
            intents,
        });
        let session = self.gateway.sessions.len() - 1;

        let ready = self.ready_json(&session_id, shard);
        self.check::<serenity::model::gateway::Ready>("READY", &ready);
        self.dispatch_to_session(session, "READY", ready);
        if intents & INTENT_GUILDS != 0 {
            for guild in self.guilds_of_shard(shard) {
                let guild = self.guild_json(guild, true);
                self.check::<serenity::model::event::GuildCreateEvent>("GUILD_CREATE", &guild);
                self.dispatch_to_session(session, "GUILD_CREATE", guild);
            }
        }
        let (mine, others): (Vec<_>, Vec<_>) = std::mem::take(&mut self.gateway.pending)
            .into_iter()
            .partition(|(guild, _, _)| shard_has(shard, *guild));
        self.gateway.pending = others;
        for (_, kind, data) in mine {
            self.gateway.dispatch_to(session, &kind, data);
        }
    }

    fn resume(&mut self, connection: u64, data: &Value) {
        if self.token_rejected {
            self.gateway.close(connection, 4004);
            return;
        }
        let session_id = data["session_id"].as_str().unwrap_or_default();
        let seen = data["seq"].as_u64().unwrap_or(0);
        let Some(index) = self
            .gateway
            .sessions
            .iter()
            .position(|s| s.id == session_id && s.valid)
        else {
            // Op 9 INVALID SESSION, not resumable: serenity identifies again.
            self.gateway.send(
                connection,
                &json!({"op": 9, "s": null, "t": null, "d": false}),
            );
            return;
        };
        if let Some(c) = self
            .gateway
            .connections
            .iter_mut()
            .find(|c| c.id == connection)
        {
            c.identified = true;
        }
        self.gateway.resumes += 1;
        let session = &mut self.gateway.sessions[index];
        session.connection = Some(connection);
        let missed: Vec<String> = session
            .history
            .iter()
            .filter(|(seq, _)| *seq > seen)
            .map(|(_, frame)| frame.clone())
            .collect();
        if let Some(c) = self.gateway.connections.iter().find(|c| c.id == connection) {
            for frame in missed {
                let _ = c.sender.send(Outgoing::Frame(frame));
            }
        }
        self.gateway.dispatch_to(index, "RESUMED", json!({}));
    }
}
