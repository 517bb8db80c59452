//! Principal variation search, killer moves, the history heuristic and aspiration windows
//! (issue 45): they change how a value is proved, never which one it is, so on 200 seeded
//! random chess positions at depth 4 they give plain alpha-beta's root value and move, each
//! alone and together. The average cost (the rows kept and the rows of attempts thrown away) is
//! printed (`cargo test --test pvs_aspiration -- --nocapture`); the values and "each alone, and
//! aspiration windows with quiescence, search no more on average" are asserted, never a time.

mod common;

use klados::engine::position::{fen_of, position_hash};
use klados::engine::search::search;
use klados::engine::settings::{Algorithm, SearchControl, SearchSettings, Technique, Techniques};
use klados::engine::tree::{NodeId, SearchTree, Status, WindowResult};
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
const ASPIRATION: Techniques = Techniques::NONE.with(Technique::Aspiration);
const ORDERING: Techniques = Techniques::NONE.with(Technique::Killers).with(Technique::History);

/// The sets compared with plain ordered alpha-beta, with their names as printed.
fn sets() -> Vec<(&'static str, Techniques)> {
    vec![
        ("plain", Techniques::NONE),
        ("pvs", PVS),
        ("killers", Techniques::NONE.with(Technique::Killers)),
        ("history", Techniques::NONE.with(Technique::History)),
        ("aspiration", ASPIRATION),
        ("killers+history", ORDERING),
        (
            "pvs+killers+history",
            PVS.with(Technique::Killers).with(Technique::History),
        ),
        ("pvs+tt", PVS.with(Technique::Transpositions)),
        (
            "aspiration+killers+history",
            ASPIRATION.with(Technique::Killers).with(Technique::History),
        ),
        ("aspiration+pvs", ASPIRATION.with(Technique::Pvs)),
        (
            "aspiration+pvs+tt",
            ASPIRATION.with(Technique::Pvs).with(Technique::Transpositions),
        ),
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
fn pvs_killers_history_and_aspiration_keep_alpha_betas_value_and_move_on_200_positions_and_cost_no_more() {
    let positions = common::random_positions(200, 45);
    let sets = sets();
    let averages = average_costs(&positions, &sets);
    let plain = averages[0];
    for ((name, _), average) in sets.iter().zip(&averages) {
        println!(
            "ordered alpha-beta, depth 4, 200 positions, {name:<26}: {average:>9.0} nodes on average ({:.1}% of plain)",
            100.0 * average / plain
        );
    }
    // Each alone: PVS, killers, history, aspiration windows (failed tries included).
    for ((name, _), &average) in sets.iter().zip(&averages).skip(1).take(4) {
        assert!(
            average <= plain,
            "{name} costs {average:.0} on average, plain {plain:.0}"
        );
    }
}

#[test]
fn aspiration_windows_keep_the_value_with_iterative_deepening_and_record_every_attempt() {
    let positions = common::random_positions(200, 45);
    let (mut fails, mut attempts) = (0, 0);
    let (mut plain_cost, mut aspiring_cost) = (0, 0);
    let iterative = Techniques::NONE.with(Technique::Iterative);
    for position in positions.iter().step_by(4) {
        let plain = run(position, 4, Algorithm::Ordered, iterative);
        let tree = run(
            position,
            4,
            Algorithm::Ordered,
            iterative.with(Technique::Aspiration),
        );
        assert_eq!(
            (tree.root_value(), tree.best_move()),
            (plain.root_value(), plain.best_move()),
            "{}",
            fen_of(position)
        );
        plain_cost += plain.total_node_count();
        let every: Vec<&SearchTree> = tree
            .iterations()
            .iter()
            .map(AsRef::as_ref)
            .chain(std::iter::once(&tree))
            .collect();
        for iteration in every {
            aspiring_cost += cost(iteration);
            let tried = iteration.aspiration_attempts();
            let (last, before) = tried.split_last().unwrap_or_else(|| panic!("no attempt"));
            assert_eq!(last.result, WindowResult::Inside, "{}", fen_of(position));
            assert!(last.alpha < iteration.root_value() && iteration.root_value() < last.beta);
            assert!(
                before
                    .iter()
                    .all(|attempt| attempt.result != WindowResult::Inside)
            );
            fails += before.len();
            attempts += tried.len();
        }
    }
    println!(
        "iterative deepening to depth 4, 50 positions: {attempts} aspiration attempts, {fails} failed; \
         {:.0} nodes on average with aspiration windows (thrown away included), {:.0} without",
        aspiring_cost as f64 / 50.0,
        plain_cost as f64 / 50.0
    );
    assert!(fails > 0, "some window fails on 50 positions");
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

/// Aspiration windows pay where the guess is near the truth. With quiescence search the values
/// are steady, and the root's static score is a fair guess: on the 200 positions at depth 4 they
/// keep the value and the move and search fewer nodes than alpha-beta with quiescence alone, the
/// failed attempts included. Without quiescence (the rows above) the static score of a position
/// where a piece hangs is a poor guess and a window fails in most positions; they still cost no
/// more because the next try does not search again a root move the failed one settled.
#[test]
fn aspiration_windows_with_quiescence_keep_the_value_on_200_positions_and_cost_no_more() {
    let positions = common::random_positions(200, 45);
    let quiet = Techniques::NONE.with(Technique::Quiescence);
    let (mut plain_cost, mut aspiring_cost, mut failed) = (0, 0, 0);
    for position in &positions {
        let plain = run(position, 4, Algorithm::Ordered, quiet);
        let tree = run(position, 4, Algorithm::Ordered, quiet.with(Technique::Aspiration));
        assert_eq!(
            (tree.root_value(), tree.best_move()),
            (plain.root_value(), plain.best_move()),
            "{}",
            fen_of(position)
        );
        plain_cost += cost(&plain);
        aspiring_cost += cost(&tree);
        failed += usize::from(tree.aspiration_attempts().len() > 1);
    }
    println!(
        "ordered alpha-beta with quiescence, depth 4, 200 positions: {:.0} nodes on average, with aspiration \
         windows {:.0} ({:.1}%, thrown away included); a window failed in {failed} positions",
        plain_cost as f64 / 200.0,
        aspiring_cost as f64 / 200.0,
        100.0 * aspiring_cost as f64 / plain_cost as f64
    );
    assert!(aspiring_cost <= plain_cost, "{aspiring_cost} > {plain_cost}");
}

#[test]
fn aspiration_windows_with_quiescence_report_their_cost() {
    // Quiescence makes each iteration's value steadier, so the guess is better.
    let techniques = Techniques::NONE
        .with(Technique::Iterative)
        .with(Technique::Quiescence);
    let (mut plain_cost, mut aspiring_cost, mut fails) = (0, 0, 0);
    let positions: Vec<Chess> = common::random_positions(200, 45)
        .into_iter()
        .step_by(10)
        .collect();
    for position in &positions {
        let plain = run(position, 4, Algorithm::Ordered, techniques);
        let tree = run(
            position,
            4,
            Algorithm::Ordered,
            techniques.with(Technique::Aspiration),
        );
        assert_eq!(tree.root_value(), plain.root_value(), "{}", fen_of(position));
        plain_cost += plain.total_node_count();
        for iteration in tree
            .iterations()
            .iter()
            .map(AsRef::as_ref)
            .chain(std::iter::once(&tree))
        {
            aspiring_cost += cost(iteration);
            fails += iteration.aspiration_attempts().len() - 1;
        }
    }
    println!(
        "iterative deepening and quiescence to depth 4, {} positions: {fails} windows failed; {:.0} nodes on \
         average with aspiration windows (thrown away included), {:.0} without",
        positions.len(),
        aspiring_cost as f64 / positions.len() as f64,
        plain_cost as f64 / positions.len() as f64
    );
}
