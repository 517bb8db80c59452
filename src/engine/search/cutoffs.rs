//! What killer moves and the history heuristic remember of a search's cutoffs: the tables
//! themselves, kept apart from how the search uses them (`heuristics.rs`) so that the search's
//! state (`searcher.rs`) can hold them without the two files importing each other.

use crate::engine::tree::Backup;

/// How many killer moves a ply keeps: two, as most engines keep, so that one killer that cuts
/// often is not pushed out by a move that cut once.
pub(super) const KILLERS_PER_PLY: usize = 2;

/// The killer moves and the history table of one search, learned as it goes.
pub(super) struct CutoffMemory<M> {
    /// Per level of the node arrays (the ply of the moves), the last quiet moves that caused a
    /// cutoff there, the latest first. Empty unless killer moves are switched on.
    pub(super) killers: Vec<[Option<M>; KILLERS_PER_PLY]>,
    /// Per side and move code (see [`crate::engine::rules::Rules::move_code`]), the sum of depth² over the cutoffs
    /// the move caused. Empty unless the history heuristic is switched on.
    pub(super) history: Vec<u32>,
}

impl<M: Copy + PartialEq> CutoffMemory<M> {
    /// An empty memory for a search to `depth` plies: killers for each ply inside the depth, a
    /// history score for each side and move code, each only if its technique is on.
    pub(super) fn new(killers: bool, history: bool, depth: usize) -> CutoffMemory<M> {
        CutoffMemory {
            killers: if killers {
                vec![[None; KILLERS_PER_PLY]; depth]
            } else {
                Vec::new()
            },
            history: if history {
                vec![0; 2 * (usize::from(u16::MAX) + 1)]
            } else {
                Vec::new()
            },
        }
    }

    /// Returns the place of `m` among the killers of `level` (0 for the latest), if it is one.
    pub(super) fn killer_rank(&self, level: usize, m: M) -> Option<usize> {
        let killers = self.killers.get(level)?;
        killers.iter().position(|&killer| killer == Some(m))
    }

    /// Returns the history score of the move with `code`, played by `chooser`.
    pub(super) fn history_score(&self, chooser: Backup, code: u16) -> u32 {
        self.history
            .get(history_index(chooser, code))
            .copied()
            .unwrap_or(0)
    }
}

/// Where the history score of the move with `code`, played by `chooser`, lies in the table.
pub(super) fn history_index(chooser: Backup, code: u16) -> usize {
    let side = match chooser {
        Backup::Max => 0,
        Backup::Min => 1,
    };
    2 * usize::from(code) + side
}
