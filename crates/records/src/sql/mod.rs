//! The one door to the database, whichever backend holds the records.
//!
//! Every module of `records` writes its SQL once, in the common subset of
//! SQLite and PostgreSQL (numbered `?1` parameters, `RETURNING`,
//! `ON CONFLICT`, integers, reals, text and bytes), and runs it through a
//! [`Sql`] handle: [`Sql::query`], [`Sql::query_opt`], [`Sql::execute`].
//! Parameters are [`Value`]s (the [`params!`] macro makes them from plain
//! Rust values) and a result row is read with [`Row::get`] into any
//! [`Column`] type. [`Tx`] is a transaction on either backend: it rolls back
//! unless committed, so an error (or a broken connection) never leaves half
//! a change. Where the two dialects differ, [`Sql::dialect`] says which one
//! is speaking.
//!
//! [`sqlite`] and [`postgres`] hold what differs: connecting, the statement
//! caches, placeholders, and how a value crosses each wire.

pub(crate) mod postgres;
pub(crate) mod sqlite;
pub(crate) mod tls;

use std::fmt;

use super::address::StoreAddress;
pub(crate) use super::db_error::DbError;
use super::error::RecordsError;

/// The two SQL dialects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dialect {
    Sqlite,
    Postgres,
}

/// A value crossing to or from the database.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Value<'a> {
    Null,
    Int(i64),
    Real(f64),
    Text(&'a str),
    Blob(&'a [u8]),
}

/// What can be a parameter.
pub(crate) trait ToValue {
    fn to_value(&self) -> Value<'_>;
}

macro_rules! int_values {
    ($($t:ty),*) => {$(
        impl ToValue for $t {
            fn to_value(&self) -> Value<'_> {
                Value::Int(i64::from(*self))
            }
        }
    )*};
}
int_values!(i64, i32, u32, u8, bool);

impl ToValue for f64 {
    fn to_value(&self) -> Value<'_> {
        Value::Real(*self)
    }
}

impl ToValue for str {
    fn to_value(&self) -> Value<'_> {
        Value::Text(self)
    }
}

impl ToValue for String {
    fn to_value(&self) -> Value<'_> {
        Value::Text(self)
    }
}

impl ToValue for [u8] {
    fn to_value(&self) -> Value<'_> {
        Value::Blob(self)
    }
}

impl<T: ToValue + ?Sized> ToValue for &T {
    fn to_value(&self) -> Value<'_> {
        (**self).to_value()
    }
}

impl<T: ToValue> ToValue for Option<T> {
    fn to_value(&self) -> Value<'_> {
        self.as_ref().map_or(Value::Null, ToValue::to_value)
    }
}

/// Parameters for [`Sql`]'s methods: `params![event_id, entry.name, pk]`.
macro_rules! params {
    ($($value:expr),* $(,)?) => {
        &[$($crate::sql::ToValue::to_value(&$value)),*]
    };
}
pub(crate) use params;

/// Rows per many-row `INSERT`: within SQLite's 32,766 parameters and
/// PostgreSQL's 65,535 for rows of up to 65 columns.
pub(crate) const ROWS_PER_INSERT: usize = 500;

/// The placeholders of `rows` rows of `width` values each, numbered from 1,
/// for `INSERT … VALUES`: `value_rows(2, 2)` is `(?1, ?2), (?3, ?4)`.
pub(crate) fn value_rows(rows: usize, width: usize) -> String {
    let numbers: Vec<String> = (0..rows)
        .map(|row| {
            let row: Vec<String> = (1..=width)
                .map(|i| format!("?{}", row * width + i))
                .collect();
            format!("({})", row.join(", "))
        })
        .collect();
    numbers.join(", ")
}

/// A many-row statement's text, made again only when the number of rows
/// changes (rows written in equal chunks: every chunk but the last has the
/// same).
#[derive(Default)]
pub(crate) struct ManyRows {
    rows: usize,
    text: String,
}

impl ManyRows {
    /// The statement for `rows` rows, made by `make` if it is not the last one's.
    pub(crate) fn statement(&mut self, rows: usize, make: impl FnOnce(usize) -> String) -> &str {
        if self.rows != rows || self.text.is_empty() {
            self.rows = rows;
            self.text = make(rows);
        }
        &self.text
    }
}

/// A type a column can be read into.
pub(crate) trait Column: Sized {
    fn from_value(value: Value<'_>) -> Result<Self, String>;
}

fn wrong(value: Value<'_>, wanted: &str) -> String {
    format!("expected {wanted}, found {value:?}")
}

impl Column for i64 {
    fn from_value(value: Value<'_>) -> Result<Self, String> {
        match value {
            Value::Int(i) => Ok(i),
            other => Err(wrong(other, "an integer")),
        }
    }
}

macro_rules! narrow_columns {
    ($($t:ty),*) => {$(
        impl Column for $t {
            fn from_value(value: Value<'_>) -> Result<Self, String> {
                let i = i64::from_value(value)?;
                <$t>::try_from(i).map_err(|_| format!("{i} is out of range for {}", stringify!($t)))
            }
        }
    )*};
}
narrow_columns!(u8, u32);

impl Column for bool {
    fn from_value(value: Value<'_>) -> Result<Self, String> {
        i64::from_value(value).map(|i| i != 0)
    }
}

impl Column for f64 {
    fn from_value(value: Value<'_>) -> Result<Self, String> {
        match value {
            Value::Real(r) => Ok(r),
            Value::Int(i) => Ok(i as f64),
            other => Err(wrong(other, "a number")),
        }
    }
}

impl Column for String {
    fn from_value(value: Value<'_>) -> Result<Self, String> {
        match value {
            Value::Text(t) => Ok(t.to_string()),
            other => Err(wrong(other, "text")),
        }
    }
}

impl Column for Vec<u8> {
    fn from_value(value: Value<'_>) -> Result<Self, String> {
        match value {
            Value::Blob(b) => Ok(b.to_vec()),
            other => Err(wrong(other, "bytes")),
        }
    }
}

impl<T: Column> Column for Option<T> {
    fn from_value(value: Value<'_>) -> Result<Self, String> {
        match value {
            Value::Null => Ok(None),
            other => T::from_value(other).map(Some),
        }
    }
}

/// A value read from any column, owned: what copying rows between
/// databases carries.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Owned {
    Null,
    Int(i64),
    Real(f64),
    Text(String),
    Blob(Vec<u8>),
}

impl Owned {
    /// The value as a parameter.
    pub(crate) fn value(&self) -> Value<'_> {
        match self {
            Owned::Null => Value::Null,
            Owned::Int(i) => Value::Int(*i),
            Owned::Real(r) => Value::Real(*r),
            Owned::Text(t) => Value::Text(t),
            Owned::Blob(b) => Value::Blob(b),
        }
    }
}

impl Column for Owned {
    fn from_value(value: Value<'_>) -> Result<Self, String> {
        Ok(match value {
            Value::Null => Owned::Null,
            Value::Int(i) => Owned::Int(i),
            Value::Real(r) => Owned::Real(r),
            Value::Text(t) => Owned::Text(t.to_string()),
            Value::Blob(b) => Owned::Blob(b.to_vec()),
        })
    }
}

/// One result row.
pub(crate) enum Row<'r> {
    Sqlite(&'r rusqlite::Row<'r>),
    Postgres(&'r tokio_postgres::Row),
}

impl Row<'_> {
    /// The number of columns.
    pub(crate) fn len(&self) -> usize {
        match self {
            Row::Sqlite(row) => row.as_ref().column_count(),
            Row::Postgres(row) => row.len(),
        }
    }

    /// Column `index` (0-based) as a `T`.
    pub(crate) fn get<T: Column>(&self, index: usize) -> Result<T, DbError> {
        let column = |message| DbError::Column { index, message };
        match self {
            Row::Sqlite(row) => T::from_value(sqlite::value(row, index)?).map_err(column),
            Row::Postgres(row) => {
                T::from_value(postgres::value(row, index).map_err(column)?).map_err(column)
            }
        }
    }
}

/// The open connection of a store.
pub(crate) enum Backend {
    Sqlite(rusqlite::Connection),
    Postgres(Box<postgres::Server>),
}

/// A handle to run statements on a store's connection (inside a
/// transaction or not), which knows where errors happened.
#[derive(Clone, Copy)]
pub(crate) struct Sql<'a> {
    backend: &'a Backend,
    location: &'a StoreAddress,
}

impl fmt::Debug for Sql<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Sql({})", self.location)
    }
}

impl<'a> Sql<'a> {
    pub(crate) fn new(backend: &'a Backend, location: &'a StoreAddress) -> Sql<'a> {
        Sql { backend, location }
    }

    /// Which dialect the backend speaks.
    pub(crate) fn dialect(&self) -> Dialect {
        match self.backend {
            Backend::Sqlite(_) => Dialect::Sqlite,
            Backend::Postgres(_) => Dialect::Postgres,
        }
    }

    /// Turns a database error into the store's, naming where.
    pub(crate) fn error(&self, cause: DbError) -> RecordsError {
        RecordsError::database(self.location, cause)
    }

    /// Every row of a query, each read by `map`.
    pub(crate) fn query<T>(
        &self,
        sql: &str,
        params: &[Value<'_>],
        map: impl FnMut(&Row<'_>) -> Result<T, DbError>,
    ) -> Result<Vec<T>, RecordsError> {
        self.rows(sql, params, usize::MAX, map)
            .map_err(|e| self.error(e))
    }

    /// The first row of a query, if any, read by `map`.
    pub(crate) fn query_opt<T>(
        &self,
        sql: &str,
        params: &[Value<'_>],
        map: impl FnMut(&Row<'_>) -> Result<T, DbError>,
    ) -> Result<Option<T>, RecordsError> {
        self.rows(sql, params, 1, map)
            .map(|rows| rows.into_iter().next())
            .map_err(|e| self.error(e))
    }

    /// The first column of the first row: a query that always has one
    /// (`SELECT count(*)`, `INSERT … RETURNING id`).
    pub(crate) fn query_value<T: Column>(
        &self,
        sql: &str,
        params: &[Value<'_>],
    ) -> Result<T, RecordsError> {
        self.query_opt(sql, params, |row| row.get(0))?
            .ok_or_else(|| {
                self.error(DbError::Column {
                    index: 0,
                    message: format!("no row from `{}`", sql.trim()),
                })
            })
    }

    /// Runs a statement; returns the number of rows changed.
    pub(crate) fn execute(&self, sql: &str, params: &[Value<'_>]) -> Result<u64, RecordsError> {
        self.try_execute(sql, params).map_err(|e| self.error(e))
    }

    /// [`Sql::execute`] keeping the database's error, for callers that
    /// turn a constraint into a message of their own.
    pub(crate) fn try_execute(&self, sql: &str, params: &[Value<'_>]) -> Result<u64, DbError> {
        match self.backend {
            Backend::Sqlite(conn) => sqlite::execute(conn, sql, params),
            Backend::Postgres(server) => server.execute(sql, params),
        }
    }

    /// Writes many rows into `table`'s `columns`, `values` holding one row
    /// after another: on a server with one binary `COPY` (so keep a call to
    /// a few thousand rows, within the answer bound), on a file with
    /// many-row `INSERT`s of [`ROWS_PER_INSERT`] rows.
    pub(crate) fn insert_many(
        &self,
        table: &str,
        columns: &[&str],
        values: &[Value<'_>],
    ) -> Result<(), RecordsError> {
        let width = columns.len().max(1);
        match self.backend {
            Backend::Postgres(server) => server
                .copy_in(table, columns, values)
                .map(drop)
                .map_err(|e| self.error(e)),
            Backend::Sqlite(_) => {
                let mut insert = ManyRows::default();
                for chunk in values.chunks(width * ROWS_PER_INSERT) {
                    let statement = insert.statement(chunk.len() / width, |rows| {
                        format!(
                            "INSERT INTO {table}({}) VALUES {}",
                            columns.join(", "),
                            value_rows(rows, width)
                        )
                    });
                    self.execute(statement, chunk)?;
                }
                Ok(())
            }
        }
    }

    /// Runs several statements without parameters (migrations).
    pub(crate) fn batch(&self, sql: &str) -> Result<(), RecordsError> {
        match self.backend {
            Backend::Sqlite(conn) => conn.execute_batch(sql).map_err(DbError::from),
            Backend::Postgres(server) => server.batch(sql),
        }
        .map_err(|e| self.error(e))
    }

    /// Begins, commits or rolls back a transaction, in each dialect's words.
    fn control(&self, sqlite: &str, postgres: &str, begins: bool) -> Result<(), RecordsError> {
        match self.backend {
            Backend::Sqlite(conn) => conn.execute_batch(sqlite).map_err(DbError::from),
            Backend::Postgres(server) => server.control(postgres, begins),
        }
        .map_err(|e| self.error(e))
    }

    fn rows<T>(
        &self,
        sql: &str,
        params: &[Value<'_>],
        limit: usize,
        map: impl FnMut(&Row<'_>) -> Result<T, DbError>,
    ) -> Result<Vec<T>, DbError> {
        match self.backend {
            Backend::Sqlite(conn) => sqlite::query(conn, sql, params, limit, map),
            Backend::Postgres(server) => server.query(sql, params, limit, map),
        }
    }
}

/// A transaction: [`Tx::commit`] makes its changes, dropping it (after an
/// error) rolls them back.
pub(crate) struct Tx<'a> {
    sql: Sql<'a>,
    open: bool,
}

impl<'a> Tx<'a> {
    /// Begins a transaction. SQLite takes the write lock at once
    /// (`BEGIN IMMEDIATE`), so two stations on one file queue instead of
    /// failing halfway.
    pub(crate) fn begin(sql: Sql<'a>) -> Result<Tx<'a>, RecordsError> {
        sql.control("BEGIN IMMEDIATE", "BEGIN", true)?;
        Ok(Tx { sql, open: true })
    }

    /// Begins a read-only transaction that sees one snapshot throughout:
    /// on a file a deferred `BEGIN` (readers never wait for the write lock),
    /// on a server `REPEATABLE READ`.
    pub(crate) fn begin_read(sql: Sql<'a>) -> Result<Tx<'a>, RecordsError> {
        sql.control(
            "BEGIN DEFERRED",
            "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY",
            true,
        )?;
        Ok(Tx { sql, open: true })
    }

    /// Statements inside the transaction.
    pub(crate) fn sql(&self) -> Sql<'a> {
        self.sql
    }

    /// Makes the changes.
    pub(crate) fn commit(mut self) -> Result<(), RecordsError> {
        self.open = false;
        self.sql.control("COMMIT", "COMMIT", false)
    }

    /// Drops the changes.
    pub(crate) fn rollback(mut self) -> Result<(), RecordsError> {
        self.open = false;
        self.sql.control("ROLLBACK", "ROLLBACK", false)
    }
}

impl Drop for Tx<'_> {
    fn drop(&mut self) {
        if self.open {
            // A broken connection has rolled back already on the server.
            let _ = self.sql.control("ROLLBACK", "ROLLBACK", false);
        }
    }
}
