//! The validated template: what [`super::check`] makes of a template file
//! and what layout and rendering read. Plain data, no parsing: a
//! [`Template`] with its [`Label`], optional [`Sheet`] and positioned
//! [`Field`]s, each drawing one [`Shape`]. Text fields may carry their
//! text in other languages; [`Template::in_language`] picks one.

use std::collections::BTreeMap;
use std::sync::Arc;

use printpdf::RawImage;
use serde::Deserialize;

use crate::binding::{Condition, Pattern};
use crate::content::ContentKind;
use armoury_rules::units::Millimetres;

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
    Continuous {
        /// The shortest label cut, however little content.
        min: Millimetres,
        /// The longest label cut; content beyond it is an error.
        max: Millimetres,
    },
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
    /// The page's width.
    pub width: Millimetres,
    /// The page's height.
    pub height: Millimetres,
    /// Labels across the page.
    pub columns: u32,
    /// Labels down the page.
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
    /// Distance from the label's left edge.
    pub x: Millimetres,
    /// Distance from the label's top edge.
    pub y: Millimetres,
    /// Width.
    pub w: Millimetres,
    /// Height.
    pub h: Millimetres,
}

/// Horizontal text alignment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Align {
    /// Flush left (the default).
    #[default]
    Left,
    /// Centred in the area.
    Center,
    /// Flush right.
    Right,
}

/// What a field draws.
#[derive(Clone, Debug)]
pub enum Shape {
    /// Text bound from the content.
    Text(TextField),
    /// A QR code.
    Qr(QrField),
    /// A picture.
    Image(ImageField),
    /// The card's own photo (a lammie's picture of its phys-rep), when it
    /// has one.
    Photo(PhotoField),
    /// A straight line.
    Line(LineField),
    /// A rectangle.
    Box(BoxField),
}

/// Text, wrapped to its area and shrunk to fit.
#[derive(Clone, Debug)]
pub struct TextField {
    /// Where the text goes; it wraps and shrinks to fit inside.
    pub area: Area,
    /// The text, with `{placeholders}` bound from the content.
    pub text: Pattern,
    /// Font size in points.
    pub size: f64,
    /// Shrink down to this size before cutting text off.
    pub min_size: f64,
    /// Set in the bold face.
    pub bold: bool,
    /// Alignment within the area.
    pub align: Align,
    /// Wrap onto more lines (otherwise one line).
    pub wrap: bool,
    /// 0 black .. 1 white.
    pub grey: f64,
    /// The text in other languages, by language tag (`et`), from the
    /// template's `[translations.LANG]`.
    pub translations: BTreeMap<String, Pattern>,
}

/// A QR code of a bound string (normally `{verify}`).
#[derive(Clone, Debug)]
pub struct QrField {
    /// Distance of the code's left edge from the label's left edge.
    pub x: Millimetres,
    /// Distance of the code's top edge from the label's top edge.
    pub y: Millimetres,
    /// Side length, quiet zone included.
    pub size: Millimetres,
    /// The string to encode, with `{placeholders}` bound from the content.
    pub data: Pattern,
}

/// A picture (PNG), fitted into its area keeping its aspect ratio.
#[derive(Clone, Debug)]
pub struct ImageField {
    /// The box the picture is fitted into.
    pub area: Area,
    /// The decoded image, shared by every label.
    pub image: Arc<RawImage>,
    /// The path as written, for messages.
    pub path: String,
}

/// Where a card's own photo goes, fitted into its area keeping its aspect
/// ratio; nothing is drawn for a card without one.
#[derive(Clone, Copy, Debug)]
pub struct PhotoField {
    /// The box the photo is fitted into.
    pub area: Area,
}

/// A straight line.
#[derive(Clone, Debug)]
pub struct LineField {
    /// The start point (x, y from the label's top-left corner).
    pub from: (Millimetres, Millimetres),
    /// The end point (x, y from the label's top-left corner).
    pub to: (Millimetres, Millimetres),
    /// The line's width.
    pub thickness: Millimetres,
    /// Dash and gap lengths in mm; empty for solid.
    pub dash: Vec<f64>,
    /// 0 black .. 1 white.
    pub grey: f64,
}

/// A rectangle, stroked and/or filled.
#[derive(Clone, Debug)]
pub struct BoxField {
    /// The rectangle.
    pub area: Area,
    /// The outline's width.
    pub thickness: Millimetres,
    /// Fill grey (0 black .. 1 white), if filled.
    pub fill: Option<f64>,
    /// Whether the outline is drawn.
    pub stroke: bool,
    /// Dash and gap lengths of the outline in mm; empty for solid.
    pub dash: Vec<f64>,
}

impl Template {
    /// The template with every text field in `lang` (a language tag such as
    /// `et`) where the template has it; the text as written elsewhere.
    pub fn in_language(&self, lang: &str) -> Template {
        let mut translated = self.clone();
        for field in &mut translated.fields {
            if let Shape::Text(text) = &mut field.shape
                && let Some(pattern) = text.translations.get(lang)
            {
                text.text = pattern.clone();
            }
        }
        translated
    }

    /// The languages the template has texts in besides its own.
    pub fn languages(&self) -> Vec<&str> {
        let mut tags: Vec<&str> = self
            .fields
            .iter()
            .filter_map(|f| match &f.shape {
                Shape::Text(text) => Some(text.translations.keys().map(String::as_str)),
                _ => None,
            })
            .flatten()
            .collect();
        tags.sort_unstable();
        tags.dedup();
        tags
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
