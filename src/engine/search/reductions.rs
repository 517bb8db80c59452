//! Late move reductions (LMR): with good move ordering, a move tried late is seldom the best,
//! so a late **quiet** move (no capture, no promotion) is searched one ply shallower than the
//! depth. If the shallower search says it beats the best move so far all the same, the guess was
//! wrong, and it is searched again at full depth ([`Searcher::visit_later`] in `search.rs`).
//!
//! Unlike PVS this can change the root's value: a move the shallow search misjudged as bad is
//! never looked at again. Engines accept it because the depth it saves buys more elsewhere;
//! Klados says so where the value differs (the technique is not exact).
//!
//! The depth is then per path, not per level: [`Searcher::ply`] takes the path's reduction off
//! the depth.

use super::searcher::{Searcher, Window};
use crate::engine::rules::Rules;
use crate::engine::settings::{SearchError, Technique};
use crate::engine::tree::Bound;

/// The moves of a position never reduced: the first three are the likeliest to be best
/// (the previous iteration's, the captures, the killers).
const FULL_DEPTH_MOVES: usize = 3;

/// The plies a position must have left below it for its late moves to be reduced: a
/// reduction from fewer would leave almost nothing to search.
const PLIES_FOR_REDUCTION: usize = 3;

impl<R: Rules> Searcher<'_, R> {
    /// Returns the plies to search `m`, the move `offset` (from 0) of `position`, whose moves go
    /// into `level`, shallower than the depth: 1 for a late quiet move where enough depth is
    /// left and the side to move is not in check (an answer to check is never a guess); else 0.
    pub(super) fn reduction_for(
        &self,
        position: &R::Position,
        m: R::Move,
        level: usize,
        offset: usize,
    ) -> usize {
        if !self.settings.techniques.has(Technique::Reductions)
            || !self.settings.algorithm.prunes()
            || offset < FULL_DEPTH_MOVES
        {
            return 0;
        }
        let plies_left = self
            .settings
            .depth
            .saturating_sub(self.reduction)
            .saturating_sub(level);
        let reduces =
            plies_left >= PLIES_FOR_REDUCTION && self.rules.is_quiet(m) && !self.rules.in_check(position);
        usize::from(reduces)
    }

    /// Visits `m` as [`Searcher::visit`] does, `reduced` plies shallower on this path.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn visit_reduced(
        &mut self,
        position: &R::Position,
        m: R::Move,
        level: usize,
        index: u32,
        window: Window<R::Value>,
        reduced: usize,
    ) -> Result<(R::Value, Bound), SearchError> {
        self.reduction += reduced;
        let found = self.visit(position, m, level, index, window, false);
        self.reduction -= reduced;
        found
    }
}
