//! [`RecordsError`]: everything the store, the CSV reader and writer and the
//! lookup can refuse, as data. Each message names the database or CSV file
//! and, where there is one, the line, column or field and the refused value.
//! [`RowProblem`] is one bad row of a roster file; an import that finds any
//! returns them all at once in [`RecordsError::BadRoster`].

use std::fmt;
use std::path::PathBuf;

/// One problem in one row of a CSV file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowProblem {
    /// The 1-based line of the file the row starts on.
    pub line: u64,
    /// The column's header as written in the file.
    pub column: String,
    /// The refused value (may be empty).
    pub value: String,
    pub message: String,
}

impl fmt::Display for RowProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}: column \"{}\": {} (value `{}`)",
            self.line, self.column, self.message, self.value
        )
    }
}

/// Why the records layer refused or failed.
#[derive(Debug)]
pub enum RecordsError {
    /// SQLite failed on this database file.
    Sqlite {
        path: PathBuf,
        source: rusqlite::Error,
    },
    /// A file or directory could not be read, created or written.
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The database was written by a newer Armoury; it is left untouched.
    NewerSchema {
        path: PathBuf,
        found: i64,
        supported: i64,
    },
    /// There is no platform data directory and no `--db`/`ARMOURY_DB`.
    NoDataDir,
    /// Something named does not exist (`event`, `character`, `inspection`).
    NotFound { what: &'static str, value: String },
    /// A value given to the store is not acceptable.
    Invalid {
        field: &'static str,
        value: String,
        message: String,
    },
    /// A CSV file is not valid UTF-8.
    Encoding { file: String, line: u64, byte: u64 },
    /// A CSV file cannot be used at all (empty, missing a required column, unreadable).
    Csv {
        file: String,
        line: Option<u64>,
        message: String,
    },
    /// A roster file has bad rows; nothing was written.
    BadRoster {
        file: String,
        problems: Vec<RowProblem>,
    },
}

impl RecordsError {
    /// Wraps a SQLite error with the database path.
    pub(crate) fn sqlite(path: &std::path::Path) -> impl FnOnce(rusqlite::Error) -> RecordsError {
        let path = path.to_path_buf();
        move |source| RecordsError::Sqlite { path, source }
    }

    pub(crate) fn invalid(
        field: &'static str,
        value: impl Into<String>,
        message: impl Into<String>,
    ) -> RecordsError {
        RecordsError::Invalid {
            field,
            value: value.into(),
            message: message.into(),
        }
    }
}

impl fmt::Display for RecordsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordsError::Sqlite { path, source } => {
                write!(f, "database {}: {source}", path.display())
            }
            RecordsError::Io { path, source } => write!(f, "{}: {source}", path.display()),
            RecordsError::NewerSchema {
                path,
                found,
                supported,
            } => write!(
                f,
                "database {}: schema version {found} was written by a newer Armoury (this one knows up to {supported}); refusing to open it, nothing was changed",
                path.display()
            ),
            RecordsError::NoDataDir => f.write_str(
                "no platform data directory to keep the database in; pass --db PATH or set ARMOURY_DB",
            ),
            RecordsError::NotFound { what, value } => write!(f, "no {what} `{value}`"),
            RecordsError::Invalid {
                field,
                value,
                message,
            } => write!(f, "{field}: {message} (value `{value}`)"),
            RecordsError::Encoding { file, line, byte } => write!(
                f,
                "{file}:{line}: not UTF-8 text (invalid byte at offset {byte}); save the file as UTF-8 (\"CSV UTF-8\" in a spreadsheet) and import again; nothing was written"
            ),
            RecordsError::Csv {
                file,
                line: Some(line),
                message,
            } => write!(f, "{file}:{line}: {message}"),
            RecordsError::Csv {
                file,
                line: None,
                message,
            } => write!(f, "{file}: {message}"),
            RecordsError::BadRoster { file, problems } => {
                write!(
                    f,
                    "{file}: {} bad {}; nothing was written (fix them, or import the good rows with --skip-bad):",
                    problems.len(),
                    if problems.len() == 1 { "row" } else { "rows" }
                )?;
                for p in problems {
                    write!(f, "\n  {file}:{p}")?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for RecordsError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            RecordsError::Sqlite { source, .. } => Some(source),
            RecordsError::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}
