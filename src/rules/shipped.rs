//! The rulesets Armoury ships, embedded in the binary.
//!
//! [`SHIPPED`] lists each ruleset's id and rules-file text; [`load`] parses
//! one. The station and CLI start on [`DEFAULT_ID`] when no ruleset is chosen.

use super::ruleset::{Ruleset, RulesetError};
use super::source::SourceFile;

/// The ruleset used when none is chosen.
pub const DEFAULT_ID: &str = "ancalagon-2011";

/// Every shipped ruleset: id and rules-file text.
pub const SHIPPED: &[(&str, &str)] = &[
    (
        "ancalagon-2011",
        include_str!("rulesets/ancalagon-2011.toml"),
    ),
    ("five-oaths", include_str!("rulesets/five-oaths.toml")),
];

/// The rules-file text of a shipped ruleset.
pub fn source(id: &str) -> Option<&'static str> {
    SHIPPED
        .iter()
        .find(|(known, _)| *known == id)
        .map(|(_, text)| *text)
}

/// Parses a shipped ruleset by id.
pub fn load(id: &str) -> Result<Ruleset, RulesetError> {
    let Some(text) = source(id) else {
        let known: Vec<&str> = SHIPPED.iter().map(|(id, _)| *id).collect();
        return Err(SourceFile::new("<shipped rulesets>", "").error_in_file(
            "rules",
            Some(id.to_string()),
            format!(
                "no shipped ruleset has this id (shipped: {})",
                known.join(", ")
            ),
        ));
    };
    Ruleset::parse(&format!("<embedded {id}.toml>"), text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shipped_ruleset_loads_and_its_id_matches() {
        for (id, _) in SHIPPED {
            let ruleset = load(id).unwrap();
            assert_eq!(&ruleset.meta.id, id);
        }
    }

    #[test]
    fn an_unknown_id_is_an_error() {
        let err = load("nope").unwrap_err();
        assert_eq!(err.value.as_deref(), Some("nope"));
    }
}
