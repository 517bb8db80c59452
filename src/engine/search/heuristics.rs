//! Killer moves and the history heuristic: what the search learns from its own cutoffs to
//! order the moves of positions it has not reached yet.
//!
//! Both look only at **quiet** moves (no capture, no promotion): ordered alpha-beta already
//! tries the others first. A quiet move that caused a cutoff is remembered two ways:
//!
//! * **Killer moves.** Each ply keeps the last two quiet moves that cut there. Positions at the
//!   same ply are often alike (they differ by a move or two far up the tree), so a move that
//!   refuted one often refutes its cousins too: it is tried right after the captures.
//! * **The history heuristic.** A table, by side and move, adds depth² (the plies left below the
//!   position, squared) each time the move cuts, anywhere in the tree; a cut near the root, which
//!   spares a big subtree, counts most. Quiet moves are tried highest score first.
//!
//! Either only changes the order in which moves are tried, and alpha-beta's root value does not
//! depend on the order: it is the same with either, both or neither, only found sooner or later.

use std::cmp::Reverse;

use super::cutoffs::{KILLERS_PER_PLY, history_index};
use super::searcher::Searcher;
use crate::engine::rules::Rules;
use crate::engine::settings::{Algorithm, Technique};
use crate::engine::tree::{Backup, OrderedBy};

/// Where a move goes in the order, smallest first: killers, latest first, then the other
/// moves by their history score, highest first (0 for all when the table is off).
type Rank = (usize, Reverse<u32>);

impl<R: Rules> Searcher<'_, R> {
    /// Returns true if killer moves or the history heuristic order the moves at `level`: they
    /// are on, the algorithm prunes (minimax searches every move whatever the order), and the
    /// position is inside the depth (quiescence search tries only captures and promotions).
    fn orders_by_cutoffs(&self, level: usize) -> bool {
        let techniques = self.settings.techniques;
        (techniques.has(Technique::Killers) || techniques.has(Technique::History))
            && self.settings.algorithm.prunes()
            && level < self.settings.depth
    }

    /// Killer moves and the history heuristic: tries the quiet moves of a position whose moves
    /// go into `level` in the order the cutoffs so far suggest, killers first, then by history
    /// score. The moves before `start` keep their places (the previous iteration's best move,
    /// and ordered alpha-beta's captures), and so do moves that neither technique knows, in
    /// their order, after the ones it does.
    ///
    /// Returns the moves now tried sooner than before, each with the technique that moved it.
    pub(super) fn order_by_cutoffs(
        &self,
        moves: &mut [R::Move],
        level: usize,
        chooser: Backup,
        start: usize,
    ) -> Vec<(R::Move, OrderedBy)> {
        if !self.orders_by_cutoffs(level) || start >= moves.len() {
            return Vec::new();
        }
        let rank_of = |m: R::Move| -> Rank {
            if !self.rules.is_quiet(m) {
                return (KILLERS_PER_PLY, Reverse(0));
            }
            match self.cutoffs.killer_rank(level, m) {
                Some(rank) => (rank, Reverse(0)),
                None => (
                    KILLERS_PER_PLY,
                    Reverse(self.cutoffs.history_score(chooser, self.rules.move_code(m))),
                ),
            }
        };
        let mut ranked: Vec<(Rank, usize, R::Move)> = moves[start..]
            .iter()
            .enumerate()
            .map(|(place, &m)| (rank_of(m), place, m))
            .collect();
        // A stable sort: moves of equal rank keep the order they had, so the search stays
        // deterministic.
        ranked.sort_by_key(|&(rank, _, _)| rank);
        let mut moved_up = Vec::new();
        for (new_place, &((killer_or_not, _), old_place, m)) in ranked.iter().enumerate() {
            moves[start + new_place] = m;
            // Only a killer or a move with a history score can overtake another move.
            if new_place < old_place {
                let by = if killer_or_not < KILLERS_PER_PLY {
                    OrderedBy::Killer
                } else {
                    OrderedBy::History
                };
                moved_up.push((m, by));
            }
        }
        moved_up
    }

    /// Returns how many moves at the front of `moves` keep their places whatever killers and
    /// history say: the previous iteration's best move if it was put first, then, under ordered
    /// alpha-beta, the captures and promotions it put first.
    pub(super) fn fixed_at_front(&self, moves: &[R::Move], line_first: bool) -> usize {
        let line = usize::from(line_first);
        if self.settings.algorithm != Algorithm::Ordered {
            return line;
        }
        let captures = moves[line..]
            .iter()
            .take_while(|&&m| !self.rules.is_quiet(m))
            .count();
        line + captures
    }

    /// Learns from a cutoff: `m`, played by `chooser` in a position whose moves are in `level`,
    /// closed the window. A quiet move becomes the level's latest killer, and its history score
    /// grows by depth², the plies left below the position, squared.
    pub(super) fn learn_from_cutoff(&mut self, m: R::Move, level: usize, chooser: Backup) {
        if !self.orders_by_cutoffs(level) || !self.rules.is_quiet(m) {
            return;
        }
        if let Some(killers) = self.cutoffs.killers.get_mut(level)
            && killers[0] != Some(m)
        {
            killers.rotate_right(1);
            killers[0] = Some(m);
        }
        let plies_left = (self.settings.depth - level) as u32;
        let index = history_index(chooser, self.rules.move_code(m));
        if let Some(score) = self.cutoffs.history.get_mut(index) {
            *score = score.saturating_add(plies_left * plies_left);
        }
    }

    /// Marks the children, stored from `first_child` in `level`, whose moves killers or
    /// history moved up (`moved_up`), so that the tree shows which technique put them there.
    pub(super) fn mark_moved_up(
        &mut self,
        moves: &[R::Move],
        level: usize,
        first_child: u32,
        moved_up: &[(R::Move, OrderedBy)],
    ) {
        for &(m, by) in moved_up {
            if let Some(offset) = moves.iter().position(|&other| other == m) {
                self.levels[level].nodes[first_child as usize + offset].mark_ordered_by(by);
            }
        }
    }
}
