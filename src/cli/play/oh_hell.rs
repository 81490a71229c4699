//! `ribs play --game oh-hell`: a game of Oh Hell! in the terminal, you (seat 1) against
//! computer players, told from the engine's events and your seat's view only, in your
//! language. One line of input at a time: a number bids it, a card code plays it (`Qh`,
//! `10s`, `K♥`), `play` plays the card on your forehead in the last hand; `help`, `hand`,
//! `table`, `scores`, `hint`, `rules`, `quit`. A line that cannot be read, or an action the
//! rules refuse, gets a one-line reason and the question again; the end of the input ends
//! the game cleanly.

use std::io::{BufRead, Write};
use std::time::Duration;

use anyhow::Context;

use super::{Ending, Paint, YOU};
use crate::ai::{DecisionSeed, Level};
use crate::core::{Seat, ToAct};
use crate::games::oh_hell::{Action, Card, Event, OhHell, OhHellView, Options, Phase};
use crate::t;
use crate::text::{self, Lang};

/// A game of Oh Hell! at the terminal.
pub struct OhHellTable {
    game: OhHell,
    level: Level,
    paint: Paint,
    delay: Duration,
    echo: bool,
    lang: Lang,
    /// Actions taken so far, for the line that says where the game stopped.
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

impl OhHellTable {
    /// A new game of `players` (you and computers of `level`).
    ///
    /// # Errors
    /// A table the options cannot deal to.
    pub fn new(
        players: u8,
        level: Level,
        options: Options,
        seed: u64,
    ) -> anyhow::Result<OhHellTable> {
        let game = OhHell::new(options, players, seed).map_err(|e| anyhow::anyhow!("{e}"))?;
        Ok(OhHellTable {
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
    pub fn shown(mut self, paint: Paint, delay: Duration, echo: bool, lang: Lang) -> OhHellTable {
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

    fn card(&self, card: Card) -> String {
        let text = card.to_string();
        match card.as_standard() {
            Some(c) if c.suit.is_red() => self.paint.wrap("31", &text),
            _ => self.paint.wrap("1", &text),
        }
    }

    fn cards(&self, cards: impl IntoIterator<Item = Card>) -> String {
        cards
            .into_iter()
            .map(|c| self.card(c))
            .collect::<Vec<_>>()
            .join(" ")
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
        let opening: Vec<Event> = crate::games::Game::opening_events(&self.game)
            .into_iter()
            .filter(|t| t.to.reaches(Some(YOU)))
            .map(|t| t.event)
            .collect();
        self.narrate(&opening, out)?;
        loop {
            let seat = match self.game.to_act() {
                ToAct::Nobody => {
                    let winner = self.game.leaders().iter().next().unwrap_or(YOU);
                    return Ok(Ending::Won(winner));
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
                crate::ai::oh_hell::decide(self.level, &self.game.view(Some(seat)), seed)
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
        let players = self.game.seats();
        let others: Vec<String> = Seat::all(players)
            .filter(|s| *s != YOU)
            .map(|s| self.name(s))
            .collect();
        let level = t!(l, &format!("play-level-{}", self.level.as_str()));
        let line = t!(
            l,
            "oh-hell-play-welcome",
            game = self.paint.bold("Oh Hell!"),
            others = others.join(", ")
        );
        say(out, &line)?;
        let options = self.game.options();
        let line = t!(
            l,
            "oh-hell-play-sequence",
            level = level,
            hands = self.game.hands(),
            first = options.cards_in_hand(players, 1)
        );
        say(out, &line)?;
        say(out, &t!(l, "oh-hell-play-seed", seed = self.game.seed()))?;
        let rules = text::oh_hell::option_rules(l, &options);
        if !rules.is_empty() {
            say(out, &t!(l, "play-table-rules", rules = rules.join("; ")))?;
        }
        let help = self.paint.bold(&t!(l, "play-word-help"));
        say(out, &t!(l, "play-type-help", help = help))
    }

    /// Tells what you may know of `events`, in order.
    fn narrate(&self, events: &[Event], out: &mut impl Write) -> std::io::Result<()> {
        let mut foreheads = Vec::new();
        for event in events {
            self.tell(event, &mut foreheads, out)?;
        }
        if !foreheads.is_empty() {
            let cards = foreheads.join(", ");
            say(out, &t!(self.lang, "oh-hell-play-foreheads", cards = cards))?;
        }
        Ok(())
    }

    /// Tells one event; the others' cards on their foreheads are gathered in `foreheads`.
    fn tell(
        &self,
        event: &Event,
        foreheads: &mut Vec<String>,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        let l = self.lang;
        let me = |s: Seat| if s == YOU { "yes" } else { "no" };
        match *event {
            Event::HandDealt {
                number,
                hands,
                dealer,
                cards,
                turned,
                trump,
                play_off,
            } => self.hand_dealt(
                (number, hands, cards),
                dealer,
                (turned, trump),
                play_off,
                out,
            )?,
            Event::Dealt { seat, hand } if seat == YOU => {
                say(
                    out,
                    &t!(l, "oh-hell-play-your-hand", cards = self.cards(hand.iter())),
                )?;
            }
            Event::Dealt { seat, hand } => {
                foreheads.push(format!("{} {}", self.name(seat), self.cards(hand.iter())));
            }
            Event::Bid { seat, bid, changed } => {
                let id = if changed {
                    "oh-hell-play-changes"
                } else {
                    "oh-hell-play-bids"
                };
                say(
                    out,
                    &t!(l, id, who = self.name(seat), me = me(seat), bid = bid),
                )?;
            }
            Event::SecretBid { seat, bid } => {
                say(
                    out,
                    &t!(
                        l,
                        "oh-hell-play-bids",
                        who = self.name(seat),
                        me = me(seat),
                        bid = bid
                    ),
                )?;
            }
            Event::BidChosen { seat } if seat != YOU => {
                say(out, &t!(l, "oh-hell-play-chose", who = self.name(seat)))?;
            }
            Event::BidsShown { bids } => {
                let line: Vec<String> = bids
                    .iter()
                    .map(|(s, b)| format!("{} {b}", self.name(s)))
                    .collect();
                say(
                    out,
                    &t!(l, "oh-hell-play-bids-shown", bids = line.join(", ")),
                )?;
            }
            Event::PlayBegan { leader } => {
                say(out, &t!(l, "oh-hell-play-leads", who = self.name(leader)))?;
            }
            Event::Played { seat, card } => {
                say(
                    out,
                    &t!(
                        l,
                        "oh-hell-play-plays",
                        who = self.name(seat),
                        me = me(seat),
                        card = self.card(card)
                    ),
                )?;
            }
            Event::TrickTaken { number, trick } => {
                let winner = trick.winner.unwrap_or(trick.leader);
                let line = t!(
                    l,
                    "oh-hell-play-trick-taken",
                    number = number,
                    cards = self.cards(trick.cards().iter().copied()),
                    who = self.name(winner)
                );
                say(out, &line)?;
            }
            Event::HandScored(summary) => self.scored(&summary, out)?,
            Event::GameOver { totals, winners } => self.game_over(&totals, winners, out)?,
            _ => {}
        }
        Ok(())
    }

    /// A hand's heading: its number, size and dealer, then its trumps.
    fn hand_dealt(
        &self,
        (number, hands, cards): (u32, u32, u8),
        dealer: Seat,
        (turned, trump): (Option<Card>, Option<crate::games::oh_hell::Suit>),
        play_off: bool,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        let l = self.lang;
        let id = if play_off {
            "oh-hell-play-play-off"
        } else {
            "oh-hell-play-hand-dealt"
        };
        let line = t!(
            l,
            id,
            number = number,
            hands = hands,
            cards = cards,
            dealer = self.plain_name(dealer)
        );
        writeln!(out, "\n{}", self.paint.bold(&line))?;
        say(out, &capital(&text::oh_hell::trumps(l, trump, turned)))?;
        Ok(())
    }

    /// The game's end: each total against the average, and who won.
    fn game_over(
        &self,
        totals: &crate::core::PerSeat<i32>,
        winners: crate::core::SeatSet,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        let l = self.lang;
        let settled = OhHell::settlement(totals);
        let line: Vec<String> = settled
            .iter()
            .map(|(s, &tenths)| format!("{} {:+.1}", self.name(s), tenths as f64 / 10.0))
            .collect();
        say(
            out,
            &t!(l, "oh-hell-play-settlement", line = line.join(", ")),
        )?;
        let names: Vec<String> = winners.iter().map(|s| self.name(s)).collect();
        let who = match names.as_slice() {
            [one] => one.clone(),
            [rest @ .., last] => {
                t!(l, "play-and", first = rest.join(", "), last = last.clone())
            }
            [] => String::new(),
        };
        let line = t!(l, "oh-hell-play-winners", count = names.len(), who = who);
        writeln!(out, "\n{}", self.paint.good(&line))?;
        Ok(())
    }

    fn scored(
        &self,
        s: &crate::games::oh_hell::HandSummary,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        let l = self.lang;
        say(
            out,
            &self
                .paint
                .bold(&t!(l, "oh-hell-play-hand-over", number = s.number)),
        )?;
        for seat in Seat::all(self.game.seats()) {
            let made = s.made(seat);
            let line = t!(
                l,
                "oh-hell-play-score-line",
                who = self.name(seat),
                bid = s.bids[seat],
                won = s.won[seat],
                made = if made { "yes" } else { "no" },
                points = format!("{:+}", s.scores[seat]),
                total = s.totals[seat]
            );
            let line = if made { self.paint.good(&line) } else { line };
            say(out, &format!("  {line}"))?;
        }
        Ok(())
    }

    /// Where the hand stands, as your view shows it.
    fn status(&self, view: &OhHellView, out: &mut impl Write) -> std::io::Result<()> {
        let l = self.lang;
        let trumps = text::oh_hell::trumps(l, view.trump, view.turned);
        let line = t!(
            l,
            "oh-hell-play-status",
            number = view.number,
            hands = view.hands,
            cards = view.cards,
            dealer = self.plain_name(view.dealer),
            trumps = trumps
        );
        say(out, &self.paint.dim(&line))?;
        let no_bid = t!(l, "oh-hell-play-no-bid");
        let bids: Vec<String> = view
            .bids
            .iter()
            .map(|(s, b)| {
                format!(
                    "{} {}",
                    self.name(s),
                    b.map_or_else(|| no_bid.clone(), |b| b.to_string())
                )
            })
            .collect();
        say(
            out,
            &t!(
                l,
                "oh-hell-play-bids-line",
                bids = bids.join(", "),
                total = view.bid_total,
                cards = view.cards
            ),
        )?;
        if view.phase != Phase::Bidding {
            let won: Vec<String> = view
                .won
                .iter()
                .map(|(s, w)| format!("{} {w}/{}", self.name(s), view.bids[s].unwrap_or(0)))
                .collect();
            say(out, &t!(l, "oh-hell-play-won-line", line = won.join(", ")))?;
            if !view.trick.is_empty() {
                let plays: Vec<String> = view
                    .trick
                    .plays(view.seats)
                    .map(|(s, c)| format!("{} {}", self.name(s), self.card(c)))
                    .collect();
                say(
                    out,
                    &t!(l, "oh-hell-play-trick-line", plays = plays.join(", ")),
                )?;
            }
        }
        self.your_hand(view, out)
    }

    fn your_hand(&self, view: &OhHellView, out: &mut impl Write) -> std::io::Result<()> {
        let l = self.lang;
        match view.hand {
            Some(hand) => say(
                out,
                &t!(l, "oh-hell-play-your-hand", cards = self.cards(hand.iter())),
            ),
            None => {
                let seen: Vec<String> = view
                    .foreheads
                    .iter()
                    .filter_map(|(s, c)| c.map(|c| format!("{} {}", self.name(s), self.card(c))))
                    .collect();
                say(
                    out,
                    &t!(l, "oh-hell-play-foreheads", cards = seen.join(", ")),
                )
            }
        }
    }

    fn scores(&self, out: &mut impl Write) -> std::io::Result<()> {
        let line: Vec<String> = self
            .game
            .totals()
            .iter()
            .map(|(s, t)| format!("{} {t}", self.name(s)))
            .collect();
        say(
            out,
            &t!(self.lang, "oh-hell-play-totals", line = line.join(", ")),
        )
    }

    /// The question for your decision.
    fn prompt(&self, view: &OhHellView) -> String {
        let l = self.lang;
        if view.phase == Phase::Bidding {
            return match view
                .hooked
                .filter(|&h| view.dealer == YOU && h <= view.cards)
            {
                Some(hooked) => t!(
                    l,
                    "oh-hell-play-prompt-bid-hooked",
                    cards = view.cards,
                    hooked = hooked
                ),
                None => t!(l, "oh-hell-play-prompt-bid", cards = view.cards),
            };
        }
        if view.hand.is_none() {
            return t!(l, "oh-hell-play-prompt-blind");
        }
        match view.trick.led() {
            Some(suit) => t!(
                l,
                "oh-hell-play-prompt-follow",
                suit = text::oh_hell::suit(l, suit)
            ),
            None => t!(l, "oh-hell-play-prompt-card"),
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
            match parse(&text, self.lang) {
                Err(reason) => say(out, &format!("  {bad} {reason}"))?,
                Ok(Input::Nothing) => {}
                Ok(Input::Help) => say(out, &t!(self.lang, "oh-hell-play-help"))?,
                Ok(Input::Rules) => {
                    for (title, text) in text::oh_hell::rules(self.lang) {
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
                    if let Some(action) = crate::ai::oh_hell::decide(Level::Normal, &view, seed) {
                        writeln!(
                            out,
                            "  {}",
                            t!(self.lang, "play-would", action = self.describe(action))
                        )?;
                    }
                }
                Ok(Input::Act(action)) => match self.game.check(YOU, action) {
                    Ok(()) => return Ok(Ok(action)),
                    Err(e) => {
                        let why = text::oh_hell::refusal(self.lang, &e, &|s| self.plain_name(s));
                        say(out, &format!("  {bad} {why}"))?;
                    }
                },
            }
        }
    }

    fn describe(&self, action: Action) -> String {
        match action {
            Action::Bid(n) => n.to_string(),
            Action::Card(card) => self.card(card),
            Action::Blind => t!(self.lang, "oh-hell-play-word-play"),
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

/// Writes `text`, each of its lines wrapped at 80 columns (colour codes not counted),
/// continuation lines indented by two spaces more than the line's own indent.
fn say(out: &mut impl Write, text: &str) -> std::io::Result<()> {
    const WIDTH: usize = 80;
    let width = |text: &str| {
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
    };
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

/// The sentence with its first letter a capital.
fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// Whether `word` (lower case) is one of the words of `id` in `lang` or in English.
fn is_word(lang: Lang, id: &str, word: &str) -> bool {
    let listed = |lang: Lang| {
        t!(lang, id)
            .split(',')
            .any(|w| w.trim().to_lowercase() == word)
    };
    listed(lang) || listed(Lang::En)
}

/// One line of input: a command, a bid (a number), a card, or why it is none of these.
fn parse(line: &str, lang: Lang) -> Result<Input, String> {
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
        ("oh-hell-play-words-play", Input::Act(Action::Blind)),
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
    if first.chars().all(|c| c.is_ascii_digit()) {
        return first
            .parse::<u8>()
            .map(|n| Input::Act(Action::Bid(n)))
            .map_err(|_| t!(lang, "play-not-a-number", text = first));
    }
    first
        .parse::<Card>()
        .map(|c| Input::Act(Action::Card(c)))
        .map_err(|_| t!(lang, "oh-hell-play-not-a-card", text = first))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Input that answers any question: every bid, every card, then a blind play, again
    /// and again (each prompt takes lines until one is legal).
    fn everything() -> String {
        let mut lines: Vec<String> = (0..=3).map(|n| n.to_string()).collect();
        lines.extend(crate::games::oh_hell::Cards::DECK.iter().map(|c| c.code()));
        lines.push("play".into());
        (lines.join("\n") + "\n").repeat(200)
    }

    fn played(lang: Lang, options: &str, seed: u64) -> (Ending, String) {
        let options: Options = options.parse().unwrap();
        let mut table = OhHellTable::new(4, Level::Normal, options, seed)
            .unwrap()
            .shown(Paint(false), Duration::ZERO, true, lang);
        let mut out = Vec::new();
        let ending = table
            .run(&mut std::io::Cursor::new(everything()), &mut out)
            .unwrap();
        (ending, String::from_utf8(out).unwrap())
    }

    #[test]
    fn a_whole_game_plays_through_with_refusals_that_say_why_on_80_columns() {
        let (ending, out) = played(Lang::En, "max_cards=2", 7);
        assert!(matches!(ending, Ending::Won(_)), "{out}");
        assert!(out.contains("Hand 3 of 3"), "{out}");
        assert!(
            out.contains("wins the game") || out.contains("share the win"),
            "{out}"
        );
        assert!(out.contains("You do not hold"), "a refusal says why: {out}");
        assert!(out.contains("Against the average"), "{out}");
        for line in out.lines() {
            assert!(
                line.chars().count() <= 80,
                "{} columns: {line}",
                line.chars().count()
            );
        }
    }

    #[test]
    fn the_game_speaks_the_readers_language_and_the_forehead_hand_plays_blind() {
        let (_, out) = played(
            Lang::De,
            "max_cards=2,sequence=down,forehead_last_hand=true",
            3,
        );
        assert!(!out.contains("You do not hold"), "{out}");
        assert!(out.contains("Stirn") || out.contains("forehead"), "{out}");
        let (_, out) = played(Lang::Pseudo, "max_cards=1", 5);
        // Every line but a wrapped one's continuation is a message (the pseudo-language
        // marks each), whatever else it holds.
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

    #[test]
    fn lines_are_read_as_bids_cards_and_commands() {
        assert!(matches!(
            parse("3", Lang::En),
            Ok(Input::Act(Action::Bid(3)))
        ));
        assert!(matches!(
            parse(" qh ", Lang::En),
            Ok(Input::Act(Action::Card(_)))
        ));
        assert!(matches!(
            parse("10♥️", Lang::En),
            Ok(Input::Act(Action::Card(_)))
        ));
        assert!(matches!(
            parse("play", Lang::En),
            Ok(Input::Act(Action::Blind))
        ));
        assert!(matches!(parse("HELP", Lang::En), Ok(Input::Help)));
        assert!(matches!(parse("", Lang::En), Ok(Input::Nothing)));
        assert!(parse("999", Lang::En).unwrap_err().contains("not a number"));
        assert!(parse("Xy", Lang::En).unwrap_err().contains("not a card"));
        assert!(parse("help me", Lang::En).is_err());
    }
}
