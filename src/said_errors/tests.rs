//! The wording of the library errors: Estonian words with the values in
//! them, and English words that are exactly the errors' own messages.

use super::*;
use armoury_l10n::Lang;
use armoury_records::{NewEvent, NewInspection, Store, StoreAddress, TextEncoding};
use armoury_rules::armour::{ArmourSet, award};
use armoury_rules::{Item, Outcome, check, shipped};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

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
        new_event_refused(NewEvent {
            tag_prefix: Some("an26".into()),
            ..event("suvi-2026")
        }),
        new_event_refused(NewEvent {
            starts_on: Some("2026-07-10".into()),
            ends_on: Some("2026-07-01".into()),
            ..event("suvi-2026")
        }),
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
fn every_field_a_value_is_refused_in_has_english_words_that_say_it() {
    for (field, id) in FIELDS {
        assert_eq!(en().text(id), *field);
        assert!(et().has(id), "{id}");
    }
}

/// An event to create: `id`, named, with the default ruleset.
fn event(id: &str) -> NewEvent {
    NewEvent {
        id: id.into(),
        name: "Ancalagon".into(),
        ..NewEvent::default()
    }
}

/// What a fresh store says when asked to create `new`.
fn new_event_refused(new: NewEvent) -> RecordsError {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(dir.path().join("armoury.db")).unwrap();
    store.create_event(&new).unwrap_err()
}

/// A file of the repository (`examples/items/sword.toml`), by its path there.
fn repo_file(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

/// Values refused through the records crate's API, as a station, the
/// web page or the command line would meet them: one or more for each
/// reason that can be met without breaking a database.
fn refused_values() -> Vec<RecordsError> {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(dir.path().join("armoury.db")).unwrap();
    let here = "ancalagon-2026";
    let there = "talv-2027";
    store
        .create_event(&NewEvent {
            tag_prefix: Some("AN26".into()),
            ..event(here)
        })
        .unwrap();
    store.create_event(&event(there)).unwrap();
    let mut errors: Vec<RecordsError> = [
        event("Ancalagon 2026"),
        NewEvent {
            name: "  ".into(),
            ..event("suvi-2026")
        },
        NewEvent {
            ruleset_id: Some(" ancalagon-2011".into()),
            ..event("suvi-2026")
        },
        NewEvent {
            language: Some("EST".into()),
            ..event("suvi-2026")
        },
        NewEvent {
            starts_on: Some("10.07.2026".into()),
            ..event("suvi-2026")
        },
        NewEvent {
            starts_on: Some("2026-07-10".into()),
            ends_on: Some("2026-07-01".into()),
            ..event("suvi-2026")
        },
        event(here),
        NewEvent {
            tag_prefix: Some("an26".into()),
            ..event("suvi-2026")
        },
        NewEvent {
            tag_prefix: Some("AN26".into()),
            ..event("suvi-2026")
        },
    ]
    .iter()
    .map(|new| store.create_event(new).unwrap_err())
    .collect();
    errors.push(store.set_event_language(here, "Eesti").unwrap_err());
    errors.push(TextEncoding::named("klingon").unwrap_err());
    errors.push(armoury_records::parse_mapping("Nimi").unwrap_err());
    errors.push(armoury_records::parse_mapping("Nimi=shoe size").unwrap_err());
    errors.push(store.lookup(here, "  ").unwrap_err());
    for name in ["???", "Ka\u{1b}lev", "Ka\u{202e}lev"] {
        errors.push(store.add_walk_in(here, "", name, "desk").unwrap_err());
    }
    let kalev = store.add_walk_in(here, "", "Kalev", "desk").unwrap();
    // An armour award: unattested, and with no one recording it.
    let ruleset = shipped::load("ancalagon-2011").unwrap();
    let path = repo_file("examples/armour/kalev-mixed.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    let set = ArmourSet::parse("kalev-mixed.toml", &text, &ruleset).unwrap();
    let mut armour = award(&ruleset, &set).unwrap();
    errors.push(
        store
            .record_armour_award(kalev.pk, &armour, " ")
            .unwrap_err(),
    );
    armour.attested = false;
    errors.push(
        store
            .record_armour_award(kalev.pk, &armour, "Eve")
            .unwrap_err(),
    );
    // An inspection: with a blank inspector, station or override reason,
    // overriding an approval, of another event's character, correcting
    // another event's inspection.
    let ruleset = shipped::load(shipped::DEFAULT_ID).unwrap();
    let text = std::fs::read_to_string(repo_file("examples/items/sword.toml")).unwrap();
    let item = Item::parse("sword.toml", &text, &ruleset).unwrap();
    let verdict = check(&ruleset, &item);
    assert_eq!(verdict.verdict, Outcome::Approved);
    let inspection = NewInspection {
        event_id: here,
        character_pk: Some(kalev.pk),
        item: &item,
        verdict: &verdict,
        inspector: "Eve",
        station: "desk",
        override_reason: None,
        corrects: None,
    };
    for refused in [
        NewInspection {
            inspector: " ",
            ..inspection.clone()
        },
        NewInspection {
            station: "",
            ..inspection.clone()
        },
        NewInspection {
            override_reason: Some(" "),
            ..inspection.clone()
        },
        NewInspection {
            override_reason: Some("looks fine"),
            ..inspection.clone()
        },
        NewInspection {
            event_id: there,
            ..inspection.clone()
        },
    ] {
        errors.push(store.record_inspection(&refused).unwrap_err());
    }
    let recorded = store.record_inspection(&inspection).unwrap();
    let correction = NewInspection {
        event_id: there,
        character_pk: None,
        corrects: Some(recorded.inspection_id),
        ..inspection
    };
    errors.push(store.record_inspection(&correction).unwrap_err());
    // A copy into a database that holds the event already.
    let mut target = Store::open(dir.path().join("target.db")).unwrap();
    store.copy_event_to(here, &mut target).unwrap();
    errors.push(store.copy_event_to(here, &mut target).unwrap_err());
    errors
}

#[test]
fn a_refused_value_is_worded_by_its_reasons_id_in_english_as_it_says_itself() {
    let errors = refused_values();
    let mut ids = BTreeSet::new();
    for error in &errors {
        let RecordsError::Invalid {
            message,
            says: Some(said),
            ..
        } = error
        else {
            panic!("not a said refusal: {error:?}");
        };
        ids.insert(said.id.clone());
        assert_eq!(records(en(), error), error.to_string(), "{error:?}");
        let words = records(et(), error);
        assert_ne!(words, error.to_string());
        assert!(!words.contains(message.as_str()), "{words}");
        assert!(!words.contains("err-"), "{words}");
    }
    // Most reasons are met here; the rest are what a broken database or
    // system says (`not readable`, `no random source`, …).
    assert!(ids.len() >= 20, "{ids:?}");
}

#[test]
fn a_reason_that_is_another_librarys_words_is_shown_as_it_is() {
    let error = RecordsError::Invalid {
        field: "findings",
        value: String::new(),
        message: "key must be a string".into(),
        says: None,
    };
    assert_eq!(records(en(), &error), error.to_string());
    assert_eq!(
        records(et(), &error),
        "leiud: key must be a string (väärtus ``)"
    );
}

/// Every `said!("id", "English"…)` in the records crate's source: the id
/// and the English as written.
fn records_sayings() -> Vec<(String, String)> {
    fn literal(text: &str) -> Option<(String, &str)> {
        let text = text.trim_start().strip_prefix('"')?;
        let mut out = String::new();
        let mut chars = text.char_indices();
        while let Some((at, c)) = chars.next() {
            match c {
                '"' => return Some((out, &text[at + 1..])),
                '\\' => out.push(chars.next()?.1),
                c => out.push(c),
            }
        }
        None
    }
    fn walk(dir: &Path, found: &mut Vec<(String, String)>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for (at, _) in text.match_indices("said!(") {
                    let rest = &text[at + "said!(".len()..];
                    let start: String = rest.chars().take(60).collect();
                    let place = format!("{}: {start}", path.display());
                    let (id, rest) = literal(rest).expect(&place);
                    let rest = rest.trim_start().strip_prefix(',').expect(&place);
                    let (english, _) = literal(rest).expect(&place);
                    found.push((id, english));
                }
            }
        }
    }
    let mut found = Vec::new();
    walk(&repo_file("crates/records/src"), &mut found);
    found
}

#[test]
fn every_reason_id_is_said_by_the_records_crate_in_the_english_of_its_message() {
    let sayings = records_sayings();
    let ftl = std::fs::read_to_string(repo_file("crates/l10n/locales/en/errors.ftl")).unwrap();
    let messages: Vec<(&str, &str)> = ftl
        .lines()
        .filter(|line| line.starts_with("err-why-"))
        .filter_map(|line| line.split_once(" = "))
        .collect();
    assert!(messages.len() >= 20, "{messages:?}");
    // Each message is said, in its English: `{name}` is `{ $name }`.
    for (id, text) in &messages {
        let said: Vec<_> = sayings.iter().filter(|(said, _)| said == id).collect();
        assert!(
            !said.is_empty(),
            "`{id}` is said nowhere in crates/records/src"
        );
        for (_, english) in said {
            let english = english.replace('{', "{ $").replace('}', " }");
            assert_eq!(english, *text, "{id}");
        }
    }
    // And each saying has its message, in every language.
    for (id, _) in &sayings {
        assert!(
            messages.iter().any(|(message, _)| message == id),
            "`{id}` is said in crates/records/src but not in en/errors.ftl"
        );
        assert!(et().has(id), "`{id}` has no Estonian");
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

/// One error of each device and template kind the wording knows, as the
/// library crates make them.
fn device_and_template_errors() -> Vec<Box<dyn Error + Send + Sync>> {
    use armoury_devices::profile::Profile;
    use armoury_tags::template::Template;
    let os = || io::Error::from_raw_os_error(13);
    vec![
        Box::new(Profile::resolve("mt-sic").unwrap_err()),
        Box::new(ProfileError::Read(ReadError::io("/p/mine.toml", os()))),
        Box::new(ProfileError::from(
            Profile::parse("name = \"x\"\nprotocol = \"st-gz\"\n", "mine.toml").unwrap_err(),
        )),
        Box::new(
            "st-gz"
                .parse::<armoury_devices::protocol::Protocol>()
                .unwrap_err(),
        ),
        Box::new(SpawnError(io::Error::from_raw_os_error(11))),
        Box::new(SimulatorError::Thread(io::Error::from_raw_os_error(11))),
        Box::new(SimulatorError::Fifo(io::Error::from_raw_os_error(17))),
        Box::new(Template::resolve("no-such-template").unwrap_err()),
        Box::new(TemplateError::from(ReadError::io("/t/tag.toml", os()))),
        Box::new(TemplateError::from(
            Template::parse(
                "name = \"t\"\nkind = \"tag\"\n[label]\nwidth = 5\nheight = 29\n",
                "tag.toml",
                None,
            )
            .unwrap_err(),
        )),
    ]
}

#[test]
fn device_and_template_errors_are_worded_in_estonian_and_in_english_as_they_say() {
    use armoury_devices::profile::Profile;
    for error in device_and_template_errors() {
        let error: &(dyn Error + 'static) = &*error;
        let english = in_words(en(), error).unwrap_or_else(|| panic!("not worded: {error}"));
        assert_eq!(english, error.to_string());
        let estonian = in_words(et(), error).unwrap_or_else(|| panic!("not worded: {error}"));
        assert_ne!(estonian, english, "not in Estonian: {estonian}");
        assert!(
            !estonian.contains("dev-") && !estonian.contains("tpl-") && !estonian.contains("inp-"),
            "an id shows: {estonian}"
        );
    }
    let words = |error: &(dyn Error + 'static)| in_words(et(), error).unwrap_or_default();
    let missing = Profile::resolve("mt-sic").unwrap_err();
    assert!(
        words(&missing).starts_with("mt-sic: sellist profiili pole (sisseehitatud: auto, "),
        "{}",
        words(&missing)
    );
    // The operating system's reason stays as it says it.
    let os = io::Error::from_raw_os_error(11);
    let spawn = SpawnError(io::Error::from_raw_os_error(11));
    assert_eq!(
        words(&spawn),
        format!("seadme lõime ei saa käivitada: {os}")
    );
    let refused = ProfileError::from(
        Profile::parse("name = \"x\"\nprotocol = \"st-gz\"\n", "mine.toml").unwrap_err(),
    );
    let worded = words(&refused);
    assert!(
        worded.starts_with("mine.toml:2: protocol: tundmatu protokoll `st-gz`"),
        "{worded}"
    );
    assert!(worded.ends_with("(kohas `st-gz`)"), "{worded}");
    let template = TemplateError::from(ReadError::io(
        "/t/tag.toml",
        io::Error::from_raw_os_error(13),
    ));
    assert!(
        words(&template).starts_with("/t/tag.toml: ei saa lugeda: "),
        "{}",
        words(&template)
    );
}
