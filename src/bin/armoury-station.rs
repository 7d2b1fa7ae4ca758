//! `armoury-station`: the station window from a desktop shortcut.
//!
//! On Windows a program is either a console program (a console window opens
//! with it) or a windowed one (it cannot print to the terminal it was typed
//! in). `armoury` is the console program: the command line prints where it
//! was started. This one is windowed, for the Start menu: it starts
//! `armoury` from its own folder, with the arguments it was given, in no
//! console window, and ends with its exit code. Elsewhere it starts
//! `armoury` the same way, which is harmless. If `armoury` cannot be
//! started, the reason goes to `armoury-station.log` in the folder the
//! station keeps its database in.
#![cfg_attr(windows, windows_subsystem = "windows")]

use std::process::{Command, ExitCode};

fn main() -> ExitCode {
    match run() {
        Ok(code) => code,
        Err(reason) => {
            log(&reason);
            ExitCode::FAILURE
        }
    }
}

/// Starts `armoury` beside this program and waits for it.
fn run() -> Result<ExitCode, String> {
    let here = std::env::current_exe().map_err(|e| format!("cannot find this program: {e}"))?;
    let armoury = here.with_file_name(format!("armoury{}", std::env::consts::EXE_SUFFIX));
    let mut command = Command::new(&armoury);
    command.args(std::env::args_os().skip(1));
    no_console(&mut command);
    let status = command
        .status()
        .map_err(|e| format!("cannot start {}: {e}", armoury.display()))?;
    Ok(status
        .code()
        .and_then(|code| u8::try_from(code).ok())
        .map_or(ExitCode::FAILURE, ExitCode::from))
}

/// Windows: the console program gets no console window of its own.
#[cfg(windows)]
fn no_console(command: &mut Command) {
    use std::os::windows::process::CommandExt;
    /// `CREATE_NO_WINDOW` from the Win32 process creation flags.
    const CREATE_NO_WINDOW: u32 = 0x0800_0000;
    command.creation_flags(CREATE_NO_WINDOW);
}

#[cfg(not(windows))]
fn no_console(_command: &mut Command) {}

/// Appends `reason` to `armoury-station.log` beside the database; there is
/// no console to print it to.
fn log(reason: &str) {
    use std::io::Write;
    let Some(dir) = dirs::data_dir().map(|dir| dir.join("armoury")) else {
        return;
    };
    let _ = std::fs::create_dir_all(&dir);
    if let Ok(mut file) = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(dir.join("armoury-station.log"))
    {
        let _ = writeln!(file, "armoury-station: {reason}");
    }
}
