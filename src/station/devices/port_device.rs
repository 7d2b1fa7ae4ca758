//! Serial scales and calipers as station devices.
//!
//! [`PortDevice`] wraps the devices module's port thread
//! ([`DeviceHandle`]) as a [`MeasurementSource`]: each [`DeviceEvent`] becomes
//! [`DeviceUpdate`]s — a reading's raw frame for the Devices panel and its
//! value through [`Measurement::from_reading`], connect and disconnect as
//! [`Link`] changes, frame and command errors in plain words. A reading
//! without a value (overload, under zero, a scale that needs calibration)
//! and a USB HID scale that switched itself off become [`Link::Says`] in
//! words, not errors. The station's own words are in the language it
//! drains in (`station-work.ftl`); the devices module's reasons stay as it
//! words them. The port thread calls the GUI's waker after every event.
//! HID scales come through here too: the port thread opens them.
//!
//! [`PortDevice::simulated`] (used by `--demo` and the Devices panel)
//! starts the devices module's own [`Simulator`] on a pseudo-terminal and
//! opens it through the same path, so the demo exercises the real serial
//! code.

use crate::station::devices::measure::{
    DeviceAction, DeviceUpdate, Link, Measurement, MeasurementSource, Source,
};
use crate::station::worker::Repaint;
use armoury_devices::link::{DeviceCommand, DeviceEvent, DeviceHandle, SpawnError};
use armoury_devices::profile::{Profile, ProfileError};
use armoury_devices::reading::Status;
use armoury_devices::simulate::{Script, Simulator, SimulatorError};
use armoury_l10n::L10n;

/// The profile used when the Devices panel names none.
pub const DEFAULT_PROFILE: &str = "auto";

/// Why a device could not be started.
#[derive(Debug, thiserror::Error)]
pub enum PortDeviceError {
    /// No port was given for this device.
    #[error("{}: type the port first (e.g. /dev/ttyUSB0)", device.name())]
    NoPort { device: Source },
    /// The device profile could not be read.
    #[error("device profile: {0}")]
    Profile(#[source] ProfileError),
    /// The port thread could not start.
    #[error(transparent)]
    Spawn(SpawnError),
    /// The simulator could not start.
    #[error("simulated device: {0}")]
    Simulator(#[source] SimulatorError),
}

impl PortDeviceError {
    /// The error for the marshal, in `l10n`'s language.
    pub fn words(&self, l10n: L10n) -> String {
        match self {
            PortDeviceError::NoPort { device } => {
                l10n.format("wrk-no-port", &[("device", device.title(l10n).into())])
            }
            PortDeviceError::Profile(e) => {
                let error = crate::said_errors::or_display(l10n, e);
                l10n.format("wrk-profile-error", &[("error", error.into())])
            }
            PortDeviceError::Spawn(e) => crate::said_errors::or_display(l10n, e),
            PortDeviceError::Simulator(e) => {
                let error = crate::said_errors::or_display(l10n, e);
                l10n.format("wrk-simulator-error", &[("error", error.into())])
            }
        }
    }
}

/// A scale or caliper on a serial port (or a simulator's pseudo-terminal).
pub struct PortDevice {
    source: Source,
    port: String,
    handle: DeviceHandle,
    /// Kept alive while the device is attached; dropped after the handle.
    _simulator: Option<Simulator>,
}

impl PortDevice {
    /// Opens `port` with the profile `profile` (a shipped name or a file;
    /// empty for [`DEFAULT_PROFILE`]).
    pub fn open(
        source: Source,
        port: &str,
        profile: &str,
        waker: Repaint,
    ) -> Result<PortDevice, PortDeviceError> {
        let port = port.trim();
        if port.is_empty() {
            return Err(PortDeviceError::NoPort { device: source });
        }
        let profile = match profile.trim() {
            "" => DEFAULT_PROFILE,
            name => name,
        };
        let profile = Profile::resolve(profile).map_err(PortDeviceError::Profile)?;
        let handle =
            DeviceHandle::spawn(port, profile, Some(waker)).map_err(PortDeviceError::Spawn)?;
        Ok(PortDevice {
            source,
            port: port.to_string(),
            handle,
            _simulator: None,
        })
    }

    /// Starts the devices module's simulator for `source` (an MT-SICS scale
    /// or a Sylvac caliper) and opens its pseudo-terminal. The caliper sends
    /// only when asked (F6), so its touches land in the field the marshal
    /// is on rather than whenever the script comes round.
    pub fn simulated(source: Source, waker: Repaint) -> Result<PortDevice, PortDeviceError> {
        PortDevice::simulated_as(source, "", waker)
    }

    /// Like [`PortDevice::simulated`], but a scale simulated as `hid-pos`
    /// is a USB HID scale (on a FIFO standing in for `/dev/hidrawN`, read by
    /// the HID port code); any other name gives the default simulators.
    pub fn simulated_as(
        source: Source,
        profile: &str,
        waker: Repaint,
    ) -> Result<PortDevice, PortDeviceError> {
        let name = match (source, profile.trim()) {
            (Source::Scale, "hid-pos") => "hid-pos",
            (Source::Scale, _) => "mt-sics",
            (Source::Caliper, _) => "sylvac",
        };
        let profile = Profile::resolve(name).map_err(PortDeviceError::Profile)?;
        let script = match source {
            Source::Scale => Script::for_profile(&profile, 7),
            Source::Caliper => Script::for_profile(&profile, 7).answering_requests(),
        };
        let simulator = Simulator::start(script).map_err(PortDeviceError::Simulator)?;
        let mut device = PortDevice::open(source, simulator.path(), name, waker)?;
        device._simulator = Some(simulator);
        Ok(device)
    }
}

/// What one event of the device on `port` means to the station, in
/// `l10n`'s language.
fn map(source: Source, port: &str, event: DeviceEvent, l10n: L10n, out: &mut Vec<DeviceUpdate>) {
    let link = |link| DeviceUpdate::Link {
        source,
        name: port.to_string(),
        link,
    };
    match event {
        DeviceEvent::Connected { .. } => out.push(link(Link::Connected)),
        DeviceEvent::Reading {
            reading,
            stable,
            captured,
        } => {
            out.push(DeviceUpdate::Raw {
                source,
                line: reading.raw.clone(),
            });
            if let Some(m) = Measurement::from_reading(reading.quantity, stable, captured) {
                out.push(DeviceUpdate::Value(m));
            } else if reading.quantity.is_none() {
                out.push(link(Link::Says {
                    words: words(&reading.status, l10n),
                }));
            }
        }
        DeviceEvent::FrameError(e) => out.push(DeviceUpdate::Error {
            source,
            message: crate::said_errors::frame(l10n, &e),
        }),
        DeviceEvent::Disconnected { reason, retry_in } => {
            let reason = match retry_in {
                Some(after) => l10n.format(
                    "wrk-retrying",
                    &[
                        ("reason", reason.into()),
                        ("ms", after.as_millis().to_string().into()),
                    ],
                ),
                None => reason,
            };
            out.push(link(Link::Disconnected { reason }));
        }
        DeviceEvent::Asleep { .. } => out.push(link(Link::Says {
            words: l10n.text("wrk-asleep"),
        })),
        DeviceEvent::CommandFailed { command, reason } => {
            let command = match command.as_str() {
                "zero" => l10n.text("wrk-command-zero"),
                "tare" => l10n.text("wrk-command-tare"),
                "request" => l10n.text("wrk-command-request"),
                _ => command,
            };
            out.push(DeviceUpdate::CommandFailed {
                source,
                message: l10n.format(
                    "wrk-command-failed",
                    &[("command", command.into()), ("reason", reason.into())],
                ),
            });
        }
    }
}

/// What a device's status means, for the status strip, in `l10n`'s language.
fn words(status: &Status, l10n: L10n) -> String {
    match status {
        Status::Ok => l10n.text("wrk-status-no-value"),
        Status::Overload => l10n.text("wrk-status-overload"),
        Status::Underload => l10n.text("wrk-status-underload"),
        Status::Busy => l10n.text("wrk-status-busy"),
        Status::DeviceError(what) => {
            l10n.format("wrk-status-device-error", &[("error", what.into())])
        }
    }
}

impl MeasurementSource for PortDevice {
    fn source(&self) -> Source {
        self.source
    }

    fn drain(&mut self, l10n: L10n) -> Vec<DeviceUpdate> {
        let mut out = Vec::new();
        let events: Vec<DeviceEvent> = self.handle.events().try_iter().collect();
        for event in events {
            map(self.source, &self.port, event, l10n, &mut out);
        }
        out
    }

    fn act(&mut self, action: DeviceAction) {
        let command = match action {
            DeviceAction::Connect => DeviceCommand::Open { port: None },
            DeviceAction::Disconnect => DeviceCommand::Close,
            DeviceAction::Zero => DeviceCommand::Zero,
            DeviceAction::Tare => DeviceCommand::Tare,
            DeviceAction::Request => DeviceCommand::RequestReading,
        };
        // A thread that has ended has already reported its disconnect.
        let _ = self.handle.send(command);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use armoury_devices::reading::Reading;

    fn updates(event: DeviceEvent) -> Vec<DeviceUpdate> {
        let mut out = Vec::new();
        let english = L10n::new(armoury_l10n::Lang::En);
        map(Source::Scale, "/dev/hidraw3", event, english, &mut out);
        out
    }

    fn says(words: &str) -> DeviceUpdate {
        DeviceUpdate::Link {
            source: Source::Scale,
            name: "/dev/hidraw3".into(),
            link: Link::Says {
                words: words.into(),
            },
        }
    }

    #[test]
    fn statuses_without_a_value_and_a_sleeping_scale_are_words() {
        let mut over = Reading::status(Status::Overload, None, b"");
        over.raw = "03 06 02 00 00 00".into();
        assert_eq!(
            updates(DeviceEvent::Reading {
                reading: over,
                stable: false,
                captured: None,
            }),
            [
                DeviceUpdate::Raw {
                    source: Source::Scale,
                    line: "03 06 02 00 00 00".into(),
                },
                says("over the weight limit"),
            ]
        );
        let calibrate = Reading::status(Status::DeviceError("needs calibration".into()), None, b"");
        assert_eq!(
            updates(DeviceEvent::Reading {
                reading: calibrate,
                stable: false,
                captured: None,
            })[1],
            says("device error: needs calibration")
        );
        assert_eq!(
            updates(DeviceEvent::Asleep {
                retry_in: std::time::Duration::from_secs(2),
            }),
            [says("scale off or asleep")]
        );
    }
}
