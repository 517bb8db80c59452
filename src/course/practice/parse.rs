//! Reading what a student types into a value or window box.
//!
//! Students type numbers in many ways: `3`, `-2`, `−2` (the minus sign the window shows),
//! `≤2` copied from a cut-off node, `+∞` for an open window. These functions accept all of
//! them, never panic, and answer anything else with one short sentence of the window's catalogue
//! saying what was expected (the window writes it in the class's language).

use crate::engine::abstract_tree::LEAF_VALUES;
use crate::engine::said::Said;

/// The most characters of a student's text repeated in an error message: enough to recognise
/// it, short enough that pasted junk does not flood the window.
const ECHO_CHARS: usize = 12;

/// Reads a value a student typed: `"3"`, `"-2"`, `"−2"`, `"+4"`; empty (or only spaces) gives
/// `None`. A bound as the window shows it (`"≤2"`, `"<=2"`, `"≥6"`, `">=6"`) reads as its number,
/// because a node alpha-beta cut off is worth that number as far as the search knows.
///
/// ```
/// use klados::course::practice::parse_value;
/// assert_eq!(parse_value(" −2 "), Ok(Some(-2)));
/// assert_eq!(parse_value("≥6"), Ok(Some(6)));
/// assert_eq!(parse_value(""), Ok(None));
/// assert!(parse_value("x").is_err());
/// ```
pub fn parse_value(text: &str) -> Result<Option<i32>, Said> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Ok(None);
    }
    let number = ["≤", "<=", "≥", ">="]
        .iter()
        .find_map(|mark| trimmed.strip_prefix(mark))
        .unwrap_or(trimmed);
    match signed_number(number) {
        Some(value) => Ok(Some(value)),
        None => Err(Said::new("practice-typed-not-a-number").text("text", echo(trimmed))),
    }
}

/// Reads an α or β a student typed: a number as [`parse_value`] reads it (without the `≤`/`≥`
/// marks, which mean nothing in a window), or an infinity: `-inf`, `−∞`, `-∞` give `i32::MIN`;
/// `inf`, `+inf`, `∞`, `+∞` give `i32::MAX` (any case). Empty gives `None`.
///
/// ```
/// use klados::course::practice::parse_bound;
/// assert_eq!(parse_bound("−∞"), Ok(Some(i32::MIN)));
/// assert_eq!(parse_bound("+INF"), Ok(Some(i32::MAX)));
/// assert_eq!(parse_bound("3"), Ok(Some(3)));
/// ```
pub fn parse_bound(text: &str) -> Result<Option<i32>, Said> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Ok(None);
    }
    let (negative, unsigned) = split_sign(trimmed);
    let word = unsigned.trim().to_lowercase();
    if ["inf", "infinity", "∞"].contains(&word.as_str()) {
        return Ok(Some(if negative { i32::MIN } else { i32::MAX }));
    }
    match signed_number(trimmed) {
        Some(value) => Ok(Some(value)),
        None => Err(Said::new("practice-typed-not-a-bound").text("text", echo(trimmed))),
    }
}

/// Splits an optional leading sign (`-`, `−` or `+`) from the rest; true means minus.
fn split_sign(text: &str) -> (bool, &str) {
    if let Some(rest) = text.strip_prefix('-').or_else(|| text.strip_prefix('−')) {
        (true, rest)
    } else {
        (false, text.strip_prefix('+').unwrap_or(text))
    }
}

/// Reads an optionally signed whole number made of ASCII digits, within the values a leaf may
/// have (so it can never overflow); `None` for anything else.
fn signed_number(text: &str) -> Option<i32> {
    let (negative, digits) = split_sign(text.trim());
    let digits = digits.trim_start();
    // Nine digits fit an i32 whatever they are; more cannot be a leaf's value anyway.
    if digits.is_empty() || digits.len() > 9 || !digits.bytes().all(|byte| byte.is_ascii_digit()) {
        return None;
    }
    let magnitude: i32 = digits.parse().ok()?;
    let value = if negative { -magnitude } else { magnitude };
    LEAF_VALUES.contains(&value).then_some(value)
}

/// The start of a student's text, to repeat it in an error message.
fn echo(text: &str) -> String {
    let mut shown: String = text.chars().take(ECHO_CHARS).collect();
    if text.chars().nth(ECHO_CHARS).is_some() {
        shown.push('…');
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_read_in_every_spelling() {
        let cases: &[(&str, Option<i32>)] = &[
            ("3", Some(3)),
            ("  12\t", Some(12)),
            ("-2", Some(-2)),
            ("−2", Some(-2)),
            ("- 2", Some(-2)),
            ("+4", Some(4)),
            ("0", Some(0)),
            ("≤2", Some(2)),
            ("<=2", Some(2)),
            ("≥6", Some(6)),
            (">=-6", Some(-6)),
            ("", None),
            ("   ", None),
        ];
        for &(text, expected) in cases {
            assert_eq!(parse_value(text), Ok(expected), "{text:?}");
        }
    }

    #[test]
    fn nasty_values_are_one_line_errors() {
        for text in [
            "x",
            "--2",
            "+-2",
            "2-",
            "3.5",
            "1e3",
            "∞",
            "-inf",
            "99999999999999999999",
            "30000",
            "≤",
            "≤≥2",
            "\u{0}",
            "٣",
            "2 3",
            "🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂",
        ] {
            let Err(message) = parse_value(text) else {
                panic!("{text:?} should not read as a value");
            };
            assert_eq!(message.id, "practice-typed-not-a-number", "{message:?}");
        }
        assert_eq!(
            parse_value(" x "),
            Err(Said::new("practice-typed-not-a-number").text("text", "x"))
        );
    }

    #[test]
    fn bounds_read_numbers_and_infinities() {
        let cases: &[(&str, Option<i32>)] = &[
            ("3", Some(3)),
            ("−7", Some(-7)),
            ("-inf", Some(i32::MIN)),
            ("−∞", Some(i32::MIN)),
            ("-∞", Some(i32::MIN)),
            ("-INF", Some(i32::MIN)),
            ("inf", Some(i32::MAX)),
            ("+inf", Some(i32::MAX)),
            ("∞", Some(i32::MAX)),
            ("+∞", Some(i32::MAX)),
            (" Infinity ", Some(i32::MAX)),
            ("", None),
        ];
        for &(text, expected) in cases {
            assert_eq!(parse_bound(text), Ok(expected), "{text:?}");
        }
        for text in ["≤2", "infinite", "--inf", "∞∞", "x", "+-∞"] {
            let Err(message) = parse_bound(text) else {
                panic!("{text:?} should not read as a bound");
            };
            assert_eq!(message.id, "practice-typed-not-a-bound", "{message:?}");
        }
    }
}
