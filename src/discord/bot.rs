//! Starting, running and stopping the bot, so that it either works or says why and exits.
//!
//! Start-up is one line of steps: the token is checked with Discord (one REST call) before
//! any database file exists; then the table service, which opens the database and takes
//! this process's shard leases (PostgreSQL); the publisher, which
//! first delivers whatever the tables were owed when the bot last stopped; the gateway
//! client, autosharded; and the commands, registered by a task of their own with bounded
//! retries (clicks on existing tables work meanwhile).
//!
//! Running ends on Ctrl-C or SIGTERM (what is owed is delivered, within a deadline, before
//! the database closes), or when Discord ends it: a gateway close that no retry can mend
//! (4004 bad token, 4013/4014 intents), the client stopping, or no shard connected for
//! [`GATEWAY_GRACE`] (serenity retries 4010-4012 forever). Then the bot makes no more
//! calls, closes the database and `ribs serve` exits non-zero with the reason.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use thiserror::Error;
use tokio::sync::watch;

use super::faces::CardFaces;
use super::publisher::{Links, Publisher};
use super::rest::{self, Rest};
use super::{Config, Data, commands, on_error, on_event};
use crate::table::{
    Resume, Serving, ShardClaim, ShardLeases, StoreError, TableConfig, TableService,
};

/// How long the gateway may stay without a connected shard before the bot gives up.
pub const GATEWAY_GRACE: Duration = Duration::from_secs(300);
/// How long a shutdown waits for owed messages to be delivered (what is left stays owed,
/// for the next start). Shorter than the 10 s `docker stop` allows before it kills, so the
/// database is closed in time.
pub const DRAIN: Duration = Duration::from_secs(6);
/// How long closing the gateway's shards may take, and the client after them.
const SHARDS_CLOSE: Duration = Duration::from_secs(1);
/// What closing the database may take (the writer's last commit).
const DATABASE_CLOSE: Duration = Duration::from_millis(1500);
const _: () = assert!(
    2 * SHARDS_CLOSE.as_millis() + DRAIN.as_millis() + DATABASE_CLOSE.as_millis() < 10_000,
    "closing the gateway, the drain and the database's close fit docker stop's 10 s"
);
/// Attempts to register the commands, and the first wait between two (it doubles).
const REGISTER_ATTEMPTS: u32 = 8;
const REGISTER_BACKOFF: Duration = Duration::from_millis(500);

/// Why the bot could not start.
#[derive(Debug, Error)]
pub enum StartError {
    #[error(
        "DISCORD_TOKEN was refused by Discord (401 Unauthorized): copy the token again from the developer portal's Bot page"
    )]
    Token,
    #[error("cannot reach Discord to check DISCORD_TOKEN: {0}")]
    Unreachable(String),
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("could not start the Discord client: {0}")]
    Client(#[from] serenity::Error),
}

/// Why a running bot stopped on its own.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum Ended {
    #[error(
        "Discord closed the gateway: the token is not valid any more (4004); check DISCORD_TOKEN"
    )]
    BadToken,
    #[error("Discord refused the bot's gateway intents ({0})")]
    Intents(String),
    #[error("the Discord client stopped: {0}")]
    Client(String),
    #[error("no connection to Discord's gateway for {} s (sharding or API version refused?)", GATEWAY_GRACE.as_secs())]
    NoGateway,
    #[error(
        "this process lost its shard leases to another (was it paused, or cut off from the \
         database?): it stops acting; start it again to wait for them"
    )]
    LeasesLost,
}

/// A running bot: the table service, the publisher and the Discord client.
pub struct Bot {
    service: TableService,
    shard_manager: Arc<serenity::ShardManager>,
    client: tokio::task::JoinHandle<()>,
    publisher: Publisher,
    rest: Arc<Rest>,
    ended: watch::Receiver<Option<Ended>>,
    /// Finding or making the card faces: ends with the bot, made or not.
    faces: tokio::task::JoinHandle<()>,
    /// The shard leases this process holds (PostgreSQL), renewed until the bot ends.
    leases: Option<ShardLeases>,
}

impl Bot {
    /// Starts the bot (see the module's documentation for the steps).
    ///
    /// # Errors
    /// A token Discord refuses (before any database file is made), Discord out of reach,
    /// a database that cannot be opened, or a client that cannot be built.
    pub async fn start(config: Config) -> Result<Bot, StartError> {
        let client = rest::http_client();
        let http = serenity_http(&config, client.clone());
        let application = check_token(&http).await?;
        http.set_application_id(application);
        let Serving {
            service,
            updates,
            leases,
        } = TableService::serve(
            &config.database_url,
            &shard_claim(&config),
            table_config(&config),
        )
        .await?;
        let rest = Arc::new(Rest::new(
            client,
            config.api_base.as_deref(),
            &config.token,
            config.pace,
        ));
        if let Some(leases) = &leases {
            // Nothing is sent past the moment the leases may have run out: neither what
            // the publisher posts, nor the answers of commands and clicks (`answer_gated`).
            rest.gate(leases.validity());
        }
        let faces = Arc::new(CardFaces::default());
        let (publisher, notices) = Publisher::start(
            Links {
                rest: Arc::clone(&rest),
                application: application.get(),
                service: service.clone(),
                faces: Arc::clone(&faces),
            },
            updates,
        );
        let (ended_tx, ended) = watch::channel(None);
        let ended_tx = Arc::new(ended_tx);
        if let Some(leases) = &leases {
            end_when_lost(leases, Arc::clone(&ended_tx), Arc::clone(&rest));
        }
        let data = Data {
            service: service.clone(),
            notices: notices.clone(),
            reposts: super::Reposts::default(),
            default_turn_timer: config.default_turn_timer,
            gateway: Arc::new(Gateway::new(Arc::clone(&ended_tx), Arc::clone(&rest))),
            faces: Arc::clone(&faces),
            rest: Arc::clone(&rest),
        };
        let gateway = Arc::clone(&data.gateway);
        let client = gateway_client(http, data, Arc::clone(&rest)).await?;
        // Commands are the bot's, not a process's: the one that runs shard 0 registers them.
        if config.shards.is_none_or(|range| range.start == 0) {
            let http = Arc::clone(&client.http);
            tokio::spawn(register_commands(http, config.dev_guild, Arc::clone(&rest)));
        }
        let shard_manager = Arc::clone(&client.shard_manager);
        let client = tokio::spawn(run_client(
            client,
            config.shards,
            ended_tx,
            Arc::clone(&rest),
        ));
        tokio::spawn(gateway.watch());
        // Card faces for the controls, found or made while the bot plays; until then (or
        // if Discord refuses them) controls show their text alone.
        let faces = {
            let rest = Arc::clone(&rest);
            let application = application.get();
            tokio::spawn(async move { faces.sync(&rest, application).await })
        };
        Ok(Bot {
            service,
            shard_manager,
            client,
            publisher,
            rest,
            ended,
            faces,
            leases,
        })
    }

    /// The table service behind the bot.
    pub fn service(&self) -> &TableService {
        &self.service
    }

    /// Waits until Discord ends the bot (see [`Ended`]).
    pub async fn ended(&self) -> Ended {
        let mut ended = self.ended.clone();
        loop {
            if let Some(why) = ended.borrow_and_update().clone() {
                return why;
            }
            if ended.changed().await.is_err() {
                return Ended::Client("its task ended".into());
            }
        }
    }

    /// Stops cleanly: no new interactions, every table task stopped (their state is in the
    /// store), what is owed delivered (within [`DRAIN`]; the rest stays owed for the next
    /// start), and the database closed.
    pub async fn shutdown(self) {
        self.faces.abort();
        close_gateway(&self.shard_manager).await;
        let _ = tokio::time::timeout(SHARDS_CLOSE, self.client).await;
        self.service.shutdown().await;
        self.publisher.finish(DRAIN).await;
        if let Some(leases) = self.leases {
            leases.release().await;
        }
        self.service.close().await;
    }

    /// Stops after Discord ended the bot: no further call to Discord at all (the token may
    /// be dead; the tables' state is in the store, what they are owed stays owed).
    pub async fn abort(self) {
        self.faces.abort();
        self.rest.stop();
        self.publisher.abort().await;
        close_gateway(&self.shard_manager).await;
        self.client.abort();
        self.service.close().await;
    }
}

/// Closes the gateway's shards, waiting at most [`SHARDS_CLOSE`]: serenity waits for shards
/// that may be gone already (after a fatal close) or unable to say goodbye (Discord out of
/// reach), and a stop must fit the 10 s `docker stop` allows.
async fn close_gateway(shards: &serenity::ShardManager) {
    if tokio::time::timeout(SHARDS_CLOSE, shards.shutdown_all())
        .await
        .is_err()
    {
        tracing::debug!("the shards did not close in time; they are dropped");
    }
}

/// serenity's HTTP client over the bot's (its timeout), at `api_base` when given.
fn serenity_http(config: &Config, client: reqwest::Client) -> serenity::Http {
    let mut builder = serenity::HttpBuilder::new(&config.token)
        .client(client)
        // The bot paces its own writes (see `rest`); serenity's limiter cannot be
        // pointed at a test server.
        .ratelimiter_disabled(true);
    if let Some(base) = &config.api_base {
        builder = builder.proxy(base);
    }
    builder.build()
}

/// The table service's settings, from the bot's.
fn table_config(config: &Config) -> TableConfig {
    TableConfig {
        computer_pause: config.computer_pause,
        hold_limit: config.limits.hold_limit,
        lobby_timeout: config.limits.lobby_timeout,
        caps: crate::table::Caps {
            per_person: config.limits.tables_per_person,
            per_server: config.limits.tables_per_server,
        },
        // A process resumes the open tables of its own shards' servers only.
        resume: match config.shards {
            Some(range) => Resume::only(move |server| range.runs(server.0)),
            None => Resume::All,
        },
        ..TableConfig::default()
    }
}

/// The shards this process runs, for the table service to take their leases where several
/// processes share the database (all of them, as one lease, when it autoshards): a
/// predecessor's lease is waited for as long as two leases and a little more.
fn shard_claim(config: &Config) -> ShardClaim {
    let (shards, total) = config
        .shards
        .map_or((0..1, 1), |r| (r.start..r.end, r.total));
    ShardClaim {
        shards,
        total,
        lease: config.lease,
        wait: config.lease * 2 + Duration::from_secs(10),
    }
}

/// Leases lost: the bot ends, as when Discord ends it (no further call).
fn end_when_lost(leases: &ShardLeases, ended: Arc<watch::Sender<Option<Ended>>>, rest: Arc<Rest>) {
    let mut lost = leases.lost();
    tokio::spawn(async move {
        if lost.wait_for(|lost| *lost).await.is_ok() {
            rest.stop();
            ended.send_replace(Some(Ended::LeasesLost));
        }
    });
}

/// The gateway client: poise's framework over `data`, its slash commands and event
/// handler, each interaction dispatched only while this process may call Discord.
async fn gateway_client(
    http: serenity::Http,
    data: Data,
    rest: Arc<Rest>,
) -> Result<serenity::Client, serenity::Error> {
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |error| Box::pin(on_error(error)),
            event_handler: |framework, event| Box::pin(on_event(framework, event)),
            ..Default::default()
        })
        .initialize_owners(false)
        // Registration is not done here: poise runs this once and, if it fails, waits
        // forever. It has a task of its own (`register_commands`).
        .setup(move |_ctx, ready, _framework| {
            Box::pin(async move {
                tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
                Ok(data)
            })
        })
        .build();
    let intents = serenity::GatewayIntents::GUILDS | serenity::GatewayIntents::GUILD_MESSAGES;
    serenity::ClientBuilder::new_with_http(http, intents)
        .framework(Spanned { framework, rest })
        .await
}

/// Runs the gateway client (this process's shards, or all of them autosharded) until it
/// stops, and says why it stopped.
async fn run_client(
    mut client: serenity::Client,
    shards: Option<super::shards::ShardRange>,
    ended: Arc<watch::Sender<Option<Ended>>>,
    rest: Arc<Rest>,
) {
    let started = match shards {
        // serenity's range ends where it says, inclusive: see `ShardRange`.
        Some(range) => {
            client
                .start_shard_range(range.serenity_range(), range.total)
                .await
        }
        None => client.start_autosharded().await,
    };
    let why = match started {
        // A shutdown closed it: what is owed is still delivered.
        Ok(()) => {
            ended.send_replace(Some(Ended::Client("it returned".into())));
            return;
        }
        Err(serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication)) => {
            Ended::BadToken
        }
        Err(serenity::Error::Gateway(
            e @ (serenity::GatewayError::InvalidGatewayIntents
            | serenity::GatewayError::DisallowedGatewayIntents),
        )) => Ended::Intents(e.to_string()),
        Err(e) => Ended::Client(e.to_string()),
    };
    // Not one call after the gateway closed for good: the REST client stops before
    // anyone hears of it, calls waiting for their bucket included.
    rest.stop();
    ended.send_replace(Some(why));
}

/// Runs the bot until Ctrl-C or SIGTERM (then shuts down cleanly), or until Discord ends
/// it.
///
/// # Errors
/// When the bot cannot start, or Discord ended it.
pub async fn serve(config: Config) -> Result<(), ServeError> {
    let bot = Bot::start(config).await?;
    tracing::info!("ribs is running; Ctrl-C to stop");
    tokio::select! {
        () = wait_for_signal() => {
            tracing::info!("shutting down");
            bot.shutdown().await;
            Ok(())
        }
        why = bot.ended() => {
            tracing::error!(%why, "stopping");
            bot.abort().await;
            Err(ServeError::Ended(why))
        }
    }
}

/// Why `ribs serve` stopped with an error.
#[derive(Debug, Error)]
pub enum ServeError {
    #[error(transparent)]
    Start(#[from] StartError),
    #[error(transparent)]
    Ended(Ended),
}

/// Checks the token with one REST call and learns the application's id: a refused token
/// stops the bot here, before any database file exists.
async fn check_token(http: &serenity::Http) -> Result<serenity::ApplicationId, StartError> {
    let mut wait = Duration::from_millis(500);
    let mut last = String::new();
    for _ in 0..4 {
        match http.get_current_application_info().await {
            Ok(app) => return Ok(app.id),
            Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(e)))
                if e.status_code.as_u16() == 401 =>
            {
                return Err(StartError::Token);
            }
            Err(e) => last = e.to_string(),
        }
        tokio::time::sleep(wait).await;
        wait *= 2;
    }
    Err(StartError::Unreachable(last))
}

/// poise's framework, with every slash command handled inside a span that names it and
/// who asked (clicks get theirs in `interactions`), so that its log lines can be told apart.
///
/// An interaction that arrives when this process may not call Discord (its shard leases
/// may have lapsed while it was paused) is dropped unanswered: its answer would come from
/// a stale view of the table, and may not be sent anyway.
struct Spanned {
    framework: poise::Framework<Data, super::Error>,
    rest: Arc<Rest>,
}

#[serenity::async_trait]
impl serenity::Framework for Spanned {
    async fn init(&mut self, client: &serenity::Client) {
        self.framework.init(client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: serenity::FullEvent) {
        if matches!(event, serenity::FullEvent::InteractionCreate { .. }) && !self.rest.may_call() {
            tracing::warn!("an interaction is not answered: this process may not call Discord");
            return;
        }
        let span = match &event {
            serenity::FullEvent::InteractionCreate {
                interaction: serenity::Interaction::Command(command),
            } => tracing::info_span!(
                "command",
                id = %command.id,
                user = %command.user.id,
                name = %command.data.name,
                sub = command.data.options.first().map_or("", |o| o.name.as_str()),
            ),
            _ => tracing::Span::none(),
        };
        tracing::Instrument::instrument(self.framework.dispatch(ctx, event), span).await;
    }
}

/// Registers the slash commands (in the development server, or globally), trying again
/// with backoff when Discord fails; the bot answers clicks on existing tables meanwhile.
/// Not while this process may not call Discord (`rest`): then it gives up.
async fn register_commands(
    http: Arc<serenity::Http>,
    guild: Option<serenity::GuildId>,
    rest: Arc<Rest>,
) {
    let commands = poise::builtins::create_application_commands(&commands::all());
    let mut wait = REGISTER_BACKOFF;
    for attempt in 1..=REGISTER_ATTEMPTS {
        if !rest.may_call() {
            tracing::warn!("commands not registered: this process may not call Discord");
            return;
        }
        let result = match guild {
            Some(guild) => guild.set_commands(&http, commands.clone()).await.map(drop),
            None => serenity::Command::set_global_commands(&http, commands.clone())
                .await
                .map(drop),
        };
        match result {
            Ok(()) => {
                tracing::info!(attempt, "commands registered");
                return;
            }
            Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(e)))
                if e.status_code.is_client_error() && e.status_code.as_u16() != 429 =>
            {
                tracing::error!(error = %e.error.message, "Discord refused the commands");
                return;
            }
            Err(e) => {
                tracing::warn!(attempt, error = %e, "commands not registered yet; trying again");
            }
        }
        tokio::time::sleep(wait).await;
        wait = (wait * 2).min(Duration::from_secs(60));
    }
    tracing::error!("the commands could not be registered; restart the bot to try again");
}

/// The gateway's health, from the shards' stage changes: a bot with no shard connected
/// for [`GATEWAY_GRACE`] is ended.
pub(crate) struct Gateway {
    connected: Mutex<HashMap<u32, bool>>,
    changed: tokio::sync::Notify,
    ended: Arc<watch::Sender<Option<Ended>>>,
    rest: Arc<Rest>,
}

impl Gateway {
    fn new(ended: Arc<watch::Sender<Option<Ended>>>, rest: Arc<Rest>) -> Gateway {
        Gateway {
            connected: Mutex::new(HashMap::new()),
            changed: tokio::sync::Notify::new(),
            ended,
            rest,
        }
    }

    pub(crate) fn stage(&self, shard: u32, stage: serenity::ConnectionStage) {
        let connected = matches!(stage, serenity::ConnectionStage::Connected);
        self.connected
            .lock()
            .expect("gateway lock")
            .insert(shard, connected);
        self.changed.notify_one();
    }

    fn any_connected(&self) -> bool {
        let connected = self.connected.lock().expect("gateway lock");
        connected.is_empty() || connected.values().any(|c| *c)
    }

    async fn watch(self: Arc<Gateway>) {
        loop {
            if self.any_connected() {
                self.changed.notified().await;
                continue;
            }
            tokio::select! {
                () = self.changed.notified() => {}
                () = tokio::time::sleep(GATEWAY_GRACE) => {
                    if !self.any_connected() {
                        self.rest.stop();
                        self.ended.send_replace(Some(Ended::NoGateway));
                        return;
                    }
                }
            }
        }
    }
}

async fn wait_for_signal() {
    let ctrl_c = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(term) => term,
                Err(_) => {
                    let _ = ctrl_c.await;
                    return;
                }
            };
        tokio::select! {
            _ = ctrl_c => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = ctrl_c.await;
    }
}
