//! The command line in the language chosen: `--lang`, then `ARMOURY_LANG`,
//! then the OS's locale (`LANG` on Linux), then English; JSON the same in
//! every language.

use std::process::Output;

use crate::common::{command, example, output_of, stderr, stdout};

/// `armoury ARGS` with the locale variables set to `vars` only.
fn with_locale(vars: &[(&str, &str)], args: &[&str]) -> Output {
    let mut run = command();
    for var in ["ARMOURY_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
        run.env_remove(var);
    }
    output_of(run.envs(vars.iter().copied()).args(args))
}

#[test]
fn armoury_lang_et_gets_the_check_in_estonian_with_decimal_commas() {
    let sword = example("examples/items/sword.toml");
    let out = with_locale(&[("ARMOURY_LANG", "et")], &["check", &sword]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains(
            "Lähivõitlusrelv „Kalev's arming sword“, ühekäerelv — reeglistik ancalagon-2011"
        ),
        "{text}"
    );
    assert!(
        text.contains("polsterdus löögipinnal 15 mm on vähemalt 10 mm"),
        "{text}"
    );
    assert!(
        text.contains("padding.striking"),
        "rule ids stay as they are: {text}"
    );
    assert!(text.contains("otsus: HEAKS KIIDETUD"), "{text}");
    assert!(text.contains("NB: see otsus põhineb"), "{text}");
    assert!(!text.contains("verdict"), "{text}");

    let knife = example("examples/items/throwing-knife.toml");
    let out = with_locale(&[("ARMOURY_LANG", "et")], &["check", &knife]);
    let text = stdout(&out);
    assert!(text.contains("kaal 150,25 g ei ületa 300 g"), "{text}");
}

/// The OS's language on Linux is the locale's (`LANG`); on Windows it is
/// the user's display language, which a test cannot set per process.
#[cfg(unix)]
#[test]
fn an_estonian_locale_gets_the_check_in_estonian() {
    let sword = example("examples/items/sword.toml");
    let out = with_locale(&[("LANG", "et_EE.UTF-8")], &["check", &sword]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("otsus: HEAKS KIIDETUD"),
        "{}",
        stdout(&out)
    );
    // The C locale, or none at all, is English.
    for vars in [&[("LC_ALL", "C"), ("LANG", "et_EE.UTF-8")][..], &[]] {
        let out = with_locale(vars, &["check", &sword]);
        assert!(
            stdout(&out).contains("verdict: APPROVED"),
            "{vars:?}: {}",
            stdout(&out)
        );
    }
}

#[test]
fn the_flag_beats_the_environment_beats_the_locale() {
    let sword = example("examples/items/sword.toml");
    let english = with_locale(
        &[("LANG", "et_EE.UTF-8")],
        &["--lang", "en", "check", &sword],
    );
    assert!(
        stdout(&english).contains("verdict: APPROVED"),
        "{}",
        stdout(&english)
    );
    let env = with_locale(
        &[("LANG", "en_GB.UTF-8"), ("ARMOURY_LANG", "et")],
        &["check", &sword],
    );
    assert!(
        stdout(&env).contains("otsus: HEAKS KIIDETUD"),
        "{}",
        stdout(&env)
    );
    let flag = with_locale(
        &[("ARMOURY_LANG", "en")],
        &["check", &sword, "--lang", "et-EE"],
    );
    assert!(stdout(&flag).contains("otsus:"), "{}", stdout(&flag));
}

#[test]
fn a_language_armoury_does_not_speak_is_refused_by_name() {
    let sword = example("examples/items/sword.toml");
    let out = with_locale(&[], &["--lang", "fi", "check", &sword]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("Armoury speaks en, et"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn json_is_the_same_in_every_language() {
    let item = example("examples/items/arrow.toml");
    let en = with_locale(&[], &["--lang", "en", "check", "--json", &item]);
    let et = with_locale(&[], &["--lang", "et", "check", "--json", &item]);
    assert!(!stdout(&en).is_empty());
    assert_eq!(stdout(&en), stdout(&et));
    assert!(stdout(&et).contains("\"says\""), "{}", stdout(&et));
}
