//! Buttons and select menus, routed by their `custom_id` through the global event handler.
//!
//! A click is untrusted input. Before the table service checks it (seated? on turn? these
//! cards? this match and step?), it must come from a member of a server, in the table's own
//! channel or thread, and a panel's control must come from a private panel (a click on a
//! public message carrying one is forged): whoever is refused gets an ephemeral
//! explanation, and a public message is never replaced by a private answer. A click is
//! answered within Discord's three seconds: if the table is slow to answer, the
//! interaction is deferred first and the answer edited in when it comes. A panel answered
//! here becomes the player's live panel, which the publisher keeps up to date.

use std::time::Instant;

use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, ComponentInteractionDataKind, CreateInteractionResponse};

use tracing::Instrument;

use super::custom_id::{Control, CustomId, PlayKind};
use super::front::{Front, with_front};
use super::payload::{edit_response, response, text};
use super::publisher::PanelAnswer;
use super::render::options::TableOptions;
use super::render::{self, Rendered};
use super::{Data, Frontend, Langs, Notice, answer_gated, in_answer_time, player_of};
use crate::ai::Level;
use crate::games::ribs::{Action, Card, Match};
use crate::t;
use crate::table::{MatchId, TableError, TableStatus, UserId};
use crate::text::Lang;

/// How to answer a click.
enum Answer {
    /// A new message only the clicker sees.
    Private(Rendered),
    /// Replace the message the clicked control is on (a private panel, a rules page).
    Update(Rendered),
    /// Nothing to say: the public messages will show the change.
    Silent,
}

/// An answer, and the table whose live panel it is for the clicker (if it is one).
struct Answered {
    answer: Answer,
    panel: Option<MatchId>,
}

impl From<Answer> for Answered {
    fn from(answer: Answer) -> Self {
        Answered {
            answer,
            panel: None,
        }
    }
}

pub async fn on_component(ctx: &serenity::Context, data: &Data, click: &ComponentInteraction) {
    // The control and its step, never its custom id: a ribs or fold names the face-down
    // cards.
    let (control, step) = click
        .data
        .custom_id
        .parse::<CustomId>()
        .map_or(("unknown", None), |id| {
            (id.control.name(), id.control.step())
        });
    let span =
        tracing::info_span!("interaction", id = %click.id, user = %click.user.id, control, step);
    handle(ctx, data, click).instrument(span).await;
}

async fn handle(ctx: &serenity::Context, data: &Data, click: &ComponentInteraction) {
    let started = Instant::now();
    let from_panel = click
        .message
        .flags
        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
    // Slow: acknowledged first, answered when the table does.
    let defer = || {
        let defer = if from_panel {
            CreateInteractionResponse::Acknowledge
        } else {
            CreateInteractionResponse::Defer(
                serenity::CreateInteractionResponseMessage::new().ephemeral(true),
            )
        };
        answer_gated(&data.rest, click.create_response(&ctx.http, defer))
    };
    let (answered, deferred) = in_answer_time(answer(data, click, from_panel), defer).await;
    let panel = answered.panel.zip(shown(&answered.answer));
    let sent = match (deferred, answered.answer) {
        (None, answer) => send(ctx, data, click, answer).await,
        (Some(Err(e)), _) => Err(e),
        (Some(Ok(())), Answer::Private(r) | Answer::Update(r)) => {
            let edit = click.edit_response(&ctx.http, edit_response(&r, &data.faces));
            answer_gated(&data.rest, edit).await.map(drop)
        }
        // The deferral of a public click shows its clicker "thinking…": take it away.
        (Some(Ok(())), Answer::Silent) if !from_panel => {
            answer_gated(&data.rest, click.delete_response(&ctx.http)).await
        }
        (Some(Ok(())), Answer::Silent) => Ok(()),
    };
    match sent {
        Ok(()) => {
            if let Some((table, shown)) = panel {
                data.notices.send(Notice::Panel {
                    table,
                    answer: Box::new(PanelAnswer {
                        user: UserId(click.user.id.get()),
                        token: click.token.clone(),
                        shown,
                        fresh: !from_panel,
                        lang: clicker_lang(click),
                    }),
                });
            }
        }
        Err(e) => tracing::warn!(error = %e, "the click could not be answered"),
    }
    tracing::debug!(
        elapsed_ms = started.elapsed().as_millis() as u64,
        "click answered"
    );
}

/// The clicker's language (their Discord client's): everything a click answers is theirs
/// alone.
fn clicker_lang(click: &ComponentInteraction) -> Lang {
    Langs::of(Some(&click.locale), click.guild_locale.as_deref()).person
}

/// What a panel answer shows.
fn shown(answer: &Answer) -> Option<Rendered> {
    match answer {
        Answer::Private(r) | Answer::Update(r) => Some(r.clone()),
        Answer::Silent => None,
    }
}

async fn send(
    ctx: &serenity::Context,
    data: &Data,
    click: &ComponentInteraction,
    answer: Answer,
) -> serenity::Result<()> {
    let faces = &data.faces;
    let reply = match answer {
        Answer::Private(r) => CreateInteractionResponse::Message(response(&r, true, faces)),
        Answer::Update(r) => CreateInteractionResponse::UpdateMessage(response(&r, false, faces)),
        Answer::Silent => CreateInteractionResponse::Acknowledge,
    };
    answer_gated(&data.rest, click.create_response(&ctx.http, reply)).await
}

/// A refusal, said where the click came from (in the panel itself, or privately), with
/// the players named in the engine's reasons.
async fn refusal<G: Front>(
    data: &Data,
    lang: Lang,
    table: MatchId,
    e: &TableError,
    from_panel: bool,
) -> Answer {
    let info = match e {
        TableError::Rule(_) => data.service.info::<G>(table).await.ok(),
        _ => None,
    };
    let message = text(render::refusal(lang, e, info.as_ref()));
    if from_panel {
        Answer::Update(message)
    } else {
        Answer::Private(message)
    }
}

/// Why a click is refused before the table hears of it, if it is (its message's id).
async fn forged(
    data: &Data,
    click: &ComponentInteraction,
    id: &CustomId,
    from_panel: bool,
) -> Option<&'static str> {
    if click.guild_id.is_none() || click.member.is_none() {
        return Some("click-not-in-server");
    }
    let panel_only = matches!(id.control, Control::Pick { .. } | Control::Play { .. });
    if panel_only && !from_panel {
        return Some("click-panel-only");
    }
    // Pages shown privately are turned privately: never in a public message.
    let private_pages = matches!(
        id.control,
        Control::Rules { .. } | Control::Replay { .. } | Control::ForgetMe | Control::KeepMe
    );
    if private_pages && !from_panel {
        return Some("click-private-page");
    }
    if id.table.0 == 0 {
        return None;
    }
    // A table's controls work only in its own channel or thread.
    let channel = click.channel_id.get();
    let game = data.service.game(id.table).await.ok()?;
    let here = with_front!(game, G => {
        let info = data.service.info::<G>(id.table).await.ok()?;
        info.places().any(|place| place.0 == channel)
    }, else return None);
    (!here).then_some("click-other-channel")
}

async fn answer(data: &Data, click: &ComponentInteraction, from_panel: bool) -> Answered {
    // Everything said here is said to the clicker alone: in their language.
    let lang = clicker_lang(click);
    let Ok(id) = click.data.custom_id.parse::<CustomId>() else {
        return Answer::Private(text(t!(lang, "click-unknown"))).into();
    };
    if let Some(why) = forged(data, click, &id, from_panel).await {
        return Answer::Private(text(t!(lang, why))).into();
    }
    if let Control::Rules { .. } | Control::ForgetMe | Control::KeepMe | Control::Replay { .. } =
        id.control
    {
        return private_page(data, click, lang, &id).await.into();
    }
    // Every other control is a table's: answered as its game says.
    let table = id.table;
    let game = match data.service.game(table).await {
        Ok(game) => game,
        Err(e) => {
            return refusal::<Match>(data, lang, table, &e, from_panel)
                .await
                .into();
        }
    };
    with_front!(game, G => at_table::<G>(data, (click, lang), &id, from_panel).await,
        else Answer::Private(text(t!(lang, "click-unknown"))).into())
}

/// A control of a table of game `G`.
async fn at_table<G: Front>(
    data: &Data,
    (click, lang): (&ComponentInteraction, Lang),
    id: &CustomId,
    from_panel: bool,
) -> Answered {
    let table = id.table;
    let panel = |answer: Answer| Answered {
        answer,
        panel: Some(table),
    };
    match id.control {
        Control::Rematch => rematch::<G>(data, click, lang, table).await.into(),
        Control::Options { .. } => option_picked::<G>(data, click, lang, table).await.into(),
        Control::SetOption { key } => {
            set_option::<G>(data, (click, lang), table, key.as_str(), from_panel)
                .await
                .into()
        }
        Control::Join
        | Control::Leave
        | Control::AddComputer
        | Control::RemoveComputer
        | Control::Start
        | Control::Cancel
        | Control::TakeOver { .. } => lobby_control::<G>(data, click, lang, id).await.into(),
        Control::Hand { .. } => {
            let user = UserId(click.user.id.get());
            match data.service.view::<G>(table, user).await {
                Ok(view) => panel(Answer::Private(G::panel(lang, &view, None))),
                Err(e) => refusal::<G>(data, lang, table, &e, false).await.into(),
            }
        }
        // Ribs' own picking of two cards (its panel's menu): Ribs' alone.
        Control::Pick { step } if G::KIND == crate::games::GameKind::Ribs => {
            pick(data, click, lang, table, step).await
        }
        Control::Moves { step, .. } => match chosen(click).and_then(G::move_of) {
            Some(action) => panel(act::<G>(data, (click, lang), table, step, action, true).await),
            None => panel(Answer::Private(text(t!(lang, "click-choose-from-menu")))),
        },
        control => {
            // A move: the generic control, or Ribs' own (read as Ribs' move codes, so a
            // control of another game's table never passes for one of its moves).
            let (step, action) = match move_of::<G>(control) {
                Some(found) => found,
                None => return Answer::Private(text(t!(lang, "click-unknown"))).into(),
            };
            let answer = act::<G>(data, (click, lang), table, step, action, from_panel).await;
            if from_panel {
                panel(answer)
            } else {
                answer.into()
            }
        }
    }
}

/// The step and the action a move control names, if it names a move of game `G`.
fn move_of<G: Front>(control: Control) -> Option<(u64, G::Action)> {
    let (step, code) = match control {
        Control::Move { step, code } => (step, code.to_string()),
        Control::Bid { step, amount } => (step, Match::move_code(Action::Bid(amount))),
        Control::Pass { step } => (step, Match::move_code(Action::Pass)),
        Control::Play { step, kind, cards } => {
            let action = match kind {
                PlayKind::Ribs => Action::Ribs(cards),
                PlayKind::FaceUp => Action::FaceUp(cards),
                PlayKind::Fold => Action::Fold(cards),
            };
            (step, Match::move_code(action))
        }
        _ => return None,
    };
    Some((step, G::move_of(&code)?))
}

/// The pages shown privately and turned in place: the rules, a replay, and the question
/// of `/ribs forget`.
async fn private_page(
    data: &Data,
    click: &ComponentInteraction,
    lang: Lang,
    id: &CustomId,
) -> Answer {
    let service = &data.service;
    let table = id.table;
    match id.control {
        Control::Rules { game, page } => Answer::Update(render::rules(lang, game, page)),
        // On a private message only its asker sees: whoever clicks is forgotten, never
        // anyone else.
        Control::ForgetMe => match service.forget(UserId(click.user.id.get())).await {
            Ok(done) => Answer::Update(render::forgotten(lang, &done)),
            Err(e) => refusal::<Match>(data, lang, table, &e, true).await,
        },
        Control::KeepMe => Answer::Update(render::forget_cancelled(lang)),
        Control::Replay { hand, trick } => {
            let guild = click.guild_id.map(|g| g.get());
            match replay_page(data, lang, table, guild, hand, trick).await {
                Ok(page) => Answer::Update(page),
                Err(e) => refusal::<Match>(data, lang, table, &e, true).await,
            }
        }
        _ => Answer::Private(text(t!(lang, "click-unknown"))),
    }
}

/// A page of a finished match of this server (`guild`): a Ribs match's hand `hand` and
/// trick `trick`, any other game's page `hand` (see [`super::front::retold`]).
///
/// # Errors
/// No such finished match; store errors.
pub(super) async fn replay_page(
    data: &Data,
    lang: Lang,
    table: MatchId,
    guild: Option<u64>,
    hand: u16,
    trick: Option<u8>,
) -> Result<Rendered, TableError> {
    let service = &data.service;
    let game = service.finished_game(table).await?;
    let other_server = || text(format!("⚠️ {}", render::other_server(lang)));
    if game == crate::games::GameKind::Ribs {
        let r = service.replay(table).await?;
        if Some(r.server.0) != guild {
            return Ok(other_server());
        }
        let trick = usize::from(trick.unwrap_or(0));
        return Ok(render::replay(lang, &r, usize::from(hand), trick));
    }
    with_front!(game, G => {
        let f = service.finished::<G>(table).await?;
        Ok(if Some(f.server.0) == guild {
            super::front::retold::page(lang, &f, usize::from(hand))
        } else {
            other_server()
        })
    }, else Err(TableError::OtherGame))
}

/// A rematch of a finished match, asked by one who played it.
async fn rematch<G: Front>(
    data: &Data,
    click: &ComponentInteraction,
    lang: Lang,
    table: MatchId,
) -> Answer {
    let player = player_of(&click.user, click.member.as_ref());
    let user = player.id;
    // The new table keeps what the host chose (a thread, the computers' level) and asks
    // the last match's people back; its messages are its own.
    let fresh = |old: Option<&str>, people: &[UserId]| {
        let old = Frontend::parse(old);
        let new = Frontend {
            want_thread: old.want_thread,
            level: old.level,
            invited: people
                .iter()
                .map(|u| u.0)
                .filter(|u| *u != user.0)
                .collect(),
            ..Frontend::default()
        };
        Some(new.to_json())
    };
    match data.service.rematch::<G>(table, player, fresh).await {
        Ok(_) => Answer::Silent,
        Err(e) => refusal::<G>(data, lang, table, &e, false).await,
    }
}

/// The lobby's controls, and the take-over of a held turn: answered silently (the public
/// messages show the change), a refusal privately.
async fn lobby_control<G: Front>(
    data: &Data,
    click: &ComponentInteraction,
    lang: Lang,
    id: &CustomId,
) -> Answer {
    let service = &data.service;
    let table = id.table;
    let player = player_of(&click.user, click.member.as_ref());
    let user = player.id;
    let result = match id.control {
        Control::Join => service.join::<G>(table, player).await,
        Control::Leave => service.leave(table, user).await,
        Control::AddComputer => {
            let saved = service.frontend(table).await.ok().flatten();
            let level = Frontend::parse(saved.as_deref())
                .level
                .unwrap_or(Level::Normal);
            service.add_computer(table, user, level).await
        }
        Control::RemoveComputer => service.remove_computer(table, user).await,
        Control::Start => service.start(table, user).await,
        Control::Cancel => service.cancel(table, user).await,
        Control::TakeOver { step } => service.take_over(table, user, step).await,
        _ => return Answer::Private(text(t!(lang, "click-unknown"))),
    };
    match result {
        Ok(_) => Answer::Silent,
        Err(e) => refusal::<G>(data, lang, table, &e, false).await,
    }
}

/// The one value chosen in a select menu, if the click is a choice in one.
fn chosen(click: &ComponentInteraction) -> Option<&str> {
    match &click.data.kind {
        ComponentInteractionDataKind::StringSelect { values } if values.len() == 1 => {
            Some(values[0].as_str())
        }
        _ => None,
    }
}

/// An option picked in the lobby's menu of options: its menu of values, privately, for
/// the host; anyone else is told that only the host changes the options.
async fn option_picked<G: Front>(
    data: &Data,
    click: &ComponentInteraction,
    lang: Lang,
    table: MatchId,
) -> Answer {
    let Some(key) = chosen(click) else {
        return Answer::Private(text(t!(lang, "click-choose-from-menu")));
    };
    let info = match data.service.info::<G>(table).await {
        Ok(info) => info,
        Err(e) => return refusal::<G>(data, lang, table, &e, false).await,
    };
    let refused = if info.status != TableStatus::Lobby {
        Some(TableError::Started)
    } else if info.host.0 != click.user.id.get() {
        Some(TableError::NotHost("change the table's options"))
    } else {
        None
    };
    if let Some(e) = refused {
        return refusal::<G>(data, lang, table, &e, false).await;
    }
    let options = TableOptions::of(info.game, &info.options);
    match render::options::option_menu(lang, table, &options, key, None) {
        Some(menu) => Answer::Private(menu),
        None => Answer::Private(text(t!(lang, "click-unknown"))),
    }
}

/// A value chosen in the menu of an option: the table service sets it (the host only, in
/// the lobby), and the menu shows it chosen, with a word that it is.
async fn set_option<G: Front>(
    data: &Data,
    (click, lang): (&ComponentInteraction, Lang),
    table: MatchId,
    key: &str,
    from_panel: bool,
) -> Answer {
    let Some(value) = chosen(click) else {
        return Answer::Private(text(t!(lang, "click-choose-from-menu")));
    };
    let user = UserId(click.user.id.get());
    match data.service.set_option::<G>(table, user, key, value).await {
        Ok(info) => {
            let options = TableOptions::of(info.game, &info.options);
            let done = render::options::option_set(lang, &options, key);
            match render::options::option_menu(lang, table, &options, key, Some(&done)) {
                Some(menu) if from_panel => Answer::Update(menu),
                Some(menu) => Answer::Private(menu),
                None => Answer::Private(text(done)),
            }
        }
        Err(e) => refusal::<G>(data, lang, table, &e, from_panel).await,
    }
}

/// Two cards picked in a panel's menu: the panel again, with its play buttons for them.
async fn pick(
    data: &Data,
    click: &ComponentInteraction,
    lang: Lang,
    table: MatchId,
    step: u64,
) -> Answered {
    let panel = |answer: Answer| Answered {
        answer,
        panel: Some(table),
    };
    let ComponentInteractionDataKind::StringSelect { values } = &click.data.kind else {
        return Answer::Private(text(t!(lang, "click-pick-from-menu"))).into();
    };
    let picked: Result<Vec<Card>, _> = values.iter().map(|v| Card::from_code(v)).collect();
    let view = match data.service.view(table, UserId(click.user.id.get())).await {
        Ok(view) => view,
        Err(e) => return panel(refusal::<Match>(data, lang, table, &e, true).await),
    };
    panel(match picked.as_deref() {
        Ok([a, b]) if view.info.step == step => {
            Answer::Update(render::panel(lang, &view, Some([*a, *b]), None))
        }
        Ok([_, _]) => Answer::Update(render::panel(
            lang,
            &view,
            None,
            Some(&render::refusal::<Match>(lang, &TableError::Stale, None)),
        )),
        _ => Answer::Update(render::panel(
            lang,
            &view,
            None,
            Some(&t!(lang, "click-pick-two")),
        )),
    })
}

/// A game action from a click: on success a public click is answered silently (the table
/// message shows it) and a panel is refreshed saying what was done; a refusal is explained.
async fn act<G: Front>(
    data: &Data,
    (click, lang): (&ComponentInteraction, Lang),
    table: MatchId,
    step: u64,
    action: G::Action,
    from_panel: bool,
) -> Answer {
    let user = UserId(click.user.id.get());
    let result = data.service.act::<G>(table, user, step, action).await;
    if !from_panel {
        return match result {
            Ok(()) => Answer::Silent,
            Err(e) => refusal::<G>(data, lang, table, &e, false).await,
        };
    }
    let view = data.service.view::<G>(table, user).await;
    match (view, &result) {
        (Ok(view), Ok(())) => {
            Answer::Update(G::panel(lang, &view, Some(&G::you_did(lang, action))))
        }
        (Ok(view), Err(e)) => {
            let notice = render::refusal(lang, e, Some(&view.info));
            // Refused at the step it answered: what the player chose so far stays.
            if view.info.step == step {
                Answer::Update(G::panel_refused(lang, &view, action, &notice))
            } else {
                Answer::Update(G::panel(lang, &view, Some(&notice)))
            }
        }
        (Err(TableError::Over | TableError::NoTable), _) => {
            let notice = match &result {
                Ok(()) => G::you_did(lang, action),
                Err(e) => render::refusal::<G>(lang, e, None),
            };
            Answer::Update(text(format!("{notice}\n{}", t!(lang, "panel-match-over"))))
        }
        (Err(e), _) => refusal::<G>(data, lang, table, &e, true).await,
    }
}
