//! The lobby message, and the thread a match may be played in.

use std::sync::Arc;

use super::{Owing, TableWorker};
use crate::discord::payload::{create_message, edit_message, text};
use crate::discord::render::{self, Rendered};
use crate::discord::rest::RestError;
use crate::table::{TableInfo, TableStatus, UserId};

impl TableWorker {
    /// The lobby message: posted, or edited as people come and go; closed to new players
    /// once the match begins. False when the place is gone.
    pub(super) async fn show_lobby(&mut self, info: &TableInfo) -> bool {
        let place = info.place.0;
        let rendered = match info.status {
            TableStatus::Lobby => {
                let invited: Vec<UserId> =
                    self.state().invited.iter().map(|u| UserId(*u)).collect();
                render::lobby(info, &invited)
            }
            TableStatus::Cancelled => {
                let note = self.outbox.iter().find_map(|o| match o {
                    Owing::Closing(why) => Some(render::closed(info, *why, &[])),
                    _ => None,
                });
                let note = note.and_then(|r| r.embed).map(|e| e.description);
                render::lobby_closed(info, note.as_deref().unwrap_or("The table is closed."))
            }
            _ => {
                let mut note = "The match has begun.".to_string();
                if let Some(thread) = self.state().channel.filter(|c| *c != place) {
                    note.push_str(&format!(" Follow it in <#{thread}>."));
                }
                render::lobby_closed(info, &note)
            }
        };
        let rest = Arc::clone(&self.shared.rest);
        let result = match self.state().lobby_message {
            Some(id) => match rest.edit_message(place, id, &edit_message(&rendered)).await {
                Err(RestError::UnknownMessage | RestError::OldMessage)
                    if info.status == TableStatus::Lobby =>
                {
                    self.post_lobby(place, &rendered).await
                }
                other => other,
            },
            None if info.status == TableStatus::Lobby => self.post_lobby(place, &rendered).await,
            None => Ok(()),
        };
        match result {
            Ok(()) => true,
            Err(RestError::PlaceGone { .. }) => {
                self.lose_place().await;
                false
            }
            Err(e) => {
                tracing::warn!(table = %self.table, error = %e, "the lobby could not be shown");
                true
            }
        }
    }

    pub(super) async fn post_lobby(
        &mut self,
        place: u64,
        rendered: &Rendered,
    ) -> Result<(), RestError> {
        let nonce = format!("l{}", self.table);
        let id = self
            .shared
            .rest
            .create_message(place, &create_message(rendered), &nonce)
            .await?;
        self.state().lobby_message = Some(id);
        if self.state().want_thread && self.state().channel.is_none() {
            self.open_thread(place, id).await;
        }
        self.save().await;
        Ok(())
    }

    /// Opens a public thread for the match from its lobby; when it cannot (no permission,
    /// too many threads), the match stays in the channel, said in one line.
    pub(super) async fn open_thread(&mut self, place: u64, lobby: u64) {
        let host = self
            .latest
            .as_ref()
            .and_then(|i| i.seats.first())
            .map_or_else(|| "the host".to_string(), |s| s.occupant.name().to_string());
        let name: String = format!("Ribs · {host}'s table").chars().take(100).collect();
        match self.shared.rest.start_thread(place, lobby, &name).await {
            Ok(thread) => {
                self.state().channel = Some(thread);
                self.shared
                    .threads
                    .lock()
                    .expect("threads")
                    .insert(thread, self.table);
            }
            Err(e) => {
                tracing::info!(table = %self.table, error = %e, "no thread; playing in the channel");
                self.state().channel = Some(place);
                let why = match e {
                    RestError::PlaceGone { code: 50013, .. } => "I may not create threads here",
                    _ => "threads are not available here",
                };
                let note = text(format!(
                    "Could not open a thread for this table ({why}); the match is played in this channel."
                ));
                let nonce = format!("n{}", self.table);
                let _ = self
                    .shared
                    .rest
                    .create_message(place, &create_message(&note), &nonce)
                    .await;
            }
        }
    }
}
