//! Where a strike lands, and which places body armour covers.
//!
//! [`Location`] names the parts of the body a script can strike: the invalid
//! targets of "Combat safety" (neck, head, crotch) and the places body armour
//! can be worn (torso, arms, legs; Appendix 2 counts hands with the arms and
//! feet with the legs: "Body armor (hands and feet included)").
//! [`Covered`] is the set of places a character's body armour covers, since
//! body armour "gives armor points only there where it actually is".

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
    /// Arms and hands.
    Arms,
    /// Legs and feet.
    Legs,
}

impl Location {
    /// Every location.
    pub const ALL: [Location; 6] = [
        Location::Head,
        Location::Neck,
        Location::Crotch,
        Location::Torso,
        Location::Arms,
        Location::Legs,
    ];

    /// The places body armour can cover.
    pub const ARMOURABLE: [Location; 3] = [Location::Torso, Location::Arms, Location::Legs];

    /// The location's name in scripts.
    pub const fn name(self) -> &'static str {
        match self {
            Location::Head => "head",
            Location::Neck => "neck",
            Location::Crotch => "crotch",
            Location::Torso => "torso",
            Location::Arms => "arms",
            Location::Legs => "legs",
        }
    }

    /// Reads a location, ignoring case. Singular and plural forms are both
    /// accepted; `hand(s)` is an arm, `foot`/`feet` a leg, `chest`, `back`
    /// and `belly` the torso, `groin` the crotch.
    ///
    /// ```
    /// use armoury::rules::ancalagon::Location;
    /// assert_eq!(Location::parse("Hand"), Some(Location::Arms));
    /// assert_eq!(Location::parse("wing"), None);
    /// ```
    pub fn parse(text: &str) -> Option<Location> {
        let lower = text.to_ascii_lowercase();
        Some(match lower.as_str() {
            "head" | "face" => Location::Head,
            "neck" | "throat" => Location::Neck,
            "crotch" | "groin" => Location::Crotch,
            "torso" | "chest" | "back" | "belly" | "body" => Location::Torso,
            "arm" | "arms" | "hand" | "hands" => Location::Arms,
            "leg" | "legs" | "foot" | "feet" => Location::Legs,
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
        matches!(self, Location::Torso | Location::Arms | Location::Legs)
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
    torso: bool,
    arms: bool,
    legs: bool,
}

impl Covered {
    /// No body armour anywhere.
    pub const NONE: Covered = Covered {
        torso: false,
        arms: false,
        legs: false,
    };

    /// Torso, arms and legs.
    pub const ALL: Covered = Covered {
        torso: true,
        arms: true,
        legs: true,
    };

    /// This set with `location` added; `None` for a place body armour cannot
    /// cover (head, neck, crotch: the helmet covers the whole body instead).
    pub fn with(mut self, location: Location) -> Option<Covered> {
        match location {
            Location::Torso => self.torso = true,
            Location::Arms => self.arms = true,
            Location::Legs => self.legs = true,
            Location::Head | Location::Neck | Location::Crotch => return None,
        }
        Some(self)
    }

    /// Whether body armour covers `location`.
    pub const fn covers(self, location: Location) -> bool {
        match location {
            Location::Torso => self.torso,
            Location::Arms => self.arms,
            Location::Legs => self.legs,
            Location::Head | Location::Neck | Location::Crotch => false,
        }
    }

    /// Whether nothing is covered.
    pub const fn is_empty(self) -> bool {
        !(self.torso || self.arms || self.legs)
    }

    /// The covered locations, in [`Location::ARMOURABLE`] order.
    pub fn locations(self) -> Vec<Location> {
        Location::ARMOURABLE
            .into_iter()
            .filter(|l| self.covers(*l))
            .collect()
    }

    /// Reads a comma-separated list (`torso,arms`; `all` for every place).
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
            (Location::Legs, true),
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
        assert!(set.covers(Location::Torso) && set.covers(Location::Arms));
        assert!(!set.covers(Location::Legs));
        assert_eq!(set.to_string(), "torso,arms");
        assert_eq!(Covered::parse("ALL"), Ok(Covered::ALL));
        assert_eq!(Covered::parse("torso,head"), Err("head".to_string()));
        assert_eq!(Covered::parse("torso,,legs"), Err(String::new()));
        assert!(Covered::NONE.is_empty());
    }
}
