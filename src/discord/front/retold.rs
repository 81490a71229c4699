//! A finished match of any game told again on Discord, hand by hand (`/games replay`):
//! what the table announced as the match was played, each game's announcements in its own
//! words, then how it ended. Ribs keeps its own replay, trick by trick with every hand
//! shown (`render::replay`).

use std::fmt::Write as _;

use super::Front;
use crate::core::{Recipients, Seat, SeatSet};
use crate::discord::custom_id::{Control, CustomId};
use crate::discord::render::{Button, Embed, Rendered, Row, Style, who};
use crate::games::Game;
use crate::t;
use crate::table::replay::Finished;
use crate::table::{Announcement, Closing, PlaceId, SeatInfo, TableInfo, TableStatus, UserId};
use crate::text::Lang;

const GOLD: u32 = 0x00c9_a227;

/// The most text a page's embed holds here: Discord allows 4,096 characters; the rest is
/// margin for the lines that do not split.
const PAGE: usize = 3_800;

/// One page of a told match: part `part` of `parts` of hand `hand` (0-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Page {
    pub hand: usize,
    pub part: usize,
    pub parts: usize,
    pub text: String,
}

/// The match told page by page, or `None` when it no longer plays again as stored (a
/// log the game refuses: the caller says the match cannot be shown).
pub fn pages<G: Front>(lang: Lang, finished: &Finished<G>) -> Option<Vec<Page>> {
    let seats = u8::try_from(finished.seats.len()).ok()?;
    let mut game = G::start(finished.options, seats, finished.seed).ok()?;
    let mut hands: Vec<Vec<String>> = vec![Vec::new()];
    let opening = public(&finished.opening);
    said(lang, finished, &game, 0, &opening, &mut hands[0]);
    for step in &finished.steps {
        let hand = game.progress().rounds_complete as usize;
        let at = game.step();
        game.apply(step.seat, step.action).ok()?;
        while hands.len() <= hand {
            hands.push(Vec::new());
        }
        said(
            lang,
            finished,
            &game,
            at,
            &public(&step.events),
            &mut hands[hand],
        );
    }
    let info = info_of(finished, &game);
    let name = |user: UserId| {
        info.seat_of(user)
            .map(|seat| who(lang, &info, seat))
            .unwrap_or_default()
    };
    let (title, lines) = G::result(lang, &info, Closing::Won, &name);
    if let Some(last) = hands.last_mut() {
        last.push(format!("**{title}**\n{lines}"));
    }
    Some(paged(hands))
}

/// The events of `told` the whole table was told.
fn public<E: Clone>(told: &[crate::core::Told<E>]) -> Vec<E> {
    told.iter()
        .filter(|t| t.to == Recipients::Table)
        .map(|t| t.event.clone())
        .collect()
}

/// What the table announced of the events of the action at step `at` (`game` as it was
/// after it), each announcement as the text of its message.
fn said<G: Front>(
    lang: Lang,
    finished: &Finished<G>,
    game: &G,
    at: u64,
    events: &[G::Event],
    out: &mut Vec<String>,
) {
    let info = info_of(finished, game);
    for announcement in Announcement::<G>::of_step(at, events) {
        if let Some(message) = G::announcement(lang, &info, &announcement) {
            let mut text = String::new();
            if !message.content.trim().is_empty() {
                let _ = writeln!(text, "{}", message.content.trim());
            }
            if let Some(embed) = message.embed {
                if !embed.title.is_empty() {
                    // A title's own bold would close this one early.
                    let _ = writeln!(text, "**{}**", embed.title.replace("**", ""));
                }
                let _ = writeln!(text, "{}", embed.description);
            }
            if !text.trim().is_empty() {
                out.push(text.trim_end().to_string());
            }
        }
    }
}

/// The table as it stood in `game`, for the fronts' announcements: its seats as they
/// were taken, nobody on autopilot, no timer.
fn info_of<G: Game>(finished: &Finished<G>, game: &G) -> TableInfo<G> {
    let waiting = game.to_act().seats().fold(SeatSet::EMPTY, SeatSet::with);
    TableInfo {
        id: finished.id,
        game: finished.game,
        place: PlaceId(0),
        thread: None,
        server: finished.server,
        host: UserId(0),
        status: if game.outcome().is_some() {
            TableStatus::Finished
        } else {
            TableStatus::Playing
        },
        options: finished.options,
        turn_timer: None,
        seats: finished
            .seats
            .iter()
            .enumerate()
            .map(|(i, occupant)| SeatInfo {
                seat: Seat(i as u8),
                occupant: occupant.clone(),
                handed_over: false,
                timeouts: 0,
                on_autopilot: false,
                turn_began: None,
            })
            .collect(),
        step: game.step(),
        to_act: game.to_act().single(),
        waiting,
        public: Some(game.view(None)),
        cannot_save: false,
        overdue: None,
    }
}

/// Each hand's announcements on pages of at most [`PAGE`] characters, an announcement
/// never split unless it alone is longer.
fn paged(hands: Vec<Vec<String>>) -> Vec<Page> {
    let mut pages = Vec::new();
    for (hand, said) in hands.into_iter().enumerate() {
        let mut parts: Vec<String> = vec![String::new()];
        for text in said {
            let current = parts.last_mut().expect("one part at least");
            if !current.is_empty() && current.chars().count() + text.chars().count() + 2 > PAGE {
                parts.push(String::new());
            }
            let current = parts.last_mut().expect("one part at least");
            if !current.is_empty() {
                current.push_str("\n\n");
            }
            current.push_str(&text);
        }
        let count = parts.len();
        for (part, text) in parts.into_iter().enumerate() {
            pages.push(Page {
                hand,
                part,
                parts: count,
                text: text.chars().take(4_000).collect(),
            });
        }
    }
    pages
}

/// Page `page` of a told match (brought within range), with the buttons to the pages
/// and hands before and after it.
pub fn page<G: Front>(lang: Lang, finished: &Finished<G>, page: usize) -> Rendered {
    let Some(pages) = pages(lang, finished).filter(|p| !p.is_empty()) else {
        return Rendered {
            content: t!(lang, "replay-unreadable", number = finished.id.0),
            ..Rendered::default()
        };
    };
    let at = page.min(pages.len() - 1);
    let p = &pages[at];
    let hands = pages.last().map_or(1, |p| p.hand + 1);
    let mut title = t!(
        lang,
        "replay-title",
        game = finished.game.entry().name,
        number = finished.id.0,
        hand = p.hand + 1,
        hands = hands
    );
    if p.parts > 1 {
        title = t!(
            lang,
            "replay-title-part",
            title = title,
            part = p.part + 1,
            parts = p.parts
        );
    }
    let description = if p.text.is_empty() {
        t!(lang, "replay-hand-quiet")
    } else {
        p.text.clone()
    };
    Rendered {
        embed: Some(Embed {
            title,
            description,
            colour: GOLD,
            footer: None,
        }),
        rows: vec![nav(lang, finished, &pages, at)],
        ..Rendered::default()
    }
}

/// ◀◀ hand, ◀ page, page ▶, hand ▶▶: each disabled where there is nothing that way. A page
/// is named `hand: page` (the page's index); `trick` only tells the four buttons apart
/// (two may lead to the same page, and a message's ids must differ).
fn nav<G: Game>(lang: Lang, finished: &Finished<G>, pages: &[Page], at: usize) -> Row {
    let hand = pages[at].hand;
    let first_of = |h: usize| pages.iter().position(|p| p.hand == h);
    let prev_hand = hand.checked_sub(1).and_then(first_of);
    let next_hand = first_of(hand + 1);
    let button = |label: &str, target: Option<usize>, mark: Option<u8>| Button {
        id: CustomId::new(
            finished.id,
            Control::Replay {
                hand: u16::try_from(target.unwrap_or(at)).unwrap_or(u16::MAX),
                trick: mark,
            },
        )
        .to_string(),
        label: t!(lang, label),
        style: Style::Secondary,
        disabled: target.is_none(),
        face: None,
    };
    Row::Buttons(vec![
        button("replay-button-prev-hand", prev_hand, Some(0)),
        button("replay-button-prev", at.checked_sub(1), None),
        button(
            "replay-button-next",
            (at + 1 < pages.len()).then_some(at + 1),
            Some(1),
        ),
        button("replay-button-next-hand", next_hand, Some(2)),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{DecisionSeed, Level};
    use crate::games::crazy_eights::CrazyEights;
    use crate::games::cribbage::Cribbage;
    use crate::games::gin_rummy::GinRummy;
    use crate::games::oh_hell::OhHell;
    use crate::table::{MatchId, Occupant, ServerId};

    /// A whole match of `G` at `seats` played by normal computers, as the store would give
    /// it back once over.
    fn finished<G: Front>(seats: u8, seed: u64) -> Finished<G>
    where
        G::Options: Default,
    {
        let mut game = G::start(G::Options::default(), seats, seed).unwrap();
        let mut log = Vec::new();
        while game.outcome().is_none() {
            let seat = game.to_act().seats().next().unwrap();
            let action = game
                .decide(
                    Level::Normal,
                    seat,
                    DecisionSeed::at(seed, game.step(), seat),
                )
                .unwrap();
            game.apply(seat, action).unwrap();
            log.push((seat, action));
        }
        let occupants = (0..seats)
            .map(|i| Occupant::Computer {
                level: Level::Normal,
                name: format!("Robot {i}"),
            })
            .collect();
        Finished::build(
            MatchId(12),
            ServerId(3),
            G::Options::default(),
            occupants,
            seed,
            &log,
        )
        .unwrap()
    }

    /// Every hand has its pages, in order, each within an embed's 4,096 characters; the
    /// last page ends with the result; the buttons' ids differ and lead where they say.
    fn told_in_pages<G: Front>(seats: u8)
    where
        G::Options: Default,
    {
        let f = finished::<G>(seats, 7);
        let pages = pages(Lang::En, &f).unwrap();
        let mut previous = 0;
        for (i, p) in pages.iter().enumerate() {
            assert!(
                p.hand == previous || p.hand == previous + 1,
                "hand {} after {previous}",
                p.hand
            );
            previous = p.hand;
            assert!(p.text.chars().count() <= 4_000);
            let shown = page(Lang::En, &f, i);
            let embed = shown.embed.unwrap();
            assert!(
                embed.title.contains(&format!("Hand {} of", p.hand + 1)),
                "{}",
                embed.title
            );
            assert!(embed.description.chars().count() <= 4_096);
            let Row::Buttons(buttons) = &shown.rows[0] else {
                panic!("buttons")
            };
            let mut ids: Vec<&str> = buttons.iter().map(|b| b.id.as_str()).collect();
            ids.sort_unstable();
            ids.dedup();
            assert_eq!(ids.len(), 4, "ids differ");
            assert_eq!(buttons[1].disabled, i == 0);
            assert_eq!(buttons[2].disabled, i + 1 == pages.len());
            assert_eq!(buttons[0].disabled, p.hand == 0);
        }
        let last = pages.last().unwrap();
        let result = G::result(
            Lang::En,
            &info_of(&f, &{
                let mut game = G::start(G::Options::default(), seats, 7).unwrap();
                for s in &f.steps {
                    game.apply(s.seat, s.action).unwrap();
                }
                game
            }),
            Closing::Won,
            &|_| String::new(),
        );
        assert!(last.text.contains(&result.0), "{}", last.text);
        // A page past the end shows the last.
        assert_eq!(
            page(Lang::En, &f, usize::MAX),
            page(Lang::En, &f, pages.len() - 1)
        );
    }

    #[test]
    fn oh_hell_is_told_hand_by_hand() {
        told_in_pages::<OhHell>(4);
    }

    #[test]
    fn crazy_eights_is_told_hand_by_hand() {
        told_in_pages::<CrazyEights>(3);
    }

    #[test]
    fn cribbage_is_told_hand_by_hand() {
        told_in_pages::<Cribbage>(2);
    }

    /// Each hand and crib is told with the starter it was counted with, though the table
    /// has dealt the next hand by the time the last of them is announced.
    #[test]
    fn a_counted_crib_names_its_starter() {
        let f = finished::<Cribbage>(2, 7);
        let told: String = pages(Lang::En, &f)
            .unwrap()
            .into_iter()
            .map(|p| p.text)
            .collect();
        assert!(told.contains("'s crib: "), "{told}");
        assert!(!told.contains("+  ="), "{told}");
    }

    #[test]
    fn gin_rummy_is_told_hand_by_hand() {
        told_in_pages::<GinRummy>(2);
    }

    #[test]
    fn every_hand_of_a_match_has_a_page() {
        let f = finished::<GinRummy>(2, 9);
        let pages = pages(Lang::En, &f).unwrap();
        let mut game = GinRummy::start(Default::default(), 2, 9).unwrap();
        for s in &f.steps {
            game.apply(s.seat, s.action).unwrap();
        }
        let played = game.progress().rounds_complete as usize;
        assert_eq!(pages.last().unwrap().hand + 1, played);
        for hand in 0..played {
            assert!(pages.iter().any(|p| p.hand == hand), "hand {hand}");
        }
    }
}
