//! Units are types.
//!
//! Every measurement inside Armoury is held in one canonical unit per
//! dimension: [`Millimetres`] for lengths, [`Grams`] for masses and
//! [`Kilograms`] (kilograms-force) for the draw of bows and siege engines.
//! Inches, ounces and pounds are accepted at the edge — item files, rules
//! files, device protocols — through [`Unit`] and converted exactly once by
//! [`Unit::to_quantity`]. A [`Quantity`] is a canonical value tagged with its
//! [`Dimension`], so a length can never be compared with a weight.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// Millimetres per inch (exact, by definition).
pub const MM_PER_INCH: f64 = 25.4;
/// Grams per avoirdupois ounce (exact, by definition).
pub const GRAMS_PER_OUNCE: f64 = 28.349_523_125;
/// Grams per avoirdupois pound (exact, by definition).
pub const GRAMS_PER_POUND: f64 = 453.592_37;

/// A length in millimetres.
#[derive(Clone, Copy, Debug, PartialEq, PartialOrd, Serialize)]
pub struct Millimetres(pub f64);

/// A mass in grams.
#[derive(Clone, Copy, Debug, PartialEq, PartialOrd, Serialize)]
pub struct Grams(pub f64);

/// A force in kilograms-force, the unit LARP rules give bow and siege-engine draw in.
#[derive(Clone, Copy, Debug, PartialEq, PartialOrd, Serialize)]
pub struct Kilograms(pub f64);

/// What a quantity measures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Dimension {
    /// Lengths, widths, thicknesses, diameters.
    Length,
    /// Weights on a scale.
    Mass,
    /// Draw (pull) of a bow, crossbow or siege engine.
    Force,
}

impl Dimension {
    /// The canonical unit this dimension is stored in.
    pub fn canonical_unit(self) -> Unit {
        match self {
            Dimension::Length => Unit::Millimetre,
            Dimension::Mass => Unit::Gram,
            Dimension::Force => Unit::Kilogram,
        }
    }
}

impl fmt::Display for Dimension {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Dimension::Length => "length",
            Dimension::Mass => "weight",
            Dimension::Force => "draw",
        })
    }
}

/// A unit as written in files and sent by devices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Unit {
    /// `mm`, the canonical length unit.
    #[serde(rename = "mm")]
    Millimetre,
    /// `cm`: 10 mm.
    #[serde(rename = "cm")]
    Centimetre,
    /// `m`: 1000 mm.
    #[serde(rename = "m")]
    Metre,
    /// `in`: 25.4 mm.
    #[serde(rename = "in")]
    Inch,
    /// `g`, the canonical mass unit.
    #[serde(rename = "g")]
    Gram,
    /// `kg`: 1000 g; also the canonical unit of a bow's draw (kilograms of force).
    #[serde(rename = "kg")]
    Kilogram,
    /// `oz`: 28.349 523 125 g.
    #[serde(rename = "oz")]
    Ounce,
    /// `lb`: 453.592 37 g.
    #[serde(rename = "lb")]
    Pound,
}

/// Every unit, for listing in messages.
pub const ALL_UNITS: [Unit; 8] = [
    Unit::Millimetre,
    Unit::Centimetre,
    Unit::Metre,
    Unit::Inch,
    Unit::Gram,
    Unit::Kilogram,
    Unit::Ounce,
    Unit::Pound,
];

impl Unit {
    /// The short symbol used in files and messages (`mm`, `kg`, `in`...).
    pub fn symbol(self) -> &'static str {
        match self {
            Unit::Millimetre => "mm",
            Unit::Centimetre => "cm",
            Unit::Metre => "m",
            Unit::Inch => "in",
            Unit::Gram => "g",
            Unit::Kilogram => "kg",
            Unit::Ounce => "oz",
            Unit::Pound => "lb",
        }
    }

    /// Whether a value in this unit can express the given dimension.
    /// Kilograms and pounds serve both mass and force (kilogram-force, pound-force).
    pub fn measures(self, dimension: Dimension) -> bool {
        match dimension {
            Dimension::Length => matches!(
                self,
                Unit::Millimetre | Unit::Centimetre | Unit::Metre | Unit::Inch
            ),
            Dimension::Mass => matches!(
                self,
                Unit::Gram | Unit::Kilogram | Unit::Ounce | Unit::Pound
            ),
            Dimension::Force => matches!(self, Unit::Kilogram | Unit::Pound),
        }
    }

    /// Converts a value in this unit to the canonical unit of `dimension`.
    /// Returns `None` when the unit does not measure that dimension.
    pub fn to_quantity(self, value: f64, dimension: Dimension) -> Option<Quantity> {
        if !self.measures(dimension) {
            return None;
        }
        Some(match dimension {
            Dimension::Length => Quantity::Length(Millimetres(value * self.factor_to_mm_or_g())),
            Dimension::Mass => Quantity::Mass(Grams(value * self.factor_to_mm_or_g())),
            Dimension::Force => {
                Quantity::Force(Kilograms(value * self.factor_to_mm_or_g() / 1000.0))
            }
        })
    }

    /// Expresses a canonical value of `dimension` in this unit
    /// (the inverse of [`Unit::to_quantity`]).
    pub fn from_canonical(self, canonical: f64, dimension: Dimension) -> f64 {
        match dimension {
            Dimension::Force => canonical * 1000.0 / self.factor_to_mm_or_g(),
            Dimension::Length | Dimension::Mass => canonical / self.factor_to_mm_or_g(),
        }
    }

    fn factor_to_mm_or_g(self) -> f64 {
        match self {
            Unit::Millimetre => 1.0,
            Unit::Centimetre => 10.0,
            Unit::Metre => 1000.0,
            Unit::Inch => MM_PER_INCH,
            Unit::Gram => 1.0,
            Unit::Kilogram => 1000.0,
            Unit::Ounce => GRAMS_PER_OUNCE,
            Unit::Pound => GRAMS_PER_POUND,
        }
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// A unit symbol that Armoury does not know.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown unit `{0}` (known: {known})", known = known_symbols())]
pub struct UnknownUnit(pub String);

impl UnknownUnit {
    /// The refusal as `(english, Said)`, the English as [`Display`](fmt::Display).
    pub fn said(&self) -> (String, crate::saying::Said) {
        crate::said!(
            "inp-unknown-unit",
            "unknown unit `{unit}` (known: {known})",
            unit = &self.0,
            known = known_symbols()
        )
    }
}

/// Every unit symbol, for messages.
fn known_symbols() -> String {
    let known: Vec<&str> = ALL_UNITS.iter().map(|u| u.symbol()).collect();
    known.join(", ")
}

impl FromStr for Unit {
    type Err = UnknownUnit;

    /// Accepts the symbols and the usual spellings devices and people use
    /// (`inch`, `"`, `lbs`, `gram`...), case-insensitively.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let unit = match s.trim().to_ascii_lowercase().as_str() {
            "mm" | "millimetre" | "millimetres" | "millimeter" | "millimeters" => Unit::Millimetre,
            "cm" | "centimetre" | "centimetres" | "centimeter" | "centimeters" => Unit::Centimetre,
            "m" | "metre" | "metres" | "meter" | "meters" => Unit::Metre,
            "in" | "inch" | "inches" | "\"" => Unit::Inch,
            "g" | "gram" | "grams" => Unit::Gram,
            "kg" | "kilogram" | "kilograms" | "kgf" => Unit::Kilogram,
            "oz" | "ounce" | "ounces" => Unit::Ounce,
            "lb" | "lbs" | "pound" | "pounds" | "lbf" => Unit::Pound,
            _ => return Err(UnknownUnit(s.to_string())),
        };
        Ok(unit)
    }
}

/// A measured or limiting value in the canonical unit of its dimension.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Quantity {
    /// A length, in millimetres.
    Length(Millimetres),
    /// A mass, in grams.
    Mass(Grams),
    /// A draw force, in kilograms of force.
    Force(Kilograms),
}

impl Quantity {
    /// The dimension of this quantity.
    pub fn dimension(self) -> Dimension {
        match self {
            Quantity::Length(_) => Dimension::Length,
            Quantity::Mass(_) => Dimension::Mass,
            Quantity::Force(_) => Dimension::Force,
        }
    }

    /// The value in the canonical unit (mm, g or kg-force).
    pub fn canonical(self) -> f64 {
        match self {
            Quantity::Length(Millimetres(v))
            | Quantity::Mass(Grams(v))
            | Quantity::Force(Kilograms(v)) => v,
        }
    }

    /// The value expressed in `unit`, which must measure this dimension.
    pub fn in_unit(self, unit: Unit) -> f64 {
        unit.from_canonical(self.canonical(), self.dimension())
    }

    /// Renders the value in `unit` with at most two decimals and no trailing zeros: `30 mm`, `1.5 kg`.
    pub fn display_in(self, unit: Unit) -> String {
        let mut text = trim_number(self.in_unit(unit));
        text.push(' ');
        text.push_str(unit.symbol());
        text
    }
}

/// Formats a number with at most two decimals and no trailing zeros.
pub fn trim_number(value: f64) -> String {
    let mut text = format!("{value:.2}");
    if text.contains('.') {
        while text.ends_with('0') {
            text.pop();
        }
        if text.ends_with('.') {
            text.pop();
        }
    }
    if text == "-0" { "0".to_string() } else { text }
}

/// Why a written quantity such as `"30 mm"` was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum QuantityTextError {
    /// The number part did not parse or was not finite.
    #[error("`{0}` does not start with a number")]
    BadNumber(String),
    /// No unit followed the number.
    #[error("`{0}` has no unit (write e.g. `30 mm`)")]
    MissingUnit(String),
    /// The unit is unknown.
    #[error(transparent)]
    Unit(#[from] UnknownUnit),
}

impl QuantityTextError {
    /// The refusal as `(english, Said)`, the English as [`Display`](fmt::Display).
    pub fn said(&self) -> (String, crate::saying::Said) {
        match self {
            QuantityTextError::BadNumber(text) => crate::said!(
                "inp-no-number",
                "`{text}` does not start with a number",
                text = &text
            ),
            QuantityTextError::MissingUnit(text) => crate::said!(
                "inp-no-unit",
                "`{text}` has no unit (write e.g. `30 mm`)",
                text = &text
            ),
            QuantityTextError::Unit(unit) => unit.said(),
        }
    }
}

/// Parses a written quantity such as `30 mm`, `0.3kg` or `42 in` into its number and unit.
pub fn parse_quantity_text(text: &str) -> Result<(f64, Unit), QuantityTextError> {
    let trimmed = text.trim();
    let split = trimmed
        .find(|c: char| !(c.is_ascii_digit() || matches!(c, '.' | '-' | '+')))
        .unwrap_or(trimmed.len());
    let (number, unit) = trimmed.split_at(split);
    let value: f64 = number
        .parse()
        .ok()
        .filter(|v: &f64| v.is_finite())
        .ok_or_else(|| QuantityTextError::BadNumber(text.to_string()))?;
    if unit.trim().is_empty() {
        return Err(QuantityTextError::MissingUnit(text.to_string()));
    }
    let unit = unit.parse().map_err(QuantityTextError::Unit)?;
    Ok((value, unit))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn imperial_units_convert_once_to_canonical() {
        let inch = Unit::Inch.to_quantity(1.0, Dimension::Length);
        assert_eq!(inch, Some(Quantity::Length(Millimetres(25.4))));
        let pound = Unit::Pound.to_quantity(1.0, Dimension::Mass);
        assert_eq!(pound, Some(Quantity::Mass(Grams(453.592_37))));
        let ounce = Unit::Ounce
            .to_quantity(16.0, Dimension::Mass)
            .map(Quantity::canonical);
        assert!(ounce.is_some_and(|g| (g - 453.592_37).abs() < 1e-9));
        let draw = Unit::Pound
            .to_quantity(35.0, Dimension::Force)
            .map(Quantity::canonical);
        assert!(draw.is_some_and(|kg| (kg - 15.875_732_95).abs() < 1e-6));
        assert_eq!(
            Unit::Kilogram.to_quantity(18.0, Dimension::Force),
            Some(Quantity::Force(Kilograms(18.0)))
        );
    }

    #[test]
    fn a_unit_of_the_wrong_dimension_is_refused() {
        assert_eq!(Unit::Gram.to_quantity(1.0, Dimension::Length), None);
        assert_eq!(Unit::Centimetre.to_quantity(1.0, Dimension::Force), None);
        assert_eq!(Unit::Ounce.to_quantity(1.0, Dimension::Force), None);
    }

    #[test]
    fn round_trip_through_display_units() {
        let q = Quantity::Length(Millimetres(1000.0));
        assert_eq!(q.display_in(Unit::Centimetre), "100 cm");
        assert_eq!(q.display_in(Unit::Metre), "1 m");
        assert_eq!(
            Quantity::Force(Kilograms(18.0)).display_in(Unit::Kilogram),
            "18 kg"
        );
        assert_eq!(
            Quantity::Mass(Grams(299.999)).display_in(Unit::Gram),
            "300 g"
        );
    }

    #[test]
    fn written_quantities_parse() {
        assert_eq!(parse_quantity_text("30 mm"), Ok((30.0, Unit::Millimetre)));
        assert_eq!(parse_quantity_text("0.3kg"), Ok((0.3, Unit::Kilogram)));
        assert_eq!(parse_quantity_text(" 42 inches "), Ok((42.0, Unit::Inch)));
        assert!(matches!(
            parse_quantity_text("30"),
            Err(QuantityTextError::MissingUnit(_))
        ));
        assert!(matches!(
            parse_quantity_text("mm"),
            Err(QuantityTextError::BadNumber(_))
        ));
        assert!(matches!(
            parse_quantity_text("3 furlongs"),
            Err(QuantityTextError::Unit(_))
        ));
    }

    #[test]
    fn a_refused_quantity_says_its_english_and_a_message_id() {
        for text in ["30", "mm", "3 furlongs"] {
            let Err(error) = parse_quantity_text(text) else {
                panic!("{text} parsed");
            };
            let (english, said) = error.said();
            assert_eq!(english, error.to_string());
            assert!(said.id.starts_with("inp-"), "{said:?}");
        }
    }

    #[test]
    fn unit_spellings() {
        assert_eq!("LBS".parse(), Ok(Unit::Pound));
        assert_eq!("\"".parse(), Ok(Unit::Inch));
        assert_eq!("Grams".parse(), Ok(Unit::Gram));
        assert!("stone".parse::<Unit>().is_err());
    }
}
