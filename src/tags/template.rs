//! Templates: label and card layouts as data (TOML).
//!
//! A [`Template`] says which content it lays out ([`ContentKind`]), the
//! [`Label`] size (fixed, or a continuous roll whose length is computed), an
//! optional [`Sheet`] grid (labels per page), and positioned [`Field`]s: text,
//! QR code, image, line, box. Positions are millimetres from the label's
//! top-left corner; font sizes are points. Text binds content with `{name}`
//! ([`super::binding::Pattern`]); `when = "flag"` shows a field only for some
//! content.
//!
//! [`Template::resolve`] finds a shipped template by name
//! ([`super::builtin`]) or loads a user's TOML file; image paths in a user's
//! file are relative to its folder, and `builtin:NAME` names a shipped asset.
//! Loading validates everything; a [`TemplateError`] names the file, line,
//! key and refused value.

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use printpdf::RawImage;
use serde::Deserialize;
use toml::Spanned;

use super::binding::{Condition, Pattern};
use super::builtin;
use super::content::{ContentKind, VERIFY_FIELD};
use crate::rules::source::{InputError, line_of};
use crate::rules::units::{Millimetres, trim_number};

/// Smallest QR code side accepted, in mm (smaller is unreliable to scan).
pub const MIN_QR_MM: f64 = 10.0;
/// Font sizes accepted, in points.
pub const FONT_SIZES: std::ops::RangeInclusive<f64> = 3.0..=72.0;

/// A validated layout.
#[derive(Clone, Debug)]
pub struct Template {
    /// Template name, e.g. `tag-62x29`.
    pub name: String,
    /// What it lays out.
    pub kind: ContentKind,
    /// One line for listings.
    pub description: String,
    /// The label or card.
    pub label: Label,
    /// Labels per page; `None` prints one label per page of the label's size.
    pub sheet: Option<Sheet>,
    /// Draw a thin grey cut line around each label (for cards cut by hand).
    pub outline: bool,
    /// Drawn in order.
    pub fields: Vec<Field>,
    /// Where it came from, for messages.
    pub source: String,
}

/// Label size and printable margin.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Label {
    /// Width across the roll or card.
    pub width: Millimetres,
    /// Fixed or computed length.
    pub height: Height,
    /// Text, QR codes and images stay this far inside the edge.
    pub margin: Millimetres,
}

/// A label's height.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Height {
    /// A die-cut label or card.
    Fixed(Millimetres),
    /// A continuous roll: the length follows the content, within limits.
    Continuous { min: Millimetres, max: Millimetres },
}

impl Label {
    /// The largest height the label can have (fixed height or roll maximum).
    pub fn max_height(&self) -> Millimetres {
        match self.height {
            Height::Fixed(h) => h,
            Height::Continuous { max, .. } => max,
        }
    }
}

/// A grid of labels on a page.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sheet {
    pub width: Millimetres,
    pub height: Millimetres,
    pub columns: u32,
    pub rows: u32,
    /// Offset of the first label from the page's left edge.
    pub left: Millimetres,
    /// Offset of the first label from the page's top edge.
    pub top: Millimetres,
    /// Distance between the left edges of neighbouring columns.
    pub column_pitch: Millimetres,
    /// Distance between the top edges of neighbouring rows.
    pub row_pitch: Millimetres,
}

impl Sheet {
    /// Labels per page.
    pub fn per_page(&self) -> usize {
        (self.columns as usize) * (self.rows as usize)
    }
}

/// A positioned field.
#[derive(Clone, Debug)]
pub struct Field {
    /// The line of its `[[field]]` table, for messages.
    pub line: usize,
    /// Shown only when this holds.
    pub when: Option<Condition>,
    /// What to draw.
    pub shape: Shape,
}

/// A rectangle on the label, from its top-left corner.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Area {
    pub x: Millimetres,
    pub y: Millimetres,
    pub w: Millimetres,
    pub h: Millimetres,
}

/// Horizontal text alignment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Align {
    #[default]
    Left,
    Center,
    Right,
}

/// What a field draws.
#[derive(Clone, Debug)]
pub enum Shape {
    Text(TextField),
    Qr(QrField),
    Image(ImageField),
    Line(LineField),
    Box(BoxField),
}

/// Text, wrapped to its area and shrunk to fit.
#[derive(Clone, Debug)]
pub struct TextField {
    pub area: Area,
    pub text: Pattern,
    /// Font size in points.
    pub size: f64,
    /// Shrink down to this size before cutting text off.
    pub min_size: f64,
    pub bold: bool,
    pub align: Align,
    /// Wrap onto more lines (otherwise one line).
    pub wrap: bool,
    /// 0 black .. 1 white.
    pub grey: f64,
}

/// A QR code of a bound string (normally `{verify}`).
#[derive(Clone, Debug)]
pub struct QrField {
    pub x: Millimetres,
    pub y: Millimetres,
    /// Side length, quiet zone included.
    pub size: Millimetres,
    pub data: Pattern,
}

/// A picture (PNG), fitted into its area keeping its aspect ratio.
#[derive(Clone, Debug)]
pub struct ImageField {
    pub area: Area,
    /// The decoded image, shared by every label.
    pub image: Arc<RawImage>,
    /// The path as written, for messages.
    pub path: String,
}

/// A straight line.
#[derive(Clone, Debug)]
pub struct LineField {
    pub from: (Millimetres, Millimetres),
    pub to: (Millimetres, Millimetres),
    pub thickness: Millimetres,
    /// Dash and gap lengths in mm; empty for solid.
    pub dash: Vec<f64>,
    pub grey: f64,
}

/// A rectangle, stroked and/or filled.
#[derive(Clone, Debug)]
pub struct BoxField {
    pub area: Area,
    pub thickness: Millimetres,
    /// Fill grey (0 black .. 1 white), if filled.
    pub fill: Option<f64>,
    pub stroke: bool,
    pub dash: Vec<f64>,
}

/// Why a template could not be used.
#[derive(Debug)]
pub enum TemplateError {
    /// Not a shipped name and no such file.
    NotFound { name: String, builtin: Vec<String> },
    /// The file could not be read.
    Read { file: String, error: std::io::Error },
    /// Not valid TOML, or a key of the wrong type or name.
    Syntax(InputError),
    /// A value that parses but cannot be laid out.
    Invalid {
        file: String,
        line: usize,
        key: String,
        value: String,
        reason: String,
    },
}

impl fmt::Display for TemplateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TemplateError::NotFound { name, builtin } => write!(
                f,
                "no template {name:?}: not a shipped template ({}) and no such file",
                builtin.join(", ")
            ),
            TemplateError::Read { file, error } => write!(f, "{file}: cannot read: {error}"),
            TemplateError::Syntax(e) => e.fmt(f),
            TemplateError::Invalid {
                file,
                line,
                key,
                value,
                reason,
            } => write!(f, "{file}:{line}: {key} = {value}: {reason}"),
        }
    }
}

impl std::error::Error for TemplateError {}

impl Template {
    /// A shipped template by name, or a TOML file by path.
    pub fn resolve(name_or_path: &str) -> Result<Self, TemplateError> {
        if let Some(text) = builtin::template(name_or_path) {
            return Template::parse(text, &format!("builtin:{name_or_path}"), None);
        }
        let path = Path::new(name_or_path);
        if path.is_file() {
            return Template::load(path);
        }
        Err(TemplateError::NotFound {
            name: name_or_path.to_string(),
            builtin: builtin::TEMPLATES
                .iter()
                .map(|(name, _)| (*name).to_string())
                .collect(),
        })
    }

    /// Loads a template file; its images are found relative to its folder.
    pub fn load(path: &Path) -> Result<Self, TemplateError> {
        let file = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|error| TemplateError::Read {
            file: file.clone(),
            error,
        })?;
        let folder = path.parent().map(Path::to_path_buf).unwrap_or_default();
        Template::parse(&text, &file, Some(&folder))
    }

    /// Parses and validates template text. `source` names it in messages;
    /// `folder` resolves relative image paths (shipped templates have none and
    /// may use only `builtin:` images).
    pub fn parse(text: &str, source: &str, folder: Option<&Path>) -> Result<Self, TemplateError> {
        let raw: RawTemplate = toml::from_str(text)
            .map_err(|error| TemplateError::Syntax(InputError::syntax(source, text, &error)))?;
        let check = Checker {
            text,
            source,
            folder,
        };
        check.template(raw)
    }

    /// The page size of one page of output (sheet, or the label itself with
    /// `label_height` as its height).
    pub fn page_size(&self, label_height: Millimetres) -> (Millimetres, Millimetres) {
        match &self.sheet {
            Some(sheet) => (sheet.width, sheet.height),
            None => (self.label.width, label_height),
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTemplate {
    name: String,
    kind: ContentKind,
    #[serde(default)]
    description: String,
    label: Spanned<RawLabel>,
    sheet: Option<Spanned<RawSheet>>,
    #[serde(default)]
    outline: bool,
    #[serde(default, rename = "field")]
    fields: Vec<Spanned<RawField>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLabel {
    width: f64,
    height: Option<f64>,
    min_height: Option<f64>,
    max_height: Option<f64>,
    #[serde(default = "default_margin")]
    margin: f64,
}

fn default_margin() -> f64 {
    2.0
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSheet {
    width: f64,
    height: f64,
    columns: u32,
    rows: u32,
    #[serde(default)]
    left: f64,
    #[serde(default)]
    top: f64,
    column_pitch: Option<f64>,
    row_pitch: Option<f64>,
}

#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
enum RawField {
    Text {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        text: String,
        #[serde(default = "default_size")]
        size: f64,
        min_size: Option<f64>,
        #[serde(default)]
        bold: bool,
        #[serde(default)]
        align: Align,
        #[serde(default = "yes")]
        wrap: bool,
        #[serde(default)]
        grey: f64,
        when: Option<String>,
    },
    Qr {
        x: f64,
        y: f64,
        size: f64,
        #[serde(default = "default_qr_data")]
        data: String,
        when: Option<String>,
    },
    Image {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        path: String,
        when: Option<String>,
    },
    Line {
        x1: f64,
        y1: f64,
        x2: f64,
        y2: f64,
        #[serde(default = "default_thickness")]
        thickness: f64,
        #[serde(default)]
        dash: Vec<f64>,
        #[serde(default)]
        grey: f64,
        when: Option<String>,
    },
    Box {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        #[serde(default = "default_thickness")]
        thickness: f64,
        fill: Option<f64>,
        #[serde(default = "yes")]
        stroke: bool,
        #[serde(default)]
        dash: Vec<f64>,
        when: Option<String>,
    },
}

fn default_size() -> f64 {
    9.0
}
fn default_thickness() -> f64 {
    0.3
}
fn default_qr_data() -> String {
    format!("{{{VERIFY_FIELD}}}")
}
fn yes() -> bool {
    true
}

/// Validation with the context for messages.
struct Checker<'a> {
    text: &'a str,
    source: &'a str,
    folder: Option<&'a Path>,
}

impl Checker<'_> {
    fn invalid(
        &self,
        line: usize,
        key: &str,
        value: impl fmt::Display,
        reason: impl Into<String>,
    ) -> TemplateError {
        TemplateError::Invalid {
            file: self.source.to_string(),
            line,
            key: key.to_string(),
            value: value.to_string(),
            reason: reason.into(),
        }
    }

    fn line(&self, span: std::ops::Range<usize>) -> usize {
        line_of(self.text, span.start)
    }

    /// A finite number within `range`.
    fn number(
        &self,
        line: usize,
        key: &str,
        value: f64,
        range: std::ops::RangeInclusive<f64>,
    ) -> Result<f64, TemplateError> {
        if value.is_finite() && range.contains(&value) {
            Ok(value)
        } else {
            Err(self.invalid(
                line,
                key,
                value,
                format!(
                    "must be between {} and {}",
                    trim_number(*range.start()),
                    trim_number(*range.end())
                ),
            ))
        }
    }

    fn template(&self, raw: RawTemplate) -> Result<Template, TemplateError> {
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
        for spanned in raw.fields {
            let line = self.line(spanned.span());
            fields.push(self.field(line, spanned.into_inner(), raw.kind, &label)?);
        }
        Ok(Template {
            name: raw.name,
            kind: raw.kind,
            description: raw.description,
            label,
            sheet,
            outline: raw.outline,
            fields,
            source: self.source.to_string(),
        })
    }

    fn label(&self, line: usize, raw: RawLabel) -> Result<Label, TemplateError> {
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
                    "give either height (a die-cut label or card) or min_height and max_height (a continuous roll)",
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

    fn sheet(&self, line: usize, raw: RawSheet, label: &Label) -> Result<Sheet, TemplateError> {
        let Height::Fixed(label_height) = label.height else {
            return Err(self.invalid(
                line,
                "sheet",
                "[sheet]",
                "a continuous roll cannot be laid out on a sheet",
            ));
        };
        let width = self.number(line, "sheet.width", raw.width, 10.0..=2000.0)?;
        let height = self.number(line, "sheet.height", raw.height, 10.0..=2000.0)?;
        if raw.columns == 0 || raw.columns > 100 {
            return Err(self.invalid(line, "sheet.columns", raw.columns, "must be 1 to 100"));
        }
        if raw.rows == 0 || raw.rows > 100 {
            return Err(self.invalid(line, "sheet.rows", raw.rows, "must be 1 to 100"));
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
        let used_w = left + f64::from(raw.columns - 1) * column_pitch + label.width.0;
        if used_w > width + 0.01 {
            return Err(self.invalid(
                line,
                "sheet.columns",
                raw.columns,
                format!("the labels need {used_w:.1} mm but the sheet is {width} mm wide"),
            ));
        }
        let used_h = top + f64::from(raw.rows - 1) * row_pitch + label_height.0;
        if used_h > height + 0.01 {
            return Err(self.invalid(
                line,
                "sheet.rows",
                raw.rows,
                format!("the labels need {used_h:.1} mm but the sheet is {height} mm high"),
            ));
        }
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

    /// An area inside the label; `inset` keeps it inside the margin too.
    fn area(
        &self,
        line: usize,
        (x, y, w, h): (f64, f64, f64, f64),
        label: &Label,
        inset: bool,
    ) -> Result<Area, TemplateError> {
        let m = if inset { label.margin.0 } else { 0.0 };
        let why = if inset {
            format!(" (content keeps a {m} mm margin)")
        } else {
            String::new()
        };
        let width = label.width.0;
        let height = label.max_height().0;
        let x = self
            .number(line, "x", x, m..=width - m)
            .map_err(|e| self.why(e, &why))?;
        let y = self
            .number(line, "y", y, m..=height - m)
            .map_err(|e| self.why(e, &why))?;
        let w = self
            .number(line, "w", w, 0.1..=width - m - x)
            .map_err(|e| self.why(e, &why))?;
        let h = self
            .number(line, "h", h, 0.1..=height - m - y)
            .map_err(|e| self.why(e, &why))?;
        Ok(Area {
            x: Millimetres(x),
            y: Millimetres(y),
            w: Millimetres(w),
            h: Millimetres(h),
        })
    }

    fn why(&self, error: TemplateError, why: &str) -> TemplateError {
        match error {
            TemplateError::Invalid {
                file,
                line,
                key,
                value,
                reason,
            } => TemplateError::Invalid {
                file,
                line,
                key,
                value,
                reason: format!("{reason}{why}"),
            },
            other => other,
        }
    }

    fn pattern(
        &self,
        line: usize,
        key: &str,
        text: &str,
        kind: ContentKind,
    ) -> Result<Pattern, TemplateError> {
        let pattern = Pattern::parse(text)
            .map_err(|error| self.invalid(line, key, format!("{text:?}"), error.reason))?;
        for name in pattern.names() {
            if name != VERIFY_FIELD && !kind.fields().contains(&name) {
                return Err(self.invalid(
                    line,
                    key,
                    format!("{text:?}"),
                    format!(
                        "a {kind} has no field {{{name}}}; it has {}, verify",
                        kind.fields().join(", ")
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
    ) -> Result<Option<Condition>, TemplateError> {
        let Some(text) = when else { return Ok(None) };
        let condition = Condition::parse(&text)
            .map_err(|error| self.invalid(line, "when", format!("{text:?}"), error.reason))?;
        if !kind.flags().contains(&condition.flag.as_str()) {
            return Err(self.invalid(
                line,
                "when",
                format!("{text:?}"),
                format!(
                    "a {kind} has no flag {:?}; it has {}",
                    condition.flag,
                    kind.flags().join(", ")
                ),
            ));
        }
        Ok(Some(condition))
    }

    fn dash(&self, line: usize, dash: &[f64]) -> Result<Vec<f64>, TemplateError> {
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
    ) -> Result<Field, TemplateError> {
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
                self.number(line, "size", size, MIN_QR_MM..=1000.0)
                    .map_err(|e| self.why(e, " (smaller QR codes do not scan reliably)"))?;
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

    fn image(&self, line: usize, path: &str) -> Result<Arc<RawImage>, TemplateError> {
        let bytes = if let Some(name) = path.strip_prefix("builtin:") {
            builtin::asset(name).map(<[u8]>::to_vec).ok_or_else(|| {
                self.invalid(
                    line,
                    "path",
                    format!("{path:?}"),
                    format!(
                        "no shipped image of that name ({})",
                        builtin::asset_names().join(", ")
                    ),
                )
            })?
        } else {
            let Some(folder) = self.folder else {
                return Err(self.invalid(
                    line,
                    "path",
                    format!("{path:?}"),
                    "a shipped template may only use builtin: images",
                ));
            };
            let full: PathBuf = folder.join(path);
            std::fs::read(&full).map_err(|error| {
                self.invalid(
                    line,
                    "path",
                    format!("{path:?}"),
                    format!("cannot read {}: {error}", full.display()),
                )
            })?
        };
        let mut warnings = Vec::new();
        let image = RawImage::decode_from_bytes(&bytes, &mut warnings).map_err(|error| {
            self.invalid(
                line,
                "path",
                format!("{path:?}"),
                format!("not a PNG image printpdf can use: {error}"),
            )
        })?;
        if let Some(problem) = super::render::first_problem(&warnings) {
            return Err(self.invalid(line, "path", format!("{path:?}"), problem));
        }
        Ok(Arc::new(image))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINIMAL: &str = r#"
name = "t"
kind = "tag"
[label]
width = 62
height = 29
[[field]]
type = "text"
x = 2
y = 2
w = 30
h = 5
text = "{serial}"
"#;

    fn error_of(text: &str) -> String {
        match Template::parse(text, "t.toml", None) {
            Ok(_) => panic!("accepted:\n{text}"),
            Err(error) => error.to_string(),
        }
    }

    #[test]
    fn a_minimal_template_loads_with_defaults() {
        let template = Template::parse(MINIMAL, "t.toml", None).unwrap();
        assert_eq!(template.kind, ContentKind::Tag);
        assert_eq!(template.label.margin, Millimetres(2.0));
        let Shape::Text(text) = &template.fields[0].shape else {
            panic!("not text")
        };
        assert_eq!(text.size, 9.0);
        assert!(text.wrap);
        assert_eq!(template.fields[0].line, 7);
    }

    #[test]
    fn errors_name_file_line_key_and_value() {
        let message = error_of(&MINIMAL.replace("text = \"{serial}\"", "text = \"{serail}\""));
        assert!(
            message.starts_with("t.toml:7: text = \"{serail}\""),
            "{message}"
        );
        assert!(message.contains("no field {serail}"), "{message}");

        let message = error_of(&MINIMAL.replace("w = 30", "w = 90"));
        assert!(message.contains("t.toml:7: w = 90"), "{message}");

        let message = error_of(&MINIMAL.replace("width = 62", "width = \"wide\""));
        assert!(message.starts_with("t.toml:5:"), "{message}");

        let message = error_of(&MINIMAL.replace("h = 5", "h = 5\ncolour = 3"));
        assert!(message.contains("colour"), "{message}");

        let message = error_of(&format!("{MINIMAL}size = -4\n"));
        assert!(message.contains("size = -4"), "{message}");
    }

    #[test]
    fn bad_layouts_are_refused() {
        let qr = format!("{MINIMAL}[[field]]\ntype = \"qr\"\nx = 30\ny = 2\nsize = 8\n");
        assert!(error_of(&qr).contains("do not scan"));
        let when = format!("{MINIMAL}when = \"consumable\"\n");
        assert!(error_of(&when).contains("no flag"));
        let sheet = format!(
            "{}\n[sheet]\nwidth = 100\nheight = 100\ncolumns = 2\nrows = 1\n",
            MINIMAL.replace("[[field]]", "outline = true\n[[field]]")
        );
        // `outline` lands inside [label] here; check the sheet arithmetic separately.
        assert!(Template::parse(&sheet, "t.toml", None).is_err());
        let sheet = MINIMAL.replace(
            "[label]",
            "[sheet]\nwidth = 100\nheight = 100\ncolumns = 2\nrows = 1\n[label]",
        );
        assert!(error_of(&sheet).contains("sheet is 100 mm wide"));
        let roll = MINIMAL.replace("height = 29", "min_height = 29");
        assert!(error_of(&roll).contains("min_height and max_height"));
    }

    #[test]
    fn unknown_names_are_not_found() {
        let Err(error) = Template::resolve("no-such-template") else {
            panic!("resolved")
        };
        assert!(error.to_string().contains("tag-62x29"), "{error}");
    }
}
