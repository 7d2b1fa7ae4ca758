//! Simulated devices on in-process ports (`sim:N`), the way `--demo` and
//! `devices simulate` run where there are no pseudo-terminals (Windows):
//! every shipped profile's simulated device read by the real port thread,
//! a caliper answering requests, and a device that goes away and is
//! looked for again. These run on every system. Timeouts here are waits for
//! events, not performance limits.

use super::{count_readings, readings, three_requests_get_three_touches, until};
use armoury_devices::link::{DeviceEvent, DeviceHandle};
use armoury_devices::profile::{Profile, SHIPPED};
use armoury_devices::simulate::{Script, Simulator};

#[test]
fn every_shipped_profile_reads_its_simulated_device_in_process() {
    for (name, _) in SHIPPED {
        let profile = Profile::resolve(name).unwrap();
        let simulator = Simulator::start_in_process(Script::for_profile(&profile, 5)).unwrap();
        assert!(simulator.path().starts_with("sim:"), "{}", simulator.path());
        let device = DeviceHandle::spawn(simulator.path(), profile.clone(), None).unwrap();
        let events = until(&device, count_readings(1));
        assert!(
            matches!(events[0], DeviceEvent::Connected { .. }),
            "{name}: {events:#?}"
        );
        let values = readings(&events);
        assert!(
            values.iter().all(|(value, ..)| value.is_finite()),
            "{name}: {values:?}"
        );
    }
}

#[test]
fn a_scale_in_process_completes_an_auto_capture() {
    let profile = Profile::resolve("mt-sics").unwrap();
    let simulator = Simulator::start_in_process(Script::for_profile(&profile, 3)).unwrap();
    let device = DeviceHandle::spawn(simulator.path(), profile, None).unwrap();
    let events = until(&device, |e, _| {
        matches!(
            e,
            DeviceEvent::Reading {
                captured: Some(_),
                ..
            }
        )
    });
    // The script puts 245.6 g on the scale first.
    let Some(DeviceEvent::Reading {
        captured: Some(weight),
        ..
    }) = events.last()
    else {
        panic!("{events:#?}")
    };
    assert!((weight.canonical() - 245.6).abs() < 2.0, "{weight:?}");
}

#[test]
fn a_caliper_in_process_answers_each_request_with_its_next_touch() {
    let profile = Profile::resolve("sylvac").unwrap();
    let simulator =
        Simulator::start_in_process(Script::for_profile(&profile, 3).answering_requests()).unwrap();
    three_requests_get_three_touches(&simulator, profile);
}

#[test]
fn a_device_that_goes_away_is_reported_and_looked_for_again() {
    let profile = Profile::resolve("mt-sics").unwrap();
    let simulator = Simulator::start_in_process(Script::for_profile(&profile, 3)).unwrap();
    let path = simulator.path().to_string();
    let device = DeviceHandle::spawn(&path, profile, None).unwrap();
    until(&device, count_readings(1));
    drop(simulator);
    let events = until(&device, |e, seen| {
        matches!(e, DeviceEvent::Disconnected { .. })
            && seen
                .iter()
                .chain([e])
                .filter(|e| matches!(e, DeviceEvent::Disconnected { .. }))
                .count()
                >= 2
    });
    let reasons: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            DeviceEvent::Disconnected { reason, retry_in } => Some((reason.clone(), *retry_in)),
            _ => None,
        })
        .collect();
    assert_eq!(reasons[0].0, "end of file", "{reasons:?}");
    assert!(
        reasons[1]
            .0
            .contains(&format!("no in-process device {path}")),
        "{reasons:?}"
    );
    assert!(reasons.iter().all(|(_, retry)| retry.is_some()));
}

#[test]
fn the_command_line_simulates_and_reads_a_device_in_process() {
    let out = crate::common::armoury(&[
        "devices",
        "simulate",
        "--in-process",
        "--profile",
        "st-gs",
        "--count",
        "3",
        "--json",
    ]);
    let text = crate::common::ok(&out);
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert!(lines.iter().all(|l| l["value"].is_number()), "{text}");
    assert!(
        crate::common::stderr(&out).contains("inside this process"),
        "{}",
        crate::common::stderr(&out)
    );
}
