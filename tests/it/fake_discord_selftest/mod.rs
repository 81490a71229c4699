//! The fake Discord itself, proven with a tiny poise bot run in-process against it, built
//! exactly as `ribs serve` builds its client: `HttpBuilder::new(token).proxy(base)
//! .ratelimiter_disabled(true)` and `ClientBuilder::new_with_http`.

mod attachments;
mod emojis;
mod gateway;
mod interactions;
mod messages;
mod places;
mod rate_limits;
mod tokens;

use std::sync::Arc;
use std::time::Duration;

use crate::support::fake_discord::{
    CHANNEL_ID, FakeDiscord, FakeOptions, FakeUser, GatewayEvent, Interaction,
};
use poise::serenity_prelude as serenity;
use serde_json::json;

const TOKEN: &str = "fake-bot-token";
const WAIT: Duration = Duration::from_secs(5);
/// What the self-tests' plain HTTP says it is: Discord (and the fake) refuse a request
/// without a `User-Agent` of this form.
const USER_AGENT: &str = "DiscordBot (https://example.invalid/fake-selftest, 0.1)";

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

/// Which shards a self-test bot runs, and through which API base.
#[derive(Clone, Copy)]
enum Shards {
    /// One shard (no `shard` in its IDENTIFY).
    One,
    /// As many as `GET /gateway/bot` recommends.
    Auto,
    /// Shard `.0` of `.1` only, its calls through [`FakeDiscord::api_base_for`] `.2`: one
    /// process of a bot that runs its shards in several.
    Only(u32, u32, &'static str),
}

impl Bot {
    async fn start(fake: &FakeDiscord) -> Bot {
        Self::start_with(fake, serenity::GatewayIntents::GUILDS, Shards::One).await
    }

    async fn start_with(
        fake: &FakeDiscord,
        intents: serenity::GatewayIntents,
        shards: Shards,
    ) -> Bot {
        let base = match shards {
            Shards::Only(_, _, via) => fake.api_base_for(via),
            Shards::One | Shards::Auto => fake.api_base(),
        };
        let http = serenity::HttpBuilder::new(TOKEN)
            .proxy(base)
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
            match shards {
                Shards::One => client.start().await,
                Shards::Auto => client.start_autosharded().await,
                Shards::Only(id, total, _) => client.start_shard(id, total).await,
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

/// `user` types a slash command and the bot answers it with a private message saying
/// `content`: the interaction, whose token then edits that message.
async fn answered_privately(
    fake: &FakeDiscord,
    http: &serenity::Http,
    user: &FakeUser,
    content: &str,
) -> Interaction {
    let interaction = fake.slash(user, CHANNEL_ID, "anything", json!([]));
    let answer = serenity::CreateInteractionResponse::Message(
        serenity::CreateInteractionResponseMessage::new()
            .content(content)
            .ephemeral(true),
    );
    http.create_interaction_response(
        interaction.id.into(),
        &interaction.token,
        &answer,
        Vec::new(),
    )
    .await
    .unwrap();
    interaction
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
            client: reqwest::Client::builder()
                .user_agent(USER_AGENT)
                .build()
                .expect("an HTTP client"),
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

/// A file of a multipart request: its field (`files[n]`), file name, media type and bytes.
struct Upload {
    field: String,
    filename: String,
    content_type: String,
    bytes: Vec<u8>,
}

impl Upload {
    /// `files[n]`, as Discord documents it.
    fn new(n: usize, filename: &str, content_type: &str, bytes: Vec<u8>) -> Upload {
        Upload {
            field: format!("files[{n}]"),
            filename: filename.to_owned(),
            content_type: content_type.to_owned(),
            bytes,
        }
    }

    /// A PNG as `files[n]`.
    fn png(n: usize, filename: &str, bytes: Vec<u8>) -> Upload {
        Self::new(n, filename, "image/png", bytes)
    }
}

impl Raw {
    /// A multipart request as Discord documents it: `payload_json` and the files.
    fn multipart_request(
        &self,
        method: reqwest::Method,
        path: &str,
        payload: &serde_json::Value,
        files: Vec<Upload>,
    ) -> reqwest::RequestBuilder {
        let mut form = reqwest::multipart::Form::new().text("payload_json", payload.to_string());
        for file in files {
            let part = reqwest::multipart::Part::bytes(file.bytes)
                .file_name(file.filename)
                .mime_str(&file.content_type)
                .expect("a valid media type");
            form = form.part(file.field, part);
        }
        self.request(method, path).multipart(form)
    }

    /// Sends a multipart request; its status and JSON answer.
    async fn multipart(
        &self,
        method: reqwest::Method,
        path: &str,
        payload: &serde_json::Value,
        files: Vec<Upload>,
    ) -> (u16, serde_json::Value) {
        let response = self
            .multipart_request(method, path, payload, files)
            .send()
            .await
            .expect("the fake answers");
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or_default())
    }
}

/// A real PNG of `width` × `height` pixels, of one colour (`shade` tells pictures apart).
fn png(width: u32, height: u32, shade: u8) -> Vec<u8> {
    let mut bytes = Vec::new();
    let mut encoder = ::png::Encoder::new(&mut bytes, width, height);
    encoder.set_color(::png::ColorType::Rgb);
    let mut writer = encoder.write_header().expect("a PNG header");
    let pixels = vec![shade; (width * height * 3) as usize];
    writer.write_image_data(&pixels).expect("PNG pixels");
    writer.finish().expect("a whole PNG");
    bytes
}

/// The form error codes Discord answered at a dotted path of `errors`, e.g.
/// `attachments.0.description`.
fn form_errors(body: &serde_json::Value, path: &str) -> Vec<String> {
    let mut node = &body["errors"];
    for segment in path.split('.') {
        node = &node[segment];
    }
    node["_errors"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|e| e["code"].as_str().map(str::to_owned))
        .collect()
}

fn header<'a>(headers: &'a reqwest::header::HeaderMap, name: &str) -> &'a str {
    headers
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_else(|| panic!("no {name} header in {headers:?}"))
}

/// The last event of a kind the fake produced.
fn last_event(fake: &FakeDiscord, kind: &str) -> GatewayEvent {
    fake.events()
        .into_iter()
        .rev()
        .find(|e| e.kind == kind)
        .unwrap_or_else(|| panic!("no {kind} event"))
}
