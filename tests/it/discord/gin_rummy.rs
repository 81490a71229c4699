//! Gin Rummy through the real bot and the fake Discord: opened with `/games new`, its
//! bonuses set by the host from the lobby's menus, Ann against a computer, Ann from her
//! phone's panel (the game's own move controls). Each panel offers exactly the engine's
//! legal actions, the stock draw shows in Ann's panel only, no public message shows a card
//! its players have not seen, Ann is pinged once a turn (a draw and its discard are one),
//! the knocks and hands are announced, the game closes with its bonuses; and the bot
//! restarts in the middle of Ann's turn, between her draw and her discard.

use std::collections::HashMap;
use std::time::Duration;

use super::{
    PATIENCE, fake, in_place, set_option, silently, start_bot, step_on, temp_db, wait_for_faces,
};
use crate::support::fake_discord::{
    CHANNEL_ID, DEFAULT_WAIT, FakeDiscord, FakeUser, RecordedMessage,
};
use ribs::ai::{DecisionSeed, Level};
use ribs::cards::{Card, CardSet};
use ribs::core::Seat;
use ribs::discord::Bot;
use ribs::games::gin_rummy::{Action, GinRummy, Melds, Options, Phase, Pile};
use ribs::store::Store;
use ribs::table::{MatchId, PlaceId, TableInfo, TableStatus};

struct Table {
    id: MatchId,
    ann: FakeUser,
    /// Ann's live panel, as she last saw it.
    panel: Option<u64>,
}

async fn info(bot: &Bot, id: MatchId) -> Option<TableInfo<GinRummy>> {
    bot.service().info::<GinRummy>(id).await.ok()
}

/// `/games new game:"Gin Rummy" computers:1` by Ann, the gin and undercut bonuses set in
/// the lobby, Ann starting.
async fn opened(fake: &FakeDiscord, bot: &Bot, ann: FakeUser) -> Table {
    let name = ribs::games::GameKind::GinRummy.entry().name;
    let answer = fake
        .ask(
            &ann,
            CHANNEL_ID,
            &format!("/games new game:\"{name}\" computers:1"),
        )
        .await;
    assert!(
        answer.ephemeral && answer.text().contains("Your table is open"),
        "{}",
        answer.text()
    );
    let id = bot
        .service()
        .table_at(PlaceId(CHANNEL_ID))
        .expect("a table");
    set_option(fake, &ann, id, "gin_bonus", "25", "**Gin bonus:** 25").await;
    set_option(
        fake,
        &ann,
        id,
        "undercut_bonus",
        "20",
        "**Undercut bonus:** 20",
    )
    .await;
    let start = format!("ribs:{id}:start");
    let lobby = fake
        .wait_channel_message(
            CHANNEL_ID,
            |m| m.custom_ids().contains(&start),
            DEFAULT_WAIT,
        )
        .await
        .unwrap();
    assert!(lobby.text().contains("Gin Rummy"), "{}", lobby.text());
    silently(fake.click(&ann, &lobby, &start), "Start").await;
    let options = info(bot, id).await.expect("the table").options;
    let expected = Options {
        gin_bonus: 25,
        undercut_bonus: 20,
        ..Options::default()
    };
    assert_eq!(options, expected);
    Table {
        id,
        ann,
        panel: None,
    }
}

impl Table {
    /// Ann's panel with this step's controls: her live one once the bot brought it up to
    /// date, else a new one from the table message's "Your hand".
    async fn panel(&mut self, fake: &FakeDiscord, step: u64) -> RecordedMessage {
        if let Some(id) = self.panel {
            let live = fake
                .wait_for(
                    move |s| s.message(id).filter(|m| step_on(m) == Some(step)).cloned(),
                    Duration::from_secs(3),
                )
                .await;
            if let Ok(panel) = live {
                return panel;
            }
        }
        let hand = format!("ribs:{}:hand:{step}", self.id);
        let table = fake
            .wait_channel_message(CHANNEL_ID, |m| m.custom_ids().contains(&hand), DEFAULT_WAIT)
            .await
            .expect("the table message of this step");
        let opened = fake
            .click(&self.ann, &table, &hand)
            .wait_response(DEFAULT_WAIT)
            .await
            .expect("the panel opens");
        assert!(opened.ephemeral, "a panel is private");
        let panel = opened.original.clone().expect("the panel");
        self.panel = Some(panel.id);
        panel
    }
}

/// The game as the store holds it now, replayed by the engine.
async fn game_of(store: &Store, id: MatchId) -> GinRummy {
    let stored = store.open_table(id).await.unwrap().expect("the open table");
    let options: Options = serde_json::from_value(stored.options).unwrap();
    let log = stored.actions.iter().map(|a| {
        (
            Seat(a.seat),
            serde_json::from_value::<Action>(a.action.clone()).unwrap(),
        )
    });
    GinRummy::replay(options, stored.seed, log).unwrap()
}

fn cards(set: CardSet) -> String {
    set.iter().map(Card::code).collect()
}

fn melds(melds: &Melds) -> String {
    melds
        .as_slice()
        .iter()
        .map(|&m| cards(m))
        .collect::<Vec<_>>()
        .join("-")
}

/// The move code of an action, as the front writes it.
/// A knock or spread of the menu of other melds, read back from its move code.
fn declared(code: &str) -> Action {
    use ribs::games::gin_rummy::meld::{cards_of, melds_of};
    let parts: Vec<&str> = code.split('.').collect();
    match parts.as_slice() {
        ["knock", card, m] => Action::Knock {
            card: card.parse().unwrap(),
            melds: melds_of(m).unwrap(),
        },
        ["spread", m, lay_offs] => Action::Spread {
            melds: melds_of(m).unwrap(),
            lay_offs: cards_of(lay_offs).unwrap(),
        },
        _ => panic!("{code} declares nothing"),
    }
}

fn code(action: Action) -> String {
    match action {
        Action::Pass => "pass".into(),
        Action::Draw(Pile::Stock) => "stock".into(),
        Action::Draw(Pile::Discard) => "take".into(),
        Action::Discard(card) => format!("discard.{}", card.code()),
        Action::Knock { card, melds: m } => format!("knock.{}.{}", card.code(), melds(&m)),
        Action::Spread { melds: m, lay_offs } => {
            format!("spread.{}.{}", melds(&m), cards(lay_offs))
        }
    }
}

/// Whether `text` shows `card` ("10♥" is not "0♥").
fn shows(text: &str, card: Card) -> bool {
    let shown = card.to_string();
    text.match_indices(&shown)
        .any(|(at, _)| !(shown.starts_with('0') && text[..at].ends_with('1')))
}

/// The cards no public message may show now: each hand's but those taken from the pile
/// or laid down at a knock, the knock card, the stock.
fn secret(game: &GinRummy) -> Vec<Card> {
    let v = game.view(None);
    let mut hidden: Vec<Card> = game.hand().stock().collect();
    let taken = v.taken[Seat(0)] | v.taken[Seat(1)];
    hidden.extend(game.hand().knock_card().filter(|&c| !taken.contains(c)));
    for seat in Seat::all(2) {
        let shown = v.taken[seat]
            | v.knock
                .map_or(CardSet::EMPTY, |k| k.melds.cards() | k.deadwood)
            | v.spread.map_or(CardSet::EMPTY, |s| {
                s.melds.cards() | s.lay_offs | s.deadwood
            });
        hidden.extend((game.hand().held(seat) - shown).iter());
    }
    hidden
}

/// No message of the channel posted since the hand began (`marker`), and not the table
/// message once it shows this step, shows a secret card (its picture's words included).
fn assert_no_secret_shown(fake: &FakeDiscord, game: &GinRummy, marker: u64) {
    let table = fake.newest_bot_message(CHANNEL_ID).map(|m| m.id);
    let hidden = secret(game);
    for m in fake.channel_messages(CHANNEL_ID) {
        let current = m.id > marker || (Some(m.id) == table && step_on(&m) == Some(game.step()));
        if m.ephemeral || !current {
            continue;
        }
        for &card in &hidden {
            assert!(
                !shows(&m.text(), card),
                "{card:?} shown in {}: {}",
                m.id,
                m.text()
            );
        }
    }
}

/// What Ann chooses: a knock as soon as she may (the first offered), else what a
/// computer of normal strength would.
fn choose(game: &GinRummy, seat: Seat, legal: &[Action]) -> Action {
    if let Some(&knock) = legal.iter().find(|a| matches!(a, Action::Knock { .. })) {
        return knock;
    }
    let seed = DecisionSeed::at(game.seed(), game.step(), seat);
    ribs::ai::gin_rummy::decide(Level::Normal, &game.view(Some(seat)), seed)
        .filter(|a| legal.contains(a))
        .unwrap_or(legal[0])
}

/// Ann acts from her panel, which offers exactly the legal actions: each a button, or an
/// option of one of its menus.
async fn act_from_panel(
    fake: &FakeDiscord,
    store: &Store,
    table: &mut Table,
    step: u64,
    seat: Seat,
) {
    let game = game_of(store, table.id).await;
    assert_eq!(game.step(), step);
    let legal = game.legal_actions(seat);
    let panel = table.panel(fake, step).await;
    let text = panel.text();
    assert!(text.contains("Your hand: "), "{text}");
    if let Some(drawn) = game.hand().drawn() {
        assert!(text.contains(&format!("You drew {drawn}")), "{text}");
    }
    let button = format!("ribs:{}:mv:{step}:", table.id);
    let menu = format!("ribs:{}:mvs:{step}:", table.id);
    let mut offered: HashMap<String, Option<String>> = HashMap::new();
    for b in panel.buttons() {
        if let Some(code) = b.custom_id.strip_prefix(&button) {
            assert!(!b.disabled);
            offered.insert(code.to_string(), None);
        }
    }
    // Beside the legal actions as the engine lists them (each knock and spread with its
    // least-deadwood melds), a menu of other melds a knock or spread may declare: each
    // one the engine accepts.
    let others = format!("{menu}5");
    for s in panel.selects() {
        if s.custom_id == others {
            for o in &s.options {
                let action = declared(&o.value);
                assert!(game.check(seat, action).is_ok(), "{}", o.value);
            }
        } else if s.custom_id.starts_with(&menu) {
            for o in &s.options {
                offered.insert(o.value.clone(), Some(s.custom_id.clone()));
            }
        }
    }
    let mut live: Vec<&String> = offered.keys().collect();
    let expected: Vec<String> = legal.iter().map(|&a| code(a)).collect();
    let mut wanted: Vec<&String> = expected.iter().collect();
    live.sort();
    wanted.sort();
    assert_eq!(live, wanted, "{text}");
    let action = choose(&game, seat, &legal);
    let said = match action {
        Action::Discard(card) => format!("You discarded {card}."),
        Action::Knock { card, .. } => format!("You knocked with {card}"),
        Action::Spread { .. } => "You spread".into(),
        Action::Pass => "You passed".into(),
        Action::Draw(_) => "Your hand: ".into(),
    };
    let c = code(action);
    let click = match &offered[&c] {
        None => fake.click(&table.ann, &panel, &format!("{button}{c}")),
        Some(menu) => fake.select(&table.ann, &panel, menu, &[&c]),
    };
    in_place(
        click,
        &panel,
        move |m| m.text().contains(&said) && step_on(m) != Some(step),
        "an action from the panel",
    )
    .await;
}

/// Waits until the table moves past `step` (the computer's turns) or closes.
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

/// Whether a turn begins with this phase (a discard after a draw continues it).
fn turn_begins(phase: Phase) -> bool {
    !matches!(phase, Phase::Discard { drew: true, .. } | Phase::Over)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ann_plays_gin_rummy_against_a_computer_from_her_panel_across_a_restart() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let mut bot = start_bot(&fake, &db).await;
    wait_for_faces(&fake).await;
    let mut table = opened(&fake, &bot, fake.user(80, "Ann")).await;
    let store = crate::support::database::reader(&db).await;
    let (mut hand, mut marker) = (0, 0);
    let (mut turns, mut actions, mut restarted) = (0, 0, false);
    let mut last_turn_step = None;
    loop {
        let Some(now) = info(&bot, table.id).await else {
            break; // over: the service keeps no open table
        };
        if now.status != TableStatus::Playing {
            break;
        }
        let v = now.public.clone().expect("a game under way");
        if v.number != hand {
            if hand > 0 {
                // The last hand's announcement comes before this hand's moves.
                let done = format!("Hand {hand}");
                fake.wait_channel_message(
                    CHANNEL_ID,
                    |m| m.text().contains(&done) && m.text().contains("Game: "),
                    PATIENCE,
                )
                .await
                .expect("the last hand announced");
            }
            hand = v.number;
            marker = fake.all_messages().iter().map(|m| m.id).max().unwrap_or(0);
        }
        let ann_on_turn = now
            .waiting
            .iter()
            .find(|s| now.seats[s.index()].occupant.user().is_some());
        let Some(seat) = ann_on_turn else {
            moved_on(&bot, table.id, now.step).await;
            continue;
        };
        let game = game_of(&store, table.id).await;
        assert_no_secret_shown(&fake, &game, marker);
        if turn_begins(v.phase) && last_turn_step != Some(now.step) {
            turns += 1;
            last_turn_step = Some(now.step);
            // As on a phone: Ann plays once she is pinged (acting on what the service
            // says before that, the table could move on before the bot showed her turn).
            let ann = table.ann.id;
            fake.wait_until(|s| s.notifications_for(ann).len() >= turns, PATIENCE)
                .await
                .unwrap_or_else(|e| panic!("Ann was not pinged for turn {turns}: {e}"));
        }
        if !restarted
            && matches!(
                v.phase,
                Phase::Discard {
                    drew: true,
                    taken: None,
                    ..
                }
            )
        {
            bot.shutdown().await;
            bot = start_bot(&fake, &db).await;
            table.panel = None;
            restarted = true;
            continue;
        }
        act_from_panel(&fake, &store, &mut table, now.step, seat).await;
        actions += 1;
    }
    assert!(restarted, "the bot restarted mid-turn");
    assert!(actions >= 4, "Ann played ({actions} actions)");
    let closing = fake
        .wait_channel_message(
            CHANNEL_ID,
            |m| m.text().contains("wins the game"),
            DEFAULT_WAIT,
        )
        .await
        .expect("the game's closing");
    for shown in ["game bonus", "pays the margin"] {
        assert!(closing.text().contains(shown), "{}", closing.text());
    }
    fake.wait_channel_message(
        CHANNEL_ID,
        |m| m.text().contains("knocks") || m.text().contains("goes gin"),
        DEFAULT_WAIT,
    )
    .await
    .expect("a knock announced");
    // Ann was pinged once a turn: by the table message that asked her.
    let pings = fake.notifications_for(&table.ann).len();
    assert_eq!(pings, turns, "{pings} pings for {turns} turns");
    store.close().await;
    bot.shutdown().await;
}
