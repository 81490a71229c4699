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
