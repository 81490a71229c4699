//! The `/ribs` slash commands: thin, over the table service and the renderers.
//!
//! Options are checked here too (Discord checks their ranges only for honest clients), a
//! command that waits on the table service defers if it is slow (Discord's three seconds
//! hold for commands as for clicks), and `/ribs new` opens a table only where the bot may
//! post what the table needs.

use super::front::{Front, with_front};
use crate::games::ribs::Match;
use std::future::Future;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::Permissions;

use super::payload::{self, text};
use super::publisher::{Frontend, Notice, PanelAnswer};
use super::render::{self, Rendered};
use super::{Context, Error, Langs, in_answer_time, player_of};
use crate::ai::Level;
use crate::games::GameKind;
use crate::games::ribs::{BeatRule, Folding, Options};
use crate::t;
use crate::table::{MatchId, PlaceId, Ranking, Rater, ServerId, TableError, TableSettings, UserId};

/// Runs a command's work, deferring the answer (privately or not) if the work is slow, so
/// that Discord always hears back within three seconds.
async fn answering<T>(ctx: Context<'_>, ephemeral: bool, work: impl Future<Output = T>) -> T {
    let defer = || async move {
        let rest = &ctx.data().rest;
        let deferred = if ephemeral {
            super::answer_gated(rest, ctx.defer_ephemeral()).await
        } else {
            super::answer_gated(rest, ctx.defer()).await
        };
        if let Err(e) = deferred {
            tracing::warn!(error = %e, "a slow command could not be deferred");
        }
    };
    in_answer_time(work, defer).await.0
}

/// The languages of a command: the person's (their private answers) and the server's
/// (what the channel reads).
pub(super) fn langs(ctx: Context<'_>) -> Langs {
    let server = match ctx {
        poise::Context::Application(app) => app.interaction.guild_locale.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    Langs::of(ctx.locale(), server)
}

/// The permissions a table needs from the bot where it is opened, and their names' ids.
fn needed(in_thread: bool, thread: bool) -> Vec<(Permissions, &'static str)> {
    let mut needed = vec![
        (Permissions::VIEW_CHANNEL, "perm-view-channel"),
        (Permissions::EMBED_LINKS, "perm-embed-links"),
    ];
    if in_thread {
        needed.push((
            Permissions::SEND_MESSAGES_IN_THREADS,
            "perm-send-in-threads",
        ));
    } else {
        needed.push((Permissions::SEND_MESSAGES, "perm-send-messages"));
    }
    if thread {
        needed.push((Permissions::CREATE_PUBLIC_THREADS, "perm-create-threads"));
        needed.push((
            Permissions::SEND_MESSAGES_IN_THREADS,
            "perm-send-in-threads",
        ));
    }
    needed.dedup();
    needed
}

/// Replies with a rendered message, privately or to the channel.
async fn reply(ctx: Context<'_>, r: &Rendered, ephemeral: bool) -> Result<(), Error> {
    let mut m = poise::CreateReply::default()
        .content(&r.content)
        .ephemeral(ephemeral)
        .components(payload::rows(&r.rows, &ctx.data().faces))
        .allowed_mentions(
            serenity::CreateAllowedMentions::new()
                .empty_users()
                .empty_roles(),
        );
    if let Some(e) = &r.embed {
        m = m.embed(payload::embed(e));
    }
    super::answer_gated(&ctx.data().rest, ctx.send(m)).await?;
    Ok(())
}

/// The table of the channel (or match thread) the command was typed in.
fn table_here(ctx: Context<'_>) -> Result<MatchId, TableError> {
    let channel = ctx.channel_id().get();
    ctx.data()
        .service
        .table_at(PlaceId(channel))
        .ok_or(TableError::NoTable)
}

fn server_of(ctx: Context<'_>) -> ServerId {
    ctx.guild_id().map_or(ServerId::NONE, |g| ServerId(g.get()))
}

/// Play Ribs, the bidding card game for 4 to 10 players.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "new",
        "hand",
        "table",
        "autopilot",
        "stop",
        "leaderboard",
        "stats",
        "history",
        "replay",
        "rules",
        "forget"
    ),
    subcommand_required
)]
pub async fn ribs(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum BeatRuleChoice {
    #[name = "one card above both ribs (default)"]
    OneHigher,
    #[name = "both cards above both ribs"]
    BothHigher,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LevelChoice {
    #[name = "easy"]
    Easy,
    #[name = "normal"]
    Normal,
    #[name = "hard"]
    Hard,
}

impl From<LevelChoice> for Level {
    fn from(c: LevelChoice) -> Level {
        match c {
            LevelChoice::Easy => Level::Easy,
            LevelChoice::Normal => Level::Normal,
            LevelChoice::Hard => Level::Hard,
        }
    }
}

/// Open a table in this channel.
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)]
async fn new(
    ctx: Context<'_>,
    #[description = "Hand wins needed to win the match (default 5)"]
    #[min = 1]
    #[max = 20]
    target: Option<u8>,
    #[description = "How much each raise adds: 1 (default) or 2"]
    #[min = 1]
    #[max = 2]
    bid_step: Option<u8>,
    #[description = "What it takes to beat the ribs"] beat_rule: Option<BeatRuleChoice>,
    #[description = "Allow folding once per hand (default yes)"] folding: Option<bool>,
    #[description = "Play the last trick face up, without folding (default no)"]
    last_trick_face_up: Option<bool>,
    #[description = "Seconds per turn before the autopilot plays (0: no timer)"]
    #[max = 3600]
    turn_timer: Option<u32>,
    #[description = "Computer players to seat now (0 to 9)"]
    #[max = 9]
    computers: Option<u8>,
    #[description = "How strong the computer players are"] level: Option<LevelChoice>,
    #[description = "Open a thread for the match (default no)"] thread: Option<bool>,
) -> Result<(), Error> {
    let options = chosen_options(target, bid_step, beat_rule, folding, last_trick_face_up)?;
    let seating = Seating {
        turn_timer,
        computers,
        level,
        thread,
    };
    open_table::<Match>(ctx, options, seating).await
}

/// What a new table is asked for beside its game's options: the host's, whatever the game.
struct Seating {
    turn_timer: Option<u32>,
    computers: Option<u8>,
    level: Option<LevelChoice>,
    thread: Option<bool>,
}

/// Opens a table of `game` here (the lobby is posted by the publisher), and tells its host
/// privately.
async fn open_table<G: Front>(
    ctx: Context<'_>,
    options: G::Options,
    seating: Seating,
) -> Result<(), Error> {
    let data = ctx.data();
    let lang = langs(ctx);
    let game = G::KIND;
    let thread = seating.thread.unwrap_or(false);
    may_open_here(ctx, thread).map_err(Error::Refused)?;
    if seating.turn_timer.is_some_and(|t| t > 3600) {
        return Err(Error::Refused(t!(lang.person, "reply-timer-max")));
    }
    let computers = usize::from(seating.computers.unwrap_or(0));
    let room = usize::from(*game.entry().seats.end()).saturating_sub(1);
    if computers > room {
        return Err(TableError::TooManyComputers {
            asked: computers,
            room,
        }
        .into());
    }
    let turn_timer = match seating.turn_timer {
        Some(0) => None,
        Some(s) => Some(Duration::from_secs(s.into())),
        None => data.default_turn_timer,
    };
    let level = seating.level.map_or(Level::Normal, Level::from);
    let frontend = Frontend {
        lang: Some(lang.server.discord_locale().to_string()),
        want_thread: thread,
        level: Some(level),
        ..Frontend::default()
    };
    let settings = TableSettings::<G> {
        options,
        turn_timer,
        computers: vec![level; computers],
        seed: None,
        frontend: Some(frontend.to_json()),
        rematch_of: None,
    };
    let host = player_of(ctx.author(), ctx.author_member().await.as_deref());
    answering(
        ctx,
        true,
        data.service
            .create(PlaceId(channel_of(ctx)), server_of(ctx), host, settings),
    )
    .await?;
    reply(ctx, &text(t!(lang.person, "reply-opened")), true).await
}

fn channel_of(ctx: Context<'_>) -> u64 {
    ctx.channel_id().get()
}

/// Whether a table (with a thread for its match, if `thread`) may be opened where the
/// command was given: not in a match's own thread, not a thread in a thread, and only
/// where the bot has every permission the table needs, and the member those a thread
/// needs. A refusal is the sentence that says why.
fn may_open_here(ctx: Context<'_>, thread: bool) -> Result<(), String> {
    let lang = langs(ctx);
    let refused = |id: &str| t!(lang.person, id);
    let poise::Context::Application(app) = ctx else {
        return Err(refused("reply-slash-only"));
    };
    let in_thread = app.interaction.channel.as_ref().is_some_and(|c| {
        matches!(
            c.kind,
            serenity::ChannelType::PublicThread
                | serenity::ChannelType::PrivateThread
                | serenity::ChannelType::NewsThread
        )
    });
    if in_thread
        && ctx
            .data()
            .service
            .table_at(PlaceId(channel_of(ctx)))
            .is_some()
    {
        return Err(refused("reply-thread-of-match"));
    }
    if in_thread && thread {
        return Err(refused("reply-thread-already"));
    }
    // Discord sends the bot's permissions in this channel with the command.
    let granted = app
        .interaction
        .app_permissions
        .unwrap_or_else(Permissions::empty);
    let missing: Vec<String> = needed(in_thread, thread)
        .into_iter()
        .filter(|(p, _)| !granted.contains(*p))
        .map(|(_, name)| t!(lang.person, name))
        .collect();
    if !missing.is_empty() {
        return Err(t!(
            lang.person,
            "reply-bot-missing",
            count = missing.len(),
            missing = missing.join(", ")
        ));
    }
    if thread {
        member_may_make_threads(app, lang.person)?;
    }
    Ok(())
}

/// A thread is made with the bot's permissions: only for a member who could make one
/// (Discord sends the member's own permissions in this channel with the command).
fn member_may_make_threads(
    app: poise::ApplicationContext<'_, super::Data, Error>,
    lang: crate::text::Lang,
) -> Result<(), String> {
    let member = app
        .interaction
        .member
        .as_ref()
        .and_then(|m| m.permissions)
        .unwrap_or_else(Permissions::empty);
    let yours: Vec<String> = [
        (Permissions::CREATE_PUBLIC_THREADS, "perm-create-threads"),
        (
            Permissions::SEND_MESSAGES_IN_THREADS,
            "perm-send-in-threads",
        ),
    ]
    .into_iter()
    .filter(|(p, _)| !member.contains(*p))
    .map(|(_, name)| t!(lang, name))
    .collect();
    if yours.is_empty() {
        return Ok(());
    }
    Err(t!(
        lang,
        "reply-you-missing",
        count = yours.len(),
        yours = render::and_list(lang, &yours)
    ))
}

/// The table's options: the defaults, changed only where the host chose.
fn chosen_options(
    target: Option<u8>,
    bid_step: Option<u8>,
    beat_rule: Option<BeatRuleChoice>,
    folding: Option<bool>,
    last_trick_face_up: Option<bool>,
) -> Result<Options, crate::games::ribs::OptionsError> {
    let mut options = Options::default();
    if let Some(target) = target {
        options = options.with_target(target)?;
    }
    if let Some(step) = bid_step {
        options = options.with_bid_step(step)?;
    }
    if let Some(rule) = beat_rule {
        options = options.with_beat_rule(match rule {
            BeatRuleChoice::OneHigher => BeatRule::OneHigher,
            BeatRuleChoice::BothHigher => BeatRule::BothHigher,
        });
    }
    if let Some(on) = folding {
        options = options.with_folding(if on {
            Folding::OncePerHand
        } else {
            Folding::Never
        });
    }
    if let Some(on) = last_trick_face_up {
        options = options.with_last_trick_face_up(on);
    }
    Ok(options)
}

/// Show your cards and, on your turn, choose what to play (only you see it).
#[poise::command(slash_command, guild_only)]
async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    let table = table_here(ctx)?;
    let user = UserId(ctx.author().id.get());
    let view = answering(ctx, true, ctx.data().service.view(table, user)).await?;
    let lang = langs(ctx).person;
    let panel = render::panel(lang, &view, None, None);
    reply(ctx, &panel, true).await?;
    // The reply is the player's live panel now.
    if let poise::Context::Application(app) = ctx {
        ctx.data().notices.send(Notice::Panel {
            table,
            answer: Box::new(PanelAnswer {
                user,
                token: app.interaction.token.clone(),
                shown: panel,
                fresh: true,
                lang,
            }),
        });
    }
    Ok(())
}

/// How often a table's message may be posted afresh on request: each repost is two channel
/// writes, and any member may ask.
pub(super) const REPOST_EVERY: Duration = Duration::from_secs(30);

/// Post the table message again at the bottom of the channel.
#[poise::command(slash_command, guild_only)]
async fn table(ctx: Context<'_>) -> Result<(), Error> {
    let table = table_here(ctx)?;
    let data = ctx.data();
    let lang = langs(ctx).person;
    if !data.reposts.allow(table, std::time::Instant::now()) {
        // Asked again too soon: a link to the live message instead.
        let service = &data.service;
        let (place, saved) = answering(ctx, true, async {
            (
                played_in(service, table).await,
                service.frontend(table).await,
            )
        })
        .await;
        let live = Frontend::parse(saved.ok().flatten().as_deref()).table_message;
        let said = match (place, live, ctx.guild_id()) {
            (Some(place), Some(message), Some(guild)) => t!(
                lang,
                "reply-reposted-link",
                link = format!(
                    "https://discord.com/channels/{}/{}/{message}",
                    guild.get(),
                    place.0
                )
            ),
            _ => t!(lang, "reply-reposted-above"),
        };
        return reply(ctx, &text(said), true).await;
    }
    data.notices.send(Notice::Repost(table));
    reply(ctx, &text(t!(lang, "reply-reposted")), true).await
}

/// Where a table's match is played (its thread, else its channel), whatever its game.
async fn played_in(service: &crate::table::TableService, table: MatchId) -> Option<PlaceId> {
    let game = service.game(table).await.ok()?;
    with_front!(game, G => service.info::<G>(table).await.ok().map(|info| info.played_in()),
        else None)
}

/// Hand your seat to a computer player, or take it back.
#[poise::command(slash_command, guild_only)]
async fn autopilot(
    ctx: Context<'_>,
    #[description = "on: a computer plays for you; off: you play again (default: switch)"]
    on: Option<bool>,
) -> Result<(), Error> {
    let table = table_here(ctx)?;
    let service = &ctx.data().service;
    let user = UserId(ctx.author().id.get());
    let game = answering(ctx, true, service.game(table)).await?;
    with_front!(game, G => {
        let info = answering(ctx, true, service.info::<G>(table)).await?;
        let seat = info.seat_of(user).ok_or(TableError::NotSeated)?;
        let on = on.unwrap_or(!info.seats[seat.index()].on_autopilot);
        answering(ctx, true, service.autopilot::<G>(table, user, on)).await?;
        autopilot_said(ctx, on).await
    }, else Err(TableError::OtherGame.into()))
}

/// Tells who asked for the autopilot that it is on or off for them now.
async fn autopilot_said(ctx: Context<'_>, on: bool) -> Result<(), Error> {
    let said = if on {
        "reply-autopilot-on"
    } else {
        "reply-autopilot-off"
    };
    reply(ctx, &text(t!(langs(ctx).person, said)), true).await
}

/// Stop the match (the host, or a member who can manage the server).
#[poise::command(slash_command, guild_only)]
async fn stop(ctx: Context<'_>) -> Result<(), Error> {
    let table = table_here(ctx)?;
    let admin = ctx
        .author_member()
        .await
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild());
    let user = UserId(ctx.author().id.get());
    let service = &ctx.data().service;
    let game = answering(ctx, true, service.game(table)).await?;
    with_front!(game, G => drop(answering(ctx, true, service.stop::<G>(table, user, admin)).await?),
        else return Err(TableError::OtherGame.into()));
    reply(ctx, &text(t!(langs(ctx).person, "reply-stopped")), true).await
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ScopeChoice {
    #[name = "this server"]
    Server,
    #[name = "everywhere"]
    Global,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum RankingChoice {
    #[name = "rating"]
    Rating,
    #[name = "matches won"]
    Wins,
    #[name = "win rate"]
    WinRate,
    #[name = "hands won"]
    Hands,
}

/// The least matches a player needs to be ranked by win rate.
const MIN_MATCHES_FOR_RATE: u32 = 5;

/// The best players, on this server or everywhere.
#[poise::command(slash_command, guild_only)]
async fn leaderboard(
    ctx: Context<'_>,
    #[description = "This server (default) or everywhere"] scope: Option<ScopeChoice>,
    #[description = "Rank by rating (default), matches won, win rate or hands won"] by: Option<
        RankingChoice,
    >,
) -> Result<(), Error> {
    show_leaderboard(ctx, GameKind::Ribs, scope, by).await
}

/// A game's leaderboard, to the channel.
async fn show_leaderboard(
    ctx: Context<'_>,
    game: GameKind,
    scope: Option<ScopeChoice>,
    by: Option<RankingChoice>,
) -> Result<(), Error> {
    let lang = langs(ctx).server;
    let (server, everywhere) = match scope {
        Some(ScopeChoice::Global) => (ServerId::NONE, true),
        _ => (server_of(ctx), false),
    };
    let service = &ctx.data().service;
    let ranking = match by {
        None | Some(RankingChoice::Rating) => {
            let rows = answering(ctx, false, service.rating_board(game, server, 10)).await?;
            return reply(
                ctx,
                &render::rating_board(lang, game, &rows, everywhere),
                false,
            )
            .await;
        }
        Some(RankingChoice::WinRate) => Ranking::WinRate,
        Some(RankingChoice::Hands) => Ranking::Hands,
        Some(RankingChoice::Wins) => Ranking::Wins,
    };
    let (rows, any) = answering(ctx, false, async {
        let rows = service
            .leaderboard(game, server, ranking, MIN_MATCHES_FOR_RATE, 10)
            .await?;
        // An empty board says why: no match finished, or nobody with enough of them.
        let any = !rows.is_empty()
            || !service
                .leaderboard(game, server, Ranking::Wins, 1, 1)
                .await?
                .is_empty();
        Ok::<_, TableError>((rows, any))
    })
    .await?;
    reply(
        ctx,
        &render::leaderboard(
            lang,
            game,
            &rows,
            everywhere,
            ranking,
            (MIN_MATCHES_FOR_RATE, any),
        ),
        false,
    )
    .await
}

/// A player's Ribs rating and record on this server, and their last matches.
#[poise::command(slash_command, guild_only)]
async fn stats(
    ctx: Context<'_>,
    #[description = "Whose stats (default: yours)"] player: Option<serenity::User>,
) -> Result<(), Error> {
    show_stats(ctx, GameKind::Ribs, player).await
}

/// A player's rating, record and last matches at a game, to the channel.
async fn show_stats(
    ctx: Context<'_>,
    game: GameKind,
    player: Option<serenity::User>,
) -> Result<(), Error> {
    let user = player.as_ref().unwrap_or_else(|| ctx.author());
    let service = &ctx.data().service;
    let id = UserId(user.id.get());
    let server = server_of(ctx);
    let (rating, row, history) = answering(ctx, false, async {
        (
            service.rating(game, server, Rater::person(id.0), 5).await,
            service.stats(game, server, id).await,
            service.history(game, server, id, 5).await,
        )
    })
    .await;
    let (rating, row, history) = (rating?, row?, history?);
    let name = user
        .global_name
        .clone()
        .unwrap_or_else(|| user.name.clone());
    reply(
        ctx,
        &render::stats(
            langs(ctx).server,
            game,
            &name,
            rating.as_ref(),
            row.as_ref(),
            &history,
        ),
        false,
    )
    .await
}

/// The last matches finished on this server (or a player's), with their numbers.
#[poise::command(slash_command, guild_only)]
async fn history(
    ctx: Context<'_>,
    #[description = "Only this player's matches"] player: Option<serenity::User>,
) -> Result<(), Error> {
    show_history(ctx, GameKind::Ribs, player).await
}

/// The last matches of a game finished on this server (or a player's), privately.
async fn show_history(
    ctx: Context<'_>,
    game: GameKind,
    player: Option<serenity::User>,
) -> Result<(), Error> {
    let service = &ctx.data().service;
    let who = player.as_ref().map(|u| UserId(u.id.get()));
    let rows = answering(
        ctx,
        true,
        service.recent_matches(game, server_of(ctx), who, 10),
    )
    .await?;
    let name = player
        .as_ref()
        .map(|u| u.global_name.clone().unwrap_or_else(|| u.name.clone()));
    reply(
        ctx,
        &render::history(langs(ctx).person, game, &rows, name.as_deref()),
        true,
    )
    .await
}

/// Step through a finished match of this server, trick by trick (only you see it).
#[poise::command(slash_command, guild_only)]
async fn replay(
    ctx: Context<'_>,
    #[description = "The match's number (see /ribs history)"]
    #[rename = "match"]
    number: i64,
) -> Result<(), Error> {
    show_replay(ctx, number).await
}

/// A finished match of this server told again, privately: a Ribs match trick by trick,
/// any other game's hand by hand.
async fn show_replay(ctx: Context<'_>, number: i64) -> Result<(), Error> {
    let lang = langs(ctx).person;
    if number <= 0 {
        return Err(Error::Refused(t!(lang, "replay-bad-number")));
    }
    let guild = Some(server_of(ctx).0);
    let page = super::interactions::replay_page(ctx.data(), lang, MatchId(number), guild, 0, None);
    match answering(ctx, true, page).await {
        Ok(page) => reply(ctx, &page, true).await,
        Err(TableError::NoTable) => {
            Err(Error::Refused(t!(lang, "replay-no-match", number = number)))
        }
        Err(e) => Err(e.into()),
    }
}

/// Step through a finished match of any game of this server, hand by hand (privately).
#[poise::command(slash_command, guild_only, rename = "replay")]
async fn games_replay(
    ctx: Context<'_>,
    #[description = "The match's number (see /games history)"]
    #[rename = "match"]
    number: i64,
) -> Result<(), Error> {
    show_replay(ctx, number).await
}

/// How to play Ribs, in five short pages.
#[poise::command(slash_command)]
async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    reply(
        ctx,
        &render::rules(langs(ctx).person, GameKind::Ribs, 0),
        true,
    )
    .await
}

/// Remove yourself from Ribs' records: your id and names, on every server (asks first).
#[poise::command(slash_command, guild_only)]
async fn forget(ctx: Context<'_>) -> Result<(), Error> {
    // One who sits at an open table (a lobby included) is told so at once: no confirmation
    // is offered that would only be refused. (The click on it asks again, in the same
    // transaction that forgets, should they sit down meanwhile.)
    let user = UserId(ctx.author().id.get());
    answering(ctx, true, ctx.data().service.may_forget(user)).await?;
    let name = player_of(ctx.author(), None).display;
    reply(ctx, &render::forget_asked(langs(ctx).person, &name), true).await
}

/// Every command the bot registers: `/ribs` as it always was, and `/games`, for every game
/// of the catalog.
pub(super) fn all() -> Vec<poise::Command<super::Data, Error>> {
    vec![
        super::localize::localized(ribs()),
        super::localize::localized(games_command()),
    ]
}

/// A game of the catalog, as a command's `game` option offers them: each under its own
/// name (the same in every language).
#[derive(Debug, Clone, Copy)]
pub struct GameChoice(pub GameKind);

impl poise::ChoiceParameter for GameChoice {
    fn list() -> std::borrow::Cow<'static, [poise::CommandParameterChoice]> {
        GameKind::ALL
            .iter()
            .map(|game| poise::CommandParameterChoice {
                name: game.entry().name.into(),
                localizations: std::borrow::Cow::Borrowed(&[]),
                __non_exhaustive: (),
            })
            .collect::<Vec<_>>()
            .into()
    }

    fn from_index(index: usize) -> Option<Self> {
        GameKind::ALL.get(index).copied().map(GameChoice)
    }

    fn from_name(name: &str) -> Option<Self> {
        GameKind::ALL
            .iter()
            .copied()
            .find(|game| game.entry().name.eq_ignore_ascii_case(name) || game.id() == name)
            .map(GameChoice)
    }

    fn name(&self) -> &'static str {
        self.0.entry().name
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}

/// `/games`, its `computers` option bounded by the game of the catalog that seats the
/// most.
fn games_command() -> poise::Command<super::Data, Error> {
    let mut games = games();
    for sub in &mut games.subcommands {
        for option in &mut sub.parameters {
            if option.name == "computers" {
                option.type_setter = Some(computers_range);
            }
        }
    }
    games
}

/// The most computer players any game seats beside its host.
fn most_computers() -> u8 {
    GameKind::ALL
        .iter()
        .map(|game| game.entry().seats.end().saturating_sub(1))
        .max()
        .unwrap_or(0)
}

fn computers_range(option: serenity::CreateCommandOption) -> serenity::CreateCommandOption {
    option
        .kind(serenity::CommandOptionType::Integer)
        .min_int_value(0)
        .max_int_value(u64::from(most_computers()))
}

/// Open a table of any game, see the games, their rules and their boards.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "games_new",
        "games_list",
        "games_rules",
        "games_leaderboard",
        "games_stats",
        "games_history",
        "games_replay"
    ),
    subcommand_required
)]
pub async fn games(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Open a table of a game in this channel (its options are set in the lobby).
#[poise::command(slash_command, guild_only, rename = "new")]
async fn games_new(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameChoice,
    #[description = "Seconds per turn before the autopilot plays (0: no timer)"]
    #[max = 3600]
    turn_timer: Option<u32>,
    #[description = "Computer players to seat now"] computers: Option<u8>,
    #[description = "How strong the computer players are"] level: Option<LevelChoice>,
    #[description = "Open a thread for the match (default no)"] thread: Option<bool>,
) -> Result<(), Error> {
    let seating = Seating {
        turn_timer,
        computers,
        level,
        thread,
    };
    // The game's default options: the host changes them in the lobby. A game Discord
    // cannot draw yet is said so (none in a release).
    with_front!(game.0, G => open_table::<G>(ctx, Default::default(), seating).await,
    else Err(Error::Refused(t!(
        langs(ctx).person,
        "refuse-no-front",
        game = game.0.entry().name
    ))))
}

/// Every game the bot hosts: players, length, rules and boards (only you see it).
#[poise::command(slash_command, rename = "list")]
async fn games_list(ctx: Context<'_>) -> Result<(), Error> {
    // The command's own id makes each `/games ...` of the catalog a link.
    let command = match ctx {
        poise::Context::Application(app) => render::GamesCommand {
            name: &app.interaction.data.name,
            id: Some(app.interaction.data.id.get()),
        },
        poise::Context::Prefix(_) => render::GamesCommand {
            name: "games",
            id: None,
        },
    };
    reply(ctx, &render::catalog(langs(ctx).person, command), true).await
}

/// How to play a game, in short pages (only you see it).
#[poise::command(slash_command, rename = "rules")]
async fn games_rules(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameChoice,
) -> Result<(), Error> {
    reply(ctx, &render::rules(langs(ctx).person, game.0, 0), true).await
}

/// The best players of a game, on this server or everywhere.
#[poise::command(slash_command, guild_only, rename = "leaderboard")]
async fn games_leaderboard(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameChoice,
    #[description = "This server (default) or everywhere"] scope: Option<ScopeChoice>,
    #[description = "Rank by rating (default), matches won, win rate or hands won"] by: Option<
        RankingChoice,
    >,
) -> Result<(), Error> {
    show_leaderboard(ctx, game.0, scope, by).await
}

/// A player's rating and record at a game on this server, and their last matches.
#[poise::command(slash_command, guild_only, rename = "stats")]
async fn games_stats(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameChoice,
    #[description = "Whose stats (default: yours)"] player: Option<serenity::User>,
) -> Result<(), Error> {
    show_stats(ctx, game.0, player).await
}

/// The last matches of a game finished on this server (or a player's).
#[poise::command(slash_command, guild_only, rename = "history")]
async fn games_history(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameChoice,
    #[description = "Only this player's matches"] player: Option<serenity::User>,
) -> Result<(), Error> {
    show_history(ctx, game.0, player).await
}
