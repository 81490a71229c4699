//! What tests read of the state: messages as users see them, answers, calls, diagnostics.

use std::fmt::Write as _;
use std::time::Duration;

use crate::support::fake_discord::{
    Call, FakeUser, Notification, RecordedMessage, RegisteredCommand, Response, ThreadInfo,
};

use super::State;

impl State {
    /// Every message of `channel` visible to everyone now, in order of creation.
    pub fn channel_messages(&self, channel: u64) -> Vec<RecordedMessage> {
        self.messages
            .iter()
            .filter(|m| m.channel_id == channel && !m.deleted && !m.ephemeral)
            .cloned()
            .collect()
    }

    /// The last message of `channel` visible to everyone.
    pub fn last_channel_message(&self, channel: u64) -> Option<&RecordedMessage> {
        self.messages
            .iter()
            .rev()
            .find(|m| m.channel_id == channel && !m.deleted && !m.ephemeral)
    }

    /// Every message `user` can see now.
    pub fn messages_seen_by(&self, user: &FakeUser) -> Vec<RecordedMessage> {
        self.messages
            .iter()
            .filter(|m| m.is_visible_to(user))
            .cloned()
            .collect()
    }

    /// Every message `user` could see at some point, deleted ones included.
    pub fn messages_ever_seen_by(&self, user: &FakeUser) -> Vec<RecordedMessage> {
        self.messages
            .iter()
            .filter(|m| {
                (!m.ephemeral || m.owner == Some(user.id)) && m.dm_with.is_none_or(|u| u == user.id)
            })
            .cloned()
            .collect()
    }

    /// One message's current state (deleted ones too).
    pub fn message(&self, id: u64) -> Option<&RecordedMessage> {
        self.messages.iter().find(|m| m.id == id)
    }

    /// Every message ever recorded.
    pub fn all_messages(&self) -> &[RecordedMessage] {
        &self.messages
    }

    /// The newest message of `channel` the bot posted that everyone sees now (every message
    /// the fake records is the bot's).
    pub fn newest_bot_message(&self, channel: u64) -> Option<&RecordedMessage> {
        self.messages
            .iter()
            .filter(|m| m.channel_id == channel && !m.deleted && !m.ephemeral)
            .max_by_key(|m| m.id)
    }

    /// The ephemeral messages created for `user` (replies, deferrals and follow-ups flagged
    /// 64), deleted ones included; edits do not count.
    pub fn ephemeral_messages_created_for(&self, user: u64) -> Vec<RecordedMessage> {
        self.messages
            .iter()
            .filter(|m| m.ephemeral && m.owner == Some(user))
            .cloned()
            .collect()
    }

    /// Every notification given so far.
    pub fn notifications(&self) -> &[Notification] {
        &self.notifications
    }

    /// The notifications given to `user`.
    pub fn notifications_for(&self, user: u64) -> Vec<Notification> {
        self.notifications
            .iter()
            .filter(|n| n.user == user)
            .cloned()
            .collect()
    }

    /// Every REST call so far.
    pub fn calls(&self) -> &[Call] {
        &self.calls
    }

    /// How many REST calls have arrived and are not answered yet (held back by a
    /// [`crate::support::fake_discord::FailRule`], or being handled).
    pub fn in_flight(&self) -> usize {
        self.in_flight
    }

    /// How many REST calls are held back before they take effect: arrived, not yet done.
    pub fn held_before_effect(&self) -> usize {
        self.held_before_effect
    }

    /// Whether a bot's session that receives `guild`'s events is connected (the shard that
    /// has the guild is up, in whichever process runs it).
    pub fn serves(&self, guild: u64) -> bool {
        self.gateway.serves(guild)
    }

    /// The registered commands.
    pub fn commands(&self) -> &[RegisteredCommand] {
        &self.commands
    }

    /// Payloads serenity could not read, and gateway frames the fake could not read.
    pub fn problems(&self) -> &[String] {
        &self.problems
    }

    /// Whether a bot is connected, identified, and registered its commands since.
    pub fn is_ready(&self) -> bool {
        self.gateway.is_live()
            && !self.gateway.identifies.is_empty()
            && self.gateway.registrations >= self.gateway.starts()
    }

    /// The answer to one interaction, if it was acknowledged.
    pub fn response(&self, interaction_id: u64) -> Option<Response> {
        let interaction = self.interactions.iter().find(|i| i.id == interaction_id)?;
        let callback = interaction.callback.as_ref()?;
        Some(Response {
            interaction_id,
            user_id: interaction.user,
            kind: callback.kind,
            data: callback.data.clone(),
            ephemeral: callback.ephemeral,
            latency: callback.at.duration_since(interaction.injected_at),
            original: interaction
                .original
                .and_then(|id| self.message(id))
                .cloned(),
            followups: interaction
                .followups
                .iter()
                .filter_map(|id| self.message(*id))
                .cloned()
                .collect(),
            pending: interaction.placeholder_pending,
            refused_callbacks: interaction.refused,
        })
    }

    /// The threads created so far.
    pub fn threads(&self) -> Vec<ThreadInfo> {
        self.channels
            .iter()
            .filter_map(|c| {
                let thread = c.thread.as_ref()?;
                Some(ThreadInfo {
                    id: c.id,
                    parent_id: c.parent_id.unwrap_or_default(),
                    name: c.name.clone(),
                    kind: c.kind,
                    from_message: thread.from_message,
                })
            })
            .collect()
    }

    /// From injection to callback, for every acknowledged interaction.
    pub fn ack_latencies(&self) -> Vec<Duration> {
        self.interactions
            .iter()
            .filter_map(|i| {
                i.callback
                    .as_ref()
                    .map(|c| c.at.duration_since(i.injected_at))
            })
            .collect()
    }

    /// A summary for a failed wait: the gateway, the commands, the last REST calls, the
    /// problems.
    pub fn diagnostics(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "gateway: {}", self.gateway.summary());
        let names: Vec<&str> = self.commands.iter().map(|c| c.name.as_str()).collect();
        let _ = writeln!(out, "registered commands: {names:?}");
        let answered = self
            .interactions
            .iter()
            .filter(|i| i.callback.is_some())
            .count();
        let _ = writeln!(
            out,
            "interactions: {} injected, {answered} acknowledged",
            self.interactions.len()
        );
        let skip = self.calls.len().saturating_sub(20);
        let _ = writeln!(out, "last REST calls ({} in all):", self.calls.len());
        for call in &self.calls[skip..] {
            let _ = writeln!(out, "  {call}");
        }
        if self.problems.is_empty() {
            let _ = writeln!(out, "problems: none");
        } else {
            let _ = writeln!(out, "problems:");
            for problem in &self.problems {
                let _ = writeln!(out, "  {problem}");
            }
        }
        out.push_str(
            "(run with RUST_LOG=warn,serenity::client::dispatch=debug to see events serenity \
             dropped)",
        );
        out
    }
}
