//! Klados's own search, as the Code pane shows it: the functions of `src/engine/search.rs` that
//! do the searching, embedded when the program is built, so the class reads the very code that
//! made the tree. The same markers as the pseudocode's (`// @cutoff`) tie its lines to the
//! replay; they are taken out for showing.

use crate::engine::code::Listing;

/// The search's source, as it was when this program was built.
pub const SEARCH_RS: &str = include_str!("../search.rs");

/// The functions shown, in the order a search runs into them.
pub const FUNCTIONS: [&str; 16] = [
    "search_with",
    "search_guessing",
    "expand",
    "order_moves",
    "expand_chance",
    "visit",
    "visit_later",
    "ply",
    "work_out",
    "quiesce",
    "leaf_at_horizon",
    "record_leaf",
    "record_transposition",
    "record_searched",
    "probe",
    "remember",
];

/// Klados's search: the functions of [`FUNCTIONS`], each with its doc comment, one after
/// another.
pub fn klados() -> Listing {
    let lines: Vec<&str> = SEARCH_RS.lines().collect();
    let mut text = String::new();
    for name in FUNCTIONS {
        if let Some((range, indent)) = function_lines(&lines, name) {
            if !text.is_empty() {
                text.push('\n');
            }
            for line in &lines[range] {
                text.push_str(dedent(line, indent));
                text.push('\n');
            }
        }
    }
    Listing::parse("Klados's search (src/engine/search.rs)", &text, "//")
}

/// Takes away the `indent` spaces of an `impl` block, so every function starts at the margin.
pub(crate) fn dedent(line: &str, indent: usize) -> &str {
    let spaces = line.len() - line.trim_start_matches(' ').len();
    &line[spaces.min(indent)..]
}

/// The lines of function `name` in `lines`: its doc comment and attributes, its signature and
/// its body up to the closing brace at the signature's indentation; and that indentation.
pub(crate) fn function_lines(lines: &[&str], name: &str) -> Option<(std::ops::Range<usize>, usize)> {
    let signature = lines.iter().position(|line| {
        let code = line.trim_start();
        let code = code
            .strip_prefix("pub(crate) ")
            .or_else(|| code.strip_prefix("pub "))
            .unwrap_or(code);
        code.strip_prefix("fn ")
            .and_then(|rest| rest.strip_prefix(name))
            .is_some_and(|rest| rest.starts_with('(') || rest.starts_with('<'))
    })?;
    let indent = lines[signature].len() - lines[signature].trim_start().len();
    let closing = format!("{}}}", " ".repeat(indent));
    let end = signature + lines[signature..].iter().position(|line| *line == closing)?;
    let mut start = signature;
    while start > 0 {
        let above = lines[start - 1].trim_start();
        if above.starts_with("///") || above.starts_with("#[") {
            start -= 1;
        } else {
            break;
        }
    }
    Some((start..end + 1, indent))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_function_shown_is_found() {
        let lines: Vec<&str> = SEARCH_RS.lines().collect();
        for name in FUNCTIONS {
            let (range, _) =
                function_lines(&lines, name).unwrap_or_else(|| panic!("no fn {name} in search.rs"));
            assert!(
                lines[range.clone()]
                    .iter()
                    .any(|line| line.contains(&format!("fn {name}")))
            );
            assert!(
                lines[range.end - 1].trim() == "}",
                "{name} ends at its closing brace"
            );
        }
    }
}
