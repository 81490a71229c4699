//! Every player in their own language: a private answer or panel in the person's locale,
//! the table's public messages in the server's; and, through the pseudo-locale (every
//! message wrapped in ⟦…⟧), no text the bot shows that is not from the message files.

use std::collections::BTreeSet;
use std::sync::LazyLock;

use regex::Regex;
use serde_json::Value;

use super::{Players, control, fake, open_table, settle, start_bot, temp_db};
use crate::support::fake_discord::{
    CHANNEL_ID, DEFAULT_WAIT, FakeDiscord, FakeUser, RecordedMessage,
};

/// The pseudo-locale as the bot knows it (`ribs::text::PSEUDO_LOCALE`).
const PSEUDO: &str = ribs::text::PSEUDO_LOCALE;

/// The text of a message as a reader sees it, in every version: content, embeds (title,
/// description, footer), controls (labels, placeholders, options) and pictures' alt texts.
fn seen(m: &RecordedMessage) -> Vec<String> {
    let mut out = Vec::new();
    for v in m.versions() {
        out.push(v.content.clone());
        for e in &v.embeds {
            for text in [&e["title"], &e["description"], &e["footer"]["text"]] {
                out.extend(text.as_str().map(str::to_owned));
            }
        }
        out.extend(components_text(&v.components));
        out.extend(v.attachments.iter().filter_map(|a| a.description.clone()));
    }
    out.retain(|t| !t.is_empty());
    out
}

fn components_text(components: &[Value]) -> Vec<String> {
    let mut out = Vec::new();
    for c in components {
        for key in ["label", "placeholder"] {
            out.extend(c[key].as_str().map(str::to_owned));
        }
        for o in c["options"].as_array().into_iter().flatten() {
            for key in ["label", "description"] {
                out.extend(o[key].as_str().map(str::to_owned));
            }
        }
        out.extend(components_text(
            c["components"].as_array().map_or(&[][..], Vec::as_slice),
        ));
    }
    out
}

/// What is left of a text once every message of the pseudo-locale (`⟦…⟧`, or cut short
/// by a limit: `⟦…`), the players' names, mentions, channel links, dates and cards are
/// taken out: any letter left was written by the code, not taken from the message files.
fn outside_messages(text: &str, names: &[String]) -> String {
    static NOT_WORDS: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"<[@#]\d+>|<t:\d+:\w>|https?://\S+|(10|[2-9AKQJ])[♠♥♦♣][²³]?|\(seat \d+\)")
            .unwrap()
    });
    let mut out = String::new();
    let mut inside = 0;
    for c in text.chars() {
        match c {
            '⟦' => inside += 1,
            '⟧' => inside -= 1,
            _ if inside == 0 => out.push(c),
            _ => {}
        }
    }
    let mut out = NOT_WORDS.replace_all(&out, "").into_owned();
    for name in names {
        out = out.replace(name.as_str(), "");
    }
    out.chars().filter(|c| c.is_alphabetic()).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_reads_their_language_while_the_table_speaks_the_servers() {
    let fake = fake().await;
    fake.set_guild_locale(PSEUDO);
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    // Ann's Discord is in English; the server's language is the pseudo-locale.
    let ann = fake.user(2001, "Ann");
    let opened = fake
        .ask(&ann, CHANNEL_ID, "/ribs new computers:3 target:1")
        .await;
    assert!(opened.ephemeral);
    assert!(!opened.text().contains('⟦'), "{}", opened.text());
    assert!(
        opened.text().contains("Your table is open"),
        "{}",
        opened.text()
    );
    let lobby = fake
        .wait_channel_message(CHANNEL_ID, |m| !m.custom_ids().is_empty(), DEFAULT_WAIT)
        .await
        .unwrap();
    assert!(
        lobby.text().contains("⟦Ribs · a table is open"),
        "{}",
        lobby.text()
    );
    // Bob's is in the pseudo-locale: his refusal is in his language, Ann's panel in hers.
    let bob = fake.with_locale(&fake.user(2002, "Bob"), PSEUDO);
    super::silently(fake.click(&ann, &lobby, &control(&lobby, "start")), "Start").await;
    let table = fake
        .wait_channel_message(
            CHANNEL_ID,
            |m| m.custom_ids().iter().any(|c| super::is_control(c, "hand")),
            settle(),
        )
        .await
        .unwrap();
    assert!(
        table.text().contains('⟦'),
        "the table speaks the server's language"
    );
    let refused = fake
        .click(&bob, &table, &control(&table, "hand"))
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    assert!(refused.ephemeral);
    assert!(
        refused
            .text()
            .contains("⟦⚠️ you are not seated at this table"),
        "{}",
        refused.text()
    );
    let panel = fake
        .click(&ann, &table, &control(&table, "hand"))
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    assert!(panel.ephemeral);
    let said = panel.text();
    assert!(said.contains("Your hand") && !said.contains('⟦'), "{said}");
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_match_in_the_pseudo_locale_shows_no_text_outside_the_message_files() {
    let fake = fake().await;
    fake.set_guild_locale(PSEUDO);
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let ann = fake.with_locale(&fake.user(2001, "Ann"), PSEUDO);
    let table = open_table(
        &fake,
        &bot,
        &db,
        &ann,
        &[],
        "/ribs new computers:3 target:1",
    )
    .await;
    let names: Vec<String> = bot
        .service()
        .info::<ribs::games::ribs::Match>(table.id)
        .await
        .unwrap()
        .seats
        .iter()
        .map(|s| s.occupant.name().to_string())
        .collect();
    let mut players = Players::new(&fake, &bot, &table);
    players.play(usize::MAX).await;
    fake.wait_channel_message(
        table.channel,
        |m| m.text().contains("wins the match"),
        settle(),
    )
    .await
    .unwrap();
    // Commands too: the boards, stats, history and rules, as Ann reads them.
    for command in [
        "/ribs leaderboard",
        "/ribs leaderboard by:\"win rate\"",
        "/ribs stats",
        "/ribs history",
        "/ribs rules",
        "/ribs replay match:1",
        "/ribs hand",
        "/ribs forget",
        "/games list",
        "/games rules game:Ribs",
        "/games leaderboard game:Ribs",
        "/games stats game:Ribs",
        "/games history game:Ribs",
    ] {
        fake.ask(&ann, CHANNEL_ID, command).await;
    }
    let mut outside = BTreeSet::new();
    let mut read = 0;
    for m in fake.all_messages() {
        if m.channel_id != CHANNEL_ID && m.channel_id != table.channel {
            continue;
        }
        for text in seen(&m) {
            read += 1;
            let left = outside_messages(&text, &names);
            if !left.is_empty() {
                outside.insert(format!("{left:?} in {text:?}"));
            }
        }
    }
    assert!(read > 100, "the match was read: {read} texts");
    assert!(
        outside.is_empty(),
        "text outside the message files:\n{}",
        outside.into_iter().collect::<Vec<_>>().join("\n")
    );
    bot.shutdown().await;
}

/// Issue 20's own case: Ann's Discord is in German, the server's in French. Everything
/// only she sees (the reply to `/ribs new`, her panel, every answer to her clicks) is
/// German; everything the channel reads (lobby, table message, reveals, the match's end) is
/// French; no English is left in either, over a whole match.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_german_player_at_a_french_servers_table_reads_german_while_the_table_reads_french() {
    let fake = fake().await;
    fake.set_guild_locale("fr");
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let ann = fake.with_locale(&fake.user(2001, "Ann"), "de");
    let table = open_table(
        &fake,
        &bot,
        &db,
        &ann,
        &[],
        "/ribs new computers:3 target:1",
    )
    .await;
    let opened = fake
        .messages_ever_seen_by(&ann)
        .into_iter()
        .find(|m| m.ephemeral)
        .expect("the answer to /ribs new");
    assert!(
        opened.text().contains("Dein Tisch ist offen"),
        "{}",
        opened.text()
    );
    let lobby = fake
        .channel_messages(CHANNEL_ID)
        .into_iter()
        .next()
        .expect("the lobby");
    assert!(
        seen(&lobby)
            .iter()
            .any(|t| t.contains("une table est ouverte")),
        "{:?}",
        seen(&lobby)
    );
    let mut players = Players::new(&fake, &bot, &table);
    players.play(usize::MAX).await;
    let over = fake
        .wait_channel_message(
            CHANNEL_ID,
            |m| {
                m.custom_ids()
                    .iter()
                    .any(|c| super::is_control(c, "rematch"))
            },
            settle(),
        )
        .await
        .unwrap();
    assert!(
        over.text().contains("remporte la partie"),
        "{}",
        over.text()
    );
    assert_ann_reads_german_privately_and_french_publicly(&fake, &ann);
    let panels: Vec<_> = fake
        .messages_ever_seen_by(&ann)
        .into_iter()
        .filter(|m| m.ephemeral && seen(m).iter().any(|t| t.contains("Deine Karten")))
        .collect();
    assert!(!panels.is_empty(), "Ann's panel is German");
    let reveals = fake
        .channel_messages(CHANNEL_ID)
        .into_iter()
        .filter(|m| m.text().contains("Côtes"))
        .count();
    assert!(reveals > 0, "the reveals are French");
    if std::env::var_os("RIBS_TRANSCRIPT").is_some() {
        super::print_seen_by(&fake, &ann);
    }
    bot.shutdown().await;
}

/// No message Ann saw holds English, nor the other language than its own: German in
/// those only she sees, French in the channel's (judged by words only English, German or
/// French uses in these messages); she saw some of each.
fn assert_ann_reads_german_privately_and_french_publicly(fake: &FakeDiscord, ann: &FakeUser) {
    let english = [
        "Your hand",
        "Your turn",
        "Trick ",
        "Hand ",
        " bid ",
        "Waiting",
    ];
    let german = ["Deine Karten", "Runde", "Stich", "Gebot", "Du bist"];
    let french = ["Ta main", "Manche", "Pli", "enchère", "Tu as"];
    fn any(text: &str, words: &[&'static str]) -> Option<&'static str> {
        words.iter().find(|w| text.contains(**w)).copied()
    }
    let (mut private, mut public) = (0, 0);
    for message in fake.messages_ever_seen_by(ann) {
        let theirs = if message.ephemeral {
            private += 1;
            &french
        } else {
            public += 1;
            &german
        };
        for text in seen(&message) {
            assert_eq!(any(&text, &english), None, "English in {text:?}");
            assert_eq!(any(&text, theirs), None, "the other language in {text:?}");
        }
    }
    assert!(
        private > 0 && public > 3,
        "{private} private, {public} public"
    );
}

/// The commands as Discord stores them carry their names and descriptions in the five
/// languages, subcommands and options included (`/ribs` itself is the game's name in
/// every language: only its description is translated; `/games` is a word, translated).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_commands_are_registered_in_the_five_languages() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let commands = fake.commands();
    let ribs = commands
        .iter()
        .find(|c| c.name == "ribs")
        .expect("/ribs is registered");
    fn check(node: &Value, path: &str, checked: &mut usize) {
        for field in ["name_localizations", "description_localizations"] {
            if path == "/ribs" && field == "name_localizations" {
                continue;
            }
            for locale in ["de", "fr", "es-ES", "pt-BR", "pl"] {
                let text = node[field][locale].as_str().unwrap_or_default();
                assert!(!text.is_empty(), "{path}: no {field}[{locale}]");
                *checked += 1;
            }
        }
        for option in node["options"].as_array().into_iter().flatten() {
            let name = option["name"].as_str().unwrap_or_default();
            check(option, &format!("{path} {name}"), checked);
        }
    }
    let mut checked = 0;
    check(&ribs.json, "/ribs", &mut checked);
    assert!(checked > 100, "{checked}");
    // /games, its own name included: a word, not a game's name.
    let games = commands
        .iter()
        .find(|c| c.name == "games")
        .expect("/games is registered");
    let mut checked = 0;
    check(&games.json, "/games", &mut checked);
    assert!(checked > 100, "{checked}");
    assert_eq!(games.json["name_localizations"]["de"], "spiele");
    // German is not English: the new table's subcommand has a German name.
    let new = ribs.json["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "new")
        .unwrap();
    assert_ne!(new["name_localizations"]["de"], "new");
    bot.shutdown().await;
}
