//! Killer moves and the history heuristic (issue 45): they only reorder moves, so on 200 seeded
//! random chess positions at depth 4 they give plain alpha-beta's root value, each alone and
//! both together, and on average they search no more nodes. The averages are printed
//! (`cargo test --test move_ordering -- --nocapture`); only the values and the loose "not more
//! on average" are asserted, never a time.

mod common;

use klados::engine::position::fen_of;
use klados::engine::search::search;
use klados::engine::settings::{Algorithm, SearchControl, SearchSettings, Technique, Techniques};
use klados::engine::tree::{NodeId, OrderedBy, SearchTree};
use shakmaty::Chess;

fn run(position: &Chess, depth: usize, algorithm: Algorithm, techniques: Techniques) -> SearchTree {
    let settings = SearchSettings::new(depth, algorithm).with(techniques);
    search(position, &[], &settings, &SearchControl::new())
        .unwrap_or_else(|e| panic!("{} {algorithm:?} {techniques:?}: {e}", fen_of(position)))
}

fn fen(text: &str) -> Chess {
    klados::engine::fen::parse_fen(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

const KILLERS: Techniques = Techniques::NONE.with(Technique::Killers);
const HISTORY: Techniques = Techniques::NONE.with(Technique::History);
const BOTH: Techniques = KILLERS.with(Technique::History);

/// The techniques compared, with their names as printed.
const SETS: [(&str, Techniques); 4] = [
    ("plain", Techniques::NONE),
    ("killers", KILLERS),
    ("history", HISTORY),
    ("both", BOTH),
];

/// Searches `positions` to `depth` with `algorithm` and each of [`SETS`], checks every root
/// value against plain alpha-beta's, and returns the average nodes stored by each set.
fn average_nodes(positions: &[Chess], depth: usize, algorithm: Algorithm) -> [f64; 4] {
    let mut totals = [0usize; 4];
    for position in positions {
        let plain = run(position, depth, algorithm, Techniques::NONE);
        for (slot, (name, techniques)) in SETS.iter().enumerate() {
            let tree = if techniques.is_empty() {
                plain.clone()
            } else {
                run(position, depth, algorithm, *techniques)
            };
            assert_eq!(
                tree.root_value(),
                plain.root_value(),
                "{} {algorithm:?} with {name}",
                fen_of(position)
            );
            totals[slot] += tree.node_count();
        }
    }
    totals.map(|total| total as f64 / positions.len() as f64)
}

/// Prints the averages and checks the loose claim: no technique stores more nodes on average
/// than plain alpha-beta.
fn report(what: &str, averages: [f64; 4]) {
    let plain = averages[0];
    for ((name, _), average) in SETS.iter().zip(averages) {
        println!(
            "{what}, {name:<8}: {average:>10.0} nodes on average ({:.1}% of plain)",
            100.0 * average / plain
        );
        assert!(
            average <= plain,
            "{what}: {name} stores {average:.0} nodes on average, plain {plain:.0}"
        );
    }
}

#[test]
fn killers_and_history_keep_ordered_alpha_betas_value_on_200_positions_at_depth_4() {
    let positions = common::random_positions(200, 45);
    let averages = average_nodes(&positions, 4, Algorithm::Ordered);
    report("ordered alpha-beta, depth 4, 200 positions", averages);
}

#[test]
fn killers_and_history_keep_alpha_betas_value_at_depth_4() {
    // Without captures first the trees are bigger: every fifth of the same positions.
    let positions: Vec<Chess> = common::random_positions(200, 45).into_iter().step_by(5).collect();
    let averages = average_nodes(&positions, 4, Algorithm::AlphaBeta);
    report("alpha-beta, depth 4, 40 positions", averages);
}

#[test]
fn the_same_search_gives_the_same_tree() {
    for position in common::random_positions(5, 7) {
        for (_, techniques) in SETS {
            let first = run(&position, 4, Algorithm::Ordered, techniques);
            let again = run(&position, 4, Algorithm::Ordered, techniques);
            assert!(first == again, "{} with {techniques:?}", fen_of(&position));
        }
    }
}

/// Returns the nodes of `tree` that `by` moved up.
fn moved_up(tree: &SearchTree, by: OrderedBy) -> Vec<NodeId> {
    let mut found = Vec::new();
    for (level, array) in tree.levels().iter().enumerate() {
        for (index, node) in array.nodes.iter().enumerate() {
            if node.ordered_by() == Some(by) {
                found.push(NodeId::new(level, index as u32));
            }
        }
    }
    found
}

#[test]
fn the_tree_marks_the_moves_killers_and_history_moved_up() {
    // A quiet Italian game: in a position where captures are everywhere, captures make every
    // cutoff and killers and history have nothing to learn.
    let position = fen("r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2PP1N2/PP3PPP/RNBQ1RK1 b - - 0 6");
    let plain = run(&position, 4, Algorithm::Ordered, Techniques::NONE);
    assert!(moved_up(&plain, OrderedBy::Killer).is_empty());
    assert!(moved_up(&plain, OrderedBy::History).is_empty());

    for (techniques, by, not_by) in [
        (KILLERS, OrderedBy::Killer, OrderedBy::History),
        (HISTORY, OrderedBy::History, OrderedBy::Killer),
    ] {
        let tree = run(&position, 4, Algorithm::Ordered, techniques);
        let marked = moved_up(&tree, by);
        assert!(
            !marked.is_empty(),
            "{by:?} moved nothing up in {}",
            fen_of(&position)
        );
        assert!(moved_up(&tree, not_by).is_empty(), "{by:?}");
        for id in marked {
            // Nothing has cut yet when the root's moves are ordered, and only quiet moves are
            // remembered.
            assert!(id.level > 0, "{by:?} {id:?}");
            let m = tree.move_of(id).expect("a chess node has a move");
            assert!(!m.is_capture() && !m.is_promotion(), "{by:?} {id:?} {m:?}");
        }
    }
    let both = run(&position, 4, Algorithm::Ordered, BOTH);
    assert!(!moved_up(&both, OrderedBy::Killer).is_empty());
}
