//! Simulated devices for `--demo`: a scale and a caliper on their own
//! threads, so a newcomer sees values arrive live, settle and be captured.
//!
//! [`DemoDevice::spawn`] starts a thread that plays a fixed script (a sword's
//! measures: 22 mm former, 15 mm and 55 mm padding; 650 g) and sends
//! [`DeviceUpdate`]s over a channel, calling the waker after each. The
//! station drains it like any [`MeasurementSource`].

use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::thread::JoinHandle;
use std::time::Duration;

use super::measure::{
    DeviceAction, DeviceUpdate, Link, Measurement, MeasurementSource, Phase, Source,
};
use super::worker::Waker;
use crate::rules::units::{Grams, Millimetres, Quantity};

/// How often the simulated device sends.
const TICK: Duration = Duration::from_millis(150);

/// A simulated device.
pub struct DemoDevice {
    source: Source,
    updates: Receiver<DeviceUpdate>,
    commands: Sender<DeviceAction>,
    thread: Option<JoinHandle<()>>,
}

impl DemoDevice {
    /// Starts the simulated `source`.
    pub fn spawn(source: Source, waker: Waker) -> DemoDevice {
        let (update_tx, update_rx) = mpsc::channel();
        let (command_tx, command_rx) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name(format!("demo {}", source.name()))
            .spawn(move || play(source, update_tx, command_rx, waker))
            .ok();
        DemoDevice {
            source,
            updates: update_rx,
            commands: command_tx,
            thread,
        }
    }
}

impl MeasurementSource for DemoDevice {
    fn source(&self) -> Source {
        self.source
    }

    fn drain(&mut self) -> Vec<DeviceUpdate> {
        if self.thread.is_none() {
            return vec![DeviceUpdate::Link {
                source: self.source,
                name: format!("demo {}", self.source.name()),
                link: Link::Disconnected {
                    reason: "the simulator thread could not start".into(),
                },
            }];
        }
        self.updates.try_iter().collect()
    }

    fn act(&mut self, action: DeviceAction) {
        let _ = self.commands.send(action);
    }
}

impl Drop for DemoDevice {
    fn drop(&mut self) {
        let _ = self.commands.send(DeviceAction::Disconnect);
        // Dropping the sender ends the thread at its next tick.
        let (closed, _) = mpsc::channel();
        self.commands = closed;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The script: what is put on the device, one after another.
fn script(source: Source) -> Vec<Quantity> {
    match source {
        Source::Scale => [650.0, 285.0, 1180.0]
            .map(|g| Quantity::Mass(Grams(g)))
            .to_vec(),
        Source::Caliper => [22.0, 15.0, 55.0]
            .map(|mm| Quantity::Length(Millimetres(mm)))
            .to_vec(),
    }
}

fn scaled(q: Quantity, factor: f64) -> Quantity {
    match q {
        Quantity::Mass(Grams(g)) => Quantity::Mass(Grams(g * factor)),
        Quantity::Length(Millimetres(mm)) => Quantity::Length(Millimetres(mm * factor)),
        Quantity::Force(f) => Quantity::Force(f),
    }
}

fn play(
    source: Source,
    updates: Sender<DeviceUpdate>,
    commands: Receiver<DeviceAction>,
    waker: Waker,
) {
    let name = format!("demo {}", source.name());
    let send = |update: DeviceUpdate| {
        let ok = updates.send(update).is_ok();
        waker();
        ok
    };
    let link = |link| DeviceUpdate::Link {
        source,
        name: name.clone(),
        link,
    };
    if !send(link(Link::Connected)) {
        return;
    }
    let items = script(source);
    let mut connected = true;
    let mut tick: u64 = 0;
    loop {
        match commands.try_recv() {
            Ok(DeviceAction::Disconnect) => {
                connected = false;
                send(link(Link::Disconnected {
                    reason: "disconnected by the marshal".into(),
                }));
            }
            Ok(DeviceAction::Connect) if !connected => {
                connected = true;
                send(link(Link::Connected));
            }
            Ok(DeviceAction::Zero | DeviceAction::Tare) => {
                send(DeviceUpdate::Raw {
                    source,
                    line: "<zeroed>".into(),
                });
            }
            Ok(DeviceAction::Connect) | Err(TryRecvError::Empty) => {}
            Err(TryRecvError::Disconnected) => return,
        }
        std::thread::sleep(TICK);
        if !connected {
            continue;
        }
        // A cycle of 30 ticks per item: 6 settling, 14 steady (captured at the
        // 3rd steady tick), 10 empty.
        let item = items[(tick / 30) as usize % items.len()];
        let step = tick % 30;
        tick += 1;
        let (value, phase) = match step {
            0..6 => (scaled(item, 0.9 + 0.02 * step as f64), Phase::Unstable),
            8 => (item, Phase::Captured),
            6..20 => (item, Phase::Stable),
            _ => continue,
        };
        let line = format!(
            "{:>9.2} {}",
            value.in_unit(value.dimension().canonical_unit()),
            value.dimension().canonical_unit()
        );
        let ok = send(DeviceUpdate::Raw { source, line })
            && send(DeviceUpdate::Value(Measurement {
                source,
                value,
                phase,
            }));
        if !ok {
            return;
        }
    }
}
