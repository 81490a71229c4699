//! `/games`, beside `/ribs`: a table of any game opened with the game as its first option,
//! its options set by the host in the lobby from the game's schema, the catalog of the
//! games, and each game's rules, boards, stats and history.

use serde_json::Value;

use super::{control, fake, in_place, silently, start_bot, temp_db};
use crate::support::fake_discord::{
    CHANNEL_ID, DEFAULT_WAIT, FakeDiscord, FakeUser, RecordedMessage,
};
use ribs::games::GameKind;
use ribs::games::ribs::{BeatRule, Options};
use ribs::table::{MatchId, PlaceId, TableStatus};

/// A JSON value with every object's keys in order, as text (localizations come from hash
/// maps; numbers as they were sent).
fn sorted_text(value: &Value) -> String {
    fn sorted(value: &Value) -> Value {
        match value {
            Value::Object(map) => {
                let mut entries: Vec<(&String, &Value)> = map.iter().collect();
                entries.sort_by(|a, b| a.0.cmp(b.0));
                Value::Object(
                    entries
                        .into_iter()
                        .map(|(k, v)| (k.clone(), sorted(v)))
                        .collect(),
                )
            }
            Value::Array(items) => Value::Array(items.iter().map(sorted).collect()),
            other => other.clone(),
        }
    }
    serde_json::to_string_pretty(&sorted(value)).unwrap()
}

/// The values of a select menu's options.
fn values(m: &RecordedMessage, custom_id: &str) -> Vec<String> {
    m.selects()
        .into_iter()
        .find(|s| s.custom_id == custom_id)
        .unwrap_or_else(|| panic!("no menu {custom_id} on {}: {:?}", m.id, m.custom_ids()))
        .options
        .into_iter()
        .map(|o| o.value)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_opened_with_games_new_takes_the_options_its_host_sets_in_the_lobby() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let [ann, bob, cat] = [0, 1, 2].map(|i| fake.user(60 + i, ["Ann", "Bob", "Cat"][i as usize]));
    let opened = fake
        .ask(&ann, CHANNEL_ID, "/games new game:Ribs computers:1")
        .await;
    assert!(
        opened.ephemeral && opened.text().contains("Your table is open"),
        "{}",
        opened.text()
    );
    let id = bot
        .service()
        .table_at(PlaceId(CHANNEL_ID))
        .expect("a table in the channel");
    let join = format!("ribs:{id}:join");
    let lobby = fake
        .wait_channel_message(CHANNEL_ID, |m| m.custom_ids().contains(&join), DEFAULT_WAIT)
        .await
        .unwrap();
    let menu = format!("ribs:{id}:opts:0");
    assert_the_lobby_names_every_option_in_the_hosts_menu(&lobby, &menu);
    assert!(lobby.components.len() <= 5);

    // Anyone else is told privately that the options are the host's.
    silently(fake.click(&bob, &lobby, &join), "a Join").await;
    let refused = fake
        .select(&bob, &lobby, &menu, &["target"])
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    assert!(
        refused.ephemeral
            && refused
                .text()
                .contains("only the host can change the table's options"),
        "{}",
        refused.text()
    );

    let set_target = format!("ribs:{id}:opt:target");
    let private = the_host_sets_the_target(&fake, &ann, &lobby, &menu, &set_target).await;
    let lobby_id = lobby.id;
    the_host_sets_the_beat_rule(&fake, &ann, lobby_id, &menu, id).await;

    // The match plays by them.
    silently(
        fake.click(&cat, &fake.message(lobby_id).unwrap(), &join),
        "a Join",
    )
    .await;
    fake.wait_until(
        move |s| {
            s.message(lobby_id)
                .is_some_and(|m| m.text().contains("\n4. "))
        },
        DEFAULT_WAIT,
    )
    .await
    .expect("the lobby shows everyone");
    let lobby = fake.message(lobby_id).unwrap();
    silently(fake.click(&ann, &lobby, &control(&lobby, "start")), "Start").await;
    let expected = Options::default()
        .with_target(3)
        .unwrap()
        .with_beat_rule(BeatRule::BothHigher);
    let info = bot
        .service()
        .info::<ribs::games::ribs::Match>(id)
        .await
        .unwrap();
    assert_eq!(info.status, TableStatus::Playing);
    assert_eq!(info.game, GameKind::Ribs);
    assert_eq!(info.options, expected);
    let store = crate::support::database::reader(&db).await;
    let stored = store.open_table(id).await.unwrap().unwrap();
    store.close().await;
    assert_eq!(
        (stored.game, stored.options),
        (GameKind::Ribs, serde_json::to_value(expected).unwrap())
    );
    // The host's menu, still on their screen, is refused in place now.
    let late = fake.select(
        &ann,
        &fake.message(private.id).unwrap(),
        &set_target,
        &["5"],
    );
    let refused = |m: &RecordedMessage| m.text().contains("has already started");
    in_place(late, &private, refused, "a late option").await;
    assert_eq!(
        bot.service()
            .info::<ribs::games::ribs::Match>(id)
            .await
            .unwrap()
            .options,
        expected
    );
    bot.shutdown().await;
}

/// The host picks the target from the lobby's `menu`: its values, privately, with the
/// value now chosen; then chooses 3, said in place, and the lobby shows it to everyone.
/// Returns the host's private menu of values.
async fn the_host_sets_the_target(
    fake: &FakeDiscord,
    ann: &FakeUser,
    lobby: &RecordedMessage,
    menu: &str,
    set_target: &str,
) -> RecordedMessage {
    let asked = fake
        .select(ann, lobby, menu, &["target"])
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    assert!(asked.ephemeral, "{}", asked.text());
    let private = asked.original.clone().expect("the menu of values");
    let offered: Vec<String> = (1..=20).map(|n| n.to_string()).collect();
    assert_eq!(values(&private, set_target), offered);
    let chosen: Vec<String> = private.selects()[0]
        .options
        .iter()
        .filter(|o| o.default)
        .map(|o| o.value.clone())
        .collect();
    assert_eq!(chosen, ["5"]);
    // ...chooses 3: said in place, and the lobby shows it to everyone.
    let pick = fake.select(ann, &private, set_target, &["3"]);
    let said = |m: &RecordedMessage| m.text().contains("✅ Hand wins to take the match: 3");
    in_place(pick, &private, said, "the target set").await;
    let lobby_id = lobby.id;
    fake.wait_until(
        move |s| {
            s.message(lobby_id)
                .is_some_and(|m| m.text().contains("**Hand wins to take the match:** 3"))
        },
        DEFAULT_WAIT,
    )
    .await
    .expect("the lobby shows the new target");
    private
}

/// The same lobby as /ribs new's, with every option of the game (their defaults) and
/// the host's `menu` of them, in the schema's order.
fn assert_the_lobby_names_every_option_in_the_hosts_menu(lobby: &RecordedMessage, menu: &str) {
    let text = lobby.text();
    for shown in [
        "Ribs · a table is open",
        "**Hand wins to take the match:** 5",
        "**Bid step:** 1",
        "**To beat the ribs:** one card above both ribs",
        "**Folding:** once per hand",
        "**Last trick face up:** no",
    ] {
        assert!(text.contains(shown), "{shown}: {text}");
    }
    let schema: Vec<&str> = GameKind::Ribs
        .entry()
        .options
        .iter()
        .map(|o| o.key)
        .collect();
    assert_eq!(values(lobby, menu), schema);
}

/// The host sets a list's option, the beat rule, from the same lobby `menu` as the
/// target: offered every rule, said in place, and shown on the lobby to everyone.
async fn the_host_sets_the_beat_rule(
    fake: &FakeDiscord,
    ann: &FakeUser,
    lobby_id: u64,
    menu: &str,
    id: MatchId,
) {
    let asked = fake
        .select(ann, &fake.message(lobby_id).unwrap(), menu, &["beat_rule"])
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    let private_rule = asked.original.clone().expect("the menu of values");
    let set_rule = format!("ribs:{id}:opt:beat_rule");
    assert_eq!(
        values(&private_rule, &set_rule),
        ["one_higher", "both_higher"]
    );
    let pick = fake.select(ann, &private_rule, &set_rule, &["both_higher"]);
    let said = |m: &RecordedMessage| m.text().contains("both cards above both ribs");
    in_place(pick, &private_rule, said, "the beat rule set").await;
    fake.wait_until(
        move |s| {
            s.message(lobby_id).is_some_and(|m| {
                m.text()
                    .contains("**To beat the ribs:** both cards above both ribs")
            })
        },
        DEFAULT_WAIT,
    )
    .await
    .expect("the lobby shows the new beat rule");
}

/// /games: each subcommand but the list and the replay (a match by its number, whatever
/// its game) names its game first, from the catalog, within Discord's limits.
fn games_subcommands_name_their_game_first(subcommands: &[Value]) {
    let catalog: Vec<&str> = GameKind::ALL.iter().map(|g| g.entry().name).collect();
    for sub in subcommands {
        let options = sub["options"].as_array().cloned().unwrap_or_default();
        assert!(options.len() <= 25);
        if sub["name"] == "list" {
            continue;
        }
        if sub["name"] == "replay" {
            assert_eq!(
                (&options[0]["name"], &options[0]["required"]),
                (&"match".into(), &true.into())
            );
            continue;
        }
        let game = &options[0];
        assert_eq!(
            (&game["name"], &game["required"]),
            (&"game".into(), &true.into())
        );
        let choices: Vec<&str> = game["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["name"].as_str().unwrap())
            .collect();
        assert_eq!(choices, catalog, "{}", sub["name"]);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_catalog_lists_every_game_beside_ribs_as_registered_and_boards_answer_per_game() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let ann = fake.user(70, "Ann");
    let commands = fake.commands();
    let names: Vec<&str> = commands.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names.len(), 2, "{names:?}");
    // /ribs exactly as pinned: what the fake received, but for what Discord adds.
    let ribs = commands.iter().find(|c| c.name == "ribs").unwrap();
    let mut sent = ribs.json.clone();
    for added in ["id", "application_id", "version", "type", "guild_id"] {
        sent.as_object_mut().unwrap().remove(added);
    }
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/it/fixtures/ribs-command.json");
    let pinned: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert_eq!(sorted_text(&sent), sorted_text(&pinned));
    let games = commands.iter().find(|c| c.name == "games").unwrap();
    games_subcommands_name_their_game_first(&games.options);

    let list = fake.ask(&ann, CHANNEL_ID, "/games list").await;
    assert!(list.ephemeral);
    let text = list.text();
    for game in GameKind::ALL {
        let entry = game.entry();
        for shown in [
            format!("**{}**", entry.name),
            // A game of one seat count says so once ("4 players").
            if entry.seats.start() == entry.seats.end() {
                format!("{} players", entry.seats.start())
            } else {
                format!("{} to {} players", entry.seats.start(), entry.seats.end())
            },
            format!(
                "about {} to {} minutes",
                entry.minutes.start(),
                entry.minutes.end()
            ),
            format!("game:{}", entry.name),
        ] {
            assert!(text.contains(&shown), "{shown}: {text}");
        }
    }
    for sub in ["new", "rules", "leaderboard"] {
        let link = format!("</games {sub}:{}>", games.id);
        assert!(text.contains(&link), "{link}: {text}");
    }

    // A game's rules, a page at a time.
    let rules = fake.ask(&ann, CHANNEL_ID, "/games rules game:Ribs").await;
    assert!(
        rules.ephemeral && rules.text().contains("Page 1 of 6"),
        "{}",
        rules.text()
    );
    let page = rules.original.clone().unwrap();
    let turned = |m: &RecordedMessage| m.text().contains("Page 2 of 6");
    in_place(fake.click(&ann, &page, "Next ▶"), &page, turned, "the page").await;
    // Its boards, stats and history.
    for (line, said, private) in [
        (
            "/games leaderboard game:Ribs",
            "Ribs leaderboard · this server · by rating",
            false,
        ),
        (
            "/games leaderboard game:Ribs by:\"matches won\"",
            "No finished matches yet on this server",
            false,
        ),
        (
            "/games stats game:Ribs",
            "Ann · Ribs stats · this server",
            false,
        ),
        (
            "/games history game:Ribs",
            "Ribs · the last matches on this server",
            true,
        ),
    ] {
        let answer = fake.ask(&ann, CHANNEL_ID, line).await;
        assert!(answer.text().contains(said), "{line}: {}", answer.text());
        assert_eq!(answer.ephemeral, private, "{line}");
    }
    assert!(fake.rate_limited_calls().is_empty());
    bot.shutdown().await;
}
