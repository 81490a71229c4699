//! Files on messages, as Discord takes them: a multipart body with the JSON in `payload_json`
//! and each file in a `files[n]` part; `payload_json.attachments` = `[{id, filename,
//! description}]` ties the metadata to the files (a new file by its placeholder `n`, an
//! attachment the message already has by its snowflake). On an edit that sends
//! `attachments`, the message keeps exactly the attachments listed; an edit without it keeps
//! every attachment and adds the new files. An embed shows one with `attachment://NAME` in
//! `image.url` or `thumbnail.url`, which Discord swaps for the attachment's URL.
//!
//! Checked as on Discord: `description` (the alt text) at most 1,024 characters (400, 50035);
//! a file over 10 MiB (413, 40005 "Request entity too large"); an `attachments` entry naming
//! neither a file of the request nor an attachment of the message (400, 50035,
//! `ATTACHMENT_NOT_FOUND` "Attachment data not found"); more than 10 attachments (400,
//! 30015).

use std::fmt;
use std::sync::Arc;

use serde_json::{Value, json};

use super::payload::ATTACHMENT_SIZE_LIMIT;
use super::state::{AttachmentRef, FileInfo, MessageBody, State};
use super::{ApiError, limits};

/// The most attachments a message may have (Discord's code 30015 past it).
const MAX_ATTACHMENTS: usize = 10;

/// The extensions an embed may show through `attachment://` (Discord's docs: "Only .jpg,
/// .jpeg, .png, .webp, and .gif may be used at this time").
const EMBEDDABLE: [&str; 5] = ["jpg", "jpeg", "png", "webp", "gif"];

/// A file attached to a message, as the fake stored it.
#[derive(Clone, PartialEq, Eq)]
pub struct AttachmentInfo {
    /// The attachment's id (a snowflake the fake assigned).
    pub id: u64,
    /// The file name (the `attachments` entry's `filename`, else the part's).
    pub filename: String,
    /// The alt text (`description` of its `attachments` entry), if any.
    pub description: Option<String>,
    /// The media type: `image/png` for a PNG whatever the part said, else the part's
    /// `Content-Type`.
    pub content_type: Option<String>,
    /// The size in bytes.
    pub size: usize,
    /// For a PNG: its width in pixels, read from its IHDR chunk.
    pub width: Option<u32>,
    /// For a PNG: its height in pixels.
    pub height: Option<u32>,
    /// The URL the fake answers for it (`url` and `proxy_url`), which an embed that shows it
    /// carries too.
    pub url: String,
    /// The bytes uploaded.
    pub bytes: Arc<[u8]>,
}

impl AttachmentInfo {
    /// Whether it is a picture the fake could read (a PNG with its size in pixels).
    pub fn is_image(&self) -> bool {
        self.width.is_some()
    }
}

impl fmt::Debug for AttachmentInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AttachmentInfo")
            .field("id", &self.id)
            .field("filename", &self.filename)
            .field("description", &self.description)
            .field("content_type", &self.content_type)
            .field("size", &self.size)
            .field("width", &self.width)
            .field("height", &self.height)
            .finish_non_exhaustive()
    }
}

/// A PNG's width and height, from its signature and IHDR chunk; `None` if it is no PNG.
pub(super) fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    const SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";
    if bytes.len() < 24 || !bytes.starts_with(SIGNATURE) || &bytes[12..16] != b"IHDR" {
        return None;
    }
    let word =
        |at: usize| u32::from_be_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]);
    Some((word(16), word(20)))
}

/// The attachment an embed URL designates: `attachment://NAME` by name, or the URL the fake
/// gave an attachment (`.../attachments/{channel}/{id}/{name}`) by id.
pub(super) fn shown_attachment<'a>(
    url: &str,
    attachments: &'a [AttachmentInfo],
) -> Option<&'a AttachmentInfo> {
    if let Some(name) = url.strip_prefix("attachment://") {
        return attachments.iter().find(|a| a.filename == name);
    }
    attachments.iter().find(|a| a.url == url)
}

/// The attachment the first embed showing one shows (its image, else its thumbnail).
pub(super) fn embed_image(
    embeds: &[Value],
    attachments: &[AttachmentInfo],
) -> Option<AttachmentInfo> {
    embeds
        .iter()
        .flat_map(|embed| [&embed["image"]["url"], &embed["thumbnail"]["url"]])
        .filter_map(Value::as_str)
        .find_map(|url| shown_attachment(url, attachments))
        .cloned()
}

/// An attachment as a message object carries it.
pub(super) fn attachment_json(attachment: &AttachmentInfo) -> Value {
    let mut json = json!({
        "id": attachment.id.to_string(),
        "filename": attachment.filename,
        "size": attachment.size,
        "url": attachment.url,
        "proxy_url": attachment.url,
    });
    if let Some(description) = &attachment.description {
        json["description"] = json!(description);
    }
    if let Some(content_type) = &attachment.content_type {
        json["content_type"] = json!(content_type);
    }
    if let (Some(width), Some(height)) = (attachment.width, attachment.height) {
        json["width"] = json!(width);
        json["height"] = json!(height);
    }
    json
}

/// Reads `payload_json.attachments`: each entry's `id` (a placeholder `n` or an attachment's
/// snowflake), `filename` and `description` (at most 1,024 characters). `null` lists none.
pub(super) fn parse_refs(
    value: Option<&Value>,
    errors: &mut limits::FormErrors,
) -> Option<Vec<AttachmentRef>> {
    let entries = match value? {
        Value::Null => return Some(Vec::new()),
        Value::Array(entries) => entries,
        _ => {
            errors.push("attachments", "BASE_TYPE_ARRAY", "Must be an array.");
            return None;
        }
    };
    let mut refs = Vec::new();
    for (index, entry) in entries.iter().enumerate() {
        let path = format!("attachments.{index}");
        if !entry.is_object() {
            errors.push(
                &path,
                "MODEL_TYPE_CONVERT",
                "Only dictionaries may be used in a ModelType",
            );
            continue;
        }
        let id = match &entry["id"] {
            Value::Null => {
                errors.push(
                    &format!("{path}.id"),
                    "BASE_TYPE_REQUIRED",
                    "This field is required",
                );
                continue;
            }
            id => match super::state::snowflake_of(id) {
                Some(id) => id,
                None => {
                    errors.push(
                        &format!("{path}.id"),
                        "NUMBER_TYPE_COERCE",
                        "Value is not snowflake.",
                    );
                    continue;
                }
            },
        };
        let description = match &entry["description"] {
            Value::Null => None,
            Value::String(text) if text.chars().count() > 1024 => {
                errors.push(
                    &format!("{path}.description"),
                    "BASE_TYPE_MAX_LENGTH",
                    "Must be 1024 or fewer in length.",
                );
                None
            }
            Value::String(text) => Some(text.clone()),
            _ => {
                errors.push(
                    &format!("{path}.description"),
                    "BASE_TYPE_STRING",
                    "Must be a string.",
                );
                None
            }
        };
        refs.push(AttachmentRef {
            index,
            id,
            filename: entry["filename"].as_str().map(str::to_owned),
            description,
        });
    }
    Some(refs)
}

/// Discord's answer to a file over the upload limit.
pub(super) fn too_large() -> ApiError {
    ApiError::new(413, 40005, "Request entity too large")
}

/// What a message's attachments become: kept ones, and new files with their metadata.
enum Planned<'a> {
    Kept(AttachmentInfo),
    New(&'a FileInfo, String, Option<String>),
}

impl State {
    /// Refuses a file over Discord's upload limit (413, 40005), before anything else.
    pub(super) fn check_upload_sizes(files: &[FileInfo]) -> Result<(), ApiError> {
        if files
            .iter()
            .any(|f| f.size() as u64 > ATTACHMENT_SIZE_LIMIT)
        {
            return Err(too_large());
        }
        Ok(())
    }

    /// The attachments a message has after a creation (`existing` empty, `edit` false) or an
    /// edit: with `attachments` in the body, exactly those listed (on a creation, files not
    /// listed are added after them); without, the existing ones and every new file.
    pub(super) fn attachments_after(
        &mut self,
        message_id: u64,
        channel: u64,
        existing: &[AttachmentInfo],
        body: &MessageBody,
        edit: bool,
    ) -> Result<Vec<AttachmentInfo>, ApiError> {
        let mut used = vec![false; body.files.len()];
        let mut plan = Vec::new();
        match &body.attachments {
            Some(refs) => {
                let mut errors = limits::FormErrors::default();
                for r in refs {
                    if let Some(kept) = existing.iter().find(|a| a.id == r.id) {
                        plan.push(Planned::Kept(kept.clone()));
                        continue;
                    }
                    let file = body
                        .files
                        .iter()
                        .enumerate()
                        .find(|(i, f)| !used[*i] && f.placeholder() == Some(r.id));
                    match file {
                        Some((i, file)) => {
                            used[i] = true;
                            let name = r.filename.clone().unwrap_or_else(|| file.name.clone());
                            plan.push(Planned::New(file, name, r.description.clone()));
                        }
                        None => errors.push(
                            &format!("attachments.{}", r.index),
                            "ATTACHMENT_NOT_FOUND",
                            "Attachment data not found",
                        ),
                    }
                }
                if !errors.is_empty() {
                    return Err(errors.into_error());
                }
                for (i, file) in body.files.iter().enumerate() {
                    if used[i] {
                        continue;
                    }
                    if edit {
                        self.problem(format!(
                            "message {message_id}: the edit uploaded {} ({:?}) without listing it \
                             in `attachments`, so Discord drops it",
                            file.field, file.name
                        ));
                    } else {
                        used[i] = true;
                        plan.push(Planned::New(file, file.name.clone(), None));
                    }
                }
            }
            None => {
                plan.extend(existing.iter().cloned().map(Planned::Kept));
                plan.extend(
                    body.files
                        .iter()
                        .map(|f| Planned::New(f, f.name.clone(), None)),
                );
            }
        }
        if plan.len() > MAX_ATTACHMENTS {
            return Err(ApiError::new(
                400,
                30015,
                "Maximum number of attachments in a message reached (10)",
            ));
        }
        Ok(plan
            .into_iter()
            .map(|planned| match planned {
                Planned::Kept(kept) => kept,
                Planned::New(file, filename, description) => {
                    let id = self.next_id();
                    let size = png_size(&file.bytes);
                    let content_type = if size.is_some() {
                        Some("image/png".to_owned())
                    } else {
                        file.content_type.clone()
                    };
                    AttachmentInfo {
                        id,
                        url: format!("{}/attachments/{channel}/{id}/{filename}", self.base),
                        filename,
                        description,
                        content_type,
                        size: file.size(),
                        width: size.map(|s| s.0),
                        height: size.map(|s| s.1),
                        bytes: Arc::clone(&file.bytes),
                    }
                }
            })
            .collect())
    }

    /// Swaps each embed's `attachment://NAME` (image and thumbnail) for the attachment's URL,
    /// size and proxy URL, as Discord does. What Discord would show no picture for is recorded
    /// as a problem: a name that is none of the message's attachments, a file that is no
    /// picture, and an embed still showing an attachment the message no longer has.
    pub(super) fn resolve_embed_images(
        &mut self,
        message_id: u64,
        embeds: &mut [Value],
        attachments: &[AttachmentInfo],
    ) {
        let mut problems = Vec::new();
        for (i, embed) in embeds.iter_mut().enumerate() {
            for key in ["image", "thumbnail"] {
                let Some(url) = embed[key]["url"].as_str().map(str::to_owned) else {
                    continue;
                };
                let shown = shown_attachment(&url, attachments);
                if let Some(name) = url.strip_prefix("attachment://") {
                    let Some(attachment) = shown else {
                        let names: Vec<&str> =
                            attachments.iter().map(|a| a.filename.as_str()).collect();
                        problems.push(format!(
                            "message {message_id}: embed {i}'s {key} is {url}, none of the \
                             message's attachments {names:?}: Discord shows no picture there"
                        ));
                        continue;
                    };
                    let extension = name.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase());
                    if !extension.is_some_and(|e| EMBEDDABLE.contains(&e.as_str())) {
                        problems.push(format!(
                            "message {message_id}: embed {i}'s {key} is {url}; Discord shows only \
                             .jpg, .jpeg, .png, .webp and .gif files in embeds"
                        ));
                    } else if name.ends_with(".png") && !attachment.is_image() {
                        problems.push(format!(
                            "message {message_id}: embed {i}'s {key} is {url}, which is no PNG"
                        ));
                    }
                    let mut image = json!({"url": attachment.url, "proxy_url": attachment.url});
                    if let (Some(width), Some(height)) = (attachment.width, attachment.height) {
                        image["width"] = json!(width);
                        image["height"] = json!(height);
                    }
                    embed[key] = image;
                } else if url.contains("/attachments/")
                    && shown.is_none()
                    && url.starts_with(&self.base)
                {
                    problems.push(format!(
                        "message {message_id}: embed {i}'s {key} still shows an attachment the \
                         message no longer has ({url})"
                    ));
                }
            }
        }
        for problem in problems {
            self.problem(problem);
        }
    }

    /// Records a problem (and prints it): something Discord would not do as the bot meant.
    pub(super) fn problem(&mut self, problem: String) {
        eprintln!("fake Discord: {problem}");
        self.problems.push(problem);
    }
}
