//! USB HID scales through the real port code, with a FIFO standing in for
//! `/dev/hidrawN` (this machine has no hidraw nodes): reports become
//! readings and a stable captured weight; status reports come through as
//! statuses; a scale that switches itself off (its node disappears) is
//! "asleep", not an error, and readings resume when it comes back. Then the
//! command line: `devices replay` of a capture, and `devices simulate
//! --profile hid-pos` read back with `devices read`. Timeouts here are waits
//! for events, not performance limits.
#![cfg(target_os = "linux")]

use crate::common;
use std::fs::File;
use std::io::{BufRead, BufReader, Write};
use std::os::unix::fs::OpenOptionsExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Instant;

use armoury_devices::link::{DeviceCommand, DeviceEvent, DeviceHandle};
use armoury_devices::profile::Profile;
use armoury_devices::reading::Status;
use armoury_rules::units::{Grams, Quantity};

use super::WAIT;

/// Makes the FIFO `path` and opens it for reading and writing without
/// blocking, as a scale that is plugged in.
fn plug_in(path: &Path) -> File {
    nix::unistd::mkfifo(path, nix::sys::stat::Mode::S_IRWXU).unwrap();
    std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .custom_flags(nix::libc::O_NONBLOCK)
        .open(path)
        .unwrap()
}

/// Waits for the first event `wanted` accepts, returning what it gives.
fn next<T>(device: &DeviceHandle, mut wanted: impl FnMut(DeviceEvent) -> Option<T>) -> T {
    let deadline = Instant::now() + WAIT;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let event = device
            .events()
            .recv_timeout(left)
            .unwrap_or_else(|e| panic!("no matching event within {WAIT:?}: {e}"));
        if let Some(found) = wanted(event) {
            return found;
        }
    }
}

/// Report id 3, status, unit 2 (g), exponent 0, weight little-endian.
fn grams(status: u8, weight: u16) -> [u8; 6] {
    let [low, high] = weight.to_le_bytes();
    [0x03, status, 0x02, 0x00, low, high]
}

#[test]
fn reports_become_a_captured_weight_and_a_scale_that_sleeps_is_found_again() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("hidraw0");
    let mut scale = plug_in(&path);
    let device = DeviceHandle::spawn(
        path.to_str().unwrap(),
        Profile::resolve("hid-pos").unwrap(),
        None,
    )
    .unwrap();
    next(&device, |e| {
        matches!(e, DeviceEvent::Connected { .. }).then_some(())
    });

    // Empty pan, a sword settling (in motion), then stable at 650 g.
    for report in [grams(2, 0), grams(3, 610), grams(3, 648), grams(4, 650)] {
        scale.write_all(&report).unwrap();
    }
    let (reading, captured) = next(&device, |e| match e {
        DeviceEvent::Reading {
            reading, captured, ..
        } if captured.is_some() => Some((reading, captured)),
        _ => None,
    });
    assert_eq!(captured, Some(Quantity::Mass(Grams(650.0))));
    assert_eq!(reading.raw, "03 04 02 00 8a 02");

    // Over the weight limit: a status, not a value.
    scale.write_all(&grams(6, 0)).unwrap();
    let status = next(&device, |e| match e {
        DeviceEvent::Reading { reading, .. } => Some(reading.status),
        _ => None,
    });
    assert_eq!(status, Status::Overload);

    // HID scales take no commands.
    device.send(DeviceCommand::Tare);
    next(&device, |e| {
        matches!(e, DeviceEvent::CommandFailed { .. }).then_some(())
    });

    // The scale switches itself off: its node disappears.
    std::fs::remove_file(&path).unwrap();
    drop(scale);
    next(&device, |e| match e {
        DeviceEvent::Asleep { .. } => Some(()),
        DeviceEvent::Disconnected { reason, .. } => panic!("an error, not asleep: {reason}"),
        _ => None,
    });
    // Still off at the next look: asleep again, never an error.
    next(&device, |e| match e {
        DeviceEvent::Asleep { .. } => Some(()),
        DeviceEvent::Disconnected { reason, .. } => panic!("an error, not asleep: {reason}"),
        _ => None,
    });

    // It wakes: the node is back and readings resume.
    let mut scale = plug_in(&path);
    next(&device, |e| {
        matches!(e, DeviceEvent::Connected { .. }).then_some(())
    });
    scale.write_all(&grams(4, 1200)).unwrap();
    let value = next(&device, |e| match e {
        DeviceEvent::Reading { reading, .. } => Some(reading.quantity),
        _ => None,
    });
    assert_eq!(value, Some(Quantity::Mass(Grams(1200.0))));
}

#[test]
fn a_node_that_cannot_be_read_is_an_error_not_sleep() {
    let dir = tempfile::tempdir().unwrap();
    // A directory where the node should be: it opens, but reading it fails.
    let path = dir.path().join("hidraw1");
    std::fs::create_dir(&path).unwrap();
    let device = DeviceHandle::spawn(
        path.to_str().unwrap(),
        Profile::resolve("hid-pos").unwrap(),
        None,
    )
    .unwrap();
    let reason = next(&device, |e| match e {
        DeviceEvent::Disconnected { reason, .. } => Some(reason),
        DeviceEvent::Asleep { .. } => panic!("a node that exists is not asleep"),
        _ => None,
    });
    assert!(reason.contains("Is a directory"), "{reason}");
}

#[test]
fn replay_reads_a_capture_of_reports() {
    let dir = tempfile::tempdir().unwrap();
    let capture = dir.path().join("scale.bin");
    let mut bytes = Vec::new();
    for report in [grams(3, 300), grams(4, 650), grams(4, 650), grams(5, 0)] {
        bytes.extend(report);
    }
    // A DYMO in ounce mode: 0x00e5 = 229 tenths, 22.9 oz.
    bytes.extend([0x03, 0x04, 0x0b, 0xff, 0xe5, 0x00]);
    std::fs::write(&capture, &bytes).unwrap();
    let out = common::armoury(&[
        "devices",
        "replay",
        capture.to_str().unwrap(),
        "--profile",
        "hid-pos",
    ]);
    let text = common::ok(&out);
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    assert_eq!(
        lines,
        [
            "300 g  unstable  [03 03 02 00 2c 01]",
            "650 g  stable    [03 04 02 00 8a 02]  <- captured",
            "650 g  stable    [03 04 02 00 8a 02]",
            "underload  unstable  [03 05 02 00 00 00]",
            "22.9 oz  stable    [03 04 0b ff e5 00]",
        ]
    );
}

#[test]
fn a_simulated_hid_scale_is_read_by_the_command_line() {
    let mut simulator = crate::common::command()
        .args(["devices", "simulate", "--profile", "hid-pos"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut path = String::new();
    BufReader::new(simulator.stdout.take().unwrap())
        .read_line(&mut path)
        .unwrap();
    let path = path.trim().to_string();
    assert!(path.ends_with("hidraw-sim"), "{path}");
    let out = common::armoury(&[
        "devices",
        "read",
        "--port",
        &path,
        "--profile",
        "hid-pos",
        "--json",
        "--stable-only",
        "--count",
        "3",
    ]);
    simulator.kill().unwrap();
    simulator.wait().unwrap();
    // Killed, the simulator leaves its FIFO's directory behind.
    let _ = std::fs::remove_dir_all(Path::new(&path).parent().unwrap());
    let text = common::ok(&out);
    assert_eq!(text.lines().count(), 3, "{text}");
    for line in text.lines() {
        let reading: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(reading["stable"], true, "{line}");
        assert!(
            reading["raw"].as_str().unwrap().starts_with("03 0"),
            "{line}"
        );
    }
}

#[test]
fn the_udev_rule_matches_weighing_devices_by_their_descriptor() {
    let rules =
        std::fs::read_to_string(common::example("hardware/udev/60-armoury-hid-scales.rules"))
            .unwrap();
    let program = rules
        .lines()
        .find_map(|line| line.split_once("PROGRAM=\"")?.1.split_once('"'))
        .map(|(program, _)| program)
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    // udev runs PROGRAM with %p = the node's sysfs path under /sys.
    let matches = |descriptor: &[u8]| {
        let device = dir.path().join("hidraw0/device");
        std::fs::create_dir_all(&device).unwrap();
        std::fs::write(device.join("report_descriptor"), descriptor).unwrap();
        let command = program.replace("/sys%p", &dir.path().join("hidraw0").display().to_string());
        Command::new("/bin/sh")
            .args(["-c", &command])
            .status()
            .unwrap()
            .success()
    };
    // Usage Page (Weighing Devices), Usage (Scale Device)...
    assert!(matches(&[0x05, 0x8D, 0x09, 0x20, 0xA1, 0x01]));
    // Usage Page (Generic Desktop), Usage (Keyboard)...
    assert!(!matches(&[0x05, 0x01, 0x09, 0x06, 0xA1, 0x01]));
}
