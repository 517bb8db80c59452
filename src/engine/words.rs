//! Numbers written for people: counts with thousands separators, plies, durations, amounts of
//! memory, and a person's input repeated on one line. The engine's messages and the window's
//! labels use the same words. (A search's own words, its name and its budget, are with its
//! settings; what it counted, with its counts.) This file uses no other: every part can use it.

/// Writes a count with thousands separators: 5072213 becomes "5,072,213".
///
/// ```
/// assert_eq!(klados::engine::words::group_thousands(8902), "8,902");
/// ```
pub fn group_thousands(count: usize) -> String {
    let digits = count.to_string();
    let mut grouped = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    grouped
}

/// Says how long a search took, as people say it: "under a millisecond", "12 ms", "1.35 s".
pub fn duration_words(duration: std::time::Duration) -> String {
    let milliseconds = duration.as_secs_f64() * 1000.0;
    if milliseconds < 1.0 {
        String::from("under a millisecond")
    } else if milliseconds < 1000.0 {
        format!("{milliseconds:.0} ms")
    } else {
        format!("{:.2} s", milliseconds / 1000.0)
    }
}

/// Says how long a search took in a table cell's few characters: "<1 ms", "12 ms", "1.35 s".
pub fn duration_short(duration: std::time::Duration) -> String {
    if duration < std::time::Duration::from_millis(1) {
        String::from("<1 ms")
    } else {
        duration_words(duration)
    }
}

/// Starts a sentence with a capital: "minimax to depth 5" becomes "Minimax to depth 5".
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().collect::<String>() + chars.as_str())
        .unwrap_or_default()
}

/// Writes a number of plies: "1 ply", "3 plies".
pub fn plies(count: usize) -> String {
    if count == 1 {
        "1 ply".to_owned()
    } else {
        format!("{count} plies")
    }
}

/// Writes a count with its noun, singular or plural: "1 problem", "3 problems", "0 files".
pub fn count_of(count: usize, singular: &str, plural: &str) -> String {
    if count == 1 {
        format!("1 {singular}")
    } else {
        format!("{count} {plural}")
    }
}

/// Writes an amount of memory as people read it: "48 kB", "1.6 MB", "160 MB", "11.2 GB"
/// (powers of ten, as disks and the budgets say).
pub fn bytes_text(bytes: usize) -> String {
    if bytes < 1_000_000 {
        format!("{} kB", bytes.div_ceil(1000))
    } else if bytes < 10_000_000 {
        format!("{:.1} MB", bytes as f64 / 1e6)
    } else if bytes < 1_000_000_000 {
        format!("{} MB", bytes.saturating_add(500_000) / 1_000_000)
    } else {
        format!("{:.1} GB", bytes as f64 / 1e9)
    }
}

/// The most characters of a person's input (a FEN, a file name) a message repeats.
pub const INPUT_SHOWN_CHARS: usize = 60;

/// Writes text a person gave (a FEN, a file name) so that a message stays one readable line:
/// newlines, other control characters and invisible ones escaped (`\n`, `\u{feff}`), and the
/// text cut after [`INPUT_SHOWN_CHARS`] characters, escapes counted, with "…".
pub fn one_line(text: &str) -> String {
    one_line_within(text, INPUT_SHOWN_CHARS)
}

/// Writes a JSON value a file gave as a message repeats it: text in quotes and numbers as
/// [`one_line`] cuts them, a list or an object of more than a few items by its size ("a list of
/// 400,000 items"). A message never repeats a whole file.
///
/// ```
/// use klados::engine::words::json_shown;
/// assert_eq!(json_shown(&serde_json::json!("minimax")), "\"minimax\"");
/// assert_eq!(json_shown(&serde_json::json!([1, 2])), "[1,2]");
/// assert_eq!(json_shown(&serde_json::json!(vec![0; 100])), "a list of 100 items");
/// ```
pub fn json_shown(value: &serde_json::Value) -> String {
    use serde_json::Value;
    const FEW: usize = 8;
    match value {
        Value::String(text) => format!("\"{}\"", one_line(text)),
        Value::Array(items) if items.len() > FEW => {
            format!("a list of {}", count_of_grouped(items.len(), "item", "items"))
        }
        Value::Object(keys) if keys.len() > FEW => {
            format!("an object of {}", count_of_grouped(keys.len(), "key", "keys"))
        }
        other => one_line(&other.to_string()),
    }
}

/// Says what kind of JSON value a file gave where another kind belongs: "text", "a list", …
pub fn json_kind(value: &serde_json::Value) -> &'static str {
    use serde_json::Value;
    match value {
        Value::Null => "null",
        Value::Bool(_) => "true or false",
        Value::Number(_) => "a number",
        Value::String(_) => "text",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

/// [`count_of`] with the count's thousands grouped: "400,000 items".
fn count_of_grouped(count: usize, singular: &str, plural: &str) -> String {
    if count == 1 {
        format!("1 {singular}")
    } else {
        format!("{} {plural}", group_thousands(count))
    }
}

/// [`one_line`] with another limit: at most `max_chars` characters, escapes counted.
pub fn one_line_within(text: &str, max_chars: usize) -> String {
    let mut shown = String::new();
    let mut count = 0;
    for c in text.chars() {
        let piece: String = if c.is_control() || is_invisible(c) {
            c.escape_default().collect()
        } else {
            c.to_string()
        };
        count += piece.chars().count();
        if count > max_chars {
            shown.push('…');
            break;
        }
        shown.push_str(&piece);
    }
    shown
}

/// Returns true for the characters that take no room or turn the text's direction (zero-width
/// spaces, the byte-order mark, bidirectional marks, line and paragraph separators): in a
/// message they would hide what was typed, so [`one_line`] escapes them.
fn is_invisible(c: char) -> bool {
    matches!(c, '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2060}'..='\u{2069}' | '\u{feff}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thousands_are_grouped() {
        for (count, expected) in [
            (0, "0"),
            (20, "20"),
            (999, "999"),
            (1000, "1,000"),
            (8902, "8,902"),
            (5_072_213, "5,072,213"),
        ] {
            assert_eq!(group_thousands(count), expected);
        }
    }

    #[test]
    fn plies_are_counted_in_words() {
        assert_eq!(plies(1), "1 ply");
        assert_eq!(plies(4), "4 plies");
    }

    #[test]
    fn input_is_shown_on_one_short_line() {
        assert_eq!(one_line("8/8 w"), "8/8 w");
        assert_eq!(one_line("a\nb\tc\u{7}"), "a\\nb\\tc\\u{7}");
        let long = "p".repeat(1000);
        assert_eq!(one_line(&long), format!("{}…", "p".repeat(INPUT_SHOWN_CHARS)));
        assert_eq!(one_line(&"é".repeat(61)).chars().count(), INPUT_SHOWN_CHARS + 1);
        assert_eq!(one_line("\u{feff}8/8"), "\\u{feff}8/8");
        assert!(one_line(&"\0".repeat(100)).chars().count() <= INPUT_SHOWN_CHARS + 1);
    }

    #[test]
    fn durations_read_as_people_say_them() {
        use std::time::Duration;
        assert_eq!(duration_words(Duration::from_micros(300)), "under a millisecond");
        assert_eq!(duration_words(Duration::from_micros(12_400)), "12 ms");
        assert_eq!(duration_words(Duration::from_millis(1_350)), "1.35 s");
    }
}
