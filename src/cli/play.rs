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

use std::fmt::Write as _;
use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::time::Duration;

use anyhow::Context;
use clap::Args;
use serde::{Deserialize, Serialize};

use crate::ai::{Level, Style, decide_at, rules};
use crate::game::{
    Action, Card, CardName, CardSet, Choice, Event, MAX_SEATS, MIN_SEATS, Match, Options, Outcome,
    ReplayError, Seat, SeenPlay, SeenTrick, View,
};
use crate::table::terminal::{Saved, TerminalTable};

#[derive(Debug, Args)]
pub struct PlayArgs {
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
}

pub use crate::table::terminal::YOU;

/// The names of the computer players, by seat (seat 1 is you).
pub(crate) const NAMES: [&str; MAX_SEATS as usize] = [
    "You", "Ada", "Bram", "Cleo", "Dax", "Edie", "Finn", "Gus", "Hana", "Ivo",
];

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
    if !(MIN_SEATS..=MAX_SEATS).contains(&args.players) {
        anyhow::bail!("--players must be 4 to 10, not {}", args.players);
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
                        NAMES[s.index()].to_string()
                    }
                })
                .collect();
            let opened = Saved::open(path, record.table, &names)?;
            if opened.resumed {
                writeln!(
                    out,
                    "Resuming the match saved in {} ({} actions played; its own table, level \
                     and seed apply).",
                    path.display(),
                    opened.log.len()
                )?;
            }
            let record = PlayRecord {
                table: opened.table,
                log: opened.log,
            };
            (record, Some(opened.saved))
        }
    };
    let mut table = Table::new(record, Paint(colour), delay)?
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

/// ANSI colours, or none.
#[derive(Clone, Copy, Debug)]
pub struct Paint(pub bool);

impl Paint {
    fn wrap(self, code: &str, text: &str) -> String {
        if self.0 {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }
    fn bold(self, t: &str) -> String {
        self.wrap("1", t)
    }
    fn dim(self, t: &str) -> String {
        self.wrap("2", t)
    }
    fn you(self, t: &str) -> String {
        self.wrap("1;36", t)
    }
    fn good(self, t: &str) -> String {
        self.wrap("32", t)
    }
    fn bad(self, t: &str) -> String {
        self.wrap("31", t)
    }
    fn bid(self, t: &str) -> String {
        self.wrap("33", t)
    }
    /// A card, red suits in red.
    fn card(self, card: Card) -> String {
        let text = card.to_string();
        match card.suit() {
            crate::game::Suit::Hearts | crate::game::Suit::Diamonds => self.wrap("31", &text),
            _ => self.wrap("1", &text),
        }
    }
    fn cards(self, cards: impl IntoIterator<Item = Card>) -> String {
        cards
            .into_iter()
            .map(|c| self.card(c))
            .collect::<Vec<_>>()
            .join(" ")
    }
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

/// What a line of input asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Command {
    Act(Action),
    Help,
    Quit,
    Hand,
    Table,
    Scores,
    Hint,
    Nothing,
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
        })
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

    fn name(&self, seat: Seat) -> String {
        let name = NAMES[seat.index()];
        if seat == YOU {
            self.paint.you(name)
        } else {
            self.paint.bold(name)
        }
    }

    /// Plays the match to its end: computer players act, you answer prompts from `input`.
    ///
    /// # Errors
    /// Only when writing to `out` fails.
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
                decide_at(self.record.table.level, &self.game, seat)
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
        let why = match end {
            Ending::EndOfInput => "The input ended",
            _ => "You leave the table",
        };
        writeln!(
            out,
            "\n{why}: the match stops here (seed {}, {} actions played).",
            self.record.table.seed,
            self.record.log.len()
        )?;
        if let Some(saved) = &self.saved {
            writeln!(
                out,
                "It is saved in {0}: `ribs play --db {0}` resumes it.",
                saved.path().display()
            )?;
        }
        Ok(end)
    }

    /// With `--db`, your record over the matches finished in the file.
    fn standings(&self, out: &mut impl Write) -> anyhow::Result<()> {
        let Some(saved) = &self.saved else {
            return Ok(());
        };
        if let Some(row) = saved.standings()? {
            writeln!(
                out,
                "Your record in {}: {} won of {} matches, {} hands won, {} points.",
                saved.path().display(),
                row.wins,
                row.matches,
                row.hands_won,
                row.points
            )?;
        }
        Ok(())
    }

    fn welcome(&self, out: &mut impl Write) -> std::io::Result<()> {
        let r = &self.record.table;
        let others: Vec<String> = Seat::all(r.players)
            .filter(|s| *s != YOU)
            .map(|s| self.name(s))
            .collect();
        writeln!(
            out,
            "{} You (seat 1) against {} ({} computer players, level {}).",
            self.paint.bold("Ribs."),
            others.join(", "),
            r.players - 1,
            r.level
        )?;
        writeln!(
            out,
            "First to {} hand wins takes the match. Seed {} (play it again with --seed {}).",
            r.options.target(),
            r.seed,
            r.seed
        )?;
        let o = r.options;
        let mut rules = Vec::new();
        if o.bid_step() != 1 {
            rules.push(format!("bids go up by {}", o.bid_step()));
        }
        if o.beat_rule() == crate::game::BeatRule::BothHigher {
            rules.push("to beat the ribs both cards must be higher".to_string());
        }
        if o.folding() == crate::game::Folding::Never {
            rules.push("no folding".to_string());
        }
        if o.last_trick_face_up() {
            rules.push("the last trick is played face up".to_string());
        }
        if !rules.is_empty() {
            writeln!(out, "Table rules: {}.", rules.join("; "))?;
        }
        writeln!(out, "Type {} for the commands.", self.paint.bold("help"))
    }

    // ----- Narration -----

    fn narrate(&self, events: &[Event], out: &mut impl Write) -> std::io::Result<()> {
        for event in events {
            self.narrate_one(event, out)?;
        }
        Ok(())
    }

    fn narrate_one(&self, event: &Event, out: &mut impl Write) -> std::io::Result<()> {
        let p = self.paint;
        let view = self.game.view(YOU);
        match *event {
            Event::HandDealt { hand, dealer } => {
                writeln!(out)?;
                writeln!(
                    out,
                    "{}",
                    p.bold(&format!(
                        "── Hand {} · dealer: {} ──",
                        hand + 1,
                        NAMES[dealer.index()]
                    ))
                )?;
                writeln!(out, "Your hand: {}", p.cards(view.my_hand().iter()))?;
            }
            Event::BiddingOpened { trick, opener } => {
                let verb = if opener == YOU { "open" } else { "opens" };
                writeln!(
                    out,
                    "{} {} {verb} the bidding at 2.",
                    p.dim(&format!("Trick {} of 4.", trick + 1)),
                    self.name(opener)
                )?;
            }
            Event::Bid { seat, bid } => {
                let verb = if seat == YOU { "bid" } else { "bids" };
                writeln!(
                    out,
                    "  {} {verb} {}",
                    self.name(seat),
                    p.bid(&bid.to_string())
                )?;
            }
            Event::Passed { seat } => {
                let verb = if seat == YOU { "pass" } else { "passes" };
                writeln!(out, "  {} {verb}", self.name(seat))?;
            }
            Event::BiddingWon { seat, bid } => {
                let who = if seat == YOU {
                    "You are".to_string()
                } else {
                    format!("{} is", self.name(seat))
                };
                writeln!(out, "{who} the bidder at {}.", p.bid(&bid.to_string()))?;
            }
            Event::RibsLaid { seat, face_up } => match (face_up, seat == YOU) {
                (Some(ribs), _) => writeln!(
                    out,
                    "  {} {} the ribs face up: {}",
                    self.name(seat),
                    if seat == YOU { "lay" } else { "lays" },
                    p.cards(ribs)
                )?,
                (None, true) => {
                    let ribs = view.ribs().map(|r| p.cards(r)).unwrap_or_default();
                    writeln!(out, "  {} lay the ribs face down: {ribs}", self.name(seat))?;
                }
                (None, false) => {
                    writeln!(out, "  {} lays the ribs face down.", self.name(seat))?;
                }
            },
            Event::PlayedFaceUp { seat, cards } => {
                let verb = if seat == YOU { "play" } else { "plays" };
                writeln!(out, "  {} {verb} {}", self.name(seat), p.cards(cards))?;
            }
            Event::Folded { seat } => {
                if seat == YOU {
                    let cards = view.my_fold().map(|(_, c)| p.cards(c)).unwrap_or_default();
                    writeln!(out, "  {} fold {cards} (face down)", self.name(seat))?;
                } else {
                    writeln!(out, "  {} folds.", self.name(seat))?;
                }
            }
            Event::RibsRevealed { seat, ribs } => {
                writeln!(out, "  The ribs of {}: {}", self.name(seat), p.cards(ribs))?;
            }
            Event::TrickResolved { ref trick } => self.narrate_trick(trick, out)?,
            Event::HandScored {
                hand,
                ref scores,
                ref winners,
                ref folds,
            } => {
                let revealed: Vec<String> = folds
                    .iter()
                    .filter(|(s, _)| *s != YOU)
                    .filter_map(|(s, f)| {
                        f.map(|(t, c)| {
                            format!("{} folded {} in trick {}", self.name(s), p.cards(c), t + 1)
                        })
                    })
                    .collect();
                if !revealed.is_empty() {
                    writeln!(out, "Folds shown: {}.", revealed.join("; "))?;
                }
                let names: Vec<String> = winners
                    .iter()
                    .filter(|(_, w)| **w)
                    .map(|(s, _)| self.name(s))
                    .collect();
                let top = scores.as_slice().iter().max().copied().unwrap_or(0);
                writeln!(
                    out,
                    "{} {} with {top} points.",
                    p.bold(&format!("Hand {} goes to", hand + 1)),
                    p.good(&names.join(" and "))
                )?;
            }
            Event::Standings {
                ref hand_wins,
                target,
            } => {
                let mut line = String::new();
                for (s, w) in hand_wins.iter() {
                    if !line.is_empty() {
                        line.push_str(" · ");
                    }
                    let _ = write!(line, "{} {w}", self.name(s));
                }
                writeln!(out, "Hand wins (first to {target}): {line}")?;
            }
            Event::MatchWon { seat, .. } => {
                let text = if seat == YOU {
                    "You win the match!".to_string()
                } else {
                    format!("{} wins the match.", NAMES[seat.index()])
                };
                writeln!(out, "\n{}", p.good(&p.bold(&text)))?;
            }
        }
        Ok(())
    }

    fn narrate_trick(&self, t: &SeenTrick, out: &mut impl Write) -> std::io::Result<()> {
        let p = self.paint;
        let plain = Paint(false);
        for (seat, play) in t.plays_in_order() {
            let show = |paint: Paint| match play {
                SeenPlay::FaceUp(c) => paint.cards(c),
                SeenPlay::Folded(Some(c)) => format!("{} (folded)", paint.cards(c)),
                SeenPlay::Folded(None) => "(folded)".to_string(),
            };
            let outcome = t.outcomes[seat];
            let said = match outcome {
                Outcome::Beat => p.good("beats the ribs, keeps its cards"),
                Outcome::Defeated if t.bid_made => p.bad("defeated"),
                Outcome::Defeated => "defeated, but the bid fails: kept".to_string(),
                Outcome::Folded => p.dim("folded: discarded"),
                Outcome::Cracked => p.good("CRACKS the ribs"),
                Outcome::CrackedToo => p.bad("cracked too late"),
                Outcome::LostToCrack => p.bad("lost to the crack"),
            };
            writeln!(
                out,
                "    {} {} {said}",
                pad(&self.name(seat), NAMES[seat.index()], 6),
                pad(&show(p), &show(plain), 18)
            )?;
        }
        let bidder = self.name(t.bidder);
        let captured = |s: Seat| t.captured[s].points();
        let summary = match t.cracked_by {
            Some(cracker) => format!(
                "{} cracks {bidder}'s ribs and captures {} points.",
                self.name(cracker),
                captured(cracker)
            ),
            None if t.bid_made => format!(
                "Bid {} made ({} defeated): {bidder} captures {} points.",
                t.bid,
                t.defeated_value,
                captured(t.bidder)
            ),
            None => format!(
                "Bid {} lost ({} defeated): the ribs are discarded.",
                t.bid, t.defeated_value
            ),
        };
        writeln!(out, "  {}", p.bold(&summary))?;
        let view = self.game.view(YOU);
        writeln!(
            out,
            "  {}",
            p.dim(&format!("Points this hand: {}", self.scores_line(&view)))
        )
    }

    fn scores_line(&self, view: &View<'_>) -> String {
        view.scores()
            .iter()
            .map(|(s, points)| format!("{} {points}", NAMES[s.index()]))
            .collect::<Vec<_>>()
            .join(" · ")
    }

    /// The table as you see it now: the hand, the bidding or the plays so far.
    fn status(&self, out: &mut impl Write) -> std::io::Result<()> {
        let p = self.paint;
        let view = self.game.view(YOU);
        let n = view.seats();
        writeln!(
            out,
            "{}",
            p.dim(&format!(
                "Hand {} · trick {} of 4 · dealer {}",
                view.hand_number() + 1,
                (view.trick() + 1).min(4),
                NAMES[view.dealer().index()]
            ))
        )?;
        match view.bidder() {
            None => {
                let calls: Vec<String> = (0..n)
                    .map(|k| view.opener().left(k, n))
                    .filter_map(|s| match view.calls()[s] {
                        crate::game::Call::Bid(b) => Some(format!("{} {b}", NAMES[s.index()])),
                        crate::game::Call::Pass => Some(format!("{} passed", NAMES[s.index()])),
                        crate::game::Call::None => None,
                    })
                    .collect();
                if !calls.is_empty() {
                    writeln!(out, "Bidding: {}", calls.join(", "))?;
                }
            }
            Some(bidder) => {
                let bid = view.high_bid().map_or(0, |(_, b)| b);
                let ribs = match view.ribs() {
                    Some(r) if view.ribs_down() => format!("ribs {}", p.cards(r)),
                    _ if view.ribs_down() => "ribs face down".to_string(),
                    _ => "ribs not laid yet".to_string(),
                };
                writeln!(
                    out,
                    "Bidder: {} at {} · {ribs}",
                    self.name(bidder),
                    p.bid(&bid.to_string())
                )?;
                let plays = view.plays();
                let mut played = Vec::new();
                let mut waiting = Vec::new();
                for k in 1..n {
                    let s = bidder.left(k, n);
                    match plays[s] {
                        Some(SeenPlay::FaceUp(c)) => {
                            played.push(format!("{} {}", NAMES[s.index()], p.cards(c)));
                        }
                        Some(SeenPlay::Folded(_)) => {
                            played.push(format!("{} folded", NAMES[s.index()]));
                        }
                        None => waiting.push(NAMES[s.index()].to_string()),
                    }
                }
                if !played.is_empty() {
                    writeln!(out, "Played: {}", played.join(" · "))?;
                }
                if !waiting.is_empty() {
                    writeln!(out, "To play: {}", waiting.join(", "))?;
                }
            }
        }
        let folded: Vec<&str> = view
            .folded()
            .iter()
            .filter(|(s, f)| **f && *s != YOU)
            .map(|(s, _)| NAMES[s.index()])
            .collect();
        if !folded.is_empty() {
            writeln!(out, "Folded this hand: {}", folded.join(", "))?;
        }
        writeln!(out, "Your hand: {}", p.cards(view.my_hand().iter()))
    }

    fn scores(&self, out: &mut impl Write) -> std::io::Result<()> {
        let view = self.game.view(YOU);
        writeln!(out, "Points this hand: {}", self.scores_line(&view))?;
        let wins: Vec<String> = view
            .hand_wins()
            .iter()
            .map(|(s, w)| format!("{} {w}", NAMES[s.index()]))
            .collect();
        writeln!(
            out,
            "Hand wins (first to {}): {}",
            view.target(),
            wins.join(" · ")
        )
    }

    fn prompt_text(&self, choice: Choice) -> String {
        let view = self.game.view(YOU);
        match choice {
            Choice::Bid {
                next: Some(next),
                can_pass: false,
            } => format!("You open the bidding: type bid ({next})"),
            Choice::Bid {
                next: Some(next),
                can_pass: true,
            } => format!("Bid {next} or pass?"),
            Choice::Bid { next: None, .. } => "Bids cannot go higher: pass".to_string(),
            Choice::Ribs { face_up } => {
                let how = if face_up { "face up" } else { "face down" };
                format!("Lay your ribs, two cards {how} (e.g. A K)")
            }
            Choice::Play { may_fold: true } => {
                "Play two cards face up (e.g. K 9), or fold two (fold Q 7)".to_string()
            }
            Choice::Play { may_fold: false } => {
                let why = if view.options().folding() == crate::game::Folding::Never {
                    "no folding at this table"
                } else if view.is_face_up_trick() {
                    "no folding in the face-up last trick"
                } else {
                    "you already folded this hand"
                };
                format!("Play two cards face up (e.g. K 9; {why})")
            }
        }
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
            match parse(&text, &view) {
                Err(reason) => writeln!(out, "  {} {reason}", self.paint.bad("✗"))?,
                Ok(Command::Nothing) => {}
                Ok(Command::Help) => help(out)?,
                Ok(Command::Quit) => return Ok(Err(Ending::Quit)),
                Ok(Command::Hand) => {
                    writeln!(
                        out,
                        "Your hand: {}",
                        self.paint.cards(view.my_hand().iter())
                    )?;
                }
                Ok(Command::Table) => self.status(out)?,
                Ok(Command::Scores) => self.scores(out)?,
                Ok(Command::Hint) => {
                    let hint = rules::best(&Style::NORMAL, &view);
                    if let Some(action) = hint {
                        writeln!(
                            out,
                            "  A normal computer player would: {}",
                            self.describe(action)
                        )?;
                    }
                }
                Ok(Command::Act(action)) => match self.game.check(YOU, action) {
                    Ok(()) => return Ok(Ok(action)),
                    Err(e) => writeln!(
                        out,
                        "  {} {}",
                        self.paint.bad("✗"),
                        e.describe(|s| NAMES[s.index()].to_string())
                    )?,
                },
            }
        }
    }

    /// An action as you would type it.
    fn describe(&self, action: Action) -> String {
        match action {
            Action::Bid(n) => format!("bid {n}"),
            Action::Pass => "pass".to_string(),
            Action::Ribs(c) | Action::FaceUp(c) => self.paint.cards(c),
            Action::Fold(c) => format!("fold {}", self.paint.cards(c)),
        }
    }
}

fn help(out: &mut impl Write) -> std::io::Result<()> {
    writeln!(
        out,
        "Commands:
  bid            raise to the next bid (or open at 2); 'bid 5' checks it is 5
  pass           pass in this trick's bidding
  K 9            lay these two cards as your ribs, or play them face up
                 (ranks A K Q J 10 9 8 7; suits optional: K♥, Kh, 10s)
  fold Q 7       fold two cards face down (once a hand)
  hand, table    show your hand, or the table as you see it
  scores         points this hand and hand wins
  hint           what a normal computer player would do
  help, quit     this help; leave the match
Rules in brief: the bidder's two face-down ribs defeat any play that matches one of their
ranks or has no card above both; a play that escapes keeps its cards. The same two ranks
crack the ribs and take every face-up card. If the defeated cards reach the bid, the bidder
takes them with the ribs; otherwise everyone keeps their own. A 0, K Q J 2, 10 9 8 7 1 point."
    )
}

/// Reads one line of input into a command, or a one-line reason why it is not one.
fn parse(line: &str, view: &View<'_>) -> Result<Command, String> {
    let words: Vec<String> = line
        .split(|c: char| c.is_whitespace() || c == ',' || c == '-')
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect();
    let Some(first) = words.first() else {
        return Ok(Command::Nothing);
    };
    let rest = &words[1..];
    let choice = view.choice();
    let lower = first.to_lowercase();
    let no_more = |command: Command| {
        if rest.is_empty() {
            Ok(command)
        } else {
            Err(format!("'{lower}' takes nothing after it"))
        }
    };
    match lower.as_str() {
        "help" | "h" | "?" => no_more(Command::Help),
        "quit" | "exit" | "q" => no_more(Command::Quit),
        "hand" => no_more(Command::Hand),
        "table" | "status" | "t" => no_more(Command::Table),
        "scores" | "score" | "s" => no_more(Command::Scores),
        "hint" => no_more(Command::Hint),
        "pass" | "p" => no_more(Command::Act(Action::Pass)),
        "bid" | "b" | "raise" => {
            let Some(Choice::Bid { next, .. }) = choice else {
                return Err("the bidding is over for this trick".to_string());
            };
            let Some(next) = next else {
                return Err("bids cannot go higher: pass".to_string());
            };
            match rest {
                [] => Ok(Command::Act(Action::Bid(next))),
                [amount] => match amount.parse::<u32>() {
                    Ok(n) if n == next => Ok(Command::Act(Action::Bid(n))),
                    Ok(n) => Err(format!("the next bid is {next}, not {n} (no jumps)")),
                    Err(_) => Err(format!("{amount:?} is not a number")),
                },
                _ => Err("type 'bid' or 'bid N'".to_string()),
            }
        }
        "fold" | "f" => {
            if let Some(Choice::Ribs { .. }) = choice {
                return Err("the bidder cannot fold: lay two cards as your ribs".to_string());
            }
            expects_cards(choice)?;
            let cards = two_cards(rest, view.my_hand())?;
            Ok(Command::Act(Action::Fold(cards)))
        }
        "ribs" | "play" => {
            expects_cards(choice)?;
            let cards = two_cards(rest, view.my_hand())?;
            pair_action(choice, cards)
        }
        _ if words.len() == 1 && first.parse::<u32>().is_ok() => {
            // A bare number: a bid.
            parse(&format!("bid {first}"), view)
        }
        _ => {
            if first.parse::<CardName>().is_err() {
                return Err(format!("'{first}' is not a command or a card (type help)"));
            }
            expects_cards(choice)?;
            let cards = two_cards(&words, view.my_hand())?;
            pair_action(choice, cards)
        }
    }
}

/// Two cards named in `words`, found in `hand` (two different cards of the same rank for
/// a pair).
fn two_cards(words: &[String], hand: CardSet) -> Result<[Card; 2], String> {
    let [a, b] = words else {
        return Err(format!(
            "name two cards, e.g. 'K 9' (you named {})",
            words.len()
        ));
    };
    let mut left = hand;
    let mut take = |word: &str| -> Result<Card, String> {
        let name: CardName = word
            .parse()
            .map_err(|e: crate::game::ParseCardError| e.to_string())?;
        match left.find(name) {
            Some(card) => {
                left.remove(card);
                Ok(card)
            }
            None if hand.find(name).is_some() => Err(format!("you hold only one {name}")),
            None => Err(format!("you do not hold {}", article(name))),
        }
    };
    let first = take(a)?;
    let second = take(b)?;
    Ok([first, second])
}

fn article(name: CardName) -> String {
    match name.rank {
        crate::game::Rank::Ace => format!("an {name}"),
        crate::game::Rank::Eight if name.suit.is_none() => format!("an {name}"),
        _ => format!("a {name}"),
    }
}

/// `painted` followed by enough spaces to fill `width` columns, counting the columns of its
/// unpainted form `plain` (colour codes take none).
fn pad(painted: &str, plain: &str, width: usize) -> String {
    let fill = width.saturating_sub(plain.chars().count());
    format!("{painted}{}", " ".repeat(fill))
}

/// Whether the current decision is about two cards, and if not, what it is about.
fn expects_cards(choice: Option<Choice>) -> Result<(), String> {
    match choice {
        Some(Choice::Ribs { .. } | Choice::Play { .. }) => Ok(()),
        Some(Choice::Bid {
            next: Some(n),
            can_pass: true,
        }) => Err(format!("it is the bidding: bid {n} or pass")),
        Some(Choice::Bid {
            next: Some(n),
            can_pass: false,
        }) => Err(format!("you open the bidding: bid {n}")),
        Some(Choice::Bid { next: None, .. }) => Err("it is the bidding: pass".to_string()),
        None => Err("it is not your turn".to_string()),
    }
}

/// Two cards as the action the current decision calls for.
fn pair_action(choice: Option<Choice>, cards: [Card; 2]) -> Result<Command, String> {
    expects_cards(choice)?;
    Ok(Command::Act(match choice {
        Some(Choice::Ribs { .. }) => Action::Ribs(cards),
        _ => Action::FaceUp(cards),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(seed: u64) -> Table {
        let record = PlayRecord::new(4, Level::Normal, Options::default(), seed);
        Table::new(record, Paint(false), Duration::ZERO).unwrap()
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

    #[test]
    fn commands_and_cards_are_read_with_reasons_for_bad_ones() {
        let mut game = Match::with_first_dealer(Options::default(), 4, 9, Seat(0)).unwrap();
        let view = game.view(YOU);
        assert_eq!(parse("bid", &view), Ok(Command::Act(Action::Bid(2))));
        assert_eq!(parse(" 2 ", &view), Ok(Command::Act(Action::Bid(2))));
        assert!(parse("bid 3", &view).unwrap_err().contains("next bid is 2"));
        assert!(parse("K 9", &view).unwrap_err().contains("bidding"));
        assert!(parse("dance", &view).unwrap_err().contains("not a command"));
        assert_eq!(parse("", &view), Ok(Command::Nothing));
        assert_eq!(parse("HELP", &view), Ok(Command::Help));
        // Open at 2, everyone passes: you lay the ribs.
        game.apply(YOU, Action::Bid(2)).unwrap();
        for s in 1..4 {
            game.apply(Seat(s), Action::Pass).unwrap();
        }
        let view = game.view(YOU);
        let hand = view.my_hand().to_vec();
        let (a, b) = (hand[0], hand[1]);
        let typed = format!("{}{} {}", a.rank, a.suit().letter(), b.rank);
        let Ok(Command::Act(Action::Ribs([x, y]))) = parse(&typed, &view) else {
            panic!("{typed} should lay ribs");
        };
        assert_eq!(x, a);
        assert_eq!(y.rank, b.rank);
        let missing = crate::game::Rank::ALL
            .into_iter()
            .find(|r| view.my_hand().count(*r) == 0)
            .unwrap();
        assert!(
            parse(&format!("{} {}", a.rank, missing), &view)
                .unwrap_err()
                .contains("you do not hold")
        );
        assert!(
            parse(&a.rank.to_string(), &view)
                .unwrap_err()
                .contains("two cards")
        );
        assert!(parse("fold", &view).unwrap_err().contains("two cards"));
        assert!(parse("x y", &view).is_err());
    }

    #[test]
    fn a_pair_of_one_rank_needs_two_of_them() {
        let hand: CardSet = [
            Card::new(crate::game::Rank::King, 0),
            Card::new(crate::game::Rank::Seven, 1),
        ]
        .into_iter()
        .collect();
        let words = |s: &str| s.split(' ').map(str::to_string).collect::<Vec<_>>();
        assert!(
            two_cards(&words("K K"), hand)
                .unwrap_err()
                .contains("only one K")
        );
        assert!(two_cards(&words("K 7"), hand).is_ok());
        assert!(
            two_cards(&words("K♥ 7"), hand)
                .unwrap_err()
                .contains("do not hold")
        );
    }
}
