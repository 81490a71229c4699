//! The `/ribs` slash commands: thin, over the table service and the renderers.

use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::payload::{self, text};
use super::publisher::Frontend;
use super::render::{self, Rendered};
use super::{Context, Error, player_of};
use crate::ai::Level;
use crate::game::{BeatRule, Folding, Options};
use crate::table::{MatchId, PlaceId, Ranking, ServerId, TableError, TableSettings, UserId};

/// Replies with a rendered message, privately or to the channel.
async fn reply(ctx: Context<'_>, r: &Rendered, ephemeral: bool) -> Result<(), Error> {
    let mut m = poise::CreateReply::default()
        .content(&r.content)
        .ephemeral(ephemeral)
        .components(payload::rows(&r.rows))
        .allowed_mentions(
            serenity::CreateAllowedMentions::new()
                .empty_users()
                .empty_roles(),
        );
    if let Some(e) = &r.embed {
        m = m.embed(payload::embed(e));
    }
    ctx.send(m).await?;
    Ok(())
}

/// The table of the channel (or match thread) the command was typed in.
fn table_here(ctx: Context<'_>) -> Result<MatchId, TableError> {
    let channel = ctx.channel_id().get();
    let data = ctx.data();
    if let Some(table) = data.service.table_at(PlaceId(channel)) {
        return Ok(table);
    }
    data.threads
        .lock()
        .expect("threads")
        .get(&channel)
        .copied()
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
        "rules"
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
    let data = ctx.data();
    let options = Options::default()
        .with_target(target.unwrap_or(5))?
        .with_bid_step(bid_step.unwrap_or(1))?
        .with_beat_rule(match beat_rule {
            Some(BeatRuleChoice::BothHigher) => BeatRule::BothHigher,
            _ => BeatRule::OneHigher,
        })
        .with_folding(if folding.unwrap_or(true) {
            Folding::OncePerHand
        } else {
            Folding::Never
        })
        .with_last_trick_face_up(last_trick_face_up.unwrap_or(false));
    let turn_timer = match turn_timer {
        Some(0) => None,
        Some(s) => Some(Duration::from_secs(s.into())),
        None => data.default_turn_timer,
    };
    let level = level.map_or(Level::Normal, Level::from);
    let frontend = Frontend {
        want_thread: thread.unwrap_or(false),
        ..Frontend::default()
    };
    let settings = TableSettings {
        options,
        turn_timer,
        computers: vec![level; usize::from(computers.unwrap_or(0))],
        seed: None,
        frontend: Some(serde_json::to_string(&frontend)?),
    };
    let host = player_of(ctx.author(), ctx.author_member().await.as_deref());
    data.service
        .create(
            PlaceId(ctx.channel_id().get()),
            server_of(ctx),
            host,
            settings,
        )
        .await?;
    reply(
        ctx,
        &text("Your table is open: the lobby is posted in this channel."),
        true,
    )
    .await
}

/// Show your cards and, on your turn, choose what to play (only you see it).
#[poise::command(slash_command, guild_only)]
async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    let table = table_here(ctx)?;
    let view = ctx
        .data()
        .service
        .view(table, UserId(ctx.author().id.get()))
        .await?;
    reply(ctx, &render::panel(&view, None, None), true).await
}

/// Post the table message again at the bottom of the channel.
#[poise::command(slash_command, guild_only)]
async fn table(ctx: Context<'_>) -> Result<(), Error> {
    let table = table_here(ctx)?;
    let _ = ctx.data().reposts.send(table);
    reply(ctx, &text("The table is posted again below."), true).await
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
    let info = service.info(table).await?;
    let seat = info.seat_of(user).ok_or(TableError::NotSeated)?;
    let on = on.unwrap_or(!info.seats[seat.index()].on_autopilot);
    service.autopilot(table, user, on).await?;
    let said = if on {
        "A computer player plays your seat now. Take it back with /ribs autopilot."
    } else {
        "Your seat is yours again."
    };
    reply(ctx, &text(said), true).await
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
    ctx.data()
        .service
        .stop(table, UserId(ctx.author().id.get()), admin)
        .await?;
    reply(ctx, &text("The match is stopped."), true).await
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
    #[description = "Rank by matches won (default), win rate or hands won"] by: Option<
        RankingChoice,
    >,
) -> Result<(), Error> {
    let (server, scope_name) = match scope {
        Some(ScopeChoice::Global) => (ServerId::NONE, "everywhere"),
        _ => (server_of(ctx), "this server"),
    };
    let ranking = match by {
        Some(RankingChoice::WinRate) => Ranking::WinRate,
        Some(RankingChoice::Hands) => Ranking::Hands,
        _ => Ranking::Wins,
    };
    let rows = ctx
        .data()
        .service
        .leaderboard(server, ranking, MIN_MATCHES_FOR_RATE, 10)
        .await?;
    reply(
        ctx,
        &render::leaderboard(&rows, scope_name, ranking, MIN_MATCHES_FOR_RATE),
        false,
    )
    .await
}

/// A player's Ribs record on this server and their last matches.
#[poise::command(slash_command, guild_only)]
async fn stats(
    ctx: Context<'_>,
    #[description = "Whose stats (default: yours)"] player: Option<serenity::User>,
) -> Result<(), Error> {
    let user = player.as_ref().unwrap_or_else(|| ctx.author());
    let service = &ctx.data().service;
    let row = service.stats(server_of(ctx), UserId(user.id.get())).await?;
    let history = service.history(UserId(user.id.get()), 5).await?;
    let name = user
        .global_name
        .clone()
        .unwrap_or_else(|| user.name.clone());
    reply(
        ctx,
        &render::stats(&name, "this server", row.as_ref(), &history),
        false,
    )
    .await
}

/// How to play Ribs, in five short pages.
#[poise::command(slash_command)]
async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    reply(ctx, &render::rules(0), true).await
}
