//! A ruleset's texts in other languages: the `[translations.LANG]` tables of
//! a rules file, and [`Words`], which gives every name and sentence of a
//! ruleset in one language, falling back to the file's own (usually
//! English) text where the translation has none.
//!
//! ```toml
//! [translations.et]
//! name = "…"
//! note = "Armoury's translation, awaiting review"
//! kinds = { melee = "Lähirelv" }
//! measures = { length = "kogupikkus" }
//! flags = { stopper = "…" }
//! parts = { core = "tuum (relva sees)" }
//! materials.core = { pvc = "PVC-toru" }
//! refer.core = { cloth = "…" }
//! categories.weapon-length = { one-handed = "ühekäerelv" }
//! rules = { "core.material" = "…" }
//! dual_wield = "…"
//! clauses = { "Appendix 1 > Requirements on padding, first point" = "Lisa 1 > …" }
//! armour = "…"                              # the [armour] section's sentence
//! safety = "…"                              # its safety question
//! restore = "…"                             # when awarded armour is restored
//! armour_materials = { chain = "rõngasturvis" }
//! slots = { torso = "torso" }
//! requirements = { "armour.minimum.body.leather" = "…" }
//! ```
//!
//! Every key must name something the ruleset has (a misspelt kind or a
//! clause no rule cites is refused with its key), so a translation cannot
//! silently drift from the rules it translates.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range as Span;

use serde::Deserialize;

use super::armour::{Method, PointsRules};
use super::model::Ruleset;
use crate::names::is_language_tag;
use crate::saying::Said;
use crate::source::{InputError, SourceFile};

/// One `[translations.LANG]` table as written.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(super) struct RawTranslation {
    name: Option<String>,
    note: Option<String>,
    #[serde(default)]
    kinds: BTreeMap<String, String>,
    #[serde(default)]
    measures: BTreeMap<String, String>,
    #[serde(default)]
    flags: BTreeMap<String, String>,
    #[serde(default)]
    parts: BTreeMap<String, String>,
    #[serde(default)]
    materials: BTreeMap<String, BTreeMap<String, String>>,
    #[serde(default)]
    refer: BTreeMap<String, BTreeMap<String, String>>,
    #[serde(default)]
    categories: BTreeMap<String, BTreeMap<String, String>>,
    #[serde(default)]
    rules: BTreeMap<String, String>,
    dual_wield: Option<String>,
    #[serde(default)]
    clauses: BTreeMap<String, String>,
    armour: Option<String>,
    safety: Option<String>,
    restore: Option<String>,
    #[serde(default)]
    armour_materials: BTreeMap<String, String>,
    #[serde(default)]
    slots: BTreeMap<String, String>,
    #[serde(default)]
    requirements: BTreeMap<String, String>,
}

/// A ruleset's texts in one language other than the file's own.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Translation {
    /// The ruleset's name.
    pub name: Option<String>,
    /// Who translated, and whether it is reviewed (shown with the rules).
    pub note: Option<String>,
    /// Item kinds' names by kind id.
    pub kinds: BTreeMap<String, String>,
    /// Measures' names by measure id.
    pub measures: BTreeMap<String, String>,
    /// Attestation questions by flag id.
    pub flags: BTreeMap<String, String>,
    /// Parts' names by part id.
    pub parts: BTreeMap<String, String>,
    /// Materials' names by part id, then material id.
    pub materials: BTreeMap<String, BTreeMap<String, String>>,
    /// Materials' referral reasons by part id, then material id.
    pub refer: BTreeMap<String, BTreeMap<String, String>>,
    /// Length categories' names by category set id, then category id.
    pub categories: BTreeMap<String, BTreeMap<String, String>>,
    /// Rules' texts by rule id.
    pub rules: BTreeMap<String, String>,
    /// The dual-wield rule's text.
    pub dual_wield: Option<String>,
    /// Clauses by their text in the file's language.
    pub clauses: BTreeMap<String, String>,
    /// The `[armour]` section's sentence.
    pub armour: Option<String>,
    /// The armour safety attestation's question.
    pub safety: Option<String>,
    /// When awarded armour is restored.
    pub restore: Option<String>,
    /// Armour materials' names by id.
    pub armour_materials: BTreeMap<String, String>,
    /// Armour slots' names by id.
    pub slots: BTreeMap<String, String>,
    /// Armour requirements' texts by id.
    pub requirements: BTreeMap<String, String>,
}

/// Validates the `[translations]` tables against the compiled ruleset.
pub(super) fn compile(
    source: &SourceFile<'_>,
    raw: BTreeMap<String, toml::Spanned<RawTranslation>>,
    ruleset: &Ruleset,
) -> Result<BTreeMap<String, Translation>, InputError> {
    let mut out = BTreeMap::new();
    for (lang, table) in raw {
        let span = table.span();
        let t = table.into_inner();
        let check = Checker {
            source,
            span: span.clone(),
            lang: &lang,
        };
        if !is_language_tag(&lang) || lang == ruleset.meta.language {
            return Err(source.error(
                span,
                format!("translations.{lang}"),
                Some(lang.clone()),
                crate::said!(
                    "inp-translation-language",
                    "a translation is keyed by a language tag (`et`, `fi`) other than the file's own language `{language}`",
                    language = &ruleset.meta.language
                ),
            ));
        }
        check.keys("kinds", &t.kinds, |id| ruleset.kinds.contains_key(id))?;
        check.keys("measures", &t.measures, |id| {
            ruleset.measures.contains_key(id)
        })?;
        check.keys("flags", &t.flags, |id| ruleset.flags.contains_key(id))?;
        check.keys("parts", &t.parts, |id| ruleset.parts.contains_key(id))?;
        for (table, nested) in [("materials", &t.materials), ("refer", &t.refer)] {
            for (part_id, names) in nested {
                let part = ruleset.parts.get(part_id);
                check.keys(&format!("{table}.{part_id}"), names, |id| {
                    part.and_then(|p| p.materials.iter().find(|m| m.id == id))
                        .is_some_and(|m| table == "materials" || m.refer.is_some())
                })?;
            }
        }
        for (set_id, names) in &t.categories {
            let set = ruleset.category_sets.get(set_id);
            check.keys(&format!("categories.{set_id}"), names, |id| {
                set.is_some_and(|s| s.entries.iter().any(|c| c.id == id))
            })?;
        }
        check.keys("rules", &t.rules, |id| {
            ruleset.rules.iter().any(|r| r.id == id)
        })?;
        if t.dual_wield.is_some() && ruleset.dual_wield.is_none() {
            return Err(check.error(
                "dual_wield",
                None,
                crate::said!(
                    "inp-translation-no-dual-wield",
                    "the ruleset has no dual-wield rule"
                ),
            ));
        }
        let cited = cited_clauses(ruleset);
        check.keys("clauses", &t.clauses, |clause| cited.contains(clause))?;
        let armour = ruleset.armour.as_ref();
        let points = armour.and_then(|a| match &a.method {
            Method::Points(points) => Some(points),
            Method::Classes(_) => None,
        });
        check.keys("armour_materials", &t.armour_materials, |id| {
            armour.is_some_and(|a| a.materials.iter().any(|m| m.id == id))
        })?;
        check.keys("slots", &t.slots, |id| {
            points.is_some_and(|p| p.slot(id).is_some())
        })?;
        check.keys("requirements", &t.requirements, |id| {
            points.is_some_and(|p| p.requirements.iter().any(|r| r.id == id))
        })?;
        if t.armour.is_some() && armour.is_none() {
            return Err(check.error(
                "armour",
                None,
                crate::said!(
                    "inp-translation-no-armour",
                    "the ruleset has no [armour] section"
                ),
            ));
        }
        if t.safety.is_some() && armour.and_then(|a| a.safety.as_ref()).is_none() {
            return Err(check.error(
                "safety",
                None,
                crate::said!(
                    "inp-translation-no-safety",
                    "the ruleset's armour has no safety question"
                ),
            ));
        }
        if t.restore.is_some() && armour.and_then(|a| a.restore.as_ref()).is_none() {
            return Err(check.error(
                "restore",
                None,
                crate::said!(
                    "inp-translation-no-restore",
                    "the ruleset's armour says nothing of restoring"
                ),
            ));
        }
        out.insert(
            lang,
            Translation {
                name: t.name,
                note: t.note,
                kinds: t.kinds,
                measures: t.measures,
                flags: t.flags,
                parts: t.parts,
                materials: t.materials,
                refer: t.refer,
                categories: t.categories,
                rules: t.rules,
                dual_wield: t.dual_wield,
                clauses: t.clauses,
                armour: t.armour,
                safety: t.safety,
                restore: t.restore,
                armour_materials: t.armour_materials,
                slots: t.slots,
                requirements: t.requirements,
            },
        );
    }
    Ok(out)
}

struct Checker<'a, 's> {
    source: &'a SourceFile<'s>,
    span: Span<usize>,
    lang: &'a str,
}

impl Checker<'_, '_> {
    fn keys(
        &self,
        table: &str,
        entries: &BTreeMap<String, String>,
        exists: impl Fn(&str) -> bool,
    ) -> Result<(), InputError> {
        for (key, text) in entries {
            if !exists(key) {
                return Err(self.error(
                    table,
                    Some(key),
                    crate::said!(
                        "inp-translation-nothing-to-translate",
                        "the ruleset has nothing by this name to translate"
                    ),
                ));
            }
            if text.trim().is_empty() {
                return Err(self.error(
                    table,
                    Some(key),
                    crate::said!("inp-translation-empty", "a translation is not empty"),
                ));
            }
        }
        Ok(())
    }

    fn error(&self, table: &str, key: Option<&str>, message: (String, Said)) -> InputError {
        self.source.error(
            self.span.clone(),
            format!("translations.{}.{table}", self.lang),
            key.map(str::to_string),
            message,
        )
    }
}

/// Every clause the rules, parts, category sets and the armour section cite.
fn cited_clauses(ruleset: &Ruleset) -> BTreeSet<&str> {
    let rules = ruleset.rules.iter().map(|r| r.clause.as_str());
    let parts = ruleset.parts.values().map(|p| p.clause.as_str());
    let sets = ruleset.category_sets.values().map(|s| s.clause.as_str());
    let dual = ruleset.dual_wield.iter().map(|d| d.clause.as_str());
    let mut cited: BTreeSet<&str> = rules.chain(parts).chain(sets).chain(dual).collect();
    if let Some(armour) = &ruleset.armour {
        cited.insert(&armour.clause);
        cited.extend(armour.safety.iter().map(|s| s.clause.as_str()));
        if let Method::Points(points) = &armour.method {
            cited.insert(&points.body_clause);
            cited.extend(points.requirements.iter().map(|r| r.clause.as_str()));
            cited.extend(points.tables.iter().map(|t| t.clause.as_str()));
            cited.extend(
                [&points.total, &points.gm]
                    .into_iter()
                    .flatten()
                    .map(|c| c.clause.as_str()),
            );
        }
    }
    cited
}

/// A ruleset's names and sentences in one language. Anything the
/// translation lacks is given in the file's own language.
#[derive(Clone, Copy, Debug)]
pub struct Words<'a> {
    ruleset: &'a Ruleset,
    translation: Option<&'a Translation>,
}

impl Ruleset {
    /// The ruleset's words in `lang` (a language tag such as `et`).
    pub fn words(&self, lang: &str) -> Words<'_> {
        Words {
            ruleset: self,
            translation: self.translations.get(lang),
        }
    }
}

impl<'a> Words<'a> {
    fn pick(
        &self,
        table: impl Fn(&'a Translation) -> &'a BTreeMap<String, String>,
        key: &str,
    ) -> Option<&'a str> {
        self.translation
            .and_then(|t| table(t).get(key))
            .map(String::as_str)
    }

    fn nested(
        &self,
        table: impl Fn(&'a Translation) -> &'a BTreeMap<String, BTreeMap<String, String>>,
        outer: &str,
        inner: &str,
    ) -> Option<&'a str> {
        self.translation
            .and_then(|t| table(t).get(outer))
            .and_then(|m| m.get(inner))
            .map(String::as_str)
    }

    /// The ruleset these are the words of.
    pub fn ruleset(&self) -> &'a Ruleset {
        self.ruleset
    }

    /// Whether the ruleset has a translation into this language.
    pub fn translated(&self) -> bool {
        self.translation.is_some()
    }

    /// The translation's note (who made it, whether it is reviewed).
    pub fn note(&self) -> Option<&'a str> {
        self.translation.and_then(|t| t.note.as_deref())
    }

    /// The ruleset's name.
    pub fn name(&self) -> &'a str {
        self.translation
            .and_then(|t| t.name.as_deref())
            .unwrap_or(&self.ruleset.meta.name)
    }

    /// An item kind's name (its id when the ruleset has no such kind).
    pub fn kind<'k>(&self, id: &'k str) -> &'k str
    where
        'a: 'k,
    {
        let own = self.ruleset.kinds.get(id).map(|k| k.name.as_str());
        self.pick(|t| &t.kinds, id).or(own).unwrap_or(id)
    }

    /// A measure's name.
    pub fn measure<'k>(&self, id: &'k str) -> &'k str
    where
        'a: 'k,
    {
        let own = self.ruleset.measures.get(id).map(|m| m.name.as_str());
        self.pick(|t| &t.measures, id).or(own).unwrap_or(id)
    }

    /// An attestation flag's question.
    pub fn flag<'k>(&self, id: &'k str) -> &'k str
    where
        'a: 'k,
    {
        let own = self.ruleset.flags.get(id).map(String::as_str);
        self.pick(|t| &t.flags, id).or(own).unwrap_or(id)
    }

    /// A part's name.
    pub fn part<'k>(&self, id: &'k str) -> &'k str
    where
        'a: 'k,
    {
        let own = self.ruleset.parts.get(id).map(|p| p.name.as_str());
        self.pick(|t| &t.parts, id).or(own).unwrap_or(id)
    }

    /// A material's name.
    pub fn material<'k>(&self, part: &str, id: &'k str) -> &'k str
    where
        'a: 'k,
    {
        let own = self.own_material(part, id).map(|m| m.name.as_str());
        self.nested(|t| &t.materials, part, id)
            .or(own)
            .unwrap_or(id)
    }

    /// Why a material sends the item to the game master, when it does.
    pub fn refer(&self, part: &str, id: &str) -> Option<&'a str> {
        let own = self.own_material(part, id)?.refer.as_deref();
        self.nested(|t| &t.refer, part, id).or(own)
    }

    fn own_material(&self, part: &str, id: &str) -> Option<&'a super::model::Material> {
        let part = self.ruleset.parts.get(part)?;
        part.materials.iter().find(|m| m.id == id)
    }

    /// A length category's name.
    pub fn category<'k>(&self, set: &str, id: &'k str) -> &'k str
    where
        'a: 'k,
    {
        let own = self
            .ruleset
            .category_sets
            .get(set)
            .and_then(|s| s.entries.iter().find(|c| c.id == id))
            .map(|c| c.name.as_str());
        self.nested(|t| &t.categories, set, id)
            .or(own)
            .unwrap_or(id)
    }

    /// A length category's name by its id alone, from the first set that
    /// has it (dual-wield pairs name categories so).
    pub fn any_category<'k>(&self, id: &'k str) -> &'k str
    where
        'a: 'k,
    {
        let set = self
            .ruleset
            .category_sets
            .iter()
            .find(|(_, s)| s.entries.iter().any(|c| c.id == id));
        match set {
            Some((set, _)) => self.category(set, id),
            None => id,
        }
    }

    /// A rule's text (the dual-wield rule's too).
    pub fn rule<'k>(&self, id: &'k str) -> &'k str
    where
        'a: 'k,
    {
        if let Some(dual) = self.ruleset.dual_wield.as_ref().filter(|d| d.id == id) {
            return self
                .translation
                .and_then(|t| t.dual_wield.as_deref())
                .unwrap_or(&dual.text);
        }
        let own = self
            .ruleset
            .rules
            .iter()
            .find(|r| r.id == id)
            .map(|r| r.text.as_str());
        self.pick(|t| &t.rules, id).or(own).unwrap_or(id)
    }

    /// The armour section's sentence.
    pub fn armour_text(&self) -> Option<&'a str> {
        let own = self.ruleset.armour.as_ref()?;
        Some(
            self.translation
                .and_then(|t| t.armour.as_deref())
                .unwrap_or(&own.text),
        )
    }

    /// The armour safety attestation's question.
    pub fn safety(&self) -> Option<&'a str> {
        let own = self.ruleset.armour.as_ref()?.safety.as_ref()?;
        Some(
            self.translation
                .and_then(|t| t.safety.as_deref())
                .unwrap_or(&own.text),
        )
    }

    /// When awarded armour is restored.
    pub fn restore(&self) -> Option<&'a str> {
        let own = self.ruleset.armour.as_ref()?.restore.as_ref()?;
        Some(
            self.translation
                .and_then(|t| t.restore.as_deref())
                .unwrap_or(own),
        )
    }

    /// An armour material's name (its id when the ruleset has no such material).
    pub fn armour_material<'k>(&self, id: &'k str) -> &'k str
    where
        'a: 'k,
    {
        let armour = self.ruleset.armour.as_ref();
        let own = armour
            .and_then(|a| a.materials.iter().find(|m| m.id == id))
            .map(|m| m.name.as_str());
        self.pick(|t| &t.armour_materials, id).or(own).unwrap_or(id)
    }

    /// An armour slot's name.
    pub fn slot<'k>(&self, id: &'k str) -> &'k str
    where
        'a: 'k,
    {
        let own = self
            .points()
            .and_then(|p| p.slot(id))
            .map(|s| s.name.as_str());
        self.pick(|t| &t.slots, id).or(own).unwrap_or(id)
    }

    /// An armour requirement's text.
    pub fn requirement<'k>(&self, id: &'k str) -> &'k str
    where
        'a: 'k,
    {
        let own = self
            .points()
            .and_then(|p| p.requirements.iter().find(|r| r.id == id))
            .map(|r| r.text.as_str());
        self.pick(|t| &t.requirements, id).or(own).unwrap_or(id)
    }

    fn points(&self) -> Option<&'a PointsRules> {
        match &self.ruleset.armour.as_ref()?.method {
            Method::Points(points) => Some(points),
            Method::Classes(_) => None,
        }
    }

    /// A clause, translated when the translation has it.
    pub fn clause<'k>(&self, clause: &'k str) -> &'k str
    where
        'a: 'k,
    {
        self.pick(|t| &t.clauses, clause).unwrap_or(clause)
    }

    /// What the translation lacks of what the weapon check and the armour
    /// award show: keys such as `kinds.melee` or `slots.torso`, empty when it
    /// is complete.
    pub fn missing(&self) -> Vec<String> {
        let Some(t) = self.translation else {
            return vec!["(no translation)".to_string()];
        };
        let r = self.ruleset;
        let mut missing = Vec::new();
        let mut want = |present: bool, key: String| {
            if !present {
                missing.push(key);
            }
        };
        want(t.name.is_some(), "name".into());
        for id in r.kinds.keys() {
            want(t.kinds.contains_key(id), format!("kinds.{id}"));
        }
        for id in r.measures.keys() {
            want(t.measures.contains_key(id), format!("measures.{id}"));
        }
        for id in r.flags.keys() {
            want(t.flags.contains_key(id), format!("flags.{id}"));
        }
        for (id, part) in &r.parts {
            want(t.parts.contains_key(id), format!("parts.{id}"));
            for m in &part.materials {
                let has = |table: &BTreeMap<String, BTreeMap<String, String>>| {
                    table.get(id).is_some_and(|n| n.contains_key(&m.id))
                };
                want(has(&t.materials), format!("materials.{id}.{}", m.id));
                if m.refer.is_some() {
                    want(has(&t.refer), format!("refer.{id}.{}", m.id));
                }
            }
        }
        for (id, set) in &r.category_sets {
            for c in &set.entries {
                let has = t.categories.get(id).is_some_and(|n| n.contains_key(&c.id));
                want(has, format!("categories.{id}.{}", c.id));
            }
        }
        for rule in &r.rules {
            want(t.rules.contains_key(&rule.id), format!("rules.{}", rule.id));
        }
        if r.dual_wield.is_some() {
            want(t.dual_wield.is_some(), "dual_wield".into());
        }
        for clause in cited_clauses(r) {
            want(t.clauses.contains_key(clause), format!("clauses.{clause}"));
        }
        if let Some(armour) = &r.armour {
            want(t.armour.is_some(), "armour".into());
            if armour.safety.is_some() {
                want(t.safety.is_some(), "safety".into());
            }
            if armour.restore.is_some() {
                want(t.restore.is_some(), "restore".into());
            }
            for m in &armour.materials {
                want(
                    t.armour_materials.contains_key(&m.id),
                    format!("armour_materials.{}", m.id),
                );
            }
            if let Method::Points(points) = &armour.method {
                for s in &points.slots {
                    want(t.slots.contains_key(&s.id), format!("slots.{}", s.id));
                }
                for q in &points.requirements {
                    want(
                        t.requirements.contains_key(&q.id),
                        format!("requirements.{}", q.id),
                    );
                }
            }
        }
        missing
    }
}

#[cfg(test)]
mod tests {
    use crate::Ruleset;
    use crate::shipped;

    const MINI: &str = r#"
[ruleset]
id = "mini"
name = "Mini"
version = "1"
source = "test"

[kinds.sword]
name = "Sword"

[measures]
weight = { name = "weight", dimension = "mass", show = "g" }

[[rule]]
id = "sword.weight"
clause = "Clause 1"
text = "A sword is light."
kinds = ["sword"]
check = "at-most"
measure = "weight"
limit = "900 g"
"#;

    fn with(translation: &str) -> Result<Ruleset, crate::source::InputError> {
        Ruleset::parse("mini.toml", &format!("{MINI}\n{translation}"))
    }

    #[test]
    fn the_shipped_estonian_covers_every_name_and_sentence_of_the_weapon_check() {
        let rs = shipped::load("ancalagon-2011").unwrap();
        let et = rs.words("et");
        assert!(et.translated());
        assert_eq!(et.missing(), Vec::<String>::new());
        assert_eq!(et.kind("melee"), "Lähivõitlusrelv");
        assert_eq!(et.material("core", "pvc"), "PVC-toru");
        assert_eq!(et.category("weapon-length", "two-handed"), "kahekäerelv");
        assert!(et.rule("dual-wield").starts_with("Kaks ühekäerelva"));
        assert!(
            et.clause("Appendix 1 > Requirements on weight")
                .starts_with("Lisa 1")
        );
        assert_eq!(et.slot("hands"), "labakäed");
        assert_eq!(et.armour_material("chain"), "rõngasturvis");
        assert!(
            et.requirement("armour.minimum.mail.wire")
                .starts_with("Rõngasturvise traat")
        );
        assert!(et.safety().is_some_and(|q| q.starts_with("tükk on ohutu")));
        // Five Oaths has no translation: its own words.
        let five = shipped::load("five-oaths").unwrap();
        let own = five.armour.as_ref().map(|a| a.text.as_str());
        assert_eq!(five.words("et").armour_text(), own);
    }

    #[test]
    fn a_language_without_a_translation_falls_back_to_the_files_own_words() {
        let rs = with("[translations.et]\nkinds = { sword = \"Mõõk\" }").unwrap();
        let fi = rs.words("fi");
        assert!(!fi.translated());
        assert_eq!(fi.kind("sword"), "Sword");
        let et = rs.words("et");
        assert_eq!(et.kind("sword"), "Mõõk");
        // What the translation lacks is English, and listed as missing.
        assert_eq!(et.rule("sword.weight"), "A sword is light.");
        assert_eq!(et.measure("weight"), "weight");
        assert!(et.missing().contains(&"rules.sword.weight".to_string()));
        assert!(et.missing().contains(&"clauses.Clause 1".to_string()));
        // An unknown id is given back as it is.
        assert_eq!(et.kind("axe"), "axe");
    }

    #[test]
    fn keys_naming_nothing_in_the_ruleset_are_refused_with_the_key() {
        let cases = [
            (
                "kinds = { swrd = \"Mõõk\" }",
                "translations.et.kinds",
                "swrd",
            ),
            (
                "rules = { \"sword.wieght\" = \"x\" }",
                "translations.et.rules",
                "sword.wieght",
            ),
            (
                "clauses = { \"Clause 2\" = \"x\" }",
                "translations.et.clauses",
                "Clause 2",
            ),
            (
                "materials.core = { pvc = \"x\" }",
                "translations.et.materials.core",
                "pvc",
            ),
            ("dual_wield = \"x\"", "translations.et.dual_wield", ""),
            (
                "slots = { torso = \"x\" }",
                "translations.et.slots",
                "torso",
            ),
            ("armour = \"x\"", "translations.et.armour", ""),
            (
                "kinds = { sword = \" \" }",
                "translations.et.kinds",
                "sword",
            ),
        ];
        for (body, key, value) in cases {
            let err = with(&format!("[translations.et]\n{body}")).unwrap_err();
            assert_eq!(err.key.as_deref(), Some(key), "{body}: {err}");
            assert_eq!(
                err.value.as_deref().unwrap_or_default(),
                value,
                "{body}: {err}"
            );
            assert!(err.location.line.is_some(), "{err}");
        }
        // The file's own language, a tag that is not one, and an unknown table.
        for body in [
            "[translations.en]\nname = \"x\"",
            "[translations.EST]\nname = \"x\"",
        ] {
            let err = with(body).unwrap_err();
            assert!(err.message.contains("language tag"), "{err}");
        }
        let err = with("[translations.et]\nweapons = { sword = \"x\" }").unwrap_err();
        assert!(err.message.contains("unknown field `weapons`"), "{err}");
    }
}
