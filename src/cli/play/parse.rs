//! Reading your input: commands and cards, with a one-line reason for anything else.

use std::io::Write;

use super::Table;
use crate::game::{Action, Card, CardName, CardSet, Choice, View};

/// What a line of input asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Command {
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
    /// The question for your decision, in the engine's own terms: the next bid, whether you
    /// may pass, and why you may not fold when you may not.
    pub(super) fn prompt_text(&self, choice: Choice) -> String {
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
            Choice::Ribs { face_up, .. } => {
                let how = if face_up { "face up" } else { "face down" };
                format!("Lay your ribs, two cards {how} (e.g. A K)")
            }
            Choice::Play { fold: Ok(()) } => {
                "Play two cards face up (e.g. K 9), or fold two (fold Q 7)".to_string()
            }
            Choice::Play { fold: Err(why) } => {
                format!("Play two cards face up (e.g. K 9; {why})")
            }
        }
    }
}

pub(super) fn help(out: &mut impl Write) -> std::io::Result<()> {
    writeln!(
        out,
        "Commands:
  bid            raise to the next bid (or open the bidding); 'bid 5' checks it is 5
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
pub(super) fn parse(line: &str, view: &View<'_>) -> Result<Command, String> {
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
pub(super) fn two_cards(words: &[String], hand: CardSet) -> Result<[Card; 2], String> {
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

pub(super) fn article(name: CardName) -> String {
    match name.rank {
        crate::game::Rank::Ace => format!("an {name}"),
        crate::game::Rank::Eight if name.copy.is_none() => format!("an {name}"),
        _ => format!("a {name}"),
    }
}

/// Whether the current decision is about two cards, and if not, what it is about.
pub(super) fn expects_cards(choice: Option<Choice>) -> Result<(), String> {
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
pub(super) fn pair_action(choice: Option<Choice>, cards: [Card; 2]) -> Result<Command, String> {
    expects_cards(choice)?;
    Ok(Command::Act(match choice {
        Some(Choice::Ribs { .. }) => Action::Ribs(cards),
        _ => Action::FaceUp(cards),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::play::YOU;
    use crate::game::{Match, Options, Seat};

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

    #[test]
    fn the_prompt_offers_exactly_what_the_engine_allows() {
        use crate::cli::play::{Paint, PlayRecord};
        use crate::game::deal::{Stream, below, rng_for};
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
