//! Items and their measurements.
//!
//! An [`Item`] is what the marshal has in hand: a kind (`melee`, `arrow`...),
//! measurements as [`Quantity`]s in canonical units, the material of each part
//! and the attestation flags the marshal ticked. The station builds items
//! field by field ([`Item::set_measure`] checks each value's sanity); item
//! files are read by [`Item::parse`], which checks every key against the
//! ruleset's vocabulary so a typo is an error naming the file, line, key and
//! value rather than a silently ignored measurement.
//!
//! Item file keys: `kind`; `name`, `description`, `owner`, `notes` (free
//! text); `<measure>_<unit>` numbers such as `length_cm` or `weight_oz`;
//! booleans for flags (`stopper = true`); strings for a part's material
//! (`covering = "duct tape"`); and tables for parts
//! (`core = { material = "pvc", width_mm = 22, hollow = true }`), whose keys
//! follow the same rules under the part's name.

use std::collections::BTreeMap;
use std::ops::Range;

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use super::names;
use super::ruleset::Ruleset;
use super::source::{InputError, SourceFile};
use super::units::{Dimension, Quantity, Unit};

/// How many lines a free-text key may hold.
#[derive(Clone, Copy)]
enum Lines {
    /// A name or an owner.
    One,
    /// A description or notes.
    Many,
}

/// Why an item file or an entered value was refused.
pub type ItemError = InputError;

/// An item to check.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Item {
    /// The item kind's id in the ruleset.
    pub kind: String,
    /// Free-text name (`Kalev's longsword`).
    pub name: Option<String>,
    /// Free-text description, as given.
    pub description: Option<String>,
    /// Who owns it, as given.
    pub owner: Option<String>,
    /// Anything else the marshal wrote.
    pub notes: Option<String>,
    /// Measurements by measure id, in canonical units.
    pub measures: BTreeMap<String, Quantity>,
    /// Material id by part id.
    pub materials: BTreeMap<String, String>,
    /// Attestation flags by flag id.
    pub flags: BTreeMap<String, bool>,
}

/// Why a single value is not plausible.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ValueProblem {
    /// Zero, negative, NaN or infinite.
    NotPositive,
    /// Larger than anything that can be inspected at a registration desk.
    Absurd {
        /// The largest plausible value of the dimension.
        max: Quantity,
    },
}

impl std::fmt::Display for ValueProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said().0)
    }
}

impl ValueProblem {
    /// The problem as `(english, Said)`: its English (also its
    /// [`Display`](std::fmt::Display)) and the same as a message id and values.
    pub fn said(&self) -> (String, crate::saying::Said) {
        match self {
            ValueProblem::NotPositive => crate::said!(
                "inp-not-positive",
                "a measurement must be a positive number"
            ),
            ValueProblem::Absurd { max } => {
                let unit = plausible_unit(max.dimension());
                crate::said!(
                    "inp-implausible",
                    "implausibly large (more than {max}): check the unit",
                    max = max.display_in(unit)
                )
            }
        }
    }
}

/// The largest plausible value of each dimension: 5 m, 100 kg, 500
/// kg-force, 360°, 1000 J, 4 m².
pub fn plausible_max(dimension: Dimension) -> Quantity {
    let canonical = match dimension {
        Dimension::Length => 5000.0,
        Dimension::Mass => 100_000.0,
        Dimension::Force => 500.0,
        Dimension::Angle => 360.0,
        Dimension::Energy => 1000.0,
        Dimension::Area => 4_000_000.0,
    };
    Quantity::new(canonical, dimension)
}

/// The unit a plausibility limit reads best in: metres for lengths,
/// square centimetres for areas, the canonical unit otherwise.
pub fn plausible_unit(dimension: Dimension) -> Unit {
    match dimension {
        Dimension::Length => Unit::Metre,
        Dimension::Area => Unit::SquareCentimetre,
        other => other.canonical_unit(),
    }
}

/// Checks that a measurement is positive, finite and plausible.
pub fn check_value(value: Quantity) -> Result<(), ValueProblem> {
    let v = value.canonical();
    if !v.is_finite() || v <= 0.0 {
        return Err(ValueProblem::NotPositive);
    }
    let max = plausible_max(value.dimension());
    if v > max.canonical() {
        return Err(ValueProblem::Absurd { max });
    }
    Ok(())
}

impl Item {
    /// An empty item of `kind`.
    pub fn new(kind: impl Into<String>) -> Self {
        Item {
            kind: kind.into(),
            ..Item::default()
        }
    }

    /// Sets a measurement after checking it is plausible.
    pub fn set_measure(&mut self, measure: &str, value: Quantity) -> Result<(), ValueProblem> {
        check_value(value)?;
        self.measures.insert(measure.to_string(), value);
        Ok(())
    }

    /// A flag's value: the item's own answer, or for `<part>.hollow` what the part's material implies.
    pub fn flag(&self, ruleset: &Ruleset, flag: &str) -> Option<bool> {
        if let Some(value) = self.flags.get(flag) {
            return Some(*value);
        }
        let part = flag.strip_suffix(".hollow")?;
        let material = self.materials.get(part)?;
        let found = ruleset.parts.get(part)?.material(material)?;
        Some(found.hollow.unwrap_or(false))
    }

    /// Parses an item file against a ruleset's vocabulary. `file` names it in errors.
    pub fn parse(file: &str, text: &str, ruleset: &Ruleset) -> Result<Item, ItemError> {
        let source = SourceFile::new(file, text);
        let table = DeTable::parse(text).map_err(|e| source.syntax(&e))?;
        let reader = Reader { source, ruleset };
        let mut item = Item::default();
        let mut kind_seen = false;
        for (key, value) in table.get_ref() {
            let key_span = key.span();
            let key = key.get_ref().as_ref();
            match key {
                "kind" => {
                    let kind = reader.string(key, value, Lines::One)?;
                    if !ruleset.kinds.contains_key(&kind) {
                        let known: Vec<&str> = ruleset.kinds.keys().map(String::as_str).collect();
                        return Err(reader.source.error(
                            value.span(),
                            key,
                            Some(kind),
                            crate::said!(
                                "inp-unknown-kind",
                                "unknown kind (known: {known})",
                                known = known.join(", ")
                            ),
                        ));
                    }
                    item.kind = kind;
                    kind_seen = true;
                }
                "name" => item.name = Some(reader.string(key, value, Lines::One)?),
                "description" => {
                    item.description = Some(reader.string(key, value, Lines::Many)?);
                }
                "owner" => item.owner = Some(reader.string(key, value, Lines::One)?),
                "notes" => item.notes = Some(reader.string(key, value, Lines::Many)?),
                _ => reader.entry(&mut item, "", key, key_span, value)?,
            }
        }
        if !kind_seen {
            return Err(reader.source.error(
                0..0,
                "kind",
                None,
                crate::said!("inp-item-needs-kind", "an item file needs `kind`"),
            ));
        }
        Ok(item)
    }
}

/// An item file being read against a ruleset's vocabulary.
struct Reader<'a> {
    source: SourceFile<'a>,
    ruleset: &'a Ruleset,
}

impl Reader<'_> {
    /// Free text: a name or owner on one line, a description or notes on
    /// as many as it needs; never a control character or a text-direction
    /// override (see [`crate::names`]).
    fn string(
        &self,
        key: &str,
        value: &Spanned<DeValue<'_>>,
        lines: Lines,
    ) -> Result<String, ItemError> {
        match value.get_ref() {
            DeValue::String(s) => {
                let forbidden = match lines {
                    Lines::One => names::forbidden_char(s),
                    Lines::Many => names::forbidden_char_in_text(s),
                };
                match forbidden {
                    Some(c) => Err(self.source.error(
                        value.span(),
                        key,
                        Some(names::escaped(s)),
                        forbidden_char(c),
                    )),
                    None => Ok(s.to_string()),
                }
            }
            other => Err(self.source.error(
                value.span(),
                key,
                Some(show(other)),
                crate::said!("inp-expected-text", "expected text in quotes"),
            )),
        }
    }

    /// Reads one key of the item or of a part table (`prefix` is `core.` inside `core = {...}`).
    fn entry(
        &self,
        item: &mut Item,
        prefix: &str,
        key: &str,
        key_span: Range<usize>,
        value: &Spanned<DeValue<'_>>,
    ) -> Result<(), ItemError> {
        let path = format!("{prefix}{key}");
        match value.get_ref() {
            DeValue::Boolean(b) => {
                if !self.ruleset.flags.contains_key(&path) {
                    return Err(self.unknown_key(key_span, &path, value));
                }
                item.flags.insert(path, *b);
            }
            DeValue::String(s) => {
                let part = if prefix.is_empty() {
                    key
                } else if key == "material" {
                    prefix.trim_end_matches('.')
                } else {
                    return Err(self.unknown_key(key_span, &path, value));
                };
                let Some(known) = self.ruleset.parts.get(part) else {
                    return Err(self.unknown_key(key_span, &path, value));
                };
                let Some(material) = known.material(s) else {
                    return Err(self.source.error(
                        value.span(),
                        &path,
                        Some(s.to_string()),
                        crate::said!(
                            "inp-unknown-material-of-part",
                            "unknown material for the {part} (known: {known})",
                            part = &known.name,
                            known = known.material_ids().join(", ")
                        ),
                    ));
                };
                item.materials.insert(part.to_string(), material.id.clone());
            }
            DeValue::Integer(_) | DeValue::Float(_) => {
                let (measure, unit) = self
                    .measure_key(&path)
                    .ok_or_else(|| self.unknown_key(key_span.clone(), &path, value))?;
                let number = number(value.get_ref()).ok_or_else(|| {
                    self.source.error(
                        value.span(),
                        &path,
                        Some(show(value.get_ref())),
                        crate::said!("inp-not-a-number", "not a number"),
                    )
                })?;
                let dimension = self.ruleset.measures[&measure].dimension;
                let quantity = unit.to_quantity(number, dimension).ok_or_else(|| {
                    self.source.error(
                        key_span.clone(),
                        &path,
                        Some(show(value.get_ref())),
                        crate::said!(
                            "inp-unit-measures-not",
                            "`{unit}` does not measure {dimension}",
                            unit = &unit,
                            dimension = &dimension
                        ),
                    )
                })?;
                if item.measures.contains_key(&measure) {
                    return Err(self.source.error(
                        key_span,
                        &path,
                        Some(show(value.get_ref())),
                        crate::said!(
                            "inp-given-twice",
                            "`{measure}` is given twice",
                            measure = &measure
                        ),
                    ));
                }
                item.set_measure(&measure, quantity).map_err(|problem| {
                    self.source.error(
                        value.span(),
                        &path,
                        Some(show(value.get_ref())),
                        problem.said(),
                    )
                })?;
            }
            DeValue::Table(table) if prefix.is_empty() => {
                let part_prefix = format!("{key}.");
                let known_prefix = self.ruleset.parts.contains_key(key)
                    || self
                        .ruleset
                        .measures
                        .keys()
                        .chain(self.ruleset.flags.keys())
                        .any(|k| k.starts_with(&part_prefix));
                if !known_prefix {
                    return Err(self.unknown_key(key_span, &path, value));
                }
                for (inner_key, inner_value) in table {
                    self.entry(
                        item,
                        &part_prefix,
                        inner_key.get_ref(),
                        inner_key.span(),
                        inner_value,
                    )?;
                }
            }
            other => {
                return Err(self.source.error(
                    value.span(),
                    &path,
                    Some(show(other)),
                    crate::said!("inp-unexpected-value", "unexpected value here"),
                ));
            }
        }
        Ok(())
    }

    /// Splits `padding.striking_mm` into a known measure and its unit.
    fn measure_key(&self, path: &str) -> Option<(String, Unit)> {
        let (measure, unit) = path.rsplit_once('_')?;
        if !self.ruleset.measures.contains_key(measure) {
            return None;
        }
        let unit = super::units::ALL_UNITS
            .into_iter()
            .find(|u| u.symbol() == unit)?;
        Some((measure.to_string(), unit))
    }

    fn unknown_key(
        &self,
        span: Range<usize>,
        path: &str,
        value: &Spanned<DeValue<'_>>,
    ) -> ItemError {
        let measures: Vec<String> = self
            .ruleset
            .measures
            .keys()
            .map(|m| format!("{m}_<unit>"))
            .collect();
        let flags: Vec<&str> = self.ruleset.flags.keys().map(String::as_str).collect();
        let parts: Vec<&str> = self.ruleset.parts.keys().map(String::as_str).collect();
        self.source.error(
            span,
            path,
            Some(show(value.get_ref())),
            crate::said!(
                "inp-item-unknown-key",
                "unknown key; measurements: {measures}; flags (true/false): {flags}; materials (text): {parts}",
                measures = measures.join(", "),
                flags = flags.join(", "),
                parts = parts.join(", ")
            ),
        )
    }
}

/// The refusal of a character free text may not hold, in the words of
/// [`names::describe`].
fn forbidden_char(c: char) -> (String, crate::saying::Said) {
    let code = format!("U+{:04X}", u32::from(c));
    if c.is_control() {
        crate::said!(
            "inp-control-character",
            "{code} (a control character) is not allowed: it could act on a terminal or disguise the text",
            code = &code
        )
    } else {
        crate::said!(
            "inp-direction-override",
            "{code} (a text-direction override) is not allowed: it could act on a terminal or disguise the text",
            code = &code
        )
    }
}

fn number(value: &DeValue<'_>) -> Option<f64> {
    match value {
        DeValue::Integer(i) => i.to_string().parse::<i64>().ok().map(|i| i as f64),
        DeValue::Float(f) => f.to_string().parse::<f64>().ok(),
        _ => None,
    }
}

fn show(value: &DeValue<'_>) -> String {
    match value {
        DeValue::String(s) => s.to_string(),
        DeValue::Integer(i) => i.to_string(),
        DeValue::Float(f) => f.to_string(),
        DeValue::Boolean(b) => b.to_string(),
        DeValue::Datetime(d) => d.to_string(),
        DeValue::Array(_) => "[...]".to_string(),
        DeValue::Table(_) => "{...}".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shipped;
    use crate::units::{Grams, Millimetres};

    fn parse(text: &str) -> Result<Item, ItemError> {
        Item::parse(
            "sword.toml",
            text,
            &shipped::load(shipped::DEFAULT_ID).unwrap(),
        )
    }

    #[test]
    fn a_full_melee_item_parses() {
        let item = parse(
            r#"
kind = "melee"
name = "Kalev's sword"
length_cm = 95
weight_g = 650.5
core = { material = "PVC", width_mm = 22 }
padding = { material = "pipe insulation", striking_mm = 15, tip_mm = 55 }
covering = "duct tape"
stopper = true
added_weights = false
purpose_made = true
"#,
        )
        .unwrap();
        assert_eq!(item.kind, "melee");
        assert_eq!(
            item.measures["length"],
            Quantity::Length(Millimetres(950.0))
        );
        assert_eq!(item.measures["weight"], Quantity::Mass(Grams(650.5)));
        assert_eq!(
            item.measures["padding.tip"],
            Quantity::Length(Millimetres(55.0))
        );
        assert_eq!(item.materials["core"], "pvc");
        assert_eq!(item.materials["padding"], "tubular-insulation");
        assert_eq!(item.materials["covering"], "duct-tape");
        assert_eq!(
            item.flag(&shipped::load(shipped::DEFAULT_ID).unwrap(), "core.hollow"),
            Some(true)
        );
        assert!(item.flags["stopper"]);
    }

    #[test]
    fn imperial_keys_convert_at_the_edge() {
        let item = parse("kind = \"arrow\"\nlength_in = 30\nweight_oz = 4").unwrap();
        assert_eq!(
            item.measures["length"],
            Quantity::Length(Millimetres(762.0))
        );
        let grams = item.measures["weight"].canonical();
        assert!((grams - 113.398_092_5).abs() < 1e-6);
    }

    #[test]
    fn bad_input_names_line_key_and_value() {
        let cases: &[(&str, usize, &str, &str)] = &[
            (
                "kind = \"melee\"\nlenght_cm = 90",
                2,
                "lenght_cm",
                "unknown key",
            ),
            ("kind = \"laser\"", 1, "kind", "unknown kind"),
            (
                "kind = \"melee\"\ncore = { material = \"unobtainium\" }",
                2,
                "core.material",
                "unknown material",
            ),
            (
                "kind = \"melee\"\nlength_cm = -5",
                2,
                "length_cm",
                "positive",
            ),
            (
                "kind = \"melee\"\nlength_cm = 0",
                2,
                "length_cm",
                "positive",
            ),
            (
                "kind = \"melee\"\nlength_cm = nan",
                2,
                "length_cm",
                "positive",
            ),
            (
                "kind = \"melee\"\nlength_cm = 1200",
                2,
                "length_cm",
                "implausibly large",
            ),
            (
                "kind = \"melee\"\nweight_mm = 300",
                2,
                "weight_mm",
                "does not measure",
            ),
            (
                "kind = \"melee\"\nlength_cm = 90\nlength_in = 30",
                3,
                "length_in",
                "given twice",
            ),
            (
                "kind = \"melee\"\nstopper = \"yes\"",
                2,
                "stopper",
                "unknown key",
            ),
            (
                "kind = \"melee\"\ncovering = 3",
                2,
                "covering",
                "unknown key",
            ),
            ("kind = \"melee\"\nname = 3", 2, "name", "expected text"),
            (
                "kind = \"melee\"\nname = \"Kal\\u001b[2Jev\"",
                2,
                "name",
                "U+001B (a control character) is not allowed",
            ),
            (
                "kind = \"melee\"\nowner = \"two\\nlines\"",
                2,
                "owner",
                "U+000A",
            ),
            (
                "kind = \"melee\"\nnotes = \"\\u202Eright to left\"",
                2,
                "notes",
                "U+202E (a text-direction override)",
            ),
            (
                "kind = \"melee\"\nlength_cm = [1]",
                2,
                "length_cm",
                "unexpected value",
            ),
        ];
        for (text, line, key, message) in cases {
            let err = parse(text).unwrap_err();
            assert_eq!(err.location.file, "sword.toml", "{text}");
            assert_eq!(err.location.line, Some(*line), "{text}: {err}");
            assert_eq!(err.key.as_deref(), Some(*key), "{text}: {err}");
            assert!(err.message.contains(message), "{text}: {err}");
        }
    }

    #[test]
    fn a_missing_kind_and_broken_toml_are_errors() {
        assert!(
            parse("length_cm = 90")
                .unwrap_err()
                .message
                .contains("needs `kind`")
        );
        let err = parse("kind = \"melee\"\nlength_cm = ").unwrap_err();
        assert_eq!(err.location.line, Some(2));
    }

    #[test]
    fn refusals_said_with_an_id_keep_their_english() {
        for problem in [
            ValueProblem::NotPositive,
            ValueProblem::Absurd {
                max: plausible_max(Dimension::Length),
            },
            ValueProblem::Absurd {
                max: plausible_max(Dimension::Force),
            },
        ] {
            assert_eq!(problem.said().0, problem.to_string());
        }
        for c in ['\u{7}', '\u{202e}'] {
            let (english, said) = forbidden_char(c);
            assert_eq!(
                english,
                format!(
                    "{} is not allowed: it could act on a terminal or disguise the text",
                    names::describe(c)
                )
            );
            assert_eq!(
                said.args,
                vec![("code".to_string(), format!("U+{:04X}", u32::from(c)))]
            );
        }
    }

    #[test]
    fn entered_values_are_checked() {
        let mut item = Item::new("melee");
        assert_eq!(
            item.set_measure("length", Quantity::Length(Millimetres(-1.0))),
            Err(ValueProblem::NotPositive)
        );
        assert!(matches!(
            item.set_measure("length", Quantity::Length(Millimetres(12_000.0))),
            Err(ValueProblem::Absurd { .. })
        ));
        assert!(
            item.set_measure("length", Quantity::Length(Millimetres(5000.0)))
                .is_ok()
        );
        assert!(
            item.set_measure("weight", Quantity::Mass(Grams(100_000.1)))
                .is_err()
        );
    }
}
