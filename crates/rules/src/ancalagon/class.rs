//! Character classes of Appendix 3 and the hit points each starts with.
//!
//! [`Class`] is Warrior (2 hit points, no special abilities) or Healer (1 hit
//! point, heals by touch and tends two characters; see [`super::healer`]).
//! "All characters are from the Warrior class, if not expressly told
//! otherwise", so [`Class::default`] is [`Class::Warrior`]. The game master
//! may give a character another number of hit points
//! ([`super::Character::with_hit_points`]).

use std::fmt;

use serde::Serialize;

/// A character class (Appendix 3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Class {
    /// Hit points 2, no special abilities. Everyone not told otherwise.
    #[default]
    Warrior,
    /// Hit points 1; heals by touch 5 times a scenario; tends up to two characters.
    Healer,
}

impl Class {
    /// Every class, in the order of Appendix 3.
    pub const ALL: [Class; 2] = [Class::Warrior, Class::Healer];

    /// The hit points the class starts with (Appendix 3: Warrior 2, Healer 1).
    ///
    /// ```
    /// use armoury_rules::ancalagon::Class;
    /// assert_eq!(Class::Warrior.hit_points(), 2);
    /// assert_eq!(Class::Healer.hit_points(), 1);
    /// ```
    pub const fn hit_points(self) -> u8 {
        match self {
            Class::Warrior => 2,
            Class::Healer => 1,
        }
    }

    /// The class's name as scripts write it (`warrior`, `healer`).
    pub const fn name(self) -> &'static str {
        match self {
            Class::Warrior => "warrior",
            Class::Healer => "healer",
        }
    }

    /// Reads a class name, ignoring case.
    pub fn parse(text: &str) -> Option<Class> {
        Class::ALL
            .into_iter()
            .find(|class| class.name().eq_ignore_ascii_case(text))
    }
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn appendix_3_hit_points_and_names() {
        // (class, hit points, name): one row per class of Appendix 3.
        let rows = [(Class::Warrior, 2, "warrior"), (Class::Healer, 1, "healer")];
        for (class, hp, name) in rows {
            assert_eq!(class.hit_points(), hp, "{name}");
            assert_eq!(Class::parse(name), Some(class));
            assert_eq!(Class::parse(&name.to_uppercase()), Some(class));
        }
        assert_eq!(Class::parse("mage"), None);
        assert_eq!(
            Class::default(),
            Class::Warrior,
            "warrior unless told otherwise"
        );
    }
}
