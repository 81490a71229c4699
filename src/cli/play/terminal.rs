//! What every game's terminal table shares: lines wrapped at 80 columns, a capital first
//! letter, command words read in the reader's language or in English. (Oh Hell!'s table
//! keeps its own copies for now; they are the same functions.)

use std::io::Write;

use crate::t;
use crate::text::Lang;

/// Writes `text`, each of its lines wrapped at 80 columns (colour codes not counted),
/// continuation lines indented by two spaces more than the line's own indent.
pub(super) fn say(out: &mut impl Write, text: &str) -> std::io::Result<()> {
    const WIDTH: usize = 80;
    for line in text.split('\n') {
        if width(line) <= WIDTH {
            writeln!(out, "{line}")?;
            continue;
        }
        let body = line.trim_start();
        let indent = &line[..line.len() - body.len()];
        let mut current = indent.to_string();
        for word in body.split(' ') {
            let fresh = current.trim().is_empty();
            if !fresh && width(&current) + 1 + width(word) > WIDTH {
                writeln!(out, "{current}")?;
                current = format!("{indent}  {word}");
            } else {
                if !fresh {
                    current.push(' ');
                }
                current.push_str(word);
            }
        }
        writeln!(out, "{current}")?;
    }
    Ok(())
}

/// Columns `text` takes on a terminal: its characters, colour codes not counted.
pub(super) fn width(text: &str) -> usize {
    let mut n = 0;
    let mut escape = false;
    for c in text.chars() {
        match (escape, c) {
            (false, '\x1b') => escape = true,
            (true, 'm') => escape = false,
            (false, _) => n += 1,
            _ => {}
        }
    }
    n
}

/// The sentence with its first letter a capital.
pub(super) fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// Whether `word` (lower case) is one of the words of `id` in `lang` or in English.
pub(super) fn is_word(lang: Lang, id: &str, word: &str) -> bool {
    let listed = |lang: Lang| {
        t!(lang, id)
            .split(',')
            .any(|w| w.trim().to_lowercase() == word)
    };
    listed(lang) || listed(Lang::En)
}
