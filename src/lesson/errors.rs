//! A lesson file's problems, each located in the file's text: the path into the JSON that names
//! the part at fault (`steps[2].level`), and a small scanner that finds where that part starts.

use std::fmt;
use std::path::{Path, PathBuf};

/// A problem with a lesson file.
#[derive(Debug, thiserror::Error)]
pub enum LessonError {
    /// The file or folder could not be read.
    #[error("{}: could not read it: {source}", path.display())]
    Unreadable {
        /// The file or folder.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The file is not a valid lesson, or the engine disagrees with it. `field` names the part
    /// of the file (e.g. `steps[2].level`), empty when the JSON itself is broken.
    #[error("{}:{line}:{column}: {}{message}", path.display(), field_prefix(field))]
    Invalid {
        /// The file.
        path: PathBuf,
        /// The line, from 1.
        line: usize,
        /// The column, from 1, in characters.
        column: usize,
        /// The field, as a path such as `steps[2].expect[0].best`.
        field: String,
        /// What is wrong.
        message: String,
    },
}

fn field_prefix(field: &str) -> String {
    if field.is_empty() {
        String::new()
    } else {
        format!("{field}: ")
    }
}

impl LessonError {
    /// Returns the file the problem is in.
    pub fn path(&self) -> &Path {
        match self {
            LessonError::Unreadable { path, .. } | LessonError::Invalid { path, .. } => path,
        }
    }
}

/// One part of a path into the JSON: an object's field or an array's element.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Key {
    Name(&'static str),
    Index(usize),
}

/// A path into the JSON, e.g. `steps[2].level`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct FieldPath(pub(super) Vec<Key>);

impl FieldPath {
    pub(super) fn at(&self, key: Key) -> FieldPath {
        let mut keys = self.0.clone();
        keys.push(key);
        FieldPath(keys)
    }

    pub(super) fn field(&self, name: &'static str) -> FieldPath {
        self.at(Key::Name(name))
    }

    pub(super) fn index(&self, index: usize) -> FieldPath {
        self.at(Key::Index(index))
    }
}

pub(super) fn field(name: &'static str) -> FieldPath {
    FieldPath(vec![Key::Name(name)])
}

impl fmt::Display for FieldPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (position, key) in self.0.iter().enumerate() {
            match key {
                Key::Name(name) if position == 0 => f.write_str(name)?,
                Key::Name(name) => write!(f, ".{name}")?,
                Key::Index(index) => write!(f, "[{index}]")?,
            }
        }
        Ok(())
    }
}

/// Collects the problems found in one file, each located in the file's text.
pub(super) struct Problems<'a> {
    path: &'a Path,
    text: &'a str,
    pub(super) errors: Vec<LessonError>,
}

impl<'a> Problems<'a> {
    /// Starts collecting the problems of the file at `path`, whose text is `text`.
    pub(super) fn new(path: &'a Path, text: &'a str) -> Self {
        Problems {
            path,
            text,
            errors: Vec::new(),
        }
    }

    /// Returns the text the problems are located in.
    pub(super) fn text(&self) -> &'a str {
        self.text
    }

    /// Adds a problem found inside the value at `at`, `offset` bytes into the file's text.
    pub(super) fn add_at_offset(&mut self, at: &FieldPath, offset: usize, message: impl Into<String>) {
        let (line, column) = line_and_column(self.text, offset);
        self.errors.push(LessonError::Invalid {
            path: self.path.to_path_buf(),
            line,
            column,
            field: at.to_string(),
            message: message.into(),
        });
    }

    /// Adds a problem with the value at `at`, located where that value starts.
    pub(super) fn add(&mut self, at: &FieldPath, message: impl Into<String>) {
        self.add_at_offset(at, locate_offset(self.text, &at.0), message);
    }
}

// ----- Finding a field in the text -----

/// Returns the line and column (from 1) where the value at `path` starts in the JSON `text`, or
/// where the deepest part of the path that exists starts (1:1 if none does). The text is known
/// to be valid JSON: it has just been read.
pub(super) fn locate(text: &str, path: &[Key]) -> (usize, usize) {
    line_and_column(text, locate_offset(text, path))
}

/// Returns the byte offset where the value at `path` starts (see [`locate`]).
pub(super) fn locate_offset(text: &str, path: &[Key]) -> usize {
    let bytes = text.as_bytes();
    let mut position = skip_space(bytes, 0);
    let mut found = position;
    for key in path {
        let next = match (bytes.get(position), key) {
            (Some(b'{'), Key::Name(name)) => find_member(bytes, position, name),
            (Some(b'['), Key::Index(index)) => find_element(bytes, position, *index),
            _ => None,
        };
        let Some(next) = next else { break };
        position = next;
        found = next;
    }
    found.min(text.len())
}

/// Returns the line and column (from 1, in characters) of a byte offset into `text`.
pub(super) fn line_and_column(text: &str, offset: usize) -> (usize, usize) {
    let before = text.get(..offset).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |last| last.chars().count()) + 1;
    (line, column)
}

/// In the object starting at `start`, finds the value of the member `name`.
fn find_member(bytes: &[u8], start: usize, name: &str) -> Option<usize> {
    let mut position = skip_space(bytes, start + 1);
    while bytes.get(position) == Some(&b'"') {
        let key_end = skip_value(bytes, position);
        let key = std::str::from_utf8(bytes.get(position + 1..key_end.saturating_sub(1))?).ok()?;
        position = skip_space(bytes, key_end);
        if bytes.get(position) != Some(&b':') {
            return None;
        }
        position = skip_space(bytes, position + 1);
        if key == name {
            return Some(position);
        }
        position = skip_space(bytes, skip_value(bytes, position));
        if bytes.get(position) == Some(&b',') {
            position = skip_space(bytes, position + 1);
        }
    }
    None
}

/// In the array starting at `start`, finds element `index`.
fn find_element(bytes: &[u8], start: usize, index: usize) -> Option<usize> {
    let mut position = skip_space(bytes, start + 1);
    for _ in 0..index {
        if matches!(bytes.get(position), Some(b']') | None) {
            return None;
        }
        position = skip_space(bytes, skip_value(bytes, position));
        if bytes.get(position) != Some(&b',') {
            return None;
        }
        position = skip_space(bytes, position + 1);
    }
    (!matches!(bytes.get(position), Some(b']') | None)).then_some(position)
}

fn skip_space(bytes: &[u8], mut position: usize) -> usize {
    while bytes.get(position).is_some_and(u8::is_ascii_whitespace) {
        position += 1;
    }
    position
}

/// Returns the position just after the JSON value starting at `start`.
fn skip_value(bytes: &[u8], start: usize) -> usize {
    let mut position = start;
    let mut depth = 0usize;
    let mut in_string = false;
    while let Some(&byte) = bytes.get(position) {
        position += 1;
        if in_string {
            match byte {
                b'\\' => position += 1,
                b'"' => {
                    in_string = false;
                    if depth == 0 {
                        return position;
                    }
                }
                _ => {}
            }
            continue;
        }
        match byte {
            b'"' => in_string = true,
            b'{' | b'[' => depth += 1,
            b'}' | b']' => {
                if depth == 0 {
                    return position - 1;
                }
                depth -= 1;
                if depth == 0 {
                    return position;
                }
            }
            b',' if depth == 0 => return position - 1,
            byte if depth == 0 && byte.is_ascii_whitespace() => return position - 1,
            _ => {}
        }
    }
    position
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check_locate(text: &str, path: &[Key], expected: (usize, usize)) {
        assert_eq!(locate(text, path), expected, "{path:?} in {text}");
    }

    #[test]
    fn fields_are_found_in_the_text() {
        let text = "{\n  \"a\": 1,\n  \"steps\": [\n    {\"at\": \"start\"},\n    {\"say\": \"x, [y]\", \"level\": 9}\n  ]\n}";
        check_locate(text, &[Key::Name("a")], (2, 8));
        check_locate(text, &[Key::Name("steps"), Key::Index(0)], (4, 5));
        check_locate(
            text,
            &[Key::Name("steps"), Key::Index(1), Key::Name("level")],
            (5, 32),
        );
        // A missing field points at the deepest part that exists.
        check_locate(text, &[Key::Name("steps"), Key::Index(7)], (3, 12));
        check_locate(text, &[Key::Name("nothing")], (1, 1));
    }
}
