//! The application command routes: `PUT` and `POST` of guild and global commands.

use serde_json::{Value, json};

use crate::support::fake_discord::state::State;
use crate::support::fake_discord::{APP_ID, ApiError, RegisteredCommand, limits};

use super::Answer;

impl State {
    fn command_json(&mut self, command: &Value, guild: Option<u64>) -> RegisteredCommand {
        let name = command["name"].as_str().unwrap_or_default().to_owned();
        // Discord keeps a command's id when it is registered again under the same name.
        let existing = self
            .commands
            .iter()
            .find(|c| c.name == name && c.guild_id == guild)
            .map(|c| c.id);
        let id = match existing {
            Some(id) => id,
            None => self.next_id(),
        };
        let version = self.next_id();
        let kind = command["type"].as_u64().unwrap_or(1);
        let mut json = command.clone();
        json["id"] = json!(id.to_string());
        json["application_id"] = json!(APP_ID.to_string());
        json["version"] = json!(version.to_string());
        json["type"] = json!(kind);
        json["description"] = command.get("description").cloned().unwrap_or(json!(""));
        if json.get("options").is_none_or(Value::is_null) {
            json["options"] = json!([]);
        }
        json["nsfw"] = command.get("nsfw").cloned().unwrap_or(json!(false));
        if let Some(guild) = guild {
            json["guild_id"] = json!(guild.to_string());
        }
        RegisteredCommand {
            id,
            name,
            description: json["description"].as_str().unwrap_or_default().to_owned(),
            kind: u8::try_from(kind).unwrap_or(1),
            guild_id: guild,
            options: json["options"].as_array().cloned().unwrap_or_default(),
            json,
        }
    }

    pub(super) fn commands_json(&self, guild: Option<u64>) -> Value {
        self.commands
            .iter()
            .filter(|c| c.guild_id == guild)
            .map(|c| c.json.clone())
            .collect()
    }

    /// Bulk overwrite: the list replaces every command of that scope.
    pub(super) fn put_commands(
        &mut self,
        guild: Option<u64>,
        body: &Value,
    ) -> Result<Answer, ApiError> {
        let Some(list) = body.as_array() else {
            let mut errors = limits::FormErrors::default();
            errors.push("", "BASE_TYPE_ARRAY", "Must be an array.");
            return Err(errors.into_error());
        };
        let mut errors = limits::FormErrors::default();
        if list.len() > 100 {
            errors.push(
                "",
                "BASE_TYPE_MAX_LENGTH",
                "Must be 100 or fewer in length.",
            );
        }
        for (i, command) in list.iter().enumerate() {
            limits::check_command(command, &i.to_string(), &mut errors);
        }
        if !errors.is_empty() {
            return Err(errors.into_error());
        }
        let registered: Vec<RegisteredCommand> =
            list.iter().map(|c| self.command_json(c, guild)).collect();
        self.commands.retain(|c| c.guild_id != guild);
        self.commands.extend(registered);
        self.gateway.registrations += 1;
        let answer = self.commands_json(guild);
        self.check::<Vec<serenity::all::Command>>("registered commands", &answer);
        Ok(Answer::ok(answer))
    }

    pub(super) fn post_command(
        &mut self,
        guild: Option<u64>,
        body: &Value,
    ) -> Result<Answer, ApiError> {
        let mut errors = limits::FormErrors::default();
        limits::check_command(body, "", &mut errors);
        if !errors.is_empty() {
            return Err(errors.into_error());
        }
        let command = self.command_json(body, guild);
        let existed = self.commands.iter().any(|c| c.id == command.id);
        self.commands.retain(|c| c.id != command.id);
        let json = command.json.clone();
        self.commands.push(command);
        self.gateway.registrations += 1;
        self.check::<serenity::all::Command>("registered command", &json);
        Ok(Answer::json(if existed { 200 } else { 201 }, json))
    }
}
