//! A fake Discord on 127.0.0.1 for end-to-end tests of the bot.
//!
//! [`FakeDiscord::start`] binds a free port and serves, in this process, enough of Discord's
//! REST API (the paths after `/api/v10`) and of its gateway (a WebSocket at `/ws`) for an
//! unmodified poise/serenity bot whose HTTP client was built with
//! `HttpBuilder::new(token).proxy(fake.api_base()).ratelimiter_disabled(true)`. serenity
//! asks `GET /api/v10/gateway` for the gateway address, so that one seam is enough.
//!
//! A test then acts as any number of users ([`FakeDiscord::user`]): it injects slash
//! commands, button clicks and select choices as `INTERACTION_CREATE` events, and reads
//! back what each user could see: channel messages after every edit, ephemeral answers only
//! to their owner ([`FakeDiscord::messages_seen_by`]), and every REST call the bot made
//! ([`FakeDiscord::log`]). Waiting is always for a condition ([`FakeDiscord::wait_until`]),
//! never a blind sleep.
//!
//! What it checks like Discord does: a second callback for one interaction (400, code
//! 40060), a callback after the 3 s deadline (404, code 10062), Discord's size limits on
//! messages, embeds and components (400, code 50035), unknown channels and messages. Every
//! payload it hands to the bot is also deserialized with serenity's own types first: serenity
//! drops an event it cannot parse without a word, so any such failure is recorded in
//! [`FakeDiscord::problems`] and printed to stderr.
//!
//! ```ignore
//! let fake = FakeDiscord::start().await;
//! let bot = start_the_bot(&fake.api_base()).await; // HttpBuilder::proxy(api_base)
//! fake.wait_ready(DEFAULT_WAIT).await?;
//! let (alice, bob, channel) = (fake.user(1001, "alice"), fake.user(1002, "bob"), CHANNEL_ID);
//! fake.command(&alice, channel, "/ribs new target:2").wait_response(DEFAULT_WAIT).await?;
//! let lobby = fake
//!     .wait_channel_message(channel, |m| m.button("Join").is_some(), DEFAULT_WAIT)
//!     .await?;
//! let answer = fake.click(&bob, &lobby, "Join").wait_response(DEFAULT_WAIT).await?;
//! assert_eq!(answer.kind, 7); // the lobby was updated in place
//! fake.wait_until(|s| s.channel_messages(channel).len() == 2, DEFAULT_WAIT).await?;
//! assert!(fake.messages_seen_by(&bob).iter().all(|m| !m.all_text().contains("K♥")));
//! ```
//!
//! A closure given to [`FakeDiscord::wait_until`] reads the [`State`] it is given; calling a
//! `FakeDiscord` method inside it panics (it would deadlock on the state's lock).
//!
//! # What the real Discord does, modelled here
//!
//! A bot that passes against a lenient fake can still fail its users, so the fake also plays
//! what Discord does to a bot that misbehaves or loses its place (all of it on by default;
//! [`FakeDiscord::start_with`] turns some off). One line each, with the way to use it:
//!
//! - **A clock the test moves**: real time since the start plus an offset; timestamps,
//!   snowflakes, token and message ages, rate limit windows read it.
//!   `fake.advance_clock(Duration::from_secs(16 * 60))`
//! - **Interaction tokens live 15 minutes**: webhook calls after that are 401 code 50027;
//!   every call records its token's age ([`Call::token_age`]).
//!   `assert!(fake.log().iter().all(|c| c.token_age <= Some(fifteen_minutes)))`
//! - **Old messages**: editing a channel message older than an hour is refused with code
//!   30046, as a 400 or a 429 ([`OldMessageEdits`]).
//!   `fake.advance_clock(Duration::from_secs(3601))`
//! - **Rate limits**: `X-RateLimit-*` headers on every answer; 5 writes per 5 s per channel,
//!   5 calls per 2 s per interaction token, 50 per second in all (callbacks exempt); 429 with
//!   `retry_after`, `Retry-After` and `X-RateLimit-Scope`. `fake.rate_limited_calls()`,
//!   `fake.premature_retries()`, `fake.channel_writes(channel)`
//! - **Invalid requests**: the 401, 403 and 429 answers Discord counts towards a ban.
//!   `assert!(fake.invalid_requests().is_empty())`
//! - **Notifications**: one per user pinged by a *created* message as `allowed_mentions`
//!   permits (never by an edit or an ephemeral message; always in a DM).
//!   `fake.notifications_for(&bob)`
//! - **Idempotent creation**: a `nonce` with `enforce_nonce` answers the message already
//!   created with it in the last 5 minutes. `fake.message(id).unwrap().nonce`
//! - **Server errors and timeouts**: a failure before the call takes effect or after it, an
//!   answer held back ([`FailRule`]).
//!   `FailRule::server_error("POST", "/channels/*/messages", 502).after_effect().times(1)`
//! - **Permissions**: the bot's overwrites per channel (threads follow their parent); 403
//!   50013 or 50001; interactions carry `app_permissions`; CHANNEL_UPDATE.
//!   `fake.deny_bot(channel, Permissions::SEND_MESSAGES)`
//! - **Lost places**: deleted channels and threads (404 10003), the bot kicked (403 50001),
//!   archived and locked threads, messages deleted by a moderator, each announced on the
//!   gateway as Discord does. `fake.delete_channel(thread)`, `fake.lock_thread(thread)`,
//!   `fake.remove_bot_from_guild()`, `fake.delete_message_as_moderator(id)`, `fake.events()`
//! - **A rejected token**: REST 401, gateway close 4004. `fake.reject_token()`
//! - **Sharding**: `GET /gateway/bot` recommends [`FakeOptions::shards`]; IDENTIFY's shard
//!   decides where the guild's events go (4010, 4011 refused).
//!   `FakeOptions { shards: 2, .. }` with `client.start_autosharded()`
//! - **DMs and forged clicks**: interactions from a DM (no guild, `user` not `member`), and
//!   clicks no Discord client would send. `fake.slash(&alice, fake.dm_channel(&alice), ..)`,
//!   `fake.forge_click(&eve, ForgedClick::new(id, "ribs:1:play").ephemeral(true))`
//! - **Ephemeral messages** exist only for their interaction: the channel routes answer
//!   404 10008. `fake.ephemeral_messages_created_for(&alice)`
//! - **Helpers for pacing tests**: `fake.newest_bot_message(channel)`, `fake.calls_in(channel)`
//!   (every call of a channel or thread, with its status).
//!
//! # Not modelled
//!
//! - serenity's own rate limiter cannot be tested here: in serenity 0.12.5 it builds every
//!   request without the proxy (`Ratelimiter::perform` passes `None`), so a client with both
//!   `proxy` and the limiter would call the real discord.com. A bot must pace its calls
//!   itself; the fake's headers and 429s tell whether it did.
//! - Edits through interactions (type 7 updates, webhook edits of `@original`) of messages
//!   older than an hour: whether Discord caps them as it caps channel edits is not documented,
//!   so they are allowed.
//! - Per-route limits other than message writes and interaction webhooks (reactions, channel
//!   edits...), the shared `X-RateLimit-Scope: shared` limits, and the Cloudflare ban itself
//!   (only counted: [`FakeDiscord::invalid_requests`]).
//! - Threads archived by inactivity (`auto_archive_duration`) on their own: archive them with
//!   [`FakeDiscord::archive_thread`]. Forum tags, private thread membership, role
//!   overwrites, other members' permissions per channel.
//! - Users' own messages (MESSAGE_CREATE), reactions by users, presence, voice.
//! - Real server errors come with an HTML page from Cloudflare; the fake answers Discord's
//!   JSON shape (`{"message": "502: Bad Gateway", "code": 0}`).

mod command_line;
mod gateway;
mod limits;
mod payload;
mod places;
mod ratelimit;
mod rest;
mod state;

pub use state::State;

use std::cell::Cell;
use std::fmt;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use axum::http::StatusCode;
use serde_json::{Value, json};
use tokio::sync::watch;

/// A generous timeout for waits in tests (a debug build answers in milliseconds).
pub const DEFAULT_WAIT: Duration = Duration::from_secs(5);

/// Discord's id of the application (and of the bot user: a bot made with an application
/// shares its id). Fixed, so logs are easy to read; every fake uses the same seed ids.
pub const APP_ID: u64 = 100_000_000_000_000_001;
/// The seeded guild. Its `@everyone` role has the same id, as on Discord.
pub const GUILD_ID: u64 = 200_000_000_000_000_001;
/// The seeded text channel `#ribs`.
pub const CHANNEL_ID: u64 = 300_000_000_000_000_001;
/// The seeded text channel `#general`.
pub const OTHER_CHANNEL_ID: u64 = 300_000_000_000_000_002;
/// The seeded forum channel `#ribs-forum`: no messages of its own, only posts (threads
/// started with a message).
pub const FORUM_CHANNEL_ID: u64 = 300_000_000_000_000_003;
/// A role with Manage Server, Manage Messages and Manage Threads ([`FakeDiscord::manager`]).
pub const MANAGER_ROLE_ID: u64 = 400_000_000_000_000_001;
/// The guild's owner (not one of the test's users: an owner has every permission).
pub const OWNER_ID: u64 = 500_000_000_000_000_001;

/// What realism a fake applies ([`FakeDiscord::start_with`]). The default is all of it.
#[derive(Clone, Debug)]
pub struct FakeOptions {
    /// Discord's rate limits: 5 message writes per 5 s per channel, 5 calls per 2 s per
    /// interaction token, 50 calls per second in all (interaction callbacks exempt), answered
    /// 429 when exceeded; and the `X-RateLimit-*` headers on every answer. Off: no limit,
    /// no header.
    pub rate_limits: bool,
    /// How many times faster than Discord's the rate-limit windows run (1: Discord's pace),
    /// for tests that play many turns; the bot under test must pace at the same scale.
    pub rate_limit_scale: u32,
    /// How an edit of a channel message older than an hour is refused.
    pub old_message_edits: OldMessageEdits,
    /// The shard count `GET /gateway/bot` recommends; an IDENTIFY with fewer shards in all is
    /// closed with 4011 "Sharding required", as Discord closes a bot that must shard.
    pub shards: u64,
}

impl Default for FakeOptions {
    fn default() -> Self {
        FakeOptions {
            rate_limits: true,
            rate_limit_scale: 1,
            old_message_edits: OldMessageEdits::BadRequest,
            shards: 1,
        }
    }
}

/// How Discord refuses `PATCH /channels/{c}/messages/{m}` of a message older than an hour
/// (code 30046, "Maximum number of edits to messages older than 1 hour reached"). Discord
/// has been seen to answer both ways, so a bot must handle both.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OldMessageEdits {
    /// 400 with code 30046.
    BadRequest,
    /// 429 with code 30046, `retry_after` in the body and `Retry-After` in the headers.
    RateLimited {
        /// The `retry_after` answered.
        retry_after: Duration,
    },
    /// Not refused (to test something else on old messages).
    Allowed,
}

/// The fake server. Dropping it stops the server and closes the gateway connections.
pub struct FakeDiscord {
    inner: Arc<Inner>,
    server: tokio::task::JoinHandle<()>,
}

/// The state shared by the server tasks and the test.
///
/// A `std` mutex, not tokio's: it is never held across an `.await` (every handler locks,
/// computes its answer and unlocks), so a blocking lock is both correct and cheaper. The
/// watch channel is bumped after every change so waiters re-check their condition.
pub(crate) struct Inner {
    state: Mutex<State>,
    changed: watch::Sender<u64>,
}

thread_local! {
    /// Whether this thread holds the state's lock: a closure given to `wait_until` that
    /// calls a `FakeDiscord` method would otherwise deadlock on it.
    static HOLDING_STATE: Cell<bool> = const { Cell::new(false) };
}

/// Marks the state's lock as held by this thread while alive.
struct Holding;

impl Holding {
    fn enter() -> Holding {
        assert!(
            !HOLDING_STATE.with(Cell::get),
            "fake Discord: a closure given to wait_until/wait_for called a FakeDiscord method; \
             read the `&State` it is given instead"
        );
        HOLDING_STATE.with(|h| h.set(true));
        Holding
    }
}

impl Drop for Holding {
    fn drop(&mut self) {
        HOLDING_STATE.with(|h| h.set(false));
    }
}

impl Inner {
    /// Runs `f` on the state and wakes the waiters.
    pub(crate) fn with<R>(&self, f: impl FnOnce(&mut State) -> R) -> R {
        let result = {
            let _holding = Holding::enter();
            let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
            f(&mut state)
        };
        self.changed.send_modify(|version| *version += 1);
        result
    }

    /// Reads the state.
    pub(crate) fn read<R>(&self, f: impl FnOnce(&State) -> R) -> R {
        let _holding = Holding::enter();
        let state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        f(&state)
    }

    /// Waits until `f` returns `Some`, re-checking after every change of the state.
    async fn wait_for<T>(
        &self,
        mut f: impl FnMut(&State) -> Option<T>,
        timeout: Duration,
        what: impl FnOnce() -> String,
    ) -> Result<T, TimedOut> {
        let deadline = tokio::time::Instant::now() + timeout;
        let mut changes = self.changed.subscribe();
        loop {
            changes.borrow_and_update();
            if let Some(found) = self.read(&mut f) {
                return Ok(found);
            }
            match tokio::time::timeout_at(deadline, changes.changed()).await {
                Ok(Ok(())) => {}
                Ok(Err(_)) | Err(_) => {
                    return Err(TimedOut {
                        waited: timeout,
                        what: what(),
                        diagnostics: self.read(State::diagnostics),
                    });
                }
            }
        }
    }
}

impl FakeDiscord {
    /// Starts a fake Discord on a free port of 127.0.0.1, seeded with one guild
    /// ([`GUILD_ID`]), two text channels ([`CHANNEL_ID`], [`OTHER_CHANNEL_ID`]) and a forum
    /// ([`FORUM_CHANNEL_ID`]), an `@everyone` role that lets members and the bot view
    /// channels, send messages, embed links, attach files, read the history, add reactions,
    /// use external emojis, use application commands, create public and private threads and
    /// send messages in threads; the bot user and member; and the guild owner.
    ///
    /// With every realism on ([`FakeOptions::default`]): rate limits enforced, edits of
    /// messages older than an hour refused with a 400.
    ///
    /// # Panics
    /// If no port can be bound on 127.0.0.1.
    pub async fn start() -> FakeDiscord {
        Self::start_with(FakeOptions::default()).await
    }

    /// [`FakeDiscord::start`] with some realism turned off or tuned, e.g.
    /// `FakeOptions { rate_limits: false, ..FakeOptions::default() }` for a bot that does
    /// not pace its calls yet.
    ///
    /// # Panics
    /// If no port can be bound on 127.0.0.1.
    pub async fn start_with(options: FakeOptions) -> FakeDiscord {
        init_test_tracing();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("the fake Discord binds a free port on 127.0.0.1");
        let addr = listener
            .local_addr()
            .expect("a bound listener has an address");
        let (changed, _) = watch::channel(0);
        let inner = Arc::new(Inner {
            state: Mutex::new(State::new(format!("http://{addr}"), options)),
            changed,
        });
        let app = axum::Router::new()
            .route("/ws", axum::routing::get(gateway::upgrade))
            .fallback(rest::handle)
            .with_state(Arc::clone(&inner));
        let server = tokio::spawn(async move {
            if let Err(error) = axum::serve(listener, app).await {
                eprintln!("fake Discord: the server stopped: {error}");
            }
        });
        FakeDiscord { inner, server }
    }

    /// The base to give `HttpBuilder::proxy`, e.g. `http://127.0.0.1:41234`.
    pub fn api_base(&self) -> String {
        self.inner.read(|s| s.base.clone())
    }

    /// The fake's clock: real time since it started plus every [`FakeDiscord::advance_clock`].
    /// [`Call::at`], message timestamps and ages, interaction token ages, rate limit windows
    /// and the nonce window all read it.
    pub fn clock(&self) -> Duration {
        self.inner.read(State::clock)
    }

    /// Moves the fake's clock forward, e.g. 16 minutes to let every interaction token
    /// expire, or an hour to make every message "old", without waiting. Everything ages at
    /// once: an interaction not acknowledged yet misses its 3 s deadline, rate limit windows
    /// close.
    pub fn advance_clock(&self, by: Duration) {
        self.inner.with(|s| s.clock_offset += by);
    }

    /// The gateway address the fake hands out, e.g. `ws://127.0.0.1:41234/ws`.
    pub fn gateway_url(&self) -> String {
        self.inner.read(State::gateway_url)
    }

    /// The seeded guild's id.
    pub fn guild_id(&self) -> u64 {
        GUILD_ID
    }

    /// The seeded `#ribs` channel's id.
    pub fn channel_id(&self) -> u64 {
        CHANNEL_ID
    }

    /// The seeded `#general` channel's id.
    pub fn other_channel_id(&self) -> u64 {
        OTHER_CHANNEL_ID
    }

    /// The application's id (READY's `application.id`; the `{app}` of `/applications/{app}`
    /// and `/webhooks/{app}` routes).
    pub fn app_id(&self) -> u64 {
        APP_ID
    }

    /// The bot user's id (the same as the application's).
    pub fn bot_user_id(&self) -> u64 {
        APP_ID
    }

    /// A guild member with no role but `@everyone`. Cheap: payload data, recorded so that
    /// `GET /users/{id}` and `GET /guilds/{g}/members/{id}` know them.
    pub fn user(&self, id: u64, name: &str) -> FakeUser {
        self.add_user(id, name, Vec::new())
    }

    /// A guild member who also holds the manager role (Manage Server, Manage Messages,
    /// Manage Threads), e.g. to stop someone else's table.
    pub fn manager(&self, id: u64, name: &str) -> FakeUser {
        self.add_user(id, name, vec![MANAGER_ROLE_ID])
    }

    fn add_user(&self, id: u64, name: &str, roles: Vec<u64>) -> FakeUser {
        assert!(id != 0, "Discord ids are non-zero");
        let user = FakeUser {
            id,
            name: name.to_owned(),
            roles,
            bot: false,
        };
        self.inner.with(|s| s.users.insert(id, user.clone()));
        user
    }

    /// Waits until a bot has identified on the gateway, is still connected, and has
    /// registered its commands since it identified. After a restart of the bot this waits
    /// for the new bot. (poise registers commands in `setup`, which runs on the first READY
    /// of a client only: if the same client re-identifies, use
    /// [`FakeDiscord::wait_connected`].) Note that poise handles no event until `setup`
    /// returns, and polls for that every 100 ms: the first interaction right after this may
    /// take up to 100 ms longer.
    ///
    /// # Errors
    /// [`TimedOut`] (with the recent REST calls and gateway state) if that does not happen.
    pub async fn wait_ready(&self, timeout: Duration) -> Result<(), TimedOut> {
        self.inner
            .wait_for(
                |s| s.is_ready().then_some(()),
                timeout,
                || "the bot to identify and register its commands".to_owned(),
            )
            .await
    }

    /// Waits until a bot has identified and is connected (whether or not it registered
    /// commands).
    ///
    /// # Errors
    /// [`TimedOut`] if that does not happen.
    pub async fn wait_connected(&self, timeout: Duration) -> Result<(), TimedOut> {
        self.inner
            .wait_for(
                |s| s.gateway.is_live().then_some(()),
                timeout,
                || "the bot to identify on the gateway".to_owned(),
            )
            .await
    }

    /// The registered application commands (guild and global), as the bot last set them.
    pub fn commands(&self) -> Vec<RegisteredCommand> {
        self.inner.read(|s| s.commands.clone())
    }

    /// Injects a slash command from `user` in `channel`. `options` is the interaction's
    /// `data.options` as Discord sends it: an array, or a single option (see [`opt`]); e.g.
    /// `/ribs new target:2` is `opt::sub("new", [opt::int("target", 2)])`. User options
    /// get their `resolved` user and member, as on Discord.
    pub fn slash(&self, user: &FakeUser, channel: u64, name: &str, options: Value) -> Interaction {
        let options = match options {
            Value::Null => Vec::new(),
            Value::Array(options) => options,
            single => vec![single],
        };
        let (id, token) = self
            .inner
            .with(|s| s.inject_command(user, channel, name, options));
        self.handle(id, token, user, 2)
    }

    /// Injects a slash command written as a user types it, e.g. `/ribs new target:2
    /// thread:true` or `/ribs stats player:<@42>`, typed after the registered command's
    /// options (integers, booleans, numbers, users; a choice by its name or value; quotes
    /// for spaces: `name:"two words"`).
    ///
    /// # Panics
    /// If the command is not registered or does not parse against its options, as the
    /// Discord client would refuse to send it: that is a mistake in the test.
    pub fn command(&self, user: &FakeUser, channel: u64, line: &str) -> Interaction {
        let parsed = self.inner.read(|s| s.parse_command_line(line));
        match parsed {
            Ok((name, options)) => self.slash(user, channel, &name, Value::Array(options)),
            Err(why) => panic!("fake Discord: cannot send `{line}`: {why}"),
        }
    }

    /// Injects a click by `user` on a button of `message`: `button` is a custom id, a label,
    /// or the start of a label (see [`RecordedMessage::button`]). The interaction carries
    /// the message as it is now (after every edit), as Discord does.
    ///
    /// # Panics
    /// If the user cannot see the message (deleted, or someone else's ephemeral message) or
    /// the message has no such enabled button: a Discord client could not click it. Use
    /// [`FakeDiscord::click_raw`] to forge such a click.
    pub fn click(&self, user: &FakeUser, message: &RecordedMessage, button: &str) -> Interaction {
        let injected = self
            .inner
            .with(|s| s.inject_click(user, message.id, button));
        match injected {
            Ok((id, token)) => self.handle(id, token, user, 3),
            Err(why) => panic!("fake Discord: {} cannot click `{button}`: {why}", user.name),
        }
    }

    /// Injects a choice by `user` in the string select menu `custom_id` (or the start of
    /// it) of `message`.
    ///
    /// # Panics
    /// If the user cannot see the message, the menu is missing or disabled, a value is not
    /// one of its options, or the number of values is outside `min_values..=max_values`.
    pub fn select(
        &self,
        user: &FakeUser,
        message: &RecordedMessage,
        custom_id: &str,
        values: &[&str],
    ) -> Interaction {
        let values: Vec<String> = values.iter().map(|v| (*v).to_owned()).collect();
        let injected = self
            .inner
            .with(|s| s.inject_select(user, message.id, custom_id, values));
        match injected {
            Ok((id, token)) => self.handle(id, token, user, 3),
            Err(why) => panic!(
                "fake Discord: {} cannot choose in `{custom_id}`: {why}",
                user.name
            ),
        }
    }

    /// Injects a component interaction with no check at all: any message id (it must exist),
    /// any custom id, component type 2 (button) or 3 (string select, with `values`). For
    /// forged or out-of-date clients.
    ///
    /// # Panics
    /// If the message was never recorded.
    pub fn click_raw(
        &self,
        user: &FakeUser,
        message_id: u64,
        custom_id: &str,
        component_type: u8,
        values: &[&str],
    ) -> Interaction {
        let values: Vec<String> = values.iter().map(|v| (*v).to_owned()).collect();
        let injected = self
            .inner
            .with(|s| s.inject_component(user, message_id, custom_id, component_type, values));
        match injected {
            Ok((id, token)) => self.handle(id, token, user, 3),
            Err(why) => panic!("fake Discord: cannot forge a click: {why}"),
        }
    }

    /// Injects a component interaction as a forged or unusual client could send it: any
    /// custom id on any recorded message, claimed from any channel or from the user's DM with
    /// the bot, the clicked message flagged ephemeral or not (see [`ForgedClick`]); e.g.
    /// `fake.forge_click(&eve, ForgedClick::new(table.id, "ribs:1:play").ephemeral(false))`.
    ///
    /// # Panics
    /// If the message was never recorded.
    pub fn forge_click(&self, user: &FakeUser, click: ForgedClick) -> Interaction {
        let injected = self.inner.with(|s| s.inject_forged(user, &click));
        match injected {
            Ok((id, token)) => self.handle(id, token, user, 3),
            Err(why) => panic!("fake Discord: cannot forge a click: {why}"),
        }
    }

    /// The DM channel between the bot and `user` (opened on first use, as
    /// `POST /users/@me/channels` opens it). Give it to [`FakeDiscord::slash`],
    /// [`FakeDiscord::command`] or [`FakeDiscord::click`] to act from a DM: the interaction
    /// then has no `guild_id`, a `user` instead of a `member`, and a channel of type 1.
    pub fn dm_channel(&self, user: &FakeUser) -> u64 {
        self.inner.with(|s| s.dm_channel(user))
    }

    /// Injects the submission of the modal the bot showed in answer to `shown` (callback
    /// type 9), by its user, with a value per text input: `(custom_id, value)`.
    ///
    /// # Panics
    /// If `shown` was not answered with a modal, a required input has no value, or a value
    /// names no input.
    pub fn submit_modal(&self, shown: &Interaction, values: &[(&str, &str)]) -> Interaction {
        let injected = self.inner.with(|s| s.inject_modal_submit(shown.id, values));
        match injected {
            Ok((id, token)) => self.handle(id, token, &shown.user, 5),
            Err(why) => panic!("fake Discord: cannot submit the modal: {why}"),
        }
    }

    fn handle(&self, id: u64, token: String, user: &FakeUser, kind: u8) -> Interaction {
        Interaction {
            inner: Arc::clone(&self.inner),
            id,
            token,
            user: user.clone(),
            kind,
        }
    }

    /// Every message of `channel` now visible to everyone (not deleted, not ephemeral), in
    /// the order they were created, as last edited. Public interaction answers count: on
    /// Discord they are messages of the channel.
    pub fn channel_messages(&self, channel: u64) -> Vec<RecordedMessage> {
        self.inner.read(|s| s.channel_messages(channel))
    }

    /// Waits until a message of `channel` visible to everyone satisfies `condition`, and
    /// returns the latest such message; e.g. `|m| m.button("Join").is_some()`.
    ///
    /// # Errors
    /// [`TimedOut`] if none does in time.
    pub async fn wait_channel_message(
        &self,
        channel: u64,
        mut condition: impl FnMut(&RecordedMessage) -> bool,
        timeout: Duration,
    ) -> Result<RecordedMessage, TimedOut> {
        self.inner
            .wait_for(
                |s| {
                    s.channel_messages(channel)
                        .into_iter()
                        .rev()
                        .find(|m| condition(m))
                },
                timeout,
                || format!("a message in channel {channel} satisfying a condition"),
            )
            .await
    }

    /// The last message of `channel` now visible to everyone.
    pub fn last_channel_message(&self, channel: u64) -> Option<RecordedMessage> {
        self.inner
            .read(|s| s.last_channel_message(channel).cloned())
    }

    /// Every message `user` can see now, in every channel: public messages, plus the
    /// ephemeral answers to their own interactions. Never another user's ephemeral message.
    pub fn messages_seen_by(&self, user: &FakeUser) -> Vec<RecordedMessage> {
        self.inner.read(|s| s.messages_seen_by(user))
    }

    /// Like [`FakeDiscord::messages_seen_by`], but also messages deleted since; with
    /// [`RecordedMessage::all_text`] a test can check that something was *never* shown.
    pub fn messages_ever_seen_by(&self, user: &FakeUser) -> Vec<RecordedMessage> {
        self.inner.read(|s| s.messages_ever_seen_by(user))
    }

    /// The newest message of `channel` the bot posted that everyone sees now (e.g. to check
    /// that the table message is the last one of the channel).
    pub fn newest_bot_message(&self, channel: u64) -> Option<RecordedMessage> {
        self.inner.read(|s| s.newest_bot_message(channel).cloned())
    }

    /// The ephemeral messages created for `user`: interaction replies, deferrals and
    /// follow-ups flagged 64, counted by creation (edits do not add any), deleted ones
    /// included.
    pub fn ephemeral_messages_created_for(&self, user: &FakeUser) -> Vec<RecordedMessage> {
        self.inner
            .read(|s| s.ephemeral_messages_created_for(user.id))
    }

    /// Every notification Discord would have given, in order ([`Notification`]): one per user
    /// pinged by a *created* message as `allowed_mentions` permits.
    pub fn notifications(&self) -> Vec<Notification> {
        self.inner.read(|s| s.notifications.clone())
    }

    /// The notifications `user` got.
    pub fn notifications_for(&self, user: &FakeUser) -> Vec<Notification> {
        self.inner.read(|s| s.notifications_for(user.id))
    }

    /// Every message ever recorded, ephemeral and deleted ones included.
    pub fn all_messages(&self) -> Vec<RecordedMessage> {
        self.inner.read(|s| s.messages.clone())
    }

    /// The current state of one message.
    pub fn message(&self, id: u64) -> Option<RecordedMessage> {
        self.inner.read(|s| s.message(id).cloned())
    }

    /// The threads the bot created.
    pub fn threads(&self) -> Vec<ThreadInfo> {
        self.inner.read(State::threads)
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

    /// The time from injecting each answered interaction to its callback, in injection
    /// order. See [`percentile`].
    pub fn ack_latencies(&self) -> Vec<Duration> {
        self.inner.read(State::ack_latencies)
    }

    /// The answer to one interaction, if it was acknowledged.
    pub fn response(&self, interaction_id: u64) -> Option<Response> {
        self.inner.read(|s| s.response(interaction_id))
    }

    /// Waits until `condition` holds on the state.
    ///
    /// # Errors
    /// [`TimedOut`] (with the recent REST calls and gateway state) if it does not.
    pub async fn wait_until(
        &self,
        mut condition: impl FnMut(&State) -> bool,
        timeout: Duration,
    ) -> Result<(), TimedOut> {
        self.inner
            .wait_for(
                |s| condition(s).then_some(()),
                timeout,
                || "a condition on the fake Discord's state".to_owned(),
            )
            .await
    }

    /// Waits until `find` returns something, and returns it; e.g. the first channel message
    /// with a Join button.
    ///
    /// # Errors
    /// [`TimedOut`] if it never does.
    pub async fn wait_for<T>(
        &self,
        find: impl FnMut(&State) -> Option<T>,
        timeout: Duration,
    ) -> Result<T, TimedOut> {
        self.inner
            .wait_for(find, timeout, || {
                "something to appear on the fake Discord".to_owned()
            })
            .await
    }

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

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        self.inner.with(|s| s.gateway.close_all(1001));
        self.server.abort();
    }
}

/// Logs of the bot and serenity in tests: `RUST_LOG` if set, else warnings, written so that
/// the test harness shows them only for failing tests. Does nothing if a test already set a
/// subscriber. `RUST_LOG=warn,serenity::client::dispatch=debug` shows events serenity drops.
pub fn init_test_tracing() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_test_writer()
        .with_ansi(false)
        .try_init();
}

/// A member of the seeded guild, as far as payloads go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FakeUser {
    /// The user's id (non-zero).
    pub id: u64,
    /// Username, also used as global name.
    pub name: String,
    /// Roles besides `@everyone`.
    pub roles: Vec<u64>,
    /// Whether this is a bot account.
    pub bot: bool,
}

impl FakeUser {
    /// The mention of this user, `<@id>`.
    pub fn mention(&self) -> String {
        format!("<@{}>", self.id)
    }
}

/// An injected interaction: a handle to wait for its answer.
#[derive(Clone)]
pub struct Interaction {
    inner: Arc<Inner>,
    /// The interaction's id.
    pub id: u64,
    /// The interaction's token (the `{token}` of its callback and webhook routes).
    pub token: String,
    /// Who acted.
    pub user: FakeUser,
    /// 2 for a slash command, 3 for a component, 5 for a modal submission.
    pub kind: u8,
}

impl fmt::Debug for Interaction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Interaction")
            .field("id", &self.id)
            .field("user", &self.user.name)
            .field("kind", &self.kind)
            .finish()
    }
}

impl Interaction {
    /// The answer so far, if the bot acknowledged the interaction.
    pub fn response(&self) -> Option<Response> {
        self.inner.read(|s| s.response(self.id))
    }

    /// Waits for the bot's callback and returns the answer as it stands then (follow-ups
    /// and edits may still come: see [`Interaction::wait_reply`] and
    /// [`Interaction::wait_response_where`]).
    ///
    /// # Errors
    /// [`TimedOut`] if no callback arrives in time.
    pub async fn wait_response(&self, timeout: Duration) -> Result<Response, TimedOut> {
        self.wait_response_where(|_| true, timeout).await
    }

    /// Waits for the callback and, if it was a deferral (type 5), for the placeholder to be
    /// filled by an edit of `@original` or a follow-up.
    ///
    /// # Errors
    /// [`TimedOut`] if that does not happen in time.
    pub async fn wait_reply(&self, timeout: Duration) -> Result<Response, TimedOut> {
        self.wait_response_where(|r| !r.pending, timeout).await
    }

    /// Waits until the answer satisfies `condition` (e.g. has two follow-ups).
    ///
    /// # Errors
    /// [`TimedOut`] if it does not in time.
    pub async fn wait_response_where(
        &self,
        mut condition: impl FnMut(&Response) -> bool,
        timeout: Duration,
    ) -> Result<Response, TimedOut> {
        let id = self.id;
        let user = self.user.name.clone();
        self.inner
            .wait_for(
                |s| s.response(id).filter(|r| condition(r)),
                timeout,
                || {
                    format!(
                        "the answer to interaction {id} from {user} (no callback usually means \
                         the handler failed or serenity dropped the event: see problems)"
                    )
                },
            )
            .await
    }
}

/// The bot's answer to one interaction: its callback, and what followed.
#[derive(Clone, Debug)]
pub struct Response {
    /// The interaction answered.
    pub interaction_id: u64,
    /// Who acted.
    pub user_id: u64,
    /// The callback type: 4 reply, 5 deferred reply, 6 deferred update, 7 update the
    /// clicked message, 9 modal.
    pub kind: u8,
    /// The callback's `data` as the bot sent it (`Null` if none).
    pub data: Value,
    /// Whether only the user sees the answer: flag 64 of a reply or deferral; for 6 and 7,
    /// whether the clicked message was ephemeral.
    pub ephemeral: bool,
    /// From injecting the interaction to receiving its callback.
    pub latency: Duration,
    /// The message `@original` designates, as it is now: the reply (4, 5) or the clicked
    /// message (6, 7). `None` for a modal.
    pub original: Option<RecordedMessage>,
    /// Follow-up messages, in order (not counting the one that filled a deferral).
    pub followups: Vec<RecordedMessage>,
    /// A deferral (5) whose placeholder ("thinking…") has not been filled yet.
    pub pending: bool,
    /// Callbacks refused because this one came first (answered 400, code 40060).
    pub refused_callbacks: u32,
}

impl Response {
    /// The content of the original message, or of the modal's title for a modal.
    pub fn content(&self) -> String {
        match &self.original {
            Some(message) => message.content.clone(),
            None => self.data["title"].as_str().unwrap_or_default().to_owned(),
        }
    }

    /// The original message followed by the follow-ups.
    pub fn messages(&self) -> Vec<RecordedMessage> {
        self.original
            .iter()
            .chain(self.followups.iter())
            .cloned()
            .collect()
    }

    /// The text of every message of the answer ([`RecordedMessage::text`]), joined.
    pub fn text(&self) -> String {
        self.messages()
            .iter()
            .map(RecordedMessage::text)
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// Where a message came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// `POST /channels/{c}/messages`.
    Channel,
    /// The answer to an interaction (callback 4 or 5).
    InteractionResponse,
    /// `POST /webhooks/{app}/{token}` after the callback.
    Followup,
}

/// One message as the fake holds it.
#[derive(Clone, Debug)]
pub struct RecordedMessage {
    /// The message id (a snowflake).
    pub id: u64,
    /// The channel (or thread) it is in.
    pub channel_id: u64,
    /// Its content.
    pub content: String,
    /// Its embeds, as the bot sent them.
    pub embeds: Vec<Value>,
    /// Its action rows, as the bot sent them.
    pub components: Vec<Value>,
    /// Message flags (64 ephemeral, 128 loading, 4 suppress embeds, 4096 silent).
    pub flags: u64,
    /// Whether only `owner` can see it.
    pub ephemeral: bool,
    /// Where it came from.
    pub origin: Origin,
    /// For interaction answers: the user whose interaction it answers.
    pub owner: Option<u64>,
    /// For interaction answers: the interaction.
    pub interaction_id: Option<u64>,
    /// Users pinged by the content, as `allowed_mentions` permits.
    pub mentions: Vec<u64>,
    /// The `allowed_mentions` last sent with it.
    pub allowed_mentions: Option<Value>,
    /// Uploaded files.
    pub attachments: Vec<AttachmentInfo>,
    /// How many times it was edited (not counting the filling of a deferral).
    pub edits: u32,
    /// Whether it was deleted.
    pub deleted: bool,
    /// Its earlier versions, oldest first.
    pub revisions: Vec<Revision>,
    /// RFC 3339 creation time (on the fake's clock).
    pub timestamp: String,
    /// When it was created, on the fake's clock ([`FakeDiscord::clock`]).
    pub created_at: Duration,
    /// RFC 3339 time of the last edit.
    pub edited_timestamp: Option<String>,
    /// Discord's message type (0 default, 20 answer to a slash command).
    pub message_type: u8,
    /// The thread started from this message, if any (it has the message's id).
    pub thread_id: Option<u64>,
    /// The `nonce` it was created with, as sent (a string or an integer).
    pub nonce: Option<Value>,
    /// Deleted by a moderator ([`FakeDiscord::delete_message_as_moderator`]).
    pub deleted_by_moderator: bool,
    /// In a DM: the user the bot wrote to (the only one who sees it).
    pub dm_with: Option<u64>,
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

/// A component interaction as a forged or unusual client may send it
/// ([`FakeDiscord::forge_click`]): any custom id on any recorded message, claimed from any
/// channel or from a DM, with the clicked message flagged ephemeral or not, so that a bot can
/// be tested on clicks Discord's own client would never send.
#[derive(Clone, Debug)]
pub struct ForgedClick {
    /// The recorded message the click carries (as it is now).
    pub message_id: u64,
    /// The component's custom id.
    pub custom_id: String,
    /// 2 button; 3 string select (with `values`).
    pub component_type: u8,
    /// A select's values.
    pub values: Vec<String>,
    /// The channel the click claims to come from (default: the message's).
    pub channel: Option<u64>,
    /// From the user's DM with the bot: no `guild_id`, `user` instead of `member`, a channel
    /// of type 1.
    pub dm: bool,
    /// The clicked message's ephemeral flag (64) as the payload claims it (default: as
    /// recorded).
    pub ephemeral: Option<bool>,
}

impl ForgedClick {
    /// A button click on `message_id` with `custom_id`.
    pub fn new(message_id: u64, custom_id: &str) -> Self {
        ForgedClick {
            message_id,
            custom_id: custom_id.to_owned(),
            component_type: 2,
            values: Vec::new(),
            channel: None,
            dm: false,
            ephemeral: None,
        }
    }

    /// A string select's choice instead of a button click.
    #[must_use]
    pub fn select(mut self, values: &[&str]) -> Self {
        self.component_type = 3;
        self.values = values.iter().map(|v| (*v).to_owned()).collect();
        self
    }

    /// Claims to come from `channel`.
    #[must_use]
    pub fn in_channel(mut self, channel: u64) -> Self {
        self.channel = Some(channel);
        self
    }

    /// Claims to come from the user's DM with the bot.
    #[must_use]
    pub fn in_dm(mut self) -> Self {
        self.dm = true;
        self
    }

    /// Claims the clicked message is (or is not) ephemeral.
    #[must_use]
    pub fn ephemeral(mut self, ephemeral: bool) -> Self {
        self.ephemeral = Some(ephemeral);
        self
    }
}

/// A notification Discord gives a user: a message that pings them was created where they can
/// see it. Edits never notify (an edit that adds a mention only highlights the message), nor
/// do ephemeral messages, nor does filling a deferral's placeholder (an edit of the answer).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notification {
    /// Who is notified.
    pub user: u64,
    /// The message that pinged them.
    pub message_id: u64,
    /// Where it is.
    pub channel_id: u64,
    /// When, on the fake's clock.
    pub at: Duration,
    /// Sent with the "silent" flag (4096): listed as a mention, without a push notification.
    pub silent: bool,
}

/// An earlier version of a message.
#[derive(Clone, Debug)]
pub struct Revision {
    /// The content then.
    pub content: String,
    /// The embeds then.
    pub embeds: Vec<Value>,
    /// The components then.
    pub components: Vec<Value>,
}

/// A file uploaded with a message.
#[derive(Clone, Debug)]
pub struct AttachmentInfo {
    /// The attachment's id.
    pub id: u64,
    /// The file name.
    pub filename: String,
    /// The size in bytes.
    pub size: usize,
}

/// A button of a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    /// The custom id (empty for a link button).
    pub custom_id: String,
    /// The label.
    pub label: Option<String>,
    /// 1 primary, 2 secondary, 3 success, 4 danger, 5 link.
    pub style: u8,
    /// Whether it is disabled.
    pub disabled: bool,
    /// The emoji's name (a unicode emoji, or a custom emoji's name).
    pub emoji: Option<String>,
    /// A link button's URL.
    pub url: Option<String>,
}

/// A select menu of a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelectMenu {
    /// The component type: 3 string select (5 user, 6 role, 7 mentionable, 8 channel).
    pub kind: u8,
    /// The custom id.
    pub custom_id: String,
    /// The placeholder text.
    pub placeholder: Option<String>,
    /// The fewest values a user must choose (Discord's default: 1).
    pub min_values: u64,
    /// The most values a user may choose (Discord's default: 1).
    pub max_values: u64,
    /// Whether it is disabled.
    pub disabled: bool,
    /// The options of a string select.
    pub options: Vec<SelectOption>,
}

/// An option of a string select menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelectOption {
    /// What the user reads.
    pub label: String,
    /// What the bot receives.
    pub value: String,
    /// The smaller text under the label.
    pub description: Option<String>,
    /// Whether it is selected by default.
    pub default: bool,
}

impl RecordedMessage {
    /// Whether `user` can see the message now.
    pub fn is_visible_to(&self, user: &FakeUser) -> bool {
        !self.deleted
            && (!self.ephemeral || self.owner == Some(user.id))
            && self.dm_with.is_none_or(|u| u == user.id)
    }

    /// Whether this is a deferral's placeholder not yet filled (flag 128, "loading").
    pub fn is_loading(&self) -> bool {
        self.flags & payload::FLAG_LOADING != 0
    }

    /// Everything a user reads in the message: content; embed titles, descriptions,
    /// fields, authors and footers; button labels; select placeholders and options.
    pub fn text(&self) -> String {
        body_text(&self.content, &self.embeds, &self.components)
    }

    /// [`RecordedMessage::text`] of this version and of every earlier one.
    pub fn all_text(&self) -> String {
        let mut text: Vec<String> = self
            .revisions
            .iter()
            .map(|r| body_text(&r.content, &r.embeds, &r.components))
            .collect();
        text.push(self.text());
        text.join("\n")
    }

    /// The message's buttons, row by row.
    pub fn buttons(&self) -> Vec<Button> {
        row_components(&self.components)
            .filter(|c| c["type"] == 2)
            .map(|c| Button {
                custom_id: c["custom_id"].as_str().unwrap_or_default().to_owned(),
                label: c["label"].as_str().map(str::to_owned),
                style: c["style"]
                    .as_u64()
                    .and_then(|s| u8::try_from(s).ok())
                    .unwrap_or(0),
                disabled: c["disabled"].as_bool().unwrap_or(false),
                emoji: c["emoji"]["name"].as_str().map(str::to_owned),
                url: c["url"].as_str().map(str::to_owned),
            })
            .collect()
    }

    /// A button by custom id, by label, or by the start of its label, in that order of
    /// preference; e.g. `message.button("Join")`, `message.button("Bid")`.
    pub fn button(&self, label_or_id: &str) -> Option<Button> {
        let buttons = self.buttons();
        let exact_label = buttons
            .iter()
            .find(|b| b.label.as_deref() == Some(label_or_id));
        let by_id = buttons.iter().find(|b| b.custom_id == label_or_id);
        let by_prefix = buttons.iter().find(|b| {
            b.label
                .as_deref()
                .is_some_and(|l| l.starts_with(label_or_id))
        });
        exact_label.or(by_id).or(by_prefix).cloned()
    }

    /// The custom ids of every button and select menu.
    pub fn custom_ids(&self) -> Vec<String> {
        row_components(&self.components)
            .filter_map(|c| c["custom_id"].as_str().map(str::to_owned))
            .collect()
    }

    /// The message's select menus.
    pub fn selects(&self) -> Vec<SelectMenu> {
        row_components(&self.components)
            .filter(|c| matches!(c["type"].as_u64(), Some(3 | 5..=8)))
            .map(|c| SelectMenu {
                kind: c["type"]
                    .as_u64()
                    .and_then(|k| u8::try_from(k).ok())
                    .unwrap_or(3),
                custom_id: c["custom_id"].as_str().unwrap_or_default().to_owned(),
                placeholder: c["placeholder"].as_str().map(str::to_owned),
                min_values: c["min_values"].as_u64().unwrap_or(1),
                max_values: c["max_values"].as_u64().unwrap_or(1),
                disabled: c["disabled"].as_bool().unwrap_or(false),
                options: c["options"]
                    .as_array()
                    .map(|options| {
                        options
                            .iter()
                            .map(|o| SelectOption {
                                label: o["label"].as_str().unwrap_or_default().to_owned(),
                                value: o["value"].as_str().unwrap_or_default().to_owned(),
                                description: o["description"].as_str().map(str::to_owned),
                                default: o["default"].as_bool().unwrap_or(false),
                            })
                            .collect()
                    })
                    .unwrap_or_default(),
            })
            .collect()
    }

    /// A select menu by custom id or by the start of it.
    pub fn select(&self, custom_id: &str) -> Option<SelectMenu> {
        let selects = self.selects();
        let exact = selects.iter().find(|s| s.custom_id == custom_id);
        exact
            .or_else(|| selects.iter().find(|s| s.custom_id.starts_with(custom_id)))
            .cloned()
    }
}

/// The components inside the action rows.
fn row_components(rows: &[Value]) -> impl Iterator<Item = &Value> {
    rows.iter()
        .filter_map(|row| row["components"].as_array())
        .flatten()
}

fn body_text(content: &str, embeds: &[Value], components: &[Value]) -> String {
    let mut parts = vec![content.to_owned()];
    let mut push = |value: &Value| {
        if let Some(text) = value.as_str() {
            parts.push(text.to_owned());
        }
    };
    for embed in embeds {
        push(&embed["title"]);
        push(&embed["description"]);
        push(&embed["author"]["name"]);
        push(&embed["footer"]["text"]);
        for field in embed["fields"].as_array().into_iter().flatten() {
            push(&field["name"]);
            push(&field["value"]);
        }
    }
    for component in row_components(components) {
        push(&component["label"]);
        push(&component["placeholder"]);
        for option in component["options"].as_array().into_iter().flatten() {
            push(&option["label"]);
            push(&option["description"]);
        }
    }
    parts.retain(|p| !p.is_empty());
    parts.join("\n")
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
    /// When, on the fake's clock.
    pub at: Duration,
}

/// A thread the bot created.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreadInfo {
    /// The thread's id (a thread started from a message has that message's id).
    pub id: u64,
    /// The channel it belongs to.
    pub parent_id: u64,
    /// Its name.
    pub name: String,
    /// 11 public, 12 private.
    pub kind: u8,
    /// The message it was started from, if any.
    pub from_message: Option<u64>,
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

    fn error(&self) -> ApiError {
        ApiError::new(self.status, self.code, &self.message)
    }

    fn is_thread_rule(&self) -> bool {
        self.method == "POST" && self.path.ends_with("/threads")
    }

    fn matches(&self, method: &str, segments: &[&str]) -> bool {
        if self.times == Some(0) || (self.method != "*" && self.method != method) {
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

/// A wait that ran out of time.
pub struct TimedOut {
    /// How long it waited.
    pub waited: Duration,
    /// What it waited for.
    pub what: String,
    /// The recent REST calls, gateway state and problems, to see what went wrong.
    pub diagnostics: String,
}

impl fmt::Display for TimedOut {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "fake Discord: waited {:?} for {}\n{}",
            self.waited, self.what, self.diagnostics
        )
    }
}

impl fmt::Debug for TimedOut {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl std::error::Error for TimedOut {}

/// The `p`-th percentile (0.0 to 1.0, nearest rank) of some durations; zero if none.
pub fn percentile(durations: &[Duration], p: f64) -> Duration {
    if durations.is_empty() {
        return Duration::ZERO;
    }
    let mut sorted = durations.to_vec();
    sorted.sort();
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        clippy::cast_precision_loss
    )]
    let rank = ((p.clamp(0.0, 1.0) * sorted.len() as f64).ceil() as usize).max(1);
    sorted[rank.min(sorted.len()) - 1]
}

/// Builders for slash command options, as Discord sends them in `data.options`.
pub mod opt {
    use super::FakeUser;
    use serde_json::{Value, json};

    /// A subcommand (type 1) with its options.
    pub fn sub(name: &str, options: impl IntoIterator<Item = Value>) -> Value {
        json!({"type": 1, "name": name, "options": options.into_iter().collect::<Vec<_>>()})
    }

    /// A subcommand group (type 2) with its subcommands.
    pub fn group(name: &str, subcommands: impl IntoIterator<Item = Value>) -> Value {
        json!({"type": 2, "name": name, "options": subcommands.into_iter().collect::<Vec<_>>()})
    }

    /// A string option (type 3).
    pub fn string(name: &str, value: &str) -> Value {
        json!({"type": 3, "name": name, "value": value})
    }

    /// An integer option (type 4).
    pub fn int(name: &str, value: i64) -> Value {
        json!({"type": 4, "name": name, "value": value})
    }

    /// A boolean option (type 5).
    pub fn boolean(name: &str, value: bool) -> Value {
        json!({"type": 5, "name": name, "value": value})
    }

    /// A user option (type 6); the fake adds the `resolved` user and member.
    pub fn user(name: &str, user: &FakeUser) -> Value {
        json!({"type": 6, "name": name, "value": user.id.to_string()})
    }

    /// A channel option (type 7).
    pub fn channel(name: &str, channel_id: u64) -> Value {
        json!({"type": 7, "name": name, "value": channel_id.to_string()})
    }

    /// A number option (type 10).
    pub fn number(name: &str, value: f64) -> Value {
        json!({"type": 10, "name": name, "value": value})
    }
}

/// Discord's JSON error answer.
#[derive(Clone, Debug)]
pub(crate) struct ApiError {
    status: u16,
    code: i64,
    message: String,
    errors: Option<Value>,
    /// For an error answered as a 429: how long to wait, in milliseconds (0: not a 429).
    /// Milliseconds in a `u32` so that the error stays small.
    retry_after_ms: u32,
}

impl ApiError {
    fn new(status: u16, code: i64, message: &str) -> Self {
        ApiError {
            status,
            code,
            message: message.to_owned(),
            errors: None,
            retry_after_ms: 0,
        }
    }

    fn json(&self) -> Value {
        let mut body = json!({"code": self.code, "message": self.message});
        if let Some(errors) = &self.errors {
            body["errors"] = errors.clone();
        }
        if self.retry_after_ms > 0 {
            body["retry_after"] = json!(f64::from(self.retry_after_ms) / 1000.0);
            body["global"] = json!(false);
        }
        body
    }

    /// 403, code 50001: the bot cannot see the channel (or is no longer in the guild).
    fn missing_access() -> Self {
        Self::new(403, 50001, "Missing Access")
    }

    /// 403, code 50013: the bot may see the channel but not do this there.
    fn missing_permissions() -> Self {
        Self::new(403, 50013, "Missing Permissions")
    }

    /// 400, code 50083: a change in an archived thread.
    fn thread_archived() -> Self {
        Self::new(400, 50083, "Thread is archived")
    }

    fn unknown_channel() -> Self {
        Self::new(404, 10003, "Unknown Channel")
    }

    fn unknown_message() -> Self {
        Self::new(404, 10008, "Unknown Message")
    }

    fn unknown_webhook() -> Self {
        Self::new(404, 10015, "Unknown Webhook")
    }

    fn unknown_interaction() -> Self {
        Self::new(404, 10062, "Unknown interaction")
    }
}
