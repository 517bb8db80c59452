//! Late move reductions and null-move pruning (issue 45): they search some moves less deeply
//! than the depth, so they may change the root's value, and Klados reports where. On 200 seeded
//! random chess positions at depth 4 the test prints how often the value and the move differ
//! from plain ordered alpha-beta's and what each costs on average
//! (`cargo test --test forward_pruning -- --nocapture`); it asserts only that the same search
//! gives the same tree, never a time.

mod common;

use klados::engine::position::fen_of;
use klados::engine::search::search;
use klados::engine::settings::{Algorithm, SearchControl, SearchSettings, Technique, Techniques};
use klados::engine::tree::SearchTree;
use shakmaty::Chess;

fn run(position: &Chess, depth: usize, techniques: Techniques) -> SearchTree {
    let settings = SearchSettings::new(depth, Algorithm::Ordered).with(techniques);
    search(position, &[], &settings, &SearchControl::new())
        .unwrap_or_else(|e| panic!("{} {techniques:?}: {e}", fen_of(position)))
}

/// What a search cost: every row it stored, the ones thrown away included.
fn cost(tree: &SearchTree) -> usize {
    tree.node_count() + tree.counts().discarded
}

const LMR: Techniques = Techniques::NONE.with(Technique::Reductions);
const NULL_MOVE: Techniques = Techniques::NONE.with(Technique::NullMove);

/// Searches the 200 positions with `techniques` and prints where the value and the move differ
/// from plain ordered alpha-beta's, and the average cost of both.
fn report(name: &str, techniques: Techniques) {
    let positions = common::random_positions(200, 45);
    let (mut plain_cost, mut cost_with, mut values_changed, mut moves_changed) = (0, 0, 0, 0);
    for position in &positions {
        let plain = run(position, 4, Techniques::NONE);
        let tree = run(position, 4, techniques);
        plain_cost += cost(&plain);
        cost_with += cost(&tree);
        if tree.root_value() != plain.root_value() {
            values_changed += 1;
            if values_changed <= 5 {
                println!(
                    "{name}: {} value {} (plain {}), move {} (plain {})",
                    fen_of(position),
                    tree.root_value(),
                    plain.root_value(),
                    tree.san_of(tree.best()),
                    plain.san_of(plain.best())
                );
            }
        }
        moves_changed += usize::from(tree.best_move() != plain.best_move());
    }
    println!(
        "{name}, depth 4, 200 positions: value changed in {values_changed}, move in {moves_changed}; \
         {:.0} nodes on average ({:.1}% of plain's {:.0})",
        cost_with as f64 / 200.0,
        100.0 * cost_with as f64 / plain_cost as f64,
        plain_cost as f64 / 200.0
    );
}

#[test]
fn late_move_reductions_report_where_they_change_the_value() {
    report("lmr", LMR);
    report("lmr+pvs", LMR.with(Technique::Pvs));
    report(
        "lmr+pvs+killers+history",
        LMR.with(Technique::Pvs)
            .with(Technique::Killers)
            .with(Technique::History),
    );
}

#[test]
fn the_same_search_gives_the_same_tree() {
    let sets = [
        LMR,
        LMR.with(Technique::Pvs).with(Technique::Transpositions),
        NULL_MOVE,
        NULL_MOVE
            .with(Technique::Reductions)
            .with(Technique::Pvs)
            .with(Technique::Transpositions),
    ];
    for position in common::random_positions(5, 7) {
        for techniques in sets {
            let first = run(&position, 4, techniques);
            let again = run(&position, 4, techniques);
            assert!(first == again, "{} with {techniques:?}", fen_of(&position));
        }
    }
}

#[test]
fn a_reduced_move_is_marked_and_a_surprise_searched_again() {
    let mut reduced = 0;
    let mut re_searched = 0;
    for position in common::random_positions(10, 3) {
        let tree = run(&position, 4, LMR);
        for (_, marks) in tree.search_marks().iter() {
            reduced += usize::from(marks.reduced_by > 0);
            re_searched += usize::from(marks.re_searched_after_reduction);
            assert!(
                !(marks.re_searched_after_reduction && marks.reduced_by > 0),
                "a move searched again at full depth is kept at full depth"
            );
        }
    }
    println!("10 positions: {reduced} moves kept reduced, {re_searched} searched again at full depth");
    assert!(reduced > 0 && re_searched > 0);
}

#[test]
fn null_move_pruning_reports_where_it_changes_the_value() {
    report("null-move", NULL_MOVE);
    report(
        "null-move+pvs+lmr",
        NULL_MOVE.with(Technique::Pvs).with(Technique::Reductions),
    );
}

/// A king-and-pawn zugzwang (each side's bishop walled in by pawns, so that null-move pruning
/// may pass there): the kings stand as in the trébuchet, each attacking the other's pawn, and
/// whoever must move gives up his pawn. Black has tempo moves with the h-pawn; White has none.
/// After 1...h5 White, to move, must abandon d4: the zugzwang. A null move lets White pass
/// there, which no rule allows, and the search takes the pass's good value for the node's.
/// (Stockfish 15.1 at depth 24 gives −22.5 for the root, Black winning with ...h5; with White
/// to move after ...h5, −18.9.)
const ZUGZWANG: &str = "8/7p/8/3pK3/2kP4/1p6/1P6/B7 b - - 0 1";

#[test]
fn in_a_zugzwang_the_null_move_changes_the_value() {
    let position = klados::engine::fen::parse_fen(ZUGZWANG).unwrap_or_else(|e| panic!("{e}"));
    let plain = run(&position, 4, Techniques::NONE);
    let tree = run(&position, 4, NULL_MOVE);
    println!(
        "zugzwang, depth 4: {} {} without null-move pruning, {} {} with it",
        plain.san_of(plain.best()),
        plain.root_value(),
        tree.san_of(tree.best()),
        tree.root_value()
    );
    assert_eq!(
        (plain.san_of(plain.best()).as_str(), plain.root_value()),
        ("h5", 26)
    );
    assert_ne!(
        tree.root_value(),
        plain.root_value(),
        "the null move is fooled by the zugzwang"
    );
    let cuts = tree
        .search_marks()
        .iter()
        .filter(|(_, marks)| marks.null_move == Some(klados::engine::tree::NullMove::Cut))
        .count();
    // At depth 4 a pass below the root's moves has 3 plies left, all of them taken by the pass
    // and R = 2: the passed position is judged as it stands, and nothing is thrown away.
    assert!(cuts > 0);
    // With only kings and pawns there is no pass: the same zugzwang without the bishops.
    let bare =
        klados::engine::fen::parse_fen("8/7p/8/3pK3/2kP4/8/8/8 b - - 0 1").unwrap_or_else(|e| panic!("{e}"));
    let with = run(&bare, 4, NULL_MOVE);
    assert!(
        with.search_marks().is_empty(),
        "no null move is tried with kings and pawns alone"
    );
    assert_eq!(with.root_value(), run(&bare, 4, Techniques::NONE).root_value());
}
