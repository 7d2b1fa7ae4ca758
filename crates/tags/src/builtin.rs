//! What ships inside the binary: the six templates, their images and the font.
//!
//! [`TEMPLATES`] maps each shipped template's name to its TOML text (the files
//! under `templates/`, embedded with `include_str!`), [`asset`] finds a shipped
//! image by the name a template writes after `builtin:`, and [`FONT_REGULAR`] /
//! [`FONT_BOLD`] are the embedded DejaVu Sans Condensed faces (licence in
//! `templates/fonts/LICENSE-DejaVu.txt`), which cover every Latin-script
//! language (õ ä ö ü š ž, fadas, ß, ł, ø ...).

/// Shipped templates: name and TOML text.
pub const TEMPLATES: &[(&str, &str)] = &[
    (
        "tag-62x29",
        include_str!("../../../templates/tag-62x29.toml"),
    ),
    (
        "tag-62-continuous",
        include_str!("../../../templates/tag-62-continuous.toml"),
    ),
    (
        "tag-a4-3x8",
        include_str!("../../../templates/tag-a4-3x8.toml"),
    ),
    (
        "lammie-card",
        include_str!("../../../templates/lammie-card.toml"),
    ),
    (
        "armour-card",
        include_str!("../../../templates/armour-card.toml"),
    ),
    (
        "fail-slip-62",
        include_str!("../../../templates/fail-slip-62.toml"),
    ),
];

/// Shipped images, by the name written after `builtin:`.
const ASSETS: &[(&str, &[u8])] = &[(
    "armoury-logo.png",
    include_bytes!("../../../templates/logos/armoury-logo.png"),
)];

/// The regular text face.
pub const FONT_REGULAR: &[u8] = include_bytes!("../../../templates/fonts/DejaVuSansCondensed.ttf");
/// The bold text face.
pub const FONT_BOLD: &[u8] =
    include_bytes!("../../../templates/fonts/DejaVuSansCondensed-Bold.ttf");

/// A shipped template's TOML text by name.
pub fn template(name: &str) -> Option<&'static str> {
    TEMPLATES
        .iter()
        .find(|(candidate, _)| *candidate == name)
        .map(|(_, text)| *text)
}

/// A shipped image by name.
pub fn asset(name: &str) -> Option<&'static [u8]> {
    ASSETS
        .iter()
        .find(|(candidate, _)| *candidate == name)
        .map(|(_, bytes)| *bytes)
}

/// The names of the shipped images.
pub fn asset_names() -> Vec<&'static str> {
    ASSETS.iter().map(|(name, _)| *name).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ContentKind, Template};

    #[test]
    fn every_shipped_template_loads_under_its_own_name() {
        for (name, _) in TEMPLATES {
            let template = Template::resolve(name).unwrap();
            assert_eq!(template.name, *name);
        }
        let slip = Template::resolve("fail-slip-62").unwrap();
        assert_eq!(slip.kind, ContentKind::FailSlip);
    }
}
