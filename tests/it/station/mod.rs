//! The station window driven by keyboard under egui_kittest, with simulated devices.
#![cfg(feature = "gui")]

mod check;
mod hid;

use armoury::station::{App, Source};

/// The scale as the Devices panel shows it: its port and the raw lines it sent.
fn scale_stream(app: &App) -> (&str, Vec<&str>) {
    let state = app.station.devices.state(Source::Scale).unwrap();
    (&state.name, state.raw.iter().map(String::as_str).collect())
}
