//! `/ribs rules`: RULES.md in brief, five pages with their examples.

use super::{Embed, GREEN, Rendered, Row, Style, button};
use crate::discord::custom_id::Control;
use crate::table::MatchId;

/// The pages of `/ribs rules`: RULES.md in brief, with its examples.
pub const RULES: [(&str, &str); 5] = [
    (
        "Ribs in brief",
        "4 to 10 players, 8 cards each: one copy of A K Q J 10 9 8 7 per player. Suits don't \
         matter. Values: **A 0 · K Q J 2 · 10 9 8 7 1** (10 points per player).\n\n\
         A hand is four **tricks**. Before each trick there is a round of bidding; the high \
         bidder lays two cards face down (the **ribs**), everyone else plays two cards face up \
         or **folds** them (once per hand). Most points captured wins the hand; first to 5 hand \
         wins takes the match.",
    ),
    (
        "Bidding",
        "The first trick's bidding starts with the dealer, later ones with the last bidder. The \
         opener **must bid 2**. Then, clockwise, each player still in passes or bids exactly one \
         more (no jump bids). Passing is final for the trick. It ends when one bidder is left.\n\n\
         Example (A..F, A first): A 2, B 3, C pass, D pass, E 4, F pass, A pass, B 5, E 6, B pass: \
         **E is the bidder at 6**.",
    ),
    (
        "Play",
        "The bidder lays the ribs face down. Then each other player, clockwise from the bidder's \
         left, plays two cards **face up** (everyone sees them at once) or **folds** them face \
         down: allowed once per hand, never for the bidder. Folded cards are discarded and \
         captured by nobody; nobody sees them until the hand is over.",
    ),
    (
        "Cracking, beating, defeating",
        "The ribs are turned up. A play with the **same two ranks** as the ribs **cracks** them: \
         the first cracker in playing order takes every face-up card, ribs included.\n\
         Otherwise a play that **matches** neither rib and has a card **above both ribs** \
         **beats** them: its player keeps it. Everything else is **defeated**.\n\n\
         Ribs Q-9: K-7 beats (K tops both, 7 matches nothing); K-9, J-10, Q-J and A-Q are \
         defeated. Ribs J-9: A-J is defeated (the jacks match).",
    ),
    (
        "Bids made and lost; winning",
        "If the defeated cards are worth **at least the bid**, the bidder takes them and the \
         ribs; otherwise each defeated player keeps their own cards and the ribs are discarded. \
         The ribs' own value never counts toward the bid. Ribs worth 3 and defeated cards worth \
         6: bid 6 takes 9 points; bid 7 takes nothing.\n\n\
         Most points wins the hand (ties all win). First to the target of hand wins takes the \
         match; level leaders play on until one is ahead. Table options: target, bid step 2, \
         both-higher beating, no folding, last trick face up.",
    ),
];

pub fn rules(page: u8) -> Rendered {
    let i = usize::from(page).min(RULES.len() - 1);
    let (title, text) = RULES[i];
    let mut buttons = Vec::new();
    if i > 0 {
        buttons.push(button(
            MatchId(0),
            Control::Rules {
                page: (i - 1) as u8,
            },
            "◀ Previous",
            Style::Secondary,
        ));
    }
    if i + 1 < RULES.len() {
        buttons.push(button(
            MatchId(0),
            Control::Rules {
                page: (i + 1) as u8,
            },
            "Next ▶",
            Style::Secondary,
        ));
    }
    Rendered {
        embed: Some(Embed {
            title: format!("Rules · {title}"),
            description: text.to_string(),
            colour: GREEN,
            footer: Some(format!("Page {} of {}", i + 1, RULES.len())),
        }),
        rows: if buttons.is_empty() {
            Vec::new()
        } else {
            vec![Row::Buttons(buttons)]
        },
        ..Rendered::default()
    }
}
