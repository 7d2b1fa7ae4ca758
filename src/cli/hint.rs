//! What to type next: the command-line hint for a library error.
//!
//! The library crates say what went wrong in their own terms; only the
//! command line knows its flags and subcommands. [`for_error`] looks through
//! an error's chain for a records, issuing or input error that a flag or a
//! command answers, and says which; `main` prints it on a `hint:` line after
//! the error.

use armoury_issuing::IssueError;
use armoury_l10n::L10n;
use armoury_records::RecordsError;
use armoury_rules::source::InputError;
use armoury_tags::spool::SpoolError;

/// The hint for `error`, if any error in its chain has one, in this run's
/// language.
pub fn for_error(error: &anyhow::Error) -> Option<String> {
    let l = super::words();
    error.chain().find_map(|cause| {
        if cause.is::<super::check::OutcomeUnknown>() {
            Some(l.text("msc-hint-outcome-unknown"))
        } else if let Some(error) = cause.downcast_ref::<RecordsError>() {
            records(l, error)
        } else if let Some(error) = cause.downcast_ref::<IssueError>() {
            issuing(l, error)
        } else if let Some(error) = cause.downcast_ref::<SpoolError>() {
            spooling(l, error)
        } else {
            cause
                .downcast_ref::<InputError>()
                .and_then(|error| input(l, error))
        }
    })
}

fn records(l: L10n, error: &RecordsError) -> Option<String> {
    let id = match error {
        RecordsError::NoDataDir => "msc-hint-no-data-dir",
        RecordsError::BadRoster { .. } => "msc-hint-bad-roster",
        RecordsError::Columns { .. } => "msc-hint-columns",
        RecordsError::Invalid { field, .. } if *field == "column mapping" => "msc-hint-mapping",
        RecordsError::Invalid { field, .. } if *field == "referee token" => {
            "msc-hint-referee-token"
        }
        RecordsError::Invalid { field, value, .. } if *field == "photo" && value == "none" => {
            "msc-hint-photo-required"
        }
        RecordsError::OutboxBound { bound, .. } => {
            return Some(l.format("msc-hint-outbox-bound", &[("db", bound.into())]));
        }
        _ => return None,
    };
    Some(l.text(id))
}

fn issuing(l: L10n, error: &IssueError) -> Option<String> {
    match error {
        IssueError::NoAward { .. } => Some(l.text("msc-hint-no-award")),
        IssueError::Records(error) => records(l, error),
        _ => None,
    }
}

fn spooling(l: L10n, error: &SpoolError) -> Option<String> {
    match error {
        SpoolError::NoSuchPrinter { .. }
        | SpoolError::NoDefaultPrinter { .. }
        | SpoolError::Refused { .. } => Some(l.text("msc-hint-printer")),
        _ => None,
    }
}

fn input(l: L10n, error: &InputError) -> Option<String> {
    (error.key.as_deref() == Some("event_code") && error.value.is_none())
        .then(|| l.text("msc-hint-event-code"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hint(error: impl std::error::Error + Send + Sync + 'static) -> Option<String> {
        for_error(&anyhow::Error::new(error).context("while doing something"))
    }

    #[test]
    fn each_library_error_a_flag_answers_gets_its_hint() {
        assert_eq!(
            hint(RecordsError::NoDataDir).as_deref(),
            Some("pass --db PATH or set ARMOURY_DB")
        );
        let bad_rows = RecordsError::BadRoster {
            file: "r.csv".into(),
            problems: vec![],
        };
        assert!(hint(bad_rows).unwrap().contains("--skip-bad"));
        let columns = RecordsError::Columns {
            file: "r.csv".into(),
            problem: armoury_records::ColumnsProblem::Missing {
                column: "character",
                found: vec!["Nimi".into()],
            },
        };
        assert!(hint(columns).unwrap().contains("--map COLUMN=FIELD"));
        let mapping = armoury_records::parse_mapping("Nimi").unwrap_err();
        assert!(hint(mapping).unwrap().contains("--map"));
        let bound = RecordsError::OutboxBound {
            outbox: "outbox.db".into(),
            bound: "a.db".into(),
            here: "b.db".into(),
        };
        let text = hint(bound).unwrap();
        assert!(
            text.contains("--db a.db") && text.contains("--outbox FILE"),
            "{text}"
        );
        let no_award = IssueError::NoAward {
            character: "Kalev".into(),
        };
        assert!(
            hint(no_award)
                .unwrap()
                .contains("armoury armour FILE --record")
        );
        let wrapped = IssueError::Records(RecordsError::NoDataDir);
        assert!(hint(wrapped).unwrap().contains("--db"));
        let no_printer = SpoolError::NoSuchPrinter {
            printer: "QL".into(),
            known: vec!["Office".into()],
            pdf: "tag.pdf".into(),
        };
        assert!(hint(no_printer).unwrap().contains("`armoury printers`"));
    }

    #[test]
    fn errors_no_flag_answers_get_no_hint() {
        let not_found = RecordsError::NotFound {
            what: "event",
            value: "x".into(),
        };
        assert_eq!(hint(not_found), None);
        assert_eq!(for_error(&anyhow::anyhow!("plain")), None);
    }

    #[test]
    fn a_content_file_without_an_event_code_is_told_about_event() {
        let tag = "serial = \"T-000123\"\nevent = \"Midsummer\"\nkind = \"Longsword\"\n\
                   length = \"41 in\"\nweight = \"850 g\"\ncharacter = \"Õie\"\n";
        let error = armoury_tags::content_file::tags(tag, "t.toml", None).unwrap_err();
        assert!(hint(error).unwrap().contains("--event CODE"));
    }
}
