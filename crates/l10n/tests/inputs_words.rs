//! Refused input files in words: broken rules, item and armour files go
//! through the rules core's readers, and each refusal must come out worded
//! in English exactly as the core's own `Display`, and in Estonian with no
//! message id showing and the file, line, key and value still named. The
//! message ids of `inputs.ftl` and the ones the rules core says must match,
//! so a stale or a missing id fails here.

// A test binary: its helpers may unwrap and panic, as `#[test]`s may.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::BTreeSet;
use std::path::Path;

use armoury_l10n::inputs::input_error;
use armoury_l10n::{L10n, Lang};
use armoury_rules::Ruleset;
use armoury_rules::armour::ArmourSet;
use armoury_rules::item::Item;
use armoury_rules::shipped;
use armoury_rules::source::InputError;

#[path = "inputs_words/broken_files.rs"]
mod broken_files;
use broken_files::{MINI, POINTS, armour_files, item_files, rules_files};

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
    assert!(
        !estonian.contains("inp-"),
        "{what}: an id shows: {estonian}"
    );
    assert!(
        estonian.starts_with(&format!("{}: ", error.location)),
        "{what}: file and line: {estonian}"
    );
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

/// Every refusal of the broken files, worded; the ids they had.
fn every_refusal_worded() -> BTreeSet<String> {
    let mut hit = BTreeSet::new();
    for (id, text) in rules_files() {
        let error = Ruleset::parse("rules.toml", &text)
            .err()
            .unwrap_or_else(|| panic!("{id}: the rules file was read:\n{text}"));
        assert_eq!(error.location.file, "rules.toml");
        hit.insert(worded(&error, id, id));
    }
    let ruleset = shipped::load(shipped::DEFAULT_ID).unwrap();
    for (id, text) in item_files() {
        let error = Item::parse("sword.toml", &text, &ruleset)
            .err()
            .unwrap_or_else(|| panic!("{id}: the item file was read:\n{text}"));
        hit.insert(worded(&error, id, id));
    }
    for (rules, id, text) in armour_files() {
        let ruleset = shipped::load(rules).unwrap();
        let error = ArmourSet::parse("kalev.toml", &text, &ruleset)
            .err()
            .unwrap_or_else(|| panic!("{id}: the armour file was read:\n{text}"));
        hit.insert(worded(&error, id, id));
    }
    let no_safety = Ruleset::parse("mini.toml", &format!("{MINI}{POINTS}")).unwrap();
    let attested =
        "[[piece]]\nslot = \"torso\"\nmaterial = \"leather\"\nthickness_mm = 3\nsafe = true";
    let error = ArmourSet::parse("kalev.toml", attested, &no_safety).unwrap_err();
    hit.insert(worded(
        &error,
        "inp-no-safety-question",
        "no safety question",
    ));
    let weapons_only = Ruleset::parse("mini.toml", MINI).unwrap();
    let error = ArmourSet::parse("kalev.toml", "", &weapons_only).unwrap_err();
    hit.insert(worded(&error, "inp-no-armour-section", "no [armour]"));
    let error = shipped::load("no-such-rules").unwrap_err();
    hit.insert(worded(&error, "inp-no-shipped-ruleset", "not shipped"));
    hit
}

/// The message ids (`inp-…`) in quotes in the Rust files under `dir`.
fn ids_in_code(dir: &Path, ids: &mut BTreeSet<String>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.unwrap().path();
        if path.is_dir() {
            ids_in_code(&path, ids);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            for (at, _) in text.match_indices("\"inp-") {
                let id: String = text[at + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_lowercase() || *c == '-')
                    .collect();
                // A whole id in quotes, not a prefix being tested for.
                if text[at + 1 + id.len()..].starts_with('"') && id.len() > "inp-".len() {
                    ids.insert(id);
                }
            }
        }
    }
}

/// The message ids of `locales/LANG/inputs.ftl`.
fn ids_in_ftl(lang: &str) -> BTreeSet<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("locales/{lang}/inputs.ftl"));
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter_map(|line| line.split_once(" = ").map(|(id, _)| id))
        .filter(|id| id.starts_with("inp-"))
        .map(str::to_string)
        .collect()
}

#[test]
fn broken_files_are_refused_in_english_as_the_core_says_and_in_estonian() {
    let hit = every_refusal_worded();
    // Refusals no broken file above reaches: a limit that is not a length
    // where only lengths parse, a number the TOML parser read but Rust
    // cannot (both guards against what cannot happen today).
    // And one a ruleset without armour gives when asked for an award,
    // which `inputs::armour_problem`'s own test words.
    let unreached: BTreeSet<String> = [
        "inp-limit-is-a-length",
        "inp-not-a-number",
        "inp-ruleset-without-armour",
    ]
    .map(String::from)
    .into();
    let frame: BTreeSet<String> = ids_in_ftl("en")
        .into_iter()
        .filter(|id| id.starts_with("inp-error") || id == "inp-piece")
        .collect();
    let not_hit: BTreeSet<String> = ids_in_ftl("en")
        .difference(&hit)
        .filter(|id| !frame.contains(*id))
        .cloned()
        .collect();
    assert_eq!(
        not_hit, unreached,
        "every message of inputs.ftl but the unreachable is tried"
    );
}

#[test]
fn a_toml_syntax_error_keeps_the_parsers_english_in_the_languages_frame() {
    let error = Ruleset::parse("rules.toml", "[ruleset]\nid = \"x\"\nname = \n").unwrap_err();
    assert_eq!(error.says, None);
    let english = input_error(L10n::new(Lang::En), &error);
    assert_eq!(english, error.to_string());
    let estonian = input_error(L10n::new(Lang::Et), &error);
    assert!(estonian.starts_with("rules.toml:3: "), "{estonian}");
    assert!(estonian.contains(&error.message), "{estonian}");
    assert!(estonian.contains("(kohas `name =`)"), "{estonian}");
    assert_ne!(estonian, english);
}

#[test]
fn every_frame_is_worded_with_and_without_a_key_and_a_value() {
    use armoury_rules::source::SourceFile;
    let file = SourceFile::new("item.toml", "a = 1\n");
    let (message, said) = armoury_rules::said!("inp-not-a-number", "not a number");
    let full = file.error(0..1, "a", Some("1".into()), (message, said));
    let mut errors = vec![full.clone()];
    let mut no_value = full.clone();
    no_value.value = None;
    let mut no_key = full.clone();
    no_key.key = None;
    let mut bare = no_key.clone();
    bare.value = None;
    bare.location.line = None;
    errors.extend([no_value, no_key, bare]);
    for error in &errors {
        assert_eq!(input_error(L10n::new(Lang::En), error), error.to_string());
        let estonian = input_error(L10n::new(Lang::Et), error);
        assert!(estonian.contains("pole arv"), "{estonian}");
        assert_eq!(
            estonian.contains("kohas"),
            error.value.is_some(),
            "{estonian}"
        );
        assert!(estonian.starts_with(&format!("{}: ", error.location)));
    }
}

#[test]
fn the_messages_and_the_rules_core_name_the_same_ids() {
    let mut in_code = BTreeSet::new();
    let rules = Path::new(env!("CARGO_MANIFEST_DIR")).join("../rules/src");
    ids_in_code(&rules, &mut in_code);
    ids_in_code(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut in_code,
    );
    let en = ids_in_ftl("en");
    assert!(en.len() > 90, "inputs.ftl read: {}", en.len());
    let stale: Vec<_> = en.difference(&in_code).collect();
    assert!(
        stale.is_empty(),
        "ids in inputs.ftl that no code says: {stale:?}"
    );
    let missing: Vec<_> = in_code.difference(&en).collect();
    assert!(
        missing.is_empty(),
        "ids the code says that inputs.ftl lacks: {missing:?}"
    );
    assert_eq!(ids_in_ftl("et"), en);
}
