//! An inspection in words: findings, statuses, outcomes and capabilities in
//! one language, from the rules core's [`Saying`]s and the ruleset's
//! translations ([`Words`]).
//!
//! A finding recorded before Armoury kept its saying has only its English
//! `message`: that is shown, with its amounts in the language's way.

use armoury_rules::check::{Capability, Finding, Status};
use armoury_rules::ruleset::{Bound, Comparison, Words};
use armoury_rules::saying::{Saying, category_range};
use armoury_rules::units::Unit;
use armoury_rules::{Outcome, Ruleset, Verdict};

use crate::messages::{Arg, L10n};
use crate::numbers::amounts;

/// Findings and verdicts of one ruleset in one language.
#[derive(Clone, Copy, Debug)]
pub struct Wording<'a> {
    l10n: L10n,
    words: Words<'a>,
}

impl<'a> Wording<'a> {
    /// The ruleset's findings in `l10n`'s language.
    pub fn new(l10n: L10n, ruleset: &'a Ruleset) -> Wording<'a> {
        Wording {
            l10n,
            words: ruleset.words(l10n.lang().tag()),
        }
    }

    /// The messages in use.
    pub fn l10n(&self) -> L10n {
        self.l10n
    }

    /// The ruleset's names and sentences in this language.
    pub fn words(&self) -> Words<'a> {
        self.words
    }

    /// A finding's line.
    pub fn finding(&self, finding: &Finding) -> String {
        match &finding.says {
            Some(says) => self.saying(says),
            None => self.amounts(&finding.message),
        }
    }

    /// A capability's line.
    pub fn capability(&self, capability: &Capability) -> String {
        match &capability.says {
            Some(says) => self.saying(says),
            None => self.amounts(&capability.message),
        }
    }

    /// A status as a short word (`pass`, `FAIL`).
    pub fn status(&self, status: Status) -> String {
        self.l10n.text(match status {
            Status::Pass => "status-pass",
            Status::Fail => "status-fail",
            Status::Unmeasured => "status-unmeasured",
            Status::Referred => "status-referred",
        })
    }

    /// The neighbouring kinds a verdict says the item would pass as, in
    /// words (`would pass as Two-handed: ...`); `None` when it names none.
    pub fn passes_as(&self, verdict: &Verdict) -> Option<String> {
        if verdict.passes_as.is_empty() {
            return None;
        }
        let kinds: Vec<&str> = verdict
            .passes_as
            .iter()
            .map(|k| self.words.kind(k))
            .collect();
        Some(
            self.l10n
                .format("passes-as", &[("kinds", kinds.join(", ").into())]),
        )
    }

    /// The tape an approved item is marked with, for a game that marks its
    /// kinds with coloured tape (`mark it with blue tape`); `None` otherwise.
    pub fn tape(&self, verdict: &Verdict) -> Option<String> {
        if verdict.verdict != Outcome::Approved {
            return None;
        }
        let colour = self
            .words
            .ruleset()
            .kinds
            .get(&verdict.kind)?
            .colour
            .as_deref()?;
        Some(
            self.l10n
                .format("mark-with-tape", &[("colour", colour.into())]),
        )
    }

    /// An outcome in words (`approved`).
    pub fn outcome(&self, outcome: Outcome) -> String {
        self.l10n.text(match outcome {
            Outcome::Approved => "outcome-approved",
            Outcome::Referred => "outcome-referred",
            Outcome::Rejected => "outcome-rejected",
        })
    }

    /// Amounts the core wrote (`22.5 mm`), in this language's way.
    pub fn amounts(&self, text: &str) -> String {
        amounts(self.l10n.lang(), text)
    }

    /// A saying in words.
    pub fn saying(&self, says: &Saying) -> String {
        use Saying::*;
        let w = &self.words;
        let n = |text: &str| self.amounts(text);
        let say = |id: &str, args: &[(&str, Arg<'_>)]| self.l10n.format(id, args);
        let compared = |id: &str, measure: &str, measured: &str, c: Comparison, limit: &str| {
            say(
                id,
                &[
                    ("measure", w.measure(measure).into()),
                    ("measured", n(measured).into()),
                    ("comparison", comparison(c).into()),
                    ("limit", n(limit).into()),
                ],
            )
        };
        let of_part = |id: &str, part: &str, material: &str, extra: &[(&str, Arg<'_>)]| {
            let mut args: Vec<(&str, Arg<'_>)> = vec![
                ("part", w.part(part).into()),
                ("material", w.material(part, material).into()),
            ];
            args.extend(extra.iter().cloned());
            say(id, &args)
        };
        match says {
            UnknownKind { kind, ruleset } => say(
                "says-unknown-kind",
                &[("kind", kind.into()), ("ruleset", ruleset.into())],
            ),
            NeedsCategory => say("says-needs-category", &[]),
            NotAnswered { flag } => say("says-not-answered", &[("question", w.flag(flag).into())]),
            Attested { rule } => say("says-attested", &[("rule", w.rule(rule).into())]),
            NotAttested { rule, flag, answer } => say(
                "says-not-attested",
                &[
                    ("answer", if *answer { "yes" } else { "no" }.into()),
                    ("question", w.flag(flag).into()),
                    ("rule", w.rule(rule).into()),
                ],
            ),
            NotMeasured {
                measure,
                comparison: c,
                limit,
            } => say(
                "says-not-measured",
                &[
                    ("measure", w.measure(measure).into()),
                    ("comparison", comparison(*c).into()),
                    ("limit", n(limit).into()),
                ],
            ),
            LimitNeeds { needed, measure } => say(
                "says-limit-needs",
                &[
                    ("needed", w.measure(needed).into()),
                    ("measure", w.measure(measure).into()),
                ],
            ),
            ConditionNeeds { needed } => say(
                "says-condition-needs",
                &[("needed", w.measure(needed).into())],
            ),
            Exempt {
                measure,
                measured,
                comparison: c,
                limit,
            } => compared("says-exempt", measure, measured, *c, limit),
            ExemptByFlag { flag } => {
                say("says-exempt-by-flag", &[("question", w.flag(flag).into())])
            }
            Meets {
                measure,
                measured,
                comparison: c,
                limit,
            } => compared("says-meets", measure, measured, *c, limit),
            ProvisionalNotMet {
                measure,
                measured,
                comparison: c,
                limit,
            } => compared("says-provisional-not-met", measure, measured, *c, limit),
            NotMet {
                measure,
                measured,
                comparison: c,
                limit,
            } => compared("says-not-met", measure, measured, *c, limit),
            UnknownPart { part } => say("says-unknown-part", &[("part", part.into())]),
            MaterialNotGiven { part } => {
                say("says-material-not-given", &[("part", w.part(part).into())])
            }
            UnknownMaterial { part, written } => say(
                "says-unknown-material",
                &[("part", w.part(part).into()), ("written", written.into())],
            ),
            MaterialForbidden { part, material } => {
                of_part("says-material-forbidden", part, material, &[])
            }
            MaterialReferred { part, material } => say(
                "says-material-referred",
                &[("reason", w.refer(part, material).unwrap_or_default().into())],
            ),
            MaterialAllowed { part, material } => {
                of_part("says-material-allowed", part, material, &[])
            }
            NoWidthLimit { part, material } => of_part("says-no-width-limit", part, material, &[]),
            WidthNotMeasured {
                part,
                material,
                limit,
            } => of_part(
                "says-width-not-measured",
                part,
                material,
                &[("limit", n(limit).into())],
            ),
            WidthWithin {
                part,
                material,
                measured,
                limit,
            } => of_part(
                "says-width-within",
                part,
                material,
                &[("measured", n(measured).into()), ("limit", n(limit).into())],
            ),
            WidthExceeds {
                part,
                material,
                measured,
                limit,
            } => of_part(
                "says-width-exceeds",
                part,
                material,
                &[("measured", n(measured).into()), ("limit", n(limit).into())],
            ),
            NoCategories { kind } => say("says-no-categories", &[("kind", kind.into())]),
            LengthNotMeasured => say("says-length-not-measured", &[]),
            InCategory {
                measured,
                set,
                category,
            } => {
                let mut args = vec![
                    ("measured", n(measured).into()),
                    ("category", w.category(set, category).into()),
                ];
                match category_range(w, set, category) {
                    Some((range, unit)) => {
                        args.push(("range", self.range(range.lower, range.upper, unit).into()));
                        say("says-in-category", &args)
                    }
                    None => say("says-in-category-unbounded", &args),
                }
            }
            OutsideProvisionalCategories { measured } => say(
                "says-outside-provisional-categories",
                &[("measured", n(measured).into())],
            ),
            OutsideCategories { measured } => say(
                "says-outside-categories",
                &[("measured", n(measured).into())],
            ),
            NoDualWield { ruleset } => say("says-no-dual-wield", &[("ruleset", ruleset.into())]),
            PairNeedsCategories => say("says-pair-needs-categories", &[]),
            PairForbidden { a, b } => say(
                "says-pair-forbidden",
                &[
                    ("a", w.any_category(a).into()),
                    ("b", w.any_category(b).into()),
                ],
            ),
            PairAllowed { a, b } => say(
                "says-pair-allowed",
                &[
                    ("a", w.any_category(a).into()),
                    ("b", w.any_category(b).into()),
                ],
            ),
            PairNeedsLengths => say("says-pair-needs-lengths", &[]),
            CombinedWithin { combined, height } => say(
                "says-combined-within",
                &[
                    ("combined", n(combined).into()),
                    ("height", n(height).into()),
                ],
            ),
            CombinedExceeds { combined, height } => say(
                "says-combined-exceeds",
                &[
                    ("combined", n(combined).into()),
                    ("height", n(height).into()),
                ],
            ),
        }
    }

    /// A range of a measure shown in `unit`: `from 100 cm, under 130 cm`.
    pub fn range(&self, lower: Option<Bound>, upper: Option<Bound>, unit: Unit) -> String {
        let end = |id: &str, b: Bound| {
            self.l10n.format(
                id,
                &[
                    ("inclusive", if b.inclusive { "yes" } else { "no" }.into()),
                    ("value", self.amounts(&b.value.display_in(unit)).into()),
                ],
            )
        };
        let ends: Vec<String> = [
            lower.map(|b| end("range-from", b)),
            upper.map(|b| end("range-to", b)),
        ]
        .into_iter()
        .flatten()
        .collect();
        if ends.is_empty() {
            self.l10n.text("range-any")
        } else {
            ends.join(", ")
        }
    }
}

/// A comparison as the messages' `$comparison` selector reads it.
pub(crate) fn comparison(c: Comparison) -> &'static str {
    match c {
        Comparison::AtLeast => "at-least",
        Comparison::MoreThan => "more-than",
        Comparison::AtMost => "at-most",
        Comparison::LessThan => "less-than",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use armoury_rules::ruleset::Comparison::*;
    use armoury_rules::shipped;

    fn s(text: &str) -> String {
        text.to_string()
    }

    /// One saying of every kind, with the shipped Ancalagon ruleset's ids.
    fn samples() -> Vec<Saying> {
        use Saying::*;
        let (m, mm) = (s("padding.striking"), s("12.5 mm"));
        vec![
            UnknownKind {
                kind: s("lance"),
                ruleset: s("ancalagon-2011"),
            },
            NeedsCategory,
            NotAnswered { flag: s("stopper") },
            Attested {
                rule: s("padding.stopper"),
            },
            NotAttested {
                rule: s("padding.stopper"),
                flag: s("stopper"),
                answer: false,
            },
            NotAttested {
                rule: s("shield.no-protrusions"),
                flag: s("protrusions"),
                answer: true,
            },
            NotMeasured {
                measure: m.clone(),
                comparison: AtLeast,
                limit: s("10 mm"),
            },
            LimitNeeds {
                needed: s("length"),
                measure: s("weight"),
            },
            ConditionNeeds {
                needed: s("length"),
            },
            Exempt {
                measure: s("diameter"),
                measured: s("40.5 mm"),
                comparison: AtLeast,
                limit: s("38.1 mm"),
            },
            ExemptByFlag { flag: s("soft") },
            Meets {
                measure: m.clone(),
                measured: mm.clone(),
                comparison: AtLeast,
                limit: s("10 mm"),
            },
            Meets {
                measure: s("weight"),
                measured: s("250.5 g"),
                comparison: AtMost,
                limit: s("300 g"),
            },
            Meets {
                measure: s("weight"),
                measured: s("250 g"),
                comparison: LessThan,
                limit: s("300 g"),
            },
            Meets {
                measure: s("wire"),
                measured: s("1.2 mm"),
                comparison: MoreThan,
                limit: s("1 mm"),
            },
            ProvisionalNotMet {
                measure: s("weight"),
                measured: s("812.4 g"),
                comparison: AtMost,
                limit: s("700 g"),
            },
            NotMet {
                measure: m,
                measured: s("8.5 mm"),
                comparison: AtLeast,
                limit: s("10 mm"),
            },
            NotMet {
                measure: s("weight"),
                measured: s("310 g"),
                comparison: LessThan,
                limit: s("300 g"),
            },
            UnknownPart { part: s("hilt") },
            MaterialNotGiven { part: s("core") },
            UnknownMaterial {
                part: s("core"),
                written: s("unobtainium"),
            },
            MaterialForbidden {
                part: s("core"),
                material: s("carbon"),
            },
            MaterialReferred {
                part: s("core"),
                material: s("cloth"),
            },
            MaterialAllowed {
                part: s("padding"),
                material: s("pe-foam"),
            },
            NoWidthLimit {
                part: s("core"),
                material: s("cloth"),
            },
            WidthNotMeasured {
                part: s("core"),
                material: s("pvc"),
                limit: s("30 mm"),
            },
            WidthWithin {
                part: s("core"),
                material: s("pvc"),
                measured: s("21.5 mm"),
                limit: s("30 mm"),
            },
            WidthExceeds {
                part: s("core"),
                material: s("bamboo"),
                measured: s("24 mm"),
                limit: s("20 mm"),
            },
            NoCategories { kind: s("bow") },
            LengthNotMeasured,
            InCategory {
                measured: s("95.5 cm"),
                set: s("weapon-length"),
                category: s("one-handed"),
            },
            InCategory {
                measured: s("120 cm"),
                set: s("weapon-length"),
                category: s("one-and-a-half-handed"),
            },
            InCategory {
                measured: s("60 cm"),
                set: s("short-spear-length"),
                category: s("one-handed"),
            },
            OutsideProvisionalCategories {
                measured: s("190 cm"),
            },
            OutsideCategories {
                measured: s("40 cm"),
            },
            NoDualWield {
                ruleset: s("five-oaths"),
            },
            PairNeedsCategories,
            PairForbidden {
                a: s("two-handed"),
                b: s("one-handed"),
            },
            PairAllowed {
                a: s("one-handed"),
                b: s("one-handed"),
            },
            PairNeedsLengths,
            CombinedWithin {
                combined: s("170 cm"),
                height: s("182.5 cm"),
            },
            CombinedExceeds {
                combined: s("190 cm"),
                height: s("182.5 cm"),
            },
        ]
    }

    #[test]
    fn the_english_messages_say_exactly_what_the_core_records() {
        let rs = shipped::load("ancalagon-2011").unwrap();
        let en = Wording::new(L10n::new(Lang::En), &rs);
        for says in samples() {
            assert_eq!(en.saying(&says), says.english(&rs.words("en")), "{says:?}");
        }
    }

    #[test]
    fn every_saying_has_its_own_estonian_line_with_estonian_names_and_commas() {
        let rs = shipped::load("ancalagon-2011").unwrap();
        let et = Wording::new(L10n::new(Lang::Et), &rs);
        for says in samples() {
            let line = et.saying(&says);
            assert!(!line.starts_with("says-"), "{says:?}: {line}");
            assert_ne!(line, says.english(&rs.words("en")), "{says:?}");
            assert!(!line.contains("12.5") && !line.contains("182.5"), "{line}");
        }
        let say = |says: Saying| et.saying(&says);
        assert_eq!(
            say(Saying::NotMet {
                measure: s("padding.striking"),
                measured: s("8.5 mm"),
                comparison: AtLeast,
                limit: s("10 mm"),
            }),
            "polsterdus löögipinnal 8,5 mm on alla nõutud 10 mm"
        );
        assert_eq!(
            say(Saying::MaterialForbidden {
                part: s("core"),
                material: s("carbon")
            }),
            "tuum (relva sees): süsinikkiud ei ole lubatud materjal"
        );
        assert_eq!(
            say(Saying::InCategory {
                measured: s("120 cm"),
                set: s("weapon-length"),
                category: s("one-and-a-half-handed"),
            }),
            "120 cm: pooleteisekäerelv (üle 100 cm, kuni 130 cm)"
        );
        assert_eq!(
            say(Saying::PairForbidden {
                a: s("two-handed"),
                b: s("one-handed")
            }),
            "kahekäerelv ja ühekäerelv ei tohi koos kasutada"
        );
    }

    #[test]
    fn a_finding_without_a_saying_shows_its_stored_message_with_local_amounts() {
        let rs = shipped::load("ancalagon-2011").unwrap();
        let et = Wording::new(L10n::new(Lang::Et), &rs);
        let old = Finding {
            rule: s("weight.one-handed"),
            clause: s(""),
            status: Status::Fail,
            measured: Some(s("812.4 g")),
            limit: Some(s("≤ 700 g")),
            message: s("weight 812.4 g is not at most 700 g"),
            says: None,
            provisional: true,
            required: true,
        };
        assert_eq!(et.finding(&old), "weight 812,4 g is not at most 700 g");
        assert_eq!(et.status(Status::Fail), "EI SOBI");
        assert_eq!(et.outcome(Outcome::Approved), "heaks kiidetud");
    }
}
