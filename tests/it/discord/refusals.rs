//! Everything a click or a command may be that it should not: out of turn, from a
//! stranger, twice, stale, forged, from elsewhere; options out of range; a table where the
//! bot may not post. Each gets a clear private answer and changes nothing.

use poise::serenity_prelude as serenity;

use super::{fake, open_table, start_bot, temp_db};
use crate::support::fake_discord::{
    CHANNEL_ID, DEFAULT_WAIT, FakeDiscord, FakeUser, ForgedClick, OTHER_CHANNEL_ID,
    RecordedMessage, Response,
};
use ribs::table::{MatchId, PlaceId};

/// The live table message of a channel: the newest with a "Your hand" button.
async fn table_message(
    fake: &crate::support::fake_discord::FakeDiscord,
    channel: u64,
) -> RecordedMessage {
    fake.wait_for(
        move |s| {
            s.channel_messages(channel)
                .into_iter()
                .rev()
                .find(|m| !m.deleted && m.button("Your hand").is_some())
        },
        DEFAULT_WAIT,
    )
    .await
    .expect("a table message")
}

/// `answer` is a new private message (never an update of the table) that says `said`.
fn private(answer: &Response, said: &str) {
    assert!(answer.ephemeral, "{}", answer.text());
    assert_eq!(
        answer.kind, 4,
        "a new private message, never an update of the table"
    );
    assert_eq!(answer.content(), said);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn clicks_out_of_turn_from_strangers_twice_stale_or_forged_are_explained_privately() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let [ann, bob, cat, dan, eve] = [(1, "Ann"), (2, "Bob"), (3, "Cat"), (4, "Dan"), (5, "Eve")]
        .map(|(id, n)| fake.user(id, n));
    let table = open_table(&fake, &bot, &db, &ann, &[&bob, &cat, &dan], "/ribs new").await;
    let info = bot
        .service()
        .info::<ribs::games::ribs::Match>(table.id)
        .await
        .unwrap();
    let on_turn = info.to_act.unwrap();
    let turn_user = &table.users[&info.seats[on_turn.index()].occupant.user().unwrap().0];
    let waiting = &table.users[&info.seats[on_turn.left(1, 4).index()]
        .occupant
        .user()
        .unwrap()
        .0];
    let message = table_message(&fake, CHANNEL_ID).await;

    // A stranger.
    let answer = fake.press(&eve, &message, "Your hand").await;
    private(&answer, "⚠️ you are not seated at this table");
    let answer = fake.press(&eve, &message, "Bid 2").await;
    private(&answer, "⚠️ you are not seated at this table");
    // Out of turn.
    let answer = fake.press(waiting, &message, "Bid 2").await;
    private(
        &answer,
        &format!("⚠️ it is not your turn: waiting for {}", turn_user.name),
    );
    assert_forged_clicks_are_refused_privately(&fake, turn_user, &message, table.id, info.step)
        .await;
    let hand = format!("ribs:{}:hand", table.id);
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
    private(
        refused,
        "⚠️ the table has moved on: that button is from an earlier step",
    );
    assert_eq!(bot.service().steps(table.id).await.unwrap(), 1);
    // A stale button: the opening bid again, from the first step.
    let stale = format!("ribs:{}:bid:0:2", table.id);
    let answer = fake
        .click_raw(turn_user, message.id, &stale, 2, &[])
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    private(
        &answer,
        "⚠️ the table has moved on: that button is from an earlier step",
    );
    // A control this bot never made.
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
    let stop = fake.ask(&ann, CHANNEL_ID, "/ribs stop").await;
    assert_eq!(stop.content(), "The match is stopped.");
    let answer = fake
        .click_raw(&bob, message.id, &hand, 2, &[])
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    private(&answer, "⚠️ that match is over: the table has moved on");
    fake.wait_channel_message(
        CHANNEL_ID,
        |m| m.text().contains("Match stopped"),
        DEFAULT_WAIT,
    )
    .await
    .unwrap();
    // Commands where there is no table.
    let answer = fake.ask(&bob, CHANNEL_ID, "/ribs hand").await;
    assert_eq!(
        answer.content(),
        "⚠️ there is no table here: open one with /ribs new"
    );
    assert!(fake.rate_limited_calls().is_empty());
    bot.shutdown().await;
}

/// Clicks no client sends, forged by the player on turn onto the table `message`, are
/// refused privately: a panel's control on the public message (which is left as it was),
/// and the table's control from another channel or from a DM.
async fn assert_forged_clicks_are_refused_privately(
    fake: &FakeDiscord,
    turn_user: &FakeUser,
    message: &RecordedMessage,
    table: MatchId,
    step: u64,
) {
    // A panel's control on the public message (no client sends that): refused privately,
    // and the table message is left as it was.
    let before = fake.message(message.id).unwrap();
    let forged = format!("ribs:{table}:up:{step}:Ks.Kh");
    let answer = fake
        .forge_click(
            turn_user,
            ForgedClick::new(message.id, &forged).ephemeral(false),
        )
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    private(
        &answer,
        "⚠️ That control belongs to a private panel: press Your hand on the table.",
    );
    assert_eq!(fake.message(message.id).unwrap().text(), before.text());
    // The table's control, clicked from another channel or a DM.
    let hand = format!("ribs:{table}:hand");
    let answer = fake
        .forge_click(
            turn_user,
            ForgedClick::new(message.id, &hand).in_channel(OTHER_CHANNEL_ID),
        )
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    private(
        &answer,
        "⚠️ That control belongs to a table in another channel.",
    );
    let answer = fake
        .forge_click(turn_user, ForgedClick::new(message.id, &hand).in_dm())
        .wait_response(DEFAULT_WAIT)
        .await
        .unwrap();
    private(
        &answer,
        "⚠️ Ribs is played in a server's channels, not here.",
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_are_shown_as_written_and_never_mention_anyone() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let host = fake.user(41, "*Ann* @everyone <@42>");
    let answer = fake.ask(&host, CHANNEL_ID, "/ribs new computers:3").await;
    assert!(answer.ephemeral);
    let lobby = fake
        .wait_channel_message(CHANNEL_ID, |m| m.button("Join").is_some(), DEFAULT_WAIT)
        .await
        .unwrap();
    let text = lobby.text();
    assert!(text.contains("\\*Ann\\*"), "markdown is escaped: {text}");
    assert!(!text.contains("@everyone"), "{text}");
    assert!(!text.contains("<@42>"), "{text}");
    assert!(fake.notifications().is_empty());
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_is_opened_only_where_the_bot_may_post_and_with_options_in_range() {
    let fake = fake().await;
    let (_dir, db) = temp_db();
    let bot = start_bot(&fake, &db).await;
    let ann = fake.user(51, "Ann");
    let refused = async |channel: u64, line: &str| {
        let answer = fake.ask(&ann, channel, line).await;
        assert!(answer.ephemeral, "{}", answer.text());
        answer.content()
    };
    // Options a modified client could send past Discord's checks.
    let said = refused(CHANNEL_ID, "/ribs new turn_timer:99999").await;
    assert!(said.contains("turn_timer is at most 3600"), "{said}");
    let said = refused(CHANNEL_ID, "/ribs new computers:15").await;
    assert!(said.contains("computers is at most 9"), "{said}");
    let said = refused(CHANNEL_ID, "/ribs new target:40").await;
    assert!(said.contains("target must be between 1 and 20"), "{said}");
    // Where the bot may not send messages, or not embed them.
    fake.deny_bot(
        OTHER_CHANNEL_ID,
        serenity::Permissions::SEND_MESSAGES | serenity::Permissions::EMBED_LINKS,
    );
    let said = refused(OTHER_CHANNEL_ID, "/ribs new").await;
    assert!(
        said.contains("missing the permissions Embed Links, Send Messages"),
        "{said}"
    );
    fake.allow_bot(OTHER_CHANNEL_ID);
    fake.deny_bot(
        OTHER_CHANNEL_ID,
        serenity::Permissions::CREATE_PUBLIC_THREADS,
    );
    let said = refused(OTHER_CHANNEL_ID, "/ribs new thread:true").await;
    assert!(said.contains("Create Public Threads"), "{said}");
    assert!(bot.service().table_at(PlaceId(OTHER_CHANNEL_ID)).is_none());
    assert!(bot.service().table_at(PlaceId(CHANNEL_ID)).is_none());
    // Nothing was posted for any of them.
    assert!(fake.channel_messages(OTHER_CHANNEL_ID).is_empty());
    assert!(fake.channel_messages(CHANNEL_ID).is_empty());
    // A table's thread is not a place for another table.
    let bob = fake.user(52, "Bob");
    let table = open_table(
        &fake,
        &bot,
        &db,
        &ann,
        &[],
        "/ribs new computers:3 thread:true",
    )
    .await;
    assert_ne!(table.channel, CHANNEL_ID);
    let answer = fake.ask(&bob, table.channel, "/ribs new").await;
    assert!(
        answer.content().contains("This thread belongs to a match"),
        "{}",
        answer.content()
    );
    bot.shutdown().await;
}
