//! The Check panel's form as data, with no GUI in it.
//!
//! [`Form::new`] builds the form for one item kind from the ruleset: a
//! [`Field`] per measure the kind's rules read (the category's measure, each
//! compared measure, each part's width), a [`MaterialChoice`] per part whose
//! material a rule checks, and a [`FlagChoice`] per attestation. Typed text
//! and device [`Measurement`]s fill fields; [`Form::item`] turns the form
//! into an [`Item`] for `armoury_rules::check`, which alone decides pass or fail.
//!
//! Fields are ordered for the marshal's hands: typed ones (tape-measure
//! lengths, draw) first, then caliper fields, then the scale's, each group
//! in the order the rules file lists its measures.
//!
//! The form keeps the ruleset's ids; the panel shows their names in the
//! station's language. A typed number may have a decimal comma (`22,5`),
//! a captured reading is written with the language's separator, and a
//! [`Problem`] is put in words from `station-check.ftl`.

use std::collections::BTreeMap;

use crate::station::devices::measure::{Measurement, Phase, Source};
use armoury_l10n::numbers::{self, parse_decimal};
use armoury_l10n::{L10n, Lang};
use armoury_rules::item::{ValueProblem, check_value, plausible_unit};
use armoury_rules::ruleset::{Check, Condition, Measure};
use armoury_rules::units::{
    ALL_UNITS, Dimension, Quantity, QuantityTextError, Unit, parse_quantity_text,
};
use armoury_rules::{Item, Ruleset};

/// Where a field's value came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    Empty,
    Typed,
    /// Taken by a device's auto-capture.
    Captured,
}

/// One measurement field.
#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    /// The measure id (`length`, `padding.striking`).
    pub measure: String,
    /// Its name in the ruleset's own language (`total length`); the panel
    /// shows it in the station's language.
    pub name: String,
    pub dimension: Dimension,
    /// The unit a bare number is read in and values are shown in.
    pub unit: Unit,
    /// The device that can fill it, if any.
    pub device: Option<Source>,
    /// The text in the field.
    pub text: String,
    pub origin: Origin,
    /// The device's current value while it is not captured.
    pub live: Option<(Quantity, Phase)>,
}

/// Why a field's text is not a usable value.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    /// The text, as typed, is not a number.
    NotANumber(String),
    /// The unit written after the number is not one Armoury knows.
    UnknownUnit(String),
    /// The unit does not measure the field's dimension (`kg` in a length).
    WrongUnit(Unit, Dimension),
    /// Not positive, or implausibly large.
    Value(ValueProblem),
}

impl Problem {
    /// The problem in words for the marshal.
    pub fn words(&self, l: L10n) -> String {
        match self {
            Problem::NotANumber(text) => l.format("chk-not-a-number", &[("text", text.into())]),
            Problem::UnknownUnit(unit) => {
                let known = ALL_UNITS.map(Unit::symbol).join(", ");
                l.format(
                    "chk-unknown-unit",
                    &[("unit", unit.into()), ("known", known.into())],
                )
            }
            Problem::WrongUnit(unit, dimension) => l.format(
                "chk-wrong-unit",
                &[
                    ("unit", unit.symbol().into()),
                    ("dimension", dimension.to_string().into()),
                ],
            ),
            Problem::Value(ValueProblem::NotPositive) => l.text("chk-not-positive"),
            Problem::Value(ValueProblem::Absurd { max }) => {
                // "more than 5 m" reads better than 5000 mm.
                let unit = plausible_unit(max.dimension());
                let max = numbers::amounts(l.lang(), &max.display_in(unit));
                l.format("chk-implausible", &[("max", max.into())])
            }
        }
    }
}

impl Field {
    /// The field's value: `Ok(None)` when empty, `Err` with the [`Problem`]
    /// when the text is not a usable value. A decimal comma is read as a
    /// decimal point (`22,5`, `37,5 in`).
    pub fn value(&self) -> Result<Option<Quantity>, Problem> {
        let typed = self.text.trim();
        let text = typed.replace(',', ".");
        if text.is_empty() {
            return Ok(None);
        }
        let (number, unit) = match parse_quantity_text(&text) {
            Ok(parsed) => parsed,
            // A bare number is in the field's unit: `22,5`, or `47 1/2` inches.
            Err(QuantityTextError::MissingUnit(_)) => match parse_decimal(typed) {
                Some(number) => (number, self.unit),
                None => match parse_quantity_text(&format!("{text} {}", self.unit.symbol())) {
                    Ok(parsed) => parsed,
                    Err(_) => return Err(Problem::NotANumber(typed.to_string())),
                },
            },
            Err(QuantityTextError::Unit(e)) => return Err(Problem::UnknownUnit(e.0)),
            Err(_) => return Err(Problem::NotANumber(typed.to_string())),
        };
        let quantity = unit
            .to_quantity(number, self.dimension)
            .ok_or(Problem::WrongUnit(unit, self.dimension))?;
        check_value(quantity).map_err(Problem::Value)?;
        Ok(Some(quantity))
    }

    /// Whether the field still needs a value.
    pub fn is_empty(&self) -> bool {
        self.text.trim().is_empty()
    }

    /// Sets typed text (from the keyboard or a keyboard-wedge device).
    pub fn type_text(&mut self, text: &str) {
        self.text = text.to_string();
        self.origin = if self.is_empty() {
            Origin::Empty
        } else {
            Origin::Typed
        };
    }
}

/// One material to pick.
#[derive(Clone, Debug, PartialEq)]
pub struct MaterialChoice {
    pub part: String,
    /// The part's name in the ruleset's own language.
    pub name: String,
    /// `(id, name, allowed)` in the ruleset's order, names in the ruleset's
    /// own language.
    pub options: Vec<(String, String, bool)>,
    pub selected: Option<String>,
    /// Whether a rule needs it (otherwise "none" is a fine answer).
    pub required: bool,
}

/// One attestation.
#[derive(Clone, Debug, PartialEq)]
pub struct FlagChoice {
    pub flag: String,
    /// The question the flag answers, in the ruleset's own language.
    pub question: String,
    /// The answer the rules want; `None` for a question that only decides
    /// which rules apply (hafted? single-edged?), which "all as required"
    /// leaves for the marshal.
    pub expected: Option<bool>,
    /// `None` until the marshal answers.
    pub answer: Option<bool>,
}

/// The form for one item.
#[derive(Clone, Debug, PartialEq)]
pub struct Form {
    pub kind: String,
    /// The kind's name in the ruleset's own language.
    pub kind_name: String,
    pub fields: Vec<Field>,
    pub materials: Vec<MaterialChoice>,
    pub flags: Vec<FlagChoice>,
}

/// Whether a flag is answered by a part's material (`core.hollow`).
fn derived_from_material(ruleset: &Ruleset, flag: &str) -> bool {
    flag.strip_suffix(".hollow")
        .is_some_and(|part| ruleset.parts.contains_key(part))
}

/// The device that fills a measure: the scale for masses, the caliper for
/// the lengths the ruleset gives it (by default those shown in
/// millimetres: thicknesses, widths); tape-measure lengths, draw, flex and
/// areas are typed.
pub fn device_for(measure: &Measure) -> Option<Source> {
    match measure.dimension {
        Dimension::Mass => Some(Source::Scale),
        Dimension::Length if measure.caliper => Some(Source::Caliper),
        _ => None,
    }
}

impl Form {
    /// The form for `kind`. `remembered` gives the material last picked for
    /// each part at this station; a part without one starts on its first
    /// allowed material when a rule requires it.
    pub fn new(ruleset: &Ruleset, kind: &str, remembered: &BTreeMap<String, String>) -> Form {
        let mut measures: Vec<String> = Vec::new();
        let mut parts: Vec<(String, bool)> = Vec::new();
        let mut flags: Vec<(String, Option<bool>)> = Vec::new();
        let add = |list: &mut Vec<String>, id: String| {
            if !list.contains(&id) {
                list.push(id);
            }
        };
        for rule in ruleset.rules_for(kind) {
            for measure in rule.measures_read() {
                add(&mut measures, measure.to_string());
            }
            // A question that decides whether a rule applies (hafted?) or
            // exempts from it is asked too, unless a material answers it.
            for condition in [&rule.when, &rule.unless].into_iter().flatten() {
                if let Condition::Flag(flag) = condition
                    && !derived_from_material(ruleset, flag)
                    && !flags.iter().any(|(f, _)| f == flag)
                {
                    flags.push((flag.clone(), None));
                }
            }
            match &rule.check {
                Check::Compare { .. } => {}
                Check::Category => {
                    if let Some(set) = ruleset.categories_for(kind) {
                        add(&mut measures, set.measure.clone());
                    }
                }
                Check::MaterialWidth { part } => {
                    let width = format!("{part}.width");
                    if ruleset.measures.contains_key(&width) {
                        add(&mut measures, width);
                    }
                }
                Check::Material { part } => match parts.iter_mut().find(|(p, _)| p == part) {
                    Some((_, required)) => *required |= rule.required,
                    None => parts.push((part.clone(), rule.required)),
                },
                Check::Flag { flag, expected } => match flags.iter_mut().find(|(f, _)| f == flag) {
                    Some((_, wanted)) => *wanted = wanted.or(Some(*expected)),
                    None => flags.push((flag.clone(), Some(*expected))),
                },
            }
        }
        let mut fields: Vec<Field> = measures
            .into_iter()
            .filter_map(|id| {
                let m = ruleset.measures.get(&id)?;
                Some(Field {
                    name: m.name.clone(),
                    dimension: m.dimension,
                    unit: m.show,
                    device: device_for(m),
                    measure: id,
                    text: String::new(),
                    origin: Origin::Empty,
                    live: None,
                })
            })
            .collect();
        // Typed first, then caliper, then scale; within each group in the
        // order the rules file lists its measures.
        let position = |id: &str| ruleset.measures.get(id).map_or(usize::MAX, |m| m.position);
        fields.sort_by_key(|f| {
            let group = match f.device {
                None => 0,
                Some(Source::Caliper) => 1,
                Some(Source::Scale) => 2,
            };
            (group, position(&f.measure))
        });
        let materials = parts
            .into_iter()
            .filter_map(|(id, required)| {
                let part = ruleset.parts.get(&id)?;
                let options: Vec<(String, String, bool)> = part
                    .materials
                    .iter()
                    .map(|m| (m.id.clone(), m.name.clone(), m.allowed))
                    .collect();
                let selected = remembered
                    .get(&id)
                    .filter(|r| options.iter().any(|(o, _, _)| o == *r))
                    .cloned()
                    .or_else(|| {
                        required
                            .then(|| options.iter().find(|o| o.2).map(|o| o.0.clone()))
                            .flatten()
                    });
                Some(MaterialChoice {
                    name: part.name.clone(),
                    part: id,
                    options,
                    selected,
                    required,
                })
            })
            .collect();
        let flags = flags
            .into_iter()
            .map(|(flag, expected)| FlagChoice {
                question: ruleset.flags.get(&flag).cloned().unwrap_or_default(),
                flag,
                expected,
                answer: None,
            })
            .collect();
        Form {
            kind_name: ruleset
                .kinds
                .get(kind)
                .map(|k| k.name.clone())
                .unwrap_or_else(|| kind.to_string()),
            kind: kind.to_string(),
            fields,
            materials,
            flags,
        }
    }

    /// The item as entered so far; fields whose text is not a value are left out.
    pub fn item(&self) -> Item {
        let mut item = Item::new(self.kind.clone());
        for field in &self.fields {
            if let Ok(Some(value)) = field.value() {
                item.measures.insert(field.measure.clone(), value);
            }
        }
        for choice in &self.materials {
            if let Some(selected) = &choice.selected {
                item.materials.insert(choice.part.clone(), selected.clone());
            }
        }
        for flag in &self.flags {
            if let Some(answer) = flag.answer {
                item.flags.insert(flag.flag.clone(), answer);
            }
        }
        item
    }

    /// Answers every unanswered attestation as the rules want it (the
    /// marshal's "all seen and as required"). Returns how many were answered.
    pub fn attest_all(&mut self) -> usize {
        let mut count = 0;
        for flag in self.flags.iter_mut().filter(|f| f.answer.is_none()) {
            if let Some(expected) = flag.expected {
                flag.answer = Some(expected);
                count += 1;
            }
        }
        count
    }

    /// The index of the first empty field after `after` (wrapping), if any.
    pub fn next_empty(&self, after: Option<usize>) -> Option<usize> {
        let n = self.fields.len();
        let start = after.map_or(0, |i| i + 1);
        (0..n)
            .map(|k| (start + k) % n)
            .find(|&i| self.fields[i].is_empty() && Some(i) != after)
    }

    /// Whether every field has text, every required material is picked and
    /// every attestation is answered.
    pub fn is_complete(&self) -> bool {
        self.fields.iter().all(|f| !f.is_empty())
            && self
                .materials
                .iter()
                .all(|m| !m.required || m.selected.is_some())
            && self.flags.iter().all(|f| f.answer.is_some())
    }

    /// Routes a device value to a field: the focused field when the device
    /// can fill it, else the first empty field it can fill (the scale also
    /// its one mass field when that was not typed). Live values show in the
    /// field; a captured one fills it, written the `lang` way (`612,34`).
    /// Returns the field it went to.
    pub fn apply(&mut self, m: Measurement, focused: Option<usize>, lang: Lang) -> Option<usize> {
        let fits = |f: &Field| f.device == Some(m.source) && f.dimension == m.value.dimension();
        let target = focused
            .filter(|&i| self.fields.get(i).is_some_and(fits))
            .or_else(|| self.fields.iter().position(|f| fits(f) && f.is_empty()))
            .or_else(|| {
                let mut candidates = self.fields.iter().enumerate().filter(|(_, f)| fits(f));
                match (m.source, candidates.next(), candidates.next()) {
                    (Source::Scale, Some((i, f)), None) if f.origin != Origin::Typed => Some(i),
                    _ => None,
                }
            })?;
        let field = &mut self.fields[target];
        match m.phase {
            Phase::Captured => {
                // Finer than the device reads: a caliper's 0.01 mm is
                // 0.0004 in, a scale's 0.1 g is 0.0035 oz, so a reading
                // just over a limit is not rounded under it.
                let decimals = match field.unit {
                    Unit::Inch | Unit::Ounce | Unit::Pound => 4,
                    _ => 2,
                };
                field.text = numbers::decimal(lang, m.value.in_unit(field.unit), decimals);
                field.origin = Origin::Captured;
                field.live = None;
            }
            phase => field.live = Some((m.value, phase)),
        }
        Some(target)
    }

    /// The materials chosen, by part, to remember for the next item.
    pub fn chosen_materials(&self) -> impl Iterator<Item = (&str, &str)> {
        self.materials
            .iter()
            .filter_map(|m| Some((m.part.as_str(), m.selected.as_deref()?)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use armoury_rules::shipped;
    use armoury_rules::units::{Grams, Millimetres};
    use armoury_rules::{Outcome, check};

    fn sword() -> (Ruleset, Form) {
        let rs = shipped::load(shipped::DEFAULT_ID).unwrap();
        let form = Form::new(&rs, "melee", &BTreeMap::new());
        (rs, form)
    }

    /// A made-up game whose rules are written in inches and ounces.
    fn imperial() -> Ruleset {
        let text = include_str!("../../../../tests/fixtures/format-extensions.toml");
        Ruleset::parse("format-extensions.toml", text).unwrap()
    }

    #[test]
    fn an_imperial_games_form_asks_in_inches_in_the_files_order_and_reads_fractions() {
        let rs = imperial();
        let mut form = Form::new(&rs, "one-hand", &BTreeMap::new());
        let ids: Vec<&str> = form.fields.iter().map(|f| f.measure.as_str()).collect();
        assert_eq!(ids[..2], ["length", "handle"]);
        assert_eq!(ids.last(), Some(&"weight"));
        // The tip's ring reading is the caliper's, shown in inches.
        let tip = form
            .fields
            .iter()
            .find(|f| f.measure == "tip.ring")
            .unwrap();
        assert_eq!((tip.unit, tip.device), (Unit::Inch, Some(Source::Caliper)));
        // The questions that decide whether a rule applies are asked, and
        // "all seen as required" leaves them to the marshal.
        let hafted = form.flags.iter().find(|f| f.flag == "hafted").unwrap();
        assert_eq!(hafted.expected, None);
        form.attest_all();
        assert!(
            form.flags
                .iter()
                .any(|f| f.flag == "hafted" && f.answer.is_none())
        );
        set(&mut form, "length", "47 1/2");
        let length = form.fields.iter().find(|f| f.measure == "length").unwrap();
        assert_eq!(
            length.value(),
            Ok(Some(Quantity::Length(Millimetres(1206.5))))
        );
        set(&mut form, "length", "120,5 cm");
        let length = form.fields.iter().find(|f| f.measure == "length").unwrap();
        assert_eq!(
            length.value(),
            Ok(Some(Quantity::Length(Millimetres(1205.0))))
        );
    }

    fn set(form: &mut Form, measure: &str, text: &str) {
        let f = form
            .fields
            .iter_mut()
            .find(|f| f.measure == measure)
            .unwrap();
        f.type_text(text);
    }

    #[test]
    fn a_melee_form_has_the_rules_measures_typed_first_then_caliper_then_scale() {
        let (_, form) = sword();
        let ids: Vec<&str> = form.fields.iter().map(|f| f.measure.as_str()).collect();
        assert_eq!(
            ids,
            [
                "length",
                "core.width",
                "padding.striking",
                "padding.tip",
                "weight"
            ]
        );
        let parts: Vec<&str> = form.materials.iter().map(|m| m.part.as_str()).collect();
        assert_eq!(parts, ["core", "padding", "covering"]);
        assert_eq!(form.materials[0].selected.as_deref(), Some("pvc"));
        let flags: Vec<(&str, bool)> = form
            .flags
            .iter()
            .filter_map(|f| Some((f.flag.as_str(), f.expected?)))
            .collect();
        assert_eq!(
            flags,
            [
                ("stopper", true),
                ("added_weights", false),
                ("purpose_made", true)
            ]
        );
    }

    #[test]
    fn a_filled_form_inspects_as_approved_and_a_thin_padding_fails() {
        let (rs, mut form) = sword();
        for (m, t) in [
            ("length", "95"),
            ("core.width", "22"),
            ("padding.striking", "15"),
            ("padding.tip", "55"),
            ("weight", "650"),
        ] {
            set(&mut form, m, t);
        }
        assert!(!form.is_complete());
        assert_eq!(form.attest_all(), 3);
        assert!(form.is_complete());
        assert_eq!(check(&rs, &form.item()).verdict, Outcome::Approved);
        set(&mut form, "padding.striking", "9");
        assert_eq!(check(&rs, &form.item()).verdict, Outcome::Rejected);
    }

    #[test]
    fn typed_values_take_units_and_commas_and_refuse_nonsense() {
        let (_, mut form) = sword();
        let en = L10n::new(Lang::En);
        let len = &mut form.fields[0];
        len.type_text("37,5 in");
        assert_eq!(len.value(), Ok(Some(Quantity::Length(Millimetres(952.5)))));
        len.type_text("95");
        assert_eq!(len.value(), Ok(Some(Quantity::Length(Millimetres(950.0)))));
        len.type_text("95,5");
        assert_eq!(len.value(), Ok(Some(Quantity::Length(Millimetres(955.0)))));
        len.type_text("abc");
        assert!(len.value().unwrap_err().words(en).contains("not a number"));
        len.type_text("9 kg");
        assert_eq!(
            len.value().unwrap_err().words(en),
            "`kg` does not measure length"
        );
        len.type_text("-3");
        assert!(len.value().unwrap_err().words(en).contains("positive"));
        len.type_text("9000");
        assert_eq!(
            len.value().unwrap_err().words(L10n::new(Lang::Et)),
            "ebausutavalt suur (üle 5 m): kontrolli ühikut"
        );
    }

    #[test]
    fn devices_fill_the_focused_field_or_the_first_empty_one() {
        let (_, mut form) = sword();
        let caliper = |mm: f64, phase| Measurement {
            source: Source::Caliper,
            value: Quantity::Length(Millimetres(mm)),
            phase,
        };
        let en = Lang::En;
        // Focus on the typed length field: the caliper goes to the first empty caliper field.
        assert_eq!(
            form.apply(caliper(22.0, Phase::Unstable), Some(0), en),
            Some(1)
        );
        assert!(form.fields[1].is_empty());
        assert_eq!(
            form.apply(caliper(22.0, Phase::Captured), Some(0), en),
            Some(1)
        );
        assert_eq!(form.fields[1].text, "22");
        assert_eq!(form.fields[1].origin, Origin::Captured);
        assert_eq!(
            form.apply(caliper(15.0, Phase::Captured), None, en),
            Some(2)
        );
        // A focused caliper field is refilled.
        assert_eq!(
            form.apply(caliper(23.0, Phase::Captured), Some(1), en),
            Some(1)
        );
        assert_eq!(form.fields[1].text, "23");
        let scale = Measurement {
            source: Source::Scale,
            value: Quantity::Mass(Grams(612.34)),
            phase: Phase::Captured,
        };
        assert_eq!(form.apply(scale, Some(0), en), Some(4));
        assert_eq!(form.fields[4].text, "612.34");
        // A second capture replaces the scale's own value, never a typed one.
        assert_eq!(form.apply(scale, None, en), Some(4));
        form.fields[4].type_text("600");
        assert_eq!(form.apply(scale, None, en), None);
    }

    #[test]
    fn an_estonian_station_writes_a_reading_with_a_decimal_comma_and_reads_it_back() {
        let (_, mut form) = sword();
        let scale = Measurement {
            source: Source::Scale,
            value: Quantity::Mass(Grams(612.34)),
            phase: Phase::Captured,
        };
        assert_eq!(form.apply(scale, None, Lang::Et), Some(4));
        assert_eq!(form.fields[4].text, "612,34");
        assert_eq!(
            form.fields[4].value(),
            Ok(Some(Quantity::Mass(Grams(612.34))))
        );
    }

    #[test]
    fn a_reading_just_over_an_imperial_limit_is_not_rounded_under_it() {
        let rs = imperial();
        let mut form = Form::new(&rs, "one-hand", &BTreeMap::new());
        let tip = form
            .fields
            .iter()
            .position(|f| f.measure == "tip.ring")
            .unwrap();
        // 12.71 mm is 0.5004 in: over the 1/2 in (12.7 mm) limit.
        let reading = Measurement {
            source: Source::Caliper,
            value: Quantity::Length(Millimetres(12.71)),
            phase: Phase::Captured,
        };
        assert_eq!(form.apply(reading, Some(tip), Lang::En), Some(tip));
        assert_eq!(form.fields[tip].text, "0.5004");
        let verdict = armoury_rules::check::check(&rs, &form.item());
        let finding = verdict
            .findings
            .iter()
            .find(|f| f.rule == "tip.ring")
            .unwrap();
        assert_eq!(finding.status, armoury_rules::check::Status::Fail);
        // 340.1 g is 11.9967 oz: under 12 oz, and stays under.
        let weight = form
            .fields
            .iter()
            .position(|f| f.measure == "weight")
            .unwrap();
        let scale = Measurement {
            source: Source::Scale,
            value: Quantity::Mass(Grams(340.1)),
            phase: Phase::Captured,
        };
        form.apply(scale, Some(weight), Lang::En);
        assert_eq!(form.fields[weight].text, "11.9967");
    }

    #[test]
    fn next_empty_wraps_and_skips_filled_fields() {
        let (_, mut form) = sword();
        set(&mut form, "core.width", "22");
        assert_eq!(form.next_empty(None), Some(0));
        assert_eq!(form.next_empty(Some(0)), Some(2));
        for f in &mut form.fields {
            f.type_text("1");
        }
        assert_eq!(form.next_empty(Some(2)), None);
    }
}
