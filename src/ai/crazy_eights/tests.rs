use super::*;
use crate::games::crazy_eights::CrazyEights;

#[test]
fn every_level_takes_only_legal_actions_through_whole_matches() {
    for (i, &level) in [Level::Easy, Level::Normal, Level::Hard].iter().enumerate() {
        let mut game = CrazyEights::new(Options::default(), 3, 11 + i as u64).unwrap();
        let mut steps = 0;
        while let Some(seat) = game.to_act().single() {
            let view = game.view(Some(seat));
            let action = decide(level, &view, DecisionSeed::at(1, game.step(), seat)).unwrap();
            game.apply(seat, action).unwrap();
            steps += 1;
            if level == Level::Hard && steps > 300 {
                break;
            }
        }
        assert!(level == Level::Hard || game.is_over());
    }
}

#[test]
fn the_legal_actions_of_a_view_are_the_games() {
    let mut game = CrazyEights::new(Options::default(), 4, 5).unwrap();
    for _ in 0..200 {
        let Some(seat) = game.to_act().single() else {
            break;
        };
        let view = game.view(Some(seat));
        assert_eq!(legal_of(&view, seat), game.legal_actions(seat));
        let action = decide(Level::Easy, &view, DecisionSeed::at(2, game.step(), seat)).unwrap();
        game.apply(seat, action).unwrap();
    }
}

mod rule_player {
    use super::super::rules::{Table, choose, unseen_by_suit};
    use crate::cards::{Card, Rank, Suit};
    use crate::games::crazy_eights::{Action, Cards};

    fn cards(codes: &[&str]) -> Cards {
        codes.iter().map(|c| c.parse::<Card>().unwrap()).collect()
    }

    fn play(code: &str) -> Action {
        Action::Play {
            card: code.parse().unwrap(),
            last_card: false,
        }
    }

    fn table(hand: Cards, fresh: bool) -> Table {
        Table {
            wild: Rank::Eight,
            skip: None,
            draw_two: false,
            next_holds: 5,
            fresh,
            unseen: unseen_by_suit(hand, &[], 1),
        }
    }

    #[test]
    fn it_leaves_to_follow_the_suit_it_keeps_most_of() {
        // On the 9♥: the 9♣ turns play to clubs, of which it keeps three.
        let hand = cards(&["9c", "2c", "5c", "Kc", "Kh", "4s"]);
        let legal = [play("9c"), play("Kh"), Action::Draw];
        assert_eq!(choose(hand, &legal, &table(hand, true)), Some(play("9c")));
    }

    #[test]
    fn it_holds_a_wild_card_back_with_a_large_hand_and_spends_it_with_a_small_one() {
        let large = cards(&["8d", "2c", "5c", "Kc", "4s"]);
        let legal = [play("8d"), Action::Draw];
        assert_eq!(
            choose(large, &legal, &table(large, true)),
            Some(Action::Draw)
        );
        // Having drawn already (drawing on), it plays the wild card.
        assert_eq!(
            choose(large, &legal, &table(large, false)),
            Some(play("8d"))
        );
        let small = cards(&["8d", "2c", "5c", "4s"]);
        assert_eq!(choose(small, &legal, &table(small, true)), Some(play("8d")));
    }

    #[test]
    fn it_names_its_longest_suit_wild_cards_aside() {
        let hand = cards(&["8s", "8h", "2c", "5c", "4d"]);
        let legal: Vec<Action> = Suit::ALL.iter().map(|&s| Action::Nominate(s)).collect();
        assert_eq!(
            choose(hand, &legal, &table(hand, true)),
            Some(Action::Nominate(Suit::Clubs))
        );
    }
}
