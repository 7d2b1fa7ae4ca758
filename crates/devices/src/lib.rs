//! Serial scales and calipers, and USB HID point-of-sale scales: bytes from
//! a port become readings, and stable loads are captured, so the marshal
//! does not copy numbers by hand.
//!
//! - [`protocol`]: sans-I/O parsers, one module per device family plus
//!   `auto`; bytes in, [`reading::Reading`]s and [`reading::FrameError`]s out.
//! - [`reading`]: what a device reports, in unit types from
//!   [`armoury_rules::units`].
//! - [`profile`]: device profiles (port settings, protocol, commands,
//!   stability policy) as TOML; the shipped ones are embedded.
//! - [`stability`]: stability detection and hands-free auto-capture.
//! - [`link`]: the thread that owns a port ([`link::DeviceHandle`]), talking
//!   through `mpsc` channels ([`link::DeviceCommand`] in,
//!   [`link::DeviceEvent`] out) with reconnect and backoff.
//! - [`simulate`]: a fake scale and caliper on a pseudo-terminal, or on an
//!   in-process port ([`loopback`]) where there are no pseudo-terminals.
//! - [`ports`]: the serial ports and HID scales this machine has, and what
//!   each is.
//! - [`hid`]: USB HID scales: recognised by their usage page, listed, and
//!   read one report at a time.
//!
//! Data flows `link` → `protocol` → `stability` → `DeviceEvent`.
//!
//! **May depend on** `armoury-rules` (unit types, and `source` to read
//! profile files) and the port crates (serialport; nix on Linux, hidapi
//! elsewhere). **Must not** depend on the records, tags or any GUI: a GUI
//! passes a waker closure to be called per event. Its errors speak of ports,
//! profiles and frames, never of a command line.

pub mod hid;
pub mod link;
pub mod loopback;
pub mod ports;
pub mod profile;
pub mod protocol;
pub mod reading;
pub mod simulate;
pub mod stability;
