//! Finding and loading templates, the only part of [`super`] that reads
//! files: [`Template::resolve`] takes a shipped name ([`builtin`]) or a
//! path, [`Template::load`] reads a file, [`Template::parse`] checks text;
//! a field's image is read here (a `builtin:NAME` asset, or a path relative
//! to the template's folder) and handed to the checker as bytes.

use std::path::Path;

use super::check::Checker;
use super::model::Template;
use super::raw::RawTemplate;
use crate::builtin;
use armoury_rules::said;
use armoury_rules::saying::Said;
use armoury_rules::source::{InputError, Message, ReadError, SourceFile};

/// Why a template could not be used.
#[derive(Debug, thiserror::Error)]
pub enum TemplateError {
    /// Not a shipped name and no such file.
    #[error(
        "no template {name:?}: not a shipped template ({}) and no such file",
        .builtin.join(", ")
    )]
    NotFound {
        /// The name or path asked for.
        name: String,
        /// The shipped templates' names.
        builtin: Vec<String>,
    },
    /// The file could not be read, or its contents were refused.
    #[error(transparent)]
    Read(#[from] ReadError),
}

impl TemplateError {
    /// The error as `(english, Said)`, the English as its `Display`; `None`
    /// for a refused file, whose [`InputError`] says itself. The operating
    /// system's reason for a failed read stays as it says it.
    pub fn said(&self) -> Option<(String, Said)> {
        match self {
            TemplateError::NotFound { name, builtin } => Some(said!(
                "tpl-not-found",
                "no template {name}: not a shipped template ({known}) and no such file",
                name = format!("{name:?}"),
                known = builtin.join(", ")
            )),
            TemplateError::Read(ReadError::Io { file, source }) => Some(said!(
                "tpl-cannot-read",
                "{file}: cannot read: {error}",
                file = file,
                error = source
            )),
            TemplateError::Read(ReadError::Input(_)) => None,
        }
    }
}

impl From<InputError> for TemplateError {
    fn from(error: InputError) -> Self {
        TemplateError::Read(error.into())
    }
}

impl Template {
    /// A shipped template by name, or a TOML file by path.
    pub fn resolve(name_or_path: &str) -> Result<Self, TemplateError> {
        if let Some(text) = builtin::template(name_or_path) {
            return Ok(Template::parse(
                text,
                &format!("builtin:{name_or_path}"),
                None,
            )?);
        }
        let path = Path::new(name_or_path);
        if path.is_file() {
            return Ok(Template::load(path)?);
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
    pub fn load(path: &Path) -> Result<Self, ReadError> {
        let text = std::fs::read_to_string(path).map_err(|e| ReadError::io(path.display(), e))?;
        let folder = path.parent().unwrap_or(Path::new(""));
        Ok(Template::parse(
            &text,
            &path.display().to_string(),
            Some(folder),
        )?)
    }

    /// Parses and checks template text. `source` names it in messages;
    /// `folder` resolves relative image paths (shipped templates have none and
    /// may use only `builtin:` images).
    pub fn parse(text: &str, source: &str, folder: Option<&Path>) -> Result<Self, InputError> {
        let file = SourceFile::new(source, text);
        let raw: RawTemplate = file.deserialize()?;
        let images = |path: &str| image_bytes(path, folder);
        Checker {
            file: &file,
            images: &images,
        }
        .template(raw)
    }
}

/// The bytes of the image a field names: a shipped asset (`builtin:NAME`), or
/// a file in `folder`; the message says why not.
fn image_bytes(path: &str, folder: Option<&Path>) -> Result<Vec<u8>, Message> {
    if let Some(name) = path.strip_prefix("builtin:") {
        return builtin::asset(name).map(<[u8]>::to_vec).ok_or_else(|| {
            Message::from(said!(
                "tpl-no-shipped-image",
                "no shipped image of that name ({known})",
                known = builtin::asset_names().join(", ")
            ))
        });
    }
    let Some(folder) = folder else {
        return Err(Message::from(said!(
            "tpl-shipped-builtin-only",
            "a shipped template may only use builtin: images"
        )));
    };
    let full = folder.join(path);
    std::fs::read(&full).map_err(|error| {
        Message::from(said!(
            "tpl-cannot-read-image",
            "cannot read {file}: {error}",
            file = full.display(),
            error = error
        ))
    })
}
