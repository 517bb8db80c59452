//! Counting a search's nodes by kind, as the search goes or from the node arrays afterwards:
//! [`SearchCounts`] and the counters behind it. What each count means, and the smallest tree
//! alpha-beta could search, are [`crate::engine::counts`]'s.

use super::{Level, Node, NodeArray, Status};

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

    /// Takes back the count of one node counted before (its row is thrown away).
    pub(crate) fn uncount(&mut self, node: &Node) {
        self.kinds[self.run_kind] += self.run;
        self.run = 0;
        let kind = &mut self.kinds[node.kind()];
        *kind = kind.saturating_sub(1);
    }

    /// Returns each kind counted and how many nodes of it.
    pub(crate) fn counts(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
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
pub(crate) const TALLY_EVERY: usize = if cfg!(test) { 16 } else { 1024 };

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

    /// Takes back the counts of the nodes of level `level` from `from` on, which are about to
    /// be thrown away (a re-search drops its first attempt's rows).
    pub(crate) fn forget_from(&mut self, level: usize, nodes: &NodeArray, from: usize) {
        let Some(&counted) = self.counted.get(level) else {
            return;
        };
        if counted <= from {
            return;
        }
        let kinds = &mut self.kinds[level];
        for node in nodes.range(from..counted) {
            kinds.uncount(node);
        }
        self.counted[level] = from;
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

/// What a search did, counted ([`crate::engine::counts`] says what each count means).
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
    /// Nodes the search stored and then threw away, not in the node arrays: the first attempts
    /// of re-searches (PVS, late move reductions, aspiration windows) and null moves' searches.
    /// They cost the search as much as the others, so they count in the node budget.
    #[serde(default)]
    pub discarded: usize,
}

impl SearchCounts {
    /// Returns the counts of two searches together (iterative deepening's iterations, say).
    pub fn plus(&self, other: &SearchCounts) -> SearchCounts {
        let SearchCounts {
            stored,
            searched,
            evaluated,
            pruned,
            quiescence,
            at_quiescence_limit,
            transpositions,
            discarded,
        } = *other;
        SearchCounts {
            stored: self.stored + stored,
            searched: self.searched + searched,
            evaluated: self.evaluated + evaluated,
            pruned: self.pruned + pruned,
            quiescence: self.quiescence + quiescence,
            at_quiescence_limit: self.at_quiescence_limit + at_quiescence_limit,
            transpositions: self.transpositions + transpositions,
            discarded: self.discarded + discarded,
        }
    }

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
