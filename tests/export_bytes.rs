//! The fast export writers (JSON, table, CSV) write byte for byte what a plain reference writer
//! kept here writes: every move's SAN through `SearchTree::san_of` (a replay from the root and
//! shakmaty's own SAN), every number through `format!`, every JSON node through serde. The
//! trees cover what SAN and the rows can hold: perft depth 3 from the start, alpha-beta with
//! every technique on Kiwipete (transpositions, stand pats, quiescence levels), a position full
//! of disambiguations, castling, en passant, promotions and mates, and abstract trees with
//! chance nodes and labels that need quoting.

use klados::course::handout::write_csv;
use klados::course::tree_text::parse_tree;
use klados::engine::abstract_tree::{AbstractNode, search_abstract};
use klados::engine::eval::display_score;
use klados::engine::export::{write_json, write_table};
use klados::engine::search::search;
use klados::engine::settings::Technique;
use klados::engine::settings::{Algorithm, SearchControl, SearchSettings, Techniques};
use klados::engine::tree::{NodeId, SearchTree, Status};
use serde::Serialize;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// Two knights and three queens that reach the same squares (`Nbd4`, `Qb2c3`), castling both
/// ways, an en passant capture, promotions with and without capture, and checks.
const SAN_ZOO: &str = "r3k2r/1P4P1/8/3pP3/1Q6/1N3N2/1Q1Q4/R3K2R w KQkq d6 0 1";

/// White mates in one several ways (`Qh7#`, `Qxf7#`), and Black has few answers.
const MATES: &str = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";

fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap_or_else(|error| panic!("a test FEN: {error}"))
        .into_position(CastlingMode::Standard)
        .unwrap_or_else(|error| panic!("a legal test position: {error}"))
}

fn searched(fen: &str, depth: usize, algorithm: Algorithm, techniques: Techniques) -> SearchTree {
    let settings = SearchSettings {
        techniques,
        ..SearchSettings::new(depth, algorithm)
    };
    search(&position(fen), &[], &settings, &SearchControl::new())
        .unwrap_or_else(|error| panic!("the test search: {error}"))
}

fn chess_trees() -> Vec<(&'static str, SearchTree)> {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let every = Techniques::NONE
        .with(Technique::Quiescence)
        .with(Technique::Iterative)
        .with(Technique::Transpositions);
    let quiescence = Techniques::NONE.with(Technique::Quiescence);
    vec![
        (
            "start, minimax depth 3",
            searched(start, 3, Algorithm::Minimax, Techniques::NONE),
        ),
        (
            "Kiwipete, every technique",
            searched(KIWIPETE, 2, Algorithm::Ordered, every),
        ),
        (
            "SAN zoo, quiescence",
            searched(SAN_ZOO, 2, Algorithm::AlphaBeta, quiescence),
        ),
        (
            "mates, minimax",
            searched(MATES, 2, Algorithm::Minimax, Techniques::NONE),
        ),
    ]
}

fn leaf(label: &str, value: i32) -> AbstractNode {
    AbstractNode::Leaf {
        label: label.to_owned(),
        value,
    }
}

fn abstract_trees() -> Vec<(&'static str, SearchTree)> {
    let lesson = parse_tree("[[3, 12, 8], [2, [4, -6], 6], [14, 5, 2]]")
        .unwrap_or_else(|error| panic!("a tree: {error}"));
    let dice = parse_tree("[[3, {1/3: -6, 2/3: [9, 1]}], {1/2: 2, 1/2: {1/4: 7, 3/4: 0}}]")
        .unwrap_or_else(|error| panic!("a tree: {error}"));
    // Labels a teacher might type: a comma and a quote (CSV quotes them, JSON escapes them), a
    // letter beyond ASCII (the table pads it by characters).
    let quoted = vec![
        AbstractNode::Inner {
            label: "a, \"b\"".to_owned(),
            children: vec![leaf("Zürich", 3), leaf("back\\slash", -2)],
        },
        leaf("tab\there", 1),
    ];
    [
        ("lesson tree", lesson, Algorithm::AlphaBeta),
        ("dice", dice, Algorithm::Minimax),
        ("labels to quote", quoted, Algorithm::Minimax),
    ]
    .into_iter()
    .map(|(name, moves, algorithm)| {
        (
            name,
            search_abstract(&moves, algorithm)
                .unwrap_or_else(|error| panic!("a search: {error}"))
                .tree,
        )
    })
    .collect()
}

/// A row as the reference walk yields it: every node, level by level, SAN by a replay from the
/// root.
struct Row {
    id: NodeId,
    uci: String,
    san: String,
}

fn reference_rows(tree: &SearchTree) -> Vec<Row> {
    let mut rows = Vec::new();
    for (level, nodes) in tree.levels().iter().enumerate() {
        for (index, node) in nodes.nodes.iter().enumerate() {
            rows.push(Row {
                id: NodeId::new(level, index as u32),
                uci: if tree.game().labels().is_some() {
                    String::new()
                } else {
                    node.packed_move().uci()
                },
                san: tree.san_of(NodeId::new(level, index as u32)),
            });
        }
    }
    rows
}

/// One node of `klados-tree/1`, its keys in the format's order, serialised by serde.
#[derive(Serialize)]
struct NodeJson<'a> {
    n: u32,
    parent: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    uci: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    san: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    label: Option<&'a str>,
    score: Option<i32>,
    value: Option<i32>,
    bound: Option<&'static str>,
    status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    source: Option<u32>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    stands_pat: bool,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    at_quiescence_limit: bool,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    chance: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    expectation: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    probability: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    exact: Option<String>,
}

fn reference_json_nodes(tree: &SearchTree) -> Vec<String> {
    let abstract_tree = tree.game().labels().is_some();
    reference_rows(tree)
        .iter()
        .map(|row| {
            let node = tree.get(row.id).unwrap_or_else(|| panic!("a row's node"));
            let json = NodeJson {
                n: row.id.index + 1,
                parent: if row.id.level == 0 { 0 } else { node.parent() + 1 },
                uci: (!abstract_tree).then_some(row.uci.as_str()),
                san: (!abstract_tree).then_some(row.san.as_str()),
                label: abstract_tree.then_some(row.san.as_str()),
                score: tree.static_score_of(node),
                value: node.value(),
                bound: (node.status() != Status::Pruned).then(|| node.bound().name()),
                status: node.status().name(),
                source: node.transposition_of().map(|index| index + 1),
                stands_pat: node.stands_pat(),
                at_quiescence_limit: node.at_quiescence_limit(),
                chance: node.is_chance(),
                expectation: tree.expectation_of(row.id).map(|e| e.fraction_text()),
                probability: tree.probability_of(row.id).map(|p| p.to_string()),
                exact: tree.exact_value_of(row.id).map(|e| e.fraction_text()),
            };
            format!(
                "        {}",
                serde_json::to_string(&json).unwrap_or_else(|error| panic!("serialisable: {error}"))
            )
        })
        .collect()
}

fn reference_csv(tree: &SearchTree) -> String {
    let chance = tree.has_chance();
    let mut csv = String::from("level,n,parent,move,uci,score,value,bound,status");
    if chance {
        csv.push_str(",probability,expectation");
    }
    csv.push('\n');
    let number = |value: Option<i32>| value.map_or_else(String::new, |value| value.to_string());
    let cell = |text: &str| {
        if text.contains([',', '"', '\n', '\r']) {
            format!("\"{}\"", text.replace('"', "\"\""))
        } else {
            text.to_owned()
        }
    };
    for row in reference_rows(tree) {
        let node = tree.get(row.id).unwrap_or_else(|| panic!("a row's node"));
        let pruned = node.status() == Status::Pruned;
        csv.push_str(&format!(
            "{},{},{},{},{},{},{},{},{}",
            row.id.level,
            row.id.index + 1,
            if row.id.level == 0 { 0 } else { node.parent() + 1 },
            cell(&row.san),
            cell(&row.uci),
            number(tree.static_score_of(node)),
            number(node.value()),
            if pruned { "" } else { node.bound().name() },
            node.status().name()
        ));
        if chance {
            csv.push_str(&format!(
                ",{},{}",
                tree.probability_of(row.id)
                    .map_or_else(String::new, |p| p.to_string()),
                tree.expectation_of(row.id)
                    .map_or_else(String::new, |e| e.fraction_text())
            ));
        }
        csv.push('\n');
    }
    csv
}

/// The table's node arrays, from the first level's heading to the end.
fn reference_table_levels(tree: &SearchTree) -> String {
    let mut table = String::new();
    let mut current_level = usize::MAX;
    let show = |score: Option<i32>| match score {
        None => String::from("-"),
        Some(score) if tree.game().labels().is_some() => score.to_string(),
        Some(score) => display_score(score),
    };
    for row in reference_rows(tree) {
        let node = tree.get(row.id).unwrap_or_else(|| panic!("a row's node"));
        let level = &tree.levels()[row.id.level];
        if row.id.level != current_level {
            current_level = row.id.level;
            let into = if row.id.level == 0 {
                String::from("the root")
            } else {
                format!("level {}", row.id.level - 1)
            };
            let chance_above = row.id.level > 0 && tree.level_has_chance(row.id.level - 1);
            table.push_str(&format!(
                "\nNodesAnalysis{} - level {}{}: {}'s moves{}, backed up into {} by {}{} ({} nodes)\n",
                row.id.level,
                row.id.level,
                if tree.is_quiescence_level(row.id.level) {
                    ", quiescence (captures, promotions and check evasions only)"
                } else {
                    ""
                },
                tree.side_name(level.mover),
                if chance_above {
                    " and chance's outcomes"
                } else {
                    ""
                },
                into,
                level.backup().name().to_uppercase(),
                if chance_above {
                    " (at a chance node: by expectation)"
                } else {
                    ""
                },
                level.nodes.len()
            ));
            table.push_str(&format!(
                "{:>8} {:>8}  {:<8} {:<6} {:>8} {:>8}  status\n",
                "node", "parent", "move", "mover", "score", "value"
            ));
        }
        let status = match (node.transposition_of(), node.stands_pat()) {
            (Some(source), _) => format!("transposition of node {}", source + 1),
            (None, true) => format!("{}, stands pat", node.status().name()),
            (None, false) if node.at_quiescence_limit() => format!(
                "{}, {}",
                node.status().name(),
                klados::engine::settings::QUIESCENCE_LIMIT_WORDS
            ),
            (None, false) => match (tree.explain_expectation(row.id), tree.probability_of(row.id)) {
                (Some(sum), _) => format!("{}, chance node: {sum}", node.status().name()),
                (None, probability) => {
                    let mut status = node.status().name().to_owned();
                    if let Some(probability) = probability {
                        status.push_str(&format!(", probability {probability}"));
                    }
                    if let Some(exact) = tree.exact_value_of(row.id) {
                        status.push_str(&format!(", exactly {}", exact.fraction_text()));
                    }
                    status
                }
            },
        };
        table.push_str(&format!(
            "{:>8} {:>8}  {:<8} {:<6} {:>8} {:>8}  {}\n",
            row.id.index + 1,
            if row.id.level == 0 { 0 } else { node.parent() + 1 },
            row.san,
            tree.mover_name(row.id),
            show(tree.static_score_of(node)),
            show(node.value()),
            status
        ));
    }
    table
}

fn all_trees() -> Vec<(&'static str, SearchTree)> {
    let mut trees = chess_trees();
    trees.extend(abstract_trees());
    trees
}

fn written(write: impl FnOnce(&mut Vec<u8>) -> std::io::Result<()>) -> String {
    let mut out = Vec::new();
    write(&mut out).unwrap_or_else(|error| panic!("writing into memory: {error}"));
    String::from_utf8(out).unwrap_or_else(|error| panic!("UTF-8: {error}"))
}

#[test]
fn csv_is_the_reference_csv_byte_for_byte() {
    for (name, tree) in all_trees() {
        let csv = written(|out| write_csv(&tree, out));
        assert_eq!(csv, reference_csv(&tree), "{name}");
    }
}

#[test]
fn json_nodes_are_the_reference_nodes_byte_for_byte() {
    for (name, tree) in all_trees() {
        let json = written(|out| write_json(&tree, out));
        let value: serde_json::Value =
            serde_json::from_str(&json).unwrap_or_else(|error| panic!("valid JSON: {error}"));
        let levels = value["levels"].as_array().unwrap_or_else(|| panic!("levels"));
        assert_eq!(levels.len(), tree.levels().len(), "{name}");
        let nodes: Vec<&str> = json
            .lines()
            .filter(|line| line.starts_with("        {\"n\":"))
            .map(|line| line.strip_suffix(',').unwrap_or(line))
            .collect();
        let reference = reference_json_nodes(&tree);
        assert_eq!(nodes.len(), tree.node_count(), "{name}");
        for (node, expected) in nodes.iter().zip(&reference) {
            assert_eq!(node, expected, "{name}");
        }
    }
}

#[test]
fn table_levels_are_the_reference_levels_byte_for_byte() {
    for (name, tree) in all_trees() {
        let table = written(|out| write_table(&tree, out));
        let levels_start = table
            .find("\nNodesAnalysis0")
            .unwrap_or_else(|| panic!("the first level"));
        assert_eq!(&table[levels_start..], reference_table_levels(&tree), "{name}");
    }
}

#[test]
fn the_trees_hold_what_san_can_be() {
    // The reference comparison above can only fail where the trees hold the hard cases.
    let sans: Vec<String> = chess_trees()
        .iter()
        .flat_map(|(_, tree)| reference_rows(tree).into_iter().map(|row| row.san))
        .collect();
    for needed in [
        "Nbd4", "Nfd4", "Qb2c3", "O-O", "O-O-O", "exd6", "b8=Q", "bxa8=Q+", "Qxf7#", "gxh8=Q",
    ] {
        assert!(sans.iter().any(|san| san == needed), "no {needed} in the trees");
    }
    assert!(sans.iter().any(|san| san.ends_with('+')));
}
