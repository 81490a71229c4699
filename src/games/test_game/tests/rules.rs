//! Hand-made cases of the drill's rules: the deal, the drawing and the choosing, the
//! ruling, the places, the refusals, and what a spectator sees.

use super::*;
use crate::games::{GameKind, GameOptions};

#[test]
fn the_first_round_is_dealt_from_the_seed_and_told_seat_by_seat() {
    let drill = <Drill as Game>::start(options(3, 5), 4, 7).unwrap();
    assert_eq!(drill, Drill::new(options(3, 5), 7));
    assert_ne!(drill.hands, Drill::new(options(3, 5), 8).hands);
    assert_eq!(drill.to_act(), ToAct::One(Seat(0)));
    assert_eq!(drill.view(None).stock, 52 - 20);
    let opening = Game::opening_events(&drill);
    assert_eq!(
        opening[0],
        Told::table(DrillEvent::RoundDealt {
            round: 0,
            leader: Seat(0),
            deal: 5
        })
    );
    for seat in Seat::all(4) {
        let hand = drill.view(Some(seat)).hand.unwrap();
        assert_eq!(hand.len(), 5);
        assert!(opening.contains(&Told::seat(seat, DrillEvent::Dealt { seat, hand })));
    }
    assert_every_card_in_one_place(&drill);
}

#[test]
fn a_drill_seats_four_and_no_other_number() {
    for seats in [0, 2, 3, 5, 10] {
        let refused = <Drill as Game>::start(DrillOptions::default(), seats, 1).unwrap_err();
        assert_eq!(refused, SetupError::Seats(seats));
    }
    assert_eq!(<Drill as Game>::seats_allowed(), 4..=4);
    assert_eq!(GameKind::TestGame.entry().kind, <Drill as Game>::KIND);
    assert_eq!(GameKind::TestGame.entry().options, DrillOptions::schema());
}

/// Stands every seat of the drawing, from the seat on turn.
fn stand_all(drill: &mut Drill) -> Vec<Told<DrillEvent>> {
    let mut told = Vec::new();
    while let ToAct::One(seat) = drill.to_act() {
        told.extend(drill.apply(seat, Action::Stand).unwrap());
    }
    told
}

#[test]
fn a_draw_is_named_to_the_drawer_alone_and_the_table_hears_only_that_it_drew() {
    let mut drill = Drill::new(options(1, 5), 3);
    let top = drill.stock.top().unwrap();
    let told = drill.apply(Seat(0), Action::Draw).unwrap();
    let mine = DrillEvent::DrewCard {
        seat: Seat(0),
        card: top,
    };
    let public = DrillEvent::Drew {
        seat: Seat(0),
        stock: 31,
    };
    assert_eq!(told, [Told::seat(Seat(0), mine), Told::table(public)]);
    assert!(!json(&public).contains(&quoted(top)));
    assert!(drill.view(Some(Seat(0))).hand.unwrap().contains(top));
    assert_eq!(drill.view(None).hand_sizes, [6, 5, 5, 5]);
    assert_eq!(
        drill.to_act(),
        ToAct::One(Seat(0)),
        "a drawer stays on turn"
    );
}

#[test]
fn a_hand_grows_past_25_cards_and_every_card_of_it_may_be_shown() {
    let mut drill = Drill::new(options(2, 5), 11);
    for _ in 0..30 {
        drill.apply(Seat(0), Action::Draw).unwrap();
    }
    let view = drill.view(Some(Seat(0)));
    assert_eq!(view.hand.unwrap().len(), 35);
    assert_eq!(view.hand_sizes, [35, 5, 5, 5]);
    assert_eq!(view.stock, 2);
    stand_all(&mut drill);
    assert_eq!(drill.phase(), Phase::Choosing);
    let shows = drill.legal_actions(Seat(0));
    assert_eq!(shows.len(), 35);
    assert!(
        shows
            .iter()
            .all(|a| matches!(a, Action::Show(c) if view.hand.unwrap().contains(*c)))
    );
}

#[test]
fn the_drawing_goes_round_from_the_leader_and_then_all_four_choose_at_once() {
    let mut drill = Drill::new(options(2, 1), 5);
    let told = stand_all(&mut drill);
    let stood: Vec<Seat> = told
        .iter()
        .filter_map(|t| match t.event {
            DrillEvent::Stood { seat } => Some(seat),
            _ => None,
        })
        .collect();
    assert_eq!(stood, [Seat(0), Seat(1), Seat(2), Seat(3)]);
    assert_eq!(
        told.last(),
        Some(&Told::table(DrillEvent::ChoosingBegan { round: 0 }))
    );
    assert_eq!(drill.to_act(), ToAct::Several(SeatSet::all(4)));
    let card = drill.hands[2].first().unwrap();
    drill.apply(Seat(2), Action::Show(card)).unwrap();
    assert_eq!(
        drill.to_act(),
        ToAct::Several(SeatSet::all(4).without(Seat(2)))
    );
    assert!(drill.legal_actions(Seat(2)).is_empty());
    assert_eq!(drill.view(None).chosen, SeatSet::of(Seat(2)));
    assert_eq!(drill.view(Some(Seat(2))).face_down, Some(card));
    assert_eq!(drill.view(Some(Seat(1))).face_down, None);
    for seat in [Seat(0), Seat(1), Seat(3)] {
        let card = drill.hands[seat.index()].first().unwrap();
        drill.apply(seat, Action::Show(card)).unwrap();
    }
    assert_eq!(Game::progress(&drill).rounds_complete, 1);
    assert_eq!(
        drill.to_act(),
        ToAct::One(Seat(1)),
        "round 1 is led by seat 2"
    );
    assert_every_card_in_one_place(&drill);
}

/// The reveal of these four cards, shown by seats 0 to 3, after `points`.
fn ruled(codes: [&str; 4], points: [u32; 2]) -> Reveal {
    let mut drill = Drill::new(options(3, 5), 1);
    drill.points = points;
    drill.ruling(codes.map(card))
}

#[test]
fn the_highest_card_wins_by_rank_then_suit_and_a_sweep_scores_two() {
    let one = ruled(["As", "Ah", "Ks", "2c"], [0, 0]);
    assert_eq!((one.winner, one.team, one.points), (Seat(0), Team(0), 1));
    assert_eq!(one.standings, [1, 0]);
    let sweep = ruled(["As", "Qh", "Ks", "2c"], [1, 1]);
    assert_eq!(
        (sweep.winner, sweep.points, sweep.standings),
        (Seat(0), 2, [3, 1])
    );
    let by_suit = ruled(["Ac", "Ad", "2h", "3s"], [0, 0]);
    assert_eq!(
        (by_suit.winner, by_suit.team, by_suit.points),
        (Seat(1), Team(1), 1)
    );
    let sweep = ruled(["9s", "10c", "2d", "Jc"], [0, 4]);
    assert_eq!(
        (sweep.winner, sweep.points, sweep.standings),
        (Seat(3), 2, [0, 6])
    );
    let close = ruled(["Kh", "Ks", "Qd", "Qc"], [0, 0]);
    assert_eq!((close.winner, close.points), (Seat(1), 1));
}

/// A drill over with these points.
fn over(points: [u32; 2]) -> Drill {
    let mut drill = Drill::new(options(3, 5), 1);
    drill.points = points;
    drill.phase = Phase::Over;
    drill.round = 3;
    drill
}

#[test]
fn teams_place_together_the_winners_first_and_a_tie_places_all_first() {
    let won = Game::outcome(&over([3, 1])).unwrap();
    assert_eq!(won.places.as_slice(), [0, 2, 0, 2]);
    assert_eq!(won.teams.unwrap().as_slice(), [0, 1, 0, 1]);
    assert_eq!(won.scores.as_slice(), [3, 1, 3, 1]);
    let lost = Game::outcome(&over([1, 4])).unwrap();
    assert_eq!(lost.places.as_slice(), [2, 0, 2, 0]);
    let tied = Game::outcome(&over([2, 2])).unwrap();
    assert_eq!(tied.places.as_slice(), [0, 0, 0, 0]);
    assert_eq!(tied.scores.as_slice(), [2, 2, 2, 2]);
    assert_eq!(Game::outcome(&Drill::new(options(3, 5), 1)), None);
}

#[test]
fn a_resigning_seat_places_its_team_last_whatever_the_points() {
    let mut drill = Drill::new(options(3, 5), 1);
    drill.points = [3, 0];
    let resigned = drill.resigned(Seat(2));
    assert_eq!(resigned.places.as_slice(), [2, 0, 2, 0]);
    assert_eq!(resigned.scores.as_slice(), [3, 0, 3, 0]);
    assert_eq!(resigned.teams.unwrap().as_slice(), [0, 1, 0, 1]);
    assert_eq!(drill.resigned(Seat(1)).places.as_slice(), [0, 2, 0, 2]);
}

#[test]
fn progress_counts_rounds_and_each_reveal_is_announced_alone() {
    let mut announced = 0;
    let (drill, _) = play_out(options(4, 3), 9, 3, |step| {
        let before = Game::progress(step.before).rounds_complete;
        let after = Game::progress(step.after).rounds_complete;
        let revealed = step
            .told
            .iter()
            .filter(|t| matches!(t.event, DrillEvent::Revealed(_)))
            .count() as u32;
        assert_eq!(after, before + revealed);
        let events: Vec<DrillEvent> = step.told.iter().map(|t| t.event).collect();
        let groups = Drill::announced(&events);
        assert_eq!(groups.len() as u32, revealed);
        assert!(
            groups
                .iter()
                .all(|g| matches!(g[..], [DrillEvent::Revealed(_)]))
        );
        announced += groups.len();
    });
    assert_eq!(announced, 4);
    assert_eq!(Game::progress(&drill).rounds, Some(4));
    assert_eq!(drill.view(None).last_reveal.unwrap().round, 3);
}

/// Every refusal, and the match untouched by it.
fn refused(drill: &Drill, seat: Seat, action: Action) -> Refusal {
    let mut tried = drill.clone();
    let refusal = tried.apply(seat, action).unwrap_err();
    assert_eq!(&tried, drill, "a refused action changes nothing");
    assert_eq!(drill.check(seat, action), Err(refusal));
    refusal
}

#[test]
fn each_illegal_action_is_refused_with_its_reason() {
    let mut drill = Drill::new(options(1, 5), 2);
    let held = drill.hands[0].first().unwrap();
    let elsewhere = drill.hands[1].first().unwrap();
    let turn = Refusal::NotYourTurn { turn: Seat(0) };
    assert_eq!(refused(&drill, Seat(1), Action::Draw), turn);
    assert_eq!(refused(&drill, Seat(3), Action::Show(held)), turn);
    assert_eq!(
        refused(&drill, Seat(0), Action::Show(held)),
        Refusal::StillDrawing
    );
    assert_eq!(
        refused(&drill, Seat(4), Action::Stand),
        Refusal::NoSuchSeat(Seat(4))
    );
    stand_all(&mut drill);
    assert!(drill.legal_actions(Seat(9)).is_empty());
    assert_eq!(
        refused(&drill, Seat(9), Action::Draw),
        Refusal::NoSuchSeat(Seat(9))
    );
    assert_eq!(refused(&drill, Seat(1), Action::Draw), Refusal::DrawingOver);
    assert_eq!(
        refused(&drill, Seat(1), Action::Stand),
        Refusal::DrawingOver
    );
    let not_held = refused(&drill, Seat(0), Action::Show(elsewhere));
    assert_eq!(not_held, Refusal::NotHeld(elsewhere));
    assert_eq!(not_held.to_string(), format!("you do not hold {elsewhere}"));
    drill.apply(Seat(0), Action::Show(held)).unwrap();
    let again = drill.hands[0].first().unwrap();
    assert_eq!(
        refused(&drill, Seat(0), Action::Show(again)),
        Refusal::AlreadyChosen
    );
    for seat in [Seat(1), Seat(2), Seat(3)] {
        let card = drill.hands[seat.index()].first().unwrap();
        drill.apply(seat, Action::Show(card)).unwrap();
    }
    assert_eq!(refused(&drill, Seat(0), Action::Stand), Refusal::MatchOver);
    assert_eq!(drill.step, 8, "refusals are not counted");

    let full_deal = Drill::new(options(1, 13), 2);
    assert_eq!(full_deal.view(None).stock, 0);
    assert_eq!(
        refused(&full_deal, Seat(0), Action::Draw),
        Refusal::StockEmpty
    );
    assert_eq!(full_deal.legal_actions(Seat(0)), [Action::Stand]);
    assert!(full_deal.legal_actions(Seat(1)).is_empty());
}

#[test]
fn actions_are_written_compactly_with_card_codes() {
    let written = json(&[Action::Draw, Action::Stand, Action::Show(card("Qh"))]);
    assert_eq!(written, r#"["draw","stand",{"show":"Qh"}]"#);
    let read: Vec<Action> = serde_json::from_str(r#"["stand",{"show":"10s"}]"#).unwrap();
    assert_eq!(read, [Action::Stand, Action::Show(card("10s"))]);
    assert!(serde_json::from_str::<Action>(r#"{"show":"1x"}"#).is_err());
}

#[test]
fn a_spectator_sees_everything_but_the_hands() {
    let mut drill = Drill::new(options(2, 4), 6);
    drill.apply(Seat(0), Action::Draw).unwrap();
    let seat = drill.view(Some(Seat(0)));
    let spectator = drill.view(None);
    assert_eq!(spectator.hand, None);
    assert_eq!(spectator.face_down, None);
    assert_eq!(
        DrillView {
            seat: Some(Seat(0)),
            hand: seat.hand,
            ..spectator
        },
        seat
    );
    let text = json(&spectator);
    assert!(
        CardSet::FULL.iter().all(|c| !text.contains(&quoted(c))),
        "{text}"
    );
}
