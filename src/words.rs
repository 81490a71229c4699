//! Wording shared by the front ends (Discord and the terminal): a leaf module, imported by
//! any layer that talks to people. It reads the engine's types (a trick, its outcomes, the
//! table's limits) and nothing else; what a rule refusal says is the engine's own
//! ([`crate::game::ActionError::describe`]).

use crate::game::{
    CARDS_PER_SEAT, MAX_SEATS, MIN_SEATS, OPENING_BID, Options, Outcome, Seat, SeenTrick,
};

/// RULES.md in brief, page by page with its examples: (title, text), for `/ribs rules` and
/// `ribs play`'s `rules`. `**` marks what to stress; each front end shows it its own way.
pub fn rules() -> [(&'static str, String); 5] {
    let target = Options::default().target();
    [
        (
            "Ribs in brief",
            format!(
                "{MIN_SEATS} to {MAX_SEATS} players, {CARDS_PER_SEAT} cards each: one copy of A K Q \
                 J 10 9 8 7 per player. Suits don't matter. Values: **A 0 · K Q J 2 · 10 9 8 7 \
                 1** (10 points per player).\n\n\
                 A hand is four **tricks**. Before each trick there is a round of bidding; the \
                 high bidder lays two cards face down (the **ribs**), everyone else plays two \
                 cards face up or **folds** them (once per hand). Most points captured wins the \
                 hand; first to {target} hand wins takes the match."
            ),
        ),
        (
            "Bidding",
            format!(
                "The first trick's bidding starts with the dealer, later ones with the last \
                 bidder. The opener **must bid {OPENING_BID}**. Then, clockwise, each player \
                 still in passes or bids exactly one more (no jump bids). Passing is final for \
                 the trick. It ends when one bidder is left.\n\n\
                 Example (A..F, A first): A 2, B 3, C pass, D pass, E 4, F pass, A pass, B 5, E \
                 6, B pass: **E is the bidder at 6**."
            ),
        ),
        (
            "Play",
            "The bidder lays the ribs face down. Then each other player, clockwise from the \
             bidder's left, plays two cards **face up** (everyone sees them at once) or \
             **folds** them face down: allowed once per hand, never for the bidder. Folded \
             cards are discarded and captured by nobody; nobody sees them until the hand is \
             over."
                .into(),
        ),
        (
            "Cracking, beating, defeating",
            "The ribs are turned up. A play with the **same two ranks** as the ribs **cracks** \
             them: the first cracker in playing order takes every face-up card, ribs \
             included.\n\
             Otherwise a play that **matches** neither rib and has a card **above both ribs** \
             **beats** them: its player keeps it. Everything else is **defeated**.\n\n\
             Ribs Q-9: K-7 beats (K tops both, 7 matches nothing); K-9, J-10, Q-J and A-Q are \
             defeated. Ribs J-9: A-J is defeated (the jacks match)."
                .into(),
        ),
        (
            "Bids made and lost; winning",
            "If the defeated cards are worth **at least the bid**, the bidder takes them and \
             the ribs; otherwise each defeated player keeps their own cards and the ribs are \
             discarded. The ribs' own value never counts toward the bid. Ribs worth 3 and \
             defeated cards worth 6: bid 6 takes 9 points; bid 7 takes nothing.\n\n\
             Most points wins the hand (ties all win). First to the target of hand wins takes \
             the match; level leaders play on until one is ahead. Table options: target, bid \
             step 2, both-higher beating, no folding, last trick face up."
                .into(),
        ),
    ]
}

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
    use crate::game::trick::resolve;
    use crate::game::{BeatRule, Card, PerSeat, Played, Rank, Seat, SeenTrick};

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
