//! Command-line tests: `klados think --format json` keeps the `klados-tree/1` contract, and bad
//! input gets one clear line on stderr and a non-zero exit, never a panic.

use std::process::{Command, Output};

use serde_json::Value;

fn klados(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_klados"))
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("could not run klados: {e}"))
}

fn think_json(args: &[&str]) -> Value {
    let mut all = vec!["think", "--format", "json"];
    all.extend_from_slice(args);
    let output = klados(&all);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap_or_else(|e| panic!("not JSON: {e}"))
}

fn field<'a>(value: &'a Value, name: &str) -> &'a Value {
    value
        .get(name)
        .unwrap_or_else(|| panic!("missing field {name} in {value}"))
}

fn number(value: &Value, name: &str) -> i64 {
    field(value, name)
        .as_i64()
        .unwrap_or_else(|| panic!("{name} is not an integer"))
}

fn text<'a>(value: &'a Value, name: &str) -> &'a str {
    field(value, name)
        .as_str()
        .unwrap_or_else(|| panic!("{name} is not a string"))
}

/// Checks one document against the contract in DESIGN §7 and the README.
fn check_contract(tree: &Value, depth: usize, algorithm: &str) {
    assert_eq!(text(tree, "format"), "klados-tree/1");
    assert!(!text(tree, "fen").is_empty());
    assert_eq!(number(tree, "depth"), depth as i64);
    assert_eq!(text(tree, "algorithm"), algorithm);
    let to_move = text(tree, "to_move");
    assert!(to_move == "white" || to_move == "black");

    let levels = field(tree, "levels")
        .as_array()
        .unwrap_or_else(|| panic!("levels is not an array"));
    assert_eq!(levels.len(), depth);
    let mut per_level = Vec::new();
    let mut previous_len = 0;
    let mut pruned_seen = 0;
    // Each level's searched nodes, and which of them are parents (of the next level's nodes):
    // the searched nodes that are parents of none were evaluated.
    let mut searched_nodes: Vec<Vec<bool>> = Vec::new();
    let mut has_children: Vec<Vec<bool>> = Vec::new();
    for (k, level) in levels.iter().enumerate() {
        assert_eq!(number(level, "level"), k as i64);
        let mover = text(level, "mover");
        let expected_mover = if (k % 2 == 0) == (to_move == "white") {
            "white"
        } else {
            "black"
        };
        assert_eq!(mover, expected_mover);
        assert_eq!(
            text(level, "backup"),
            if mover == "white" { "max" } else { "min" }
        );
        let nodes = field(level, "nodes")
            .as_array()
            .unwrap_or_else(|| panic!("nodes is not an array"));
        let mut last_parent = 0;
        searched_nodes.push(vec![false; nodes.len()]);
        has_children.push(vec![false; nodes.len()]);
        for (i, node) in nodes.iter().enumerate() {
            assert_eq!(number(node, "n"), i as i64 + 1, "n is 1-based and consecutive");
            let parent = number(node, "parent");
            if k == 0 {
                assert_eq!(parent, 0, "level 0's parent is the root");
            } else {
                assert!(
                    (1..=previous_len).contains(&parent),
                    "parent {parent} out of 1..={previous_len}"
                );
                assert!(parent >= last_parent, "children of one parent are contiguous");
            }
            last_parent = parent;
            if k > 0 {
                has_children[k - 1][parent as usize - 1] = true;
            }
            let uci = text(node, "uci");
            assert!((4..=5).contains(&uci.len()), "uci {uci}");
            assert!(!text(node, "san").is_empty());
            let status = text(node, "status");
            assert!(
                ["searched", "checkmate", "stalemate", "draw", "pruned"].contains(&status),
                "{status}"
            );
            if status == "pruned" {
                pruned_seen += 1;
                assert!(field(node, "value").is_null());
                assert!(field(node, "score").is_null());
                assert!(field(node, "bound").is_null());
            } else {
                searched_nodes[k][i] = true;
                number(node, "score");
                number(node, "value");
                assert!(["exact", "lower", "upper"].contains(&text(node, "bound")));
            }
            if k + 1 == depth && status == "searched" {
                assert_eq!(
                    number(node, "value"),
                    number(node, "score"),
                    "a full-depth leaf's value is its score"
                );
            }
        }
        previous_len = nodes.len() as i64;
        per_level.push(nodes.len() as i64);
    }
    if algorithm == "minimax" {
        assert_eq!(pruned_seen, 0);
    }

    let best = field(tree, "best");
    let pv: Vec<&str> = field(tree, "pv")
        .as_array()
        .unwrap_or_else(|| panic!("pv is not an array"))
        .iter()
        .map(|m| m.as_str().unwrap_or_else(|| panic!("pv entries are strings")))
        .collect();
    assert_eq!(pv.first().copied(), Some(text(best, "uci")));
    assert!(!text(best, "san").is_empty());
    number(best, "value");

    let stats = field(tree, "stats");
    let stated: Vec<i64> = field(stats, "per_level")
        .as_array()
        .unwrap_or_else(|| panic!("per_level is not an array"))
        .iter()
        .filter_map(Value::as_i64)
        .collect();
    assert_eq!(stated, per_level);
    assert_eq!(number(stats, "nodes"), per_level.iter().sum::<i64>());
    // Stored rows are searched or pruned; evaluated leaves are the searched nodes without children.
    let searched = searched_nodes
        .iter()
        .flatten()
        .filter(|&&searched| searched)
        .count() as i64;
    let evaluated = searched_nodes
        .iter()
        .flatten()
        .zip(has_children.iter().flatten())
        .filter(|&(&searched, &parent)| searched && !parent)
        .count() as i64;
    assert_eq!(number(stats, "searched"), searched);
    assert_eq!(number(stats, "pruned"), pruned_seen);
    assert_eq!(
        number(stats, "searched") + number(stats, "pruned"),
        number(stats, "nodes")
    );
    assert_eq!(number(stats, "evaluated"), evaluated);
    // The minimal tree is known from a minimax tree only.
    let minimal = stats.get("minimal_tree");
    assert_eq!(minimal.is_some(), algorithm == "minimax" && depth >= 1);
    if let Some(minimal) = minimal {
        assert!(number(minimal, "evaluated") <= evaluated);
        assert!(number(minimal, "searched") <= searched);
    }
    assert!(number(stats, "elapsed_ms") >= 0);
}

#[test]
fn think_json_keeps_the_contract() {
    let middlegame = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    for (fen, depth, algorithm) in [
        (klados::engine::position::START_FEN, 3, "minimax"),
        (middlegame, 3, "alphabeta"),
        (middlegame, 4, "ordered"),
        ("k7/8/2K5/8/8/8/8/7R b - - 0 1", 1, "minimax"),
        // Every move is the hundredth reversible half-move: level 1 comes out empty, and is
        // written all the same.
        ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80", 2, "minimax"),
    ] {
        let depth_text = depth.to_string();
        let tree = think_json(&["--fen", fen, "--depth", &depth_text, "--algorithm", algorithm]);
        check_contract(&tree, depth, algorithm);
    }
}

#[test]
fn think_json_reports_perft_counts_and_mate_values() {
    let tree = think_json(&["--depth", "3"]);
    let per_level: Vec<i64> = field(field(&tree, "stats"), "per_level")
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_i64)
        .collect();
    assert_eq!(per_level, vec![20, 400, 8902]);

    let mate = think_json(&["--fen", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", "--depth", "2"]);
    let best = field(&mate, "best");
    assert_eq!(text(best, "san"), "Ra8#");
    assert_eq!(number(best, "value"), i64::from(klados::engine::eval::MATE) - 1);
}

#[test]
fn think_table_prints_the_node_arrays() {
    let output = klados(&["think", "--depth", "2"]);
    assert!(output.status.success());
    let table = String::from_utf8_lossy(&output.stdout);
    assert!(table.contains("NodesAnalysis0"));
    assert!(table.contains("NodesAnalysis1"));
    assert_eq!(
        table
            .lines()
            .filter(|line| line.trim_end().ends_with("searched"))
            .count(),
        420
    );
}

#[test]
fn bad_input_gets_one_clear_line_and_a_failing_exit() {
    let cases: [(&[&str], &str); 8] = [
        (&["think", "--fen", "not a fen"], "invalid FEN"),
        (
            &["think", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"],
            "impossible position",
        ),
        (&["think", "--depth", "0"], "--depth"),
        (&["think", "--depth", "7"], "--depth"),
        (
            &["think", "--algorithm", "negascout"],
            "possible values: minimax, alphabeta, ordered",
        ),
        (&["think", "--depth", "5", "--max-nodes", "100000"], "node budget"),
        (&["think", "--max-nodes", "lots"], "--max-nodes"),
        (
            &["think", "--fen", "R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1"],
            "nothing to search",
        ),
    ];
    for (args, expected) in cases {
        let output = klados(args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{args:?} should fail");
        assert_eq!(
            stderr.trim_end().lines().count(),
            1,
            "{args:?}: one line, got:\n{stderr}"
        );
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}: nothing on stdout");
    }
}

#[test]
fn a_level_that_came_out_empty_is_written_empty() {
    let tree = think_json(&["--fen", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80", "--depth", "2"]);
    let levels = field(&tree, "levels").as_array().cloned().unwrap_or_default();
    let sizes: Vec<usize> = levels
        .iter()
        .map(|level| field(level, "nodes").as_array().map_or(usize::MAX, Vec::len))
        .collect();
    let per_level: Vec<usize> = field(field(&tree, "stats"), "per_level")
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_u64)
        .map(|count| count as usize)
        .collect();
    assert_eq!(sizes, per_level, "every level the stats count is written");
    assert_eq!(sizes.len(), 2);
    assert_eq!(
        sizes[1], 0,
        "every move of level 0 is a draw by the fifty-move rule"
    );
}

#[test]
fn json_into_a_closed_pipe_ends_quietly() {
    use std::io::Read;
    use std::process::Stdio;
    // Depth 4 writes about 40 MB of JSON: far more than the pipe holds, so klados is still
    // writing when the reader goes away, as with `klados think --format json | head`.
    let mut child = Command::new(env!("CARGO_BIN_EXE_klados"))
        .args(["think", "--format", "json", "--depth", "4"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("could not run klados: {e}"));
    let mut first = [0u8; 100];
    let stdout = child.stdout.take();
    if let Some(mut stdout) = stdout {
        stdout
            .read_exact(&mut first)
            .unwrap_or_else(|e| panic!("no output: {e}"));
    }
    // `stdout` is dropped here: the pipe is closed.
    let output = child
        .wait_with_output()
        .unwrap_or_else(|e| panic!("klados did not finish: {e}"));
    assert!(String::from_utf8_lossy(&first).starts_with('{'));
    assert_eq!(
        output.status.code(),
        Some(0),
        "stderr: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        output.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// Runs `klados think` with `args`, checks it fails with one line on stderr and nothing on
/// stdout, and returns that line.
fn one_line_error(args: &[&str]) -> String {
    let output = klados(args);
    let stderr = String::from_utf8_lossy(&output.stderr).to_string();
    assert!(!output.status.success(), "{args:?} should fail");
    assert_eq!(
        stderr.trim_end().lines().count(),
        1,
        "{args:?}: one line, got:\n{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    assert!(output.stdout.is_empty(), "{args:?}: nothing on stdout");
    stderr.trim_end().to_string()
}

#[test]
fn over_budget_advice_names_only_what_would_help() {
    for (algorithm, running) in [
        ("minimax", "minimax"),
        ("alphabeta", "alpha-beta"),
        ("ordered", "ordered alpha-beta"),
    ] {
        let message = one_line_error(&[
            "think",
            "--depth",
            "5",
            "--max-nodes",
            "1000",
            "--algorithm",
            algorithm,
        ]);
        let advice = message
            .split_once("choose ")
            .map_or_else(|| panic!("no advice in: {message}"), |(_, advice)| advice);
        assert!(advice.contains("a lower depth"), "{message}");
        assert!(advice.contains("a bigger node budget"), "{message}");
        // Ordered alpha-beta prunes the most: advise it unless it is the one running, and never
        // advise the search that is running.
        assert_eq!(
            advice.contains("ordered alpha-beta"),
            algorithm != "ordered",
            "{message}"
        );
        let without_ordered = advice.replace("ordered alpha-beta", "");
        assert!(
            !without_ordered.contains(running),
            "advises {running} again: {message}"
        );
    }
    let message = one_line_error(&[
        "think",
        "--depth",
        "1",
        "--max-nodes",
        "5",
        "--algorithm",
        "ordered",
    ]);
    assert!(
        message.ends_with("choose a bigger node budget (--max-nodes)"),
        "{message}"
    );
}

#[test]
fn a_negative_depth_gets_the_range() {
    for depth in ["-1", "-100", "0", "7"] {
        let message = one_line_error(&["think", "--depth", depth]);
        assert!(message.contains("1 to 6"), "{depth}: {message}");
        assert!(!message.contains("unexpected argument"), "{message}");
    }
    let message = one_line_error(&["think", "--max-nodes", "-5"]);
    assert!(!message.contains("unexpected argument"), "{message}");
    assert!(message.contains("--max-nodes"), "{message}");
}

#[test]
fn fen_mistakes_are_named_where_they_are() {
    let start_board = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    let cases = [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_string(),
            "9 ranks; a FEN board has 8",
        ),
        (
            "8/8/8/8/8/8/8 w - - 0 1".to_string(),
            "7 ranks; a FEN board has 8",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1".to_string(),
            "rank 1 has 9 squares",
        ),
        (
            "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_string(),
            "rank 7 has 7 squares",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1".to_string(),
            "unknown piece letter 'X' on rank 1",
        ),
        (format!("{start_board} x KQkq - 0 1"), "side to move"),
        (format!("{start_board}[Q] w KQkq - 0 1"), "in hand"),
        (format!("{start_board} w KQkq - 0 1 {}", "x".repeat(100_000)), "…"),
        (format!("{start_board}\nw KQkq - 0 1"), "\\n"),
    ];
    for (fen, expected) in cases {
        let message = one_line_error(&["think", "--fen", &fen]);
        assert!(message.contains(expected), "{expected}: {message}");
        assert!(!message.contains("pocket"), "{message}");
        assert!(message.chars().count() <= 200, "too long: {message}");
    }
}

#[test]
fn stale_castling_rights_are_dropped_and_said() {
    let output = klados(&[
        "think",
        "--depth",
        "1",
        "--fen",
        "r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1",
    ]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert!(
        stderr.contains("castling right Q dropped: no rook on a1"),
        "{stderr}"
    );
    assert!(
        stderr.contains("castling right k dropped: no rook on h8"),
        "{stderr}"
    );
    let table = String::from_utf8_lossy(&output.stdout);
    assert!(table.contains("r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1"), "{table}");
}

/// A budget the machine cannot hold: the search stops with a message when the memory runs
/// out, instead of aborting ("memory allocation failed", SIGABRT). The shell's `ulimit -v` gives
/// klados 200 MB of address space, so it runs out after about 100 MB of nodes.
#[cfg(target_os = "linux")]
#[test]
fn a_budget_the_machine_cannot_hold_fails_cleanly() {
    let script = format!(
        "ulimit -v 200000 && exec '{}' think --depth 6 --max-nodes 18446744073709551615",
        env!("CARGO_BIN_EXE_klados")
    );
    let output = Command::new("sh")
        .args(["-c", &script])
        .output()
        .unwrap_or_else(|e| panic!("could not run sh: {e}"));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");
    assert!(stderr.contains("ran out of memory"), "{stderr}");
    assert!(output.stdout.is_empty());
}

// ----- `klados tree` and `--format csv` -----

/// Runs klados with `input` on standard input.
fn klados_with_input(args: &[&str], input: &[u8]) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_klados"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("could not run klados: {e}"));
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(input);
    }
    child.wait_with_output().unwrap_or_else(|e| panic!("klados: {e}"))
}

#[test]
fn tree_prints_every_format() {
    let tree = "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]";
    let table = klados(&["tree", tree, "--algorithm", "alphabeta"]);
    assert!(
        table.status.success(),
        "{}",
        String::from_utf8_lossy(&table.stderr)
    );
    let table = String::from_utf8_lossy(&table.stdout);
    assert!(table.contains("Best move A with value 3"), "{table}");
    assert!(table.contains("B2") && table.contains("pruned"), "{table}");

    let json = klados(&["tree", tree, "--format", "json"]);
    let json: Value = serde_json::from_slice(&json.stdout).unwrap_or_else(|e| panic!("not JSON: {e}"));
    assert_eq!(text(field(&json, "best"), "label"), "A");
    let levels = field(&json, "levels")
        .as_array()
        .unwrap_or_else(|| panic!("no levels"));
    assert_eq!(levels.len(), 2);
    let level_one = field(&levels[1], "nodes")
        .as_array()
        .unwrap_or_else(|| panic!("no nodes"));
    assert_eq!(level_one.len(), 9);
    assert_eq!(text(&level_one[8], "label"), "C3");
    assert_eq!(number(&level_one[8], "parent"), 3);
    // Only a leaf is given a number: an inner node has a value and no score.
    let level_zero = field(&levels[0], "nodes")
        .as_array()
        .unwrap_or_else(|| panic!("no nodes"));
    assert!(field(&level_zero[0], "score").is_null(), "{}", level_zero[0]);
    assert_eq!(number(&level_zero[0], "value"), 3);
    assert_eq!(number(&level_one[8], "score"), 2);

    let csv = klados(&["tree", tree, "--format", "csv"]);
    let csv = String::from_utf8_lossy(&csv.stdout);
    assert_eq!(csv.lines().count(), 1 + 12, "{csv}");
    assert!(
        csv.lines().any(|line| line == "1,9,3,C3,,2,2,exact,searched"),
        "{csv}"
    );
    assert!(
        csv.lines().any(|line| line == "0,1,0,A,,,3,exact,searched"),
        "{csv}"
    );

    let svg = klados(&[
        "tree", tree, "--format", "svg", "--copy", "student", "--title", "Q & A",
    ]);
    let svg = String::from_utf8_lossy(&svg.stdout);
    assert!(
        svg.starts_with("<?xml") && svg.contains("Q &amp; A") && svg.contains("Name: "),
        "{svg}"
    );

    let from_stdin = klados_with_input(&["tree", "-", "--format", "csv"], tree.as_bytes());
    assert_eq!(String::from_utf8_lossy(&from_stdin.stdout), csv);
}

#[test]
fn tree_mistakes_are_one_line_with_the_column() {
    for (args, input, expected) in [
        (
            vec!["tree", "[[3, 12], [2, 4]"],
            &b""[..],
            "klados: the tree, column 17: the list opened at column 1 is not closed",
        ),
        (
            vec!["tree", "[1, 99999]"],
            &b""[..],
            "klados: the tree, column 5: the value 99999 is out of range",
        ),
        (
            vec!["tree", "-"],
            &b"[1,\n x]"[..],
            "klados: the tree, column 6: unexpected 'x'",
        ),
        (
            vec!["tree", "-"],
            &b"[1, \xff]"[..],
            "klados: the tree, column 5: standard input is not UTF-8 text",
        ),
        (
            vec!["tree", "[1]", "--format", "png"],
            &b""[..],
            "error: invalid value 'png' for '--format",
        ),
    ] {
        let output = klados_with_input(&args, input);
        assert!(!output.status.success(), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.starts_with(expected), "{args:?}: {stderr}");
    }
}

#[test]
fn think_prints_csv_with_one_row_per_node() {
    let output = klados(&["think", "--depth", "2", "--format", "csv"]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let csv = String::from_utf8_lossy(&output.stdout);
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some("level,n,parent,move,uci,score,value,bound,status")
    );
    let rows: Vec<&str> = lines.collect();
    assert_eq!(rows.len(), 20 + 400);
    assert!(
        rows.iter()
            .any(|row| row.starts_with("0,") && row.contains(",0,e4,e2e4,")),
        "{csv}"
    );
    assert!(rows.iter().all(|row| row.split(',').count() == 9));
}

#[test]
fn tree_into_a_closed_pipe_ends_quietly() {
    use std::io::{Read, Write};
    use std::process::Stdio;
    // 200 × 200 leaves: about 1 MB of CSV, far more than the pipe holds.
    let family = format!("[{}]", vec!["1"; 200].join(","));
    let text = format!("[{}]", vec![family.as_str(); 200].join(","));
    let mut child = Command::new(env!("CARGO_BIN_EXE_klados"))
        .args(["tree", "-", "--format", "csv"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("could not run klados: {e}"));
    if let Some(mut stdin) = child.stdin.take() {
        stdin.write_all(text.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    }
    let mut first = [0u8; 100];
    if let Some(mut stdout) = child.stdout.take() {
        stdout
            .read_exact(&mut first)
            .unwrap_or_else(|e| panic!("no output: {e}"));
    }
    let output = child.wait_with_output().unwrap_or_else(|e| panic!("{e}"));
    assert!(String::from_utf8_lossy(&first).starts_with("level,n,parent"));
    assert_eq!(
        output.status.code(),
        Some(0),
        "stderr: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(output.stderr.is_empty());
}
