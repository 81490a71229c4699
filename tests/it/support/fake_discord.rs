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
//!   5 calls per 2 s per interaction token, 50 per second in all (the interaction endpoints,
//!   callbacks and an interaction token's webhook routes, exempt, as on Discord); 429 with
//!   `retry_after`, `Retry-After` and `X-RateLimit-Scope`. `fake.rate_limited_calls()`,
//!   `fake.premature_retries()`, `fake.channel_writes(channel)`
//! - **Invalid requests**: the 401, 403 and 429 answers Discord counts towards a ban.
//!   `assert!(fake.invalid_requests().is_empty())`
//! - **Notifications**: one per user pinged by a *created* message as `allowed_mentions`
//!   permits (never by an edit or an ephemeral message; always in a DM).
//!   `fake.notifications_for(&bob)`
//! - **Idempotent creation**: a `nonce` with `enforce_nonce` answers the message already
//!   created with it in the last 5 minutes (in a JSON or a multipart body alike).
//!   `fake.message(id).unwrap().nonce`
//! - **Attachments**: multipart `payload_json` + `files[n]`, tied by `attachments: [{id: n,
//!   filename, description}]`; stored with their alt text, media type, bytes and (PNG) size
//!   in pixels, answered as Discord's attachment objects. An edit with `attachments` keeps
//!   exactly those listed (existing ones by id, new files by `n`), one without keeps them all.
//!   An embed's `attachment://NAME` becomes the attachment's URL. Refused as on Discord: alt
//!   text over 1,024 characters (50035), a file over 10 MiB (413, 40005), an entry naming no
//!   file nor attachment (50035 `ATTACHMENT_NOT_FOUND`), more than 10 (30015). What would show
//!   no picture is a [`FakeDiscord::problems`] entry: an `attachment://` naming none of the
//!   message's files, a file no embed can show, an embed left showing a removed attachment,
//!   a file an edit uploaded without listing it. `m.attachments`, `m.embed_image()`,
//!   `m.versions()`, [`Call::uploaded_bytes`]
//! - **Application emojis**: `GET/POST /applications/{app}/emojis` (`{"items": [...]}`),
//!   `GET/PATCH/DELETE .../emojis/{id}`; names 2–32 of `[A-Za-z0-9_]`, unique
//!   (`APPLICATION_EMOJI_NAME_ALREADY_TAKEN`), images as data URIs of at most 256 KiB, 2,000
//!   per application; a rate limit bucket of their own per application ([`EMOJI_LIMIT`] per
//!   [`EMOJI_WINDOW`], scaled). `fake.seed_emoji("card_AS", &png)` (as left by an earlier
//!   run), `fake.emojis()`, `fake.emoji_creations()`,
//!   `FailRule::new("POST", "/applications/*/emojis", 403, 50013, "Missing Permissions")`
//! - **Emojis on components**: a button's or select option's `emoji: {id, name}` must be an
//!   emoji the application owns, `{name}` a unicode emoji (50035
//!   `BUTTON_COMPONENT_INVALID_EMOJI`); recorded as a [`ComponentEmoji`].
//!   `m.button("Play").unwrap().emoji`, `m.select("ribs:1:card").unwrap().options[0].emoji`
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
//! - **A `User-Agent` on every request**: one not of the form `DiscordBot ($url,
//!   $versionNumber)` (or none) is refused with 403, code 40333, before anything else.
//!   `fake.invalid_requests()`
//! - **Sharding**: `GET /gateway/bot` recommends [`FakeOptions::shards`]; IDENTIFY's shard
//!   decides where each guild's events go (4010, 4011 refused); READY lists the shard's
//!   guilds, a GUILD_CREATE follows for each. One IDENTIFY per [`IDENTIFY_SPACING`] for the
//!   whole bot (`max_concurrency` 1), whichever process sends it: one too soon gets op 9
//!   INVALID SESSION ([`Identify::too_soon`]).
//!   `FakeOptions { shards: 2, .. }` with `client.start_autosharded()`
//! - **Several servers**: more guilds on chosen shards, each with a `#ribs` channel; its
//!   interactions carry its id and language, its channels and threads its `guild_id`; a
//!   command registered in one guild only is no command elsewhere (a [`FakeDiscord::problems`]
//!   entry). `fake.add_guild("Two", 1, 4)`, `s.serves(guild)`
//! - **Several processes of one bot**: each given its own base, so every call names its
//!   process. `fake.api_base_for("b")`, [`Call::via`]
//! - **DMs and forged clicks**: interactions from a DM (no guild, `user` not `member`), and
//!   clicks no Discord client would send. `fake.slash(&alice, fake.dm_channel(&alice), ..)`,
//!   `fake.forge_click(&eve, ForgedClick::new(id, "ribs:1:play").ephemeral(true))`
//! - **Ephemeral messages** exist only for their interaction: the channel routes answer
//!   404 10008. `fake.ephemeral_messages_created_for(&alice)`
//! - **Helpers for pacing tests**: `fake.newest_bot_message(channel)`, `fake.calls_in(channel)`
//!   (every call of a channel or thread, with its status).
//! - **Calls in flight**, to prove that nothing more can come of them: `s.in_flight()` (arrived,
//!   not answered) and `s.held_before_effect()` (held back by a [`FailRule`], not yet taken
//!   effect), read in a wait condition, e.g. `fake.wait_until(|s| s.in_flight() == 0, ..)`.
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
//! - Per-route limits other than message writes, interaction webhooks and application emojis
//!   (reactions, channel edits...), the shared `X-RateLimit-Scope: shared` limits, and the
//!   Cloudflare ban itself (only counted: [`FakeDiscord::invalid_requests`]).
//! - Threads archived by inactivity (`auto_archive_duration`) on their own: archive them with
//!   [`FakeDiscord::archive_thread`]. Forum tags, private thread membership, role
//!   overwrites, other members' permissions per channel.
//! - Users' own messages (MESSAGE_CREATE), reactions by users, presence, voice.
//! - Real server errors come with an HTML page from Cloudflare; the fake answers Discord's
//!   JSON shape (`{"message": "502: Bad Gateway", "code": 0}`).
//! - Attachments: sizes in pixels of pictures other than PNGs; the bytes themselves are not
//!   checked beyond a PNG's signature and IHDR. Whether Discord lists an attachment an embed
//!   shows among the message's `attachments` (a 2022 report, discord-api-docs#4809, says it
//!   did not): the fake lists it. Editing an existing attachment's `description`.
//! - Sessions of two shard counts at once: Discord sends a guild's events to the sessions
//!   of both (how large bots reshard without stopping); the fake sends each event to the
//!   newest session that has the guild. `identify` rate-limit buckets other than one
//!   (`max_concurrency` above 1), and the daily 1,000 session starts (only counted in
//!   `session_start_limit.remaining`).
//! - Guild emojis (the seeded guild has none) and the exact set of unicode emojis (a name
//!   with ASCII letters, spaces or colons is refused, any other is taken). The emoji routes'
//!   real budget, which Discord does not publish.

mod api_error;
mod attachments;
mod calls;
mod command_line;
mod emojis;
mod faults;
mod gateway;
mod interactions;
mod limits;
mod messages;
pub mod opt;
mod payload;
mod places;
mod ratelimit;
mod rest;
mod state;
mod users;

pub(crate) use api_error::ApiError;
pub use calls::{Call, GatewayEvent, Identify, RegisteredCommand};
pub use emojis::AppEmoji;
pub use faults::{FailRule, ThreadFailure};
pub use interactions::{ForgedClick, Response, percentile};
pub use messages::{ComponentEmoji, Notification, Origin, RecordedMessage, Revision, ThreadInfo};
pub use ratelimit::{EMOJI_LIMIT, EMOJI_WINDOW};
pub use state::State;
pub use users::FakeUser;
// Public at this path like the rest of the fake's API, though no test names them here yet.
#[allow(unused_imports)]
pub use attachments::AttachmentInfo;
#[allow(unused_imports)]
pub use interactions::Interaction;
#[allow(unused_imports)]
pub use messages::{Button, SelectMenu, SelectOption};

use std::cell::Cell;
use std::fmt;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use tokio::sync::watch;

/// A generous timeout for waits in tests (a debug build answers in milliseconds).
pub const DEFAULT_WAIT: Duration = Duration::from_secs(5);

/// Discord's id of the application (and of the bot user: a bot made with an application
/// shares its id). Fixed, so logs are easy to read; every fake uses the same seed ids.
pub const APP_ID: u64 = 100_000_000_000_000_001;
/// How far apart Discord takes a bot's IDENTIFYs (its `max_concurrency` is 1): on
/// Discord's own clock, as serenity spaces its shards by a fixed 5 s whatever the test's
/// scale.
pub const IDENTIFY_SPACING: Duration = Duration::from_secs(5);
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

/// A server added by [`FakeDiscord::add_guild`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AddedGuild {
    pub id: u64,
    /// Its text channel `#ribs`.
    pub channel: u64,
}

/// What realism a fake applies ([`FakeDiscord::start_with`]). The default is all of it.
#[derive(Clone, Debug)]
pub struct FakeOptions {
    /// Discord's rate limits: 5 message writes per 5 s per channel, 5 calls per 2 s per
    /// interaction token, 50 calls per second in all (interaction callbacks and token webhooks
    /// exempt), answered 429 when exceeded; and the `X-RateLimit-*` headers on every answer.
    /// Off: no limit, no header.
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
            // Uploads as large as Discord takes (axum's default limit is 2 MB).
            .layer(axum::extract::DefaultBodyLimit::max(rest::MAX_BODY))
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

    /// An API base for one of several processes of one bot: its calls reach the same API
    /// and are marked [`Call::via`] `name` (the gateway they are sent to is the same).
    pub fn api_base_for(&self, name: &str) -> String {
        format!("{}/via/{name}", self.api_base())
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

    /// Adds a server that has the bot, on `shard` of `total` (its id maps there:
    /// `(id >> 22) % total == shard`), with one text channel `#ribs`. The bot's session of
    /// that shard, if one is connected, gets its GUILD_CREATE; users are its members, with
    /// `@everyone`'s permissions only (the roles tests give are the seeded server's).
    pub fn add_guild(&self, name: &str, shard: u64, total: u64) -> AddedGuild {
        let (id, channel) = self.inner.with(|s| s.add_guild(name, shard, total));
        AddedGuild { id, channel }
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
