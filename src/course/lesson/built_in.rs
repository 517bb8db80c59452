//! The lessons built into the program: the `lessons/` folder's files as they were when it was
//! built. A page has no lessons folder to read, so it teaches these ([`built_in`]); a test
//! checks that the list names every file in the folder.

use std::path::Path;

use super::{Lesson, LessonError};

/// Each lesson file of `lessons/`: its name and its text.
pub const BUILT_IN_FILES: &[(&str, &str)] = &[
    (
        "01-what-a-game-tree-is.json",
        include_str!("../../../lessons/01-what-a-game-tree-is.json"),
    ),
    (
        "02-minimax-by-hand.json",
        include_str!("../../../lessons/02-minimax-by-hand.json"),
    ),
    (
        "03-when-a-line-ends-early.json",
        include_str!("../../../lessons/03-when-a-line-ends-early.json"),
    ),
    (
        "04-alpha-beta-on-a-tree.json",
        include_str!("../../../lessons/04-alpha-beta-on-a-tree.json"),
    ),
    (
        "05-alpha-beta-by-hand.json",
        include_str!("../../../lessons/05-alpha-beta-by-hand.json"),
    ),
    (
        "06-from-trees-to-chess.json",
        include_str!("../../../lessons/06-from-trees-to-chess.json"),
    ),
    (
        "07-evaluation.json",
        include_str!("../../../lessons/07-evaluation.json"),
    ),
    (
        "08-mate-in-one.json",
        include_str!("../../../lessons/08-mate-in-one.json"),
    ),
    (
        "09-why-the-reply-matters.json",
        include_str!("../../../lessons/09-why-the-reply-matters.json"),
    ),
    (
        "10-knight-fork.json",
        include_str!("../../../lessons/10-knight-fork.json"),
    ),
    (
        "11-horizon-effect.json",
        include_str!("../../../lessons/11-horizon-effect.json"),
    ),
    (
        "12-odd-and-even-depth.json",
        include_str!("../../../lessons/12-odd-and-even-depth.json"),
    ),
    (
        "13-the-cost-of-depth.json",
        include_str!("../../../lessons/13-the-cost-of-depth.json"),
    ),
    (
        "14-alpha-beta-in-chess.json",
        include_str!("../../../lessons/14-alpha-beta-in-chess.json"),
    ),
    (
        "15-move-ordering.json",
        include_str!("../../../lessons/15-move-ordering.json"),
    ),
    (
        "16-the-best-case.json",
        include_str!("../../../lessons/16-the-best-case.json"),
    ),
    (
        "17-huo-chess.json",
        include_str!("../../../lessons/17-huo-chess.json"),
    ),
    (
        "18-the-opening-book.json",
        include_str!("../../../lessons/18-the-opening-book.json"),
    ),
    (
        "19-quiescence.json",
        include_str!("../../../lessons/19-quiescence.json"),
    ),
    (
        "20-iterative-deepening.json",
        include_str!("../../../lessons/20-iterative-deepening.json"),
    ),
    (
        "21-transpositions.json",
        include_str!("../../../lessons/21-transpositions.json"),
    ),
    (
        "22-expectimax-dice.json",
        include_str!("../../../lessons/22-expectimax-dice.json"),
    ),
    (
        "23-mcts-on-a-tree.json",
        include_str!("../../../lessons/23-mcts-on-a-tree.json"),
    ),
    (
        "24-mcts-in-chess.json",
        include_str!("../../../lessons/24-mcts-in-chess.json"),
    ),
    (
        "25-playouts-mislead.json",
        include_str!("../../../lessons/25-playouts-mislead.json"),
    ),
    (
        "26-the-whole-tree-of-tic-tac-toe.json",
        include_str!("../../../lessons/26-the-whole-tree-of-tic-tac-toe.json"),
    ),
    (
        "27-connect-four-the-evaluation-decides.json",
        include_str!("../../../lessons/27-connect-four-the-evaluation-decides.json"),
    ),
    (
        "28-connect-four-mcts-against-alpha-beta.json",
        include_str!("../../../lessons/28-connect-four-mcts-against-alpha-beta.json"),
    ),
    (
        "29-killer-moves-and-history.json",
        include_str!("../../../lessons/29-killer-moves-and-history.json"),
    ),
    (
        "30-three-players-maxn.json",
        include_str!("../../../lessons/30-three-players-maxn.json"),
    ),
    (
        "31-pvs-and-aspiration-windows.json",
        include_str!("../../../lessons/31-pvs-and-aspiration-windows.json"),
    ),
    (
        "32-null-move-and-late-move-reductions.json",
        include_str!("../../../lessons/32-null-move-and-late-move-reductions.json"),
    ),
    (
        "33-zugzwang-fools-the-null-move.json",
        include_str!("../../../lessons/33-zugzwang-fools-the-null-move.json"),
    ),
    (
        "34-when-the-window-fails.json",
        include_str!("../../../lessons/34-when-the-window-fails.json"),
    ),
];

/// The course's order of `lessons/` ([`super::Course`]): `lessons/course.txt`.
pub const BUILT_IN_COURSE: &str = include_str!("../../../lessons/course.txt");

/// One translation's entry: its language, its file name and its text, read from
/// `lessons/LANGUAGE/NAME` when the program is built.
macro_rules! words {
    ($language:literal, $name:literal) => {
        (
            $language,
            $name,
            include_str!(concat!("../../../lessons/", $language, "/", $name)),
        )
    };
}

/// Each translation of `lessons/`: its language (the folder's name), its file name and its text.
pub const BUILT_IN_WORDS: &[(&str, &str, &str)] = &[
    words!("el", "01-what-a-game-tree-is.json"),
    words!("el", "02-minimax-by-hand.json"),
    words!("el", "03-when-a-line-ends-early.json"),
    words!("el", "04-alpha-beta-on-a-tree.json"),
    words!("el", "05-alpha-beta-by-hand.json"),
    words!("el", "06-from-trees-to-chess.json"),
    words!("el", "07-evaluation.json"),
    words!("el", "08-mate-in-one.json"),
    words!("el", "09-why-the-reply-matters.json"),
    words!("el", "10-knight-fork.json"),
    words!("el", "11-horizon-effect.json"),
    words!("el", "12-odd-and-even-depth.json"),
    words!("el", "13-the-cost-of-depth.json"),
    words!("el", "14-alpha-beta-in-chess.json"),
    words!("el", "15-move-ordering.json"),
    words!("el", "16-the-best-case.json"),
    words!("el", "17-huo-chess.json"),
    words!("el", "18-the-opening-book.json"),
    words!("el", "19-quiescence.json"),
    words!("el", "20-iterative-deepening.json"),
    words!("el", "21-transpositions.json"),
    words!("el", "22-expectimax-dice.json"),
    words!("el", "23-mcts-on-a-tree.json"),
    words!("el", "24-mcts-in-chess.json"),
    words!("el", "25-playouts-mislead.json"),
    words!("el", "26-the-whole-tree-of-tic-tac-toe.json"),
    words!("el", "27-connect-four-the-evaluation-decides.json"),
    words!("el", "28-connect-four-mcts-against-alpha-beta.json"),
    words!("el", "29-killer-moves-and-history.json"),
    words!("el", "30-three-players-maxn.json"),
    words!("el", "31-pvs-and-aspiration-windows.json"),
    words!("el", "32-null-move-and-late-move-reductions.json"),
    words!("el", "33-zugzwang-fools-the-null-move.json"),
    words!("el", "34-when-the-window-fails.json"),
    words!("es", "01-what-a-game-tree-is.json"),
    words!("es", "02-minimax-by-hand.json"),
    words!("es", "03-when-a-line-ends-early.json"),
    words!("es", "04-alpha-beta-on-a-tree.json"),
    words!("es", "05-alpha-beta-by-hand.json"),
    words!("es", "06-from-trees-to-chess.json"),
    words!("es", "07-evaluation.json"),
    words!("es", "08-mate-in-one.json"),
    words!("es", "09-why-the-reply-matters.json"),
    words!("es", "10-knight-fork.json"),
    words!("es", "11-horizon-effect.json"),
    words!("es", "12-odd-and-even-depth.json"),
    words!("es", "13-the-cost-of-depth.json"),
    words!("es", "14-alpha-beta-in-chess.json"),
    words!("es", "15-move-ordering.json"),
    words!("es", "16-the-best-case.json"),
    words!("es", "17-huo-chess.json"),
    words!("es", "18-the-opening-book.json"),
    words!("es", "19-quiescence.json"),
    words!("es", "20-iterative-deepening.json"),
    words!("es", "21-transpositions.json"),
    words!("es", "22-expectimax-dice.json"),
    words!("es", "23-mcts-on-a-tree.json"),
    words!("es", "24-mcts-in-chess.json"),
    words!("es", "25-playouts-mislead.json"),
    words!("es", "26-the-whole-tree-of-tic-tac-toe.json"),
    words!("es", "27-connect-four-the-evaluation-decides.json"),
    words!("es", "28-connect-four-mcts-against-alpha-beta.json"),
    words!("es", "29-killer-moves-and-history.json"),
    words!("es", "30-three-players-maxn.json"),
    words!("es", "31-pvs-and-aspiration-windows.json"),
    words!("es", "32-null-move-and-late-move-reductions.json"),
    words!("es", "33-zugzwang-fools-the-null-move.json"),
    words!("es", "34-when-the-window-fails.json"),
];

/// Reads the built-in lessons as [`super::load_dir`] reads a folder: the good lessons in the
/// course's order ([`BUILT_IN_COURSE`]), and the problems found (none, while the folder's test passes).
pub fn built_in() -> (Vec<Lesson>, Vec<LessonError>) {
    let mut lessons = Vec::new();
    let mut errors = Vec::new();
    for (name, text) in BUILT_IN_FILES {
        match Lesson::from_json(text, &Path::new("lessons").join(name)) {
            Ok(lesson) => lessons.push(lesson),
            Err(file_errors) => errors.extend(file_errors),
        }
    }
    lessons.sort_by(|a, b| a.id.cmp(&b.id).then_with(|| a.path.cmp(&b.path)));
    let (course, course_errors) =
        super::Course::parse(BUILT_IN_COURSE, &Path::new("lessons").join(super::COURSE_FILE));
    errors.extend(course_errors);
    errors.extend(course.unknown_ids(&lessons));
    course.sort(&mut lessons);
    for (language, name, text) in BUILT_IN_WORDS {
        let path = Path::new("lessons").join(language).join(name);
        errors.extend(super::attach_words(&mut lessons, language, &path, text));
    }
    (lessons, errors)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_lessons_are_the_lessons_folder() {
        let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
        let mut names: Vec<String> = std::fs::read_dir(&folder)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name.ends_with(".json"))
            .collect();
        names.sort();
        let listed: Vec<&str> = BUILT_IN_FILES.iter().map(|(name, _)| *name).collect();
        assert_eq!(listed, names, "list every lesson file in BUILT_IN_FILES");
        let (lessons, errors) = built_in();
        assert!(errors.is_empty(), "{errors:?}");
        let (from_folder, _) = super::super::load_dir(&folder);
        let ids = |lessons: &[Lesson]| lessons.iter().map(|lesson| lesson.id.clone()).collect::<Vec<_>>();
        assert_eq!(ids(&lessons), ids(&from_folder));
        // And every translation, in every language folder.
        let mut translations = Vec::new();
        for folder in std::fs::read_dir(&folder).unwrap() {
            let folder = folder.unwrap();
            let language = folder.file_name().to_string_lossy().into_owned();
            if !folder.path().is_dir() || !super::super::is_language_folder(&language) {
                continue;
            }
            for file in std::fs::read_dir(folder.path()).unwrap() {
                let name = file.unwrap().file_name().to_string_lossy().into_owned();
                if name.ends_with(".json") {
                    translations.push((language.clone(), name));
                }
            }
        }
        translations.sort();
        let listed: Vec<(String, String)> = BUILT_IN_WORDS
            .iter()
            .map(|(language, name, _)| ((*language).to_string(), (*name).to_string()))
            .collect();
        assert_eq!(listed, translations, "list every translation in BUILT_IN_WORDS");
        let words = |lessons: &[Lesson]| {
            lessons
                .iter()
                .map(|lesson| lesson.words.len())
                .collect::<Vec<_>>()
        };
        assert_eq!(words(&lessons), words(&from_folder));
    }
}
