//! A tree typed as nested lists and saved as a lesson comes back the same: the text written by
//! `lesson::write::tree_lesson_text` passes `klados lessons check`, loads with `load_dir` to the
//! same tree, and searches to the same result with every algorithm.

use std::path::PathBuf;
use std::process::Command;

use klados::course::lesson::write::{id_of_title, tree_lesson_text};
use klados::course::lesson::{Subject, load_dir};
use klados::course::tree_text::parse_tree;
use klados::engine::abstract_tree::search_abstract;
use klados::engine::settings::Algorithm;

/// A fresh folder under the system's temporary folder, for one case.
fn fresh_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("klados-tree-lesson-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    dir
}

#[test]
fn a_written_tree_lesson_checks_and_loads_to_the_same_tree_and_search() {
    let cases = [
        ("Minimax by hand, again", "[[14, 5, 1], [3, 12, 8], [2, 4, 6]]"),
        ("Ragged: \"odd\" <tree>", "[[3, [1, 2]], 5, [[[−7, 8], 2], 0]]"),
        ("", "[[[3, 4], [5, 1]], [[1, 2], [8, 9]], [[6, 3], [7, 2]]]"),
    ];
    for (case, (title, text)) in cases.iter().enumerate() {
        let moves = parse_tree(text).unwrap();
        for algorithm in Algorithm::ALL {
            let dir = fresh_dir(&format!("{case}-{}", algorithm.name()));
            let lesson_text = tree_lesson_text(
                title,
                "A summary.",
                "Work it out.",
                Some("now"),
                &moves,
                algorithm,
            );
            let path = dir.join(format!("{}.json", id_of_title(title)));
            klados::shell::files::write_atomic(&path, lesson_text.as_bytes()).unwrap();

            let output = Command::new(env!("CARGO_BIN_EXE_klados"))
                .args(["lessons", "check"])
                .arg(&dir)
                .output()
                .unwrap();
            assert!(
                output.status.success(),
                "{title:?} {algorithm:?}: {}\n{lesson_text}",
                String::from_utf8_lossy(&output.stderr)
            );

            let (lessons, errors) = load_dir(&dir);
            assert!(errors.is_empty(), "{errors:?}");
            let [lesson] = lessons.as_slice() else {
                panic!("{} lessons loaded", lessons.len());
            };
            assert_eq!(lesson.settings.algorithm, algorithm);
            let Subject::Tree { root_label, children } = &lesson.subject else {
                panic!("not a tree");
            };
            assert_eq!(root_label.as_deref(), Some("now"));
            assert_eq!(children, &moves);

            let expected = search_abstract(&moves, algorithm).unwrap();
            let loaded = search_abstract(children, algorithm).unwrap();
            assert_eq!(loaded.tree.root_value(), expected.tree.root_value());
            assert_eq!(loaded.tree.best(), expected.tree.best());
            for (level, (got, want)) in loaded
                .tree
                .levels()
                .iter()
                .zip(expected.tree.levels())
                .enumerate()
            {
                let values = |nodes: &klados::engine::tree::NodeArray| -> Vec<Option<i32>> {
                    nodes.iter().map(|node| node.value()).collect()
                };
                assert_eq!(values(&got.nodes), values(&want.nodes), "level {level}");
            }
            assert_eq!(loaded.tree, expected.tree);
            let _ = std::fs::remove_dir_all(&dir);
        }
    }
}
