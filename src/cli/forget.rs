//! `ribs forget --db PATH_OR_URL --user ID`: the operator's way to honour a person's
//! request to be removed, as `/ribs forget` does on Discord: their id and every name they
//! played under leave the database, an anonymous "former player" of their own takes their
//! seats, results and ratings (so everyone else's stand exactly as they were), and no
//! board shows them again. Refused while they sit at an open table.

use clap::Args;

use crate::table::forget::forget_in;
use crate::table::{TableError, UserId};

#[derive(Debug, Args)]
pub struct ForgetArgs {
    /// The bot's database: a `sqlite://` URL (its DATABASE_URL) or a file's path. It must
    /// exist; the bot may be running.
    #[arg(long, value_name = "PATH_OR_URL")]
    pub db: String,
    /// The person's Discord user id (a number; Discord shows it under Copy User ID).
    #[arg(long, value_name = "ID", allow_hyphen_values = true)]
    pub user: String,
}

pub fn main(args: &ForgetArgs) -> anyhow::Result<()> {
    let user = parse_user(&args.user)?;
    let runtime = tokio::runtime::Runtime::new()?;
    let done = runtime.block_on(forget_in(&args.db, UserId(user)));
    match done {
        Ok(done) if done.anonymous.is_none() => {
            println!(
                "ribs forget: nothing about user {user} is stored in {}",
                args.db
            );
        }
        Ok(done) => println!(
            "ribs forget: user {user} is forgotten in {}: their id and names are removed, and \
             their seats in {} show a former player",
            args.db,
            crate::t!(crate::text::Lang::En, "count-matches", count = done.matches)
        ),
        Err(TableError::AtOpenTable {
            table,
            place,
            invited,
        }) => anyhow::bail!(
            "user {user} {} open table {table} (channel {}): nothing was removed; try again \
             once it is closed",
            if invited {
                "is asked back to the lobby of"
            } else {
                "sits at"
            },
            place.0
        ),
        Err(TableError::Store(e)) => anyhow::bail!("{e}"),
        Err(e) => return Err(e.into()),
    }
    Ok(())
}

/// A person's id: a positive whole number (a Discord id, or 1 for `ribs play`'s player).
fn parse_user(text: &str) -> anyhow::Result<u64> {
    match text.trim().parse::<u64>() {
        Ok(id) if id > 0 && id <= i64::MAX as u64 => Ok(id),
        _ => anyhow::bail!(
            "--user {text:?} is not a user id: give the person's Discord id, a number such as \
             123456789012345678"
        ),
    }
}
