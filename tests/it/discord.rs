//! The real bot against a fake Discord on 127.0.0.1: whole matches played by users
//! clicking buttons and choosing cards, what each user could see, refusals, threads, and a
//! restart in the middle of a hand.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::support::fake_discord::{
    CHANNEL_ID, DEFAULT_WAIT, FakeDiscord, FakeOptions, FakeUser, GUILD_ID, RecordedMessage,
    ThreadFailure, percentile,
};
use poise::serenity_prelude as serenity;
use ribs::discord::{Bot, Config};
use ribs::game::deal::{Stream, below, rng_for};
use ribs::game::{Action, Card, CardName, CardSet, Match, Options, Seat};
use ribs::store::Store;
use ribs::table::TableStatus;
use ribs::table::{MatchId, PlaceId, Ranking, ServerId, TableService, UserId};
use serde_json::Value;

const TOKEN: &str = "MTA4NjQ1NzM5ODE5NjU0MzQ5Mg.GbXyZ1.fake-token-for-tests-only-aaaaaaaaaaaaaaa";

async fn start_bot(fake: &FakeDiscord, db: &Path) -> Bot {
    let config = Config {
        token: TOKEN.into(),
        database_url: format!("sqlite://{}", db.display()),
        dev_guild: Some(serenity::GuildId::new(GUILD_ID)),
        default_turn_timer: None,
        computer_pause: Duration::ZERO,
        api_base: Some(fake.api_base()),
    };
    let bot = Bot::start(config).await.expect("the bot starts");
    fake.wait_ready(DEFAULT_WAIT)
        .await
        .expect("the bot connects and registers its commands");
    bot
}

fn temp_db() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ribs.db");
    (dir, path)
}

/// The text of every version a message ever had, one string per version.
fn versions(m: &RecordedMessage) -> Vec<String> {
    let text = |content: &str, embeds: &[Value], components: &[Value]| {
        let mut t = content.to_string();
        for e in embeds {
            for key in ["title", "description"] {
                t.push('\n');
                t.push_str(e[key].as_str().unwrap_or_default());
            }
            t.push('\n');
            t.push_str(e["footer"]["text"].as_str().unwrap_or_default());
        }
        t.push_str(&serde_json::to_string(components).unwrap());
        t
    };
    let mut all: Vec<String> = m
        .revisions
        .iter()
        .map(|r| text(&r.content, &r.embeds, &r.components))
        .collect();
    all.push(text(&m.content, &m.embeds, &m.components));
    all
}

/// The match replayed from the store's log up to `step`.
fn game_at(options: Options, seats: u8, seed: u64, log: &[(Seat, Action)], step: u64) -> Match {
    let mut game = Match::new(options, seats, seed).unwrap();
    for (seat, action) in log.iter().take(step as usize) {
        game.apply(*seat, *action).unwrap();
    }
    game
}

/// What only each seat may know now: its hand, its fold of this hand, its ribs (unless
/// laid face up).
fn secrets(game: &Match) -> Vec<CardSet> {
    (0..game.seats())
        .map(|s| {
            let view = game.view(Seat(s));
            let mut own = view.my_hand();
            if let Some((_, c)) = view.my_fold() {
                own = own.union(CardSet::from_cards(c));
            }
            if let (Some(r), false) = (view.ribs(), view.is_face_up_trick()) {
                own = own.union(CardSet::from_cards(r));
            }
            own
        })
        .collect()
}

/// Every card named on screen in `text`, as the bot prints them (`K♥`, `10♣²`): since no
/// two cards of a pack look alike, a card's label names exactly one card.
fn cards_shown(text: &str) -> Vec<Card> {
    let mut shown = Vec::new();
    for (i, _) in text.char_indices() {
        let rest = &text[i..];
        for rank in ["10", "A", "K", "Q", "J", "9", "8", "7"] {
            let Some(after) = rest.strip_prefix(rank) else {
                continue;
            };
            let mut chars = after.chars();
            let Some(suit @ ('♠' | '♥' | '♦' | '♣')) = chars.next() else {
                continue;
            };
            let mark = chars.next().filter(|c| matches!(c, '²' | '³'));
            let label = format!("{rank}{suit}{}", mark.map(String::from).unwrap_or_default());
            if let Ok(name) = label.parse::<CardName>()
                && let Some(copy) = name.copy
            {
                shown.push(Card::new(name.rank, copy));
            }
        }
    }
    shown
}

fn assert_shows_none(text: &str, cards: CardSet, what: &str) {
    for card in cards_shown(text) {
        assert!(
            !cards.contains(card),
            "{what} shows {card}, which it may not:\n{text}"
        );
    }
}

/// A table under test: who plays it, where, and how to replay it.
struct Table {
    id: MatchId,
    channel: u64,
    options: Options,
    seats: u8,
    seed: u64,
    users: HashMap<u64, FakeUser>,
    seat_of: HashMap<u64, Seat>,
}

impl Table {
    /// The current table message: the latest message with a "Your hand" button.
    async fn table_message(&self, fake: &FakeDiscord) -> RecordedMessage {
        let channel = self.channel;
        fake.wait_for(
            |s| {
                s.channel_messages(channel)
                    .into_iter()
                    .rev()
                    .find(|m| m.button("Your hand").is_some())
            },
            DEFAULT_WAIT,
        )
        .await
        .expect("a table message")
    }

    /// Plays one turn as the seat on turn would, through Discord; false once the match is
    /// over. Computer seats play by themselves.
    async fn play_turn(&self, fake: &FakeDiscord, bot: &Bot, turn: u64) -> bool {
        let service = bot.service();
        let Ok(info) = service.info(self.id).await else {
            return false;
        };
        if info.status != TableStatus::Playing {
            return false;
        }
        let Some(seat) = info.to_act else {
            return false;
        };
        let seat_info = &info.seats[seat.index()];
        let Some(user_id) = seat_info
            .occupant
            .user()
            .filter(|_| !seat_info.on_autopilot)
        else {
            tokio::time::sleep(Duration::from_millis(2)).await;
            return true;
        };
        let user = &self.users[&user_id.0];
        let mut rng = rng_for(self.seed, Stream::Play, turn);
        let table_message = self.table_message(fake).await;
        // Now and then use the public Bid/Pass buttons, once the message shows this step.
        if below(&mut rng, 3) == 0 && table_message.button("Pass").is_some() {
            let step = format!("Step {}", info.step);
            let channel = self.channel;
            let fresh = fake
                .wait_for(
                    |s| {
                        s.channel_messages(channel)
                            .into_iter()
                            .find(|m| m.id == table_message.id && m.text().contains(&step))
                    },
                    DEFAULT_WAIT,
                )
                .await;
            let on_turn = format!("<@{}>", user_id.0);
            if let Ok(fresh) = fresh
                && fresh.button("Pass").is_some()
                && fresh.content.contains(&on_turn)
            {
                let answer = fake
                    .click(user, &fresh, "Pass")
                    .wait_response(DEFAULT_WAIT)
                    .await
                    .unwrap();
                assert_eq!(
                    answer.kind,
                    6,
                    "a public bid is acknowledged silently: {}",
                    answer.text()
                );
                return true;
            }
        }
        // Computers may have moved the table on since the message was read; a client shows
        // the version it has, so click what this user saw.
        let your_hand = format!("ribs:{}:hand", self.id);
        let opened = fake
            .click_raw(user, table_message.id, &your_hand, 2, &[])
            .wait_response(DEFAULT_WAIT)
            .await
            .expect("the panel opens");
        assert!(opened.ephemeral, "a panel is private");
        let mut panel = opened.original.clone().expect("the panel message");
        self.check_panel(fake, bot, user_id, &panel).await;
        if panel.button("Pass").is_some() || panel.button("Bid").is_some() {
            let choice = if panel.button("Pass").is_some() && below(&mut rng, 3) > 0 {
                "Pass"
            } else {
                "Bid"
            };
            let answer = fake
                .click(user, &panel, choice)
                .wait_response(DEFAULT_WAIT)
                .await
                .unwrap();
            assert_eq!(answer.kind, 7, "the panel is updated in place");
            assert!(answer.text().contains('✅'), "{}", answer.text());
            return true;
        }
        let select = panel
            .selects()
            .into_iter()
            .next()
            .expect("on turn, a card menu");
        let n = select.options.len() as u32;
        let i = below(&mut rng, n) as usize;
        let j = (i + 1 + below(&mut rng, n - 1) as usize) % select.options.len();
        let values = [
            select.options[i].value.as_str(),
            select.options[j].value.as_str(),
        ];
        let picked = fake
            .select(user, &panel, &select.custom_id, &values)
            .wait_response(DEFAULT_WAIT)
            .await
            .unwrap();
        assert_eq!(picked.kind, 7);
        panel = picked.original.clone().expect("the panel, with the pick");
        let fold_allowed = panel.button("Fold").is_some_and(|b| !b.disabled);
        let press = if panel.button("Lay ribs").is_some() {
            "Lay ribs"
        } else if fold_allowed && below(&mut rng, 4) == 0 {
            "Fold"
        } else {
            "Play face up"
        };
        let done = fake
            .click(user, &panel, press)
            .wait_response(DEFAULT_WAIT)
            .await
            .unwrap();
        assert_eq!(done.kind, 7);
        assert!(done.text().contains('✅'), "{press}: {}", done.text());
        self.check_panel(fake, bot, user_id, &done.original.clone().unwrap())
            .await;
        true
    }

    /// A panel shows nothing another seat keeps secret.
    async fn check_panel(
        &self,
        _fake: &FakeDiscord,
        bot: &Bot,
        user: UserId,
        panel: &RecordedMessage,
    ) {
        let log = bot.service().log(self.id).await.unwrap();
        let game = game_at(self.options, self.seats, self.seed, &log, log.len() as u64);
        let mine = self.seat_of[&user.0];
        let secrets = secrets(&game);
        let others = secrets
            .iter()
            .enumerate()
            .filter(|(s, _)| *s != mine.index())
            .fold(CardSet::EMPTY, |acc, (_, c)| acc.union(*c));
        // The first line may tell the player what they just did (their own cards, now
        // played); the rest is the panel as it stands.
        let text = panel.text();
        let text = match text.split_once("\n\n") {
            Some((notice, rest)) if notice.starts_with(['✅', '⚠']) => rest.to_string(),
            _ => text,
        };
        assert_shows_none(&text, others.difference(secrets[mine.index()]), "a panel");
    }

    /// After the match: no version of any public message showed a card that was secret
    /// at the step it showed.
    async fn check_public_messages(&self, fake: &FakeDiscord, service: &TableService) {
        let log = service.log(self.id).await.unwrap();
        let mut folds_by_trick: Vec<CardSet> = Vec::new();
        let mut game = Match::new(self.options, self.seats, self.seed).unwrap();
        let mut index: HashMap<(u32, u8), usize> = HashMap::new();
        for &(seat, action) in &log {
            let key = (game.hand().number(), game.hand().trick());
            let slot = *index.entry(key).or_insert_with(|| {
                folds_by_trick.push(CardSet::EMPTY);
                folds_by_trick.len() - 1
            });
            if let Action::Fold(c) = action {
                folds_by_trick[slot] = folds_by_trick[slot].union(CardSet::from_cards(c));
            }
            game.apply(seat, action).unwrap();
        }
        let mut reveals = 0;
        for message in fake.channel_messages(self.channel) {
            for text in versions(&message) {
                if let Some(step) = text
                    .split("Step ")
                    .nth(1)
                    .and_then(|s| s.split(|c: char| !c.is_ascii_digit()).next())
                {
                    let step: u64 = step.parse().unwrap();
                    let at = game_at(self.options, self.seats, self.seed, &log, step);
                    let secret = secrets(&at).iter().fold(CardSet::EMPTY, |a, c| a.union(*c));
                    assert_shows_none(&text, secret, &format!("the table message at step {step}"));
                }
            }
            let text = message.text();
            if text.contains("Trick ") && text.contains(" bid ") && text.contains("Ribs:") {
                assert_shows_none(&text, folds_by_trick[reveals], "a trick's reveal");
                reveals += 1;
            }
        }
        assert_eq!(
            reveals,
            folds_by_trick.len(),
            "every trick was revealed once"
        );
    }
}

/// Opens a table through `/ribs new`, seats the users through the lobby's Join button,
/// and starts it.
async fn open_table(
    fake: &FakeDiscord,
    bot: &Bot,
    db: &Path,
    host: &FakeUser,
    others: &[&FakeUser],
    command: &str,
) -> Table {
    let answer = fake
        .command(host, CHANNEL_ID, command)
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    assert!(answer.ephemeral, "{}", answer.text());
    let lobby = fake
        .wait_channel_message(CHANNEL_ID, |m| m.button("Join").is_some(), DEFAULT_WAIT)
        .await
        .unwrap();
    for user in others {
        let joined = fake
            .click(user, &lobby, "Join")
            .wait_response(DEFAULT_WAIT)
            .await
            .unwrap();
        assert_eq!(joined.kind, 6, "{}", joined.text());
    }
    let id = bot
        .service()
        .table_at(PlaceId(CHANNEL_ID))
        .expect("a table in the channel");
    // The seed is known only to the store (a front end never sees it): read it there.
    let store = Store::open_file(db).await.unwrap();
    let stored = store.open_table(id).await.unwrap().unwrap();
    store.close().await;
    let started = fake
        .click(host, &lobby, "Start")
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    assert_eq!(started.kind, 6, "{}", started.text());
    let info = bot.service().info(id).await.unwrap();
    let frontend = ribs::discord::Frontend::parse(info.frontend.as_deref());
    let mut users: HashMap<u64, FakeUser> = others.iter().map(|u| (u.id, (*u).clone())).collect();
    users.insert(host.id, host.clone());
    Table {
        id,
        channel: frontend.channel.unwrap_or(CHANNEL_ID),
        options: stored.options,
        seats: info.seats.len() as u8,
        seed: stored.seed,
        users,
        seat_of: info
            .seats
            .iter()
            .filter_map(|s| s.occupant.user().map(|u| (u.0, s.seat)))
            .collect(),
    }
}

async fn play_to_the_end(fake: &FakeDiscord, bot: &Bot, table: &Table) {
    let mut turn = 0;
    while table.play_turn(fake, bot, turn).await {
        turn += 1;
        assert!(turn < 5000, "the match must end");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_players_play_a_whole_match_by_clicking_and_see_only_what_they_may() {
    // Rate limits off: the bot does not pace its writes (lobby, edit per join, table: 6 in 5 s).
    let fake = FakeDiscord::start_with(FakeOptions {
        rate_limits: false,
        ..FakeOptions::default()
    })
    .await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let [ann, bob, cat, dan] = [(1001, "Ann"), (1002, "Bob"), (1003, "Cat"), (1004, "Dan")]
        .map(|(id, n)| fake.user(id, n));
    let table = open_table(
        &fake,
        &bot,
        &db,
        &ann,
        &[&bob, &cat, &dan],
        "/ribs new target:2",
    )
    .await;
    assert_eq!(table.seats, 4);
    play_to_the_end(&fake, &bot, &table).await;

    // The end of the match is posted and recorded.
    let last = fake
        .wait_channel_message(
            CHANNEL_ID,
            |m| m.text().contains("wins the match"),
            DEFAULT_WAIT,
        )
        .await
        .unwrap();
    let service = bot.service();
    assert_eq!(
        service.status(table.id).await.unwrap(),
        Some(TableStatus::Finished)
    );
    let board = service
        .leaderboard(ServerId(GUILD_ID), Ranking::Wins, 1, 10)
        .await
        .unwrap();
    assert_eq!(board.len(), 4);
    assert_eq!(board.iter().map(|r| r.wins).sum::<u32>(), 1);
    let winner = &board[0].name;
    assert!(
        last.text().contains(winner.as_str()),
        "{winner}: {}",
        last.text()
    );
    table.check_public_messages(&fake, service).await;
    // Nobody ever received another player's private answers.
    for user in table.users.values() {
        for m in fake.messages_ever_seen_by(user) {
            assert!(
                !m.ephemeral || m.owner == Some(user.id),
                "{} saw another's private message",
                user.name
            );
        }
    }
    // Only the player on turn is ever pinged by the bot's messages.
    for m in fake.channel_messages(CHANNEL_ID) {
        assert!(m.mentions.len() <= 1, "{:?}", m.mentions);
    }
    if std::env::var_os("RIBS_TRANSCRIPT").is_some() {
        // What Ann saw during the first trick: the table message as it was edited, her
        // private panels, and the reveal.
        let mut shown = Vec::new();
        for m in fake.messages_ever_seen_by(&ann) {
            for v in versions(&m) {
                let public = if m.ephemeral { "private" } else { "public" };
                shown.push(format!(
                    "[{public} message {}] {}",
                    m.id,
                    v.replace("\n\n", "\n")
                ));
            }
            if m.text().contains("Trick 1 ·") {
                break;
            }
        }
        eprintln!("--- transcript ---\n{}\n--- end ---", shown.join("\n"));
        for m in fake.channel_messages(CHANNEL_ID) {
            let first_line = m.text().lines().take(2).collect::<Vec<_>>().join(" | ");
            eprintln!("channel message {} ({} edits): {first_line}", m.id, m.edits);
        }
        for c in fake.failed_calls() {
            eprintln!(
                "failed: {} {} -> {} {}",
                c.method, c.path, c.status, c.response
            );
        }
    }
    let latencies = fake.ack_latencies();
    eprintln!(
        "interaction -> acknowledgement over {} interactions: p50 {:?}, p99 {:?}, max {:?}",
        latencies.len(),
        percentile(&latencies, 0.50),
        percentile(&latencies, 0.99),
        percentile(&latencies, 1.0)
    );
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    assert!(
        fake.unknown_calls().is_empty(),
        "{:?}",
        fake.unknown_calls()
    );
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ten_seats_with_computer_players_play_a_whole_match() {
    // Rate limits off: the bot does not pace its writes (lobby, edit per join, table: 6 in 5 s).
    let fake = FakeDiscord::start_with(FakeOptions {
        rate_limits: false,
        ..FakeOptions::default()
    })
    .await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let humans: Vec<FakeUser> = (0..4)
        .map(|i| fake.user(2001 + i, &format!("P{i}")))
        .collect();
    let others: Vec<&FakeUser> = humans[1..].iter().collect();
    let table = open_table(
        &fake,
        &bot,
        &db,
        &humans[0],
        &others,
        "/ribs new target:2 computers:6 level:easy",
    )
    .await;
    assert_eq!(table.seats, 10);
    play_to_the_end(&fake, &bot, &table).await;
    fake.wait_channel_message(
        CHANNEL_ID,
        |m| m.text().contains("wins the match"),
        DEFAULT_WAIT,
    )
    .await
    .unwrap();
    let log = bot.service().log(table.id).await.unwrap();
    assert!(game_at(table.options, 10, table.seed, &log, log.len() as u64).is_over());
    // Ten copies of each rank, yet no public message ever showed a card still secret.
    table.check_public_messages(&fake, bot.service()).await;
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn clicks_out_of_turn_from_strangers_twice_or_on_stale_buttons_are_explained() {
    // Rate limits off: the bot does not pace its writes (lobby, edit per join, table: 6 in 5 s).
    let fake = FakeDiscord::start_with(FakeOptions {
        rate_limits: false,
        ..FakeOptions::default()
    })
    .await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let [ann, bob, cat, dan, eve] = [(1, "Ann"), (2, "Bob"), (3, "Cat"), (4, "Dan"), (5, "Eve")]
        .map(|(id, n)| fake.user(id, n));
    let table = open_table(&fake, &bot, &db, &ann, &[&bob, &cat, &dan], "/ribs new").await;
    let info = bot.service().info(table.id).await.unwrap();
    let on_turn = info.to_act.unwrap();
    let turn_user = &table.users[&info.seats[on_turn.index()].occupant.user().unwrap().0];
    let waiting = &table.users[&info.seats[on_turn.left(1, 4).index()]
        .occupant
        .user()
        .unwrap()
        .0];
    let message = table.table_message(&fake).await;

    // A stranger.
    let answer = fake
        .click(&eve, &message, "Your hand")
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    assert!(answer.ephemeral);
    assert_eq!(answer.content(), "⚠️ you are not seated at this table");
    let answer = fake
        .click(&eve, &message, "Bid 2")
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    assert_eq!(answer.content(), "⚠️ you are not seated at this table");
    // Out of turn.
    let answer = fake
        .click(waiting, &message, "Bid 2")
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    assert!(answer.ephemeral);
    assert_eq!(
        answer.content(),
        format!("⚠️ it is not your turn: waiting for {}", turn_user.name)
    );
    // Twice quickly: one applies, the other is told the table moved on.
    let first = fake.click(turn_user, &message, "Bid 2");
    let second = fake.click(turn_user, &message, "Bid 2");
    let (a, b) = (
        first.wait_response(DEFAULT_WAIT).await.unwrap(),
        second.wait_response(DEFAULT_WAIT).await.unwrap(),
    );
    let mut kinds = [a.kind, b.kind];
    kinds.sort_unstable();
    assert_eq!(kinds, [4, 6], "{} / {}", a.text(), b.text());
    let refused = if a.kind == 4 { &a } else { &b };
    assert_eq!(
        refused.content(),
        "⚠️ the table has moved on: that button is from an earlier step"
    );
    assert_eq!(bot.service().log(table.id).await.unwrap().len(), 1);
    // A stale button: the opening bid again, from the first step.
    let stale = format!("ribs:{}:bid:0:2", table.id);
    let answer = fake
        .click_raw(turn_user, message.id, &stale, 2, &[])
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    assert_eq!(
        answer.content(),
        "⚠️ the table has moved on: that button is from an earlier step"
    );
    // A forged control.
    let answer = fake
        .click_raw(&ann, message.id, "ribs:1:explode", 2, &[])
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    assert!(
        answer.content().contains("not one this bot knows"),
        "{}",
        answer.content()
    );
    // A button of a match that is over.
    let stop = fake
        .command(&ann, CHANNEL_ID, "/ribs stop")
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    assert_eq!(stop.content(), "The match is stopped.");
    let answer = fake
        .click_raw(&bob, message.id, &format!("ribs:{}:hand", table.id), 2, &[])
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    assert_eq!(
        answer.content(),
        "⚠️ that match is over: the table has moved on"
    );
    fake.wait_channel_message(
        CHANNEL_ID,
        |m| m.text().contains("Match stopped"),
        DEFAULT_WAIT,
    )
    .await
    .unwrap();
    // Commands where there is no table.
    let answer = fake
        .command(&bob, CHANNEL_ID, "/ribs hand")
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    assert_eq!(
        answer.content(),
        "⚠️ there is no table here: open one with /ribs new"
    );
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_restarted_in_the_middle_of_a_hand_finishes_the_match() {
    // Rate limits off: the bot does not pace its writes (lobby, edit per join, table: 6 in 5 s).
    let fake = FakeDiscord::start_with(FakeOptions {
        rate_limits: false,
        ..FakeOptions::default()
    })
    .await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let [ann, bob, cat, dan] =
        [(11, "Ann"), (12, "Bob"), (13, "Cat"), (14, "Dan")].map(|(id, n)| fake.user(id, n));
    let table = open_table(
        &fake,
        &bot,
        &db,
        &ann,
        &[&bob, &cat, &dan],
        "/ribs new target:2",
    )
    .await;
    for turn in 0..23 {
        assert!(table.play_turn(&fake, &bot, turn).await);
    }
    let before = bot.service().info(table.id).await.unwrap();
    let old_message = table.table_message(&fake).await;
    bot.shutdown().await;

    let bot = start_bot(&fake, &db).await;
    let after = bot
        .service()
        .info(table.id)
        .await
        .expect("the match is back");
    assert_eq!((after.step, &after.public), (before.step, &before.public));
    // A button posted before the restart still works.
    let user = &table.users[&after.seats[after.to_act.unwrap().index()]
        .occupant
        .user()
        .unwrap()
        .0];
    let panel = fake
        .click(user, &old_message, "Your hand")
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    assert!(
        panel.ephemeral && panel.text().contains("Your hand"),
        "{}",
        panel.text()
    );
    let mut turn = 100;
    while table.play_turn(&fake, &bot, turn).await {
        turn += 1;
    }
    fake.wait_channel_message(
        CHANNEL_ID,
        |m| m.text().contains("wins the match"),
        DEFAULT_WAIT,
    )
    .await
    .unwrap();
    table.check_public_messages(&fake, bot.service()).await;
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_thread_is_opened_or_the_channel_is_used_with_a_notice() {
    // Rate limits off: the bot does not pace its writes (lobby, edit per join, table: 6 in 5 s).
    let fake = FakeDiscord::start_with(FakeOptions {
        rate_limits: false,
        ..FakeOptions::default()
    })
    .await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let users: Vec<FakeUser> = (0..4)
        .map(|i| fake.user(30 + i, &format!("T{i}")))
        .collect();
    let table = open_table(
        &fake,
        &bot,
        &db,
        &users[0],
        &[&users[1], &users[2], &users[3]],
        "/ribs new thread:true",
    )
    .await;
    assert_ne!(table.channel, CHANNEL_ID, "a thread for the match");
    assert_eq!(fake.threads().len(), 1);
    table.table_message(&fake).await;
    // Commands typed in the thread find the table.
    let answer = fake
        .command(&users[1], table.channel, "/ribs hand")
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    assert!(
        answer.ephemeral && answer.text().contains("Your hand"),
        "{}",
        answer.text()
    );
    let stop = fake
        .command(&users[0], table.channel, "/ribs stop")
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    assert_eq!(stop.content(), "The match is stopped.");

    // Threads unavailable: the match is played in the channel, said in one line.
    fake.fail_threads(Some(ThreadFailure::MaxActiveThreads));
    let table = open_table(
        &fake,
        &bot,
        &db,
        &users[0],
        &[&users[1], &users[2], &users[3]],
        "/ribs new thread:true",
    )
    .await;
    assert_eq!(table.channel, CHANNEL_ID);
    fake.wait_channel_message(
        CHANNEL_ID,
        |m| m.content.starts_with("Could not open a thread"),
        DEFAULT_WAIT,
    )
    .await
    .unwrap();
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn leaderboard_stats_rules_and_autopilot_answer_through_commands() {
    // Rate limits off: the bot does not pace its writes (lobby, edit per join, table: 6 in 5 s).
    let fake = FakeDiscord::start_with(FakeOptions {
        rate_limits: false,
        ..FakeOptions::default()
    })
    .await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let ann = fake.user(41, "Ann");
    let bob = fake.user(42, "Bob");
    let answer = fake
        .command(&ann, CHANNEL_ID, "/ribs leaderboard")
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    assert!(
        answer.text().contains("No finished matches yet"),
        "{}",
        answer.text()
    );
    // A match of one human and three computers, played on autopilot.
    let table = open_table(
        &fake,
        &bot,
        &db,
        &ann,
        &[&bob],
        "/ribs new target:1 computers:2",
    )
    .await;
    let on = fake
        .command(&ann, CHANNEL_ID, "/ribs autopilot on:true")
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    assert!(
        on.content()
            .starts_with("A computer player plays your seat now"),
        "{}",
        on.content()
    );
    // Reposting the table mid-hand: the old message says where it went, not "over".
    fake.command(&bob, CHANNEL_ID, "/ribs table")
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    fake.wait_channel_message(
        CHANNEL_ID,
        |m| {
            m.text()
                .contains("The table has moved: it is posted again below.")
        },
        DEFAULT_WAIT,
    )
    .await
    .unwrap();
    assert!(
        !fake
            .channel_messages(CHANNEL_ID)
            .iter()
            .any(|m| m.text().contains("(over)")),
        "no hand is over yet"
    );
    fake.command(&bob, CHANNEL_ID, "/ribs autopilot on:true")
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    fake.wait_channel_message(
        CHANNEL_ID,
        |m| m.text().contains("wins the match"),
        Duration::from_secs(30),
    )
    .await
    .unwrap();
    assert_eq!(
        bot.service().status(table.id).await.unwrap(),
        Some(TableStatus::Finished)
    );
    let board = fake
        .command(&ann, CHANNEL_ID, "/ribs leaderboard by:\"hands won\"")
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    assert!(!board.ephemeral);
    assert!(
        board.text().contains("Ann") && board.text().contains("Bob"),
        "{}",
        board.text()
    );
    let stats = fake
        .command(&bob, CHANNEL_ID, "/ribs stats")
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    assert!(
        stats.text().contains("Matches: 1 played"),
        "{}",
        stats.text()
    );
    let rules = fake
        .command(&bob, CHANNEL_ID, "/ribs rules")
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    assert!(rules.ephemeral && rules.text().contains("Page 1 of 5"));
    let page = rules.original.clone().unwrap();
    let next = fake
        .click(&bob, &page, "Next ▶")
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    assert_eq!(next.kind, 7);
    assert!(
        next.text().contains("E is the bidder at 6"),
        "{}",
        next.text()
    );
    bot.shutdown().await;
}
