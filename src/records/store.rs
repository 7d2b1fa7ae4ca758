//! [`Store`]: one SQLite file holding an event's records, opened safely.
//!
//! [`Store::open`] creates the directory (owner-only) and the file (mode 0600)
//! if needed, refuses a schema newer than this build before writing anything,
//! sets the durability pragmas (WAL journal, `synchronous=FULL`, foreign
//! keys, a busy timeout) and applies migrations. A first open also creates the
//! default event so a station works at once. [`default_path`] is where the
//! file lives when no `--db`/`ARMOURY_DB` is given. The other modules of
//! `records` add their methods to `Store` in their own `impl` blocks.

use std::path::{Path, PathBuf};

use rusqlite::{Connection, OpenFlags, OptionalExtension};

use super::error::RecordsError;
use super::migrations::{self, SchemaState};

/// The environment variable that names the database file.
pub const DB_ENV: &str = "ARMOURY_DB";

/// The open database.
pub struct Store {
    pub(crate) conn: Connection,
    path: PathBuf,
    /// Typo-lookup vocabulary cached for one `PRAGMA data_version`.
    pub(crate) vocabulary: Option<super::vocabulary::Vocabulary>,
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Store").field("path", &self.path).finish()
    }
}

/// The default database file: `<platform data dir>/armoury/armoury.db`
/// (`~/.local/share/armoury/armoury.db` on Linux).
pub fn default_path() -> Result<PathBuf, RecordsError> {
    dirs::data_dir()
        .map(|dir| dir.join("armoury").join("armoury.db"))
        .ok_or(RecordsError::NoDataDir)
}

impl Store {
    /// Opens (creating if needed) the database at `path`.
    pub fn open(path: impl AsRef<Path>) -> Result<Store, RecordsError> {
        let path = path.as_ref().to_path_buf();
        create_owner_only(&path)?;
        let sql = RecordsError::sqlite(&path);
        let mut conn = Connection::open_with_flags(
            &path,
            OpenFlags::SQLITE_OPEN_READ_WRITE
                | OpenFlags::SQLITE_OPEN_CREATE
                | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .map_err(sql)?;
        let found = migrations::version(&conn).map_err(RecordsError::sqlite(&path))?;
        if found > migrations::latest() {
            return Err(newer(&path, found));
        }
        set_pragmas(&conn).map_err(RecordsError::sqlite(&path))?;
        match migrations::apply(&mut conn).map_err(RecordsError::sqlite(&path))? {
            SchemaState::Current => {}
            SchemaState::Newer(found) => return Err(newer(&path, found)),
        }
        let mut store = Store {
            conn,
            path,
            vocabulary: None,
        };
        store.ensure_default_event()?;
        Ok(store)
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The raw connection, for checks and tests (`PRAGMA integrity_check`).
    pub fn connection(&self) -> &Connection {
        &self.conn
    }

    /// Wraps a SQLite error with this database's path.
    pub(crate) fn err(&self) -> impl FnOnce(rusqlite::Error) -> RecordsError {
        RecordsError::sqlite(&self.path)
    }

    /// Reads a setting.
    pub(crate) fn setting(&self, key: &str) -> Result<Option<String>, RecordsError> {
        self.conn
            .query_row("SELECT value FROM settings WHERE key = ?1", [key], |r| {
                r.get(0)
            })
            .optional()
            .map_err(self.err())
    }

    /// Writes a setting.
    pub(crate) fn set_setting(&self, key: &str, value: &str) -> Result<(), RecordsError> {
        self.conn
            .execute(
                "INSERT INTO settings(key, value) VALUES (?1, ?2)
                 ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                [key, value],
            )
            .map(drop)
            .map_err(self.err())
    }

    /// `PRAGMA integrity_check`: `ok`, or SQLite's list of problems.
    pub fn integrity_check(&self) -> Result<String, RecordsError> {
        let mut stmt = self
            .conn
            .prepare("PRAGMA integrity_check")
            .map_err(self.err())?;
        let rows: Vec<String> = stmt
            .query_map([], |r| r.get(0))
            .and_then(|rows| rows.collect())
            .map_err(RecordsError::sqlite(&self.path))?;
        Ok(rows.join("\n"))
    }
}

fn newer(path: &Path, found: i64) -> RecordsError {
    RecordsError::NewerSchema {
        path: path.to_path_buf(),
        found,
        supported: migrations::latest(),
    }
}

fn set_pragmas(conn: &Connection) -> rusqlite::Result<()> {
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
    if !mode.eq_ignore_ascii_case("wal") {
        return Err(rusqlite::Error::InvalidParameterName(format!(
            "journal_mode: the file system refused WAL (got {mode})"
        )));
    }
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", true)?;
    // 16 MB of page cache (the default is 2 MB): a 10,000-character roster fits.
    conn.pragma_update(None, "cache_size", -16_000)?;
    conn.set_prepared_statement_cache_capacity(64);
    Ok(())
}

/// Creates the parent directory (0700) and the file (0600) if they do not exist.
fn create_owner_only(path: &Path) -> Result<(), RecordsError> {
    let io = |cause| RecordsError::Io {
        path: path.to_path_buf(),
        cause,
    };
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        let mut builder = std::fs::DirBuilder::new();
        builder.recursive(true);
        #[cfg(unix)]
        std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
        builder.create(dir).map_err(io)?;
    }
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(false);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path).map(drop).map_err(io)
}
