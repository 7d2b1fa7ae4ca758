//! How many characters of each class each group of an event has: what the
//! class table's group rule (Ancalagon's Healers) is checked on.
//!
//! [`ClassCounts::of_event`] counts what is stored; an import keeps its
//! counts up to date as it writes ([`ClassCounts::add`]), so it checks the
//! rule without reading the event back. Groups and classes are counted as
//! the roster writes them, a missing one as blank: the rule trims groups
//! and gives a blank class the table's default.

use std::collections::HashMap;

use super::error::RecordsError;
use super::roster::class_or_default;
use super::sql::{Dialect, Sql, params};
use armoury_rules::ancalagon::class_rules::GroupExcess;
use armoury_rules::shipped::{self, ClassTable};

/// Characters by group, then by class (see the module).
#[derive(Debug, Default)]
pub(crate) struct ClassCounts(HashMap<String, HashMap<String, i64>>);

impl ClassCounts {
    /// The counts of an event's stored characters.
    pub(crate) fn of_event(sql: Sql<'_>, event_id: &str) -> Result<Self, RecordsError> {
        let mut counts = ClassCounts::default();
        match sql.dialect() {
            // The server counts with a hash table of its own.
            Dialect::Postgres => {
                let counted: Vec<(Option<String>, Option<String>, i64)> = sql.query(
                    "SELECT group_name, class, count(*) FROM characters WHERE event_id = ?1
                     GROUP BY group_name, class",
                    params![event_id],
                    |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
                )?;
                for (group, class, count) in &counted {
                    counts.add(group.as_deref(), class.as_deref(), *count);
                }
            }
            // A file's `GROUP BY` sorts every row (4.5 MB and 46 ms for
            // 100,000): the rows are counted here as they are read instead,
            // and the query keeps none of them.
            Dialect::Sqlite => {
                sql.query(
                    "SELECT group_name, class FROM characters NOT INDEXED WHERE event_id = ?1",
                    params![event_id],
                    |row| {
                        let (group, class): (Option<String>, Option<String>) =
                            (row.get(0)?, row.get(1)?);
                        counts.add(group.as_deref(), class.as_deref(), 1);
                        Ok(())
                    },
                )?;
            }
        }
        Ok(counts)
    }

    /// Counts `count` more characters of `class` in `group` (fewer when
    /// negative: a character that changed group or class).
    pub(crate) fn add(&mut self, group: Option<&str>, class: Option<&str>, count: i64) {
        let (group, class) = (group.unwrap_or(""), class.unwrap_or(""));
        if !self.0.contains_key(group) {
            self.0.insert(group.to_string(), HashMap::new());
        }
        let Some(classes) = self.0.get_mut(group) else {
            return;
        };
        match classes.get_mut(class) {
            Some(counted) => *counted += count,
            None => {
                classes.insert(class.to_string(), count);
            }
        }
    }

    /// The groups over the limits of `table`.
    pub(crate) fn excess(&self, table: ClassTable) -> Vec<GroupExcess> {
        let members = self.0.iter().flat_map(|(group, classes)| {
            classes.iter().map(move |(class, count)| {
                (
                    Some(group.as_str()),
                    class_or_default(Some(table), Some(class)),
                    usize::try_from(*count).unwrap_or(0),
                )
            })
        });
        table.group_excess(members)
    }
}

/// The class table of an event's ruleset, if it has one.
pub(crate) fn class_table_of(
    sql: Sql<'_>,
    event_id: &str,
) -> Result<Option<ClassTable>, RecordsError> {
    let ruleset_id: String = sql.query_value(
        "SELECT ruleset_id FROM events WHERE id = ?1",
        params![event_id],
    )?;
    Ok(shipped::class_table(&ruleset_id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_follow_characters_that_come_and_change() {
        let table = ClassTable::Ancalagon;
        let mut counts = ClassCounts::default();
        for _ in 0..4 {
            counts.add(Some("Wolves"), None, 1);
        }
        counts.add(Some("Wolves"), Some("Healer"), 1);
        assert!(counts.excess(table).is_empty(), "five with one Healer");
        // One Warrior leaves the Wolves for the Ravens: four with a Healer.
        counts.add(Some("Wolves"), Some(""), -1);
        counts.add(Some("Ravens"), Some("Warrior"), 1);
        let excess = counts.excess(table);
        assert_eq!(excess.len(), 1);
        assert_eq!(
            (
                excess[0].group.as_deref(),
                excess[0].members,
                excess[0].healers
            ),
            (Some("Wolves"), 4, 1)
        );
        // A Healer with no group is over the limit alone.
        counts.add(None, Some("healer"), 1);
        assert_eq!(counts.excess(table).len(), 2);
    }
}
