//! Wording shared by the front ends (Discord and the terminal): a leaf module, imported by
//! any layer that talks to people.

/// `1 match`, `2 matches`, `0 matches`.
pub fn plural(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// How seat `index` of a table is named: its occupant's name, with its seat number where
/// another seat has the same name (ignoring case), so that two people called Alex, or a
/// nickname copied to pass for another player, can be told apart.
pub fn seat_label(names: &[&str], index: usize) -> String {
    let name = names.get(index).map_or("?", |n| n.trim());
    format!("{name}{}", seat_mark(names, index))
}

/// What [`seat_label`] adds to the name: ` (seat 3)` where another seat shares it, else
/// nothing (for a front end that escapes the name first).
pub fn seat_mark(names: &[&str], index: usize) -> String {
    let folded = |n: &str| n.trim().to_lowercase();
    let name = names.get(index).map_or_else(String::new, |n| folded(n));
    let shared = names
        .iter()
        .enumerate()
        .any(|(i, other)| i != index && folded(other) == name);
    if shared {
        format!(" (seat {})", index + 1)
    } else {
        String::new()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_name_two_seats_share_is_told_apart_by_seat() {
        let names = ["Alex", "Éva", "alex ", "éVA"];
        let labels: Vec<String> = (0..4).map(|i| super::seat_label(&names, i)).collect();
        assert_eq!(
            labels,
            [
                "Alex (seat 1)",
                "Éva (seat 2)",
                "alex (seat 3)",
                "éVA (seat 4)"
            ]
        );
        assert_eq!(super::seat_label(&["Ann", "Bob"], 1), "Bob");
        assert_eq!(super::seat_label(&names, 9), "?");
    }

    #[test]
    fn one_is_singular_and_every_other_count_plural() {
        assert_eq!(super::plural(1u32, "match", "matches"), "1 match");
        assert_eq!(super::plural(0u32, "match", "matches"), "0 matches");
        assert_eq!(super::plural(2u32, "hand win", "hand wins"), "2 hand wins");
    }
}
