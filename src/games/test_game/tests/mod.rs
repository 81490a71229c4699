//! The drill played whole by random legal actions and checked after every step (cards
//! conserved, secrets kept, outcomes valid, logs replayed); hand-made cases in [`rules`].

mod rules;

use proptest::prelude::*;

use super::*;
use crate::core::Recipients;
use crate::core::rng::{Stream, below, rng_for};
use crate::games::Game;

fn card(code: &str) -> Card {
    code.parse().unwrap()
}

fn options(rounds: u8, deal: u8) -> DrillOptions {
    DrillOptions::default()
        .with_rounds(rounds)
        .unwrap()
        .with_deal(deal)
        .unwrap()
}

/// One applied action, with the match before and after it.
struct Step<'a> {
    before: &'a Drill,
    seat: Seat,
    action: Action,
    told: &'a [Told<DrillEvent>],
    after: &'a Drill,
}

/// A whole match of random legal actions (a seat on turn draws with odds `draw_in_8`/8
/// while it may), `watch` called after each; the log of actions, and the match.
fn play_out(
    options: DrillOptions,
    seed: u64,
    draw_in_8: u32,
    mut watch: impl FnMut(&Step),
) -> (Drill, Vec<(Seat, Action)>) {
    let mut drill = Drill::new(options, seed);
    let mut rng = rng_for(seed, Stream::Play, 0);
    let mut log = Vec::new();
    loop {
        let seats: Vec<Seat> = drill.to_act().seats().collect();
        if seats.is_empty() {
            return (drill, log);
        }
        let seat = seats[below(&mut rng, seats.len() as u32) as usize];
        let legal = drill.legal_actions(seat);
        let action = match legal.as_slice() {
            [Action::Draw, Action::Stand] if below(&mut rng, 8) < draw_in_8 => Action::Draw,
            [Action::Draw, Action::Stand] => Action::Stand,
            _ => legal[below(&mut rng, legal.len() as u32) as usize],
        };
        let before = drill.clone();
        let told = drill
            .apply(seat, action)
            .expect("a legal action is applied");
        watch(&Step {
            before: &before,
            seat,
            action,
            told: &told,
            after: &drill,
        });
        log.push((seat, action));
    }
}

/// Every card of the deck is in exactly one place: the stock, a hand, face down, or
/// thrown in.
fn assert_every_card_in_one_place(drill: &Drill) {
    let face_down: CardSet = drill.face_down.iter().flatten().copied().collect();
    let mut places = vec![drill.stock.to_set(), face_down, drill.thrown];
    places.extend(drill.hands);
    let total: u32 = places.iter().map(|p| p.len()).sum();
    let union = places.iter().fold(CardSet::EMPTY, |all, p| all | *p);
    assert_eq!(drill.stock.len() as u32, drill.stock.to_set().len());
    assert_eq!(union, CardSet::FULL, "a card is lost");
    assert_eq!(total, 52, "a card is in two places");
}

/// The JSON of `value`, to look for a card's code in.
fn json(value: &impl serde::Serialize) -> String {
    serde_json::to_string(value).unwrap()
}

fn quoted(card: Card) -> String {
    format!("\"{}\"", card.code())
}

/// Everyone but `seat`: the other seats and a spectator.
fn others(seat: Seat) -> impl Iterator<Item = Option<Seat>> {
    Seat::all(4)
        .filter(move |s| *s != seat)
        .map(Some)
        .chain([None])
}

/// What a seat (or a spectator) learns from a step: its view and the events reaching it.
fn learned(drill: &Drill, told: &[Told<DrillEvent>], who: Option<Seat>) -> String {
    let events: Vec<&DrillEvent> = told
        .iter()
        .filter(|t| t.to.reaches(who))
        .map(|t| &t.event)
        .collect();
    json(&(drill.view(who), events))
}

/// A choice that is not the round's last tells nobody else which card it was: no view
/// (its last round's reveal aside, which may name the same card of an earlier deck) and
/// no event reaching them names it, and what they learn is the same whichever card it was.
fn assert_choice_hidden(step: &Step) {
    let Action::Show(chosen) = step.action else {
        return;
    };
    if step.after.phase() != Phase::Choosing {
        return; // the round's last choice: all four are revealed
    }
    for who in others(step.seat) {
        let mut view = step.after.view(who);
        view.last_reveal = None;
        assert!(!json(&view).contains(&quoted(chosen)), "{who:?} sees it");
        for told in step.told.iter().filter(|t| t.to.reaches(who)) {
            assert!(!json(&told.event).contains(&quoted(chosen)), "{told:?}");
        }
    }
    for other in step.before.hands[step.seat.index()] {
        let mut alternative = step.before.clone();
        let told = alternative.apply(step.seat, Action::Show(other)).unwrap();
        for who in others(step.seat) {
            assert_eq!(
                learned(&alternative, &told, who),
                learned(step.after, step.told, who),
                "{who:?} tells {other} from {chosen}"
            );
        }
    }
}

/// Events naming a card held in secret reach its seat alone; every other event reaches the
/// table and names no card, except the reveal.
fn assert_events_addressed(step: &Step) {
    for told in step.told {
        let private_to = match told.event {
            DrillEvent::Dealt { seat, .. }
            | DrillEvent::DrewCard { seat, .. }
            | DrillEvent::ChoseCard { seat, .. } => Some(seat),
            _ => None,
        };
        match private_to {
            Some(seat) => assert_eq!(told.to, Recipients::seat(seat), "{told:?}"),
            None => assert_eq!(told.to, Recipients::Table, "{told:?}"),
        }
        if private_to.is_none() && !matches!(told.event, DrillEvent::Revealed(_)) {
            let text = json(&told.event);
            assert!(
                CardSet::FULL.iter().all(|c| !text.contains(&quoted(c))),
                "{text}"
            );
        }
    }
}

fn assert_valid_outcome(drill: &Drill) {
    let outcome = Game::outcome(drill).expect("the match is over");
    let points = drill.points();
    let rounds = u32::from(drill.options().rounds());
    assert!(
        (rounds..=2 * rounds).contains(&(points[0] + points[1])),
        "{points:?}"
    );
    assert_eq!(outcome.teams.unwrap().as_slice(), [0, 1, 0, 1]);
    let scores: Vec<i32> = [0, 1, 0, 1].map(|t| points[t] as i32).to_vec();
    assert_eq!(outcome.scores.as_slice(), scores);
    let places = match points[0].cmp(&points[1]) {
        std::cmp::Ordering::Greater => [0, 2, 0, 2],
        std::cmp::Ordering::Less => [2, 0, 2, 0],
        std::cmp::Ordering::Equal => [0; 4],
    };
    assert_eq!(outcome.places.as_slice(), places);
    assert_eq!(drill.to_act(), ToAct::Nobody);
    assert_eq!(Game::progress(drill).rounds_complete, rounds);
    assert!(Seat::all(4).all(|s| drill.legal_actions(s).is_empty()));
}

#[test]
fn random_matches_end_with_a_valid_outcome_and_every_step_keeps_the_rules() {
    for seed in 0..60 {
        let options = options(1 + (seed % 9) as u8, 1 + (seed % 13) as u8);
        let mut applied = 0;
        let (drill, log) = play_out(options, seed, (seed % 8) as u32, |step| {
            applied += 1;
            assert_eq!(step.after.step, applied);
            assert_every_card_in_one_place(step.after);
            assert_events_addressed(step);
            assert_choice_hidden(step);
        });
        assert_valid_outcome(&drill);
        assert_eq!(drill.step, log.len() as u64);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn any_match_conserves_its_cards_keeps_its_secrets_and_replays(
        seed in any::<u64>(),
        rounds in 1u8..=9,
        deal in 1u8..=13,
        draw_in_8 in 0u32..8,
    ) {
        let options = options(rounds, deal);
        let (drill, log) = play_out(options, seed, draw_in_8, |step| {
            assert_every_card_in_one_place(step.after);
            assert_events_addressed(step);
            assert_choice_hidden(step);
            for action in step.before.legal_actions(step.seat) {
                assert_eq!(step.before.check(step.seat, action), Ok(()));
            }
        });
        assert_valid_outcome(&drill);
        let text = json(&log);
        let read: Vec<(Seat, Action)> = serde_json::from_str(&text).unwrap();
        let mut replayed = <Drill as Game>::start(options, 4, seed).unwrap();
        for (seat, action) in read {
            replayed.apply(seat, action).unwrap();
        }
        prop_assert_eq!(replayed, drill);
    }
}
