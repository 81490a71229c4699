//! The interaction routes: callbacks, follow-ups and webhook edits of `@original`.

use std::time::{Duration, Instant};

use serde_json::Value;

use crate::support::fake_discord::payload::FLAG_EPHEMERAL;
use crate::support::fake_discord::state::{Callback, FileInfo, MessageBody, NewMessage, State};
use crate::support::fake_discord::{ApiError, Origin, limits};

use super::{Answer, CallContext, id_of, nest_errors};

/// How long an interaction's token can be used for webhooks (Discord: 15 minutes).
const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);

impl State {
    /// `POST /interactions/{id}/{token}/callback`.
    pub(super) fn callback(
        &mut self,
        id: u64,
        token: &str,
        body: &Value,
        files: &[FileInfo],
        context: &mut CallContext,
    ) -> Result<Answer, ApiError> {
        let index = self
            .interaction_index(id)
            .filter(|&i| self.interactions[i].token == token)
            .ok_or_else(ApiError::unknown_interaction)?;
        let interaction = self.interactions[index].clone();
        context.user = Some(interaction.user);
        context.interaction_id = Some(id);
        context.channel_id = Some(interaction.channel_id);
        context.token_age = Some(self.clock().saturating_sub(interaction.created));
        if interaction.callback.is_some() {
            // Discord: one callback per interaction; later ones are refused.
            self.interactions[index].refused += 1;
            return Err(ApiError::new(
                400,
                40060,
                "Interaction has already been acknowledged.",
            ));
        }
        if self.clock().saturating_sub(interaction.created) > self.ack_deadline {
            // Discord forgets an interaction not acknowledged within 3 seconds.
            return Err(ApiError::unknown_interaction());
        }
        let kind = body["type"].as_u64().unwrap_or(0);
        let data = body.get("data").cloned().unwrap_or(Value::Null);
        let flags = data["flags"].as_u64().unwrap_or(0);
        let is_modal_submit = interaction.kind == 5;
        let (original, ephemeral, pending) = match kind {
            4 | 5 => {
                let ephemeral = flags & FLAG_EPHEMERAL != 0;
                let placeholder = kind == 5;
                let parsed = if placeholder {
                    MessageBody::default()
                } else {
                    if data.is_null() {
                        let mut errors = limits::FormErrors::default();
                        errors.push("data", "BASE_TYPE_REQUIRED", "This field is required");
                        return Err(errors.into_error());
                    }
                    self.parse_body(&data, files)
                        .map_err(|e| nest_errors(e, "data"))?
                };
                let new = NewMessage {
                    id: None,
                    channel_id: interaction.channel_id,
                    origin: Origin::InteractionResponse,
                    owner: Some(interaction.user),
                    interaction_id: Some(id),
                    ephemeral,
                    // The answer to a slash command is a CHAT_INPUT_COMMAND (20) message.
                    message_type: if interaction.kind == 2 { 20 } else { 0 },
                    placeholder,
                };
                let message = self.create_message(new, &parsed)?;
                (Some(message), ephemeral, placeholder)
            }
            6 | 7 => {
                // Only a component's interaction (or a modal shown for one) can update the
                // message the component is attached to.
                let Some(clicked) = interaction.clicked else {
                    return Err(invalid_callback_type(kind));
                };
                let index = self
                    .message_index(clicked)
                    .filter(|&i| !self.messages[i].deleted)
                    .ok_or_else(ApiError::unknown_message)?;
                if kind == 7 {
                    let parsed = self
                        .parse_body(&data, files)
                        .map_err(|e| nest_errors(e, "data"))?;
                    self.edit_message(index, &parsed, false)?;
                }
                (Some(clicked), self.messages[index].ephemeral, false)
            }
            // A modal cannot answer a modal's submission.
            9 if !is_modal_submit => {
                limits::check_modal(&data)?;
                (None, false, false)
            }
            _ => return Err(invalid_callback_type(kind)),
        };
        let record = &mut self.interactions[index];
        record.callback = Some(Callback {
            kind: u8::try_from(kind).unwrap_or(0),
            data,
            at: Instant::now(),
            ephemeral,
        });
        record.original = original;
        record.placeholder_pending = pending;
        context.ephemeral = Some(ephemeral);
        Ok(Answer::no_content())
    }

    fn interaction_for_webhook(
        &self,
        token: &str,
        context: &mut CallContext,
    ) -> Result<usize, ApiError> {
        let index = self
            .interaction_by_token(token)
            .ok_or_else(ApiError::unknown_webhook)?;
        let interaction = &self.interactions[index];
        let age = self.clock().saturating_sub(interaction.created);
        context.user = Some(interaction.user);
        context.interaction_id = Some(interaction.id);
        context.channel_id = Some(interaction.channel_id);
        context.token_age = Some(age);
        if age > TOKEN_LIFETIME {
            // Discord: an interaction's token is valid for 15 minutes.
            return Err(ApiError::new(401, 50027, "Invalid Webhook Token"));
        }
        // The webhook of an interaction exists once the interaction was acknowledged.
        if interaction.callback.is_none() {
            return Err(ApiError::unknown_webhook());
        }
        Ok(index)
    }

    /// `POST /webhooks/{app}/{token}`: a follow-up message. Right after a deferral (type 5)
    /// the first follow-up fills the placeholder instead, and it stays as ephemeral as the
    /// deferral said, whatever the follow-up's own flags.
    pub(super) fn followup(
        &mut self,
        token: &str,
        body: &Value,
        files: &[FileInfo],
        context: &mut CallContext,
    ) -> Result<Answer, ApiError> {
        let index = self.interaction_for_webhook(token, context)?;
        let parsed = self.parse_body(body, files)?;
        let interaction = self.interactions[index].clone();
        if interaction.placeholder_pending
            && let Some(original) = interaction.original.and_then(|m| self.message_index(m))
        {
            self.edit_message(original, &parsed, true)?;
            self.interactions[index].placeholder_pending = false;
            context.ephemeral = Some(self.messages[original].ephemeral);
            let id = self.messages[original].id;
            return Ok(Answer::ok(self.message_answer(id)));
        }
        let ephemeral = parsed.flags.unwrap_or(0) & FLAG_EPHEMERAL != 0;
        let new = NewMessage {
            id: None,
            channel_id: interaction.channel_id,
            origin: Origin::Followup,
            owner: Some(interaction.user),
            interaction_id: Some(interaction.id),
            ephemeral,
            message_type: 0,
            placeholder: false,
        };
        let id = self.create_message(new, &parsed)?;
        self.interactions[index].followups.push(id);
        context.ephemeral = Some(ephemeral);
        Ok(Answer::ok(self.message_answer(id)))
    }

    /// `GET/PATCH/DELETE /webhooks/{app}/{token}/messages/{@original|id}`. `@original` is the
    /// answer (types 4, 5) or, after an update (6, 7), the clicked message.
    pub(super) fn webhook_message(
        &mut self,
        method: &str,
        token: &str,
        message: &str,
        body: &Value,
        files: &[FileInfo],
        context: &mut CallContext,
    ) -> Result<Answer, ApiError> {
        let index = self.interaction_for_webhook(token, context)?;
        let interaction = self.interactions[index].clone();
        let is_original = message == "@original";
        let target = if is_original {
            interaction.original.ok_or_else(ApiError::unknown_message)?
        } else {
            let id = id_of(message)?;
            if Some(id) != interaction.original && !interaction.followups.contains(&id) {
                return Err(ApiError::unknown_message());
            }
            id
        };
        let message_index = self
            .message_index(target)
            .filter(|&i| !self.messages[i].deleted)
            .ok_or_else(ApiError::unknown_message)?;
        context.ephemeral = Some(self.messages[message_index].ephemeral);
        match method {
            "GET" => Ok(Answer::ok(self.message_answer(target))),
            "PATCH" => {
                let parsed = self.parse_body(body, files)?;
                let fill = interaction.placeholder_pending && Some(target) == interaction.original;
                self.edit_message(message_index, &parsed, fill)?;
                if fill {
                    self.interactions[index].placeholder_pending = false;
                }
                Ok(Answer::ok(self.message_answer(target)))
            }
            _ => {
                self.messages[message_index].deleted = true;
                if Some(target) == interaction.original {
                    self.interactions[index].placeholder_pending = false;
                }
                Ok(Answer::no_content())
            }
        }
    }
}

fn invalid_callback_type(kind: u64) -> ApiError {
    let mut errors = limits::FormErrors::default();
    errors.push(
        "type",
        "INTERACTION_CALLBACK_TYPE_INVALID",
        &format!("Interaction callback type {kind} is not valid for this interaction"),
    );
    errors.into_error()
}
