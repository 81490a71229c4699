//! The one place a [`Rendered`] message becomes serenity's builders.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateButton, CreateEmbed,
    CreateEmbedFooter, CreateInteractionResponseMessage, CreateMessage, CreateSelectMenu,
    CreateSelectMenuKind, CreateSelectMenuOption, EditInteractionResponse, EditMessage,
};

use super::render::{Embed, Rendered, Row, Style};

pub fn embed(e: &Embed) -> CreateEmbed {
    let mut out = CreateEmbed::new()
        .title(&e.title)
        .description(&e.description)
        .colour(e.colour);
    if let Some(footer) = &e.footer {
        out = out.footer(CreateEmbedFooter::new(footer));
    }
    out
}

pub fn rows(rows: &[Row]) -> Vec<CreateActionRow> {
    rows.iter()
        .map(|row| match row {
            Row::Buttons(buttons) => CreateActionRow::Buttons(
                buttons
                    .iter()
                    .map(|b| {
                        CreateButton::new(&b.id)
                            .label(&b.label)
                            .style(match b.style {
                                Style::Primary => ButtonStyle::Primary,
                                Style::Secondary => ButtonStyle::Secondary,
                                Style::Success => ButtonStyle::Success,
                                Style::Danger => ButtonStyle::Danger,
                            })
                            .disabled(b.disabled)
                    })
                    .collect(),
            ),
            Row::Select(select) => CreateActionRow::SelectMenu(
                CreateSelectMenu::new(
                    &select.id,
                    CreateSelectMenuKind::String {
                        options: select
                            .options
                            .iter()
                            .map(|o| {
                                CreateSelectMenuOption::new(&o.label, &o.value)
                                    .description(&o.description)
                                    .default_selection(o.default)
                            })
                            .collect(),
                    },
                )
                .placeholder(&select.placeholder)
                .min_values(select.min)
                .max_values(select.max),
            ),
        })
        .collect()
}

/// Only the users the message means to ping may be pinged; nobody else ever is.
fn mentions(r: &Rendered) -> CreateAllowedMentions {
    CreateAllowedMentions::new()
        .everyone(false)
        .empty_roles()
        .users(r.mentions.iter().map(|u| serenity::UserId::new(u.0)))
}

pub fn create_message(r: &Rendered) -> CreateMessage {
    let mut m = CreateMessage::new()
        .content(&r.content)
        .components(rows(&r.rows))
        .allowed_mentions(mentions(r));
    if let Some(e) = &r.embed {
        m = m.embed(embed(e));
    }
    m
}

pub fn edit_message(r: &Rendered) -> EditMessage {
    EditMessage::new()
        .content(&r.content)
        .embeds(r.embed.iter().map(embed).collect())
        .components(rows(&r.rows))
        .allowed_mentions(mentions(r))
}

pub fn response(r: &Rendered, ephemeral: bool) -> CreateInteractionResponseMessage {
    CreateInteractionResponseMessage::new()
        .content(&r.content)
        .embeds(r.embed.iter().map(embed).collect())
        .components(rows(&r.rows))
        .allowed_mentions(mentions(r))
        .ephemeral(ephemeral)
}

pub fn edit_response(r: &Rendered) -> EditInteractionResponse {
    EditInteractionResponse::new()
        .content(&r.content)
        .embeds(r.embed.iter().map(embed).collect())
        .components(rows(&r.rows))
        .allowed_mentions(mentions(r))
}

/// A short text message.
pub fn text(content: impl Into<String>) -> Rendered {
    Rendered {
        content: content.into(),
        ..Rendered::default()
    }
}
