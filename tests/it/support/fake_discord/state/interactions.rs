//! Interactions injected into the state as users' clients send them.

use std::time::Instant;

use serde_json::Value;

use crate::support::fake_discord::payload::FLAG_EPHEMERAL;
use crate::support::fake_discord::{FakeUser, ForgedClick, RecordedMessage};

use super::{InteractionRec, State};

impl State {
    fn remember_user(&mut self, user: &FakeUser) {
        self.users.entry(user.id).or_insert_with(|| user.clone());
    }

    pub(in crate::support::fake_discord) fn inject_command(
        &mut self,
        user: &FakeUser,
        channel: u64,
        name: &str,
        options: Vec<Value>,
    ) -> (u64, String) {
        self.remember_user(user);
        let id = self.next_id();
        let token = interaction_token(id);
        // The command as the user's client lists it there: the server's own, else the
        // global one (a guild command is seen in its guild only).
        let guild = self.guild_of(channel);
        let registered = self
            .commands
            .iter()
            .filter(|c| c.name == name && c.guild_id.is_none_or(|g| g == guild))
            .min_by_key(|c| c.guild_id.is_none())
            .map(|c| c.id);
        if registered.is_none() && self.commands.iter().any(|c| c.name == name) {
            self.problems.push(format!(
                "/{name} was used in guild {guild}, where it is not registered (registered only \
                 in another guild): no Discord client would offer it there"
            ));
        }
        let command_id = match registered {
            Some(command_id) => command_id,
            None => self.next_id(),
        };
        let payload =
            self.command_interaction_json(id, &token, user, channel, name, command_id, options);
        self.push_interaction(id, &token, 2, user, channel, None);
        self.dispatch("INTERACTION_CREATE", payload);
        (id, token)
    }

    pub(in crate::support::fake_discord) fn inject_click(
        &mut self,
        user: &FakeUser,
        message_id: u64,
        button: &str,
    ) -> Result<(u64, String), String> {
        let message = self.visible_message(user, message_id)?;
        let Some(found) = message.button(button) else {
            return Err(format!(
                "message {message_id} has no button `{button}`; its buttons: {:?}",
                message
                    .buttons()
                    .iter()
                    .map(|b| format!("{} ({})", b.label.as_deref().unwrap_or(""), b.custom_id))
                    .collect::<Vec<_>>()
            ));
        };
        if found.disabled {
            return Err(format!("the button `{button}` is disabled"));
        }
        if found.custom_id.is_empty() {
            return Err(format!(
                "`{button}` is a link button: clicking it sends nothing"
            ));
        }
        self.inject_component(user, message_id, &found.custom_id, 2, Vec::new())
    }

    pub(in crate::support::fake_discord) fn inject_select(
        &mut self,
        user: &FakeUser,
        message_id: u64,
        custom_id: &str,
        values: Vec<String>,
    ) -> Result<(u64, String), String> {
        let message = self.visible_message(user, message_id)?;
        let Some(menu) = message.select(custom_id) else {
            return Err(format!(
                "message {message_id} has no select menu `{custom_id}`; its components: {:?}",
                message.custom_ids()
            ));
        };
        if menu.disabled {
            return Err(format!("the select menu `{custom_id}` is disabled"));
        }
        if menu.kind == 3
            && let Some(bad) = values
                .iter()
                .find(|v| !menu.options.iter().any(|o| &o.value == *v))
        {
            return Err(format!("`{bad}` is not an option of `{}`", menu.custom_id));
        }
        let count = values.len() as u64;
        if count < menu.min_values || count > menu.max_values {
            return Err(format!(
                "{count} values chosen; `{}` takes {} to {}",
                menu.custom_id, menu.min_values, menu.max_values
            ));
        }
        self.inject_component(user, message_id, &menu.custom_id, menu.kind, values)
    }

    fn visible_message(&self, user: &FakeUser, message_id: u64) -> Result<RecordedMessage, String> {
        let message = self
            .message(message_id)
            .ok_or_else(|| format!("message {message_id} was never recorded"))?;
        if message.deleted {
            return Err(format!("message {message_id} was deleted"));
        }
        if !message.is_visible_to(user) {
            return Err(format!(
                "message {message_id} is someone else's ephemeral message"
            ));
        }
        Ok(message.clone())
    }

    pub(in crate::support::fake_discord) fn inject_component(
        &mut self,
        user: &FakeUser,
        message_id: u64,
        custom_id: &str,
        component_type: u8,
        values: Vec<String>,
    ) -> Result<(u64, String), String> {
        let click = ForgedClick {
            component_type,
            values,
            ..ForgedClick::new(message_id, custom_id)
        };
        self.inject_forged(user, &click)
    }

    /// A component interaction carrying a recorded message, from wherever `click` claims.
    pub(in crate::support::fake_discord) fn inject_forged(
        &mut self,
        user: &FakeUser,
        click: &ForgedClick,
    ) -> Result<(u64, String), String> {
        let message = self
            .message(click.message_id)
            .cloned()
            .ok_or_else(|| format!("message {} was never recorded", click.message_id))?;
        self.remember_user(user);
        let channel = if click.dm {
            self.dm_channel(user)
        } else {
            click.channel.unwrap_or(message.channel_id)
        };
        let id = self.next_id();
        let token = interaction_token(id);
        let mut payload = self.component_interaction_json(
            id,
            &token,
            user,
            channel,
            &message,
            &click.custom_id,
            click.component_type,
            &click.values,
        );
        payload["message"]["channel_id"] = serde_json::json!(channel.to_string());
        if let Some(ephemeral) = click.ephemeral {
            let flags = payload["message"]["flags"].as_u64().unwrap_or(0);
            let flags = if ephemeral {
                flags | FLAG_EPHEMERAL
            } else {
                flags & !FLAG_EPHEMERAL
            };
            payload["message"]["flags"] = serde_json::json!(flags);
        }
        self.push_interaction(id, &token, 3, user, channel, Some(click.message_id));
        self.dispatch("INTERACTION_CREATE", payload);
        Ok((id, token))
    }

    /// The submission of the modal the bot showed in answer to interaction `shown`.
    pub(in crate::support::fake_discord) fn inject_modal_submit(
        &mut self,
        shown: u64,
        values: &[(&str, &str)],
    ) -> Result<(u64, String), String> {
        let index = self
            .interaction_index(shown)
            .ok_or_else(|| format!("interaction {shown} was never injected"))?;
        let shown = self.interactions[index].clone();
        let modal = match &shown.callback {
            Some(callback) if callback.kind == 9 => callback.data.clone(),
            _ => {
                return Err(format!(
                    "interaction {} was not answered with a modal",
                    shown.id
                ));
            }
        };
        let mut rows = Vec::new();
        let mut used = 0;
        for row in modal["components"].as_array().into_iter().flatten() {
            for input in row["components"].as_array().into_iter().flatten() {
                let custom_id = input["custom_id"].as_str().unwrap_or_default();
                let value = values
                    .iter()
                    .find(|(id, _)| *id == custom_id)
                    .map(|(_, v)| *v);
                used += usize::from(value.is_some());
                if value.is_none() && input["required"].as_bool().unwrap_or(true) {
                    return Err(format!("the text input `{custom_id}` is required"));
                }
                rows.push(serde_json::json!({"type": 1, "components": [
                    {"type": 4, "custom_id": custom_id, "value": value.unwrap_or_default()}
                ]}));
            }
        }
        if used != values.len() {
            return Err("a value names no text input of the modal".to_owned());
        }
        let user = self
            .users
            .get(&shown.user)
            .cloned()
            .ok_or("the user is unknown")?;
        let id = self.next_id();
        let token = interaction_token(id);
        let mut payload = self.modal_submit_json(id, &token, &user, shown.channel_id);
        payload["data"] = serde_json::json!({"custom_id": modal["custom_id"], "components": rows});
        if let Some(message) = shown.clicked.and_then(|m| self.message(m)) {
            payload["message"] = self.message_json(message);
        }
        self.push_interaction(id, &token, 5, &user, shown.channel_id, shown.clicked);
        self.dispatch("INTERACTION_CREATE", payload);
        Ok((id, token))
    }

    fn push_interaction(
        &mut self,
        id: u64,
        token: &str,
        kind: u8,
        user: &FakeUser,
        channel_id: u64,
        clicked: Option<u64>,
    ) {
        self.interactions.push(InteractionRec {
            id,
            token: token.to_owned(),
            kind,
            user: user.id,
            channel_id,
            clicked,
            injected_at: Instant::now(),
            created: self.clock(),
            callback: None,
            refused: 0,
            original: None,
            placeholder_pending: false,
            followups: Vec::new(),
        });
    }
}

fn interaction_token(id: u64) -> String {
    format!("fake-interaction-token-{id}")
}
