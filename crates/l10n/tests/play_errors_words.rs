//! The in-play errors in words: broken scripts through the real parser and
//! engines, refused calls and rituals that cannot be scored. Each error's
//! English words are its `Display` exactly, and its Estonian words are
//! Estonian (differ, name no message id, leave no `{`); every `pye-` id of
//! the English messages is said by the rules core and the other way round.
// Tests may fail loudly: the crate's lints deny these in the library only.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::BTreeSet;
use std::path::Path;

use armoury_l10n::said::in_words;
use armoury_l10n::{L10n, Lang};
use armoury_rules::ancalagon::ScriptEngine;
use armoury_rules::five_oaths::ritual::{self, Participant, Ritual};
use armoury_rules::five_oaths::{Catalogue, FiveOaths, call};
use armoury_rules::play::{self, Engine, Mismatch, SaidError, Span};

/// The error's sentences worded from the innermost out (as the command
/// line words them).
fn words(l: L10n, error: &impl SaidError) -> String {
    let mut worded: Option<String> = None;
    for (english, said) in error.said_chain().iter().rev() {
        let mut said = said.clone();
        if let Some(inner) = worded.take()
            && let Some(value) = said.args.iter_mut().find(|(name, _)| name == "error")
        {
            value.1 = inner;
        }
        worded = Some(in_words(l, &said, english));
    }
    worded.expect("at least one sentence")
}

/// Checks one error in both languages; returns its Estonian.
fn check(error: &impl SaidError, what: &str) -> String {
    let display = error.to_string();
    let chain = error.said_chain();
    assert_eq!(chain[0].0, display, "{what}: the chain's English");
    for (english, said) in &chain {
        assert!(said.id.starts_with("pye-"), "{what}: no id for {english:?}");
    }
    let en = words(L10n::new(Lang::En), error);
    assert_eq!(en, display, "{what}: English words");
    let et = words(L10n::new(Lang::Et), error);
    assert_ne!(et, display, "{what}: Estonian words");
    assert!(!et.contains("pye-") && !et.contains('{'), "{what}: {et}");
    et
}

fn run_error<E: Engine>(mut engine: E, text: &str) -> play::RunError<E::Error> {
    let script = play::script::parse(text).expect(text);
    play::run(&mut engine, &script, &mut |_| {}).expect_err(text)
}

#[test]
fn script_errors_are_worded() {
    let broken = [
        "",
        "character A\n",
        "system x\nsystem y\n",
        "system x\nat 0:5 A\n",
        "system x\nat\n",
        "system x\nat 00:60 A\n",
        "system x\nat 01:60:00 A\n",
        "system x\nat 00:05.1234 A\n",
        "system x\nat 00:05\n",
        "system x\nat 00:05 expect\n",
        "system x\nat 00:05 A\nat 00:04 A\n",
        "system x\nat 00:05 A\ncharacter B\n",
        "system x\ncharacter \"B\n",
    ];
    for text in broken {
        let error = play::script::parse(text).expect_err(text);
        check(&error, text);
    }
    let error = play::script::parse("system x\nat 0:5 A\n").expect_err("bad time");
    assert_eq!(
        check(&error, "bad time"),
        "rida 2: vigane aeg \"0:5\": sekundid peavad olema kahekohalised"
    );
    for text in ["5", "0s", "30x", "1.2345s"] {
        check(&play::time::parse_span(text).expect_err(text), text);
    }
}

#[test]
fn ancalagon_errors_are_worded() {
    let head = "system ancalagon-2011\n";
    let broken = [
        "monster Kalev\n",
        "character\n",
        "character expect\n",
        "character Kalev wizard\n",
        "character Kalev hp=lots\n",
        "character Kalev hp=0\n",
        "character Kalev body=4 helmet=2 armoured=torso\n",
        "character Kalev body=2\n",
        "character Kalev armoured=wings\n",
        "character Kalev colour=red\n",
        "character Kalev\ncharacter Kalev\n",
        "character Kalev\nat 00:01 Kalev dances\n",
        "character Kalev\nat 00:01 Kalev struck\n",
        "character Kalev\nat 00:01 Kalev struck knee\n",
        "character Kalev\nat 00:01 Kalev tend\n",
        "character Kalev\nat 00:01 Kalev bind now\n",
        "character Kalev\nat 00:01 Kalev\n",
        "character Kalev\nat 00:01 Mari struck torso\n",
        "character Kalev\nat 00:01 expect Kalev sleepy\n",
        "character Kalev\nat 00:01 expect Kalev mood=good\n",
        "character Kalev\nat 00:01 expect Mari dead\n",
    ];
    for text in broken {
        let text = format!("{head}{text}");
        check(&run_error(ScriptEngine::new(), &text), &text);
    }
}

#[test]
fn five_oaths_errors_are_worded() {
    let catalogue = Catalogue::builtin().expect("the catalogue");
    let head = "system five-oaths\n";
    let broken = [
        "dragon Smaug\n",
        "character\n",
        "character Aoife\ncharacter Aoife\n",
        "character Aoife wizard\n",
        "character Aoife colour=red\n",
        "character Aoife body=0\n",
        "character Aoife calls=\"Juggling\"\n",
        "character Aoife resist=\"Fear\"\n",
        "character Aoife resist=\"Fear 0s\"\n",
        "character Aoife resist=\"Juggling 10s\"\n",
        "character Aoife resist=\"Fear 10s xv\"\n",
        "character Aoife\nat 00:01 Aoife dances\n",
        "character Aoife\ncharacter Bran\nat 00:01 Aoife hits Bran elbow\n",
        "character Aoife\ncharacter Bran\nat 00:01 Aoife hits Bran torso \"Juggling\"\n",
        "character Aoife\ncharacter Bran\nat 00:01 Aoife hits Bran torso \"Fear Sleep\"\n",
        "character Aoife\ncharacter Bran\nat 00:01 Aoife hits Bran torso \"Instant cast Fear\"\n",
        "character Aoife\nat 00:01 Aoife hits Mari torso\n",
        "character Aoife\nat 00:01 Aoife resists Fear\n",
        "character Aoife\nat 00:01 expect Mari dead=no\n",
    ];
    for text in broken {
        let text = format!("{head}{text}");
        check(&run_error(FiveOaths::new(catalogue.clone()), &text), &text);
    }
    let calls = [
        "",
        "I call upon the power of the land",
        "Juggling",
        "Mass",
        "Fear Sleep",
        "Single Zero",
        "Mass Mass Fear",
        "Undead Beast Bane",
        "Single Bane",
        "Full Damage",
        "Healing",
        "Full Healing 2",
        "Strikedown 3",
        "Strikedown 10s",
        "10s Fear",
        "Undead Fear 0s",
        "Bane",
        "Cure",
        "Detect",
    ];
    for text in calls {
        if let Err(error) = call::parse(&catalogue, text, false) {
            check(&error, text);
        }
    }
    let rules = &catalogue.rules;
    let mut ritual = Ritual {
        leader: Participant::new("Aoife"),
        participants: vec![Participant::new("aoife")],
        effigies: Vec::new(),
        difficulty: 3,
        duration: Span::from_secs(120),
        allowed: None,
        punishment_target: None,
        conditions_met: true,
    };
    check(&ritual::score(rules, &ritual).expect_err("twice"), "twice");
    ritual.participants = vec![Participant::new("Bran")];
    ritual.punishment_target = Some("Bran".into());
    check(
        &ritual::score(rules, &ritual).expect_err("target"),
        "target",
    );
    ritual.punishment_target = None;
    ritual.allowed = Some((Span::from_secs(300), Span::from_secs(60)));
    check(&ritual::score(rules, &ritual).expect_err("range"), "range");
    ritual.allowed = None;
    ritual.participants = (0..30)
        .map(|i| Participant::new(&format!("P{i}")))
        .collect();
    check(
        &ritual::score(rules, &ritual).expect_err("too many"),
        "too many",
    );
}

#[test]
fn a_mismatch_is_worded() {
    let mismatch = Mismatch {
        field: "Kalev hp".into(),
        expected: "3".into(),
        actual: "1".into(),
    };
    let (english, said) = mismatch.said();
    assert_eq!(english, mismatch.to_string());
    assert_eq!(in_words(L10n::new(Lang::En), &said, &english), english);
    assert_eq!(
        in_words(L10n::new(Lang::Et), &said, &english),
        "Kalev hp: oodati 3, tegelikult 1"
    );
}

/// The `pye-` ids of the text (a message file or the core's source).
fn ids(text: &str, defined: bool) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for (index, _) in text.match_indices("pye-") {
        let id: String = text[index..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
            .collect();
        let at_line_start = index == 0 || text[..index].ends_with('\n');
        if !defined || at_line_start {
            found.insert(id);
        }
    }
    found
}

fn source_ids(dir: &Path, found: &mut BTreeSet<String>) {
    for entry in std::fs::read_dir(dir).expect("the core's source") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            source_ids(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).expect("a source file");
            // Only ids the core says (`said!("pye-...`), not its comments.
            for (index, _) in text.match_indices("said!(") {
                let rest = text[index..].trim_start_matches("said!(").trim_start();
                if let Some(rest) = rest.strip_prefix('"') {
                    found.extend(ids(rest.split('"').next().unwrap_or_default(), false));
                }
            }
        }
    }
}

#[test]
fn every_error_id_is_said_by_the_core_and_has_both_messages() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |lang: &str| {
        std::fs::read_to_string(root.join("locales").join(lang).join("play-errors.ftl"))
            .expect("the messages")
    };
    let english = ids(&read("en"), true);
    let estonian = ids(&read("et"), true);
    let mut said = BTreeSet::new();
    source_ids(&root.join("../rules/src"), &mut said);
    assert!(!english.is_empty());
    assert_eq!(english, said, "English messages and the core's ids");
    assert_eq!(english, estonian, "English and Estonian messages");
}
