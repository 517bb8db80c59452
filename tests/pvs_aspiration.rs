//! Principal variation search and aspiration windows (issue 45): they change how a value is
//! proved, never which one it is, so on 200 seeded random chess positions at depth 4 they give
//! plain alpha-beta's root value and move, each alone and with move ordering's killers and
//! history. The average cost (the rows kept and the rows of attempts thrown away) is printed
//! (`cargo test --test pvs_aspiration -- --nocapture`); only the values and the loose "PVS
//! searches no more on average" are asserted, never a time.

mod common;

use klados::engine::position::{fen_of, position_hash};
use klados::engine::search::search;
use klados::engine::settings::{Algorithm, SearchControl, SearchSettings, Technique, Techniques};
use klados::engine::tree::{NodeId, SearchTree, Status};
use shakmaty::{Chess, Position};

fn run(position: &Chess, depth: usize, algorithm: Algorithm, techniques: Techniques) -> SearchTree {
    let settings = SearchSettings::new(depth, algorithm).with(techniques);
    search(position, &[], &settings, &SearchControl::new())
        .unwrap_or_else(|e| panic!("{} {algorithm:?} {techniques:?}: {e}", fen_of(position)))
}

/// What a search cost: every row it stored, the ones thrown away included.
fn cost(tree: &SearchTree) -> usize {
    tree.node_count() + tree.counts().discarded
}

const PVS: Techniques = Techniques::NONE.with(Technique::Pvs);
const ORDERING: Techniques = Techniques::NONE.with(Technique::Killers).with(Technique::History);

/// The sets compared with plain ordered alpha-beta, with their names as printed.
fn sets() -> Vec<(&'static str, Techniques)> {
    vec![
        ("plain", Techniques::NONE),
        ("pvs", PVS),
        ("killers+history", ORDERING),
        (
            "pvs+killers+history",
            PVS.with(Technique::Killers).with(Technique::History),
        ),
        ("pvs+tt", PVS.with(Technique::Transpositions)),
    ]
}

/// Searches `positions` to depth 4 with ordered alpha-beta and each set, checks every root value
/// and move against plain alpha-beta's (the table's against the table's alone: a transposition
/// may pick another of two equal moves), and returns the average cost of each set.
fn average_costs(positions: &[Chess], sets: &[(&str, Techniques)]) -> Vec<f64> {
    let mut totals = vec![0usize; sets.len()];
    for position in positions {
        let plain = run(position, 4, Algorithm::Ordered, Techniques::NONE);
        let with_table = run(
            position,
            4,
            Algorithm::Ordered,
            Techniques::NONE.with(Technique::Transpositions),
        );
        for (slot, (name, techniques)) in sets.iter().enumerate() {
            let tree = run(position, 4, Algorithm::Ordered, *techniques);
            let expected = if techniques.has(Technique::Transpositions) {
                &with_table
            } else {
                &plain
            };
            assert_eq!(
                (tree.root_value(), tree.best_move()),
                (expected.root_value(), expected.best_move()),
                "{} with {name}",
                fen_of(position)
            );
            totals[slot] += cost(&tree);
        }
    }
    totals
        .into_iter()
        .map(|total| total as f64 / positions.len() as f64)
        .collect()
}

#[test]
fn pvs_keeps_alpha_betas_value_and_move_on_200_positions_and_costs_no_more() {
    let positions = common::random_positions(200, 45);
    let sets = sets();
    let averages = average_costs(&positions, &sets);
    let plain = averages[0];
    for ((name, _), average) in sets.iter().zip(&averages) {
        println!(
            "ordered alpha-beta, depth 4, 200 positions, {name:<20}: {average:>9.0} nodes on average ({:.1}% of plain)",
            100.0 * average / plain
        );
    }
    assert!(
        averages[1] <= plain,
        "PVS costs {:.0} on average, plain {plain:.0}",
        averages[1]
    );
}

/// Returns the position a node of a chess tree stands for, by playing the moves to it.
fn position_of(tree: &SearchTree, id: NodeId) -> Chess {
    let mut position = tree.chess_root().cloned().unwrap_or_default();
    for step in tree.path_to(id) {
        let m = tree
            .move_of(step)
            .unwrap_or_else(|| panic!("no move at {step:?}"));
        position.play_unchecked(m);
    }
    position
}

#[test]
fn a_re_search_leaves_no_transposition_pointing_at_a_row_thrown_away() {
    for position in common::random_positions(12, 9) {
        let tree = run(
            &position,
            4,
            Algorithm::Ordered,
            PVS.with(Technique::Transpositions),
        );
        let mut re_searched = 0;
        for (level, array) in tree.levels().iter().enumerate() {
            for index in 0..array.nodes.len() {
                let id = NodeId::new(level, index as u32);
                re_searched += usize::from(tree.technique_marks(id).re_searched());
                let Some(source) = tree.transposition_source(id) else {
                    continue;
                };
                let node = tree
                    .get(source)
                    .unwrap_or_else(|| panic!("{id:?} points past its level"));
                assert!(node.status() != Status::Pruned, "{id:?} points at a pruned row");
                assert_eq!(
                    position_hash(&position_of(&tree, id)),
                    position_hash(&position_of(&tree, source)),
                    "{} {id:?} -> {source:?}",
                    fen_of(&position)
                );
            }
        }
        println!("{}: {re_searched} re-searched", fen_of(&position));
    }
}

#[test]
fn pvs_marks_its_null_windows_and_re_searches_and_counts_what_it_threw_away() {
    let position = common::random_positions(3, 11).remove(2);
    let tree = run(&position, 4, Algorithm::Ordered, PVS);
    let marked: Vec<_> = tree.search_marks().iter().collect();
    assert!(marked.iter().any(|(_, marks)| marks.null_window));
    let thrown: u64 = marked
        .iter()
        .filter(|(_, marks)| marks.re_searched_after_null_window)
        .map(|(_, marks)| u64::from(marks.discarded_nodes))
        .sum();
    // A re-search inside another one's thrown-away attempt is counted in both marks, but only
    // once in the tree's count.
    assert!(thrown >= tree.counts().discarded as u64);
    assert_eq!(tree.counts().stored, tree.node_count());
    // The first move of every family is searched with the whole window.
    for (id, marks) in &marked {
        if marks.null_window {
            let parent_first = tree.parent_of(*id).map_or(0, |parent| {
                tree.get(parent).map_or(0, |node| node.children().start)
            });
            assert_ne!(id.index, parent_first, "{id:?} is a first move");
        }
    }
    let again = run(&position, 4, Algorithm::Ordered, PVS);
    assert!(tree == again, "the same search gives the same tree");
}
