//! A roster file read as text, a piece at a time, whatever a spreadsheet
//! saved it as.
//!
//! [`TextReader`] wraps the file's bytes and gives UTF-8 text with `\n`
//! line ends: UTF-8 with or without a byte-order mark, or UTF-16 in either
//! byte order after its byte-order mark (Excel's and Notepad's "Unicode
//! text"); neither `FF` nor `FE` can start UTF-8 text. A file without a
//! mark is UTF-8 when its first [`SNIFF`] bytes (or all of it) are valid
//! UTF-8, else it is read in a code page ([`TextEncoding::Detect`]): Excel's
//! plain "CSV" is the Windows code page of its language (Windows-1257 on an
//! Estonian Windows). A [`TextEncoding::Given`] encoding is used as it is.
//! Windows line ends
//! (`\r\n`) become `\n`, also inside quoted fields, so a file saved on
//! Windows reads as one saved elsewhere; a carriage return alone stays.
//! Only a few kilobytes are held at a time, so a file of any length reads in
//! the same memory.
//!
//! Bytes that are not text in the file's encoding (a stray Latin-1 byte,
//! an unpaired UTF-16 surrogate, a last half code unit) end the text with
//! an [`io::Error`] holding a [`NotText`], which names the line and the byte
//! (counted from after the byte-order mark); every byte before it is given
//! first.

use armoury_rules::said;
use std::io::{self, Read};

use crate::RecordsError;

/// How many bytes of the file are read at a time.
const CHUNK: usize = 64 * 1024;

/// How much of a file without a byte-order mark must be valid UTF-8 for it
/// to be read as UTF-8. A code page's text shows its first letter beyond
/// ASCII long before; a file whose first MiB is ASCII and whose later
/// bytes are not UTF-8 stops there with [`NotText`], never with wrong
/// letters.
pub const SNIFF: usize = 1024 * 1024;

/// How a file's encoding is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextEncoding {
    /// By a byte-order mark; else UTF-8 if the start is valid UTF-8; else
    /// this code page.
    Detect {
        /// The code page of text that is not UTF-8.
        otherwise: &'static encoding_rs::Encoding,
    },
    /// This encoding (a byte-order mark still wins: it cannot be mistaken).
    Given(&'static encoding_rs::Encoding),
}

impl Default for TextEncoding {
    /// An English event's: detected, Windows-1252 for text that is not UTF-8.
    fn default() -> Self {
        TextEncoding::for_language("en")
    }
}

impl TextEncoding {
    /// Detected, with the Windows code page of `language` (a tag such as
    /// `et`) for text that is not UTF-8: Windows-1257 (Baltic) for
    /// Estonian, Latvian and Lithuanian, Windows-1252 (Western) otherwise.
    pub fn for_language(language: &str) -> TextEncoding {
        let otherwise = match language {
            "et" | "lv" | "lt" => encoding_rs::WINDOWS_1257,
            _ => encoding_rs::WINDOWS_1252,
        };
        TextEncoding::Detect { otherwise }
    }

    /// The encoding a label names (`windows-1257`, `cp1257`, `utf-8`,
    /// `latin1`: the WHATWG Encoding Standard's labels), used as it is.
    pub fn named(label: &str) -> Result<TextEncoding, RecordsError> {
        match encoding_rs::Encoding::for_label(label.trim().as_bytes()) {
            Some(encoding) if encoding != encoding_rs::REPLACEMENT => {
                Ok(TextEncoding::Given(encoding))
            }
            _ => Err(RecordsError::invalid(
                "encoding",
                label,
                said!(
                    "err-why-not-encoding",
                    "not an encoding name; e.g. utf-8, windows-1257, windows-1252"
                ),
            )),
        }
    }
}

/// Why a file was read in the encoding it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ReadAsReason {
    /// The file starts with a byte-order mark.
    Mark,
    /// The file (its start) is valid UTF-8.
    ValidUtf8,
    /// The file is not UTF-8: read in the code page given for such files.
    NotUtf8,
    /// The caller named the encoding.
    Given,
}

/// The encoding a file was read in, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ReadAs {
    /// The encoding's name (`UTF-8`, `windows-1257`).
    pub encoding: &'static str,
    /// Why.
    pub reason: ReadAsReason,
}

impl std::fmt::Display for ReadAs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let why = match self.reason {
            ReadAsReason::Mark => "its byte-order mark says so",
            ReadAsReason::ValidUtf8 => "it is valid UTF-8",
            ReadAsReason::NotUtf8 => "it is not UTF-8: the event language's code page",
            ReadAsReason::Given => "as asked",
        };
        write!(f, "{} ({why})", self.encoding)
    }
}

/// Where a file stops being text: the 1-based line and the 0-based offset of
/// the first bad byte, after any byte-order mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct NotText {
    /// The line holding the bad byte.
    pub line: u64,
    /// The bad byte's offset.
    pub byte: u64,
    /// The encoding the file was being read in.
    pub encoding: &'static str,
}

impl std::fmt::Display for NotText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "line {}: not {} text at byte {}",
            self.line, self.encoding, self.byte
        )
    }
}

impl std::error::Error for NotText {}

impl NotText {
    /// The [`NotText`] an I/O error carries, if it is one.
    pub(crate) fn of(error: &io::Error) -> Option<NotText> {
        error
            .get_ref()
            .and_then(|inner| inner.downcast_ref::<NotText>())
            .copied()
    }
}

/// The encoding of a file, from its first bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Encoding {
    /// UTF-8 (its byte-order mark, if any, already dropped).
    Utf8,
    /// UTF-16, low byte first: `FF FE`.
    Utf16Little,
    /// UTF-16, high byte first: `FE FF`.
    Utf16Big,
    /// A code page (or other encoding), through `TextReader::decoder`.
    Other,
}

/// A file's bytes as UTF-8 text with `\n` line ends (see the module).
pub(crate) struct TextReader<R> {
    input: R,
    /// How the encoding is chosen.
    choice: TextEncoding,
    /// None until the first bytes have shown it.
    encoding: Option<Encoding>,
    /// What the file was read as, once chosen.
    read_as: Option<ReadAs>,
    /// The decoder of an [`Encoding::Other`] file.
    decoder: Option<encoding_rs::Decoder>,
    /// Bytes read and not yet decoded: the start of a character that the
    /// next read completes.
    raw: Vec<u8>,
    /// Decoded text not yet handed out, from `out_at`.
    out: Vec<u8>,
    out_at: usize,
    /// A `\r` held back until the next character shows whether it ends a line.
    held_cr: bool,
    /// The line of the next character, and its offset after the mark.
    line: u64,
    byte: u64,
    /// The file has ended (all of it read and decoded).
    ended: bool,
    /// The bytes that are not text, reported once the text before them is out.
    failed: Option<NotText>,
    /// Text bytes handed out so far, and the last of them.
    given: u64,
    last_given: Option<u8>,
}

impl<R: Read> TextReader<R> {
    /// Reads `input` as text, its encoding chosen by `choice`.
    pub(crate) fn new(input: R, choice: TextEncoding) -> Self {
        TextReader {
            input,
            choice,
            encoding: None,
            read_as: None,
            decoder: None,
            raw: Vec::new(),
            out: Vec::new(),
            out_at: 0,
            held_cr: false,
            line: 1,
            byte: 0,
            ended: false,
            failed: None,
            given: 0,
            last_given: None,
        }
    }

    /// What the file is read as, once its first bytes have been read.
    pub(crate) fn read_as(&self) -> Option<ReadAs> {
        self.read_as
    }

    /// How many bytes the text had, once all of it has been handed out and
    /// it did not end with a line end; otherwise `None`. (A CSV reader
    /// that has read this far read a last row with no line end after it.)
    pub(crate) fn unterminated_length(&self) -> Option<u64> {
        let all_given = self.ended && self.failed.is_none() && self.out_at == self.out.len();
        (all_given && self.last_given != Some(b'\n')).then_some(self.given)
    }

    /// Reads the next piece of the file and decodes what it completes.
    fn fill(&mut self) -> io::Result<()> {
        self.out.clear();
        self.out_at = 0;
        let start = self.raw.len();
        self.raw.resize(start + CHUNK, 0);
        let read = loop {
            match self.input.read(&mut self.raw[start..]) {
                Ok(read) => break read,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    self.raw.truncate(start);
                    return Err(e);
                }
            }
        };
        self.raw.truncate(start + read);
        let at_end = read == 0;
        let encoding = match self.encoding {
            Some(encoding) => encoding,
            // Three bytes tell every mark apart (or the file is shorter).
            None if self.raw.len() < 3 && !at_end => return Ok(()),
            None => match self.choose(at_end) {
                Some(encoding) => encoding,
                // Not yet known: read on.
                None => return Ok(()),
            },
        };
        let used = match encoding {
            Encoding::Utf8 => self.decode_utf8(at_end),
            Encoding::Utf16Little => self.decode_utf16(u16::from_le_bytes, at_end),
            Encoding::Utf16Big => self.decode_utf16(u16::from_be_bytes, at_end),
            Encoding::Other => self.decode_other(at_end),
        };
        self.raw.drain(..used);
        if at_end {
            self.ended = true;
            if self.held_cr {
                self.out.push(b'\r');
                self.held_cr = false;
            }
        }
        Ok(())
    }

    /// Chooses the encoding from the bytes read so far (see the module);
    /// `None` while a file without a mark may still prove not UTF-8.
    fn choose(&mut self, at_end: bool) -> Option<Encoding> {
        let (marked, mark) = sniff(&self.raw);
        let read_as = |encoding: &'static encoding_rs::Encoding, reason| ReadAs {
            encoding: encoding.name(),
            reason,
        };
        let (encoding, read_as) = if mark > 0 {
            let named = match marked {
                Encoding::Utf16Little => encoding_rs::UTF_16LE,
                Encoding::Utf16Big => encoding_rs::UTF_16BE,
                _ => encoding_rs::UTF_8,
            };
            self.raw.drain(..mark);
            (marked, read_as(named, ReadAsReason::Mark))
        } else {
            match self.choice {
                TextEncoding::Given(given) => (
                    self.use_encoding(given),
                    read_as(given, ReadAsReason::Given),
                ),
                TextEncoding::Detect { otherwise } => {
                    let (valid, broken) = match std::str::from_utf8(&self.raw) {
                        Ok(_) => (true, false),
                        // A sequence cut off by the read is not yet broken.
                        Err(e) => (false, e.error_len().is_some() || at_end),
                    };
                    if !broken && !at_end && self.raw.len() < SNIFF {
                        return None;
                    }
                    if valid || !broken {
                        let utf8 = encoding_rs::UTF_8;
                        (Encoding::Utf8, read_as(utf8, ReadAsReason::ValidUtf8))
                    } else {
                        let reason = ReadAsReason::NotUtf8;
                        (self.use_encoding(otherwise), read_as(otherwise, reason))
                    }
                }
            }
        };
        self.encoding = Some(encoding);
        self.read_as = Some(read_as);
        Some(encoding)
    }

    /// Reads the file in `encoding` (UTF-8 and UTF-16 by this reader's own
    /// decoders, any other by encoding_rs).
    fn use_encoding(&mut self, encoding: &'static encoding_rs::Encoding) -> Encoding {
        if encoding == encoding_rs::UTF_8 {
            Encoding::Utf8
        } else if encoding == encoding_rs::UTF_16LE {
            Encoding::Utf16Little
        } else if encoding == encoding_rs::UTF_16BE {
            Encoding::Utf16Big
        } else {
            self.decoder = Some(encoding.new_decoder_without_bom_handling());
            Encoding::Other
        }
    }

    /// Decodes `raw` in the file's code page; a byte the encoding has no
    /// character for ends the text. Returns the bytes used.
    fn decode_other(&mut self, at_end: bool) -> usize {
        let raw = std::mem::take(&mut self.raw);
        let Some(decoder) = self.decoder.as_mut() else {
            self.raw = raw;
            self.fail();
            return 0;
        };
        let capacity = decoder
            .max_utf8_buffer_length_without_replacement(raw.len())
            .unwrap_or(raw.len().saturating_mul(3));
        let mut text = String::with_capacity(capacity);
        let (result, read) = decoder.decode_to_string_without_replacement(&raw, &mut text, at_end);
        let used = match result {
            encoding_rs::DecoderResult::Malformed(bad, _) => read.saturating_sub(usize::from(bad)),
            _ => read,
        };
        self.push(text.as_bytes(), used as u64);
        if matches!(result, encoding_rs::DecoderResult::Malformed(..)) {
            self.fail();
        }
        self.raw = raw;
        used
    }

    /// Hands on the valid UTF-8 at the start of `raw`; a sequence cut off
    /// by the read waits for the next one. Returns the bytes used.
    fn decode_utf8(&mut self, at_end: bool) -> usize {
        let raw = std::mem::take(&mut self.raw);
        let (valid, bad) = match std::str::from_utf8(&raw) {
            Ok(text) => (text.len(), false),
            Err(e) => (e.valid_up_to(), e.error_len().is_some() || at_end),
        };
        self.push(&raw[..valid], valid as u64);
        if bad {
            self.fail();
        }
        self.raw = raw;
        valid
    }

    /// Decodes the whole code units at the start of `raw`; a high surrogate
    /// or half a unit at the end waits for the next read. Returns the bytes
    /// used.
    fn decode_utf16(&mut self, unit: fn([u8; 2]) -> u16, at_end: bool) -> usize {
        let raw = std::mem::take(&mut self.raw);
        let (pairs, _) = raw.as_chunks::<2>();
        let mut text = String::with_capacity(pairs.len());
        let mut used = 0;
        let mut bad = false;
        for c in char::decode_utf16(pairs.iter().map(|pair| unit(*pair))) {
            match c {
                Ok(c) => {
                    text.push(c);
                    used += 2 * c.len_utf16();
                }
                // A high surrogate whose pair is in the next read.
                Err(e)
                    if used + 2 == 2 * pairs.len()
                        && !at_end
                        && is_high(e.unpaired_surrogate()) =>
                {
                    break;
                }
                Err(_) => {
                    bad = true;
                    break;
                }
            }
        }
        // A last half code unit.
        bad |= at_end && used < raw.len();
        self.push(text.as_bytes(), used as u64);
        if bad {
            self.fail();
        }
        self.raw = raw;
        used
    }

    /// Hands on `text`, decoded from `read` bytes of the file, with each
    /// `\r\n` made `\n` (also across reads).
    fn push(&mut self, text: &[u8], read: u64) {
        self.line += text.iter().filter(|b| **b == b'\n').count() as u64;
        self.byte += read;
        for (at, piece) in text.split(|b| *b == b'\r').enumerate() {
            if at > 0 {
                // A `\r` came before `piece`: one held before it stays.
                if self.held_cr {
                    self.out.push(b'\r');
                }
                self.held_cr = true;
            }
            if let Some(first) = piece.first() {
                if self.held_cr && *first != b'\n' {
                    self.out.push(b'\r');
                }
                self.held_cr = false;
                self.out.extend_from_slice(piece);
            }
        }
    }

    /// The text ends where decoding stopped.
    fn fail(&mut self) {
        self.ended = true;
        self.failed = Some(NotText {
            line: self.line,
            byte: self.byte,
            encoding: self.read_as.map_or("UTF-8", |r| r.encoding),
        });
    }
}

impl<R: Read> Read for TextReader<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        while self.out_at == self.out.len() {
            if self.ended {
                return match self.failed {
                    Some(not_text) => Err(io::Error::new(io::ErrorKind::InvalidData, not_text)),
                    None => Ok(0),
                };
            }
            self.fill()?;
        }
        let ready = &self.out[self.out_at..];
        let n = ready.len().min(buf.len());
        buf[..n].copy_from_slice(&ready[..n]);
        self.out_at += n;
        self.given += n as u64;
        if let Some(last) = n.checked_sub(1) {
            self.last_given = Some(buf[last]);
        }
        Ok(n)
    }
}

/// The encoding the first bytes show, and the length of their byte-order
/// mark.
fn sniff(start: &[u8]) -> (Encoding, usize) {
    if start.starts_with(b"\xFF\xFE") {
        (Encoding::Utf16Little, 2)
    } else if start.starts_with(b"\xFE\xFF") {
        (Encoding::Utf16Big, 2)
    } else if start.starts_with(b"\xEF\xBB\xBF") {
        (Encoding::Utf8, 3)
    } else {
        (Encoding::Utf8, 0)
    }
}

/// Whether a code unit is a UTF-16 high (leading) surrogate.
fn is_high(unit: u16) -> bool {
    (0xD800..0xDC00).contains(&unit)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// UTF-8 or a marked UTF-16, nothing else (as before code pages).
    const UTF8: TextEncoding = TextEncoding::Given(encoding_rs::UTF_8);

    /// A reader that hands out `bytes` `step` at a time, as a pipe might.
    struct Trickle<'a> {
        bytes: &'a [u8],
        step: usize,
    }

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = self.step.min(buf.len()).min(self.bytes.len());
            buf[..n].copy_from_slice(&self.bytes[..n]);
            self.bytes = &self.bytes[n..];
            Ok(n)
        }
    }

    /// The text of `bytes` read `step` bytes at a time, or where it stops
    /// being text.
    fn read_in_steps(bytes: &[u8], step: usize) -> Result<String, NotText> {
        read_as(bytes, step, UTF8).0
    }

    /// The text of `bytes` read `step` bytes at a time in `choice`, and
    /// what it was read as.
    fn read_as(
        bytes: &[u8],
        step: usize,
        choice: TextEncoding,
    ) -> (Result<String, NotText>, Option<ReadAs>) {
        let mut text = Vec::new();
        let mut reader = TextReader::new(Trickle { bytes, step }, choice);
        let result = reader.read_to_end(&mut text);
        let text = result
            .map(|_| String::from_utf8(text).unwrap())
            .map_err(|e| NotText::of(&e).unwrap());
        (text, reader.read_as())
    }

    /// [`read_in_steps`] at every step from 1 to 8 and all at once, which
    /// must agree.
    fn read_text(bytes: &[u8]) -> Result<String, NotText> {
        let whole = read_in_steps(bytes, usize::MAX);
        for step in 1..=8 {
            assert_eq!(read_in_steps(bytes, step), whole, "step {step}: {bytes:?}");
        }
        whole
    }

    /// `text` in UTF-16 of the given order, after its byte-order mark.
    fn utf16(little: bool, text: &str) -> Vec<u8> {
        units(little, &text.encode_utf16().collect::<Vec<_>>())
    }

    /// Code units (paired or not) after a byte-order mark.
    fn units(little: bool, units: &[u16]) -> Vec<u8> {
        let mut bytes = if little {
            vec![0xFF, 0xFE]
        } else {
            vec![0xFE, 0xFF]
        };
        for unit in units {
            bytes.extend(if little {
                unit.to_le_bytes()
            } else {
                unit.to_be_bytes()
            });
        }
        bytes
    }

    #[test]
    fn every_encoding_reads_as_the_same_text() {
        let text = "id\tcharacter\n1\tÕie Käärik\n2\tÜlle 🛡\n";
        let crlf = text.replace('\n', "\r\n");
        let mut with_bom = "\u{feff}".as_bytes().to_vec();
        with_bom.extend(crlf.as_bytes());
        let files = [
            text.as_bytes().to_vec(),
            crlf.as_bytes().to_vec(),
            with_bom,
            utf16(true, &crlf),
            utf16(false, &crlf),
            utf16(true, text),
        ];
        for bytes in files {
            assert_eq!(read_text(&bytes).unwrap(), text, "{bytes:?}");
        }
        // A mark alone is an empty file, and so is nothing.
        for mark in [&b"\xFF\xFE"[..], b"\xFE\xFF", b"\xEF\xBB\xBF", b""] {
            assert_eq!(read_text(mark).unwrap(), "");
        }
    }

    #[test]
    fn only_a_whole_utf16_mark_means_utf16() {
        assert_eq!(sniff(b"\xFF\xFEi\0"), (Encoding::Utf16Little, 2));
        assert_eq!(sniff(b"\xFE\xFF\0i"), (Encoding::Utf16Big, 2));
        assert_eq!(sniff(b"\xEF\xBB\xBFid"), (Encoding::Utf8, 3));
        for other in [&b""[..], b"\xFF", b"\xFE", b"\xFF\xFF", b"\xFE\xFE", b"id"] {
            assert_eq!(sniff(other), (Encoding::Utf8, 0), "{other:?}");
        }
        // Half a mark is not UTF-8 either.
        assert_eq!(
            read_text(b"\xFFid\n"),
            Err(NotText {
                line: 1,
                byte: 0,
                encoding: "UTF-8"
            })
        );
        assert_eq!(
            read_text(b"\xFF"),
            Err(NotText {
                line: 1,
                byte: 0,
                encoding: "UTF-8"
            })
        );
    }

    #[test]
    fn bytes_that_are_not_utf8_stop_the_text_at_their_line_and_byte() {
        // Line 2 starts at byte 3; the bad byte is its fourth.
        let bytes = b"id\nK\xC3\xA4\xE4r\n";
        assert_eq!(
            read_text(bytes),
            Err(NotText {
                line: 2,
                byte: 6,
                encoding: "UTF-8"
            })
        );
        // A cut-off sequence at the very end is refused too, after a mark.
        assert_eq!(
            read_text(b"\xEF\xBB\xBFid\n\xC3"),
            Err(NotText {
                line: 2,
                byte: 3,
                encoding: "UTF-8"
            })
        );
        // The text before the bad byte is handed out first.
        let mut reader = TextReader::new(&b"id\nx\xFF"[..], UTF8);
        let mut buf = [0; 16];
        assert_eq!(reader.read(&mut buf).unwrap(), 4);
        assert_eq!(&buf[..4], b"id\nx");
        let err = reader.read(&mut buf).unwrap_err();
        assert_eq!(
            NotText::of(&err),
            Some(NotText {
                line: 2,
                byte: 4,
                encoding: "UTF-8"
            })
        );
    }

    #[test]
    fn unpaired_surrogates_stop_the_text_at_their_line_and_byte() {
        // Seven code units on two lines before the bad one: byte 14, line 3.
        let head: Vec<u16> = "id\nÕie\n".encode_utf16().collect();
        let bad: [&[u16]; 4] = [
            &[0xD83D, 0x0041],
            &[0xDEE1, 0x0041],
            &[0xDEE1, 0xD83D],
            &[0xD83D],
        ];
        for little in [true, false] {
            for tail in bad {
                let bytes = units(little, &[&head[..], tail].concat());
                let encoding = if little { "UTF-16LE" } else { "UTF-16BE" };
                assert_eq!(
                    read_text(&bytes),
                    Err(NotText {
                        line: 3,
                        byte: 14,
                        encoding
                    }),
                    "{tail:?}"
                );
            }
            // Paired, they are one character.
            let bytes = units(little, &[&head[..], &[0xD83D, 0xDEE1]].concat());
            assert_eq!(read_text(&bytes).unwrap(), "id\nÕie\n🛡");
        }
    }

    #[test]
    fn a_last_half_code_unit_is_refused() {
        let mut bytes = utf16(true, "id\nÕie");
        assert_eq!(read_text(&bytes).unwrap(), "id\nÕie");
        bytes.push(b'\n');
        let at = NotText {
            line: 2,
            byte: 12,
            encoding: "UTF-16LE",
        };
        assert_eq!(read_text(&bytes), Err(at));
    }

    #[test]
    fn windows_line_ends_become_unix_ones() {
        assert_eq!(
            read_text(b"a\r\nb\r\n\"c\r\nd\"").unwrap(),
            "a\nb\n\"c\nd\""
        );
        assert_eq!(read_text(b"\r\r\n").unwrap(), "\r\n");
        // A carriage return alone stays, also last.
        for kept in ["a\nb", "a\rb\n\r", "\n\r", "\r", "\r\r", ""] {
            assert_eq!(read_text(kept.as_bytes()).unwrap(), kept, "{kept:?}");
        }
    }

    #[test]
    fn a_long_file_reads_whole() {
        let line = "C000001;Kalev Käärik;Band 1;Healer;181\r\n";
        let text = line.repeat(10_000);
        let mut out = String::new();
        TextReader::new(text.as_bytes(), UTF8)
            .read_to_string(&mut out)
            .unwrap();
        assert_eq!(out, text.replace("\r\n", "\n"));
        let mut out = String::new();
        TextReader::new(&utf16(false, &text)[..], UTF8)
            .read_to_string(&mut out)
            .unwrap();
        assert_eq!(out, text.replace("\r\n", "\n"));
    }

    const ESTONIAN: TextEncoding = TextEncoding::Detect {
        otherwise: encoding_rs::WINDOWS_1257,
    };

    #[test]
    fn text_that_is_not_utf8_is_read_in_the_code_page_given_for_it() {
        // "Šaško Õun;Žanna" as Excel saves it on an Estonian Windows.
        let cp1257 = b"id;character\n1;\xD0a\xF0ko \xD5un\n2;\xDEanna\n";
        for step in [1, 2, 3, 7, usize::MAX] {
            let (text, how) = read_as(cp1257, step, ESTONIAN);
            assert_eq!(
                text.unwrap(),
                "id;character\n1;Šaško Õun\n2;Žanna\n",
                "step {step}"
            );
            let how = how.unwrap();
            assert_eq!(
                (how.encoding, how.reason),
                ("windows-1257", ReadAsReason::NotUtf8)
            );
        }
        // The same letters in UTF-8 are read as UTF-8.
        let utf8 = "id;character\n1;Šaško Õun\n".as_bytes();
        for step in [1, 2, usize::MAX] {
            let (text, how) = read_as(utf8, step, ESTONIAN);
            assert_eq!(text.unwrap(), "id;character\n1;Šaško Õun\n");
            assert_eq!(how.unwrap().reason, ReadAsReason::ValidUtf8);
        }
        // A mark cannot be mistaken: UTF-8 after one, however the rest reads.
        let (text, how) = read_as(b"\xEF\xBB\xBFid\n\xD0\n", 1, ESTONIAN);
        assert_eq!(text.unwrap_err().line, 2);
        assert_eq!(how.unwrap().reason, ReadAsReason::Mark);
        // An encoding named is used as it is.
        let given = TextEncoding::Given(encoding_rs::WINDOWS_1252);
        let (text, how) = read_as(b"id\n\xE9\n", 3, given);
        assert_eq!(text.unwrap(), "id\né\n");
        assert_eq!(how.unwrap().reason, ReadAsReason::Given);
    }

    #[test]
    fn a_file_valid_utf8_for_its_first_mib_is_utf8_and_stops_at_a_later_bad_byte() {
        let mut bytes = b"id;character\n".to_vec();
        while bytes.len() <= SNIFF {
            bytes.extend_from_slice(b"1;Kalev Tamm\n");
        }
        let lines = bytes.iter().filter(|b| **b == b'\n').count() as u64;
        bytes.extend_from_slice(b"2;\xD0a\xF0ko\n");
        let (text, how) = read_as(&bytes, CHUNK, ESTONIAN);
        assert_eq!(how.unwrap().reason, ReadAsReason::ValidUtf8);
        assert_eq!(text.unwrap_err().line, lines + 1);
    }
}
