//! A game's table options on Discord, built from the game's schema
//! ([`GameOptions::schema`]) and nothing else: the lobby lists them and offers the host a
//! menu of them; picking one opens a private menu of its values (a word of a list, on or
//! off, or a number). Discord's limits hold for any schema: 25 choices a menu, 5 rows a
//! message, 100 characters a custom id, a choice's label, value or description.
//!
//! Words: an option's name is `<game>-option-<key>` and a word of a list
//! `<game>-option-<key>-<word>` (in the game's message file); on and off are the host's.

use super::{Rendered, Row, Select, SelectOption};
use crate::discord::custom_id::{Control, CustomId, OptionKey};
use crate::games::{GameKind, GameOptions, OptionSpec, OptionValues};
use crate::t;
use crate::table::MatchId;
use crate::text::Lang;

/// The most choices a select menu offers (Discord's limit).
pub const MENU: usize = 25;
/// The longest a choice's label, value or description may be (Discord's limit).
const TEXT: usize = 100;

/// A table's options as the lobby shows them: per option of the game's schema, its value
/// now and by default (text forms).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableOptions {
    pub game: GameKind,
    pub options: Vec<Shown>,
}

/// One option of a table: its schema, its value now and its default.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    pub spec: OptionSpec,
    pub now: String,
    pub default: String,
}

impl TableOptions {
    /// The options of a table of `game`, as `options` has them.
    pub fn of<O: GameOptions>(game: GameKind, options: &O) -> TableOptions {
        let default = O::default();
        TableOptions {
            game,
            options: O::schema()
                .iter()
                .map(|spec| Shown {
                    spec: *spec,
                    now: options.value(spec.key).unwrap_or_default(),
                    default: default.value(spec.key).unwrap_or_default(),
                })
                .collect(),
        }
    }

    fn get(&self, key: &str) -> Option<&Shown> {
        self.options.iter().find(|o| o.spec.key == key)
    }
}

/// An option's name, in the reader's language.
pub fn name(lang: Lang, game: GameKind, key: &str) -> String {
    t!(lang, &format!("{}-option-{key}", game.id()))
}

/// One value of an option in words: a word of a list as the game words it, on or off,
/// a number as it is.
pub fn words(lang: Lang, game: GameKind, spec: &OptionSpec, value: &str) -> String {
    match spec.values {
        OptionValues::OneOf(_) => t!(lang, &format!("{}-option-{}-{value}", game.id(), spec.key)),
        OptionValues::Switch if value == "true" => t!(lang, "option-on"),
        OptionValues::Switch => t!(lang, "option-off"),
        OptionValues::Number { .. } => value.to_string(),
    }
}

/// `text` cut to Discord's length for a choice.
fn clip(text: String) -> String {
    if text.chars().count() <= TEXT {
        return text;
    }
    let mut cut: String = text.chars().take(TEXT - 1).collect();
    cut.push('…');
    cut
}

/// The lobby's lines: every option, its name and its value now.
pub fn lines(lang: Lang, table: &TableOptions) -> Vec<String> {
    table
        .options
        .iter()
        .map(|o| {
            t!(
                lang,
                "option-line",
                name = name(lang, table.game, o.spec.key),
                value = words(lang, table.game, &o.spec, &o.now)
            )
        })
        .collect()
}

/// The values a menu offers for an option, in order: all of them when they fit in one
/// menu; else (a wide range of numbers) its ends, round steps between them, its default
/// and its value now, [`MENU`] at most.
pub fn menu_values(values: OptionValues, now: &str, default: &str) -> Vec<String> {
    let OptionValues::Number { min, max } = values else {
        // A list longer than a menu (no game has one) offers its first words, and the
        // value now in the last place.
        let mut offered: Vec<String> = values.listed().into_iter().take(MENU).collect();
        if offered.len() == MENU && !offered.iter().any(|v| v == now) {
            offered[MENU - 1] = now.to_string();
        }
        return offered;
    };
    let (lo, hi) = (i128::from(min.min(max)), i128::from(max.max(min)));
    if hi - lo < MENU as i128 {
        return (lo..=hi).map(|n| n.to_string()).collect();
    }
    let mut kept: Vec<i128> = vec![lo, hi];
    kept.extend(
        [now, default]
            .iter()
            .filter_map(|v| v.parse::<i128>().ok())
            .filter(|n| (lo..=hi).contains(n)),
    );
    // The roundest step (1, 2, 5, 10, 20, 50...) that leaves room for the values kept.
    let room = (MENU - kept.len()) as i128;
    let step = (0u32..)
        .map(|k| [1, 2, 5][(k % 3) as usize] * 10i128.pow(k / 3))
        .find(|step| (hi - lo) / step <= room)
        .unwrap_or(1);
    let mut n = (lo.div_euclid(step) + 1) * step;
    while n < hi {
        kept.push(n);
        n += step;
    }
    kept.sort_unstable();
    kept.dedup();
    // Never more than a menu holds: the steps give way to the ends, default and value now.
    while kept.len() > MENU {
        let must =
            |n: &i128| *n == lo || *n == hi || now.parse() == Ok(*n) || default.parse() == Ok(*n);
        let Some(at) = kept.iter().rposition(|n| !must(n)) else {
            break;
        };
        kept.remove(at);
    }
    kept.iter().map(ToString::to_string).collect()
}

/// The lobby's menus of options (for the host; anyone may open them and is told so): one
/// choice per option, its value now as its description, [`MENU`] a menu, `rows` menus at
/// most.
pub fn picker_rows(lang: Lang, table: MatchId, options: &TableOptions, rows: usize) -> Vec<Row> {
    let choices: Vec<SelectOption> = options
        .options
        .iter()
        .filter(|o| OptionKey::new(o.spec.key).is_some())
        .map(|o| SelectOption {
            value: o.spec.key.to_string(),
            label: clip(name(lang, options.game, o.spec.key)),
            description: clip(words(lang, options.game, &o.spec, &o.now)),
            default: false,
            face: None,
        })
        .collect();
    choices
        .chunks(MENU)
        .take(rows)
        .enumerate()
        .map(|(page, chunk)| {
            Row::Select(Select {
                id: CustomId::new(table, Control::Options { page: page as u8 }).to_string(),
                placeholder: t!(lang, "lobby-options-menu"),
                options: chunk.to_vec(),
                min: 1,
                max: 1,
            })
        })
        .collect()
}

/// The private menu of one option's values, its value now chosen (`None` for a key the
/// game has not, or cannot name on a control), with what was just done (`notice`) above.
pub fn option_menu(
    lang: Lang,
    table: MatchId,
    options: &TableOptions,
    key: &str,
    notice: Option<&str>,
) -> Option<Rendered> {
    let shown = options.get(key)?;
    let key = OptionKey::new(key)?;
    let game = options.game;
    let spec = &shown.spec;
    let choices = menu_values(spec.values, &shown.now, &shown.default)
        .into_iter()
        .map(|value| SelectOption {
            label: clip(words(lang, game, spec, &value)),
            description: if value == shown.default {
                t!(lang, "option-default")
            } else {
                String::new()
            },
            default: value == shown.now,
            value: clip(value),
            face: None,
        })
        .collect();
    let asked = t!(
        lang,
        "option-menu",
        name = name(lang, game, spec.key),
        value = words(lang, game, spec, &shown.now)
    );
    Some(Rendered {
        content: match notice {
            Some(notice) => format!("{notice}\n\n{asked}"),
            None => asked,
        },
        rows: vec![Row::Select(Select {
            id: CustomId::new(table, Control::SetOption { key }).to_string(),
            placeholder: t!(lang, "option-menu-placeholder"),
            options: choices,
            min: 1,
            max: 1,
        })],
        ..Rendered::default()
    })
}

/// What the host is told once an option is set: its name and its value now.
pub fn option_set(lang: Lang, options: &TableOptions, key: &str) -> String {
    let value = options
        .get(key)
        .map(|o| words(lang, options.game, &o.spec, &o.now))
        .unwrap_or_default();
    t!(
        lang,
        "option-set",
        name = name(lang, options.game, key),
        value = value
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(key: &'static str, values: OptionValues) -> OptionSpec {
        OptionSpec { key, values }
    }

    /// A schema far larger than any game's: 60 options, lists of 40 words, numbers over
    /// wide ranges.
    fn many() -> TableOptions {
        static WORDS: [&str; 40] = [
            "a0", "a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "b0", "b1", "b2", "b3",
            "b4", "b5", "b6", "b7", "b8", "b9", "c0", "c1", "c2", "c3", "c4", "c5", "c6", "c7",
            "c8", "c9", "d0", "d1", "d2", "d3", "d4", "d5", "d6", "d7", "d8", "d9",
        ];
        let keys: Vec<&'static str> = (0..60)
            .map(|i| {
                &*Box::leak(format!("option_number_{i:02}_{}", "x".repeat(i % 12)).into_boxed_str())
            })
            .collect();
        let options = keys
            .iter()
            .enumerate()
            .map(|(i, key)| {
                let values = match i % 4 {
                    0 => OptionValues::OneOf(&WORDS),
                    1 => OptionValues::Switch,
                    2 => OptionValues::Number { min: 10, max: 1000 },
                    _ => OptionValues::Number {
                        min: i64::MIN,
                        max: i64::MAX,
                    },
                };
                // (A range is never listed whole: it may hold every i64.)
                let (now, default) = match values {
                    OptionValues::Number { .. } => ("777".to_string(), "100".to_string()),
                    // A word past what one menu holds.
                    OptionValues::OneOf(words) => (words[33].to_string(), words[0].to_string()),
                    _ => (values.listed()[1].clone(), values.listed()[0].clone()),
                };
                Shown {
                    spec: spec(key, values),
                    now,
                    default,
                }
            })
            .collect();
        TableOptions {
            game: GameKind::ALL[0],
            options,
        }
    }

    fn fits(rows: &[Row]) {
        assert!(rows.len() <= 5, "{} rows", rows.len());
        for row in rows {
            let Row::Select(select) = row else { continue };
            assert!(
                select.id.len() <= crate::discord::custom_id::MAX_LEN,
                "{}",
                select.id
            );
            assert!(select.placeholder.chars().count() <= 150);
            assert!((1..=MENU).contains(&select.options.len()));
            let values: std::collections::HashSet<&str> =
                select.options.iter().map(|o| o.value.as_str()).collect();
            assert_eq!(values.len(), select.options.len(), "values repeat");
            for o in &select.options {
                for text in [&o.label, &o.value, &o.description] {
                    assert!(text.chars().count() <= TEXT, "{text}");
                }
                assert!(!o.label.is_empty() && !o.value.is_empty());
            }
            assert!(select.options.iter().filter(|o| o.default).count() <= 1);
        }
    }

    #[test]
    fn a_schema_of_many_options_and_values_keeps_within_discords_limits() {
        let table = MatchId(9_007_199_254_740_993);
        let options = many();
        for lang in Lang::ALL {
            for rows in 0..=5 {
                let picker = picker_rows(lang, table, &options, rows);
                assert_eq!(picker.len(), rows.min(3), "60 options: 3 menus");
                fits(&picker);
            }
            for o in &options.options {
                let menu = option_menu(lang, table, &options, o.spec.key, Some("✅")).unwrap();
                fits(&menu.rows);
                let Row::Select(select) = &menu.rows[0] else {
                    panic!("a menu")
                };
                // The value now is offered, and chosen.
                assert!(
                    select.options.iter().any(|c| c.default && c.value == o.now),
                    "{}: {:?}",
                    o.spec.key,
                    select.options
                );
            }
        }
    }

    #[test]
    fn a_wide_range_offers_its_ends_round_steps_its_default_and_its_value_now() {
        let wide = OptionValues::Number { min: 10, max: 1000 };
        let offered = menu_values(wide, "333", "100");
        assert!(offered.len() <= MENU, "{offered:?}");
        for must in ["10", "100", "333", "1000", "500"] {
            assert!(offered.iter().any(|v| v == must), "{must}: {offered:?}");
        }
        let numbers: Vec<i64> = offered.iter().map(|v| v.parse().unwrap()).collect();
        assert!(numbers.windows(2).all(|w| w[0] < w[1]), "{numbers:?}");
        // A range that fits is offered whole; the widest possible is bounded.
        assert_eq!(
            menu_values(OptionValues::Number { min: 1, max: 20 }, "5", "5").len(),
            20
        );
        let widest = OptionValues::Number {
            min: i64::MIN,
            max: i64::MAX,
        };
        let offered = menu_values(widest, "0", "-5");
        assert!(offered.len() <= MENU && offered.len() >= 10, "{offered:?}");
        assert!(offered.contains(&i64::MIN.to_string()) && offered.contains(&"-5".into()));
    }

    #[test]
    fn every_games_options_have_their_words_in_every_language() {
        for game in GameKind::ALL {
            for spec in game.entry().options {
                let mut ids = vec![format!("{}-option-{}", game.id(), spec.key)];
                if let OptionValues::OneOf(words) = spec.values {
                    ids.extend(
                        words
                            .iter()
                            .map(|w| format!("{}-option-{}-{w}", game.id(), spec.key)),
                    );
                }
                for id in ids {
                    for lang in Lang::ALL {
                        let said = t!(lang, &id);
                        assert!(said != id && !said.is_empty(), "{}: {id}", lang.code());
                        assert!(said.chars().count() <= TEXT, "{}: {id}", lang.code());
                    }
                }
            }
            // The lobby's menus of a real game: one, at most a few rows.
            assert!(game.entry().options.len() <= MENU * 3);
        }
    }
}
