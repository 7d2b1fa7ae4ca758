//! [`DbError`]: why a statement or a column read failed on either backend,
//! before the store says where ([`super::RecordsError`] adds the file or
//! server). A PostgreSQL error is told in the server's own words; one that
//! means the server is out of reach (refused, timed out, dropped) is told
//! apart from one where it refused a statement.

use std::error::Error;

/// Why a statement or a column read failed, before the store adds where.
#[derive(Debug, thiserror::Error)]
pub enum DbError {
    /// SQLite refused or failed.
    #[error("{0}")]
    Sqlite(#[from] rusqlite::Error),
    /// The PostgreSQL server refused, or the connection failed.
    #[error("{}", describe(.0))]
    Postgres(#[from] tokio_postgres::Error),
    /// The server did not answer a moment ago; not tried again so soon.
    #[error("{0}")]
    NotAnswering(String),
    /// The server did not answer within the bound: the connection was
    /// closed, and whether a change sent last was kept is unknown.
    #[error("no answer within {} s", .0.as_secs_f32())]
    NoAnswer(std::time::Duration),
    /// TLS to the server could not be set up as the URL asks (its
    /// `sslmode`, its CA file).
    #[error("TLS: {0}")]
    Tls(String),
    /// The client's network runtime could not start.
    #[error("cannot start the client's network runtime: {0}")]
    Runtime(std::io::Error),
    /// The connection broke inside a transaction (which the server dropped).
    #[error("the connection to the server broke during a transaction; none of it was kept")]
    BrokenTransaction,
    /// A column held something its reader cannot take.
    #[error("column {index}: {message}")]
    Column {
        /// The column's 0-based position in the row.
        index: usize,
        /// What it held and what was wanted.
        message: String,
    },
}

impl DbError {
    /// Whether the statement broke a uniqueness or other constraint.
    pub(crate) fn is_constraint(&self) -> bool {
        match self {
            DbError::Sqlite(rusqlite::Error::SqliteFailure(f, _)) => {
                f.code == rusqlite::ErrorCode::ConstraintViolation
            }
            DbError::Postgres(e) => e.code().is_some_and(|c| c.code().starts_with("23")),
            _ => false,
        }
    }

    /// Whether the server could not be reached or the connection broke.
    pub(crate) fn is_unreachable(&self) -> bool {
        match self {
            DbError::Postgres(e) => server_unreachable(e),
            DbError::BrokenTransaction | DbError::NotAnswering(_) | DbError::NoAnswer(_) => true,
            _ => false,
        }
    }
}

/// A server error in words: the server's own message (with its detail)
/// when it sent one, else the client's and its causes.
pub(crate) fn describe(e: &tokio_postgres::Error) -> String {
    if let Some(db) = e.as_db_error() {
        let mut text = format!("{}: {}", db.severity(), db.message());
        if let Some(detail) = db.detail() {
            text.push_str(&format!(" ({detail})"));
        }
        return text;
    }
    let mut text = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        text.push_str(&format!(": {c}"));
        cause = c.source();
    }
    text
}

/// Whether the error means the server is out of reach (refused, timed out,
/// the connection dropped) rather than that it refused a statement.
fn server_unreachable(e: &tokio_postgres::Error) -> bool {
    if e.is_closed() {
        return true;
    }
    // The server's own word that it is going or not there yet (shutting
    // down, crashed, starting up: SQLSTATE 57P01-57P03) or that the
    // connection failed (class 08) is no refusal of the statement.
    if let Some(code) = e.code().map(|c| c.code())
        && (code.starts_with("57P") || code.starts_with("08"))
    {
        return true;
    }
    e.as_db_error().is_none()
        && [
            "error connecting to server",
            "error communicating with the server",
            "timeout waiting for server",
        ]
        .iter()
        .any(|kind| e.to_string().starts_with(kind))
}
