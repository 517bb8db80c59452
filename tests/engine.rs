//! Engine tests: perft counts, minimax consistency over random positions, alpha-beta against
//! minimax, mates, draws, budgets and errors. (The replay of a search: `tests/replay.rs`.)

mod common;

use klados::chess::game::{Game, search_game};
use klados::engine::counts::minimal_tree;
use klados::engine::eval::MATE;
use klados::engine::fen::parse_fen;
use klados::engine::search::search;
use klados::engine::settings::{
    Algorithm, BudgetLimit, SearchControl, SearchError, SearchSettings, Techniques,
};
use klados::engine::tree::{Backup, Bound, NodeId, SearchTree, Status};
use shakmaty::{Chess, Position};

use common::think;

/// Positions reached by random playouts from the start, deterministic (a fixed xorshift seed).
fn random_positions(count: usize) -> Vec<Chess> {
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut positions = Vec::new();
    while positions.len() < count {
        let mut game = Game::new();
        let plies = 4 + (next() % 40) as usize;
        for _ in 0..plies {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[(next() % moves.len() as u64) as usize];
            game.play(m).unwrap_or_else(|e| panic!("{e}"));
        }
        if game.outcome().is_none() {
            positions.push(game.position().clone());
        }
    }
    positions
}

#[test]
fn minimax_level_sizes_are_perft_counts() {
    let data = include_str!("data/perft.txt");
    let mut checked = 0;
    for line in data
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
    {
        let (fen, counts) = line.split_once(';').unwrap_or_else(|| panic!("bad line {line}"));
        let expected: Vec<usize> = counts
            .split_whitespace()
            .map(|n| n.parse().unwrap_or_else(|e| panic!("{e}")))
            .collect();
        let tree = think(fen, expected.len(), Algorithm::Minimax);
        assert_eq!(tree.nodes_per_level(), expected, "{fen}");
        // Minimax prunes nothing; it evaluates every position of the last level, and the
        // positions above it that end the game.
        let counts = tree.counts();
        let ended_early: usize = tree.levels()[..expected.len() - 1]
            .iter()
            .flat_map(|level| &level.nodes)
            .filter(|node| node.is_leaf())
            .count();
        assert_eq!(counts.pruned, 0, "{fen}");
        assert_eq!(counts.searched, expected.iter().sum::<usize>(), "{fen}");
        assert_eq!(
            counts.evaluated,
            expected[expected.len() - 1] + ended_early,
            "{fen}"
        );
        if fen == klados::engine::position::START_FEN {
            assert_eq!(
                counts.evaluated, 197_281,
                "no game ends within four plies of the start"
            );
        }
        checked += 1;
    }
    assert_eq!(checked, 6);
}

/// Checks the minimax invariants of one tree: each inner node's value is the max or min (by
/// its children's level operator) of its children's values; the root's best move carries the
/// root value; the principal variation follows best children down to a leaf.
fn check_minimax_invariants(tree: &SearchTree) {
    for (level_index, level) in tree.levels().iter().enumerate() {
        for (index, node) in level.nodes.iter().enumerate() {
            let id = NodeId::new(level_index, index as u32);
            assert_ne!(node.status(), Status::Pruned, "minimax prunes nothing");
            if node.is_leaf() {
                continue;
            }
            let child_level = &tree.levels()[level_index + 1];
            let values = tree
                .children_of(id)
                .map(|child| tree.get(child).and_then(|n| n.value()).unwrap_or(i32::MIN));
            let expected = match child_level.backup() {
                Backup::Max => values.max(),
                Backup::Min => values.min(),
            };
            assert_eq!(
                node.value(),
                expected,
                "node {id:?} in {}",
                tree.position_text(None).unwrap_or_default()
            );
            assert_eq!(child_level.mover, !level.mover);
        }
    }
    let root_values = tree
        .root_children()
        .map(|id| tree.get(id).and_then(|n| n.value()).unwrap_or(0));
    let expected_root = match tree.root_backup() {
        Backup::Max => root_values.max(),
        Backup::Min => root_values.min(),
    };
    assert_eq!(Some(tree.root_value()), expected_root);
    assert_eq!(
        tree.get(tree.best()).and_then(|n| n.value()),
        Some(tree.root_value())
    );
    let pv = tree.principal_variation();
    assert_eq!(pv.first(), Some(&tree.best()));
    for pair in pv.windows(2) {
        assert_eq!(tree.parent_of(pair[1]), Some(pair[0]));
        assert_eq!(tree.get(pair[1]).and_then(|n| n.value()), Some(tree.root_value()));
    }
    let last = pv.last().and_then(|&id| tree.get(id));
    assert!(last.is_some_and(|node| node.is_leaf()), "the PV ends at a leaf");
}

#[test]
fn minimax_trees_back_up_correctly_over_random_positions() {
    for (i, position) in random_positions(60).iter().enumerate() {
        let depth = 1 + i % 3;
        let tree = search(
            position,
            &[],
            &SearchSettings::new(depth, Algorithm::Minimax),
            &SearchControl::new(),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        check_minimax_invariants(&tree);
    }
}

#[test]
fn alpha_beta_agrees_with_minimax_with_fewer_nodes() {
    let mut totals = [0usize; 3];
    let positions = random_positions(200);
    for (i, position) in positions.iter().enumerate() {
        let depth = 2 + i % 2;
        let trees: Vec<SearchTree> = Algorithm::ALL
            .iter()
            .map(|&algorithm| {
                search(
                    position,
                    &[],
                    &SearchSettings::new(depth, algorithm),
                    &SearchControl::new(),
                )
                .unwrap_or_else(|e| panic!("{e}"))
            })
            .collect();
        let fen = klados::engine::position::fen_of(position);
        for (total, tree) in totals.iter_mut().zip(&trees) {
            assert_eq!(
                tree.root_value(),
                trees[0].root_value(),
                "{fen} {:?}",
                tree.algorithm()
            );
            *total += tree.counts().evaluated;
        }
        // Same move order, so alpha-beta's searched nodes are a subset of minimax's.
        assert!(trees[1].counts().searched <= trees[0].counts().searched, "{fen}");
        // And no alpha-beta searches less than the minimal tree, which perfect ordering searches.
        let minimal = minimal_tree(&trees[0]).unwrap_or_else(|| panic!("minimax knows its minimal tree"));
        for tree in &trees {
            let counts = tree.counts();
            assert_eq!(counts.searched + counts.pruned, counts.stored);
            assert!(
                counts.evaluated >= minimal.evaluated,
                "{fen} {:?}",
                tree.algorithm()
            );
        }
        for tree in &trees[1..] {
            check_pruned_nodes_are_listed(tree);
        }
    }
    let [minimax, alphabeta, ordered] = totals;
    println!(
        "leaves evaluated over {} positions: minimax {minimax}, alpha-beta {alphabeta}, ordered {ordered}",
        positions.len()
    );
    assert!(alphabeta < minimax);
    assert!(
        ordered < alphabeta,
        "move ordering prunes more: {ordered} vs {alphabeta}"
    );
}

/// In an alpha-beta tree every parent lists all its moves: first the searched ones, then the
/// pruned ones (no value, no children), and only after a cutoff.
fn check_pruned_nodes_are_listed(tree: &SearchTree) {
    let root = NodeId::new(usize::MAX, 0);
    let _ = root;
    for (level_index, level) in tree.levels().iter().enumerate().take(tree.depth() - 1) {
        for (index, node) in level.nodes.iter().enumerate() {
            if node.status() != Status::Searched || node.is_leaf() {
                continue;
            }
            let id = NodeId::new(level_index, index as u32);
            let position = tree.position_of(id).unwrap_or_else(|| panic!("a chess tree"));
            assert_eq!(
                node.child_count(),
                position.legal_moves().len(),
                "every move is listed"
            );
            let statuses: Vec<Status> = tree
                .children_of(id)
                .filter_map(|c| tree.get(c).map(|n| n.status()))
                .collect();
            let first_pruned = statuses
                .iter()
                .position(|&s| s == Status::Pruned)
                .unwrap_or(statuses.len());
            assert!(
                statuses[first_pruned..].iter().all(|&s| s == Status::Pruned),
                "pruned moves come last"
            );
            for child in tree.children_of(id).skip(first_pruned) {
                let pruned = tree.get(child).unwrap_or_else(|| panic!("missing {child:?}"));
                assert_eq!(pruned.value(), None);
                assert_eq!(pruned.child_count(), 0);
            }
            if first_pruned < statuses.len() {
                assert_eq!(
                    node.bound(),
                    if tree.levels()[level_index + 1].backup() == Backup::Max {
                        Bound::Lower
                    } else {
                        Bound::Upper
                    }
                );
            }
        }
    }
}

#[test]
fn mate_in_one_is_found_at_depth_one() {
    // Back-rank mate: Ra8#.
    let tree = think("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", 1, Algorithm::Minimax);
    assert_eq!(tree.root_value(), MATE - 1);
    assert_eq!(tree.san_of(tree.best()), "Ra8#");
    assert_eq!(tree.get(tree.best()).map(|n| n.status()), Some(Status::Checkmate));
}

#[test]
fn mate_in_two_is_found_at_depth_three_and_scored_by_distance() {
    // White: Kc6, Rh1; Black: Ka8. 1. Kb6 Kb8 2. Rh8# (or 1. Kc7 Ka7 2. Ra1#).
    let fen = "k7/8/2K5/8/8/8/8/7R w - - 0 1";
    for algorithm in Algorithm::ALL {
        let tree = think(fen, 3, algorithm);
        assert_eq!(tree.root_value(), MATE - 3, "{algorithm:?}");
        let pv = tree.principal_variation();
        assert_eq!(pv.len(), 3);
        let mate = tree.get(pv[2]).unwrap_or_else(|| panic!("no PV"));
        assert_eq!(mate.status(), Status::Checkmate);
        assert_eq!(mate.value(), Some(MATE - 3));
    }
    let shallow = think(fen, 2, Algorithm::Minimax);
    assert!(shallow.root_value() < MATE - 1000, "no mate within two plies");
}

#[test]
fn a_stalemating_move_scores_zero() {
    // Qb6 would stalemate the black king on a8.
    let tree = think("k7/8/3Q4/8/8/8/8/7K w - - 0 1", 2, Algorithm::Minimax);
    let stalemate = tree
        .root_children()
        .find(|&id| tree.san_of(id) == "Qb6")
        .and_then(|id| tree.get(id).copied())
        .unwrap_or_else(|| panic!("Qb6 missing"));
    assert_eq!(stalemate.status(), Status::Stalemate);
    assert_eq!(stalemate.value(), Some(0));
    assert!(
        tree.root_value() > 800,
        "White avoids the stalemate and keeps the queen"
    );
}

#[test]
fn draws_by_rule_inside_the_tree_score_zero() {
    // Threefold repetition counting the game's history: Ng8 brings the start back a third time.
    let mut game = Game::new();
    for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
        game.play_text(m).unwrap_or_else(|e| panic!("{e}"));
    }
    let tree = search_game(
        &game,
        &SearchSettings::new(1, Algorithm::Minimax),
        &SearchControl::new(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let repeat = tree
        .root_children()
        .find(|&id| tree.san_of(id) == "Ng8")
        .and_then(|id| tree.get(id).copied());
    assert_eq!(
        repeat.map(|n| (n.status(), n.value())),
        Some((Status::Draw, Some(0)))
    );

    // Insufficient material: the bishop takes the last rook.
    let tree = think("8/7b/8/8/8/2k5/8/KR6 b - - 0 1", 1, Algorithm::Minimax);
    let capture = tree
        .root_children()
        .find(|&id| tree.san_of(id) == "Bxb1")
        .and_then(|id| tree.get(id).copied());
    assert_eq!(
        capture.map(|n| (n.status(), n.value())),
        Some((Status::Draw, Some(0)))
    );

    // Fifty-move rule: every quiet move reaches the hundredth half-move.
    let tree = think("8/8/8/8/8/2k5/8/KR6 w - - 99 80", 2, Algorithm::Minimax);
    assert!(tree.levels()[0].nodes.iter().all(|n| n.status() == Status::Draw));
    assert_eq!(tree.root_value(), 0);
}

#[test]
fn under_promotion_to_a_lone_minor_piece_is_a_draw_in_the_tree() {
    // White's pawn promotes; a lone knight or bishop cannot mate, so those two are draws.
    for algorithm in Algorithm::ALL {
        let tree = think("8/4P3/8/8/8/k7/8/K7 w - - 0 1", 2, algorithm);
        let status_of = |san: &str| {
            tree.root_children()
                .find(|&id| tree.san_of(id).trim_end_matches('+') == san)
                .and_then(|id| tree.get(id).map(|node| (node.status(), node.value())))
        };
        assert_eq!(status_of("e8=N"), Some((Status::Draw, Some(0))), "{algorithm:?}");
        assert_eq!(status_of("e8=B"), Some((Status::Draw, Some(0))), "{algorithm:?}");
        let queen = status_of("e8=Q");
        assert!(
            queen.is_some_and(|(status, _)| status != Status::Draw),
            "{algorithm:?}: {queen:?}"
        );
    }
}

#[test]
fn a_budget_bigger_than_the_memory_stops_with_a_message() {
    // A node budget no machine holds, on a search far too big for the memory the search may
    // take (1 MB here): it stops at the memory, with one line that says so.
    let settings = SearchSettings {
        depth: 5,
        algorithm: Algorithm::Minimax,
        max_nodes: usize::MAX,
        techniques: Techniques::NONE,
    };
    let control = SearchControl::new().with_memory_limit(1_000_000);
    let error = search(&Chess::default(), &[], &settings, &control)
        .err()
        .unwrap_or_else(|| panic!("a 5,072,212-node tree fitted in 1 MB"));
    assert!(
        matches!(
            error,
            SearchError::OverBudget {
                limit: BudgetLimit::Memory { bytes: 1_000_000 },
                ..
            }
        ),
        "{error:?}"
    );
    let message = error.to_string();
    assert!(
        message.contains("memory") && message.contains("1.0 MB"),
        "{message}"
    );
    assert!(
        !message.contains("node budget"),
        "more nodes would not help: {message}"
    );
    assert_eq!(message.lines().count(), 1);

    // Within the memory, the same budget is no limit at all.
    let control = SearchControl::new().with_memory_limit(100_000_000);
    let small = SearchSettings { depth: 3, ..settings };
    assert!(search(&Chess::default(), &[], &small, &control).is_ok());
}

#[test]
fn searches_are_deterministic() {
    let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    for algorithm in Algorithm::ALL {
        assert!(think(fen, 3, algorithm) == think(fen, 3, algorithm));
    }
}

#[test]
fn bad_searches_are_errors_not_panics() {
    let root = Chess::default();
    let control = SearchControl::new();
    let run = |depth, max_nodes| {
        let settings = SearchSettings {
            depth,
            algorithm: Algorithm::Minimax,
            max_nodes,
            techniques: Techniques::NONE,
        };
        search(&root, &[], &settings, &control)
    };
    assert_eq!(run(0, 1000).err(), Some(SearchError::InvalidDepth(0)));
    assert_eq!(run(7, 1000).err(), Some(SearchError::InvalidDepth(7)));
    assert!(matches!(run(4, 10_000), Err(SearchError::OverBudget { .. })));
    control.cancel();
    assert_eq!(run(3, 1_000_000).err(), Some(SearchError::Cancelled));
    let mated = parse_fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
        .unwrap_or_else(|e| panic!("{e}"));
    let settings = SearchSettings::new(2, Algorithm::Minimax);
    assert!(matches!(
        search(&mated, &[], &settings, &SearchControl::new()),
        Err(SearchError::GameOver(_))
    ));
}

#[test]
fn progress_counts_every_level() {
    let control = SearchControl::new();
    let tree = search(
        &Chess::default(),
        &[],
        &SearchSettings::new(3, Algorithm::Minimax),
        &control,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(&control.nodes_per_level()[..3], tree.nodes_per_level().as_slice());
}
