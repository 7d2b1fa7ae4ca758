//! The wording of the library errors: Estonian words with the values in
//! them, and English words that are exactly the errors' own messages.

use super::*;
use armoury_l10n::Lang;
use armoury_records::StoreAddress;

fn et() -> L10n {
    L10n::new(Lang::Et)
}

fn en() -> L10n {
    L10n::new(Lang::En)
}

/// A bad row of each kind, as the roster reader makes them.
fn problems() -> Vec<RowProblem> {
    let kinds = [
        RowProblemKind::FieldCount {
            fields: 4,
            columns: 3,
        },
        RowProblemKind::ForbiddenCharacter {
            character: '\u{1b}',
        },
        RowProblemKind::ForbiddenCharacter {
            character: '\u{202e}',
        },
        RowProblemKind::IdRequired,
        RowProblemKind::DuplicateId { first: 2 },
        RowProblemKind::PlayerRequired,
        RowProblemKind::DuplicatePlayerAndCharacter {
            character: "Kalev".into(),
            first: 3,
        },
        RowProblemKind::CharacterRequired,
        RowProblemKind::HeightUnreadable {
            reason: "`tall` is not a number".into(),
        },
        RowProblemKind::HeightNotLength { unit: "kg".into() },
        RowProblemKind::HeightOutOfRange,
        RowProblemKind::HitPoints,
    ];
    kinds
        .into_iter()
        .map(|kind| RowProblem::new(7, "Pikkus", "9 kg", kind))
        .collect()
}

/// One records error of each kind the wording knows.
fn records_errors() -> Vec<RecordsError> {
    let location = StoreAddress::File("/data/armoury.db".into());
    vec![
        RecordsError::Io {
            path: "/data/r.csv".into(),
            cause: io::Error::from_raw_os_error(2),
        },
        RecordsError::NewerSchema {
            location: location.clone(),
            found: 9,
            supported: 7,
        },
        RecordsError::ForeignSchema {
            location,
            tables: "users, posts".into(),
        },
        RecordsError::NoSerials {
            event: "ancalagon-2026".into(),
        },
        RecordsError::NoDataDir,
        RecordsError::OutboxBound {
            outbox: "outbox.db".into(),
            bound: "a.db".into(),
            here: "b.db".into(),
        },
        RecordsError::NotFound {
            what: "event",
            value: "talv-2030".into(),
        },
        RecordsError::NotFound {
            what: "tag of this event",
            value: "AN26-000009".into(),
        },
        RecordsError::NotFound {
            what: "bicycle",
            value: "b1".into(),
        },
        RecordsError::Invalid {
            field: "tag prefix",
            value: "an26".into(),
            message: "use 2 to 6 upper-case letters and digits, e.g. AN26".into(),
        },
        RecordsError::Invalid {
            field: "end date",
            value: "2026-07-01".into(),
            message: "is before the start date 2026-07-10".into(),
        },
        armoury_records::parse_mapping("Nimi").unwrap_err(),
        armoury_records::parse_mapping("Nimi=shoe size").unwrap_err(),
        RecordsError::Encoding {
            file: "r.csv".into(),
            line: 4,
            byte: 57,
            encoding: "UTF-8",
        },
        RecordsError::Columns {
            file: "r.csv".into(),
            problem: ColumnsProblem::Missing {
                column: "id (or player_id, or player)",
                found: vec!["Nimi".into(), "Grupp".into()],
            },
        },
        RecordsError::Columns {
            file: "r.csv".into(),
            problem: ColumnsProblem::MappedAbsent {
                column: "Tegelane".into(),
                found: vec!["Nimi".into()],
            },
        },
        RecordsError::Columns {
            file: "r.csv".into(),
            problem: ColumnsProblem::Twice {
                first: "Nimi".into(),
                second: "Tegelane".into(),
                field: "character",
            },
        },
        RecordsError::Csv {
            file: "r.csv".into(),
            line: Some(1),
            message: "no header line: the first line must name the columns".into(),
        },
        RecordsError::Csv {
            file: "r.csv".into(),
            line: None,
            message: "something the CSV reader said".into(),
        },
        RecordsError::BadRoster {
            file: "r.csv".into(),
            problems: problems(),
        },
        RecordsError::BadRoster {
            file: "r.csv".into(),
            problems: problems().into_iter().take(1).collect(),
        },
    ]
}

#[test]
fn english_words_are_the_errors_own_messages() {
    for error in records_errors() {
        assert_eq!(records(en(), &error), error.to_string(), "{error:?}");
    }
    for problem in problems() {
        assert_eq!(row_problem(en(), &problem), problem.to_string());
    }
    for error in issue_errors() {
        assert_eq!(issuing(en(), &error), Some(error.to_string()));
    }
    for error in spool_errors() {
        assert_eq!(spooling(en(), &error), error.to_string(), "{error:?}");
    }
}

#[test]
fn every_reason_a_value_is_refused_has_english_words_that_say_it() {
    for (text, id) in REASONS {
        assert_eq!(en().text(id), *text);
        assert!(et().has(id), "{id}");
    }
    for (start, id) in REASON_STARTS {
        let text = en().format(id, &[("rest", "x".into())]);
        assert_eq!(text, format!("{start}x"));
    }
    for (field, id) in FIELDS {
        assert_eq!(en().text(id), *field);
    }
}

#[test]
fn each_row_problem_is_worded_in_estonian_with_its_line_column_and_value() {
    let expected = [
        "real on 4 välja, aga päises on 3 veergu",
        "U+001B (juhtmärk) pole lubatud",
        "U+202E (teksti suunda muutev märk) pole lubatud",
        "ID on kohustuslik",
        "korduv ID: see on ka real 2",
        "mängija nimi on kohustuslik",
        "korduv mängija ja tegelane \"Kalev\": need on ka real 3",
        "tegelase nimi on kohustuslik",
        "pikkust ei saa lugeda",
        "`kg` pole pikkusühik",
        "pikkus on 50 kuni 250 cm",
        "elupunktid on täisarv 0 kuni 20",
    ];
    let problems = problems();
    assert_eq!(problems.len(), expected.len());
    for (problem, phrase) in problems.iter().zip(expected) {
        let words = row_problem(et(), problem);
        assert!(words.contains(phrase), "{words}");
        assert!(
            words.starts_with("rida 7: veerg „Pikkus“: ") && words.ends_with("(väärtus `9 kg`)"),
            "{words}"
        );
        assert!(
            !words.contains("line") && !words.contains("value"),
            "{words}"
        );
    }
}

#[test]
fn records_errors_are_worded_in_estonian_with_their_values() {
    let expected = [
        "/data/r.csv: sellist faili ega kausta pole",
        "andmebaas /data/armoury.db: skeemi versiooni 9 kirjutas uuem Armoury (see tunneb kuni versiooni 7)",
        "(users, posts); kasuta tühja andmebaasi",
        "sündmuse ancalagon-2026 jaoks ühtegi sildi seerianumbrit",
        "platvormil pole andmekausta",
        "saatmisjärjekord outbox.db kuulub andmebaasile a.db, mitte b.db",
        "sündmust `talv-2030` pole",
        "selle sündmuse silti `AN26-000009` pole",
        "kirjet bicycle `b1` pole",
        "sildi eesliide: kasuta 2 kuni 6 suurtähte ja numbrit, nt AN26 (väärtus `an26`)",
        "lõppkuupäev: on enne alguskuupäeva 2026-07-10 (väärtus `2026-07-01`)",
        "veeru sidumine: kirjuta VEERG=VÄLI; väljad: id, character",
        "veeru sidumine: tundmatu väli; väljad: ",
        "r.csv:4: see pole UTF-8-tekst (vigane bait nihkega 57)",
        "r.csv:1: kohustuslik veerg `id (või player_id, või player)` puudub (leitud veerud: Nimi, Grupp)",
        "r.csv:1: seotud veergu `Tegelane` päises pole (veerud: Nimi)",
        "r.csv:1: veerud `Nimi` ja `Tegelane` annavad mõlemad välja `character`",
        "r.csv:1: päiserida pole: esimene rida peab nimetama veerud",
        "r.csv: something the CSV reader said",
        "r.csv: 12 vigast rida; midagi ei kirjutatud:\n  r.csv:rida 7: veerg „Pikkus“: real on 4 välja",
        "r.csv: 1 vigane rida; midagi ei kirjutatud:\n  r.csv:rida 7:",
    ];
    let errors = records_errors();
    assert_eq!(errors.len(), expected.len());
    for (error, phrase) in errors.iter().zip(expected) {
        let words = records(et(), error);
        assert!(words.contains(phrase), "{words}\n(wanted {phrase})");
    }
}

fn issue_errors() -> Vec<IssueError> {
    vec![
        IssueError::Records(RecordsError::NoDataDir),
        IssueError::NotApproved {
            inspection: 12,
            verdict: "rejected".into(),
        },
        IssueError::Approved { inspection: 13 },
        IssueError::NoAward {
            character: "Kalev".into(),
        },
        IssueError::UnknownEvent { code: "ZZ".into() },
    ]
}

#[test]
fn issuing_errors_are_worded_in_estonian() {
    let expected = [
        "platvormil pole andmekausta",
        "ülevaatus nr 12 on tagasi lükatud, mitte heaks kiidetud: sellel pole silti",
        "ülevaatus nr 13 on heaks kiidetud: sellel pole tagasilükkamislipikut",
        "tegelasel Kalev pole veel turvisehinnangut",
        "selles andmebaasis pole sündmust koodiga ZZ",
    ];
    for (error, phrase) in issue_errors().iter().zip(expected) {
        let words = issuing(et(), error).unwrap();
        assert!(words.contains(phrase), "{words}");
    }
}

fn spool_errors() -> Vec<SpoolError> {
    let pdf = std::path::PathBuf::from("/tmp/tag.pdf");
    vec![
        SpoolError::NoSpooler {
            program: "lp".into(),
            pdf: pdf.clone(),
        },
        SpoolError::Refused {
            pdf: pdf.clone(),
            status: "exit status: 1".into(),
            stderr: "lp: no such destination\n".into(),
        },
        SpoolError::NoSuchPrinter {
            printer: "QL".into(),
            known: vec!["Office".into(), "Label".into()],
            pdf: pdf.clone(),
        },
        SpoolError::NoSuchPrinter {
            printer: "QL".into(),
            known: vec![],
            pdf: pdf.clone(),
        },
        SpoolError::NoDefaultPrinter { pdf: pdf.clone() },
        SpoolError::DoesNotFit {
            printer: "QL".into(),
            page: (62.0, 29.5),
            paper: (50.0, 30.0),
            pdf,
        },
    ]
}

#[test]
fn printing_errors_are_worded_in_estonian_and_keep_the_pdf() {
    let expected = [
        "programmi `lp` ei leitud",
        "prindijärjekord keeldus tööst (exit status: 1): lp: no such destination;",
        "printerit nimega „QL“ pole (printerid on: Office, Label)",
        "(ühtegi printerit pole paigaldatud)",
        "Windowsil pole vaikeprinterit",
        "62 x 29,5 mm lehekülg ei mahu printeri „QL“ 50 x 30 mm paberile",
    ];
    for (error, phrase) in spool_errors().iter().zip(expected) {
        let words = spooling(et(), error);
        assert!(words.contains(phrase), "{words}");
        assert!(
            words.ends_with("PDF-fail jääb alles: /tmp/tag.pdf"),
            "{words}"
        );
    }
}

#[test]
fn unknown_errors_are_left_to_their_own_words() {
    let plain = std::fmt::Error;
    assert_eq!(in_words(et(), &plain), None);
    assert_eq!(or_display(et(), &plain), plain.to_string());
    // An I/O error our own code made says what it says.
    let own = io::Error::new(io::ErrorKind::NotFound, "no such key");
    assert_eq!(in_words(et(), &own).as_deref(), Some("no such key"));
}

#[test]
fn a_chain_is_worded_cause_by_cause_without_repeating_one() {
    let spool = SpoolError::Start {
        program: "lp".into(),
        pdf: "/tmp/tag.pdf".into(),
        error: io::Error::from_raw_os_error(2),
    };
    let error = anyhow::Error::new(spool).context("sildi printimine");
    let words = chain_in_words(et(), &error);
    assert_eq!(
        words,
        "sildi printimine: programmi `lp` ei saa käivitada: sellist faili ega kausta pole; \
         PDF-fail jääb alles: /tmp/tag.pdf"
    );
    // In English, as the errors say it themselves.
    let english = chain_in_words(en(), &error);
    assert!(
        english.starts_with("sildi printimine: cannot run `lp`: "),
        "{english}"
    );
    assert_eq!(english.matches("os error 2").count(), 1, "{english}");
    // A records error inside an issuing error, behind a context.
    let error = anyhow::Error::new(IssueError::Records(RecordsError::NotFound {
        what: "character",
        value: "C9".into(),
    }))
    .context("kaardi koostamine");
    assert_eq!(
        chain_in_words(et(), &error),
        "kaardi koostamine: tegelast `C9` pole"
    );
}
