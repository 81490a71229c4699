//! The fake Discord itself, proven with a tiny poise bot run in-process against it, built
//! exactly as `ribs serve` builds its client: `HttpBuilder::new(token).proxy(base)
//! .ratelimiter_disabled(true)` and `ClientBuilder::new_with_http`.

use std::sync::Arc;
use std::time::Duration;

use crate::support::fake_discord::{
    CHANNEL_ID, FORUM_CHANNEL_ID, FailRule, FakeDiscord, FakeOptions, ForgedClick, GatewayEvent,
    OTHER_CHANNEL_ID, OldMessageEdits, Origin, ThreadFailure, opt, percentile,
};
use poise::serenity_prelude as serenity;
use serde_json::json;

const TOKEN: &str = "fake-bot-token";
const WAIT: Duration = Duration::from_secs(5);

struct Data;
type Error = Box<dyn std::error::Error + Send + Sync>;
type Context<'a> = poise::Context<'a, Data, Error>;

/// The self-test's commands.
#[poise::command(slash_command, guild_only, subcommands("secret", "post", "slow"))]
async fn selftest(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Answers only the caller.
#[poise::command(slash_command)]
async fn secret(ctx: Context<'_>) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content("only you can see this")
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Posts a lobby with a button and a select menu in the channel.
#[poise::command(slash_command)]
async fn post(ctx: Context<'_>, #[description = "How many seats"] seats: i64) -> Result<(), Error> {
    let options = ["A♠", "K♥", "9♣"]
        .iter()
        .map(|card| serenity::CreateSelectMenuOption::new(*card, *card))
        .collect();
    let lobby = serenity::CreateMessage::new()
        .content(format!("Lobby: {seats} seats"))
        .components(vec![
            serenity::CreateActionRow::Buttons(vec![
                serenity::CreateButton::new("selftest:join")
                    .label("Join")
                    .style(serenity::ButtonStyle::Primary),
                serenity::CreateButton::new("selftest:name").label("Name"),
            ]),
            serenity::CreateActionRow::SelectMenu(
                serenity::CreateSelectMenu::new(
                    "selftest:pick",
                    serenity::CreateSelectMenuKind::String { options },
                )
                .min_values(2)
                .max_values(2),
            ),
        ]);
    ctx.channel_id().send_message(ctx, lobby).await?;
    ctx.send(
        poise::CreateReply::default()
            .content("posted")
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Defers, then edits the placeholder, or fills it with poise's follow-up.
#[poise::command(slash_command)]
async fn slow(
    ctx: Context<'_>,
    #[description = "Answer with a follow-up"] followup: Option<bool>,
) -> Result<(), Error> {
    ctx.defer().await?;
    if followup.unwrap_or(false) {
        ctx.say("done by follow-up").await?;
    } else if let poise::Context::Application(app) = ctx {
        let edit = serenity::EditInteractionResponse::new().content("done by edit");
        app.interaction.edit_response(ctx, edit).await?;
    }
    Ok(())
}

/// Buttons and selects, routed by custom id in the global event handler.
async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    let ctx = framework.serenity_context;
    if let serenity::FullEvent::MessageDelete {
        channel_id,
        deleted_message_id,
        ..
    } = event
    {
        let note = format!("noticed that {deleted_message_id} was deleted");
        channel_id.say(ctx, note).await?;
        return Ok(());
    }
    let serenity::FullEvent::InteractionCreate { interaction } = event else {
        return Ok(());
    };
    let component = match interaction {
        serenity::Interaction::Component(component) => component,
        serenity::Interaction::Modal(modal) => {
            let name = modal
                .data
                .components
                .iter()
                .flat_map(|row| &row.components)
                .find_map(|c| match c {
                    serenity::ActionRowComponent::InputText(input) => input.value.clone(),
                    _ => None,
                })
                .unwrap_or_default();
            let hello = serenity::CreateInteractionResponseMessage::new()
                .content(format!("hello {name}"))
                .ephemeral(true);
            modal
                .create_response(ctx, serenity::CreateInteractionResponse::Message(hello))
                .await?;
            return Ok(());
        }
        _ => return Ok(()),
    };
    match component.data.custom_id.as_str() {
        "selftest:name" => {
            let input =
                serenity::CreateInputText::new(serenity::InputTextStyle::Short, "Name", "name");
            let modal = serenity::CreateModal::new("selftest:modal", "Your name")
                .components(vec![serenity::CreateActionRow::InputText(input)]);
            component
                .create_response(ctx, serenity::CreateInteractionResponse::Modal(modal))
                .await?;
        }
        "selftest:join" => {
            let update = serenity::CreateInteractionResponseMessage::new()
                .content(format!("Lobby: {} joined", component.user.name));
            component
                .create_response(
                    ctx,
                    serenity::CreateInteractionResponse::UpdateMessage(update),
                )
                .await?;
            let note = serenity::CreateInteractionResponseFollowup::new()
                .content("you joined")
                .ephemeral(true);
            component.create_followup(ctx, note).await?;
        }
        "selftest:pick" => {
            let picked = match &component.data.kind {
                serenity::ComponentInteractionDataKind::StringSelect { values } => values.join(" "),
                _ => String::new(),
            };
            component
                .create_response(ctx, serenity::CreateInteractionResponse::Acknowledge)
                .await?;
            let edit =
                serenity::EditInteractionResponse::new().content(format!("Lobby: picked {picked}"));
            component.edit_response(ctx, edit).await?;
        }
        _ => {}
    }
    Ok(())
}

/// A bot running in this process against the fake.
struct Bot {
    shard_manager: Arc<serenity::ShardManager>,
    task: tokio::task::JoinHandle<Result<(), serenity::Error>>,
}

impl Bot {
    async fn start(fake: &FakeDiscord) -> Bot {
        Self::start_with(fake, serenity::GatewayIntents::GUILDS, false).await
    }

    async fn start_with(
        fake: &FakeDiscord,
        intents: serenity::GatewayIntents,
        autosharded: bool,
    ) -> Bot {
        let http = serenity::HttpBuilder::new(TOKEN)
            .proxy(fake.api_base())
            .ratelimiter_disabled(true)
            .build();
        let guild = serenity::GuildId::new(fake.guild_id());
        let framework = poise::Framework::builder()
            .options(poise::FrameworkOptions {
                commands: vec![selftest()],
                event_handler: |framework, event| Box::pin(on_event(framework, event)),
                initialize_owners: false,
                ..Default::default()
            })
            .setup(move |ctx, _ready, framework| {
                Box::pin(async move {
                    poise::builtins::register_in_guild(ctx, &framework.options().commands, guild)
                        .await?;
                    Ok(Data)
                })
            })
            .build();
        let mut client = serenity::ClientBuilder::new_with_http(http, intents)
            .framework(framework)
            .await
            .expect("the client builds");
        let shard_manager = Arc::clone(&client.shard_manager);
        let task = tokio::spawn(async move {
            if autosharded {
                client.start_autosharded().await
            } else {
                client.start().await
            }
        });
        Bot {
            shard_manager,
            task,
        }
    }

    async fn stop(self) {
        self.shard_manager.shutdown_all().await;
        let stopped = tokio::time::timeout(WAIT, self.task).await;
        assert!(stopped.is_ok(), "the bot stops after shutdown_all");
    }
}

/// A plain serenity HTTP client against the fake, to poke at it directly.
fn http(fake: &FakeDiscord) -> serenity::Http {
    serenity::HttpBuilder::new(TOKEN)
        .proxy(fake.api_base())
        .ratelimiter_disabled(true)
        .application_id(serenity::ApplicationId::new(fake.app_id()))
        .build()
}

fn discord_code(error: &serenity::Error) -> Option<isize> {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            Some(response.error.code)
        }
        _ => None,
    }
}

fn http_status(error: &serenity::Error) -> Option<u16> {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            Some(response.status_code.as_u16())
        }
        _ => None,
    }
}

/// A fake without rate limits, for tests of something else that call in quick succession.
async fn unlimited_fake() -> FakeDiscord {
    FakeDiscord::start_with(FakeOptions {
        rate_limits: false,
        ..FakeOptions::default()
    })
    .await
}

/// Plain HTTP against the fake, where serenity hides what is tested (headers, raw bodies).
struct Raw {
    client: reqwest::Client,
    base: String,
}

impl Raw {
    fn new(fake: &FakeDiscord) -> Raw {
        Raw {
            client: reqwest::Client::new(),
            base: format!("{}/api/v10", fake.api_base()),
        }
    }

    fn request(&self, method: reqwest::Method, path: &str) -> reqwest::RequestBuilder {
        self.client
            .request(method, format!("{}{path}", self.base))
            .header("Authorization", format!("Bot {TOKEN}"))
    }

    async fn send(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Option<serde_json::Value>,
    ) -> (u16, reqwest::header::HeaderMap, serde_json::Value) {
        let mut request = self.request(method, path);
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.expect("the fake answers");
        let status = response.status().as_u16();
        let headers = response.headers().clone();
        let body = response.json().await.unwrap_or(serde_json::Value::Null);
        (status, headers, body)
    }

    async fn post(
        &self,
        channel: u64,
        content: &str,
    ) -> (u16, reqwest::header::HeaderMap, serde_json::Value) {
        let path = format!("/channels/{channel}/messages");
        self.send(
            reqwest::Method::POST,
            &path,
            Some(json!({"content": content})),
        )
        .await
    }
}

fn header<'a>(headers: &'a reqwest::header::HeaderMap, name: &str) -> &'a str {
    headers
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_else(|| panic!("no {name} header in {headers:?}"))
}

#[tokio::test]
async fn a_poise_bot_registers_its_commands_and_answers_every_kind_of_interaction() {
    let fake = FakeDiscord::start().await;
    let bot = Bot::start(&fake).await;
    fake.wait_ready(WAIT).await.unwrap();

    let identify = &fake.identifies()[0];
    assert_eq!(identify.token, format!("Bot {TOKEN}"));
    let commands = fake.commands();
    assert_eq!(commands.len(), 1);
    assert_eq!(commands[0].name, "selftest");
    assert_eq!(commands[0].guild_id, Some(fake.guild_id()));
    let subcommands: Vec<&str> = commands[0]
        .options
        .iter()
        .filter_map(|o| o["name"].as_str())
        .collect();
    assert_eq!(subcommands, ["secret", "post", "slow"]);

    let alice = fake.user(1001, "alice");
    let bob = fake.user(1002, "bob");
    let channel = fake.channel_id();

    // An ephemeral reply: seen by its user only.
    let secret = fake.slash(&alice, channel, "selftest", opt::sub("secret", []));
    let reply = secret.wait_response(WAIT).await.unwrap();
    assert_eq!(reply.kind, 4);
    assert!(reply.ephemeral);
    assert_eq!(reply.content(), "only you can see this");
    let seen = |user| -> Vec<String> {
        fake.messages_seen_by(user)
            .iter()
            .map(|m| m.content.clone())
            .collect()
    };
    assert_eq!(seen(&alice), ["only you can see this"]);
    assert!(seen(&bob).is_empty());
    assert!(fake.channel_messages(channel).is_empty());

    // A channel message with a button and a select menu, typed as a user would.
    let posted = fake.command(&bob, channel, "/selftest post seats:4");
    assert_eq!(
        posted.wait_response(WAIT).await.unwrap().content(),
        "posted"
    );
    let lobby = fake
        .last_channel_message(channel)
        .expect("the lobby is posted");
    assert_eq!(lobby.origin, Origin::Channel);
    assert_eq!(lobby.content, "Lobby: 4 seats");
    assert_eq!(
        lobby.custom_ids(),
        ["selftest:join", "selftest:name", "selftest:pick"]
    );
    assert_eq!(lobby.button("Jo").unwrap().custom_id, "selftest:join");
    let menu = lobby.select("selftest:pick").unwrap();
    assert_eq!((menu.min_values, menu.max_values), (2, 2));
    assert_eq!(menu.options[1].label, "K♥");
    assert!(lobby.text().contains("K♥"));

    // A click answered by an update of the clicked message (7) and an ephemeral follow-up.
    let click = fake.click(&alice, &lobby, "Join");
    let answer = click
        .wait_response_where(|r| r.followups.len() == 1, WAIT)
        .await
        .unwrap();
    assert_eq!(answer.kind, 7);
    assert!(!answer.ephemeral);
    let updated = answer.original.as_ref().unwrap();
    assert_eq!(updated.id, lobby.id);
    assert_eq!(updated.content, "Lobby: alice joined");
    assert_eq!(updated.edits, 1);
    assert_eq!(updated.revisions[0].content, "Lobby: 4 seats");
    assert!(answer.followups[0].ephemeral);
    assert_eq!(answer.followups[0].content, "you joined");
    assert!(seen(&alice).contains(&"you joined".to_owned()));
    assert!(!seen(&bob).contains(&"you joined".to_owned()));
    assert_eq!(seen(&bob), ["Lobby: alice joined", "posted"]);

    // A select answered by a deferred update (6) and an edit of @original: the clicked message.
    let lobby = fake.message(lobby.id).unwrap();
    let pick = fake.select(&bob, &lobby, "selftest:pick", &["A♠", "9♣"]);
    fake.wait_until(
        |s| {
            s.message(lobby.id)
                .is_some_and(|m| m.content == "Lobby: picked A♠ 9♣")
        },
        WAIT,
    )
    .await
    .unwrap();
    assert_eq!(pick.wait_response(WAIT).await.unwrap().kind, 6);

    // A modal (9), and its submission answered.
    let lobby = fake.message(lobby.id).unwrap();
    let ask = fake.click(&bob, &lobby, "Name");
    let modal = ask.wait_response(WAIT).await.unwrap();
    assert_eq!(modal.kind, 9);
    assert_eq!(modal.content(), "Your name");
    let submitted = fake.submit_modal(&ask, &[("name", "Bobby")]);
    let answer = submitted.wait_response(WAIT).await.unwrap();
    assert_eq!(answer.content(), "hello Bobby");
    assert!(answer.ephemeral);

    // A deferral (5) then an edit of @original; a deferral then poise's follow-up.
    let edited = fake.slash(&alice, channel, "selftest", opt::sub("slow", []));
    let answer = edited.wait_reply(WAIT).await.unwrap();
    assert_eq!(answer.kind, 5);
    assert_eq!(answer.content(), "done by edit");
    assert!(answer.followups.is_empty());
    let followed = fake.command(&alice, channel, "/selftest slow followup:true");
    let answer = followed.wait_reply(WAIT).await.unwrap();
    assert_eq!(answer.content(), "done by follow-up");
    assert!(
        answer.followups.is_empty(),
        "the first follow-up fills the placeholder"
    );
    assert!(!answer.original.unwrap().is_loading());

    // Discord refuses a second callback for one interaction, and a late one.
    let http = http(&fake);
    let again = serenity::CreateInteractionResponse::Acknowledge;
    let refused = http
        .create_interaction_response(click.id.into(), &click.token, &again, Vec::new())
        .await
        .unwrap_err();
    assert_eq!(discord_code(&refused), Some(40060));
    assert!(
        fake.failed_calls()
            .iter()
            .any(|c| c.response["code"] == 40060)
    );
    fake.set_ack_deadline(Duration::from_millis(20));
    let ignored = fake.slash(&alice, channel, "unknown-to-the-bot", json!([]));
    tokio::time::sleep(Duration::from_millis(40)).await;
    let late = http
        .create_interaction_response(ignored.id.into(), &ignored.token, &again, Vec::new())
        .await
        .unwrap_err();
    assert_eq!(discord_code(&late), Some(10062));

    // A thread created while a bot is connected is announced with THREAD_CREATE.
    let thread = serenity::ChannelId::new(channel)
        .create_thread_from_message(
            &http,
            serenity::MessageId::new(lobby.id),
            serenity::CreateThread::new("Match"),
        )
        .await
        .unwrap();
    assert_eq!(thread.id.get(), lobby.id);

    // Everything the bot did is logged, with whose interaction it answered.
    let log = fake.log();
    let callbacks: Vec<_> = log
        .iter()
        .filter(|c| c.path.ends_with("/callback") && c.status == 204)
        .collect();
    assert_eq!(callbacks.len(), 8);
    assert_eq!(callbacks[0].user, Some(alice.id));
    assert_eq!(callbacks[0].ephemeral, Some(true));
    let latencies = fake.ack_latencies();
    assert_eq!(latencies.len(), 8);
    assert!(percentile(&latencies, 0.99) < Duration::from_secs(3));
    assert!(
        fake.unknown_calls().is_empty(),
        "{:?}",
        fake.unknown_calls()
    );
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    bot.stop().await;
}

#[tokio::test]
async fn a_bot_restarted_against_the_same_fake_identifies_again_and_answers() {
    let fake = FakeDiscord::start().await;
    let alice = fake.user(1001, "alice");
    let channel = fake.channel_id();

    let first = Bot::start(&fake).await;
    fake.wait_ready(WAIT).await.unwrap();
    let posted = fake.slash(
        &alice,
        channel,
        "selftest",
        opt::sub("post", [opt::int("seats", 3)]),
    );
    posted.wait_response(WAIT).await.unwrap();
    let lobby = fake.last_channel_message(channel).unwrap();

    // Discord asks for a reconnect now and then: serenity resumes, nothing is lost.
    fake.restart_gateway();
    let click = fake.click(&alice, &lobby, "selftest:join");
    click.wait_response(WAIT).await.unwrap();
    fake.wait_until(|s| s.problems().is_empty() && s.is_ready(), WAIT)
        .await
        .unwrap();
    assert_eq!(fake.resumes(), 1);
    assert_eq!(fake.identifies().len(), 1);

    first.stop().await;
    fake.wait_until(|s| !s.is_ready(), WAIT).await.unwrap();

    // A new bot on the same fake: a second IDENTIFY gets READY again, and what was injected
    // while no bot was connected goes to it.
    let waiting = fake.slash(&alice, channel, "selftest", opt::sub("secret", []));
    let second = Bot::start(&fake).await;
    fake.wait_ready(WAIT).await.unwrap();
    assert_eq!(fake.identifies().len(), 2);
    let answer = waiting.wait_response(WAIT).await.unwrap();
    assert_eq!(answer.content(), "only you can see this");
    assert_eq!(
        fake.commands().len(),
        1,
        "re-registering replaces the commands"
    );
    let lobby = fake.message(lobby.id).unwrap();
    let click = fake.click(&alice, &lobby, "Join");
    let answer = click.wait_response(WAIT).await.unwrap();
    assert_eq!(answer.kind, 7);
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    second.stop().await;
}

#[tokio::test]
async fn threads_can_be_created_or_made_to_fail_and_limits_are_enforced() {
    // Many writes in one channel in a row: more than its rate limit allows.
    let fake = unlimited_fake().await;
    let http = http(&fake);
    let channel = serenity::ChannelId::new(CHANNEL_ID);
    let message = channel
        .send_message(&http, serenity::CreateMessage::new().content("table"))
        .await
        .unwrap();

    // A thread from a message takes the message's id.
    let thread = channel
        .create_thread_from_message(&http, message.id, serenity::CreateThread::new("Match 1"))
        .await
        .unwrap();
    assert_eq!(thread.id.get(), message.id.get());
    assert_eq!(thread.kind, serenity::ChannelType::PublicThread);
    let in_thread = thread
        .id
        .send_message(
            &http,
            serenity::CreateMessage::new().content("hello thread"),
        )
        .await
        .unwrap();
    assert_eq!(
        fake.channel_messages(thread.id.get())[0].id,
        in_thread.id.get()
    );
    // Without a message and without a type, Discord makes a private thread.
    let private = channel
        .create_thread(&http, serenity::CreateThread::new("Match 2"))
        .await
        .unwrap();
    assert_eq!(private.kind, serenity::ChannelType::PrivateThread);

    fake.fail_threads(Some(ThreadFailure::MissingPermissions));
    let refused = channel
        .create_thread(
            &http,
            serenity::CreateThread::new("Match 3").kind(serenity::ChannelType::PublicThread),
        )
        .await
        .unwrap_err();
    assert_eq!(discord_code(&refused), Some(50013));
    fake.fail_threads(Some(ThreadFailure::MaxActiveThreads));
    let refused = channel
        .create_thread(&http, serenity::CreateThread::new("Match 3"))
        .await
        .unwrap_err();
    assert_eq!(discord_code(&refused), Some(160_006));
    fake.fail_threads(None);
    assert_eq!(fake.threads().len(), 2);

    // Any route can be made to fail a given number of times.
    fake.fail_requests(
        FailRule::new("POST", "/channels/*/messages", 403, 50001, "Missing Access").times(1),
    );
    let refused = channel.say(&http, "nope").await.unwrap_err();
    assert_eq!(discord_code(&refused), Some(50001));
    channel.say(&http, "yes").await.unwrap();

    // Discord's limits: duplicate custom ids, and components without content, are refused.
    let twice = serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new("same").label("A"),
        serenity::CreateButton::new("same").label("B"),
    ]);
    let refused = channel
        .send_message(
            &http,
            serenity::CreateMessage::new()
                .content("x")
                .components(vec![twice]),
        )
        .await
        .unwrap_err();
    assert_eq!(discord_code(&refused), Some(50035));
    let lonely =
        serenity::CreateActionRow::Buttons(vec![serenity::CreateButton::new("b").label("B")]);
    let refused = channel
        .send_message(
            &http,
            serenity::CreateMessage::new().components(vec![lonely]),
        )
        .await
        .unwrap_err();
    assert_eq!(discord_code(&refused), Some(50006));

    // Mentions ping as allowed_mentions permits (with none, Discord parses them all).
    let everyone = channel.say(&http, "<@1001> and <@1002>").await.unwrap();
    let only_one = channel
        .send_message(
            &http,
            serenity::CreateMessage::new()
                .content("<@1001> and <@1002>")
                .allowed_mentions(
                    serenity::CreateAllowedMentions::new().users([serenity::UserId::new(1002)]),
                ),
        )
        .await
        .unwrap();
    let mentions = |id: serenity::MessageId| fake.message(id.get()).unwrap().mentions;
    assert_eq!(mentions(everyone.id), [1001, 1002]);
    assert_eq!(mentions(only_one.id), [1002]);

    // A wait that runs out says what the fake saw.
    let timed_out = fake
        .wait_until(|_| false, Duration::from_millis(10))
        .await
        .unwrap_err();
    assert!(
        timed_out.to_string().contains("last REST calls"),
        "{timed_out}"
    );

    // The seeded guild answers the usual look-ups, in shapes serenity reads.
    let guild = serenity::GuildId::new(fake.guild_id());
    let carol = fake.manager(1003, "carol");
    let member = http
        .get_member(guild, serenity::UserId::new(carol.id))
        .await
        .unwrap();
    assert_eq!(member.user.name, "carol");
    assert_eq!(
        http.get_user(serenity::UserId::new(carol.id))
            .await
            .unwrap()
            .name,
        "carol"
    );
    assert_eq!(
        http.get_current_user().await.unwrap().id.get(),
        fake.bot_user_id()
    );
    let app = http.get_current_application_info().await.unwrap();
    assert_eq!(app.id.get(), fake.app_id());
    assert!(http.get_channel(channel).await.unwrap().guild().is_some());
    assert_eq!(http.get_guild_roles(guild).await.unwrap().len(), 2);
    assert_eq!(
        http.get_channels(guild).await.unwrap().len(),
        3,
        "#ribs, #general and #ribs-forum"
    );
    assert_eq!(http.get_guild(guild).await.unwrap().id, guild);

    // Unknown routes are answered 404 and recorded.
    let unknown = http
        .get_guild_webhooks(serenity::GuildId::new(fake.guild_id()))
        .await;
    assert!(unknown.is_err());
    assert_eq!(fake.unknown_calls().len(), 1);
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
}

#[tokio::test]
#[should_panic(expected = "read the `&State` it is given instead")]
async fn calling_the_fake_inside_a_wait_condition_panics_instead_of_deadlocking() {
    let fake = FakeDiscord::start().await;
    let _ = fake
        .wait_until(|_| fake.channel_messages(CHANNEL_ID).is_empty(), WAIT)
        .await;
}

#[tokio::test]
async fn malformed_requests_are_answered_with_errors_and_recorded() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let channel = serenity::ChannelId::new(CHANNEL_ID);

    let garbage = json!({"content": 7, "embeds": [1], "components": [{"type": 2}]});
    let refused = http
        .send_message(channel, Vec::new(), &garbage)
        .await
        .unwrap_err();
    assert_eq!(discord_code(&refused), Some(50035));
    let call = fake.failed_calls().pop().unwrap();
    let errors = &call.response["errors"];
    assert!(errors["content"]["_errors"].is_array(), "{errors}");
    assert!(errors["embeds"]["0"]["_errors"].is_array(), "{errors}");

    let missing = http
        .edit_message(
            channel,
            serenity::MessageId::new(42),
            &json!({"content": "x"}),
            Vec::new(),
        )
        .await
        .unwrap_err();
    assert_eq!(discord_code(&missing), Some(10008));
    let nowhere = serenity::ChannelId::new(42)
        .say(&http, "x")
        .await
        .unwrap_err();
    assert_eq!(discord_code(&nowhere), Some(10003));

    let alice = fake.user(1001, "alice");
    let interaction = fake.slash(&alice, CHANNEL_ID, "nothing", json!([]));
    let odd = http
        .create_interaction_response(
            interaction.id.into(),
            &interaction.token,
            &json!({"type": 42}),
            Vec::new(),
        )
        .await
        .unwrap_err();
    assert_eq!(discord_code(&odd), Some(50035));
    let update = http
        .create_interaction_response(
            interaction.id.into(),
            &interaction.token,
            &json!({"type": 7, "data": {"content": "no message to update"}}),
            Vec::new(),
        )
        .await
        .unwrap_err();
    assert_eq!(
        discord_code(&update),
        Some(50035),
        "7 is for components only"
    );
    assert!(
        interaction.response().is_none(),
        "a refused callback acknowledges nothing"
    );

    // Files travel as multipart: `payload_json` and `files[n]`.
    let file = serenity::CreateAttachment::bytes(b"A K Q".to_vec(), "hand.txt");
    let with_file = channel
        .send_message(&http, serenity::CreateMessage::new().add_file(file))
        .await
        .unwrap();
    assert_eq!(with_file.attachments[0].filename, "hand.txt");
    let recorded = fake.message(with_file.id.get()).unwrap();
    assert_eq!(recorded.attachments[0].size, 5);
    assert_eq!(fake.log().last().unwrap().files, ["hand.txt"]);
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
}

#[tokio::test]
async fn the_clock_moves_when_the_test_says_and_dates_and_ids_follow_it() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let channel = serenity::ChannelId::new(CHANNEL_ID);
    let before = channel.say(&http, "before").await.unwrap();
    fake.advance_clock(Duration::from_secs(3600));
    assert!(fake.clock() >= Duration::from_secs(3600));
    let after = channel.say(&http, "after").await.unwrap();
    let gap = after.timestamp.unix_timestamp() - before.timestamp.unix_timestamp();
    assert!((3600..3610).contains(&gap), "{gap}");
    let id_gap = after.id.created_at().unix_timestamp() - before.id.created_at().unix_timestamp();
    assert!((3600..3610).contains(&id_gap), "{id_gap}");
    assert!(fake.message(after.id.get()).unwrap().created_at >= Duration::from_secs(3600));
    assert!(fake.log().last().unwrap().at >= Duration::from_secs(3600));
}

#[tokio::test]
async fn interaction_tokens_expire_fifteen_minutes_after_the_interaction() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let alice = fake.user(1001, "alice");
    let interaction = fake.slash(&alice, CHANNEL_ID, "anything", json!([]));
    let panel = serenity::CreateInteractionResponse::Message(
        serenity::CreateInteractionResponseMessage::new()
            .content("panel")
            .ephemeral(true),
    );
    http.create_interaction_response(
        interaction.id.into(),
        &interaction.token,
        &panel,
        Vec::new(),
    )
    .await
    .unwrap();
    fake.advance_clock(Duration::from_secs(14 * 60));
    let edit = serenity::EditInteractionResponse::new().content("still mine to edit");
    http.edit_original_interaction_response(&interaction.token, &edit, Vec::new())
        .await
        .unwrap();

    fake.advance_clock(Duration::from_secs(61));
    let expired = http
        .edit_original_interaction_response(&interaction.token, &edit, Vec::new())
        .await
        .unwrap_err();
    assert_eq!(http_status(&expired), Some(401));
    assert_eq!(discord_code(&expired), Some(50027));
    let followup = serenity::CreateInteractionResponseFollowup::new().content("late");
    let expired = http
        .create_followup_message(&interaction.token, &followup, Vec::new())
        .await
        .unwrap_err();
    assert_eq!(discord_code(&expired), Some(50027));
    assert_eq!(
        fake.message(interaction.response().unwrap().original.unwrap().id)
            .unwrap()
            .content,
        "still mine to edit"
    );

    // Each call says how old its token was: a test can assert none was used past 15 minutes.
    let ages: Vec<(u16, Duration)> = fake
        .log()
        .iter()
        .filter_map(|c| Some((c.status, c.token_age?)))
        .collect();
    assert_eq!(ages.len(), 4);
    let fifteen = Duration::from_secs(15 * 60);
    assert!(
        ages.iter()
            .filter(|(s, _)| *s < 400)
            .all(|(_, age)| *age <= fifteen)
    );
    assert!(
        ages.iter()
            .filter(|(s, _)| *s == 401)
            .all(|(_, age)| *age > fifteen)
    );
    assert_eq!(
        fake.invalid_requests().len(),
        2,
        "401s count as invalid requests"
    );
}

#[tokio::test]
async fn edits_of_messages_older_than_an_hour_are_refused_with_a_400_or_a_429() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let channel = serenity::ChannelId::new(CHANNEL_ID);
    let mut table = channel.say(&http, "table").await.unwrap();
    let edit = serenity::EditMessage::new().content("step 1");
    table.edit(&http, edit.clone()).await.unwrap();
    fake.advance_clock(Duration::from_secs(3601));
    let refused = table.edit(&http, edit).await.unwrap_err();
    assert_eq!(http_status(&refused), Some(400));
    assert_eq!(discord_code(&refused), Some(30046));
    assert_eq!(fake.message(table.id.get()).unwrap().content, "step 1");

    // Discord also answers it as a rate limit: a 429 with `retry_after`.
    let fake = FakeDiscord::start_with(FakeOptions {
        old_message_edits: OldMessageEdits::RateLimited {
            retry_after: Duration::from_secs(30),
        },
        ..FakeOptions::default()
    })
    .await;
    let raw = Raw::new(&fake);
    let (_, _, posted) = raw.post(CHANNEL_ID, "table").await;
    fake.advance_clock(Duration::from_secs(3601));
    let path = format!(
        "/channels/{CHANNEL_ID}/messages/{}",
        posted["id"].as_str().unwrap()
    );
    let edit = json!({"content": "step 2"});
    let (status, headers, body) = raw
        .send(reqwest::Method::PATCH, &path, Some(edit.clone()))
        .await;
    assert_eq!(status, 429);
    assert_eq!(body["code"], 30046);
    assert_eq!(body["retry_after"], 30.0);
    assert_eq!(header(&headers, "retry-after"), "30");
    // Trying again before the 30 s are over is a premature retry.
    let (status, _, _) = raw.send(reqwest::Method::PATCH, &path, Some(edit)).await;
    assert_eq!(status, 429);
    assert_eq!(fake.premature_retries().len(), 1);
    assert_eq!(fake.rate_limited_calls().len(), 2);
}

#[tokio::test]
async fn rate_limits_are_sent_in_headers_and_enforced_per_channel_per_token_and_globally() {
    let fake = FakeDiscord::start().await;
    let raw = Raw::new(&fake);

    // Five writes per five seconds in a channel; the headers count them down.
    for i in 0..5 {
        let (status, headers, _) = raw.post(CHANNEL_ID, &format!("message {i}")).await;
        assert_eq!(status, 200);
        assert_eq!(header(&headers, "x-ratelimit-limit"), "5");
        assert_eq!(
            header(&headers, "x-ratelimit-remaining"),
            (4 - i).to_string()
        );
        let reset_after: f64 = header(&headers, "x-ratelimit-reset-after").parse().unwrap();
        assert!(reset_after > 0.0 && reset_after <= 5.0, "{reset_after}");
        let reset: f64 = header(&headers, "x-ratelimit-reset").parse().unwrap();
        assert!(reset > 1.7e9, "{reset}");
        assert!(!header(&headers, "x-ratelimit-bucket").is_empty());
    }
    let (status, headers, body) = raw.post(CHANNEL_ID, "one too many").await;
    assert_eq!(status, 429);
    assert_eq!(body["message"], "You are being rate limited.");
    assert_eq!(body["global"], false);
    assert!(
        body.get("code").is_none(),
        "no code in a rate limit's body: {body}"
    );
    let retry_after = body["retry_after"].as_f64().unwrap();
    assert!(retry_after > 0.0 && retry_after <= 5.0, "{retry_after}");
    assert_eq!(header(&headers, "x-ratelimit-scope"), "user");
    assert_eq!(header(&headers, "x-ratelimit-remaining"), "0");
    assert!(!header(&headers, "retry-after").is_empty());
    assert_eq!(
        fake.channel_messages(CHANNEL_ID).len(),
        5,
        "a 429 takes no effect"
    );
    // Another channel has a bucket of its own.
    assert_eq!(raw.post(OTHER_CHANNEL_ID, "elsewhere").await.0, 200);
    // Trying again at once is premature; after the window, writes pass again.
    assert_eq!(raw.post(CHANNEL_ID, "again").await.0, 429);
    assert_eq!(fake.premature_retries().len(), 1);
    fake.advance_clock(Duration::from_secs(5));
    assert_eq!(raw.post(CHANNEL_ID, "later").await.0, 200);
    assert_eq!(fake.premature_retries().len(), 1);
    assert_eq!(fake.channel_writes(CHANNEL_ID).len(), 8);
    assert_eq!(fake.rate_limited_calls().len(), 2);
    assert_eq!(fake.invalid_requests().len(), 2);

    // An interaction's token: 5 calls per 2 s; its callback is exempt.
    let alice = fake.user(1001, "alice");
    let interaction = fake.slash(&alice, CHANNEL_ID, "anything", json!([]));
    let callback = format!(
        "/interactions/{}/{}/callback",
        interaction.id, interaction.token
    );
    let (status, _, _) = raw
        .send(reqwest::Method::POST, &callback, Some(json!({"type": 5})))
        .await;
    assert_eq!(status, 204);
    let webhook = format!("/webhooks/{}/{}", fake.app_id(), interaction.token);
    let statuses: Vec<u16> = {
        let mut statuses = Vec::new();
        for i in 0..6 {
            let body = json!({"content": format!("follow-up {i}")});
            statuses.push(
                raw.send(reqwest::Method::POST, &webhook, Some(body))
                    .await
                    .0,
            );
        }
        statuses
    };
    assert_eq!(statuses, [200, 200, 200, 200, 200, 429]);

    // 50 requests per second in all, then a global 429; callbacks are exempt. (At once, so
    // that the burst fits in one second even on a loaded machine.)
    fake.advance_clock(Duration::from_secs(1));
    let mut burst = tokio::task::JoinSet::new();
    for _ in 0..60 {
        let request = raw.request(reqwest::Method::GET, "/users/@me");
        burst.spawn(async move {
            let response = request.send().await.expect("the fake answers");
            let status = response.status().as_u16();
            let headers = response.headers().clone();
            let body: serde_json::Value = response.json().await.unwrap_or_default();
            (status, headers, body)
        });
    }
    let answers = burst.join_all().await;
    let passed = answers
        .iter()
        .filter(|(status, _, _)| *status == 200)
        .count();
    assert_eq!(passed, 50, "the global limit lets 50 a second through");
    let (_, headers, body) = answers
        .iter()
        .find(|(status, _, _)| *status == 429)
        .unwrap();
    assert_eq!(body["global"], true);
    assert_eq!(header(headers, "x-ratelimit-global"), "true");
    assert_eq!(header(headers, "x-ratelimit-scope"), "global");
    let late = fake.slash(&alice, CHANNEL_ID, "anything", json!([]));
    let callback = format!("/interactions/{}/{}/callback", late.id, late.token);
    let (status, headers, _) = raw
        .send(reqwest::Method::POST, &callback, Some(json!({"type": 5})))
        .await;
    assert_eq!(status, 204);
    assert!(headers.contains_key("x-ratelimit-bucket"));

    // Without rate limits: neither headers nor 429s.
    let fake = unlimited_fake().await;
    let raw = Raw::new(&fake);
    for i in 0..8 {
        let (status, headers, _) = raw.post(CHANNEL_ID, &format!("message {i}")).await;
        assert_eq!(status, 200);
        assert!(!headers.contains_key("x-ratelimit-limit"));
    }
}

#[tokio::test]
async fn server_errors_come_before_or_after_the_effect_and_answers_can_be_held_back() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let channel = serenity::ChannelId::new(CHANNEL_ID);
    let messages = || -> Vec<String> {
        fake.channel_messages(CHANNEL_ID)
            .into_iter()
            .map(|m| m.content)
            .collect()
    };

    // A 502 after the fact: the message exists, the bot is told it failed.
    fake.fail_requests(
        FailRule::server_error("POST", "/channels/*/messages", 502)
            .after_effect()
            .times(1),
    );
    let failed = channel.say(&http, "sent once").await.unwrap_err();
    assert_eq!(http_status(&failed), Some(502));
    assert_eq!(messages(), ["sent once"]);
    let call = fake.log().pop().unwrap();
    assert!(call.failed_after_effect);
    assert_eq!(call.response["message"], "502: Bad Gateway");
    // A 503 before the fact: nothing happened.
    fake.fail_requests(FailRule::server_error("POST", "/channels/*/messages", 503).times(1));
    assert_eq!(
        http_status(&channel.say(&http, "lost").await.unwrap_err()),
        Some(503)
    );
    assert_eq!(messages(), ["sent once"]);

    // An answer held back past the client's timeout, the message created at once.
    fake.fail_requests(
        FailRule::slow("POST", "/channels/*/messages", Duration::from_millis(500))
            .after_effect()
            .times(1),
    );
    let impatient = reqwest::Client::builder()
        .timeout(Duration::from_millis(100))
        .build()
        .unwrap();
    let timed_out = impatient
        .post(format!(
            "{}/api/v10/channels/{CHANNEL_ID}/messages",
            fake.api_base()
        ))
        .header("Authorization", format!("Bot {TOKEN}"))
        .json(&json!({"content": "timed out"}))
        .send()
        .await
        .unwrap_err();
    assert!(timed_out.is_timeout());
    assert_eq!(messages(), ["sent once", "timed out"]);
    // Held back before the fact: the message comes with the answer.
    fake.fail_requests(
        FailRule::slow("POST", "/channels/*/messages", Duration::from_millis(300)).times(1),
    );
    let started = std::time::Instant::now();
    channel.say(&http, "slow").await.unwrap();
    assert!(started.elapsed() >= Duration::from_millis(300));
    let call = fake.log().pop().unwrap();
    assert_eq!(call.delayed, Duration::from_millis(300));
    assert_eq!(messages(), ["sent once", "timed out", "slow"]);
}

#[tokio::test]
async fn only_created_messages_notify_the_users_they_ping_as_allowed_mentions_permit() {
    let fake = unlimited_fake().await;
    let http = http(&fake);
    let channel = serenity::ChannelId::new(CHANNEL_ID);
    let (ann, bob, cat) = (
        fake.user(1001, "ann"),
        fake.user(1002, "bob"),
        fake.user(1003, "cat"),
    );
    let notified = |user| -> Vec<u64> {
        fake.notifications_for(user)
            .iter()
            .map(|n| n.message_id)
            .collect()
    };

    // Without allowed_mentions every mention pings, in both spellings.
    let both = channel
        .say(&http, format!("{} and <@!{}>", ann.mention(), bob.id))
        .await
        .unwrap();
    assert_eq!(notified(&ann), [both.id.get()]);
    assert_eq!(notified(&bob), [both.id.get()]);
    // allowed_mentions: an empty parse pings nobody; a users list pings those only.
    let nobody = serenity::CreateMessage::new()
        .content(format!("{} {}", ann.mention(), bob.mention()))
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    channel.send_message(&http, nobody).await.unwrap();
    let only_bob = serenity::CreateMessage::new()
        .content(format!("{} {}", ann.mention(), bob.mention()))
        .allowed_mentions(serenity::CreateAllowedMentions::new().users([bob.id]));
    let to_bob = channel.send_message(&http, only_bob).await.unwrap();
    assert_eq!(notified(&ann), [both.id.get()]);
    assert_eq!(notified(&bob), [both.id.get(), to_bob.id.get()]);
    // An edit that adds a mention highlights, never notifies.
    let mut quiet = channel.say(&http, "your turn soon").await.unwrap();
    let edit = serenity::EditMessage::new().content(format!("your turn {}", cat.mention()));
    quiet.edit(&http, edit).await.unwrap();
    assert!(notified(&cat).is_empty());
    assert_eq!(fake.message(quiet.id.get()).unwrap().mentions, [cat.id]);

    // Interaction answers: a public reply and a public follow-up notify; ephemeral ones, a
    // deferral filled later and an update of the clicked message do not.
    let reply = |content: String, ephemeral: bool| {
        serenity::CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .content(content)
                .ephemeral(ephemeral),
        )
    };
    let public = fake.slash(&ann, CHANNEL_ID, "anything", json!([]));
    http.create_interaction_response(
        public.id.into(),
        &public.token,
        &reply(cat.mention(), false),
        Vec::new(),
    )
    .await
    .unwrap();
    let followup = serenity::CreateInteractionResponseFollowup::new().content(cat.mention());
    http.create_followup_message(&public.token, &followup, Vec::new())
        .await
        .unwrap();
    let hidden = followup.clone().ephemeral(true);
    http.create_followup_message(&public.token, &hidden, Vec::new())
        .await
        .unwrap();
    assert_eq!(notified(&cat).len(), 2);
    let private = fake.slash(&ann, CHANNEL_ID, "anything", json!([]));
    http.create_interaction_response(
        private.id.into(),
        &private.token,
        &reply(cat.mention(), true),
        Vec::new(),
    )
    .await
    .unwrap();
    let deferred = fake.slash(&ann, CHANNEL_ID, "anything", json!([]));
    let defer = serenity::CreateInteractionResponse::Defer(
        serenity::CreateInteractionResponseMessage::new(),
    );
    http.create_interaction_response(deferred.id.into(), &deferred.token, &defer, Vec::new())
        .await
        .unwrap();
    let fill = serenity::EditInteractionResponse::new().content(cat.mention());
    http.edit_original_interaction_response(&deferred.token, &fill, Vec::new())
        .await
        .unwrap();
    let posted = fake.last_channel_message(CHANNEL_ID).unwrap();
    let click = fake.click_raw(&ann, both.id.get(), "any", 2, &[]);
    let update = serenity::CreateInteractionResponse::UpdateMessage(
        serenity::CreateInteractionResponseMessage::new().content(cat.mention()),
    );
    http.create_interaction_response(click.id.into(), &click.token, &update, Vec::new())
        .await
        .unwrap();
    assert_eq!(posted.content, cat.mention());
    assert_eq!(notified(&cat).len(), 2);

    // A silent message still notifies, flagged as such.
    let silent = serenity::CreateMessage::new()
        .content(ann.mention())
        .flags(serenity::MessageFlags::SUPPRESS_NOTIFICATIONS);
    channel.send_message(&http, silent).await.unwrap();
    let last = fake.notifications_for(&ann).pop().unwrap();
    assert!(last.silent);
    assert_eq!(last.channel_id, CHANNEL_ID);
    assert_eq!(fake.notifications().len(), 6);
}

#[tokio::test]
async fn a_message_sent_again_with_its_enforced_nonce_is_created_once() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let channel = serenity::ChannelId::new(CHANNEL_ID);
    let once = || {
        serenity::CreateMessage::new()
            .content("table")
            .nonce(serenity::Nonce::String("table-7-step-3".into()))
            .enforce_nonce(true)
    };
    let first = channel.send_message(&http, once()).await.unwrap();
    let again = channel.send_message(&http, once()).await.unwrap();
    assert_eq!(first.id, again.id);
    assert_eq!(fake.channel_messages(CHANNEL_ID).len(), 1);
    assert_eq!(
        fake.message(first.id.get()).unwrap().nonce,
        Some(json!("table-7-step-3"))
    );
    // Not enforced, or in another channel, or 5 minutes later: a new message.
    let loose = serenity::CreateMessage::new()
        .content("table")
        .nonce(serenity::Nonce::String("table-7-step-3".into()));
    assert_ne!(
        channel.send_message(&http, loose).await.unwrap().id,
        first.id
    );
    let elsewhere = serenity::ChannelId::new(OTHER_CHANNEL_ID)
        .send_message(&http, once())
        .await
        .unwrap();
    assert_ne!(elsewhere.id, first.id);
    fake.advance_clock(Duration::from_secs(5 * 60 + 1));
    assert_ne!(
        channel.send_message(&http, once()).await.unwrap().id,
        first.id
    );
    assert_eq!(fake.channel_messages(CHANNEL_ID).len(), 3);
}

#[tokio::test]
async fn ephemeral_messages_are_invisible_to_the_channel_routes() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let alice = fake.user(1001, "alice");
    let interaction = fake.slash(&alice, CHANNEL_ID, "anything", json!([]));
    let panel = serenity::CreateInteractionResponse::Message(
        serenity::CreateInteractionResponseMessage::new()
            .content("your hand")
            .ephemeral(true),
    );
    http.create_interaction_response(
        interaction.id.into(),
        &interaction.token,
        &panel,
        Vec::new(),
    )
    .await
    .unwrap();
    let followup = serenity::CreateInteractionResponseFollowup::new()
        .content("a note")
        .ephemeral(true);
    http.create_followup_message(&interaction.token, &followup, Vec::new())
        .await
        .unwrap();
    let created = fake.ephemeral_messages_created_for(&alice);
    assert_eq!(created.len(), 2);
    let channel = serenity::ChannelId::new(CHANNEL_ID);
    for message in &created {
        let id = serenity::MessageId::new(message.id);
        let get = http.get_message(channel, id).await.unwrap_err();
        assert_eq!(discord_code(&get), Some(10008));
        let edit = http
            .edit_message(channel, id, &json!({"content": "x"}), Vec::new())
            .await
            .unwrap_err();
        assert_eq!(discord_code(&edit), Some(10008));
        let delete = http.delete_message(channel, id, None).await.unwrap_err();
        assert_eq!(discord_code(&delete), Some(10008));
    }
    // Through the interaction's token they can be edited.
    let edit = serenity::EditInteractionResponse::new().content("your new hand");
    http.edit_original_interaction_response(&interaction.token, &edit, Vec::new())
        .await
        .unwrap();
    assert_eq!(
        fake.ephemeral_messages_created_for(&alice).len(),
        2,
        "edits add none"
    );
    assert!(fake.newest_bot_message(CHANNEL_ID).is_none());
    let public = channel.say(&http, "table").await.unwrap();
    assert_eq!(
        fake.newest_bot_message(CHANNEL_ID).unwrap().id,
        public.id.get()
    );
    // Every call is counted for its channel, with its status.
    let statuses: Vec<u16> = fake.calls_in(CHANNEL_ID).iter().map(|c| c.status).collect();
    assert_eq!(statuses.iter().filter(|s| **s == 404).count(), 6);
    assert_eq!(statuses.len(), 10);
}

/// The last event of a kind the fake produced.
fn last_event(fake: &FakeDiscord, kind: &str) -> GatewayEvent {
    fake.events()
        .into_iter()
        .rev()
        .find(|e| e.kind == kind)
        .unwrap_or_else(|| panic!("no {kind} event"))
}

#[tokio::test]
async fn the_bots_overwrites_decide_what_it_may_do_and_interactions_carry_its_permissions() {
    let fake = unlimited_fake().await;
    let bot = Bot::start(&fake).await;
    fake.wait_ready(WAIT).await.unwrap();
    let http = http(&fake);
    let alice = fake.user(1001, "alice");
    let channel = serenity::ChannelId::new(CHANNEL_ID);
    let mut table = channel.say(&http, "table").await.unwrap();
    let thread = channel
        .create_thread_from_message(&http, table.id, serenity::CreateThread::new("Match"))
        .await
        .unwrap();
    let all = fake.bot_permissions(CHANNEL_ID);
    assert!(all.send_messages() && all.embed_links() && all.create_public_threads());

    let denied = serenity::Permissions::SEND_MESSAGES
        | serenity::Permissions::EMBED_LINKS
        | serenity::Permissions::SEND_MESSAGES_IN_THREADS;
    fake.deny_bot(CHANNEL_ID, denied);
    let update = last_event(&fake, "CHANNEL_UPDATE");
    assert!(update.sent, "the bot asked for GUILDS");
    let overwrite = &update.data["permission_overwrites"][0];
    assert_eq!(overwrite["id"], fake.bot_user_id().to_string());
    assert_eq!(overwrite["deny"], denied.bits().to_string());
    // Posting is refused, in the channel and in its threads; editing its own message is not.
    let refused = channel.say(&http, "no").await.unwrap_err();
    assert_eq!(
        (http_status(&refused), discord_code(&refused)),
        (Some(403), Some(50013))
    );
    let refused = thread.id.say(&http, "no").await.unwrap_err();
    assert_eq!(discord_code(&refused), Some(50013));
    table
        .edit(&http, serenity::EditMessage::new().content("table, step 2"))
        .await
        .unwrap();
    let with_embed = serenity::EditMessage::new().embed(serenity::CreateEmbed::new().title("x"));
    assert_eq!(
        discord_code(&table.edit(&http, with_embed).await.unwrap_err()),
        Some(50013)
    );
    // Interactions carry what the bot may do there, overwrites applied, threads included.
    for place in [CHANNEL_ID, thread.id.get()] {
        fake.slash(&alice, place, "unknown-to-the-bot", json!([]));
        let sent = last_event(&fake, "INTERACTION_CREATE");
        let bits: u64 = sent.data["app_permissions"]
            .as_str()
            .unwrap()
            .parse()
            .unwrap();
        let permissions = serenity::Permissions::from_bits_truncate(bits);
        assert_eq!(permissions, fake.bot_permissions(place));
        assert!(!permissions.send_messages() && permissions.view_channel());
    }
    fake.slash(&alice, OTHER_CHANNEL_ID, "unknown-to-the-bot", json!([]));
    let elsewhere = last_event(&fake, "INTERACTION_CREATE");
    assert_eq!(elsewhere.data["app_permissions"], all.bits().to_string());

    // Without View Channel, every call on the channel is 403 50001.
    fake.deny_bot(CHANNEL_ID, serenity::Permissions::VIEW_CHANNEL);
    let hidden = http.get_channel(channel).await.unwrap_err();
    assert_eq!(
        (http_status(&hidden), discord_code(&hidden)),
        (Some(403), Some(50001))
    );
    let hidden = http.get_message(channel, table.id).await.unwrap_err();
    assert_eq!(discord_code(&hidden), Some(50001));
    assert_eq!(
        discord_code(&thread.id.say(&http, "x").await.unwrap_err()),
        Some(50001)
    );
    // Threads need their own permissions.
    fake.deny_bot(CHANNEL_ID, serenity::Permissions::CREATE_PUBLIC_THREADS);
    let other = channel.say(&http, "lobby").await.unwrap();
    let refused = channel
        .create_thread_from_message(&http, other.id, serenity::CreateThread::new("No"))
        .await
        .unwrap_err();
    assert_eq!(discord_code(&refused), Some(50013));
    fake.allow_bot(CHANNEL_ID);
    assert!(
        last_event(&fake, "CHANNEL_UPDATE").data["permission_overwrites"]
            .as_array()
            .unwrap()
            .is_empty()
    );
    channel.say(&http, "allowed again").await.unwrap();
    assert_eq!(fake.invalid_requests().len(), 7);
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    bot.stop().await;
}

#[tokio::test]
async fn lost_channels_threads_and_guilds_are_announced_and_refused_as_on_discord() {
    let fake = unlimited_fake().await;
    let bot = Bot::start(&fake).await;
    fake.wait_ready(WAIT).await.unwrap();
    let http = http(&fake);
    let channel = serenity::ChannelId::new(OTHER_CHANNEL_ID);
    let lobby = channel.say(&http, "lobby").await.unwrap();
    let thread = channel
        .create_thread_from_message(&http, lobby.id, serenity::CreateThread::new("Match"))
        .await
        .unwrap()
        .id;
    let mut inside = thread.say(&http, "table").await.unwrap();
    let archived = |fake: &FakeDiscord| {
        let update = last_event(fake, "THREAD_UPDATE");
        assert!(update.sent);
        (
            update.data["thread_metadata"]["archived"] == true,
            update.data["thread_metadata"]["locked"] == true,
        )
    };

    // Archived: edits are refused, a post unarchives it.
    fake.archive_thread(thread.get());
    assert_eq!(archived(&fake), (true, false));
    let edit = serenity::EditMessage::new().content("step 2");
    let refused = inside.edit(&http, edit.clone()).await.unwrap_err();
    assert_eq!(discord_code(&refused), Some(50083));
    thread.say(&http, "back").await.unwrap();
    assert_eq!(archived(&fake), (false, false));
    inside.edit(&http, edit).await.unwrap();
    // Locked: the bot's posts are refused; archived and locked: 400 50083.
    fake.lock_thread(thread.get());
    assert_eq!(archived(&fake), (false, true));
    let refused = thread.say(&http, "no").await.unwrap_err();
    assert_eq!(
        (http_status(&refused), discord_code(&refused)),
        (Some(403), Some(50013))
    );
    fake.archive_thread(thread.get());
    let refused = thread.say(&http, "no").await.unwrap_err();
    assert_eq!(
        (http_status(&refused), discord_code(&refused)),
        (Some(400), Some(50083))
    );

    // Deleted: THREAD_DELETE, CHANNEL_DELETE, then 404 10003.
    fake.delete_channel(thread.get());
    let deleted = last_event(&fake, "THREAD_DELETE");
    assert_eq!(deleted.data["parent_id"], OTHER_CHANNEL_ID.to_string());
    assert_eq!(
        discord_code(&thread.say(&http, "x").await.unwrap_err()),
        Some(10003)
    );
    fake.delete_channel(OTHER_CHANNEL_ID);
    assert_eq!(
        last_event(&fake, "CHANNEL_DELETE").data["id"],
        OTHER_CHANNEL_ID.to_string()
    );
    let gone = http.get_channel(channel).await.unwrap_err();
    assert_eq!(
        (http_status(&gone), discord_code(&gone)),
        (Some(404), Some(10003))
    );

    // A moderator deletes a message: later edits are 404 10008; without the GUILD_MESSAGES
    // intent the bot is not told, but the event is recorded.
    let main = serenity::ChannelId::new(CHANNEL_ID);
    let mut table = main.say(&http, "table").await.unwrap();
    fake.delete_message_as_moderator(table.id.get());
    let event = last_event(&fake, "MESSAGE_DELETE");
    assert!(!event.sent);
    assert_eq!(event.data["id"], table.id.get().to_string());
    assert!(fake.message(table.id.get()).unwrap().deleted_by_moderator);
    let refused = table
        .edit(&http, serenity::EditMessage::new().content("x"))
        .await
        .unwrap_err();
    assert_eq!(discord_code(&refused), Some(10008));

    // Removed from the guild: GUILD_DELETE without `unavailable`, then 403 50001.
    fake.remove_bot_from_guild();
    let left = last_event(&fake, "GUILD_DELETE");
    assert!(left.sent);
    assert!(left.data.get("unavailable").is_none());
    let refused = main.say(&http, "x").await.unwrap_err();
    assert_eq!(
        (http_status(&refused), discord_code(&refused)),
        (Some(403), Some(50001))
    );
    let guild = serenity::GuildId::new(fake.guild_id());
    assert_eq!(
        discord_code(&http.get_guild(guild).await.unwrap_err()),
        Some(50001)
    );
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    bot.stop().await;
}

#[tokio::test]
async fn a_bot_with_the_guild_messages_intent_is_told_of_a_moderators_deletion() {
    let fake = FakeDiscord::start().await;
    let intents = serenity::GatewayIntents::GUILDS | serenity::GatewayIntents::GUILD_MESSAGES;
    let bot = Bot::start_with(&fake, intents, false).await;
    fake.wait_ready(WAIT).await.unwrap();
    let table = serenity::ChannelId::new(CHANNEL_ID)
        .say(&http(&fake), "table")
        .await
        .unwrap();
    fake.delete_message_as_moderator(table.id.get());
    assert!(last_event(&fake, "MESSAGE_DELETE").sent);
    let note = format!("noticed that {} was deleted", table.id);
    fake.wait_channel_message(CHANNEL_ID, |m| m.content == note, WAIT)
        .await
        .unwrap();
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    bot.stop().await;
}

#[tokio::test]
async fn a_rejected_token_gets_401_on_every_call_and_4004_on_the_gateway() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    assert_eq!(
        http.get_current_user().await.unwrap().id.get(),
        fake.bot_user_id(),
        "a bot checks its token with GET /users/@me"
    );
    fake.reject_token();
    let refused = http.get_current_user().await.unwrap_err();
    assert_eq!(
        (http_status(&refused), discord_code(&refused)),
        (Some(401), Some(0))
    );
    let call = fake.log().pop().unwrap();
    assert_eq!(call.response["message"], "401: Unauthorized");
    // The gateway closes with 4004, which ends serenity's `start` with an error.
    let bot = Bot::start(&fake).await;
    let ended = tokio::time::timeout(WAIT, bot.task)
        .await
        .expect("start() returns after 4004")
        .unwrap();
    assert!(
        matches!(
            ended,
            Err(serenity::Error::Gateway(
                serenity::GatewayError::InvalidAuthentication
            ))
        ),
        "{ended:?}"
    );
    assert_eq!(fake.identifies()[0].closed_with, Some(4004));
    assert!(!fake.invalid_requests().is_empty());
    fake.accept_token();
    http.get_current_user().await.unwrap();

    // A token revoked while the bot runs: its next RESUME is closed with 4004 too.
    let bot = Bot::start(&fake).await;
    fake.wait_ready(WAIT).await.unwrap();
    fake.reject_token();
    fake.restart_gateway();
    let ended = tokio::time::timeout(WAIT, bot.task)
        .await
        .expect("start() returns after 4004 on a RESUME")
        .unwrap();
    assert!(ended.is_err(), "{ended:?}");
    assert_eq!(fake.resumes(), 0);
}

#[tokio::test]
async fn start_autosharded_starts_the_recommended_shards_and_the_guild_goes_to_its_shard() {
    let fake = FakeDiscord::start_with(FakeOptions {
        shards: 2,
        ..FakeOptions::default()
    })
    .await;
    let bot = Bot::start_with(&fake, serenity::GatewayIntents::GUILDS, true).await;
    fake.wait_ready(WAIT).await.unwrap();
    let alice = fake.user(1001, "alice");
    let answer = fake
        .slash(&alice, CHANNEL_ID, "selftest", opt::sub("secret", []))
        .wait_response(WAIT)
        .await
        .unwrap();
    assert_eq!(answer.content(), "only you can see this");
    // serenity waits 5 s between two shards' IDENTIFYs.
    fake.wait_until(|s| s.is_ready() && s.problems().is_empty(), WAIT)
        .await
        .unwrap();
    let shards =
        || -> Vec<Option<(u64, u64)>> { fake.identifies().iter().map(|i| i.shard).collect() };
    tokio::time::timeout(Duration::from_secs(10), async {
        while shards().len() < 2 {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    })
    .await
    .expect("the second shard identifies");
    assert_eq!(shards(), [Some((0, 2)), Some((1, 2))]);
    // The guild's events still go to its shard (0) once shard 1 is up.
    let answer = fake
        .command(&alice, CHANNEL_ID, "/selftest secret")
        .wait_response(WAIT)
        .await
        .unwrap();
    assert!(answer.ephemeral);
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    bot.stop().await;

    // A bot that does not shard when it must is closed with 4011.
    let fake = FakeDiscord::start_with(FakeOptions {
        shards: 2,
        ..FakeOptions::default()
    })
    .await;
    let bot = Bot::start(&fake).await;
    tokio::time::timeout(WAIT, async {
        while fake.identifies().is_empty() {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await
    .expect("the bot identifies");
    assert_eq!(fake.identifies()[0].closed_with, Some(4011));
    bot.stop().await;
}

#[tokio::test]
async fn dms_and_forged_clicks_reach_the_bot_as_a_client_could_send_them() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let (alice, bob) = (fake.user(1001, "alice"), fake.user(1002, "bob"));

    // The bot opens a DM and writes there: only its user sees it, and is notified.
    let dm = http
        .create_private_channel(&json!({"recipient_id": alice.id.to_string()}))
        .await
        .unwrap();
    assert_eq!(dm.id.get(), fake.dm_channel(&alice));
    let hand = serenity::CreateMessage::new()
        .content("your hand")
        .button(serenity::CreateButton::new("ribs:1:hand").label("Hand"));
    let sent = dm.id.send_message(&http, hand).await.unwrap();
    assert_eq!(fake.messages_seen_by(&alice).len(), 1);
    assert!(fake.messages_seen_by(&bob).is_empty());
    assert_eq!(fake.notifications_for(&alice)[0].message_id, sent.id.get());

    // A click on it comes from the DM: no guild, `user` instead of `member`.
    let recorded = fake.message(sent.id.get()).unwrap();
    fake.click(&alice, &recorded, "Hand");
    let click = last_event(&fake, "INTERACTION_CREATE").data;
    assert!(click.get("guild_id").is_none() && click.get("member").is_none());
    assert_eq!(click["channel"]["type"], 1);
    let parsed: serenity::Interaction = serde_json::from_value(click).unwrap();
    let component = parsed.message_component().unwrap();
    assert_eq!(
        (component.guild_id, component.user.id.get()),
        (None, alice.id)
    );
    // A slash command typed in the DM.
    fake.slash(&alice, dm.id.get(), "selftest", opt::sub("secret", []));
    let command = last_event(&fake, "INTERACTION_CREATE").data;
    assert!(command.get("guild_id").is_none() && command["data"].get("guild_id").is_none());
    assert_eq!(command["user"]["id"], alice.id.to_string());

    // Forged clicks: a panel's custom id on a public message claimed ephemeral, from another
    // channel; the same from a DM; an ephemeral message claimed public.
    let table = serenity::ChannelId::new(CHANNEL_ID)
        .say(&http, "table")
        .await
        .unwrap();
    let forged = ForgedClick::new(table.id.get(), "ribs:1:play")
        .ephemeral(true)
        .in_channel(OTHER_CHANNEL_ID);
    let interaction = fake.forge_click(&bob, forged);
    let event = last_event(&fake, "INTERACTION_CREATE").data;
    assert_eq!(event["id"], interaction.id.to_string());
    assert_eq!(event["data"]["custom_id"], "ribs:1:play");
    assert_eq!(event["channel_id"], OTHER_CHANNEL_ID.to_string());
    assert_eq!(event["message"]["flags"].as_u64().unwrap() & 64, 64);
    assert_eq!(event["guild_id"], fake.guild_id().to_string());
    fake.forge_click(
        &bob,
        ForgedClick::new(table.id.get(), "ribs:1:play").in_dm(),
    );
    let event = last_event(&fake, "INTERACTION_CREATE").data;
    assert!(event.get("guild_id").is_none());
    assert_eq!(event["channel_id"], fake.dm_channel(&bob).to_string());
    let secret = fake.slash(&alice, CHANNEL_ID, "anything", json!([]));
    let panel = serenity::CreateInteractionResponse::Message(
        serenity::CreateInteractionResponseMessage::new()
            .content("panel")
            .ephemeral(true),
    );
    http.create_interaction_response(secret.id.into(), &secret.token, &panel, Vec::new())
        .await
        .unwrap();
    let panel = secret.response().unwrap().original.unwrap();
    fake.forge_click(
        &bob,
        ForgedClick::new(panel.id, "ribs:1:select")
            .select(&["A♠"])
            .ephemeral(false),
    );
    let event = last_event(&fake, "INTERACTION_CREATE").data;
    assert_eq!(event["message"]["flags"].as_u64().unwrap() & 64, 0);
    assert_eq!(event["data"]["values"], json!(["A♠"]));
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
}

#[tokio::test]
async fn a_forum_post_starts_a_thread_with_a_first_message_that_notifies() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let ann = fake.user(1001, "ann");
    let forum = serenity::ChannelId::new(FORUM_CHANNEL_ID);
    let post = forum
        .create_forum_post(
            &http,
            serenity::CreateForumPost::new(
                "Match 1",
                serenity::CreateMessage::new()
                    .content(format!("{} opens the table", ann.mention())),
            ),
        )
        .await
        .unwrap();
    let first = &fake.channel_messages(post.id.get())[0];
    assert_eq!(
        first.id,
        post.id.get(),
        "a post's first message has the thread's id"
    );
    assert_eq!(fake.notifications_for(&ann)[0].message_id, post.id.get());
    assert_eq!(fake.threads()[0].parent_id, FORUM_CHANNEL_ID);
    // A forum has no messages of its own.
    let refused = forum.say(&http, "x").await.unwrap_err();
    assert_eq!(discord_code(&refused), Some(50008));
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
}
