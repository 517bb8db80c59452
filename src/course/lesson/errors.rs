//! A lesson file's problems, each located in the file's text: the path into the JSON that names
//! the part at fault (`steps[2].level`), and a small scanner that finds where that part starts.

use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};

use crate::engine::said::{Said, SaidArg, Told};

/// The largest lesson file read, in bytes: lessons are a few kilobytes, and a file that is not
/// a lesson (or never ends, like `/dev/zero`) must not be read into memory.
pub const MAX_LESSON_BYTES: u64 = 1_000_000;

/// A problem with a lesson file. Each is shown on one line: a newline or other control
/// character in a file name or in text quoted from the file is shown escaped (`\n`).
#[derive(Debug, thiserror::Error)]
pub enum LessonError {
    /// The file or folder could not be read.
    #[error("{}: could not read it: {}", one_line(&path.display().to_string()), one_line(&source.to_string()))]
    Unreadable {
        /// The file or folder.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The path ends in `.json` but is not a regular file: a folder, a FIFO, a device such as
    /// `/dev/zero` (links are followed first). Reading those could wait forever or never end.
    #[error(
        "{}: not a regular file (a folder, a FIFO or a device): a lesson is a plain file",
        one_line(&path.display().to_string())
    )]
    NotAFile {
        /// The path.
        path: PathBuf,
    },
    /// The file is larger than [`MAX_LESSON_BYTES`].
    #[error("{}: larger than 1 MB: a lesson file is a few kilobytes", one_line(&path.display().to_string()))]
    TooLarge {
        /// The file.
        path: PathBuf,
    },
    /// The file is not a valid lesson, or the engine disagrees with it. `field` names the part
    /// of the file (e.g. `steps[2].level`), empty when the JSON itself is broken.
    #[error("{}:{line}:{column}: {}{}", one_line(&path.display().to_string()), field_prefix(field), one_line(&message.english))]
    Invalid {
        /// The file.
        path: PathBuf,
        /// The line, from 1.
        line: usize,
        /// The column, from 1, in characters.
        column: usize,
        /// The field, as a path such as `steps[2].expect[0].best`.
        field: String,
        /// What is wrong: the checker's English, and the same as a sentence of the window's
        /// catalogue (messages `lesson-problem-*`).
        message: Box<Told>,
    },
}

fn field_prefix(field: &str) -> String {
    if field.is_empty() {
        String::new()
    } else {
        format!("{field}: ")
    }
}

/// The most characters of a message shown: a message quoting a huge string from the file is cut.
const MAX_MESSAGE_CHARS: usize = 300;

/// Returns `text` fit for one line of a message ([`crate::engine::words::one_line_within`]):
/// control characters (a newline in a file name, a tab in a quoted string) escaped, and at most
/// [`MAX_MESSAGE_CHARS`] characters, the cut marked with "…".
pub fn one_line(text: &str) -> String {
    crate::engine::words::one_line_within(text, MAX_MESSAGE_CHARS)
}

impl LessonError {
    /// Says what is wrong as a sentence of the window's catalogue: the file, and why it could
    /// not be read or what is wrong in it, in the window's language. The JSON's field names,
    /// the values quoted from the file, move names and FENs stay as the file writes them.
    pub fn said(&self) -> Said {
        let file = one_line(&self.path().display().to_string());
        match self {
            LessonError::Unreadable { source, .. } => Said::new("lesson-unreadable")
                .text("file", file)
                .said("reason", crate::engine::reading::io_said(source)),
            LessonError::NotAFile { .. } => Said::new("lesson-not-a-file").text("file", file),
            LessonError::TooLarge { .. } => Said::new("lesson-too-large").text("file", file),
            LessonError::Invalid {
                line,
                column,
                field,
                message,
                ..
            } => {
                let at = match field.is_empty() {
                    true => Said::new("lesson-invalid-json"),
                    false => Said::new("lesson-invalid").text("field", field.clone()),
                };
                at.text("file", file)
                    .text("line", line.to_string())
                    .text("column", column.to_string())
                    .said("message", one_lined(&message.said))
            }
        }
    }

    /// Returns the file the problem is in.
    pub fn path(&self) -> &Path {
        match self {
            LessonError::Unreadable { path, .. }
            | LessonError::NotAFile { path }
            | LessonError::TooLarge { path }
            | LessonError::Invalid { path, .. } => path,
        }
    }
}

/// The problem with a file whose `format` is not `expected` but `written`.
pub(super) fn wrong_format(expected: &str, written: &str) -> Told {
    Told::new(
        format!("the format must be \"{expected}\", not \"{written}\""),
        Said::new("lesson-problem-format")
            .text("format", expected)
            .text("written", written),
    )
}

/// What serde_json says of a text that is not the JSON a file must be (its English, without
/// the line and column the error gives first), as a sentence of the catalogue.
pub(super) fn not_json(english: String) -> Told {
    let said = crate::engine::json_said::json_error_said(&english);
    Told::new(english, said)
}

/// A sentence whose texts are each fit for one line ([`one_line`]): what a message quotes
/// from the file (a huge string, a newline in a value) is cut and escaped as the command line
/// cuts and escapes it.
fn one_lined(said: &Said) -> Said {
    let args = said
        .args
        .iter()
        .map(|(name, arg)| {
            let arg = match arg {
                SaidArg::Text(text) => SaidArg::Text(one_line(text)),
                SaidArg::Count(count) => SaidArg::Count(*count),
                SaidArg::Said(inner) => SaidArg::Said(one_lined(inner)),
            };
            (*name, arg)
        })
        .collect();
    Said { id: said.id, args }
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
    map: TextMap<'a>,
    pub(super) errors: Vec<LessonError>,
}

impl<'a> Problems<'a> {
    /// Starts collecting the problems of the file at `path`, whose text is `text`.
    pub(super) fn new(path: &'a Path, text: &'a str) -> Self {
        Problems {
            path,
            map: TextMap::new(text),
            errors: Vec::new(),
        }
    }

    /// Returns the text the problems are located in.
    pub(super) fn text(&self) -> &'a str {
        self.map.text
    }

    /// Returns the byte offset where the value at `at` starts in the text (see
    /// [`TextMap::offset_of`]).
    pub(super) fn offset_of(&mut self, at: &FieldPath) -> usize {
        self.map.offset_of(&at.0)
    }

    /// Adds a problem found inside the value at `at`, `offset` bytes into the file's text.
    pub(super) fn add_at_offset(&mut self, at: &FieldPath, offset: usize, message: Told) {
        let (line, column) = self.map.line_and_column(offset);
        self.errors.push(LessonError::Invalid {
            path: self.path.to_path_buf(),
            line,
            column,
            field: at.to_string(),
            message: Box::new(message),
        });
    }

    /// Adds a problem with the value at `at`, located where that value starts.
    pub(super) fn add(&mut self, at: &FieldPath, message: Told) {
        let offset = self.offset_of(at);
        self.add_at_offset(at, offset, message);
    }
}

// ----- Finding a field in the text -----

/// Returns the line and column (from 1, in characters) where the value at `path` starts in the
/// JSON `text`, or where the deepest part of the path that exists starts (1:1 if none does).
pub(super) fn locate(text: &str, path: &[Key]) -> (usize, usize) {
    let mut map = TextMap::new(text);
    let offset = map.offset_of(path);
    map.line_and_column(offset)
}

/// Bytes per block of [`TextMap::chars_before_block`].
const BLOCK: usize = 256;

/// A map of a JSON text, so that a file with thousands of problems has each located in about
/// constant time, instead of reading the text from its start for every one (which made 16,000
/// problems take 39 s).
///
/// * Lines and columns: where every line starts, and how many characters come before every
///   block of 256 bytes; a column is then a binary search and at most 256 bytes counted.
/// * Fields: the members of every object and the elements of every array looked into, noted the
///   first time, so that `steps[9000]` is one lookup the second time `steps` is looked into.
///   Each container is read once, so locating every field of a file reads it a few times at most.
pub(super) struct TextMap<'a> {
    text: &'a str,
    /// The byte offset where each line starts; the first is 0.
    line_starts: Vec<usize>,
    /// `chars_before_block[b]`: the characters in the text's first `b * BLOCK` bytes.
    chars_before_block: Vec<usize>,
    /// The contents of each container looked into, by the offset of its `{` or `[`.
    contents: HashMap<usize, Vec<Member<'a>>>,
}

/// One member of an object (with its name as written) or element of an array (no name), and
/// the offset where its value starts.
struct Member<'a> {
    name: Option<&'a [u8]>,
    value: usize,
}

impl<'a> TextMap<'a> {
    /// Maps `text`'s lines; containers are read when first looked into.
    pub(super) fn new(text: &'a str) -> Self {
        let bytes = text.as_bytes();
        let line_starts = std::iter::once(0)
            .chain(positions_of(bytes, b'\n').map(|newline| newline + 1))
            .collect();
        let mut chars_before_block = Vec::with_capacity(bytes.len() / BLOCK + 1);
        let mut chars = 0;
        for block in bytes.chunks(BLOCK) {
            chars_before_block.push(chars);
            chars += count_chars(block);
        }
        chars_before_block.push(chars);
        TextMap {
            text,
            line_starts,
            chars_before_block,
            contents: HashMap::new(),
        }
    }

    /// Returns the byte offset of a line (from 1) and a column counted in bytes (from 1; 0 also
    /// means the line's start), as serde_json gives them.
    pub(super) fn offset_of_byte_column(&self, line: usize, column: usize) -> usize {
        let line_start = self.line_starts.get(line.saturating_sub(1)).copied().unwrap_or(0);
        (line_start + column.saturating_sub(1)).min(self.text.len())
    }

    /// Returns the line and column (from 1, in characters) of a byte offset into the text.
    pub(super) fn line_and_column(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let line = self.line_starts.partition_point(|&start| start <= offset);
        let line_start = self.line_starts.get(line.wrapping_sub(1)).copied().unwrap_or(0);
        let column = self.chars_before(offset) - self.chars_before(line_start) + 1;
        (line.max(1), column)
    }

    /// The characters in the text's first `offset` bytes (a byte inside a character does not
    /// count it).
    fn chars_before(&self, offset: usize) -> usize {
        let block = offset / BLOCK;
        let before = self.chars_before_block.get(block).copied().unwrap_or(0);
        let bytes = self.text.as_bytes();
        before + count_chars(bytes.get(block * BLOCK..offset).unwrap_or_default())
    }

    /// Returns the byte offset where the value at `path` starts, or where the deepest part of
    /// the path that exists starts (the first value in the text if none does). The text is
    /// meant to be valid JSON; in any other it finds what it can and never fails.
    pub(super) fn offset_of(&mut self, path: &[Key]) -> usize {
        let bytes = self.text.as_bytes();
        let mut position = skip_space(bytes, 0);
        for key in path {
            let contents = self.contents_of(position);
            let next = match key {
                Key::Name(name) => contents
                    .iter()
                    .find(|member| member.name == Some(name.as_bytes()))
                    .map(|member| member.value),
                Key::Index(index) => contents
                    .get(*index)
                    .filter(|member| member.name.is_none())
                    .map(|member| member.value),
            };
            let Some(next) = next else { break };
            position = next;
        }
        position.min(self.text.len())
    }

    /// The members or elements of the container starting at `start`, read the first time.
    fn contents_of(&mut self, start: usize) -> &[Member<'a>] {
        let bytes: &'a [u8] = self.text.as_bytes();
        self.contents
            .entry(start)
            .or_insert_with(|| match bytes.get(start) {
                Some(b'{') => object_members(bytes, start),
                Some(b'[') => array_elements(bytes, start),
                _ => Vec::new(),
            })
    }
}

/// The positions of every `byte` in `bytes`.
fn positions_of(bytes: &[u8], byte: u8) -> impl Iterator<Item = usize> + '_ {
    bytes
        .iter()
        .enumerate()
        .filter(move |&(_, &b)| b == byte)
        .map(|(position, _)| position)
}

/// The characters in UTF-8 `bytes`: every byte that does not continue a character.
fn count_chars(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&byte| byte & 0xC0 != 0x80).count()
}

/// The members of the object starting at `start`: each name as written, and where its value
/// starts.
fn object_members(bytes: &[u8], start: usize) -> Vec<Member<'_>> {
    let mut members = Vec::new();
    let mut position = skip_space(bytes, start + 1);
    while bytes.get(position) == Some(&b'"') {
        let key_end = skip_value(bytes, position);
        let Some(name) = bytes.get(position + 1..key_end.saturating_sub(1)) else {
            break;
        };
        position = skip_space(bytes, key_end);
        if bytes.get(position) != Some(&b':') {
            break;
        }
        position = skip_space(bytes, position + 1);
        members.push(Member {
            name: Some(name),
            value: position,
        });
        position = skip_space(bytes, skip_value(bytes, position));
        if bytes.get(position) != Some(&b',') {
            break;
        }
        position = skip_space(bytes, position + 1);
    }
    members
}

/// The elements of the array starting at `start`: where each starts.
fn array_elements(bytes: &[u8], start: usize) -> Vec<Member<'_>> {
    let mut elements = Vec::new();
    let mut position = skip_space(bytes, start + 1);
    while !matches!(bytes.get(position), Some(b']') | None) {
        elements.push(Member {
            name: None,
            value: position,
        });
        position = skip_space(bytes, skip_value(bytes, position));
        if bytes.get(position) != Some(&b',') {
            break;
        }
        position = skip_space(bytes, position + 1);
    }
    elements
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

    #[test]
    fn columns_count_characters_across_blocks() {
        // 300 two-byte characters cross two blocks of 256 bytes on line 2.
        let text = format!("{{\n\"{}\": 1\n}}", "é".repeat(300));
        let map = TextMap::new(&text);
        let value = text.find(": 1").unwrap_or_default() + 2;
        assert_eq!(map.line_and_column(value), (2, 305));
        assert_eq!(map.line_and_column(0), (1, 1));
        assert_eq!(map.line_and_column(text.len()), (3, 2));
        // Past the end: the end.
        assert_eq!(map.line_and_column(text.len() + 10), (3, 2));
    }
}
