//! The card faces on the controls: application emojis the bot draws and uploads once, and
//! finds again at every start by name. Until they exist (or when Discord will not list or
//! make them) the controls show their text alone, which says everything anyway.
//!
//! Two decks, 86 emojis of the application's 2,000: Ribs' 33 (`ribs_Kh`, `ribs_10s`,
//! `ribs_back`) and the standard 52-card deck's 53 (`c52_Qh`, `c52_10s`, `c52_2c`,
//! `c52_back`), made in that order in one pass.

use std::collections::HashMap;
use std::sync::RwLock;

use poise::serenity_prelude as serenity;
use serenity::{EmojiId, ReactionType};

use super::render::Face;
use super::rest::{Rest, RestError};
use crate::cards;
use crate::picture::{
    PictureError, back_svg, deck_back_svg, deck_face_svg, face_svg, png_transparent,
};

/// The application emojis of the card faces, by face; filled as they are found or made.
#[derive(Debug, Default)]
pub struct CardFaces {
    emojis: RwLock<HashMap<Face, u64>>,
}

/// An emoji's name for a face: `ribs_Kh`, `ribs_10s`, `ribs_back` for Ribs' pack;
/// `c52_Qh`, `c52_10s`, `c52_back` for the standard 52-card deck (the card's code after
/// the deck's prefix). Discord allows 2 to 32 of `A-Za-z0-9_`, unique in the application.
pub fn emoji_name(face: Face) -> String {
    match face {
        Face::Card(rank, suit) => format!("ribs_{}{}", rank.symbol(), suit.letter()),
        Face::Back => "ribs_back".to_string(),
        Face::Deck(card) => format!("c52_{}", card.code()),
        Face::DeckBack => "c52_back".to_string(),
    }
}

/// A face's picture, as a 128-pixel PNG.
fn draw(face: Face) -> Result<Vec<u8>, PictureError> {
    png_transparent(&match face {
        Face::Card(rank, suit) => face_svg(rank, suit),
        Face::Back => back_svg(),
        Face::Deck(card) => deck_face_svg(card),
        Face::DeckBack => deck_back_svg(),
    })
}

impl CardFaces {
    /// The emoji that shows `face`, if the bot has it.
    pub fn emoji(&self, face: Face) -> Option<ReactionType> {
        let id = *self.emojis.read().ok()?.get(&face)?;
        Some(ReactionType::Custom {
            animated: false,
            id: EmojiId::new(id),
            name: Some(emoji_name(face)),
        })
    }

    /// The emoji that shows a card of the standard 52-card deck, if the bot has it.
    pub fn deck_card(&self, card: cards::Card) -> Option<ReactionType> {
        self.emoji(Face::of_deck(card))
    }

    /// How many faces have an emoji.
    pub fn count(&self) -> usize {
        self.emojis.read().map_or(0, |e| e.len())
    }

    fn set(&self, face: Face, id: u64) {
        if let Ok(mut emojis) = self.emojis.write() {
            emojis.insert(face, id);
        }
    }

    /// Finds the faces among the application's emojis and makes the ones missing (drawn
    /// off the async threads), one at a time as the emoji routes' own limit allows: Ribs'
    /// first, then the standard deck's ([`Face::all`]'s order). A second start makes none. Gives up quietly, logging why, when Discord will not list
    /// or make them: the controls then keep their text alone.
    pub async fn sync(&self, rest: &Rest, application: u64) {
        let listed = match rest.application_emojis(application).await {
            Ok(listed) => listed,
            Err(e) => {
                tracing::warn!(error = %e, "the card faces' emojis could not be listed; controls show text alone");
                return;
            }
        };
        let by_name: HashMap<&str, u64> = listed.iter().map(|e| (e.name.as_str(), e.id)).collect();
        let mut missing = Vec::new();
        for face in Face::all() {
            match by_name.get(emoji_name(face).as_str()) {
                Some(id) => self.set(face, *id),
                None => missing.push(face),
            }
        }
        if missing.is_empty() {
            tracing::debug!(faces = self.count(), "card faces found");
            return;
        }
        let mut made = 0;
        for face in missing {
            let drawn = tokio::task::spawn_blocking(move || draw(face)).await;
            let png = match drawn {
                Ok(Ok(png)) => png,
                Ok(Err(e)) => {
                    tracing::error!(error = %e, "a card face could not be drawn");
                    continue;
                }
                Err(e) => {
                    tracing::error!(error = %e, "drawing a card face failed");
                    continue;
                }
            };
            match rest
                .create_emoji(application, &emoji_name(face), &png)
                .await
            {
                Ok(emoji) => {
                    self.set(face, emoji.id);
                    made += 1;
                }
                Err(e @ (RestError::Unauthorized | RestError::Unreachable(_))) => {
                    tracing::warn!(error = %e, made, "card faces not made; controls show text for the others");
                    return;
                }
                Err(e) => {
                    // A refusal (the application's emojis full, an image refused): the
                    // others may still go.
                    tracing::warn!(error = %e, face = %emoji_name(face), "a card face was not made");
                }
            }
        }
        tracing::info!(
            made,
            faces = self.count(),
            "card faces made as application emojis"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ribs::Rank;

    #[test]
    fn every_face_of_both_decks_has_its_own_name_within_discords_rules() {
        let names: std::collections::HashSet<String> = Face::all().map(emoji_name).collect();
        assert_eq!(names.len(), 33 + 53);
        for name in &names {
            assert!((2..=32).contains(&name.len()), "{name}");
            assert!(
                name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'),
                "{name}"
            );
        }
        assert!(names.contains("ribs_10s") && names.contains("ribs_Kh"));
        for name in [
            "c52_Qh",
            "c52_10s",
            "c52_2c",
            "c52_As",
            "c52_back",
            "ribs_back",
        ] {
            assert!(names.contains(name), "{name}");
        }
        let order: Vec<String> = Face::all().map(emoji_name).collect();
        assert_eq!(order[32], "ribs_back", "Ribs' own first");
        assert_eq!((&*order[33], &*order[85]), ("c52_2c", "c52_back"));
    }

    #[test]
    fn a_card_of_the_52_card_deck_finds_its_own_emoji() {
        let faces = CardFaces::default();
        let queen: cards::Card = "Qh".parse().unwrap();
        assert_eq!(faces.deck_card(queen), None);
        faces.set(Face::of_deck(queen), 7);
        faces.set(Face::Card(Rank::Queen, crate::games::ribs::Suit::Hearts), 8);
        assert_eq!(
            faces.deck_card(queen),
            Some(ReactionType::Custom {
                animated: false,
                id: EmojiId::new(7),
                name: Some("c52_Qh".into())
            })
        );
        assert_eq!(faces.deck_card("Qs".parse().unwrap()), None);
        assert!(draw(Face::DeckBack).is_ok_and(|png| png.starts_with(b"\x89PNG")));
    }

    #[test]
    fn a_face_without_an_emoji_shows_none_and_one_with_shows_its_own() {
        let faces = CardFaces::default();
        let king = Face::Card(Rank::King, crate::games::ribs::Suit::Hearts);
        assert_eq!(faces.emoji(king), None);
        faces.set(king, 42);
        assert_eq!(
            faces.emoji(king),
            Some(ReactionType::Custom {
                animated: false,
                id: EmojiId::new(42),
                name: Some("ribs_Kh".into())
            })
        );
        assert_eq!(faces.emoji(Face::Back), None);
    }
}
