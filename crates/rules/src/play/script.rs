//! Scenario scripts: lexing and the shape every in-play system shares.
//!
//! A script is text, one statement a line; `#` starts a comment (outside
//! quotes). The first statement is `system NAME`; then come declaration lines
//! (any line not starting with `at`), then timed lines `at MM:SS ...` (or
//! `HH:MM:SS`) whose times never decrease. A timed line whose first word after
//! the time is `expect` is an expectation, any other is an event.
//!
//! [`parse`] turns text into a [`Script`]: a [`Line`] per statement, each a
//! list of [`Token`]s (bare words, `"quoted text"` and `key=value` pairs whose
//! value may be quoted). The meaning of the tokens is each system's business
//! (see [`super::Engine`]); errors here are [`ScriptError`]s naming the line.

use std::fmt;

use super::time::{Time, TimeError, parse_clock};

/// One lexical token of a script line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Token {
    /// A bare word.
    Word(String),
    /// Text between double quotes, quotes removed.
    Quoted(String),
    /// `key=value` (the value may have been quoted).
    Pair {
        /// The text before `=`.
        key: String,
        /// The text after `=`, quotes removed.
        value: String,
    },
}

impl Token {
    /// The token as a bare word, if it is one.
    pub fn word(&self) -> Option<&str> {
        match self {
            Token::Word(word) => Some(word),
            _ => None,
        }
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Token::Word(word) => f.write_str(word),
            Token::Quoted(text) => write!(f, "\"{text}\""),
            Token::Pair { key, value } if value.contains(char::is_whitespace) => {
                write!(f, "{key}=\"{value}\"")
            }
            Token::Pair { key, value } => write!(f, "{key}={value}"),
        }
    }
}

/// A statement: its line number (from 1), its text without comment, its tokens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// Line number in the script, counting from 1.
    pub number: usize,
    /// The statement's text, trimmed, without its comment (nor `at TIME` on timed lines).
    pub text: String,
    /// The statement's tokens (for timed lines: after the time and `expect`).
    pub tokens: Vec<Token>,
}

/// What a timed line asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Something happens.
    Event,
    /// Compare state: the line is a test.
    Expect,
}

/// A line starting `at TIME`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Timed {
    /// When the line happens.
    pub time: Time,
    /// Event or expectation.
    pub kind: Kind,
    /// The rest of the line.
    pub line: Line,
}

/// A parsed script.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Script {
    /// The system named on the `system` line.
    pub system: String,
    /// Declarations, in order.
    pub declarations: Vec<Line>,
    /// Timed lines, in order (times never decrease).
    pub timed: Vec<Timed>,
}

/// Why a script could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ScriptErrorKind {
    /// A `"` without its closing quote.
    UnterminatedQuote,
    /// The script has no statements.
    Empty,
    /// The first statement is not `system NAME`.
    MissingSystem {
        /// What the first statement was.
        found: String,
    },
    /// A second `system` line.
    SecondSystem,
    /// `at` with a bad or missing time.
    BadTime(#[source] TimeError),
    /// `at TIME` with nothing after it.
    NothingAtTime,
    /// `expect` with nothing to compare.
    EmptyExpect,
    /// A time earlier than the line before.
    TimeGoesBack {
        /// This line's time.
        time: Time,
        /// The previous timed line's time.
        previous: Time,
    },
    /// A declaration after the first timed line.
    DeclarationAfterTimed {
        /// The line of the first timed statement.
        first_timed: usize,
    },
}

/// A script error at a line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct ScriptError {
    /// Line number, counting from 1.
    pub line: usize,
    /// What is wrong.
    pub kind: ScriptErrorKind,
}

impl std::fmt::Display for ScriptErrorKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&super::english(&super::SaidError::said_chain(self)))
    }
}

impl std::fmt::Display for ScriptError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&super::english(&super::SaidError::said_chain(self)))
    }
}

impl super::SaidError for ScriptErrorKind {
    fn said_chain(&self) -> Vec<super::Sentence> {
        use ScriptErrorKind::*;
        let sentence = match self {
            UnterminatedQuote => crate::said!("pye-script-unclosed-quote", "a quote is not closed"),
            Empty => crate::said!(
                "pye-script-empty",
                "the script is empty (it must start with `system NAME`)"
            ),
            MissingSystem { found } => crate::said!(
                "pye-script-missing-system",
                "the first line must be `system NAME`, found {found}",
                found = format!("{found:?}")
            ),
            SecondSystem => crate::said!(
                "pye-script-second-system",
                "only the first line may name the system"
            ),
            BadTime(error) => return error.said_chain(),
            NothingAtTime => {
                crate::said!("pye-script-nothing-at-time", "nothing happens at this time")
            }
            EmptyExpect => crate::said!(
                "pye-script-empty-expect",
                "`expect` needs something to compare"
            ),
            TimeGoesBack { time, previous } => crate::said!(
                "pye-script-time-goes-back",
                "time {time} is earlier than the line before ({previous})",
                time = time,
                previous = previous
            ),
            DeclarationAfterTimed { first_timed } => crate::said!(
                "pye-script-declaration-after-timed",
                "declarations must come before the first timed line (line {first_timed})",
                first_timed = first_timed
            ),
        };
        vec![sentence]
    }
}

impl super::SaidError for ScriptError {
    fn said_chain(&self) -> Vec<super::Sentence> {
        super::framed(
            |error| super::line_frame(self.line, error),
            self.kind.said_chain(),
        )
    }
}

/// Splits one line into tokens, dropping a `#` comment outside quotes.
/// Returns the text without its comment and the tokens.
pub fn lex_line(text: &str) -> Result<(String, Vec<Token>), ScriptErrorKind> {
    let mut tokens = Vec::new();
    let mut chars = text.char_indices().peekable();
    let mut end = text.len();
    let mut current = String::new();
    let mut key: Option<String> = None;
    let mut quoted = false;
    let mut started = false;
    let finish = |current: &mut String,
                  key: &mut Option<String>,
                  quoted: &mut bool,
                  started: &mut bool,
                  tokens: &mut Vec<Token>| {
        if *started {
            let value = std::mem::take(current);
            tokens.push(match key.take() {
                Some(key) => Token::Pair { key, value },
                None if *quoted => Token::Quoted(value),
                None => Token::Word(value),
            });
        }
        *quoted = false;
        *started = false;
    };
    while let Some((index, c)) = chars.next() {
        match c {
            '#' => {
                end = index;
                break;
            }
            '"' => {
                let mut closed = false;
                for (_, inner) in chars.by_ref() {
                    if inner == '"' {
                        closed = true;
                        break;
                    }
                    current.push(inner);
                }
                if !closed {
                    return Err(ScriptErrorKind::UnterminatedQuote);
                }
                quoted = true;
                started = true;
            }
            '=' if key.is_none() && started && !quoted => {
                key = Some(std::mem::take(&mut current));
            }
            c if c.is_whitespace() => finish(
                &mut current,
                &mut key,
                &mut quoted,
                &mut started,
                &mut tokens,
            ),
            c => {
                current.push(c);
                started = true;
            }
        }
    }
    finish(
        &mut current,
        &mut key,
        &mut quoted,
        &mut started,
        &mut tokens,
    );
    Ok((text[..end].trim().to_string(), tokens))
}

/// Parses a whole script (see the module documentation for the format).
pub fn parse(text: &str) -> Result<Script, ScriptError> {
    let mut system: Option<String> = None;
    let mut declarations = Vec::new();
    let mut timed: Vec<Timed> = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let number = index + 1;
        let error = |kind| ScriptError { line: number, kind };
        let (stripped, tokens) = lex_line(raw).map_err(error)?;
        let Some(first) = tokens.first() else {
            continue;
        };
        let first_word = first.word().map(str::to_ascii_lowercase);
        if system.is_none() {
            match (first_word.as_deref(), tokens.as_slice()) {
                (Some("system"), [_, Token::Word(name)]) => {
                    system = Some(name.to_ascii_lowercase());
                    continue;
                }
                _ => return Err(error(ScriptErrorKind::MissingSystem { found: stripped })),
            }
        }
        match first_word.as_deref() {
            Some("system") => return Err(error(ScriptErrorKind::SecondSystem)),
            Some("at") => {
                let clock = tokens.get(1).and_then(Token::word).unwrap_or_default();
                let time = parse_clock(clock).map_err(|e| error(ScriptErrorKind::BadTime(e)))?;
                if let Some(previous) = timed.last().map(|t| t.time)
                    && time < previous
                {
                    return Err(error(ScriptErrorKind::TimeGoesBack { time, previous }));
                }
                let mut rest: Vec<Token> = tokens[2.min(tokens.len())..].to_vec();
                let kind = match rest.first().and_then(Token::word) {
                    None if rest.is_empty() => return Err(error(ScriptErrorKind::NothingAtTime)),
                    Some(word) if word.eq_ignore_ascii_case("expect") => {
                        rest.remove(0);
                        if rest.is_empty() {
                            return Err(error(ScriptErrorKind::EmptyExpect));
                        }
                        Kind::Expect
                    }
                    _ => Kind::Event,
                };
                // The statement without `at TIME`.
                let text = stripped
                    .get(2..)
                    .map(str::trim_start)
                    .and_then(|after_at| after_at.get(clock.len()..))
                    .unwrap_or_default()
                    .trim()
                    .to_string();
                timed.push(Timed {
                    time,
                    kind,
                    line: Line {
                        number,
                        text,
                        tokens: rest,
                    },
                });
            }
            _ => {
                if let Some(first_timed) = timed.first() {
                    return Err(error(ScriptErrorKind::DeclarationAfterTimed {
                        first_timed: first_timed.line.number,
                    }));
                }
                declarations.push(Line {
                    number,
                    text: stripped,
                    tokens,
                });
            }
        }
    }
    let system = system.ok_or(ScriptError {
        line: text.lines().count().max(1),
        kind: ScriptErrorKind::Empty,
    })?;
    Ok(Script {
        system,
        declarations,
        timed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(s: &str) -> Token {
        Token::Word(s.into())
    }

    #[test]
    fn lexing_words_quotes_pairs_comments() {
        let (text, tokens) =
            lex_line(r#"character Ciara feats="Heavy Armour" sworn "Single" # a comment"#)
                .expect("lexes");
        assert_eq!(
            text,
            r#"character Ciara feats="Heavy Armour" sworn "Single""#
        );
        assert_eq!(
            tokens,
            vec![
                w("character"),
                w("Ciara"),
                Token::Pair {
                    key: "feats".into(),
                    value: "Heavy Armour".into()
                },
                w("sworn"),
                Token::Quoted("Single".into()),
            ]
        );
        // `#` inside quotes is text, not a comment.
        let (_, tokens) = lex_line(r##"say "#1""##).expect("lexes");
        assert_eq!(tokens[1], Token::Quoted("#1".into()));
        assert_eq!(
            lex_line(r#"say "open"#),
            Err(ScriptErrorKind::UnterminatedQuote)
        );
    }

    #[test]
    fn a_script_parses_into_declarations_and_timed_lines() {
        let script = parse(
            "# comment\nsystem five-oaths\n\ncharacter A\nat 00:05 A hits B torso\nat 00:05 expect A vigour=1\nat 01:00:00 expect A dead=no\n",
        )
        .expect("parses");
        assert_eq!(script.system, "five-oaths");
        assert_eq!(script.declarations.len(), 1);
        assert_eq!(script.declarations[0].number, 4);
        assert_eq!(script.timed.len(), 3);
        assert_eq!(script.timed[0].kind, Kind::Event);
        assert_eq!(script.timed[1].kind, Kind::Expect);
        assert_eq!(script.timed[1].line.tokens[0], w("A"));
        assert_eq!(script.timed[1].line.text, "expect A vigour=1");
        assert_eq!(script.timed[2].time, Time::from_secs(3600));
    }

    #[test]
    fn script_errors_name_their_line() {
        let rows: &[(&str, usize, &str)] = &[
            ("", 1, "empty"),
            ("character A\n", 1, "the first line must be `system NAME`"),
            ("system a b\n", 1, "the first line must be"),
            ("system x\nsystem y\n", 2, "only the first line"),
            ("system x\nat 0:5 A\n", 2, "seconds must have two digits"),
            ("system x\nat\n", 2, "bad time"),
            ("system x\nat 00:05\n", 2, "nothing happens"),
            ("system x\nat 00:05 expect\n", 2, "`expect` needs"),
            (
                "system x\nat 00:05 A\nat 00:04 A\n",
                3,
                "earlier than the line before (00:05)",
            ),
            (
                "system x\nat 00:05 A\ncharacter B\n",
                3,
                "before the first timed line (line 2)",
            ),
            ("system x\ncharacter \"B\n", 2, "quote is not closed"),
        ];
        for (text, line, words) in rows {
            let error = parse(text).expect_err(text);
            assert_eq!(error.line, *line, "{text}");
            assert!(error.to_string().contains(words), "{text}: {error}");
        }
        // Equal times are fine: times never decrease.
        assert!(parse("system x\nat 00:05 A\nat 00:05 B\n").is_ok());
    }
}
