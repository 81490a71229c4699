//! Files sent with messages, as Discord takes them: a multipart body with the JSON in
//! `payload_json` and each file in `files[n]`, tied to its metadata (name, alt text) by
//! the JSON's `attachments`.

use serde::Serialize;
use serde_json::Value;

/// A file sent with a message: a picture, its name (which the message's embed shows as
/// `attachment://NAME`) and its alt text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Upload {
    pub name: String,
    pub alt: String,
    pub bytes: Vec<u8>,
}

/// What an edit does to the files a message has.
#[derive(Clone, Copy, Debug)]
pub enum Attach<'a> {
    /// Leaves them as they are (the edit says nothing of attachments).
    Keep,
    /// Keeps only this new file (or none): Discord drops every attachment not listed.
    Only(Option<&'a Upload>),
}

/// The `attachments` of a message's JSON: the one new file, as `files[0]`, with its alt
/// text (or none at all).
pub(super) fn attachments(upload: Option<&Upload>) -> Value {
    match upload {
        Some(upload) => serde_json::json!([{
            "id": 0,
            "filename": upload.name,
            "description": upload.alt,
        }]),
        None => serde_json::json!([]),
    }
}

/// A multipart body as Discord takes files: the JSON in `payload_json`, the file in
/// `files[0]`. Made afresh for each attempt (a form is sent once).
pub(super) fn multipart<B: Serialize + ?Sized>(
    body: &B,
    upload: &Upload,
) -> reqwest::multipart::Form {
    let json = serde_json::to_string(body).expect("a message serializes");
    let file = reqwest::multipart::Part::bytes(upload.bytes.clone())
        .file_name(upload.name.clone())
        .mime_str("image/png")
        .expect("a valid media type");
    reqwest::multipart::Form::new()
        .part(
            "payload_json",
            reqwest::multipart::Part::text(json)
                .mime_str("application/json")
                .expect("a valid media type"),
        )
        .part("files[0]", file)
}
