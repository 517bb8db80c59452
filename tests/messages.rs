//! What Klados says must be true (issue 41): it reads back what it writes, its messages are
//! short, name the key that is wrong and never a Rust type, its limits are said in one line,
//! and its advice is only what would work.
//!
//! Most cases run the program as a person or an autograder does (its output, its exit code);
//! a few read a file with the library, where the answer is a value.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Output, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use klados::engine::tree_file::read_tree_file;
use klados::ui::settings::Settings;
use serde_json::{Value, json};

fn klados(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_klados"))
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("could not run klados: {e}"))
}

fn stderr_of(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// A folder of its own in the temporary folder, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let path = std::env::temp_dir().join(format!("klados-messages-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).unwrap_or_else(|e| panic!("{e}"));
        Scratch(path)
    }

    /// Writes `bytes` into the folder as `name` and returns its path.
    fn file(&self, name: &str, bytes: &[u8]) -> PathBuf {
        let path = self.0.join(name);
        std::fs::write(&path, bytes).unwrap_or_else(|e| panic!("{e}"));
        path
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn path_text(path: &Path) -> &str {
    path.to_str()
        .unwrap_or_else(|| panic!("a temporary path is text"))
}

/// Runs klados and returns its standard output, checking it succeeded.
fn written(args: &[&str]) -> Vec<u8> {
    let output = klados(args);
    assert!(output.status.success(), "{args:?}: {}", stderr_of(&output));
    output.stdout
}

/// Checks that a message is one line, short, and names no Rust type.
fn short_and_plain(message: &str) {
    let message = message.trim_end();
    assert!(!message.contains('\n'), "more than one line: {message}");
    assert!(
        message.chars().count() <= 400,
        "{} characters: {}…",
        message.len(),
        &message[..400]
    );
    for rust in [
        "struct",
        "Document",
        "sequence",
        "invalid type",
        "expected a",
        "usize",
        "u32",
    ] {
        assert!(!message.contains(rust), "names \"{rust}\": {message}");
    }
}

const ALPHABETA_PROBLEM: &str = "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]";

#[test]
fn grade_says_in_one_line_that_mcts_trees_are_not_graded_and_why() {
    let scratch = Scratch::new("mcts-grade");
    let chess = scratch.file(
        "mcts.json",
        &written(&[
            "think",
            "--algorithm",
            "mcts",
            "--iterations",
            "30",
            "--format",
            "json",
        ]),
    );
    let drawn = scratch.file(
        "drawn.json",
        &written(&[
            "tree",
            ALPHABETA_PROBLEM,
            "--algorithm",
            "mcts",
            "--iterations",
            "20",
            "--format",
            "json",
        ]),
    );
    for file in [&chess, &drawn] {
        let output = klados(&["grade", path_text(file)]);
        let said = stderr_of(&output);
        assert_eq!(output.status.code(), Some(2), "{said}");
        short_and_plain(&said);
        assert!(said.contains("Monte Carlo"), "{said}");
        assert!(said.contains("random"), "the reason is said: {said}");
        assert!(!said.contains("not one Klados knows"), "{said}");
    }
}

/// A `klados-tree/1` document of one level: `count` moves of the root, all worth 0.
fn siblings(count: usize) -> Vec<u8> {
    let mut text = String::from(r#"{"format": "klados-tree/1", "depth": 1, "levels": [{"nodes": ["#);
    for index in 0..count {
        if index > 0 {
            text.push(',');
        }
        text.push_str(&format!(
            r#"{{"n": {}, "parent": 0, "label": "A{index}", "value": 0}}"#,
            index + 1
        ));
    }
    text.push_str("]}]}");
    text.into_bytes()
}

#[test]
fn a_tree_of_400000_sibling_moves_is_refused_in_one_line_and_255_are_read() {
    let Err(error) = read_tree_file(&siblings(400_000)) else {
        panic!("400,000 moves of one node are read");
    };
    let said = error.to_string();
    short_and_plain(&said);
    assert!(said.contains("255"), "the limit is said: {said}");

    // 255 moves, each with 255 replies: the most a node may have, everywhere.
    let mut levels = vec![json!({"nodes": []}), json!({"nodes": []})];
    for parent in 0..255 {
        levels[0]["nodes"]
            .as_array_mut()
            .unwrap_or_else(|| panic!("a list"))
            .push(json!({"n": parent + 1, "parent": 0, "label": format!("A{parent}"), "value": 0}));
        for reply in 0..255 {
            levels[1]["nodes"]
                .as_array_mut()
                .unwrap_or_else(|| panic!("a list"))
                .push(json!({
                    "n": parent * 255 + reply + 1,
                    "parent": parent + 1,
                    "label": format!("A{parent}x{reply}"),
                    "value": 0
                }));
        }
    }
    let document = json!({"format": "klados-tree/1", "depth": 2, "levels": levels});
    let file = read_tree_file(document.to_string().as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    let tree = file.to_search_tree().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(tree.node_count(), 255 + 255 * 255);
}

/// The abstract tree `[3, 12]` as a file, with `change` made to it.
fn small_tree(change: impl FnOnce(&mut Value)) -> Vec<u8> {
    let mut document = json!({
        "format": "klados-tree/1",
        "depth": 1,
        "algorithm": "minimax",
        "levels": [{"nodes": [
            {"n": 1, "parent": 0, "label": "A", "value": 3},
            {"n": 2, "parent": 0, "label": "B", "value": 12}
        ]}]
    });
    change(&mut document);
    document.to_string().into_bytes()
}

#[test]
fn a_message_quotes_at_most_a_short_part_of_the_input() {
    let long = "x".repeat(5_000_000);
    type Change<'a> = Box<dyn Fn(&mut Value) + 'a>;
    let cases: Vec<(&str, Change<'_>)> = vec![
        (
            "algorithm",
            Box::new(|d: &mut Value| d["algorithm"] = json!(long)),
        ),
        (
            "label",
            Box::new(|d: &mut Value| d["levels"][0]["nodes"][0]["label"] = json!(long)),
        ),
        (
            "status",
            Box::new(|d: &mut Value| d["levels"][0]["nodes"][0]["status"] = json!(long)),
        ),
        (
            "bound",
            Box::new(|d: &mut Value| d["levels"][0]["nodes"][0]["bound"] = json!(long)),
        ),
        (
            "technique",
            Box::new(|d: &mut Value| d["techniques"] = json!([long])),
        ),
        ("fen", Box::new(|d: &mut Value| d["fen"] = json!(long))),
        ("levels", Box::new(|d: &mut Value| d["levels"] = json!(long))),
        (
            "nodes",
            Box::new(|d: &mut Value| d["levels"][0]["nodes"] = json!(long)),
        ),
        (
            "value",
            Box::new(|d: &mut Value| d["levels"][0]["nodes"][0]["value"] = json!(long)),
        ),
    ];
    for (what, change) in cases {
        let bytes = small_tree(|document| change(document));
        let said = match read_tree_file(&bytes) {
            Err(error) => error.to_string(),
            Ok(file) => match file.to_search_tree() {
                Err(error) => error.to_string(),
                Ok(_) => panic!("{what}: a file with a 5 MB {what} is read"),
            },
        };
        short_and_plain(&said);
        assert!(said.contains(what), "{what}: the key is named: {said}");
    }
    // The settings file says what it could not read in a line too.
    let (_, notice) = Settings::load(Some(&format!(r#"{{"version": 1, "depth": "{long}"}}"#)));
    let notice = notice.unwrap_or_else(|| panic!("a bad settings file is told"));
    short_and_plain(&klados::shell::i18n::said(&notice));
}

#[test]
fn errors_name_the_key_and_never_a_rust_type() {
    for (text, key) in [
        ("[1, 2]", "object"),
        ("\"tree\"", "object"),
        (r#"{"format": "klados-tree/1", "levels": {}}"#, "levels"),
        (r#"{"format": "klados-tree/1", "levels": [5]}"#, "level 0"),
        (
            r#"{"format": "klados-tree/1", "levels": [{"nodes": {}}]}"#,
            "nodes",
        ),
        (
            r#"{"format": "klados-tree/1", "levels": [{"nodes": [7]}]}"#,
            "level 0, node 1",
        ),
    ] {
        let Err(error) = read_tree_file(text.as_bytes()) else {
            panic!("{text} is read");
        };
        let said = error.to_string();
        short_and_plain(&said);
        assert!(said.contains(key), "{text}: {said}");
    }
    // The depth's message says what the depth may be.
    let Err(error) = read_tree_file(&small_tree(|document| document["depth"] = json!(1002))) else {
        panic!("depth 1002 is read");
    };
    let said = error.to_string();
    assert!(said.contains("depth") && said.contains("at most 64"), "{said}");
}

#[test]
fn grade_json_on_a_file_it_cannot_grade_writes_a_json_error_object() {
    let scratch = Scratch::new("grade-json");
    let not_json = scratch.file("notes.json", b"these are my notes");
    let no_problem = scratch.file(
        "no-problem.json",
        &small_tree(|document| {
            if let Some(object) = document.as_object_mut() {
                object.remove("tree");
            }
        }),
    );
    let missing = scratch.0.join("missing.json");
    for args in [
        vec!["grade", path_text(&not_json), "--format", "json"],
        vec!["grade", path_text(&no_problem), "--format", "json"],
        vec!["grade", path_text(&missing), "--format", "json"],
        vec![
            "grade",
            path_text(&no_problem),
            "--tree",
            "[[1,",
            "--format",
            "json",
        ],
    ] {
        let output = klados(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let document: Value = serde_json::from_slice(&output.stdout).unwrap_or_else(|e| {
            panic!(
                "{args:?}: standard output is not JSON ({e}): {}",
                stderr_of(&output)
            )
        });
        assert_eq!(document["format"], "klados-grade/1", "{document}");
        let Some(error) = document["error"].as_str() else {
            panic!("{args:?}: no error in {document}");
        };
        short_and_plain(error);
        assert!(stderr_of(&output).contains(error), "the person reads it too");
    }
}

#[test]
fn lessons_check_on_an_empty_or_misspelled_folder_fails_with_a_message() {
    let scratch = Scratch::new("lessons");
    let output = klados(&["lessons", "check", path_text(&scratch.0)]);
    assert!(!output.status.success(), "an empty folder passes");
    let said = stderr_of(&output);
    assert!(said.contains("no lesson"), "{said}");

    let misspelled = scratch.0.join("lesons");
    let output = klados(&["lessons", "check", path_text(&misspelled)]);
    assert!(!output.status.success(), "a folder that is not there passes");
    let said = stderr_of(&output);
    assert!(said.contains("no such folder"), "{said}");
}

#[test]
fn settings_from_a_newer_version_get_the_version_notice() {
    for text in [
        r#"{"version": 2, "theme": "Light"}"#,
        r#"{"version": 9, "depth": "deep", "colours": {"board": "green"}}"#,
    ] {
        let (settings, notice) = Settings::load(Some(text));
        assert_eq!(settings, Settings::default());
        let notice = notice.unwrap_or_else(|| panic!("{text}: nothing said"));
        let notice = klados::shell::i18n::said(&notice);
        assert!(notice.contains("another version"), "{text}: {notice}");
        assert!(!notice.contains("missing field"), "{notice}");
    }
}

#[test]
fn klados_own_tree_json_carries_its_problem_and_grades_alone() {
    let scratch = Scratch::new("own-tree");
    for (algorithm, problem) in [
        ("alphabeta", ALPHABETA_PROBLEM),
        ("minimax", ALPHABETA_PROBLEM),
        ("minimax", "[{1/2: 4, 1/2: [2, 6]}, 1]"),
    ] {
        let bytes = written(&["tree", problem, "--algorithm", algorithm, "--format", "json"]);
        let document: Value = serde_json::from_slice(&bytes).unwrap_or_else(|e| panic!("{e}"));
        assert!(document["tree"].is_string(), "{algorithm} {problem}: no \"tree\"");
        let file = scratch.file("own.json", &bytes);
        let output = klados(&["grade", path_text(&file)]);
        assert!(
            output.status.success(),
            "{algorithm} {problem}: {}{}",
            String::from_utf8_lossy(&output.stdout),
            stderr_of(&output)
        );
    }
    let bytes = written(&[
        "tree",
        ALPHABETA_PROBLEM,
        "--algorithm",
        "mcts",
        "--format",
        "json",
    ]);
    let document: Value = serde_json::from_slice(&bytes).unwrap_or_else(|e| panic!("{e}"));
    assert!(document["tree"].is_string(), "an MCTS tree has no \"tree\"");
}

#[test]
fn think_advises_only_what_would_work() {
    // Depth 1 stores the root's 20 moves whatever the algorithm: only a bigger budget helps.
    let said = stderr_of(&klados(&["think", "--depth", "1", "--max-nodes", "19"]));
    assert!(said.contains("bigger node budget"), "{said}");
    assert!(!said.contains("ordered"), "{said}");
    assert!(!said.contains("lower depth"), "{said}");
    // At depth 2 alpha-beta stores every node minimax does: its levels 0 and 1 are whole.
    let said = stderr_of(&klados(&["think", "--depth", "2", "--max-nodes", "100"]));
    assert!(!said.contains("ordered"), "{said}");
    assert!(said.contains("lower depth"), "{said}");
    // From depth 3 ordered alpha-beta stores fewer.
    let said = stderr_of(&klados(&["think", "--depth", "3", "--max-nodes", "1000"]));
    assert!(said.contains("ordered"), "{said}");
}

/// Runs a small Monte Carlo search with `args` added, expecting it refused with `expected`,
/// clap's own words left out.
fn refused_with_the_range_message(args: &[&str], expected: &str) {
    let mut all = vec!["think", "--algorithm", "mcts", "--iterations", "5"];
    all.extend(args.iter().copied());
    let output = klados(&all);
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    let said = stderr_of(&output);
    assert!(said.contains(expected), "{args:?}: {said}");
    assert!(!said.contains("unexpected argument"), "{said}");
}

#[test]
fn seed_minus_one_gets_the_range_message() {
    refused_with_the_range_message(&["--seed", "-1"], "the seed must be a whole number");
}

#[test]
fn exploration_minus_infinity_gets_the_range_message() {
    for value in ["-inf", "-1"] {
        refused_with_the_range_message(
            &["--exploration", value],
            "the exploration constant must be a number",
        );
    }
}

#[test]
fn exploration_minus_zero_is_shown_as_zero() {
    let table = written(&[
        "think",
        "--algorithm",
        "mcts",
        "--iterations",
        "5",
        "--exploration",
        "-0",
    ]);
    let table = String::from_utf8_lossy(&table);
    assert!(table.contains("C = 0.00"), "{table}");
    assert!(!table.contains("-0.00"), "{table}");
}

/// A running `klados uci`, its lines read on a thread.
struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_klados"))
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("could not start klados uci: {e}"));
        let input = child.stdin.take().unwrap_or_else(|| panic!("no stdin"));
        let output = child.stdout.take().unwrap_or_else(|| panic!("no stdout"));
        let (sender, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Engine { child, input, lines }
    }

    fn send(&mut self, command: &str) {
        writeln!(self.input, "{command}").unwrap_or_else(|e| panic!("{e}"));
    }

    /// The lines up to and including the first that starts with `prefix` (a guard of 60 s
    /// against a hang, not a timing assertion).
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            match self.lines.recv_timeout(Duration::from_secs(60)) {
                Ok(line) => {
                    let done = line.starts_with(prefix);
                    seen.push(line);
                    if done {
                        return seen;
                    }
                }
                Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => {
                    panic!("no \"{prefix}\"; saw {seen:?}")
                }
            }
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}

/// The deepest `info depth N` among `lines`.
fn deepest(lines: &[String]) -> usize {
    lines
        .iter()
        .filter_map(|line| line.strip_prefix("info depth "))
        .filter_map(|rest| rest.split_whitespace().next()?.parse().ok())
        .max()
        .unwrap_or(0)
}

/// An engine that has said `uciok`, its `Depth` option set to `depth`, at the start position.
fn engine_at_depth(depth: usize) -> Engine {
    let mut engine = Engine::start();
    engine.send("uci");
    engine.until("uciok");
    engine.send(&format!("setoption name Depth value {depth}"));
    engine.send("position startpos");
    engine
}

/// Checks that `lines` hold an `info string` naming `word`.
fn says_ignored(lines: &[String], word: &str) {
    assert!(
        lines
            .iter()
            .any(|line| line.starts_with("info string") && line.contains(word)),
        "{lines:?}"
    );
}

#[test]
fn uci_go_ponder_keeps_its_depth_and_says_ponder_was_ignored() {
    let mut engine = engine_at_depth(1);
    engine.send("go ponder depth 2");
    let lines = engine.until("bestmove");
    assert_eq!(deepest(&lines), 2, "{lines:?}");
    says_ignored(&lines, "ponder");
}

#[test]
fn uci_go_searchmoves_keeps_its_depth_and_says_searchmoves_was_ignored() {
    let mut engine = engine_at_depth(3);
    engine.send("go searchmoves e2e4 d2d4 depth 1");
    let lines = engine.until("bestmove");
    assert_eq!(deepest(&lines), 1, "{lines:?}");
    says_ignored(&lines, "searchmoves");
}

#[test]
fn uci_setoption_with_an_empty_value_names_the_option() {
    // An empty value is the option's value, not a part of its name.
    let mut engine = engine_at_depth(1);
    engine.send("setoption name OwnBook value");
    engine.send("isready");
    let lines = engine.until("readyok");
    assert!(!lines.iter().any(|line| line.contains("no option")), "{lines:?}");
    assert!(
        lines.iter().any(|line| line.contains("OwnBook is true or false")),
        "{lines:?}"
    );
}
