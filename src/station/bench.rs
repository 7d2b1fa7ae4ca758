//! A measured run of the real window (`armoury --bench-frames N`): time
//! from process start until the first frame is on screen, the time between
//! frames while the app repaints continuously, and resident memory, printed
//! to stdout when the run ends (the window then closes itself).
//!
//! The clock ticks as each frame's UI is laid out, before it is painted, so the
//! first frame is on screen when the second begins. Its painting is a
//! one-time start-up cost (the renderer compiles its shaders, the font
//! atlas is uploaded, the window is mapped: 30–250 ms under a software
//! renderer) and is counted in the first frame, not as a frame time.
//!
//! [`Measured`] runs the [`App`] under a [`FrameClock`]: the Check and
//! Roster panels in turn, with the Check panel's live roster filter busy,
//! so the app itself carries no benchmark code.

use std::time::{Duration, Instant};

use eframe::egui;

use crate::station::{App, Tab};

/// The station app under a frame clock.
pub(crate) struct Measured {
    app: App,
    clock: Option<FrameClock>,
}

impl Measured {
    /// Times `frames` frames of `app`; `started` is the process start.
    pub(crate) fn new(mut app: App, started: Instant, frames: usize) -> Measured {
        // Keep the live roster filter busy on every frame; never ask for names.
        app.check.search.text = "an".into();
        app.welcome = None;
        Measured {
            app,
            clock: Some(FrameClock::new(started, frames)),
        }
    }
}

impl eframe::App for Measured {
    fn clear_color(&self, visuals: &egui::Visuals) -> [f32; 4] {
        self.app.clear_color(visuals)
    }

    fn logic(&mut self, ctx: &egui::Context, frame: &mut eframe::Frame) {
        eframe::App::logic(&mut self.app, ctx, frame);
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.app.show(ui);
        let Some(clock) = &mut self.clock else {
            return;
        };
        self.app.tab = if self.app.tab == Tab::Check {
            Tab::Roster
        } else {
            Tab::Check
        };
        if let Some(report) = clock.tick(ui.ctx()) {
            println!("{report}");
            self.clock = None;
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.app.save(storage);
    }

    fn on_exit(&mut self, gl: Option<&eframe::glow::Context>) {
        self.app.on_exit(gl);
    }
}

/// Frame timing for a measured run.
pub struct FrameClock {
    started: Instant,
    first: Option<Duration>,
    last: Option<Instant>,
    gaps: Vec<Duration>,
    frames: usize,
    began: bool,
}

impl FrameClock {
    /// A clock that stops after `frames` frames; `started` is the process start.
    pub fn new(started: Instant, frames: usize) -> Self {
        FrameClock {
            started,
            first: None,
            last: None,
            gaps: Vec::with_capacity(frames),
            frames,
            began: false,
        }
    }

    /// Called once per frame, before it is painted; returns the report
    /// when the run is over.
    pub fn tick(&mut self, ctx: &egui::Context) -> Option<String> {
        let now = Instant::now();
        if !self.began {
            // The first frame: not on screen until the next begins.
            self.began = true;
            ctx.request_repaint();
            return None;
        }
        match self.last {
            None => self.first = Some(now - self.started),
            Some(last) => self.gaps.push(now - last),
        }
        self.last = Some(now);
        if self.gaps.len() + 1 < self.frames {
            ctx.request_repaint();
            return None;
        }
        let mut gaps = self.gaps.clone();
        gaps.sort();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        let mean = gaps.iter().map(|d| ms(*d)).sum::<f64>() / gaps.len().max(1) as f64;
        let pick = |q: f64| {
            gaps.get(((gaps.len() as f64 - 1.0) * q).round() as usize)
                .map_or(0.0, |d| ms(*d))
        };
        Some(format!(
            "first frame: {:.0} ms after start\nframes: {}\nframe time: mean {mean:.1} ms, median {:.1} ms, p95 {:.1} ms, max {:.1} ms\nresident memory: {}",
            self.first.map_or(0.0, ms),
            self.frames,
            pick(0.5),
            pick(0.95),
            pick(1.0),
            resident_memory().unwrap_or_else(|| "unknown".into())
        ))
    }
}

/// VmRSS from `/proc/self/status` (Linux).
pub fn resident_memory() -> Option<String> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(format!("{:.0} MB", kb / 1024.0))
}
