//! The Discord front end: a thin adapter over the table service.
//!
//! poise slash commands, buttons and select menus routed by their `custom_id` through the
//! global event handler, the rendering of tables into messages, ephemeral panels. It
//! decides how things look on Discord, never what the rules allow.
//!
//! The one seam for tests: [`Config::api_base`] sends every REST call to another base
//! (`HttpBuilder::proxy`), and the gateway URL comes from that base's `GET /gateway`, so the
//! real bot runs unchanged against a local fake Discord.

mod bot;
mod commands;
pub mod custom_id;
pub mod faces;
mod front;
mod interactions;
mod localize;
pub mod logs;
mod payload;
mod publisher;
pub mod render;
pub mod rest;
pub mod shards;

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use thiserror::Error;

use crate::table::{DEFAULT_DATABASE_URL, Player, TableError, TableService};
use crate::text::Lang;

pub use bot::{Bot, DRAIN, Ended, GATEWAY_GRACE, ServeError, StartError, serve};
pub use publisher::{Frontend, Notice, Notices};

/// What a slash command may fail with. Each variant says what its user is shown (by
/// [`on_error`]), so a new kind of failure is a new variant, never a silent "something went
/// wrong".
#[derive(Debug, Error)]
pub enum Error {
    /// The table service refused: its reason, with the command that helps.
    #[error(transparent)]
    Table(#[from] TableError),
    /// Refused before it reached a table (a missing permission, a bad option): said as is.
    #[error("{0}")]
    Refused(String),
    /// The table's options do not go together: said as is.
    #[error(transparent)]
    Options(#[from] crate::games::ribs::OptionsError),
    /// Discord did not take the bot's answer: logged; the user is asked to try again.
    #[error("Discord: {0}")]
    Discord(#[from] serenity::Error),
}
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Everything the commands and handlers share.
pub struct Data {
    pub service: TableService,
    /// Tells the publisher about reposts, live panels and places that are gone.
    pub notices: Notices,
    /// When each table's message was last posted afresh on request (`/ribs table`).
    pub reposts: Reposts,
    pub default_turn_timer: Option<Duration>,
    pub(crate) gateway: Arc<bot::Gateway>,
    /// The card faces the controls show, shared with the publisher.
    pub faces: Arc<faces::CardFaces>,
    /// The bot's REST client: whether this process may still call Discord at all
    /// ([`rest::Rest::may_call`]) gates every interaction answer too.
    pub(crate) rest: Arc<rest::Rest>,
}

/// What an interaction answer fails with when this process may not call Discord.
const SILENCED: &str =
    "this process may not call Discord: its shard leases may have run out, or the bot stopped";

/// Sends an interaction answer (`call`, a serenity request not yet made) only while this
/// process may call Discord: a process whose shard leases may have lapsed (paused past
/// them, then woken) says nothing, not even to the clicks it was handling, whose view of
/// the table may be stale. The one way commands and clicks answer.
///
/// # Errors
/// [`serenity::Error::Other`] when silenced; the call's own errors.
pub(crate) async fn answer_gated<T>(
    rest: &rest::Rest,
    call: impl Future<Output = serenity::Result<T>>,
) -> serenity::Result<T> {
    if !rest.may_call() {
        return Err(serenity::Error::Other(SILENCED));
    }
    call.await
}

/// The bot's settings, from the environment (and `.env`).
#[derive(Clone)]
pub struct Config {
    pub token: String,
    pub database_url: String,
    /// Register commands in this server only (instant), instead of globally.
    pub dev_guild: Option<serenity::GuildId>,
    pub default_turn_timer: Option<Duration>,
    pub computer_pause: Duration,
    /// The table service's limits: lobby timeout, hold limit, tables per person and server.
    pub limits: Limits,
    /// Send every REST call here instead of `https://discord.com` (a local test server).
    pub api_base: Option<String>,
    /// How fast the bot writes: Discord's budgets, unless a test's fake Discord runs faster.
    pub pace: rest::Pace,
    /// The shards this process runs (`None`: all of them, as Discord recommends).
    pub shards: Option<shards::ShardRange>,
    /// How long a shard lease lasts unless renewed (PostgreSQL; `RIBS_LEASE_SECS`, 30).
    pub lease: Duration,
}

/// When each table was last reposted on request: at most once per [`commands::REPOST_EVERY`]
/// per table. A `std` mutex, held for a map lookup and never across an `.await`.
#[derive(Default)]
pub struct Reposts(
    std::sync::Mutex<std::collections::HashMap<crate::table::MatchId, std::time::Instant>>,
);

impl Reposts {
    /// Whether `table` may be reposted at `now` (and if so, it counts from now). Entries
    /// older than the window are dropped as it goes, so the map stays small.
    pub fn allow(&self, table: crate::table::MatchId, now: std::time::Instant) -> bool {
        let mut last = self.0.lock().expect("reposts lock");
        last.retain(|_, at| now.duration_since(*at) < commands::REPOST_EVERY);
        if last.contains_key(&table) {
            return false;
        }
        last.insert(table, now);
        true
    }
}

/// What a public bot holds its tables to, so that nobody can squat it or hold a table
/// hostage (see `.env.example`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// A lobby not started within this closes by itself.
    pub lobby_timeout: Duration,
    /// On a table with no turn timer, a turn held this long may be handed to the
    /// autopilot by the others.
    pub hold_limit: Duration,
    /// Open tables a person may host or sit at at once.
    pub tables_per_person: u32,
    /// Open tables a server may hold.
    pub tables_per_server: u32,
}

impl Default for Limits {
    fn default() -> Self {
        let table = crate::table::TableConfig::default();
        Limits {
            lobby_timeout: table.lobby_timeout,
            hold_limit: table.hold_limit,
            tables_per_person: table.caps.per_person,
            tables_per_server: table.caps.per_server,
        }
    }
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
    #[error(transparent)]
    Shards(#[from] shards::ShardError),
}

/// Everything but the token, which no log line may hold.
impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("token", &"[redacted]")
            .field("database_url", &self.database_url)
            .field("dev_guild", &self.dev_guild)
            .field("default_turn_timer", &self.default_turn_timer)
            .field("computer_pause", &self.computer_pause)
            .field("limits", &self.limits)
            .field("api_base", &self.api_base)
            .field("pace", &self.pace)
            .field("shards", &self.shards)
            .field("lease", &self.lease)
            .finish()
    }
}

/// The settings `ribs serve` takes as flags, which win over their variables in the
/// environment (`--shards` over `RIBS_SHARDS`, `--shard-total` over `RIBS_SHARD_TOTAL`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Flags {
    pub shards: Option<String>,
    pub shard_total: Option<String>,
}

impl Flags {
    /// The flag that stands for variable `name`, if one was given.
    fn get(&self, name: &str) -> Option<&String> {
        match name {
            "RIBS_SHARDS" => self.shards.as_ref(),
            "RIBS_SHARD_TOTAL" => self.shard_total.as_ref(),
            _ => None,
        }
    }
}

impl Config {
    /// Reads the settings from the environment alone (see [`Config::from_settings`]).
    ///
    /// # Errors
    /// A [`ConfigError`] naming the variable that is missing or malformed.
    pub fn from_env() -> Result<Config, ConfigError> {
        Config::from_settings(|name| std::env::var(name).ok(), &Flags::default())
    }

    /// The one place the bot's settings are read and checked together: each from its flag
    /// when given, else from `lookup` (the environment): `DISCORD_TOKEN`, `DATABASE_URL`,
    /// `DEV_GUILD_ID`, `RIBS_TURN_TIMER`, `RIBS_COMPUTER_PAUSE_MS`, `DISCORD_API_BASE`,
    /// `RIBS_PACE_SCALE` (with `DISCORD_API_BASE` only), the table limits, `RIBS_SHARDS`
    /// with `RIBS_SHARD_TOTAL` (a part of the bot on PostgreSQL only, and then that share
    /// of the request budget) and `RIBS_LEASE_SECS`.
    ///
    /// # Errors
    /// A [`ConfigError`] naming the variable that is missing or malformed.
    pub fn from_settings(
        lookup: impl Fn(&str) -> Option<String>,
        flags: &Flags,
    ) -> Result<Config, ConfigError> {
        let var = |name: &str| {
            flags
                .get(name)
                .cloned()
                .or_else(|| lookup(name))
                .filter(|v| !v.trim().is_empty())
        };
        let token = Self::token(&var)?;
        let number = |name, expected| setting_number(&var, name, expected);
        let dev_guild = number("DEV_GUILD_ID", "a server id (a number)")?
            .filter(|id| *id != 0)
            .map(serenity::GuildId::new);
        let timer = number("RIBS_TURN_TIMER", "a number of seconds (0: no timer)")?.unwrap_or(120);
        let pause = number("RIBS_COMPUTER_PAUSE_MS", "a number of milliseconds")?.unwrap_or(1500);
        let limits = Self::limits(&var)?;
        let (api_base, pace) = Self::api_base_and_pace(&var)?;
        let shards = shards::ShardRange::from_settings(
            var("RIBS_SHARDS").as_deref(),
            var("RIBS_SHARD_TOTAL").as_deref(),
        )?;
        let database_url = var("DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string());
        // One process owns a SQLite file, and runs every shard; PostgreSQL is shared.
        if let Some(range) = shards
            && !is_postgres(&database_url)
        {
            range.check_sqlite()?;
        }
        let pace = match shards {
            Some(range) => pace.sharing(range.end - range.start, range.total),
            None => pace,
        };
        let lease = number("RIBS_LEASE_SECS", "a whole number of seconds, at least 3")?
            .unwrap_or(30)
            .max(3);
        Ok(Config {
            token,
            shards,
            lease: Duration::from_secs(lease),
            database_url,
            dev_guild,
            default_turn_timer: (timer > 0).then(|| Duration::from_secs(timer)),
            computer_pause: Duration::from_millis(pause),
            limits,
            api_base,
            pace,
        })
    }

    /// `DISCORD_TOKEN`, with any `Bot ` prefix taken off, checked for shape.
    fn token(var: &dyn Fn(&str) -> Option<String>) -> Result<String, ConfigError> {
        let token = var("DISCORD_TOKEN").ok_or(ConfigError::MissingToken)?;
        let token = token.trim().trim_start_matches("Bot ").to_string();
        serenity::utils::token::validate(&token)
            .map_err(|e| ConfigError::BadToken(e.to_string()))?;
        Ok(token)
    }

    /// The table limits, each a positive number, else the standard one.
    fn limits(var: &dyn Fn(&str) -> Option<String>) -> Result<Limits, ConfigError> {
        let standard = Limits::default();
        let positive =
            |name: &'static str, unit: &'static str| -> Result<Option<u64>, ConfigError> {
                match setting_number(var, name, unit)? {
                    Some(0) => Err(ConfigError::Bad {
                        name,
                        value: "0".into(),
                        expected: unit,
                    }),
                    n => Ok(n),
                }
            };
        let seconds =
            |name: &'static str, default: Duration| -> Result<Duration, ConfigError> {
                Ok(positive(name, "a positive number of seconds")?
                    .map_or(default, Duration::from_secs))
            };
        let count = |name: &'static str, default: u32| -> Result<u32, ConfigError> {
            Ok(positive(name, "a positive whole number")?
                .map_or(default, |n| u32::try_from(n).unwrap_or(u32::MAX)))
        };
        Ok(Limits {
            lobby_timeout: seconds("RIBS_LOBBY_TIMEOUT_SECS", standard.lobby_timeout)?,
            hold_limit: seconds("RIBS_HOLD_LIMIT_SECS", standard.hold_limit)?,
            tables_per_person: count("RIBS_MAX_TABLES_PER_PLAYER", standard.tables_per_person)?,
            tables_per_server: count("RIBS_MAX_TABLES_PER_SERVER", standard.tables_per_server)?,
        })
    }

    /// `DISCORD_API_BASE` (an http(s) URL, for a test server) and the request pace, which
    /// `RIBS_PACE_SCALE` may quicken only with that base set.
    fn api_base_and_pace(
        var: &dyn Fn(&str) -> Option<String>,
    ) -> Result<(Option<String>, rest::Pace), ConfigError> {
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
        // Faster pacing is for a test server only: Discord would answer it with 429s, which
        // count towards its ban on invalid requests.
        let pace = match setting_number(
            var,
            "RIBS_PACE_SCALE",
            "a whole number (1: Discord's pace)",
        )? {
            Some(_) if api_base.is_none() => {
                return Err(ConfigError::Bad {
                    name: "RIBS_PACE_SCALE",
                    value: var("RIBS_PACE_SCALE").unwrap_or_default(),
                    expected: "unset when talking to Discord itself (it is for DISCORD_API_BASE)",
                });
            }
            Some(scale) => rest::Pace::scaled(u32::try_from(scale).unwrap_or(u32::MAX)),
            None => rest::Pace::default(),
        };
        Ok((api_base, pace))
    }
}

/// A setting that must be a whole number when given; the error names it and says what
/// was expected.
fn setting_number(
    var: &dyn Fn(&str) -> Option<String>,
    name: &'static str,
    expected: &'static str,
) -> Result<Option<u64>, ConfigError> {
    var(name)
        .map(|v| {
            v.trim().parse::<u64>().map_err(|_| ConfigError::Bad {
                name,
                value: v.clone(),
                expected,
            })
        })
        .transpose()
}

/// How long an interaction's work may take before it is deferred: Discord wants a first
/// answer within three seconds.
const DEFER_AFTER: Duration = Duration::from_millis(1500);

/// Runs an interaction's `work`; should it take longer than [`DEFER_AFTER`], `defer`
/// (which acknowledges the interaction) runs first and the work is then awaited. The
/// work's output, and the deferral's when there was one. Commands and clicks alike.
async fn in_answer_time<T, D: Future>(
    work: impl Future<Output = T>,
    defer: impl FnOnce() -> D,
) -> (T, Option<D::Output>) {
    tokio::pin!(work);
    match tokio::time::timeout(DEFER_AFTER, &mut work).await {
        Ok(done) => (done, None),
        Err(_) => {
            let deferred = defer().await;
            (work.await, Some(deferred))
        }
    }
}

/// A person as the table service knows them: the name their seat shows here (their
/// server nickname, else their display name), and the one the boards show everywhere
/// (their display name, else their username: never a server's nickname, which is that
/// server's to see).
pub(crate) fn player_of(user: &serenity::User, member: Option<&serenity::Member>) -> Player {
    let display = user
        .global_name
        .clone()
        .unwrap_or_else(|| user.name.clone());
    let name = member
        .and_then(|m| m.nick.clone())
        .unwrap_or_else(|| display.clone());
    Player::named(user.id.get(), name, display)
}

/// The gateway's events: clicks, and what tells a table its place is gone.
async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    let data = framework.user_data;
    match event {
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(click),
        } => {
            interactions::on_component(framework.serenity_context, data, click).await;
        }
        serenity::FullEvent::ChannelDelete { channel, .. } => {
            data.notices.send(Notice::PlaceGone(channel.id.get()));
        }
        serenity::FullEvent::ThreadDelete { thread, .. } => {
            data.notices.send(Notice::PlaceGone(thread.id.get()));
        }
        serenity::FullEvent::ThreadUpdate { new, .. } => {
            // A locked thread refuses the bot's posts; an archived one reopens by posting.
            let locked = new.thread_metadata.is_some_and(|m| m.locked);
            if locked {
                data.notices.send(Notice::PlaceGone(new.id.get()));
            }
        }
        serenity::FullEvent::GuildDelete { incomplete, .. } if !incomplete.unavailable => {
            data.notices.send(Notice::ServerGone(incomplete.id.get()));
        }
        serenity::FullEvent::MessageDelete {
            channel_id,
            deleted_message_id,
            ..
        } => {
            data.notices.send(Notice::MessageDeleted {
                channel: channel_id.get(),
                message: deleted_message_id.get(),
            });
        }
        serenity::FullEvent::ShardStageUpdate { event } => {
            data.gateway.stage(event.shard_id.0, event.new);
        }
        _ => {}
    }
    Ok(())
}

/// The languages of an interaction: the person's, for what only they see (private
/// answers, their panel), and the server's, for what the channel reads. Unknown locales
/// are English.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Langs {
    pub person: Lang,
    pub server: Lang,
}

impl Langs {
    /// From an interaction's `locale` and `guild_locale` (none in a DM: the person's then).
    pub fn of(locale: Option<&str>, guild_locale: Option<&str>) -> Langs {
        let person = locale.map_or(Lang::En, Lang::of_discord);
        Langs {
            person,
            server: guild_locale.map_or(person, Lang::of_discord),
        }
    }
}

/// One place for every command error: the user gets the reason privately, in their
/// language; internal errors are logged and the user gets a safe message.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    if error.ctx().is_some_and(|ctx| !ctx.data().rest.may_call()) {
        tracing::warn!(error = %error, "not answered: this process may not call Discord");
        return;
    }
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            let lang = commands::langs(ctx).person;
            let said = match &error {
                Error::Table(e) => render::refusal::<crate::games::ribs::Match>(lang, e, None),
                Error::Refused(said) => said.clone(),
                Error::Options(e) => crate::t!(
                    lang,
                    "reply-options",
                    why = crate::text::ribs::options_error(lang, e)
                ),
                Error::Discord(e) => {
                    tracing::error!(command = %ctx.command().qualified_name, error = %e, "command failed");
                    crate::t!(lang, "reply-went-wrong")
                }
            };
            let reply = poise::CreateReply::default().content(said).ephemeral(true);
            let _ = answer_gated(&ctx.data().rest, ctx.send(reply)).await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "error while handling an error");
            }
        }
    }
}

/// Whether a database URL is PostgreSQL's (shared by several processes) rather than a
/// SQLite file's (owned by one).
fn is_postgres(url: &str) -> bool {
    url.starts_with("postgres://") || url.starts_with("postgresql://")
}

#[cfg(test)]
mod config_tests {
    use std::collections::HashMap;

    use super::*;
    use shards::{ShardError, ShardRange};

    const TOKEN: &str =
        "MTA4NjQ1NzM5ODE5NjU0MzQ5Mg.GbXyZ1.fake-token-for-tests-only-aaaaaaaaaaaaaaa";

    /// The settings from `vars` (with a token) and `flags`, as `ribs serve` reads them.
    fn read(vars: &[(&str, &str)], flags: &Flags) -> Result<Config, ConfigError> {
        let mut env: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| ((*k).to_string(), (*v).to_string()))
            .collect();
        env.insert("DISCORD_TOKEN".into(), TOKEN.into());
        Config::from_settings(|name| env.get(name).cloned(), flags)
    }

    fn flags(shards: &str, total: &str) -> Flags {
        Flags {
            shards: Some(shards.into()),
            shard_total: Some(total.into()),
        }
    }

    const POSTGRES: (&str, &str) = ("DATABASE_URL", "postgres://ribs@db/ribs");
    const SQLITE: (&str, &str) = ("DATABASE_URL", "sqlite://ribs.db");

    #[test]
    fn a_partial_range_by_flag_is_taken_on_postgres() {
        let config = read(&[POSTGRES], &flags("0..2", "4")).unwrap();
        assert_eq!(
            config.shards,
            Some(ShardRange {
                start: 0,
                end: 2,
                total: 4
            })
        );
        let config = read(
            &[("DATABASE_URL", "postgresql://ribs@db/ribs")],
            &flags("2..4", "4"),
        )
        .unwrap();
        assert_eq!(config.shards.map(|r| r.start), Some(2));
    }

    #[test]
    fn a_partial_range_is_refused_on_sqlite_by_flag_or_variable() {
        for (vars, flags) in [
            (vec![SQLITE], flags("0..2", "4")),
            (vec![], flags("0..2", "4")),
            (
                vec![SQLITE, ("RIBS_SHARDS", "0..2"), ("RIBS_SHARD_TOTAL", "4")],
                Flags::default(),
            ),
        ] {
            assert!(
                matches!(
                    read(&vars, &flags),
                    Err(ConfigError::Shards(ShardError::PartialOnSqlite { .. }))
                ),
                "{vars:?} {flags:?}"
            );
        }
        // The whole range is one process's, which a SQLite file may be.
        let whole = read(&[SQLITE], &flags("0..4", "4")).unwrap();
        assert!(whole.shards.is_some_and(ShardRange::is_whole));
    }

    #[test]
    fn a_flag_given_range_takes_its_share_of_the_budget_as_ribs_shards_does() {
        let by_flag = read(&[POSTGRES], &flags("0..1", "4")).unwrap();
        let by_var = read(
            &[POSTGRES, ("RIBS_SHARDS", "0..1"), ("RIBS_SHARD_TOTAL", "4")],
            &Flags::default(),
        )
        .unwrap();
        assert_eq!(by_flag.pace, rest::Pace::default().sharing(1, 4));
        assert_eq!(by_flag.pace, by_var.pace);
        assert_ne!(by_flag.pace, rest::Pace::default());
        assert_eq!(by_flag.shards, by_var.shards);
    }

    #[test]
    fn flags_win_over_their_variables() {
        let config = read(
            &[POSTGRES, ("RIBS_SHARDS", "0..1"), ("RIBS_SHARD_TOTAL", "2")],
            &flags("1..3", "4"),
        )
        .unwrap();
        assert_eq!(
            config.shards,
            Some(ShardRange {
                start: 1,
                end: 3,
                total: 4
            })
        );
        assert_eq!(config.pace, rest::Pace::default().sharing(2, 4));
        // Without flags, the variables.
        let config = read(
            &[POSTGRES, ("RIBS_SHARDS", "0..1"), ("RIBS_SHARD_TOTAL", "2")],
            &Flags::default(),
        )
        .unwrap();
        assert_eq!(config.shards.map(|r| r.total), Some(2));
    }
}
