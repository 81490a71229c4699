//! Ribs' own values in words (`locales/<lang>/ribs.ftl`, every id `ribs-...`): how a play
//! fared, how a trick ended, the table's options, why an action, an option, a deal or a
//! log is refused, the rules in brief. The engine gives typed values; every front end
//! words them here, in its reader's language. The engine's errors are `Display`ed from
//! here too, in English: the referee's JSON and the operator's tools say them so.

use std::fmt;

use super::{Lang, message};
use crate::games::ribs::{
    ActionError, BeatRule, CARDS_PER_SEAT, Folding, MAX_SEATS, MIN_SEATS, OPENING_BID, Options,
    OptionsError, Outcome, ReplayError, Seat, SeenTrick, SetupError,
};

/// How a play fared against the ribs (each front end adds its own emphasis). A defeated
/// play goes back to its player when the bid is lost.
pub fn outcome(lang: Lang, outcome: Outcome, bid_made: bool) -> String {
    let id = match outcome {
        Outcome::Beat => "ribs-outcome-beat",
        Outcome::Defeated if bid_made => "ribs-outcome-defeated",
        Outcome::Defeated => "ribs-outcome-defeated-kept",
        Outcome::Folded => "ribs-outcome-folded",
        Outcome::Cracked => "ribs-outcome-cracked",
        Outcome::CrackedToo => "ribs-outcome-cracked-too",
        Outcome::LostToCrack => "ribs-outcome-lost-to-crack",
    };
    message(lang, id, &[])
}

/// How a trick ended: who cracked the ribs, or the bid made or lost and what the defeated
/// cards were worth. Each seat is named by `name`, which may call one "you".
pub fn verdict(lang: Lang, trick: &SeenTrick, name: impl Fn(Seat) -> String) -> String {
    match trick.cracked_by {
        Some(cracker) => t!(lang, "ribs-verdict-cracked", who = name(cracker)),
        None => t!(
            lang,
            if trick.bid_made {
                "ribs-verdict-made"
            } else {
                "ribs-verdict-lost"
            },
            who = name(trick.bidder),
            bid = trick.bid,
            worth = trick.defeated_value
        ),
    }
}

/// "Ribs needs 4 to 10 players".
pub fn players_needed(lang: Lang) -> String {
    t!(
        lang,
        "ribs-players-needed",
        min = MIN_SEATS,
        max = MAX_SEATS
    )
}

/// The target in words: "first to 5 hand wins".
pub fn target(lang: Lang, options: &Options) -> String {
    t!(lang, "ribs-options-target", target = options.target())
}

/// Each rule that differs from RULES.md's defaults, one short phrase each.
pub fn option_rules(lang: Lang, options: &Options) -> Vec<String> {
    let mut rules = Vec::new();
    if options.bid_step() != 1 {
        rules.push(t!(lang, "ribs-options-bid-step", step = options.bid_step()));
    }
    if options.beat_rule() == BeatRule::BothHigher {
        rules.push(message(lang, "ribs-options-both-higher", &[]));
    }
    if options.folding() == Folding::Never {
        rules.push(message(lang, "ribs-options-no-folding", &[]));
    }
    if options.last_trick_face_up() {
        rules.push(message(lang, "ribs-options-last-face-up", &[]));
    }
    rules
}

/// The table in words: the target, then the rules that differ from the defaults.
pub fn options(lang: Lang, options: &Options) -> Vec<String> {
    let mut all = vec![target(lang, options)];
    all.extend(option_rules(lang, options));
    all
}

/// Why an action is refused, said to the player who tried, with seats named by `name`.
pub fn action_error(lang: Lang, error: &ActionError, name: &dyn Fn(Seat) -> String) -> String {
    use ActionError::*;
    match *error {
        MatchOver => message(lang, "ribs-error-match-over", &[]),
        HandOver => message(lang, "ribs-error-hand-over", &[]),
        NoSuchSeat(seat) => t!(lang, "ribs-error-no-such-seat", seat = name(seat)),
        NotYourTurn { waiting_for } => {
            t!(lang, "ribs-error-not-your-turn", seat = name(waiting_for))
        }
        AlreadyPassed => message(lang, "ribs-error-already-passed", &[]),
        MustOpen(bid) => t!(lang, "ribs-error-must-open", bid = bid),
        WrongBid { expected } => t!(lang, "ribs-error-wrong-bid", expected = expected),
        BidTooHigh => message(lang, "ribs-error-bid-too-high", &[]),
        BelowOpening { bid, opening } => {
            t!(
                lang,
                "ribs-error-below-opening",
                bid = bid,
                opening = opening
            )
        }
        OffStep { bid, step, opening } => t!(
            lang,
            "ribs-error-off-step",
            bid = bid,
            step = step,
            opening = opening
        ),
        StillBidding { next } => t!(lang, "ribs-error-still-bidding", next = next),
        BiddingOver { .. } => message(lang, "ribs-error-bidding-over", &[]),
        MustLayRibs => message(lang, "ribs-error-must-lay-ribs", &[]),
        NotTheBidder => message(lang, "ribs-error-not-the-bidder", &[]),
        BidderCannotFold => message(lang, "ribs-error-bidder-cannot-fold", &[]),
        AlreadyFolded => message(lang, "ribs-error-already-folded", &[]),
        FoldingOff => message(lang, "ribs-error-folding-off", &[]),
        LastTrickFaceUp => message(lang, "ribs-error-last-trick-face-up", &[]),
        NotHeld(card) => t!(lang, "ribs-error-not-held", card = card.to_string()),
        SameCardTwice => message(lang, "ribs-error-same-card-twice", &[]),
    }
}

/// RULES.md in brief, page by page with its examples: (title, text). `**` marks what to
/// stress; each front end shows it its own way.
pub fn rules(lang: Lang) -> Vec<(String, String)> {
    let target = Options::default().target();
    let page = |title: &str, text: String| (message(lang, title, &[]), text);
    vec![
        page(
            "ribs-rules-brief-title",
            t!(
                lang,
                "ribs-rules-brief",
                min = MIN_SEATS,
                max = MAX_SEATS,
                cards = CARDS_PER_SEAT,
                target = target
            ),
        ),
        page(
            "ribs-rules-bidding-title",
            t!(lang, "ribs-rules-bidding", opening = OPENING_BID),
        ),
        page(
            "ribs-rules-play-title",
            message(lang, "ribs-rules-play", &[]),
        ),
        page(
            "ribs-rules-cracking-title",
            message(lang, "ribs-rules-cracking", &[]),
        ),
        page(
            "ribs-rules-winning-title",
            message(lang, "ribs-rules-winning", &[]),
        ),
    ]
}

/// Why a table option was refused (`/ribs new`'s values, `ribs play`'s key=value). The
/// option names are the commands' own, as typed; a number is said as typed, every digit.
pub fn options_error(lang: Lang, error: &OptionsError) -> String {
    use OptionsError::*;
    match error {
        Target(n) => crate::t!(lang, "ribs-options-error-target", value = n.to_string()),
        BidStep(n) => crate::t!(lang, "ribs-options-error-bid-step", value = n.to_string()),
        Unknown(key) => crate::t!(lang, "ribs-options-error-unknown", key = key.as_str()),
        BadValue {
            key,
            value,
            expected,
        } => crate::t!(
            lang,
            "ribs-options-error-bad-value",
            key = *key,
            value = value.as_str(),
            expected = *expected
        ),
        NotKeyValue(text) => crate::t!(
            lang,
            "ribs-options-error-not-key-value",
            text = text.as_str()
        ),
    }
}

/// Why an action is refused, said about `actor`, the seat that tried, for someone ruling on
/// a game from outside it ("Bob already passed"), with seats named by `name`. A fold is
/// refused with the table option behind it, as the option is spelled in a document; the
/// rest are told about the player as they would be told to them ("Ann: ...").
pub fn action_error_about(
    lang: Lang,
    error: &ActionError,
    actor: Seat,
    name: &dyn Fn(Seat) -> String,
) -> String {
    use ActionError::*;
    let who = name(actor);
    match *error {
        NotYourTurn { waiting_for } => t!(
            lang,
            "ribs-error-about-not-your-turn",
            seat = name(waiting_for),
            who = who
        ),
        AlreadyPassed => t!(lang, "ribs-error-about-already-passed", who = who),
        MustOpen(bid) => t!(lang, "ribs-error-about-must-open", who = who, bid = bid),
        WrongBid { expected } => t!(
            lang,
            "ribs-error-about-wrong-bid",
            who = who,
            expected = expected
        ),
        BiddingOver { bidder, bid } => t!(
            lang,
            "ribs-error-about-bidding-over",
            seat = name(bidder),
            bid = bid
        ),
        AlreadyFolded => t!(lang, "ribs-error-about-already-folded", who = who),
        FoldingOff => t!(lang, "ribs-error-about-folding-off", who = who),
        LastTrickFaceUp => t!(lang, "ribs-error-about-last-trick-face-up", who = who),
        other => t!(
            lang,
            "ribs-error-about",
            who = who,
            error = action_error(lang, &other, name)
        ),
    }
}

/// Why a table cannot be set up as asked (seats named "seat 3").
pub fn setup_error(lang: Lang, error: &SetupError) -> String {
    match *error {
        SetupError::Players(players) => t!(
            lang,
            "ribs-setup-players",
            needed = players_needed(lang),
            players = players
        ),
        SetupError::HandSize { seat, count } => t!(
            lang,
            "ribs-setup-hand-size",
            seat = seat.to_string(),
            cards = CARDS_PER_SEAT,
            count = count
        ),
        SetupError::DealtTwice { card } => {
            t!(lang, "ribs-setup-dealt-twice", card = card.to_string())
        }
        SetupError::NotInPack { card, players } => t!(
            lang,
            "ribs-setup-not-in-pack",
            card = card.to_string(),
            players = players
        ),
        SetupError::Dealer => message(lang, "ribs-setup-dealer", &[]),
    }
}

/// Why a log of actions does not replay on its table (seats named "seat 3").
pub fn replay_error(lang: Lang, error: &ReplayError) -> String {
    match error {
        ReplayError::Setup(error) => setup_error(lang, error),
        ReplayError::Illegal {
            index,
            seat,
            action,
            error,
        } => t!(
            lang,
            "ribs-replay-illegal",
            index = *index,
            seat = seat.to_string(),
            action = action.to_string(),
            error = action_error(lang, error, &|s| s.to_string())
        ),
        ReplayError::Unfinished => message(lang, "ribs-replay-unfinished", &[]),
    }
}

/// `seat 3` for every seat: the sentence a player reads when no names are known, in English.
impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&action_error(Lang::En, self, &|seat| seat.to_string()))
    }
}

/// Serialized as the sentence a player reads, in English (front ends that name seats, or
/// speak another language, use [`action_error`]).
impl serde::Serialize for ActionError {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl fmt::Display for OptionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&options_error(Lang::En, self))
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&setup_error(Lang::En, self))
    }
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&replay_error(Lang::En, self))
    }
}
