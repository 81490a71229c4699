//! A process whose shard leases may have lapsed says nothing to Discord: not what the
//! publisher owes, and not the answers of the commands and clicks it receives (or was
//! handling), which would come from its stale view of the tables.

use std::time::Duration;

use ribs::discord::Ended;
use sqlx::{Connection, PgConnection};

use super::{config, fake, start_bot_with, temp_db};
use crate::support::fake_discord::{CHANNEL_ID, DEFAULT_WAIT};

/// The bot's lease: short, so that the test does not wait long for it to lapse.
const LEASE: Duration = Duration::from_secs(2);

/// The bot's leases lapse while it runs, as if it had been paused past them: the test
/// holds the lease table locked, so that the bot's renewals wait (neither renewed nor yet
/// found lost), until the database says the lease expired. A command and a click that
/// arrive then go unanswered, and no call at all reaches Discord until the bot ends,
/// its leases lost.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_whose_leases_may_have_lapsed_answers_no_command_and_no_click() {
    let fake = fake().await;
    let url = ribs::store::throwaway::fresh_database().await.unwrap();
    let (_dir, db) = temp_db();
    let mut settings = config(&fake, &db);
    settings.database_url.clone_from(&url);
    settings.lease = LEASE;
    let bot = start_bot_with(&fake, settings).await;
    let alice = fake.user(1001, "alice");
    // While the leases hold, a rules page is answered, and turns.
    let rules = fake.ask(&alice, CHANNEL_ID, "/ribs rules").await;
    let page = rules.original.clone().expect("the rules' first page");
    let turned = |m: &crate::support::fake_discord::RecordedMessage| {
        m.text().contains("E is the bidder at 6")
    };
    super::in_place(
        fake.click(&alice, &page, "Next ▶"),
        &page,
        turned,
        "the page",
    )
    .await;

    // The renewals wait behind the test's lock until the lease has expired.
    let mut conn = PgConnection::connect(&url).await.unwrap();
    let mut lock = conn.begin().await.unwrap();
    sqlx::query("LOCK TABLE shard_leases IN ACCESS EXCLUSIVE MODE")
        .execute(&mut *lock)
        .await
        .unwrap();
    // By the database's clock; the bot's own clock counts its lease from before it asked
    // for it, so it says its lease may have lapsed no later than this.
    loop {
        let expired: bool =
            sqlx::query_scalar("SELECT bool_and(expires_at < clock_timestamp()) FROM shard_leases")
                .fetch_one(&mut *lock)
                .await
                .unwrap();
        if expired {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let lapsed = fake.clock();

    let click = fake.click(&alice, &page, "◀ Previous");
    let command = fake.command(&alice, CHANNEL_ID, "/ribs rules");
    // Past Discord's three seconds for a first answer: none will come.
    let wait = Duration::from_secs(4);
    assert!(click.wait_response(wait).await.is_err(), "the click");
    assert!(command.wait_response(wait).await.is_err(), "the command");

    // The lock let go, the renewal finds the lease gone and the bot ends.
    lock.rollback().await.unwrap();
    let why = tokio::time::timeout(DEFAULT_WAIT * 4, bot.ended())
        .await
        .expect("the bot ends once its renewal finds the leases lost");
    assert_eq!(why, Ended::LeasesLost);
    bot.abort().await;
    let said: Vec<String> = fake
        .log()
        .iter()
        .filter(|call| call.at >= lapsed)
        .map(ToString::to_string)
        .collect();
    assert!(said.is_empty(), "called Discord after the lapse: {said:#?}");
}
