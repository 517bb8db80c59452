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
use crate::engine::tree::{Level, Node, NodeArray, NodeId, SearchTree, Status};
use crate::engine::words::group_thousands;

/// One level's nodes counted by kind ([`Node::kind`]: what a node stores of its status and
/// marks, and whether it is a leaf), a node at a time; the kinds are then added up
/// ([`SearchCounts::add_level`]). A tree holds millions of nodes, and neighbours are mostly of one
/// kind (a level of leaves is nearly all one), so a run of one kind is counted on its own and
/// added to its kind's count when it ends: adding one to the kind's count at every node would
/// have each addition wait for the one before it to reach memory.
#[derive(Clone, Debug)]
pub(crate) struct KindCounter {
    kinds: [usize; Node::KINDS],
    run_kind: usize,
    run: usize,
}

impl KindCounter {
    /// A counter that has counted nothing.
    pub(crate) fn new() -> KindCounter {
        KindCounter {
            kinds: [0; Node::KINDS],
            run_kind: 0,
            run: 0,
        }
    }

    /// Counts one node.
    #[inline]
    pub(crate) fn count(&mut self, node: &Node) {
        let kind = node.kind();
        if kind != self.run_kind {
            self.kinds[self.run_kind] += self.run;
            self.run_kind = kind;
            self.run = 0;
        }
        self.run += 1;
    }

    /// Returns each kind counted and how many nodes of it.
    fn counts(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.kinds.iter().enumerate().filter_map(move |(kind, &count)| {
            let count = count + if kind == self.run_kind { self.run } else { 0 };
            (count > 0).then_some((kind, count))
        })
    }
}

/// A search's nodes counted by kind as the search goes, level by level.
///
/// A node is final once the position it was a move of has been searched to the end, and the
/// search then never writes it again; so when the search stores the next position's moves in a
/// level, every node already in that level is final. They are counted then, a batch of at least
/// [`TALLY_EVERY`] at a time, while the processor's cache still holds them: counting a tree of
/// millions of nodes afterwards would read every one of them back from memory, which took a
/// tenth of a minimax search from the start to depth 5.
#[derive(Clone, Debug, Default)]
pub(crate) struct Tally {
    kinds: Vec<KindCounter>,
    /// The nodes counted so far, level by level, from the start of each level's node array.
    counted: Vec<usize>,
}

/// The fewest nodes a level gains before they are counted: 1,024 nodes, 16 KiB. (The unit tests
/// count every 16, so that their small trees cross many batches.)
const TALLY_EVERY: usize = if cfg!(test) { 16 } else { 1024 };

impl Tally {
    /// Counts the nodes of level `level` before `end` that are not counted yet, if there are at
    /// least [`TALLY_EVERY`] of them. The caller vouches that they are final.
    #[inline]
    pub(crate) fn count_final(&mut self, level: usize, nodes: &NodeArray, end: usize) {
        if end >= self.counted.get(level).copied().unwrap_or(0) + TALLY_EVERY {
            self.count_up_to(level, nodes, end);
        }
    }

    /// Counts the nodes of level `level` before `end` that are not counted yet.
    fn count_up_to(&mut self, level: usize, nodes: &NodeArray, end: usize) {
        if level >= self.kinds.len() {
            self.kinds.resize(level + 1, KindCounter::new());
            self.counted.resize(level + 1, 0);
        }
        let kinds = &mut self.kinds[level];
        for node in nodes.range(self.counted[level]..end) {
            kinds.count(node);
        }
        self.counted[level] = end.max(self.counted[level]);
    }

    /// Counts every node of `levels` from level `from` on that is not counted yet (the search
    /// is over: all are final), and starts those levels again from their first node, for node
    /// arrays that replace them (a split search's next subtree).
    pub(crate) fn count_rest(&mut self, levels: &[Level], from: usize) {
        for (level, nodes) in levels.iter().enumerate().skip(from) {
            self.count_up_to(level, &nodes.nodes, nodes.nodes.len());
            self.counted[level] = 0;
        }
    }

    /// Adds what was counted to `counts`; `depth` is the search's (the levels beyond it are
    /// quiescence search's).
    pub(crate) fn add_to(&self, counts: &mut SearchCounts, depth: usize) {
        for (level, kinds) in self.kinds.iter().enumerate() {
            counts.add_level(kinds, level >= depth);
        }
    }
}

/// What a search did, counted (see the module's documentation for what each count means).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SearchCounts {
    /// Rows in the node arrays: `searched + pruned`.
    pub stored: usize,
    /// Positions the search entered.
    pub searched: usize,
    /// Searched positions with no children: scored by the evaluation or by the rules.
    pub evaluated: usize,
    /// Moves listed but never searched.
    pub pruned: usize,
    /// Searched positions beyond the depth, in quiescence search.
    pub quiescence: usize,
    /// Of the quiescence positions, those scored as they stand at quiescence's limit although
    /// they were not quiet ([`crate::engine::tree::Node::at_quiescence_limit`]).
    pub at_quiescence_limit: usize,
    /// Searched positions whose value came from the transposition table.
    pub transpositions: usize,
}

impl SearchCounts {
    /// Counts the nodes of a tree's levels, read back from the node arrays: for a tree read
    /// from a file, the levels a split search stores above its threads, and a debug build's check
    /// of the counts a search made as it went ([`Tally`]). Read a search's counts with
    /// [`SearchTree::counts`].
    /// `depth` is the search's: the levels beyond it are quiescence search's.
    pub fn of_levels(levels: &[Level], depth: usize) -> SearchCounts {
        let mut counts = SearchCounts::default();
        for (level, nodes) in levels.iter().enumerate() {
            // Four streams at once, each a quarter of a chunk: a level is millions of nodes no
            // cache holds, and four reads waiting on memory together take little longer than
            // one (the count took a sixth of a one-thread search from the start, read in order).
            let mut kinds = [(); 4].map(|()| KindCounter::new());
            for chunk in nodes.nodes.chunks() {
                let quarter = chunk.len() / 4;
                let (a, rest) = chunk.split_at(quarter);
                let (b, rest) = rest.split_at(quarter);
                let (c, d) = rest.split_at(quarter);
                for (((w, x), y), z) in a.iter().zip(b).zip(c).zip(d) {
                    kinds[0].count(w);
                    kinds[1].count(x);
                    kinds[2].count(y);
                    kinds[3].count(z);
                }
                for node in &d[quarter..] {
                    kinds[3].count(node);
                }
            }
            for kinds in &kinds {
                counts.add_level(kinds, level >= depth);
            }
        }
        counts
    }

    /// Adds the nodes of one level, counted by kind (the kinds of one level may be added in
    /// parts: a split search's threads each count their own). `beyond_depth` says the level is
    /// one of quiescence search's.
    pub(crate) fn add_level(&mut self, kinds: &KindCounter, beyond_depth: bool) {
        for (kind, count) in kinds.counts() {
            self.add_kind(Node::of_kind(kind), count, beyond_depth);
        }
    }

    /// Adds `count` nodes like `node` (a node of their kind, see [`Node::kind`]); `beyond_depth`
    /// says they lie in a level of quiescence search.
    fn add_kind(&mut self, node: Node, count: usize, beyond_depth: bool) {
        self.stored += count;
        match node.status() {
            Status::Pruned => self.pruned += count,
            Status::Transposition => {
                self.searched += count;
                self.transpositions += count;
            }
            _ => {
                self.searched += count;
                self.evaluated += if node.is_leaf() { count } else { 0 };
                self.quiescence += if beyond_depth { count } else { 0 };
                self.at_quiescence_limit += if node.at_quiescence_limit() { count } else { 0 };
            }
        }
    }
}

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
            AbstractNode::Chance { .. } => panic!("the random trees have no chance nodes"),
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
