//! `ribs backup --db PATH --to FILE`: a consistent copy of the bot's database, made while
//! the bot serves from it (copying `ribs.db` alone would lose what its `-wal` holds).

use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::Args;

use crate::table::archive::Archive;

#[derive(Debug, Args)]
pub struct BackupArgs {
    /// The database: a file, or a `sqlite://` URL (the bot's DATABASE_URL).
    #[arg(long, value_name = "PATH_OR_URL")]
    pub db: String,
    /// The copy to write: a new file.
    #[arg(long, value_name = "FILE")]
    pub to: PathBuf,
}

/// The file of a `sqlite://` URL, or the path given.
pub fn database_file(db: &str) -> PathBuf {
    let path = db
        .strip_prefix("sqlite://")
        .or_else(|| db.strip_prefix("sqlite:"))
        .unwrap_or(db);
    Path::new(path.split('?').next().unwrap_or(path)).to_path_buf()
}

pub fn main(args: &BackupArgs) -> anyhow::Result<()> {
    let db = database_file(&args.db);
    let runtime = tokio::runtime::Runtime::new()?;
    let started = Instant::now();
    let made = runtime.block_on(async {
        let archive = Archive::open(&db).await?;
        let made = archive.backup_to(&args.to).await;
        archive.close().await;
        anyhow::Ok(made?)
    })?;
    println!(
        "backed up {} to {}: {} matches, {} actions, {} bytes, in {} ms (integrity ok)",
        db.display(),
        args.to.display(),
        made.matches,
        made.actions,
        made.bytes,
        started.elapsed().as_millis()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_database_url_names_its_file() {
        let file = |db: &str| super::database_file(db).display().to_string();
        assert_eq!(file("sqlite://ribs.db"), "ribs.db");
        assert_eq!(file("sqlite:///data/ribs.db?mode=rwc"), "/data/ribs.db");
        assert_eq!(file("ribs.db"), "ribs.db");
    }
}
