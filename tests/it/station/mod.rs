//! The station window driven by keyboard under egui_kittest, with simulated devices.

mod check;
mod hid;
