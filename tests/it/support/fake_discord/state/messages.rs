//! Messages created and edited in the state, with the notifications they give.

use std::time::Duration;

use serde_json::Value;

use crate::support::fake_discord::payload::{
    FLAG_EPHEMERAL, FLAG_LOADING, FLAG_SILENT, SETTABLE_FLAGS,
};
use crate::support::fake_discord::places;
use crate::support::fake_discord::{ApiError, Notification, Origin, RecordedMessage, Revision};

use super::{MessageBody, NewMessage, State, snowflake_of};

/// How long Discord remembers a nonce for `enforce_nonce`.
const NONCE_WINDOW: Duration = Duration::from_secs(5 * 60);

impl State {
    pub(in crate::support::fake_discord) fn create_message(
        &mut self,
        new: NewMessage,
        body: &MessageBody,
    ) -> Result<u64, ApiError> {
        let content = body.content.clone().unwrap_or_default();
        let mut embeds = body.embeds.clone().unwrap_or_default();
        let components = body.components.clone().unwrap_or_default();
        let id = match new.id {
            Some(id) => id,
            None => self.next_id(),
        };
        let attachments = self.attachments_after(id, new.channel_id, &[], body, false)?;
        if !new.placeholder
            && content.trim().is_empty()
            && embeds.is_empty()
            && attachments.is_empty()
        {
            // Components alone do not make a message.
            return Err(ApiError::new(400, 50006, "Cannot send an empty message"));
        }
        self.resolve_embed_images(id, &mut embeds, &attachments);
        let mut flags = body.flags.unwrap_or(0) & SETTABLE_FLAGS;
        if new.ephemeral {
            flags |= FLAG_EPHEMERAL;
        }
        if new.placeholder {
            flags |= FLAG_LOADING;
        }
        let mentions = pinged_users(&content, body.allowed_mentions.as_ref());
        let dm_with = self
            .channel(new.channel_id)
            .filter(|c| c.kind == places::DM)
            .and_then(|c| c.recipient);
        if !new.ephemeral && !new.placeholder {
            // In a DM every message notifies the other user, mentioned or not.
            let mut pinged = mentions.clone();
            pinged.extend(dm_with.filter(|u| !mentions.contains(u)));
            self.notify(id, new.channel_id, &pinged, flags & FLAG_SILENT != 0);
        }
        self.messages.push(RecordedMessage {
            id,
            channel_id: new.channel_id,
            content,
            embeds,
            components,
            flags,
            ephemeral: new.ephemeral,
            origin: new.origin,
            owner: new.owner,
            interaction_id: new.interaction_id,
            mentions,
            allowed_mentions: body.allowed_mentions.clone(),
            attachments,
            edits: 0,
            deleted: false,
            revisions: Vec::new(),
            timestamp: self.now_rfc3339(),
            created_at: self.clock(),
            edited_timestamp: None,
            message_type: new.message_type,
            thread_id: None,
            nonce: body.nonce.clone(),
            deleted_by_moderator: false,
            dm_with,
        });
        if let Some(channel) = self.channels.iter_mut().find(|c| c.id == new.channel_id) {
            channel.last_message_id = Some(id);
            channel.message_count += 1;
        }
        Ok(id)
    }

    /// Discord notifies a user when a message that pings them is *created* (never when an
    /// edit adds the mention): one notification per pinged user, the bot itself apart.
    fn notify(&mut self, message_id: u64, channel_id: u64, pinged: &[u64], silent: bool) {
        let at = self.clock();
        for &user in pinged.iter().filter(|&&u| u != self.bot.id) {
            self.notifications.push(Notification {
                user,
                message_id,
                channel_id,
                at,
                silent,
            });
        }
    }

    /// A message `POST /channels/{c}/messages` created in the last 5 minutes with the same
    /// nonce: Discord answers it instead of creating another when `enforce_nonce` is set.
    pub(in crate::support::fake_discord) fn message_by_nonce(
        &self,
        channel: u64,
        nonce: &Value,
    ) -> Option<u64> {
        let now = self.clock();
        self.messages
            .iter()
            .rev()
            .find(|m| {
                m.channel_id == channel
                    && m.origin == Origin::Channel
                    && !m.deleted
                    && m.nonce.as_ref() == Some(nonce)
                    && now.saturating_sub(m.created_at) <= NONCE_WINDOW
            })
            .map(|m| m.id)
    }

    /// Applies an edit. `fill`: this fills a deferral's placeholder, which is the answer
    /// itself rather than an edit of it.
    pub(in crate::support::fake_discord) fn edit_message(
        &mut self,
        index: usize,
        body: &MessageBody,
        fill: bool,
    ) -> Result<(), ApiError> {
        let message = &self.messages[index];
        let (id, channel, existing) = (message.id, message.channel_id, message.attachments.clone());
        let content = body
            .content
            .clone()
            .unwrap_or_else(|| message.content.clone());
        let mut embeds = body
            .embeds
            .clone()
            .unwrap_or_else(|| message.embeds.clone());
        let components = body
            .components
            .clone()
            .unwrap_or_else(|| message.components.clone());
        let allowed_mentions = body
            .allowed_mentions
            .clone()
            .or_else(|| message.allowed_mentions.clone());
        let attachments = self.attachments_after(id, channel, &existing, body, true)?;
        if content.trim().is_empty() && embeds.is_empty() && attachments.is_empty() {
            return Err(ApiError::new(400, 50006, "Cannot send an empty message"));
        }
        self.resolve_embed_images(id, &mut embeds, &attachments);
        let edited_at = self.now_rfc3339();
        let message = &mut self.messages[index];
        if fill {
            message.flags &= !FLAG_LOADING;
        } else {
            message.revisions.push(Revision {
                content: message.content.clone(),
                embeds: message.embeds.clone(),
                components: message.components.clone(),
                attachments: message.attachments.clone(),
            });
            message.edits += 1;
            message.edited_timestamp = Some(edited_at);
        }
        if let Some(flags) = body.flags {
            // Only "suppress embeds" can change after creation.
            message.flags = (message.flags & !4) | (flags & 4);
        }
        message.mentions = pinged_users(&content, allowed_mentions.as_ref());
        message.allowed_mentions = allowed_mentions;
        message.content = content;
        message.embeds = embeds;
        message.components = components;
        message.attachments = attachments;
        Ok(())
    }
}

/// The users a message pings: its `<@id>` mentions, as `allowed_mentions` permits. With no
/// `allowed_mentions` Discord parses every mention; with one, only `parse: ["users"]` or the
/// ids listed in `users` ping.
fn pinged_users(content: &str, allowed: Option<&Value>) -> Vec<u64> {
    let mut mentioned = Vec::new();
    let mut rest = content;
    while let Some(start) = rest.find("<@") {
        rest = &rest[start + 2..];
        let digits = rest.strip_prefix('!').unwrap_or(rest);
        let end = digits.find('>').unwrap_or(0);
        if let Ok(id) = digits[..end].parse::<u64>()
            && !mentioned.contains(&id)
        {
            mentioned.push(id);
        }
    }
    let Some(allowed) = allowed else {
        return mentioned;
    };
    let parses_users = allowed["parse"]
        .as_array()
        .is_some_and(|p| p.iter().any(|v| v == "users"));
    if parses_users {
        return mentioned;
    }
    let listed: Vec<u64> = allowed["users"]
        .as_array()
        .map(|users| users.iter().filter_map(snowflake_of).collect())
        .unwrap_or_default();
    mentioned.retain(|id| listed.contains(id));
    mentioned
}
