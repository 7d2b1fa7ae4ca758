//! The Ancalagon in-play engine's notes in words: every note of every
//! example script (`crates/rules/examples/sim/ancalagon-*.sim`), and of one
//! more script here that reaches the rarer branches, says its message id and
//! values; English words it exactly as the rules core does, Estonian words
//! it otherwise, with every value filled in and every game term translated.
//! Every message of `play-ancalagon.ftl` is reached. So is every state line
//! (a declaration's note, and every character's state after each event):
//! its `anc-state` message words it in English as its `Display` and in
//! Estonian otherwise.

// Tests may fail loudly: the crate's lints deny these in the library only.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::BTreeSet;
use std::path::Path;

use armoury_l10n::messages::FILES;
use armoury_l10n::said::in_words;
use armoury_l10n::{L10n, Lang};
use armoury_rules::ancalagon::CharacterState;
use armoury_rules::ancalagon::ScriptEngine;
use armoury_rules::play::{self, Note, Record, StateLine, script};

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

/// Each script's notes, `(script, declared, note)` (a declaration's note is
/// the character's state line), and the states after each event,
/// `(script, state)`.
type Run = (Vec<(String, bool, Note)>, Vec<(String, CharacterState)>);

/// Every script's notes.
fn notes() -> Vec<(String, bool, Note)> {
    run().0
}

/// Runs the example scripts and [`MORE`].
fn run() -> Run {
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
    let mut states = Vec::new();
    for (name, text) in scripts {
        let script = script::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let mut sink = |record: Record<_>| match record {
            Record::Declared { notes, .. } => {
                all.extend(notes.into_iter().map(|n| (name.clone(), true, n)));
            }
            Record::Timers { notes } => {
                all.extend(notes.into_iter().map(|n| (name.clone(), false, n)));
            }
            Record::Event {
                notes, states: now, ..
            } => {
                all.extend(notes.into_iter().map(|n| (name.clone(), false, n)));
                states.extend(now.into_iter().map(|s| (name.clone(), s)));
            }
            Record::Expect { .. } => {}
        };
        let outcome = play::run(&mut ScriptEngine::new(), &script, &mut sink)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(outcome.failed, 0, "{name}");
    }
    (all, states)
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
    let mut declarations = 0;
    for (script, declared, note) in notes() {
        let said = note
            .says
            .as_ref()
            .unwrap_or_else(|| panic!("{script}: not said: {}", note.text));
        if declared {
            declarations += 1;
            assert_eq!(said.id, "anc-state", "{script}: {}", note.text);
        }
        assert!(said.id.starts_with("anc-"), "{script}: {}", said.id);
        assert!(english.has(&said.id), "{script}: no message {}", said.id);
        assert_eq!(
            in_words(english, said, &note.text),
            note.text,
            "{script}: {}",
            said.id
        );
    }
    assert!(declarations > 0, "declarations have their state line");
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
        // Every value the note has shows (names and times as they are; a
        // state line's `none` is a time it does not have).
        for (name, value) in &said.args {
            let shown = matches!(
                name.as_str(),
                "name"
                    | "carer"
                    | "healer"
                    | "dies_at"
                    | "ends"
                    | "until"
                    | "wakes_at"
                    | "kill_ends"
                    | "died_at"
            ) && value != "none";
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

/// Every state line of every script, after each event.
fn states() -> Vec<(String, CharacterState)> {
    let states = run().1;
    assert!(states.len() > 100, "the scripts have events");
    states
}

#[test]
fn every_state_line_is_said_and_worded_in_english_as_its_display() {
    let english = L10n::new(Lang::En);
    for (script, state) in states() {
        let shown = state.to_string();
        let said = state
            .said()
            .unwrap_or_else(|| panic!("{script}: not said: {shown}"));
        assert_eq!(said.id, "anc-state", "{script}");
        assert_eq!(in_words(english, &said, &shown), shown, "{script}");
        assert_eq!(state.line(), (shown, said), "{script}");
    }
}

#[test]
fn every_state_line_is_worded_in_estonian() {
    let estonian = L10n::new(Lang::Et);
    for (script, state) in states() {
        let shown = state.to_string();
        let said = state.said().unwrap();
        let words = in_words(estonian, &said, &shown);
        assert_ne!(words, shown, "{script}: not translated");
        assert!(
            !words.contains("anc-") && !words.contains('{') && !words.contains('}'),
            "{script}: {words}"
        );
        let left: Vec<&str> = words
            .split(|c: char| !c.is_alphanumeric())
            .filter(|word| ENGLISH.contains(word) || STATE_ENGLISH.contains(word))
            .collect();
        assert!(left.is_empty(), "{script}: English {left:?} in {words}");
        assert!(words.starts_with(&format!("{} (", state.name)), "{words}");
        for time in [
            state.wakes_at,
            state.dies_at,
            state.kill_count_ends,
            state.died_at,
        ]
        .into_iter()
        .flatten()
        {
            assert!(words.contains(&time.to_string()), "{script}: {words}");
        }
    }
}

/// The state line's own English words.
const STATE_ENGLISH: &[&str] = &[
    "armour", "body", "helmet", "on", "wounds", "none", "open", "bound", "reopened", "tended",
    "by", "touches", "left", "wakes", "at", "dies", "killing", "count", "ends", "died",
];

#[test]
fn some_estonian_state_lines_word_for_word() {
    let estonian = L10n::new(Lang::Et);
    let mut worded: BTreeSet<String> = states()
        .into_iter()
        .map(|(_, state)| in_words(estonian, &state.said().unwrap(), &state.to_string()))
        .collect();
    worded.extend(
        notes()
            .into_iter()
            .filter(|(_, declared, _)| *declared)
            .filter_map(|(_, _, note)| note.says.map(|said| in_words(estonian, &said, &note.text))),
    );
    let expected = [
        "Mari (Healer) teadvusel, elupunktid 1/1, turvisepunktid 0, haavu pole, alles 5 tervendavat puudutust",
        "Kalev (Warrior) teadvusel, elupunktid 2/2, turvisepunktid 1 (kiiver 1/1), haavu pole",
        "Rein (Warrior) teadvusel, elupunktid 2/2, turvisepunktid 1 (kehaturvis 1/1: torso), haavu pole",
        "Kalev (Warrior) teadvusel, elupunktid 2/2, turvisepunktid 5 (kehaturvis 3/3: torso, käed, labakäed, jalad, labajalad; kiiver 2/2), haavu pole",
    ];
    for line in expected {
        assert!(
            worded.contains(line),
            "not said: {line}\n{}",
            worded.iter().cloned().collect::<Vec<_>>().join("\n")
        );
    }
}
