//! Long lines of the listing broken into rows that fit the pane, so that a line is read whole
//! without scrolling sideways (a class cannot scroll the teacher's screen).
//!
//! A line that fits is one row. One that does not is broken at a space (or after a comma or an
//! opening bracket) where it can be; its code goes on under itself, indented four more columns,
//! as a programmer breaks a long call; its comment goes on the last row of code when it fits
//! there, else on rows of its own at the line's indent. The pane's font is monospace, so a
//! row's width is a count of characters.

use std::ops::Range;

/// One row of a broken line: some spaces, then pieces of the line's text (byte ranges),
/// separated by one space each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Row {
    /// The spaces before the row's text.
    pub indent: usize,
    /// The pieces of the line shown on this row.
    pub pieces: Vec<Range<usize>>,
    /// True when the row ends a comment cut short ("…" follows it).
    pub cut: bool,
}

/// The fewest characters a row is given, however narrow the pane: a word still reads.
const FEWEST_COLUMNS: usize = 12;

/// Breaks `text` into rows of at most `columns` characters (but see [`FEWEST_COLUMNS`]);
/// `code_end` is where its code ends (its comment, if any, starts after the spaces there).
/// Unless `whole_comment`, a comment that does not fit after the code is cut short there
/// (with "…", one column) rather than given rows of its own: the lines around the lit one
/// keep to their code, and the lit one says everything.
pub(super) fn rows(text: &str, code_end: usize, columns: usize, whole_comment: bool) -> Vec<Row> {
    let columns = columns.max(FEWEST_COLUMNS);
    if text.chars().count() <= columns {
        return vec![Row {
            indent: 0,
            pieces: std::iter::once(0..text.len()).collect(),
            cut: false,
        }];
    }
    let code_end = code_end.min(text.len());
    let indent = text.len() - text.trim_start().len();
    let code_start = indent.min(code_end);
    let comment_start = code_end + (text[code_end..].len() - text[code_end..].trim_start().len());
    let mut rows = Vec::new();
    // The code: the first row keeps its indent as text; the rows after it are indented more.
    let continued = (indent + 4).min(columns / 2);
    let mut start = 0;
    let mut width = columns;
    while start < code_end {
        let piece = break_within(text, start, code_end, width);
        let row_indent = if start == 0 { 0 } else { continued };
        rows.push(Row {
            indent: row_indent,
            pieces: vec![piece.clone()],
            cut: false,
        });
        start = skip_spaces(text, piece.end, code_end);
        width = columns - continued;
    }
    if code_start == code_end {
        // A line that is all comment starts at its indent.
        rows.clear();
    }
    // The comment: after the last row of code if it fits there whole, else under it.
    if comment_start < text.len() {
        let comment = comment_start..text.len();
        let comment_chars = text[comment.clone()].chars().count();
        if let Some(last) = rows.last_mut() {
            let used = last.indent
                + last
                    .pieces
                    .iter()
                    .map(|piece| text[piece.clone()].chars().count() + 1)
                    .sum::<usize>();
            if used + comment_chars <= columns {
                last.pieces.push(comment);
                return rows;
            }
            // The comment's start, then "…", where a few of its words still fit.
            let room = columns.saturating_sub(used + 1);
            if !whole_comment {
                if room >= 4 {
                    let end = text[comment.clone()]
                        .char_indices()
                        .nth(room)
                        .map_or(text.len(), |(at, _)| comment.start + at);
                    let kept = text[comment.start..end].trim_end().len();
                    last.pieces.push(comment.start..comment.start + kept);
                }
                last.cut = true;
                return rows;
            }
        }
        let comment_indent = indent.min(columns / 2);
        let mut start = comment.start;
        while start < text.len() {
            let piece = break_within(text, start, text.len(), columns - comment_indent);
            rows.push(Row {
                indent: comment_indent,
                pieces: vec![piece.clone()],
                cut: false,
            });
            start = skip_spaces(text, piece.end, text.len());
        }
    }
    rows
}

/// The longest piece of `text[start..end]` of at most `width` characters that ends at a good
/// place to break: after a comma (if that fills half the row), else before a space or after an
/// opening bracket; else just `width` characters.
fn break_within(text: &str, start: usize, end: usize, width: usize) -> Range<usize> {
    let rest = &text[start..end];
    let Some((cut, _)) = rest.char_indices().nth(width) else {
        return start..end;
    };
    // After a comma is the best place, unless it would leave most of the row empty; then
    // before a space or after an opening bracket.
    let mut after_comma = None;
    let mut best = None;
    for (at, ch) in rest[..cut].char_indices() {
        let after = at + ch.len_utf8();
        match ch {
            ' ' if at > 0 => best = Some(at),
            ',' => {
                best = Some(after);
                after_comma = Some(after);
            }
            '(' | '[' => best = Some(after),
            _ => {}
        }
    }
    // A space right at the cut also breaks well.
    if rest[cut..].starts_with(' ') {
        best = Some(cut);
    }
    if let Some(comma) = after_comma.filter(|&comma| comma * 2 >= cut) {
        best = Some(comma);
    }
    let piece_end = best.filter(|&at| !rest[..at].trim().is_empty()).unwrap_or(cut);
    start..start + piece_end
}

/// The first place at or after `at` (and before `end`) that is not a space.
fn skip_spaces(text: &str, at: usize, end: usize) -> usize {
    at + (text[at..end].len() - text[at..end].trim_start().len())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rows as the reader sees them.
    fn shown(text: &str, comment: &str, columns: usize) -> Vec<String> {
        shown_with(text, comment, columns, true)
    }

    fn shown_with(text: &str, comment: &str, columns: usize, whole_comment: bool) -> Vec<String> {
        let code_end = text
            .find(comment)
            .map_or(text.len(), |at| text[..at].trim_end().len());
        rows(text, code_end, columns, whole_comment)
            .iter()
            .map(|row| {
                let pieces: Vec<&str> = row.pieces.iter().map(|piece| &text[piece.clone()]).collect();
                let cut = if row.cut { "…" } else { "" };
                format!("{}{}{cut}", " ".repeat(row.indent), pieces.join(" "))
            })
            .collect()
    }

    #[test]
    fn a_comment_around_the_lit_line_is_cut_short_where_it_does_not_fit() {
        assert_eq!(
            shown_with(
                "    best = -INF if max else +INF   # White's best so far",
                "#",
                44,
                false
            ),
            ["    best = -INF if max else +INF # White's…"]
        );
        assert_eq!(
            shown_with(
                "    best = -INF if max else +INF   # White's best so far",
                "#",
                35,
                false
            ),
            ["    best = -INF if max else +INF…"]
        );
    }

    #[test]
    fn a_line_that_fits_is_one_row_as_it_is() {
        assert_eq!(shown("    x = 1   # one", "#", 40), ["    x = 1   # one"]);
    }

    #[test]
    fn a_long_call_breaks_after_a_comma_and_goes_on_indented() {
        assert_eq!(
            shown(
                "        value = alphabeta(node.play(move), depth - 1, alpha, beta)",
                "#",
                44
            ),
            [
                "        value = alphabeta(node.play(move),",
                "            depth - 1, alpha, beta)"
            ]
        );
    }

    #[test]
    fn a_comment_that_does_not_fit_after_the_code_goes_under_it_at_the_lines_indent() {
        assert_eq!(
            shown(
                "    best = -INF if max else +INF   # White's best so far",
                "#",
                34
            ),
            ["    best = -INF if max else +INF", "    # White's best so far"]
        );
    }

    #[test]
    fn a_comment_that_fits_after_the_last_row_of_code_stays_there() {
        assert_eq!(
            shown("    return alphabeta(root, depth, -INF, +INF)  # first", "#", 36),
            ["    return alphabeta(root, depth,", "        -INF, +INF) # first"]
        );
    }

    #[test]
    fn every_character_of_the_line_is_shown_once_and_no_row_is_too_long() {
        let lines = [
            "            break                      # cutoff: the moves left are pruned",
            "    let value = -negamax(&child, depth - 1, -beta, -alpha, &mut counts); // the child's",
            "// a whole line of comment that is long enough to need two rows or more here",
            "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        ];
        for text in lines {
            let comment = if text.contains("//") { "//" } else { "#" };
            for columns in [12, 20, 33, 50] {
                let rows = shown(text, comment, columns);
                for row in &rows {
                    assert!(row.chars().count() <= columns, "{row:?} in {columns} columns");
                }
                let letters = |text: &str| text.chars().filter(|ch| !ch.is_whitespace()).collect::<String>();
                assert_eq!(
                    letters(&rows.concat()),
                    letters(text),
                    "{text} in {columns} columns"
                );
            }
        }
    }
}
