//! Crazy Eights' values in words (`locales/<lang>/crazy-eights.ftl`, every id
//! `crazy-eights-...`): why an action, an option or a table is refused, suits, the table's
//! options, the rules in brief. The engine gives typed values; every front end words them
//! here, in its reader's language. The engine's errors are `Display`ed from here in
//! English: the referee's JSON and the operator's tools say them so.

use super::{Lang, message};
use crate::cards::Suit;
use crate::core::Seat;
use crate::games::GameOptions;
use crate::games::crazy_eights::{
    MAX_SEATS, MIN_SEATS, Options, OptionsError, Refusal, ReplayError, SetupError,
};

/// "Crazy Eights needs 2 to 10 players".
pub fn players_needed(lang: Lang) -> String {
    t!(
        lang,
        "crazy-eights-players-needed",
        min = MIN_SEATS,
        max = MAX_SEATS
    )
}

/// A suit's name: "hearts".
pub fn suit(lang: Lang, suit: Suit) -> String {
    message(lang, &format!("crazy-eights-suit-{}", suit.name()), &[])
}

/// Each option that differs from the rules' defaults, as "name: value".
pub fn option_rules(lang: Lang, options: &Options) -> Vec<String> {
    let default = Options::default();
    Options::schema()
        .iter()
        .filter(|spec| options.value(spec.key) != default.value(spec.key))
        .map(|spec| {
            let value = options.value(spec.key).unwrap_or_default();
            let name = message(lang, &format!("crazy-eights-option-{}", spec.key), &[]);
            let said = match spec.values {
                crate::games::OptionValues::Switch if value == "true" => {
                    message(lang, "option-on", &[])
                }
                crate::games::OptionValues::Switch => message(lang, "option-off", &[]),
                crate::games::OptionValues::Number { .. } => value,
                crate::games::OptionValues::OneOf(_) => message(
                    lang,
                    &format!("crazy-eights-option-{}-{value}", spec.key),
                    &[],
                ),
            };
            format!("{name}: {said}")
        })
        .collect()
}

/// Why an action is refused, said to the player who tried, with seats named by `name`.
pub fn refusal(lang: Lang, refusal: &Refusal, name: &dyn Fn(Seat) -> String) -> String {
    use Refusal::*;
    match *refusal {
        GameOver => message(lang, "crazy-eights-error-game-over", &[]),
        NoSuchSeat(seat) => t!(lang, "crazy-eights-error-no-such-seat", seat = name(seat)),
        NotYourTurn { waiting_for } => t!(
            lang,
            "crazy-eights-error-not-your-turn",
            seat = name(waiting_for)
        ),
        NotHeld(card) => t!(lang, "crazy-eights-error-not-held", card = card.to_string()),
        NotMatching { card, suit: s, top } => t!(
            lang,
            "crazy-eights-error-not-matching",
            card = card.to_string(),
            suit = suit(lang, s),
            top = top.to_string()
        ),
        SuitDue => message(lang, "crazy-eights-error-suit-due", &[]),
        NoSuitDue => message(lang, "crazy-eights-error-no-suit-due", &[]),
        DrawOrTwo { pending } => t!(lang, "crazy-eights-error-draw-or-two", count = pending),
        OnlyDrawn { drawn } => t!(
            lang,
            "crazy-eights-error-only-drawn",
            card = drawn.to_string()
        ),
        StockEmpty => message(lang, "crazy-eights-error-stock-empty", &[]),
        DrawLimit { limit } => t!(lang, "crazy-eights-error-draw-limit", count = limit),
        MustPlay => message(lang, "crazy-eights-error-must-play", &[]),
        MustDraw => message(lang, "crazy-eights-error-must-draw", &[]),
        NoLastCard => message(lang, "crazy-eights-error-no-last-card", &[]),
    }
}

/// Why an action is refused, said about the player who tried (`actor`), as a judge rules
/// on a hand from outside it ("Dan must draw 4 cards or play a two"). Cards are named by
/// their codes (`10h`), as the referee's documents write them.
pub fn refusal_about(
    lang: Lang,
    refusal: &Refusal,
    actor: Seat,
    name: &dyn Fn(Seat) -> String,
) -> String {
    use Refusal::*;
    let who = name(actor);
    match *refusal {
        GameOver => t!(lang, "crazy-eights-error-about-hand-over", who = who),
        NoSuchSeat(_) => t!(
            lang,
            "crazy-eights-error-about",
            who = who,
            error = self::refusal(lang, refusal, name)
        ),
        NotYourTurn { waiting_for } => t!(
            lang,
            "crazy-eights-error-about-not-your-turn",
            seat = name(waiting_for),
            who = who
        ),
        NotHeld(card) => t!(
            lang,
            "crazy-eights-error-about-not-held",
            who = who,
            card = card.code()
        ),
        NotMatching { card, suit: s, top } => t!(
            lang,
            "crazy-eights-error-about-not-matching",
            who = who,
            card = card.code(),
            suit = suit(lang, s),
            top = top.code()
        ),
        SuitDue => t!(lang, "crazy-eights-error-about-suit-due", who = who),
        NoSuitDue => t!(lang, "crazy-eights-error-about-no-suit-due", who = who),
        DrawOrTwo { pending } => t!(
            lang,
            "crazy-eights-error-about-draw-or-two",
            who = who,
            count = pending
        ),
        OnlyDrawn { drawn } => t!(
            lang,
            "crazy-eights-error-about-only-drawn",
            who = who,
            card = drawn.code()
        ),
        StockEmpty => t!(lang, "crazy-eights-error-about-stock-empty", who = who),
        DrawLimit { limit } => t!(
            lang,
            "crazy-eights-error-about-draw-limit",
            who = who,
            count = limit
        ),
        MustPlay => t!(lang, "crazy-eights-error-about-must-play", who = who),
        MustDraw => t!(lang, "crazy-eights-error-about-must-draw", who = who),
        NoLastCard => t!(lang, "crazy-eights-error-about-no-last-card", who = who),
    }
}

/// Why a match cannot be set up as asked.
pub fn setup_error(lang: Lang, error: &SetupError) -> String {
    match *error {
        SetupError::Seats(players) => t!(
            lang,
            "crazy-eights-setup-seats",
            needed = players_needed(lang),
            players = players
        ),
        SetupError::HandSize { size, players } => t!(
            lang,
            "crazy-eights-setup-hand-size",
            size = size,
            players = players
        ),
    }
}

/// Why a table option was refused.
pub fn options_error(lang: Lang, error: &OptionsError) -> String {
    match error {
        OptionsError::Unknown(key) => {
            t!(
                lang,
                "crazy-eights-options-error-unknown",
                key = key.as_str()
            )
        }
        OptionsError::BadValue { key, value } => {
            let values = Options::schema()
                .iter()
                .find(|spec| spec.key == *key)
                .map(|spec| match spec.values {
                    crate::games::OptionValues::Number { min, max } => format!("{min}..{max}"),
                    other => other.listed().join(", "),
                })
                .unwrap_or_default();
            t!(
                lang,
                "crazy-eights-options-error-bad-value",
                key = *key,
                value = value.as_str(),
                values = values
            )
        }
        OptionsError::NotKeyValue(text) => t!(
            lang,
            "crazy-eights-options-error-not-key-value",
            text = text.as_str()
        ),
        OptionsError::SameRank { key, other, rank } => t!(
            lang,
            "crazy-eights-options-error-same-rank",
            key = *key,
            other = *other,
            rank = rank.symbol()
        ),
    }
}

/// Why a log does not replay on its table (seats named "seat 3").
pub fn replay_error(lang: Lang, error: &ReplayError) -> String {
    match error {
        ReplayError::Setup(error) => setup_error(lang, error),
        ReplayError::Illegal { index, refusal } => t!(
            lang,
            "crazy-eights-replay-illegal",
            index = *index,
            error = self::refusal(lang, refusal, &|s| s.to_string())
        ),
    }
}

/// The rules in brief, page by page: (title, text), `**` marking what to stress.
pub fn rules(lang: Lang) -> Vec<(String, String)> {
    ["brief", "play", "drawing", "scoring"]
        .iter()
        .map(|page| {
            let title = message(lang, &format!("crazy-eights-rules-{page}-title"), &[]);
            let text = t!(
                lang,
                &format!("crazy-eights-rules-{page}"),
                min = MIN_SEATS,
                max = MAX_SEATS
            );
            (title, text)
        })
        .collect()
}

impl std::fmt::Display for crate::games::crazy_eights::Refusal {
    /// In English, from the message files, seats named by number.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&refusal(Lang::En, self, &|s: Seat| s.to_string()))
    }
}

impl std::fmt::Display for crate::games::crazy_eights::SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&setup_error(Lang::En, self))
    }
}

impl std::fmt::Display for crate::games::crazy_eights::OptionsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&options_error(Lang::En, self))
    }
}
