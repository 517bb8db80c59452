//! A listing: lines of code to show, each with the markers that say which acts it does.

use crate::engine::code::Lit;

/// One line of a listing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeLine {
    /// The line as shown, its markers taken out.
    pub text: String,
    /// The markers the line carried (`cutoff`, `call-max`, …), without their `@`.
    pub markers: Vec<String>,
}

impl CodeLine {
    /// The line's code without its comment (and the spaces before it): where a note may go
    /// after it without hiding any code.
    pub fn code_part(&self, comment: &str) -> &str {
        let end = comment_start(&self.text, comment).unwrap_or(self.text.len());
        self.text[..end].trim_end()
    }
}

/// Code to show beside the replay: a title and its lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listing {
    /// What the code is, e.g. "Alpha-beta" or "Klados's search (src/engine/search.rs)".
    pub title: String,
    /// The lines, in order.
    pub lines: Vec<CodeLine>,
    /// The language, for colouring: the pane colours Python-like pseudocode and Rust alike,
    /// but comments start differently.
    pub comment: &'static str,
}

impl Listing {
    /// Makes a listing from `text`, taking the markers out of its lines. A marker is a word
    /// such as `@cutoff` inside a comment that starts with `comment` (`#` or `//`); a comment
    /// left empty by taking its markers out goes too.
    pub fn parse(title: &str, text: &str, comment: &'static str) -> Listing {
        let mut lines: Vec<CodeLine> = Vec::new();
        for line in text.lines() {
            let parsed = parse_line(line, comment);
            // A line that held nothing but markers marks the line it opens: the one before it
            // (`if … {` then `// @best`). Shown, it would be an empty line, and the one lit.
            match lines.last_mut() {
                Some(before) if parsed.text.trim().is_empty() && !parsed.markers.is_empty() => {
                    before.markers.extend(parsed.markers);
                }
                _ => lines.push(parsed),
            }
        }
        Listing {
            title: title.to_string(),
            lines,
            comment,
        }
    }

    /// Returns the number of the first line marked for `lit` (by the most particular of its
    /// markers the listing has: in quiescence search, its `q-` marker first), or `None` if no
    /// line does that act.
    pub fn line_of(&self, lit: Lit) -> Option<usize> {
        let markers = lit.act.markers();
        let quiescence = markers
            .iter()
            .filter(|_| lit.quiescence)
            .find_map(|marker| self.line_marked(&format!("q-{marker}")));
        quiescence.or_else(|| markers.iter().find_map(|marker| self.line_marked(marker)))
    }

    /// Returns the lines that do `lits`, in their order and without repeats, leaving out the
    /// acts this listing has no line for: the first is the line to light brightly. The Code pane
    /// lights what [`crate::engine::code::acts`] returns, or (while a lesson's question waits) a
    /// version of it that gives nothing away, through this one function.
    pub fn lines_of(&self, lits: &[Lit]) -> Vec<usize> {
        let mut lines = Vec::new();
        for &lit in lits {
            if let Some(line) = self.line_of(lit)
                && !lines.contains(&line)
            {
                lines.push(line);
            }
        }
        lines
    }

    /// Returns the line a marker names in this listing: the line carrying it, or else the line
    /// of the act it marks (a lesson's `alpha` names `narrow` in Klados's own search, which
    /// does α and β in one line).
    pub fn line_named(&self, marker: &str) -> Option<usize> {
        self.line_marked(marker).or_else(|| {
            let (quiescence, plain) = match marker.strip_prefix("q-") {
                Some(plain) => (true, plain),
                None => (false, marker),
            };
            crate::engine::code::Act::depth_first()
                .into_iter()
                .chain(crate::engine::code::Act::level_by_level())
                .find(|act| act.markers().contains(&plain))
                .and_then(|act| self.line_of(Lit { act, quiescence }))
        })
    }

    /// Returns the number of the first line carrying `marker`.
    pub fn line_marked(&self, marker: &str) -> Option<usize> {
        self.lines
            .iter()
            .position(|line| line.markers.iter().any(|m| m == marker))
    }
}

/// Splits one line into its shown text and its markers.
fn parse_line(line: &str, comment: &str) -> CodeLine {
    let Some(start) = comment_start(line, comment) else {
        return CodeLine {
            text: line.trim_end().to_string(),
            markers: Vec::new(),
        };
    };
    let (code, remark) = line.split_at(start);
    let mut markers = Vec::new();
    let mut kept = Vec::new();
    for word in remark[comment.len()..].split_whitespace() {
        match word.strip_prefix('@') {
            Some(marker) if !marker.is_empty() => markers.push(marker.to_string()),
            _ => kept.push(word),
        }
    }
    let text = if kept.is_empty() {
        code.trim_end().to_string()
    } else if markers.is_empty() {
        line.trim_end().to_string()
    } else {
        format!("{code}{comment} {}", kept.join(" "))
            .trim_end()
            .to_string()
    };
    CodeLine { text, markers }
}

/// The byte where a comment starts in `line`, outside string literals.
fn comment_start(line: &str, comment: &str) -> Option<usize> {
    let mut in_string = false;
    for (at, ch) in line.char_indices() {
        match ch {
            '"' => in_string = !in_string,
            _ if !in_string && line[at..].starts_with(comment) => return Some(at),
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_are_taken_out_and_found() {
        let listing = Listing::parse(
            "t",
            "for x in xs:\n    break  # @cutoff\n    y = 1  # one @best @narrow\n",
            "#",
        );
        assert_eq!(listing.lines[1].text, "    break");
        assert_eq!(listing.lines[2].text, "    y = 1  # one");
        assert_eq!(listing.line_marked("narrow"), Some(2));
        assert_eq!(listing.line_marked("cutoff"), Some(1));
        assert_eq!(listing.line_marked("leaf"), None);
    }

    #[test]
    fn a_line_of_markers_alone_marks_the_line_it_opens() {
        let listing = Listing::parse(
            "t",
            "if better {\n    // @best\n    best = value;\n}\n\nreturn best; // @return\n",
            "//",
        );
        let texts: Vec<&str> = listing.lines.iter().map(|line| line.text.as_str()).collect();
        // No empty line where the marker stood (the one empty line between is the source's).
        assert_eq!(
            texts,
            ["if better {", "    best = value;", "}", "", "return best;"]
        );
        assert_eq!(listing.line_marked("best"), Some(0));
        assert_eq!(listing.line_marked("return"), Some(4));
    }

    #[test]
    fn a_comment_sign_in_a_string_is_not_a_comment() {
        let listing = Listing::parse("t", r#"let s = "// not"; // @leaf"#, "//");
        assert_eq!(listing.lines[0].text, r#"let s = "// not";"#);
        assert_eq!(listing.lines[0].markers, vec!["leaf"]);
    }
}
