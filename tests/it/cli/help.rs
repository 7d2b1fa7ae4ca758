//! `--help` in the language chosen, as the rest of the command line:
//! `--lang` (either form), then `ARMOURY_LANG`, then English — clap's
//! headings too, and the `help` subcommand's way to it.

use std::process::Output;

use crate::common::{command, output_of, stderr, stdout};

/// `armoury ARGS` with `ARMOURY_LANG` set to `lang` and no locale.
fn with_lang(lang: &str, args: &[&str]) -> Output {
    let mut run = command();
    for var in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
        run.env_remove(var);
    }
    output_of(run.env("ARMOURY_LANG", lang).args(args))
}

/// What the help printed, on success.
/// The help printed, with the program named `armoury` on every system
/// (Windows's usage line says `armoury.exe`).
fn help(out: &Output) -> String {
    assert_eq!(out.status.code(), Some(0), "{}", stderr(out));
    stdout(out).replace("armoury.exe", "armoury")
}

#[test]
fn lang_et_gets_the_help_in_estonian() {
    let text = help(&with_lang("en", &["--lang", "et", "--help"]));
    assert!(text.contains("Kasutus: armoury"), "{text}");
    assert!(text.contains("Käsud:"), "{text}");
    assert!(text.contains("Valikud:"), "{text}");
    assert!(
        text.contains("Relvade ja turviste ülevaatuse jaam LARP-sündmustele"),
        "{text}"
    );
    assert!(
        text.contains("Impordi, loetle ja kontrolli nimekirja"),
        "{text}"
    );
    assert!(text.contains("Kuva abi"), "{text}");
    assert!(text.contains("[keskkonnamuutuja: ARMOURY_DB="), "{text}");
    for english in ["Usage:", "Options:", "Commands:", "Print help", "[env:"] {
        assert!(!text.contains(english), "{english}: {text}");
    }
}

#[test]
fn a_subcommand_s_help_is_in_estonian_by_the_flag_or_the_variable() {
    for out in [
        with_lang("en", &["--lang=et", "roster", "import", "--help"]),
        with_lang("et", &["roster", "import", "--help"]),
        with_lang("et", &["help", "roster", "import"]),
    ] {
        let text = help(&out);
        assert!(text.contains("Kasutus: armoury roster import"), "{text}");
        assert!(text.contains("Argumendid:"), "{text}");
        assert!(
            text.contains("Impordi korras read ja teata vigastest"),
            "{text}"
        );
        assert!(!text.contains("Usage:"), "{text}");
    }
    let text = help(&with_lang("et", &["export", "--help"]));
    assert!(
        text.contains("[võimalikud väärtused: inspections, roster, awards]"),
        "{text}"
    );
}

#[test]
fn armoury_lang_en_gets_the_help_in_english() {
    let text = help(&output_of(command().args(["--help"])));
    assert!(text.contains("Usage: armoury"), "{text}");
    assert!(text.contains("Commands:"), "{text}");
    assert!(text.contains("Import, list and check the roster"), "{text}");
    assert!(!text.contains("Kasutus"), "{text}");
    // The flag beats the variable.
    let text = help(&with_lang(
        "et",
        &["roster", "import", "--help", "--lang", "en"],
    ));
    assert!(text.contains("Usage: armoury roster import"), "{text}");
    assert!(
        text.contains("Import the good rows and report the bad ones"),
        "{text}"
    );
}

#[test]
fn a_language_armoury_lacks_is_refused_by_clap() {
    let out = with_lang("en", &["--lang", "xx", "--help"]);
    assert_eq!(out.status.code(), Some(2), "{}", stdout(&out));
    assert!(stderr(&out).contains("--lang"), "{}", stderr(&out));
}
