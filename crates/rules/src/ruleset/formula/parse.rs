//! The formula reader: a small recursive-descent parser of amounts,
//! numbers, measure ids, `+ - * /`, brackets, `min(...)` and `max(...)`.
//! Dimensions are checked afterwards, by the caller (`formula`).

use super::{Formula, FormulaError, amount};
use crate::units::{Dimension, Unit};

pub(super) fn is_name(text: &str) -> bool {
    !text.is_empty() && text.chars().all(is_name_char)
}

fn is_name_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '_' | '.' | '-' | '²' | '°' | '·')
}

/// A recursive-descent reader of formulas.
pub(super) struct Parser<'t> {
    text: &'t str,
    at: usize,
}

impl<'t> Parser<'t> {
    pub(super) fn new(text: &'t str) -> Self {
        Parser { text, at: 0 }
    }

    fn rest(&self) -> &'t str {
        &self.text[self.at..]
    }

    fn skip_space(&mut self) {
        let rest = self.rest();
        self.at += rest.len() - rest.trim_start().len();
    }

    fn error(&self) -> FormulaError {
        FormulaError::Syntax {
            at: self.rest().trim().to_string(),
        }
    }

    fn eat(&mut self, c: char) -> bool {
        self.skip_space();
        if self.rest().starts_with(c) {
            self.at += c.len_utf8();
            true
        } else {
            false
        }
    }

    /// The whole text as one formula.
    pub(super) fn whole(mut self) -> Result<Formula, FormulaError> {
        let formula = self.sum()?;
        self.skip_space();
        if self.rest().is_empty() {
            Ok(formula)
        } else {
            Err(self.error())
        }
    }

    fn sum(&mut self) -> Result<Formula, FormulaError> {
        let mut left = self.product()?;
        loop {
            if self.eat('+') {
                left = Formula::Sum(Box::new(left), Box::new(self.product()?));
            } else if self.eat('-') {
                left = Formula::Difference(Box::new(left), Box::new(self.product()?));
            } else {
                return Ok(left);
            }
        }
    }

    fn product(&mut self) -> Result<Formula, FormulaError> {
        let mut left = self.primary()?;
        loop {
            if self.eat('*') {
                left = Formula::Product(Box::new(left), Box::new(self.primary()?));
            } else if self.eat('/') {
                left = Formula::Quotient(Box::new(left), Box::new(self.primary()?));
            } else {
                return Ok(left);
            }
        }
    }

    fn primary(&mut self) -> Result<Formula, FormulaError> {
        self.skip_space();
        if self.eat('(') {
            let inner = self.sum()?;
            return if self.eat(')') {
                Ok(inner)
            } else {
                Err(self.error())
            };
        }
        let rest = self.rest();
        if rest.starts_with(|c: char| c.is_ascii_digit() || c == '.') {
            return self.number();
        }
        let name = self.name();
        if name.is_empty() {
            return Err(self.error());
        }
        if self.eat('(') {
            let mut all = vec![self.sum()?];
            while self.eat(',') {
                all.push(self.sum()?);
            }
            if !self.eat(')') {
                return Err(self.error());
            }
            return match name {
                "min" => Ok(Formula::Least(all)),
                "max" => Ok(Formula::Greatest(all)),
                _ => Err(FormulaError::UnknownFunction {
                    name: name.to_string(),
                }),
            };
        }
        Ok(Formula::Measure(name.to_string()))
    }

    /// A name: letters, digits, `_`, `.`, and `-` between letters.
    fn name(&mut self) -> &'t str {
        let rest = self.rest();
        let mut end = 0;
        for (i, c) in rest.char_indices() {
            let hyphen_in_word =
                c == '-' && i > 0 && rest[i + 1..].starts_with(|n: char| n.is_alphabetic());
            if (is_name_char(c) && c != '-') || hyphen_in_word {
                end = i + c.len_utf8();
            } else {
                break;
            }
        }
        if rest.starts_with(|c: char| c.is_ascii_digit()) {
            end = 0;
        }
        self.at += end;
        &rest[..end]
    }

    /// A number (`3`, `0.5`, `2/3`), with a unit after it when one follows
    /// (`12 in`, `1/2 in`, `3 sq ft`).
    fn number(&mut self) -> Result<Formula, FormulaError> {
        let rest = self.rest();
        let end = rest
            .find(|c: char| !(c.is_ascii_digit() || matches!(c, '.' | '/')))
            .unwrap_or(rest.len());
        let digits = &rest[..end];
        let value = match digits.split_once('/') {
            Some((top, bottom)) => match (top.parse::<f64>(), bottom.parse::<f64>()) {
                (Ok(top), Ok(bottom)) if bottom > 0.0 => top / bottom,
                _ => return Err(self.error()),
            },
            None => digits.parse::<f64>().map_err(|_| self.error())?,
        };
        self.at += end;
        // A unit of one word (`in`) or two (`sq in`) may follow.
        let start = self.at;
        self.skip_space();
        let first = self.name();
        let after_first = self.at;
        self.skip_space();
        let second = self.name();
        let two = format!("{first} {second}");
        let (unit, written_end) = if let Ok(unit) = two.parse::<Unit>()
            && !second.is_empty()
        {
            (Some(unit), self.at)
        } else if let Ok(unit) = first.parse::<Unit>() {
            (Some(unit), after_first)
        } else {
            (None, start)
        };
        self.at = written_end;
        match unit {
            None => Ok(Formula::Number(value)),
            Some(unit) => {
                let written = self.text[start - end..written_end].trim().to_string();
                // The unit's first dimension: `lb` is a weight here, as in
                // most formulas (a draw's formula gives its own dimension).
                let dimension = Dimension::ALL
                    .into_iter()
                    .find(|d| unit.measures(*d))
                    .unwrap_or(Dimension::Length);
                amount(value, unit, &written, dimension)
            }
        }
    }
}
