//! The shipped rulesets, table-driven: weapon checks and armour awards.

mod ancalagon;
mod armour;
mod format;
