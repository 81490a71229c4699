//! The game's own values in words: how a play fared, how a trick ended, the table's
//! options, why an action is refused, the rules in brief. The engine gives typed values;
//! every front end words them here, in its reader's language.

use super::{Lang, message};
use crate::games::ribs::{
    ActionError, BeatRule, CARDS_PER_SEAT, Folding, MAX_SEATS, MIN_SEATS, OPENING_BID, Options,
    Outcome, Seat, SeenTrick,
};

/// How a play fared against the ribs (each front end adds its own emphasis). A defeated
/// play goes back to its player when the bid is lost.
pub fn outcome(lang: Lang, outcome: Outcome, bid_made: bool) -> String {
    let id = match outcome {
        Outcome::Beat => "outcome-beat",
        Outcome::Defeated if bid_made => "outcome-defeated",
        Outcome::Defeated => "outcome-defeated-kept",
        Outcome::Folded => "outcome-folded",
        Outcome::Cracked => "outcome-cracked",
        Outcome::CrackedToo => "outcome-cracked-too",
        Outcome::LostToCrack => "outcome-lost-to-crack",
    };
    message(lang, id, &[])
}

/// How a trick ended: who cracked the ribs, or the bid made or lost and what the defeated
/// cards were worth. Each seat is named by `name`, which may call one "you".
pub fn verdict(lang: Lang, trick: &SeenTrick, name: impl Fn(Seat) -> String) -> String {
    match trick.cracked_by {
        Some(cracker) => t!(lang, "verdict-cracked", who = name(cracker)),
        None => t!(
            lang,
            if trick.bid_made {
                "verdict-made"
            } else {
                "verdict-lost"
            },
            who = name(trick.bidder),
            bid = trick.bid,
            worth = trick.defeated_value
        ),
    }
}

/// "Ribs needs 4 to 10 players".
pub fn players_needed(lang: Lang) -> String {
    t!(lang, "players-needed", min = MIN_SEATS, max = MAX_SEATS)
}

/// What [`seat_label`] adds to a name: ` (seat 3)` where another seat shares it (ignoring
/// case), else nothing; for a front end that escapes the name first.
pub fn seat_mark(lang: Lang, names: &[&str], index: usize) -> String {
    let folded = |n: &str| n.trim().to_lowercase();
    let name = names.get(index).map_or_else(String::new, |n| folded(n));
    let shared = names
        .iter()
        .enumerate()
        .any(|(i, other)| i != index && folded(other) == name);
    if shared {
        format!(" {}", t!(lang, "seat-mark", seat = index + 1))
    } else {
        String::new()
    }
}

/// How seat `index` of a table is named: its occupant's name, with its seat number where
/// another seat has the same name, so that a copied nickname cannot pass for another.
pub fn seat_label(lang: Lang, names: &[&str], index: usize) -> String {
    let name = names.get(index).map_or("?", |n| n.trim());
    format!("{name}{}", seat_mark(lang, names, index))
}

/// The target in words: "first to 5 hand wins".
pub fn target(lang: Lang, options: &Options) -> String {
    t!(lang, "options-target", target = options.target())
}

/// Each rule that differs from RULES.md's defaults, one short phrase each.
pub fn option_rules(lang: Lang, options: &Options) -> Vec<String> {
    let mut rules = Vec::new();
    if options.bid_step() != 1 {
        rules.push(t!(lang, "options-bid-step", step = options.bid_step()));
    }
    if options.beat_rule() == BeatRule::BothHigher {
        rules.push(message(lang, "options-both-higher", &[]));
    }
    if options.folding() == Folding::Never {
        rules.push(message(lang, "options-no-folding", &[]));
    }
    if options.last_trick_face_up() {
        rules.push(message(lang, "options-last-face-up", &[]));
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
        MatchOver => message(lang, "error-match-over", &[]),
        HandOver => message(lang, "error-hand-over", &[]),
        NoSuchSeat(seat) => t!(lang, "error-no-such-seat", seat = name(seat)),
        NotYourTurn { waiting_for } => t!(lang, "error-not-your-turn", seat = name(waiting_for)),
        AlreadyPassed => message(lang, "error-already-passed", &[]),
        MustOpen(bid) => t!(lang, "error-must-open", bid = bid),
        WrongBid { expected } => t!(lang, "error-wrong-bid", expected = expected),
        BidTooHigh => message(lang, "error-bid-too-high", &[]),
        BelowOpening { bid, opening } => {
            t!(lang, "error-below-opening", bid = bid, opening = opening)
        }
        OffStep { bid, step, opening } => t!(
            lang,
            "error-off-step",
            bid = bid,
            step = step,
            opening = opening
        ),
        StillBidding { next } => t!(lang, "error-still-bidding", next = next),
        BiddingOver { .. } => message(lang, "error-bidding-over", &[]),
        MustLayRibs => message(lang, "error-must-lay-ribs", &[]),
        NotTheBidder => message(lang, "error-not-the-bidder", &[]),
        BidderCannotFold => message(lang, "error-bidder-cannot-fold", &[]),
        AlreadyFolded => message(lang, "error-already-folded", &[]),
        FoldingOff => message(lang, "error-folding-off", &[]),
        LastTrickFaceUp => message(lang, "error-last-trick-face-up", &[]),
        NotHeld(card) => t!(lang, "error-not-held", card = card.to_string()),
        SameCardTwice => message(lang, "error-same-card-twice", &[]),
    }
}

/// RULES.md in brief, page by page with its examples: (title, text). `**` marks what to
/// stress; each front end shows it its own way.
pub fn rules(lang: Lang) -> Vec<(String, String)> {
    let target = Options::default().target();
    let page = |title: &str, text: String| (message(lang, title, &[]), text);
    vec![
        page(
            "rules-brief-title",
            t!(
                lang,
                "rules-brief",
                min = MIN_SEATS,
                max = MAX_SEATS,
                cards = CARDS_PER_SEAT,
                target = target
            ),
        ),
        page(
            "rules-bidding-title",
            t!(lang, "rules-bidding", opening = OPENING_BID),
        ),
        page("rules-play-title", message(lang, "rules-play", &[])),
        page("rules-cracking-title", message(lang, "rules-cracking", &[])),
        page("rules-winning-title", message(lang, "rules-winning", &[])),
    ]
}

/// Why a table option was refused (`/ribs new`'s values, `ribs play`'s key=value). The
/// option names are the commands' own, as typed.
pub fn options_error(lang: Lang, error: &crate::games::ribs::OptionsError) -> String {
    use crate::games::ribs::OptionsError::*;
    match error {
        Target(n) => crate::t!(lang, "options-error-target", value = *n),
        BidStep(n) => crate::t!(lang, "options-error-bid-step", value = *n),
        Unknown(key) => crate::t!(lang, "options-error-unknown", key = key.as_str()),
        BadValue {
            key,
            value,
            expected,
        } => crate::t!(
            lang,
            "options-error-bad-value",
            key = *key,
            value = value.as_str(),
            expected = *expected
        ),
        NotKeyValue(text) => crate::t!(lang, "options-error-not-key-value", text = text.as_str()),
    }
}
