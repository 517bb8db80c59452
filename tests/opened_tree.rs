//! What the window needs of the core to show a student's tree as it is and compare it: a value
//! backed up wrongly is shown as the file writes it (in both replay orders), a difference about
//! a missing move names the node it is missing under, and a comparison can be cancelled.

use std::sync::Arc;

use klados::course::grade::{GradeOptions, Kind, grade, grade_with};
use klados::engine::replay::{Granularity, Order, Replay};
use klados::engine::settings::SearchControl;
use klados::engine::tree::{NodeId, SearchTree};
use klados::engine::tree_file::{TreeFile, read_tree_file};
use serde_json::Value;

/// A tree a student's program wrote (`tests/data`), as JSON to change.
fn recorded(name: &str) -> Value {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn read(document: &Value) -> TreeFile {
    read_tree_file(document.to_string().as_bytes()).unwrap_or_else(|e| panic!("{e}"))
}

fn tree(file: &TreeFile) -> Arc<SearchTree> {
    Arc::new(file.to_search_tree().unwrap_or_else(|e| panic!("{e}")))
}

/// Removes row `index` of `level` and numbers the rows again (`n` counts 1, 2, 3 …).
fn remove_row(document: &mut Value, level: usize, index: usize) {
    let Some(nodes) = document["levels"][level]["nodes"].as_array_mut() else {
        panic!("no level {level}");
    };
    nodes.remove(index);
    for (number, node) in nodes.iter_mut().enumerate() {
        node["n"] = Value::from(number + 1);
    }
}

#[test]
fn a_value_backed_up_wrongly_is_shown_as_the_file_writes_it_in_both_orders() {
    // [[3, 12, 8], [2, 4, 6], [14, 5, 2]] by alpha-beta: B is 2, the smallest of B1 = 2 and
    // its pruned B2, B3. The student wrote 4.
    let mut document = recorded("recorded-alphabeta.json");
    document["levels"][0]["nodes"][1]["value"] = Value::from(4);
    let file = read(&document);
    let b = NodeId::new(0, 1);
    let b1 = NodeId::new(1, 3);
    for order in [Order::LevelByLevel, Order::DepthFirst] {
        let replay = Replay::new(tree(&file), order, Granularity::Level);
        let end = replay.last_step();
        let shown = replay.node_view(end, b);
        assert_eq!((shown.value, shown.value_final), (Some(4), true), "{order:?}");
        // The root shows the value the file gives it (its "best"), not one worked out again.
        assert_eq!(replay.root_value(end), (Some(3), true), "{order:?}");
        // While B1 returns (depth first), B's value so far is what its children gave: 2.
        if order == Order::DepthFirst {
            let Some(step) = replay.returned_at(b1) else {
                panic!("B1 returns");
            };
            let so_far = replay.node_view(step, b);
            assert_eq!((so_far.value, so_far.value_final), (Some(2), false));
        }
    }
}

#[test]
fn klados_own_tree_shows_the_values_it_backed_up() {
    // The same tree as Klados searched it: every node shows the value it stores, which is the
    // one its children give.
    let file = read(&recorded("recorded-alphabeta.json"));
    let tree = tree(&file);
    for order in [Order::LevelByLevel, Order::DepthFirst] {
        let replay = Replay::new(Arc::clone(&tree), order, Granularity::Level);
        let end = replay.last_step();
        let values: Vec<Option<i32>> = (0..3)
            .map(|index| replay.node_view(end, NodeId::new(0, index)).value)
            .collect();
        assert_eq!(values, [Some(3), Some(2), Some(2)], "{order:?}");
    }
}

#[test]
fn a_missing_move_names_the_node_it_is_missing_under() {
    // C3 (C's third move, the 2 that makes C worth 2) left out of the student's tree.
    let mut document = recorded("recorded-alphabeta.json");
    remove_row(&mut document, 1, 8);
    let graded = grade(&read(&document), None, GradeOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    let Some(missing) = graded
        .differences
        .iter()
        .find(|difference| difference.kind == Kind::Missing)
    else {
        panic!("C3 is missing: {:?}", graded.differences);
    };
    assert_eq!(
        (missing.place.level, missing.place.n, missing.place.parent),
        (Some(1), None, Some(3)),
        "level 1, under C (level 0's third node)"
    );
    // A node the student has names its own parent; level 0's parent is the root (none).
    let mut document = recorded("recorded-alphabeta.json");
    document["levels"][1]["nodes"][1]["value"] = Value::from(13);
    document["levels"][0]["nodes"][1]["value"] = Value::from(4);
    let graded = grade(&read(&document), None, GradeOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    let places: Vec<_> = graded
        .differences
        .iter()
        .map(|difference| {
            (
                difference.place.level,
                difference.place.n,
                difference.place.parent,
            )
        })
        .collect();
    assert!(
        places.contains(&(Some(1), Some(2), Some(1))),
        "A2, under A: {places:?}"
    );
    assert!(
        places.contains(&(Some(0), Some(2), None)),
        "B, under the root: {places:?}"
    );
}

#[test]
fn a_comparison_cancelled_stops_and_says_so() {
    let file = read(&recorded("recorded-chess.json"));
    let control = SearchControl::new();
    control.cancel();
    assert!(grade_with(&file, None, GradeOptions::default(), &control).is_err());
    // Not cancelled, the same file agrees with Klados's search.
    let graded = grade_with(&file, None, GradeOptions::default(), &SearchControl::new())
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(graded.agrees(), "{:?}", graded.differences);
}

#[test]
fn a_file_on_the_command_line_that_is_not_there_is_one_line_not_a_window() {
    // `klados FILE.json` opens the window on that tree; a word that names neither a file nor a
    // subcommand (a subcommand mistyped) is told on the command line, and no window opens.
    for word in ["no-such-tree.json", "thnik"] {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_klados"))
            .arg(word)
            .output()
            .unwrap_or_else(|e| panic!("could not run klados: {e}"));
        assert_eq!(output.status.code(), Some(2), "{word}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(
            stderr.contains(&format!("{word}: no such file, and no such subcommand")),
            "{stderr}"
        );
    }
}
