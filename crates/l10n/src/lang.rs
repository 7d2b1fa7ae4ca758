//! The languages Armoury speaks and how one is chosen.
//!
//! A tag is read loosely, as the places it comes from write it: `et`,
//! `et-EE`, `et_EE.UTF-8` (a POSIX locale), `ET`. The order of choice is
//! [`choose`]: the command line's `--lang`, then `ARMOURY_LANG`, then the
//! station's remembered setting, then the OS's languages in preference
//! order, then English.

use std::fmt;

/// A language Armoury has every text in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Estonian.
    Et,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Et];

    /// The BCP 47 tag (`en`, `et`), as rulesets, settings and HTML write it.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Et => "et",
        }
    }

    /// The language's own name (`English`, `eesti`), for a language menu.
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Et => "eesti",
        }
    }

    /// Reads a tag or locale name: `et`, `et-EE`, `et_EE.UTF-8`, `EN_gb`.
    /// `None` for a language Armoury does not speak (and for `C`/`POSIX`).
    pub fn parse(text: &str) -> Option<Lang> {
        let primary = text
            .trim()
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "et" | "est" => Some(Lang::Et),
            _ => None,
        }
    }

    /// The first language of an HTTP `Accept-Language` header Armoury
    /// speaks, by the header's weights (`et;q=0.9, en;q=0.8` gives
    /// Estonian); `None` when it names none of them.
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        let mut best: Option<(f32, usize, Lang)> = None;
        for (position, entry) in header.split(',').enumerate().take(32) {
            let mut parts = entry.split(';');
            let Some(lang) = parts.next().and_then(Lang::parse) else {
                continue;
            };
            let weight = parts
                .filter_map(|p| p.trim().strip_prefix("q="))
                .filter_map(|q| q.trim().parse::<f32>().ok())
                .next()
                .unwrap_or(1.0);
            if !(weight > 0.0 && weight <= 1.0) {
                continue;
            }
            // Higher weight wins; at equal weight, the earlier entry.
            let better = best.is_none_or(|(w, p, _)| weight > w || (weight == w && position < p));
            if better {
                best = Some((weight, position, lang));
            }
        }
        best.map(|(_, _, lang)| lang)
    }

    /// The first of the OS's preferred languages Armoury speaks (Windows:
    /// the user's display languages; Linux: `LC_ALL`, `LC_MESSAGES`,
    /// `LANG`).
    /// The C (POSIX) locale, first or after languages Armoury lacks, means
    /// English.
    pub fn from_os() -> Option<Lang> {
        for locale in sys_locale::get_locales() {
            if let Some(lang) = Lang::parse(&locale) {
                return Some(lang);
            }
            let primary = locale.split(['-', '_', '.']).next().unwrap_or_default();
            if primary.eq_ignore_ascii_case("c") || primary.eq_ignore_ascii_case("posix") {
                return None;
            }
        }
        None
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

/// Where the language in use came from, for `--help` and Settings to say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// `--lang`.
    Flag,
    /// `ARMOURY_LANG`.
    Environment,
    /// The station's remembered setting.
    Setting,
    /// The OS's language.
    Os,
    /// None of them named a language Armoury speaks.
    Default,
}

/// Chooses the language: the first of `flag`, `environment` (the value of
/// `ARMOURY_LANG`) and `setting` that names a language Armoury speaks, else
/// the OS's, else English. A value naming another language is passed over.
pub fn choose(
    flag: Option<&str>,
    environment: Option<&str>,
    setting: Option<&str>,
) -> (Lang, Source) {
    let given = [
        (flag, Source::Flag),
        (environment, Source::Environment),
        (setting, Source::Setting),
    ];
    given
        .into_iter()
        .find_map(|(value, source)| Some((Lang::parse(value?)?, source)))
        .or_else(|| Lang::from_os().map(|l| (l, Source::Os)))
        .unwrap_or((Lang::En, Source::Default))
}

/// [`choose`] with `ARMOURY_LANG` read from the environment.
pub fn choose_from_env(flag: Option<&str>, setting: Option<&str>) -> Lang {
    let environment = std::env::var("ARMOURY_LANG").ok();
    choose(flag, environment.as_deref(), setting).0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_and_locale_names_are_read_loosely() {
        for text in ["et", "ET", "et-EE", "et_EE.UTF-8", "et_EE@euro", " est "] {
            assert_eq!(Lang::parse(text), Some(Lang::Et), "{text}");
        }
        for text in ["en", "en-GB", "en_US.UTF-8"] {
            assert_eq!(Lang::parse(text), Some(Lang::En), "{text}");
        }
        for text in ["", "C", "POSIX", "fi_FI.UTF-8", "e", "eten"] {
            assert_eq!(Lang::parse(text), None, "{text}");
        }
    }

    #[test]
    fn accept_language_is_read_by_weight_then_order() {
        let cases = [
            ("et", Some(Lang::Et)),
            ("et-EE,et;q=0.9,en-US;q=0.8,en;q=0.7", Some(Lang::Et)),
            ("en;q=0.5, et;q=0.9", Some(Lang::Et)),
            ("fi, et;q=0.3, en;q=0.2", Some(Lang::Et)),
            ("en-GB, et", Some(Lang::En)),
            ("et;q=0, en;q=0.1", Some(Lang::En)),
            ("fi, de", None),
            ("", None),
            ("et;q=abc", Some(Lang::Et)),
            ("et;q=7", None),
        ];
        for (header, want) in cases {
            assert_eq!(Lang::from_accept_language(header), want, "{header}");
        }
    }

    #[test]
    fn the_flag_beats_the_environment_beats_the_setting() {
        assert_eq!(
            choose(Some("et"), Some("en"), Some("en")),
            (Lang::Et, Source::Flag)
        );
        assert_eq!(
            choose(None, Some("et_EE.UTF-8"), Some("en")),
            (Lang::Et, Source::Environment)
        );
        assert_eq!(choose(None, None, Some("et")), (Lang::Et, Source::Setting));
        // A language Armoury does not speak is passed over.
        assert_eq!(
            choose(Some("fi"), None, Some("et")),
            (Lang::Et, Source::Setting)
        );
    }
}
