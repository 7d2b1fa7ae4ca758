//! Templates: label and card layouts as data (TOML).
//!
//! A [`Template`] says which content it lays out ([`ContentKind`]), the
//! [`Label`] size (fixed, or a continuous roll whose length is computed), an
//! optional [`Sheet`] grid (labels per page), and positioned [`Field`]s: text,
//! QR code, image, line, box. Positions are millimetres from the label's
//! top-left corner; font sizes are points. Text binds content with `{name}`
//! ([`crate::binding::Pattern`]); `when = "flag"` shows a field only
//! for some content.
//!
//! [`Template::resolve`] finds a shipped template by name
//! ([`crate::builtin`]) or loads a user's TOML file; image paths in a
//! user's file are relative to its folder, and `builtin:NAME` names a shipped
//! asset. Loading checks everything; a refused file is an
//! [`armoury_rules::source::InputError`] naming the file, line, key and value.
//!
//! The parts, each importing only those before it:
//! - `model`: the checked [`Template`] that layout and rendering read;
//! - `raw`: the file as written (serde mirror, defaults, spans);
//! - `check`: raw into model, every refusal located;
//! - `load`: [`Template::resolve`], [`Template::load`], [`Template::parse`]
//!   and the images, the only part that reads files; [`TemplateError`].
//!
//! [`ContentKind`]: crate::content::ContentKind

mod check;
mod load;
mod model;
mod raw;
#[cfg(test)]
mod tests;

pub use load::TemplateError;
pub use model::{
    Align, Area, BoxField, FONT_SIZES, Field, Height, ImageField, Label, LineField, MIN_QR_MM,
    QrField, Shape, Sheet, Template, TextField,
};
