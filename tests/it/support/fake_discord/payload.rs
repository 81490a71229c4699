//! The JSON objects the fake hands out, shaped as Discord's and carrying every field serenity
//! requires (serenity drops a gateway event with a missing field without a word, and fails a
//! REST call whose answer lacks one).

use serde_json::{Value, json};
use serenity::all::Permissions;

use super::places;
use super::state::{ChannelRec, State};
use super::{APP_ID, FakeUser, GUILD_ID, MANAGER_ROLE_ID, OWNER_ID, Origin, RecordedMessage};

/// Message flag: only the interaction's user sees the message.
pub(super) const FLAG_EPHEMERAL: u64 = 1 << 6;
/// Message flag: a deferral's placeholder ("<bot> is thinking…").
pub(super) const FLAG_LOADING: u64 = 1 << 7;
/// Message flag: "silent", no push notification for the pings.
pub(super) const FLAG_SILENT: u64 = 1 << 12;
/// Message flags a bot may set when creating a message: suppress embeds (4), silent (4096).
pub(super) const SETTABLE_FLAGS: u64 = (1 << 2) | (1 << 12);

/// Interactions carry the size limit of uploads for the guild (10 MiB without boosts); a
/// file over it is refused (413, 40005).
pub(super) const ATTACHMENT_SIZE_LIMIT: u64 = 10 * 1024 * 1024;

/// What `@everyone` may do in the seeded guild: enough for the bot to post, embed, thread
/// and react, and for members to use commands.
pub(super) fn everyone_permissions() -> u64 {
    (Permissions::VIEW_CHANNEL
        | Permissions::SEND_MESSAGES
        | Permissions::EMBED_LINKS
        | Permissions::ATTACH_FILES
        | Permissions::READ_MESSAGE_HISTORY
        | Permissions::ADD_REACTIONS
        | Permissions::USE_EXTERNAL_EMOJIS
        | Permissions::USE_APPLICATION_COMMANDS
        | Permissions::CREATE_PUBLIC_THREADS
        | Permissions::CREATE_PRIVATE_THREADS
        | Permissions::SEND_MESSAGES_IN_THREADS)
        .bits()
}

/// What a bot may do in a DM with a user (Discord's implicit DM permissions, as sent in a
/// DM interaction's `app_permissions`).
pub(super) fn dm_permissions() -> u64 {
    (Permissions::VIEW_CHANNEL
        | Permissions::SEND_MESSAGES
        | Permissions::EMBED_LINKS
        | Permissions::ATTACH_FILES
        | Permissions::READ_MESSAGE_HISTORY
        | Permissions::ADD_REACTIONS
        | Permissions::USE_EXTERNAL_EMOJIS
        | Permissions::USE_APPLICATION_COMMANDS)
        .bits()
}

/// What the manager role adds.
pub(super) fn manager_permissions() -> u64 {
    (Permissions::MANAGE_GUILD | Permissions::MANAGE_MESSAGES | Permissions::MANAGE_THREADS).bits()
}

/// A user object. `discriminator` "0" is how Discord marks a user on the new username
/// system; serenity reads it as no discriminator.
pub(super) fn user_json(user: &FakeUser) -> Value {
    json!({
        "id": user.id.to_string(),
        "username": user.name,
        "global_name": user.name,
        "discriminator": "0",
        "avatar": null,
        "bot": user.bot,
        "public_flags": 0,
        "flags": 0,
    })
}

fn role_json(id: u64, name: &str, permissions: u64, position: u64) -> Value {
    json!({
        "id": id.to_string(),
        "name": name,
        "color": 0,
        // `colors` is required by serenity 0.12.5 (Discord added it in 2025).
        "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
        "hoist": false,
        "icon": null,
        "unicode_emoji": null,
        "position": position,
        // Permissions are decimal strings: the bit set no longer fits a JSON double.
        "permissions": permissions.to_string(),
        "managed": false,
        "mentionable": false,
        "flags": 0,
    })
}

impl State {
    /// A guild's roles: `@everyone` (with the guild's id, as on Discord); the seeded guild
    /// also has the manager role.
    pub(super) fn roles_json(&self, guild: u64) -> Value {
        let mut roles = vec![role_json(guild, "@everyone", everyone_permissions(), 0)];
        if guild == GUILD_ID {
            roles.push(role_json(
                MANAGER_ROLE_ID,
                "Table Manager",
                manager_permissions(),
                1,
            ));
        }
        Value::Array(roles)
    }

    /// A user's roles in a guild: the roles a test gives users are the seeded guild's.
    fn roles_in(user: &FakeUser, guild: u64) -> &[u64] {
        if guild == GUILD_ID { &user.roles } else { &[] }
    }

    /// The permissions of a member in a guild: `@everyone` and their roles (no overwrites
    /// are modelled). The owner (of every guild here) has them all.
    pub(super) fn permissions_of(&self, user: &FakeUser, guild: u64) -> u64 {
        if user.id == OWNER_ID {
            return Permissions::all().bits();
        }
        let mut permissions = everyone_permissions();
        if Self::roles_in(user, guild).contains(&MANAGER_ROLE_ID) {
            permissions |= manager_permissions();
        }
        permissions & !self.member_denies.get(&user.id).copied().unwrap_or(0)
    }

    /// A guild member object. In interactions Discord adds `permissions` (the member's
    /// permissions in the channel): poise's permission checks `expect` it.
    pub(super) fn member_json(&self, user: &FakeUser, guild: u64, with_permissions: bool) -> Value {
        let mut member = json!({
            "user": user_json(user),
            "nick": user.nick,
            "avatar": null,
            "banner": null,
            "roles": Self::roles_in(user, guild).iter().map(u64::to_string).collect::<Vec<_>>(),
            "joined_at": self.joined_at,
            "premium_since": null,
            "deaf": false,
            "mute": false,
            "flags": 0,
            "pending": false,
            "communication_disabled_until": null,
        });
        if with_permissions {
            member["permissions"] = json!(self.permissions_of(user, guild).to_string());
        }
        member
    }

    pub(super) fn channel_json(&self, channel: &ChannelRec) -> Value {
        if channel.kind == places::DM {
            let recipients: Vec<Value> = channel
                .recipient
                .and_then(|u| self.users.get(&u))
                .map(user_json)
                .into_iter()
                .collect();
            return json!({
                "id": channel.id.to_string(),
                "type": places::DM,
                "last_message_id": channel.last_message_id.map(|m| m.to_string()),
                "recipients": recipients,
                "flags": 0,
            });
        }
        // The bot's member overwrite (type 1), as an admin would set it.
        let overwrites: Vec<Value> = channel
            .bot_denied
            .map(|denied| {
                json!({
                    "id": APP_ID.to_string(),
                    "type": 1,
                    "allow": "0",
                    "deny": denied.to_string(),
                })
            })
            .into_iter()
            .collect();
        let mut json = json!({
            "id": channel.id.to_string(),
            "type": channel.kind,
            "guild_id": channel.guild.to_string(),
            "name": channel.name,
            "position": channel.position,
            "permission_overwrites": overwrites,
            "parent_id": channel.parent_id.map(|p| p.to_string()),
            "topic": null,
            "nsfw": false,
            "rate_limit_per_user": 0,
            "last_message_id": channel.last_message_id.map(|m| m.to_string()),
            "flags": 0,
        });
        if let Some(thread) = &channel.thread {
            json["owner_id"] = json!(APP_ID.to_string());
            json["message_count"] = json!(channel.message_count);
            json["total_message_sent"] = json!(channel.message_count);
            json["member_count"] = json!(1);
            json["thread_metadata"] = json!({
                "archived": thread.archived,
                "auto_archive_duration": thread.auto_archive_duration,
                "archive_timestamp": thread.archive_timestamp,
                "locked": thread.locked,
                "create_timestamp": thread.created,
            });
        }
        if channel.kind == places::FORUM {
            json["available_tags"] = json!([]);
            json["default_reaction_emoji"] = Value::Null;
            json["default_sort_order"] = Value::Null;
            json["default_forum_layout"] = json!(0);
            json["default_thread_rate_limit_per_user"] = json!(0);
        }
        json
    }

    /// The guild object. `for_gateway` adds the fields only GUILD_CREATE carries (members,
    /// channels, threads...), which serenity requires there.
    pub(super) fn guild_json(&self, id: u64, for_gateway: bool) -> Value {
        let (name, locale) = self
            .guild(id)
            .map_or(("", "en-US"), |g| (g.name.as_str(), g.locale.as_str()));
        let mut guild = json!({
            "id": id.to_string(),
            "name": name,
            "icon": null,
            "icon_hash": null,
            "splash": null,
            "discovery_splash": null,
            "owner_id": OWNER_ID.to_string(),
            "afk_channel_id": null,
            "afk_timeout": 300,
            "widget_enabled": false,
            "widget_channel_id": null,
            "verification_level": 0,
            "default_message_notifications": 1,
            "explicit_content_filter": 0,
            "roles": self.roles_json(id),
            "emojis": [],
            "features": [],
            "mfa_level": 0,
            "application_id": null,
            "system_channel_id": null,
            "system_channel_flags": 0,
            "rules_channel_id": null,
            "max_presences": null,
            "max_members": 500_000,
            "vanity_url_code": null,
            "description": null,
            "banner": null,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": locale,
            "public_updates_channel_id": null,
            "max_video_channel_users": 25,
            "max_stage_video_channel_users": 50,
            "nsfw_level": 0,
            "stickers": [],
            "premium_progress_bar_enabled": false,
            "safety_alerts_channel_id": null,
        });
        if for_gateway {
            let members: Vec<Value> = self
                .users
                .values()
                .map(|user| self.member_json(user, id, false))
                .collect();
            guild["joined_at"] = json!(self.joined_at);
            guild["large"] = json!(false);
            guild["unavailable"] = json!(false);
            guild["member_count"] = json!(members.len());
            guild["members"] = json!(members);
            guild["channels"] = self
                .guild_channels(id)
                .filter(|c| c.thread.is_none())
                .map(|c| self.channel_json(c))
                .collect();
            guild["threads"] = self
                .guild_channels(id)
                .filter(|c| c.thread.as_ref().is_some_and(|t| !t.archived))
                .map(|c| self.channel_json(c))
                .collect();
            guild["voice_states"] = json!([]);
            guild["presences"] = json!([]);
            guild["stage_instances"] = json!([]);
            guild["guild_scheduled_events"] = json!([]);
            guild["soundboard_sounds"] = json!([]);
        }
        guild
    }

    pub(super) fn ready_json(&self, session_id: &str, shard: Option<(u64, u64)>) -> Value {
        // The guilds this shard will receive a GUILD_CREATE for.
        let guilds: Vec<Value> = self
            .guilds_of_shard(shard)
            .into_iter()
            .map(|id| json!({"id": id.to_string(), "unavailable": true}))
            .collect();
        let mut ready = json!({
            "v": 10,
            "user": user_json(&self.bot),
            "guilds": guilds,
            "session_id": session_id,
            "resume_gateway_url": self.gateway_url(),
            // serenity takes the application id for every /applications and /webhooks
            // route from here.
            "application": {"id": APP_ID.to_string(), "flags": 0},
            "private_channels": [],
            "presences": [],
        });
        if let Some((id, total)) = shard {
            ready["shard"] = json!([id, total]);
        }
        ready
    }

    /// `GET /oauth2/applications/@me` (poise reads the owner from it).
    pub(super) fn application_json(&self) -> Value {
        json!({
            "id": APP_ID.to_string(),
            "name": self.bot.name,
            "icon": null,
            "description": "",
            "bot_public": true,
            "bot_require_code_grant": false,
            "verify_key": "0".repeat(64),
            "owner": user_json(&self.owner),
            "team": null,
            "flags": 0,
            "bot": user_json(&self.bot),
        })
    }

    /// A message object as REST returns it (no `guild_id`, no `member`: only gateway
    /// messages have them).
    pub(super) fn message_json(&self, message: &RecordedMessage) -> Value {
        let mentions: Vec<Value> = message
            .mentions
            .iter()
            .map(|id| {
                self.users.get(id).map_or_else(
                    || json!({"id": id.to_string(), "username": "unknown-user", "discriminator": "0", "global_name": null, "avatar": null}),
                    user_json,
                )
            })
            .collect();
        let attachments: Vec<Value> = message
            .attachments
            .iter()
            .map(super::attachments::attachment_json)
            .collect();
        let embeds: Vec<Value> = message
            .embeds
            .iter()
            .map(|embed| {
                let mut embed = embed.clone();
                // Discord answers with the embed type; bots never send it.
                if embed.get("type").is_none() {
                    embed["type"] = json!("rich");
                }
                embed
            })
            .collect();
        let mut json = json!({
            "id": message.id.to_string(),
            "channel_id": message.channel_id.to_string(),
            "author": user_json(&self.bot),
            "content": message.content,
            "timestamp": message.timestamp,
            "edited_timestamp": message.edited_timestamp,
            "tts": false,
            "mention_everyone": false,
            "mentions": mentions,
            "mention_roles": [],
            "attachments": attachments,
            "embeds": embeds,
            "pinned": false,
            "type": message.message_type,
            "flags": message.flags,
            "components": message.components,
        });
        if let Some(nonce) = &message.nonce {
            json["nonce"] = nonce.clone();
        }
        if let Some(thread) = message.thread_id.and_then(|t| self.channel(t)) {
            json["thread"] = self.channel_json(thread);
        }
        if let (Some(interaction_id), Some(owner)) = (message.interaction_id, message.owner) {
            // Interaction answers are sent through the application's webhook.
            json["webhook_id"] = json!(APP_ID.to_string());
            json["application_id"] = json!(APP_ID.to_string());
            if let Some(metadata) = self.interaction_metadata(interaction_id, owner, message) {
                json["interaction_metadata"] = metadata;
            }
        }
        json
    }

    fn interaction_metadata(
        &self,
        interaction_id: u64,
        owner: u64,
        message: &RecordedMessage,
    ) -> Option<Value> {
        let interaction = self.interactions.iter().find(|i| i.id == interaction_id)?;
        let user = self.users.get(&owner)?;
        let mut metadata = json!({
            "id": interaction_id.to_string(),
            "type": interaction.kind,
            "user": user_json(user),
            // "0" is a guild installation, keyed to the guild's id ("0" in a DM).
            "authorizing_integration_owners": {"0": self.guild_of(interaction.channel_id).to_string()},
        });
        if message.origin == Origin::Followup
            && let Some(original) = interaction.original
        {
            metadata["original_response_message_id"] = json!(original.to_string());
        }
        if let Some(clicked) = interaction.clicked {
            metadata["interacted_message_id"] = json!(clicked.to_string());
        }
        Some(metadata)
    }

    /// A guild's channels and threads that exist (not deleted).
    pub(super) fn guild_channels(&self, guild: u64) -> impl Iterator<Item = &ChannelRec> {
        self.channels.iter().filter(move |c| {
            c.kind != places::DM && c.guild == guild && self.live_channel(c.id).is_some()
        })
    }

    /// The fields every interaction carries. In a DM: no `guild_id` nor `member`, the `user`
    /// instead, a channel of type 1 and context 1 (the bot's DM), as Discord sends it.
    fn interaction_base(
        &self,
        id: u64,
        token: &str,
        kind: u8,
        user: &FakeUser,
        channel: u64,
    ) -> Value {
        let in_dm = self.channel(channel).is_some_and(|c| c.kind == places::DM);
        let guild = self.guild_of(channel);
        let channel_json = self.channel(channel).map_or_else(
            || json!({"id": channel.to_string(), "type": 0, "name": "unknown"}),
            |c| {
                let mut partial = self.channel_json(c);
                let permissions = if in_dm {
                    dm_permissions()
                } else {
                    self.permissions_of(user, guild)
                };
                partial["permissions"] = json!(permissions.to_string());
                partial
            },
        );
        if in_dm {
            return json!({
                "id": id.to_string(),
                "application_id": APP_ID.to_string(),
                "type": kind,
                "token": token,
                "version": 1,
                "channel_id": channel.to_string(),
                "channel": channel_json,
                "user": user_json(user),
                "app_permissions": dm_permissions().to_string(),
                "locale": user.locale,
                "entitlements": [],
                // A guild-installed app in its bot's DM: "0" stands for no guild.
                "authorizing_integration_owners": {"0": "0"},
                "context": 1,
                "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
            });
        }
        let locale = self.guild(guild).map_or("en-US", |g| g.locale.as_str());
        json!({
            "id": id.to_string(),
            "application_id": APP_ID.to_string(),
            "type": kind,
            "token": token,
            "version": 1,
            "guild_id": guild.to_string(),
            "guild": {"id": guild.to_string(), "locale": locale, "features": []},
            "channel_id": channel.to_string(),
            "channel": channel_json,
            "member": self.member_json(user, guild, true),
            // What the bot may do in the channel, its overwrites there applied: poise's
            // permission checks `expect` it.
            "app_permissions": self.bot_permissions_in(channel).to_string(),
            "locale": user.locale,
            "guild_locale": locale,
            "entitlements": [],
            "authorizing_integration_owners": {"0": guild.to_string()},
            "context": 0,
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        })
    }

    /// INTERACTION_CREATE for a slash command (type 2).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn command_interaction_json(
        &self,
        id: u64,
        token: &str,
        user: &FakeUser,
        channel: u64,
        name: &str,
        command_id: u64,
        options: Vec<Value>,
    ) -> Value {
        let mut payload = self.interaction_base(id, token, 2, user, channel);
        let mut data = json!({
            "id": command_id.to_string(),
            "name": name,
            "type": 1,
        });
        if let Some(guild) = payload.get("guild_id") {
            data["guild_id"] = guild.clone();
        }
        let resolved = self.resolved_json(&options, self.guild_of(channel));
        if !options.is_empty() {
            data["options"] = Value::Array(options);
        }
        if let Some(resolved) = resolved {
            data["resolved"] = resolved;
        }
        payload["data"] = data;
        payload
    }

    /// Discord sends, beside a user option's id, the user and member in `data.resolved`;
    /// poise reads a `serenity::User` argument from there.
    fn resolved_json(&self, options: &[Value], guild: u64) -> Option<Value> {
        let mut users = serde_json::Map::new();
        let mut members = serde_json::Map::new();
        let mut stack: Vec<&Value> = options.iter().collect();
        while let Some(option) = stack.pop() {
            if let Some(nested) = option["options"].as_array() {
                stack.extend(nested);
            }
            if option["type"] != 6 {
                continue;
            }
            let Some(id) = option["value"].as_str().and_then(|v| v.parse::<u64>().ok()) else {
                continue;
            };
            let Some(user) = self.users.get(&id) else {
                continue;
            };
            users.insert(id.to_string(), user_json(user));
            let mut member = self.member_json(user, guild, true);
            if let Some(object) = member.as_object_mut() {
                object.remove("user");
            }
            members.insert(id.to_string(), member);
        }
        (!users.is_empty()).then(|| json!({"users": users, "members": members}))
    }

    /// INTERACTION_CREATE for a modal submission (type 5), without its `data`.
    pub(super) fn modal_submit_json(
        &self,
        id: u64,
        token: &str,
        user: &FakeUser,
        channel: u64,
    ) -> Value {
        self.interaction_base(id, token, 5, user, channel)
    }

    /// INTERACTION_CREATE for a component (type 3) from `channel`: the clicked message comes
    /// whole.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn component_interaction_json(
        &self,
        id: u64,
        token: &str,
        user: &FakeUser,
        channel: u64,
        message: &RecordedMessage,
        custom_id: &str,
        component_type: u8,
        values: &[String],
    ) -> Value {
        let mut payload = self.interaction_base(id, token, 3, user, channel);
        let mut data = json!({"custom_id": custom_id, "component_type": component_type});
        if component_type != 2 {
            data["values"] = json!(values);
        }
        payload["data"] = data;
        payload["message"] = self.message_json(message);
        payload
    }
}
