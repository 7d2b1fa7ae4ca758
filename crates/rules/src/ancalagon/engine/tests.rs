//! Tests of `engine`.

use super::*;
use crate::play::{Outcome, Record, run, script};

#[test]
fn engine_errors_keep_their_cause() {
    use std::error::Error;
    let refused = EngineError::Character {
        name: "Aino".into(),
        error: CharacterError::EmptyName,
    };
    let cause = refused.source().map(ToString::to_string);
    assert_eq!(cause, Some(CharacterError::EmptyName.to_string()));
    let line = play::RunError {
        line: 3,
        error: refused,
    };
    assert_eq!(
        line.source().map(ToString::to_string),
        Some("character Aino: a character needs a name".to_string())
    );
    assert_eq!(
        line.to_string(),
        "line 3: character Aino: a character needs a name"
    );
}

/// Every example script, by name (the same files `armoury sim` runs).
const EXAMPLES: &[(&str, &str)] = &[
    (
        "strike-armour",
        include_str!("../../../examples/sim/ancalagon-strike-armour.sim"),
    ),
    (
        "helmet-last",
        include_str!("../../../examples/sim/ancalagon-helmet-last.sim"),
    ),
    (
        "big-stone",
        include_str!("../../../examples/sim/ancalagon-big-stone.sim"),
    ),
    (
        "death",
        include_str!("../../../examples/sim/ancalagon-death.sim"),
    ),
    (
        "kill",
        include_str!("../../../examples/sim/ancalagon-kill.sim"),
    ),
    (
        "knock-out",
        include_str!("../../../examples/sim/ancalagon-knock-out.sim"),
    ),
    (
        "wounds",
        include_str!("../../../examples/sim/ancalagon-wounds.sim"),
    ),
    (
        "reopen",
        include_str!("../../../examples/sim/ancalagon-reopen.sim"),
    ),
    (
        "bandage",
        include_str!("../../../examples/sim/ancalagon-bandage.sim"),
    ),
    (
        "healer",
        include_str!("../../../examples/sim/ancalagon-healer.sim"),
    ),
    (
        "stopp",
        include_str!("../../../examples/sim/ancalagon-stopp.sim"),
    ),
    (
        "respawn",
        include_str!("../../../examples/sim/ancalagon-respawn.sim"),
    ),
];

fn outcome(text: &str) -> Result<Outcome, String> {
    let script = script::parse(text).map_err(|e| e.to_string())?;
    run(&mut ScriptEngine::new(), &script, &mut |_| {}).map_err(|e| e.to_string())
}

fn example(name: &str) -> &'static str {
    EXAMPLES
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, text)| *text)
        .expect("example exists")
}

#[test]
fn every_example_script_holds() {
    for (name, text) in EXAMPLES {
        let outcome = outcome(text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(
            outcome.expectations >= 4,
            "{name}: a test needs expectations"
        );
        assert_eq!(outcome.failed, 0, "{name}");
    }
}

/// Moving an expectation across a boundary must make the script fail:
/// (example, line as written, the same line on the wrong side).
#[test]
fn boundaries_are_exact_on_both_sides() {
    let rows = [
        (
            "death",
            "at 11:59 expect Kalev dying alive",
            "at 11:59 expect Kalev dead",
        ),
        (
            "death",
            "at 12:00 expect Kalev dead",
            "at 12:00 expect Kalev dying",
        ),
        (
            "wounds",
            "at 19:59 expect Kalev hp=1",
            "at 19:59 expect Kalev hp=2",
        ),
        (
            "wounds",
            "at 20:00 expect Kalev hp=2 wounds=none",
            "at 20:00 expect Kalev hp=1",
        ),
        (
            "wounds",
            "at 12:59 expect Toomas hp=0",
            "at 12:59 expect Toomas hp=1",
        ),
        (
            "wounds",
            "at 13:00 expect Toomas hp=1 conscious",
            "at 13:00 expect Toomas hp=0",
        ),
        (
            "knock-out",
            "at 05:59 expect Kalev unconscious",
            "at 05:59 expect Kalev conscious",
        ),
        (
            "knock-out",
            "at 06:00 expect Kalev conscious hp=2",
            "at 06:00 expect Kalev unconscious",
        ),
        (
            "big-stone",
            "at 11:59.999 expect Ants unconscious hp=2",
            "at 11:59.999 expect Ants conscious",
        ),
        (
            "kill",
            "at 00:29.999 expect Kalev dying",
            "at 00:29.999 expect Kalev dead",
        ),
        (
            "kill",
            "at 00:30 expect Kalev dead",
            "at 00:30 expect Kalev dying",
        ),
        (
            "reopen",
            "at 19:59 expect Kalev dying",
            "at 19:59 expect Kalev dead",
        ),
        (
            "reopen",
            "at 64:59 expect Toomas hp=1",
            "at 64:59 expect Toomas hp=2",
        ),
        (
            "healer",
            "at 01:10 expect Toomas dying hp=0",
            "at 01:10 expect Toomas conscious hp=2",
        ),
        (
            "healer",
            "at 11:59 expect Rein hp=1",
            "at 11:59 expect Rein hp=2",
        ),
        (
            "strike-armour",
            "at 00:30 expect Kalev hp=2 body=0 helmet=1 armour=1",
            "at 00:30 expect Kalev hp=1",
        ),
        (
            "respawn",
            "at 35:00 expect Mari touches=4",
            "at 35:00 expect Mari touches=5",
        ),
    ];
    for (name, line, wrong) in rows {
        let text = example(name);
        assert!(text.contains(line), "{name}: {line}");
        let mutated = text.replacen(line, wrong, 1);
        let outcome = outcome(&mutated).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(outcome.failed, 1, "{name}: {wrong} must fail");
    }
}

#[test]
fn failed_expectations_report_field_expected_and_actual() {
    let script = script::parse(
            "system ancalagon-2011\ncharacter Kalev\nat 00:01 Kalev struck arms\nat 00:01 expect Kalev dead hp=2 touches=5\n",
        )
        .expect("parses");
    let mut mismatches = Vec::new();
    run(&mut ScriptEngine::new(), &script, &mut |record| {
        if let Record::Expect { mismatches: m, .. } = record {
            mismatches = m;
        }
    })
    .expect("runs");
    let texts: Vec<String> = mismatches.iter().map(ToString::to_string).collect();
    assert_eq!(
        texts,
        vec![
            "Kalev condition: expected dead, found conscious",
            "Kalev hp: expected 2, found 1",
            "Kalev touches: expected 5, found none",
        ]
    );
}

#[test]
fn script_errors_name_line_field_and_value() {
    let head = "system ancalagon-2011\ncharacter Kalev warrior\n";
    let rows: &[(&str, &str)] = &[
        ("monster Orc\n", "line 3: unknown declaration \"monster\""),
        (
            "character Kalev\n",
            "line 3: a character named \"Kalev\" is already declared",
        ),
        (
            "character Mari mage\n",
            "line 3: class=\"mage\": expected warrior or healer",
        ),
        (
            "character Mari hp=two\n",
            "line 3: hp=\"two\": expected a whole number",
        ),
        ("character Mari hp=0\n", "line 3: character Mari: hp=0"),
        (
            "character Mari body=4 armoured=torso helmet=2\n",
            "never have over 5 armour points",
        ),
        (
            "character Mari body=1\n",
            "line 3: character Mari: body=1 needs armoured=PLACES",
        ),
        (
            "character Mari body=1 armoured=torso,head\n",
            "\"head\" is not a place body armour covers",
        ),
        ("character scenario-start\n", "reserved word"),
        (
            "character Mari colour=red\n",
            "character: unexpected \"colour=red\"",
        ),
        ("at 00:01 Kalev struck wing\n", "line 3: location=\"wing\""),
        ("at 00:01 Kalev struck\n", "struck: needs a location"),
        ("at 00:01 Kalev dances\n", "unknown event \"dances\""),
        (
            "at 00:01 Toomas struck torso\n",
            "no character named \"Toomas\" (declared: Kalev)",
        ),
        (
            "at 00:01 Kalev heal-touch Mari\n",
            "heal-touch: needs `by NAME`",
        ),
        (
            "at 00:01 Kalev tend by Mari\n",
            "no character named \"Mari\"",
        ),
        ("at 00:01 Kalev bind now\n", "bind: unexpected \"now\""),
        (
            "at 00:01 Kalev knock-out hard\n",
            "knock-out: unexpected \"hard\"",
        ),
        (
            "at 00:01 scenario-start Kalev\n",
            "scenario-start: unexpected \"Kalev\"",
        ),
        ("at 00:01 expect Kalev sleepy\n", "condition=\"sleepy\""),
        (
            "at 00:01 expect Kalev mana=3\n",
            "mana=\"3\": expected one of hp",
        ),
        (
            "at 00:01 expect Toomas dead\n",
            "no character named \"Toomas\"",
        ),
    ];
    for (tail, words) in rows {
        let error = outcome(&format!("{head}{tail}")).expect_err(tail);
        assert!(error.contains(words), "{tail}: {error}");
    }
}

#[test]
fn states_follow_declaration_order() {
    let script = script::parse(
            "system ancalagon-2011\ncharacter B healer hp=3\ncharacter A body=2 armoured=all helmet=1\nat 00:01 A struck legs\n",
        )
        .expect("parses");
    let mut engine = ScriptEngine::new();
    run(&mut engine, &script, &mut |_| {}).expect("runs");
    let states = play::Engine::states(&engine);
    assert_eq!(states[0].name, "B");
    assert_eq!((states[0].hp, states[0].touches_left), (3, Some(5)));
    assert_eq!(
        states[1].to_string(),
        "A (warrior) conscious, HP 2/2, armour 2 (body 1/2 on torso,arms,hands,legs,feet, helmet 1/1), wounds none"
    );
}
