//! Cribbage through the real bot and the fake Discord: opened with `/games new`, the game
//! to 61 set by the host from the lobby's menu; two people and two computers playing it as
//! two partnerships, the people from their phones' panels (the game's own move controls:
//! a button per card for the one card laid away at four, the fitting cards live and the
//! others disabled in the play, go alone when nothing fits). Each panel offers exactly the
//! engine's legal actions, no public message (nor the picture's alt text) shows a card
//! still in a hand or a discard before the crib is shown, the bot restarts in the middle of
//! the play, and the match closes with its places. Then two people lay away at once: each
//! pinged once by the message that asked both, each seeing only their own discard. Last, a
//! person who lets the turn timer run out while laying away is laid away for by the
//! autopilot alone: the other person's and the computer's discards stand as they chose
//! them, the table says who has chosen and never what, and nobody sees another's discard.

use std::time::Duration;

use super::{PATIENCE, fake, in_place, silently, start_bot, temp_db, wait_for_faces};
use crate::support::fake_discord::{
    CHANNEL_ID, DEFAULT_WAIT, FakeDiscord, FakeUser, RecordedMessage,
};
use ribs::ai::{DecisionSeed, Level};
use ribs::cards::Card;
use ribs::core::Seat;
use ribs::discord::Bot;
use ribs::games::cribbage::{Action, Cribbage, Options, Phase};
use ribs::store::{ActedBy, Store};
use ribs::table::{MatchId, PlaceId, TableInfo, TableStatus};

async fn info(bot: &Bot, id: MatchId) -> Option<TableInfo<Cribbage>> {
    bot.service().info::<Cribbage>(id).await.ok()
}

/// `/games new game:"Cribbage" computers:<n>` (and `more` of the command's options) by the
/// first person, the game to 61 set in the lobby, the others joining, the host starting.
async fn opened(
    fake: &FakeDiscord,
    bot: &Bot,
    people: &[FakeUser],
    computers: u8,
    more: &str,
) -> MatchId {
    let host = &people[0];
    let name = ribs::games::GameKind::Cribbage.entry().name;
    let command = format!("/games new game:\"{name}\" computers:{computers} {more}");
    let answer = fake.ask(host, CHANNEL_ID, command.trim_end()).await;
    assert!(answer.ephemeral, "{}", answer.text());
    let id = bot
        .service()
        .table_at(PlaceId(CHANNEL_ID))
        .expect("a table");
    super::set_option(fake, host, id, "target", "61", "61 points").await;
    let join = format!("ribs:{id}:join");
    let everyone = people.len() + usize::from(computers);
    for person in &people[1..] {
        let lobby = fake
            .wait_channel_message(CHANNEL_ID, |m| m.custom_ids().contains(&join), DEFAULT_WAIT)
            .await
            .unwrap();
        silently(fake.click(person, &lobby, &join), "a Join").await;
    }
    let full = format!("\n{everyone}. ");
    fake.wait_until(
        move |s| {
            s.channel_messages(CHANNEL_ID).iter().any(|m| {
                m.custom_ids().contains(&join)
                    && m.text().contains(&full)
                    && m.text().contains("61 points")
            })
        },
        DEFAULT_WAIT,
    )
    .await
    .expect("the lobby shows everyone and the game to 61");
    let start = format!("ribs:{id}:start");
    let lobby = fake
        .wait_channel_message(
            CHANNEL_ID,
            |m| m.custom_ids().contains(&start),
            DEFAULT_WAIT,
        )
        .await
        .unwrap();
    silently(fake.click(host, &lobby, &start), "Start").await;
    let options = info(bot, id).await.expect("the table").options;
    assert_eq!(
        options,
        Options {
            target: 61,
            ..Options::default()
        }
    );
    id
}

/// The game as the store holds it now, replayed by the engine.
async fn game_of(store: &Store, id: MatchId) -> Cribbage {
    let stored = store.open_table(id).await.unwrap().expect("the open table");
    let options: Options = serde_json::from_value(stored.options).unwrap();
    let log = stored.actions.iter().map(|a| {
        (
            Seat(a.seat),
            serde_json::from_value::<Action>(a.action.clone()).unwrap(),
        )
    });
    Cribbage::replay(options, stored.seats.len() as u8, stored.seed, log).unwrap()
}

fn code(action: Action) -> String {
    match action {
        Action::Discard(cards) => {
            let codes: Vec<String> = cards.iter().map(|c| c.code()).collect();
            format!("lay.{}", codes.join("."))
        }
        Action::Play(card) => format!("card.{}", card.code()),
        Action::Go => "go".into(),
        Action::Claim(n) => format!("claim.{n}"),
    }
}

/// Whether `text` shows `card` ("10♥" is not "0♥").
fn shows(text: &str, card: Card) -> bool {
    let shown = card.to_string();
    text.match_indices(&shown)
        .any(|(at, _)| !(shown.starts_with('0') && text[..at].ends_with('1')))
}

/// What a public message says: its text and its picture's alt text.
fn public_text(m: &RecordedMessage) -> String {
    let alt = m
        .embed_image()
        .and_then(|a| a.description)
        .unwrap_or_default();
    format!("{}\n{alt}", m.text())
}

/// The cards nobody but their holder may know now: each hand, each discard while the crib
/// is face down.
fn hidden(game: &Cribbage) -> Vec<Card> {
    let crib_up = game.view(None).crib.is_some();
    let mut cards = Vec::new();
    for seat in Seat::all(game.seats()) {
        cards.extend(game.hand().held(seat).iter());
        if !crib_up {
            cards.extend(game.hand().discard(seat).unwrap_or_default().iter());
        }
    }
    cards
}

/// No public message posted since the hand began (`marker`), and not the table message
/// once it shows this step, shows a hidden card.
fn assert_nothing_hidden_shown(fake: &FakeDiscord, game: &Cribbage, marker: u64) {
    let hand = format!(":hand:{}", game.step());
    for m in fake.channel_messages(CHANNEL_ID) {
        let table_now = m.custom_ids().iter().any(|c| c.ends_with(&hand));
        if m.ephemeral || !(m.id > marker || table_now) {
            continue;
        }
        let text = public_text(&m);
        for card in hidden(game) {
            assert!(!shows(&text, card), "{card:?} shown in {}: {text}", m.id);
        }
    }
}

/// The seat a person sits in.
fn seat_of(info: &TableInfo<Cribbage>, user: &FakeUser) -> Seat {
    let at = info
        .seats
        .iter()
        .position(|s| s.occupant.user().map(|u| u.0) == Some(user.id))
        .expect("seated");
    Seat(at as u8)
}

/// The person opens their panel from the table message of `step` (as when pinged).
async fn panel_at(fake: &FakeDiscord, id: MatchId, step: u64, user: &FakeUser) -> RecordedMessage {
    let hand = format!("ribs:{id}:hand:{step}");
    let table = fake
        .wait_channel_message(CHANNEL_ID, |m| m.custom_ids().contains(&hand), DEFAULT_WAIT)
        .await
        .expect("the table message of this step");
    let opened = fake
        .click(user, &table, &hand)
        .wait_response(DEFAULT_WAIT)
        .await
        .expect("the panel opens");
    assert!(opened.ephemeral, "a panel is private");
    opened.original.clone().expect("the panel")
}

/// The move codes a panel offers: its live buttons and its menus' options; and its
/// disabled buttons.
fn offered(panel: &RecordedMessage, prefix: &str) -> (Vec<String>, Vec<String>) {
    let (mut live, mut off) = (Vec::new(), Vec::new());
    for b in panel.buttons() {
        if let Some(code) = b.custom_id.strip_prefix(prefix) {
            if b.disabled { &mut off } else { &mut live }.push(code.to_string());
        }
    }
    for menu in panel.selects() {
        live.extend(menu.options.iter().map(|o| o.value.clone()));
    }
    live.sort();
    off.sort();
    (live, off)
}

/// The person on turn acts from their panel, which offers exactly the legal actions.
async fn act_from_panel(
    fake: &FakeDiscord,
    store: &Store,
    id: MatchId,
    now: &TableInfo<Cribbage>,
    user: &FakeUser,
    turn: usize,
) {
    let seat = seat_of(now, user);
    let game = game_of(store, id).await;
    if game.step() != now.step {
        return; // a computer moved since `now` was read: the caller reads the table again
    }
    let legal = game.legal_actions(seat);
    let panel = panel_at(fake, id, now.step, user).await;
    let step = now.seats[seat.index()]
        .turn_began
        .filter(|_| game.hand().phase() == Phase::Discard)
        .unwrap_or(now.step);
    let prefix = format!("ribs:{id}:mv:{step}:");
    let (live, off) = offered(&panel, &prefix);
    let mut expected: Vec<String> = legal.iter().map(|&a| code(a)).collect();
    expected.sort();
    assert_eq!(live, expected, "{}", panel.text());
    let fits = game.hand().playable(seat);
    let mut unfit: Vec<String> = match legal[0] {
        Action::Play(_) | Action::Go => game
            .hand()
            .held(seat)
            .iter()
            .filter(|&c| !fits.contains(c))
            .map(|c| code(Action::Play(c)))
            .collect(),
        _ => Vec::new(),
    };
    unfit.sort();
    assert_eq!(off, unfit, "{}", panel.text());
    for b in panel.buttons() {
        if b.custom_id.contains(":mv:") && b.custom_id.contains("card.") {
            assert!(b.emoji.is_some(), "{} shows its face", b.custom_id);
        }
    }
    let action = legal[turn % legal.len()];
    let said = match action {
        Action::Discard(cards) => format!("You laid away {cards}."),
        Action::Play(card) => format!("You laid {card}."),
        Action::Go => "You said go.".into(),
        Action::Claim(n) => format!("You claimed {n}."),
    };
    let code = code(action);
    let click = match panel.selects().first() {
        Some(menu) if menu.options.iter().any(|o| o.value == code) => {
            let menu = menu.custom_id.clone();
            fake.select(user, &panel, &menu, &[code.as_str()])
        }
        _ => fake.click(user, &panel, &format!("{prefix}{code}")),
    };
    in_place(
        click,
        &panel,
        |m| m.text().contains(&said),
        "an action from the panel",
    )
    .await;
}

/// Waits until the table moves past `step` (the computers' turns) or closes.
async fn moved_on(bot: &Bot, id: MatchId, step: u64) {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    while tokio::time::Instant::now() < deadline {
        match info(bot, id).await {
            Some(now) if now.status == TableStatus::Playing && now.step == step => {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            _ => return,
        }
    }
    panic!("the table stayed at step {step}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_partnerships_of_people_and_computers_play_cribbage_across_a_restart() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let mut bot = start_bot(&fake, &db).await;
    wait_for_faces(&fake).await;
    let people = [fake.user(80, "Ann"), fake.user(81, "Bob")];
    let id = opened(&fake, &bot, &people, 2, "").await;
    let store = crate::support::database::reader(&db).await;
    let (mut hand, mut marker, mut finished) = (0, 0, 0);
    let (mut turns, mut restarted) = (0, false);
    loop {
        let Some(now) = info(&bot, id).await else {
            break;
        };
        if now.status != TableStatus::Playing {
            break;
        }
        let v = now.public.clone().expect("a game under way");
        if v.number != hand {
            if hand > 0 {
                // The last hand's crib is announced (or its game won in the play) before
                // this hand's messages count: the last hand's last card, posted after the
                // new deal, may name a card dealt again.
                finished += 1;
                let done = finished;
                fake.wait_until(
                    move |s| {
                        let public = s.channel_messages(CHANNEL_ID);
                        let public = public.iter().filter(|m| !m.ephemeral);
                        let cribs = public.clone().filter(|m| m.text().contains("'s crib:"));
                        cribs.count() >= done
                            || public.into_iter().any(|m| m.text().contains("wins game"))
                    },
                    PATIENCE,
                )
                .await
                .expect("the last crib counted");
            }
            hand = v.number;
            marker = fake.all_messages().iter().map(|m| m.id).max().unwrap_or(0);
        }
        let person = people
            .iter()
            .find(|u| now.waiting.contains(seat_of(&now, u)));
        let Some(user) = person else {
            moved_on(&bot, id, now.step).await;
            continue;
        };
        let game = game_of(&store, id).await;
        assert_nothing_hidden_shown(&fake, &game, marker);
        if !restarted && v.phase == Phase::Play && !v.sequence.is_empty() {
            bot.shutdown().await;
            bot = start_bot(&fake, &db).await;
            restarted = true;
            continue;
        }
        act_from_panel(&fake, &store, id, &now, user, turns).await;
        turns += 1;
    }
    assert!(restarted, "the bot restarted in the play");
    assert!(turns >= 8, "the people played ({turns} turns)");
    for shown in ["Starter: ", "'s hand:", "'s crib:", "wins game 1"] {
        fake.wait_channel_message(CHANNEL_ID, |m| m.text().contains(shown), DEFAULT_WAIT)
            .await
            .unwrap_or_else(|_| panic!("{shown} announced"));
    }
    let closing = fake
        .wait_channel_message(
            CHANNEL_ID,
            |m| m.text().contains("wins the match"),
            DEFAULT_WAIT,
        )
        .await
        .expect("the match's closing");
    let text = closing.text();
    assert!(
        text.contains("1. Side ") && text.contains("2. Side "),
        "{text}"
    );
    for user in &people {
        assert!(
            !fake.notifications_for(user).is_empty(),
            "{} pinged",
            user.name
        );
    }
    store.close().await;
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_lay_away_at_once_each_pinged_once_and_seeing_only_their_own() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    wait_for_faces(&fake).await;
    let people = [fake.user(90, "Ann"), fake.user(91, "Bob")];
    let id = opened(&fake, &bot, &people, 0, "").await;
    let began = info(&bot, id).await.expect("the table");
    assert_eq!(began.public.as_ref().unwrap().phase, Phase::Discard);
    let step = began.step;
    let hand = format!("ribs:{id}:hand:{step}");
    let asked = fake
        .wait_channel_message(CHANNEL_ID, |m| m.custom_ids().contains(&hand), DEFAULT_WAIT)
        .await
        .expect("the table message asking both");
    assert!(
        asked.text().contains("lay away to the crib"),
        "{}",
        asked.text()
    );
    let mut panels = Vec::new();
    for user in &people {
        panels.push(panel_at(&fake, id, step, user).await);
    }
    let store = crate::support::database::reader(&db).await;
    let mut laid = Vec::new();
    for (k, (user, panel)) in people.iter().zip(&panels).enumerate() {
        let game = game_of(&store, id).await;
        let seat = seat_of(&began, user);
        let legal = game.legal_actions(seat);
        assert_eq!(legal.len(), 15, "two of six: fifteen ways");
        let action = legal[k * 7];
        let Action::Discard(cards) = action else {
            panic!("a discard")
        };
        let menu = format!("ribs:{id}:mvs:{step}:0");
        let said = format!("You laid away {cards}.");
        let pick = fake.select(user, panel, &menu, &[code(action).as_str()]);
        in_place(pick, panel, |m| m.text().contains(&said), "a discard").await;
        laid.push(cards);
        if k == 0 {
            // The table shows Ann has laid away, never what; Bob's panel is unchanged.
            let ann = seat_of(&began, user);
            fake.wait_until(
                move |s| {
                    s.channel_messages(CHANNEL_ID).iter().any(|m| {
                        m.custom_ids().iter().any(|c| c.contains(":hand:"))
                            && m.text().contains("Ann")
                            && m.text().contains("laid away ✓")
                    })
                },
                DEFAULT_WAIT,
            )
            .await
            .expect("the table shows Ann has laid away");
            let _ = ann;
            for m in fake.channel_messages(CHANNEL_ID) {
                if !m.ephemeral {
                    for card in cards.iter() {
                        assert!(!shows(&public_text(&m), card), "{card:?} in {}", m.text());
                    }
                }
            }
            let bob = fake.message(panels[1].id).unwrap();
            assert!(!bob.text().contains("You laid away"), "{}", bob.text());
        }
    }
    // Once both are in, the starter is turned and the play begins.
    fake.wait_until(
        move |s| {
            s.channel_messages(CHANNEL_ID)
                .iter()
                .any(|m| m.text().contains("Starter: ") && m.text().contains("Count"))
        },
        DEFAULT_WAIT,
    )
    .await
    .expect("the starter turned and the count shown");
    // Each was pinged once for the discard, by the message that asked both.
    for user in &people {
        let pings: Vec<u64> = fake
            .notifications_for(user)
            .iter()
            .map(|n| n.message_id)
            .collect();
        assert_eq!(pings.first(), Some(&asked.id), "{} pinged by it", user.name);
        assert!(
            pings.iter().filter(|&&m| m == asked.id).count() == 1,
            "{} pinged once: {pings:?}",
            user.name
        );
    }
    store.close().await;
    bot.shutdown().await;
}

/// What every version of a message says, and its picture's alt text now.
fn ever_said(m: &RecordedMessage) -> String {
    format!("{}\n{}", m.all_text(), public_text(m))
}

/// The hand's three discards as the store logged them: Bob's his own `bobs`, the
/// computer's what it decides from its view, Ann's (last, at her time) the autopilot's,
/// what the computer player (normal) decides from her view alone. The hand replayed.
async fn discards_as_chosen(
    store: &Store,
    id: MatchId,
    (ann, bob): (Seat, Seat),
    bobs: Action,
) -> Cribbage {
    let stored = store.open_table(id).await.unwrap().expect("the open table");
    let options: Options = serde_json::from_value(stored.options.clone()).unwrap();
    let mut replayed = Cribbage::new(options, 3, stored.seed).unwrap();
    let mut by_seat = Vec::new();
    for row in stored.actions.iter().take(3) {
        let (seat, action) = (
            Seat(row.seat),
            serde_json::from_value::<Action>(row.action.clone()).unwrap(),
        );
        let seed = DecisionSeed::at(stored.seed, replayed.step(), seat);
        let decided = ribs::ai::cribbage::decide(Level::Normal, &replayed.view(Some(seat)), seed);
        replayed.apply(seat, action).unwrap();
        by_seat.push((seat, action, row.by, decided));
    }
    assert_eq!(by_seat.len(), 3, "three discards: {by_seat:?}");
    for (seat, action, by, decided) in &by_seat {
        let Action::Discard(laid) = action else {
            panic!("a discard first: {action:?}")
        };
        assert_eq!(laid.len(), 1);
        if *seat == bob {
            assert_eq!((*action, *by), (bobs, ActedBy::Player), "Bob's own choice");
        } else if *seat == ann {
            assert_eq!(*by, ActedBy::Autopilot, "Ann's discard by the autopilot");
            assert_eq!(Some(*action), *decided, "the autopilot's choice for Ann");
        } else {
            assert_eq!(*by, ActedBy::Computer);
            assert_eq!(Some(*action), *decided, "the computer's own choice");
        }
    }
    assert_eq!(
        by_seat.last().map(|b| b.0),
        Some(ann),
        "Ann's came last, at her time"
    );
    replayed
}

/// No message a person could ever see (every version, the picture's alt text) shows a
/// card another seat laid away.
fn assert_no_other_discard_seen(
    fake: &FakeDiscord,
    hand: &Cribbage,
    people: [(&FakeUser, Seat); 2],
) {
    let discards: Vec<(Seat, Card)> = Seat::all(3)
        .flat_map(|s| {
            let laid = hand.hand().discard(s).unwrap_or_default();
            laid.iter().map(move |c| (s, c)).collect::<Vec<_>>()
        })
        .collect();
    for (user, own) in people {
        for m in fake.messages_ever_seen_by(user) {
            let text = ever_said(&m);
            for &(seat, card) in discards.iter().filter(|(s, _)| *s != own) {
                assert!(
                    !shows(&text, card),
                    "{} saw seat {}'s discard {card:?} in {}: {text}",
                    user.name,
                    seat.0 + 1,
                    m.id
                );
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_whose_time_runs_out_at_the_crib_is_laid_away_for_by_the_autopilot_alone() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    wait_for_faces(&fake).await;
    let people = [fake.user(95, "Ann"), fake.user(96, "Bob")];
    // Three hands: Ann, Bob and a computer each lay one card away; 8 seconds a turn.
    let id = opened(&fake, &bot, &people, 1, "turn_timer:8").await;
    // The computer lays away at once; the table then waits for the two people.
    let deadline = tokio::time::Instant::now() + PATIENCE;
    let began = loop {
        let now = info(&bot, id).await.expect("the table");
        if now.waiting.len() == 2 {
            break now;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the computer laid away"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    assert_eq!(began.public.as_ref().unwrap().phase, Phase::Discard);
    let (ann, bob) = (seat_of(&began, &people[0]), seat_of(&began, &people[1]));
    let step = began.step;
    // Both open their panels; Bob lays away, Ann does nothing.
    let ann_panel = panel_at(&fake, id, step, &people[0]).await;
    let bob_panel = panel_at(&fake, id, step, &people[1]).await;
    let store = crate::support::database::reader(&db).await;
    let dealt = game_of(&store, id).await;
    let legal = dealt.legal_actions(bob);
    assert_eq!(legal.len(), 5, "one of five: five ways");
    let bobs = legal[3];
    let Action::Discard(bob_laid) = bobs else {
        panic!("a discard")
    };
    let asked = began.seats[bob.index()].turn_began.unwrap_or(step);
    let prefix = format!("ribs:{id}:mv:{asked}:");
    let said = format!("You laid away {bob_laid}.");
    let click = fake.click(&people[1], &bob_panel, &format!("{prefix}{}", code(bobs)));
    in_place(
        click,
        &bob_panel,
        |m| m.text().contains(&said),
        "Bob's discard",
    )
    .await;
    // The table says Bob has chosen and Ann has not, never what.
    fake.wait_until(
        |s| {
            s.channel_messages(CHANNEL_ID).iter().any(|m| {
                !m.ephemeral && {
                    let text = m.text();
                    text.lines()
                        .any(|l| l.contains("Bob") && l.contains("laid away ✓"))
                        && text
                            .lines()
                            .any(|l| l.contains("Ann") && l.contains("choosing what to lay away"))
                }
            })
        },
        DEFAULT_WAIT,
    )
    .await
    .expect("the table shows Bob has laid away and Ann is choosing");
    // Ann's time runs out: the starter is turned once the autopilot has laid away for her.
    fake.wait_until(
        |s| {
            s.channel_messages(CHANNEL_ID)
                .iter()
                .any(|m| m.text().contains("Starter: ") && m.text().contains("Count"))
        },
        PATIENCE,
    )
    .await
    .expect("the starter turned after Ann's time ran out");
    // The log: Bob's discard as he chose it, the computer's as it decided, Ann's by the
    // autopilot, what the computer player (normal) decides from her view alone.
    let replayed = discards_as_chosen(&store, id, (ann, bob), bobs).await;
    // Ann is told on her panel what the autopilot laid away for her.
    let ann_laid = replayed.hand().discard(ann).expect("Ann's discard");
    let told = format!("the autopilot played lay away {ann_laid} for you");
    let panel_id = ann_panel.id;
    fake.wait_until(
        move |s| {
            s.message(panel_id)
                .is_some_and(|m| m.text().contains(&told))
        },
        DEFAULT_WAIT,
    )
    .await
    .expect("Ann's panel says the autopilot laid away for her");
    // Nobody has seen another's discard: not on the table, not on their own panel.
    assert_no_other_discard_seen(&fake, &replayed, [(&people[0], ann), (&people[1], bob)]);
    store.close().await;
    bot.shutdown().await;
}
