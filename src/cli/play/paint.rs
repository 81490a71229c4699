//! ANSI colours for the terminal, or none.

use crate::games::ribs::Card;

/// ANSI colours, or none.
#[derive(Clone, Copy, Debug)]
pub struct Paint(pub bool);

impl Paint {
    pub(super) fn wrap(self, code: &str, text: &str) -> String {
        if self.0 {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }
    pub(super) fn bold(self, t: &str) -> String {
        self.wrap("1", t)
    }
    pub(super) fn dim(self, t: &str) -> String {
        self.wrap("2", t)
    }
    pub(super) fn you(self, t: &str) -> String {
        self.wrap("1;36", t)
    }
    pub(super) fn good(self, t: &str) -> String {
        self.wrap("32", t)
    }
    pub(super) fn bad(self, t: &str) -> String {
        self.wrap("31", t)
    }
    pub(super) fn bid(self, t: &str) -> String {
        self.wrap("33", t)
    }
    /// Shared text with its `**stressed**` parts in bold (the markers dropped).
    pub(super) fn stressed(self, text: &str) -> String {
        text.split("**")
            .enumerate()
            .map(|(i, part)| {
                if i % 2 == 1 {
                    self.bold(part)
                } else {
                    part.to_string()
                }
            })
            .collect()
    }
    /// A card, red suits in red.
    pub(super) fn card(self, card: Card) -> String {
        let text = card.to_string();
        match card.suit() {
            crate::games::ribs::Suit::Hearts | crate::games::ribs::Suit::Diamonds => {
                self.wrap("31", &text)
            }
            _ => self.wrap("1", &text),
        }
    }
    pub(super) fn cards(self, cards: impl IntoIterator<Item = Card>) -> String {
        cards
            .into_iter()
            .map(|c| self.card(c))
            .collect::<Vec<_>>()
            .join(" ")
    }
}
