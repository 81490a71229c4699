//! Slash commands written as a user types them (`/ribs new target:2 thread:true`), turned
//! into `data.options` after the registered command's option types, as the Discord client
//! does.

use serde_json::{Value, json};

use super::state::State;

/// Option types of Discord's application commands.
const SUB_COMMAND: u64 = 1;
const SUB_COMMAND_GROUP: u64 = 2;

impl State {
    pub(super) fn parse_command_line(&self, line: &str) -> Result<(String, Vec<Value>), String> {
        let tokens = tokenize(line)?;
        let Some((first, rest)) = tokens.split_first() else {
            return Err("the line is empty".to_owned());
        };
        let name = first.trim_start_matches('/');
        let Some(command) = self.commands.iter().find(|c| c.name == name) else {
            let names: Vec<&str> = self.commands.iter().map(|c| c.name.as_str()).collect();
            return Err(format!(
                "no command `/{name}` is registered (registered: {names:?})"
            ));
        };
        let mut definitions: &[Value] = &command.options;
        let mut path: Vec<(u64, String)> = Vec::new();
        let mut words = rest.iter().peekable();
        while definitions
            .iter()
            .any(|o| matches!(o["type"].as_u64(), Some(SUB_COMMAND | SUB_COMMAND_GROUP)))
        {
            let choices: Vec<&str> = definitions
                .iter()
                .filter_map(|o| o["name"].as_str())
                .collect();
            let Some(word) = words.next() else {
                return Err(format!("a subcommand is needed, one of {choices:?}"));
            };
            let Some(definition) = definitions.iter().find(|o| o["name"] == word.as_str()) else {
                return Err(format!("`{word}` is not one of {choices:?}"));
            };
            path.push((
                definition["type"].as_u64().unwrap_or(SUB_COMMAND),
                word.clone(),
            ));
            definitions = definition["options"].as_array().map_or(&[], Vec::as_slice);
        }
        let mut options = Vec::new();
        for word in words {
            let Some((key, raw)) = word.split_once(':') else {
                return Err(format!("`{word}` is not `name:value`"));
            };
            let Some(definition) = definitions.iter().find(|o| o["name"] == key) else {
                let names: Vec<&str> = definitions
                    .iter()
                    .filter_map(|o| o["name"].as_str())
                    .collect();
                return Err(format!("no option `{key}`; the options are {names:?}"));
            };
            let value = option_value(definition, raw)?;
            options.push(json!({"type": definition["type"], "name": key, "value": value}));
        }
        for definition in definitions {
            let given = options.iter().any(|o| o["name"] == definition["name"]);
            if definition["required"] == true && !given {
                return Err(format!("the option `{}` is required", definition["name"]));
            }
        }
        for (kind, name) in path.into_iter().rev() {
            options = vec![json!({"type": kind, "name": name, "options": options})];
        }
        Ok((name.to_owned(), options))
    }
}

/// Splits on spaces, except inside double quotes (which are removed).
fn tokenize(line: &str) -> Result<Vec<String>, String> {
    let mut tokens = Vec::new();
    let mut current = String::new();
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '"' => quoted = !quoted,
            c if c.is_whitespace() && !quoted => {
                if !current.is_empty() {
                    tokens.push(std::mem::take(&mut current));
                }
            }
            c => current.push(c),
        }
    }
    if quoted {
        return Err("a quote is not closed".to_owned());
    }
    if !current.is_empty() {
        tokens.push(current);
    }
    Ok(tokens)
}

/// A typed value as Discord sends it: numbers as JSON numbers, ids as strings.
fn option_value(definition: &Value, raw: &str) -> Result<Value, String> {
    let name = definition["name"].as_str().unwrap_or_default();
    // poise sends `"choices": []` for options without choices.
    if let Some(choices) = definition["choices"].as_array().filter(|c| !c.is_empty()) {
        let choice = choices.iter().find(|c| {
            c["name"]
                .as_str()
                .is_some_and(|n| n.eq_ignore_ascii_case(raw))
                || match &c["value"] {
                    Value::String(s) => s == raw,
                    Value::Number(n) => n.to_string() == raw,
                    _ => false,
                }
        });
        return match choice {
            Some(choice) => Ok(choice["value"].clone()),
            None => {
                let names: Vec<&str> = choices.iter().filter_map(|c| c["name"].as_str()).collect();
                Err(format!("`{raw}` is not a choice of `{name}`: {names:?}"))
            }
        };
    }
    let id = |prefix: &str| {
        raw.strip_prefix(prefix)
            .and_then(|r| r.strip_suffix('>'))
            .unwrap_or(raw)
            .trim_start_matches('!')
            .parse::<u64>()
            .map(|id| json!(id.to_string()))
            .map_err(|_| format!("`{raw}` is not an id for `{name}`"))
    };
    match definition["type"].as_u64() {
        Some(3) => Ok(json!(raw)),
        Some(4) => raw
            .parse::<i64>()
            .map(|n| json!(n))
            .map_err(|_| format!("`{raw}` is not an integer for `{name}`")),
        Some(5) => match raw {
            "true" | "yes" => Ok(json!(true)),
            "false" | "no" => Ok(json!(false)),
            _ => Err(format!("`{raw}` is not a boolean for `{name}`")),
        },
        Some(6 | 9) => id("<@"),
        Some(7) => id("<#"),
        Some(8) => id("<@&"),
        Some(10) => raw
            .parse::<f64>()
            .map(|n| json!(n))
            .map_err(|_| format!("`{raw}` is not a number for `{name}`")),
        other => Err(format!(
            "options of type {other:?} (`{name}`) cannot be typed here"
        )),
    }
}
