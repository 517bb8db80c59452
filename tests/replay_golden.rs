//! The abstract-tree lessons replay exactly as they did before the search became one search for
//! chess and abstract trees. `tests/data/replay-golden.txt` was written by the search and replay
//! as they were then (commit 76d3c05, with `UPDATE_GOLDEN=1`): for every lesson tree, every
//! algorithm, both orders and every granularity, each step's sentence and what every node shows.
//! A replay that changes in any step fails here.

use std::fmt::Write as _;
use std::path::Path;
use std::sync::Arc;

use klados::course::lesson::{Subject, load_dir};
use klados::engine::abstract_tree::search_abstract;
use klados::engine::replay::{Granularity, Order, Replay};
use klados::engine::settings::Algorithm;
use klados::engine::tree::NodeId;

const GOLDEN: &str = "tests/data/replay-golden.txt";

/// The lessons on abstract trees when the golden file was written.
const TREE_LESSONS: [&str; 5] = [
    "01-what-a-game-tree-is",
    "02-minimax-by-hand",
    "03-when-a-line-ends-early",
    "04-alpha-beta-on-a-tree",
    "05-alpha-beta-by-hand",
];

/// Every step of every replay of every lesson tree, one line a step.
fn replays_in_words() -> String {
    let lessons_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
    let (lessons, errors) = load_dir(&lessons_dir);
    assert!(errors.is_empty(), "{errors:?}");
    let mut out = String::new();
    let mut found = 0;
    for lesson in lessons
        .iter()
        .filter(|lesson| TREE_LESSONS.contains(&lesson.id.as_str()))
    {
        let Subject::Tree { children, .. } = &lesson.subject else {
            panic!("{} is a tree lesson", lesson.id);
        };
        found += 1;
        for algorithm in Algorithm::ALL {
            let searched = search_abstract(children, algorithm).unwrap_or_else(|e| panic!("{e}"));
            let tree = Arc::new(searched.tree);
            for order in [Order::LevelByLevel, Order::DepthFirst] {
                for granularity in [Granularity::Level, Granularity::Group, Granularity::Comparison] {
                    let replay = Replay::new(Arc::clone(&tree), order, granularity);
                    let _ = writeln!(out, "# {} {algorithm:?} {order:?} {granularity:?}", lesson.id);
                    for step in 0..replay.step_count() {
                        let mut views = String::new();
                        for (level, nodes) in tree.levels().iter().enumerate() {
                            for index in 0..nodes.nodes.len() as u32 {
                                let view = replay.node_view(step, NodeId::new(level, index));
                                let _ = write!(
                                    views,
                                    " {}{}{}{}{}",
                                    view.value
                                        .map_or_else(|| String::from("_"), |value| value.to_string()),
                                    if view.revealed { "" } else { "h" },
                                    if view.value_final { "f" } else { "" },
                                    if view.highlighted { "*" } else { "" },
                                    if view.on_path { "p" } else { "" },
                                );
                            }
                        }
                        let (alpha, beta) = replay.window(step, None);
                        let _ = writeln!(
                            out,
                            "{step} {:?} root {:?} window {alpha} {beta} |{views} | {}",
                            replay.step(step),
                            replay.root_value(step),
                            klados::shell::i18n::said(&replay.narration(step))
                        );
                    }
                }
            }
        }
    }
    assert_eq!(found, TREE_LESSONS.len());
    out
}

#[test]
fn abstract_lessons_replay_exactly_as_before() {
    let now = replays_in_words();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(GOLDEN);
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, &now).unwrap_or_else(|e| panic!("{e}"));
        return;
    }
    let before = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert!(now.lines().count() > 1000, "every lesson tree is replayed");
    for (line, (was, is)) in before.lines().zip(now.lines()).enumerate() {
        assert_eq!(was, is, "{GOLDEN}:{}", line + 1);
    }
    assert_eq!(before.lines().count(), now.lines().count());
}
