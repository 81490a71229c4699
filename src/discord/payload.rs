//! The one place a [`Rendered`] message becomes serenity's builders.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateButton, CreateEmbed,
    CreateEmbedFooter, CreateInteractionResponseMessage, CreateMessage, CreateSelectMenu,
    CreateSelectMenuKind, CreateSelectMenuOption, EditInteractionResponse, EditMessage,
};

use super::faces::CardFaces;
use super::render::{Embed, Rendered, Row, Style};

/// Discord's limits on a message, in characters: what is longer is refused whole (400).
const CONTENT_MAX: usize = 2000;
const TITLE_MAX: usize = 256;
const DESCRIPTION_MAX: usize = 4096;
const FOOTER_MAX: usize = 2048;
const EMBED_TOTAL_MAX: usize = 6000;

/// `text` cut to at most `max` characters: at the last line break that fits, else at a
/// character, with an ellipsis that says something is left out. A long name or a ten-seat
/// page can outgrow a limit; Discord would refuse the whole message, so the end goes.
fn within(text: &str, max: usize) -> std::borrow::Cow<'_, str> {
    if text.chars().count() <= max {
        return text.into();
    }
    let room = max.saturating_sub(2);
    let cut = text.char_indices().nth(room).map_or(text.len(), |(i, _)| i);
    let head = &text[..cut];
    let head = head.rfind('\n').map_or(head, |line| &head[..line]);
    format!("{head}\n…").into()
}

pub fn embed(e: &Embed) -> CreateEmbed {
    let title = within(&e.title, TITLE_MAX);
    let footer = e.footer.as_deref().map(|f| within(f, FOOTER_MAX));
    let room =
        EMBED_TOTAL_MAX - title.chars().count() - footer.as_ref().map_or(0, |f| f.chars().count());
    let mut out = CreateEmbed::new()
        .title(title)
        .description(within(&e.description, DESCRIPTION_MAX.min(room)))
        .colour(e.colour);
    if let Some(footer) = footer {
        out = out.footer(CreateEmbedFooter::new(footer));
    }
    out
}

/// The embeds of a message: its embed, showing its picture (`attachment://NAME`) if it has
/// one.
fn embeds(r: &Rendered) -> Vec<CreateEmbed> {
    r.embed
        .iter()
        .map(|e| {
            let out = embed(e);
            match &r.picture {
                Some(picture) => out.image(format!("attachment://{}", picture.name)),
                None => out,
            }
        })
        .collect()
}

/// The message's controls, with the card faces the bot has as emojis.
pub fn rows(rows: &[Row], faces: &CardFaces) -> Vec<CreateActionRow> {
    rows.iter()
        .map(|row| match row {
            Row::Buttons(buttons) => CreateActionRow::Buttons(
                buttons
                    .iter()
                    .map(|b| {
                        let button = CreateButton::new(&b.id)
                            .label(&b.label)
                            .style(match b.style {
                                Style::Primary => ButtonStyle::Primary,
                                Style::Secondary => ButtonStyle::Secondary,
                                Style::Success => ButtonStyle::Success,
                                Style::Danger => ButtonStyle::Danger,
                            })
                            .disabled(b.disabled);
                        match b.face.and_then(|f| faces.emoji(f)) {
                            Some(emoji) => button.emoji(emoji),
                            None => button,
                        }
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
                                let option = CreateSelectMenuOption::new(&o.label, &o.value)
                                    .default_selection(o.default);
                                // Discord refuses an empty description: none is sent.
                                let option = if o.description.is_empty() {
                                    option
                                } else {
                                    option.description(&o.description)
                                };
                                match o.face.and_then(|f| faces.emoji(f)) {
                                    Some(emoji) => option.emoji(emoji),
                                    None => option,
                                }
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

/// A new message. Its picture, if any, goes as a file beside it (see `rest::Upload`).
pub fn create_message(r: &Rendered, faces: &CardFaces) -> CreateMessage {
    CreateMessage::new()
        .content(within(&r.content, CONTENT_MAX))
        .embeds(embeds(r))
        .components(rows(&r.rows, faces))
        .allowed_mentions(mentions(r))
}

pub fn edit_message(r: &Rendered, faces: &CardFaces) -> EditMessage {
    EditMessage::new()
        .content(within(&r.content, CONTENT_MAX))
        .embeds(embeds(r))
        .components(rows(&r.rows, faces))
        .allowed_mentions(mentions(r))
}

pub fn response(
    r: &Rendered,
    ephemeral: bool,
    faces: &CardFaces,
) -> CreateInteractionResponseMessage {
    CreateInteractionResponseMessage::new()
        .content(within(&r.content, CONTENT_MAX))
        .embeds(embeds(r))
        .components(rows(&r.rows, faces))
        .allowed_mentions(mentions(r))
        .ephemeral(ephemeral)
}

pub fn edit_response(r: &Rendered, faces: &CardFaces) -> EditInteractionResponse {
    EditInteractionResponse::new()
        .content(within(&r.content, CONTENT_MAX))
        .embeds(embeds(r))
        .components(rows(&r.rows, faces))
        .allowed_mentions(mentions(r))
}

/// A short text message.
pub fn text(content: impl Into<String>) -> Rendered {
    Rendered {
        content: content.into(),
        ..Rendered::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::render;
    use crate::table::{MatchId, MatchSummary, ServerId};

    fn chars(v: &serde_json::Value) -> usize {
        v.as_str().map_or(0, |s| s.chars().count())
    }

    #[test]
    fn text_too_long_is_cut_at_a_line_and_says_so() {
        assert_eq!(within("short", 10), "short");
        let cut = within("line one\nline two\nline three", 20);
        assert_eq!(cut, "line one\nline two\n…");
        let one_line = "x".repeat(50);
        let cut = within(&one_line, 10);
        assert_eq!(cut.chars().count(), 10);
        assert!(cut.ends_with('…'));
    }

    #[test]
    fn a_history_of_ten_seat_matches_with_the_longest_names_fits_an_embed() {
        // Discord names are up to 32 characters; escaped, markdown doubles them.
        let name = "*_".repeat(16);
        let rows: Vec<MatchSummary> = (1..=10)
            .map(|i| MatchSummary {
                table: MatchId(i),
                server: ServerId(1),
                ended_at_ms: 1_800_000_000_000,
                seats: (0..10).map(|_| (name.clone(), false)).collect(),
                winner: 0,
                hand_wins: vec![5; 10],
            })
            .collect();
        let rendered = render::history(
            crate::text::Lang::En,
            crate::games::GameKind::ALL[0],
            &rows,
            Some(&name),
        );
        let whole = &rendered.embed.as_ref().unwrap().description;
        assert!(
            whole.chars().count() > DESCRIPTION_MAX,
            "the case is a real one"
        );
        let e = serde_json::to_value(embed(rendered.embed.as_ref().unwrap())).unwrap();
        assert!(chars(&e["description"]) <= DESCRIPTION_MAX);
        assert!(chars(&e["title"]) <= TITLE_MAX);
        let total = chars(&e["title"]) + chars(&e["description"]) + chars(&e["footer"]["text"]);
        assert!(total <= EMBED_TOTAL_MAX);
        assert!(e["description"].as_str().unwrap().ends_with('…'));
        assert!(
            e["description"]
                .as_str()
                .unwrap()
                .starts_with("**match 1**")
        );
    }
}
