//! Syntax colouring for the Code pane: a line of pseudocode or Rust cut into the pieces a
//! reader tells apart at a glance (keywords, function names, numbers, strings, comments).
//!
//! It is not a parser: one pass over one line, enough for the short, plain code the pane shows.
//! Pseudocode and Rust are coloured alike; only the comment sign differs (`#` or `//`), which
//! the listing says.

use egui::Color32;

/// What a piece of a line is, for its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Names, operators, brackets: the text colour.
    Plain,
    /// A word of the language (`def`, `for`, `if`, `return`, `let`, `fn` …).
    Keyword,
    /// A function's name, where it is defined or called.
    Function,
    /// A number.
    Number,
    /// A string literal.
    Text,
    /// A comment, to the end of the line.
    Comment,
}

/// The words coloured as keywords: Python's and Rust's that the listings use (a name used by
/// one is seldom a plain name in the other).
const KEYWORDS: [&str; 44] = [
    // Python.
    "def", "return", "if", "elif", "else", "for", "in", "and", "or", "not", "break", "while", "continue",
    "None", "True", "False", "is", "pass", // Rust.
    "fn", "let", "mut", "loop", "match", "pub", "crate", "struct", "enum", "impl", "use", "mod", "const",
    "static", "as", "where", "self", "Self", "true", "false", "Some", "Ok", "Err", "ref", "move", "dyn",
];

/// Cuts `line` into pieces: byte ranges with their kind, in order, covering the whole line.
/// `comment` is the sign that starts a comment (`#` or `//`), outside a string.
pub fn pieces(line: &str, comment: &str) -> Vec<(std::ops::Range<usize>, Kind)> {
    let mut pieces: Vec<(std::ops::Range<usize>, Kind)> = Vec::new();
    let mut push = |range: std::ops::Range<usize>, kind: Kind| {
        if range.is_empty() {
            return;
        }
        // Plain text next to plain text is one piece.
        if let Some((last, Kind::Plain)) = pieces.last_mut()
            && kind == Kind::Plain
            && last.end == range.start
        {
            last.end = range.end;
            return;
        }
        pieces.push((range, kind));
    };
    let bytes = line.as_bytes();
    let mut at = 0;
    // The word before, to colour the name after `def` or `fn` as a function's.
    let mut after_definition = false;
    while at < line.len() {
        let rest = &line[at..];
        let Some(ch) = rest.chars().next() else { break };
        if rest.starts_with(comment) {
            push(at..line.len(), Kind::Comment);
            break;
        }
        if ch == '"' {
            let end = string_end(line, at);
            push(at..end, Kind::Text);
            at = end;
            continue;
        }
        if ch.is_alphabetic() || ch == '_' {
            let end = at
                + rest
                    .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .unwrap_or(rest.len());
            let word = &line[at..end];
            let next = line[end..].chars().next();
            let kind = if KEYWORDS.contains(&word) {
                Kind::Keyword
            } else if after_definition || matches!(next, Some('(') | Some('!')) {
                Kind::Function
            } else {
                Kind::Plain
            };
            after_definition = matches!(word, "def" | "fn");
            push(at..end, kind);
            at = end;
            continue;
        }
        if ch.is_ascii_digit() {
            let end = at
                + rest
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
                    .unwrap_or(rest.len());
            push(at..end, Kind::Number);
            at = end;
            continue;
        }
        if !ch.is_whitespace() {
            after_definition = false;
        }
        let end = at + ch.len_utf8();
        push(at..end, Kind::Plain);
        at = end;
    }
    debug_assert!(pieces.last().is_none_or(|(range, _)| range.end == bytes.len()));
    pieces
}

/// The byte after the string literal that starts at `start` (its closing quote), or the line's
/// end if it is not closed on this line.
fn string_end(line: &str, start: usize) -> usize {
    let mut escaped = false;
    for (offset, ch) in line[start + 1..].char_indices() {
        match ch {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            '"' => return start + 1 + offset + 1,
            _ => {}
        }
    }
    line.len()
}

/// The colours of the pieces on a theme: chosen apart from the colours that mean something in
/// Klados (blue MAX, vermillion MIN, bluish green chance, the gold of the lit line), each at a
/// contrast a projector keeps.
pub fn color_of(kind: Kind, text: Color32, dark_mode: bool) -> Color32 {
    match (kind, dark_mode) {
        (Kind::Plain, _) => text,
        (Kind::Keyword, false) => Color32::from_rgb(130, 30, 150),
        (Kind::Keyword, true) => Color32::from_rgb(215, 160, 255),
        (Kind::Function, false) => Color32::from_rgb(160, 20, 70),
        (Kind::Function, true) => Color32::from_rgb(255, 140, 170),
        (Kind::Number | Kind::Text, false) => Color32::from_rgb(20, 110, 30),
        (Kind::Number | Kind::Text, true) => Color32::from_rgb(140, 220, 130),
        (Kind::Comment, false) => Color32::from_gray(95),
        (Kind::Comment, true) => Color32::from_gray(170),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The line's pieces as `kind:text`, plain pieces left out.
    fn coloured(line: &str, comment: &str) -> Vec<String> {
        pieces(line, comment)
            .into_iter()
            .filter(|(_, kind)| *kind != Kind::Plain)
            .map(|(range, kind)| format!("{kind:?}:{}", &line[range]))
            .collect()
    }

    #[test]
    fn pseudocode_is_cut_into_keywords_calls_numbers_and_a_comment() {
        assert_eq!(
            coloured("    for d in range(1, depth + 1):      # depth 1, then 2", "#"),
            [
                "Keyword:for",
                "Keyword:in",
                "Function:range",
                "Number:1",
                "Number:1",
                "Comment:# depth 1, then 2"
            ]
        );
        assert_eq!(
            coloured("def alphabeta(node, depth, alpha, beta):", "#"),
            ["Keyword:def", "Function:alphabeta"]
        );
    }

    #[test]
    fn rust_strings_macros_and_generic_functions() {
        assert_eq!(
            coloured(
                r#"fn search_with<R: Rules>(x: &str) { let s = "// no \" #"; } // yes"#,
                "//"
            ),
            [
                "Keyword:fn",
                "Function:search_with",
                "Keyword:let",
                r#"Text:"// no \" #""#,
                "Comment:// yes"
            ]
        );
        assert_eq!(
            coloured("debug_assert!(x1 > 30_000);", "//"),
            ["Function:debug_assert", "Number:30_000"]
        );
    }

    #[test]
    fn the_pieces_cover_the_line_in_order() {
        for line in ["", "  x", "é = \"unclosed", "a#b", "    return best   # @return"] {
            let mut end = 0;
            for (range, _) in pieces(line, "#") {
                assert_eq!(range.start, end, "{line}");
                end = range.end;
            }
            assert_eq!(end, line.len(), "{line}");
        }
    }
}
