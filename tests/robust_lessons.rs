//! Lesson files that try to hang, crash or mislead Klados: values at the ends of `i32`, files
//! that are not files (a FIFO, a link to `/dev/zero`), files too large, thousands of errors, a
//! byte-order mark, bytes that are not UTF-8, a newline in a file name. Each gets one clear,
//! located message and nothing hangs or panics. Ends with a seeded mutation test over the
//! shipped lessons.

mod common;
use common::SplitMix;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use klados::course::lesson::{Lesson, LessonError, load_dir};

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
    match receiver.recv_timeout(Duration::from_secs(60)) {
        Ok(result) => result,
        Err(mpsc::RecvTimeoutError::Timeout) => panic!("still running after a minute: it hangs"),
        Err(mpsc::RecvTimeoutError::Disconnected) => panic!("it panicked (see the message above)"),
    }
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
    std::fs::create_dir(dir.join("folder.json")).unwrap_or_else(|e| panic!("{e}"));
    let folder = dir.clone();
    let (lessons, errors) = within_a_minute(move || load_dir(&folder));
    assert_eq!(lessons.len(), 1);
    let messages: Vec<String> = errors.iter().map(LessonError::to_string).collect();
    assert_eq!(messages.len(), 3, "{messages:#?}");
    for name in ["fifo.json", "zero.json", "folder.json"] {
        let wanted =
            format!("{name}: not a regular file (a folder, a FIFO or a device): a lesson is a plain file");
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

// ----- Seeded mutations of the shipped lessons -----

/// Text that breaks JSON or a lesson when dropped into one.
const TOKENS: [&str; 16] = [
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    "\"",
    "\\",
    "\n",
    "null",
    "\u{feff}",
    "é",
    "\t",
    "\"\\u0000\"",
    "true",
    "",
];

/// Numbers at the edges of what the types and the engine take.
const EXTREMES: [&str; 10] = [
    "-2147483648",
    "2147483647",
    "2147483648",
    "1e999",
    "NaN",
    "-0",
    "99999999999999999999",
    "0.5",
    "-1",
    "29001",
];

/// The character boundary at or before byte `at` of `text`.
fn boundary(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// Returns `bytes` with one random mutation. The text is handled as bytes so that a mutation
/// may make it invalid UTF-8.
fn mutate(bytes: &[u8], random: &mut SplitMix) -> Vec<u8> {
    let text = String::from_utf8_lossy(bytes).into_owned();
    let at = boundary(&text, random.below(text.len().max(1)));
    let mutated: String = match random.below(12) {
        // Delete a few characters.
        0 => {
            let end = boundary(&text, at + 1 + random.below(12));
            format!("{}{}", &text[..at], &text[end..])
        }
        // Insert a token.
        1 => format!(
            "{}{}{}",
            &text[..at],
            TOKENS[random.below(TOKENS.len())],
            &text[at..]
        ),
        // Duplicate a span.
        2 => {
            let end = boundary(&text, at + 1 + random.below(40));
            format!("{}{}{}", &text[..end], &text[at..end], &text[end..])
        }
        // Swap, delete or duplicate lines.
        3 | 4 => {
            let mut lines: Vec<&str> = text.split('\n').collect();
            let (first, second) = (random.below(lines.len()), random.below(lines.len()));
            match random.below(3) {
                0 => lines.swap(first, second),
                1 => {
                    lines.remove(first);
                }
                _ => lines.insert(first, lines[second]),
            }
            lines.join("\n")
        }
        // Replace a number with an extreme one.
        5 | 6 => {
            let digits: Vec<usize> = text
                .char_indices()
                .filter(|(_, c)| c.is_ascii_digit())
                .map(|(offset, _)| offset)
                .collect();
            match digits.get(random.below(digits.len().max(1))) {
                None => text.clone(),
                Some(&start) => {
                    let length = text[start..].find(|c: char| !c.is_ascii_digit()).unwrap_or(0);
                    let extreme = EXTREMES[random.below(EXTREMES.len())];
                    format!("{}{extreme}{}", &text[..start], &text[start + length..])
                }
            }
        }
        // A huge string inside a string.
        7 => {
            let quotes: Vec<usize> = text.match_indices('"').map(|(offset, _)| offset + 1).collect();
            let at = quotes
                .get(random.below(quotes.len().max(1)))
                .copied()
                .unwrap_or(0);
            format!("{}{}{}", &text[..at], "x".repeat(100_000), &text[at..])
        }
        // Deep nesting.
        8 => format!("{}{}{}", &text[..at], "[".repeat(10_000), &text[at..]),
        // A byte-order mark.
        9 => format!("\u{feff}{text}"),
        // Truncation.
        10 => text[..at].to_string(),
        // A byte that is never valid UTF-8 there.
        _ => {
            let mut bytes = text.into_bytes();
            bytes.insert(at, [0xff, 0xc3, 0x80][random.below(3)]);
            return bytes;
        }
    };
    mutated.into_bytes()
}

/// Checks that an error is whole-file or has a place that exists in `text` (a column may be
/// just past a line's end), and that its message is one line. Returns what is wrong.
fn check_error(error: &LessonError, text: &str) -> Result<(), String> {
    let message = error.to_string();
    if message.contains('\n') {
        return Err(format!("a message on several lines: {message}"));
    }
    if let LessonError::Invalid { line, column, .. } = error {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let Some(shown) = text.split('\n').nth(line.wrapping_sub(1)) else {
            return Err(format!("line {line} is not in the text: {message}"));
        };
        if *column == 0 || *column > shown.chars().count() + 1 {
            return Err(format!("column {column} is not in line {line}: {message}"));
        }
    }
    Ok(())
}

/// True if checking the lesson searches only small trees (3 plies at most anywhere): a mutant
/// with a deeper search is loaded but not checked, to keep the test quick.
fn quick_to_verify(lesson: &Lesson) -> bool {
    let claims = lesson.steps.iter().flat_map(|step| {
        step.expect
            .iter()
            .chain(step.predict.iter().filter_map(|predict| predict.check.as_ref()))
    });
    let claim_depths = claims.filter_map(|claim| claim.with.and_then(|with| with.depth));
    let sweep_depths = lesson
        .steps
        .iter()
        .flat_map(|step| step.sweep.iter().flat_map(|sweep| sweep.depths.clone()));
    lesson.settings.depth <= 3 && claim_depths.chain(sweep_depths).all(|depth| depth <= 3)
}

/// Mutates each shipped lesson many times (one to three mutations each) and feeds every mutant
/// to the loader — from text, and every fourth from a file — and every mutant that loads to the
/// checker: nothing panics, nothing hangs, every error is located in the text.
#[test]
fn mutated_lessons_give_located_errors_and_never_panic() {
    const MUTANTS_PER_LESSON: usize = 200;
    let dir = temp_dir("mutants");
    let shipped = Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
    let mut originals: Vec<(PathBuf, Vec<u8>)> = std::fs::read_dir(&shipped)
        .unwrap_or_else(|e| panic!("{e}"))
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .map(|path| {
            let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{e}"));
            (path, bytes)
        })
        .collect();
    originals.sort();
    let started = Instant::now();
    let (inputs, loaded, verified) = within_a_minute(move || {
        let mut random = SplitMix(0x6b6c_6164_6f73); // "klados"
        let (mut inputs, mut loaded, mut verified) = (0, 0, 0);
        for (path, original) in &originals {
            for number in 0..MUTANTS_PER_LESSON {
                let mut bytes = original.clone();
                for _ in 0..1 + random.below(3) {
                    bytes = mutate(&bytes, &mut random);
                }
                let name = format!("{}#{number}", path.display());
                let text = String::from_utf8_lossy(&bytes).into_owned();
                let result = std::panic::catch_unwind(|| {
                    let result = if number % 4 == 0 {
                        let file = dir.join("mutant.json");
                        std::fs::write(&file, &bytes).unwrap_or_else(|e| panic!("{e}"));
                        Lesson::load(&file)
                    } else {
                        Lesson::from_json(&text, Path::new(&name))
                    };
                    match result {
                        Ok(lesson) if quick_to_verify(&lesson) => (lesson.verify(), true, true),
                        Ok(_) => (Vec::new(), true, false),
                        Err(errors) => (errors, false, false),
                    }
                });
                let (errors, was_loaded, was_verified) =
                    result.unwrap_or_else(|_| panic!("{name} panicked; its text:\n{text}"));
                for error in &errors {
                    if let Err(problem) = check_error(error, &text) {
                        panic!("{name}: {problem}\nits text:\n{text}");
                    }
                }
                inputs += 1;
                loaded += usize::from(was_loaded);
                verified += usize::from(was_verified);
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
        (inputs, loaded, verified)
    });
    eprintln!(
        "{inputs} mutated lessons: {loaded} loaded, {verified} checked against the engine, in {:?}",
        started.elapsed()
    );
    assert!(inputs >= 3000, "only {inputs} inputs");
}
