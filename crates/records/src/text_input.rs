//! A roster file read as text, a piece at a time, whatever a spreadsheet
//! saved it as.
//!
//! [`TextReader`] wraps the file's bytes and gives UTF-8 text with `\n`
//! line ends: UTF-8 with or without a byte-order mark, or UTF-16 in either
//! byte order after its byte-order mark (Excel's and Notepad's "Unicode
//! text"); neither `FF` nor `FE` can start UTF-8 text. Windows line ends
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

use std::io::{self, Read};

/// How many bytes of the file are read at a time.
const CHUNK: usize = 64 * 1024;

/// Where a file stops being text: the 1-based line and the 0-based offset of
/// the first bad byte, after any byte-order mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct NotText {
    /// The line holding the bad byte.
    pub line: u64,
    /// The bad byte's offset.
    pub byte: u64,
}

impl std::fmt::Display for NotText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: not text at byte {}", self.line, self.byte)
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
}

/// A file's bytes as UTF-8 text with `\n` line ends (see the module).
pub(crate) struct TextReader<R> {
    input: R,
    /// None until the first bytes have shown it.
    encoding: Option<Encoding>,
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
    /// Reads `input` as text.
    pub(crate) fn new(input: R) -> Self {
        TextReader {
            input,
            encoding: None,
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
            None => {
                let (encoding, mark) = sniff(&self.raw);
                self.raw.drain(..mark);
                self.encoding = Some(encoding);
                encoding
            }
        };
        let used = match encoding {
            Encoding::Utf8 => self.decode_utf8(at_end),
            Encoding::Utf16Little => self.decode_utf16(u16::from_le_bytes, at_end),
            Encoding::Utf16Big => self.decode_utf16(u16::from_be_bytes, at_end),
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
        let mut text = Vec::new();
        TextReader::new(Trickle { bytes, step })
            .read_to_end(&mut text)
            .map_err(|e| NotText::of(&e).unwrap())?;
        Ok(String::from_utf8(text).unwrap())
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
        assert_eq!(read_text(b"\xFFid\n"), Err(NotText { line: 1, byte: 0 }));
        assert_eq!(read_text(b"\xFF"), Err(NotText { line: 1, byte: 0 }));
    }

    #[test]
    fn bytes_that_are_not_utf8_stop_the_text_at_their_line_and_byte() {
        // Line 2 starts at byte 3; the bad byte is its fourth.
        let bytes = b"id\nK\xC3\xA4\xE4r\n";
        assert_eq!(read_text(bytes), Err(NotText { line: 2, byte: 6 }));
        // A cut-off sequence at the very end is refused too, after a mark.
        assert_eq!(
            read_text(b"\xEF\xBB\xBFid\n\xC3"),
            Err(NotText { line: 2, byte: 3 })
        );
        // The text before the bad byte is handed out first.
        let mut reader = TextReader::new(&b"id\nx\xFF"[..]);
        let mut buf = [0; 16];
        assert_eq!(reader.read(&mut buf).unwrap(), 4);
        assert_eq!(&buf[..4], b"id\nx");
        let err = reader.read(&mut buf).unwrap_err();
        assert_eq!(NotText::of(&err), Some(NotText { line: 2, byte: 4 }));
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
                assert_eq!(
                    read_text(&bytes),
                    Err(NotText { line: 3, byte: 14 }),
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
        assert_eq!(read_text(&bytes), Err(NotText { line: 2, byte: 12 }));
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
        TextReader::new(text.as_bytes())
            .read_to_string(&mut out)
            .unwrap();
        assert_eq!(out, text.replace("\r\n", "\n"));
        let mut out = String::new();
        TextReader::new(&utf16(false, &text)[..])
            .read_to_string(&mut out)
            .unwrap();
        assert_eq!(out, text.replace("\r\n", "\n"));
    }
}
