//! The Discord front end: a thin adapter over the table service.
//!
//! poise slash commands, buttons and select menus routed by their `custom_id` through the
//! global event handler, the rendering of tables into messages, ephemeral panels. It
//! decides how things look on Discord, never what the rules allow.
//!
//! The one seam for tests: [`Config::api_base`] sends every REST call to another base
//! (`HttpBuilder::proxy`), and the gateway URL comes from that base's `GET /gateway`, so the
//! real bot runs unchanged against a local fake Discord.

mod commands;
pub mod custom_id;
mod interactions;
mod payload;
mod publisher;
pub mod render;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use thiserror::Error;
use tokio_util::sync::CancellationToken;

use crate::table::{
    DEFAULT_DATABASE_URL, Player, StoreError, TableConfig, TableError, TableService,
};

pub use publisher::{Frontend, Publisher, Threads};

/// What a slash command may fail with; shown to the user by [`on_error`].
pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Everything the commands and handlers share.
pub struct Data {
    pub service: TableService,
    /// Asks the publisher for a fresh table message.
    pub reposts: tokio::sync::mpsc::UnboundedSender<crate::table::MatchId>,
    pub threads: Threads,
    pub default_turn_timer: Option<Duration>,
}

/// The bot's settings, from the environment (and `.env`).
#[derive(Clone, Debug)]
pub struct Config {
    pub token: String,
    pub database_url: String,
    /// Register commands in this server only (instant), instead of globally.
    pub dev_guild: Option<serenity::GuildId>,
    pub default_turn_timer: Option<Duration>,
    pub computer_pause: Duration,
    /// Send every REST call here instead of `https://discord.com` (a local test server).
    pub api_base: Option<String>,
}

/// A setting that is missing or malformed, named so it can be fixed.
#[derive(Debug, Error)]
pub enum ConfigError {
    #[error(
        "DISCORD_TOKEN is not set: create a bot in the Discord developer portal and put its token \
         in .env (see README.md), or play in the terminal with `ribs play`"
    )]
    MissingToken,
    #[error(
        "DISCORD_TOKEN is not a bot token ({0}); copy it again from the developer portal's Bot page"
    )]
    BadToken(String),
    #[error("{name} is {value:?}, which is not {expected}")]
    Bad {
        name: &'static str,
        value: String,
        expected: &'static str,
    },
}

impl Config {
    /// Reads the settings from the environment: `DISCORD_TOKEN`, `DATABASE_URL`,
    /// `DEV_GUILD_ID`, `RIBS_TURN_TIMER`, `RIBS_COMPUTER_PAUSE_MS`, `DISCORD_API_BASE`.
    ///
    /// # Errors
    /// A [`ConfigError`] naming the variable that is missing or malformed.
    pub fn from_env() -> Result<Config, ConfigError> {
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
        let token = var("DISCORD_TOKEN").ok_or(ConfigError::MissingToken)?;
        let token = token.trim().trim_start_matches("Bot ").to_string();
        serenity::utils::token::validate(&token)
            .map_err(|e| ConfigError::BadToken(e.to_string()))?;
        let number =
            |name: &'static str, expected: &'static str| -> Result<Option<u64>, ConfigError> {
                var(name)
                    .map(|v| {
                        v.trim().parse::<u64>().map_err(|_| ConfigError::Bad {
                            name,
                            value: v.clone(),
                            expected,
                        })
                    })
                    .transpose()
            };
        let dev_guild = number("DEV_GUILD_ID", "a server id (a number)")?
            .filter(|id| *id != 0)
            .map(serenity::GuildId::new);
        let timer = number("RIBS_TURN_TIMER", "a number of seconds (0: no timer)")?.unwrap_or(120);
        let pause = number("RIBS_COMPUTER_PAUSE_MS", "a number of milliseconds")?.unwrap_or(1500);
        let api_base = var("DISCORD_API_BASE").map(|v| v.trim().trim_end_matches('/').to_string());
        if let Some(base) = api_base
            .as_ref()
            .filter(|b| !(b.starts_with("http://") || b.starts_with("https://")))
        {
            return Err(ConfigError::Bad {
                name: "DISCORD_API_BASE",
                value: base.clone(),
                expected: "an http:// or https:// URL",
            });
        }
        Ok(Config {
            token,
            database_url: var("DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string()),
            dev_guild,
            default_turn_timer: (timer > 0).then(|| Duration::from_secs(timer)),
            computer_pause: Duration::from_millis(pause),
            api_base,
        })
    }
}

/// Why the bot could not start.
#[derive(Debug, Error)]
pub enum StartError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("could not start the Discord client: {0}")]
    Client(#[from] serenity::Error),
}

/// A running bot: the table service, the publisher and the Discord client.
pub struct Bot {
    service: TableService,
    shard_manager: Arc<serenity::ShardManager>,
    client: tokio::task::JoinHandle<()>,
    publisher: tokio::task::JoinHandle<()>,
    shutdown: CancellationToken,
}

/// The serenity HTTP client for a token, pointed at `api_base` when one is given.
pub fn http_client(token: &str, api_base: Option<&str>) -> serenity::Http {
    let builder = serenity::HttpBuilder::new(token);
    match api_base {
        Some(base) => builder.proxy(base).ratelimiter_disabled(true).build(),
        None => builder.build(),
    }
}

/// The name a player goes by here: their server nickname, else their display name.
pub(crate) fn player_of(user: &serenity::User, member: Option<&serenity::Member>) -> Player {
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    Player::new(user.id.get(), name)
}

impl Bot {
    /// Starts the bot: the store (created and migrated), the table service (resuming every
    /// open table), the publisher, then the Discord client.
    ///
    /// # Errors
    /// A store that cannot be opened, a stored table that cannot be read, or a client
    /// that cannot be built.
    pub async fn start(config: Config) -> Result<Bot, StartError> {
        let table_config = TableConfig {
            computer_pause: config.computer_pause,
        };
        let (service, updates) = TableService::open(&config.database_url, table_config).await?;
        let shutdown = CancellationToken::new();
        let threads: Threads = Arc::new(Mutex::new(HashMap::new()));
        // Matches resumed from the store keep playing in their threads.
        for table in service.open_table_ids() {
            if let Ok(info) = service.info(table).await {
                let frontend = Frontend::parse(info.frontend.as_deref());
                if let Some(channel) = frontend.channel.filter(|c| *c != info.place.0) {
                    threads.lock().expect("threads").insert(channel, table);
                }
            }
        }
        let (reposts, repost_requests) = tokio::sync::mpsc::unbounded_channel();
        let data = Data {
            service: service.clone(),
            reposts,
            threads: Arc::clone(&threads),
            default_turn_timer: config.default_turn_timer,
        };
        let dev_guild = config.dev_guild;
        let framework = poise::Framework::builder()
            .options(poise::FrameworkOptions {
                commands: vec![commands::ribs()],
                on_error: |error| Box::pin(on_error(error)),
                event_handler: |framework, event| Box::pin(on_event(framework, event)),
                ..Default::default()
            })
            .initialize_owners(false)
            .setup(move |ctx, ready, framework| {
                Box::pin(async move {
                    let commands = &framework.options().commands;
                    match dev_guild {
                        Some(guild) => poise::builtins::register_in_guild(ctx, commands, guild).await?,
                        None => poise::builtins::register_globally(ctx, commands).await?,
                    }
                    tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
                    Ok(data)
                })
            })
            .build();
        let http = http_client(&config.token, config.api_base.as_deref());
        let mut client =
            serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS)
                .framework(framework)
                .await?;
        // The publisher shares the client's HTTP client, and so its rate limiter.
        let publisher_task = Publisher::start(
            Arc::clone(&client.http),
            service.clone(),
            updates,
            repost_requests,
            threads,
            shutdown.clone(),
        );
        let shard_manager = Arc::clone(&client.shard_manager);
        let client = tokio::spawn(async move {
            if let Err(e) = client.start().await {
                tracing::error!(error = %e, "the Discord client stopped");
            }
        });
        Ok(Bot {
            service,
            shard_manager,
            client,
            publisher: publisher_task,
            shutdown,
        })
    }

    /// The table service behind the bot.
    pub fn service(&self) -> &TableService {
        &self.service
    }

    /// Disconnects from Discord, stops every table task (their state is in the store),
    /// finishes publishing and closes the database.
    pub async fn shutdown(self) {
        self.shard_manager.shutdown_all().await;
        let _ = self.client.await;
        self.service.shutdown().await;
        self.shutdown.cancel();
        let _ = self.publisher.await;
        self.service.close().await;
    }
}

/// Runs the bot until Ctrl-C or SIGTERM, then shuts down cleanly.
///
/// # Errors
/// When the bot cannot start.
pub async fn serve(config: Config) -> Result<(), StartError> {
    let bot = Bot::start(config).await?;
    tracing::info!("ribs is running; Ctrl-C to stop");
    wait_for_signal().await;
    tracing::info!("shutting down");
    bot.shutdown().await;
    Ok(())
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

async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(click),
    } = event
    {
        interactions::on_component(framework.serenity_context, framework.user_data, click).await;
    }
    Ok(())
}

/// One place for every command error: the user gets the reason privately; internal
/// errors are logged and the user gets a safe message.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            let said = if let Some(e) = error.downcast_ref::<TableError>() {
                render::refusal(e, None)
            } else if let Some(e) = error.downcast_ref::<crate::game::OptionsError>() {
                format!("⚠️ {e}")
            } else {
                tracing::error!(command = %ctx.command().qualified_name, error = %error, "command failed");
                "⚠️ Something went wrong; please try again.".to_string()
            };
            let _ = ctx
                .send(poise::CreateReply::default().content(said).ephemeral(true))
                .await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "error while handling an error");
            }
        }
    }
}
