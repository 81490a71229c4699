//! Discord's limits on messages, embeds, components, modals and commands, checked so that a
//! bot exceeding them fails here as it would on Discord: 400, code 50035 "Invalid Form
//! Body", with `errors` nested by path and `_errors` at the leaves (the shape serenity
//! parses into `DiscordJsonError::errors`).

use std::collections::HashSet;

use serde_json::{Map, Value, json};

use super::ApiError;
use super::state::MessageBody;

/// Collected form errors, each at a dotted path such as `components.0.components.1.label`.
#[derive(Default)]
pub(super) struct FormErrors(Vec<(String, &'static str, String)>);

impl FormErrors {
    pub(super) fn push(&mut self, path: &str, code: &'static str, message: &str) {
        self.0.push((path.to_owned(), code, message.to_owned()));
    }

    pub(super) fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub(super) fn into_error(self) -> ApiError {
        let mut errors = Map::new();
        for (path, code, message) in self.0 {
            let mut node = &mut errors;
            for segment in path.split('.').filter(|s| !s.is_empty()) {
                let child = node.entry(segment.to_owned()).or_insert_with(|| json!({}));
                if !child.is_object() {
                    *child = json!({});
                }
                node = match child.as_object_mut() {
                    Some(object) => object,
                    None => unreachable!("made an object just above"),
                };
            }
            let leaf = node.entry("_errors").or_insert_with(|| json!([]));
            if let Some(list) = leaf.as_array_mut() {
                list.push(json!({"code": code, "message": message}));
            }
        }
        ApiError {
            status: 400,
            code: 50035,
            message: "Invalid Form Body".to_owned(),
            errors: Some(Value::Object(errors)),
            retry_after_ms: 0,
        }
    }

    fn max_len(&mut self, path: &str, value: &Value, max: usize) {
        if let Some(text) = value.as_str() {
            let len = text.chars().count();
            if len > max {
                self.push(
                    path,
                    "BASE_TYPE_MAX_LENGTH",
                    &format!("Must be {max} or fewer in length."),
                );
            }
        }
    }

    fn required_text(&mut self, path: &str, value: &Value, max: usize) {
        match value.as_str() {
            Some(text) if !text.is_empty() => self.max_len(path, value, max),
            _ => self.push(path, "BASE_TYPE_REQUIRED", "This field is required"),
        }
    }
}

/// Message limits: content 2000 characters; at most 10 embeds, 6000 characters of embed
/// text in all; at most 5 action rows; emojis on components that the bot may use
/// (`usable_emoji` says which custom ones).
pub(super) fn check_message(
    body: &MessageBody,
    errors: &mut FormErrors,
    usable_emoji: &dyn Fn(u64) -> bool,
) {
    if let Some(content) = &body.content {
        errors.max_len("content", &Value::String(content.clone()), 2000);
    }
    if let Some(embeds) = &body.embeds {
        check_embeds(embeds, errors);
    }
    if let Some(rows) = &body.components {
        check_rows(rows, errors, "components", usable_emoji);
    }
}

fn check_embeds(embeds: &[Value], errors: &mut FormErrors) {
    if embeds.len() > 10 {
        errors.push(
            "embeds",
            "BASE_TYPE_MAX_LENGTH",
            "Must be 10 or fewer in length.",
        );
    }
    let mut total = 0;
    let count = |value: &Value| value.as_str().map_or(0, |t| t.chars().count());
    for (i, embed) in embeds.iter().enumerate() {
        let path = format!("embeds.{i}");
        if !embed.is_object() {
            errors.push(
                &path,
                "MODEL_TYPE_CONVERT",
                "Only dictionaries may be used in a ModelType",
            );
            continue;
        }
        errors.max_len(&format!("{path}.title"), &embed["title"], 256);
        errors.max_len(&format!("{path}.description"), &embed["description"], 4096);
        errors.max_len(
            &format!("{path}.author.name"),
            &embed["author"]["name"],
            256,
        );
        errors.max_len(
            &format!("{path}.footer.text"),
            &embed["footer"]["text"],
            2048,
        );
        total += count(&embed["title"])
            + count(&embed["description"])
            + count(&embed["author"]["name"])
            + count(&embed["footer"]["text"]);
        let fields = embed["fields"].as_array().map_or(&[][..], Vec::as_slice);
        if fields.len() > 25 {
            errors.push(
                &format!("{path}.fields"),
                "BASE_TYPE_MAX_LENGTH",
                "Must be 25 or fewer in length.",
            );
        }
        for (j, field) in fields.iter().enumerate() {
            errors.required_text(&format!("{path}.fields.{j}.name"), &field["name"], 256);
            errors.required_text(&format!("{path}.fields.{j}.value"), &field["value"], 1024);
            total += count(&field["name"]) + count(&field["value"]);
        }
    }
    if total > 6000 {
        errors.push(
            "embeds",
            "MAX_EMBED_SIZE_EXCEEDED",
            "Embed size exceeds maximum size of 6000",
        );
    }
}

/// Action rows of a message: at most 5; each holds 1 to 5 buttons, or exactly one select
/// menu; custom ids are 1 to 100 characters and unique in the message.
fn check_rows(
    rows: &[Value],
    errors: &mut FormErrors,
    path: &str,
    usable_emoji: &dyn Fn(u64) -> bool,
) {
    if rows.len() > 5 {
        errors.push(
            path,
            "BASE_TYPE_MAX_LENGTH",
            "Must be 5 or fewer in length.",
        );
    }
    let mut seen = HashSet::new();
    for (i, row) in rows.iter().enumerate() {
        let row_path = format!("{path}.{i}");
        if row["type"] != 1 {
            errors.push(
                &format!("{row_path}.type"),
                "UNION_TYPE_CHOICES",
                "Top-level components of a message must be action rows (type 1).",
            );
            continue;
        }
        let children = row["components"].as_array().map_or(&[][..], Vec::as_slice);
        if children.is_empty() || children.len() > 5 {
            errors.push(
                &format!("{row_path}.components"),
                "BASE_TYPE_BAD_LENGTH",
                "Must be between 1 and 5 in length.",
            );
        }
        let selects = children
            .iter()
            .filter(|c| matches!(c["type"].as_u64(), Some(3 | 5..=8)))
            .count();
        if selects > 0 && children.len() > 1 {
            errors.push(
                &format!("{row_path}.components"),
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "The specified component exceeds the maximum width",
            );
        }
        for (j, component) in children.iter().enumerate() {
            let component_path = format!("{row_path}.components.{j}");
            check_component(component, errors, &component_path, &mut seen, usable_emoji);
        }
    }
}

fn check_component(
    component: &Value,
    errors: &mut FormErrors,
    path: &str,
    seen: &mut HashSet<String>,
    usable_emoji: &dyn Fn(u64) -> bool,
) {
    let custom_id = &component["custom_id"];
    let mut check_custom_id = |errors: &mut FormErrors| {
        errors.required_text(&format!("{path}.custom_id"), custom_id, 100);
        if let Some(id) = custom_id.as_str()
            && !seen.insert(id.to_owned())
        {
            errors.push(
                &format!("{path}.custom_id"),
                "COMPONENT_CUSTOM_ID_DUPLICATED",
                "Component custom id cannot be duplicated",
            );
        }
    };
    match component["type"].as_u64() {
        Some(2) => {
            errors.max_len(&format!("{path}.label"), &component["label"], 80);
            let has_label = component["label"].as_str().is_some_and(|l| !l.is_empty());
            if !has_label && component["emoji"].is_null() {
                errors.push(
                    &format!("{path}.label"),
                    "BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED",
                    "A button needs a label or an emoji",
                );
            }
            check_emoji(
                &component["emoji"],
                &format!("{path}.emoji"),
                errors,
                usable_emoji,
            );
            match component["style"].as_u64() {
                Some(1..=4) => check_custom_id(errors),
                Some(5) => {
                    if component["url"].as_str().is_none() {
                        errors.push(
                            &format!("{path}.url"),
                            "BASE_TYPE_REQUIRED",
                            "This field is required",
                        );
                    }
                }
                Some(6) => {}
                _ => errors.push(
                    &format!("{path}.style"),
                    "BASE_TYPE_CHOICES",
                    "Value must be one of {1, 2, 3, 4, 5, 6}.",
                ),
            }
        }
        Some(kind @ (3 | 5..=8)) => {
            check_custom_id(errors);
            errors.max_len(
                &format!("{path}.placeholder"),
                &component["placeholder"],
                150,
            );
            let min = component["min_values"].as_u64().unwrap_or(1);
            let max = component["max_values"].as_u64().unwrap_or(1);
            if min > 25 || !(1..=25).contains(&max) || min > max {
                errors.push(
                    &format!("{path}.max_values"),
                    "SELECT_COMPONENT_MIN_MAX_INVALID",
                    "min_values must be 0 to 25, max_values 1 to 25, and min <= max",
                );
            }
            if kind == 3 {
                check_select_options(component, errors, path, max, usable_emoji);
            }
        }
        Some(4) => errors.push(
            &format!("{path}.type"),
            "COMPONENT_TYPE_INVALID",
            "Text inputs are only valid in modals",
        ),
        _ => errors.push(
            &format!("{path}.type"),
            "UNION_TYPE_CHOICES",
            "Value of field \"type\" must be one of (2, 3, 5, 6, 7, 8).",
        ),
    }
}

fn check_select_options(
    component: &Value,
    errors: &mut FormErrors,
    path: &str,
    max: u64,
    usable_emoji: &dyn Fn(u64) -> bool,
) {
    let options = component["options"]
        .as_array()
        .map_or(&[][..], Vec::as_slice);
    if options.is_empty() || options.len() > 25 {
        errors.push(
            &format!("{path}.options"),
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 25 in length.",
        );
    }
    if max as usize > options.len() {
        errors.push(
            &format!("{path}.max_values"),
            "SELECT_COMPONENT_MAX_VALUES_EXCEEDS_OPTIONS",
            "max_values cannot exceed the number of options",
        );
    }
    let mut values = HashSet::new();
    for (k, option) in options.iter().enumerate() {
        let option_path = format!("{path}.options.{k}");
        errors.required_text(&format!("{option_path}.label"), &option["label"], 100);
        errors.required_text(&format!("{option_path}.value"), &option["value"], 100);
        errors.max_len(
            &format!("{option_path}.description"),
            &option["description"],
            100,
        );
        check_emoji(
            &option["emoji"],
            &format!("{option_path}.emoji"),
            errors,
            usable_emoji,
        );
        if let Some(value) = option["value"].as_str()
            && !values.insert(value)
        {
            errors.push(
                &format!("{option_path}.value"),
                "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                "Select option values must be unique",
            );
        }
    }
}

/// The `emoji` of a button or select option, checked as Discord does (400, 50035,
/// `BUTTON_COMPONENT_INVALID_EMOJI` "Invalid emoji" at `...emoji.id` or `...emoji.name`): an
/// `id` must be a custom emoji the bot may use (its application's emojis; the seeded guild
/// has none); without an `id`, `name` must be a unicode emoji (the fake refuses a name that
/// is empty or holds ASCII letters, spaces or colons, such as `:spades:` or a custom emoji's
/// name without its id).
fn check_emoji(emoji: &Value, path: &str, errors: &mut FormErrors, usable: &dyn Fn(u64) -> bool) {
    const INVALID: &str = "BUTTON_COMPONENT_INVALID_EMOJI";
    match emoji {
        Value::Null => {}
        Value::Object(fields) => match fields.get("id").filter(|id| !id.is_null()) {
            Some(id) => {
                if !super::state::snowflake_of(id).is_some_and(usable) {
                    errors.push(&format!("{path}.id"), INVALID, "Invalid emoji");
                }
            }
            None => {
                let name = fields.get("name").and_then(Value::as_str).unwrap_or("");
                let unicode = !name.is_empty()
                    && !name
                        .chars()
                        .any(|c| c.is_ascii_alphabetic() || c.is_whitespace() || c == ':');
                if !unicode {
                    errors.push(&format!("{path}.name"), INVALID, "Invalid emoji");
                }
            }
        },
        _ => errors.push(
            path,
            "MODEL_TYPE_CONVERT",
            "Only dictionaries may be used in a ModelType",
        ),
    }
}

/// A modal (callback type 9): custom id 1 to 100, title 1 to 45, 1 to 5 rows of one text
/// input each.
pub(super) fn check_modal(data: &Value) -> Result<(), ApiError> {
    let mut errors = FormErrors::default();
    errors.required_text("data.custom_id", &data["custom_id"], 100);
    errors.required_text("data.title", &data["title"], 45);
    let rows = data["components"].as_array().map_or(&[][..], Vec::as_slice);
    if rows.is_empty() || rows.len() > 5 {
        errors.push(
            "data.components",
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 5 in length.",
        );
    }
    for (i, row) in rows.iter().enumerate() {
        let inputs = row["components"].as_array().map_or(&[][..], Vec::as_slice);
        if row["type"] != 1 || inputs.len() != 1 || inputs[0]["type"] != 4 {
            errors.push(
                &format!("data.components.{i}"),
                "MODAL_ROW_INVALID",
                "Each row of a modal holds exactly one text input",
            );
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors.into_error())
    }
}

/// A command: name 1 to 32 lowercase letters, digits, `-` or `_`; description 1 to 100
/// characters; at most 25 options, required ones first, names unique.
pub(super) fn check_command(command: &Value, path: &str, errors: &mut FormErrors) {
    let kind = command["type"].as_u64().unwrap_or(1);
    let name = command["name"].as_str().unwrap_or_default();
    let name_ok = (1..=32).contains(&name.chars().count())
        && (kind != 1
            || name
                .chars()
                .all(|c| c == '-' || c == '_' || c.is_alphanumeric() && !c.is_uppercase()));
    if !name_ok {
        errors.push(
            &format!("{path}.name"),
            "APPLICATION_COMMAND_INVALID_NAME",
            "Command name is invalid",
        );
    }
    if kind == 1 {
        errors.required_text(&format!("{path}.description"), &command["description"], 100);
    }
    check_localizations(command, path, errors);
    check_options(&command["options"], &format!("{path}.options"), errors);
}

/// Whether a command's or option's name is one Discord takes: 1 to 32 characters, each
/// lowercase where it has case, a letter, a digit, `-` or `_`.
fn valid_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name
            .chars()
            .all(|c| c == '-' || c == '_' || c.is_alphanumeric() && !c.is_uppercase())
}

/// A command's or option's names and descriptions in other locales hold to the same
/// limits as the default ones (names as [`valid_name`], descriptions 1 to 100
/// characters): Discord refuses the whole registration otherwise.
fn check_localizations(item: &Value, path: &str, errors: &mut FormErrors) {
    if let Some(names) = item["name_localizations"].as_object() {
        for (locale, name) in names {
            if !valid_name(name.as_str().unwrap_or_default()) {
                errors.push(
                    &format!("{path}.name_localizations.{locale}"),
                    "APPLICATION_COMMAND_INVALID_NAME",
                    "Command name is invalid",
                );
            }
        }
    }
    if let Some(descriptions) = item["description_localizations"].as_object() {
        for (locale, text) in descriptions {
            errors.required_text(
                &format!("{path}.description_localizations.{locale}"),
                text,
                100,
            );
        }
    }
}

fn check_options(options: &Value, path: &str, errors: &mut FormErrors) {
    let options = options.as_array().map_or(&[][..], Vec::as_slice);
    if options.len() > 25 {
        errors.push(
            path,
            "BASE_TYPE_MAX_LENGTH",
            "Must be 25 or fewer in length.",
        );
    }
    let mut names = HashSet::new();
    let mut optional_seen = false;
    for (i, option) in options.iter().enumerate() {
        let option_path = format!("{path}.{i}");
        let name = option["name"].as_str().unwrap_or_default();
        if name.is_empty() || name.chars().count() > 32 || name.chars().any(char::is_uppercase) {
            errors.push(
                &format!("{option_path}.name"),
                "APPLICATION_COMMAND_INVALID_NAME",
                "Option name is invalid",
            );
        }
        if !names.insert(name) {
            errors.push(
                &format!("{option_path}.name"),
                "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
                "Option names must be unique",
            );
        }
        errors.required_text(
            &format!("{option_path}.description"),
            &option["description"],
            100,
        );
        check_localizations(option, &option_path, errors);
        let required = option["required"].as_bool().unwrap_or(false);
        if required && optional_seen {
            errors.push(
                &format!("{option_path}.required"),
                "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                "Required options must be placed before non-required options",
            );
        }
        optional_seen |= !required;
        if matches!(option["type"].as_u64(), Some(1 | 2)) {
            check_options(
                &option["options"],
                &format!("{option_path}.options"),
                errors,
            );
        }
        let choices = option["choices"].as_array().map_or(0, Vec::len);
        if choices > 25 {
            errors.push(
                &format!("{option_path}.choices"),
                "BASE_TYPE_MAX_LENGTH",
                "Must be 25 or fewer in length.",
            );
        }
    }
}
