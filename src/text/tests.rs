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
    let said = crate::t!(Lang::Pseudo, "error-not-held", card = "K♥");
    assert!(said.starts_with('⟦') && said.ends_with('⟧'), "{said}");
    let english = crate::t!(Lang::En, "error-not-held", card = "K♥");
    assert!(said.contains(&english));
    assert!(said.chars().count() >= english.chars().count() * 4 / 3);
}

#[test]
fn a_plural_follows_the_number() {
    assert_eq!(
        crate::t!(Lang::En, "options-target", target = 1u8),
        "first to 1 hand win"
    );
    assert_eq!(
        crate::t!(Lang::En, "options-target", target = 5u8),
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
        _ if id.starts_with("button-") => Some(80),
        "points" => Some(100),
        "panel-pick" => Some(150),
        _ if id.ends_with("-title") && !id.starts_with("pic-") => Some(256),
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
