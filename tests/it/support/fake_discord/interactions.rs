//! Interactions a test injects as a user ([`FakeDiscord::slash`], [`FakeDiscord::click`]...)
//! and the bot's answers to them.

use std::fmt;
use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;

use super::{FakeDiscord, FakeUser, Inner, RecordedMessage, State, TimedOut};

impl FakeDiscord {
    /// Injects a slash command from `user` in `channel`. `options` is the interaction's
    /// `data.options` as Discord sends it: an array, or a single option (see [`opt`]); e.g.
    /// `/ribs new target:2` is `opt::sub("new", [opt::int("target", 2)])`. User options
    /// get their `resolved` user and member, as on Discord.
    pub fn slash(&self, user: &FakeUser, channel: u64, name: &str, options: Value) -> Interaction {
        let options = match options {
            Value::Null => Vec::new(),
            Value::Array(options) => options,
            single => vec![single],
        };
        let (id, token) = self
            .inner
            .with(|s| s.inject_command(user, channel, name, options));
        self.handle(id, token, user, 2)
    }

    /// Injects a slash command written as a user types it, e.g. `/ribs new target:2
    /// thread:true` or `/ribs stats player:<@42>`, typed after the registered command's
    /// options (integers, booleans, numbers, users; a choice by its name or value; quotes
    /// for spaces: `name:"two words"`).
    ///
    /// # Panics
    /// If the command is not registered or does not parse against its options, as the
    /// Discord client would refuse to send it: that is a mistake in the test.
    pub fn command(&self, user: &FakeUser, channel: u64, line: &str) -> Interaction {
        let parsed = self.inner.read(|s| s.parse_command_line(line));
        match parsed {
            Ok((name, options)) => self.slash(user, channel, &name, Value::Array(options)),
            Err(why) => panic!("fake Discord: cannot send `{line}`: {why}"),
        }
    }

    /// Injects a click by `user` on a button of `message`: `button` is a custom id, a label,
    /// or the start of a label (see [`RecordedMessage::button`]). The interaction carries
    /// the message as it is now (after every edit), as Discord does.
    ///
    /// # Panics
    /// If the user cannot see the message (deleted, or someone else's ephemeral message) or
    /// the message has no such enabled button: a Discord client could not click it. Use
    /// [`FakeDiscord::click_raw`] to forge such a click.
    /// `user` runs a slash command and the bot's answer is awaited (the usual wait); a
    /// missing answer fails the test, saying what the fake saw.
    pub async fn ask(&self, user: &FakeUser, channel: u64, line: &str) -> Response {
        self.command(user, channel, line)
            .wait_response(super::DEFAULT_WAIT)
            .await
            .unwrap_or_else(|e| panic!("{line}: {e}"))
    }

    /// `user` presses `button` on `message` and the bot's answer is awaited.
    pub async fn press(
        &self,
        user: &FakeUser,
        message: &RecordedMessage,
        button: &str,
    ) -> Response {
        self.click(user, message, button)
            .wait_response(super::DEFAULT_WAIT)
            .await
            .unwrap_or_else(|e| panic!("{button}: {e}"))
    }

    pub fn click(&self, user: &FakeUser, message: &RecordedMessage, button: &str) -> Interaction {
        let injected = self
            .inner
            .with(|s| s.inject_click(user, message.id, button));
        match injected {
            Ok((id, token)) => self.handle(id, token, user, 3),
            Err(why) => panic!("fake Discord: {} cannot click `{button}`: {why}", user.name),
        }
    }

    /// Injects a choice by `user` in the string select menu `custom_id` (or the start of
    /// it) of `message`.
    ///
    /// # Panics
    /// If the user cannot see the message, the menu is missing or disabled, a value is not
    /// one of its options, or the number of values is outside `min_values..=max_values`.
    pub fn select(
        &self,
        user: &FakeUser,
        message: &RecordedMessage,
        custom_id: &str,
        values: &[&str],
    ) -> Interaction {
        let values: Vec<String> = values.iter().map(|v| (*v).to_owned()).collect();
        let injected = self
            .inner
            .with(|s| s.inject_select(user, message.id, custom_id, values));
        match injected {
            Ok((id, token)) => self.handle(id, token, user, 3),
            Err(why) => panic!(
                "fake Discord: {} cannot choose in `{custom_id}`: {why}",
                user.name
            ),
        }
    }

    /// Injects a component interaction with no check at all: any message id (it must exist),
    /// any custom id, component type 2 (button) or 3 (string select, with `values`). For
    /// forged or out-of-date clients.
    ///
    /// # Panics
    /// If the message was never recorded.
    pub fn click_raw(
        &self,
        user: &FakeUser,
        message_id: u64,
        custom_id: &str,
        component_type: u8,
        values: &[&str],
    ) -> Interaction {
        let values: Vec<String> = values.iter().map(|v| (*v).to_owned()).collect();
        let injected = self
            .inner
            .with(|s| s.inject_component(user, message_id, custom_id, component_type, values));
        match injected {
            Ok((id, token)) => self.handle(id, token, user, 3),
            Err(why) => panic!("fake Discord: cannot forge a click: {why}"),
        }
    }

    /// Injects a component interaction as a forged or unusual client could send it: any
    /// custom id on any recorded message, claimed from any channel or from the user's DM with
    /// the bot, the clicked message flagged ephemeral or not (see [`ForgedClick`]); e.g.
    /// `fake.forge_click(&eve, ForgedClick::new(table.id, "ribs:1:play").ephemeral(false))`.
    ///
    /// # Panics
    /// If the message was never recorded.
    pub fn forge_click(&self, user: &FakeUser, click: ForgedClick) -> Interaction {
        let injected = self.inner.with(|s| s.inject_forged(user, &click));
        match injected {
            Ok((id, token)) => self.handle(id, token, user, 3),
            Err(why) => panic!("fake Discord: cannot forge a click: {why}"),
        }
    }

    /// Injects the submission of the modal the bot showed in answer to `shown` (callback
    /// type 9), by its user, with a value per text input: `(custom_id, value)`.
    ///
    /// # Panics
    /// If `shown` was not answered with a modal, a required input has no value, or a value
    /// names no input.
    pub fn submit_modal(&self, shown: &Interaction, values: &[(&str, &str)]) -> Interaction {
        let injected = self.inner.with(|s| s.inject_modal_submit(shown.id, values));
        match injected {
            Ok((id, token)) => self.handle(id, token, &shown.user, 5),
            Err(why) => panic!("fake Discord: cannot submit the modal: {why}"),
        }
    }

    fn handle(&self, id: u64, token: String, user: &FakeUser, kind: u8) -> Interaction {
        Interaction {
            inner: Arc::clone(&self.inner),
            id,
            token,
            user: user.clone(),
            kind,
        }
    }

    /// The time from injecting each answered interaction to its callback, in injection
    /// order. See [`percentile`].
    pub fn ack_latencies(&self) -> Vec<Duration> {
        self.inner.read(State::ack_latencies)
    }

    /// The answer to one interaction, if it was acknowledged.
    pub fn response(&self, interaction_id: u64) -> Option<Response> {
        self.inner.read(|s| s.response(interaction_id))
    }
}

/// An injected interaction: a handle to wait for its answer.
#[derive(Clone)]
pub struct Interaction {
    inner: Arc<Inner>,
    /// The interaction's id.
    pub id: u64,
    /// The interaction's token (the `{token}` of its callback and webhook routes).
    pub token: String,
    /// Who acted.
    pub user: FakeUser,
    /// 2 for a slash command, 3 for a component, 5 for a modal submission.
    pub kind: u8,
}

impl fmt::Debug for Interaction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Interaction")
            .field("id", &self.id)
            .field("user", &self.user.name)
            .field("kind", &self.kind)
            .finish()
    }
}

impl Interaction {
    /// The answer so far, if the bot acknowledged the interaction.
    pub fn response(&self) -> Option<Response> {
        self.inner.read(|s| s.response(self.id))
    }

    /// Waits for the bot's callback and returns the answer as it stands then (follow-ups
    /// and edits may still come: see [`Interaction::wait_reply`] and
    /// [`Interaction::wait_response_where`]).
    ///
    /// # Errors
    /// [`TimedOut`] if no callback arrives in time.
    pub async fn wait_response(&self, timeout: Duration) -> Result<Response, TimedOut> {
        self.wait_response_where(|_| true, timeout).await
    }

    /// Waits for the callback and, if it was a deferral (type 5), for the placeholder to be
    /// filled by an edit of `@original` or a follow-up.
    ///
    /// # Errors
    /// [`TimedOut`] if that does not happen in time.
    pub async fn wait_reply(&self, timeout: Duration) -> Result<Response, TimedOut> {
        self.wait_response_where(|r| !r.pending, timeout).await
    }

    /// Waits until the answer satisfies `condition` (e.g. has two follow-ups).
    ///
    /// # Errors
    /// [`TimedOut`] if it does not in time.
    pub async fn wait_response_where(
        &self,
        mut condition: impl FnMut(&Response) -> bool,
        timeout: Duration,
    ) -> Result<Response, TimedOut> {
        let id = self.id;
        let user = self.user.name.clone();
        self.inner
            .wait_for(
                |s| s.response(id).filter(|r| condition(r)),
                timeout,
                || {
                    format!(
                        "the answer to interaction {id} from {user} (no callback usually means \
                         the handler failed or serenity dropped the event: see problems)"
                    )
                },
            )
            .await
    }
}

/// The bot's answer to one interaction: its callback, and what followed.
#[derive(Clone, Debug)]
pub struct Response {
    /// The interaction answered.
    pub interaction_id: u64,
    /// Who acted.
    pub user_id: u64,
    /// The callback type: 4 reply, 5 deferred reply, 6 deferred update, 7 update the
    /// clicked message, 9 modal.
    pub kind: u8,
    /// The callback's `data` as the bot sent it (`Null` if none).
    pub data: Value,
    /// Whether only the user sees the answer: flag 64 of a reply or deferral; for 6 and 7,
    /// whether the clicked message was ephemeral.
    pub ephemeral: bool,
    /// From injecting the interaction to receiving its callback.
    pub latency: Duration,
    /// The message `@original` designates, as it is now: the reply (4, 5) or the clicked
    /// message (6, 7). `None` for a modal.
    pub original: Option<RecordedMessage>,
    /// Follow-up messages, in order (not counting the one that filled a deferral).
    pub followups: Vec<RecordedMessage>,
    /// A deferral (5) whose placeholder ("thinking…") has not been filled yet.
    pub pending: bool,
    /// Callbacks refused because this one came first (answered 400, code 40060).
    pub refused_callbacks: u32,
}

impl Response {
    /// The content of the original message, or of the modal's title for a modal.
    pub fn content(&self) -> String {
        match &self.original {
            Some(message) => message.content.clone(),
            None => self.data["title"].as_str().unwrap_or_default().to_owned(),
        }
    }

    /// The original message followed by the follow-ups.
    pub fn messages(&self) -> Vec<RecordedMessage> {
        self.original
            .iter()
            .chain(self.followups.iter())
            .cloned()
            .collect()
    }

    /// The text of every message of the answer ([`RecordedMessage::text`]), joined.
    pub fn text(&self) -> String {
        self.messages()
            .iter()
            .map(RecordedMessage::text)
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// A component interaction as a forged or unusual client may send it
/// ([`FakeDiscord::forge_click`]): any custom id on any recorded message, claimed from any
/// channel or from a DM, with the clicked message flagged ephemeral or not, so that a bot can
/// be tested on clicks Discord's own client would never send.
#[derive(Clone, Debug)]
pub struct ForgedClick {
    /// The recorded message the click carries (as it is now).
    pub message_id: u64,
    /// The component's custom id.
    pub custom_id: String,
    /// 2 button; 3 string select (with `values`).
    pub component_type: u8,
    /// A select's values.
    pub values: Vec<String>,
    /// The channel the click claims to come from (default: the message's).
    pub channel: Option<u64>,
    /// From the user's DM with the bot: no `guild_id`, `user` instead of `member`, a channel
    /// of type 1.
    pub dm: bool,
    /// The clicked message's ephemeral flag (64) as the payload claims it (default: as
    /// recorded).
    pub ephemeral: Option<bool>,
}

impl ForgedClick {
    /// A button click on `message_id` with `custom_id`.
    pub fn new(message_id: u64, custom_id: &str) -> Self {
        ForgedClick {
            message_id,
            custom_id: custom_id.to_owned(),
            component_type: 2,
            values: Vec::new(),
            channel: None,
            dm: false,
            ephemeral: None,
        }
    }

    /// A string select's choice instead of a button click.
    #[must_use]
    pub fn select(mut self, values: &[&str]) -> Self {
        self.component_type = 3;
        self.values = values.iter().map(|v| (*v).to_owned()).collect();
        self
    }

    /// Claims to come from `channel`.
    #[must_use]
    pub fn in_channel(mut self, channel: u64) -> Self {
        self.channel = Some(channel);
        self
    }

    /// Claims to come from the user's DM with the bot.
    #[must_use]
    pub fn in_dm(mut self) -> Self {
        self.dm = true;
        self
    }

    /// Claims the clicked message is (or is not) ephemeral.
    #[must_use]
    pub fn ephemeral(mut self, ephemeral: bool) -> Self {
        self.ephemeral = Some(ephemeral);
        self
    }
}

/// The `p`-th percentile (0.0 to 1.0, nearest rank) of some durations; zero if none.
pub fn percentile(durations: &[Duration], p: f64) -> Duration {
    if durations.is_empty() {
        return Duration::ZERO;
    }
    let mut sorted = durations.to_vec();
    sorted.sort();
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        clippy::cast_precision_loss
    )]
    let rank = ((p.clamp(0.0, 1.0) * sorted.len() as f64).ceil() as usize).max(1);
    sorted[rank.min(sorted.len()) - 1]
}
