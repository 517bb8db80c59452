//! `klados grade` names a mistake in a tic-tac-toe or Connect Four search as what it is: a
//! right search with one leaf left out of its file is one missing move, under its parent (not a
//! value backed up wrongly, a search that stops, or moves pruned wrongly besides), and a leaf's
//! value on the wrong side is named at the leaf with the value it should have.

use std::process::{Command, Output};

use klados::course::grade::{Difference, GradeOptions, Kind, grade};
use klados::engine::tree_file::read_tree_file_of;
use klados::games::Games;
use serde_json::{Value, json};

const RECORDED: &str = "tests/data/recorded-tictactoe.json";

fn klados(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_klados"))
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("could not run klados: {e}"))
}

/// The recipe's tree (`docs/recipes/tictactoe_alphabeta.py` from `x.o.x....`), as JSON.
fn recorded() -> Value {
    let text = std::fs::read_to_string(RECORDED).unwrap_or_else(|e| panic!("{RECORDED}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{RECORDED}: {e}"))
}

/// Klados's own tree of a search, as JSON.
fn klados_tree(args: &[&str]) -> Value {
    let output = klados(args);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap_or_else(|e| panic!("not JSON: {e}"))
}

/// The differences that cost points.
fn charged(tree: &Value) -> Vec<Difference> {
    let file = read_tree_file_of(tree.to_string().as_bytes(), &Games).unwrap_or_else(|e| panic!("{e}"));
    let graded = grade(&file, None, GradeOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    let points = graded.points();
    graded
        .differences
        .into_iter()
        .zip(points)
        .filter(|(_, points)| *points > 0)
        .map(|(difference, _)| difference)
        .collect()
}

/// The leaves a search recorded (searched, with no row below): (level, index).
fn leaves(tree: &Value) -> Vec<(usize, usize)> {
    let levels = tree["levels"].as_array().cloned().unwrap_or_default();
    let mut found = Vec::new();
    for (level, rows) in levels.iter().enumerate() {
        let below = levels.get(level + 1).and_then(|below| below["nodes"].as_array());
        for (index, row) in rows["nodes"].as_array().into_iter().flatten().enumerate() {
            let has_children =
                below.is_some_and(|below| below.iter().any(|child| child["parent"] == index + 1));
            if row["status"] != "pruned" && !has_children {
                found.push((level, index));
            }
        }
    }
    found
}

/// Returns `tree` without the leaf `index` of `level`, the rows numbered again, and the
/// leaf's parent's `n` (0: the root) and move.
fn without_leaf(tree: &Value, level: usize, index: usize) -> (Value, u64, String) {
    let mut tree = tree.clone();
    let Some(rows) = tree["levels"][level]["nodes"].as_array_mut() else {
        panic!("no level {level}");
    };
    let leaf = rows.remove(index);
    for (number, row) in rows.iter_mut().enumerate() {
        row["n"] = json!(number + 1);
    }
    if let Some(below) = tree["levels"]
        .get_mut(level + 1)
        .and_then(|below| below["nodes"].as_array_mut())
    {
        for row in below {
            let parent = row["parent"].as_u64().unwrap_or_default() as usize;
            if parent > index + 1 {
                row["parent"] = json!(parent - 1);
            }
        }
    }
    let name = leaf["move"].as_str().unwrap_or_default().to_string();
    (tree, leaf["parent"].as_u64().unwrap_or_default(), name)
}

/// Asserts that `tree` without the leaf (`level`, `index`) costs exactly one missing move, the
/// leaf's, under its parent.
fn check_one_missing(tree: &Value, level: usize, index: usize) {
    let (without, parent, name) = without_leaf(tree, level, index);
    let charged = charged(&without);
    assert_eq!(charged.len(), 1, "leaf {level}/{index} ({name}): {charged:#?}");
    let missing = &charged[0];
    assert_eq!(missing.kind, Kind::Missing, "{missing:?}");
    assert_eq!(missing.place.level, Some(level), "{missing:?}");
    let under = missing.place.parent.map_or(0, |n| n as u64);
    assert_eq!(under, parent, "{missing:?}");
    assert!(
        missing
            .reason
            .english
            .starts_with(&format!("{name} is missing: ")),
        "{missing:?}"
    );
}

#[test]
fn every_leaf_left_out_of_the_recipe_s_tree_is_one_missing_move() {
    let tree = recorded();
    let leaves = leaves(&tree);
    assert_eq!(leaves.len(), 145);
    for (level, index) in leaves {
        check_one_missing(&tree, level, index);
    }
}

#[test]
fn a_leaf_left_out_of_a_connect_four_search_is_one_missing_move() {
    // Depth 4 from 4455, scored by Klados's evaluation: a left-out leaf's value is not the
    // rules', but where it alone gives its parent's value, it is the missing move.
    for algorithm in ["minimax", "alphabeta"] {
        let tree = klados_tree(&[
            "think",
            "--game",
            "connect4",
            "--position",
            "4455",
            "--depth",
            "4",
            "--algorithm",
            algorithm,
            "--format",
            "json",
        ]);
        let all = leaves(&tree);
        // Every fiftieth leaf, and the first of the deepest level's that alone gives its
        // parent's value (another order may prune a leaf left out, which passes).
        for &(level, index) in all.iter().step_by(50) {
            let (without, _, _) = without_leaf(&tree, level, index);
            let charged = charged(&without);
            assert!(
                charged.is_empty() || (charged.len() == 1 && charged[0].kind == Kind::Missing),
                "{algorithm} leaf {level}/{index}: {charged:#?}"
            );
        }
        let rows = |level: usize| {
            tree["levels"][level]["nodes"]
                .as_array()
                .cloned()
                .unwrap_or_default()
        };
        let (deepest, above) = (rows(3), rows(2));
        let giving = all.iter().copied().find(|&(level, index)| {
            let row = &deepest[index];
            let parent = row["parent"].as_u64().unwrap_or_default() as usize;
            let siblings = deepest.iter().filter(|other| other["parent"] == row["parent"]);
            level == 3
                && above
                    .get(parent - 1)
                    .is_some_and(|parent| parent["value"] == row["value"])
                && siblings.filter(|other| other["value"] == row["value"]).count() == 1
        });
        let Some((level, index)) = giving else {
            panic!("{algorithm}: a leaf that alone gives its parent's value");
        };
        check_one_missing(&tree, level, index);
    }
}

/// What `klados grade` prints of `tree`: the lines that name a difference.
fn listed(tree: &Value) -> Vec<String> {
    let path = std::env::temp_dir().join(format!(
        "klados-grade-mistakes-{}-{}.json",
        std::process::id(),
        tree.to_string().len()
    ));
    std::fs::write(&path, tree.to_string()).unwrap_or_else(|e| panic!("{e}"));
    let output = klados(&["grade", &path.to_string_lossy()]);
    std::fs::remove_file(&path).ok();
    assert_eq!(output.status.code(), Some(1));
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter(|line| line.starts_with("  "))
        .map(|line| line.trim().to_string())
        .collect()
}

#[test]
fn the_command_line_names_the_missing_leaf_and_what_follows_from_it() {
    let tree = recorded();
    // The last cell of a game: its parent has no move left in the file.
    let (only_child, _, _) = without_leaf(&tree, 5, 0);
    assert_eq!(
        listed(&only_child),
        [
            "level 5, not in your tree (2 4 6 8 7 9): 9 is missing: 7's value, 1, comes from it (MAX (x) wins with it), \
          but your tree does not list it"
        ]
    );
    // A win that cut off the moves after it: they are pruned, as they are once it is searched.
    let (cutting, _, _) = without_leaf(&tree, 3, 9);
    assert_eq!(
        listed(&cutting),
        [
            "level 3, not in your tree (2 4 9 6): 6 is missing: 9's value, 1, comes from it (MAX (x) wins with it), \
             but your tree does not list it",
            "level 3, node 10 (2 4 9 7): 7 is pruned, as it is if 6, which your tree leaves out, is searched before \
             it (6 is worth 1, so α = 1 ≥ β = 1): this follows from the missing move",
            "level 3, node 11 (2 4 9 8): 8 is pruned, as it is if 6, which your tree leaves out, is searched before \
             it (6 is worth 1, so α = 1 ≥ β = 1): this follows from the missing move",
        ]
    );
}

#[test]
fn a_win_scored_for_the_wrong_side_is_named_at_the_leaf() {
    // A win for x scored −1, as from the view of o, who is to move there.
    let mut tree = recorded();
    let won = &mut tree["levels"][1]["nodes"][4];
    assert_eq!(
        (won["move"].as_str(), won["value"].as_i64()),
        (Some("9"), Some(1))
    );
    won["value"] = json!(-1);
    assert_eq!(
        listed(&tree),
        [
            "level 1, node 5 (2 9): 9 wins for MAX (x): with a win worth 1 to MAX (its negative to MIN), its value is \
          1, not −1"
        ]
    );
}
