//! The library crates' errors in the reader's language.
//!
//! The layer crates hold no words but their errors' English `Display`
//! (which logs, JSON and `--json` keep). What a person reads — the command
//! line's `error:` line, the station's notices, the web page — is worded
//! here from the errors' data with the messages of `errors.ftl`:
//!
//! - [`in_words`]: one error (records, issuing, spooling, a roster row, a
//!   database or an I/O error, a refused input file or armour set, worded
//!   by [`armoury_l10n::inputs`]), or `None` for one it does not know, which
//!   the caller shows as it is ([`or_display`]);
//! - [`chain_in_words`]: an `anyhow` error and its causes, each once,
//!   joined by `: ` as the command line prints them;
//! - [`template`] and [`profile`]: a tag template or a device profile
//!   that could not be used (`tags-inputs.ftl`, `devices.ftl`); the device
//!   errors people read (a protocol name, a device or simulator that
//!   cannot start) are worded by `devices.ftl` too;
//! - [`row_problem`]: one bad row of a roster file, with its line, column
//!   and value, for the import's report and the station's preview.
//!
//! The English messages say exactly what the `Display`s say (the tests
//! hold them to it), so a run in English reads as before.

use std::error::Error;
use std::io;

use armoury_devices::link::SpawnError;
use armoury_devices::profile::ProfileError;
use armoury_devices::protocol::UnknownProtocol;
use armoury_devices::reading::FrameError;
use armoury_devices::simulate::SimulatorError;
use armoury_issuing::IssueError;
use armoury_l10n::{Arg, L10n, inputs, numbers, said};
use armoury_records::{ColumnsProblem, DbError, RecordsError, RowProblem, RowProblemKind};
use armoury_rules::armour::ArmourProblem;
use armoury_rules::saying::Said;
use armoury_rules::source::InputError;
use armoury_rules::source::ReadError;
use armoury_tags::spool::SpoolError;
use armoury_tags::template::TemplateError;

/// `cause` in `l`'s words, if it is an error this module knows; `None`
/// for any other (show its `Display`).
pub fn in_words(l: L10n, cause: &(dyn Error + 'static)) -> Option<String> {
    if let Some(error) = cause.downcast_ref::<RecordsError>() {
        Some(records(l, error))
    } else if let Some(error) = cause.downcast_ref::<IssueError>() {
        issuing(l, error)
    } else if let Some(error) = cause.downcast_ref::<SpoolError>() {
        Some(spooling(l, error))
    } else if let Some(problem) = cause.downcast_ref::<RowProblem>() {
        Some(row_problem(l, problem))
    } else if let Some(error) = cause.downcast_ref::<DbError>() {
        Some(database(l, error))
    } else if let Some(error) = cause.downcast_ref::<InputError>() {
        Some(inputs::input_error(l, error))
    } else if let Some(problem) = cause.downcast_ref::<ArmourProblem>() {
        Some(inputs::armour_problem(l, problem))
    } else if let Some(error) = cause.downcast_ref::<TemplateError>() {
        Some(template(l, error))
    } else if let Some(error) = cause.downcast_ref::<ProfileError>() {
        Some(profile(l, error))
    } else if let Some(error) = cause.downcast_ref::<UnknownProtocol>() {
        Some(saying(l, error.said()))
    } else if let Some(error) = cause.downcast_ref::<SpawnError>() {
        Some(saying(l, error.said()))
    } else if let Some(error) = cause.downcast_ref::<SimulatorError>() {
        Some(saying(l, error.said()))
    } else if let Some(error) = cause.downcast_ref::<FrameError>() {
        Some(frame(l, error))
    } else {
        cause.downcast_ref::<io::Error>().map(|e| io_words(l, e))
    }
}

/// Bytes from a scale or caliper that made no reading: what was wrong and
/// the bytes as sent.
pub fn frame(l: L10n, error: &FrameError) -> String {
    let message = match &error.says {
        Some(says) => said::in_words(l, says, &error.message),
        None => error.message.clone(),
    };
    l.format(
        "dev-frame",
        &[
            ("message", message.into()),
            ("raw", error.raw.as_str().into()),
        ],
    )
}

/// `cause` in `l`'s words, or its `Display` for an error this module does
/// not know.
pub fn or_display(l: L10n, cause: &(dyn Error + 'static)) -> String {
    in_words(l, cause).unwrap_or_else(|| cause.to_string())
}

/// The error and its causes in `l`'s words, joined by `: ` as anyhow's
/// `{:#}` joins them; a cause whose words the message already shows (an
/// error that quotes the error it keeps as its source) is not repeated.
pub fn chain_in_words(l: L10n, error: &anyhow::Error) -> String {
    let mut message = String::new();
    for cause in error.chain() {
        let text = or_display(l, cause);
        if message.contains(&text) {
            continue;
        }
        if !message.is_empty() {
            message.push_str(": ");
        }
        message.push_str(&text);
    }
    message
}

/// A records error in words.
pub fn records(l: L10n, error: &RecordsError) -> String {
    match error {
        RecordsError::Database { location, cause } => l.format(
            "err-database",
            &[
                ("location", location.to_string().into()),
                ("cause", database(l, cause).into()),
            ],
        ),
        RecordsError::Unreachable { location, cause } => {
            let id = if matches!(cause, DbError::NoAnswer(_)) {
                "err-server-not-answering"
            } else {
                "err-server-unreachable"
            };
            l.format(
                id,
                &[
                    ("location", location.to_string().into()),
                    ("cause", database(l, cause).into()),
                ],
            )
        }
        RecordsError::Io { path, cause } => l.format(
            "err-io",
            &[
                ("path", path.display().to_string().into()),
                ("cause", io_words(l, cause).into()),
            ],
        ),
        RecordsError::NewerSchema {
            location,
            found,
            supported,
        } => l.format(
            "err-newer-schema",
            &[
                ("location", location.to_string().into()),
                ("found", found.to_string().into()),
                ("supported", supported.to_string().into()),
            ],
        ),
        RecordsError::ForeignSchema { location, tables } => l.format(
            "err-foreign-schema",
            &[
                ("location", location.to_string().into()),
                ("tables", tables.into()),
            ],
        ),
        RecordsError::NoSerials { event } => l.format("err-no-serials", &[("event", event.into())]),
        RecordsError::NoDataDir => l.text("err-no-data-dir"),
        RecordsError::OutboxBound {
            outbox,
            bound,
            here,
        } => l.format(
            "err-outbox-bound",
            &[
                ("outbox", outbox.into()),
                ("bound", bound.into()),
                ("here", here.into()),
            ],
        ),
        RecordsError::NotFound { what, value } => not_found(l, what, value),
        RecordsError::Invalid {
            field,
            value,
            message,
            says,
        } => {
            // A reason the records crate said as a message id is worded by
            // it; another library's reason stays in its own words.
            let why = match says {
                Some(said) => said::in_words(l, said, message),
                None => message.clone(),
            };
            l.format(
                "err-invalid",
                &[
                    ("field", field_words(l, field).into()),
                    ("message", why.into()),
                    ("value", value.into()),
                ],
            )
        }
        RecordsError::Encoding {
            file,
            line,
            byte,
            encoding,
        } => l.format(
            "err-encoding",
            &[
                ("file", file.into()),
                ("line", line.to_string().into()),
                ("byte", byte.to_string().into()),
                ("encoding", (*encoding).into()),
            ],
        ),
        RecordsError::Columns { file, problem } => l.format(
            "err-columns",
            &[
                ("file", file.into()),
                ("problem", columns_problem(l, problem).into()),
            ],
        ),
        RecordsError::Csv {
            file,
            line,
            message,
        } => {
            let place = match line {
                Some(line) => format!("{file}:{line}"),
                None => file.clone(),
            };
            let message = match message.as_str() {
                "no header line: the first line must name the columns" => {
                    l.text("err-csv-no-header")
                }
                "more rows than one import can check: split the file" => {
                    l.text("err-csv-too-many-rows")
                }
                other => other.to_string(),
            };
            l.format(
                "err-csv",
                &[("place", place.into()), ("message", message.into())],
            )
        }
        RecordsError::BadRoster { file, problems } => {
            let mut text = l.format(
                "err-bad-roster",
                &[("file", file.into()), ("count", problems.len().into())],
            );
            for problem in problems {
                text.push_str(&format!("\n  {file}:{}", row_problem(l, problem)));
            }
            text
        }
    }
}

/// One bad row of a roster file: its line, column, what is wrong and the
/// refused value.
pub fn row_problem(l: L10n, problem: &RowProblem) -> String {
    l.format(
        "err-row",
        &[
            ("line", problem.line.to_string().into()),
            ("column", (&problem.column).into()),
            ("message", row_problem_kind(l, &problem.kind).into()),
            ("value", (&problem.value).into()),
        ],
    )
}

/// What is wrong with a row, without where.
pub fn row_problem_kind(l: L10n, kind: &RowProblemKind) -> String {
    match kind {
        RowProblemKind::FieldCount { fields, columns } => l.format(
            "err-row-field-count",
            &[("fields", (*fields).into()), ("columns", (*columns).into())],
        ),
        RowProblemKind::ForbiddenCharacter { character } => l.format(
            "err-row-forbidden-character",
            &[("character", character_words(l, *character).into())],
        ),
        RowProblemKind::IdRequired => l.text("err-row-id-required"),
        RowProblemKind::DuplicateId { first } => l.format(
            "err-row-duplicate-id",
            &[("first", first.to_string().into())],
        ),
        RowProblemKind::PlayerRequired => l.text("err-row-player-required"),
        RowProblemKind::DuplicatePlayerAndCharacter { character, first } => l.format(
            "err-row-duplicate-player",
            &[
                ("character", format!("{character:?}").into()),
                ("first", first.to_string().into()),
            ],
        ),
        RowProblemKind::CharacterRequired => l.text("err-row-character-required"),
        RowProblemKind::HeightUnreadable { reason } => {
            l.format("err-row-height-unreadable", &[("reason", reason.into())])
        }
        RowProblemKind::HeightNotLength { unit } => {
            l.format("err-row-height-not-length", &[("unit", unit.into())])
        }
        RowProblemKind::HeightOutOfRange => l.text("err-row-height-range"),
        RowProblemKind::HitPoints => l.text("err-row-hit-points"),
    }
}

/// A character refused in a name, as `armoury_rules::names::describe`
/// says it: `U+001B (a control character)`.
fn character_words(l: L10n, character: char) -> String {
    let id = if character.is_control() {
        "err-char-control"
    } else {
        "err-char-direction"
    };
    let code = format!("{:04X}", u32::from(character));
    l.format(id, &[("code", code.into())])
}

/// Why a roster file's header cannot be used.
fn columns_problem(l: L10n, problem: &ColumnsProblem) -> String {
    match problem {
        ColumnsProblem::Missing { column, found } => {
            let (column, field) = match *column {
                "id (or player_id, or player)" => (l.text("err-columns-id-or-player"), "id"),
                other => (other.to_string(), other),
            };
            l.format(
                "err-columns-missing",
                &[
                    ("column", column.into()),
                    ("found", found.join(", ").into()),
                    ("field", field.into()),
                ],
            )
        }
        ColumnsProblem::MappedAbsent { column, found } => l.format(
            "err-columns-mapped-absent",
            &[
                ("column", column.into()),
                ("found", found.join(", ").into()),
            ],
        ),
        ColumnsProblem::Twice {
            first,
            second,
            field,
        } => l.format(
            "err-columns-twice",
            &[
                ("first", first.into()),
                ("second", second.into()),
                ("field", (*field).into()),
            ],
        ),
    }
}

/// "No such record": the kind of record, then the value looked for.
fn not_found(l: L10n, what: &str, value: &str) -> String {
    let id = match what {
        "event" => "err-not-found-event",
        "event with tag prefix" => "err-not-found-event-prefix",
        "character" => "err-not-found-character",
        "inspection" => "err-not-found-inspection",
        "item" => "err-not-found-item",
        "tag" => "err-not-found-tag",
        "tag of this event" => "err-not-found-tag-of-event",
        "referee session" => "err-not-found-referee-session",
        _ => "err-not-found",
    };
    l.format(id, &[("what", what.into()), ("value", value.into())])
}

/// The fields [`RecordsError::Invalid`] names, and their message ids.
const FIELDS: &[(&str, &str)] = &[
    ("encoding", "err-field-encoding"),
    ("character ids", "err-field-character-ids"),
    ("query", "err-field-query"),
    ("roster revision", "err-field-roster-revision"),
    ("walk-in", "err-field-walk-in"),
    ("event id", "err-field-event-id"),
    ("tag prefix", "err-field-tag-prefix"),
    ("event language", "err-field-event-language"),
    ("start date", "err-field-start-date"),
    ("end date", "err-field-end-date"),
    ("event name", "err-field-event-name"),
    ("ruleset", "err-field-ruleset"),
    ("referee token", "err-field-referee-token"),
    ("inspection", "err-field-inspection"),
    ("outbox", "err-field-outbox"),
    ("inspector", "err-field-inspector"),
    ("station", "err-field-station"),
    ("override reason", "err-field-override-reason"),
    ("attested", "err-field-attested"),
    ("recorder", "err-field-recorder"),
    ("award", "err-field-award"),
    ("findings", "err-field-findings"),
    ("character", "err-field-character"),
    ("corrects", "err-field-corrects"),
    ("item", "err-field-item"),
    ("event secret", "err-field-event-secret"),
    ("token", "err-field-token"),
    ("signing key", "err-field-signing-key"),
    ("column mapping", "err-field-column-mapping"),
    ("roster file", "err-field-roster-file"),
    ("copy", "err-field-copy"),
    ("event", "err-field-event"),
];

/// A field as a person filling it in would call it.
fn field_words(l: L10n, field: &str) -> String {
    match FIELDS.iter().find(|(name, _)| *name == field) {
        Some((_, id)) => l.text(id),
        None => field.to_string(),
    }
}

/// A database failure in words; the engine's or the server's own words
/// stay as they are.
fn database(l: L10n, error: &DbError) -> String {
    match error {
        DbError::NoAnswer(bound) => {
            let seconds = numbers::amounts(l.lang(), &bound.as_secs_f32().to_string());
            l.format("err-db-no-answer", &[("seconds", seconds.into())])
        }
        DbError::Runtime(cause) => {
            l.format("err-db-runtime", &[("cause", io_words(l, cause).into())])
        }
        DbError::BrokenTransaction => l.text("err-db-broken-transaction"),
        DbError::Column { index, message } => l.format(
            "err-db-column",
            &[
                ("index", index.to_string().into()),
                ("message", message.into()),
            ],
        ),
        other => other.to_string(),
    }
}

/// What a library said as `(english, Said)`, in words.
fn saying(l: L10n, (english, said): (String, Said)) -> String {
    said::in_words(l, &said, &english)
}

/// A template that could not be used, in words: one not found or not
/// read (`tpl-…` messages), or a refused file (its [`InputError`]).
pub fn template(l: L10n, error: &TemplateError) -> String {
    match (error, error.said()) {
        (TemplateError::Read(ReadError::Input(e)), _) => inputs::input_error(l, e),
        (_, Some(said)) => saying(l, said),
        (_, None) => error.to_string(),
    }
}

/// A device profile that could not be used, in words: one not found or
/// not read (`dev-…` messages), or a refused file (its [`InputError`]).
pub fn profile(l: L10n, error: &ProfileError) -> String {
    match (error, error.said()) {
        (ProfileError::Read(ReadError::Input(e)), _) => inputs::input_error(l, e),
        (_, Some(said)) => saying(l, said),
        (_, None) => error.to_string(),
    }
}

/// An I/O error in words: the operating system's commonest refusals; any
/// other, and one an error of ours made, as it says itself.
fn io_words(l: L10n, error: &io::Error) -> String {
    if error.raw_os_error().is_none() {
        return error.to_string();
    }
    let id = match error.kind() {
        io::ErrorKind::NotFound => "err-io-not-found",
        io::ErrorKind::PermissionDenied => "err-io-permission-denied",
        io::ErrorKind::AlreadyExists => "err-io-already-exists",
        _ => return error.to_string(),
    };
    l.format(id, &[("os", error.to_string().into())])
}

/// An issuing error in words; `None` for a key error (the tags crate's).
fn issuing(l: L10n, error: &IssueError) -> Option<String> {
    Some(match error {
        IssueError::Records(error) => records(l, error),
        IssueError::NotApproved {
            inspection,
            verdict,
        } => {
            let verdict = match verdict.as_str() {
                "rejected" => l.text("err-verdict-rejected"),
                "referred" => l.text("err-verdict-referred"),
                other => other.to_string(),
            };
            l.format(
                "err-not-approved",
                &[
                    ("inspection", inspection.to_string().into()),
                    ("verdict", verdict.into()),
                ],
            )
        }
        IssueError::Approved { inspection } => l.format(
            "err-approved",
            &[("inspection", inspection.to_string().into())],
        ),
        IssueError::BadFindings { inspection, cause } => l.format(
            "err-bad-findings",
            &[
                ("inspection", inspection.to_string().into()),
                ("cause", cause.to_string().into()),
            ],
        ),
        IssueError::NoAward { character } => {
            l.format("err-no-award", &[("character", character.into())])
        }
        IssueError::UnknownEvent { code } => {
            l.format("err-unknown-event", &[("code", code.into())])
        }
        IssueError::Key(_) | IssueError::WrongKey(_) => return None,
    })
}

/// A printing failure in words; each says where the PDF is kept.
fn spooling(l: L10n, error: &SpoolError) -> String {
    let kept = |pdf: &std::path::Path| -> (&'static str, Arg<'static>) {
        ("pdf", pdf.display().to_string().into())
    };
    match error {
        SpoolError::NoSpooler { program, pdf } => l.format(
            "err-spool-no-spooler",
            &[("program", program.into()), kept(pdf)],
        ),
        SpoolError::Start {
            program,
            pdf,
            error,
        } => l.format(
            "err-spool-start",
            &[
                ("program", program.into()),
                ("error", io_words(l, error).into()),
                kept(pdf),
            ],
        ),
        SpoolError::Refused {
            pdf,
            status,
            stderr,
        } => l.format(
            "err-spool-refused",
            &[
                ("status", status.into()),
                ("stderr", stderr.trim().into()),
                kept(pdf),
            ],
        ),
        SpoolError::NoSuchPrinter {
            printer,
            known,
            pdf,
        } => {
            let printers = if known.is_empty() {
                l.text("err-spool-no-printers")
            } else {
                l.format("err-spool-printers", &[("names", known.join(", ").into())])
            };
            l.format(
                "err-spool-no-such-printer",
                &[
                    ("printer", printer.into()),
                    ("printers", printers.into()),
                    kept(pdf),
                ],
            )
        }
        SpoolError::NoDefaultPrinter { pdf } => {
            l.format("err-spool-no-default-printer", &[kept(pdf)])
        }
        SpoolError::Spooler {
            printer,
            call,
            code,
            message,
            pdf,
        } => l.format(
            "err-spool-windows",
            &[
                ("printer", printer.into()),
                ("call", call.into()),
                ("message", message.into()),
                ("code", code.to_string().into()),
                kept(pdf),
            ],
        ),
        SpoolError::DoesNotFit {
            printer,
            page,
            paper,
            pdf,
        } => {
            let size = |(width, height): (f64, f64)| {
                let number = |mm: f64| numbers::decimal(l.lang(), mm, 1);
                format!("{} x {}", number(width), number(height))
            };
            l.format(
                "err-spool-does-not-fit",
                &[
                    ("page", size(*page).into()),
                    ("paper", size(*paper).into()),
                    ("printer", printer.into()),
                    kept(pdf),
                ],
            )
        }
        SpoolError::Unreadable { pdf, reason } => l.format(
            "err-spool-unreadable",
            &[("reason", reason.into()), kept(pdf)],
        ),
    }
}

#[cfg(test)]
mod tests;
