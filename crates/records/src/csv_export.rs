//! CSV export of an event's roster, inspections and awards.
//!
//! [`Store::export`] writes one [`ExportKind`] to any writer as UTF-8 with a
//! byte-order mark, commas and CRLF line ends, which spreadsheets open
//! correctly. The roster's header uses the import field names
//! (`id,character,player_id,...`), so an exported roster imports again
//! unchanged; while the event has walk-ins, two more columns name the
//! station that added each and when. Text that a spreadsheet would run as a formula (starting
//! with `=`, `+`, `-`, `@`, a tab or a carriage return) is written with a
//! leading `'` (`guard`), which spreadsheets show as text and the roster
//! import takes off again (`unguard`).

use std::collections::HashMap;
use std::io::Write;

use super::columns::Field;
use super::error::RecordsError;
use super::roster::Registration;
use super::store::Store;

/// What to export.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportKind {
    /// One row per character, in the columns the import reads back (plus
    /// the walk-in columns while the event has walk-ins).
    Roster,
    /// One row per inspection, corrections included, oldest first.
    Inspections,
    /// One row per armour award, superseded ones included.
    Awards,
}

const INSPECTION_HEADER: [&str; 20] = [
    "inspection_id",
    "recorded_at",
    "event",
    "character_id",
    "character",
    "player",
    "kind",
    "item",
    "ruleset",
    "ruleset_version",
    "category",
    "verdict",
    "approved",
    "override_reason",
    "tag_serial",
    "valid_until",
    "inspector",
    "station",
    "corrects",
    "measurements",
];

const AWARD_HEADER: [&str; 13] = [
    "award_id",
    "recorded_at",
    "character_id",
    "character",
    "ruleset",
    "ruleset_version",
    "body_points",
    "helmet_points",
    "total",
    "provisional",
    "gm_decided_by",
    "recorder",
    "explanation",
];

/// The roster export's last two columns, while the event has walk-ins:
/// the station that added one and when. The import ignores them.
const WALK_IN_HEADER: [&str; 2] = ["walk_in_station", "walk_in_at"];

/// Characters that make a spreadsheet read a cell as a formula.
const FORMULA_STARTS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// A cell as written: text a spreadsheet would run as a formula gets a
/// leading `'`.
pub(crate) fn guard(cell: &str) -> std::borrow::Cow<'_, str> {
    if cell.starts_with(FORMULA_STARTS) {
        format!("'{cell}").into()
    } else {
        cell.into()
    }
}

/// A cell as read back: the `'` that [`guard`] added comes off.
pub(crate) fn unguard(cell: &str) -> &str {
    match cell.strip_prefix('\'') {
        Some(rest) if rest.starts_with(FORMULA_STARTS) => rest,
        _ => cell,
    }
}

fn opt(value: &Option<impl ToString>) -> String {
    value.as_ref().map(ToString::to_string).unwrap_or_default()
}

impl Store {
    /// Writes one export of an event; returns the number of data rows.
    pub fn export(
        &self,
        kind: ExportKind,
        event_id: &str,
        out: impl Write,
    ) -> Result<usize, RecordsError> {
        let event = self.event(event_id)?;
        let mut out = out;
        let io = |cause| RecordsError::Io {
            path: "export".into(),
            cause,
        };
        out.write_all(b"\xEF\xBB\xBF").map_err(io)?;
        let mut writer = csv::WriterBuilder::new()
            .terminator(csv::Terminator::CRLF)
            .from_writer(out);
        let characters: HashMap<i64, Registration> = self
            .characters(&event.id)?
            .into_iter()
            .map(|c| (c.pk, c))
            .collect();
        let mut rows: Vec<Vec<String>> = Vec::new();
        let header: Vec<&str> = match kind {
            ExportKind::Roster => {
                let walk_ins = self.walk_ins(&event.id)?;
                let mut sorted: Vec<&Registration> = characters.values().collect();
                sorted.sort_by(|a, b| a.id.cmp(&b.id));
                for c in sorted {
                    let mut row = vec![
                        c.id.clone(),
                        c.name.clone(),
                        c.player_id.clone(),
                        opt(&c.player_name),
                        opt(&c.group),
                        opt(&c.class),
                        c.height_cm
                            .map(armoury_rules::units::trim_number)
                            .unwrap_or_default(),
                        opt(&c.hit_points_override),
                    ];
                    if !walk_ins.is_empty() {
                        let walk_in = walk_ins.get(&c.pk);
                        row.push(opt(&walk_in.map(|w| &w.station)));
                        row.push(opt(&walk_in.map(|w| &w.at)));
                    }
                    rows.push(row);
                }
                let mut header: Vec<&str> = Field::ALL.iter().map(|(_, name)| *name).collect();
                if !walk_ins.is_empty() {
                    header.extend(WALK_IN_HEADER);
                }
                header
            }
            ExportKind::Inspections => {
                for i in self.inspections(&event.id)? {
                    let character = i.character_pk.and_then(|pk| characters.get(&pk));
                    let measurements = i
                        .item
                        .measures
                        .iter()
                        .map(|(id, m)| {
                            format!(
                                "{id}={} {}",
                                armoury_rules::units::trim_number(m.value),
                                m.unit
                            )
                        })
                        .collect::<Vec<_>>()
                        .join("; ");
                    rows.push(vec![
                        i.id.to_string(),
                        i.recorded_at,
                        i.event_id,
                        opt(&character.map(|c| &c.id)),
                        opt(&character.map(|c| &c.name)),
                        opt(&character.and_then(|c| c.player_name.as_ref())),
                        i.item.kind,
                        opt(&i.item.name),
                        i.ruleset_id,
                        i.ruleset_version,
                        opt(&i.category),
                        i.verdict,
                        if i.approved { "yes" } else { "no" }.to_string(),
                        opt(&i.override_reason),
                        opt(&i.tag_serial),
                        opt(&i.valid_until),
                        i.inspector,
                        i.station,
                        opt(&i.corrects),
                        measurements,
                    ]);
                }
                INSPECTION_HEADER.to_vec()
            }
            ExportKind::Awards => {
                for a in self.awards(&event.id)? {
                    let character = characters.get(&a.character_pk);
                    rows.push(vec![
                        a.id.to_string(),
                        a.recorded_at,
                        opt(&character.map(|c| &c.id)),
                        opt(&character.map(|c| &c.name)),
                        a.ruleset_id,
                        a.ruleset_version,
                        a.body_points.to_string(),
                        a.helmet_points.to_string(),
                        a.total.to_string(),
                        if a.provisional { "yes" } else { "no" }.to_string(),
                        opt(&a.gm_decided_by),
                        a.recorder,
                        a.explanation_json,
                    ]);
                }
                AWARD_HEADER.to_vec()
            }
        };
        let csv_err = |e: csv::Error| RecordsError::Csv {
            file: "export".into(),
            line: None,
            message: e.to_string(),
        };
        writer.write_record(&header).map_err(csv_err)?;
        for row in &rows {
            writer
                .write_record(row.iter().map(|cell| guard(cell).into_owned()))
                .map_err(csv_err)?;
        }
        writer.flush().map_err(io)?;
        Ok(rows.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formula_text_is_guarded_and_comes_back_unchanged() {
        for text in ["=1+1", "+372 555", "-x", "@SUM(A1)", "\tcmd"] {
            assert_eq!(guard(text), format!("'{text}"));
            assert_eq!(unguard(&guard(text)), text);
        }
        for text in ["Kalev", "'quoted", "O'Neill", ""] {
            assert_eq!(guard(text), text);
            assert_eq!(unguard(text), text);
        }
    }
}
