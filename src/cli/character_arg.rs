//! Resolves a `--character QUERY` argument to exactly one character of an
//! event, or fails with the candidates; shared by the commands that record
//! something for a character.

use anyhow::{Result, bail};
use armoury_records::{Lookup, Registration, Store};

/// The one character of `event_id` that `query` (a name, id or tag serial) finds.
pub fn resolve(store: &mut Store, event_id: &str, query: &str) -> Result<Registration> {
    let l = super::words();
    match store.lookup(event_id, query)? {
        Lookup::Found { card, .. } => Ok(card.character),
        Lookup::Ambiguous {
            candidates, total, ..
        } => {
            let names: Vec<String> = candidates
                .iter()
                .map(|c| format!("{} ({})", c.name, c.id))
                .collect();
            bail!(
                "{}",
                l.format(
                    "msc-character-ambiguous",
                    &[
                        ("query", query.into()),
                        ("count", total.into()),
                        ("names", names.join(", ").into()),
                    ],
                )
            )
        }
        Lookup::NotFound => bail!(
            "{}",
            l.format(
                "msc-character-not-found",
                &[("query", query.into()), ("event", event_id.into())],
            )
        ),
    }
}

/// The name recorded as inspector or recorder: the one given, else
/// `$USER`, else the station's name (what a tag then prints).
pub fn who(given: Option<&str>, station: &str) -> String {
    let named = |name: &str| Some(name.trim().to_string()).filter(|n| !n.is_empty());
    given
        .and_then(named)
        .or_else(|| std::env::var("USER").ok().as_deref().and_then(named))
        .unwrap_or_else(|| station.to_string())
}
