//! `--format trace`: one line per call and per return, as exam questions ask for, checked
//! against a trace written by hand from alpha-beta.

use std::process::{Command, Output};

fn klados(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_klados"))
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("could not run klados: {e}"))
}

fn stdout_of(args: &[&str]) -> String {
    let output = klados(args);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap_or_else(|e| panic!("not UTF-8: {e}"))
}

/// The words of each line, so the test does not depend on how the columns are padded.
fn words(text: &str) -> Vec<String> {
    text.lines()
        .map(|line| line.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

#[test]
fn the_textbook_tree_traces_as_alpha_beta_runs() {
    let trace = stdout_of(&[
        "tree",
        "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]",
        "--algorithm",
        "alphabeta",
        "--format",
        "trace",
    ]);
    // Written by hand: α rises to 3 after A; B1 = 2 ≤ α ends B (B2, B3 pruned), so B's 2 is
    // only a bound (≤ 2); C is searched whole, its values falling to 2 only at the last leaf,
    // so its 2 is exact.
    let expected = [
        "call root depth 2 α −∞ β +∞",
        "call A depth 1 α −∞ β +∞",
        "call A1 depth 0 α −∞ β +∞",
        "return A1 = 3 leaf",
        "call A2 depth 0 α −∞ β 3",
        "return A2 = 12 leaf",
        "call A3 depth 0 α −∞ β 3",
        "return A3 = 8 leaf",
        "return A = 3",
        "call B depth 1 α 3 β +∞",
        "call B1 depth 0 α 3 β +∞",
        "return B1 = 2 leaf; cutoff: B2, B3 pruned",
        "return B = ≤2",
        "call C depth 1 α 3 β +∞",
        "call C1 depth 0 α 3 β +∞",
        "return C1 = 14 leaf",
        "call C2 depth 0 α 3 β 14",
        "return C2 = 5 leaf",
        "call C3 depth 0 α 3 β 5",
        "return C3 = 2 leaf",
        "return C = 2",
        "return root = 3 best move A",
    ];
    assert_eq!(words(&trace), expected);
}

#[test]
fn a_chess_trace_has_a_call_and_a_return_for_every_node_searched() {
    let think = |format| {
        stdout_of(&[
            "think",
            "--depth",
            "2",
            "--algorithm",
            "alphabeta",
            "--format",
            format,
        ])
    };
    let (trace, json) = (think("trace"), think("json"));
    let tree: serde_json::Value = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}"));
    let searched = tree["levels"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|level| level["nodes"].as_array().into_iter().flatten())
        .filter(|node| node["status"] != "pruned")
        .count();
    let calls = trace
        .lines()
        .filter(|line| line.trim_start().starts_with("call "))
        .count();
    let returns = trace
        .lines()
        .filter(|line| line.trim_start().starts_with("return "))
        .count();
    // Every searched node once each way, and the root.
    assert_eq!(calls, searched + 1);
    assert_eq!(returns, searched + 1);
    assert!(
        trace
            .lines()
            .last()
            .is_some_and(|line| line.starts_with("return  root = "))
    );
    assert!(trace.contains("cutoff:"), "alpha-beta cuts somewhere at depth 2");
}

#[test]
fn minimax_traces_no_window() {
    let trace = stdout_of(&["tree", "[[3, 12], [2, 4]]", "--format", "trace"]);
    assert!(!trace.contains('α'), "{trace}");
    assert_eq!(words(&trace)[0], "call root depth 2");
    assert_eq!(
        words(&trace).last().map(String::as_str),
        Some("return root = 3 best move A")
    );
}

#[test]
fn a_chance_node_returns_its_exact_expectation() {
    // A1a is a fair coin between 0 and 1: 1/2; A is a coin between A1 (1/2) and A2 (0): 1/4.
    let trace = stdout_of(&[
        "tree",
        "[{1/2: [{1/2: 0, 1/2: 1}], 1/2: [0]}]",
        "--format",
        "trace",
    ]);
    let words = words(&trace);
    assert!(words.contains(&"return A1a = 1/2".to_string()), "{trace}");
    assert!(words.contains(&"return A = 1/4".to_string()), "{trace}");
    assert_eq!(
        words.last().map(String::as_str),
        Some("return root = 1/4 best move A")
    );
}
