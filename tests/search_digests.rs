//! The search's trees, node for node, held to a list of digests (`tests/data/search-digests.txt`):
//! chess positions, tic-tac-toe, Connect Four and drawn trees, each algorithm with and without
//! the techniques. A change that is meant to keep every tree as it is (a refactor of the search,
//! a technique added beside the others) must leave every digest as it was; a change meant to
//! alter trees rewrites the list with `KLADOS_UPDATE_DIGESTS=1 cargo test --test search_digests`,
//! and the diff shows which trees changed.

use std::fmt::Write as _;

use klados::course::tree_text::parse_tree;
use klados::engine::abstract_tree::search_abstract;
use klados::engine::fen::parse_fen;
use klados::engine::random::SplitMix64;
use klados::engine::search::search;
use klados::engine::settings::{Algorithm, SearchControl, SearchSettings, Technique, Techniques};
use klados::engine::tree::SearchTree;
use klados::games::{connect4, tictactoe};

const DIGESTS: &str = "tests/data/search-digests.txt";

/// FNV-1a, 64 bits: a digest that is the same on every machine and every run.
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn add(&mut self, value: i64) {
        for byte in value.to_le_bytes() {
            self.0 ^= u64::from(byte);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

/// A tree's digest: every node of every level (parent, children, scores, move, status, bound and
/// marks), the root's value and best move, and the iterations before the last.
fn digest(tree: &SearchTree) -> String {
    let mut hash = Fnv::new();
    add_tree(&mut hash, tree);
    format!("{:016x} {} nodes", hash.0, tree.total_node_count())
}

fn add_tree(hash: &mut Fnv, tree: &SearchTree) {
    for iteration in tree.iterations() {
        add_tree(hash, iteration);
    }
    hash.add(tree.levels().len() as i64);
    for level in tree.levels() {
        hash.add(level.nodes.len() as i64);
        for node in level.nodes.iter() {
            let children = node.children();
            for value in [
                i64::from(node.parent()),
                i64::from(children.start),
                i64::from(children.end),
                i64::from(node.static_score().unwrap_or(-99_999)),
                i64::from(node.value().unwrap_or(-99_999)),
                i64::from(node.packed_move().bits()),
                node.status() as i64,
                node.bound() as i64,
                i64::from(node.stands_pat()),
                i64::from(node.is_chance()),
                i64::from(node.at_quiescence_limit()),
                node.transposition_of().map_or(-1, i64::from),
            ] {
                hash.add(value);
            }
        }
    }
    hash.add(i64::from(tree.root_value()));
    hash.add(i64::from(tree.best().index));
}

/// The technique sets a case is searched with: none, each one alone, and all together. Without
/// ordering, quiescence search's trees are too big for a test (millions of nodes): only ordered
/// alpha-beta has it.
fn technique_sets(algorithm: Algorithm) -> Vec<(String, Techniques)> {
    let left_out = match algorithm {
        Algorithm::Ordered => Techniques::NONE,
        _ => Techniques::NONE.with(Technique::Quiescence),
    };
    let mut sets = vec![(String::from("-"), Techniques::NONE)];
    for facts in Technique::ALL
        .iter()
        .filter(|facts| !left_out.has(facts.technique))
    {
        sets.push((facts.name.to_string(), Techniques::NONE.with(facts.technique)));
    }
    let mut all = Techniques::every();
    for facts in left_out.iter() {
        all.set(facts.technique, false);
    }
    sets.push((String::from("all"), all));
    sets
}

/// Settings with a node budget that keeps the test quick: a tree past it is an error, and the
/// error is what the digest list holds.
fn settings(depth: usize, algorithm: Algorithm, techniques: Techniques) -> SearchSettings {
    SearchSettings {
        max_nodes: 1_000_000,
        ..SearchSettings::new(depth, algorithm).with(techniques)
    }
}

/// Chess positions: the start, two middlegames, an endgame with checks and captures, and
/// positions reached by seeded random moves.
fn chess_positions() -> Vec<String> {
    let mut fens: Vec<String> = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2PP1N2/PP3PPP/RNBQ1RK1 b - - 0 6",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    ]
    .map(String::from)
    .to_vec();
    let mut random = SplitMix64::new(45);
    while fens.len() < 10 {
        let mut position = shakmaty::Chess::default();
        let plies = 6 + random.below(30);
        for _ in 0..plies {
            let moves = shakmaty::Position::legal_moves(&position);
            if moves.is_empty() {
                break;
            }
            let m = moves[random.below(moves.len() as u64) as usize];
            shakmaty::Position::play_unchecked(&mut position, m);
        }
        if klados::engine::position::outcome_of(&position, &[]).is_none() {
            fens.push(klados::engine::position::fen_of(&position));
        }
    }
    fens
}

/// Every case's name and digest, one a line, in a fixed order.
fn all_digests() -> String {
    let mut out = String::new();
    let control = SearchControl::new().with_threads(1);
    for (number, fen) in chess_positions().iter().enumerate() {
        let root = parse_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        for algorithm in Algorithm::ALL {
            for depth in 1..=3 {
                for (name, techniques) in technique_sets(algorithm) {
                    let settings = settings(depth, algorithm, techniques);
                    let line = match search(&root, &[], &settings, &control) {
                        Ok(tree) => digest(&tree),
                        Err(error) => format!("error: {error}"),
                    };
                    let _ = writeln!(out, "chess {number} {} d{depth} {name}: {line}", algorithm.name());
                }
            }
        }
    }
    for fen in chess_positions().iter().take(3) {
        let root = parse_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        for algorithm in [Algorithm::AlphaBeta, Algorithm::Ordered] {
            for (name, techniques) in technique_sets(algorithm) {
                let settings = settings(4, algorithm, techniques);
                let line = match search(&root, &[], &settings, &control) {
                    Ok(tree) => digest(&tree),
                    Err(error) => format!("error: {error}"),
                };
                let _ = writeln!(out, "chess {fen} {} d4 {name}: {line}", algorithm.name());
            }
        }
    }
    for text in ["x........", "x...o....", "xo..x..o."] {
        let board = tictactoe::Board::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        for algorithm in Algorithm::ALL {
            for (name, techniques) in technique_sets(algorithm) {
                let settings = settings(board.empty_cells().count(), algorithm, techniques);
                let line = match tictactoe::search(board, &settings, &control) {
                    Ok(tree) => digest(&tree),
                    Err(error) => format!("error: {error}"),
                };
                let _ = writeln!(out, "tictactoe {text} {} {name}: {line}", algorithm.name());
            }
        }
    }
    for moves in ["", "4453", "44433"] {
        let board = connect4::Board::parse(moves).unwrap_or_else(|e| panic!("{moves}: {e}"));
        for algorithm in Algorithm::ALL {
            for (name, techniques) in technique_sets(algorithm) {
                let settings = settings(5, algorithm, techniques);
                let line = match connect4::search(&board, &settings, &control) {
                    Ok(tree) => digest(&tree),
                    Err(error) => format!("error: {error}"),
                };
                let _ = writeln!(out, "connect4 '{moves}' {} {name}: {line}", algorithm.name());
            }
        }
    }
    for text in [
        "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]",
        "[[[5, 6], [7, 4, 5]], [[3]], [[6], [6, 9]], [[7, 5], [8, 6]]]",
        "[[3, {1/3: -6, 2/3: 9}], [[1, 2], {1/2: 4, 1/2: [5, 0]}]]",
    ] {
        let tree = parse_tree(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        for algorithm in Algorithm::ALL {
            let line = match search_abstract(&tree, algorithm) {
                Ok(searched) => digest(&searched.tree),
                Err(error) => format!("error: {error}"),
            };
            let _ = writeln!(out, "drawn {text} {}: {line}", algorithm.name());
        }
    }
    out
}

#[test]
fn every_tree_is_as_the_digests_say() {
    let found = all_digests();
    if std::env::var_os("KLADOS_UPDATE_DIGESTS").is_some() {
        std::fs::write(DIGESTS, &found).unwrap_or_else(|e| panic!("{DIGESTS}: {e}"));
        return;
    }
    let expected = std::fs::read_to_string(DIGESTS).unwrap_or_else(|e| panic!("{DIGESTS}: {e}"));
    let by_case = |text: &str| -> std::collections::BTreeMap<String, String> {
        text.lines()
            .filter_map(|line| line.rsplit_once(": "))
            .map(|(case, tree)| (case.to_string(), tree.to_string()))
            .collect()
    };
    let (expected, found) = (by_case(&expected), by_case(&found));
    let mut changed = Vec::new();
    for (case, tree) in &found {
        match expected.get(case) {
            Some(before) if before == tree => {}
            Some(before) => changed.push(format!("{case}: was {before}, now {tree}")),
            None => changed.push(format!("{case}: new, {tree}")),
        }
    }
    for case in expected.keys().filter(|case| !found.contains_key(*case)) {
        changed.push(format!("{case}: no longer searched"));
    }
    assert!(
        changed.is_empty(),
        "{} trees changed (of {}):\n{}",
        changed.len(),
        found.len(),
        changed.join("\n")
    );
}
