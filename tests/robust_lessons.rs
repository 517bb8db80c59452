//! Lesson files that try to hang, crash or mislead Klados: values at the ends of `i32`, files
//! that are not files (a FIFO, a link to `/dev/zero`), files too large, thousands of errors, a
//! byte-order mark, bytes that are not UTF-8, a newline in a file name. Each gets one clear,
//! located message and nothing hangs or panics. Ends with a seeded mutation test over the
//! shipped lessons.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use klados::lesson::{Lesson, LessonError, load_dir};

/// A fresh empty folder under the system's temporary folder.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("klados-robust-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    dir
}

/// A small valid lesson on an abstract tree whose first leaf has the value `value` (as written).
fn tree_lesson(value: &str) -> String {
    format!(
        r#"{{
  "format": "klados-lesson/1",
  "id": "tree",
  "title": "A tree",
  "summary": "Two moves, two replies each.",
  "tree": {{
    "children": [
      {{ "label": "A", "children": [ {{ "label": "A1", "value": {value} }}, {{ "label": "A2", "value": 12 }} ] }},
      {{ "label": "B", "children": [ {{ "label": "B1", "value": 2 }}, {{ "label": "B2", "value": 4 }} ] }}
    ]
  }},
  "search": {{ "algorithm": "minimax" }},
  "steps": [ {{ "at": "end", "say": "MAX chooses." }} ]
}}"#
    )
}

/// The messages of the errors of `from_json`, or a panic if the text loads.
fn messages(text: &str, name: &str) -> Vec<String> {
    match Lesson::from_json(text, Path::new(name)) {
        Ok(_) => panic!("{name} loaded"),
        Err(errors) => errors.iter().map(LessonError::to_string).collect(),
    }
}

/// Runs `work` on its own thread and returns its result, or panics after a generous minute: a
/// guard against a hang, not a measure of speed.
fn within_a_minute<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> T {
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = sender.send(work());
    });
    receiver
        .recv_timeout(Duration::from_secs(60))
        .unwrap_or_else(|_| panic!("still running after a minute: it hangs"))
}

#[test]
fn a_leaf_value_at_the_end_of_i32_is_refused_with_its_place() {
    let text = tree_lesson("-2147483648");
    let messages = messages(&text, "a.json");
    let wanted = "a.json:8:63: tree.children[0].children[0].value: leaf value -2147483648 is out of range: \
                  leaf values go from -29000 to 29000";
    assert!(
        messages.iter().any(|m| m == wanted),
        "{wanted} not among {messages:#?}"
    );
    // The ends of the range are good.
    for good in ["-29000", "29000"] {
        assert!(
            Lesson::from_json(&tree_lesson(good), Path::new("a.json")).is_ok(),
            "{good}"
        );
    }
    let messages = self::messages(&tree_lesson("29001"), "a.json");
    assert!(
        messages[0].contains("leaf value 29001 is out of range"),
        "{messages:#?}"
    );
}

#[test]
fn a_claimed_value_at_the_end_of_i32_is_checked_not_a_panic() {
    let text = tree_lesson("3").replace(
        "\"say\": \"MAX chooses.\"",
        "\"say\": \"MAX chooses.\", \"predict\": { \"ask\": \"Worth?\", \"answer\": \"Much.\", \
         \"check\": { \"root_value\": -2147483648 } }",
    );
    let lesson = Lesson::from_json(&text, Path::new("claim.json")).unwrap_or_else(|e| panic!("{e:?}"));
    let problems: Vec<String> = lesson.verify().iter().map(ToString::to_string).collect();
    assert!(
        problems
            .iter()
            .any(|p| p.contains("the root value is 3, not -2147483648")),
        "{problems:#?}"
    );
    assert_eq!(klados::engine::eval::display_score(i32::MIN), "-21474836.48");
    assert_eq!(klados::engine::eval::display_score(i32::MAX), "+21474836.47");
}

#[test]
fn a_fifo_and_a_link_to_dev_zero_are_refused_without_reading() {
    let dir = temp_dir("special");
    std::fs::write(dir.join("good.json"), tree_lesson("3")).unwrap_or_else(|e| panic!("{e}"));
    let made = Command::new("mkfifo")
        .arg(dir.join("fifo.json"))
        .status()
        .unwrap_or_else(|e| panic!("mkfifo: {e}"));
    assert!(made.success());
    std::os::unix::fs::symlink("/dev/zero", dir.join("zero.json")).unwrap_or_else(|e| panic!("{e}"));
    let folder = dir.clone();
    let (lessons, errors) = within_a_minute(move || load_dir(&folder));
    assert_eq!(lessons.len(), 1);
    let messages: Vec<String> = errors.iter().map(LessonError::to_string).collect();
    for name in ["fifo.json", "zero.json"] {
        let wanted = format!("{name}: not a regular file: a lesson is a .json file");
        assert!(
            messages.iter().any(|m| m.contains(&wanted)),
            "{wanted} not among {messages:#?}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_file_over_a_megabyte_is_refused() {
    let dir = temp_dir("large");
    let padding = " ".repeat(1_000_001);
    std::fs::write(dir.join("large.json"), tree_lesson("3") + &padding).unwrap_or_else(|e| panic!("{e}"));
    let (lessons, errors) = load_dir(&dir);
    assert!(lessons.is_empty());
    let messages: Vec<String> = errors.iter().map(LessonError::to_string).collect();
    assert_eq!(messages.len(), 1, "{messages:#?}");
    assert!(
        messages[0].ends_with("large.json: larger than 1 MB: a lesson file is a few kilobytes"),
        "{messages:#?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A tree lesson with `count` steps, each naming a level the tree does not have.
fn lesson_with_errors(count: usize) -> String {
    let steps = vec!["{ \"at\": \"revealed\", \"level\": 7, \"say\": \"Nothing.\" }"; count].join(",\n    ");
    let steps = format!("\n    {steps}\n  ");
    tree_lesson("3").replace("{ \"at\": \"end\", \"say\": \"MAX chooses.\" }", &steps)
}

#[test]
fn sixteen_thousand_errors_are_all_located() {
    let count = 16_000;
    let text = lesson_with_errors(count);
    let started = Instant::now();
    let messages = within_a_minute(move || messages(&text, "many.json"));
    eprintln!("{count} errors located in {:?}", started.elapsed());
    assert_eq!(messages.len(), count);
    for (index, message) in messages.iter().enumerate() {
        // Step i is on line 14 + i; its level at column 34.
        let wanted = format!(
            "many.json:{}:34: steps[{index}].level: level 7 is beyond",
            14 + index
        );
        assert!(message.starts_with(&wanted), "{message} is not {wanted}");
    }
}

#[test]
fn a_byte_order_mark_is_skipped() {
    let text = format!("\u{feff}{}", tree_lesson("3"));
    let lesson = Lesson::from_json(&text, Path::new("bom.json"));
    assert!(lesson.is_ok(), "{:?}", lesson.err());
    // A BOM read from a file too, and errors after it are located as if it were not there.
    let dir = temp_dir("bom");
    std::fs::write(dir.join("bom.json"), text.replace("\"format\"", "\"formt\""))
        .unwrap_or_else(|e| panic!("{e}"));
    let (_, errors) = load_dir(&dir);
    let messages: Vec<String> = errors.iter().map(LessonError::to_string).collect();
    assert!(
        messages[0].contains("bom.json:2:9: unknown field `formt`"),
        "{messages:#?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bytes_that_are_not_utf8_are_located() {
    let dir = temp_dir("latin1");
    let mut bytes = tree_lesson("3").into_bytes();
    // "A tree" becomes "A tr\xe9e" (Latin-1 é) on line 4.
    let at = bytes
        .windows(6)
        .position(|w| w == b"A tree")
        .unwrap_or_else(|| panic!("no title"));
    bytes.splice(at + 4..at + 5, [0xe9]);
    std::fs::write(dir.join("latin1.json"), bytes).unwrap_or_else(|e| panic!("{e}"));
    let (_, errors) = load_dir(&dir);
    let messages: Vec<String> = errors.iter().map(LessonError::to_string).collect();
    assert_eq!(messages.len(), 1, "{messages:#?}");
    assert!(
        messages[0].contains("latin1.json:4:17: the file is not UTF-8 text (byte 0xE9)"),
        "{messages:#?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn columns_count_characters_from_one() {
    // Three two-byte characters before the error: serde counts bytes, people count characters.
    let text = tree_lesson("3").replace("\"title\": \"A tree\",", "\"title\": \"ééé\" 1,");
    let messages = messages(&text, "chars.json");
    assert!(
        messages[0].contains("chars.json:4:18: expected `,` or `}`"),
        "{messages:#?}"
    );
    let text = tree_lesson("3").replace("\"title\": \"A tree\",", "\"title\": \"ééé\", \"x\": 1,");
    let messages = self::messages(&text, "chars.json");
    assert!(
        messages[0].contains("chars.json:4:21: unknown field `x`"),
        "{messages:#?}"
    );
    // A word that gives an answer away is pointed at in characters too.
    let text = tree_lesson("3").replace(
        "{ \"at\": \"end\", \"say\": \"MAX chooses.\" }",
        "{ \"at\": \"end\", \"say\": \"Élan: MAX gets 3.\", \"predict\": { \"ask\": \"What?\", \
         \"answer\": \"Three.\", \"check\": { \"root_value\": 3 } } }",
    );
    let lesson = Lesson::from_json(&text, Path::new("early.json")).unwrap_or_else(|e| panic!("{e:?}"));
    let problems: Vec<String> = lesson.verify().iter().map(ToString::to_string).collect();
    assert!(
        problems
            .iter()
            .any(|p| p.starts_with("early.json:13:52: steps[0].say: \"3\" gives away")),
        "{problems:#?}"
    );
    // An error at the very end of the text still has a column from 1.
    let messages = self::messages("", "empty.json");
    assert!(messages[0].contains("empty.json:1:1: "), "{messages:#?}");
    let messages = self::messages("{\n", "open.json");
    assert!(messages[0].contains("open.json:2:1: "), "{messages:#?}");
}

#[test]
fn a_newline_in_a_file_name_stays_on_one_line() {
    let dir = temp_dir("newline");
    std::fs::write(dir.join("two\nlines.json"), "{").unwrap_or_else(|e| panic!("{e}"));
    let (_, errors) = load_dir(&dir);
    let messages: Vec<String> = errors.iter().map(LessonError::to_string).collect();
    assert_eq!(messages.len(), 1, "{messages:#?}");
    assert!(!messages[0].contains('\n'), "{messages:#?}");
    assert!(messages[0].contains("two\\nlines.json:1:1: "), "{messages:#?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn lessons_check_counts_in_words() {
    let dir = temp_dir("counts");
    std::fs::write(dir.join("good.json"), tree_lesson("3")).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(dir.join("bad.json"), "{").unwrap_or_else(|e| panic!("{e}"));
    let output = Command::new(env!("CARGO_BIN_EXE_klados"))
        .args(["lessons", "check"])
        .arg(&dir)
        .output()
        .unwrap_or_else(|e| panic!("could not run klados: {e}"));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains(": 1 lesson good, 1 problem in 1 file"),
        "{stdout}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
