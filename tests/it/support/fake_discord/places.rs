//! Where the bot may act, and places it loses: the bot's permission overwrites per channel
//! (threads follow their parent), what each REST write needs, deleted channels and threads,
//! the bot removed from the guild, archived and locked threads, messages deleted by a
//! moderator, and DM channels.

use serde_json::{Value, json};
use serenity::all::Permissions;

use super::payload::{dm_permissions, everyone_permissions};
use super::state::{ChannelRec, GuildRec, State};
use super::{ApiError, FakeUser, GUILD_ID};

/// Gateway intents that decide which events the bot receives.
pub(super) const INTENT_GUILDS: u64 = 1;
pub(super) const INTENT_GUILD_MESSAGES: u64 = 1 << 9;
pub(super) const INTENT_DIRECT_MESSAGES: u64 = 1 << 12;

/// Channel types.
pub(super) const TEXT: u8 = 0;
pub(super) const DM: u8 = 1;
pub(super) const FORUM: u8 = 15;

fn has(permissions: u64, needed: Permissions) -> bool {
    permissions & needed.bits() == needed.bits()
}

impl State {
    /// A channel not deleted (nor a thread of a deleted channel).
    pub(super) fn live_channel(&self, id: u64) -> Option<&ChannelRec> {
        let channel = self.channel(id).filter(|c| !c.deleted)?;
        match channel.parent_id {
            Some(parent) if self.channel(parent).is_none_or(|p| p.deleted) => None,
            _ => Some(channel),
        }
    }

    /// The bot's permissions in a channel: what `@everyone` grants, less what its member
    /// overwrite there denies. A thread has no overwrites: its parent's apply.
    pub(super) fn bot_permissions_in(&self, id: u64) -> u64 {
        let Some(channel) = self.channel(id) else {
            return everyone_permissions();
        };
        if channel.kind == DM {
            return dm_permissions();
        }
        let holder = match channel.parent_id {
            Some(parent) if channel.thread.is_some() => self.channel(parent),
            _ => Some(channel),
        };
        everyone_permissions() & !holder.and_then(|c| c.bot_denied).unwrap_or(0)
    }

    /// The check of every channel route, as Discord orders it: an unknown or deleted channel
    /// is 404 10003; a channel the bot cannot see (no View Channel, or no longer in the
    /// guild) is 403 50001.
    pub(super) fn access(&self, id: u64) -> Result<&ChannelRec, ApiError> {
        let channel = self
            .live_channel(id)
            .ok_or_else(ApiError::unknown_channel)?;
        if channel.kind == DM {
            return Ok(channel);
        }
        if !self.bot_in(channel.guild)
            || !has(self.bot_permissions_in(id), Permissions::VIEW_CHANNEL)
        {
            return Err(ApiError::missing_access());
        }
        Ok(channel)
    }

    /// Refuses with 403 50013 unless the bot has `needed` in the channel.
    pub(super) fn require(&self, id: u64, needed: Permissions) -> Result<(), ApiError> {
        if has(self.bot_permissions_in(id), needed) {
            Ok(())
        } else {
            Err(ApiError::missing_permissions())
        }
    }

    /// The guild routes: an unknown guild is 404 10004; 403 50001 once the bot was removed
    /// from the guild.
    pub(super) fn guild_access(&self, guild: u64) -> Result<(), ApiError> {
        match self.guild(guild) {
            None => Err(ApiError::new(404, 10004, "Unknown Guild")),
            Some(g) if g.bot_in => Ok(()),
            Some(_) => Err(ApiError::missing_access()),
        }
    }

    /// What posting a message in a channel needs: Send Messages (Send Messages in Threads in
    /// a thread), Embed Links for embeds, Attach Files for files. In a thread: a locked one
    /// refuses the bot (403 50013), an archived and locked one is 400 50083, and an archived
    /// one is unarchived by the post (THREAD_UPDATE), as Discord does.
    pub(super) fn check_post(
        &mut self,
        id: u64,
        embeds: bool,
        files: bool,
    ) -> Result<(), ApiError> {
        let channel = self.access(id)?.clone();
        if channel.kind == FORUM {
            return Err(ApiError::new(
                400,
                50008,
                "Cannot send messages in a non-text channel",
            ));
        }
        let send = if channel.thread.is_some() {
            Permissions::SEND_MESSAGES_IN_THREADS
        } else {
            Permissions::SEND_MESSAGES
        };
        self.require(id, send)?;
        if embeds {
            self.require(id, Permissions::EMBED_LINKS)?;
        }
        if files {
            self.require(id, Permissions::ATTACH_FILES)?;
        }
        if let Some(thread) = &channel.thread {
            match (thread.archived, thread.locked) {
                (true, true) => return Err(ApiError::thread_archived()),
                (false, true) => return Err(ApiError::missing_permissions()),
                (true, false) => self.set_thread_flags(id, Some(false), None),
                (false, false) => {}
            }
        }
        Ok(())
    }

    /// What editing or deleting a message in a channel needs: an archived thread refuses
    /// (400 50083); embeds added by an edit need Embed Links.
    pub(super) fn check_message_change(&self, id: u64, embeds: bool) -> Result<(), ApiError> {
        let channel = self.access(id)?;
        if channel.thread.as_ref().is_some_and(|t| t.archived) {
            return Err(ApiError::thread_archived());
        }
        if embeds {
            self.require(id, Permissions::EMBED_LINKS)?;
        }
        Ok(())
    }

    /// Sets a thread's `archived` and `locked`, and tells the bot with THREAD_UPDATE if
    /// anything changed.
    pub(super) fn set_thread_flags(
        &mut self,
        id: u64,
        archived: Option<bool>,
        locked: Option<bool>,
    ) {
        let now = self.now_rfc3339();
        let Some(thread) = self
            .channels
            .iter_mut()
            .find(|c| c.id == id)
            .and_then(|c| c.thread.as_mut())
        else {
            return;
        };
        let before = (thread.archived, thread.locked);
        thread.archived = archived.unwrap_or(thread.archived);
        thread.locked = locked.unwrap_or(thread.locked);
        if archived.is_some() && before.0 != thread.archived {
            thread.archive_timestamp = now;
        }
        if before != (thread.archived, thread.locked) {
            let json = self.channel_json_by_id(id);
            self.dispatch_for(INTENT_GUILDS, "THREAD_UPDATE", json);
        }
    }

    pub(super) fn channel_json_by_id(&self, id: u64) -> Value {
        self.channel(id)
            .map_or(Value::Null, |channel| self.channel_json(channel))
    }

    // ---- what tests do ----

    /// Sets (or with `None` removes) the bot's member overwrite in a channel, and sends
    /// CHANNEL_UPDATE with the channel's new overwrites.
    pub(super) fn set_bot_overwrite(&mut self, id: u64, denied: Option<u64>) -> Result<(), String> {
        let channel = self
            .channels
            .iter_mut()
            .find(|c| c.id == id && !c.deleted)
            .ok_or_else(|| format!("channel {id} is unknown or deleted"))?;
        if channel.thread.is_some() || channel.kind == DM {
            return Err(format!(
                "channel {id} has no permission overwrites on Discord (a thread follows its \
                 parent; a DM has none)"
            ));
        }
        channel.bot_denied = denied;
        let json = self.channel_json_by_id(id);
        self.dispatch_for(INTENT_GUILDS, "CHANNEL_UPDATE", json);
        Ok(())
    }

    /// Deletes a channel or thread: CHANNEL_DELETE or THREAD_DELETE, then 404 10003.
    pub(super) fn delete_channel(&mut self, id: u64) -> Result<(), String> {
        let channel = self
            .live_channel(id)
            .cloned()
            .ok_or_else(|| format!("channel {id} is unknown or already deleted"))?;
        if channel.kind == DM {
            return Err("a DM channel cannot be deleted".to_owned());
        }
        let json = self.channel_json(&channel);
        if let Some(record) = self.channels.iter_mut().find(|c| c.id == id) {
            record.deleted = true;
        }
        if channel.thread.is_some() {
            let partial = json!({
                "id": id.to_string(),
                "guild_id": channel.guild.to_string(),
                "parent_id": channel.parent_id.map(|p| p.to_string()),
                "type": channel.kind,
            });
            self.dispatch_for(INTENT_GUILDS, "THREAD_DELETE", partial);
        } else {
            self.dispatch_for(INTENT_GUILDS, "CHANNEL_DELETE", json);
        }
        Ok(())
    }

    /// The bot is kicked from the seeded guild: GUILD_DELETE without `unavailable` (which
    /// would mean an outage), then 403 50001 on the guild's routes and channels.
    pub(super) fn remove_bot_from_guild(&mut self) {
        let Some(guild) = self
            .guilds
            .iter_mut()
            .find(|g| g.id == GUILD_ID && g.bot_in)
        else {
            return;
        };
        guild.bot_in = false;
        self.dispatch_for(
            INTENT_GUILDS,
            "GUILD_DELETE",
            json!({"id": GUILD_ID.to_string()}),
        );
    }

    /// The bot is added to a new guild with one text channel `#ribs`: GUILD_CREATE to the
    /// shard that has it, as Discord sends when a server installs the bot. The guild's id is
    /// the first free one after the seeded guild's that maps to `shard` of `total`.
    pub(super) fn add_guild(&mut self, name: &str, shard: u64, total: u64) -> (u64, u64) {
        assert!(shard < total, "shard {shard} of {total}");
        let id = (1..)
            .map(|k: u64| GUILD_ID + (k << 22))
            .find(|&id| (id >> 22) % total == shard && self.guild(id).is_none())
            .expect("a free guild id");
        self.guilds.push(GuildRec {
            id,
            name: name.to_owned(),
            locale: "en-US".to_owned(),
            bot_in: true,
        });
        let channel = self.next_id();
        self.channels
            .push(ChannelRec::new(channel, id, TEXT, "ribs"));
        let json = self.guild_json(id, true);
        self.dispatch_for(INTENT_GUILDS, "GUILD_CREATE", json);
        (id, channel)
    }

    /// A moderator deletes one of the bot's messages: MESSAGE_DELETE if the bot asked for
    /// message events (GUILD_MESSAGES, or DIRECT_MESSAGES in a DM).
    pub(super) fn delete_as_moderator(&mut self, id: u64) -> Result<(), String> {
        let index = self
            .message_index(id)
            .ok_or_else(|| format!("message {id} was never recorded"))?;
        let message = &mut self.messages[index];
        if message.ephemeral {
            return Err(format!("message {id} is ephemeral: no moderator sees it"));
        }
        if message.deleted {
            return Err(format!("message {id} is already deleted"));
        }
        message.deleted = true;
        message.deleted_by_moderator = true;
        let channel_id = message.channel_id;
        let in_dm = self.channel(channel_id).is_some_and(|c| c.kind == DM);
        let mut event = json!({"id": id.to_string(), "channel_id": channel_id.to_string()});
        let intent = if in_dm {
            INTENT_DIRECT_MESSAGES
        } else {
            event["guild_id"] = json!(self.guild_of(channel_id).to_string());
            INTENT_GUILD_MESSAGES
        };
        self.dispatch_for(intent, "MESSAGE_DELETE", event);
        Ok(())
    }

    /// The DM channel between the bot and `user`, opened on first use (as
    /// `POST /users/@me/channels` opens it).
    pub(super) fn dm_channel(&mut self, user: &FakeUser) -> u64 {
        self.users.entry(user.id).or_insert_with(|| user.clone());
        if let Some(channel) = self
            .channels
            .iter()
            .find(|c| c.kind == DM && c.recipient == Some(user.id))
        {
            return channel.id;
        }
        let id = self.next_id();
        self.channels.push(ChannelRec {
            recipient: Some(user.id),
            ..ChannelRec::new(id, 0, DM, "")
        });
        id
    }
}
