//! The dual-wield rule: two inspected weapons carried together
//! ([`check_pair`]), judged by the ruleset's allowed category pairs and,
//! where a pair says so, their combined length against the wielder's height.

use serde::Serialize;

use super::{Finding, Outcome, Status, Verdict, check, outcome};
use crate::item::Item;
use crate::ruleset::Ruleset;
use crate::saying::Saying;
use crate::units::{Millimetres, Quantity, Unit};

/// The dual-wield verdict for two weapons carried together.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PairVerdict {
    /// The worst of the two weapons' verdicts and the pair rule.
    pub verdict: Outcome,
    /// The dual-wield rule's finding on the pair.
    pub pair: Finding,
    /// Each weapon's own verdict, in the order given.
    pub items: [Verdict; 2],
}

/// Inspects two weapons and applies the ruleset's dual-wield rule for a wielder of `height`.
pub fn check_pair(ruleset: &Ruleset, a: &Item, b: &Item, height: Quantity) -> PairVerdict {
    let items = [check(ruleset, a), check(ruleset, b)];
    let pair = pair_finding(ruleset, [a, b], [&items[0], &items[1]], height);
    let pair_outcome = outcome(std::slice::from_ref(&pair));
    let verdict = items
        .iter()
        .map(|v| v.verdict)
        .chain(std::iter::once(pair_outcome))
        .max()
        .unwrap_or(Outcome::Rejected);
    PairVerdict {
        verdict,
        pair,
        items,
    }
}

fn pair_finding(
    ruleset: &Ruleset,
    items: [&Item; 2],
    verdicts: [&Verdict; 2],
    height: Quantity,
) -> Finding {
    let english = |says: &Saying| says.english(&ruleset.words(&ruleset.meta.language));
    let Some(rule) = &ruleset.dual_wield else {
        let says = Saying::NoDualWield {
            ruleset: ruleset.meta.id.clone(),
        };
        return Finding {
            rule: "dual-wield".into(),
            clause: String::new(),
            status: Status::Referred,
            measured: None,
            limit: None,
            message: english(&says),
            says: Some(says),
            provisional: false,
            required: true,
        };
    };
    let make =
        |status: Status, measured: Option<String>, limit: Option<String>, says: Saying| Finding {
            rule: rule.id.clone(),
            clause: rule.clause.clone(),
            status,
            measured,
            limit,
            message: english(&says),
            says: Some(says),
            provisional: verdicts.iter().any(|v| v.provisional),
            required: true,
        };
    let allowed: Vec<String> = rule
        .pairs
        .iter()
        .map(|p| {
            let suffix = if p.combined_length_at_most_height {
                " (combined length ≤ height)"
            } else {
                ""
            };
            format!("{} + {}{suffix}", p.categories[0], p.categories[1])
        })
        .collect();
    let limit = Some(allowed.join("; "));
    let (Some(ca), Some(cb)) = (&verdicts[0].category, &verdicts[1].category) else {
        return make(Status::Unmeasured, None, limit, Saying::PairNeedsCategories);
    };
    let measured = format!("{ca} + {cb}");
    let (a, b) = (ca.clone(), cb.clone());
    let Some(pair) = rule.pairs.iter().find(|p| {
        (&p.categories[0] == ca && &p.categories[1] == cb)
            || (&p.categories[0] == cb && &p.categories[1] == ca)
    }) else {
        let says = Saying::PairForbidden { a, b };
        return make(Status::Fail, Some(measured), limit, says);
    };
    if !pair.combined_length_at_most_height {
        let says = Saying::PairAllowed { a, b };
        return make(Status::Pass, Some(measured), limit, says);
    }
    let lengths = (
        items[0].measures.get("length"),
        items[1].measures.get("length"),
    );
    let (Some(la), Some(lb)) = lengths else {
        return make(
            Status::Unmeasured,
            Some(measured),
            limit,
            Saying::PairNeedsLengths,
        );
    };
    let combined =
        Quantity::Length(Millimetres(la.canonical() + lb.canonical())).display_in(Unit::Centimetre);
    let height_shown = height.display_in(Unit::Centimetre);
    let shown = Some(format!("{measured}, {combined} combined"));
    let limit = Some(format!("≤ {height_shown} (wielder's height)"));
    let fits = la.canonical() + lb.canonical() <= height.canonical();
    let height = height_shown;
    let (status, says) = if fits {
        (Status::Pass, Saying::CombinedWithin { combined, height })
    } else {
        (Status::Fail, Saying::CombinedExceeds { combined, height })
    };
    make(status, shown, limit, says)
}
