//! The host's test game (`Drill`) through the real bot and the fake Discord, on whichever
//! backend the suite runs on: opened with `/games new`, four people playing it from their
//! phones' panels (the game's own move controls), a hand of more than 25 cards offered in
//! several menus, four people choosing at once (each pinged once, each choosing from the
//! panel as their phone shows it while the others' choices move the table on), and a
//! restart in the middle of that secret choosing. A card laid face down reaches nobody
//! else before the round is shown.

use std::collections::HashMap;

use super::{fake, in_place, silently, start_bot, step_on, temp_db, wait_for_faces};
use crate::support::fake_discord::{
    CHANNEL_ID, DEFAULT_WAIT, FakeDiscord, FakeUser, RecordedMessage,
};
use ribs::cards::Card;
use ribs::discord::Bot;
use ribs::games::test_game::{Drill, DrillView, Phase};
use ribs::table::{MatchId, PlaceId, TableInfo, TableStatus};

/// Ann draws until she holds this many cards: past what one menu offers.
const BIG_HAND: u32 = 26;

struct Drilling {
    id: MatchId,
    /// Seat by seat.
    people: [FakeUser; 4],
    /// Each person's live panel, as they last saw it.
    panels: HashMap<u64, u64>,
}

async fn info(bot: &Bot, id: MatchId) -> TableInfo<Drill> {
    bot.service().info::<Drill>(id).await.expect("the drill")
}

/// `/games new game:Drill` by Ann, the three others joining from the lobby, Ann starting.
async fn opened(fake: &FakeDiscord, bot: &Bot, people: [FakeUser; 4]) -> Drilling {
    let [ann, bob, cat, dan] = &people;
    let answer = fake.ask(ann, CHANNEL_ID, "/games new game:Drill").await;
    assert!(answer.ephemeral, "{}", answer.text());
    let id = bot
        .service()
        .table_at(PlaceId(CHANNEL_ID))
        .expect("a table");
    let join = format!("ribs:{id}:join");
    let lobby = fake
        .wait_channel_message(CHANNEL_ID, |m| m.custom_ids().contains(&join), DEFAULT_WAIT)
        .await
        .unwrap();
    for shown in [
        "Drill · a table is open",
        "**rounds:** 3",
        "**cards dealt:** 5",
    ] {
        assert!(lobby.text().contains(shown), "{shown}: {}", lobby.text());
    }
    for user in [bob, cat, dan] {
        silently(fake.click(user, &lobby, &join), "a Join").await;
    }
    fake.wait_until(
        |s| {
            s.message(lobby.id)
                .is_some_and(|m| m.text().contains("\n4. "))
        },
        DEFAULT_WAIT,
    )
    .await
    .expect("the lobby shows all four");
    silently(
        fake.click(ann, &lobby, &format!("ribs:{id}:start")),
        "Start",
    )
    .await;
    Drilling {
        id,
        people,
        panels: HashMap::new(),
    }
}

impl Drilling {
    fn user(&self, seat: usize) -> &FakeUser {
        &self.people[seat]
    }

    /// The person's panel with this step's controls: their live one once the bot brought
    /// it up to date, else a new one from the table message's "Your hand".
    async fn panel(&mut self, fake: &FakeDiscord, seat: usize, step: u64) -> RecordedMessage {
        let user = self.user(seat).clone();
        if let Some(&id) = self.panels.get(&user.id) {
            let live = fake
                .wait_for(
                    move |s| s.message(id).filter(|m| step_on(m) == Some(step)).cloned(),
                    std::time::Duration::from_secs(3),
                )
                .await;
            if let Ok(panel) = live {
                return panel;
            }
        }
        let table = fake
            .newest_bot_message(CHANNEL_ID)
            .expect("the table message");
        let hand = format!("ribs:{}:hand:{step}", self.id);
        let table = if table.custom_ids().contains(&hand) {
            table
        } else {
            fake.wait_channel_message(CHANNEL_ID, |m| m.custom_ids().contains(&hand), DEFAULT_WAIT)
                .await
                .expect("the table message of this step")
        };
        let opened = fake
            .click(&user, &table, &hand)
            .wait_response(DEFAULT_WAIT)
            .await
            .expect("the panel opens");
        assert!(opened.ephemeral, "a panel is private");
        let panel = opened.original.clone().expect("the panel");
        self.panels.insert(user.id, panel.id);
        panel
    }

    /// The seat on turn draws (or stands): from its panel's move buttons.
    async fn draw_or_stand(&mut self, fake: &FakeDiscord, info: &TableInfo<Drill>, v: &DrillView) {
        let seat = info.to_act.expect("one seat draws at a time").index();
        let hand = v.hand_sizes[seat];
        let draw = seat == 0 && v.round == 0 && hand < BIG_HAND && v.stock > 0;
        let code = if draw { "draw" } else { "stand" };
        let panel = self.panel(fake, seat, info.step).await;
        let control = format!("ribs:{}:mv:{}:{code}", self.id, info.step);
        assert!(
            panel.custom_ids().contains(&control),
            "{control}: {:?}",
            panel.custom_ids()
        );
        let said = if draw { "You drew" } else { "You stood" };
        let user = self.user(seat).clone();
        in_place(
            fake.click(&user, &panel, &control),
            &panel,
            |m| m.text().contains(said),
            code,
        )
        .await;
    }
}

/// Whether `text` shows `card` (its rank and suit, as the messages write it).
fn shows(text: &str, card: Card) -> bool {
    let shown = card.to_string();
    text.match_indices(&shown).any(|(at, _)| {
        // "10♥" is not "0♥".
        !(shown.starts_with('0') && text[..at].ends_with('1'))
    })
}

/// Nothing `user` sees now that was drawn this round (their panels, the table message,
/// what was posted since the choosing began) shows a card someone else laid face down.
fn assert_kept_secret(
    fake: &FakeDiscord,
    user: &FakeUser,
    marker: u64,
    face_down: &[(String, Card)],
) {
    let table = fake.newest_bot_message(CHANNEL_ID).map(|m| m.id);
    for m in fake.messages_seen_by(user) {
        let current = m.ephemeral || Some(m.id) == table || m.id > marker;
        // An earlier round's reveal (posted late, perhaps below the table message) shows
        // that round's cards, dealt from a deck of its own.
        let earlier_reveal = m.embeds.iter().any(|e| {
            e["title"]
                .as_str()
                .is_some_and(|t| t.starts_with("Round ") && t.ends_with(" shown"))
        });
        if !current || earlier_reveal {
            continue;
        }
        for (whose, card) in face_down {
            if *whose == user.name {
                continue;
            }
            assert!(
                !shows(&m.text(), *card),
                "{} saw {whose}'s face-down {card} in {}: {}",
                user.name,
                m.id,
                m.text()
            );
        }
    }
}

/// Waits until each of the four was pinged for the turn that began at `step` (by one
/// message, whose "Your hand" names it), and returns how many notifications each had then.
async fn pinged_for(
    fake: &FakeDiscord,
    people: &[FakeUser; 4],
    id: MatchId,
    step: u64,
) -> Vec<usize> {
    let people = people.clone();
    let hand = format!("ribs:{id}:hand:");
    fake.wait_for(
        move |s| {
            let at = |n: &crate::support::fake_discord::Notification| {
                let m = s.message(n.message_id)?;
                m.custom_ids()
                    .iter()
                    .find_map(|c| c.strip_prefix(&hand)?.parse::<u64>().ok())
            };
            let all = people.iter().all(|u| {
                s.notifications_for(u.id)
                    .last()
                    .and_then(&at)
                    .is_some_and(|at| at >= step)
            });
            all.then(|| {
                people
                    .iter()
                    .map(|u| s.notifications_for(u.id).len())
                    .collect()
            })
        },
        DEFAULT_WAIT,
    )
    .await
    .expect("each of the four pinged for the choosing")
}

/// A hand is offered whole: a button a card while they fit, past 25 cards a menu per suit
/// held (13 at most each), one card chosen, every card once.
fn assert_offers_whole(panel: &RecordedMessage, hand: usize) {
    if hand <= 25 {
        let cards = panel
            .custom_ids()
            .into_iter()
            .filter(|c| c.contains(":show."))
            .count();
        assert_eq!(cards, hand, "a button a card: {:?}", panel.custom_ids());
        return;
    }
    let menus = panel.selects();
    assert!((2..=4).contains(&menus.len()), "{:?}", panel.custom_ids());
    assert!(
        menus
            .iter()
            .all(|m| m.options.len() <= 13 && m.max_values == 1)
    );
    let mut values: Vec<&str> = menus
        .iter()
        .flat_map(|m| m.options.iter().map(|o| o.value.as_str()))
        .collect();
    values.sort_unstable();
    values.dedup();
    assert_eq!(values.len(), hand);
}

/// `user` lays a card face down from `panel` as their phone shows it (the menu of the step
/// the panel was drawn at): told so in the panel, which no later edit takes back.
async fn lay_face_down(
    fake: &FakeDiscord,
    user: &FakeUser,
    panel: &RecordedMessage,
    pick: usize,
) -> Card {
    // A hand that fits is a button per card; a larger one a menu per suit.
    let (card, click) = match panel.selects().into_iter().next() {
        Some(menu) => {
            let value = menu.options[pick % menu.options.len()].value.clone();
            let card: Card = value.strip_prefix("show.").unwrap().parse().unwrap();
            (
                card,
                fake.click_raw(user, panel.id, &menu.custom_id, 3, &[&value]),
            )
        }
        None => {
            let buttons: Vec<String> = panel
                .custom_ids()
                .into_iter()
                .filter(|c| c.contains(":mv:") && c.contains(":show."))
                .collect();
            let id = buttons[pick % buttons.len()].clone();
            let card: Card = id.rsplit(":show.").next().unwrap().parse().unwrap();
            (card, fake.click(user, panel, &id))
        }
    };
    let laid = format!("You laid {card} face down");
    in_place(
        click,
        panel,
        |m| m.text().contains(&laid),
        "a card laid face down",
    )
    .await;
    let id = panel.id;
    fake.wait_until(
        move |s| s.message(id).is_some_and(|m| m.text().contains(&laid)),
        DEFAULT_WAIT,
    )
    .await
    .expect("the panel says what its player chose");
    card
}

/// The four choose at once. Each chooses from the panel as their phone shows it when the
/// choosing began: the others' choices move the table on meanwhile, and a choice made from
/// that panel still counts (it answers the same turn). With `restart`, the bot is stopped
/// after two have chosen and started again: the other two choose from their panels as the
/// new bot brings them up to date.
async fn choose_at_once(
    fake: &FakeDiscord,
    bot: Bot,
    db: &std::path::Path,
    drill: &mut Drilling,
    restart: bool,
) -> Bot {
    let mut bot = bot;
    let first = info(&bot, drill.id).await;
    let step = first.step;
    let marker = fake.all_messages().iter().map(|m| m.id).max().unwrap_or(0);
    let pinged = pinged_for(fake, &drill.people, first.id, step).await;
    let mut panels = Vec::new();
    for seat in 0..4 {
        panels.push(drill.panel(fake, seat, step).await);
    }
    let hand = first.public.as_ref().map_or(0, |v| v.hand_sizes[0]) as usize;
    assert_offers_whole(&panels[0], hand);
    let mut face_down = Vec::new();
    for seat in 0..4 {
        if restart && seat == 2 {
            bot.shutdown().await;
            bot = start_bot(fake, db).await;
            // Their panels still answer the turn begun at `step`: the new bot knows it
            // from the log, and brings them up to date.
            panels[2] = drill.panel(fake, 2, step).await;
            panels[3] = drill.panel(fake, 3, step).await;
        }
        if seat == 3 && !restart {
            // Three have chosen, and the table moved on three times: nobody was pinged
            // again for the same turn.
            let counts: Vec<usize> = drill
                .people
                .iter()
                .map(|u| fake.notifications_for(u).len())
                .collect();
            assert_eq!(counts, pinged, "nobody was pinged twice for one turn");
        }
        let user = drill.user(seat).clone();
        let card = lay_face_down(fake, &user, &panels[seat], seat).await;
        face_down.push((user.name.clone(), card));
        if seat < 3 {
            for other in &drill.people {
                assert_kept_secret(fake, other, marker, &face_down);
            }
        }
    }
    // Once all four chose, the round is shown to everyone: each card, who won it.
    let shown = format!("Round {} shown", first.public.as_ref().unwrap().round + 1);
    let reveal = fake
        .wait_channel_message(CHANNEL_ID, |m| m.text().contains(&shown), DEFAULT_WAIT)
        .await
        .expect("the round shown");
    for (_, card) in &face_down {
        assert!(shows(&reveal.text(), *card), "{card}: {}", reveal.text());
    }
    bot
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_drill_of_four_people_plays_through_discord_choosing_at_once_in_secret_across_a_restart()
{
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let mut bot = start_bot(&fake, &db).await;
    wait_for_faces(&fake).await;
    let people = ["Ann", "Bob", "Cat", "Dan"];
    let people = [0u64, 1, 2, 3].map(|i| fake.user(90 + i, people[i as usize]));
    let mut drill = opened(&fake, &bot, people).await;
    let mut rounds_chosen = 0;
    loop {
        let Ok(now) = bot.service().info::<Drill>(drill.id).await else {
            break; // over: the service keeps no open table
        };
        if now.status != TableStatus::Playing {
            break;
        }
        let v = now.public.clone().expect("a match under way");
        match v.phase {
            Phase::Drawing => drill.draw_or_stand(&fake, &now, &v).await,
            Phase::Choosing => {
                bot = choose_at_once(&fake, bot, &db, &mut drill, rounds_chosen == 1).await;
                rounds_chosen += 1;
            }
            Phase::Over => break,
        }
    }
    assert_eq!(rounds_chosen, 3);
    // Ann drew all through her first turn: pinged for it once, not at every card.
    let ann = &drill.people[0];
    let closing = fake
        .wait_channel_message(
            CHANNEL_ID,
            |m| m.text().contains("win the drill") || m.text().contains("The drill is tied"),
            DEFAULT_WAIT,
        )
        .await
        .expect("the drill's closing");
    assert!(closing.text().contains("Rematch") || !closing.custom_ids().is_empty());
    let pings = fake.notifications_for(ann).len();
    // Her turns: drawing in rounds 1 and (as its leader is seat 0 every fourth round) the
    // choosing of each round: at most 3 choosing pings and 3 drawing pings.
    assert!(pings <= 6, "Ann was pinged {pings} times");
    bot.shutdown().await;
}
