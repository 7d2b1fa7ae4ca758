//! The Five Oaths engine's sentences in words: every note and every state
//! line of the example scripts (and of scripts that walk the other rules),
//! every instruction of a range of calls and every line of a few rituals is
//! said in parts, its English message is the core's sentence word for word,
//! and its Estonian message is Estonian (differs, and names no message id).
// Tests may fail loudly: the crate's lints deny these in the library only.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::BTreeSet;
use std::path::Path;

use armoury_l10n::said::in_words;
use armoury_l10n::{L10n, Lang};
use armoury_rules::five_oaths::character::State;
use armoury_rules::five_oaths::ritual::{self, Effigy, Participant, Ritual};
use armoury_rules::five_oaths::{Catalogue, FiveOaths, call};
use armoury_rules::play::{self, Note, Record, Span, StateLine};
use armoury_rules::saying::Said;

/// Rules the example scripts do not reach: actions, refusals, carrying,
/// immunity, Cure, Notice Bleed, Mass, Time In, combat, recovery.
const MORE: &str = r#"system five-oaths
character Aoife calls="Strikedown, Heal"
character Bran resist="Fear 30s" vigour=1
character Ciara feats="Escape Restraints"
character Dara armour=heavy
monster Ghoul category=undead body=2
at 00:00 Aoife hits Bran torso "Strikedown"
at 00:00.5 Aoife hits Bran torso
at 00:01 Aoife casts "Fear" at Bran
at 00:02 Aoife hits Bran torso "Mindslash"
at 00:03 Aoife casts "Mass Fear" at all
at 00:04 referee "Fear" at Bran
at 00:05 Bran resists Fear
at 00:06 referee "Fear" at Bran
at 00:07 Bran resists Fear
at 00:10 referee "Sleep 60s" at Ciara
at 00:11 Aoife restrains Ciara
at 00:12 Aoife restrains Ciara
at 00:12 Aoife searches Aoife
at 00:41.5 Dara releases Ciara
at 00:42 referee "Cure Sleep" at Ciara
at 00:42.5 referee "Cure Sleep" at Ciara
at 00:43 Ciara escapes
at 00:44 Ciara escapes
at 00:45 Ciara cooperates
at 00:46 Aoife searches Ciara
at 00:50 Ciara struggles
at 00:51 Ciara cooperates
at 00:52 Aoife searches Ciara
at 01:30 Aoife searches Ciara
at 02:10 Aoife carries Ciara
at 02:11 Bran carries Ciara
at 02:12 Dara carries Ciara
at 02:13 Aoife carries Ciara
at 02:14 Aoife drops Ciara
at 02:15 Aoife drops Ciara
at 02:16 Ciara struggles
at 02:17 Aoife carries Ciara
at 02:20 Dara restrains Ghoul
at 02:21 Dara stops
at 02:22 Dara stops
at 02:30 referee "Notice Bleed" at Ghoul
at 02:31 referee "Single" at Ghoul left-leg
at 02:31 referee "Single" at Ghoul left-leg
at 02:31 referee "Single" at Ghoul left-leg
at 02:32 referee "Notice Bleed" at Ghoul
at 02:33 referee "Stop Bleed" at Ghoul left-leg
at 02:34 referee "Single" at Ghoul right-arm
at 02:34 referee "Single" at Ghoul right-arm
at 02:34 referee "Single" at Ghoul right-arm
at 02:35 referee "Global Heal 1" at Ghoul
at 02:36 referee "Undead Bane" at Dara torso
at 02:37 referee "Undead Bane" at Ghoul torso
at 02:38 referee "Heal 2" at Dara torso
at 02:39 Aoife hits Ghoul torso cost=9
at 02:40 combat near Aoife,Bran
at 02:41 Ciara executes Ghoul
at 02:50 referee "Single" at Ciara head
at 03:00 referee "Rampage" at Aoife
at 03:01 referee "Lure 5s" at Aoife
at 03:10 time-in
at 09:00 referee "Single" at Dara head
at 09:00 referee "Single" at Dara head
at 20:00 referee "Single" at Aoife head
"#;

/// States the other scripts do not show: Armour hits, both legs unusable,
/// an effect outside the priority lists (Rend, which also makes them
/// immune to Healing), a plan of two effects, Peacesworn immunity, a
/// species.
const STATES: &str = r#"system five-oaths
character Aoife feats="Heavy Armour" armour=heavy
character Bran peacesworn
monster Wolf category=beast species=Warg body=2
at 00:00 referee "Single" at Aoife torso
at 00:01 referee "Single" at Bran left-leg
at 00:01 referee "Single" at Bran right-leg
at 00:02 referee "Rend" at Aoife
at 00:03 referee "Rampage 30s" at Wolf
at 00:04 referee "Lure 10s" at Wolf
at 00:05 referee "Single" at Wolf left-arm
at 00:05 referee "Single" at Wolf left-arm
"#;

/// The sentence checks: the English message gives `english`; the
/// Estonian one differs and names no id. Returns the id.
fn check(said: &Said, english: &str, what: &str) -> String {
    let en = in_words(L10n::new(Lang::En), said, english);
    assert_eq!(en, english, "{what}: the English message of {}", said.id);
    assert!(
        L10n::new(Lang::En).has(&said.id) && L10n::new(Lang::Et).has(&said.id),
        "{what}: {} is in both languages",
        said.id
    );
    let et = in_words(L10n::new(Lang::Et), said, english);
    assert_ne!(et, english, "{what}: {} is not Estonian", said.id);
    assert!(
        !et.contains("fo-") && !et.contains('{'),
        "{what}: {} in Estonian: {et}",
        said.id
    );
    said.id.clone()
}

/// Every note and every state (after each event) of a run.
fn run_of(name: &str, text: &str) -> (Vec<Note>, Vec<State>) {
    let script = play::script::parse(text).unwrap_or_else(|e| panic!("{name}: {e}"));
    let catalogue = Catalogue::builtin().expect("the built-in catalogue");
    let mut engine = FiveOaths::new(catalogue);
    let (mut notes, mut states) = (Vec::new(), Vec::new());
    let mut sink = |record: Record<_>| match record {
        Record::Declared { notes: n, .. } | Record::Timers { notes: n } => notes.extend(n),
        Record::Event {
            notes: n,
            states: s,
            ..
        } => {
            notes.extend(n);
            states.extend(s);
        }
        Record::Expect { .. } => {}
    };
    let outcome = play::run(&mut engine, &script, &mut sink)
        .unwrap_or_else(|e| panic!("{name}: line {}: {}", e.line, e.error));
    assert_eq!(outcome.failed, 0, "{name}: an expectation failed");
    (notes, states)
}

fn notes_of(name: &str, text: &str) -> Vec<Note> {
    run_of(name, text).0
}

/// The example scripts and the ones here: (name, text).
fn scripts() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../rules/examples/sim");
    let mut scripts = vec![
        ("more".to_string(), MORE.to_string()),
        ("states".to_string(), STATES.to_string()),
    ];
    for entry in std::fs::read_dir(&dir).expect("the example scripts") {
        let path = entry.expect("an entry").path();
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
        if let Some(name) = name.filter(|n| n.starts_with("five-oaths-") && n.ends_with(".sim")) {
            let text = std::fs::read_to_string(&path).expect("a script");
            scripts.push((name, text));
        }
    }
    assert!(scripts.len() >= 5, "found {} scripts", scripts.len());
    scripts
}

#[test]
fn every_note_of_the_five_oaths_scripts_is_worded_in_both_languages() {
    let scripts = scripts();
    let mut ids = BTreeSet::new();
    let mut count = 0;
    for (name, text) in &scripts {
        for note in notes_of(name, text) {
            count += 1;
            let said = note
                .says
                .as_ref()
                .unwrap_or_else(|| panic!("{name}: {:?} is not said in parts", note.text));
            ids.insert(check(said, &note.text, name));
        }
    }
    // The scripts reach most of what the engine says.
    assert!(count > 100, "{count} notes");
    for id in [
        "fo-death-count-starts",
        "fo-death-count-dies",
        "fo-recovery",
        "fo-execute-dies",
        "fo-restrained",
        "fo-releases",
        "fo-escapes",
        "fo-cured",
        "fo-searched-again",
        "fo-carry-two",
        "fo-action-breaks",
        "fo-resists-action",
        "fo-no-effect-immune",
        "fo-refused-vigour",
        "fo-time-in",
        "fo-combat",
    ] {
        assert!(ids.contains(id), "no note said {id}: {ids:?}");
    }
}

#[test]
fn the_dying_script_reads_in_estonian() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../rules/examples/sim");
    let text = std::fs::read_to_string(dir.join("five-oaths-dying.sim")).expect("the script");
    let et: Vec<String> = notes_of("five-oaths-dying.sim", &text)
        .iter()
        .filter_map(|n| {
            n.says
                .as_ref()
                .map(|s| in_words(L10n::new(Lang::Et), s, &n.text))
        })
        .collect();
    assert!(
        et.iter()
            .any(|l| l == "Ciara hüüab „Execute“: Raider sureb"),
        "{et:#?}"
    );
    assert!(
        et.iter()
            .any(|l| l == "Bran, kehaosa right-leg: kahju 1, turvis 0->0, keha 0->-1"),
        "{et:#?}"
    );
}

#[test]
fn every_state_line_of_the_five_oaths_scripts_is_worded_in_both_languages() {
    let mut count = 0;
    let mut seen = BTreeSet::new();
    for (name, text) in &scripts() {
        for state in run_of(name, text).1 {
            count += 1;
            let english = state.to_string();
            let said = state
                .said()
                .unwrap_or_else(|| panic!("{name}: {english:?} is not said in parts"));
            assert_eq!(check(&said, &english, name), "fo-state", "{name}");
            let et = in_words(L10n::new(Lang::Et), &said, &english);
            for word in [
                "; vigour",
                "death count",
                "; dead",
                "unconscious",
                "bleeding",
                "useless",
                "fallen",
                "restrained",
                "unresisting",
                "follows",
                " until ",
                "under",
                "immune to",
                "executing",
                "searching",
                "none",
            ] {
                assert!(!et.contains(word), "{name}: {word:?} in Estonian: {et}");
            }
            // Which parts of a line the scripts reach.
            for part in [
                "+",
                "; death count",
                "; dead",
                "unconscious",
                "bleeding, dying",
                "useless",
                "cannot stand",
                "dragging",
                "restrained",
                "unresisting",
                "; follows",
                ", then",
                "; under",
                "; immune to",
                "executing",
                "restraining",
                "releasing",
                "searching",
            ] {
                if english.contains(part) {
                    seen.insert(part);
                }
            }
        }
    }
    assert!(count > 300, "{count} states");
    assert_eq!(seen.len(), 18, "parts shown: {seen:?}");
}

#[test]
fn state_lines_read_in_estonian() {
    let et = |name: &str, text: &str| -> Vec<String> {
        run_of(name, text)
            .1
            .iter()
            .map(|s| {
                let said = s.said().expect("said in parts");
                in_words(L10n::new(Lang::Et), &said, &s.to_string())
            })
            .collect()
    };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../rules/examples/sim");
    let dying = std::fs::read_to_string(dir.join("five-oaths-dying.sim")).expect("the script");
    let dying = et("five-oaths-dying.sim", &dying);
    for line in [
        "Raider (Mortal): head 2 torso -1 left-arm 2 right-arm 2 left-leg 2 right-leg 2; Vigour 1/1; surmaloendus 5s; teadvuseta; veritseb ja on suremas",
        "Ciara (Mortal): head 1 torso 1 left-arm 1 right-arm 1 left-leg 1 right-leg 1; Vigour 1/1; hukkab tegelast Raider kuni 07:35",
    ] {
        assert!(dying.iter().any(|l| l == line), "{line}\n{dying:#?}");
    }
    let states = et("states", STATES);
    for line in [
        "Aoife (Mortal): head 1+2t torso 1+1t left-arm 1+2t right-arm 1+2t left-leg 1+2t right-leg 1+2t; Vigour 1/1; muud mõjud: Rend 00:02–00:12; immuunne: Healing",
        "Bran (Mortal): head 1 torso 1 left-arm 1 right-arm 1 left-leg 0 right-leg 0; Vigour 1/1; kukkunud, ei saa püsti tõusta; immuunne: Rampage",
        "Wolf (Warg): head 2 torso 2 left-arm 0 right-arm 2 left-leg 2 right-leg 2; Vigour 1/1; kehaosa left-arm on kasutu (pillas, mida hoidis); järgib: Lure 00:05–00:14, Rampage 00:14–00:33",
    ] {
        assert!(states.iter().any(|l| l == line), "{line}\n{states:#?}");
    }
}

#[test]
fn every_instruction_of_a_call_is_worded_in_both_languages() {
    let catalogue = Catalogue::builtin().expect("the built-in catalogue");
    let mut ids = BTreeSet::new();
    for (text, blow) in [
        ("Strikedown", true),
        ("Single", true),
        ("Zero", true),
        ("Triple", false),
        ("Global Heal 1", false),
        ("Global Single", false),
        ("Global Damage 2", false),
        ("Full Repair", false),
        ("Global Full Repair", false),
        ("Mass Strikedown", false),
        ("Mass Fear 30s all within this arc", false),
        ("Rampage", false),
        ("Rampage 30s", false),
        ("Undead Bane", true),
        ("Undead Bane", false),
        ("Cure Fear", false),
        ("Instant cast Mindslash", false),
        ("Instant cast Rampage", false),
        ("Instant cast Global Stop Bleed", false),
        (
            "I call upon the power of the land itself to turn friend into foe and cast Rampage 10s",
            false,
        ),
    ] {
        let Ok(parsed) = call::parse(&catalogue, text, blow) else {
            continue;
        };
        let lines = parsed.instructions(&catalogue);
        assert!(!lines.is_empty(), "{text}");
        for line in lines {
            ids.insert(check(&line.says, &line.text, text));
        }
    }
    for id in [
        "fo-instr-mass-all-around",
        "fo-instr-mass-arc",
        "fo-instr-mass-feat",
        "fo-instr-instant",
        "fo-instr-only-blow",
        "fo-instr-only",
        "fo-instr-zero",
        "fo-instr-damage",
        "fo-instr-damage-global",
        "fo-instr-effect",
        "fo-instr-effect-all",
        "fo-instr-effect-for",
        "fo-instr-effect-for-default",
    ] {
        assert!(ids.contains(id), "no instruction said {id}: {ids:?}");
    }
    let strikedown = call::parse(&catalogue, "Strikedown", true).expect("a call");
    let et: Vec<String> = strikedown
        .instructions(&catalogue)
        .iter()
        .map(|i| in_words(L10n::new(Lang::Et), &i.says, &i.text))
        .collect();
    assert_eq!(
        et[0],
        "Kahju Single löödud (või nimetatud) kehaosale: kaota kõigepealt turvisepunkte, siis kehapunkte (mitte alla -1)."
    );
}

#[test]
fn every_line_of_a_ritual_is_worded_in_both_languages() {
    let rules = Catalogue::builtin().expect("the built-in catalogue").rules;
    let person = |name: &str, weeping: bool, bonus: i32, whole_ritual: bool| Participant {
        name: name.to_string(),
        weeping,
        bonus,
        whole_ritual,
    };
    let effigies = vec![
        Effigy {
            name: "bone doll".into(),
            points: 3,
            valid: true,
        },
        Effigy {
            name: "old doll".into(),
            points: 4,
            valid: false,
        },
    ];
    let rituals = [
        Ritual {
            leader: person("Aoife", false, 1, true),
            participants: vec![
                person("Bran", false, 0, true),
                person("Ciara", true, 0, true),
                person("Dara", false, 0, false),
            ],
            effigies: effigies.clone(),
            difficulty: 20,
            duration: Span::from_secs(400),
            allowed: None,
            punishment_target: Some("Villain".into()),
            conditions_met: false,
        },
        Ritual {
            leader: person("Aoife", true, 0, false),
            participants: vec![
                person("Bran", true, 0, true),
                person("Ciara", true, 2, true),
            ],
            effigies: Vec::new(),
            difficulty: 1,
            duration: Span::from_secs(120),
            allowed: None,
            punishment_target: None,
            conditions_met: true,
        },
        Ritual {
            leader: person("Aoife", true, 0, true),
            participants: vec![person("Bran", false, 0, true)],
            effigies,
            difficulty: 1,
            duration: Span::from_secs(120),
            allowed: None,
            punishment_target: None,
            conditions_met: true,
        },
    ];
    let mut ids = BTreeSet::new();
    for (index, r) in rituals.iter().enumerate() {
        let what = format!("ritual {index}");
        let verdict = ritual::score(&rules, r).expect("scored");
        for line in &verdict.lines {
            ids.insert(check(&line.says, &line.reason, &what));
        }
        assert_eq!(verdict.failures.len(), verdict.failure_says.len(), "{what}");
        for (failure, said) in verdict.failures.iter().zip(&verdict.failure_says) {
            ids.insert(check(said, failure, &what));
        }
    }
    for id in [
        "fo-ritual-leader-stayed",
        "fo-ritual-stayed",
        "fo-ritual-bonus",
        "fo-ritual-leader-left",
        "fo-ritual-left",
        "fo-ritual-weeping-all",
        "fo-ritual-weeping-not-all",
        "fo-ritual-weeping-penalty",
        "fo-ritual-effigy",
        "fo-ritual-effigy-invalid",
        "fo-ritual-punishment-target",
        "fo-ritual-below-difficulty",
        "fo-ritual-duration",
        "fo-ritual-conditions",
    ] {
        assert!(ids.contains(id), "no ritual line said {id}: {ids:?}");
    }
}
