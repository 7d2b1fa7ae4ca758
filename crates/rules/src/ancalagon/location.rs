//! Where a strike lands, and which places body armour covers.
//!
//! [`Location`] names the parts of the body a script can strike: the invalid
//! targets of "Combat safety" (neck, head, crotch) and the places body armour
//! can be worn: torso, arms, hands, legs, feet. Appendix 2: "Body armor
//! (hands and feet included) gives armor points only there where it actually
//! is", so hands and feet are places of their own, as the armour award's
//! `hands` and `feet` slots are: a gauntlet protects the hand, not the
//! forearm. [`Covered`] is the set of places a character's body armour
//! covers.

use std::fmt;

use serde::Serialize;

/// A part of the body a strike can land on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Location {
    /// Invalid target for weapons.
    Head,
    /// Invalid target for weapons.
    Neck,
    /// Invalid target for weapons.
    Crotch,
    /// Chest, back and belly.
    Torso,
    /// Arms, shoulder to wrist.
    Arms,
    /// Hands.
    Hands,
    /// Legs, hip to ankle.
    Legs,
    /// Feet.
    Feet,
}

impl Location {
    /// Every location.
    pub const ALL: [Location; 8] = [
        Location::Head,
        Location::Neck,
        Location::Crotch,
        Location::Torso,
        Location::Arms,
        Location::Hands,
        Location::Legs,
        Location::Feet,
    ];

    /// The places body armour can cover.
    pub const ARMOURABLE: [Location; 5] = [
        Location::Torso,
        Location::Arms,
        Location::Hands,
        Location::Legs,
        Location::Feet,
    ];

    /// The location's name in scripts.
    pub const fn name(self) -> &'static str {
        match self {
            Location::Head => "head",
            Location::Neck => "neck",
            Location::Crotch => "crotch",
            Location::Torso => "torso",
            Location::Arms => "arms",
            Location::Hands => "hands",
            Location::Legs => "legs",
            Location::Feet => "feet",
        }
    }

    /// Reads a location, ignoring case. Singular and plural forms are both
    /// accepted; `forearm` is an arm, `chest`, `back` and `belly` the torso,
    /// `groin` the crotch.
    ///
    /// ```
    /// use armoury_rules::ancalagon::Location;
    /// assert_eq!(Location::parse("Hand"), Some(Location::Hands));
    /// assert_eq!(Location::parse("forearm"), Some(Location::Arms));
    /// assert_eq!(Location::parse("wing"), None);
    /// ```
    pub fn parse(text: &str) -> Option<Location> {
        let lower = text.to_ascii_lowercase();
        Some(match lower.as_str() {
            "head" | "face" => Location::Head,
            "neck" | "throat" => Location::Neck,
            "crotch" | "groin" => Location::Crotch,
            "torso" | "chest" | "back" | "belly" | "body" => Location::Torso,
            "arm" | "arms" | "forearm" | "forearms" => Location::Arms,
            "hand" | "hands" => Location::Hands,
            "leg" | "legs" | "shin" | "shins" => Location::Legs,
            "foot" | "feet" => Location::Feet,
            _ => return None,
        })
    }

    /// Whether a weapon strike here counts ("Combat safety": the neck, head
    /// and crotch are invalid targets; the big stone has no invalid targets).
    pub const fn valid_for_weapons(self) -> bool {
        !matches!(self, Location::Head | Location::Neck | Location::Crotch)
    }

    /// Whether body armour can be worn here.
    pub const fn armourable(self) -> bool {
        !matches!(self, Location::Head | Location::Neck | Location::Crotch)
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The places a character's body armour covers (a subset of
/// [`Location::ARMOURABLE`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Covered {
    /// One bit per place, in [`Location::ARMOURABLE`] order.
    bits: u8,
}

impl Covered {
    /// No body armour anywhere.
    pub const NONE: Covered = Covered { bits: 0 };

    /// Torso, arms, hands, legs and feet.
    pub const ALL: Covered = Covered { bits: 0b1_1111 };

    /// The bit of an armourable place.
    const fn bit(location: Location) -> Option<u8> {
        match location {
            Location::Torso => Some(1),
            Location::Arms => Some(1 << 1),
            Location::Hands => Some(1 << 2),
            Location::Legs => Some(1 << 3),
            Location::Feet => Some(1 << 4),
            Location::Head | Location::Neck | Location::Crotch => None,
        }
    }

    /// This set with `location` added; `None` for a place body armour cannot
    /// cover (head, neck, crotch: the helmet covers the whole body instead).
    pub fn with(self, location: Location) -> Option<Covered> {
        Covered::bit(location).map(|bit| Covered {
            bits: self.bits | bit,
        })
    }

    /// Whether body armour covers `location`.
    pub const fn covers(self, location: Location) -> bool {
        match Covered::bit(location) {
            Some(bit) => self.bits & bit != 0,
            None => false,
        }
    }

    /// Whether nothing is covered.
    pub const fn is_empty(self) -> bool {
        self.bits == 0
    }

    /// The covered locations, in [`Location::ARMOURABLE`] order.
    pub fn locations(self) -> Vec<Location> {
        Location::ARMOURABLE
            .into_iter()
            .filter(|l| self.covers(*l))
            .collect()
    }

    /// Reads a comma-separated list (`torso,hands`; `all` for every place).
    /// On failure returns the piece it refused.
    pub fn parse(text: &str) -> Result<Covered, String> {
        if text.eq_ignore_ascii_case("all") {
            return Ok(Covered::ALL);
        }
        text.split(',')
            .map(str::trim)
            .try_fold(Covered::NONE, |set, piece| {
                Location::parse(piece)
                    .and_then(|location| set.with(location))
                    .ok_or_else(|| piece.to_string())
            })
    }
}

impl Serialize for Covered {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.locations())
    }
}

impl fmt::Display for Covered {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.locations().into_iter().map(Location::name).collect();
        f.write_str(&names.join(","))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combat_safety_invalid_targets() {
        // (location, valid for weapons): "Invalid targets are the neck, head and crotch".
        let rows = [
            (Location::Head, false),
            (Location::Neck, false),
            (Location::Crotch, false),
            (Location::Torso, true),
            (Location::Arms, true),
            (Location::Hands, true),
            (Location::Legs, true),
            (Location::Feet, true),
        ];
        for (location, valid) in rows {
            assert_eq!(location.valid_for_weapons(), valid, "{location}");
            assert_eq!(location.armourable(), valid, "{location}");
            assert_eq!(Location::parse(location.name()), Some(location));
        }
    }

    #[test]
    fn covered_sets_parse_and_refuse() {
        let set = Covered::parse("torso, hands").expect("parses");
        assert!(set.covers(Location::Torso) && set.covers(Location::Hands));
        assert!(!set.covers(Location::Arms) && !set.covers(Location::Legs));
        assert_eq!(set.to_string(), "torso,hands");
        let all = Covered::parse("torso,arms,hands,legs,feet").expect("parses");
        assert_eq!(all, Covered::ALL);
        assert_eq!(Covered::ALL.locations(), Location::ARMOURABLE.to_vec());
        assert_eq!(Covered::parse("ALL"), Ok(Covered::ALL));
        assert_eq!(Covered::parse("torso,head"), Err("head".to_string()));
        assert_eq!(Covered::parse("torso,,legs"), Err(String::new()));
        assert!(Covered::NONE.is_empty());
    }

    #[test]
    fn hands_and_feet_are_places_of_their_own() {
        // Appendix 2: "Body armor (hands and feet included) gives armor
        // points only there where it actually is".
        let gauntlets = Covered::parse("hands").expect("parses");
        assert!(gauntlets.covers(Location::Hands));
        assert!(
            !gauntlets.covers(Location::Arms),
            "a gauntlet is not a vambrace"
        );
        let boots = Covered::parse("feet").expect("parses");
        assert!(boots.covers(Location::Feet) && !boots.covers(Location::Legs));
        let greaves = Covered::parse("legs").expect("parses");
        assert!(greaves.covers(Location::Legs) && !greaves.covers(Location::Feet));
        for (word, location) in [
            ("hand", Location::Hands),
            ("feet", Location::Feet),
            ("foot", Location::Feet),
            ("forearm", Location::Arms),
            ("leg", Location::Legs),
        ] {
            assert_eq!(Location::parse(word), Some(location), "{word}");
        }
    }
}
