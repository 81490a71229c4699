//! The application's own emojis (the card faces on the controls): listed and created
//! through routes with a rate limit bucket of their own, stricter than the others.

use reqwest::Method;

use super::{Bucket, Rest, RestError, id_of};

/// An application emoji, by name and id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AppEmoji {
    pub id: u64,
    pub name: String,
}

impl Rest {
    /// The application's own emojis.
    ///
    /// # Errors
    /// See [`RestError`].
    pub async fn application_emojis(&self, application: u64) -> Result<Vec<AppEmoji>, RestError> {
        let answer = self
            .call::<()>(
                Method::GET,
                &format!("/applications/{application}/emojis"),
                None,
                None,
                Bucket::Emojis,
            )
            .await?;
        Ok(answer["items"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|e| {
                Some(AppEmoji {
                    id: id_of(e).ok()?,
                    name: e["name"].as_str()?.to_string(),
                })
            })
            .collect())
    }

    /// Makes an application emoji of a PNG (at most 256 KiB, 128×128 shown best).
    ///
    /// # Errors
    /// See [`RestError`].
    pub async fn create_emoji(
        &self,
        application: u64,
        name: &str,
        png: &[u8],
    ) -> Result<AppEmoji, RestError> {
        use base64::Engine as _;
        let image = format!(
            "data:image/png;base64,{}",
            base64::engine::general_purpose::STANDARD.encode(png)
        );
        let body = serde_json::json!({ "name": name, "image": image });
        let answer = self
            .call(
                Method::POST,
                &format!("/applications/{application}/emojis"),
                Some(&body),
                None,
                Bucket::Emojis,
            )
            .await?;
        Ok(AppEmoji {
            id: id_of(&answer)?,
            name: name.to_string(),
        })
    }
}
