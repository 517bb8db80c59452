//! The search's plumbing, kept out of the lesson in `search.rs`: storing a position's moves in
//! the node arrays within the node budget and the memory the search may take, making room in
//! the transposition table, reporting the progress, and stopping when asked to.

use super::searcher::{Entry, Searcher};
use super::share::Share;
use crate::engine::counts::SearchCounts;
use crate::engine::rules::Rules;
use crate::engine::settings::{BudgetLimit, SearchError, SearchSettings};
use crate::engine::tree::{Level, NODE_BYTES, NodeArray};

impl<R: Rules> Searcher<'_, R> {
    /// Stores every move of `position` as "not searched yet" in `levels[level]`, children of
    /// `parent`; the moves a cutoff skips stay that way. The node budget and the memory are
    /// checked first, and a machine that refuses the memory stops the search with an error
    /// (the program does not abort).
    pub(super) fn store_children(
        &mut self,
        moves: &R::Moves,
        level: usize,
        parent: u32,
    ) -> Result<(), SearchError> {
        self.check_budget(moves.len(), 0)?;
        if self.control.is_cancelled() || self.share.as_ref().is_some_and(Share::another_failed) {
            return Err(SearchError::Cancelled);
        }
        if level == self.levels.len() {
            // Quiescence goes beyond the depth: a new level, the other side's moves.
            let mover = !self.levels[level - 1].mover;
            self.levels.push(Level {
                mover,
                nodes: NodeArray::new(),
            });
        }
        let first_child = self.levels[level].nodes.len() as u32;
        // Depth first, every node already in this level is final: each is a move of a position
        // searched to the end. They are counted while the cache still holds them. (A split
        // search's main thread stores the replies before they are searched; it does not use
        // these counts.)
        self.tally
            .count_final(level, &self.levels[level].nodes, first_child as usize);
        let children = moves.iter().map(|&m| self.rules.node(parent, m));
        if self.levels[level].nodes.try_extend(children).is_err() {
            let bytes = self.bytes_used(0, 0);
            return Err(self.over_budget(BudgetLimit::Refused { bytes }));
        }
        self.nodes_stored += moves.len();
        match &mut self.share {
            Some(share) => share.stored(self.control, level, moves.len()),
            None => self.control.report(level, self.levels[level].nodes.len()),
        }
        if level > 0 {
            self.levels[level - 1].nodes[parent as usize].set_children(first_child, moves.len());
        }
        Ok(())
    }

    /// Counts the nodes of the search just finished, every one of them final now.
    pub(super) fn counts(&mut self) -> SearchCounts {
        self.tally.count_rest(&self.levels, 0);
        let mut counts = SearchCounts::default();
        self.tally.add_to(&mut counts, self.settings.depth);
        debug_assert_eq!(counts, SearchCounts::of_levels(&self.levels, self.settings.depth));
        counts.discarded = self.discarded;
        counts
    }

    /// Returns the number of nodes `level` holds so far (0 for a level not made yet).
    pub(super) fn level_len(&self, level: usize) -> usize {
        self.levels.get(level).map_or(0, |level| level.nodes.len())
    }

    /// Returns the nodes stored so far: this search's, and in a search split across threads what
    /// the other threads have said they stored.
    pub(super) fn nodes_so_far(&self) -> usize {
        self.nodes_stored + self.share.as_ref().map_or(0, Share::stored_elsewhere)
    }

    /// Returns the bytes the node arrays and the transposition table would take with `nodes`
    /// more nodes and room for `entries` more entries.
    pub(super) fn bytes_used(&self, nodes: usize, entries: usize) -> usize {
        // An entry, its control byte, and the eighth of the buckets a table keeps empty.
        let entry_bytes = (std::mem::size_of::<((u64, usize), Entry<R::Value>)>() + 1) * 8 / 7;
        (self.nodes_so_far() + nodes) * NODE_BYTES + (self.table.capacity() + entries) * entry_bytes
    }

    /// Checks that `count` more nodes fit in the node budget, and that they and room for
    /// `entries` more table entries fit in the memory the search may take: the tree never grows
    /// past either.
    pub(super) fn check_budget(&self, count: usize, entries: usize) -> Result<(), SearchError> {
        if self.nodes_so_far().saturating_add(count) > self.settings.max_nodes {
            return Err(self.over_budget(BudgetLimit::Nodes));
        }
        if self.bytes_used(count, entries) > self.memory_limit {
            return Err(self.over_budget(BudgetLimit::Memory {
                bytes: self.memory_limit,
            }));
        }
        Ok(())
    }

    /// Makes room for one more entry in the transposition table. The table grows like a `Vec`,
    /// into a new table twice the size while the old one is still held: the memory for both is
    /// checked first, and a machine that refuses it stops the search with an error.
    pub(super) fn make_room_in_table(&mut self) -> Result<(), SearchError> {
        if self.table.len() < self.table.capacity() {
            return Ok(());
        }
        let more = self.table.capacity().max(1024);
        self.check_budget(0, 2 * more)?;
        if self.table.try_reserve(more).is_err() {
            let bytes = self.bytes_used(0, 0);
            return Err(self.over_budget(BudgetLimit::Refused { bytes }));
        }
        Ok(())
    }

    /// The error for a tree that outgrew `limit`.
    pub(super) fn over_budget(&self, limit: BudgetLimit) -> SearchError {
        SearchError::OverBudget {
            max_nodes: self.settings.max_nodes,
            depth: self.settings.depth,
            algorithm: self.settings.algorithm,
            techniques: self.settings.techniques,
            limit,
            // Nothing stored yet: the root's moves, which every search stores, did not fit.
            root_moves_alone: self.nodes_so_far() == 0,
        }
    }
}

/// Says an iteration's error as the whole search's: iterative deepening's iterations share one
/// budget, so a search over it is reported at the depth asked for (`settings`), after `spent`
/// nodes of earlier iterations.
pub(super) fn of_whole_search(error: SearchError, settings: &SearchSettings, spent: usize) -> SearchError {
    match error {
        SearchError::OverBudget {
            limit,
            root_moves_alone,
            ..
        } => SearchError::OverBudget {
            max_nodes: settings.max_nodes,
            depth: settings.depth,
            algorithm: settings.algorithm,
            techniques: settings.techniques,
            limit,
            // An iteration after the first had its root's moves stored before.
            root_moves_alone: root_moves_alone && spent == 0,
        },
        other => other,
    }
}
