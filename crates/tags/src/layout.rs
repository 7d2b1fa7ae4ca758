//! Laying out one label: template fields + content -> printpdf ops.
//!
//! Two steps, so a batch on a continuous roll can share one computed length:
//! [`lay_out`] binds a content item to the template's fields, fits text
//! ([`super::font::fit`]), encodes QR codes ([`super::qr`]) and, on a roll,
//! pushes fields down below text that grew; it returns a [`LaidOut`] label in
//! label coordinates (mm from the top-left corner) with its content height.
//! [`LaidOut::ops`] then draws it at a place on a page, given the document's
//! [`Resources`] (font and image ids). PDF's origin is bottom-left; the
//! conversion happens only in [`Frame`].

use std::collections::{BTreeSet, HashMap};

use printpdf::{
    Color, CurTransMat, FontId, Greyscale, Line, LineDashPattern, LinePoint, Op, PaintMode,
    PdfDocument, PdfFontHandle, Point, Pt, RawImage, RawImageData, RawImageFormat, Rect, TextItem,
    WindingOrder, XObjectId, XObjectTransform,
};

use super::binding::Pattern;
use super::content::{CardPhoto, Content, VERIFY_FIELD};
use super::font::{Faces, FitRequest, PT_PER_MM, fit};
use super::qr::{QUIET_MODULES, QrError, QrMatrix};
use super::signer::Signer;
use super::signing::SigningError;
use super::template::{Align, Area, Height, Shape, Template};

/// Document resources the ops refer to.
#[derive(Clone, Debug)]
pub struct Resources {
    /// The regular face, as added to the document.
    pub regular: FontId,
    /// The bold face, as added to the document.
    pub bold: FontId,
    /// Image per field index: id, pixel width and height.
    pub images: HashMap<usize, (XObjectId, usize, usize)>,
}

/// Why a label could not be laid out.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LayoutError {
    /// The text uses a character the embedded font does not have.
    #[error(
        "field at template line {line}: the font has no {ch:?} (U+{:04X}) in {text:?}",
        u32::from(*.ch)
    )]
    MissingGlyph {
        /// The line of the field's `[[field]]` table in the template.
        line: usize,
        /// The missing character.
        ch: char,
        /// The text it is in.
        text: String,
    },
    /// The verification string could not be made.
    #[error("cannot sign the QR code: {0}")]
    Signing(#[source] SigningError),
    /// A QR code's data does not fit.
    #[error("QR code at template line {line}: {error}")]
    Qr {
        /// The line of the field's `[[field]]` table in the template.
        line: usize,
        /// Why the data does not fit.
        #[source]
        error: QrError,
    },
}

/// One label, laid out in label coordinates.
#[derive(Clone, Debug)]
pub struct LaidOut {
    items: Vec<Drawn>,
    /// Bottom of the lowest field, in mm from the label's top.
    pub bottom: f64,
    /// Things a person should know (text cut off).
    pub notes: Vec<String>,
}

#[derive(Clone, Debug)]
enum Drawn {
    Text {
        area: Area,
        lines: Vec<String>,
        size: f64,
        bold: bool,
        align: Align,
        grey: f64,
    },
    Qr {
        x: f64,
        y: f64,
        size: f64,
        matrix: QrMatrix,
    },
    Image {
        field: usize,
        area: Area,
    },
    /// The card's own photo.
    Photo {
        area: Area,
        photo: CardPhoto,
    },
    Line {
        from: (f64, f64),
        to: (f64, f64),
        thickness: f64,
        dash: Vec<f64>,
        grey: f64,
    },
    Box {
        area: Area,
        thickness: f64,
        fill: Option<f64>,
        stroke: bool,
        dash: Vec<f64>,
    },
}

/// Binds `item` to the template and fits everything.
pub fn lay_out<C: Content>(
    template: &Template,
    item: &C,
    signer: &Signer,
    faces: &Faces,
) -> Result<LaidOut, LayoutError> {
    let grows = matches!(template.label.height, Height::Continuous { .. });
    let mut verify: Option<String> = None;
    let mut bind = |pattern: &Pattern| -> Result<String, LayoutError> {
        if pattern.names().any(|name| name == VERIFY_FIELD) && verify.is_none() {
            verify = Some(signer.code(item).map_err(LayoutError::Signing)?);
        }
        Ok(pattern.render(|name| {
            if name == VERIFY_FIELD {
                verify.clone().unwrap_or_default()
            } else {
                item.value(name).unwrap_or_default()
            }
        }))
    };

    let mut items = Vec::new();
    let mut notes = Vec::new();
    // (declared bottom, growth) of each text field that grew on a roll.
    let mut growth: Vec<(f64, f64)> = Vec::new();
    let mut field_tops = Vec::new();
    for (index, field) in template.fields.iter().enumerate() {
        if let Some(condition) = &field.when
            && !condition.holds(item.flag(&condition.flag).unwrap_or(false))
        {
            continue;
        }
        let drawn = match &field.shape {
            Shape::Text(text) => {
                let value = bind(&text.text)?;
                let face = faces.face(text.bold);
                if let Some(ch) = face.missing(&value) {
                    return Err(LayoutError::MissingGlyph {
                        line: field.line,
                        ch,
                        text: value,
                    });
                }
                let fitted = fit(
                    face,
                    &value,
                    FitRequest {
                        width_mm: text.area.w.0,
                        height_mm: (!grows).then_some(text.area.h.0),
                        size: text.size,
                        min_size: text.min_size,
                        wrap: text.wrap,
                    },
                );
                if fitted.cut {
                    notes.push(format!(
                        "text at template line {} was cut to fit: {value:?}",
                        field.line
                    ));
                }
                let extra = fitted.height_mm - text.area.h.0;
                if grows && extra > 0.0 {
                    growth.push((text.area.y.0 + text.area.h.0, extra));
                }
                let mut area = text.area;
                area.h.0 = area.h.0.max(fitted.height_mm);
                Drawn::Text {
                    area,
                    lines: fitted.lines,
                    size: fitted.size,
                    bold: text.bold,
                    align: text.align,
                    grey: text.grey,
                }
            }
            Shape::Qr(qr) => {
                let data = bind(&qr.data)?;
                let matrix = QrMatrix::encode(&data).map_err(|error| LayoutError::Qr {
                    line: field.line,
                    error,
                })?;
                Drawn::Qr {
                    x: qr.x.0,
                    y: qr.y.0,
                    size: qr.size.0,
                    matrix,
                }
            }
            Shape::Image(image) => Drawn::Image {
                field: index,
                area: image.area,
            },
            Shape::Photo(field) => match item.photo() {
                Some(photo) => Drawn::Photo {
                    area: field.area,
                    photo: photo.clone(),
                },
                None => continue,
            },
            Shape::Line(line) => Drawn::Line {
                from: (line.from.0.0, line.from.1.0),
                to: (line.to.0.0, line.to.1.0),
                thickness: line.thickness.0,
                dash: line.dash.clone(),
                grey: line.grey,
            },
            Shape::Box(shape) => Drawn::Box {
                area: shape.area,
                thickness: shape.thickness.0,
                fill: shape.fill,
                stroke: shape.stroke,
                dash: shape.dash.clone(),
            },
        };
        field_tops.push(top_of(&drawn));
        items.push(drawn);
    }

    // On a roll, everything below a grown text block moves down by its growth.
    if !growth.is_empty() {
        for (drawn, top) in items.iter_mut().zip(&field_tops) {
            let shift: f64 = growth
                .iter()
                .filter(|(bottom, _)| *top >= bottom - 0.01)
                .map(|(_, extra)| extra)
                .sum();
            drawn.shift_down(shift);
        }
    }
    let bottom = items.iter().map(Drawn::bottom).fold(0.0, f64::max);
    Ok(LaidOut {
        items,
        bottom,
        notes,
    })
}

fn top_of(drawn: &Drawn) -> f64 {
    match drawn {
        Drawn::Text { area, .. }
        | Drawn::Image { area, .. }
        | Drawn::Photo { area, .. }
        | Drawn::Box { area, .. } => area.y.0,
        Drawn::Qr { y, .. } => *y,
        Drawn::Line { from, to, .. } => from.1.min(to.1),
    }
}

impl Drawn {
    fn shift_down(&mut self, dy: f64) {
        match self {
            Drawn::Text { area, .. }
            | Drawn::Image { area, .. }
            | Drawn::Photo { area, .. }
            | Drawn::Box { area, .. } => area.y.0 += dy,
            Drawn::Qr { y, .. } => *y += dy,
            Drawn::Line { from, to, .. } => {
                from.1 += dy;
                to.1 += dy;
            }
        }
    }

    fn bottom(&self) -> f64 {
        match self {
            Drawn::Text { area, .. }
            | Drawn::Image { area, .. }
            | Drawn::Photo { area, .. }
            | Drawn::Box { area, .. } => area.y.0 + area.h.0,
            Drawn::Qr { y, size, .. } => y + size,
            Drawn::Line { from, to, .. } => from.1.max(to.1),
        }
    }
}

/// Draws image `id` of `pixels` (width, height) fitted into `area`, its
/// shape kept, centred.
fn fitted_image_ops(
    frame: &Frame,
    area: &Area,
    id: XObjectId,
    pixels: (usize, usize),
    ops: &mut Vec<Op>,
) {
    let (px_w, px_h) = (pixels.0.max(1) as f64, pixels.1.max(1) as f64);
    let mm_per_px = (area.w.0 / px_w).min(area.h.0 / px_h);
    let (w, h) = (px_w * mm_per_px, px_h * mm_per_px);
    let x = area.x.0 + (area.w.0 - w) / 2.0;
    let y = area.y.0 + (area.h.0 - h) / 2.0;
    let lower_left = frame.point(x, y + h);
    ops.push(Op::UseXobject {
        id,
        transform: XObjectTransform {
            translate_x: Some(lower_left.x),
            translate_y: Some(lower_left.y),
            dpi: Some((25.4 / mm_per_px) as f32),
            ..Default::default()
        },
    });
}

/// Where a label sits on a page.
#[derive(Clone, Copy, Debug)]
pub struct Frame {
    /// The label's left edge, mm from the page's left.
    pub left: f64,
    /// The label's top edge, mm from the page's top.
    pub top: f64,
    /// The page height in mm (PDF counts from the bottom).
    pub page_height: f64,
}

impl Frame {
    /// A point given in label millimetres from its top-left corner.
    pub fn point(&self, x: f64, y: f64) -> Point {
        Point {
            x: pt(self.left + x),
            y: pt(self.page_height - self.top - y),
        }
    }
}

/// A QR code's modules as a grey image, a pixel a module (black or white),
/// without the quiet zone: what a sheet of tags draws, one image operation
/// a code where rectangles took about 200 (printers and viewers draw it
/// unsmoothed: printpdf marks its images `/Interpolate false`).
fn qr_image(matrix: &QrMatrix) -> RawImage {
    RawImage {
        pixels: RawImageData::U8(
            matrix
                .modules()
                .iter()
                .map(|dark| if *dark { 0 } else { 255 })
                .collect(),
        ),
        width: matrix.width(),
        height: matrix.width(),
        data_format: RawImageFormat::R8,
        tag: Vec::new(),
    }
}

/// Draws the QR code `image` ([`qr_image`] of `matrix`) with its top-left
/// corner at `(x, y)` (mm in `frame`), `size` mm a side with its quiet zone.
fn qr_image_ops(
    frame: &Frame,
    (x, y): (f64, f64),
    size: f64,
    matrix: &QrMatrix,
    image: XObjectId,
    ops: &mut Vec<Op>,
) {
    let module = size / matrix.width_with_quiet_zone() as f64;
    let quiet = module * QUIET_MODULES as f64;
    let side = module * matrix.width() as f64;
    let lower_left = frame.point(x + quiet, y + quiet + side);
    ops.push(Op::UseXobject {
        id: image,
        transform: XObjectTransform {
            translate_x: Some(lower_left.x),
            translate_y: Some(lower_left.y),
            // A pixel is a module.
            dpi: Some((25.4 / module) as f32),
            ..Default::default()
        },
    });
}

/// Draws a QR code with its top-left corner at `(x, y)` (mm in `frame`),
/// `size` mm a side with its quiet zone: one filled rectangle per block
/// (a card of one code, where an image would save nothing).
pub fn qr_ops(frame: &Frame, (x, y): (f64, f64), size: f64, matrix: &QrMatrix, ops: &mut Vec<Op>) {
    // Draw in module units: one transform puts the code's top-left
    // corner in place, scales a module to its size and flips y, so
    // the rectangles' coordinates are small whole numbers.
    let module = size / matrix.width_with_quiet_zone() as f64;
    let quiet = module * QUIET_MODULES as f64;
    let corner_pt = frame.point(x + quiet, y + quiet);
    let m = pt(module).0;
    ops.push(Op::SaveGraphicsState);
    ops.push(Op::SetTransformationMatrix {
        matrix: CurTransMat::Raw([m, 0.0, 0.0, -m, corner_pt.x.0, corner_pt.y.0]),
    });
    ops.push(Op::SetFillColor { col: grey(0.0) });
    // One `re f` per block: the shortest way to write a rectangle.
    ops.extend(matrix.blocks().into_iter().map(|b| Op::DrawRectangle {
        rectangle: Rect {
            x: Pt(b.column as f32),
            y: Pt(b.row as f32),
            width: Pt(b.width as f32),
            height: Pt(b.height as f32),
            mode: Some(PaintMode::Fill),
            winding_order: Some(WindingOrder::NonZero),
        },
    }));
    ops.push(Op::RestoreGraphicsState);
}

fn pt(mm: f64) -> Pt {
    Pt((mm * PT_PER_MM) as f32)
}

fn grey(value: f64) -> Color {
    Color::Greyscale(Greyscale {
        percent: value as f32,
        icc_profile: None,
    })
}

fn dash_pattern(dash: &[f64]) -> LineDashPattern {
    if dash.is_empty() {
        LineDashPattern::solid()
    } else {
        let pattern: Vec<f32> = dash.iter().map(|d| pt(*d).0).collect();
        LineDashPattern::new(0.0, &pattern)
    }
}

fn corner(p: Point) -> LinePoint {
    LinePoint { p, bezier: false }
}

/// A rectangle given in label mm (top-left corner, width, height).
fn rect(frame: &Frame, x: f64, y: f64, w: f64, h: f64, mode: PaintMode) -> Rect {
    let lower_left = frame.point(x, y + h);
    Rect {
        x: lower_left.x,
        y: lower_left.y,
        width: pt(w),
        height: pt(h),
        mode: Some(mode),
        winding_order: Some(WindingOrder::NonZero),
    }
}

impl LaidOut {
    /// Adds every character the label draws to the set of its face:
    /// `(regular, bold)`.
    pub fn chars_into(&self, regular: &mut BTreeSet<char>, bold: &mut BTreeSet<char>) {
        for drawn in &self.items {
            if let Drawn::Text {
                lines, bold: heavy, ..
            } = drawn
            {
                let set = if *heavy { &mut *bold } else { &mut *regular };
                set.extend(lines.iter().flat_map(|line| line.chars()));
            }
        }
    }

    /// Draws the label into `ops` at `frame`, its QR codes as images added
    /// to `doc`.
    pub fn ops(
        &self,
        frame: &Frame,
        faces: &Faces,
        resources: &Resources,
        doc: &mut PdfDocument,
        ops: &mut Vec<Op>,
    ) {
        for drawn in &self.items {
            draw(drawn, frame, faces, resources, doc, ops);
        }
    }
}

fn draw(
    drawn: &Drawn,
    frame: &Frame,
    faces: &Faces,
    resources: &Resources,
    doc: &mut PdfDocument,
    ops: &mut Vec<Op>,
) {
    match drawn {
        Drawn::Text {
            area,
            lines,
            size,
            bold,
            align,
            grey: shade,
        } => {
            let face = faces.face(*bold);
            let font = if *bold {
                resources.bold.clone()
            } else {
                resources.regular.clone()
            };
            ops.push(Op::SetFillColor { col: grey(*shade) });
            let line_mm = face.line_height * size / PT_PER_MM;
            let ascent_mm = face.ascent * size / PT_PER_MM;
            for (index, line) in lines.iter().enumerate() {
                if line.is_empty() {
                    continue;
                }
                let width_mm = face.width(line, *size) / PT_PER_MM;
                let x = match align {
                    Align::Left => area.x.0,
                    Align::Center => area.x.0 + (area.w.0 - width_mm) / 2.0,
                    Align::Right => area.x.0 + area.w.0 - width_mm,
                };
                let baseline = area.y.0 + ascent_mm + index as f64 * line_mm;
                ops.push(Op::StartTextSection);
                ops.push(Op::SetFont {
                    font: PdfFontHandle::External(font.clone()),
                    size: Pt(*size as f32),
                });
                ops.push(Op::SetTextCursor {
                    pos: frame.point(x, baseline),
                });
                ops.push(Op::ShowText {
                    items: vec![TextItem::Text(line.clone())],
                });
                ops.push(Op::EndTextSection);
            }
        }
        Drawn::Qr { x, y, size, matrix } => {
            let image = doc.add_image(&qr_image(matrix));
            qr_image_ops(frame, (*x, *y), *size, matrix, image, ops);
        }
        Drawn::Image { field, area } => {
            let Some((id, px_w, px_h)) = resources.images.get(field) else {
                return;
            };
            fitted_image_ops(frame, area, id.clone(), (*px_w, *px_h), ops);
        }
        Drawn::Photo { area, photo } => {
            let image = RawImage {
                pixels: RawImageData::U8(photo.rgb.to_vec()),
                width: photo.width as usize,
                height: photo.height as usize,
                data_format: RawImageFormat::RGB8,
                tag: Vec::new(),
            };
            let id = doc.add_image(&image);
            fitted_image_ops(frame, area, id, (image.width, image.height), ops);
        }
        Drawn::Line {
            from,
            to,
            thickness,
            dash,
            grey: shade,
        } => {
            ops.push(Op::SetOutlineColor { col: grey(*shade) });
            ops.push(Op::SetOutlineThickness { pt: pt(*thickness) });
            ops.push(Op::SetLineDashPattern {
                dash: dash_pattern(dash),
            });
            ops.push(Op::DrawLine {
                line: Line {
                    points: vec![
                        corner(frame.point(from.0, from.1)),
                        corner(frame.point(to.0, to.1)),
                    ],
                    is_closed: false,
                },
            });
        }
        Drawn::Box {
            area,
            thickness,
            fill,
            stroke,
            dash,
        } => {
            let mode = match (fill, stroke) {
                (Some(_), true) => PaintMode::FillStroke,
                (Some(_), false) => PaintMode::Fill,
                (None, _) => PaintMode::Stroke,
            };
            if let Some(shade) = fill {
                ops.push(Op::SetFillColor { col: grey(*shade) });
            }
            ops.push(Op::SetOutlineColor { col: grey(0.0) });
            ops.push(Op::SetOutlineThickness { pt: pt(*thickness) });
            ops.push(Op::SetLineDashPattern {
                dash: dash_pattern(dash),
            });
            ops.push(Op::DrawRectangle {
                rectangle: rect(frame, area.x.0, area.y.0, area.w.0, area.h.0, mode),
            });
        }
    }
}

/// A thin grey cut line around a label of `width` x `height` mm.
pub fn outline_ops(frame: &Frame, width: f64, height: f64, ops: &mut Vec<Op>) {
    ops.push(Op::SetOutlineColor { col: grey(0.7) });
    ops.push(Op::SetOutlineThickness { pt: pt(0.1) });
    ops.push(Op::SetLineDashPattern {
        dash: LineDashPattern::solid(),
    });
    ops.push(Op::DrawRectangle {
        rectangle: rect(frame, 0.0, 0.0, width, height, PaintMode::Stroke),
    });
}
