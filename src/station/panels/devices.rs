//! The Devices panel: each device's port and profile, connect and
//! disconnect, zero and tare, read now (the profile's request command),
//! the live raw stream and the last error in plain words.
//!
//! The port is typed or taken from the ports this machine has (listed on
//! the worker thread, with what each is); the profile is chosen among the
//! shipped ones, or a profile file. Connect opens the port with the profile
//! ([`PortDevice::open`]); "Simulate" starts the devices module's simulator
//! on a pseudo-terminal and opens that, through the same serial code (with
//! the `hid-pos` profile chosen, a simulated USB HID scale on a FIFO, read
//! by the HID port code). USB HID scales are listed with the serial ports
//! and connect the same way (`/dev/hidrawN`, profile `hid-pos` or `auto`).
//! The panel's words come from `station-setup.ftl` (`set-device-*`).

use eframe::egui::{self, RichText};

use crate::station::Notice;
use crate::station::Station;
use crate::station::devices::board::DeviceState;
use crate::station::devices::measure::{DeviceAction, Link, Source};
use crate::station::devices::port_device::{DEFAULT_PROFILE, PortDevice};
use crate::station::panels::Panel;
use crate::station::widgets::choice::{Choice, choice};
use crate::station::widgets::{AMBER, GREEN, RED};
use crate::station::worker::{Job, Repaint};
use armoury_devices::ports::PortInfo;
use armoury_devices::profile::SHIPPED;
use armoury_l10n::L10n;

/// The choice that stands for "a profile file" (any other is a shipped name).
const PROFILE_FILE: &str = "file";

/// The Devices panel's state.
#[derive(Default)]
pub struct DevicesPanel {
    /// The serial ports found, once the worker answered.
    pub ports: Option<Vec<PortInfo>>,
    /// Whether the ports were asked for.
    asked: bool,
    /// Which devices take their profile from a file (scale, caliper).
    profile_file: [bool; 2],
}

impl DevicesPanel {
    /// The port field and the ports found (a click takes one).
    fn port_row(&mut self, ui: &mut egui::Ui, station: &mut Station, port: &mut String) {
        let l = station.l10n;
        let label = ui.label(l.text("set-device-port"));
        ui.vertical(|ui| {
            ui.add(egui::TextEdit::singleline(port).hint_text("/dev/ttyUSB0, /dev/hidraw0"))
                .labelled_by(label.id);
            ui.horizontal_wrapped(|ui| {
                match &self.ports {
                    None => {
                        ui.spinner();
                    }
                    Some(ports) if ports.is_empty() => {
                        ui.label(RichText::new(l.text("set-device-no-ports")).weak());
                    }
                    Some(ports) => {
                        for found in ports {
                            let button = ui.small_button(&found.name);
                            let button = if found.what.is_empty() {
                                button
                            } else {
                                button.on_hover_text(&found.what)
                            };
                            if button.clicked() {
                                port.clone_from(&found.name);
                            }
                        }
                    }
                }
                if ui.small_button(l.text("set-look-again")).clicked() {
                    self.ports = None;
                    station.worker.submit(Job::ListPorts);
                }
            });
        });
        ui.end_row();
    }

    /// The profile: a shipped one, or a file.
    fn profile_row(&mut self, ui: &mut egui::Ui, l: L10n, source: Source, profile: &mut String) {
        let from_file = &mut self.profile_file[source as usize];
        let shipped = |name: &str| SHIPPED.iter().any(|(n, _)| *n == name);
        if !profile.is_empty() && !shipped(profile) {
            *from_file = true;
        }
        let mut options: Vec<Choice> = SHIPPED
            .iter()
            .map(|(name, _)| Choice::plain(name, name))
            .collect();
        let file = l.text("set-device-profile-file-choice");
        options.push(Choice::plain(PROFILE_FILE, &file));
        let mut chosen = Some(if *from_file {
            PROFILE_FILE.to_string()
        } else if profile.is_empty() {
            DEFAULT_PROFILE.to_string()
        } else {
            profile.clone()
        });
        let label = ui.label(l.text("set-device-profile"));
        let response = choice(
            ui,
            l,
            ("devices.profile", source),
            &mut chosen,
            &options,
            None,
            220.0,
        )
        .labelled_by(label.id);
        if response.changed() {
            *from_file = chosen.as_deref() == Some(PROFILE_FILE);
            *profile = if *from_file {
                String::new()
            } else {
                chosen.unwrap_or_default()
            };
        }
        ui.end_row();
        if *from_file {
            let label = ui.label(l.text("set-device-profile-file"));
            ui.add(
                egui::TextEdit::singleline(profile)
                    .hint_text(l.text("set-device-profile-file-hint")),
            )
            .labelled_by(label.id);
            ui.end_row();
        }
    }
}

/// The name the marshal sees for a device (`scale`, `caliper`), in `l`'s
/// language.
fn device_ui(panel: &mut DevicesPanel, ui: &mut egui::Ui, station: &mut Station, source: Source) {
    let l = station.l10n;
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(RichText::new(source.title(l)).size(22.0).strong());
        let prefs = &station.prefs;
        let (mut port, mut profile) = match source {
            Source::Scale => (prefs.scale_port.clone(), prefs.scale_profile.clone()),
            Source::Caliper => (prefs.caliper_port.clone(), prefs.caliper_profile.clone()),
        };
        egui::Grid::new(("devices.settings", source))
            .num_columns(2)
            .show(ui, |ui| {
                panel.port_row(ui, station, &mut port);
                panel.profile_row(ui, l, source, &mut profile);
            });
        let prefs = &mut station.prefs;
        match source {
            Source::Scale => {
                prefs.scale_port.clone_from(&port);
                prefs.scale_profile.clone_from(&profile);
            }
            Source::Caliper => {
                prefs.caliper_port.clone_from(&port);
                prefs.caliper_profile.clone_from(&profile);
            }
        }
        let attached = station.devices.has(source);
        ui.horizontal(|ui| {
            if !attached {
                let ctx = ui.ctx().clone();
                let waker: Repaint = std::sync::Arc::new(move || ctx.request_repaint());
                let opened = if ui.button(l.text("set-device-connect")).clicked() {
                    Some(PortDevice::open(source, &port, &profile, waker))
                } else if ui.button(l.text("set-device-simulate")).clicked() {
                    Some(PortDevice::simulated_as(source, &profile, waker))
                } else {
                    None
                };
                match opened {
                    Some(Ok(device)) => station.devices.attach(Box::new(device)),
                    Some(Err(e)) => station.notice = Some(Notice::Error(e.words(l))),
                    None => {}
                }
            } else {
                for (text, action) in [
                    ("set-device-connect", DeviceAction::Connect),
                    ("set-device-disconnect", DeviceAction::Disconnect),
                    ("set-device-zero", DeviceAction::Zero),
                    ("set-device-tare", DeviceAction::Tare),
                    ("set-device-read-now", DeviceAction::Request),
                ] {
                    if ui.button(l.text(text)).clicked() {
                        station.devices.act(source, action);
                    }
                }
                if ui.button(l.text("set-device-remove")).clicked() {
                    station.devices.detach(source);
                }
            }
        });
        match station.devices.state(source) {
            Some(state) => state_ui(ui, l, state),
            None => {
                ui.label(l.text("set-device-not-connected"));
            }
        }
    });
}

fn state_ui(ui: &mut egui::Ui, l: L10n, state: &DeviceState) {
    let (text, colour) = match &state.link {
        Link::Connected => (l.text("set-device-connected"), GREEN),
        Link::Reading { stable: true } => (l.text("set-device-reading-stable"), GREEN),
        Link::Reading { stable: false } => (l.text("set-device-reading-unstable"), GREEN),
        Link::Disconnected { reason } => (
            l.format("set-device-disconnected", &[("reason", reason.into())]),
            RED,
        ),
        Link::Says { words } => (words.clone(), AMBER),
    };
    ui.label(RichText::new(format!("{} — {text}", state.name)).color(colour));
    if let Some(error) = &state.error {
        let error = l.format("set-device-last-error", &[("error", error.into())]);
        ui.label(RichText::new(error).color(RED));
    }
    ui.label(l.text("set-device-raw-stream"));
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

impl Panel for DevicesPanel {
    fn ui(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        if !self.asked {
            self.asked = true;
            station.worker.submit(Job::ListPorts);
        }
        let l = station.l10n;
        ui.heading(l.text("set-device-heading"));
        ui.columns(2, |columns| {
            for (ui, source) in columns.iter_mut().zip([Source::Scale, Source::Caliper]) {
                device_ui(self, ui, station, source);
            }
        });
    }
}
