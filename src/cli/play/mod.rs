//! `ribs play`: a match in the terminal, you (seat 1) against computer players.
//!
//! The screen is narrated from the engine's events and your seat's [`View`], so it shows
//! exactly what a player at the table may know. Input is one command a line (`bid`,
//! `pass`, `K 9`, `fold Q 7`, `help`, ...); a bad line gets a one-line reason and a new
//! prompt, and the end of the input ends the match cleanly, so a script can play it through
//! a pipe.
//!
//! A match is entirely described by a [`PlayRecord`]: the table (players, level, options,
//! seed) and the ordered log of actions. Replaying the log through [`Match::apply`]
//! restores the match exactly; with `--db PATH` the match is kept in the SQLite store as
//! it goes (see [`super::saved`]) and the next `ribs play --db PATH` resumes it.

use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::time::Duration;

use anyhow::Context;
use clap::Args;
use serde::{Deserialize, Serialize};

use crate::ai::{DecisionSeed, Level, Temper, decide, rules};
use crate::games::ribs::{Action, MAX_SEATS, MIN_SEATS, Match, Options, ReplayError, Seat};
use crate::t;
use crate::table::terminal::{Saved, TerminalTable};
use crate::text::{self, Lang};

mod narrate;
mod oh_hell;
mod paint;
mod parse;
pub mod terminal;

pub use paint::Paint;
use parse::{Input, help, parse};

#[derive(Debug, Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub game: crate::cli::GameArg,
    /// Players at the table, you included (4 to 10).
    #[arg(long, default_value_t = 4)]
    pub players: u8,
    /// Strength of the computer players: easy, normal or hard.
    #[arg(long, default_value = "normal")]
    pub level: Level,
    /// Table options, `key=value,...` (target, bid_step, beat_rule, folding,
    /// last_trick_face_up).
    #[arg(long, default_value = "")]
    pub options: String,
    /// Seed of the deals and of the computer players (default: picked at random and
    /// printed, so a match can be played again).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Pause between computer players' actions, in milliseconds (default: 300 on a
    /// terminal, 0 otherwise).
    #[arg(long)]
    pub delay: Option<u64>,
    /// SQLite file to save the match in as it goes (created if missing). If it holds a
    /// match in progress, that match is resumed and the table options above are not used.
    #[arg(long, value_name = "PATH")]
    pub db: Option<PathBuf>,
    /// The language to play in: en, de, fr, es, pt-BR or pl (default: from LC_ALL or
    /// LANG). Commands are read in it and in English.
    #[arg(long)]
    pub lang: Option<String>,
}

pub use crate::table::terminal::YOU;

/// Everything that defines a terminal match: replaying `log` on a new match of this
/// table gives back the match exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayRecord {
    pub table: TerminalTable,
    /// Every action taken so far, in order.
    pub log: Vec<(Seat, Action)>,
}

impl PlayRecord {
    pub fn new(players: u8, level: Level, options: Options, seed: u64) -> PlayRecord {
        PlayRecord {
            table: TerminalTable {
                players,
                level,
                options,
                seed,
            },
            log: Vec::new(),
        }
    }

    /// The match this record describes: a new match of its table with the log replayed.
    ///
    /// # Errors
    /// When the table is not valid or an action of the log is illegal where it stands.
    pub fn replay(&self) -> Result<Match, ReplayError> {
        let t = &self.table;
        Match::replay(
            t.options,
            t.players,
            t.seed,
            self.log.iter().copied(),
            |_, _| {},
        )
    }
}

pub fn main(args: &PlayArgs) -> anyhow::Result<()> {
    crate::games::with_game!(args.game.game, G => <G as crate::cli::Tools>::play(args))
}

/// `ribs play` for Ribs.
pub(crate) fn ribs_main(args: &PlayArgs) -> anyhow::Result<()> {
    let lang = args
        .lang
        .as_deref()
        .map_or_else(Lang::of_environment, Lang::of_posix);
    if !(MIN_SEATS..=MAX_SEATS).contains(&args.players) {
        anyhow::bail!(
            "--players: {}, not {}",
            text::ribs::players_needed(lang),
            args.players
        );
    }
    let options: Options = args.options.parse().context("--options")?;
    let seed = args.seed.unwrap_or_else(clock_seed);
    let terminal = std::io::stdout().is_terminal();
    let colour = terminal && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
    let delay = Duration::from_millis(args.delay.unwrap_or(if terminal { 300 } else { 0 }));
    let record = PlayRecord::new(args.players, args.level, options, seed);
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    let echo = !std::io::stdin().is_terminal();
    let (record, saved) = match &args.db {
        None => (record, None),
        Some(path) => {
            let names: Vec<String> = Seat::all(record.table.players)
                .map(|s| {
                    if s == YOU {
                        login_name()
                    } else {
                        crate::table::COMPUTER_NAMES[s.index() - 1].to_string()
                    }
                })
                .collect();
            let opened = Saved::open(path, record.table, &names)?;
            if opened.resumed {
                let line = t!(
                    lang,
                    "play-resuming",
                    path = path.display().to_string(),
                    actions = opened.log.len()
                );
                writeln!(out, "{line}")?;
            }
            let record = PlayRecord {
                table: opened.table,
                log: opened.log,
            };
            (record, Some(opened.saved))
        }
    };
    let mut table = Table::new(record, Paint(colour), delay)?
        .in_language(lang)
        .echo_input(echo)
        .saved_in(saved);
    let played = table.run(&mut stdin.lock(), &mut out);
    if let Some(saved) = table.saved.take() {
        saved.close();
    }
    played?;
    Ok(())
}

/// Your name in the standings of a `--db` file: your login name, if the system says it.
fn login_name() -> String {
    std::env::var("USER")
        .ok()
        .filter(|n| !n.trim().is_empty())
        .unwrap_or_else(|| "You".to_string())
}

/// A seed from the clock, for a match nobody asked to repeat (printed, so it can be).
fn clock_seed() -> u64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    (now.as_nanos() as u64) % 1_000_000_000
}

/// A match in progress at the terminal.
pub struct Table {
    record: PlayRecord,
    game: Match,
    paint: Paint,
    delay: Duration,
    /// Whether to repeat each line read after its prompt (when the input is not typed at
    /// a terminal, so that a transcript reads like a session).
    echo: bool,
    /// Where the match is saved as it goes, with `--db`.
    saved: Option<Saved>,
    /// The language it is played in.
    lang: Lang,
}

/// How a match at the terminal ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Someone won the match.
    Won(Seat),
    /// You typed `quit`.
    Quit,
    /// The input ended.
    EndOfInput,
}

impl Table {
    /// A table for `record`, its log replayed.
    ///
    /// # Errors
    /// When the record does not replay.
    pub fn new(record: PlayRecord, paint: Paint, delay: Duration) -> Result<Table, ReplayError> {
        let game = record.replay()?;
        Ok(Table {
            record,
            game,
            paint,
            delay,
            echo: false,
            saved: None,
            lang: Lang::En,
        })
    }

    /// Plays in `lang`.
    pub fn in_language(mut self, lang: Lang) -> Table {
        self.lang = lang;
        self
    }

    /// Saves every action to `saved` before it is shown.
    pub fn saved_in(mut self, saved: Option<Saved>) -> Table {
        self.saved = saved;
        self
    }

    /// Repeats every line read after its prompt.
    pub fn echo_input(mut self, echo: bool) -> Table {
        self.echo = echo;
        self
    }

    pub fn record(&self) -> &PlayRecord {
        &self.record
    }

    /// A seat's name as the screen shows it: "You" (in your language), or the computer
    /// player's name as the bot names it.
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

    /// Plays the match to its end: computer players act, you answer prompts from `input`.
    ///
    /// # Errors
    /// When writing to `out` fails, when the match cannot be saved (with `--db`), or when a
    /// computer player has no legal action (a bug). Bad input is not an error: it gets a
    /// reason and the question again.
    pub fn run(
        &mut self,
        input: &mut impl BufRead,
        out: &mut impl Write,
    ) -> anyhow::Result<Ending> {
        self.welcome(out)?;
        let opening = if self.record.log.is_empty() {
            self.game.opening_events()
        } else {
            Vec::new()
        };
        self.narrate(&opening, out)?;
        loop {
            let Some(seat) = self.game.to_act() else {
                let winner = self.game.winner().expect("a finished match has a winner");
                self.standings(out)?;
                return Ok(Ending::Won(winner));
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
                decide(self.record.table.level, &self.game.view(seat), seed)
                    .context("a computer player had no decision to make")?
            };
            // Written ahead: an action is saved before it is shown, or not taken at all.
            let mut next = self.game.clone();
            let events = next
                .apply(seat, action)
                .with_context(|| format!("{seat} chose an illegal {action}"))?;
            if let Some(saved) = &mut self.saved {
                saved.record(self.record.log.len(), (seat, action), &next, &events)?;
            }
            self.game = next;
            self.record.log.push((seat, action));
            self.narrate(&events, out)?;
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
            seed = self.record.table.seed,
            actions = self.record.log.len()
        );
        writeln!(out, "\n{line}")?;
        if let Some(saved) = &self.saved {
            let path = saved.path().display().to_string();
            writeln!(out, "{}", t!(l, "play-saved-in", path = path))?;
        }
        Ok(end)
    }

    /// With `--db`, your record over the matches finished in the file.
    fn standings(&self, out: &mut impl Write) -> anyhow::Result<()> {
        let Some(saved) = &self.saved else {
            return Ok(());
        };
        if let Some(row) = saved.standings()? {
            let line = t!(
                self.lang,
                "play-record",
                path = saved.path().display().to_string(),
                won = row.wins,
                matches = row.matches,
                hands = row.hands_won,
                points = row.points
            );
            writeln!(out, "{line}")?;
        }
        Ok(())
    }

    fn welcome(&self, out: &mut impl Write) -> std::io::Result<()> {
        let l = self.lang;
        let r = &self.record.table;
        let others: Vec<String> = Seat::all(r.players)
            .filter(|s| *s != YOU)
            .map(|s| self.name(s))
            .collect();
        let level = t!(l, &format!("play-level-{}", r.level.as_str()));
        let line = t!(
            l,
            "play-welcome",
            ribs = self.paint.bold("Ribs."),
            others = others.join(", "),
            computers = r.players - 1,
            level = level
        );
        writeln!(out, "{line}")?;
        let mut target = text::ribs::target(l, &r.options);
        if let Some(first) = target.get(..1) {
            let upper = first.to_uppercase();
            target.replace_range(..1, &upper);
        }
        writeln!(
            out,
            "{}",
            t!(l, "play-takes-the-match", target = target, seed = r.seed)
        )?;
        let rules = text::ribs::option_rules(l, &r.options);
        if !rules.is_empty() {
            writeln!(
                out,
                "{}",
                t!(l, "play-table-rules", rules = rules.join("; "))
            )?;
        }
        let help = self.paint.bold(&t!(l, "play-word-help"));
        writeln!(out, "{}", t!(l, "play-type-help", help = help))
    }

    /// Asks for your action until a legal one comes; the ending instead when you quit or
    /// the input ends.
    fn ask(
        &self,
        input: &mut impl BufRead,
        out: &mut impl Write,
    ) -> std::io::Result<Result<Action, Ending>> {
        let view = self.game.view(YOU);
        let choice = view.choice().expect("it is your turn");
        writeln!(out)?;
        self.status(out)?;
        loop {
            write!(out, "{} > ", self.paint.you(&self.prompt_text(choice)))?;
            out.flush()?;
            let mut line = Vec::new();
            if input.read_until(b'\n', &mut line)? == 0 {
                writeln!(out)?;
                return Ok(Err(Ending::EndOfInput));
            }
            let text = String::from_utf8_lossy(&line);
            if self.echo {
                writeln!(out, "{}", text.trim_end())?;
            }
            match parse(&text, &view, self.lang) {
                Err(reason) => writeln!(out, "  {} {reason}", self.paint.bad("✗"))?,
                Ok(Input::Nothing) => {}
                Ok(Input::Help) => help(self.lang, out)?,
                Ok(Input::Rules) => self.rules(out)?,
                Ok(Input::Quit) => return Ok(Err(Ending::Quit)),
                Ok(Input::Hand) => {
                    let cards = self.paint.cards(view.my_hand().iter());
                    writeln!(
                        out,
                        "{}",
                        t!(self.lang, "ribs-play-your-hand", cards = cards)
                    )?;
                }
                Ok(Input::Table) => self.status(out)?,
                Ok(Input::Scores) => self.scores(out)?,
                Ok(Input::Hint) => {
                    let hint = rules::best(&Temper::NORMAL, &view);
                    if let Some(action) = hint {
                        let said = t!(self.lang, "play-would", action = self.describe(action));
                        writeln!(out, "  {said}")?;
                    }
                }
                Ok(Input::Act(action)) => match self.game.check(YOU, action) {
                    Ok(()) => return Ok(Ok(action)),
                    Err(e) => writeln!(
                        out,
                        "  {} {}",
                        self.paint.bad("✗"),
                        text::ribs::action_error(self.lang, &e, &|s| self.plain_name(s))
                    )?,
                },
            }
        }
    }

    /// The rules in brief, the same pages as `/ribs rules`, stressed words in bold.
    fn rules(&self, out: &mut impl Write) -> std::io::Result<()> {
        for (title, text) in text::ribs::rules(self.lang) {
            writeln!(out, "\n{}", self.paint.bold(&title))?;
            writeln!(out, "{}", self.paint.stressed(&text))?;
        }
        Ok(())
    }

    /// An action as you would type it.
    fn describe(&self, action: Action) -> String {
        match action {
            Action::Bid(n) => t!(self.lang, "ribs-play-action-bid", bid = n),
            Action::Pass => t!(self.lang, "ribs-play-action-pass"),
            Action::Ribs(c) | Action::FaceUp(c) => self.paint.cards(c),
            Action::Fold(c) => t!(
                self.lang,
                "ribs-play-action-fold",
                cards = self.paint.cards(c)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(seed: u64) -> Table {
        let record = PlayRecord::new(4, Level::Normal, Options::default(), seed);
        Table::new(record, Paint(false), Duration::ZERO).unwrap()
    }

    #[test]
    fn the_rules_are_the_pages_discord_shows_with_their_stress_marks_taken_off() {
        let mut out = Vec::new();
        table(1).rules(&mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(!out.contains("**"), "{out}");
        for (title, text) in crate::text::ribs::rules(crate::text::Lang::En) {
            assert!(out.contains(title.as_str()), "{out}");
            assert!(out.contains(&text.replace("**", "")), "{out}");
        }
    }

    #[test]
    fn a_record_replays_to_the_same_match() {
        let mut t = table(5);
        let mut out = Vec::new();
        let mut input = std::io::Cursor::new("pass\nbid\n".repeat(3));
        let _ = t.run(&mut input, &mut out).unwrap();
        let record = t.record().clone();
        assert!(!record.log.is_empty());
        assert_eq!(record.replay().unwrap(), t.game);
        let json = serde_json::to_string(&record).unwrap();
        let back: PlayRecord = serde_json::from_str(&json).unwrap();
        assert_eq!(back, record);
    }
}
