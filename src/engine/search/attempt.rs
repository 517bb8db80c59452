//! Attempts the search may throw away: the first search of a move that is then searched again
//! (principal variation search's null window, a late move reduction), the null move's search,
//! and a root search whose aspiration window failed.
//!
//! The node arrays keep only real moves and the last search of each. That is easy because of
//! how they fill: a node's subtree is finished before its next sibling starts, so everything an
//! attempt at node `levels[level][index]` stored lies at the end of each deeper level. Throwing
//! the attempt away is cutting every deeper level back to the length it had when the attempt
//! began ([`Searcher::discard`]). What pointed into those rows goes too: their marks, and the
//! transposition table's entries stored since (a table entry names the node that searched its
//! position; one naming a row thrown away would send a transposition to a wrong node). The node
//! budget and [`crate::engine::tree::SearchCounts::discarded`] still count the rows: they cost
//! the search as much as the ones kept.

use super::searcher::Searcher;
use crate::engine::rules::Rules;
use crate::engine::settings::MAX_LEVELS;
use crate::engine::tree::{NodeId, TechniqueMarks};

/// Where the arrays stood when an attempt began.
#[derive(Clone, Copy, Debug)]
pub(super) struct Attempt {
    /// The node searched (`None`: the root, for aspiration windows).
    node: Option<NodeId>,
    /// The first level the attempt may fill: the level below the node, or 0 for the root.
    first_level: usize,
    /// Each level's length when it began.
    lengths: [usize; MAX_LEVELS],
    /// How many levels there were (quiescence may add more).
    levels: usize,
    /// The nodes stored so far when it began, thrown away ones included.
    stored: usize,
    /// The table's log when it began: only entries logged since can point at its rows.
    log_start: usize,
}

impl<R: Rules> Searcher<'_, R> {
    /// Begins an attempt at node `node` (`None`: the whole search from the root).
    pub(super) fn begin_attempt(&mut self, node: Option<NodeId>) -> Attempt {
        let mut lengths = [0; MAX_LEVELS];
        for (length, level) in lengths.iter_mut().zip(&self.levels) {
            *length = level.nodes.len();
        }
        self.open_attempts += 1;
        Attempt {
            node,
            first_level: node.map_or(0, |id| id.level + 1),
            lengths,
            levels: self.levels.len(),
            stored: self.nodes_stored,
            log_start: self.table_log.len(),
        }
    }

    /// Keeps what the attempt found: it was the last search of its node.
    pub(super) fn keep(&mut self, _attempt: Attempt) {
        self.close_attempt();
    }

    /// Throws the attempt away: every row it stored, their marks and the table entries that
    /// point at them, and the node's own marks but its re-search marks. Returns the nodes the
    /// attempt cost (the rows of attempts thrown away inside it included).
    pub(super) fn discard(&mut self, attempt: Attempt) -> u32 {
        for level in attempt.first_level..self.levels.len() {
            let keep = if level < attempt.levels {
                attempt.lengths[level]
            } else {
                0
            };
            let nodes = &mut self.levels[level].nodes;
            self.tally.forget_from(level, nodes, keep);
            self.discarded += nodes.len().saturating_sub(keep);
            nodes.truncate(keep);
            self.marks.truncate(level, keep);
        }
        // A quiescence level the attempt added, now empty, goes.
        while self.levels.len() > attempt.levels.max(self.settings.depth)
            && self.levels.last().is_some_and(|level| level.nodes.is_empty())
        {
            self.levels.pop();
        }
        self.forget_table_entries(attempt);
        if let Some(id) = attempt.node {
            let before = self.marks.get(id);
            self.marks.set(
                id,
                TechniqueMarks {
                    re_searched_after_null_window: before.re_searched_after_null_window,
                    re_searched_after_reduction: before.re_searched_after_reduction,
                    discarded_nodes: before.discarded_nodes,
                    ..TechniqueMarks::default()
                },
            );
            self.levels[id.level].nodes[id.index as usize].forget_search_marks();
        }
        self.close_attempt();
        u32::try_from(self.nodes_stored - attempt.stored).unwrap_or(u32::MAX)
    }

    /// Takes out of the table every entry stored since the attempt began that points at a row
    /// thrown away, or at the attempt's own node (its search is about to be repeated).
    fn forget_table_entries(&mut self, attempt: Attempt) {
        let Searcher {
            table,
            table_log,
            levels,
            ..
        } = self;
        for &(key, slot) in table_log.iter().skip(attempt.log_start) {
            let Some(entry) = table.get(&(key, slot)) else {
                continue;
            };
            let level = slot % MAX_LEVELS;
            let gone = (level >= attempt.first_level
                && levels
                    .get(level)
                    .is_none_or(|kept| entry.index as usize >= kept.nodes.len()))
                || attempt.node == Some(NodeId::new(level, entry.index));
            if gone {
                table.remove(&(key, slot));
            }
        }
    }

    /// One attempt fewer is open; with none left, the log of table keys is not needed.
    fn close_attempt(&mut self) {
        self.open_attempts = self.open_attempts.saturating_sub(1);
        if self.open_attempts == 0 {
            self.table_log.clear();
        }
    }

    /// Throws `attempt` at node `id` away to search the node again (`after_reduction`: a late
    /// move reduction surprised; else a null window did), marks the node with its cost, and
    /// begins the next attempt.
    pub(super) fn search_again(&mut self, attempt: Attempt, id: NodeId, after_reduction: bool) -> Attempt {
        let cost = self.discard(attempt);
        self.mark_re_searched(id, cost, after_reduction);
        self.begin_attempt(Some(id))
    }

    /// Adds `nodes` thrown away at node `id` to its marks, with the reason it was searched
    /// again (`after_reduction`: a late move reduction; else a null window).
    pub(super) fn mark_re_searched(&mut self, id: NodeId, nodes: u32, after_reduction: bool) {
        let mut marks = self.marks.get(id);
        if after_reduction {
            marks.re_searched_after_reduction = true;
        } else {
            marks.re_searched_after_null_window = true;
        }
        marks.discarded_nodes = marks.discarded_nodes.saturating_add(nodes);
        self.marks.set(id, marks);
    }

    /// The table's key for a position whose moves go into `level`, searched with the path's
    /// reduction: the table is by depth left, and on a reduced path the same level has less.
    pub(super) fn table_slot(&self, level: usize) -> usize {
        level + MAX_LEVELS * self.reduction
    }
}
