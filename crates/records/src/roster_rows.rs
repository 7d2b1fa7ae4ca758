//! A roster file read a row at a time.
//!
//! [`RosterRows`] reads a spreadsheet export as text (`text_input`: UTF-8,
//! UTF-16 or a code page, any line ends; names with characters unusual in a
//! name, a sign of the wrong code page, are noted), tells the separator
//! from the header line (the
//! most frequent of comma, semicolon and tab outside quotes) and assigns
//! each header a [`Field`]: folded (`Character Name`, `character_name` and
//! `Tegelane` are alike) against each field's synonyms, or as a `--map
//! column=field` names it. A file that cannot be used at all (no header, a
//! required column missing, bytes that are not text) is an error; every
//! other row comes out checked, as a [`RosterEntry`] with its line or as
//! its [`RowProblem`]s (line and column). Duplicate ids are found with
//! `seen_ids`, so a file of any length is read in about the same memory.

use std::io::{self, Read};

use super::columns::Field;
use super::csv_export::unguard;
use super::error::{ColumnsProblem, RecordsError, RowProblem, RowProblemKind};
use super::fold::fold;
use super::roster::{RosterEntry, derived_id};
use super::seen_ids::SeenIds;
use super::text_input::{NotText, ReadAs, TextEncoding, TextReader};
use super::unusual::{Unusual, unusual_char};
use armoury_rules::names;
use armoury_rules::units::{Dimension, Unit, parse_quantity_text};

/// How much of a header line is read to tell its separator.
const HEADER_LIMIT: usize = 64 * 1024;

/// How many values with unusual characters an import reports.
const UNUSUAL_LIMIT: usize = 10;

/// How many of the first rows' names an import shows.
const FIRST_NAMES: usize = 3;

/// One row of a roster file, checked.
#[derive(Clone, Debug, PartialEq)]
pub enum RosterRow {
    /// A good row and the line it starts on.
    Good(u64, RosterEntry),
    /// A bad row's problems.
    Bad(Vec<RowProblem>),
}

/// The text of a roster file after its header line.
type Body<R> = io::Chain<io::Cursor<Vec<u8>>, TextReader<R>>;

/// A roster file being read (see the module).
pub struct RosterRows<R> {
    file: String,
    delimiter: u8,
    columns: Vec<(String, Option<Field>)>,
    name_at: usize,
    id_source: IdSource,
    reader: csv::Reader<Body<R>>,
    record: csv::StringRecord,
    seen: SeenIds,
    /// The first names with unusual characters (see `unusual`).
    unusual: Vec<Unusual>,
    /// The first good rows' character names.
    first_names: Vec<String>,
    /// An error has been returned: the file is not read further.
    stopped: bool,
}

/// Where a row's id comes from.
#[derive(Clone, Copy)]
enum IdSource {
    /// The id (or player id) column at this index.
    Column(usize),
    /// No id column: made from the player (this column) and character names.
    Derived { player_at: usize },
}

impl<R: Read> RosterRows<R> {
    /// Reads the header of `input`, named `file` in messages, in the
    /// encoding `encoding` chooses; `map` names extra headers
    /// (`("Nimi", Field::Character)`).
    pub fn new(
        file: &str,
        input: R,
        map: &[(String, Field)],
        encoding: TextEncoding,
    ) -> Result<Self, RecordsError> {
        let mut text = TextReader::new(input, encoding);
        let head = header_line(&mut text).map_err(|e| io_error(file, e))?;
        let delimiter = detect_delimiter(&head);
        let mut reader = csv::ReaderBuilder::new()
            .delimiter(delimiter)
            .flexible(true)
            .trim(csv::Trim::Headers)
            .from_reader(io::Cursor::new(head).chain(text));
        let headers = reader.headers().map_err(|e| csv_error(file, e))?.clone();
        if headers.iter().all(str::is_empty) {
            return Err(RecordsError::Csv {
                file: file.to_string(),
                line: Some(1),
                message: "no header line: the first line must name the columns".into(),
            });
        }
        let columns_error = |problem: ColumnsProblem| RecordsError::Columns {
            file: file.to_string(),
            problem,
        };
        let columns = map_columns(&headers, map).map_err(columns_error)?;
        let index = |field: Field| columns.iter().position(|(_, f)| *f == Some(field));
        let Some(name_at) = index(Field::Character) else {
            return Err(columns_error(missing_column("character", &headers)));
        };
        // Without an id column, the id is made from the player and character names.
        let id_source = match (
            index(Field::Id).or(index(Field::PlayerId)),
            index(Field::Player),
        ) {
            (Some(at), _) => IdSource::Column(at),
            (None, Some(at)) => IdSource::Derived { player_at: at },
            (None, None) => {
                return Err(columns_error(missing_column(
                    "id (or player_id, or player)",
                    &headers,
                )));
            }
        };
        Ok(RosterRows {
            file: file.to_string(),
            delimiter,
            columns,
            name_at,
            id_source,
            reader,
            record: csv::StringRecord::new(),
            seen: SeenIds::new(),
            unusual: Vec::new(),
            first_names: Vec::new(),
            stopped: false,
        })
    }
}

impl<R> RosterRows<R> {
    /// The file's name, as messages name it.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// The separator the header line shows.
    pub fn delimiter(&self) -> char {
        char::from(self.delimiter)
    }

    /// Each header as written and the field it fills (none: ignored).
    pub fn columns(&self) -> &[(String, Option<Field>)] {
        &self.columns
    }

    /// The good rows' names (character, player, group) read so far that
    /// have a character unusual in a name: the first few.
    pub fn unusual(&self) -> &[Unusual] {
        &self.unusual
    }

    /// The character names of the first few good rows read, to show what
    /// the file's letters came out as.
    pub fn first_names(&self) -> &[String] {
        &self.first_names
    }
}

impl<R: Read> RosterRows<R> {
    /// The encoding the file is read in, and why.
    pub fn read_as(&self) -> Option<ReadAs> {
        self.reader.get_ref().get_ref().1.read_as()
    }

    /// Notes the first rows' names, and the names of a good row with
    /// unusual characters.
    fn note_names(&mut self, line: u64, entry: &RosterEntry) {
        if self.first_names.len() < FIRST_NAMES {
            self.first_names.push(entry.name.clone());
        }
        let names = [
            (Field::Character, Some(&entry.name)),
            (Field::Player, entry.player_name.as_ref()),
            (Field::Group, entry.group.as_ref()),
        ];
        for (field, value) in names {
            let Some(value) = value else { continue };
            if self.unusual.len() >= UNUSUAL_LIMIT {
                return;
            }
            if let Some(character) = unusual_char(value) {
                let column = self.columns.iter().find(|(_, f)| *f == Some(field));
                self.unusual.push(Unusual {
                    line,
                    column: column.map(|(name, _)| name.clone()).unwrap_or_default(),
                    value: value.clone(),
                    character,
                });
            }
        }
    }
}

impl<R: Read> RosterRows<R> {
    /// The next row that is not blank, checked; `None` at the end.
    fn next_row(&mut self) -> Result<Option<RosterRow>, RecordsError> {
        let RosterRows {
            file,
            columns,
            name_at,
            id_source,
            reader,
            record,
            seen,
            ..
        } = self;
        let record = loop {
            if !reader.read_record(record).map_err(|e| csv_error(file, e))? {
                return Ok(None);
            }
            if !record.iter().all(|field| field.trim().is_empty()) {
                break record;
            }
        };
        let line = start_line(reader, record);
        let index = |field: Field| columns.iter().position(|(_, f)| *f == Some(field));
        let mut problems = Vec::new();
        let mut problem = |column: usize, value: &str, kind: RowProblemKind| {
            let column = columns
                .get(column)
                .map_or_else(|| format!("#{}", column + 1), |c| c.0.clone());
            problems.push(RowProblem::new(line, column, value, kind));
        };
        if record.len() != columns.len() {
            problem(
                record.len().min(columns.len().saturating_sub(1)),
                "",
                RowProblemKind::FieldCount {
                    fields: record.len(),
                    columns: columns.len(),
                },
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
                    RowProblemKind::ForbiddenCharacter { character: c },
                );
            }
        }
        let cell = |at: Option<usize>| {
            at.and_then(|i| record.get(i))
                .map(|v| unguard(v.trim()).into_owned())
                .filter(|v| !v.is_empty())
        };
        let name = cell(Some(*name_at)).unwrap_or_default();
        let mut first_line_of = |id: &str| {
            seen.first_line_or_insert(id, line)
                .map_err(|_| RecordsError::Csv {
                    file: file.clone(),
                    line: Some(line),
                    message: "more rows than one import can check: split the file".into(),
                })
        };
        let id = match *id_source {
            IdSource::Column(at) => {
                let id = cell(Some(at)).unwrap_or_default();
                if id.is_empty() {
                    problem(at, "", RowProblemKind::IdRequired);
                } else if let Some(first) = first_line_of(&id)? {
                    problem(at, &id, RowProblemKind::DuplicateId { first });
                }
                id
            }
            IdSource::Derived { player_at } => {
                let player = cell(Some(player_at)).unwrap_or_default();
                let id = derived_id(&player, &name);
                if player.is_empty() {
                    problem(player_at, "", RowProblemKind::PlayerRequired);
                } else if let Some(first) = first_line_of(&id)? {
                    problem(
                        player_at,
                        &player,
                        RowProblemKind::DuplicatePlayerAndCharacter {
                            character: name.clone(),
                            first,
                        },
                    );
                }
                id
            }
        };
        if name.is_empty() {
            problem(*name_at, "", RowProblemKind::CharacterRequired);
        }
        let height_cm = match cell(index(Field::Height)) {
            None => None,
            Some(v) => match parse_height(&v) {
                Ok(cm) => Some(cm),
                Err(kind) => {
                    problem(index(Field::Height).unwrap_or(0), &v, kind);
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
                        RowProblemKind::HitPoints,
                    );
                    None
                }
            },
        };
        if !problems.is_empty() {
            return Ok(Some(RosterRow::Bad(problems)));
        }
        let text = |field| cell(index(field));
        Ok(Some(RosterRow::Good(
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
        )))
    }
}

impl<R: Read> Iterator for RosterRows<R> {
    type Item = Result<RosterRow, RecordsError>;

    /// The next row, or the error that ends the file (after which there is
    /// nothing more).
    fn next(&mut self) -> Option<Self::Item> {
        if self.stopped {
            return None;
        }
        let row = self.next_row();
        self.stopped = !matches!(row, Ok(Some(_)));
        if let Ok(Some(RosterRow::Good(line, entry))) = &row {
            self.note_names(*line, entry);
        }
        row.transpose()
    }
}

/// The line `record`, just read, starts on. (The CSV reader's own
/// position of a record is where it began to look for it, before any blank
/// lines it passed over.) Counted back from where the record ends: its
/// line end, if it has one, and the line ends inside its quoted fields.
fn start_line<R: Read>(reader: &csv::Reader<Body<R>>, record: &csv::StringRecord) -> u64 {
    let after = reader.position();
    // The text's length counts the header line read before the CSV reader.
    let unterminated = reader
        .get_ref()
        .get_ref()
        .1
        .unterminated_length()
        .is_some_and(|length| length == after.byte());
    let inside = record.as_slice().bytes().filter(|b| *b == b'\n').count() as u64;
    after
        .line()
        .saturating_sub(inside + u64::from(!unterminated))
        .max(1)
}

/// The header line of `text` (up to its first line end outside quotes, or
/// [`HEADER_LIMIT`] bytes), perhaps with some of the next line.
fn header_line(text: &mut impl Read) -> io::Result<Vec<u8>> {
    let mut head = Vec::new();
    let mut chunk = [0; 4096];
    let mut quoted = false;
    loop {
        let read = match text.read(&mut chunk) {
            Ok(0) => return Ok(head),
            Ok(read) => read,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        for byte in &chunk[..read] {
            match byte {
                b'"' => quoted = !quoted,
                b'\n' if !quoted => {
                    head.extend_from_slice(&chunk[..read]);
                    return Ok(head);
                }
                _ => {}
            }
        }
        head.extend_from_slice(&chunk[..read]);
        if head.len() >= HEADER_LIMIT {
            return Ok(head);
        }
    }
}

/// Detects the separator from the header line: the most frequent of `,` `;` tab outside quotes.
fn detect_delimiter(text: &[u8]) -> u8 {
    let mut counts = [0usize; 3];
    let mut quoted = false;
    for byte in text {
        match byte {
            b'\n' if !quoted => break,
            b'"' => quoted = !quoted,
            b',' if !quoted => counts[0] += 1,
            b';' if !quoted => counts[1] += 1,
            b'\t' if !quoted => counts[2] += 1,
            _ => {}
        }
    }
    let best = (0..3).max_by_key(|i| (counts[*i], 3 - i)).unwrap_or(0);
    [b',', b';', b'\t'][best]
}

/// A reading error of the CSV reader, naming the file.
fn csv_error(file: &str, error: csv::Error) -> RecordsError {
    let line = error.position().map(|p| p.line());
    let message = error.to_string();
    match error.into_kind() {
        csv::ErrorKind::Io(cause) => io_error(file, cause),
        _ => RecordsError::Csv {
            file: file.to_string(),
            line,
            message,
        },
    }
}

/// A reading error of the file: bytes that are not text, or the system's.
fn io_error(file: &str, cause: io::Error) -> RecordsError {
    match NotText::of(&cause) {
        Some(NotText {
            line,
            byte,
            encoding,
        }) => RecordsError::Encoding {
            file: file.to_string(),
            line,
            byte,
            encoding,
        },
        None => RecordsError::Io {
            path: file.into(),
            cause,
        },
    }
}

/// Parses a height in centimetres: `180`, `180 cm`, `1,80 m`, `71 in`.
fn parse_height(text: &str) -> Result<f64, RowProblemKind> {
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
            let (value, unit) =
                parse_quantity_text(text).map_err(|e| RowProblemKind::HeightUnreadable {
                    reason: e.to_string(),
                })?;
            let q = unit.to_quantity(value, Dimension::Length).ok_or_else(|| {
                RowProblemKind::HeightNotLength {
                    unit: unit.to_string(),
                }
            })?;
            q.in_unit(Unit::Centimetre)
        }
    };
    if cm.is_finite() && (50.0..=250.0).contains(&cm) {
        Ok(cm)
    } else {
        Err(RowProblemKind::HeightOutOfRange)
    }
}

fn missing_column(column: &'static str, headers: &csv::StringRecord) -> ColumnsProblem {
    ColumnsProblem::Missing {
        column,
        found: headers.iter().map(str::to_string).collect(),
    }
}

/// Assigns each header a field: the mapping first, then synonyms; `name` means
/// the character unless another column does, then the player.
fn map_columns(
    headers: &csv::StringRecord,
    map: &[(String, Field)],
) -> Result<Vec<(String, Option<Field>)>, ColumnsProblem> {
    for (column, _) in map {
        if !headers.iter().any(|h| fold(h) == fold(column)) {
            return Err(ColumnsProblem::MappedAbsent {
                column: column.clone(),
                found: headers.iter().map(str::to_string).collect(),
            });
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
            return Err(ColumnsProblem::Twice {
                first: other.clone(),
                second: header.clone(),
                field: field.name(),
            });
        }
    }
    Ok(columns)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn separators_are_detected_outside_quotes() {
        assert_eq!(detect_delimiter(b"id;name;\"a,b\"\n1;2;3"), b';');
        assert_eq!(detect_delimiter(b"id,name,\"a;b;c\"\n"), b',');
        assert_eq!(detect_delimiter(b"id\tname\n"), b'\t');
        assert_eq!(detect_delimiter(b"name\n"), b',');
    }

    #[test]
    fn the_header_line_is_read_to_its_end_outside_quotes() {
        let text = b"id;\"a\nb\";name\n1;2;3\n";
        let head = header_line(&mut &text[..]).unwrap();
        assert_eq!(detect_delimiter(&head), b';');
        assert!(head.starts_with(b"id;\"a\nb\";name\n"));
        // A header line longer than the limit is cut there.
        let long = vec![b'x'; 3 * HEADER_LIMIT];
        let head = header_line(&mut &long[..]).unwrap();
        assert!((HEADER_LIMIT..HEADER_LIMIT + 4096).contains(&head.len()));
    }

    /// The line of each good row of `file`.
    fn lines_of(file: &str) -> Vec<u64> {
        RosterRows::new("r.csv", file.as_bytes(), &[], Default::default())
            .unwrap()
            .map(|row| match row.unwrap() {
                RosterRow::Good(line, _) => line,
                RosterRow::Bad(problems) => panic!("{problems:?}"),
            })
            .collect()
    }

    #[test]
    fn rows_after_blank_lines_and_quoted_line_ends_name_their_own_line() {
        assert_eq!(lines_of("id;Character\nC1;A\n\nC2;B\n"), [2, 4]);
        assert_eq!(lines_of("id;Character\nC1;A\n\n\nC2;B"), [2, 5]);
        assert_eq!(lines_of("id;Character\n\nC1;A\n\n"), [3]);
        assert_eq!(
            lines_of("id;Character;Notes\r\nC1;A;\"two\r\nlines\"\r\n\r\nC2;B;\"\n\"\r\nC3;C;x"),
            [2, 5, 7]
        );
        // Rows long enough to cross the reader's buffers.
        let long = "x".repeat(5000);
        let file =
            format!("id;Character;Notes\nC1;A;{long}\n\nC2;B;\"{long}\n{long}\"\n\nC3;C;{long}");
        assert_eq!(lines_of(&file), [2, 4, 7]);
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
    }

    #[test]
    fn rows_come_out_checked_one_at_a_time_and_an_encoding_error_ends_them() {
        let mut file =
            "id;Character;Height\nC1;Kalev;181\nC1;Mari;170\n\nC2;Liis;9 kg\nC3;Ülle;1,7\n"
                .as_bytes()
                .to_vec();
        let bad_at = file.len() + 4;
        file.extend(b"C4;K\xE4\n");
        let utf8 = TextEncoding::named("utf-8").unwrap();
        let mut rows = RosterRows::new("r.csv", &file[..], &[], utf8).unwrap();
        assert_eq!(rows.delimiter(), ';');
        let Some(Ok(RosterRow::Good(2, kalev))) = rows.next() else {
            panic!("line 2")
        };
        assert_eq!(kalev.height_cm, Some(181.0));
        let Some(Ok(RosterRow::Bad(duplicate))) = rows.next() else {
            panic!("line 3")
        };
        assert_eq!(duplicate[0].line, 3);
        assert!(duplicate[0].message.contains("line 2"), "{duplicate:?}");
        assert_eq!(duplicate[0].kind, RowProblemKind::DuplicateId { first: 2 });
        // The blank line 4 is passed over.
        let Some(Ok(RosterRow::Bad(weight))) = rows.next() else {
            panic!("line 5")
        };
        assert_eq!((weight[0].line, weight[0].value.as_str()), (5, "9 kg"));
        let not_length = RowProblemKind::HeightNotLength { unit: "kg".into() };
        assert_eq!(weight[0].kind, not_length);
        assert_eq!(weight[0].message, "`kg` is not a length");
        let Some(Ok(RosterRow::Good(6, ulle))) = rows.next() else {
            panic!("line 6")
        };
        assert_eq!(ulle.height_cm, Some(170.0));
        let Some(Err(RecordsError::Encoding { line: 7, byte, .. })) = rows.next() else {
            panic!("line 7")
        };
        assert_eq!(byte, bad_at as u64);
        assert!(rows.next().is_none());
    }
}
