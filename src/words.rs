//! English wording for the operator's tools (`ribs replay`, `ribs export`, `ribs forget`):
//! a leaf module reading the engine's types and nothing else. What players read, on
//! Discord and in `ribs play`, is in their language, from the message files
//! ([`crate::text`]).

use crate::games::ribs::{Outcome, Seat, SeenTrick};

/// How a play fared against the ribs, in the words every front end shows beside it (each
/// adds its own emphasis). A defeated play goes back to its player when the bid is lost.
pub fn outcome(outcome: Outcome, bid_made: bool) -> &'static str {
    match outcome {
        Outcome::Beat => "beat the ribs",
        Outcome::Defeated if bid_made => "defeated",
        Outcome::Defeated => "defeated, but kept: the bid was lost",
        Outcome::Folded => "folded",
        Outcome::Cracked => "cracked the ribs",
        Outcome::CrackedToo => "cracked too, but too late",
        Outcome::LostToCrack => "lost to the crack",
    }
}

/// How a trick ended: who cracked the ribs, or the bid made or lost and what the defeated
/// cards were worth. Each seat is named by `name`, which may call one "you": the seat named
/// is always the subject.
pub fn verdict(trick: &SeenTrick, name: impl Fn(Seat) -> String) -> String {
    match trick.cracked_by {
        Some(cracker) => format!("{} cracked the ribs", name(cracker)),
        None => format!(
            "{} {} the bid of {} (defeated cards worth {})",
            name(trick.bidder),
            if trick.bid_made { "made" } else { "lost" },
            trick.bid,
            trick.defeated_value
        ),
    }
}

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
    use crate::games::ribs::trick::resolve;
    use crate::games::ribs::{BeatRule, Card, PerSeat, Played, Rank, Seat, SeenTrick};

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
            super::verdict(&lost, name),
            "Eve lost the bid of 6 (defeated cards worth 2)"
        );
        let you = |s: Seat| if s == Seat(0) { "you".into() } else { name(s) };
        assert!(super::verdict(&lost, you).starts_with("you lost the bid of 6"));
        let told: Vec<&str> = lost
            .plays_in_order()
            .map(|(s, _)| super::outcome(lost.outcomes[s], lost.bid_made))
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
        assert_eq!(super::verdict(&cracked, name), "Hal cracked the ribs");
    }

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
