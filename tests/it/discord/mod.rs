//! The real bot against a fake Discord on 127.0.0.1 that behaves as Discord does (rate
//! limits, notifications only for new messages, 15-minute tokens, permissions, lost
//! channels): whole matches played by users as they would on their phones, what each user
//! could see and was notified of, refusals and forgeries, and every fault the real Discord
//! throws at a bot.

mod archive;
mod commands;
mod crazy_eights;
mod cribbage;
mod drill;
mod faults;
mod forget;
mod games;
mod gin_rummy;
mod languages;
mod leases;
mod matches;
mod oh_hell;
mod pictures;
mod refusals;
mod strangers;

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use ribs::discord::rest::Pace;
use ribs::discord::{Bot, Config};
use ribs::games::ribs::deal::{Stream, below, rng_for};
use ribs::games::ribs::{Action, Card, CardName, CardSet, Choice, Match, Options, Seat};
use ribs::table::{MatchId, TableService, TableStatus, UserId};
use serde_json::Value;

use crate::support::fake_discord::{
    CHANNEL_ID, DEFAULT_WAIT, FakeDiscord, FakeOptions, FakeUser, GUILD_ID, Interaction,
    RecordedMessage, Response,
};

pub const TOKEN: &str =
    "MTA4NjQ1NzM5ODE5NjU0MzQ5Mg.GbXyZ1.fake-token-for-tests-only-aaaaaaaaaaaaaaa";

/// How much faster than Discord's the rate-limit windows run in these tests (the bot and
/// the fake alike): whole matches at Discord's own pace would take minutes. The fake
/// enforces the scaled budgets exactly as it enforces Discord's. `RIBS_E2E_SCALE=1` runs
/// them at Discord's own pace.
pub fn scale() -> u32 {
    std::env::var("RIBS_E2E_SCALE")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10)
}

/// A fake Discord with every realism on, its rate-limit windows scaled by [`SCALE`].
pub async fn fake() -> FakeDiscord {
    FakeDiscord::start_with(FakeOptions {
        rate_limit_scale: scale(),
        ..FakeOptions::default()
    })
    .await
}

/// How long a test waits for a table to get somewhere (a step, its end, a computer's
/// turns): generous, for a busy machine. Only a failing test waits that long.
pub const PATIENCE: Duration = Duration::from_secs(60);

/// How long to wait for what the bot posts at its pace: a few seconds, longer when the
/// suite runs at Discord's own pace (a backlog of announcements drains at 1 write a second).
pub fn settle() -> Duration {
    DEFAULT_WAIT * (10 / scale()).max(1)
}

pub fn config(fake: &FakeDiscord, db: &Path) -> Config {
    Config {
        token: TOKEN.into(),
        database_url: crate::support::database::url_for(db),
        dev_guild: Some(serenity::GuildId::new(GUILD_ID)),
        default_turn_timer: None,
        computer_pause: Duration::ZERO,
        limits: ribs::discord::Limits::default(),
        api_base: Some(fake.api_base()),
        pace: Pace::scaled(scale()),
        shards: None,
        lease: Duration::from_secs(30),
    }
}

pub async fn start_bot(fake: &FakeDiscord, db: &Path) -> Bot {
    start_bot_with(fake, config(fake, db)).await
}

pub async fn start_bot_with(fake: &FakeDiscord, config: Config) -> Bot {
    let bot = Bot::start(config).await.expect("the bot starts");
    fake.wait_ready(DEFAULT_WAIT)
        .await
        .expect("the bot connects and registers its commands");
    bot
}

/// Every card face the bot makes as an application emoji: Ribs' 33 (32 cards and the
/// back) and the standard 52-card deck's 53.
pub const FACES: usize = 33 + 53;

/// Waits until the bot has made or found all [`FACES`] card faces as application emojis.
pub async fn wait_for_faces(fake: &FakeDiscord) {
    // The emoji routes take 5 calls a window: the list and 86 faces take 18 windows, at
    // the test's pace.
    let pace = crate::support::fake_discord::EMOJI_WINDOW * 18 / scale();
    fake.wait_until(|s| s.emojis().len() == FACES, PATIENCE + pace)
        .await
        .expect("the bot makes its 86 card faces");
}

/// Starts the bot on a fake that already holds every card face, as an earlier start of the
/// bot left them (each drawn as the bot draws it), and waits until the bot has listed
/// them: it finds them with that one call instead of making them at the emoji routes'
/// pace (18 windows, 18 s at the test's pace). For the tests whose subject is not the
/// making of the faces (that is `pictures::the_card_faces_are_made_once...`'s).
pub async fn start_bot_with_faces(fake: &FakeDiscord, db: &Path) -> Bot {
    for (name, png) in drawn_faces() {
        fake.seed_emoji(name, png);
    }
    let bot = start_bot(fake, db).await;
    fake.wait_until(
        |s| {
            s.calls()
                .iter()
                .any(|c| c.method == "GET" && c.path.ends_with("/emojis") && c.status == 200)
        },
        PATIENCE,
    )
    .await
    .expect("the bot lists its application's emojis");
    bot
}

/// Every card face's emoji name and picture, drawn once for the whole suite.
fn drawn_faces() -> &'static [(String, Vec<u8>)] {
    static DRAWN: std::sync::OnceLock<Vec<(String, Vec<u8>)>> = std::sync::OnceLock::new();
    DRAWN.get_or_init(|| {
        use ribs::discord::render::Face;
        use ribs::picture::{back_svg, deck_back_svg, deck_face_svg, face_svg, png_transparent};
        Face::all()
            .map(|face| {
                let svg = match face {
                    Face::Card(rank, suit) => face_svg(rank, suit),
                    Face::Back => back_svg(),
                    Face::Deck(card) => deck_face_svg(card),
                    Face::DeckBack => deck_back_svg(),
                };
                let png = png_transparent(&svg).expect("a card face draws");
                (ribs::discord::faces::emoji_name(face), png)
            })
            .collect()
    })
}

/// Every card option of a panel shows that card's face (an emoji of the application named
/// for its rank and suit), and a button that lays cards face down shows the back.
pub fn check_faces(fake: &FakeDiscord, panel: &RecordedMessage) {
    let emojis = fake.emojis();
    let named = |id: Option<u64>| {
        emojis
            .iter()
            .find(|e| Some(e.id) == id)
            .map(|e| e.name.clone())
    };
    for select in panel.selects() {
        for option in &select.options {
            let card = ribs::games::ribs::Card::from_code(&option.value).expect("a card's code");
            let emoji = option.emoji.as_ref().unwrap_or_else(|| {
                panic!(
                    "the option {} of panel {} has no face",
                    option.label, panel.id
                )
            });
            assert_eq!(
                named(emoji.id),
                Some(format!(
                    "ribs_{}{}",
                    card.rank.symbol(),
                    card.suit().letter()
                )),
                "{}",
                option.label
            );
        }
    }
    for button in panel.buttons() {
        let label = button.label.clone().unwrap_or_default();
        if label == "Fold" || label == "Lay ribs" && panel.text().contains("face down") {
            let emoji = button.emoji.as_ref().map(|e| e.id);
            assert_eq!(named(emoji.flatten()), Some("ribs_back".into()), "{label}");
        }
    }
}

/// Prints the first 40 messages `user` saw, every version, as a phone would show them
/// (`RIBS_TRANSCRIPT=1`): public or private, new lines as " / ".
pub fn print_seen_by(fake: &FakeDiscord, user: &FakeUser) {
    for message in fake.messages_ever_seen_by(user).iter().take(40) {
        let public = if message.ephemeral {
            "private"
        } else {
            "public"
        };
        for (text, _) in versions(message) {
            eprintln!("[{public} {}] {}", message.id, text.replace('\n', " / "));
        }
    }
}

pub fn temp_db() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ribs.db");
    (dir, path)
}

/// Waits for the bot's wordless answer to a click (a Join, a bid on the table message):
/// acknowledged (6), or, when the table took longer than the bot waits before answering
/// (1.5 s: a busy machine), deferred (5) and its "thinking…" placeholder deleted. Which of
/// the two is a matter of time, so neither is asserted.
pub async fn silently(click: Interaction, what: &str) -> Response {
    click
        .wait_response_where(
            |r| r.kind == 6 || (r.kind == 5 && r.original.as_ref().is_some_and(|m| m.deleted)),
            settle(),
        )
        .await
        .unwrap_or_else(|e| panic!("{what} answered without a word: {e}"))
}

/// Waits for the bot's answer to a click on `clicked`, given in place: the message updated
/// with the callback (7), or, when the table took longer than the bot waits before
/// answering (1.5 s: a busy machine), acknowledged (6) and the message then edited so that
/// `shows` holds. Which of the two is a matter of time, so neither is asserted.
pub async fn in_place(
    click: Interaction,
    clicked: &RecordedMessage,
    shows: impl Fn(&RecordedMessage) -> bool,
    what: &str,
) -> Response {
    let before = clicked.revisions.len();
    let answer = click
        .wait_response_where(
            |r| {
                let edited = r
                    .original
                    .as_ref()
                    .is_some_and(|m| m.revisions.len() > before && shows(m));
                r.kind == 7 || (r.kind == 6 && edited)
            },
            settle(),
        )
        .await
        .unwrap_or_else(|e| panic!("{what} answered in place: {e}"));
    let shown = answer.original.as_ref().expect("the clicked message");
    assert!(shows(shown), "{what}: {}", answer.text());
    answer
}

/// The text of every version a message ever had, with its components' custom ids.
pub fn versions(m: &RecordedMessage) -> Vec<(String, Vec<Value>)> {
    let text = |content: &str, embeds: &[Value]| {
        let mut t = content.to_string();
        for e in embeds {
            for key in ["title", "description"] {
                t.push('\n');
                t.push_str(e[key].as_str().unwrap_or_default());
            }
            t.push('\n');
            t.push_str(e["footer"]["text"].as_str().unwrap_or_default());
        }
        t
    };
    let mut all: Vec<(String, Vec<Value>)> = m
        .revisions
        .iter()
        .map(|r| (text(&r.content, &r.embeds), r.components.clone()))
        .collect();
    all.push((text(&m.content, &m.embeds), m.components.clone()));
    all
}

/// Whether a custom id is a control of kind `code` (its third part: `hand`, `bid`,
/// `pass`, `ribs`, `up`, `fold`, `start`, `join`...): what a test clicks by, whatever
/// language the labels are in.
pub fn is_control(custom_id: &str, code: &str) -> bool {
    custom_id.split(':').nth(2) == Some(code)
}

/// The custom id of a message's control of kind `code` (see [`is_control`]).
pub fn control(m: &RecordedMessage, code: &str) -> String {
    m.custom_ids()
        .into_iter()
        .find(|c| is_control(c, code))
        .unwrap_or_else(|| panic!("no {code} control on {}: {:?}", m.id, m.custom_ids()))
}

/// Every custom id in some components.
pub fn custom_ids(components: &[Value]) -> Vec<String> {
    components
        .iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c["custom_id"].as_str().map(str::to_string))
        .collect()
}

/// The step a table message was shown at: its "Your hand" control carries it.
pub fn step_of(components: &[Value]) -> Option<u64> {
    custom_ids(components).iter().find_map(|id| {
        let parts: Vec<&str> = id.split(':').collect();
        match parts.as_slice() {
            ["ribs", _, "hand", step] => step.parse().ok(),
            _ => None,
        }
    })
}

/// The match replayed from its log up to `step`.
pub fn game_at(options: Options, seats: u8, seed: u64, log: &[(Seat, Action)], step: u64) -> Match {
    let mut game = Match::new(options, seats, seed).unwrap();
    for (seat, action) in log.iter().take(step as usize) {
        game.apply(*seat, *action).unwrap();
    }
    game
}

/// What only each seat may know now: its hand, its fold of this hand, its ribs (unless
/// laid face up).
pub fn secrets(game: &Match) -> Vec<CardSet> {
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

/// Every card named in `text`, as the bot prints them (`K♥`, `10♣²`): no two cards of a
/// pack look alike, so a label names exactly one card.
pub fn cards_shown(text: &str) -> Vec<Card> {
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

pub fn assert_shows_none(text: &str, cards: CardSet, what: &str) {
    for card in cards_shown(text) {
        assert!(
            !cards.contains(card),
            "{what} shows {card}, which it may not:\n{text}"
        );
    }
}

/// No hand, menu or message shows two cards that look alike: every label in a select menu
/// and every card of a line is one card.
pub fn assert_labels_unique(m: &RecordedMessage) {
    for select in m.selects() {
        let labels: HashSet<&str> = select.options.iter().map(|o| o.label.as_str()).collect();
        assert_eq!(
            labels.len(),
            select.options.len(),
            "a menu repeats a label: {select:?}"
        );
    }
    for (text, _) in versions(m) {
        for line in text.lines() {
            // A hand, a play or a pile names each of its cards once.
            let shown = cards_shown(line);
            let distinct: HashSet<Card> = shown.iter().copied().collect();
            assert_eq!(distinct.len(), shown.len(), "two cards look alike: {line}");
        }
    }
}

/// A table under test: who plays it, where, and how to replay it.
pub struct Table {
    pub id: MatchId,
    pub channel: u64,
    pub options: Options,
    pub seats: u8,
    pub seed: u64,
    pub users: HashMap<u64, FakeUser>,
    pub seat_of: HashMap<u64, Seat>,
    /// The bot's database file.
    pub db: PathBuf,
}

/// Four people, Ann, Bob, Cat and Dan (ids from `first_id`), at a table Ann opens with
/// `command` and starts.
pub async fn four_at_a_table(
    fake: &FakeDiscord,
    bot: &Bot,
    db: &Path,
    first_id: u64,
    command: &str,
) -> (Table, [FakeUser; 4]) {
    let people = ["Ann", "Bob", "Cat", "Dan"];
    let [ann, bob, cat, dan] = [0, 1, 2, 3].map(|i| fake.user(first_id + i, people[i as usize]));
    let table = open_table(fake, bot, db, &ann, &[&bob, &cat, &dan], command).await;
    (table, [ann, bob, cat, dan])
}

/// Opens a table through `/ribs new`, seats the users through the lobby's Join button,
/// and starts it.
pub async fn open_table(
    fake: &FakeDiscord,
    bot: &Bot,
    db: &Path,
    host: &FakeUser,
    others: &[&FakeUser],
    command: &str,
) -> Table {
    let answer = fake.ask(host, CHANNEL_ID, command).await;
    assert!(answer.ephemeral, "{}", answer.text());
    let id = bot
        .service()
        .table_at(ribs::table::PlaceId(CHANNEL_ID))
        .expect("a table in the channel");
    let join = format!("ribs:{id}:join");
    let lobby = fake
        .wait_channel_message(CHANNEL_ID, |m| m.custom_ids().contains(&join), DEFAULT_WAIT)
        .await
        .unwrap();
    for user in others {
        silently(fake.click(user, &lobby, &join), "a Join").await;
    }
    // Every join shows in the lobby (paced, not lost) before the host starts.
    let seated = bot
        .service()
        .info::<ribs::games::ribs::Match>(id)
        .await
        .unwrap()
        .seats
        .len();
    fake.wait_until(
        |s| {
            s.message(lobby.id)
                .is_some_and(|m| m.text().contains(&format!("\n{seated}. ")))
        },
        DEFAULT_WAIT,
    )
    .await
    .expect("the lobby shows everyone");
    // The seed is known only to the store (a front end never sees it): read it there.
    let store = crate::support::database::reader(db).await;
    let stored = store.open_table(id).await.unwrap().unwrap();
    store.close().await;
    silently(fake.click(host, &lobby, &control(&lobby, "start")), "Start").await;
    // The lobby closes to new players.
    let lobby_id = lobby.id;
    fake.wait_until(
        move |s| {
            s.message(lobby_id)
                .is_some_and(|m| !m.custom_ids().contains(&join))
        },
        DEFAULT_WAIT,
    )
    .await
    .expect("the lobby loses its buttons once the match begins");
    let info = bot
        .service()
        .info::<ribs::games::ribs::Match>(id)
        .await
        .unwrap();
    let mut users: HashMap<u64, FakeUser> = HashMap::new();
    users.insert(host.id, host.clone());
    for u in others {
        users.insert(u.id, (*u).clone());
    }
    let channel = channel_of_the_match(fake, command, lobby.id).await;
    // The match is on: its table message, with the "Your hand" button, is shown there.
    fake.wait_until(
        move |s| {
            s.channel_messages(channel)
                .iter()
                .any(|m| m.custom_ids().iter().any(|c| is_control(c, "hand")))
        },
        settle(),
    )
    .await
    .expect("the match's table message");
    Table {
        id,
        channel,
        options: info.options,
        seats: info.seats.len() as u8,
        seed: stored.seed,
        db: db.to_path_buf(),
        users,
        seat_of: info
            .seats
            .iter()
            .filter_map(|s| s.occupant.user().map(|u| (u.0, s.seat)))
            .collect(),
    }
}

/// The channel a match opened by `command` from the lobby message `lobby` is played in:
/// a table asked for with a thread is played in the thread opened from its lobby, or, when
/// none could be opened, in the channel, which is told so; any other in the channel.
async fn channel_of_the_match(fake: &FakeDiscord, command: &str, lobby: u64) -> u64 {
    if command.contains("thread:true") {
        fake.wait_for(
            |s| {
                let thread = s
                    .threads()
                    .into_iter()
                    .find(|t| t.from_message == Some(lobby))
                    .map(|t| t.id);
                let told = s
                    .channel_messages(CHANNEL_ID)
                    .iter()
                    .any(|m| m.id > lobby && m.content.contains("Could not open a thread"));
                thread.or(told.then_some(CHANNEL_ID))
            },
            DEFAULT_WAIT,
        )
        .await
        .expect("the match's thread, or a word that none could be opened")
    } else {
        CHANNEL_ID
    }
}

impl Table {
    /// The match's whole log, read from its database as a test may (the table service
    /// hands out no open match's log: it holds hidden cards).
    pub async fn log(&self) -> Vec<(Seat, Action)> {
        let store = crate::support::database::reader(&self.db).await;
        let actions = store.actions(self.id).await.unwrap();
        store.close().await;
        actions
            .into_iter()
            .map(|a| (Seat(a.seat), serde_json::from_value(a.action).unwrap()))
            .collect()
    }

    /// After the match: no version of any public message showed a card that was secret
    /// at the step it showed, and every trick was revealed once.
    pub async fn check_public_messages(&self, fake: &FakeDiscord, _service: &TableService) {
        let log = self.log().await;
        let game = game_at(self.options, self.seats, self.seed, &log, log.len() as u64);
        let tricks = (game.hand().number() as usize) * 4 + game.hand().tricks().count();
        let mut reveals = 0;
        // Every public message the channel ever had, those deleted since included: people
        // saw them before they went.
        let public = fake
            .all_messages()
            .into_iter()
            .filter(|m| m.channel_id == self.channel && !m.ephemeral);
        for message in public {
            assert_labels_unique(&message);
            for (text, components) in versions(&message) {
                if let Some(step) = step_of(&components) {
                    let at = game_at(self.options, self.seats, self.seed, &log, step);
                    let secret = secrets(&at).iter().fold(CardSet::EMPTY, |a, c| a.union(*c));
                    assert_shows_none(&text, secret, &format!("the table message at step {step}"));
                }
            }
            // The drawn table on every live table message, and its alt text as secret-free
            // as the text.
            for version in message.versions() {
                let Some(step) = step_of(&version.components) else {
                    continue;
                };
                let picture = version.embed_image().unwrap_or_else(|| {
                    panic!(
                        "the table message {} at step {step} shows no picture",
                        message.id
                    )
                });
                assert!(picture.width.unwrap_or(0) >= 600, "{picture:?}");
                let alt = picture.description.clone().unwrap_or_default();
                assert!(!alt.is_empty(), "the table picture has an alt text");
                let at = game_at(self.options, self.seats, self.seed, &log, step);
                let secret = secrets(&at).iter().fold(CardSet::EMPTY, |a, c| a.union(*c));
                assert_shows_none(
                    &alt,
                    secret,
                    &format!("the table picture's alt text at step {step}"),
                );
            }
            let text = message.text();
            if text.contains("Trick ") && text.contains(" bid ") && text.contains("Ribs:") {
                reveals += 1;
                let picture = message
                    .embed_image()
                    .unwrap_or_else(|| panic!("the reveal {} shows no picture", message.id));
                assert!(
                    picture.is_image() && picture.description.is_some(),
                    "{picture:?}"
                );
            }
        }
        assert_eq!(reveals, tricks, "every trick was revealed once");
    }
}

/// What a match played through Discord measured.
#[derive(Debug, Default)]
pub struct Measured {
    /// Turns of people (not on autopilot).
    pub human_turns: usize,
    /// Decisions people made through Discord.
    pub decisions: usize,
    /// At a person's turn, the newest bot message in the channel did not carry their
    /// control.
    pub buried: usize,
    pub hands: u32,
}

/// Plays the people's seats as people would on their phones: at each turn they wait for
/// the notification that it is theirs, find the control on the newest message, act through
/// their live panel (opened once with "Your hand", and again only when it expired), and
/// now and then bid or pass on the table message itself.
pub struct Players<'a> {
    pub fake: &'a FakeDiscord,
    pub bot: &'a Bot,
    pub table: &'a Table,
    /// Each player's live panel message.
    pub panels: HashMap<u64, u64>,
    /// Notifications each player had when their last turn began.
    pub notified: HashMap<u64, usize>,
    pub measured: Measured,
    pub rng: rand_chacha::ChaCha8Rng,
    /// The bot has every card face as an emoji: every card option and face-down button of
    /// every panel must show it.
    pub faces: bool,
}

impl<'a> Players<'a> {
    pub fn new(fake: &'a FakeDiscord, bot: &'a Bot, table: &'a Table) -> Players<'a> {
        Players {
            fake,
            bot,
            table,
            panels: HashMap::new(),
            notified: HashMap::new(),
            measured: Measured::default(),
            rng: rng_for(table.seed, Stream::Play, 77),
            faces: false,
        }
    }

    /// Plays until the match is over (or `limit` people's turns were played). Fails if
    /// the computers hold the turn at one step for [`PATIENCE`].
    pub async fn play(&mut self, limit: usize) {
        let mut played = 0;
        let mut computers_since: Option<(u64, std::time::Instant)> = None;
        while played < limit {
            match self.turn().await {
                Some(true) => {
                    played += 1;
                    computers_since = None;
                }
                Some(false) => {
                    let step = match self
                        .bot
                        .service()
                        .info::<ribs::games::ribs::Match>(self.table.id)
                        .await
                    {
                        Ok(info) => info.step,
                        Err(_) => continue, // over: the next turn says so
                    };
                    match computers_since {
                        Some((at, since)) if at == step => {
                            if since.elapsed() >= PATIENCE {
                                panic!("a computer held the turn at step {step} for {PATIENCE:?}");
                            }
                        }
                        _ => computers_since = Some((step, std::time::Instant::now())),
                    }
                    tokio::time::sleep(Duration::from_millis(2)).await;
                }
                None => break,
            }
        }
    }

    /// One step: `None` once the match is over, `Some(true)` after a person's turn,
    /// `Some(false)` when a computer is on turn.
    pub async fn turn(&mut self) -> Option<bool> {
        let started = std::time::Instant::now();
        let turn = self.turn_inner().await;
        if std::env::var_os("RIBS_TURNS").is_some() && turn == Some(true) {
            eprintln!(
                "turn {} took {:?}",
                self.measured.human_turns,
                started.elapsed()
            );
        }
        turn
    }

    async fn turn_inner(&mut self) -> Option<bool> {
        let service = self.bot.service();
        let info = service
            .info::<ribs::games::ribs::Match>(self.table.id)
            .await
            .ok()?;
        if info.status != TableStatus::Playing {
            return None;
        }
        self.measured.hands = info.public.as_ref().map_or(0, |v| v.hand + 1);
        let seat = info.to_act?;
        let seat_info = &info.seats[seat.index()];
        let Some(user_id) = seat_info
            .occupant
            .user()
            .filter(|_| !seat_info.on_autopilot)
        else {
            return Some(false);
        };
        let user = self.table.users[&user_id.0].clone();
        let step = info.step;
        self.measured.human_turns += 1;

        let newest = self.announced_turn(&user, step).await;

        let view = service
            .view::<ribs::games::ribs::Match>(self.table.id, user_id)
            .await
            .ok()?;
        if view.info.step != step {
            return Some(true);
        }
        let choice = view.view.choice.expect("on turn");
        // Now and then, bid or pass on the table message itself.
        if let Choice::Bid { next, can_pass } = choice
            && below(&mut self.rng, 4) == 0
        {
            let _ = next;
            let code = if can_pass && below(&mut self.rng, 3) > 0 {
                "pass"
            } else {
                "bid"
            };
            let id = control(&newest, code);
            silently(self.fake.click(&user, &newest, &id), "a public bid").await;
            self.measured.decisions += 1;
            return Some(true);
        }
        let panel = self.panel(&user, step, &newest).await;
        self.check_panel(user_id, &panel).await;
        self.decide_on_the_panel(&user, choice, &panel).await;
        self.measured.decisions += 1;
        Some(true)
    }

    /// The turn at `step` is announced to `user`, in a new message that mentions them (a
    /// ping for this step); returns the bot's newest message in the channel, which should
    /// carry their control (when it does not, the turn counts as buried).
    async fn announced_turn(&mut self, user: &FakeUser, step: u64) -> RecordedMessage {
        let before = self.notified.get(&user.id).copied().unwrap_or(0);
        let id = user.id;
        let ping = self
            .fake
            .wait_for(
                move |s| s.notifications_for(id).get(before).cloned(),
                Duration::from_secs(20),
            )
            .await
            .unwrap_or_else(|e| {
                panic!(
                    "{} was not notified of their turn at step {step}: {e}",
                    user.name
                )
            });
        self.notified.insert(user.id, before + 1);
        let pinged = self.fake.message(ping.message_id).expect("the ping");
        assert_eq!(
            step_of(&pinged.components),
            Some(step),
            "the ping is for this turn"
        );

        let newest = self
            .fake
            .newest_bot_message(self.table.channel)
            .expect("a message");
        if step_of(&newest.components) != Some(step) {
            self.measured.buried += 1;
        }
        newest
    }

    /// `user` takes the `choice` on their `panel`: a bid or a pass; or two cards picked at
    /// random, then laid as the ribs, face up, or (now and then) folded.
    async fn decide_on_the_panel(
        &mut self,
        user: &FakeUser,
        choice: Choice,
        panel: &RecordedMessage,
    ) {
        match choice {
            Choice::Bid { can_pass, .. } => {
                let code = if can_pass && below(&mut self.rng, 3) > 0 {
                    "pass"
                } else {
                    "bid"
                };
                let click = self.fake.click(user, panel, &control(panel, code));
                in_place(click, panel, |_| true, "a bid on the panel").await;
            }
            Choice::Ribs { .. } | Choice::Play { .. } => {
                let select = panel.selects().into_iter().next().expect("a card menu");
                let n = select.options.len() as u32;
                let i = below(&mut self.rng, n) as usize;
                let j = (i + 1 + below(&mut self.rng, n - 1) as usize) % select.options.len();
                let values = [
                    select.options[i].value.as_str(),
                    select.options[j].value.as_str(),
                ];
                let pick = self.fake.select(user, panel, &select.custom_id, &values);
                in_place(pick, panel, |_| true, "a choice of cards").await;
                let panel = self.fake.message(panel.id).unwrap();
                let label = match choice {
                    Choice::Ribs { .. } => "ribs",
                    _ if choice.may_fold() && below(&mut self.rng, 5) == 0 => "fold",
                    _ => "up",
                };
                let click = self.fake.click(user, &panel, &control(&panel, label));
                let done = |m: &RecordedMessage| m.text().contains('✅');
                in_place(click, &panel, done, label).await;
            }
        }
    }

    /// The player's live panel, showing this step's controls: the one they have, once the
    /// bot has brought it to life, or a new one from "Your hand" if they have none (or it
    /// stopped updating).
    async fn panel(
        &mut self,
        user: &FakeUser,
        step: u64,
        table: &RecordedMessage,
    ) -> RecordedMessage {
        let alive = |m: &RecordedMessage| {
            custom_ids(&m.components)
                .iter()
                .any(|id| id.split(':').nth(3) == Some(&step.to_string()))
        };
        if let Some(&id) = self.panels.get(&user.id) {
            let live = self
                .fake
                .wait_for(
                    move |s| s.message(id).filter(|m| alive(m)).cloned(),
                    Duration::from_secs(5),
                )
                .await;
            if let Ok(panel) = live {
                return panel;
            }
        }
        let opened = self
            .fake
            .click(user, table, &control(table, "hand"))
            .wait_response(DEFAULT_WAIT)
            .await
            .expect("the panel opens");
        assert!(opened.ephemeral, "a panel is private");
        let panel = opened.original.clone().expect("the panel message");
        self.panels.insert(user.id, panel.id);
        assert!(
            alive(&panel),
            "a fresh panel has this turn's controls: {}",
            panel.text()
        );
        panel
    }

    /// A panel shows none of the cards the player may not know.
    async fn check_panel(&self, user: UserId, panel: &RecordedMessage) {
        let log = self.table.log().await;
        let t = self.table;
        let game = game_at(t.options, t.seats, t.seed, &log, log.len() as u64);
        let mine = t.seat_of[&user.0];
        let secrets = secrets(&game);
        let others = secrets
            .iter()
            .enumerate()
            .filter(|(s, _)| *s != mine.index())
            .fold(CardSet::EMPTY, |acc, (_, c)| acc.union(*c));
        // The first line may tell the player what they just did (with their own cards, now
        // played, perhaps in a hand since dealt again); the rest is the panel as it stands.
        let text = panel.text();
        let text = match text.split_once("\n\n") {
            // (In the pseudo-locale every message opens with its marker ⟦.)
            Some((notice, rest)) if notice.trim_start_matches('⟦').starts_with(['✅', '⚠']) => {
                rest.to_string()
            }
            _ => text,
        };
        assert_shows_none(&text, others.difference(secrets[mine.index()]), "a panel");
        assert_labels_unique(panel);
        if self.faces {
            check_faces(self.fake, panel);
        }
    }
}

/// The host picks `key` in the lobby's menu of options and sets it to `value` from the
/// private menu of its values; the lobby then shows it.
pub async fn set_option(
    fake: &FakeDiscord,
    ann: &FakeUser,
    id: MatchId,
    key: &str,
    value: &str,
    shown: &str,
) {
    let lobby = fake
        .wait_channel_message(
            CHANNEL_ID,
            |m| m.custom_ids().contains(&format!("ribs:{id}:join")),
            DEFAULT_WAIT,
        )
        .await
        .unwrap();
    let asked = fake
        .select(ann, &lobby, &format!("ribs:{id}:opts:0"), &[key])
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    let private = asked.original.clone().expect("the menu of values");
    let pick = fake.select(ann, &private, &format!("ribs:{id}:opt:{key}"), &[value]);
    in_place(pick, &private, |m| m.text().contains('✅'), "an option set").await;
    let lobby_id = lobby.id;
    let shown = shown.to_string();
    fake.wait_until(
        move |s| {
            s.message(lobby_id)
                .is_some_and(|m| m.text().contains(&shown))
        },
        DEFAULT_WAIT,
    )
    .await
    .unwrap_or_else(|_| panic!("the lobby shows {key} set"));
}

/// The step a message's controls answer: its move controls' (buttons or menus), or its
/// "Your hand" button's.
pub fn step_on(m: &RecordedMessage) -> Option<u64> {
    m.custom_ids()
        .iter()
        .find(|c| c.contains(":mv:") || c.contains(":mvs:") || c.contains(":hand:"))
        .and_then(|c| c.split(':').nth(3)?.parse().ok())
}
