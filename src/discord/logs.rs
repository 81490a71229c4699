//! The bot's logs hold no secret, at any level: not the bot token, not a player's
//! interaction token (enough to read their hand for 15 minutes), not a card only one player
//! may know.
//!
//! Two guards, for what the bot logs and what its libraries log:
//! - **Caps**: the libraries that log whole payloads at their finest levels (tungstenite logs
//!   every gateway frame at trace, IDENTIFY with the bot token among them, and every event
//!   with interaction tokens and picked cards; serenity logs failing payloads and responses
//!   with their URLs at debug) are held at `info` whatever `RUST_LOG` asks.
//! - **Scrubbing**: every line written is scrubbed of the bot token, of the token segment of
//!   interaction routes (`/webhooks/{app}/{token}`, `/interactions/{id}/{token}`), and of
//!   the cards in a ribs or fold control's custom id. The bot's own lines name routes and
//!   controls without them already; this is for everything else.

use std::borrow::Cow;
use std::io::Write;
use std::sync::{Arc, LazyLock};

use regex::Regex;
use tracing_subscriber::EnvFilter;
use tracing_subscriber::fmt::MakeWriter;

/// Libraries held at `info`: their finer levels log whole payloads (see the module).
const CAPPED: [&str; 7] = [
    "tungstenite",
    "tokio_tungstenite",
    "serenity::gateway",
    "serenity::http",
    "reqwest",
    "hyper",
    "hyper_util",
];

/// The log filter: `RUST_LOG` (default: info for ribs, warnings elsewhere), with the
/// libraries that log payloads capped at `info`.
pub fn filter(rust_log: Option<&str>) -> EnvFilter {
    let base = rust_log
        .and_then(|f| EnvFilter::try_new(f).ok())
        .unwrap_or_else(|| EnvFilter::new("warn,ribs=info"));
    CAPPED.iter().fold(base, |filter, target| {
        match format!("{target}=info").parse() {
            Ok(directive) => filter.add_directive(directive),
            Err(_) => filter,
        }
    })
}

static INTERACTION_ROUTE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(/(?:webhooks|interactions)/\d+/)[^/\s?\x22']+").expect("a valid pattern")
});
static HIDDEN_CARDS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(ribs:\d+:(?:ribs|fold):\d+:)[A-Za-z0-9.]+").expect("a valid pattern")
});

/// `line` without the bot token, interaction tokens in routes, or the cards of a ribs or
/// fold control.
pub fn scrub<'a>(line: &'a str, bot_token: &str) -> Cow<'a, str> {
    let mut out = Cow::Borrowed(line);
    if !bot_token.is_empty() && out.contains(bot_token) {
        out = Cow::Owned(out.replace(bot_token, "[bot token]"));
    }
    if INTERACTION_ROUTE.is_match(&out) {
        out = Cow::Owned(
            INTERACTION_ROUTE
                .replace_all(&out, "${1}[token]")
                .into_owned(),
        );
    }
    if HIDDEN_CARDS.is_match(&out) {
        out = Cow::Owned(HIDDEN_CARDS.replace_all(&out, "${1}[cards]").into_owned());
    }
    out
}

/// An interaction route as logged: its token segment replaced.
pub fn route(path: &str) -> Cow<'_, str> {
    scrub(path, "")
}

/// Writes log lines to stderr, scrubbed (see [`scrub`]).
#[derive(Clone)]
pub struct Scrubbed {
    token: Arc<str>,
}

impl Scrubbed {
    pub fn new(bot_token: &str) -> Scrubbed {
        Scrubbed {
            token: Arc::from(bot_token),
        }
    }
}

/// One log event's writer: the formatter hands it the whole line at once.
pub struct Line {
    token: Arc<str>,
}

impl Write for Line {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let text = String::from_utf8_lossy(buf);
        std::io::stderr().write_all(scrub(&text, &self.token).as_bytes())?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        std::io::stderr().flush()
    }
}

impl<'a> MakeWriter<'a> for Scrubbed {
    type Writer = Line;

    fn make_writer(&'a self) -> Line {
        Line {
            token: Arc::clone(&self.token),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_loses_the_bot_token_interaction_tokens_and_hidden_cards() {
        let token = "MTA4.abc.secret";
        let line = format!(
            "PATCH https://discord.com/api/v10/webhooks/123/aW50ZXJhY3Rpb246secret/messages/@original \
             POST /api/v10/interactions/456/tok-en_1/callback Authorization: Bot {token} \
             custom_id=ribs:7:ribs:4:Ad.Kh2 ribs:7:fold:9:7c.8c ribs:7:up:5:Qd.Qs ribs:7:bid:3:4"
        );
        let clean = scrub(&line, token);
        assert!(!clean.contains("secret"), "{clean}");
        assert!(!clean.contains("tok-en_1"), "{clean}");
        assert!(
            !clean.contains("Ad.Kh2") && !clean.contains("7c.8c"),
            "{clean}"
        );
        assert!(
            clean.contains("/webhooks/123/[token]/messages/@original"),
            "{clean}"
        );
        assert!(
            clean.contains("/interactions/456/[token]/callback"),
            "{clean}"
        );
        assert!(clean.contains("ribs:7:ribs:4:[cards]"), "{clean}");
        // Face-up plays and bids are public: left as they are.
        assert!(clean.contains("ribs:7:up:5:Qd.Qs") && clean.contains("ribs:7:bid:3:4"));
        assert_eq!(scrub("nothing to hide", token), "nothing to hide");
    }

    #[test]
    fn libraries_that_log_payloads_are_capped_whatever_is_asked() {
        let filter = filter(Some("trace")).to_string();
        for target in CAPPED {
            assert!(filter.contains(&format!("{target}=info")), "{filter}");
        }
    }
}
