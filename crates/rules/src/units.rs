//! Units are types.
//!
//! Every measurement inside Armoury is held in one canonical unit per
//! dimension: [`Millimetres`] for lengths, [`Grams`] for masses,
//! [`Kilograms`] (kilograms-force) for the draw of bows and siege engines,
//! [`Degrees`] for flex, [`Joules`] for a crossbow's draw energy and
//! [`SquareMillimetres`] for a shield's face. Inches, feet, ounces, pounds,
//! inch-pounds and square inches are accepted at the edge — item files,
//! rules files, device protocols — through [`Unit`] and converted exactly
//! once by [`Unit::to_quantity`], with the exact factors of their
//! definitions (12 oz is 340.194 277 5 g, never a rounded figure). A
//! [`Quantity`] is a canonical value tagged with its [`Dimension`], so a
//! length can never be compared with a weight.
//!
//! A written quantity may use a fraction as rule books print them:
//! `1/2 in`, `2 1/2 in`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// Millimetres per inch (exact, by definition).
pub const MM_PER_INCH: f64 = 25.4;
/// Millimetres per foot (exact, by definition).
pub const MM_PER_FOOT: f64 = 304.8;
/// Grams per avoirdupois ounce (exact, by definition).
pub const GRAMS_PER_OUNCE: f64 = 28.349_523_125;
/// Grams per avoirdupois pound (exact, by definition).
pub const GRAMS_PER_POUND: f64 = 453.592_37;
/// Standard gravity in m/s² (exact, by definition): a kilogram-force is this many newtons.
pub const STANDARD_GRAVITY: f64 = 9.806_65;
/// Joules per inch-pound (inch pound-force; exact from the definitions above).
pub const JOULES_PER_INCH_POUND: f64 = GRAMS_PER_POUND / 1000.0 * STANDARD_GRAVITY * 0.0254;

/// A length in millimetres.
#[derive(Clone, Copy, Debug, PartialEq, PartialOrd, Serialize)]
pub struct Millimetres(pub f64);

/// A mass in grams.
#[derive(Clone, Copy, Debug, PartialEq, PartialOrd, Serialize)]
pub struct Grams(pub f64);

/// A force in kilograms-force, the unit LARP rules give bow and siege-engine draw in.
#[derive(Clone, Copy, Debug, PartialEq, PartialOrd, Serialize)]
pub struct Kilograms(pub f64);

/// An angle in degrees (how far a weapon flexes).
#[derive(Clone, Copy, Debug, PartialEq, PartialOrd, Serialize)]
pub struct Degrees(pub f64);

/// An energy in joules (a crossbow's draw: draw weight times power stroke).
#[derive(Clone, Copy, Debug, PartialEq, PartialOrd, Serialize)]
pub struct Joules(pub f64);

/// An area in square millimetres (a shield's face).
#[derive(Clone, Copy, Debug, PartialEq, PartialOrd, Serialize)]
pub struct SquareMillimetres(pub f64);

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
    /// Flex, in degrees.
    Angle,
    /// Draw energy of a crossbow.
    Energy,
    /// A face's area.
    Area,
}

impl Dimension {
    /// Every dimension.
    pub const ALL: [Dimension; 6] = [
        Dimension::Length,
        Dimension::Mass,
        Dimension::Force,
        Dimension::Angle,
        Dimension::Energy,
        Dimension::Area,
    ];

    /// The dimension in one word, as messages select on it (`length`,
    /// `weight`, `draw`, `angle`, `energy`, `area`); also its `Display`.
    pub fn word(self) -> &'static str {
        match self {
            Dimension::Length => "length",
            Dimension::Mass => "weight",
            Dimension::Force => "draw",
            Dimension::Angle => "angle",
            Dimension::Energy => "energy",
            Dimension::Area => "area",
        }
    }

    /// The canonical unit this dimension is stored in.
    pub fn canonical_unit(self) -> Unit {
        match self {
            Dimension::Length => Unit::Millimetre,
            Dimension::Mass => Unit::Gram,
            Dimension::Force => Unit::Kilogram,
            Dimension::Angle => Unit::Degree,
            Dimension::Energy => Unit::Joule,
            Dimension::Area => Unit::SquareMillimetre,
        }
    }

    /// The dimension of a product: a length times a length is an area.
    pub fn times(self, other: Dimension) -> Option<Dimension> {
        match (self, other) {
            (Dimension::Length, Dimension::Length) => Some(Dimension::Area),
            _ => None,
        }
    }

    /// The dimension of a quotient of different dimensions: an area over a length is a length.
    pub fn over(self, other: Dimension) -> Option<Dimension> {
        match (self, other) {
            (Dimension::Area, Dimension::Length) => Some(Dimension::Length),
            _ => None,
        }
    }
}

impl fmt::Display for Dimension {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
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
    /// `ft`: 12 in, 304.8 mm.
    #[serde(rename = "ft")]
    Foot,
    /// `g`, the canonical mass unit.
    #[serde(rename = "g")]
    Gram,
    /// `kg`: 1000 g; also the canonical unit of a bow's draw (kilograms of force).
    #[serde(rename = "kg")]
    Kilogram,
    /// `oz`: 28.349 523 125 g.
    #[serde(rename = "oz")]
    Ounce,
    /// `lb`: 453.592 37 g (or pounds of force for a draw).
    #[serde(rename = "lb")]
    Pound,
    /// `deg`, the canonical angle unit, shown `°`.
    #[serde(rename = "deg")]
    Degree,
    /// `J`, the canonical energy unit.
    #[serde(rename = "J")]
    Joule,
    /// `in-lb`: an inch-pound (inch pound-force), 0.112 984 829 J.
    #[serde(rename = "in-lb")]
    InchPound,
    /// `kgf-cm`: a kilogram-force centimetre, 0.098 066 5 J.
    #[serde(rename = "kgf-cm")]
    KilogramForceCentimetre,
    /// `mm2`, the canonical area unit, shown `mm²`.
    #[serde(rename = "mm2")]
    SquareMillimetre,
    /// `cm2`: 100 mm², shown `cm²`.
    #[serde(rename = "cm2")]
    SquareCentimetre,
    /// `in2`: 645.16 mm², shown `in²`.
    #[serde(rename = "in2")]
    SquareInch,
    /// `ft2`: 144 in², shown `ft²`.
    #[serde(rename = "ft2")]
    SquareFoot,
}

/// Every unit, for listing in messages.
pub const ALL_UNITS: [Unit; 17] = [
    Unit::Millimetre,
    Unit::Centimetre,
    Unit::Metre,
    Unit::Inch,
    Unit::Foot,
    Unit::Gram,
    Unit::Kilogram,
    Unit::Ounce,
    Unit::Pound,
    Unit::Degree,
    Unit::Joule,
    Unit::InchPound,
    Unit::KilogramForceCentimetre,
    Unit::SquareMillimetre,
    Unit::SquareCentimetre,
    Unit::SquareInch,
    Unit::SquareFoot,
];

impl Unit {
    /// The short symbol used in files and item keys (`mm`, `kg`, `in`,
    /// `in-lb`, `in2`...): ASCII, no spaces or `_`.
    pub fn symbol(self) -> &'static str {
        match self {
            Unit::Millimetre => "mm",
            Unit::Centimetre => "cm",
            Unit::Metre => "m",
            Unit::Inch => "in",
            Unit::Foot => "ft",
            Unit::Gram => "g",
            Unit::Kilogram => "kg",
            Unit::Ounce => "oz",
            Unit::Pound => "lb",
            Unit::Degree => "deg",
            Unit::Joule => "J",
            Unit::InchPound => "in-lb",
            Unit::KilogramForceCentimetre => "kgf-cm",
            Unit::SquareMillimetre => "mm2",
            Unit::SquareCentimetre => "cm2",
            Unit::SquareInch => "in2",
            Unit::SquareFoot => "ft2",
        }
    }

    /// The symbol as shown to people after a number (`mm²`, `°`); the
    /// same as [`Unit::symbol`] for most units. Reads back as the unit.
    pub fn shown(self) -> &'static str {
        match self {
            Unit::Degree => "°",
            Unit::SquareMillimetre => "mm²",
            Unit::SquareCentimetre => "cm²",
            Unit::SquareInch => "in²",
            Unit::SquareFoot => "ft²",
            other => other.symbol(),
        }
    }

    /// Whether a value in this unit can express the given dimension.
    /// Kilograms and pounds serve both mass and force (kilogram-force, pound-force).
    pub fn measures(self, dimension: Dimension) -> bool {
        self.factor(dimension).is_some()
    }

    /// How many canonical units of `dimension` one of this unit is, when it measures it.
    fn factor(self, dimension: Dimension) -> Option<f64> {
        use Dimension as D;
        use Unit as U;
        Some(match (self, dimension) {
            (U::Millimetre, D::Length) => 1.0,
            (U::Centimetre, D::Length) => 10.0,
            (U::Metre, D::Length) => 1000.0,
            (U::Inch, D::Length) => MM_PER_INCH,
            (U::Foot, D::Length) => MM_PER_FOOT,
            (U::Gram, D::Mass) => 1.0,
            (U::Kilogram, D::Mass) => 1000.0,
            (U::Ounce, D::Mass) => GRAMS_PER_OUNCE,
            (U::Pound, D::Mass) => GRAMS_PER_POUND,
            (U::Kilogram, D::Force) => 1.0,
            (U::Pound, D::Force) => GRAMS_PER_POUND / 1000.0,
            (U::Degree, D::Angle) => 1.0,
            (U::Joule, D::Energy) => 1.0,
            (U::InchPound, D::Energy) => JOULES_PER_INCH_POUND,
            (U::KilogramForceCentimetre, D::Energy) => STANDARD_GRAVITY / 100.0,
            (U::SquareMillimetre, D::Area) => 1.0,
            (U::SquareCentimetre, D::Area) => 100.0,
            (U::SquareInch, D::Area) => MM_PER_INCH * MM_PER_INCH,
            (U::SquareFoot, D::Area) => MM_PER_FOOT * MM_PER_FOOT,
            _ => return None,
        })
    }

    /// Converts a value in this unit to the canonical unit of `dimension`.
    /// Returns `None` when the unit does not measure that dimension.
    pub fn to_quantity(self, value: f64, dimension: Dimension) -> Option<Quantity> {
        let canonical = value * self.factor(dimension)?;
        Some(Quantity::new(canonical, dimension))
    }

    /// Expresses a canonical value of `dimension` in this unit
    /// (the inverse of [`Unit::to_quantity`]); the canonical value itself
    /// when the unit does not measure the dimension.
    pub fn from_canonical(self, canonical: f64, dimension: Dimension) -> f64 {
        canonical / self.factor(dimension).unwrap_or(1.0)
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

    /// Accepts the symbols, the shown symbols and the usual spellings
    /// devices and people use (`inch`, `"`, `lbs`, `gram`, `sq in`,
    /// `inch-pounds`...), case-insensitively.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let folded = s.trim().to_lowercase();
        // One spelling per space, hyphen or middle dot: `sq in`, `in·lb`, `inch-pounds`.
        let folded: String = folded
            .split(|c: char| c.is_whitespace() || c == '-' || c == '·' || c == '*')
            .filter(|w| !w.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
        let unit = match folded.as_str() {
            "mm" | "millimetre" | "millimetres" | "millimeter" | "millimeters" => Unit::Millimetre,
            "cm" | "centimetre" | "centimetres" | "centimeter" | "centimeters" => Unit::Centimetre,
            "m" | "metre" | "metres" | "meter" | "meters" => Unit::Metre,
            "in" | "inch" | "inches" | "\"" => Unit::Inch,
            "ft" | "foot" | "feet" | "'" => Unit::Foot,
            "g" | "gram" | "grams" => Unit::Gram,
            "kg" | "kilogram" | "kilograms" | "kgf" => Unit::Kilogram,
            "oz" | "ounce" | "ounces" => Unit::Ounce,
            "lb" | "lbs" | "pound" | "pounds" | "lbf" => Unit::Pound,
            "deg" | "°" | "degree" | "degrees" => Unit::Degree,
            "j" | "joule" | "joules" => Unit::Joule,
            "in lb" | "in lbs" | "in lbf" | "inlb" | "inch pound" | "inch pounds" => {
                Unit::InchPound
            }
            "kgf cm" | "kg cm" => Unit::KilogramForceCentimetre,
            "mm2" | "mm²" | "sq mm" => Unit::SquareMillimetre,
            "cm2" | "cm²" | "sq cm" => Unit::SquareCentimetre,
            "in2" | "in²" | "sq in" | "square inch" | "square inches" => Unit::SquareInch,
            "ft2" | "ft²" | "sq ft" | "square foot" | "square feet" => Unit::SquareFoot,
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
    /// A flex angle, in degrees.
    Angle(Degrees),
    /// A draw energy, in joules.
    Energy(Joules),
    /// An area, in square millimetres.
    Area(SquareMillimetres),
}

impl Quantity {
    /// A canonical value of `dimension`.
    pub fn new(canonical: f64, dimension: Dimension) -> Quantity {
        match dimension {
            Dimension::Length => Quantity::Length(Millimetres(canonical)),
            Dimension::Mass => Quantity::Mass(Grams(canonical)),
            Dimension::Force => Quantity::Force(Kilograms(canonical)),
            Dimension::Angle => Quantity::Angle(Degrees(canonical)),
            Dimension::Energy => Quantity::Energy(Joules(canonical)),
            Dimension::Area => Quantity::Area(SquareMillimetres(canonical)),
        }
    }

    /// The dimension of this quantity.
    pub fn dimension(self) -> Dimension {
        match self {
            Quantity::Length(_) => Dimension::Length,
            Quantity::Mass(_) => Dimension::Mass,
            Quantity::Force(_) => Dimension::Force,
            Quantity::Angle(_) => Dimension::Angle,
            Quantity::Energy(_) => Dimension::Energy,
            Quantity::Area(_) => Dimension::Area,
        }
    }

    /// The value in the canonical unit (mm, g, kg-force, degrees, J or mm²).
    pub fn canonical(self) -> f64 {
        match self {
            Quantity::Length(Millimetres(v))
            | Quantity::Mass(Grams(v))
            | Quantity::Force(Kilograms(v))
            | Quantity::Angle(Degrees(v))
            | Quantity::Energy(Joules(v))
            | Quantity::Area(SquareMillimetres(v)) => v,
        }
    }

    /// The value expressed in `unit`, which must measure this dimension.
    pub fn in_unit(self, unit: Unit) -> f64 {
        unit.from_canonical(self.canonical(), self.dimension())
    }

    /// Renders the value in `unit` with at most two decimals and no
    /// trailing zeros: `30 mm`, `1.5 kg`, `45°`, `500 in²`.
    pub fn display_in(self, unit: Unit) -> String {
        let mut text = trim_number(self.in_unit(unit));
        if unit != Unit::Degree {
            text.push(' ');
        }
        text.push_str(unit.shown());
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

/// Parses a written quantity such as `30 mm`, `0.3kg`, `42 in`, `1/2 in`
/// or `2 1/2 in` into its number and unit.
pub fn parse_quantity_text(text: &str) -> Result<(f64, Unit), QuantityTextError> {
    let bad = || QuantityTextError::BadNumber(text.to_string());
    let (value, unit) = leading_number(text.trim()).ok_or_else(bad)?;
    if !value.is_finite() {
        return Err(bad());
    }
    if unit.trim().is_empty() {
        return Err(QuantityTextError::MissingUnit(text.to_string()));
    }
    let unit = unit.parse().map_err(QuantityTextError::Unit)?;
    Ok((value, unit))
}

/// The number a text starts with (a decimal, a fraction `1/2`, or a whole
/// number and a fraction `2 1/2`) and the rest of the text.
fn leading_number(text: &str) -> Option<(f64, &str)> {
    let (first, after) = number_token(text);
    let value = number_or_fraction(first)?;
    if !first.contains(['/', '.']) {
        let spaced = after.trim_start();
        let (second, after_second) = number_token(spaced);
        if spaced.len() < after.len()
            && second.contains('/')
            && second.starts_with(|c: char| c.is_ascii_digit())
            && let Some(part) = number_or_fraction(second)
        {
            let whole = if first.starts_with('-') {
                value - part
            } else {
                value + part
            };
            return Some((whole, after_second));
        }
    }
    Some((value, after))
}

/// Splits off the characters a number or fraction is written with.
fn number_token(text: &str) -> (&str, &str) {
    let end = text
        .find(|c: char| !(c.is_ascii_digit() || matches!(c, '.' | '-' | '+' | '/')))
        .unwrap_or(text.len());
    text.split_at(end)
}

/// `12`, `0.5`, `-3` or `3/4`.
fn number_or_fraction(text: &str) -> Option<f64> {
    match text.split_once('/') {
        Some((top, bottom)) => {
            let top: f64 = top.parse().ok()?;
            if bottom.starts_with(['-', '+']) {
                return None;
            }
            let bottom: f64 = bottom.parse().ok()?;
            (bottom > 0.0).then(|| top / bottom)
        }
        None => text.parse().ok(),
    }
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
    fn fractions_parse_as_rule_books_print_them() {
        assert_eq!(parse_quantity_text("1/2 in"), Ok((0.5, Unit::Inch)));
        assert_eq!(parse_quantity_text("2 1/2 in"), Ok((2.5, Unit::Inch)));
        assert_eq!(parse_quantity_text("2 1/2in"), Ok((2.5, Unit::Inch)));
        assert_eq!(parse_quantity_text("-1 1/4 in"), Ok((-1.25, Unit::Inch)));
        assert_eq!(parse_quantity_text("3/4\""), Ok((0.75, Unit::Inch)));
        assert!(parse_quantity_text("1/0 in").is_err());
        assert!(parse_quantity_text("1/-2 in").is_err());
        assert!(parse_quantity_text("1/2/3 in").is_err());
        assert!(matches!(
            parse_quantity_text("2 1/2"),
            Err(QuantityTextError::MissingUnit(_))
        ));
    }

    #[test]
    fn new_dimensions_convert_with_exact_factors() {
        let energy = Unit::InchPound.to_quantity(450.0, Dimension::Energy);
        assert!(energy.is_some_and(|q| (q.canonical() - 50.843_173_06).abs() < 1e-6));
        let kgf_cm = Unit::KilogramForceCentimetre.to_quantity(518.5, Dimension::Energy);
        assert!(kgf_cm.is_some_and(|q| (q.canonical() - 50.847_48).abs() < 1e-4));
        let area = Unit::SquareFoot.to_quantity(3.0, Dimension::Area);
        assert_eq!(area.map(|q| q.in_unit(Unit::SquareInch)), Some(432.0));
        let feet = Unit::Foot.to_quantity(7.0, Dimension::Length);
        assert_eq!(feet.map(Quantity::canonical), Some(2133.6));
        assert_eq!(
            Quantity::Angle(Degrees(45.0)).display_in(Unit::Degree),
            "45°"
        );
        assert_eq!(
            Quantity::Area(SquareMillimetres(64_516.0)).display_in(Unit::SquareInch),
            "100 in²"
        );
        assert_eq!(Unit::Degree.to_quantity(1.0, Dimension::Length), None);
        assert_eq!(Unit::InchPound.to_quantity(1.0, Dimension::Force), None);
    }

    #[test]
    fn every_unit_reads_back_from_its_symbol_and_its_shown_form() {
        for unit in ALL_UNITS {
            assert_eq!(unit.symbol().parse(), Ok(unit), "{unit:?}");
            assert_eq!(unit.shown().parse(), Ok(unit), "{unit:?}");
            assert!(!unit.symbol().contains(['_', ' ']), "{unit:?}");
        }
        assert_eq!("inch-pounds".parse(), Ok(Unit::InchPound));
        assert_eq!("in·lb".parse(), Ok(Unit::InchPound));
        assert_eq!("sq in".parse(), Ok(Unit::SquareInch));
        assert_eq!("Feet".parse(), Ok(Unit::Foot));
    }

    #[test]
    fn unit_spellings() {
        assert_eq!("LBS".parse(), Ok(Unit::Pound));
        assert_eq!("\"".parse(), Ok(Unit::Inch));
        assert_eq!("Grams".parse(), Ok(Unit::Gram));
        assert!("stone".parse::<Unit>().is_err());
    }
}
