//! What the bot posted, as users see it: [`RecordedMessage`] and its parts, notifications,
//! threads.

use std::time::Duration;

use serde_json::Value;

use super::attachments::{self, AttachmentInfo};
use super::state::snowflake_of;
use super::{FakeDiscord, FakeUser, State, TimedOut, payload};

impl FakeDiscord {
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
    /// Its embeds, as the bot sent them, but for an image or thumbnail `attachment://NAME`,
    /// which becomes the attachment's URL, as on Discord ([`RecordedMessage::embed_image`]).
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
    /// Its attachments now (kept and uploaded ones, as the last edit left them), in order.
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

/// A version of a message: an earlier one ([`RecordedMessage::revisions`]), or any
/// ([`RecordedMessage::versions`]).
#[derive(Clone, Debug)]
pub struct Revision {
    /// The content then.
    pub content: String,
    /// The embeds then (`attachment://` URLs resolved, as in [`RecordedMessage::embeds`]).
    pub embeds: Vec<Value>,
    /// The components then.
    pub components: Vec<Value>,
    /// The attachments then.
    pub attachments: Vec<AttachmentInfo>,
}

impl Revision {
    /// The attachment this version's embeds show (see [`RecordedMessage::embed_image`]).
    pub fn embed_image(&self) -> Option<AttachmentInfo> {
        attachments::embed_image(&self.embeds, &self.attachments)
    }
}

/// The emoji of a button or a select option (`emoji: {id, name, animated}`): a custom emoji
/// has an `id` (the fake checked that the bot may use it), a unicode emoji only a `name`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComponentEmoji {
    /// A custom (application or guild) emoji's id.
    pub id: Option<u64>,
    /// The custom emoji's name, or the unicode emoji itself.
    pub name: Option<String>,
    /// Whether it is animated.
    pub animated: bool,
}

impl ComponentEmoji {
    fn of(value: &Value) -> Option<ComponentEmoji> {
        if !value.is_object() {
            return None;
        }
        Some(ComponentEmoji {
            id: snowflake_of(&value["id"]),
            name: value["name"].as_str().map(str::to_owned),
            animated: value["animated"].as_bool().unwrap_or(false),
        })
    }
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
    /// Its emoji, if any.
    pub emoji: Option<ComponentEmoji>,
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
    /// Its emoji, if any.
    pub emoji: Option<ComponentEmoji>,
}

impl RecordedMessage {
    /// Whether `user` can see the message now.
    pub fn is_visible_to(&self, user: &FakeUser) -> bool {
        !self.deleted
            && (!self.ephemeral || self.owner == Some(user.id))
            && self.dm_with.is_none_or(|u| u == user.id)
    }

    /// The attachment the message's embeds show (the first embed image, else thumbnail,
    /// that is an attachment of the message): e.g. the picture of a table.
    pub fn embed_image(&self) -> Option<AttachmentInfo> {
        attachments::embed_image(&self.embeds, &self.attachments)
    }

    /// Every version of the message, oldest first: the [`RecordedMessage::revisions`] then
    /// the current one; e.g. to check that a picture was shown on every version.
    pub fn versions(&self) -> Vec<Revision> {
        let mut versions = self.revisions.clone();
        versions.push(Revision {
            content: self.content.clone(),
            embeds: self.embeds.clone(),
            components: self.components.clone(),
            attachments: self.attachments.clone(),
        });
        versions
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
                emoji: ComponentEmoji::of(&c["emoji"]),
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
                                emoji: ComponentEmoji::of(&o["emoji"]),
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
