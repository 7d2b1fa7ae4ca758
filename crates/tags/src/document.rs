//! A plain A4 document (a report): headings, paragraphs, tables and
//! charts, laid out top to bottom and onto as many pages as they need, in
//! the embedded faces, with the title and page number at each page's foot.
//!
//! [`render_document`] lays the [`Block`]s out into marks on pages (text,
//! filled boxes, lines), cuts the faces down to the characters drawn, and
//! saves the PDF as tags are saved. A table breaks between rows and
//! repeats its header; a chart or a paragraph that does not fit in what is
//! left of a page starts the next one. Charts are stacked columns (one per
//! label, e.g. an hour) or stacked horizontal bars (one per label, e.g. a
//! rule), a colour per series with a legend, and the largest total
//! written at the scale's top.

use std::collections::BTreeSet;

use printpdf::{
    Color, Line, LinePoint, Mm, Op, PaintMode, PdfDocument, PdfFontHandle, PdfPage, Point, Pt,
    Rect, Rgb, TextItem, WindingOrder,
};

use super::font::{Face, Faces, PT_PER_MM};
use super::render::{RenderError, Rendered, save};
use super::warnings::problems;
use armoury_rules::units::Millimetres;

const PAGE_W: f64 = 210.0;
const PAGE_H: f64 = 297.0;
const MARGIN: f64 = 16.0;
const FOOT: f64 = 10.0;
const WIDTH: f64 = PAGE_W - 2.0 * MARGIN;
const TITLE_SIZE: f64 = 16.0;
const HEADING_SIZE: f64 = 12.0;
const TEXT_SIZE: f64 = 9.5;
const TABLE_SIZE: f64 = 8.5;
const SMALL_SIZE: f64 = 7.5;
/// A series' colours, in turn: distinct in colour and in grey.
const PALETTE: [(f32, f32, f32); 6] = [
    (0.16, 0.38, 0.62),
    (0.90, 0.55, 0.15),
    (0.30, 0.62, 0.33),
    (0.75, 0.22, 0.20),
    (0.55, 0.42, 0.70),
    (0.45, 0.45, 0.45),
];

/// A document to render.
#[derive(Clone, Debug, Default)]
pub struct Document {
    /// On the first page, large, and at each page's foot.
    pub title: String,
    /// Under the title (the event, when it was made).
    pub subtitle: String,
    /// The content, in order.
    pub blocks: Vec<Block>,
}

/// One part of a [`Document`].
#[derive(Clone, Debug)]
pub enum Block {
    /// A section's heading.
    Heading(String),
    /// A paragraph, wrapped to the page's width.
    Paragraph(String),
    /// A table.
    Table(Table),
    /// A chart.
    Chart(Chart),
}

/// A table: its columns and rows of cells (a cell too wide is wrapped).
#[derive(Clone, Debug)]
pub struct Table {
    /// The columns, left to right.
    pub columns: Vec<Column>,
    /// The rows, each a cell per column.
    pub rows: Vec<Vec<String>>,
}

/// A table column.
#[derive(Clone, Debug)]
pub struct Column {
    /// Its header.
    pub title: String,
    /// Its share of the page's width (the shares need not add up to 1).
    pub share: f64,
    /// Numbers: aligned right.
    pub numeric: bool,
}

/// How a chart draws its labels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChartKind {
    /// A column per label, left to right (hours).
    Columns,
    /// A bar per label, top to bottom (rules, stations).
    Bars,
}

/// A stacked chart: per label, one value of each series.
#[derive(Clone, Debug)]
pub struct Chart {
    /// Columns or bars.
    pub kind: ChartKind,
    /// A caption above it.
    pub caption: String,
    /// The labels (a column's or a bar's).
    pub labels: Vec<String>,
    /// The series: a name and a value per label.
    pub series: Vec<(String, Vec<f64>)>,
}

impl Chart {
    /// Each label's total over the series.
    pub fn totals(&self) -> Vec<f64> {
        (0..self.labels.len())
            .map(|i| {
                self.series
                    .iter()
                    .map(|(_, values)| values.get(i).copied().unwrap_or(0.0))
                    .sum()
            })
            .collect()
    }

    /// The largest total, at least 1: the scale's top.
    pub fn top(totals: &[f64]) -> f64 {
        totals.iter().copied().fold(0.0, f64::max).max(1.0)
    }
}

/// One mark on a page, in mm from the page's top-left corner.
#[derive(Clone, Debug)]
enum Mark {
    Text {
        x: f64,
        baseline: f64,
        size: f64,
        bold: bool,
        text: String,
    },
    Fill {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        colour: (f32, f32, f32),
    },
    Rule {
        x: f64,
        y: f64,
        w: f64,
    },
}

/// The pages as they are laid out.
struct Pages<'f> {
    faces: &'f Faces,
    pages: Vec<Vec<Mark>>,
    /// Where the next block goes on the last page.
    y: f64,
}

impl<'f> Pages<'f> {
    fn new(faces: &'f Faces) -> Self {
        Pages {
            faces,
            pages: vec![Vec::new()],
            y: MARGIN,
        }
    }

    fn bottom() -> f64 {
        PAGE_H - MARGIN - FOOT
    }

    /// Starts a new page unless `height` mm fit on this one.
    fn room(&mut self, height: f64) {
        if self.y + height > Self::bottom() && self.y > MARGIN {
            self.pages.push(Vec::new());
            self.y = MARGIN;
        }
    }

    fn mark(&mut self, mark: Mark) {
        if let Some(page) = self.pages.last_mut() {
            page.push(mark);
        }
    }

    fn face(&self, bold: bool) -> &'f Face {
        self.faces.face(bold)
    }

    fn line_mm(&self, size: f64) -> f64 {
        self.faces.regular.line_height * size / PT_PER_MM
    }

    fn text_width(&self, text: &str, size: f64, bold: bool) -> f64 {
        self.face(bold).width(text, size) / PT_PER_MM
    }

    /// `text` broken into lines of at most `width` mm (a word longer than
    /// a line is broken between characters).
    fn wrap(&self, text: &str, size: f64, bold: bool, width: f64) -> Vec<String> {
        let mut lines = Vec::new();
        let mut line = String::new();
        for word in text.split_whitespace() {
            let candidate = if line.is_empty() {
                word.to_string()
            } else {
                format!("{line} {word}")
            };
            if self.text_width(&candidate, size, bold) <= width {
                line = candidate;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            for c in word.chars() {
                line.push(c);
                if self.text_width(&line, size, bold) > width && line.chars().count() > 1 {
                    line.pop();
                    lines.push(std::mem::take(&mut line));
                    line.push(c);
                }
            }
        }
        if !line.is_empty() || lines.is_empty() {
            lines.push(line);
        }
        lines
    }

    /// Writes lines from the top `y`; returns the height used.
    fn lines(&mut self, x: f64, y: f64, lines: &[String], size: f64, bold: bool) -> f64 {
        let ascent = self.face(bold).ascent * size / PT_PER_MM;
        let line = self.line_mm(size);
        for (index, text) in lines.iter().enumerate() {
            self.mark(Mark::Text {
                x,
                baseline: y + ascent + index as f64 * line,
                size,
                bold,
                text: text.clone(),
            });
        }
        lines.len() as f64 * line
    }

    fn paragraph(&mut self, text: &str, size: f64, bold: bool, after: f64) {
        let lines = self.wrap(text, size, bold, WIDTH);
        for line in lines {
            self.room(self.line_mm(size));
            let y = self.y;
            self.y += self.lines(MARGIN, y, &[line], size, bold);
        }
        self.y += after;
    }

    fn table(&mut self, table: &Table) {
        let total: f64 = table.columns.iter().map(|c| c.share.max(0.01)).sum();
        let widths: Vec<f64> = table
            .columns
            .iter()
            .map(|c| WIDTH * c.share.max(0.01) / total)
            .collect();
        let header: Vec<String> = table.columns.iter().map(|c| c.title.clone()).collect();
        self.row(&table.columns, &widths, &header, true);
        for cells in &table.rows {
            let height = self.row_height(&widths, cells, false);
            if self.y + height > Self::bottom() {
                self.room(height + 20.0);
                self.row(&table.columns, &widths, &header, true);
            }
            self.row(&table.columns, &widths, cells, false);
        }
        self.y += 4.0;
    }

    fn row_height(&self, widths: &[f64], cells: &[String], bold: bool) -> f64 {
        let lines = cells
            .iter()
            .zip(widths)
            .map(|(cell, w)| self.wrap(cell, TABLE_SIZE, bold, w - 2.0).len())
            .max()
            .unwrap_or(1);
        lines as f64 * self.line_mm(TABLE_SIZE) + 1.6
    }

    fn row(&mut self, columns: &[Column], widths: &[f64], cells: &[String], bold: bool) {
        let height = self.row_height(widths, cells, bold);
        self.room(height);
        let mut x = MARGIN;
        let y = self.y + 0.8;
        for ((cell, width), column) in cells.iter().zip(widths).zip(columns) {
            let lines = self.wrap(cell, TABLE_SIZE, bold, width - 2.0);
            if column.numeric {
                let right = x + width - 1.0;
                for (index, line) in lines.iter().enumerate() {
                    let w = self.text_width(line, TABLE_SIZE, bold);
                    let top = y + index as f64 * self.line_mm(TABLE_SIZE);
                    self.lines(right - w, top, std::slice::from_ref(line), TABLE_SIZE, bold);
                }
            } else {
                self.lines(x + 1.0, y, &lines, TABLE_SIZE, bold);
            }
            x += width;
        }
        self.y += height;
        self.mark(Mark::Rule {
            x: MARGIN,
            y: self.y,
            w: WIDTH,
        });
    }

    fn chart(&mut self, chart: &Chart) {
        let caption = self.line_mm(TEXT_SIZE);
        let legend = self.line_mm(SMALL_SIZE) + 2.0;
        let body = match chart.kind {
            ChartKind::Columns => 55.0,
            ChartKind::Bars => chart.labels.len() as f64 * 6.0,
        };
        self.room(caption + body + legend + 12.0);
        let y = self.y;
        self.y += self.lines(
            MARGIN,
            y,
            std::slice::from_ref(&chart.caption),
            TEXT_SIZE,
            true,
        ) + 2.0;
        let totals = chart.totals();
        let top = Chart::top(&totals);
        match chart.kind {
            ChartKind::Columns => self.columns(chart, top, body),
            ChartKind::Bars => self.bars(chart, &totals, top),
        }
        self.legend(chart);
    }

    fn columns(&mut self, chart: &Chart, top: f64, height: f64) {
        let axis = 10.0;
        let (left, base) = (MARGIN + axis, self.y + height);
        let slot = (WIDTH - axis) / chart.labels.len().max(1) as f64;
        let bar = (slot * 0.7).min(14.0);
        self.small(MARGIN, self.y, &number(top));
        self.small(MARGIN, base - self.line_mm(SMALL_SIZE), "0");
        for (i, label) in chart.labels.iter().enumerate() {
            let x = left + i as f64 * slot + (slot - bar) / 2.0;
            let mut stacked = 0.0;
            for (s, (_, values)) in chart.series.iter().enumerate() {
                let value = values.get(i).copied().unwrap_or(0.0);
                let h = value / top * height;
                if h > 0.0 {
                    self.mark(Mark::Fill {
                        x,
                        y: base - stacked - h,
                        w: bar,
                        h,
                        colour: PALETTE[s % PALETTE.len()],
                    });
                }
                stacked += h;
            }
            let w = self.text_width(label, SMALL_SIZE, false);
            self.small(x + (bar - w) / 2.0, base + 1.0, label);
        }
        self.mark(Mark::Rule {
            x: left,
            y: base,
            w: WIDTH - axis,
        });
        self.y = base + self.line_mm(SMALL_SIZE) + 2.0;
    }

    fn bars(&mut self, chart: &Chart, totals: &[f64], top: f64) {
        let label_w = WIDTH * 0.38;
        let room = WIDTH - label_w - 14.0;
        for (i, label) in chart.labels.iter().enumerate() {
            let y = self.y + i as f64 * 6.0;
            let shown = self.wrap(label, SMALL_SIZE, false, label_w - 2.0);
            self.small(MARGIN, y + 0.8, shown.first().map_or("", String::as_str));
            let mut x = MARGIN + label_w;
            for (s, (_, values)) in chart.series.iter().enumerate() {
                let w = values.get(i).copied().unwrap_or(0.0) / top * room;
                if w > 0.0 {
                    self.mark(Mark::Fill {
                        x,
                        y,
                        w,
                        h: 4.5,
                        colour: PALETTE[s % PALETTE.len()],
                    });
                }
                x += w;
            }
            self.small(x + 1.5, y + 0.8, &number(totals[i]));
        }
        self.y += chart.labels.len() as f64 * 6.0 + 1.0;
    }

    fn legend(&mut self, chart: &Chart) {
        let mut x = MARGIN;
        let y = self.y;
        for (s, (name, _)) in chart.series.iter().enumerate() {
            self.mark(Mark::Fill {
                x,
                y: y + 0.5,
                w: 3.0,
                h: 3.0,
                colour: PALETTE[s % PALETTE.len()],
            });
            self.small(x + 4.0, y, name);
            x += 4.0 + self.text_width(name, SMALL_SIZE, false) + 6.0;
        }
        self.y += self.line_mm(SMALL_SIZE) + 6.0;
    }

    fn small(&mut self, x: f64, y: f64, text: &str) {
        self.lines(x, y, &[text.to_string()], SMALL_SIZE, false);
    }
}

/// A chart's number: whole when it is.
fn number(value: f64) -> String {
    if value.fract() == 0.0 {
        format!("{value:.0}")
    } else {
        format!("{value:.1}")
    }
}

fn pt(mm: f64) -> Pt {
    Pt((mm * PT_PER_MM) as f32)
}

fn point(x: f64, y: f64) -> Point {
    Point {
        x: pt(x),
        y: pt(PAGE_H - y),
    }
}

fn colour((r, g, b): (f32, f32, f32)) -> Color {
    Color::Rgb(Rgb {
        r,
        g,
        b,
        icc_profile: None,
    })
}

/// Renders `document` to an A4 PDF.
pub fn render_document(document: &Document) -> Result<Rendered, RenderError> {
    let faces = Faces::embedded()?;
    let mut pages = Pages::new(faces);
    pages.paragraph(&document.title, TITLE_SIZE, true, 1.0);
    pages.paragraph(&document.subtitle, TEXT_SIZE, false, 4.0);
    for block in &document.blocks {
        match block {
            Block::Heading(text) => {
                pages.room(pages.line_mm(HEADING_SIZE) + 20.0);
                pages.y += 2.0;
                pages.paragraph(text, HEADING_SIZE, true, 1.5);
            }
            Block::Paragraph(text) => pages.paragraph(text, TEXT_SIZE, false, 2.0),
            Block::Table(table) => pages.table(table),
            Block::Chart(chart) => pages.chart(chart),
        }
    }
    let count = pages.pages.len();
    for (index, page) in pages.pages.iter_mut().enumerate() {
        let foot = format!("{} · {}/{count}", document.title, index + 1);
        page.push(Mark::Text {
            x: MARGIN,
            baseline: PAGE_H - MARGIN + 2.0,
            size: SMALL_SIZE,
            bold: false,
            text: foot,
        });
    }
    let (mut regular, mut bold) = (BTreeSet::new(), BTreeSet::new());
    for mark in pages.pages.iter().flatten() {
        if let Mark::Text { text, bold: b, .. } = mark {
            let set = if *b { &mut bold } else { &mut regular };
            set.extend(text.chars());
        }
    }
    let mut doc = PdfDocument::new(&document.title);
    let regular = doc.add_font(&faces.regular.subset(&regular)?);
    let bold = doc.add_font(&faces.bold.subset(&bold)?);
    let pdf_pages: Vec<PdfPage> = pages
        .pages
        .iter()
        .map(|marks| {
            let mut ops = Vec::with_capacity(marks.len() * 5);
            for mark in marks {
                draw(mark, &regular, &bold, &mut ops);
            }
            PdfPage::new(Mm(PAGE_W as f32), Mm(PAGE_H as f32), ops)
        })
        .collect();
    let mut warnings = Vec::new();
    let pdf = save(doc.with_pages(pdf_pages), &mut warnings);
    let problems = problems(&warnings);
    if !problems.is_empty() {
        return Err(RenderError::Pdf { warnings: problems });
    }
    Ok(Rendered {
        pdf,
        pages: count,
        page_size: (Millimetres(PAGE_W), Millimetres(PAGE_H)),
        notes: Vec::new(),
    })
}

fn draw(mark: &Mark, regular: &printpdf::FontId, bold: &printpdf::FontId, ops: &mut Vec<Op>) {
    match mark {
        Mark::Text {
            x,
            baseline,
            size,
            bold: heavy,
            text,
        } => {
            let font = if *heavy { bold } else { regular };
            ops.push(Op::SetFillColor {
                col: colour((0.0, 0.0, 0.0)),
            });
            ops.push(Op::StartTextSection);
            ops.push(Op::SetFont {
                font: PdfFontHandle::External(font.clone()),
                size: Pt(*size as f32),
            });
            ops.push(Op::SetTextCursor {
                pos: point(*x, *baseline),
            });
            ops.push(Op::ShowText {
                items: vec![TextItem::Text(text.clone())],
            });
            ops.push(Op::EndTextSection);
        }
        Mark::Fill {
            x,
            y,
            w,
            h,
            colour: c,
        } => {
            ops.push(Op::SetFillColor { col: colour(*c) });
            let lower_left = point(*x, y + h);
            ops.push(Op::DrawRectangle {
                rectangle: Rect {
                    x: lower_left.x,
                    y: lower_left.y,
                    width: pt(*w),
                    height: pt(*h),
                    mode: Some(PaintMode::Fill),
                    winding_order: Some(WindingOrder::NonZero),
                },
            });
        }
        Mark::Rule { x, y, w } => {
            ops.push(Op::SetOutlineColor {
                col: colour((0.75, 0.75, 0.75)),
            });
            ops.push(Op::SetOutlineThickness { pt: Pt(0.4) });
            ops.push(Op::DrawLine {
                line: Line {
                    points: vec![
                        LinePoint {
                            p: point(*x, *y),
                            bezier: false,
                        },
                        LinePoint {
                            p: point(x + w, *y),
                            bezier: false,
                        },
                    ],
                    is_closed: false,
                },
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(rows: usize) -> Document {
        Document {
            title: "Report".into(),
            subtitle: "Ancalagon 2026 · Tõnu's desk".into(),
            blocks: vec![
                Block::Heading("Rules failed most".into()),
                Block::Paragraph("Padding on the striking surface, õ ä ö ü š ž. ".repeat(8)),
                Block::Chart(Chart {
                    kind: ChartKind::Columns,
                    caption: "Inspections per hour".into(),
                    labels: vec!["09".into(), "10".into(), "11".into()],
                    series: vec![
                        ("desk 1".into(), vec![3.0, 5.0, 0.0]),
                        ("desk 2".into(), vec![1.0, 0.0, 2.0]),
                    ],
                }),
                Block::Chart(Chart {
                    kind: ChartKind::Bars,
                    caption: "Rules".into(),
                    labels: vec!["padding.striking".into()],
                    series: vec![("failed".into(), vec![4.0])],
                }),
                Block::Table(Table {
                    columns: vec![
                        Column {
                            title: "Rule".into(),
                            share: 3.0,
                            numeric: false,
                        },
                        Column {
                            title: "Failed".into(),
                            share: 1.0,
                            numeric: true,
                        },
                    ],
                    rows: (0..rows)
                        .map(|i| vec![format!("rule.{i}"), i.to_string()])
                        .collect(),
                }),
            ],
        }
    }

    #[test]
    fn a_short_report_is_one_page_and_a_long_table_runs_on() {
        let one = render_document(&sample(5)).unwrap();
        assert_eq!(one.pages, 1);
        assert!(one.pdf.starts_with(b"%PDF-"));
        let long = render_document(&sample(200)).unwrap();
        assert!(long.pages >= 3, "{} pages", long.pages);
    }

    #[test]
    fn words_wrap_and_long_words_break() {
        let faces = Faces::embedded().unwrap();
        let pages = Pages::new(faces);
        let lines = pages.wrap("one two three four", TEXT_SIZE, false, 20.0);
        assert!(lines.len() >= 2, "{lines:?}");
        assert_eq!(lines.join(" "), "one two three four");
        let long = pages.wrap(&"x".repeat(300), TEXT_SIZE, false, 30.0);
        assert!(long.len() > 3);
        assert!(
            long.iter()
                .all(|l| pages.text_width(l, TEXT_SIZE, false) <= 30.0)
        );
        assert_eq!(pages.wrap("", TEXT_SIZE, false, 30.0), [""]);
    }
}
