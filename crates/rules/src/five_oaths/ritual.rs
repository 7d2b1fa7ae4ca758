//! Ritual scoring.
//!
//! A [`Ritual`] lists the leader and other [`Participant`]s in the circle
//! (Weeping or not, feat bonuses, whether they stayed for the whole ritual),
//! the sacrificed [`Effigy`] items, the difficulty and duration, and an
//! optional Punishment target. [`score`] adds the points line by line into a
//! [`Verdict`]:
//! - 1 point for each participant (leader included) who stays in the circle
//!   for the whole ritual, plus their feat bonuses; at most 10 participants;
//! - the Weeping rule: a leader who is not Weeping loses 1 point for each
//!   Weeping participant; a Weeping leader whose participants are all Weeping
//!   gains 1 point for each Weeping participant (the leader counted too);
//! - each sacrificed effigy's lammie points, if valid for the current event;
//! - the Punishment target is not a participant and adds nothing.
//!
//! The ritual succeeds when the score meets or exceeds the difficulty, the
//! duration lies within the allowed range (1 to 5 minutes unless stated) and
//! the ritual's other conditions were met.

use serde::Serialize;

use super::catalogue::Rules;
use crate::play::Span;
use crate::saying::Said;

/// Someone in the circle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Participant {
    /// Name.
    pub name: String,
    /// Weeping.
    pub weeping: bool,
    /// Points from feats.
    pub bonus: i32,
    /// Stayed in the circle for the whole ritual.
    pub whole_ritual: bool,
}

impl Participant {
    /// A participant who stays throughout, not Weeping, without bonus.
    pub fn new(name: &str) -> Participant {
        Participant {
            name: name.to_string(),
            weeping: false,
            bonus: 0,
            whole_ritual: true,
        }
    }
}

/// A sacrificed Ritual Effigy.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Effigy {
    /// What its lammie says it is.
    pub name: String,
    /// Points on its lammie.
    pub points: i32,
    /// Valid for the current event.
    pub valid: bool,
}

/// A ritual to score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Ritual {
    /// The leader (knows the ritual as a feat).
    pub leader: Participant,
    /// Everyone else in the circle.
    pub participants: Vec<Participant>,
    /// Sacrificed effigies.
    pub effigies: Vec<Effigy>,
    /// Points needed.
    pub difficulty: i32,
    /// How long it lasted.
    pub duration: Span,
    /// The allowed duration if the ritual states one (else the rules' 1-5 minutes).
    pub allowed: Option<(Span, Span)>,
    /// The target of a Punishment ritual.
    pub punishment_target: Option<String>,
    /// The ritual's own conditions (roleplay etc.) were met.
    pub conditions_met: bool,
}

/// One line of the score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScoreLine {
    /// What it is for, in English.
    pub reason: String,
    /// Points (may be negative or zero).
    pub points: i32,
    /// The reason in parts (an `fo-ritual-` message id and its values), for
    /// a front end to word in its language.
    pub says: Said,
}

impl ScoreLine {
    fn new((reason, says): (String, Said), points: i32) -> ScoreLine {
        ScoreLine {
            reason,
            points,
            says,
        }
    }
}

/// The result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Verdict {
    /// Every line that made the score.
    pub lines: Vec<ScoreLine>,
    /// The total.
    pub score: i32,
    /// Points needed.
    pub difficulty: i32,
    /// Why it fails despite the points (duration, conditions), in English.
    pub failures: Vec<String>,
    /// The same failures in parts, one for each of `failures` in the same
    /// order, for a front end to word in its language.
    pub failure_says: Vec<Said>,
    /// Score meets difficulty and nothing failed.
    pub success: bool,
}

/// A ritual that cannot be scored at all.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RitualError {
    /// More than the allowed participants.
    TooManyParticipants {
        /// How many were given, leader included.
        count: usize,
        /// The most allowed.
        max: u32,
    },
    /// The same name twice.
    Duplicate(String),
    /// The Punishment target is listed as a participant.
    TargetParticipates(String),
    /// A stated duration range that ends before it starts.
    BadRange(Span, Span),
}

impl std::fmt::Display for RitualError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::play::english(&crate::play::SaidError::said_chain(
            self,
        )))
    }
}

impl crate::play::SaidError for RitualError {
    fn said_chain(&self) -> Vec<crate::play::Sentence> {
        vec![match self {
            RitualError::TooManyParticipants { count, max } => crate::said!(
                "pye-fo-ritual-too-many",
                "{count} participants: a ritual has at most {max}, leader included",
                count = count,
                max = max
            ),
            RitualError::Duplicate(name) => {
                crate::said!(
                    "pye-fo-ritual-duplicate",
                    "{name} is listed twice",
                    name = name
                )
            }
            RitualError::TargetParticipates(name) => crate::said!(
                "pye-fo-ritual-target-participates",
                "{name} is the Punishment target and cannot be a participant",
                name = name
            ),
            RitualError::BadRange(min, max) => crate::said!(
                "pye-fo-ritual-bad-range",
                "the allowed duration {min}-{max} ends before it starts",
                min = min,
                max = max
            ),
        }]
    }
}

/// Scores a ritual (see the module documentation for the rules).
pub fn score(rules: &Rules, ritual: &Ritual) -> Result<Verdict, RitualError> {
    let everyone: Vec<&Participant> = std::iter::once(&ritual.leader)
        .chain(&ritual.participants)
        .collect();
    if everyone.len() > rules.max_ritual_participants as usize {
        return Err(RitualError::TooManyParticipants {
            count: everyone.len(),
            max: rules.max_ritual_participants,
        });
    }
    for (index, p) in everyone.iter().enumerate() {
        if everyone[..index]
            .iter()
            .any(|q| q.name.eq_ignore_ascii_case(&p.name))
        {
            return Err(RitualError::Duplicate(p.name.clone()));
        }
        if ritual
            .punishment_target
            .as_ref()
            .is_some_and(|t| t.eq_ignore_ascii_case(&p.name))
        {
            return Err(RitualError::TargetParticipates(p.name.clone()));
        }
    }
    let (min, max) = ritual
        .allowed
        .unwrap_or((rules.ritual_min_duration, rules.ritual_max_duration));
    if min > max {
        return Err(RitualError::BadRange(min, max));
    }

    let mut lines = Vec::new();
    for (index, p) in everyone.iter().enumerate() {
        let name = &p.name;
        let leader = index == 0;
        if p.whole_ritual {
            let stayed = if leader {
                crate::said!(
                    "fo-ritual-leader-stayed",
                    "{name} (leader) stayed in the circle for the whole ritual",
                    name = &name
                )
            } else {
                crate::said!(
                    "fo-ritual-stayed",
                    "{name} stayed in the circle for the whole ritual",
                    name = &name
                )
            };
            lines.push(ScoreLine::new(stayed, 1));
            if p.bonus != 0 {
                let bonus = crate::said!("fo-ritual-bonus", "{name}'s feat bonus", name = &name);
                lines.push(ScoreLine::new(bonus, p.bonus));
            }
        } else {
            let left = if leader {
                crate::said!(
                    "fo-ritual-leader-left",
                    "{name} (leader) left the circle before the end: no points",
                    name = &name
                )
            } else {
                crate::said!(
                    "fo-ritual-left",
                    "{name} left the circle before the end: no points",
                    name = &name
                )
            };
            lines.push(ScoreLine::new(left, 0));
        }
    }
    let weeping = everyone.iter().filter(|p| p.weeping).count() as i32;
    if ritual.leader.weeping {
        if everyone.iter().all(|p| p.weeping) {
            let all = crate::said!(
                "fo-ritual-weeping-all",
                "Weeping leader, all {weeping} participants Weeping: +1 each",
                weeping = &weeping
            );
            lines.push(ScoreLine::new(all, weeping));
        } else {
            let some = crate::said!(
                "fo-ritual-weeping-not-all",
                "Weeping leader, but not every participant is Weeping: no Weeping bonus"
            );
            lines.push(ScoreLine::new(some, 0));
        }
    } else if weeping > 0 {
        let penalty = crate::said!(
            "fo-ritual-weeping-penalty",
            "leader not Weeping, {weeping} Weeping participant(s): -1 each",
            weeping = &weeping
        );
        lines.push(ScoreLine::new(penalty, -weeping));
    }
    for effigy in &ritual.effigies {
        let name = &effigy.name;
        lines.push(if effigy.valid {
            let sacrificed =
                crate::said!("fo-ritual-effigy", "effigy {name} sacrificed", name = &name);
            ScoreLine::new(sacrificed, effigy.points)
        } else {
            let invalid = crate::said!(
                "fo-ritual-effigy-invalid",
                "effigy {name} is not valid for this event: no points",
                name = &name
            );
            ScoreLine::new(invalid, 0)
        });
    }
    if let Some(target) = &ritual.punishment_target {
        let target = crate::said!(
            "fo-ritual-punishment-target",
            "{target} is the Punishment target: not a participant, no points",
            target = &target
        );
        lines.push(ScoreLine::new(target, 0));
    }
    let score: i32 = lines.iter().map(|l| l.points).sum();
    let mut failures = Vec::new();
    if score < ritual.difficulty {
        failures.push(crate::said!(
            "fo-ritual-below-difficulty",
            "score {score} is below the difficulty {difficulty}",
            score = &score,
            difficulty = ritual.difficulty
        ));
    }
    if ritual.duration < min || ritual.duration > max {
        failures.push(crate::said!(
            "fo-ritual-duration",
            "the ritual lasted {duration}; it must last between {min} and {max}",
            duration = ritual.duration,
            min = &min,
            max = &max
        ));
    }
    if !ritual.conditions_met {
        failures.push(crate::said!(
            "fo-ritual-conditions",
            "the ritual's other conditions were not met"
        ));
    }
    let success = failures.is_empty();
    let (failures, failure_says) = failures.into_iter().unzip();
    Ok(Verdict {
        success,
        lines,
        score,
        difficulty: ritual.difficulty,
        failures,
        failure_says,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::five_oaths::catalogue::Catalogue;

    fn rules() -> Rules {
        Catalogue::builtin().expect("catalogue").rules
    }

    fn people(names: &[&str]) -> Vec<Participant> {
        names.iter().map(|n| Participant::new(n)).collect()
    }

    fn ritual(others: usize, difficulty: i32) -> Ritual {
        let names: Vec<String> = (0..others).map(|i| format!("P{i}")).collect();
        let refs: Vec<&str> = names.iter().map(String::as_str).collect();
        Ritual {
            leader: Participant::new("Leader"),
            participants: people(&refs),
            effigies: Vec::new(),
            difficulty,
            duration: Span::from_secs(180),
            allowed: None,
            punishment_target: None,
            conditions_met: true,
        }
    }

    fn weeping(mut p: Participant) -> Participant {
        p.weeping = true;
        p
    }

    /// (rule, ritual, score, success)
    #[test]
    fn ritual_table() {
        let rules = rules();
        let mut rows: Vec<(&str, Ritual, i32, bool)> = vec![
            (
                "one point each, leader included; meets difficulty",
                ritual(3, 4),
                4,
                true,
            ),
            ("one short of the difficulty fails", ritual(2, 4), 3, false),
            ("ten participants is the most", ritual(9, 10), 10, true),
        ];
        let mut r = ritual(2, 3);
        r.participants[0].whole_ritual = false;
        rows.push(("leaving early scores nothing", r, 2, false));
        let mut r = ritual(2, 3);
        r.participants[1].bonus = 2;
        rows.push(("feat bonuses add", r, 5, true));
        let mut r = ritual(2, 3);
        r.participants = vec![
            weeping(Participant::new("W1")),
            weeping(Participant::new("W2")),
        ];
        rows.push((
            "leader not Weeping: -1 per Weeping participant",
            r,
            1,
            false,
        ));
        let mut r = ritual(0, 3);
        r.leader.weeping = true;
        r.participants = vec![
            weeping(Participant::new("W1")),
            weeping(Participant::new("W2")),
        ];
        rows.push((
            "Weeping leader and all Weeping: +1 each, leader too",
            r,
            6,
            true,
        ));
        let mut r = ritual(1, 3);
        r.leader.weeping = true;
        r.participants.push(weeping(Participant::new("W1")));
        rows.push((
            "Weeping leader, one not Weeping: no bonus, no penalty",
            r,
            3,
            true,
        ));
        let mut r = ritual(1, 5);
        r.effigies = vec![
            Effigy {
                name: "bone doll".into(),
                points: 3,
                valid: true,
            },
            Effigy {
                name: "old doll".into(),
                points: 4,
                valid: false,
            },
        ];
        rows.push((
            "valid effigies add their points, expired ones nothing",
            r,
            5,
            true,
        ));
        let mut r = ritual(1, 2);
        r.punishment_target = Some("Villain".into());
        rows.push(("the Punishment target adds nothing", r, 2, true));
        for (duration, ok) in [(59, false), (60, true), (300, true), (301, false)] {
            let mut r = ritual(1, 2);
            r.duration = Span::from_secs(duration);
            rows.push((
                if ok {
                    "duration 1-5 minutes: inside"
                } else {
                    "duration 1-5 minutes: outside"
                },
                r,
                2,
                ok,
            ));
        }
        let mut r = ritual(1, 2);
        r.duration = Span::from_secs(600);
        r.allowed = Some((Span::from_secs(300), Span::from_secs(900)));
        rows.push(("a ritual may state its own duration", r, 2, true));
        let mut r = ritual(1, 2);
        r.conditions_met = false;
        rows.push(("unmet conditions fail whatever the points", r, 2, false));
        for (rule, ritual, want_score, want_success) in rows {
            let verdict = score(&rules, &ritual).unwrap_or_else(|e| panic!("{rule}: {e}"));
            assert_eq!(
                (verdict.score, verdict.success),
                (want_score, want_success),
                "{rule}: {verdict:?}"
            );
        }
    }

    #[test]
    fn rituals_that_cannot_be_scored() {
        let rules = rules();
        let error = score(&rules, &ritual(10, 1)).expect_err("11 participants");
        assert_eq!(
            error.to_string(),
            "11 participants: a ritual has at most 10, leader included"
        );
        let mut r = ritual(1, 1);
        r.punishment_target = Some("p0".into());
        assert!(matches!(
            score(&rules, &r),
            Err(RitualError::TargetParticipates(_))
        ));
        let mut r = ritual(1, 1);
        r.participants.push(Participant::new("leader"));
        assert!(matches!(score(&rules, &r), Err(RitualError::Duplicate(_))));
    }
}
