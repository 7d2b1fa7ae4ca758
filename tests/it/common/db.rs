//! A database for one test, on either backend, and [`on_both_backends!`],
//! which runs a test body once on each: on a fresh SQLite file in a
//! temporary directory, and on a fresh database of the PostgreSQL server
//! that `ARMOURY_TEST_POSTGRES` names (an admin URL, e.g. the one
//! `scripts/with-postgres` exports). The PostgreSQL run is `#[ignore]`d, so
//! plain `cargo test` needs no server; `.ci/run` runs it.

use std::sync::atomic::{AtomicU32, Ordering};

use armoury_records::{Store, StoreAddress};

/// The variable naming the test server (a URL whose user may create databases).
pub const POSTGRES_ENV: &str = "ARMOURY_TEST_POSTGRES";

/// A test's own database.
pub enum TestDb {
    Sqlite {
        dir: tempfile::TempDir,
    },
    Postgres {
        admin: String,
        name: String,
        url: String,
    },
}

impl TestDb {
    /// A fresh SQLite file.
    pub fn sqlite() -> TestDb {
        TestDb::Sqlite {
            dir: tempfile::tempdir().unwrap(),
        }
    }

    /// A fresh database on the test server.
    pub fn postgres() -> TestDb {
        static SERIAL: AtomicU32 = AtomicU32::new(0);
        let admin = std::env::var(POSTGRES_ENV).unwrap_or_else(|_| {
            panic!("{POSTGRES_ENV} must name a PostgreSQL server (see scripts/with-postgres)")
        });
        let name = format!(
            "armoury_test_{}_{}",
            std::process::id(),
            SERIAL.fetch_add(1, Ordering::Relaxed)
        );
        admin_client(&admin)
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .unwrap();
        let url = with_database(&admin, &name);
        TestDb::Postgres { admin, name, url }
    }

    /// Another fresh database on the same backend.
    pub fn another(&self) -> TestDb {
        match self {
            TestDb::Sqlite { .. } => TestDb::sqlite(),
            TestDb::Postgres { .. } => TestDb::postgres(),
        }
    }

    /// Where the records are: the file, or the server URL.
    pub fn address(&self) -> StoreAddress {
        match self {
            TestDb::Sqlite { dir } => StoreAddress::File(dir.path().join("armoury.db")),
            TestDb::Postgres { url, .. } => StoreAddress::parse(url),
        }
    }

    /// The location as `--db` and `ARMOURY_DB` take it.
    pub fn arg(&self) -> String {
        match self {
            TestDb::Sqlite { dir } => dir.path().join("armoury.db").display().to_string(),
            TestDb::Postgres { url, .. } => url.clone(),
        }
    }

    /// Opens a store on it (creating the schema the first time).
    pub fn open(&self) -> Store {
        Store::connect(&self.address()).unwrap()
    }

    /// Runs one statement outside Armoury (what a careless admin or a bug
    /// elsewhere could do); the database's own error text when refused.
    pub fn raw_execute(&self, sql: &str) -> Result<u64, String> {
        match self {
            TestDb::Sqlite { .. } => {
                let conn = rusqlite::Connection::open(self.address().file().unwrap()).unwrap();
                conn.execute(sql, [])
                    .map(|n| n as u64)
                    .map_err(|e| e.to_string())
            }
            TestDb::Postgres { url, .. } => postgres::Client::connect(url, postgres::NoTls)
                .unwrap()
                .execute(sql, &[])
                .map_err(|e| {
                    e.as_db_error()
                        .map_or_else(|| e.to_string(), |db| db.message().to_string())
                }),
        }
    }

    /// The integer the query's first row and column hold.
    pub fn raw_i64(&self, sql: &str) -> i64 {
        match self {
            TestDb::Sqlite { .. } => {
                let conn = rusqlite::Connection::open(self.address().file().unwrap()).unwrap();
                conn.query_row(sql, [], |r| r.get(0)).unwrap()
            }
            TestDb::Postgres { url, .. } => postgres::Client::connect(url, postgres::NoTls)
                .unwrap()
                .query_one(sql, &[])
                .unwrap()
                .get(0),
        }
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        if let TestDb::Postgres { admin, name, .. } = self {
            let _ = admin_client(admin)
                .batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"));
        }
    }
}

fn admin_client(admin: &str) -> postgres::Client {
    postgres::Client::connect(admin, postgres::NoTls).unwrap()
}

/// The admin URL with its database replaced by `name`.
pub fn with_database(admin: &str, name: &str) -> String {
    let (base, query) = match admin.split_once('?') {
        Some((base, query)) => (base, format!("?{query}")),
        None => (admin, String::new()),
    };
    let after_scheme = base.find("://").map_or(0, |i| i + 3);
    let host_end = base[after_scheme..]
        .find('/')
        .map_or(base.len(), |i| after_scheme + i);
    format!("{}/{name}{query}", &base[..host_end])
}

/// Runs a test body on both backends: `records::x::NAME::sqlite` always,
/// `records::x::NAME::postgres` with a server (ignored otherwise).
macro_rules! on_both_backends {
    ($(#[doc = $doc:expr])* fn $name:ident($db:ident) $body:block) => {
        $(#[doc = $doc])*
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            fn body($db: &$crate::common::db::TestDb) $body

            #[test]
            fn sqlite() {
                body(&$crate::common::db::TestDb::sqlite());
            }

            #[test]
            #[cfg(unix)]
            #[ignore = "needs PostgreSQL: ARMOURY_TEST_POSTGRES=postgres://… (scripts/with-postgres)"]
            fn postgres() {
                body(&$crate::common::db::TestDb::postgres());
            }
        }
    };
}
pub(crate) use on_both_backends;
