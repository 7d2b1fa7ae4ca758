//! The Ancalagon roster's class rules (Appendix 3): hit points per
//! class and the group rule "one Healer for every five registered members".
//!
//! [`hit_points`] answers a class name (case-insensitive) with its hit
//! points; [`DEFAULT_CLASS`] is the class of a character nobody said
//! otherwise about. [`healer_excess`] takes `(group, class)` pairs of a
//! roster and returns a [`GroupExcess`] for every group with more Healers than
//! the rule allows. The class table itself is [`Class`] of the in-play
//! rules. Pure: no I/O. Other systems' rosters reach it only through
//! [`crate::shipped::class_table`].

use std::collections::BTreeMap;

use super::Class;

/// "All characters are from the Warrior class, if not expressly told otherwise."
pub const DEFAULT_CLASS: &str = "Warrior";

/// Members a group needs per Healer.
pub const MEMBERS_PER_HEALER: usize = 5;

/// The hit points of a class (`Warrior` 2, `Healer` 1), ignoring case and
/// surrounding spaces; `None` for a class the rules do not know.
pub fn hit_points(class: &str) -> Option<u8> {
    Class::parse(class.trim()).map(Class::hit_points)
}

/// Whether a class name is the Healer class.
pub fn is_healer(class: &str) -> bool {
    Class::parse(class.trim()) == Some(Class::Healer)
}

/// How many Healers a group of `members` registered members may have.
pub fn healers_allowed(members: usize) -> usize {
    members / MEMBERS_PER_HEALER
}

/// A group with more Healers than the rule allows. A character without a
/// group counts as a group of its own (`group` is `None`), which may have none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupExcess {
    /// The group's name; `None` for a character without a group.
    pub group: Option<String>,
    /// Registered members of the group.
    pub members: usize,
    /// Healers registered in the group.
    pub healers: usize,
    /// Healers the group may have (one per five members).
    pub allowed: usize,
}

impl std::fmt::Display for GroupExcess {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.group {
            Some(group) => write!(
                f,
                "group \"{group}\" has {} Healer(s) but its {} member(s) allow {} (one per {MEMBERS_PER_HEALER} members)",
                self.healers, self.members, self.allowed
            ),
            None => write!(
                f,
                "{} Healer(s) belong to no group; a Healer needs a group of at least {MEMBERS_PER_HEALER}",
                self.healers
            ),
        }
    }
}

/// Every group over the Healer limit, in group order (ungrouped last).
/// Takes one `(group, class)` pair per registered character; an empty group
/// name is no group.
pub fn healer_excess<'a>(
    members: impl IntoIterator<Item = (Option<&'a str>, &'a str)>,
) -> Vec<GroupExcess> {
    healer_excess_counted(members.into_iter().map(|(group, class)| (group, class, 1)))
}

/// [`healer_excess`] of counted members: `(group, class, count)`, the
/// number of characters of that class in that group (a database's
/// `GROUP BY`). A group may come in several triples (`Wolves` and
/// `Wolves `, or one per class).
pub fn healer_excess_counted<'a>(
    members: impl IntoIterator<Item = (Option<&'a str>, &'a str, usize)>,
) -> Vec<GroupExcess> {
    let mut groups: BTreeMap<Option<&str>, (usize, usize)> = BTreeMap::new();
    let mut ungrouped_healers = 0;
    for (group, class, count) in members {
        let healers = if is_healer(class) { count } else { 0 };
        match group.map(str::trim).filter(|g| !g.is_empty()) {
            Some(group) => {
                let entry = groups.entry(Some(group)).or_default();
                entry.0 += count;
                entry.1 += healers;
            }
            None => ungrouped_healers += healers,
        }
    }
    let mut excess: Vec<GroupExcess> = groups
        .into_iter()
        .filter_map(|(group, (members, healers))| {
            let allowed = healers_allowed(members);
            (healers > allowed).then(|| GroupExcess {
                group: group.map(str::to_string),
                members,
                healers,
                allowed,
            })
        })
        .collect();
    if ungrouped_healers > 0 {
        excess.push(GroupExcess {
            group: None,
            members: ungrouped_healers,
            healers: ungrouped_healers,
            allowed: 0,
        });
    }
    excess
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_have_their_hit_points() {
        assert_eq!(hit_points("Warrior"), Some(2));
        assert_eq!(hit_points(" healer "), Some(1));
        assert_eq!(hit_points("HEALER"), Some(1));
        assert_eq!(hit_points(DEFAULT_CLASS), Some(2));
        assert_eq!(hit_points("Wizard"), None);
        assert_eq!(hit_points(""), None);
    }

    #[test]
    fn one_healer_per_five_members_on_both_sides_of_the_boundary() {
        assert_eq!(healers_allowed(4), 0);
        assert_eq!(healers_allowed(5), 1);
        assert_eq!(healers_allowed(9), 1);
        assert_eq!(healers_allowed(10), 2);
    }

    fn roster(
        group: &'static str,
        warriors: usize,
        healers: usize,
    ) -> Vec<(Option<&'static str>, &'static str)> {
        let mut rows = vec![(Some(group), "Warrior"); warriors];
        rows.extend(vec![(Some(group), "Healer"); healers]);
        rows
    }

    #[test]
    fn groups_over_the_limit_are_reported() {
        // Five members with one healer: allowed. Four with one: over.
        let mut rows = roster("Wolves", 4, 1);
        rows.extend(roster("Ravens", 3, 1));
        rows.extend(roster("Bears", 8, 2));
        rows.push((None, "healer"));
        rows.push((Some(""), "Warrior"));
        let excess = healer_excess(rows);
        assert_eq!(
            excess,
            vec![
                GroupExcess {
                    group: Some("Ravens".into()),
                    members: 4,
                    healers: 1,
                    allowed: 0
                },
                GroupExcess {
                    group: None,
                    members: 1,
                    healers: 1,
                    allowed: 0
                },
            ]
        );
        assert!(excess[0].to_string().contains("Ravens"));
    }

    #[test]
    fn a_group_of_ten_may_have_two_healers_not_three() {
        assert!(healer_excess(roster("A", 8, 2)).is_empty());
        assert_eq!(healer_excess(roster("A", 7, 3)).len(), 1);
    }

    #[test]
    fn counted_members_give_what_one_row_each_gives() {
        let counted = [
            (Some("Wolves"), "Warrior", 3),
            (Some("Wolves "), "Healer", 1),
            (Some("Ravens"), "Warrior", 8),
            (Some("Ravens"), "Healer", 2),
            (None, "Healer", 2),
            (Some("Bears"), "Warrior", 0),
        ];
        let one_each: Vec<(Option<&str>, &str)> = counted
            .iter()
            .flat_map(|(group, class, n)| std::iter::repeat_n((*group, *class), *n))
            .collect();
        let excess = healer_excess_counted(counted);
        assert_eq!(excess, healer_excess(one_each));
        assert_eq!(
            excess,
            vec![
                GroupExcess {
                    group: Some("Wolves".into()),
                    members: 4,
                    healers: 1,
                    allowed: 0
                },
                GroupExcess {
                    group: None,
                    members: 2,
                    healers: 2,
                    allowed: 0
                },
            ]
        );
    }
}
