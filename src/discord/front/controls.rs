//! The move controls every game's panel is made of: a button naming one action, and a hand
//! of the 52-card deck offered whole whatever its size. Discord allows 5 rows a message,
//! 5 buttons a row and 25 options a menu: a hand that fits beside the game's other buttons
//! is a row of buttons per 5 cards (each with its face); a larger one is a menu per suit
//! (13 at most each, so 52 cards fit in 4 menus and leave a row for the other buttons).

use super::Front;
use crate::cards::{Card, Suit};
use crate::discord::custom_id::{Control, CustomId, MoveCode};
use crate::discord::render::{Button, Face, Row, Select, SelectOption, Style};
use crate::t;
use crate::table::{TableInfo, UserId};
use crate::text::Lang;

/// Buttons a row, rows a message, options a menu (Discord's limits).
pub const ROW: usize = 5;
pub const ROWS: usize = 5;
pub const MENU: usize = 25;

/// A button for `action`, naming `step` (see [`super::control_step`]).
pub fn move_button<G: Front>(
    info: &TableInfo<G>,
    step: u64,
    action: G::Action,
    label: String,
    style: Style,
) -> Button {
    Button {
        id: CustomId::new(
            info.id,
            Control::Move {
                step,
                code: code::<G>(action),
            },
        )
        .to_string(),
        label,
        style,
        disabled: false,
        face: None,
    }
}

/// The people the table waits for (a seat on autopilot is played for, so not pinged);
/// nobody once the table is closed.
pub fn waiting_people<G: Front>(info: &TableInfo<G>) -> Vec<UserId> {
    if !info.status.is_open() {
        return Vec::new();
    }
    info.waiting
        .iter()
        .filter_map(|s| info.seats.get(s.index()))
        .filter(|s| !s.on_autopilot)
        .filter_map(|s| s.occupant.user())
        .collect()
}

/// The call of the table message to the people it waits for: the game's sentence `id`
/// naming them (`$people`, as mentions), and who may be pinged by it (nobody: no words).
pub fn turn_call<G: Front>(lang: Lang, info: &TableInfo<G>, id: &str) -> (String, Vec<UserId>) {
    let waiting = waiting_people(info);
    if waiting.is_empty() {
        return (String::new(), waiting);
    }
    let people: Vec<String> = waiting.iter().map(|u| format!("<@{}>", u.0)).collect();
    (t!(lang, id, people = people.join(" ")), waiting)
}

/// The table message's row while the match is on: the button that opens one's panel
/// (naming the step the message shows).
pub fn hand_row<G: Front>(lang: Lang, info: &TableInfo<G>) -> Vec<Row> {
    if !info.status.is_open() {
        return Vec::new();
    }
    vec![Row::Buttons(vec![Button {
        id: CustomId::new(
            info.id,
            Control::Hand {
                step: Some(info.step),
            },
        )
        .to_string(),
        label: t!(lang, "button-your-hand"),
        style: Style::Primary,
        disabled: false,
        face: None,
    }])]
}

/// The move code of `action`; a code the game made too long or of the wrong characters is
/// a bug its front's tests catch (every legal action's code is checked to round-trip), so
/// here it falls back to one that names no action rather than panicking.
fn code<G: Front>(action: G::Action) -> MoveCode {
    MoveCode::new(&G::move_code(action))
        .or_else(|| MoveCode::new("none"))
        .unwrap_or_else(|| unreachable!("a fixed, valid code"))
}

/// The rows offering `cards` (each the action of playing it, in the order given), after
/// the game's `extra` buttons (draw, pass, knock...: one row of at most 5): buttons with
/// the cards' faces when all fit, else a menu per suit of the cards held.
pub fn card_rows<G: Front>(
    lang: Lang,
    info: &TableInfo<G>,
    step: u64,
    cards: &[(G::Action, Card)],
    extra: Vec<Button>,
) -> Vec<Row> {
    let mut rows = Vec::new();
    let extra_rows = extra.len().div_ceil(ROW);
    for chunk in extra.chunks(ROW) {
        rows.push(Row::Buttons(chunk.to_vec()));
    }
    if cards.len() <= (ROWS - extra_rows) * ROW {
        for chunk in cards.chunks(ROW) {
            let buttons = chunk
                .iter()
                .map(|&(action, card)| {
                    let mut b = move_button(info, step, action, card.to_string(), Style::Secondary);
                    b.face = Some(Face::of_deck(card));
                    b
                })
                .collect();
            rows.push(Row::Buttons(buttons));
        }
        return rows;
    }
    for (menu, suit) in Suit::ALL.into_iter().enumerate() {
        let of_suit: Vec<(G::Action, Card)> = cards
            .iter()
            .copied()
            .filter(|(_, card)| card.suit == suit)
            .collect();
        if of_suit.is_empty() {
            continue;
        }
        rows.push(Row::Select(suit_menu::<G>(
            lang, info, step, menu, suit, &of_suit,
        )));
    }
    rows.truncate(ROWS);
    rows
}

/// One suit's cards as a menu (at most 13: always within a menu's 25).
fn suit_menu<G: Front>(
    lang: Lang,
    info: &TableInfo<G>,
    step: u64,
    menu: usize,
    suit: Suit,
    cards: &[(G::Action, Card)],
) -> Select {
    Select {
        id: CustomId::new(
            info.id,
            Control::Moves {
                step,
                menu: menu as u8,
            },
        )
        .to_string(),
        placeholder: t!(
            lang,
            "panel-cards-of-suit",
            suit = suit.symbol().to_string(),
            count = cards.len()
        ),
        options: cards
            .iter()
            .take(MENU)
            .map(|&(action, card)| SelectOption {
                value: code::<G>(action).as_str().to_string(),
                label: card.to_string(),
                description: String::new(),
                default: false,
                face: Some(Face::of_deck(card)),
            })
            .collect(),
        min: 1,
        max: 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Rank;
    use crate::games::test_game::{Action, Drill};

    /// A table of the test game under way, for the controls' ids.
    fn info() -> TableInfo<Drill> {
        use crate::games::{Game, GameKind};
        use crate::table::{MatchId, PlaceId, ServerId, TableStatus, UserId};
        let game = Drill::start(Default::default(), 4, 1).expect("four seats");
        TableInfo {
            id: MatchId(7),
            game: GameKind::TestGame,
            waiting: crate::core::SeatSet::EMPTY,
            place: PlaceId(1),
            thread: None,
            server: ServerId(2),
            host: UserId(11),
            status: TableStatus::Playing,
            options: game.options(),
            turn_timer: None,
            seats: Vec::new(),
            step: game.step(),
            to_act: None,
            public: Some(game.view(None)),
            overdue: None,
            cannot_save: false,
        }
    }

    /// The first `n` cards of the deck, suit by suit, each as the action of showing it.
    fn hand(n: usize) -> Vec<(Action, Card)> {
        Suit::ALL
            .into_iter()
            .flat_map(|suit| Rank::ALL.into_iter().map(move |rank| Card { rank, suit }))
            .take(n)
            .map(|card| (Action::Show(card), card))
            .collect()
    }

    fn offered(rows: &[Row]) -> Vec<String> {
        rows.iter()
            .flat_map(|row| match row {
                Row::Buttons(b) => b.iter().map(|b| b.id.clone()).collect::<Vec<_>>(),
                Row::Select(s) => s.options.iter().map(|o| o.value.clone()).collect(),
            })
            .collect()
    }

    #[test]
    fn a_hand_that_fits_is_buttons_with_faces_after_the_games_own() {
        let info = info();
        let draw = move_button(&info, 3, Action::Draw, "Draw".into(), Style::Primary);
        let rows = card_rows(Lang::En, &info, 3, &hand(20), vec![draw]);
        assert_eq!(rows.len(), 5);
        let Row::Buttons(first) = &rows[0] else {
            panic!("the game's buttons first")
        };
        assert_eq!(first[0].label, "Draw");
        for row in &rows[1..] {
            let Row::Buttons(buttons) = row else {
                panic!("buttons")
            };
            assert!(buttons.len() <= ROW);
            assert!(buttons.iter().all(|b| b.face.is_some()));
        }
        assert_eq!(offered(&rows).len(), 21);
    }

    #[test]
    fn a_hand_of_forty_is_a_menu_per_suit_each_card_once_within_discords_limits() {
        let info = info();
        let draw = move_button(&info, 3, Action::Draw, "Draw".into(), Style::Primary);
        let cards = hand(40);
        let rows = card_rows(Lang::En, &info, 3, &cards, vec![draw]);
        assert!(rows.len() <= ROWS);
        let menus: Vec<&Select> = rows
            .iter()
            .filter_map(|r| match r {
                Row::Select(s) => Some(s),
                Row::Buttons(_) => None,
            })
            .collect();
        assert_eq!(
            menus.len(),
            4,
            "40 cards of the deck's order hold four suits"
        );
        for menu in &menus {
            assert!(menu.options.len() <= MENU);
            assert!(
                menu.placeholder.starts_with("Your "),
                "{}",
                menu.placeholder
            );
        }
        let mut values: Vec<String> = menus
            .iter()
            .flat_map(|m| m.options.iter().map(|o| o.value.clone()))
            .collect();
        assert_eq!(values.len(), 40);
        for (value, (action, _)) in values.iter().zip(&cards) {
            assert_eq!(Drill::move_of(value), Some(*action), "{value} reads back");
        }
        values.sort();
        values.dedup();
        assert_eq!(values.len(), 40, "each card once");
        let ids: Vec<&str> = menus.iter().map(|m| m.id.as_str()).collect();
        let mut unique = ids.clone();
        unique.dedup();
        assert_eq!(ids.len(), unique.len(), "each menu its own id");
    }

    #[test]
    fn twenty_one_cards_beside_a_button_no_longer_fit_as_buttons() {
        let info = info();
        let draw = move_button(&info, 3, Action::Draw, "Draw".into(), Style::Primary);
        let rows = card_rows(Lang::En, &info, 3, &hand(21), vec![draw]);
        assert!(rows.len() <= ROWS);
        assert!(rows.iter().skip(1).all(|r| matches!(r, Row::Select(_))));
        assert_eq!(offered(&rows).len(), 22);
    }
}
