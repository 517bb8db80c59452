//! Minimax split across threads builds the tree one thread builds, node for node: the same node
//! arrays, value, move and counts, and the same errors.

use klados::engine::search::search;
use klados::engine::settings::Technique;
use klados::engine::settings::{
    Algorithm, BudgetLimit, SearchControl, SearchError, SearchSettings, Techniques,
};
use klados::engine::tree::SearchTree;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};

/// Positions with something to get wrong: the start, Kiwipete (castling both ways, en passant,
/// promotions a few plies down), an endgame with pawns about to promote, a mate in one (a root
/// move that ends the game), and a side in check with few moves.
const POSITIONS: [&str; 5] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2P2k2/8/8/3q4/8/1p3K2/4R3 w - - 0 1",
    "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
    "4k3/8/8/8/8/8/3q4/R3K2R w KQ - 0 1",
];

fn position(fen: &str) -> Chess {
    let fen: Fen = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
    fen.into_position(CastlingMode::Standard)
        .unwrap_or_else(|e| panic!("{e}"))
}

fn search_on(threads: usize, root: &Chess, settings: &SearchSettings) -> Result<SearchTree, SearchError> {
    search(root, &[], settings, &SearchControl::new().with_threads(threads))
}

#[test]
fn two_and_three_threads_build_the_one_thread_tree() {
    let with = |quiescence, iterative| {
        Techniques::NONE
            .switched(Technique::Quiescence, quiescence)
            .switched(Technique::Iterative, iterative)
    };
    for fen in POSITIONS {
        let root = position(fen);
        // The threads search below the root's moves and their replies: depth 3 at least.
        // Minimax's quiescence search takes every capture sequence: on Kiwipete and in the
        // open game of the mate in one, too many.
        let quiescence = (![POSITIONS[1], POSITIONS[3]].contains(&fen)).then_some((3, with(true, false)));
        let runs = [
            Some((3, with(false, false))),
            quiescence,
            // Depth 4, so that the line to try first reaches below the replies.
            Some((if fen == POSITIONS[1] { 3 } else { 4 }, with(false, true))),
        ];
        for (depth, techniques) in runs.into_iter().flatten() {
            let settings = SearchSettings {
                techniques,
                ..SearchSettings::new(depth, Algorithm::Minimax)
            };
            let one = search_on(1, &root, &settings).unwrap_or_else(|e| panic!("{fen}: {e}"));
            for threads in [2, 3] {
                let split = search_on(threads, &root, &settings).unwrap_or_else(|e| panic!("{fen}: {e}"));
                assert!(
                    split == one,
                    "{fen}, depth {depth}, {techniques:?}, {threads} threads"
                );
                assert_eq!(split.counts(), one.counts());
                assert_eq!(split.nodes_per_level(), one.nodes_per_level());
            }
        }
    }
}

#[test]
fn four_plies_from_the_start_are_the_same_on_two_threads() {
    let root = Chess::default();
    let settings = SearchSettings::new(4, Algorithm::Minimax);
    let one = search_on(1, &root, &settings).unwrap_or_else(|e| panic!("{e}"));
    let two = search_on(2, &root, &settings).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(one.nodes_per_level(), vec![20, 400, 8902, 197281]);
    assert!(two == one);
}

#[test]
fn the_budget_holds_alike_on_two_threads() {
    let root = position(POSITIONS[1]);
    let settings = SearchSettings::new(3, Algorithm::Minimax);
    let size = search_on(1, &root, &settings)
        .unwrap_or_else(|e| panic!("{e}"))
        .node_count();
    // Exactly the tree fits; one node fewer does not, on either.
    for threads in [1, 2] {
        let fits = SearchSettings {
            max_nodes: size,
            ..settings
        };
        assert!(search_on(threads, &root, &fits).is_ok(), "{threads} threads");
        let short = SearchSettings {
            max_nodes: size - 1,
            ..settings
        };
        match search_on(threads, &root, &short) {
            Err(SearchError::OverBudget {
                limit: BudgetLimit::Nodes,
                ..
            }) => {}
            other => panic!("{threads} threads: {:?}", other.map(|tree| tree.node_count())),
        }
        // A small memory limit stops it the same way.
        let control = SearchControl::new()
            .with_threads(threads)
            .with_memory_limit(64 * 1024);
        match search(&root, &[], &settings, &control) {
            Err(SearchError::OverBudget {
                limit: BudgetLimit::Memory { .. },
                ..
            }) => {}
            other => panic!("{threads} threads: {:?}", other.map(|tree| tree.node_count())),
        }
    }
}

#[test]
fn a_cancelled_split_search_says_so() {
    let control = SearchControl::new().with_threads(2);
    control.cancel();
    let settings = SearchSettings::new(3, Algorithm::Minimax);
    assert_eq!(
        search(&Chess::default(), &[], &settings, &control).err(),
        Some(SearchError::Cancelled)
    );
}

#[test]
fn alpha_beta_and_the_table_stay_on_one_thread_and_agree() {
    let root = position(POSITIONS[1]);
    for (algorithm, transpositions) in [(Algorithm::AlphaBeta, false), (Algorithm::Minimax, true)] {
        let settings = SearchSettings {
            techniques: Techniques::default().switched(Technique::Transpositions, transpositions),
            ..SearchSettings::new(3, algorithm)
        };
        let one = search_on(1, &root, &settings).unwrap_or_else(|e| panic!("{e}"));
        let two = search_on(2, &root, &settings).unwrap_or_else(|e| panic!("{e}"));
        assert!(two == one, "{algorithm:?}");
    }
}
