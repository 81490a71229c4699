//! Oh Hell!'s values in words (`locales/<lang>/oh-hell.ftl`, every id `oh-hell-...`): why
//! an action, an option or a table is refused, the trumps, the table's options, the rules
//! in brief. The engine gives typed values; every front end words them here, in its
//! reader's language. The engine's errors are `Display`ed from here in English: the
//! referee's JSON and the operator's tools say them so.

use std::fmt;

use super::{Lang, message};
use crate::core::Seat;
use crate::games::GameOptions;
use crate::games::oh_hell::{
    MAX_SEATS, MIN_SEATS, Options, OptionsError, Refusal, ReplayError, SetupError, Suit,
};

/// "Oh Hell! needs 3 to 7 players".
pub fn players_needed(lang: Lang) -> String {
    t!(
        lang,
        "oh-hell-players-needed",
        min = MIN_SEATS,
        max = MAX_SEATS
    )
}

/// A suit's name: "hearts", "jokers".
pub fn suit(lang: Lang, suit: Suit) -> String {
    message(lang, &format!("oh-hell-suit-{}", suit.name()), &[])
}

/// The trumps in words: "trumps: hearts (8♥ turned)", "no trumps".
pub fn trumps(
    lang: Lang,
    trump: Option<Suit>,
    turned: Option<crate::games::oh_hell::Card>,
) -> String {
    match (trump, turned) {
        (Some(s), Some(card)) => t!(
            lang,
            "oh-hell-trumps-turned",
            suit = suit(lang, s),
            card = card.to_string()
        ),
        (Some(s), None) => t!(lang, "oh-hell-trumps", suit = suit(lang, s)),
        (None, Some(card)) => t!(lang, "oh-hell-no-trumps-turned", card = card.to_string()),
        (None, None) => message(lang, "oh-hell-no-trumps", &[]),
    }
}

/// Each option that differs from the rules' defaults, as "name: value".
pub fn option_rules(lang: Lang, options: &Options) -> Vec<String> {
    let default = Options::default();
    Options::schema()
        .iter()
        .filter(|spec| options.value(spec.key) != default.value(spec.key))
        .map(|spec| {
            let value = options.value(spec.key).unwrap_or_default();
            let name = message(lang, &format!("oh-hell-option-{}", spec.key), &[]);
            let said = match spec.values {
                crate::games::OptionValues::Switch if value == "true" => {
                    message(lang, "option-on", &[])
                }
                crate::games::OptionValues::Switch => message(lang, "option-off", &[]),
                _ => message(lang, &format!("oh-hell-option-{}-{value}", spec.key), &[]),
            };
            format!("{name}: {said}")
        })
        .collect()
}

/// Why an action is refused, said to the player who tried, with seats named by `name`.
pub fn refusal(lang: Lang, refusal: &Refusal, name: &dyn Fn(Seat) -> String) -> String {
    use Refusal::*;
    match *refusal {
        GameOver => message(lang, "oh-hell-error-game-over", &[]),
        NoSuchSeat(seat) => t!(lang, "oh-hell-error-no-such-seat", seat = name(seat)),
        NotYourTurn { waiting_for } => {
            t!(
                lang,
                "oh-hell-error-not-your-turn",
                seat = name(waiting_for)
            )
        }
        BiddingOver => message(lang, "oh-hell-error-bidding-over", &[]),
        StillBidding => message(lang, "oh-hell-error-still-bidding", &[]),
        BidTooHigh { bid, cards } => {
            t!(lang, "oh-hell-error-bid-too-high", bid = bid, cards = cards)
        }
        Hooked { bid } => t!(lang, "oh-hell-error-hooked", bid = bid),
        BidFinal => message(lang, "oh-hell-error-bid-final", &[]),
        AlreadyBid => message(lang, "oh-hell-error-already-bid", &[]),
        NotHeld(card) => t!(lang, "oh-hell-error-not-held", card = card.to_string()),
        MustFollow { suit: s } => t!(lang, "oh-hell-error-must-follow", suit = suit(lang, s)),
        MustTrump { trump } => t!(lang, "oh-hell-error-must-trump", suit = suit(lang, trump)),
        NotBlind => message(lang, "oh-hell-error-not-blind", &[]),
    }
}

/// Why an action is refused, said about `actor`, the seat that tried, for someone ruling
/// on a hand from outside it ("Ann deals and may not bid 0 (the hook)"). Cards are named
/// by their codes (`10h`), as the referee's documents write them.
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
            "oh-hell-error-about-not-your-turn",
            seat = name(waiting_for),
            who = who
        ),
        BidTooHigh { bid, cards } => t!(
            lang,
            "oh-hell-error-about-bid-too-high",
            who = who,
            bid = bid,
            cards = cards
        ),
        Hooked { bid } => t!(lang, "oh-hell-error-about-hooked", who = who, bid = bid),
        BidFinal => t!(lang, "oh-hell-error-about-bid-final", who = who),
        AlreadyBid => t!(lang, "oh-hell-error-about-already-bid", who = who),
        NotHeld(card) => t!(
            lang,
            "oh-hell-error-about-not-held",
            who = who,
            card = card.code()
        ),
        MustFollow { suit: s } => t!(
            lang,
            "oh-hell-error-about-must-follow",
            who = who,
            suit = suit(lang, s)
        ),
        MustTrump { trump } => t!(
            lang,
            "oh-hell-error-about-must-trump",
            who = who,
            suit = suit(lang, trump)
        ),
        other => t!(
            lang,
            "oh-hell-error-about",
            who = who,
            error = self::refusal(lang, &other, name)
        ),
    }
}

/// Why a game cannot be set up as asked.
pub fn setup_error(lang: Lang, error: &SetupError) -> String {
    match *error {
        SetupError::Seats(players) => t!(
            lang,
            "oh-hell-setup-seats",
            needed = players_needed(lang),
            players = players
        ),
        SetupError::MaxCards { max, limit } => {
            t!(lang, "oh-hell-setup-max-cards", max = max, limit = limit)
        }
    }
}

/// Why a table option was refused.
pub fn options_error(lang: Lang, error: &OptionsError) -> String {
    match error {
        OptionsError::Unknown(key) => t!(lang, "oh-hell-options-error-unknown", key = key.as_str()),
        OptionsError::BadValue { key, value } => {
            let values = Options::schema()
                .iter()
                .find(|spec| spec.key == *key)
                .map(|spec| spec.values.listed().join(", "))
                .unwrap_or_default();
            t!(
                lang,
                "oh-hell-options-error-bad-value",
                key = *key,
                value = value.as_str(),
                values = values
            )
        }
        OptionsError::NotKeyValue(text) => t!(
            lang,
            "oh-hell-options-error-not-key-value",
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
            "oh-hell-replay-illegal",
            index = *index,
            error = self::refusal(lang, refusal, &|s| s.to_string())
        ),
    }
}

/// The rules in brief, page by page: (title, text), `**` marking what to stress.
pub fn rules(lang: Lang) -> Vec<(String, String)> {
    ["brief", "bidding", "play", "scoring"]
        .iter()
        .map(|page| {
            let title = message(lang, &format!("oh-hell-rules-{page}-title"), &[]);
            let text = t!(
                lang,
                &format!("oh-hell-rules-{page}"),
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
