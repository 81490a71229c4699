//! Players' live panels, kept up to date through their latest token.

use tokio::time::Instant;

use super::TableWorker;
use crate::discord::payload::edit_response;
use crate::discord::render;
use crate::discord::rest::RestError;
use crate::table::TableInfo;

use super::ANSWERING;
use crate::discord::publisher::panels::{Opened, Panel};
use crate::table::{TableError, UserId};

impl TableWorker {
    pub(super) async fn panel_opened(&mut self, opened: Opened) {
        let (user, fresh) = (opened.user, opened.fresh);
        let old = self.panels.remove(&user);
        self.panels
            .insert(user, Panel::reopened(opened, old.as_ref()));
        // Its token is saved, so that a restart does not leave the panel behind.
        self.save().await;
        // A new panel: the older one stops, saying so, with no buttons left. (An answer in
        // the panel itself only renews its token.)
        if let Some(old) = old
            && fresh
            && !old.is_expiring()
        {
            let _ = self
                .shared
                .rest
                .edit_original(
                    self.shared.application,
                    &old.token,
                    &edit_response(&render::panel_replaced()),
                )
                .await;
        }
    }

    pub(super) async fn show_panels(&mut self, info: &TableInfo) {
        let users: Vec<UserId> = self.panels.keys().copied().collect();
        for user in users {
            if self.panels[&user].is_answering() {
                // Looked at again once the answer is in, or its time is up.
                self.flush_at = Some(self.flush_at.unwrap_or_else(|| Instant::now() + ANSWERING));
                continue;
            }
            let rendered = if self.panels[&user].is_expiring() {
                Some(render::panel_expired())
            } else if !info.status.is_open() {
                Some(render::panel_closed(info))
            } else {
                match self.shared.service.view(self.table, user).await {
                    // The table has moved on past what this worker has taken in (an
                    // update is on its way, and another showing with it): the panel waits
                    // for it, so it never shows a step without the line that goes with it.
                    Ok(view) if view.info.step > info.step => None,
                    Ok(view) => {
                        let panel = self.panels.get_mut(&user).expect("listed above");
                        Some(panel.render(&view))
                    }
                    Err(TableError::NotSeated | TableError::NotStarted) => None,
                    Err(_) => Some(render::panel_closed(info)),
                }
            };
            let Some(rendered) = rendered else { continue };
            let panel = self.panels.get_mut(&user).expect("listed above");
            let last = panel.is_expiring() || !info.status.is_open();
            if panel.shown == rendered && !last {
                continue;
            }
            let result = self
                .shared
                .rest
                .edit_original(
                    self.shared.application,
                    &panel.token,
                    &edit_response(&rendered),
                )
                .await;
            tracing::debug!(table = %self.table, user = user.0, ok = result.is_ok(), "panel edited");
            match result {
                Ok(()) if !last => panel.shown = rendered,
                Ok(()) | Err(RestError::TokenExpired | RestError::UnknownMessage) => {
                    self.panels.remove(&user);
                }
                Err(e) => {
                    tracing::info!(table = %self.table, error = %e, "a panel was not updated")
                }
            }
        }
    }
}
