//! Ribs on Discord: its table message, panel and announcements are drawn in
//! [`crate::discord::render`] (as they always were); this says which is which.

use super::Front;
use crate::core::Seat;
use crate::discord::render::{self, Rendered};
use crate::games::ribs::{Action, Card, Event, Match};
use crate::table::{Announcement, Closing, PlayerView, TableInfo, UserId};
use crate::text::Lang;

impl Front for Match {
    fn table(lang: Lang, info: &TableInfo<Self>) -> Rendered {
        render::table(lang, info)
    }

    fn announcement(
        lang: Lang,
        info: &TableInfo<Self>,
        said: &Announcement<Self>,
    ) -> Option<Rendered> {
        match said.events.first() {
            Some(Event::TrickResolved { trick }) => Some(render::trick(lang, info, trick)),
            _ => render::hand_over(lang, info, &said.events),
        }
    }

    fn result(
        lang: Lang,
        info: &TableInfo<Self>,
        why: Closing,
        name: &dyn Fn(UserId) -> String,
    ) -> (String, String) {
        render::ribs_result(lang, info, why, name)
    }

    fn panel(lang: Lang, view: &PlayerView<Self>, notice: Option<&str>) -> Rendered {
        render::panel(lang, view, None, notice)
    }

    /// A refused play keeps its two cards picked, for the player to choose again.
    fn panel_refused(
        lang: Lang,
        view: &PlayerView<Self>,
        action: Action,
        notice: &str,
    ) -> Rendered {
        let picked = match action {
            Action::Ribs(c) | Action::FaceUp(c) | Action::Fold(c) => Some(c),
            Action::Bid(_) | Action::Pass => None,
        };
        render::panel(lang, view, picked, Some(notice))
    }

    fn panel_mark(view: &PlayerView<Self>) -> (u32, usize) {
        (view.view.hand, view.view.tricks.len())
    }

    fn panel_news(lang: Lang, view: &PlayerView<Self>, before: (u32, usize)) -> Option<String> {
        let (hand, tricks) = Self::panel_mark(view);
        if hand != before.0 {
            Some(render::new_hand_notice(lang, view))
        } else if tricks > before.1 {
            let trick = view.view.tricks.last()?;
            Some(render::trick_notice(lang, view, trick))
        } else {
            None
        }
    }

    /// Ribs tells a player nothing privately that their panel does not show: a new hand
    /// is news by the panel's mark.
    fn told(_: Lang, _: &TableInfo<Self>, _: Seat, _: &[Event]) -> Option<String> {
        None
    }

    fn you_did(lang: Lang, action: Action) -> String {
        render::you_did(lang, action)
    }

    fn action_words(lang: Lang, action: Action) -> String {
        render::action_words(lang, action)
    }

    fn refusal(
        lang: Lang,
        rule: &crate::games::ribs::ActionError,
        name: &dyn Fn(Seat) -> String,
    ) -> String {
        crate::text::ribs::action_error(lang, rule, name)
    }

    /// `bid.5`, `pass`, `ribs.Kh.9c`, `up.Kh.9c2`, `fold.Kh.9c` (Ribs' panel keeps its own
    /// controls, which name the same).
    fn rules(lang: Lang) -> Vec<(String, String)> {
        crate::text::ribs::rules(lang)
    }

    fn record(lang: Lang, r: &crate::table::StandingRow) -> String {
        crate::t!(
            lang,
            "ribs-stats-record",
            matches = r.matches,
            wins = r.wins,
            rate = (100.0 * r.win_rate()).round() as i64,
            hands = r.hands_won,
            points = r.points,
            made = r.bids_made,
            lost = r.bids_lost,
            cracks = r.cracks,
            folds = r.folds
        )
    }

    fn move_of(code: &str) -> Option<Action> {
        let mut parts = code.split('.');
        let kind = parts.next()?;
        let rest: Vec<&str> = parts.collect();
        let pair = || -> Option<[Card; 2]> {
            match rest.as_slice() {
                [a, b] => Some([Card::from_code(a).ok()?, Card::from_code(b).ok()?]),
                _ => None,
            }
        };
        match (kind, rest.as_slice()) {
            ("bid", [n]) => n.parse().ok().map(Action::Bid),
            ("pass", []) => Some(Action::Pass),
            ("ribs", _) => pair().map(Action::Ribs),
            ("up", _) => pair().map(Action::FaceUp),
            ("fold", _) => pair().map(Action::Fold),
            _ => None,
        }
    }

    fn move_code(action: Action) -> String {
        let pair = |kind: &str, [a, b]: [Card; 2]| format!("{kind}.{}.{}", a.code(), b.code());
        match action {
            Action::Bid(n) => format!("bid.{n}"),
            Action::Pass => "pass".into(),
            Action::Ribs(c) => pair("ribs", c),
            Action::FaceUp(c) => pair("up", c),
            Action::Fold(c) => pair("fold", c),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Game;
    use crate::games::ribs::Options;

    /// Every legal action of the first hands of matches reads back from its move code, which fits a
    /// control.
    #[test]
    fn every_legal_action_reads_back_from_its_move_code() {
        // Two hands of five seats: every kind of decision, every card code of a pack.
        for seed in 0..2 {
            let mut game = Match::start(Options::default(), 5, seed).unwrap();
            while let crate::core::ToAct::One(seat) = Game::to_act(&game) {
                if game.step() > 80 {
                    break;
                }
                for action in game.legal_actions(seat) {
                    let code = Match::move_code(action);
                    assert!(
                        crate::discord::custom_id::MoveCode::new(&code).is_some(),
                        "{code}"
                    );
                    assert_eq!(Match::move_of(&code), Some(action), "{code}");
                }
                let first = game.legal_actions(seat)[0];
                game.apply(seat, first).unwrap();
            }
        }
        assert_eq!(Match::move_of("bid"), None);
        assert_eq!(Match::move_of("up.Kh"), None);
        assert_eq!(Match::move_of("draw"), None);
    }
}
