//! `ribs play --game cribbage`: cribbage at the host's terminal table
//! ([`super::terminal`]). Card codes lay cards away, then lay one at a time (`Qh`, `10s`,
//! `K♥`), `go` says go, a number claims a count with muggins; the host's commands besides.

use std::io::Write;

use super::YOU;
use super::terminal::{Played, Screen, is_word, say};
use crate::ai::Level;
use crate::cards::{Card, CardSet};
use crate::core::Seat;
use crate::games::cribbage::{
    Action, Cribbage, CribbageView, Event, OptionsError, Peg, Phase, Refusal, Shown, deal_sizes,
    side_of,
};
use crate::t;
use crate::text::{self, Lang};

impl Played for Cribbage {
    fn welcome(
        screen: &Screen,
        game: &Cribbage,
        level: Level,
        out: &mut dyn Write,
    ) -> std::io::Result<()> {
        let l = screen.lang;
        let seats = game.seats();
        let others: Vec<String> = Seat::all(seats)
            .filter(|s| *s != YOU)
            .map(|s| screen.name(s))
            .collect();
        let game_name = screen.paint.bold("Cribbage");
        say(
            out,
            &t!(
                l,
                "cribbage-play-welcome",
                game = game_name,
                others = others.join(", ")
            ),
        )?;
        if seats == 4 {
            let pair = |a: u8, b: u8| screen.and(&[screen.name(Seat(a)), screen.name(Seat(b))]);
            say(
                out,
                &t!(l, "cribbage-play-partners", a = pair(0, 2), b = pair(1, 3)),
            )?;
        }
        let options = game.options();
        let line = t!(
            l,
            "cribbage-play-match",
            level = t!(l, &format!("play-level-{}", level.as_str())),
            target = options.target,
            match_to = options.match_to
        );
        say(out, &line)?;
        say(out, &t!(l, "cribbage-play-seed", seed = game.seed()))?;
        let rules = text::cribbage::option_rules(l, &options);
        if !rules.is_empty() {
            say(out, &t!(l, "play-table-rules", rules = rules.join("; ")))?;
        }
        Ok(())
    }

    fn narrate(
        screen: &Screen,
        game: &Cribbage,
        events: &[Event],
        out: &mut dyn Write,
    ) -> std::io::Result<()> {
        for event in events {
            tell(screen, game, event, out)?;
        }
        Ok(())
    }

    fn status(screen: &Screen, view: &CribbageView, out: &mut dyn Write) -> std::io::Result<()> {
        status(screen, view, out)
    }

    fn hand(screen: &Screen, view: &CribbageView, out: &mut dyn Write) -> std::io::Result<()> {
        let cards = screen.cards(view.hand.unwrap_or_default().iter());
        say(
            out,
            &t!(screen.lang, "cribbage-play-your-hand", cards = cards),
        )
    }

    fn scores(screen: &Screen, game: &Cribbage, out: &mut dyn Write) -> std::io::Result<()> {
        let view = game.view(Some(YOU));
        let line = t!(
            screen.lang,
            "cribbage-play-scores",
            line = totals(screen, &view, &view.totals),
            r#match = sides_line(
                screen,
                view.seats,
                view.match_points.iter().map(|&p| u16::from(p))
            )
        );
        say(out, &line)
    }

    fn prompt(screen: &Screen, view: &CribbageView) -> String {
        let l = screen.lang;
        match view.phase {
            Phase::Discard => {
                let n = deal_sizes(&view.options, view.seats).2;
                let example: Vec<String> = view
                    .hand
                    .unwrap_or_default()
                    .iter()
                    .take(n.into())
                    .map(|c| c.code())
                    .collect();
                t!(
                    l,
                    "cribbage-play-prompt-discard",
                    n = n,
                    example = example.join(" ")
                )
            }
            Phase::Play if crate::ai::cribbage::legal_of(view) == [Action::Go] => {
                t!(l, "cribbage-play-prompt-go")
            }
            Phase::Play => t!(l, "cribbage-play-prompt-card", count = view.count),
            _ => {
                let crib = view.shown.len() == usize::from(view.seats);
                let pile = if crib {
                    crate::games::cribbage::Pile::Crib
                } else {
                    crate::games::cribbage::Pile::Hand
                };
                t!(
                    l,
                    "cribbage-play-prompt-claim",
                    pile = text::cribbage::pile(l, pile)
                )
            }
        }
    }

    fn help(lang: Lang) -> String {
        t!(lang, "cribbage-play-help")
    }

    fn rules(lang: Lang) -> Vec<(String, String)> {
        text::cribbage::rules(lang)
    }

    fn action(screen: &Screen, words: &[&str], view: &CribbageView) -> Result<Action, String> {
        let l = screen.lang;
        let not = |w: &str| t!(l, "cribbage-play-not-an-action", text = w);
        match words {
            [word] if is_word(l, "cribbage-play-words-go", &word.to_lowercase()) => Ok(Action::Go),
            [word] if word.parse::<u8>().is_ok() => Ok(Action::Claim(word.parse().unwrap_or(0))),
            _ => {
                let mut cards = CardSet::EMPTY;
                for word in words {
                    cards.insert(word.parse::<Card>().map_err(|_| not(word))?);
                }
                match (view.phase, cards.first()) {
                    (Phase::Discard, _) => Ok(Action::Discard(cards)),
                    (_, Some(card)) if cards.len() == 1 => Ok(Action::Play(card)),
                    _ => Err(not(&words.join(" "))),
                }
            }
        }
    }

    fn describe(screen: &Screen, action: Action) -> String {
        match action {
            Action::Discard(cards) => screen.cards(cards.iter()),
            Action::Play(card) => screen.card(card),
            Action::Go => t!(screen.lang, "cribbage-why-go"),
            Action::Claim(n) => n.to_string(),
        }
    }

    fn refusal(screen: &Screen, refusal: &Refusal) -> String {
        text::cribbage::refusal(screen.lang, refusal, &|s| screen.plain_name(s))
    }

    fn options_error(lang: Lang, error: &OptionsError) -> String {
        text::cribbage::options_error(lang, error)
    }
}

/// A side's name: a player's (alone) or a partnership's.
fn side(screen: &Screen, seats: u8, side: u8) -> String {
    text::cribbage::side(screen.lang, seats, side, &|s| screen.plain_name(s))
}

/// "You 12, Ann 9" (or "Side A 12, Side B 9").
fn sides_line(screen: &Screen, seats: u8, values: impl Iterator<Item = u16>) -> String {
    values
        .enumerate()
        .map(|(i, v)| format!("{} {v}", side(screen, seats, i as u8)))
        .collect::<Vec<_>>()
        .join(", ")
}

fn totals(screen: &Screen, view: &CribbageView, totals: &[u16]) -> String {
    sides_line(screen, view.seats, totals.iter().copied())
}

/// Tells one event of the play as you may know it.
fn tell(
    screen: &Screen,
    game: &Cribbage,
    event: &Event,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let l = screen.lang;
    let me = |s: Seat| if s == YOU { "yes" } else { "no" };
    let seats = game.seats();
    match event {
        Event::Dealt { seat, hand } if *seat == YOU => {
            say(
                out,
                &t!(
                    l,
                    "cribbage-play-your-hand",
                    cards = screen.cards(hand.iter())
                ),
            )?;
        }
        Event::Discarded { seat } if *seat != YOU => {
            say(
                out,
                &t!(l, "cribbage-play-discarded", who = screen.name(*seat)),
            )?;
        }
        Event::LaidAway { seat, cards } if *seat == YOU => {
            say(
                out,
                &t!(
                    l,
                    "cribbage-play-laid-away",
                    cards = screen.cards(cards.iter())
                ),
            )?;
        }
        Event::StarterTurned { starter } => {
            say(
                out,
                &t!(l, "cribbage-play-starter", card = screen.card(*starter)),
            )?;
        }
        Event::Played { seat, card, count } => {
            let line = t!(
                l,
                "cribbage-play-plays",
                who = screen.name(*seat),
                me = me(*seat),
                card = screen.card(*card),
                count = *count
            );
            say(out, &line)?;
        }
        Event::Go { seat } => {
            say(
                out,
                &t!(
                    l,
                    "cribbage-play-go",
                    who = screen.name(*seat),
                    me = me(*seat)
                ),
            )?;
        }
        Event::CountReset { next: Some(_) } => {
            say(out, &screen.paint.dim(&t!(l, "cribbage-play-reset")))?
        }
        Event::Pegged(peg) => pegged(screen, seats, peg, out)?,
        Event::Counted(shown) => counted(screen, shown, out)?,
        _ => tell_match(screen, seats, event, out)?,
    }
    Ok(())
}

/// The events of the match around the play: the draw for the deal, a game or hand begun,
/// a hand, game or match over.
fn tell_match(
    screen: &Screen,
    seats: u8,
    event: &Event,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let l = screen.lang;
    match event {
        Event::DrawnForDeal { rounds, dealer } => {
            let cards: Vec<String> = rounds
                .iter()
                .flat_map(|round| round.iter())
                .filter_map(|(s, c)| c.map(|c| format!("{} {}", screen.name(s), screen.card(c))))
                .collect();
            let line = t!(
                l,
                "cribbage-play-cut-for-deal",
                cards = cards.join(", "),
                dealer = screen.name(*dealer),
                me = if screen.is_you(*dealer) { "yes" } else { "no" }
            );
            say(out, &line)?;
        }
        Event::GameBegan { game, first_dealer } => {
            let line = t!(
                l,
                "cribbage-play-game-began",
                game = *game,
                dealer = screen.plain_name(*first_dealer)
            );
            writeln!(out)?;
            say(out, &screen.paint.bold(&line))?;
        }
        Event::HandDealt { number, dealer, .. } => {
            let line = t!(
                l,
                "cribbage-play-hand-dealt",
                number = *number,
                dealer = screen.plain_name(*dealer)
            );
            writeln!(out)?;
            say(out, &screen.paint.bold(&line))?;
        }
        Event::HandOver { totals: t, .. } => {
            let line = t!(
                l,
                "cribbage-play-hand-over",
                totals = sides_line(screen, seats, t.iter().copied())
            );
            say(out, &screen.paint.dim(&line))?;
        }
        Event::GameOver(summary) => {
            let line = t!(
                l,
                "cribbage-play-game-over",
                side = side(screen, seats, summary.winner),
                game = summary.game,
                totals = sides_line(screen, seats, summary.totals.iter().copied()),
                gained = summary.gained,
                points = sides_line(
                    screen,
                    seats,
                    summary.match_points.iter().map(|&p| u16::from(p))
                )
            );
            writeln!(out)?;
            say(out, &screen.paint.good(&line))?;
        }
        Event::MatchOver { winners, .. } => {
            let first = winners.iter().next().unwrap_or(YOU);
            let line = t!(
                l,
                "cribbage-play-match-over",
                side = side(screen, seats, side_of(first, seats))
            );
            say(out, &screen.paint.good(&line))?;
        }
        _ => {}
    }
    Ok(())
}

fn pegged(screen: &Screen, seats: u8, peg: &Peg, out: &mut dyn Write) -> std::io::Result<()> {
    let l = screen.lang;
    let line = t!(
        l,
        "cribbage-play-pegged",
        who = screen.name(peg.seat),
        why = text::cribbage::why(l, peg.why),
        points = peg.points,
        side = side(screen, seats, peg.side),
        total = peg.total
    );
    say(out, &format!("  {line}"))
}

fn counted(screen: &Screen, shown: &Shown, out: &mut dyn Write) -> std::io::Result<()> {
    let l = screen.lang;
    let starter = screen.card(shown.starter);
    let line = t!(
        l,
        "cribbage-play-counted",
        who = screen.name(shown.seat),
        pile = text::cribbage::pile(l, shown.pile),
        cards = screen.cards(shown.cards.iter()),
        starter = starter,
        points = shown.points
    );
    say(out, &line)?;
    if let Some(claim) = shown.claim {
        say(
            out,
            &t!(
                l,
                "cribbage-play-claimed",
                who = screen.name(shown.seat),
                me = if shown.seat == YOU { "yes" } else { "no" },
                claim = claim
            ),
        )?;
    }
    Ok(())
}

/// Where the hand stands, as your view shows it.
fn status(screen: &Screen, view: &CribbageView, out: &mut dyn Write) -> std::io::Result<()> {
    let l = screen.lang;
    let line = t!(
        l,
        "cribbage-play-status",
        number = view.number,
        dealer = screen.plain_name(view.dealer),
        game = view.game,
        target = view.options.target,
        totals = totals(screen, view, &view.totals)
    );
    say(out, &screen.paint.dim(&line))?;
    match view.phase {
        Phase::Discard => {
            let who: Vec<String> = view.discarded.iter().map(|s| screen.name(s)).collect();
            if !who.is_empty() {
                let line = t!(l, "cribbage-play-laid-away-line", who = screen.and(&who));
                say(out, &line)?;
            }
        }
        _ => {
            if let Some(starter) = view.starter {
                say(
                    out,
                    &t!(l, "cribbage-play-starter", card = screen.card(starter)),
                )?;
            }
            let plays: Vec<String> = view
                .sequence
                .iter()
                .map(|&(s, c)| format!("{} {}", screen.name(s), screen.card(c)))
                .collect();
            say(
                out,
                &t!(
                    l,
                    "cribbage-play-count-line",
                    count = view.count,
                    plays = plays.join(", ")
                ),
            )?;
        }
    }
    let cards = screen.cards(view.hand.unwrap_or_default().iter());
    say(out, &t!(l, "cribbage-play-your-hand", cards = cards))
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::super::terminal::Terminal;
    use super::super::{Ending, Paint};
    use super::*;
    use crate::games::cribbage::Options;

    /// Input that answers any question: every pair of cards (a discard), then go, every
    /// card and every claim, again and again (each prompt takes lines until one is legal).
    fn everything() -> String {
        let deck: Vec<String> = CardSet::FULL.iter().map(|c| c.code()).collect();
        let mut lines: Vec<String> = Vec::new();
        for (i, a) in deck.iter().enumerate() {
            for b in &deck[i + 1..] {
                lines.push(format!("{a} {b}"));
            }
        }
        for _ in 0..8 {
            lines.push("go".into());
            lines.extend(deck.iter().cloned());
        }
        lines.extend((0..30).map(|n| n.to_string()));
        (lines.join("\n") + "\n").repeat(60)
    }

    fn played(lang: Lang, seats: u8, options: &str, seed: u64) -> (Ending, String) {
        let options: Options = options.parse().unwrap();
        let mut table = Terminal::<Cribbage>::new(seats, Level::Normal, options, seed)
            .unwrap()
            .shown(Paint(false), Duration::ZERO, true, lang);
        let mut out = Vec::new();
        let ending = table
            .run(&mut std::io::Cursor::new(everything()), &mut out)
            .unwrap();
        (ending, String::from_utf8(out).unwrap())
    }

    #[test]
    fn a_whole_match_plays_through_with_refusals_that_say_why_on_80_columns() {
        for (seats, options) in [(2, "target=61"), (4, "target=61,muggins=true")] {
            let (ending, out) = played(Lang::En, seats, options, 7);
            assert!(matches!(ending, Ending::Won(_)), "{out}");
            assert!(out.contains("wins the match"), "{out}");
            assert!(out.contains("You do not hold"), "a refusal says why: {out}");
            assert!(out.contains("Starter:"), "{out}");
            for line in out.lines() {
                let n = line.chars().count();
                assert!(n <= 80, "{n} columns: {line}");
            }
        }
    }

    #[test]
    fn the_match_speaks_the_readers_language() {
        let (_, out) = played(Lang::De, 3, "target=61", 3);
        assert!(out.contains("Startkarte"), "{out}");
        let (_, out) = played(Lang::Pseudo, 2, "target=61", 5);
        for line in out
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with("  "))
        {
            assert!(
                line.contains('⟦'),
                "a line outside the message files: {line}"
            );
        }
    }
}
