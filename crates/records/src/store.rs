//! [`Store`]: an event's records, in an embedded SQLite file or on a
//! PostgreSQL server, opened safely.
//!
//! [`Store::open`] opens a file: it creates the directory (owner-only) and
//! the file (mode 0600) if needed, refuses a schema newer than this build
//! before writing anything, sets the durability pragmas (WAL journal,
//! `synchronous=FULL`, foreign keys, a busy timeout) and applies migrations.
//! [`Store::connect`] opens either, by [`StoreAddress`]: a server is connected
//! to and migrated under a lock (see [`super::migrations`]). A first open
//! also creates the default event so a station works at once.
//! [`default_path`] is where the file lives when no `--db`/`ARMOURY_DB` is
//! given. The other modules of `records` add their methods to `Store` in
//! their own `impl` blocks, and reach the database only through
//! `Store::sql` and `Store::begin` (crate-internal).

use std::path::{Path, PathBuf};

use rusqlite::{Connection, OpenFlags};

use super::address::{ServerUrl, StoreAddress};
use super::error::RecordsError;
use super::migrations::{self, SchemaState};
use super::sql::{Backend, DbError, Sql, Tx, params, postgres::Server};

/// An open records database (a SQLite file or a PostgreSQL server): every
/// read and write of the records goes through its methods.
pub struct Store {
    backend: Backend,
    location: StoreAddress,
    /// The lookup's name index, kept for one roster revision.
    pub(crate) vocabulary: Option<super::vocabulary::Vocabulary>,
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Store")
            .field("location", &self.location)
            .finish()
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
    /// Opens the records at `location`: a file (created if needed) or a server.
    pub fn connect(location: &StoreAddress) -> Result<Store, RecordsError> {
        match location {
            StoreAddress::File(path) => Store::open(path),
            StoreAddress::Server(url) => Store::open_server(url),
        }
    }

    /// Opens (creating if needed) the database file at `path`.
    pub fn open(path: impl AsRef<Path>) -> Result<Store, RecordsError> {
        let path = path.as_ref().to_path_buf();
        let location = StoreAddress::File(path.clone());
        create_owner_only(&path)?;
        let sql = |e: rusqlite::Error| RecordsError::database(&location, DbError::from(e));
        let mut conn = Connection::open_with_flags(
            &path,
            OpenFlags::SQLITE_OPEN_READ_WRITE
                | OpenFlags::SQLITE_OPEN_CREATE
                | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .map_err(sql)?;
        let found = migrations::sqlite::version(&conn).map_err(sql)?;
        if found > migrations::sqlite::latest() {
            return Err(newer(&location, found));
        }
        set_pragmas(&conn).map_err(sql)?;
        match migrations::sqlite::apply(&mut conn).map_err(sql)? {
            SchemaState::Current => {}
            SchemaState::Newer(found) => return Err(newer(&location, found)),
        }
        Store::ready(Backend::Sqlite(conn), location)
    }

    fn open_server(url: &ServerUrl) -> Result<Store, RecordsError> {
        let location = StoreAddress::Server(url.clone());
        let server =
            Server::connect(url).map_err(|cause| RecordsError::database(&location, cause))?;
        let backend = Backend::Postgres(Box::new(server));
        migrations::apply_on_server(Sql::new(&backend, &location), &location)?;
        Store::ready(backend, location)
    }

    fn ready(backend: Backend, location: StoreAddress) -> Result<Store, RecordsError> {
        let mut store = Store {
            backend,
            location,
            vocabulary: None,
        };
        store.ensure_default_event()?;
        Ok(store)
    }

    /// On a server, how long each statement's answer may take from now on
    /// (10 s unless set): a station that keeps an outbox asks for less, so
    /// a decision goes to the outbox soon after the network goes silent. A
    /// file answers without a network; there this does nothing.
    pub fn answer_within(&self, bound: std::time::Duration) {
        if let Backend::Postgres(server) = &self.backend {
            server.answer_within(bound);
        }
    }

    /// Where the records are.
    pub fn address(&self) -> &StoreAddress {
        &self.location
    }

    /// The SQLite connection, for checks and tests (`PRAGMA
    /// integrity_check`); none on a server.
    pub fn sqlite_connection(&self) -> Option<&Connection> {
        match &self.backend {
            Backend::Sqlite(conn) => Some(conn),
            Backend::Postgres(_) => None,
        }
    }

    /// Statements on this store's connection.
    pub(crate) fn sql(&self) -> Sql<'_> {
        Sql::new(&self.backend, &self.location)
    }

    /// Begins a transaction.
    pub(crate) fn begin(&self) -> Result<Tx<'_>, RecordsError> {
        Tx::begin(self.sql())
    }

    /// Reads a setting.
    pub(crate) fn setting(&self, key: &str) -> Result<Option<String>, RecordsError> {
        self.sql().query_opt(
            "SELECT value FROM settings WHERE key = ?1",
            params![key],
            |r| r.get(0),
        )
    }

    /// Writes a setting.
    pub(crate) fn set_setting(&self, key: &str, value: &str) -> Result<(), RecordsError> {
        self.sql()
            .execute(
                "INSERT INTO settings(key, value) VALUES (?1, ?2)
                 ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                params![key, value],
            )
            .map(drop)
    }

    /// SQLite's `PRAGMA integrity_check` of the file: `ok`, or its list of
    /// problems. `None` on a server, which has no such check to ask for.
    pub fn integrity_check(&self) -> Result<Option<String>, RecordsError> {
        match &self.backend {
            Backend::Sqlite(_) => Ok(Some(
                self.sql()
                    .query("PRAGMA integrity_check", &[], |r| r.get::<String>(0))?
                    .join("\n"),
            )),
            Backend::Postgres(_) => Ok(None),
        }
    }
}

fn newer(location: &StoreAddress, found: i64) -> RecordsError {
    RecordsError::NewerSchema {
        location: location.clone(),
        found,
        supported: migrations::sqlite::latest(),
    }
}

/// The page size of a new file (an existing one keeps its own): 8 KiB
/// pages halve the pages, and so the WAL frames and their system calls, a
/// roster import writes, while a recorded inspection's commit stays small.
const PAGE_SIZE: i64 = 8192;

/// The page cache of a file, in KiB: 16 MB (SQLite's default is 2 MB), so
/// a 10,000-character event's lookups stay in memory.
pub(crate) const CACHE_KIB: i64 = 16_000;

/// WAL, `synchronous=FULL`, foreign keys, a busy timeout and the caches;
/// the page size for a new file; temporary data (a many-row statement's
/// undo journal, sorts) in memory rather than in a temporary file.
pub(crate) fn set_pragmas(conn: &Connection) -> rusqlite::Result<()> {
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    conn.pragma_update(None, "page_size", PAGE_SIZE)?;
    conn.pragma_update(None, "temp_store", "MEMORY")?;
    let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
    if !mode.eq_ignore_ascii_case("wal") {
        return Err(rusqlite::Error::InvalidParameterName(format!(
            "journal_mode: the file system refused WAL (got {mode})"
        )));
    }
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", true)?;
    conn.pragma_update(None, "cache_size", -CACHE_KIB)?;
    conn.set_prepared_statement_cache_capacity(64);
    Ok(())
}

/// Creates the parent directory (0700) and the file (0600) if they do not exist.
pub(crate) fn create_owner_only(path: &Path) -> Result<(), RecordsError> {
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
