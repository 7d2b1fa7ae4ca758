//! Immunity: who says "No Effect", and for how long.
//!
//! Most immunities are reactive: a [`ResistFeat`] lets a character spend
//! Vigour when targeted, say "No Effect" and stay immune for the feat's
//! duration ([`Immunities::grant`]); becoming immune ends that effect if the
//! character is under it (the engine does that). Two immunities are standing:
//! Peacesworn are always immune to Rampage, and a character suffering Rend is
//! immune to Healing. [`Immunities::reason`] says which applies, as a [`Why`].

use serde::Serialize;

use super::catalogue::Catalogue;
use crate::play::time::parse_span;
use crate::play::{Span, Time};

/// A feat or item that grants reactive immunity to one effect.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ResistFeat {
    /// The effect resisted (catalogue name).
    pub effect: String,
    /// How long the immunity lasts after the "No Effect".
    pub duration: Span,
    /// Vigour spent each time.
    pub cost: u32,
}

/// Why a resist feat could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct ResistError {
    /// The refused text.
    pub text: String,
    /// Why.
    pub reason: String,
}

impl std::fmt::Display for ResistError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::play::english(&crate::play::SaidError::said_chain(
            self,
        )))
    }
}

impl crate::play::SaidError for ResistError {
    fn said_chain(&self) -> Vec<crate::play::Sentence> {
        let reason = &self.reason;
        let sentence = if reason == "expected EFFECT DURATION [COSTv]" {
            crate::said!("pye-fo-resist-form", "expected EFFECT DURATION [COSTv]")
        } else if let Some(cost) = reason.strip_suffix(" is not a Vigour cost such as 1v") {
            crate::said!(
                "pye-fo-resist-bad-cost",
                "{cost} is not a Vigour cost such as 1v",
                cost = cost
            )
        } else if let Some(name) = reason.strip_suffix(" is not an effect") {
            crate::said!(
                "pye-fo-resist-not-an-effect",
                "{name} is not an effect",
                name = name
            )
        } else if let Some((duration, why)) = reason.split_once(": ") {
            return crate::play::framed(
                |error| self.frame(error),
                crate::play::framed(
                    |error| {
                        crate::said!(
                            "pye-fo-resist-bad-duration",
                            "{duration}: {error}",
                            duration = duration,
                            error = error
                        )
                    },
                    vec![crate::play::time::reason_sentence(why)],
                ),
            );
        } else {
            crate::play::unsaid(reason)
        };
        crate::play::framed(|error| self.frame(error), vec![sentence])
    }
}

impl ResistError {
    /// `resist feat {text}: {error}`.
    fn frame(&self, error: &str) -> crate::play::Sentence {
        crate::said!(
            "pye-fo-resist",
            "resist feat {text}: {error}",
            text = format!("{:?}", self.text),
            error = error
        )
    }
}

impl ResistFeat {
    /// Reads `EFFECT DURATION [COST]v`: `Strikedown 10s`, `Stop Bleed 30s 2v`.
    /// The cost defaults to 1 Vigour.
    pub fn parse(catalogue: &Catalogue, text: &str) -> Result<ResistFeat, ResistError> {
        let refuse = |reason: String| ResistError {
            text: text.to_string(),
            reason,
        };
        let mut words: Vec<&str> = text.split_whitespace().collect();
        let mut cost = 1;
        if let Some(last) = words.last()
            && let Some(number) = last.strip_suffix(['v', 'V'])
            && !number.is_empty()
        {
            cost = number
                .parse()
                .map_err(|_| refuse(format!("{last:?} is not a Vigour cost such as 1v")))?;
            words.pop();
        }
        let duration_word = words
            .pop()
            .ok_or_else(|| refuse("expected EFFECT DURATION [COSTv]".into()))?;
        let duration = parse_span(duration_word)
            .map_err(|e| refuse(format!("{duration_word:?}: {}", e.reason)))?;
        let name = words.join(" ");
        let def = catalogue
            .effect(&name)
            .ok_or_else(|| refuse(format!("{name:?} is not an effect")))?;
        Ok(ResistFeat {
            effect: def.name.clone(),
            duration,
            cost,
        })
    }
}

/// Why a character is immune.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "why", rename_all = "kebab-case")]
pub enum Why {
    /// Reactive immunity from a feat, until this moment.
    Reactive {
        /// When it ends.
        until: Time,
    },
    /// Peacesworn are always immune to Rampage.
    Peacesworn,
    /// Rend: immune to Healing while it lasts.
    Rend,
}

/// Reactive immunities currently held.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Immunities(Vec<(String, Time)>);

impl Immunities {
    /// Becomes immune to `effect` until `until` (a later grant extends it).
    pub fn grant(&mut self, effect: &str, until: Time) {
        match self.0.iter_mut().find(|(name, _)| name == effect) {
            Some((_, end)) => *end = (*end).max(until),
            None => self.0.push((effect.to_string(), until)),
        }
    }

    /// Forgets the immunities over at `now`.
    pub fn expire(&mut self, now: Time) {
        self.0.retain(|(_, until)| *until > now);
    }

    /// The effects held, with their end.
    pub fn iter(&self) -> impl Iterator<Item = &(String, Time)> {
        self.0.iter()
    }

    /// Why a character is immune to `effect` at `now`, if they are.
    pub fn reason(
        &self,
        effect: &str,
        now: Time,
        peacesworn: bool,
        under_rend: bool,
    ) -> Option<Why> {
        if peacesworn && effect == "Rampage" {
            return Some(Why::Peacesworn);
        }
        if under_rend && effect == "Healing" {
            return Some(Why::Rend);
        }
        self.0
            .iter()
            .find(|(name, until)| name == effect && *until > now)
            .map(|(_, until)| Why::Reactive { until: *until })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resist_feats_parse() {
        let catalogue = Catalogue::builtin().expect("catalogue");
        let feat = ResistFeat::parse(&catalogue, "Strikedown 10s").expect("parses");
        assert_eq!(
            (feat.effect.as_str(), feat.duration, feat.cost),
            ("Strikedown", Span::from_secs(10), 1)
        );
        let feat = ResistFeat::parse(&catalogue, "stop bleed 30s 2v").expect("parses");
        assert_eq!((feat.effect.as_str(), feat.cost), ("Stop Bleed", 2));
        for (text, words) in [
            ("Strikedown", "\"Strikedown\": expected a duration"),
            ("Shove 10s", "\"Shove\" is not an effect"),
            ("Fear 10s xv", "not a Vigour cost"),
            ("", "expected EFFECT DURATION"),
        ] {
            let error = ResistFeat::parse(&catalogue, text)
                .expect_err(text)
                .to_string();
            assert!(error.contains(words), "{text}: {error}");
        }
    }

    /// (rule, effect, at second, peacesworn, rend, immune?)
    #[test]
    fn immunity_table() {
        let mut held = Immunities::default();
        held.grant("Fear", Time::from_secs(20));
        let rows: &[(&str, &str, u64, bool, bool, bool)] = &[
            (
                "reactive immunity holds before its end",
                "Fear",
                19,
                false,
                false,
                true,
            ),
            (
                "reactive immunity is over at its end",
                "Fear",
                20,
                false,
                false,
                false,
            ),
            ("only the named effect", "Lure", 10, false, false, false),
            (
                "Peacesworn are always immune to Rampage",
                "Rampage",
                500,
                true,
                false,
                true,
            ),
            ("others are not", "Rampage", 500, false, false, false),
            ("Rend makes Healing fail", "Healing", 5, false, true, true),
            (
                "without Rend Healing works",
                "Healing",
                5,
                false,
                false,
                false,
            ),
            ("Rend does not stop Repair", "Repair", 5, false, true, false),
        ];
        for (rule, effect, at, peacesworn, rend, want) in rows {
            let got = held
                .reason(effect, Time::from_secs(*at), *peacesworn, *rend)
                .is_some();
            assert_eq!(got, *want, "{rule}");
        }
        held.expire(Time::from_secs(20));
        assert_eq!(held.iter().count(), 0);
    }
}
