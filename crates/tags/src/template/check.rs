//! Checking a template: [`Checker`] turns the file as written
//! ([`super::raw`]) into a [`super::Template`] ([`super::model`]), refusing
//! anything that cannot be laid out: sizes out of range, fields outside the
//! label or its margin, a sheet whose labels do not fit, bindings and
//! conditions the template's content kind does not have, images printpdf
//! cannot use. Every refusal is an [`InputError`] naming the file, line, key
//! and value. Reads no files: images come through [`Checker::images`].

use std::collections::BTreeMap;
use std::fmt;
use std::ops::{Range, RangeInclusive};
use std::sync::Arc;

use printpdf::RawImage;

use super::model::{
    Area, BoxField, FONT_SIZES, Field, Height, ImageField, Label, LineField, MIN_QR_MM, PhotoField,
    QrField, Shape, Sheet, Template, TextField,
};
use super::raw::{RawField, RawLabel, RawSheet, RawTemplate};
use crate::binding::{Condition, Pattern};
use crate::content::{ContentKind, PHOTO_FLAG, VERIFY_FIELD};
use crate::warnings::first_problem;
use armoury_rules::names::is_language_tag;
use armoury_rules::said;
use armoury_rules::source::{InputError, Message, SourceFile};
use armoury_rules::units::{Millimetres, trim_number};

/// Validation with the context for messages: the file being read and where
/// its images come from.
pub(super) struct Checker<'a> {
    /// The template file, for locating errors.
    pub(super) file: &'a SourceFile<'a>,
    /// The bytes of an image by the path a field writes, or why not.
    pub(super) images: &'a dyn Fn(&str) -> Result<Vec<u8>, Message>,
}

/// What a range refusal adds to "must be between MIN and MAX": nothing, the
/// label margin a field keeps, or why a QR code has a least size.
#[derive(Clone, Copy)]
enum Why {
    /// Only the range.
    Range,
    /// The field keeps the label's margin of this many mm.
    Margin(f64),
    /// A QR code smaller than the least size does not scan.
    SmallQr,
}

/// Which way a sheet's labels are counted: across (wide) or down (high).
#[derive(Clone, Copy)]
enum Across {
    /// Columns, across the sheet's width.
    Wide,
    /// Rows, down the sheet's height.
    High,
}

impl Checker<'_> {
    fn invalid(
        &self,
        line: usize,
        key: &str,
        value: impl fmt::Display,
        message: impl Into<Message>,
    ) -> InputError {
        self.file
            .error_at_line(line, key, Some(value.to_string()), message)
    }

    fn line(&self, span: Range<usize>) -> usize {
        self.file.line_of(span.start)
    }

    /// A finite number within `range`.
    fn number(
        &self,
        line: usize,
        key: &str,
        value: f64,
        range: RangeInclusive<f64>,
    ) -> Result<f64, InputError> {
        self.number_why(line, key, value, range, Why::Range)
    }

    /// A finite number within `range`; a refusal says `why` the range is
    /// what it is.
    fn number_why(
        &self,
        line: usize,
        key: &str,
        value: f64,
        range: RangeInclusive<f64>,
        why: Why,
    ) -> Result<f64, InputError> {
        if value.is_finite() && range.contains(&value) {
            return Ok(value);
        }
        let min = trim_number(*range.start());
        let max = trim_number(*range.end());
        let message = match why {
            Why::Range => said!(
                "tpl-between",
                "must be between {min} and {max}",
                min = &min,
                max = &max
            ),
            Why::Margin(margin) => said!(
                "tpl-between-margin",
                "must be between {min} and {max} (content keeps a {margin} mm margin)",
                min = &min,
                max = &max,
                margin = margin
            ),
            Why::SmallQr => said!(
                "tpl-between-qr",
                "must be between {min} and {max} (smaller QR codes do not scan reliably)",
                min = &min,
                max = &max
            ),
        };
        Err(self.invalid(line, key, value, message))
    }

    pub(super) fn template(&self, raw: RawTemplate) -> Result<Template, InputError> {
        let label_line = self.line(raw.label.span());
        let label = self.label(label_line, raw.label.into_inner())?;
        let sheet = match raw.sheet {
            Some(sheet) => {
                let line = self.line(sheet.span());
                Some(self.sheet(line, sheet.into_inner(), &label)?)
            }
            None => None,
        };
        let mut fields = Vec::with_capacity(raw.fields.len());
        let mut texts = Vec::with_capacity(raw.fields.len());
        for spanned in raw.fields {
            let line = self.line(spanned.span());
            let raw_field = spanned.into_inner();
            texts.push(match &raw_field {
                RawField::Text { text, .. } => Some(text.clone()),
                _ => None,
            });
            fields.push(self.field(line, raw_field, raw.kind, &label)?);
        }
        self.translations(raw.translations, &texts, &mut fields, raw.kind)?;
        Ok(Template {
            name: raw.name,
            kind: raw.kind,
            description: raw.description,
            label,
            sheet,
            outline: raw.outline,
            fields,
            source: self.file.name().to_string(),
        })
    }

    /// Gives each text field its `[translations.LANG]` text; a translation
    /// of a text no field has (a typo, a field since changed) is refused.
    fn translations(
        &self,
        raw: BTreeMap<String, toml::Spanned<BTreeMap<String, String>>>,
        texts: &[Option<String>],
        fields: &mut [Field],
        kind: ContentKind,
    ) -> Result<(), InputError> {
        for (lang, table) in raw {
            let line = self.line(table.span());
            let key = format!("translations.{lang}");
            if !is_language_tag(&lang) {
                return Err(self.invalid(
                    line,
                    &key,
                    &lang,
                    said!(
                        "tpl-translation-language",
                        "a language tag is two or three lower-case letters (et, fi)"
                    ),
                ));
            }
            for (original, translated) in table.into_inner() {
                let mut matched = false;
                for (field, text) in fields.iter_mut().zip(texts) {
                    if let (Shape::Text(shape), Some(text)) = (&mut field.shape, text)
                        && *text == original
                    {
                        let pattern = self.pattern(line, &key, &translated, kind)?;
                        shape.translations.insert(lang.clone(), pattern);
                        matched = true;
                    }
                }
                if !matched {
                    return Err(self.invalid(
                        line,
                        &key,
                        &original,
                        said!(
                            "tpl-translation-no-such-text",
                            "no text field of the template says this"
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    fn label(&self, line: usize, raw: RawLabel) -> Result<Label, InputError> {
        let width = self.number(line, "label.width", raw.width, 10.0..=1000.0)?;
        let height = match (raw.height, raw.min_height, raw.max_height) {
            (Some(h), None, None) => Height::Fixed(Millimetres(self.number(
                line,
                "label.height",
                h,
                10.0..=2000.0,
            )?)),
            (None, Some(min), Some(max)) => {
                let min = self.number(line, "label.min_height", min, 10.0..=2000.0)?;
                let max = self.number(line, "label.max_height", max, min..=2000.0)?;
                Height::Continuous {
                    min: Millimetres(min),
                    max: Millimetres(max),
                }
            }
            _ => {
                return Err(self.invalid(
                    line,
                    "label",
                    "[label]",
                    said!(
                        "tpl-label-height",
                        "give either height (a die-cut label or card) or min_height and max_height (a continuous roll)"
                    ),
                ));
            }
        };
        let margin = self.number(line, "label.margin", raw.margin, 0.0..=width / 4.0)?;
        Ok(Label {
            width: Millimetres(width),
            height,
            margin: Millimetres(margin),
        })
    }

    fn sheet(&self, line: usize, raw: RawSheet, label: &Label) -> Result<Sheet, InputError> {
        let Height::Fixed(label_height) = label.height else {
            return Err(self.invalid(
                line,
                "sheet",
                "[sheet]",
                said!(
                    "tpl-sheet-roll",
                    "a continuous roll cannot be laid out on a sheet"
                ),
            ));
        };
        let width = self.number(line, "sheet.width", raw.width, 10.0..=2000.0)?;
        let height = self.number(line, "sheet.height", raw.height, 10.0..=2000.0)?;
        if raw.columns == 0 || raw.columns > 100 {
            let message = said!("tpl-one-to-hundred", "must be 1 to 100");
            return Err(self.invalid(line, "sheet.columns", raw.columns, message));
        }
        if raw.rows == 0 || raw.rows > 100 {
            let message = said!("tpl-one-to-hundred", "must be 1 to 100");
            return Err(self.invalid(line, "sheet.rows", raw.rows, message));
        }
        let left = self.number(line, "sheet.left", raw.left, 0.0..=width)?;
        let top = self.number(line, "sheet.top", raw.top, 0.0..=height)?;
        let column_pitch = self.number(
            line,
            "sheet.column_pitch",
            raw.column_pitch.unwrap_or(label.width.0),
            label.width.0..=width,
        )?;
        let row_pitch = self.number(
            line,
            "sheet.row_pitch",
            raw.row_pitch.unwrap_or(label_height.0),
            label_height.0..=height,
        )?;
        let across = (left, column_pitch, label.width.0, width);
        self.fits(line, "sheet.columns", raw.columns, across, Across::Wide)?;
        let down = (top, row_pitch, label_height.0, height);
        self.fits(line, "sheet.rows", raw.rows, down, Across::High)?;
        Ok(Sheet {
            width: Millimetres(width),
            height: Millimetres(height),
            columns: raw.columns,
            rows: raw.rows,
            left: Millimetres(left),
            top: Millimetres(top),
            column_pitch: Millimetres(column_pitch),
            row_pitch: Millimetres(row_pitch),
        })
    }

    /// `count` labels in a line across or down the sheet fit on it: the
    /// first at `start`, each `pitch` after the one before, `size` long, on a
    /// sheet `page` mm wide or high (`way`).
    fn fits(
        &self,
        line: usize,
        key: &str,
        count: u32,
        (start, pitch, size, page): (f64, f64, f64, f64),
        way: Across,
    ) -> Result<(), InputError> {
        let used = start + f64::from(count - 1) * pitch + size;
        if used > page + 0.01 {
            let used = format!("{used:.1}");
            let message = match way {
                Across::Wide => said!(
                    "tpl-sheet-too-narrow",
                    "the labels need {used} mm but the sheet is {page} mm wide",
                    used = &used,
                    page = page
                ),
                Across::High => said!(
                    "tpl-sheet-too-low",
                    "the labels need {used} mm but the sheet is {page} mm high",
                    used = &used,
                    page = page
                ),
            };
            return Err(self.invalid(line, key, count, message));
        }
        Ok(())
    }

    /// An area inside the label; `inset` keeps it inside the margin too.
    fn area(
        &self,
        line: usize,
        (x, y, w, h): (f64, f64, f64, f64),
        label: &Label,
        inset: bool,
    ) -> Result<Area, InputError> {
        let (m, why) = if inset {
            (label.margin.0, Why::Margin(label.margin.0))
        } else {
            (0.0, Why::Range)
        };
        let width = label.width.0;
        let height = label.max_height().0;
        let x = self.number_why(line, "x", x, m..=width - m, why)?;
        let y = self.number_why(line, "y", y, m..=height - m, why)?;
        let w = self.number_why(line, "w", w, 0.1..=width - m - x, why)?;
        let h = self.number_why(line, "h", h, 0.1..=height - m - y, why)?;
        Ok(Area {
            x: Millimetres(x),
            y: Millimetres(y),
            w: Millimetres(w),
            h: Millimetres(h),
        })
    }

    fn pattern(
        &self,
        line: usize,
        key: &str,
        text: &str,
        kind: ContentKind,
    ) -> Result<Pattern, InputError> {
        let pattern = Pattern::parse(text).map_err(|error| self.invalid(line, key, text, error))?;
        for name in pattern.names() {
            if name != VERIFY_FIELD && !kind.fields().contains(&name) {
                return Err(self.invalid(
                    line,
                    key,
                    text,
                    said!(
                        "tpl-no-such-field",
                        "a {kind} has no field {{{name}}}; it has {fields}, verify",
                        kind = kind,
                        name = name,
                        fields = kind.fields().join(", ")
                    ),
                ));
            }
        }
        Ok(pattern)
    }

    fn when(
        &self,
        line: usize,
        when: Option<String>,
        kind: ContentKind,
    ) -> Result<Option<Condition>, InputError> {
        let Some(text) = when else { return Ok(None) };
        let condition =
            Condition::parse(&text).map_err(|error| self.invalid(line, "when", &text, error))?;
        if !kind.flags().contains(&condition.flag.as_str()) {
            return Err(self.invalid(
                line,
                "when",
                &text,
                said!(
                    "tpl-no-such-flag",
                    "a {kind} has no flag {flag}; it has {flags}",
                    kind = kind,
                    flag = format!("{:?}", condition.flag),
                    flags = kind.flags().join(", ")
                ),
            ));
        }
        Ok(Some(condition))
    }

    fn dash(&self, line: usize, dash: &[f64]) -> Result<Vec<f64>, InputError> {
        for &d in dash {
            self.number(line, "dash", d, 0.1..=50.0)?;
        }
        Ok(dash.to_vec())
    }

    fn field(
        &self,
        line: usize,
        raw: RawField,
        kind: ContentKind,
        label: &Label,
    ) -> Result<Field, InputError> {
        let (when, shape) = match raw {
            RawField::Text {
                x,
                y,
                w,
                h,
                text,
                size,
                min_size,
                bold,
                align,
                wrap,
                grey,
                when,
            } => {
                let area = self.area(line, (x, y, w, h), label, true)?;
                let size = self.number(line, "size", size, FONT_SIZES)?;
                let min_size = self.number(
                    line,
                    "min_size",
                    min_size.unwrap_or(size),
                    *FONT_SIZES.start()..=size,
                )?;
                let shape = Shape::Text(TextField {
                    area,
                    text: self.pattern(line, "text", &text, kind)?,
                    size,
                    min_size,
                    bold,
                    align,
                    wrap,
                    grey: self.number(line, "grey", grey, 0.0..=1.0)?,
                    translations: BTreeMap::new(),
                });
                (when, shape)
            }
            RawField::Qr {
                x,
                y,
                size,
                data,
                when,
            } => {
                self.number_why(line, "size", size, MIN_QR_MM..=1000.0, Why::SmallQr)?;
                let area = self.area(line, (x, y, size, size), label, true)?;
                let shape = Shape::Qr(QrField {
                    x: area.x,
                    y: area.y,
                    size: area.w,
                    data: self.pattern(line, "data", &data, kind)?,
                });
                (when, shape)
            }
            RawField::Image {
                x,
                y,
                w,
                h,
                path,
                when,
            } => {
                let area = self.area(line, (x, y, w, h), label, true)?;
                let image = self.image(line, &path)?;
                (when, Shape::Image(ImageField { area, image, path }))
            }
            RawField::Photo { x, y, w, h, when } => {
                let area = self.area(line, (x, y, w, h), label, true)?;
                if !kind.flags().contains(&PHOTO_FLAG) {
                    return Err(self.invalid(
                        line,
                        "type",
                        "photo",
                        said!(
                            "tpl-no-photo",
                            "a {kind} has no photo of its own; only lammies carry one",
                            kind = kind
                        ),
                    ));
                }
                (when, Shape::Photo(PhotoField { area }))
            }
            RawField::Line {
                x1,
                y1,
                x2,
                y2,
                thickness,
                dash,
                grey,
                when,
            } => {
                let width = label.width.0;
                let height = label.max_height().0;
                let shape = Shape::Line(LineField {
                    from: (
                        Millimetres(self.number(line, "x1", x1, 0.0..=width)?),
                        Millimetres(self.number(line, "y1", y1, 0.0..=height)?),
                    ),
                    to: (
                        Millimetres(self.number(line, "x2", x2, 0.0..=width)?),
                        Millimetres(self.number(line, "y2", y2, 0.0..=height)?),
                    ),
                    thickness: Millimetres(self.number(
                        line,
                        "thickness",
                        thickness,
                        0.05..=10.0,
                    )?),
                    dash: self.dash(line, &dash)?,
                    grey: self.number(line, "grey", grey, 0.0..=1.0)?,
                });
                (when, shape)
            }
            RawField::Box {
                x,
                y,
                w,
                h,
                thickness,
                fill,
                stroke,
                dash,
                when,
            } => {
                let area = self.area(line, (x, y, w, h), label, false)?;
                let fill = match fill {
                    Some(grey) => Some(self.number(line, "fill", grey, 0.0..=1.0)?),
                    None => None,
                };
                let shape = Shape::Box(BoxField {
                    area,
                    thickness: Millimetres(self.number(
                        line,
                        "thickness",
                        thickness,
                        0.05..=10.0,
                    )?),
                    fill,
                    stroke,
                    dash: self.dash(line, &dash)?,
                });
                (when, shape)
            }
        };
        Ok(Field {
            line,
            when: self.when(line, when, kind)?,
            shape,
        })
    }

    fn image(&self, line: usize, path: &str) -> Result<Arc<RawImage>, InputError> {
        let bytes =
            (self.images)(path).map_err(|reason| self.invalid(line, "path", path, reason))?;
        let mut warnings = Vec::new();
        let image = RawImage::decode_from_bytes(&bytes, &mut warnings).map_err(|error| {
            self.invalid(
                line,
                "path",
                path,
                said!(
                    "tpl-image-not-png",
                    "not a PNG image printpdf can use: {error}",
                    error = error
                ),
            )
        })?;
        if let Some(problem) = first_problem(&warnings) {
            let message = said!("tpl-image-problem", "{problem}", problem = problem);
            return Err(self.invalid(line, "path", path, message));
        }
        Ok(Arc::new(image))
    }
}
