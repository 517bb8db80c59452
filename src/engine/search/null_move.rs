//! Null-move pruning: before searching a position's moves, let its side to move **pass**. If
//! the other side, moving twice in a row, still cannot bring the value back inside the window,
//! the position is so good for the side to move that one of its real moves will surely do at
//! least as well: the node is cut without searching its moves. The pass is searched shallower
//! (R = 2 plies less, and one for the pass), with a null window at the bound it must reach, so
//! it costs little.
//!
//! The idea rests on "a move never hurts the side that makes it". In **zugzwang** that is false:
//! every move makes things worse, so passing looks better than any real move, and the cut is
//! wrong. So there is no pass in check, where the side must answer the check; none where the
//! side to move has only its king and pawns, the endings where zugzwang is common
//! ([`Rules::pass`]); and never twice in a row: the position after a pass is searched directly,
//! never asked to pass again. The small games offer no pass at all: in Connect Four zugzwang
//! is the heart of the game (who must play under a threat loses), and a tic-tac-toe position
//! with a pass is no tic-tac-toe position.
//!
//! The pass's search is not kept in the node arrays: its rows are thrown away as `attempt.rs`
//! says, and the node is marked "null move tried: cut / no cut" with what it cost.

use super::searcher::{INFINITY, Ply, Searched, Searcher, Window};
use crate::engine::chance::SearchValue;
use crate::engine::rules::Rules;
use crate::engine::settings::{SearchError, Technique};
use crate::engine::tree::{Backup, Bound, NodeId, NullMove};

/// How many plies shallower than the node's own search the pass is searched (besides the
/// pass's own ply): R = 2, as most engines take it.
const NULL_MOVE_REDUCTION: usize = 2;

impl<R: Rules> Searcher<'_, R> {
    /// Tries a null move at node `levels[level][index]`, whose position `child` is about to
    /// be searched with `window`. Returns what the node is worth if the pass cuts it (a bound:
    /// at least β where MAX moves, at most α where MIN does); `None` if it does not, or is not
    /// tried.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn null_move_cut(
        &mut self,
        child: &R::Position,
        level: usize,
        index: u32,
        window: Window<R::Value>,
        ply: Ply,
        in_check: bool,
    ) -> Result<Option<Searched<R::Value>>, SearchError> {
        if !self.settings.techniques.has(Technique::NullMove)
            || !self.settings.algorithm.prunes()
            || in_check
            || !ply.inside_depth
        {
            return Ok(None);
        }
        // The plies below the position on this path.
        let plies_left = self
            .settings
            .depth
            .saturating_sub(self.reduction)
            .saturating_sub(level + 1);
        if plies_left < 2 {
            return Ok(None);
        }
        let chooser = self.rules.turn(child);
        // The pass must reach the side's bound: β where MAX moves, α where MIN does. A window
        // open on that side (the first moves of the tree) cannot be reached.
        let (bound, null_window) = match chooser {
            Backup::Max => (window.beta, window.null_for(Backup::Min)),
            Backup::Min => (window.alpha, window.null_for(Backup::Max)),
        };
        if bound.shown().abs() >= INFINITY {
            return Ok(None);
        }
        let Some(passed) = self.rules.pass(child) else {
            return Ok(None);
        };
        let mut moves = self.rules.moves(&passed);
        if moves.is_empty() {
            self.rules.leave();
            return Ok(None);
        }
        let id = NodeId::new(level, index);
        let attempt = self.begin_attempt(Some(id));
        let below_pass = plies_left.saturating_sub(1 + NULL_MOVE_REDUCTION);
        let value = if below_pass == 0 {
            // Nothing left to search after the pass: the position as it stands.
            R::Value::whole(self.rules.evaluate_played(&passed))
        } else {
            // The other side's moves after the pass go into the level below, on a path
            // searched 1 + R plies shallower.
            self.reduction += 1 + NULL_MOVE_REDUCTION;
            let choice = self.expand(&passed, &mut moves, level + 1, index, null_window, None, false);
            self.reduction -= 1 + NULL_MOVE_REDUCTION;
            match choice {
                Ok(choice) => choice.value,
                Err(error) => {
                    self.rules.leave();
                    return Err(error);
                }
            }
        };
        self.rules.leave();
        let cost = self.discard(attempt);
        self.levels[level].nodes[index as usize].set_children(0, 0);
        let cut = match chooser {
            Backup::Max => value >= window.beta,
            Backup::Min => value <= window.alpha,
        };
        let mut marks = self.marks.get(id);
        marks.null_move = Some(if cut { NullMove::Cut } else { NullMove::NoCut });
        marks.discarded_nodes = marks.discarded_nodes.saturating_add(cost);
        self.marks.set(id, marks);
        Ok(cut.then_some(Searched {
            value,
            bound: match chooser {
                Backup::Max => Bound::Lower,
                Backup::Min => Bound::Upper,
            },
            stands_pat: false,
            at_quiescence_limit: false,
        }))
    }
}
