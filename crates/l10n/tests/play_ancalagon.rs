//! The Ancalagon in-play engine's notes in words: every note of every
//! example script (`crates/rules/examples/sim/ancalagon-*.sim`), and of one
//! more script here that reaches the rarer branches, says its message id and
//! values; English words it exactly as the rules core does, Estonian words
//! it otherwise, with every value filled in and every game term translated.
//! Every message of `play-ancalagon.ftl` is reached.

// Tests may fail loudly: the crate's lints deny these in the library only.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::BTreeSet;
use std::path::Path;

use armoury_l10n::messages::FILES;
use armoury_l10n::said::in_words;
use armoury_l10n::{L10n, Lang};
use armoury_rules::ancalagon::ScriptEngine;
use armoury_rules::play::{self, Note, Record, script};

/// Branches the example scripts do not reach: refusals, reopened wounds,
/// tending that ends, a healer out of touches.
const MORE: &str = "\
system ancalagon-2011
character Mari healer
character Kalev warrior helmet=1
character Toomas warrior
character Rein warrior body=1 armoured=torso
character Ants warrior hp=3
character Jaan warrior

at 00:01 Kalev struck neck
at 00:01 Kalev struck arms
at 00:01 Kalev knock-out
at 00:01 Toomas knock-out seen
at 00:01 Rein struck torso
at 00:01 Mari bind
at 00:01 Mari unbind
at 00:01 Kalev kill
at 00:01 Kalev kill-stopped
at 00:01 Kalev tend by Kalev
at 00:01 Kalev tend by Mari
at 00:02 Rein stopp-trivial
at 00:02 Rein knock-out
at 00:02 Rein struck legs
at 00:02 Rein kill
at 00:03 Rein kill
at 00:04 Rein kill-stopped
at 00:05 Rein tend by Jaan
at 00:05 Rein unbind
at 00:06 Rein bind
at 00:06 Rein bind
at 00:07 Rein tend by Jaan
at 00:08 Rein stop-tending
at 00:08 Rein stop-tending
at 00:09 Rein unbind
at 00:10 Ants struck arms
at 00:10 Ants bind
at 00:10 Ants strenuous
at 00:11 Ants bind
at 00:11 Ants struck legs
at 00:11 Ants tend by Jaan
at 00:12 Ants strenuous
at 00:13 Ants tend by Jaan
at 00:13 Jaan strenuous
at 00:13 Ants tend by Jaan
at 00:13 Jaan respawn
at 00:14 Toomas big-stone shield
at 00:14 Toomas strenuous
at 00:14 Toomas heal-touch by Jaan
at 00:14 Ants heal-touch by Toomas
at 00:20 Jaan stopp-trivial
at 00:20 Jaan tend by Toomas
at 00:30 Kalev siege-arrow
at 00:30 Kalev heal-touch by Mari
at 00:31 Ants struck legs
at 00:31 Ants heal-touch by Mari
at 00:32 Ants struck legs
at 00:32 Ants heal-touch by Mari
at 00:33 Ants struck legs
at 00:33 Ants heal-touch by Mari
at 00:34 Ants struck legs
at 00:34 Ants heal-touch by Mari
at 00:35 Ants struck legs
at 00:35 Ants heal-touch by Mari
at 00:40 Mari struck torso
at 00:40 Mari heal-touch by Mari
at 00:41 Mari heal-touch by Kalev
at 00:50 Mari respawn
at 00:50 Toomas struck torso
at 00:50 Toomas bind
at 00:50 Jaan tend by Mari
at 00:50 Toomas tend by Mari
at 00:50 Rein struck arms
at 00:50 Rein tend by Mari
at 00:51 Ants struck torso
at 00:51 Ants bind
at 00:51 Ants tend by Mari
at 00:52 Mari knock-out
at 12:00 Jaan heal-touch by Mari
at 12:00 Jaan tend by Mari
at 12:01 scenario-start
at 12:01 expect Mari touches=5
";

/// Each script's notes: `(script, declared, note)`; a declaration's note is
/// the character's state line, which is not a sentence yet.
fn notes() -> Vec<(String, bool, Note)> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../rules/examples/sim");
    let mut scripts: Vec<(String, String)> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| {
            let name = path.file_name().unwrap().to_string_lossy();
            name.starts_with("ancalagon-") && name.ends_with(".sim")
        })
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap();
            (path.display().to_string(), text)
        })
        .collect();
    scripts.sort();
    assert!(scripts.len() >= 12, "the examples are where they were");
    scripts.push(("MORE".into(), MORE.into()));
    let mut all = Vec::new();
    for (name, text) in scripts {
        let script = script::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let mut sink = |record: Record<_>| match record {
            Record::Declared { notes, .. } => {
                all.extend(notes.into_iter().map(|n| (name.clone(), true, n)));
            }
            Record::Timers { notes } | Record::Event { notes, .. } => {
                all.extend(notes.into_iter().map(|n| (name.clone(), false, n)));
            }
            Record::Expect { .. } => {}
        };
        let outcome = play::run(&mut ScriptEngine::new(), &script, &mut sink)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(outcome.failed, 0, "{name}");
    }
    all
}

/// The message ids of one language's play-ancalagon.ftl.
fn ids(lang: Lang) -> BTreeSet<String> {
    let (_, files) = FILES.iter().find(|(l, _)| *l == lang).unwrap();
    let (_, text) = files
        .iter()
        .find(|(name, _)| *name == "play-ancalagon.ftl")
        .unwrap();
    text.lines()
        .filter(|line| line.starts_with("anc-"))
        .map(|line| line.split(' ').next().unwrap().to_string())
        .collect()
}

/// English words that must not be left in an Estonian note: the game's
/// terms the messages translate by selecting on a value.
const ENGLISH: &[&str] = &[
    "head",
    "neck",
    "crotch",
    "arms",
    "hands",
    "legs",
    "feet",
    "warrior",
    "healer",
    "conscious",
    "unconscious",
    "dying",
    "dead",
    "stone",
    "arrow",
    "siege",
    "big",
    "hit",
    "point",
    "the",
    "and",
    "tending",
    "HP",
];

#[test]
fn every_note_is_said_and_worded_in_english_as_the_core_words_it() {
    let english = L10n::new(Lang::En);
    let mut unsaid = Vec::new();
    for (script, declared, note) in notes() {
        let Some(said) = &note.says else {
            unsaid.push((script, declared, note.text));
            continue;
        };
        assert!(said.id.starts_with("anc-"), "{script}: {}", said.id);
        assert!(english.has(&said.id), "{script}: no message {}", said.id);
        assert_eq!(
            in_words(english, said, &note.text),
            note.text,
            "{script}: {}",
            said.id
        );
    }
    // Only the declarations' state lines are left unsaid (as after each event).
    assert!(
        unsaid.iter().all(|(_, declared, _)| *declared),
        "notes without a message: {unsaid:?}"
    );
    assert!(!unsaid.is_empty(), "declarations have their state line");
}

#[test]
fn every_note_is_worded_in_estonian() {
    let estonian = L10n::new(Lang::Et);
    for (script, _, note) in notes() {
        let Some(said) = &note.says else { continue };
        let words = in_words(estonian, said, &note.text);
        assert_ne!(words, note.text, "{script}: {} is not translated", said.id);
        assert!(
            !words.contains("anc-") && !words.contains('{') && !words.contains('}'),
            "{script}: {words}"
        );
        let left: Vec<&str> = words
            .split(|c: char| !c.is_alphanumeric())
            .filter(|word| ENGLISH.contains(word))
            .collect();
        assert!(left.is_empty(), "{script}: English {left:?} in {words}");
        // Every value the note has shows (names and times as they are).
        for (name, value) in &said.args {
            let shown = matches!(
                name.as_str(),
                "name" | "carer" | "healer" | "dies_at" | "ends" | "until"
            );
            assert!(
                !shown || words.contains(value.as_str()),
                "{script}: {name}={value} missing from {words}"
            );
        }
    }
}

/// Messages no script can reach: a dead character is changed by nothing
/// but a respawn, so a touch or tending is refused as "is dead" before the
/// healer's own refusal for the dead is asked.
const UNREACHABLE: &[&str] = &["anc-touch-dead", "anc-tend-dead"];

#[test]
fn every_message_is_reached_and_in_both_languages() {
    let en = ids(Lang::En);
    assert_eq!(en, ids(Lang::Et), "the same ids in en and et");
    let reached: BTreeSet<String> = notes()
        .into_iter()
        .filter_map(|(_, _, note)| note.says.map(|said| said.id))
        .collect();
    let unreached: Vec<&String> = en
        .difference(&reached)
        .filter(|id| !UNREACHABLE.contains(&id.as_str()))
        .collect();
    assert!(unreached.is_empty(), "no script reaches {unreached:?}");
    let unknown: Vec<&String> = reached.difference(&en).collect();
    assert!(unknown.is_empty(), "no message for {unknown:?}");
}

#[test]
fn some_estonian_notes_word_for_word() {
    let estonian = L10n::new(Lang::Et);
    let worded: Vec<String> = notes()
        .into_iter()
        .filter_map(|(_, _, note)| note.says.map(|said| in_words(estonian, &said, &note.text)))
        .collect();
    let expected = [
        "Kalev: löök kätte: kaotab ühe kiivri turvisepunkti (kiiver kaitseb kogu keha, selle punktid kuluvad viimasena), alles jääb 0",
        "Kalev: löök kaela ei loe (võitluse ohutus: kael, pea ja kube): midagi ei kaota",
        "Rein: löök kehaturvisele (torso): kaotab ühe kehaturvise punkti, alles jääb 0",
        "Kalev: piiramismasina nool võtab 2 elupunkti, turvis ja kiiver ei kaitse",
        "Toomas: suur kivi tabab kilpi: elupunkte ei kaota, 5 minutiks teadvusetu",
        "Toomas: Jaan on Warrior-klassi tegelane, mitte Healer: puudutusega tervendada ei saa",
        "Mari: selles stsenaariumis on alles 1 tervendav puudutus",
        "Mari: selles stsenaariumis on alles 4 tervendavat puudutust",
        "Jaan: Toomas on teadvusetu ega saa kedagi ravida",
        "Rein: Jaan lõpetab ravimise",
        "stsenaariumi algus: elupunktid, turvisepunktid ja tervendavad puudutused on taastatud",
    ];
    for line in expected {
        assert!(
            worded.iter().any(|w| w == line),
            "not said: {line}\n{}",
            worded.join("\n")
        );
    }
}
