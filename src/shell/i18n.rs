//! The window's words in the class's language: English, Greek or Spanish.
//!
//! Every word the window shows is a message in a Project Fluent catalogue, one file a language
//! (`assets/i18n/en.ftl`, `el.ftl`, `es.ftl`), embedded in the build. [`tr`] gives a message by its
//! id, [`tr_args`] one with its variables (`{ $nodes }`); Fluent chooses the plural form by the
//! language's own rules ("1 node", "2 nodes"), and numbers are written with the language's
//! thousands separator (English 1,234,567; Greek and Spanish 1.234.567) and decimal sign.
//!
//! The language is the thread's: the window sets it from its settings at every frame
//! ([`set_language`]), so a switch takes effect at once, and tests on other threads keep theirs.
//! A thread that never sets one speaks English. A message missing from a catalogue falls back
//! to English, and one missing from English too is shown as its id (never a panic);
//! `tests/i18n.rs` holds that every catalogue has every message, with the same variables.

use std::cell::Cell;

use crate::engine::said::{Said, SaidArg};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

/// A value given to a message's variable: a number (plural forms and separators follow the
/// language) or a text (a SAN move, a file's name), put in as it is.
pub type Arg<'a> = FluentValue<'a>;

/// A language the window speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Language {
    /// English, the default and the fallback of every missing message.
    #[default]
    #[serde(rename = "en")]
    English,
    /// Greek (Ελληνικά).
    #[serde(rename = "el")]
    Greek,
    /// Spanish (Español).
    #[serde(rename = "es")]
    Spanish,
}

impl Language {
    /// Every language, in the order Settings lists them.
    pub const ALL: [Language; 3] = [Language::English, Language::Greek, Language::Spanish];

    /// The language's name in itself, as a person who speaks it looks for it in a list.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Greek => "Ελληνικά",
            Language::Spanish => "Español",
        }
    }

    /// The language's two-letter code (ISO 639-1), as the catalogues' file names use it.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Greek => "el",
            Language::Spanish => "es",
        }
    }

    /// The catalogue's text, embedded in the build.
    pub fn catalogue(self) -> &'static str {
        match self {
            Language::English => include_str!("../../assets/i18n/en.ftl"),
            Language::Greek => include_str!("../../assets/i18n/el.ftl"),
            Language::Spanish => include_str!("../../assets/i18n/es.ftl"),
        }
    }

    /// Returns the language a locale names ("el-GR", "es_ES.UTF-8", "en"), if it is one of
    /// these; the region and encoding do not matter.
    pub fn from_locale(locale: &str) -> Option<Language> {
        let primary = locale
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Language::ALL
            .into_iter()
            .find(|language| language.code() == primary)
    }

    /// The system's language when it is one of these (on a page, the browser's), else English:
    /// what the window speaks on its first start.
    pub fn of_system() -> Language {
        sys_locale::get_locale()
            .as_deref()
            .and_then(Language::from_locale)
            .unwrap_or_default()
    }

    /// The character that groups a number's digits by thousands.
    fn thousands_separator(self) -> char {
        match self {
            Language::English => ',',
            Language::Greek | Language::Spanish => '.',
        }
    }

    /// The character between a number's whole part and its fraction.
    fn decimal_sign(self) -> char {
        match self {
            Language::English => '.',
            Language::Greek | Language::Spanish => ',',
        }
    }
}

thread_local! {
    /// The language this thread's window speaks.
    static CURRENT: Cell<Language> = const { Cell::new(Language::English) };
    /// The three catalogues, read once a thread, on the first message it asks for.
    static BUNDLES: Catalogues = Catalogues::read();
}

/// Makes this thread speak `language` from the next message on.
pub fn set_language(language: Language) {
    CURRENT.with(|current| current.set(language));
}

/// The language this thread speaks.
pub fn language() -> Language {
    CURRENT.with(Cell::get)
}

/// Returns the message `id` in the thread's language (its id when no catalogue has it).
pub fn tr(id: &str) -> String {
    tr_args(id, &[])
}

/// Returns the message `id` with its variables set: `tr_args("nodes", &[("count", 3.into())])`.
pub fn tr_args(id: &str, args: &[(&str, Arg<'_>)]) -> String {
    let language = language();
    BUNDLES.with(|catalogues| {
        catalogues
            .format(language, id, args)
            .or_else(|| catalogues.format(Language::English, id, args))
            .unwrap_or_else(|| id.to_owned())
    })
}

/// Writes a sentence the engine said ([`Said`]) in the thread's language: its variables first
/// (a sentence inside it written the same way), then the message.
pub fn said(said: &Said) -> String {
    let values: Vec<(&str, Arg<'_>)> = said
        .args
        .iter()
        .map(|(name, arg)| {
            let value = match arg {
                SaidArg::Text(text) => Arg::from(text.as_str()),
                SaidArg::Count(count) => Arg::from(*count),
                SaidArg::Said(inner) => Arg::from(self::said(inner)),
            };
            (*name, value)
        })
        .collect();
    tr_args(said.id, &values)
}

/// Writes a whole number as the thread's language does: 1,234,567 in English, 1.234.567 in
/// Greek and Spanish.
pub fn number(value: u64) -> String {
    grouped(&value.to_string(), language())
}

/// Writes `value` with `decimals` digits after the decimal sign, as the thread's language does
/// (English 1,234.5; Greek and Spanish 1.234,5).
pub fn decimal(value: f64, decimals: usize) -> String {
    written(&format!("{value:.decimals$}"), language())
}

/// A number as Rust writes it ("-1234567.25") in `language`'s way ("-1.234.567,25").
fn written(plain: &str, language: Language) -> String {
    let (whole, fraction) = match plain.split_once('.') {
        Some((whole, fraction)) => (whole, Some(fraction)),
        None => (plain, None),
    };
    let mut text = grouped(whole, language);
    if let Some(fraction) = fraction {
        text.push(language.decimal_sign());
        text.push_str(fraction);
    }
    text
}

/// Digits (after an optional minus sign) grouped in threes from the right.
fn grouped(whole: &str, language: Language) -> String {
    let (sign, digits) = match whole.strip_prefix('-') {
        Some(digits) => ("-", digits),
        None => ("", whole),
    };
    let count = digits.chars().count();
    let mut text = String::from(sign);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (count - index) % 3 == 0 {
            text.push(language.thousands_separator());
        }
        text.push(digit);
    }
    text
}

/// Fluent's number formatting, in English's way.
fn format_english<M>(value: &FluentValue<'_>, _: &M) -> Option<String> {
    format_number(value, Language::English)
}

/// Fluent's number formatting, in Greek's and Spanish's way.
fn format_continental<M>(value: &FluentValue<'_>, _: &M) -> Option<String> {
    format_number(value, Language::Spanish)
}

fn format_number(value: &FluentValue<'_>, language: Language) -> Option<String> {
    match value {
        FluentValue::Number(number) => Some(written(&number.as_string(), language)),
        _ => None,
    }
}

/// The bundles of the three languages.
struct Catalogues {
    bundles: Vec<(Language, FluentBundle<FluentResource>)>,
}

impl Catalogues {
    fn read() -> Catalogues {
        let bundles = Language::ALL
            .into_iter()
            .map(|language| (language, bundle(language)))
            .collect();
        Catalogues { bundles }
    }

    fn format(&self, language: Language, id: &str, args: &[(&str, Arg<'_>)]) -> Option<String> {
        let (_, bundle) = self.bundles.iter().find(|(of, _)| *of == language)?;
        let pattern = bundle.get_message(id)?.value()?;
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
        // A variable the caller did not give shows as its name; the catalogue test keeps that
        // from happening, so the text is still the best there is.
        Some(text.into_owned())
    }
}

/// The bundle of `language`'s catalogue. A catalogue with a mistake still gives the messages
/// Fluent could read (`tests/i18n.rs` holds that none has one).
fn bundle(language: Language) -> FluentBundle<FluentResource> {
    let resource =
        FluentResource::try_new(language.catalogue().to_owned()).unwrap_or_else(|(partial, _errors)| partial);
    let identifier: unic_langid::LanguageIdentifier = language.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new(vec![identifier]);
    // Unicode isolation marks around variables would show as boxes in egui's fonts.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(match language {
        Language::English => format_english,
        Language::Greek | Language::Spanish => format_continental,
    }));
    // A message given twice keeps its first text.
    let _ = bundle.add_resource(resource);
    bundle
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check_number(language: Language, value: u64, expected: &str) {
        set_language(language);
        assert_eq!(number(value), expected);
    }

    #[test]
    fn numbers_are_grouped_as_each_language_writes_them() {
        check_number(Language::English, 1_234_567, "1,234,567");
        check_number(Language::Spanish, 1_234_567, "1.234.567");
        check_number(Language::Greek, 1_234_567, "1.234.567");
        check_number(Language::Greek, 999, "999");
        check_number(Language::English, 1_000, "1,000");
        set_language(Language::Spanish);
        assert_eq!(decimal(-1234.5, 2), "-1.234,50");
        set_language(Language::English);
        assert_eq!(decimal(0.25, 2), "0.25");
    }

    #[test]
    fn locales_name_their_language_whatever_the_region() {
        for (locale, language) in [
            ("el-GR", Some(Language::Greek)),
            ("es_ES.UTF-8", Some(Language::Spanish)),
            ("es-419", Some(Language::Spanish)),
            ("en", Some(Language::English)),
            ("de-DE", None),
            ("", None),
        ] {
            assert_eq!(Language::from_locale(locale), language, "{locale}");
        }
    }

    #[test]
    fn plurals_and_separators_follow_the_language() {
        for (language, one, many) in [
            (Language::English, "1 node", "1,234 nodes"),
            (Language::Greek, "1 κόμβος", "1.234 κόμβοι"),
            (Language::Spanish, "1 nodo", "1.234 nodos"),
        ] {
            set_language(language);
            assert_eq!(tr_args("count-nodes", &[("count", 1.into())]), one);
            assert_eq!(tr_args("count-nodes", &[("count", 1234.into())]), many);
        }
    }

    #[test]
    fn a_missing_message_shows_its_id() {
        set_language(Language::Greek);
        assert_eq!(tr("no-such-message"), "no-such-message");
    }
}
