//! Roster import from CSV.
//!
//! [`parse_roster`] reads the bytes of a spreadsheet export: UTF-8 with or
//! without a byte-order mark, or UTF-16 in either byte order with its
//! byte-order mark (Excel's "Unicode text"); anything else is refused, naming
//! the line. Windows line ends (`\r\n`) read as `\n`, also inside quoted
//! fields, so a file saved on Windows gives the same characters as one saved
//! elsewhere. Comma, semicolon or tab separators (detected from the header
//! line), quoted fields. Headers are matched after folding (`Character Name`,
//! `character_name` and `Tegelane` are alike) against the synonyms of each
//! [`Field`]; `--map column=field` ([`parse_mapping`]) names any other
//! header. Every row is checked and every problem kept as a [`RowProblem`]
//! (line and column); a file that cannot be used at all (missing required
//! column, no header) is an error at once.
//!
//! [`Store::import_roster`] writes a [`ParsedRoster`] in one transaction:
//! with any bad row and no `skip_bad` it writes nothing; a dry run rolls
//! back after counting. Rows are upserted by id, so importing the same file
//! again changes nothing. A roster with no id (or player id) column gets
//! ids made from the player and character names ([`derived_id`]); two rows
//! naming the same player and character are then refused, with both lines.

use std::borrow::Cow;
use std::collections::HashMap;

use serde::Serialize;

use super::columns::Field;
use super::error::{RecordsError, RowProblem};
use super::fold::fold;
use super::roster::derived_id;
use super::roster::{
    Registration, RosterEntry, Upsert, characters_on, healer_excess_of, upsert_all,
};
use super::store::Store;
use super::walk_ins::{self, Merged};
use armoury_rules::ancalagon::class_rules::GroupExcess;
use armoury_rules::names;
use armoury_rules::units::{Dimension, Unit, parse_quantity_text};

/// Parses a column mapping, `COLUMN=FIELD` (`Nimi=character`).
pub fn parse_mapping(text: &str) -> Result<(String, Field), RecordsError> {
    let names = || {
        Field::ALL
            .iter()
            .map(|(_, n)| *n)
            .collect::<Vec<_>>()
            .join(", ")
    };
    let Some((column, field)) = text.split_once('=') else {
        return Err(RecordsError::invalid(
            "column mapping",
            text,
            format!("write COLUMN=FIELD; fields: {}", names()),
        ));
    };
    let field = Field::from_header(field)
        .or_else(|| {
            Field::ALL
                .iter()
                .find(|(_, n)| *n == field.trim())
                .map(|(f, _)| *f)
        })
        .ok_or_else(|| {
            RecordsError::invalid(
                "column mapping",
                text,
                format!("unknown field; fields: {}", names()),
            )
        })?;
    Ok((column.trim().to_string(), field))
}

/// A parsed roster file.
#[derive(Clone, Debug, PartialEq)]
pub struct ParsedRoster {
    /// The file's name, as messages name it.
    pub file: String,
    /// The separator: the most frequent of `,`, `;` and tab in the header
    /// line.
    pub delimiter: char,
    /// Each header as written and the field it fills (none: ignored).
    pub columns: Vec<(String, Option<Field>)>,
    /// Good rows with the line each starts on.
    pub entries: Vec<(u64, RosterEntry)>,
    /// Every bad row's problems.
    pub problems: Vec<RowProblem>,
}

/// What an import did (or would do, for a dry run).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ImportSummary {
    /// The event imported into.
    pub event_id: String,
    /// Characters new to the event.
    pub inserted: usize,
    /// Characters whose stored fields changed.
    pub updated: usize,
    /// Characters already stored exactly so.
    pub unchanged: usize,
    /// Problems of the rows left out with `skip_bad`.
    #[serde(serialize_with = "problems_as_text")]
    pub skipped: Vec<RowProblem>,
    /// Groups over the Healer limit after the import.
    #[serde(serialize_with = "excess_as_text")]
    pub healer_warnings: Vec<GroupExcess>,
    /// Walk-ins that rows of the file merged with (counted as updated or unchanged).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub merged: Vec<Merged>,
    /// Whether nothing was written (the counts say what an import would do).
    pub dry_run: bool,
}

fn problems_as_text<S: serde::Serializer>(p: &[RowProblem], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(p.iter().map(ToString::to_string))
}

fn excess_as_text<S: serde::Serializer>(g: &[GroupExcess], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(g.iter().map(ToString::to_string))
}

/// Detects the separator from the header line: the most frequent of `,` `;` tab outside quotes.
fn detect_delimiter(text: &str) -> u8 {
    let mut counts = [0usize; 3];
    let mut quoted = false;
    for c in text.chars() {
        match c {
            '\n' if !quoted => break,
            '"' => quoted = !quoted,
            ',' if !quoted => counts[0] += 1,
            ';' if !quoted => counts[1] += 1,
            '\t' if !quoted => counts[2] += 1,
            _ => {}
        }
    }
    let best = (0..3).max_by_key(|i| (counts[*i], 3 - i)).unwrap_or(0);
    [b',', b';', b'\t'][best]
}

/// The byte order of a UTF-16 file, from its byte-order mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ByteOrder {
    /// `FF FE`: Excel's and Notepad's "Unicode".
    Little,
    /// `FE FF`.
    Big,
}

/// Decodes the file: UTF-16 when it starts with a UTF-16 byte-order mark,
/// else UTF-8 (dropping a byte-order mark); Windows line ends become `\n`.
fn decode<'a>(file: &str, bytes: &'a [u8]) -> Result<Cow<'a, str>, RecordsError> {
    let text = match utf16_body(bytes) {
        Some((order, body)) => Cow::Owned(decode_utf16(file, order, body)?),
        None => Cow::Borrowed(decode_utf8(file, bytes)?),
    };
    Ok(unix_line_ends(text))
}

/// The byte order and the bytes after the mark of a file that starts with a
/// UTF-16 byte-order mark. (Neither `FF` nor `FE` can start UTF-8 text.)
fn utf16_body(bytes: &[u8]) -> Option<(ByteOrder, &[u8])> {
    if let Some(body) = bytes.strip_prefix(b"\xFF\xFE") {
        Some((ByteOrder::Little, body))
    } else {
        bytes
            .strip_prefix(b"\xFE\xFF")
            .map(|body| (ByteOrder::Big, body))
    }
}

/// Decodes the file as UTF-8, dropping a byte-order mark.
fn decode_utf8<'a>(file: &str, bytes: &'a [u8]) -> Result<&'a str, RecordsError> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    std::str::from_utf8(bytes).map_err(|e| {
        let at = e.valid_up_to();
        let line = bytes[..at].iter().filter(|b| **b == b'\n').count() as u64 + 1;
        encoding_error(file, line, at)
    })
}

/// Decodes UTF-16 `body` (the bytes after the byte-order mark). An unpaired
/// surrogate or a last half code unit is refused, naming its line and byte.
fn decode_utf16(file: &str, order: ByteOrder, body: &[u8]) -> Result<String, RecordsError> {
    let (pairs, rest) = body.as_chunks::<2>();
    let units = pairs.iter().map(|pair| match order {
        ByteOrder::Little => u16::from_le_bytes(*pair),
        ByteOrder::Big => u16::from_be_bytes(*pair),
    });
    let mut text = String::with_capacity(pairs.len());
    let mut line = 1;
    // Code units decoded so far: where the next one starts is twice that.
    let mut read = 0;
    for c in char::decode_utf16(units) {
        let c = c.map_err(|_| encoding_error(file, line, 2 * read))?;
        if c == '\n' {
            line += 1;
        }
        read += c.len_utf16();
        text.push(c);
    }
    if rest.is_empty() {
        Ok(text)
    } else {
        Err(encoding_error(file, line, 2 * read))
    }
}

/// The refusal of a file that is not text in the encoding it was read as.
/// `byte` counts from after the byte-order mark.
fn encoding_error(file: &str, line: u64, byte: usize) -> RecordsError {
    RecordsError::Encoding {
        file: file.to_string(),
        line,
        byte: byte as u64,
    }
}

/// Makes Windows line ends (`\r\n`) `\n`, also inside quoted fields. Line
/// numbers stay as they were: each line end is still one `\n`.
fn unix_line_ends(text: Cow<'_, str>) -> Cow<'_, str> {
    if text.contains("\r\n") {
        Cow::Owned(text.replace("\r\n", "\n"))
    } else {
        text
    }
}

/// Parses a height in centimetres: `180`, `180 cm`, `1,80 m`, `71 in`.
fn parse_height(text: &str) -> Result<f64, String> {
    let text = if text.contains(',') {
        std::borrow::Cow::Owned(text.replace(',', "."))
    } else {
        std::borrow::Cow::Borrowed(text)
    };
    let text = text.trim();
    let cm = match text.parse::<f64>() {
        Ok(v) if (0.5..=2.5).contains(&v) => v * 100.0,
        Ok(v) => v,
        Err(_) => {
            let (value, unit) = parse_quantity_text(text).map_err(|e| e.to_string())?;
            let q = unit
                .to_quantity(value, Dimension::Length)
                .ok_or_else(|| format!("`{unit}` is not a length"))?;
            q.in_unit(Unit::Centimetre)
        }
    };
    if cm.is_finite() && (50.0..=250.0).contains(&cm) {
        Ok(cm)
    } else {
        Err("a height is 50 to 250 cm (or 0.5 to 2.5 m)".to_string())
    }
}

/// Reads a roster CSV. `map` names extra headers (`("Nimi", Field::Character)`).
pub fn parse_roster(
    file: &str,
    bytes: &[u8],
    map: &[(String, Field)],
) -> Result<ParsedRoster, RecordsError> {
    let decoded = decode(file, bytes)?;
    let text: &str = &decoded;
    let csv_error = |line: Option<u64>, message: String| RecordsError::Csv {
        file: file.to_string(),
        line,
        message,
    };
    let delimiter = detect_delimiter(text);
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(delimiter)
        .flexible(true)
        .trim(csv::Trim::Headers)
        .from_reader(text.as_bytes());
    let headers = reader
        .headers()
        .map_err(|e| csv_error(Some(1), e.to_string()))?
        .clone();
    if headers.iter().all(str::is_empty) {
        return Err(csv_error(
            Some(1),
            "no header line: the first line must name the columns".into(),
        ));
    }
    let columns_error = |message: String| RecordsError::Columns {
        file: file.to_string(),
        message,
    };
    let columns = map_columns(&headers, map).map_err(columns_error)?;
    let index = |field: Field| columns.iter().position(|(_, f)| *f == Some(field));
    let Some(name_at) = index(Field::Character) else {
        return Err(columns_error(missing_column("character", &headers)));
    };
    let id_at = index(Field::Id).or(index(Field::PlayerId));
    let player_at = index(Field::Player);
    // Without an id column, the id is made from the player and character names.
    let id_source = match (id_at, player_at) {
        (Some(at), _) => IdSource::Column(at),
        (None, Some(at)) => IdSource::Derived { player_at: at },
        (None, None) => {
            return Err(columns_error(missing_column(
                "id (or player_id, or player)",
                &headers,
            )));
        }
    };
    // Sized once from the line count: growing them row by row copied and
    // rehashed megabytes, each copy into freshly touched memory.
    let rows = text.bytes().filter(|b| *b == b'\n').count();
    let mut entries = Vec::with_capacity(rows);
    let mut problems = Vec::new();
    let mut seen: HashMap<String, u64> = HashMap::with_capacity(rows);
    // One record read into again and again; fields are trimmed as they are
    // read (`cell`), which spares the reader copying every row to trim it.
    let mut record = csv::StringRecord::new();
    loop {
        match reader.read_record(&mut record) {
            Ok(true) => {}
            Ok(false) => break,
            Err(e) => {
                let line = e.position().map(|p| p.line());
                return Err(csv_error(line, e.to_string()));
            }
        }
        let line = record.position().map_or(0, |p| p.line());
        if record.iter().all(|field| field.trim().is_empty()) {
            continue;
        }
        let mut row_problems = Vec::new();
        let mut problem = |column: usize, value: &str, message: String| {
            row_problems.push(RowProblem {
                line,
                column: columns
                    .get(column)
                    .map_or_else(|| format!("#{}", column + 1), |c| c.0.clone()),
                value: value.to_string(),
                message,
            });
        };
        if record.len() != headers.len() {
            problem(
                record.len().min(headers.len().saturating_sub(1)),
                "",
                format!(
                    "the row has {} fields but the header has {}",
                    record.len(),
                    headers.len()
                ),
            );
        }
        // Control characters would act on a terminal that prints the name,
        // direction overrides would show it in another order: refused. Ids
        // and names are one line; other columns may break lines.
        for (at, field) in record.iter().enumerate() {
            let one_line = matches!(
                columns.get(at).and_then(|c| c.1),
                Some(Field::Id | Field::Character | Field::PlayerId | Field::Player)
            );
            let forbidden = if one_line {
                names::forbidden_char(field)
            } else {
                names::forbidden_char_in_text(field)
            };
            if let Some(c) = forbidden {
                problem(
                    at,
                    &names::escaped(field),
                    format!(
                        "{} is not allowed: it could act on a terminal or disguise a name",
                        names::describe(c)
                    ),
                );
            }
        }
        let cell = |at: Option<usize>| {
            at.and_then(|i| record.get(i))
                .map(|v| super::csv_export::unguard(v.trim()).into_owned())
                .filter(|v| !v.is_empty())
        };
        let name = cell(Some(name_at)).unwrap_or_default();
        let id = match id_source {
            IdSource::Column(at) => {
                let id = cell(Some(at)).unwrap_or_default();
                if id.is_empty() {
                    problem(at, "", "an id is required".into());
                } else if let Some(first) = seen.get(&id) {
                    problem(at, &id, format!("duplicate id: line {first} has it too"));
                }
                id
            }
            IdSource::Derived { player_at } => {
                let player = cell(Some(player_at)).unwrap_or_default();
                let id = derived_id(&player, &name);
                if player.is_empty() {
                    problem(
                        player_at,
                        "",
                        "a player name is required (with no id column it makes the id)".into(),
                    );
                } else if let Some(first) = seen.get(&id) {
                    problem(
                        player_at,
                        &player,
                        format!(
                            "duplicate player and character {name:?}: line {first} has them too"
                        ),
                    );
                }
                id
            }
        };
        if !id.is_empty() {
            seen.entry(id.clone()).or_insert(line);
        }
        if name.is_empty() {
            problem(name_at, "", "a character name is required".into());
        }
        let height_cm = match cell(index(Field::Height)) {
            None => None,
            Some(v) => match parse_height(&v) {
                Ok(cm) => Some(cm),
                Err(m) => {
                    problem(index(Field::Height).unwrap_or(0), &v, m);
                    None
                }
            },
        };
        let hit_points = match cell(index(Field::HitPoints)) {
            None => None,
            Some(v) => match v.parse::<u8>() {
                Ok(hp) if hp <= 20 => Some(hp),
                _ => {
                    problem(
                        index(Field::HitPoints).unwrap_or(0),
                        &v,
                        "hit points are a whole number from 0 to 20".into(),
                    );
                    None
                }
            },
        };
        if row_problems.is_empty() {
            let text = |field| cell(index(field));
            entries.push((
                line,
                RosterEntry {
                    id,
                    name,
                    player_id: text(Field::PlayerId),
                    player_name: text(Field::Player),
                    group: text(Field::Group),
                    class: text(Field::Class),
                    height_cm,
                    hit_points,
                },
            ));
        } else {
            problems.extend(row_problems);
        }
    }
    Ok(ParsedRoster {
        file: file.to_string(),
        delimiter: char::from(delimiter),
        columns,
        entries,
        problems,
    })
}

/// Where a row's id comes from.
#[derive(Clone, Copy)]
enum IdSource {
    /// The id (or player id) column at this index.
    Column(usize),
    /// No id column: made from the player (this column) and character names.
    Derived { player_at: usize },
}

fn missing_column(what: &str, headers: &csv::StringRecord) -> String {
    format!(
        "missing required column `{what}` (columns found: {}); name a column so, or map one to `{}`",
        headers.iter().collect::<Vec<_>>().join(", "),
        what.split(' ').next().unwrap_or(what)
    )
}

/// Assigns each header a field: the mapping first, then synonyms; `name` means
/// the character unless another column does, then the player.
fn map_columns(
    headers: &csv::StringRecord,
    map: &[(String, Field)],
) -> Result<Vec<(String, Option<Field>)>, String> {
    for (column, _) in map {
        if !headers.iter().any(|h| fold(h) == fold(column)) {
            return Err(format!(
                "mapped column `{column}` is not in the header (columns: {})",
                headers.iter().collect::<Vec<_>>().join(", ")
            ));
        }
    }
    let mut columns: Vec<(String, Option<Field>)> = headers
        .iter()
        .map(|h| {
            let mapped = map
                .iter()
                .find(|(c, _)| fold(c) == fold(h))
                .map(|(_, f)| *f);
            (h.to_string(), mapped.or_else(|| Field::from_header(h)))
        })
        .collect();
    let has_character = columns.iter().any(|(_, f)| *f == Some(Field::Character));
    let has_player = columns.iter().any(|(_, f)| *f == Some(Field::Player));
    for (header, field) in &mut columns {
        if field.is_none() && fold(header) == "name" {
            *field = match (has_character, has_player) {
                (false, _) => Some(Field::Character),
                (true, false) => Some(Field::Player),
                (true, true) => None,
            };
        }
    }
    for (i, (header, field)) in columns.iter().enumerate() {
        if let Some(field) = field
            && let Some((other, _)) = columns[..i].iter().find(|(_, f)| *f == Some(*field))
        {
            return Err(format!(
                "columns `{other}` and `{header}` both give `{}`; map one of them to another field",
                field.name()
            ));
        }
    }
    Ok(columns)
}

impl Store {
    /// Writes a parsed roster into an event: all or nothing.
    pub fn import_roster(
        &mut self,
        event_id: &str,
        roster: &ParsedRoster,
        skip_bad: bool,
        dry_run: bool,
    ) -> Result<ImportSummary, RecordsError> {
        self.event(event_id)?;
        if !roster.problems.is_empty() && !skip_bad {
            return Err(RecordsError::BadRoster {
                file: roster.file.clone(),
                problems: roster.problems.clone(),
            });
        }
        let mut summary = ImportSummary {
            event_id: event_id.to_string(),
            inserted: 0,
            updated: 0,
            unchanged: 0,
            skipped: roster.problems.clone(),
            healer_warnings: Vec::new(),
            merged: Vec::new(),
            dry_run,
        };
        let tx = self.begin()?;
        let sql = tx.sql();
        let mut existing: HashMap<String, Registration> = characters_on(sql, event_id)?
            .into_iter()
            .map(|c| (c.id.clone(), c))
            .collect();
        summary.merged = walk_ins::merge_into(sql, event_id, &roster.entries, &mut existing)?;
        let writes: Vec<_> = roster
            .entries
            .iter()
            .map(|(_, entry)| (entry, existing.get(&entry.id)))
            .collect();
        for done in upsert_all(sql, event_id, &writes)? {
            match done {
                Upsert::Inserted => summary.inserted += 1,
                Upsert::Updated => summary.updated += 1,
                Upsert::Unchanged => summary.unchanged += 1,
            }
        }
        // A walk-in's player id is its own id (see `walk_ins`).
        let walk_in_players = summary.merged.iter().map(|m| m.walk_in_id.clone());
        walk_ins::drop_unused_players(sql, event_id, walk_in_players)?;
        // The event's characters after the import: the stored ones with the
        // entries written over them (by id).
        let mut members: HashMap<&str, (Option<&str>, Option<&str>)> =
            HashMap::with_capacity(existing.len() + roster.entries.len());
        members.extend(
            existing
                .values()
                .map(|c| (c.id.as_str(), (c.group.as_deref(), c.class.as_deref()))),
        );
        for (_, entry) in &roster.entries {
            members.insert(&entry.id, (entry.group.as_deref(), entry.class.as_deref()));
        }
        summary.healer_warnings = healer_excess_of(sql, event_id, members.into_values())?;
        if dry_run {
            tx.rollback()?;
        } else {
            tx.commit()?;
        }
        Ok(summary)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `text` in UTF-16 of `order`, after its byte-order mark.
    fn utf16(order: ByteOrder, text: &str) -> Vec<u8> {
        units(order, &text.encode_utf16().collect::<Vec<_>>())
    }

    /// Code units (paired or not) in `order`, after a byte-order mark.
    fn units(order: ByteOrder, units: &[u16]) -> Vec<u8> {
        let mut bytes = match order {
            ByteOrder::Little => vec![0xFF, 0xFE],
            ByteOrder::Big => vec![0xFE, 0xFF],
        };
        for unit in units {
            bytes.extend(match order {
                ByteOrder::Little => unit.to_le_bytes(),
                ByteOrder::Big => unit.to_be_bytes(),
            });
        }
        bytes
    }

    #[test]
    fn every_encoding_decodes_to_the_same_characters() {
        let text = "id\tcharacter\n1\tÕie Käärik\n2\tÜlle 🛡\n";
        let crlf = text.replace('\n', "\r\n");
        let mut with_bom = "\u{feff}".as_bytes().to_vec();
        with_bom.extend(crlf.as_bytes());
        let files = [
            text.as_bytes().to_vec(),
            crlf.as_bytes().to_vec(),
            with_bom,
            utf16(ByteOrder::Little, &crlf),
            utf16(ByteOrder::Big, &crlf),
            utf16(ByteOrder::Little, text),
        ];
        for bytes in files {
            assert_eq!(decode("r.txt", &bytes).unwrap(), text, "{bytes:?}");
        }
        // A mark alone is an empty file.
        for mark in [&b"\xFF\xFE"[..], b"\xFE\xFF", b"\xEF\xBB\xBF"] {
            assert_eq!(decode("r.txt", mark).unwrap(), "");
        }
    }

    #[test]
    fn only_a_whole_utf16_byte_order_mark_means_utf16() {
        assert_eq!(
            utf16_body(b"\xFF\xFEi\0"),
            Some((ByteOrder::Little, &b"i\0"[..]))
        );
        assert_eq!(
            utf16_body(b"\xFE\xFF\0i"),
            Some((ByteOrder::Big, &b"\0i"[..]))
        );
        for other in [
            &b""[..],
            b"\xFF",
            b"\xFE",
            b"\xFF\xFF",
            b"\xFE\xFE",
            b"\xEF\xBB\xBFid",
            b"id",
        ] {
            assert_eq!(utf16_body(other), None, "{other:?}");
        }
        // Half a mark is not UTF-8 either.
        assert!(matches!(
            decode("r.csv", b"\xFFid\n"),
            Err(RecordsError::Encoding {
                line: 1,
                byte: 0,
                ..
            })
        ));
    }

    #[test]
    fn unpaired_surrogates_are_refused_at_their_line_and_byte() {
        // Seven code units on two lines before the bad one: byte 14, line 3.
        let head: Vec<u16> = "id\nÕie\n".encode_utf16().collect();
        let bad: [&[u16]; 4] = [
            &[0xD83D, 0x0041],
            &[0xDEE1, 0x0041],
            &[0xDEE1, 0xD83D],
            &[0xD83D],
        ];
        for order in [ByteOrder::Little, ByteOrder::Big] {
            for tail in bad {
                let bytes = units(order, &[&head[..], tail].concat());
                let err = decode("r.txt", &bytes).unwrap_err();
                assert!(
                    matches!(
                        err,
                        RecordsError::Encoding {
                            line: 3,
                            byte: 14,
                            ..
                        }
                    ),
                    "{tail:?}: {err}"
                );
                assert!(err.to_string().contains("r.txt:3:"), "{err}");
            }
            // Paired, they are one character.
            let bytes = units(order, &[&head[..], &[0xD83D, 0xDEE1]].concat());
            assert_eq!(decode("r.txt", &bytes).unwrap(), "id\nÕie\n🛡");
        }
    }

    #[test]
    fn a_last_half_code_unit_is_refused() {
        let mut bytes = utf16(ByteOrder::Little, "id\nÕie");
        assert_eq!(decode("r.txt", &bytes).unwrap(), "id\nÕie");
        bytes.push(b'\n');
        assert!(matches!(
            decode("r.txt", &bytes),
            Err(RecordsError::Encoding {
                line: 2,
                byte: 12,
                ..
            })
        ));
    }

    #[test]
    fn windows_line_ends_become_unix_ones() {
        let windows = Cow::Borrowed("a\r\nb\r\n\"c\r\nd\"");
        assert_eq!(unix_line_ends(windows), "a\nb\n\"c\nd\"");
        // A carriage return alone stays, and text without `\r\n` is not copied.
        for kept in ["a\nb", "a\rb\n\r", "\n\r", ""] {
            let out = unix_line_ends(Cow::Borrowed(kept));
            assert!(matches!(out, Cow::Borrowed(s) if s == kept), "{kept:?}");
        }
    }

    #[test]
    fn separators_are_detected_outside_quotes() {
        assert_eq!(detect_delimiter("id;name;\"a,b\"\n1;2;3"), b';');
        assert_eq!(detect_delimiter("id,name,\"a;b;c\"\n"), b',');
        assert_eq!(detect_delimiter("id\tname\n"), b'\t');
        assert_eq!(detect_delimiter("name\n"), b',');
    }

    #[test]
    fn heights_accept_units_and_decimal_commas() {
        assert_eq!(parse_height("180"), Ok(180.0));
        assert_eq!(parse_height("180 cm"), Ok(180.0));
        assert_eq!(parse_height("1,80"), Ok(180.0));
        assert_eq!(parse_height("1.8 m"), Ok(180.0));
        assert!((parse_height("70 in").unwrap() - 177.8).abs() < 1e-9);
        for bad in ["tall", "18", "1800", "180 kg", "-180", ""] {
            assert!(parse_height(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn headers_have_synonyms() {
        assert_eq!(Field::from_header("Character Name"), Some(Field::Character));
        assert_eq!(Field::from_header("FACTION"), Some(Field::Group));
        assert_eq!(Field::from_header("Height (cm)"), Some(Field::Height));
        assert_eq!(Field::from_header("player_id"), Some(Field::PlayerId));
        assert_eq!(Field::from_header("Mängija"), Some(Field::Player));
        assert_eq!(Field::from_header("shoe size"), None);
        assert_eq!(
            parse_mapping("Nimi=character").unwrap(),
            ("Nimi".into(), Field::Character)
        );
        assert!(parse_mapping("Nimi").is_err());
        assert!(parse_mapping("Nimi=shoe").is_err());
    }
}
