//! Which database a test's file stands for: that SQLite file, or, with
//! `RIBS_TEST_DATABASE=postgres`, a fresh PostgreSQL database of its own (the same one for
//! the same file, so a restart finds what it left), on a throwaway server or on
//! `RIBS_TEST_POSTGRES_URL`'s. `scripts/test` runs the table service's and the Discord
//! bot's tests both ways.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{LazyLock, Mutex};

use ribs::store::Store;

/// Whether this run keeps the tests' databases in PostgreSQL.
pub fn on_postgres() -> bool {
    std::env::var("RIBS_TEST_DATABASE").as_deref() == Ok("postgres")
}

/// The `DATABASE_URL` for a test's database file.
pub fn url_for(path: &Path) -> String {
    static ON_POSTGRES: LazyLock<Mutex<HashMap<PathBuf, String>>> = LazyLock::new(Default::default);
    if !on_postgres() {
        return format!("sqlite://{}", path.display());
    }
    if let Some(url) = ON_POSTGRES.lock().unwrap().get(path) {
        return url.clone();
    }
    // A thread and a runtime of its own: callable from sync code and any runtime.
    let url = std::thread::spawn(|| {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap()
            .block_on(ribs::store::throwaway::fresh_database())
    })
    .join()
    .unwrap()
    .expect("a PostgreSQL database for the test");
    ON_POSTGRES
        .lock()
        .unwrap()
        .insert(path.to_path_buf(), url.clone());
    url
}

/// A store to read what a running bot wrote: the SQLite file opened read-only (the bot
/// holds its lock), or the PostgreSQL database opened beside the bot's processes.
pub async fn reader(path: &Path) -> Store {
    if on_postgres() {
        Store::open(&url_for(path)).await.unwrap()
    } else {
        Store::open_read_only(path).await.unwrap()
    }
}
