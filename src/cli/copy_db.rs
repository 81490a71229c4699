//! `ribs copy-db --from sqlite://ribs.db --to postgres://...`: moves a bot from its SQLite
//! file to PostgreSQL (for several processes), every row in one transaction, then checked.

use clap::Args;

use super::backup::database_file;
use crate::table::copy_to_postgres;

#[derive(Debug, Args)]
pub struct CopyDbArgs {
    /// The bot's database: a file, or a `sqlite://` URL. Only read.
    #[arg(long, value_name = "PATH_OR_URL")]
    pub from: String,
    /// An empty PostgreSQL database: `postgres://USER:PASSWORD@HOST/DB`, or
    /// `postgres://USER@/DB?host=/run/postgresql` for a Unix socket.
    #[arg(long, value_name = "URL")]
    pub to: String,
}

pub fn main(args: &CopyDbArgs) -> anyhow::Result<()> {
    let from = database_file(&args.from);
    let runtime = tokio::runtime::Runtime::new()?;
    let copied = runtime.block_on(copy_to_postgres(&from, &args.to))?;
    for (table, rows) in &copied.tables {
        println!("{table:<15} {rows:>9} rows");
    }
    let total: u64 = copied.tables.iter().map(|(_, rows)| rows).sum();
    println!(
        "copied {} into PostgreSQL: {total} rows in {:.2} s; counts equal, ratings equal to \
         the source's and to the results rated again",
        from.display(),
        copied.seconds
    );
    Ok(())
}
