//! Refused tag templates, content files and device profiles in words:
//! broken files go through the tags and devices crates' own readers, and
//! each refusal must carry a message id, come out in English exactly as its
//! `Display`, and in Estonian with no id showing and the file, line, key and
//! value still named. The `tpl-` ids of `tags-inputs.ftl` and the `dev-` ids
//! of `devices.ftl` must be the ones the crates say, so a stale or a missing
//! id fails here.

// A test binary: its helpers may unwrap and panic, as `#[test]`s may.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::BTreeSet;
use std::io;
use std::path::Path;

use armoury_devices::link::SpawnError;
use armoury_devices::profile::{Profile, ProfileError};
use armoury_devices::simulate::SimulatorError;
use armoury_l10n::inputs::input_error;
use armoury_l10n::{L10n, Lang, said};
use armoury_rules::saying::Said;
use armoury_rules::source::{InputError, ReadError};
use armoury_tags::content_file;
use armoury_tags::template::{Template, TemplateError};

/// A template with one text field on a 62 x 29 mm tag.
const MINIMAL: &str = r#"
name = "t"
kind = "tag"
[label]
width = 62
height = 29
[[field]]
type = "text"
x = 2
y = 2
w = 30
h = 5
text = "{serial}"
"#;

/// A tag content file.
const TAG: &str = "serial = \"T-000123\"\nkind = \"Longsword\"\nweight = \"850 g\"\n";

/// A device profile.
const PROFILE: &str = "name = \"mine\"\nprotocol = \"st-gs\"\n[port]\nbaud = 9600\n[stability]\npolicy = \"window\"\ntolerance = \"0.2 g\"\n";

/// `text` with `from` (which must be there) replaced once by `to`.
fn edit(text: &str, from: &str, to: &str) -> String {
    assert!(text.contains(from), "`{from}` is not in the text");
    text.replacen(from, to, 1)
}

/// A field after the minimal template's.
fn with_field(field: &str) -> String {
    format!("{MINIMAL}[[field]]\n{field}\n")
}

/// Broken templates, each with the message id its refusal should have.
fn templates() -> Vec<(&'static str, String)> {
    let image = |path: &str| {
        with_field(&format!(
            "type = \"image\"\nx = 30\ny = 2\nw = 10\nh = 10\npath = \"{path}\""
        ))
    };
    let sheet = |columns: u32, rows: u32| {
        edit(
            MINIMAL,
            "[label]",
            &format!(
                "[sheet]\nwidth = 100\nheight = 100\ncolumns = {columns}\nrows = {rows}\n[label]"
            ),
        )
    };
    vec![
        ("tpl-between", format!("{MINIMAL}size = -4\n")),
        ("tpl-between-margin", edit(MINIMAL, "w = 30", "w = 90")),
        (
            "tpl-between-qr",
            with_field("type = \"qr\"\nx = 30\ny = 2\nsize = 8\ndata = \"{serial}\""),
        ),
        ("tpl-one-to-hundred", sheet(0, 1)),
        ("tpl-one-to-hundred", sheet(1, 101)),
        ("tpl-label-height", edit(MINIMAL, "height = 29\n", "")),
        (
            "tpl-sheet-roll",
            edit(
                &edit(MINIMAL, "height = 29", "min_height = 20\nmax_height = 200"),
                "[label]",
                "[sheet]\nwidth = 100\nheight = 100\ncolumns = 1\nrows = 1\n[label]",
            ),
        ),
        ("tpl-sheet-too-narrow", sheet(2, 1)),
        ("tpl-sheet-too-low", sheet(1, 4)),
        (
            "tpl-translation-language",
            format!("{MINIMAL}[translations.EN]\n\"{{serial}}\" = \"{{serial}}\"\n"),
        ),
        (
            "tpl-translation-no-such-text",
            format!("{MINIMAL}[translations.et]\n\"Serial\" = \"Number\"\n"),
        ),
        ("tpl-no-such-field", edit(MINIMAL, "{serial}", "{serail}")),
        (
            "tpl-no-such-flag",
            format!("{MINIMAL}when = \"consumable\"\n"),
        ),
        (
            "tpl-field-name-character",
            edit(MINIMAL, "{serial}", "{a b}"),
        ),
        ("tpl-brace-not-closed", edit(MINIMAL, "{serial}", "{a")),
        ("tpl-empty-field-name", edit(MINIMAL, "{serial}", "{}")),
        ("tpl-brace-not-opened", edit(MINIMAL, "{serial}", "x}")),
        ("tpl-when-flag", format!("{MINIMAL}when = \"a b\"\n")),
        (
            "tpl-no-photo",
            format!("{MINIMAL}[[field]]\ntype = \"photo\"\nx = 40\ny = 2\nw = 18\nh = 20\n"),
        ),
        ("tpl-no-shipped-image", image("builtin:nope")),
        ("tpl-shipped-builtin-only", image("logo.png")),
    ]
}

/// Broken tag content files (no default event code), with their ids.
fn content_files() -> Vec<(&'static str, String)> {
    let code = |code: &str| format!("{TAG}event_code = \"{code}\"\n");
    vec![
        ("tpl-no-event-code", TAG.to_string()),
        ("tpl-event-code-empty", code("")),
        ("tpl-event-code-too-long", code("ABCDEFGHIJKLMNOPQ")),
        ("tpl-event-code-characters", code("fo26")),
        ("tpl-id-empty", edit(&code("E1"), "T-000123", "")),
        (
            "tpl-id-too-long",
            edit(&code("E1"), "T-000123", "ABCDEFGHIJKLMNOPQRSTUVWXY"),
        ),
        ("tpl-id-characters", edit(&code("E1"), "T-000123", "t 1")),
        ("tpl-not-a-unit-of", edit(&code("E1"), "850 g", "3 cm")),
        ("tpl-more-than-zero", edit(&code("E1"), "850 g", "0 g")),
        ("inp-no-number", edit(&code("E1"), "850 g", "heavy")),
        ("inp-no-unit", edit(&code("E1"), "850 g", "850")),
    ]
}

/// Broken device profiles, with their ids.
fn profiles() -> Vec<(&'static str, String)> {
    vec![
        (
            "dev-unknown-protocol",
            edit(PROFILE, "\"st-gs\"", "\"st-gz\""),
        ),
        (
            "inp-unknown-unit",
            edit(PROFILE, "[port]", "default_unit = \"furlong\"\n[port]"),
        ),
        ("dev-baud", edit(PROFILE, "baud = 9600", "baud = 0")),
        (
            "dev-data-bits",
            edit(PROFILE, "baud = 9600", "baud = 9600\ndata_bits = 9"),
        ),
        (
            "dev-stop-bits",
            edit(PROFILE, "baud = 9600", "baud = 9600\nstop_bits = 3"),
        ),
        (
            "dev-readings",
            edit(
                PROFILE,
                "policy = \"window\"",
                "policy = \"window\"\nreadings = 1",
            ),
        ),
        ("dev-not-a-dimension", edit(PROFILE, "0.2 g", "0.2 mm")),
        ("inp-no-number", edit(PROFILE, "0.2 g", "some g")),
    ]
}

/// Checks one refusal's words and returns its message id.
fn worded(error: &InputError, expected: &str, what: &str) -> String {
    let english = error.to_string();
    let says = error
        .says
        .as_ref()
        .unwrap_or_else(|| panic!("{what}: said without an id: {english}"));
    assert_eq!(says.id, expected, "{what}: {english}");
    assert_eq!(
        input_error(L10n::new(Lang::En), error),
        english,
        "{what}: English"
    );
    let estonian = input_error(L10n::new(Lang::Et), error);
    assert_ne!(estonian, english, "{what}: not in Estonian");
    for prefix in ["tpl-", "dev-", "inp-"] {
        assert!(
            !estonian.contains(prefix),
            "{what}: an id shows: {estonian}"
        );
    }
    assert!(
        estonian.starts_with(&format!("{}: ", error.location)),
        "{what}: file and line: {estonian}"
    );
    assert!(error.location.line.is_some(), "{what}: no line: {english}");
    if let Some(key) = &error.key {
        assert!(estonian.contains(key.as_str()), "{what}: key: {estonian}");
    }
    if let Some(value) = &error.value {
        assert!(
            estonian.contains(&format!("`{value}`")),
            "{what}: value: {estonian}"
        );
    }
    says.id.clone()
}

/// Checks what a library said outside a file (`(english, Said)` with the
/// English its error's `Display`) and returns its id.
fn said_worded(display: &str, (english, says): &(String, Said), what: &str) -> String {
    assert_eq!(english, display, "{what}: English is the Display");
    let en = said::in_words(L10n::new(Lang::En), says, english);
    assert_eq!(&en, english, "{what}: English");
    let et = said::in_words(L10n::new(Lang::Et), says, english);
    assert_ne!(&et, english, "{what}: not in Estonian");
    assert!(!et.contains(&says.id), "{what}: an id shows: {et}");
    says.id.clone()
}

/// Every refusal of the broken files, worded; the ids they had.
fn every_refusal_worded() -> BTreeSet<String> {
    let mut hit = BTreeSet::new();
    for (id, text) in templates() {
        let error = Template::parse(&text, "t.toml", None)
            .err()
            .unwrap_or_else(|| panic!("{id}: the template was read:\n{text}"));
        assert_eq!(error.location.file, "t.toml");
        hit.insert(worded(&error, id, id));
    }
    // Images from a folder: one that is not there, one that is not a PNG.
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join("tags-devices-words");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("not.png"), "not an image").unwrap();
    let field = |path: &str| {
        with_field(&format!(
            "type = \"image\"\nx = 30\ny = 2\nw = 10\nh = 10\npath = \"{path}\""
        ))
    };
    for (id, path) in [
        ("tpl-cannot-read-image", "missing.png"),
        ("tpl-image-not-png", "not.png"),
    ] {
        let error = Template::parse(&field(path), "t.toml", Some(&folder))
            .err()
            .unwrap_or_else(|| panic!("{id}: the template was read"));
        hit.insert(worded(&error, id, id));
    }
    for (id, text) in content_files() {
        let error = content_file::tags(&text, "tag.toml", None)
            .err()
            .unwrap_or_else(|| panic!("{id}: the content file was read:\n{text}"));
        hit.insert(worded(&error, id, id));
    }
    for (id, text) in profiles() {
        let error = Profile::parse(&text, "mine.toml")
            .err()
            .unwrap_or_else(|| panic!("{id}: the profile was read:\n{text}"));
        hit.insert(worded(&error, id, id));
    }
    // Templates and profiles not found or not read.
    let error = Template::resolve("no-such-template").unwrap_err();
    hit.insert(said_worded(
        &error.to_string(),
        &error.said().unwrap(),
        "no template",
    ));
    let error = TemplateError::from(ReadError::io("t.toml", io::Error::from_raw_os_error(13)));
    hit.insert(said_worded(
        &error.to_string(),
        &error.said().unwrap(),
        "template unread",
    ));
    let error = Profile::resolve("mt-sic").unwrap_err();
    hit.insert(said_worded(
        &error.to_string(),
        &error.said().unwrap(),
        "no profile",
    ));
    let error = Profile::resolve("/nonexistent/mine.toml").unwrap_err();
    assert!(
        matches!(error, ProfileError::Read(ReadError::Io { .. })),
        "{error:?}"
    );
    hit.insert(said_worded(
        &error.to_string(),
        &error.said().unwrap(),
        "profile unread",
    ));
    let refused = ProfileError::from(Profile::parse("protocol = 3", "p.toml").unwrap_err());
    assert_eq!(refused.said(), None, "a refused file says itself");
    // Devices and simulators that cannot start.
    let error = SpawnError(io::Error::from_raw_os_error(11));
    hit.insert(said_worded(&error.to_string(), &error.said(), "spawn"));
    for error in [
        SimulatorError::Thread(io::Error::from_raw_os_error(11)),
        SimulatorError::Fifo(io::Error::from_raw_os_error(17)),
    ] {
        hit.insert(said_worded(&error.to_string(), &error.said(), "simulator"));
    }
    let error = "st-gz"
        .parse::<armoury_devices::protocol::Protocol>()
        .unwrap_err();
    hit.insert(said_worded(&error.to_string(), &error.said(), "protocol"));
    hit
}

/// The message ids (`PREFIX…`) in quotes in the Rust files under `dir`.
fn ids_in_code(dir: &Path, prefix: &str, ids: &mut BTreeSet<String>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.unwrap().path();
        if path.is_dir() {
            ids_in_code(&path, prefix, ids);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            for (at, _) in text.match_indices(&format!("\"{prefix}")) {
                let id: String = text[at + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_lowercase() || *c == '-')
                    .collect();
                // A whole id in quotes, not a prefix being tested for.
                if text[at + 1 + id.len()..].starts_with('"') && id.len() > prefix.len() {
                    ids.insert(id);
                }
            }
        }
    }
}

/// The message ids of `locales/LANG/FILE`.
fn ids_in_ftl(lang: &str, file: &str) -> BTreeSet<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("locales/{lang}/{file}"));
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter_map(|line| line.split_once(" = ").map(|(id, _)| id))
        .filter(|id| id.starts_with(|c: char| c.is_ascii_lowercase()))
        .map(str::to_string)
        .collect()
}

#[test]
fn broken_templates_content_files_and_profiles_are_worded_in_english_and_estonian() {
    let hit = every_refusal_worded();
    // A printpdf warning about an image it could decode (no image at hand
    // makes one), and a pseudo-terminal that cannot be made (a serialport
    // error, which this crate cannot make).
    let unreached: BTreeSet<String> = ["tpl-image-problem", "dev-simulator-pty"]
        .map(String::from)
        .into();
    let mut all = ids_in_ftl("en", "tags-inputs.ftl");
    all.extend(ids_in_ftl("en", "devices.ftl"));
    // Frames a device sent: `frames_a_device_sent_are_worded` below.
    all.retain(|id| !id.starts_with("dev-frame"));
    let not_hit: BTreeSet<String> = all.difference(&hit).cloned().collect();
    assert_eq!(
        not_hit, unreached,
        "every message but the unreachable is tried"
    );
}

#[test]
fn the_messages_and_the_tags_and_devices_crates_name_the_same_ids() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    // The frame's own line (`dev-frame`) is said by the app's words for
    // errors (src/said_errors.rs).
    for (prefix, dirs, file) in [
        ("tpl-", &["tags/src"][..], "tags-inputs.ftl"),
        ("dev-", &["devices/src", "../src"][..], "devices.ftl"),
    ] {
        let mut in_code = BTreeSet::new();
        for dir in dirs {
            ids_in_code(&root.join(dir), prefix, &mut in_code);
        }
        let en = ids_in_ftl("en", file);
        assert!(en.len() > 10, "{file} read: {}", en.len());
        assert!(en.iter().all(|id| id.starts_with(prefix)), "{file}: {en:?}");
        let stale: Vec<_> = en.difference(&in_code).collect();
        assert!(
            stale.is_empty(),
            "ids in {file} that no code says: {stale:?}"
        );
        let missing: Vec<_> = in_code.difference(&en).collect();
        assert!(
            missing.is_empty(),
            "ids the code says that {file} lacks: {missing:?}"
        );
        assert_eq!(ids_in_ftl("et", file), en, "{file}: Estonian");
    }
}

/// Bytes no family reads, a check byte that does not match, a line too
/// long, units Armoury does not measure and a frame cut off: each frame
/// error says why with its id, worded in English as the core and in
/// Estonian otherwise.
#[test]
fn frames_a_device_sent_are_worded() {
    use armoury_devices::protocol::{Parsed, Parser, Protocol, all_families};
    let inputs: [&[u8]; 6] = [
        b"?? garbage ??\r\n",
        b"ST,GS,+  12.5 pcs\r\n",
        b"S S      12.5\r\n",
        b"N     +    12.5\r\n",
        &[b'x'; 5000],
        b"\x01\x02 12.5 kg \x05\x03\x04",
    ];
    let mut ids = BTreeSet::new();
    for family in all_families() {
        for bytes in inputs {
            let mut parser = Parser::new(Protocol::Family(family), None);
            let mut out = parser.parse_all(bytes);
            parser.feed(b"S S  1", &mut out);
            parser.end_of_stream(&mut out);
            for parsed in out {
                let Parsed::FrameError(error) = parsed else {
                    continue;
                };
                let says = error.says.as_deref().expect("a frame error says why");
                let (en, et) = (L10n::new(Lang::En), L10n::new(Lang::Et));
                assert_eq!(said::in_words(en, says, &error.message), error.message);
                let estonian = said::in_words(et, says, &error.message);
                assert_ne!(estonian, error.message, "{}", says.id);
                assert!(!estonian.contains("dev-"), "{estonian}");
                ids.insert(says.id.clone());
            }
        }
    }
    for id in [
        "dev-frame-unrecognised",
        "dev-frame-truncated",
        "dev-frame-too-long",
    ] {
        assert!(ids.contains(id), "{id} not reached: {ids:?}");
    }
}
