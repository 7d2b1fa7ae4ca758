//! The Devices panel: each device's port and profile, connect and
//! disconnect, zero and tare, read now (the profile's request command),
//! the live raw stream and the last error in plain words.
//!
//! Connect opens the typed port with the typed profile
//! ([`SerialDevice::open`]); "Simulate" starts the devices module's simulator
//! on a pseudo-terminal and opens that, through the same serial code.

use eframe::egui::{self, RichText};

use super::Notice;
use super::Station;
use super::board::DeviceState;
use super::check::{GREEN, RED};
use super::measure::{DeviceAction, Link, Source};
use super::serial::SerialDevice;
use super::worker::Waker;

/// The Devices panel's state.
#[derive(Default)]
pub struct DevicesPanel {}

impl DevicesPanel {
    pub fn ui(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        ui.heading("Devices");
        ui.columns(2, |columns| {
            for (ui, source) in columns.iter_mut().zip([Source::Scale, Source::Caliper]) {
                device_ui(ui, station, source);
            }
        });
    }
}

fn device_ui(ui: &mut egui::Ui, station: &mut Station, source: Source) {
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(RichText::new(source.name()).size(22.0).strong());
        let prefs = &mut station.prefs;
        let (port, profile) = match source {
            Source::Scale => (&mut prefs.scale_port, &mut prefs.scale_profile),
            Source::Caliper => (&mut prefs.caliper_port, &mut prefs.caliper_profile),
        };
        egui::Grid::new(("devices.settings", source))
            .num_columns(2)
            .show(ui, |ui| {
                let label = ui.label("Port");
                ui.add(egui::TextEdit::singleline(port).hint_text("/dev/ttyUSB0"))
                    .labelled_by(label.id);
                ui.end_row();
                let label = ui.label("Profile");
                ui.add(egui::TextEdit::singleline(profile).hint_text("auto"))
                    .labelled_by(label.id);
                ui.end_row();
            });
        let attached = station.devices.has(source);
        ui.horizontal(|ui| {
            if !attached {
                let ctx = ui.ctx().clone();
                let waker: Waker = std::sync::Arc::new(move || ctx.request_repaint());
                let opened = if ui.button("Connect").clicked() {
                    Some(SerialDevice::open(source, port, profile, waker))
                } else if ui.button("Simulate").clicked() {
                    Some(SerialDevice::simulated(source, waker))
                } else {
                    None
                };
                match opened {
                    Some(Ok(device)) => station.devices.attach(Box::new(device)),
                    Some(Err(e)) => station.notice = Some(Notice::Error(e.to_string())),
                    None => {}
                }
            } else {
                for (text, action) in [
                    ("Connect", DeviceAction::Connect),
                    ("Disconnect", DeviceAction::Disconnect),
                    ("Zero", DeviceAction::Zero),
                    ("Tare", DeviceAction::Tare),
                    ("Read now", DeviceAction::Request),
                ] {
                    if ui.button(text).clicked() {
                        station.devices.act(source, action);
                    }
                }
                if ui.button("Remove").clicked() {
                    station.devices.detach(source);
                }
            }
        });
        match station.devices.state(source) {
            Some(state) => state_ui(ui, state),
            None => {
                ui.label("not connected: values are typed by hand");
            }
        }
    });
}

fn state_ui(ui: &mut egui::Ui, state: &DeviceState) {
    let (text, colour) = match &state.link {
        Link::Connected => ("connected".to_string(), GREEN),
        Link::Reading { stable: true } => ("reading, stable".to_string(), GREEN),
        Link::Reading { stable: false } => ("reading, unstable".to_string(), GREEN),
        Link::Disconnected { reason } => (format!("disconnected: {reason}"), RED),
    };
    ui.label(RichText::new(format!("{} — {text}", state.name)).color(colour));
    if let Some(error) = &state.error {
        ui.label(RichText::new(format!("last error: {error}")).color(RED));
    }
    ui.label("Raw stream");
    egui::ScrollArea::vertical()
        .id_salt(("devices.raw", &state.name))
        .max_height(260.0)
        .stick_to_bottom(true)
        .show(ui, |ui| {
            for line in &state.raw {
                ui.monospace(line);
            }
        });
}
