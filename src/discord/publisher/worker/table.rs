//! The live table message: edited in place, posted afresh at a person's turn.

use tokio::time::Instant;

use super::{RETRY, TableWorker};
use crate::discord::custom_id::{Control, CustomId};
use crate::discord::payload::{create_message, edit_message};
use crate::discord::render::{self, Rendered};
use crate::discord::rest::RestError;
use crate::table::TableInfo;
use crate::table::now_ms;

use super::TABLE_MESSAGE_LIFE;

impl TableWorker {
    /// The live table message: a person's turn gets a fresh message at the bottom that
    /// mentions them (once per turn); otherwise the message is edited in place.
    pub(super) async fn show_table(&mut self, info: &TableInfo) {
        let step = info.step;
        let person = info.to_act.and_then(|s| {
            let seat = &info.seats[s.index()];
            seat.occupant.user().filter(|_| !seat.on_autopilot)
        });
        let ping = person.is_some() && self.state().pinged_step != Some(step);
        let old = self
            .state()
            .table_posted_ms
            .is_some_and(|t| now_ms() - t > TABLE_MESSAGE_LIFE.as_millis() as i64);
        let mut rendered = render::table(info);
        if !ping {
            rendered.mentions.clear();
        }
        let repost = ping
            || self.repost
            || old
            || (person.is_some() && self.buried)
            || self.state().table_message.is_none();
        if !repost && self.shown.as_ref() == Some(&rendered) {
            return;
        }
        let channel = self.channel();
        let result = match (repost, self.state().table_message) {
            (false, Some(id)) => {
                let edited = self
                    .shared
                    .rest
                    .edit_message(channel, id, &edit_message(&rendered))
                    .await;
                match edited {
                    Ok(()) => {
                        self.shown = Some(rendered);
                        Ok(())
                    }
                    // Deleted by a moderator, or too old to edit: post it afresh.
                    Err(RestError::UnknownMessage | RestError::OldMessage) => {
                        self.post_table(channel, rendered, step, false).await
                    }
                    Err(e) => Err(e),
                }
            }
            _ => self.post_table(channel, rendered, step, ping).await,
        };
        match result {
            Ok(()) => {}
            Err(RestError::PlaceGone { .. }) => self.lose_place().await,
            Err(e) => {
                tracing::warn!(table = %self.table, error = %e, "the table message could not be shown");
                if matches!(e, RestError::Unreachable(_)) {
                    self.flush_at = Some(Instant::now() + RETRY);
                }
            }
        }
    }

    /// Posts the table message afresh and deletes the ones before it. The post is written
    /// ahead (its nonce saved first) and the old message is deleted only once the new one
    /// is saved, so a crash at any point leaves one live table message after the restart.
    pub(super) async fn post_table(
        &mut self,
        channel: u64,
        rendered: Rendered,
        step: u64,
        ping: bool,
    ) -> Result<(), RestError> {
        // A post whose outcome was never saved: posting with its nonce again returns the
        // message if Discord made it (and makes one, pinging nobody, if not), which then
        // retires. Discord keeps nonces for minutes only, so the channel is searched too.
        if let Some(nonce) = self.state().posting.clone() {
            let quiet = Rendered {
                mentions: Vec::new(),
                ..rendered.clone()
            };
            let made = self
                .shared
                .rest
                .create_message(channel, &create_message(&quiet), &nonce)
                .await?;
            self.state().retired.push(made);
            self.retire_strays(channel).await;
            self.state().posting = None;
        }
        // Posting the same step again (after a restart, say) finds the message made then.
        let nonce = if ping {
            format!("t{}.{step}", self.table)
        } else {
            format!("t{}.{step}.{}", self.table, now_ms() % 100_000)
        };
        self.state().posting = Some(nonce.clone());
        self.save().await;
        let id = self
            .shared
            .rest
            .create_message(channel, &create_message(&rendered), &nonce)
            .await?;
        let state = self.state();
        state.posting = None;
        if let Some(old) = state.table_message.replace(id) {
            state.retired.push(old);
        }
        state.retired.retain(|old| *old != id);
        state.table_posted_ms = Some(now_ms());
        if ping {
            state.pinged_step = Some(step);
        }
        self.shown = Some(rendered);
        self.buried = false;
        self.repost = false;
        self.save().await;
        // Deleted, or gone already; one that cannot be deleted now is tried at the next
        // post. The list is saved with the next post.
        // The newest first: the message just replaced is the one people see.
        let retired = std::mem::take(&mut self.state().retired);
        for old in retired.into_iter().rev() {
            if let Err(e) = self.shared.rest.delete_message(channel, old).await {
                tracing::info!(table = %self.table, error = %e, "an old table message stays");
                if !matches!(e, RestError::PlaceGone { .. }) {
                    self.state().retired.push(old);
                }
            }
        }
        Ok(())
    }

    /// Finds the table messages of this table in the channel that the bot made but never
    /// heard back about (a post whose answer was lost, a crash while posting, longer ago
    /// than Discord keeps nonces) and retires them. A channel it cannot list (no Read
    /// Message History) just shows nothing.
    async fn retire_strays(&mut self, channel: u64) {
        let after = self.state().table_message;
        let listed = match self
            .shared
            .rest
            .own_messages(channel, after, self.shared.application)
            .await
        {
            Ok(listed) => listed,
            Err(e) => {
                tracing::info!(table = %self.table, error = %e, "the channel could not be searched");
                return;
            }
        };
        let table = self.table;
        let state = self.state();
        for message in listed {
            let ours = message.custom_ids.iter().any(|id| {
                id.parse::<CustomId>()
                    .is_ok_and(|id| id.table == table && matches!(id.control, Control::Hand { .. }))
            });
            if ours
                && Some(message.id) != state.table_message
                && !state.retired.contains(&message.id)
            {
                tracing::info!(table = %table, message = message.id, "a table message nobody heard of is retired");
                state.retired.push(message.id);
            }
        }
    }

    /// The table message of a closed table: its last state, without controls.
    pub(super) async fn retire_table(&mut self, info: &TableInfo) -> Result<(), RestError> {
        let Some(id) = self.state().table_message else {
            return Ok(());
        };
        let channel = self.channel();
        let rendered = render::table(info);
        match self
            .shared
            .rest
            .edit_message(channel, id, &edit_message(&rendered))
            .await
        {
            Err(RestError::UnknownMessage | RestError::OldMessage) => Ok(()),
            other => other,
        }
    }
}
