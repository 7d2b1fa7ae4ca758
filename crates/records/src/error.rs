//! [`RecordsError`]: everything the store, the CSV reader and writer and the
//! lookup can refuse, as data. Each message names the database or CSV file
//! and, where there is one, the line, column or field and the refused value.
//! [`RowProblem`] is one bad row of a roster file; an import that finds any
//! returns them all at once in [`RecordsError::BadRoster`].
//!
//! The messages are English, for logs and JSON. What a person reads in
//! another language is worded by the application from the errors' data:
//! each variant's fields, a row problem's [`RowProblemKind`], a roster
//! header's [`ColumnsProblem`] and a refused value's reason as a message
//! id and values (`says`, made with `said!`; this crate
//! holds no words of any language but the English of its messages).
//!
//! A database or I/O failure keeps its cause as a typed field and says it
//! in the message, which is what the station, the web page and the CLI
//! show; `source()` does not return it again, so a printed error chain does
//! not repeat it. A server that cannot be reached is
//! [`RecordsError::Unreachable`], apart from one that refused a statement.

use std::fmt;
use std::path::PathBuf;

use armoury_rules::names;
use armoury_rules::saying::Said;
use armoury_rules::source::Message;

use super::address::StoreAddress;
use super::db_error::DbError;

/// One problem in one row of a CSV file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: column \"{column}\": {message} (value `{value}`)")]
pub struct RowProblem {
    /// The 1-based line of the file the row starts on.
    pub line: u64,
    /// The column's header as written in the file.
    pub column: String,
    /// The refused value (may be empty).
    pub value: String,
    /// What is wrong with the value, for a person fixing the file, in
    /// English: [`RowProblemKind`]'s message.
    pub message: String,
    /// What is wrong, as data: what a translation words.
    pub kind: RowProblemKind,
}

impl RowProblem {
    /// The problem `kind` on `line` in `column` with `value`; its message
    /// is the kind's.
    pub fn new(
        line: u64,
        column: impl Into<String>,
        value: impl Into<String>,
        kind: RowProblemKind,
    ) -> RowProblem {
        RowProblem {
            line,
            column: column.into(),
            value: value.into(),
            message: kind.to_string(),
            kind,
        }
    }
}

/// What is wrong with a row of a roster file; its `Display` is the
/// English message.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RowProblemKind {
    /// The row has another number of fields than the header has columns.
    #[error("the row has {fields} fields but the header has {columns}")]
    FieldCount {
        /// The row's fields.
        fields: usize,
        /// The header's columns.
        columns: usize,
    },
    /// A control character or a text-direction override, which could act
    /// on a terminal or show a name in another order.
    #[error(
        "{} is not allowed: it could act on a terminal or disguise a name",
        names::describe(*character)
    )]
    ForbiddenCharacter {
        /// The first such character of the value.
        character: char,
    },
    /// The id column is empty.
    #[error("an id is required")]
    IdRequired,
    /// Another row has the same id.
    #[error("duplicate id: line {first} has it too")]
    DuplicateId {
        /// The line of the first row with the id.
        first: u64,
    },
    /// With no id column, the player's name (which makes the id) is empty.
    #[error("a player name is required (with no id column it makes the id)")]
    PlayerRequired,
    /// With no id column, another row has the same player and character.
    #[error("duplicate player and character {character:?}: line {first} has them too")]
    DuplicatePlayerAndCharacter {
        /// The character's name.
        character: String,
        /// The line of the first row with them.
        first: u64,
    },
    /// The character's name is empty.
    #[error("a character name is required")]
    CharacterRequired,
    /// A height that is not a number or a quantity.
    #[error("{reason}")]
    HeightUnreadable {
        /// Why it cannot be read (the units reader's English words).
        reason: String,
    },
    /// A height in a unit that is not a length (`180 kg`).
    #[error("`{unit}` is not a length")]
    HeightNotLength {
        /// The unit as the units reader writes it.
        unit: String,
    },
    /// A height outside 50 to 250 cm.
    #[error("a height is 50 to 250 cm (or 0.5 to 2.5 m)")]
    HeightOutOfRange,
    /// Hit points that are not a whole number from 0 to 20.
    #[error("hit points are a whole number from 0 to 20")]
    HitPoints,
}

/// Why a roster file's header cannot be used; its `Display` is the
/// English message.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ColumnsProblem {
    /// A column a roster needs is not there.
    #[error(
        "missing required column `{column}` (columns found: {}); name a column so, or map one to `{}`",
        found.join(", "),
        column.split(' ').next().unwrap_or(column)
    )]
    Missing {
        /// The column needed, as the message names it (`character`,
        /// `id (or player_id, or player)`).
        column: &'static str,
        /// The file's headers.
        found: Vec<String>,
    },
    /// A column a `--map` names is not in the header.
    #[error("mapped column `{column}` is not in the header (columns: {})", found.join(", "))]
    MappedAbsent {
        /// The column as the mapping names it.
        column: String,
        /// The file's headers.
        found: Vec<String>,
    },
    /// Two columns give the same field.
    #[error(
        "columns `{first}` and `{second}` both give `{field}`; map one of them to another field"
    )]
    Twice {
        /// The first column.
        first: String,
        /// The second column.
        second: String,
        /// The field's name (`character`, `height_cm`).
        field: &'static str,
    },
}

/// Why the records layer refused or failed.
#[derive(Debug, thiserror::Error)]
pub enum RecordsError {
    /// The database (file or server) refused or failed.
    #[error("database {location}: {cause}")]
    Database {
        /// The file or server.
        location: StoreAddress,
        /// What the database said.
        cause: DbError,
    },
    /// The database server cannot be reached (down, or the network is), or
    /// went silent: "server not answering" when it missed a time bound.
    #[error("server {}: {location}: {cause}", if matches!(cause, DbError::NoAnswer(_)) { "not answering" } else { "unreachable" })]
    Unreachable {
        /// The server (its URL without the password).
        location: StoreAddress,
        /// The connection failure.
        cause: DbError,
    },
    /// A file or directory could not be read, created or written.
    #[error("{}: {cause}", path.display())]
    Io {
        /// The file or directory.
        path: PathBuf,
        /// The operating system's error.
        cause: std::io::Error,
    },
    /// The database was written by a newer Armoury; it is left untouched.
    #[error(
        "database {location}: schema version {found} was written by a newer Armoury (this one knows up to {supported}); refusing to open it, nothing was changed"
    )]
    NewerSchema {
        /// The file or server.
        location: StoreAddress,
        /// The schema version the database holds.
        found: i64,
        /// The newest schema version this build knows.
        supported: i64,
    },
    /// The server's database holds tables that are not Armoury's.
    #[error(
        "database {location}: holds tables that are not Armoury's ({tables}); use an empty database, nothing was changed"
    )]
    ForeignSchema {
        /// The server.
        location: StoreAddress,
        /// The tables found, comma-separated.
        tables: String,
    },
    /// The server is out of reach and the station has no reserved tag
    /// serials left for an approved item.
    #[error(
        "the server is out of reach and this station has no tag serials left for event {event}: the item waits until the server is back; nothing was recorded"
    )]
    NoSerials {
        /// The event's id.
        event: String,
    },
    /// There is no platform data directory for the default database file.
    #[error("no platform data directory to keep the database in")]
    NoDataDir,
    /// An outbox is tied to another database than the one it was asked to
    /// send to: what waits in it may only go where it was decided.
    #[error(
        "outbox {outbox} belongs to {bound}, not {here}: what waits in it can go only to {bound}"
    )]
    OutboxBound {
        /// The outbox file.
        outbox: String,
        /// The database it belongs to.
        bound: String,
        /// The database it was asked to send to.
        here: String,
    },
    /// Something named does not exist (`event`, `character`, `inspection`).
    #[error("no {what} `{value}`")]
    NotFound {
        /// The kind of record looked for (`event`, `character`, `tag`, `item`,
        /// …).
        what: &'static str,
        /// The id, serial or tag prefix looked for.
        value: String,
    },
    /// A value given to the store is not acceptable.
    #[error("{field}: {message} (value `{value}`)")]
    Invalid {
        /// The field, as a person filling it in would call it.
        field: &'static str,
        /// The refused value (may be empty).
        value: String,
        /// Why it is refused, in English.
        message: String,
        /// The same as a message id (`err-why-*`) and values, for a
        /// translation to word; `None` for a reason that is another
        /// library's own words.
        says: Option<Box<Said>>,
    },
    /// A CSV file is not text in the encoding it is read in.
    #[error(
        "{file}:{line}: not {encoding} text (invalid byte at offset {byte}); save the file as UTF-8 (\"CSV UTF-8\" in a spreadsheet), or name the encoding it was saved in, and import again; nothing was written"
    )]
    Encoding {
        /// The file as named by the caller.
        file: String,
        /// The 1-based line holding the bad byte.
        line: u64,
        /// The bad byte's 0-based offset in the file (after any byte-order
        /// mark).
        byte: u64,
        /// The encoding it was read in (`UTF-8`, `windows-1257`).
        encoding: &'static str,
    },
    /// A roster file's header does not give the columns a roster needs (a
    /// required one is missing, a mapped one is absent, two give one field).
    #[error("{file}:1: {problem}")]
    Columns {
        /// The file as named by the caller.
        file: String,
        /// What is wrong, naming the columns found.
        problem: ColumnsProblem,
    },
    /// A CSV file cannot be used at all (empty, unreadable).
    #[error("{file}{}: {message}", line.map(|l| format!(":{l}")).unwrap_or_default())]
    Csv {
        /// The file as named by the caller.
        file: String,
        /// The 1-based line, when the problem is on one.
        line: Option<u64>,
        /// What is wrong.
        message: String,
    },
    /// A roster file has bad rows; nothing was written.
    #[error("{}", BadRows { file, problems })]
    BadRoster {
        /// The file as named by the caller.
        file: String,
        /// Every bad row, in file order.
        problems: Vec<RowProblem>,
    },
}

/// The message of [`RecordsError::BadRoster`]: a count, then one line per row.
struct BadRows<'a> {
    file: &'a str,
    problems: &'a [RowProblem],
}

impl fmt::Display for BadRows<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let BadRows { file, problems } = self;
        write!(
            f,
            "{file}: {} bad {}; nothing was written:",
            problems.len(),
            if problems.len() == 1 { "row" } else { "rows" }
        )?;
        for p in *problems {
            write!(f, "\n  {file}:{p}")?;
        }
        Ok(())
    }
}

impl RecordsError {
    /// A database error at `location`: unreachable, or refused.
    pub(crate) fn database(location: &StoreAddress, cause: DbError) -> RecordsError {
        let location = location.clone();
        if cause.is_unreachable() {
            RecordsError::Unreachable { location, cause }
        } else {
            RecordsError::Database { location, cause }
        }
    }

    /// Whether the database server could not be reached.
    pub fn is_unreachable(&self) -> bool {
        matches!(self, RecordsError::Unreachable { .. })
    }

    /// `value` of `field` refused for `message`: plain English (another
    /// library's words), or what `said!` makes (a reason a
    /// translation words by its id).
    pub(crate) fn invalid(
        field: &'static str,
        value: impl Into<String>,
        message: impl Into<Message>,
    ) -> RecordsError {
        let Message { english, says } = message.into();
        RecordsError::Invalid {
            field,
            value: value.into(),
            message: english,
            says,
        }
    }
}
