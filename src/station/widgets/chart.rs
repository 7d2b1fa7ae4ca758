//! A stacked chart painted with egui's painter: columns (hours) or bars
//! (rules), a colour per series with a legend, from the same [`Chart`]
//! data the report and the organiser page draw. egui's own painter is
//! enough for bars; `egui_plot`'s release for this egui wants a newer
//! Rust than the workspace builds with. The caption, labels and series'
//! names are shown as the [`Chart`] gives them (the caller words them);
//! the numbers take the language's decimal separator.

use eframe::egui::{self, Color32, FontId, Rect, RichText, Sense, Stroke, pos2, vec2};

use armoury_l10n::{L10n, numbers};
use armoury_tags::document::{Chart, ChartKind};

/// The series' colours, in turn (as the report's and the page's).
pub const COLOURS: [Color32; 6] = [
    Color32::from_rgb(0x29, 0x61, 0x9e),
    Color32::from_rgb(0xe6, 0x8c, 0x26),
    Color32::from_rgb(0x4d, 0x9e, 0x54),
    Color32::from_rgb(0xbf, 0x38, 0x33),
    Color32::from_rgb(0x8c, 0x6b, 0xb3),
    Color32::from_rgb(0x73, 0x73, 0x73),
];

/// The value of series `s` at label `i`.
fn value(chart: &Chart, s: usize, i: usize) -> f32 {
    chart
        .series
        .get(s)
        .and_then(|(_, values)| values.get(i))
        .copied()
        .unwrap_or(0.0) as f32
}

/// Draws `chart` across the available width, its numbers in `l`'s way.
pub fn chart(ui: &mut egui::Ui, l: L10n, chart: &Chart) {
    let number = |value: f64| numbers::decimal(l.lang(), value, 2);
    ui.label(RichText::new(&chart.caption).strong());
    let totals = chart.totals();
    let top = Chart::top(&totals) as f32;
    let text = ui.visuals().text_color();
    let small = FontId::proportional(13.0);
    let width = ui.available_width().max(200.0);
    match chart.kind {
        ChartKind::Columns => {
            let (rect, _) = ui.allocate_exact_size(vec2(width, 170.0), Sense::hover());
            let painter = ui.painter_at(rect);
            let left = rect.left() + 44.0;
            let base = rect.bottom() - 18.0;
            let height = base - rect.top() - 4.0;
            let slot = (rect.right() - left) / chart.labels.len().max(1) as f32;
            let bar = (slot * 0.75).min(60.0);
            painter.text(
                pos2(rect.left(), rect.top()),
                egui::Align2::LEFT_TOP,
                number(f64::from(top)),
                small.clone(),
                text,
            );
            painter.text(
                pos2(rect.left(), base),
                egui::Align2::LEFT_BOTTOM,
                "0",
                small.clone(),
                text,
            );
            for (i, label) in chart.labels.iter().enumerate() {
                let x = left + i as f32 * slot + (slot - bar) / 2.0;
                let mut stacked = 0.0;
                for s in 0..chart.series.len() {
                    let h = value(chart, s, i) / top * height;
                    if h > 0.0 {
                        let bottom = base - stacked;
                        painter.rect_filled(
                            Rect::from_min_max(pos2(x, bottom - h), pos2(x + bar, bottom)),
                            0.0,
                            COLOURS[s % COLOURS.len()],
                        );
                    }
                    stacked += h;
                }
                painter.text(
                    pos2(x + bar / 2.0, base + 2.0),
                    egui::Align2::CENTER_TOP,
                    label,
                    small.clone(),
                    text,
                );
            }
            painter.line_segment(
                [pos2(left, base), pos2(rect.right(), base)],
                Stroke::new(1.0, text),
            );
        }
        ChartKind::Bars => {
            let row = 24.0;
            let (rect, _) = ui
                .allocate_exact_size(vec2(width, row * chart.labels.len() as f32), Sense::hover());
            let painter = ui.painter_at(rect);
            let label_w = (width * 0.3).min(260.0);
            let room = width - label_w - 70.0;
            for (i, label) in chart.labels.iter().enumerate() {
                let y = rect.top() + i as f32 * row;
                painter.text(
                    pos2(rect.left(), y + row / 2.0),
                    egui::Align2::LEFT_CENTER,
                    label,
                    small.clone(),
                    text,
                );
                let mut x = rect.left() + label_w;
                for s in 0..chart.series.len() {
                    let w = value(chart, s, i) / top * room;
                    if w > 0.0 {
                        painter.rect_filled(
                            Rect::from_min_size(pos2(x, y + 3.0), vec2(w, row - 6.0)),
                            0.0,
                            COLOURS[s % COLOURS.len()],
                        );
                    }
                    x += w;
                }
                painter.text(
                    pos2(x + 6.0, y + row / 2.0),
                    egui::Align2::LEFT_CENTER,
                    number(totals[i]),
                    small.clone(),
                    text,
                );
            }
        }
    }
    ui.horizontal(|ui| {
        for (s, (name, _)) in chart.series.iter().enumerate() {
            let (swatch, _) = ui.allocate_exact_size(vec2(12.0, 12.0), Sense::hover());
            ui.painter()
                .rect_filled(swatch, 2.0, COLOURS[s % COLOURS.len()]);
            ui.label(name);
        }
    });
}
