//! Reading `klados-tree/1` back: every tree Klados writes reads back into the same node arrays,
//! and a file that is not a tree gets one message naming the node.

use klados::course::tree_text::parse_tree;
use klados::engine::abstract_tree::search_abstract;
use klados::engine::export::write_json;
use klados::engine::fen::parse_fen;
use klados::engine::search::search;
use klados::engine::settings::Technique;
use klados::engine::settings::{Algorithm, SearchControl, SearchSettings, Techniques};
use klados::engine::tree::SearchTree;
use klados::engine::tree_file::{TreeFileError, read_any_tree_file, read_tree_file};

fn json_of(tree: &SearchTree) -> Vec<u8> {
    let mut bytes = Vec::new();
    write_json(tree, &mut bytes).unwrap_or_else(|e| panic!("{e}"));
    bytes
}

/// Writes the tree, reads it back and checks the node arrays and the result are the same.
fn round_trip(tree: &SearchTree) {
    let bytes = json_of(tree);
    let file = read_tree_file(&bytes).unwrap_or_else(|e| panic!("{e}"));
    let read = file.to_search_tree().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(read.levels(), tree.levels());
    assert_eq!(read.game(), tree.game());
    assert_eq!(
        (read.depth(), read.algorithm(), read.techniques()),
        (tree.depth(), tree.algorithm(), tree.techniques())
    );
    assert_eq!((read.best(), read.root_value()), (tree.best(), tree.root_value()));
    assert_eq!(read.counts(), tree.counts());
    assert_eq!(read.search_marks(), tree.search_marks());
    assert_eq!(read.aspiration_attempts(), tree.aspiration_attempts());
    // What it writes again is what was read, but for the time taken.
    let again = String::from_utf8_lossy(&json_of(&read)).replace(|c: char| c.is_ascii_digit(), "#");
    let first = String::from_utf8_lossy(&bytes).replace(|c: char| c.is_ascii_digit(), "#");
    assert_eq!(again.lines().count(), first.lines().count());
}

fn chess(fen: &str, depth: usize, algorithm: Algorithm, techniques: Techniques) -> SearchTree {
    let root = parse_fen(fen).unwrap_or_else(|e| panic!("{e}"));
    let settings = SearchSettings::new(depth, algorithm).with(techniques);
    search(&root, &[], &settings, &SearchControl::new()).unwrap_or_else(|e| panic!("{e}"))
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

#[test]
fn chess_trees_read_back_as_they_were_written() {
    let plain = Techniques::default();
    round_trip(&chess(START, 3, Algorithm::Minimax, plain));
    round_trip(&chess(START, 3, Algorithm::AlphaBeta, plain));
    round_trip(&chess(KIWIPETE, 2, Algorithm::Ordered, plain));
    let all = Techniques::NONE
        .with(Technique::Quiescence)
        .with(Technique::Transpositions);
    round_trip(&chess(
        "r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3",
        2,
        Algorithm::AlphaBeta,
        all,
    ));
    // Killer moves and the history heuristic mark the moves they tried early, some of them at
    // the horizon, where quiescence may also let the side to move stand pat.
    let ordering = Techniques::NONE
        .with(Technique::Quiescence)
        .with(Technique::Killers)
        .with(Technique::History);
    round_trip(&chess(
        "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2PP1N2/PP3PPP/RNBQ1RK1 b - - 0 6",
        3,
        Algorithm::Ordered,
        ordering,
    ));
    // Principal variation search marks its null windows and re-searches beside the nodes.
    let searched_apart = Techniques::NONE
        .with(Technique::Quiescence)
        .with(Technique::Transpositions)
        .with(Technique::Pvs);
    let tree = chess(KIWIPETE, 3, Algorithm::Ordered, searched_apart);
    assert!(!tree.search_marks().is_empty() && tree.counts().discarded > 0);
    round_trip(&tree);
    // And every technique that marks nodes or the root: reductions, null moves, aspiration.
    let every_mark = searched_apart
        .with(Technique::Aspiration)
        .with(Technique::Reductions)
        .with(Technique::NullMove);
    let tree = chess(KIWIPETE, 3, Algorithm::Ordered, every_mark);
    assert!(!tree.aspiration_attempts().is_empty());
    assert!(!tree.search_marks().is_empty() && tree.counts().discarded > 0);
    round_trip(&tree);
    // Mate and stalemate statuses.
    round_trip(&chess(
        "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1",
        2,
        Algorithm::Minimax,
        plain,
    ));
}

#[test]
fn abstract_trees_read_back_with_their_labels_and_chances() {
    for (text, algorithm) in [
        ("[[3, 12, 8], [2, 4, 6], [14, 5, 2]]", Algorithm::AlphaBeta),
        ("[[3, 12, 8], [2, 4, 6], [14, 5, 2]]", Algorithm::Minimax),
        ("[{1/2: 4, 1/2: [2, 6]}, 1]", Algorithm::Minimax),
    ] {
        let tree = search_abstract(&parse_tree(text).unwrap_or_else(|e| panic!("{e}")), algorithm)
            .unwrap_or_else(|e| panic!("{e}"))
            .tree;
        round_trip(&tree);
        let read = read_tree_file(&json_of(&tree)).unwrap_or_else(|e| panic!("{e}"));
        let read = read.to_search_tree().unwrap_or_else(|e| panic!("{e}"));
        let id = klados::engine::tree::NodeId::new(0, 0);
        assert_eq!(read.san_of(id), tree.san_of(id), "{text}");
        assert_eq!(
            read.probability_of(klados::engine::tree::NodeId::new(1, 0)),
            tree.probability_of(klados::engine::tree::NodeId::new(1, 0))
        );
    }
}

/// Reads a document made from `text`, expecting an error; returns its message.
fn error_of(text: &str) -> String {
    match read_tree_file(text.as_bytes()).and_then(|file| file.to_search_tree()) {
        Ok(_) => panic!("read without complaint: {text}"),
        Err(error) => error.to_string(),
    }
}

/// A small chess tree document whose level 1 is `level_one`.
fn with_level_one(level_one: &str) -> String {
    format!(
        r#"{{"format": "klados-tree/1", "fen": "{START}", "depth": 2, "algorithm": "minimax",
            "levels": [
              {{"nodes": [{{"n": 1, "parent": 0, "uci": "e2e4", "value": 0}},
                          {{"n": 2, "parent": 0, "uci": "d2d4", "value": 0}}]}},
              {{"nodes": [{level_one}]}}]}}"#
    )
}

#[test]
fn bad_files_name_what_is_wrong_and_where() {
    let cases = [
        ("not json at all", "line 1, column"),
        (r#"{"format": "klados-lesson/1"}"#, "not a klados-tree/1 file"),
        (r#"["a", "list"]"#, "a klados-tree/1 file is a JSON object"),
        (
            r#"{"format": "klados-tree/1", "algorithm": "negamax", "levels": []}"#,
            "negamax",
        ),
        (
            r#"{"format": "klados-tree/1", "fen": "8/8 w", "levels": []}"#,
            "fen:",
        ),
        (
            &with_level_one(r#"{"n": 1, "parent": 3, "uci": "e7e5", "value": 0}"#),
            "level 1, node 1: parent 3 is out of range: level 0 has 2 nodes",
        ),
        (
            &with_level_one(r#"{"n": 1, "parent": 1, "uci": "e7e4", "value": 0}"#),
            "level 1, node 1: e7e4 is not legal",
        ),
        (
            &with_level_one(r#"{"n": 1, "parent": 1, "uci": "e7e5", "value": 99999}"#),
            "level 1, node 1: value 99999 is out of range",
        ),
        (
            &with_level_one(r#"{"n": 1, "parent": 1, "uci": "e7e5", "value": "high"}"#),
            "level 1, node 1: value must be a whole number",
        ),
        (
            &with_level_one(r#"{"n": 1, "parent": 1, "uci": "e7e5"}"#),
            "level 1, node 1: it is searched but has no value",
        ),
        (
            &with_level_one(r#"{"n": 1, "parent": 1, "uci": "e7e5", "value": 0, "status": "won"}"#),
            "status \"won\"",
        ),
        (
            &with_level_one(
                r#"{"n": 1, "parent": 2, "uci": "e7e5", "value": 0}, {"n": 2, "parent": 1, "uci": "d7d5", "value": 0}"#,
            ),
            "level 1, node 2: its parent 1 comes after parent 2's children",
        ),
        (
            &with_level_one(r#"{"n": 7, "parent": 1, "uci": "e7e5", "value": 0}"#),
            "level 1, node 1: n is 7",
        ),
        (
            &with_level_one(r#"{"n": 1, "uci": "e7e5", "value": 0}"#),
            "level 1, node 1: it has no parent",
        ),
    ];
    for (text, expected) in cases {
        let message = error_of(text);
        assert!(message.contains(expected), "{message}\nexpected: {expected}");
        assert_eq!(message.lines().count(), 1, "{message}");
    }
    // The same document with a good level 1 reads.
    let good = with_level_one(r#"{"n": 1, "parent": 1, "uci": "e7e5", "value": 0}"#);
    let tree = read_tree_file(good.as_bytes()).and_then(|file| file.to_search_tree());
    assert!(tree.is_ok(), "{tree:?}");
    assert!(matches!(read_tree_file(b"{}"), Err(TreeFileError::Document(_))));
}

/// Replays a tree through every step of both orders and every granularity, asking every view
/// the window asks (node views, windows, the code's acts and call stack).
fn replay_everything(tree: SearchTree) {
    use klados::engine::replay::{Granularity, Order, Replay};
    let tree = std::sync::Arc::new(tree);
    let ids: Vec<klados::engine::tree::NodeId> = (0..tree.levels().len())
        .flat_map(|level| {
            (0..tree.levels()[level].nodes.len() as u32)
                .map(move |index| klados::engine::tree::NodeId::new(level, index))
        })
        .collect();
    for order in [Order::LevelByLevel, Order::DepthFirst] {
        for granularity in [Granularity::Level, Granularity::Group, Granularity::Comparison] {
            let replay = Replay::new(std::sync::Arc::clone(&tree), order, granularity);
            for step in 0..=replay.last_step() {
                let _ = replay.step(step);
                let _ = replay.root_value(step);
                let _ = replay.acted_on(step);
                let _ = klados::engine::code::acts(&replay, step);
                let _ = klados::engine::code::stack::stack(&replay, step);
                for &id in &ids {
                    let _ = replay.node_view(step, id);
                    let _ = replay.window(step, Some(id));
                }
            }
        }
    }
}

#[test]
fn trees_with_wrong_values_replay_without_a_panic() {
    // A student's tree may say anything about its values: every value of an alpha-beta tree
    // and a minimax tree is changed, seeded, and the tree replayed through every step.
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut replayed = 0;
    for (text, algorithm) in [
        ("[[3, 12, 8], [2, 4, 6], [14, 5, 2]]", "alphabeta"),
        ("[[[5, 6], [7, 4, 5]], [[3]], [[6], [6, 9]]]", "minimax"),
    ] {
        let algorithm = Algorithm::from_name(algorithm).unwrap_or(Algorithm::Minimax);
        let tree = search_abstract(&parse_tree(text).unwrap_or_else(|e| panic!("{e}")), algorithm)
            .unwrap_or_else(|e| panic!("{e}"))
            .tree;
        for _ in 0..20 {
            let mut document: serde_json::Value =
                serde_json::from_slice(&json_of(&tree)).unwrap_or_else(|e| panic!("{e}"));
            for level in document["levels"].as_array_mut().into_iter().flatten() {
                let nodes = level["nodes"]
                    .as_array_mut()
                    .into_iter()
                    .flatten()
                    .collect::<Vec<_>>();
                let count = nodes.len();
                let parents: Vec<serde_json::Value> =
                    nodes.iter().map(|node| node["parent"].clone()).collect();
                for (index, node) in nodes.into_iter().enumerate() {
                    // Only the last of a family may become pruned: pruned moves come last.
                    let last_of_family = index + 1 == count || parents[index + 1] != parents[index];
                    match next() % 4 {
                        0 => node["value"] = serde_json::Value::from((next() % 41) as i64 - 20),
                        1 if node["status"] == "searched" => node["bound"] = serde_json::Value::from("lower"),
                        2 if last_of_family => {
                            node["status"] = serde_json::Value::from("pruned");
                            node["value"] = serde_json::Value::Null;
                        }
                        _ => {}
                    }
                }
            }
            let text = document.to_string();
            // A pruned node with children, or a searched one after a pruned sibling, is refused
            // with a message; any other tree replays.
            match read_tree_file(text.as_bytes()).and_then(|file| file.to_search_tree()) {
                Ok(read) => {
                    replay_everything(read);
                    replayed += 1;
                }
                Err(error) => {
                    let message = error.to_string();
                    assert!(
                        message.contains("only a searched node has children")
                            || message.contains("list the pruned moves after"),
                        "{message}"
                    );
                }
            }
        }
    }
    assert!(
        replayed >= 20,
        "only {replayed} of 40 mutated trees could be opened"
    );
    // A chess tree with wrong values too.
    let mut document: serde_json::Value = serde_json::from_slice(&json_of(&chess(
        START,
        2,
        Algorithm::AlphaBeta,
        Techniques::default(),
    )))
    .unwrap_or_else(|e| panic!("{e}"));
    for node in document["levels"][1]["nodes"]
        .as_array_mut()
        .into_iter()
        .flatten()
    {
        node["value"] = serde_json::Value::from((next() % 200) as i64 - 100);
    }
    let read = read_tree_file(document.to_string().as_bytes()).and_then(|file| file.to_search_tree());
    replay_everything(read.unwrap_or_else(|e| panic!("{e}")));
}

#[test]
fn a_file_of_a_gigabyte_is_refused_before_it_is_read() {
    let path = std::env::temp_dir().join(format!("klados-huge-{}.json", std::process::id()));
    let file = std::fs::File::create(&path).unwrap_or_else(|e| panic!("{e}"));
    // A sparse file: a gigabyte long, taking no room on the disk.
    file.set_len(1 << 30).unwrap_or_else(|e| panic!("{e}"));
    let read = klados::shell::files::read_tree_path(&path);
    let _ = std::fs::remove_file(&path);
    let message = read.map(|_| ()).expect_err("a gigabyte is refused").to_string();
    assert!(message.contains("larger than 64 MB"), "{message}");
}

#[test]
fn reading_a_file_counts_each_level_rows_for_the_progress_line() {
    let tree = chess(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        2,
        Algorithm::Minimax,
        Techniques::default(),
    );
    let control = SearchControl::new();
    read_any_tree_file(&json_of(&tree), &control).unwrap_or_else(|e| panic!("{e}"));
    let counted = control.nodes_per_level();
    let written: Vec<usize> = tree.levels().iter().map(|level| level.nodes.len()).collect();
    assert_eq!(written, [20, 400]);
    assert_eq!(counted[..2], written[..], "{counted:?}");
}
