//! The users a test acts as: [`FakeUser`], made by [`FakeDiscord::user`] and
//! [`FakeDiscord::manager`].

use super::{FakeDiscord, MANAGER_ROLE_ID};

impl FakeDiscord {
    /// A guild member with no role but `@everyone`. Cheap: payload data, recorded so that
    /// `GET /users/{id}` and `GET /guilds/{g}/members/{id}` know them.
    pub fn user(&self, id: u64, name: &str) -> FakeUser {
        self.add_user(id, name, Vec::new())
    }

    /// A guild member who also holds the manager role (Manage Server, Manage Messages,
    /// Manage Threads), e.g. to stop someone else's table.
    pub fn manager(&self, id: u64, name: &str) -> FakeUser {
        self.add_user(id, name, vec![MANAGER_ROLE_ID])
    }

    /// A guild member with a nickname in the guild (`name` stays their username and global
    /// name).
    pub fn nicknamed(&self, id: u64, name: &str, nick: &str) -> FakeUser {
        let mut user = self.add_user(id, name, Vec::new());
        user.nick = Some(nick.to_owned());
        self.inner.with(|s| s.users.insert(id, user.clone()));
        user
    }

    /// The user with their Discord client set to `locale` (`de`, `fr`, `pt-BR`...): their
    /// interactions carry it as `locale`.
    pub fn with_locale(&self, user: &FakeUser, locale: &str) -> FakeUser {
        let mut user = user.clone();
        user.locale = locale.to_owned();
        self.inner.with(|s| s.users.insert(user.id, user.clone()));
        user
    }

    /// The seeded server's language (a community server's "primary language"): every
    /// interaction from it carries it as `guild_locale`.
    pub fn set_guild_locale(&self, locale: &str) {
        self.inner.with(|s| s.guilds[0].locale = locale.to_owned());
    }

    /// Denies a member `permissions` in every channel (as a member overwrite would): their
    /// interactions carry the reduced `member.permissions`.
    pub fn deny_member(&self, user: &FakeUser, permissions: serenity::all::Permissions) {
        self.inner.with(|s| {
            *s.member_denies.entry(user.id).or_insert(0) |= permissions.bits();
        });
    }

    fn add_user(&self, id: u64, name: &str, roles: Vec<u64>) -> FakeUser {
        assert!(id != 0, "Discord ids are non-zero");
        let user = FakeUser {
            id,
            name: name.to_owned(),
            nick: None,
            roles,
            bot: false,
            locale: "en-US".to_owned(),
        };
        self.inner.with(|s| s.users.insert(id, user.clone()));
        user
    }

    /// The DM channel between the bot and `user` (opened on first use, as
    /// `POST /users/@me/channels` opens it). Give it to [`FakeDiscord::slash`],
    /// [`FakeDiscord::command`] or [`FakeDiscord::click`] to act from a DM: the interaction
    /// then has no `guild_id`, a `user` instead of a `member`, and a channel of type 1.
    pub fn dm_channel(&self, user: &FakeUser) -> u64 {
        self.inner.with(|s| s.dm_channel(user))
    }
}

/// A member of the seeded guild, as far as payloads go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FakeUser {
    /// The user's id (non-zero).
    pub id: u64,
    /// Username, also used as global name.
    pub name: String,
    /// Their nickname in the guild, if they have one.
    pub nick: Option<String>,
    /// Roles besides `@everyone`.
    pub roles: Vec<u64>,
    /// Whether this is a bot account.
    pub bot: bool,
    /// The language of their Discord client (`en-US` unless [`FakeDiscord::with_locale`]).
    pub locale: String,
}

impl FakeUser {
    /// The mention of this user, `<@id>`.
    pub fn mention(&self) -> String {
        format!("<@{}>", self.id)
    }
}
