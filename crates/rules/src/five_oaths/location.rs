//! The six target locations and their Body and Armour hits.
//!
//! [`Location`] names a location (and reads the ways scripts and referees
//! write one); [`Hits`] holds one location's Body and Armour hits with their
//! maxima and applies Damage (Armour first, then Body, never below the floor),
//! Healing and Repair.

use std::fmt;

use serde::Serialize;

/// One of the six target locations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Location {
    /// The head: unusable means unconscious.
    Head,
    /// The torso: unusable means unconscious.
    Torso,
    /// Left arm: unusable means it drops what it holds.
    LeftArm,
    /// Right arm.
    RightArm,
    /// Left leg: unusable means the character falls.
    LeftLeg,
    /// Right leg.
    RightLeg,
}

impl Location {
    /// All six, in the order states are shown.
    pub const ALL: [Location; 6] = [
        Location::Head,
        Location::Torso,
        Location::LeftArm,
        Location::RightArm,
        Location::LeftLeg,
        Location::RightLeg,
    ];

    /// The script spelling: `head`, `torso`, `left-arm`, ...
    pub fn key(self) -> &'static str {
        match self {
            Location::Head => "head",
            Location::Torso => "torso",
            Location::LeftArm => "left-arm",
            Location::RightArm => "right-arm",
            Location::LeftLeg => "left-leg",
            Location::RightLeg => "right-leg",
        }
    }

    /// Reads `head`, `torso`, `left-arm`, `left_arm`, `leftarm`, `l-arm`, `larm` (any case).
    pub fn parse(word: &str) -> Option<Location> {
        let squashed: String = word
            .chars()
            .filter(|c| !matches!(c, '-' | '_' | ' '))
            .collect::<String>()
            .to_ascii_lowercase();
        Some(match squashed.as_str() {
            "head" => Location::Head,
            "torso" | "body" | "chest" => Location::Torso,
            "leftarm" | "larm" => Location::LeftArm,
            "rightarm" | "rarm" => Location::RightArm,
            "leftleg" | "lleg" => Location::LeftLeg,
            "rightleg" | "rleg" => Location::RightLeg,
            _ => return None,
        })
    }

    /// Index into a `[_; 6]` in [`Location::ALL`] order.
    pub fn index(self) -> usize {
        self as usize
    }

    /// True for the two legs.
    pub fn is_leg(self) -> bool {
        matches!(self, Location::LeftLeg | Location::RightLeg)
    }

    /// True for the two arms.
    pub fn is_arm(self) -> bool {
        matches!(self, Location::LeftArm | Location::RightArm)
    }

    /// True for head and torso (unusable means unconscious).
    pub fn is_vital(self) -> bool {
        matches!(self, Location::Head | Location::Torso)
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// One location's hits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Hits {
    /// Body hits now (may be the floor, -1).
    pub body: i32,
    /// Armour hits now.
    pub armour: i32,
    /// Body hits the feats and items allow.
    pub max_body: i32,
    /// Armour hits the feats and items allow.
    pub max_armour: i32,
}

/// What a Damage effect took from a location.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Taken {
    /// Armour hits removed.
    pub armour: i32,
    /// Body hits removed (the floor stops it).
    pub body: i32,
}

impl Hits {
    /// A fresh location at its maxima.
    pub fn new(max_body: i32, max_armour: i32) -> Hits {
        Hits {
            body: max_body,
            armour: max_armour,
            max_body,
            max_armour,
        }
    }

    /// Removes `amount` hits: Armour first, then Body, never below `floor`.
    pub fn damage(&mut self, amount: u32, floor: i32) -> Taken {
        let amount = i32::try_from(amount).unwrap_or(i32::MAX);
        let armour = amount.min(self.armour.max(0));
        self.armour -= armour;
        let body = (amount - armour).min(self.body - floor).max(0);
        self.body -= body;
        Taken { armour, body }
    }

    /// Sets Body to the floor: the location is destroyed.
    pub fn destroy(&mut self, floor: i32) {
        self.body = floor;
    }

    /// Adds Body hits up to the maximum (`None`: Full). Returns the hits gained.
    pub fn heal(&mut self, amount: Option<u32>) -> i32 {
        let before = self.body;
        self.body = raise(self.body, self.max_body, amount);
        self.body - before
    }

    /// Adds Armour hits up to the maximum (`None`: Full). Returns the hits gained.
    pub fn repair(&mut self, amount: Option<u32>) -> i32 {
        let before = self.armour;
        self.armour = raise(self.armour, self.max_armour, amount);
        self.armour - before
    }

    /// Body above 0: the location can be used.
    pub fn usable(&self) -> bool {
        self.body > 0
    }

    /// Body below 0: the location bleeds.
    pub fn bleeding(&self) -> bool {
        self.body < 0
    }
}

fn raise(now: i32, max: i32, amount: Option<u32>) -> i32 {
    match amount {
        None => now.max(max),
        Some(amount) => now
            .saturating_add(i32::try_from(amount).unwrap_or(i32::MAX))
            .min(max)
            .max(now),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn location_spellings() {
        for (word, want) in [
            ("head", Some(Location::Head)),
            ("Torso", Some(Location::Torso)),
            ("left-arm", Some(Location::LeftArm)),
            ("right_arm", Some(Location::RightArm)),
            ("LeftLeg", Some(Location::LeftLeg)),
            ("rleg", Some(Location::RightLeg)),
            ("tail", None),
        ] {
            assert_eq!(Location::parse(word), want, "{word}");
        }
        for location in Location::ALL {
            assert_eq!(Location::parse(location.key()), Some(location));
            assert_eq!(Location::ALL[location.index()], location);
        }
    }

    /// (rule, body, armour, damage, body after, armour after)
    #[test]
    fn damage_takes_armour_first_then_body_down_to_the_floor() {
        let rows: &[(&str, i32, i32, u32, i32, i32)] = &[
            ("armour first", 1, 1, 1, 1, 0),
            ("then body", 1, 0, 1, 0, 0),
            ("through armour into body", 1, 1, 2, 0, 0),
            ("body 0 to -1: bleeding", 0, 0, 1, -1, 0),
            ("the floor is -1", 1, 0, 5, -1, 0),
            ("already at the floor", -1, 0, 1, -1, 0),
            ("zero damage changes nothing", 1, 2, 0, 1, 2),
        ];
        for (rule, body, armour, amount, want_body, want_armour) in rows {
            let mut hits = Hits::new(2, 2);
            hits.body = *body;
            hits.armour = *armour;
            hits.damage(*amount, -1);
            assert_eq!(
                (hits.body, hits.armour),
                (*want_body, *want_armour),
                "{rule}"
            );
        }
    }

    #[test]
    fn healing_and_repair_stop_at_the_maximum() {
        let mut hits = Hits::new(2, 2);
        hits.damage(5, -1);
        assert_eq!(hits.heal(Some(1)), 1);
        assert_eq!(hits.body, 0);
        assert!(!hits.usable() && !hits.bleeding());
        assert_eq!(hits.heal(Some(5)), 2);
        assert_eq!(hits.body, 2);
        assert_eq!(hits.repair(Some(1)), 1);
        assert_eq!(hits.repair(None), 1, "Full Repair restores the rest");
        assert_eq!(hits.armour, 2);
        assert_eq!(hits.heal(None), 0);
    }
}
