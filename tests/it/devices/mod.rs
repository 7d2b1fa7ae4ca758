//! Scales and calipers through the real port code: ptys, a FIFO for hidraw, the adapter's firmware.

mod caliper_firmware;
mod hid_fifo;
mod serial_pty;
