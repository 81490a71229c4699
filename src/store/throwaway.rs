//! A throwaway PostgreSQL server, for the tests that run the store on PostgreSQL and for
//! `ribs load --throwaway-postgres`: the installed server's binaries on a temporary
//! directory, listening on a Unix socket only, gone when the process that started it ends.
//!
//! `initdb` refuses to run as root, so as root the server runs as the `postgres` user (the
//! directory is handed to it). A static is never dropped, so the server does not rely on
//! `Drop`: a small shell watchdog started with it stops it (and removes its directory) as
//! soon as the process that started it is gone, however it ended.

use std::os::unix::process::CommandExt as _;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

use sqlx::Connection;
use tokio::sync::OnceCell;

/// A PostgreSQL server of its own on a temporary directory and a Unix socket.
#[derive(Debug)]
pub struct ThrowawayPostgres {
    dir: PathBuf,
    port: u16,
    /// As root, the `postgres` user runs the server's binaries.
    as_postgres: bool,
    /// The shell that runs the server and stops it once this process is gone.
    watchdog: Option<Child>,
}

impl ThrowawayPostgres {
    /// Starts one from the installed binaries (`initdb` and `postgres` on the `PATH`, or in
    /// `/usr/lib/postgresql/*/bin`). Blocking: about a second.
    ///
    /// # Errors
    /// What failed, in words: a binary not found, `initdb`'s output, the server's log.
    pub fn start() -> Result<ThrowawayPostgres, String> {
        static STARTED: AtomicU32 = AtomicU32::new(0);
        let as_postgres = is_root();
        let dir = tempfile::Builder::new()
            .prefix("ribs-pg-")
            .tempdir()
            .map_err(|e| format!("no temporary directory for PostgreSQL: {e}"))?
            .keep();
        let n = STARTED.fetch_add(1, Ordering::Relaxed);
        let port = 40000 + ((std::process::id() * 7 + n * 131) % 20000) as u16;
        // From here on, whatever fails, dropping it removes the directory.
        let mut server = ThrowawayPostgres {
            dir,
            port,
            as_postgres,
            watchdog: None,
        };
        if as_postgres {
            hand_to_postgres(&server.dir)?;
        }
        let data = server.dir.join("data");
        let initdb = server
            .command(&binary("initdb")?)
            .arg("-D")
            .arg(&data)
            .args([
                "--auth=trust",
                "-U",
                "postgres",
                "--no-sync",
                "-E",
                "UTF8",
                "--locale=C",
            ])
            .output()
            .map_err(|e| {
                let how = if as_postgres {
                    " (as root: runuser -u postgres)"
                } else {
                    ""
                };
                format!("initdb could not run{how}: {e}")
            })?;
        if !initdb.status.success() {
            return Err(format!(
                "initdb failed: {}{}",
                String::from_utf8_lossy(&initdb.stdout),
                String::from_utf8_lossy(&initdb.stderr)
            ));
        }
        let postgres = binary("postgres")?;
        // The server, and its watchdog: once the process that started it is gone (or a
        // zombie), a fast shutdown, and the directory removed. (Not `kill -0`: as the
        // postgres user it cannot signal a root process. A server that stops while this
        // process lives leaves the directory to it: its log says why.)
        let script = format!(
            "'{postgres}' -D '{data}' -k '{dir}' -p {port} -c listen_addresses='' \
               -c max_connections=200 -c shared_buffers=32MB >'{dir}/log' 2>&1 &
             server=$!
             parent() {{ [ -d /proc/{parent} ] && ! grep -qs '^State:.Z' /proc/{parent}/status; }}
             while parent && kill -0 $server 2>/dev/null; do sleep 0.5; done
             kill -INT $server 2>/dev/null
             wait $server
             parent || rm -rf '{dir}'",
            postgres = postgres.display(),
            data = data.display(),
            dir = server.dir.display(),
            parent = std::process::id(),
        );
        // A process group of its own: a signal to this process's group (Ctrl-C, a closed
        // terminal, a CI job cancelled) reaches neither the watchdog nor the server; the
        // watchdog sees this process gone and stops the server.
        let watchdog = server
            .command(Path::new("sh"))
            .args(["-c", &script])
            .process_group(0)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("the PostgreSQL server could not start: {e}"))?;
        server.watchdog = Some(watchdog);
        server.wait_ready()?;
        Ok(server)
    }

    /// The URL of database `db` on this server (in the form sqlx itself reads; `Store::open`
    /// also reads libpq's `postgres://postgres@/DB?host=...`).
    pub fn url(&self, db: &str) -> String {
        format!(
            "postgres:///{db}?host={}&port={}&user=postgres",
            self.dir.display(),
            self.port
        )
    }

    /// A command that runs as the server's user.
    fn command(&self, program: &Path) -> Command {
        if self.as_postgres {
            let mut command = Command::new("runuser");
            command.args(["-u", "postgres", "--"]).arg(program);
            command.current_dir("/");
            command
        } else {
            Command::new(program)
        }
    }

    /// Waits until the server accepts logins (at most 30 s): `pg_isready` where installed,
    /// else the socket and a moment. A server that stopped fails at once, with its log.
    fn wait_ready(&mut self) -> Result<(), String> {
        let socket = self.dir.join(format!(".s.PGSQL.{}", self.port));
        let isready = binary("pg_isready").ok();
        let deadline = Instant::now() + Duration::from_secs(30);
        let stopped = loop {
            if let Some(Ok(Some(status))) = self.watchdog.as_mut().map(Child::try_wait) {
                break format!(
                    "the PostgreSQL server stopped while starting (its watchdog: {status})"
                );
            }
            if Instant::now() > deadline {
                break "the PostgreSQL server did not start within 30 s".to_string();
            }
            let ready = match &isready {
                Some(isready) => Command::new(isready)
                    .arg("-q")
                    .arg("-h")
                    .arg(&self.dir)
                    .arg("-p")
                    .arg(self.port.to_string())
                    .status()
                    .is_ok_and(|s| s.success()),
                None if socket.exists() => {
                    // The socket appears a moment before the server accepts logins.
                    std::thread::sleep(Duration::from_millis(200));
                    true
                }
                None => false,
            };
            if ready {
                return Ok(());
            }
            std::thread::sleep(Duration::from_millis(50));
        };
        let log = std::fs::read_to_string(self.dir.join("log")).unwrap_or_default();
        let lines: Vec<&str> = log.lines().collect();
        Err(format!(
            "{stopped}; its log ({}): {}",
            self.dir.join("log").display(),
            lines[lines.len().saturating_sub(5)..].join(" / ")
        ))
    }
}

impl Drop for ThrowawayPostgres {
    fn drop(&mut self) {
        let running = self.dir.join("data/postmaster.pid").exists();
        let stopped = !running
            || binary("pg_ctl").is_ok_and(|pg_ctl| {
                self.command(&pg_ctl)
                    .arg("-D")
                    .arg(self.dir.join("data"))
                    .args(["stop", "-m", "fast", "-s"])
                    .stderr(Stdio::null())
                    .status()
                    .is_ok_and(|s| s.success())
            });
        // The server stopped, its watchdog ends (within half a second): reaped, and the
        // directory removed. Otherwise the watchdog stops it when this process ends.
        let deadline = Instant::now() + Duration::from_secs(10);
        while stopped && let Some(watchdog) = &mut self.watchdog {
            match watchdog.try_wait() {
                Ok(None) if Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(50));
                }
                Ok(None) => return,
                _ => {
                    self.watchdog = None;
                }
            }
        }
        if stopped {
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }
}

/// A fresh, empty database for one test: on `RIBS_TEST_POSTGRES_URL`'s server when that is
/// set (a URL whose user may create databases), else on one throwaway server shared by the
/// whole process. Its URL.
///
/// # Errors
/// The server cannot be started or reached, or the database cannot be made.
pub async fn fresh_database() -> Result<String, String> {
    // Started once: whoever asks while it starts waits for it. (Two tests asking at once
    // would otherwise each start a server, and the second would be stopped again at once,
    // blocking an async thread while it stops.)
    static SERVER: OnceCell<Result<ThrowawayPostgres, String>> = OnceCell::const_new();
    static MADE: AtomicU32 = AtomicU32::new(0);
    let name = format!(
        "ribs_test_{}_{}",
        std::process::id(),
        MADE.fetch_add(1, Ordering::Relaxed)
    );
    let admin = match std::env::var("RIBS_TEST_POSTGRES_URL") {
        Ok(url) if !url.is_empty() => url,
        _ => {
            let server = SERVER
                .get_or_init(|| async {
                    tokio::task::spawn_blocking(ThrowawayPostgres::start)
                        .await
                        .unwrap_or_else(|e| Err(format!("starting PostgreSQL failed: {e}")))
                })
                .await;
            server.as_ref().map_err(Clone::clone)?.url("postgres")
        }
    };
    let mut conn = sqlx::PgConnection::connect(&admin)
        .await
        .map_err(|e| format!("PostgreSQL at {admin}: {e}"))?;
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .execute(&mut conn)
        .await
        .map_err(|e| format!("CREATE DATABASE {name}: {e}"))?;
    let _ = conn.close().await;
    Ok(with_database(&admin, &name))
}

/// `url` naming database `db` instead of its own.
fn with_database(url: &str, db: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((base, query)) => (base, Some(query)),
        None => (url, None),
    };
    let authority_end = base.find("://").map_or(0, |i| i + 3);
    let base = match base[authority_end..].find('/') {
        Some(slash) => &base[..authority_end + slash],
        None => base,
    };
    match query {
        Some(query) => format!("{base}/{db}?{query}"),
        None => format!("{base}/{db}"),
    }
}

fn is_root() -> bool {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find(|l| l.starts_with("Uid:"))
                .and_then(|l| l.split_whitespace().nth(2).map(|uid| uid == "0"))
        })
        .unwrap_or(false)
}

/// Gives `dir` to the `postgres` user (as root: the server refuses to run as root).
fn hand_to_postgres(dir: &Path) -> Result<(), String> {
    let passwd = std::fs::read_to_string("/etc/passwd").unwrap_or_default();
    let ids = passwd.lines().find_map(|line| {
        let fields: Vec<&str> = line.split(':').collect();
        match fields.as_slice() {
            ["postgres", _, uid, gid, ..] => Some((uid.parse().ok()?, gid.parse().ok()?)),
            _ => None,
        }
    });
    let Some((uid, gid)) = ids else {
        return Err(
            "as root, PostgreSQL runs as the postgres user, and there is none (install \
             Debian's postgresql package, or set RIBS_TEST_POSTGRES_URL)"
                .to_string(),
        );
    };
    std::os::unix::fs::chown(dir, Some(uid), Some(gid)).map_err(|e| {
        format!(
            "{} could not be given to the postgres user: {e}",
            dir.display()
        )
    })
}

/// A PostgreSQL binary: on the `PATH`, or in Debian's `/usr/lib/postgresql/*/bin`.
fn binary(name: &str) -> Result<PathBuf, String> {
    let on_path = std::env::var_os("PATH")
        .into_iter()
        .flat_map(|path| std::env::split_paths(&path).collect::<Vec<_>>())
        .map(|dir| dir.join(name))
        .find(|p| p.is_file());
    if let Some(found) = on_path {
        return Ok(found);
    }
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path().join("bin").join(name))
        .filter(|p| p.is_file())
        .collect();
    versions.sort();
    versions.pop().ok_or_else(|| {
        format!(
            "PostgreSQL's {name} is not installed (apt-get install postgresql; or set \
             RIBS_TEST_POSTGRES_URL to a server's URL)"
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_database_is_named_in_every_url_form() {
        assert_eq!(
            with_database("postgres://postgres@/postgres?host=/tmp/x&port=5", "t1"),
            "postgres://postgres@/t1?host=/tmp/x&port=5"
        );
        assert_eq!(
            with_database(
                "postgres:///postgres?host=/tmp/x&port=5&user=postgres",
                "t1"
            ),
            "postgres:///t1?host=/tmp/x&port=5&user=postgres"
        );
        assert_eq!(
            with_database("postgres://u:p@db:5432/admin", "t1"),
            "postgres://u:p@db:5432/t1"
        );
        assert_eq!(with_database("postgres://u@db", "t1"), "postgres://u@db/t1");
    }

    #[tokio::test]
    async fn a_server_of_its_own_answers_and_is_gone_when_dropped() {
        let server = tokio::task::spawn_blocking(ThrowawayPostgres::start)
            .await
            .unwrap()
            .unwrap();
        let url = server.url("postgres");
        assert!(url.contains("?host=/") && url.contains("&port="), "{url}");
        let mut conn = sqlx::PgConnection::connect(&url).await.unwrap();
        let one: i32 = sqlx::query_scalar("SELECT 1")
            .fetch_one(&mut conn)
            .await
            .unwrap();
        assert_eq!(one, 1);
        conn.close().await.unwrap();
        let dir = server.dir.clone();
        tokio::task::spawn_blocking(move || drop(server))
            .await
            .unwrap();
        assert!(!dir.exists());
    }

    #[tokio::test]
    async fn two_fresh_databases_are_empty_and_apart() {
        let first = fresh_database().await.unwrap();
        let second = fresh_database().await.unwrap();
        assert_ne!(first, second);
        let store = crate::store::Store::open(&first).await.unwrap();
        assert!(store.open_tables().await.unwrap().is_empty());
        store.close().await;
        let mut conn = sqlx::PgConnection::connect(&second).await.unwrap();
        let tables: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'",
        )
        .fetch_one(&mut conn)
        .await
        .unwrap();
        assert_eq!(tables, 0);
    }
}
