//! What serde_json says of a text that is not the JSON a file must be, as a sentence of the
//! window's catalogue: its commonest words ("expected value", "missing field `steps`") in the
//! class's language, with the field names and the values it quotes as the file writes them.
//! Anything rarer is shown as serde_json words it. The command line keeps serde_json's English;
//! the catalogue's English says exactly the same (`tests/i18n.rs` holds that it does).

use crate::engine::said::Said;

/// serde_json's messages without variables, each with its sentence's id.
const FIXED: [(&str, &str); 16] = [
    ("EOF while parsing a value", "json-eof-value"),
    ("EOF while parsing an object", "json-eof-object"),
    ("EOF while parsing a list", "json-eof-list"),
    ("EOF while parsing a string", "json-eof-string"),
    ("expected value", "json-expected-value"),
    ("expected `,` or `}`", "json-expected-comma-or-brace"),
    ("expected `,` or `]`", "json-expected-comma-or-bracket"),
    ("expected `:`", "json-expected-colon"),
    ("expected ident", "json-expected-ident"),
    ("key must be a string", "json-key-must-be-string"),
    ("trailing comma", "json-trailing-comma"),
    ("trailing characters", "json-trailing-characters"),
    ("invalid number", "json-invalid-number"),
    ("number out of range", "json-number-out-of-range"),
    ("invalid escape", "json-invalid-escape"),
    (
        "control character (\\u0000-\\u001F) found while parsing a string",
        "json-control-character",
    ),
];

/// What a JSON file's reader adds when the text has Python's `Infinity` or `NaN`.
pub const NO_INFINITY: &str = " (JSON has no Infinity or NaN: write every value as a number)";

/// Says serde_json's message `english` (with or without its " at line L column C", and with or
/// without [`NO_INFINITY`] after it) as a sentence of the catalogue.
pub fn json_error_said(english: &str) -> Said {
    if let Some(reason) = english.strip_suffix(NO_INFINITY) {
        return Said::new("json-no-infinity").said("reason", json_error_said(reason));
    }
    if let Some((reason, line, column)) = place_at_end(english) {
        return Said::new("json-at-line")
            .said("reason", reason_said(reason))
            .text("line", line)
            .text("column", column);
    }
    reason_said(english)
}

/// Splits " at line L column C" off the end of a message.
fn place_at_end(english: &str) -> Option<(&str, &str, &str)> {
    let (reason, place) = english.rsplit_once(" at line ")?;
    let (line, column) = place.split_once(" column ")?;
    let digits = |text: &str| !text.is_empty() && text.bytes().all(|byte| byte.is_ascii_digit());
    (digits(line) && digits(column)).then_some((reason, line, column))
}

/// Says serde_json's reason (without its place) as a sentence of the catalogue.
fn reason_said(reason: &str) -> Said {
    if let Some((_, id)) = FIXED.iter().find(|(words, _)| *words == reason) {
        return Said::new(id);
    }
    if let Some(field) = quoted_whole(reason, "missing field `") {
        return Said::new("json-missing-field").text("field", field);
    }
    if let Some(field) = quoted_whole(reason, "duplicate field `") {
        return Said::new("json-duplicate-field").text("field", field);
    }
    for (start, one_of, other) in [
        (
            "unknown field `",
            "json-unknown-field-one-of",
            "json-unknown-field",
        ),
        (
            "unknown variant `",
            "json-unknown-variant-one-of",
            "json-unknown-variant",
        ),
    ] {
        if let Some((name, expected)) = reason
            .strip_prefix(start)
            .and_then(|rest| rest.split_once("`, expected "))
        {
            return match expected.strip_prefix("one of ") {
                Some(names) => Said::new(one_of).text("name", name).text("expected", names),
                None => Said::new(other).text("name", name).text("expected", expected),
            };
        }
    }
    if let Some((found, expected)) = reason
        .strip_prefix("invalid type: ")
        .and_then(|rest| rest.split_once(", expected "))
    {
        return Said::new("json-invalid-type")
            .text("found", found)
            .text("expected", expected);
    }
    if let Some((found, expected)) = reason
        .strip_prefix("invalid value: ")
        .and_then(|rest| rest.split_once(", expected "))
    {
        return Said::new("json-invalid-value")
            .text("found", found)
            .text("expected", expected);
    }
    Said::new("said-text").text("text", reason)
}

/// The name between `start` and a closing backquote that ends `reason`.
fn quoted_whole<'a>(reason: &'a str, start: &str) -> Option<&'a str> {
    reason
        .strip_prefix(start)?
        .strip_suffix('`')
        .filter(|name| !name.contains('`'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serde_json_s_words_are_read_with_their_place() {
        let said = json_error_said("missing field `steps` at line 3 column 1");
        assert_eq!(said.id, "json-at-line");
        let said = json_error_said("unknown field `hint`, expected one of `say`, `note`");
        assert_eq!(said.id, "json-unknown-field-one-of");
        assert_eq!(json_error_said("expected value").id, "json-expected-value");
        assert_eq!(json_error_said("something else").id, "said-text");
        let said = json_error_said(&format!("expected value{NO_INFINITY}"));
        assert_eq!(said.id, "json-no-infinity");
    }
}
