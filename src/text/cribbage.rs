//! Cribbage's values in words (`locales/<lang>/cribbage.ftl`, every id `cribbage-...`): why
//! an action, an option or a table is refused, why points are pegged, the table's
//! options, the rules in brief. The engine gives typed values; every front end words them
//! here, in its reader's language. The engine's errors are `Display`ed from here in
//! English: the referee's JSON and the operator's tools say them so.

use std::fmt;

use super::{Lang, message};
use crate::core::Seat;
use crate::games::GameOptions;
use crate::games::cribbage::{
    MAX_SEATS, MIN_SEATS, Options, OptionsError, Pile, Refusal, ReplayError, SetupError, Why,
};

/// "Cribbage needs 2 to 4 players".
pub fn players_needed(lang: Lang) -> String {
    t!(
        lang,
        "cribbage-players-needed",
        min = MIN_SEATS,
        max = MAX_SEATS
    )
}

/// Why points were pegged, in words: "fifteen", "a run of 4".
pub fn why(lang: Lang, why: Why) -> String {
    let id = match why {
        Why::Fifteen => "cribbage-why-fifteen",
        Why::Pair => "cribbage-why-pair",
        Why::PairRoyal => "cribbage-why-pair-royal",
        Why::DoublePairRoyal => "cribbage-why-double-pair-royal",
        Why::Run(length) => return t!(lang, "cribbage-why-run", length = length),
        Why::ThirtyOne => "cribbage-why-thirty-one",
        Why::Go => "cribbage-why-go",
        Why::LastCard => "cribbage-why-last-card",
        Why::HisHeels => "cribbage-why-his-heels",
        Why::Flush => "cribbage-why-flush",
        Why::HisNobs => "cribbage-why-his-nobs",
        Why::Claim => "cribbage-why-claim",
        Why::Muggins => "cribbage-why-muggins",
    };
    message(lang, id, &[])
}

/// A side's name: a player's own (alone), or "Side A" / "Side B" for partnerships.
pub fn side(lang: Lang, seats: u8, side: u8, name: &dyn Fn(Seat) -> String) -> String {
    match (seats, side) {
        (4, 0) => message(lang, "cribbage-side-a", &[]),
        (4, _) => message(lang, "cribbage-side-b", &[]),
        _ => name(Seat(side)),
    }
}

/// "hand" or "crib".
pub fn pile(lang: Lang, pile: Pile) -> String {
    message(lang, &format!("cribbage-pile-{}", pile.word()), &[])
}

/// Each option that differs from the rules' defaults, as "name: value".
pub fn option_rules(lang: Lang, options: &Options) -> Vec<String> {
    let default = Options::default();
    Options::schema()
        .iter()
        .filter(|spec| options.value(spec.key) != default.value(spec.key))
        .map(|spec| {
            let value = options.value(spec.key).unwrap_or_default();
            let name = message(lang, &format!("cribbage-option-{}", spec.key), &[]);
            let said = match spec.values {
                crate::games::OptionValues::Switch if value == "true" => {
                    message(lang, "option-on", &[])
                }
                crate::games::OptionValues::Switch => message(lang, "option-off", &[]),
                crate::games::OptionValues::Number { .. } => value,
                crate::games::OptionValues::OneOf(_) => {
                    message(lang, &format!("cribbage-option-{}-{value}", spec.key), &[])
                }
            };
            format!("{name}: {said}")
        })
        .collect()
}

/// Why an action is refused, said to the player who tried, with seats named by `name`.
pub fn refusal(lang: Lang, refusal: &Refusal, name: &dyn Fn(Seat) -> String) -> String {
    use Refusal::*;
    match *refusal {
        GameOver => message(lang, "cribbage-error-game-over", &[]),
        HandOver => message(lang, "cribbage-error-hand-over", &[]),
        NoSuchSeat(seat) => t!(lang, "cribbage-error-no-such-seat", seat = name(seat)),
        NotYourTurn { waiting_for } => {
            t!(
                lang,
                "cribbage-error-not-your-turn",
                seat = name(waiting_for)
            )
        }
        AlreadyDiscarded => message(lang, "cribbage-error-already-discarded", &[]),
        StillDiscarding => message(lang, "cribbage-error-still-discarding", &[]),
        NotDiscarding => message(lang, "cribbage-error-not-discarding", &[]),
        DiscardCount { given, wanted } => t!(
            lang,
            "cribbage-error-discard-count",
            given = given,
            wanted = wanted
        ),
        NotHeld(card) => t!(lang, "cribbage-error-not-held", card = card.to_string()),
        PastThirtyOne { card, count } => t!(
            lang,
            "cribbage-error-past-thirty-one",
            card = card.to_string(),
            count = count
        ),
        CardFits => message(lang, "cribbage-error-card-fits", &[]),
        StillPlaying => message(lang, "cribbage-error-still-playing", &[]),
        Showing => message(lang, "cribbage-error-showing", &[]),
        NoMuggins => message(lang, "cribbage-error-no-muggins", &[]),
        ClaimTooHigh(claim) => t!(lang, "cribbage-error-claim-too-high", claim = claim),
    }
}

/// Why an action is refused, said about `actor`, the seat that tried, for someone ruling
/// on a hand from outside it ("Bob does not hold 5h"). Cards are named by their codes.
pub fn refusal_about(
    lang: Lang,
    refusal: &Refusal,
    actor: Seat,
    name: &dyn Fn(Seat) -> String,
) -> String {
    use Refusal::*;
    let who = name(actor);
    match *refusal {
        NotYourTurn { waiting_for } => t!(
            lang,
            "cribbage-error-about-not-your-turn",
            seat = name(waiting_for),
            who = who
        ),
        AlreadyDiscarded => t!(lang, "cribbage-error-about-already-discarded", who = who),
        DiscardCount { given, wanted } => t!(
            lang,
            "cribbage-error-about-discard-count",
            who = who,
            given = given,
            wanted = wanted
        ),
        NotHeld(card) => t!(
            lang,
            "cribbage-error-about-not-held",
            who = who,
            card = card.code()
        ),
        PastThirtyOne { card, count } => t!(
            lang,
            "cribbage-error-about-past-thirty-one",
            who = who,
            card = card.code(),
            count = count
        ),
        CardFits => t!(lang, "cribbage-error-about-card-fits", who = who),
        StillDiscarding => t!(lang, "cribbage-error-about-still-discarding", who = who),
        NotDiscarding => t!(lang, "cribbage-error-about-not-discarding", who = who),
        StillPlaying => t!(lang, "cribbage-error-about-still-playing", who = who),
        Showing => t!(lang, "cribbage-error-about-showing", who = who),
        NoMuggins => t!(lang, "cribbage-error-about-no-muggins", who = who),
        other => t!(
            lang,
            "cribbage-error-about",
            who = who,
            error = self::refusal(lang, &other, name)
        ),
    }
}

/// Why a match cannot be set up as asked.
pub fn setup_error(lang: Lang, error: &SetupError) -> String {
    match *error {
        SetupError::Seats(players) => t!(
            lang,
            "cribbage-setup-seats",
            needed = players_needed(lang),
            players = players
        ),
    }
}

/// Why a table option was refused.
pub fn options_error(lang: Lang, error: &OptionsError) -> String {
    match error {
        OptionsError::Unknown(key) => {
            t!(lang, "cribbage-options-error-unknown", key = key.as_str())
        }
        OptionsError::BadValue { key, value } => {
            let values = Options::schema()
                .iter()
                .find(|spec| spec.key == *key)
                .map(|spec| spec.values.listed().join(", "))
                .unwrap_or_default();
            t!(
                lang,
                "cribbage-options-error-bad-value",
                key = *key,
                value = value.as_str(),
                values = values
            )
        }
        OptionsError::NotKeyValue(text) => t!(
            lang,
            "cribbage-options-error-not-key-value",
            text = text.as_str()
        ),
    }
}

/// Why a log does not replay on its table (seats named "seat 3").
pub fn replay_error(lang: Lang, error: &ReplayError) -> String {
    match error {
        ReplayError::Setup(error) => setup_error(lang, error),
        ReplayError::Illegal { index, refusal } => t!(
            lang,
            "cribbage-replay-illegal",
            index = *index,
            error = self::refusal(lang, refusal, &|s| s.to_string())
        ),
    }
}

/// The rules in brief, page by page: (title, text), `**` marking what to stress.
pub fn rules(lang: Lang) -> Vec<(String, String)> {
    ["brief", "crib", "play", "show"]
        .iter()
        .map(|page| {
            let title = message(lang, &format!("cribbage-rules-{page}-title"), &[]);
            let text = t!(
                lang,
                &format!("cribbage-rules-{page}"),
                min = MIN_SEATS,
                max = MAX_SEATS
            );
            (title, text)
        })
        .collect()
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&refusal(Lang::En, self, &|seat| seat.to_string()))
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&setup_error(Lang::En, self))
    }
}

impl fmt::Display for OptionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&options_error(Lang::En, self))
    }
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&replay_error(Lang::En, self))
    }
}
