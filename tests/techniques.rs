//! The techniques after alpha-beta: quiescence search, the transposition table and iterative
//! deepening. Each is checked against something simpler that is obviously right: minimax for
//! the table and iterative deepening, a short reference quiescence search for quiescence.

mod common;

use klados::chess::game::Game;
use klados::engine::eval::count_score;
use klados::engine::fen::parse_fen;
use klados::engine::position::{fen_of, position_hash};
use klados::engine::replay::{Granularity, Order, Replay};
use klados::engine::rules::mated_score;
use klados::engine::search::search;
use klados::engine::settings::Technique;
use klados::engine::settings::{
    Algorithm, MAX_QUIESCENCE_PLIES, QUIESCENCE_LIMIT_WORDS, SearchControl, SearchError, SearchSettings,
    Techniques,
};
use klados::engine::tree::{NodeId, SearchTree, Status};
use shakmaty::{Chess, Color, Move, Position};

fn run(position: &Chess, depth: usize, algorithm: Algorithm, techniques: Techniques) -> SearchTree {
    let settings = SearchSettings::new(depth, algorithm).with(techniques);
    search(position, &[], &settings, &SearchControl::new())
        .unwrap_or_else(|e| panic!("{} {algorithm:?} {techniques:?}: {e}", fen_of(position)))
}

fn fen(text: &str) -> Chess {
    parse_fen(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

const TABLE: Techniques = Techniques::NONE.with(Technique::Transpositions);
const DEEPENING: Techniques = Techniques::NONE.with(Technique::Iterative);
const QUIESCENCE: Techniques = Techniques::NONE.with(Technique::Quiescence);

#[test]
fn the_table_and_iterative_deepening_return_minimax_values_over_random_positions() {
    let both = Techniques::NONE
        .with(Technique::Transpositions)
        .with(Technique::Iterative);
    let mut transpositions = 0;
    let positions = common::random_positions(200, 12);
    for (i, position) in positions.iter().enumerate() {
        // Depths 2 and 3 for all; every tenth position at depth 4 too, with alpha-beta only
        // (ordered alpha-beta's value is minimax's: tests/engine.rs).
        let mut runs = vec![(2 + i % 2, Algorithm::ALL.to_vec())];
        if i % 10 == 0 {
            runs.push((4, vec![Algorithm::AlphaBeta, Algorithm::Ordered]));
        }
        for (depth, algorithms) in runs {
            let reference_algorithm = if depth == 4 {
                Algorithm::Ordered
            } else {
                Algorithm::Minimax
            };
            let minimax = run(position, depth, reference_algorithm, Techniques::NONE);
            for &algorithm in &algorithms {
                for techniques in [Techniques::NONE, TABLE, DEEPENING, both] {
                    let tree = run(position, depth, algorithm, techniques);
                    assert_eq!(
                        tree.root_value(),
                        minimax.root_value(),
                        "{} depth {depth} {algorithm:?} {techniques:?}",
                        fen_of(position)
                    );
                    transpositions += tree.counts().transpositions;
                    check_transpositions_point_at_the_same_position(&tree);
                }
            }
        }
    }
    println!(
        "{transpositions} transpositions over {} positions",
        positions.len()
    );
    assert!(transpositions > 0, "random middlegames have transpositions");
}

/// Every transposition points at a searched node of its own level that holds the same position,
/// and takes its value from there; none is at the last ply, where the table is not asked.
fn check_transpositions_point_at_the_same_position(tree: &SearchTree) {
    for (level, nodes) in tree.levels().iter().enumerate() {
        for (index, node) in nodes.nodes.iter().enumerate() {
            let id = NodeId::new(level, index as u32);
            if node.status() != Status::Transposition {
                assert_eq!(tree.transposition_source(id), None);
                continue;
            }
            let source = tree
                .transposition_source(id)
                .unwrap_or_else(|| panic!("a transposition has a source"));
            assert_eq!(source.level, level);
            assert!(
                level + 1 < tree.depth(),
                "the table holds positions with depth left"
            );
            assert!(source.index < id.index, "the source was searched first");
            let searched = tree.get(source).map(|node| node.status());
            assert_eq!(searched, Some(Status::Searched));
            assert_eq!(
                position_hash(&tree.position_of(id).unwrap_or_else(|| panic!("a chess tree"))),
                position_hash(&tree.position_of(source).unwrap_or_else(|| panic!("a chess tree")))
            );
            assert!(node.is_leaf());
        }
    }
}

#[test]
fn the_transposition_in_the_issue_is_found() {
    // 1. e4 e5 2. Nf3 and 1. Nf3 e5 2. e4 reach the same position: with the table, the second
    // is not searched again.
    let start = Chess::default();
    let tree = run(&start, 4, Algorithm::Minimax, TABLE);
    let plain = run(&start, 4, Algorithm::Minimax, Techniques::NONE);
    assert_eq!(tree.root_value(), plain.root_value());
    let mut game = Game::new();
    for san in ["Nf3", "e5", "e4"] {
        let m = klados::engine::position::parse_move(game.position(), san).unwrap_or_else(|e| panic!("{e}"));
        game.play(m).unwrap_or_else(|e| panic!("{e}"));
    }
    let target = position_hash(game.position());
    let found: Vec<NodeId> = (0..tree.levels()[2].nodes.len() as u32)
        .map(|index| NodeId::new(2, index))
        .filter(|&id| position_hash(&tree.position_of(id).unwrap()) == target)
        .collect();
    assert_eq!(found.len(), 2, "reached by both orders");
    let statuses: Vec<Status> = found
        .iter()
        .filter_map(|&id| tree.get(id).map(|node| node.status()))
        .collect();
    assert_eq!(statuses, [Status::Searched, Status::Transposition]);
    assert_eq!(tree.transposition_source(found[1]), Some(found[0]));
    // With a ply left below them, the table saves their whole subtrees.
    assert!(tree.node_count() < plain.node_count());
    assert!(tree.counts().transpositions > 0);
    // At the last ply the table is not asked: a leaf is evaluated sooner than looked up. So at
    // depth 3, where 1. Nf3 e5 2. e4 is a leaf, both orders are evaluated.
    let shallow = run(&start, 3, Algorithm::Minimax, TABLE);
    assert_eq!(shallow.counts().transpositions, 0);
    let shallow_plain = run(&start, 3, Algorithm::Minimax, Techniques::NONE);
    assert_eq!(shallow.levels(), shallow_plain.levels());
}

#[test]
fn iterative_deepening_keeps_every_iteration() {
    let position = fen("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
    for algorithm in Algorithm::ALL {
        let tree = run(&position, 4, algorithm, DEEPENING);
        let depths: Vec<usize> = tree.iterations().iter().map(|tree| tree.depth()).collect();
        assert_eq!(depths, [1, 2, 3]);
        assert_eq!(tree.depth(), 4);
        for iteration in tree.iterations() {
            let direct = run(&position, iteration.depth(), algorithm, Techniques::NONE);
            assert_eq!(iteration.root_value(), direct.root_value());
        }
        let direct = run(&position, 4, algorithm, Techniques::NONE);
        assert_eq!(tree.root_value(), direct.root_value());
        if algorithm == Algorithm::Minimax {
            // Minimax searches everything whatever the order: the same nodes, reordered.
            assert_eq!(tree.node_count(), direct.node_count());
        }
    }
}

#[test]
fn iterative_deepening_shares_the_node_budget() {
    let position = Chess::default();
    let direct = run(&position, 4, Algorithm::Minimax, Techniques::NONE);
    // Enough for depth 4 alone, not for depth 4 with depths 1 to 3 before it.
    let settings = SearchSettings {
        max_nodes: direct.node_count() + 100,
        ..SearchSettings::new(4, Algorithm::Minimax).with(DEEPENING)
    };
    let result = search(&position, &[], &settings, &SearchControl::new());
    assert!(
        matches!(result, Err(SearchError::OverBudget { depth: 4, .. })),
        "{result:?}"
    );
}

/// The reference quiescence search: minimax to `depth`, then captures (or every evasion in
/// check) with stand pat, as plainly as it can be written. Scores follow the search's rules: a
/// position without moves is mate or stalemate, a capture that leaves too little material is a
/// draw, and past [`MAX_QUIESCENCE_PLIES`] a position is scored as it stands.
fn reference(position: &Chess, depth: usize) -> i32 {
    let values = position
        .legal_moves()
        .into_iter()
        .map(|m| reference_value(position, m, 1, depth));
    best(position.turn(), values).unwrap_or(0)
}

fn reference_value(before: &Chess, m: Move, plies: usize, depth: usize) -> i32 {
    let mut position = before.clone();
    position.play_unchecked(m);
    let quiescence_ply = plies.saturating_sub(depth);
    let looks_on = quiescence_ply < MAX_QUIESCENCE_PLIES;
    let moves = position.legal_moves();
    if (looks_on || position.is_check()) && moves.is_empty() {
        return if position.is_check() {
            mated_score(position.turn(), plies)
        } else {
            0
        };
    }
    if ((m.is_capture() || m.is_promotion()) && position.is_insufficient_material())
        || position.halfmoves() >= 100
    {
        return 0;
    }
    let static_score = count_score(&position);
    if plies < depth {
        let values = moves
            .into_iter()
            .map(|m| reference_value(&position, m, plies + 1, depth));
        return best(position.turn(), values).unwrap_or(static_score);
    }
    if !looks_on {
        return static_score;
    }
    let in_check = position.is_check();
    let noisy = moves
        .into_iter()
        .filter(|m| in_check || m.is_capture() || m.is_promotion())
        .map(|m| reference_value(&position, m, plies + 1, depth));
    let stand_pat = (!in_check).then_some(static_score);
    best(position.turn(), stand_pat.into_iter().chain(noisy)).unwrap_or(static_score)
}

fn best(turn: Color, values: impl Iterator<Item = i32>) -> Option<i32> {
    match turn {
        Color::White => values.max(),
        Color::Black => values.min(),
    }
}

/// Positions where the horizon falls in the middle of something: exchanges, hanging pieces,
/// checks, a promotion, a mate behind a capture.
const NOISY: [&str; 12] = [
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "rnb1kbnr/pppp1ppp/8/4p1q1/4P3/3P4/PPP2PPP/RNBQKBNR w KQkq - 1 3",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "4k3/8/3q4/8/3Q4/8/8/4K3 w - - 0 1",
    "6k1/5ppp/8/8/8/8/r4PPP/3R2K1 w - - 0 1",
    "3r2k1/5ppp/8/8/8/2n5/5PPP/3R2K1 b - - 0 1",
    "8/P5k1/8/8/8/8/6K1/1r6 w - - 0 1",
    "r1b1k2r/ppppqppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQkq - 1 6",
    "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1",
    "4k3/8/2n5/3p4/4P3/2N5/8/4K3 w - - 0 1",
    "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1",
    "2r3k1/5ppp/8/3b4/8/2N5/5PPP/2R3K1 b - - 0 1",
];

#[test]
fn quiescence_equals_a_reference_quiescence_search() {
    // Without alpha-beta, quiescence searches every order of every exchange: in a busy position
    // that passes any budget (and the reference, which searches the same, takes as long). Those
    // cases are left to alpha-beta; the others are compared with all three algorithms.
    let mut compared = 0;
    let mut quiescence_nodes = 0;
    for text in NOISY {
        let position = fen(text);
        for depth in 1..=2 {
            let settings = SearchSettings {
                max_nodes: 300_000,
                ..SearchSettings::new(depth, Algorithm::Minimax).with(QUIESCENCE)
            };
            if search(&position, &[], &settings, &SearchControl::new()).is_err() {
                continue;
            }
            let expected = reference(&position, depth);
            for algorithm in Algorithm::ALL {
                let tree = run(&position, depth, algorithm, QUIESCENCE);
                assert_eq!(tree.root_value(), expected, "{text} depth {depth} {algorithm:?}");
                check_quiescence_levels(&tree);
                quiescence_nodes += tree.counts().quiescence;
            }
            compared += 1;
        }
    }
    assert!(compared >= 10, "{compared} positions and depths compared");
    assert!(quiescence_nodes > 0);
}

/// Every level beyond the depth holds quiescence nodes only, and each is a capture or an
/// answer to check.
fn check_quiescence_levels(tree: &SearchTree) {
    let mut counted = 0;
    for (level, nodes) in tree.levels().iter().enumerate().skip(tree.depth()) {
        assert!(tree.is_quiescence_level(level));
        for index in 0..nodes.nodes.len() as u32 {
            let id = NodeId::new(level, index);
            let node = tree.get(id).unwrap_or_else(|| panic!("a node"));
            assert!(
                matches!(
                    node.status(),
                    Status::Quiescence
                        | Status::Checkmate
                        | Status::Stalemate
                        | Status::Draw
                        | Status::Pruned
                ),
                "{:?}",
                node.status()
            );
            counted += usize::from(node.status() != Status::Pruned);
            let before = tree.position_before(id).unwrap_or_else(|| panic!("a chess tree"));
            let m = tree.move_of(id).unwrap_or_else(|| panic!("a legal move"));
            assert!(
                m.is_capture() || m.is_promotion() || before.is_check(),
                "{m:?} in {}",
                fen_of(&before)
            );
        }
    }
    assert_eq!(counted, tree.counts().quiescence);
}

#[test]
fn quiescence_cures_a_horizon_where_a_piece_is_taken_back() {
    // White's queen takes a pawn guarded by a pawn. At depth 1 the plain search sees a pawn won;
    // quiescence sees the recapture.
    let position = fen("4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1");
    let plain = run(&position, 1, Algorithm::Minimax, Techniques::NONE);
    let cured = run(&position, 1, Algorithm::Minimax, QUIESCENCE);
    let plain_move = plain.best_move().map(|m| m.to().to_string());
    assert_eq!(plain_move.as_deref(), Some("d5"), "depth 1 grabs the pawn");
    let cured_move = cured.best_move().map(|m| m.to().to_string());
    assert_ne!(cured_move.as_deref(), Some("d5"), "quiescence sees cxd5");
    assert!(cured.root_value() < plain.root_value());
}

#[test]
fn a_quiet_position_gets_no_quiescence_nodes() {
    for (text, depth) in [
        (klados::engine::position::START_FEN, 1),
        (klados::engine::position::START_FEN, 2),
        ("7k/8/8/8/8/8/P7/K7 w - - 0 1", 3),
    ] {
        let position = fen(text);
        for algorithm in Algorithm::ALL {
            let tree = run(&position, depth, algorithm, QUIESCENCE);
            let plain = run(&position, depth, algorithm, Techniques::NONE);
            if depth == 1 || text != klados::engine::position::START_FEN {
                assert_eq!(tree.levels().len(), depth, "{text} depth {depth}");
                assert_eq!(tree.counts().quiescence, 0);
                assert_eq!(tree.root_value(), plain.root_value());
            }
        }
    }
}

#[test]
fn quiescence_stays_inside_the_node_budget() {
    let position = fen(NOISY[2]);
    let roomy = run(&position, 2, Algorithm::Ordered, QUIESCENCE);
    for max_nodes in [roomy.node_count() / 2, 1_000, 50] {
        let settings = SearchSettings {
            max_nodes,
            ..SearchSettings::new(2, Algorithm::Ordered).with(QUIESCENCE)
        };
        match search(&position, &[], &settings, &SearchControl::new()) {
            Err(SearchError::OverBudget { .. }) => {}
            other => panic!("{max_nodes}: {other:?}"),
        }
    }
    let settings = SearchSettings {
        max_nodes: roomy.node_count(),
        ..SearchSettings::new(2, Algorithm::Ordered).with(QUIESCENCE)
    };
    let exact_fit = search(&position, &[], &settings, &SearchControl::new());
    assert_eq!(exact_fit.map(|tree| tree.node_count()), Ok(roomy.node_count()));
}

#[test]
fn every_technique_is_deterministic() {
    let position = fen(NOISY[0]);
    let all = Techniques::NONE
        .with(Technique::Quiescence)
        .with(Technique::Iterative)
        .with(Technique::Transpositions);
    for techniques in [QUIESCENCE, TABLE, DEEPENING, all] {
        for algorithm in Algorithm::ALL {
            if algorithm == Algorithm::Minimax && techniques.has(Technique::Quiescence) {
                continue; // far past the budget here (see above)
            }
            let first = run(&position, 3, algorithm, techniques);
            let second = run(&position, 3, algorithm, techniques);
            assert!(first == second, "{algorithm:?} {techniques:?}");
        }
    }
}

#[test]
fn quiescence_and_table_trees_replay_to_their_values() {
    use klados::engine::replay::{Granularity, Order, Replay};
    use std::sync::Arc;
    let all = Techniques::NONE
        .with(Technique::Quiescence)
        .with(Technique::Iterative)
        .with(Technique::Transpositions);
    let cases = [
        (NOISY[0], 2, QUIESCENCE),
        (NOISY[4], 2, QUIESCENCE),
        (NOISY[9], 2, QUIESCENCE),
        (klados::engine::position::START_FEN, 3, TABLE),
        (NOISY[0], 2, all),
    ];
    for (text, depth, techniques) in cases {
        for algorithm in Algorithm::ALL {
            if algorithm == Algorithm::Minimax && techniques.has(Technique::Quiescence) && text == NOISY[0] {
                continue; // past the budget (see above)
            }
            let tree = Arc::new(run(&fen(text), depth, algorithm, techniques));
            for order in [Order::LevelByLevel, Order::DepthFirst] {
                for granularity in [Granularity::Level, Granularity::Group, Granularity::Comparison] {
                    let replay = Replay::new(Arc::clone(&tree), order, granularity);
                    let end = replay.last_step();
                    for (level, nodes) in tree.levels().iter().enumerate() {
                        for (index, node) in nodes.nodes.iter().enumerate() {
                            let view = replay.node_view(end, NodeId::new(level, index as u32));
                            assert!(view.revealed, "{text} {algorithm:?} {order:?} {level}/{index}");
                            assert_eq!(
                                view.value,
                                node.value(),
                                "{text} {algorithm:?} {techniques:?} {order:?} {granularity:?} {level}/{index}"
                            );
                        }
                    }
                    assert_eq!(replay.root_value(end), (Some(tree.root_value()), true));
                    // A transposition shows its source's value, no sooner than the source does.
                    let stride = (replay.step_count() / 50).max(1);
                    for step in (0..replay.step_count()).step_by(stride) {
                        for (level, nodes) in tree.levels().iter().enumerate() {
                            for index in 0..nodes.nodes.len() as u32 {
                                let id = NodeId::new(level, index);
                                let Some(source) = tree.transposition_source(id) else {
                                    continue;
                                };
                                let (view, source_view) =
                                    (replay.node_view(step, id), replay.node_view(step, source));
                                if view.revealed {
                                    assert_eq!(view.value, source_view.value, "{order:?} step {step} {id:?}");
                                }
                            }
                        }
                    }
                    // Every step says something; a small sample of a long replay is enough.
                    let stride = (replay.step_count() / 400).max(1);
                    for step in (0..replay.step_count()).step_by(stride) {
                        assert!(
                            !klados::shell::i18n::said(&replay.narration(step)).is_empty(),
                            "{order:?} step {step}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn the_principal_variation_goes_on_through_a_transposition() {
    // Found by review: the line stopped at a transposition (it has no children of its own).
    let position = fen("rnbqkb1r/ppppp2p/5np1/1N3p2/P6P/8/1PPPPPP1/R1BQKBNR b KQkq - 3 4");
    let names = |tree: &SearchTree| -> Vec<String> {
        tree.principal_variation()
            .into_iter()
            .map(|id| tree.san_of(id))
            .collect()
    };
    let plain = run(&position, 4, Algorithm::AlphaBeta, Techniques::NONE);
    let with_table = run(&position, 4, Algorithm::AlphaBeta, TABLE);
    assert_eq!(names(&with_table), names(&plain));
    assert_eq!(names(&plain).len(), 4);
}

/// Quiescence stops [`MAX_QUIESCENCE_PLIES`] past the depth and scores a position there as it
/// stands. A node it stopped at although it was not quiet (a capture or a promotion possible, or
/// the side to move in check) is marked, in the tree and in `klados-tree/1`, and no other node
/// is: the long exchanges of this position reach the limit at depth 1, lesson 18's short one
/// never does.
#[test]
fn the_nodes_quiescence_stops_at_its_limit_are_marked() {
    // The words every output uses name the limit the search has.
    assert!(QUIESCENCE_LIMIT_WORDS.contains(&format!("({MAX_QUIESCENCE_PLIES} plies past the depth)")));
    let long_exchanges = fen("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1");
    for algorithm in [Algorithm::AlphaBeta, Algorithm::Ordered] {
        let tree = run(&long_exchanges, 1, algorithm, QUIESCENCE);
        let mut marked = Vec::new();
        for (level, nodes) in tree.levels().iter().enumerate() {
            for (index, node) in nodes.nodes.iter().enumerate() {
                let id = NodeId::new(level, index as u32);
                let position = tree.position_of(id).unwrap();
                let noisy = position.is_check()
                    || position
                        .legal_moves()
                        .iter()
                        .any(|m| m.is_capture() || m.is_promotion());
                let at_the_limit = level + 1 == tree.depth() + MAX_QUIESCENCE_PLIES;
                let cut = at_the_limit && noisy && node.status() == Status::Quiescence;
                assert_eq!(node.at_quiescence_limit(), cut, "{algorithm:?} {id:?}");
                if cut {
                    assert!(node.is_leaf(), "{id:?}");
                    assert_eq!(node.value(), node.static_score(), "{id:?}: scored as it stands");
                    marked.push(id);
                }
            }
        }
        assert!(!marked.is_empty(), "{algorithm:?}: the limit cut some exchange");
        assert_eq!(tree.counts().at_quiescence_limit, marked.len());

        let mut out = Vec::new();
        klados::engine::export::write_json(&tree, &mut out).unwrap_or_else(|e| panic!("{e}"));
        let json: serde_json::Value = serde_json::from_slice(&out).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(json["stats"]["at_quiescence_limit"], marked.len());
        let written: Vec<(usize, u64)> = json["levels"]
            .as_array()
            .into_iter()
            .flatten()
            .enumerate()
            .flat_map(|(level, entry)| {
                let nodes = entry["nodes"].as_array().cloned().unwrap_or_default();
                nodes
                    .into_iter()
                    .filter(|node| node["at_quiescence_limit"] == true)
                    .map(move |node| (level, node["n"].as_u64().unwrap_or(0)))
            })
            .collect();
        let expected: Vec<(usize, u64)> = marked
            .iter()
            .map(|id| (id.level, u64::from(id.index) + 1))
            .collect();
        assert_eq!(written, expected, "{algorithm:?}");

        // The replay says so where the search stops there, and where the level is shown.
        let tree = std::sync::Arc::new(tree);
        let depth_first = Replay::new(tree.clone(), Order::DepthFirst, Granularity::Level);
        let enter = depth_first
            .entered_at(marked[0])
            .unwrap_or_else(|| panic!("{:?}", marked[0]));
        let words = klados::shell::i18n::said(&depth_first.narration(enter));
        assert!(
            words.contains("not quiet") && words.contains(QUIESCENCE_LIMIT_WORDS),
            "{words}"
        );
        let level_by_level = Replay::new(tree.clone(), Order::LevelByLevel, Granularity::Level);
        let reveal = level_by_level.revealed_at(marked[0].level).unwrap_or(0);
        let words = klados::shell::i18n::said(&level_by_level.narration(reveal));
        let count = klados::engine::words::group_thousands(marked.len());
        assert!(
            words.contains(&format!("{count} of them are not quiet")),
            "{words}"
        );
    }

    let short_exchange = fen("7k/8/5n2/3p4/8/2N5/8/3R3K w - - 0 1");
    for algorithm in Algorithm::ALL {
        let tree = run(&short_exchange, 1, algorithm, QUIESCENCE);
        assert!(
            tree.counts().quiescence > 0,
            "{algorithm:?}: quiescence searched on"
        );
        assert_eq!(tree.counts().at_quiescence_limit, 0, "{algorithm:?}");
        let marked = tree
            .levels()
            .iter()
            .flat_map(|level| level.nodes.iter())
            .filter(|node| node.at_quiescence_limit())
            .count();
        assert_eq!(marked, 0, "{algorithm:?}");
    }
}
