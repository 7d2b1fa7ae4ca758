//! The port thread over real pseudo-terminals (`TTYPort::pair()`): every
//! shipped profile end to end, a port that closes mid-line and comes back,
//! garbage, floods, overload/underload, unit switches, a silent device, and
//! commands. Pair creation is not thread-safe, so every test holds [`PTY`].
//! Timeouts here are waits for events, not performance limits.
#![cfg(unix)]

use std::io::{Read, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::{WAIT, connected, count_readings, readings, three_requests_get_three_touches, until};
use armoury_devices::link::{DeviceCommand, DeviceEvent, DeviceHandle};
use armoury_devices::profile::{Profile, SHIPPED, StabilityPolicy};
use armoury_devices::protocol::encode::{Sample, encode};
use armoury_devices::protocol::{Family, Protocol};
use armoury_devices::reading::{FrameErrorKind, Status};
use armoury_devices::simulate::{Script, Simulator};
use armoury_rules::units::Unit;
use serialport::{SerialPort, TTYPort};

static PTY: Mutex<()> = Mutex::new(());

fn serial() -> MutexGuard<'static, ()> {
    PTY.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

struct Pty {
    master: TTYPort,
    _slave: TTYPort,
    path: String,
}

fn pty() -> Pty {
    let (mut master, slave) = TTYPort::pair().expect("pty pair");
    master.set_timeout(Duration::from_secs(5)).unwrap();
    let path = slave.name().expect("pty name");
    Pty {
        master,
        _slave: slave,
        path,
    }
}

fn spawn(path: &str, profile: &str) -> DeviceHandle {
    DeviceHandle::spawn(path, Profile::resolve(profile).unwrap(), None).unwrap()
}

#[test]
fn every_profile_end_to_end() {
    let _guard = serial();
    for (name, _) in SHIPPED {
        let profile = Profile::resolve(name).unwrap();
        // Calipers that send on a button press capture every value; scales once per load.
        let captures = if profile.stability.policy == StabilityPolicy::Each {
            6
        } else {
            1
        };
        let family = match profile.protocol {
            Protocol::Family(f) => f,
            Protocol::Auto => Family::StGs,
        };
        let unit = if family.is_caliper() {
            Unit::Millimetre
        } else {
            Unit::Gram
        };
        // A HID scale (read here through a pty by the HID port code) weighs whole grams.
        let load = if family == Family::HidPos {
            246.0
        } else {
            245.6
        };
        let mut p = pty();
        let device = DeviceHandle::spawn(&p.path, profile, None).unwrap();
        connected(&device);
        // The tail of a line sent before we opened, with line noise.
        let mut bytes = b"\xfe.5 g\r\n".to_vec();
        for value in [0.0, 245.6, 245.6, 245.6, 245.6, 245.6, 245.6] {
            bytes.extend(encode(
                family,
                Sample::Value {
                    value,
                    unit,
                    stable: true,
                },
            ));
        }
        p.master.write_all(&bytes).unwrap();
        let events = until(&device, count_readings(7));
        let values: Vec<f64> = readings(&events).iter().map(|r| r.0).collect();
        let want = [0.0, load, load, load, load, load, load];
        assert_eq!(values.len(), want.len(), "{name}: {values:?}");
        assert!(
            values
                .iter()
                .zip(want)
                .all(|(got, want)| (got - want).abs() < 1e-6),
            "{name}: {values:?}"
        );
        let captured: Vec<f64> = events
            .iter()
            .filter_map(|e| match e {
                DeviceEvent::Reading {
                    captured: Some(q), ..
                } => Some(q.canonical()),
                _ => None,
            })
            .collect();
        assert_eq!(captured.len(), captures, "{name}: captured {captured:?}");
        assert!(captured.iter().all(|c| (c - load).abs() < 1e-6), "{name}");
    }
}

#[test]
fn a_port_closing_mid_line_disconnects_then_reconnects_when_it_returns() {
    let _guard = serial();
    let dir = tempfile::tempdir().unwrap();
    let link = dir.path().join("scale");
    let mut first = pty();
    std::os::unix::fs::symlink(&first.path, &link).unwrap();
    let device = spawn(link.to_str().unwrap(), "mt-sics");
    connected(&device);
    first
        .master
        .write_all(b"S S   100.00 g\r\nS S   12")
        .unwrap();
    until(&device, count_readings(1));
    drop(first);
    let events = until(&device, |e, _| {
        matches!(e, DeviceEvent::Disconnected { .. })
    });
    assert!(
        events.iter().any(|e| matches!(e, DeviceEvent::FrameError(f) if f.kind == FrameErrorKind::Truncated && f.raw == "S S   12")),
        "{events:#?}"
    );
    // The device comes back (a new pty behind the same path).
    let mut second = pty();
    std::fs::remove_file(&link).unwrap();
    std::os::unix::fs::symlink(&second.path, &link).unwrap();
    let events = until(&device, |e, _| matches!(e, DeviceEvent::Connected { .. }));
    assert!(
        events
            .iter()
            .all(|e| !matches!(e, DeviceEvent::Reading { .. }))
    );
    second.master.write_all(b"S S   42.00 g\r\n").unwrap();
    let events = until(&device, count_readings(1));
    assert_eq!(readings(&events)[0].0, 42.0);
    // The half line of the old connection did not join the new one.
    assert!(
        events
            .iter()
            .all(|e| !matches!(e, DeviceEvent::FrameError(_))),
        "{events:#?}"
    );
}

#[test]
fn a_missing_port_is_retried_with_growing_backoff() {
    let _guard = serial();
    let device = spawn("/dev/armoury-no-such-port", "plain");
    let events = until(&device, |_, seen| seen.len() >= 2);
    let waits: Vec<Duration> = events
        .iter()
        .map(|e| match e {
            DeviceEvent::Disconnected {
                retry_in: Some(w),
                reason,
            } => {
                assert!(reason.contains("/dev/armoury-no-such-port"), "{reason}");
                *w
            }
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(waits, [100, 200, 400].map(Duration::from_millis));
}

#[test]
fn garbage_is_reported_and_parsing_resumes() {
    let _guard = serial();
    let mut p = pty();
    let device = spawn(&p.path, "ad");
    connected(&device);
    p.master
        .write_all(b"\x00\x7f\xfe\xff%%\r\nST,+00012.50  g\r\n")
        .unwrap();
    let events = until(&device, count_readings(1));
    let errors: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            DeviceEvent::FrameError(f) => Some(f.raw.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(errors, ["\\x00\\x7f\\xfe\\xff%%"]);
    assert_eq!(readings(&events)[0].0, 12.5);
}

#[test]
fn floods_are_bounded_and_fast_streams_lose_nothing() {
    let _guard = serial();
    let mut p = pty();
    let device = spawn(&p.path, "plain");
    connected(&device);
    p.master.write_all(&vec![b'9'; 200_000]).unwrap();
    p.master.write_all(b"\r\n").unwrap();
    let mut lines = Vec::new();
    for i in 0..3000 {
        lines.extend(format!("{i} g\r\n").into_bytes());
    }
    p.master.write_all(&lines).unwrap();
    let events = until(&device, count_readings(3000));
    let too_long = events
        .iter()
        .filter(|e| matches!(e, DeviceEvent::FrameError(f) if f.kind == FrameErrorKind::TooLong))
        .count();
    assert_eq!(too_long, 1);
    let values: Vec<f64> = readings(&events).iter().map(|r| r.0).collect();
    assert_eq!(values, (0..3000).map(f64::from).collect::<Vec<_>>());
}

#[test]
fn overload_underload_and_unit_switches() {
    let _guard = serial();
    let mut p = pty();
    let device = spawn(&p.path, "mt-sics");
    connected(&device);
    p.master
        .write_all(b"S +\r\nS -\r\nS S 100.0 g\r\nS S 0.1000 kg\r\nS D 0.2205 lb\r\nS S 3.5274 oz\r\nS S -0.0500 kg\r\n")
        .unwrap();
    let got = readings(&until(&device, count_readings(7)));
    assert_eq!(got[0].1, Status::Overload);
    assert_eq!(got[1].1, Status::Underload);
    for (value, _, _) in &got[2..6] {
        assert!((value - 100.0).abs() < 0.05, "{got:?}");
    }
    assert_eq!(got[4].2, Some(false));
    assert_eq!(got[6].0, -50.0);
}

/// Reads from the device side until `byte` arrives (or fails after [`WAIT`]).
fn await_byte(master: &mut TTYPort, byte: u8) {
    let deadline = Instant::now() + WAIT;
    let mut seen = Vec::new();
    while Instant::now() < deadline {
        let mut buf = [0u8; 16];
        if let Ok(n) = master.read(&mut buf) {
            seen.extend_from_slice(&buf[..n]);
            if seen.contains(&byte) {
                return;
            }
        }
    }
    panic!("no {byte:#04x} from the station; got {seen:?}");
}

/// The CAS handshake as the manual describes it (ENQ, ACK, DC1, frame), with
/// the frame written out from the manual rather than by our encoder (see
/// `cas_frames_from_the_manual` in the parser tests for the sources).
#[test]
fn a_cas_scale_answers_the_handshake_with_the_manuals_frame() {
    let _guard = serial();
    let mut p = pty();
    let device = spawn(&p.path, "cas");
    connected(&device);
    await_byte(&mut p.master, 0x05); // ENQ
    p.master.write_all(&[0x06]).unwrap(); // ACK
    await_byte(&mut p.master, 0x11); // DC1
    // SOH STX, stable, positive, 1.234 kg, BCC 0x65 ('e'), ETX EOT.
    p.master.write_all(b"\x01\x02S 01.234kge\x03\x04").unwrap();
    let events = until(&device, count_readings(1));
    let got = readings(&events);
    assert!(
        matches!(got.as_slice(), [(g, Status::Ok, Some(true))] if (g - 1234.0).abs() < 1e-6),
        "{got:?}"
    );
}

#[test]
fn a_silent_device_stays_connected_and_answers_commands() {
    let _guard = serial();
    let mut p = pty();
    let wakes = Arc::new(AtomicUsize::new(0));
    let counter = Arc::clone(&wakes);
    let waker: armoury_devices::link::Waker = Arc::new(move || {
        counter.fetch_add(1, Ordering::SeqCst);
    });
    let device =
        DeviceHandle::spawn(&p.path, Profile::resolve("mt-sics").unwrap(), Some(waker)).unwrap();
    connected(&device);
    // Silence is not a disconnect.
    std::thread::sleep(Duration::from_millis(500));
    assert!(device.events().try_recv().is_err());
    assert!(device.send(DeviceCommand::Zero));
    assert!(device.send(DeviceCommand::Tare));
    assert!(device.send(DeviceCommand::RequestReading));
    // The poll on connect, then the three commands, arrive at the device.
    let mut received = Vec::new();
    let deadline = Instant::now() + WAIT;
    let want = b"SIR\r\nZ\r\nT\r\nSI\r\n";
    while received.len() < want.len() && Instant::now() < deadline {
        let mut buf = [0u8; 64];
        if let Ok(n) = p.master.read(&mut buf) {
            received.extend_from_slice(&buf[..n]);
        }
    }
    assert_eq!(received, want);
    p.master.write_all(b"S S   7.0 g\r\n").unwrap();
    until(&device, count_readings(1));
    // The waker runs just after each send: wait for it, then check the count.
    let deadline = Instant::now() + WAIT;
    while wakes.load(Ordering::SeqCst) < 2 && Instant::now() < deadline {
        std::thread::yield_now();
    }
    assert_eq!(wakes.load(Ordering::SeqCst), 2, "one wake per event");

    // A command the profile lacks is refused, not sent.
    let plain_pty = pty();
    let plain = spawn(&plain_pty.path, "plain");
    connected(&plain);
    plain.send(DeviceCommand::Tare);
    let events = until(&plain, |e, _| {
        matches!(e, DeviceEvent::CommandFailed { .. })
    });
    assert!(
        matches!(events.last(), Some(DeviceEvent::CommandFailed { command, .. }) if command == "tare")
    );
}

#[test]
fn close_and_open_commands() {
    let _guard = serial();
    let mut p = pty();
    let device = spawn(&p.path, "plain");
    connected(&device);
    device.send(DeviceCommand::Close);
    let events = until(&device, |e, _| {
        matches!(e, DeviceEvent::Disconnected { .. })
    });
    assert!(matches!(
        events.last(),
        Some(DeviceEvent::Disconnected { retry_in: None, .. })
    ));
    device.send(DeviceCommand::Open { port: None });
    connected(&device);
    p.master.write_all(b"3 g\r\n").unwrap();
    assert_eq!(readings(&until(&device, count_readings(1)))[0].0, 3.0);
}

#[test]
fn simulators_feed_a_device_in_process() {
    let _guard = serial();
    for profile in ["st-gs", "caliper-adapter", "cas"] {
        let profile = Profile::resolve(profile).unwrap();
        let simulator = Simulator::start(Script::for_profile(&profile, 3)).unwrap();
        let device = DeviceHandle::spawn(simulator.path(), profile.clone(), None).unwrap();
        let events = until(&device, |e, _| {
            matches!(
                e,
                DeviceEvent::Reading {
                    captured: Some(_),
                    ..
                }
            )
        });
        assert!(
            events
                .iter()
                .any(|e| matches!(e, DeviceEvent::Connected { .. })),
            "{}",
            profile.name
        );
    }
}

#[test]
fn a_simulated_caliper_answers_each_request_with_its_next_touch() {
    let _guard = serial();
    let profile = Profile::resolve("sylvac").unwrap();
    let simulator =
        Simulator::start(Script::for_profile(&profile, 3).answering_requests()).unwrap();
    three_requests_get_three_touches(&simulator, profile);
}
