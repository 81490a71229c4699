//! Application emojis (Discord's "Application-Owned Emoji"): `GET/POST
//! /applications/{app}/emojis` (the list answers `{"items": [...]}`), `GET/PATCH/DELETE
//! /applications/{app}/emojis/{id}`. An application owns up to 2,000, usable by its bot on
//! any component without Use External Emojis.
//!
//! Checked as on Discord: `name` 2 to 32 of `[A-Za-z0-9_]` and unique in the application
//! (400, 50035; a taken name is `APPLICATION_EMOJI_NAME_ALREADY_TAKEN`); `image` a data URI
//! (`data:image/png;base64,...`, also jpeg, gif, webp) of at most 256 KiB once decoded (400,
//! 50035 `BINARY_TYPE_MAX_SIZE`); the 2,001st is refused (400, 30008 "Maximum number of
//! emojis reached"); an unknown id is 404, 10014 "Unknown Emoji". The routes share a rate
//! limit bucket of their own per application, stricter than the others
//! ([`EMOJI_LIMIT`](super::EMOJI_LIMIT) per [`EMOJI_WINDOW`](super::EMOJI_WINDOW)).

use std::fmt;
use std::sync::Arc;
use std::time::Duration;

use base64::Engine as _;
use serde_json::{Value, json};

use super::attachments::png_size;
use super::payload::user_json;
use super::state::State;
use super::{ApiError, FakeDiscord, limits, rest::Answer};

/// The most emojis an application may own.
const MAX_EMOJIS: usize = 2000;
/// The largest emoji image, decoded (256 KiB).
const MAX_IMAGE: usize = 256 * 1024;

/// An emoji of the application.
#[derive(Clone, PartialEq, Eq)]
pub struct AppEmoji {
    /// Its id (a snowflake the fake assigned).
    pub id: u64,
    /// Its name.
    pub name: String,
    /// Whether it is animated (uploaded as a GIF).
    pub animated: bool,
    /// The media type of its data URI, e.g. `image/png`.
    pub content_type: String,
    /// The image, decoded.
    pub image: Arc<[u8]>,
    /// For a PNG: its width in pixels (Discord's emojis are 128×128).
    pub width: Option<u32>,
    /// For a PNG: its height in pixels.
    pub height: Option<u32>,
    /// Whether the bot created it through the API (else it was seeded, as if uploaded from
    /// the developer portal, by [`FakeDiscord::seed_emoji`]).
    pub by_bot: bool,
    /// When it was created, on the fake's clock.
    pub created_at: Duration,
}

impl fmt::Debug for AppEmoji {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AppEmoji")
            .field("id", &self.id)
            .field("name", &self.name)
            .field("animated", &self.animated)
            .field("content_type", &self.content_type)
            .field("bytes", &self.image.len())
            .field("width", &self.width)
            .field("height", &self.height)
            .field("by_bot", &self.by_bot)
            .finish_non_exhaustive()
    }
}

impl FakeDiscord {
    /// The application's emojis now, in order of creation.
    pub fn emojis(&self) -> Vec<AppEmoji> {
        self.inner.read(|s| s.emojis.clone())
    }

    /// How many emojis the bot created (`POST /applications/{app}/emojis` that took effect)
    /// over the fake's life, across every start of the bot: e.g. to check that a restart
    /// creates none again.
    pub fn emoji_creations(&self) -> u64 {
        self.inner.read(|s| s.emoji_creations)
    }

    /// Gives the application an emoji before the bot starts (as if uploaded from the
    /// developer portal, or left by an earlier run), e.g. to test a start that finds some or
    /// all of its emojis there. It counts in no [`FakeDiscord::emoji_creations`]. Returns its
    /// id.
    ///
    /// # Panics
    /// If the name is not 2 to 32 of `[A-Za-z0-9_]` or is taken.
    pub fn seed_emoji(&self, name: &str, png: &[u8]) -> u64 {
        let seeded = self.inner.with(|s| {
            if let Some((_, why)) = s.name_problem(name, None) {
                return Err(why);
            }
            Ok(s.add_emoji(name, "image/png", Arc::from(png), false))
        });
        seeded.unwrap_or_else(|why| panic!("fake Discord: cannot seed emoji {name:?}: {why}"))
    }
}

/// A data URI's media type and decoded bytes, if it is an image Discord takes.
fn decode_image(uri: &str) -> Option<(String, Vec<u8>)> {
    let rest = uri.strip_prefix("data:")?;
    let (content_type, data) = rest.split_once(";base64,")?;
    let content_type = match content_type {
        "image/jpg" => "image/jpeg",
        other => other,
    };
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(data)
        .ok()?;
    let looks_right = match content_type {
        "image/png" => png_size(&bytes).is_some(),
        "image/jpeg" => bytes.starts_with(&[0xff, 0xd8, 0xff]),
        "image/gif" => bytes.starts_with(b"GIF8"),
        "image/webp" => bytes.len() >= 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP",
        _ => false,
    };
    looks_right.then(|| (content_type.to_owned(), bytes))
}

impl State {
    /// The application's emojis now.
    pub fn emojis(&self) -> &[AppEmoji] {
        &self.emojis
    }

    /// How many emojis the bot created over the fake's life.
    pub fn emoji_creations(&self) -> u64 {
        self.emoji_creations
    }

    /// Whether the bot may show the custom emoji `id` on a component: one of its
    /// application's emojis (the seeded guild has no emojis of its own).
    pub(super) fn emoji_usable(&self, id: u64) -> bool {
        self.emojis.iter().any(|e| e.id == id)
    }

    /// Why `name` cannot name an emoji (`except`: the emoji being renamed), if it cannot.
    fn name_problem(
        &self,
        name: &str,
        except: Option<u64>,
    ) -> Option<(&'static str, &'static str)> {
        if !(2..=32).contains(&name.chars().count()) {
            return Some((
                "BASE_TYPE_BAD_LENGTH",
                "Must be between 2 and 32 in length.",
            ));
        }
        if !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Some((
                "STRING_TYPE_REGEX",
                "String value did not match validation regex.",
            ));
        }
        if self
            .emojis
            .iter()
            .any(|e| e.name == name && Some(e.id) != except)
        {
            return Some((
                "APPLICATION_EMOJI_NAME_ALREADY_TAKEN",
                "An emoji with this name already exists in this application.",
            ));
        }
        None
    }

    fn add_emoji(&mut self, name: &str, content_type: &str, image: Arc<[u8]>, by_bot: bool) -> u64 {
        let id = self.next_id();
        let size = png_size(&image);
        self.emojis.push(AppEmoji {
            id,
            name: name.to_owned(),
            animated: content_type == "image/gif",
            content_type: content_type.to_owned(),
            image,
            width: size.map(|s| s.0),
            height: size.map(|s| s.1),
            by_bot,
            created_at: self.clock(),
        });
        id
    }

    /// An emoji object as Discord answers it; `user` is the bot for an emoji it created,
    /// the application's owner for one uploaded from the portal.
    fn emoji_json(&mut self, emoji: &AppEmoji) -> Value {
        let user = if emoji.by_bot { &self.bot } else { &self.owner };
        let json = json!({
            "id": emoji.id.to_string(),
            "name": emoji.name,
            "roles": [],
            "user": user_json(user),
            "require_colons": true,
            "managed": false,
            "animated": emoji.animated,
            "available": true,
        });
        self.check::<serenity::all::Emoji>("emoji", &json);
        json
    }

    /// `GET` (the list, under `items`) and `POST` (a new emoji, 201) of
    /// `/applications/{app}/emojis`.
    pub(super) fn emojis_route(&mut self, method: &str, body: &Value) -> Result<Answer, ApiError> {
        match method {
            "GET" => {
                let items: Vec<Value> = self
                    .emojis
                    .clone()
                    .iter()
                    .map(|e| self.emoji_json(e))
                    .collect();
                Ok(Answer::ok(json!({"items": items})))
            }
            "POST" => {
                let mut errors = limits::FormErrors::default();
                let name = body["name"].as_str();
                match name {
                    None => errors.push("name", "BASE_TYPE_REQUIRED", "This field is required"),
                    Some(name) => {
                        if let Some((code, message)) = self.name_problem(name, None) {
                            errors.push("name", code, message);
                        }
                    }
                }
                let image = match body["image"].as_str() {
                    None => {
                        errors.push("image", "BASE_TYPE_REQUIRED", "This field is required");
                        None
                    }
                    Some(uri) => match decode_image(uri) {
                        None => {
                            errors.push("image", "IMAGE_INVALID", "Invalid image data");
                            None
                        }
                        Some((_, bytes)) if bytes.len() > MAX_IMAGE => {
                            errors.push(
                                "image",
                                "BINARY_TYPE_MAX_SIZE",
                                "File cannot be larger than 256.0 kb.",
                            );
                            None
                        }
                        Some(image) => Some(image),
                    },
                };
                if !errors.is_empty() {
                    return Err(errors.into_error());
                }
                let (Some(name), Some((content_type, bytes))) = (name, image) else {
                    unreachable!("a missing name or image is a form error above");
                };
                if self.emojis.len() >= MAX_EMOJIS {
                    return Err(ApiError::new(
                        400,
                        30008,
                        "Maximum number of emojis reached",
                    ));
                }
                let id = self.add_emoji(name, &content_type, Arc::from(bytes), true);
                self.emoji_creations += 1;
                let emoji = self.emojis.iter().find(|e| e.id == id).cloned();
                let json = emoji.map_or(Value::Null, |e| self.emoji_json(&e));
                Ok(Answer::json(201, json))
            }
            _ => Err(ApiError::new(405, 0, "405: Method Not Allowed")),
        }
    }

    /// `GET`, `PATCH` (a new `name`) and `DELETE` of `/applications/{app}/emojis/{id}`.
    pub(super) fn emoji_route(
        &mut self,
        method: &str,
        id: u64,
        body: &Value,
    ) -> Result<Answer, ApiError> {
        let index = self
            .emojis
            .iter()
            .position(|e| e.id == id)
            .ok_or_else(|| ApiError::new(404, 10014, "Unknown Emoji"))?;
        match method {
            "GET" => {
                let emoji = self.emojis[index].clone();
                Ok(Answer::ok(self.emoji_json(&emoji)))
            }
            "PATCH" => {
                if let Some(name) = body["name"].as_str() {
                    if let Some((code, message)) = self.name_problem(name, Some(id)) {
                        let mut errors = limits::FormErrors::default();
                        errors.push("name", code, message);
                        return Err(errors.into_error());
                    }
                    self.emojis[index].name = name.to_owned();
                }
                let emoji = self.emojis[index].clone();
                Ok(Answer::ok(self.emoji_json(&emoji)))
            }
            "DELETE" => {
                self.emojis.remove(index);
                Ok(Answer::no_content())
            }
            _ => Err(ApiError::new(405, 0, "405: Method Not Allowed")),
        }
    }
}
