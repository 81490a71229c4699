//! `ribs play --game gin-rummy`: Gin Rummy at the host's terminal table
//! ([`super::terminal`]). `stock` draws, `take` takes the top discard (or the upcard),
//! `pass` refuses it, a card code discards it (`Qh`, `10s`, `K♥`), `knock Qh` knocks
//! with it (the melds leaving least deadwood declared), `spread` answers a knock with the
//! best spread; the host's commands besides.

use std::io::Write;

use super::YOU;
use super::terminal::{Played, Screen, is_word, say};
use crate::ai::Level;
use crate::cards::{Card, CardSet};
use crate::core::Seat;
use crate::games::gin_rummy::meld::{self, Melds};
use crate::games::gin_rummy::{Action, Event, GinRummy, GinView, Phase, Pile, SEATS};
use crate::t;
use crate::text::{self, Lang};

impl Played for GinRummy {
    fn welcome(
        screen: &Screen,
        game: &GinRummy,
        level: Level,
        out: &mut dyn Write,
    ) -> std::io::Result<()> {
        let l = screen.lang;
        let line = t!(
            l,
            "gin-rummy-play-welcome",
            game = screen.paint.bold("Gin Rummy"),
            other = screen.name(Seat(1)),
            level = t!(l, &format!("play-level-{}", level.as_str()))
        );
        say(out, &line)?;
        say(out, &t!(l, "gin-rummy-play-seed", seed = game.seed()))?;
        let rules = text::gin_rummy::option_rules(l, &game.options());
        if !rules.is_empty() {
            say(out, &t!(l, "play-table-rules", rules = rules.join("; ")))?;
        }
        Ok(())
    }

    fn narrate(
        screen: &Screen,
        _game: &GinRummy,
        events: &[Event],
        out: &mut dyn Write,
    ) -> std::io::Result<()> {
        for event in events {
            tell(screen, event, out)?;
        }
        Ok(())
    }

    fn status(screen: &Screen, view: &GinView, out: &mut dyn Write) -> std::io::Result<()> {
        let l = screen.lang;
        let top = view
            .top_discard()
            .map_or_else(|| "—".to_string(), |c| screen.card(c));
        let line = t!(
            l,
            "gin-rummy-play-status",
            number = view.number,
            dealer = screen.plain_name(view.dealer),
            stock = view.stock,
            top = top
        );
        say(out, &line)?;
        say(out, &points_line(screen, view))?;
        your_hand(screen, view, out)
    }

    fn hand(screen: &Screen, view: &GinView, out: &mut dyn Write) -> std::io::Result<()> {
        your_hand(screen, view, out)
    }

    fn scores(screen: &Screen, game: &GinRummy, out: &mut dyn Write) -> std::io::Result<()> {
        say(out, &points_line(screen, &game.view(Some(YOU))))
    }

    fn prompt(screen: &Screen, view: &GinView) -> String {
        let l = screen.lang;
        match view.phase {
            Phase::Offer { .. } => t!(
                l,
                "gin-rummy-play-prompt-offer",
                card = view
                    .top_discard()
                    .map(|c| screen.card(c))
                    .unwrap_or_default()
            ),
            Phase::FirstDraw { .. } => t!(l, "gin-rummy-play-prompt-first-draw"),
            Phase::Draw { .. } => t!(
                l,
                "gin-rummy-play-prompt-draw",
                card = view
                    .top_discard()
                    .map(|c| screen.card(c))
                    .unwrap_or_default()
            ),
            Phase::LastChance { .. } => t!(l, "gin-rummy-play-prompt-last-chance"),
            Phase::Discard { .. } => {
                let hand = view.hand.unwrap_or_default();
                let least = hand
                    .iter()
                    .map(|c| meld::least_count(hand - CardSet::of(c)))
                    .min()
                    .unwrap_or(u8::MAX);
                if least <= crate::games::gin_rummy::KNOCK_LIMIT {
                    t!(l, "gin-rummy-play-prompt-discard-or-knock", count = least)
                } else {
                    t!(l, "gin-rummy-play-prompt-discard")
                }
            }
            Phase::Spread { .. } => t!(l, "gin-rummy-play-prompt-spread"),
            Phase::Over => String::new(),
        }
    }

    fn help(lang: Lang) -> String {
        t!(lang, "gin-rummy-play-help")
    }

    fn rules(lang: Lang) -> Vec<(String, String)> {
        text::gin_rummy::rules(lang)
    }

    fn action(screen: &Screen, words: &[&str], view: &GinView) -> Result<Action, String> {
        action(screen.lang, words, view)
    }

    fn describe(screen: &Screen, action: Action) -> String {
        let l = screen.lang;
        match action {
            Action::Pass => t!(l, "gin-rummy-play-word-pass"),
            Action::Draw(Pile::Stock) => t!(l, "gin-rummy-play-word-stock"),
            Action::Draw(Pile::Discard) => t!(l, "gin-rummy-play-word-take"),
            Action::Discard(c) => screen.card(c),
            Action::Knock { card, .. } => {
                format!(
                    "{} {}",
                    t!(l, "gin-rummy-play-word-knock"),
                    screen.card(card)
                )
            }
            Action::Spread { .. } => t!(l, "gin-rummy-play-word-spread"),
        }
    }

    fn refusal(screen: &Screen, refusal: &crate::games::gin_rummy::Refusal) -> String {
        text::gin_rummy::refusal(screen.lang, refusal, &|s| screen.plain_name(s))
    }

    fn options_error(lang: Lang, error: &crate::games::gin_rummy::OptionsError) -> String {
        text::gin_rummy::options_error(lang, error)
    }
}

/// Each seat's points and hands won.
fn points_line(screen: &Screen, view: &GinView) -> String {
    let line: Vec<String> = Seat::all(SEATS)
        .map(|s| {
            t!(
                screen.lang,
                "gin-rummy-play-points-of",
                who = screen.name(s),
                points = view.points[s],
                hands = view.hands_won[s]
            )
        })
        .collect();
    t!(screen.lang, "gin-rummy-play-points", line = line.join(", "))
}

/// Melds, each in brackets, in the reader's painting.
fn melds(screen: &Screen, melds: &Melds) -> String {
    if melds.is_empty() {
        return t!(screen.lang, "gin-rummy-no-melds");
    }
    let each: Vec<String> = melds
        .as_slice()
        .iter()
        .map(|&m| format!("[{}]", screen.cards(meld::sorted(m))))
        .collect();
    each.join(" ")
}

/// Your hand as it stands: its best melds, the deadwood and its count.
fn your_hand(screen: &Screen, view: &GinView, out: &mut dyn Write) -> std::io::Result<()> {
    let Some(hand) = view.hand else { return Ok(()) };
    let best = meld::best(hand);
    let line = t!(
        screen.lang,
        "gin-rummy-play-your-hand",
        melds = melds(screen, &best.melds),
        deadwood = screen.cards(meld::sorted(best.deadwood)),
        count = best.count
    );
    say(out, &line)
}

/// "yes" when `seat` is the reader's: a message then says "you".
fn me(seat: Seat) -> &'static str {
    if seat == YOU { "yes" } else { "no" }
}

/// Tells one event that reached you.
fn tell(screen: &Screen, event: &Event, out: &mut dyn Write) -> std::io::Result<()> {
    let l = screen.lang;
    let line = match *event {
        Event::HandDealt {
            number,
            dealer,
            upcard,
            ..
        } => {
            let head = t!(
                l,
                "gin-rummy-play-hand-dealt",
                number = number,
                dealer = screen.plain_name(dealer)
            );
            writeln!(out, "\n{}", screen.paint.bold(&head))?;
            match upcard {
                Some(card) => t!(l, "gin-rummy-play-upcard", card = screen.card(card)),
                None => t!(l, "gin-rummy-play-no-upcard"),
            }
        }
        Event::Dealt { seat, hand } if seat == YOU => {
            let best = meld::best(hand);
            t!(
                l,
                "gin-rummy-play-your-hand",
                melds = melds(screen, &best.melds),
                deadwood = screen.cards(meld::sorted(best.deadwood)),
                count = best.count
            )
        }
        Event::Passed { seat } => t!(
            l,
            "gin-rummy-play-passes",
            who = screen.name(seat),
            me = me(seat)
        ),
        Event::TookDiscard { seat, card } => t!(
            l,
            "gin-rummy-play-takes",
            who = screen.name(seat),
            me = me(seat),
            card = screen.card(card)
        ),
        Event::DrewStock { seat, stock } => t!(
            l,
            "gin-rummy-play-draws",
            who = screen.name(seat),
            me = me(seat),
            stock = stock
        ),
        Event::Drew { card, .. } => t!(l, "gin-rummy-play-you-drew", card = screen.card(card)),
        Event::Discarded { seat, card } => t!(
            l,
            "gin-rummy-play-discards",
            who = screen.name(seat),
            me = me(seat),
            card = screen.card(card)
        ),
        Event::Knocked {
            seat,
            melds: m,
            deadwood,
            count,
            gin,
        } => t!(
            l,
            "gin-rummy-play-knocks",
            who = screen.name(seat),
            gin = if gin { "yes" } else { "no" },
            melds = melds(screen, &m),
            deadwood = screen.cards(meld::sorted(deadwood)),
            count = count
        ),
        Event::Spread {
            seat,
            melds: m,
            lay_offs,
            deadwood,
            count,
        } => t!(
            l,
            "gin-rummy-play-spreads",
            who = screen.name(seat),
            melds = melds(screen, &m),
            lay_offs = screen.cards(meld::sorted(lay_offs)),
            deadwood = screen.cards(meld::sorted(deadwood)),
            count = count
        ),
        Event::HandScored { result, standing } => scored(screen, &result, &standing, out)?,
        Event::GameOver { settlement } => {
            writeln!(out)?;
            screen.paint.good(&game_over(screen, &settlement))
        }
        _ => return Ok(()),
    };
    say(out, &line)
}

/// The words of a line as your action.
fn action(lang: Lang, words: &[&str], view: &GinView) -> Result<Action, String> {
    let word = |id: &str, w: &str| is_word(lang, &format!("gin-rummy-play-words-{id}"), w);
    match words {
        [w] if word("pass", w) => Ok(Action::Pass),
        [w] if word("stock", w) => Ok(Action::Draw(Pile::Stock)),
        [w] if word("take", w) => Ok(Action::Draw(Pile::Discard)),
        [w, rest @ ..] if word("spread", w) => spread(lang, rest, view),
        [w, c, rest @ ..] if word("knock", w) => {
            let card = card(lang, c)?;
            let hand = view.hand.unwrap_or_default();
            let melds = if rest.is_empty() {
                meld::best(hand - CardSet::of(card)).melds
            } else {
                declared_melds(lang, rest)?
            };
            Ok(Action::Knock { card, melds })
        }
        [c] => card(lang, c).map(Action::Discard),
        _ => Err(t!(
            lang,
            "gin-rummy-play-not-an-action",
            text = words.join(" ")
        )),
    }
}

/// `spread`: the best spread; `spread 7h8h9h KsKdKc`: those melds, laying off all
/// they can; `spread 7h8h9h + 5s 6s`: those melds and those lay-offs (`+` alone: none).
fn spread(lang: Lang, words: &[&str], view: &GinView) -> Result<Action, String> {
    let hand = view.hand.unwrap_or_default();
    let Some(knock) = view.knock else {
        return Ok(Action::Spread {
            melds: Melds::NONE,
            lay_offs: CardSet::EMPTY,
        });
    };
    if words.is_empty() {
        let (melds, lay_offs) = meld::best_spread(hand, &knock.melds, knock.gin);
        return Ok(Action::Spread { melds, lay_offs });
    }
    let (declared, lays) = match words.iter().position(|&w| w == "+") {
        Some(at) => (&words[..at], Some(&words[at + 1..])),
        None => (words, None),
    };
    let melds = declared_melds(lang, declared)?;
    let lay_offs = match lays {
        Some(lays) => lays
            .iter()
            .map(|w| card(lang, w))
            .collect::<Result<CardSet, String>>()?,
        None if knock.gin => CardSet::EMPTY,
        None => meld::laid_off(&knock.melds, hand - melds.cards()),
    };
    Ok(Action::Spread { melds, lay_offs })
}

/// Melds written one word each, their cards run together (`7h8h9h KsKdKc`).
fn declared_melds(lang: Lang, words: &[&str]) -> Result<Melds, String> {
    let list = words
        .iter()
        .map(|w| {
            meld::cards_of(&w.to_lowercase())
                .filter(|m| !m.is_empty())
                .ok_or_else(|| t!(lang, "gin-rummy-play-not-a-meld", text = *w))
        })
        .collect::<Result<Vec<CardSet>, String>>()?;
    Melds::from_slice(&list)
        .ok_or_else(|| t!(lang, "gin-rummy-play-not-a-meld", text = words.join(" ")))
}

fn card(lang: Lang, text: &str) -> Result<Card, String> {
    text.parse::<Card>()
        .map_err(|_| t!(lang, "gin-rummy-play-not-an-action", text = text))
}

/// A hand's end: how, who scored what, the points after it.
fn scored(
    screen: &Screen,
    result: &crate::games::gin_rummy::HandResult,
    standing: &crate::games::gin_rummy::Standing,
    out: &mut dyn Write,
) -> std::io::Result<String> {
    let l = screen.lang;
    let line = match result.winner {
        Some(w) => t!(
            l,
            "gin-rummy-play-scored",
            number = standing.number,
            ending = text::gin_rummy::ending(l, result.ending),
            who = screen.name(w),
            points = result.points,
            bonus = result.bonus
        ),
        None => t!(l, "gin-rummy-play-dead", number = standing.number),
    };
    say(out, &screen.paint.bold(&line))?;
    let points: Vec<String> = Seat::all(SEATS)
        .map(|s| {
            t!(
                l,
                "gin-rummy-play-points-of",
                who = screen.name(s),
                points = standing.points[s],
                hands = standing.hands_won[s]
            )
        })
        .collect();
    Ok(t!(l, "gin-rummy-play-points", line = points.join(", ")))
}

/// The game's end: the winner, the game bonus, the totals and the margin.
fn game_over(screen: &Screen, s: &crate::games::gin_rummy::Settlement) -> String {
    let totals: Vec<String> = Seat::all(SEATS)
        .map(|seat| format!("{} {}", screen.name(seat), s.totals[seat]))
        .collect();
    t!(
        screen.lang,
        "gin-rummy-play-game-over",
        who = screen.name(s.winner),
        bonus = s.game_bonus,
        totals = totals.join(", "),
        margin = s.margin
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{DecisionSeed, Level};
    use crate::games::Game;
    use crate::games::gin_rummy::{GinRummy, Options};
    use crate::table::Hosted as _;

    /// The first view, in games the normal players play, of a seat whose legal actions
    /// are `wanted`.
    fn first_view(wanted: impl Fn(&GinView, &[Action]) -> bool) -> (GinView, Vec<Action>) {
        for seed in 0..50 {
            let mut game = GinRummy::new(Options::default(), 2, seed).unwrap();
            while !game.is_over() {
                let seat = game.to_act().single().unwrap();
                let view = Game::view(&game, Some(seat));
                let legal = game.legal_actions(seat);
                if wanted(&view, &legal) {
                    return (view, legal);
                }
                let action = game
                    .decide(
                        Level::Normal,
                        seat,
                        DecisionSeed::at(seed, game.step(), seat),
                    )
                    .unwrap();
                game.apply(seat, action).unwrap();
            }
        }
        panic!("no such view in 50 games");
    }

    fn words(line: &str) -> Vec<&str> {
        line.split_whitespace().collect()
    }

    #[test]
    fn a_knock_may_declare_melds_of_ones_own_written_as_words() {
        let with_melds = |a: &Action| matches!(a, Action::Knock { melds, .. } if !melds.is_empty());
        let (view, legal) = first_view(|_, legal| legal.iter().any(with_melds));
        let Some(&Action::Knock { card, melds }) = legal.iter().find(|a| with_melds(a)) else {
            unreachable!()
        };
        // `knock Qh` declares the least-deadwood melds; written out, the same ones.
        let written: Vec<String> = melds
            .as_slice()
            .iter()
            .map(|&m| meld::cards_code(m))
            .collect();
        let line = format!("knock {} {}", card.code(), written.join(" ").to_uppercase());
        let action = super::action(Lang::En, &words(&line), &view).unwrap();
        assert_eq!(action, Action::Knock { card, melds });
        // Only the first meld declared: still a knock of one's own choosing.
        let line = format!("knock {} {}", card.code(), written[0]);
        let Ok(Action::Knock { melds: one, .. }) = super::action(Lang::En, &words(&line), &view)
        else {
            panic!("{line}")
        };
        assert_eq!(one.as_slice(), &melds.as_slice()[..1]);
        let err = super::action(
            Lang::En,
            &words(&format!("knock {} 7x8h", card.code())),
            &view,
        )
        .unwrap_err();
        assert!(err.contains("is not a meld"), "{err}");
    }

    #[test]
    fn a_spread_may_declare_its_melds_and_its_lay_offs() {
        let (view, _) = first_view(|v, _| {
            matches!(v.phase, Phase::Spread { .. }) && v.knock.is_some_and(|k| !k.gin)
        });
        let knock = view.knock.unwrap();
        let hand = view.hand.unwrap();
        let (best, lays) = meld::best_spread(hand, &knock.melds, knock.gin);
        assert_eq!(
            super::action(Lang::En, &["spread"], &view).unwrap(),
            Action::Spread {
                melds: best,
                lay_offs: lays
            }
        );
        // No melds declared and `+` alone: nothing melded, nothing laid off.
        assert_eq!(
            super::action(Lang::En, &["spread", "+"], &view).unwrap(),
            Action::Spread {
                melds: Melds::NONE,
                lay_offs: CardSet::EMPTY
            }
        );
        // Melds without `+`: all they leave that fits the knocker's melds is laid off.
        let written: Vec<String> = best
            .as_slice()
            .iter()
            .map(|&m| meld::cards_code(m))
            .collect();
        let line = format!("spread {}", written.join(" "));
        let Ok(Action::Spread { melds, lay_offs }) = super::action(Lang::En, &words(&line), &view)
        else {
            panic!("{line}")
        };
        assert_eq!(melds.cards(), best.cards());
        assert_eq!(lay_offs, meld::laid_off(&knock.melds, hand - best.cards()));
    }
}
