//! `ribs play --game crazy-eights`: a match of Crazy Eights in the terminal, you (seat 1)
//! against computer players, told from the engine's events and your seat's view only, in
//! your language. One line of input at a time: a card code plays it (`Qh`, `10s`, `K♥`;
//! `Qh!` calls "last card" with it), `draw`, `pass`, a suit after a wild card (`h`, `♥`);
//! `help`, `hand`, `table`, `scores`, `hint`, `rules`, `quit`. A line that cannot be read,
//! or an action the rules refuse, gets a one-line reason and the question again; the end
//! of the input ends the match cleanly.

use std::io::{BufRead, IsTerminal, Write};
use std::time::Duration;

use anyhow::Context;

use super::terminal::{capital, is_word, say};
use super::{Ending, Paint, PlayArgs, YOU};
use crate::ai::{DecisionSeed, Level};
use crate::cards::{Card, Suit};
use crate::core::{Seat, ToAct};
use crate::games::crazy_eights::{
    Action, CrazyEights, CrazyEightsView, DrawCause, Event, HandSummary, Options, StageView,
};
use crate::t;
use crate::text::{self, Lang};

/// `ribs play --game crazy-eights`.
///
/// # Errors
/// Bad arguments; the terminal fails.
pub(crate) fn main(args: &PlayArgs) -> anyhow::Result<()> {
    let lang = args
        .lang
        .as_deref()
        .map_or_else(Lang::of_environment, Lang::of_posix);
    let players = crate::games::crazy_eights::MIN_SEATS..=crate::games::crazy_eights::MAX_SEATS;
    if !players.contains(&args.players) {
        anyhow::bail!(
            "--players: {}, not {}",
            text::crazy_eights::players_needed(lang),
            args.players
        );
    }
    if args.db.is_some() {
        anyhow::bail!("--db keeps Ribs' matches only so far; play Crazy Eights without it");
    }
    let options: Options = args.options.parse().map_err(|e| {
        anyhow::anyhow!("--options: {}", text::crazy_eights::options_error(lang, &e))
    })?;
    let seed = args.seed.unwrap_or_else(super::clock_seed);
    let terminal = std::io::stdout().is_terminal();
    let colour = terminal && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
    let delay = Duration::from_millis(args.delay.unwrap_or(if terminal { 300 } else { 0 }));
    let echo = !std::io::stdin().is_terminal();
    let mut table = CrazyEightsTable::new(args.players, args.level, options, seed)?.shown(
        Paint(colour),
        delay,
        echo,
        lang,
    );
    table.run(&mut std::io::stdin().lock(), &mut std::io::stdout())?;
    Ok(())
}

/// A match of Crazy Eights at the terminal.
pub struct CrazyEightsTable {
    game: CrazyEights,
    level: Level,
    paint: Paint,
    delay: Duration,
    echo: bool,
    lang: Lang,
    /// Actions taken so far, for the line that says where the match stopped.
    actions: usize,
}

/// What a line of input asks for.
#[derive(Debug)]
enum Input {
    Act(Action),
    Help,
    Rules,
    Quit,
    Hand,
    Table,
    Scores,
    Hint,
    Nothing,
}

impl CrazyEightsTable {
    /// A new match of `players` (you and computers of `level`), shown plainly.
    ///
    /// # Errors
    /// A table the options cannot deal to.
    pub fn new(
        players: u8,
        level: Level,
        options: Options,
        seed: u64,
    ) -> anyhow::Result<CrazyEightsTable> {
        let game = CrazyEights::new(options, players, seed).map_err(|e| anyhow::anyhow!("{e}"))?;
        Ok(CrazyEightsTable {
            game,
            level,
            paint: Paint(false),
            delay: Duration::ZERO,
            echo: false,
            lang: Lang::En,
            actions: 0,
        })
    }

    /// Shown with colours or not, computers pausing `delay`, each line read repeated
    /// (`echo`: when the input is not typed at a terminal), in `lang`.
    pub fn shown(mut self, paint: Paint, delay: Duration, echo: bool, lang: Lang) -> Self {
        (self.paint, self.delay, self.echo, self.lang) = (paint, delay, echo, lang);
        self
    }

    fn plain_name(&self, seat: Seat) -> String {
        if seat == YOU {
            t!(self.lang, "play-you")
        } else {
            crate::table::COMPUTER_NAMES[seat.index() - 1].to_string()
        }
    }

    fn name(&self, seat: Seat) -> String {
        let name = self.plain_name(seat);
        if seat == YOU {
            self.paint.you(&name)
        } else {
            self.paint.bold(&name)
        }
    }

    /// A card as read on a terminal: red suits in red.
    fn card(&self, card: Card) -> String {
        let text = card.to_string();
        if card.suit.is_red() {
            self.paint.wrap("31", &text)
        } else {
            self.paint.wrap("1", &text)
        }
    }

    fn cards(&self, cards: impl IntoIterator<Item = Card>) -> String {
        cards
            .into_iter()
            .map(|c| self.card(c))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Plays the match to its end: computers act, you answer prompts from `input`.
    ///
    /// # Errors
    /// When writing fails, or a computer player has no legal action (a bug).
    pub fn run(
        &mut self,
        input: &mut impl BufRead,
        out: &mut impl Write,
    ) -> anyhow::Result<Ending> {
        self.welcome(out)?;
        let opening: Vec<Event> = crate::games::Game::opening_events(&self.game)
            .into_iter()
            .filter(|t| t.to.reaches(Some(YOU)))
            .map(|t| t.event)
            .collect();
        self.narrate(&opening, out)?;
        loop {
            let seat = match self.game.to_act() {
                ToAct::One(seat) => seat,
                _ => {
                    let winner = crate::games::Game::outcome(&self.game)
                        .and_then(|o| o.winners().next())
                        .unwrap_or(YOU);
                    return Ok(Ending::Won(winner));
                }
            };
            let action = if seat == YOU {
                match self.ask(input, out)? {
                    Ok(action) => action,
                    Err(ending) => return Ok(self.leave(ending, out)?),
                }
            } else {
                if !self.delay.is_zero() {
                    out.flush()?;
                    std::thread::sleep(self.delay);
                }
                let seed = DecisionSeed::at(self.game.seed(), self.game.step(), seat);
                crate::ai::crazy_eights::decide(self.level, &self.game.view(Some(seat)), seed)
                    .context("a computer player had no decision to make")?
            };
            let told = self
                .game
                .apply(seat, action)
                .with_context(|| format!("{seat} chose an illegal {action:?}"))?;
            self.actions += 1;
            let mine: Vec<Event> = told
                .into_iter()
                .filter(|t| t.to.reaches(Some(YOU)))
                .map(|t| t.event)
                .collect();
            self.narrate(&mine, out)?;
        }
    }

    fn welcome(&self, out: &mut impl Write) -> std::io::Result<()> {
        let l = self.lang;
        let others: Vec<String> = Seat::all(self.game.seats())
            .filter(|s| *s != YOU)
            .map(|s| self.name(s))
            .collect();
        let game = self.paint.bold(&t!(l, "crazy-eights"));
        let line = t!(
            l,
            "crazy-eights-play-welcome",
            game = game,
            others = others.join(", ")
        );
        say(out, &line)?;
        let level = t!(l, &format!("play-level-{}", self.level.as_str()));
        let options = self.game.options();
        say(
            out,
            &t!(
                l,
                "crazy-eights-play-level",
                level = level,
                target = options.target
            ),
        )?;
        say(
            out,
            &t!(l, "crazy-eights-play-seed", seed = self.game.seed()),
        )?;
        let rules = text::crazy_eights::option_rules(l, &options);
        if !rules.is_empty() {
            say(out, &t!(l, "play-table-rules", rules = rules.join("; ")))?;
        }
        let help = self.paint.bold(&t!(l, "play-word-help"));
        say(out, &t!(l, "play-type-help", help = help))
    }

    /// Tells what you may know of `events`, in order.
    fn narrate(&self, events: &[Event], out: &mut impl Write) -> std::io::Result<()> {
        for event in events {
            if let Some(line) = self.tell(event) {
                say(out, &line)?;
            }
            match event {
                Event::HandOver(summary) => self.scored(summary, out)?,
                Event::MatchOver { totals, winner } => {
                    let line = t!(
                        self.lang,
                        "crazy-eights-play-winner",
                        who = self.plain_name(*winner),
                        me = if *winner == YOU { "yes" } else { "no" },
                        total = totals[*winner]
                    );
                    writeln!(out, "\n{}", self.paint.good(&line))?;
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// One event in a line, if it says anything to you.
    fn tell(&self, event: &Event) -> Option<String> {
        let l = self.lang;
        let me = |s: Seat| if s == YOU { "yes" } else { "no" };
        let line = match event {
            Event::HandDealt {
                number,
                dealer,
                starter,
                buried,
                ..
            } => self.dealt_line(*number, *dealer, *starter, buried),
            Event::Dealt { hand, .. } => {
                t!(
                    l,
                    "crazy-eights-play-your-hand",
                    cards = self.cards(hand.iter())
                )
            }
            Event::Played { seat, card, .. } => t!(
                l,
                "crazy-eights-play-plays",
                who = self.name(*seat),
                me = me(*seat),
                card = self.card(*card)
            ),
            Event::Named { seat, suit } => t!(
                l,
                "crazy-eights-play-names",
                who = self.name(*seat),
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
                    who = self.name(*seat),
                    me = me(*seat),
                    count = *count
                )
            }
            Event::Drawn { cards, .. } if !cards.is_empty() => t!(
                l,
                "crazy-eights-play-you-drew",
                cards = self.cards(cards.iter().copied())
            ),
            Event::Passed { seat } => t!(
                l,
                "crazy-eights-play-passes",
                who = self.name(*seat),
                me = me(*seat)
            ),
            Event::Skipped { seat } => t!(
                l,
                "crazy-eights-play-skipped",
                who = self.name(*seat),
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
                who = self.name(*seat),
                me = me(*seat),
                count = *pending
            ),
            Event::LastCardMissed { seat } => t!(
                l,
                "crazy-eights-play-last-card-missed",
                who = self.name(*seat),
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
    fn dealt_line(&self, number: u32, dealer: Seat, starter: Card, buried: &[Card]) -> String {
        let l = self.lang;
        let head = t!(
            l,
            "crazy-eights-play-hand-dealt",
            number = number,
            dealer = self.plain_name(dealer),
            card = starter.to_string()
        );
        let mut line = format!("\n{}", self.paint.bold(&head));
        if !buried.is_empty() {
            let cards = self.cards(buried.iter().copied());
            line.push('\n');
            line.push_str(&t!(l, "crazy-eights-play-buried", cards = cards));
        }
        line
    }

    /// A hand's end: who went out (or that it was blocked), then every hand and penalty.
    fn scored(&self, s: &HandSummary, out: &mut impl Write) -> std::io::Result<()> {
        let l = self.lang;
        let head = match s.out {
            Some(seat) => t!(
                l,
                "crazy-eights-play-went-out",
                who = self.plain_name(seat),
                me = if seat == YOU { "yes" } else { "no" }
            ),
            None => t!(l, "crazy-eights-play-blocked"),
        };
        say(out, &self.paint.bold(&head))?;
        for seat in Seat::all(self.game.seats()) {
            let line = t!(
                l,
                "crazy-eights-play-score-line",
                who = self.name(seat),
                cards = self.cards(s.hands[seat].iter()),
                points = s.scores[seat],
                total = s.totals[seat]
            );
            say(out, &format!("  {line}"))?;
        }
        Ok(())
    }

    /// Where the hand stands, as your view shows it.
    fn status(&self, view: &CrazyEightsView, out: &mut impl Write) -> std::io::Result<()> {
        let l = self.lang;
        let line = t!(
            l,
            "crazy-eights-play-status",
            number = view.number,
            top = self.card(view.top),
            suit = text::crazy_eights::suit(l, view.follow),
            stock = view.stock,
            direction = t!(
                l,
                &format!("crazy-eights-direction-{}", view.direction.word())
            )
        );
        say(out, &self.paint.dim(&line))?;
        if view.pending > 0 {
            say(
                out,
                &t!(l, "crazy-eights-play-pending-line", count = view.pending),
            )?;
        }
        let counts: Vec<String> = view
            .held
            .iter()
            .map(|(s, n)| format!("{} {n}", self.name(s)))
            .collect();
        say(
            out,
            &t!(l, "crazy-eights-play-counts", line = counts.join(", ")),
        )?;
        self.your_hand(view, out)
    }

    fn your_hand(&self, view: &CrazyEightsView, out: &mut impl Write) -> std::io::Result<()> {
        let cards = self.cards(view.hand.unwrap_or_default().iter());
        say(
            out,
            &t!(self.lang, "crazy-eights-play-your-hand", cards = cards),
        )
    }

    fn scores(&self, out: &mut impl Write) -> std::io::Result<()> {
        let line: Vec<String> = self
            .game
            .totals()
            .iter()
            .map(|(s, t)| format!("{} {t}", self.name(s)))
            .collect();
        let target = self.game.options().target;
        say(
            out,
            &t!(
                self.lang,
                "crazy-eights-play-totals",
                line = line.join(", "),
                target = target
            ),
        )
    }

    /// The question for your decision.
    fn prompt(&self, view: &CrazyEightsView) -> String {
        let l = self.lang;
        match view.stage {
            StageView::Naming => t!(l, "crazy-eights-play-prompt-suit"),
            _ if view.pending > 0 => {
                t!(l, "crazy-eights-play-prompt-pending", count = view.pending)
            }
            StageView::Drawn { .. } => t!(l, "crazy-eights-play-prompt-after-draw"),
            StageView::Open => t!(l, "crazy-eights-play-prompt-play"),
        }
    }

    /// Asks for your action until a legal one comes; the ending instead when you quit or
    /// the input ends.
    fn ask(
        &self,
        input: &mut impl BufRead,
        out: &mut impl Write,
    ) -> std::io::Result<Result<Action, Ending>> {
        let view = self.game.view(Some(YOU));
        writeln!(out)?;
        self.status(&view, out)?;
        loop {
            write!(out, "{} > ", self.paint.you(&self.prompt(&view)))?;
            out.flush()?;
            let mut line = Vec::new();
            if input.read_until(b'\n', &mut line)? == 0 {
                writeln!(out)?;
                return Ok(Err(Ending::EndOfInput));
            }
            let text = String::from_utf8_lossy(&line);
            if self.echo {
                say(out, text.trim_end())?;
            }
            let bad = self.paint.bad("✗");
            let naming = view.stage == StageView::Naming;
            match parse(&text, self.lang, naming) {
                Err(reason) => say(out, &format!("  {bad} {reason}"))?,
                Ok(Input::Nothing) => {}
                Ok(Input::Help) => say(out, &t!(self.lang, "crazy-eights-play-help"))?,
                Ok(Input::Rules) => {
                    for (title, text) in text::crazy_eights::rules(self.lang) {
                        writeln!(out, "\n{}", self.paint.bold(&title))?;
                        say(out, &self.paint.stressed(&text))?;
                    }
                }
                Ok(Input::Quit) => return Ok(Err(Ending::Quit)),
                Ok(Input::Hand) => self.your_hand(&view, out)?,
                Ok(Input::Table) => self.status(&view, out)?,
                Ok(Input::Scores) => self.scores(out)?,
                Ok(Input::Hint) => {
                    let seed = DecisionSeed::at(self.game.seed(), self.game.step(), YOU);
                    if let Some(action) =
                        crate::ai::crazy_eights::decide(Level::Normal, &view, seed)
                    {
                        let said = t!(self.lang, "play-would", action = self.describe(action));
                        writeln!(out, "  {said}")?;
                    }
                }
                Ok(Input::Act(action)) => match self.game.check(YOU, action) {
                    Ok(()) => return Ok(Ok(action)),
                    Err(e) => {
                        let why =
                            text::crazy_eights::refusal(self.lang, &e, &|s| self.plain_name(s));
                        say(out, &format!("  {bad} {}", capital(&why)))?;
                    }
                },
            }
        }
    }

    fn describe(&self, action: Action) -> String {
        let l = self.lang;
        match action {
            Action::Play { card, last_card } => {
                format!("{}{}", self.card(card), if last_card { "!" } else { "" })
            }
            Action::Nominate(suit) => text::crazy_eights::suit(l, suit),
            Action::Draw => first_word(&t!(l, "crazy-eights-play-words-draw")),
            Action::Pass => first_word(&t!(l, "crazy-eights-play-words-pass")),
        }
    }

    fn leave(&self, end: Ending, out: &mut impl Write) -> std::io::Result<Ending> {
        let l = self.lang;
        let why = match end {
            Ending::EndOfInput => t!(l, "play-input-ended"),
            _ => t!(l, "play-you-leave"),
        };
        let line = t!(
            l,
            "play-stops-here",
            why = why,
            seed = self.game.seed(),
            actions = self.actions
        );
        writeln!(out)?;
        say(out, &line)?;
        Ok(end)
    }
}

fn first_word(words: &str) -> String {
    words.split(',').next().unwrap_or("").trim().to_string()
}

/// One line of input: a suit (when one is due), a command, a card (with `!` for the
/// last-card call), or why it is none of these.
fn parse(line: &str, lang: Lang, naming: bool) -> Result<Input, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some(&first) = words.first() else {
        return Ok(Input::Nothing);
    };
    let lower = first.to_lowercase();
    if naming && words.len() == 1 {
        let named = Suit::ALL
            .iter()
            .copied()
            .find(|&s| text::crazy_eights::suit(lang, s).to_lowercase() == lower);
        if let Some(suit) = named.or_else(|| first.parse::<Suit>().ok()) {
            return Ok(Input::Act(Action::Nominate(suit)));
        }
    }
    let command = [
        ("play-words-help", Input::Help),
        ("play-words-rules", Input::Rules),
        ("play-words-quit", Input::Quit),
        ("play-words-hand", Input::Hand),
        ("play-words-table", Input::Table),
        ("play-words-scores", Input::Scores),
        ("play-words-hint", Input::Hint),
        ("crazy-eights-play-words-draw", Input::Act(Action::Draw)),
        ("crazy-eights-play-words-pass", Input::Act(Action::Pass)),
    ]
    .into_iter()
    .find(|(id, _)| is_word(lang, id, &lower));
    if let Some((_, input)) = command {
        return if words.len() == 1 {
            Ok(input)
        } else {
            Err(t!(lang, "play-takes-nothing", word = lower.as_str()))
        };
    }
    if words.len() > 1 {
        return Err(t!(lang, "play-takes-nothing", word = first));
    }
    let (code, last_card) = match first.strip_suffix('!') {
        Some(code) => (code, true),
        None => (first, false),
    };
    code.parse::<Card>()
        .map(|card| Input::Act(Action::Play { card, last_card }))
        .map_err(|_| t!(lang, "crazy-eights-play-not-understood", text = first))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plays a whole match from `input` (your lines), returning everything written.
    fn transcript(input: &str, lang: Lang) -> String {
        let mut table = CrazyEightsTable::new(3, Level::Normal, Options::default(), 5)
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
            assert!(super::super::terminal::width(line) <= 80, "{line:?}");
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
        assert!(matches!(
            parse("h", Lang::En, true),
            Ok(Input::Act(Action::Nominate(Suit::Hearts)))
        ));
        assert!(matches!(parse("h", Lang::En, false), Ok(Input::Help)));
        assert!(matches!(
            parse("Qh!", Lang::En, false),
            Ok(Input::Act(Action::Play {
                last_card: true,
                ..
            }))
        ));
    }
}
