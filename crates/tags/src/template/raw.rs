//! The template file as written: serde structs mirroring the TOML, with
//! spans for messages and the defaults a file may leave out. Nothing here is
//! checked; [`super::check`] turns a [`RawTemplate`] into a
//! [`super::Template`].

use std::collections::BTreeMap;

use serde::Deserialize;
use toml::Spanned;

use super::model::Align;
use crate::content::{ContentKind, VERIFY_FIELD};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawTemplate {
    pub(super) name: String,
    pub(super) kind: ContentKind,
    #[serde(default)]
    pub(super) description: String,
    pub(super) label: Spanned<RawLabel>,
    pub(super) sheet: Option<Spanned<RawSheet>>,
    #[serde(default)]
    pub(super) outline: bool,
    #[serde(default, rename = "field")]
    pub(super) fields: Vec<Spanned<RawField>>,
    /// `[translations.LANG]`: a text field's text as written → its text in LANG.
    #[serde(default)]
    pub(super) translations: BTreeMap<String, Spanned<BTreeMap<String, String>>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawLabel {
    pub(super) width: f64,
    pub(super) height: Option<f64>,
    pub(super) min_height: Option<f64>,
    pub(super) max_height: Option<f64>,
    #[serde(default = "default_margin")]
    pub(super) margin: f64,
}

fn default_margin() -> f64 {
    2.0
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawSheet {
    pub(super) width: f64,
    pub(super) height: f64,
    pub(super) columns: u32,
    pub(super) rows: u32,
    #[serde(default)]
    pub(super) left: f64,
    #[serde(default)]
    pub(super) top: f64,
    pub(super) column_pitch: Option<f64>,
    pub(super) row_pitch: Option<f64>,
}

#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
pub(super) enum RawField {
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
    Photo {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
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
