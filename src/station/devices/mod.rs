//! Device plumbing: how a scale's or caliper's readings reach the panels.
//!
//! - [`measure`]: what a device tells the station, in the station's own
//!   words ([`measure::Measurement`], [`measure::DeviceUpdate`]), and the
//!   one trait a backend implements ([`measure::MeasurementSource`]).
//! - [`port_device`]: the backend for a device on a port (serial, a USB HID
//!   scale, or a simulator's pseudo-terminal) over `armoury_devices`' port
//!   thread.
//! - [`board`]: every attached device's state, drained once per frame for
//!   the status strip, the Devices panel and the Check panel's fields.

pub(crate) mod board;
pub(crate) mod measure;
pub(crate) mod port_device;
