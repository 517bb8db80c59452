//! Principal variation search (PVS): with good move ordering a position's first move is
//! usually its best, so every later move is searched only to show that it is no better. A null
//! window (α, α+1) asks just that, and cuts far more than the whole window would. A move that
//! turns out better after all (its value lands inside the window) is searched again with the
//! whole window, to learn by how much ([`Searcher::visit_later`] in `search.rs`, the lesson; the
//! first attempt is thrown away as `attempt.rs` says).
//!
//! The root value and move are alpha-beta's: a null window only changes how a value is proved,
//! never which one it is.

use super::searcher::{Searcher, Window};
use crate::engine::rules::Rules;
use crate::engine::settings::Technique;
use crate::engine::tree::{Backup, NodeId};

impl<R: Rules> Searcher<'_, R> {
    /// Returns true if a position's later moves are searched apart from its first: with
    /// principal variation search (or late move reductions), under alpha-beta (minimax has
    /// no window to narrow).
    pub(super) fn searches_later_moves_apart(&self) -> bool {
        let techniques = self.settings.techniques;
        self.settings.algorithm.prunes()
            && (techniques.has(Technique::Pvs) || techniques.has(Technique::Reductions))
    }

    /// The window a later move is first searched with: the null window, with PVS; the whole
    /// window otherwise.
    pub(super) fn later_window(&self, window: Window<R::Value>, chooser: Backup) -> Window<R::Value> {
        if self.settings.techniques.has(Technique::Pvs) {
            window.null_for(chooser)
        } else {
            window
        }
    }

    /// Marks how the search kept for node `id` was made: with a null window or not, and how
    /// many plies shallower. Its other marks (re-searches, a null move) stay.
    pub(super) fn mark_kept_search(&mut self, id: NodeId, null_window: bool, reduced_by: usize) {
        let mut marks = self.marks.get(id);
        marks.null_window = null_window;
        marks.reduced_by = reduced_by.min(3) as u8;
        self.marks.set(id, marks);
    }
}
