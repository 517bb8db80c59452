//! Counting what a search did, one way everywhere (the panel, "Compare algorithms", `think`, the
//! lessons), and the size of the smallest tree any alpha-beta search could get away with.
//!
//! A tree stores more than the search visited: alpha-beta lists every move of a position it
//! enters, and the moves a cutoff skips stay in the arrays as *pruned* rows. Adding them to the
//! searched ones would make alpha-beta look almost as costly as minimax, so the counts keep them
//! apart:
//!
//! - **searched**: positions the search entered (every stored node that is not pruned);
//! - **evaluated**: the searched positions that are leaves — the evaluation scored them at the
//!   horizon, or the rules did (checkmate, stalemate, a draw). This is the work that grows
//!   fastest with depth; for minimax from the start it is the perft count of the last level;
//! - **pruned**: moves listed but never searched, because a cutoff proved they cannot matter;
//! - **stored**: every row of the node arrays, searched + pruned.
//!
//! Two more say what the techniques after alpha-beta did, each a part of *searched*:
//!
//! - **quiescence**: positions quiescence search entered beyond the depth;
//! - **at the quiescence limit**: of those, the ones it scored as they stand although they were
//!   not quiet, because they lie at its limit (`MAX_QUIESCENCE_PLIES` past the depth);
//! - **transpositions**: positions reached again, whose value came from the transposition
//!   table (they are searched, not evaluated: the table answered).
//!
//! The root is not counted: it is the position searched from, not a node of the arrays.

use crate::engine::settings::Algorithm;
use crate::engine::settings::Technique;
use crate::engine::tree::{NodeId, SearchTree};
use crate::engine::words::group_thousands;

pub use crate::engine::tree::SearchCounts;
pub(crate) use crate::engine::tree::counting::Tally;

/// Returns the counts of the *minimal tree* of a minimax tree: the fewest nodes alpha-beta can
/// search and still prove the root's value, which it does when every position's best move comes
/// first. Knuth and Moore named the nodes of that tree:
///
/// - a **PV node** (on the principal variation) searches every move, the best one first;
/// - at a **CUT node** the side to move refutes the move that led there with one reply, and the
///   other replies are cut off;
/// - at an **ALL node** every move must be searched, to show that none of them is good enough.
///
/// With about `b` moves per position this is about `b^⌈d/2⌉ + b^⌊d/2⌋ − 1` leaves instead of
/// minimax's `b^d`: perfect ordering lets alpha-beta search about twice as deep for the same work.
///
/// Chess trees are not uniform and values tie, so where the choice is free (several best moves,
/// several replies that refute) the cheapest is taken: fewest leaves, then fewest positions. No
/// move order makes alpha-beta evaluate fewer leaves than this.
///
/// Needs every node's exact value, so it answers only for a plain minimax tree, without
/// quiescence, a transposition table or chance nodes (`None` otherwise: below a chance node
/// every outcome must be searched, and Knuth and Moore's node types do not apply).
/// The minimal tree has no pruned rows: its `stored` equals its `searched`.
pub fn minimal_tree(tree: &SearchTree) -> Option<SearchCounts> {
    // Quiescence's stand pat and the table's transpositions are not nodes of the plain game
    // tree the minimal tree is about.
    let techniques = tree.techniques();
    if tree.algorithm() != Algorithm::Minimax
        || techniques.has(Technique::Quiescence)
        || techniques.has(Technique::Transpositions)
        || tree.has_chance()
    {
        return None;
    }
    let minimal = MinimalTree {
        tree,
        // Every PV node has the root's value; every refutation proves a bound of that value.
        root_value: tree.root_value(),
    };
    let children: Vec<NodeId> = tree.root_children().collect();
    let cost = minimal.pv_children(&children, tree.root_value());
    Some(SearchCounts {
        stored: cost.searched,
        searched: cost.searched,
        evaluated: cost.evaluated,
        ..SearchCounts::default()
    })
}

/// What searching part of a tree costs: leaves first, then positions, so that comparing two
/// costs prefers fewer leaves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
struct Cost {
    evaluated: usize,
    searched: usize,
}

impl std::ops::Add for Cost {
    type Output = Cost;

    fn add(self, other: Cost) -> Cost {
        Cost {
            evaluated: self.evaluated + other.evaluated,
            searched: self.searched + other.searched,
        }
    }
}

/// The cost of one leaf: searched and evaluated.
const LEAF: Cost = Cost {
    evaluated: 1,
    searched: 1,
};

/// The cost of entering one inner node, before its children.
const INNER: Cost = Cost {
    evaluated: 0,
    searched: 1,
};

/// Works out the minimal tree's cost, node type by node type.
struct MinimalTree<'a> {
    tree: &'a SearchTree,
    root_value: i32,
}

impl MinimalTree<'_> {
    /// A PV node: its exact value must be found.
    fn pv(&self, id: NodeId) -> Cost {
        let children: Vec<NodeId> = self.tree.children_of(id).collect();
        if children.is_empty() {
            return LEAF;
        }
        INNER + self.pv_children(&children, self.value(id).unwrap_or(self.root_value))
    }

    /// The children of a PV node worth `value`: one best move, searched as a PV node, and every
    /// other move refuted. When several moves are best, the cheapest is searched first.
    fn pv_children(&self, children: &[NodeId], value: i32) -> Cost {
        let refuted: Vec<Cost> = children.iter().map(|&child| self.cut(child)).collect();
        let all_refuted = refuted.iter().fold(Cost::default(), |sum, &cost| sum + cost);
        children
            .iter()
            .zip(&refuted)
            .filter(|&(&child, _)| self.value(child) == Some(value))
            .map(|(&child, &cost)| {
                // This child is searched as the PV instead of being refuted.
                let without = Cost {
                    evaluated: all_refuted.evaluated - cost.evaluated,
                    searched: all_refuted.searched - cost.searched,
                };
                without + self.pv(child)
            })
            .min()
            .unwrap_or(all_refuted)
    }

    /// A CUT node: the side to move here shows, with one reply, that the move leading here is
    /// no better than the root's value for the side that played it. The cheapest reply that
    /// does so is searched, as an ALL node.
    fn cut(&self, id: NodeId) -> Cost {
        let mut children = self.tree.children_of(id).peekable();
        let Some(&first) = children.peek() else {
            return LEAF;
        };
        let chooser = self.tree.levels()[first.level].backup();
        let refutation = children
            .filter(|&child| {
                self.value(child)
                    .is_some_and(|value| value == self.root_value || chooser.prefers(value, self.root_value))
            })
            .map(|child| self.all(child))
            .min();
        INNER + refutation.unwrap_or_default()
    }

    /// An ALL node: every move is searched, and each one is refuted.
    fn all(&self, id: NodeId) -> Cost {
        let mut children = self.tree.children_of(id).peekable();
        if children.peek().is_none() {
            return LEAF;
        }
        children.fold(INNER, |sum, child| sum + self.cut(child))
    }

    fn value(&self, id: NodeId) -> Option<i32> {
        self.tree.get(id).and_then(|node| node.value())
    }
}

/// Says what a search did in one phrase, the same way everywhere: "9,322 positions searched,
/// 8,902 leaves evaluated" and, when the algorithm pruned, ", 3,814 moves pruned".
pub fn counts_words(counts: &SearchCounts) -> String {
    let mut words = format!(
        "{} positions searched, {} leaves evaluated",
        group_thousands(counts.searched),
        group_thousands(counts.evaluated)
    );
    if counts.pruned > 0 {
        words.push_str(&format!(", {} moves pruned", group_thousands(counts.pruned)));
    }
    if counts.quiescence > 0 {
        words.push_str(&format!(
            ", {} positions in quiescence",
            group_thousands(counts.quiescence)
        ));
    }
    if counts.at_quiescence_limit > 0 {
        words.push_str(&format!(
            " ({} stopped at its limit, not quiet)",
            group_thousands(counts.at_quiescence_limit)
        ));
    }
    if counts.transpositions > 0 {
        words.push_str(&format!(
            ", {} transpositions",
            group_thousands(counts.transpositions)
        ));
    }
    words
}

/// What the counts mean, for a hover text.
pub const COUNTS_HINT: &str = "Searched: positions the search entered. Evaluated: the leaves, scored by the \
     evaluation or by the rules. Pruned: moves alpha-beta listed but never searched. Quiescence: positions \
     searched beyond the depth: captures, promotions and check evasions only, at most 10 plies past it (a \
     position at that limit is scored as it stands, quiet or not). Transpositions: positions reached again \
     by another order of moves, whose value came from the transposition table. The node arrays store \
     searched and pruned rows alike.";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::abstract_tree::{AbstractNode, search_abstract};
    use crate::engine::tree::counting::{KindCounter, TALLY_EVERY};
    use crate::engine::tree::{Node, Status};

    /// A uniform tree with `branching` moves per node and distinct leaf values, drawn from a
    /// small deterministic generator (a linear congruential one: the same seed, the same tree).
    fn random_tree(depth: usize, branching: usize, seed: &mut u64) -> Vec<AbstractNode> {
        (0..branching)
            .map(|index| {
                let label = format!("n{index}");
                if depth == 1 {
                    *seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    AbstractNode::Leaf {
                        label,
                        value: ((*seed >> 33) % 20_000) as i32 - 10_000,
                    }
                } else {
                    AbstractNode::Inner {
                        label,
                        children: random_tree(depth - 1, branching, seed),
                    }
                }
            })
            .collect()
    }

    /// Returns the node's minimax value after sorting every node's children best first for the
    /// side choosing among them: MAX at this node if `max_chooses`.
    fn sort_best_first(node: &mut AbstractNode, max_chooses: bool) -> i32 {
        match node {
            AbstractNode::Leaf { value, .. } => *value,
            AbstractNode::Inner { children, .. } => {
                let mut valued: Vec<(i32, AbstractNode)> = children
                    .drain(..)
                    .map(|mut child| (sort_best_first(&mut child, !max_chooses), child))
                    .collect();
                // Best first: MAX's children from the highest value down, MIN's from the lowest up.
                valued.sort_by_key(|(value, _)| if max_chooses { -*value } else { *value });
                let value = valued[0].0;
                children.extend(valued.into_iter().map(|(_, child)| child));
                value
            }
            AbstractNode::Chance { .. } | AbstractNode::Utilities { .. } => {
                panic!("the random trees have no chance nodes and two players")
            }
        }
    }

    #[test]
    fn minimax_counts_have_nothing_pruned_and_every_leaf_evaluated() {
        let children = random_tree(3, 3, &mut 7);
        let searched = search_abstract(&children, Algorithm::Minimax).unwrap();
        let counts = searched.tree.counts();
        assert_eq!(counts.pruned, 0);
        assert_eq!(counts.stored, 3 + 9 + 27);
        assert_eq!(counts.searched, counts.stored);
        assert_eq!(counts.evaluated, 27);
    }

    #[test]
    fn the_counts_made_as_the_search_goes_are_the_finished_trees() {
        use crate::engine::fen::parse_fen;
        use crate::engine::search::search;
        use crate::engine::settings::{SearchControl, SearchSettings, Techniques};
        // Trees of many batches (TALLY_EVERY is 16 here, so a split search's threads count
        // batches inside their subtrees too), with every kind of node: pruned rows, quiescence
        // and its limit, transpositions, mates, and a search split across threads.
        let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        let mate_in_one = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
        let all = Techniques::NONE
            .with(Technique::Quiescence)
            .with(Technique::Iterative)
            .with(Technique::Transpositions);
        let none = Techniques::default();
        let runs = [
            (kiwipete, 3, Algorithm::Minimax, none, 1),
            (kiwipete, 3, Algorithm::Minimax, none, 2),
            (kiwipete, 4, Algorithm::AlphaBeta, none, 1),
            (kiwipete, 4, Algorithm::Ordered, all, 1),
            (mate_in_one, 4, Algorithm::Ordered, all, 1),
            (mate_in_one, 3, Algorithm::Minimax, none, 2),
        ];
        for (fen, depth, algorithm, techniques, threads) in runs {
            let settings = SearchSettings {
                techniques,
                ..SearchSettings::new(depth, algorithm)
            };
            let root = parse_fen(fen).unwrap();
            let control = SearchControl::new().with_threads(threads);
            let tree = search(&root, &[], &settings, &control).unwrap();
            let counted_after = SearchCounts::of_levels(tree.levels(), depth);
            assert!(
                counted_after.stored > 100 * TALLY_EVERY,
                "{fen} {depth}: too small a tree"
            );
            assert_eq!(
                tree.counts(),
                counted_after,
                "{fen}, depth {depth}, {algorithm:?}, {techniques:?}"
            );
        }
    }

    #[test]
    fn counting_runs_of_a_kind_counts_every_node_once() {
        // Runs of every length, the first kind not 0, a kind coming back after others, and a
        // run still open at the end.
        let leaf = |status: Status| {
            let mut node = Node::without_move(0);
            node.record(0, 0, status, crate::engine::tree::Bound::Exact);
            node
        };
        let mut inner = leaf(Status::Searched);
        inner.set_children(0, 3);
        let nodes = [
            leaf(Status::Pruned),
            leaf(Status::Searched),
            leaf(Status::Searched),
            inner,
            leaf(Status::Pruned),
            leaf(Status::Pruned),
            leaf(Status::Pruned),
            inner,
            leaf(Status::Searched),
        ];
        let mut counter = KindCounter::new();
        let mut expected = [0; Node::KINDS];
        for node in &nodes {
            counter.count(node);
            expected[node.kind()] += 1;
        }
        let counted: Vec<(usize, usize)> = counter.counts().collect();
        let expected: Vec<(usize, usize)> = expected
            .iter()
            .enumerate()
            .filter(|&(_, &count)| count > 0)
            .map(|(kind, &count)| (kind, count))
            .collect();
        assert_eq!(counted.len(), 3);
        assert_eq!(counted, expected);
    }

    #[test]
    fn best_first_alpha_beta_searches_exactly_the_minimal_tree() {
        let mut seed = 1;
        for (depth, branching) in [(2, 2), (2, 5), (3, 3), (4, 2), (4, 3), (5, 2), (3, 6)] {
            let mut root = AbstractNode::Inner {
                label: String::from("root"),
                children: random_tree(depth, branching, &mut seed),
            };
            // The root is MAX: it chooses among level 0.
            sort_best_first(&mut root, true);
            let children = root.children().to_vec();
            let minimax = search_abstract(&children, Algorithm::Minimax).unwrap();
            let minimal = minimal_tree(&minimax.tree).unwrap();
            let alpha_beta = search_abstract(&children, Algorithm::AlphaBeta).unwrap();
            let counts = alpha_beta.tree.counts();
            assert_eq!(
                (counts.searched, counts.evaluated),
                (minimal.searched, minimal.evaluated),
                "depth {depth}, branching {branching}"
            );
            // Knuth and Moore: b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves on a uniform tree.
            let expected = branching.pow(depth.div_ceil(2) as u32) + branching.pow((depth / 2) as u32) - 1;
            assert_eq!(
                minimal.evaluated, expected,
                "depth {depth}, branching {branching}"
            );
        }
    }

    #[test]
    fn only_minimax_knows_its_minimal_tree() {
        let children = random_tree(2, 3, &mut 3);
        let alpha_beta = search_abstract(&children, Algorithm::AlphaBeta).unwrap();
        assert_eq!(minimal_tree(&alpha_beta.tree), None);
    }

    #[test]
    fn counts_say_what_was_pruned_only_when_something_was() {
        let minimax = SearchCounts {
            stored: 9_322,
            searched: 9_322,
            evaluated: 8_902,
            ..SearchCounts::default()
        };
        assert_eq!(
            counts_words(&minimax),
            "9,322 positions searched, 8,902 leaves evaluated"
        );
        let alpha_beta = SearchCounts {
            stored: 8_381,
            searched: 6_307,
            evaluated: 5_930,
            pruned: 2_074,
            ..SearchCounts::default()
        };
        assert_eq!(
            counts_words(&alpha_beta),
            "6,307 positions searched, 5,930 leaves evaluated, 2,074 moves pruned"
        );
    }
}
