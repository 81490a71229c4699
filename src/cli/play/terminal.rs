//! `ribs play --game ID` for every game but Ribs: you (seat 1) against computer players,
//! told from the engine's events and your seat's view only, in your language. The table
//! here is the host's (the loop, the questions, the commands `help`, `hand`, `table`,
//! `scores`, `hint`, `rules`, `quit`, the 80-column wrapping, leaving cleanly when the
//! input ends); a game plugs in by [`Played`]: how its events, its view and its actions
//! read.

use std::io::{BufRead, IsTerminal, Write};
use std::time::Duration;

use anyhow::Context;

use super::{Ending, Paint, PlayArgs, YOU, clock_seed};
use crate::ai::{DecisionSeed, Level};
use crate::core::{Seat, ToAct};
use crate::t;
use crate::table::Hosted;
use crate::text::Lang;

/// What a game's terminal table writes and reads; the rest is the host's [`Terminal`].
pub trait Played: Hosted {
    /// The opening lines after the host's greeting: the game's sequence, its table rules,
    /// the seed.
    ///
    /// # Errors
    /// Writing fails.
    fn welcome(
        screen: &Screen,
        game: &Self,
        level: Level,
        out: &mut dyn Write,
    ) -> std::io::Result<()>;

    /// Tells what you may know of one action's events (those that reach you), in order.
    ///
    /// # Errors
    /// Writing fails.
    fn narrate(
        screen: &Screen,
        game: &Self,
        events: &[Self::Event],
        out: &mut dyn Write,
    ) -> std::io::Result<()>;

    /// Where the game stands, as your view shows it (`table`), ending with your hand.
    ///
    /// # Errors
    /// Writing fails.
    fn status(screen: &Screen, view: &Self::View, out: &mut dyn Write) -> std::io::Result<()>;

    /// Your hand (`hand`).
    ///
    /// # Errors
    /// Writing fails.
    fn hand(screen: &Screen, view: &Self::View, out: &mut dyn Write) -> std::io::Result<()>;

    /// The game's score (`scores`).
    ///
    /// # Errors
    /// Writing fails.
    fn scores(screen: &Screen, game: &Self, out: &mut dyn Write) -> std::io::Result<()>;

    /// The question for your decision.
    fn prompt(screen: &Screen, view: &Self::View) -> String;

    /// The game's `help` text: what to type for its actions, then the commands.
    fn help(lang: Lang) -> String;

    /// The game's rules pages, each a title and its text.
    fn rules(lang: Lang) -> Vec<(String, String)>;

    /// The words of one line read as an action of yours (`Err`: why they are none).
    ///
    /// # Errors
    /// Why the words name no action, in the reader's language.
    fn action(screen: &Screen, words: &[&str], view: &Self::View) -> Result<Self::Action, String>;

    /// An action in a few words (a hint).
    fn describe(screen: &Screen, action: Self::Action) -> String;

    /// Why the rules refused your action, in your words.
    fn refusal(screen: &Screen, refusal: &Self::Refusal) -> String;

    /// Why `--options` cannot be read, in your words.
    fn options_error(
        lang: Lang,
        error: &<Self::Options as crate::games::GameOptions>::Error,
    ) -> String;
}

/// How the table is shown: the language, colours, and the players' names.
#[derive(Clone, Copy, Debug)]
pub struct Screen {
    pub lang: Lang,
    pub paint: Paint,
}

impl Screen {
    /// A seat's name without colour: "You", or its computer's name.
    pub fn plain_name(&self, seat: Seat) -> String {
        if seat == YOU {
            t!(self.lang, "play-you")
        } else {
            crate::table::COMPUTER_NAMES
                .get(seat.index().wrapping_sub(1))
                .map_or_else(|| seat.to_string(), ToString::to_string)
        }
    }

    /// A seat's name, you in your colour and the others in bold.
    pub fn name(&self, seat: Seat) -> String {
        let name = self.plain_name(seat);
        if seat == YOU {
            self.paint.you(&name)
        } else {
            self.paint.bold(&name)
        }
    }

    /// A card of the 52-card deck, red suits in red.
    pub fn card(&self, card: crate::cards::Card) -> String {
        let text = card.to_string();
        if card.suit.is_red() {
            self.paint.wrap("31", &text)
        } else {
            self.paint.wrap("1", &text)
        }
    }

    /// Cards separated by spaces.
    pub fn cards(&self, cards: impl IntoIterator<Item = crate::cards::Card>) -> String {
        cards
            .into_iter()
            .map(|c| self.card(c))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Names joined as a sentence does: "Ann", "Ann and Bob", "Ann, Bob and Cat".
    pub fn and(&self, names: &[String]) -> String {
        match names {
            [one] => one.clone(),
            [rest @ .., last] => t!(
                self.lang,
                "play-and",
                first = rest.join(", "),
                last = last.clone()
            ),
            [] => String::new(),
        }
    }

    pub fn paint(&self) -> Paint {
        self.paint
    }
}

/// Writes `text`, each of its lines wrapped at 80 columns (colour codes not counted),
/// continuation lines indented by two spaces more than the line's own indent.
///
/// # Errors
/// Writing fails.
pub fn say(out: &mut dyn Write, text: &str) -> std::io::Result<()> {
    const WIDTH: usize = 80;
    for line in text.split('\n') {
        if width(line) <= WIDTH {
            writeln!(out, "{line}")?;
            continue;
        }
        let body = line.trim_start();
        let indent = &line[..line.len() - body.len()];
        let mut current = indent.to_string();
        for word in body.split(' ') {
            let fresh = current.trim().is_empty();
            if !fresh && width(&current) + 1 + width(word) > WIDTH {
                writeln!(out, "{current}")?;
                current = format!("{indent}  {word}");
            } else {
                if !fresh {
                    current.push(' ');
                }
                current.push_str(word);
            }
        }
        writeln!(out, "{current}")?;
    }
    Ok(())
}

/// The columns `text` takes on a terminal: its characters, colour codes not counted.
fn width(text: &str) -> usize {
    let mut n = 0;
    let mut escape = false;
    for c in text.chars() {
        match (escape, c) {
            (false, '\x1b') => escape = true,
            (true, 'm') => escape = false,
            (false, _) => n += 1,
            _ => {}
        }
    }
    n
}

/// The sentence with its first letter a capital.
pub fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// Whether `word` (lower case) is one of the words of message `id` in `lang` or in
/// English.
pub fn is_word(lang: Lang, id: &str, word: &str) -> bool {
    let listed = |lang: Lang| {
        t!(lang, id)
            .split(',')
            .any(|w| w.trim().to_lowercase() == word)
    };
    listed(lang) || listed(Lang::En)
}

/// What a line of input asks for.
#[derive(Debug)]
enum Input<A> {
    Act(A),
    Help,
    Rules,
    Quit,
    Hand,
    Table,
    Scores,
    Hint,
    Nothing,
}

/// A game at the terminal: you against computer players of one level.
pub struct Terminal<G: Played> {
    game: G,
    level: Level,
    screen: Screen,
    delay: Duration,
    echo: bool,
    /// Actions taken so far, for the line that says where the game stopped.
    actions: usize,
}

impl<G: Played> Terminal<G> {
    /// A new game of `players` (you and computers of `level`).
    ///
    /// # Errors
    /// A table the options cannot deal to.
    pub fn new(
        players: u8,
        level: Level,
        options: G::Options,
        seed: u64,
    ) -> anyhow::Result<Terminal<G>> {
        let game = G::start(options, players, seed).map_err(|e| anyhow::anyhow!("{e}"))?;
        Ok(Terminal {
            game,
            level,
            screen: Screen {
                lang: Lang::En,
                paint: Paint(false),
            },
            delay: Duration::ZERO,
            echo: false,
            actions: 0,
        })
    }

    /// Shown with colours or not, computers pausing `delay`, each line read repeated
    /// (`echo`: when the input is not typed at a terminal), in `lang`.
    pub fn shown(mut self, paint: Paint, delay: Duration, echo: bool, lang: Lang) -> Terminal<G> {
        self.screen = Screen { lang, paint };
        (self.delay, self.echo) = (delay, echo);
        self
    }

    /// The game as it stands.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// Plays the game to its end: computers act, you answer prompts from `input`.
    ///
    /// # Errors
    /// When writing fails, or a computer player has no legal action (a bug).
    pub fn run(
        &mut self,
        input: &mut impl BufRead,
        out: &mut impl Write,
    ) -> anyhow::Result<Ending> {
        self.welcome(out)?;
        let opening = mine(self.game.opening_events());
        G::narrate(&self.screen, &self.game, &opening, out)?;
        loop {
            let seat = match self.game.to_act() {
                ToAct::Nobody => {
                    let winner = self.game.outcome().and_then(|o| o.winners().next());
                    return Ok(Ending::Won(winner.unwrap_or(YOU)));
                }
                to_act if to_act.includes(YOU) => YOU,
                to_act => to_act.seats().next().unwrap_or(YOU),
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
                self.game
                    .decide(self.level, seat, seed)
                    .or_else(|| self.game.legal_actions(seat).first().copied())
                    .context("a computer player had no decision to make")?
            };
            let told = self
                .game
                .apply(seat, action)
                .with_context(|| format!("{seat} chose an illegal {action:?}"))?;
            self.actions += 1;
            G::narrate(&self.screen, &self.game, &mine(told), out)?;
        }
    }

    fn welcome(&self, out: &mut impl Write) -> std::io::Result<()> {
        G::welcome(&self.screen, &self.game, self.level, out)?;
        let help = self
            .screen
            .paint
            .bold(&t!(self.screen.lang, "play-word-help"));
        say(out, &t!(self.screen.lang, "play-type-help", help = help))
    }

    /// Asks for your action until a legal one comes; the ending instead when you quit or
    /// the input ends.
    fn ask(
        &self,
        input: &mut impl BufRead,
        out: &mut impl Write,
    ) -> std::io::Result<Result<G::Action, Ending>> {
        let (screen, lang) = (&self.screen, self.screen.lang);
        let view = self.game.view(Some(YOU));
        writeln!(out)?;
        G::status(screen, &view, out)?;
        loop {
            write!(out, "{} > ", screen.paint.you(&G::prompt(screen, &view)))?;
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
            let bad = screen.paint.bad("✗");
            match self.parse(&text, &view) {
                Err(reason) => say(out, &format!("  {bad} {reason}"))?,
                Ok(Input::Nothing) => {}
                Ok(Input::Help) => say(out, &G::help(lang))?,
                Ok(Input::Rules) => {
                    for (title, text) in G::rules(lang) {
                        writeln!(out, "\n{}", screen.paint.bold(&title))?;
                        say(out, &screen.paint.stressed(&text))?;
                    }
                }
                Ok(Input::Quit) => return Ok(Err(Ending::Quit)),
                Ok(Input::Hand) => G::hand(screen, &view, out)?,
                Ok(Input::Table) => G::status(screen, &view, out)?,
                Ok(Input::Scores) => G::scores(screen, &self.game, out)?,
                Ok(Input::Hint) => {
                    let seed = DecisionSeed::at(self.game.seed(), self.game.step(), YOU);
                    if let Some(action) = self.game.decide(Level::Normal, YOU, seed) {
                        let action = G::describe(screen, action);
                        writeln!(out, "  {}", t!(lang, "play-would", action = action))?;
                    }
                }
                Ok(Input::Act(action)) => match self.game.check(YOU, action) {
                    Ok(()) => return Ok(Ok(action)),
                    Err(e) => say(out, &format!("  {bad} {}", G::refusal(screen, &e)))?,
                },
            }
        }
    }

    /// One line of input: a command, or the game's action, or why it is neither.
    fn parse(&self, line: &str, view: &G::View) -> Result<Input<G::Action>, String> {
        let lang = self.screen.lang;
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(&first) = words.first() else {
            return Ok(Input::Nothing);
        };
        let lower = first.to_lowercase();
        let command = [
            ("play-words-help", Input::Help),
            ("play-words-rules", Input::Rules),
            ("play-words-quit", Input::Quit),
            ("play-words-hand", Input::Hand),
            ("play-words-table", Input::Table),
            ("play-words-scores", Input::Scores),
            ("play-words-hint", Input::Hint),
        ]
        .into_iter()
        .find(|(id, _)| is_word(lang, id, &lower));
        match command {
            Some((_, input)) if words.len() == 1 => Ok(input),
            Some(_) => Err(t!(lang, "play-takes-nothing", word = lower.as_str())),
            None => G::action(&self.screen, &words, view).map(Input::Act),
        }
    }

    fn leave(&self, end: Ending, out: &mut impl Write) -> std::io::Result<Ending> {
        let l = self.screen.lang;
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

/// The events of `told` that reach you.
fn mine<E>(told: Vec<crate::core::Told<E>>) -> Vec<E> {
    told.into_iter()
        .filter(|t| t.to.reaches(Some(YOU)))
        .map(|t| t.event)
        .collect()
}

/// `ribs play --game ID` for a game of this module: checks the arguments and plays.
///
/// # Errors
/// Bad arguments; the terminal fails.
pub fn main<G: Played>(args: &PlayArgs) -> anyhow::Result<()> {
    let lang = args
        .lang
        .as_deref()
        .map_or_else(Lang::of_environment, Lang::of_posix);
    if !G::seats_allowed().contains(&args.players) {
        let needed = crate::text::players_needed(lang, G::KIND);
        anyhow::bail!("--players: {needed}, not {}", args.players);
    }
    if args.db.is_some() {
        anyhow::bail!(
            "--db keeps Ribs' matches only so far; play {} without it",
            G::KIND
        );
    }
    let options: G::Options = args
        .options
        .parse()
        .map_err(|e| anyhow::anyhow!("--options: {}", G::options_error(lang, &e)))?;
    let seed = args.seed.unwrap_or_else(clock_seed);
    let terminal = std::io::stdout().is_terminal();
    let colour = terminal && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
    let delay = Duration::from_millis(args.delay.unwrap_or(if terminal { 300 } else { 0 }));
    let echo = !std::io::stdin().is_terminal();
    let mut table = Terminal::<G>::new(args.players, args.level, options, seed)?.shown(
        Paint(colour),
        delay,
        echo,
        lang,
    );
    table.run(&mut std::io::stdin().lock(), &mut std::io::stdout())?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_wrap_at_80_columns_colour_codes_not_counted() {
        let red = Paint(true).wrap("31", "word");
        let line = format!("  {}", vec![red.as_str(); 30].join(" "));
        let mut out = Vec::new();
        say(&mut out, &line).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.lines().count() > 1);
        for written in text.lines() {
            assert!(width(written) <= 80, "{written:?}");
        }
        assert!(text.lines().nth(1).unwrap().starts_with("    "));
    }

    #[test]
    fn names_join_as_a_sentence() {
        let s = Screen {
            lang: Lang::En,
            paint: Paint(false),
        };
        let names: Vec<String> = ["Ann", "Bob", "Cat"].map(String::from).to_vec();
        assert_eq!(s.and(&names[..1]), "Ann");
        assert_eq!(s.and(&names), "Ann, Bob and Cat");
        assert_eq!(capital("élan"), "Élan");
    }
}
