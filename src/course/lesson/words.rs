//! A lesson's words in another language: a second file, `lessons/XX/NN-name.json` (XX the
//! language's two-letter code), holding only the words of the original, step for step. A
//! translation cannot name a node, change a position, a search or a claim: the engine checks the
//! original only, and the words are laid over it when the window speaks that language. A word the
//! translation leaves out is shown in English.

use std::path::{Path, PathBuf};

use serde::Deserialize;

use super::Lesson;
use super::errors::{FieldPath, LessonError, MAX_LESSON_BYTES, Problems, field, not_json, wrong_format};
use crate::engine::said::{Said, Told};

/// The format a words file names in its `format` field.
pub const WORDS_FORMAT: &str = "klados-lesson-words/1";

/// A lesson's words in one language, checked against the lesson they translate.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonWords {
    /// The language's two-letter code (`"el"`, `"es"`): the name of the folder the file is in.
    pub language: String,
    /// The file the words came from.
    pub path: PathBuf,
    /// The file's text, where a problem found later (a word that gives an answer away) is
    /// pointed at.
    pub text: std::sync::Arc<str>,
    /// The title, if translated.
    pub title: Option<String>,
    /// The summary, if translated.
    pub summary: Option<String>,
    /// The steps' words, one for each of the original's steps, in its order.
    pub steps: Vec<StepWords>,
}

/// One step's words: each one given is shown instead of the original's.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StepWords {
    /// The step's story.
    #[serde(default)]
    pub say: Option<String>,
    /// The step's question and its answer, where the original asks one.
    #[serde(default)]
    pub predict: Option<PredictWords>,
    /// The note beside the code pane's arrow, where the original has one.
    #[serde(default)]
    pub note: Option<String>,
}

/// A question's words: the question and the answer the teacher reveals.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PredictWords {
    /// The question.
    #[serde(default)]
    pub ask: Option<String>,
    /// The answer.
    #[serde(default)]
    pub answer: Option<String>,
}

/// A words file exactly as the JSON has it.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct WordsFile {
    format: String,
    of: String,
    #[serde(default)]
    title: Option<String>,
    #[serde(default)]
    summary: Option<String>,
    steps: Vec<StepWords>,
}

impl Lesson {
    /// The lesson's words in the language of `code`, if it has a translation there.
    pub fn words_in(&self, code: &str) -> Option<&LessonWords> {
        self.words.iter().find(|words| words.language == code)
    }

    /// The title in the language of `code`, else in English.
    pub fn title_in(&self, code: &str) -> &str {
        self.words_in(code)
            .and_then(|words| words.title.as_deref())
            .unwrap_or(&self.title)
    }

    /// The summary in the language of `code`, else in English.
    pub fn summary_in(&self, code: &str) -> &str {
        self.words_in(code)
            .and_then(|words| words.summary.as_deref())
            .unwrap_or(&self.summary)
    }

    /// Step `index`'s words in the language of `code`, if there are some.
    fn step_words(&self, code: &str, index: usize) -> Option<&StepWords> {
        self.words_in(code).and_then(|words| words.steps.get(index))
    }

    /// Step `index`'s story in the language of `code`, else in English (empty past the last step).
    pub fn say_in(&self, code: &str, index: usize) -> &str {
        self.step_words(code, index)
            .and_then(|step| step.say.as_deref())
            .or_else(|| self.steps.get(index).map(|step| step.say.as_str()))
            .unwrap_or_default()
    }

    /// Step `index`'s question in the language of `code`, else in English; `None` where the step
    /// asks nothing.
    pub fn ask_in(&self, code: &str, index: usize) -> Option<&str> {
        let original = self.steps.get(index)?.predict.as_ref()?;
        let words = self
            .step_words(code, index)
            .and_then(|step| step.predict.as_ref());
        Some(
            words
                .and_then(|words| words.ask.as_deref())
                .unwrap_or(&original.ask),
        )
    }

    /// Step `index`'s answer in the language of `code`, else in English; `None` where the step
    /// asks nothing.
    pub fn answer_in(&self, code: &str, index: usize) -> Option<&str> {
        let original = self.steps.get(index)?.predict.as_ref()?;
        let words = self
            .step_words(code, index)
            .and_then(|step| step.predict.as_ref());
        Some(
            words
                .and_then(|words| words.answer.as_deref())
                .unwrap_or(&original.answer),
        )
    }

    /// The note of step `index`'s code cue in the language of `code`, else in English.
    pub fn note_in(&self, code: &str, index: usize) -> Option<&str> {
        let original = self.steps.get(index)?.code.as_ref()?.note.as_deref()?;
        Some(
            self.step_words(code, index)
                .and_then(|step| step.note.as_deref())
                .unwrap_or(original),
        )
    }
}

/// Whether `name` is a language folder's name: two or three lowercase ASCII letters (`el`, `es`).
pub fn is_language_folder(name: &str) -> bool {
    (2..=3).contains(&name.len()) && name.bytes().all(|byte| byte.is_ascii_lowercase())
}

/// Reads every language folder of `dir` (`dir/el/*.json`, …) and lays each file's words over the
/// lesson it translates. Every problem is returned; a file with one is not used, so its lesson is
/// shown in English.
pub fn load_words_dir(dir: &Path, lessons: &mut [Lesson]) -> Vec<LessonError> {
    let mut errors = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return errors;
    };
    let mut folders: Vec<(String, PathBuf)> = entries
        .filter_map(Result::ok)
        .filter(|entry| entry.path().is_dir())
        .filter_map(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            is_language_folder(&name).then(|| (name, entry.path()))
        })
        .collect();
    folders.sort();
    for (language, folder) in folders {
        let Ok(entries) = std::fs::read_dir(&folder) else {
            continue;
        };
        let mut paths: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
            .collect();
        paths.sort();
        for path in paths {
            let text = match crate::engine::reading::read_limited(&path, MAX_LESSON_BYTES) {
                Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
                Err(_) => {
                    errors.push(LessonError::Invalid {
                        path: path.clone(),
                        line: 1,
                        column: 1,
                        field: String::new(),
                        message: Box::new(Told::new(
                            "the translation could not be read",
                            Said::new("lesson-problem-translation-unread"),
                        )),
                    });
                    continue;
                }
            };
            errors.extend(attach_words(lessons, &language, &path, &text));
        }
    }
    errors
}

/// Reads one words file's `text` (from `path`, in `language`), checks it against the lesson it
/// names and, if it is good, lays it over that lesson. Returns the problems found.
pub fn attach_words(lessons: &mut [Lesson], language: &str, path: &Path, text: &str) -> Vec<LessonError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut problems = Problems::new(path, text);
    let file: WordsFile = match serde_json::from_str(text) {
        Ok(file) => file,
        Err(error) => {
            return vec![LessonError::Invalid {
                path: path.to_path_buf(),
                line: error.line(),
                column: error.column(),
                field: String::new(),
                message: Box::new(not_json(super::one_line(&error.to_string()))),
            }];
        }
    };
    if file.format != WORDS_FORMAT {
        problems.add(&field("format"), wrong_format(WORDS_FORMAT, &file.format));
    }
    let Some(lesson) = lessons.iter_mut().find(|lesson| lesson.id == file.of) else {
        problems.add(
            &field("of"),
            Told::new(
                format!(
                    "no lesson has the id \"{}\": name the lesson this translates",
                    file.of
                ),
                Said::new("lesson-problem-translates-nothing").text("id", file.of.as_str()),
            ),
        );
        return problems.errors;
    };
    check_words(lesson, &file, &mut problems);
    if problems.errors.is_empty() {
        lesson.words.retain(|words| words.language != language);
        lesson.words.push(LessonWords {
            language: language.to_string(),
            path: path.to_path_buf(),
            text: std::sync::Arc::from(text),
            title: file.title,
            summary: file.summary,
            steps: file.steps,
        });
    }
    problems.errors
}

/// Checks a translation against its original: the same steps, a question exactly where the
/// original asks one, a note only where it has one, no empty word and the same placeholders.
fn check_words(lesson: &Lesson, file: &WordsFile, problems: &mut Problems<'_>) {
    for (name, words, original) in [
        ("title", &file.title, &lesson.title),
        ("summary", &file.summary, &lesson.summary),
    ] {
        if let Some(words) = words {
            check_text(&field(name), words, original, problems);
        }
    }
    if file.steps.len() != lesson.steps.len() {
        problems.add(
            &field("steps"),
            Told::new(
                format!(
                    "the original has {} steps and this translation {}: translate each step, in order",
                    lesson.steps.len(),
                    file.steps.len()
                ),
                Said::new("lesson-problem-translation-steps")
                    .text("original", lesson.steps.len().to_string())
                    .text("translation", file.steps.len().to_string()),
            ),
        );
        return;
    }
    for (index, (words, original)) in file.steps.iter().zip(&lesson.steps).enumerate() {
        let here = field("steps").index(index);
        if let Some(say) = &words.say {
            check_text(&here.field("say"), say, &original.say, problems);
        }
        match (&words.predict, &original.predict) {
            (Some(_), None) => problems.add(
                &here.field("predict"),
                Told::new(
                    format!("step {} of the original asks no question", index + 1),
                    Said::new("lesson-problem-translation-question").text("step", (index + 1).to_string()),
                ),
            ),
            (Some(predict), Some(asked)) => {
                if let Some(ask) = &predict.ask {
                    check_text(&here.field("predict").field("ask"), ask, &asked.ask, problems);
                }
                if let Some(answer) = &predict.answer {
                    check_text(
                        &here.field("predict").field("answer"),
                        answer,
                        &asked.answer,
                        problems,
                    );
                }
            }
            _ => {}
        }
        match (
            &words.note,
            original.code.as_ref().and_then(|code| code.note.as_ref()),
        ) {
            (Some(_), None) => problems.add(
                &here.field("note"),
                Told::new(
                    format!("step {} of the original has no note beside its code", index + 1),
                    Said::new("lesson-problem-translation-note").text("step", (index + 1).to_string()),
                ),
            ),
            (Some(note), Some(original)) => check_text(&here.field("note"), note, original, problems),
            _ => {}
        }
    }
}

/// Checks one translated text against its original: not empty, and the same placeholders
/// (`{…}`), which the program fills in and so must stay as they are.
fn check_text(at: &FieldPath, words: &str, original: &str, problems: &mut Problems<'_>) {
    if words.trim().is_empty() {
        problems.add(
            at,
            Told::new(
                "the text is empty: translate it or leave the field out (English is shown)",
                Said::new("lesson-problem-translation-empty"),
            ),
        );
        return;
    }
    let (mine, theirs) = (placeholders(words), placeholders(original));
    if mine != theirs {
        problems.add(
            at,
            Told::new(
                format!(
                    "the placeholders differ from the original's: the original has [{}], this has [{}]",
                    theirs.join(", "),
                    mine.join(", ")
                ),
                Said::new("lesson-problem-placeholders")
                    .text("original", theirs.join(", "))
                    .text("translation", mine.join(", ")),
            ),
        );
    }
}

/// The placeholders of a text, `{…}` each, sorted.
pub fn placeholders(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find('{') {
        let Some(length) = rest[start..].find('}') else {
            break;
        };
        found.push(rest[start..start + length + 1].to_string());
        rest = &rest[start + length + 1..];
    }
    found.sort();
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lesson() -> Lesson {
        let text = include_str!("../../../lessons/04-alpha-beta-on-a-tree.json");
        Lesson::from_json(text, Path::new("lessons/04-alpha-beta-on-a-tree.json")).unwrap()
    }

    fn words(steps: &str) -> String {
        format!(
            "{{ \"format\": \"{WORDS_FORMAT}\", \"of\": \"04-alpha-beta-on-a-tree\", \"title\": \"Άλφα-βήτα\", \"steps\": {steps} }}"
        )
    }

    fn messages(text: &str) -> (Vec<String>, Lesson) {
        let mut lessons = vec![lesson()];
        let errors = attach_words(&mut lessons, "el", Path::new("lessons/el/04.json"), text);
        let lesson = lessons.pop().unwrap();
        (errors.iter().map(ToString::to_string).collect(), lesson)
    }

    fn steps(count: usize, first: &str) -> String {
        let mut steps = vec![first.to_string()];
        steps.extend(std::iter::repeat_n(String::from("{}"), count - 1));
        format!("[{}]", steps.join(", "))
    }

    #[test]
    fn good_words_are_laid_over_and_missing_words_fall_back_to_english() {
        let count = lesson().steps.len();
        let (errors, lesson) = messages(&words(&steps(count, "{ \"say\": \"Αρχή.\" }")));
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(lesson.title_in("el"), "Άλφα-βήτα");
        assert_eq!(lesson.say_in("el", 0), "Αρχή.");
        assert_eq!(lesson.say_in("el", 1), lesson.steps[1].say);
        assert_eq!(lesson.summary_in("el"), lesson.summary);
        assert_eq!(lesson.title_in("es"), lesson.title);
        assert_eq!(
            lesson.ask_in("el", 2),
            Some(lesson.steps[2].predict.as_ref().unwrap().ask.as_str())
        );
        assert_eq!(lesson.ask_in("el", 0), None);
    }

    #[test]
    fn a_step_more_or_less_is_refused_with_the_file_and_the_counts() {
        let count = lesson().steps.len();
        let (errors, lesson) = messages(&words(&steps(count - 1, "{}")));
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(errors[0].starts_with("lessons/el/04.json:"), "{}", errors[0]);
        assert!(errors[0].contains(&format!(
            "the original has {count} steps and this translation {}",
            count - 1
        )));
        assert!(lesson.words_in("el").is_none(), "a bad translation is not used");
    }

    #[test]
    fn a_question_where_the_original_asks_none_is_refused() {
        let count = lesson().steps.len();
        let (errors, _) = messages(&words(&steps(count, "{ \"predict\": { \"ask\": \";\" } }")));
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(
            errors[0].contains("steps[0].predict: step 1 of the original asks no question"),
            "{}",
            errors[0]
        );
    }

    #[test]
    fn empty_words_other_placeholders_and_unknown_lessons_are_refused() {
        let count = lesson().steps.len();
        let (errors, _) = messages(&words(&steps(count, "{ \"say\": \" \" }")));
        assert!(
            errors[0].contains("steps[0].say: the text is empty"),
            "{errors:?}"
        );
        let (errors, _) = messages(&words(&steps(count, "{ \"say\": \"a {move}\" }")));
        assert!(errors[0].contains("the placeholders differ"), "{errors:?}");
        let text =
            words(&steps(count, "{}")).replace("\"of\": \"04-alpha-beta-on-a-tree\"", "\"of\": \"99-x\"");
        let (errors, _) = messages(&text);
        assert!(
            errors[0].contains("of: no lesson has the id \"99-x\""),
            "{errors:?}"
        );
        let (errors, _) = messages(&words(&steps(count, "{ \"hint\": \"x\" }")));
        assert!(errors[0].contains("unknown field `hint`"), "{errors:?}");
    }

    #[test]
    fn placeholders_are_found_and_sorted() {
        assert_eq!(placeholders("a {b} c {a}"), vec!["{a}", "{b}"]);
        assert!(placeholders("no braces").is_empty());
    }
}
