//! The rulesets Armoury ships, embedded in the binary.
//!
//! [`SHIPPED`] lists each ruleset's id and rules-file text; [`load`] parses
//! one. The station and CLI start on [`DEFAULT_ID`] when no ruleset is chosen.
//! [`class_table`] says which character classes and hit points an event
//! run by a ruleset knows: Ancalagon's Warrior/Healer table, or none (Five
//! Oaths characters are built from feats, not classes).

use super::ancalagon::class_rules::{self, GroupExcess};
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
    (
        "belegarth-2024",
        include_str!("rulesets/belegarth-2024.toml"),
    ),
    ("amtgard-v8.7", include_str!("rulesets/amtgard-v8.7.toml")),
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
            crate::said!(
                "inp-no-shipped-ruleset",
                "no shipped ruleset has this id (shipped: {known})",
                known = known.join(", ")
            ),
        ));
    };
    Ruleset::parse(&format!("<embedded {id}.toml>"), text)
}

/// The class table of a ruleset's roster: its classes, their hit points
/// and group rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassTable {
    /// Ancalagon's Appendix 3: Warrior 2 HP (the default), Healer 1 HP, one
    /// Healer per five group members.
    Ancalagon,
}

impl ClassTable {
    /// The class of a character the roster gives none.
    pub fn default_class(self) -> &'static str {
        match self {
            ClassTable::Ancalagon => class_rules::DEFAULT_CLASS,
        }
    }

    /// A class's hit points (case-insensitive); `None` for a class the table
    /// does not know.
    pub fn hit_points(self, class: &str) -> Option<u8> {
        match self {
            ClassTable::Ancalagon => class_rules::hit_points(class),
        }
    }

    /// Every group over its class limits, from `(group, class, count)`
    /// triples (how many characters of that class the group has) with the
    /// default class filled in.
    pub fn group_excess<'a>(
        self,
        members: impl IntoIterator<Item = (Option<&'a str>, &'a str, usize)>,
    ) -> Vec<GroupExcess> {
        match self {
            ClassTable::Ancalagon => class_rules::healer_excess_counted(members),
        }
    }
}

/// The class table of the ruleset with this id; `None` when its game has no
/// classes Armoury knows (Five Oaths, a ruleset not shipped).
pub fn class_table(ruleset_id: &str) -> Option<ClassTable> {
    (ruleset_id == "ancalagon-2011").then_some(ClassTable::Ancalagon)
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
    fn only_ancalagon_has_a_class_table() {
        let table = class_table("ancalagon-2011").unwrap();
        assert_eq!(table.default_class(), "Warrior");
        assert_eq!(table.hit_points("healer"), Some(1));
        assert_eq!(table.hit_points("Wizard"), None);
        let lone_healer = [(Some("Wolves"), "Healer", 1)];
        assert_eq!(table.group_excess(lone_healer).len(), 1);
        assert_eq!(class_table("five-oaths"), None);
        assert_eq!(class_table("my-club-rules"), None);
    }

    #[test]
    fn an_unknown_id_is_an_error() {
        let err = load("nope").unwrap_err();
        assert_eq!(err.value.as_deref(), Some("nope"));
    }
}
