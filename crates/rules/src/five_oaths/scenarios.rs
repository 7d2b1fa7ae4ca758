//! Scenario tests: one script per rule, run through the shared runner.

use super::{Catalogue, FiveOaths};
use crate::play::{self, Outcome, Record, script};

/// Runs a script; returns the outcome and every failed comparison.
fn run(text: &str) -> Result<(Outcome, Vec<String>), String> {
    let script = script::parse(text).map_err(|e| e.to_string())?;
    let mut engine = FiveOaths::new(Catalogue::builtin().map_err(|e| e.to_string())?);
    let mut failures = Vec::new();
    let outcome = play::run(&mut engine, &script, &mut |record| {
        if let Record::Expect {
            line, mismatches, ..
        } = record
        {
            failures.extend(mismatches.iter().map(|m| format!("line {line}: {m}")));
        }
    })
    .map_err(|e| e.to_string())?;
    Ok((outcome, failures))
}

/// (rule, script): every expectation in each script must hold.
const SCENARIOS: &[(&str, &str)] = &[
    (
        "Global Damage goes through one Armour on each location, then into Body",
        "system five-oaths
         character Ciara feats=\"Light Armour\" armour=light
         at 00:05 referee \"Global Damage\" at Ciara
         at 00:05 expect Ciara head armour=0 body=1
         at 00:05 expect Ciara torso armour=0 body=1
         at 00:05 expect Ciara left-arm armour=0 body=1
         at 00:05 expect Ciara right-arm armour=0 body=1
         at 00:05 expect Ciara left-leg armour=0 body=1
         at 00:05 expect Ciara right-leg armour=0 body=1
         at 00:06 referee \"Global Single\" at Ciara
         at 00:06 expect Ciara torso body=0 usable=no
         at 00:06 expect Ciara unconscious=yes fallen=yes can-stand=no dying=no",
    ),
    (
        "a limb at -1 starts the death count; Healing stops it; -1 is the floor",
        "system five-oaths
         character Bran
         monster Ghoul category=undead
         at 00:10 Ghoul hits Bran left-arm
         at 00:10 expect Bran left-arm body=0 usable=no
         at 00:10 expect Bran dying=no unconscious=no
         at 00:20 Ghoul hits Bran left-arm
         at 00:20 expect Bran left-arm body=-1
         at 00:20 expect Bran dying=yes bleeding=yes death-count=0
         at 00:21 Ghoul hits Bran left-arm
         at 00:21 expect Bran left-arm body=-1
         at 02:20 expect Bran death-count=120
         at 02:30 referee \"Heal 1\" at Bran left-arm
         at 02:30 expect Bran left-arm body=0
         at 02:30 expect Bran dying=no death-count=none dead=no",
    ),
    (
        "the death count kills at 300 seconds, not 299",
        "system five-oaths
         character Bran
         monster Ghoul
         at 00:10 referee \"Global Single\" at Bran
         at 00:10 referee \"Single\" at Bran torso
         at 00:10 expect Bran dying=yes
         at 05:09 expect Bran dead=no death-count=299
         at 05:10 expect Bran dead=yes dying=no",
    ),
    (
        "Stop Bleed stands a bleeding location at 0 and ends the death count",
        "system five-oaths
         character Bran
         at 00:00 referee \"Single\" at Bran right-leg
         at 00:01 referee \"Single\" at Bran right-leg
         at 00:01 expect Bran dying=yes fallen=yes can-stand=yes
         at 00:30 referee \"Instant cast Global Stop Bleed\" at Bran
         at 00:30 expect Bran right-leg body=0
         at 00:30 expect Bran dying=no",
    ),
    (
        "recovery: Healing 1 after 300 quiet seconds, not 299",
        "system five-oaths
         character Aoife
         at 00:10 referee \"Single\" at Aoife right-arm
         at 05:09 expect Aoife right-arm body=0
         at 05:10 expect Aoife right-arm body=1 usable=yes",
    ),
    (
        "recovery waits for nearby combat, strikes and effects, and never runs while dying",
        "system five-oaths
         character Aoife
         character Bran
         at 00:10 referee \"Single\" at Aoife right-arm
         at 03:00 combat near Aoife
         at 05:10 expect Aoife right-arm body=0
         at 07:59 expect Aoife right-arm body=0
         at 08:00 expect Aoife right-arm body=1
         at 08:00 referee \"Single\" at Bran left-leg
         at 08:00 referee \"Single\" at Bran left-leg
         at 12:59 expect Bran left-leg body=-1",
    ),
    (
        "Rampage 30s, Lure at 15s: Lure for 10 s, then Rampage for the last 5 s",
        "system five-oaths
         character Dara
         monster Witch
         at 00:00 Witch casts \"Rampage 30s\" at Dara
         at 00:00 expect Dara following=Rampage
         at 00:14 expect Dara following=Rampage
         at 00:15 Witch casts \"Lure\" at Dara
         at 00:15 expect Dara following=Lure effects=Rampage,Lure
         at 00:24 expect Dara following=Lure
         at 00:25 expect Dara following=Rampage effects=Rampage
         at 00:29 expect Dara following=Rampage
         at 00:30 expect Dara following=none effects=none",
    ),
    (
        "physical takes precedence over mental; an effect without a called duration lasts 10 s",
        "system five-oaths
         character Dara
         at 00:00 referee \"Charm\" at Dara
         at 00:02 referee \"Halt 5s\" at Dara
         at 00:02 expect Dara following=Halt unresisting=yes
         at 00:07 expect Dara following=Charm unresisting=no
         at 00:09 expect Dara following=Charm
         at 00:10 expect Dara following=none",
    ),
    (
        "becoming immune ends a current effect; the immunity lasts the feat's duration",
        "system five-oaths
         character Eoin sworn resist=\"Fear 30s\"
         monster Witch
         at 00:00 Witch casts \"Fear 60s\" at Eoin
         at 00:10 Eoin resists Fear
         at 00:10 expect Eoin effects=none said=\"No Effect\" vigour=5 immune=Fear
         at 00:20 Witch casts \"Fear\" at Eoin
         at 00:20 expect Eoin effects=none said=\"No Effect\"
         at 00:40 Witch casts \"Fear\" at Eoin
         at 00:40 expect Eoin following=Fear immune=none",
    ),
    (
        "Peacesworn are always immune to Rampage; Rend makes Healing fail while it lasts",
        "system five-oaths
         character Fionn peacesworn
         monster Witch
         at 00:00 Witch casts \"Rampage 30s\" at Fionn
         at 00:00 expect Fionn effects=none said=\"No Effect\"
         at 00:05 referee \"Single\" at Fionn left-arm
         at 00:05 referee \"Rend 20s\" at Fionn
         at 00:06 referee \"Heal 1\" at Fionn left-arm
         at 00:06 expect Fionn left-arm body=0
         at 00:25 referee \"Heal 1\" at Fionn left-arm
         at 00:25 expect Fionn left-arm body=1",
    ),
    (
        "the one-second rule: one effect per second per character, any number received",
        "system five-oaths
         character Ciara
         character Dara
         monster Ghoul body=3
         at 00:05 Ciara hits Ghoul torso
         at 00:05.9 Ciara hits Ghoul torso
         at 00:05.9 expect Ghoul torso body=2
         at 00:06 Ciara hits Ghoul torso
         at 00:06 Dara hits Ghoul torso
         at 00:06 expect Ghoul torso body=0",
    ),
    (
        "Execute kills an unresisting, dying target after 30 seconds",
        "system five-oaths
         character Ciara
         monster Ghoul
         at 00:00 referee \"Single\" at Ghoul torso
         at 00:01 referee \"Single\" at Ghoul torso
         at 00:01 expect Ghoul dying=yes unconscious=yes unresisting=yes
         at 00:10 Ciara executes Ghoul
         at 00:39 expect Ghoul dead=no
         at 00:39 expect Ciara action=\"executing Ghoul until 00:40\"
         at 00:40 expect Ghoul dead=yes
         at 00:40 expect Ciara action=none",
    ),
    (
        "Execute on an invalid target gets No Effect: not dying, or dying but resisting",
        "system five-oaths
         character Ciara
         character Bran
         monster Ghoul
         at 00:00 Ciara executes Ghoul
         at 00:30 expect Ghoul dead=no said=\"No Effect\"
         at 00:31 referee \"Single\" at Bran left-arm
         at 00:32 referee \"Single\" at Bran left-arm
         at 00:32 expect Bran dying=yes unresisting=no
         at 00:40 Ciara executes Bran
         at 01:10 expect Bran dead=no said=\"No Effect\"",
    ),
    (
        "striking or falling unconscious breaks an executioner's concentration",
        "system five-oaths
         character Ciara
         character Dara
         monster Ghoul
         at 00:00 referee \"Single\" at Ghoul torso
         at 00:00 referee \"Single\" at Ghoul torso
         at 00:05 Ciara executes Ghoul
         at 00:10 Ciara hits Dara left-arm
         at 00:40 expect Ghoul dead=no
         at 00:41 Dara executes Ghoul
         at 00:50 referee \"Single\" at Dara head
         at 01:20 expect Ghoul dead=no",
    ),
    (
        "a ranged spell of the wrong category does nothing; a melee blow does Single Damage only",
        "system five-oaths
         character Ciara
         monster Wolf category=beast body=2
         monster Zombie category=undead body=2
         at 00:00 Ciara casts \"Undead Fear\" at Wolf
         at 00:00 expect Wolf effects=none
         at 00:01 Ciara casts \"Undead Fear\" at Zombie
         at 00:01 expect Zombie following=Fear
         at 00:02 Ciara hits Wolf torso \"Undead Bane\"
         at 00:02 expect Wolf torso body=1
         at 00:03 Ciara hits Wolf torso \"Undead Strikedown\"
         at 00:03 expect Wolf torso body=0",
    ),
    (
        "Bane destroys an unarmoured location of its category; on armour it does 1 Damage",
        "system five-oaths
         character Ciara
         monster Zombie category=undead body=3 torso.armour=1 resist=\"Bane 10s\"
         at 00:00 Ciara hits Zombie left-leg \"Undead Bane\"
         at 00:00 expect Zombie left-leg body=-1
         at 00:00 expect Zombie dying=yes fallen=yes
         at 00:01 Ciara hits Zombie torso \"Undead Bane\"
         at 00:01 expect Zombie torso armour=0 body=3
         at 00:02 Zombie resists Bane
         at 00:03 Ciara hits Zombie head \"Undead Bane\"
         at 00:03 expect Zombie head body=3
         at 00:03 expect Zombie said=\"No Effect\"",
    ),
    (
        "a named species can be the category of a call",
        "system five-oaths
         character Ciara
         character Elva species=Sidhe
         character Bran
         at 00:00 Ciara casts \"Sidhe Daze\" at Bran
         at 00:00 expect Bran effects=none
         at 00:01 Ciara casts \"Sidhe Daze\" at Elva
         at 00:01 expect Elva following=Daze",
    ),
    (
        "Mass reaches everyone but the caller; Global Heal and Full Repair restore",
        "system five-oaths
         character Ciara feats=\"Heavy Armour\" armour=heavy
         character Dara
         monster Witch
         at 00:00 Witch casts \"Mass Fear 20s\" at all
         at 00:00 expect Ciara following=Fear
         at 00:00 expect Dara following=Fear
         at 00:00 expect Witch following=none
         at 00:01 referee \"Global Damage\" at Ciara
         at 00:02 referee \"Global Damage\" at Ciara
         at 00:03 referee \"Global Damage\" at Ciara
         at 00:03 expect Ciara torso armour=0 body=0
         at 00:04 referee \"Global Heal 1\" at Ciara
         at 00:04 expect Ciara left-leg body=1 armour=0
         at 00:05 referee \"Full Repair\" at Ciara torso
         at 00:05 expect Ciara torso armour=2
         at 00:05 expect Ciara head armour=0
         at 00:06 referee \"Cure Fear\" at Dara
         at 00:06 expect Dara effects=none",
    ),
    (
        "Charm ends if its source damages the target",
        "system five-oaths
         character Dara body=2
         monster Witch
         at 00:00 Witch casts \"Charm 60s\" at Dara
         at 00:01 Witch hits Dara torso \"Zero\"
         at 00:01 expect Dara following=Charm
         at 00:02 Witch hits Dara torso
         at 00:02 expect Dara following=none",
    ),
    (
        "Vigour: 1, +5 when sworn; spent on calls; refilled at Time In",
        "system five-oaths
         character Ciara sworn
         monster Ghoul
         at 00:00 expect Ciara vigour=6
         at 00:01 Ciara hits Ghoul torso \"Strikedown\" cost=2
         at 00:01 expect Ciara vigour=4
         at 00:02 Ciara hits Ghoul torso \"Strikedown\" cost=5
         at 00:02 expect Ciara vigour=4
         at 00:03 time-in
         at 00:03 expect Ciara vigour=6",
    ),
    (
        "restraining needs an unresisting target for 30 s; restrained characters may not strike",
        "system five-oaths
         character Ciara
         character Bran
         character Dara feats=\"Escape Restraints\"
         at 00:00 Ciara restrains Bran
         at 00:30 expect Bran restrained=no
         at 00:31 Bran cooperates
         at 00:31 Ciara restrains Bran
         at 01:00 expect Bran restrained=no
         at 01:01 expect Bran restrained=yes
         at 01:02 Bran hits Ciara torso
         at 01:02 expect Ciara torso body=1
         at 01:03 Dara releases Bran
         at 01:33 expect Bran restrained=no
         at 01:34 Dara cooperates
         at 01:34 Ciara restrains Dara
         at 02:04 expect Dara restrained=yes
         at 02:05 Dara escapes
         at 02:05 expect Dara restrained=no",
    ),
    (
        "searching stops when the target resists; Sleep makes a target unresisting",
        "system five-oaths
         character Ciara
         character Bran
         at 00:00 Bran cooperates
         at 00:00 Ciara searches Bran
         at 00:10 Bran struggles
         at 00:10 expect Ciara action=none
         at 00:20 referee \"Sleep 60s\" at Bran
         at 00:20 Bran struggles
         at 00:20 Ciara searches Bran
         at 00:50 expect Ciara action=none
         at 00:50 expect Bran unresisting=yes",
    ),
    (
        "moving: unresisting target, two free hands, at most two carriers",
        "system five-oaths
         character A
         character B
         character C
         character D
         at 00:00 A carries D
         at 00:00 expect D carried-by=none
         at 00:01 referee \"Single\" at D head
         at 00:02 A carries D
         at 00:02 B carries D
         at 00:02 C carries D
         at 00:02 expect D carried-by=A,B
         at 00:03 B drops D
         at 00:03 expect D carried-by=A",
    ),
];

#[test]
fn every_scenario_holds() {
    for (rule, text) in SCENARIOS {
        let (outcome, failures) = run(text).unwrap_or_else(|e| panic!("{rule}: {e}"));
        assert!(failures.is_empty(), "{rule}:\n{}", failures.join("\n"));
        assert!(outcome.expectations > 0, "{rule}: no expectations");
    }
}

#[test]
fn a_wrong_expectation_fails() {
    let (outcome, failures) = run("system five-oaths
         character Aoife
         at 00:10 referee \"Single\" at Aoife right-arm
         at 05:09 expect Aoife right-arm body=1
         at 05:09 expect Aoife dying=yes")
    .expect("runs");
    assert_eq!(outcome.failed, 2);
    assert_eq!(
        failures[0],
        "line 4: Aoife right-arm body: expected 1, found 0"
    );
}

#[test]
fn engine_errors_name_the_line_and_value() {
    let rows: &[(&str, &str)] = &[
        (
            "character A\ncharacter A",
            "line 3: \"A\" is declared twice",
        ),
        (
            "character A\nat 00:01 B hits A torso",
            "line 3: nobody called \"B\" was declared",
        ),
        (
            "character A\ncharacter B\nat 00:01 B hits A tail",
            "line 4: \"tail\" is not a location",
        ),
        (
            "character A\ncharacter B\nat 00:01 B hits A torso \"Strikedown Through\"",
            "line 4: call \"Strikedown Through\": only one non-Damage effect per call",
        ),
        (
            "character A\nat 00:01 referee \"Single\" at A",
            "line 3: call \"Single\" needs a location",
        ),
        (
            "character A\ncharacter B\nat 00:01 A casts \"Mass Fear\" at A,B",
            "line 4: a Mass effect reaches everyone but its caller",
        ),
        (
            "character A\ncharacter B\nat 00:01 referee \"Fear\" at A,B",
            "line 4: call \"Fear\" is not Mass",
        ),
        (
            "character A\ncharacter B\nat 00:01 A hits B torso \"Instant cast Mindslash\"",
            "line 4: call \"Instant cast Mindslash\": a weapon blow has no spell vocals",
        ),
        (
            "character A\nat 00:01 referee \"Execute\" at A",
            "line 3: Execute follows 30 seconds",
        ),
        (
            "character A\nat 00:01 A resists Fear",
            "line 3: A has no resist feat for Fear",
        ),
        (
            "character A\nat 00:01 A dances",
            "line 3: \"dances\" is not known here",
        ),
        (
            "character A\nat 00:01 expect A torso vigour=1",
            "line 3: \"vigour\" is not a key",
        ),
        (
            "character A\nat 00:01 expect A mood=ok",
            "line 3: \"mood\" is not a key",
        ),
        (
            "character A\ncharacter B\nat 00:01 A hits B torso cost=x",
            "line 4: cost=\"x\"",
        ),
        (
            "character torso",
            "line 2: name=\"torso\": that word is reserved",
        ),
        (
            "dragon Smaug",
            "line 2: \"dragon\" is not known here; expected `character` or `monster`",
        ),
    ];
    for (body, words) in rows {
        let text = format!("system five-oaths\n{body}\n");
        let error = run(&text).expect_err(body);
        assert!(error.contains(words), "{body}: {error}");
    }
}

/// Every note the engine gave for the script's events, in order.
fn notes(text: &str) -> Vec<String> {
    let script = script::parse(text).expect("script parses");
    let mut engine = FiveOaths::new(Catalogue::builtin().expect("catalogue"));
    let mut notes = Vec::new();
    play::run(&mut engine, &script, &mut |record| {
        if let Record::Event { notes: said, .. } = record {
            notes.extend(said.iter().map(|n| n.text.clone()));
        }
    })
    .expect("script runs");
    notes
}

/// The first note containing `needle`.
fn said<'a>(notes: &'a [String], needle: &str) -> Option<&'a String> {
    notes.iter().find(|n| n.contains(needle))
}

#[test]
fn a_restrained_character_is_refused_exactly_what_the_text_forbids() {
    // "A restrained character may not strike, repair armour, cast Spells,
    // or move faster than a slow walking place."
    let setup = "system five-oaths
         character Ciara
         character Bran resist=\"Fear 30s\" vigour=2
         at 00:00 Bran cooperates
         at 00:00 Ciara restrains Bran
         at 00:31 expect Bran restrained=yes";
    let text = format!(
        "{setup}
         at 00:40 Bran hits Ciara torso
         at 00:42 Bran casts \"Fear\" at Ciara
         at 00:44 Bran calls \"Repair 1\" at Ciara torso
         at 00:46 Bran executes Ciara
         at 00:48 Bran calls \"Fear\" at Ciara
         at 00:48 expect Ciara following=Fear
         at 00:50 referee \"Fear\" at Bran
         at 00:50 Bran resists Fear
         at 00:52 Ciara cooperates
         at 00:52 Bran searches Ciara"
    );
    let notes = notes(&text);
    for forbidden in [
        "refused: Bran is restrained and may not strike",
        "refused: Bran is restrained and may not cast Spells",
        "refused: Bran is restrained and may not repair armour",
        "Bran is restrained and may not strike (Execute is a strike)",
    ] {
        let note = said(&notes, forbidden).unwrap_or_else(|| panic!("{forbidden}: {notes:?}"));
        assert!(
            note.contains("may not strike, repair armour, cast Spells"),
            "{note}"
        );
    }
    // Still allowed: a feat call that is neither a strike nor a spell,
    // resisting, searching.
    let (_, failures) = run(&text).expect("runs");
    assert!(
        failures.is_empty(),
        "Bran's Fear reached Ciara: {failures:?}"
    );
    assert!(
        said(&notes, "Bran spends 1 Vigour: \"No Effect\"").is_some(),
        "{notes:?}"
    );
    assert!(
        said(&notes, "Bran starts searching Ciara").is_some(),
        "{notes:?}"
    );
    assert_eq!(
        notes.iter().filter(|n| n.starts_with("refused")).count(),
        4,
        "{notes:?}"
    );
}

#[test]
fn declared_calls_gate_effects_that_need_a_feat() {
    // "All characters in Five Oaths can generate the following Effects by
    // default: Damage by weapon blow, Execute, Notice Bleed, and Repair on
    // weapons, shields and non-armour items. All other Effects and the
    // Repair Effect on armour require a Feat."
    let text = "system five-oaths
         character Aoife calls=\"Strikedown, Heal\"
         character Bran
         character Ciara
         at 00:01 Aoife hits Bran torso
         at 00:02 Aoife hits Bran left-arm \"Strikedown\"
         at 00:03 Aoife calls \"Heal 1\" at Bran torso
         at 00:04 Aoife hits Bran right-arm \"Fear\"
         at 00:05 Aoife calls \"Repair 1\" at Bran torso
         at 00:06 Aoife calls \"Single\" at Bran head
         at 00:07 Ciara calls \"Fear\" at Bran";
    let notes = notes(text);
    let refused: Vec<&String> = notes.iter().filter(|n| n.starts_with("refused")).collect();
    assert_eq!(refused.len(), 3, "{notes:?}");
    for (note, effect) in refused.iter().zip(["Fear", "Repair", "Damage"]) {
        assert!(
            note.starts_with(&format!(
                "refused: Aoife cannot generate {effect}: it needs a feat"
            )) && note.contains("All other Effects and the Repair Effect on armour require a Feat"),
            "{note}"
        );
    }
    // Ciara declared no calls: today's behaviour, everything allowed.
    assert!(
        !notes.iter().any(|n| n.contains("Ciara cannot")),
        "{notes:?}"
    );
    // An unknown effect in `calls` is a script error naming it.
    let error = run("system five-oaths\ncharacter A calls=\"Strikedown, Fireball\"\n").unwrap_err();
    assert!(error.contains("calls=\"Fireball\""), "{error}");
}
