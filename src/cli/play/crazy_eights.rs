//! `ribs play --game crazy-eights`: Crazy Eights at the host's terminal table
//! ([`super::terminal`]). A card code plays it (`Qh`, `10s`, `K♥`; `Qh!` calls "last
//! card" with it), `draw`, `pass`, a suit after a wild card (`h`, `♥`); the host's
//! commands besides.

use std::io::Write;

use super::terminal::{Played, Screen, capital, is_word, say};
use crate::ai::Level;
use crate::cards::{Card, Suit};
use crate::core::Seat;
use crate::games::Game;
use crate::games::crazy_eights::{
    Action, CrazyEights, CrazyEightsView, DrawCause, Event, HandSummary, StageView,
};
use crate::t;
use crate::text::{self, Lang};

impl Played for CrazyEights {
    fn welcome(
        screen: &Screen,
        game: &CrazyEights,
        level: Level,
        out: &mut dyn Write,
    ) -> std::io::Result<()> {
        welcome_lines(screen, game, level, out)
    }

    fn narrate(
        screen: &Screen,
        game: &CrazyEights,
        events: &[Event],
        out: &mut dyn Write,
    ) -> std::io::Result<()> {
        narrate_all(screen, game, events, out)
    }

    fn status(screen: &Screen, view: &CrazyEightsView, out: &mut dyn Write) -> std::io::Result<()> {
        status(screen, view, out)
    }

    fn hand(screen: &Screen, view: &CrazyEightsView, out: &mut dyn Write) -> std::io::Result<()> {
        your_hand(screen, view, out)
    }

    fn scores(screen: &Screen, game: &CrazyEights, out: &mut dyn Write) -> std::io::Result<()> {
        scores(screen, game, out)
    }

    fn prompt(screen: &Screen, view: &CrazyEightsView) -> String {
        prompt(screen, view)
    }

    fn help(lang: Lang) -> String {
        t!(lang, "crazy-eights-play-help")
    }

    fn rules(lang: Lang) -> Vec<(String, String)> {
        text::crazy_eights::rules(lang)
    }

    fn urgent(screen: &Screen, words: &[&str], view: &CrazyEightsView) -> Option<Action> {
        let [word] = words else { return None };
        (view.stage == StageView::Naming)
            .then(|| suit_named(screen.lang, word))
            .flatten()
            .map(Action::Nominate)
    }

    fn action(screen: &Screen, words: &[&str], _view: &CrazyEightsView) -> Result<Action, String> {
        action(screen.lang, words)
    }

    fn describe(screen: &Screen, action: Action) -> String {
        describe(screen, action)
    }

    fn refusal(screen: &Screen, refusal: &<CrazyEights as Game>::Refusal) -> String {
        capital(&text::crazy_eights::refusal(screen.lang, refusal, &|s| {
            screen.plain_name(s)
        }))
    }

    fn options_error(
        lang: Lang,
        error: &<crate::games::crazy_eights::Options as crate::games::GameOptions>::Error,
    ) -> String {
        text::crazy_eights::options_error(lang, error)
    }
}

fn welcome_lines(
    screen: &Screen,
    game: &CrazyEights,
    level: Level,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let l = screen.lang;
    let others: Vec<String> = Seat::all(game.seats())
        .filter(|s| !screen.is_you(*s))
        .map(|s| screen.name(s))
        .collect();
    let title = screen.paint.bold(&t!(l, "crazy-eights"));
    let line = t!(
        l,
        "crazy-eights-play-welcome",
        game = title,
        others = others.join(", ")
    );
    say(out, &line)?;
    let level = t!(l, &format!("play-level-{}", level.as_str()));
    let options = game.options();
    say(
        out,
        &t!(
            l,
            "crazy-eights-play-level",
            level = level,
            target = options.target
        ),
    )?;
    say(out, &t!(l, "crazy-eights-play-seed", seed = game.seed()))?;
    let rules = text::crazy_eights::option_rules(l, &options);
    if !rules.is_empty() {
        say(out, &t!(l, "play-table-rules", rules = rules.join("; ")))?;
    }
    Ok(())
}

/// Tells what you may know of `events`, in order.
fn narrate_all(
    screen: &Screen,
    game: &CrazyEights,
    events: &[Event],
    out: &mut dyn Write,
) -> std::io::Result<()> {
    for event in events {
        if let Some(line) = tell(screen, event) {
            say(out, &line)?;
        }
        match event {
            Event::HandOver(summary) => scored(screen, game, summary, out)?,
            Event::MatchOver { totals, winner } => {
                let line = t!(
                    screen.lang,
                    "crazy-eights-play-winner",
                    who = screen.plain_name(*winner),
                    me = if screen.is_you(*winner) { "yes" } else { "no" },
                    total = totals[*winner]
                );
                writeln!(out, "\n{}", screen.paint.good(&line))?;
            }
            _ => {}
        }
    }
    Ok(())
}

/// One event in a line, if it says anything to you.
fn tell(screen: &Screen, event: &Event) -> Option<String> {
    let l = screen.lang;
    let me = |s: Seat| if screen.is_you(s) { "yes" } else { "no" };
    let line = match event {
        Event::HandDealt {
            number,
            dealer,
            starter,
            buried,
            ..
        } => dealt_line(screen, *number, *dealer, *starter, buried),
        Event::Dealt { hand, .. } => {
            t!(
                l,
                "crazy-eights-play-your-hand",
                cards = screen.cards(hand.iter())
            )
        }
        Event::Played { seat, card, .. } => t!(
            l,
            "crazy-eights-play-plays",
            who = screen.name(*seat),
            me = me(*seat),
            card = screen.card(*card)
        ),
        Event::Named { seat, suit } => t!(
            l,
            "crazy-eights-play-names",
            who = screen.name(*seat),
            me = me(*seat),
            suit = text::crazy_eights::suit(l, *suit)
        ),
        Event::Drew { seat, count, cause } => {
            let id = match cause {
                DrawCause::Turn => "crazy-eights-play-draws",
                DrawCause::Twos => "crazy-eights-play-draws-twos",
                DrawCause::LastCard => "crazy-eights-play-draws-penalty",
            };
            t!(
                l,
                id,
                who = screen.name(*seat),
                me = me(*seat),
                count = *count
            )
        }
        Event::Drawn { cards, .. } if !cards.is_empty() => t!(
            l,
            "crazy-eights-play-you-drew",
            cards = screen.cards(cards.iter().copied())
        ),
        Event::Passed { seat } => t!(
            l,
            "crazy-eights-play-passes",
            who = screen.name(*seat),
            me = me(*seat)
        ),
        Event::Skipped { seat } => t!(
            l,
            "crazy-eights-play-skipped",
            who = screen.name(*seat),
            me = me(*seat)
        ),
        Event::Reversed { direction } => t!(
            l,
            "crazy-eights-play-reversed",
            direction = t!(l, &format!("crazy-eights-direction-{}", direction.word()))
        ),
        Event::DrawPending { seat, pending } => t!(
            l,
            "crazy-eights-play-pending",
            who = screen.name(*seat),
            me = me(*seat),
            count = *pending
        ),
        Event::LastCardMissed { seat } => t!(
            l,
            "crazy-eights-play-last-card-missed",
            who = screen.name(*seat),
            me = me(*seat)
        ),
        Event::Reshuffled { stock } => {
            t!(l, "crazy-eights-play-reshuffled", count = *stock)
        }
        _ => return None,
    };
    Some(line)
}

/// A hand's heading, and the wild cards buried before its starter.
fn dealt_line(
    screen: &Screen,
    number: u32,
    dealer: Seat,
    starter: Card,
    buried: &[Card],
) -> String {
    let l = screen.lang;
    let head = t!(
        l,
        "crazy-eights-play-hand-dealt",
        number = number,
        dealer = screen.plain_name(dealer),
        card = starter.to_string()
    );
    let mut line = format!("\n{}", screen.paint.bold(&head));
    if !buried.is_empty() {
        let cards = screen.cards(buried.iter().copied());
        line.push('\n');
        line.push_str(&t!(l, "crazy-eights-play-buried", cards = cards));
    }
    line
}

/// A hand's end: who went out (or that it was blocked), then every hand and penalty.
fn scored(
    screen: &Screen,
    game: &CrazyEights,
    s: &HandSummary,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let l = screen.lang;
    let head = match s.out {
        Some(seat) => t!(
            l,
            "crazy-eights-play-went-out",
            who = screen.plain_name(seat),
            me = if screen.is_you(seat) { "yes" } else { "no" }
        ),
        None => t!(l, "crazy-eights-play-blocked"),
    };
    say(out, &screen.paint.bold(&head))?;
    for seat in Seat::all(game.seats()) {
        let line = t!(
            l,
            "crazy-eights-play-score-line",
            who = screen.name(seat),
            cards = screen.cards(s.hands[seat].iter()),
            points = s.scores[seat],
            total = s.totals[seat]
        );
        say(out, &format!("  {line}"))?;
    }
    Ok(())
}

/// Where the hand stands, as your view shows it.
fn status(screen: &Screen, view: &CrazyEightsView, out: &mut dyn Write) -> std::io::Result<()> {
    let l = screen.lang;
    let line = t!(
        l,
        "crazy-eights-play-status",
        number = view.number,
        top = screen.card(view.top),
        suit = text::crazy_eights::suit(l, view.follow),
        stock = view.stock,
        direction = t!(
            l,
            &format!("crazy-eights-direction-{}", view.direction.word())
        )
    );
    say(out, &screen.paint.dim(&line))?;
    if view.pending > 0 {
        say(
            out,
            &t!(l, "crazy-eights-play-pending-line", count = view.pending),
        )?;
    }
    let counts: Vec<String> = view
        .held
        .iter()
        .map(|(s, n)| format!("{} {n}", screen.name(s)))
        .collect();
    say(
        out,
        &t!(l, "crazy-eights-play-counts", line = counts.join(", ")),
    )?;
    your_hand(screen, view, out)
}

fn your_hand(screen: &Screen, view: &CrazyEightsView, out: &mut dyn Write) -> std::io::Result<()> {
    let cards = screen.cards(view.hand.unwrap_or_default().iter());
    say(
        out,
        &t!(screen.lang, "crazy-eights-play-your-hand", cards = cards),
    )
}

fn scores(screen: &Screen, game: &CrazyEights, out: &mut dyn Write) -> std::io::Result<()> {
    let line: Vec<String> = game
        .totals()
        .iter()
        .map(|(s, t)| format!("{} {t}", screen.name(s)))
        .collect();
    let target = game.options().target;
    say(
        out,
        &t!(
            screen.lang,
            "crazy-eights-play-totals",
            line = line.join(", "),
            target = target
        ),
    )
}

/// The question for your decision.
fn prompt(screen: &Screen, view: &CrazyEightsView) -> String {
    let l = screen.lang;
    match view.stage {
        StageView::Naming => t!(l, "crazy-eights-play-prompt-suit"),
        _ if view.pending > 0 => {
            t!(l, "crazy-eights-play-prompt-pending", count = view.pending)
        }
        StageView::Drawn { .. } => t!(l, "crazy-eights-play-prompt-after-draw"),
        StageView::Open => t!(l, "crazy-eights-play-prompt-play"),
    }
}

fn describe(screen: &Screen, action: Action) -> String {
    let l = screen.lang;
    match action {
        Action::Play { card, last_card } => {
            format!("{}{}", screen.card(card), if last_card { "!" } else { "" })
        }
        Action::Nominate(suit) => text::crazy_eights::suit(l, suit),
        Action::Draw => first_word(&t!(l, "crazy-eights-play-words-draw")),
        Action::Pass => first_word(&t!(l, "crazy-eights-play-words-pass")),
    }
}

fn first_word(words: &str) -> String {
    words.split(',').next().unwrap_or("").trim().to_string()
}

/// A suit in the reader's words, or by its letter or symbol (`h`, `♥`).
fn suit_named(lang: Lang, word: &str) -> Option<Suit> {
    let lower = word.to_lowercase();
    Suit::ALL
        .iter()
        .copied()
        .find(|&s| text::crazy_eights::suit(lang, s).to_lowercase() == lower)
        .or_else(|| word.parse::<Suit>().ok())
}

/// The words of a line read as an action: `draw`, `pass`, a card (with `!` for the
/// last-card call); why they are none of these.
fn action(lang: Lang, words: &[&str]) -> Result<Action, String> {
    let [first] = words else {
        let word = words.first().copied().unwrap_or("");
        return Err(t!(lang, "play-takes-nothing", word = word));
    };
    let lower = first.to_lowercase();
    if is_word(lang, "crazy-eights-play-words-draw", &lower) {
        return Ok(Action::Draw);
    }
    if is_word(lang, "crazy-eights-play-words-pass", &lower) {
        return Ok(Action::Pass);
    }
    let (code, last_card) = match first.strip_suffix('!') {
        Some(code) => (code, true),
        None => (*first, false),
    };
    code.parse::<Card>()
        .map(|card| Action::Play { card, last_card })
        .map_err(|_| t!(lang, "crazy-eights-play-not-understood", text = *first))
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::super::Paint;
    use super::super::terminal::Terminal;
    use super::*;
    use crate::games::crazy_eights::Options;

    /// Plays a whole match from `input` (your lines), returning everything written.
    fn transcript(input: &str, lang: Lang) -> String {
        let mut table = Terminal::<CrazyEights>::new(3, Level::Normal, Options::default(), 5)
            .unwrap()
            .shown(Paint(false), Duration::ZERO, true, lang);
        let mut out = Vec::new();
        table.run(&mut input.as_bytes(), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn refusals_say_why_and_every_line_fits_80_columns() {
        let said = transcript("zz\nQx\nhelp\ntable\nhint\nscores\n", Lang::En);
        assert!(said.contains("'zz' is not a card"), "{said}");
        assert!(said.contains("Your hand:"));
        for line in said.lines() {
            assert!(line.chars().count() <= 80, "{line:?}");
        }
    }

    #[test]
    fn a_player_who_always_draws_or_passes_reaches_the_end_of_the_match() {
        let said = transcript(&"draw\npass\nd\n".repeat(400), Lang::En);
        assert!(
            said.contains("wins the match") || said.contains("stops here"),
            "{said}"
        );
    }

    #[test]
    fn the_match_is_told_in_the_readers_language() {
        let said = transcript("hilfe\n", Lang::De);
        assert!(said.contains("Deine Hand"), "{said}");
    }

    #[test]
    fn a_suit_is_read_when_one_is_due_and_a_card_with_a_bang_calls_last_card() {
        assert_eq!(suit_named(Lang::En, "h"), Some(Suit::Hearts));
        assert_eq!(suit_named(Lang::En, "♥"), Some(Suit::Hearts));
        assert!(matches!(
            action(Lang::En, &["Qh!"]),
            Ok(Action::Play {
                last_card: true,
                ..
            })
        ));
        assert_eq!(action(Lang::En, &["draw"]), Ok(Action::Draw));
        assert!(action(Lang::En, &["Qh", "Kh"]).is_err());
    }
}
