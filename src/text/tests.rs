//! The message files: every language has every message, with the same values; Discord's
//! and POSIX locales map to the languages Ribs speaks; the pseudo-locale marks every message.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast;

use super::*;

/// Every message (and term) of a language's files: its id, and the variables it reads
/// (from every branch and attribute).
fn messages_of(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(lang.code());
    let mut all = BTreeMap::new();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "{} has no message file", dir.display());
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let resource = fluent_syntax::parser::parse(text.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", file.display()));
        for entry in resource.body {
            let (id, value, attributes) = match entry {
                ast::Entry::Message(m) => (m.id.name.to_string(), m.value, m.attributes),
                // Terms are each language's own (the glossary): only messages must match.
                ast::Entry::Term(_) => continue,
                _ => continue,
            };
            let mut vars = BTreeSet::new();
            if let Some(pattern) = &value {
                variables(pattern, &mut vars);
            }
            for attribute in &attributes {
                variables(&attribute.value, &mut vars);
            }
            assert!(
                all.insert(id.clone(), vars).is_none(),
                "{}: {id} twice",
                lang.code()
            );
        }
    }
    all
}

fn variables(pattern: &ast::Pattern<&str>, into: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, into);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, into: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, into);
            for variant in variants {
                variables(&variant.value, into);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, into),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, into: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            into.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, into),
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for argument in &arguments.positional {
                inline_variables(argument, into);
            }
            for argument in &arguments.named {
                inline_variables(&argument.value, into);
            }
        }
        _ => {}
    }
}

#[test]
fn every_language_has_every_message_with_the_same_values() {
    let english = messages_of(Lang::En);
    assert!(english.len() > 50, "{} messages", english.len());
    for lang in Lang::ALL {
        let theirs = messages_of(lang);
        let missing: Vec<&String> = english
            .keys()
            .filter(|id| !theirs.contains_key(*id))
            .collect();
        let extra: Vec<&String> = theirs
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{}: missing {missing:?}, unknown {extra:?}",
            lang.code()
        );
        for (id, vars) in &english {
            assert_eq!(
                &theirs[id],
                vars,
                "{}: {id} takes other values than in English",
                lang.code()
            );
        }
    }
}

#[test]
fn every_message_of_every_language_formats() {
    let english = messages_of(Lang::En);
    for lang in Lang::ALL {
        for (id, vars) in &english {
            let args: Vec<(&str, Arg)> =
                vars.iter().map(|v| (v.as_str(), Arg::Number(2))).collect();
            let said = message(lang, id, &args);
            assert!(!said.trim().is_empty(), "{}: {id} is empty", lang.code());
            // A missing message comes back as its id; "you" may legitimately say "you".
            let english_said = message(Lang::En, id, &args);
            if english_said != *id {
                assert_ne!(&said, id, "{}: {id} did not format", lang.code());
            }
        }
    }
}

#[test]
fn discords_and_the_terminals_locales_map_to_the_languages_ribs_speaks() {
    let discord = |l| Lang::of_discord(l);
    assert_eq!(discord("de"), Lang::De);
    assert_eq!(discord("fr"), Lang::Fr);
    assert_eq!(discord("es-ES"), Lang::Es);
    assert_eq!(discord("es-419"), Lang::Es);
    assert_eq!(discord("pt-BR"), Lang::PtBr);
    assert_eq!(discord("pl"), Lang::Pl);
    assert_eq!(discord("en-US"), Lang::En);
    assert_eq!(discord("ja"), Lang::En, "unknown: English");
    let posix = |l| Lang::of_posix(l);
    assert_eq!(posix("de_DE.UTF-8"), Lang::De);
    assert_eq!(posix("pt_BR"), Lang::PtBr);
    assert_eq!(posix("fr_CA@euro"), Lang::Fr);
    assert_eq!(posix("pl"), Lang::Pl);
    assert_eq!(posix("C"), Lang::En);
    assert_eq!(posix("C.UTF-8"), Lang::En);
}

#[test]
fn the_pseudo_locale_marks_and_lengthens_every_message() {
    let said = crate::t!(Lang::Pseudo, "ribs-error-not-held", card = "K♥");
    assert!(said.starts_with('⟦') && said.ends_with('⟧'), "{said}");
    let english = crate::t!(Lang::En, "ribs-error-not-held", card = "K♥");
    assert!(said.contains(&english));
    assert!(said.chars().count() >= english.chars().count() * 4 / 3);
}

#[test]
fn a_plural_follows_the_number() {
    assert_eq!(
        crate::t!(Lang::En, "ribs-options-target", target = 1u8),
        "first to 1 hand win"
    );
    assert_eq!(
        crate::t!(Lang::En, "ribs-options-target", target = 5u8),
        "first to 5 hand wins"
    );
}

#[test]
fn an_id_keeps_every_digit() {
    // A Discord snowflake is past 2^53: as a Fluent number it would lose its last digits.
    let said = message(
        Lang::En,
        "refuse-at-open-table",
        &[("place", Arg::from(300_000_000_000_000_001_u64))],
    );
    assert!(said.contains("<#300000000000000001>"), "{said}");
}

/// The longest a value of each variable gets on a control: a Discord name (32), a bid
/// (two digits), card pairs.
fn longest_args(vars: &BTreeSet<String>) -> Vec<(&str, Arg)> {
    vars.iter()
        .map(|v| {
            let arg = match v.as_str() {
                "who" | "by" | "host" => Arg::from("W".repeat(32)),
                "cards" => Arg::from("10♠² 10♥²"),
                _ => Arg::Number(88),
            };
            (v.as_str(), arg)
        })
        .collect()
}

#[test]
fn every_control_fits_discords_limits_in_every_language() {
    // Button labels 80 characters; select option labels and descriptions 100; a select's
    // placeholder 150; an embed's title 256.
    let limit = |id: &str| match id {
        _ if id.trim_start_matches("ribs-").starts_with("button-") => Some(80),
        "points" => Some(100),
        "ribs-panel-pick" => Some(150),
        _ if id.ends_with("-title") && !id.trim_start_matches("ribs-").starts_with("pic-") => {
            Some(256)
        }
        _ => None,
    };
    let english = messages_of(Lang::En);
    let mut checked = 0;
    for lang in Lang::ALL {
        for (id, vars) in &english {
            let Some(max) = limit(id) else { continue };
            let said = message(lang, id, &longest_args(vars));
            let chars = said.chars().count();
            assert!(
                chars <= max,
                "{}: {id} is {chars} long (at most {max}): {said}",
                lang.code()
            );
            checked += 1;
        }
    }
    assert!(checked > 6 * 20, "{checked} checked");
}

/// The message ids the code names: every string literal of `src/` shaped like an id whose
/// first word begins an English message's id (`"ribs-error-not-held"`, `"refuse-full"`),
/// with each `{...}` of a `format!` id (`"ribs-table-turn-{turn}"`) standing for any word.
/// Comments are skipped. An id without a hyphen (`"points"`) is too like other strings to
/// find this way.
fn ids_the_code_names(first_words: &BTreeSet<&str>) -> BTreeMap<String, String> {
    let literal = regex::Regex::new(r#""([a-z][a-z0-9_]*(?:-[a-z0-9_{}]+)+)""#).unwrap();
    let mut found = BTreeMap::new();
    let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            if path.extension().is_none_or(|x| x != "rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for (n, line) in text.lines().enumerate() {
                if line.trim_start().starts_with("//") {
                    continue;
                }
                for id in literal.captures_iter(line).map(|c| c[1].to_string()) {
                    let first = id.split('-').next().unwrap_or_default();
                    if first_words.contains(first) {
                        let place = format!("{}:{}", path.display(), n + 1);
                        found.entry(id).or_insert(place);
                    }
                }
            }
        }
    }
    found
}

#[test]
fn every_message_the_code_names_is_in_every_language_with_the_same_values() {
    let english = messages_of(Lang::En);
    let first_words: BTreeSet<&str> = english
        .keys()
        .filter_map(|id| id.split_once('-').map(|(first, _)| first))
        .collect();
    let named = ids_the_code_names(&first_words);
    assert!(named.len() > 300, "{} ids found in src/", named.len());
    // The English messages each named id stands for, found once for every language.
    let placeholder = regex::Regex::new(r"\{[^}]*\}").unwrap();
    let meant: Vec<(&String, Vec<&String>)> = named
        .iter()
        .map(|(id, place)| {
            let matching = english_ids_matching(id, &english, &placeholder);
            assert!(!matching.is_empty(), "{place}: {id} is in no message file");
            (place, matching)
        })
        .collect();
    for lang in Lang::ALL {
        let theirs = messages_of(lang);
        for (place, matching) in &meant {
            for id in matching {
                let vars = theirs.get(*id).unwrap_or_else(|| {
                    panic!("{}: {id} (named at {place}) is missing", lang.code())
                });
                assert_eq!(
                    vars,
                    &english[*id],
                    "{}: {id} takes other values than in English",
                    lang.code()
                );
            }
        }
    }
}

/// The English message ids a named `id` stands for: itself, or, for an id with `{...}`
/// (a `format!` id), every id with any word in their place. Without a placeholder no
/// pattern is compiled (a regex each would take seconds in a debug build).
fn english_ids_matching<'e>(
    id: &str,
    english: &'e BTreeMap<String, BTreeSet<String>>,
    placeholder: &regex::Regex,
) -> Vec<&'e String> {
    if !id.contains('{') {
        return english
            .get_key_value(id)
            .map(|(k, _)| k)
            .into_iter()
            .collect();
    }
    let pattern = format!(
        "^{}$",
        placeholder
            .split(id)
            .map(regex::escape)
            .collect::<Vec<_>>()
            .join("[a-z0-9-]+")
    );
    let pattern = regex::Regex::new(&pattern).unwrap();
    english.keys().filter(|k| pattern.is_match(k)).collect()
}

#[test]
fn a_games_messages_are_in_its_own_file_each_id_prefixed_by_the_game() {
    for lang in Lang::ALL {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("locales")
            .join(lang.code());
        let ribs = std::fs::read_to_string(dir.join("ribs.ftl")).unwrap();
        let host = std::fs::read_to_string(dir.join("host.ftl")).unwrap();
        let ids = |text: &str| -> Vec<String> {
            let resource = fluent_syntax::parser::parse(text).unwrap();
            resource
                .body
                .iter()
                .filter_map(|entry| match entry {
                    ast::Entry::Message(m) => Some(m.id.name.to_string()),
                    ast::Entry::Term(t) => Some(format!("-{}", t.id.name)),
                    _ => None,
                })
                .collect()
        };
        for id in ids(&ribs) {
            assert!(
                id.trim_start_matches('-').starts_with("ribs-"),
                "{}: ribs.ftl has {id}",
                lang.code()
            );
        }
        for id in ids(&host) {
            assert!(
                !id.trim_start_matches('-').starts_with("ribs-"),
                "{}: host.ftl has {id}",
                lang.code()
            );
        }
    }
}

/// The engine's errors are worded here, its `Display` in English.
mod engine_words {
    use super::*;
    use crate::games::ribs::trick::resolve;
    use crate::games::ribs::{
        ActionError, BeatRule, Card, MAX_SEATS, MIN_SEATS, PerSeat, Played, Rank, Seat, SeenTrick,
        SetupError,
    };
    use crate::text::ribs::{action_error, action_error_about, outcome, verdict};

    fn name(seat: Seat) -> String {
        ["Ann", "Bob", "Cat"][seat.index()].to_string()
    }

    #[test]
    fn a_table_of_the_wrong_size_is_told_the_range_from_the_seat_limits() {
        assert_eq!(
            SetupError::Players(3).to_string(),
            format!("Ribs needs {MIN_SEATS} to {MAX_SEATS} players, not 3")
        );
    }

    #[test]
    fn a_refusal_is_told_to_the_player_or_about_them_by_name() {
        let en = Lang::En;
        let turn = ActionError::NotYourTurn {
            waiting_for: Seat(2),
        };
        assert_eq!(turn.to_string(), "it is not your turn: waiting for seat 3");
        assert_eq!(
            action_error(en, &turn, &name),
            "it is not your turn: waiting for Cat"
        );
        assert_eq!(
            action_error_about(en, &turn, Seat(1), &name),
            "it is Cat's turn, not Bob's"
        );
        let jump = ActionError::WrongBid { expected: 3 };
        assert_eq!(
            action_error(en, &jump, &name),
            "your bid must be 3 (one step above the last bid; no jump bids)"
        );
        assert_eq!(
            action_error_about(en, &jump, Seat(1), &name),
            "Bob's bid must be 3 (one step above the last bid; no jump bids)"
        );
        let over = ActionError::BiddingOver {
            bidder: Seat(0),
            bid: 4,
        };
        assert_eq!(
            action_error(en, &over, &name),
            "the bidding is over for this trick"
        );
        assert_eq!(
            action_error_about(en, &over, Seat(2), &name),
            "the bidding is over: Ann won it at 4"
        );
        assert_eq!(
            action_error_about(en, &ActionError::BidderCannotFold, Seat(0), &name),
            "Ann: the bidder cannot fold"
        );
    }

    /// RULES.md's example: Eve bids 6 on ribs Q-9; Fay plays K-7, Gus folds, Hal plays
    /// `hal`.
    fn trick(hal: [Rank; 2]) -> SeenTrick {
        let card = |rank, copy| Card::new(rank, copy);
        let mut plays = PerSeat::new(4);
        plays[Seat(1)] = Some(Played::FaceUp([card(Rank::King, 0), card(Rank::Seven, 0)]));
        plays[Seat(2)] = Some(Played::Folded([card(Rank::Ace, 0), card(Rank::Ace, 1)]));
        plays[Seat(3)] = Some(Played::FaceUp([card(hal[0], 1), card(hal[1], 1)]));
        let ribs = [card(Rank::Queen, 0), card(Rank::Nine, 0)];
        resolve(0, Seat(0), 6, ribs, plays, BeatRule::OneHigher).seen(|_| false)
    }

    #[test]
    fn a_trick_is_told_the_same_to_everyone_and_to_its_bidder_as_you() {
        let names = ["Eve", "Fay", "Gus", "Hal"];
        let name = |s: Seat| names[s.index()].to_string();
        let lost = trick([Rank::Eight, Rank::Seven]);
        assert_eq!(
            verdict(Lang::En, &lost, name),
            "Eve lost the bid of 6 (defeated cards worth 2)"
        );
        let you = |s: Seat| if s == Seat(0) { "you".into() } else { name(s) };
        assert!(verdict(Lang::En, &lost, you).starts_with("you lost the bid of 6"));
        let told: Vec<String> = lost
            .plays_in_order()
            .map(|(s, _)| outcome(Lang::En, lost.outcomes[s], lost.bid_made))
            .collect();
        assert_eq!(
            told,
            [
                "beat the ribs",
                "folded",
                "defeated, but kept: the bid was lost"
            ]
        );
        let cracked = trick([Rank::Nine, Rank::Queen]);
        assert_eq!(verdict(Lang::En, &cracked, name), "Hal cracked the ribs");
    }

    #[test]
    fn a_name_two_seats_share_is_told_apart_by_seat() {
        let names = ["Alex", "Éva", "alex ", "éVA"];
        let labels: Vec<String> = (0..4).map(|i| seat_label(Lang::En, &names, i)).collect();
        assert_eq!(
            labels,
            [
                "Alex (seat 1)",
                "Éva (seat 2)",
                "alex (seat 3)",
                "éVA (seat 4)"
            ]
        );
        assert_eq!(seat_label(Lang::En, &["Ann", "Bob"], 1), "Bob");
        assert_eq!(seat_label(Lang::En, &names, 9), "?");
    }

    #[test]
    fn one_is_singular_and_every_other_count_plural() {
        assert_eq!(
            crate::t!(Lang::En, "count-matches", count = 1u32),
            "1 match"
        );
        assert_eq!(
            crate::t!(Lang::En, "count-matches", count = 0u32),
            "0 matches"
        );
        assert_eq!(crate::t!(Lang::En, "count-hands", count = 2u32), "2 hands");
    }
}
