//! What the command-line tests share: running the built `armoury` binary
//! (on its own, or on a given database), reading what it printed, and
//! finding the shipped examples. Each test file takes it with `mod common;`.
// Each test crate uses only some of these.
#![allow(dead_code)]

#[cfg(unix)]
pub mod browser;
pub mod db;
pub mod pdf;
pub mod server;

use std::path::Path;
use std::process::{Command, Output};

/// Runs `command` and waits for it. Under wine 8 a process start fails
/// now and then with ERROR_INTERNAL_ERROR (1359) while the suite starts many
/// at once; such a start is tried again, twice at most (Windows itself does
/// not fail so, and every other error stands).
pub fn output_of(command: &mut Command) -> Output {
    for _ in 0..2 {
        match command.output() {
            Err(e) if cfg!(windows) && e.raw_os_error() == Some(1359) => continue,
            other => return other.unwrap(),
        }
    }
    command.output().unwrap()
}

/// The built `armoury`, speaking English whatever the machine's locale
/// (the tests read its words; `tests/it/cli/language.rs` sets its own).
pub fn command() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_armoury"));
    command.env("ARMOURY_LANG", "en");
    command
}

/// Runs `armoury ARGS` and waits for it.
pub fn armoury(args: &[&str]) -> Output {
    output_of(command().args(args))
}

/// Runs `armoury ARGS` on the database `db`, with no event key from the
/// environment.
pub fn armoury_on(db: impl AsRef<std::ffi::OsStr>, args: &[&str]) -> Output {
    output_of(
        command()
            .args(args)
            .env("ARMOURY_DB", db)
            .env_remove("ARMOURY_EVENT_KEY"),
    )
}

/// Standard output as text.
pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Standard error as text.
pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Standard output of a run that must have exited 0 (else both streams are shown).
pub fn ok(out: &Output) -> String {
    assert_eq!(out.status.code(), Some(0), "{}{}", stdout(out), stderr(out));
    stdout(out)
}

/// The path of a file in the repository (`examples/items/sword.toml`).
pub fn example(path: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(path)
        .display()
        .to_string()
}

/// The award a shipped ruleset gives an example armour file
/// (`example_award("five-oaths", "examples/armour/aoife-heavy.toml")`).
pub fn example_award(ruleset: &str, path: &str) -> armoury_rules::armour::Award {
    let ruleset = armoury_rules::shipped::load(ruleset).unwrap();
    let text = std::fs::read_to_string(example(path)).unwrap();
    let set = armoury_rules::armour::ArmourSet::parse(path, &text, &ruleset).unwrap();
    armoury_rules::armour::award(&ruleset, &set).unwrap()
}

/// A stand-in for CUPS's `lpstat` in `dir` (named `lpstat`, executable):
/// for `lpstat -r -d -e` it lists `Office_A4` and `Brother_QL`, the latter
/// the default; other arguments exit 9.
#[cfg(unix)]
pub fn fake_lpstat(dir: &Path) -> std::path::PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let lpstat = dir.join("lpstat");
    std::fs::write(
        &lpstat,
        "#!/bin/sh\n[ \"$*\" = '-r -d -e' ] || exit 9\necho 'scheduler is running'\n\
         echo 'system default destination: Brother_QL'\necho Office_A4\necho Brother_QL\n",
    )
    .unwrap();
    std::fs::set_permissions(&lpstat, std::fs::Permissions::from_mode(0o755)).unwrap();
    lpstat
}
