//! `armoury devices ...`: list ports and profiles, read a live device, replay
//! a captured byte log, and run a simulated device on a pseudo-terminal (on
//! Windows, and with `--in-process`, inside this process, reading it too).
//!
//! `read` and `replay` print one line per reading (`--json`: one JSON object
//! per line with `value`, `unit`, `stable`, `raw` and more); frame errors and
//! connection changes go to stderr. The text is in the language chosen
//! (`--lang`), readings with its decimal separator; the devices' own
//! messages (frame errors, why a link dropped) are shown as they are.

use std::io::Write;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::Context;
use armoury_l10n::{Arg, L10n, numbers};
use clap::{Args as ClapArgs, Subcommand};
use serde_json::json;

use armoury_devices::link::{DeviceEvent, DeviceHandle};
use armoury_devices::profile::Profile;
use armoury_devices::protocol::{Family, Parsed, Parser, Protocol};
use armoury_devices::reading::FrameError;
use armoury_devices::reading::{Reading, Status};
use armoury_devices::simulate::{INTERVAL, Script, Simulator};
use armoury_devices::stability::Stabiliser;

use super::exit;

/// Serial scales and calipers.
#[derive(Debug, ClapArgs)]
pub struct Args {
    #[command(subcommand)]
    command: DevicesCommand,
}

#[derive(Debug, Subcommand)]
enum DevicesCommand {
    /// List serial ports and the available device profiles.
    List {
        /// Machine output.
        #[arg(long)]
        json: bool,
    },
    /// Stream readings from a device.
    Read {
        /// The serial port (e.g. /dev/ttyUSB0, COM3, or a pty path).
        #[arg(long)]
        port: String,
        /// A built-in profile name (see `devices list`) or a path to a .toml profile.
        #[arg(long, default_value = "auto")]
        profile: String,
        /// One JSON object per line.
        #[arg(long)]
        json: bool,
        /// Stop after this many readings.
        #[arg(long)]
        count: Option<u64>,
        /// Only readings that are stable under the profile's policy.
        #[arg(long)]
        stable_only: bool,
    },
    /// Parse a captured byte log as if it came from the device.
    Replay {
        /// The captured bytes.
        file: std::path::PathBuf,
        /// A built-in profile name or a path to a .toml profile.
        #[arg(long, default_value = "auto")]
        profile: String,
        /// One JSON object per line.
        #[arg(long)]
        json: bool,
    },
    /// Run a simulated device on a new pseudo-terminal and print its path
    /// (on Windows, which has none, inside this process, printing its readings).
    Simulate {
        /// The profile whose format the simulated device speaks.
        #[arg(long, default_value = "mt-sics")]
        profile: String,
        /// Seed for the simulated noise.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Run the device inside this process and print its readings, as
        /// `read` would (always so on Windows).
        #[arg(long)]
        in_process: bool,
        /// With --in-process: stop after N readings.
        #[arg(long, requires = "in_process")]
        count: Option<u64>,
        /// With --in-process: one JSON object per line.
        #[arg(long, requires = "in_process")]
        json: bool,
    },
}

/// Runs a `devices` subcommand.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    match args.command {
        DevicesCommand::List { json } => list(json),
        DevicesCommand::Read {
            port,
            profile,
            json,
            count,
            stable_only,
        } => read(&port, &profile, json, count, stable_only),
        DevicesCommand::Replay {
            file,
            profile,
            json,
        } => replay(&file, &profile, json),
        DevicesCommand::Simulate {
            profile,
            seed,
            in_process,
            count,
            json,
        } => {
            if in_process || cfg!(not(unix)) {
                simulate_in_process(&profile, seed, json, count)
            } else {
                simulate(&profile, seed)
            }
        }
    }
}

fn list(json: bool) -> anyhow::Result<ExitCode> {
    let ports = armoury_devices::ports::available().unwrap_or_default();
    let profiles = Profile::shipped()?;
    if json {
        let ports: Vec<_> = ports.iter().map(|p| p.name.clone()).collect();
        let profiles: Vec<_> = profiles
            .iter()
            .map(|p| {
                json!({
                    "name": p.name,
                    "protocol": p.protocol.name(),
                    "description": p.description,
                    "baud": (!is_hid(p)).then_some(p.port.baud),
                })
            })
            .collect();
        println!("{}", json!({ "ports": ports, "profiles": profiles }));
        return Ok(ExitCode::from(exit::OK));
    }
    let l = super::words();
    println!("{}", l.text("ply-devices-ports"));
    if ports.is_empty() {
        println!("  {}", l.text("ply-devices-no-ports"));
    }
    for port in &ports {
        println!(
            "  {}",
            format!("{:<16} {}", port.name, port.what).trim_end()
        );
    }
    println!("{}", l.text("ply-devices-profiles"));
    for p in &profiles {
        let link = if is_hid(p) {
            "USB HID".to_string()
        } else {
            l.format(
                "ply-devices-baud",
                &[("baud", p.port.baud.to_string().into())],
            )
        };
        println!("  {:<16} {link:>11}  {}", p.name, p.description);
    }
    Ok(ExitCode::from(exit::OK))
}

/// Whether a profile reads a USB HID scale (no baud rate).
fn is_hid(profile: &Profile) -> bool {
    profile.protocol == Protocol::Family(Family::HidPos)
}

fn read(
    port: &str,
    profile: &str,
    json: bool,
    count: Option<u64>,
    stable_only: bool,
) -> anyhow::Result<ExitCode> {
    let profile = Profile::resolve(profile)?;
    let device = DeviceHandle::spawn(port, profile, None)?;
    let l = super::words();
    let mut printed = 0u64;
    let mut stdout = std::io::stdout().lock();
    while count.is_none_or(|n| printed < n) {
        let event = device
            .events()
            .recv()
            .with_context(|| l.text("ply-devices-thread-ended"))?;
        match event {
            DeviceEvent::Reading {
                reading,
                stable,
                captured,
            } => {
                if stable_only && !stable {
                    continue;
                }
                print_reading(&mut stdout, &reading, stable, captured.is_some(), json)?;
                printed += 1;
            }
            DeviceEvent::FrameError(error) => eprintln!("{}", frame_error(&error)),
            DeviceEvent::Connected { port } => {
                eprintln!(
                    "{}",
                    l.format("ply-devices-connected", &[("port", port.into())])
                )
            }
            DeviceEvent::Disconnected { reason, retry_in } => {
                let reason = ("reason", Arg::from(reason));
                let line = match retry_in {
                    Some(wait) => {
                        let ms = ("ms", Arg::from(wait.as_millis().to_string()));
                        l.format("ply-devices-disconnected-retrying", &[reason, ms])
                    }
                    None => l.format("ply-devices-disconnected", &[reason]),
                };
                eprintln!("{line}");
            }
            DeviceEvent::Asleep { retry_in } => {
                let ms = ("ms", Arg::from(retry_in.as_millis().to_string()));
                let line = l.format("ply-devices-asleep", &[ms]);
                eprintln!("{line}");
            }
            DeviceEvent::CommandFailed { command, reason } => {
                let line = l.format(
                    "ply-devices-command-failed",
                    &[("command", command.into()), ("reason", reason.into())],
                );
                eprintln!("{line}");
            }
        }
    }
    Ok(ExitCode::from(exit::OK))
}

fn replay(file: &std::path::Path, profile: &str, json: bool) -> anyhow::Result<ExitCode> {
    let profile = Profile::resolve(profile)?;
    let bytes = std::fs::read(file).with_context(|| {
        let path = ("path", Arg::from(file.display().to_string()));
        super::words().format("ply-devices-cannot-read", &[path])
    })?;
    let mut parser = Parser::new(profile.protocol, profile.default_unit);
    let mut stabiliser = Stabiliser::new(profile.stability);
    let mut parsed = parser.parse_all(&bytes);
    parser.end_of_stream(&mut parsed);
    // A log has no timing: readings are taken as one device interval apart.
    let start = Instant::now();
    let mut readings = 0u32;
    let mut stdout = std::io::stdout().lock();
    for item in parsed {
        match item {
            Parsed::Reading(reading) => {
                let at = start + INTERVAL * readings;
                readings += 1;
                let judgement = stabiliser.judge(&reading, at);
                print_reading(
                    &mut stdout,
                    &reading,
                    judgement.stable,
                    judgement.captured.is_some(),
                    json,
                )?;
            }
            Parsed::FrameError(error) => eprintln!("{}", frame_error(&error)),
        }
    }
    if let Some(family) = parser.family() {
        let line = super::words().format(
            "ply-devices-readings",
            &[
                ("count", i64::from(readings).into()),
                ("family", family.to_string().into()),
            ],
        );
        eprintln!("{line}");
    }
    Ok(ExitCode::from(if readings == 0 {
        exit::REJECTED
    } else {
        exit::OK
    }))
}

fn simulate(profile: &str, seed: u64) -> anyhow::Result<ExitCode> {
    let profile = Profile::resolve(profile)?;
    let simulator = Simulator::start(Script::for_profile(&profile, seed))?;
    println!("{}", simulator.path());
    std::io::stdout().flush()?;
    let line = super::words().format(
        "ply-devices-simulating",
        &[
            ("profile", (&profile.name).into()),
            ("port", simulator.path().into()),
        ],
    );
    eprintln!("{line}");
    loop {
        std::thread::sleep(Duration::from_secs(3600));
    }
}

/// A simulated device inside this process, read and printed as `read` does.
fn simulate_in_process(
    profile: &str,
    seed: u64,
    json: bool,
    count: Option<u64>,
) -> anyhow::Result<ExitCode> {
    let resolved = Profile::resolve(profile)?;
    let simulator = Simulator::start_in_process(Script::for_profile(&resolved, seed))?;
    let line = super::words().format(
        "ply-devices-simulating-in-process",
        &[
            ("profile", (&resolved.name).into()),
            ("port", simulator.path().into()),
        ],
    );
    eprintln!("{line}");
    read(simulator.path(), profile, json, count, false)
}

fn print_reading(
    out: &mut impl Write,
    reading: &Reading,
    stable: bool,
    captured: bool,
    json: bool,
) -> anyhow::Result<()> {
    if json {
        let status = match &reading.status {
            Status::Ok => "ok".to_string(),
            Status::Overload => "overload".to_string(),
            Status::Underload => "underload".to_string(),
            Status::Busy => "busy".to_string(),
            Status::DeviceError(code) => format!("error: {code}"),
        };
        let object = json!({
            "value": reading.displayed_value(),
            "unit": reading.unit.map(|u| u.symbol()),
            "stable": stable,
            "raw": reading.raw,
            "status": status,
            "device_stable": reading.stable,
            "dimension": reading.quantity.map(|q| q.dimension()),
            "canonical": reading.quantity.map(|q| q.canonical()),
            "legend": reading.legend,
            "comparator": reading.comparator,
            "captured": captured,
        });
        writeln!(out, "{object}")?;
    } else {
        let l = super::words();
        let state = l.text(if stable {
            "ply-devices-stable"
        } else {
            "ply-devices-unstable"
        });
        let mark = if captured {
            format!("  {}", l.text("ply-devices-captured"))
        } else {
            String::new()
        };
        writeln!(
            out,
            "{:>14}  {state:<8}  [{}]{mark}",
            shown(l, reading),
            reading.raw
        )?;
    }
    out.flush()?;
    Ok(())
}

/// A frame the device sent that could not be read, for standard error.
fn frame_error(error: &FrameError) -> String {
    let l = super::words();
    let error = ("error", Arg::from(armoury::said_errors::frame(l, error)));
    l.format("ply-devices-frame-error", &[error])
}

/// A reading as the display shows it, in the language's way: `384,65 g`,
/// or what the device says instead of a value.
fn shown(l: L10n, reading: &Reading) -> String {
    if reading.displayed_value().is_some() && reading.unit.is_some() {
        return numbers::amounts(l.lang(), &reading.to_string());
    }
    match &reading.status {
        Status::Ok => l.text("ply-devices-no-value"),
        Status::Overload => l.text("ply-devices-overload"),
        Status::Underload => l.text("ply-devices-underload"),
        Status::Busy => l.text("ply-devices-busy"),
        Status::DeviceError(code) => l.format("ply-devices-device-error", &[("code", code.into())]),
    }
}
