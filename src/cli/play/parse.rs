//! Reading your input: commands and cards, with a one-line reason for anything else.
//!
//! Only what cannot be read is refused here (an unknown word, a card you do not hold, a
//! number that is not one). Whether an action is allowed is the engine's to say: every
//! action read goes to it, and its reason is what you are told.

use std::io::Write;

use super::Table;
use crate::games::ribs::{Action, Card, CardName, CardSet, Choice, View};
use crate::t;
use crate::text::{self, Lang};

/// What a line of input asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Input {
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

impl Table {
    /// The question for your decision, in the engine's own terms: the next bid, whether you
    /// may pass, and why you may not fold when you may not.
    pub(super) fn prompt_text(&self, choice: Choice) -> String {
        let l = self.lang;
        match choice {
            Choice::Bid {
                next: Some(next),
                can_pass: false,
            } => t!(l, "ribs-play-prompt-open", next = next),
            Choice::Bid {
                next: Some(next),
                can_pass: true,
            } => t!(l, "ribs-play-prompt-bid", next = next),
            Choice::Bid { next: None, .. } => t!(l, "ribs-play-prompt-no-higher"),
            Choice::Ribs { face_up, .. } => t!(
                l,
                "ribs-play-prompt-ribs",
                face_up = if face_up { "yes" } else { "no" }
            ),
            Choice::Play { fold: Ok(()) } => t!(l, "ribs-play-prompt-play"),
            Choice::Play { fold: Err(why) } => {
                let why = text::ribs::action_error(l, &why, &|s| self.plain_name(s));
                t!(l, "ribs-play-prompt-play-no-fold", why = why)
            }
        }
    }
}

pub(super) fn help(lang: Lang, out: &mut impl Write) -> std::io::Result<()> {
    writeln!(out, "{}", t!(lang, "ribs-play-help"))
}

/// Whether `word` (lower case) is one of the words of `id` in `lang`, or in English: the
/// words typed at the prompt are read in both.
fn is_word(lang: Lang, id: &str, word: &str) -> bool {
    let listed = |lang: Lang| {
        t!(lang, id)
            .split(',')
            .map(|w| w.trim().to_lowercase())
            .any(|w| w == word)
    };
    listed(lang) || listed(Lang::En)
}

/// Reads one line of input into a command, or a one-line reason why it is not one.
pub(super) fn parse(line: &str, view: &View<'_>, lang: Lang) -> Result<Input, String> {
    let words: Vec<String> = line
        .split(|c: char| c.is_whitespace() || c == ',' || c == '-')
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect();
    let Some(first) = words.first() else {
        return Ok(Input::Nothing);
    };
    let rest = &words[1..];
    let choice = view.choice();
    let lower = first.to_lowercase();
    let no_more = |command: Input| {
        if rest.is_empty() {
            Ok(command)
        } else {
            Err(t!(lang, "play-takes-nothing", word = lower.as_str()))
        }
    };
    // A line of cards may start with a letter a command is also called by (`q 7`, `T 9`,
    // with the short words `q`uit and `t`able): followed by more, it is read as cards.
    let cards_first = !rest.is_empty() && first.parse::<CardName>().is_ok();
    let is = |id: &str| !cards_first && is_word(lang, id, &lower);
    if is("play-words-help") {
        no_more(Input::Help)
    } else if is("play-words-rules") {
        no_more(Input::Rules)
    } else if is("play-words-quit") {
        no_more(Input::Quit)
    } else if is("play-words-hand") {
        no_more(Input::Hand)
    } else if is("play-words-table") {
        no_more(Input::Table)
    } else if is("play-words-scores") {
        no_more(Input::Scores)
    } else if is("play-words-hint") {
        no_more(Input::Hint)
    } else if is("ribs-play-words-pass") {
        no_more(Input::Act(Action::Pass))
    } else if is("ribs-play-words-bid") {
        match rest {
            // A raise to the engine's next bid. Where there is none, the engine refuses a
            // bid of any amount for the same reason (the bidding is over, or bids cannot go
            // higher), so any will do to hear it.
            [] => Ok(Input::Act(Action::Bid(view.next_bid().unwrap_or(0)))),
            [amount] => match amount.parse::<u32>() {
                Ok(n) => Ok(Input::Act(Action::Bid(n))),
                Err(_) => Err(t!(lang, "play-not-a-number", text = amount.as_str())),
            },
            _ => Err(t!(lang, "ribs-play-bid-how")),
        }
    } else if is("ribs-play-words-fold") {
        let cards = two_cards(rest, view.my_hand(), lang)?;
        Ok(Input::Act(Action::Fold(cards)))
    } else if is("ribs-play-words-play") {
        let cards = two_cards(rest, view.my_hand(), lang)?;
        Ok(pair_action(choice, cards))
    } else if words.len() == 1 && first.parse::<u32>().is_ok() {
        // A bare number: a bid.
        parse(&format!("bid {first}"), view, lang)
    } else {
        if first.parse::<CardName>().is_err() {
            return Err(t!(lang, "play-not-a-command", word = first.as_str()));
        }
        let cards = two_cards(&words, view.my_hand(), lang)?;
        Ok(pair_action(choice, cards))
    }
}

/// Two cards named in `words`, found in `hand` (two different cards of the same rank for
/// a pair).
pub(super) fn two_cards(words: &[String], hand: CardSet, lang: Lang) -> Result<[Card; 2], String> {
    let [a, b] = words else {
        return Err(t!(lang, "ribs-play-name-two", count = words.len()));
    };
    let mut left = hand;
    let mut take = |word: &str| -> Result<Card, String> {
        let name: CardName = word
            .parse()
            .map_err(|_| t!(lang, "ribs-play-not-a-card", text = word))?;
        match left.find(name) {
            Some(card) => {
                left.remove(card);
                Ok(card)
            }
            None if hand.find(name).is_some() => {
                Err(t!(lang, "ribs-play-only-one", card = name.to_string()))
            }
            None => Err(t!(lang, "ribs-play-do-not-hold", card = name.to_string())),
        }
    };
    let first = take(a)?;
    let second = take(b)?;
    Ok([first, second])
}

/// Two cards as you mean them: your ribs when you are to lay them, else a face-up play (which
/// the engine refuses, with its reason, when it is not the time for one).
pub(super) fn pair_action(choice: Option<Choice>, cards: [Card; 2]) -> Input {
    Input::Act(match choice {
        Some(Choice::Ribs { .. }) => Action::Ribs(cards),
        _ => Action::FaceUp(cards),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::play::YOU;
    use crate::games::ribs::{Match, Options, Seat};

    /// What `ribs play` answers a line with: the action taken, or the one-line reason it is
    /// not (unreadable input, or the engine's rule), as [`Table::ask`] does.
    fn answer(line: &str, game: &Match) -> Result<Action, String> {
        match parse(line, &game.view(YOU), Lang::En)? {
            Input::Act(action) => game
                .check(YOU, action)
                .map(|()| action)
                .map_err(|e| text::ribs::action_error(Lang::En, &e, &|s| s.to_string())),
            other => panic!("{line:?} is not an action but {other:?}"),
        }
    }

    #[test]
    fn commands_and_cards_are_read_with_reasons_for_bad_ones() {
        let mut game = Match::with_first_dealer(Options::default(), 4, 9, Seat(0)).unwrap();
        let view = game.view(YOU);
        assert_eq!(
            parse("bid", &view, Lang::En),
            Ok(Input::Act(Action::Bid(2)))
        );
        assert_eq!(
            parse(" 2 ", &view, Lang::En),
            Ok(Input::Act(Action::Bid(2)))
        );
        assert!(
            parse("dance", &view, Lang::En)
                .unwrap_err()
                .contains("not a command")
        );
        assert_eq!(parse("", &view, Lang::En), Ok(Input::Nothing));
        assert_eq!(parse("HELP", &view, Lang::En), Ok(Input::Help));
        assert_eq!(parse("rules", &view, Lang::En), Ok(Input::Rules));
        // Open at 2, everyone passes: you lay the ribs.
        game.apply(YOU, Action::Bid(2)).unwrap();
        for s in 1..4 {
            game.apply(Seat(s), Action::Pass).unwrap();
        }
        let view = game.view(YOU);
        let hand = view.my_hand().to_vec();
        let (a, b) = (hand[0], hand[1]);
        let typed = format!("{}{} {}", a.rank, a.suit().letter(), b.rank);
        let Ok(Input::Act(Action::Ribs([x, y]))) = parse(&typed, &view, Lang::En) else {
            panic!("{typed} should lay ribs");
        };
        assert_eq!(x, a);
        assert_eq!(y.rank, b.rank);
        let missing = crate::games::ribs::Rank::ALL
            .into_iter()
            .find(|r| view.my_hand().count(*r) == 0)
            .unwrap();
        assert!(
            parse(&format!("{} {}", a.rank, missing), &view, Lang::En)
                .unwrap_err()
                .contains("you do not hold")
        );
        assert!(
            parse(&a.rank.to_string(), &view, Lang::En)
                .unwrap_err()
                .contains("two cards")
        );
        assert!(
            parse("fold", &view, Lang::En)
                .unwrap_err()
                .contains("two cards")
        );
        assert!(parse("x y", &view, Lang::En).is_err());
    }

    #[test]
    fn every_action_read_is_judged_by_the_engine() {
        let mut game = Match::with_first_dealer(Options::default(), 4, 9, Seat(0)).unwrap();
        let mine = game.view(YOU).my_hand().to_vec();
        let cards = format!("{} {}", mine[0], mine[1]);
        // Opening: only the opening bid.
        assert_eq!(
            answer("bid 3", &game),
            Err("the first bid must be 2".into())
        );
        assert_eq!(answer("pass", &game), Err("the first bid must be 2".into()));
        assert_eq!(answer(&cards, &game), Err("the first bid must be 2".into()));
        game.apply(YOU, Action::Bid(2)).unwrap();
        game.apply(Seat(1), Action::Bid(3)).unwrap();
        for s in 2..4 {
            game.apply(Seat(s), Action::Pass).unwrap();
        }
        // A jump bid, and cards during the bidding.
        assert_eq!(
            answer("bid 9", &game),
            Err("your bid must be 4 (one step above the last bid; no jump bids)".into())
        );
        assert_eq!(
            answer(&cards, &game),
            Err("the bidding is not over: bid 4 or pass".into())
        );
        assert_eq!(answer("bid", &game), Ok(Action::Bid(4)));
        game.apply(YOU, Action::Bid(4)).unwrap();
        game.apply(Seat(1), Action::Pass).unwrap();
        // You are the bidder: no more bids, and no fold.
        assert_eq!(
            answer("bid", &game),
            Err("the bidding is over for this trick".into())
        );
        assert_eq!(
            answer(&format!("fold {cards}"), &game),
            Err("the bidder cannot fold".into())
        );
        assert!(matches!(answer(&cards, &game), Ok(Action::Ribs(_))));
    }

    #[test]
    fn a_line_of_cards_that_starts_like_a_command_word_is_read_as_cards() {
        let hand: CardSet = [
            Card::new(crate::games::ribs::Rank::Queen, 0),
            Card::new(crate::games::ribs::Rank::Ten, 1),
            Card::new(crate::games::ribs::Rank::Seven, 2),
        ]
        .into_iter()
        .collect();
        let words = |s: &str| s.split(' ').map(str::to_string).collect::<Vec<_>>();
        for line in ["q 7", "Q 7", "t 7", "T 7"] {
            assert!(two_cards(&words(line), hand, Lang::En).is_ok(), "{line}");
            let first = words(line)[0].clone();
            assert!(first.parse::<CardName>().is_ok(), "{line}");
        }
        let mut game = Match::with_first_dealer(Options::default(), 4, 9, Seat(0)).unwrap();
        game.apply(YOU, Action::Bid(2)).unwrap();
        let view = game.view(YOU);
        // Alone, the letters are still the commands.
        assert_eq!(parse("q", &view, Lang::En), Ok(Input::Quit));
        assert_eq!(parse("t", &view, Lang::En), Ok(Input::Table));
        for line in ["q 7", "T 9"] {
            assert!(
                !matches!(parse(line, &view, Lang::En), Err(e) if e.contains("takes nothing")),
                "{line}"
            );
        }
    }

    #[test]
    fn a_pair_of_one_rank_needs_two_of_them() {
        let hand: CardSet = [
            Card::new(crate::games::ribs::Rank::King, 0),
            Card::new(crate::games::ribs::Rank::Seven, 1),
        ]
        .into_iter()
        .collect();
        let words = |s: &str| s.split(' ').map(str::to_string).collect::<Vec<_>>();
        assert!(
            two_cards(&words("K K"), hand, Lang::En)
                .unwrap_err()
                .contains("only one K")
        );
        assert!(two_cards(&words("K 7"), hand, Lang::En).is_ok());
        assert!(
            two_cards(&words("K♥ 7"), hand, Lang::En)
                .unwrap_err()
                .contains("do not hold")
        );
    }

    #[test]
    fn the_prompt_offers_exactly_what_the_engine_allows() {
        use crate::cli::play::{Paint, PlayRecord};
        use crate::games::ribs::deal::{Stream, below, rng_for};
        let mut seen = [0; 4];
        for seed in 0..200u64 {
            let options = Options::all_variants()[(seed % 16) as usize];
            let record = PlayRecord::new(4, crate::ai::Level::Normal, options, seed);
            let mut table = Table::new(record, Paint(false), std::time::Duration::ZERO).unwrap();
            let mut rng = rng_for(seed, Stream::Play, 9);
            // Random legal play until it is your turn, after a random number of actions.
            let skip = below(&mut rng, 100);
            let mut taken = 0;
            while let Some(seat) = table.game.to_act() {
                if seat == YOU && taken >= skip {
                    break;
                }
                let legal = table.game.legal_actions(seat);
                let pick = legal[below(&mut rng, legal.len() as u32) as usize];
                table.game.apply(seat, pick).unwrap();
                taken += 1;
            }
            let Some(choice) = table.game.view(YOU).choice() else {
                continue;
            };
            let prompt = table.prompt_text(choice);
            match choice {
                Choice::Bid { next, can_pass } => {
                    if let Some(n) = next {
                        assert!(prompt.contains(&n.to_string()), "{prompt}");
                    }
                    assert_eq!(
                        prompt.contains("pass"),
                        can_pass || next.is_none(),
                        "{prompt}"
                    );
                    seen[0] += 1;
                }
                Choice::Ribs { .. } => seen[1] += 1,
                Choice::Play { fold: Ok(()) } => {
                    assert!(prompt.contains("fold two"), "{prompt}");
                    seen[2] += 1;
                }
                Choice::Play { fold: Err(why) } => {
                    assert!(prompt.contains(&why.to_string()), "{prompt}");
                    seen[3] += 1;
                }
            }
        }
        assert!(
            seen.iter().all(|n| *n > 3),
            "every kind of prompt checked: {seen:?}"
        );
    }
}
