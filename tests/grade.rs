//! `klados grade`: Klados's own trees and the recipe's trees agree with Klados (exit 0, 100), and
//! each kind of mistake put into a tree is named with its reason.

use std::path::PathBuf;
use std::process::{Command, Output};

use serde_json::Value;

const PROBLEM: &str = "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]";

fn klados(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_klados"))
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("could not run klados: {e}"))
}

/// A file in the temporary folder, removed when dropped.
struct TempFile(PathBuf);

impl TempFile {
    fn with(name: &str, text: &str) -> TempFile {
        // Tests run in parallel: each file gets a number of its own.
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let number = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("klados-grade-{}-{number}-{name}", std::process::id()));
        std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
        TempFile(path)
    }

    fn path(&self) -> &str {
        self.0.to_str().unwrap_or_else(|| panic!("not UTF-8"))
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// The grade of a document: its exit code and its JSON report.
fn grade(document: &Value, extra: &[&str]) -> (i32, Value) {
    let file = TempFile::with("tree.json", &document.to_string());
    let mut args = vec!["grade", file.path(), "--format", "json"];
    args.extend_from_slice(extra);
    let output = klados(&args);
    let code = output.status.code().unwrap_or(-1);
    assert!(
        code == 0 || code == 1,
        "exit {code}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let report = serde_json::from_slice(&output.stdout).unwrap_or_else(|e| panic!("not JSON: {e}"));
    (code, report)
}

/// The differences of a report as (kind, node, reason).
fn differences(report: &Value) -> Vec<(String, String, String)> {
    report["differences"]
        .as_array()
        .unwrap_or_else(|| panic!("no differences in {report}"))
        .iter()
        .map(|difference| {
            let text = |key: &str| difference[key].as_str().unwrap_or_default().to_string();
            (text("kind"), text("node"), text("reason"))
        })
        .collect()
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

fn abstract_tree(algorithm: &str) -> Value {
    let mut tree = klados_tree(&["tree", PROBLEM, "--algorithm", algorithm, "--format", "json"]);
    tree["tree"] = Value::from(PROBLEM);
    tree
}

/// The row labelled `label` of an abstract tree.
fn row<'a>(tree: &'a mut Value, label: &str) -> &'a mut Value {
    let levels = tree["levels"]
        .as_array_mut()
        .unwrap_or_else(|| panic!("no levels"));
    levels
        .iter_mut()
        .flat_map(|level| level["nodes"].as_array_mut().into_iter().flatten())
        .find(|row| row["label"] == label)
        .unwrap_or_else(|| panic!("no {label}"))
}

#[test]
fn klados_own_trees_grade_100_and_exit_0() {
    for algorithm in ["minimax", "alphabeta", "ordered"] {
        let (code, report) = grade(&abstract_tree(algorithm), &[]);
        assert_eq!(
            (code, report["score"].as_u64()),
            (0, Some(100)),
            "{algorithm}: {report}"
        );
        assert_eq!(report["agrees"], true);
        let chess = klados_tree(&[
            "think",
            "--depth",
            "2",
            "--algorithm",
            algorithm,
            "--format",
            "json",
        ]);
        let (code, report) = grade(&chess, &["--klados-evaluation"]);
        assert_eq!(
            (code, report["score"].as_u64()),
            (0, Some(100)),
            "chess {algorithm}: {report}"
        );
    }
}

/// Grades the alpha-beta tree after `change`, expecting exactly these (kind, node) differences,
/// each reason containing its text.
fn check(change: impl FnOnce(&mut Value), expected: &[(&str, &str, &str)]) {
    let mut tree = abstract_tree("alphabeta");
    change(&mut tree);
    let (code, report) = grade(&tree, &[]);
    assert_eq!(code, 1, "{report}");
    let found = differences(&report);
    assert_eq!(found.len(), expected.len(), "{found:#?}");
    for ((kind, node, reason), (expected_kind, expected_node, expected_reason)) in found.iter().zip(expected)
    {
        assert_eq!(
            (kind.as_str(), node.as_str()),
            (*expected_kind, *expected_node),
            "{found:#?}"
        );
        assert!(
            reason.contains(expected_reason),
            "{reason}\nexpected: {expected_reason}"
        );
    }
    assert!(
        report["score"].as_u64().is_some_and(|score| score < 100),
        "{report}"
    );
}

#[test]
fn a_changed_leaf_is_named() {
    check(
        |tree| {
            row(tree, "A2")["score"] = Value::from(13);
            row(tree, "A2")["value"] = Value::from(13);
        },
        &[("leaf", "A2", "A2 is a leaf worth 12 in the problem, not 13")],
    );
}

#[test]
fn a_wrong_backed_up_value_says_why() {
    check(
        |tree| row(tree, "C")["value"] = Value::from(5),
        &[("backup", "C", "C: MIN takes the smallest of 14, 5, 2: 2, not 5")],
    );
}

#[test]
fn a_move_pruned_too_many_is_named_with_alpha_and_beta() {
    check(
        |tree| {
            let c3 = row(tree, "C3");
            c3["status"] = Value::from("pruned");
            c3["value"] = Value::Null;
            row(tree, "C")["value"] = Value::from(5);
        },
        &[
            (
                "pruned_but_searched",
                "C3",
                "C3 is pruned, but alpha-beta must search it: when it comes up α = 3 < β = 5",
            ),
            (
                "follows",
                "C",
                "C: 2, not 5: this follows from wrong values elsewhere",
            ),
        ],
    );
}

#[test]
fn a_move_pruned_too_few_is_named_with_alpha_and_beta() {
    check(
        |tree| {
            let b2 = row(tree, "B2");
            b2["status"] = Value::from("searched");
            b2["value"] = Value::from(4);
        },
        &[(
            "searched_but_pruned",
            "B2",
            "B2 is searched, but alpha-beta prunes it: when it comes up α = 3 ≥ β = 2",
        )],
    );
}

#[test]
fn the_root_choice_comes_first() {
    check(
        |tree| tree["best"] = serde_json::json!({ "label": "C", "value": 2 }),
        &[
            (
                "best_move",
                "the root",
                "the best move is A (value 3), not C, worth 2",
            ),
            ("root_value", "the root", "the root's value is 3, not 2"),
        ],
    );
}

#[test]
fn reordered_children_are_named_once_where_the_order_matters() {
    check(
        |tree| {
            let nodes = tree["levels"][1]["nodes"]
                .as_array_mut()
                .unwrap_or_else(|| panic!("no level 1"));
            nodes.swap(6, 7);
            for (index, node) in nodes.iter_mut().enumerate() {
                node["n"] = Value::from(index + 1);
            }
        },
        &[(
            "order",
            "C",
            "C's moves come in another order: yours C2, C1, C3; the problem's is C1, C2, C3",
        )],
    );
}

/// Klados's ordered alpha-beta tree of a position with captures, depth 2.
fn ordered_chess() -> Value {
    klados_tree(&[
        "think",
        "--fen",
        "r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3",
        "--depth",
        "2",
        "--algorithm",
        "ordered",
        "--format",
        "json",
    ])
}

#[test]
fn chess_mistakes_are_named_illegal_moves_quiet_moves_first_and_a_changed_evaluation() {
    // An illegal move in level 0: the window does not open the file, nor does the grade grade
    // it; one line names the node.
    let mut tree = ordered_chess();
    tree["levels"][0]["nodes"][5]["uci"] = Value::from("e8e6");
    let file = TempFile::with("illegal.json", &tree.to_string());
    let output = klados(&["grade", file.path()]);
    let said = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{said}");
    assert!(said.contains("level 0, node 6: e8e6 is not legal"), "{said}");

    // Level 0's first two moves are captures; a quiet move put first is named once: ordered
    // alpha-beta tries the captures first. (Their order among themselves is the student's; that
    // the pruning which follows from an order is not charged, `grade_planted.rs` checks on a
    // search made in that order.)
    let mut tree = ordered_chess();
    let first: Vec<String> = (0..2)
        .map(|i| {
            tree["levels"][0]["nodes"][i]["san"]
                .as_str()
                .unwrap_or_default()
                .to_string()
        })
        .collect();
    assert!(first.iter().all(|san| san.contains('x')), "{first:?}");
    let quiet = tree["levels"][0]["nodes"]
        .as_array()
        .and_then(|level| {
            level
                .iter()
                .position(|row| !row["san"].as_str().unwrap_or("x").contains('x'))
        })
        .unwrap_or_else(|| panic!("a quiet move"));
    move_first(&mut tree, quiet);
    let (code, report) = grade(&tree, &[]);
    assert_eq!(code, 1);
    let found = differences(&report);
    let orders: Vec<_> = found.iter().filter(|(kind, _, _)| kind == "order").collect();
    assert_eq!(orders.len(), 1, "{found:#?}");
    assert!(orders[0].2.contains("do not take material first"), "{found:#?}");

    // A leaf's evaluation changed: named when Klados's evaluation is checked.
    let mut tree = ordered_chess();
    let leaf = &mut tree["levels"][1]["nodes"][0];
    let changed = leaf["value"].as_i64().unwrap_or_default() + 40;
    leaf["value"] = Value::from(changed);
    leaf["score"] = Value::from(changed);
    let (_, report) = grade(&tree, &["--klados-evaluation"]);
    let found = differences(&report);
    assert!(
        found.iter().any(|(kind, node, reason)| kind == "leaf"
            && node.starts_with("3... ")
            && reason.contains("Klados's evaluation")),
        "{found:#?}"
    );
}

/// Moves row `index` of level 0 to the front, its children with it, and numbers every row again.
fn move_first(tree: &mut Value, index: usize) {
    let level = tree["levels"][0]["nodes"]
        .as_array_mut()
        .unwrap_or_else(|| panic!("no level 0"));
    let row = level.remove(index);
    level.insert(0, row);
    // The old n of each row, in its new place.
    let old: Vec<u64> = level
        .iter()
        .map(|row| row["n"].as_u64().unwrap_or_default())
        .collect();
    for (number, row) in level.iter_mut().enumerate() {
        row["n"] = Value::from(number + 1);
    }
    let children = tree["levels"][1]["nodes"]
        .as_array_mut()
        .unwrap_or_else(|| panic!("no level 1"));
    for child in children.iter_mut() {
        let parent = child["parent"].as_u64().unwrap_or_default();
        let new = old.iter().position(|&n| n == parent).unwrap_or_default() + 1;
        child["parent"] = Value::from(new);
    }
    children.sort_by_key(|child| child["parent"].as_u64());
    for (number, row) in children.iter_mut().enumerate() {
        row["n"] = Value::from(number + 1);
    }
}

#[test]
fn the_recipes_trees_agree_with_klados() {
    for file in [
        "tests/data/recorded-alphabeta.json",
        "tests/data/recorded-chess.json",
    ] {
        let output = klados(&["grade", file]);
        let text = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success(),
            "{file}: {text}{}",
            String::from_utf8_lossy(&output.stderr)
        );
        assert!(text.contains("Score: 100/100. The trees agree."), "{text}");
    }
}

#[test]
fn a_file_that_cannot_be_graded_exits_2_with_one_line() {
    let not_json = TempFile::with("bad.json", "{ not json");
    let mut abstract_without_problem = abstract_tree("minimax");
    abstract_without_problem["tree"] = Value::Null;
    let no_problem = TempFile::with("noproblem.json", &abstract_without_problem.to_string());
    for (args, expected) in [
        (vec!["grade", not_json.path()], "line 1"),
        (vec!["grade", "/no/such/tree.json"], "/no/such/tree.json"),
        (vec!["grade", no_problem.path()], "--tree"),
        (vec!["grade", no_problem.path(), "--tree", "[[1, 2"], "--tree"),
    ] {
        let output = klados(&args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(expected), "{stderr}");
    }
    // With the problem given, it grades.
    let output = klados(&["grade", no_problem.path(), "--tree", PROBLEM]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stdout)
    );
}

#[test]
fn the_recipes_in_the_docs_are_the_files_beside_them() {
    let doc = std::fs::read_to_string("docs/record-your-search.md").unwrap_or_else(|e| panic!("{e}"));
    let blocks: Vec<&str> = doc
        .split("```python\n")
        .skip(1)
        .filter_map(|rest| rest.split("```").next())
        .collect();
    assert_eq!(blocks.len(), 3, "three recipes");
    for (block, file) in blocks.iter().zip([
        "docs/recipes/abstract_alphabeta.py",
        "docs/recipes/chess_alphabeta.py",
        "docs/recipes/tictactoe_alphabeta.py",
    ]) {
        let script = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(
            *block, script,
            "{file} differs from its copy in docs/record-your-search.md"
        );
    }
}

#[test]
fn values_that_do_not_back_up_are_found_without_klados() {
    let mut tree = abstract_tree("alphabeta");
    let own = |tree: &Value| {
        let file = klados::engine::tree_file::read_tree_file(tree.to_string().as_bytes())
            .unwrap_or_else(|e| panic!("{e}"));
        let built = file.to_search_tree().unwrap_or_else(|e| panic!("{e}"));
        klados::course::grade::own_checks(&file, &built)
    };
    assert!(own(&tree).is_empty());
    row(&mut tree, "C")["value"] = Value::from(5);
    let found = own(&tree);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!((found[0].place.level, found[0].place.n), (Some(0), Some(3)));
    assert_eq!(
        found[0].reason.english,
        "C: MIN takes the smallest of 14, 5, 2: 2, not 5 (as a bound, any value from 2 to α = 3 is true)"
    );
}
