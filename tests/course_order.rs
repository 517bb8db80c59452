//! The course's order: `lessons/course.txt` puts tic-tac-toe and Connect Four (26–28) first, as
//! `lessons/TEACHING.md` starts the course with them, without renumbering the files. The folder,
//! the built-in lessons, `klados lessons list` and the window's list agree; "Next lesson" goes
//! from the games to the drawn trees; a course naming a lesson the folder lacks is reported.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use egui_kittest::kittest::Queryable;
use klados::course::lesson::{built_in, load_dir};
use klados::ui::command::Command as UiCommand;
use klados::ui::settings::Settings;

fn shipped_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons")
}

/// The lessons' numbers (the file names' first two digits) in the order the course gives.
const COURSE: [&str; 34] = [
    "26", "27", "28", "01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "13", "14",
    "15", "29", "31", "34", "32", "33", "16", "17", "18", "19", "20", "21", "22", "23", "24", "25", "30",
];

fn numbers(ids: impl Iterator<Item = String>) -> Vec<String> {
    ids.map(|id| id.chars().take(2).collect()).collect()
}

#[test]
fn the_folder_and_the_built_in_lessons_follow_the_course() {
    let (lessons, errors) = load_dir(&shipped_dir());
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(numbers(lessons.iter().map(|l| l.id.clone())), COURSE);
    let (built, errors) = built_in();
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(numbers(built.iter().map(|l| l.id.clone())), COURSE);
}

#[test]
fn teaching_md_starts_the_course_where_the_list_does() {
    // TEACHING.md's first section names 26, 27 and 28 in that order, in every language.
    for name in ["TEACHING.md", "TEACHING.el.md", "TEACHING.es.md"] {
        let text = std::fs::read_to_string(shipped_dir().join(name)).unwrap_or_default();
        let first = text.split("\n## ").nth(1).unwrap_or_default();
        let named: Vec<usize> = ["(26)", "(27)", "(28)"]
            .iter()
            .map(|number| {
                first
                    .find(number)
                    .unwrap_or_else(|| panic!("{name}: no {number}"))
            })
            .collect();
        assert!(named.is_sorted(), "{name}: {named:?}");
    }
}

#[test]
fn lessons_list_prints_the_window_order() {
    let output = Command::new(env!("CARGO_BIN_EXE_klados"))
        .args(["lessons", "list"])
        .arg(shipped_dir())
        .output()
        .unwrap_or_else(|e| panic!("could not run klados: {e}"));
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    let listed = numbers(stdout.lines().map(String::from));
    assert_eq!(listed, COURSE, "{stdout}");
    assert!(
        stdout
            .lines()
            .next()
            .is_some_and(|line| line.ends_with("The whole tree of tic-tac-toe")),
        "{stdout}"
    );
}

#[test]
fn a_course_naming_a_missing_lesson_is_reported_and_the_rest_follow_by_id() {
    let dir = std::env::temp_dir().join(format!("klados-course-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    for name in [
        "01-what-a-game-tree-is.json",
        "02-minimax-by-hand.json",
        "03-when-a-line-ends-early.json",
    ] {
        std::fs::copy(shipped_dir().join(name), dir.join(name)).unwrap_or_else(|e| panic!("{e}"));
    }
    std::fs::write(
        dir.join("course.txt"),
        "# A course.\n03-when-a-line-ends-early\n99-no-such-lesson\n01-what-a-game-tree-is\n",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let (lessons, errors) = load_dir(&dir);
    assert_eq!(numbers(lessons.iter().map(|l| l.id.clone())), ["03", "01", "02"]);
    let errors: Vec<String> = errors.iter().map(ToString::to_string).collect();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].ends_with(
            "course.txt:3:1: no lesson in the folder has the id 99-no-such-lesson (or its file did not load)"
        ),
        "{errors:?}"
    );
    // `klados lessons check` reports it, at its line.
    let output = Command::new(env!("CARGO_BIN_EXE_klados"))
        .args(["lessons", "check"])
        .arg(&dir)
        .output()
        .unwrap_or_else(|e| panic!("could not run klados: {e}"));
    assert!(!output.status.success());
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("course.txt:3:1: no lesson"),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_window_lists_the_games_first_and_next_lesson_goes_on_to_the_trees() {
    let mut harness = common::window([1280.0, 820.0], Settings::default());
    let listed = numbers(harness.state().lessons().lessons().iter().map(|l| l.id.clone()));
    assert_eq!(listed, COURSE);
    harness.state_mut().apply(UiCommand::ToggleLessons);
    harness.run();
    // On screen too: the tic-tac-toe lesson's button above the first drawn tree's.
    let top = |harness: &egui_kittest::Harness<'_, klados::ui::KladosApp>, title: &str| {
        harness.get_by_label(title).rect().top()
    };
    assert!(
        top(&harness, "The whole tree of tic-tac-toe") < top(&harness, "What a game tree is"),
        "the games come first"
    );
    // After the last game lesson, "Next lesson" opens the first drawn tree.
    common::open_lesson(&mut harness, "Connect Four: MCTS against alpha-beta");
    let next = harness.state().lessons().next_lesson();
    let next_id = next
        .and_then(|index| harness.state().lessons().lessons().get(index))
        .map(|l| l.id.clone());
    assert_eq!(next_id.as_deref(), Some("01-what-a-game-tree-is"));
}
