//! Scales and calipers through the real port code: ptys, a FIFO for hidraw, the adapter's firmware.

mod caliper_firmware;
mod hid_fifo;
mod in_process;
mod serial_pty;

use std::time::{Duration, Instant};

use armoury_devices::link::{DeviceCommand, DeviceEvent, DeviceHandle};
use armoury_devices::profile::Profile;
use armoury_devices::reading::Status;
use armoury_devices::simulate::Simulator;
use armoury_rules::units::Quantity;

/// How long to wait for an event: a bound on a hang, not a performance limit.
const WAIT: Duration = Duration::from_secs(15);

/// Collects events until `done` says so (or fails after [`WAIT`]).
pub(super) fn until(
    device: &DeviceHandle,
    mut done: impl FnMut(&DeviceEvent, &[DeviceEvent]) -> bool,
) -> Vec<DeviceEvent> {
    let deadline = Instant::now() + WAIT;
    let mut seen = Vec::new();
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let event = device
            .events()
            .recv_timeout(left)
            .unwrap_or_else(|e| panic!("no event within {WAIT:?} ({e}); seen: {seen:#?}"));
        let stop = done(&event, &seen);
        seen.push(event);
        if stop {
            return seen;
        }
    }
}

pub(super) fn connected(device: &DeviceHandle) {
    until(device, |e, _| matches!(e, DeviceEvent::Connected { .. }));
}

pub(super) fn readings(events: &[DeviceEvent]) -> Vec<(f64, Status, Option<bool>)> {
    events
        .iter()
        .filter_map(|e| match e {
            DeviceEvent::Reading { reading, .. } => Some((
                reading.quantity.map_or(f64::NAN, Quantity::canonical),
                reading.status.clone(),
                reading.stable,
            )),
            _ => None,
        })
        .collect()
}

pub(super) fn count_readings(n: usize) -> impl FnMut(&DeviceEvent, &[DeviceEvent]) -> bool {
    let mut count = 0;
    move |e, _| {
        if matches!(e, DeviceEvent::Reading { .. }) {
            count += 1;
        }
        count >= n
    }
}

/// A simulated caliper that answers requests gives the script's three
/// touches, in order, one per request (on whichever port it runs).
pub(super) fn three_requests_get_three_touches(simulator: &Simulator, profile: Profile) {
    let device = DeviceHandle::spawn(simulator.path(), profile, None).unwrap();
    connected(&device);
    let mut touches = Vec::new();
    for _ in 0..3 {
        device.send(DeviceCommand::RequestReading);
        touches.push(readings(&until(&device, count_readings(1)))[0].0);
    }
    assert_eq!(touches, [22.5, 15.24, 55.5]);
}
