//! Reading an input file (rules, item, armour, catalogue, tag template,
//! content file, device profile): [`SourceFile`] is the one context every
//! reader keeps while it reads, and [`InputError`] the one error it gives,
//! naming the file, line, key and value. Byte offsets from the TOML parser
//! become line numbers through a [`LineIndex`] built once per file.
//!
//! Each refusal keeps its English [`InputError::message`] and, when its
//! maker said it with [`said!`](crate::said), the same as a message id and
//! values ([`InputError::says`]) for a front end to word in its language.
//! A [`Message`] is either: plain English, or the pair `said!` makes.
//!
//! This module never touches the disk (the rules core is pure): a reader
//! that loads a file from a path reports a failed read as a [`ReadError`].

use std::fmt;
use std::ops::Range;

use serde::de::DeserializeOwned;

use crate::saying::Said;

/// One input file being read: its name as the user gave it, its text, and
/// its lines indexed once, so every error the reader makes says where.
#[derive(Clone, Debug)]
pub struct SourceFile<'a> {
    name: &'a str,
    text: &'a str,
    lines: LineIndex,
}

impl<'a> SourceFile<'a> {
    /// The file `name` (a path, or `<embedded NAME>`) with contents `text`.
    pub fn new(name: &'a str, text: &'a str) -> Self {
        SourceFile {
            name,
            text,
            lines: LineIndex::new(text),
        }
    }

    /// The file's name as given.
    pub fn name(&self) -> &'a str {
        self.name
    }

    /// The file's text.
    pub fn text(&self) -> &'a str {
        self.text
    }

    /// The 1-based line of a byte offset.
    pub fn line_of(&self, offset: usize) -> usize {
        self.lines.line_of(offset)
    }

    /// Reads the whole file into `T` with serde; a syntax or type error
    /// becomes an [`InputError`] at the parser's span.
    pub fn deserialize<T: DeserializeOwned>(&self) -> Result<T, InputError> {
        toml::from_str(self.text).map_err(|e| self.syntax(&e))
    }

    /// An error from the TOML parser, located in this file.
    pub fn syntax(&self, error: &toml::de::Error) -> InputError {
        InputError::syntax(self.name, self.text, error)
    }

    /// An error at `span` about `key` and its refused `value`.
    pub fn error(
        &self,
        span: Range<usize>,
        key: impl Into<String>,
        value: Option<String>,
        message: impl Into<Message>,
    ) -> InputError {
        self.error_at_line(self.line_of(span.start), key, value, message)
    }

    /// An error at `span` when there is one, else about the file as a whole.
    pub fn error_at(
        &self,
        span: Option<Range<usize>>,
        key: impl Into<String>,
        value: Option<String>,
        message: impl Into<Message>,
    ) -> InputError {
        let line = span.map(|span| self.line_of(span.start));
        self.located(line, key, value, message)
    }

    /// An error on 1-based `line` about `key` and its refused `value`.
    pub fn error_at_line(
        &self,
        line: usize,
        key: impl Into<String>,
        value: Option<String>,
        message: impl Into<Message>,
    ) -> InputError {
        self.located(Some(line), key, value, message)
    }

    /// An error about the file as a whole (no line), such as a missing key.
    pub fn error_in_file(
        &self,
        key: impl Into<String>,
        value: Option<String>,
        message: impl Into<Message>,
    ) -> InputError {
        self.located(None, key, value, message)
    }

    fn located(
        &self,
        line: Option<usize>,
        key: impl Into<String>,
        value: Option<String>,
        message: impl Into<Message>,
    ) -> InputError {
        let Message { english, says } = message.into();
        InputError {
            location: FileLine {
                file: self.name.to_string(),
                line,
            },
            key: Some(key.into()),
            value,
            message: english,
            says,
        }
    }
}

/// What an [`InputError`] says: its English, and the same as a message id
/// and values when its maker gave them. Made from plain English (`&str`,
/// `String`: no id) or from the `(english, Said)` pair [`said!`](crate::said)
/// returns, so an error maker takes either.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// The message in English.
    pub english: String,
    /// The same as a message id and values, when known.
    pub says: Option<Box<Said>>,
}

impl From<String> for Message {
    fn from(english: String) -> Self {
        Message {
            english,
            says: None,
        }
    }
}

impl From<&str> for Message {
    fn from(english: &str) -> Self {
        Message::from(english.to_string())
    }
}

impl From<&String> for Message {
    fn from(english: &String) -> Self {
        Message::from(english.clone())
    }
}

impl From<(String, Said)> for Message {
    fn from((english, said): (String, Said)) -> Self {
        Message {
            english,
            says: Some(Box::new(said)),
        }
    }
}

/// An input file that could not be used: it could not be read from disk, or
/// its contents were refused.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The file could not be read.
    #[error("{file}: cannot read: {source}")]
    Io {
        /// The path as given.
        file: String,
        /// Why the read failed.
        source: std::io::Error,
    },
    /// The contents were refused.
    #[error(transparent)]
    Input(#[from] InputError),
}

impl ReadError {
    /// A failed read of `file`.
    pub fn io(file: impl fmt::Display, source: std::io::Error) -> Self {
        ReadError::Io {
            file: file.to_string(),
            source,
        }
    }
}

/// A place in a named file, for error messages: `file:line`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileLine {
    /// The file's name as the user gave it (or `<embedded NAME>`).
    pub file: String,
    /// 1-based line number, when known.
    pub line: Option<usize>,
}

impl FileLine {
    /// A location at the start of `span` in `source`.
    pub fn at(file: &str, source: &str, span: Option<Range<usize>>) -> Self {
        FileLine {
            file: file.to_string(),
            line: span.map(|s| line_of(source, s.start)),
        }
    }
}

impl fmt::Display for FileLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "{}:{}", self.file, line),
            None => f.write_str(&self.file),
        }
    }
}

/// The 1-based line number of a byte offset.
pub fn line_of(source: &str, offset: usize) -> usize {
    let end = offset.min(source.len());
    source.as_bytes()[..end]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

/// The line starts of one text, for turning many offsets into line numbers:
/// each [`LineIndex::line_of`] is a binary search, where [`line_of`] counts
/// from the start of the text every time (quadratic over a file with
/// thousands of spans, such as a content file of 1,000 tags).
#[derive(Clone, Debug)]
pub struct LineIndex {
    /// Byte offset of every `\n`.
    newlines: Vec<usize>,
}

impl LineIndex {
    /// Indexes `source`.
    pub fn new(source: &str) -> Self {
        LineIndex {
            newlines: source
                .bytes()
                .enumerate()
                .filter(|(_, b)| *b == b'\n')
                .map(|(at, _)| at)
                .collect(),
        }
    }

    /// The 1-based line number of a byte offset (as [`line_of`]).
    pub fn line_of(&self, offset: usize) -> usize {
        self.newlines.partition_point(|&at| at < offset) + 1
    }
}

/// The trimmed text of the 1-based line `line`, shortened for messages.
pub fn line_text(source: &str, line: usize) -> String {
    let text = source
        .lines()
        .nth(line.saturating_sub(1))
        .unwrap_or("")
        .trim();
    shorten(text, 80)
}

/// Cuts `text` to at most `max` characters, marking the cut with `…`.
pub fn shorten(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        let mut cut: String = text.chars().take(max.saturating_sub(1)).collect();
        cut.push('…');
        cut
    }
}

/// Why an input file (rules, item, armour...) was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct InputError {
    /// File and line.
    pub location: FileLine,
    /// The key (dotted path or rule id and field) at fault, when known.
    pub key: Option<String>,
    /// The refused value, when there is one.
    pub value: Option<String>,
    /// What is wrong, in English.
    pub message: String,
    /// What is wrong as a message id and values, for a front end to word in
    /// its language; `None` where only English is known (the TOML parser's
    /// own messages, a reader outside the rules core that gave plain text).
    /// Boxed, so that a `Result` carrying the error stays small.
    pub says: Option<Box<Said>>,
}

impl InputError {
    /// An error from the TOML parser, located in `text`.
    pub fn syntax(file: &str, text: &str, error: &toml::de::Error) -> Self {
        let location = FileLine::at(file, text, error.span());
        let value = location
            .line
            .map(|line| line_text(text, line))
            .filter(|t| !t.is_empty());
        InputError {
            location,
            key: None,
            value,
            message: error.message().trim().to_string(),
            says: None,
        }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.location)?;
        if let Some(key) = &self.key {
            write!(f, "{key}: ")?;
        }
        f.write_str(&self.message)?;
        if let Some(value) = &self.value {
            write!(f, " (at `{value}`)")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_map_to_lines() {
        let src = "a = 1\nb = 2\n\nc = 3";
        assert_eq!(line_of(src, 0), 1);
        assert_eq!(line_of(src, 6), 2);
        assert_eq!(line_of(src, 13), 4);
        assert_eq!(line_of(src, 999), 4);
        let index = LineIndex::new(src);
        for offset in 0..=src.len() + 2 {
            assert_eq!(index.line_of(offset), line_of(src, offset), "{offset}");
        }
        assert_eq!(line_text(src, 2), "b = 2");
        assert_eq!(line_text(src, 99), "");
    }

    #[test]
    fn a_source_file_names_file_line_key_and_value() {
        let src = "a = 1\nb = \"x\"\n";
        let file = SourceFile::new("item.toml", src);
        let e = file.error(6..7, "b", Some("x".into()), "not a number");
        assert_eq!(e.to_string(), "item.toml:2: b: not a number (at `x`)");
        let e = file.error_in_file("kind", None, "an item file needs `kind`");
        assert_eq!(e.to_string(), "item.toml: kind: an item file needs `kind`");
        #[derive(serde::Deserialize, Debug)]
        #[allow(dead_code)]
        struct Two {
            a: i64,
            b: i64,
        }
        let e = file.deserialize::<Two>().unwrap_err();
        assert_eq!(e.location.line, Some(2));
        assert!(e.to_string().starts_with("item.toml:2: "), "{e}");
    }

    #[test]
    fn a_message_is_plain_english_or_said_with_an_id() {
        let file = SourceFile::new("item.toml", "a = 1\nb = \"x\"\n");
        let plain = file.error(6..7, "b", Some("x".into()), "not a number");
        assert_eq!(plain.says, None);
        let said = file.error(
            6..7,
            "b",
            Some("x".into()),
            crate::said!("inp-not-a-number", "not a number"),
        );
        assert_eq!(said.to_string(), plain.to_string());
        assert_eq!(said.message, "not a number");
        assert_eq!(said.says.map(|s| s.id).as_deref(), Some("inp-not-a-number"));
        let syntax = file.deserialize::<std::collections::BTreeMap<String, bool>>();
        assert_eq!(syntax.map_err(|e| e.says), Err(None));
    }

    #[test]
    fn long_text_is_shortened() {
        assert_eq!(shorten("abcdef", 4), "abc…");
        assert_eq!(shorten("abc", 4), "abc");
    }
}
