//! `armoury-station`, the Start menu's windowed launcher, starts `armoury`
//! from its own folder with its arguments and ends with its exit code.

use std::process::Command;

use crate::common::example;

#[test]
fn the_launcher_runs_armoury_beside_it_with_its_arguments_and_exit_code() {
    let run = |program: &str, args: &[&str]| Command::new(program).args(args).output().unwrap();
    let sword = example("examples/items/sword.toml");
    let launched = run(env!("CARGO_BIN_EXE_armoury-station"), &["check", &sword]);
    let direct = run(env!("CARGO_BIN_EXE_armoury"), &["check", &sword]);
    assert_eq!(launched.status.code(), Some(0));
    assert_eq!(launched.stdout, direct.stdout);
    let refused = run(
        env!("CARGO_BIN_EXE_armoury-station"),
        &["check", "no-such-item.toml"],
    );
    assert_eq!(refused.status.code(), Some(2));
}
