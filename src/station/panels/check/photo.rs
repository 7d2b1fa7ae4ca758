//! The Check panel's photo of the item on the desk, taken three ways:
//!
//! - the webcam chosen in Settings: its live preview here, **F7** takes the
//!   photo (the camera runs on its own thread, `armoury_camera::Feed`; its
//!   full-size frame is made a photo to keep on the worker);
//! - the marshal's phone: **F9** opens an upload link for this item on the
//!   event's referee page (`armoury serve`) and shows it as a QR code; the
//!   worker asks every second whether the phone's photo came, and it shows
//!   here as soon as it does (a retake replaces it);
//! - a file dropped on the window or chosen ("Choose file…").
//!
//! Whether photos are taken at all is the event's (Settings: off,
//! optional, required for approval). The photo goes with the decision and
//! the box starts again for the next item; the phone's link is closed then,
//! so a late upload is refused ("recorded already").

use std::sync::Arc;
use std::time::{Duration, Instant};

use eframe::egui::{self, Color32, RichText};

use crate::station::widgets::{AMBER, RED};
use crate::station::worker::Job;
use crate::station::worker::open::Kind;
use crate::station::{Notice, Station};
use armoury_camera::Feed;
use armoury_l10n::L10n;
use armoury_records::{PhotoPolicy, StoredPhoto};

/// The longest side of the camera's preview, in pixels.
const PREVIEW_SIDE: u32 = 480;
/// How often the worker is asked whether the phone's photo came.
const POLL_EVERY: Duration = Duration::from_secs(1);
/// How long the desk shows a phone link: as long as the page takes photos
/// through it.
const LINK_LASTS: Duration = Duration::from_secs(armoury_records::UPLOAD_FOR.unsigned_abs());
/// How long a camera that failed is left before it is opened again.
const REOPEN_AFTER: Duration = Duration::from_secs(3);
/// How large the photo and the preview are drawn, at most: side by side
/// in the verdict's column.
const SHOWN: egui::Vec2 = egui::vec2(280.0, 210.0);

/// A phone-upload link open for the item on the desk.
pub struct PhoneLink {
    /// The link's token (the worker asks after it).
    pub token: String,
    /// Its address, which the QR code carries.
    pub url: String,
    qr: Option<egui::TextureHandle>,
    asked: Option<Instant>,
    opened: Instant,
}

/// The photo of the item on the desk and the ways of taking it.
#[derive(Default)]
pub struct PhotoBox {
    /// The photo, recorded with the decision.
    pub photo: Option<StoredPhoto>,
    shown: Option<egui::TextureHandle>,
    /// The camera's feed and the id it was opened for.
    feed: Option<(String, Feed)>,
    preview: Option<egui::TextureHandle>,
    /// Why the camera shows nothing, in words; and when it may be tried again.
    pub camera_problem: Option<String>,
    retry_at: Option<Instant>,
    /// The phone's link, while one is open.
    pub phone: Option<PhoneLink>,
}

/// The event's photo policy (off while the store has not said).
pub fn policy(station: &Station) -> PhotoPolicy {
    station
        .event
        .as_ref()
        .map_or(PhotoPolicy::Off, |e| e.photos)
}

impl PhotoBox {
    /// Whether the camera is open and has shown a frame.
    pub fn camera_on(&self) -> bool {
        self.feed.is_some() && self.preview.is_some()
    }

    /// A photo for the item arrived (camera, phone or file).
    pub fn set(&mut self, photo: StoredPhoto) {
        self.photo = Some(photo);
        self.shown = None;
    }

    /// The photo goes with the decision: the box starts again for the next
    /// item, and the phone's link closes.
    pub fn take(&mut self, station: &mut Station) -> Option<StoredPhoto> {
        self.shown = None;
        self.close_phone(station);
        self.photo.take()
    }

    fn close_phone(&mut self, station: &mut Station) {
        if let Some(link) = self.phone.take() {
            station.worker.submit(Job::ClosePhotoUpload(link.token));
        }
    }

    /// F7: the camera's next frame becomes the photo.
    pub fn take_with_camera(&mut self, station: &mut Station) {
        match &self.feed {
            Some((_, feed)) => feed.capture(),
            None => {
                let why = self
                    .camera_problem
                    .clone()
                    .unwrap_or_else(|| station.l10n.text("chk-photo-no-camera"));
                station.notice = Some(Notice::Error(why));
            }
        }
    }

    /// F9: opens a link for the marshal's phone (once per item).
    pub fn open_phone(&mut self, station: &mut Station) {
        if self.phone.is_none() {
            let name = station.prefs.station.clone();
            station.worker.submit(Job::OpenPhotoUpload(name));
        }
    }

    /// The worker opened the phone's link.
    pub fn on_phone_link(&mut self, token: String, url: String) {
        self.phone = Some(PhoneLink {
            token,
            url,
            qr: None,
            asked: None,
            opened: Instant::now(),
        });
    }

    /// What came through the link of `token`: a new photo shows at once.
    pub fn on_uploaded(&mut self, token: &str, photo: Option<StoredPhoto>) {
        let ours = self.phone.as_ref().is_some_and(|l| l.token == token);
        if let Some(photo) = photo.filter(|p| ours && self.photo.as_ref() != Some(p)) {
            self.set(photo);
        }
    }

    /// Once a frame: the camera the event and Settings ask for is open (or
    /// closed), its capture goes to the worker, and the phone is asked after.
    pub fn logic(&mut self, station: &mut Station) {
        let wanted = Some(station.prefs.camera.trim())
            .filter(|id| !id.is_empty() && policy(station) != PhotoPolicy::Off);
        if self.feed.as_ref().map(|(id, _)| id.as_str()) != wanted {
            self.feed = None;
            self.preview = None;
            if let Some(id) = wanted
                && self.retry_at.is_none_or(|at| Instant::now() >= at)
            {
                self.open_camera(id, station);
            }
        }
        if let Some((_, feed)) = &mut self.feed {
            match feed.captured() {
                Some(Ok(frame)) => station.worker.submit(Job::PreparePhoto(Box::new(frame))),
                Some(Err(e)) => station.notice = Some(Notice::Error(e.to_string())),
                None => {}
            }
            if let Some(failure) = feed.failure() {
                self.camera_problem = Some(failure.to_string());
                self.retry_at = Some(Instant::now() + REOPEN_AFTER);
                self.feed = None;
                self.preview = None;
            }
        }
        // A link past its minutes takes nothing more: F9 opens another.
        if self
            .phone
            .as_ref()
            .is_some_and(|link| link.opened.elapsed() >= LINK_LASTS)
        {
            self.phone = None;
        }
        if let Some(link) = &mut self.phone
            && link.asked.is_none_or(|at| at.elapsed() >= POLL_EVERY)
        {
            link.asked = Some(Instant::now());
            station
                .worker
                .submit(Job::PollPhotoUpload(link.token.clone()));
        }
    }

    fn open_camera(&mut self, id: &str, station: &Station) {
        match armoury_camera::open(id) {
            Ok(camera) => {
                let waker: Arc<dyn Fn() + Send + Sync> = station.waker.clone();
                self.feed = Some((id.to_string(), Feed::start(camera, PREVIEW_SIDE, waker)));
                self.camera_problem = None;
                self.retry_at = None;
            }
            Err(e) => {
                self.camera_problem = Some(e.to_string());
                self.retry_at = Some(Instant::now() + REOPEN_AFTER);
            }
        }
    }

    /// Draws the box (nothing when the event takes no photos).
    pub fn ui(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        let l = station.l10n;
        let policy = policy(station);
        if policy == PhotoPolicy::Off {
            return;
        }
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            ui.label(RichText::new(l.text("chk-photo")).strong());
            let (note, colour) = match (policy, &self.photo) {
                (_, Some(p)) => (
                    l.format(
                        "chk-photo-taken",
                        &[("size", format!("{} × {}", p.width, p.height).into())],
                    ),
                    ui.visuals().text_color(),
                ),
                (PhotoPolicy::Required, None) => (l.text("chk-photo-required"), AMBER),
                _ => (l.text("chk-photo-optional"), ui.visuals().weak_text_color()),
            };
            ui.label(RichText::new(note).color(colour));
        });
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(
                    self.feed.is_some(),
                    egui::Button::new(l.text("chk-photo-camera")),
                )
                .clicked()
            {
                self.take_with_camera(station);
            }
            if ui.button(l.text("chk-photo-phone")).clicked() {
                self.open_phone(station);
            }
            if ui
                .button(l.text("chk-photo-file"))
                .on_hover_text(l.text("chk-photo-file-hover"))
                .clicked()
            {
                station.choose_file(Kind::Photo);
            }
            if self.photo.is_some() && ui.button(l.text("chk-photo-remove")).clicked() {
                self.photo = None;
                self.shown = None;
            }
        });
        // The photo taken, and beside it the phone's QR code while its link
        // is open, else the camera's live preview.
        ui.horizontal_top(|ui| {
            self.photo_ui(ui);
            if self.phone.is_some() {
                self.phone_ui(ui, l);
            } else {
                self.preview_ui(ui, l);
            }
        });
    }

    fn photo_ui(&mut self, ui: &mut egui::Ui) {
        let Some(photo) = &self.photo else {
            return;
        };
        if self.shown.is_none()
            && let Ok(rgb) = armoury_photos::picture(&photo.jpeg, SHOWN.x as u32)
        {
            let image = egui::ColorImage::from_rgb(
                [rgb.width() as usize, rgb.height() as usize],
                rgb.as_raw(),
            );
            self.shown = Some(
                ui.ctx()
                    .load_texture("check.photo", image, Default::default()),
            );
        }
        if let Some(texture) = &self.shown {
            ui.add(egui::Image::new(texture).max_size(SHOWN));
        }
    }

    fn preview_ui(&mut self, ui: &mut egui::Ui, l: L10n) {
        if let Some((_, feed)) = &mut self.feed {
            if let Some(frame) = feed.preview() {
                let image = egui::ColorImage::from_rgb(
                    [frame.width() as usize, frame.height() as usize],
                    frame.as_raw(),
                );
                match &mut self.preview {
                    Some(texture) => texture.set(image, Default::default()),
                    None => {
                        self.preview = Some(ui.ctx().load_texture(
                            "check.preview",
                            image,
                            Default::default(),
                        ))
                    }
                }
            }
            ui.vertical(|ui| {
                match &self.preview {
                    Some(texture) => {
                        ui.add(egui::Image::new(texture).max_size(SHOWN));
                    }
                    None => {
                        ui.spinner();
                    }
                }
                ui.label(RichText::new(l.text("chk-photo-preview")).small());
            });
        } else if let Some(problem) = &self.camera_problem {
            ui.label(RichText::new(problem).color(RED).small());
        }
    }

    fn phone_ui(&mut self, ui: &mut egui::Ui, l: L10n) {
        let Some(link) = &mut self.phone else {
            return;
        };
        if link.qr.is_none()
            && let Some(image) = qr_image(&link.url)
        {
            link.qr = Some(ui.ctx().load_texture(
                "check.phone",
                image,
                egui::TextureOptions::NEAREST,
            ));
        }
        ui.vertical(|ui| {
            if let Some(texture) = &link.qr {
                ui.add(egui::Image::new(texture).max_size(egui::vec2(200.0, 200.0)));
            }
            ui.set_max_width(SHOWN.x);
            ui.label(RichText::new(l.text("chk-photo-scan")).small());
            ui.label(RichText::new(&link.url).small().monospace());
        });
    }
}

/// The QR code of `text`, black on white, four modules of quiet zone,
/// five pixels a module.
fn qr_image(text: &str) -> Option<egui::ColorImage> {
    const QUIET: usize = 4;
    const SCALE: usize = 5;
    let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
    let modules = code.width();
    let colours = code.to_colors();
    let side = (modules + 2 * QUIET) * SCALE;
    let mut pixels = vec![Color32::WHITE; side * side];
    for (index, colour) in colours.iter().enumerate() {
        if *colour != qrcode::Color::Dark {
            continue;
        }
        let (x, y) = (index % modules + QUIET, index / modules + QUIET);
        for dy in 0..SCALE {
            let row = (y * SCALE + dy) * side;
            for dx in 0..SCALE {
                if let Some(pixel) = pixels.get_mut(row + x * SCALE + dx) {
                    *pixel = Color32::BLACK;
                }
            }
        }
    }
    Some(egui::ColorImage::new([side, side], pixels))
}
