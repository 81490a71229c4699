//! `ribs play --game oh-hell`: Oh Hell! at the host's terminal table ([`super::terminal`]).
//! A number bids it, a card code plays it (`Qh`, `10s`, `K♥`), `play` plays the card on
//! your forehead in the last hand; the host's commands besides.

use std::io::Write;

use super::YOU;
use super::terminal::{Played, Screen, capital, is_word, say};
use crate::ai::Level;
use crate::core::Seat;
use crate::games::Game;
use crate::games::oh_hell::{Action, Card, Event, OhHell, OhHellView, Phase};
use crate::t;
use crate::text::{self, Lang};

impl Played for OhHell {
    fn welcome(
        screen: &Screen,
        game: &OhHell,
        level: Level,
        out: &mut dyn Write,
    ) -> std::io::Result<()> {
        let l = screen.lang;
        let players = game.seats();
        let others: Vec<String> = Seat::all(players)
            .filter(|s| *s != super::YOU)
            .map(|s| screen.name(s))
            .collect();
        let line = t!(
            l,
            "oh-hell-play-welcome",
            game = screen.paint.bold("Oh Hell!"),
            others = others.join(", ")
        );
        say(out, &line)?;
        let options = game.options();
        let line = t!(
            l,
            "oh-hell-play-sequence",
            level = t!(l, &format!("play-level-{}", level.as_str())),
            hands = game.hands(),
            first = options.cards_in_hand(players, 1)
        );
        say(out, &line)?;
        say(out, &t!(l, "oh-hell-play-seed", seed = game.seed()))?;
        let rules = text::oh_hell::option_rules(l, &options);
        if !rules.is_empty() {
            say(out, &t!(l, "play-table-rules", rules = rules.join("; ")))?;
        }
        Ok(())
    }

    fn narrate(
        screen: &Screen,
        game: &OhHell,
        events: &[Event],
        out: &mut dyn Write,
    ) -> std::io::Result<()> {
        let mut foreheads = Vec::new();
        for event in events {
            tell(screen, game, event, &mut foreheads, out)?;
        }
        if !foreheads.is_empty() {
            let cards = foreheads.join(", ");
            say(
                out,
                &t!(screen.lang, "oh-hell-play-foreheads", cards = cards),
            )?;
        }
        Ok(())
    }

    fn status(screen: &Screen, view: &OhHellView, out: &mut dyn Write) -> std::io::Result<()> {
        status(screen, view, out)
    }

    fn hand(screen: &Screen, view: &OhHellView, out: &mut dyn Write) -> std::io::Result<()> {
        your_hand(screen, view, out)
    }

    fn scores(screen: &Screen, game: &OhHell, out: &mut dyn Write) -> std::io::Result<()> {
        scores(screen, game, out)
    }

    fn prompt(screen: &Screen, view: &OhHellView) -> String {
        prompt(screen, view)
    }

    fn help(lang: Lang) -> String {
        t!(lang, "oh-hell-play-help")
    }

    fn rules(lang: Lang) -> Vec<(String, String)> {
        text::oh_hell::rules(lang)
    }

    fn action(screen: &Screen, words: &[&str], _view: &OhHellView) -> Result<Action, String> {
        action(screen.lang, words)
    }

    fn describe(screen: &Screen, action: Action) -> String {
        match action {
            Action::Bid(n) => n.to_string(),
            Action::Card(c) => card(screen, c),
            Action::Blind => t!(screen.lang, "oh-hell-play-word-play"),
        }
    }

    fn refusal(screen: &Screen, refusal: &<OhHell as Game>::Refusal) -> String {
        text::oh_hell::refusal(screen.lang, refusal, &|s| screen.plain_name(s))
    }

    fn options_error(lang: Lang, error: &crate::games::oh_hell::OptionsError) -> String {
        text::oh_hell::options_error(lang, error)
    }
}

/// A card, red suits in red (a joker in bold).
fn card(screen: &Screen, card: Card) -> String {
    match card.as_standard() {
        Some(c) => screen.card(c),
        None => screen.paint.wrap("1", &card.to_string()),
    }
}

fn cards(screen: &Screen, cards: impl IntoIterator<Item = Card>) -> String {
    cards
        .into_iter()
        .map(|c| card(screen, c))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Tells one event; the others' cards on their foreheads are gathered in `foreheads`.
fn tell(
    screen: &Screen,
    game: &OhHell,
    event: &Event,
    foreheads: &mut Vec<String>,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let l = screen.lang;
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
        } => hand_dealt(
            screen,
            (number, hands, cards),
            dealer,
            (turned, trump),
            play_off,
            out,
        )?,
        Event::Dealt { seat, hand } if seat == YOU => {
            say(
                out,
                &t!(
                    l,
                    "oh-hell-play-your-hand",
                    cards = cards(screen, hand.iter())
                ),
            )?;
        }
        Event::Dealt { seat, hand } => {
            foreheads.push(format!(
                "{} {}",
                screen.name(seat),
                cards(screen, hand.iter())
            ));
        }
        Event::Bid { seat, bid, changed } => bid_line(screen, seat, bid, changed, out)?,
        Event::SecretBid { seat, bid } => bid_line(screen, seat, bid, false, out)?,
        Event::BidChosen { seat } if seat != YOU => {
            say(out, &t!(l, "oh-hell-play-chose", who = screen.name(seat)))?;
        }
        Event::BidsShown { bids } => {
            let line: Vec<String> = bids
                .iter()
                .map(|(s, b)| format!("{} {b}", screen.name(s)))
                .collect();
            say(
                out,
                &t!(l, "oh-hell-play-bids-shown", bids = line.join(", ")),
            )?;
        }
        Event::PlayBegan { leader } => {
            say(out, &t!(l, "oh-hell-play-leads", who = screen.name(leader)))?;
        }
        Event::Played { seat, card: played } => {
            say(
                out,
                &t!(
                    l,
                    "oh-hell-play-plays",
                    who = screen.name(seat),
                    me = me(seat),
                    card = card(screen, played)
                ),
            )?;
        }
        Event::TrickTaken { number, trick } => {
            let winner = trick.winner.unwrap_or(trick.leader);
            let line = t!(
                l,
                "oh-hell-play-trick-taken",
                number = number,
                cards = cards(screen, trick.cards().iter().copied()),
                who = screen.name(winner)
            );
            say(out, &line)?;
        }
        Event::HandScored(summary) => scored(screen, game, &summary, out)?,
        Event::GameOver { totals, winners } => game_over(screen, &totals, winners, out)?,
        _ => {}
    }
    Ok(())
}

/// A bid said (or changed, where bids may change until the next is said).
fn bid_line(
    screen: &Screen,
    seat: Seat,
    bid: u8,
    changed: bool,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let id = if changed {
        "oh-hell-play-changes"
    } else {
        "oh-hell-play-bids"
    };
    let me = if seat == YOU { "yes" } else { "no" };
    let line = t!(screen.lang, id, who = screen.name(seat), me = me, bid = bid);
    say(out, &line)
}

/// A hand's heading: its number, size and dealer, then its trumps.
fn hand_dealt(
    screen: &Screen,
    (number, hands, cards): (u32, u32, u8),
    dealer: Seat,
    (turned, trump): (Option<Card>, Option<crate::games::oh_hell::Suit>),
    play_off: bool,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let l = screen.lang;
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
        dealer = screen.plain_name(dealer)
    );
    writeln!(out, "\n{}", screen.paint.bold(&line))?;
    say(out, &capital(&text::oh_hell::trumps(l, trump, turned)))?;
    Ok(())
}

/// The game's end: each total against the average, and who won.
fn game_over(
    screen: &Screen,
    totals: &crate::core::PerSeat<i32>,
    winners: crate::core::SeatSet,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let l = screen.lang;
    let settled = OhHell::settlement(totals);
    let line: Vec<String> = settled
        .iter()
        .map(|(s, &tenths)| format!("{} {:+.1}", screen.name(s), tenths as f64 / 10.0))
        .collect();
    say(
        out,
        &t!(l, "oh-hell-play-settlement", line = line.join(", ")),
    )?;
    let names: Vec<String> = winners.iter().map(|s| screen.name(s)).collect();
    let who = match names.as_slice() {
        [one] => one.clone(),
        [rest @ .., last] => {
            t!(l, "play-and", first = rest.join(", "), last = last.clone())
        }
        [] => String::new(),
    };
    let line = t!(l, "oh-hell-play-winners", count = names.len(), who = who);
    writeln!(out, "\n{}", screen.paint.good(&line))?;
    Ok(())
}

fn scored(
    screen: &Screen,
    game: &OhHell,
    s: &crate::games::oh_hell::HandSummary,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let l = screen.lang;
    say(
        out,
        &screen
            .paint
            .bold(&t!(l, "oh-hell-play-hand-over", number = s.number)),
    )?;
    for seat in Seat::all(game.seats()) {
        let made = s.made(seat);
        let line = t!(
            l,
            "oh-hell-play-score-line",
            who = screen.name(seat),
            bid = s.bids[seat],
            won = s.won[seat],
            made = if made { "yes" } else { "no" },
            points = format!("{:+}", s.scores[seat]),
            total = s.totals[seat]
        );
        let line = if made { screen.paint.good(&line) } else { line };
        say(out, &format!("  {line}"))?;
    }
    Ok(())
}

/// Where the hand stands, as your view shows it.
fn status(screen: &Screen, view: &OhHellView, out: &mut dyn Write) -> std::io::Result<()> {
    let l = screen.lang;
    let trumps = text::oh_hell::trumps(l, view.trump, view.turned);
    let line = t!(
        l,
        "oh-hell-play-status",
        number = view.number,
        hands = view.hands,
        cards = view.cards,
        dealer = screen.plain_name(view.dealer),
        trumps = trumps
    );
    say(out, &screen.paint.dim(&line))?;
    let no_bid = t!(l, "oh-hell-play-no-bid");
    let bids: Vec<String> = view
        .bids
        .iter()
        .map(|(s, b)| {
            format!(
                "{} {}",
                screen.name(s),
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
            .map(|(s, w)| format!("{} {w}/{}", screen.name(s), view.bids[s].unwrap_or(0)))
            .collect();
        say(out, &t!(l, "oh-hell-play-won-line", line = won.join(", ")))?;
        if !view.trick.is_empty() {
            let plays: Vec<String> = view
                .trick
                .plays(view.seats)
                .map(|(s, c)| format!("{} {}", screen.name(s), card(screen, c)))
                .collect();
            say(
                out,
                &t!(l, "oh-hell-play-trick-line", plays = plays.join(", ")),
            )?;
        }
    }
    your_hand(screen, view, out)
}

fn your_hand(screen: &Screen, view: &OhHellView, out: &mut dyn Write) -> std::io::Result<()> {
    let l = screen.lang;
    match view.hand {
        Some(hand) => say(
            out,
            &t!(
                l,
                "oh-hell-play-your-hand",
                cards = cards(screen, hand.iter())
            ),
        ),
        None => {
            let seen: Vec<String> = view
                .foreheads
                .iter()
                .filter_map(|(s, c)| c.map(|c| format!("{} {}", screen.name(s), card(screen, c))))
                .collect();
            say(
                out,
                &t!(l, "oh-hell-play-foreheads", cards = seen.join(", ")),
            )
        }
    }
}

fn scores(screen: &Screen, game: &OhHell, out: &mut dyn Write) -> std::io::Result<()> {
    let line: Vec<String> = game
        .totals()
        .iter()
        .map(|(s, t)| format!("{} {t}", screen.name(s)))
        .collect();
    say(
        out,
        &t!(screen.lang, "oh-hell-play-totals", line = line.join(", ")),
    )
}

/// The question for your decision.
fn prompt(screen: &Screen, view: &OhHellView) -> String {
    let l = screen.lang;
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

/// The words of a line read as an action: a bid (a number), a card, or `play` (the card
/// on your forehead); why they are none of these.
fn action(lang: Lang, words: &[&str]) -> Result<Action, String> {
    let [first] = words else {
        return Err(t!(
            lang,
            "play-takes-nothing",
            word = words.first().copied().unwrap_or("")
        ));
    };
    if is_word(lang, "oh-hell-play-words-play", &first.to_lowercase()) {
        return Ok(Action::Blind);
    }
    if first.chars().all(|c| c.is_ascii_digit()) {
        return first
            .parse::<u8>()
            .map(Action::Bid)
            .map_err(|_| t!(lang, "play-not-a-number", text = *first));
    }
    first
        .parse::<Card>()
        .map(Action::Card)
        .map_err(|_| t!(lang, "oh-hell-play-not-a-card", text = *first))
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::super::terminal::Terminal;
    use super::super::{Ending, Paint};
    use super::*;
    use crate::games::oh_hell::Options;

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
        let mut table = Terminal::<OhHell>::new(4, Level::Normal, options, seed)
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
    fn words_are_read_as_bids_cards_and_the_blind_play() {
        let en = |words: &[&str]| action(Lang::En, words);
        assert_eq!(en(&["3"]), Ok(Action::Bid(3)));
        assert!(matches!(en(&["qh"]), Ok(Action::Card(_))));
        assert!(matches!(en(&["10♥️"]), Ok(Action::Card(_))));
        assert_eq!(en(&["play"]), Ok(Action::Blind));
        assert!(en(&["999"]).unwrap_err().contains("not a number"));
        assert!(en(&["Xy"]).unwrap_err().contains("not a card"));
        assert!(en(&["3", "4"]).is_err());
    }
}
