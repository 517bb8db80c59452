//! The planted mistakes of issue 41, graded: a wrong search must not pass, a right one must
//! not fail, and one mistake is charged once. The chess trees are written by a student's search
//! (`student/mod.rs`, the recipe's alpha-beta with one mistake switched on); the trees of
//! letters are in `tests/data/grade/`.

mod student;

use std::path::PathBuf;
use std::process::{Command, Output};

use serde_json::{Value, json};
use student::{ITALIAN, Order, SCHOLAR, START, Student, drop_row};

fn klados(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_klados"))
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("could not run klados: {e}"))
}

/// A file in the temporary folder, removed when dropped.
struct TempFile(PathBuf);

impl TempFile {
    fn with(text: &str) -> TempFile {
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let number = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("klados-planted-{}-{number}.json", std::process::id()));
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

/// What `klados grade` says of a tree: the score, the JSON report and the text.
struct Graded {
    score: u64,
    json: Value,
    text: String,
}

impl Graded {
    /// The kinds that cost points, with their counts and points.
    fn charged(&self) -> Vec<(String, u64, u64)> {
        self.json["kinds"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|kind| kind["points"].as_u64() != Some(0))
            .map(|kind| {
                (
                    kind["kind"].as_str().unwrap_or_default().to_string(),
                    kind["count"].as_u64().unwrap_or_default(),
                    kind["points"].as_u64().unwrap_or_default(),
                )
            })
            .collect()
    }

    /// The reasons listed, of any kind.
    fn reasons(&self) -> Vec<String> {
        self.json["differences"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|difference| difference["reason"].as_str().unwrap_or_default().to_string())
            .collect()
    }

    fn says(&self, words: &str) -> bool {
        self.text.contains(words)
    }
}

fn grade(tree: &Value, extra: &[&str]) -> Graded {
    let file = TempFile::with(&tree.to_string());
    let run = |format: &str| {
        let mut args = vec!["grade", file.path(), "--format", format];
        args.extend_from_slice(extra);
        let output = klados(&args);
        assert!(
            matches!(output.status.code(), Some(0 | 1)),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        String::from_utf8_lossy(&output.stdout).into_owned()
    };
    let json: Value = serde_json::from_str(&run("json")).unwrap_or_else(|e| panic!("not JSON: {e}"));
    Graded {
        score: json["score"].as_u64().unwrap_or(999),
        text: run("text"),
        json,
    }
}

fn data(name: &str) -> Value {
    let path = format!("{}/tests/data/grade/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn a_leaf_scored_from_the_side_to_move_does_not_pass() {
    let right = grade(&Student::alphabeta(3).record(ITALIAN), &[]);
    assert_eq!(right.score, 100, "{}", right.text);
    let wrong = grade(
        &Student {
            side_to_move_leaves: true,
            ..Student::alphabeta(3)
        }
        .record(ITALIAN),
        &[],
    );
    assert!(wrong.score < 100, "{}", wrong.text);
    assert!(
        wrong
            .charged()
            .iter()
            .any(|(kind, count, _)| kind == "leaf" && *count > 100),
        "{}",
        wrong.text
    );
    assert!(wrong.says("a leaf's value is its score"), "{}", wrong.text);
}

#[test]
fn a_missing_leaf_is_one_difference_and_klados_evaluates_nothing_for_the_student() {
    for student in [Student::minimax(2), Student::alphabeta(2)] {
        let mut tree = student.record(START);
        // 1. Nh3 Nf6 for minimax; for alpha-beta, a reply to the first move, which alpha-beta
        // searches whole (the replies to the others are cut after the first).
        let first = tree["levels"][0]["nodes"][0]["uci"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        let line = match student.algorithm {
            "minimax" => [String::from("g1h3"), String::from("g8f6")],
            _ => [first, String::from("g8f6")],
        };
        drop_row(&mut tree, &[&line[0], &line[1]]);
        let graded = grade(&tree, &[]);
        assert_eq!(
            graded.charged(),
            [(String::from("missing"), 1, 5)],
            "{}",
            graded.text
        );
        assert_eq!(graded.score, 95);
        assert!(graded.says("Nf6 is missing"), "{}", graded.text);
        assert!(
            graded
                .reasons()
                .iter()
                .all(|reason| reason.contains("Nf6 is missing"))
        );
        // Klados's own evaluation (a knight on h3 is worth less) is nowhere in the words.
        assert!(!graded.says("0.10"), "{}", graded.text);
    }
}

#[test]
fn one_character_is_one_kind_of_difference_grouped_with_a_hint() {
    for fen in [ITALIAN, START] {
        let tree = Student {
            cuts_past_equal: true,
            ..Student::alphabeta(3)
        }
        .record(fen);
        let graded = grade(&tree, &[]);
        assert_eq!(graded.charged().len(), 1, "{}", graded.text);
        assert_eq!(graded.charged()[0].0, "searched_but_pruned");
        assert_eq!(graded.score, 80, "at most 20 points for one kind");
        // Grouped: the first few of the kind, and a count of the rest.
        assert!(graded.text.lines().count() < 40, "{}", graded.text);
        assert!(graded.says("more like these"), "{}", graded.text);
        assert!(graded.says("The rule: 100 points"), "{}", graded.text);
        assert!(graded.says("Hint: the cutoff waits for α > β"), "{}", graded.text);
        assert!(
            graded.json["differences"]
                .as_array()
                .is_some_and(|list| list.len() <= 40)
        );
        assert_eq!(
            graded.json["rule"]
                .as_str()
                .map(|rule| rule.contains("at most 20")),
            Some(true)
        );
    }
}

#[test]
fn fail_hard_bounds_pass_wherever_the_students_own_window_makes_them() {
    for fen in [ITALIAN, SCHOLAR] {
        let tree = Student {
            fail_hard: true,
            ..Student::alphabeta(3)
        }
        .record(fen);
        let graded = grade(&tree, &[]);
        assert_eq!(graded.score, 100, "{fen}: {}", graded.text);
    }
    // AIMA's C, which tried every child (14, 5, 2) with α = 3, returns α: 3.
    for name in ["aima-c-fail-hard.json", "aima-fail-hard.json"] {
        let graded = grade(&data(name), &[]);
        assert_eq!(graded.score, 100, "{name}: {}", graded.text);
    }
}

#[test]
fn a_bound_on_the_wrong_side_of_what_was_found_fails() {
    // B's only searched child, B1, is 2: B is 2 (fail-soft) or 3 (fail-hard), not 1 or −29000.
    for name in ["aima-b-is-1.json", "aima-b-is-minus-29000.json"] {
        let graded = grade(&data(name), &[]);
        assert_eq!(
            graded.charged(),
            [(String::from("backup"), 1, 5)],
            "{name}: {}",
            graded.text
        );
        assert!(
            graded.says("B: MIN takes the smallest of 2 (B2, B3 pruned): 2, not"),
            "{}",
            graded.text
        );
        assert!(
            graded.says("any value from 2 to α = 3 is true"),
            "{}",
            graded.text
        );
    }
}

#[test]
fn ordered_alpha_beta_is_graded_in_the_students_order() {
    for order in [Order::CapturesFirst, Order::MvvLva] {
        let tree = Student {
            algorithm: "ordered",
            order,
            ..Student::alphabeta(3)
        }
        .record(ITALIAN);
        let graded = grade(&tree, &[]);
        assert_eq!(graded.score, 100, "{order:?}: {}", graded.text);
    }
    // Quiet moves before captures: the order is named once, and nothing else is charged.
    let tree = Student {
        algorithm: "ordered",
        ..Student::alphabeta(3)
    }
    .record(ITALIAN);
    let graded = grade(&tree, &[]);
    assert_eq!(
        graded.charged(),
        [(String::from("order"), 1, 5)],
        "{}",
        graded.text
    );
    assert!(graded.says("do not take material first"), "{}", graded.text);
}

#[test]
fn another_order_of_a_tree_of_letters_is_named_once_and_its_pruning_not_charged() {
    let graded = grade(&data("aima-reversed-order.json"), &[]);
    assert_eq!(
        graded.charged(),
        [(String::from("order"), 1, 5)],
        "{}",
        graded.text
    );
    assert!(
        graded.says("yours C, B, A; the problem's is A, B, C"),
        "{}",
        graded.text
    );
}

#[test]
fn the_third_rule_of_the_rows_is_written_in_the_doc_and_the_message() {
    let file = TempFile::with(&data("aima-parents-out-of-order.json").to_string());
    let output = klados(&["grade", file.path()]);
    let said = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{said}");
    assert!(said.contains("in the order you searched them"), "{said}");
    let doc = std::fs::read_to_string("docs/record-your-search.md").unwrap_or_else(|e| panic!("{e}"));
    assert!(
        doc.contains("in the order you searched them"),
        "the doc states the rule"
    );
}

#[test]
fn statuses_scores_and_depth_are_honoured() {
    // A leaf marked checkmate that is not.
    let mut tree = Student::minimax(2).record(START);
    tree["levels"][1]["nodes"][0]["status"] = json!("checkmate");
    let graded = grade(&tree, &[]);
    assert!(
        graded.says("a6 is marked checkmate, but White has 19 legal moves"),
        "{}",
        graded.text
    );
    // A leaf whose score is not its value, with or without Klados's evaluation.
    let mut tree = Student::minimax(2).record(START);
    tree["levels"][1]["nodes"][3]["score"] = json!(250);
    for extra in [&[][..], &["--klados-evaluation"][..]] {
        let graded = grade(&tree, extra);
        assert!(
            graded.says("a leaf's value is its score, +2.50, not"),
            "{extra:?}: {}",
            graded.text
        );
    }
    // A tree of letters' depth is its problem's.
    let graded = grade(&data("aima-depth-5.json"), &[]);
    assert!(
        graded.says("the file says depth 5, but the problem is 2 plies deep"),
        "{}",
        graded.text
    );
}

#[test]
fn the_grade_refuses_what_the_window_refuses() {
    // A node marked stalemate with children: the window does not open it, nor does the grade
    // grade it, with the same words.
    let mut tree = Student::minimax(2).record(START);
    tree["levels"][0]["nodes"][0]["status"] = json!("stalemate");
    let read = klados::engine::tree_file::read_tree_file(tree.to_string().as_bytes())
        .unwrap_or_else(|e| panic!("{e}"));
    let Err(window) = read.to_search_tree() else {
        panic!("the window opens it");
    };
    let file = TempFile::with(&tree.to_string());
    let output = klados(&["grade", file.path()]);
    let said = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{said}");
    assert!(said.contains(&window.to_string()), "{said}\n{window}");
}

#[test]
fn a_mate_convention_the_file_declares_is_the_one_graded() {
    let student = Student {
        mate: (10_000, false),
        ..Student::alphabeta(3)
    };
    let undeclared = grade(&student.record(SCHOLAR), &[]);
    assert!(undeclared.score < 100, "{}", undeclared.text);
    assert!(
        undeclared.says("with a mate worth 30000 − plies"),
        "{}",
        undeclared.text
    );
    let mut declared = student.record(SCHOLAR);
    declared["mate"] = json!({ "value": 10000, "minus_plies": false });
    let graded = grade(&declared, &[]);
    assert_eq!(graded.score, 100, "{}", graded.text);
}

#[test]
fn an_iterative_claim_is_checked() {
    // Scholar's mate: a search to 2 plies chooses Qxf7#, which a plain order does not try first.
    let mut tree = Student::alphabeta(3).record(SCHOLAR);
    tree["techniques"] = json!(["iterative"]);
    let graded = grade(&tree, &[]);
    assert_eq!(
        graded.charged(),
        [(String::from("order"), 1, 5)],
        "{}",
        graded.text
    );
    assert!(
        graded.says("the tree says iterative deepening, but the root tries"),
        "{}",
        graded.text
    );
    // Klados's own iterative deepening passes.
    let output = klados(&[
        "think",
        "--fen",
        SCHOLAR,
        "--depth",
        "3",
        "--algorithm",
        "alphabeta",
        "--iterative",
        "--format",
        "json",
    ]);
    let own: Value = serde_json::from_slice(&output.stdout).unwrap_or_else(|e| panic!("{e}"));
    for extra in [&[][..], &["--klados-evaluation"][..]] {
        let graded = grade(&own, extra);
        assert_eq!(graded.score, 100, "{extra:?}: {}", graded.text);
    }
}

#[test]
fn one_unit_the_fifty_move_rule_by_name_and_true_ties() {
    // The halfmove clock at 99: a search that ignores the rule is told which rule ends the line.
    let fen = ITALIAN.replace(" 0 7", " 99 7");
    let ignoring = Student {
        fifty_move_rule: false,
        ..Student::alphabeta(2)
    };
    let graded = grade(&ignoring.record(&fen), &[]);
    assert!(graded.says("a draw by the fifty-move rule"), "{}", graded.text);
    // Values in the tables' unit, pawns, as the window's tables write them.
    assert!(
        graded.says("the root's value is 0.00, not -1.00"),
        "{}",
        graded.text
    );
    let graded = grade(&Student::alphabeta(2).record(&fen), &[]);
    assert_eq!(graded.score, 100, "{}", graded.text);
    // The last of several moves as good as the best is not charged.
    let last = Student {
        last_of_ties: true,
        ..Student::minimax(2)
    };
    let graded = grade(&last.record(START), &[]);
    assert_eq!(graded.score, 100, "{}", graded.text);
}

#[test]
fn the_hint_names_the_bound_never_moved() {
    let graded = grade(&data("aima-min-keeps-beta.json"), &[]);
    assert!(graded.says("β is never lowered"), "{}", graded.text);
    assert!(
        graded.says("at B, your search goes on to B2, where α = 3 ≥ β = 2"),
        "{}",
        graded.text
    );
}

#[test]
fn every_mark_the_window_makes_on_opening_is_in_the_grade() {
    let mut trees: Vec<Value> = [
        "aima-b-is-1.json",
        "aima-b-is-minus-29000.json",
        "aima-c-fail-hard.json",
        "aima-min-keeps-beta.json",
        "aima-reversed-order.json",
    ]
    .iter()
    .map(|name| data(name))
    .collect();
    let mut checkmate = Student::minimax(2).record(START);
    checkmate["levels"][1]["nodes"][0]["status"] = json!("checkmate");
    trees.push(checkmate);
    trees.push(
        Student {
            side_to_move_leaves: true,
            ..Student::alphabeta(2)
        }
        .record(ITALIAN),
    );
    for tree in trees {
        let file = klados::engine::tree_file::read_tree_file(tree.to_string().as_bytes())
            .unwrap_or_else(|e| panic!("{e}"));
        let built = file.to_search_tree().unwrap_or_else(|e| panic!("{e}"));
        let marked = klados::course::grade::own_checks(&file, &built);
        let graded =
            klados::course::grade::grade(&file, None, klados::course::grade::GradeOptions::default())
                .unwrap_or_else(|e| panic!("{e}"));
        for mark in &marked {
            assert!(
                graded.differences.contains(mark),
                "{mark:?} is not in {:?}",
                graded.differences
            );
        }
        assert_eq!(graded.score == 100, graded.agrees());
        assert!(marked.is_empty() || graded.score < 100);
    }
}
