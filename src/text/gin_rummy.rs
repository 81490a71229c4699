//! Gin Rummy's values in words (`locales/<lang>/gin-rummy.ftl`, every id `gin-rummy-...`):
//! why an action, an option or a table is refused, the table's options, how a hand ended,
//! the rules in brief. The engine gives typed values; every front end words them here, in
//! its reader's language. The engine's errors are `Display`ed from here in English: the
//! referee's JSON and the operator's tools say them so.

use std::fmt;

use super::{Lang, message};
use crate::cards::CardSet;
use crate::core::Seat;
use crate::games::gin_rummy::{
    Ending, MeldFault, Melds, Options, OptionsError, Refusal, ReplayError, SetupError,
};
use crate::games::{GameKind, GameOptions, OptionValues};

/// Why an action is refused, said to the player who tried, with seats named by `name`.
pub fn refusal(lang: Lang, refusal: &Refusal, name: &dyn Fn(Seat) -> String) -> String {
    use Refusal::*;
    let plain = |id: &str| message(lang, id, &[]);
    let card = |id: &str, card: crate::cards::Card| t!(lang, id, card = card.to_string());
    match *refusal {
        GameOver => plain("gin-rummy-error-game-over"),
        HandOver => plain("gin-rummy-error-hand-over"),
        NoSuchSeat(seat) => t!(lang, "gin-rummy-error-no-such-seat", seat = name(seat)),
        NotYourTurn { waiting_for } => {
            t!(
                lang,
                "gin-rummy-error-not-your-turn",
                seat = name(waiting_for)
            )
        }
        StockBeforePasses => plain("gin-rummy-error-stock-before-passes"),
        UpcardPassed => plain("gin-rummy-error-upcard-passed"),
        NoPass => plain("gin-rummy-error-no-pass"),
        AlreadyDrew => plain("gin-rummy-error-already-drew"),
        DrawFirst => plain("gin-rummy-error-draw-first"),
        NoDrawOnEleven => plain("gin-rummy-error-no-draw-on-eleven"),
        NotHeld(c) => card("gin-rummy-error-not-held", c),
        JustTaken(c) => card("gin-rummy-error-just-taken", c),
        Meld(fault) => meld_fault(lang, fault),
        KnockCardMelded(c) => card("gin-rummy-error-knock-card-melded", c),
        CountOver { count } => t!(lang, "gin-rummy-error-count-over", count = count),
        LastChanceStock => plain("gin-rummy-error-last-chance-stock"),
        NoKnockPossible => plain("gin-rummy-error-no-knock-possible"),
        MustKnock => plain("gin-rummy-error-must-knock"),
        NoKnockToAnswer => plain("gin-rummy-error-no-knock-to-answer"),
        SpreadNow => plain("gin-rummy-error-spread-now"),
        LayOffNotHeld(c) => card("gin-rummy-error-lay-off-not-held", c),
        LayOffMelded(c) => card("gin-rummy-error-lay-off-melded", c),
        LayOffFitsNothing(c) => card("gin-rummy-error-lay-off-fits-nothing", c),
        LayOffAfterGin => plain("gin-rummy-error-lay-off-after-gin"),
    }
}

/// What is wrong with a declaration of melds (meld numbers from 1).
pub fn meld_fault(lang: Lang, fault: MeldFault) -> String {
    match fault {
        MeldFault::NotAMeld { index } => {
            t!(lang, "gin-rummy-error-not-a-meld", index = index + 1)
        }
        MeldFault::NotHeld { index, card } => t!(
            lang,
            "gin-rummy-error-meld-not-held",
            index = index + 1,
            card = card.to_string()
        ),
        MeldFault::Twice { index, card } => t!(
            lang,
            "gin-rummy-error-meld-twice",
            index = index + 1,
            card = card.to_string()
        ),
    }
}

/// Why a game cannot be set up as asked.
pub fn setup_error(lang: Lang, error: &SetupError) -> String {
    match *error {
        SetupError::Seats(players) => t!(
            lang,
            "gin-rummy-setup-seats",
            needed = super::players_needed(lang, GameKind::GinRummy),
            players = players
        ),
        SetupError::ReturnDiscardNeedsLastChance => {
            message(lang, "gin-rummy-setup-return-discard", &[])
        }
    }
}

/// Why a table option was refused.
pub fn options_error(lang: Lang, error: &OptionsError) -> String {
    match error {
        OptionsError::Unknown(key) => {
            t!(lang, "gin-rummy-options-error-unknown", key = key.as_str())
        }
        OptionsError::BadValue { key, value } => {
            let values = Options::schema()
                .iter()
                .find(|spec| spec.key == *key)
                .map(|spec| spec.values.listed().join(", "))
                .unwrap_or_default();
            t!(
                lang,
                "gin-rummy-options-error-bad-value",
                key = *key,
                value = value.as_str(),
                values = values
            )
        }
        OptionsError::NotKeyValue(text) => t!(
            lang,
            "gin-rummy-options-error-not-key-value",
            text = text.as_str()
        ),
    }
}

/// Why a log does not replay on its table (seats named "seat 2").
pub fn replay_error(lang: Lang, error: &ReplayError) -> String {
    match error {
        ReplayError::Setup(error) => setup_error(lang, error),
        ReplayError::Illegal { index, refusal } => t!(
            lang,
            "gin-rummy-replay-illegal",
            index = *index,
            error = self::refusal(lang, refusal, &|s| s.to_string())
        ),
    }
}

/// An option's name as the lobby shows it.
pub fn option_name(lang: Lang, key: &str) -> String {
    message(lang, &format!("gin-rummy-option-{key}"), &[])
}

/// An option's value in words ("on"/"off" for a switch).
pub fn option_value(lang: Lang, key: &str, value: &str) -> String {
    let switch = Options::schema()
        .iter()
        .any(|s| s.key == key && s.values == OptionValues::Switch);
    match (switch, value) {
        (true, "true") => message(lang, "option-on", &[]),
        (true, _) => message(lang, "option-off", &[]),
        _ => message(lang, &format!("gin-rummy-option-{key}-{value}"), &[]),
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
            format!(
                "{}: {}",
                option_name(lang, spec.key),
                option_value(lang, spec.key, &value)
            )
        })
        .collect()
}

/// How a hand ended, in a word: "knock", "gin", "undercut", "dead hand".
pub fn ending(lang: Lang, ending: Ending) -> String {
    let id = match ending {
        Ending::Knock => "gin-rummy-ending-knock",
        Ending::Gin => "gin-rummy-ending-gin",
        Ending::Undercut => "gin-rummy-ending-undercut",
        Ending::Dead => "gin-rummy-ending-dead",
    };
    message(lang, id, &[])
}

/// Melds as a player reads them: `[A♥ 2♥ 3♥] [7♠ 7♥ 7♦]`, or "no melds".
pub fn melds(lang: Lang, melds: &Melds) -> String {
    if melds.is_empty() {
        return message(lang, "gin-rummy-no-melds", &[]);
    }
    let each: Vec<String> = melds
        .as_slice()
        .iter()
        .map(|&m| format!("[{}]", cards(m)))
        .collect();
    each.join(" ")
}

/// Cards in the rules' order (rank, ace low, then suit): `A♥ 7♠ 7♥`.
pub fn cards(set: CardSet) -> String {
    let list: Vec<String> = crate::games::gin_rummy::meld::sorted(set)
        .iter()
        .map(ToString::to_string)
        .collect();
    list.join(" ")
}

/// The rules in brief, page by page: (title, text), `**` marking what to stress.
pub fn rules(lang: Lang) -> Vec<(String, String)> {
    ["brief", "play", "knock", "scoring"]
        .iter()
        .map(|page| {
            let title = message(lang, &format!("gin-rummy-rules-{page}-title"), &[]);
            let text = message(lang, &format!("gin-rummy-rules-{page}"), &[]);
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
