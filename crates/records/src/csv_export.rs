//! CSV export of an event's roster, inspections and awards.
//!
//! [`Store::export`] writes one [`ExportKind`] to any writer as UTF-8 with a
//! byte-order mark, commas and CRLF line ends, which spreadsheets open
//! correctly. The roster's header uses the import field names
//! (`id,character,player_id,...`), so an exported roster imports again
//! unchanged; while the event has walk-ins, two more columns name the
//! station that added each and when.
//!
//! No cell becomes a formula, whichever separator a spreadsheet reads the
//! file with: Excel in Estonian, German or French settings splits at `;`,
//! and others at tabs. `guard` puts a `'` before text that would open a
//! formula (`=`, `+`, `-`, `@`, a tab or a carriage return, after any
//! quotes) at the start of a cell and after every `,`, `;`, tab and line
//! break inside it, where such a reader starts a new cell; spreadsheets show
//! that text as text, and the roster import takes each `'` off again
//! (`unguard`).

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

const INSPECTION_HEADER: [&str; 21] = [
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
    "photo",
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

/// Characters after which a spreadsheet may start a new cell, whichever
/// separator it reads the file with (`,`, `;` or tab), or a new row.
const CELL_BREAKS: [char; 5] = [',', ';', '\t', '\n', '\r'];

/// Whether text starting here would be read as a formula once a reader
/// takes off quotes: any run of `'` and `"`, then a formula start.
fn opens_formula(rest: &str) -> bool {
    rest.trim_start_matches(['\'', '"'])
        .starts_with(FORMULA_STARTS)
}

/// A cell as written: at its start and after every character where a
/// spreadsheet reading with another separator could start a cell, text that
/// would open a formula gets a `'` in front. `x;=cmd` becomes `x;'=cmd`, so
/// a reader that splits at `;` sees the text `'=cmd`.
pub(crate) fn guard(cell: &str) -> std::borrow::Cow<'_, str> {
    let mut out = String::new();
    let mut copied = 0;
    for at in cell_starts(cell).filter(|&at| opens_formula(&cell[at..])) {
        out.push_str(&cell[copied..at]);
        out.push('\'');
        copied = at;
    }
    with_rest(cell, out, copied)
}

/// A cell as read back: each `'` that [`guard`] added comes off. Guarding
/// adds a `'` exactly where the text opened a formula, which leaves a `'`
/// and then text that opens one; so this takes a `'` off exactly there, and
/// text that held such a `'` before guarding gets it back.
pub(crate) fn unguard(cell: &str) -> std::borrow::Cow<'_, str> {
    // Most cells hold no `'` at all.
    if !cell.contains('\'') {
        return cell.into();
    }
    let mut out = String::new();
    let mut copied = 0;
    let guarded = |at: &usize| cell[*at..].strip_prefix('\'').is_some_and(opens_formula);
    for at in cell_starts(cell).filter(guarded) {
        out.push_str(&cell[copied..at]);
        copied = at + 1;
    }
    with_rest(cell, out, copied)
}

/// `out` with the rest of `cell` from `copied`, or `cell` itself when
/// nothing was changed.
fn with_rest(cell: &str, mut out: String, copied: usize) -> std::borrow::Cow<'_, str> {
    if out.is_empty() && copied == 0 {
        return cell.into();
    }
    out.push_str(&cell[copied..]);
    out.into()
}

/// The byte offsets where a reader could start a cell: 0, and after every
/// [`CELL_BREAKS`] character.
fn cell_starts(cell: &str) -> impl Iterator<Item = usize> + '_ {
    std::iter::once(0).chain(
        cell.char_indices()
            .filter(|(_, c)| CELL_BREAKS.contains(c))
            .map(|(at, c)| at + c.len_utf8()),
    )
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
                let photographed = self.photographed(&event.id)?;
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
                        if photographed.contains(&i.id) {
                            "yes"
                        } else {
                            "no"
                        }
                        .to_string(),
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
    use proptest::prelude::*;

    #[test]
    fn formula_text_is_guarded_and_comes_back_unchanged() {
        for (text, written) in [
            ("=1+1", "'=1+1"),
            ("+372 555", "'+372 555"),
            ("-x", "'-x"),
            ("@SUM(A1)", "'@SUM(A1)"),
            ("\tcmd", "'\tcmd"),
            ("x;=cmd|' /C calc'!A0;x", "x;'=cmd|' /C calc'!A0;x"),
            ("a,-1\tb\t@c", "a,'-1\tb\t'@c"),
            ("line\n=2", "line\n'=2"),
            ("\"=1\"", "'\"=1\""),
            ("'=1", "''=1"),
            ("x; '=1", "x; '=1"),
        ] {
            assert_eq!(guard(text), written, "{text:?}");
            assert_eq!(unguard(written), text, "{written:?}");
        }
        for text in ["Kalev", "'quoted", "O'Neill", "", "a; b", "Mari, the Bold"] {
            assert_eq!(guard(text), text);
            assert_eq!(unguard(text), text);
        }
    }

    /// Text made of the characters that matter here, and some that do not.
    fn risky_text() -> impl Strategy<Value = String> {
        proptest::collection::vec(
            proptest::sample::select(vec![
                'a', ' ', ',', ';', '\t', '\n', '\r', '=', '+', '-', '@', '\'', '"', 'õ',
            ]),
            0..12,
        )
        .prop_map(|chars| chars.into_iter().collect())
    }

    proptest! {
        #[test]
        fn guarding_is_undone_exactly(text in risky_text()) {
            let written = guard(&text);
            prop_assert_eq!(unguard(&written), text.as_str());
        }

        #[test]
        fn no_guarded_cell_opens_a_formula_wherever_a_reader_splits(text in risky_text()) {
            let written = guard(&text);
            for at in cell_starts(&written) {
                let rest = &written[at..];
                prop_assert!(
                    rest.starts_with('\'') || !opens_formula(rest),
                    "{:?} opens a formula at {}", written, at
                );
            }
        }
    }
}
