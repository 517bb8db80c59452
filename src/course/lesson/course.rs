//! The course's order: `course.txt` beside a folder's lessons names them in the order a class
//! meets them, one id a line. The window's list and `klados lessons list` follow it, so a course
//! can start with the lessons written last (tic-tac-toe and Connect Four, 26–28) without the
//! files being renumbered; the lessons it does not name come after, by id.

use std::path::{Path, PathBuf};

use super::{Lesson, LessonError};
use crate::engine::said::{Said, Told};

/// The name of the file in a lessons folder that gives the course's order.
pub const COURSE_FILE: &str = "course.txt";

/// The largest `course.txt` read, in bytes: a course names a few dozen lessons.
const MAX_COURSE_BYTES: u64 = 100_000;

/// A folder's course: the ids of its lessons in the order a class meets them, each with the
/// line of `course.txt` it stands on (for the errors).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Course {
    /// The file the order was read from (`None`: the folder has none, and lessons go by id).
    path: Option<PathBuf>,
    /// Each id named, once, with its line from 1, in the file's order.
    entries: Vec<(String, usize)>,
}

impl Course {
    /// Reads `dir/course.txt`. A folder without one has an empty course (its lessons are listed
    /// by id); a file that cannot be read is one error and an empty course.
    pub fn read(dir: &Path) -> (Course, Vec<LessonError>) {
        let path = dir.join(COURSE_FILE);
        if !path.exists() {
            return (Course::default(), Vec::new());
        }
        let bytes = match crate::engine::reading::read_limited(&path, MAX_COURSE_BYTES) {
            Ok(bytes) => bytes,
            Err(error) => {
                let message = match error {
                    crate::engine::reading::ReadError::NotAFile => Told::new(
                        "not a regular file: the course's order is a plain text file",
                        Said::new("lesson-problem-course-not-a-file"),
                    ),
                    crate::engine::reading::ReadError::TooLarge { .. } => Told::new(
                        "larger than 100 kB: the course names one lesson id a line",
                        Said::new("lesson-problem-course-too-large"),
                    ),
                    crate::engine::reading::ReadError::Io(source) => Told::new(
                        format!("could not read it: {source}"),
                        Said::new("lesson-problem-course-unreadable")
                            .said("reason", crate::engine::reading::io_said(&source)),
                    ),
                };
                return (Course::default(), vec![course_error(&path, 1, message)]);
            }
        };
        match String::from_utf8(bytes) {
            Ok(text) => Course::parse(&text, &path),
            Err(_) => (
                Course::default(),
                vec![course_error(
                    &path,
                    1,
                    Told::new(
                        "the file is not UTF-8 text: save it as UTF-8",
                        Said::new("lesson-problem-course-not-utf8"),
                    ),
                )],
            ),
        }
    }

    /// Reads a course from its text: one lesson id a line; blank lines and lines starting with
    /// `#` (comments) are skipped, and spaces around an id ignored. An id named twice is an
    /// error at its second line, and only its first place counts. `path` names the file in the
    /// errors.
    pub fn parse(text: &str, path: &Path) -> (Course, Vec<LessonError>) {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut course = Course {
            path: Some(path.to_path_buf()),
            entries: Vec::new(),
        };
        let mut errors = Vec::new();
        for (index, line) in text.lines().enumerate() {
            let id = line.trim();
            if id.is_empty() || id.starts_with('#') {
                continue;
            }
            match course.entries.iter().find(|(named, _)| named == id) {
                Some((_, first)) => errors.push(course_error(
                    path,
                    index + 1,
                    Told::new(
                        format!("the lesson {id} is already named on line {first}"),
                        Said::new("lesson-problem-course-twice")
                            .text("id", id)
                            .text("line", first.to_string()),
                    ),
                )),
                None => course.entries.push((id.to_string(), index + 1)),
            }
        }
        (course, errors)
    }

    /// Returns the ids the course names, in its order.
    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.entries.iter().map(|(id, _)| id.as_str())
    }

    /// Returns the place of the lesson `id` in the course (from 0), `None` if it is not named.
    pub fn place(&self, id: &str) -> Option<usize> {
        self.entries.iter().position(|(named, _)| named == id)
    }

    /// Puts `lessons` in the course's order: those the course names in its order, then the others
    /// by id (then file name), as a folder without a course is listed.
    pub fn sort(&self, lessons: &mut [Lesson]) {
        lessons.sort_by(|a, b| {
            let place = |lesson: &Lesson| self.place(&lesson.id).unwrap_or(usize::MAX);
            place(a)
                .cmp(&place(b))
                .then_with(|| a.id.cmp(&b.id))
                .then_with(|| a.path.cmp(&b.path))
        });
    }

    /// Returns an error for each id the course names that none of `lessons` has (a lesson
    /// renamed, misspelt, or whose file did not load), at its line.
    pub fn unknown_ids(&self, lessons: &[Lesson]) -> Vec<LessonError> {
        let Some(path) = &self.path else {
            return Vec::new();
        };
        self.entries
            .iter()
            .filter(|(id, _)| !lessons.iter().any(|lesson| &lesson.id == id))
            .map(|(id, line)| {
                course_error(
                    path,
                    *line,
                    Told::new(
                        format!("no lesson in the folder has the id {id} (or its file did not load)"),
                        Said::new("lesson-problem-course-unknown").text("id", id.as_str()),
                    ),
                )
            })
            .collect()
    }
}

/// An error in `course.txt`, at the start of `line`.
fn course_error(path: &Path, line: usize, message: Told) -> LessonError {
    LessonError::Invalid {
        path: path.to_path_buf(),
        line,
        column: 1,
        field: String::new(),
        message: Box::new(message),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_course_names_each_lesson_once_and_skips_comments() {
        let text = "# The games first.\n26-ttt\n\n  27-c4  \n26-ttt\n01-tree\n";
        let (course, errors) = Course::parse(text, Path::new("course.txt"));
        assert_eq!(course.ids().collect::<Vec<_>>(), ["26-ttt", "27-c4", "01-tree"]);
        assert_eq!(course.place("01-tree"), Some(2));
        assert_eq!(course.place("02-other"), None);
        let errors: Vec<String> = errors.iter().map(ToString::to_string).collect();
        assert_eq!(
            errors,
            ["course.txt:5:1: the lesson 26-ttt is already named on line 2"]
        );
    }

    #[test]
    fn a_folder_without_a_course_has_an_empty_one() {
        let (course, errors) = Course::read(Path::new("/nonexistent-klados-folder"));
        assert!(errors.is_empty());
        assert_eq!(course, Course::default());
        assert!(course.unknown_ids(&[]).is_empty());
    }
}
